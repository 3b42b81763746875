// SPDX-License-Identifier: GPL-3.0-or-later
// The price model's backtest (PriceModel.h): each card's newest price of a kind hidden and
// predicted from the rows before its month, beside carrying its previous price forward; a
// card's prices of one market hidden; a whole card hidden.

#include "PriceModel_p.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpu::pricemodel {

namespace {

PriceBacktestSummary summarize(const QString &group, const QList<const PriceBacktestRow *> &rows)
{
    PriceBacktestSummary s;
    s.group = group;
    s.rows = int(rows.size());
    std::vector<double> model, base;
    for (const PriceBacktestRow *r : rows) {
        model.push_back(std::abs(r->predictedCny / r->actualCny - 1));
        if (r->baselineCny > 0)
            base.push_back(std::abs(r->baselineCny / r->actualCny - 1));
    }
    s.medianError = percentile(model, 0.5);
    s.p90Error = percentile(model, 0.9);
    if (!base.empty() && base.size() == model.size()) {
        s.baselineMedianError = percentile(base, 0.5);
        s.baselineP90Error = percentile(base, 0.9);
    }
    return s;
}

// 1. Own history: the newest row of each card and kind with two or more months, predicted from
// the rows before its month (the indices refitted without them).
void ownHistoryRows(const PriceModel::Impl &m, PriceBacktest &bt, std::vector<double> &gaps)
{
    const PriceModel::Options &options = m.options;
    std::map<int, Indices> indicesBefore; // by hidden month
    struct Group
    {
        size_t card;
        size_t first, last; // rows of that card and kind
    };
    std::vector<Group> groups;
    for (size_t i = 0; i < m.obs.size();) {
        size_t j = i;
        int lowest = m.obs[i].month;
        int highest = lowest;
        while (
            j < m.obs.size() && m.obs[j].card == m.obs[i].card && m.obs[j].kind == m.obs[i].kind) {
            lowest = std::min(lowest, m.obs[j].month);
            highest = std::max(highest, m.obs[j].month);
            ++j;
        }
        if (highest > lowest)
            groups.push_back({size_t(m.obs[i].card), i, j});
        i = j;
    }
    const size_t most = size_t(std::max(1, options.maxBacktestRows));
    const size_t step = groups.size() > most ? (groups.size() + most - 1) / most : 1;
    for (size_t g = 0; g < groups.size(); g += step) {
        const Group &gr = groups[g];
        // The newest row of the group (its rows are sorted by outlet, then month).
        const Obs &hidden
            = *std::max_element(m.obs.begin() + long(gr.first), m.obs.begin() + long(gr.last),
                [](const Obs &a, const Obs &b) { return a.month < b.month; });
        const int hiddenMonth = hidden.month;
        const Anchor prev
            = newestAnchor(m, gr.first, gr.last, hidden.market, hiddenMonth, hidden.kind, true);
        if (!prev.valid())
            continue;
        auto it = indicesBefore.find(hiddenMonth);
        if (it == indicesBefore.end()) {
            Indices idx;
            for (int k = 0; k < kKinds; ++k)
                idx[size_t(k)] = fitIndex(m.pairs[size_t(k)], hiddenMonth, options);
            it = indicesBefore.emplace(hiddenMonth, std::move(idx)).first;
        }
        // Every row of the hidden month (a month's rows of one kind are one observation).
        double sum = 0;
        int count = 0;
        for (size_t i = gr.first; i < gr.last; ++i)
            if (m.obs[i].month == hiddenMonth) {
                sum += m.obs[i].lp;
                ++count;
            }
        PriceBacktestRow row;
        row.card = m.facts[gr.card].card->key;
        row.kind = hidden.kind;
        row.condition = hidden.market ? Condition::Used : Condition::New;
        row.route = PriceEstimate::Route::OwnHistory;
        row.hiddenDate = dateOfMonth(hiddenMonth);
        row.anchorDate = dateOfMonth(prev.month);
        row.actualCny = std::exp(sum / count);
        row.predictedCny = std::exp(moved(it->second, prev, hiddenMonth));
        row.baselineCny = std::exp(prev.lp);
        gaps.push_back(hiddenMonth - prev.month);
        bt.rows.append(row);
    }
}

// 2. Other market: a card priced in both, one market hidden, the ratio fitted without it.
void otherMarketRows(const PriceModel::Impl &m, PriceBacktest &bt)
{
    const std::vector<size_t> &first = m.first;
    for (size_t c = 0; c < m.facts.size(); ++c)
        for (int market : {0, 1}) {
            const Anchor hidden
                = newestAnchor(m, first[c], first[c + 1], market, INT_MAX, {}, false);
            const Anchor other
                = newestAnchor(m, first[c], first[c + 1], 1 - market, INT_MAX, {}, false);
            if (!hidden.valid() || !other.valid())
                continue;
            const MarketRatio r = fitRatio(m.ratioPoints, int(c));
            if (!r.ok)
                continue;
            const double ratio = r.at(ageAt(m.facts[c], hidden.month));
            PriceBacktestRow row;
            row.card = m.facts[c].card->key;
            row.kind = hidden.kind;
            row.condition = market ? Condition::Used : Condition::New;
            row.route = PriceEstimate::Route::OtherMarket;
            row.hiddenDate = dateOfMonth(hidden.month);
            row.anchorDate = dateOfMonth(other.month);
            row.actualCny = std::exp(hidden.lp);
            row.predictedCny
                = std::exp(moved(m.indices, other, hidden.month) + (market ? ratio : -ratio));
            bt.rows.append(row);
        }
}

// 3. Other cards: the whole card hidden (at most 400 cards, evenly).
void otherCardRows(const PriceModel::Impl &m, PriceBacktest &bt)
{
    {
        std::vector<int> cardsWithRows;
        for (const RegressionRow &r : m.regressionRows)
            if (cardsWithRows.empty() || cardsWithRows.back() != r.card)
                cardsWithRows.push_back(r.card);
        const size_t step = std::max<size_t>(
            1, cardsWithRows.size() / 400 + (cardsWithRows.size() % 400 ? 1 : 0));
        for (size_t k = 0; k < cardsWithRows.size(); k += step) {
            const int c = cardsWithRows[k];
            const Regression reg = fitRegression(m.regressionRows, c);
            if (!reg.ok)
                continue;
            for (const RegressionRow &r : m.regressionRows) {
                if (r.card != c)
                    continue;
                PriceBacktestRow row;
                row.card = m.facts[size_t(c)].card->key;
                row.kind = PriceKind::Retail;
                row.condition = r.x[13] > 0.5 ? Condition::Used : Condition::New;
                row.route = PriceEstimate::Route::OtherCards;
                row.actualCny = std::exp(r.y);
                row.predictedCny = std::exp(reg.predict(r.x));
                bt.rows.append(row);
            }
        }
    }
}

} // namespace

