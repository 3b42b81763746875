// SPDX-License-Identifier: GPL-3.0-or-later
#include "Questions.h"

#include "RankingRequestBuilder.h"
#include "Settings.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpu {

double firstStartBudget(Currency currency)
{
    return currency == Currency::USD ? 1500.0 : 10000.0;
}

RankingQuestion rankingQuestionFromSettings(const Settings &s)
{
    RankingQuestion q;
    const QString workload = s.value(Settings::Key::Workload).toString();
    q.fineTuning = workload == QLatin1String("llm-finetune");
    q.workload
        = q.fineTuning ? Workload::Transformer : workloadFromCode(workload).value_or(Workload::Cnn);
    q.precision
        = precisionFromCode(s.value(Settings::Key::Precision).toString()).value_or(Precision::Fp16);
    if (!precisionAppliesTo(q.precision, q.workload) || q.fineTuning)
        q.precision = Precision::Fp16; // saved by a version that offered INT8 for training
    q.currency = s.currency();
    // The first start asks a question someone has: a desktop card for 10,000 CNY (1,500 USD),
    // not an 8-GPU server at no budget. "No budget" once chosen is kept (saved as 0).
    const double budget = s.contains(Settings::Key::Budget)
        ? s.value(Settings::Key::Budget).toDouble()
        : firstStartBudget(q.currency);
    q.budget = budget > 0 ? std::optional<double>(budget) : std::nullopt;
    q.condition = conditionFilterFromString(s.value(Settings::Key::Condition).toString())
                      .value_or(ConditionFilter::Any);
    const double llm = s.value(Settings::Key::LlmSize).toDouble();
    q.llmParametersBillions = llm > 0 && llm <= 10000 ? llm : 7.0;
    return q;
}

void saveRankingQuestion(Settings &s, const RankingQuestion &q)
{
    s.setValue(Settings::Key::Workload,
        q.fineTuning ? QStringLiteral("llm-finetune") : toCode(q.workload));
    s.setValue(Settings::Key::Precision, toCode(q.precision));
    s.setValue(Settings::Key::Budget, q.budget.value_or(0.0));
    s.setValue(Settings::Key::Currency, toCode(q.currency));
    s.setValue(Settings::Key::Condition, toCode(q.condition));
    s.setValue(Settings::Key::LlmSize, q.llmParametersBillions);
}

FitQuestion fitQuestionFromSettings(const Settings &settings, const RankingQuestion &ranking)
{
    // The keys of the panel's first version, and the framework's settings after them.
    const QVariantMap fit = settings.value(Settings::Key::FitChoices).toMap();
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
    // A job of a million to ten trillion trained tokens (anything else: the default).
    const double jobTokens = fit.value(QStringLiteral("jobTokens"), defaultJobTokens).toDouble();
    q.jobTokens = jobTokens >= 1e6 && jobTokens <= 1e13 ? jobTokens : defaultJobTokens;
    // The use follows the mode (a question saved by a version without the fine-tuning mode).
    if (ranking.fineTuning && q.method == FitMethod::Inference)
        q.method = FitMethod::Lora;
    else if (ranking.workload == Workload::LlmInference)
        q.method = FitMethod::Inference;
    return q;
}

void saveFitQuestion(Settings &settings, const FitQuestion &q)
{
    QVariantMap map;
    map.insert(QStringLiteral("model"), q.model);
    map.insert(QStringLiteral("method"), toCode(q.method));
    map.insert(QStringLiteral("format"), toCode(q.weights));
    map.insert(QStringLiteral("context"), q.context);
    map.insert(QStringLiteral("batch"), q.batch);
    map.insert(QStringLiteral("cards"), q.maxCards);
    map.insert(QStringLiteral("pureBf16"), q.pureBf16);
    map.insert(QStringLiteral("chunkedLoss"), q.chunkedLoss);
    map.insert(QStringLiteral("optimizerInBackward"), q.optimizerInBackward);
    map.insert(QStringLiteral("pagedOptimizer"), q.pagedOptimizer);
    map.insert(QStringLiteral("allowPreview"), q.allowPreview);
    map.insert(QStringLiteral("jobTokens"), q.jobTokens);
    settings.setValue(Settings::Key::FitChoices, map);
}

MemoryRequest memoryRequestFor(const FitQuestion &q, int gpus)
{
    MemoryRequest r;
    r.method = q.method;
    r.weights = q.effectiveWeights();
    r.context = q.context;
    r.batch = q.batch;
    r.gpus = gpus;
    const bool full = r.method == FitMethod::FullFineTune;
    const bool training = r.method != FitMethod::Inference;
    r.pureBf16 = full && q.pureBf16;
    r.optimizerInBackward = full && q.optimizerInBackward;
    r.chunkedLoss = training && q.chunkedLoss;
    r.pagedOptimizer = training && q.pagedOptimizer;
    return r;
}

RankingRequest rankingRequestFor(const Settings &settings, const RankingQuestion &question,
    const FitQuestion &fit, const ModelSpec *model, const std::optional<CardKey> &reference,
    const QDate &today)
{
    RankingRequest request = rankingRequestFromSettings(settings, today);
    request.workload = question.workload;
    request.precision = question.precision;
    request.budget = question.budget;
    request.currency = question.currency;
    request.condition = question.condition;
    request.llmParametersBillions = question.llmParametersBillions;
    if (model && question.llmMode()) {
        const MemoryRequest one = memoryRequestFor(fit, 1);
        request.memoryNeedGb = estimateMemoryNumbers(*model, one).perGpu.total();
        request.memoryNeedOf = memoryNeedSubject(*model, one);
        if (model->kind == ModelKind::Llm) {
            request.llmParametersBillions = std::round(model->paramsTotalB * 10) / 10;
            request.llmLayers = model->layers;
        }
    }
    if (reference)
        request.reference = *reference;
    return request;
}

std::optional<ModelSpec> modelOfQuestion(
    const FitQuestion &question, const QList<ModelSpec> &models)
{
    if (question.model.trimmed().isEmpty())
        return std::nullopt;
    const ModelMatch match = findModel(models, question.model);
    // A model of the user's may lack its architecture: the memory model says what is lent.
    if (match.index < 0)
        return std::nullopt;
    return withAssumedShape(models.at(match.index), models);
}

QString methodWords(FitMethod method)
{
    switch (method) {
    case FitMethod::Inference:
        return QCoreApplication::translate("Questions", "inference");
    case FitMethod::Lora:
        return QCoreApplication::translate("Questions", "LoRA");
    case FitMethod::Qlora:
        return QCoreApplication::translate("Questions", "QLoRA");
    case FitMethod::FullFineTune:
        return QCoreApplication::translate("Questions", "full fine-tuning");
    }
    return {};
}

} // namespace gpu
