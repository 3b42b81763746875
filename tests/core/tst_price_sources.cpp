// SPDX-License-Identifier: GPL-3.0-or-later
// Issue "prices for every card": a foreign price converted at the rate of its own date, a module's
// price per GPU, the price to beat, the cards a budget leaves out for want of a price named,
// prices to check that follow the request, and price lists as shops and chats send them.

#include "BuiltinCatalog.h"
#include "CatalogExporter.h"
#include "CatalogImporter.h"
#include "PriceListParser.h"
#include "PriceWords.h"
#include "Pricing.h"
#include "Ranking.h"
#include "RankingTestSupport.h"
#include "TestCatalog.h"

#include <QTest>

#include <cmath>

using namespace gpu;

class TestPriceSources : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void foreignPriceIsConvertedAtTheRateOfItsDate();
    void userRateWinsForUsd();
    void aCurrentPriceBeatsAStaleOneOfTheOtherCondition();
    void moduleIsJudgedPerGpuAndSaysSo();
    void ratesRoundTripThroughTheirOwnKind();
    void priceAtPriceToBeatMatchesTheBestValue();
    void fasterCardHasAnOverallPriceToBeat();
    void budgetRankingNamesTheCardsWithoutAPrice();
    void pricesToCheckFollowTheBudget();
    void chatListOfSixtyLines();
    void unknownPriceLineStopsWithClosestCards();
    void builtinCatalogMeetsThePriceTargets();

private:
    CatalogData m_builtin;
};

namespace {

ExchangeRateRow rate(const QString &currency, double toCny, const QDate &date)
{
    ExchangeRateRow r;
    r.currency = currency;
    r.rateToCny = toCny;
    r.date = date;
    r.origin = Origin::BuiltIn;
    return r;
}

} // namespace

void TestPriceSources::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    const ImportResult builtin = BuiltinCatalog::load();
    QVERIFY2(builtin.errors.isEmpty(),
        qPrintable(builtin.errors.isEmpty() ? QString() : builtin.errors.first().message));
    m_builtin = builtin.data;
}

void TestPriceSources::foreignPriceIsConvertedAtTheRateOfItsDate()
{
    const Card card = test::synthetic(QStringLiteral("Euro card"), 100, 100 / 2.0, 900);
    CatalogData d = test::withPricedReference({card});
    Price eur = test::price(card, 1000, Currency::CNY, QDate(2025, 3, 15));
    eur.currency = QStringLiteral("EUR");
    d.prices << eur;
    // Two months of rates: the March one is the one of the price's date.
    d.rates << rate(QStringLiteral("EUR"), 7.5, QDate(2025, 2, 1))
            << rate(QStringLiteral("EUR"), 7.8, QDate(2025, 3, 1))
            << rate(QStringLiteral("USD"), 7.25, QDate(2025, 3, 1));
    RankingRequest request;
    request.asOf = QDate(2025, 4, 1);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *v = test::verdict(r, QStringLiteral("Euro card"));
    QVERIFY(v && v->price);
    QCOMPARE(v->price->amount, 7800.0);
    QVERIFY(v->price->converted);
    QVERIFY(v->hasFlag(Flag::ConvertedPrice));
    QCOMPARE(v->price->rateDate, QDate(2025, 3, 1));
    QCOMPARE(priceOriginText(*v->price), QStringLiteral("1000 EUR on 2025-03-15, converted"));
    // In USD: through CNY at the same date's USD rate.
    request.currency = Currency::USD;
    const RankingResult usd = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *u = test::verdict(usd, QStringLiteral("Euro card"));
    QVERIFY(u && u->price);
    QVERIFY(std::fabs(u->price->amount - 7800.0 / 7.25) < 1e-6);
    // A currency without any rate cannot be judged: the card has no price, it is not 0.
    d.prices.last().currency = QStringLiteral("CHF");
    const RankingResult none = Ranking::rank(d, RankingRequest(), PerformanceModel());
    QVERIFY(!test::verdict(none, QStringLiteral("Euro card"))->price);
}

