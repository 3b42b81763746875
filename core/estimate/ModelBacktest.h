// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The backtest of the performance model (docs/ranking.md, "Backtest"): every measured card is
// estimated by a model fitted without it (leave-one-card-out) and without its whole architecture
// (leave-one-architecture-out), and ranked against the measured results of its own result set,
// beside two baselines judged the same way (memory bandwidth alone, FP32 TFLOPS alone).

#include "PerformanceModel.h"

namespace gpu {

/// One estimator judged on one result set of one (workload, precision) pair.
struct BacktestSummary
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    QString resultSet;
    QString method; ///< "model", "bandwidth", "fp32"
    QString holdOut; ///< "card" or "architecture"
    int cards = 0; ///< cards with an estimate and a measured result
    double spearman = 0; ///< rank correlation of estimates with measured results
    double medianAbsError = 0; ///< median |estimate / measured − 1|
};

/// One measured card and the model's out-of-sample estimates of it.
struct BacktestCard
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    QString resultSet;
    CardKey card;
    QString architecture;
    double measured = 0;
    std::optional<double> leaveCardOut; ///< estimate with the card left out of the fit
    std::optional<double> leaveArchitectureOut; ///< with its architecture left out
};

struct Backtest
{
    QList<BacktestSummary> summaries;
    QList<BacktestCard> cards;
};

/// Runs the backtest on the single-GPU measured results of `results` (sets with at least
/// `minimumCards` cards are summarised; every card is listed).
Backtest runBacktest(
    const QList<Card> &cards, const QList<BenchmarkResult> &results, int minimumCards = 8);

} // namespace gpu
