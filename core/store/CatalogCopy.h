// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Moving a whole catalog between two open databases of the current schema, whatever their
// engines (core/store/SqlDialect.h): `gpu-advisor db copy` (a file to a shared catalog and back)
// and the shared catalog's local snapshot (writeSnapshot(), CatalogDatabase.h). Every row of every
// table goes across as it is, ids, origins and row stamps included, so the user rows stay
// attached to their cards and an export of either side reads the same.
//
// Errors: each function returns an empty string on success, or a translated sentence naming
// the table and the driver's message. A failed copy changes nothing in the target (one
// transaction).

#include <QString>

namespace gpu {

/// Replaces every row of the catalog at `toConnection` with the rows of `fromConnection` (meta
/// values too, except the target's own schema version), in one transaction on the target.
/// Identity counters of a PostgreSQL target continue after the copied ids.
QString copyCatalogRows(const QString &fromConnection, const QString &toConnection);

/// Rows of the user's own (origin 'user') in the catalog at `connection`, all tables together;
/// -1 when they cannot be counted.
int userRowCount(const QString &connection);

} // namespace gpu
