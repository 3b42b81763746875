// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: reading a whole table of an SQLite catalog straight through SQLite's C
// API, on the connection Qt's QSQLITE driver opened (QSqlDriver::handle(), as Qt's documentation
// shows). Every command reads every row at start; through QSqlQuery each text value is converted
// by SQLite to UTF-16 and copied twice on the way (measured: about 40 % of loading the built-in
// catalog, docs/performance.md). Here a row's values are read as QSqlQuery would give them —
// NULL as an invalid QVariant, INTEGER as qint64, REAL as double, TEXT as QString (from its
// UTF-8 bytes), BLOB as QByteArray — so the column tables' readers see no difference.

#include <QString>
#include <QVariant>

#include <functional>

class QSqlDatabase;
struct sqlite3_stmt;

namespace gpu {

/// One row of a running statement; valid only inside the callback of forEachSqliteRow().
class SqliteRow
{
public:
    explicit SqliteRow(sqlite3_stmt *statement)
        : m_statement(statement)
    { }
    QVariant value(int column) const;
    int count() const;

private:
    sqlite3_stmt *m_statement;
};

enum class SqliteReadResult
{
    Done, ///< every row went to the callback
    Failed, ///< the statement failed; `error` says why
    Unavailable, ///< `db` is not an open QSQLITE connection with a handle: use QSqlQuery
    Stopped, ///< `stop` said so: the rows so far went to the callback
};

/// Runs `sql` (a SELECT) on `db` and calls `row` for each row, in order. `stop`, when given, is
/// asked after each row and while SQLite works towards the next one (every 1,000 of its
/// steps: a sort before the first row included); true ends the statement (Stopped).
SqliteReadResult forEachSqliteRow(const QSqlDatabase &db, const QString &sql,
    const std::function<void(const SqliteRow &)> &row, QString *error,
    const std::function<bool()> &stop = {});

} // namespace gpu
