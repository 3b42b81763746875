// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one way to open the catalog: the window's state (ui/AppState), the command line
// (cli/Cli.cpp, Context::openCatalog) and the benchmarks (bench/) all call openCatalog(). It
// chooses the database file (the default path unless one is given), the built-in catalog and its
// version (BuiltinCatalog unless the caller brings its own, as tests do), opens the database with
// its whole lifecycle (CatalogDatabase: creation, migrations, the built-in refresh, damaged files
// kept aside, in-memory fallback) and loads every row (CatalogRepository::loadAll).
//
// Errors: opening never fails (CatalogDatabase::open falls back to an in-memory copy of the
// built-in catalog); what happened to the file is in `report` (report.needsAttention(),
// report.message(), report.problem) for the caller to present. Only reading the rows can fail:
// then `error` is set (translated, from the database driver), and `data` holds what could be
// read. Nothing here prints or shows anything.

#include "CatalogData.h"
#include "CatalogDatabase.h"

#include <functional>
#include <memory>

namespace gpu {

struct CatalogOpenOptions
{
    /// empty = CatalogDatabase::defaultPath(); a `postgresql://` URL opens a shared catalog
    QString databasePath;
    /// For a shared catalog: a password from a prompt (never stored), whether an empty database
    /// gets the schema (`db init`), where its local snapshot lives (empty = the default).
    CatalogDatabase::ServerOptions server;
    /// The built-in catalog; empty = BuiltinCatalog::load() (tests pass their own). Called only
    /// when the database's built-in rows must be (re)loaded.
    std::function<CatalogData()> builtin;
    QString builtinVersion; ///< with `builtin`; ignored without it (BuiltinCatalog::version())
    QString connectionName = QStringLiteral("gpu-advisor"); ///< the QSQLITE connection's name
    /// A shared catalog's snapshot is written by openCatalog() (true) or left to the caller, who
    /// calls CatalogDatabase::updateSnapshot() when it suits (the window: after its first frame,
    /// so that writing the copy never delays the first painted window).
    bool snapshotWhenOpened = true;
    /// false: open the database (creation, migrations, the built-in refresh) but leave `data`
    /// empty; the caller reads the rows with reloadCatalog() when it suits (the window: right
    /// after its first frame, docs/performance.md, cold start).
    bool loadRows = true;
    /// Whether the catalog offers PCIe and desktop cards also as workstations of several cards
    /// (addWorkstationSystems(), ServerSystems.h); the GUI tests' seven-card catalog keeps its
    /// rows fixed with false.
    bool workstations = true;
    /// Read the cards, their prices and the exchange rates alone (CatalogRepository::loadAll):
    /// for a command that shows cards and prices (`list`), never for one that ranks or writes.
    /// A shared catalog (PostgreSQL) is read in full regardless, as its snapshot is made of it.
    bool pricesOnly = false;
    /// Run SQLite's integrity check whatever the markers say (`gpu-advisor check`;
    /// CatalogDatabase::IntegrityCheck). A damaged file is set aside as at any open.
    bool checkIntegrity = false;
    /// Called once when a database file another process holds is still held after 2 s, with a
    /// translated line naming the holder where this system tells it ("Waiting for …: it is in
    /// use by python3 (pid 4242)…"); the open then waits 3 s more before it gives up
    /// (OpenReport::Outcome::Busy). Unset: the wait is silent.
    std::function<void(const QString &)> waitNotice;
};

struct OpenedCatalog
{
    std::unique_ptr<CatalogDatabase> database; ///< open, never null after openCatalog()
    OpenReport report; ///< what happened to the file (present it when it needsAttention())
    CatalogData data; ///< every row of the database (or what could be read, see `error`)
    QString error; ///< empty, or why the rows could not all be read (translated)
    /// A shared catalog: empty, or why its local snapshot could not be written (not fatal: the
    /// session works; only a later session without the server would miss the newest rows).
    QString snapshotError;

    bool persistent() const { return report.persistent; }
};

/// Opens the database `options` name (the default one when empty) and loads it. A shared catalog
/// read in full is then written to its local snapshot (CatalogDatabase::updateSnapshot). See
/// above.
OpenedCatalog openCatalog(const CatalogOpenOptions &options = {});

/// Reads every row of an open database again (after an import or a price change); sets `error`
/// as openCatalog() does. `workstations` as CatalogOpenOptions::workstations.
CatalogData reloadCatalog(const CatalogDatabase &database, QString *error = nullptr,
    bool workstations = true, bool pricesOnly = false);

/// reloadCatalog() on the open connection `connectionName` (a clone on a worker thread:
/// CatalogReader), telling `progress` how far it is (CatalogRepository::LoadProgress: rows read,
/// rows in all; false stops the read, which then fails with "cancelled").
CatalogData readCatalogRows(const QString &connectionName, QString *error, bool workstations,
    const std::function<bool(qint64 rowsRead, qint64 rowsTotal)> &progress);

} // namespace gpu
