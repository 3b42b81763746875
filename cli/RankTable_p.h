// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to `rank`: its table of cards, made by RankCommand.cpp and printed for people by
// RankText.cpp.

#include "CliContext_p.h"
#include "Upgrade.h"

namespace gpu::cli {

/// The cards `rank` shows, a row each in every column of `rank`, with what the text table adds.
struct RankTable
{
    OutputTable table; ///< the columns of `rank` (csv and json print it as it is)
    QStringList flagLabels; ///< per row of `table`: the flags by their short names, for the text
    QStringList labels; ///< per row: the card's name for people (CardKey::label()), for the text
    QList<std::optional<double>> approximatePrice; ///< per row: a launch or converted price
    QList<const UpgradeRow *> shownRows; ///< per row: its row of the order
};

/// `rank --upgrade-from` as text: the upgrades by gain, the best of them, and how many cards
/// are not one.
void printUpgradeText(const RankTable &t, const UpgradeView &upgrade, const RankingResult &result,
    const RankingRequest &request, Context &ctx);
/// `rank` as text: a readable table, then the picks, think-twice and the rule.
void printRankText(
    const RankTable &t, const RankingResult &result, const RankingRequest &request, Context &ctx);

} // namespace gpu::cli
