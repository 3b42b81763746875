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

/// The sentences that sum up an upgrade view: the one wording of `rank --upgrade-from` and the
/// window's upgrade panel, which only lay them out. Empty strings are left out.
struct UpgradeSummary
{
    /// "Upgrade from RTX 3060 12 GB: relative performance 1.00 (1.00 = RTX 3060 12 GB)."
    QString standing;
    /// "Costs are net of selling it at its used price, 1,500 CNY.", or with `sellOld` and no
    /// used price of the card, that costs are full prices; "" otherwise.
    QString sale;
    /// "Biggest gain: NAME.", or "No card within the limits is an upgrade over NAME."
    QString biggestGain;
    QString mostGainPerPrice; ///< "Most gain per price: NAME." (UpgradeView::bestPerPrice())
    /// "Not an upgrade: 3 card(s): slower than your card (2); it is your card (1)."; "" if none.
    QString notUpgrades;
    /// In order, for a front end that shows them as one paragraph or one line each.
    QStringList lines() const;
};
/// The summary of `view` (made by rankUpgrades() from `result`), prices in `currency`;
/// `sellOld`: the user asked to count the sale of the old card.
UpgradeSummary upgradeSummary(
    const UpgradeView &view, const RankingResult &result, Currency currency, bool sellOld);

/// The upgrade view of `result` (ranked from `request` over `data` with `model`) for the user's
/// card `old`. When `old` lies outside the request's limits (vendor, form, memory, budget) it is
/// judged alone against the same reference. `usedPrice`, when given, is the price the old card
/// would sell at (same currency as the request).
UpgradeView rankUpgrades(const CatalogData &data, const RankingRequest &request,
    const PerformanceModel &model, const RankingResult &result, const Card &old,
    std::optional<double> usedPrice = std::nullopt);

} // namespace gpu
