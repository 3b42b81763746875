// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The upgrade view: the cards of a ranking ordered by their gain over the card the user has,
// and by gain per price of the upgrade (optionally net of selling the old card at its used
// price); cards that are not an upgrade say why. Shared by `rank --upgrade-from` and the
// window's upgrade panel.

#include "Ranking.h"

#include <optional>

namespace gpu {

/// Why a card is not an upgrade over the user's.
enum class NotUpgrade
{
    SameCard,
    LegacySoftware, ///< today's default CUDA/PyTorch builds no longer run it
    CannotRun, ///< it cannot run this work, or its performance is unknown
    Slower, ///< gain ≤ 1
    LessMemory ///< faster, but less memory per GPU than the user's card
};
/// Translated clause, e.g. "slower than your card".
QString notUpgradeText(NotUpgrade why);

struct UpgradeRow
{
    int verdict = -1; ///< index in RankingResult::verdicts
    std::optional<double> gain; ///< relative performance / the old card's (2.0 = twice as fast)
    /// (gain − 1) per 1,000 units of the upgrade's cost (price − sale price), in the request's
    /// currency; unset for cards that are not an upgrade, without a price, or free after the sale.
    std::optional<double> gainPerPrice;
    std::optional<NotUpgrade> notUpgrade;
    /// Less memory than the workload's recommended (Flag::LowMemory): such an upgrade is listed,
    /// and chosen as the best per price, only after those with enough memory (issue 26).
    bool lowMemory = false;
};

struct UpgradeView
{
    const Card *card = nullptr; ///< the user's card
    std::optional<double> relative; ///< its relative performance for the request, if known
    std::optional<double> salePrice; ///< its used price, when selling it counts and one exists
    /// The ranking's cards within the budget: the upgrades with the workload's memory by gain
    /// (largest first), then those without it by gain, then the cards that are not one, in the
    /// ranking's order.
    QList<UpgradeRow> rows;

    /// Index in `rows` of the upgrade with the most gain per price among those with the
    /// workload's memory (among the others when none has it), or -1.
    int bestPerPrice() const;
};

/// The upgrade view of `result` (ranked from `request` over `data` with `model`) for the user's
/// card `old`. When `old` lies outside the request's limits (vendor, form, memory, budget) it is
/// judged alone against the same reference. `usedPrice`, when given, is the price the old card
/// would sell at (same currency as the request).
UpgradeView rankUpgrades(const CatalogData &data, const RankingRequest &request,
    const PerformanceModel &model, const RankingResult &result, const Card &old,
    std::optional<double> usedPrice = std::nullopt);

} // namespace gpu
