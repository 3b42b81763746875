// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model against the catalog's measured results (issue 13), as a user would state
// it. Every comparison of two cards fits the model without the measured rows of either card, so
// an estimate never reads the result it is judged by.

#include "BuiltinTestCatalog.h"
#include "ModelBacktest.h"
#include "Ranking.h"
#include "TestCatalog.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpu;

namespace {

const CatalogData &catalog()
{
    return test::builtinCatalog();
}

const Card *findCard(const QString &name)
{
    for (const Card &c : catalog().cards)
        if (c.key.displayName() == name)
            return &c;
    return nullptr;
}

// The model fitted without the measured rows of the given cards.
PerformanceModel fitWithout(const QList<const Card *> &left)
{
    QList<BenchmarkResult> rows;
    for (const BenchmarkResult &r : catalog().benchmarks) {
        bool skip = false;
        for (const Card *c : left)
            skip = skip || r.card == c->key;
        if (!skip)
            rows << r;
    }
    return PerformanceModel::fit(catalog().cards, rows);
}

} // namespace

class TestModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void comparisons_data();
    void comparisons();
    void estimateNearItsMeasuredResult_data();
    void estimateNearItsMeasuredResult();
    void backtestTargets_data();
    void backtestTargets();
    void geforceTensorRateIsTheFp32AccumulateRate();
    void unverifiedEstimateIsNotPickedOverAVerifiedCardInItsRange();
    void unverifiedAmdCardIsMarkedAndNotBestOverall();
    void rankColumnsCarryTheEstimateBasis();
    void appleMachinesAreCalibratedOnTheirMeasuredResults();
    void noFittedScaleRunsTensorCoresAbovePeak();
    void noEstimateBeatsTheBestMeasuredEfficiency();
    void aBalanceNoMeasuredCardHadIsExtrapolated();
    void anAscendWithVendorFiguresIsEstimatedAndUnverified();
    void aLargeModelPaysTheFixedTimeOfEveryLayer_data();
    void aLargeModelPaysTheFixedTimeOfEveryLayer();
    void layersOfTheMeasuredModels();
};

void TestModel::comparisons_data()
{
    QTest::addColumn<QString>("faster");
    QTest::addColumn<QString>("slower");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("atLeast"); // faster / slower must exceed this

    QTest::newRow("an RTX 4060 Ti 16 GB trains a CNN at FP16 faster than an RTX 3060 12 GB")
        << "NVIDIA GeForce RTX 4060 Ti 16 GB"
        << "NVIDIA GeForce RTX 3060 12 GB"
        << "cnn"
        << "fp16" << 1.0;
    QTest::newRow("an RTX 4090 trains a CNN at FP16 at least 30 % faster than an RTX 3090")
        << "NVIDIA GeForce RTX 4090 24 GB"
        << "NVIDIA GeForce RTX 3090 24 GB"
        << "cnn"
        << "fp16" << 1.3;
    QTest::newRow("an RTX 2080 Ti trains a CNN at FP16 faster than a GTX 1080 Ti")
        << "NVIDIA GeForce RTX 2080 Ti 11 GB"
        << "NVIDIA GeForce GTX 1080 Ti 11 GB"
        << "cnn"
        << "fp16" << 1.5;
    QTest::newRow("an H100 PCIe trains a Transformer clearly (25 %) faster than an A100 PCIe")
        << "NVIDIA H100 PCIe 80 GB"
        << "NVIDIA A100 PCIe 80 GB"
        << "transformer"
        << "fp16" << 1.25;
    QTest::newRow("an H20 generates LLM tokens faster than an A100 SXM 80 GB")
        << "NVIDIA H20 SXM 96 GB"
        << "NVIDIA A100 SXM 80 GB"
        << "llm-inference"
        << "fp16" << 1.0;
    QTest::newRow("a TITAN RTX 24 GB trains a Transformer in FP32 faster than an RTX 2080 Ti 11 GB")
        << "NVIDIA TITAN RTX 24 GB"
        << "NVIDIA GeForce RTX 2080 Ti 11 GB"
        << "transformer"
        << "fp32" << 1.3; // the same TU102 chip; 11 GB hold a quarter of the batch
    QTest::newRow("an A100 SXM 80 GB trains a Transformer in BF16 faster than an H20")
        << "NVIDIA A100 SXM 80 GB"
        << "NVIDIA H20 SXM 96 GB"
        << "transformer"
        << "bf16" << 1.0;
    QTest::newRow("an A100 SXM 80 GB trains a Transformer in FP16 faster than an H20")
        << "NVIDIA A100 SXM 80 GB"
        << "NVIDIA H20 SXM 96 GB"
        << "transformer"
        << "fp16" << 1.0;
    QTest::newRow("an H100 PCIe trains a Transformer at least 1.4 times as fast as an A100 PCIe")
        << "NVIDIA H100 PCIe 80 GB"
        << "NVIDIA A100 PCIe 80 GB"
        << "transformer"
        << "fp16" << 1.4;
    QTest::newRow("an RTX 4060 Ti 16 GB trains a CNN at FP32 faster than an RTX 3060 12 GB")
        << "NVIDIA GeForce RTX 4060 Ti 16 GB"
        << "NVIDIA GeForce RTX 3060 12 GB"
        << "cnn"
        << "fp32" << 1.0;
    // Issue 29's orderings that still miss: expected failures (the reasons in comparisons() and
    // docs/ranking.md, "Targets and what the backtest misses").
    QTest::newRow("an A100 SXM 80 GB trains a CNN in FP16 faster than an H20")
        << "NVIDIA A100 SXM 80 GB"
        << "NVIDIA H20 SXM 96 GB"
        << "cnn"
        << "fp16" << 1.0;
    QTest::newRow("an RTX 4080 trains a CNN at FP16 clearly (5 %) faster than an RTX 3080 12 GB")
        << "NVIDIA GeForce RTX 4080 16 GB"
        << "NVIDIA GeForce RTX 3080 12 GB"
        << "cnn"
        << "fp16" << 1.05;
    QTest::newRow("an RTX 4080 trains a CNN at FP32 faster than an RTX 3080 12 GB")
        << "NVIDIA GeForce RTX 4080 16 GB"
        << "NVIDIA GeForce RTX 3080 12 GB"
        << "cnn"
        << "fp32" << 1.0;
}

