// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The performance model's fitted parameters, kept in the catalog database so that a start, a
// command or a price edit does not fit them again (docs/performance.md, "The model never blocks").
//
// The parameters are keyed by a digest of everything PerformanceModel::fit() reads: each
// single-GPU measured result (all its fields but its row id and stamps), every spec field of the
// cards those results name, and a digest of the model's own source code made when the program is
// built (GPU_ADVISOR_MODEL_CODE_VERSION, core/CMakeLists.txt), so a new version of the fit never
// reads parameters an older one stored. Prices, cloud offerings, exchange rates, models and the
// spec fields of cards without a measured result are not part of it: editing them never refits.
//
// Storage: two keys of the database's `meta` table, `model_fit_inputs` (the digest, 32 hex
// digits) and `model_fit` (the parameters as compact JSON, doubles written so that they read back
// to the same bits). Storing is best effort: a read-only file, a server that refuses the write or
// a damaged value only means the next start fits again; nothing here fails.

#include "PerformanceModel.h"

#include <QByteArray>

#include <optional>

namespace gpu {

class CatalogDatabase;

/// The digest of what PerformanceModel::fit(cards, results) reads (see above), 32 hex digits
/// (a fast keyed hash, not a cryptographic one: it only tells a changed input from the same).
/// Cost: one pass over `results` and the cards they name; independent of the other cards.
QString modelFitInputs(const QList<Card> &cards, const QList<BenchmarkResult> &results);

/// The parameters as JSON and back. fromJson() returns nullopt for anything it cannot read
/// completely (a damaged or foreign value): the caller then fits.
QByteArray modelToJson(const PerformanceModel &model);
std::optional<PerformanceModel> modelFromJson(const QByteArray &json);

/// The parameters stored in the database on `connectionName` for `inputs`, if any.
std::optional<PerformanceModel> storedModelFit(
    const QString &connectionName, const QString &inputs);
/// Stores `model` as the fit of `inputs` (replacing what was stored); false if the database
/// refused the write (not an error for the caller: see above).
bool storeModelFit(
    const QString &connectionName, const QString &inputs, const PerformanceModel &model);

/// Where a fitted model came from.
enum class ModelFitSource
{
    Stored, ///< read from the database: the inputs had not changed
    Fitted, ///< fitted now (and stored for the next time)
};

/// The catalog's fitted model: the stored one when `data`'s fit inputs are those it was fitted
/// on, else PerformanceModel::fit() now, stored for the next start. For the command line and
/// the tests; the window fits in a worker thread instead (ui/AppState).
PerformanceModel fittedModel(
    const CatalogDatabase &database, const CatalogData &data, ModelFitSource *source = nullptr);

} // namespace gpu
