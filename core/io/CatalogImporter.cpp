// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogImporter.h"

#include "CatalogImportRows_p.h"

#include "CardNameMatcher.h"
#include "CardNameParser.h"
#include "CatalogColumns.h"
#include "ValueParsers.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <type_traits>

namespace gpu {

using namespace columns;
using namespace importing;

QString ImportIssue::toString() const
{
    QString s = file;
    if (line > 0)
        s += QCoreApplication::translate("CatalogImporter", ", line %1").arg(line);
    if (!field.isEmpty() && !header.isEmpty())
        s += QCoreApplication::translate("CatalogImporter", ", field %1 (\"%2\")")
                 .arg(field, header);
    else if (!field.isEmpty())
        s += QCoreApplication::translate("CatalogImporter", ", field %1").arg(field);
    // TRANSLATOR The separator between where a problem is and what it is.
    return s + QCoreApplication::translate("CatalogImporter", ": ") + message;
}

namespace {

// A row the file cannot be trusted for: a NUL character (a binary file, a damaged download), or
// the file's last line cut short (fewer fields than the header, no line end after it: the rest
// of a "2026-11-30" may be missing). Empty when the row reads.
QString damagedRow(const CsvParseResult &csv, int r, const QStringList &header)
{
    const CsvRecord &rec = csv.records[r];
    for (qsizetype f = 0; f < rec.fields.size(); ++f) {
        if (rec.fields[f].contains(QChar(0)))
            return QCoreApplication::translate("CatalogImporter",
                "field %1 holds a NUL character (a binary file or a damaged download?)")
                .arg(header.value(f, QString::number(f + 1)));
        // The longest field of the built-in catalog has about 2,100 characters: a field of
        // megabytes is no catalog row (a sheet stuffed to slow every later command).
        if (rec.fields[f].size() > kMaxFieldCharacters)
            return QCoreApplication::translate(
                "CatalogImporter", "field %1 has %2 characters, more than the %3 a field may have")
                .arg(header.value(f, QString::number(f + 1)))
                .arg(rec.fields[f].size())
                .arg(kMaxFieldCharacters);
    }
    if (r == csv.records.size() - 1 && !csv.endsWithLineEnd && rec.fields.size() < header.size())
        return QCoreApplication::translate("CatalogImporter",
            "the file ends in the middle of this row: it has %1 of the header's %2 fields, from "
            "%3 on nothing, and no line end (a download cut off?)")
            .arg(rec.fields.size())
            .arg(header.size())
            .arg(header.value(rec.fields.size()));
    return {};
}

// Whether row `r` is read: not when it is damaged (an error) or repeats an earlier row of the
// file (a warning: the same row twice, a sheet pasted twice, is stored once). Rows repeat when
// the columns read (`read`: their positions in the row) say the same; a column the importer
// ignores does not make two rows different, or the two would be stored, exported alike and
// read back as one (found by fuzz_csv_import, 2026-12-07).
bool rowCanBeRead(const CsvParseResult &csv, int r, const QStringList &header,
    const std::vector<int> &read, const QString &file, QHash<QString, int> &seen,
    ImportResult &result)
{
    const CsvRecord &rec = csv.records[r];
    if (const QString why = damagedRow(csv, r, header); !why.isEmpty()) {
        result.errors.append({file, rec.line, QString(), why});
        return false;
    }
    QStringList readFields;
    readFields.reserve(qsizetype(read.size()));
    for (const int pos : read)
        readFields << (pos >= 0 ? rec.fields.value(pos) : QString());
    const QString whole = readFields.join(QChar(0x1f));
    if (const auto first = seen.constFind(whole); first != seen.cend()) {
        result.warnings.append({file, rec.line, QString(),
            QCoreApplication::translate(
                "CatalogImporter", "the row repeats line %1; it is stored once")
                .arg(*first)});
        return false;
    }
    seen.insert(whole, rec.line);
    return true;
}

template<typename T>
void readCsvTable(const std::vector<Column<T>> &cols, const CsvParseResult &csv,
    const QString &file, const ImportOptions &options, ImportResult &result, QList<T> &rows,
    QList<int> &lines)
{
    const CsvRecord &header = csv.records.first();
    const HeaderMap<T> map = mapHeader(cols, header.fields);
    for (const QString &missing : map.missingRequired)
        result.errors.append({file, header.line, missing,
            QCoreApplication::translate("CatalogImporter", "the required column \"%1\" is missing")
                .arg(missing)});
    for (const QString &dup : map.duplicated)
        result.errors.append({file, header.line, dup,
            QCoreApplication::translate("CatalogImporter", "the column \"%1\" appears twice")
                .arg(dup)});
    for (const QString &unknown : map.unknownHeaders) {
        // A price in a file read as cards (--kind cards) would be lost: say how to keep it.
        if constexpr (std::is_same_v<T, Card>) {
            const int price = columnFor(priceColumns(), normalizeHeader(unknown));
            if (price >= 0 && priceColumns()[size_t(price)].name == QLatin1String("amount")) {
                result.warnings.append({file, header.line, unknown,
                    QCoreApplication::translate("CatalogImporter",
                        "\"%1\" is a price column, which a card file does not read: import "
                        "the file as prices (--kind prices) to keep its prices")
                        .arg(unknown)});
                continue;
            }
        }
        result.warnings.append({file, header.line, unknown,
            QCoreApplication::translate("CatalogImporter", "unknown column \"%1\" ignored")
                .arg(unknown)});
    }
    if (!result.errors.isEmpty())
        return;

    std::vector<QString> values(cols.size());
    std::vector<bool> present(cols.size());
    std::vector<QString> written(cols.size()); // each column's header as the file writes it
    for (size_t i = 0; i < cols.size(); ++i) {
        present[i] = map.position[i] >= 0;
        if (present[i] && map.position[i] < header.fields.size())
            written[i] = header.fields[map.position[i]].trimmed();
    }
    Assumed assumed;
    for (size_t i = 0; i < cols.size(); ++i)
        if (cols[i].name == QLatin1String("amount")
            || cols[i].name == QLatin1String("price_per_hour"))
            assumed.headerCurrency = currencyInHeader(written[i]);
    for (size_t i = 0; i < cols.size(); ++i) {
        // "TGP", "整卡功耗(W)": the kind of every power in the column.
        if (cols[i].name != QLatin1String("tdp_w"))
            continue;
        const QList<PowerKind> kinds = powerKindsIn(written[i]);
        if (kinds.size() == 1)
            assumed.headerPowerKind = kinds.first();
    }
    QHash<QString, int> seen; // a row's fields -> the line it was first read on
    for (int r = 1; r < csv.records.size(); ++r) {
        const CsvRecord &rec = csv.records[r];
        // A row of nothing but separators (",,,", what a spreadsheet leaves below its table).
        if (std::all_of(rec.fields.cbegin(), rec.fields.cend(),
                [](const QString &f) { return f.trimmed().isEmpty(); })) {
            ++result.blankRowsSkipped;
            continue;
        }
        ++result.recordsRead;
        if (!rowCanBeRead(csv, r, header.fields, map.position, file, seen, result))
            continue;
        if (rec.fields.size() > header.fields.size()) {
            bool extraBlank = true;
            for (int f = int(header.fields.size()); f < rec.fields.size(); ++f)
                extraBlank = extraBlank && rec.fields[f].trimmed().isEmpty();
            if (!extraBlank) {
                result.errors.append({file, rec.line, QString(),
                    QCoreApplication::translate("CatalogImporter",
                        "the row has %1 fields but the header has %2 (a comma inside an "
                        "unquoted value?)")
                        .arg(rec.fields.size())
                        .arg(header.fields.size())});
                continue;
            }
        }
        for (size_t i = 0; i < cols.size(); ++i) {
            const int pos = map.position[i];
            values[i] = (pos >= 0 && pos < rec.fields.size()) ? rec.fields[pos] : QString();
        }
        T row;
        if (readRow(cols, values, present, row, file, rec.line, result.errors, options, assumed,
                &written)) {
            warnAbout(row, file, rec.line, result.warnings);
            setOrigin(row, options.origin);
            rows.append(row);
            lines.append(rec.line);
            noteCarried(row, cols, values, present, result);
        }
    }
    addNotes(assumed, options, result);
}

template<typename T>
void readJsonArray(const std::vector<Column<T>> &cols, const QJsonArray &array, const QString &file,
    const ImportOptions &options, ImportResult &result, QList<T> &rows, QList<int> &lines)
{
    std::vector<QString> values(cols.size());
    std::vector<bool> present(cols.size());
    Assumed assumed;
    for (int r = 0; r < array.size(); ++r) {
        ++result.recordsRead;
        const int recordNo = r + 1;
        if (!array[r].isObject()) {
            result.errors.append({file, recordNo, QString(),
                QCoreApplication::translate("CatalogImporter", "record %1 is not a JSON object")
                    .arg(recordNo)});
            continue;
        }
        const QJsonObject obj = array[r].toObject();
        bool shapeOk = true;
        for (size_t i = 0; i < cols.size(); ++i) {
            // JSON keys: the canonical name, or any alias the CSV header accepts.
            QJsonValue v;
            present[i] = false;
            for (auto it = obj.begin(); it != obj.end(); ++it) {
                const QString norm = normalizeHeader(it.key());
                if (norm == normalizeHeader(cols[i].name)
                    || anyNormalizesTo(cols[i].aliases, norm)) {
                    v = it.value();
                    present[i] = true;
                    break;
                }
            }
            if (!present[i] && !cols[i].required) {
                values[i].clear(); // not carried: read as an absent column
            } else if (!present[i] || v.isNull() || v.isUndefined()) {
                values[i].clear();
                if (cols[i].required) {
                    result.errors.append({file, recordNo, cols[i].name,
                        QCoreApplication::translate(
                            "CatalogImporter", "the required key \"%1\" is missing")
                            .arg(cols[i].name)});
                    shapeOk = false;
                }
                present[i] = true; // an explicit null is "unknown" like an empty CSV field
            } else if (v.isDouble()) {
                values[i] = number(v.toDouble());
            } else if (v.isBool()) {
                values[i] = v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
            } else if (v.isString() && v.toString().size() > kMaxFieldCharacters) {
                result.errors.append({file, recordNo, cols[i].name,
                    QCoreApplication::translate("CatalogImporter",
                        "field %1 has %2 characters, more than the %3 a field may have")
                        .arg(cols[i].name)
                        .arg(v.toString().size())
                        .arg(kMaxFieldCharacters)});
                shapeOk = false;
            } else if (v.isString()) {
                values[i] = v.toString();
            } else {
                result.errors.append({file, recordNo, cols[i].name,
                    QCoreApplication::translate(
                        "CatalogImporter", "expected a number or a string")});
                shapeOk = false;
            }
        }
        if (!shapeOk)
            continue;
        T row;
        if (readRow(cols, values, present, row, file, recordNo, result.errors, options, assumed)) {
            warnAbout(row, file, recordNo, result.warnings);
            setOrigin(row, options.origin);
            rows.append(row);
            lines.append(recordNo);
            noteCarried(row, cols, values, present, result);
        }
    }
    addNotes(assumed, options, result);
}

void readCsvKind(DataKind kind, const CsvParseResult &csv, const QString &file,
    const ImportOptions &options, ImportResult &result)
{
    switch (kind) {
    case DataKind::Cards:
        readCsvTable(
            cardColumns(), csv, file, options, result, result.data.cards, result.cardLines);
        break;
    case DataKind::Prices:
        readCsvTable(
            priceColumns(), csv, file, options, result, result.data.prices, result.priceLines);
        break;
    case DataKind::Benchmarks:
        readCsvTable(benchmarkColumns(), csv, file, options, result, result.data.benchmarks,
            result.benchmarkLines);
        break;
    case DataKind::Cloud:
        readCsvTable(
            cloudColumns(), csv, file, options, result, result.data.cloud, result.cloudLines);
        break;
    case DataKind::Models:
        readCsvTable(
            modelColumns(), csv, file, options, result, result.data.models, result.modelLines);
        break;
    case DataKind::Rates:
        readCsvTable(
            rateColumns(), csv, file, options, result, result.data.rates, result.rateLines);
        break;
    }
}

void readJsonKind(DataKind kind, const QJsonArray &array, const QString &file,
    const ImportOptions &options, ImportResult &result)
{
    switch (kind) {
    case DataKind::Cards:
        readJsonArray(
            cardColumns(), array, file, options, result, result.data.cards, result.cardLines);
        break;
    case DataKind::Prices:
        readJsonArray(
            priceColumns(), array, file, options, result, result.data.prices, result.priceLines);
        break;
    case DataKind::Benchmarks:
        readJsonArray(benchmarkColumns(), array, file, options, result, result.data.benchmarks,
            result.benchmarkLines);
        break;
    case DataKind::Cloud:
        readJsonArray(
            cloudColumns(), array, file, options, result, result.data.cloud, result.cloudLines);
        break;
    case DataKind::Models:
        readJsonArray(
            modelColumns(), array, file, options, result, result.data.models, result.modelLines);
        break;
    case DataKind::Rates:
        readJsonArray(
            rateColumns(), array, file, options, result, result.data.rates, result.rateLines);
        break;
    }
}

// Duplicate card identities inside one file are an error: which row should win is a guess.
void checkDuplicateCards(const QString &file, ImportResult &result)
{
    QHash<QString, int> seen;
    for (int i = 0; i < result.data.cards.size(); ++i) {
        const QString id = result.data.cards[i].key.toId();
        const auto it = seen.constFind(id);
        if (it != seen.constEnd()) {
            result.errors.append({file, result.cardLines[i], QString(),
                QCoreApplication::translate("CatalogImporter", "%1 appears twice (also on line %2)")
                    .arg(result.data.cards[i].displayName())
                    .arg(it.value())});
        } else {
            seen.insert(id, result.cardLines[i]);
        }
    }
    // The same for models, by name as the matcher folds it ("Llama 3.1 8B" = "llama-3.1-8b").
    QHash<QString, int> names;
    for (int i = 0; i < result.data.models.size(); ++i) {
        const QString folded = modelNameKey(result.data.models[i].name);
        const auto it = names.constFind(folded);
        if (it != names.constEnd()) {
            result.errors.append({file, result.modelLines[i], QStringLiteral("name"),
                QCoreApplication::translate("CatalogImporter", "%1 appears twice (also on line %2)")
                    .arg(result.data.models[i].name)
                    .arg(it.value())});
        } else {
            names.insert(folded, result.modelLines[i]);
        }
    }
}

} // namespace

std::optional<DataKind> CatalogImporter::detectKind(const QStringList &header)
{
    // A file with a parameter count is a model file: no other kind has one.
    if (matchedColumns(modelColumns(), header) >= 0)
        return DataKind::Models;
    // A rate to CNY is only in a rate file.
    if (matchedColumns(rateColumns(), header) >= 0)
        return DataKind::Rates;
    const int scores[]
        = {matchedColumns(cardColumns(), header), matchedColumns(priceColumns(), header),
            matchedColumns(benchmarkColumns(), header), matchedColumns(cloudColumns(), header)};
    const DataKind kinds[]
        = {DataKind::Cards, DataKind::Prices, DataKind::Benchmarks, DataKind::Cloud};
    // Prefer the kinds whose required columns are the most specific: a price file also has every
    // required card column, so a file that has an amount column is a price file.
    if (scores[3] >= 0)
        return kinds[3];
    if (scores[2] >= 0)
        return kinds[2];
    if (scores[1] >= 0)
        return kinds[1];
    if (scores[0] >= 0)
        return kinds[0];
    return std::nullopt;
}

ImportResult CatalogImporter::readCsv(
    const QByteArray &bytes, const QString &fileName, const ImportOptions &options)
{
    ImportResult result;
    result.fileName = fileName;
    const DecodedText decoded = decodeText(bytes, options.encoding);
    result.encoding = decoded.encoding;
    if (!decoded.error.isEmpty()) {
        result.errors.append({fileName, 0, QString(), decoded.error});
        return result;
    }
    const CsvParseResult csv = parseCsv(decoded.text);
    if (!csv.error.isEmpty()) {
        result.errors.append({fileName, csv.errorLine, QString(), csv.error});
        return result;
    }
    if (csv.records.isEmpty()) {
        result.errors.append({fileName, 0, QString(),
            QCoreApplication::translate(
                "CatalogImporter", "the file is empty: expected a header line")});
        return result;
    }
    if (csv.records.size() == 1 && !csv.endsWithLineEnd) {
        // Nothing after a header with no line end: the file was cut off inside its header.
        result.errors.append({fileName, 1, QString(),
            QCoreApplication::translate("CatalogImporter",
                "the file ends inside its header line, with no row and no line end (a download "
                "cut off?)")});
        return result;
    }
    std::optional<DataKind> kind = options.kind;
    if (!kind)
        kind = detectKind(csv.records.first().fields);
    if (!kind) {
        // Say which kinds the file could be and which columns would decide it.
        const QStringList &header = csv.records.first().fields;
        QStringList lacks;
        const auto lack = [&](const QString &kindName, const QStringList &missing) {
            lacks << QCoreApplication::translate("CatalogImporter", "as %1 it lacks %2")
                         .arg(kindName, missing.join(QStringLiteral(", ")));
        };
        lack(QCoreApplication::translate("CatalogImporter", "cards"),
            mapHeader(cardColumns(), header).missingRequired);
        lack(QCoreApplication::translate("CatalogImporter", "prices"),
            mapHeader(priceColumns(), header).missingRequired);
        lack(QCoreApplication::translate("CatalogImporter", "benchmark results"),
            mapHeader(benchmarkColumns(), header).missingRequired);
        lack(QCoreApplication::translate("CatalogImporter", "cloud offerings"),
            mapHeader(cloudColumns(), header).missingRequired);
        lack(QCoreApplication::translate("CatalogImporter", "models"),
            mapHeader(modelColumns(), header).missingRequired);
        result.errors.append({fileName, csv.records.first().line, QString(),
            QCoreApplication::translate("CatalogImporter",
                "the header does not name the columns of any catalog file (%1). Every file "
                "needs a model (or name) column; a price column (amount, 价格) makes it a price "
                "file. Headers in English or Chinese; see docs/catalog-format.md")
                .arg(lacks.join(QStringLiteral("; ")))});
        return result;
    }
    readCsvKind(*kind, csv, fileName, options, result);
    checkDuplicateCards(fileName, result);
    return result;
}

ImportResult CatalogImporter::readJson(
    const QByteArray &bytes, const QString &fileName, const ImportOptions &options)
{
    ImportResult result;
    result.fileName = fileName;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.errors.append({fileName, 0, QString(),
            QCoreApplication::translate("CatalogImporter", "not valid JSON at byte %1: %2")
                .arg(parseError.offset)
                .arg(parseError.errorString())});
        return result;
    }
    if (doc.isArray()) {
        std::optional<DataKind> kind = options.kind;
        if (!kind) {
            // Detect from the keys of the first object.
            const QJsonArray arr = doc.array();
            if (!arr.isEmpty() && arr.first().isObject())
                kind = detectKind(arr.first().toObject().keys());
        }
        if (!kind) {
            result.errors.append({fileName, 0, QString(),
                QCoreApplication::translate(
                    "CatalogImporter", "cannot tell which kind of rows the JSON array holds")});
            return result;
        }
        readJsonKind(*kind, doc.array(), fileName, options, result);
    } else if (doc.isObject()) {
        const QJsonObject obj = doc.object();
        bool any = false;
        for (auto k : kAllDataKinds) {
            const QJsonValue v = obj.value(toCode(k));
            if (v.isUndefined())
                continue;
            any = true;
            if (!v.isArray()) {
                result.errors.append({fileName, 0, toCode(k),
                    QCoreApplication::translate("CatalogImporter", "\"%1\" must be an array")
                        .arg(toCode(k))});
                continue;
            }
            readJsonKind(k, v.toArray(), fileName, options, result);
        }
        if (!any)
            result.errors.append({fileName, 0, QString(),
                QCoreApplication::translate("CatalogImporter",
                    "expected an array, or an object with \"cards\", \"prices\", "
                    "\"benchmarks\", \"cloud\", \"models\" or \"rates\"")});
    } else {
        result.errors.append({fileName, 0, QString(),
            QCoreApplication::translate("CatalogImporter", "expected a JSON array or object")});
    }
    checkDuplicateCards(fileName, result);
    return result;
}

