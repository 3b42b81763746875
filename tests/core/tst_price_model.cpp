// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 39, "prices that say what they are": every price's basis, a fitted price for today with
// its range and backtest, list and launch prices that never stand for today's price after two
// years, and no absurd price accepted (a slip of 万, a made-up card, an HTML page).

#include "BuiltinCatalog.h"
#include "CardPhysics.h"
#include "CatalogImporter.h"
#include "Feeds.h"
#include "ImportPipeline.h"
#include "PriceCheck.h"
#include "PriceListParser.h"
#include "PriceModel.h"
#include "PriceWords.h"
#include "Pricing.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "ServerSystems.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace gpu;

class TestPriceModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyBuiltinPriceSaysWhatItIs();
    void ebayAveragesAreSoldAveragesAndAmazonRowsListings();
    void anOldListPriceIsNeverTodaysPrice();
    void theModelBeatsCarryingTheLastPriceForward();
    void everyRecentNonLaptopDeviceHasAPriceOrAnEstimate();
    void anEstimateHasItsRangeAndSaysWhatItRestsOn();
    void aPriceSeenThisYearWinsOverTheEstimate();
    void aStalePriceGivesWayToTheEstimateAndIsFlagged();
    void aSlipOfTenThousandIsHeldBackWithItsReading_data();
    void aSlipOfTenThousandIsHeldBackWithItsReading();
    void anImportWithAnAbsurdPriceStoresNothing();
    void aMadeUpCardBreaksPhysics();
    void everyBuiltinCardObeysPhysics();
    void anHtmlPageIsNoSheet();
    void aPriceAfterTheLastRateSaysSo();
    void basisWordsForAPerson();

private:
    const Card *card(const QString &model, double memory, Form form = Form::Desktop) const;
    CatalogData m_builtin;
    std::optional<PriceModel> m_model;
    ExchangeRate m_rate;
    QDate m_today = QDate(2026, 12, 5);
};

void TestPriceModel::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    const ImportResult builtin = BuiltinCatalog::load();
    QVERIFY2(builtin.errors.isEmpty(),
        qPrintable(builtin.errors.isEmpty() ? QString() : builtin.errors.first().toString()));
    m_builtin = builtin.data;
    m_rate.table = std::make_shared<RateTable>(m_builtin.rates);
    PriceModel::Options options;
    options.asOf = m_today;
    m_model = PriceModel::fit(m_builtin, m_rate, options);
}

const Card *TestPriceModel::card(const QString &model, double memory, Form form) const
{
    for (const Card &c : m_builtin.cards)
        if (c.key.model == model && c.key.memoryGb == memory && c.key.form == form)
            return &c;
    return nullptr;
}

void TestPriceModel::everyBuiltinPriceSaysWhatItIs()
{
    // The built-in file names the basis of every row in its own column: nothing is defaulted.
    QFile f(QStringLiteral(":/catalog/prices.csv"));
    if (!f.open(QIODevice::ReadOnly)) {
        f.setFileName(QStringLiteral(GPU_ADVISOR_SOURCE_DIR "/resources/catalog/prices.csv"));
        QVERIFY(f.open(QIODevice::ReadOnly));
    }
    const CsvParseResult csv = parseCsv(QString::fromUtf8(f.readAll()));
    const QStringList header = csv.records.first().fields;
    const int basis = int(header.indexOf(QStringLiteral("price_basis")));
    QVERIFY(basis >= 0);
    for (int i = 1; i < csv.records.size(); ++i) {
        const QStringList &row = csv.records[i].fields;
        QVERIFY2(priceKindFromString(row.value(basis)),
            qPrintable(QStringLiteral("line %1: %2").arg(i + 1).arg(row.value(basis))));
    }
}

