// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One set-up ranking (issue 40): which configurations — one card or several, a server — run or
// fine-tune a model, in which order, and the picks (best value, cheapest, fastest), for the
// window's ranking bar and "Will it fit" panel, `rank --model`, `fit` and the report alike.
//
// From a plan (planFits(), FitPlanner.h, already ordered: what fits first, current software
// first, then by the plan's order), the ranked set-ups are those a buyer can act on:
//   - it fits, has a price within the budget, and runs on today's software (no legacy set-up);
//   - for inference, the fewest boards of a card that hold the model (no 4 × of a card where
//     2 × hold it); fine-tuning keeps more boards of a card with a training rate (they train
//     faster: the fastest job within the budget may need them);
//   - for inference, it has a token rate;
//   - a method the card's stack runs only as a preview (QLoRA off CUDA) comes after every set-up
//     whose stack runs it, unless the question allows preview software (then in the plan's order).
// Set-ups over the budget that rent on demand are a section of their own (rentals); the rest of
// what fits (legacy, unpriced, more boards than needed) is listed apart (others).
//
// The picks are chosen among the ranked set-ups first whose estimate is not unverified (a
// verified or calibrated estimate does the job), and a modified board (no vendor warranty) only
// where no stock board does, a preview method only where no set-up runs it officially: best value
// (the plan's first: most tokens/s per price for inference, the cheapest for fine-tuning),
// cheapest, and fastest (inference: tokens/s; fine-tuning: trained tokens/s).

#include "FitPlanner.h"

namespace gpu {

/// A set-up of several cards as a row of the window's catalog, with the ranking's figures.
struct ConfigurationRow
{
    FitConfiguration configuration;
    std::optional<double> relative;
    std::optional<double> performancePerPrice; ///< per 1,000 of the price of every card
    std::optional<double> performancePerWatt; ///< per kW of every card's board power
};

struct SetUpQuestion
{
    bool inference = true;
    bool allowPreviewSoftware = false;
    std::optional<double> budget; ///< in the plan's currency; unset = any
    std::optional<double> minTokensPerSecond; ///< inference
    /// Fine-tuning with the plan in job-time order (`--sort time`, FitOrder::Time): the best
    /// value is then the plan's first on speed, so it passes over an unverified training rate
    /// where a set-up has another (as the fastest pick does).
    bool byTime = false;
};

struct SetUpRanking
{
    QList<FitConfiguration> ranked; ///< in the plan's order; rank = position + 1
    QList<FitConfiguration> rentals; ///< over the budget to buy, rented on demand
    QList<FitConfiguration> others; ///< fit, but legacy, unpriced or more boards than needed
    std::optional<int> bestValue; ///< index into `ranked`
    std::optional<int> cheapest;
    /// Most tokens/s (inference) or trained tokens/s (fine-tuning; an unverified estimate only
    /// where no set-up has another).
    std::optional<int> fastest;
    /// The unverified set-up a pick was preferred to (an index into `ranked`), to say so.
    std::optional<int> passedOverUnverified;

    /// The rank (1-based) of a set-up of `card` × `boards` among `ranked`, or 0.
    int rankOf(const CardKey &card, int boards) const;
};

SetUpRanking rankSetUps(const QList<FitConfiguration> &plan, const SetUpQuestion &question);

} // namespace gpu
