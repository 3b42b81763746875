// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The detail pane: every field of the selected card with its unit and source, its verdict
// (score, relative performance, performance per price and per watt, flags and the reasons
// behind the score), its benchmark results and its prices with dates, and a chart of its new and
// used prices over time. Prices can be added,
// edited and removed (undoable). Says so when the selected card is hidden by the filters.

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;
class QTextBrowser;

namespace gpu {

class AppState;
class PriceHistoryChart;
struct Card;
struct CardVerdict;

class DetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit DetailPane(AppState *state, QWidget *parent = nullptr);

    /// The HTML shown for the card (for tests and the report's reuse).
    QString detailHtml() const;
    /// Whether the "hidden by the filters" note is shown.
    bool isHiddenNoteVisible() const;

public Q_SLOTS:
    void addPrice();
    void editSelectedPrice();
    void removeSelectedPrice();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showCard();
    void updateHiddenNote();
    void fillPrices(const Card &card);
    void updateButtons();
    /// "Will it fit" for the card: a bar of the memory against the card's, and the verdict.
    QString fitHtml(const Card &card) const;
    QString cardHtml(const Card &card) const;
    // The parts of cardHtml(), in its order: the verdict table's figures, price and rental rows;
    // the flags and reasons; the specifications with their sources; the measured results.
    QString verdictFiguresHtml(const Card &card, const CardVerdict *v) const;
    QString priceHtml(const Card &card, const CardVerdict *v) const;
    QString rentHtml(const CardVerdict *v) const;
    QString reasonsHtml(const CardVerdict *v) const;
    QString specificationsHtml(const Card &card) const;
    QString benchmarksHtml(const Card &card) const;

    AppState *m_state;
    QLabel *m_title;
    QLabel *m_hiddenNote;
    QTextBrowser *m_text;
    QLabel *m_pricesLabel;
    QTableWidget *m_prices;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_remove;
    PriceHistoryChart *m_history; ///< new and used prices over time
};

} // namespace gpu
