// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogOpener.h"

#include "BuiltinCatalog.h"
#include "CatalogRepository.h"
#include "ServerSystems.h"

namespace gpu {

OpenedCatalog openCatalog(const CatalogOpenOptions &options)
{
    OpenedCatalog opened;
    opened.database = std::make_unique<CatalogDatabase>(options.connectionName);
    opened.database->setServerOptions(options.server);
    opened.database->setWaitNotice(options.waitNotice);
    if (options.checkIntegrity)
        opened.database->setIntegrityCheck(CatalogDatabase::IntegrityCheck::Always);
    const std::function<CatalogData()> builtin
        = options.builtin ? options.builtin : [] { return BuiltinCatalog::load().data; };
    const QString version = options.builtin ? options.builtinVersion : BuiltinCatalog::version();
    opened.report = opened.database->open(
        options.databasePath.isEmpty() ? CatalogDatabase::defaultPath() : options.databasePath,
        builtin, version);
    if (!options.loadRows)
        return opened;
    const bool pricesOnly = options.pricesOnly && !opened.database->isServer();
    opened.data = reloadCatalog(*opened.database, &opened.error, options.workstations, pricesOnly);
    if (!opened.error.isEmpty() && CatalogDatabase::isDamageText(opened.error)
        && !opened.database->isServer() && opened.report.persistent
        && !opened.database->integrityChecked()) {
        // A query met damage the open did not check for (it checks after an unclean exit):
        // open again with the check, which sets a damaged file aside (OpenReport::Recovered).
        opened.database->setIntegrityCheck(CatalogDatabase::IntegrityCheck::Always);
        opened.report = opened.database->open(opened.report.path, builtin, version);
        opened.database->setIntegrityCheck(CatalogDatabase::IntegrityCheck::AfterUncleanExit);
        opened.error.clear();
        opened.data
            = reloadCatalog(*opened.database, &opened.error, options.workstations, pricesOnly);
    }
    if (options.snapshotWhenOpened && opened.database->isServer() && opened.error.isEmpty())
        opened.snapshotError = opened.database->updateSnapshot();
    return opened;
}

namespace {

CatalogData readRows(const QString &connectionName, QString *error, bool workstations,
    bool pricesOnly, const CatalogRepository::LoadProgress &progress)
{
    QString problem;
    CatalogData data = CatalogRepository(connectionName).loadAll(&problem, pricesOnly, progress);
    // SXM and OAM modules also as the servers they are sold in, PCIe and desktop cards as
    // workstations of several (derived, never stored).
    addServerSystems(data, workstations);
    if (error)
        *error = problem;
    return data;
}

} // namespace

CatalogData reloadCatalog(
    const CatalogDatabase &database, QString *error, bool workstations, bool pricesOnly)
{
    return readRows(database.connectionName(), error, workstations, pricesOnly, {});
}

CatalogData readCatalogRows(const QString &connectionName, QString *error, bool workstations,
    const std::function<bool(qint64, qint64)> &progress)
{
    return readRows(connectionName, error, workstations, false, progress);
}

} // namespace gpu
