// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The price model: what a card costs today, estimated from the catalog's own price histories
// (docs/price-sources.md, "The price model"). Pure: no database, settings or clock.
//
// Every price row of a stored card becomes an observation: its amount per GPU in CNY at the
// rate of its own date, its month, what its source calls it (PriceKind) and the market it counts
// in (new or used); a card's launch price (cards.csv launch_price_usd) is one more, at its
// release. Three routes estimate a card's new and used price on a date, in this order:
//   1. own history — the card's newest price of that market, moved by the market since: a
//      monthly index per kind of price (eBay sold averages, Amazon listings, shops …), fitted on
//      the repeat pairs of every card (two prices of one card and kind, at most 48 months
//      apart; log change = index(later month) − index(earlier month)), smoothed from month to
//      month; a kind with fewer than 8 pairs has no index and its price is carried as it is;
//      beyond the last month an index has data it stays flat;
//   2. other market — its newest price of the other market (new <-> used) at the used-to-new
//      ratio of cards its age (log ratio linear in age, fitted on cards priced in both markets
//      within 12 months);
//   3. other cards — no price of its own: a ridge regression across cards of the log price
//      (adjusted by its kind's index) on memory, compute, bandwidth, product line, vendor, form,
//      age since launch and the market.
// List and launch prices older than 24 months are never an anchor for today (they stay
// observations of the fit). The likely range of an estimate is the 10th to 90th percentile of
// its route's backtest errors, widened by the square root of how far the anchor lies beyond the
// backtest's typical gap. A route whose backtest median error is above 25 % is shown, never
// judged at (PriceEstimate::judges).
//
// The backtest (backtest()): for every card and kind of price with two or more months, the
// newest row is hidden and predicted from the rows before its month (the indices refitted
// without them); beside it the naive baseline, the card's previous price of the same kind
// carried forward. The other-market route hides a card's prices of one market; the other-cards
// route hides the whole card.

#include "CatalogData.h"
#include "Pricing.h"

#include <QDate>
#include <QList>
#include <array>
#include <functional>
#include <optional>

#include <memory>

namespace gpu {

/// One hidden row of the price model's backtest.
struct PriceBacktestRow
{
    CardKey card;
    PriceKind kind = PriceKind::Retail; ///< of the hidden row
    Condition condition = Condition::New; ///< the market of the hidden row
    PriceEstimate::Route route = PriceEstimate::Route::OwnHistory;
    QDate hiddenDate;
    QDate anchorDate; ///< the price it was predicted from; invalid for OtherCards
    double actualCny = 0; ///< per GPU
    double predictedCny = 0;
    /// The naive baseline: the card's previous price of the same kind, carried forward; 0 when
    /// it has none (OtherMarket and OtherCards rows).
    double baselineCny = 0;
};

/// Median and 90th-percentile absolute error (as a share: 0.16 = 16 %) of a group of backtest
/// rows, beside the naive baseline's where it has one.
struct PriceBacktestSummary
{
    QString group; ///< a kind's code ("sold-average"), a route's code, or "all"
    int rows = 0;
    double medianError = 0;
    double p90Error = 0;
    std::optional<double> baselineMedianError;
    std::optional<double> baselineP90Error;
};

struct PriceBacktest
{
    QList<PriceBacktestRow> rows;
    /// Own-history rows by the kind of the hidden price, then "all".
    QList<PriceBacktestSummary> byKind;
    /// By route ("own_history", "other_market", "other_cards").
    QList<PriceBacktestSummary> byRoute;
};

class PriceModel
{
public:
    struct Options
    {
        QDate asOf; ///< the day "today" means; required
        /// Weight of the month-to-month smoothness of an index against its pairs.
        double smoothing = 8.0;
        int maxPairGapMonths = 48;
        int minPairsForIndex = 8;
        /// A route judges cards when its backtest median error is at most this.
        double judgeMedianError = 0.25;
        /// Older list and launch prices are not an anchor for today (PricePolicy's rule).
        int announcedPriceMaxAgeMonths = 24;
        /// Hidden rows of the backtest at most (a large catalog samples them evenly).
        int maxBacktestRows = 1500;
    };

