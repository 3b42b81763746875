// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The performance model's own machinery, shared by its three parts: the model itself
// (PerformanceModel.cpp: a card's specs -> its estimate), its fit to the measured results
// (PerformanceModelFit.cpp) and the out-of-sample backtest (ModelBacktest.cpp). Not part of the
// interface: only those three files include it.

#include "ModelBacktest.h"
#include "PerformanceModel.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <limits>
#include <numeric>

namespace gpu::detail {

inline QPair<int, int> keyOf(Workload w, Precision p)
{
    return {int(w), int(p)};
}

// The measured network each workload is calibrated on (the most widely published one in the
// catalog's sources: Lambda's PyTorch benchmarks and llama.cpp results).
inline QString primaryNetwork(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return QStringLiteral("ResNet-50");
    case Workload::Transformer:
        return QStringLiteral("BERT-Large");
    case Workload::Rnn:
        return QStringLiteral("GNMT");
    case Workload::LlmInference:
        return QStringLiteral("Llama");
    }
    return {};
}

inline QString unitOf(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return QStringLiteral("images/s");
    case Workload::Transformer:
        return QStringLiteral("sequences/s");
    case Workload::Rnn:
    case Workload::LlmInference:
        return QStringLiteral("tokens/s");
    }
    return {};
}

// Defaults before any fit. Intensities (FLOP per byte of DRAM traffic) are orders of magnitude
// typical of each kind of network: convolutions and large matrix products reuse every byte many
// times; recurrent steps are small matrix-vector products. The scales put the estimate in the
// benchmark's unit for a rate of 1 TFLOPS; the LLM "scale" is the fraction of peak bandwidth
// reached while streaming the weights once per token.
inline ModelParameters defaults(Workload w, Precision precision)
{
    ModelParameters p;
    p.workload = w;
    p.precision = precision;
    p.tflopPerUnit = PerformanceModel::tflopPerUnit(w).value_or(0);
    p.network = primaryNetwork(w);
    p.unit = unitOf(w);
    switch (w) {
    case Workload::Cnn:
        p.intensityFlopPerByte = 80;
        p.scale = 20;
        break;
    case Workload::Transformer:
        p.intensityFlopPerByte = 60;
        p.scale = 2;
        break;
    case Workload::Rnn:
        p.intensityFlopPerByte = 10;
        p.scale = 3000;
        break;
    case Workload::LlmInference:
        p.intensityFlopPerByte = 1;
        p.scale = 0.5;
        break;
    }
    return p;
}

inline bool networkMatches(Workload w, const QString &network)
{
    if (w == Workload::LlmInference)
        return network.contains(QStringLiteral("llama"), Qt::CaseInsensitive)
            && llmParametersOf(network);
    return network == primaryNetwork(w);
}

// The shape of the model: everything but the scale. Kept as indices on lattices so that the fit
// is a search over a bounded grid (the constraints of docs/ranking.md):
//   I = 1.1^i (1–3,000 FLOP/byte), J = 0.25 · 1.1^j or off (j < 0), γ = 0.05 · g (0–0.3),
//   t0 = 0.1 ms · 1.1^k or off (k < 0), the batch term's M = 0.25 GB · 1.25^q or off (q < 0)
//   and its reserve R = r GB (0–10).
struct Shape
{
    int i = 41; // ≈ 50 FLOP/byte
    int j = -1;
    int g = 0;
    int k = -1;
    int q = -1;
    int r = 0;
    int c = 0; // LLM: t0 scales as (2 GHz / clock)^κ, κ = 0.25 · c (0–1)
};
constexpr int kMaxI = 84;
constexpr int kMaxJ = 90;
constexpr int kMaxG = 6;
constexpr int kMaxK = 70;
constexpr int kMaxQ = 24;
constexpr int kMaxR = 10;
constexpr int kMaxC = 4;
// LLM token generation: t0 is the fixed time per token of a GPU clocked at 2 GHz; it scales as
// (2 GHz / the GPU's clock)^κ (its many small kernels per token are latency-bound, and latency is
// counted in clock cycles; κ, fitted, says how far).
constexpr double kReferenceClockMhz = 2000;
// Below this much memory beyond the reserve a card still runs a batch of one or two; the
// factor stops growing there rather than running off to infinity.
constexpr double kMinFreeGb = 1.0;

