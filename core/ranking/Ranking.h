// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ranking engine: which card is best for a workload, at a price, and why.
//
// Pure functions of their inputs (catalog data, request, model parameters): no database, no
// settings, no clock. Documented in docs/ranking.md, which also records the fit of the model's
// parameters to the measured results of the catalog.
//
// Levels (docs/architecture.md): Workload.h (the vocabulary) < PerformanceModel.h (specs ->
// estimated throughput; a board with two GPUs, like the K80, is judged by one of them, because a
// single training job sees one GPU and its memory) < this header. Every estimate says what it
// rests on (EstimateBasis) and its likely range. The sentences of a result are made in one step,
// wordRanking() (RankingText.cpp), which can run again on the result in another language.

#include "CardFilter.h"
#include "CatalogData.h"
#include "CatalogIndex.h"
#include "PerformanceModel.h"
#include "Pricing.h"
#include "SoftwareSupport.h"
#include "Workload.h"

#include <QCoreApplication>
#include <QMap>
#include <QtAlgorithms>

#include <iterator>

namespace gpu {

/// The translated short phrase for what an estimate rests on (RankingFlagText.cpp).
QString estimateBasisText(EstimateBasis b); ///< translated short phrase
struct CardVerdict;
/// How sure a verdict's relative performance is, in a few words for a table cell or a tooltip:
/// "measured", or "calibrated estimate, likely 3.05–3.83×" (translated; empty without a figure).
QString estimateSummary(const CardVerdict &v);

/// What a person asks for.
struct RankingRequest
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    std::optional<double> budget; ///< max price in `currency` (card alone)
    Currency currency = Currency::CNY;
    std::optional<double> minMemoryGb; ///< per GPU
    /// New and used prices by default: each card at its best current price (Pricing.h).
    ConditionFilter condition = ConditionFilter::Any;
    std::optional<double> maxTdpWatts;
    QSet<QString> vendors; ///< empty = any
    QSet<Form> forms; ///< empty = any
    CardFilter filter; ///< further filters (UI filter panel); its price bounds use `currency`
    /// Lowest compute capability treated as supported at all (the old single setting, still
    /// read: Settings::cudaMinimumComputeCapability); below it an NVIDIA card is unsupported.
    ComputeCapability cudaMinimum {5, 0};
    /// Which software support tiers (SoftwareSupport.h) the person's stack accepts. Legacy cards
    /// are flagged either way; with CurrentOnly (the default) they are never picked.
    SoftwarePolicy software = SoftwarePolicy::CurrentOnly;
    ExchangeRate rate;
    double hostSystemCost = 0; ///< added to the card price for "whole system" performance per price
    /// A derived server's speed per GPU against one GPU (data parallel over NVLink, fitted on
    /// measured multi-GPU results: MultiGpuScaling); CatalogRanker::rank() sets it. 1 = unset.
    double serverScaling = 1.0;
    /// The same for a derived workstation of PCIe or desktop cards (data parallel over PCIe).
    double workstationScaling = 1.0;
    /// For LLM inference, a derived workstation's or server's speed against one of its GPUs holding
    /// the whole model (llama.cpp splits the layers: memory adds up, speed does not; fitted:
    /// MultiGpuScaling, Parallelism::LayerSplit); CatalogRanker::rank() sets it. 1 = unset.
    double layerSplitScaling = 1.0;
    /// For LLM inference, a derived server of NVIDIA SXM modules runs one stream tensor parallel
    /// over NVLink (vLLM): N GPUs at N^exponent × one GPU's speed (MultiGpuScaling,
    /// Parallelism::TensorParallelNvLink), measured rows at low–high × of it. 0 = not fitted: the
    /// server counts as a layer split like the others. CatalogRanker::rank() sets them.
    double tensorParallelExponent = 0;
    double tensorParallelLow = 1, tensorParallelHigh = 1;
    /// Whether `card` (a derived server) runs one LLM stream tensor parallel at the exponent.
    bool tensorParallelServer(const Card &card) const;
    double electricityPricePerKwh = 0; ///< in `currency`; 0 = not counted
    /// Today, to judge the age of prices (the ranking reads no clock); invalid = not judged.
    QDate asOf;
    /// A street or user price older than this many months gets Flag::StalePrice. Prices "go
    /// stale" (docs/domain.md); twelve months is our rule of thumb, not a sourced figure.
    int stalePriceMonths = 12;
    /// A launch price stands for a new price only this long after the card's launch (judged at
    /// `asOf`; PricePolicy, docs/ranking.md).
    int launchPriceMaxAgeMonths = PricePolicy().launchPriceMaxAgeMonths;
    /// The price model's estimates of today's prices (CatalogRanker::rank() sets them): a card
    /// whose newest price is older than stalePriceMonths is judged at its estimate where the
    /// model's backtest allows it (Pricing.h). Null: no card is judged at an estimate.
    std::shared_ptr<const PriceEstimates> priceEstimates;
    PricePolicy pricePolicy() const
    {
        return {asOf, launchPriceMaxAgeMonths, stalePriceMonths, priceEstimates};
    }
    double hoursPerDay = 8;
    /// Share of the price a card fetches when sold after three years (0 = not counted), for the
    /// three-year cost of owning (CardVerdict::ownCost3y).
    double resaleShare = 0;
    double ownershipYears = 3;
    double llmParametersBillions = 7; ///< model size for LLM inference
    /// Its layers where the model is named (ModelSpec::layers); 0: from its size
    /// (llmLayersForParameters(), Workload.h). The decode's fixed time is per layer.
    int llmLayers = 0;
    /// The memory one GPU needs for the user's own model (GB, the memory model's estimate:
    /// weights, KV cache or training state, runtime), when a model is named (the window's LLM
    /// modes, `report --model`). It replaces the workload's rule of thumb, so the ranking, the
    /// planner and the picks judge one figure; memoryWithHeadroomGb() is added to it.
    std::optional<double> memoryNeedGb;
    /// What needs it, for the sentences: "Llama 3.1 8B at Q4_K_M, 4,096 tokens".
    QString memoryNeedOf;
    std::optional<CardKey> reference; ///< default: NVIDIA GeForce RTX 3060 12 GB (desktop)
    int top = 0; ///< 0 = all
    /// When set, the only cards whose reasons rank() words (`compare` reads a few cards' figures
    /// from a ranking of the whole catalog); by default the top 50 (or `top`), the picks and the
    /// think-twice cards.
    std::optional<QList<CardKey>> explainOnly;