void TestPriceModel::ebayAveragesAreSoldAveragesAndAmazonRowsListings()
{
    int ebay = 0;
    int amazon = 0;
    for (const Price &p : std::as_const(m_builtin.prices)) {
        // Tom's Hardware's monthly eBay averages mix new and used sales.
        if (p.seller.contains(QLatin1String("eBay average"))) {
            ++ebay;
            QCOMPARE(toCode(p.kind), QStringLiteral("sold-average"));
        }
        // The Amazon price tracker states no condition.
        if (p.seller.startsWith(QLatin1String("Amazon"))) {
            ++amazon;
            QCOMPARE(toCode(p.kind), QStringLiteral("marketplace"));
        }
        QVERIFY2(!(p.kind == PriceKind::Used && p.condition == Condition::New),
            qPrintable(p.card.displayName()));
    }
    QVERIFY(ebay >= 170);
    QVERIFY(amazon >= 140);
}

void TestPriceModel::anOldListPriceIsNeverTodaysPrice()
{
    // The Tesla K80's 2014 list price (34,592 CNY) stays in its history, never its price today.
    const Card *k80 = card(QStringLiteral("Tesla K80"), 24, Form::PCIe);
    QVERIFY(k80);
    QList<const Price *> prices;
    for (const Price &p : std::as_const(m_builtin.prices))
        if (p.card == k80->key)
            prices << &p;
    QVERIFY(!prices.isEmpty());
    PricePolicy policy;
    policy.asOf = m_today;
    const auto price = priceFor(*k80, prices, Currency::CNY, ConditionFilter::New, m_rate, policy);
    QVERIFY(!price || !isAnnouncedPrice(price->kind) || price->date.addMonths(24) >= m_today);
    // And under any condition it is never judged at the list price (the catalog has no used
    // price of it: it has none, rather than 34,592 CNY).
    const auto any = priceFor(*k80, prices, Currency::CNY, ConditionFilter::Any, m_rate, policy);
    QVERIFY2(!any || any->amount < 10000, qPrintable(QString::number(any ? any->amount : 0)));
}

void TestPriceModel::theModelBeatsCarryingTheLastPriceForward()
{
    // Hide each card's newest price of a kind and predict it from the rows before: the model
    // (its last price moved by the market since) against the naive baseline.
    const PriceBacktest &bt = m_model->backtest();
    const PriceBacktestSummary &all = bt.byKind.last();
    QCOMPARE(all.group, QStringLiteral("all"));
    QVERIFY(all.rows >= 80);
    QVERIFY(all.baselineMedianError && all.baselineP90Error);
    qInfo("own history: model %.1f %% / %.1f %%, baseline %.1f %% / %.1f %% (%d rows)",
        all.medianError * 100, all.p90Error * 100, *all.baselineMedianError * 100,
        *all.baselineP90Error * 100, all.rows);
    QVERIFY(all.medianError < *all.baselineMedianError);
    QVERIFY(all.p90Error <= *all.baselineP90Error);
    // Per kind, never worse at the median than carrying the price forward.
    for (const PriceBacktestSummary &s : bt.byKind)
        if (s.rows >= 10 && s.baselineMedianError)
            QVERIFY2(s.medianError <= *s.baselineMedianError + 1e-9, qPrintable(s.group));
    // The own-history route judges; the ratio between markets and the fit across cards, whose
    // errors are larger and one curve for every product line, are shown, never judged at.
    QVERIFY(m_model->routeJudges(PriceEstimate::Route::OwnHistory));
    QVERIFY(!m_model->routeJudges(PriceEstimate::Route::OtherMarket));
    QVERIFY(!m_model->routeJudges(PriceEstimate::Route::OtherCards));
}

void TestPriceModel::everyRecentNonLaptopDeviceHasAPriceOrAnEstimate()
{
    int observed = 0;
    QStringList without;
    QSet<CardKey> priced;
    for (const Price &p : std::as_const(m_builtin.prices))
        if (p.kind != PriceKind::Estimate)
            priced.insert(p.card);
    for (const Card &c : std::as_const(m_builtin.cards)) {
        if (c.serverOf)
            continue;
        observed += priced.contains(c.key);
        const auto year = c.releaseYear();
        if (!year || *year < 2020 || c.key.form == Form::Laptop)
            continue;
        const PriceEstimates::ForCard *e = m_model->estimates()->find(c.key);
        if (!priced.contains(c.key) && !(e && (e->newPrice || e->usedPrice)))
            without << c.displayName();
    }
    QVERIFY2(without.isEmpty(), qPrintable(without.join(QStringLiteral(", "))));
    QVERIFY2(observed >= 150, qPrintable(QString::number(observed)));
}

