// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The ranking engine: which card is best for a workload, at a price, and why.
//
// Pure functions of their inputs (catalog data, request, model parameters): no database, no
// settings, no clock. Documented in docs/ranking.md, which also records the fit of the model's
// parameters to the measured results of the catalog.
//
// Performance model (per GPU; a board with two GPUs, like the K80, is judged by one of them,
// because a single training job sees one GPU and its memory):
//   time per unit of work = 1/C + 1/(I * B * (L2 / 6 MB)^γ) + 1/(J * F)
//   throughput            = scale / time
// where C is the card's tensor-core rate for the precision (TFLOPS, FP32 accumulate, TF32 for
// fp32 from Ampere on; the CUDA-core rate without tensor cores), B its memory bandwidth (TB/s),
// L2 its on-chip cache, F its FP32 CUDA-core rate, and I, J, γ the workload's shape, fitted to
// the measured results with a scale per result set (docs/ranking.md). LLM token generation is
// bandwidth-bound and needs the model's weights in memory: tokens/s = scale / (weights / B + t0),
// and a card whose memory per GPU cannot hold the weights (plus 20 % for KV cache and runtime)
// gets no estimate. Every estimate says what it rests on (EstimateBasis) and its likely range.

#include "CardFilter.h"
#include "CatalogData.h"
#include "CatalogIndex.h"
#include "Pricing.h"
#include "SoftwareSupport.h"

#include <QCoreApplication>
#include <QMap>
#include <QtAlgorithms>

#include <iterator>

namespace gpu {

enum class Workload
{
    Cnn,
    Transformer,
    Rnn,
    LlmInference
};
enum class Precision
{
    Fp32,
    Fp16,
    Bf16,
    Int8,
    Int4
};

QString toCode(Workload w); ///< "cnn", "transformer", "rnn", "llm-inference"
QString toCode(Precision p); ///< "fp32", "fp16", "bf16", "int8", "int4"
std::optional<Workload> workloadFromCode(const QString &s);
std::optional<Precision> precisionFromCode(const QString &s);
QList<Workload> allWorkloads();
QList<Precision> allPrecisions();
/// Whether `precision` applies to `workload`: 4-bit weights (INT4) are a way to run LLMs, so
/// only LLM inference; every other precision applies to every workload. The window's ranking bar
/// and the command line both ask this.
bool precisionAppliesTo(Precision precision, Workload workload);
/// Translated, human names ("Convolutional networks (CNN) training" / "卷积网络（CNN）训练").
QString workloadName(Workload w);
QString precisionName(Precision p);
/// Size in billions of parameters of an LLM named like "Llama-2-7B" or "LLaMA-13B", if it says.
std::optional<double> llmParametersOf(const QString &network);

/// Parameters of one (workload, precision) pair of the performance model.
struct ModelParameters
{
    double intensityFlopPerByte = 50; ///< I: FLOP per byte of memory traffic
    double scale = 1; ///< converts the model's rate to the benchmark unit (images/s per …)
    QString network; ///< the measured network the scale refers to ("ResNet-50")
    QString unit; ///< "images/s", "sequences/s", "tokens/s"
    int fittedOn = 0; ///< number of measured results the parameters were fitted to (0 = default)
    double rmsLogError = 0; ///< fit quality: root-mean-square of ln(measured / estimated)
    /// J: the rate of the work done on the CUDA (non-tensor) cores — normalisation, activations,
    /// optimizer — per FP32 TFLOPS, relative to the tensor work; 0 = the term is off.
    double cudaCoreFactor = 0;
    /// γ: effective bandwidth grows as (L2 / 6 MB)^γ (on-chip cache that Ampere GA100, Ada and
    /// Hopper enlarged); 0 = the cache does not count. Constrained to 0–0.3.
    double l2Exponent = 0;
    /// LLM token generation: a fixed time per token (kernel launches, sampling), milliseconds.
    double overheadMs = 0;
    /// The result set whose scale the estimates take (the largest, then the newest): measured
    /// rows of different sets come from different software and are never mixed in one scale.
    QString resultSet;
    /// How far measured results fell from the estimate in the backtest, as factors
    /// (measured / estimated): 10th and 90th percentile with the card left out of the fit
    /// (calibrated), with its architecture left out (extrapolated), and the extremes of the
    /// latter (unverified). 1 = not known.
    double calibratedLow = 1, calibratedHigh = 1;
    double extrapolatedLow = 1, extrapolatedHigh = 1;
    double unverifiedLow = 1, unverifiedHigh = 1;
    /// Vendors and "vendor architecture" keys of the cards the parameters were fitted on.
    QStringList measuredVendors;
    QStringList measuredArchitectures;
};

/// What an estimate rests on (docs/ranking.md, "How sure an estimate is").
enum class EstimateBasis
{
    Measured, ///< the card has a measured result for this work: the estimate is not used
    Calibrated, ///< the model was fitted on measured cards of the same architecture
    Extrapolated, ///< fitted on other architectures of the same vendor
    Unverified, ///< no measured card of its vendor: an extrapolation nobody has checked
};
QString toCode(EstimateBasis b); ///< "measured", "calibrated", "extrapolated", "unverified"
QString estimateBasisText(EstimateBasis b); ///< translated short phrase

/// The model's parameters for every workload and precision. Defaults are documented in
/// docs/ranking.md; fit() refits them to measured results (single-GPU rows only).
class PerformanceModel
{
public:
    PerformanceModel(); ///< the documented defaults
    /// Fits intensity and scale of every pair that has at least 3 measured single-GPU results
    /// on cards with known specs; other pairs keep their defaults.
    static PerformanceModel fit(const QList<Card> &cards, const QList<BenchmarkResult> &results);

