// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Cost-efficiency chart: a horizontal bar chart of the top N cards of the current ranking that
// pass the filters, sorted, by performance per price (switchable to relative performance and to
// performance per watt). Follows filters and re-ranking live; shows a "no data" page when no
// card has a value; sizes itself so its labels are never cut (it scrolls instead); colours come
// from the palette. Hovering a bar shows a tooltip, clicking selects the card, dragging a bar
// carries the card (CatalogTableModel::cardMimeType()) to the compare panel.

#include <QWidget>

class QBarSet;
class QChart;
class QComboBox;
class QLabel;
class QScrollArea;
class QSpinBox;
class QStackedWidget;
class QValueAxis;

namespace gpu {

class AppState;
class BarChartView;

class ChartPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Metric
    {
        PerformancePerPrice,
        RelativePerformance,
        PerformancePerWatt
    };

    explicit ChartPanel(AppState *state, QWidget *parent = nullptr);
    ~ChartPanel() override;

    Metric metric() const;
    void setMetric(Metric metric);
    int topCount() const;
    void setTopCount(int count);
    /// Bar labels from the best card down (what the chart shows, top first).
    QStringList barLabels() const { return m_labels; }
    /// The labels as drawn, best first: "★ " before the ranking's picks, "⚠ " before a card that
    /// carries a warning worth reading (software, memory, used market …).
    QStringList barCategories() const { return m_categories; }
    /// CardKey ids of the bars, best first.
    QStringList barCardIds() const { return m_ids; }
    bool isShowingNoData() const;
    QChart *chart() const;

    static QString metricCode(Metric metric); ///< "performance_per_price", …
    static std::optional<Metric> metricFromCode(const QString &code);

public Q_SLOTS:
    /// Rebuilds the chart from AppState's ranking and filter.
    void rebuild();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// A bar of the chart: a card of the ranking, best first.
    struct Bar
    {
        QString id;
        QString label;
        double value = 0;
        QString mark; ///< "★ ", "⚠ " or empty
    };
    /// The cards the chart shows (the top of the metric, within the filter and the budget).
    QList<Bar> shownBars() const;
    /// The series and axes of `bars` on the emptied chart, and the view's size for their labels.
    void drawBars(const QList<Bar> &bars);
    QValueAxis *makeValueAxis(double maxValue) const;
    void retranslateUi();
    void applyPalette();
    void updateSelection();
    void showTooltip(bool status, int index);
    QString metricTitle() const;

    AppState *m_state;
    QComboBox *m_metric;
    QSpinBox *m_top;
    QLabel *m_metricLabel;
    QLabel *m_topLabel;
    QStackedWidget *m_pages;
    QScrollArea *m_scroll;
    BarChartView *m_view;
    QLabel *m_empty;
    QBarSet *m_set = nullptr;
    QStringList m_labels; ///< best first
    QStringList m_categories; ///< the labels with their marks, best first
    QStringList m_ids; ///< best first
    QList<double> m_values; ///< best first
    bool m_updating = false;
};

} // namespace gpu
