// SPDX-License-Identifier: GPL-3.0-or-later
// The picks of a ranking (best overall, best value, most memory per price) and the think-twice
// list (Ranking_p.h). Their notes, on the better cards each pick passed over, are words
// (wordRanking(), RankingPickText.cpp).

#include "Ranking_p.h"

#include <algorithm>

namespace gpu {

bool isWarning(Flag f)
{
    // What changes whether the card can do the job or be used at all; a high board power (a
    // power-supply check) stays a flag on the card but is no warning.
    switch (f) {
    case Flag::CudaUnsupported:
    case Flag::SoftwareUnsupported:
    case Flag::LegacySoftware:
    case Flag::Fp16Crippled:
    case Flag::LowMemory:
    case Flag::RocmCaveat:
    case Flag::IntelCaveat:
    case Flag::UsedMarket:
    case Flag::NoTensorCores:
    case Flag::ServerModule:
    case Flag::VendorStack:
    case Flag::ModifiedBoard:
        return true;
    case Flag::PrecisionUnsupported:
    case Flag::DataCenterCooling:
    case Flag::HighPower:
    case Flag::LaptopPart:
    case Flag::NoPrice:
    case Flag::EstimatedPrice:
    case Flag::UnknownSpecs:
    case Flag::StalePrice:
    case Flag::OverBudget:
    case Flag::UserPriceOutOfScope:
    case Flag::ConvertedPrice:
    case Flag::ManyDesktopCards:
    case Flag::MachinePower:
        return false;
    }
    return false;
}

namespace {

// A server or workstation derived at load (ServerSystems.h): its prices are its card's, so it
// is never a price to check itself.
bool derivedSystem(const VerdictFigures &v)
{
    return v.form == Form::Server || v.form == Form::Workstation;
}

} // namespace

std::optional<Flag> pickCaveat(FlagSet flags)
{
    for (Flag f : kPickCaveats)
        if (flags.contains(f))
            return f;
    return std::nullopt;
}

std::optional<Flag> pickCaveat(const VerdictFigures &v)
{
    return pickCaveat(v.flags);
}

bool hasWarning(FlagSet flags)
{
    for (Flag f : flags)
        if (isWarning(f))
            return true;
    return false;
}

RankRow RankRow::of(const VerdictFigures &v)
{
    RankRow r {};
    r.overall = v.score * v.boardGpus;
    r.value = v.performancePerPrice.value_or(0);
    r.priced = v.priceAmount.has_value();
    r.memoryGb = v.memoryPerGpuGb;
    r.price = v.priceAmount.value_or(0);
    r.hasEstimateLow = v.estimateLow.has_value();
    r.estimateLow = v.estimateLow.value_or(0);
    r.hasRelative = v.relative.has_value();
    r.relative = v.relative.value_or(0);
    r.flags = v.flags;
    r.rank = v.rank;
    r.withinBudget = v.withinBudget;
    r.recommendable = v.recommendable;
    r.unverified = v.estimateBasis == EstimateBasis::Unverified;
    return r;
}

std::shared_ptr<const std::vector<RankRow>> rankRows(const VerdictList &verdicts)
{
    // Only Ranking::rank() makes a list's inside, always with its rows.
    const VerdictList::Store *store = verdicts.store();
    if (store && store->rows)
        return store->rows;
    return std::make_shared<const std::vector<RankRow>>();
}

QList<int> Ranking::pricesToCheck(const RankingResult &result, int count)
{
    QList<int> capable;
    for (int i = 0; i < result.verdicts.size(); ++i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.recommendable && v.relative && !derivedSystem(v))
            capable << i;
    }
    std::stable_sort(capable.begin(), capable.end(), [&](int a, int b) {
        return *result.verdicts.figures(a).relative > *result.verdicts.figures(b).relative;
    });
    QList<int> out;
    for (qsizetype k = 0; k < capable.size() && k < count; ++k) {
        const VerdictFigures &v = result.verdicts.figures(capable[k]);
        if (v.hasFlag(Flag::NoPrice) || v.hasFlag(Flag::StalePrice)
            || v.hasFlag(Flag::EstimatedPrice))
            out << capable[k];
    }
    return out;
}