    ModelParameters parameters(Workload w, Precision p) const;
    void setParameters(Workload w, Precision p, const ModelParameters &parameters);

    /// Usable compute rate of one GPU for the precision, TFLOPS; nullopt if the card cannot run
    /// the precision (bf16 before Ampere, int8 without int8 tensor cores) or its figures are
    /// unknown. fp16 without tensor cores uses max(non-tensor FP16, FP32): on consumer Pascal
    /// FP16 math runs at 1:64, so frameworks compute in FP32 and only storage is 16-bit.
    static std::optional<double> computeTflops(const Card &card, Precision p);
    /// Bytes per parameter of the weights for LLM inference at this precision (4, 2, 2, 1, 0.5625:
    /// Q4_0 is 4.5 bits per weight).
    static double bytesPerParameter(Precision p);

    /// Estimated throughput of one GPU in the unit of the workload's benchmark (from specs alone,
    /// never from measured rows); nullopt if a figure it needs is unknown or the model does not
    /// fit in memory (LLM inference, `llmParametersBillions`).
    std::optional<double> estimate(
        const Card &card, Workload w, Precision p, double llmParametersBillions = 7) const;
    /// The same with the pair's parameters given (parameters(w, p)): no look-up per card.
    static std::optional<double> estimate(const ModelParameters &parameters, const Card &card,
        Workload w, Precision p, double llmParametersBillions = 7);

    /// What an estimate for `card` rests on, without a measured result of its own (Calibrated,
    /// Extrapolated or Unverified), and its range as factors of the estimate (low, high).
    static EstimateBasis basisOf(const ModelParameters &parameters, const Card &card);
    static QPair<double, double> rangeOf(const ModelParameters &parameters, EstimateBasis basis);
    /// FP32 rate of the CUDA (non-tensor) cores of one GPU, TFLOPS.
    static std::optional<double> cudaCoreTflops(const Card &card);
    /// On-chip L2 cache of one GPU, MB, from an architecture table (sources in the code).
    static double l2CacheMb(const Card &card);
    /// The result set a measured row belongs to: the repository or site, the framework's
    /// release family ("NGC pytorch:22") and the network. Rows of one set ran the same software.
    static QString resultSetOf(const BenchmarkResult &r);

private:
    QMap<QPair<int, int>, ModelParameters> m_parameters;
};

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
    double electricityPricePerKwh = 0; ///< in `currency`; 0 = not counted
    /// Today, to judge the age of prices (the ranking reads no clock); invalid = not judged.
    QDate asOf;
    /// A street or user price older than this many months gets Flag::StalePrice. Prices "go
    /// stale" (docs/domain.md); twelve months is our rule of thumb, not a sourced figure.
    int stalePriceMonths = 12;
    /// A launch price stands for a new price only this long after the card's launch (judged at
    /// `asOf`; PricePolicy, docs/ranking.md).
    int launchPriceMaxAgeMonths = PricePolicy().launchPriceMaxAgeMonths;
    PricePolicy pricePolicy() const { return {asOf, launchPriceMaxAgeMonths}; }
    double hoursPerDay = 8;
    double ownershipYears = 3;
    double llmParametersBillions = 7; ///< model size for LLM inference
    std::optional<CardKey> reference; ///< default: NVIDIA GeForce RTX 3060 12 GB (desktop)
    int top = 0; ///< 0 = all
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
};
QString toCode(Flag f); ///< "cuda_unsupported", "fp16_crippled", …
QString flagText(Flag f); ///< translated sentence
/// The sentence for a workload where it differs (the AMD and Intel caveats name the runtimes
/// that run LLM inference there), else flagText(f).
QString flagText(Flag f, Workload w);
QString flagLabel(Flag f); ///< translated short name for tables ("high power", "高功耗")

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

