// SPDX-License-Identifier: GPL-3.0-or-later
// The lifecycle of the user's database: creation, migrations, upgrades of the built-in catalog,
// damaged, newer and read-only files.

#include "CatalogDatabase.h"
#include "CatalogRepository.h"
#include "TestCatalog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace gpu;

namespace {

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(bytes);
}

int userVersionOf(const QString &path)
{
    int version = -1;
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                version = q.value(0).toInt();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("probe"));
    return version;
}

// Creates an SQLite file with raw SQL (a database made by another program or an older build).
void makeSqliteFile(const QString &path, const QStringList &statements)
{
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("maker"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("maker"));
}

} // namespace

class TestDatabase : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsNewDatabaseWithSchemaAndBuiltinCatalog();
    void schemaFileAndMigrationsGiveTheSameTables();
    void migrationFromVersionZeroInOneTransaction();
    void adoptsTablesWithoutUserVersion();
    void version1DatabaseKeepsTheUsersDataThroughMigration2();
    void refusesNewerSchemaAndLeavesFileUnchanged();
    void damagedFileIsKeptAndReplaced_data();
    void damagedFileIsKeptAndReplaced();
    void foreignSqliteDatabaseIsKeptAside();
    void readOnlyFileIsOpenedReadOnly();
    void upgradeRefreshesBuiltinRowsAndKeepsUserRows();
    void sameCatalogVersionIsNotReloaded();
    void missingFolderIsCreated();
    void aFolderIsNeverMovedAside();
};

void TestDatabase::createsNewDatabaseWithSchemaAndBuiltinCatalog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        CatalogDatabase db(QStringLiteral("create"));
        const OpenReport r = db.open(
            path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
        QCOMPARE(r.outcome, OpenReport::Outcome::Created);
        QVERIFY(!r.needsAttention());
        QVERIFY(r.writable);
        QVERIFY(r.builtinRefreshed);
        CatalogRepository repo(db.connectionName());
        QCOMPARE(repo.cardCount(), 4);
        QCOMPARE(repo.metaValue(QStringLiteral("builtin_catalog_version")), QStringLiteral("v1"));
        QSqlQuery q(db.database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys")) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }
    QCOMPARE(userVersionOf(path), CatalogDatabase::SchemaVersion);
}

void TestDatabase::schemaFileAndMigrationsGiveTheSameTables()
{
    auto dump = [](const QString &name, const QString &script) {
        QStringList out;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(QStringLiteral(":memory:"));
            db.open();
            QSqlQuery q(db);
            for (const QString &s : CatalogDatabase::splitStatements(script))
                q.exec(s);
            q.exec(QStringLiteral("SELECT type, name, tbl_name FROM sqlite_master ORDER BY name"));
            while (q.next())
                out.append(q.value(0).toString() + QLatin1Char(' ') + q.value(1).toString());
            const QStringList objects = out;
            for (const QString &o : objects) {
                if (!o.startsWith(QLatin1String("table ")))
                    continue;
                QSqlQuery info(db);
                info.exec(QStringLiteral("PRAGMA table_info(%1)").arg(o.mid(6)));
                while (info.next())
                    out.append(o + QLatin1Char('.') + info.value(1).toString() + QLatin1Char(' ')
                        + info.value(2).toString() + QLatin1Char(' ') + info.value(3).toString()
                        + QLatin1Char(' ') + info.value(4).toString());
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return out;
    };
    const QStringList fromSchema = dump(QStringLiteral("a"), CatalogDatabase::schemaScript());
    const QStringList fromMigrations = dump(
        QStringLiteral("b"), CatalogDatabase::migrationScripts().join(QStringLiteral(";\n")));
    QVERIFY(fromSchema.size() > 20);
    QCOMPARE(fromMigrations, fromSchema);
}

void TestDatabase::migrationFromVersionZeroInOneTransaction()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.sqlite"));
    makeSqliteFile(path, {QStringLiteral("PRAGMA user_version = 0")});
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("migrate"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QCOMPARE(CatalogDatabase::migrate(QStringLiteral("migrate")), QString());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), CatalogDatabase::SchemaVersion);
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM cards")));
        // Migrating again is a no-op.
        QCOMPARE(CatalogDatabase::migrate(QStringLiteral("migrate")), QString());
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("migrate"));

    // A migration that fails half-way leaves nothing behind: here the table "meta" already
    // exists, so migration 1 fails on its first statement and the version stays 0.
    const QString clash = dir.filePath(QStringLiteral("clash.sqlite"));
    makeSqliteFile(clash, {QStringLiteral("CREATE TABLE prices (x)")});
    {
        QSqlDatabase db
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("clash"));
        db.setDatabaseName(clash);
        QVERIFY(db.open());
        QVERIFY(!CatalogDatabase::migrate(QStringLiteral("clash")).isEmpty());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE name = 'cards'")));
        QVERIFY2(!q.next(), "the cards table of the failed migration must be rolled back");
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("clash"));
    QCOMPARE(userVersionOf(clash), 0);
}

