// SPDX-License-Identifier: GPL-3.0-or-later
// The paths every front end shares (docs/architecture.md, "Three paths every front end
// shares"): opening the catalog, the request's defaults from the settings and its ranking, the
// import pipeline, and the spellings that live in core.

#include "CatalogExporter.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "ImportPipeline.h"
#include "Pricing.h"
#include "RankingRequestBuilder.h"
#include "Settings.h"
#include "TestCatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestSharedPaths : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void opensCreatesAndLoadsThenReopens();
    void requestDefaultsComeFromTheSettings();
    void theRankerRanksAsRankingDoes();
    void importChecksStoresAllOrNothingAndCounts();
    void importNamesTheFileOfARowTheDatabaseRefuses();
    void spellingsHaveOneHome();
    void numericColumnsAreJsonNumbers();

private:
    CatalogOpenOptions options(const QString &name) const;
    QString write(const QString &name, const QByteArray &bytes) const;
    QTemporaryDir m_dir;
};

CatalogOpenOptions TestSharedPaths::options(const QString &name) const
{
    static int connections = 0;
    CatalogOpenOptions o;
    o.databasePath = m_dir.filePath(name);
    o.builtin = [] { return smallCatalog(); };
    o.builtinVersion = QStringLiteral("small-1");
    o.connectionName = QStringLiteral("shared-paths-%1").arg(++connections);
    return o;
}