    /// The same request without the limits that leave cards out (budget, memory, power,
    /// vendors, forms, the filter panel's filter): the one rule by which the report and the
    /// upgrade advice judge a card the request's limits left out.
    RankingRequest withoutLimits() const
    {
        RankingRequest r = *this;
        r.budget.reset();
        r.minMemoryGb.reset();
        r.maxTdpWatts.reset();
        r.vendors.clear();
        r.forms.clear();
        r.filter = CardFilter();
        return r;
    }
};

/// A measured result used for a card (the best-matching single-GPU row).
struct MeasuredResult
{
    double value = 0;
    QString unit;
    QString network;
    QString sourceUrl;
    QDate date;
};

/// Why a card needs a second look. Codes are stable (command line, tests); text is translated.
enum class Flag
{
    CudaUnsupported, ///< NVIDIA card that no current CUDA build runs (SoftwareSupport.h), or
                     ///< below the request's cudaMinimum: never recommended
    Fp16Crippled, ///< Pascal but the P100 (consumer, Quadro, Tesla P4/P40): FP16 at 1:64; not
                  ///< for 4-bit LLM inference, which is bandwidth-bound
    NoTensorCores, ///< mixed precision needs compute capability >= 7.0 to pay off
    PrecisionUnsupported, ///< e.g. bf16 before Ampere
    LowMemory, ///< below the workload's recommended memory (or the model does not fit)
    RocmCaveat, ///< AMD: ROCm is less mature; PyTorch on ROCm is Linux-only
    IntelCaveat, ///< Intel: XPU support in frameworks is newer still
    UsedMarket, ///< judged at a used price: no warranty, mining wear
    DataCenterCooling, ///< passive cooling: needs server airflow
    HighPower, ///< > 350 W: check the PSU (recommendation +300 W over the card)
    LaptopPart, ///< laptop GPU: specs depend on the laptop's power limit
    NoPrice, ///< no price: listed apart, never ranked by value
    EstimatedPrice, ///< judged at a converted launch price
    UnknownSpecs, ///< a figure the model needs is unknown
    StalePrice, ///< judged at a price observed more than RankingRequest::stalePriceMonths ago
    ServerModule, ///< SXM or OAM module: mounts on a server baseboard, not in a PCIe slot
    OverBudget, ///< its price is above the request's budget: figures shown, never ranked
    /// The user entered a price of the condition the request leaves out (a used price under
    /// "new"): not used, and said so, with the switch that would use it.
    UserPriceOutOfScope,
    LegacySoftware, ///< only an older toolkit build still runs it (SoftwareSupport.h): not picked
                    ///< unless the request includes legacy software
    SoftwareUnsupported, ///< AMD or Intel card that no current build of its stack runs
    /// Judged at a price seen in another currency (or per GPU of a module or server), converted
    /// at the rate of the price's own date: evidence, said as such (CardPrice, priceOriginText)
    ConvertedPrice,
    /// A software stack of its own below full support (Card::stackSupport: Huawei's CANN,
    /// Apple's Metal, Moore Threads' MUSA …): the usual CUDA tools do not run as they are
    VendorStack,
    /// A derived workstation of four consumer desktop cards: plan slots or risers, the power
    /// supply and cooling (more than four is a server build)
    ManyDesktopCards,
    /// A derived workstation whose cards draw over 350 W together: size the power supply for
    /// the whole machine (HighPower speaks of one card in someone's machine)
    MachinePower,
    /// A board a third party rebuilt (Card::modifiedBoard: the RTX 4090 48 GB of China's market):
    /// no vendor warranty
    ModifiedBoard,
};
QString toCode(Flag f); ///< "cuda_unsupported", "fp16_crippled", …
QString flagText(Flag f); ///< translated sentence
/// The sentence for a workload where it differs (the AMD and Intel caveats name the runtimes
/// that run LLM inference there), else flagText(f).
QString flagText(Flag f, Workload w);
QString flagLabel(Flag f); ///< translated short name for tables ("high power", "高功耗")
/// Whether a flag is a warning: it changes whether the card can do the job or be used at all
/// (unsupported or legacy software, slow 16-bit math, too little memory, a used card, a server
/// module, a vendor's own stack …). A tempting card with one goes on the ranking's think-twice
/// list, the chart marks it ⚠ and the report lists it under "Think twice". The rest are notes: how
/// a price was found (no price, an estimate, stale, converted), a board power to check, the
/// budget. The one list of which flags are warnings (RankingPicks.cpp).
bool isWarning(Flag f);

