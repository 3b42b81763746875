// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which price a card is judged at. Pure functions of their inputs (no database, settings or
// clock). The basis, in order (issue "ranking engine"):
//   1. the user's own latest price for the chosen condition;
//   2. the catalog's latest dated street price for that condition;
//   3. the launch price (USD) converted at the user's exchange rate, marked as an estimate
//      (new condition only: a launch price says nothing about the used market).
// Prices in the other currency are converted at the same rate. A card with none of these has
// no price: it is "unknown", never 0.

#include "Card.h"

#include <QHash>
#include <QList>

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
    bool converted = false; ///< amount was converted from the other currency

    /// Not a price seen in this currency: a launch-price estimate or a converted amount (shown
    /// with "≈" in the window and "~" on the command line).
    bool isApproximate() const { return basis == PriceBasis::LaunchPriceEstimate || converted; }
};

struct ExchangeRate
{
    /// CNY per USD. The default is a user setting (Settings::exchangeRateCnyPerUsd); 7.2 was the
    /// order of the PBOC central parity rate through 2024-2025.
    double cnyPerUsd = 7.2;

    /// Converts `amount` from `from` to `to`; the rate must be > 0.
    double convert(double amount, Currency from, Currency to) const;
};

/// The price a card is judged at, or nullopt. `prices` may hold prices of any card; only those
/// with key == card.key are used. Ties on date prefer the lower price (what a buyer would pay).
std::optional<CardPrice> priceFor(const Card &card, const QList<const Price *> &pricesOfCard,
    Currency currency, ConditionFilter condition, const ExchangeRate &rate);

/// The same, with the card's prices given as rows of `prices`: [rowsBegin, rowsEnd), as
/// CatalogIndex::pricesBegin()/pricesEnd() give them.
std::optional<CardPrice> priceFor(const Card &card, const QList<Price> &prices,
    const int *rowsBegin, const int *rowsEnd, Currency currency, ConditionFilter condition,
    const ExchangeRate &rate);

/// Index of prices by card id string (CardKey::toId()), to look up a card's prices quickly.
QHash<QString, QList<const Price *>> indexPricesByCard(const QList<Price> &prices);

} // namespace gpu
