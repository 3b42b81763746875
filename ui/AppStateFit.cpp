// SPDX-License-Identifier: GPL-3.0-or-later
// AppState's "Will it fit" part: the question, remembered in the settings, and its answer (the
// plan over the catalog, the set-ups the catalog shows and picks).
#include "AppState.h"

#include <algorithm>
#include <cmath>

namespace gpu {

void AppState::loadFitQuestionFromSettings()
{
    // The keys of the panel's first version, and the framework's settings after them.
    const QVariantMap fit = m_settings->value(Settings::Key::FitChoices).toMap();
    FitQuestion q;
    q.model = fit.value(QStringLiteral("model"), QStringLiteral("Llama 3.1 8B")).toString();
    q.method = fitMethodFromCode(fit.value(QStringLiteral("method")).toString())
                   .value_or(FitMethod::Inference);
    q.weights = weightFormatFromCode(fit.value(QStringLiteral("format")).toString())
                    .value_or(WeightFormat::Q4_K_M);
    if (q.weights == WeightFormat::Nf4)
        q.weights = WeightFormat::Q4_K_M; // QLoRA's own base, not an inference choice
    q.context = std::clamp(fit.value(QStringLiteral("context"), 4096).toInt(), 256, 1 << 20);
    q.batch = std::clamp(fit.value(QStringLiteral("batch"), 1).toInt(), 1, 1024);
    const int cards = fit.value(QStringLiteral("cards"), 2).toInt();
    q.maxCards = cards == 1 || cards == 2 || cards == 4 || cards == 8 ? cards : 2;
    q.pureBf16 = fit.value(QStringLiteral("pureBf16")).toBool();
    q.chunkedLoss = fit.value(QStringLiteral("chunkedLoss")).toBool();
    q.optimizerInBackward = fit.value(QStringLiteral("optimizerInBackward")).toBool();
    q.pagedOptimizer = fit.value(QStringLiteral("pagedOptimizer")).toBool();
    q.allowPreview = fit.value(QStringLiteral("allowPreview")).toBool();
    // The use follows the mode (a question saved by a version without the fine-tuning mode).
    if (m_options.fineTuning && q.method == FitMethod::Inference)
        q.method = FitMethod::Lora;
    else if (m_options.workload == Workload::LlmInference)
        q.method = FitMethod::Inference;
    m_fitQuestion = q;
}

void AppState::setFitQuestion(const FitQuestion &question)
{
    if (question == m_fitQuestion)
        return;
    const bool newModel = question.model != m_fitQuestion.model;
    m_fitQuestion = question;
    findFitModel();
    saveFitQuestion();
    // The ranking's LLM size follows the model chosen by name, its precision the weights, and
    // in the LLM modes the mode follows the question's use (inference or fine-tuning).
    RankingOptions o = m_options;
    if (const ModelSpec *model = fitModel(); newModel && model && model->kind == ModelKind::Llm)
        o.llmParametersBillions = std::round(model->paramsTotalB * 10) / 10;
    if (o.llmMode()) {
        o.fineTuning = question.method != FitMethod::Inference;
        o.workload = o.fineTuning ? Workload::Transformer : Workload::LlmInference;
        o.precision = rankingPrecision(question.method, question.weights);
    }
    if (o != m_options) {
        setRankingOptions(o); // replans and says fitChanged
        return;
    }
    if (m_options.llmMode()) {
        // The question is the ranking's (its memory need): rank again.
        rerank();
        Q_EMIT rankingChanged();
        return;
    }
    refreshFitPlan();
}

void AppState::saveFitQuestion()
{
    QVariantMap map;
    map.insert(QStringLiteral("model"), m_fitQuestion.model);
    map.insert(QStringLiteral("method"), toCode(m_fitQuestion.method));
    map.insert(QStringLiteral("format"), toCode(m_fitQuestion.weights));
    map.insert(QStringLiteral("context"), m_fitQuestion.context);
    map.insert(QStringLiteral("batch"), m_fitQuestion.batch);
    map.insert(QStringLiteral("cards"), m_fitQuestion.maxCards);
    map.insert(QStringLiteral("pureBf16"), m_fitQuestion.pureBf16);
    map.insert(QStringLiteral("chunkedLoss"), m_fitQuestion.chunkedLoss);
    map.insert(QStringLiteral("optimizerInBackward"), m_fitQuestion.optimizerInBackward);
    map.insert(QStringLiteral("pagedOptimizer"), m_fitQuestion.pagedOptimizer);
    map.insert(QStringLiteral("allowPreview"), m_fitQuestion.allowPreview);
    m_settings->setValue(Settings::Key::FitChoices, map);
}

MemoryRequest AppState::fitMemoryRequest(int gpus) const
{
    MemoryRequest r;
    r.method = m_fitQuestion.method;
    r.weights = m_fitQuestion.effectiveWeights();
    r.context = m_fitQuestion.context;
    r.batch = m_fitQuestion.batch;
    r.gpus = gpus;
    // The framework's settings where they apply (the command line refuses the others).
    const bool full = r.method == FitMethod::FullFineTune;
    const bool training = r.method != FitMethod::Inference;
    r.pureBf16 = full && m_fitQuestion.pureBf16;
    r.optimizerInBackward = full && m_fitQuestion.optimizerInBackward;
    r.chunkedLoss = training && m_fitQuestion.chunkedLoss;
    r.pagedOptimizer = training && m_fitQuestion.pagedOptimizer;
    return r;
}

const ModelSpec *AppState::fitModel() const
{
    return m_fitModel ? &*m_fitModel : nullptr;
}

void AppState::findFitModel()
{
    m_fitModel.reset();
    if (m_fitQuestion.model.trimmed().isEmpty())
        return;
    const ModelMatch match = findModel(m_catalog.models, m_fitQuestion.model);
    // A model of the user's may lack its architecture: the memory model says what is lent.
    if (match.index >= 0)
        m_fitModel = withAssumedShape(m_catalog.models.at(match.index), m_catalog.models);
}

void AppState::refreshFitPlan()
{
    findFitModel(); // the catalog may have changed
    m_fitPlan.clear();
    m_fitPlanStale = true;
    Q_EMIT fitChanged();
}

const QList<FitConfiguration> &AppState::fitPlan() const
{
    if (!m_fitPlanStale)
        return m_fitPlan;
    m_fitPlanStale = false;
    m_fitPlan.clear();
    if (const ModelSpec *model = fitModel()) {
        FitPlanRequest plan = m_ranker.planRequest(
            fitMemoryRequest(), m_fitQuestion.maxCards, exchangeRate(), m_options.currency);
        plan.budget = m_options.budget; // in the currency prices are looked up in
        plan.allowPreviewSoftware = m_fitQuestion.allowPreview;
        QList<const Card *> cards;
        cards.reserve(m_catalog.cards.size());
        for (const Card &c : std::as_const(m_catalog.cards))
            cards << &c;
        m_fitPlan
            = planFits(*model, plan, cards, [this](const Card &card) { return priceOf(card); });
    }
    return m_fitPlan;
}

QHash<const Card *, int> AppState::fewestBoardsThatFit() const
{
    QHash<const Card *, int> fewest;
    for (const FitConfiguration &c : fitPlan())
        if (c.fits && (!fewest.contains(c.card) || c.boards < fewest.value(c.card)))
            fewest.insert(c.card, c.boards);
    return fewest;
}

QList<const FitConfiguration *> AppState::pickableSetUps() const
{
    QList<const FitConfiguration *> out;
    if (!m_options.llmMode() || !fitModel())
        return out;
    const bool inference = m_fitQuestion.method == FitMethod::Inference;
    const QHash<const Card *, int> fewest = fewestBoardsThatFit();
    const auto shown = [&](const FitConfiguration &c) {
        return c.fits && !c.legacySoftware && c.totalPrice() && (!inference || c.tokensPerSecond)
            && (c.boards == 1 || fewest.value(c.card) == c.boards);
    };
    // A method its stack runs only as a preview (QLoRA off CUDA) is no pick while another fits,
    // unless the question allows preview software (then fitPlan() orders them like the others).
    bool anySupported = false;
    for (const FitConfiguration &c : fitPlan())
        anySupported = anySupported || (shown(c) && !c.methodExperimental);
    const bool leavePreviewOut = anySupported && !m_fitQuestion.allowPreview;
    for (const FitConfiguration &c : fitPlan())
        if (shown(c) && !(leavePreviewOut && c.methodExperimental))
            out << &c;
    return out;
}

QHash<QString, int> AppState::setUpRanks() const
{
    QHash<QString, int> ranks;
    for (const FitConfiguration *c : pickableSetUps()) {
        const QString key = c->boards > 1
            ? QStringLiteral("%1×%2").arg(c->card->key.toId()).arg(c->boards)
            : c->card->key.toId();
        if (!ranks.contains(key))
            ranks.insert(key, int(ranks.size()) + 1);
    }
    return ranks;
}

QList<ConfigurationRow> AppState::multiCardConfigurations() const
{
    // The fewest boards of each card that fit; none where one board already does.
    const QHash<const Card *, int> fewest = fewestBoardsThatFit();
    QList<ConfigurationRow> out;
    QList<std::optional<double>> estimates;
    std::optional<double> fastest;
    for (const FitConfiguration &c : fitPlan()) {
        if (!c.fits || c.boards < 2 || fewest.value(c.card) != c.boards)
            continue;
        ConfigurationRow row;
        row.configuration = c;
        // The speed of a card with the memory of all of them: the ranking's own estimate.
        Card pooled = *c.card;
        pooled.key.memoryGb *= c.boards;
        estimates << m_ranker.model().estimate(
            pooled, m_options.workload, m_options.precision, m_options.llmParametersBillions);
        if (estimates.last() && (!fastest || *estimates.last() > *fastest))
            fastest = estimates.last();
        out.append(row);
    }
    // Relative to the ranking's reference card; when no single card can run the model, to the
    // fastest configuration ("share of the best", as the ranking does without a reference).
    const std::optional<double> reference
        = m_ranking.referenceEstimate ? m_ranking.referenceEstimate : fastest;
    for (int i = 0; i < out.size(); ++i) {
        ConfigurationRow &row = out[i];
        const FitConfiguration &c = row.configuration;
        if (!estimates[i] || !reference || !(*reference > 0))
            continue;
        row.relative = *estimates[i] / *reference;
        if (const auto total = c.totalPrice(); total && *total > 0)
            row.performancePerPrice = *row.relative / *total * 1000.0;
        if (c.card->tdpWatts && *c.card->tdpWatts > 0)
            row.performancePerWatt = *row.relative / (*c.card->tdpWatts * c.boards) * 1000.0;
    }
    return out;
}

} // namespace gpu
