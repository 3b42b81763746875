// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user's catalog database: where it lives, how it is created, migrated, refreshed with a
// newer built-in catalog, and what happens when it is damaged. One object owns one named
// QSQLITE connection (the name is stored, never a QSqlDatabase member).
//
// Lifecycle (docs/database.md):
//  - missing file            -> created from db/schema.sql and the built-in catalog;
//  - older schema            -> numbered migrations (db/migrations/NNN_*.sql), each in one
//                               transaction, then the built-in refresh;
//  - tables but user_version 0 -> recognised as schema 1 if its tables are ours, then as above;
//  - built-in catalog changed -> built-in rows replaced, the user's own rows kept untouched;
//  - newer schema            -> never written to; the session runs on an in-memory copy of the
//                               built-in catalog and the user is told to update the app;
//  - damaged (empty, truncated, zeroed header, not SQLite, failed integrity check, not ours)
//                            -> the file is kept as "<name>.damaged-<timestamp>", a new database
//                               is created in its place; if that fails, in-memory fallback;
//  - read-only file          -> opened read-only if it is current (changes cannot be saved),
//                               otherwise in-memory fallback.
// Nothing here shows a dialog: the outcome is an OpenReport the caller presents.

#include "CatalogData.h"

#include <QCoreApplication>
#include <QString>

class QSqlDatabase;

namespace gpu {

struct OpenReport
{
    enum class Outcome
    {
        Opened, ///< existing database, current schema
        Created, ///< new file created
        Migrated, ///< older schema upgraded
        Recovered, ///< damaged file kept aside, new database created in its place
        ReadOnly, ///< opened without write access
        NewerSchema, ///< file from a newer app: untouched, running in memory
        InMemory, ///< could not use the file at all: running in memory
    };
    Outcome outcome = Outcome::Opened;
    QString path; ///< the database file asked for
    QString keptAs; ///< where a damaged file was moved, if it was
    QString problem; ///< what was wrong with the file, if anything (translated)
    int schemaVersionFound = 0;
    bool builtinRefreshed = false; ///< built-in rows were (re)loaded
    bool writable = true; ///< changes will be saved
    bool persistent = true; ///< false when running on an in-memory database

    /// True when the user should be told something (anything other than Opened/Created/Migrated).
    bool needsAttention() const;
    /// A translated message naming the file, what happened and what to do.
    QString message() const;
};

class CatalogDatabase
{
    Q_DECLARE_TR_FUNCTIONS(CatalogDatabase)
public:
    /// Schema version this build reads and writes (PRAGMA user_version).
    static constexpr int SchemaVersion = 3;

    explicit CatalogDatabase(const QString &connectionName = QStringLiteral("gpu-advisor"));
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    /// Opens (or creates) the database at `path` as described above. `builtin` is called only if
    /// the built-in rows must be (re)loaded; `builtinVersion` identifies the shipped catalog.
    /// Never fails: at worst the result runs in memory with the built-in catalog.
    OpenReport open(const QString &path, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);

    /// Opens an in-memory database with the built-in catalog (tests, fallback).
    OpenReport openInMemory(const CatalogData &builtin, const QString &builtinVersion);

    QString connectionName() const { return m_connectionName; }
    QSqlDatabase database() const;
    bool isWritable() const { return m_writable; }

    /// The default location: <AppDataLocation>/catalog.sqlite.
    static QString defaultPath();

    /// Splits an SQL script into statements (the QSQLITE driver runs one per exec()).
    static QStringList splitStatements(const QString &script);
    /// The schema text (db/schema.sql) and the migration scripts (index 0 = migration 1).
    static QString schemaScript();
    static QStringList migrationScripts();

    /// Applies migrations from the database's version up to SchemaVersion; each step in one
    /// transaction. Returns an error message, or empty on success. Exposed for tests.
    static QString migrate(const QString &connectionName);

private:
    bool openConnection(const QString &file, bool readOnly, QString *error);
    void closeConnection();
    QString createSchema();
    QString refreshBuiltin(const std::function<CatalogData()> &builtin,
        const QString &builtinVersion, bool *refreshed);
    OpenReport fallBackToMemory(OpenReport report, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);

    QString m_connectionName;
    bool m_writable = false;
};

} // namespace gpu
