// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by Ranking.cpp and RankingPicks.cpp; not part of the library's interface.

#include "Ranking.h"

#include <QMutex>

#include <atomic>
#include <cmath>
#include <limits>
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
    /// Per card: the row in CatalogData::prices of the user's own price that the condition
    /// leaves out (userPriceOutsideScope()), or -1.
    std::vector<int> outOfScopeRow;
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

/// What judging a card reads of it, worked out once per catalog: they do not depend on the
/// request. The flags read from its texts (architecture, the dated support table) and a copy of
/// the few fields judging compares, so that a ranking's pass over 100,000 cards reads these
/// bytes rather than each Card's strings and lists (docs/performance.md).
struct RankingTraits
{
    std::optional<SoftwareTier> tier; ///< softwareTier()
    bool pascalConsumer = false; ///< a consumer Pascal card (FP16 at 1:64)
    std::optional<bool> tensorCores; ///< hasTensorCores()
    std::optional<bool> bf16; ///< supportsBf16()
    /// Cards that share this id are named once where a pick's note lists the cards it passed
    /// over: a card, and the servers or workstations made of it (the name before " × ").
    int nameGroup = -1;

    CatalogIndex::Vendor vendor = CatalogIndex::Vendor::Other; ///< CatalogIndex::vendorOf()
    int module = -1; ///< CatalogIndex::moduleOf(): the card whose cloud offerings it rents
    Form form = Form::Desktop; ///< CardKey::form
    bool system = false; ///< a server or workstation derived at load (Card::serverOf)
    bool nvLinkServer = false; ///< a server of modules joined by NVLink (joinedByNvLink())
    bool fp16Crippled = false; ///< FP16 rate below 1/8 of FP32 (both published)
    bool bf16Rate = false; ///< a published BF16 rate (PerformanceModel::computeTflops())
    bool int8Rate = false; ///< a published INT8 rate
    int gpusPerBoard = 1; ///< at least 1
    double memoryGb = 0; ///< CardKey::memoryGb: a system's memory over all its GPUs
    double memoryPerGpuGb = 0; ///< Card::memoryPerGpuGb()
    std::optional<double> tdpWatts; ///< Card::tdpWatts, the board's
    std::optional<ComputeCapability> computeCapability;
    /// The flags that follow from the card alone: its software stack or vendor's caveat,
    /// cooling, power, laptop part, modified board, server module, many desktop cards.
    FlagSet cardFlags;
};
std::shared_ptr<const std::vector<RankingTraits>> traitsFor(
    const CatalogData &data, const CatalogIndex &index);

/// The few figures that the picks, their notes, think-twice and the cards without a price
/// compare, one row per verdict in list order: one 64-byte cache line, not a VerdictFigures' 392
/// bytes, for each of those passes over 100,000 verdicts (docs/performance.md).
struct alignas(64) RankRow
{
    double overall = 0; ///< score × boardGpus: what best overall compares
    double value = 0; ///< performancePerPrice, 0 when unknown: what best value compares
    double memoryGb = 0; ///< memoryPerGpuGb
    double relative = 0; ///< meaningful with `hasRelative`
    double price = 0; ///< VerdictFigures::priceAmount; meaningful with `priced`
    double estimateLow = 0; ///< meaningful with `hasEstimateLow`
    FlagSet flags;
    int rank = 0; ///< VerdictFigures::rank
    bool priced : 1; ///< a price is known (VerdictFigures::priceAmount)
    bool hasRelative : 1;
    bool withinBudget : 1;
    bool recommendable : 1;
    bool unverified : 1; ///< estimateBasis is EstimateBasis::Unverified
    bool hasEstimateLow : 1;

    /// What the memory pick compares: memoryPerGpuGb / the price; 0 without a price.
    double memoryPerPrice() const { return priced ? memoryGb / price : 0.0; }
    /// The row of a verdict's figures (every field set).
    static RankRow of(const VerdictFigures &v);
};
static_assert(sizeof(RankRow) == 64, "one cache line a row");

/// The list's rows, as the ranking made them (none for an empty list).
std::shared_ptr<const std::vector<RankRow>> rankRows(const VerdictList &verdicts);

/// Buy or rent (RankingRentals.cpp): every paid cloud offering as a price per GPU-hour in the
/// request's currency, with the relative performance (as its logarithm) and memory of its GPU;
/// worked out once per request, so each card's lookup is an index or a binary search.
struct RentalOption
{
    QString label;
    double perGpuHour = 0;
    bool interruptible = false;
    std::optional<double> relative;
    double logRelative = std::numeric_limits<double>::quiet_NaN();
    double memoryGb = 0;
};

struct Rentals
{
    std::vector<RentalOption> options;
    /// By card index: its GPU's best option (on-demand first, then the cheapest), or -1.
    std::vector<int> sameGpu;
    std::vector<int> onDemand; ///< options with a known speed that are not interruptible
    /// The on-demand offerings with at least `memoryGb` per GPU, by speed (logRelative, then
    /// option index), one tier per distinct memory size in ascending order: a card's nearest
    /// offering in class is a binary search in the tier of its memory, not a pass over all.
    struct Tier
    {
        double memoryGb = 0;
        std::vector<int> bySpeed;
    };
    std::vector<Tier> tiers;
};

