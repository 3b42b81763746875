// SPDX-License-Identifier: GPL-3.0-or-later
// What people type into spreadsheets, and what a user expects it to mean.

#include "ValueParsers.h"

#include <QTest>

using namespace gpu;

class TestValueParsers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void prices_data();
    void prices();
    void rejectedPrices_data();
    void rejectedPrices();
    void memorySizes_data();
    void memorySizes();
    void unitsInValues();
    void boardPowerKeepsItsKindAndARange_data();
    void boardPowerKeepsItsKindAndARange();
    void numbers_data();
    void numbers();
    void dates_data();
    void dates();
    void emptyIsUnknownNotZero();
};

void TestValueParsers::prices_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("currency"); // "" = not named in the text
    QTest::newRow("1.4万 is 14000 yuan") << QStringLiteral("1.4万") << 14000.0 << QString();
    QTest::newRow("1w is 10000") << QStringLiteral("1w") << 10000.0 << QString();
    QTest::newRow("￥5,999 is 5999 CNY")
        << QStringLiteral("￥5,999") << 5999.0 << QStringLiteral("CNY");
    QTest::newRow("¥5999 is 5999 CNY")
        << QStringLiteral("¥5999") << 5999.0 << QStringLiteral("CNY");
    QTest::newRow("5999元 is 5999 CNY")
        << QStringLiteral("5999元") << 5999.0 << QStringLiteral("CNY");
    QTest::newRow("RMB 5999 is 5999 CNY")
        << QStringLiteral("RMB 5999") << 5999.0 << QStringLiteral("CNY");
    QTest::newRow("full-width digits")
        << QStringLiteral("１２９９９元") << 12999.0 << QStringLiteral("CNY");
    QTest::newRow("$1,599 is 1599 USD")
        << QStringLiteral("$1,599") << 1599.0 << QStringLiteral("USD");
    QTest::newRow("1599 美元") << QStringLiteral("1599 美元") << 1599.0 << QStringLiteral("USD");
    QTest::newRow("1.2k") << QStringLiteral("1.2k") << 1200.0 << QString();
    // As said aloud and typed in Chinese listings: the digit after 万 counts thousands.
    QTest::newRow("1万2 is 12000") << QStringLiteral("1万2") << 12000.0 << QString();
    QTest::newRow("1万2千 is 12000") << QStringLiteral("1万2千") << 12000.0 << QString();
    QTest::newRow("1万2000 is 12000") << QStringLiteral("1万2000") << 12000.0 << QString();
    QTest::newRow("1万05 is 10005") << QStringLiteral("1万05") << 10005.0 << QString();
    QTest::newRow("1.2万 is 12000") << QStringLiteral("1.2万") << 12000.0 << QString();
    QTest::newRow("￥1万2 is CNY") << QStringLiteral("￥1万2") << 12000.0 << QStringLiteral("CNY");
    QTest::newRow("plain number") << QStringLiteral("2299") << 2299.0 << QString();
    QTest::newRow("spaces around") << QStringLiteral("  4799 ") << 4799.0 << QString();
}

void TestValueParsers::prices()
{
    QFETCH(QString, text);
    QFETCH(double, amount);
    QFETCH(QString, currency);
    const Parsed<Money> p = parsePrice(text);
    QVERIFY2(p.ok(), qPrintable(p.error));
    QCOMPARE(p.value->amount, amount);
    QCOMPARE(p.value->currency ? toCode(*p.value->currency) : QString(), currency);
}

void TestValueParsers::rejectedPrices_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("ambiguous decimal comma") << QStringLiteral("1,5");
    QTest::newRow("two currencies") << QStringLiteral("$5999元");
    QTest::newRow("words") << QStringLiteral("about five thousand");
    QTest::newRow("zero") << QStringLiteral("0");
    QTest::newRow("negative") << QStringLiteral("-100");
}

void TestValueParsers::rejectedPrices()
{
    QFETCH(QString, text);
    const Parsed<Money> p = parsePrice(text);
    QVERIFY(!p.ok());
    QVERIFY(!p.error.isEmpty());
    QVERIFY2(p.error.contains(text.trimmed()), qPrintable(p.error)); // the message quotes the value
}

