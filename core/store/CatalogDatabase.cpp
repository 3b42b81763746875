// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogDatabase.h"

#include "CatalogDatabase_p.h"

#include "CatalogCopy.h"
#include "CatalogRepository.h"
#include "SqlDialect.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

namespace gpu {

namespace {

constexpr char kSqliteMagic[] = "SQLite format 3";

QString readResource(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QString execScript(QSqlDatabase &db, const QString &script)
{
    QSqlQuery q(db);
    const QString sql = toEngineSql(script, sqlEngine(db));
    for (const QString &statement : CatalogDatabase::splitStatements(sql)) {
        if (!q.exec(statement))
            return q.lastError().text() + QStringLiteral(" in: ") + statement.left(80);
    }
    return {};
}

QString setUserVersion(QSqlDatabase &db, int version)
{
    QSqlQuery q(db);
    const bool ok = sqlEngine(db) == SqlEngine::PostgreSQL
        ? q.exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '%1') "
                                "ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                     .arg(version))
        : q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
    return ok ? QString() : q.lastError().text();
}

QStringList tableNames(QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                              "LIKE 'sqlite_%' ORDER BY name"))) {
        while (q.next())
            names.append(q.value(0).toString());
    }
    return names;
}

QStringList columnNames(QSqlDatabase &db, const QString &table)
{
    QStringList names;
    QSqlQuery q(db);
    // Table names come from our own fixed list, never from the user.
    if (q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table))) {
        while (q.next())
            names.append(q.value(1).toString());
    }
    return names;
}

// Does a database without a user_version hold exactly our schema-1 tables? Then it was made by
// a build that forgot to stamp the version, and it is safe to adopt it as version 1.
bool looksLikeSchema1(QSqlDatabase &db)
{
    QSqlDatabase ref = QSqlDatabase::addDatabase(
        QStringLiteral("QSQLITE"), QStringLiteral("gpu-advisor-schema-probe"));
    bool same = false;
    {
        ref.setDatabaseName(QStringLiteral(":memory:"));
        if (ref.open()) {
            const QStringList scripts = CatalogDatabase::migrationScripts();
            if (!scripts.isEmpty() && execScript(ref, scripts.first()).isEmpty()) {
                same = tableNames(ref) == tableNames(db);
                for (const QString &t : tableNames(ref))
                    same = same && columnNames(ref, t) == columnNames(db, t);
            }
        }
        ref.close();
    }
    ref = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("gpu-advisor-schema-probe"));
    return same;
}

} // namespace

namespace database {

// The schema version: PRAGMA user_version in SQLite; on PostgreSQL the meta key schema_version
// (0 for an empty database, -2 for one holding tables that are not a catalog).
int userVersion(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (sqlEngine(db) == SqlEngine::PostgreSQL) {
        if (!q.exec(QStringLiteral("SELECT to_regclass('meta') IS NOT NULL, (SELECT COUNT(*) FROM "
                                   "pg_tables WHERE schemaname = current_schema())"))
            || !q.next())
            return -1;
        const bool hasMeta = q.value(0).toBool();
        const int tables = q.value(1).toInt();
        if (!hasMeta)
            return tables == 0 ? 0 : -2;
        if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'"))
            && q.next())
            return q.value(0).toInt();
        return -2;
    }
    if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
        return q.value(0).toInt();
    return -1;
}

// Checks the first bytes of the file without SQLite: an empty, zeroed or foreign file is
// recognised before SQLite is asked to open it.
QString headerProblem(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return CatalogDatabase::tr("the file cannot be read (%1)").arg(f.errorString());
    if (f.size() == 0)
        return CatalogDatabase::tr("the file is empty");
    const QByteArray head = f.read(100);
    if (head.size() < 100)
        return CatalogDatabase::tr("the file is too short to be a database (%1 bytes)")
            .arg(head.size());
    if (head.count('\0') == head.size())
        return CatalogDatabase::tr("the file's header is all zeros");
    if (!head.startsWith(QByteArray(kSqliteMagic, int(sizeof(kSqliteMagic)))))
        return CatalogDatabase::tr("the file is not an SQLite database");
    return {};
}

} // namespace database

using namespace database;

QString OpenReport::snapshotTakenAtText() const
{
    const QDateTime t = QDateTime::fromString(snapshotTakenAt, Qt::ISODate);
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                       : snapshotTakenAt;
}

