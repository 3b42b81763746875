// SPDX-License-Identifier: GPL-3.0-or-later
// The PostgreSQL test server (fixture "postgres", PostgresTestSupport.h) and what Qt's QPSQL
// driver does with the SQL the shared catalog relies on: ? placeholders, INSERT … RETURNING
// instead of lastInsertId(), SQLSTATE codes in nativeErrorCode(), a quick failure on a closed port.

#include "PostgresTestSupport.h"

#include <QElapsedTimer>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace gpu::test;

namespace {

// A port on 127.0.0.1, closed with the object. Not listening: bound (so nobody else takes it)
// but a connection is refused. Listening: the kernel accepts connections, nobody answers them
// (a server that hangs).
class LocalPort
{
public:
    explicit LocalPort(bool listening)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a {};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        a.sin_port = 0;
        socklen_t length = sizeof a;
        if (m_fd >= 0 && ::bind(m_fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0
            && ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&a), &length) == 0
            && (!listening || ::listen(m_fd, 8) == 0))
            m_port = ntohs(a.sin_port);
    }
    ~LocalPort()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    LocalPort(const LocalPort &) = delete;
    LocalPort &operator=(const LocalPort &) = delete;
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
};

QString serverPortUrl(int port, const QString &database)
{
    return QStringLiteral("postgresql://gpu_admin@127.0.0.1:%1/%2").arg(port).arg(database);
}

} // namespace

