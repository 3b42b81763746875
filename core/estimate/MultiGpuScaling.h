// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How fast several GPUs run together, fitted on the catalog's measured multi-GPU results
// (docs/ranking.md, "Several GPUs").
//
// Three ways of spreading the work, each with its own factor:
//  - Layer split (llama.cpp's default since 2024: each GPU holds a slice of the layers and a
//    token passes through them in turn). Memory adds up, speed does not: tokens/s of N GPUs =
//    factor × the tokens/s one GPU of the card would reach if it held the whole model
//    (PerformanceModel::decodeTokensPerSecond()). The factor is below 1: the hand-over between
//    GPUs and the idle slices cost time.
//  - Data parallel training (PyTorch DDP: every GPU holds the model, gradients are summed after
//    each step): throughput of N GPUs = N × factor × one GPU's. The factor is the per-GPU
//    efficiency, fitted apart for GPUs joined by NVLink/NVSwitch (SXM and OAM modules) and for
//    cards on PCIe.
//  - Tensor parallel LLM inference over NVLink (vLLM: every layer's matrices split across the
//    GPUs, an all-reduce after each): one stream does get faster, by less than N. Tokens/s of N
//    GPUs = N^factor × the same card's measured one-GPU tokens/s of the same result set: the
//    factor is an exponent (0.5: 2 GPUs 1.41 ×, 8 GPUs 2.83 ×), fitted by least squares on
//    ln(speed-up) against ln(N). Only rows of NVIDIA SXM modules count (NVLink/NVSwitch);
//    tensor parallelism over PCIe has no measured set in the catalog and is not fitted.
//
// The base is the performance model's single-GPU figure (layer split) or the same card's measured
// single-GPU result of the same result set (data parallel, tensor parallel). The layer-split and
// data-parallel factors are the geometric mean of measured / (base, or N × base) over their rows;
// the tensor-parallel exponent is fitted as said above. Each factor's range is the extremes of a
// leave-one-out backtest: every row predicted by the factor fitted without it; low and high are
// the smallest and largest measured / predicted. A way with fewer than 3 rows keeps no factor.

#include "CatalogData.h"
#include "PerformanceModel.h"

#include <functional>
#include <optional>

namespace gpu {

enum class Parallelism
{
    LayerSplit, ///< LLM inference, llama.cpp, layers split across GPUs
    DataParallelNvLink, ///< training, PyTorch data parallel, SXM/OAM modules (NVLink/NVSwitch)
    DataParallelPcie, ///< training, PyTorch data parallel, cards on PCIe
    TensorParallelNvLink, ///< LLM inference, vLLM tensor parallel, NVIDIA SXM modules (NVLink)
};
/// "layer-split", "data-parallel-nvlink", "data-parallel-pcie", "tensor-parallel-nvlink"
QString toCode(Parallelism p);
/// Every way, in the order the command line and the docs list them.
QList<Parallelism> allParallelisms();
/// Whether the GPUs of `card` run one stream tensor parallel over NVLink: an NVIDIA SXM module,
/// or a derived server of them (ServerSystems.h). The one rule of the ranking and the planner.
bool joinedByNvLink(const Card &card);

/// The fitted factor of one way of spreading work.
struct ScalingFactor
{
    Parallelism parallelism = Parallelism::LayerSplit;
    double factor = 1; ///< see the file comment (an exponent for tensor parallel); 1 = unknown
    double low = 1, high = 1; ///< leave-one-out extremes of measured / predicted
    int rows = 0; ///< measured rows the factor rests on (0 = none: not fitted)
    QString engine; ///< "llama.cpp", "PyTorch" or "vLLM"
    /// What `gpus` GPUs do together, in units of one GPU's figure the factor multiplies: the
    /// factor (layer split), gpus × factor (data parallel), gpus^factor (tensor parallel); 1 for
    /// one GPU or an unfitted factor.
    double speedup(int gpus) const;
};

/// One measured multi-GPU row and its out-of-sample prediction.
struct ScalingBacktestRow
{
    Parallelism parallelism = Parallelism::LayerSplit;
    CardKey card;
    int gpus = 2;
    QString network;
    QString precision;
    double measured = 0; ///< the whole configuration, in the row's unit
    double base = 0; ///< one GPU's figure the factor multiplies (see the file comment)
    double predicted = 0; ///< with the factor fitted without this row
    double low = 0, high = 0; ///< the stated range around `predicted`
    QString unit;
    bool withinRange() const { return measured >= low * 0.9999 && measured <= high * 1.0001; }
};

class MultiGpuScaling
{
public:
    /// Fits the factors on the multi-GPU rows of `results` whose card is in `cards`, with
    /// `model` (the fitted single-GPU performance model) for the layer split's base.
    static MultiGpuScaling fit(const QList<Card> &cards, const QList<BenchmarkResult> &results,
        const PerformanceModel &model);
    /// The same with the cards looked up by `cardOf` (nullptr: not in the catalog), so that a
    /// catalog with an index (CatalogIndex) is not hashed again. Cost: a pass over `results`.
    static MultiGpuScaling fit(const QList<BenchmarkResult> &results,
        const std::function<const Card *(const CardKey &)> &cardOf, const PerformanceModel &model);

    /// The factor of `p`; rows == 0 when nothing measured stands behind it.
    ScalingFactor factor(Parallelism p) const;
    /// Every multi-GPU row with a base, predicted without itself.
    const QList<ScalingBacktestRow> &backtest() const { return m_backtest; }

    /// Tokens/s of `gpus` GPUs running one stream with the layers split, from one GPU's
    /// `singleGpuTokensPerSecond` (the whole model read per token on one GPU): the figure
    /// itself for one GPU, else factor × it; nullopt for gpus > 1 without a fitted factor.
    std::optional<double> layerSplitTokensPerSecond(
        double singleGpuTokensPerSecond, int gpus) const;
    /// Whether one stream on `gpus` GPUs of `card` runs tensor parallel over NVLink at the
    /// fitted factor: an NVIDIA SXM module (or a server of them) and a fitted factor.
    bool tensorParallel(const Card &card, int gpus) const;

private:
    QList<ScalingFactor> m_factors;
    QList<ScalingBacktestRow> m_backtest;
};

} // namespace gpu
