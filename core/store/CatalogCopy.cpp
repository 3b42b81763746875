// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogCopy.h"

#include "CatalogRepository.h"
#include "SqlDialect.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <cstdio>

namespace gpu {

namespace {

// The messages' translation context.
class CatalogCopy
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCopy)
};

// Parents before children: a row is inserted after the card it refers to.
const char *const kTables[] = {"meta", "cards", "models", "prices", "benchmarks", "cloud_offerings",
    "exchange_rates", "feeds"};

QStringList columnsOf(const QSqlDatabase &db, const QString &table)
{
    QStringList names;
    const QSqlRecord record = db.record(table);
    for (int i = 0; i < record.count(); ++i)
        names.append(record.fieldName(i));
    return names;
}

QString placeholderRow(int columns)
{
    QStringList marks;
    for (int i = 0; i < columns; ++i)
        marks.append(QStringLiteral("?"));
    return QLatin1Char('(') + marks.join(QStringLiteral(", ")) + QLatin1Char(')');
}

// Inserts rows into `table` as they are read: each value goes straight into a statement of many
// rows (one round trip to a server for many rows instead of one per row), with no copy of the
// rows in between; finish() stores the last, shorter chunk.
class RowInserter
{
public:
    RowInserter(const QSqlDatabase &db, const QString &table, const QStringList &columns)
        : m_db(db)
        , m_columns(int(columns.size()))
        , m_perStatement(std::max(1, 900 / m_columns))
        , m_head(QStringLiteral("INSERT INTO %1 (%2) VALUES ")
                     .arg(table, columns.join(QStringLiteral(", "))))
        , m_full(db)
    { }

    /// Binds the current row of `read` (its first columns, in the order given); stores the chunk
    /// when it is full.
    QString add(const QSqlQuery &read)
    {
        if (m_rows == 0 && !m_prepared) {
            if (!m_full.prepare(statement(m_perStatement)))
                return m_full.lastError().text();
            m_prepared = true;
        }
        const int first = m_rows * m_columns;
        for (int i = 0; i < m_columns; ++i)
            m_full.bindValue(first + i, read.value(i));
        if (++m_rows < m_perStatement)
            return {};
        m_rows = 0;
        return m_full.exec() ? QString() : m_full.lastError().text();
    }

    /// Stores the rows bound since the last full chunk.
    QString finish()
    {
        if (m_rows == 0)
            return {};
        QSqlQuery last(m_db);
        if (!last.prepare(statement(m_rows)))
            return last.lastError().text();
        for (int i = 0; i < m_rows * m_columns; ++i)
            last.bindValue(i, m_full.boundValue(i));
        m_rows = 0;
        return last.exec() ? QString() : last.lastError().text();
    }

private:
    QString statement(int rows) const
    {
        const QString row = placeholderRow(m_columns);
        QStringList marks;
        for (int i = 0; i < rows; ++i)
            marks.append(row);
        return m_head + marks.join(QStringLiteral(", "));
    }

    QSqlDatabase m_db;
    int m_columns;
    int m_perStatement;
    QString m_head;
    QSqlQuery m_full;
    bool m_prepared = false;
    int m_rows = 0; ///< rows bound to m_full and not stored yet
};

bool beginWrite(QSqlDatabase &db, QString *error)
{
    QSqlQuery q(db);
    if (sqlEngine(db) == SqlEngine::PostgreSQL) {
        if (!db.transaction()) {
            *error = db.lastError().text();
            return false;
        }
        if (!q.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)")
                        .arg(CatalogRepository::WriterLockKey))) {
            *error = q.lastError().text();
            db.rollback();
            return false;
        }
        return true;
    }
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE"))) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

QString copyRows(QSqlDatabase &from, QSqlDatabase &to)
{
    for (int t = int(std::size(kTables)) - 1; t >= 0; --t) {
        const QString table = QLatin1String(kTables[t]);
        QSqlQuery q(to);
        const QString where = table == QLatin1String("meta")
            ? QStringLiteral(" WHERE key <> 'schema_version'")
            : QString();
        if (!q.exec(QStringLiteral("DELETE FROM %1%2").arg(table, where)))
            return CatalogCopy::tr("%1: %2").arg(table, q.lastError().text());
    }
    for (const char *name : kTables) {
        const QString table = QLatin1String(name);
        const QStringList columns = columnsOf(from, table);
        const QStringList targetColumns = columnsOf(to, table);
        for (const QString &c : columns) {
            if (!targetColumns.contains(c))
                return CatalogCopy::tr(
                    "%1: the target has no column %2 (is it the same schema version?)")
                    .arg(table, c);
        }
        QSqlQuery read(from);
        read.setForwardOnly(true);
        const QString where = table == QLatin1String("meta")
            ? QStringLiteral(" WHERE key <> 'schema_version'")
            : QString();
        const QString order
            = table == QLatin1String("meta") ? QStringLiteral("key") : QStringLiteral("id");
        if (!read.exec(QStringLiteral("SELECT %1 FROM %2%3 ORDER BY %4")
                           .arg(columns.join(QStringLiteral(", ")), table, where, order)))
            return CatalogCopy::tr("%1: %2").arg(table, read.lastError().text());
        {
            // Its prepared statements are freed before the next statement: one that fails aborts
            // a PostgreSQL transaction, which then refuses to free them.
            RowInserter insert(to, table, columns);
            while (read.next()) {
                if (const QString e = insert.add(read); !e.isEmpty())
                    return CatalogCopy::tr("%1: %2").arg(table, e);
            }
            if (read.lastError().isValid())
                return CatalogCopy::tr("%1: %2").arg(table, read.lastError().text());
            if (const QString e = insert.finish(); !e.isEmpty())
                return CatalogCopy::tr("%1: %2").arg(table, e);
        }
        if (sqlEngine(to) == SqlEngine::PostgreSQL && table != QLatin1String("meta")) {
            QSqlQuery seq(to);
            if (!seq.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), "
                                         "COALESCE(MAX(id), 0) + 1, false) FROM %1")
                              .arg(table)))
                return CatalogCopy::tr("%1: %2").arg(table, seq.lastError().text());
        }
    }
    return {};
}

} // namespace

QString copyCatalogRows(const QString &fromConnection, const QString &toConnection)
{
    QSqlDatabase from = QSqlDatabase::database(fromConnection, false);
    QSqlDatabase to = QSqlDatabase::database(toConnection, false);
    QString error;
    if (!beginWrite(to, &error))
        return CatalogCopy::tr("cannot start a transaction: %1").arg(error);
    error = copyRows(from, to);
    if (!error.isEmpty()) {
        to.rollback();
        return error;
    }
    if (!to.commit()) {
        error = to.lastError().text();
        to.rollback();
        return CatalogCopy::tr("cannot commit: %1").arg(error);
    }
    return {};
}

int userRowCount(const QString &connection)
{
    QSqlQuery q(QSqlDatabase::database(connection, false));
    int total = 0;
    for (const char *table :
        {"cards", "models", "prices", "benchmarks", "cloud_offerings", "exchange_rates"}) {
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE origin = 'user'")
                        .arg(QLatin1String(table)))
            || !q.next())
            return -1;
        total += q.value(0).toInt();
    }
    return total;
}

} // namespace gpu
