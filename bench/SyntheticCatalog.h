// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Synthetic catalogs for the benchmarks: N cards made from the real built-in catalog, so the
// mix of vendors, forms, unknown figures and price/benchmark coverage stays realistic.
// Deterministic: the same N gives the same catalog on every run and machine.

#include "CatalogData.h"

namespace gpu::bench {

/// `cardCount` cards. The first base.cards.size() are the real cards unchanged; the others are
/// variants "GeForce RTX 4090 V17" of them with every figure scaled by a factor in [0.8, 1.2),
/// each with copies of its original's prices and benchmark results (scaled the same way).
/// Every string is a separate allocation, as when the catalog is read from the database.
CatalogData syntheticCatalog(const CatalogData &base, int cardCount);

/// `rowCount` benchmark results for cards of `base`, each different from the others and from
/// the built-in rows (value, batch size and date vary), for the import benchmark.
QList<BenchmarkResult> syntheticBenchmarks(const CatalogData &base, int rowCount);

} // namespace gpu::bench
