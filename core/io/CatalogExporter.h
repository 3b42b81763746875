// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Writes catalog data as CSV or JSON with the canonical column names of
// docs/catalog-format.md. What it writes, CatalogImporter reads back unchanged (a tested round
// trip). Writing to disk goes through QSaveFile: a failed export leaves the old file intact.
// CSV can be written as UTF-8 (the default), UTF-8 with a byte-order mark or GB18030, the two
// that Excel on Chinese Windows opens without garbling the Chinese; JSON is always UTF-8.

#include "CatalogData.h"
#include "CsvReader.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gpu {

/// How an exported CSV file's text is written. The importer reads back all three (it detects a
/// byte-order mark and GB18030 by itself).
enum class CsvEncoding
{
    Utf8, ///< UTF-8 without a byte-order mark: what scripts expect (the default)
    Utf8Bom, ///< UTF-8 after the bytes EF BB BF, which tell Excel on Windows the text is UTF-8
    Gb18030 ///< GB18030 (a superset of GBK): what Excel on Chinese Windows reads by default
};

/// "utf-8", "utf-8-bom", "gb18030" (the command line's and the settings' values).
QString toCode(CsvEncoding encoding);
/// Reads toCode()'s values, case-insensitively, and "utf8", "utf8-bom", "gbk"; nullopt otherwise.
std::optional<CsvEncoding> csvEncodingFromString(const QString &s);

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

    /// The bytes of a CSV file holding `csv` in `encoding`. Returns nullopt and sets `*error` (a
    /// translated sentence) if the text cannot be encoded: no GB18030 encoder in this Qt build,
    /// or text that is not valid Unicode. Nothing is ever replaced silently.
    static std::optional<QByteArray> encodeCsv(
        const QString &csv, CsvEncoding encoding, QString *error = nullptr);

    /// Writes `bytes` atomically to `path`. Returns an empty string on success or an error
    /// naming the file.
    static QString writeFile(const QString &path, const QByteArray &bytes);
};

} // namespace gpu