void TestDatabase::adoptsTablesWithoutUserVersion()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("unversioned.sqlite"));
    // Our schema-1 tables, with a user's price, but user_version never set.
    QStringList statements
        = CatalogDatabase::splitStatements(CatalogDatabase::migrationScripts().first());
    statements << QStringLiteral("INSERT INTO cards (vendor, model, memory_gb, form, origin) "
                                 "VALUES ('NVIDIA', 'GeForce GTX 1080', 8, 'desktop', 'user')")
               << QStringLiteral(
                      "INSERT INTO prices (card_id, amount, currency, condition, observed_date, "
                      "origin) VALUES (1, 1800, 'CNY', 'used', '2024-01-02', 'user')");
    makeSqliteFile(path, statements);
    QCOMPARE(userVersionOf(path), 0);

    CatalogDatabase db(QStringLiteral("adopt"));
    const OpenReport r = db.open(
        path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Migrated);
    QVERIFY(r.keptAs.isEmpty());
    CatalogRepository repo(db.connectionName());
    const CatalogData data = repo.loadAll();
    bool userPriceKept = false;
    for (const Price &p : data.prices)
        userPriceKept
            |= p.origin == Origin::User && p.amount == 1800 && p.condition == Condition::Used;
    QVERIFY(userPriceKept);
    QCOMPARE(userVersionOf(path), CatalogDatabase::SchemaVersion);
}

void TestDatabase::version1DatabaseKeepsTheUsersDataThroughMigration2()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
    // A database as version 1 left it: the user's own card with its notes and a price of theirs.
    QStringList statements
        = CatalogDatabase::splitStatements(CatalogDatabase::migrationScripts().first());
    statements << QStringLiteral(
        "INSERT INTO cards (vendor, model, memory_gb, form, tdp_w, notes, "
        "origin) VALUES ('NVIDIA', 'GeForce RTX 2080 Ti', 22, 'desktop', 250, "
        "'memory mod', 'user')")
               << QStringLiteral(
                      "INSERT INTO prices (card_id, amount, currency, condition, observed_date, "
                      "note, origin) VALUES (1, 2600, 'CNY', 'used', '2025-05-01', 'xianyu', "
                      "'user')")
               << QStringLiteral("PRAGMA user_version = 1");
    makeSqliteFile(path, statements);
    QCOMPARE(userVersionOf(path), 1);

    CatalogDatabase db(QStringLiteral("v1to2"));
    const OpenReport r = db.open(
        path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Migrated);
    QCOMPARE(r.schemaVersionFound, 1);
    QVERIFY(!r.needsAttention());
    QCOMPARE(userVersionOf(path), CatalogDatabase::SchemaVersion);
    const CatalogData data = CatalogRepository(db.connectionName()).loadAll();
    const Card *mine = nullptr;
    for (const Card &c : data.cards)
        if (c.key.model == QStringLiteral("GeForce RTX 2080 Ti"))
            mine = &c;
    QVERIFY(mine);
    QCOMPARE(mine->origin, Origin::User);
    QCOMPARE(mine->tdpWatts, std::optional<double>(250));
    QCOMPARE(mine->notes, QStringLiteral("memory mod"));
    // The new fields are unknown, not invented.
    QVERIFY(!mine->powerKind);
    QVERIFY(!mine->powerMinWatts);
    QVERIFY(mine->notesZh.isEmpty());
    bool priceKept = false;
    for (const Price &p : data.prices)
        priceKept |= p.origin == Origin::User && p.amount == 2600 && p.card == mine->key
            && p.note == QStringLiteral("xianyu");
    QVERIFY(priceKept);
    // The built-in catalog was loaded next to the user's rows, with the new fields writable.
    QCOMPARE(data.cards.size(), 5);
    CatalogData more;
    Card laptop = test::card(QStringLiteral("GeForce RTX 4090"), 16, Form::Laptop, Origin::User);
    laptop.tdpWatts = 150;
    laptop.powerMinWatts = 80;
    laptop.powerKind = PowerKind::TGP;
    laptop.notesZh = QStringLiteral("笔记本");
    more.cards = {laptop};
    QVERIFY(CatalogRepository(db.connectionName()).importData(more).ok);
    bool stored = false;
    for (const Card &c : CatalogRepository(db.connectionName()).loadAll().cards)
        stored |= c.key == laptop.key && c.powerMinWatts == std::optional<double>(80)
            && c.powerKind == std::optional<PowerKind>(PowerKind::TGP)
            && c.notesZh == QStringLiteral("笔记本");
    QVERIFY(stored);
}

