// SPDX-License-Identifier: GPL-3.0-or-later
// Buy or rent, like for like (Ranking_p.h): the cloud offerings a ranking compares each card
// with, and the one that rents what a card is.

#include "Ranking.h"
#include "Ranking_p.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpu {

namespace {

void sortRentalTiers(Rentals &out)
{
    std::vector<double> sizes;
    for (int i : out.onDemand)
        sizes.push_back(out.options[size_t(i)].memoryGb);
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (double size : sizes) {
        Rentals::Tier tier;
        tier.memoryGb = size;
        for (int i : out.onDemand)
            if (out.options[size_t(i)].memoryGb >= size)
                tier.bySpeed.push_back(i);
        std::sort(tier.bySpeed.begin(), tier.bySpeed.end(), [&](int a, int b) {
            const double la = out.options[size_t(a)].logRelative;
            const double lb = out.options[size_t(b)].logRelative;
            return la != lb ? la < lb : a < b;
        });
        out.tiers.push_back(std::move(tier));
    }
}

} // namespace

Rentals rentalOptions(const CatalogData &data, const CatalogIndex &index,
    const RankingRequest &request, const PerformanceModel &model,
    std::optional<double> referenceEstimate)
{
    Rentals out;
    out.sameGpu.assign(size_t(data.cards.size()), -1);
    for (const CloudOffering &o : data.cloud) {
        if (o.freeTier || !(o.pricePerHour > 0) || o.gpuCount < 1)
            continue;
        const int cardIndex = index.cardIndexOf(o.card);
        if (cardIndex < 0)
            continue;
        RentalOption r;
        r.perGpuHour
            = request.rate.convert(o.pricePerHour, o.currency, request.currency) / o.gpuCount;
        if (!finitePositive(r.perGpuHour))
            continue;
        r.label = o.provider + QLatin1Char(' ') + o.offering;
        r.interruptible = isInterruptible(o);
        const Card &card = data.cards[cardIndex];
        if (const auto rel = ratio(model.estimate(card, request.workload, request.precision,
                                       request.llmParametersBillions, request.llmLayers),
                referenceEstimate);
            rel && finitePositive(*rel)) {
            r.relative = rel;
            r.logRelative = std::log(*rel);
        }
        r.memoryGb = card.memoryPerGpuGb();
        const int i = int(out.options.size());
        out.options.push_back(r);
        // The same GPU: on-demand before interruptible, then the cheapest.
        int &best = out.sameGpu[size_t(cardIndex)];
        if (best < 0) {
            best = i;
        } else {
            const RentalOption &b = out.options[size_t(best)];
            if ((b.interruptible && !r.interruptible)
                || (b.interruptible == r.interruptible && r.perGpuHour < b.perGpuHour))
                best = i;
        }
        if (!r.interruptible && std::isfinite(r.logRelative))
            out.onDemand.push_back(i);
    }
    sortRentalTiers(out);
    return out;
}

// The offering that rents what the card is: the same GPU; else the on-demand offering with at
// least its memory whose speed is nearest, within a factor of 1.5 (then, among those within 15 %
// of the nearest, the cheapest: several clouds rent one class at different prices). Null when
// none compares.
const RentalOption *likeForLike(const Rentals &rentals, int cardIndex,
    std::optional<double> relative, double memoryGb, bool *nearest)
{
    *nearest = false;
    if (cardIndex >= 0 && size_t(cardIndex) < rentals.sameGpu.size()
        && rentals.sameGpu[size_t(cardIndex)] >= 0)
        return &rentals.options[size_t(rentals.sameGpu[size_t(cardIndex)])];
    if (!relative || !finitePositive(*relative) || rentals.onDemand.empty())
        return nullptr;
    const double logRelative = std::log(*relative);
    // The offerings with at least the card's memory: the first tier of that size or more.
    const auto tier = std::find_if(rentals.tiers.begin(), rentals.tiers.end(),
        [&](const Rentals::Tier &t) { return t.memoryGb >= memoryGb; });
    if (tier == rentals.tiers.end())
        return nullptr;
    const std::vector<int> &bySpeed = tier->bySpeed;
    const auto distance = [&](size_t k) {
        return std::fabs(rentals.options[size_t(bySpeed[k])].logRelative - logRelative);
    };
    // The nearest is a neighbour of where the card's speed would go.
    const size_t at
        = size_t(std::lower_bound(bySpeed.begin(), bySpeed.end(), logRelative,
                     [&](int i, double l) { return rentals.options[size_t(i)].logRelative < l; })
            - bySpeed.begin());
    double nearestDistance = std::numeric_limits<double>::infinity();
    if (at < bySpeed.size())
        nearestDistance = distance(at);
    if (at > 0)
        nearestDistance = std::min(nearestDistance, distance(at - 1));
    static const double kClass = std::log(1.5);
    static const double kSame = std::log(1.15);
    if (!(nearestDistance <= kClass))
        return nullptr;
    // The cheapest within 15 % of the nearest (the first offering of equal prices): a run of
    // neighbours on each side.
    const RentalOption *best = nullptr;
    const auto consider = [&](size_t k) {
        const RentalOption &r = rentals.options[size_t(bySpeed[k])];
        if (!best || r.perGpuHour < best->perGpuHour
            || (r.perGpuHour == best->perGpuHour && &r < best))
            best = &r;
    };
    for (size_t k = at; k < bySpeed.size() && distance(k) <= nearestDistance + kSame; ++k)
        consider(k);
    for (size_t k = at; k > 0 && distance(k - 1) <= nearestDistance + kSame; --k)
        consider(k - 1);
    *nearest = best != nullptr;
    return best;
}

} // namespace gpu
