// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a price was obtained, in words: the one place that words a price's basis (the user's own,
// a street price, a vendor's official price, an estimate from the launch price) and its origin
// (seen in another currency, or for several GPUs). The window's detail pane and tooltips, the
// ranking's reasons, `compare` and the report show these words and make none of their own; the
// machine columns (price_basis, price_date, …) stay codes (toCode(PriceBasis), Pricing.h).
// Translated (context "Pricing"), plain text: the front ends add only layout and markup.

#include "Pricing.h"

namespace gpu {

/// How long the words of priceBasisText() are.
enum class PriceWordsLength
{
    /// What kind of price it is, for a table's cell: "new street price", "used street price",
    /// "your new price", "your used price", "official price (MSRP)", "launch price estimate".
    Short,
    /// The same with its date, to follow the amount ("new street price of 2026-10-01"), and for
    /// an estimate the launch price and the rate it was converted at ("estimate from the launch
    /// price of 1,599 USD, converted at 7.20 CNY/USD"; without the rate in USD).
    Long
};

/// How `price` was obtained, as a phrase that starts in lower case (a front end that starts a
/// sentence with it capitalizes it). Does not say the amount, the seller or the origin
/// (priceOriginText()).
QString priceBasisText(const CardPrice &price, PriceWordsLength length = PriceWordsLength::Long);

/// What the row's source calls the price, for a person: "shop price, new", "Amazon listing,
/// condition not stated", "average of eBay sales, new and used", "list price" …
QString priceKindText(const CardPrice &price);

/// The sentence for a converted or per-GPU-derived price, after the amount in the display
/// currency: "1,599 USD on 2026-02-01, converted", "1,400,000 CNY per 8-GPU module, derived per
/// GPU"; empty for a price seen as it is shown, and for a launch-price estimate (whose origin
/// priceBasisText() says).
QString priceOriginText(const CardPrice &price);

} // namespace gpu