/// A set of flags, iterated in the order of the Flag enumeration. One machine word: a verdict
/// carries its flags without an allocation (docs/performance.md: ranking 100,000 cards).
class FlagSet
{
public:
    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Flag;
        using difference_type = std::ptrdiff_t;
        using pointer = const Flag *;
        using reference = Flag;

        Flag operator*() const { return Flag(qCountTrailingZeroBits(m_rest)); }
        const_iterator &operator++()
        {
            m_rest &= m_rest - 1; // drop the lowest flag
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const const_iterator &o) const { return m_rest == o.m_rest; }
        bool operator!=(const const_iterator &o) const { return m_rest != o.m_rest; }

    private:
        friend class FlagSet;
        explicit const_iterator(quint32 rest)
            : m_rest(rest)
        { }
        quint32 m_rest = 0;
    };
    using iterator = const_iterator;

    FlagSet() = default;
    FlagSet(std::initializer_list<Flag> flags)
    {
        for (Flag f : flags)
            insert(f);
    }
    void insert(Flag f) { m_bits |= bit(f); }
    void remove(Flag f) { m_bits &= ~bit(f); }
    bool contains(Flag f) const { return m_bits & bit(f); }
    bool isEmpty() const { return m_bits == 0; }
    int size() const { return int(qPopulationCount(m_bits)); }
    const_iterator begin() const { return const_iterator(m_bits); }
    const_iterator end() const { return const_iterator(0); }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    QList<Flag> toList() const { return QList<Flag>(begin(), end()); }
    bool operator==(const FlagSet &o) const { return m_bits == o.m_bits; }
    bool operator!=(const FlagSet &o) const { return m_bits != o.m_bits; }

private:
    static quint32 bit(Flag f) { return quint32(1) << int(f); }
    quint32 m_bits = 0;
};

