// SPDX-License-Identifier: GPL-3.0-or-later
// Round trips of every table through CatalogRepository, and all-or-nothing imports.
//
// One source for both engines: ctest runs this executable twice, as tst_repository on SQLite (an
// in-memory database) and as tst_repository_postgres on the PostgreSQL test server
// (GPU_ADVISOR_TEST_ENGINE=postgresql, tests/core/CMakeLists.txt). Every test function gets a
// new, empty catalog of the current schema from init(): on PostgreSQL a database of its own on
// the test server, given the schema by CatalogDatabase::open as `db init` does.

#include "BuiltinCatalog.h"
#include "CatalogDatabase.h"
#include "CatalogRepository.h"
#include "PostgresTestSupport.h"
#include "SqlDialect.h"
#include "TestCatalog.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTest>

using namespace gpu;

namespace {

// The engine the tests run on: GPU_ADVISOR_TEST_ENGINE=postgresql (or postgres) for the test
// server, SQLite otherwise.
SqlEngine testEngine()
{
    const QString engine = qEnvironmentVariable("GPU_ADVISOR_TEST_ENGINE").toLower();
    return engine == QLatin1String("postgresql") || engine == QLatin1String("postgres")
        ? SqlEngine::PostgreSQL
        : SqlEngine::SQLite;
}

} // namespace

class TestRepository : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cardRoundTripKeepsEveryFieldAndUnknowns();
    void priceBenchmarkCloudRoundTrip();
    void importIsAllOrNothing();
    void importSkipsExactDuplicates();
    void identicalCardStaysBuiltinChangedCardBecomesUsers();
    void priceEditAndRemove();
    void modelRoundTripKeepsEveryFigure();
    void aUsersModelSurvivesTheBuiltinRefresh();
    void aNewPriceRecordsWhoAddedItAndAnEditWhoChangedIt();
    void anEditFromAnOlderVersionIsRefusedAndChangesNothing();
    void theEngineIsTheOneAskedFor();

private:
    std::unique_ptr<CatalogDatabase> m_db;
    std::unique_ptr<CatalogRepository> m_repo;
    int m_databases = 0; ///< PostgreSQL: databases made so far, part of each one's name
};

void TestRepository::initTestCase()
{
    if (testEngine() == SqlEngine::PostgreSQL)
        GPU_ADVISOR_REQUIRE_POSTGRES();
    // In a file, rows are signed with the login name (USER): a known one.
    qputenv("USER", "repository_tester");
    qInfo("engine: %s",
        testEngine() == SqlEngine::PostgreSQL ? "PostgreSQL (test server)" : "SQLite (in memory)");
}

// A new, empty catalog (no built-in rows) for every test function.
void TestRepository::init()
{
    m_db = std::make_unique<CatalogDatabase>(QStringLiteral("repo-test"));
    if (testEngine() == SqlEngine::SQLite) {
        m_db->openInMemory(CatalogData(), QStringLiteral("empty"));
    } else {
        // tst_repository_<n>_<test function>, a lower-case identifier of at most 63 characters.
        const QString name = QStringLiteral("tst_repository_%1_%2")
                                 .arg(++m_databases)
                                 .arg(QString::fromLatin1(QTest::currentTestFunction()).toLower())
                                 .left(63);
        const QString url = test::freshPostgresDatabase(name);
        QVERIFY2(!url.isEmpty(), "no fresh database on the PostgreSQL test server");
        CatalogDatabase::ServerOptions options;
        options.createSchema = true;
        m_db->setServerOptions(options);
        const OpenReport report = m_db->open(
            url, [] { return CatalogData(); }, QStringLiteral("empty"));
        QVERIFY2(report.outcome == OpenReport::Outcome::Created, qPrintable(report.message()));
        QVERIFY(report.writable && report.persistent && report.shared);
        QVERIFY(m_db->isServer());
    }
    m_repo = std::make_unique<CatalogRepository>(m_db->connectionName());
    QCOMPARE(m_repo->cardCount(), 0);
}

void TestRepository::cleanup()
{
    m_repo.reset();
    m_db.reset();
}

