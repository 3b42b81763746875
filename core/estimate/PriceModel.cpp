// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceModel_p.h"

#include <QCryptographicHash>
#include <QHash>

#include <algorithm>
#include <cmath>

#ifndef GPU_ADVISOR_PRICE_MODEL_CODE_VERSION
#define GPU_ADVISOR_PRICE_MODEL_CODE_VERSION "unversioned"
#endif

namespace gpu {

using namespace pricemodel;

namespace {

// Step 1: the stored cards and their observations (every price row, and a launch price where
// the card has no launch row), sorted by card, kind and month, with each card's first row.
void collectObservations(PriceModel::Impl &m, const CatalogData &data, const ExchangeRate &rate)
{
    QHash<CardKey, int> fitted;
    for (const Card &c : data.cards) {
        if (c.serverOf || !(c.key.memoryGb > 0))
            continue;
        CardFacts f;
        f.card = &c;
        f.lnMemory = std::log(c.key.memoryGb);
        const std::optional<double> compute = c.tensorFp16Tflops            ? c.tensorFp16Tflops
            : c.fp16Tflops && c.fp32Tflops && *c.fp16Tflops > *c.fp32Tflops ? c.fp16Tflops
                                                                            : c.fp32Tflops;
        if (compute && *compute > 0)
            f.lnCompute = std::log(*compute);
        if (c.memoryBandwidthGBps && *c.memoryBandwidthGBps > 0)
            f.lnBandwidth = std::log(*c.memoryBandwidthGBps);
        const QDate released = releaseOf(c);
        if (released.isValid())
            f.releaseMonth = monthOf(released);
        fitted.insert(c.key, int(m.facts.size()));
        m.facts.push_back(f);
    }
    std::vector<bool> hasLaunchRow(m.facts.size(), false);
    QHash<QString, int> sources;
    for (const Price &p : data.prices) {
        const auto it = fitted.constFind(p.card);
        if (it == fitted.constEnd() || !(p.amount > 0) || !p.observedDate.isValid())
            continue;
        const auto cny
            = rate.convertOn(p.amountPerGpu(), p.currency, p.observedDate, Currency::CNY);
        if (!cny || !(cny->amount > 0))
            continue;
        const QString source = sourceKeyOf(p);
        const int sourceId = int(sources.value(source, int(sources.size())));
        sources.insert(source, sourceId);
        m.obs.push_back({*it, monthOf(p.observedDate), std::log(cny->amount), p.kind,
            p.condition == Condition::Used ? 1 : 0, sourceId});
        if (p.kind == PriceKind::Launch)
            hasLaunchRow[size_t(*it)] = true;
    }
    for (size_t f = 0; f < m.facts.size(); ++f) {
        const Card &c = *m.facts[f].card;
        if (hasLaunchRow[f] || !c.launchPriceUsd || !(*c.launchPriceUsd > 0)
            || m.facts[f].releaseMonth == INT_MIN)
            continue;
        const QDate released = dateOfMonth(m.facts[f].releaseMonth);
        const auto cny
            = rate.convertOn(*c.launchPriceUsd, QStringLiteral("USD"), released, Currency::CNY);
        if (cny && cny->amount > 0)
            m.obs.push_back(
                {int(f), m.facts[f].releaseMonth, std::log(cny->amount), PriceKind::Launch, 0, -1});
    }
    std::sort(m.obs.begin(), m.obs.end(), [](const Obs &a, const Obs &b) {
        if (a.card != b.card)
            return a.card < b.card;
        if (a.kind != b.kind)
            return a.kind < b.kind;
        if (a.source != b.source)
            return a.source < b.source;
        return a.month < b.month;
    });
    m.first.assign(m.facts.size() + 1, m.obs.size());
    for (size_t i = m.obs.size(); i-- > 0;)
        m.first[size_t(m.obs[i].card)] = i;
    for (size_t c = m.facts.size(); c-- > 0;)
        m.first[c] = std::min(m.first[c], m.first[c + 1]);
}

// Step 2: the repeat pairs per kind (consecutive months of one card, kind and outlet) and the
// indices.
void fitIndices(PriceModel::Impl &m)
{
    for (size_t i = 1; i < m.obs.size(); ++i) {
        const Obs &a = m.obs[i - 1];
        const Obs &b = m.obs[i];
        if (a.card != b.card || a.kind != b.kind || a.source != b.source || b.month <= a.month
            || b.month - a.month > m.options.maxPairGapMonths)
            continue;
        m.pairs[size_t(a.kind)].push_back({a.month, b.month, b.lp - a.lp});
    }
    for (int k = 0; k < kKinds; ++k)
        m.indices[size_t(k)] = fitIndex(m.pairs[size_t(k)], INT_MAX, m.options);
}

// Step 3: the used-to-new ratio (cards priced in both markets within 12 months) and the
// cross-card regression (each card's newest row per market).
void fitAcrossCards(PriceModel::Impl &m)
{
    const std::vector<size_t> &first = m.first;
    for (size_t c = 0; c < m.facts.size(); ++c) {
        const Anchor n = newestAnchor(m, first[c], first[c + 1], 0, INT_MAX, {}, false);
        const Anchor u = newestAnchor(m, first[c], first[c + 1], 1, INT_MAX, {}, false);
        if (!n.valid() || !u.valid() || std::abs(n.month - u.month) > 12)
            continue;
        const int month = std::max(n.month, u.month);
        m.ratioPoints.push_back({int(c), ageAt(m.facts[c], u.month),
            moved(m.indices, u, month) - moved(m.indices, n, month)});
    }
    m.ratio = fitRatio(m.ratioPoints);
    for (size_t c = 0; c < m.facts.size(); ++c)
        for (int market : {0, 1}) {
            const Anchor a = newestAnchor(m, first[c], first[c + 1], market, INT_MAX, {}, false);
            if (a.valid())
                m.regressionRows.push_back(
                    {int(c), featuresOf(m.facts[c], a.month, market, a.kind), a.lp});
        }
    m.regression = fitRegression(m.regressionRows);
}

// Step 5: today's estimate of one card's new and used price.
PriceEstimates::ForCard estimateCard(
    const PriceModel::Impl &m, size_t c, int asOfMonth, const bool judges[kRoutes], int cardsFitted)
{
    const PriceModel::Options &options = m.options;
    const std::vector<size_t> &first = m.first;
    const auto finish = [&](PriceEstimate e, double lp, int route, double gapMonths) {
        const double widen = std::sqrt(std::max(1.0, gapMonths / m.medianGapMonths));
        e.cny = std::exp(lp);
        e.lowCny = std::min(e.cny, std::exp(lp - m.q90[size_t(route)] * widen));
        e.highCny = std::max(e.cny, std::exp(lp - m.q10[size_t(route)] * widen));
        e.route = PriceEstimate::Route(route);
        e.cardsFitted = cardsFitted;
        // An estimate that starts from an estimate (an analyst's) is shown, never judged at.
        e.judges = judges[route] && e.anchorKind != PriceKind::Estimate;
        return e;
    };
    const CardFacts &f = m.facts[c];
    // The newest anchor of a market; a new price from more than two years ago says nothing of
    // today's new market (the card may not be sold new any more).
    const auto anchorOf = [&](int market, bool estimates) {
        Anchor a = newestAnchor(m, first[c], first[c + 1], market, INT_MAX, {}, estimates,
            asOfMonth - options.announcedPriceMaxAgeMonths);
        if (market == 0 && a.valid() && a.month + options.announcedPriceMaxAgeMonths < asOfMonth)
            a = Anchor();
        return a;
    };
    std::array<Anchor, 2> anchors {anchorOf(0, false), anchorOf(1, false)};
    // An estimate in the catalog (an analyst's) stands only where nothing else does.
    if (!anchors[0].valid() && !anchors[1].valid())
        anchors = {anchorOf(0, true), anchorOf(1, true)};
    PriceEstimates::ForCard out;
    const double age = ageAt(f, asOfMonth);
    for (int market : {0, 1}) {
        PriceEstimate e;
        e.condition = market ? Condition::Used : Condition::New;
        const Anchor &mine = anchors[size_t(market)];
        const Anchor &other = anchors[size_t(1 - market)];
        std::optional<PriceEstimate> result;
        if (mine.valid()) {
            e.anchorDate = dateOfMonth(mine.month);
            e.anchorKind = mine.kind;
            e.anchorCny = std::exp(mine.lp);
            result = finish(e, moved(m.indices, mine, asOfMonth), 0, asOfMonth - mine.month);
        } else if (other.valid() && m.ratio.ok) {
            e.anchorDate = dateOfMonth(other.month);
            e.anchorKind = other.kind;
            e.anchorCny = std::exp(other.lp);
            const double ratio = m.ratio.at(age);
            result = finish(e, moved(m.indices, other, asOfMonth) + (market ? ratio : -ratio), 1,
                asOfMonth - other.month);
        } else if (m.regression.ok) {
            const PriceKind kind = market ? PriceKind::Used : PriceKind::Retail;
            result = finish(e, m.regression.predict(featuresOf(f, asOfMonth, market, kind)), 2, 0);
        }
        (market ? out.usedPrice : out.newPrice) = result;
    }
    return out;
}

} // namespace

namespace {

// What the backtest reads, field by field (no padding bytes): the observations, the fitted
// cards' facts and features, the options, and the version of this code.
QString inputsDigestOf(const PriceModel::Impl &m)
{
    QCryptographicHash hash(QCryptographicHash::Md4); // fast; only tells changed from unchanged
    const auto add = [&hash](const auto &value) {
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&value), sizeof value));
    };
    hash.addData(QByteArrayView(GPU_ADVISOR_PRICE_MODEL_CODE_VERSION));
    const PriceModel::Options &o = m.options;
    add(o.smoothing);
    add(o.maxPairGapMonths);
    add(o.minPairsForIndex);
    add(o.judgeMedianError);
    add(o.announcedPriceMaxAgeMonths);
    add(o.maxBacktestRows);
    add(m.facts.size());
    for (const CardFacts &f : m.facts) {
        add(f.lnMemory);
        add(f.lnCompute.value_or(-1e300));
        add(f.lnBandwidth.value_or(-1e300));
        add(f.releaseMonth);
        add(featuresOf(f, 0, 0, PriceKind::Retail));
    }
    add(m.obs.size());
    for (const Obs &x : m.obs) {
        add(x.card);
        add(x.month);
        add(x.lp);
        add(int(x.kind));
        add(x.market);
        add(x.source);
    }
    return QString::fromLatin1(hash.result().toHex());
}

} // namespace