QString TestSharedPaths::write(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

void TestSharedPaths::opensCreatesAndLoadsThenReopens()
{
    {
        const OpenedCatalog first = openCatalog(options(QStringLiteral("open.sqlite")));
        QVERIFY(first.database);
        QCOMPARE(first.report.outcome, OpenReport::Outcome::Created);
        QVERIFY(first.persistent());
        QCOMPARE(first.error, QString());
        QCOMPARE(first.data.cards.size(), smallCatalog().cards.size());
        QCOMPARE(first.data.prices.size(), smallCatalog().prices.size());
    }
    const OpenedCatalog again = openCatalog(options(QStringLiteral("open.sqlite")));
    QCOMPARE(again.report.outcome, OpenReport::Outcome::Opened);
    QCOMPARE(reloadCatalog(*again.database).cards.size(), smallCatalog().cards.size());
}

void TestSharedPaths::requestDefaultsComeFromTheSettings()
{
    Settings settings(m_dir.filePath(QStringLiteral("settings.ini")));
    settings.setValue(Settings::Key::Currency, QStringLiteral("USD"));
    settings.setValue(Settings::Key::ExchangeRateCnyPerUsd, 7.0);
    settings.setValue(Settings::Key::HostSystemCost, 800.0);
    settings.setValue(Settings::Key::ElectricityPricePerKwh, 0.2);
    settings.setValue(Settings::Key::HoursPerDay, 12.0);
    settings.setValue(Settings::Key::OwnershipYears, 2);
    settings.setValue(Settings::Key::Condition, QStringLiteral("used"));
    settings.setValue(Settings::Key::SoftwareSupport, QStringLiteral("legacy"));
    const QDate today(2025, 6, 1);
    const RankingRequest r = rankingRequestFromSettings(settings, today);
    QCOMPARE(r.currency, Currency::USD);
    QCOMPARE(r.rate.cnyPerUsd, 7.0);
    QCOMPARE(r.hostSystemCost, 800.0);
    QCOMPARE(r.electricityPricePerKwh, 0.2);
    QCOMPARE(r.hoursPerDay, 12.0);
    QCOMPARE(r.ownershipYears, 2.0);
    QCOMPARE(r.condition, ConditionFilter::Used);
    QCOMPARE(r.software, SoftwarePolicy::IncludeLegacy);
    QCOMPARE(r.cudaMinimum, settings.cudaMinimumComputeCapability());
    QCOMPARE(r.asOf, today);
    // What the user chooses stays RankingRequest's for the caller to set.
    QCOMPARE(r.workload, RankingRequest().workload);
    QCOMPARE(r.precision, RankingRequest().precision);
    QVERIFY(!r.budget);
}

void TestSharedPaths::theRankerRanksAsRankingDoes()
{
    const CatalogData data = smallCatalog();
    const CatalogRanker ranker(data);
    RankingRequest request;
    request.asOf = QDate(2025, 6, 1);
    const RankingResult mine = ranker.rank(request);
    const RankingResult direct
        = Ranking::rank(data, request, PerformanceModel::fit(data.cards, data.benchmarks));
    QCOMPARE(mine.verdicts.size(), direct.verdicts.size());
    for (int i = 0; i < mine.verdicts.size(); ++i) {
        QCOMPARE(mine.verdicts[i].key, direct.verdicts[i].key);
        QCOMPARE(mine.verdicts[i].rank, direct.verdicts[i].rank);
    }
    QCOMPARE(CatalogRanker().rank(request).verdicts.size(), 0);
}

void TestSharedPaths::importChecksStoresAllOrNothingAndCounts()
{
    const OpenedCatalog opened = openCatalog(options(QStringLiteral("import.sqlite")));
    ImportOptions base;
    base.defaultCurrency = Currency::CNY;

    // A price of a card nobody has: an error with its line; nothing may be stored.
    CatalogData unknown;
    unknown.prices = {price(card(QStringLiteral("GeForce RTX 9999"), 48), 9999, Currency::CNY,
        QDate(2025, 1, 1), Condition::New, Origin::User)};
    const QString bad = write(QStringLiteral("bad.csv"),
        CatalogExporter::toCsv(unknown, DataKind::Prices).toUtf8() + "\n,,,\n");
    ImportPipeline refused(opened.data, base);
    refused.readFiles({bad});
    refused.check();
    QVERIFY(!refused.ok());
    QCOMPARE(refused.errorCount(), 1);
    QCOMPARE(refused.rejectedRowCount(), 1);
    bool called = false;
    const auto w = refused.store([&called](const CatalogData &) {
        called = true;
        return CatalogRepository::WriteResult();
    });
    QVERIFY(!w.ok);
    QVERIFY(!called);

    // A known card's new price and a note for the empty row.
    CatalogData good;
    good.prices
        = {price(gtx1080(), 3999, Currency::CNY, QDate(2025, 1, 1), Condition::Used, Origin::User)};
    const QString path = write(QStringLiteral("good.csv"),
        CatalogExporter::toCsv(good, DataKind::Prices).toUtf8() + ",,,\n");
    ImportPipeline pipeline(opened.data, base);
    QCOMPARE(pipeline.options().catalog.size(), opened.data.cards.size());
    pipeline.readFiles({path});
    pipeline.check();
    QVERIFY(pipeline.ok());
    QCOMPARE(pipeline.recordsRead(), 1);
    QCOMPARE(pipeline.rows().prices.size(), 1);
    const QStringList notes = pipeline.notes(); // worded in core, for both front ends
    QVERIFY2(notes.join(u'|').contains(QStringLiteral("good.csv: 1 empty row")),
        qPrintable(notes.join(u'|')));
    const auto stored = pipeline.store([&opened](const CatalogData &rows) {
        return CatalogRepository(opened.database->connectionName()).importData(rows);
    });
    QVERIFY2(stored.ok, qPrintable(stored.error));
    QCOMPARE(stored.rowsAdded, 1);
    QCOMPARE(pipeline.refusedRow(), QString());
    QCOMPARE(reloadCatalog(*opened.database).prices.size(), smallCatalog().prices.size() + 1);
}

void TestSharedPaths::importNamesTheFileOfARowTheDatabaseRefuses()
{
    const OpenedCatalog opened = openCatalog(options(QStringLiteral("refuse.sqlite")));
    CatalogData good;
    good.prices
        = {price(gtx1080(), 3999, Currency::CNY, QDate(2025, 1, 1), Condition::Used, Origin::User)};
    const QString path = write(
        QStringLiteral("mine.csv"), CatalogExporter::toCsv(good, DataKind::Prices).toUtf8());
    ImportPipeline pipeline(opened.data, ImportOptions());
    pipeline.readFiles({path});
    pipeline.check();
    QVERIFY(pipeline.ok());
    const auto w = pipeline.store([](const CatalogData &) {
        return CatalogRepository::WriteResult::failure(
            QStringLiteral("refused"), DataKind::Prices, 0);
    });
    QVERIFY(!w.ok);
    QVERIFY2(pipeline.refusedRow().startsWith(QStringLiteral("mine.csv, line 2")),
        qPrintable(pipeline.refusedRow()));
}

void TestSharedPaths::spellingsHaveOneHome()
{
    QCOMPARE(canonicalVendor(QStringLiteral("nvidia")), QStringLiteral("NVIDIA"));
    QCOMPARE(canonicalVendor(QStringLiteral("amd")), QStringLiteral("AMD"));
    QCOMPARE(canonicalVendor(QStringLiteral("INTEL")), QStringLiteral("Intel"));
    QCOMPARE(canonicalVendor(QStringLiteral("英伟达")), QStringLiteral("NVIDIA"));
    QCOMPARE(canonicalVendor(QStringLiteral("Moore Threads")), QStringLiteral("Moore Threads"));
    QCOMPARE(knownVendors(),
        QStringList({QStringLiteral("NVIDIA"), QStringLiteral("AMD"), QStringLiteral("Intel")}));
    // Integer precisions run trained models: LLM inference only, never training (issue 26).
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            const bool integer = p == Precision::Int8 || p == Precision::Int4;
            QCOMPARE(precisionAppliesTo(p, w), !integer || w == Workload::LlmInference);
        }
    }
    QCOMPARE(conditionFilterFromString(QStringLiteral("used")), ConditionFilter::Used);
    QVERIFY(!conditionFilterFromString(QStringLiteral("second-hand")));
    QCOMPARE(
        approximatePriceText(QStringLiteral("1,234 CNY"), true), QStringLiteral("≈ 1,234 CNY"));
    QCOMPARE(approximatePriceText(QStringLiteral("1,234 CNY"), false), QStringLiteral("1,234 CNY"));
}

void TestSharedPaths::numericColumnsAreJsonNumbers()
{
    CatalogData data;
    data.cards = {gtx1080()};
    const QJsonArray rows
        = QJsonDocument::fromJson(CatalogExporter::toJson(data, DataKind::Cards)).array();
    QCOMPARE(rows.size(), 1);
    const QJsonObject row = rows.first().toObject();
    QVERIFY(row.value(QStringLiteral("memory_gb")).isDouble());
    QVERIFY(row.value(QStringLiteral("cuda_cores")).isDouble());
    QVERIFY(row.value(QStringLiteral("tdp_w")).isDouble());
    QVERIFY(row.value(QStringLiteral("model")).isString());
    QVERIFY(row.value(QStringLiteral("compute_capability")).isString());
}

QTEST_GUILESS_MAIN(TestSharedPaths)
#include "tst_shared_paths.moc"
