// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoredRows.h"

namespace gpu {

// Each kind: its table, its column table (core/io/CatalogColumns.h) and what the repository
// keeps around the columns: the row id, the card it refers to, its feed, its stamps.

const StoredKind<Card> &storedCards()
{
    static const StoredKind<Card> kind {
        QLatin1String("cards"), columns::cardColumns(), &Card::id, nullptr, nullptr, &Card::stamp};
    return kind;
}

const StoredKind<Price> &storedPrices()
{
    static const StoredKind<Price> kind {QLatin1String("prices"), columns::priceColumns(),
        &Price::id, &Price::card, &Price::feed, &Price::stamp};
    return kind;
}

const StoredKind<BenchmarkResult> &storedBenchmarks()
{
    static const StoredKind<BenchmarkResult> kind {QLatin1String("benchmarks"),
        columns::benchmarkColumns(), &BenchmarkResult::id, &BenchmarkResult::card, nullptr,
        &BenchmarkResult::stamp};
    return kind;
}

const StoredKind<CloudOffering> &storedCloud()
{
    static const StoredKind<CloudOffering> kind {QLatin1String("cloud_offerings"),
        columns::cloudColumns(), &CloudOffering::id, &CloudOffering::card, nullptr,
        &CloudOffering::stamp};
    return kind;
}

const StoredKind<ModelSpec> &storedModels()
{
    static const StoredKind<ModelSpec> kind {QLatin1String("models"), columns::modelColumns(),
        nullptr, nullptr, nullptr, &ModelSpec::stamp};
    return kind;
}

// Exchange rates are read without their stamps, as they always were.
const StoredKind<ExchangeRateRow> &storedRates()
{
    static const StoredKind<ExchangeRateRow> kind {QLatin1String("exchange_rates"),
        columns::rateColumns(), &ExchangeRateRow::id, nullptr, &ExchangeRateRow::feed, nullptr};
    return kind;
}

} // namespace gpu
