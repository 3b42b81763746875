// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Domain value types of the catalog: cards, prices, benchmark results, cloud offerings.
//
// Units are part of every field name (GB, GB/s, MHz, W, TFLOPS, TOPS). A figure that is not
// published is std::nullopt ("unknown"), never 0: a missing price is not free and a missing
// FP16 rate is not 2 x FP32. The column names and units are those of db/schema.sql and
// docs/catalog-format.md; the built-in figures come from the source_url of each row.

#include <QDate>
#include <QHashFunctions>
#include <QObject>
#include <QString>
#include <QStringList>

#include <cstring>
#include <optional>

namespace gpu {
Q_NAMESPACE

/// Where a row came from. Built-in rows are replaced when a newer catalog ships; the user's own
/// rows are never touched by an upgrade.
enum class Origin
{
    BuiltIn,
    User
};
Q_ENUM_NS(Origin)

/// Market segment, as the vendor sells the card.
enum class ProductLine
{
    Consumer,
    Workstation,
    DataCenter
};
Q_ENUM_NS(ProductLine)

/// How the card is built. A laptop part shares its name with a desktop card but not its specs;
/// PCIe and SXM data-centre modules of the same GPU differ in power and clocks.
enum class Form
{
    Desktop,
    Laptop,
    PCIe,
    SXM,
    OAM,
    /// A 4- or 8-GPU server of SXM or OAM modules, as they are sold (serverSystems(),
    /// ServerSystems.h): derived by the catalog at load, never stored or imported.
    Server,
    /// A workstation (or, with 8 cards, a server) of 2, 4 or 8 PCIe or desktop cards of one
    /// kind (ServerSystems.h): derived by the catalog at load, never stored or imported.
    Workstation
};
Q_ENUM_NS(Form)

/// How the vendor states a card's board power (docs/catalog-format.md, "Board power"):
/// TDP, thermal design power (data-centre cards: "Max thermal design power", "max board power");
/// TGP, total graphics power (NVIDIA GeForce, desktop and laptop); TBP, total or typical board
/// power (AMD Radeon). Different vendors measure different things, so two cards' figures of
/// different kinds are close but not the same quantity.
enum class PowerKind
{
    TDP,
    TGP,
    TBP
};
Q_ENUM_NS(PowerKind)

/// How far a device's own software stack runs the usual deep-learning tools, as a dated source
/// says (the card's stack_source_url and stack_source_date; docs/catalog-format.md, "Software
/// stack"): Full, PyTorch and the usual libraries run (CUDA); Partial, PyTorch runs but libraries
/// written for CUDA (FlashAttention, bitsandbytes, some vLLM kernels) do not or only through the
/// vendor's ports (ROCm, Metal, CANN); Experimental, PyTorch runs through a preview or a fork;
/// VendorOnly, only the vendor's own framework builds and model zoo.
enum class StackSupport
{
    Full,
    Partial,
    Experimental,
    VendorOnly
};
Q_ENUM_NS(StackSupport)

enum class Condition
{
    New,
    Used
};
Q_ENUM_NS(Condition)

/// The currencies prices are shown and budgets are given in. A price row may be in any ISO 4217
/// currency (Price::currency); it is converted to one of these at the rate of its own date.
enum class Currency
{
    CNY,
    USD
};
Q_ENUM_NS(Currency)

/// What a price row pays for: one card, a GPU baseboard of several (an HGX module with its
/// NVLink switches) or a whole server. Price::gpuCount says how many GPUs.
enum class PriceUnit
{
    Card,
    Module,
    Server
};
Q_ENUM_NS(PriceUnit)

/// What a price row's source calls the price (column `price_basis`; docs/catalog-format.md):
/// the evidence a price is, said wherever the price is shown (PriceWords.h). `condition` only
/// says which market (new or used) the row counts toward.
enum class PriceKind
{
    Retail, ///< a named shop's price for a new card ("retail")
    Marketplace, ///< a marketplace listing whose condition the source does not state
    SoldAverage, ///< an average of sold listings, new and used mixed ("sold-average")
    Used, ///< a second-hand listing or sale the source calls used
    List, ///< a vendor's or reseller's list price (MSRP) quoted at a date
    Launch, ///< the launch price (MSRP) announced at launch
    Estimate ///< an analyst's or a knowledge base's estimate, not an observed price
};
Q_ENUM_NS(PriceKind)

QString toCode(Currency v); ///< "CNY", "USD"

/// Whether `code` is the three letters of `letters` ("CNY"), tested without making a string:
/// a ranking of 100,000 cards asks it several times per price (docs/performance.md).
inline bool isCurrencyCode(const QString &code, const char (&letters)[4])
{
    return code.size() == 3 && code.at(0) == QLatin1Char(letters[0])
        && code.at(1) == QLatin1Char(letters[1]) && code.at(2) == QLatin1Char(letters[2]);
}
/// The same for a display currency.
inline bool isCurrencyCode(const QString &code, Currency c)
{
    return isCurrencyCode(code, c == Currency::CNY ? "CNY" : "USD");
}

/// The currency of a price row: an ISO 4217 code in upper case ("CNY", "EUR", "RUB"). It is a
/// QString, and reads, assigns and compares as one of the display currencies where it is one
/// (`price.currency = Currency::USD`, `price.currency == Currency::CNY`).
class CurrencyCode : public QString
{
public:
    CurrencyCode()
        : QString(QStringLiteral("CNY"))
    { }
    CurrencyCode(const QString &code)
        : QString(code)
    { }
    CurrencyCode(Currency c)
        : QString(toCode(c))
    { }
    CurrencyCode &operator=(Currency c)
    {
        QString::operator=(toCode(c));
        return *this;
    }
    CurrencyCode &operator=(const QString &code)
    {
        QString::operator=(code);
        return *this;
    }
    friend bool operator==(const CurrencyCode &a, Currency b) { return isCurrencyCode(a, b); }
    friend bool operator!=(const CurrencyCode &a, Currency b) { return !(a == b); }
};
/// The code itself (so that toCode() reads the same for both kinds of currency).
inline QString toCode(const CurrencyCode &c)
{
    return c;
}

/// CUDA compute capability "major.minor" (e.g. 8.6 for consumer Ampere). NVIDIA only.
struct ComputeCapability
{
    int major = 0;
    int minor = 0;

