// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The questions a person asks, and the one rule that turns them into a ranking request and a
// memory request (issue 40): the window's state (ui/AppState), the command line (`rank`,
// `rank --model`, `fit`, `compare`, `report`) and the report ask them alike, so the same question
// gets the same answer everywhere.
//
//   RankingQuestion: which card for a workload, at what budget, in which currency and condition.
//   FitQuestion: which model, used how (inference, LoRA, QLoRA, full fine-tuning), at what
//   context and batch, on up to how many cards.
//
// Both are remembered in the settings (the window) and read from options (the command line).

#include "FitPlanner.h"
#include "MemoryModel.h"
#include "Ranking.h"
#include "TrainingThroughput.h"

#include <QDate>

namespace gpu {

class Settings;

struct RankingQuestion
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    std::optional<double> budget; ///< in `currency`; nullopt = no budget
    Currency currency = Currency::CNY;
    ConditionFilter condition = ConditionFilter::Any; ///< new and used prices by default
    double llmParametersBillions = 7; ///< model size for LLM inference, billions of parameters
    bool fineTuning = false; ///< the LLM fine-tuning mode (its ranking is Transformer training)

    bool llmMode() const { return workload == Workload::LlmInference || fineTuning; }
    friend bool operator==(const RankingQuestion &a, const RankingQuestion &b)
    {
        return a.workload == b.workload && a.precision == b.precision && a.budget == b.budget
            && a.currency == b.currency && a.condition == b.condition
            && a.llmParametersBillions == b.llmParametersBillions && a.fineTuning == b.fineTuning;
    }
    friend bool operator!=(const RankingQuestion &a, const RankingQuestion &b) { return !(a == b); }
};

struct FitQuestion
{
    QString model; ///< a name of the catalog's models; empty or unknown = no model chosen
    FitMethod method = FitMethod::Inference;
    WeightFormat weights = WeightFormat::Q4_K_M; ///< inference; fine-tuning sets its own
    int context = 4096; ///< tokens
    int batch = 1;
    int maxCards = 2; ///< 1, 2, 4 or 8
    bool pureBf16 = false;
    bool chunkedLoss = false;
    bool optimizerInBackward = false;
    bool pagedOptimizer = false;
    bool allowPreview = false;
    /// Fine-tuning: the trained tokens of a job (dataset tokens × epochs) whose hours and cost
    /// the window shows (as `fit --tokens`); default defaultJobTokens (TrainingThroughput.h).
    double jobTokens = defaultJobTokens;

    friend bool operator==(const FitQuestion &a, const FitQuestion &b)
    {
        return a.model == b.model && a.method == b.method && a.weights == b.weights
            && a.context == b.context && a.batch == b.batch && a.maxCards == b.maxCards
            && a.pureBf16 == b.pureBf16 && a.chunkedLoss == b.chunkedLoss
            && a.optimizerInBackward == b.optimizerInBackward
            && a.pagedOptimizer == b.pagedOptimizer && a.allowPreview == b.allowPreview
            && a.jobTokens == b.jobTokens;
    }
    friend bool operator!=(const FitQuestion &a, const FitQuestion &b) { return !(a == b); }
    /// The weights the memory model counts: QLoRA's NF4 base, 16 bits for LoRA and full
    /// fine-tuning, the chosen format for inference.
    WeightFormat effectiveWeights() const
    {
        return method == FitMethod::Qlora    ? WeightFormat::Nf4
            : method == FitMethod::Inference ? weights
                                             : WeightFormat::Fp16;
    }
};

/// The budget a first start asks about, before the user chose one: 10,000 CNY or 1,500 USD
/// (a desktop card a student or a small team buys; docs/ranking.md).
double firstStartBudget(Currency currency);

/// The questions as the settings remember them (the window's last choices); a value that does
/// not read falls back to its default. The fit question's use follows the ranking's mode.
RankingQuestion rankingQuestionFromSettings(const Settings &settings);
FitQuestion fitQuestionFromSettings(const Settings &settings, const RankingQuestion &ranking);
void saveRankingQuestion(Settings &settings, const RankingQuestion &question);
void saveFitQuestion(Settings &settings, const FitQuestion &question);

/// The memory request of a fit question on `gpus` GPUs: its method, weights, context, batch and
/// the framework's settings where they apply (the command line refuses the others).
MemoryRequest memoryRequestFor(const FitQuestion &question, int gpus = 1);

/// The one rule from the questions to a ranking request: the settings' defaults
/// (rankingRequestFromSettings: rates, costs, software policy, today), the question's workload,
/// precision, budget, currency, condition and LLM size; in the LLM modes with a model named, the
/// model's memory need on one GPU (the planner's figure: one figure for the picks, the set-ups
/// and the reasons) and its parameter count; the reference when one is given (the user's card).
RankingRequest rankingRequestFor(const Settings &settings, const RankingQuestion &question,
    const FitQuestion &fit, const ModelSpec *model,
    const std::optional<CardKey> &reference = std::nullopt,
    const QDate &today = QDate::currentDate());

/// The model a fit question names, with the shape it borrows where the catalog's row lacks one
/// (withAssumedShape()); nullopt when it names none of `models`.
std::optional<ModelSpec> modelOfQuestion(
    const FitQuestion &question, const QList<ModelSpec> &models);

/// The method in words, for a sentence ("LoRA", "QLoRA", "full fine-tuning", "inference";
/// translated, context "Questions").
QString methodWords(FitMethod method);

} // namespace gpu