ImportResult CatalogImporter::readFile(const QString &path, const ImportOptions &options)
{
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly)) {
        ImportResult result;
        result.fileName = path;
        result.errors.append({path, 0, QString(),
            QCoreApplication::translate("CatalogImporter", "cannot open the file: %1")
                .arg(file.errorString())});
        return result;
    }
    const QByteArray bytes = file.readAll();
    // A spreadsheet saved as a workbook (a zip, or the old binary format) is no text to read.
    if (bytes.startsWith("PK\x03\x04") || bytes.startsWith("\xD0\xCF\x11\xE0")
        || path.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".xls"), Qt::CaseInsensitive)) {
        ImportResult result;
        result.fileName = name;
        result.errors.append({name, 0, QString(),
            QCoreApplication::translate("CatalogImporter",
                "this is an Excel workbook, not a CSV file: open it in Excel, WPS or LibreOffice "
                "and save it as \"CSV UTF-8\" (File > Save As), then import that file")});
        return result;
    }
    if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return readJson(bytes, name, options);
    return readCsv(bytes, name, options);
}

ModelCatalogLoad parseModelCatalog(const QString &csvText, const QString &fileName)
{
    ImportOptions options;
    options.kind = DataKind::Models;
    options.origin = Origin::BuiltIn;
    options.encoding = TextEncoding::Utf8;
    const ImportResult read = CatalogImporter::readCsv(csvText.toUtf8(), fileName, options);
    ModelCatalogLoad result;
    result.models = read.data.models;
    for (const ImportIssue &e : read.errors) {
        const QString where = QStringLiteral("%1:%2: ").arg(fileName).arg(e.line);
        // The context of the free functions of namespace gpu, where this sentence was first
        // translated (ModelCatalog.cpp).
        result.problems << where
                + (e.field.isEmpty() ? e.message
                                     : QCoreApplication::translate("gpu", "field %1: %2")
                                           .arg(e.field, e.message));
    }
    return result;
}

} // namespace gpu