void TestRepository::cardRoundTripKeepsEveryFieldAndUnknowns()
{
    Card full = test::rtx3060();
    full.tensorCoreGeneration = 3;
    full.boostClockMhz = 1777;
    full.memoryType = QStringLiteral("GDDR6");
    full.memoryBusBits = 192;
    full.memoryDataRateGbps = 15;
    full.memoryBandwidthGBps = 360;
    full.fp32Tflops = 12.74;
    full.fp16Tflops = 12.74;
    full.tensorFp16Tflops = 25.5;
    full.tensorBf16Tflops = 25.5;
    full.tensorTf32Tflops = 12.7;
    full.tensorInt8Tops = 102;
    full.sourceUrl = QStringLiteral("https://example.org/3060");
    full.sourceDate = QStringLiteral("2021-01-12");
    full.notes = QStringLiteral("a note, with \"quotes\"");
    const Card sparse = test::card(QStringLiteral("Arc A770"), 16); // almost everything unknown

    CatalogData in;
    in.cards = {full, sparse, test::k80()};
    const auto w = m_repo->importData(in, Origin::BuiltIn);
    QVERIFY2(w.ok, qPrintable(w.error));
    QCOMPARE(w.cardsAdded, 3);

    const CatalogData out = m_repo->loadAll();
    QCOMPARE(out.cards.size(), 3);
    const Card &a = out.cards[out.indexOfCard(full.key)];
    QCOMPARE(a.key, full.key);
    QCOMPARE(a.computeCapability->toString(), QStringLiteral("8.6"));
    QCOMPARE(a.cudaCores, full.cudaCores);
    QCOMPARE(a.tensorCores, full.tensorCores);
    QCOMPARE(a.tensorCoreGeneration, full.tensorCoreGeneration);
    QCOMPARE(a.memoryBandwidthGBps, full.memoryBandwidthGBps);
    QCOMPARE(a.fp32Tflops, full.fp32Tflops);
    QCOMPARE(a.tensorInt8Tops, full.tensorInt8Tops);
    QCOMPARE(a.tensorFp8Tflops, std::nullopt);
    QCOMPARE(a.launchPriceUsd, std::optional<double>(329));
    QCOMPARE(a.notes, full.notes);
    QCOMPARE(a.origin, Origin::BuiltIn);

    const Card &b = out.cards[out.indexOfCard(sparse.key)];
    QVERIFY(!b.fp32Tflops); // unknown stays unknown, not 0
    QVERIFY(!b.tdpWatts);
    QVERIFY(!b.cudaCores);
    QVERIFY(!b.computeCapability);

    const Card &k = out.cards[out.indexOfCard(test::k80().key)];
    QCOMPARE(k.gpusPerBoard, 2);
    QCOMPARE(k.memoryPerGpuGb(), 12.0);
    QCOMPARE(k.tensorCores, std::optional<int>(0)); // a real zero stays a zero
}

void TestRepository::priceBenchmarkCloudRoundTrip()
{
    const CatalogData in = test::smallCatalog();
    QVERIFY(m_repo->importData(in, Origin::User).ok);
    const CatalogData out = m_repo->loadAll();
    QCOMPARE(out.prices.size(), 2);
    QCOMPARE(out.benchmarks.size(), 1);
    QCOMPARE(out.cloud.size(), 1);
    const Price &p = out.prices[1];
    QCOMPARE(p.card, test::rtx3060(12).key);
    QCOMPARE(p.amount, 2299.0);
    QCOMPARE(p.currency, Currency::CNY);
    QCOMPARE(p.condition, Condition::New);
    QCOMPARE(p.seller, QStringLiteral("京东"));
    QCOMPARE(p.observedDate, QDate(2024, 5, 1));
    QCOMPARE(p.origin, Origin::User);
    const BenchmarkResult &b = out.benchmarks[0];
    QCOMPARE(b.network, QStringLiteral("ResNet-50"));
    QCOMPARE(b.batchSize, std::optional<int>(64));
    QCOMPARE(b.value, 383.0);
    QCOMPARE(b.unit, QStringLiteral("images/s"));
    QCOMPARE(b.frameworkVersion, QStringLiteral("1.10"));
    QCOMPARE(b.date, QDate(2022, 1, 1));
    const CloudOffering &c = out.cloud[0];
    QCOMPARE(c.card, test::k80().key);
    QVERIFY(c.freeTier);
    QCOMPARE(c.pricePerHour, 0.0);
    QCOMPARE(c.provider, QStringLiteral("Colab"));
}

