// SPDX-License-Identifier: GPL-3.0-or-later
#include "RankingBar.h"

#include "AppState.h"
#include "FitQuestionBar.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QResizeEvent>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace gpu {

namespace {

// The workload combo's item data of "LLM fine-tuning" (the others hold int(Workload)).
constexpr int kFineTuningItem = -1;

// A label that is never broken across lines: Chinese text may break between any two characters
// (Unicode line breaking), which <nobr> does not stop in a QLabel; a word joiner (U+2060)
// between the characters does.
QString unbreakable(const QString &label)
{
    // Only between two non-Latin characters: a Latin label is already kept whole by <nobr>.
    QString out;
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (i > 0 && label.at(i).unicode() > 0x2E7F && label.at(i - 1).unicode() > 0x2E7F)
            out += QChar(0x2060);
        out += label.at(i);
    }
    return out;
}

} // namespace

RankingBar::RankingBar(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_workloadLabel(new QLabel(this))
    , m_workload(new QComboBox(this))
    , m_precisionLabel(new QLabel(this))
    , m_precision(new QComboBox(this))
    , m_llmSizeLabel(new QLabel(this))
    , m_llmSize(new QDoubleSpinBox(this))
    , m_budgetLabel(new QLabel(this))
    , m_budget(new QDoubleSpinBox(this))
    , m_currencyLabel(new QLabel(this))
    , m_currency(new QComboBox(this))
    , m_conditionLabel(new QLabel(this))
    , m_condition(new QButtonGroup(this))
    , m_conditionAny(new QToolButton(this))
    , m_conditionNew(new QToolButton(this))
    , m_conditionUsed(new QToolButton(this))
    , m_rule(new QLabel(this))
    , m_picks(new QLabel(this))
    , m_fitQuestion(new FitQuestionBar(state, FitQuestionBar::Shape::Grid, this))
{
    setObjectName(QStringLiteral("rankingBar"));
    m_workload->setObjectName(QStringLiteral("workloadCombo"));
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    m_budget->setObjectName(QStringLiteral("budgetSpin"));
    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    m_rule->setObjectName(QStringLiteral("rankingRule"));
    m_rule->setWordWrap(true);
    m_rule->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rule->setForegroundRole(QPalette::PlaceholderText);
    m_picks->setObjectName(QStringLiteral("rankingPicks"));
    m_picks->setWordWrap(true);
    m_picks->setTextFormat(Qt::RichText);
    // Links reachable with Tab and Enter as well as the mouse.
    m_picks->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(m_picks, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("card:"))) {
            m_state->setCurrentCard(link.mid(5));
        } else if (link == QLatin1String("scope:any")) {
            RankingOptions o = m_state->rankingOptions();
            o.condition = ConditionFilter::Any;
            m_state->setRankingOptions(o);
        } else if (link == QLatin1String("thinktwice:")) {
            showThinkTwice();
        }
    });

    // The combos may shrink below their longest item so the window fits small screens.
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_workload->setMinimumContentsLength(14);
    m_precision->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_precision->setMinimumContentsLength(12); // "FP16 (mixed precision)" whole at 1500 px
    m_llmSize->setObjectName(QStringLiteral("llmSizeSpin"));
    m_llmSize->setRange(0.1, 2000);
    m_llmSize->setDecimals(1);
    m_llmSize->setSingleStep(1);
    m_llmSize->setKeyboardTracking(false);
    m_llmSizeLabel->setBuddy(m_llmSize);
    m_budget->setRange(0, 10'000'000);
    m_budget->setDecimals(0);
    m_budget->setSingleStep(500);
    m_budget->setGroupSeparatorShown(true);
    m_budget->setKeyboardTracking(false);
    m_budget->setAccelerated(true);
    // As wide as a budget of 999,999 needs, not the largest the box takes: it shares a row with
    // the prices' buttons on a small screen.
    m_budget->setMinimumWidth(
        m_budget->fontMetrics().horizontalAdvance(QStringLiteral("999,999 ¥")) + 32);
    m_budget->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_currency->addItem(QStringLiteral("CNY ¥"), int(Currency::CNY));
    m_currency->addItem(QStringLiteral("USD $"), int(Currency::USD));

    m_conditionAny->setObjectName(QStringLiteral("conditionAnyButton"));
    m_conditionNew->setObjectName(QStringLiteral("conditionNewButton"));
    m_conditionUsed->setObjectName(QStringLiteral("conditionUsedButton"));
    m_condition->setExclusive(true);
    for (auto [button, condition] : {std::pair {m_conditionAny, ConditionFilter::Any},
             std::pair {m_conditionNew, ConditionFilter::New},
             std::pair {m_conditionUsed, ConditionFilter::Used}}) {
        button->setCheckable(true);
        button->setAutoRaise(false);
        m_condition->addButton(button, int(condition));
    }
    m_conditionLabel->setBuddy(m_conditionAny);

    m_workloadLabel->setBuddy(m_workload);
    m_precisionLabel->setBuddy(m_precision);
    m_budgetLabel->setBuddy(m_budget);
    m_currencyLabel->setBuddy(m_currency);

    layOut();

    fillCombos();
    retranslateUi();
    showOptions();

    const auto apply = [this] { applyOptions(); };
    connect(m_workload, &QComboBox::currentIndexChanged, this, apply);
    connect(m_llmSize, &QDoubleSpinBox::valueChanged, this, apply);
    connect(m_precision, &QComboBox::currentIndexChanged, this, apply);
    connect(m_currency, &QComboBox::currentIndexChanged, this, apply);
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, apply);
    connect(m_condition, &QButtonGroup::idClicked, this, apply);
    connect(m_state, &AppState::rankingChanged, this, &RankingBar::showOptions);
    connect(m_state, &AppState::catalogChanged, this, &RankingBar::showRule);
    connect(m_state, &AppState::filterChanged, this, &RankingBar::showPicks);
    connect(m_state, &AppState::fitChanged, this, &RankingBar::showOptions);
}

