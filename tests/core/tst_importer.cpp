// SPDX-License-Identifier: GPL-3.0-or-later
// Reading real-world CSV and JSON files: headers in English or Chinese, encodings, quoting,
// errors that name file, line and field; export -> import is lossless.

#include "BuiltinCatalog.h"
#include "CatalogExporter.h"
#include "CatalogImporter.h"
#include "TestCatalog.h"

#include <QTemporaryDir>

#include <QStringEncoder>
#include <QTest>

using namespace gpu;

class TestImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chineseHeadersAndMessyValues();
    void gbkFileFromChineseExcel();
    void utf8WithBomAndCrlf();
    void quotedFieldsWithCommasAndNewlines();
    void missingRequiredColumnIsNamed();
    void namesSayVendorAndMemory_data();
    void namesSayVendorAndMemory();
    void badValueNamesFileLineAndField();
    void duplicateCardIsAnError();
    void csvExportImportIsLossless();
    void jsonExportImportIsLossless();
    void csvExportForExcelInAnyEncodingReadsBackUnchanged_data();
    void csvExportForExcelInAnyEncodingReadsBackUnchanged();
    void detectsTheKindFromTheHeader();
    void futureDatesAreTypos();
    void unknownArchitectureIsAWarning();
    void aFewColumnsWithAPriceAreAPriceFile();
    void currencyContradictionsAndAmbiguousAmountsAreErrors();
    void rowsOfSeparatorsAreSkippedAndCounted();
    void aCardRowNeverBlanksAFieldItDoesNotCarry();
    void boardPowerColumnsAsPeopleWriteThem_data();
    void boardPowerColumnsAsPeopleWriteThem();
    void contradictoryPowerKindsAreErrors();
    void aPowerOrChineseNoteTheRowDoesNotCarryIsKept();
    void namesAsShopsWriteThemAreTheCatalogsCards();
    void unclearKindSaysWhatWouldDecide();
    void excelWorkbookIsRecognised();
};

void TestImporter::chineseHeadersAndMessyValues()
{
    const QByteArray csv = QStringLiteral("厂商,型号,显存,价格,日期,成色\n"
                                          "NVIDIA,GeForce RTX 3060,12GB,￥2,299,2024/5/1,全新\n")
                               .toUtf8();
    // Note the unquoted "￥2,299": the comma splits it, which must be reported, not guessed.
    ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("prices.csv"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().line, 2);

    const QByteArray fixed
        = QStringLiteral("厂商,型号,显存,价格,日期,成色,卖家\n"
                         "英伟达,GeForce RTX 3060,12GB,\"￥2,299\",2024年5月1日,全新,京东\n"
                         "NVIDIA,GeForce RTX 3090,24576MB,0.55万元,2025-01-02,二手,闲鱼\n")
              .toUtf8();
    r = CatalogImporter::readCsv(fixed, QStringLiteral("prices.csv"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.data.prices.size(), 2);
    QCOMPARE(r.data.prices[0].card.vendor, QStringLiteral("NVIDIA"));
    QCOMPARE(r.data.prices[0].amount, 2299.0);
    QCOMPARE(r.data.prices[0].currency, Currency::CNY);
    QCOMPARE(r.data.prices[0].observedDate, QDate(2024, 5, 1));
    QCOMPARE(r.data.prices[1].card.memoryGb, 24.0);
    QCOMPARE(r.data.prices[1].amount, 5500.0);
    QCOMPARE(r.data.prices[1].condition, Condition::Used);
    QCOMPARE(r.data.prices[1].card.form, Form::Desktop); // documented default without a form column
}

void TestImporter::gbkFileFromChineseExcel()
{
    const QString text = QStringLiteral(
        "厂商,型号,显存,位宽,带宽,功耗\r\nNVIDIA,GeForce GTX 1080,8 GB,256,320 GB/s,180W\r\n");
    QStringEncoder gbk("GB18030");
    QVERIFY(gbk.isValid());
    const QByteArray bytes = gbk.encode(text);
    QVERIFY(bytes != text.toUtf8());
    const ImportResult r = CatalogImporter::readCsv(bytes, QStringLiteral("显卡.csv"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.encoding, TextEncoding::Gb18030);
    QCOMPARE(r.data.cards.size(), 1);
    QCOMPARE(r.data.cards[0].memoryBusBits, std::optional<int>(256));
    QCOMPARE(r.data.cards[0].memoryBandwidthGBps, std::optional<double>(320));
    QCOMPARE(r.data.cards[0].tdpWatts, std::optional<double>(180));

    // Forcing UTF-8 on GBK bytes is an error, not mojibake.
    ImportOptions utf8;
    utf8.encoding = TextEncoding::Utf8;
    const ImportResult forced = CatalogImporter::readCsv(bytes, QStringLiteral("显卡.csv"), utf8);
    QVERIFY(!forced.ok());
}

void TestImporter::utf8WithBomAndCrlf()
{
    const QByteArray csv = QByteArray("\xEF\xBB\xBF")
        + QStringLiteral("vendor,model,memory_gb,form\r\nNVIDIA,GeForce RTX 4070,8,laptop\r\n")
              .toUtf8();
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("cards.csv"));
    QVERIFY(r.ok());
    QCOMPARE(r.data.cards.size(), 1);
    QCOMPARE(r.data.cards[0].key.vendor, QStringLiteral("NVIDIA")); // BOM not glued to the header
    QCOMPARE(r.data.cards[0].key.form, Form::Laptop);
}

void TestImporter::quotedFieldsWithCommasAndNewlines()
{
    const QByteArray csv
        = "vendor,model,memory_gb,form,notes\n"
          "NVIDIA,Tesla K80,24,pcie,\"two GPUs, 12 GB each\nsecond line \"\"quoted\"\"\"\n"
          "NVIDIA,GeForce GTX 1080,8,desktop,\n";
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("cards.csv"));
    QVERIFY(r.ok());
    QCOMPARE(r.data.cards.size(), 2);
    QCOMPARE(r.data.cards[0].notes, QStringLiteral("two GPUs, 12 GB each\nsecond line \"quoted\""));
    QCOMPARE(r.cardLines, (QList<int> {2, 4})); // the second record starts on line 4
}