inline double intensityOf(const Shape &s)
{
    return std::pow(1.1, s.i);
}
inline double cudaFactorOf(const Shape &s)
{
    return s.j < 0 ? 0.0 : 0.25 * std::pow(1.1, s.j);
}
inline double gammaOf(const Shape &s)
{
    return 0.05 * s.g;
}
inline double overheadSecondsOf(const Shape &s)
{
    return s.k < 0 ? 0.0 : 1e-4 * std::pow(1.1, s.k);
}
inline double batchMemoryOf(const Shape &s)
{
    return s.q < 0 ? 0.0 : 0.25 * std::pow(1.25, s.q);
}
inline double reserveOf(const Shape &s)
{
    return double(s.r);
}
inline double clockExponentOf(const Shape &s)
{
    return 0.25 * s.c;
}
// The batch term: how much longer each unit of work takes on a card that can hold only a small
// batch. Lambda ran every card at the largest batch its memory holds (BERT-Large FP32: 2
// sequences on 11 GB, 8 on 24 GB, 18 on 48 GB), so the batch grows with the memory beyond what
// the weights, gradients and optimizer state take (R), and a small batch leaves the GPU idle
// between kernels: time × (1 + M / (memory − R)).
inline double batchFactor(double memoryGb, double batchMemoryGb, double reserveGb)
{
    if (!(batchMemoryGb > 0))
        return 1.0;
    return 1.0 + batchMemoryGb / std::max(kMinFreeGb, memoryGb - reserveGb);
}

// A card's figures as the model reads them, per GPU.
struct Inputs
{
    double compute = 0; // C, TFLOPS at the precision
    double bandwidthTBps = 0; // B
    double cudaTflops = 0; // F (0 = unknown)
    double lnL2 = 0; // ln(L2 / 6 MB)
    double memoryGb = 0; // per GPU
    double weightsGb = 0; // LLM only
    double lnClockFactor = 0; // LLM only: ln(2 GHz / the GPU's clock) (PerformanceModel::clockMhz)
    double layerFactor = 1; // LLM only: the model's layers / kReferenceLlmLayers (t0 is per layer)
    // Training on matrix units whose maker publishes no FP32 rate (the Ascend 910B): the CUDA-core
    // term is left out rather than the estimate, which is then an upper bound (and capped).
    bool noVectorRate = false;
};

// `measured`: the card has run this work (a measured row), so it fits in memory whatever the
// 20 % margin says (llama.cpp ran Llama-2-7B in FP16 on a 16 GB RTX 4080).
// `llmLayers`: the LLM's layers where known, else llmLayersForParameters(llmBillions).
inline std::optional<Inputs> inputsOf(const Card &card, Workload w, Precision p, double llmBillions,
    bool measured = false, std::optional<int> llmLayers = std::nullopt)
{
    const int gpus = std::max(1, card.gpusPerBoard);
    if (!card.memoryBandwidthGBps || !(*card.memoryBandwidthGBps > 0))
        return std::nullopt;
    Inputs in;
    in.bandwidthTBps = *card.memoryBandwidthGBps / gpus / 1000.0;
    if (w == Workload::LlmInference) {
        in.weightsGb = llmBillions * PerformanceModel::bytesPerParameter(p);
        // A derived server or workstation (ServerSystems.h) spreads the model over its GPUs: the
        // estimate is one GPU's as if it held the whole model, which the ranking scales by the
        // measured multi-GPU factor (MultiGpuScaling.h).
        const double memory = card.serverOf ? card.key.memoryGb : card.memoryPerGpuGb();
        if (!(in.weightsGb > 0) || (!measured && memory < in.weightsGb * 1.2))
            return std::nullopt; // does not fit: no estimate rather than a fantasy
        in.cudaTflops = PerformanceModel::cudaCoreTflops(card).value_or(0); // the FP32 baseline
        if (const auto mhz = PerformanceModel::clockMhz(card))
            in.lnClockFactor = std::log(kReferenceClockMhz / *mhz);
        in.layerFactor = llmLayersOr(llmLayers.value_or(0), llmBillions) / kReferenceLlmLayers;
        return in;
    }
    const auto compute = PerformanceModel::computeTflops(card, p);
    if (!compute || !(*compute > 0))
        return std::nullopt;
    in.compute = *compute;
    in.cudaTflops = PerformanceModel::cudaCoreTflops(card).value_or(0);
    in.noVectorRate = PerformanceModel::leavesOutVectorCores(card, p);
    in.lnL2 = std::log(PerformanceModel::l2CacheMb(card) / 6.0);
    in.memoryGb = card.memoryPerGpuGb();
    return in;
}