void RankingBar::layOut()
{
    // The workload on a row of its own (its names are long), then budget and currency, then
    // precision and, for LLM inference without a model of the catalog, the model size (the LLM
    // modes hide that row: their question's weights and model say both): narrow enough to
    // leave room for the docks beside the catalog without cutting a name short.
    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    auto *conditions = new QHBoxLayout;
    conditions->setSpacing(0);
    conditions->addWidget(m_conditionLabel);
    conditions->addSpacing(6);
    conditions->addWidget(m_conditionAny);
    conditions->addWidget(m_conditionNew);
    conditions->addWidget(m_conditionUsed);
    conditions->addStretch(1);
    // The workload and its currency on the first row, the budget and which prices on the
    // second, then the precision: rows are what a small screen lacks, and each row stays
    // narrow enough for the catalog and a panel side by side (README, "small or highly scaled
    // screen").
    grid->addWidget(m_workloadLabel, 0, 0);
    grid->addWidget(m_workload, 0, 1);
    grid->addWidget(m_currencyLabel, 0, 2);
    grid->addWidget(m_currency, 0, 3);
    grid->addWidget(m_budgetLabel, 1, 0);
    grid->addWidget(m_budget, 1, 1);
    grid->addLayout(conditions, 1, 2, 1, 2);
    grid->addWidget(m_precisionLabel, 2, 0);
    grid->addWidget(m_precision, 2, 1);
    grid->addWidget(m_llmSizeLabel, 2, 2); // shown for LLM inference only
    grid->addWidget(m_llmSize, 2, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(grid);
    // For LLM inference: which model, used how, on up to how many cards (the question the
    // "Will it fit" panel answers in full; the catalog adds the configurations that hold it).
    layout->addWidget(m_fitQuestion);
    layout->addWidget(m_rule);
    layout->addWidget(m_picks);
}

void RankingBar::fillCombos()
{
    m_updating = true;
    m_workload->clear();
    for (Workload w : allWorkloads())
        m_workload->addItem(workloadName(w), int(w));
    // LLM fine-tuning (LoRA, QLoRA, full): ranked as Transformer training with the memory the
    // fine-tuning of the chosen model needs (RankingOptions::fineTuning).
    m_workload->addItem(QString(), kFineTuningItem);
    m_precision->clear();
    for (Precision p : allPrecisions())
        m_precision->addItem(precisionName(p), int(p));
    m_updating = false;
}

void RankingBar::retranslateUi()
{
    m_workloadLabel->setText(tr("&Workload:"));
    m_precisionLabel->setText(tr("&Precision:"));
    m_budgetLabel->setText(tr("&Budget:"));
    m_currencyLabel->setText(tr("Curre&ncy:"));
    m_budget->setSpecialValueText(tr("No budget"));
    m_precision->setToolTip(tr("Numeric precision of the work (FP16/BF16 use tensor cores)"));
    m_budget->setToolTip(tr("Highest price you would pay for the card alone (0 = no budget)"));
    m_conditionLabel->setText(tr("P&rices:"));
    m_conditionAny->setText(tr("New or used"));
    m_conditionNew->setText(tr("New", "prices: new only"));
    m_conditionUsed->setText(tr("Used", "prices: used only"));
    m_conditionAny->setToolTip(tr("Each card at its best current price, new or used; a used price "
                                  "is marked, with the used market's caveats"));
    m_conditionNew->setToolTip(tr("Only prices of new cards"));
    m_conditionUsed->setToolTip(tr("Only prices of used cards (二手)"));
    m_llmSizeLabel->setText(tr("Model si&ze:"));
    m_llmSize->setSuffix(tr(" B parameters"));
    m_llmSize->setToolTip(tr("Size of the language model to run, in billions of parameters "
                             "(Llama-2-7B: 7); the weights must fit in one GPU's memory"));
    for (int i = 0; i < m_workload->count(); ++i) {
        const int item = m_workload->itemData(i).toInt();
        m_workload->setItemText(i,
            item == kFineTuningItem ? tr("LLM fine-tuning (LoRA, QLoRA, full)")
                                    : workloadName(Workload(item)));
    }
    for (int i = 0; i < m_precision->count(); ++i)
        m_precision->setItemText(i, precisionName(Precision(m_precision->itemData(i).toInt())));
    showRule();
}

void RankingBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    constexpr int kCompactHeight = 640;
    const bool compact = window() && window()->height() < kCompactHeight;
    if (compact != m_compact) {
        m_compact = compact;
        showRule();
    }
}

void RankingBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RankingBar::showOptions()
{
    const RankingOptions &o = m_state->rankingOptions();
    m_updating = true;
    m_workload->setCurrentIndex(
        m_workload->findData(o.fineTuning ? kFineTuningItem : int(o.workload)));
    m_precision->setCurrentIndex(m_precision->findData(int(o.precision)));
    m_currency->setCurrentIndex(m_currency->findData(int(o.currency)));
    m_budget->setValue(o.budget.value_or(0));
    // Set from elsewhere (start-up, a restored setting): that is the budget as typed.
    if (impliedBudget(int(o.currency)) != m_budget->value()) {
        m_typedBudget = m_budget->value();
        m_typedCurrency = int(o.currency);
    }
    m_budget->setSuffix(o.currency == Currency::CNY ? QStringLiteral(" ¥") : QStringLiteral(" $"));
    m_llmSize->setValue(o.llmParametersBillions);
    if (QAbstractButton *b = m_condition->button(int(o.condition)))
        b->setChecked(true);
    // The LLM modes ask one question, the model's (FitQuestionBar): its weights set the
    // precision and its model the size, so neither is asked again; the size only while no model
    // of the catalog is named.
    const bool llm = o.llmMode();
    const bool sizeAsked = o.workload == Workload::LlmInference && !m_state->fitModel();
    m_llmSizeLabel->setVisible(sizeAsked);
    m_llmSize->setVisible(sizeAsked);
    m_precisionLabel->setVisible(!llm);
    m_precision->setVisible(!llm);
    m_fitQuestion->setVisible(llm);
    m_fitQuestion->setUses(
        o.fineTuning ? FitQuestionBar::Uses::FineTuningOnly : FitQuestionBar::Uses::InferenceOnly);
    m_updating = false;
    updatePrecisionItems(o.workload);
    showRule();
}

