// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking rules, as a user would state them. The picks, their notes and what a buyer weighs
// beside the ranking (think twice, buy or rent, upgrades) are in tst_ranking_picks.cpp.

#include "BuiltinCatalog.h"
#include "BuiltinTestCatalog.h"
#include "CatalogImporter.h"
#include "Ranking.h"
#include "RankingTestSupport.h"
#include "TestCatalog.h"
#include "Upgrade.h"

#include <QTest>

#include <cmath>

using namespace gpu;
using namespace gpu::test;

Q_DECLARE_METATYPE(gpu::Card)

class TestRanking : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void priorityRules_data();
    void priorityRules();
    void unsupportedCudaIsFlaggedAndNeverRecommended();
    void consumerPascalFp16IsCrippledNotDoubled();
    void bf16NeedsAmpere();
    void priceBasisOrder_data();
    void priceBasisOrder();
    void budgetAndMemoryConstraints();
    void measuredResultIsShownAndRankedBy();
    void llmModelMustFitPerGpu();
    void dualGpuBoardIsJudgedPerGpu();
    void dualGpuBoardIsValuedPerBoard_data();
    void dualGpuBoardIsValuedPerBoard();
    void nothingIsInfiniteOrNaN();
    void reasonsNameTheDecidingFigures();
    void fitRecoversKnownParameters();
    void prebuiltIndexGivesTheSameRanking();
    void flagSetIteratesInEnumOrder();
};

void TestRanking::priorityRules_data()
{
    QTest::addColumn<QString>("workload");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<Card>("first");
    QTest::addColumn<Card>("second");

    // "Tensor" has tensor cores but less FP32 than "Shader"; "Wide" has half the compute of
    // "Narrow" but 1.5 times its memory bandwidth.
    const Card tensor = synthetic(QStringLiteral("Tensor"), 100, 20, 600);
    const Card shader = synthetic(QStringLiteral("Shader"), 0, 40, 600);
    const Card narrow = synthetic(QStringLiteral("Narrow"), 120, 30, 300);
    const Card wide = synthetic(QStringLiteral("Wide"), 60, 15, 450);
    QTest::newRow("for CNN training in fp16, tensor cores beat more FP32 FLOPs")
        << QStringLiteral("cnn") << QStringLiteral("fp16") << tensor << shader;
    QTest::newRow("for Transformer training in fp16, tensor cores beat more FP32 FLOPs")
        << QStringLiteral("transformer") << QStringLiteral("fp16") << tensor << shader;
    QTest::newRow("for CNN training, twice the tensor rate beats 1.5 times the bandwidth")
        << QStringLiteral("cnn") << QStringLiteral("fp16") << narrow << wide;
    QTest::newRow("for RNN training, memory bandwidth beats compute")
        << QStringLiteral("rnn") << QStringLiteral("fp16") << wide << narrow;
    QTest::newRow("for LLM token generation, memory bandwidth decides")
        << QStringLiteral("llm-inference") << QStringLiteral("fp16") << wide << narrow;
    QTest::newRow("in fp32 the tensor FP16 rate does not count")
        << QStringLiteral("cnn") << QStringLiteral("fp32") << shader << tensor;
}

void TestRanking::priorityRules()
{
    QFETCH(QString, workload);
    QFETCH(QString, precision);
    QFETCH(Card, first);
    QFETCH(Card, second);
    RankingRequest request;
    request.workload = *workloadFromCode(workload);
    request.precision = *precisionFromCode(precision);
    const RankingResult r = Ranking::rank(withPrices({first, second}), request, fixedModel());
    QVERIFY(rankOf(r, first.key.model) > 0);
    QVERIFY2(rankOf(r, first.key.model) < rankOf(r, second.key.model),
        qPrintable(QStringLiteral("%1 ranked %2, %3 ranked %4")
                       .arg(first.key.model)
                       .arg(rankOf(r, first.key.model))
                       .arg(second.key.model)
                       .arg(rankOf(r, second.key.model))));
    QVERIFY(!r.rule.isEmpty());
}

