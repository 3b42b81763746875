// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the files of the ranking's words (RankingText.cpp: reasons and the rule;
// RankingPickText.cpp: the picks' notes, no pick, cards without a price; RankingFlagText.cpp:
// flags, estimates and think-twice lines); not part of the library's interface.

#include "Ranking.h"

#include <QLocale>

namespace gpu::ranking_text {

/// A number in the current locale with a fixed number of decimals.
inline QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

/// The picks' notes (Recommendation): the better cards each pick passed over, by its own
/// measure, and the unverified card it was preferred to (RankingPicks.cpp chose them).
void wordPickNotes(Recommendation &rec, const VerdictList &verdicts, const RankingRequest &request);

} // namespace gpu::ranking_text
