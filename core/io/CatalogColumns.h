// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one description of each field of each data kind (cards, prices, benchmarks, cloud
// offerings, models, exchange rates): its file column (the importer reads it, the exporter
// writes it, so export -> import is lossless by construction) and its database column (the
// repository builds its SELECT, INSERT and UPDATE statements and binds and reads its values from
// the same table, core/store/StoredRows.h), and for a card how it is shown (its label, unit,
// better direction and decimals: cardFields(), read by the detail pane, the compare panel, `show`
// and `compare`). Add a field here once and it is imported, exported, stored and shown.

#include "CardFields.h"
#include "CatalogData.h"
#include "OutputTable.h"

#include <QSet>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace gpu::columns {

/// The SQL type of a database column (db/schema.sql): TEXT, INTEGER or REAL (DOUBLE PRECISION on
/// PostgreSQL, core/store/SqlDialect.h).
enum class SqlType
{
    Text,
    Integer,
    Real
};

/// Repeated texts read from the database kept once: a catalog read from the database shares one
/// copy of each distinct text (vendors, architectures, source URLs, units, notes …) instead of one
/// per row (peak memory with 100,000 cards, docs/performance.md). Without sharing, texts are plain
/// copies.
class TextPool
{
public:
    explicit TextPool(bool share = true)
        : m_share(share)
    { }
    QString operator()(const QVariant &value)
    {
        QString text = value.toString();
        if (!m_share || text.isEmpty())
            return text;
        const auto it = m_texts.constFind(text);
        if (it != m_texts.constEnd())
            return *it;
        m_texts.insert(text);
        return text;
    }

private:
    bool m_share = true;
    QSet<QString> m_texts;
};

/// How a field is kept in the database: its column there, the column's type, the value bound for
/// a row (a null QVariant for unknown) and how a read value goes back into the row. A file column
/// without one (an empty `column`) is not stored as it is: the identity of the card a price,
/// result or offering refers to is stored as card_id (core/store/StoredRows.h).
template<typename T> struct SqlField
{
    QString column;
    SqlType type = SqlType::Text;
    std::function<QVariant(const T &)> get;
    std::function<void(T &, const QVariant &, TextPool &)> set;
    bool stored() const { return !column.isEmpty(); }
};

/// How a field is shown (CardField, CardFields.h): none (no label) for a column people do not
/// read as a field of the row (a card's origin, every column of the other kinds today).
template<typename T> struct ColumnDisplay
{
    const char *label
        = nullptr; ///< untranslated, in the context "CardFields" (CardFields::label())
    QString unit; ///< "GB/s", "" for none
    CardField::Better better = CardField::Better::None;
    int decimals = 0; ///< at most, for display
    bool onlyWhenKnown = false; ///< CardField::onlyWhenKnown
    /// The value shown when it is not the stored one (SqlField::get): a derived server is "sold
    /// as" a server, which the database never holds. Empty: the stored value.
    std::function<QVariant(const T &)> value;
    std::function<QString(const T &)> text; ///< CardField::text
    bool shown() const { return label != nullptr; }
};

template<typename T> struct Column
{
    QString name; ///< canonical snake_case name, used by export and the command line
    QStringList aliases; ///< other accepted headers (English variants, Chinese), as written
    bool required = false;
    /// The column holds a number (export writes it as a JSON number, so other tools can use it);
    /// false for text, dates, codes and yes/no columns.
    bool numeric = false;
    std::function<QString(const T &)> write; ///< text form; empty for unknown
    std::function<QString(T &, const QString &)> read; ///< parses into T; returns an error or ""
    SqlField<T>
        sql; ///< the database column; none for the key columns of a row that refers to a card
    ColumnDisplay<T> display; ///< how it is shown; none for a column not shown
};

const std::vector<Column<Card>> &cardColumns();

/// The columns named `names` of a data kind's table `cols`, as an output table declares them
/// (OutputTable::setColumns()): a number where the column holds one (Column::numeric), text
/// otherwise and for a name the kind has no column of (a row's "origin"). So a command that
/// prints stored rows takes each column's kind from the one description of the field.
template<typename T>
QList<OutputColumn> outputColumns(const std::vector<Column<T>> &cols, const QStringList &names)
{
    QList<OutputColumn> declared;
    for (const QString &name : names) {
        const auto it = std::find_if(
            cols.begin(), cols.end(), [&](const Column<T> &c) { return c.name == name; });
        declared.append(OutputColumn(
            name, it != cols.end() && it->numeric ? OutputColumn::Number : OutputColumn::Text));
    }
    return declared;
}

/// A card's fields as people read them, in reading order: every column of cardColumns() that is
/// shown (Column::display), its value the stored one, then what one GPU of a board or server of
/// several has (memory_per_gpu_gb, memory_bandwidth_per_gpu_gbps), derived from those columns.
/// The one list of the detail pane, the compare panel, `list`, `show` and `compare`.
const QList<CardField> &cardFields();
/// The field named `name` ("memory_bandwidth_gbps"), or nullptr.
const CardField *findCardField(const QString &name);
/// The fields of cardFields() that no column holds, derived from the columns.
QStringList derivedCardFieldNames();
const std::vector<Column<Price>> &priceColumns();
const std::vector<Column<BenchmarkResult>> &benchmarkColumns();
const std::vector<Column<CloudOffering>> &cloudColumns();
const std::vector<Column<ModelSpec>> &modelColumns();
const std::vector<Column<ExchangeRateRow>> &rateColumns();

/// Header normalization: lower case, full-width folded, spaces/underscores/hyphens removed and any
/// "(unit)" or "（单位）" suffix dropped: "Memory (GB)" -> "memory", "显存（GB）" -> "显存".
QString normalizeHeader(const QString &header);
/// Whether one of `headers` (a column's aliases, as written) normalizes to `normalized`. The
/// aliases are normalized here, when a header is matched, not when the column tables are built:
/// every command builds the tables, few import.
bool anyNormalizesTo(const QStringList &headers, const QString &normalized);

/// Number formatting for export: shortest text that reads back as the same double.
QString number(double v);
QString optionalNumber(const std::optional<double> &v);
QString optionalInt(const std::optional<int> &v);

/// Values bound for the database: empty text and unknown numbers are NULL.
inline QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}
template<typename V> QVariant valueOrNull(const std::optional<V> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}
inline std::optional<int> sqlInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}
inline std::optional<double> sqlDouble(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

} // namespace gpu::columns