namespace {

ImportOptions asPrices()
{
    ImportOptions options;
    options.kind = DataKind::Prices;
    return options;
}

} // namespace

void TestImporter::missingRequiredColumnIsNamed()
{
    // No amount column: a price file without prices.
    ImportResult r = CatalogImporter::readCsv(
        "vendor,model,memory_gb,observed_date,currency\nNVIDIA,X,8,2024-01-01,CNY\n",
        QStringLiteral("prices.csv"), asPrices());
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().field, QStringLiteral("amount"));
    QVERIFY(r.errors.first().toString().contains(QStringLiteral("prices.csv")));
    QVERIFY(r.errors.first().message.contains(QStringLiteral("amount")));
    // No memory column, and a name that does not say it: reported on the row, not guessed.
    r = CatalogImporter::readCsv(
        "vendor,model,amount,observed_date,currency\nNVIDIA,GeForce RTX 3060,2299,2024-01-01,CNY\n",
        QStringLiteral("prices.csv"), asPrices());
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.first().line, 2);
    QCOMPARE(r.errors.first().field, QStringLiteral("memory_gb"));
}

void TestImporter::namesSayVendorAndMemory_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("model");
    QTest::addColumn<double>("memory");
    QTest::addColumn<QString>("form");
    QTest::newRow("RTX 3060 12G") << QStringLiteral("RTX 3060 12G") << QStringLiteral("NVIDIA")
                                  << QStringLiteral("GeForce RTX 3060") << 12.0
                                  << QStringLiteral("desktop");
    QTest::newRow("rtx3060ti 8gb")
        << QStringLiteral("rtx3060ti 8gb") << QStringLiteral("NVIDIA")
        << QStringLiteral("GeForce RTX 3060 Ti") << 8.0 << QStringLiteral("desktop");
    QTest::newRow("laptop part") << QStringLiteral("NVIDIA GeForce RTX 4070 Laptop 8GB")
                                 << QStringLiteral("NVIDIA") << QStringLiteral("GeForce RTX 4070")
                                 << 8.0 << QStringLiteral("laptop");
    QTest::newRow("data-centre module")
        << QStringLiteral("Tesla V100-SXM2-32GB") << QStringLiteral("NVIDIA")
        << QStringLiteral("Tesla V100") << 32.0 << QStringLiteral("sxm");
    QTest::newRow("China-market 4090 D")
        << QStringLiteral("RTX 4090D 24GB") << QStringLiteral("NVIDIA")
        << QStringLiteral("GeForce RTX 4090 D") << 24.0 << QStringLiteral("desktop");
    QTest::newRow("AMD glued suffix")
        << QStringLiteral("RX7900XTX 24G") << QStringLiteral("AMD")
        << QStringLiteral("Radeon RX 7900 XTX") << 24.0 << QStringLiteral("desktop");
    QTest::newRow("workstation RTX 6000 Ada stays as written")
        << QStringLiteral("RTX 6000 Ada 48GB") << QStringLiteral("NVIDIA")
        << QStringLiteral("RTX 6000 Ada") << 48.0 << QStringLiteral("desktop");
    QTest::newRow("Intel Arc") << QStringLiteral("Intel Arc B580 12GB") << QStringLiteral("Intel")
                               << QStringLiteral("Arc B580") << 12.0 << QStringLiteral("desktop");
}

