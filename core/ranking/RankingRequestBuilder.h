// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place where a ranking request gets the defaults that come from the settings: the
// window's state (AppState::rankingRequest) and every command that ranks (cli/RankCommand.cpp
// requestFromOptions, cli/CompareCommand.cpp, and `report` through requestFromOptions) start
// from rankingRequestFromSettings() and only set what their user chose (workload, precision,
// budget, the command line's overrides). CatalogRanker then ranks the catalog for such a
// request with one performance model fitted once: nobody else fits the model or ranks.

#include "CatalogIndex.h"
#include "FitPlanner.h"
#include "MultiGpuScaling.h"
#include "PriceModel.h"
#include "Ranking.h"

#include <QDate>

namespace gpu {

class Settings;

/// A request with the settings' defaults: currency, condition (the window's choice, "any"
/// unless changed), exchange rate, CUDA minimum, software support policy, host system cost,
/// electricity price, hours per day, years of ownership, and `today` as the date prices are
/// judged at. The workload, precision, budget, LLM size and reference stay RankingRequest's
/// defaults for the caller to set. Cannot fail: a setting that does not read falls back to
/// its default (Settings.cpp).
RankingRequest rankingRequestFromSettings(
    const Settings &settings, const QDate &today = QDate::currentDate());

/// The catalog's performance model and index, made once, and the rankings of any request
/// against them. `data` must outlive the ranker and not change (make a new ranker after a
/// reload).
class CatalogRanker
{
public:
    explicit CatalogRanker(const CatalogData &data);
    /// With the model already fitted (fittedModel(), ModelCache.h, or the window's worker).
    CatalogRanker(const CatalogData &data, PerformanceModel model);
    /// The same index with another model (the window swaps in a refit this way).
    void setModel(PerformanceModel model)
    {
        m_model = std::move(model);
        m_scaling.reset();
        m_training.reset();
    }
    CatalogRanker() = default;
    /// Reads `data` from now on: the same rows as the catalog it was made for (a copy that
    /// shares them, CatalogData's lists being implicitly shared), as when a ranker prepared on
    /// a worker thread moves into the session (CatalogReader). The index, the scaling and the
    /// price model made so far stay.
    void rebind(const CatalogData &data) { m_data = &data; }

    const PerformanceModel &model() const { return m_model; }
    const CatalogIndex &index() const { return m_index; }
    /// The planner's request for a model: the one builder of `fit`, `rank --model`, the report
    /// and the window. The fitted model and multi-GPU scaling above (the same tokens/s as the
    /// ranking), the catalog's rentals in `currency` at `rate`, configurations of 1, 2, 4 and 8
    /// GPUs up to `maxGpus` with server modules as 4- and 8-GPU servers, fine-tuning cheapest
    /// first. The caller sets the budget, the order asked for, and for one named card its count.
    FitPlanRequest planRequest(const MemoryRequest &memory, int maxGpus, const ExchangeRate &rate,
        Currency currency) const;
    /// The multi-GPU scaling fitted on the catalog's multi-GPU results with model()
    /// (MultiGpuScaling.h), fitted at the first call and kept. Call from the ranker's thread.
    const MultiGpuScaling &scaling() const;
    /// The training throughput fitted on the built-in fine-tuning measurements with the
    /// catalog's cards and scaling() (TrainingThroughput.h), fitted at the first call and kept.
    const TrainingThroughput &trainingThroughput() const;
    /// The price model fitted on the catalog's price histories at `asOf` (today), fitted at the
    /// first call for that day and kept (PriceModel.h). Call from the ranker's thread.
    const PriceModel &priceModel(const QDate &asOf = QDate::currentDate()) const;
    /// Where the price model keeps its backtest's outcome between runs (PriceModelCache.h): the
    /// session gives its database's. Without one, priceModel() backtests at every fit.
    void setPriceCalibrationStore(PriceModel::CalibrationStore store)
    {
        m_priceStore = std::move(store);
    }
    /// The price policy every front end judges a card's price by on `asOf`: the launch-price and
    /// stale-price rules and the price model's estimates.
    PricePolicy pricePolicy(const QDate &asOf = QDate::currentDate()) const;
    /// Ranking::rank of the whole catalog for `request` (its filters apply); the reasons are in
    /// the application's current language. A request without price estimates gets the price
    /// model's of its asOf date.
    RankingResult rank(const RankingRequest &request) const;

private:
    const CatalogData *m_data = nullptr;
    CatalogIndex m_index;
    PerformanceModel m_model;
    mutable std::optional<MultiGpuScaling> m_scaling;
    mutable std::optional<TrainingThroughput> m_training;
    mutable std::optional<PriceModel> m_priceModel;
    mutable QDate m_priceModelDate;
    PriceModel::CalibrationStore m_priceStore;
};

} // namespace gpu