    /// Parses "8.6"; returns nullopt for anything else.
    static std::optional<ComputeCapability> fromString(const QString &text);
    QString toString() const;
    /// major * 10 + minor, for comparison and sorting (8.6 -> 86).
    int code() const { return major * 10 + minor; }
    friend bool operator==(ComputeCapability a, ComputeCapability b)
    {
        return a.code() == b.code();
    }
    friend bool operator<(ComputeCapability a, ComputeCapability b) { return a.code() < b.code(); }
};

/// A card's identity: vendor + model + memory variant + form. Two cards with the same key are
/// the same card; "GeForce RTX 3060" 12 GB and 8 GB are two cards.
struct CardKey
{
    QString vendor; ///< "NVIDIA", "AMD", "Intel"
    QString model; ///< marketing name without vendor, memory or form: "GeForce RTX 3060"
    double memoryGb = 0; ///< board total as printed by the vendor (K80: 24)
    Form form = Form::Desktop;

    /// Human-readable name that tells variants apart: "NVIDIA GeForce RTX 3060 12 GB",
    /// "NVIDIA GeForce RTX 4070 Laptop 8 GB", "NVIDIA A100 SXM 80 GB".
    QString displayName() const;
    /// displayName() for people, in their language: a derived server's or workstation's form
    /// word translated ("NVIDIA GeForce RTX 4090 24 GB × 4 工作站 96 GB"); the same as
    /// displayName() in English and for every other card. displayName() stays the name that
    /// files, options and scripts use (csv and json `name` columns, --card NAME).
    QString label() const;
    /// label() without the vendor in front: "GeForce RTX 3060 12 GB" (chart bars, table
    /// headers, lists of cards in a sentence; model names do not repeat across vendors).
    QString nameWithoutVendor() const;
    /// Stable text form used in settings and drag-and-drop: "NVIDIA|GeForce RTX 3060|12|desktop".
    QString toId() const;
    static std::optional<CardKey> fromId(const QString &id);