void TestRanking::unsupportedCudaIsFlaggedAndNeverRecommended()
{
    Card k80 = test::k80();
    k80.fp32Tflops = 8.7;
    k80.memoryBandwidthGBps = 480;
    CatalogData d = withPrices({k80});
    d.prices[0].amount = 300; // the used-market trap: very cheap for its memory
    d.prices[0].condition = Condition::Used;
    RankingRequest request;
    request.condition = ConditionFilter::Any;
    request.precision = Precision::Fp32;
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *v = verdict(r, QStringLiteral("Tesla K80"));
    QVERIFY(v);
    QVERIFY(v->hasFlag(Flag::CudaUnsupported));
    QVERIFY(!v->recommendable);
    QCOMPARE(v->rank, 0);
    QVERIFY(r.recommendation.bestValue);
    QVERIFY(r.verdicts[*r.recommendation.bestValue].key.model != QStringLiteral("Tesla K80"));
    bool inThinkTwice = false;
    for (int i : r.recommendation.thinkTwice)
        inThinkTwice |= r.verdicts[i].key.model == QStringLiteral("Tesla K80");
    QVERIFY2(inThinkTwice, "a cheap but unsupported card belongs on the think-twice list");
}

void TestRanking::consumerPascalFp16IsCrippledNotDoubled()
{
    Card gtx = test::gtx1080();
    gtx.fp32Tflops = 8.9;
    gtx.fp16Tflops = 0.139; // 1:64
    const auto rate = PerformanceModel::computeTflops(gtx, Precision::Fp16);
    QVERIFY(rate);
    QCOMPARE(*rate, 8.9); // FP16 storage, FP32 math: neither 2 x FP32 nor 1/64
    RankingRequest request;
    const RankingResult r = Ranking::rank(withPrices({gtx}), request, fixedModel());
    const CardVerdict *v = verdict(r, gtx.key.model);
    QVERIFY(v->hasFlag(Flag::Fp16Crippled));
    QVERIFY(v->hasFlag(Flag::NoTensorCores));
}

void TestRanking::bf16NeedsAmpere()
{
    Card turing = synthetic(QStringLiteral("Turing"), 57, 14, 616);
    turing.architecture = QStringLiteral("Turing");
    Card ampere = synthetic(QStringLiteral("Ampere"), 71, 35, 936);
    ampere.tensorBf16Tflops = 71;
    QVERIFY(!PerformanceModel::computeTflops(turing, Precision::Bf16));
    QCOMPARE(*PerformanceModel::computeTflops(ampere, Precision::Bf16), 71.0);
    RankingRequest request;
    request.precision = Precision::Bf16;
    const RankingResult r = Ranking::rank(withPrices({turing, ampere}), request, fixedModel());
    QVERIFY(verdict(r, QStringLiteral("Turing"))->hasFlag(Flag::PrecisionUnsupported));
    QCOMPARE(rankOf(r, QStringLiteral("Turing")), 0);
    QVERIFY(rankOf(r, QStringLiteral("Ampere")) > 0);
}

void TestRanking::priceBasisOrder_data()
{
    QTest::addColumn<bool>("userPrice");
    QTest::addColumn<bool>("streetPrice");
    QTest::addColumn<bool>("launchPrice");
    QTest::addColumn<double>("expected");
    QTest::addColumn<QString>("basis");
    QTest::newRow("the user's own price wins")
        << true << true << true << 1800.0 << QStringLiteral("user");
    QTest::newRow("then the catalog's street price")
        << false << true << true << 2299.0 << QStringLiteral("street");
    QTest::newRow("then the launch price converted at the user's rate")
        << false << false << true << 329.0 * 7.0 << QStringLiteral("launch_estimate");
    QTest::newRow("and otherwise no price at all") << false << false << false << 0.0 << QString();
}

