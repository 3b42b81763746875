// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How fast a set-up fine-tunes a language model, in trained tokens per second, and so how long a
// job of N tokens takes (docs/memory.md, "Training throughput").
//
//   tokens/s of one GPU = U(method) × C × 10^12 / F
//   F = k × N' + 6 × layers × sequence × hidden      (FLOP per trained token)
//
// C is the GPU's dense 16-bit tensor rate, TFLOPS (BF16, else FP16, with FP32 accumulate as
// PyTorch's mixed precision computes: PerformanceModel::computeTflops()). N' is the model's
// active parameters less the input embedding (a lookup, no arithmetic; the output head is a
// matrix product and counts). k = 6 for full fine-tuning (forward 2, the activations' gradients
// 2, the weights' gradients 2 FLOP per parameter and token) and 4 for LoRA and QLoRA (the frozen
// base needs no weight gradients; the adapters' own work is under 1 %). The attention term is
// Kaplan et al. (2020, "Scaling Laws for Neural Language Models", table 1): 2 × layers × context
// × hidden per token forward, three times that to train. Recomputing checkpointed activations is
// not counted (the model-FLOP convention of MFU): it lowers U.
//
// U, the share of the tensor peak a fine-tuning reaches (model FLOP utilisation), is fitted per
// method on measured single-GPU fine-tuning throughputs
// (docs/finetune-throughput-measurements.csv): the median of measured × F / C over the rows, always
// below 1; its range is the extremes of a leave-one-out backtest (each row against the median of
// the others). Several GPUs: × GPUs × the fitted data-parallel efficiency (MultiGpuScaling.h;
// NVLink for SXM and OAM modules, PCIe for cards), whose own range multiplies in. The measured
// multi-GPU rows are not in the fit: the backtest predicts them as results the model has not seen.
//
// What an estimate rests on: calibrated for an NVIDIA card with tensor cores of an architecture
// and a product line (consumer, data centre) with a measured row; extrapolated for other NVIDIA
// cards (a workstation card's tensor rate is full-speed with FP32 accumulate where a GeForce's is
// not, and no workstation card has a measured row); unverified for every other vendor. The last
// two widen the range by the Transformer-training model's range for that basis
// (PerformanceModel::rangeOf()).

#include "MemoryModel.h"
#include "MultiGpuScaling.h"
#include "PerformanceModel.h"

#include <QSet>

#include <optional>

namespace gpu {

/// Trained tokens of a fine-tuning job when the user gives none (dataset tokens × epochs):
/// 100 million, about 50,000 examples of 1,000 tokens twice over.
inline constexpr double defaultJobTokens = 1e8;

/// FLOP per trained token (see the file comment), for a model of `paramsB` billion active
/// parameters, `layers` × `hidden`, a vocabulary of `vocab` (0: unknown, nothing taken off) and
/// sequences of `sequence` tokens. 0 for inference or an unknown shape.
double trainingFlopsPerToken(
    double paramsB, int layers, int hidden, int vocab, FitMethod method, int sequence);
double trainingFlopsPerToken(const ModelSpec &model, FitMethod method, int sequence);

/// One published fine-tuning throughput: the whole set-up's tokens/s (all GPUs).
struct TrainingMeasurement
{
    QString card; ///< the catalog's display name, "NVIDIA A100 SXM 80 GB"
    int gpus = 1;
    QString model; ///< as the source names it
    double paramsB = 0;
    int layers = 0, hidden = 0, vocab = 0; ///< the model's config.json
    FitMethod method = FitMethod::Lora;
    int sequence = 0; ///< tokens per sequence
    double tokensPerSecond = 0;
    QString framework;
    QString source; ///< outlet, file or page, commit or date
};
/// The measured rows the fit and backtest use (a chosen subset of the CSV; the choice in
/// docs/memory.md).
const QList<TrainingMeasurement> &trainingMeasurements();

/// The fitted utilisation of one method.
struct TrainingUtilisation
{
    FitMethod method = FitMethod::Lora;
    double utilisation = 0; ///< share of the tensor peak; 0 = not fitted
    double low = 1, high = 1; ///< leave-one-out extremes of measured / predicted
    int rows = 0;
    double medianErrorPercent = 0; ///< leave-one-out, |measured / predicted − 1|
};

/// One measured row and its prediction.
struct TrainingBacktestRow
{
    TrainingMeasurement measurement;
    double peakTflops = 0; ///< C of one GPU (see the file comment)
    double utilisation = 0; ///< what the row implies: measured × F / C, per GPU
    double predicted = 0; ///< tokens/s, without the row (single GPU) or out of sample (several)
    bool inFit = false; ///< a single-GPU row the fit uses
};

/// A set-up's training throughput and what it rests on.
struct TrainingRate
{
    double tokensPerSecond = 0; ///< the whole set-up
    double low = 0, high = 0;
    EstimateBasis basis = EstimateBasis::Calibrated;
};

class TrainingThroughput
{
public:
    /// Fits the utilisations on trainingMeasurements() with the cards' tensor rates (a row whose
    /// card the catalog lacks is left out); `model` gives the ranges of extrapolated and
    /// unverified estimates, `scaling` several GPUs and must outlive the result.
    static TrainingThroughput fit(
        const QList<Card> &cards, const PerformanceModel &model, const MultiGpuScaling *scaling);

    TrainingUtilisation utilisation(FitMethod method) const;
    const QList<TrainingBacktestRow> &backtest() const { return m_backtest; }

    /// `gpus` GPUs of `card` fine-tuning `model` as `request` says (method, sequence length);
    /// several GPUs data parallel over NVLink when `nvlink`, else PCIe. nullopt for inference, an
    /// unknown shape or estimate, or a method without a fit.
    std::optional<TrainingRate> rate(const ModelSpec &model, const MemoryRequest &request,
        const Card &card, int gpus, bool nvlink) const;

    /// C of one GPU of `card` (see the file comment), TFLOPS; nullopt where unknown.
    static std::optional<double> peakTflops(const Card &card);

private:
    ModelParameters m_transformer; ///< the performance model's Transformer FP16 pair
    const MultiGpuScaling *m_scaling = nullptr;
    QList<TrainingUtilisation> m_utilisation;
    QList<TrainingBacktestRow> m_backtest;
    QSet<QString> m_measuredKinds; ///< "architecture/product line" of the fitted rows' cards
};

} // namespace gpu
