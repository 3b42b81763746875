// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to CatalogImporter.cpp: reading one row of a catalog file (CSV or JSON) through its
// column table (CatalogColumns.h): the header's columns, the checks across a row's fields, a card
// named as people write it, what the importer assumed and noted.

#include "CardNameMatcher.h"
#include "CardNameParser.h"
#include "CardPhysics.h"
#include "CatalogColumns.h"
#include "CatalogImporter.h"
#include "ValueParsers.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <memory>
#include <type_traits>

namespace gpu::importing {

using namespace columns;

// Maps each column of a table to its position in the header (-1 if absent).
template<typename T> struct HeaderMap
{
    std::vector<int> position; // per column
    QStringList unknownHeaders;
    QStringList missingRequired;
    QStringList duplicated;
};

template<typename T> int columnFor(const std::vector<Column<T>> &cols, const QString &normalized)
{
    for (size_t i = 0; i < cols.size(); ++i)
        if (normalizeHeader(cols[i].name) == normalized)
            return int(i);
    for (size_t i = 0; i < cols.size(); ++i)
        if (anyNormalizesTo(cols[i].aliases, normalized))
            return int(i);
    return -1;
}

template<typename T>
HeaderMap<T> mapHeader(const std::vector<Column<T>> &cols, const QStringList &header)
{
    HeaderMap<T> map;
    map.position.assign(cols.size(), -1);
    for (int h = 0; h < header.size(); ++h) {
        const QString norm = normalizeHeader(header[h]);
        if (norm.isEmpty())
            continue;
        const int c = columnFor(cols, norm);
        if (c < 0) {
            map.unknownHeaders.append(header[h]);
        } else if (map.position[size_t(c)] >= 0) {
            map.duplicated.append(header[h]);
        } else {
            map.position[size_t(c)] = h;
        }
    }
    for (size_t i = 0; i < cols.size(); ++i)
        if (cols[i].required && map.position[i] < 0)
            map.missingRequired.append(cols[i].name);
    return map;
}

template<typename T>
int matchedColumns(const std::vector<Column<T>> &cols, const QStringList &header)
{
    const HeaderMap<T> m = mapHeader(cols, header);
    if (!m.missingRequired.isEmpty())
        return -1;
    int n = 0;
    for (int p : m.position)
        n += p >= 0 ? 1 : 0;
    return n;
}

// What readRow() saw of a row's currency, for the checks that depend on several fields.
struct RowFacts
{
    bool currencyGiven = false; ///< in a currency column or in the amount
    bool currencyColumnGiven = false;
    std::optional<Currency> amountCurrency; ///< named by the amount's own text ("$1,599")
    QString amountText;
    bool dateGiven = false; ///< observed_date has a value
    bool powerGiven = false; ///< tdp_w has a value
};

// What a file says for all its rows (a header "价格(CNY)"), and what its rows were assumed to
// say, for the notes of the import.
struct Assumed
{
    std::optional<Currency> headerCurrency; ///< named by the amount column's header
    std::optional<PowerKind> headerPowerKind; ///< named by the power column's header ("TGP")

    int defaultCurrency = 0; ///< prices given the user's currency
    int importDate = 0; ///< prices dated the day of the import

