// SPDX-License-Identifier: GPL-3.0-or-later
// What rankings of one catalog keep between them (RankingMemo): each card's price and estimate
// for the last few requests that asked for them (Ranking_p.h: pricesFor(), estimatesFor()).

#include "MultiGpuScaling.h"
#include "Ranking.h"
#include "Ranking_p.h"

#include <algorithm>

namespace gpu {

// What rankings of one catalog keep between them (CatalogIndex::rankingMemo()): a person who
// changes the budget, the filters or the reference ranks the same cards at the same prices with
// the same estimates again. The last few prices and estimates, each under every input it
// depends on.
class RankingMemo
{
public:
    static constexpr size_t kKept = 3;

    struct PriceKey
    {
        Currency currency;
        ConditionFilter condition;
        double cnyPerUsd;
        bool userRate;
        const RateTable *table;
        QDate asOf;
        int launchPriceMaxAgeMonths;
        int freshPriceMonths;
        const PriceEstimates *estimates;
        bool operator==(const PriceKey &o) const
        {
            return currency == o.currency && condition == o.condition && cnyPerUsd == o.cnyPerUsd
                && userRate == o.userRate && table == o.table && asOf == o.asOf
                && launchPriceMaxAgeMonths == o.launchPriceMaxAgeMonths
                && freshPriceMonths == o.freshPriceMonths && estimates == o.estimates;
        }
    };
    struct EstimateKey
    {
        QByteArray parameters; // fingerprintOf()
        Workload workload;
        Precision precision;
        double llmParametersBillions;
        int llmLayers;
        bool operator==(const EstimateKey &o) const
        {
            return workload == o.workload && precision == o.precision
                && llmParametersBillions == o.llmParametersBillions && llmLayers == o.llmLayers
                && parameters == o.parameters;
        }
    };
    template<typename Key, typename Value> struct Kept
    {
        std::vector<std::pair<Key, std::shared_ptr<const Value>>> entries; // newest first

        template<typename Make>
        std::shared_ptr<const Value> get(const Key &key, QMutex &mutex, Make make)
        {
            {
                QMutexLocker lock(&mutex);
                for (const auto &e : entries)
                    if (e.first == key)
                        return e.second;
            }
            std::shared_ptr<const Value> made = make();
            QMutexLocker lock(&mutex);
            entries.insert(entries.begin(), {key, made});
            if (entries.size() > kKept)
                entries.pop_back();
            return made;
        }
    };

