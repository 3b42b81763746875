// SPDX-License-Identifier: GPL-3.0-or-later
// Workstations as rows of the catalog (core/catalog/ServerSystems.h, WorkstationSystems.cpp):
// PCIe and desktop cards of 24 GB or more also as 2, 4 and 8 cards in one machine, like the
// servers of SXM and OAM modules, so that a lab's budget buys the machine that trains fastest,
// while value and memory per price stay with single cards.

#include "CatalogExporter.h"
#include "HostAllowance.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "ServerSystems.h"
#include "SystemsTestCatalog.h"

#include <QTest>

using namespace gpu;
using namespace gpu::test;

namespace {

const Card *cardNamed(const CatalogData &data, const QString &name)
{
    for (const Card &c : data.cards)
        if (c.displayName() == name)
            return &c;
    return nullptr;
}

RankingRequest training(double budget)
{
    RankingRequest r;
    r.workload = Workload::Transformer;
    r.precision = Precision::Fp16;
    r.currency = Currency::CNY;
    r.budget = budget;
    r.asOf = QDate(2026, 12, 3);
    return r;
}

const Card &bestOverall(const CatalogData &data, const RankingResult &r)
{
    return data.cards[r.verdicts[*r.recommendation.bestOverall].cardIndex];
}

} // namespace

class TestWorkstations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void largePricedCardsComeAsTwoFourAndEightCardWorkstations();
    void aWorkstationIsItsCardTimesFourPerGpuFiguresBeside();
    void aWorkstationIsPricedAtFourCardsWithTheHostOnTop();
    void aWorkstationCountsItsCardsAtTheMeasuredPcieShare();
    void aLabsTrainingBudgetOfThreeHundredThousandPicksAMultiGpuMachine();
    void aBudgetOfEightThousandPicksWhatItPickedWithoutWorkstations();
    void forOneLlmStreamAWorkstationIsNoFasterThanItsCard();
    void eightDataCentreCardsInTheirChassisAreNotFlaggedPassive();
    void workstationsAreNeverWrittenToFilesAndNotDerivedOnAHugeCatalog();
};

void TestWorkstations::largePricedCardsComeAsTwoFourAndEightCardWorkstations()
{
    const CatalogData data = catalogWithSystems();
    QHash<CardKey, QList<int>> sizes;
    int rows = 0;
    for (const Card &c : data.cards)
        if (c.key.form == Form::Workstation) {
            QVERIFY(c.serverOf);
            sizes[*c.serverOf] << c.gpusPerBoard;
            ++rows;
        }
    // Every card offered is a single-GPU PCIe or desktop card of 24 GB or more on current
    // software; the counts stay modest (docs/ranking.md states them).
    QVERIFY2(rows >= 60 && rows <= 130, qPrintable(QString::number(rows)));
    for (auto it = sizes.cbegin(); it != sizes.cend(); ++it) {
        const Card *card = cardNamed(data, it.key().displayName());
        QVERIFY(card);
        QVERIFY(card->key.form == Form::PCIe || card->key.form == Form::Desktop);
        QVERIFY(card->key.memoryGb >= 24 && card->gpusPerBoard <= 1 && !card->unifiedMemory);
        QCOMPARE(it.value(), workstationSizes(*card));
        const bool consumer = card->productLine == ProductLine::Consumer;
        const QList<int> expected = consumer ? QList<int> {2, 4} : QList<int> {2, 4, 8};
        QCOMPARE(it.value(), expected);
    }
    // A data-centre card, a workstation card, consumer cards; no laptop, module or Tesla P40.
    const auto offered = [&](const char *name) {
        const Card *c = cardNamed(data, QString::fromUtf8(name));
        return c && sizes.contains(c->key);
    };
    QVERIFY(offered("NVIDIA L40S PCIe 48 GB"));
    QVERIFY(offered("NVIDIA RTX PRO 6000 Blackwell 96 GB"));
    QVERIFY(offered("NVIDIA GeForce RTX 5090 32 GB"));
    QVERIFY(offered("AMD Radeon PRO W7900 48 GB"));
    QVERIFY(!offered("NVIDIA Tesla P40 PCIe 24 GB"));
    QVERIFY(!offered("NVIDIA GeForce RTX 3060 12 GB"));
    QVERIFY(!offered("NVIDIA H100 SXM 80 GB"));
}