void TestModel::comparisons()
{
    QFETCH(QString, faster);
    QFETCH(QString, slower);
    QFETCH(QString, workload);
    QFETCH(QString, precision);
    QFETCH(double, atLeast);
    const Card *a = findCard(faster);
    const Card *b = findCard(slower);
    QVERIFY2(a && b, qPrintable(faster + QStringLiteral(" / ") + slower));
    const Workload w = *workloadFromCode(workload);
    const Precision p = *precisionFromCode(precision);
    const PerformanceModel model = fitWithout({a, b});
    const auto ea = model.estimate(*a, w, p);
    const auto eb = model.estimate(*b, w, p);
    QVERIFY(ea && eb);
    // Orderings the model does not reach from Lambda's measured results (issue 29, item 3;
    // docs/ranking.md, "Targets and what the backtest misses"): kept as expected failures, so
    // that a change that makes one hold is noticed.
    static const QHash<QString, const char *> misses = {
        {QStringLiteral("an A100 SXM 80 GB trains a CNN in FP16 faster than an H20"),
            "no measured pair: the H20 is capped at the highest efficiency any measured card "
            "reached on ResNet-50 (31 % of its tensor peak, the RTX 3090's), 1.19 x the A100's "
            "measured result; the FLOP bound from Lambda's H100/H200 pair allows 0.8-1.2 x."},
        {QStringLiteral("an RTX 4080 trains a CNN at FP16 clearly (5 %) faster than an RTX 3080 12 "
                        "GB"),
            "no measured pair: no L2 term for ResNet-50, 717 against 912 GB/s (the model: "
            "1.001)."},
        {QStringLiteral("an RTX 4080 trains a CNN at FP32 faster than an RTX 3080 12 GB"),
            "no measured pair: no L2 term for ResNet-50, 717 against 912 GB/s."},
    };
    if (const auto it = misses.constFind(QString::fromUtf8(QTest::currentDataTag()));
        it != misses.constEnd())
        QEXPECT_FAIL("", *it, Continue);
    QVERIFY2(*ea / *eb > atLeast,
        qPrintable(QStringLiteral("%1 / %2 = %3").arg(*ea).arg(*eb).arg(*ea / *eb)));
}