void pricesToBeat(VerdictList &verdicts, const Recommendation &rec, const CatalogData &data)
{
    // What every verdict's prices to beat are worked out from (VerdictList::Store::makeChunk()
    // applies them to each verdict's figures as they are made): per board, as the picks'.
    VerdictList::Store *store = verdicts.store();
    if (!store || !store->rows)
        return;
    const std::vector<RankRow> &rows = *store->rows;
    const auto boardRelative = [&](qsizetype i) -> std::optional<double> {
        const RankRow &r = rows[size_t(i)];
        const int card = store->cardAt(i);
        if (!r.hasRelative || !(r.relative > 0) || card < 0 || card >= data.cards.size())
            return std::nullopt;
        return r.overall; // score (the relative performance) × boardGpus
    };
    store->valuePerPrice.reset();
    if (rec.bestValue && rows[size_t(*rec.bestValue)].value > 0)
        store->valuePerPrice = rows[size_t(*rec.bestValue)].value;
    store->overallRelative.reset();
    store->overallPrice.reset();
    if (rec.bestOverall) {
        const RankRow &o = rows[size_t(*rec.bestOverall)];
        store->overallRelative = boardRelative(*rec.bestOverall);
        if (o.priced && o.price > 0)
            store->overallPrice = o.price;
    }
}

QList<int> unpricedCards(const VerdictList &verdicts)
{
    // The verdicts are in order (orderVerdicts(): the unranked ones by score, the relative
    // performance, highest first), so no sort is needed.
    const std::shared_ptr<const std::vector<RankRow>> rows = rankRows(verdicts);
    QList<int> out;
    for (size_t i = 0; i < rows->size(); ++i)
        if ((*rows)[i].flags.contains(Flag::NoPrice) && (*rows)[i].recommendable)
            out << int(i);
    return out;
}

QList<int> Ranking::pricesToCheck(
    const RankingResult &result, const CatalogData &data, const RankingRequest &request, int count)
{
    const double recommended = Ranking::recommendedMemoryGb(request);
    const auto inBand = [&](const VerdictFigures &v) {
        if (!request.budget || !(*request.budget > 0))
            return true;
        std::optional<double> price;
        if (v.priceAmount)
            price = *v.priceAmount;
        else if (v.cardIndex >= 0 && v.cardIndex < data.cards.size()
            && data.cards[v.cardIndex].launchPriceUsd)
            price = request.rate.convert(
                *data.cards[v.cardIndex].launchPriceUsd, Currency::USD, request.currency);
        return price && *price >= *request.budget / 3.0 && *price <= *request.budget * 2.0;
    };
    QList<int> capable;
    for (int i = 0; i < result.verdicts.size(); ++i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.recommendable && v.relative && !derivedSystem(v)
            && (v.hasFlag(Flag::NoPrice) || v.hasFlag(Flag::StalePrice)
                || v.hasFlag(Flag::EstimatedPrice))
            && inBand(v))
            capable << i;
    }
    const auto enoughMemory
        = [&](int i) { return result.verdicts.figures(i).memoryPerGpuGb + 1e-9 >= recommended; };
    std::stable_sort(capable.begin(), capable.end(), [&](int a, int b) {
        if (enoughMemory(a) != enoughMemory(b))
            return enoughMemory(a);
        return *result.verdicts.figures(a).relative > *result.verdicts.figures(b).relative;
    });
    return capable.mid(0, count);
}

namespace {

// Think twice: tempting cards (top 15 by performance or by value among all priced cards,
// supported or not) that carry a warning worth reading.
QList<int> thinkTwice(const std::vector<RankRow> &rows)
{
    QList<int> byValue;
    QList<int> byPerformance;
    for (size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].priced && rows[i].hasRelative && rows[i].withinBudget) {
            byValue << int(i);
            byPerformance << int(i);
        }
    }
    // The value measure itself (per board: a dual-GPU board counts both GPUs, Ranking.cpp).
    auto perPrice = [&](int i) { return rows[size_t(i)].value; };
    // Only the first 15 of each order are read.
    const auto top15
        = [](QList<int> &list) { return list.begin() + std::min<qsizetype>(15, list.size()); };
    std::partial_sort(byValue.begin(), top15(byValue), byValue.end(),
        [&](int a, int b) { return perPrice(a) > perPrice(b); });
    std::partial_sort(byPerformance.begin(), top15(byPerformance), byPerformance.end(),
        [&](int a, int b) { return rows[size_t(a)].relative > rows[size_t(b)].relative; });
    // A tempting card with a warning (isWarning()) goes on the list.
    QList<int> tempting = byValue.mid(0, 15) + byPerformance.mid(0, 15);
    std::sort(tempting.begin(), tempting.end());
    tempting.erase(std::unique(tempting.begin(), tempting.end()), tempting.end());
    QList<int> out;
    for (int i : tempting)
        if (hasWarning(rows[size_t(i)].flags))
            out << i;
    std::sort(out.begin(), out.end(), [&](int a, int b) { return perPrice(a) > perPrice(b); });
    return out;
}

bool onlyLowMemoryCaveat(FlagSet flags)
{
    for (Flag f : kPickCaveats)
        if (f != Flag::LowMemory && flags.contains(f))
            return false;
    return true;
}

