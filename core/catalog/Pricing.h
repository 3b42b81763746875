// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which price a card is judged at. Pure functions of their inputs (no database, settings or
// clock). The basis, in order (docs/ranking.md, "Which price a card is judged at"):
//   1. the user's own latest price for the chosen condition;
//   2. the catalog's (or a feed's) latest price for that condition seen within
//      PricePolicy::freshPriceMonths before the date prices are judged at; a list or launch
//      price counts only while it is no older than PricePolicy::launchPriceMaxAgeMonths
//      (an old list price stays in the card's history, never its current price);
//   3. the price model's estimate of today's price (PriceEstimate, fitted on the catalog's own
//      price histories: core/estimate/PriceModel.h), where its backtest allows it to judge;
//   4. the newest older price (flagged stale);
//   5. the launch price (USD) converted at the user's exchange rate, marked as an estimate (new
//      condition only, and only while the card is still sold new: launched at most
//      PricePolicy::launchPriceMaxAgeMonths before the date the prices are judged at).
// A price row may be in any ISO 4217 currency and may price several GPUs (an 8-GPU module or a
// server): it is judged per GPU (Price::amountPerGpu()), converted at the rate of its own date
// (ExchangeRate::convertOn: the built-in monthly series of docs/data-sources.md, or the user's
// rate for USD when the user set one). A card with none of these has no price: it is "unknown",
// never 0.
//
// With ConditionFilter::Any (the default scope of the ranking) the card is judged at the lower of
// its new price and its used price, each found by the order above; but a current price (steps 1,
// 2 and 5) wins over an estimate, and an estimate over a stale price, whatever the amounts. A
// server (Form::Server) and an SXM or OAM module (bought for a server) are judged new under
// Any: a server of used modules only when used is asked for.
//
// A derived machine (ServerSystems.h) priced as its GPUs is judged at N × one GPU's price plus
// its host allowance (Price::host, HostAllowance.h), converted at the allowance's own date; its
// own price (a whole server, host included) needs none. For a machine an analyst's estimate of
// the whole machine ages like a list price (past launchPriceMaxAgeMonths it is not current).

#include "Card.h"

#include <QHash>
#include <QList>

#include <memory>

namespace gpu {

/// How the price a card is judged at was found (its kind of evidence is PriceKind).
enum class PriceBasis
{
    UserPrice,
    StreetPrice, ///< a catalog or feed row (whatever its PriceKind)
    LaunchPriceEstimate, ///< the card's launch price (cards.csv launch_price_usd), converted
    ModelEstimate ///< the price model's estimate of today's price (PriceEstimate)
};
QString toCode(PriceBasis basis); ///< "user", "street", "launch_estimate", "model_estimate"

/// A card's price today as the price model estimates it (core/estimate/PriceModel.h), per GPU
/// in CNY, with its likely range (the 10th to 90th percentile of the model's backtest errors on
/// the same route) and what it rests on.
struct PriceEstimate
{
    enum class Route
    {
        OwnHistory, ///< the card's newest price of the same market, moved by the market since
        OtherMarket, ///< its newest price of the other market (new <-> used), at the fitted ratio
        OtherCards ///< no price of its own: specs, age and product line, fitted across cards
    };
    double cny = 0; ///< per GPU, > 0
    double lowCny = 0;
    double highCny = 0;
    Condition condition = Condition::New;
    Route route = Route::OwnHistory;
    /// How many cards' price histories the fit used.
    int cardsFitted = 0;
    /// The price it starts from (OwnHistory, OtherMarket): its date, kind and amount per GPU in
    /// CNY at the rate of its date; invalid date for OtherCards.
    QDate anchorDate;
    PriceKind anchorKind = PriceKind::Retail;
    double anchorCny = 0;
    /// The backtest of this route is good enough (median error at most 25 %) for the estimate
    /// to judge a card; otherwise it is shown, never judged at.
    bool judges = false;
};
QString toCode(PriceEstimate::Route route); ///< "own_history", "other_market", "other_cards"

/// The price model's estimates for a catalog's cards, by key (immutable once made).
class PriceEstimates
{
public:
    struct ForCard
    {
        std::optional<PriceEstimate> newPrice;
        std::optional<PriceEstimate> usedPrice;
    };
    void set(const CardKey &key, ForCard estimates) { m_byCard.insert(key, std::move(estimates)); }
    const ForCard *find(const CardKey &key) const
    {
        const auto it = m_byCard.constFind(key);
        return it == m_byCard.constEnd() ? nullptr : &*it;
    }
    bool isEmpty() const { return m_byCard.isEmpty(); }
    qsizetype size() const { return m_byCard.size(); }

private:
    QHash<CardKey, ForCard> m_byCard;
};

enum class ConditionFilter
{
    New,
    Used,
    Any
};

struct CardPrice
{
    double amount = 0; ///< in the requested currency, > 0
    Currency currency = Currency::CNY;
    PriceBasis basis = PriceBasis::StreetPrice;
    Condition condition = Condition::New;
    QDate date; ///< observed date of the price used; invalid for a launch-price estimate
    QString seller;
    QString sourceUrl;
    bool converted = false; ///< amount was converted from another currency
    /// The row as its source gave it, when converted or per GPU derived: the amount in its own
    /// currency for everything it prices, the currency (ISO 4217), the date of the rate used and
    /// how many GPUs the amount pays for, as what.
    double originalAmount = 0;
    QString originalCurrency;
    QDate rateDate; ///< the date of the rate used; invalid for the user's rate
    bool userRate = false; ///< converted at the user's own rate (settings), not a dated one
    int gpuCount = 1;
    PriceUnit unit = PriceUnit::Card;
    /// A machine priced as its GPUs plus a host allowance (Price::host): the allowance, its
    /// amount in the display currency (converted at the rate of its own date), and the GPUs
    /// (`amount` - `hostAmount` is `machineGpus` × one GPU's price). Null and 0 otherwise.
    const HostAllowance *host = nullptr;
    double hostAmount = 0;
    int machineGpus = 0;
    bool perGpuDerived() const { return gpuCount > 1 || unit != PriceUnit::Card; }
    /// With ConditionFilter::Any: the card's price in the other condition when it had one (the
    /// higher of the two, or the equal), to say why this one was chosen; else nullopt.
    std::optional<double> otherConditionAmount;
    /// What the row's source calls the price (a launch-price estimate: Launch; a model
    /// estimate: Estimate).
    PriceKind kind = PriceKind::Retail;
    /// The feed the row came from; empty for the built-in catalog or the user's own.
    QString feed;
    /// With PriceBasis::ModelEstimate: the estimate (its range and what it rests on, in CNY).
    std::optional<PriceEstimate> estimate;
    /// The estimate's likely range in the display currency (ModelEstimate only).
    double low = 0;
    double high = 0;

