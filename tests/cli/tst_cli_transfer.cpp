// SPDX-License-Identifier: GPL-3.0-or-later
// The command line moving rows: import (all or nothing, unknown cards, a few columns), pasted price
// lists, export for Excel.

#include "BuiltinCatalog.h"
#include "Cli.h"
#include "CliTestSupport.h"
#include "CsvReader.h"
#include "OutputTable.h"
#include "Translations.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace gpu;

using gpu::test::Run;

class TestCliTransfer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importIntoADatabaseFromANewerVersionStoresNothingAndSaysSo();
    void importListsUnknownCardsWithTheOtherProblems();
    void importOfAFewColumnsLosesNothing();
    void pastedPricesAreImportedAndListedWithTheirCondition();
    void exportForExcelWritesTheChosenEncodingAndImportReadsItBack();

private:
    Run run(QStringList args);
    QTemporaryDir m_dir;
    QString m_db;
};

Run TestCliTransfer::run(QStringList args)
{
    return test::runCommand(std::move(args), m_db);
}

void TestCliTransfer::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
}

void TestCliTransfer::importIntoADatabaseFromANewerVersionStoresNothingAndSaysSo()
{
    const QString db = m_dir.filePath(QStringLiteral("newer.sqlite"));
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--db"), db}).code, 0);
    {
        QSqlDatabase c
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        c.setDatabaseName(db);
        QVERIFY(c.open());
        QSqlQuery q(c);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 999")));
        c.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    const QString csv = m_dir.filePath(QStringLiteral("newer-prices.csv"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("型号,显存,价格,日期\nRTX 3060,12GB,￥1899,2025-06-18\n");
    f.close();
    const QByteArray before = [&] {
        QFile file(db);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }();
    const Run r = run({QStringLiteral("import"), csv, QStringLiteral("--db"), db,
        QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("nothing was imported")), qPrintable(r.err));
    QVERIFY(!r.out.contains(QStringLiteral("Imported")));
    QFile after(db);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before); // the newer version's file is untouched
}

// A price for a card that is not in the catalog is a problem like any other: listed with its file
// and line together with the rest, by --dry-run too, and nothing is stored.
void TestCliTransfer::importListsUnknownCardsWithTheOtherProblems()
{
    const QString path = m_dir.filePath(QStringLiteral("mine.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        "vendor,model,memory_gb,form,amount,currency,condition,seller,observed_date,source_url\n"
        "NVIDIA,GeForce RTX 9090,24,desktop,9999,CNY,new,shop,2026-01-01,https://example.org\n"
        "NVIDIA,GeForce RTX 4090,24,desktop,abc,CNY,new,shop,2026-01-01,https://example.org\n"
        "NVIDIA,GeForce RTX 4090,24,desktop,12345,CNY,new,shop,2026-01-01,https://example.org\n");
    f.close();
    for (const bool dryRun : {true, false}) {
        QStringList args {
            QStringLiteral("import"), path, QStringLiteral("--lang"), QStringLiteral("en")};
        if (dryRun)
            args << QStringLiteral("--dry-run");
        const Run r = run(args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("mine.csv, line 2: the card NVIDIA GeForce RTX "
                                               "9090 24 GB is not in the catalog")),
            qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("mine.csv, line 3, field amount")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("2 problem")), qPrintable(r.err));
    }
    // Nothing was stored: the valid third row is not in the catalog either.
    const Run shown = run({QStringLiteral("show"), QStringLiteral("GeForce RTX 4090 24GB"),
        QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(shown.code, 0);
    QVERIFY(!shown.out.contains(QStringLiteral("12345")));
    QVERIFY(!shown.out.contains(QStringLiteral("12,345")));
}

void TestCliTransfer::importOfAFewColumnsLosesNothing()
{
    const QString db = m_dir.filePath(QStringLiteral("few-columns.sqlite"));
    auto write = [&](const QString &name, const QString &text) {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        f.write(text.toUtf8());
        return f.fileName();
    };
    auto show = [&] {
        const Run r = run({QStringLiteral("show"), QStringLiteral("RTX 4090"),
            QStringLiteral("--db"), db, QStringLiteral("--format"), QStringLiteral("json")});
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    };
    const QJsonObject before = show().value(QStringLiteral("card")).toObject();
    QVERIFY(before.value(QStringLiteral("memory_bandwidth_gbps")).toDouble() > 0);

    // A price list as people keep it: name, memory, price. A price file, dated today, in CNY.
    const QString prices = write(QStringLiteral("mine.csv"),
        QStringLiteral("型号,显存(GB),价格(CNY)\nRTX 4090,24,\"12,345\"\n,,\n"));
    Run r = run({QStringLiteral("import"), prices, QStringLiteral("--db"), db,
        QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.err)); // no column dropped, no warning
    QVERIFY2(r.out.contains(QDate::currentDate().toString(Qt::ISODate)), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("1 empty row")), qPrintable(r.out));
    const QJsonObject shown = show();
    QCOMPARE(shown.value(QStringLiteral("card")).toObject(), before); // no spec blanked
    bool found = false;
    for (const QJsonValue &p : shown.value(QStringLiteral("prices")).toArray())
        found = found || p.toObject().value(QStringLiteral("amount")).toDouble() == 12345;
    QVERIFY(found);

    // A card file with one spec: that spec changes, the others stay.
    const QString tdp = write(QStringLiteral("tdp.csv"),
        QStringLiteral("显卡,显存,功耗\n华硕 ROG Strix RTX 4090,24,480 W (TGP)\n"));
    r = run({QStringLiteral("import"), tdp, QStringLiteral("--db"), db});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject after = show().value(QStringLiteral("card")).toObject();
    QCOMPARE(after.value(QStringLiteral("tdp_w")).toDouble(), 480.0);
    QCOMPARE(after.value(QStringLiteral("memory_bandwidth_gbps")),
        before.value(QStringLiteral("memory_bandwidth_gbps")));
    QCOMPARE(
        after.value(QStringLiteral("fp32_tflops")), before.value(QStringLiteral("fp32_tflops")));
}

void TestCliTransfer::pastedPricesAreImportedAndListedWithTheirCondition()
{
    const QString db = m_dir.filePath(QStringLiteral("pasted.sqlite"));
    const QString good = m_dir.filePath(QStringLiteral("pasted.txt"));
    const QString bad = m_dir.filePath(QStringLiteral("pasted-bad.txt"));
    for (const auto &[path, text] :
        {std::pair {good, QStringLiteral("二手 3090 1234\n七彩虹 RTX 4060 Ti 16G 3299元\n")},
            std::pair {bad, QStringLiteral("二手 3090 1234\nRTX 9999 1000元\n")}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    const Run refused = run({QStringLiteral("import-prices"), bad, QStringLiteral("--db"), db});
    QCOMPARE(refused.code, 1);
    QVERIFY2(refused.err.contains(QStringLiteral("line 2")), qPrintable(refused.err));
    const Run ok = run({QStringLiteral("import-prices"), good, QStringLiteral("--db"), db});
    QVERIFY2(ok.code == 0, qPrintable(ok.err));
    const Run list
        = run({QStringLiteral("list"), QStringLiteral("--search"), QStringLiteral("RTX 3090 24"),
            QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--db"), db});
    QCOMPARE(list.code, 0);
    const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Columns are only ever added at the end (after converted_price, price_as_seen).
    QVERIFY(
        lines.first().contains(QStringLiteral(",source_url,price_condition,software_support,")));
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    bool found = false;
    for (const QString &line : lines) {
        if (!line.startsWith(QStringLiteral("NVIDIA GeForce RTX 3090 24 GB,")))
            continue;
        found = true;
        // price_basis says what the price is (the user's used price: used), price_source whose.
        QVERIFY2(line.contains(QStringLiteral(",1234,CNY,") + today + QStringLiteral(",used,")),
            qPrintable(line));
        QVERIFY2(line.endsWith(QStringLiteral(",user")), qPrintable(line));
        QVERIFY2(line.contains(QStringLiteral(",used,current,false,")), qPrintable(line));
    }
    QVERIFY(found);
    // Restricted to new prices, the user's used price is not the one shown.
    const Run fresh = run({QStringLiteral("list"), QStringLiteral("--search"),
        QStringLiteral("RTX 3090 24"), QStringLiteral("--condition"), QStringLiteral("new"),
        QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--db"), db});
    QVERIFY(!fresh.out.contains(QStringLiteral(",1234,")));
}

void TestCliTransfer::exportForExcelWritesTheChosenEncodingAndImportReadsItBack()
{
    const QString db = m_dir.filePath(QStringLiteral("excel.sqlite"));
    const QString mine = m_dir.filePath(QStringLiteral("excel-prices.csv"));
    {
        QFile f(mine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("型号,显存,价格,日期,成色,卖家,备注\n"
                               "RTX 3060,12,2199,2025-06-18,全新,京东自营,618 活动价\n"
                               "RTX 3090,24,5500,2025-06-01,二手,闲鱼,矿卡？“慎买”\n")
                    .toUtf8());
    }
    const Run imported = run({QStringLiteral("import"), mine, QStringLiteral("--db"), db});
    QVERIFY2(imported.code == 0, qPrintable(imported.err));
    const QStringList exportArgs
        = {QStringLiteral("export"), QStringLiteral("--kind"), QStringLiteral("prices"),
            QStringLiteral("--origin"), QStringLiteral("user"), QStringLiteral("--db"), db};
    const Run plain = run(exportArgs);
    QCOMPARE(plain.code, 0);
    QVERIFY2(plain.out.contains(QStringLiteral("京东自营")), qPrintable(plain.out));

    for (const QString &encoding :
        {QStringLiteral("utf-8"), QStringLiteral("utf-8-bom"), QStringLiteral("gb18030")}) {
        const QString out = m_dir.filePath(QStringLiteral("export-%1.csv").arg(encoding));
        const Run r = run(exportArgs
            + QStringList {QStringLiteral("--encoding"), encoding, QStringLiteral("--out"), out});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(bytes.startsWith("\xEF\xBB\xBF"), encoding == QLatin1String("utf-8-bom"));
        const DecodedText read = decodeText(bytes); // as import detects it
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.encoding,
            encoding == QLatin1String("gb18030") ? TextEncoding::Gb18030 : TextEncoding::Utf8);
        QCOMPARE(read.text, plain.out); // the same rows as the default export
        const Run back = run({QStringLiteral("import"), out, QStringLiteral("--dry-run"),
            QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("en")});
        QVERIFY2(back.code == 0, qPrintable(back.err));
        QVERIFY2(back.out.contains(QStringLiteral("2 prices")), qPrintable(back.out));
    }

    // JSON stays UTF-8, and the refusal says so.
    const Run json = run(exportArgs
        + QStringList {QStringLiteral("--format"), QStringLiteral("json"),
            QStringLiteral("--encoding"), QStringLiteral("gb18030"), QStringLiteral("--lang"),
            QStringLiteral("en")});
    QCOMPARE(json.code, 2);
    QVERIFY2(
        json.err.contains(QStringLiteral("JSON is always written as UTF-8")), qPrintable(json.err));
}

QTEST_GUILESS_MAIN(TestCliTransfer)
#include "tst_cli_transfer.moc"
