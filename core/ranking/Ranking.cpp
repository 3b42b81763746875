// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking's figures: Ranking::rank() in named steps, in the order of docs/ranking.md ("The
// steps of a ranking"). The picks are in RankingPicks.cpp, the words in RankingText.cpp.

#include "Ranking.h"
#include "MultiGpuScaling.h"
#include "Ranking_p.h"

#include "MemoryModel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

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
// latest usable one (the first of equals).
std::vector<int> findMeasuredRows(const CatalogData &data, const CatalogIndex &index,
    const RankingRequest &request, const ModelParameters &params)
{
    std::vector<int> measuredRow(size_t(data.cards.size()), -1);
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
        }
    }
    return measuredRow;
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

// Buy or rent: every paid cloud offering as a price per GPU-hour in the request's currency, with
// the relative performance (as its logarithm) and memory of its GPU; worked out once per request,
// so each card's lookup is a hash find, or a pass over the few on-demand offerings.
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
    QHash<int, int> sameGpu; ///< card index -> its best option (on-demand first, then cheapest)
    std::vector<int> onDemand; ///< options with a known speed that are not interruptible
};

Rentals rentalOptions(const CatalogData &data, const CatalogIndex &index,
    const RankingRequest &request, const PerformanceModel &model,
    std::optional<double> referenceEstimate)
{
    Rentals out;
    for (const CloudOffering &o : data.cloud) {
        if (o.freeTier || !(o.pricePerHour > 0) || o.gpuCount < 1)
            continue;
        const int cardIndex = index.cardIndexOf(o.card);
        if (cardIndex < 0)
            continue;
        RentalOption r;
        r.perGpuHour
            = request.rate.convert(o.pricePerHour, o.currency, request.currency) / o.gpuCount;
        if (!finitePositive(r.perGpuHour))
            continue;
        r.label = o.provider + QLatin1Char(' ') + o.offering;
        r.interruptible = isInterruptible(o);
        const Card &card = data.cards[cardIndex];
        if (const auto rel = ratio(model.estimate(card, request.workload, request.precision,
                                       request.llmParametersBillions, request.llmLayers),
                referenceEstimate);
            rel && finitePositive(*rel)) {
            r.relative = rel;
            r.logRelative = std::log(*rel);
        }
        r.memoryGb = card.memoryPerGpuGb();
        const int i = int(out.options.size());
        out.options.push_back(r);
        // The same GPU: on-demand before interruptible, then the cheapest.
        const auto best = out.sameGpu.constFind(cardIndex);
        if (best == out.sameGpu.constEnd()) {
            out.sameGpu.insert(cardIndex, i);
        } else {
            const RentalOption &b = out.options[size_t(*best)];
            if ((b.interruptible && !r.interruptible)
                || (b.interruptible == r.interruptible && r.perGpuHour < b.perGpuHour))
                out.sameGpu.insert(cardIndex, i);
        }
        if (!r.interruptible && std::isfinite(r.logRelative))
            out.onDemand.push_back(i);
    }
    return out;
}

// The offering that rents what the card is: the same GPU; else the on-demand offering with at
// least its memory whose speed is nearest, within a factor of 1.5 (then, among those within 15 %
// of the nearest, the cheapest: several clouds rent one class at different prices). Null when
// none compares.
const RentalOption *likeForLike(const Rentals &rentals, int cardIndex,
    std::optional<double> relative, double memoryGb, bool *nearest)
{
    *nearest = false;
    if (const auto same = rentals.sameGpu.constFind(cardIndex); same != rentals.sameGpu.constEnd())
        return &rentals.options[size_t(*same)];
    if (!relative || !finitePositive(*relative) || rentals.onDemand.empty())
        return nullptr;
    const double logRelative = std::log(*relative);
    double nearestDistance = std::numeric_limits<double>::infinity();
    for (int i : rentals.onDemand) {
        const RentalOption &r = rentals.options[size_t(i)];
        if (r.memoryGb >= memoryGb)
            nearestDistance = std::min(nearestDistance, std::fabs(r.logRelative - logRelative));
    }
    static const double kClass = std::log(1.5);
    static const double kSame = std::log(1.15);
    if (!(nearestDistance <= kClass))
        return nullptr;
    const RentalOption *best = nullptr;
    for (int i : rentals.onDemand) {
        const RentalOption &r = rentals.options[size_t(i)];
        if (r.memoryGb >= memoryGb
            && std::fabs(r.logRelative - logRelative) <= nearestDistance + kSame
            && (!best || r.perGpuHour < best->perGpuHour))
            best = &r;
    }
    *nearest = best != nullptr;
    return best;
}