void TestImporter::namesSayVendorAndMemory()
{
    QFETCH(QString, name);
    QFETCH(QString, vendor);
    QFETCH(QString, model);
    QFETCH(double, memory);
    QFETCH(QString, form);
    const QString csv = QStringLiteral("型号,价格,日期\n\"%1\",￥2999,2025-01-01\n").arg(name);
    const ImportResult r = CatalogImporter::readCsv(csv.toUtf8(), QStringLiteral("mine.csv"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    const CardKey &k = r.data.prices.first().card;
    QCOMPARE(k.vendor, vendor);
    QCOMPARE(k.model, model);
    QCOMPARE(k.memoryGb, memory);
    QCOMPARE(toCode(k.form), form);
}

void TestImporter::badValueNamesFileLineAndField()
{
    const QByteArray csv = "vendor,model,memory_gb,form,tdp_w\n"
                           "NVIDIA,GeForce GTX 1080,8,desktop,180W\n"
                           "NVIDIA,GeForce GTX 1070,8,desktop,lots\n";
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("mine.csv"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), 1);
    QCOMPARE(r.errors[0].file, QStringLiteral("mine.csv"));
    QCOMPARE(r.errors[0].line, 3);
    QCOMPARE(r.errors[0].field, QStringLiteral("tdp_w"));
    QVERIFY(r.errors[0].toString().contains(QStringLiteral("mine.csv, line 3, field tdp_w")));
}

void TestImporter::duplicateCardIsAnError()
{
    const QByteArray csv
        = "vendor,model,memory_gb,form\nNVIDIA,GeForce RTX 3060,12,desktop\nnvidia,GeForce RTX "
          "3060,12 GB,desktop\nNVIDIA,GeForce RTX 3060,8,desktop\n";
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("cards.csv"));
    QCOMPARE(r.errors.size(), 1);
    QCOMPARE(r.errors[0].line, 3);
}

void TestImporter::csvExportImportIsLossless()
{
    CatalogData data = test::smallCatalog();
    data.cards[0].notes = QStringLiteral("comma, \"quote\"\nnewline");
    data.cards[0].fp32Tflops = 8.873;
    data.cards[0].fp16Tflops = 0.1386;
    data.cards[0].powerKind = PowerKind::TGP;
    data.cards[0].notesZh = QStringLiteral("中文备注，带逗号");
    data.cards[1].powerMinWatts = 60; // a range below its tdp_w
    for (auto kind : {DataKind::Cards, DataKind::Prices, DataKind::Benchmarks, DataKind::Cloud}) {
        const QString csv = CatalogExporter::toCsv(data, kind);
        ImportOptions o;
        o.origin = Origin::BuiltIn;
        o.kind = kind;
        const ImportResult r = CatalogImporter::readCsv(csv.toUtf8(), toCode(kind), o);
        QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
        QCOMPARE(CatalogExporter::toCsv(r.data, kind), csv);
    }
}

void TestImporter::jsonExportImportIsLossless()
{
    CatalogData data = test::smallCatalog();
    data.cards[0].powerKind = PowerKind::TBP;
    data.cards[0].notesZh = QStringLiteral("中文备注");
    data.cards[1].powerMinWatts = 60;
    const QByteArray json = CatalogExporter::toJsonAll(data);
    ImportOptions o;
    o.origin = Origin::BuiltIn;
    const ImportResult r = CatalogImporter::readJson(json, QStringLiteral("all.json"), o);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.data.rowCount(), data.rowCount());
    QCOMPARE(CatalogExporter::toJsonAll(r.data), json);
}