    /// The catalog's cards by key, and the names already looked up in it (a price list names
    /// the same cards on many rows): built on the first row that needs them.
    QSet<CardKey> catalogKeys;
    QHash<QString, CardNameMatch> resolved; ///< lookup text -> what the catalog has
    std::shared_ptr<const CardNameIndex> names; ///< of the catalog, for the lookups above
};

// Checks that depend on several fields of one row.
inline QString crossCheck(
    Price &p, const RowFacts &facts, const ImportOptions &options, Assumed &assumed)
{
    if (facts.amountCurrency && facts.currencyColumnGiven
        && toCode(*facts.amountCurrency) != p.currency)
        return QCoreApplication::translate("CatalogImporter",
            "the amount \"%1\" is in %2 but the currency column says %3; correct one of them")
            .arg(facts.amountText, toCode(*facts.amountCurrency), p.currency);
    if (facts.amountCurrency && assumed.headerCurrency
        && *facts.amountCurrency != *assumed.headerCurrency)
        return QCoreApplication::translate("CatalogImporter",
            "the amount \"%1\" is in %2 but the column's header says %3; correct one of them")
            .arg(facts.amountText, toCode(*facts.amountCurrency), toCode(*assumed.headerCurrency));
    if (!facts.currencyGiven && assumed.headerCurrency) {
        p.currency = toCode(*assumed.headerCurrency);
    } else if (!facts.currencyGiven) {
        if (!options.defaultCurrency)
            return QCoreApplication::translate("CatalogImporter",
                "currency is missing: name it in a currency column or in "
                "the amount (￥, 元, $, USD …)");
        p.currency = toCode(*options.defaultCurrency);
        ++assumed.defaultCurrency;
    }
    // "12.999" yuan: a card for 13 yuan, or 12,999 written with a point between the thousands
    // (as in much of Europe)? Yuan prices have no thousandths: ask rather than guess.
    if (p.currency == QLatin1String("CNY")) {
        static const QRegularExpression thousands(QStringLiteral("^\\d{1,3}\\.\\d{3}$"));
        static const QRegularExpression marks(
            QStringLiteral("^(RMB|CNY|\u00A5)\\s*|\\s*(元|人民币|RMB|CNY)$"),
            QRegularExpression::CaseInsensitiveOption);
        QString bare = normalizeWidth(facts.amountText);
        bare.remove(marks);
        if (thousands.match(bare).hasMatch())
            return QCoreApplication::translate("CatalogImporter",
                "the amount \"%1\" is ambiguous as a CNY price: %2 yuan, or %3 with a point "
                "between the thousands? Write %3 without the point, or yuan with at most two "
                "decimals")
                .arg(facts.amountText, bare, QString(bare).remove(QLatin1Char('.')));
    }
    if (!facts.dateGiven) {
        p.observedDate = options.importDate.isValid() ? options.importDate : QDate::currentDate();
        ++assumed.importDate;
    }
    return {};
}

inline QString crossCheck(CloudOffering &c, const RowFacts &facts, const ImportOptions &, Assumed &)
{
    if (c.freeTier && c.pricePerHour > 0)
        return QCoreApplication::translate(
            "CatalogImporter", "a free tier cannot have a price per hour");
    if (!c.freeTier && c.pricePerHour == 0)
        return QCoreApplication::translate(
            "CatalogImporter", "price_per_hour is 0 but free_tier is not true");
    if (!facts.currencyGiven && !c.freeTier)
        return QCoreApplication::translate("CatalogImporter", "currency is missing");
    return {};
}

inline QString crossCheck(Card &c, const RowFacts &facts, const ImportOptions &, Assumed &assumed)
{
    if (facts.powerGiven && assumed.headerPowerKind) {
        if (c.powerKind && *c.powerKind != *assumed.headerPowerKind)
            return QCoreApplication::translate("CatalogImporter",
                "the power is %1 but the column's header says %2; correct one of them")
                .arg(toCode(*c.powerKind).toUpper(), toCode(*assumed.headerPowerKind).toUpper());
        c.powerKind = assumed.headerPowerKind;
    }
    if (c.powerMinWatts && !c.tdpWatts)
        return QCoreApplication::translate("CatalogImporter",
            "power_min_w is the low end of a power range: give its high end in tdp_w too");
    return {};
}
inline QString crossCheck(BenchmarkResult &, const RowFacts &, const ImportOptions &, Assumed &)
{
    return {};
}
inline QString crossCheck(ExchangeRateRow &, const RowFacts &, const ImportOptions &, Assumed &)
{
    return {};
}

// Completes a card identity from its name when the file has no vendor or memory column (or
// leaves them empty): "RTX 3060 12GB" is NVIDIA, 12 GB. What the name does not say is reported.
// A name that is a card of the catalog (ImportOptions::catalog) as shops and tools write it
// ("RTX 4070S", "七彩虹 iGame RTX 4090D 24G", "RTX 4090" without a memory column) is that card:
// the one name matcher of the command line and `detect` decides. A name that reads as a card of
// the catalog by itself skips the matcher (most rows: import speed, docs/performance.md).
inline QString completeKey(CardKey &key, const QString &rawModel, QString *field,
    const QList<Card> &catalog, Assumed &lookups)
{
    const ParsedCardName parsed = parseCardName(rawModel);
    const CardKey given = key;
    QStringList variants; // the catalog's cards the name fits, when it fits several
    if (!parsed.model.isEmpty())
        key.model = parsed.model; // without the memory and form words the name may carry
    if (key.memoryGb <= 0 && parsed.memoryGb)
        key.memoryGb = *parsed.memoryGb;
    if (parsed.form && key.form == Form::Desktop) // desktop is also the default of an empty form
        key.form = *parsed.form;
    if (key.vendor.isEmpty())
        key.vendor = parsed.vendor.isEmpty() ? vendorFromModel(key.model) : parsed.vendor;
    if (!catalog.isEmpty() && !rawModel.trimmed().isEmpty()) {
        if (lookups.catalogKeys.isEmpty())
            for (const Card &c : catalog)
                lookups.catalogKeys.insert(c.key);
        if (!lookups.catalogKeys.contains(key)) {
            QString lookup = rawModel;
            if (given.memoryGb > 0 && !parsed.memoryGb)
                lookup += QStringLiteral(" %1GB").arg(given.memoryGb);
            if (given.form != Form::Desktop && !parsed.form)
                lookup += QLatin1Char(' ') + toCode(given.form);
            auto it = lookups.resolved.constFind(lookup);
            if (it == lookups.resolved.constEnd()) {
                if (!lookups.names)
                    lookups.names = std::make_shared<const CardNameIndex>(catalog);
                it = lookups.resolved.insert(lookup, lookups.names->find(lookup));
            }
            const int index = it.value().index;
            for (int c : it.value().candidates)
                variants << catalog[c].displayName();
            if (index >= 0
                && (given.vendor.isEmpty()
                    || given.vendor.compare(catalog[index].key.vendor, Qt::CaseInsensitive) == 0)) {
                key = catalog[index].key;
                return {};
            }
        }
    }
    *field = QStringLiteral("vendor");
    if (key.vendor.isEmpty())
        return QCoreApplication::translate("CatalogImporter",
            "the vendor is missing and \"%1\" does not say it (add a vendor "
            "column: NVIDIA, AMD, Intel)")
            .arg(rawModel);
    *field = QStringLiteral("memory_gb");
    if (key.memoryGb <= 0 && !variants.isEmpty())
        return QCoreApplication::translate("CatalogImporter",
            "the memory size is missing and \"%1\" is several cards of the catalog: %2 (add a "
            "memory_gb / 显存 column, or write the size in the name)")
            .arg(rawModel, variants.join(QStringLiteral("; ")));
    if (key.memoryGb <= 0)
        return QStringLiteral(
            "the memory size is missing and \"%1\" does not say it (add a memory_gb / 显存 column)")
            .arg(rawModel);
    return {};
}

inline CardKey *keyOf(Card &c)
{
    return &c.key;
}
inline CardKey *keyOf(Price &p)
{
    return &p.card;
}
inline CardKey *keyOf(BenchmarkResult &b)
{
    return &b.card;
}
inline CardKey *keyOf(CloudOffering &c)
{
    return &c.card;
}

// A model has no card to refer to; its own cross-field checks are ModelCatalog's.
inline CardKey *keyOf(ModelSpec &)
{
    return nullptr;
}
inline CardKey *keyOf(ExchangeRateRow &)
{
    return nullptr;
}
inline QString crossCheck(ModelSpec &, const RowFacts &, const ImportOptions &, Assumed &)
{
    return {};
}
template<typename T> QString checkModelRow(T &, QString *)
{
    return {};
}
inline QString checkModelRow(ModelSpec &model, QString *field)
{
    return checkModel(model, field);
}

template<typename T> void setOrigin(T &row, Origin origin)
{
    row.origin = origin;
}

// Warnings about a row that was read without errors: none for most kinds.
template<typename T> void warnAbout(const T &, const QString &, int, QList<ImportIssue> &) { }

// A card's architecture outside the list the catalog knows (docs/catalog-format.md) is kept as
// written, with a warning: it may be a typo ("Blackwel"), or an architecture newer than the list.
inline void warnAbout(const Card &card, const QString &file, int line, QList<ImportIssue> &warnings)
{
    static const QStringList known = {QStringLiteral("Kepler"), QStringLiteral("Maxwell"),
        QStringLiteral("Pascal"), QStringLiteral("Volta"), QStringLiteral("Turing"),
        QStringLiteral("Ampere"), QStringLiteral("Ada Lovelace"), QStringLiteral("Hopper"),
        QStringLiteral("Blackwell"), QStringLiteral("RDNA 2"), QStringLiteral("RDNA 3"),
        QStringLiteral("RDNA 4"), QStringLiteral("RDNA"), QStringLiteral("GCN 3"),
        QStringLiteral("GCN 4"), QStringLiteral("GCN 5"), QStringLiteral("CDNA"),
        QStringLiteral("CDNA 2"), QStringLiteral("CDNA 3"), QStringLiteral("CDNA 4"),
        QStringLiteral("Xe-HPG"), QStringLiteral("Xe2-HPG"), QStringLiteral("Xe-HPC"),
        // Unified-memory machines and accelerators with a stack of their own (issue 29).
        QStringLiteral("RDNA 3.5"), QStringLiteral("Apple M1"), QStringLiteral("Apple M2"),
        QStringLiteral("Apple M3"), QStringLiteral("Apple M4"), QStringLiteral("Gaudi 2"),
        QStringLiteral("Gaudi 3"), QStringLiteral("Da Vinci"), QStringLiteral("MLUarch03"),
        QStringLiteral("Chunxiao"), QStringLiteral("Quyuan"), QStringLiteral("BiLiren"),
        QStringLiteral("XPU-R")};
    if (card.architecture.isEmpty() || known.contains(card.architecture))
        return;
    warnings.append({file, line, QStringLiteral("architecture"),
        QCoreApplication::translate("CatalogImporter",
            "\"%1\" is not an architecture the catalog knows (%2); kept as written")
            .arg(card.architecture, known.join(QStringLiteral(", ")))});
}

// The currency a column's header names in its unit: "价格(CNY)", "Price (USD)", "售价（元）".
inline std::optional<Currency> currencyInHeader(const QString &header)
{
    static const QRegularExpression unit(
        QStringLiteral("[\\(\\[（【]\\s*([^\\)\\]）】]+?)\\s*[\\)\\]）】]\\s*$"));
    const QRegularExpressionMatch m = unit.match(normalizeWidth(header));
    if (!m.hasMatch())
        return std::nullopt;
    const QString u = m.captured(1).toUpper();
    if (u == QLatin1String("CNY") || u == QLatin1String("RMB") || u == QStringLiteral("人民币")
        || u == QStringLiteral("元") || u == QStringLiteral("\u00A5"))
        return Currency::CNY;
    if (u == QLatin1String("USD") || u == QLatin1String("$") || u == QStringLiteral("美元"))
        return Currency::USD;
    return std::nullopt;
}

// Which fields a card row carries (a value in a column of the file): the others are not the
// row's to blank (keepFieldsNotCarried()).
template<typename T>
void noteCarried(const T &row, const std::vector<Column<T>> &cols,
    const std::vector<QString> &values, const std::vector<bool> &present, ImportResult &result)
{
    if constexpr (std::is_same_v<T, Card> || std::is_same_v<T, ModelSpec>) {
        QSet<QString> carried;
        for (size_t i = 0; i < cols.size(); ++i)
            if (present[i] && !values[i].trimmed().isEmpty())
                carried.insert(cols[i].name);
        if constexpr (std::is_same_v<T, Card>) {
            // A power value is the whole figure: one number is no longer a range ("150" for a
            // card of 80–150 W reads 150 W), and a kind it names ("450 W (TGP)", or the
            // header's) is carried like the power_kind column's.
            if (carried.contains(QStringLiteral("tdp_w"))) {
                carried.insert(QStringLiteral("power_min_w"));
                if (row.powerKind)
                    carried.insert(QStringLiteral("power_kind"));
            }
            result.cardFieldsCarried.append(carried);
        } else {
            result.modelFieldsCarried.append(carried);
        }
    } else {
        Q_UNUSED(row);
        Q_UNUSED(cols);
        Q_UNUSED(values);
        Q_UNUSED(present);
        Q_UNUSED(result);
    }
}

inline void addNotes(const Assumed &assumed, const ImportOptions &options, ImportResult &result)
{
    if (assumed.importDate > 0)
        result.notes.append(
            QCoreApplication::translate("CatalogImporter",
                "%1: %n price(s) without a date, dated %2, the day of the import", nullptr,
                assumed.importDate)
                .arg(result.fileName,
                    (options.importDate.isValid() ? options.importDate : QDate::currentDate())
                        .toString(Qt::ISODate)));
    if (assumed.defaultCurrency > 0 && options.defaultCurrency)
        result.notes.append(QCoreApplication::translate("CatalogImporter",
            "%1: %n price(s) without a currency, taken as %2 (your currency)", nullptr,
            assumed.defaultCurrency)
                                .arg(result.fileName, toCode(*options.defaultCurrency)));
}

// Reads one record (a vector of field texts, by column) into a row; collects errors.
template<typename T>
bool readRow(const std::vector<Column<T>> &cols, const std::vector<QString> &values,
    const std::vector<bool> &present, T &row, const QString &file, int line,
    QList<ImportIssue> &errors, const ImportOptions &options, Assumed &assumed,
    const std::vector<QString> *headers = nullptr)
{
    bool ok = true;
    RowFacts facts;
    for (size_t i = 0; i < cols.size(); ++i) {
        const Column<T> &col = cols[i];
        if (!present[i]) {
            // An absent optional column reads as empty (unknown / documented default).
            col.read(row, QString());
            continue;
        }
        const QString err = col.read(row, values[i]);
        if (!err.isEmpty()) {
            // The header as the file writes it, when the user wrote another name ("价格").
            const QString written = headers ? headers->at(i) : QString();
            errors.append({file, line, col.name, err,
                written.compare(col.name, Qt::CaseInsensitive) == 0 ? QString() : written});
            ok = false;
        }
        if (col.name == QLatin1String("currency") && !values[i].trimmed().isEmpty())
            facts.currencyGiven = facts.currencyColumnGiven = true;
        if (col.name == QLatin1String("observed_date") && !values[i].trimmed().isEmpty())
            facts.dateGiven = true;
        if (col.name == QLatin1String("tdp_w") && !values[i].trimmed().isEmpty())
            facts.powerGiven = true;
        if (col.name == QLatin1String("amount") || col.name == QLatin1String("price_per_hour")) {
            facts.amountText = values[i].trimmed();
            facts.amountCurrency = parsePrice(values[i]).value.value_or(Money()).currency;
            if (facts.amountCurrency)
                facts.currencyGiven = true;
        }
    }
    if (ok && std::is_same_v<T, ExchangeRateRow>) {
        // A rate names no card; its fields are checked as they are read.
    } else if (ok && std::is_same_v<T, ModelSpec>) {
        // A model names no card: its checks are the ones across its own fields.
        QString field;
        if (const QString err = checkModelRow(row, &field); !err.isEmpty()) {
            errors.append({file, line, field, err});
            ok = false;
        }
    } else if (ok) {
        QString rawModel;
        for (size_t i = 0; i < cols.size(); ++i)
            if (cols[i].name == QLatin1String("model") && present[i])
                rawModel = values[i];
        QString field;
        QString err = completeKey(*keyOf(row), rawModel, &field, options.catalog, assumed);
        if (err.isEmpty()) {
            field.clear();
            err = crossCheck(row, facts, options, assumed);
        }
        if constexpr (std::is_same_v<T, Card>) {
            // Specs that break physics (a made-up card of 9,000 TFLOPS) are no card (issue 39).
            if (err.isEmpty())
                std::tie(field, err) = cardPhysicsProblem(row);
        }
        if (!err.isEmpty()) {
            errors.append({file, line, field, err});
            ok = false;
        }
    }
    return ok;
}
} // namespace gpu::importing
