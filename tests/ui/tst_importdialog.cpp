// SPDX-License-Identifier: GPL-3.0-or-later
// The import dialog: a clean file is stored and the catalog follows; a file with a bad row
// stores nothing and its report names the file, the line, the field and the problem. The export
// dialog writes CSV in the encoding chosen for Excel, and remembers it.

#include "AppState.h"
#include "CatalogImporter.h"
#include "ExportDialog.h"
#include "ImportDialog.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QStringEncoder>
#include <QTableWidget>
#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestImportDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanFileIsStored();
    void badRowIsReportedAndNothingStored();
    void unknownCardIsListedWithTheOtherProblems();
    void exportForChineseExcelIsWrittenInTheChosenEncodingAndRemembered();

private:
    static void write(const QString &path, const QByteArray &text);
};

void TestImportDialog::initTestCase()
{
    Translations::install(QStringLiteral("en")); // as the application does: plural forms
}

void TestImportDialog::write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

void TestImportDialog::cleanFileIsStored()
{
    UiEnvironment env;
    const auto state = env.makeState();
    const QString file = env.path(QStringLiteral("my-prices.csv"));
    write(file,
        "vendor,model,memory_gb,form,amount,currency,condition,seller,observed_date,source_url,"
        "note\n"
        "NVIDIA,GeForce RTX 3060,8,desktop,1799,CNY,new,Taobao,2025-06-18,,618\n");
    QSignalSpy reloaded(state.get(), &AppState::catalogChanged);
    ImportDialog dialog(state.get());
    dialog.setFiles({file});
    QVERIFY(dialog.runImport());
    QCOMPARE(reloaded.count(), 1);
    const Card *card = state->card(rtx3060Id(8));
    QVERIFY(card);
    QCOMPARE(state->priceOf(*card)->amount, 1799.0);
    QCOMPARE(state->priceOf(*card)->basis, PriceBasis::UserPrice);
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("1 rows added")), qPrintable(summary));
}

void TestImportDialog::badRowIsReportedAndNothingStored()
{
    UiEnvironment env;
    const auto state = env.makeState();
    const int pricesBefore = int(state->catalog().prices.size());
    const QString file = env.path(QStringLiteral("bad-prices.csv"));
    write(file,
        "vendor,model,memory_gb,form,amount,currency,condition,seller,observed_date,source_url,"
        "note\n"
        "NVIDIA,GeForce RTX 3060,12,desktop,2199,CNY,new,JD,2025-06-18,,\n"
        "NVIDIA,GeForce RTX 4090,24,desktop,lots,ZZZ,new,JD,2025-06-18,,\n");
    ImportDialog dialog(state.get());
    dialog.setFiles({file});
    QVERIFY(!dialog.runImport());
    QCOMPARE(int(state->catalog().prices.size()), pricesBefore); // all or nothing
    auto *report = dialog.findChild<QTableWidget *>(QStringLiteral("importReport"));
    QVERIFY(report->rowCount() >= 1);
    QCOMPARE(report->item(0, 0)->text(), QStringLiteral("bad-prices.csv"));
    QCOMPARE(report->item(0, 1)->text(), QStringLiteral("3")); // the header is line 1
    QCOMPARE(report->item(0, 2)->text(), QStringLiteral("amount"));
    QVERIFY(report->item(0, 3)->text().contains(QStringLiteral("lots")));
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    // Two wrong fields in one row: one row rejected (a GUI trial counted problems as rows).
    QCOMPARE(report->rowCount(), 2);
    QVERIFY2(summary.startsWith(QStringLiteral("1 row rejected")), qPrintable(summary));
}

// A new-user trial: the window reported only the bad amount; with it fixed, the unknown card came
// back as "Nothing was stored: prices row 3: …" without a file or line.
void TestImportDialog::unknownCardIsListedWithTheOtherProblems()
{
    UiEnvironment env;
    const auto state = env.makeState();
    const int pricesBefore = int(state->catalog().prices.size());
    const QString file = env.path(QStringLiteral("mine.csv"));
    write(file,
        "型号,显存,价格,日期\n"
        "RTX 3060,12GB,￥2199,2025-06-18\n"
        "GeForce RTX 4900,24GB,￥9999,2025-06-18\n"
        "RTX 4090,24GB,￥8O00,2025-06-18\n");
    ImportDialog dialog(state.get());
    dialog.setFiles({file});
    QVERIFY(!dialog.runImport());
    QCOMPARE(int(state->catalog().prices.size()), pricesBefore);
    auto *report = dialog.findChild<QTableWidget *>(QStringLiteral("importReport"));
    QCOMPARE(report->rowCount(), 2);
    // In line order, each with its file and line.
    QCOMPARE(report->item(0, 0)->text(), QStringLiteral("mine.csv"));
    QCOMPARE(report->item(0, 1)->text(), QStringLiteral("3"));
    QVERIFY2(report->item(0, 3)->text().contains(QStringLiteral("RTX 4900")),
        qPrintable(report->item(0, 3)->text()));
    QVERIFY(report->item(0, 3)->text().contains(QStringLiteral("not in the catalog")));
    QCOMPARE(report->item(1, 1)->text(), QStringLiteral("4"));
    QCOMPARE(report->item(1, 2)->text(), QStringLiteral("amount (价格)")); // as the file names it
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("importSummary"))->text();
    QVERIFY2(summary.startsWith(QStringLiteral("2 rows rejected")), qPrintable(summary));
}

void TestImportDialog::exportForChineseExcelIsWrittenInTheChosenEncodingAndRemembered()
{
    UiEnvironment env;
    const auto state = env.makeState();
    const QString file = env.path(QStringLiteral("prices.csv"));
    {
        ExportDialog dialog(state.get());
        auto *kind = dialog.findChild<QComboBox *>(QStringLiteral("exportKindCombo"));
        auto *encoding = dialog.findChild<QComboBox *>(QStringLiteral("exportEncodingCombo"));
        QVERIFY(kind && encoding);
        QCOMPARE(encoding->currentData().toString(), QStringLiteral("utf-8")); // as before
        kind->setCurrentIndex(kind->findData(int(DataKind::Prices)));
        encoding->setCurrentIndex(encoding->findData(QStringLiteral("gb18030")));
        dialog.setPath(file);
        QCOMPARE(dialog.runExport(), QString());
    }
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const QByteArray jd = QStringEncoder("GB18030").encode(QStringLiteral("京东"));
    QVERIFY(bytes.contains(jd));
    QVERIFY(!bytes.contains(QStringLiteral("京东").toUtf8()));
    ImportOptions options;
    options.catalog = state->catalog().cards;
    const ImportResult back
        = CatalogImporter::readCsv(bytes, QStringLiteral("prices.csv"), options);
    QVERIFY2(back.ok(), qPrintable(back.errors.value(0).toString()));
    QCOMPARE(back.encoding, TextEncoding::Gb18030);
    QCOMPARE(back.data.prices.size(), state->catalog().prices.size());

    // The next export dialog starts with the same choice; JSON has none to make.
    ExportDialog again(state.get());
    auto *encoding = again.findChild<QComboBox *>(QStringLiteral("exportEncodingCombo"));
    QCOMPARE(encoding->currentData().toString(), QStringLiteral("gb18030"));
    auto *format = again.findChild<QComboBox *>(QStringLiteral("exportFormatCombo"));
    format->setCurrentIndex(format->findData(QStringLiteral("json")));
    QVERIFY(!encoding->isEnabled());
}

QTEST_MAIN(TestImportDialog)
#include "tst_importdialog.moc"