void TestValueParsers::memorySizes_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("gb");
    QTest::newRow("24GB") << QStringLiteral("24GB") << 24.0;
    QTest::newRow("24 GB") << QStringLiteral("24 GB") << 24.0;
    QTest::newRow("24576MB is 24 GB") << QStringLiteral("24576MB") << 24.0;
    QTest::newRow("24G") << QStringLiteral("24G") << 24.0;
    QTest::newRow("12") << QStringLiteral("12") << 12.0;
    QTest::newRow("full-width ２４ＧＢ") << QStringLiteral("２４ＧＢ") << 24.0;
}

void TestValueParsers::memorySizes()
{
    QFETCH(QString, text);
    QFETCH(double, gb);
    const Parsed<double> p = parseMemoryGb(text);
    QVERIFY2(p.ok(), qPrintable(p.error));
    QCOMPARE(*p.value, gb);
}

void TestValueParsers::unitsInValues()
{
    QCOMPARE(*parseWatts(QStringLiteral("350W")).value, 350.0);
    QCOMPARE(*parseWatts(QStringLiteral("350 W")).value, 350.0);
    QCOMPARE(*parseMhz(QStringLiteral("1.7 GHz")).value, 1700.0);
    QCOMPARE(*parseMhz(QStringLiteral("1777MHz")).value, 1777.0);
    QCOMPARE(*parseBandwidthGBps(QStringLiteral("1.008 TB/s")).value, 1008.0);
    QCOMPARE(*parseBandwidthGBps(QStringLiteral("936 GB/s")).value, 936.0);
    QCOMPARE(*parseTflops(QStringLiteral("82.6 TFLOPS")).value, 82.6);
    QVERIFY(!parseMemoryGb(QStringLiteral("24GB/s")).ok()); // a bandwidth is not a size
    // Annotations as spec sheets write them.
    QCOMPARE(*parseMemoryGb(QStringLiteral("80 GB HBM2e")).value, 80.0);
    QCOMPARE(*parseMemoryGb(QStringLiteral("24GB GDDR6X")).value, 24.0);
    QCOMPARE(*parseWatts(QStringLiteral("450 W (TGP)")).value, 450.0);
    QCOMPARE(*parseWatts(QStringLiteral("４５０Ｗ（TGP）")).value, 450.0);
    QCOMPARE(*parseBandwidthGBps(QStringLiteral("1,008 GB/s (GDDR6X)")).value, 1008.0);
    QVERIFY(!parseWatts(QStringLiteral("(TGP)")).ok());
    QVERIFY(!parseMemoryGb(QStringLiteral("HBM2e")).ok());
    QVERIFY(!parseMemoryGb(QStringLiteral("80 GB of HBM2e")).ok()); // words, not one annotation
}

void TestValueParsers::boardPowerKeepsItsKindAndARange_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("watts");
    QTest::addColumn<double>("minWatts"); // 0: a single figure
    QTest::addColumn<QString>("kind"); // "": none named
    QTest::newRow("plain") << QStringLiteral("350") << true << 350.0 << 0.0 << QString();
    QTest::newRow("with unit") << QStringLiteral("350 W") << true << 350.0 << 0.0 << QString();
    QTest::newRow("TGP in brackets")
        << QStringLiteral("450 W (TGP)") << true << 450.0 << 0.0 << QStringLiteral("tgp");
    QTest::newRow("full-width brackets")
        << QStringLiteral("４５０Ｗ（TGP）") << true << 450.0 << 0.0 << QStringLiteral("tgp");
    QTest::newRow("TBP before") << QStringLiteral("TBP 355W") << true << 355.0 << 0.0
                                << QStringLiteral("tbp");
    QTest::newRow("TBP after") << QStringLiteral("355 W TBP") << true << 355.0 << 0.0
                               << QStringLiteral("tbp");
    QTest::newRow("spelled out") << QStringLiteral("Total Board Power: 300 W") << true << 300.0
                                 << 0.0 << QStringLiteral("tbp");
    QTest::newRow("typical board power") << QStringLiteral("263 W typical board power") << true
                                         << 263.0 << 0.0 << QStringLiteral("tbp");
    QTest::newRow("max board power = TDP")
        << QStringLiteral("700 W max board power") << true << 700.0 << 0.0 << QStringLiteral("tdp");
    QTest::newRow("整卡功耗") << QStringLiteral("整卡功耗 300W") << true << 300.0 << 0.0
                              << QStringLiteral("tbp");
    QTest::newRow("laptop range") << QStringLiteral("80-150 W") << true << 150.0 << 80.0
                                  << QString();
    QTest::newRow("en dash, no space")
        << QStringLiteral("80–150W") << true << 150.0 << 80.0 << QString();
    QTest::newRow("range with TGP")
        << QStringLiteral("80-150 W (TGP)") << true << 150.0 << 80.0 << QStringLiteral("tgp");
    QTest::newRow("unit on both ends")
        << QStringLiteral("35 W ~ 115 W") << true << 115.0 << 35.0 << QString();
    QTest::newRow("to") << QStringLiteral("60 to 115 W") << true << 115.0 << 60.0 << QString();
    QTest::newRow("至") << QStringLiteral("60至115W") << true << 115.0 << 60.0 << QString();
    QTest::newRow("kW range") << QStringLiteral("0.08-0.15 kW") << true << 150.0 << 80.0
                              << QString();
    QTest::newRow("remark with a hyphen")
        << QStringLiteral("450 W (non-reference)") << true << 450.0 << 0.0 << QString();
    QTest::newRow("range upside down")
        << QStringLiteral("150-80 W") << false << 0.0 << 0.0 << QString();
    QTest::newRow("two kinds") << QStringLiteral("450 W TGP (TBP)") << false << 0.0 << 0.0
                               << QString();
    QTest::newRow("only a kind") << QStringLiteral("(TGP)") << false << 0.0 << 0.0 << QString();
    QTest::newRow("not a power") << QStringLiteral("hot") << false << 0.0 << 0.0 << QString();
}

