// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads catalog files (CSV or JSON) into value types, with a report that names the file, the
// line and the field of every problem. The importer never writes anything: it only reads and
// validates; CatalogRepository::importData() then stores a clean result in one transaction, so an
// import is all-or-nothing. The built-in catalog is read through this same importer.
//
// CSV columns are matched by header name, in English or Chinese (型号, 显存, 位宽, 带宽, 功耗,
// 价格, 币种, 日期 …; see docs/catalog-format.md and CatalogColumns.cpp), in any order. Unknown
// columns are reported as warnings and ignored. JSON is an array of objects with the canonical
// column names as keys (or an object {"cards": [...], "prices": [...], ...}).

#include "CatalogData.h"
#include "CsvReader.h"

#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <utility>

namespace gpu {

/// The most characters a field of an imported row may have (files, feeds, pasted sheets): more is
/// refused with the file, line and field. The built-in catalog's longest field has about 2,100.
inline constexpr int kMaxFieldCharacters = 10000;

class PriceEstimates;

struct ImportIssue
{
    ImportIssue() = default;
    ImportIssue(
        QString inFile, int inLine, QString inField, QString inMessage, QString inHeader = {})
        : file(std::move(inFile))
        , line(inLine)
        , field(std::move(inField))
        , message(std::move(inMessage))
        , header(std::move(inHeader))
    { }

    QString file; ///< file name as given by the caller
    int line = 0; ///< 1-based line in the file (CSV) or 1-based record index (JSON); 0 = whole file
    QString field; ///< canonical column name, or empty
    QString message;
    /// The column's header as the file writes it ("价格"), when it is not the canonical name.
    QString header;

    /// "prices.csv, line 12, field amount: "1,5" is ambiguous …"; with a header of its own,
    /// "prices.csv, line 12, field amount ("价格"): …"
    QString toString() const;
};

struct ImportResult
{
    CatalogData data;
    /// For every row in `data`, the line (CSV) or record index (JSON) it came from, by kind.
    QList<int> cardLines, priceLines, benchmarkLines, cloudLines, modelLines, rateLines;
    QList<ImportIssue> errors; ///< any error means nothing may be stored
    QList<ImportIssue> warnings; ///< e.g. ignored columns
    QString fileName; ///< the name given to readCsv() / readJson(), as the messages name it
    TextEncoding encoding = TextEncoding::Utf8; ///< what the file was read as
    int recordsRead = 0;
    /// Rows that were empty or only separators (",,,"): skipped, not errors.
    int blankRowsSkipped = 0;
    /// Translated remarks for the import's summary: what was assumed for the whole file (prices
    /// dated the day of the import, the currency the user chose …).
    QStringList notes;
    /// Per card of data.cards: the canonical names of the columns the row carries a value for.
    /// A card already in the catalog keeps every other field (keepFieldsNotCarried()).
    QList<QSet<QString>> cardFieldsCarried;
    /// The same for each model of data.models.
    QList<QSet<QString>> modelFieldsCarried;

    bool ok() const { return errors.isEmpty(); }
};

struct ImportOptions
{
    Origin origin = Origin::User; ///< stamped on every row read
    TextEncoding encoding = TextEncoding::Auto; ///< override for CSV files
    std::optional<DataKind> kind; ///< nullopt: detect from the headers (CSV) or keys (JSON)
    /// The currency of a price that names none (the user's choice: settings, --currency);
    /// nullopt: such a price is an error.
    std::optional<Currency> defaultCurrency;
    /// The observed date of a price in a file without a date column; invalid = today.
    QDate importDate;
    /// The catalog the rows are for: a name that is one of its cards as shops and tools write
    /// it ("RTX 4070S", "RTX 4090" without a memory column) is that card (findCardByName).
    QList<Card> catalog;
    /// The price model's estimates of today's prices, against which every price is checked
    /// (ImportPipeline::check(), PriceCheck.h); null: the card's newest price and launch price.
    std::shared_ptr<const PriceEstimates> priceEstimates;
    /// Store a price far from what its card should cost (below 0.2 × or above 5 × of it, or
    /// under 100 CNY) as given, with a warning, instead of refusing the import
    /// (`--accept-unusual`).
    bool acceptUnusualPrices = false;
};

class CatalogImporter
{
public:
    /// Reads CSV bytes. `fileName` is used in messages only.
    static ImportResult readCsv(
        const QByteArray &bytes, const QString &fileName, const ImportOptions &options = {});
    /// Reads JSON bytes.
    static ImportResult readJson(
        const QByteArray &bytes, const QString &fileName, const ImportOptions &options = {});
    /// Reads a file, choosing CSV or JSON by its extension (.json, otherwise CSV).
    static ImportResult readFile(const QString &path, const ImportOptions &options = {});

    /// Adds an error to a result for each of its prices, benchmark results and cloud offerings
    /// that names a card neither in `catalogCards` nor among the cards of `results` ("mine.csv,
    /// line 4: the card … is not in the catalog; import or add the card first"), then puts each
    /// result's errors in line order. Run before storing, so the list of problems (a dry run's
    /// too) is whole; the database refuses such rows anyway, but only one at a time.
    static void checkCardsKnown(QList<ImportResult> &results, const QList<Card> &catalogCards);

    /// Completes each imported card that is already in `catalogCards` with the catalog's value
    /// of every field its row does not carry (ImportResult::cardFieldsCarried): an incoming row
    /// adds or overrides the fields it carries and never blanks one it does not.
    static void keepFieldsNotCarried(QList<ImportResult> &results, const QList<Card> &catalogCards);
    /// The same for cards and for models (a model of the catalog's name keeps the catalog's
    /// figures for every column its row does not carry).
    static void keepFieldsNotCarried(QList<ImportResult> &results, const CatalogData &catalog);

    /// Where row `index` of `kind` comes from when the results' data are appended in order (as an
    /// import stores them): an issue with the file and line and no message, so its toString()
    /// reads "mine.csv, line 4: ". Line 0 if the index is out of range.
    static ImportIssue rowSource(const QList<ImportResult> &results, DataKind kind, int index);

    /// Which kind a CSV header describes, or nullopt if it fits none.
    static std::optional<DataKind> detectKind(const QStringList &header);
};

/// The rows of a models.csv file and what was wrong with the others (parseModelCatalog()).
struct ModelCatalogLoad
{
    QList<ModelSpec> models;
    /// "FILE:LINE: field NAME: …" for every refused row; all-or-nothing callers refuse the file
    /// when this is not empty.
    QStringList problems;
};

/// Parses models.csv text (header required, columns in any order, by modelCatalogColumns()),
/// through the catalog importer (kind `models`). The built-in model catalog is
/// builtinModels() (BuiltinCatalog.h).
ModelCatalogLoad parseModelCatalog(const QString &csvText, const QString &fileName);

} // namespace gpu