void TestWorkstations::aWorkstationIsItsCardTimesFourPerGpuFiguresBeside()
{
    const CatalogData data = catalogWithSystems();
    const Card *card = cardNamed(data, QStringLiteral("NVIDIA L40S PCIe 48 GB"));
    const Card *box
        = cardNamed(data, QStringLiteral("NVIDIA L40S PCIe 48 GB × 4 workstation 192 GB"));
    QVERIFY(card && box);
    QCOMPARE(box->key.form, Form::Workstation);
    QCOMPARE(*box->serverOf, card->key);
    QCOMPARE(box->gpusPerBoard, 4);
    QCOMPARE(box->memoryPerGpuGb(), 48.0);
    QCOMPARE(*box->tensorFp16Tflops, 4 * *card->tensorFp16Tflops);
    QCOMPARE(*box->tdpWatts, 4 * *card->tdpWatts);
    // A figure the card lacks stays unknown (no launch price for the L40S in the catalog).
    QCOMPARE(box->launchPriceUsd.has_value(), card->launchPriceUsd.has_value());
    if (card->launchPriceUsd)
        QCOMPARE(*box->launchPriceUsd, 4 * *card->launchPriceUsd);
    QVERIFY(box->notes.startsWith(QStringLiteral("4 × NVIDIA L40S PCIe 48 GB in one machine")));
    // Its id reads back, though no file may name the form.
    QCOMPARE(CardKey::fromId(box->key.toId()), std::optional<CardKey>(box->key));
    QCOMPARE(derivedFormFromString(QStringLiteral("workstation")), Form::Workstation);
    QCOMPARE(formFromString(QStringLiteral("workstation")), std::nullopt);
    // Four consumer cards say what building them takes; eight cards take a server chassis.
    const Card *four5090
        = cardNamed(data, QStringLiteral("NVIDIA GeForce RTX 5090 32 GB × 4 workstation 128 GB"));
    QVERIFY(four5090 && four5090->notes.contains(QStringLiteral("more than four is a server")));
    const Card *eightL40s
        = cardNamed(data, QStringLiteral("NVIDIA L40S PCIe 48 GB × 8 workstation 384 GB"));
    QVERIFY(eightL40s && eightL40s->notes.contains(QStringLiteral("server chassis")));
}

