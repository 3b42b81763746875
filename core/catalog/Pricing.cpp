// SPDX-License-Identifier: GPL-3.0-or-later
#include "Pricing.h"
#include "HostAllowance.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

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
    case PriceBasis::ModelEstimate:
        return QStringLiteral("model_estimate");
    }
    return {};
}

QString toCode(PriceEstimate::Route route)
{
    switch (route) {
    case PriceEstimate::Route::OwnHistory:
        return QStringLiteral("own_history");
    case PriceEstimate::Route::OtherMarket:
        return QStringLiteral("other_market");
    case PriceEstimate::Route::OtherCards:
        return QStringLiteral("other_cards");
    }
    return {};
}

QString CardPrice::sourceCode() const
{
    if (!feed.isEmpty())
        return QStringLiteral("feed:") + feed;
    if (basis == PriceBasis::UserPrice)
        return QStringLiteral("user");
    if (isEstimate() && basis == PriceBasis::ModelEstimate)
        return QStringLiteral("price-model");
    return QStringLiteral("catalog");
}

RateTable::RateTable(const QList<ExchangeRateRow> &rows)
{
    for (const ExchangeRateRow &r : rows) {
        if (!(r.rateToCny > 0) || !r.date.isValid() || r.currency.isEmpty())
            continue;
        m_series[r.currency].append({r.date.toJulianDay(), r.rateToCny, r.origin == Origin::User});
    }
    for (auto it = m_series.begin(); it != m_series.end(); ++it) {
        // By day; on the same day the user's row last, so that it is the one found.
        std::stable_sort(it->begin(), it->end(), [](const Point &a, const Point &b) {
            return a.day != b.day ? a.day < b.day : (!a.user && b.user);
        });
    }
    m_usd = m_series.value(QStringLiteral("USD"));
}

std::optional<RateTable::Rate> RateTable::rateOn(const QString &currency, const QDate &date) const
{
    if (isCurrencyCode(currency, "CNY"))
        return Rate {1.0, date};
    const QList<Point> *series = nullptr;
    if (isCurrencyCode(currency, "USD")) {
        series = &m_usd;
    } else {
        const auto it = m_series.constFind(currency);
        if (it != m_series.constEnd())
            series = &*it;
    }
    if (!series || series->isEmpty())
        return std::nullopt;
    const QList<Point> &points = *series;
    if (!date.isValid())
        return Rate {points.last().rate, QDate::fromJulianDay(points.last().day)};
    const qint64 day = date.toJulianDay();
    // The last point with point.day <= day.
    const auto after = std::upper_bound(
        points.begin(), points.end(), day, [](qint64 d, const Point &p) { return d < p.day; });
    const Point &p = after == points.begin() ? points.first() : *(after - 1);
    return Rate {p.rate, QDate::fromJulianDay(p.day)};
}

std::optional<RateTable::Rate> RateTable::latest(const QString &currency) const
{
    return rateOn(currency, QDate());
}

double ExchangeRate::cnyPerUsdNow() const
{
    if (!userRate && table)
        if (const auto r = table->latest(QStringLiteral("USD")))
            return r->cnyPerUnit;
    return cnyPerUsd;
}

double ExchangeRate::convert(double amount, Currency from, Currency to) const
{
    const double rate = cnyPerUsdNow();
    if (from == to || !(rate > 0))
        return amount;
    return from == Currency::USD ? amount * rate : amount / rate;
}

std::optional<RateTable::Rate> ExchangeRate::cnyPer(
    const QString &currency, const QDate &date) const
{
    if (isCurrencyCode(currency, "CNY"))
        return RateTable::Rate {1.0, QDate()};
    if (isCurrencyCode(currency, "USD")) {
        if (!userRate && table)
            if (auto r = table->rateOn(currency, date))
                return r;
        if (cnyPerUsd > 0)
            return RateTable::Rate {cnyPerUsd, QDate()};
        return std::nullopt;
    }
    if (table)
        return table->rateOn(currency, date);
    return std::nullopt;
}

