// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the ranking looks up in a catalog, worked out once per catalog rather than once per
// ranking request: where each card's prices are, which measured results could serve as a card's
// benchmark, the cards in name order, and the card with a given identity.
//
// Rows of CatalogData refer to cards by CardKey (texts and numbers); finding them per request
// meant hashing and comparing those texts for every card and every row. The window ranks again
// whenever an option changes, but the catalog changes only on load, import and price edits, so
// AppState keeps one index per catalog (docs/performance.md: ranking 100,000 cards).
//
// An index describes the catalog it was built from; it holds row numbers, never pointers, so a
// copy of the catalog (implicitly shared) is described by the same index. After any change of the
// catalog, build a new one: matches() catches a changed row count, not a changed row.

#include "CatalogData.h"

#include <QHash>

#include <memory>
#include <vector>

namespace gpu {

enum class Precision;
class RateTable;
class RankingMemo;

class CatalogIndex
{
public:
    /// A measured result that can stand for a card's performance: one GPU, a positive value, a
    /// card of the catalog.
    struct Measurement
    {
        int card = -1; ///< index into CatalogData::cards
        int row = -1; ///< index into CatalogData::benchmarks
        int network = -1; ///< id of the network's text (networkId())
        int unit = -1; ///< id of the unit's text (unitId())
        int precision = -1; ///< Precision as int; -1 for a code the ranking does not know
        qint64 julianDay = 0; ///< the result's date, QDate::toJulianDay() (invalid: the lowest)
        double value = 0; ///< BenchmarkResult::value, in its unit (> 0)
    };

    /// The vendors the ranking treats apart (CUDA, ROCm, oneAPI).
    enum class Vendor : quint8
    {
        Nvidia,
        Amd,
        Intel,
        Other
    };

    CatalogIndex() = default; ///< the index of an empty catalog
    explicit CatalogIndex(const CatalogData &data);

    /// True if the index was built from a catalog with the same numbers of rows.
    bool matches(const CatalogData &data) const;

    int cardCount() const { return int(m_nameOrder.size()); }
    /// The first card with this identity, or -1.
    int cardIndexOf(const CardKey &key) const;
    /// Rows of CatalogData::prices of card `card`, in catalog order: [begin, end).
    const int *pricesBegin(int card) const { return m_priceRows.data() + m_priceStart[card]; }
    const int *pricesEnd(int card) const { return m_priceRows.data() + m_priceStart[card + 1]; }
    /// The catalog's dated exchange rates (CatalogData::rates), for ExchangeRate::table.
    const std::shared_ptr<const RateTable> &rateTable() const { return m_rates; }
    /// Position of card `card` when the cards are ordered by display name (code-unit order), then
    /// by their position in the catalog.
    int nameOrder(int card) const { return m_nameOrder[size_t(card)]; }
    Vendor vendorOf(int card) const { return m_vendor[size_t(card)]; }

    /// Usable measured results, in catalog order.
    const std::vector<Measurement> &measurements() const { return m_measurements; }
    /// For a server derived from a module (Card::serverOf, ServerSystems.h): the module's card
    /// index, whose measured results (already listed for the server too) and rentals it shares;
    /// else `card` itself.
    int moduleOf(int card) const
    {
        return card >= 0 && size_t(card) < m_moduleOf.size() ? m_moduleOf[size_t(card)] : card;
    }
    /// Ids of texts of the measured results (-1 if no measurement has that text).
    int networkId(const QString &network) const { return m_networks.value(network, -1); }
    int unitId(const QString &unit) const { return m_units.value(unit, -1); }
    /// For LLM inference: whether the network is a LLaMA model, and its size in billions of
    /// parameters if its name says (llmParametersOf()).
    bool networkIsLlama(int network) const { return m_llama[size_t(network)]; }
    std::optional<double> networkParametersBillions(int network) const
    {
        return m_llmSize[size_t(network)];
    }

    /// What rankings of this catalog keep between them (the per-card prices and estimates of
    /// recent requests, Ranking.cpp), created by the first ranking. Copies of the index made
    /// before that keep their own.
    std::shared_ptr<RankingMemo> &rankingMemo() const { return m_rankingMemo; }

private:
    // The constructor's steps.
    void indexPrices(const CatalogData &data); ///< m_priceStart, m_priceRows
    void indexMeasurements(const CatalogData &data); ///< m_measurements and their texts' ids
    void shareModuleMeasurements(
        const CatalogData &data); ///< m_moduleOf; a server gets its module's results

    std::shared_ptr<const RateTable> m_rates;
    qsizetype m_cardRows = 0;
    qsizetype m_priceRowCount = 0;
    qsizetype m_benchmarkRows = 0;
    QHash<CardKey, int> m_cardByKey;
    std::vector<int> m_priceStart {0}; ///< per card (and one past the last): into m_priceRows
    std::vector<int> m_priceRows;
    std::vector<int> m_nameOrder;
    std::vector<Vendor> m_vendor;
    std::vector<Measurement> m_measurements;
    std::vector<int> m_moduleOf;
    QHash<QString, int> m_networks;
    QHash<QString, int> m_units;
    std::vector<bool> m_llama;
    std::vector<std::optional<double>> m_llmSize;
    mutable std::shared_ptr<RankingMemo> m_rankingMemo;
};

} // namespace gpu