void TestPriceSources::userRateWinsForUsd()
{
    auto table = std::make_shared<RateTable>(
        QList<ExchangeRateRow> {rate(QStringLiteral("USD"), 7.0, QDate(2024, 1, 1)),
            rate(QStringLiteral("USD"), 7.3, QDate(2025, 1, 1))});
    ExchangeRate dated {7.2, false, table};
    QCOMPARE(dated.convertOn(100, QStringLiteral("USD"), QDate(2024, 6, 1), Currency::CNY)->amount,
        700.0);
    QCOMPARE(dated.cnyPerUsdNow(), 7.3);
    // Before the first rate: the first.
    QCOMPARE(dated.convertOn(100, QStringLiteral("USD"), QDate(2019, 6, 1), Currency::CNY)->amount,
        700.0);
    ExchangeRate mine {6.5, true, table};
    QCOMPARE(mine.convertOn(100, QStringLiteral("USD"), QDate(2024, 6, 1), Currency::CNY)->amount,
        650.0);
    QCOMPARE(mine.cnyPerUsdNow(), 6.5);
    QVERIFY(mine.convertOn(100, QStringLiteral("USD"), QDate(2024, 6, 1), Currency::CNY)->userRate);
}

// A buyer enters today's new price of 16,500 CNY; the catalog's used average of 2023 (12,451)
// is lower but three years old: the card is judged at today's price. Two current prices: the
// lower one, as before.
void TestPriceSources::aCurrentPriceBeatsAStaleOneOfTheOtherCondition()
{
    const Card card = test::synthetic(QStringLiteral("Fresh and stale"), 300, 300 / 2.0, 1000);
    CatalogData d = test::withPricedReference({card});
    d.prices << test::price(
        card, 12451, Currency::CNY, QDate(2023, 10, 1), Condition::Used, Origin::BuiltIn)
             << test::price(
                    card, 16500, Currency::CNY, QDate(2026, 12, 2), Condition::New, Origin::User);
    RankingRequest request;
    request.asOf = QDate(2026, 12, 2);
    const RankingResult first = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *v = test::verdict(first, QStringLiteral("Fresh and stale"));
    QVERIFY(v && v->price);
    QCOMPARE(v->price->amount, 16500.0);
    QCOMPARE(v->price->condition, Condition::New);
    d.prices[1].observedDate = QDate(2026, 11, 1); // now both current: the lower, used one
    const RankingResult second = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *w = test::verdict(second, QStringLiteral("Fresh and stale"));
    QVERIFY(w && w->price);
    QCOMPARE(w->price->amount, 12451.0);
}

void TestPriceSources::moduleIsJudgedPerGpuAndSaysSo()
{
    const Card card = test::synthetic(QStringLiteral("Module card"), 400, 400 / 2.0, 3000, 80);
    CatalogData d = test::withPricedReference({card});
    Price module = test::price(card, 1400000, Currency::CNY, QDate(2025, 12, 24));
    module.gpuCount = 8;
    module.unit = PriceUnit::Module;
    d.prices << module;
    RankingRequest request;
    request.asOf = QDate(2026, 1, 1);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *v = test::verdict(r, QStringLiteral("Module card"));
    QVERIFY(v && v->price);
    QCOMPARE(v->price->amount, 175000.0);
    QVERIFY(v->price->perGpuDerived());
    QVERIFY(v->hasFlag(Flag::ConvertedPrice));
    QCOMPARE(priceOriginText(*v->price),
        QStringLiteral("1400000 CNY per 8-GPU module, derived per GPU"));
}

