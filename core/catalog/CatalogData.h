// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Card.h"
#include "ModelCatalog.h"

#include <QDateTime>
#include <QList>
#include <QUrl>

namespace gpu {

/// The kinds of catalog data; each has its own file and table.
enum class DataKind
{
    Cards,
    Prices,
    Benchmarks,
    Cloud,
    Models, ///< neural-network models (ModelCatalog.h), for the memory model
    Rates ///< dated exchange rates to CNY (ExchangeRateRow)
};

/// Every kind, in file order (cards first: the other rows refer to them).
inline constexpr DataKind kAllDataKinds[] = {DataKind::Cards, DataKind::Prices,
    DataKind::Benchmarks, DataKind::Cloud, DataKind::Models, DataKind::Rates};

QString toCode(DataKind kind); ///< "cards", "prices", "benchmarks", "cloud", "models", "rates"
std::optional<DataKind> dataKindFromString(const QString &s);

/// A followed sheet, as the `feeds` table stores it (fetched and read by Feeds.h, stored by
/// CatalogRepository).
struct Feed
{
    qint64 id = 0;
    QString name; ///< the user's name for it, unique: "lab-prices"
    QUrl url; ///< http or https
    QString kind = QStringLiteral("auto"); ///< "auto" or an import kind (toCode(DataKind))
    QString etag; ///< of the last sheet read, for If-None-Match
    QString lastModified; ///< of the last sheet read, for If-Modified-Since
    QDateTime lastChecked; ///< UTC; invalid until the first update
    QDateTime lastChanged; ///< UTC: when a changed sheet was last stored
    int rowCount = 0; ///< rows the last stored sheet gave
    QString lastStatus; ///< "ok", "unchanged", or the reason of the last failure
};

/// Everything the catalog holds, as value types. Rows of prices, benchmarks and cloud offerings
/// refer to cards by CardKey, so a set can be moved between databases and files.
struct CatalogData
{
    QList<Card> cards;
    QList<Price> prices;
    QList<BenchmarkResult> benchmarks;
    QList<CloudOffering> cloud;
    /// Built-in models and the user's own; names are unique (a user's model replaces the
    /// built-in one of the same name).
    QList<ModelSpec> models;
    /// Dated exchange rates (built-in monthly series, the user's and the feeds' rows).
    QList<ExchangeRateRow> rates;

    bool isEmpty() const
    {
        return cards.isEmpty() && prices.isEmpty() && benchmarks.isEmpty() && cloud.isEmpty()
            && models.isEmpty() && rates.isEmpty();
    }
    int rowCount() const
    {
        return int(cards.size() + prices.size() + benchmarks.size() + cloud.size() + models.size()
            + rates.size());
    }
    /// Index of the card with this key, or -1.
    int indexOfCard(const CardKey &key) const;
    /// Appends another set (no de-duplication).
    void append(const CatalogData &other);
};

} // namespace gpu