    /// Not a price seen: a launch-price or the model's estimate.
    bool isEstimate() const
    {
        return basis == PriceBasis::LaunchPriceEstimate || basis == PriceBasis::ModelEstimate;
    }
    /// Not a price seen in this currency: an estimate or a converted amount (shown with "≈" in
    /// the window, approximatePriceText(), and "~" on the command line).
    bool isApproximate() const { return isEstimate() || converted; }
    /// "user", "catalog" or the feed's name: where the row came from (column price_source).
    QString sourceCode() const;
};

/// The one spelling of an approximate price's mark: "≈ 1,234" (with `amount` as the caller
/// formats it, currency or not), or `amount` unchanged when it is not `approximate`. The
/// window's tables, the ranking's reasons and the report's tables mark prices with it.
QString approximatePriceText(const QString &amount, bool approximate);

/// How old a card's launch may be for its launch price to stand for a new price, and the date
/// that age is judged at. An invalid `asOf` does not judge the age (pure callers, old tests).
struct PricePolicy
{
    QDate asOf;
    /// Two years: NVIDIA and AMD have shipped a successor generation about every two years
    /// (GeForce RTX 30 in 2020, 40 in 2022, 50 in 2025), after which the older card is sold out
    /// or discounted, and its launch price no longer says what it costs.
    int launchPriceMaxAgeMonths = 24;
    /// Under ConditionFilter::Any a price seen within this many months is preferred to an older
    /// one of the other condition, whatever the amounts (a 2023 used average does not stand
    /// against today's new price); 0 = no preference. RankingRequest::stalePriceMonths.
    int freshPriceMonths = 12;
    /// The price model's estimates (nullptr: none; no card is judged at an estimate).
    std::shared_ptr<const PriceEstimates> estimates;
};

/// Whether the card's launch price may stand for a new price on `policy.asOf`: it has one, and
/// its release date is known and no more than policy.launchPriceMaxAgeMonths before asOf (any
/// release date when asOf is invalid).
bool launchPriceIsCurrent(const Card &card, const PricePolicy &policy);

/// Dated exchange rates to CNY by currency, from ExchangeRateRow rows (the built-in monthly
/// series, the user's and the feeds' rows). Immutable once built: ExchangeRate shares one.
class RateTable
{
public:
    RateTable() = default;
    explicit RateTable(const QList<ExchangeRateRow> &rows);