void TestPriceSources::ratesRoundTripThroughTheirOwnKind()
{
    CatalogData d;
    d.rates << rate(QStringLiteral("EUR"), 7.81, QDate(2025, 3, 1));
    d.rates.first().sourceUrl = QStringLiteral("https://example.org/h10");
    const QString csv = CatalogExporter::toCsv(d, DataKind::Rates);
    QVERIFY(csv.startsWith(QStringLiteral("currency,rate_to_cny,date,source_url,note")));
    const ImportResult back = CatalogImporter::readCsv(csv.toUtf8(), QStringLiteral("r.csv"), {});
    QVERIFY(back.ok());
    QCOMPARE(back.data.rates.size(), 1);
    QCOMPARE(back.data.rates.first().currency, QStringLiteral("EUR"));
    QCOMPARE(back.data.rates.first().rateToCny, 7.81);
    QCOMPARE(back.data.rates.first().date, QDate(2025, 3, 1));
    // A bad rate names its line and field, and nothing is read.
    const ImportResult bad = CatalogImporter::readCsv(
        QByteArray("currency,rate_to_cny,date\nEUR,7.8,2025-03-01\nXYZ,7.8,2025-03-01\n"),
        QStringLiteral("bad.csv"), {});
    QVERIFY(!bad.ok());
    QCOMPARE(bad.errors.first().line, 3);
    QCOMPARE(bad.errors.first().field, QStringLiteral("currency"));
    // A price in any ISO 4217 currency is read as it is.
    const ImportResult rub = CatalogImporter::readCsv(
        QByteArray("vendor,model,memory_gb,amount,currency,observed_date\n"
                   "NVIDIA,GeForce RTX 3060,12,43990,RUB,2026-06-19\n"),
        QStringLiteral("p.csv"), {});
    QVERIFY2(rub.ok(), rub.ok() ? "" : qPrintable(rub.errors.first().message));
    QCOMPARE(QString(rub.data.prices.first().currency), QStringLiteral("RUB"));
}

void TestPriceSources::priceAtPriceToBeatMatchesTheBestValue()
{
    const Card cheap = test::synthetic(QStringLiteral("Cheap"), 100, 100 / 2.0, 900);
    const Card dear = test::synthetic(QStringLiteral("Dear"), 300, 300 / 2.0, 2000);
    CatalogData d = test::withPricedReference({cheap, dear});
    d.prices << test::price(cheap, 3000, Currency::CNY, QDate(2026, 11, 1))
             << test::price(dear, 30000, Currency::CNY, QDate(2026, 11, 1));
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    QVERIFY(r.recommendation.bestValue);
    const double bestValue = *r.verdicts.at(*r.recommendation.bestValue).performancePerPrice;
    const CardVerdict *v = test::verdict(r, QStringLiteral("Dear"));
    QVERIFY(v && v->priceToBeatValue);
    QVERIFY(*v->priceToBeatValue < 30000);
    // Priced at its price to beat, it gives the best value's performance per price (1 %).
    d.prices.last().amount = *v->priceToBeatValue;
    const RankingResult again = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *w = test::verdict(again, QStringLiteral("Dear"));
    QVERIFY(w && w->performancePerPrice);
    QVERIFY2(std::fabs(*w->performancePerPrice / bestValue - 1.0) < 0.01,
        qPrintable(QStringLiteral("%1 vs %2").arg(*w->performancePerPrice).arg(bestValue)));
}

void TestPriceSources::fasterCardHasAnOverallPriceToBeat()
{
    const Card pick = test::synthetic(QStringLiteral("Pick"), 100, 100 / 2.0, 900);
    const Card faster = test::synthetic(QStringLiteral("Faster"), 300, 300 / 2.0, 2000);
    CatalogData d = test::withPricedReference({pick, faster});
    d.prices << test::price(pick, 5000, Currency::CNY, QDate(2026, 11, 1));
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    request.budget = 8000;
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    const CardVerdict *p = test::verdict(r, QStringLiteral("Pick"));
    const CardVerdict *f = test::verdict(r, QStringLiteral("Faster"));
    QVERIFY(p && f && p->relative && f->relative);
    QVERIFY(!p->priceToBeatOverall); // the pick itself is not faster than itself
    QVERIFY(f->priceToBeatOverall);
    QVERIFY(std::fabs(*f->priceToBeatOverall - 5000 * *f->relative / *p->relative) < 1e-6);
}

