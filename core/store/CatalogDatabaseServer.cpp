// SPDX-License-Identifier: GPL-3.0-or-later
// CatalogDatabase on a PostgreSQL server (docs/lab.md): connecting, preparing the shared catalog
// (schema, migrations, built-in refresh under the schema lock) and the local read-only snapshot
// a session falls back to when the server is away.
#include "CatalogDatabase.h"

#include "CatalogCopy.h"
#include "CatalogDatabase_p.h"
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

namespace gpu {

using namespace database;

QString CatalogDatabase::snapshotPathFor(const QString &url)
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty())
        dir = QDir::homePath() + QStringLiteral("/.gpu-advisor");
    const auto address = parseServerUrl(url);
    QString name = address ? address->displayUrl() : url;
    name.remove(QRegularExpression(QStringLiteral("^[a-z]+://")));
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._@-]+")), QStringLiteral("_"));
    return dir + QStringLiteral("/snapshots/") + name + QStringLiteral(".sqlite");
}

namespace {

// libpq's words for a login that needs a password nobody gave, or a wrong one (SQLSTATE 28P01).
bool needsPassword(const QSqlError &error)
{
    const QString text = error.text();
    return error.nativeErrorCode() == QLatin1String("28P01")
        || text.contains(QLatin1String("no password supplied"))
        || text.contains(QLatin1String("password authentication failed"));
}

// The first line of a driver's message ("connection to server at … failed: Connection refused").
QString firstLine(const QString &text)
{
    const QString t = text.trimmed();
    const int nl = t.indexOf(QLatin1Char('\n'));
    return (nl < 0 ? t : t.left(nl)).trimmed();
}

// Holds PostgreSQL's session-level advisory lock for schema work; released on scope exit.
class SchemaLock
{
public:
    explicit SchemaLock(QSqlDatabase db)
        : m_db(std::move(db))
    {
        QSqlQuery q(m_db);
        m_held = q.exec(QStringLiteral("SELECT pg_advisory_lock(%1)")
                            .arg(CatalogRepository::WriterLockKey + 1));
    }
    ~SchemaLock()
    {
        if (m_held) {
            QSqlQuery q(m_db);
            q.exec(QStringLiteral("SELECT pg_advisory_unlock(%1)")
                       .arg(CatalogRepository::WriterLockKey + 1));
        }
    }

private:
    QSqlDatabase m_db;
    bool m_held = false;
};

} // namespace

OpenReport CatalogDatabase::openServer(
    const QString &url, const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    OpenReport report;
    report.shared = true;
    report.path = url;
    m_serverUrl = url;
    QString error;
    const auto address = parseServerUrl(url, &error);
    if (!address) {
        report.problem = error;
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    report.path = address->displayUrl();

    closeConnection();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
        if (!db.isValid()) {
            report.problem = tr("this installation has no PostgreSQL driver for Qt (install "
                                "libqt6sql6-psql)");
        } else {
            db.setHostName(address->host);
            db.setPort(address->port);
            db.setDatabaseName(address->databaseName);
            if (!address->user.isEmpty())
                db.setUserName(address->user);
            const QString password = !m_serverOptions.password.isEmpty() ? m_serverOptions.password
                                                                         : address->password;
            if (!password.isEmpty())
                db.setPassword(password);
            db.setConnectOptions(address->connectOptions);
            if (!db.open()) {
                report.passwordNeeded = needsPassword(db.lastError());
                report.problem = firstLine(db.lastError().text());
            }
        }
    }
    if (!report.problem.isEmpty()) // the connection is closed after `db` went out of scope
        return fallBackToSnapshot(report, builtin, builtinVersion);
    m_server = true;
    const ServerStep step = prepareServer(report, *address, builtin, builtinVersion);
    switch (step) {
    case ServerStep::Ready:
        return report;
    case ServerStep::ToMemory:
        closeConnection();
        return fallBackToMemory(report, builtin, builtinVersion);
    case ServerStep::ToSnapshot:
        break;
    }
    return fallBackToSnapshot(report, builtin, builtinVersion);
}

