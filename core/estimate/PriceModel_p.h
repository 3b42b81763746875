// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the price model (PriceModel.h): its observations, indices, ratio and regression,
// and the steps of its fit. PriceModelMath.cpp holds the numbers, PriceModel.cpp the fit and
// today's estimates, PriceModelBacktest.cpp the backtest.

#include "PriceModel.h"

#include <QDate>

#include <array>
#include <climits>
#include <vector>

namespace gpu::pricemodel {

constexpr int kKinds = 7;
constexpr int kRoutes = 3;

inline int monthOf(const QDate &d)
{
    return d.year() * 12 + d.month() - 1;
}

inline QDate dateOfMonth(int month)
{
    return QDate(month / 12, month % 12 + 1, 1);
}

/// A card's release date ("YYYY-MM-DD", "YYYY-MM", or a year: its middle); invalid if unknown.
QDate releaseOf(const Card &card);

struct Obs
{
    int card = 0; ///< index into the fitted cards
    int month = 0;
    double lp = 0; ///< ln(CNY per GPU)
    PriceKind kind = PriceKind::Retail;
    int market = 0; ///< 0 new, 1 used
    /// The outlet it comes from (sourceKeyOf()): repeat pairs compare one outlet's prices.
    int source = 0;
};

/// The outlet of a price row, for repeat pairs: its first source URL's host (with the
/// repository for a GitHub dataset), else its seller. Two Amazon tracker rows are one outlet, an
/// Amazon row and a price table's row of the same card are two.
QString sourceKeyOf(const Price &p);

// A monthly index of one kind of price: log level by month, 0 at its first month.
struct Index
{
    int t0 = 0;
    int t1 = -1;
    std::vector<double> level;
    bool valid() const { return t1 >= t0 && !level.empty(); }
    double at(int month) const { return level[size_t(std::clamp(month, t0, t1) - t0)]; }
};
using Indices = std::array<Index, kKinds>;

struct Pair
{
    int from = 0;
    int to = 0;
    double change = 0; ///< ln(later / earlier)
};

/// Solves the symmetric positive definite n×n system `a` x = b in place (Cholesky); false when
/// it is not positive definite.
bool choleskySolve(std::vector<double> &a, std::vector<double> &b, int n);
/// The repeat-pairs index of one kind from its pairs whose later month is before `before`.
Index fitIndex(const std::vector<Pair> &pairs, int before, const PriceModel::Options &o);
double percentile(std::vector<double> v, double p);

// The features of the cross-card regression for a card at a month, in a market, of a kind.
constexpr int kFeatures = 20;
using Features = std::array<double, kFeatures>;

struct CardFacts
{
    double lnMemory = 0;
    std::optional<double> lnCompute;
    std::optional<double> lnBandwidth;
    int releaseMonth = INT_MIN; ///< INT_MIN: unknown
    const Card *card = nullptr;
};

Features featuresOf(const CardFacts &f, int month, int market, PriceKind kind);

struct Regression
{
    std::array<double, kFeatures> w {};
    bool ok = false;
    double predict(const Features &x) const
    {
        double s = 0;
        for (int i = 0; i < kFeatures; ++i)
            s += w[size_t(i)] * x[size_t(i)];
        return s;
    }
};

struct RegressionRow
{
    int card = 0;
    Features x {};
    double y = 0;
};

/// Ridge regression on `rows`, leaving out the rows of one card when asked.
Regression fitRegression(const std::vector<RegressionRow> &rows, int leaveOutCard = -1);

/// The used-to-new log ratio by age: ln(used / new) = a + b × age in years.
struct MarketRatio
{
    double a = 0, b = 0;
    bool ok = false;
    double at(double age) const { return a + b * age; }
};

struct RatioPoint
{
    int card = 0;
    double age = 0;
    double logRatio = 0;
};

MarketRatio fitRatio(const std::vector<RatioPoint> &points, int leaveOutCard = -1);

/// The mean log price of one card's rows of a kind in a month.
struct Anchor
{
    int month = INT_MIN;
    double lp = 0;
    PriceKind kind = PriceKind::Retail;
    bool valid() const { return month != INT_MIN; }
};

} // namespace gpu::pricemodel

namespace gpu {

struct PriceModel::Impl
{
    Options options;
    std::vector<pricemodel::CardFacts> facts; ///< by fitted card
    std::vector<pricemodel::Obs> obs; ///< sorted by card, kind, month
    /// Each card's rows: [first[c], first[c + 1]) of obs.
    std::vector<size_t> first;
    std::array<std::vector<pricemodel::Pair>, pricemodel::kKinds> pairs;
    pricemodel::Indices indices; ///< on every row
    pricemodel::MarketRatio ratio;
    std::vector<pricemodel::RatioPoint> ratioPoints;
    pricemodel::Regression regression;
    std::vector<pricemodel::RegressionRow> regressionRows;
    // Route errors (ln predicted / actual) from the backtest: 10th and 90th percentiles, and the
    // median gap (months) between anchor and hidden row of the own-history route.
    std::array<double, pricemodel::kRoutes> q10 {};
    std::array<double, pricemodel::kRoutes> q90 {};
    double medianGapMonths = 12;
};

} // namespace gpu

namespace gpu::pricemodel {

/// The card's newest anchor in `market` before month `before` (exclusive), of kind `onlyKind`
/// when given, among its rows [first, last). List and launch prices seen before
/// `announcedNotBefore` are passed over, and an estimate unless `allowEstimates`.
Anchor newestAnchor(const PriceModel::Impl &m, size_t first, size_t last, int market, int before,
    std::optional<PriceKind> onlyKind, bool allowEstimates, int announcedNotBefore = INT_MIN);
/// The anchor's log price moved by its kind's index to `month` (flat where it has no index).
double moved(const Indices &indices, const Anchor &a, int month);
/// A card's age in years at `month` (4 when its release is unknown).
double ageAt(const CardFacts &f, int month);

/// Runs the backtest on a fitted model: fills `bt`, the route ranges of `m` and which routes
/// judge (PriceModelBacktest.cpp).
void runBacktest(PriceModel::Impl &m, PriceBacktest &bt, bool judges[kRoutes]);

} // namespace gpu::pricemodel