void TestImporter::csvExportForExcelInAnyEncodingReadsBackUnchanged_data()
{
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<int>("readAs"); // TextEncoding the importer detects
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("GB18030, what Excel on Chinese Windows reads by default")
        << QStringLiteral("gb18030") << int(TextEncoding::Gb18030) << QByteArray("vendor,");
    QTest::newRow("UTF-8 with a byte-order mark, which Excel reads as UTF-8") << QStringLiteral(
        "utf-8-bom") << int(TextEncoding::Utf8) << QByteArray("\xEF\xBB\xBFvendor,");
    QTest::newRow("UTF-8 without a mark, the default scripts expect")
        << QStringLiteral("utf-8") << int(TextEncoding::Utf8) << QByteArray("vendor,");
}

// Cards and prices with Chinese names, notes and sellers: written for Excel, read back by the
// importer's own detection, row for row the same.
void TestImporter::csvExportForExcelInAnyEncodingReadsBackUnchanged()
{
    QFETCH(QString, encoding);
    QFETCH(int, readAs);
    QFETCH(QByteArray, starts);
    const auto chosen = csvEncodingFromString(encoding);
    QVERIFY(chosen);
    QCOMPARE(toCode(*chosen), encoding);
    CatalogData data = test::smallCatalog();
    data.cards[0].notes = QStringLiteral("公版涡轮，二手多为矿卡；“慎买”");
    Card mine = test::card(QStringLiteral("七彩虹 战斧 RTX 3060 专用"), 12);
    mine.notes = QStringLiteral("自己的卡：风扇换过");
    data.cards.append(mine);
    data.prices[1].seller = QStringLiteral("京东自营旗舰店");
    data.prices[1].note = QStringLiteral("618 活动价，含票");
    for (auto kind : {DataKind::Cards, DataKind::Prices}) {
        const QString csv = CatalogExporter::toCsv(data, kind);
        QString error;
        const auto bytes = CatalogExporter::encodeCsv(csv, *chosen, &error);
        QVERIFY2(bytes, qPrintable(error));
        QVERIFY(bytes->startsWith(starts));
        if (*chosen == CsvEncoding::Gb18030)
            QVERIFY(*bytes != csv.toUtf8()); // really GB18030, not UTF-8 by another name
        ImportOptions o;
        o.origin = Origin::BuiltIn;
        o.kind = kind;
        const ImportResult r
            = CatalogImporter::readCsv(*bytes, toCode(kind) + QStringLiteral(".csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
        QCOMPARE(int(r.encoding), readAs);
        QCOMPARE(CatalogExporter::toCsv(r.data, kind), csv);
    }
}

void TestImporter::detectsTheKindFromTheHeader()
{
    QCOMPARE(CatalogImporter::detectKind(
                 {QStringLiteral("vendor"), QStringLiteral("model"), QStringLiteral("memory_gb")}),
        DataKind::Cards);
    QCOMPARE(CatalogImporter::detectKind({QStringLiteral("型号"), QStringLiteral("厂商"),
                 QStringLiteral("显存"), QStringLiteral("价格"), QStringLiteral("日期")}),
        DataKind::Prices);
    QCOMPARE(CatalogImporter::detectKind({QStringLiteral("colour")}), std::nullopt);
}

// A new-user trial: a price dated next year was stored and, being the newest, became the price.
void TestImporter::futureDatesAreTypos()
{
    const QDate tomorrow = QDate::currentDate().addDays(1); // a day of slack for time zones
    const QDate later = QDate::currentDate().addDays(2);
    const QString csv = QStringLiteral("型号,显存,价格,成色,日期\n"
                                       "RTX 3060,12GB,￥2199,新品,%1\n"
                                       "RTX 4090,24GB,￥15999,全新,%2\n")
                            .arg(tomorrow.toString(Qt::ISODate), later.toString(Qt::ISODate));
    const ImportResult r = CatalogImporter::readCsv(csv.toUtf8(), QStringLiteral("mine.csv"));
    QCOMPARE(r.errors.size(), 1);
    QCOMPARE(r.errors[0].line, 3);
    QCOMPARE(r.errors[0].field, QStringLiteral("observed_date"));
    // The message names the column as the file does, too.
    QCOMPARE(r.errors[0].header, QStringLiteral("日期"));
    QVERIFY2(r.errors[0].toString().contains(QStringLiteral("field observed_date (\"日期\")")),
        qPrintable(r.errors[0].toString()));
    QVERIFY2(
        r.errors[0].message.contains(QStringLiteral("future")), qPrintable(r.errors[0].message));
    // "新品" (new goods) is a condition like "全新".
    QCOMPARE(r.data.prices.size(), 1);
    QCOMPARE(r.data.prices[0].condition, Condition::New);
}

// A new-user trial: "Blackwel" was stored without a word. It is kept (a newer architecture is
// not an error) but named in a warning.
void TestImporter::unknownArchitectureIsAWarning()
{
    const QByteArray csv = "vendor,model,memory_gb,architecture\n"
                           "NVIDIA,GeForce RTX 5090,32,Blackwel\n"
                           "NVIDIA,GeForce RTX 4090,24,Ada Lovelace\n";
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("cards.csv"));
    QVERIFY(r.ok());
    QCOMPARE(r.data.cards.size(), 2);
    QCOMPARE(r.warnings.size(), 1);
    QCOMPARE(r.warnings[0].line, 2);
    QCOMPARE(r.warnings[0].field, QStringLiteral("architecture"));
    QVERIFY(r.warnings[0].message.contains(QStringLiteral("Blackwel")));
}

void TestImporter::aFewColumnsWithAPriceAreAPriceFile()
{
    // What people keep in a spreadsheet: a name, the memory, a price. No date, no currency.
    const QByteArray csv = QStringLiteral("型号,显存(GB),价格(CNY)\n"
                                          "RTX 4090,24,\"12,999\"\n"
                                          "RTX 3060,12,2299\n")
                               .toUtf8();
    ImportOptions options;
    options.defaultCurrency = Currency::USD; // the header's "(CNY)" wins over the user's choice
    options.importDate = QDate(2026, 3, 1);
    ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("mine.csv"), options);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QVERIFY(r.data.cards.isEmpty()); // not a card file that drops the price and blanks specs
    QCOMPARE(r.data.prices.size(), 2);
    QCOMPARE(r.data.prices[0].amount, 12999.0);
    QCOMPARE(r.data.prices[0].currency, Currency::CNY);
    QCOMPARE(r.data.prices[0].observedDate, QDate(2026, 3, 1));
    QVERIFY(r.warnings.isEmpty());
    QCOMPARE(r.notes.size(), 1);
    QVERIFY2(r.notes[0].contains(QStringLiteral("2026-03-01")), qPrintable(r.notes[0]));

    // Without a currency anywhere: the user's currency, said in the notes.
    r = CatalogImporter::readCsv(
        "model,memory_gb,amount\nRTX 4090,24,1599\n", QStringLiteral("usd.csv"), options);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.data.prices[0].currency, Currency::USD);
    QCOMPARE(r.notes.size(), 2);
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("USD")));
    // ... and without one chosen, an error as before.
    r = CatalogImporter::readCsv(
        "model,memory_gb,amount\nRTX 4090,24,1599\n", QStringLiteral("x.csv"));
    QVERIFY(!r.ok());
    QVERIFY(r.errors[0].message.contains(QStringLiteral("currency")));
}