void RankingBar::applyOptions()
{
    if (m_updating)
        return;
    RankingOptions o = m_state->rankingOptions();
    const int workload = m_workload->currentData().toInt();
    const bool wasLlm = o.llmMode();
    o.fineTuning = workload == kFineTuningItem;
    o.workload = o.fineTuning ? Workload::Transformer : Workload(workload);
    o.precision = Precision(m_precision->currentData().toInt());
    if (o.fineTuning || o.workload == Workload::LlmInference)
        // Fine-tuning trains in mixed precision, inference runs at the weights' class: the one
        // rule of the window, the report and `rank --model` (rankingPrecision()).
        o.precision = rankingPrecision(
            o.fineTuning ? FitMethod::Lora : FitMethod::Inference, m_state->fitQuestion().weights);
    else if (wasLlm)
        o.precision = Precision::Fp16; // the LLM modes' precision was the weights'

    if (!precisionAppliesTo(o.precision, o.workload)) {
        // 4-bit weights are for running LLMs: back to the default for training.
        o.precision = Precision::Fp16;
        m_updating = true;
        m_precision->setCurrentIndex(m_precision->findData(int(o.precision)));
        m_updating = false;
    }
    const auto currency = Currency(m_currency->currentData().toInt());
    if (currency != o.currency) {
        // Keep the same budget in the new currency rather than reinterpreting the number,
        // converted from the budget as typed (not from its rounded conversion).
        m_updating = true;
        m_budget->setValue(impliedBudget(int(currency)));
        m_updating = false;
    } else if (m_budget->value() != impliedBudget(int(currency))) {
        m_typedBudget = m_budget->value(); // typed (or cleared) in this currency
        m_typedCurrency = int(currency);
    }
    o.currency = currency;
    o.budget = m_budget->value() > 0 ? std::optional<double>(m_budget->value()) : std::nullopt;
    o.llmParametersBillions = m_llmSize->value();
    if (m_condition->checkedId() >= 0)
        o.condition = ConditionFilter(m_condition->checkedId());
    m_state->setRankingOptions(o);
}

double RankingBar::impliedBudget(int currency) const
{
    if (m_typedBudget <= 0 || m_typedCurrency == currency)
        return m_typedBudget;
    return std::round(m_state->exchangeRate().convert(
        m_typedBudget, Currency(m_typedCurrency), Currency(currency)));
}

void RankingBar::updatePrecisionItems(Workload workload)
{
    // INT8 and INT4 are offered for LLM inference only (as on the command line): they run a
    // trained model, they do not train one.
    auto *model = qobject_cast<QStandardItemModel *>(m_precision->model());
    if (!model)
        return;
    for (Precision p : {Precision::Int8, Precision::Int4}) {
        const int row = m_precision->findData(int(p));
        if (QStandardItem *item = row >= 0 ? model->item(row) : nullptr)
            item->setEnabled(precisionAppliesTo(p, workload));
    }
}

