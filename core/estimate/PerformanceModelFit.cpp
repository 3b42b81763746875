// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model's fit (PerformanceModel::fit()): the shape on NVIDIA's measured results,
// a scale per result set, the ranges from leave-one-out refits, and every other vendor's software
// efficiency. docs/ranking.md, "Fitting with care" and "Vendors other than NVIDIA".

#include "PerformanceModel_p.h"

namespace gpu {

using namespace detail;

namespace {

// A result set this large is one the backtest's targets apply to (docs/ranking.md, "Backtest"):
// large enough to carry the estimates' scale.
constexpr int kPrimarySetCards = 8;

// The software efficiency of every vendor but NVIDIA (docs/ranking.md, "Vendors other than
// NVIDIA"): its rows against the fitted shape, each at its own result set's scale: the fitted
// offset where the set is one the shape was fitted on, else the mean of the set's own NVIDIA
// rows, else (a set with no NVIDIA row at all) the primary set's when both come from the same
// repository (the same harness: XiongjieDai's LLaMA 3 70B table beside its Llama 2 7B one);
// otherwise the row calibrates nothing.
// A result calibrates a vendor where one factor can stand for its stack: LLM generation of a
// model of 7B parameters or more, which reads enough weights per token to be bound by memory
// bandwidth as the shape's own results are. Below that the fixed time per token of each stack
// and harness dominates (a 1B or 3B model: LocalScore's and geerlingguy's AMD rows came out at
// 0.19–2.0 × of one factor) and one factor would say nothing.
bool calibrates(const Sample &s, const PairData &pair)
{
    if (pair.workload != Workload::LlmInference)
        return true;
    return s.in.weightsGb / PerformanceModel::bytesPerParameter(pair.precision) >= 6.5;
}

QMap<QString, VendorEfficiency> vendorEfficiencies(
    const PairData &shape, const FitResult &f, const PairData &calibration, int primary)
{
    const double primaryOffset = f.offsets.value(primary);
    const QString primaryOrigin = shape.sets.value(primary).section(QStringLiteral(" · "), 0, 0);
    const auto lnRatio = [&](const Sample &s) {
        const auto raw = rawFor(s, calibration.workload, Method::Model, f.shape);
        return raw && *raw > 0 ? std::log(s.value / *raw)
                               : std::numeric_limits<double>::quiet_NaN();
    };
    // Offsets of the calibration sets: the shape's where the set is one of its own, else the
    // mean of the set's NVIDIA rows.
    QHash<int, QList<double>> anchors;
    for (const Sample &s : calibration.samples)
        if (s.vendor == QLatin1String("NVIDIA"))
            if (const double l = lnRatio(s); std::isfinite(l))
                anchors[s.set] << l;
    const auto offsetOf = [&](int set) {
        const qsizetype own = shape.sets.indexOf(calibration.sets[set]);
        if (own >= 0 && std::isfinite(f.offsets.value(own)))
            return f.offsets.value(own);
        const QList<double> a = anchors.value(set);
        if (a.size() >= 2)
            return std::accumulate(a.cbegin(), a.cend(), 0.0) / a.size();
        if (calibration.sets[set].section(QStringLiteral(" · "), 0, 0) == primaryOrigin)
            return primaryOffset;
        return std::numeric_limits<double>::quiet_NaN();
    };
    struct Row
    {
        double l; // ln(measured / estimated) at the set's scale
        int set;
        QString card;
    };
    QMap<QString, QList<Row>> byVendor;
    for (const Sample &s : calibration.samples) {
        if (s.vendor == QLatin1String("NVIDIA") || !calibrates(s, calibration))
            continue;
        const double l = lnRatio(s) - offsetOf(s.set);
        if (std::isfinite(l))
            byVendor[s.vendor].append({l, s.set, s.cardId});
    }
    QMap<QString, VendorEfficiency> out;
    for (auto it = byVendor.cbegin(); it != byVendor.cend(); ++it) {
        const QList<Row> &rows = it.value();
        if (rows.size() < 3)
            continue;
        double sum = 0;
        QSet<int> sets;
        QHash<QString, QPair<double, int>> byCard; // sum and count of each card's rows
        for (const Row &r : rows) {
            sum += r.l;
            sets.insert(r.set);
            byCard[r.card].first += r.l;
            ++byCard[r.card].second;
        }
        // One set is one harness: its stack's factor may be the harness's (LocalScore's
        // llamafile put AMD at half of what llama.cpp's own tables show). Two sets at least.
        if (sets.size() < 2)
            continue;
        VendorEfficiency e;
        e.rows = int(rows.size());
        e.sets = int(sets.size());
        e.factor = std::exp(sum / rows.size());
        // Leave one card out: each row against the factor of the other cards' rows.
        if (byCard.size() < 2)
            continue;
        QList<double> errors;
        for (const Row &r : rows) {
            const auto [cardSum, cardRows] = byCard.value(r.card);
            errors << r.l - (sum - cardSum) / (rows.size() - cardRows);
        }
        e.low = std::exp(std::min(0.0, quantile(errors, 0.1)));
        e.high = std::exp(std::max(0.0, quantile(errors, 0.9)));
        out.insert(it.key(), e);
    }
    return out;
}

// What the measured cards did per TFLOPS of their compute rate (the highest, per kind: tensor
// and CUDA cores), and the compute-to-bandwidth ratios of the tensor-core cards among them.
void setComputeBounds(ModelParameters &best, const PairData &d)
{
    if (d.workload == Workload::LlmInference)
        return;
    best.peakPerTflops = peakPerTflopsOf(d);
    for (const Sample &s : d.samples) {
        if (!(s.in.compute > 0) || !(s.in.bandwidthTBps > 0))
            continue;
        if (PerformanceModel::runsOnTensorCores(*s.card, d.precision)) {
            const double ratio = s.in.compute / s.in.bandwidthTBps;
            best.ratioLow = best.ratioLow > 0 ? std::min(best.ratioLow, ratio) : ratio;
            best.ratioHigh = std::max(best.ratioHigh, ratio);
        }
    }
}

// The ranges of a fitted pair's estimates (calibrated, extrapolated, unverified) from its
// backtest errors, ln(measured / estimated): a card left out, then its architecture.
void setRanges(ModelParameters &best, const PairData &d, const FitResult &f)
{
    const QList<double> byCard = holdOut(d, Method::Model, false, f.shape);
    const QList<double> byArchitecture = holdOut(d, Method::Model, true, f.shape);
    QList<double> cardErrors, architectureErrors;
    for (int k = 0; k < d.samples.size(); ++k) {
        if (std::isfinite(byCard[k]))
            cardErrors << std::log(d.samples[k].value / byCard[k]);
        if (std::isfinite(byArchitecture[k]))
            architectureErrors << std::log(d.samples[k].value / byArchitecture[k]);
    }
    if (architectureErrors.size() < 3)
        architectureErrors = cardErrors;
    if (cardErrors.size() >= 3) {
        best.calibratedLow = std::exp(std::min(0.0, quantile(cardErrors, 0.1)));
        best.calibratedHigh = std::exp(std::max(0.0, quantile(cardErrors, 0.9)));
        best.extrapolatedLow = std::exp(std::min(0.0, quantile(architectureErrors, 0.1)));
        best.extrapolatedHigh = std::exp(std::max(0.0, quantile(architectureErrors, 0.9)));
        best.unverifiedLow = std::exp(std::min(0.0, quantile(architectureErrors, 0.0)));
        best.unverifiedHigh = std::exp(std::max(0.0, quantile(architectureErrors, 1.0)));
        // The ranges nest: an estimate that rests on less is never said to be surer.
        best.extrapolatedLow = std::min(best.extrapolatedLow, best.calibratedLow);
        best.extrapolatedHigh = std::max(best.extrapolatedHigh, best.calibratedHigh);
        best.unverifiedLow = std::min(best.unverifiedLow, best.extrapolatedLow);
        best.unverifiedHigh = std::max(best.unverifiedHigh, best.extrapolatedHigh);
    }
}

} // namespace

namespace {

/// The result set whose scale the model takes: the newest set of kPrimarySetCards cards or more
/// (today's software: Lambda's 2020 set grew to 13 cards with its older result files, but a
/// buyer runs today's containers); without one, the largest set, then the newest.
int primarySet(const QHash<int, int> &perSet, const QHash<int, QDate> &newest)
{
    int primary = -1;
    const auto large = [&](int set) { return perSet.value(set) >= kPrimarySetCards; };
    for (auto it = perSet.cbegin(); it != perSet.cend(); ++it) {
        const int set = it.key();
        if (primary < 0)
            primary = set;
        else if (large(set) != large(primary))
            primary = large(set) ? set : primary;
        else if (large(set)
                ? newest[set] > newest[primary]
                : (it.value() > perSet[primary]
                    || (it.value() == perSet[primary] && newest[set] > newest[primary])))
            primary = set;
    }
    return primary;
}

} // namespace

PerformanceModel PerformanceModel::fit(const QList<Card> &cards,
    const QList<BenchmarkResult> &results, const std::atomic<bool> *cancel)
{
    PerformanceModel model;
    const auto stopped = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            if (stopped()) {
                model.m_cancelled = true;
                return model;
            }
            PairData d = samplesOf(cards, results, w, p);
            d.cancel = cancel;
            if (d.samples.size() < 3)
                continue;
            const QList<bool> all(d.samples.size(), true);
            const FitResult f = search(d, all, Method::Model, std::nullopt);
            if (stopped()) {
                model.m_cancelled = true;
                return model;
            }
            if (f.count < 3)
                continue;
            ModelParameters best = model.parameters(w, p);
            best.intensityFlopPerByte = intensityOf(f.shape);
            best.cudaCoreFactor = cudaFactorOf(f.shape);
            best.l2Exponent = gammaOf(f.shape);
            best.overheadMs = overheadSecondsOf(f.shape) * 1000.0;
            best.clockExponent = w == Workload::LlmInference ? clockExponentOf(f.shape) : 0.0;
            best.batchMemoryGb = batchMemoryOf(f.shape);
            best.memoryReserveGb = batchMemoryOf(f.shape) > 0 ? reserveOf(f.shape) : 0.0;
            best.fittedOn = f.count;
            best.rmsLogError = std::sqrt(f.sse / f.count);
            // The scale of the largest result set, then the newest.
            QHash<int, int> perSet;
            QHash<int, QDate> newest;
            for (const Sample &s : d.samples) {
                ++perSet[s.set];
                newest[s.set] = std::max(newest.value(s.set), s.date);
            }
            // A card verifies the model only where its result was set against others of its
            // result set: a set of one has no scale but its own and checks nothing.
            for (const Sample &s : d.samples) {
                if (perSet.value(s.set) < 2)
                    continue;
                if (!best.measuredVendors.contains(s.vendor))
                    best.measuredVendors << s.vendor;
                if (!best.measuredArchitectures.contains(s.architecture))
                    best.measuredArchitectures << s.architecture;
            }
            const int primary = primarySet(perSet, newest);
            best.resultSet = d.sets.value(primary);
            best.scale = std::exp(f.offsets.value(primary));
            best.vendorEfficiency = vendorEfficiencies(
                d, f, samplesOf(cards, results, w, p, Rows::Calibration), primary);
            setRanges(best, d, f);
            setComputeBounds(best, d);
            model.setParameters(w, p, best);
        }
        // Precisions without measured data borrow the fp16 fit of the same workload (same
        // network, so the same unit); their compute rate still comes from their own column.
        const ModelParameters fp16 = model.parameters(w, Precision::Fp16);
        for (Precision p : allPrecisions()) {
            ModelParameters params = model.parameters(w, p);
            if (params.fittedOn == 0 && fp16.fittedOn > 0) {
                const QString network = params.network;
                const QString unit = params.unit;
                params = fp16;
                params.fittedOn = 0;
                params.network = network;
                params.unit = unit;
                model.setParameters(w, p, params);
            }
        }
    }
    // An unverified estimate has no measured card of its vendor behind it: its software may cost
    // what no NVIDIA backtest shows (an RX 7900 XTX generates tokens at 0.81× an RTX 4090 where
    // their specs say 0.91×, docs/ranking.md). Its range is the widest any fitted pair's
    // architecture-left-out backtest gave, whatever the workload.
    double unverifiedLow = 1, unverifiedHigh = 1;
    for (auto it = model.m_parameters.cbegin(); it != model.m_parameters.cend(); ++it)
        if (it->fittedOn > 0) {
            unverifiedLow = std::min(unverifiedLow, it->unverifiedLow);
            unverifiedHigh = std::max(unverifiedHigh, it->unverifiedHigh);
        }
    for (auto it = model.m_parameters.begin(); it != model.m_parameters.end(); ++it)
        if (!(it->unverifiedLow == 1.0 && it->unverifiedHigh == 1.0)) {
            it->unverifiedLow = unverifiedLow;
            it->unverifiedHigh = unverifiedHigh;
        }
    return model;
}

} // namespace gpu
