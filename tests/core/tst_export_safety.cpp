// SPDX-License-Identifier: GPL-3.0-or-later
// Exports safe to open (issue 43, item 4): a cell that a spreadsheet would run as a formula is
// written with a leading apostrophe (OWASP's CSV-injection guidance), numbers stay numbers, and
// the importer reads the cell back to the original text, in every export encoding.

#include "CatalogExporter.h"
#include "CatalogImporter.h"
#include "CsvReader.h"
#include "TestCatalog.h"

#include <QTest>

using namespace gpu;

class TestExportSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aFormulaBecomesText_data();
    void aFormulaBecomesText();
    void exportedPayloadsReadBackUnchanged_data();
    void exportedPayloadsReadBackUnchanged();
};

void TestExportSafety::aFormulaBecomesText_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("written");
    const auto row = [](const char *why, const QString &text, const QString &written) {
        QTest::newRow(why) << text << written;
    };
    row("an equals sign starts a formula", QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"),
        QStringLiteral("'=HYPERLINK(\"http://x\",\"y\")"));
    row("a plus sign starts one too", QStringLiteral("+cmd|' /C calc'!A0"),
        QStringLiteral("'+cmd|' /C calc'!A0"));
    row("so does a minus sign before text", QStringLiteral("-2+3+cmd|' /C calc'!A0"),
        QStringLiteral("'-2+3+cmd|' /C calc'!A0"));
    row("and an at sign", QStringLiteral("@SUM(1+1)"), QStringLiteral("'@SUM(1+1)"));
    row("a leading tab", QStringLiteral("\t=1+1"), QStringLiteral("'\t=1+1"));
    row("a leading carriage return", QStringLiteral("\r=1+1"), QStringLiteral("'\r=1+1"));
    row("a negative number stays a number", QStringLiteral("-12.5"), QStringLiteral("-12.5"));
    row("a signed exponent stays a number", QStringLiteral("+1e-3"), QStringLiteral("+1e-3"));
    row("ordinary text is untouched", QStringLiteral("RTX 4090 = fast"),
        QStringLiteral("RTX 4090 = fast"));
    row("a text that already starts with an apostrophe and a sign keeps both",
        QStringLiteral("'=x"), QStringLiteral("''=x"));
    row("an apostrophe alone is untouched", QStringLiteral("'tis"), QStringLiteral("'tis"));
    row("an empty cell stays empty", QString(), QString());
}

void TestExportSafety::aFormulaBecomesText()
{
    QFETCH(QString, text);
    QFETCH(QString, written);
    QCOMPARE(spreadsheetSafe(text), written);
    QCOMPARE(fromSpreadsheetSafe(written), text);
}

void TestExportSafety::exportedPayloadsReadBackUnchanged_data()
{
    QTest::addColumn<QString>("encoding");
    for (const char *e : {"utf-8", "utf-8-bom", "gb18030"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

// Payloads in the text fields a feed, a shared catalog or an import can fill: no exported cell
// starts with a formula character, and import -> export gives the same file.
void TestExportSafety::exportedPayloadsReadBackUnchanged()
{
    QFETCH(QString, encoding);
    const auto chosen = csvEncodingFromString(encoding);
    QVERIFY(chosen);
    CatalogData data = test::smallCatalog();
    data.cards[0].notes = QStringLiteral("=HYPERLINK(\"http://evil\",\"点我\")");
    data.cards[1].notes = QStringLiteral("@SUM(1+1)*cmd|' /C calc'!A0");
    data.cards[2].notesZh = QStringLiteral("\t=1+1");
    data.prices[0].seller = QStringLiteral("+cmd|' /C calc'!A0");
    data.prices[0].note = QStringLiteral("-2+3+cmd|' /C calc'!A0");
    data.prices[1].note = QStringLiteral("\r=1+1");
    for (auto kind : {DataKind::Cards, DataKind::Prices}) {
        const QString csv = CatalogExporter::toCsv(data, kind);
        QString error;
        const auto bytes = CatalogExporter::encodeCsv(csv, *chosen, &error);
        QVERIFY2(bytes, qPrintable(error));
        // Every cell as a spreadsheet sees it: none starts with = + - @ tab or CR unless it is
        // a number.
        for (const QString &payload : {QStringLiteral("=HYPERLINK"), QStringLiteral("@SUM"),
                 QStringLiteral("+cmd"), QStringLiteral("-2+3")}) {
            if (!csv.contains(payload))
                continue;
            QVERIFY2(csv.contains(QLatin1Char('\'') + payload), qPrintable(payload));
            QVERIFY2(!csv.contains(QLatin1Char(',') + payload), qPrintable(payload));
            QVERIFY2(!csv.contains(QLatin1String(",\"") + payload), qPrintable(payload));
        }
        // A leading tab or CR is neutralised too (the importer trims white space at the ends of
        // a cell, so those two read back without it).
        QVERIFY(!csv.contains(QLatin1String(",\"\t=")) && !csv.contains(QLatin1String(",\t=")));
        QVERIFY(!csv.contains(QLatin1String(",\"\r=")));
        QVERIFY(csv.contains(QLatin1String(",'\t=1+1")) || kind != DataKind::Cards);
        QVERIFY(csv.contains(QLatin1String("\"'\r=1+1\"")) || kind != DataKind::Prices);
        ImportOptions o;
        o.origin = Origin::BuiltIn;
        o.kind = kind;
        const ImportResult r
            = CatalogImporter::readCsv(*bytes, toCode(kind) + QStringLiteral(".csv"), o);
        QVERIFY2(r.ok(), qPrintable(r.errors.value(0).toString()));
        if (kind == DataKind::Cards) {
            QCOMPARE(r.data.cards.value(0).notes, data.cards[0].notes);
            QCOMPARE(r.data.cards.value(1).notes, data.cards[1].notes);
            QCOMPARE(r.data.cards.value(2).notesZh, QStringLiteral("=1+1"));
        } else {
            QCOMPARE(r.data.prices.value(0).seller, data.prices[0].seller);
            QCOMPARE(r.data.prices.value(0).note, data.prices[0].note);
            QCOMPARE(r.data.prices.value(1).note, QStringLiteral("=1+1"));
        }
        // What was read back exports to the same file, byte for byte.
        const QString again = CatalogExporter::toCsv(r.data, kind);
        const ImportResult r2
            = CatalogImporter::readCsv(again.toUtf8(), toCode(kind) + QStringLiteral(".csv"), o);
        QCOMPARE(CatalogExporter::toCsv(r2.data, kind), again);
    }
    QCOMPARE(CatalogImporter::readCsv(CatalogExporter::toCsv(data, DataKind::Cards).toUtf8(),
                 QStringLiteral("cards.csv"))
                 .data.cards.value(0)
                 .notes,
        data.cards[0].notes);
}

QTEST_GUILESS_MAIN(TestExportSafety)
#include "tst_export_safety.moc"
