// SPDX-License-Identifier: GPL-3.0-or-later
#include "MultiGpuScaling.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

constexpr int kMinimumRows = 3;

struct Row
{
    Parallelism parallelism;
    const BenchmarkResult *result;
    double base; // one GPU's figure
    double ratio; // measured / (base × N for data parallel, base otherwise)
};

bool isVllm(const BenchmarkResult &r)
{
    return r.framework.compare(QLatin1String("vLLM"), Qt::CaseInsensitive) == 0;
}

// The measured single-GPU rows of the cards in `wanted`, by (card, result set, precision), the
// newest of each.
QHash<QString, const BenchmarkResult *> singleGpuRows(
    const QList<BenchmarkResult> &results, const QSet<CardKey> &wanted)
{
    QHash<QString, const BenchmarkResult *> out;
    if (wanted.isEmpty())
        return out;
    for (const BenchmarkResult &r : results) {
        if (r.gpuCount != 1 || !(r.value > 0) || r.isPrefill() || !wanted.contains(r.card))
            continue;
        const QString key = r.card.toId() + QLatin1Char('\n') + PerformanceModel::resultSetOf(r)
            + QLatin1Char('\n') + r.precision;
        const BenchmarkResult *&slot = out[key];
        if (!slot || r.date > slot->date)
            slot = &r;
    }
    return out;
}

std::optional<Row> rowOf(const BenchmarkResult &r, const Card &card,
    const QHash<QString, const BenchmarkResult *> &single, const PerformanceModel &model)
{
    const auto precision = precisionFromCode(r.precision);
    if (!precision)
        return std::nullopt;
    const QString key = r.card.toId() + QLatin1Char('\n') + PerformanceModel::resultSetOf(r)
        + QLatin1Char('\n') + r.precision;
    if (r.task == QLatin1String("inference") && r.unit == QLatin1String("tokens/s") && isVllm(r)) {
        // Tensor parallel: against the same card's one-GPU row of the set (same model, engine).
        const BenchmarkResult *one = single.value(key);
        if (!one || card.serverOf || !joinedByNvLink(card))
            return std::nullopt;
        return Row {Parallelism::TensorParallelNvLink, &r, one->value, r.value / one->value};
    }
    if (r.task == QLatin1String("inference") && r.unit == QLatin1String("tokens/s")) {
        const auto billions = llmParametersOf(r.network);
        if (!billions)
            return std::nullopt;
        const auto base = PerformanceModel::decodeTokensPerSecond(
            model.parameters(Workload::LlmInference, *precision), card,
            *billions * PerformanceModel::bytesPerParameter(*precision),
            llmLayersOr(llmLayersOf(r.network).value_or(0), *billions));
        if (!base || !(*base > 0))
            return std::nullopt;
        return Row {Parallelism::LayerSplit, &r, *base, r.value / *base};
    }
    if (r.task != QLatin1String("training"))
        return std::nullopt;
    const BenchmarkResult *one = single.value(key);
    if (!one)
        return std::nullopt;
    const bool nvlink = card.key.form == Form::SXM || card.key.form == Form::OAM;
    return Row {nvlink ? Parallelism::DataParallelNvLink : Parallelism::DataParallelPcie, &r,
        one->value, r.value / (one->value * r.gpuCount)};
}

} // namespace

QString toCode(Parallelism p)
{
    switch (p) {
    case Parallelism::LayerSplit:
        return QStringLiteral("layer-split");
    case Parallelism::DataParallelNvLink:
        return QStringLiteral("data-parallel-nvlink");
    case Parallelism::DataParallelPcie:
        return QStringLiteral("data-parallel-pcie");
    case Parallelism::TensorParallelNvLink:
        return QStringLiteral("tensor-parallel-nvlink");
    }
    return {};
}

QList<Parallelism> allParallelisms()
{
    return {Parallelism::LayerSplit, Parallelism::TensorParallelNvLink,
        Parallelism::DataParallelNvLink, Parallelism::DataParallelPcie};
}

double ScalingFactor::speedup(int gpus) const
{
    if (gpus <= 1 || rows == 0)
        return 1.0;
    switch (parallelism) {
    case Parallelism::LayerSplit:
        return factor;
    case Parallelism::DataParallelNvLink:
    case Parallelism::DataParallelPcie:
        return gpus * factor;
    case Parallelism::TensorParallelNvLink:
        return std::pow(double(gpus), factor);
    }
    return 1.0;
}

MultiGpuScaling MultiGpuScaling::fit(
    const QList<Card> &cards, const QList<BenchmarkResult> &results, const PerformanceModel &model)
{
    QHash<CardKey, const Card *> byKey;
    for (const Card &c : cards)
        byKey.insert(c.key, &c);
    return fit(
        results, [&byKey](const CardKey &key) { return byKey.value(key); }, model);
}

