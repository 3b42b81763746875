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
//                               otherwise in-memory fallback;
//  - busy (another process holds the file locked past the busy timeout: SQLITE_BUSY or
//    SQLITE_LOCKED)          -> never taken for damage: nothing is renamed or written, the
//                               session runs on the built-in catalog in memory and the user is
//                               told the file is in use and to try again (Outcome::Busy).
// A file the app writes is put in WAL mode (readers never wait for a writer; writers wait up to
// up to 60 s for each other), so two windows or a window and a scheduled import
// share one file.
//
// A shared catalog on a PostgreSQL server (`postgresql://[user@]host[:port]/dbname` as the
// path; docs/lab.md) follows the same steps on the server, with these differences:
//  - an empty database is given the schema only when asked (ServerOptions::createSchema, the
//    command `db init`); a database holding other tables is never touched;
//  - migrations and the built-in refresh run under a server-wide advisory lock, so two people
//    starting a new version at once do not both migrate;
//  - a role without INSERT rights gets a read-only session (Outcome::ReadOnly, `shared`);
//  - a server that cannot be reached (or refuses the login) gives Outcome::ServerUnreachable:
//    the session runs read-only on the last copy read from that server (the local snapshot,
//    written by CatalogOpener after each successful read), or on the built-in catalog in memory
//    when there is none. Nothing is ever written to the snapshot as if it were the server.
// Nothing here shows a dialog: the outcome is an OpenReport the caller presents.

#include "CatalogData.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

class QSqlDatabase;

namespace gpu {

struct ServerAddress;

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
        ServerUnreachable, ///< shared catalog not reachable: its snapshot (read-only) or memory
        Busy, ///< the file is locked by another process: untouched, running in memory
    };
    Outcome outcome = Outcome::Opened;
    QString path; ///< the database file asked for
    QString keptAs; ///< where a damaged file was moved, if it was
    QString detailsLog; ///< Recovered: the integrity check's whole text ("<keptAs>.log"), if long
    QString problem; ///< what was wrong with the file, if anything (translated)
    int schemaVersionFound = 0;
    bool builtinRefreshed = false; ///< built-in rows were (re)loaded
    bool writable = true; ///< changes will be saved
    bool persistent = true; ///< false when running on an in-memory database (or a snapshot)

    // A shared catalog on a PostgreSQL server (docs/lab.md).
    bool shared = false; ///< `path` is a server's address (shown without a password)
    QString role; ///< the database role connected as (shared, when connected)
    bool passwordNeeded = false; ///< the server asked for a password nobody gave (prompt, retry)
    QString snapshotPath; ///< ServerUnreachable: the local snapshot in use; empty when none
    QString snapshotTakenAt; ///< when that snapshot was read from the server (ISO 8601 UTC)
    /// snapshotTakenAt in local time as people read it: "2026-12-01 09:30".
    QString snapshotTakenAtText() const;

    /// True when the user should be told something (anything other than Opened/Created/Migrated).
    bool needsAttention() const;
    /// A translated message naming the file, what happened and what to do.
    QString message() const;
};

class CatalogDatabase
{
    Q_DECLARE_TR_FUNCTIONS(CatalogDatabase)
public:
    /// Schema version this build reads and writes (PRAGMA user_version in SQLite; the meta key
    /// schema_version on PostgreSQL).
    static constexpr int SchemaVersion = 7;

    /// How a shared catalog is opened (ignored for a database file).
    struct ServerOptions
    {
        QString password; ///< from a prompt; empty = libpq's ~/.pgpass or PGPASSWORD. Never stored.
        bool createSchema = false; ///< give an empty database the schema (`db init`)
        QString snapshotPath; ///< empty = snapshotPathFor(the address)
    };
    void setServerOptions(const ServerOptions &options) { m_serverOptions = options; }
    /// CatalogOpenOptions::waitNotice: said when a file another process holds is still held
    /// after 2 s of the start-up check.
    void setWaitNotice(std::function<void(const QString &)> notice)
    {
        m_waitNotice = std::move(notice);
    }
    /// Who holds the database file `path` open besides this process, where the system tells
    /// it (Linux: /proc): "python3 (pid 4242)", several joined by ", "; empty when unknown.
    static QString holdersOf(const QString &path);

    explicit CatalogDatabase(const QString &connectionName = QStringLiteral("gpu-advisor"));
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    /// When open() runs SQLite's integrity check (PRAGMA quick_check) on an existing file. By
    /// default only after an unclean exit: every process that opens a file to write leaves a
    /// marker beside it ("catalog.sqlite.open-PID.N") that a clean close removes, and a marker
    /// whose process is gone means one ended without closing (a crash, a kill, a power cut).
    /// SQLite's journal keeps the file whole through those; the check is for the disk's and
    /// other programs' damage, which a query also reports (openCatalog() then opens again with
    /// Always). Busy or locked files are never checked (Outcome::Busy).
    enum class IntegrityCheck
    {
        AfterUncleanExit,
        Always, ///< `gpu-advisor check`, and the open after a query reported damage
    };
    void setIntegrityCheck(IntegrityCheck check) { m_integrityCheck = check; }
    /// Whether the last open() ran the integrity check.
    bool integrityChecked() const { return m_integrityChecked; }
    /// Whether a marker beside `path` belongs to a process that is gone (see IntegrityCheck).
    static bool uncleanExitMarked(const QString &path);
    /// Whether `text` (a query's error) says the file is damaged: SQLite's "database disk
    /// image is malformed" or "file is not a database".
    static bool isDamageText(const QString &text);

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
    /// True when the open connection is a shared catalog's server (not its snapshot).
    bool isServer() const { return m_server; }
    /// The local snapshot of the shared catalog at `url` (a file under the app's data folder,
    /// named after the address without its password).
    static QString snapshotPathFor(const QString &url);
    /// Writes the open server's catalog to its snapshot file unless the snapshot already holds
    /// the server's current revision. Returns an error message, or empty. Only for a server.
    QString updateSnapshot() const;