void TestPriceModel::anEstimateHasItsRangeAndSaysWhatItRestsOn()
{
    for (const Card &c : std::as_const(m_builtin.cards)) {
        const PriceEstimates::ForCard *e = m_model->estimates()->find(c.key);
        if (!e)
            continue;
        for (const auto *est : {&e->newPrice, &e->usedPrice}) {
            if (!*est)
                continue;
            QVERIFY((*est)->lowCny <= (*est)->cny && (*est)->cny <= (*est)->highCny);
            QVERIFY((*est)->cny > 0 && std::isfinite((*est)->cny));
            QVERIFY((*est)->cardsFitted > 100);
            if ((*est)->route != PriceEstimate::Route::OtherCards)
                QVERIFY((*est)->anchorDate.isValid());
        }
    }
    // A used RTX 3090 today: its own used history, within a sane band of what people pay.
    const Card *rtx3090 = card(QStringLiteral("GeForce RTX 3090"), 24);
    QVERIFY(rtx3090);
    const auto *e = m_model->estimates()->find(rtx3090->key);
    QVERIFY(e && e->usedPrice);
    QVERIFY2(e->usedPrice->cny > 2500 && e->usedPrice->cny < 12000,
        qPrintable(QString::number(e->usedPrice->cny)));
}

void TestPriceModel::aPriceSeenThisYearWinsOverTheEstimate()
{
    // A card priced a month ago is judged at that price, whatever the estimate says.
    const Card *c = card(QStringLiteral("GeForce RTX 4090"), 24);
    QVERIFY(c);
    Price fresh;
    fresh.card = c->key;
    fresh.amount = 17999;
    fresh.currency = Currency::CNY;
    fresh.observedDate = m_today.addMonths(-1);
    fresh.kind = PriceKind::Retail;
    fresh.origin = Origin::BuiltIn;
    QList<const Price *> prices {&fresh};
    PricePolicy policy;
    policy.asOf = m_today;
    policy.estimates = m_model->estimates();
    const auto p = priceFor(*c, prices, Currency::CNY, ConditionFilter::New, m_rate, policy);
    QVERIFY(p);
    QCOMPARE(p->basis, PriceBasis::StreetPrice);
    QCOMPARE(p->amount, 17999.0);
}

void TestPriceModel::aStalePriceGivesWayToTheEstimateAndIsFlagged()
{
    // In the ranking of the built-in catalog, a card whose newest price is over a year old is
    // judged at the estimate where the route judges, flagged and said so in its reasons.
    CatalogRanker ranker(m_builtin);
    RankingRequest request;
    request.workload = Workload::Cnn;
    request.asOf = m_today;
    request.rate = m_rate;
    const RankingResult r = ranker.rank(request);
    int estimated = 0;
    for (const CardVerdict &v : r.verdicts) {
        if (!v.price || v.price->basis != PriceBasis::ModelEstimate)
            continue;
        ++estimated;
        QVERIFY(v.hasFlag(Flag::EstimatedPrice));
        QVERIFY(!v.hasFlag(Flag::StalePrice));
        QVERIFY(v.price->estimate && v.price->estimate->judges);
        QVERIFY(v.price->low <= v.price->amount && v.price->amount <= v.price->high);
        QVERIFY(!(v.price->date.isValid() && v.price->date.addMonths(12) >= m_today));
    }
    QVERIFY(estimated > 20);
    // Its words say it is an estimate, its range and to check today's price.
    for (const CardVerdict &v : r.verdicts)
        if (v.price && v.price->basis == PriceBasis::ModelEstimate && v.rank > 0 && v.rank <= 50) {
            const QString words = priceBasisText(*v.price);
            QVERIFY2(words.contains(QLatin1String("likely")), qPrintable(words));
            QVERIFY2(words.contains(QLatin1String("check today's price")), qPrintable(words));
            break;
        }
}