void TestRanking::priceBasisOrder()
{
    QFETCH(bool, userPrice);
    QFETCH(bool, streetPrice);
    QFETCH(bool, launchPrice);
    QFETCH(double, expected);
    QFETCH(QString, basis);
    Card card = test::rtx3060();
    if (!launchPrice)
        card.launchPriceUsd.reset();
    QList<Price> prices;
    if (streetPrice)
        prices << test::price(card, 2299, Currency::CNY, QDate(2024, 5, 1));
    if (userPrice)
        prices << test::price(
            card, 1800, Currency::CNY, QDate(2023, 1, 1), Condition::New, Origin::User);
    QList<const Price *> pointers;
    for (const Price &p : prices)
        pointers << &p;
    const auto p = priceFor(
        card, pointers, Currency::CNY, ConditionFilter::New, ExchangeRate {7.0, false, {}});
    QCOMPARE(p.has_value(), !basis.isEmpty());
    if (p) {
        QCOMPARE(p->amount, expected);
        QCOMPARE(toCode(p->basis), basis);
    }
}

void TestRanking::budgetAndMemoryConstraints()
{
    CatalogData d = withPrices({synthetic(QStringLiteral("Big"), 100, 30, 900, 24),
        synthetic(QStringLiteral("Small"), 100, 30, 900, 8)});
    d.prices[0].amount = 12999; // "Big"
    RankingRequest request;
    request.budget = 10000;
    RankingResult r = Ranking::rank(d, request, fixedModel());
    // A card over budget keeps its figures (the window shows them) but is not ranked.
    const CardVerdict *big = verdict(r, QStringLiteral("Big"));
    QVERIFY(big);
    QVERIFY(!big->withinBudget);
    QCOMPARE(big->rank, 0);
    QVERIFY(big->relative);
    QVERIFY(big->flags.contains(Flag::OverBudget));
    QVERIFY(verdict(r, QStringLiteral("Small"))->withinBudget);
    QVERIFY(verdict(r, QStringLiteral("Small"))->rank > 0);
    QVERIFY(verdict(r, QStringLiteral("Small")));
    QVERIFY(
        verdict(r, QStringLiteral("Small"))->hasFlag(Flag::LowMemory)); // 8 GB < 12 GB CNN floor
    request.budget.reset();
    request.minMemoryGb = 12;
    r = Ranking::rank(d, request, fixedModel());
    QVERIFY(!verdict(r, QStringLiteral("Small")));
    QVERIFY(verdict(r, QStringLiteral("Big")));
}

void TestRanking::measuredResultIsShownAndRankedBy()
{
    // "Slow on paper" has the weaker specs but a measured result 7.5 times the reference's.
    const Card paper = synthetic(QStringLiteral("Fast on paper"), 200, 40, 1000);
    const Card measured = synthetic(QStringLiteral("Slow on paper"), 50, 20, 500);
    CatalogData d = withPrices({paper, measured});
    d.benchmarks << test::benchmark(measured, QStringLiteral("ResNet-50"), 3000)
                 << test::benchmark(d.cards.last(), QStringLiteral("ResNet-50"), 400);
    RankingRequest request;
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *v = verdict(r, measured.key.model);
    QVERIFY(v->measured);
    QCOMPARE(v->measured->value, 3000.0);
    QVERIFY(v->estimatedRelative); // the estimate is still there, next to the measurement
    QCOMPARE(*v->measuredRelative, 7.5); // 3000 / the reference's measured 400
    QCOMPARE(*v->relative, 7.5);
    QVERIFY(*v->estimatedRelative < 7.5);
    QVERIFY(rankOf(r, measured.key.model) < rankOf(r, paper.key.model));
    // The estimate never reads measured rows.
    QCOMPARE(
        fixedModel().estimate(d.cards[1], Workload::Cnn, Precision::Fp16), v->estimatedThroughput);
}