    /// The default location: <AppDataLocation>/catalog.sqlite.
    static QString defaultPath();
    /// True for SQLite's "database is locked" / "busy" errors (in any message that quotes
    /// them): another process holds the file, which is neither damage nor the user's mistake.
    static bool isBusyText(const QString &text);
    /// Whether another process holds the SQLite file `path` locked right now, asked without
    /// waiting (a busy timeout of 0): the window's retries use it so that a file still held costs
    /// it no wait. False for a file that is free, missing or not SQLite.
    static bool isHeldByAnother(const QString &path);

    /// Splits an SQL script into statements (the QSQLITE driver runs one per exec()).
    static QStringList splitStatements(const QString &script);
    /// The schema text (db/schema.sql) and the migration scripts (index 0 = migration 1).
    static QString schemaScript();
    static QStringList migrationScripts();

    /// Applies migrations from the database's version up to SchemaVersion; each step in one
    /// transaction, on either engine. Returns an error message, or empty on success. Exposed for
    /// tests.
    static QString migrate(const QString &connectionName);
    /// Gives the open, empty database of `connectionName` the current schema (either engine),
    /// in one transaction. Returns an error message, or empty on success.
    static QString createSchemaOn(const QString &connectionName);
    /// The schema version of an open database: 0 for an empty one, -1 when it cannot be read,
    /// -2 for a PostgreSQL database holding tables but no catalog.
    static int schemaVersionOf(const QString &connectionName);

private:
    bool openConnection(const QString &file, bool readOnly, QString *error);
    // The steps of open() for a file: a damaged one moved aside and made anew, a new one, the
    // read-only inspection (an error for damage) and the writable rest (migrations, built-in).
    OpenReport recoverFile(OpenReport report, const QString &problem,
        const std::function<CatalogData()> &builtin, const QString &builtinVersion);
    OpenReport createFile(OpenReport report, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);
    /// Why a check that failed says nothing about the file itself.
    enum class CheckTrouble
    {
        None, ///< the answer is about the file: damage
        Busy, ///< another process holds the file
        Environment, ///< this computer: a full disk, no room for the WAL index, no memory
    };
    /// Empty when the file is sound; else why it is damaged, or (with *trouble set) why the
    /// check could not run.
    QString checkIntegrity(OpenReport &report, CheckTrouble *trouble);
    /// The schema version alone, for an open without the check; errors as checkIntegrity().
    QString readSchemaVersion(OpenReport &report, CheckTrouble *trouble);
    OpenReport openFile(const QString &path, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);
    /// This process's marker beside the file it opened to write (IntegrityCheck); removed by
    /// closeConnection(). Markers of processes that are gone are removed after a check.
    void placeMarker(const QString &path);
    /// Lets SQLite play back a hot rollback journal beside `path` (see open()).
    void playBackHotJournal(const QString &path);
    void removeMarker();
    static void removeStaleMarkers(const QString &path);
    /// The file cannot be read here for a reason of this computer's (a full disk): kept as it
    /// is, never set aside; the session runs in memory.
    OpenReport unreadableFile(OpenReport report, const QString &problem,
        const std::function<CatalogData()> &builtin, const QString &builtinVersion);
    void useWriteAheadLog();
    static bool walIndexCannotBeMade(const QString &file);
    static void keepDetails(OpenReport &report, const QString &problem);
    OpenReport busyFile(OpenReport report, const QString &problem,
        const std::function<CatalogData()> &builtin, const QString &builtinVersion);
    OpenReport upgradeAndRefresh(OpenReport report, bool adoptAsVersion1,
        const std::function<CatalogData()> &builtin, const QString &builtinVersion);
    OpenReport openServer(const QString &url, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);
    enum class ServerStep
    {
        Ready,
        ToMemory,
        ToSnapshot
    };
    ServerStep prepareServer(OpenReport &report, const ServerAddress &address,
        const std::function<CatalogData()> &builtin, const QString &builtinVersion);
    OpenReport fallBackToSnapshot(OpenReport report, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);
    void closeConnection();
    QString createSchema();
    QString refreshBuiltin(const std::function<CatalogData()> &builtin,
        const QString &builtinVersion, bool *refreshed);
    OpenReport fallBackToMemory(OpenReport report, const std::function<CatalogData()> &builtin,
        const QString &builtinVersion);

    QString m_connectionName;
    IntegrityCheck m_integrityCheck = IntegrityCheck::AfterUncleanExit;
    bool m_integrityChecked = false;
    QString m_marker;
    bool m_writable = false;
    bool m_server = false;
    ServerOptions m_serverOptions;
    std::function<void(const QString &)> m_waitNotice;
    /// Waits up to 5 s for another process to let go of the file `path` (setWaitNotice() told
    /// after 2 s); true when it did.
    bool waitForRelease(const QString &path) const;
    QString m_serverUrl; ///< the address asked for (with a password if it carried one)
};

/// Writes the catalog at `fromConnection` to the SQLite file `file` (a new database of the
/// current schema, swapped in whole when it is complete), recording `sourceName` and the time
/// (meta keys snapshot_of, snapshot_taken_at). Does nothing when `file` already holds the
/// source's current revision (meta key "revision", renewed by every committed write). Empty on
/// success, else a translated sentence (CatalogSnapshot.cpp).
QString writeSnapshot(
    const QString &fromConnection, const QString &file, const QString &sourceName);

} // namespace gpu
