// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs the fuzzers (fuzz/) found or were built to find, kept as regular tests: each row is
// something a person could type or a file could hold, and what the parsers must make of it.

#include "CardFilter.h"
#include "CardNameMatcher.h"
#include "CardNameParser.h"
#include "CatalogExporter.h"
#include "CatalogImporter.h"
#include "ValueParsers.h"

#include <QTest>

#include <cmath>

using namespace gpu;

class TestFuzzFindings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nameWithZeroMemoryHasNoMemory_data();
    void nameWithZeroMemoryHasNoMemory();
    void hugeNumbersAreErrorsNotInfinity_data();
    void hugeNumbersAreErrorsNotInfinity();
    void pricesThatRoundToZeroAreErrors_data();
    void pricesThatRoundToZeroAreErrors();
    void cardIdsWithoutASizeAreRejected_data();
    void cardIdsWithoutASizeAreRejected();
    void cardIsFoundByItsOwnNameInAnyCase();
    void exportedNumbersReadBack_data();
    void exportedNumbersReadBack();
    void modelNamesReadTheSameTwice_data();
    void modelNamesReadTheSameTwice();
    void gbkPriceListWithGluedSizesReadsBack();
};

void TestFuzzFindings::nameWithZeroMemoryHasNoMemory_data()
{
    QTest::addColumn<QString>("name");
    // fuzz_card_name, first run: "0GB" was read as a memory size of 0 GB.
    QTest::newRow("0GB") << QStringLiteral("ArcBA7716 0GB");
    QTest::newRow("0 GB after a model") << QStringLiteral("RTX 3060 0 GB");
    // \d also matches other scripts' digits, which toDouble() does not read.
    QTest::newRow("Arabic-Indic digits") << QStringLiteral("RTX 3060 ١٢GB");
}

void TestFuzzFindings::nameWithZeroMemoryHasNoMemory()
{
    QFETCH(QString, name);
    const ParsedCardName parsed = parseCardName(name);
    QVERIFY2(!parsed.memoryGb, qPrintable(QString::number(parsed.memoryGb.value_or(-1))));
    // And the importer says the memory is missing instead of storing a 0 GB card.
    const QString csv = QStringLiteral("型号,价格,日期\n\"%1\",￥2999,2025-01-01\n").arg(name);
    const ImportResult r = CatalogImporter::readCsv(csv.toUtf8(), QStringLiteral("mine.csv"));
    QVERIFY(!r.ok());
}

void TestFuzzFindings::hugeNumbersAreErrorsNotInfinity_data()
{
    QTest::addColumn<QString>("text");
    const QString digits = QStringLiteral("1") + QString(306, QLatin1Char('0'));
    QTest::newRow("1e306 TB of memory") << digits + QStringLiteral(" TB");
    QTest::newRow("1e306 万 yuan") << digits + QStringLiteral("万");
    QTest::newRow("1e306 kW") << digits + QStringLiteral(" kW");
    QTest::newRow("1e306 PFLOPS") << digits + QStringLiteral(" PFLOPS");
    QTest::newRow("1e306 TB/s") << digits + QStringLiteral(" TB/s");
    QTest::newRow("1e306 GHz") << digits + QStringLiteral(" GHz");
}

void TestFuzzFindings::hugeNumbersAreErrorsNotInfinity()
{
    QFETCH(QString, text);
    for (const Parsed<double> &p : {parseMemoryGb(text), parseWatts(text), parseTflops(text),
             parseBandwidthGBps(text), parseMhz(text)})
        QVERIFY2(!p.ok() || std::isfinite(*p.value), qPrintable(text));
    const Parsed<Money> price = parsePrice(text);
    QVERIFY(!price.ok() || std::isfinite(price.value->amount));
    if (text.endsWith(QStringLiteral("万"))) {
        QVERIFY(!price.ok());
        QVERIFY(price.error.contains(QStringLiteral("too large")));
    }
}

