// SPDX-License-Identifier: GPL-3.0-or-later
// The shared catalog on a PostgreSQL server (docs/lab.md), as its users meet it: `db init`, the
// migrations, every table's round trip, two people importing at once, an edit someone else
// overtook, who added and who changed a row, a read-only role, a server that cannot be reached
// (the local snapshot) and `db copy` between a file and the server. Runs against the throwaway
// server of the ctest fixture "postgres" (PostgresTestSupport.h); the commands run the real
// `gpu-advisor` binary as a child process, with HOME and the XDG folders in a temporary folder.
//
// Roles made here (alice, bob, viewer) live in the test server's cluster; every database is
// this test's own (tst_shared_…).

#include "BuiltinCatalog.h"
#include "CatalogDatabase.h"
#include "CatalogExporter.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "PostgresTestSupport.h"
#include "ServerSystems.h"
#include "SqlDialect.h"
#include "TestCatalog.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace gpu;
using namespace gpu::test;

namespace {

struct Run
{
    int code = -1;
    QByteArray out;
    QString err;
    QString outText() const { return QString::fromUtf8(out); }
};

// A port on 127.0.0.1 that refuses connections while this object lives (bound, not listening):
// a server that is down.
class ClosedPort
{
public:
    ClosedPort()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof a;
        if (m_fd >= 0 && ::bind(m_fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0
            && ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&a), &length) == 0)
            m_port = ntohs(a.sin_port);
    }
    ~ClosedPort()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    ClosedPort(const ClosedPort &) = delete;
    ClosedPort &operator=(const ClosedPort &) = delete;
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

// Runs `statements` on the database at `url` as its superuser; the first error, or empty.
QString execOn(const QString &url, const QStringList &statements)
{
    PostgresTestConnection connection(url);
    if (!connection.isOpen())
        return connection.errorText();
    QSqlQuery q(connection.database());
    for (const QString &statement : statements) {
        if (!q.exec(statement))
            return statement.left(160) + QStringLiteral(": ") + q.lastError().text();
    }
    return {};
}

// The first value of the first row of `sql` on the database at `url`; invalid (and a warning)
// when the query fails.
QVariant valueOn(const QString &url, const QString &sql)
{
    PostgresTestConnection connection(url);
    if (!connection.isOpen()) {
        qWarning("%s", qPrintable(connection.errorText()));
        return {};
    }
    QSqlQuery q(connection.database());
    if (!q.exec(sql) || !q.next()) {
        qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        return {};
    }
    return q.value(0);
}

int countOn(const QString &url, const QString &sql)
{
    const QVariant v = valueOn(url, sql);
    return v.isValid() ? v.toInt() : -1;
}

// Every row of every table of the database at `url` as text (NULL written as such), table by
// table in key order, after the list of tables: two equal dumps are two equal databases, meta's
// revision included.
QStringList dumpOf(const QString &url)
{
    PostgresTestConnection connection(url);
    if (!connection.isOpen())
        return {QStringLiteral("cannot connect: ") + connection.errorText()};
    QStringList out;
    QStringList tables;
    {
        QSqlQuery q(connection.database());
        q.exec(QStringLiteral("SELECT tablename FROM pg_tables WHERE schemaname = "
                              "current_schema() ORDER BY tablename COLLATE \"C\""));
        while (q.next())
            tables.append(q.value(0).toString());
    }
    out.append(QStringLiteral("tables: ") + tables.join(QStringLiteral(", ")));
    for (const QString &table : std::as_const(tables)) {
        QSqlQuery rows(connection.database());
        rows.setForwardOnly(true);
        if (!rows.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(table))) {
            out.append(table + QStringLiteral(": ") + rows.lastError().text());
            continue;
        }
        const int columns = rows.record().count();
        while (rows.next()) {
            QStringList values;
            for (int i = 0; i < columns; ++i)
                values.append(
                    rows.value(i).isNull() ? QStringLiteral("NULL") : rows.value(i).toString());
            out.append(table + QStringLiteral(": ") + values.join(QStringLiteral(" | ")));
        }
    }
    return out;
}

// The tables' columns (name, position, type, nullability, default, identity), constraints and
// indexes of the database at `url`, one line each.
QStringList schemaOf(const QString &url)
{
    PostgresTestConnection connection(url);
    if (!connection.isOpen())
        return {QStringLiteral("cannot connect: ") + connection.errorText()};
    QStringList out;
    const QString queries[] = {
        QStringLiteral("SELECT 'column', table_name, ordinal_position, column_name, data_type, "
                       "is_nullable, COALESCE(column_default, ''), is_identity FROM "
                       "information_schema.columns WHERE table_schema = current_schema() "
                       "ORDER BY table_name COLLATE \"C\", ordinal_position"),
        QStringLiteral("SELECT 'constraint', conrelid::regclass::text, conname, "
                       "pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace = "
                       "current_schema()::regnamespace ORDER BY 2 COLLATE \"C\", 3 COLLATE \"C\""),
        QStringLiteral("SELECT 'index', tablename, indexname, indexdef FROM pg_indexes WHERE "
                       "schemaname = current_schema() ORDER BY 2 COLLATE \"C\", 3 COLLATE \"C\""),
    };
    for (const QString &sql : queries) {
        QSqlQuery q(connection.database());
        if (!q.exec(sql)) {
            out.append(q.lastError().text());
            continue;
        }
        const int columns = q.record().count();
        while (q.next()) {
            QStringList values;
            for (int i = 0; i < columns; ++i)
                values.append(q.value(i).toString());
            out.append(values.join(QLatin1Char(' ')));
        }
    }
    return out;
}

// Makes the login role `role` (once per server) and gives it `rights` on every table of the
// database at `url`, and the use of its identity sequences when it may insert.
QString grantRole(const QString &url, const QString &role, const QString &rights)
{
    QStringList statements = {
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '%1') "
                       "THEN CREATE ROLE %1 LOGIN; END IF; END $$")
            .arg(role),
        QStringLiteral("GRANT %1 ON ALL TABLES IN SCHEMA public TO %2").arg(rights, role),
    };
    if (rights.contains(QLatin1String("INSERT")))
        statements.append(
            QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %1")
                .arg(role));
    return execOn(url, statements);
}

QByteArray sha256Of(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
        ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
        : QByteArray();
}

QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        return QStringLiteral("cannot write %1").arg(path);
    return {};
}

// Exactly equal doubles (QCOMPARE on doubles is fuzzy).
#define COMPARE_EXACTLY(actual, expected)                                                          \
    do {                                                                                           \
        const double actual_ = (actual);                                                           \
        const double expected_ = (expected);                                                       \
        QVERIFY2(std::memcmp(&actual_, &expected_, sizeof(double)) == 0,                           \
            qPrintable(QStringLiteral("%1 is %2, expected %3")                                     \
                           .arg(QStringLiteral(#actual), QString::number(actual_, 'g', 17),        \
                               QString::number(expected_, 'g', 17))));                             \
    } while (false)

// Where two texts part: the first line that differs, of each.
QString firstDifference(const QByteArray &a, const QByteArray &b)
{
    const QList<QByteArray> la = a.split('\n');
    const QList<QByteArray> lb = b.split('\n');
    for (int i = 0; i < std::max(la.size(), lb.size()); ++i) {
        if (la.value(i) != lb.value(i))
            return QStringLiteral("line %1:\n  %2\n  %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(la.value(i)), QString::fromUtf8(lb.value(i)));
    }
    return {};
}

const Price *findPrice(const CatalogData &data, qint64 id)
{
    for (const Price &p : data.prices)
        if (p.id == id)
            return &p;
    return nullptr;
}

// Each price as one line with its id and row stamp (which the export leaves out).
QStringList pricesWithStamps(const CatalogData &data)
{
    QStringList out;
    for (const Price &p : data.prices)
        out.append(
            QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                .arg(p.id)
                .arg(p.card.displayName(), QString::number(p.amount, 'g', 17), toCode(p.origin),
                    p.stamp.addedBy, p.stamp.addedAt, p.stamp.changedBy, p.stamp.changedAt)
                .arg(p.stamp.version));
    return out;
}

const QString kSmallVersion = QStringLiteral("small-v1");

std::function<CatalogData()> smallBuiltin()
{
    return [] { return test::smallCatalog(); };
}

} // namespace

class TestSharedCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void dbInitGivesAnEmptyDatabaseSchema4AndTheBuiltinCatalog();
    void aSecondDbInitChangesNothing();
    void dbInitRefusesADatabaseHoldingOtherTablesAndLeavesItUntouched();

    void anOlderCatalogIsMigratedTo4AndKeepsTheUsersRows_data();
    void anOlderCatalogIsMigratedTo4AndKeepsTheUsersRows();
    void aMigratedCatalogHasTheSameTablesAsANewOne();
    void sessionsOpeningAnOlderCatalogAtOnceMigrateItOnce();
    void twoDbInitsAtOnceCreateTheCatalogOnce();
    void aCatalogOfANewerVersionIsLeftUntouched();

    void everyTableKeepsChineseTextUnknownsAndExactNumbers();
    void twoImportsAtOnceBothStoreAllTheirRows();
    void sessionsStartingAtOnceLeaveOneCompleteSnapshot();
    void anEditOfAPriceSomeoneChangedMeanwhileIsRefused();
    void aRowRecordsWhoAddedItAndWhoChangedIt();
    void aReadOnlyRoleCanBrowseButNotWrite();
    void anUnreachableServerShowsItsLastSnapshotReadOnly();
    void anUnreachableServerWithoutASnapshotShowsTheBuiltinCatalog();
    void dbCopyToTheServerAndBackKeepsEveryRow();

private:
    // A new, empty database tst_shared_<name> on the test server.
    QString freshDatabase(const QString &name);
    // A new database with the catalog (schema 6 and smallCatalog()), created as `db init` does.
    QString freshCatalog(const QString &name);
    QProcess *start(const QStringList &args, const QString &home = {});
    Run run(const QStringList &args);
    Run finish(QProcess *p);
    QString pricesCsv(const QString &name, int rows, const QString &notePrefix, double base);

    QTemporaryDir m_dir;
    QString m_home;
    CatalogData m_builtin; ///< the binary's built-in catalog
};