void TestPriceModel::aSlipOfTenThousandIsHeldBackWithItsReading_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("unusual");
    QTest::addColumn<QString>("reading");
    QTest::newRow("4090 at 1.45 CNY is 1.45万") << "4090 24G 1.45" << true << "1.45万 = 14,500";
    QTest::newRow("3090 at 5.2 CNY is 5.2万? no: held back") << "3090 24G 5.2" << true << "";
    QTest::newRow("4090 at 145,000 CNY is ten times too much")
        << "4090 24G 145000" << true << "14,500";
    QTest::newRow("4090 at 14,999 CNY is a price") << "4090 24G 14999" << false << "";
    QTest::newRow("a used 3090 at 5,500 CNY is a price") << "二手 3090 5500" << false << "";
}

void TestPriceModel::aSlipOfTenThousandIsHeldBackWithItsReading()
{
    QFETCH(QString, line);
    QFETCH(bool, unusual);
    QFETCH(QString, reading);
    PriceListOptions options;
    options.observedDate = m_today;
    const PriceListParse parsed = parsePriceList(line, storedCards(m_builtin.cards), options);
    QVERIFY2(parsed.ok(), qPrintable(line));
    const QList<Price> rows = parsed.prices();
    const auto found = unusualPrices(rows, m_builtin, m_model->estimates().get(), m_rate);
    QCOMPARE(!found.isEmpty(), unusual);
    if (unusual) {
        const QString message = found.first().second.message;
        QVERIFY2(message.contains(QLatin1String("is not a price for")), qPrintable(message));
        if (!reading.isEmpty())
            QVERIFY2(message.contains(reading), qPrintable(message));
    }
}

void TestPriceModel::anImportWithAnAbsurdPriceStoresNothing()
{
    // A feed or file row "RTX 4090,24,1.45,CNY,new" is refused with its line and field; with
    // --accept-unusual it is stored with a warning.
    const QByteArray csv = "vendor,model,memory_gb,form,amount,currency,condition\n"
                           "NVIDIA,GeForce RTX 4090,24,desktop,14999,CNY,new\n"
                           "NVIDIA,GeForce RTX 4090,24,desktop,1.45,CNY,new\n";
    ImportOptions options;
    options.origin = Origin::User;
    options.catalog = m_builtin.cards;
    options.priceEstimates = m_model->estimates();
    {
        ImportPipeline pipeline(m_builtin, options);
        pipeline.add(CatalogImporter::readCsv(csv, QStringLiteral("lab.csv"), options));
        pipeline.check();
        QVERIFY(!pipeline.ok());
        QCOMPARE(pipeline.errorCount(), 1);
        const ImportIssue &e = pipeline.results().first().errors.first();
        QCOMPARE(e.line, 3);
        QCOMPARE(e.field, QStringLiteral("amount"));
        QVERIFY2(e.message.contains(QLatin1String("--accept-unusual")), qPrintable(e.message));
    }
    options.acceptUnusualPrices = true;
    ImportPipeline accepted(m_builtin, options);
    accepted.add(CatalogImporter::readCsv(csv, QStringLiteral("lab.csv"), options));
    accepted.check();
    QVERIFY(accepted.ok());
    QCOMPARE(accepted.warningCount(), 1);
}

