// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalog that ships with the app: resources/catalog/{cards,prices,benchmarks,cloud}.csv,
// embedded as Qt resources and read through the same importer users use.

#include "CatalogImporter.h"

namespace gpu {

class BuiltinCatalog
{
public:
    /// The resource paths of the four files, in load order (cards first).
    static QStringList files();
    /// Identifies this build's catalog: a hash of the four files. A database whose recorded
    /// version differs gets its built-in rows refreshed.
    static QString version();
    /// Reads the built-in catalog (origin BuiltIn). Errors here are bugs in the shipped data and
    /// are caught by the test suite.
    static ImportResult load();
};

/// The built-in model catalog (:/catalog/models.csv, read by parseModelCatalog()). Loaded once.
/// The catalog a front end shows is CatalogData::models (the built-in models and the user's own,
/// from the database).
const QList<ModelSpec> &builtinModels();

} // namespace gpu