// The estimate before the scale: 1 / time per unit of work.
//   training:  time = (1/C + 1/(I · B · (L2/6 MB)^γ) + 1/(J · F)) · (1 + M / (memory − R))
//   LLM:       time = weights / B + t0 · (2 GHz / clock)^κ · layers / 32
inline std::optional<double> rawOf(const Inputs &in, Workload w, double intensity,
    double cudaFactor, double gamma, double overheadSeconds, double batchMemoryGb = 0,
    double reserveGb = 0, double clockExponent = 0)
{
    double t = 0;
    if (w == Workload::LlmInference) {
        t = in.weightsGb / (in.bandwidthTBps * 1000.0)
            + overheadSeconds * std::exp(clockExponent * in.lnClockFactor) * in.layerFactor;
    } else {
        if (!(intensity > 0))
            return std::nullopt;
        t = 1.0 / in.compute + 1.0 / (intensity * in.bandwidthTBps * std::exp(gamma * in.lnL2));
        if (cudaFactor > 0 && !in.noVectorRate) {
            if (!(in.cudaTflops > 0))
                return std::nullopt;
            t += 1.0 / (cudaFactor * in.cudaTflops);
        }
        t *= batchFactor(in.memoryGb, batchMemoryGb, reserveGb);
    }
    const double r = 1.0 / t;
    return std::isfinite(r) && r > 0 ? std::optional<double>(r) : std::nullopt;
}

inline std::optional<double> rawOf(const Inputs &in, Workload w, const ModelParameters &p)
{
    return rawOf(in, w, p.intensityFlopPerByte, p.cudaCoreFactor, p.l2Exponent,
        p.overheadMs / 1000.0, p.batchMemoryGb, p.memoryReserveGb, p.clockExponent);
}

// One measured result the model is fitted to: the latest single-GPU row of a card in a
// result set.
struct Sample
{
    const Card *card = nullptr;
    QString cardId;
    QString architecture; // "vendor architecture": the unit left out together
    QString vendor;
    int set = 0; // index into the pair's result sets
    double value = 0;
    QDate date;
    Inputs in;
    // Precomputed for the fit's inner loop: ln(value), 1/C, 1/F, and (L2 / 6 MB)^γ for every γ
    // of the lattice.
    double lnValue = 0;
    double invCompute = 0;
    double invCuda = 0;
    std::array<double, 7> l2Factor {};
};

struct PairData
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    QStringList sets;
    QList<Sample> samples;
    /// Set from another thread to stop a fit (PerformanceModel::fit()): every evaluate() then
    /// returns at once with nothing fitted, so the search ends within one evaluation.
    const std::atomic<bool> *cancel = nullptr;
};

// The rows the model's shape rests on: NVIDIA's (CUDA, the stack every estimate is built
// around), of the sets that do more than calibrate (calibratesOnly(), Card.h). Another vendor's
// rows set only its software efficiency (vendorEfficiencies()), never the shape: a stack's own
// costs (Metal, ROCm, a vendor's plugin) would otherwise bend the model for every card.
inline bool shapesTheModel(const BenchmarkResult &r, const Card &card)
{
    return card.key.vendor == QLatin1String("NVIDIA") && !calibratesOnly(r);
}

enum class Rows
{
    Shape, ///< the rows the shape is fitted on (shapesTheModel())
    Calibration, ///< the others
};

inline PairData samplesOf(const QList<Card> &cards, const QList<BenchmarkResult> &results,
    Workload w, Precision p, Rows rows = Rows::Shape)
{
    QHash<QString, const Card *> byId; // built at the first matching row: most pairs have none
    PairData d;
    d.workload = w;
    d.precision = p;
    const QString code = toCode(p);
    QHash<QPair<int, QString>, int> latest; // (set, card) -> sample
    for (const BenchmarkResult &r : results) {
        if (r.gpuCount != 1 || r.precision != code || !(r.value > 0) || !std::isfinite(r.value)
            || r.isPrefill() || !networkMatches(w, r.network))
            continue;
        if (byId.isEmpty())
            for (const Card &c : cards)
                byId.insert(c.key.toId(), &c);
        const QString id = r.card.toId();
        const Card *card = byId.value(id);
        if (!card || shapesTheModel(r, *card) != (rows == Rows::Shape))
            continue;
        const auto in = inputsOf(
            *card, w, p, llmParametersOf(r.network).value_or(7), true, llmLayersOf(r.network));
        if (!in)
            continue;
        const QString set = PerformanceModel::resultSetOf(r);
        int si = d.sets.indexOf(set);
        if (si < 0) {
            si = int(d.sets.size());
            d.sets << set;
        }
        Sample s {card, id, card->key.vendor + QLatin1Char(' ') + card->architecture,
            card->key.vendor, si, r.value, r.date, *in};
        s.lnValue = std::log(r.value);
        s.invCompute = in->compute > 0 ? 1.0 / in->compute : 0.0;
        s.invCuda = in->cudaTflops > 0 ? 1.0 / in->cudaTflops : 0.0;
        for (int g = 0; g <= kMaxG; ++g)
            s.l2Factor[size_t(g)] = std::exp(0.05 * g * in->lnL2);
        const auto key = qMakePair(si, id);
        const auto it = latest.constFind(key);
        if (it == latest.constEnd()) {
            latest.insert(key, int(d.samples.size()));
            d.samples.append(s);
        } else if (r.date > d.samples[*it].date) {
            d.samples[*it] = s;
        }
    }
    return d;
}