void TestPriceSources::budgetRankingNamesTheCardsWithoutAPrice()
{
    const Card priced = test::synthetic(QStringLiteral("Priced"), 100, 100 / 2.0, 900);
    const Card unpriced = test::synthetic(QStringLiteral("Unpriced Fast"), 300, 300 / 2.0, 2000);
    CatalogData d = test::withPricedReference({priced, unpriced});
    d.prices << test::price(priced, 5000, Currency::CNY, QDate(2026, 11, 1));
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    request.budget = 8000;
    const RankingResult r = Ranking::rank(d, request, PerformanceModel());
    QCOMPARE(r.unpriced.size(), 1);
    QCOMPARE(r.verdicts.at(r.unpriced.first()).key.model, QStringLiteral("Unpriced Fast"));
    const QString sentence = Ranking::unpricedSentence(r, d, request);
    QVERIFY2(sentence.startsWith(QStringLiteral("1 card(s) in range have no current price")),
        qPrintable(sentence));
    QVERIFY2(sentence.contains(QStringLiteral("Unpriced Fast")), qPrintable(sentence));
    QVERIFY2(sentence.contains(QStringLiteral("worth buying below")), qPrintable(sentence));
}

void TestPriceSources::pricesToCheckFollowTheBudget()
{
    // A student with 8,000 CNY: a card last seen at 9,000 is worth checking; one whose launch
    // price is 30,000 USD is not.
    Card student = test::synthetic(QStringLiteral("Student card"), 150, 150 / 2.0, 1000);
    Card server = test::synthetic(QStringLiteral("Server card"), 900, 900 / 2.0, 5000, 192);
    server.launchPriceUsd = 30000;
    server.releaseDate = QStringLiteral("2020-01-01");
    CatalogData d = test::withPricedReference({student, server});
    d.prices << test::price(student, 9000, Currency::CNY, QDate(2024, 1, 1));
    RankingRequest request;
    request.asOf = QDate(2026, 11, 30);
    const RankingResult all = Ranking::rank(d, request, PerformanceModel());
    request.budget = 8000;
    QStringList names;
    for (int i : Ranking::pricesToCheck(all, d, request, 20))
        names << all.verdicts.at(i).key.model;
    QCOMPARE(names, QStringList {QStringLiteral("Student card")});
    // Without a budget both are worth checking, the faster first.
    request.budget.reset();
    names.clear();
    for (int i : Ranking::pricesToCheck(all, d, request, 20))
        names << all.verdicts.at(i).key.model;
    QCOMPARE(names, QStringList({QStringLiteral("Server card"), QStringLiteral("Student card")}));
}

