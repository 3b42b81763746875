// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writes catalog data as CSV or JSON with the canonical column names of
// docs/catalog-format.md. What it writes, CatalogImporter reads back unchanged (a tested round
// trip). Writing to disk goes through QSaveFile: a failed export leaves the old file intact.

#include "CatalogData.h"
#include "CsvReader.h"

#include <QByteArray>
#include <QString>

namespace gpu {

class CatalogExporter
{
public:
    /// The canonical column names of one kind, in file order.
    static QStringList columnNames(DataKind kind);

    /// CSV text (header + one line per row, LF line ends) of one kind of `data`.
    static QString toCsv(const CatalogData &data, DataKind kind);
    /// A JSON array of objects of one kind; unknown values are omitted.
    static QByteArray toJson(const CatalogData &data, DataKind kind);
    /// A JSON object {"cards": [...], "prices": [...], "benchmarks": [...], "cloud": [...],
    /// "models": [...]}.
    static QByteArray toJsonAll(const CatalogData &data);

    /// Writes `bytes` atomically to `path`. Returns an empty string on success or an error
    /// naming the file.
    static QString writeFile(const QString &path, const QByteArray &bytes);
};

} // namespace gpu
