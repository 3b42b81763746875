// SPDX-License-Identifier: GPL-3.0-or-later
// Issue "prices": new and used prices in one scope, the user's price never silently ignored,
// launch prices only while a card is sold new, and price lists pasted from shops and chats.

#include "BuiltinCatalog.h"
#include "PriceListParser.h"
#include "Pricing.h"
#include "Ranking.h"
#include "RankingTestSupport.h"
#include "TestCatalog.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace gpu;

class TestPrices : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyCommandWritesAPriceAlike();
    void defaultScopeIncludesUsedPricesAndMarksAUsedPick();
    void anyScopeTakesTheBestCurrentPrice();
    void userUsedPriceUnderNewScopeIsExplained();
    void launchPriceOnlyWhileSoldNew();
    void noBuiltinCardLaunchedBeforeTheCutOffIsJudgedAtALaunchPrice();
    void pricesToCheckAreStaleOrMissingAmongTheBest();
    void pastedLines_data();
    void pastedLines();
    void pastedListIsAllOrNothing();
    void shuffledTokensKeepTheInvariants();

private:
    QList<Card> m_cards; // the built-in catalog's
};

void TestPrices::initTestCase()
{
    const ImportResult builtin = BuiltinCatalog::load();
    QVERIFY(builtin.errors.isEmpty());
    m_cards = builtin.data.cards;
    QVERIFY(m_cards.size() > 100);
}

void TestPrices::defaultScopeIncludesUsedPricesAndMarksAUsedPick()
{
    // A fast card sold used for much less than the others new: the best value by far.
    const Card bargain = test::synthetic(QStringLiteral("Used bargain"), 140, 140 / 2.0, 930);
    const Card fresh = test::synthetic(QStringLiteral("New card"), 100, 100 / 2.0, 500);
    CatalogData d = test::withPricedReference({bargain, fresh});
    d.prices << test::price(bargain, 12000, Currency::CNY, QDate(2026, 10, 1))
             << test::price(bargain, 4000, Currency::CNY, QDate(2026, 10, 1), Condition::Used)
             << test::price(fresh, 6000, Currency::CNY, QDate(2026, 10, 1));
    RankingRequest request;
    QCOMPARE(request.condition, ConditionFilter::Any); // the default scope: new and used
    request.asOf = QDate(2026, 11, 30);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *v = test::verdict(r, QStringLiteral("Used bargain"));
    QVERIFY(v && v->price);
    QCOMPARE(v->price->condition, Condition::Used);
    QCOMPARE(v->price->amount, 4000.0);
    QVERIFY(v->hasFlag(Flag::UsedMarket)); // the used market's caveats
    QVERIFY(r.recommendation.bestValue);
    const CardVerdict &pick = r.verdicts.at(*r.recommendation.bestValue);
    QCOMPARE(pick.key.model, QStringLiteral("Used bargain"));
    QVERIFY(pick.hasFlag(Flag::UsedMarket));
    const QString reasons = pick.reasons.join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QStringLiteral("used price")), qPrintable(reasons));
    QVERIFY2(reasons.contains(QStringLiteral("new it costs 12,000")), qPrintable(reasons));

    // Restricted to new prices, the same card is judged at its new price.
    request.condition = ConditionFilter::New;
    const RankingResult n = Ranking::rank(d, request, PerformanceModel());
    QCOMPARE(test::verdict(n, QStringLiteral("Used bargain"))->price->amount, 12000.0);
    QVERIFY(!test::verdict(n, QStringLiteral("Used bargain"))->hasFlag(Flag::UsedMarket));
}

void TestPrices::anyScopeTakesTheBestCurrentPrice()
{
    const Card c = test::synthetic(QStringLiteral("Card"), 100, 100 / 2.0, 500);
    QList<Price> prices;
    prices << test::price(c, 5000, Currency::CNY, QDate(2026, 9, 1))
           << test::price(c, 5500, Currency::CNY, QDate(2026, 9, 1), Condition::Used);
    QList<const Price *> ptrs;
    for (const Price &p : std::as_const(prices))
        ptrs << &p;
    const auto any = priceFor(c, ptrs, Currency::CNY, ConditionFilter::Any, ExchangeRate {});
    QVERIFY(any);
    QCOMPARE(any->condition, Condition::New); // new is cheaper here: no reason to buy used
    QCOMPARE(any->amount, 5000.0);
    QCOMPARE(any->otherConditionAmount.value_or(0), 5500.0);
    QCOMPARE(toCode(ConditionFilter::Any), QStringLiteral("any"));
    QCOMPARE(conditionFilterFromString(QStringLiteral("used")), ConditionFilter::Used);
}

