// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteRows.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QSqlDriver>

#include <sqlite3.h>

namespace gpu {

QVariant SqliteRow::value(int column) const
{
    switch (sqlite3_column_type(m_statement, column)) {
    case SQLITE_INTEGER:
        return QVariant(qint64(sqlite3_column_int64(m_statement, column)));
    case SQLITE_FLOAT:
        return QVariant(sqlite3_column_double(m_statement, column));
    case SQLITE_TEXT: {
        // sqlite3_column_text() before sqlite3_column_bytes(), as SQLite's documentation asks.
        const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
        const int bytes = sqlite3_column_bytes(m_statement, column);
        QString value = QString::fromUtf8(text, bytes);
        // fromUtf8() makes room for one UTF-16 unit per byte: a Chinese note would keep three
        // times its size for as long as the catalog is loaded.
        if (value.size() < bytes)
            value.squeeze();
        return QVariant(value);
    }
    case SQLITE_BLOB: {
        const auto *data = static_cast<const char *>(sqlite3_column_blob(m_statement, column));
        return QVariant(QByteArray(data, sqlite3_column_bytes(m_statement, column)));
    }
    default: // SQLITE_NULL
        return QVariant();
    }
}

int SqliteRow::count() const
{
    return sqlite3_column_count(m_statement);
}

SqliteReadResult forEachSqliteRow(const QSqlDatabase &db, const QString &sql,
    const std::function<void(const SqliteRow &)> &row, QString *error,
    const std::function<bool()> &stop)
{
    if (!db.isOpen() || db.driverName() != QLatin1String("QSQLITE") || !db.driver())
        return SqliteReadResult::Unavailable;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return SqliteReadResult::Unavailable;
    sqlite3 *connection = *static_cast<sqlite3 *const *>(handle.constData());
    if (!connection)
        return SqliteReadResult::Unavailable;

    const QByteArray utf8 = sql.toUtf8();
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(connection, utf8.constData(), int(utf8.size()), &statement, nullptr)
        != SQLITE_OK) {
        if (error)
            *error = QString::fromUtf8(sqlite3_errmsg(connection));
        sqlite3_finalize(statement);
        return SqliteReadResult::Failed;
    }
    // A stop is asked every 1,000 virtual-machine steps too, so that sorting a large table
    // before its first row (ORDER BY) ends as soon as it is asked to.
    const auto asked = [](void *stopAsked) {
        return (*static_cast<const std::function<bool()> *>(stopAsked))() ? 1 : 0;
    };
    if (stop)
        sqlite3_progress_handler(
            connection, 1000, asked, const_cast<std::function<bool()> *>(&stop));
    int step = SQLITE_ROW;
    bool stopped = false;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        row(SqliteRow(statement));
        if (stop && stop()) {
            stopped = true;
            break;
        }
    }
    if (stop)
        sqlite3_progress_handler(connection, 0, nullptr, nullptr);
    stopped = stopped || (stop && step == SQLITE_INTERRUPT);
    const bool done = step == SQLITE_DONE;
    if (!done && !stopped && error)
        *error = QString::fromUtf8(sqlite3_errmsg(connection));
    sqlite3_finalize(statement);
    if (stopped)
        return SqliteReadResult::Stopped;
    return done ? SqliteReadResult::Done : SqliteReadResult::Failed;
}

} // namespace gpu