    friend bool operator==(const CardKey &a, const CardKey &b)
    {
        return a.vendor == b.vendor && a.model == b.model && a.memoryGb == b.memoryGb
            && a.form == b.form;
    }
    friend bool operator!=(const CardKey &a, const CardKey &b) { return !(a == b); }
};

/// Who added a row and who last changed it, and when (the repository fills these in when it
/// writes a row of the user's; built-in rows leave them empty), and the row's version: an edit
/// names the version it started from, and is refused when someone else changed the row
/// meanwhile (optimistic concurrency on a shared catalog, docs/lab.md).
struct RowStamp
{
    QString addedBy; ///< database role on a shared catalog, login name on one's own file
    QString addedAt; ///< ISO 8601 UTC, "2026-12-01T09:30:00Z"; empty when unknown
    QString changedBy; ///< empty until the row is changed after it was added
    QString changedAt;
    int version = 0; ///< row_version as read; 0 = not read from a database (no check)
};

struct Card
{
    qint64 id = 0; ///< database row id; 0 until stored
    CardKey key;
    std::optional<ProductLine> productLine;
    QString architecture; ///< "Ampere", "Ada Lovelace", "RDNA 3" …; empty if unknown
    std::optional<ComputeCapability> computeCapability;
    int gpusPerBoard = 1; ///< 2 for the K80: every board total below is shared by two GPUs
    QString releaseDate; ///< ISO "YYYY-MM-DD" or "YYYY-MM"; empty if unknown
    std::optional<int> cudaCores; ///< CUDA cores or stream processors, board total
    std::optional<int> tensorCores; ///< 0 = the architecture has none; board total
    std::optional<int> tensorCoreGeneration;
    std::optional<double> boostClockMhz;
    QString memoryType; ///< "GDDR6X", "HBM3" …
    std::optional<int> memoryBusBits;
    std::optional<double> memoryDataRateGbps; ///< effective data rate per pin, Gbit/s
    std::optional<double> memoryBandwidthGBps; ///< GB/s, board total
    std::optional<double> fp32Tflops; ///< peak FP32, non-tensor
    std::optional<double>
        fp16Tflops; ///< peak non-tensor FP16 as published (1:64 on consumer Pascal)
    std::optional<double> tensorFp16Tflops; ///< dense, FP32 accumulate
    std::optional<double> tensorBf16Tflops; ///< dense
    std::optional<double> tensorTf32Tflops; ///< dense
    std::optional<double> tensorInt8Tops; ///< dense
    std::optional<double> tensorFp8Tflops; ///< dense
    /// Board power as published, W: the figure the ranking, the filters and the costs use. For a
    /// power the maker of the laptop configures (a range, powerMinWatts set) its high end.
    std::optional<double> tdpWatts;
    std::optional<PowerKind> powerKind; ///< what tdpWatts is, as the vendor states it
    /// Low end of a configurable power range, W (RTX 4090 Laptop, TGP 80–150 W: 80, with
    /// tdpWatts 150); nullopt for a single figure.
    std::optional<double> powerMinWatts;
    std::optional<double> launchPriceUsd; ///< launch MSRP
    QString sourceUrl;
    QString sourceDate;
    QString notes; ///< English
    QString notesZh; ///< the same notes in Chinese; empty if not written
    /// The device's own software stack ("CANN + torch_npu", "Metal / MLX", "MUSA"); empty: the
    /// vendor's usual stack, judged by the dated table of SoftwareSupport.h (CUDA, ROCm, oneAPI).
    QString softwareStack;
    std::optional<StackSupport> stackSupport; ///< how far that stack runs the usual tools
    QString stackSourceUrl; ///< where stackSupport comes from
    QString stackSourceDate; ///< ISO date of that source
    /// CPU and GPU share one memory (Apple M-series, AMD Ryzen AI Max, NVIDIA GB10): memoryGb is
    /// the machine's memory, of which the GPU may use gpuMemoryShare by default.
    bool unifiedMemory = false;
    /// Unified memory: the share of memoryGb the GPU may use by default (macOS: about 0.75 above
    /// 36 GB, 0.67 below); nullopt where no source says (then memoryGb is the upper bound).
    std::optional<double> gpuMemoryShare;
    QString memoryShareNote; ///< how to raise the share, with its source
    /// Sold only as a whole machine (a Mac Studio, a mini PC, the DGX Spark): launchPriceUsd and
    /// prices are the machine's, host included.
    bool soldAsSystem = false;
    /// A board a third party rebuilt (memory upgraded on its own PCB: the RTX 4090 48 GB of
    /// China's market) that its GPU's vendor never sold nor warrants (column modified_board).
    bool modifiedBoard = false;
    /// A server or workstation the catalog derives at load (ServerSystems.h): the key of the
    /// module or card it is made of. Such a card is never stored, exported or edited; its totals
    /// are that card's × its GPUs.
    std::optional<CardKey> serverOf;
    Origin origin = Origin::User;
    RowStamp stamp;

