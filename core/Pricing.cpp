// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pricing.h"

#include <QHash>

namespace gpu {

QString toCode(PriceBasis basis)
{
    switch (basis) {
    case PriceBasis::UserPrice:
        return QStringLiteral("user");
    case PriceBasis::StreetPrice:
        return QStringLiteral("street");
    case PriceBasis::LaunchPriceEstimate:
        return QStringLiteral("launch_estimate");
    }
    return {};
}

double ExchangeRate::convert(double amount, Currency from, Currency to) const
{
    if (from == to || !(cnyPerUsd > 0))
        return amount;
    return from == Currency::USD ? amount * cnyPerUsd : amount / cnyPerUsd;
}

namespace {

bool conditionMatches(Condition c, ConditionFilter f)
{
    return f == ConditionFilter::Any || (f == ConditionFilter::New && c == Condition::New)
        || (f == ConditionFilter::Used && c == Condition::Used);
}

// Latest price of one origin matching the condition; ties on date -> the lower amount.
// `forEach(f)` calls f(const Price *) for each of the card's prices.
template<typename ForEach>
const Price *latest(const ForEach &forEach, Origin origin, ConditionFilter condition,
    Currency currency, const ExchangeRate &rate)
{
    const Price *best = nullptr;
    double bestAmount = 0;
    forEach([&](const Price *p) {
        if (p->origin != origin || !conditionMatches(p->condition, condition) || !(p->amount > 0))
            return;
        const double amount = rate.convert(p->amount, p->currency, currency);
        if (!best || p->observedDate > best->observedDate
            || (p->observedDate == best->observedDate && amount < bestAmount)) {
            best = p;
            bestAmount = amount;
        }
    });
    return best;
}

template<typename ForEach>
std::optional<CardPrice> priceOf(const Card &card, const ForEach &forEach, Currency currency,
    ConditionFilter condition, const ExchangeRate &rate)
{
    for (Origin origin : {Origin::User, Origin::BuiltIn}) {
        if (const Price *p = latest(forEach, origin, condition, currency, rate)) {
            CardPrice out;
            out.amount = rate.convert(p->amount, p->currency, currency);
            out.currency = currency;
            out.basis = origin == Origin::User ? PriceBasis::UserPrice : PriceBasis::StreetPrice;
            out.condition = p->condition;
            out.date = p->observedDate;
            out.seller = p->seller;
            out.sourceUrl = p->sourceUrl;
            out.converted = p->currency != currency;
            if (out.amount > 0)
                return out;
        }
    }
    if (condition != ConditionFilter::Used && card.launchPriceUsd && *card.launchPriceUsd > 0
        && rate.cnyPerUsd > 0) {
        CardPrice out;
        out.amount = rate.convert(*card.launchPriceUsd, Currency::USD, currency);
        out.currency = currency;
        out.basis = PriceBasis::LaunchPriceEstimate;
        out.condition = Condition::New;
        out.sourceUrl = card.sourceUrl;
        out.converted = currency != Currency::USD;
        return out;
    }
    return std::nullopt;
}

} // namespace

std::optional<CardPrice> priceFor(const Card &card, const QList<const Price *> &pricesOfCard,
    Currency currency, ConditionFilter condition, const ExchangeRate &rate)
{
    const auto forEach = [&pricesOfCard](const auto &f) {
        for (const Price *p : pricesOfCard)
            f(p);
    };
    return priceOf(card, forEach, currency, condition, rate);
}

std::optional<CardPrice> priceFor(const Card &card, const QList<Price> &prices,
    const int *rowsBegin, const int *rowsEnd, Currency currency, ConditionFilter condition,
    const ExchangeRate &rate)
{
    const auto forEach = [&prices, rowsBegin, rowsEnd](const auto &f) {
        for (const int *row = rowsBegin; row != rowsEnd; ++row)
            f(&prices[*row]);
    };
    return priceOf(card, forEach, currency, condition, rate);
}

QHash<QString, QList<const Price *>> indexPricesByCard(const QList<Price> &prices)
{
    QHash<QString, QList<const Price *>> index;
    for (const Price &p : prices)
        index[p.card.toId()].append(&p);
    return index;
}

} // namespace gpu