void TestFuzzFindings::pricesThatRoundToZeroAreErrors_data()
{
    QTest::addColumn<QString>("text");
    // fuzz_value_parsers: ".000021" passed the "greater than zero" check, then was rounded to
    // cents: a price of 0.00.
    QTest::newRow(".000021") << QStringLiteral(".000021");
    QTest::newRow("0.004 yuan") << QStringLiteral("0.004元");
    QTest::newRow("$0.001") << QStringLiteral("$0.001");
}

void TestFuzzFindings::pricesThatRoundToZeroAreErrors()
{
    QFETCH(QString, text);
    const Parsed<Money> p = parsePrice(text);
    QVERIFY2(!p.ok(), qPrintable(QString::number(p.value.value_or(Money()).amount)));
    QVERIFY(p.error.contains(QStringLiteral("greater than zero")));
    QCOMPARE(parsePrice(QStringLiteral("0.01元")).value.value_or(Money()).amount, 0.01);
}

void TestFuzzFindings::cardIdsWithoutASizeAreRejected_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("nan") << QStringLiteral("NVIDIA|GeForce RTX 3060|nan|desktop");
    QTest::newRow("inf") << QStringLiteral("NVIDIA|GeForce RTX 3060|inf|desktop");
    QTest::newRow("zero") << QStringLiteral("NVIDIA|GeForce RTX 3060|0|desktop");
    QTest::newRow("negative") << QStringLiteral("NVIDIA|GeForce RTX 3060|-12|desktop");
}

void TestFuzzFindings::cardIdsWithoutASizeAreRejected()
{
    QFETCH(QString, id);
    QVERIFY(!CardKey::fromId(id));
    QVERIFY(CardKey::fromId(QStringLiteral("NVIDIA|GeForce RTX 3060|12|desktop")));
}

void TestFuzzFindings::cardIsFoundByItsOwnNameInAnyCase()
{
    Card a;
    a.key = {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3090"), 24, Form::Desktop};
    Card b = a;
    b.key.model = QStringLiteral("GeForce RTX 3090 Ti");
    const QList<Card> cards {a, b};
    QCOMPARE(findCardByName(cards, QStringLiteral("  nvidia geforce rtx 3090 ti 24 gb ")).index, 1);
    QCOMPARE(findCardByName(cards, QStringLiteral("RTX 3090")).index, 0);
    QCOMPARE(findCardByName(cards, QStringLiteral("NVIDIA|GeForce RTX 3090|24|desktop")).index, 0);
    const CardNameMatch none = findCardByName(cards, QStringLiteral("Radeon"));
    QCOMPARE(none.index, -1);
    QVERIFY(none.candidates.isEmpty());
    // Whole words: "3090 24" is the 3090 with 24 GB, not the 3090 Ti (no "Ti" in the name).
    QCOMPARE(findCardByName(cards, QStringLiteral("3090 24")).index, 0);
    const CardNameMatch both = findCardByName(cards, QStringLiteral("GeForce 24 GB"));
    QCOMPARE(both.index, -1);
    QVERIFY(matchesSearch(a, a.displayName()));
}

void TestFuzzFindings::exportedNumbersReadBack_data()
{
    QTest::addColumn<QString>("memory");
    QTest::addColumn<QString>("value");
    // fuzz_csv_import: a 50-digit memory size was read, then exported as "5.611111111111111e+49",
    // which the importer (no exponents) rejected. Absurd, but a file we write must read back.
    QTest::newRow("50-digit memory")
        << QStringLiteral("56") + QString(48, QLatin1Char('1')) << QStringLiteral("65");
    QTest::newRow("tiny memory and value")
        << QStringLiteral("0.0000001") << QStringLiteral("0.000000123");
    QTest::newRow("huge value") << QStringLiteral("24") << QStringLiteral("1") + QString(40, '0');
}

void TestFuzzFindings::exportedNumbersReadBack()
{
    QFETCH(QString, memory);
    QFETCH(QString, value);
    const QString csv = QStringLiteral("vendor,model,memory_gb,network,task,precision,metric,unit,"
                                       "value,framework,source_url,date\n"
                                       "NVIDIA,GeForce RTX 3090,%1,ResNet-50,training,fp16,"
                                       "throughput,images/s,%2,PyTorch,https://example.com/b,"
                                       "2020-03-03\n")
                            .arg(memory, value);
    const ImportResult first = CatalogImporter::readCsv(csv.toUtf8(), QStringLiteral("mine.csv"));
    QVERIFY2(first.ok(), qPrintable(first.errors.value(0).toString()));
    QCOMPARE(first.data.benchmarks.size(), 1);
    const QString exported = CatalogExporter::toCsv(first.data, DataKind::Benchmarks);
    QVERIFY2(!exported.contains(QStringLiteral("e+")) && !exported.contains(QStringLiteral("e-")),
        qPrintable(exported));
    const ImportResult again
        = CatalogImporter::readCsv(exported.toUtf8(), QStringLiteral("again.csv"));
    QVERIFY2(again.ok(), qPrintable(again.errors.value(0).toString()));
    QCOMPARE(again.data.benchmarks.size(), 1);
    QCOMPARE(again.data.benchmarks[0].card.memoryGb, first.data.benchmarks[0].card.memoryGb);
    QCOMPARE(again.data.benchmarks[0].value, first.data.benchmarks[0].value);
}

void TestFuzzFindings::modelNamesReadTheSameTwice_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("memoryGb"); // 0 = no size
    QTest::newRow("glued sizes") << QStringLiteral("NVIDIA GeForce RTX 4090 24GB25GB") << 0.0;
    QTest::newRow("two sizes") << QStringLiteral("RTX 3060 12GB 8GB") << 0.0;
    QTest::newRow("one size twice") << QStringLiteral("RTX 3060 12GB 12G") << 12.0;
    QTest::newRow("server module") << QStringLiteral("Tesla V100-SXM2-32GB") << 32.0;
}