/// The numbers of a verdict: what orders a card and what the picks compare, with no text. The
/// ranking works them out for every card that passes the request (docs/performance.md: ranking
/// 100,000 cards); the texts (CardVerdict) are made only for the verdicts a front end reads.
struct VerdictFigures
{
    int cardIndex = -1; ///< index into CatalogData::cards
    /// The board's (or server's, or workstation's) work in GPUs: gpusPerBoard, times the
    /// request's serverScaling for a derived server, workstationScaling for a derived workstation
    /// (ServerSystems.h). `relative` is per GPU; per price and per watt, and the best-overall
    /// pick, are per board: relative × boardGpus.
    double boardGpus = 1;
    Form form = Form::Desktop; ///< the card's form (CardKey::form)
    int rank = 0; ///< 1-based among ranked cards; 0 = not ranked
    double score = 0; ///< the ranking key: relative performance (0 if unknown)
    std::optional<double> estimatedThroughput; ///< in the model's unit
    std::optional<double> estimatedRelative; ///< estimate / reference's estimate
    std::optional<double> measuredRelative; ///< measured / reference (measured or estimated)
    std::optional<double> relative; ///< measured relative if any, else estimated
    EstimateBasis estimateBasis = EstimateBasis::Unverified; ///< what `relative` rests on
    /// The estimate stopped at the card's compute cap (PerformanceModel::computeCap()): its
    /// specs promised more of the work per TFLOPS than any measured card of its kind did.
    bool computeCapped = false;
    /// The range of `relative` from the backtest errors of the model (equal to it when measured).
    std::optional<double> estimateLow;
    std::optional<double> estimateHigh;
    /// The amount of the price it is judged at (CardVerdict::price), request currency, per board.
    std::optional<double> priceAmount;
    // Per board (docs/ranking.md): a board of several GPUs counts them all (relative × GPUs per
    // board) against the board's price and TDP.
    std::optional<double> performancePerPrice; ///< relative per 1,000 units of currency
    std::optional<double> performancePerPriceSystem; ///< same, price + host system cost
    std::optional<double> performancePerWatt; ///< relative per kW of the board's TDP
    std::optional<double> costOfOwnership; ///< price + electricity over the years, in currency
    /// Hours of cloud use that cost as much as the card: the like-for-like figure
    /// (rentBreakEvenHours; column break_even_cloud_hours says it too).
    std::optional<double> breakEvenHours;
    std::optional<double> rentPerHour; ///< per board-hour (all its GPUs), request currency
    bool rentInterruptible = false; ///< a spot / interruptible price, not on-demand
    bool rentNearestClass = false; ///< not the same GPU: the nearest offering in class
    std::optional<double> rentBreakEvenHours; ///< the board's price / rentPerHour
    /// rentBreakEvenHours at RankingRequest::hoursPerDay, in months of 365.25 / 12 days.
    std::optional<double> rentBreakEvenMonths;
    /// Over three years at RankingRequest::hoursPerDay: owning (price, electricity at the
    /// request's price, the host system, less the resale value when one is set) and renting the
    /// same hours.
    std::optional<double> ownCost3y;
    std::optional<double> rentCost3y;
    double memoryPerGpuGb = 0;
    /// The memory one model can spread over: for LLM inference a derived server's or
    /// workstation's whole memory (its GPUs split the layers or the tensors), else
    /// memoryPerGpuGb. What "fits" and the memory reasons judge.
    double modelMemoryGb = 0;
    FlagSet flags; ///< in the order of the Flag enumeration
    bool recommendable = true; ///< false: flagged out (unsupported CUDA, does not fit, no perf)
    /// False when the request has a budget and the card is over it or has no price: the card
    /// keeps its figures (the window shows them) but is never ranked or picked, and the command
    /// line and the report leave it out.
    bool withinBudget = true;
    /// Row in CatalogData::prices of the user's own latest price that the request's condition
    /// leaves out (Flag::UserPriceOutOfScope); -1 if none.
    int userPriceOutOfScopeRow = -1;
    /// The price to beat (docs/ranking.md), in the request's currency, for the board: the price
    /// at which this card would give the same performance per price as the best-value pick
    /// (relative × GPUs per board ÷ the pick's performance per price); nullopt without a
    /// best-value pick or a relative performance.
    std::optional<double> priceToBeatValue;
    /// For a card faster than the best-overall pick: the price at which its extra speed is worth
    /// its premium, i.e. costs no more per unit of performance than the pick (the pick's price ×
    /// this card's board performance ÷ the pick's); nullopt for the others.
    std::optional<double> priceToBeatOverall;
    /// Row in CatalogData::benchmarks of the measured result used (CardVerdict::measured); -1.
    int measuredRow = -1;
    /// The cloud offering compared against (CardVerdict::rentOffer), an index into the
    /// ranking's own list of offerings; -1 when none compares.
    int rentOption = -1;