void runBacktest(PriceModel::Impl &m, PriceBacktest &bt, bool judges[kRoutes])
{
    std::vector<double> gaps;
    ownHistoryRows(m, bt, gaps);
    otherMarketRows(m, bt);
    otherCardRows(m, bt);
    const PriceModel::Options &options = m.options;
    // Summaries, ranges and which routes judge.
    QHash<int, QList<const PriceBacktestRow *>> byKind;
    QList<const PriceBacktestRow *> own;
    std::array<QList<const PriceBacktestRow *>, kRoutes> byRoute;
    for (const PriceBacktestRow &r : std::as_const(bt.rows)) {
        byRoute[size_t(r.route)].append(&r);
        if (r.route == PriceEstimate::Route::OwnHistory) {
            byKind[int(r.kind)].append(&r);
            own.append(&r);
        }
    }
    for (int k = 0; k < kKinds; ++k)
        if (byKind.contains(k))
            bt.byKind.append(summarize(toCode(PriceKind(k)), byKind.value(k)));
    bt.byKind.append(summarize(QStringLiteral("all"), own));
    for (int route = 0; route < kRoutes; ++route) {
        const auto &rows = byRoute[size_t(route)];
        if (rows.isEmpty())
            continue;
        const PriceBacktestSummary s = summarize(toCode(PriceEstimate::Route(route)), rows);
        bt.byRoute.append(s);
        std::vector<double> logErrors;
        for (const PriceBacktestRow *r : rows)
            logErrors.push_back(std::log(r->predictedCny / r->actualCny));
        m.q10[size_t(route)] = percentile(logErrors, 0.1);
        m.q90[size_t(route)] = percentile(logErrors, 0.9);
        // Only a card's own history judges: the ratio between the markets and the fit across
        // cards are one curve for every product line (a workstation card keeps more of its price
        // used than a gaming card), so they are shown, never judged at.
        judges[route] = route == int(PriceEstimate::Route::OwnHistory) && rows.size() >= 10
            && s.medianError <= options.judgeMedianError;
    }
    if (!gaps.empty())
        m.medianGapMonths = std::max(1.0, percentile(gaps, 0.5));
}

} // namespace gpu::pricemodel
