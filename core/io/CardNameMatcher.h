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

#include <QHash>
#include <QList>
#include <QSet>

namespace gpu {

struct CardNameMatch
{
    int index = -1; ///< the card found, or -1
    QList<int> candidates; ///< if none was found: every card the name matches (empty = none)
    /// If the name matches no card: the closest cards (at most five), best first, to suggest.
    QList<int> closest;
};

/// In order: the display name or the CardKey id exactly (case and width folded); a derived server
/// or workstation also by a count and its GPU ("8x H100 SXM", "4 × RTX 4090", "H200 x 8", "H200
/// server": the candidates where that names several); else the cards
/// whose model's words are all in the name (vendor and family words optional) and whose other
/// words the name has only as board-partner words, memory and form; among them the most specific
/// (the 4070 Ti SUPER for "4070 Ti Super", not the 4070), of the memory size and form the name
/// gives, without a form word the desktop card.
CardNameMatch findCardByName(const QList<Card> &cards, const QString &name);

/// The same matcher over one list of cards, for many names: what it reads of every card (folded
/// names, ids, model words, the suffixes that make another model) is made once, on the first
/// lookup that needs it, not once per name (a pasted price list names a card per line, `compare`
/// two or more). `cards` must outlive the index and stay unchanged; not for use by two threads.
class CardNameIndex
{
public:
    explicit CardNameIndex(const QList<Card> &cards);
    /// As findCardByName(cards, name).
    CardNameMatch find(const QString &name) const;

    struct Words
    {
        QSet<QString> all;
        QSet<QString> significant; ///< less the vendor and family words a name may leave out
    };

private:
    void buildNames() const;
    void buildWords() const;
    void buildMachineNames() const;
    /// A derived server or workstation named by a count and its GPU (`wanted` folded).
    CardNameMatch findMachine(const QString &wanted) const;
    /// The same where the GPU is written any way a card can be ("4x 4090", "4 × RTX 4090
    /// workstation", "DGX H100", "HGX H200": NVIDIA's 8-GPU systems): the count taken off, the
    /// rest found as a card, and the machines of that many of it.
    CardNameMatch findMachineByCount(const QString &wanted) const;

    const QList<Card> &m_cards;
    mutable bool m_namesBuilt = false;
    mutable bool m_wordsBuilt = false;
    mutable bool m_machineNamesBuilt = false;
    mutable QHash<QString, int> m_byFoldedName; ///< the first card of each folded display name
    mutable QHash<QString, int> m_byId; ///< the first card of each CardKey id
    /// A count and a model ("8x H100 SXM", "RTX 4090 x 4", "H200 server"): the derived
    /// servers or workstations it names (one, or several to choose from); made on first use.
    mutable QHash<QString, QList<int>> m_bySeveral;
    mutable QList<Words> m_words; ///< per card
    mutable QSet<QString> m_suffixes;
};

/// The name folded for comparison: NFKC (full-width letters and digits, compatibility forms),
/// case-folded, spaces simplified.
QString foldName(const QString &text);

} // namespace gpu