void TestRepository::importIsAllOrNothing()
{
    QVERIFY(m_repo->importData(test::smallCatalog(), Origin::BuiltIn).ok);
    const CatalogData before = m_repo->loadAll();
    CatalogData bad;
    bad.cards = {test::card(QStringLiteral("GeForce RTX 4090"), 24, Form::Desktop, Origin::User)};
    bad.prices = {test::price(test::card(QStringLiteral("GeForce RTX 4090"), 24), 12999,
                      Currency::CNY, QDate(2022, 10, 12)),
        test::price(test::card(QStringLiteral("Radeon RX 9999"), 8), 100, Currency::CNY,
            QDate(2025, 1, 1))};
    const auto r = m_repo->importData(bad);
    QVERIFY(!r.ok);
    QCOMPARE(r.failedKind, std::optional<DataKind>(DataKind::Prices));
    QCOMPARE(r.failedIndex, 1);
    QVERIFY(r.error.contains(QStringLiteral("Radeon RX 9999")));
    const CatalogData after = m_repo->loadAll();
    QCOMPARE(after.cards.size(), before.cards.size()); // the RTX 4090 was rolled back too
    QCOMPARE(after.prices.size(), before.prices.size());
}

void TestRepository::importSkipsExactDuplicates()
{
    QVERIFY(m_repo->importData(test::smallCatalog(), Origin::User).ok);
    const auto again = m_repo->importData(test::smallCatalog(), Origin::User);
    QVERIFY(again.ok);
    QCOMPARE(again.cardsAdded, 0);
    QCOMPARE(again.cardsUnchanged, 4);
    QCOMPARE(again.rowsAdded, 0);
    QCOMPARE(again.rowsSkipped, 4);
    QCOMPARE(m_repo->loadAll().prices.size(), 2);
}

void TestRepository::identicalCardStaysBuiltinChangedCardBecomesUsers()
{
    QVERIFY(m_repo->importData(test::smallCatalog(), Origin::BuiltIn).ok);
    CatalogData mine;
    Card changed = test::gtx1080();
    changed.tdpWatts = 180;
    mine.cards = {test::rtx3060(12), changed};
    const auto r = m_repo->importData(mine, Origin::User);
    QVERIFY(r.ok);
    QCOMPARE(r.cardsUnchanged, 1);
    QCOMPARE(r.cardsUpdated, 1);
    const CatalogData out = m_repo->loadAll();
    QCOMPARE(out.cards[out.indexOfCard(test::rtx3060(12).key)].origin, Origin::BuiltIn);
    QCOMPARE(out.cards[out.indexOfCard(changed.key)].origin, Origin::User);
    QCOMPARE(out.cards[out.indexOfCard(changed.key)].tdpWatts, std::optional<double>(180));
}

void TestRepository::priceEditAndRemove()
{
    QVERIFY(m_repo->importData(test::smallCatalog(), Origin::BuiltIn).ok);
    Price p = test::price(
        test::rtx3060(8), 1799, Currency::CNY, QDate(2025, 2, 3), Condition::New, Origin::User);
    QString error;
    p.id = m_repo->addPrice(p, &error);
    QVERIFY2(p.id > 0, qPrintable(error));
    p.amount = 1699;
    QVERIFY(m_repo->updatePrice(p, &error));
    CatalogData out = m_repo->loadAll();
    QCOMPARE(out.prices.size(), 3);
    bool found = false;
    for (const Price &q : out.prices)
        found |= q.id == p.id && q.amount == 1699;
    QVERIFY(found);
    QVERIFY(m_repo->removePrice(p.id, &error));
    QCOMPARE(m_repo->loadAll().prices.size(), 2);

    Price orphan = test::price(
        test::card(QStringLiteral("Unknown"), 1), 1, Currency::CNY, QDate(2025, 1, 1));
    QCOMPARE(m_repo->addPrice(orphan, &error), 0);
    QVERIFY(error.contains(QStringLiteral("Unknown")));
}

