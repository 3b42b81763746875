// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PostgreSQL server for tests (the shared catalog). CTest starts a throwaway server before the
// tests registered with gpu_advisor_needs_postgres() (tests/CMakeLists.txt, fixture "postgres",
// tests/pg/pg-test-server.sh) and stops it after them; the file named by
// GPU_ADVISOR_TEST_POSTGRES_URL_FILE holds its URL, postgresql://gpu_admin@127.0.0.1:PORT/postgres
// (superuser gpu_admin, trust authentication: any role logs in without a password).
//
//   void initTestCase() { GPU_ADVISOR_REQUIRE_POSTGRES(); } // skipped outside ctest
//   ...
//   const QString url = freshPostgresDatabase(QStringLiteral("tst_mine_case")); // empty database
//   QVERIFY(!url.isEmpty());
//   PostgresTestConnection connection(url); // declared before every QSqlQuery that uses it
//   QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
//   QSqlQuery q(connection.database());
//
// Every database a test creates has its own name (the test's and the case's), so that tests run
// in parallel (ctest -j) do not meet: the server is shared by the whole run.

#include <QAtomicInt>
#include <QFile>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTest>
#include <QUrl>

namespace gpu::test {

// The environment variable that names the file with the server's URL.
inline constexpr char postgresUrlFileVariable[] = "GPU_ADVISOR_TEST_POSTGRES_URL_FILE";

// The connect options of every test connection: an unreachable server fails within 3 s.
inline const QString postgresConnectOptions = QStringLiteral("connect_timeout=3");

// The URL of the test server's maintenance database "postgres", read from the file named by
// GPU_ADVISOR_TEST_POSTGRES_URL_FILE; empty where the variable is unset or the file unreadable.
inline QString postgresServerUrl()
{
    const QString path = qEnvironmentVariable(postgresUrlFileVariable);
    if (path.isEmpty())
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readLine()).trimmed();
}

// The same URL with another user name (a role without a password; the server trusts every role).
inline QString postgresUrlAs(const QString &url, const QString &user)
{
    QUrl u(url);
    u.setUserName(user);
    return u.toString();
}

// The same server with another database.
inline QString postgresUrlOfDatabase(const QString &url, const QString &database)
{
    QUrl u(url);
    u.setPath(QLatin1Char('/') + database);
    return u.toString();
}

// A QPSQL connection to a postgresql:// URL (host, port, user, password, database) under a name
// of its own, closed and removed (QSqlDatabase::removeDatabase) when this object is destroyed.
// Declare it before the QSqlQuery objects that use it, so that they are gone by then.
class PostgresTestConnection
{
public:
    explicit PostgresTestConnection(
        const QString &url, const QString &connectOptions = postgresConnectOptions)
        : m_name(QStringLiteral("gpu-advisor-pg-test-%1").arg(nextId().fetchAndAddRelaxed(1)))
    {
        const QUrl u(url);
        if (!u.isValid() || (u.scheme() != u"postgresql" && u.scheme() != u"postgres")) {
            m_error = QStringLiteral("not a postgresql:// URL: \"%1\"").arg(url);
            return;
        }
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            m_error = QStringLiteral("the Qt SQL driver QPSQL is missing (Debian package "
                                     "libqt6sql6-psql)");
            return;
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        m_added = true;
        db.setHostName(u.host());
        db.setPort(u.port(5432));
        db.setUserName(u.userName());
        db.setPassword(u.password());
        db.setDatabaseName(u.path(QUrl::FullyDecoded).mid(1));
        db.setConnectOptions(connectOptions);
        if (!db.open())
            m_error = QStringLiteral("cannot connect to %1: %2").arg(url, db.lastError().text());
    }
    ~PostgresTestConnection()
    {
        if (!m_added)
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    PostgresTestConnection(const PostgresTestConnection &) = delete;
    PostgresTestConnection &operator=(const PostgresTestConnection &) = delete;

    bool isOpen() const { return m_added && database().isOpen(); }
    // Empty where the connection is open.
    QString errorText() const { return m_error; }
    QString connectionName() const { return m_name; }
    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }

private:
    static QAtomicInt &nextId()
    {
        static QAtomicInt id;
        return id;
    }

