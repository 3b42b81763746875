// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The built-in catalog with its derived servers and workstations (ServerSystems.h), as the
// application loads it, and a verdict looked up by display name: for tst_servers and
// tst_workstations.

#include "BuiltinTestCatalog.h"
#include "Ranking.h"
#include "ServerSystems.h"

namespace gpu::test {

inline CatalogData catalogWithSystems()
{
    CatalogData data = builtinCatalog();
    addServerSystems(data);
    return data;
}

inline const CardVerdict *verdictNamed(const RankingResult &r, const QString &name)
{
    for (const CardVerdict &v : r.verdicts)
        if (v.key.displayName() == name)
            return &v;
    return nullptr;
}

} // namespace gpu::test
