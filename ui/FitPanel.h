// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Will it fit": choose a model (typing filters the list), what to do with it (inference, full
// fine-tuning, LoRA, QLoRA), the weight format, context, batch and how many cards at most; the
// panel lists every card and configuration (planFits(): those that fit first, best tokens/s per
// price first for inference) and shows the memory breakdown of the selected one as a stacked bar
// against the card's memory. The question is the application state's (AppState::fitQuestion()),
// shared with the ranking bar, and remembered.

#include "FitPlanner.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QResizeEvent;
class QSpinBox;
class QTableView;

namespace gpu {

class AppState;
class FitConfigurationModel;
class FitQuestionBar;

class FitPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FitPanel(AppState *state, QWidget *parent = nullptr);
    ~FitPanel() override;

    /// Chooses a model by name (as `findModel()` takes it); false if none matches.
    bool setModel(const QString &name);
    void setMethod(FitMethod method);
    void setWeightFormat(WeightFormat format);
    void setContext(int tokens);
    void setMaxCards(int cards);

    /// The configurations shown, in order (made now if the panel has not been shown since the
    /// question or the catalog changed).
    const QList<FitConfiguration> &configurations();
    /// The breakdown chart's series labels and per-GPU values, GB (for tests).
    QList<QPair<QString, double>> breakdown() const { return m_breakdown; }
    QTableView *table() const { return m_table; }

public Q_SLOTS:
    /// Shows the state's answer (AppState::fitPlan()) to its question.
    void recompute();
    /// Whether people can see the panel (its dock's tab is the current one, the window's
    /// QDockWidget::visibilityChanged()): only then is a changed answer made at once; otherwise
    /// when it is shown again or configurations() is asked for. Standalone panels: true.
    void setShown(bool shown);

protected:
    /// Narrower than 640 logical pixels (a panel beside the catalog on a small screen): the
    /// chart goes below the table instead of beside it.
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showBreakdown(int row);

    AppState *m_state;
    FitQuestionBar *m_question;
    QLabel *m_summary;
    QTableView *m_table;
    FitConfigurationModel *m_items;
    QChartView *m_chartView;
    QChart *m_chart;
    QList<FitConfiguration> m_rows;
    bool m_stale = true; ///< the answer changed since recompute()
    bool m_shown = true;
    QList<QPair<QString, double>> m_breakdown;
};

} // namespace gpu
