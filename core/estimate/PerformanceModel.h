// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The performance model: a card's specs -> its estimated throughput for a workload and
// precision, the model's parameters fitted to the measured results, and what an estimate rests
// on. Below the ranking (Ranking.h includes it, never the reverse); documented in
// docs/ranking.md, "The performance model".
//
//   time per unit of work = (1/C + 1/(I * B * (L2 / 6 MB)^γ) + 1/(J * F)) * (1 + M/(mem - R))
//   throughput            = scale / time
// where C is the card's tensor-core rate for the precision (TFLOPS, FP32 accumulate, TF32 for
// fp32 from Ampere on; the CUDA-core rate without tensor cores), B its memory bandwidth (TB/s),
// L2 its on-chip cache, F its FP32 CUDA-core rate, mem its memory per GPU (the batch it can
// hold), and I, J, γ, M, R the workload's shape, fitted to
// the measured results with a scale per result set. LLM token generation is bandwidth-bound and
// needs the model's weights in memory: tokens/s = scale / (weights / B + t0 · (2 GHz / clock)^κ).

#include "CatalogData.h"
#include "Workload.h"

#include <QMap>
#include <QPair>
#include <QStringList>

#include <array>
#include <atomic>
#include <optional>

namespace gpu {

/// How a vendor's software stack runs the work against CUDA's, fitted on its measured results
/// (docs/ranking.md, "Vendors other than NVIDIA"): measured / estimated over its rows, each
/// against its own result set's scale (set by the NVIDIA rows of the same set).
struct VendorEfficiency
{
    double factor = 1; ///< multiplies the estimate of the vendor's cards
    /// Leave one card out: the 10th and 90th percentile of measured / estimated (1 = unknown).
    double low = 1, high = 1;
    int rows = 0; ///< measured results the factor rests on
    int sets = 0; ///< result sets they come from
};

/// Where a card does the arithmetic of a precision, for the compute cap: a card without a
/// tensor-core rate for it is judged against other cards of its kind.
enum class ComputeKind
{
    CudaCores, ///< no tensor-core rate for the precision (computeTflops() is the CUDA cores')
    TensorCores, ///< tensor cores, or another vendor's matrix units
};

/// Parameters of one (workload, precision) pair of the performance model.
struct ModelParameters
{
    double intensityFlopPerByte = 50; ///< I: FLOP per byte of memory traffic
    double scale = 1; ///< converts the model's rate to the benchmark unit (images/s per …)
    QString network; ///< the measured network the scale refers to ("ResNet-50")
    QString unit; ///< "images/s", "sequences/s", "tokens/s"
    int fittedOn = 0; ///< number of measured results the parameters were fitted to (0 = default)
    double rmsLogError = 0; ///< fit quality: root-mean-square of ln(measured / estimated)
    /// J: the rate of the work done on the CUDA (non-tensor) cores — normalisation, activations,
    /// optimizer — per FP32 TFLOPS, relative to the tensor work; 0 = the term is off.
    double cudaCoreFactor = 0;
    /// γ: effective bandwidth grows as (L2 / 6 MB)^γ (on-chip cache that Ampere GA100, Ada and
    /// Hopper enlarged); 0 = the cache does not count. Constrained to 0–0.3.
    double l2Exponent = 0;
    /// LLM token generation: a fixed time per token (kernel launches, the many small kernels of
    /// each layer, sampling), milliseconds, for a GPU clocked at 2 GHz; a GPU at clock f takes
    /// overheadMs × (2 GHz / f)^κ (PerformanceModel::clockMhz(); 2 GHz where it is unknown).
    double overheadMs = 0;
    /// κ above, fitted in 0, 0.25 … 1: how far the fixed time per token follows the clock.
    double clockExponent = 0;
    /// The batch term (training): each unit of work takes (1 + M / (memory per GPU − R)) times
    /// longer, because a card runs the largest batch its memory holds beyond the weights,
    /// gradients and optimizer state (R, GB) and a small batch keeps it busy less of the time.
    /// M (GB) is 0 where the term is off; memory − R is taken as at least 1 GB.
    double batchMemoryGb = 0;
    double memoryReserveGb = 0;
    /// The result set whose scale the estimates take (the largest, then the newest): measured
    /// rows of different sets come from different software and are never mixed in one scale.
    QString resultSet;
    /// How far measured results fell from the estimate in the backtest, as factors
    /// (measured / estimated): 10th and 90th percentile with the card left out of the fit
    /// (calibrated), with its architecture left out (extrapolated), and the extremes of the
    /// latter (unverified). 1 = not known.
    double calibratedLow = 1, calibratedHigh = 1;
    double extrapolatedLow = 1, extrapolatedHigh = 1;
    double unverifiedLow = 1, unverifiedHigh = 1;
    /// The pair these parameters belong to (set by PerformanceModel::setParameters()).
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    /// Arithmetic per unit of work of the measured network, TFLOP (PerformanceModel::
    /// tflopPerUnit()); 0 where no source gives it. With it the fit keeps every result set's
    /// scale at or below 1 / tflopPerUnit: the tensor-core term can never imply more than 100 %
    /// of a card's peak (docs/ranking.md, "The compute floor").
    double tflopPerUnit = 0;
    /// The highest throughput per TFLOPS of compute rate (the card's C) measured on this work in
    /// any result set, per ComputeKind (index int(kind)); 0 = none measured. No estimate exceeds
    /// it × the card's C: such an estimate is "compute-capped" (PerformanceModel::computeCap()).
    std::array<double, 2> peakPerTflops {};
    /// The compute-to-bandwidth ratios (C / B, FLOP per byte) of the measured tensor-core cards
    /// the shape was fitted on, lowest and highest (0 = not known): a card outside them is
    /// extrapolated, never calibrated (the H20's 37 FLOP/byte beside the fitted 70–380).
    double ratioLow = 0, ratioHigh = 0;
    /// Vendors and "vendor architecture" keys of the cards the parameters were fitted on.
    QStringList measuredVendors;
    QStringList measuredArchitectures;
    /// Vendors other than NVIDIA with at least 3 measured results from 2 result sets or more
    /// (LLM generation: of models of 7B parameters or more): their software efficiency.
    /// The shape above rests on NVIDIA's results alone; an estimate of such a vendor's card is
    /// multiplied by its factor and is `calibrated` within its range.
    QMap<QString, VendorEfficiency> vendorEfficiency;
    /// The factor for `vendor`, 1 where none was fitted.
    double efficiencyOf(const QString &vendor) const
    {
        const auto it = vendorEfficiency.constFind(vendor);
        return it == vendorEfficiency.constEnd() ? 1.0 : it->factor;
    }
};

/// Every field of `m` as bytes: two parameter sets with the same fingerprint give the same
/// estimates (the ranking keeps its per-card estimates under it between rankings). A field added
/// to ModelParameters is added here.
QByteArray fingerprintOf(const ModelParameters &m);

/// What an estimate rests on (docs/ranking.md, "How sure an estimate is").
enum class EstimateBasis
{
    Measured, ///< the card has a measured result for this work: the estimate is not used
    Calibrated, ///< the model was fitted on measured cards of the same architecture
    Extrapolated, ///< fitted on other architectures of the same vendor
    Unverified, ///< no measured card of its vendor: an extrapolation nobody has checked
};
QString toCode(EstimateBasis b); ///< "measured", "calibrated", "extrapolated", "unverified"

/// The model's parameters for every workload and precision. Defaults are documented in
/// docs/ranking.md; fit() refits them to measured results (single-GPU rows only).
class PerformanceModel
{
public:
    PerformanceModel(); ///< the documented defaults
    /// Fits intensity and scale of every pair that has at least 3 measured single-GPU results
    /// on cards with known specs; other pairs keep their defaults. `cancel`, when given and set
    /// from another thread, stops the fit within one evaluation of the model (milliseconds at
    /// 100,000 cards): it then returns with `*cancelled` true and a model that must not be used
    /// or stored.
    static PerformanceModel fit(const QList<Card> &cards, const QList<BenchmarkResult> &results,
        const std::atomic<bool> *cancel = nullptr);
    /// Whether the fit that made this model was cancelled (fit()'s `cancel`).
    bool cancelled() const { return m_cancelled; }