std::optional<ExchangeRate::Converted> ExchangeRate::convertOn(
    double amount, const QString &from, const QDate &date, Currency to) const
{
    if (isCurrencyCode(from, to))
        return Converted {amount, QDate(), false};
    const auto source = cnyPer(from, date);
    if (!source || !(source->cnyPerUnit > 0))
        return std::nullopt;
    Converted out;
    out.rateDate = source->date;
    out.userRate = userRate && isCurrencyCode(from, "USD");
    const double cny = amount * source->cnyPerUnit;
    if (to == Currency::CNY) {
        out.amount = cny;
        return out;
    }
    const auto usd = cnyPer(QStringLiteral("USD"), date);
    if (!usd || !(usd->cnyPerUnit > 0))
        return std::nullopt;
    out.amount = cny / usd->cnyPerUnit;
    if (isCurrencyCode(from, "CNY")) {
        // Shown as "… CNY on <date>": the rate is the USD one.
        out.rateDate = usd->date;
        out.userRate = userRate;
    }
    return out;
}

QString plainPriceAmount(const CardPrice &price)
{
    const double a = price.isEstimate() ? std::round(price.amount) : price.amount;
    return QString::number(a, 'f', a == std::floor(a) ? 0 : 2);
}

bool isOfficialPrice(const QString &seller)
{
    const QString s = seller.toLower();
    if (s.contains(QLatin1String("unofficial")))
        return false;
    for (const char *mark : {"msrp", "launch price", "建议零售价", "官方售价", "国行零售价"})
        if (s.contains(QString::fromUtf8(mark)))
            return true;
    return false;
}

std::optional<double> hostAllowanceIn(
    const HostAllowance &host, Currency currency, const ExchangeRate &rate)
{
    const auto converted = rate.convertOn(host.amount, host.currency, host.date, currency);
    return converted ? std::optional<double>(converted->amount) : std::nullopt;
}