void TestRanking::llmModelMustFitPerGpu()
{
    const Card small = synthetic(QStringLiteral("Small"), 100, 30, 1000, 8);
    const Card large = synthetic(QStringLiteral("Large"), 100, 30, 500, 24);
    PerformanceModel m = fixedModel();
    // 7B at fp16 = 14 GB of weights: does not fit in 8 GB, fits in 24 GB.
    QVERIFY(!m.estimate(small, Workload::LlmInference, Precision::Fp16, 7));
    QVERIFY(m.estimate(large, Workload::LlmInference, Precision::Fp16, 7));
    // At int4 (3.5 GB) it fits in both, and bandwidth decides.
    QVERIFY(*m.estimate(small, Workload::LlmInference, Precision::Int4, 7)
        > *m.estimate(large, Workload::LlmInference, Precision::Int4, 7));
    RankingRequest request;
    request.workload = Workload::LlmInference;
    request.precision = Precision::Fp16;
    const RankingResult r = Ranking::rank(withPrices({small, large}), request, m);
    QVERIFY(verdict(r, QStringLiteral("Small"))->hasFlag(Flag::LowMemory));
    QVERIFY(!verdict(r, QStringLiteral("Small"))->recommendable);
    QVERIFY(rankOf(r, QStringLiteral("Large")) > 0);
}

void TestRanking::dualGpuBoardIsJudgedPerGpu()
{
    Card k80 = test::k80();
    k80.fp32Tflops = 8.7;
    k80.memoryBandwidthGBps = 480;
    QCOMPARE(k80.memoryPerGpuGb(), 12.0);
    QCOMPARE(*PerformanceModel::computeTflops(k80, Precision::Fp32), 4.35);
    PerformanceModel m = fixedModel();
    // 7B fp16 (14 GB + 20 %) fits the 24 GB board but not the 12 GB a single GPU sees.
    QVERIFY(!m.estimate(k80, Workload::LlmInference, Precision::Fp16, 7));
}

void TestRanking::dualGpuBoardIsValuedPerBoard_data()
{
    QTest::addColumn<QString>("figure");
    QTest::newRow("a dual-GPU K80's performance per price counts both GPUs against the board's "
                  "price")
        << QStringLiteral("price");
    QTest::newRow("with the host system too: both GPUs against the board's price and the host's")
        << QStringLiteral("system");
    QTest::newRow("a dual-GPU K80's performance per watt counts both GPUs against the board's "
                  "power")
        << QStringLiteral("watt");
    QTest::newRow("a dual-GPU K80 earns its price back in cloud hours of both GPUs' work")
        << QStringLiteral("break-even");
    QTest::newRow("a dual-GPU K80's reasons say its value is the whole board's")
        << QStringLiteral("reasons");
    QTest::newRow("a single-GPU card's reasons say nothing of boards") << QStringLiteral("single");
}

