// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a name a person types ("RTX 3090", "nvidia geforce rtx 3060 12 gb", an id from the
// settings) finds one card of a list. Pure: looks only at its arguments. Used by the command
// line (`show`, `--reference`); fuzzed by fuzz/fuzz_card_name.

#include "Card.h"

#include <QList>

namespace gpu {

struct CardNameMatch
{
    int index = -1; ///< the card found, or -1
    QList<int> candidates; ///< if none was found: every card the name matches (empty = none)
};

/// In order: the display name (case-insensitive) or the CardKey id exactly; else the one card
/// that matchesSearch() finds; else, among several, the one whose model is exactly the words
/// given after the vendor ("RTX 3090" finds the RTX 3090 although "RTX 3090 Ti" also contains
/// the words). Surrounding and repeated spaces are ignored.
CardNameMatch findCardByName(const QList<Card> &cards, const QString &name);

} // namespace gpu