void TestPrices::userUsedPriceUnderNewScopeIsExplained()
{
    const Card c = test::synthetic(QStringLiteral("Mine"), 100, 100 / 2.0, 500);
    CatalogData d = test::withPricedReference({c});
    d.prices << test::price(c, 6000, Currency::CNY, QDate(2026, 10, 1))
             << test::price(
                    c, 3500, Currency::CNY, QDate(2026, 11, 2), Condition::Used, Origin::User);
    RankingRequest request;
    request.condition = ConditionFilter::New;
    request.asOf = QDate(2026, 11, 30);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *v = test::verdict(r, QStringLiteral("Mine"));
    QVERIFY(v && v->price);
    QCOMPARE(v->price->amount, 6000.0); // the scope's price …
    QVERIFY(v->hasFlag(Flag::UserPriceOutOfScope)); // … and the user's price is not ignored
    QCOMPARE(toCode(Flag::UserPriceOutOfScope), QStringLiteral("user_price_out_of_scope"));
    const QString reasons = v->reasons.join(QLatin1Char('|'));
    QVERIFY2(reasons.contains(QStringLiteral("Judged at 6,000 CNY: new shop price ("
                                             "2026-10-01")),
        qPrintable(reasons));
    QVERIFY2(reasons.contains(QStringLiteral("Your used price of 3,500 CNY (2026-11-02) is not "
                                             "used")),
        qPrintable(reasons));
    QVERIFY2(reasons.contains(QStringLiteral("new or used")), qPrintable(reasons));

    // With the switch, the user's price is the one used.
    request.condition = ConditionFilter::Any;
    const RankingResult withSwitch = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *w = test::verdict(withSwitch, QStringLiteral("Mine"));
    QCOMPARE(w->price->amount, 3500.0);
    QCOMPARE(w->price->basis, PriceBasis::UserPrice);
    QVERIFY(!w->hasFlag(Flag::UserPriceOutOfScope));
}

void TestPrices::launchPriceOnlyWhileSoldNew()
{
    Card recent = test::synthetic(QStringLiteral("Recent"), 100, 100 / 2.0, 500);
    recent.launchPriceUsd = 549;
    recent.releaseDate = QStringLiteral("2025-03-05");
    Card old = test::synthetic(QStringLiteral("Old"), 100, 100 / 2.0, 500);
    old.launchPriceUsd = 1499;
    old.releaseDate = QStringLiteral("2020-09");
    Card undated = test::synthetic(QStringLiteral("Undated"), 100, 100 / 2.0, 500);
    undated.launchPriceUsd = 999;
    PricePolicy policy;
    policy.asOf = QDate(2026, 11, 30);
    QVERIFY(launchPriceIsCurrent(recent, policy));
    QVERIFY(!launchPriceIsCurrent(old, policy));
    QVERIFY(!launchPriceIsCurrent(undated, policy)); // not shown to be sold new
    QVERIFY(launchPriceIsCurrent(old, PricePolicy {})); // no date: not judged

    CatalogData d = test::withPricedReference({recent, old, undated});
    d.prices << test::price(old, 4500, Currency::CNY, QDate(2026, 8, 1), Condition::Used);
    RankingRequest request;
    request.asOf = policy.asOf;
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *a = test::verdict(r, QStringLiteral("Recent"));
    QVERIFY(a && a->price);
    QCOMPARE(a->price->basis, PriceBasis::LaunchPriceEstimate);
    const CardVerdict *b = test::verdict(r, QStringLiteral("Old"));
    QVERIFY(b && b->price); // judged at its dated used price, not at its launch price
    QCOMPARE(b->price->basis, PriceBasis::StreetPrice);
    QCOMPARE(b->price->condition, Condition::Used);
    const CardVerdict *c = test::verdict(r, QStringLiteral("Undated"));
    QVERIFY(c);
    QVERIFY(!c->price);
    QVERIFY(c->hasFlag(Flag::NoPrice));
}