    QString displayName() const { return key.displayName(); }
    QString label() const { return key.label(); } ///< CardKey::label()
    /// Memory one GPU can address: memoryGb / gpusPerBoard (K80: 12 GB); with unified memory the
    /// share the GPU may use by default (Mac Studio M3 Ultra 256 GB at 0.75: 192 GB).
    double memoryPerGpuGb() const
    {
        const double perGpu = gpusPerBoard > 0 ? key.memoryGb / gpusPerBoard : key.memoryGb;
        return unifiedMemory && gpuMemoryShare ? perGpu * *gpuMemoryShare : perGpu;
    }
    /// Release year, or nullopt if the release date is unknown.
    std::optional<int> releaseYear() const;
};

struct HostAllowance;

struct Price
{
    qint64 id = 0;
    CardKey card;
    /// In `currency`, for everything the row prices (`unit`: `gpuCount` GPUs); always > 0.
    double amount = 0;
    /// ISO 4217 code in upper case ("CNY", "USD", "EUR", "RUB" …): the currency the source gave.
    /// Shown in CNY or USD, converted at the rate of observedDate (Pricing.h, ExchangeRate).
    CurrencyCode currency;
    Condition condition = Condition::New;
    QString seller; ///< shop, marketplace or board partner
    QDate observedDate; ///< when the price was seen; always set
    QString sourceUrl;
    QString note;
    Origin origin = Origin::User;
    RowStamp stamp;
    /// How many GPUs `amount` pays for (8 for an 8-GPU HGX module or server); >= 1.
    int gpuCount = 1;
    PriceUnit unit = PriceUnit::Card;
    /// The feed that brought the row (`gpu-advisor feed`), or empty for a file, a paste or an edit.
    QString feed;
    /// What the source calls the price (column price_basis). A row that does not say is read as
    /// `retail` when new and `used` when used (a person's own price of a card they saw).
    PriceKind kind = PriceKind::Retail;
    /// A derived machine's row priced as its GPUs (ServerSystems.h): `amount` is
    /// `machineGpus` × one GPU's price, and the host allowance `host` (HostAllowance.h, in its
    /// own currency and date) is judged with it. Null and 0 for every stored row and for a
    /// machine's own price, whose host is included.
    const HostAllowance *host = nullptr;
    int machineGpus = 0;