void TestModel::estimateNearItsMeasuredResult_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("set"); // part of the result set's name
    QTest::addColumn<double>("within"); // |estimate / measured - 1|, card left out of the fit

    QTest::newRow("an RTX 4090's CNN estimate is within 20 % of its measured result")
        << "NVIDIA GeForce RTX 4090 24 GB"
        << "cnn"
        << "fp16"
        << "pytorch:22" << 0.20;
    QTest::newRow("a GTX 1080 Ti's CNN estimate is within 40 % of its measured result")
        << "NVIDIA GeForce GTX 1080 Ti 11 GB"
        << "cnn"
        << "fp16"
        << "pytorch:20" << 0.40;
    QTest::newRow("an A100 SXM 80 GB's Transformer estimate is within 10 % of its measured result")
        << "NVIDIA A100 SXM 80 GB"
        << "transformer"
        << "fp16"
        << "pytorch:22" << 0.10;
    QTest::newRow("an H100 SXM's Transformer estimate is within 10 % of its measured result")
        << "NVIDIA H100 SXM 80 GB"
        << "transformer"
        << "fp16"
        << "pytorch:22" << 0.10;
    QTest::newRow("an RTX 3090's LLM token rate estimate is within 10 % of its measured result")
        << "NVIDIA GeForce RTX 3090 24 GB"
        << "llm-inference"
        << "int4"
        << "Llama-2-7B" << 0.10;
}

void TestModel::estimateNearItsMeasuredResult()
{
    QFETCH(QString, card);
    QFETCH(QString, workload);
    QFETCH(QString, precision);
    QFETCH(QString, set);
    QFETCH(double, within);
    static const Backtest bt = runBacktest(catalog().cards, catalog().benchmarks);
    const BacktestCard *row = nullptr;
    for (const BacktestCard &c : bt.cards)
        if (c.card.displayName() == card && toCode(c.workload) == workload
            && toCode(c.precision) == precision && c.resultSet.contains(set))
            row = &c;
    QVERIFY(row);
    QVERIFY(row->leaveCardOut);
    const double error = std::fabs(*row->leaveCardOut / row->measured - 1);
    // The compute floor's price (docs/ranking.md, "The compute floor"): with no result set's
    // scale above 100 % of the tensor peak, the A100 SXM 80 GB's estimate went from -8.9 % to
    // -10.7 %.
    if (QByteArray(QTest::currentDataTag()).startsWith("an A100 SXM 80 GB"))
        QEXPECT_FAIL("", "the compute floor: -10.7 % (was -8.9 %)", Continue);
    QVERIFY2(error <= within, qPrintable(QString::number(error)));
}