void TestPrices::noBuiltinCardLaunchedBeforeTheCutOffIsJudgedAtALaunchPrice()
{
    const ImportResult builtin = BuiltinCatalog::load();
    const QDate today(2026, 12, 1);
    for (ConditionFilter condition :
        {ConditionFilter::Any, ConditionFilter::New, ConditionFilter::Used}) {
        RankingRequest request;
        request.asOf = today;
        request.condition = condition;
        const RankingResult r = Ranking::rank(builtin.data, request, PerformanceModel());
        int estimates = 0;
        for (const CardVerdict &v : r.verdicts) {
            if (!v.price || v.price->basis != PriceBasis::LaunchPriceEstimate)
                continue;
            ++estimates;
            const Card &card = builtin.data.cards.at(v.cardIndex);
            QDate released = QDate::fromString(card.releaseDate, Qt::ISODate);
            if (!released.isValid())
                released = QDate::fromString(card.releaseDate, QStringLiteral("yyyy-MM"));
            QVERIFY2(released.isValid() && released.addMonths(24) >= today,
                qPrintable(card.displayName() + QStringLiteral(" ") + card.releaseDate));
        }
        Q_UNUSED(estimates);
    }
}

void TestPrices::pricesToCheckAreStaleOrMissingAmongTheBest()
{
    const Card fast = test::synthetic(QStringLiteral("Fast unpriced"), 300, 300 / 2.0, 2000);
    const Card stale = test::synthetic(QStringLiteral("Stale"), 200, 200 / 2.0, 1500);
    const Card fresh = test::synthetic(QStringLiteral("Fresh"), 150, 150 / 2.0, 1000);
    const Card slow = test::synthetic(QStringLiteral("Slow unpriced"), 10, 10 / 2.0, 100);
    CatalogData d = test::withPricedReference({fast, stale, fresh, slow});
    d.prices << test::price(stale, 9000, Currency::CNY, QDate(2024, 1, 1))
             << test::price(fresh, 6000, Currency::CNY, QDate(2026, 11, 1));
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    QStringList names;
    for (int i : Ranking::pricesToCheck(r, 3))
        names << r.verdicts.at(i).key.model;
    QCOMPARE(names, QStringList({QStringLiteral("Fast unpriced"), QStringLiteral("Stale")}));
}