void TestSharedCatalog::initTestCase()
{
    GPU_ADVISOR_REQUIRE_POSTGRES();
    QVERIFY(QFile::exists(QStringLiteral(GPU_ADVISOR_BINARY)));
    QVERIFY(m_dir.isValid());
    m_home = m_dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(m_home));
    // Snapshots the in-process opens write by default land in the temporary folder too.
    qputenv("HOME", QFile::encodeName(m_home));
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home + QStringLiteral("/data")));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home + QStringLiteral("/config")));
    const ImportResult builtin = BuiltinCatalog::load();
    QVERIFY(builtin.ok());
    m_builtin = builtin.data;
    QVERIFY(m_builtin.cards.size() > 50);
}

QString TestSharedCatalog::freshDatabase(const QString &name)
{
    return freshPostgresDatabase(QStringLiteral("tst_shared_") + name);
}

QString TestSharedCatalog::freshCatalog(const QString &name)
{
    const QString url = freshDatabase(name);
    if (url.isEmpty())
        return {};
    CatalogDatabase db(QStringLiteral("shared-fresh-catalog"));
    CatalogDatabase::ServerOptions options;
    options.createSchema = true;
    db.setServerOptions(options);
    const OpenReport report = db.open(url, smallBuiltin(), kSmallVersion);
    if (report.outcome != OpenReport::Outcome::Created) {
        qWarning("catalog not created: %s", qPrintable(report.message()));
        return {};
    }
    return url;
}

// Starts the binary with HOME and the XDG folders in `home` (empty: the test's own home).
QProcess *TestSharedCatalog::start(const QStringList &args, const QString &home)
{
    auto *p = new QProcess(this);
    const QString h = home.isEmpty() ? m_home : home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), h);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), h + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), h + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), h + QStringLiteral("/cache"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("PGPASSWORD"));
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(GPU_ADVISOR_BINARY), args);
    return p;
}

Run TestSharedCatalog::finish(QProcess *p)
{
    Run r;
    if (!p->waitForFinished(120000)) {
        p->kill();
        p->waitForFinished();
    }
    r.code = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
    r.out = p->readAllStandardOutput();
    r.err = QString::fromUtf8(p->readAllStandardError());
    delete p;
    return r;
}

Run TestSharedCatalog::run(const QStringList &args)
{
    return finish(start(args));
}

// A CSV file of `rows` distinct prices (amount base + i, note "<prefix>i") for the binary's
// built-in cards, in the import format.
QString TestSharedCatalog::pricesCsv(
    const QString &name, int rows, const QString &notePrefix, double base)
{
    CatalogData data;
    for (int i = 0; i < rows; ++i) {
        const Card &card = m_builtin.cards[i % 40];
        Price p = test::price(
            card, base + i, Currency::CNY, QDate(2025, 7, 1), Condition::Used, Origin::User);
        p.seller = QStringLiteral("闲鱼");
        p.note = notePrefix + QString::number(i);
        data.prices.append(p);
    }
    const QString path = m_dir.filePath(name);
    const QString error = writeFile(path, CatalogExporter::toCsv(data, DataKind::Prices).toUtf8());
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return path;
}

// ---------------------------------------------------------------------------------------------
// db init

void TestSharedCatalog::dbInitGivesAnEmptyDatabaseSchema4AndTheBuiltinCatalog()
{
    const QString url = freshDatabase(QStringLiteral("init_empty"));
    QVERIFY(!url.isEmpty());
    const Run r = run({QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.outText().contains(QStringLiteral("Created the catalog")), r.out.constData());
    QVERIFY2(
        r.outText().contains(QStringLiteral("(schema %1)").arg(CatalogDatabase::SchemaVersion)),
        r.out.constData());

    QCOMPARE(valueOn(url, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"))
                 .toString(),
        QString::number(CatalogDatabase::SchemaVersion));
    QCOMPARE(
        valueOn(url, QStringLiteral("SELECT value FROM meta WHERE key = 'builtin_catalog_version'"))
            .toString(),
        BuiltinCatalog::version());
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM cards WHERE origin = 'builtin'")),
        int(m_builtin.cards.size()));
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices WHERE origin = 'builtin'")),
        int(m_builtin.prices.size()));
    QCOMPARE(
        countOn(url, QStringLiteral("SELECT COUNT(*) FROM benchmarks WHERE origin = 'builtin'")),
        int(m_builtin.benchmarks.size()));
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM cloud_offerings WHERE origin = 'builtin'")),
        int(m_builtin.cloud.size()));
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM models WHERE origin = 'builtin'")),
        int(m_builtin.models.size()));
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT (SELECT COUNT(*) FROM cards WHERE origin = 'user') + "
                                "(SELECT COUNT(*) FROM prices WHERE origin = 'user')")),
        0);
    // The catalog reads back as the built-in one.
    CatalogDatabase db(QStringLiteral("shared-init-read"));
    const OpenReport report = db.open(
        url, [this] { return m_builtin; }, BuiltinCatalog::version());
    QCOMPARE(report.outcome, OpenReport::Outcome::Opened);
    QVERIFY(!report.builtinRefreshed);
    const CatalogData data = CatalogRepository(db.connectionName()).loadAll();
    QCOMPARE(CatalogExporter::toJsonAll(data), CatalogExporter::toJsonAll([this] {
        // The export of the built-in catalog as the database orders it.
        CatalogDatabase memory(QStringLiteral("shared-init-memory"));
        memory.openInMemory(m_builtin, BuiltinCatalog::version());
        return CatalogRepository(memory.connectionName()).loadAll();
    }()));
}

void TestSharedCatalog::aSecondDbInitChangesNothing()
{
    const QString url = freshDatabase(QStringLiteral("init_twice"));
    QVERIFY(!url.isEmpty());
    const QStringList args
        = {QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url};
    const Run first = run(args);
    QVERIFY2(first.code == 0, qPrintable(first.err));
    const QStringList before = dumpOf(url);
    QVERIFY(before.size() > m_builtin.cards.size());

    const Run second = run(args);
    QVERIFY2(second.code == 0, qPrintable(second.err));
    QVERIFY2(second.outText().contains(QStringLiteral("already holds the catalog")),
        second.out.constData());
    QVERIFY2(second.outText().contains(QStringLiteral("Nothing to do")), second.out.constData());
    QCOMPARE(dumpOf(url), before);
}

