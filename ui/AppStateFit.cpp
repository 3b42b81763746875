// SPDX-License-Identifier: GPL-3.0-or-later
// AppState's "Will it fit" part: the question, remembered in the settings, and its answer (the
// plan over the catalog and its one set-up ranking, SetUpRanking.h).
#include "AppState.h"

#include <algorithm>
#include <cmath>

namespace gpu {

void AppState::setFitQuestion(const FitQuestion &question)
{
    if (question == m_fitQuestion)
        return;
    const bool newModel = question.model != m_fitQuestion.model;
    m_fitQuestion = question;
    m_fitModel = modelOfQuestion(m_fitQuestion, catalog().models);
    saveFitQuestion(settings(), m_fitQuestion);
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

MemoryRequest AppState::fitMemoryRequest(int gpus) const
{
    return memoryRequestFor(m_fitQuestion, gpus);
}

void AppState::refreshFitPlan()
{
    m_fitModel = modelOfQuestion(m_fitQuestion, catalog().models); // the catalog may have changed
    m_fitPlan.clear();
    m_setUps.reset();
    m_fitPlanStale = true;
    Q_EMIT fitChanged();
}

const QList<FitConfiguration> &AppState::fitPlan() const
{
    if (!m_fitPlanStale)
        return m_fitPlan;
    m_fitPlanStale = false;
    m_fitPlan.clear();
    m_setUps.reset();
    if (const ModelSpec *model = fitModel()) {
        FitPlanRequest plan = m_session.ranker().planRequest(
            fitMemoryRequest(), m_fitQuestion.maxCards, exchangeRate(), m_options.currency);
        plan.budget = m_options.budget; // in the currency prices are looked up in
        plan.allowPreviewSoftware = m_fitQuestion.allowPreview;
        QList<const Card *> cards;
        cards.reserve(catalog().cards.size());
        for (const Card &c : std::as_const(catalog().cards))
            cards << &c;
        m_fitPlan
            = planFits(*model, plan, cards, [this](const Card &card) { return priceOf(card); });
    }
    return m_fitPlan;
}

const SetUpRanking &AppState::setUps() const
{
    if (!m_options.llmMode() || !fitModel()) {
        // No set-ups outside the LLM modes: the plan is not made for them (at 100,000 cards it
        // costs most of a second; the Will-it-fit panel makes it when shown).
        static const SetUpRanking none;
        return none;
    }
    const QList<FitConfiguration> &plan = fitPlan();
    if (!m_setUps) {
        SetUpQuestion q;
        q.inference = m_fitQuestion.method == FitMethod::Inference;
        q.allowPreviewSoftware = m_fitQuestion.allowPreview;
        q.budget = m_options.budget;
        m_setUps = rankSetUps(plan, q);
    }
    return *m_setUps;
}

QHash<QString, int> AppState::setUpRanks() const
{
    QHash<QString, int> ranks;
    for (const FitConfiguration &c : setUps().ranked) {
        const QString key = c.boards > 1
            ? QStringLiteral("%1×%2").arg(c.card->key.toId()).arg(c.boards)
            : c.card->key.toId();
        if (!ranks.contains(key))
            ranks.insert(key, int(ranks.size()) + 1);
    }
    return ranks;
}

QList<ConfigurationRow> AppState::multiCardConfigurations() const
{
    // The fewest boards of each card that fit; none where one board already does.
    QHash<const Card *, int> fewest;
    for (const FitConfiguration &c : fitPlan())
        if (c.fits && (!fewest.contains(c.card) || c.boards < fewest.value(c.card)))
            fewest.insert(c.card, c.boards);
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
        estimates << model().estimate(pooled, m_options.workload, m_options.precision,
            m_options.llmParametersBillions, fitModel() ? fitModel()->layers : 0);
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
