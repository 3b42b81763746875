// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking's figures: Ranking::rank() in named steps, in the order of docs/ranking.md ("The
// steps of a ranking"). The picks are in RankingPicks.cpp, the words in RankingText.cpp.

#include "Ranking.h"
#include "MultiGpuScaling.h"
#include "Ranking_p.h"

#include "MemoryModel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

namespace gpu {

bool RankingRequest::tensorParallelServer(const Card &card) const
{
    return tensorParallelExponent > 0 && card.serverOf && card.key.form == Form::Server
        && joinedByNvLink(card);
}

namespace {

bool passesRequest(const Card &card, const RankingRequest &request, std::optional<double> price,
    const QStringList &searchWords)
{
    if (!request.vendors.isEmpty() && !request.vendors.contains(card.key.vendor))
        return false;
    if (!request.forms.isEmpty() && !request.forms.contains(card.key.form))
        return false;
    if (request.minMemoryGb && card.memoryPerGpuGb() < *request.minMemoryGb)
        return false;
    if (request.maxTdpWatts && (!card.tdpWatts || *card.tdpWatts > *request.maxTdpWatts))
        return false;
    if (!request.filter.matchesExceptSearch(card, price))
        return false;
    return searchWords.isEmpty() || matchesSearch(SearchText::of(card), searchWords);
}

} // namespace

// Short name for sentences (Ranking_p.h): "RTX 3060 12 GB" rather than the full display name.
QString shortName(const CardKey &key)
{
    QString s = key.nameWithoutVendor();
    if (s.startsWith(QLatin1String("GeForce ")))
        s = s.mid(8);
    return s;
}

QStringList Recommendation::notesFor(int index) const
{
    QStringList notes;
    if (bestOverall == index && !bestOverallNote.isEmpty())
        notes << bestOverallNote;
    if (bestValue == index && !bestValueNote.isEmpty())
        notes << bestValueNote;
    if (mostMemoryPerPrice == index && !mostMemoryPerPriceNote.isEmpty())
        notes << mostMemoryPerPriceNote;
    return notes;
}

const CardVerdict *RankingResult::verdictFor(const CardKey &key) const
{
    const qsizetype i = verdicts.indexOf(key);
    return i >= 0 ? &verdicts.at(i) : nullptr;
}

CardKey Ranking::defaultReference()
{
    return CardKey {
        QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3060"), 12, Form::Desktop};
}

double Ranking::recommendedMemoryGb(Workload w, Precision p, double llmParametersBillions)
{
    // Memory tiers of the sources (docs/domain.md): 8 GB for everyday learning, 12 GB the research
    // floor for image/video/audio models, 24 GB for Transformers; an LLM needs its weights plus
    // about 20 % for KV cache and runtime.
    switch (w) {
    case Workload::Cnn:
        return 12;
    case Workload::Rnn:
        return 8;
    case Workload::Transformer:
        return 24;
    case Workload::LlmInference:
        return memoryWithHeadroomGb(
            llmParametersBillions * PerformanceModel::bytesPerParameter(p) * 1.2);
    }
    return 8;
}

double Ranking::recommendedMemoryGb(const RankingRequest &request)
{
    if (request.memoryNeedGb)
        return memoryWithHeadroomGb(*request.memoryNeedGb);
    return recommendedMemoryGb(request.workload, request.precision, request.llmParametersBillions);
}

namespace {

// The steps of Ranking::rank(), in the order of docs/ranking.md.

// 1. The measured result used for each card (row in CatalogData::benchmarks, -1 if none): the
// latest usable one (the first of equals), with its value.
struct MeasuredRows
{
    std::vector<int> row;
    std::vector<double> value; ///< meaningful where `row` is not -1
};

MeasuredRows findMeasuredRows(const CatalogData &data, const CatalogIndex &index,
    const RankingRequest &request, const ModelParameters &params)
{
    MeasuredRows out;
    std::vector<int> &measuredRow = out.row;
    measuredRow.assign(size_t(data.cards.size()), -1);
    out.value.resize(measuredRow.size());
    std::vector<qint64> measuredDay(measuredRow.size());
    const int unit = index.unitId(params.unit);
    const int network = index.networkId(params.network);
    const bool llm = request.workload == Workload::LlmInference;
    for (const CatalogIndex::Measurement &m : index.measurements()) {
        if (m.precision != int(request.precision) || m.unit != unit || unit < 0)
            continue;
        if (llm) {
            const auto size = index.networkParametersBillions(m.network);
            if (!index.networkIsLlama(m.network) || !size
                || std::fabs(*size - request.llmParametersBillions) > 0.6)
                continue;
        } else if (m.network != network) {
            continue;
        }
        int &row = measuredRow[size_t(m.card)];
        qint64 &day = measuredDay[size_t(m.card)];
        if (row < 0 || m.julianDay > day) {
            row = m.row;
            day = m.julianDay;
            out.value[size_t(m.card)] = m.value;
        }
    }
    return out;
}

// 2. The reference card for relative performance: the requested one, or the default; if it has
// no estimate for this request (e.g. the model does not fit), the first of a fixed list that has
// one, else the fastest card that can do the work. Sets the result's reference, its card index
// and its estimate.
void chooseReference(const CatalogData &data, const CatalogIndex &index,
    const RankingRequest &request, const PerformanceModel &model, RankingResult &result)
{
    QList<CardKey> candidates;
    if (request.reference)
        candidates << *request.reference;
    candidates << Ranking::defaultReference()
               << CardKey {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3090"), 24,
                      Form::Desktop}
               << CardKey {QStringLiteral("NVIDIA"), QStringLiteral("A100"), 80, Form::SXM}
               << CardKey {QStringLiteral("NVIDIA"), QStringLiteral("H100"), 80, Form::SXM};
    int referenceIndex = -1;
    for (const CardKey &k : candidates) {
        const int i = index.cardIndexOf(k);
        if (i >= 0
            && model.estimate(data.cards[i], request.workload, request.precision,
                request.llmParametersBillions, request.llmLayers)) {
            referenceIndex = i;
            break;
        }
    }
    if (referenceIndex < 0) {
        // None of the usual references can do this work (e.g. the model does not fit in 12 GB):
        // compare against the fastest card that can, so relative figures read as "share of the
        // best".
        std::optional<double> best;
        for (int i = 0; i < data.cards.size(); ++i) {
            const auto e = model.estimate(data.cards[i], request.workload, request.precision,
                request.llmParametersBillions, request.llmLayers);
            if (e && (!best || *e > *best)) {
                best = e;
                referenceIndex = i;
            }
        }
    }
    result.referenceCardIndex = referenceIndex;
    result.reference = referenceIndex >= 0 ? data.cards[referenceIndex].key : candidates.first();
    if (referenceIndex >= 0)
        result.referenceEstimate = model.estimate(data.cards[referenceIndex], request.workload,
            request.precision, request.llmParametersBillions, request.llmLayers);
}

// 3. The performance model and how sure it is: the estimate, the measured result, relative
// performance against the reference, and the estimate's basis and range.
void estimateCard(VerdictFigures &v, const JudgeContext &j)
{
    const RankingEstimates::Card &e = j.estimates->cards[size_t(v.cardIndex)];
    if (e.estimate)
        v.estimatedThroughput = e.estimate;
    v.computeCapped = e.capped;
    v.estimatedRelative = ratio(v.estimatedThroughput, j.referenceEstimate);
    v.measuredRow = j.measuredRow[size_t(v.cardIndex)];
    if (const std::optional<double> measured = j.measuredOf(v.cardIndex)) {
        // Against the reference's own measurement when it has one, else its estimate (the
        // estimate is fitted to the same unit, so the two are comparable).
        v.measuredRelative
            = ratio(measured, j.referenceMeasured ? j.referenceMeasured : j.referenceEstimate);
    }
    v.relative = v.measuredRelative ? v.measuredRelative : v.estimatedRelative;
    // How sure: measured, or the model's range from its backtest errors for this basis.
    if (v.measuredRelative) {
        v.estimateBasis = EstimateBasis::Measured;
        v.estimateLow = v.estimateHigh = v.measuredRelative;
    } else {
        v.estimateBasis = e.basis;
        // (1, 1): no backtest behind the parameters (nothing measured to fit): range unknown.
        // A capped estimate is at the most its arithmetic allows: its range ends there.
        if (v.estimatedRelative && !(e.low == 1.0 && e.high == 1.0)) {
            v.estimateLow = *v.estimatedRelative * e.low;
            v.estimateHigh = *v.estimatedRelative * (v.computeCapped ? 1.0 : e.high);
        }
    }
    v.score = v.relative.value_or(0);
}

// 4. Prices and costs: all nullopt unless every input is known and positive. Per board throughout
// (docs/ranking.md): a dual-GPU board's work is both GPUs' (relative performance is per GPU),
// against the board's price and the board's power.
void costCard(VerdictFigures &v, const RankingTraits &card, const CardPrice *price,
    const JudgeContext &j, JudgeDepth depth)
{
    const RankingRequest &request = j.request;
    // The board's relative performance (0 when unknown: `known` says which).
    const bool known = v.relative.has_value();
    const double scaling = !card.system  ? 1.0
        : card.form == Form::Workstation ? request.workstationScaling
                                         : request.serverScaling;
    v.boardGpus = card.gpusPerBoard * scaling;
    // A workstation answering one LLM stream splits the layers: one card's speed at most. A
    // server of NVIDIA SXM modules runs it tensor parallel over NVLink, at the speed-up fitted on
    // measured vLLM results (RankingRequest::tensorParallelServer()); another server splits the
    // layers too (its links' tensor parallelism is not measured here).
    if (card.system && request.workload == Workload::LlmInference)
        v.boardGpus = request.tensorParallelExponent > 0 && card.nvLinkServer
            ? std::pow(double(card.gpusPerBoard), request.tensorParallelExponent)
            : request.layerSplitScaling;
    const double boardRelative = known ? *v.relative * v.boardGpus : 0.0;
    if (known && price && finitePositive(price->amount)) {
        v.performancePerPrice = boardRelative / price->amount * 1000.0;
        if (request.hostSystemCost > 0)
            v.performancePerPriceSystem
                = boardRelative / (price->amount + request.hostSystemCost) * 1000.0;
    }
    // What orders the card and what the picks compare ends here (JudgeDepth::Order).
    if (depth == JudgeDepth::Order)
        return;
    if (known && card.tdpWatts && finitePositive(*card.tdpWatts))
        v.performancePerWatt = boardRelative / *card.tdpWatts * 1000.0;
    if (price && finitePositive(price->amount) && card.tdpWatts
        && request.electricityPricePerKwh > 0 && request.ownershipYears > 0) {
        const double kwh
            = *card.tdpWatts / 1000.0 * request.hoursPerDay * 365.0 * request.ownershipYears;
        v.costOfOwnership = price->amount + kwh * request.electricityPricePerKwh;
    }
    // Buy or rent, like for like, over three years at the request's hours per day.
    bool nearest = false;
    if (const RentalOption *rent
        = likeForLike(j.rentals, card.module, v.relative, v.memoryPerGpuGb, &nearest)) {
        const int gpus = card.gpusPerBoard;
        v.rentOption = int(rent - j.rentals.options.data());
        v.rentPerHour = rent->perGpuHour * gpus;
        v.rentInterruptible = rent->interruptible;
        v.rentNearestClass = nearest;
        const double hours3y = request.hoursPerDay * 365.0 * 3.0;
        if (hours3y > 0)
            v.rentCost3y = *v.rentPerHour * hours3y;
        if (price && finitePositive(price->amount)) {
            v.rentBreakEvenHours = price->amount / *v.rentPerHour;
            if (request.hoursPerDay > 0)
                v.rentBreakEvenMonths
                    = *v.rentBreakEvenHours / (request.hoursPerDay * 365.25 / 12.0);
            double own = price->amount + std::max(0.0, request.hostSystemCost)
                - price->amount * std::clamp(request.resaleShare, 0.0, 1.0);
            if (card.tdpWatts && request.electricityPricePerKwh > 0)
                own += *card.tdpWatts / 1000.0 * hours3y * request.electricityPricePerKwh;
            v.ownCost3y = own;
        }
    }
    // One break-even figure per row: the older column says the like-for-like one too
    // (CardVerdict::breakEvenOffering).
    v.breakEvenHours = v.rentBreakEvenHours;
}

// The flags of the price a card is judged at: the budget, the user's own price out of scope, no
// price, an estimate, a converted or per-GPU price, a stale one.
void flagPrice(VerdictFigures &v, const CardPrice *price, const JudgeContext &j)
{
    const RankingRequest &request = j.request;
    FlagSet &flags = v.flags;
    // With a budget, a card must be shown to fit it: over it, or without a price, it keeps
    // its figures but is not ranked.
    v.withinBudget = !request.budget || (price && price->amount <= *request.budget);
    if (request.budget && price && price->amount > *request.budget)
        flags.insert(Flag::OverBudget);
    if (const int outside = j.prices->outOfScopeRow[size_t(v.cardIndex)]; outside >= 0) {
        flags.insert(Flag::UserPriceOutOfScope);
        v.userPriceOutOfScopeRow = outside;
    }
    if (!price)
        flags.insert(Flag::NoPrice);
    else if (price->isEstimate())
        flags.insert(Flag::EstimatedPrice);
    // A launch price in another currency is both an estimate and converted (a Mac Studio's
    // USD list price judged in CNY): each says its part.
    if (price && price->basis != PriceBasis::ModelEstimate
        && (price->converted || price->perGpuDerived()))
        flags.insert(Flag::ConvertedPrice);
    if (price && !price->isEstimate() && request.asOf.isValid() && price->date.isValid()
        && price->date.addMonths(std::max(0, request.stalePriceMonths)) < request.asOf)
        flags.insert(Flag::StalePrice);
}

// 5. Flags and "think twice": why the card needs a second look, whether it is within the budget,
// and whether it can be recommended at all. The flags that follow from the card alone were
// worked out once per catalog (RankingTraits::cardFlags, RankingMemo.cpp).
void flagCard(
    VerdictFigures &v, const RankingTraits &card, const CardPrice *price, const JudgeContext &j)
{
    const RankingRequest &request = j.request;
    FlagSet &flags = v.flags;
    flags = card.cardFlags;
    const CatalogIndex::Vendor vendor = card.vendor;
    // The dated support table (SoftwareSupport.h); the old single minimum still applies on
    // top of it for NVIDIA (cudaSupport(), CardFilter.h).
    const std::optional<SoftwareTier> tier = card.tier;
    const bool cudaUnsupported = vendor == CatalogIndex::Vendor::Nvidia && card.computeCapability
        && (*card.computeCapability < request.cudaMinimum || tier == SoftwareTier::Unsupported);
    const bool otherUnsupported
        = vendor != CatalogIndex::Vendor::Nvidia && tier == SoftwareTier::Unsupported;
    if (cudaUnsupported)
        flags.insert(Flag::CudaUnsupported);
    if (otherUnsupported)
        flags.insert(Flag::SoftwareUnsupported);
    if (!cudaUnsupported && tier == SoftwareTier::Legacy)
        flags.insert(Flag::LegacySoftware);
    // 4-bit LLM inference streams quantised weights: its speed is the memory bandwidth's,
    // not the FP16 rate's, so the caveat would mislead there.
    const bool int4Llm
        = request.workload == Workload::LlmInference && request.precision == Precision::Int4;
    if ((card.pascalConsumer || card.fp16Crippled) && request.precision != Precision::Fp32
        && !int4Llm)
        flags.insert(Flag::Fp16Crippled);
    if (vendor == CatalogIndex::Vendor::Nvidia && card.tensorCores == false
        && request.precision != Precision::Fp32 && request.workload != Workload::LlmInference)
        flags.insert(Flag::NoTensorCores);
    // INT4 (4-bit weights) is a way to run LLMs, not to train: no card "supports" it there.
    // BF16 follows the architecture (SoftwareSupport.h): a card whose architecture has it is
    // not "unsupported" because its row publishes no rate (its estimate is then unknown).
    const bool bf16Unsupported
        = request.precision == Precision::Bf16 && !card.bf16Rate && card.bf16 != true;
    const bool precisionUnsupported = request.workload != Workload::LlmInference
        && (request.precision == Precision::Int4 || bf16Unsupported
            || (request.precision == Precision::Int8 && !card.int8Rate));
    if (precisionUnsupported)
        flags.insert(Flag::PrecisionUnsupported);
    // A model's need is a hard limit (LLM inference, or the user's model named); the workloads'
    // memory tiers are advice.
    const bool fits = (request.workload != Workload::LlmInference && !request.memoryNeedGb)
        || v.modelMemoryGb >= j.recommendedMemory;
    if (v.modelMemoryGb < j.recommendedMemory)
        flags.insert(Flag::LowMemory);
    if (price && price->condition == Condition::Used)
        flags.insert(Flag::UsedMarket);
    flagPrice(v, price, j);
    if (!v.relative && !precisionUnsupported && fits)
        flags.insert(Flag::UnknownSpecs);
    v.recommendable = !cudaUnsupported && !otherUnsupported && v.relative.has_value() && fits
        && !precisionUnsupported;
}

} // namespace

void judgeCard(const JudgeContext &j, int cardIndex, VerdictFigures &v, JudgeDepth depth)
{
    const RankingTraits &card = (*j.traits)[size_t(cardIndex)];
    const CardPrice *price = j.prices->of(cardIndex);
    v.cardIndex = cardIndex;
    v.form = card.form;
    if (price)
        v.priceAmount = price->amount;
    v.memoryPerGpuGb = card.memoryPerGpuGb;
    v.modelMemoryGb = card.system && j.request.workload == Workload::LlmInference
        ? card.memoryGb
        : v.memoryPerGpuGb;
    estimateCard(v, j);
    costCard(v, card, price, j, depth);
    flagCard(v, card, price, j);
}

namespace {

// What orders a verdict (step 6), made as it is judged: two integers, (ranked first, higher score
// first) and (name order from the index, position). A score is finite and >= 0, and the bits of
// such doubles order as the numbers do.
struct SortKey
{
    quint64 major;
    quint64 minor;
    bool operator<(const SortKey &o) const
    {
        return major != o.major ? major < o.major : minor < o.minor;
    }
    bool ranked() const { return !(major >> 63); }
    int position() const { return int(minor & 0xFFFFFFFFu); }
};

// The verdicts as judged: the cards, and for each its sort key and the row the picks compare
// (RankRow), made from its figures while they are at hand; the figures themselves are made again
// when read (VerdictList::Store::figuresAt()).
struct Judged
{
    std::vector<int> cards;
    std::vector<SortKey> keys;
    std::vector<RankRow> rows;
    int reference = -1; ///< the reference card's index into `cards`
};

// Steps 3 to 5 for every card that passes the request's filters, at its price.
void judgeCards(const CatalogData &data, const CatalogIndex &index, const JudgeContext &j,
    int referenceCard, Judged &out)
{
    const RankingRequest &request = j.request;
    const QStringList words = searchWords(request.filter.search);
    // Most requests filter nothing (the window's filters narrow the table, not the ranking): then
    // no card's own fields are read at all.
    const bool filtered = !request.vendors.isEmpty() || !request.forms.isEmpty()
        || request.minMemoryGb || request.maxTdpWatts || !request.filter.isEmpty();
    const size_t cards = size_t(data.cards.size());
    out.cards.reserve(cards);
    out.keys.reserve(cards);
    out.rows.reserve(cards);
    for (int i = 0; i < data.cards.size(); ++i) {
        if (filtered) {
            const CardPrice *price = j.prices->of(i);
            const std::optional<double> amount
                = price ? std::optional<double>(price->amount) : std::nullopt;
            if (!passesRequest(data.cards[i], request, amount, words))
                continue;
        }
        VerdictFigures v;
        judgeCard(j, i, v, JudgeDepth::Order);
        const double score = v.score > 0 && std::isfinite(v.score) ? v.score : 0.0;
        quint64 bits;
        std::memcpy(&bits, &score, sizeof bits);
        const bool ranked = v.recommendable && v.priceAmount.has_value() && v.withinBudget;
        const quint64 position = out.cards.size();
        if (i == referenceCard)
            out.reference = int(position);
        out.cards.push_back(i);
        out.keys.push_back({(ranked ? 0 : quint64(1) << 63) | (~bits & ~(quint64(1) << 63)),
            quint64(index.nameOrder(i)) << 32 | position});
        out.rows.push_back(RankRow::of(v));
    }
}

// The keys in order, as std::sort would put them, by a least-significant-digit radix sort (a
// byte a pass, stable): the keys come in position order, so sorting by name order and then by
// `major` leaves equal keys by position. A pass whose byte is the same in every key is skipped.
void sortKeys(std::vector<SortKey> &keys)
{
    const size_t n = keys.size();
    if (n < 256) {
        std::sort(keys.begin(), keys.end());
        return;
    }
    // Bytes 4 to 7 of `minor` (the name order), then bytes 0 to 7 of `major`.
    constexpr int kPasses = 12;
    const auto digit = [](const SortKey &k, int pass) {
        return pass < 4 ? unsigned(k.minor >> (32 + 8 * pass)) & 0xFFu
                        : unsigned(k.major >> (8 * (pass - 4))) & 0xFFu;
    };
    std::vector<std::array<size_t, 256>> counts(kPasses);
    for (auto &c : counts)
        c.fill(0);
    for (const SortKey &k : keys)
        for (int pass = 0; pass < kPasses; ++pass)
            ++counts[size_t(pass)][digit(k, pass)];
    std::vector<SortKey> other(n);
    std::vector<SortKey> *from = &keys, *to = &other;
    for (int pass = 0; pass < kPasses; ++pass) {
        std::array<size_t, 256> &c = counts[size_t(pass)];
        if (std::find(c.begin(), c.end(), n) != c.end())
            continue; // one value: nothing moves
        size_t sum = 0;
        for (size_t &slot : c)
            sum += std::exchange(slot, sum);
        for (const SortKey &k : *from)
            (*to)[c[digit(k, pass)]++] = k;
        std::swap(from, to);
    }
    if (from != &keys)
        keys.swap(other);
}

// 6. The order: recommendable cards with a price (within the budget), by score (relative
// performance), then by name, then by position; their ranks.
void orderVerdicts(VerdictList::Store &store, Judged &judged)
{
    std::vector<SortKey> &keys = judged.keys;
    const size_t count = keys.size();
    sortKeys(keys);
    std::vector<int> &order = store.order;
    order.resize(count);
    auto rows = std::make_shared<std::vector<RankRow>>(count);
    int rank = 0;
    for (size_t k = 0; k < count; ++k) {
        const int i = keys[k].position();
        order[k] = i;
        RankRow &row = (*rows)[k];
        row = judged.rows[size_t(i)];
        if (keys[k].ranked())
            row.rank = ++rank;
        if (i == judged.reference)
            store.referencePosition = int(k);
    }
    store.rows = std::move(rows);
    store.judged = std::move(judged.cards);
    store.prepareFigures();
}

} // namespace

RankingResult Ranking::rank(
    const CatalogData &data, const RankingRequest &request, const PerformanceModel &model)
{
    return rank(data, CatalogIndex(data), request, model);
}

RankingResult Ranking::rank(const CatalogData &data, const CatalogIndex &givenIndex,
    const RankingRequest &givenRequest, const PerformanceModel &model)
{
    std::optional<CatalogIndex> rebuilt;
    if (!givenIndex.matches(data))
        rebuilt.emplace(data);
    const CatalogIndex &index = rebuilt ? *rebuilt : givenIndex;
    // Prices in other currencies are converted at the catalog's dated rates unless the caller
    // brought its own table.
    RankingRequest withRates;
    const bool addRates = !givenRequest.rate.table;
    if (addRates) {
        withRates = givenRequest;
        withRates.rate.table = index.rateTable();
    }
    const RankingRequest &request = addRates ? withRates : givenRequest;

    RankingResult result;
    result.parameters = model.parameters(request.workload, request.precision);
    // 1. The measured results, 2. the reference card and what renting the work would cost.
    MeasuredRows measured = findMeasuredRows(data, index, request, result.parameters);
    chooseReference(data, index, request, model, result);
    // Each card's price and estimate, as worked out for an earlier request where it asked the
    // same, and what it is apart from the request.
    auto judging = std::make_shared<JudgeContext>();
    JudgeContext &j = *judging;
    j.request = request;
    j.prices = pricesFor(data, index, request);
    j.estimates = estimatesFor(data, index, request, result.parameters);
    j.traits = traitsFor(data, index);
    j.measuredRow = std::move(measured.row);
    j.measuredValue = std::move(measured.value);
    j.referenceEstimate = result.referenceEstimate;
    if (result.referenceCardIndex >= 0)
        j.referenceMeasured = j.measuredOf(result.referenceCardIndex);
    j.recommendedMemory = recommendedMemoryGb(request);
    j.rentals = rentalOptions(data, index, request, model, result.referenceEstimate);
    // 3.–5. Every card: its estimate, costs and flags, and from them its sort key and the row
    // the picks compare.
    auto store = std::make_shared<VerdictList::Store>();
    Judged judged;
    judgeCards(data, index, j, result.referenceCardIndex, judged);
    // 6. The order and the ranks.
    orderVerdicts(*store, judged);
    judged = {}; // 8 MB at 100,000 cards, not held through the picks and words
    store->judge = judging;
    store->cards = data.cards;
    store->benchmarks = data.benchmarks;
    store->prices = j.prices;
    store->traits = j.traits;
    for (const RentalOption &r : j.rentals.options)
        store->rentLabels << r.label;
    result.verdicts = VerdictList(std::move(store));
    // 7. The picks, the cards each passed over and the think-twice list (RankingPicks.cpp).
    result.recommendation = recommend(result.verdicts, request);
    pricesToBeat(result.verdicts, result.recommendation, data);
    result.unpriced = unpricedCards(result.verdicts); // in the final order
    // 8. The words (RankingText.cpp): the texts of the verdicts people read are made here.
    wordRanking(result, data, request);
    return result;
}

} // namespace gpu