CatalogDatabase::ServerStep CatalogDatabase::prepareServer(OpenReport &report,
    const ServerAddress &address, const std::function<CatalogData()> &builtin,
    const QString &builtinVersion)
{
    QSqlDatabase db = database();
    {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT current_user")) && q.next())
            report.role = q.value(0).toString();
    }
    SchemaLock lock(db);
    report.schemaVersionFound = userVersion(db);
    if (report.schemaVersionFound == -2) {
        report.problem = tr("the database %1 holds tables that are not a GPU Advisor catalog; "
                            "nothing was changed there (use an empty database of its own)")
                             .arg(address.databaseName);
        return ServerStep::ToMemory;
    }
    if (report.schemaVersionFound < 0) {
        report.problem = tr("its schema version cannot be read");
        return ServerStep::ToSnapshot;
    }
    if (report.schemaVersionFound > SchemaVersion) {
        report.outcome = OpenReport::Outcome::NewerSchema;
        return ServerStep::ToMemory;
    }
    if (report.schemaVersionFound == 0) {
        if (!m_serverOptions.createSchema) {
            report.problem = tr("the database %1 has no catalog yet; create it with: gpu-advisor "
                                "db init --db %2")
                                 .arg(address.databaseName, address.displayUrl());
            return ServerStep::ToMemory;
        }
        if (const QString e = createSchema(); !e.isEmpty()) {
            report.problem = tr("the catalog could not be created there: %1").arg(firstLine(e));
            return ServerStep::ToMemory;
        }
        report.outcome = OpenReport::Outcome::Created;
    } else if (report.schemaVersionFound < SchemaVersion) {
        if (const QString e = migrate(m_connectionName); !e.isEmpty()) {
            report.problem = tr("it needs an upgrade to schema version %1 that this role cannot "
                                "make (%2); ask the catalog's keeper to open it once with this "
                                "version, or to run gpu-advisor db init")
                                 .arg(SchemaVersion)
                                 .arg(firstLine(e));
            return ServerStep::ToSnapshot;
        }
        report.outcome = OpenReport::Outcome::Migrated;
    }
    {
        QSqlQuery q(db);
        m_writable = q.exec(QStringLiteral(
                         "SELECT has_table_privilege('prices', 'INSERT') AND "
                         "has_table_privilege('cards', 'INSERT') AND NOT "
                         "pg_is_in_recovery() AND current_setting('transaction_read_only') = "
                         "'off'"))
            && q.next() && q.value(0).toBool();
    }
    report.writable = m_writable;
    if (!m_writable) {
        report.outcome = OpenReport::Outcome::ReadOnly;
        return ServerStep::Ready;
    }
    bool refreshed = false;
    const QString error = refreshBuiltin(builtin, builtinVersion, &refreshed);
    report.builtinRefreshed = refreshed;
    if (!error.isEmpty())
        report.problem = error;
    return ServerStep::Ready;
}

OpenReport CatalogDatabase::fallBackToSnapshot(
    OpenReport report, const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    closeConnection();
    report.outcome = OpenReport::Outcome::ServerUnreachable;
    const QString snapshot = m_serverOptions.snapshotPath.isEmpty() ? snapshotPathFor(m_serverUrl)
                                                                    : m_serverOptions.snapshotPath;
    QString error;
    if (QFileInfo::exists(snapshot) && headerProblem(snapshot).isEmpty()
        && openConnection(snapshot, true, &error)) {
        QSqlDatabase db = database();
        if (userVersion(db) == SchemaVersion) {
            report.snapshotPath = snapshot;
            report.snapshotTakenAt = CatalogRepository(m_connectionName)
                                         .metaValue(QStringLiteral("snapshot_taken_at"));
            report.writable = false;
            report.persistent = false;
            m_writable = false;
            return report;
        }
        closeConnection();
    }
    report = fallBackToMemory(report, builtin, builtinVersion);
    report.outcome = OpenReport::Outcome::ServerUnreachable;
    return report;
}

QString CatalogDatabase::updateSnapshot() const
{
    if (!m_server)
        return tr("not connected to a shared catalog");
    const QString snapshot = m_serverOptions.snapshotPath.isEmpty() ? snapshotPathFor(m_serverUrl)
                                                                    : m_serverOptions.snapshotPath;
    return writeSnapshot(m_connectionName, snapshot,
        parseServerUrl(m_serverUrl) ? parseServerUrl(m_serverUrl)->displayUrl() : m_serverUrl);
}

} // namespace gpu