void TestSharedCatalog::dbInitRefusesADatabaseHoldingOtherTablesAndLeavesItUntouched()
{
    const QString url = freshDatabase(QStringLiteral("init_foreign"));
    QVERIFY(!url.isEmpty());
    const QString setup = execOn(url,
        {QStringLiteral("CREATE TABLE experiments (id integer PRIMARY KEY, name text NOT NULL)"),
            QStringLiteral("INSERT INTO experiments VALUES (1, '训练 run 1'), (2, 'ablation')")});
    QVERIFY2(setup.isEmpty(), qPrintable(setup));
    const QStringList before = dumpOf(url);

    const Run r = run({QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("not a GPU Advisor catalog")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("nothing was changed")), qPrintable(r.err));
    QCOMPARE(dumpOf(url), before);
    QCOMPARE(before.first(), QStringLiteral("tables: experiments"));

    // The app itself does not touch it either: it runs on the built-in catalog in memory.
    CatalogDatabase db(QStringLiteral("shared-foreign"));
    CatalogDatabase::ServerOptions options;
    options.createSchema = true;
    db.setServerOptions(options);
    const OpenReport report = db.open(url, smallBuiltin(), kSmallVersion);
    QCOMPARE(report.outcome, OpenReport::Outcome::InMemory);
    QVERIFY(!report.persistent);
    QVERIFY(!db.isServer());
    QCOMPARE(dumpOf(url), before);
}

// ---------------------------------------------------------------------------------------------
// Migrations

void TestSharedCatalog::anOlderCatalogIsMigratedTo4AndKeepsTheUsersRows_data()
{
    QTest::addColumn<int>("from");
    for (int v = 1; v < CatalogDatabase::SchemaVersion; ++v)
        QTest::addRow("from schema %d", v) << v;
}

// A catalog another build left at an older schema (the migrations up to `from` run through the
// dialect, as that build did, with a user's card and price): opening it migrates it to 4 and the
// user's rows are still there, new rows go in after them.
void TestSharedCatalog::anOlderCatalogIsMigratedTo4AndKeepsTheUsersRows()
{
    QFETCH(int, from);
    const QString url = freshDatabase(QStringLiteral("migrate_from_%1").arg(from));
    QVERIFY(!url.isEmpty());
    QStringList statements;
    const QStringList scripts = CatalogDatabase::migrationScripts();
    QCOMPARE(scripts.size(), CatalogDatabase::SchemaVersion);
    for (int v = 1; v <= from; ++v)
        statements
            += CatalogDatabase::splitStatements(toEngineSql(scripts[v - 1], SqlEngine::PostgreSQL));
    statements
        << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '%1')").arg(from)
        << QStringLiteral("INSERT INTO cards (vendor, model, memory_gb, form, tdp_w, notes, "
                          "origin) VALUES ('NVIDIA', 'GeForce RTX 2080 Ti', 22, 'desktop', "
                          "250, '魔改 22 GB', 'user')")
        << QStringLiteral("INSERT INTO prices (card_id, amount, currency, condition, "
                          "seller, observed_date, note, origin) SELECT id, 2600.5, 'CNY', "
                          "'used', '闲鱼', '2025-05-01', '矿卡', 'user' FROM cards");
    const QString setup = execOn(url, statements);
    QVERIFY2(setup.isEmpty(), qPrintable(setup));

    CatalogDatabase db(QStringLiteral("shared-migrate"));
    const OpenReport report = db.open(url, smallBuiltin(), kSmallVersion);
    QVERIFY2(report.outcome == OpenReport::Outcome::Migrated, qPrintable(report.message()));
    QCOMPARE(report.schemaVersionFound, from);
    QVERIFY(report.writable);
    QVERIFY2(report.problem.isEmpty(), qPrintable(report.problem));
    QVERIFY(report.builtinRefreshed);
    QCOMPARE(CatalogDatabase::schemaVersionOf(db.connectionName()), CatalogDatabase::SchemaVersion);
    QCOMPARE(valueOn(url, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"))
                 .toString(),
        QString::number(CatalogDatabase::SchemaVersion));

    CatalogRepository repo(db.connectionName());
    const CatalogData data = repo.loadAll();
    QCOMPARE(data.cards.size(), 5); // the user's card and the four built-in ones
    const CardKey mine {
        QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 2080 Ti"), 22, Form::Desktop};
    const int index = data.indexOfCard(mine);
    QVERIFY(index >= 0);
    const Card &card = data.cards[index];
    QCOMPARE(card.origin, Origin::User);
    QCOMPARE(card.tdpWatts, std::optional<double>(250));
    QCOMPARE(card.notes, QStringLiteral("魔改 22 GB"));
    QVERIFY(!card.powerKind); // the later columns are unknown, not invented
    QVERIFY(card.notesZh.isEmpty());
    QCOMPARE(card.stamp.version, 1);
    QVERIFY(card.stamp.addedBy.isEmpty());
    QCOMPARE(data.prices.size(), 3);
    const Price *kept = nullptr;
    for (const Price &p : data.prices)
        if (p.origin == Origin::User)
            kept = &p;
    QVERIFY(kept);
    QCOMPARE(kept->card, mine);
    COMPARE_EXACTLY(kept->amount, 2600.5);
    QCOMPARE(kept->seller, QStringLiteral("闲鱼"));
    QCOMPARE(kept->note, QStringLiteral("矿卡"));
    QCOMPARE(kept->condition, Condition::Used);
    QCOMPARE(kept->stamp.version, 1);

    // The identity counters carry on after the migrated rows.
    Price next = *kept;
    next.amount = 2500;
    QString error;
    const qint64 id = repo.addPrice(next, &error);
    QVERIFY2(id > 0, qPrintable(error));
    for (const Price &p : data.prices)
        QVERIFY(id > p.id);
    QCOMPARE(findPrice(repo.loadAll(), id)->stamp.addedBy, QUrl(url).userName());
}

// The tables the migrations leave are the tables db/schema.sql creates: same columns in the same
// order with the same types, nullability, defaults and identities, same constraints and indexes.
void TestSharedCatalog::aMigratedCatalogHasTheSameTablesAsANewOne()
{
    const QString migratedUrl = freshDatabase(QStringLiteral("schema_migrated"));
    QVERIFY(!migratedUrl.isEmpty());
    const QString setup = execOn(migratedUrl,
        CatalogDatabase::splitStatements(
            toEngineSql(CatalogDatabase::migrationScripts().first(), SqlEngine::PostgreSQL))
            << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '1')"));
    QVERIFY2(setup.isEmpty(), qPrintable(setup));
    {
        CatalogDatabase db(QStringLiteral("shared-schema-migrated"));
        const OpenReport report = db.open(migratedUrl, smallBuiltin(), kSmallVersion);
        QVERIFY2(report.outcome == OpenReport::Outcome::Migrated, qPrintable(report.message()));
    }
    const QString newUrl = freshCatalog(QStringLiteral("schema_new"));
    QVERIFY(!newUrl.isEmpty());

    const QStringList migrated = schemaOf(migratedUrl);
    const QStringList created = schemaOf(newUrl);
    QVERIFY(created.size() > 100);
    QVERIFY(created.contains(QStringLiteral(
        "column prices 15 row_version integer NO 1 NO"))); // the last column of migration 4
    QVERIFY(created.contains(
        QStringLiteral("column cards 1 id bigint NO  YES"))); // an identity, not a rowid alias
    QVERIFY(created.contains(QStringLiteral("column cards 4 memory_gb double precision NO  NO")));
    for (int i = 0; i < std::max(migrated.size(), created.size()); ++i)
        QCOMPARE(migrated.value(i), created.value(i));
}

// Several people start a new version at once on a catalog of an older schema: one of them
// migrates it (under the server's advisory lock), the others find it done; all of them work, the
// built-in rows are there once and the user's row is kept.
void TestSharedCatalog::sessionsOpeningAnOlderCatalogAtOnceMigrateItOnce()
{
    const QString url = freshDatabase(QStringLiteral("migrate_at_once"));
    QVERIFY(!url.isEmpty());
    const QString setup = execOn(url,
        CatalogDatabase::splitStatements(
            toEngineSql(CatalogDatabase::migrationScripts().first(), SqlEngine::PostgreSQL))
            << QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '1')")
            << QStringLiteral("INSERT INTO cards (vendor, model, memory_gb, form, origin) VALUES "
                              "('NVIDIA', 'GeForce RTX 2080 Ti', 44, 'desktop', 'user')")
            << QStringLiteral("INSERT INTO prices (card_id, amount, currency, condition, "
                              "observed_date, origin) SELECT id, 2600, 'CNY', 'used', "
                              "'2025-05-01', 'user' FROM cards"));
    QVERIFY2(setup.isEmpty(), qPrintable(setup));
    QList<QProcess *> children;
    for (int i = 0; i < 3; ++i)
        children.append(
            start({QStringLiteral("export"), QStringLiteral("--kind"), QStringLiteral("prices"),
                QStringLiteral("--origin"), QStringLiteral("user"), QStringLiteral("--db"), url}));
    for (QProcess *child : std::as_const(children)) {
        const Run r = finish(child);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.outText().contains(QStringLiteral("GeForce RTX 2080 Ti")), r.out.constData());
    }
    QCOMPARE(valueOn(url, QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"))
                 .toString(),
        QString::number(CatalogDatabase::SchemaVersion));
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM cards WHERE origin = 'builtin'")),
        int(m_builtin.cards.size()));
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices WHERE origin = 'builtin'")),
        int(m_builtin.prices.size()));
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM prices WHERE origin = 'user' AND "
                                "amount = 2600")),
        1);
}

