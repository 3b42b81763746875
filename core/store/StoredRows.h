// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the store: the database side of each data kind, built from its column table
// (core/io/CatalogColumns.h), which says once per field its file column and its database column.
// The repository's SELECT, INSERT and UPDATE statements, the values it binds and the rows it
// reads all come from here, so a column list can no longer disagree with the code that binds it.
//
// A kind's statement columns are, in order: card_id for a row that refers to a card (its key
// columns are stored as that id), the stored columns of the table, and feed where the row keeps
// the feed that brought it. The row id and the row stamps (RowStamp) are read around them.

#include "CatalogColumns.h"

#include <QHash>
#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

namespace gpu {

template<typename T> struct StoredKind
{
    QLatin1String table;
    const std::vector<columns::Column<T>> &fields;
    qint64 T::*id = nullptr; ///< the row id, read first when set
    CardKey T::*card = nullptr; ///< the card the row refers to (card_id), if any
    QString T::*feed = nullptr; ///< the feed that brought the row, when the row keeps it
    RowStamp T::*stamp = nullptr; ///< the row stamps, read after the columns when set

    /// The statement's columns, without id and stamps.
    QStringList columns() const
    {
        QStringList out;
        if (card)
            out.append(QStringLiteral("card_id"));
        for (const columns::Column<T> &c : fields)
            if (c.sql.stored())
                out.append(c.sql.column);
        if (feed)
            out.append(QStringLiteral("feed"));
        return out;
    }
    /// The values to bind for `row`, in the order of columns(); `cardId` for card_id.
    QVariantList values(const T &row, qint64 cardId = 0) const
    {
        QVariantList out;
        out.reserve(int(fields.size()) + 2);
        if (card)
            out.append(cardId);
        for (const columns::Column<T> &c : fields)
            if (c.sql.stored())
                out.append(c.sql.get(row));
        if (feed)
            out.append(columns::textOrNull(row.*feed));
        return out;
    }
    /// Index of the origin column in columns() (signatures and comparisons leave it out).
    int originIndex() const { return int(columns().indexOf(QStringLiteral("origin"))); }

    /// Reads a row from `q`'s columns starting at `i`: the id (when the kind has one), columns()
    /// and, when the query has them (`columnCount` is larger), the stamps. `cards` turns card_id
    /// into the card's identity. `Row` is a QSqlQuery on a row or a SqliteRow (SqliteRows.h):
    /// anything whose value(int) gives a column's QVariant.
    template<typename Row>
    T read(const Row &q, int i, int columnCount, columns::TextPool &text,
        const QHash<qint64, CardKey> *cards = nullptr) const
    {
        T row;
        if (id)
            row.*id = q.value(i++).toLongLong();
        if (card) {
            const qint64 cardId = q.value(i++).toLongLong();
            if (cards)
                row.*card = cards->value(cardId);
        }
        for (const columns::Column<T> &c : fields)
            if (c.sql.stored())
                c.sql.set(row, q.value(i++), text);
        if (feed)
            row.*feed = text(q.value(i++));
        if (stamp && i < columnCount)
            row.*stamp = readStamp(q, i, text);
        return row;
    }

    /// The row's stamp; its texts (who, and when: one time for every row an import wrote) kept
    /// once in `text`.
    template<typename Row> static RowStamp readStamp(const Row &q, int i, columns::TextPool &text)
    {
        RowStamp s;
        s.addedBy = text(q.value(i++));
        s.addedAt = text(q.value(i++));
        s.changedBy = text(q.value(i++));
        s.changedAt = text(q.value(i++));
        s.version = q.value(i++).toInt();
        return s;
    }
};

/// The row-stamp columns of every table but meta (migration 4), in the order readStamp() reads.
inline QString stampColumns()
{
    return QStringLiteral("added_by, added_at, changed_by, changed_at, row_version");
}

const StoredKind<Card> &storedCards();
const StoredKind<Price> &storedPrices();
const StoredKind<BenchmarkResult> &storedBenchmarks();
const StoredKind<CloudOffering> &storedCloud();
const StoredKind<ModelSpec> &storedModels();
const StoredKind<ExchangeRateRow> &storedRates();

} // namespace gpu