// How an estimator turns a sample into a number before the scale.
enum class Method
{
    Model,
    Bandwidth,
    Fp32
};

inline std::optional<double> rawFor(const Sample &s, Workload w, Method m, const Shape &shape)
{
    switch (m) {
    case Method::Bandwidth:
        return s.in.bandwidthTBps;
    case Method::Fp32:
        return s.in.cudaTflops > 0 ? std::optional<double>(s.in.cudaTflops) : std::nullopt;
    case Method::Model:
        return rawOf(s.in, w, intensityOf(shape), cudaFactorOf(shape), gammaOf(shape),
            overheadSecondsOf(shape), batchMemoryOf(shape), reserveOf(shape),
            clockExponentOf(shape));
    }
    return std::nullopt;
}

struct FitResult
{
    Shape shape;
    double sse = std::numeric_limits<double>::infinity();
    QList<double> offsets; // ln(scale) per set; NaN where the set has no sample
    int count = 0;
};

// Least squares in ln(measured / estimated), with a scale of its own per result set (sets ran
// different software; only the shape is shared). `use` selects the samples.
inline FitResult evaluate(const PairData &d, const QList<bool> &use, Method m, const Shape &shape)
{
    FitResult f;
    f.shape = shape;
    if (d.cancel && d.cancel->load(std::memory_order_relaxed))
        return f; // no count: never better than what the search has
    const int n = int(d.sets.size());
    QVarLengthArray<double, 16> sum(n, 0.0), sumSq(n, 0.0);
    QVarLengthArray<int, 16> count(n, 0);
    // The model's time per unit, as rawOf() computes it, with the shape's numbers taken once.
    const bool llm = d.workload == Workload::LlmInference;
    const double intensity = intensityOf(shape);
    const double cudaFactor = cudaFactorOf(shape);
    const double invCudaFactor = cudaFactor > 0 ? 1.0 / cudaFactor : 0.0;
    const double overhead = overheadSecondsOf(shape);
    const double clockExponent = clockExponentOf(shape);
    const size_t g = size_t(std::clamp(shape.g, 0, kMaxG));
    const double batchMemory = batchMemoryOf(shape);
    const double reserve = reserveOf(shape);
    for (int k = 0; k < d.samples.size(); ++k) {
        if (!use[k])
            continue;
        const Sample &s = d.samples[k];
        double l = 0;
        if (m == Method::Model) {
            double t = 0;
            if (llm) {
                t = s.in.weightsGb / (s.in.bandwidthTBps * 1000.0)
                    + overhead * std::exp(clockExponent * s.in.lnClockFactor) * s.in.layerFactor;
            } else {
                if (cudaFactor > 0 && !(s.invCuda > 0))
                    continue;
                t = (s.invCompute + 1.0 / (intensity * s.in.bandwidthTBps * s.l2Factor[g])
                        + invCudaFactor * s.invCuda)
                    * batchFactor(s.in.memoryGb, batchMemory, reserve);
            }
            if (!(t > 0) || !std::isfinite(t))
                continue;
            l = s.lnValue + std::log(t); // ln(value / (1 / t))
        } else {
            const auto e = rawFor(s, d.workload, m, shape);
            if (!e)
                continue;
            l = std::log(s.value / *e);
        }
        sum[s.set] += l;
        sumSq[s.set] += l * l;
        ++count[s.set];
    }
    // The compute floor: a set's scale never lets the tensor-core term run above 100 % of peak
    // (scale × TFLOP per unit ≤ 1); where the best scale would, the set sits at the bound.
    double maxOffset = std::numeric_limits<double>::infinity();
    if (m == Method::Model && !llm)
        if (const auto work = PerformanceModel::tflopPerUnit(d.workload); work && *work > 0)
            maxOffset = -std::log(*work);
    double sse = 0;
    f.offsets.resize(n);
    for (int i = 0; i < n; ++i) {
        if (count[i] == 0) {
            f.offsets[i] = std::numeric_limits<double>::quiet_NaN();
            continue;
        }
        const double offset = std::min(sum[i] / count[i], maxOffset);
        f.offsets[i] = offset;
        sse += std::max(0.0, sumSq[i] - 2 * offset * sum[i] + count[i] * offset * offset);
        f.count += count[i];
    }
    f.sse = sse;
    return f;
}

