// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// No absurd price gets in (issue 39): every price that enters — a pasted list, `import-prices`,
// `import`, a feed, the price dialog — is checked against what the card should cost
// (referencePrice(): the price model's estimate, else the card's newest observed price, else its
// launch price). An amount below 0.2 × or above 5 × that, or under 100 CNY (15 USD) for any
// card, is unusual: the command line refuses it unless told `--accept-unusual`, the window marks
// it and keeps it unticked until confirmed, a feed and an import change nothing. The message
// names the likely reading ("1.45 CNY is not a price for an RTX 4090 (last seen ≈ 12,999 CNY):
// did you mean 1.45万 = 14,500?"). Translated (context "PriceCheck").

#include "PriceModel.h"

namespace gpu {

struct PriceCheck
{
    bool unusual = false;
    /// Translated: why the amount is unusual and its likely reading; empty when it is not.
    QString message;
    /// The amount the user most likely meant, in the row's currency (×10,000 for a 万 left out,
    /// ×1,000, ÷10 …), when one reading falls in range; else nullopt.
    std::optional<double> likelyAmount;
    /// The reference it was judged against, in CNY per GPU; 0 when none is known.
    double referenceCny = 0;
};

/// Bounds of the check, as factors of the reference and absolute floors.
struct PriceCheckRules
{
    double lowFactor = 0.2;
    double highFactor = 5.0;
    double minimumCny = 100;
    double minimumUsd = 15;
};

/// Checks one price row of `card` against `reference` (nullopt: only the floors apply). Rows
/// in currencies without a known rate are judged by the floors of CNY and USD only.
PriceCheck checkPrice(const Price &price, const Card &card,
    const std::optional<ReferencePrice> &reference, const ExchangeRate &rate,
    const PriceCheckRules &rules = {});

/// Checks every row of `rows` against the cards and prices of `catalog` (and the cards in
/// `extraCards`, rows of the same import), with `estimates` where known. Returns the index in
/// `rows` and the check of each unusual row, in order.
QList<QPair<int, PriceCheck>> unusualPrices(const QList<Price> &rows, const CatalogData &catalog,
    const PriceEstimates *estimates, const ExchangeRate &rate, const QList<Card> &extraCards = {});

} // namespace gpu