void TestPriceSources::chatListOfSixtyLines()
{
    // What a shop's chat sends: greetings, headers, dates, emoji, shop talk and 40 prices.
    const QString chat = QStringLiteral("老板在吗\n"
                                        "在的，今天报价如下👇\n"
                                        "【华强北显卡批发】12月2日报价\n"
                                        "型号 显存 价格\n"
                                        "--------------------\n"
                                        "A100 80G PCIe 6.5万\n"
                                        "H100 SXM 80G 22万\n"
                                        "4060Ti 16G 3299\n"
                                        "4080S 16G 7699\n"
                                        "RTX4090 14500\n"
                                        "4070TiS16G 5899\n"
                                        "7900XTX 24G 6999元\n"
                                        "二手 3090 24G 5500\n"
                                        "L40S 48G 5.8w\n"
                                        "H20 96G 9.8万\n"
                                        "🔥🔥🔥 今日特价 🔥🔥🔥\n"
                                        "RTX 5090 32G 2.2万\n"
                                        "5090D 32G 1.9w\n"
                                        "5080 16G 8499\n"
                                        "5070Ti 16G 6199\n"
                                        "5070 12G 4399\n"
                                        "5060Ti 16G 3399\n"
                                        "4070 SUPER 12G 4599元\n"
                                        "4070 12G 3999\n"
                                        "4060 8G 2299\n"
                                        "3060 12G 1899\n"
                                        "二手 2080Ti 11G 1800\n"
                                        "二手 3080 10G 2600\n"
                                        "二手 3090Ti 24G 6300\n"
                                        "二手 4090 24G 1.2万\n"
                                        "9成新 3070 8G 1500\n"
                                        "矿卡 3060Ti 8G 1100\n"
                                        "7900 XT 20G 5299\n"
                                        "RX 7800 XT 16G 3599\n"
                                        "9070XT 16G 4999\n"
                                        "9060XT 16G 2699\n"
                                        "Arc B580 12G 1999\n"
                                        "A6000 48G 2.9万\n"
                                        "RTX 6000 Ada 48G 5.2万\n"
                                        "L20 48G 3.2万\n"
                                        "A800 80G PCIe 8.8万\n"
                                        "H800 80G PCIe 19万\n"
                                        "H200 SXM 141G 22万\n"
                                        "B200 180G 30万\n"
                                        "MI300X 192G 12万\n"
                                        "A40 48G 2.6万\n"
                                        "L4 24G 1.6万\n"
                                        "T4 16G 4500\n"
                                        "V100 32G PCIe 4200\n"
                                        "P40 24G 900\n"
                                        "运费 20元\n"
                                        "价格含税，量大从优\n"
                                        "有需要的私聊 😊\n"
                                        "2026-12-02 10:30\n"
                                        "谢谢老板\n"
                                        "好的 👍\n"
                                        "下单请备注型号\n"
                                        "以上报价仅供参考\n"
                                        "Tesla P100 16G PCIe 600\n"
                                        "二手 A4000 16G 2800\n");
    PriceListOptions options;
    options.observedDate = QDate(2026, 12, 2);
    // The catalog's cards, so that every data-centre name is there.
    const PriceListParse parsed = parsePriceList(chat, m_builtin.cards, options);
    QCOMPARE(parsed.lines.size(), 60);
    QStringList problems;
    for (const PriceListLine &l : parsed.lines)
        if (!l.price && !l.skipped)
            problems << QStringLiteral("%1: %2 — %3").arg(l.lineNumber).arg(l.text, l.error);
    for (const PriceListLine &l : parsed.lines)
        if (qEnvironmentVariableIsSet("GPU_ADVISOR_DEBUG_PASTE"))
            qInfo("%d %s | %s | %s", l.lineNumber, qPrintable(l.text),
                l.price ? qPrintable(l.matchedName) : "-", qPrintable(l.error + l.skipReason));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(parsed.priceCount(), 46);
    QCOMPARE(parsed.skippedCount(), 14);
    QVERIFY(parsed.ok());
    const auto lineOf = [&](int n) { return parsed.lines.at(n - 1); };
    QCOMPARE(lineOf(6).price->card.model, QStringLiteral("A100"));
    QCOMPARE(lineOf(6).price->card.form, Form::PCIe);
    QCOMPARE(lineOf(6).price->amount, 65000.0);
    QCOMPARE(lineOf(7).price->card.model, QStringLiteral("H100"));
    QCOMPARE(lineOf(7).price->card.form, Form::SXM);
    QCOMPARE(lineOf(8).price->card.model, QStringLiteral("GeForce RTX 4060 Ti"));
    QCOMPARE(lineOf(8).price->card.memoryGb, 16.0);
    QCOMPARE(lineOf(9).price->card.model, QStringLiteral("GeForce RTX 4080 SUPER"));
    QCOMPARE(lineOf(10).price->card.model, QStringLiteral("GeForce RTX 4090"));
    QCOMPARE(lineOf(10).price->amount, 14500.0);
    QCOMPARE(lineOf(11).price->card.model, QStringLiteral("GeForce RTX 4070 Ti SUPER"));
    QCOMPARE(lineOf(12).price->card.model, QStringLiteral("Radeon RX 7900 XTX"));
    QCOMPARE(lineOf(13).price->condition, Condition::Used);
    QCOMPARE(lineOf(14).price->card.model, QStringLiteral("L40S"));
    QCOMPARE(lineOf(14).price->amount, 58000.0);
    QVERIFY(lineOf(1).skipped);
    QVERIFY(lineOf(3).skipped); // a header with a date
    QVERIFY(lineOf(51).skipped); // "运费 20元": a figure, but no card
}