struct CardVerdict
{
    int cardIndex = -1; ///< index into CatalogData::cards
    CardKey key;
    int rank = 0; ///< 1-based among ranked cards; 0 = not ranked
    double score = 0; ///< the ranking key: relative performance (0 if unknown)
    std::optional<double> estimatedThroughput; ///< in the model's unit
    std::optional<double> estimatedRelative; ///< estimate / reference's estimate
    std::optional<MeasuredResult> measured;
    std::optional<double> measuredRelative; ///< measured / reference (measured or estimated)
    std::optional<double> relative; ///< measured relative if any, else estimated
    EstimateBasis estimateBasis = EstimateBasis::Unverified; ///< what `relative` rests on
    /// The range of `relative` from the backtest errors of the model (equal to it when measured).
    std::optional<double> estimateLow;
    std::optional<double> estimateHigh;
    std::optional<CardPrice> price;
    // Per board (docs/ranking.md): a board of several GPUs counts them all (relative × GPUs per
    // board) against the board's price and TDP.
    std::optional<double> performancePerPrice; ///< relative per 1,000 units of currency
    std::optional<double> performancePerPriceSystem; ///< same, price + host system cost
    std::optional<double> performancePerWatt; ///< relative per kW of the board's TDP
    std::optional<double> costOfOwnership; ///< price + electricity over the years, in currency
    std::optional<double> breakEvenHours; ///< hours of cloud use that cost as much as the card
    QString breakEvenOffering; ///< the cloud offering compared against
    double memoryPerGpuGb = 0;
    FlagSet flags; ///< in the order of the Flag enumeration
    QStringList reasons; ///< translated sentences naming the deciding figures
    bool recommendable = true; ///< false: flagged out (unsupported CUDA, does not fit, no perf)
    /// False when the request has a budget and the card is over it or has no price: the card
    /// keeps its figures (the window shows them) but is never ranked or picked, and the command
    /// line and the report leave it out.
    bool withinBudget = true;
    /// Row in CatalogData::prices of the user's own latest price that the request's condition
    /// leaves out (Flag::UserPriceOutOfScope); -1 if none.
    int userPriceOutOfScopeRow = -1;

    bool hasFlag(Flag f) const { return flags.contains(f); }
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

    /// The notes of the picks that are verdict `index`, in the picks' order (best overall, best
    /// value, most memory per price).
    QStringList notesFor(int index) const;
};

struct RankingResult
{
    QList<CardVerdict> verdicts; ///< ranked first (by score, descending), then the rest
    Recommendation recommendation;
    CardKey reference;
    std::optional<double> referenceEstimate;
    ModelParameters parameters;
    /// Translated sentence: which priority rule this workload follows and why.
    QString rule;

    const CardVerdict *verdictFor(const CardKey &key) const;
};

class Ranking
{
    Q_DECLARE_TR_FUNCTIONS(Ranking)
public:
    /// The default reference card for relative performance.
    static CardKey defaultReference();
    /// Memory per GPU recommended for the workload, GB (sources: docs/domain.md, memory tiers).
    static double recommendedMemoryGb(Workload w, Precision p, double llmParametersBillions);
    static QString ruleText(Workload w);

    /// Ranks every card of `data` that passes the request's filters (a card over the budget gets
    /// a verdict with its figures, Flag::OverBudget and withinBudget false, but no rank). Never
    /// divides by zero and never produces inf or NaN: anything that cannot be computed is nullopt.
    static RankingResult rank(
        const CatalogData &data, const RankingRequest &request, const PerformanceModel &model);
    /// The same with the catalog's index built beforehand (CatalogIndex(data)), for callers that
    /// rank one catalog many times. An index that does not match() `data` is rebuilt.
    static RankingResult rank(const CatalogData &data, const CatalogIndex &index,
        const RankingRequest &request, const PerformanceModel &model);

    /// Why `result` has no pick, as a translated sentence: for LLM inference, that no priced card
    /// within the limits holds the model's weights (with the GB they need, 20 % to spare);
    /// otherwise that no card with a known price passes the limits. Empty when there is a pick.
    static QString noPickReason(const RankingRequest &request, const RankingResult &result);

    /// The prices worth checking for this request: among the `count` cards with the highest
    /// relative performance that can do the work (recommendable, within the filters, whatever
    /// their price), those without a price, with a stale one (Flag::StalePrice) or judged at a
    /// launch-price estimate. Verdict indices, in that order of performance.
    static QList<int> pricesToCheck(const RankingResult &result, int count = 20);

    /// The reasons for one verdict (rank() fills them only for the top 50, the picks and the
    /// think-twice list, to stay fast on large catalogs).
    static QStringList explain(const CatalogData &data, const RankingRequest &request,
        const RankingResult &result, const CardVerdict &verdict);
};

} // namespace gpu