void TestRepository::modelRoundTripKeepsEveryFigure()
{
    // Every shipped model goes in and comes back with the same figures (the latent, hybrid and
    // sliding-window ones included).
    CatalogData data;
    data.models = builtinModels();
    QVERIFY(data.models.size() > 40);
    const CatalogRepository::WriteResult w = m_repo->replaceBuiltin(data, QStringLiteral("v1"));
    QVERIFY2(w.ok, qPrintable(w.error));
    QCOMPARE(w.modelsAdded, int(data.models.size()));
    const QList<ModelSpec> back = m_repo->loadAll().models;
    QCOMPARE(back.size(), data.models.size());
    for (int i = 0; i < back.size(); ++i) {
        const ModelSpec &a = data.models[i];
        const ModelSpec &b = back[i];
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.paramsTotalB, a.paramsTotalB);
        QCOMPARE(b.activeParamsB(), a.activeParamsB());
        QCOMPARE(b.kvHeads, a.kvHeads);
        QCOMPARE(b.attention, a.attention);
        QCOMPARE(b.window, a.window);
        QCOMPARE(b.localLayers, a.localLayers);
        QCOMPARE(b.latentDim, a.latentDim);
        QCOMPARE(b.sourceUrl, a.sourceUrl);
        QCOMPARE(b.origin, Origin::BuiltIn);
    }
}

// A user's model of a built-in name replaces it, and a newer built-in catalog does not take it
// back; a model only the user has stays too.
void TestRepository::aUsersModelSurvivesTheBuiltinRefresh()
{
    ModelSpec shipped;
    shipped.name = QStringLiteral("Llama 3.1 8B");
    shipped.paramsTotalB = 8.03;
    shipped.layers = 32;
    CatalogData builtin;
    builtin.models = {shipped};
    QVERIFY(m_repo->replaceBuiltin(builtin, QStringLiteral("v1")).ok);

    ModelSpec mine = shipped;
    mine.name = QStringLiteral("llama-3.1-8b"); // the same model, as the user spells it
    mine.maxContext = 65536;
    ModelSpec lab;
    lab.name = QStringLiteral("Lab Chat 13B");
    lab.paramsTotalB = 13;
    CatalogData user;
    user.models = {mine, lab};
    const CatalogRepository::WriteResult w = m_repo->importData(user);
    QVERIFY2(w.ok, qPrintable(w.error));
    QCOMPARE(w.modelsUpdated, 1);
    QCOMPARE(w.modelsAdded, 1);

    shipped.layers = 33; // a corrected built-in figure
    builtin.models = {shipped};
    QVERIFY(m_repo->replaceBuiltin(builtin, QStringLiteral("v2")).ok);
    const QList<ModelSpec> models = m_repo->loadAll().models;
    QCOMPARE(models.size(), 2);
    for (const ModelSpec &m : models) {
        QCOMPARE(m.origin, Origin::User);
        if (m.name == QLatin1String("llama-3.1-8b")) {
            QCOMPARE(m.maxContext, 65536);
            QCOMPARE(m.layers, 32);
        }
    }
}