void TestPrices::pastedLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("memory");
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QString>("seller");
    QTest::newRow("model, memory, 元")
        << QStringLiteral("RTX 4070 SUPER 12G 4599元") << QStringLiteral("GeForce RTX 4070 SUPER")
        << 12.0 << 4599.0 << QStringLiteral("CNY") << QStringLiteral("new") << QString();
    QTest::newRow("二手, bare numbers")
        << QStringLiteral("二手 3090 5500") << QStringLiteral("GeForce RTX 3090") << 24.0 << 5500.0
        << QStringLiteral("CNY") << QStringLiteral("used") << QString();
    QTest::newRow("board partner, Ti, 16G")
        << QStringLiteral("七彩虹 RTX 4060 Ti 16G 3299") << QStringLiteral("GeForce RTX 4060 Ti")
        << 16.0 << 3299.0 << QStringLiteral("CNY") << QStringLiteral("new")
        << QStringLiteral("七彩虹");
    QTest::newRow("万") << QStringLiteral("4090 1.45万") << QStringLiteral("GeForce RTX 4090")
                        << 24.0 << 14500.0 << QStringLiteral("CNY") << QStringLiteral("new")
                        << QString();
    QTest::newRow("full-width ￥ first")
        << QStringLiteral("￥12,999 RTX 4080 SUPER") << QStringLiteral("GeForce RTX 4080 SUPER")
        << 16.0 << 12999.0 << QStringLiteral("CNY") << QStringLiteral("new") << QString();
    QTest::newRow("¥ and used in English")
        << QStringLiteral("used RTX 3080 10GB ¥3,200") << QStringLiteral("GeForce RTX 3080") << 10.0
        << 3200.0 << QStringLiteral("CNY") << QStringLiteral("used") << QString();
    QTest::newRow("RMB, marketing words")
        << QStringLiteral("ASUS TUF Gaming RTX 4070 Ti SUPER 16G OC RMB 6499")
        << QStringLiteral("GeForce RTX 4070 Ti SUPER") << 16.0 << 6499.0 << QStringLiteral("CNY")
        << QStringLiteral("new") << QStringLiteral("ASUS");
    QTest::newRow("USD") << QStringLiteral("RTX 5090 $1,999") << QStringLiteral("GeForce RTX 5090")
                         << 32.0 << 1999.0 << QStringLiteral("USD") << QStringLiteral("new")
                         << QString();
    QTest::newRow("w, chat style")
        << QStringLiteral("微星 4090 魔龙 1.3w") << QStringLiteral("GeForce RTX 4090") << 24.0
        << 13000.0 << QStringLiteral("CNY") << QStringLiteral("new") << QStringLiteral("微星");
    // The 22 GB board (a modified card, 魔改) is a card of its own in the catalog (issue 39).
    QTest::newRow("9成新, 块") << QStringLiteral("9成新 2080 Ti 22G 魔改 2400块")
                               << QStringLiteral("GeForce RTX 2080 Ti") << 22.0 << 2400.0
                               << QStringLiteral("CNY") << QStringLiteral("used") << QString();
    QTest::newRow("glued name, 全新")
        << QStringLiteral("全新 RTX3060 12G 1999元") << QStringLiteral("GeForce RTX 3060") << 12.0
        << 1999.0 << QStringLiteral("CNY") << QStringLiteral("new") << QString();
    QTest::newRow("AMD") << QStringLiteral("蓝宝石 RX 7900 XTX 24G 超白金 6999")
                         << QStringLiteral("Radeon RX 7900 XTX") << 24.0 << 6999.0
                         << QStringLiteral("CNY") << QStringLiteral("new")
                         << QStringLiteral("蓝宝石");
    QTest::newRow("tab-separated spreadsheet")
        << QStringLiteral("GeForce RTX 4060\t8GB\t2399") << QStringLiteral("GeForce RTX 4060")
        << 8.0 << 2399.0 << QStringLiteral("CNY") << QStringLiteral("new") << QString();
}

void TestPrices::pastedLines()
{
    QFETCH(QString, line);
    QFETCH(QString, model);
    QFETCH(double, memory);
    QFETCH(double, amount);
    QFETCH(QString, currency);
    QFETCH(QString, condition);
    QFETCH(QString, seller);
    PriceListOptions options;
    options.observedDate = QDate(2026, 12, 1);
    const PriceListLine parsed = parsePriceListLine(line, m_cards, options);
    if (memory < 0) {
        // "22G" is a modified card (魔改) the catalog does not list: refused, not guessed.
        QVERIFY2(!parsed.price, qPrintable(parsed.matchedName));
        QVERIFY(!parsed.error.isEmpty());
        return;
    }
    QVERIFY2(parsed.price, qPrintable(parsed.error));
    QCOMPARE(parsed.price->card.model, model);
    QCOMPARE(parsed.price->card.memoryGb, memory);
    QCOMPARE(parsed.price->card.form, Form::Desktop);
    QCOMPARE(parsed.price->amount, amount);
    QCOMPARE(toCode(parsed.price->currency), currency);
    QCOMPARE(toCode(parsed.price->condition), condition);
    QCOMPARE(parsed.price->seller, seller);
    QCOMPARE(parsed.price->observedDate, QDate(2026, 12, 1));
    QCOMPARE(parsed.price->origin, Origin::User);
}

