// SPDX-License-Identifier: GPL-3.0-or-later
#include "RankingRequestBuilder.h"

#include "Pricing.h"
#include "Settings.h"

#include <algorithm>

namespace gpu {

RankingRequest rankingRequestFromSettings(const Settings &settings, const QDate &today)
{
    RankingRequest r;
    r.currency = settings.currency();
    r.condition = conditionFilterFromString(settings.value(Settings::Key::Condition).toString())
                      .value_or(ConditionFilter::Any);
    r.rate = ExchangeRate {settings.exchangeRateCnyPerUsd(), settings.exchangeRateIsSet(), {}};
    r.cudaMinimum = settings.cudaMinimumComputeCapability();
    r.software = settings.softwarePolicy();
    r.hostSystemCost = settings.value(Settings::Key::HostSystemCost).toDouble();
    r.electricityPricePerKwh = settings.value(Settings::Key::ElectricityPricePerKwh).toDouble();
    r.hoursPerDay = settings.value(Settings::Key::HoursPerDay).toDouble();
    r.ownershipYears = settings.value(Settings::Key::OwnershipYears).toDouble();
    r.asOf = today;
    return r;
}

CatalogRanker::CatalogRanker(const CatalogData &data)
    : m_data(&data)
    , m_index(data)
    , m_model(PerformanceModel::fit(data.cards, data.benchmarks))
{ }

CatalogRanker::CatalogRanker(const CatalogData &data, PerformanceModel model)
    : m_data(&data)
    , m_index(data)
    , m_model(std::move(model))
{ }

const MultiGpuScaling &CatalogRanker::scaling() const
{
    if (!m_scaling) {
        const CatalogData *data = m_data;
        const CatalogIndex &index = m_index;
        m_scaling = data ? MultiGpuScaling::fit(
                        data->benchmarks,
                        [data, &index](const CardKey &key) -> const Card * {
                            const int i = index.cardIndexOf(key);
                            return i >= 0 ? &data->cards.at(i) : nullptr;
                        },
                        m_model)
                         : MultiGpuScaling();
    }
    return *m_scaling;
}

const TrainingThroughput &CatalogRanker::trainingThroughput() const
{
    if (!m_training)
        m_training = m_data ? TrainingThroughput::fit(m_data->cards, m_model, &scaling())
                            : TrainingThroughput();
    return *m_training;
}

FitPlanRequest CatalogRanker::planRequest(
    const MemoryRequest &memory, int maxGpus, const ExchangeRate &rate, Currency currency) const
{
    FitPlanRequest plan;
    plan.performance = &m_model;
    plan.scaling = &scaling();
    plan.training = &trainingThroughput();
    plan.memory = memory;
    if (memory.method != FitMethod::Inference)
        plan.order = FitOrder::Price;
    plan.boardCounts.clear();
    for (int n : {1, 2, 4, 8})
        if (n <= maxGpus)
            plan.boardCounts << n;
    plan.modulesAsServers = true;
    if (m_data)
        plan.rentOf = cloudRentLookup(*m_data, rate, currency);
    plan.hostPriceOf = [rate, currency](const HostAllowance &host) {
        return hostAllowanceIn(host, currency, rate);
    };
    return plan;
}

const PriceModel &CatalogRanker::priceModel(const QDate &asOf) const
{
    const QDate day = asOf.isValid() ? asOf : QDate::currentDate();
    if (!m_priceModel || m_priceModelDate != day) {
        m_priceModel = m_data ? PriceModel::fitAt(*m_data, day, m_priceStore) : PriceModel();
        m_priceModelDate = day;
    }
    return *m_priceModel;
}

PricePolicy CatalogRanker::pricePolicy(const QDate &asOf) const
{
    PricePolicy policy;
    policy.asOf = asOf;
    policy.estimates = priceModel(asOf).estimates();
    return policy;
}

RankingResult CatalogRanker::rank(const RankingRequest &request) const
{
    if (!m_data)
        return {};
    RankingRequest r = request;
    if (!r.priceEstimates && r.asOf.isValid())
        r.priceEstimates = priceModel(r.asOf).estimates();
    // A derived server keeps the fitted data-parallel share of each GPU's speed over NVLink.
    if (const ScalingFactor f = scaling().factor(Parallelism::DataParallelNvLink); f.rows > 0)
        r.serverScaling = f.factor;
    // A derived workstation, over PCIe; for LLM inference, its layers split across the cards.
    if (const ScalingFactor f = scaling().factor(Parallelism::DataParallelPcie); f.rows > 0)
        r.workstationScaling = f.factor;
    if (const ScalingFactor f = scaling().factor(Parallelism::LayerSplit); f.rows > 0)
        r.layerSplitScaling = std::min(1.0, f.factor);
    // A server of NVIDIA SXM modules answers one LLM stream tensor parallel over NVLink.
    if (const ScalingFactor f = scaling().factor(Parallelism::TensorParallelNvLink);
        f.rows > 0 && f.factor > 0) {
        r.tensorParallelExponent = f.factor;
        r.tensorParallelLow = f.low;
        r.tensorParallelHigh = f.high;
    }
    return Ranking::rank(*m_data, m_index, r, m_model);
}

} // namespace gpu