void TestDatabase::refusesNewerSchemaAndLeavesFileUnchanged()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    makeSqliteFile(path,
        {QStringLiteral("CREATE TABLE cards (id INTEGER PRIMARY KEY, future_column TEXT)"),
            QStringLiteral("PRAGMA user_version = 99")});
    const QByteArray before = fileHash(path);
    {
        CatalogDatabase db(QStringLiteral("future"));
        const OpenReport r = db.open(
            path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
        QCOMPARE(r.outcome, OpenReport::Outcome::NewerSchema);
        QVERIFY(r.needsAttention());
        QVERIFY(!r.persistent);
        QCOMPARE(r.schemaVersionFound, 99);
        QVERIFY(r.message().contains(path));
        // The session still has the built-in catalog.
        QCOMPARE(CatalogRepository(db.connectionName()).cardCount(), 4);
    }
    QCOMPARE(fileHash(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
}

void TestDatabase::damagedFileIsKeptAndReplaced_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<bool>("fromValidDatabase"); // content is a prefix / modification of a real db
    QTest::newRow("an empty file") << QByteArray() << false;
    QTest::newRow("a text file") << QByteArray("vendor,model\nNVIDIA,RTX 3060\n").repeated(10)
                                 << false;
    QTest::newRow("a zeroed header") << QByteArray("zero-header") << true;
    QTest::newRow("a database truncated to half") << QByteArray("truncate") << true;
    QTest::newRow("a 50-byte stub") << QByteArray("SQLite format 3").append(35, '\0') << false;
}

void TestDatabase::damagedFileIsKeptAndReplaced()
{
    QFETCH(QByteArray, content);
    QFETCH(bool, fromValidDatabase);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    if (fromValidDatabase) {
        {
            CatalogDatabase db(QStringLiteral("seed"));
            db.open(
                path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        if (content == "zero-header")
            bytes.replace(0, 100, QByteArray(100, '\0'));
        else
            bytes.truncate(bytes.size() / 2);
        f.resize(0);
        f.write(bytes);
        f.close();
        content = bytes;
    } else {
        writeBytes(path, content);
    }

    // Set aside quietly: Qt's "connection … is still in use" on stderr was a bug (issue 26).
    QTest::failOnWarning(QRegularExpression(QStringLiteral("still in use")));
    CatalogDatabase db(QStringLiteral("damaged"));
    const OpenReport r = db.open(
        path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Recovered);
    QVERIFY(r.needsAttention());
    QVERIFY(!r.keptAs.isEmpty());
    QVERIFY(r.message().contains(path));
    QVERIFY(r.message().contains(r.keptAs));
    // The damaged bytes are kept as they were, under the new name.
    QFile kept(r.keptAs);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), content);
    // And the app carries on with the built-in catalog in a fresh database at the old path.
    QCOMPARE(CatalogRepository(db.connectionName()).cardCount(), 4);
    QVERIFY(r.persistent);
    QCOMPARE(userVersionOf(path), CatalogDatabase::SchemaVersion);
}

void TestDatabase::foreignSqliteDatabaseIsKeptAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("other.sqlite"));
    makeSqliteFile(path,
        {QStringLiteral("CREATE TABLE recipes (name TEXT)"),
            QStringLiteral("INSERT INTO recipes VALUES ('noodles')")});
    const QByteArray before = fileHash(path);
    CatalogDatabase db(QStringLiteral("foreign"));
    const OpenReport r = db.open(
        path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Recovered);
    QVERIFY(r.problem.contains(QStringLiteral("recipes")));
    QCOMPARE(fileHash(r.keptAs), before);
}

void TestDatabase::readOnlyFileIsOpenedReadOnly()
{
    if (geteuid() == 0)
        QSKIP("root can write to read-only files; run as a normal user to test this");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        CatalogDatabase db(QStringLiteral("seed-ro"));
        db.open(
            path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    }
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup);
    const QByteArray before = fileHash(path);
    {
        CatalogDatabase db(QStringLiteral("ro"));
        const OpenReport r = db.open(
            path, [] { return test::smallCatalog(); }, QStringLiteral("v2"));
        QCOMPARE(r.outcome, OpenReport::Outcome::ReadOnly);
        QVERIFY(!r.writable);
        QVERIFY(r.message().contains(path));
        QCOMPARE(CatalogRepository(db.connectionName()).cardCount(), 4);
    }
    QCOMPARE(fileHash(path), before);
}