inline bool better(const FitResult &a, const FitResult &b)
{
    return a.count > b.count || (a.count == b.count && a.sse < b.sse - 1e-12);
}

// The pattern search on the lattices with steps 4, 2, 1, from `best`.
inline FitResult refine(const PairData &d, const QList<bool> &use, Method m, FitResult best)
{
    const bool llm = d.workload == Workload::LlmInference;
    for (int step : {4, 2, 1}) {
        bool moved = true;
        while (moved) {
            moved = false;
            const Shape at = best.shape;
            QList<Shape> next;
            if (llm) {
                next << Shape {at.i, at.j, at.g, std::max(-1, at.k - step), at.q, at.r, at.c}
                     << Shape {at.i, at.j, at.g, std::min(kMaxK, at.k + step), at.q, at.r, at.c}
                     << Shape {at.i, at.j, at.g, at.k, at.q, at.r, std::max(0, at.c - 1)}
                     << Shape {at.i, at.j, at.g, at.k, at.q, at.r, std::min(kMaxC, at.c + 1)};
            } else {
                const int k = at.k, q = at.q, r = at.r;
                next << Shape {std::max(0, at.i - step), at.j, at.g, k, q, r}
                     << Shape {std::min(kMaxI, at.i + step), at.j, at.g, k, q, r}
                     << Shape {at.i, std::max(-1, at.j - step), at.g, k, q, r}
                     << Shape {at.i, std::min(kMaxJ, at.j + step), at.g, k, q, r}
                     << Shape {at.i, at.j, std::max(0, at.g - 1), k, q, r}
                     << Shape {at.i, at.j, std::min(kMaxG, at.g + 1), k, q, r}
                     << Shape {at.i, at.j, at.g, k, std::max(-1, q - step), r}
                     << Shape {at.i, at.j, at.g, k, std::min(kMaxQ, q + step), r}
                     << Shape {at.i, at.j, at.g, k, q, std::max(0, r - 1)}
                     << Shape {at.i, at.j, at.g, k, q, std::min(kMaxR, r + 1)};
            }
            for (const Shape &s : next) {
                const FitResult f = evaluate(d, use, m, s);
                if (better(f, best)) {
                    best = f;
                    moved = true;
                }
            }
        }
    }
    return best;
}

// The constrained fit: a coarse grid, then the pattern search from each of its best few points
// (the terms trade off, so one start can end in a local minimum); with `start` given (the
// leave-one-out refits), the pattern search from there alone.
inline FitResult search(
    const PairData &d, const QList<bool> &use, Method m, const std::optional<Shape> &start)
{
    if (m != Method::Model)
        return evaluate(d, use, m, Shape());
    if (start)
        return refine(d, use, m, evaluate(d, use, m, *start));
    constexpr int kStarts = 4;
    // The grid only chooses where the pattern search starts: on a large catalog it looks at an
    // even sample of at most kGridSamples results (the search itself then uses them all).
    constexpr int kGridSamples = 512;
    const int used = int(std::count(use.cbegin(), use.cend(), true));
    QList<bool> gridUse = use;
    if (used > kGridSamples) {
        const int every = (used + kGridSamples - 1) / kGridSamples;
        int n = 0;
        for (int k = 0; k < gridUse.size(); ++k)
            if (gridUse[k])
                gridUse[k] = (n++ % every) == 0;
    }
    QList<FitResult> grid; // the best kStarts so far, best first
    const auto consider = [&grid](const FitResult &f) {
        auto at = std::find_if(
            grid.begin(), grid.end(), [&f](const FitResult &g) { return better(f, g); });
        if (at == grid.end() && grid.size() >= kStarts)
            return;
        grid.insert(at, f);
        if (grid.size() > kStarts)
            grid.removeLast();
    };
    if (d.workload == Workload::LlmInference) {
        for (int k = -1; k <= kMaxK; k += (k < 0 ? 1 : 5))
            for (int c = 0; c <= kMaxC; ++c) {
                Shape s;
                s.k = k;
                s.c = c;
                consider(evaluate(d, gridUse, m, s));
            }
    } else {
        for (int i = 0; i <= kMaxI; i += 6)
            for (int j = -1; j <= kMaxJ; j += (j < 0 ? 1 : 6))
                for (int g = 0; g <= kMaxG; g += 2)
                    for (int q = -1; q <= kMaxQ; q += (q < 0 ? 1 : 8))
                        for (int r = 0; r <= kMaxR; r += (q < 0 ? kMaxR + 1 : 5))
                            consider(evaluate(d, gridUse, m, Shape {i, j, g, -1, q, r}));
    }
    FitResult best;
    for (const FitResult &g : std::as_const(grid)) {
        const FitResult f = refine(d, use, m, evaluate(d, use, m, g.shape));
        if (better(f, best))
            best = f;
    }
    return best;
}