    /// The price of one GPU: `amount` / `gpuCount`. For a module or a server this is derived (it
    /// carries the module's or server's share of the baseboard, host and networking), and is
    /// shown as derived (isPerGpuDerived()).
    double amountPerGpu() const { return gpuCount > 1 ? amount / gpuCount : amount; }
    bool isPerGpuDerived() const { return gpuCount > 1 || unit != PriceUnit::Card; }
};

/// An exchange rate on a date: what one unit of `currency` cost in CNY (kind `rates`). The
/// built-in rows are monthly averages with their source (docs/data-sources.md); a user's or a
/// feed's rows add to them.
struct ExchangeRateRow
{
    qint64 id = 0;
    QString currency; ///< ISO 4217, upper case, not "CNY"
    double rateToCny = 0; ///< CNY per one unit of `currency`, > 0
    QDate date; ///< the day the rate is for (a monthly average: the first of its month)
    QString sourceUrl;
    QString note;
    Origin origin = Origin::User;
    QString feed; ///< as Price::feed
};

struct BenchmarkResult
{
    qint64 id = 0;
    CardKey card;
    int gpuCount = 1;
    QString network; ///< the neural network measured: "ResNet-50", "BERT-Large", "Llama-2-7B"
    QString task; ///< "training" or "inference"
    QString precision; ///< "fp32", "fp16", "bf16", "int8", "int4"
    std::optional<int> batchSize;
    QString metric; ///< "throughput"
    QString unit; ///< "images/s", "sequences/s", "tokens/s"
    double value = 0; ///< measured for the whole gpuCount configuration
    QString framework;
    QString frameworkVersion;
    QString sourceUrl;
    QDate date; ///< date of the published result
    QString note;
    Origin origin = Origin::User;
    RowStamp stamp;

