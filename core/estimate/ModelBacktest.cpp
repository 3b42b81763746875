// SPDX-License-Identifier: GPL-3.0-or-later
// The backtest of the performance model (ModelBacktest.h): every measured card estimated with
// itself, then its architecture, left out of the fit, beside two baselines.

#include "PerformanceModel_p.h"

namespace gpu {

using namespace detail;

namespace {

// Spearman's rank correlation (average ranks for ties).
double spearman(const QList<double> &a, const QList<double> &b)
{
    const auto ranks = [](const QList<double> &x) {
        QList<int> order(x.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int l, int r) { return x[l] < x[r]; });
        QList<double> r(x.size());
        for (int i = 0; i < order.size();) {
            int j = i;
            while (j + 1 < order.size() && x[order[j + 1]] == x[order[i]])
                ++j;
            for (int k = i; k <= j; ++k)
                r[order[k]] = (i + j) / 2.0;
            i = j + 1;
        }
        return r;
    };
    const QList<double> ra = ranks(a), rb = ranks(b);
    const int n = int(a.size());
    if (n < 2)
        return 0;
    const double ma = std::accumulate(ra.begin(), ra.end(), 0.0) / n;
    const double mb = std::accumulate(rb.begin(), rb.end(), 0.0) / n;
    double num = 0, da = 0, db = 0;
    for (int i = 0; i < n; ++i) {
        num += (ra[i] - ma) * (rb[i] - mb);
        da += (ra[i] - ma) * (ra[i] - ma);
        db += (rb[i] - mb) * (rb[i] - mb);
    }
    return da > 0 && db > 0 ? num / std::sqrt(da * db) : 0;
}

} // namespace

Backtest runBacktest(
    const QList<Card> &cards, const QList<BenchmarkResult> &results, int minimumCards)
{
    Backtest bt;
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            const PairData d = samplesOf(cards, results, w, p);
            if (d.samples.size() < 3)
                continue;
            const QList<bool> all(d.samples.size(), true);
            const Shape full = search(d, all, Method::Model, std::nullopt).shape;
            struct Run
            {
                Method method;
                QString name;
                bool byArchitecture;
                QList<double> estimates;
            };
            QList<Run> runs;
            for (const auto &[m, name] : {std::pair {Method::Model, QStringLiteral("model")},
                     std::pair {Method::Bandwidth, QStringLiteral("bandwidth")},
                     std::pair {Method::Fp32, QStringLiteral("fp32")}})
                for (bool byArchitecture : {false, true})
                    runs.append({m, name, byArchitecture, holdOut(d, m, byArchitecture, full)});
            for (int set = 0; set < d.sets.size(); ++set) {
                QList<int> members;
                for (int k = 0; k < d.samples.size(); ++k)
                    if (d.samples[k].set == set)
                        members << k;
                for (int k : members) {
                    const Sample &s = d.samples[k];
                    BacktestCard c;
                    c.workload = w;
                    c.precision = p;
                    c.resultSet = d.sets[set];
                    c.card = s.card->key;
                    c.architecture = s.card->architecture;
                    c.measured = s.value;
                    if (std::isfinite(runs[0].estimates[k]))
                        c.leaveCardOut = runs[0].estimates[k];
                    if (std::isfinite(runs[1].estimates[k]))
                        c.leaveArchitectureOut = runs[1].estimates[k];
                    bt.cards.append(c);
                }
                if (members.size() < minimumCards)
                    continue;
                for (const Run &run : runs) {
                    QList<double> est, meas, errors;
                    for (int k : members) {
                        if (!std::isfinite(run.estimates[k]))
                            continue;
                        est << run.estimates[k];
                        meas << d.samples[k].value;
                        errors << std::fabs(run.estimates[k] / d.samples[k].value - 1);
                    }
                    BacktestSummary sum;
                    sum.workload = w;
                    sum.precision = p;
                    sum.resultSet = d.sets[set];
                    sum.method = run.name;
                    sum.holdOut = run.byArchitecture ? QStringLiteral("architecture")
                                                     : QStringLiteral("card");
                    sum.cards = int(est.size());
                    sum.spearman = spearman(est, meas);
                    sum.medianAbsError = quantile(errors, 0.5);
                    bt.summaries.append(sum);
                }
            }
        }
    }
    return bt;
}

} // namespace gpu