void TestSharedCatalog::twoDbInitsAtOnceCreateTheCatalogOnce()
{
    const QString url = freshDatabase(QStringLiteral("init_at_once"));
    QVERIFY(!url.isEmpty());
    const QStringList args
        = {QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url};
    QProcess *first = start(args);
    QProcess *second = start(args);
    const Run a = finish(first);
    const Run b = finish(second);
    QVERIFY2(a.code == 0, qPrintable(a.err));
    QVERIFY2(b.code == 0, qPrintable(b.err));
    const QString said = a.outText() + b.outText();
    QCOMPARE(said.count(QStringLiteral("Created the catalog")), 1);
    QCOMPARE(said.count(QStringLiteral("already holds the catalog")), 1);
    QCOMPARE(
        countOn(url, QStringLiteral("SELECT COUNT(*) FROM cards")), int(m_builtin.cards.size()));
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM benchmarks")),
        int(m_builtin.benchmarks.size()));
}

// A catalog a newer GPU Advisor upgraded (schema 99) is not written to: this version runs on
// its built-in catalog in memory and says so.
void TestSharedCatalog::aCatalogOfANewerVersionIsLeftUntouched()
{
    const QString url = freshCatalog(QStringLiteral("newer"));
    QVERIFY(!url.isEmpty());
    const QString setup = execOn(url,
        {QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'"),
            QStringLiteral("ALTER TABLE cards ADD COLUMN from_the_future TEXT")});
    QVERIFY2(setup.isEmpty(), qPrintable(setup));
    const QStringList before = dumpOf(url);
    CatalogDatabase db(QStringLiteral("shared-newer"));
    const OpenReport report = db.open(
        url, [this] { return m_builtin; }, QStringLiteral("another-version"));
    QCOMPARE(report.outcome, OpenReport::Outcome::NewerSchema);
    QCOMPARE(report.schemaVersionFound, 99);
    QVERIFY(!report.persistent);
    QVERIFY(!db.isServer());
    QVERIFY2(
        report.message().contains(QStringLiteral("newer version")), qPrintable(report.message()));
    QCOMPARE(CatalogRepository(db.connectionName()).cardCount(), int(m_builtin.cards.size()));
    QCOMPARE(dumpOf(url), before);
    const Run r = run({QStringLiteral("import"),
        pricesCsv(QStringLiteral("newer.csv"), 2, QStringLiteral("N "), 5000),
        QStringLiteral("--kind"), QStringLiteral("prices"), QStringLiteral("--db"), url});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("nothing was imported")), qPrintable(r.err));
    QCOMPARE(dumpOf(url), before);
}

// ---------------------------------------------------------------------------------------------
// Round trip

void TestSharedCatalog::everyTableKeepsChineseTextUnknownsAndExactNumbers()
{
    const QString url = freshDatabase(QStringLiteral("round_trip"));
    QVERIFY(!url.isEmpty());
    CatalogDatabase db(QStringLiteral("shared-round-trip"));
    CatalogDatabase::ServerOptions options;
    options.createSchema = true;
    db.setServerOptions(options);
    const OpenReport report = db.open(
        url, [] { return CatalogData(); }, QStringLiteral("empty"));
    QCOMPARE(report.outcome, OpenReport::Outcome::Created);
    CatalogRepository repo(db.connectionName());

    Card card
        = test::card(QStringLiteral("GeForce RTX 4060 Ti 魔改版"), 16, Form::Desktop, Origin::User);
    card.architecture = QStringLiteral("Ada Lovelace");
    card.cudaCores = 4352;
    card.boostClockMhz = 2535;
    card.memoryDataRateGbps = 1.0 / 3.0;
    card.fp32Tflops = 22.06;
    card.fp16Tflops = 0.1;
    card.tensorFp8Tflops = 1e-3;
    card.powerKind = PowerKind::TGP;
    card.powerMinWatts = 0.1;
    card.notes = QStringLiteral("a note, with \"quotes\" and 'apostrophes'");
    card.notesZh = QStringLiteral("二手矿卡，显存 16 GB（魔改）");
    // Unknown: product line, compute capability, release date, TDP, launch price, source …
    const Card bare = test::card(QStringLiteral("Arc A770 限量版"), 16, Form::PCIe, Origin::User);

    Price cheap
        = test::price(card, 0.1, Currency::CNY, QDate(2025, 6, 18), Condition::Used, Origin::User);
    cheap.seller = QStringLiteral("闲鱼");
    cheap.note = QStringLiteral("“全新未拆” 带票");
    Price tiny
        = test::price(bare, 1e-3, Currency::USD, QDate(2025, 6, 19), Condition::New, Origin::User);
    tiny.seller.clear(); // unknown
    BenchmarkResult bench = test::benchmark(card, QStringLiteral("通义千问 Qwen2-7B"), 1e-3);
    bench.task = QStringLiteral("inference");
    bench.precision = QStringLiteral("int4");
    bench.unit = QStringLiteral("tokens/s");
    bench.batchSize.reset();
    bench.frameworkVersion.clear();
    bench.note = QStringLiteral("实测，室温 25°C");
    bench.origin = Origin::User;
    CloudOffering offer = test::cloud(card, QStringLiteral("阿里云"), 0.1, Currency::CNY);
    offer.offering = QStringLiteral("ecs.gn7i 实例（按量）");
    offer.gpuCount = 2;
    offer.origin = Origin::User;
    ModelSpec qwen;
    qwen.name = QStringLiteral("通义千问 Qwen2 7B 中文版");
    qwen.family = QStringLiteral("通义千问");
    qwen.paramsTotalB = 7.615;
    qwen.layers = 28;
    qwen.hiddenSize = 3584;
    qwen.attentionHeads = 28;
    qwen.kvHeads = 4;
    qwen.vocabSize = 152064;
    qwen.maxContext = 131072;
    qwen.notes = QStringLiteral("中文说明");
    ModelSpec moe;
    moe.name = QStringLiteral("Tiny MoE");
    moe.paramsTotalB = 0.1;
    moe.paramsActiveB = 1e-3;

    CatalogData in;
    in.cards = {card, bare};
    in.prices = {cheap, tiny};
    in.benchmarks = {bench};
    in.cloud = {offer};
    in.models = {qwen, moe};
    const CatalogRepository::WriteResult w = repo.importData(in);
    QVERIFY2(w.ok, qPrintable(w.error));
    QCOMPARE(w.cardsAdded, 2);
    QCOMPARE(w.rowsAdded, 4);
    QCOMPARE(w.modelsAdded, 2);

    const CatalogData out = repo.loadAll();
    QCOMPARE(out.cards.size(), 2);
    const Card &a = out.cards[out.indexOfCard(card.key)];
    QCOMPARE(a.key.model, QStringLiteral("GeForce RTX 4060 Ti 魔改版"));
    QCOMPARE(a.architecture, card.architecture);
    QCOMPARE(a.cudaCores, card.cudaCores);
    COMPARE_EXACTLY(*a.boostClockMhz, 2535);
    COMPARE_EXACTLY(*a.memoryDataRateGbps, 1.0 / 3.0);
    COMPARE_EXACTLY(*a.fp32Tflops, 22.06);
    COMPARE_EXACTLY(*a.fp16Tflops, 0.1);
    COMPARE_EXACTLY(*a.tensorFp8Tflops, 1e-3);
    COMPARE_EXACTLY(*a.powerMinWatts, 0.1);
    QCOMPARE(a.powerKind, std::optional<PowerKind>(PowerKind::TGP));
    QCOMPARE(a.notes, card.notes);
    QCOMPARE(a.notesZh, card.notesZh);
    QVERIFY(!a.productLine);
    QVERIFY(!a.computeCapability);
    QVERIFY(!a.tdpWatts);
    QVERIFY(!a.launchPriceUsd);
    QVERIFY(!a.tensorCores);
    QVERIFY(a.releaseDate.isEmpty());
    QVERIFY(a.sourceUrl.isEmpty());
    const Card &b = out.cards[out.indexOfCard(bare.key)];
    QCOMPARE(b.key.model, QStringLiteral("Arc A770 限量版"));
    QCOMPARE(b.key.form, Form::PCIe);
    QVERIFY(!b.fp32Tflops && !b.cudaCores && !b.memoryBusBits && !b.powerKind);

    QCOMPARE(out.prices.size(), 2);
    for (const Price &p : out.prices) {
        const Price &expected = p.card == card.key ? cheap : tiny;
        COMPARE_EXACTLY(p.amount, expected.amount);
        QCOMPARE(p.currency, expected.currency);
        QCOMPARE(p.condition, expected.condition);
        QCOMPARE(p.seller, expected.seller);
        QCOMPARE(p.note, expected.note);
        QCOMPARE(p.observedDate, expected.observedDate);
        QCOMPARE(p.origin, Origin::User);
    }
    QCOMPARE(out.benchmarks.size(), 1);
    const BenchmarkResult &rb = out.benchmarks.first();
    QCOMPARE(rb.card, card.key);
    QCOMPARE(rb.network, bench.network);
    COMPARE_EXACTLY(rb.value, 1e-3);
    QVERIFY(!rb.batchSize);
    QVERIFY(rb.frameworkVersion.isEmpty());
    QCOMPARE(rb.note, bench.note);
    QCOMPARE(rb.date, bench.date);
    QCOMPARE(out.cloud.size(), 1);
    const CloudOffering &rc = out.cloud.first();
    QCOMPARE(rc.provider, QStringLiteral("阿里云"));
    QCOMPARE(rc.offering, offer.offering);
    QCOMPARE(rc.gpuCount, 2);
    COMPARE_EXACTLY(rc.pricePerHour, 0.1);
    QVERIFY(!rc.freeTier);
    QVERIFY(rc.note.isEmpty());
    QCOMPARE(out.models.size(), 2);
    for (const ModelSpec &m : out.models) {
        if (m.name == moe.name) {
            COMPARE_EXACTLY(m.paramsTotalB, 0.1);
            COMPARE_EXACTLY(m.paramsActiveB, 1e-3);
            QCOMPARE(m.layers, 0);
            continue;
        }
        QCOMPARE(m.name, qwen.name);
        QCOMPARE(m.family, qwen.family);
        COMPARE_EXACTLY(m.paramsTotalB, 7.615);
        COMPARE_EXACTLY(m.paramsActiveB, 7.615); // unknown: the dense model's own count
        QCOMPARE(m.kvHeads, 4);
        QCOMPARE(m.headDim, 0);
        QCOMPARE(m.maxContext, 131072);
        QCOMPARE(m.notes, qwen.notes);
    }

    // On the server itself: unknowns are NULL (not 0, not ''), numbers are the same doubles and
    // the text is the same characters.
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM cards WHERE product_line IS NULL AND "
                                "compute_capability IS NULL AND tdp_w IS NULL AND "
                                "launch_price_usd IS NULL AND source_url IS NULL AND "
                                "fp16_tflops = 0.1::float8 AND tensor_fp8_tflops = 1e-3::float8 "
                                "AND memory_data_rate_gbps = 1::float8 / 3 AND notes_zh = "
                                "'二手矿卡，显存 16 GB（魔改）'")),
        1);
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM cards WHERE model = 'Arc A770 限量版' AND "
                                "fp32_tflops IS NULL AND cuda_cores IS NULL AND notes IS NULL AND "
                                "notes_zh IS NULL AND architecture IS NULL")),
        1);
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM prices WHERE (amount = 0.1::float8 AND "
                                "seller = '闲鱼' AND source_url IS NULL) OR (amount = "
                                "0.001::float8 AND seller IS NULL AND note IS NULL)")),
        2);
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM benchmarks WHERE value = 1e-3::float8 AND "
                                "batch_size IS NULL AND framework_version IS NULL AND network = "
                                "'通义千问 Qwen2-7B'")),
        1);
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM cloud_offerings WHERE price_per_hour = "
                                "0.1::float8 AND note IS NULL AND provider = '阿里云'")),
        1);
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM models WHERE (family = '通义千问' AND "
                                "params_active_b IS NULL AND head_dim IS NULL AND "
                                "params_total_b = 7.615::float8) OR (params_total_b = 0.1::float8 "
                                "AND params_active_b = 0.001::float8 AND layers IS NULL)")),
        2);
}