// A user's price records who added it (the database role on a server, the login name in a file)
// and when; an edit records who changed it and when, and counts the row's version up.
void TestRepository::aNewPriceRecordsWhoAddedItAndAnEditWhoChangedIt()
{
    QVERIFY(m_repo->importData(test::smallCatalog(), Origin::BuiltIn).ok);
    // Built-in rows carry no author.
    for (const Price &p : m_repo->loadAll().prices) {
        QVERIFY(p.stamp.addedBy.isEmpty());
        QCOMPARE(p.stamp.version, 1);
    }
    const QString author = testEngine() == SqlEngine::PostgreSQL
        ? QUrl(test::postgresServerUrl()).userName()
        : QStringLiteral("repository_tester");
    Price p = test::price(
        test::rtx3060(8), 1799, Currency::CNY, QDate(2025, 2, 3), Condition::Used, Origin::User);
    QString error;
    p.id = m_repo->addPrice(p, &error);
    QVERIFY2(p.id > 0, qPrintable(error));
    const auto stored = [this](qint64 id) {
        for (const Price &q : m_repo->loadAll().prices)
            if (q.id == id)
                return q;
        return Price();
    };
    const QDateTime now = QDateTime::currentDateTimeUtc();
    Price added = stored(p.id);
    QCOMPARE(added.stamp.addedBy, author);
    const QDateTime addedAt = QDateTime::fromString(added.stamp.addedAt, Qt::ISODate);
    QVERIFY2(addedAt.isValid(), qPrintable(added.stamp.addedAt));
    QVERIFY2(qAbs(addedAt.secsTo(now)) < 60, qPrintable(added.stamp.addedAt));
    QVERIFY(added.stamp.changedBy.isEmpty());
    QVERIFY(added.stamp.changedAt.isEmpty());
    QCOMPARE(added.stamp.version, 1);

    added.amount = 1699;
    int version = 0;
    QVERIFY2(m_repo->updatePrice(added, &error, &version), qPrintable(error));
    QCOMPARE(version, 2);
    const Price changed = stored(p.id);
    QCOMPARE(changed.amount, 1699.0);
    QCOMPARE(changed.stamp.addedBy, author);
    QCOMPARE(changed.stamp.addedAt, added.stamp.addedAt);
    QCOMPARE(changed.stamp.changedBy, author);
    QVERIFY(qAbs(QDateTime::fromString(changed.stamp.changedAt, Qt::ISODate).secsTo(now)) < 60);
    QCOMPARE(changed.stamp.version, 2);
}

// An edit or a removal that starts from an older version of the row (someone changed it
// meanwhile) is refused and leaves the stored row as it is; without a version (0) it is not
// checked.
void TestRepository::anEditFromAnOlderVersionIsRefusedAndChangesNothing()
{
    QVERIFY(m_repo->importData(test::smallCatalog(), Origin::BuiltIn).ok);
    Price p = test::price(
        test::gtx1080(), 1500, Currency::CNY, QDate(2025, 3, 1), Condition::Used, Origin::User);
    QString error;
    p.id = m_repo->addPrice(p, &error);
    QVERIFY2(p.id > 0, qPrintable(error));
    Price read;
    for (const Price &q : m_repo->loadAll().prices)
        if (q.id == p.id)
            read = q;
    QCOMPARE(read.stamp.version, 1);

    Price first = read;
    first.amount = 1450;
    QVERIFY2(m_repo->updatePrice(first, &error), qPrintable(error));
    Price stale = read; // still version 1
    stale.amount = 1400;
    error.clear();
    QVERIFY(!m_repo->updatePrice(stale, &error));
    QVERIFY2(error.contains(QStringLiteral("1450")), qPrintable(error));
    QVERIFY(!m_repo->removePrice(stale.id, &error, stale.stamp.version));
    const CatalogData after = m_repo->loadAll();
    QCOMPARE(after.prices.size(), 3);
    for (const Price &q : after.prices)
        if (q.id == p.id) {
            QCOMPARE(q.amount, 1450.0);
            QCOMPARE(q.stamp.version, 2);
        }

    // Unchecked (version 0), and a removal from the current version, go through.
    stale.stamp.version = 0;
    QVERIFY2(m_repo->updatePrice(stale, &error), qPrintable(error));
    QVERIFY2(m_repo->removePrice(p.id, &error, 3), qPrintable(error));
    QCOMPARE(m_repo->loadAll().prices.size(), 2);
    // A removed row: the message says so.
    QVERIFY(!m_repo->updatePrice(first, &error));
    QVERIFY2(error.contains(QStringLiteral("removed")), qPrintable(error));
}

void TestRepository::theEngineIsTheOneAskedFor()
{
    QCOMPARE(sqlEngine(m_db->database()), testEngine());
    QCOMPARE(
        CatalogDatabase::schemaVersionOf(m_db->connectionName()), CatalogDatabase::SchemaVersion);
}

QTEST_GUILESS_MAIN(TestRepository)
#include "tst_repository.moc"