PriceModel PriceModel::fit(
    const CatalogData &data, const ExchangeRate &rate, const Options &options)
{
    return fit(data, rate, options, CalibrationStore());
}

PriceModel PriceModel::fit(const CatalogData &data, const ExchangeRate &rate,
    const Options &options, const CalibrationStore &store)
{
    PriceModel model;
    auto impl = std::make_shared<Impl>();
    Impl &m = *impl;
    m.options = options;
    const int asOfMonth = monthOf(options.asOf.isValid() ? options.asOf : QDate::currentDate());
    collectObservations(m, data, rate);
    QSet<int> withRows;
    for (const Obs &o : m.obs)
        withRows.insert(o.card);
    model.m_cardsFitted = int(withRows.size());
    fitIndices(m);
    fitAcrossCards(m);
    // Step 4: the backtest sets each route's range and whether it judges, unless the store
    // keeps its outcome for these very inputs.
    model.m_inputs = inputsDigestOf(m);
    std::optional<Calibration> stored;
    if (store.read)
        stored = store.read(model.m_inputs);
    if (stored) {
        m.q10 = stored->q10;
        m.q90 = stored->q90;
        m.medianGapMonths = stored->medianGapMonths;
        for (int route = 0; route < kRoutes; ++route)
            model.m_judges[route] = stored->judges[size_t(route)];
    } else {
        runBacktest(m, model.m_backtest, model.m_judges);
        model.m_backtestRun = true;
    }
    auto estimates = std::make_shared<PriceEstimates>();
    for (size_t c = 0; c < m.facts.size(); ++c)
        estimates->set(m.facts[c].card->key,
            estimateCard(m, c, asOfMonth, model.m_judges, model.m_cardsFitted));
    model.m_estimates = estimates;
    model.m_impl = impl;
    if (!stored && store.write)
        store.write(model.m_inputs, model.calibration());
    return model;
}

