// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: everything that reads a card's name or identity from text — the name
// parser of the importer (parseCardName, canonicalModel, vendorFromModel), CardKey ids from the
// settings and drag-and-drop (CardKey::fromId), the search field (matchesSearch) and the
// command line's name lookup (findCardByName) over the built-in catalog.

#include "BuiltinCatalog.h"
#include "CardFilter.h"
#include "CardNameMatcher.h"
#include "CardNameParser.h"
#include "FuzzCheck.h"

#include <cmath>

namespace {

using namespace gpu;

const QList<Card> &builtinCards()
{
    static const QList<Card> cards = BuiltinCatalog::load().data.cards;
    return cards;
}

void check(const QString &text, bool lookUp)
{
    const ParsedCardName parsed = parseCardName(text);
    if (parsed.memoryGb)
        GPU_FUZZ_CHECK(std::isfinite(*parsed.memoryGb) && *parsed.memoryGb > 0, text);
    vendorFromModel(text);
    canonicalModel(text);

    // An id read back is a whole identity, and its id reads back as the same card.
    if (const auto key = CardKey::fromId(text)) {
        GPU_FUZZ_CHECK(std::isfinite(key->memoryGb) && key->memoryGb > 0, text);
        const auto again = CardKey::fromId(key->toId());
        GPU_FUZZ_CHECK(again && again->toId() == key->toId(), text);
    }

    // A card is found by its own name, and by nothing at all (the empty search).
    Card card;
    card.key.vendor = QStringLiteral("NVIDIA");
    card.key.model = text;
    card.key.memoryGb = 24;
    card.architecture = text;
    GPU_FUZZ_CHECK(matchesSearch(card, card.displayName()), text);
    GPU_FUZZ_CHECK(matchesSearch(card, QString()), text);
    matchesSearch(card, text);

    if (!lookUp)
        return; // the lookup over the whole catalog is the slow part: once per input
    const QList<Card> &cards = builtinCards();
    const CardNameMatch match = findCardByName(cards, text);
    GPU_FUZZ_CHECK(match.index < cards.size(), text);
    GPU_FUZZ_CHECK(match.index < 0 || match.candidates.isEmpty(), text);
    if (match.index < 0)
        GPU_FUZZ_CHECK(match.candidates.size() != 1, text);
    for (int i : match.candidates + match.closest)
        GPU_FUZZ_CHECK(i >= 0 && i < cards.size(), text);
    GPU_FUZZ_CHECK(
        match.closest.isEmpty() || (match.index < 0 && match.candidates.isEmpty()), text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    check(fuzz::utf8Of(data, size), true);
    check(fuzz::utf16Of(data, size), false);
    // A built-in card's name, changed by the input: the lookup must still find that card when
    // the input only adds spaces or changes case.
    const QList<Card> &cards = builtinCards();
    if (size > 0 && !cards.isEmpty()) {
        const int i = int(data[0] % cards.size());
        const QString name = cards[i].displayName();
        const bool upper = size > 1 && (data[1] & 1);
        const QString spaced = QStringLiteral("  ") + (upper ? name.toUpper() : name.toLower())
            + QStringLiteral(" ");
        const CardNameMatch m = findCardByName(cards, spaced);
        GPU_FUZZ_CHECK(m.index == i, spaced);
        check(name + fuzz::utf8Of(data + 1, size - 1), false);
    }
    return 0;
}