    QString m_name;
    QString m_error;
    bool m_added = false;
};

// Creates an empty database `name` on the test server (dropping one left by an earlier run, even
// with sessions still connected) and returns its URL,
// postgresql://gpu_admin@127.0.0.1:PORT/name; or, with a warning, an empty string. The name is
// an unquoted PostgreSQL identifier: lower-case letters, digits and _, at most 63 characters.
inline QString freshPostgresDatabase(const QString &name)
{
    static const QRegularExpression identifier(QStringLiteral("^[a-z_][a-z0-9_]{0,62}$"));
    if (!identifier.match(name).hasMatch()) {
        QWARN(qPrintable(QStringLiteral("freshPostgresDatabase: \"%1\" is not a lower-case "
                                        "identifier ([a-z_][a-z0-9_]*, at most 63 characters)")
                             .arg(name)));
        return {};
    }
    const QString server = postgresServerUrl();
    if (server.isEmpty()) {
        QWARN(qPrintable(QStringLiteral("freshPostgresDatabase: no test server URL (%1 unset or "
                                        "its file unreadable)")
                             .arg(QLatin1String(postgresUrlFileVariable))));
        return {};
    }
    PostgresTestConnection connection(server);
    if (!connection.isOpen()) {
        QWARN(qPrintable(QStringLiteral("freshPostgresDatabase: ") + connection.errorText()));
        return {};
    }
    const QString quoted = QLatin1Char('"') + name + QLatin1Char('"');
    for (const QString &sql : {// no NOTICE "database … does not exist, skipping" on stderr
             QStringLiteral("SET client_min_messages = warning"),
             QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(quoted),
             QStringLiteral("CREATE DATABASE %1").arg(quoted)}) {
        QSqlQuery q(connection.database());
        if (!q.exec(sql)) {
            QWARN(qPrintable(
                QStringLiteral("freshPostgresDatabase: %1: %2").arg(sql, q.lastError().text())));
            return {};
        }
    }
    return postgresUrlOfDatabase(server, name);
}

enum class PostgresServerState
{
    NotConfigured, // GPU_ADVISOR_TEST_POSTGRES_URL_FILE unset: not run through ctest
    Unreachable, // configured, but no URL, no QPSQL driver or no connection
    Ready,
};

// Whether the test server can be used; *problem says why not.
inline PostgresServerState checkPostgresServer(QString *problem = nullptr)
{
    const auto fail = [problem](const QString &why) {
        if (problem)
            *problem = why;
        return PostgresServerState::Unreachable;
    };
    const QString path = qEnvironmentVariable(postgresUrlFileVariable);
    if (path.isEmpty()) {
        if (problem)
            *problem = QStringLiteral("%1 is not set").arg(QLatin1String(postgresUrlFileVariable));
        return PostgresServerState::NotConfigured;
    }
    const QString url = postgresServerUrl();
    if (url.isEmpty())
        return fail(QStringLiteral("no PostgreSQL test server: cannot read its URL from %1 (%2); "
                                   "did the test postgres_server_start fail?")
                        .arg(path, QLatin1String(postgresUrlFileVariable)));
    const PostgresTestConnection connection(url);
    if (!connection.isOpen())
        return fail(
            QStringLiteral("PostgreSQL test server unreachable: ") + connection.errorText());
    return PostgresServerState::Ready;
}

} // namespace gpu::test

// At the start of a test function (or initTestCase, for all of them): skips where the test was
// not started by ctest with the postgres fixture, fails where the server cannot be reached.
#define GPU_ADVISOR_REQUIRE_POSTGRES()                                                             \
    do {                                                                                           \
        QString gpuAdvisorPostgresProblem_;                                                        \
        const gpu::test::PostgresServerState gpuAdvisorPostgresState_                              \
            = gpu::test::checkPostgresServer(&gpuAdvisorPostgresProblem_);                         \
        if (gpuAdvisorPostgresState_ == gpu::test::PostgresServerState::NotConfigured)             \
            QSKIP("no PostgreSQL test server (run through ctest)");                                \
        if (gpuAdvisorPostgresState_ != gpu::test::PostgresServerState::Ready)                     \
            QFAIL(qPrintable(gpuAdvisorPostgresProblem_));                                         \
    } while (false)