void TestPriceSources::unknownPriceLineStopsWithClosestCards()
{
    PriceListOptions options;
    options.observedDate = QDate(2026, 12, 2);
    // Contact details are no price, and do not hide one.
    const PriceListParse contacts = parsePriceList(
        QStringLiteral("联系电话 138 0013 8000\n微信 gpu_shop88\n4090 24G 14500 有意微信联系\n"),
        m_builtin.cards, options);
    QVERIFY(contacts.ok());
    QCOMPARE(contacts.skippedCount(), 2);
    QCOMPARE(contacts.priceCount(), 1);
    QCOMPARE(contacts.prices().first().amount, 14500.0);
    const PriceListParse parsed = parsePriceList(
        QStringLiteral("早上好\nRTX 4090 14500\nRTX 4095 24G 15000\n"), m_builtin.cards, options);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.errorCount(), 1);
    QCOMPARE(parsed.skippedCount(), 1);
    const PriceListLine &bad = parsed.lines.at(2);
    QCOMPARE(bad.lineNumber, 3);
    QVERIFY2(bad.error.contains(QStringLiteral("RTX 4090")), qPrintable(bad.error));
    QVERIFY(parsed.prices().isEmpty()); // all or nothing
}

void TestPriceSources::builtinCatalogMeetsThePriceTargets()
{
    // The targets of the issue as far as the public record supports them (docs/data-sources.md
    // counts the gap): data-centre cards priced, used prices, histories.
    QHash<QString, QSet<QDate>> dates;
    QSet<QString> used;
    QSet<QString> models;
    for (const Price &p : std::as_const(m_builtin.prices)) {
        dates[p.card.toId()].insert(p.observedDate);
        if (p.condition == Condition::Used)
            used.insert(p.card.toId());
        models.insert(p.card.model);
        QVERIFY2(isCurrencyCode(p.currency), qPrintable(p.currency));
        QVERIFY2(!p.sourceUrl.isEmpty(), qPrintable(p.card.displayName()));
    }
    int histories = 0;
    for (const auto &d : std::as_const(dates))
        histories += d.size() >= 2;
    QVERIFY2(histories >= 30, qPrintable(QString::number(histories)));
    QVERIFY2(used.size() >= 40, qPrintable(QString::number(used.size())));
    int dataCentre = 0;
    for (const char *m : {"A100", "H100", "H20", "H800", "A800", "L20", "L40S", "RTX 6000 Ada",
             "RTX PRO 6000 Blackwell", "B200", "Instinct MI300X", "H200"})
        dataCentre += models.contains(QLatin1String(m));
    QVERIFY2(dataCentre >= 10, qPrintable(QString::number(dataCentre)));
    // Every foreign price can be converted: the built-in rates cover its currency.
    const RateTable rates(m_builtin.rates);
    for (const Price &p : std::as_const(m_builtin.prices))
        if (p.currency != Currency::CNY && p.currency != Currency::USD)
            QVERIFY2(rates.rateOn(p.currency, p.observedDate), qPrintable(p.currency));
}

QTEST_GUILESS_MAIN(TestPriceSources)
#include "tst_price_sources.moc"
