// SPDX-License-Identifier: GPL-3.0-or-later
// The picks of a ranking and what a buyer weighs beside it, as a user would state them: which
// cards the picks pass over and why, cards without a price, think twice, stale prices, buy or
// rent, the cost views, the upgrade summary. The ranking rules themselves: tst_ranking.cpp.

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

class TestRankingPicks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void buyOrRentComparesLikeForLike();
    void thinkTwiceIsTheCardsWithAWarning();
    void upgradeSummaryIsOneSetOfSentences();
    void cardWithoutPriceIsListedApartNeverFirst();
    void costViews();
    void oldPricesAreFlaggedAsStale();
    void picksPreferDesktopCardsAtRealPrices();
    void everyPickNamesTheBetterCardsItPassedOver();
    void withTooLittleMemoryEverywhereOtherCaveatsStillCount();
};

void TestRankingPicks::cardWithoutPriceIsListedApartNeverFirst()
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

void TestRankingPicks::costViews()
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

// A price seen long ago still ranks (it is the best evidence there is) but is called old, in the
// flags and in the sentence about the price, so nobody buys on a three-year-old quote unawares.
void TestRankingPicks::oldPricesAreFlaggedAsStale()
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
void TestRankingPicks::picksPreferDesktopCardsAtRealPrices()
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
void TestRankingPicks::withTooLittleMemoryEverywhereOtherCaveatsStillCount()
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
void TestRankingPicks::everyPickNamesTheBetterCardsItPassedOver()
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

// Buy or rent, like for like: a card is set against the on-demand rental of the same GPU (never a
// spot price while an on-demand one exists), else the nearest class, said so; three years of
// owning count the price, power, host and resale, renting the same hours.
void TestRankingPicks::buyOrRentComparesLikeForLike()
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
void TestRankingPicks::thinkTwiceIsTheCardsWithAWarning()
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
void TestRankingPicks::upgradeSummaryIsOneSetOfSentences()
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

QTEST_GUILESS_MAIN(TestRankingPicks)
#include "tst_ranking_picks.moc"