void TestFuzzFindings::modelNamesReadTheSameTwice()
{
    QFETCH(QString, name);
    QFETCH(double, memoryGb);
    const ParsedCardName parsed = parseCardName(name);
    QCOMPARE(parsed.memoryGb.value_or(0), memoryGb);
    // The model we keep, read again (as the model column of an exported file is), is the same
    // model and names no size of its own.
    const ParsedCardName again = parseCardName(parsed.model);
    QCOMPARE(again.model, parsed.model);
    QCOMPARE(again.memoryGb.value_or(0), parsed.memoryGb ? 0.0 : memoryGb);
}

void TestFuzzFindings::gbkPriceListWithGluedSizesReadsBack()
{
    // fuzz_csv_import: a GBK price list (型号,显存,价格,卖家 …) whose second and third rows name
    // "… 24GB" and "… 24GB25GB". They were read as two cards, but the exported file read back
    // as the same card twice ("appears twice").
    const QByteArray bytes = QByteArray::fromBase64(
        "0M26xSzP1DMwNjAgMTJHLDEyLCKjpDMsMjk5IizIy8PxsdIsMg0KTlZESUlBIEdlZ2IxODAzMEZvcmNlIFJUWCA0O"
        "Tg2IDI0R0IsLDI5OSIsyMvD8bHSLDINCk5WRElJQSBHZWdiMTgwMzBGb3JjZSBSVFggNDk4NiAyNEdCMjVHQiwxLj"
        "TN8iwsMjAyNC8zLzEsdXNlZA0K");
    const ImportResult first = CatalogImporter::readCsv(bytes, QStringLiteral("fuzz.csv"));
    if (!first.ok())
        return; // refusing the glued size is as good as reading it
    const QString exported = CatalogExporter::toCsv(first.data, DataKind::Cards);
    ImportOptions cards;
    cards.kind = DataKind::Cards;
    const ImportResult again
        = CatalogImporter::readCsv(exported.toUtf8(), QStringLiteral("again.csv"), cards);
    QVERIFY2(again.ok(), qPrintable(again.errors.value(0).toString()));
    QCOMPARE(again.data.cards.size(), first.data.cards.size());
}

QTEST_GUILESS_MAIN(TestFuzzFindings)
#include "tst_fuzz_findings.moc"