void RankingBar::showRule()
{
    // Asked at display time (not taken from the ranking) so it follows a language switch.
    QString text = Ranking::ruleText(m_state->rankingOptions().workload);
    // What "1.00×" in the table, chart and comparison means.
    const CardKey &reference = m_state->ranking().reference;
    if (!reference.model.isEmpty())
        text += QLatin1Char(' ') + tr("Relative performance 1.00× = %1.").arg(reference.label());
    m_rule->setText(text);
    m_rule->setVisible(!m_compact && !m_rule->text().isEmpty());
    // The rule stays one hover away when a small window leaves no room for it.
    m_workload->setToolTip(tr("What you will train or run; the ranking follows its priorities")
        + (m_compact && !text.isEmpty() ? QStringLiteral("\n\n") + text : QString()));
    showPicks();
}

QString RankingBar::fitPicks() const
{
    // For LLM inference with a model named: the set-ups that run (or fine-tune) it, one card or
    // several (the ranking's picks above are single cards), within the budget and on current
    // software.
    const ModelSpec *model = m_state->fitModel();
    const FitQuestion &question = m_state->fitQuestion();
    if (!m_state->rankingOptions().llmMode() || !model)
        return {};
    const bool inference = question.method == FitMethod::Inference;
    // The one set-up ranking's picks (SetUpRanking.h): `rank --model` and the report print the
    // same.
    const SetUpRanking &setUps = m_state->setUps();
    const auto pick
        = [&setUps](const std::optional<int> &i) { return i ? &setUps.ranked.at(*i) : nullptr; };
    const FitConfiguration *value = pick(setUps.bestValue);
    const FitConfiguration *cheapest = pick(setUps.cheapest);
    const FitConfiguration *fastest = pick(setUps.fastest);
    const QLocale locale;
    if (!value)
        return tr(
            "No set-up of up to %n card(s) with a price runs %1 here.", nullptr, question.maxCards)
            .arg(model->name)
            .toHtmlEscaped();
    const auto link = [this, &locale, &question](const QString &label, const FitConfiguration &c) {
        const bool used = c.price && c.price->condition == Condition::Used;
        // A small window names the set-up only: its speed and price are in its catalog row.
        if (m_compact)
            return QStringLiteral("<nobr>%1&nbsp;<a href=\"card:%2\">%3</a></nobr>")
                .arg(unbreakable(label).toHtmlEscaped(), c.card->key.toId().toHtmlEscaped(),
                    c.name().toHtmlEscaped().replace(QLatin1Char(' '), QLatin1String("&nbsp;")));
        return QStringLiteral("<nobr>%1&nbsp;<a "
                              "href=\"card:%2\">%3</a>&nbsp;%4</nobr>")
            .arg(unbreakable(label).toHtmlEscaped(), c.card->key.toId().toHtmlEscaped(),
                c.name().toHtmlEscaped().replace(QLatin1Char(' '), QLatin1String("&nbsp;")),
                //: A set-up's speed and price in the ranking bar: "(17.9 tokens/s, ≈11,520 CNY
                //: used)".
                (c.trainTokensPerSecond && c.jobHours(question.jobTokens)
                        //: A fine-tuning set-up's trained tokens/s, hours of the job and price
                        //: in the ranking bar: "(1,135 tokens/s, 24.5 h a job, ≈276,036 CNY)".
                        ? tr("(%1 tokens/s, %2 h a job, %3%4 %5%6)")
                              .arg(locale.toString(*c.trainTokensPerSecond, 'f', 0),
                                  locale.toString(*c.jobHours(question.jobTokens), 'f', 1),
                                  c.price->isApproximate() ? QStringLiteral("≈") : QString(),
                                  locale.toString(*c.totalPrice(), 'f', 0),
                                  toCode(c.price->currency),
                                  used ? QLatin1Char(' ') + tr("used") : QString())
                        : c.tokensPerSecond
                            ? tr("(%1 tokens/s, %2%3 %4%5)")
                                  .arg(locale.toString(*c.tokensPerSecond, 'f', 1),
                                      c.price->isApproximate() ? QStringLiteral("≈") : QString(),
                                      locale.toString(*c.totalPrice(), 'f', 0),
                                      toCode(c.price->currency),
                                      used ? QLatin1Char(' ') + tr("used") : QString())
                            //: A set-up's price in the ranking bar: "(≈5,760 CNY used)".
                            : tr("(%1%2 %3%4)")
                                  .arg(c.price->isApproximate() ? QStringLiteral("≈") : QString(),
                                      locale.toString(*c.totalPrice(), 'f', 0),
                                      toCode(c.price->currency),
                                      used ? QLatin1Char(' ') + tr("used") : QString()))
                    .toHtmlEscaped());
    };
    QStringList parts;
    // A small window leaves out the heading: the question is right above.
    const auto heading = [this](const QString &text) {
        return m_compact ? QString() : text.toHtmlEscaped() + QStringLiteral("&nbsp; ");
    };
    if (!inference) {
        //: Before the cheapest and fastest set-ups that fine-tune the chosen model: "To fine-tune
        //: Qwen2.5 7B (LoRA, 4,096 tokens; a job of 100 M tokens):".
        return heading(tr("To fine-tune %1 (%2, %3 tokens; a job of %4 M tokens):")
                           .arg(model->name,
                               question.method == FitMethod::Qlora      ? tr("QLoRA")
                                   : question.method == FitMethod::Lora ? tr("LoRA")
                                                                        : tr("full fine-tuning"),
                               locale.toString(question.context),
                               locale.toString(question.jobTokens / 1e6, 'f', 0)))
            + link(tr("Cheapest:"), *cheapest)
            // The fastest within the budget: the job's hours (trained tokens/s).
            + (fastest && fastest != cheapest
                    ? QStringLiteral("&nbsp;&nbsp;&nbsp; ") + link(tr("Fastest:"), *fastest)
                    : QString());
    }
    parts << link(tr("Best value:"), *value);
    if (cheapest != value)
        parts << link(tr("Cheapest:"), *cheapest);
    if (fastest != value && fastest != cheapest)
        parts << link(tr("Fastest:"), *fastest);
    //: Before the set-ups that run the chosen model: "To run Llama 3.1 70B (Q4_K_M, 4,096
    //: tokens):".
    return heading(tr("To run %1 (%2, %3 tokens):")
                       .arg(model->name, toCode(question.effectiveWeights()).toUpper(),
                           locale.toString(question.context)))
        + parts.join(QStringLiteral("&nbsp;&nbsp;&nbsp; "));
}

