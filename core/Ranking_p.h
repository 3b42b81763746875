// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by Ranking.cpp and RankingPicks.cpp; not part of the library's interface.

#include "Ranking.h"

namespace gpu {

/// "RTX 3060 12 GB" rather than the full display name, for sentences.
QString shortName(const CardKey &key);

/// The picks (each preferring cards without a caveat, kPickCaveats; legacy software only when
/// the request includes it), their "preferred to" notes and the think-twice list, for verdicts in
/// rank order with their ranks set.
Recommendation recommend(const QList<CardVerdict> &verdicts, const RankingRequest &request);

} // namespace gpu
