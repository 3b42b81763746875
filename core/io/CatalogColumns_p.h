// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal: the column tables shared by the importer and the exporter, so that what is
// exported is exactly what is imported (export -> import is lossless by construction).

#include "CatalogData.h"

#include <functional>
#include <vector>

namespace gpu::columns {

template<typename T> struct Column
{
    QString name; ///< canonical snake_case name, used by export and the command line
    QStringList aliases; ///< other accepted headers (English variants, Chinese), normalized
    bool required = false;
    /// The column holds a number (export writes it as a JSON number, so other tools can use it);
    /// false for text, dates, codes and yes/no columns.
    bool numeric = false;
    std::function<QString(const T &)> write; ///< text form; empty for unknown
    std::function<QString(T &, const QString &)> read; ///< parses into T; returns an error or ""
};

const std::vector<Column<Card>> &cardColumns();
const std::vector<Column<Price>> &priceColumns();
const std::vector<Column<BenchmarkResult>> &benchmarkColumns();
const std::vector<Column<CloudOffering>> &cloudColumns();
const std::vector<Column<ModelSpec>> &modelColumns();
const std::vector<Column<ExchangeRateRow>> &rateColumns();

/// Header normalization: lower case, full-width folded, spaces/underscores/hyphens removed and any
/// "(unit)" or "（单位）" suffix dropped: "Memory (GB)" -> "memory", "显存（GB）" -> "显存".
QString normalizeHeader(const QString &header);

/// Number formatting for export: shortest text that reads back as the same double.
QString number(double v);
QString optionalNumber(const std::optional<double> &v);
QString optionalInt(const std::optional<int> &v);

} // namespace gpu::columns