// A pick meets what its reasons require, in this order: pass 0, cards without a reason to
// hesitate (memory, software stack, a part that needs a laptop or a server, a price that is only
// an estimate); 1, cards with the workload's memory whose only caveats are of another kind (a
// card with the memory beats one without it, issue 26); 2, too little memory but no other caveat
// (smaller batches or models still run); 3, any ranked card. Legacy software only where
// `legacyPickable`.
bool pickAllowed(const RankRow &v, int pass, bool legacyPickable)
{
    if (v.rank == 0 || (!legacyPickable && v.flags.contains(Flag::LegacySoftware)))
        return false;
    const std::optional<Flag> caveat = pickCaveat(v.flags);
    switch (pass) {
    case 0:
        return !caveat;
    case 1:
        return !v.flags.contains(Flag::LowMemory) && !v.flags.contains(Flag::LegacySoftware);
    case 2:
        return !caveat || (*caveat == Flag::LowMemory && onlyLowMemoryCaveat(v.flags));
    default:
        return true;
    }
}

} // namespace

Recommendation recommend(const VerdictList &verdicts, const RankingRequest &request)
{
    // Legacy software is never picked unless the request includes it (SoftwareSupport.h); then
    // it is a caveat like the others.
    const bool legacyPickable = request.software == SoftwarePolicy::IncludeLegacy;
    // The passes read the verdicts' rows (RankRow), not their figures.
    const std::shared_ptr<const std::vector<RankRow>> rowsKept = rankRows(verdicts);
    const std::vector<RankRow> &rows = *rowsKept;
    const int count = int(rows.size());
    // Picks, preferring cards with enough memory.
    Recommendation rec;
    // The verdict an unverified pick was set aside for, per pick (see below).
    struct SetAside
    {
        int unverified = -1;
    };
    auto pick = [&](auto measure, bool estimated, SetAside *aside, bool mostMemory = false) {
        std::optional<int> best;
        int bestPass = 0;
        const auto allowed
            = [&](const RankRow &v, int pass) { return pickAllowed(v, pass, legacyPickable); };
        for (int pass = 0; pass < 4 && !best; ++pass) {
            // Among cards without the workload's memory, the memory pick stays with those that
            // have the most of it in range: more memory per price from a smaller card is no
            // answer to "not enough memory" (never a 6 GB card while 16 GB cards are in range).
            double floorGb = 0;
            if (mostMemory && pass >= 2) {
                for (const RankRow &v : rows)
                    if (allowed(v, 3))
                        floorGb = std::max(floorGb, v.memoryGb);
            }
            for (int i = 0; i < count; ++i) {
                const RankRow &v = rows[size_t(i)];
                if (!allowed(v, pass) || v.memoryGb + 1e-9 < floorGb)
                    continue;
                if (!best || measure(v) > measure(rows[size_t(*best)])) {
                    best = i;
                    bestPass = pass;
                }
            }
        }
        // A pick never rests on an unverified estimate (no measured card of its vendor) when a
        // verified card reaches the low end of its range: that card is picked instead.
        if (estimated && best) {
            const RankRow &u = rows[size_t(*best)];
            if (u.unverified && u.hasEstimateLow && u.hasRelative && u.relative > 0) {
                const double floor = measure(u) * u.estimateLow / u.relative;
                std::optional<int> verified;
                for (int i = 0; i < count; ++i) {
                    const RankRow &v = rows[size_t(i)];
                    if (i == *best || v.unverified || !allowed(v, bestPass) || measure(v) < floor)
                        continue;
                    if (!verified || measure(v) > measure(rows[size_t(*verified)]))
                        verified = i;
                }
                if (verified) {
                    aside->unverified = *best;
                    best = verified;
                }
            }
        }
        return best;
    };
    SetAside overallAside, valueAside;
    // Best overall: the most work a row buys, per board (a server or workstation counts its GPUs
    // at their multi-GPU share, CardVerdict::boardGpus), so a lab's budget can pick a machine of
    // several cards; the table keeps the per-GPU order (orderVerdicts()).
    rec.bestOverall = pick([](const RankRow &v) { return v.overall; }, true, &overallAside);
    rec.bestValue = pick([](const RankRow &v) { return v.value; }, true, &valueAside);
    rec.mostMemoryPerPrice
        = pick([](const RankRow &v) { return v.memoryPerPrice(); }, false, nullptr, true);
    rec.thinkTwice = thinkTwice(rows);

    // The unverified cards set aside, for the picks' notes (wordRanking(), RankingPickText.cpp).
    if (overallAside.unverified >= 0)
        rec.bestOverallUnverified = overallAside.unverified;
    if (valueAside.unverified >= 0)
        rec.bestValueUnverified = valueAside.unverified;

    return rec;
}

} // namespace gpu
