// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a name a person types ("RTX 3090", "nvidia geforce rtx 3060 12 gb", "七彩虹 iGame RTX
// 4070Ti Advanced OC 12G", "NVIDIA GeForce RTX 4060 Laptop GPU", an id from the settings) finds
// one card of a list. Pure: looks only at its arguments. The one matcher of the command line
// (`show`, `compare`, `--reference`, `--upgrade-from`), of `detect` and of the importer (a price
// row naming a catalog card); fuzzed by fuzz/fuzz_card_name.
//
// Names are compared by whole words, never by substring: "RX 6800" is never the RX 6800 XT,
// "A400" never the RTX A4000, "RTX 4090" never the 4090 D. The text is read as the importer
// reads names (full-width characters and case folded by NFKC, glued suffixes split: "4070Ti",
// "4090D", "4070S" = 4070 SUPER), family and vendor words may be left out ("4090", "A4000"), and
// words that are not the model's (board partners and series: 华硕 ROG Strix, MSI Gaming X Trio,
// OC …) are passed over — but not a suffix that names another model (Ti, SUPER, XT, D …).

#include "Card.h"

#include <QList>

namespace gpu {

struct CardNameMatch
{
    int index = -1; ///< the card found, or -1
    QList<int> candidates; ///< if none was found: every card the name matches (empty = none)
    /// If the name matches no card: the closest cards (at most five), best first, to suggest.
    QList<int> closest;
};

/// In order: the display name or the CardKey id exactly (case and width folded); else the cards
/// whose model's words are all in the name (vendor and family words optional) and whose other
/// words the name has only as board-partner words, memory and form; among them the most specific
/// (the 4070 Ti SUPER for "4070 Ti Super", not the 4070), of the memory size and form the name
/// gives, without a form word the desktop card.
CardNameMatch findCardByName(const QList<Card> &cards, const QString &name);

/// The name folded for comparison: NFKC (full-width letters and digits, compatibility forms),
/// case-folded, spaces simplified.
QString foldName(const QString &text);

} // namespace gpu