void TestValueParsers::boardPowerKeepsItsKindAndARange()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, watts);
    QFETCH(double, minWatts);
    QFETCH(QString, kind);
    const Parsed<BoardPower> p = parseBoardPower(text);
    QCOMPARE(p.ok(), ok);
    if (!ok) {
        QVERIFY(!p.error.isEmpty());
        return;
    }
    QCOMPARE(p.value->watts, watts);
    QCOMPARE(p.value->minWatts.value_or(0), minWatts);
    QCOMPARE(p.value->kind ? toCode(*p.value->kind) : QString(), kind);
}

void TestValueParsers::numbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("value");
    QTest::newRow("thousands") << QStringLiteral("10,496") << true << 10496.0;
    QTest::newRow("millions") << QStringLiteral("1,234,567.5") << true << 1234567.5;
    QTest::newRow("bad grouping") << QStringLiteral("10,49") << false << 0.0;
    QTest::newRow("full-width") << QStringLiteral("３５８４") << true << 3584.0;
    QTest::newRow("ideographic space") << QStringLiteral("\u30003584\u3000") << true << 3584.0;
    QTest::newRow("text") << QStringLiteral("n/a") << false << 0.0;
}

void TestValueParsers::numbers()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, value);
    const Parsed<double> p = parseNumber(text);
    QCOMPARE(p.ok(), ok);
    if (ok)
        QCOMPARE(*p.value, value);
}

void TestValueParsers::dates_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QDate>("date");
    QTest::newRow("ISO") << QStringLiteral("2024-03-01") << QDate(2024, 3, 1);
    QTest::newRow("slashes") << QStringLiteral("2024/3/1") << QDate(2024, 3, 1);
    QTest::newRow("Chinese") << QStringLiteral("2024年3月1日") << QDate(2024, 3, 1);
    QTest::newRow("day/month ambiguous") << QStringLiteral("03/01/2024") << QDate();
    QTest::newRow("impossible") << QStringLiteral("2024-02-30") << QDate();
}

void TestValueParsers::dates()
{
    QFETCH(QString, text);
    QFETCH(QDate, date);
    const Parsed<QDate> p = parseDate(text);
    if (date.isValid()) {
        QVERIFY2(p.ok(), qPrintable(p.error));
        QCOMPARE(*p.value, date);
    } else {
        QVERIFY(!p.ok());
        QVERIFY(!p.error.isEmpty());
    }
    QCOMPARE(*parseReleaseDate(QStringLiteral("2022年10月")).value, QStringLiteral("2022-10"));
}

void TestValueParsers::emptyIsUnknownNotZero()
{
    for (const QString &blank : {QString(), QStringLiteral("  "), QStringLiteral("\u3000")}) {
        QVERIFY(parseNumber(blank).isEmpty);
        QVERIFY(!parseNumber(blank).ok());
        QVERIFY(parsePrice(blank).isEmpty);
        QVERIFY(parseWatts(blank).isEmpty);
        QVERIFY(parseBoardPower(blank).isEmpty);
        QVERIFY(parseNumber(blank).error.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestValueParsers)
#include "tst_value_parsers.moc"