void TestWorkstations::aWorkstationIsPricedAtFourCardsWithTheHostOnTop()
{
    const CatalogData data = catalogWithSystems();
    const CardKey card {
        QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 4090"), 24, Form::Desktop};
    const CardKey box {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 4090 24 GB × 4"), 96,
        Form::Workstation};
    int cardRows = 0, boxRows = 0, usedRows = 0;
    for (const Price &p : data.prices) {
        if (p.card == card)
            ++cardRows;
        if (p.card != box)
            continue;
        ++boxRows;
        usedRows += p.condition == Condition::Used;
        QVERIFY(p.note.startsWith(QStringLiteral("4 × the price of one card plus a host")));
        // The machine is judged with the host allowance of a tower (HostAllowance.h), sourced.
        QVERIFY(p.host && p.host->hostClass == HostClass::Workstation && p.host->amount > 0);
        QVERIFY(!p.host->outlet.isEmpty() && p.host->date.isValid());
        QCOMPARE(p.machineGpus, 4);
        // New and used kept apart: each row is four of one row of the card.
        bool found = false;
        for (const Price &q : data.prices)
            found = found
                || (q.card == card && q.condition == p.condition && q.observedDate == p.observedDate
                    && q.amount * 4 == p.amount);
        QVERIFY(found);
    }
    QVERIFY(cardRows > 0);
    QCOMPARE(boxRows, cardRows);
    QVERIFY(usedRows > 0);
}

void TestWorkstations::aWorkstationCountsItsCardsAtTheMeasuredPcieShare()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    const RankingResult r = ranker.rank(training(0));
    const CardVerdict *card = verdictNamed(r, QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"));
    const CardVerdict *box
        = verdictNamed(r, QStringLiteral("NVIDIA GeForce RTX 4090 24 GB × 4 workstation 96 GB"));
    QVERIFY(card && box);
    // Per GPU the card's own figure, measured like it.
    QVERIFY(card->relative && box->relative);
    QCOMPARE(*box->relative, *card->relative);
    QCOMPARE(box->estimateBasis, card->estimateBasis);
    // Four cards at the fitted PCIe data-parallel share (about 91 %).
    const ScalingFactor dp = ranker.scaling().factor(Parallelism::DataParallelPcie);
    QVERIFY(dp.rows > 0 && dp.factor > 0.8 && dp.factor < 1.0);
    QCOMPARE(box->boardGpus, 4 * dp.factor);
    // So its performance per price is the card's at that share, against four cards and the
    // host: never above its own card's.
    QVERIFY(card->performancePerPrice && box->performancePerPrice);
    QVERIFY(*box->performancePerPrice < *card->performancePerPrice);
    QVERIFY(box->price && card->price && box->price->host && box->price->hostAmount > 0);
    QCOMPARE(box->price->amount, 4 * card->price->amount + box->price->hostAmount);
    QVERIFY(std::fabs(*box->performancePerPrice / *card->performancePerPrice
                - dp.factor * 4 * card->price->amount / box->price->amount)
        < 1e-9);
    // Four consumer cards carry their caveat; no workstation is a server module.
    QVERIFY(box->flags.contains(Flag::ManyDesktopCards));
    QVERIFY(!box->flags.contains(Flag::ServerModule));
    QVERIFY(!card->flags.contains(Flag::ManyDesktopCards));
    QVERIFY(!isWarning(Flag::ManyDesktopCards));
    // 4 × 450 W: a word about the machine's power supply, not one card's headroom.
    QVERIFY(card->flags.contains(Flag::HighPower) && !card->flags.contains(Flag::MachinePower));
    QVERIFY(box->flags.contains(Flag::MachinePower) && !box->flags.contains(Flag::HighPower));
    QVERIFY(flagText(Flag::MachinePower).contains(QStringLiteral("all of them")));
    const QString reasons = Ranking::explain(data, training(0), r, *box).join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QStringLiteral("Per workstation")), qPrintable(reasons));
}