PriceModel PriceModel::fitAt(
    const CatalogData &data, const QDate &asOf, const CalibrationStore &store)
{
    ExchangeRate rate;
    rate.table = std::make_shared<RateTable>(data.rates);
    Options options;
    options.asOf = asOf;
    return fit(data, rate, options, store);
}

PriceModel::Calibration PriceModel::calibration() const
{
    Calibration c;
    if (m_impl) {
        c.q10 = m_impl->q10;
        c.q90 = m_impl->q90;
        c.medianGapMonths = m_impl->medianGapMonths;
    }
    for (int route = 0; route < kRoutes; ++route)
        c.judges[size_t(route)] = m_judges[route];
    return c;
}

QDate PriceModel::indexEnd(PriceKind kind) const
{
    if (!m_impl)
        return {};
    const Index &idx = m_impl->indices[size_t(kind)];
    return idx.valid() ? dateOfMonth(idx.t1) : QDate();
}

bool PriceModel::routeJudges(PriceEstimate::Route route) const
{
    return m_judges[int(route)];
}

std::optional<ReferencePrice> referencePrice(const Card &card, const QList<Price> &prices,
    Condition condition, const PriceEstimates *estimates, const ExchangeRate &rate)
{
    std::optional<PriceEstimate> estimate;
    if (estimates)
        if (const PriceEstimates::ForCard *e = estimates->find(card.key))
            estimate = condition == Condition::Used ? e->usedPrice : e->newPrice;
    // An estimate its backtest lets judge first; then the card's newest price of that market;
    // then an estimate shown only (across cards, or from the other market); then its launch price.
    if (estimate && estimate->judges && estimate->cny > 0)
        return ReferencePrice {estimate->cny, ReferencePrice::From::Estimate, {}};
    const Price *newest = nullptr;
    double newestCny = 0;
    for (const Price &p : prices) {
        if (!(p.card == card.key) || p.condition != condition || !(p.amount > 0))
            continue;
        const auto cny
            = rate.convertOn(p.amountPerGpu(), p.currency, p.observedDate, Currency::CNY);
        if (!cny)
            continue;
        if (!newest || p.observedDate > newest->observedDate) {
            newest = &p;
            newestCny = cny->amount;
        }
    }
    if (newest)
        return ReferencePrice {newestCny, ReferencePrice::From::Observed, newest->observedDate};
    if (estimate && estimate->cny > 0)
        return ReferencePrice {estimate->cny, ReferencePrice::From::Estimate, {}};
    if (card.launchPriceUsd && *card.launchPriceUsd > 0 && rate.cnyPerUsdNow() > 0)
        return ReferencePrice {rate.convert(*card.launchPriceUsd, Currency::USD, Currency::CNY),
            ReferencePrice::From::Launch, {}};
    return std::nullopt;
}

} // namespace gpu
