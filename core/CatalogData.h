// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"

#include <QList>

namespace gpu {

/// The four kinds of catalog data; each has its own file and table.
enum class DataKind
{
    Cards,
    Prices,
    Benchmarks,
    Cloud
};

QString toCode(DataKind kind); ///< "cards", "prices", "benchmarks", "cloud"
std::optional<DataKind> dataKindFromString(const QString &s);

/// Everything the catalog holds, as value types. Rows of prices, benchmarks and cloud offerings
/// refer to cards by CardKey, so a set can be moved between databases and files.
struct CatalogData
{
    QList<Card> cards;
    QList<Price> prices;
    QList<BenchmarkResult> benchmarks;
    QList<CloudOffering> cloud;

    bool isEmpty() const
    {
        return cards.isEmpty() && prices.isEmpty() && benchmarks.isEmpty() && cloud.isEmpty();
    }
    int rowCount() const
    {
        return int(cards.size() + prices.size() + benchmarks.size() + cloud.size());
    }
    /// Index of the card with this key, or -1.
    int indexOfCard(const CardKey &key) const;
    /// Appends another set (no de-duplication).
    void append(const CatalogData &other);
};

} // namespace gpu
