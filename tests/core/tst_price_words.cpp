// SPDX-License-Identifier: GPL-3.0-or-later
// One wording step per verdict (issue "The house, third pass", item 4): how a price was obtained
// (priceBasisText(), core/catalog/PriceWords.h) and whether a model fits a card
// (fitVerdictText(), core/planner/FitPlanner.h), each made by one function that every front end
// calls. The front ends' own tests (tests/cli, tests/ui) check that they show these words.

#include "FitPlanner.h"
#include "PriceWords.h"
#include "Ranking.h"
#include "RankingTestSupport.h"
#include "TestCatalog.h"
#include "Translations.h"

#include <QTest>

using namespace gpu;

class TestPriceWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void basis_data();
    void basis();
    void aLaunchPriceEstimateSaysItsLaunchPriceAndRate();
    void anEstimateHasNoOriginOfItsOwn();
    void theRankingsReasonSaysTheSameWords();
    void everyWordIsTranslated();
    void fitVerdicts_data();
    void fitVerdicts();
    void aServersFitVerdictSpeaksOfTheMachine();
};

namespace {

CardPrice seen(PriceBasis basis, Condition condition, const QString &seller = QString(),
    PriceKind kind = PriceKind::Retail)
{
    CardPrice p;
    p.kind = kind;
    p.amount = 5999;
    p.currency = Currency::CNY;
    p.basis = basis;
    p.condition = condition;
    p.date = QDate(2026, 10, 1);
    p.seller = seller;
    return p;
}

CardPrice launchEstimate(Currency currency)
{
    CardPrice p;
    p.basis = PriceBasis::LaunchPriceEstimate;
    p.currency = currency;
    p.originalAmount = 1599;
    p.originalCurrency = QStringLiteral("USD");
    p.converted = currency != Currency::USD;
    p.amount = p.converted ? 1599 * 7.2 : 1599;
    return p;
}

} // namespace

void TestPriceWords::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    Translations::install(QStringLiteral("en"));
}

void TestPriceWords::basis_data()
{
    QTest::addColumn<CardPrice>("price");
    QTest::addColumn<QString>("shortWords");
    QTest::addColumn<QString>("longWords");
    // What the source calls the price (issue 39), never "street" for a row that says neither.
    QTest::newRow("shop, new") << seen(PriceBasis::StreetPrice, Condition::New, "JD")
                               << "new shop price"
                               << "new shop price (2026-10-01)";
    QTest::newRow("used") << seen(PriceBasis::StreetPrice, Condition::Used, QString(),
        PriceKind::Used) << "used price"
                          << "used price (2026-10-01)";
    QTest::newRow("list") << seen(PriceBasis::StreetPrice, Condition::New, "NVIDIA MSRP",
        PriceKind::List) << "list price"
                          << "list price (2026-10-01)";
    QTest::newRow("eBay average") << seen(PriceBasis::StreetPrice, Condition::Used,
        "eBay average (Tom's Hardware)", PriceKind::SoldAverage)
                                  << "average of eBay sales, new and used"
                                  << "average of eBay sales, new and used (2026-10-01)";
    QTest::newRow("Amazon listing") << seen(
        PriceBasis::StreetPrice, Condition::New, "Amazon.com buy box", PriceKind::Marketplace)
                                    << "Amazon listing, condition not stated"
                                    << "Amazon listing, condition not stated (2026-10-01)";
    QTest::newRow("yours, new") << seen(PriceBasis::UserPrice, Condition::New) << "your new price"
                                << "your new price (2026-10-01)";
    QTest::newRow("yours, used") << seen(PriceBasis::UserPrice, Condition::Used)
                                 << "your used price"
                                 << "your used price (2026-10-01)";
    QTest::newRow("launch") << launchEstimate(Currency::USD) << "launch price estimate"
                            << "estimate from the launch price of 1,599 USD";
}

void TestPriceWords::basis()
{
    QFETCH(CardPrice, price);
    QFETCH(QString, shortWords);
    QFETCH(QString, longWords);
    QCOMPARE(priceBasisText(price, PriceWordsLength::Short), shortWords);
    QCOMPARE(priceBasisText(price, PriceWordsLength::Long), longWords);
    QCOMPARE(priceBasisText(price), longWords); // long unless asked
}

void TestPriceWords::aLaunchPriceEstimateSaysItsLaunchPriceAndRate()
{
    // The rate is the one the estimate was converted at, in the display currency per USD.
    QCOMPARE(priceBasisText(launchEstimate(Currency::CNY)),
        QStringLiteral("estimate from the launch price of 1,599 USD, converted at 7.20 CNY/USD"));
}

void TestPriceWords::anEstimateHasNoOriginOfItsOwn()
{
    // priceBasisText() says where an estimate comes from; "as seen" is for prices seen.
    QVERIFY(priceOriginText(launchEstimate(Currency::CNY)).isEmpty());
    CardPrice converted = seen(PriceBasis::StreetPrice, Condition::New);
    converted.converted = true;
    converted.originalAmount = 830;
    converted.originalCurrency = QStringLiteral("USD");
    QCOMPARE(priceOriginText(converted), QStringLiteral("830 USD on 2026-10-01, converted"));
}