    bool hasFlag(Flag f) const { return flags.contains(f); }
    /// Whether any of its flags isWarning().
    bool hasWarning() const
    {
        for (Flag f : flags)
            if (isWarning(f))
                return true;
        return false;
    }
};

/// A verdict with its texts: the figures, the card's identity, the measured result and the
/// price it rests on, the cloud offering compared against and, for the verdicts people read,
/// the reasons.
struct CardVerdict : VerdictFigures
{
    CardKey key;
    std::optional<MeasuredResult> measured;
    std::optional<CardPrice> price;
    QString breakEvenOffering; ///< the cloud offering compared against
    // Buy or rent, like for like (docs/ranking.md, "Buy or rent"): the cloud offering of the same
    // GPU (on-demand before interruptible), or else the on-demand offering nearest in class (as
    // much memory, the closest relative performance), said so.
    QString rentOffer; ///< "RunPod H100 PCIe (on-demand)"; empty when no offering compares
    QStringList reasons; ///< translated sentences naming the deciding figures
};

/// The verdicts of a ranking, in order. It makes a verdict's figures the first time they are
/// read (figures(): the card judged again with what the ranking kept, with those of the 31
/// verdicts next to it; about 3 µs a chunk) and its texts the first time the verdict is read
/// (at(), operator[], iteration): a ranking of 100,000 cards makes the figures and words of the
/// rows a front end shows, not of every card. Copies share the ranking; a change through the
/// non-const access (operator[], a non-const loop) is made on the list's own copy and is not
/// seen in figures(). Reading from several threads at once is safe; changing while another
/// thread reads is not.
class VerdictList
{
public:
    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = CardVerdict;
        using difference_type = std::ptrdiff_t;
        using pointer = const CardVerdict *;
        using reference = const CardVerdict &;
        const_iterator(const VerdictList *list, qsizetype i)
            : m_list(list)
            , m_i(i)
        { }
        reference operator*() const { return m_list->at(m_i); }
        pointer operator->() const { return &m_list->at(m_i); }
        const_iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        bool operator==(const const_iterator &o) const { return m_i == o.m_i; }
        bool operator!=(const const_iterator &o) const { return m_i != o.m_i; }

    private:
        const VerdictList *m_list;
        qsizetype m_i;
    };
    class iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = CardVerdict;
        using difference_type = std::ptrdiff_t;
        using pointer = CardVerdict *;
        using reference = CardVerdict &;
        iterator(VerdictList *list, qsizetype i)
            : m_list(list)
            , m_i(i)
        { }
        reference operator*() const { return (*m_list)[m_i]; }
        pointer operator->() const { return &(*m_list)[m_i]; }
        iterator &operator++()
        {
            ++m_i;
            return *this;
        }
        bool operator==(const iterator &o) const { return m_i == o.m_i; }
        bool operator!=(const iterator &o) const { return m_i != o.m_i; }

    private:
        VerdictList *m_list;
        qsizetype m_i;
    };

    VerdictList();
    ~VerdictList();
    VerdictList(const VerdictList &);
    VerdictList(VerdictList &&) noexcept;
    VerdictList &operator=(const VerdictList &);
    VerdictList &operator=(VerdictList &&) noexcept;

    qsizetype size() const;
    qsizetype count() const { return size(); }
    bool isEmpty() const { return size() == 0; }
    /// The figures of verdict `i`, without its texts (made on first read). 0 <= i < size().
    const VerdictFigures &figures(qsizetype i) const;
    /// The identity of the card of verdict `i`, without making its texts.
    const CardKey &keyOf(qsizetype i) const;
    /// The index into CatalogData::cards of verdict `i`'s card, without making its figures
    /// (figures(i).cardIndex as ranked).
    int cardIndexOf(qsizetype i) const;
    /// Verdict `i` with its texts (made on first read). 0 <= i < size().
    const CardVerdict &at(qsizetype i) const;
    const CardVerdict &operator[](qsizetype i) const { return at(i); }
    CardVerdict &operator[](qsizetype i);
    const CardVerdict &first() const { return at(0); }
    const CardVerdict &constFirst() const { return at(0); }
    CardVerdict &first() { return (*this)[0]; }
    /// Verdicts with the same name group are named once in a list of cards: a card and the
    /// servers or workstations made of it (-1: not known).
    int nameGroupOf(qsizetype i) const;
    /// The position of `v` (a verdict read from this list), or -1.
    qsizetype indexOf(const CardVerdict *v) const;
    /// The position of the verdict of `key`, or -1.
    qsizetype indexOf(const CardKey &key) const;

    const_iterator begin() const { return {this, 0}; }
    const_iterator end() const { return {this, size()}; }
    const_iterator cbegin() const { return begin(); }
    const_iterator cend() const { return end(); }
    iterator begin() { return {this, 0}; }
    iterator end() { return {this, size()}; }

    /// The list's inside (Ranking.cpp): the figures and what makes the texts.
    struct Store;
    explicit VerdictList(std::shared_ptr<Store> store);
    Store *store() { return d.get(); }
    const Store *store() const { return d.get(); }

