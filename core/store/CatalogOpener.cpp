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
    const std::function<CatalogData()> builtin
        = options.builtin ? options.builtin : [] { return BuiltinCatalog::load().data; };
    const QString version = options.builtin ? options.builtinVersion : BuiltinCatalog::version();
    opened.report = opened.database->open(
        options.databasePath.isEmpty() ? CatalogDatabase::defaultPath() : options.databasePath,
        builtin, version);
    if (!options.loadRows)
        return opened;
    opened.data = reloadCatalog(*opened.database, &opened.error, options.workstations,
        options.pricesOnly && !opened.database->isServer());
    if (options.snapshotWhenOpened && opened.database->isServer() && opened.error.isEmpty())
        opened.snapshotError = opened.database->updateSnapshot();
    return opened;
}

CatalogData reloadCatalog(
    const CatalogDatabase &database, QString *error, bool workstations, bool pricesOnly)
{
    QString problem;
    CatalogData data = CatalogRepository(database.connectionName()).loadAll(&problem, pricesOnly);
    // SXM and OAM modules also as the servers they are sold in, PCIe and desktop cards as
    // workstations of several (derived, never stored).
    addServerSystems(data, workstations);
    if (error)
        *error = problem;
    return data;
}

} // namespace gpu