    struct Rate
    {
        double cnyPerUnit = 0;
        QDate date; ///< the date the rate is for
    };
    /// The rate of `currency` for a price seen on `date`: the latest rate dated on or before
    /// `date` (a user's row before a built-in one of the same date); before the first rate of the
    /// currency, the first. nullopt when the table has no rate for the currency; CNY is 1.
    std::optional<Rate> rateOn(const QString &currency, const QDate &date) const;
    /// The newest rate of `currency`, or nullopt.
    std::optional<Rate> latest(const QString &currency) const;
    bool isEmpty() const { return m_series.isEmpty(); }
    QStringList currencies() const { return m_series.keys(); }

private:
    struct Point
    {
        qint64 day = 0; ///< QDate::toJulianDay()
        double rate = 0;
        bool user = false;
    };
    QHash<QString, QList<Point>> m_series; ///< sorted by day
    /// The USD series again: most foreign prices are in USD, and a ranking of 100,000 cards
    /// converts each of their prices (no hash of the code per price).
    QList<Point> m_usd;
};

struct ExchangeRate
{
    /// CNY per USD. The default is a user setting (Settings::exchangeRateCnyPerUsd); 7.2 was the
    /// order of the PBOC central parity rate through 2024-2025.
    double cnyPerUsd = 7.2;
    /// The user set cnyPerUsd (settings, `--rate`): it then converts USD at every date, and wins
    /// over the dated series. When false the dated rates decide, and cnyPerUsd is the fallback
    /// for USD where the table has none.
    bool userRate = false;
    /// Dated rates (nullptr or empty: cnyPerUsd converts USD, other currencies cannot be shown).
    std::shared_ptr<const RateTable> table;

    /// CNY per USD today: the user's rate, else the newest dated USD rate, else cnyPerUsd. It
    /// converts budgets, launch prices and anything else without a date of its own.
    double cnyPerUsdNow() const;
    /// Converts `amount` from `from` to `to` at cnyPerUsdNow(); the rate must be > 0.
    double convert(double amount, Currency from, Currency to) const;

    struct Converted
    {
        double amount = 0; ///< in the display currency
        QDate rateDate; ///< the date of that rate; invalid for the user's or the fallback rate
        bool userRate = false;
    };
    /// `amount` in `from` (ISO 4217) seen on `date`, in the display currency `to`, at the rates of
    /// that date; nullopt when no rate is known for `from` (the price cannot be judged).
    std::optional<Converted> convertOn(
        double amount, const QString &from, const QDate &date, Currency to) const;

private:
    std::optional<RateTable::Rate> cnyPer(const QString &currency, const QDate &date) const;
};

/// The amount as the commands write it in csv, json and tables ("11513", "5513.68"): an estimate
/// from a launch price in whole units (it is no more precise), else as seen, with cents only when
/// it has them. One rule for `rank`, `compare` and `list`.
QString plainPriceAmount(const CardPrice &price);

/// Whether a price row is a vendor's announced price (an MSRP, 建议零售价, 官方售价, 国行零售价, a
/// "launch price") rather than a price seen in a shop, as the catalog's seller names it
/// (docs/catalog-format.md, prices: seller). "Unofficial" channels are not.
bool isOfficialPrice(const QString &seller);

/// A host allowance (HostAllowance.h) in `currency`, converted at the rate of its own date;
/// nullopt when no rate is known for its currency. The ranking's prices and the planner's
/// set-ups count it alike.
std::optional<double> hostAllowanceIn(
    const HostAllowance &host, Currency currency, const ExchangeRate &rate);

/// The price a card is judged at, or nullopt. `prices` may hold prices of any card; only those
/// with key == card.key are used. Ties on date prefer the lower price (what a buyer would pay).
std::optional<CardPrice> priceFor(const Card &card, const QList<const Price *> &pricesOfCard,
    Currency currency, ConditionFilter condition, const ExchangeRate &rate,
    const PricePolicy &policy = {});

/// The same, with the card's prices given as rows of `prices`: [rowsBegin, rowsEnd), as
/// CatalogIndex::pricesBegin()/pricesEnd() give them.
std::optional<CardPrice> priceFor(const Card &card, const QList<Price> &prices,
    const int *rowsBegin, const int *rowsEnd, Currency currency, ConditionFilter condition,
    const ExchangeRate &rate, const PricePolicy &policy = {});

/// The user's own latest price that `condition` leaves out (a used price under "new", a new one
/// under "used"), or nullptr: such a price is never ignored silently (the ranking flags it and
/// says which price it used instead, and how to use this one).
const Price *userPriceOutsideScope(
    const QList<const Price *> &pricesOfCard, ConditionFilter condition);
const Price *userPriceOutsideScope(const QList<Price> &prices, const int *rowsBegin,
    const int *rowsEnd, ConditionFilter condition);

QString toCode(ConditionFilter condition); ///< "new", "used", "any"
std::optional<ConditionFilter> conditionFilterFromString(const QString &s);

/// Index of prices by card id string (CardKey::toId()), to look up a card's prices quickly.
QHash<QString, QList<const Price *>> indexPricesByCard(const QList<Price> &prices);

} // namespace gpu