private:
    void detach();
    std::shared_ptr<Store> d;
};

/// The picks look first at ranked cards without a caveat (too little memory, ROCm or Intel
/// software stack, laptop part, SXM/OAM server module, launch-price estimate), then at cards whose
/// only caveat is too little memory, and only then, if none is left, at the others.
struct Recommendation
{
    std::optional<int> bestOverall; ///< verdict index: highest relative performance within budget
    std::optional<int> bestValue; ///< highest performance per price within budget
    std::optional<int> mostMemoryPerPrice; ///< most GB per unit of price within budget
    QList<int> thinkTwice; ///< verdicts with warning flags worth reading before buying
    /// Per pick, a translated sentence naming the ranked cards ahead of it by its own measure
    /// that it was preferred to, with their caveat ("Preferred to the higher-ranked …", "As best
    /// value, preferred to …"); empty when the pick is first by its measure.
    QString bestOverallNote;
    QString bestValueNote;
    QString mostMemoryPerPriceNote;
    /// The card with an unverified estimate that best overall / best value was preferred to
    /// (verdict index; docs/ranking.md, "How sure an estimate is"), for their notes.
    std::optional<int> bestOverallUnverified;
    std::optional<int> bestValueUnverified;

    /// The notes of the picks that are verdict `index`, in the picks' order (best overall, best
    /// value, most memory per price).
    QStringList notesFor(int index) const;
};

struct RankingResult
{
    VerdictList verdicts; ///< ranked first (by score, descending), then the rest
    Recommendation recommendation;
    CardKey reference;
    int referenceCardIndex = -1; ///< index into CatalogData::cards of the reference; -1 = none
    std::optional<double> referenceEstimate;
    ModelParameters parameters;
    /// Translated sentence: which priority rule this workload follows and why, and what the
    /// fitted model makes of the work on the reference card.
    QString rule;
    /// Why there is no pick (Ranking::noPickReason()); empty when there is one.
    QString noPickReason;
    /// Cards that pass every filter and can do the work but have no price to judge them at
    /// (Flag::NoPrice), by relative performance, highest first: a budget ranking leaves them out
    /// and says so (unpricedSentence()).
    QList<int> unpriced;

    const CardVerdict *verdictFor(const CardKey &key) const;
};

/// One line of "think twice": a warning and the cards it applies to (issue 26: one line per
/// reason, naming the cards, rather than the same sentence under every card). Made by
/// Ranking::warningLines(); front ends lay it out, the words are made here only.
struct WarningLine
{
    Flag flag = Flag::UsedMarket;
    QString reason; ///< flagText(flag, workload), translated
    QStringList cards; ///< short names without the vendor ("GeForce RTX 3090 Ti 24 GB")
    QList<CardKey> keys; ///< the same cards, in the order asked for
    /// "<reason> Applies to: <cards>." translated, naming at most `names` cards ("… and 12
    /// more").
    QString text(int names = 8) const;
};

/// Makes every sentence of `result` in the language of the installed translators: the rule and
/// the model's sentence, the reasons of the verdicts people read (the top 50, or `request.top`,
/// the picks and think-twice), the picks' notes and the no-pick reason. Ranking::rank() runs it;
/// run it again on the same result, with the request and catalog it was ranked with, after a
/// language switch: the figures, flags and order are left as they are.
void wordRanking(RankingResult &result, const CatalogData &data, const RankingRequest &request);