    /// What the backtest decides for the estimates (the ranges and which routes judge), kept
    /// between runs by a caller that stores it (core/store/PriceModelCache.h): a fit given a
    /// stored calibration for the same inputs skips the backtest (most of the fit's time), and
    /// its backtest() is then empty.
    struct Calibration
    {
        std::array<double, 3> q10 {}; ///< per route: 10th percentile of ln(predicted / actual)
        std::array<double, 3> q90 {};
        double medianGapMonths = 12; ///< own history: the median anchor-to-hidden gap
        std::array<bool, 3> judges {}; ///< per route, as routeJudges()
        bool operator==(const Calibration &o) const
        {
            return q10 == o.q10 && q90 == o.q90 && medianGapMonths == o.medianGapMonths
                && judges == o.judges;
        }
    };
    /// How a caller keeps calibrations: `read` gives the stored one for a digest of the fit's
    /// inputs (inputsDigest()), or nullopt; `write` stores one. Either may be empty.
    struct CalibrationStore
    {
        std::function<std::optional<Calibration>(const QString &inputs)> read;
        std::function<void(const QString &inputs, const Calibration &calibration)> write;
    };
    PriceModel() = default;
    /// Fits the model on `data` (its stored cards, prices and rates; rows the catalog derives
    /// are left out) at `rate` and runs its backtest, which sets the ranges and which routes
    /// judge. Cannot fail: with no prices every estimate is absent.
    static PriceModel fit(
        const CatalogData &data, const ExchangeRate &rate, const Options &options);
    /// The same, with the backtest's outcome read from `store` when it holds one for these
    /// inputs (the estimates are then those a full fit makes, bit for bit), else backtested now
    /// and written to it.
    static PriceModel fit(const CatalogData &data, const ExchangeRate &rate, const Options &options,
        const CalibrationStore &store);
    /// fit() at the catalog's own dated rates (a user's own USD rate converts what is shown, not
    /// the history the model learns from) on `asOf`: what every front end fits.
    static PriceModel fitAt(
        const CatalogData &data, const QDate &asOf, const CalibrationStore &store = {});
    /// The calibration this model's estimates were made with.
    Calibration calibration() const;
    /// Whether the backtest ran in this fit (false: its calibration was read from a store).
    bool backtestRun() const { return m_backtestRun; }
    /// The digest of what the backtest reads (every observation, the fitted cards' facts and
    /// features, the options and the version of the model's code), 32 hex digits; empty for a
    /// model that was not fitted.
    QString inputsDigest() const { return m_inputs; }

    /// The estimates of every stored card that has one, today (Options::asOf).
    std::shared_ptr<const PriceEstimates> estimates() const { return m_estimates; }
    const PriceBacktest &backtest() const { return m_backtest; }
    /// How many cards have at least one observation.
    int cardsFitted() const { return m_cardsFitted; }
    /// The month an index of `kind` has data to; invalid without an index.
    QDate indexEnd(PriceKind kind) const;
    /// Whether a route judges (its backtest median error is at most the option's).
    bool routeJudges(PriceEstimate::Route route) const;

    /// The fitted state (PriceModel.cpp).
    struct Impl;

private:
    std::shared_ptr<const Impl> m_impl;
    std::shared_ptr<const PriceEstimates> m_estimates;
    PriceBacktest m_backtest;
    int m_cardsFitted = 0;
    bool m_judges[3] = {false, false, false};
    bool m_backtestRun = false;
    QString m_inputs;
};

/// What a card should cost, to hold back an absurd price (issue 39): the price model's estimate
/// for the market where its backtest lets it judge, else the card's newest observed price, else
/// an estimate shown only, else its launch price; in CNY per GPU.
struct ReferencePrice
{
    double cny = 0;
    enum class From
    {
        Estimate,
        Observed,
        Launch
    } from
        = From::Observed;
    QDate date; ///< of the observed price; invalid otherwise
};

/// The reference price of `card` for `condition`, or nullopt when the catalog knows nothing of
/// what it costs. `estimates` may be null.
std::optional<ReferencePrice> referencePrice(const Card &card, const QList<Price> &prices,
    Condition condition, const PriceEstimates *estimates, const ExchangeRate &rate);

} // namespace gpu
