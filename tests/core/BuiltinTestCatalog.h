// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The application's built-in catalog and the performance model fitted on it, each made once per
// test program: for the tests that check the shipped advice (tst_model, tst_model_cache,
// tst_pick_consistency, tst_ranking_words).

#include "BuiltinCatalog.h"
#include "PerformanceModel.h"

namespace gpu::test {

inline const CatalogData &builtinCatalog()
{
    static const CatalogData data = BuiltinCatalog::load().data;
    return data;
}

inline const PerformanceModel &builtinModel()
{
    static const PerformanceModel model
        = PerformanceModel::fit(builtinCatalog().cards, builtinCatalog().benchmarks);
    return model;
}

} // namespace gpu::test