class Ranking
{
    Q_DECLARE_TR_FUNCTIONS(Ranking)
public:
    /// The default reference card for relative performance.
    static CardKey defaultReference();
    /// Memory per GPU recommended for the workload, GB (sources: docs/domain.md, memory tiers);
    /// for LLM inference the weights plus 20 % and the headroom kept free (memoryHeadroomGb()).
    static double recommendedMemoryGb(Workload w, Precision p, double llmParametersBillions);
    /// The same for a request: with RankingRequest::memoryNeedGb, that need plus the headroom.
    static double recommendedMemoryGb(const RankingRequest &request);
    static QString ruleText(Workload w);
    /// How far the estimates from specifications can be trusted for the workload of `m`: the
    /// measured results the model was fitted to and its typical deviation from a measurement
    /// (e^rmsLogError − 1), or that it runs on its documented defaults. The one sentence of
    /// `rank` and the report, which only add what marks a measured figure in their layout.
    static QString accuracySentence(const ModelParameters &m);

    /// Ranks every card of `data` that passes the request's filters (a card over the budget gets
    /// a verdict with its figures, Flag::OverBudget and withinBudget false, but no rank). Never
    /// divides by zero and never produces inf or NaN: anything that cannot be computed is nullopt.
    static RankingResult rank(
        const CatalogData &data, const RankingRequest &request, const PerformanceModel &model);
    /// The same with the catalog's index built beforehand (CatalogIndex(data)), for callers that
    /// rank one catalog many times. An index that does not match() `data` is rebuilt.
    static RankingResult rank(const CatalogData &data, const CatalogIndex &index,
        const RankingRequest &request, const PerformanceModel &model);

    /// "12 cards in range have no current price: RTX 4090 24 GB (last known 1,599 USD launch
    /// price, 2022-10, 49 months ago), …" for result.unpriced (at most `names` named), or "" when
    /// there are none. Translated. `data` is the catalog ranked.
    static QString unpricedSentence(const RankingResult &result, const CatalogData &data,
        const RankingRequest &request, int names = 6);

    /// The warnings of `verdicts` (how a price was found is not a warning), one line per
    /// warning, most serious first (the software stack, slow math and missing tensor cores, too
    /// little memory, the form, the vendor's stack, the used market, power), each naming its
    /// cards in the order given. thinkTwiceLines() does it for the ranking's think-twice list
    /// (the command line, the window); the report for the cards it shows.
    static QList<WarningLine> warningLines(const QList<const CardVerdict *> &verdicts, Workload w);
    static QList<WarningLine> thinkTwiceLines(const RankingResult &result, Workload w);

    /// Why `result` has no pick, as a translated sentence: for LLM inference, that no priced card
    /// within the limits holds the model's weights (with the GB they need, 20 % to spare);
    /// otherwise that no card with a known price passes the limits. Empty when there is a pick.
    static QString noPickReason(const RankingRequest &request, const RankingResult &result);

    /// The prices worth checking for this request: among the `count` cards with the highest
    /// relative performance that can do the work (recommendable, within the filters, whatever
    /// their price), those without a price, with a stale one (Flag::StalePrice) or judged at a
    /// launch-price estimate. Verdict indices, in that order of performance.
    static QList<int> pricesToCheck(const RankingResult &result, int count = 20);
    /// The same for a request (issue "prices to check follows the question"): with a budget only
    /// the cards a buyer with that budget would consider, those whose price as last judged (a
    /// stale price, a launch-price estimate, or for a card without any price its launch price
    /// converted) lies between a third of the budget and twice it; a card with no price evidence
    /// at all is left out then. Cards with the workload's recommended memory come first, each
    /// group by relative performance. `result` may be ranked without the budget (to see every
    /// card); `request` is the user's, with it.
    static QList<int> pricesToCheck(const RankingResult &result, const CatalogData &data,
        const RankingRequest &request, int count = 20);

    /// The reasons for one verdict (rank() fills them only for the top 50, the picks and the
    /// think-twice list, to stay fast on large catalogs).
    static QStringList explain(const CatalogData &data, const RankingRequest &request,
        const RankingResult &result, const CardVerdict &verdict);
};

} // namespace gpu