void TestPriceModel::aMadeUpCardBreaksPhysics()
{
    // 9,000 TFLOPS from 1,024 cores, 1 W: no card.
    const QByteArray csv
        = "vendor,model,memory_gb,form,cuda_cores,boost_clock_mhz,fp32_tflops,tdp_w\n"
          "NVIDIA,GeForce RTX 9999,24,desktop,1024,2000,9000,1\n";
    ImportOptions options;
    options.origin = Origin::User;
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("feed"), options);
    QCOMPARE(r.errors.size(), 1);
    QCOMPARE(r.errors.first().field, QStringLiteral("fp32_tflops"));
    // Bandwidth beyond the bus, and a board of 1 W, each on its own.
    Card c;
    c.memoryBusBits = 128;
    c.memoryDataRateGbps = 18;
    c.memoryBandwidthGBps = 1000;
    QCOMPARE(cardPhysicsProblem(c).first, QStringLiteral("memory_bandwidth_gbps"));
    Card watt;
    watt.tdpWatts = 1;
    QCOMPARE(cardPhysicsProblem(watt).first, QStringLiteral("tdp_w"));
}

void TestPriceModel::everyBuiltinCardObeysPhysics()
{
    for (const Card &c : std::as_const(m_builtin.cards))
        QVERIFY2(cardPhysicsProblem(c).first.isEmpty(),
            qPrintable(c.displayName() + QStringLiteral(": ") + cardPhysicsProblem(c).second));
}

void TestPriceModel::anHtmlPageIsNoSheet()
{
    FeedFetchResult login;
    login.outcome = FeedFetchResult::Outcome::Changed;
    login.body = "<p>RTX 4090 1</p>";
    QVERIFY(looksLikeHtml(login));
    login.body = "  <!DOCTYPE html><html><body>Wi-Fi login</body></html>";
    QVERIFY(looksLikeHtml(login));
    FeedFetchResult typed;
    typed.contentType = QStringLiteral("text/html; charset=utf-8");
    typed.body = "RTX 4090 12999";
    QVERIFY(looksLikeHtml(typed));
    FeedFetchResult sheet;
    sheet.contentType = QStringLiteral("text/csv");
    sheet.body = "vendor,model,memory_gb,form,amount\n";
    QVERIFY(!looksLikeHtml(sheet));
}

void TestPriceModel::aPriceAfterTheLastRateSaysSo()
{
    // The newest USD rate's month, and a price seen after it.
    const auto latest = m_rate.table->latest(QStringLiteral("USD"));
    QVERIFY(latest);
    CardPrice p;
    p.converted = true;
    p.originalAmount = 1000;
    p.originalCurrency = QStringLiteral("USD");
    p.amount = 7000;
    p.date = latest->date.addMonths(3);
    p.rateDate = latest->date;
    QVERIFY2(
        priceOriginText(p).contains(QStringLiteral("converted at the latest rate, of %1")
                                        .arg(latest->date.toString(QStringLiteral("yyyy-MM")))),
        qPrintable(priceOriginText(p)));
    p.date = latest->date.addDays(10);
    QVERIFY(!priceOriginText(p).contains(QLatin1String("latest rate")));
}

void TestPriceModel::basisWordsForAPerson()
{
    CardPrice p;
    p.basis = PriceBasis::StreetPrice;
    p.kind = PriceKind::SoldAverage;
    p.seller = QStringLiteral("eBay average (Tom's Hardware)");
    QCOMPARE(priceKindText(p), QStringLiteral("average of eBay sales, new and used"));
    p.kind = PriceKind::Marketplace;
    p.seller = QStringLiteral("Amazon listing (United-Compute gpu-price-tracker)");
    QCOMPARE(priceKindText(p), QStringLiteral("Amazon listing, condition not stated"));
    p.kind = PriceKind::Launch;
    QCOMPARE(priceKindText(p), QStringLiteral("launch price (MSRP)"));
    p.kind = PriceKind::Retail;
    p.feed = QStringLiteral("lab");
    p.basis = PriceBasis::UserPrice;
    QCOMPARE(p.sourceCode(), QStringLiteral("feed:lab"));
    QVERIFY(priceBasisText(p, PriceWordsLength::Short).contains(QLatin1String("from feed lab")));
}

QTEST_GUILESS_MAIN(TestPriceModel)
#include "tst_price_model.moc"