void RankingBar::showPicks()
{
    const RankingResult &ranking = m_state->ranking();
    const Recommendation &r = ranking.recommendation;
    QStringList parts;
    bool anyHidden = false;
    const auto add = [&](const QString &label, const std::optional<int> &index) {
        if (!index || *index < 0 || *index >= ranking.verdicts.size())
            return;
        const CardVerdict &v = ranking.verdicts[*index];
        const CardKey &key = v.key;
        // The picks are made among all cards (as the ranking is); a filter may hide one.
        const bool hidden = v.cardIndex >= 0 && v.cardIndex < m_state->catalog().cards.size()
            && !m_state->passesFilter(m_state->catalog().cards.at(v.cardIndex));
        if (hidden)
            anyHidden = true;
        // A used pick says so (its used-market caveats are in the Details tab).
        const bool used = v.price && v.price->condition == Condition::Used;
        // Each pick on one line: the label, the name and the note are never broken apart (<nobr>:
        // Chinese text may otherwise break between any two characters, inside a label too).
        parts << QStringLiteral("<nobr>%1&nbsp;<a "
                                "href=\"card:%2\">%3</a>%4</nobr>")
                     .arg(unbreakable(label).toHtmlEscaped(), key.toId().toHtmlEscaped(),
                         // A name is not broken across lines.
                         key.label().toHtmlEscaped().replace(
                             QLatin1Char(' '), QLatin1String("&nbsp;")),
                         (used ? QStringLiteral("&nbsp;") + tr("(used)").toHtmlEscaped()
                               : QString())
                             + (hidden ? QStringLiteral("&nbsp;")
                                         + tr("(hidden by the filters)").toHtmlEscaped()
                                       : QString()));
    };
    // In the LLM modes with a model named, the picks are the set-ups that run it (one card or
    // several, fitPicks()): one set of picks, not the single cards' beside them.
    const bool setUpPicks = m_state->rankingOptions().llmMode() && m_state->fitModel();
    if (!setUpPicks) {
        //: The three picks above the catalog, each followed by a card name (a link).
        add(tr("Best overall:"), r.bestOverall);
        add(tr("Best value:"), r.bestValue);
        add(tr("Most memory per price:"), r.mostMemoryPerPrice);
    }
    QString text = setUpPicks ? QString()
        : parts.isEmpty()     ? ranking.noPickReason.toHtmlEscaped()
                              : parts.join(QStringLiteral("&nbsp;&nbsp;&nbsp; "));
    // The user's own prices that the scope leaves out are never ignored silently.
    int outOfScope = 0;
    for (qsizetype i = 0; i < ranking.verdicts.size(); ++i)
        outOfScope += ranking.verdicts.figures(i).hasFlag(Flag::UserPriceOutOfScope);
    if (outOfScope > 0)
        text += QStringLiteral("<br>")
            + tr("%n of your own prices are not used under this condition.", nullptr, outOfScope)
                  .toHtmlEscaped()
            + QStringLiteral(" <a href=\"scope:any\">%1</a>")
                  .arg(tr("Use new and used prices").toHtmlEscaped());
    const QString sets = fitPicks();
    if (!sets.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("<br>")) + sets;
    // A budget leaves the cards without a price out of the ranking: said, with the first names.
    const RankingRequest request = m_state->rankingRequest();
    if (request.budget)
        if (const QString unpriced
            = Ranking::unpricedSentence(ranking, m_state->catalog(), request, m_compact ? 0 : 3);
            !unpriced.isEmpty())
            text += QStringLiteral("<br><span style=\"color:#8a5a00\">%1</span>")
                        .arg(unpriced.toHtmlEscaped());
    // Think twice: how many warnings, a link to their lines (one per warning, naming the cards).
    const QList<WarningLine> warnings
        = Ranking::thinkTwiceLines(ranking, m_state->rankingOptions().workload);
    // On a small screen (compact) it follows the line before: a row of the table more.
    if (!warnings.isEmpty() && (!parts.isEmpty() || setUpPicks))
        text += (m_compact ? QStringLiteral(" ") : QStringLiteral("<br>"))
            + QStringLiteral("<a href=\"thinktwice:\">%1</a>")
                  .arg(tr("Think twice: %n warning(s) about tempting cards", nullptr,
                      int(warnings.size()))
                           .toHtmlEscaped());
    m_picks->setText(text);
    m_picks->setToolTip(anyHidden
            ? tr("Click a card to select it; its reasons are in the Details tab. The picks are "
                 "made among all cards, as the ranking is; the report follows the filters.")
            : tr("Click a card to select it; its reasons are in the Details tab."));
}

void RankingBar::showThinkTwice()
{
    const QList<WarningLine> lines
        = Ranking::thinkTwiceLines(m_state->ranking(), m_state->rankingOptions().workload);
    QStringList items;
    for (const WarningLine &line : lines)
        items << QStringLiteral("<li>%1</li>").arg(line.text().toHtmlEscaped());
    QMessageBox box(this);
    box.setWindowTitle(tr("Think twice"));
    box.setIcon(QMessageBox::Warning);
    box.setTextFormat(Qt::RichText);
    box.setText(tr("Tempting cards of this ranking, by value, and what to check before buying "
                   "them:")
                    .toHtmlEscaped()
        + QStringLiteral("<ul>") + items.join(QString()) + QStringLiteral("</ul>"));
    box.exec();
}

} // namespace gpu