bool OpenReport::needsAttention() const
{
    return outcome != Outcome::Opened && outcome != Outcome::Created
        && outcome != Outcome::Migrated;
}

QString OpenReport::message() const
{
    const QString file = shared ? path : QDir::toNativeSeparators(path);
    if (shared && passwordNeeded) {
        OpenReport without = *this;
        without.passwordNeeded = false;
        return without.message() + QLatin1Char(' ')
            + CatalogDatabase::tr(
                "The server asks for a password: give it when the window asks, or put it in "
                "~/.pgpass (a line host:port:database:user:password, the file readable only by "
                "you) or in the environment variable PGPASSWORD.");
    }
    if (shared) {
        switch (outcome) {
        case Outcome::ReadOnly:
            return CatalogDatabase::tr(
                "You are connected to the shared catalog %1 as %2, a read-only role: you can "
                "browse, compare, rank and write reports, but not add or change rows. Ask the "
                "catalog's keeper for a role that may write.")
                .arg(file, role);
        case Outcome::ServerUnreachable:
            if (snapshotPath.isEmpty())
                return CatalogDatabase::tr(
                    "The shared catalog %1 cannot be reached (%2), and there is no copy of it on "
                    "this computer yet. This session shows the built-in catalog only and saves "
                    "nothing. Check the network and the address, then start again.")
                    .arg(file, problem);
            return CatalogDatabase::tr(
                "The shared catalog %1 cannot be reached (%2). This session shows the copy of it "
                "read on %3, read-only: nothing you do now is sent to the server or lost there. "
                "Start again when the server is back to see its latest rows.")
                .arg(file, problem, snapshotTakenAtText());
        case Outcome::InMemory:
            return CatalogDatabase::tr(
                "The shared catalog %1 could not be used: %2. This session uses the built-in "
                "catalog in memory and nothing will be saved.")
                .arg(file, problem);
        case Outcome::NewerSchema:
            return CatalogDatabase::tr(
                "The shared catalog %1 was upgraded by a newer version of GPU Advisor (schema "
                "%2; this version knows %3). It was not changed. This session uses the built-in "
                "catalog only; update GPU Advisor to use the group's data.")
                .arg(file)
                .arg(schemaVersionFound)
                .arg(CatalogDatabase::SchemaVersion);
        default:
            break;
        }
    }
    switch (outcome) {
    case Outcome::Opened:
        return CatalogDatabase::tr("Opened %1.").arg(file);
    case Outcome::Created:
        return CatalogDatabase::tr("Created a new catalog database at %1.").arg(file);
    case Outcome::Migrated:
        return CatalogDatabase::tr("Upgraded %1 from schema version %2 to %3.")
            .arg(file)
            .arg(schemaVersionFound)
            .arg(CatalogDatabase::SchemaVersion);
    case Outcome::Recovered:
        return CatalogDatabase::tr(
            "The database %1 could not be used: %2.\n"
            "It was kept as %3 so nothing is lost%4, and a new database with the built-in "
            "catalog is in its place.\n"
            "Your own prices and benchmarks are in the kept file: a backup of it, or "
            "importing your exports again, restores them.")
            .arg(file, problem, QDir::toNativeSeparators(keptAs),
                detailsLog.isEmpty() ? QString()
                                     : CatalogDatabase::tr("; the check's details are in %1")
                                           .arg(QDir::toNativeSeparators(detailsLog)));
    case Outcome::ReadOnly:
        return CatalogDatabase::tr(
            "The database %1 is read-only: you can browse it, but changes will not be saved. "
            "Make the file writable, or start with --db pointing to a writable location.")
            .arg(file);
    case Outcome::NewerSchema:
        return CatalogDatabase::tr(
            "The database %1 was written by a newer version of GPU Advisor (schema %2; this "
            "version knows %3). It was not changed. This session uses the built-in catalog "
            "only; update GPU Advisor to use your data.")
            .arg(file)
            .arg(schemaVersionFound)
            .arg(CatalogDatabase::SchemaVersion);
    case Outcome::InMemory:
        return CatalogDatabase::tr(
            "The database %1 could not be used: %2. This session uses the built-in catalog "
            "in memory and nothing will be saved. Check the file and its folder permissions, "
            "or start with --db pointing to a writable location.")
            .arg(file, problem);
    case Outcome::ServerUnreachable:
        return CatalogDatabase::tr("The shared catalog %1 cannot be reached (%2).")
            .arg(file, problem);
    case Outcome::Busy:
        return CatalogDatabase::tr(
            "The database %1 is in use by another GPU Advisor or program (%2); try again when it "
            "is done. The file was not changed. This session shows the built-in catalog only "
            "and saves nothing.")
            .arg(file, problem);
    }
    return {};
}

