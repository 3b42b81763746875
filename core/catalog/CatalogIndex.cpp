// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogIndex.h"

#include "Pricing.h"

#include "Workload.h"

#include <algorithm>

namespace gpu {

CatalogIndex::CatalogIndex(const CatalogData &data)
    : m_cardRows(data.cards.size())
    , m_priceRowCount(data.prices.size())
    , m_benchmarkRows(data.benchmarks.size())
{
    m_rates = std::make_shared<const RateTable>(data.rates);
    const int cardCount = int(data.cards.size());
    m_cardByKey.reserve(cardCount);
    m_vendor.reserve(size_t(cardCount));
    for (const Card &card : data.cards) {
        const QString &v = card.key.vendor;
        m_vendor.push_back(v == QLatin1String("NVIDIA") ? Vendor::Nvidia
                : v == QLatin1String("AMD")             ? Vendor::Amd
                : v == QLatin1String("Intel")           ? Vendor::Intel
                                                        : Vendor::Other);
    }
    for (int i = 0; i < cardCount; ++i)
        if (!m_cardByKey.contains(data.cards[i].key)) // the first card of a key wins
            m_cardByKey.insert(data.cards[i].key, i);

    indexPrices(data);

    // Name order, for ties in the ranking.
    {
        std::vector<std::pair<QString, int>> names;
        names.reserve(size_t(cardCount));
        for (int i = 0; i < cardCount; ++i)
            names.emplace_back(data.cards[i].key.displayName(), i);
        std::sort(names.begin(), names.end());
        m_nameOrder.resize(size_t(cardCount));
        for (int position = 0; position < cardCount; ++position)
            m_nameOrder[size_t(names[size_t(position)].second)] = position;
    }

    indexMeasurements(data);
    shareModuleMeasurements(data);
}

void CatalogIndex::indexPrices(const CatalogData &data)
{
    const int cardCount = int(data.cards.size());
    // Prices by card: count, then place (compressed rows).
    std::vector<int> cardOfPrice(size_t(data.prices.size()), -1);
    m_priceStart.assign(size_t(cardCount) + 1, 0);
    for (qsizetype p = 0; p < data.prices.size(); ++p) {
        const int card = cardIndexOf(data.prices[p].card);
        cardOfPrice[size_t(p)] = card;
        if (card >= 0)
            ++m_priceStart[size_t(card) + 1];
    }
    for (int i = 0; i < cardCount; ++i)
        m_priceStart[size_t(i) + 1] += m_priceStart[size_t(i)];
    m_priceRows.resize(size_t(m_priceStart.back()));
    std::vector<int> fill(m_priceStart.begin(), m_priceStart.end() - 1);
    for (qsizetype p = 0; p < data.prices.size(); ++p)
        if (const int card = cardOfPrice[size_t(p)]; card >= 0)
            m_priceRows[size_t(fill[size_t(card)]++)] = int(p);
}

void CatalogIndex::indexMeasurements(const CatalogData &data)
{
    // Measurements, with their texts as small numbers.
    const auto idOf = [](QHash<QString, int> &ids, const QString &text) {
        const int known = ids.value(text, -1);
        if (known >= 0)
            return known;
        const int id = int(ids.size());
        ids.insert(text, id);
        return id;
    };
    m_measurements.reserve(size_t(data.benchmarks.size()));
    for (qsizetype r = 0; r < data.benchmarks.size(); ++r) {
        const BenchmarkResult &b = data.benchmarks[r];
        if (b.gpuCount != 1 || !(b.value > 0) || calibratesOnly(b) || b.isPrefill())
            continue;
        const int card = cardIndexOf(b.card);
        if (card < 0)
            continue;
        Measurement m;
        m.card = card;
        m.row = int(r);
        m.network = idOf(m_networks, b.network);
        m.unit = idOf(m_units, b.unit);
        const std::optional<Precision> precision = precisionFromCode(b.precision);
        m.precision = precision ? int(*precision) : -1;
        m.julianDay = b.date.toJulianDay(); // an unknown date is before every known one
        m.value = b.value;
        m_measurements.push_back(m);
        if (size_t(m.network) == m_llama.size()) { // a new network
            m_llama.push_back(b.network.contains(QLatin1String("lama"), Qt::CaseInsensitive));
            m_llmSize.push_back(llmParametersOf(b.network));
        }
    }
}

void CatalogIndex::shareModuleMeasurements(const CatalogData &data)
{
    const int cardCount = int(data.cards.size());
    // A derived server measures as its module, per GPU (ServerSystems.h).
    m_moduleOf.resize(size_t(cardCount));
    bool anyServer = false;
    for (int i = 0; i < cardCount; ++i) {
        const Card &c = data.cards[i];
        const int module = c.serverOf ? cardIndexOf(*c.serverOf) : -1;
        m_moduleOf[size_t(i)] = module >= 0 ? module : i;
        anyServer = anyServer || module >= 0;
    }
    if (!anyServer)
        return;
    // Each card's own measurements in their order (compressed rows), then a copy of the
    // module's for each server, servers in catalog order.
    const size_t own = m_measurements.size();
    std::vector<int> start(size_t(cardCount) + 1, 0);
    for (size_t k = 0; k < own; ++k)
        ++start[size_t(m_measurements[k].card) + 1];
    for (int i = 0; i < cardCount; ++i)
        start[size_t(i) + 1] += start[size_t(i)];
    std::vector<int> rows(own);
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (size_t k = 0; k < own; ++k)
        rows[size_t(fill[size_t(m_measurements[k].card)]++)] = int(k);
    for (int i = 0; i < cardCount; ++i) {
        const int module = m_moduleOf[size_t(i)];
        if (module == i)
            continue;
        for (int j = start[size_t(module)]; j < start[size_t(module) + 1]; ++j) {
            Measurement copy = m_measurements[size_t(rows[size_t(j)])];
            copy.card = i;
            m_measurements.push_back(copy);
        }
    }
}

bool CatalogIndex::matches(const CatalogData &data) const
{
    return m_cardRows == data.cards.size() && m_priceRowCount == data.prices.size()
        && m_benchmarkRows == data.benchmarks.size();
}

int CatalogIndex::cardIndexOf(const CardKey &key) const
{
    return m_cardByKey.value(key, -1);
}

} // namespace gpu
