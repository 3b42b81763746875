// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's rows read through SQLite's C API (core/store/SqliteRows.h) must reach the column
// tables exactly as QSqlQuery gives them: same values, same types, NULL as NULL.
#include "SqliteRows.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace gpu;

class TestSqliteRows : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QSqlDatabase m_db;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("rows"));
        m_db.setDatabaseName(m_dir.filePath(QStringLiteral("rows.sqlite")));
        QVERIFY(m_db.open());
        QSqlQuery q(m_db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE t (id INTEGER PRIMARY KEY, whole INTEGER, "
                                      "real REAL, text TEXT, data BLOB)")));
        QVERIFY(q.prepare(
            QStringLiteral("INSERT INTO t (whole, real, text, data) VALUES (?, ?, ?, ?)")));
        const QList<QVariantList> rows = {
            {qint64(24), 936.2, QStringLiteral("NVIDIA GeForce RTX 3090"),
                QByteArray("\x00\x01", 2)},
            {qint64(9007199254740993LL), 0.1, QStringLiteral("国行零售价 12,999 元"), QVariant()},
            {QVariant(), QVariant(), QString(""), QVariant()},
            {qint64(-1), 1e-300, QStringLiteral("emoji 🚀 and a\nnew line"), QByteArray()},
        };
        for (const QVariantList &row : rows) {
            for (int i = 0; i < row.size(); ++i)
                q.bindValue(i, row.at(i));
            QVERIFY2(q.exec(), qPrintable(q.lastQuery()));
        }
    }

    void cleanupTestCase()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("rows"));
    }

    void everyValueReadsAsQSqlQueryReadsIt()
    {
        const QString sql = QStringLiteral("SELECT id, whole, real, text, data FROM t ORDER BY id");
        QList<QVariantList> expected;
        QSqlQuery q(m_db);
        QVERIFY(q.exec(sql));
        while (q.next()) {
            QVariantList row;
            for (int i = 0; i < q.record().count(); ++i)
                row.append(q.value(i));
            expected.append(row);
        }
        q.finish();
        QCOMPARE(expected.size(), 4);

        QList<QVariantList> direct;
        QString error;
        const SqliteReadResult result = forEachSqliteRow(
            m_db, sql,
            [&](const SqliteRow &r) {
                QVariantList row;
                for (int i = 0; i < r.count(); ++i)
                    row.append(r.value(i));
                direct.append(row);
            },
            &error);
        QCOMPARE(result, SqliteReadResult::Done);
        QVERIFY(error.isEmpty());
        QCOMPARE(direct.size(), expected.size());
        for (int r = 0; r < expected.size(); ++r) {
            for (int c = 0; c < expected.at(r).size(); ++c) {
                const QVariant &want = expected.at(r).at(c);
                const QVariant &got = direct.at(r).at(c);
                QVERIFY2(got.isNull() == want.isNull(),
                    qPrintable(QStringLiteral("row %1, column %2").arg(r).arg(c)));
                if (!want.isNull()) {
                    QCOMPARE(got.typeId(), want.typeId());
                    QCOMPARE(got, want);
                }
            }
        }
        QCOMPARE(direct.at(1).at(3).toString(), QStringLiteral("国行零售价 12,999 元"));
        QCOMPARE(direct.at(1).at(1).toLongLong(), 9007199254740993LL);
    }

    void aFailingStatementSaysWhy()
    {
        QString error;
        int rows = 0;
        const SqliteReadResult result = forEachSqliteRow(
            m_db, QStringLiteral("SELECT nothing FROM t"), [&](const SqliteRow &) { ++rows; },
            &error);
        QCOMPARE(result, SqliteReadResult::Failed);
        QCOMPARE(rows, 0);
        QVERIFY2(error.contains(QStringLiteral("nothing")), qPrintable(error));
    }

    // A stop (the window's reader, cancelled or replaced) ends the statement after the row it is
    // asked at, and also while SQLite still sorts towards the first row.
    void aStopEndsTheStatement()
    {
        QString error;
        int rows = 0;
        QCOMPARE(forEachSqliteRow(
                     m_db, QStringLiteral("SELECT id FROM t ORDER BY id"),
                     [&](const SqliteRow &) { ++rows; }, &error, [&] { return rows >= 2; }),
            SqliteReadResult::Stopped);
        QCOMPARE(rows, 2);
        QVERIFY(error.isEmpty());
        // Asked before the first row: a sort of a recursive series of 100,000 numbers.
        rows = 0;
        QCOMPARE(forEachSqliteRow(
                     m_db,
                     QStringLiteral("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM "
                                    "n WHERE x < 100000) SELECT x FROM n ORDER BY -x"),
                     [&](const SqliteRow &) { ++rows; }, &error, [] { return true; }),
            SqliteReadResult::Stopped);
        QCOMPARE(rows, 0);
        // Without a stop, the same statement reads every row.
        QCOMPARE(forEachSqliteRow(
                     m_db,
                     QStringLiteral("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM "
                                    "n WHERE x < 100000) SELECT x FROM n ORDER BY -x"),
                     [&](const SqliteRow &) { ++rows; }, &error),
            SqliteReadResult::Done);
        QCOMPARE(rows, 100000);
    }

    void aClosedConnectionIsLeftToQSqlQuery()
    {
        QSqlDatabase closed
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("closed"));
        QString error;
        QCOMPARE(forEachSqliteRow(
                     closed, QStringLiteral("SELECT 1"), [](const SqliteRow &) {}, &error),
            SqliteReadResult::Unavailable);
        closed = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("closed"));
    }
};

QTEST_GUILESS_MAIN(TestSqliteRows)
#include "tst_sqlite_rows.moc"