void TestPriceWords::theRankingsReasonSaysTheSameWords()
{
    const Card c = test::synthetic(QStringLiteral("Mine"), 100, 50, 500);
    CatalogData d = test::withPricedReference({c});
    d.prices << test::price(c, 3500, Currency::CNY, QDate(2026, 11, 2), Condition::Used);
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *v = test::verdict(r, QStringLiteral("Mine"));
    QVERIFY(v && v->price);
    const QString reasons = v->reasons.join(QLatin1Char('|'));
    QVERIFY2(
        reasons.contains(QStringLiteral("Judged at 3,500 CNY: %1.").arg(priceBasisText(*v->price))),
        qPrintable(reasons));
    QCOMPARE(priceBasisText(*v->price), QStringLiteral("used price (2026-11-02)"));
}

void TestPriceWords::everyWordIsTranslated()
{
    QVERIFY(Translations::install(QStringLiteral("zh_CN")));
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const QList<CardPrice> prices = {seen(PriceBasis::StreetPrice, Condition::New),
        seen(PriceBasis::StreetPrice, Condition::Used),
        seen(PriceBasis::StreetPrice, Condition::New, "NVIDIA MSRP"),
        seen(PriceBasis::UserPrice, Condition::New), seen(PriceBasis::UserPrice, Condition::Used),
        launchEstimate(Currency::CNY), launchEstimate(Currency::USD)};
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
    for (const CardPrice &p : prices)
        for (const PriceWordsLength length : {PriceWordsLength::Short, PriceWordsLength::Long}) {
            QString words = priceBasisText(p, length);
            // The codes of currencies and the vendors' own abbreviation stay as they are.
            for (const char *kept : {"CNY", "USD", "MSRP"})
                words.remove(QLatin1String(kept));
            QVERIFY2(!word.match(words).hasMatch(), qPrintable(words));
        }
    QVERIFY(Translations::install(QStringLiteral("en")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestPriceWords::fitVerdicts_data()
{
    QTest::addColumn<double>("needOnOne");
    QTest::addColumn<int>("fewestBoards"); // 0: none holds it
    QTest::addColumn<QString>("verdict");
    QTest::newRow("fits") << 15.2 << 1 << "Fits on one card: 15.2 of 24 GB.";
    QTest::newRow("two cards") << 41.8 << 2
                               << "Does not fit on one card (needs 41.8 GB of 24). 2 cards of it "
                                  "hold it, 21.3 GB on each.";
    QTest::newRow("none") << 140.0 << 0
                          << "Does not fit on one card (needs 140.0 GB of 24), nor on 2 of it.";
}

void TestPriceWords::fitVerdicts()
{
    QFETCH(double, needOnOne);
    QFETCH(int, fewestBoards);
    QFETCH(QString, verdict);
    const Card card = test::card(QStringLiteral("Card"), 24);
    Card other = test::card(QStringLiteral("Other"), 24);
    QList<FitConfiguration> plan;
    FitConfiguration one;
    one.card = &card;
    one.estimate.perGpu.weights = needOnOne;
    one.fits = fewestBoards == 1;
    plan << one;
    FitConfiguration two = one;
    two.boards = 2;
    two.gpus = 2;
    two.estimate.perGpu.weights = 21.3;
    two.fits = fewestBoards == 2;
    plan << two;
    FitConfiguration elsewhere = two; // another card's set-up is not this card's answer
    elsewhere.card = &other;
    elsewhere.fits = true;
    plan.prepend(elsewhere);
    const CardFit fit = cardFit(plan, card.key);
    QCOMPARE(fit.one, &plan[1]);
    QCOMPARE(fit.fewest, fewestBoards == 0 ? nullptr : &plan[fewestBoards]);
    QCOMPARE(fitVerdictText(fit, 2), verdict);
    // With a context and a speed of the fewest that hold it, both are said after the verdict.
    if (fewestBoards > 0) {
        FitConfiguration &fewest = plan[fewestBoards];
        fewest.maxContext = 32768;
        fewest.tokensPerSecond = 19.6;
        QCOMPARE(fitVerdictText(cardFit(plan, card.key), 2),
            verdict
                + QStringLiteral(
                    " Largest context that fits: 32,768 tokens. About 19.6 tokens/s."));
    }
    QVERIFY(fitVerdictText(cardFit(plan, CardKey {}), 2).isEmpty()); // no card, no words
}

// A server or workstation named in `fit --card` (or selected in the window) is one machine of
// several GPUs: its verdict says what each GPU holds, never "on one card".
void TestPriceWords::aServersFitVerdictSpeaksOfTheMachine()
{
    Card server = test::card(QStringLiteral("Card × 8"), 640);
    server.key.form = Form::Server;
    server.gpusPerBoard = 8;
    server.serverOf = test::card(QStringLiteral("Card"), 80).key;
    QVERIFY(server.memoryPerGpuGb() == 80);
    FitConfiguration one;
    one.card = &server;
    one.gpus = 8;
    one.estimate.perGpu.weights = 9.7;
    one.fits = true;
    QList<FitConfiguration> plan {one};
    QCOMPARE(fitVerdictText(cardFit(plan, server.key), 8),
        QStringLiteral("Fits on this machine: 9.7 GB on each of its 8 GPUs of 80 GB."));
    plan[0].estimate.perGpu.weights = 95.2;
    plan[0].fits = false;
    QCOMPARE(fitVerdictText(cardFit(plan, server.key), 8),
        QStringLiteral("Does not fit on this machine: it needs 95.2 GB on each of its 8 GPUs of "
                       "80 GB."));
}

QTEST_GUILESS_MAIN(TestPriceWords)
#include "tst_price_words.moc"
