// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// RFC 4180 CSV reading and writing, plus text-encoding detection for files saved by
// spreadsheet programs (UTF-8 with or without BOM, GB18030/GBK from Chinese Excel).

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpu {

/// Text encodings the importer reads.
enum class TextEncoding
{
    Auto,
    Utf8,
    Gb18030
};

struct DecodedText
{
    QString text;
    TextEncoding encoding = TextEncoding::Utf8; ///< what was used (never Auto)
    bool hadBom = false;
    QString error; ///< set when the bytes are not valid in the requested encoding
};

/// Decodes file bytes. Auto: a UTF-8 BOM or valid UTF-8 means UTF-8, otherwise GB18030 (a
/// superset of GBK and GB2312). An explicit encoding overrides detection; invalid bytes are an
/// error rather than silently replaced.
DecodedText decodeText(const QByteArray &bytes, TextEncoding encoding = TextEncoding::Auto);

/// Encodes text as UTF-8 (no BOM) or GB18030.
QByteArray encodeText(const QString &text, TextEncoding encoding);

QString toCode(TextEncoding e);

struct CsvRecord
{
    QStringList fields;
    int line = 0; ///< 1-based line number where the record starts in the file
};

struct CsvParseResult
{
    QList<CsvRecord> records; ///< including the header record
    QString error; ///< e.g. an unterminated quote, with its line
    int errorLine = 0;
    /// The text ends with a line end: false for a file cut off in the middle of its last line
    /// (a download stopped early), which the importer then checks (CatalogImporter).
    bool endsWithLineEnd = true;
};

/// Parses CSV text: comma separator, double-quoted fields that may hold commas, quotes ("") and
/// line breaks, LF or CRLF line ends. Blank lines are skipped. Each field passes through
/// fromSpreadsheetSafe().
CsvParseResult parseCsv(const QString &text);

/// Quotes a field if it holds a comma, quote, CR or LF, or leading/trailing spaces; first makes
/// it safe to open in a spreadsheet (spreadsheetSafe()).
QString csvField(const QString &value);

/// A text a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or CR, after any
/// apostrophes) gets a leading apostrophe, as OWASP's CSV-injection guidance says; numbers
/// ("-12.5") and every other text are returned unchanged. fromSpreadsheetSafe() undoes it, and
/// parseCsv() applies that to every field, so export -> import gives back the same text.
QString spreadsheetSafe(const QString &value);
/// Removes the apostrophe spreadsheetSafe() added: "'=1+2" -> "=1+2", "''=x" -> "'=x".
QString fromSpreadsheetSafe(const QString &value);
/// Joins fields into one CSV line (without line end).
QString csvLine(const QStringList &fields);

} // namespace gpu