class TestPgInfra : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { GPU_ADVISOR_REQUIRE_POSTGRES(); }

    void serverUrl()
    {
        static const QRegularExpression form(
            QStringLiteral("^postgresql://gpu_admin@127\\.0\\.0\\.1:[0-9]+/postgres$"));
        const QString url = postgresServerUrl();
        QVERIFY2(form.match(url).hasMatch(), qPrintable(url));
        QCOMPARE(postgresUrlAs(url, QStringLiteral("reader")),
            QString(url).replace(QStringLiteral("gpu_admin@"), QStringLiteral("reader@")));
        QCOMPARE(postgresUrlOfDatabase(url, QStringLiteral("other")),
            url.left(url.lastIndexOf(QLatin1Char('/'))) + QStringLiteral("/other"));

        PostgresTestConnection connection(url);
        QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
        QSqlQuery q(connection.database());
        QVERIFY2(q.exec(QStringLiteral("SELECT current_user, current_database(), "
                                       "current_setting('server_encoding'), version()")),
            qPrintable(q.lastError().text()));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("gpu_admin"));
        QCOMPARE(q.value(1).toString(), QStringLiteral("postgres"));
        QCOMPARE(q.value(2).toString(), QStringLiteral("UTF8"));
        qInfo().noquote() << q.value(3).toString();
    }

    void freshDatabaseIsEmpty()
    {
        const QString name = QStringLiteral("tst_pg_infra_fresh");
        QString url = freshPostgresDatabase(name);
        QVERIFY(!url.isEmpty());
        QVERIFY(url.endsWith(QStringLiteral("/tst_pg_infra_fresh")));
        {
            PostgresTestConnection connection(url);
            QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
            QSqlQuery q(connection.database());
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE left_over (x integer)")));
            // Still connected: the next fresh database of that name drops this one regardless.
            QCOMPARE(freshPostgresDatabase(name), url);
        }
        PostgresTestConnection connection(url);
        QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
        QVERIFY(!connection.database().tables().contains(QStringLiteral("left_over")));

        // Names that are not plain identifiers are refused (with a warning).
        QVERIFY(freshPostgresDatabase(QStringLiteral("Bad\"Name")).isEmpty());
    }

    void positionalPlaceholders()
    {
        const QString url = freshPostgresDatabase(QStringLiteral("tst_pg_infra_placeholders"));
        QVERIFY(!url.isEmpty());
        PostgresTestConnection connection(url);
        QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
        QSqlQuery q(connection.database());
        QVERIFY2(q.exec(QStringLiteral("CREATE TABLE card (id bigserial PRIMARY KEY, "
                                       "model text NOT NULL UNIQUE, memory_gb double precision, "
                                       "note text)")),
            qPrintable(q.lastError().text()));

        QVERIFY(q.prepare(
            QStringLiteral("INSERT INTO card (model, memory_gb, note) VALUES (?, ?, ?)")));
        q.addBindValue(QStringLiteral("GeForce RTX 3060"));
        q.addBindValue(12.0);
        q.addBindValue(QStringLiteral("显卡 ‘quoted’ 'text'"));
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        QCOMPARE(q.numRowsAffected(), 1);
        // lastInsertId() works: QPSQL runs SELECT lastval(), the value the session's last
        // nextval() gave (a serial or identity column). See insertReturningId() for its limits.
        QCOMPARE(q.lastInsertId().toLongLong(), 1);

        // A NULL through a placeholder, then the rows read back through one.
        QVERIFY(q.prepare(
            QStringLiteral("INSERT INTO card (model, memory_gb, note) VALUES (?, ?, ?)")));
        q.addBindValue(QStringLiteral("GeForce GTX 1080"));
        q.addBindValue(8.0);
        q.addBindValue(QVariant(QMetaType::fromType<QString>()));
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));

        QVERIFY(q.prepare(QStringLiteral(
            "SELECT model, memory_gb, note FROM card WHERE memory_gb >= ? ORDER BY id")));
        q.addBindValue(8);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("GeForce RTX 3060"));
        QCOMPARE(q.value(1).toDouble(), 12.0);
        QCOMPARE(q.value(2).toString(), QStringLiteral("显卡 ‘quoted’ 'text'"));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("GeForce GTX 1080"));
        QVERIFY(q.value(2).isNull());
        QVERIFY(!q.next());

        // Named placeholders work too.
        QVERIFY(q.prepare(QStringLiteral("SELECT count(*) FROM card WHERE memory_gb > :m")));
        q.bindValue(QStringLiteral(":m"), 10);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }

    void insertReturningId()
    {
        const QString url = freshPostgresDatabase(QStringLiteral("tst_pg_infra_returning"));
        QVERIFY(!url.isEmpty());
        PostgresTestConnection connection(url);
        QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
        QSqlQuery q(connection.database());
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE price (id bigint GENERATED ALWAYS AS IDENTITY "
                                      "PRIMARY KEY, amount numeric(12,2) NOT NULL)")));
        QVERIFY(q.prepare(QStringLiteral("INSERT INTO price (amount) VALUES (?) RETURNING id")));
        for (const qlonglong expected : {1, 2, 3}) {
            q.addBindValue(QStringLiteral("2399.50"));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            QVERIFY(q.next());
            QCOMPARE(q.value(0).toLongLong(), expected);
            QVERIFY(!q.next());
        }
        // lastInsertId() is the session's lastval(), whatever table the sequence belongs to: an
        // INSERT into a table without one leaves it at the id above. RETURNING is exact.
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE note (body text)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO note VALUES ('no sequence here')")));
        QCOMPARE(q.lastInsertId().toLongLong(), 3);
        {
            // A session that has not used a sequence yet: lastval() fails, no value.
            PostgresTestConnection other(url);
            QVERIFY2(other.isOpen(), qPrintable(other.errorText()));
            QSqlQuery o(other.database());
            QVERIFY(o.exec(QStringLiteral("INSERT INTO note VALUES ('other session')")));
            QVERIFY(!o.lastInsertId().isValid());
        }

        // numeric comes back as a double unless the query asks for high precision (text).
        QVERIFY(q.exec(QStringLiteral("SELECT amount FROM price WHERE id = 3")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("2399.5"));
        QCOMPARE(q.value(0).toDouble(), 2399.5);
        q.setNumericalPrecisionPolicy(QSql::HighPrecision);
        QVERIFY(q.exec(QStringLiteral("SELECT amount FROM price WHERE id = 3")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("2399.50"));
    }

    void sqlStateInNativeErrorCode()
    {
        const QString url = freshPostgresDatabase(QStringLiteral("tst_pg_infra_errors"));
        QVERIFY(!url.isEmpty());
        PostgresTestConnection connection(url);
        QVERIFY2(connection.isOpen(), qPrintable(connection.errorText()));
        QSqlQuery q(connection.database());
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE t (k text PRIMARY KEY)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO t VALUES ('a')")));

        QVERIFY(!q.exec(QStringLiteral("INSERT INTO t VALUES ('a')")));
        QCOMPARE(q.lastError().nativeErrorCode(), QStringLiteral("23505")); // unique_violation
        QCOMPARE(q.lastError().type(), QSqlError::StatementError);

        QVERIFY(q.prepare(QStringLiteral("INSERT INTO t VALUES (?)")));
        q.addBindValue(QStringLiteral("a"));
        QVERIFY(!q.exec());
        QCOMPARE(q.lastError().nativeErrorCode(), QStringLiteral("23505"));

        QVERIFY(!q.exec(QStringLiteral("SELECT * FROM missing_table")));
        QCOMPARE(q.lastError().nativeErrorCode(), QStringLiteral("42P01")); // undefined_table
        QVERIFY(!q.exec(QStringLiteral("SELEC 1")));
        QCOMPARE(q.lastError().nativeErrorCode(), QStringLiteral("42601")); // syntax_error
        qInfo().noquote() << "a failed statement:" << q.lastError().text();

        // A connection refused by the server (no such database) carries no SQLSTATE.
        PostgresTestConnection missing(
            postgresUrlOfDatabase(url, QStringLiteral("tst_pg_infra_no_such_database")));
        QVERIFY(!missing.isOpen());
        const QSqlError openError = missing.database().lastError();
        QCOMPARE(openError.type(), QSqlError::ConnectionError);
        QVERIFY(openError.text().contains(QStringLiteral("does not exist")));
        qInfo().noquote() << "open() of a missing database: nativeErrorCode"
                          << openError.nativeErrorCode() << "text" << openError.text();
    }

    void otherRole()
    {
        const QString url = freshPostgresDatabase(QStringLiteral("tst_pg_infra_roles"));
        QVERIFY(!url.isEmpty());
        {
            PostgresTestConnection admin(url);
            QVERIFY2(admin.isOpen(), qPrintable(admin.errorText()));
            QSqlQuery q(admin.database());
            QVERIFY2(q.exec(QStringLiteral(
                         "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = "
                         "'tst_pg_infra_reader') THEN CREATE ROLE tst_pg_infra_reader LOGIN; "
                         "END IF; END $$")),
                qPrintable(q.lastError().text()));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE secret (x integer)")));
        }
        PostgresTestConnection reader(postgresUrlAs(url, QStringLiteral("tst_pg_infra_reader")));
        QVERIFY2(reader.isOpen(), qPrintable(reader.errorText()));
        QSqlQuery q(reader.database());
        QVERIFY(q.exec(QStringLiteral("SELECT current_user")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("tst_pg_infra_reader"));
        QVERIFY(!q.exec(QStringLiteral("SELECT * FROM secret")));
        QCOMPARE(
            q.lastError().nativeErrorCode(), QStringLiteral("42501")); // insufficient_privilege
    }

    void closedPortFailsQuickly()
    {
        const LocalPort closed(false);
        QVERIFY(closed.port() > 0);
        QElapsedTimer timer;
        timer.start();
        PostgresTestConnection connection(serverPortUrl(closed.port(), QStringLiteral("postgres")));
        const qint64 ms = timer.elapsed();
        QVERIFY(!connection.isOpen());
        const QSqlError error = connection.database().lastError();
        QCOMPARE(error.type(), QSqlError::ConnectionError);
        QVERIFY(error.nativeErrorCode().isEmpty()); // no SQLSTATE without a server
        QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
        qInfo().noquote() << "open() on a closed port: false after" << ms << "ms:" << error.text();
    }

    void silentServerTimesOut()
    {
        // Without connect_timeout, open() would wait for an answer for ever.
        const LocalPort silent(true);
        QVERIFY(silent.port() > 0);
        QElapsedTimer timer;
        timer.start();
        PostgresTestConnection connection(serverPortUrl(silent.port(), QStringLiteral("postgres")));
        const qint64 ms = timer.elapsed();
        QVERIFY(!connection.isOpen());
        QCOMPARE(connection.database().lastError().type(), QSqlError::ConnectionError);
        QVERIFY2(ms >= 2500 && ms < 10000, qPrintable(QString::number(ms)));
        qInfo().noquote() << "open() on a server that does not answer: false after" << ms
                          << "ms:" << connection.database().lastError().text();
    }
};

QTEST_GUILESS_MAIN(TestPgInfra)
#include "tst_pg_infra.moc"