// What judging one card needs, worked out once per request.
struct Judging
{
    const CatalogData &data;
    const CatalogIndex &index;
    const RankingRequest &request;
    const ModelParameters &params;
    const std::vector<int> &measuredRow;
    std::optional<double> referenceEstimate;
    const BenchmarkResult *referenceMeasured = nullptr;
    double recommendedMemory = 0;
    Rentals rentals = {};
    const RankingEstimates *estimates = nullptr;
    const RankingPrices *prices = nullptr;
    const std::vector<RankingTraits> *traits = nullptr;

    const BenchmarkResult *measuredOf(int card) const
    {
        const int row = card >= 0 ? measuredRow[size_t(card)] : -1;
        return row >= 0 ? &data.benchmarks[row] : nullptr;
    }
};

// 3. The performance model and how sure it is: the estimate, the measured result, relative
// performance against the reference, and the estimate's basis and range.
void estimateCard(VerdictFigures &v, const Judging &j)
{
    const RankingEstimates::Card &e = j.estimates->cards[size_t(v.cardIndex)];
    if (e.estimate)
        v.estimatedThroughput = e.estimate;
    v.computeCapped = e.capped;
    v.estimatedRelative = ratio(v.estimatedThroughput, j.referenceEstimate);
    v.measuredRow = j.measuredRow[size_t(v.cardIndex)];
    if (const BenchmarkResult *measured = j.measuredOf(v.cardIndex)) {
        // Against the reference's own measurement when it has one, else its estimate (the
        // estimate is fitted to the same unit, so the two are comparable).
        v.measuredRelative = j.referenceMeasured
            ? ratio(measured->value, j.referenceMeasured->value)
            : ratio(measured->value, j.referenceEstimate);
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
void costCard(VerdictFigures &v, const Card &card, const CardPrice *price, const Judging &j)
{
    const RankingRequest &request = j.request;
    // The board's relative performance (0 when unknown: `known` says which).
    const bool known = v.relative.has_value();
    const double scaling = !card.serverOf    ? 1.0
        : card.key.form == Form::Workstation ? request.workstationScaling
                                             : request.serverScaling;
    v.boardGpus = std::max(1, card.gpusPerBoard) * scaling;
    // A workstation answering one LLM stream splits the layers: one card's speed at most. A
    // server of NVIDIA SXM modules runs it tensor parallel over NVLink, at the speed-up fitted on
    // measured vLLM results; another server splits the layers too (its links' tensor
    // parallelism is not measured here).
    if (card.serverOf && request.workload == Workload::LlmInference)
        v.boardGpus = request.tensorParallelServer(card)
            ? std::pow(double(std::max(1, card.gpusPerBoard)), request.tensorParallelExponent)
            : request.layerSplitScaling;
    const double boardRelative = known ? *v.relative * v.boardGpus : 0.0;
    if (known && price && finitePositive(price->amount)) {
        v.performancePerPrice = boardRelative / price->amount * 1000.0;
        if (request.hostSystemCost > 0)
            v.performancePerPriceSystem
                = boardRelative / (price->amount + request.hostSystemCost) * 1000.0;
    }
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
    if (const RentalOption *rent = likeForLike(
            j.rentals, j.index.moduleOf(v.cardIndex), v.relative, v.memoryPerGpuGb, &nearest)) {
        const int gpus = std::max(1, card.gpusPerBoard);
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
void flagPrice(VerdictFigures &v, const CardPrice *price, const Judging &j)
{
    const RankingRequest &request = j.request;
    FlagSet &flags = v.flags;
    // With a budget, a card must be shown to fit it: over it, or without a price, it keeps
    // its figures but is not ranked.
    v.withinBudget = !request.budget || (price && price->amount <= *request.budget);
    if (request.budget && price && price->amount > *request.budget)
        flags.insert(Flag::OverBudget);
    if (const Price *outside = userPriceOutsideScope(j.data.prices,
            j.index.pricesBegin(v.cardIndex), j.index.pricesEnd(v.cardIndex), request.condition)) {
        flags.insert(Flag::UserPriceOutOfScope);
        v.userPriceOutOfScopeRow = int(outside - j.data.prices.constData());
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
// and whether it can be recommended at all.
void flagCard(VerdictFigures &v, const Card &card, const CardPrice *price, const Judging &j)
{
    const RankingRequest &request = j.request;
    const int i = v.cardIndex;
    FlagSet &flags = v.flags;
    const CatalogIndex::Vendor vendor = j.index.vendorOf(i);
    // The dated support table (SoftwareSupport.h); the old single minimum still applies on
    // top of it for NVIDIA (cudaSupport(), CardFilter.h).
    const RankingTraits &traits = (*j.traits)[size_t(i)];
    const std::optional<SoftwareTier> tier = traits.tier;
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
    const bool ownStack = !card.softwareStack.isEmpty() && card.stackSupport
        && *card.stackSupport != StackSupport::Full;
    if (ownStack)
        flags.insert(Flag::VendorStack);
    else if (vendor == CatalogIndex::Vendor::Amd)
        flags.insert(Flag::RocmCaveat);
    else if (vendor == CatalogIndex::Vendor::Intel)
        flags.insert(Flag::IntelCaveat);
    const bool pascalConsumer = traits.pascalConsumer;
    const bool crippled
        = card.fp16Tflops && card.fp32Tflops && *card.fp16Tflops < *card.fp32Tflops / 8;
    // 4-bit LLM inference streams quantised weights: its speed is the memory bandwidth's,
    // not the FP16 rate's, so the caveat would mislead there.
    const bool int4Llm
        = request.workload == Workload::LlmInference && request.precision == Precision::Int4;
    if ((pascalConsumer || crippled) && request.precision != Precision::Fp32 && !int4Llm)
        flags.insert(Flag::Fp16Crippled);
    if (vendor == CatalogIndex::Vendor::Nvidia && traits.tensorCores == false
        && request.precision != Precision::Fp32 && request.workload != Workload::LlmInference)
        flags.insert(Flag::NoTensorCores);
    // INT4 (4-bit weights) is a way to run LLMs, not to train: no card "supports" it there.
    // BF16 follows the architecture (SoftwareSupport.h): a card whose architecture has it is
    // not "unsupported" because its row publishes no rate (its estimate is then unknown).
    const bool bf16Unsupported = request.precision == Precision::Bf16
        && !PerformanceModel::computeTflops(card, Precision::Bf16) && traits.bf16 != true;
    const bool precisionUnsupported = request.workload != Workload::LlmInference
        && (request.precision == Precision::Int4 || bf16Unsupported
            || (request.precision == Precision::Int8
                && !PerformanceModel::computeTflops(card, request.precision)));
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
    // A server brings its own airflow and power supplies (ServerSystems.h): those are a card's
    // worries in someone's machine.
    // Eight cards take a server chassis with its own airflow (WorkstationSystems.cpp) as well.
    const bool server = card.key.form == Form::Server;
    const bool inAServerChassis
        = server || (card.key.form == Form::Workstation && card.gpusPerBoard >= 8);
    if (card.productLine == ProductLine::DataCenter && card.key.form != Form::Desktop
        && !inAServerChassis)
        flags.insert(Flag::DataCenterCooling);
    // A workstation's board power is its cards' together: a word about the machine's supply.
    if (card.tdpWatts && *card.tdpWatts > 350 && !server)
        flags.insert(card.key.form == Form::Workstation ? Flag::MachinePower : Flag::HighPower);
    if (card.key.form == Form::Laptop)
        flags.insert(Flag::LaptopPart);
    if (card.modifiedBoard)
        flags.insert(Flag::ModifiedBoard);
    if (card.key.form == Form::SXM || card.key.form == Form::OAM)
        flags.insert(Flag::ServerModule);
    // Four consumer cards in one box (WorkstationSystems.cpp): slots, power and cooling.
    if (card.key.form == Form::Workstation && card.productLine != ProductLine::DataCenter
        && card.productLine != ProductLine::Workstation && card.gpusPerBoard >= 4)
        flags.insert(Flag::ManyDesktopCards);
    flagPrice(v, price, j);
    if (!v.relative && !precisionUnsupported && fits)
        flags.insert(Flag::UnknownSpecs);
    v.recommendable = !cudaUnsupported && !otherUnsupported && v.relative.has_value() && fits
        && !precisionUnsupported;
}

// A verdict's figures for every card that passes the request's filters, at its price: steps 3
// to 5. Texts are made when a verdict is read (VerdictList).
void judgeCards(const Judging &j, std::vector<VerdictFigures> &verdicts)
{
    const CatalogData &data = j.data;
    const RankingRequest &request = j.request;
    const QStringList words = searchWords(request.filter.search);
    const bool llm = request.workload == Workload::LlmInference;
    verdicts.reserve(size_t(data.cards.size()));
    for (int i = 0; i < data.cards.size(); ++i) {
        const Card &card = data.cards[i];
        const CardPrice *price = j.prices->of(i);
        const std::optional<double> amount
            = price ? std::optional<double>(price->amount) : std::nullopt;
        if (!passesRequest(card, request, amount, words))
            continue;
        VerdictFigures &v = verdicts.emplace_back();
        v.cardIndex = i;
        v.form = card.key.form;
        v.priceAmount = amount;
        v.memoryPerGpuGb = card.memoryPerGpuGb();
        v.modelMemoryGb = card.serverOf && llm ? card.key.memoryGb : v.memoryPerGpuGb;
        estimateCard(v, j);
        costCard(v, card, price, j);
        flagCard(v, card, price, j);
    }
}

// 6. The order: recommendable cards with a price (within the budget), by score (relative
// performance), then by name, then by position; their ranks. Sorted as two integers per card:
// (ranked first, higher score first) and (name order from the index, position). A score is
// finite and >= 0, and the bits of such doubles order as the numbers do. The figures stay where
// they are; the list reads them through the order.
std::vector<int> orderVerdicts(std::vector<VerdictFigures> &verdicts, const CatalogIndex &index)
{
    struct SortKey
    {
        quint64 major;
        quint64 minor;
        bool operator<(const SortKey &o) const
        {
            return major != o.major ? major < o.major : minor < o.minor;
        }
    };
    const size_t count = verdicts.size();
    std::vector<SortKey> keys;
    keys.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        const VerdictFigures &v = verdicts[i];
        const double score = v.score > 0 && std::isfinite(v.score) ? v.score : 0.0;
        quint64 bits;
        std::memcpy(&bits, &score, sizeof bits);
        const bool ranked = v.recommendable && v.priceAmount.has_value() && v.withinBudget;
        keys.push_back({(ranked ? 0 : quint64(1) << 63) | (~bits & ~(quint64(1) << 63)),
            quint64(index.nameOrder(v.cardIndex)) << 32 | quint64(i)});
    }
    std::sort(keys.begin(), keys.end());
    std::vector<int> order(count);
    int rank = 0;
    for (size_t k = 0; k < count; ++k) {
        const int i = int(keys[k].minor & 0xFFFFFFFFu);
        order[k] = i;
        VerdictFigures &v = verdicts[size_t(i)];
        if (v.recommendable && v.priceAmount && v.withinBudget)
            v.rank = ++rank;
    }
    return order;
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
    const std::vector<int> measuredRow = findMeasuredRows(data, index, request, result.parameters);
    chooseReference(data, index, request, model, result);
    // Each card's price and estimate, as worked out for an earlier request where it asked the same.
    const std::shared_ptr<const RankingPrices> prices = pricesFor(data, index, request);
    const std::shared_ptr<const RankingEstimates> estimates
        = estimatesFor(data, index, request, result.parameters);
    Judging judging {data, index, request, result.parameters, measuredRow, result.referenceEstimate,
        nullptr, recommendedMemoryGb(request), {}, estimates.get(), prices.get()};
    if (result.referenceCardIndex >= 0)
        judging.referenceMeasured = judging.measuredOf(result.referenceCardIndex);
    judging.rentals = rentalOptions(data, index, request, model, result.referenceEstimate);
    // 3.–5. Every card: its estimate, costs and flags, as figures.
    const std::shared_ptr<const std::vector<RankingTraits>> traits = traitsFor(data, index);
    judging.traits = traits.get();
    auto store = std::make_shared<VerdictList::Store>();
    store->figures = figuresBuffer(index, &store->recycle);
    judgeCards(judging, store->figures);
    // 6. The order and the ranks.
    store->order = orderVerdicts(store->figures, index);
    store->cards = data.cards;
    store->benchmarks = data.benchmarks;
    store->prices = prices;
    store->traits = traits;
    for (const RentalOption &r : judging.rentals.options)
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