void TestRanking::dualGpuBoardIsValuedPerBoard()
{
    QFETCH(QString, figure);
    Card k80 = test::k80(); // the catalog's board totals (docs/domain.md)
    k80.fp32Tflops = 8.74;
    k80.memoryBandwidthGBps = 480;
    k80.tdpWatts = 300;
    CatalogData d = withPrices({k80}, 600);
    const Card &reference = d.cards.last();
    d.cloud << test::cloud(reference, QStringLiteral("Rent"), 2.0, Currency::CNY)
            << test::cloud(k80, QStringLiteral("Rent"), 1.5, Currency::CNY);
    RankingRequest request;
    request.precision = Precision::Fp32;
    request.hostSystemCost = 4000;
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *v = verdict(r, k80.key.model);
    QVERIFY(v && v->relative);
    const double board = *v->relative * 2; // relative performance is one GPU's
    if (figure == QLatin1String("price")) {
        QCOMPARE(*v->performancePerPrice, board / 600 * 1000);
    } else if (figure == QLatin1String("system")) {
        QCOMPARE(*v->performancePerPriceSystem, board / (600 + 4000) * 1000);
    } else if (figure == QLatin1String("watt")) {
        QCOMPARE(*v->performancePerWatt, board / 300 * 1000);
    } else if (figure == QLatin1String("break-even")) {
        // Like for like: renting one of the K80's GPUs costs 1.5 CNY an hour, the board both.
        QCOMPARE(*v->breakEvenHours, 600 / (1.5 * 2));
        QCOMPARE(*v->rentBreakEvenHours, *v->breakEvenHours);
    } else {
        const CardVerdict *shown
            = figure == QLatin1String("single") ? verdict(r, reference.key.model) : v;
        const QString text = shown->reasons.join(QLatin1Char(' '));
        const bool perBoard = text.contains(QStringLiteral("Per board: performance per price and "
                                                           "per watt count its 2 GPUs together"));
        QVERIFY2(perBoard == (figure == QLatin1String("reasons")), qPrintable(text));
        if (perBoard)
            QVERIFY2(text.contains(QStringLiteral("against the board's price and power")),
                qPrintable(text));
    }
}

void TestRanking::nothingIsInfiniteOrNaN()
{
    Card empty = test::card(QStringLiteral("Unknown everything"), 16);
    Card zeroish = synthetic(QStringLiteral("Tiny"), 0, 0.0001, 0.0001);
    CatalogData d = withPrices({empty, zeroish});
    d.cloud << test::cloud(d.cards.last(), QStringLiteral("Cloud"), 0.5, Currency::USD);
    RankingRequest request;
    request.hostSystemCost = 3000;
    request.electricityPricePerKwh = 0.6;
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            request.workload = w;
            request.precision = p;
            const RankingResult r = Ranking::rank(d, request, fixedModel());
            for (const CardVerdict &v : r.verdicts) {
                for (const auto &o :
                    {v.estimatedThroughput, v.estimatedRelative, v.measuredRelative, v.relative,
                        v.performancePerPrice, v.performancePerPriceSystem, v.performancePerWatt,
                        v.costOfOwnership, v.breakEvenHours})
                    QVERIFY(!o || std::isfinite(*o));
                QVERIFY(std::isfinite(v.score));
            }
            const CardVerdict *unknown = verdict(r, empty.key.model);
            QVERIFY(unknown);
            QVERIFY(!unknown->relative);
            QCOMPARE(unknown->rank, 0);
        }
    }
}

void TestRanking::reasonsNameTheDecidingFigures()
{
    Card big = synthetic(QStringLiteral("GeForce RTX 3090"), 71, 35.6, 936, 24);
    RankingRequest request;
    const RankingResult r = Ranking::rank(withPrices({big}), request, fixedModel());
    const CardVerdict *v = verdict(r, big.key.model);
    const QString text = v->reasons.join(QLatin1Char(' '));
    QVERIFY2(text.contains(QStringLiteral("24 GB meets the 12 GB")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("71.0 TFLOPS")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("936 GB/s")), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("RTX 3060 12 GB's performance per CNY")), qPrintable(text));
    QVERIFY(r.recommendation.bestOverall);
}

void TestRanking::fitRecoversKnownParameters()
{
    // Results generated by a known model must give that model back.
    PerformanceModel truth = fixedModel();
    ModelParameters p = truth.parameters(Workload::Cnn, Precision::Fp16);
    p.intensityFlopPerByte = 30;
    p.scale = 40;
    truth.setParameters(Workload::Cnn, Precision::Fp16, p);
    QList<Card> cards;
    QList<BenchmarkResult> results;
    for (int i = 0; i < 8; ++i) {
        const Card c
            = synthetic(QStringLiteral("Card %1").arg(i), 20 + 25 * i, 10 + i, 300 + 150 * (i % 4));
        cards << c;
        results << test::benchmark(
            c, QStringLiteral("ResNet-50"), *truth.estimate(c, Workload::Cnn, Precision::Fp16));
    }
    const PerformanceModel fitted = PerformanceModel::fit(cards, results);
    const ModelParameters f = fitted.parameters(Workload::Cnn, Precision::Fp16);
    QCOMPARE(f.fittedOn, 8);
    QVERIFY2(std::fabs(f.intensityFlopPerByte - 30) / 30 < 0.1,
        qPrintable(QString::number(f.intensityFlopPerByte)));
    QVERIFY(f.rmsLogError < 0.05);
}

