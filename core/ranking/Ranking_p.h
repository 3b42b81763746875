// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by Ranking.cpp and RankingPicks.cpp; not part of the library's interface.

#include "Ranking.h"

#include <cmath>
#include <optional>

namespace gpu {

inline bool finitePositive(double v)
{
    return std::isfinite(v) && v > 0;
}

/// a / b, or nullopt where either is unknown, b is not positive or the result is not finite.
inline std::optional<double> ratio(std::optional<double> a, std::optional<double> b)
{
    if (!a || !b || !finitePositive(*b) || !std::isfinite(*a))
        return std::nullopt;
    const double r = *a / *b;
    return std::isfinite(r) ? std::optional<double>(r) : std::nullopt;
}

/// Flags that make a pick look further down the ranking first (Recommendation): not enough
/// memory, a less mature software stack, a laptop or server part, a price that is only an estimate.
inline constexpr Flag kPickCaveats[]
    = {Flag::LowMemory, Flag::LegacySoftware, Flag::VendorStack, Flag::RocmCaveat,
        Flag::IntelCaveat, Flag::LaptopPart, Flag::ServerModule, Flag::EstimatedPrice};
/// The first of kPickCaveats the verdict carries.
std::optional<Flag> pickCaveat(const CardVerdict &v);

/// "RTX 3060 12 GB" rather than the full display name, for sentences.
QString shortName(const CardKey &key);

/// The picks (each preferring cards without a caveat, kPickCaveats; legacy software only when
/// the request includes it), the unverified cards they were preferred to, and the think-twice
/// list, for verdicts in rank order with their ranks set. No words: wordRanking() adds the notes.
Recommendation recommend(const QList<CardVerdict> &verdicts, const RankingRequest &request);
/// The price to beat of every verdict (CardVerdict::priceToBeatValue, priceToBeatOverall) from
/// the picks of `rec`, and the cards without a price (RankingResult::unpriced).
void pricesToBeat(QList<CardVerdict> &verdicts, const Recommendation &rec, const CatalogData &data);
QList<int> unpricedCards(const QList<CardVerdict> &verdicts);

} // namespace gpu
