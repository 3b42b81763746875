// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by Ranking.cpp and RankingPicks.cpp; not part of the library's interface.

#include "Ranking.h"

#include <QMutex>

#include <cmath>
#include <memory>
#include <optional>
#include <vector>

namespace gpu {

inline bool finitePositive(double v)
{
    return std::isfinite(v) && v > 0;
}

/// a / b, or nullopt where either is unknown, b is not positive or the result is not finite.
inline std::optional<double> ratio(std::optional<double> a, std::optional<double> b)
{
    if (!a || !b || !finitePositive(*b) || !std::isfinite(*a))
        return std::nullopt;
    const double r = *a / *b;
    return std::isfinite(r) ? std::optional<double>(r) : std::nullopt;
}

/// Each card's price for one currency, condition, rate and price policy (priceFor(), Pricing.h),
/// by card index: worked out once and kept between rankings (RankingMemo).
struct RankingPrices
{
    std::vector<int> slot; ///< per card: index into `prices`, or -1 without a price
    std::vector<CardPrice> prices;
    const CardPrice *of(int card) const
    {
        const int i = card >= 0 && size_t(card) < slot.size() ? slot[size_t(card)] : -1;
        return i >= 0 ? &prices[size_t(i)] : nullptr;
    }
};

// Each card's estimate for one parameter set and LLM model, with what it rests on and its range
// as factors (PerformanceModel::basisOf(), rangeOf()): kept between rankings (RankingMemo).
struct RankingEstimates
{
    struct Card
    {
        std::optional<double> estimate;
        bool capped = false;
        EstimateBasis basis = EstimateBasis::Unverified;
        double low = 1, high = 1;
    };
    std::vector<Card> cards;
};

/// Each card's price for the request's currency, condition, rate and price policy, and each
/// card's estimate for `params` and the request's model (RankingMemo.cpp): from the catalog's
/// index where an earlier ranking asked the same, else worked out and kept there.
std::shared_ptr<const RankingPrices> pricesFor(
    const CatalogData &data, const CatalogIndex &index, const RankingRequest &request);
std::shared_ptr<const RankingEstimates> estimatesFor(const CatalogData &data,
    const CatalogIndex &index, const RankingRequest &request, const ModelParameters &params);

/// What the flags of a card read from its texts (architecture, the dated support table), worked
/// out once per catalog: they do not depend on the request.
struct RankingTraits
{
    std::optional<SoftwareTier> tier; ///< softwareTier()
    bool pascalConsumer = false; ///< a consumer Pascal card (FP16 at 1:64)
    std::optional<bool> tensorCores; ///< hasTensorCores()
    std::optional<bool> bf16; ///< supportsBf16()
    /// Cards that share this id are named once where a pick's note lists the cards it passed
    /// over: a card, and the servers or workstations made of it (the name before " × ").
    int nameGroup = -1;
};
std::shared_ptr<const std::vector<RankingTraits>> traitsFor(
    const CatalogData &data, const CatalogIndex &index);
/// An empty vector for a ranking's figures, with the room of one let go before where there is
/// one (RankingMemo::spareFigures); `from` is where a Store gives it back.
std::vector<VerdictFigures> figuresBuffer(
    const CatalogIndex &index, std::weak_ptr<RankingMemo> *from);

/// The inside of a VerdictList: every verdict's figures, in rank order through `order`, and
/// what makes a verdict's texts (the catalog's cards and benchmark rows, shared with the catalog
/// it was ranked from; the prices; the cloud offerings' names).
struct VerdictList::Store
{
    std::vector<VerdictFigures> figures; ///< in the order they were judged
    std::vector<int> order; ///< position in the list -> index into `figures`
    QList<Card> cards;
    QList<BenchmarkResult> benchmarks;
    std::shared_ptr<const RankingPrices> prices;
    QStringList rentLabels; ///< VerdictFigures::rentOption -> the offering's name
    std::shared_ptr<const std::vector<RankingTraits>> traits; ///< by card index
    /// Where the figures go when the list is let go, for the next ranking (figuresBuffer()).
    std::weak_ptr<RankingMemo> recycle;
    /// The verdicts made so far, by position; guarded by `mutex`.
    mutable std::vector<std::unique_ptr<CardVerdict>> made;
    mutable QMutex mutex;

    Store() = default;
    Store(const Store &) = delete;
    ~Store();
    const VerdictFigures &figuresAt(qsizetype i) const { return figures[size_t(order[size_t(i)])]; }
    VerdictFigures &figuresAt(qsizetype i) { return figures[size_t(order[size_t(i)])]; }
    /// Verdict `i` made from its figures (no reasons: wordRanking() adds those it words).
    std::unique_ptr<CardVerdict> make(qsizetype i) const;
};

/// Flags that make a pick look further down the ranking first (Recommendation): not enough
/// memory, a less mature software stack, a laptop or server part, a price that is only an estimate.
inline constexpr Flag kPickCaveats[]
    = {Flag::LowMemory, Flag::LegacySoftware, Flag::VendorStack, Flag::RocmCaveat,
        Flag::IntelCaveat, Flag::LaptopPart, Flag::ServerModule, Flag::EstimatedPrice};
/// The first of kPickCaveats the verdict carries.
std::optional<Flag> pickCaveat(const VerdictFigures &v);

/// "RTX 3060 12 GB" rather than the full display name, for sentences.
QString shortName(const CardKey &key);

/// The picks (each preferring cards without a caveat, kPickCaveats; legacy software only when
/// the request includes it), the unverified cards they were preferred to, and the think-twice
/// list, for verdicts in rank order with their ranks set. No words: wordRanking() adds the notes.
Recommendation recommend(const VerdictList &verdicts, const RankingRequest &request);
/// The price to beat of every verdict (CardVerdict::priceToBeatValue, priceToBeatOverall) from
/// the picks of `rec`, and the cards without a price (RankingResult::unpriced).
void pricesToBeat(VerdictList &verdicts, const Recommendation &rec, const CatalogData &data);
QList<int> unpricedCards(const VerdictList &verdicts);

} // namespace gpu