    ModelParameters parameters(Workload w, Precision p) const;
    void setParameters(Workload w, Precision p, const ModelParameters &parameters);

    /// Usable compute rate of one GPU for the precision, TFLOPS; nullopt if the card cannot run
    /// the precision (bf16 before Ampere, int8 without int8 tensor cores) or its figures are
    /// unknown. fp16 without tensor cores uses max(non-tensor FP16, FP32): on consumer Pascal
    /// FP16 math runs at 1:64, so frameworks compute in FP32 and only storage is 16-bit.
    static std::optional<double> computeTflops(const Card &card, Precision p);
    /// Bytes per parameter of the weights for LLM inference at this precision (4, 2, 2, 1, 0.5625:
    /// Q4_0 is 4.5 bits per weight).
    static double bytesPerParameter(Precision p);
    /// Arithmetic per unit of work of the network a training workload is measured on, TFLOP
    /// (training = 3 × the forward pass): ResNet-50 at 224 × 224, 0.0245 per image; BERT-Large
    /// at 384 tokens, 0.72 per sequence. nullopt where no source gives it (GNMT, LLM decoding,
    /// which is bound by bandwidth). Sources in the code and docs/ranking.md.
    static std::optional<double> tflopPerUnit(Workload w);
    /// Whether the card's compute rate for `p` (computeTflops()) is a tensor-core rate.
    static bool runsOnTensorCores(const Card &card, Precision p);
    static ComputeKind computeKindOf(const Card &card, Precision p);
    /// Training on matrix units whose maker publishes no FP32 rate (the Ascend 910B): the
    /// estimate leaves the CUDA-core term out and is an upper bound (docs/ranking.md).
    static bool leavesOutVectorCores(const Card &card, Precision p);
    /// The most the card can do of this work by its arithmetic: the highest throughput per
    /// TFLOPS measured on the work by a card of the same kind (tensor or CUDA cores) × the card's
    /// rate, in the work's unit. nullopt where nothing was measured or the rate is unknown.
    static std::optional<double> computeCap(
        const ModelParameters &parameters, const Card &card, Workload w, Precision p);

