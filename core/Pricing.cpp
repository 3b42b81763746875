// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pricing.h"

#include <QHash>

#include <algorithm>

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
std::optional<CardPrice> priceOfOne(const Card &card, const ForEach &forEach, Currency currency,
    ConditionFilter condition, const ExchangeRate &rate, const PricePolicy &policy)
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
    if (condition != ConditionFilter::Used && launchPriceIsCurrent(card, policy)
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

template<typename ForEach>
std::optional<CardPrice> priceOf(const Card &card, const ForEach &forEach, Currency currency,
    ConditionFilter condition, const ExchangeRate &rate, const PricePolicy &policy)
{
    if (condition != ConditionFilter::Any)
        return priceOfOne(card, forEach, currency, condition, rate, policy);
    // Any: the best current price, new or used, each by the basis order.
    std::optional<CardPrice> fresh
        = priceOfOne(card, forEach, currency, ConditionFilter::New, rate, policy);
    std::optional<CardPrice> used
        = priceOfOne(card, forEach, currency, ConditionFilter::Used, rate, policy);
    if (!fresh)
        return used;
    if (!used)
        return fresh;
    // Equal amounts: the new card (a warranty at the same price).
    if (used->amount < fresh->amount) {
        used->otherConditionAmount = fresh->amount;
        return used;
    }
    fresh->otherConditionAmount = used->amount;
    return fresh;
}

template<typename ForEach>
const Price *outsideScope(const ForEach &forEach, ConditionFilter condition)
{
    if (condition == ConditionFilter::Any)
        return nullptr;
    const Price *best = nullptr;
    forEach([&](const Price *p) {
        if (p->origin != Origin::User || conditionMatches(p->condition, condition)
            || !(p->amount > 0))
            return;
        if (!best || p->observedDate > best->observedDate)
            best = p;
    });
    return best;
}

} // namespace

std::optional<CardPrice> priceFor(const Card &card, const QList<const Price *> &pricesOfCard,
    Currency currency, ConditionFilter condition, const ExchangeRate &rate,
    const PricePolicy &policy)
{
    const auto forEach = [&pricesOfCard](const auto &f) {
        for (const Price *p : pricesOfCard)
            f(p);
    };
    return priceOf(card, forEach, currency, condition, rate, policy);
}

std::optional<CardPrice> priceFor(const Card &card, const QList<Price> &prices,
    const int *rowsBegin, const int *rowsEnd, Currency currency, ConditionFilter condition,
    const ExchangeRate &rate, const PricePolicy &policy)
{
    const auto forEach = [&prices, rowsBegin, rowsEnd](const auto &f) {
        for (const int *row = rowsBegin; row != rowsEnd; ++row)
            f(&prices[*row]);
    };
    return priceOf(card, forEach, currency, condition, rate, policy);
}

const Price *userPriceOutsideScope(
    const QList<const Price *> &pricesOfCard, ConditionFilter condition)
{
    const auto forEach = [&pricesOfCard](const auto &f) {
        for (const Price *p : pricesOfCard)
            f(p);
    };
    return outsideScope(forEach, condition);
}

const Price *userPriceOutsideScope(
    const QList<Price> &prices, const int *rowsBegin, const int *rowsEnd, ConditionFilter condition)
{
    const auto forEach = [&prices, rowsBegin, rowsEnd](const auto &f) {
        for (const int *row = rowsBegin; row != rowsEnd; ++row)
            f(&prices[*row]);
    };
    return outsideScope(forEach, condition);
}

bool launchPriceIsCurrent(const Card &card, const PricePolicy &policy)
{
    if (!card.launchPriceUsd || !(*card.launchPriceUsd > 0))
        return false;
    if (!policy.asOf.isValid())
        return true;
    // "YYYY-MM-DD" or "YYYY-MM" (the first of the month); unknown: not shown to be sold new.
    QDate released = QDate::fromString(card.releaseDate, Qt::ISODate);
    if (!released.isValid())
        released = QDate::fromString(card.releaseDate, QStringLiteral("yyyy-MM"));
    if (!released.isValid() && card.releaseDate.size() == 4 && card.releaseYear())
        released = QDate(*card.releaseYear(), 1, 1);
    if (!released.isValid())
        return false;
    return released.addMonths(std::max(0, policy.launchPriceMaxAgeMonths)) >= policy.asOf;
}

QString toCode(ConditionFilter condition)
{
    switch (condition) {
    case ConditionFilter::New:
        return QStringLiteral("new");
    case ConditionFilter::Used:
        return QStringLiteral("used");
    case ConditionFilter::Any:
        return QStringLiteral("any");
    }
    return {};
}

QString approximatePriceText(const QString &amount, bool approximate)
{
    return approximate ? QStringLiteral("≈ ") + amount : amount;
}

std::optional<ConditionFilter> conditionFilterFromString(const QString &s)
{
    if (s == QLatin1String("new"))
        return ConditionFilter::New;
    if (s == QLatin1String("used"))
        return ConditionFilter::Used;
    if (s == QLatin1String("any"))
        return ConditionFilter::Any;
    return std::nullopt;
}

QHash<QString, QList<const Price *>> indexPricesByCard(const QList<Price> &prices)
{
    QHash<QString, QList<const Price *>> index;
    for (const Price &p : prices)
        index[p.card.toId()].append(&p);
    return index;
}

} // namespace gpu