void TestModel::backtestTargets_data()
{
    // Where the targets of issue 13 hold today (docs/ranking.md lists every set, with the misses).
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("set");
    QTest::addColumn<QString>("holdOut");
    QTest::addColumn<double>("minSpearman");
    QTest::addColumn<double>("maxMedianError");

    QTest::newRow("CNN FP16, 2022-2023 set, card left out") << "cnn"
                                                            << "fp16"
                                                            << "pytorch:22"
                                                            << "card" << 0.95 << 0.15;
    QTest::newRow("CNN FP16, 2022-2023 set, architecture left out")
        << "cnn"
        << "fp16"
        << "pytorch:22"
        << "architecture" << 0.95 << 0.15;
    QTest::newRow("CNN FP16, 2020 set, card left out") << "cnn"
                                                       << "fp16"
                                                       << "pytorch:20"
                                                       << "card" << 0.95 << 0.15;
    QTest::newRow("CNN FP32, 2022-2023 set, card left out") << "cnn"
                                                            << "fp32"
                                                            << "pytorch:22"
                                                            << "card" << 0.95 << 0.15;
    QTest::newRow("Transformer FP16, 2022-2023 set, card left out") << "transformer"
                                                                    << "fp16"
                                                                    << "pytorch:22"
                                                                    << "card" << 0.93 << 0.20;
    QTest::newRow("Transformer FP16, 2022-2023 set, architecture left out")
        << "transformer"
        << "fp16"
        << "pytorch:22"
        << "architecture" << 0.93 << 0.20;
    QTest::newRow("Transformer FP32, 2022-2023 set, card left out") << "transformer"
                                                                    << "fp32"
                                                                    << "pytorch:22"
                                                                    << "card" << 0.93 << 0.20;
    QTest::newRow("Transformer FP16, 2020 set, card left out") << "transformer"
                                                               << "fp16"
                                                               << "pytorch:20"
                                                               << "card" << 0.93 << 0.20;
    QTest::newRow("Transformer FP16, 2020 set, architecture left out")
        << "transformer"
        << "fp16"
        << "pytorch:20"
        << "architecture" << 0.93 << 0.20;
    QTest::newRow("Transformer FP32, 2020 set, architecture left out")
        << "transformer"
        << "fp32"
        << "pytorch:20"
        << "architecture" << 0.93 << 0.20;
    QTest::newRow("Transformer FP32, 2020 set, card left out") << "transformer"
                                                               << "fp32"
                                                               << "pytorch:20"
                                                               << "card" << 0.93 << 0.20;
    QTest::newRow("LLM tokens FP16, Llama-2-7B set, card left out") << "llm-inference"
                                                                    << "fp16"
                                                                    << "Llama-2-7B"
                                                                    << "card" << 0.95 << 0.15;
    QTest::newRow("LLM tokens FP16, Llama-2-7B set, architecture left out")
        << "llm-inference"
        << "fp16"
        << "Llama-2-7B"
        << "architecture" << 0.95 << 0.15;
    QTest::newRow("RNN FP16, 2020 set, card left out") << "rnn"
                                                       << "fp16"
                                                       << "pytorch:20"
                                                       << "card" << 0.90 << 0.20;
    QTest::newRow("RNN FP32, 2020 set, card left out") << "rnn"
                                                       << "fp32"
                                                       << "pytorch:20"
                                                       << "card" << 0.90 << 0.20;
    QTest::newRow("RNN FP16, 2022-2023 set, card left out") << "rnn"
                                                            << "fp16"
                                                            << "pytorch:22"
                                                            << "card" << 0.90 << 0.20;
    QTest::newRow("RNN FP32, 2022-2023 set, card left out") << "rnn"
                                                            << "fp32"
                                                            << "pytorch:22"
                                                            << "card" << 0.90 << 0.20;
}

void TestModel::backtestTargets()
{
    QFETCH(QString, workload);
    QFETCH(QString, precision);
    QFETCH(QString, set);
    QFETCH(QString, holdOut);
    QFETCH(double, minSpearman);
    QFETCH(double, maxMedianError);
    static const Backtest bt = runBacktest(catalog().cards, catalog().benchmarks);
    const auto find = [&](const QString &method) -> const BacktestSummary * {
        for (const BacktestSummary &s : bt.summaries)
            if (toCode(s.workload) == workload && toCode(s.precision) == precision
                && s.resultSet.contains(set) && s.holdOut == holdOut && s.method == method)
                return &s;
        return nullptr;
    };
    const BacktestSummary *model = find(QStringLiteral("model"));
    const BacktestSummary *bandwidth = find(QStringLiteral("bandwidth"));
    QVERIFY(model && bandwidth);
    QVERIFY(model->cards >= 8);
    QVERIFY2(model->spearman >= minSpearman, qPrintable(QString::number(model->spearman)));
    QVERIFY2(model->spearman >= bandwidth->spearman,
        qPrintable(QStringLiteral("%1 < %2").arg(model->spearman).arg(bandwidth->spearman)));
    QVERIFY2(model->medianAbsError <= maxMedianError,
        qPrintable(QString::number(model->medianAbsError)));
}