void TestDatabase::upgradeRefreshesBuiltinRowsAndKeepsUserRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        CatalogDatabase db(QStringLiteral("v1"));
        db.open(
            path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
        CatalogRepository repo(db.connectionName());
        // The user's own data: a used price for the GTX 1080, their own card, a benchmark.
        CatalogData mine;
        Card own
            = test::card(QStringLiteral("GeForce RTX 2080 Ti"), 22, Form::Desktop, Origin::User);
        own.notes = QStringLiteral("memory mod");
        mine.cards = {own};
        mine.prices = {test::price(test::gtx1080(), 900, Currency::CNY, QDate(2025, 3, 1),
                           Condition::Used, Origin::User),
            test::price(
                test::k80(), 150, Currency::USD, QDate(2025, 3, 1), Condition::Used, Origin::User)};
        mine.benchmarks = {test::benchmark(own, QStringLiteral("ResNet-50"), 100)};
        QVERIFY(repo.importData(mine).ok);
    }
    // A newer build: the GTX 1080 gets a TDP fix, the K80 is no longer shipped, a card is added,
    // and the built-in prices change.
    CatalogData v2 = test::smallCatalog();
    v2.cards[0].tdpWatts = 180;
    v2.cards.removeAt(3); // K80
    v2.cloud.clear();
    v2.cards.append(test::card(QStringLiteral("GeForce RTX 4090"), 24));
    v2.prices = {test::price(test::rtx3060(12), 1999, Currency::CNY, QDate(2025, 6, 1))};
    CatalogDatabase db(QStringLiteral("v2"));
    const OpenReport r = db.open(
        path, [v2] { return v2; }, QStringLiteral("v2"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Opened);
    QVERIFY(r.builtinRefreshed);
    const CatalogData data = CatalogRepository(db.connectionName()).loadAll();

    auto find = [&](const QString &model, double memory) -> const Card * {
        for (const Card &c : data.cards)
            if (c.key.model == model && c.key.memoryGb == memory)
                return &c;
        return nullptr;
    };
    QVERIFY(find(QStringLiteral("GeForce GTX 1080"), 8));
    QCOMPARE(find(QStringLiteral("GeForce GTX 1080"), 8)->tdpWatts, std::optional<double>(180));
    QVERIFY(find(QStringLiteral("GeForce RTX 4090"), 24));
    // The K80 is gone from the shipped catalog but the user has a price for it: kept.
    QVERIFY(find(QStringLiteral("Tesla K80"), 24));
    // The user's own card and rows are untouched.
    QVERIFY(find(QStringLiteral("GeForce RTX 2080 Ti"), 22));
    QCOMPARE(find(QStringLiteral("GeForce RTX 2080 Ti"), 22)->origin, Origin::User);
    QCOMPARE(find(QStringLiteral("GeForce RTX 2080 Ti"), 22)->notes, QStringLiteral("memory mod"));
    int userPrices = 0;
    int builtinPrices = 0;
    for (const Price &p : data.prices) {
        if (p.origin == Origin::User) {
            ++userPrices;
            QVERIFY(p.amount == 900 || p.amount == 150);
        } else {
            ++builtinPrices;
            QCOMPARE(p.amount, 1999.0);
        }
    }
    QCOMPARE(userPrices, 2);
    QCOMPARE(builtinPrices, 1);
    QCOMPARE(data.benchmarks.size(), 2); // the built-in one and the user's
    QVERIFY(data.cloud.isEmpty());
    QCOMPARE(
        CatalogRepository(db.connectionName()).metaValue(QStringLiteral("builtin_catalog_version")),
        QStringLiteral("v2"));
}

void TestDatabase::sameCatalogVersionIsNotReloaded()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        CatalogDatabase db(QStringLiteral("first"));
        db.open(
            path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    }
    bool called = false;
    CatalogDatabase db(QStringLiteral("second"));
    const OpenReport r = db.open(
        path,
        [&called] {
            called = true;
            return test::smallCatalog();
        },
        QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Opened);
    QVERIFY(!r.builtinRefreshed);
    QVERIFY2(!called, "the built-in catalog must not be parsed when the database already has it");
}

void TestDatabase::missingFolderIsCreated()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a/b/catalog.sqlite"));
    CatalogDatabase db(QStringLiteral("nested"));
    const OpenReport r = db.open(
        path, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::Created);
    QVERIFY(QFile::exists(path));
}

void TestDatabase::aFolderIsNeverMovedAside()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("work"));
    QVERIFY(QDir().mkpath(folder));
    writeBytes(folder + QStringLiteral("/notes.txt"), "mine");
    CatalogDatabase db(QStringLiteral("folder"));
    const OpenReport r = db.open(
        folder, [] { return test::smallCatalog(); }, QStringLiteral("v1"));
    QCOMPARE(r.outcome, OpenReport::Outcome::InMemory);
    QVERIFY(r.keptAs.isEmpty());
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(QFile::exists(folder + QStringLiteral("/notes.txt")));
    QCOMPARE(CatalogRepository(db.connectionName()).cardCount(), 4);
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