// The highest throughput per TFLOPS of compute rate measured in the pair, per ComputeKind: the
// compute cap's bound (PerformanceModel::computeCap()), from every measured card.
inline std::array<double, 2> peakPerTflopsOf(const PairData &d)
{
    std::array<double, 2> peak {};
    for (const Sample &s : d.samples)
        if (s.in.compute > 0) {
            double &p = peak[size_t(PerformanceModel::computeKindOf(*s.card, d.precision))];
            p = std::max(p, s.value / s.in.compute);
        }
    return peak;
}

// Out-of-sample estimates of every sample: fitted without the card (or its architecture), scaled
// by its own result set's offset from the other cards of that set. NaN where none can be made.
// Up to kMaxFolds cards (architectures) each is left out on its own; a larger catalog (a lab's
// own results on thousands of cards) is split into kMaxFolds groups, each left out together
// (k-fold cross-validation), so the refits stay kMaxFolds whatever the size.
constexpr int kMaxFolds = 64;
inline QList<double> holdOut(const PairData &d, Method m, bool byArchitecture, const Shape &full)
{
    QList<double> out(d.samples.size(), std::numeric_limits<double>::quiet_NaN());
    const auto unitOf
        = [byArchitecture](const Sample &s) { return byArchitecture ? s.architecture : s.cardId; };
    QStringList units;
    for (const Sample &s : d.samples)
        units << unitOf(s);
    units.sort();
    units.removeDuplicates();
    QList<int> fold(d.samples.size());
    for (int k = 0; k < d.samples.size(); ++k) {
        const int u = int(
            std::lower_bound(units.cbegin(), units.cend(), unitOf(d.samples[k])) - units.cbegin());
        fold[k] = units.size() > kMaxFolds ? u % kMaxFolds : u;
    }
    const bool capped = m == Method::Model && PerformanceModel::tflopPerUnit(d.workload);
    const std::array<double, 2> peaks = capped ? peakPerTflopsOf(d) : std::array<double, 2> {};
    QHash<int, FitResult> fits;
    for (int k = 0; k < d.samples.size(); ++k) {
        const Sample &s = d.samples[k];
        auto it = fits.find(fold[k]);
        if (it == fits.end()) {
            QList<bool> use(d.samples.size());
            for (int x = 0; x < d.samples.size(); ++x)
                use[x] = fold[x] != fold[k];
            it = fits.insert(fold[k], search(d, use, m, full));
        }
        const double offset = it->offsets.value(s.set, std::numeric_limits<double>::quiet_NaN());
        const auto e = rawFor(s, d.workload, m, it->shape);
        if (e && std::isfinite(offset))
            out[k] = *e * std::exp(offset);
        // The compute cap as the ranking applies it (PerformanceModel::computeCap()): the
        // workload's highest measured efficiency, a bound of the work rather than a card's
        // figure, from every measured card (left out, the best card would be held below its own
        // result by definition, and the cap would be judged on what it never does).
        if (capped && s.in.compute > 0) {
            const double peak
                = peaks[size_t(PerformanceModel::computeKindOf(*s.card, d.precision))];
            if (peak > 0)
                out[k] = std::min(out[k], peak * s.in.compute);
        }
    }
    return out;
}

inline double quantile(QList<double> v, double q)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * (v.size() - 1);
    const int lo = int(std::floor(pos));
    const int hi = std::min(int(v.size()) - 1, lo + 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - lo);
}

} // namespace gpu::detail