    /// Estimated throughput of one GPU in the unit of the workload's benchmark (from specs alone,
    /// never from measured rows); nullopt if a figure it needs is unknown or the model does not
    /// fit in memory (LLM inference, `llmParametersBillions`; `llmLayers` its layers, 0 where
    /// not known: llmLayersForParameters(), Workload.h).
    std::optional<double> estimate(const Card &card, Workload w, Precision p,
        double llmParametersBillions = 7, int llmLayers = 0) const;
    /// The same with the pair's parameters given (parameters(w, p)): no look-up per card.
    /// Never above computeCap(); `capped`, where given, says whether the cap bound.
    static std::optional<double> estimate(const ModelParameters &parameters, const Card &card,
        Workload w, Precision p, double llmParametersBillions = 7, bool *capped = nullptr,
        int llmLayers = 0);

    /// What an estimate for `card` rests on, without a measured result of its own (Calibrated,
    /// Extrapolated or Unverified), and its range as factors of the estimate (low, high). A card
    /// of a measured architecture whose compute-to-bandwidth ratio lies outside the fitted
    /// cards' (ratioLow–ratioHigh) is Extrapolated.
    static EstimateBasis basisOf(const ModelParameters &parameters, const Card &card);
    static QPair<double, double> rangeOf(const ModelParameters &parameters, EstimateBasis basis);
    /// The same for a card of `vendor`: a vendor with a fitted efficiency has its own range.
    static QPair<double, double> rangeOf(
        const ModelParameters &parameters, EstimateBasis basis, const QString &vendor);
    /// The batch term's factor on the time per unit of work for a card with `memoryGb` per GPU
    /// (1 where the pair has no batch term): 1 + M / max(1 GB, memory − R).
    static double batchFactor(const ModelParameters &parameters, double memoryGb);
    /// Single-stream token generation with the fitted LLM term (`parameters` of llm-inference at
    /// the weights' precision), for `bytesPerStepGb` read per step (weights, and the KV cache if
    /// the caller counts it) of a model of `layers` layers (t0 is the fixed time of
    /// kReferenceLlmLayers, Workload.h): scale / (bytes / B + t0 · (2 GHz / clock)^κ · layers /
    /// 32), tokens/s per stream. nullopt without a bandwidth or without a fitted term (fittedOn ==
    /// 0 and no t0).
    static std::optional<double> decodeTokensPerSecond(const ModelParameters &parameters,
        const Card &card, double bytesPerStepGb, double layers = kReferenceLlmLayers);
    /// The GPU's boost clock, MHz: the catalog's, or for NVIDIA FP32 TFLOPS / (2 × CUDA cores);
    /// nullopt where neither is known.
    static std::optional<double> clockMhz(const Card &card);
    /// FP32 rate of the CUDA (non-tensor) cores of one GPU, TFLOPS.
    static std::optional<double> cudaCoreTflops(const Card &card);
    /// On-chip L2 cache of one GPU, MB, from an architecture table (sources in the code).
    static double l2CacheMb(const Card &card);
    /// The result set a measured row belongs to: the repository or site, the framework's
    /// release family ("NGC pytorch:22") and the network. Rows of one set ran the same software.
    static QString resultSetOf(const BenchmarkResult &r);

private:
    QMap<QPair<int, int>, ModelParameters> m_parameters;
    bool m_cancelled = false;
};

} // namespace gpu