void TestWorkstations::aLabsTrainingBudgetOfThreeHundredThousandPicksAMultiGpuMachine()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    const RankingResult r = ranker.rank(training(300'000));
    QVERIFY(r.recommendation.bestOverall);
    const CardVerdict &v = r.verdicts[*r.recommendation.bestOverall];
    const Card &best = bestOverall(data, r);
    QVERIFY2(best.serverOf && best.gpusPerBoard >= 4, qPrintable(best.displayName()));
    QVERIFY(v.price && v.price->amount <= 300'000);
    // Value and memory per price stay with single cards: a machine's per price is its card's at
    // the multi-GPU share.
    for (const auto &pick : {r.recommendation.bestValue, r.recommendation.mostMemoryPerPrice}) {
        QVERIFY(pick);
        QVERIFY2(!data.cards[r.verdicts[*pick].cardIndex].serverOf,
            qPrintable(r.verdicts[*pick].key.displayName()));
    }
}

void TestWorkstations::aBudgetOfEightThousandPicksWhatItPickedWithoutWorkstations()
{
    CatalogData servers = builtinCatalog();
    addServerSystems(servers);
    servers.cards.removeIf([](const Card &c) { return c.key.form == Form::Workstation; });
    servers.prices.removeIf([](const Price &p) { return p.card.form == Form::Workstation; });
    const CatalogData data = catalogWithSystems();
    const CatalogRanker without(servers, builtinModel());
    const CatalogRanker with(data, builtinModel());
    for (Workload w : {Workload::Transformer, Workload::Cnn}) {
        RankingRequest request = training(8'000);
        request.workload = w;
        const RankingResult a = without.rank(request);
        const RankingResult b = with.rank(request);
        const auto name = [](const RankingResult &r, const std::optional<int> &pick) {
            return pick ? r.verdicts[*pick].key.displayName() : QString();
        };
        QCOMPARE(name(b, b.recommendation.bestOverall), name(a, a.recommendation.bestOverall));
        QCOMPARE(name(b, b.recommendation.bestValue), name(a, a.recommendation.bestValue));
        QCOMPARE(name(b, b.recommendation.mostMemoryPerPrice),
            name(a, a.recommendation.mostMemoryPerPrice));
    }
}

void TestWorkstations::forOneLlmStreamAWorkstationIsNoFasterThanItsCard()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    RankingRequest request = training(300'000);
    request.workload = Workload::LlmInference;
    request.precision = Precision::Int4;
    const RankingResult r = ranker.rank(request);
    const CardVerdict *box
        = verdictNamed(r, QStringLiteral("NVIDIA GeForce RTX 4090 24 GB × 4 workstation 96 GB"));
    QVERIFY(box);
    // llama.cpp splits the layers: memory adds up, speed does not.
    const ScalingFactor split = ranker.scaling().factor(Parallelism::LayerSplit);
    QVERIFY(split.rows > 0);
    QCOMPARE(box->boardGpus, std::min(1.0, split.factor));
    QVERIFY(r.recommendation.bestOverall);
    QVERIFY2(bestOverall(data, r).key.form != Form::Workstation,
        qPrintable(bestOverall(data, r).displayName()));
    const QString reasons = Ranking::explain(data, request, r, *box).join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QStringLiteral("speed does not")), qPrintable(reasons));
}

// Eight cards take a server chassis with its own airflow; four passive cards in a tower do not.
void TestWorkstations::eightDataCentreCardsInTheirChassisAreNotFlaggedPassive()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    const RankingResult r = ranker.rank(training(0));
    const CardVerdict *eight
        = verdictNamed(r, QStringLiteral("NVIDIA H100 PCIe 80 GB × 8 workstation 640 GB"));
    const CardVerdict *four
        = verdictNamed(r, QStringLiteral("NVIDIA H100 PCIe 80 GB × 4 workstation 320 GB"));
    QVERIFY(eight && four);
    QVERIFY(!eight->hasFlag(Flag::DataCenterCooling));
    QVERIFY(four->hasFlag(Flag::DataCenterCooling));
}

void TestWorkstations::workstationsAreNeverWrittenToFilesAndNotDerivedOnAHugeCatalog()
{
    CatalogData data = catalogWithSystems();
    const qsizetype cards = data.cards.size();
    const qsizetype prices = data.prices.size();
    addServerSystems(data);
    QCOMPARE(data.cards.size(), cards);
    QCOMPARE(data.prices.size(), prices);
    QCOMPARE(CatalogExporter::toCsv(data, DataKind::Cards),
        CatalogExporter::toCsv(builtinCatalog(), DataKind::Cards));
    QCOMPARE(CatalogExporter::toCsv(data, DataKind::Prices),
        CatalogExporter::toCsv(builtinCatalog(), DataKind::Prices));
    for (const Card &c : storedCards(data.cards))
        QVERIFY(c.key.form != Form::Workstation);
    // A catalog of more than kMaxCardsForWorkstations cards gets none (the planner still offers
    // several cards there).
    CatalogData huge = builtinCatalog();
    const Card filler = huge.cards.first();
    for (qsizetype i = huge.cards.size(); i <= kMaxCardsForWorkstations; ++i) {
        Card c = filler;
        c.key.model = QStringLiteral("Filler %1").arg(i);
        huge.cards << c;
    }
    addServerSystems(huge);
    for (const Card &c : huge.cards)
        QVERIFY(c.key.form != Form::Workstation);
}

QTEST_GUILESS_MAIN(TestWorkstations)
#include "tst_workstations.moc"