Rentals rentalOptions(const CatalogData &data, const CatalogIndex &index,
    const RankingRequest &request, const PerformanceModel &model,
    std::optional<double> referenceEstimate);
/// The offering that rents what the card is: the same GPU; else the on-demand offering with at
/// least its memory whose speed is nearest, within a factor of 1.5 (then, among those within 15 %
/// of the nearest, the cheapest: several clouds rent one class at different prices). Null when
/// none compares; `nearest` says whether it is the nearest in class.
const RentalOption *likeForLike(const Rentals &rentals, int cardIndex,
    std::optional<double> relative, double memoryGb, bool *nearest);

/// What judging a card needs for one request (steps 3 to 5 of docs/ranking.md), kept with the
/// ranking's list so that a verdict's figures are made when first read.
struct JudgeContext
{
    RankingRequest request; ///< with the catalog's exchange rates
    std::shared_ptr<const RankingPrices> prices;
    std::shared_ptr<const RankingEstimates> estimates;
    std::shared_ptr<const std::vector<RankingTraits>> traits;
    /// Per card: the row in CatalogData::benchmarks of the measured result used, or -1, and its
    /// value where there is one.
    std::vector<int> measuredRow;
    std::vector<double> measuredValue;
    std::optional<double> referenceEstimate;
    std::optional<double> referenceMeasured; ///< the reference card's measured value
    double recommendedMemory = 0; ///< Ranking::recommendedMemoryGb()
    Rentals rentals;

    std::optional<double> measuredOf(int card) const
    {
        const bool has = card >= 0 && measuredRow[size_t(card)] >= 0;
        return has ? std::optional<double>(measuredValue[size_t(card)]) : std::nullopt;
    }
};

/// How much of a card judgeCard() works out: what orders it and what the picks compare
/// (RankRow; no power, cost of ownership or cloud offering), or every figure.
enum class JudgeDepth
{
    Order,
    Full
};
/// The figures of `card` for the context's request: its estimate, costs and flags (no rank, no
/// prices to beat). Ranking.cpp.
void judgeCard(
    const JudgeContext &j, int card, VerdictFigures &v, JudgeDepth depth = JudgeDepth::Full);

/// What a ranking made and a VerdictList keeps of it: copied whole when a list detaches.
struct RankedVerdicts
{
    std::shared_ptr<const JudgeContext> judge;
    std::vector<int> judged; ///< the cards judged, by card index, in the order they were judged
    std::vector<int> order; ///< position in the list -> index into `judged`
    /// By position: what the picks compare (RankRow), made with the order.
    std::shared_ptr<const std::vector<RankRow>> rows;
    /// The prices to beat (pricesToBeat()): the best value's relative per 1,000 units, and the
    /// best overall's board relative and price.
    std::optional<double> valuePerPrice, overallRelative, overallPrice;
    int referencePosition = -1; ///< the reference card's position, or -1
    QList<Card> cards;
    QList<BenchmarkResult> benchmarks;
    std::shared_ptr<const RankingPrices> prices;
    QStringList rentLabels; ///< VerdictFigures::rentOption -> the offering's name
    std::shared_ptr<const std::vector<RankingTraits>> traits; ///< by card index
};

/// The inside of a VerdictList: the cards judged, in rank order through `order`, with the rows
/// the picks compare; each verdict's figures, made when first read (by chunks of kChunk
/// positions: judging the card again from `judge` gives the same figures); what makes a
/// verdict's texts (the catalog's cards and benchmark rows, shared with the catalog it was ranked
/// from; the prices; the cloud offerings' names).
struct VerdictList::Store : RankedVerdicts
{
    static constexpr size_t kChunk = 32;

    /// The verdicts made so far, by position; guarded by `mutex`.
    mutable std::vector<std::unique_ptr<CardVerdict>> made;
    mutable QMutex mutex;

    Store() = default;
    Store(const Store &) = delete;
    ~Store();
    /// Sizes the figures' chunks for `order` (none made yet).
    void prepareFigures();
    int cardAt(qsizetype i) const { return judged[size_t(order[size_t(i)])]; }
    /// The figures of position `i`, made with those of its chunk when first read.
    const VerdictFigures &figuresAt(qsizetype i) const;
    /// Verdict `i` made from its figures (no reasons: wordRanking() adds those it words).
    std::unique_ptr<CardVerdict> make(qsizetype i) const;

private:
    const VerdictFigures *makeChunk(size_t chunk) const;
    /// Position -> its chunk's figures (an array of kChunk), null until first read.
    std::unique_ptr<std::atomic<VerdictFigures *>[]> m_chunks;
    size_t m_chunkCount = 0;
    mutable QMutex m_chunkMutex;
};

/// Flags that make a pick look further down the ranking first (Recommendation): not enough
/// memory, a less mature software stack, a laptop or server part, a price that is only an estimate.
inline constexpr Flag kPickCaveats[]
    = {Flag::LowMemory, Flag::LegacySoftware, Flag::VendorStack, Flag::RocmCaveat,
        Flag::IntelCaveat, Flag::LaptopPart, Flag::ServerModule, Flag::EstimatedPrice};
/// The first of kPickCaveats the verdict carries.
std::optional<Flag> pickCaveat(const VerdictFigures &v);
std::optional<Flag> pickCaveat(FlagSet flags);
/// Whether any of the flags is a warning (isWarning()).
bool hasWarning(FlagSet flags);

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
