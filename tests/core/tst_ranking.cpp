// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking rules, as a user would state them.

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
    void buyOrRentComparesLikeForLike();
    void thinkTwiceIsTheCardsWithAWarning();
    void upgradeSummaryIsOneSetOfSentences();
    void consumerPascalFp16IsCrippledNotDoubled();
    void bf16NeedsAmpere();
    void cardWithoutPriceIsListedApartNeverFirst();
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
    void costViews();
    void prebuiltIndexGivesTheSameRanking();
    void flagSetIteratesInEnumOrder();
    void oldPricesAreFlaggedAsStale();
    void picksPreferDesktopCardsAtRealPrices();
    void everyPickNamesTheBetterCardsItPassedOver();
    void withTooLittleMemoryEverywhereOtherCaveatsStillCount();
    // Software support as of a date (SoftwareSupport.h) and per-architecture facts.
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

void TestRanking::cardWithoutPriceIsListedApartNeverFirst()
{
    const Card fast = synthetic(QStringLiteral("Fast but unpriced"), 1000, 100, 3000);
    CatalogData d = withPrices({synthetic(QStringLiteral("Priced"), 50, 20, 500)});
    d.cards.append(fast); // no price, no launch price
    RankingRequest request;
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *v = verdict(r, fast.key.model);
    QVERIFY(v);
    QCOMPARE(v->rank, 0);
    QVERIFY(v->hasFlag(Flag::NoPrice));
    QVERIFY(!v->performancePerPrice);
    QVERIFY(v->relative); // its performance is still known and shown
    QVERIFY(r.verdicts.first().key.model != fast.key.model);
    QCOMPARE(r.verdicts.first().rank, 1);
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

void TestRanking::costViews()
{
    Card card = synthetic(QStringLiteral("Card"), 100, 30, 900, 24);
    card.tdpWatts = 300;
    CatalogData d = withPrices({card}, 6000);
    d.cloud << test::cloud(card, QStringLiteral("Rent"), 2.0, Currency::CNY);
    RankingRequest request;
    request.hostSystemCost = 4000;
    request.electricityPricePerKwh = 1.0;
    request.hoursPerDay = 10;
    request.ownershipYears = 2;
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *v = verdict(r, card.key.model);
    QCOMPARE(*v->performancePerPrice, *v->relative / 6000 * 1000);
    QCOMPARE(*v->performancePerPriceSystem, *v->relative / 10000 * 1000);
    QCOMPARE(*v->performancePerWatt, *v->relative / 300 * 1000);
    // 0.3 kW x 10 h x 365 d x 2 y x 1 CNY = 2190 CNY of electricity.
    QCOMPARE(*v->costOfOwnership, 6000.0 + 2190.0);
    // Renting the same card costs 2 CNY per hour: 3000 hours cost as much as buying it.
    QCOMPARE(*v->breakEvenHours, 3000.0);
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

// A price seen long ago still ranks (it is the best evidence there is) but is called old, in the
// flags and in the sentence about the price, so nobody buys on a three-year-old quote unawares.
void TestRanking::oldPricesAreFlaggedAsStale()
{
    const Card fresh = synthetic(QStringLiteral("Fresh"), 100, 20, 600);
    const Card old = synthetic(QStringLiteral("Old"), 100, 20, 600);
    CatalogData d = withPrices({fresh, old});
    d.prices.clear();
    d.prices << test::price(fresh, 5000, Currency::CNY, QDate(2026, 6, 1))
             << test::price(old, 5000, Currency::CNY, QDate(2023, 3, 15))
             << test::price(d.cards.last(), 2500, Currency::CNY, QDate(2026, 11, 1));
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *f = verdict(r, QStringLiteral("Fresh"));
    const CardVerdict *o = verdict(r, QStringLiteral("Old"));
    QVERIFY(f && o);
    QVERIFY(!f->flags.contains(Flag::StalePrice));
    QVERIFY(o->flags.contains(Flag::StalePrice));
    QVERIFY(o->rank > 0); // still ranked
    // 2023-03-15 to 2026-11-30: 44 whole months.
    QVERIFY2(o->reasons.join(QLatin1Char(' ')).contains(QStringLiteral("44 month")),
        qPrintable(o->reasons.join(QLatin1Char('|'))));
    QCOMPARE(toCode(Flag::StalePrice), QStringLiteral("stale_price"));

    // Without a date the ranking does not judge ages; a launch-price estimate is not "stale".
    request.asOf = QDate();
    QVERIFY(!verdict(Ranking::rank(d, request, fixedModel()), QStringLiteral("Old"))
                 ->flags.contains(Flag::StalePrice));
    request.asOf = QDate(2026, 11, 30);
    CatalogData estimated = d;
    estimated.prices.removeAt(1);
    estimated.cards[1].launchPriceUsd = 699;
    // A launch price is a price only while the card is sold new (launched within 24 months).
    estimated.cards[1].releaseDate = QStringLiteral("2025-09");
    const RankingResult withEstimate = Ranking::rank(estimated, request, fixedModel());
    const CardVerdict *e = verdict(withEstimate, QStringLiteral("Old"));
    QVERIFY(e && e->flags.contains(Flag::EstimatedPrice));
    QVERIFY(!e->flags.contains(Flag::StalePrice));
}

// The fastest card overall may be a server module, or a card judged at a converted launch price:
// the picks name the best card a person can put in a desktop at a price seen in a shop, and say
// which faster card they passed over.
void TestRanking::picksPreferDesktopCardsAtRealPrices()
{
    Card sxm = synthetic(QStringLiteral("Module"), 400, 60, 3000, 80);
    sxm.key.form = Form::SXM;
    sxm.productLine = ProductLine::DataCenter;
    Card estimated = synthetic(QStringLiteral("Estimated"), 300, 50, 1500);
    estimated.launchPriceUsd = 999;
    const Card desktop = synthetic(QStringLiteral("Desktop"), 200, 40, 1000);
    CatalogData d = withPrices({sxm, estimated, desktop});
    d.prices.removeAt(1); // "Estimated" has no street price: judged at its launch price
    const RankingResult r = Ranking::rank(d, RankingRequest {}, fixedModel());
    QCOMPARE(rankOf(r, QStringLiteral("Module")), 1);
    QCOMPARE(rankOf(r, QStringLiteral("Estimated")), 2);
    QVERIFY(verdict(r, QStringLiteral("Module"))->flags.contains(Flag::ServerModule));
    QVERIFY(verdict(r, QStringLiteral("Estimated"))->flags.contains(Flag::EstimatedPrice));
    QVERIFY(r.recommendation.bestOverall);
    const CardVerdict &best = r.verdicts.at(*r.recommendation.bestOverall);
    QCOMPARE(best.key.model, QStringLiteral("Desktop"));
    QVERIFY2(r.recommendation.bestOverallNote.contains(QStringLiteral("Module")),
        qPrintable(r.recommendation.bestOverallNote));
    QCOMPARE(toCode(Flag::ServerModule), QStringLiteral("server_module"));
    // With only caveated cards left, the picks still name one.
    CatalogData onlyModule = withPrices({sxm});
    onlyModule.cards.removeLast(); // no reference card either
    onlyModule.prices.removeLast();
    const RankingResult alone = Ranking::rank(onlyModule, RankingRequest {}, fixedModel());
    QVERIFY(alone.recommendation.bestOverall);
    QCOMPARE(
        alone.verdicts.at(*alone.recommendation.bestOverall).key.model, QStringLiteral("Module"));
}

// When no card in the budget has the memory the workload wants, a pick with only that shortfall
// beats one that also needs a less mature software stack.
void TestRanking::withTooLittleMemoryEverywhereOtherCaveatsStillCount()
{
    Card intel = synthetic(QStringLiteral("Arc"), 200, 40, 1000, 8);
    intel.key.vendor = QStringLiteral("Intel");
    const Card nvidia = synthetic(QStringLiteral("Small"), 100, 30, 600, 8);
    CatalogData d = withPrices({intel, nvidia});
    d.cards.last().key.memoryGb = 12; // the reference, also below 24 GB
    d.prices.last().card = d.cards.last().key;
    RankingRequest request;
    request.workload = Workload::Transformer; // 24 GB recommended
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    QVERIFY(verdict(r, QStringLiteral("Arc"))->flags.contains(Flag::IntelCaveat));
    QVERIFY(r.recommendation.bestValue);
    QVERIFY(r.recommendation.bestOverall);
    QVERIFY(r.verdicts.at(*r.recommendation.bestOverall).key.vendor != QStringLiteral("Intel"));
    QVERIFY(r.verdicts.at(*r.recommendation.bestValue).key.vendor != QStringLiteral("Intel"));
}

// A new-user trial: "Best value" skipped cards with more performance per price without a word.
// Each pick now names the cards ahead of it by its own measure that it was preferred to.
void TestRanking::everyPickNamesTheBetterCardsItPassedOver()
{
    Card intel = synthetic(QStringLiteral("Arc"), 200, 40, 1000, 32);
    intel.key.vendor = QStringLiteral("Intel");
    const Card nvidia = synthetic(QStringLiteral("Plain"), 100, 30, 600, 24);
    CatalogData d = withPrices({intel, nvidia});
    d.prices[0].amount = 2000; // faster, cheaper and more memory: ahead by every measure
    const RankingResult r = Ranking::rank(d, RankingRequest {}, fixedModel());
    QVERIFY(verdict(r, QStringLiteral("Arc"))->flags.contains(Flag::IntelCaveat));
    const Recommendation &rec = r.recommendation;
    QVERIFY(rec.bestOverall && rec.bestValue && rec.mostMemoryPerPrice);
    QCOMPARE(r.verdicts.at(*rec.bestOverall).key.model, QStringLiteral("Plain"));
    QCOMPARE(r.verdicts.at(*rec.bestValue).key.model, QStringLiteral("Plain"));
    // Each pick's note names the card and its caveat, kept with the pick: a card that is two
    // picks does not read the other pick's sentence under each (a docs review found "Most memory
    // per price: … As best value, preferred to …").
    QVERIFY2(rec.bestOverallNote.startsWith(QStringLiteral("Preferred to the higher-ranked")),
        qPrintable(rec.bestOverallNote));
    QVERIFY2(rec.bestValueNote.startsWith(QStringLiteral("As best value, preferred to")),
        qPrintable(rec.bestValueNote));
    QVERIFY(rec.bestValueNote.contains(QStringLiteral("Arc")));
    QVERIFY2(rec.mostMemoryPerPriceNote.startsWith(
                 QStringLiteral("As most memory per price, preferred to")),
        qPrintable(rec.mostMemoryPerPriceNote));
    QVERIFY(rec.mostMemoryPerPriceNote.contains(QStringLiteral("Arc")));
    for (const CardVerdict &v : r.verdicts)
        for (const QString &reason : v.reasons)
            QVERIFY2(!reason.contains(QStringLiteral("preferred to"), Qt::CaseInsensitive),
                qPrintable(reason));
    // notesFor() gives a card's notes in the picks' order.
    QCOMPARE(rec.notesFor(*rec.bestValue).value(0), rec.bestOverallNote);
    QCOMPARE(rec.notesFor(*rec.bestValue).value(1), rec.bestValueNote);
}

QTEST_GUILESS_MAIN(TestRanking)
// Buy or rent, like for like: a card is set against the on-demand rental of the same GPU (never a
// spot price while an on-demand one exists), else the nearest class, said so; three years of
// owning count the price, power, host and resale, renting the same hours.
void TestRanking::buyOrRentComparesLikeForLike()
{
    const CatalogData &data = test::builtinCatalog();
    const PerformanceModel &model = test::builtinModel();
    RankingRequest request;
    request.workload = Workload::Cnn;
    request.currency = Currency::CNY;
    request.hoursPerDay = 8;
    request.electricityPricePerKwh = 0.6;
    request.hostSystemCost = 3000;
    request.resaleShare = 0.4;
    const RankingResult result = Ranking::rank(data, request, model);
    const auto verdict = [&](const QString &name, double memory) -> const CardVerdict * {
        for (const CardVerdict &v : result.verdicts)
            if (v.key.model == name && v.key.memoryGb == memory && v.key.form == Form::Desktop)
                return &v;
        return nullptr;
    };
    // An RTX 3090 against a rented RTX 3090, on-demand (vast.ai's interruptible 3090 is not it).
    const CardVerdict *rtx3090 = verdict(QStringLiteral("GeForce RTX 3090"), 24);
    QVERIFY(rtx3090);
    QVERIFY2(rtx3090->rentOffer.contains(QLatin1String("3090")), qPrintable(rtx3090->rentOffer));
    QVERIFY(!rtx3090->rentInterruptible);
    QVERIFY(!rtx3090->rentNearestClass);
    QVERIFY(rtx3090->rentPerHour && rtx3090->rentBreakEvenHours && rtx3090->ownCost3y);
    // Break-even: the price in hours of the rental.
    QVERIFY(std::abs(*rtx3090->rentBreakEvenHours * *rtx3090->rentPerHour - rtx3090->price->amount)
        < 0.01);
    // And in months at 8 hours a day (a month of 365.25 / 12 days).
    QVERIFY(rtx3090->rentBreakEvenMonths);
    QVERIFY(std::abs(*rtx3090->rentBreakEvenMonths * 8 * 365.25 / 12 - *rtx3090->rentBreakEvenHours)
        < 0.01);
    // Three years of owning: price + host + power at 8 h a day − 40 % resale.
    const Card *card = nullptr;
    for (const Card &c : data.cards)
        if (c.key == rtx3090->key)
            card = &c;
    QVERIFY(card && card->tdpWatts);
    const double hours = 8 * 365.0 * 3;
    const double own = rtx3090->price->amount * 0.6 + 3000 + *card->tdpWatts / 1000 * hours * 0.6;
    QVERIFY2(std::abs(*rtx3090->ownCost3y - own) < 0.5,
        qPrintable(QStringLiteral("%1 vs %2").arg(*rtx3090->ownCost3y).arg(own)));
    QVERIFY(std::abs(*rtx3090->rentCost3y - *rtx3090->rentPerHour * hours) < 0.5);
    // A card no cloud rents is set against the nearest class, and says so.
    const CardVerdict *rtx3080 = verdict(QStringLiteral("GeForce RTX 3080"), 10);
    QVERIFY(rtx3080);
    if (!rtx3080->rentOffer.isEmpty())
        QVERIFY(rtx3080->rentNearestClass);
}

// Issue 27: one list of which flags are warnings (isWarning()). Every think-twice card carries
// one; how a price was found, a board power or the budget is a note, not a warning.
void TestRanking::thinkTwiceIsTheCardsWithAWarning()
{
    for (Flag f : {Flag::NoPrice, Flag::EstimatedPrice, Flag::StalePrice, Flag::ConvertedPrice,
             Flag::HighPower, Flag::OverBudget, Flag::UserPriceOutOfScope})
        QVERIFY2(!isWarning(f), qPrintable(toCode(f)));
    for (Flag f : {Flag::CudaUnsupported, Flag::SoftwareUnsupported, Flag::LegacySoftware,
             Flag::Fp16Crippled, Flag::LowMemory, Flag::RocmCaveat, Flag::IntelCaveat,
             Flag::UsedMarket, Flag::NoTensorCores, Flag::ServerModule, Flag::VendorStack})
        QVERIFY2(isWarning(f), qPrintable(toCode(f)));
    const CatalogData &data = test::builtinCatalog();
    for (Workload w : {Workload::Cnn, Workload::LlmInference}) {
        RankingRequest request;
        request.workload = w;
        const RankingResult result = Ranking::rank(data, request, test::builtinModel());
        QVERIFY(!result.recommendation.thinkTwice.isEmpty());
        for (int i : result.recommendation.thinkTwice)
            QVERIFY2(result.verdicts.at(i).hasWarning(),
                qPrintable(result.verdicts.at(i).key.displayName()));
        // Each line of the think-twice list is worded for a flag some of its cards carry.
        for (const WarningLine &line : Ranking::thinkTwiceLines(result, w))
            QVERIFY(!line.keys.isEmpty());
    }
}

// Issue 27: the upgrade summary is worded once (upgradeSummary()), for `rank --upgrade-from` and
// the window's upgrade panel.
void TestRanking::upgradeSummaryIsOneSetOfSentences()
{
    const CatalogData &data = test::builtinCatalog();
    const Card *old = nullptr;
    for (const Card &c : data.cards)
        if (c.displayName() == QStringLiteral("NVIDIA GeForce RTX 3060 12 GB"))
            old = &c;
    QVERIFY(old);
    RankingRequest request;
    request.workload = Workload::Cnn;
    request.budget = 8000;
    const RankingResult result = Ranking::rank(data, request, test::builtinModel());
    const UpgradeView view = rankUpgrades(data, request, test::builtinModel(), result, *old, 1200);
    const UpgradeSummary s = upgradeSummary(view, result, Currency::CNY, true);
    QVERIFY2(s.standing.startsWith(QStringLiteral("Upgrade from NVIDIA GeForce RTX 3060 12 GB: "
                                                  "relative performance ")),
        qPrintable(s.standing));
    QVERIFY2(
        s.standing.endsWith(QStringLiteral("(1.00 = %1).").arg(result.reference.displayName())),
        qPrintable(s.standing));
    QVERIFY2(
        s.sale.contains(QStringLiteral("1,200 CNY")) || s.sale.contains(QStringLiteral("1200 CNY")),
        qPrintable(s.sale));
    QVERIFY(!view.rows.isEmpty() && !view.rows.first().notUpgrade);
    QCOMPARE(s.biggestGain,
        QStringLiteral("Biggest gain: %1.")
            .arg(result.verdicts.at(view.rows.first().verdict).key.displayName()));
    QCOMPARE(s.mostGainPerPrice,
        QStringLiteral("Most gain per price: %1.")
            .arg(result.verdicts.at(view.rows.at(view.bestPerPrice()).verdict).key.displayName()));
    int notUpgrades = 0;
    for (const UpgradeRow &r : view.rows)
        notUpgrades += r.notUpgrade.has_value();
    QVERIFY(notUpgrades > 0);
    QVERIFY2(s.notUpgrades.startsWith(QStringLiteral("Not an upgrade: %1 card").arg(notUpgrades)),
        qPrintable(s.notUpgrades));
    QCOMPARE(s.lines().size(), 5);
    // Without a sale asked: no sentence about it.
    QVERIFY(upgradeSummary(rankUpgrades(data, request, test::builtinModel(), result, *old), result,
        Currency::CNY, false)
                .sale.isEmpty());
}

#include "tst_ranking.moc"