// ---------------------------------------------------------------------------------------------
// Several people at once

void TestSharedCatalog::twoImportsAtOnceBothStoreAllTheirRows()
{
    const QString url = freshDatabase(QStringLiteral("two_writers"));
    QVERIFY(!url.isEmpty());
    const Run init
        = run({QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url});
    QVERIFY2(init.code == 0, qPrintable(init.err));
    const int rows = 200;
    const QString a = pricesCsv(QStringLiteral("writer-a.csv"), rows, QStringLiteral("A "), 10000);
    const QString b = pricesCsv(QStringLiteral("writer-b.csv"), rows, QStringLiteral("B "), 20000);
    const int before = countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices"));
    QCOMPARE(before, int(m_builtin.prices.size()));

    // Both imports get as far as storing their rows and wait for each other there: the test
    // holds the writers' lock until both wait for it (pg_locks), then lets them go at once.
    const auto waitingWriters = [&url] {
        return countOn(url,
            QStringLiteral("SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT "
                           "granted AND database = (SELECT oid FROM pg_database WHERE datname = "
                           "current_database())"));
    };
    PostgresTestConnection holder(url);
    QVERIFY2(holder.isOpen(), qPrintable(holder.errorText()));
    QSqlQuery lock(holder.database());
    QVERIFY2(
        lock.exec(
            QStringLiteral("SELECT pg_advisory_lock(%1)").arg(CatalogRepository::WriterLockKey)),
        qPrintable(lock.lastError().text()));
    QElapsedTimer timer;
    timer.start();
    // Amounts made up for the test (an 8 GB card at 20,000 CNY): stored as given.
    QProcess *pa = start({QStringLiteral("import"), a, QStringLiteral("--kind"),
        QStringLiteral("prices"), QStringLiteral("--accept-unusual"), QStringLiteral("--db"), url});
    QProcess *pb = start({QStringLiteral("import"), b, QStringLiteral("--kind"),
        QStringLiteral("prices"), QStringLiteral("--accept-unusual"), QStringLiteral("--db"), url});
    QTRY_COMPARE_WITH_TIMEOUT(waitingWriters(), 2, 60000);
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices")), before);
    QVERIFY2(
        lock.exec(
            QStringLiteral("SELECT pg_advisory_unlock(%1)").arg(CatalogRepository::WriterLockKey)),
        qPrintable(lock.lastError().text()));
    const Run ra = finish(pa);
    const Run rb = finish(pb);
    qInfo("two imports of %d prices each, waiting for each other: %lld ms", rows, timer.elapsed());
    for (const Run &r : {ra, rb}) {
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(
            r.outText().contains(QStringLiteral("%1 rows added").arg(rows)), r.out.constData());
        // No problem with the snapshot either: only the made-up amounts, stored as given.
        for (const QString &line : r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY2(line.contains(QLatin1String("stored as given: --accept-unusual")),
                qPrintable(line));
    }
    QCOMPARE(
        countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices WHERE note LIKE 'A %'")), rows);
    QCOMPARE(
        countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices WHERE note LIKE 'B %'")), rows);
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(DISTINCT note) FROM prices WHERE origin = 'user'")),
        2 * rows);
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices")), before + 2 * rows);
    // Each row as its file had it (amount base + i for note "<prefix>i").
    QCOMPARE(countOn(url,
                 QStringLiteral("SELECT COUNT(*) FROM prices WHERE origin = 'user' AND amount = "
                                "CASE WHEN note LIKE 'A %' THEN 10000 ELSE 20000 END + "
                                "substr(note, 3)::int")),
        2 * rows);
}

// Several sessions of one user starting at once (the window and a script, say) each write the
// local snapshot after reading the catalog: none of them fails at it, and what is left is one
// complete copy of the catalog, no half-written file beside it.
void TestSharedCatalog::sessionsStartingAtOnceLeaveOneCompleteSnapshot()
{
    const QString url = freshDatabase(QStringLiteral("snapshot_race"));
    QVERIFY(!url.isEmpty());
    const Run init
        = run({QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url});
    QVERIFY2(init.code == 0, qPrintable(init.err));
    const ClosedPort closed;
    QVERIFY(closed.port() > 0);
    QUrl down(url);
    down.setPort(closed.port());
    const int sessions = 4;
    for (int round = 0; round < 3; ++round) {
        // A home without a snapshot yet, for the sessions of this round.
        const QString home = m_dir.filePath(QStringLiteral("race-%1").arg(round));
        QVERIFY(QDir().mkpath(home));
        QList<QProcess *> children;
        for (int i = 0; i < sessions; ++i)
            children.append(start({QStringLiteral("export"), QStringLiteral("--kind"),
                                      QStringLiteral("cards"), QStringLiteral("--db"), url},
                home));
        for (QProcess *child : std::as_const(children)) {
            const Run r = finish(child);
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY2(
                r.err.isEmpty(), qPrintable(QStringLiteral("round %1: %2").arg(round).arg(r.err)));
        }
        QStringList files;
        QDirIterator it(home + QStringLiteral("/data"), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next());
        QCOMPARE(files.size(), 1);
        QVERIFY2(files.first().endsWith(QStringLiteral(".sqlite"))
                && files.first().contains(QStringLiteral("/snapshots/")),
            qPrintable(files.first()));
        // The snapshot in use when the server is down: the whole catalog.
        CatalogOpenOptions options;
        options.databasePath = down.toString();
        options.connectionName = QStringLiteral("shared-race-%1").arg(round);
        options.server.snapshotPath = files.first();
        const OpenedCatalog offline = openCatalog(options);
        QCOMPARE(offline.report.outcome, OpenReport::Outcome::ServerUnreachable);
        QCOMPARE(offline.report.snapshotPath, files.first());
        QCOMPARE(storedCards(offline.data.cards).size(), m_builtin.cards.size());
        QCOMPARE(storedPrices(offline.data.prices).size(), m_builtin.prices.size());
        QCOMPARE(offline.data.benchmarks.size(), m_builtin.benchmarks.size());
    }
}

void TestSharedCatalog::anEditOfAPriceSomeoneChangedMeanwhileIsRefused()
{
    const QString url = freshCatalog(QStringLiteral("stale_edit"));
    QVERIFY(!url.isEmpty());
    for (const char *role : {"alice", "bob"}) {
        const QString e
            = grantRole(url, QLatin1String(role), QStringLiteral("SELECT, INSERT, UPDATE, DELETE"));
        QVERIFY2(e.isEmpty(), qPrintable(e));
    }
    qint64 id = 0;
    {
        CatalogDatabase admin(QStringLiteral("shared-stale-admin"));
        QCOMPARE(
            admin.open(url, smallBuiltin(), kSmallVersion).outcome, OpenReport::Outcome::Opened);
        QString error;
        id = CatalogRepository(admin.connectionName())
                 .addPrice(test::price(test::rtx3060(12), 2199, Currency::CNY, QDate(2025, 8, 1),
                               Condition::Used, Origin::User),
                     &error);
        QVERIFY2(id > 0, qPrintable(error));
    }

    CatalogDatabase dbA(QStringLiteral("shared-stale-alice"));
    CatalogDatabase dbB(QStringLiteral("shared-stale-bob"));
    const OpenReport ra
        = dbA.open(postgresUrlAs(url, QStringLiteral("alice")), smallBuiltin(), kSmallVersion);
    const OpenReport rb
        = dbB.open(postgresUrlAs(url, QStringLiteral("bob")), smallBuiltin(), kSmallVersion);
    QVERIFY2(ra.outcome == OpenReport::Outcome::Opened && ra.writable, qPrintable(ra.message()));
    QVERIFY2(rb.outcome == OpenReport::Outcome::Opened && rb.writable, qPrintable(rb.message()));
    QCOMPARE(ra.role, QStringLiteral("alice"));
    QCOMPARE(rb.role, QStringLiteral("bob"));
    CatalogRepository repoA(dbA.connectionName());
    CatalogRepository repoB(dbB.connectionName());
    // Both read the same row, version 1.
    const CatalogData seenByA = repoA.loadAll();
    const Price *readA = findPrice(seenByA, id);
    const CatalogData seenByB = repoB.loadAll();
    const Price *readB = findPrice(seenByB, id);
    QVERIFY(readA && readB);
    QCOMPARE(readA->stamp.version, 1);
    QCOMPARE(readB->stamp.version, 1);

    Price fromA = *readA;
    fromA.amount = 1999;
    QString error;
    int version = 0;
    QVERIFY2(repoA.updatePrice(fromA, &error, &version), qPrintable(error));
    QCOMPARE(version, 2);

    Price fromB = *readB;
    fromB.amount = 1888;
    QVERIFY(!repoB.updatePrice(fromB, &error));
    QVERIFY2(
        error.contains(QStringLiteral("alice changed this price meanwhile")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("1999")), qPrintable(error));
    error.clear();
    QVERIFY(!repoB.removePrice(fromB.id, &error, fromB.stamp.version));
    QVERIFY2(error.contains(QStringLiteral("alice")), qPrintable(error));

    // What is stored is alice's change, whoever reads it.
    for (const CatalogRepository *repo : {&repoA, &repoB}) {
        const CatalogData read = repo->loadAll();
        const Price *stored = findPrice(read, id);
        QVERIFY(stored);
        QCOMPARE(stored->amount, 1999.0);
        QCOMPARE(stored->stamp.changedBy, QStringLiteral("alice"));
        QCOMPARE(stored->stamp.version, 2);
    }
    QCOMPARE(countOn(url, QStringLiteral("SELECT COUNT(*) FROM prices WHERE id = %1").arg(id)), 1);

    // bob reads again and edits from the current version: accepted.
    Price again = *findPrice(repoB.loadAll(), id);
    again.amount = 1888;
    QVERIFY2(repoB.updatePrice(again, &error, &version), qPrintable(error));
    QCOMPARE(version, 3);
}

void TestSharedCatalog::aRowRecordsWhoAddedItAndWhoChangedIt()
{
    const QString url = freshCatalog(QStringLiteral("who"));
    QVERIFY(!url.isEmpty());
    for (const char *role : {"alice", "bob"}) {
        const QString e
            = grantRole(url, QLatin1String(role), QStringLiteral("SELECT, INSERT, UPDATE, DELETE"));
        QVERIFY2(e.isEmpty(), qPrintable(e));
    }
    qint64 id = 0;
    {
        CatalogDatabase db(QStringLiteral("shared-who-alice"));
        const OpenReport r
            = db.open(postgresUrlAs(url, QStringLiteral("alice")), smallBuiltin(), kSmallVersion);
        QVERIFY2(r.outcome == OpenReport::Outcome::Opened, qPrintable(r.message()));
        QString error;
        id = CatalogRepository(db.connectionName())
                 .addPrice(test::price(test::gtx1080(), 1450, Currency::CNY, QDate(2025, 8, 2),
                               Condition::Used, Origin::User),
                     &error);
        QVERIFY2(id > 0, qPrintable(error));
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QCOMPARE(valueOn(url, QStringLiteral("SELECT added_by FROM prices WHERE id = %1").arg(id))
                 .toString(),
        QStringLiteral("alice"));
    CatalogDatabase db(QStringLiteral("shared-who-bob"));
    const OpenReport r
        = db.open(postgresUrlAs(url, QStringLiteral("bob")), smallBuiltin(), kSmallVersion);
    QVERIFY2(r.outcome == OpenReport::Outcome::Opened, qPrintable(r.message()));
    CatalogRepository repo(db.connectionName());
    Price added = *findPrice(repo.loadAll(), id);
    QCOMPARE(added.stamp.addedBy, QStringLiteral("alice"));
    const QDateTime addedAt = QDateTime::fromString(added.stamp.addedAt, Qt::ISODate);
    QVERIFY2(addedAt.isValid() && addedAt.timeSpec() == Qt::UTC, qPrintable(added.stamp.addedAt));
    QVERIFY2(addedAt.secsTo(now) >= 0 && addedAt.secsTo(now) < 60, qPrintable(added.stamp.addedAt));
    QVERIFY(added.stamp.changedBy.isEmpty());

    added.amount = 1400;
    QString error;
    QVERIFY2(repo.updatePrice(added, &error), qPrintable(error));
    const Price changed = *findPrice(repo.loadAll(), id);
    QCOMPARE(changed.stamp.addedBy, QStringLiteral("alice"));
    QCOMPARE(changed.stamp.addedAt, added.stamp.addedAt);
    QCOMPARE(changed.stamp.changedBy, QStringLiteral("bob"));
    const QDateTime changedAt = QDateTime::fromString(changed.stamp.changedAt, Qt::ISODate);
    QVERIFY2(changedAt.isValid() && qAbs(changedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60,
        qPrintable(changed.stamp.changedAt));
    QCOMPARE(valueOn(url, QStringLiteral("SELECT changed_by FROM prices WHERE id = %1").arg(id))
                 .toString(),
        QStringLiteral("bob"));
}

void TestSharedCatalog::aReadOnlyRoleCanBrowseButNotWrite()
{
    const QString url = freshDatabase(QStringLiteral("read_only"));
    QVERIFY(!url.isEmpty());
    const Run init
        = run({QStringLiteral("db"), QStringLiteral("init"), QStringLiteral("--db"), url});
    QVERIFY2(init.code == 0, qPrintable(init.err));
    const QString e = grantRole(url, QStringLiteral("viewer"), QStringLiteral("SELECT"));
    QVERIFY2(e.isEmpty(), qPrintable(e));
    const QString viewerUrl = postgresUrlAs(url, QStringLiteral("viewer"));
    const QStringList before = dumpOf(url);

    CatalogOpenOptions options;
    options.databasePath = viewerUrl;
    options.connectionName = QStringLiteral("shared-viewer");
    options.server.snapshotPath = m_dir.filePath(QStringLiteral("viewer-snapshot.sqlite"));
    const OpenedCatalog opened = openCatalog(options);
    const OpenReport &report = opened.report;
    QCOMPARE(report.outcome, OpenReport::Outcome::ReadOnly);
    QVERIFY(report.shared);
    QVERIFY(!report.writable);
    QVERIFY(report.persistent);
    QVERIFY(!opened.database->isWritable());
    QCOMPARE(report.role, QStringLiteral("viewer"));
    QVERIFY(report.needsAttention());
    QVERIFY2(report.message().contains(QStringLiteral("as viewer, a read-only role")),
        qPrintable(report.message()));
    QVERIFY2(opened.error.isEmpty(), qPrintable(opened.error));
    QCOMPARE(storedCards(opened.data.cards).size(), m_builtin.cards.size());
    QCOMPARE(storedPrices(opened.data.prices).size(), m_builtin.prices.size());

    // Writing through the role is refused by the server, and nothing is stored.
    CatalogData mine;
    mine.prices = {test::price(m_builtin.cards.first(), 999, Currency::CNY, QDate(2025, 8, 3),
        Condition::Used, Origin::User)};
    const CatalogRepository::WriteResult w
        = CatalogRepository(options.connectionName).importData(mine);
    QVERIFY(!w.ok);
    QVERIFY2(w.error.contains(QStringLiteral("permission denied")), qPrintable(w.error));
    QCOMPARE(dumpOf(url), before);
    // The session goes on after the refusal (no transaction left open and aborted).
    QString error;
    const CatalogData again = CatalogRepository(options.connectionName).loadAll(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(again.prices.size(), m_builtin.prices.size());

    // `gpu-advisor import` through it says so and stores nothing.
    const QString csv = pricesCsv(QStringLiteral("viewer.csv"), 5, QStringLiteral("V "), 3000);
    const Run r = run({QStringLiteral("import"), csv, QStringLiteral("--kind"),
        QStringLiteral("prices"), QStringLiteral("--db"), viewerUrl});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("read-only role")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("nothing was imported")), qPrintable(r.err));
    QCOMPARE(dumpOf(url), before);
    // Reading works from the command line too.
    const Run list = run({QStringLiteral("export"), QStringLiteral("--kind"),
        QStringLiteral("prices"), QStringLiteral("--db"), viewerUrl});
    QVERIFY2(list.code == 0, qPrintable(list.err));
    QCOMPARE(list.out.count('\n'), m_builtin.prices.size() + 1);
}

// ---------------------------------------------------------------------------------------------
// A server that cannot be reached

void TestSharedCatalog::anUnreachableServerShowsItsLastSnapshotReadOnly()
{
    const QString url = freshCatalog(QStringLiteral("unreachable"));
    QVERIFY(!url.isEmpty());
    const QString snapshot = m_dir.filePath(QStringLiteral("unreachable-snapshot.sqlite"));
    CatalogOpenOptions options;
    options.databasePath = url;
    options.builtin = smallBuiltin();
    options.builtinVersion = kSmallVersion;
    options.connectionName = QStringLiteral("shared-unreachable");
    options.server.snapshotPath = snapshot;

    CatalogData served;
    {
        // A session on the server: the user adds a price, then the catalog is read again (the
        // snapshot is written after each full read).
        OpenedCatalog first = openCatalog(options);
        QCOMPARE(first.report.outcome, OpenReport::Outcome::Opened);
        QString error;
        Price mine = test::price(
            test::k80(), 450, Currency::CNY, QDate(2025, 8, 4), Condition::Used, Origin::User);
        mine.note = QStringLiteral("拆机卡");
        QVERIFY2(CatalogRepository(first.database->connectionName()).addPrice(mine, &error) > 0,
            qPrintable(error));
    }
    {
        const OpenedCatalog second = openCatalog(options);
        QCOMPARE(second.report.outcome, OpenReport::Outcome::Opened);
        QVERIFY2(second.snapshotError.isEmpty(), qPrintable(second.snapshotError));
        served = second.data;
    }
    QCOMPARE(served.prices.size(), 3);
    QVERIFY(QFileInfo::exists(snapshot));
    const QByteArray snapshotBytes = sha256Of(snapshot);
    const QStringList serverBefore = dumpOf(url);

    // The same catalog at an address where nobody answers.
    options.connectionName = QStringLiteral("shared-unreachable-offline");
    const ClosedPort closed;
    QVERIFY(closed.port() > 0);
    QUrl down(url);
    down.setPort(closed.port());
    options.databasePath = down.toString();
    QElapsedTimer timer;
    timer.start();
    const OpenedCatalog offline = openCatalog(options);
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    const OpenReport &report = offline.report;
    QCOMPARE(report.outcome, OpenReport::Outcome::ServerUnreachable);
    QVERIFY(report.shared);
    QCOMPARE(report.snapshotPath, snapshot);
    QVERIFY(!report.persistent);
    QVERIFY(!report.writable);
    QVERIFY(!offline.database->isWritable());
    QVERIFY(!offline.database->isServer());
    QVERIFY(!report.problem.isEmpty());
    const QDateTime takenAt = QDateTime::fromString(report.snapshotTakenAt, Qt::ISODate);
    QVERIFY2(takenAt.isValid() && qAbs(takenAt.secsTo(QDateTime::currentDateTimeUtc())) < 60,
        qPrintable(report.snapshotTakenAt));
    QCOMPARE(report.snapshotTakenAtText(),
        takenAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    QVERIFY2(report.message().contains(QStringLiteral("cannot be reached"))
            && report.message().contains(report.snapshotTakenAtText()),
        qPrintable(report.message()));
    QVERIFY2(offline.error.isEmpty(), qPrintable(offline.error));
    QVERIFY(offline.snapshotError.isEmpty());
    // The same cards and prices as the server had, ids and row stamps included.
    QCOMPARE(CatalogExporter::toJsonAll(offline.data), CatalogExporter::toJsonAll(served));
    QCOMPARE(pricesWithStamps(offline.data), pricesWithStamps(served));
    // Nothing can be written into the snapshot as if it were the server.
    QString error;
    QCOMPARE(CatalogRepository(offline.database->connectionName())
                 .addPrice(test::price(test::k80(), 400, Currency::CNY, QDate(2025, 8, 5)), &error),
        0);
    QCOMPARE(sha256Of(snapshot), snapshotBytes);

    // Nothing was lost on the server.
    QCOMPARE(dumpOf(url), serverBefore);
    options.databasePath = url;
    options.connectionName = QStringLiteral("shared-unreachable-back");
    const OpenedCatalog back = openCatalog(options);
    QCOMPARE(back.report.outcome, OpenReport::Outcome::Opened);
    QCOMPARE(pricesWithStamps(back.data), pricesWithStamps(served));
}

void TestSharedCatalog::anUnreachableServerWithoutASnapshotShowsTheBuiltinCatalog()
{
    const ClosedPort closed;
    QVERIFY(closed.port() > 0);
    QUrl down(postgresServerUrl());
    down.setPort(closed.port());
    down.setPath(QStringLiteral("/tst_shared_never_reached"));
    const QString missing = m_dir.filePath(QStringLiteral("no-snapshot.sqlite"));
    CatalogOpenOptions options;
    options.databasePath = down.toString();
    options.builtin = smallBuiltin();
    options.builtinVersion = kSmallVersion;
    options.connectionName = QStringLiteral("shared-no-snapshot");
    options.server.snapshotPath = missing;
    const OpenedCatalog offline = openCatalog(options);
    const OpenReport &report = offline.report;
    QCOMPARE(report.outcome, OpenReport::Outcome::ServerUnreachable);
    QVERIFY(report.shared);
    QVERIFY(report.snapshotPath.isEmpty());
    QVERIFY(!report.persistent);
    QVERIFY(!offline.database->isServer());
    QVERIFY2(report.message().contains(QStringLiteral("no copy of it on this computer")),
        qPrintable(report.message()));
    CatalogDatabase memory(QStringLiteral("shared-no-snapshot-memory"));
    memory.openInMemory(test::smallCatalog(), kSmallVersion);
    QCOMPARE(CatalogExporter::toJsonAll(offline.data),
        CatalogExporter::toJsonAll(CatalogRepository(memory.connectionName()).loadAll()));
    QVERIFY(!QFileInfo::exists(missing)); // no snapshot made up from the built-in catalog

    // The command line says the same and does not pretend to store anything.
    const Run r = run({QStringLiteral("import"),
        pricesCsv(QStringLiteral("offline.csv"), 3, QStringLiteral("O "), 4000),
        QStringLiteral("--kind"), QStringLiteral("prices"), QStringLiteral("--db"),
        down.toString()});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("cannot be reached")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("nothing was imported")), qPrintable(r.err));
}

// ---------------------------------------------------------------------------------------------
// db copy

void TestSharedCatalog::dbCopyToTheServerAndBackKeepsEveryRow()
{
    const QString folder = m_dir.filePath(QStringLiteral("copy"));
    QVERIFY(QDir().mkpath(folder));
    const QString file = folder + QStringLiteral("/own.sqlite");
    const QString back = folder + QStringLiteral("/back.sqlite");

    // The user's own file: a card of their own, prices and benchmarks, Chinese text.
    Card mod = test::card(
        QStringLiteral("GeForce RTX 2080 Ti 22G 魔改"), 22, Form::Desktop, Origin::User);
    mod.architecture = QStringLiteral("Turing");
    mod.cudaCores = 4352;
    mod.tdpWatts = 250;
    mod.notesZh = QStringLiteral("显存魔改到 22 GB，涡轮散热");
    CatalogData cards;
    cards.cards = {mod};
    CatalogData prices;
    prices.prices = {
        test::price(mod, 2650.5, Currency::CNY, QDate(2025, 5, 1), Condition::Used, Origin::User),
        test::price(m_builtin.cards[0], 0.1, Currency::USD, QDate(2025, 5, 2), Condition::New,
            Origin::User)};
    prices.prices[0].seller = QStringLiteral("闲鱼");
    prices.prices[0].note = QStringLiteral("“矿卡” 保一年");
    CatalogData benchmarks;
    BenchmarkResult bench = test::benchmark(mod, QStringLiteral("通义千问 7B"), 41.3);
    bench.task = QStringLiteral("inference");
    bench.unit = QStringLiteral("tokens/s");
    bench.note = QStringLiteral("自测");
    bench.origin = Origin::User;
    benchmarks.benchmarks = {bench};
    const std::pair<const char *, std::pair<DataKind, const CatalogData *>> files[] = {
        {"cards", {DataKind::Cards, &cards}},
        {"prices", {DataKind::Prices, &prices}},
        {"benchmarks", {DataKind::Benchmarks, &benchmarks}},
    };
    for (const auto &[kind, what] : files) {
        const QString csv
            = folder + QLatin1Char('/') + QLatin1String(kind) + QStringLiteral(".csv");
        const QString e = writeFile(csv, CatalogExporter::toCsv(*what.second, what.first).toUtf8());
        QVERIFY2(e.isEmpty(), qPrintable(e));
        // Exact numbers, not prices a shop would ask: stored as given (PriceCheck.h).
        const Run r = run({QStringLiteral("import"), csv, QStringLiteral("--kind"),
            QLatin1String(kind), QStringLiteral("--accept-unusual"), QStringLiteral("--db"), file});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    const QString url = freshDatabase(QStringLiteral("copy"));
    QVERIFY(!url.isEmpty());
    // The summary's plural as the English catalog words it, or as the source does.
    static const QRegularExpression usersOwn4(
        QStringLiteral("\\(4 row(s|\\(s\\)) of the users' own\\)"));
    const Run up = run({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"),
        file, QStringLiteral("--to"), url});
    QVERIFY2(up.code == 0, qPrintable(up.err));
    QVERIFY2(up.outText().contains(usersOwn4), up.out.constData());
    const Run down = run({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"),
        url, QStringLiteral("--to"), back});
    QVERIFY2(down.code == 0, qPrintable(down.err));

    // The three export the same catalog, byte for byte.
    QByteArray exports[3];
    const QString places[3] = {file, url, back};
    for (int i = 0; i < 3; ++i) {
        const Run r = run({QStringLiteral("export"), QStringLiteral("--kind"),
            QStringLiteral("all"), QStringLiteral("--format"), QStringLiteral("json"),
            QStringLiteral("--db"), places[i]});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        exports[i] = r.out;
    }
    QVERIFY(exports[0].size() > 100000);
    QVERIFY(exports[0].contains(QStringLiteral("显存魔改到 22 GB，涡轮散热").toUtf8()));
    QVERIFY(exports[0].contains(QStringLiteral("“矿卡” 保一年").toUtf8()));
    QVERIFY(exports[0].contains(QStringLiteral("通义千问 7B").toUtf8()));
    QVERIFY2(exports[1] == exports[0], qPrintable(firstDifference(exports[0], exports[1])));
    QVERIFY2(exports[2] == exports[0], qPrintable(firstDifference(exports[0], exports[2])));

    // Ids and row stamps went across too (the export leaves them out).
    const auto pricesOf = [this](const QString &place, const QString &name) {
        CatalogOpenOptions options;
        options.databasePath = place;
        options.connectionName = name;
        options.server.snapshotPath = m_dir.filePath(name + QStringLiteral(".sqlite"));
        return pricesWithStamps(openCatalog(options).data);
    };
    const QStringList own = pricesOf(file, QStringLiteral("copy-own"));
    QCOMPARE(pricesOf(url, QStringLiteral("copy-url")), own);
    QCOMPARE(pricesOf(back, QStringLiteral("copy-back")), own);

    // A target that holds users' own rows is not overwritten without --replace: nothing changes.
    const QStringList server = dumpOf(url);
    const Run again = run({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"),
        file, QStringLiteral("--to"), url});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.contains(QRegularExpression(
                 QStringLiteral("already holds 4 row(s|\\(s\\)) of its users' own")))
            && again.err.contains(QStringLiteral("--replace")),
        qPrintable(again.err));
    QCOMPARE(dumpOf(url), server);
    const QByteArray backBytes = sha256Of(back);
    const Run againDown = run({QStringLiteral("db"), QStringLiteral("copy"),
        QStringLiteral("--from"), url, QStringLiteral("--to"), back});
    QCOMPARE(againDown.code, 1);
    QVERIFY2(againDown.err.contains(QStringLiteral("--replace")), qPrintable(againDown.err));
    QCOMPARE(sha256Of(back), backBytes);

    // With --replace it goes through, and the catalogs still read the same.
    const Run replace = run({QStringLiteral("db"), QStringLiteral("copy"), QStringLiteral("--from"),
        file, QStringLiteral("--to"), url, QStringLiteral("--replace")});
    QVERIFY2(replace.code == 0, qPrintable(replace.err));
    const Run after
        = run({QStringLiteral("export"), QStringLiteral("--kind"), QStringLiteral("all"),
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--db"), url});
    QVERIFY2(after.code == 0, qPrintable(after.err));
    QVERIFY2(after.out == exports[0], qPrintable(firstDifference(exports[0], after.out)));
}

QTEST_GUILESS_MAIN(TestSharedCatalog)
#include "tst_shared_catalog.moc"
