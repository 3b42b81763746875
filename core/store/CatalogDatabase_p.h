// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to CatalogDatabase (CatalogDatabase.cpp, CatalogDatabaseServer.cpp,
// CatalogDatabaseFaults.cpp).

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace gpu::database {

/// The schema version: PRAGMA user_version in SQLite; on PostgreSQL the meta key schema_version
/// (0 for an empty database, -2 for one holding tables that are not a catalog).
int userVersion(QSqlDatabase &db);

/// Checks the first bytes of the file without SQLite: an empty, zeroed or foreign file is
/// recognised before SQLite is asked to open it. Empty when it looks like an SQLite file.
QString headerProblem(const QString &path);

/// SQLITE_BUSY or SQLITE_LOCKED (by the native code, or the text): another connection holds
/// the file, which says nothing about the file itself (CatalogDatabaseFaults.cpp).
bool isBusyError(const QSqlError &error);
/// An error of this computer's, not of the file: a full disk or file-size limit, an I/O error,
/// no memory, a file or WAL index that cannot be opened or written (SQLite's PERM, NOMEM,
/// READONLY, IOERR, FULL, CANTOPEN, PROTOCOL). Such a file is never taken for damage.
bool isEnvironmentError(const QSqlError &error);
bool isEnvironmentText(const QString &text);

} // namespace gpu::database