void TestModel::geforceTensorRateIsTheFp32AccumulateRate()
{
    // GeForce Ampere, Ada and Blackwell run FP16 with FP32 accumulate at half the FP16-accumulate
    // rate (RTX 4090: 165.2 of 330.3 TFLOPS dense, Ada whitepaper); mixed precision uses it.
    const Card *rtx4090 = findCard(QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"));
    QVERIFY(rtx4090);
    QCOMPARE(*PerformanceModel::computeTflops(*rtx4090, Precision::Fp16), 165.2);
    QCOMPARE(*PerformanceModel::computeTflops(*rtx4090, Precision::Fp32), 82.6); // TF32
    // A workstation Turing card without a tensor figure in the catalog gets its architecture's
    // rate (8 x FP32, Quadro RTX 8000 datasheet: 130.5 TFLOPS), not the CUDA-core rate.
    const Card *rtx8000 = findCard(QStringLiteral("NVIDIA Quadro RTX 8000 48 GB"));
    QVERIFY(rtx8000);
    QVERIFY(*PerformanceModel::computeTflops(*rtx8000, Precision::Fp16) > 120);
    // The H20 has no published tensor-core count, but it is a Hopper GPU.
    const Card *h20 = findCard(QStringLiteral("NVIDIA H20 SXM 96 GB"));
    QVERIFY(h20);
    QCOMPARE(*PerformanceModel::computeTflops(*h20, Precision::Fp16), 148.0);
    // BF16 follows the architecture: RDNA 3 has it (WMMA) at its FP16 rate, though the catalog
    // publishes no BF16 figure for the RX 7900 XTX; Turing has none.
    const Card *xtx = findCard(QStringLiteral("AMD Radeon RX 7900 XTX 24 GB"));
    QVERIFY(xtx);
    QVERIFY(!xtx->tensorBf16Tflops);
    QCOMPARE(*PerformanceModel::computeTflops(*xtx, Precision::Bf16), 122.8);
    QVERIFY(!PerformanceModel::computeTflops(*rtx8000, Precision::Bf16));
}

void TestModel::unverifiedEstimateIsNotPickedOverAVerifiedCardInItsRange()
{
    // Two synthetic desktop cards at the same price: "Acme X" (a vendor with no measured card)
    // is estimated 5 % faster than a measured NVIDIA card of a calibrated architecture.
    CatalogData data;
    data.cards = catalog().cards;
    data.benchmarks = catalog().benchmarks;
    const Card *base = findCard(QStringLiteral("NVIDIA GeForce RTX 3090 24 GB"));
    QVERIFY(base);
    Card acme = *base;
    acme.key.vendor = QStringLiteral("Acme");
    acme.key.model = QStringLiteral("X");
    acme.architecture = QStringLiteral("Acme 1");
    acme.computeCapability.reset();
    acme.tensorCores = 0;
    acme.tensorFp16Tflops.reset();
    data.cards << acme;
    const PerformanceModel model = PerformanceModel::fit(data.cards, data.benchmarks);
    RankingRequest request;
    request.workload = Workload::Cnn;
    request.precision = Precision::Fp16;
    // Give Acme X the fp16 rate that puts it just ahead of the RTX 3090's measured result.
    for (double fp16 = 10; fp16 < 400; fp16 *= 1.05) {
        data.cards.last().fp16Tflops = fp16;
        const auto e = model.estimate(data.cards.last(), request.workload, request.precision);
        const auto ref = model.estimate(*base, request.workload, request.precision);
        if (e && ref && *e > 1.03 * 905) // the RTX 3090's measured ResNet-50 result
            break;
    }
    data.prices.clear();
    for (const Card *c : QList<const Card *> {base, &data.cards.last()})
        data.prices << test::price(*c, 8000, Currency::CNY, QDate(2026, 6, 1));
    request.asOf = QDate(2026, 12, 1);
    const RankingResult r = Ranking::rank(data, request, model);
    const CardVerdict *x = r.verdictFor(data.cards.last().key);
    const CardVerdict *rtx = r.verdictFor(base->key);
    QVERIFY(x && rtx);
    QCOMPARE(x->estimateBasis, EstimateBasis::Unverified);
    QCOMPARE(rtx->estimateBasis, EstimateBasis::Measured);
    QVERIFY(x->estimateLow && x->estimateHigh);
    QVERIFY(*x->estimateLow < *x->relative && *x->relative < *x->estimateHigh);
    QVERIFY2(x->score > rtx->score, "Acme X is ranked ahead by its estimate");
    QVERIFY(*rtx->relative >= *x->estimateLow);
    QVERIFY(r.recommendation.bestOverall);
    QCOMPARE(r.verdicts[*r.recommendation.bestOverall].key, base->key);
    QVERIFY2(r.recommendation.bestOverallNote.contains(QLatin1String("unverified")),
        qPrintable(r.recommendation.bestOverallNote));
}

void TestModel::unverifiedAmdCardIsMarkedAndNotBestOverall()
{
    // An AMD card with no measured result is marked unverified and is not best overall when a
    // verified NVIDIA card is within its range; the pick's note says why.
    const CatalogData &data = catalog();
    const PerformanceModel model = PerformanceModel::fit(data.cards, data.benchmarks);
    RankingRequest request;
    request.workload = Workload::Cnn;
    request.precision = Precision::Fp16;
    request.budget = 8000;
    request.currency = Currency::CNY;
    request.asOf = QDate(2026, 12, 1);
    const RankingResult r = Ranking::rank(data, request, model);
    const CardVerdict *amd = nullptr;
    for (const CardVerdict &v : r.verdicts)
        if (v.key.model == QLatin1String("Radeon RX 7900 XTX"))
            amd = &v;
    QVERIFY(amd);
    QCOMPARE(amd->estimateBasis, EstimateBasis::Unverified);
    QVERIFY(amd->estimateLow && amd->estimateHigh);
    QVERIFY(r.recommendation.bestOverall);
    const CardVerdict &best = r.verdicts[*r.recommendation.bestOverall];
    QCOMPARE(best.key.vendor, QStringLiteral("NVIDIA"));
    QVERIFY(best.estimateBasis != EstimateBasis::Unverified);
    QVERIFY(*best.relative >= *amd->estimateLow);
    if (amd->rank > 0 && amd->rank < best.rank)
        QVERIFY2(r.recommendation.bestOverallNote.contains(QLatin1String("unverified")),
            qPrintable(r.recommendation.bestOverallNote));
}

void TestModel::rankColumnsCarryTheEstimateBasis()
{
    QTemporaryDir dir;
    QProcess p;
    p.start(QStringLiteral(GPU_ADVISOR_BINARY),
        {QStringLiteral("rank"), QStringLiteral("--db"), dir.filePath(QStringLiteral("c.sqlite")),
            QStringLiteral("--workload"), QStringLiteral("cnn"), QStringLiteral("--format"),
            QStringLiteral("csv"), QStringLiteral("--top"), QStringLiteral("400")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'));
    QVERIFY(lines.first().contains(QLatin1String(",estimate_basis,estimate_low,estimate_high,")));
    bool measured = false, unverified = false, calibrated = false;
    for (const QString &l : lines) {
        measured = measured || l.contains(QLatin1String(",measured,"));
        unverified = unverified || l.contains(QLatin1String(",unverified,"));
        calibrated = calibrated || l.contains(QLatin1String(",calibrated,"));
    }
    QVERIFY(measured && unverified && calibrated);
}

// Issue 29: Apple's Metal runs llama.cpp below what the CUDA-fitted model says of its 800 GB/s
// (XiongjieDai measured 12.48 tokens/s for LLaMA 3 70B Q4_K_M on an M2 Ultra, where the specs
// alone said 19). Its rows set Apple's efficiency, never the shape (NVIDIA's backtest unchanged).
void TestModel::appleMachinesAreCalibratedOnTheirMeasuredResults()
{
    const ModelParameters int4
        = test::builtinModel().parameters(Workload::LlmInference, Precision::Int4);
    QVERIFY(int4.vendorEfficiency.contains(QStringLiteral("Apple")));
    const VendorEfficiency apple = int4.vendorEfficiency.value(QStringLiteral("Apple"));
    QVERIFY(apple.rows >= 5 && apple.factor < 1);
    const Card *ultra = findCard(QStringLiteral("Apple Mac Studio M2 Ultra 192 GB"));
    QVERIFY(ultra);
    QCOMPARE(PerformanceModel::basisOf(int4, *ultra), EstimateBasis::Calibrated);
    // Llama 3.1 70B at Q4_K_M: 39.75 GB read per token (the planner's weights at INT4's 4.5 bits),
    // 80 layers.
    const auto tokens = PerformanceModel::decodeTokensPerSecond(int4, *ultra, 70.55 * 0.5625, 80);
    QVERIFY(tokens);
    QVERIFY2(std::abs(*tokens / 12.48 - 1) < 0.25, qPrintable(QString::number(*tokens)));
    // NVIDIA's estimates do not move: the factor is Apple's alone.
    QCOMPARE(int4.efficiencyOf(QStringLiteral("NVIDIA")), 1.0);
}

void TestModel::noFittedScaleRunsTensorCoresAbovePeak()
{
    // ResNet-50 takes 24.5 GFLOP per training image and BERT-Large 0.72 TFLOP per sequence: a
    // scale above 1 / that would have the tensor cores run above 100 % of their peak.
    const PerformanceModel &model = test::builtinModel();
    for (Workload w : {Workload::Cnn, Workload::Transformer}) {
        for (Precision p : {Precision::Fp32, Precision::Fp16, Precision::Bf16}) {
            const ModelParameters m = model.parameters(w, p);
            QVERIFY(m.tflopPerUnit > 0);
            QVERIFY2(m.scale * m.tflopPerUnit <= 1.0 + 1e-9,
                qPrintable(QStringLiteral("%1 %2: %3 %")
                               .arg(toCode(w), toCode(p))
                               .arg(m.scale * m.tflopPerUnit * 100)));
        }
    }
    QVERIFY(!PerformanceModel::tflopPerUnit(Workload::Rnn)); // no source gives GNMT's
}

void TestModel::noEstimateBeatsTheBestMeasuredEfficiency()
{
    // No card trains faster per TFLOPS than the best measured card of its kind did: the H20's
    // estimate had BERT-Large at 87-89 % of its tensor peak, where no measured card passed 54 %.
    const PerformanceModel &model = test::builtinModel();
    int capped = 0;
    for (Workload w : {Workload::Cnn, Workload::Transformer}) {
        const ModelParameters m = model.parameters(w, Precision::Fp16);
        const double tensorPeak = m.peakPerTflops[size_t(ComputeKind::TensorCores)];
        QVERIFY(tensorPeak > 0);
        QVERIFY2(tensorPeak * m.tflopPerUnit < 0.6, qPrintable(QString::number(tensorPeak)));
        for (const Card &card : catalog().cards) {
            bool wasCapped = false;
            const auto e = PerformanceModel::estimate(m, card, w, Precision::Fp16, 7, &wasCapped);
            const auto c = PerformanceModel::computeTflops(card, Precision::Fp16);
            if (!e || !c)
                continue;
            const double peak
                = m.peakPerTflops[size_t(PerformanceModel::computeKindOf(card, Precision::Fp16))];
            QVERIFY2(*e <= peak * *c * m.efficiencyOf(card.key.vendor) * (1 + 1e-9),
                qPrintable(card.key.displayName()));
            capped += wasCapped;
        }
    }
    QVERIFY(capped > 0); // the H20 at least
    const Card *h20 = findCard(QStringLiteral("NVIDIA H20 SXM 96 GB"));
    QVERIFY(h20);
    bool h20Capped = false;
    QVERIFY(PerformanceModel::estimate(model.parameters(Workload::Transformer, Precision::Fp16),
        *h20, Workload::Transformer, Precision::Fp16, 7, &h20Capped));
    QVERIFY(h20Capped);
}

void TestModel::aBalanceNoMeasuredCardHadIsExtrapolated()
{
    // The H20 has 148 tensor TFLOPS on 4 TB/s, 37 FLOP per byte; every measured tensor-core
    // card has 76 or more. It is a Hopper GPU like the measured H100, but its estimate is an
    // extrapolation, and said to be one.
    const ModelParameters m
        = test::builtinModel().parameters(Workload::Transformer, Precision::Fp16);
    const Card *h20 = findCard(QStringLiteral("NVIDIA H20 SXM 96 GB"));
    const Card *a100 = findCard(QStringLiteral("NVIDIA A100 PCIe 40 GB"));
    QVERIFY(h20 && a100);
    QVERIFY(m.ratioLow > 37 && m.ratioHigh > m.ratioLow);
    QCOMPARE(PerformanceModel::basisOf(m, *h20), EstimateBasis::Extrapolated);
    QCOMPARE(PerformanceModel::basisOf(m, *a100), EstimateBasis::Calibrated);
}

void TestModel::anAscendWithVendorFiguresIsEstimatedAndUnverified()
{
    // The Ascend 910B publishes a cube (tensor) FP16 rate and a bandwidth but no FP32 rate: it is
    // judged on its matrix units, as an upper bound nobody has measured, never left unranked.
    const Card *ascend = findCard(QStringLiteral("Huawei Ascend 910B OAM 64 GB"));
    QVERIFY(ascend);
    QVERIFY(PerformanceModel::runsOnTensorCores(*ascend, Precision::Fp16));
    for (Workload w : {Workload::Cnn, Workload::Transformer}) {
        const ModelParameters m = test::builtinModel().parameters(w, Precision::Fp16);
        QVERIFY2(PerformanceModel::estimate(m, *ascend, w, Precision::Fp16), qPrintable(toCode(w)));
        QCOMPARE(PerformanceModel::basisOf(m, *ascend), EstimateBasis::Unverified);
    }
}

QTEST_GUILESS_MAIN(TestModel)
// Issue 41, item 4: llama.cpp launches the same kernels for every layer at every token, so a
// 70B model's 80 layers pay 2.5 × the fixed time of a 7B model's 32. With one fixed time per
// token, fitted on 7–8B results, one GPU's Llama 70B rates came out 23–64 % above XiongjieDai's
// llama.cpp measurements (the measured rows of another result set than the estimate's scale);
// with the time per layer, 5–25 %.
void TestModel::aLargeModelPaysTheFixedTimeOfEveryLayer_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<double>("measured"); // Llama 2 70B, Q4_0, tokens/s (XiongjieDai, 2023-12)
    QTest::newRow("one A100 PCIe 80 GB generates Llama 2 70B at 4 bits near llama.cpp's 25.7/s")
        << QStringLiteral("NVIDIA A100 PCIe 80 GB") << 25.68;
    QTest::newRow("one H100 PCIe generates it near 25.9/s, no faster than bandwidth says")
        << QStringLiteral("NVIDIA H100 PCIe 80 GB") << 25.88;
    QTest::newRow("one RTX 6000 Ada generates it near 17.0/s")
        << QStringLiteral("NVIDIA RTX 6000 Ada 48 GB") << 17.02;
    QTest::newRow("one RTX A6000 generates it near 15.2/s")
        << QStringLiteral("NVIDIA RTX A6000 48 GB") << 15.18;
}

void TestModel::aLargeModelPaysTheFixedTimeOfEveryLayer()
{
    QFETCH(QString, card);
    QFETCH(double, measured);
    const ModelParameters int4
        = test::builtinModel().parameters(Workload::LlmInference, Precision::Int4);
    const Card *c = findCard(card);
    QVERIFY(c);
    const double weightsGb = 69.0 * PerformanceModel::bytesPerParameter(Precision::Int4);
    const auto perLayer = PerformanceModel::decodeTokensPerSecond(
        int4, *c, weightsGb, *llmLayersOf(QStringLiteral("Llama-2-70B")));
    const auto asIf32 = PerformanceModel::decodeTokensPerSecond(int4, *c, weightsGb, 32);
    QVERIFY(perLayer && asIf32);
    QVERIFY(*perLayer < *asIf32);
    QVERIFY2(std::abs(*perLayer / measured - 1) < 0.3,
        qPrintable(QStringLiteral("%1 tokens/s against %2 measured").arg(*perLayer).arg(measured)));
}

void TestModel::layersOfTheMeasuredModels()
{
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-2-7B")), std::optional<int>(32));
    QCOMPARE(llmLayersOf(QStringLiteral("LLaMA-7B")), std::optional<int>(32));
    QCOMPARE(llmLayersOf(QStringLiteral("CodeLlama-7B")), std::optional<int>(32));
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-3.1-8B")), std::optional<int>(32));
    QCOMPARE(llmLayersOf(QStringLiteral("LLaMA-13B")), std::optional<int>(40));
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-2-70B")), std::optional<int>(80));
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-3.1-70B-Instruct")), std::optional<int>(80));
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-3.1-405B")), std::optional<int>(126));
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-3.2-3B")), std::optional<int>(28));
    QCOMPARE(llmLayersOf(QStringLiteral("Llama-3.2-1B")), std::optional<int>(16));
    QCOMPARE(llmLayersOf(QStringLiteral("Mistral-7B-Instruct-v0.3")), std::optional<int>(32));
    QCOMPARE(llmLayersOf(QStringLiteral("Mistral-Nemo-12B-Instruct-2407")), std::optional<int>(40));
    QCOMPARE(llmLayersOf(QStringLiteral("Qwen2.5-14B")), std::optional<int>(48));
    QCOMPARE(llmLayersOf(QStringLiteral("gpt-oss-20b")), std::optional<int>(24));
    QCOMPARE(llmLayersOf(QStringLiteral("gpt-oss-120b")), std::optional<int>(36));
    QVERIFY(!llmLayersOf(QStringLiteral("Phi-2")));
    // Unknown: the dense models' trend through the 7–8B Llamas' 32.
    QCOMPARE(llmLayersForParameters(7), 32.0);
    QVERIFY(llmLayersForParameters(70) > 50 && llmLayersForParameters(70) < 90);
    QCOMPARE(llmLayersOr(80, 7), 80.0);
}

#include "tst_model.moc"