namespace {

bool conditionMatches(Condition c, ConditionFilter f)
{
    return f == ConditionFilter::Any || (f == ConditionFilter::New && c == Condition::New)
        || (f == ConditionFilter::Used && c == Condition::Used);
}

// Latest price of one origin matching the condition; ties on date -> the lower amount.
// `forEach(f)` calls f(const Price *) for each of the card's prices.
// A row's amount per GPU in the display currency at the rates of its date, or nullopt when its
// currency has no known rate (such a row cannot be judged and is passed over).
// A machine's row priced as its GPUs adds its host allowance, converted at the rate of the
// allowance's own date (HostAllowance.h).
std::optional<ExchangeRate::Converted> perGpuIn(
    const Price &p, Currency currency, const ExchangeRate &rate)
{
    auto gpus = rate.convertOn(p.amountPerGpu(), p.currency, p.observedDate, currency);
    if (!gpus || !p.host)
        return gpus;
    const auto host = hostAllowanceIn(*p.host, currency, rate);
    if (!host)
        return std::nullopt;
    gpus->amount += *host;
    return gpus;
}

// A machine's own price is its current price only while it is recent: a list price, a launch
// price or an analyst's estimate of a whole machine (a derived machine's row, or a module's row
// priced per server, as the planner reads it) older than the launch-price rule is not what the
// machine costs today (docs/ranking.md, "Servers and workstations").
bool isMachineRow(const Price &p)
{
    return p.card.form == Form::Server || p.card.form == Form::Workstation;
}

// A list or launch price is a vendor's announcement: it stands for today's price only while it
// is no older than the launch-price rule allows (docs/ranking.md, "Launch prices").
bool announcementIsCurrent(const Price &p, const PricePolicy &policy)
{
    const bool announced = isAnnouncedPrice(p.kind)
        || ((isMachineRow(p) || p.unit == PriceUnit::Server) && p.kind == PriceKind::Estimate);
    return !announced || !policy.asOf.isValid()
        || p.observedDate.addMonths(std::max(0, policy.launchPriceMaxAgeMonths)) >= policy.asOf;
}

bool isFreshDate(const QDate &date, const PricePolicy &policy)
{
    return !policy.asOf.isValid() || policy.freshPriceMonths <= 0
        || (date.isValid() && date.addMonths(policy.freshPriceMonths) >= policy.asOf);
}

// Latest price of one origin (the user's, or the catalog's and the feeds') matching the
// condition; ties on date -> the lower amount. `forEach(f)` calls f(const Price *) for each of
// the card's prices. A list or launch price past the launch-price rule is passed over.
template<typename ForEach>
const Price *latest(const ForEach &forEach, bool user, ConditionFilter condition, Currency currency,
    const ExchangeRate &rate, const PricePolicy &policy, ExchangeRate::Converted *found)
{
    const Price *best = nullptr;
    ExchangeRate::Converted bestAmount;
    forEach([&](const Price *p) {
        if ((p->origin == Origin::User) != user || !conditionMatches(p->condition, condition)
            || !(p->amount > 0) || (!user && !announcementIsCurrent(*p, policy)))
            return;
        const auto amount = perGpuIn(*p, currency, rate);
        if (!amount)
            return;
        if (!best || p->observedDate > best->observedDate
            || (p->observedDate == best->observedDate && amount->amount < bestAmount.amount)) {
            best = p;
            bestAmount = *amount;
        }
    });
    if (best)
        *found = bestAmount;
    return best;
}

CardPrice fromRow(const Price &p, const ExchangeRate::Converted &converted, Currency currency,
    const ExchangeRate &rate)
{
    CardPrice out;
    out.amount = converted.amount;
    out.currency = currency;
    out.basis = p.origin == Origin::User ? PriceBasis::UserPrice : PriceBasis::StreetPrice;
    out.kind = p.kind;
    out.feed = p.feed;
    out.condition = p.condition;
    out.date = p.observedDate;
    out.seller = p.seller;
    out.sourceUrl = p.sourceUrl;
    out.converted = !isCurrencyCode(p.currency, currency);
    out.originalAmount = p.amount;
    out.originalCurrency = p.currency;
    out.gpuCount = std::max(1, p.gpuCount);
    out.unit = p.unit;
    if (p.host) {
        out.host = p.host;
        out.machineGpus = p.machineGpus;
        out.hostAmount = hostAllowanceIn(*p.host, currency, rate).value_or(0);
    }
    if (out.converted) {
        out.rateDate = converted.rateDate;
        out.userRate = converted.userRate;
    }
    return out;
}

std::optional<CardPrice> fromEstimate(
    const PriceEstimate &e, Currency currency, const ExchangeRate &rate)
{
    if (!(e.cny > 0))
        return std::nullopt;
    CardPrice out;
    out.currency = currency;
    out.basis = PriceBasis::ModelEstimate;
    out.kind = PriceKind::Estimate;
    out.condition = e.condition;
    out.amount = rate.convert(e.cny, Currency::CNY, currency);
    out.low = rate.convert(e.lowCny, Currency::CNY, currency);
    out.high = rate.convert(e.highCny, Currency::CNY, currency);
    out.converted = false;
    out.originalAmount = e.cny;
    out.originalCurrency = QStringLiteral("CNY");
    out.estimate = e;
    return out;
}

// A price found for one condition, and how current it is: 0 a current price (the user's own,
// one seen within the fresh window, a launch price within the rule), 1 the model's estimate,
// 2 a stale price. A current price wins over an estimate, an estimate over a stale price.
struct Candidate
{
    CardPrice price;
    int tier = 0;
};

template<typename ForEach>
std::optional<Candidate> priceOfOne(const Card &card, const ForEach &forEach, Currency currency,
    ConditionFilter condition, const ExchangeRate &rate, const PricePolicy &policy)
{
    ExchangeRate::Converted converted;
    // 1. The user's own price: theirs to update; stale when old.
    if (const Price *p = latest(forEach, true, condition, currency, rate, policy, &converted)) {
        CardPrice out = fromRow(*p, converted, currency, rate);
        if (out.amount > 0)
            return Candidate {out, int(isFreshDate(p->observedDate, policy) ? 0 : 2)};
    }
    std::optional<CardPrice> observed;
    if (const Price *p = latest(forEach, false, condition, currency, rate, policy, &converted)) {
        CardPrice out = fromRow(*p, converted, currency, rate);
        if (out.amount > 0)
            observed = out;
    }
    // 2. A price seen within the fresh window always wins.
    if (observed && isFreshDate(observed->date, policy))
        return Candidate {*observed, 0};
    // 3. The model's estimate, where its backtest lets it judge.
    if (policy.estimates && condition != ConditionFilter::Any) {
        if (const PriceEstimates::ForCard *e = policy.estimates->find(card.key)) {
            const std::optional<PriceEstimate> &est
                = condition == ConditionFilter::Used ? e->usedPrice : e->newPrice;
            // An estimate that only moves the card's own current launch price is said as that
            // launch price (step 5), the plainer words for the same evidence.
            const bool onlyTheLaunchPrice = est && est->anchorKind == PriceKind::Launch && !observed
                && launchPriceIsCurrent(card, policy);
            if (est && est->judges && !onlyTheLaunchPrice)
                if (auto out = fromEstimate(*est, currency, rate))
                    return Candidate {*out, 1};
        }
    }
    // 4. The newest older price.
    if (observed)
        return Candidate {*observed, 2};
    // 5. The launch price while the card is sold new.
    if (condition != ConditionFilter::Used && launchPriceIsCurrent(card, policy)
        && rate.cnyPerUsdNow() > 0) {
        CardPrice out;
        out.amount = rate.convert(*card.launchPriceUsd, Currency::USD, currency);
        out.currency = currency;
        out.basis = PriceBasis::LaunchPriceEstimate;
        out.kind = PriceKind::Launch;
        out.condition = Condition::New;
        out.sourceUrl = card.sourceUrl;
        out.converted = currency != Currency::USD;
        out.originalAmount = *card.launchPriceUsd;
        out.originalCurrency = QStringLiteral("USD");
        return Candidate {out, 0};
    }
    return std::nullopt;
}

template<typename ForEach>
std::optional<CardPrice> priceOf(const Card &card, const ForEach &forEach, Currency currency,
    ConditionFilter condition, const ExchangeRate &rate, const PricePolicy &policy)
{
    if (condition != ConditionFilter::Any) {
        if (auto c = priceOfOne(card, forEach, currency, condition, rate, policy))
            return c->price;
        return std::nullopt;
    }
    // Any: the best current price, new or used, each by the basis order. A server, and an SXM
    // or OAM module (bought for one), is bought new: one of used modules is priced only when
    // used is asked for.
    std::optional<Candidate> fresh
        = priceOfOne(card, forEach, currency, ConditionFilter::New, rate, policy);
    if (card.key.form == Form::Server || card.key.form == Form::SXM || card.key.form == Form::OAM)
        return fresh ? std::optional<CardPrice>(fresh->price) : std::nullopt;
    std::optional<Candidate> used
        = priceOfOne(card, forEach, currency, ConditionFilter::Used, rate, policy);
    if (!fresh)
        return used ? std::optional<CardPrice>(used->price) : std::nullopt;
    if (!used)
        return fresh->price;
    // A current price wins over an estimate, an estimate over a stale price.
    if (policy.asOf.isValid() && fresh->tier != used->tier)
        return fresh->tier < used->tier ? fresh->price : used->price;
    // Equal amounts: the new card (a warranty at the same price).
    if (used->price.amount < fresh->price.amount) {
        used->price.otherConditionAmount = fresh->price.amount;
        return used->price;
    }
    fresh->price.otherConditionAmount = used->price.amount;
    return fresh->price;
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

std::optional<ConditionFilter> conditionFilterFromString(const QString &text)
{
    // Any case and surrounding spaces: "Used" on the command line is "used" (one rule for
    // every command, and the settings).
    const QString s = text.trimmed().toLower();
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