void TestImporter::currencyContradictionsAndAmbiguousAmountsAreErrors()
{
    ImportResult r = CatalogImporter::readCsv(
        "model,memory_gb,amount,currency,observed_date\nRTX 4090,24,\"$1,599\",CNY,2024-05-01\n",
        QStringLiteral("mixed.csv"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errors[0].message.contains(QStringLiteral("USD"))
            && r.errors[0].message.contains(QStringLiteral("CNY"))
            && r.errors[0].message.contains(QStringLiteral("$1,599")),
        qPrintable(r.errors[0].message));
    // "12.999" yuan: 13 yuan, or 12,999 with a point between the thousands?
    r = CatalogImporter::readCsv(
        "型号,显存,价格,币种,日期\nRTX 4090,24,12.999,CNY,2024-05-01\n", QStringLiteral("eu.csv"));
    QVERIFY(!r.ok());
    QVERIFY2(
        r.errors[0].message.contains(QStringLiteral("ambiguous")), qPrintable(r.errors[0].message));
    QCOMPARE(r.errors[0].line, 2);
    // Dollars with cents are fine.
    r = CatalogImporter::readCsv("model,memory_gb,amount,currency,observed_date\n"
                                 "RTX 4090,24,1599.99,USD,2024-05-01\n",
        QStringLiteral("usd.csv"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
}

void TestImporter::rowsOfSeparatorsAreSkippedAndCounted()
{
    // What a spreadsheet leaves below its table when saved as CSV.
    const ImportResult r
        = CatalogImporter::readCsv("model,memory_gb,amount,currency,observed_date\n"
                                   "RTX 4090,24,12999,CNY,2024-05-01\n"
                                   ",,,,\n"
                                   "RTX 3060,12,2299,CNY,2024-05-01\n"
                                   ",,,,\n"
                                   " , ,,,\n",
            QStringLiteral("sheet.csv"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.data.prices.size(), 2);
    QCOMPARE(r.blankRowsSkipped, 3);
    QCOMPARE(r.priceLines, (QList<int> {2, 4}));
}

void TestImporter::aCardRowNeverBlanksAFieldItDoesNotCarry()
{
    const QList<Card> catalog = BuiltinCatalog::load().data.cards;
    const Card *rtx4090 = nullptr;
    for (const Card &c : catalog)
        if (c.displayName() == QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"))
            rtx4090 = &c;
    QVERIFY(rtx4090 && rtx4090->memoryBandwidthGBps && rtx4090->fp32Tflops);
    // A card file with two columns about a built-in card: its board power, as a shop lists it.
    ImportOptions options;
    options.catalog = catalog;
    QList<ImportResult> results {CatalogImporter::readCsv(
        "型号,显存,功耗\nRTX 4090,24,480 W (TGP)\n", QStringLiteral("tdp.csv"), options)};
    QVERIFY2(results[0].ok(), qPrintable(results[0].errors.value(0).toString()));
    CatalogImporter::keepFieldsNotCarried(results, catalog);
    QCOMPARE(results[0].data.cards.size(), 1);
    const Card &merged = results[0].data.cards[0];
    QCOMPARE(merged.key, rtx4090->key);
    QCOMPARE(merged.tdpWatts, std::optional<double>(480)); // overridden: the row carries it
    QCOMPARE(merged.memoryBandwidthGBps, rtx4090->memoryBandwidthGBps); // kept: it does not
    QCOMPARE(merged.fp32Tflops, rtx4090->fp32Tflops);
    QCOMPARE(merged.architecture, rtx4090->architecture);
    QCOMPARE(merged.computeCapability, rtx4090->computeCapability);
}

void TestImporter::boardPowerColumnsAsPeopleWriteThem_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addColumn<double>("watts");
    QTest::addColumn<double>("minWatts"); // 0: a single figure
    QTest::addColumn<QString>("kind"); // "": not stated
    QTest::newRow("功耗 with TGP in the value")
        << QStringLiteral("型号,显存,功耗\nRTX 4090,24,450 W (TGP)\n") << 450.0 << 0.0
        << QStringLiteral("tgp");
    QTest::newRow("TGP header") << QStringLiteral("型号,显存,TGP\nRTX 4090,24,450\n") << 450.0
                                << 0.0 << QStringLiteral("tgp");
    QTest::newRow("TBP header with unit")
        << QStringLiteral("型号,显存,TBP (W)\nRX 7900 XTX,24,355\n") << 355.0 << 0.0
        << QStringLiteral("tbp");
    QTest::newRow("整卡功耗 header") << QStringLiteral("型号,显存,整卡功耗\nRX 7900 XTX,24,355W\n")
                                     << 355.0 << 0.0 << QStringLiteral("tbp");
    QTest::newRow("功耗范围 of a laptop")
        << QStringLiteral("型号,显存,形态,功耗范围\nRTX 4090 Laptop,16,laptop,80–150W\n") << 150.0
        << 80.0 << QString();
    QTest::newRow("range and kind in their own columns")
        << QStringLiteral("model,memory_gb,form,tdp_w,power_kind,power_min_w\n"
                          "GeForce RTX 4090,16,laptop,150,TGP,80\n")
        << 150.0 << 80.0 << QStringLiteral("tgp");
    QTest::newRow("power kind in Chinese words")
        << QStringLiteral("型号,显存,功耗,功耗类型\nRX 7900 XTX,24,355,整卡功耗\n") << 355.0 << 0.0
        << QStringLiteral("tbp");
}

void TestImporter::boardPowerColumnsAsPeopleWriteThem()
{
    QFETCH(QString, csv);
    QFETCH(double, watts);
    QFETCH(double, minWatts);
    QFETCH(QString, kind);
    const ImportResult r = CatalogImporter::readCsv(csv.toUtf8(), QStringLiteral("power.csv"));
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.data.cards.size(), 1);
    const Card &card = r.data.cards[0];
    QCOMPARE(card.tdpWatts, std::optional<double>(watts));
    QCOMPARE(card.powerMinWatts.value_or(0), minWatts);
    QCOMPARE(card.powerKind ? toCode(*card.powerKind) : QString(), kind);
    // Exported, the board power stays a plain number; the range and the kind have columns.
    const QString exported = CatalogExporter::toCsv(r.data, DataKind::Cards);
    const QStringList header = exported.section(QLatin1Char('\n'), 0, 0).split(QLatin1Char(','));
    const QStringList row = exported.section(QLatin1Char('\n'), 1, 1).split(QLatin1Char(','));
    QCOMPARE(row.value(header.indexOf(QStringLiteral("tdp_w"))), QString::number(watts));
    QCOMPARE(row.value(header.indexOf(QStringLiteral("power_kind"))), kind);
}

void TestImporter::contradictoryPowerKindsAreErrors()
{
    // The value says TBP, the header TGP: which one is right is the user's to say.
    ImportResult r = CatalogImporter::readCsv(
        QStringLiteral("型号,显存,TGP\nRTX 4090,24,450 W (TBP)\n").toUtf8(),
        QStringLiteral("power.csv"));
    QVERIFY(!r.ok());
    QVERIFY2(r.errors[0].message.contains(QStringLiteral("TGP"))
            && r.errors[0].message.contains(QStringLiteral("TBP")),
        qPrintable(r.errors[0].message));
    r = CatalogImporter::readCsv(QStringLiteral("model,memory_gb,tdp_w,power_kind\n"
                                                "RTX 4090,24,450 W (TGP),tbp\n")
                                     .toUtf8(),
        QStringLiteral("power.csv"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors[0].field, QStringLiteral("power_kind"));
    // A range's low end that contradicts the value's, or is not below the board power.
    r = CatalogImporter::readCsv(QStringLiteral("model,memory_gb,tdp_w,power_min_w\n"
                                                "RTX 4090,16,80-150 W,60\n")
                                     .toUtf8(),
        QStringLiteral("power.csv"));
    QVERIFY(!r.ok());
    r = CatalogImporter::readCsv(
        QStringLiteral("model,memory_gb,tdp_w,power_min_w\nRTX 4090,16,150,150\n").toUtf8(),
        QStringLiteral("power.csv"));
    QVERIFY(!r.ok());
    QCOMPARE(r.errors[0].field, QStringLiteral("power_min_w"));
    // A low end without a high end is half a range.
    r = CatalogImporter::readCsv(
        QStringLiteral("model,memory_gb,power_min_w\nRTX 4090,16,80\n").toUtf8(),
        QStringLiteral("power.csv"));
    QVERIFY(!r.ok());
}

void TestImporter::aPowerOrChineseNoteTheRowDoesNotCarryIsKept()
{
    const QList<Card> catalog = BuiltinCatalog::load().data.cards;
    const Card *laptop = nullptr;
    for (const Card &c : catalog)
        if (c.displayName() == QStringLiteral("NVIDIA GeForce RTX 4090 Laptop 16 GB"))
            laptop = &c;
    QVERIFY(laptop);
    QVERIFY(!laptop->notesZh.isEmpty());
    QCOMPARE(laptop->powerKind, std::optional<PowerKind>(PowerKind::TGP));
    QCOMPARE(laptop->powerMinWatts, std::optional<double>(80));
    ImportOptions options;
    options.catalog = catalog;

    // Notes in English only: the built-in Chinese notes stay (an empty cell carries nothing
    // either), and a Chinese note written as 备注(中文) is that column, not 备注.
    QList<ImportResult> results {
        CatalogImporter::readCsv(QStringLiteral("型号,显存,形态,备注,备注(中文)\n"
                                                "RTX 4090,16,laptop,my own note,\n")
                                     .toUtf8(),
            QStringLiteral("notes.csv"), options)};
    QVERIFY2(results[0].ok(), qPrintable(results[0].errors.value(0).toString()));
    CatalogImporter::keepFieldsNotCarried(results, catalog);
    Card merged = results[0].data.cards.value(0);
    QCOMPARE(merged.notes, QStringLiteral("my own note"));
    QCOMPARE(merged.notesZh, laptop->notesZh);
    QCOMPARE(merged.powerMinWatts, laptop->powerMinWatts);
    QCOMPARE(merged.powerKind, laptop->powerKind);

    results = {CatalogImporter::readCsv(
        QStringLiteral("型号,显存,形态,备注(中文)\nRTX 4090,16,laptop,我的备注\n").toUtf8(),
        QStringLiteral("notes.csv"), options)};
    QVERIFY2(results[0].ok(), qPrintable(results[0].errors.value(0).toString()));
    CatalogImporter::keepFieldsNotCarried(results, catalog);
    merged = results[0].data.cards.value(0);
    QCOMPARE(merged.notesZh, QStringLiteral("我的备注"));
    QCOMPARE(merged.notes, laptop->notes);

    // One figure for the power: the row's figure, no longer a range; the kind it does not name
    // is kept.
    results = {CatalogImporter::readCsv(
        QStringLiteral("型号,显存,形态,功耗\nRTX 4090,16,laptop,175 W\n").toUtf8(),
        QStringLiteral("power.csv"), options)};
    QVERIFY2(results[0].ok(), qPrintable(results[0].errors.value(0).toString()));
    CatalogImporter::keepFieldsNotCarried(results, catalog);
    merged = results[0].data.cards.value(0);
    QCOMPARE(merged.tdpWatts, std::optional<double>(175));
    QCOMPARE(merged.powerMinWatts, std::optional<double>());
    QCOMPARE(merged.powerKind, std::optional<PowerKind>(PowerKind::TGP));
}

void TestImporter::namesAsShopsWriteThemAreTheCatalogsCards()
{
    const QList<Card> catalog = BuiltinCatalog::load().data.cards;
    ImportOptions options;
    options.catalog = catalog;
    options.defaultCurrency = Currency::CNY;
    const QByteArray csv = QStringLiteral("名称,价格\n"
                                          "七彩虹 iGame RTX 4070Ti Advanced OC 12G,5999\n"
                                          "华硕 ROG Strix RTX 4090D 24G,13999\n"
                                          "MSI RTX 4070S Gaming X Slim,4799\n"
                                          "RTX 4090,12999\n")
                               .toUtf8();
    options.kind = DataKind::Prices;
    const ImportResult r = CatalogImporter::readCsv(csv, QStringLiteral("shop.csv"), options);
    QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
    QCOMPARE(r.data.prices.size(), 4);
    QCOMPARE(
        r.data.prices[0].card.displayName(), QStringLiteral("NVIDIA GeForce RTX 4070 Ti 12 GB"));
    QCOMPARE(
        r.data.prices[1].card.displayName(), QStringLiteral("NVIDIA GeForce RTX 4090 D 24 GB"));
    QCOMPARE(
        r.data.prices[2].card.displayName(), QStringLiteral("NVIDIA GeForce RTX 4070 SUPER 12 GB"));
    QCOMPARE(r.data.prices[3].card.displayName(), QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"));
    // A name that is several cards: which ones, not a guess.
    const ImportResult both = CatalogImporter::readCsv(
        QStringLiteral("名称,价格\nRTX 3060,2299\n").toUtf8(), QStringLiteral("shop.csv"), options);
    QVERIFY(!both.ok());
    QVERIFY2(both.errors[0].message.contains(QStringLiteral("NVIDIA GeForce RTX 3060 12 GB"))
            && both.errors[0].message.contains(QStringLiteral("NVIDIA GeForce RTX 3060 8 GB")),
        qPrintable(both.errors[0].message));
}

void TestImporter::unclearKindSaysWhatWouldDecide()
{
    const ImportResult none
        = CatalogImporter::readCsv("shop,link\nJD,https://jd.com\n", QStringLiteral("x.csv"));
    QVERIFY(!none.ok());
    const QString message = none.errors[0].message;
    QVERIFY2(
        message.contains(QStringLiteral("as prices it lacks model, amount")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("price file")), qPrintable(message));
    // Read as cards because the user said so: the price column is named, with the way to keep it.
    ImportOptions cards;
    cards.kind = DataKind::Cards;
    const ImportResult asCards = CatalogImporter::readCsv(
        "型号,显存,价格\nRTX 4090,24,12999\n", QStringLiteral("mine.csv"), cards);
    QVERIFY(asCards.ok());
    QCOMPARE(asCards.warnings.size(), 1);
    QVERIFY2(asCards.warnings[0].message.contains(QStringLiteral("--kind prices")),
        qPrintable(asCards.warnings[0].message));
}

void TestImporter::excelWorkbookIsRecognised()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("价格.xlsx"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("PK\x03\x04\x14\x00\x06\x00", 8) + QByteArray(200, '\0'));
    f.close();
    const ImportResult r = CatalogImporter::readFile(path);
    QVERIFY(!r.ok());
    QCOMPARE(r.errors.size(), 1);
    QVERIFY2(r.errors[0].message.contains(QStringLiteral("CSV")), qPrintable(r.errors[0].message));
    QVERIFY(r.errors[0].message.contains(QStringLiteral("Excel")));
}

QTEST_GUILESS_MAIN(TestImporter)
#include "tst_importer.moc"
