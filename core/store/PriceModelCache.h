// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The price model's calibration (what its backtest decides: each route's likely range and
// whether it judges; PriceModel::Calibration), kept in the catalog database so that a command or
// a start does not backtest the price model again (docs/performance.md, "The command line"). The
// backtest is most of the price model's fit: 160 of 173 million instructions of `list` on the
// built-in catalog.
//
// Keyed by PriceModel::inputsDigest(): every observation the model fits (each price row as CNY
// per GPU at its month, its kind, market and outlet; each launch price), the fitted cards' facts
// and features, the options and a digest of the model's code (GPU_ADVISOR_PRICE_MODEL_CODE_VERSION,
// core/CMakeLists.txt). Today's date is not part of it: the backtest hides rows of the past only.
//
// Storage: two keys of the `meta` table, `price_model_inputs` (32 hex digits) and
// `price_model_calibration` (compact JSON). Best effort, as ModelCache.h: a read-only file or a
// refused write only means the next command backtests again; a damaged value is not read.

#include "PriceModel.h"

#include <QByteArray>

#include <optional>

namespace gpu {

class CatalogDatabase;

QByteArray calibrationToJson(const PriceModel::Calibration &calibration);
/// nullopt for anything it cannot read completely.
std::optional<PriceModel::Calibration> calibrationFromJson(const QByteArray &json);

/// The calibration stored in the database on `connectionName` for `inputs`, if any.
std::optional<PriceModel::Calibration> storedPriceCalibration(
    const QString &connectionName, const QString &inputs);
/// Stores it (replacing what was stored); false if the database refused the write.
bool storePriceCalibration(const QString &connectionName, const QString &inputs,
    const PriceModel::Calibration &calibration);

/// A store for PriceModel::fit() on `database`'s connection. It reads and writes only on the
/// thread that made it (a Qt SQL connection belongs to one thread); elsewhere it reads nothing
/// and the fit backtests.
PriceModel::CalibrationStore priceCalibrationStore(const CatalogDatabase &database);

} // namespace gpu