CatalogDatabase::CatalogDatabase(const QString &connectionName)
    : m_connectionName(connectionName)
{ }

CatalogDatabase::~CatalogDatabase()
{
    closeConnection();
}

QSqlDatabase CatalogDatabase::database() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

QString CatalogDatabase::defaultPath()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::homePath() + QStringLiteral("/.gpu-advisor");
    return dir + QStringLiteral("/catalog.sqlite");
}

QStringList CatalogDatabase::splitStatements(const QString &script)
{
    QStringList statements;
    QString current;
    bool inString = false;
    const int n = script.size();
    for (int i = 0; i < n; ++i) {
        const QChar c = script.at(i);
        if (!inString && c == QLatin1Char('-') && i + 1 < n
            && script.at(i + 1) == QLatin1Char('-')) {
            while (i < n && script.at(i) != QLatin1Char('\n'))
                ++i;
            current.append(QLatin1Char('\n'));
            continue;
        }
        if (c == QLatin1Char('\''))
            inString = !inString;
        if (!inString && c == QLatin1Char(';')) {
            if (!current.trimmed().isEmpty())
                statements.append(current.trimmed());
            current.clear();
            continue;
        }
        current.append(c);
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

QString CatalogDatabase::schemaScript()
{
    return readResource(QStringLiteral(":/db/schema.sql"));
}

QStringList CatalogDatabase::migrationScripts()
{
    QStringList scripts;
    for (int v = 1; v <= SchemaVersion; ++v) {
        const QDir dir(QStringLiteral(":/db/migrations"));
        const QStringList matches = dir.entryList(
            {QStringLiteral("%1_*.sql").arg(v, 3, 10, QLatin1Char('0'))}, QDir::Files);
        scripts.append(matches.isEmpty() ? QString() : readResource(dir.filePath(matches.first())));
    }
    return scripts;
}

QString CatalogDatabase::migrate(const QString &connectionName)
{
    QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    const QStringList scripts = migrationScripts();
    int version = userVersion(db);
    if (version < 0)
        return tr("cannot read the schema version");
    while (version < SchemaVersion) {
        const int next = version + 1;
        const QString script = scripts.value(next - 1);
        if (script.isEmpty())
            return tr("migration %1 is missing from this build").arg(next);
        if (!db.transaction())
            return db.lastError().text();
        QString error = execScript(db, script);
        if (error.isEmpty())
            error = setUserVersion(db, next);
        if (!error.isEmpty()) {
            db.rollback();
            return tr("migration %1 failed: %2").arg(next).arg(error);
        }
        if (!db.commit())
            return db.lastError().text();
        version = next;
    }
    return {};
}

bool CatalogDatabase::openConnection(const QString &file, bool readOnly, QString *error)
{
    closeConnection();
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    db.setDatabaseName(file);
    // The start-up check waits 5 s for a file another process holds (then Outcome::Busy); a
    // writer waits up to 60 s for another's import to end rather than fail it.
    QString options = readOnly ? QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY")
                               : QStringLiteral("QSQLITE_BUSY_TIMEOUT=60000");
    if (readOnly && walIndexCannotBeMade(file)) {
        // A file in WAL mode in a folder this user cannot write, with no "-shm" beside it: SQLite
        // needs that index even to read, unless the file is opened as immutable (nobody can
        // write it from here either).
        db.setDatabaseName(QUrl::fromLocalFile(file).toString(QUrl::FullyEncoded)
            + QStringLiteral("?immutable=1"));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    }
    db.setConnectOptions(options);
    if (!db.open()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
    m_writable = !readOnly;
    return true;
}

void CatalogDatabase::closeConnection()
{
    removeMarker(); // a clean close
    m_server = false;
    if (QSqlDatabase::contains(m_connectionName)) {
        {
            QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_connectionName);
    }
}

int CatalogDatabase::schemaVersionOf(const QString &connectionName)
{
    QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    return userVersion(db);
}

QString CatalogDatabase::createSchema()
{
    return createSchemaOn(m_connectionName);
}

QString CatalogDatabase::createSchemaOn(const QString &connectionName)
{
    QSqlDatabase db = QSqlDatabase::database(connectionName, false);
    if (!db.transaction())
        return db.lastError().text();
    QString error = execScript(db, schemaScript());
    if (error.isEmpty())
        error = setUserVersion(db, SchemaVersion);
    if (!error.isEmpty()) {
        db.rollback();
        return error;
    }
    return db.commit() ? QString() : db.lastError().text();
}

QString CatalogDatabase::refreshBuiltin(
    const std::function<CatalogData()> &builtin, const QString &builtinVersion, bool *refreshed)
{
    *refreshed = false;
    CatalogRepository repo(m_connectionName);
    if (repo.metaValue(QStringLiteral("builtin_catalog_version")) == builtinVersion)
        return {};
    const CatalogRepository::WriteResult r = repo.replaceBuiltin(builtin(), builtinVersion);
    *refreshed = r.ok;
    return r.ok ? QString() : r.error;
}

OpenReport CatalogDatabase::fallBackToMemory(
    OpenReport report, const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    const OpenReport mem = openInMemory(builtin(), builtinVersion);
    if (report.outcome != OpenReport::Outcome::NewerSchema
        && report.outcome != OpenReport::Outcome::Busy)
        report.outcome = OpenReport::Outcome::InMemory;
    report.writable = mem.writable;
    report.persistent = false;
    report.builtinRefreshed = mem.builtinRefreshed;
    return report;
}

OpenReport CatalogDatabase::openInMemory(const CatalogData &builtin, const QString &builtinVersion)
{
    OpenReport report;
    report.path = QStringLiteral(":memory:");
    report.outcome = OpenReport::Outcome::Created;
    report.persistent = false;
    QString error;
    if (!openConnection(QStringLiteral(":memory:"), false, &error)
        || !(error = createSchema()).isEmpty()) {
        report.outcome = OpenReport::Outcome::InMemory;
        report.problem = error;
        report.writable = false;
        return report;
    }
    bool refreshed = false;
    error = refreshBuiltin([&builtin] { return builtin; }, builtinVersion, &refreshed);
    report.builtinRefreshed = refreshed;
    if (!error.isEmpty())
        report.problem = error;
    return report;
}

OpenReport CatalogDatabase::open(
    const QString &path, const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    m_integrityChecked = false;
    if (isServerUrl(path))
        return openServer(path, builtin, builtinVersion);
    OpenReport report = openFile(path, builtin, builtinVersion);
    if (report.persistent && report.writable && database().isOpen())
        placeMarker(path);
    return report;
}

OpenReport CatalogDatabase::openFile(
    const QString &path, const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    OpenReport report;
    report.path = path;
    const QFileInfo info(path);
    const auto recover = [&](const QString &problem) {
        return recoverFile(report, problem, builtin, builtinVersion);
    };

    if (info.isDir()) {
        // A folder is never "damaged data" to move aside: it is a wrong path.
        report.problem = tr("it is a folder, not a database file");
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    if (!info.exists())
        return createFile(report, builtin, builtinVersion);

    if (const QString problem = headerProblem(path); !problem.isEmpty()) {
        if (!info.isReadable()) {
            report.problem = problem;
            return fallBackToMemory(report, builtin, builtinVersion);
        }
        return recover(problem);
    }

    // A crash or a kill in the middle of a write leaves a hot rollback journal beside the file.
    // Reading the file needs the journal played back, which a read-only connection cannot do
    // (SQLite answers "attempt to write a readonly database", which would look like damage):
    // let SQLite recover it first, with a connection that may write. Nothing else is written.
    const bool fileWritable = info.isWritable() && QFileInfo(info.absolutePath()).isWritable();
    if (fileWritable)
        playBackHotJournal(path);

    // Another process holds the file (a lock the check would wait for in silence): wait here,
    // saying after 2 s who holds it; still held after 5 s, nothing is changed (Outcome::Busy).
    if (isHeldByAnother(path) && !waitForRelease(path))
        return busyFile(report, QStringLiteral("database is locked"), builtin, builtinVersion);

    // Inspect read-only first: nothing is written until we know the file is ours and current.
    QString error;
    if (!openConnection(path, true, &error)) {
        if (isBusyText(error))
            return busyFile(report, error, builtin, builtinVersion);
        if (isEnvironmentText(error))
            return unreadableFile(report, error, builtin, builtinVersion);
        return recover(tr("SQLite cannot open it (%1)").arg(error));
    }
    // The integrity check after an unclean exit only (IntegrityCheck): at every open it read
    // the whole file (docs/performance.md, "The command line").
    CheckTrouble trouble = CheckTrouble::None;
    const bool check
        = m_integrityCheck == IntegrityCheck::Always || (fileWritable && uncleanExitMarked(path));
    QString damage = check ? checkIntegrity(report, &trouble) : readSchemaVersion(report, &trouble);
    if (!check && !damage.isEmpty() && trouble == CheckTrouble::None)
        damage = checkIntegrity(report, &trouble); // not even the version: damage, or not?
    m_integrityChecked = check || !damage.isEmpty();
    if (m_integrityChecked && trouble == CheckTrouble::None && fileWritable)
        removeStaleMarkers(path); // checked: what they marked is answered
    if (!damage.isEmpty()) {
        if (trouble == CheckTrouble::Busy)
            return busyFile(report, damage, builtin, builtinVersion);
        if (trouble == CheckTrouble::Environment)
            return unreadableFile(report, damage, builtin, builtinVersion);
        return recover(damage);
    }

    if (report.schemaVersionFound > SchemaVersion) {
        closeConnection();
        report.outcome = OpenReport::Outcome::NewerSchema;
        return fallBackToMemory(report, builtin, builtinVersion);
    }

    bool adoptAsVersion1 = false;
    if (report.schemaVersionFound == 0) {
        QSqlDatabase db = database();
        const QStringList tables = tableNames(db);
        if (!tables.isEmpty()) {
            if (!looksLikeSchema1(db))
                return recover(
                    tr("it is an SQLite database but not a GPU Advisor catalog (tables: %1)")
                        .arg(tables.join(QStringLiteral(", "))));
            adoptAsVersion1 = true;
        }
    }

    const bool current = report.schemaVersionFound == SchemaVersion;
    if (!fileWritable) {
        if (!current) {
            report.problem = tr("it is read-only and needs an upgrade to schema version %1")
                                 .arg(SchemaVersion);
            closeConnection();
            return fallBackToMemory(report, builtin, builtinVersion);
        }
        report.outcome = OpenReport::Outcome::ReadOnly;
        report.writable = false;
        return report;
    }

    return upgradeAndRefresh(report, adoptAsVersion1, builtin, builtinVersion);
}

OpenReport CatalogDatabase::createFile(
    OpenReport report, const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    const QString &path = report.path;
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        report.problem = tr("its folder %1 cannot be created")
                             .arg(QDir::toNativeSeparators(info.absolutePath()));
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    QString error;
    if (!openConnection(path, false, &error) || !(error = createSchema()).isEmpty()) {
        closeConnection();
        QFile::remove(path);
        report.problem = error;
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    // The user's own prices and feeds: readable by this user alone.
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    useWriteAheadLog();
    bool refreshed = false;
    error = refreshBuiltin(builtin, builtinVersion, &refreshed);
    report.builtinRefreshed = refreshed;
    report.outcome = OpenReport::Outcome::Created;
    if (!error.isEmpty())
        report.problem = error;
    return report;
}

OpenReport CatalogDatabase::upgradeAndRefresh(OpenReport report, bool adoptAsVersion1,
    const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    QString error;
    if (!openConnection(report.path, false, &error)) {
        if (isBusyText(error))
            return busyFile(report, error, builtin, builtinVersion);
        report.problem = error;
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    useWriteAheadLog();
    if (adoptAsVersion1) {
        QSqlQuery q(database());
        q.exec(QStringLiteral("PRAGMA user_version = 1"));
    }
    if (report.schemaVersionFound < SchemaVersion) {
        const QString migrateError = migrate(m_connectionName);
        if (!migrateError.isEmpty()) {
            closeConnection();
            if (isBusyText(migrateError))
                return busyFile(report, migrateError, builtin, builtinVersion);
            report.problem = migrateError;
            return fallBackToMemory(report, builtin, builtinVersion);
        }
        report.outcome = (report.schemaVersionFound == 0 && !adoptAsVersion1)
            ? OpenReport::Outcome::Created
            : OpenReport::Outcome::Migrated;
    }
    bool refreshed = false;
    error = refreshBuiltin(builtin, builtinVersion, &refreshed);
    report.builtinRefreshed = refreshed;
    if (!error.isEmpty())
        report.problem = error;
    return report;
}

} // namespace gpu
