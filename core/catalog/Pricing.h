// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which price a card is judged at. Pure functions of their inputs (no database, settings or
// clock). The basis, in order (issue "ranking engine"):
//   1. the user's own latest price for the chosen condition;
//   2. the catalog's latest dated street price for that condition;
//   3. the launch price (USD) converted at the user's exchange rate, marked as an estimate
//      (new condition only: a launch price says nothing about the used market), and only while
//      the card is still sold new: launched at most PricePolicy::launchPriceMaxAgeMonths before
//      the date the prices are judged at (docs/ranking.md, "Launch prices").
// A price row may be in any ISO 4217 currency and may price several GPUs (an 8-GPU module or a
// server): it is judged per GPU (Price::amountPerGpu()), converted at the rate of its own date
// (ExchangeRate::convertOn: the built-in monthly series of docs/data-sources.md, or the user's
// rate for USD when the user set one). A card with none of these has no price: it is "unknown",
// never 0.
//
// With ConditionFilter::Any (the default scope of the ranking) the card is judged at the lower of
// its new price and its used price, each found by the order above; but a price seen within
// PricePolicy::freshPriceMonths before the date prices are judged at wins over an older one.

#include "Card.h"

#include <QHash>
#include <QList>

#include <memory>

namespace gpu {

enum class PriceBasis
{
    UserPrice,
    StreetPrice,
    LaunchPriceEstimate
};
QString toCode(PriceBasis basis); ///< "user", "street", "launch_estimate"

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
    bool perGpuDerived() const { return gpuCount > 1 || unit != PriceUnit::Card; }
    /// With ConditionFilter::Any: the card's price in the other condition when it had one (the
    /// higher of the two, or the equal), to say why this one was chosen; else nullopt.
    std::optional<double> otherConditionAmount;

    /// Not a price seen in this currency: a launch-price estimate or a converted amount (shown
    /// with "≈" in the window, approximatePriceText(), and "~" on the command line).
    bool isApproximate() const { return basis == PriceBasis::LaunchPriceEstimate || converted; }
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