    QMutex mutex;
    Kept<PriceKey, RankingPrices> prices;
    Kept<EstimateKey, RankingEstimates> estimates;
    std::shared_ptr<const std::vector<RankingTraits>> traits; ///< guarded by `mutex`
};

namespace {

std::shared_ptr<RankingMemo> memoOf(const CatalogIndex &index)
{
    static QBasicMutex creating;
    QMutexLocker lock(&creating);
    std::shared_ptr<RankingMemo> &memo = index.rankingMemo();
    if (!memo)
        memo = std::make_shared<RankingMemo>();
    return memo;
}

// The fields judging compares (RankingTraits), and the flags that follow from the card alone
// (the rules are docs/ranking.md's "Flags"; flagCard() in Ranking.cpp adds those that depend on
// the request).
void copyCardFacts(RankingTraits &t, const Card &card, CatalogIndex::Vendor vendor)
{
    const CardKey &key = card.key;
    t.form = key.form;
    t.system = card.serverOf.has_value();
    t.nvLinkServer = t.system && key.form == Form::Server && joinedByNvLink(card);
    t.fp16Crippled = card.fp16Tflops && card.fp32Tflops && *card.fp16Tflops < *card.fp32Tflops / 8;
    t.bf16Rate = PerformanceModel::computeTflops(card, Precision::Bf16).has_value();
    t.int8Rate = PerformanceModel::computeTflops(card, Precision::Int8).has_value();
    t.gpusPerBoard = std::max(1, card.gpusPerBoard);
    t.memoryGb = key.memoryGb;
    t.memoryPerGpuGb = card.memoryPerGpuGb();
    t.tdpWatts = card.tdpWatts;
    t.computeCapability = card.computeCapability;
    FlagSet &flags = t.cardFlags;
    const bool ownStack = !card.softwareStack.isEmpty() && card.stackSupport
        && *card.stackSupport != StackSupport::Full;
    if (ownStack)
        flags.insert(Flag::VendorStack);
    else if (vendor == CatalogIndex::Vendor::Amd)
        flags.insert(Flag::RocmCaveat);
    else if (vendor == CatalogIndex::Vendor::Intel)
        flags.insert(Flag::IntelCaveat);
    // A server brings its own airflow and power supplies (ServerSystems.h): those are a card's
    // worries in someone's machine. Eight cards take a server chassis with its own airflow
    // (WorkstationSystems.cpp) as well.
    const bool server = key.form == Form::Server;
    const bool inAServerChassis
        = server || (key.form == Form::Workstation && card.gpusPerBoard >= 8);
    if (card.productLine == ProductLine::DataCenter && key.form != Form::Desktop
        && !inAServerChassis)
        flags.insert(Flag::DataCenterCooling);
    // A workstation's board power is its cards' together: a word about the machine's supply.
    if (card.tdpWatts && *card.tdpWatts > 350 && !server)
        flags.insert(key.form == Form::Workstation ? Flag::MachinePower : Flag::HighPower);
    if (key.form == Form::Laptop)
        flags.insert(Flag::LaptopPart);
    if (card.modifiedBoard)
        flags.insert(Flag::ModifiedBoard);
    if (key.form == Form::SXM || key.form == Form::OAM)
        flags.insert(Flag::ServerModule);
    // Four consumer cards in one box (WorkstationSystems.cpp): slots, power and cooling.
    if (key.form == Form::Workstation && card.productLine != ProductLine::DataCenter
        && card.productLine != ProductLine::Workstation && card.gpusPerBoard >= 4)
        flags.insert(Flag::ManyDesktopCards);
}

} // namespace

std::shared_ptr<const std::vector<RankingTraits>> traitsFor(
    const CatalogData &data, const CatalogIndex &index)
{
    const std::shared_ptr<RankingMemo> memo = memoOf(index);
    {
        QMutexLocker lock(&memo->mutex);
        if (memo->traits)
            return memo->traits;
    }
    auto out = std::make_shared<std::vector<RankingTraits>>(size_t(data.cards.size()));
    QHash<QString, int> groups;
    for (int i = 0; i < data.cards.size(); ++i) {
        const Card &card = data.cards[i];
        RankingTraits &t = (*out)[size_t(i)];
        const CardKey &key = card.key;
        const bool derived = key.form == Form::Server || key.form == Form::Workstation;
        const QString name = key.vendor + QLatin1Char(' ')
            + (derived ? key.model.section(QStringLiteral(" × "), 0, 0) : key.nameWithoutVendor());
        auto group = groups.constFind(name);
        if (group == groups.constEnd())
            group = groups.insert(name, int(groups.size()));
        t.nameGroup = *group;
        t.tier = softwareTier(card);
        t.pascalConsumer = card.productLine == ProductLine::Consumer
            && card.architecture == QLatin1String("Pascal");
        t.tensorCores = hasTensorCores(card);
        t.bf16 = supportsBf16(card);
        t.vendor = index.vendorOf(i);
        t.module = index.moduleOf(i);
        copyCardFacts(t, card, t.vendor);
    }
    QMutexLocker lock(&memo->mutex);
    memo->traits = std::move(out);
    return memo->traits;
}

std::shared_ptr<const RankingPrices> pricesFor(
    const CatalogData &data, const CatalogIndex &index, const RankingRequest &request)
{
    const PricePolicy policy = request.pricePolicy();
    const RankingMemo::PriceKey key {request.currency, request.condition, request.rate.cnyPerUsd,
        request.rate.userRate, request.rate.table.get(), policy.asOf,
        policy.launchPriceMaxAgeMonths, policy.freshPriceMonths, policy.estimates.get()};
    const std::shared_ptr<RankingMemo> memo = memoOf(index);
    return memo->prices.get(key, memo->mutex, [&] {
        auto out = std::make_shared<RankingPrices>();
        out->slot.assign(size_t(data.cards.size()), -1);
        out->outOfScopeRow.assign(size_t(data.cards.size()), -1);
        for (int i = 0; i < data.cards.size(); ++i) {
            if (const Price *outside = userPriceOutsideScope(
                    data.prices, index.pricesBegin(i), index.pricesEnd(i), request.condition))
                out->outOfScopeRow[size_t(i)] = int(outside - data.prices.constData());
            std::optional<CardPrice> price
                = priceFor(data.cards[i], data.prices, index.pricesBegin(i), index.pricesEnd(i),
                    request.currency, request.condition, request.rate, policy);
            if (price) {
                out->slot[size_t(i)] = int(out->prices.size());
                out->prices.push_back(std::move(*price));
            }
        }
        return std::shared_ptr<const RankingPrices>(std::move(out));
    });
}

std::shared_ptr<const RankingEstimates> estimatesFor(const CatalogData &data,
    const CatalogIndex &index, const RankingRequest &request, const ModelParameters &params)
{
    const RankingMemo::EstimateKey key {fingerprintOf(params), request.workload, request.precision,
        request.llmParametersBillions, request.llmLayers};
    const std::shared_ptr<RankingMemo> memo = memoOf(index);
    return memo->estimates.get(key, memo->mutex, [&] {
        auto out = std::make_shared<RankingEstimates>();
        out->cards.resize(size_t(data.cards.size()));
        for (int i = 0; i < data.cards.size(); ++i) {
            const Card &card = data.cards[i];
            RankingEstimates::Card &e = out->cards[size_t(i)];
            e.estimate = PerformanceModel::estimate(params, card, request.workload,
                request.precision, request.llmParametersBillions, &e.capped, request.llmLayers);
            e.basis = PerformanceModel::basisOf(params, card);
            const auto [low, high] = PerformanceModel::rangeOf(params, e.basis, card.key.vendor);
            e.low = low;
            e.high = high;
        }
        return std::shared_ptr<const RankingEstimates>(std::move(out));
    });
}

} // namespace gpu
