// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The selector above the catalog: workload, precision, budget, currency and which prices (new or
// used, new only, used only: one click each, remembered in the settings). Every change
// re-ranks at once (AppState::setRankingOptions). Below it, the rule the ranking follows and the
// three picks (best overall, best value, most memory per price), each a link that selects the
// card.

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QResizeEvent;
class QToolButton;

namespace gpu {

class AppState;
class FitQuestionBar;
enum class Workload;

class RankingBar : public QWidget
{
    Q_OBJECT
public:
    explicit RankingBar(AppState *state, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;
    /// A window under kCompactHeight (logical pixels: 1366 × 768 at 125 % and more, 1920 × 1080
    /// at 175 %) shows the ranking's rule as the workload's tooltip instead of a paragraph, and
    /// names one unpriced card instead of three, so the catalog keeps its rows.
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The fields in a grid of short rows, then the question, the rule and the picks.
    void layOut();
    void retranslateUi();
    void fillCombos();
    void showOptions();
    void applyOptions();
    void showRule();
    void showPicks();
    /// The ranking's think-twice lines in a dialog (Ranking::thinkTwiceLines()).
    void showThinkTwice();
    /// The set-ups of one or several cards that run the "Will it fit" model (rich text; empty
    /// when the workload is not LLM inference or no model is chosen).
    QString fitPicks() const;
    void updatePrecisionItems(Workload workload);

    AppState *m_state;
    QLabel *m_workloadLabel;
    QComboBox *m_workload;
    QLabel *m_precisionLabel;
    QComboBox *m_precision;
    QLabel *m_llmSizeLabel;
    QDoubleSpinBox *m_llmSize;
    QLabel *m_budgetLabel;
    QDoubleSpinBox *m_budget;
    QLabel *m_currencyLabel;
    QComboBox *m_currency;
    QLabel *m_conditionLabel;
    QButtonGroup *m_condition; ///< ids: int(ConditionFilter)
    QToolButton *m_conditionAny;
    QToolButton *m_conditionNew;
    QToolButton *m_conditionUsed;
    QLabel *m_rule;
    QLabel *m_picks;
    FitQuestionBar *m_fitQuestion; ///< shown for LLM inference
    bool m_updating = false;
    bool m_compact = false;
    /// The budget as last typed, in the currency it was typed in (0 = none): a currency switch
    /// converts from it, so CNY -> USD -> CNY gives back 8,000 and not 7,999 (the box shows
    /// whole units).
    double m_typedBudget = 0;
    int m_typedCurrency = 0;
    double impliedBudget(int currency) const;
};

} // namespace gpu
