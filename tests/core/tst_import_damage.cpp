// SPDX-License-Identifier: GPL-3.0-or-later
// Files that arrive damaged (issue 43, item 5): a download cut off in its last row or in its
// header and NUL bytes are refused with file, line and field; a row repeated in one file is stored
// once, with a warning.

#include "CatalogExporter.h"
#include "CatalogImporter.h"

#include <QTest>

using namespace gpu;

class TestImportDamage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cutOffOrBinaryRowsAreRefusedAndRepeatsStoredOnce();
};

// A download cut off in its last row (9 of 13 fields, "2026-11-3" for "2026-11-30") or inside its
// header, and a NUL byte inside a field, are refused with the file, line and field; the same row
// twice in one file is stored once, with a warning (issue 43, item 5).
void TestImportDamage::cutOffOrBinaryRowsAreRefusedAndRepeatsStoredOnce()
{
    const QByteArray header = "vendor,model,memory_gb,form,amount,currency,condition,seller,"
                              "observed_date,source_url,note\n";
    const QByteArray row = "NVIDIA,GeForce RTX 3060,12,desktop,2299,CNY,new,JD,2026-11-30,,\n";
    const ImportResult cut = CatalogImporter::readCsv(
        header + row + "NVIDIA,GeForce RTX 3060,12,desktop,2199,CNY,new,JD,2026-11-3",
        QStringLiteral("prices.csv"));
    QCOMPARE(cut.errors.size(), 1);
    QCOMPARE(cut.errors[0].line, 3);
    QVERIFY2(cut.errors[0].toString().contains(QStringLiteral("source_url")),
        qPrintable(cut.errors[0].toString()));
    QVERIFY(cut.errors[0].toString().contains(QStringLiteral("prices.csv")));
    // The same row with its line end is whole: it reads.
    QVERIFY(CatalogImporter::readCsv(header + row, QStringLiteral("prices.csv")).ok());

    const ImportResult headerCut
        = CatalogImporter::readCsv("vendor,model,memory_gb,fo", QStringLiteral("cards.csv"));
    QCOMPARE(headerCut.errors.size(), 1);
    QVERIFY(headerCut.errors[0].toString().contains(QStringLiteral("header")));

    QByteArray nul = header + row;
    nul.replace("JD", QByteArray("J\0D", 3));
    const ImportResult binary = CatalogImporter::readCsv(nul, QStringLiteral("prices.csv"));
    QCOMPARE(binary.errors.size(), 1);
    QCOMPARE(binary.errors[0].line, 2);
    QVERIFY2(binary.errors[0].toString().contains(QStringLiteral("seller")),
        qPrintable(binary.errors[0].toString()));

    // A field of more than 10,000 characters (a sheet stuffed to slow every later command), in
    // CSV and in JSON.
    QByteArray stuffed = header + row;
    stuffed.replace("JD", QByteArray(20000, 'x'));
    const ImportResult huge = CatalogImporter::readCsv(stuffed, QStringLiteral("prices.csv"));
    QCOMPARE(huge.errors.size(), 1);
    QCOMPARE(huge.errors[0].line, 2);
    QVERIFY2(
        huge.errors[0].toString().contains(QStringLiteral("field seller has 20000 characters")),
        qPrintable(huge.errors[0].toString()));
    const QByteArray json
        = "{\"prices\": [{\"vendor\": \"NVIDIA\", \"model\": \"GeForce RTX 3060\", "
          "\"memory_gb\": 12, \"form\": \"desktop\", \"amount\": 2299, "
          "\"currency\": \"CNY\", \"condition\": \"new\", \"seller\": \""
        + QByteArray(20000, 'x') + "\", \"observed_date\": \"2026-11-30\"}]}";
    const ImportResult hugeJson = CatalogImporter::readJson(json, QStringLiteral("prices.json"));
    QVERIFY(!hugeJson.ok());
    QVERIFY2(hugeJson.errors[0].toString().contains(QStringLiteral("20000 characters")),
        qPrintable(hugeJson.errors[0].toString()));

    const ImportResult twice
        = CatalogImporter::readCsv(header + row + row, QStringLiteral("prices.csv"));
    QVERIFY(twice.ok());
    QCOMPARE(twice.data.prices.size(), 1);
    QCOMPARE(twice.warnings.size(), 1);
    QCOMPARE(twice.warnings[0].line, 3);
    QVERIFY(twice.warnings[0].toString().contains(QStringLiteral("line 2")));

    // Rows that differ only in a column the importer ignores repeat too: kept apart, they would
    // be exported alike and read back as one (fuzz_csv_import found it with a cloud sheet whose
    // last header was garbled).
    const QByteArray cloud
        = "provider,offering,vendor,model,memory_gb,form,gpu_count,"
          "price_per_hour,currency,observed_date,remark\n"
          "Lab,1 GPU,NVIDIA,GeForce RTX 4090,24,desktop,1,2.5,CNY,2026-11-30,a\n"
          "Lab,1 GPU,NVIDIA,GeForce RTX 4090,24,desktop,1,2.5,CNY,2026-11-30,b\n";
    const ImportResult ignoredApart = CatalogImporter::readCsv(cloud, QStringLiteral("cloud.csv"));
    QVERIFY2(ignoredApart.ok(),
        qPrintable(ignoredApart.errors.isEmpty() ? QString() : ignoredApart.errors[0].toString()));
    QCOMPARE(ignoredApart.data.cloud.size(), 1);
    const ImportResult again = CatalogImporter::readCsv(
        CatalogExporter::toCsv(ignoredApart.data, DataKind::Cloud).toUtf8(),
        QStringLiteral("again.csv"));
    QCOMPARE(again.data.cloud.size(), 1);
}

QTEST_GUILESS_MAIN(TestImportDamage)
#include "tst_import_damage.moc"
