// SPDX-License-Identifier: GPL-3.0-or-later
// A ranking keeps a sort key and a row per card and makes a verdict's figures when they are first
// read (VerdictList, core/ranking/VerdictList.cpp; docs/ranking.md). What a front end reads must
// not depend on when, in which order or from which thread it reads.

#include "BuiltinTestCatalog.h"
#include "Ranking.h"

#include <QTest>
#include <QThread>

#include <memory>

using namespace gpu;

class TestVerdictList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void figuresAreTheSameInAnyOrderAndFromAnyThread_data();
    void figuresAreTheSameInAnyOrderAndFromAnyThread();
    void aChangedCopyKeepsTheRankingsFigures();
    void theRankedCardsComeFirstInRankOrder();
    void theBestValuesPriceToBeatIsItsOwnPrice();

private:
    static const CatalogData &catalog() { return test::builtinCatalog(); }
    static const PerformanceModel &model() { return test::builtinModel(); }
};

namespace {

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 17) : QStringLiteral("-");
}

// Every figure of a verdict, at full precision.
QString describe(const VerdictFigures &v)
{
    QStringList flags;
    for (Flag f : v.flags)
        flags << QString::number(int(f));
    return QStringList {QString::number(v.cardIndex), QString::number(v.rank), number(v.score),
        number(v.relative), number(v.estimateLow), number(v.estimateHigh), number(v.priceAmount),
        number(v.performancePerPrice), number(v.performancePerPriceSystem),
        number(v.performancePerWatt), number(v.costOfOwnership), number(v.rentPerHour),
        number(v.rentCost3y), number(v.ownCost3y), number(v.rentBreakEvenMonths),
        number(v.breakEvenHours), number(v.priceToBeatValue), number(v.priceToBeatOverall),
        number(v.boardGpus), number(v.memoryPerGpuGb), number(v.modelMemoryGb),
        flags.join(QLatin1Char('|')), QString::number(int(v.recommendable)),
        QString::number(int(v.withinBudget)), QString::number(int(v.estimateBasis)),
        QString::number(v.measuredRow), QString::number(v.rentOption),
        QString::number(v.userPriceOutOfScopeRow)}
        .join(QLatin1Char(' '));
}

RankingRequest request(Workload workload, std::optional<double> budget)
{
    RankingRequest r;
    r.workload = workload;
    r.budget = budget;
    r.asOf = QDate(2026, 12, 1);
    r.electricityPricePerKwh = 0.6;
    r.hostSystemCost = 4000;
    return r;
}

} // namespace

void TestVerdictList::figuresAreTheSameInAnyOrderAndFromAnyThread_data()
{
    QTest::addColumn<int>("workload");
    QTest::addColumn<double>("budget"); // 0 = none
    QTest::newRow("CNN training, no budget") << int(Workload::Cnn) << 0.0;
    QTest::newRow("Transformer training within 12,000") << int(Workload::Transformer) << 12000.0;
    QTest::newRow("LLM inference within 30,000") << int(Workload::LlmInference) << 30000.0;
}

void TestVerdictList::figuresAreTheSameInAnyOrderAndFromAnyThread()
{
    QFETCH(int, workload);
    QFETCH(double, budget);
    const RankingRequest r
        = request(Workload(workload), budget > 0 ? std::optional<double>(budget) : std::nullopt);
    // Read in order, first to last.
    const RankingResult inOrder = Ranking::rank(catalog(), r, model());
    QVERIFY(inOrder.verdicts.size() > 100);
    QStringList expected;
    for (qsizetype i = 0; i < inOrder.verdicts.size(); ++i)
        expected << describe(inOrder.verdicts.figures(i));

    // The same request ranked again, read last to first by one thread and first to last by
    // another at the same time.
    const RankingResult again = Ranking::rank(catalog(), r, model());
    QCOMPARE(again.verdicts.size(), inOrder.verdicts.size());
    const qsizetype n = again.verdicts.size();
    QStringList backwards(n), forwards(n);
    std::unique_ptr<QThread> other(QThread::create([&] {
        for (qsizetype i = 0; i < n; ++i)
            forwards[i] = describe(again.verdicts.figures(i));
    }));
    other->start();
    for (qsizetype i = n - 1; i >= 0; --i)
        backwards[i] = describe(again.verdicts.figures(i));
    QVERIFY(other->wait(60000));
    for (qsizetype i = 0; i < n; ++i) {
        QCOMPARE(backwards.at(i), expected.at(i));
        QCOMPARE(forwards.at(i), expected.at(i));
        // A verdict with its texts carries the same figures.
        QCOMPARE(describe(again.verdicts.at(i)), expected.at(i));
    }
}

void TestVerdictList::aChangedCopyKeepsTheRankingsFigures()
{
    const RankingResult ranked = Ranking::rank(catalog(), request(Workload::Cnn, 8000), model());
    QVERIFY(ranked.verdicts.size() > 2);
    RankingResult copy = ranked;
    copy.verdicts[1].score = -1; // detaches: a change to the copy's verdict only
    QCOMPARE(copy.verdicts.at(1).score, -1.0);
    QVERIFY(ranked.verdicts.at(1).score >= 0);
    for (qsizetype i = 0; i < ranked.verdicts.size(); ++i) {
        QCOMPARE(describe(copy.verdicts.figures(i)), describe(ranked.verdicts.figures(i)));
        QCOMPARE(copy.verdicts.keyOf(i), ranked.verdicts.keyOf(i));
    }
}

void TestVerdictList::theRankedCardsComeFirstInRankOrder()
{
    const RankingResult result
        = Ranking::rank(catalog(), request(Workload::Transformer, 20000), model());
    qsizetype ranked = 0;
    while (ranked < result.verdicts.size() && result.verdicts.figures(ranked).rank > 0) {
        QCOMPARE(result.verdicts.figures(ranked).rank, int(ranked) + 1);
        if (ranked > 0)
            QVERIFY(
                result.verdicts.figures(ranked).score <= result.verdicts.figures(ranked - 1).score);
        ++ranked;
    }
    QVERIFY(ranked > 10);
    for (qsizetype i = ranked; i < result.verdicts.size(); ++i)
        QCOMPARE(result.verdicts.figures(i).rank, 0);
}

void TestVerdictList::theBestValuesPriceToBeatIsItsOwnPrice()
{
    const RankingResult result = Ranking::rank(catalog(), request(Workload::Cnn, 10000), model());
    QVERIFY(result.recommendation.bestValue);
    const VerdictFigures &best = result.verdicts.figures(*result.recommendation.bestValue);
    QVERIFY(best.priceAmount && best.priceToBeatValue);
    QVERIFY2(qAbs(*best.priceToBeatValue - *best.priceAmount) < 1e-6 * *best.priceAmount,
        qPrintable(
            QStringLiteral("%1 against %2").arg(*best.priceToBeatValue).arg(*best.priceAmount)));
    // A faster card than the best overall pick is worth more than the pick's price.
    QVERIFY(result.recommendation.bestOverall);
    const VerdictFigures &overall = result.verdicts.figures(*result.recommendation.bestOverall);
    for (qsizetype i = 0; i < result.verdicts.size(); ++i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.priceToBeatOverall)
            QVERIFY(*v.priceToBeatOverall > *overall.priceAmount);
    }
}

QTEST_GUILESS_MAIN(TestVerdictList)
#include "tst_verdict_list.moc"