void TestPrices::pastedListIsAllOrNothing()
{
    PriceListOptions options;
    options.observedDate = QDate(2026, 12, 1);
    const QString good = QStringLiteral("RTX 4070 SUPER 12G 4599元\n\n二手 3090 5500\r\n");
    const PriceListParse ok = parsePriceList(good, m_cards, options);
    QCOMPARE(ok.lines.size(), 2);
    QCOMPARE(ok.lines.at(1).lineNumber, 3);
    QVERIFY(ok.ok());
    QCOMPARE(ok.prices().size(), 2);

    const PriceListParse bad = parsePriceList(
        good + QStringLiteral("RTX 9999 1000元\nRTX 4070 SUPER\n"), m_cards, options);
    // A line with a price that names no card stops the import; a line without a price is no
    // price at all (chat noise): skipped and said, not an error.
    QCOMPARE(bad.errorCount(), 1);
    QCOMPARE(bad.skippedCount(), 1);
    QVERIFY(!bad.ok());
    QVERIFY(bad.prices().isEmpty()); // nothing when a line is wrong
    QVERIFY(bad.lines.at(2).error.contains(QStringLiteral("no card")));
    QVERIFY(bad.lines.at(3).skipped);
    QVERIFY(bad.lines.at(3).skipReason.contains(QStringLiteral("no price")));
    // "3060" alone is two cards (12 GB and 8 GB): ambiguous, never guessed.
    const PriceListLine twoCards
        = parsePriceListLine(QStringLiteral("3060 1999"), m_cards, options);
    QVERIFY(!twoCards.price);
    QVERIFY2(twoCards.error.contains(QStringLiteral("several cards")), qPrintable(twoCards.error));
}

// The invariants of fuzz/fuzz_price_list.cpp on lines made of the tokens people paste, in any
// order: a line gives one price of a catalog card (amount > 0, today's date) or an error.
void TestPrices::shuffledTokensKeepTheInvariants()
{
    const QStringList tokens = {QStringLiteral("RTX"), QStringLiteral("4090"),
        QStringLiteral("3090"), QStringLiteral("Ti"), QStringLiteral("SUPER"),
        QStringLiteral("12G"), QStringLiteral("24GB"), QStringLiteral("二手"),
        QStringLiteral("全新"), QStringLiteral("1.45万"), QStringLiteral("4599元"),
        QStringLiteral("￥12,999"), QStringLiteral("$1,999"), QStringLiteral("RMB"),
        QStringLiteral("七彩虹"), QStringLiteral("ASUS"), QStringLiteral("0"), QStringLiteral("-5"),
        QStringLiteral("1,5"), QStringLiteral("w"), QStringLiteral("万"), QStringLiteral("¥"),
        QStringLiteral("RX"), QStringLiteral("7900"), QStringLiteral("XTX"),
        QStringLiteral("1e308"), QStringLiteral("99999999999999999999"), QStringLiteral("\t")};
    QRandomGenerator random(14);
    PriceListOptions options;
    options.observedDate = QDate(2026, 12, 1);
    for (int n = 0; n < 3000; ++n) {
        QStringList words;
        const int count = 1 + int(random.bounded(6));
        for (int i = 0; i < count; ++i)
            words << tokens.at(int(random.bounded(int(tokens.size()))));
        const QString line = words.join(random.bounded(2) ? QStringLiteral(" ") : QString());
        const PriceListLine parsed = parsePriceListLine(line, m_cards, options);
        // Exactly one of: a price, an error, skipped (no price on the line).
        QVERIFY2(
            int(parsed.price.has_value()) + int(!parsed.error.isEmpty()) + int(parsed.skipped) == 1,
            qPrintable(line));
        if (!parsed.price)
            continue;
        QVERIFY2(std::isfinite(parsed.price->amount) && parsed.price->amount > 0, qPrintable(line));
        QCOMPARE(parsed.price->observedDate, options.observedDate);
        bool known = false;
        for (const Card &c : std::as_const(m_cards))
            known |= c.key == parsed.price->card;
        QVERIFY2(known, qPrintable(line));
    }
}

// `rank`, `compare` and `list` write one amount for one price (plainPriceAmount()): an estimate
// from a launch price in whole units (it is 11513, not 11512.80), a seen price as seen.
void TestPrices::everyCommandWritesAPriceAlike()
{
    CardPrice estimate;
    estimate.basis = PriceBasis::LaunchPriceEstimate;
    estimate.amount = 11512.8;
    QCOMPARE(plainPriceAmount(estimate), QStringLiteral("11513"));
    CardPrice seen;
    seen.basis = PriceBasis::StreetPrice;
    seen.amount = 5513.68;
    QCOMPARE(plainPriceAmount(seen), QStringLiteral("5513.68"));
    seen.amount = 12999;
    QCOMPARE(plainPriceAmount(seen), QStringLiteral("12999"));
}

QTEST_GUILESS_MAIN(TestPrices)
#include "tst_prices.moc"