    /// A prompt-processing (prefill) rate of an LLM (metric "prefill_throughput"), beside the
    /// token-generation rates every other inference row gives: never a decode or training
    /// throughput for the model's fits.
    bool isPrefill() const { return metric == QLatin1String("prefill_throughput"); }
};

struct CloudOffering
{
    qint64 id = 0;
    QString provider;
    QString offering; ///< plan or instance name
    CardKey card;
    int gpuCount = 1;
    double pricePerHour = 0; ///< for the whole offering; 0 only for a free tier
    Currency currency = Currency::USD;
    bool freeTier = false;
    QDate observedDate;
    QString sourceUrl;
    QString note;
    Origin origin = Origin::User;
    RowStamp stamp;
};
/// Whether an offering's price is interruptible (spot, preemptible, a marketplace bid, a
/// marketplace's cheapest live offer) rather than on-demand, as the catalog's offering name says
/// it (docs/catalog-format.md, cloud): buy-or-rent compares on-demand prices first and says
/// which it used.
bool isInterruptible(const CloudOffering &offering);
/// Whether a measured result comes from a result set that only calibrates (docs/ranking.md,
/// "Vendors other than NVIDIA"): its harness adds costs of its own (Ollama, LocalScore's
/// llamafile, a vendor's own benchmark kit) or mixes harnesses, so its rows set their vendors'
/// software efficiency against the NVIDIA rows of the same set, and neither shape the
/// performance model nor stand for a card's measured performance in a ranking. Today:
/// geerlingguy/ai-benchmarks, d893a/localscore-insights, kyuz0/amd-strix-halo-toolboxes and
/// FlagOpen/FlagPerf (with them in the fit, XiongjieDai's INT4 Llama-2-7B architecture hold-out
/// fell from ρ 0.883 to 0.683); and LambdaLabsML/vllm-benchmark, whose one-GPU rows are the base
/// of the tensor-parallel fit (MultiGpuScaling.h): vLLM with ten requests at once, not one stream.
bool calibratesOnly(const BenchmarkResult &result);

// Text forms used in the database, the CSV files and the command line. The *FromString functions
// accept exactly these lower-case codes (and the currency codes in upper case).
QString toCode(Origin v);
QString toCode(ProductLine v);
QString toCode(Form v);
QString toCode(Condition v);
QString toCode(PowerKind v); ///< "tdp", "tgp", "tbp"
QString toCode(StackSupport v); ///< "full", "partial", "experimental", "vendor-only"
std::optional<StackSupport> stackSupportFromString(const QString &s);
QString toCode(PriceUnit v); ///< "card", "module", "server"
/// "retail", "marketplace", "sold-average", "used", "list", "launch", "estimate"
QString toCode(PriceKind v);
std::optional<PriceKind> priceKindFromString(const QString &s);
/// The kind a row without a price_basis gets: retail when new, used when used.
PriceKind defaultPriceKind(Condition c);
/// A vendor's announced price (list or launch), not a price seen in a shop or a sale.
inline bool isAnnouncedPrice(PriceKind k)
{
    return k == PriceKind::List || k == PriceKind::Launch;
}
std::optional<PriceUnit> priceUnitFromString(const QString &s);
/// Whether `code` is an ISO 4217 currency code in use (upper case, "EUR", "JPY"; also CNY, USD).
bool isCurrencyCode(const QString &code);
std::optional<Origin> originFromString(const QString &s);
std::optional<ProductLine> productLineFromString(const QString &s);
std::optional<Form> formFromString(const QString &s);
/// formFromString(), and the forms of the rows the catalog derives at load (ServerSystems.h):
/// "server", "workstation". For ids and the command line's --form, never for files.
std::optional<Form> derivedFormFromString(const QString &s);
std::optional<Condition> conditionFromString(const QString &s);
std::optional<Currency> currencyFromString(const QString &s);
std::optional<PowerKind> powerKindFromString(const QString &s);
/// The three vendors of the catalog, as it spells them: "NVIDIA", "AMD", "Intel".
QStringList knownVendors();
/// A vendor as the catalog spells it: any case of a known vendor ("nvidia", "amd"), or its
/// Chinese name (英伟达, 英特尔), is that vendor; anything else is returned unchanged. The
/// importer, `list --vendor` and `rank --vendor` read vendors through it.
QString canonicalVendor(const QString &vendor);

/// Formats a memory size without a trailing ".0": 12 -> "12", 3.5 -> "3.5".
QString formatNumber(double value, int maxDecimals = 2);

/// Hash consistent with CardKey's operator==, for QHash<CardKey, …> (no id string is built).
/// FNV-1a style over the UTF-16 code units, four at a time: several times cheaper than
/// qHash(QString) on these short texts, which matters where every card of a large catalog is
/// looked up (Ranking::rank).
inline size_t qHash(const CardKey &key, size_t seed = 0) noexcept
{
    constexpr quint64 prime = 1099511628211ULL;
    quint64 h = 14695981039346656037ULL ^ quint64(seed);
    for (const QString *text : {&key.vendor, &key.model}) {
        // Four UTF-16 code units at a time.
        const QChar *p = text->constData();
        qsizetype n = text->size();
        for (; n >= 4; n -= 4, p += 4) {
            quint64 word;
            std::memcpy(&word, p, sizeof word);
            h = (h ^ word) * prime;
            h ^= h >> 32; // a product only carries upwards: bring the high units down
        }
        for (; n > 0; --n, ++p)
            h = (h ^ p->unicode()) * prime;
        h = (h ^ 0xFFFFu) * prime; // end of the text: ("ab", "c") differs from ("a", "bc")
    }
    h = (h ^ quint64(::qHash(key.memoryGb))) * prime; // qHash(double) maps -0 to 0, as == does
    h = (h ^ quint64(key.form)) * prime;
    h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ULL; // final mix (SplitMix64)
    return size_t(h ^ (h >> 32));
}

} // namespace gpu