MultiGpuScaling MultiGpuScaling::fit(const QList<BenchmarkResult> &results,
    const std::function<const Card *(const CardKey &)> &cardOf, const PerformanceModel &model)
{
    MultiGpuScaling out;
    QList<QPair<const BenchmarkResult *, const Card *>> multi;
    QSet<CardKey> measuredBase; // cards whose multi-GPU rows divide by a measured one-GPU row
    for (const BenchmarkResult &r : results) {
        if (r.gpuCount <= 1 || !(r.value > 0) || !std::isfinite(r.value) || r.isPrefill())
            continue;
        if (const Card *card = cardOf(r.card)) {
            multi.append({&r, card});
            if (r.task == QLatin1String("training") || isVllm(r))
                measuredBase.insert(r.card);
        }
    }
    const auto single = singleGpuRows(results, measuredBase);
    QList<Row> rows;
    for (const auto &[r, card] : std::as_const(multi))
        if (const auto row = rowOf(*r, *card, single, model))
            rows << *row;

    for (Parallelism p : allParallelisms()) {
        QList<const Row *> mine;
        QList<double> logs;
        for (const Row &row : rows)
            if (row.parallelism == p) {
                mine << &row;
                logs << std::log(row.ratio);
            }
        // Tensor parallel: ln(speed-up) = factor × ln(N), least squares through the origin; the
        // others: the mean of ln(ratio). The sums are made once; leaving a row out subtracts it
        // (a catalog of 100,000 cards has thousands of multi-GPU rows).
        const bool exponent = p == Parallelism::TensorParallelNvLink;
        double sumLogs = 0, xy = 0, xx = 0;
        QList<double> lnGpus;
        for (int i = 0; i < mine.size(); ++i) {
            sumLogs += logs[i];
            lnGpus << std::log(double(mine[i]->result->gpuCount));
            xy += lnGpus[i] * logs[i];
            xx += lnGpus[i] * lnGpus[i];
        }
        const auto fitOf = [&](int leftOut) {
            const bool dropped = leftOut >= 0;
            if (!exponent) {
                const qsizetype n = logs.size() - (dropped ? 1 : 0);
                return std::exp((sumLogs - (dropped ? logs[leftOut] : 0.0)) / double(n));
            }
            const double sxy = xy - (dropped ? lnGpus[leftOut] * logs[leftOut] : 0.0);
            const double sxx = xx - (dropped ? lnGpus[leftOut] * lnGpus[leftOut] : 0.0);
            return sxx > 0 ? sxy / sxx : 1.0;
        };
        ScalingFactor f;
        f.parallelism = p;
        f.engine = p == Parallelism::LayerSplit ? QStringLiteral("llama.cpp")
            : exponent                          ? QStringLiteral("vLLM")
                                                : QStringLiteral("PyTorch");
        if (mine.size() < kMinimumRows) {
            out.m_factors << f;
            continue;
        }
        f.rows = int(mine.size());
        f.factor = fitOf(-1);
        // Leave one out: each row against the factor of the others.
        QList<ScalingBacktestRow> tested;
        double low = 1, high = 1;
        for (int i = 0; i < mine.size(); ++i) {
            ScalingFactor without = f;
            without.factor = fitOf(i);
            const Row &row = *mine[i];
            ScalingBacktestRow t;
            t.parallelism = p;
            t.card = row.result->card;
            t.gpus = row.result->gpuCount;
            t.network = row.result->network;
            t.precision = row.result->precision;
            t.unit = row.result->unit;
            t.measured = row.result->value;
            t.base = row.base;
            t.predicted = row.base * without.speedup(t.gpus);
            const double ratio = t.measured / t.predicted;
            low = std::min(low, ratio);
            high = std::max(high, ratio);
            tested << t;
        }
        f.low = low;
        f.high = high;
        for (ScalingBacktestRow &t : tested) {
            t.low = t.predicted * low;
            t.high = t.predicted * high;
        }
        out.m_backtest << tested;
        out.m_factors << f;
    }
    return out;
}

ScalingFactor MultiGpuScaling::factor(Parallelism p) const
{
    for (const ScalingFactor &f : m_factors)
        if (f.parallelism == p)
            return f;
    ScalingFactor none;
    none.parallelism = p;
    return none;
}

std::optional<double> MultiGpuScaling::layerSplitTokensPerSecond(
    double singleGpuTokensPerSecond, int gpus) const
{
    if (gpus <= 1)
        return singleGpuTokensPerSecond;
    const ScalingFactor f = factor(Parallelism::LayerSplit);
    if (f.rows == 0)
        return std::nullopt;
    return singleGpuTokensPerSecond * f.factor;
}

bool joinedByNvLink(const Card &card)
{
    // A derived server runs as its module.
    const CardKey &module = card.serverOf ? *card.serverOf : card.key;
    return module.vendor == QLatin1String("NVIDIA") && module.form == Form::SXM;
}

bool MultiGpuScaling::tensorParallel(const Card &card, int gpus) const
{
    return gpus > 1 && factor(Parallelism::TensorParallelNvLink).rows > 0 && joinedByNvLink(card);
}

} // namespace gpu