// The window ranks with an index built once per catalog (AppState); the command line ranks
// without one. Both must give the same verdicts, in the same order, for every request — and an
// index of another catalog must not mislead the ranking.
void TestRanking::prebuiltIndexGivesTheSameRanking()
{
    const CatalogData data = BuiltinCatalog::load().data;
    QVERIFY(data.cards.size() > 100);
    const PerformanceModel model = PerformanceModel::fit(data.cards, data.benchmarks);
    const CatalogIndex index(data);
    QVERIFY(index.matches(data));
    CatalogData smaller = data;
    smaller.cards.removeLast();
    const CatalogIndex stale(smaller);
    QVERIFY(!stale.matches(data));

    const auto summary = [](const RankingResult &r) {
        QStringList lines;
        for (const CardVerdict &v : r.verdicts) {
            QStringList flags;
            for (Flag f : v.flags)
                flags << toCode(f);
            lines << QStringLiteral("%1 %2 %3 %4 %5 %6")
                         .arg(v.key.toId())
                         .arg(v.rank)
                         .arg(v.score, 0, 'g', 17)
                         .arg(v.price ? v.price->amount : -1, 0, 'g', 17)
                         .arg(v.measured ? v.measured->value : -1, 0, 'g', 17)
                         .arg(flags.join(QLatin1Char(',')));
        }
        return lines;
    };
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            RankingRequest request;
            request.workload = w;
            request.precision = p;
            request.condition = ConditionFilter::Any;
            const RankingResult plain = Ranking::rank(data, request, model);
            const RankingResult indexed = Ranking::rank(data, index, request, model);
            const RankingResult withStale = Ranking::rank(data, stale, request, model);
            const QStringList expected = summary(plain);
            QCOMPARE(summary(indexed), expected);
            QCOMPARE(summary(withStale), expected);
            QCOMPARE(indexed.recommendation.bestOverall, plain.recommendation.bestOverall);
            QCOMPARE(indexed.recommendation.thinkTwice, plain.recommendation.thinkTwice);
        }
    }
    // The measured results the ranking reads are found through the index: the RTX 3090 has
    // Lambda's ResNet-50 fp16 training figure in the built-in catalog.
    RankingRequest cnn;
    const RankingResult r = Ranking::rank(data, index, cnn, model);
    const CardVerdict *v = r.verdictFor(
        CardKey {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3090"), 24, Form::Desktop});
    QVERIFY(v);
    QVERIFY(v->measured);
    QCOMPARE(v->measured->network, QStringLiteral("ResNet-50"));
}

void TestRanking::flagSetIteratesInEnumOrder()
{
    FlagSet set {Flag::NoPrice, Flag::CudaUnsupported, Flag::LowMemory};
    QCOMPARE(set.size(), 3);
    QVERIFY(set.contains(Flag::LowMemory));
    QVERIFY(!set.contains(Flag::HighPower));
    QCOMPARE(set.toList(), (QList<Flag> {Flag::CudaUnsupported, Flag::LowMemory, Flag::NoPrice}));
    set.remove(Flag::LowMemory);
    QCOMPARE(set.toList(), (QList<Flag> {Flag::CudaUnsupported, Flag::NoPrice}));
    QVERIFY(FlagSet().isEmpty());
    QVERIFY(FlagSet().begin() == FlagSet().end());
}

QTEST_GUILESS_MAIN(TestRanking)
#include "tst_ranking.moc"
