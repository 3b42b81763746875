// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the pasted price list (core/io/PriceListParser) over the built-in catalog.
// Every line either gives one price of a catalog card (a finite amount > 0, the given date, the
// user's origin), an error sentence, or is skipped as no price (with a reason); the list is all or
// nothing.

#include "BuiltinCatalog.h"
#include "FuzzCheck.h"
#include "PriceListParser.h"

#include <cmath>

namespace {

using namespace gpu;

const QList<Card> &builtinCards()
{
    static const QList<Card> cards = BuiltinCatalog::load().data.cards;
    return cards;
}

void check(const QString &text)
{
    const QList<Card> &cards = builtinCards();
    PriceListOptions options;
    options.observedDate = QDate(2026, 12, 1);
    const PriceListParse parsed = parsePriceList(text, cards, options);
    int errors = 0;
    int prices = 0;
    for (const PriceListLine &line : parsed.lines) {
        GPU_FUZZ_CHECK(
            int(line.price.has_value()) + int(!line.error.isEmpty()) + int(line.skipped) == 1,
            text);
        GPU_FUZZ_CHECK(!line.skipped || !line.skipReason.isEmpty(), text);
        GPU_FUZZ_CHECK(line.lineNumber >= 1, text);
        if (line.skipped)
            continue;
        if (!line.price) {
            ++errors;
            continue;
        }
        ++prices;
        const Price &p = *line.price;
        GPU_FUZZ_CHECK(std::isfinite(p.amount) && p.amount > 0, text);
        GPU_FUZZ_CHECK(p.observedDate == options.observedDate, text);
        GPU_FUZZ_CHECK(p.origin == Origin::User, text);
        bool known = false;
        for (const Card &c : cards)
            known |= c.key == p.card;
        GPU_FUZZ_CHECK(known, text);
    }
    GPU_FUZZ_CHECK(parsed.errorCount() == errors, text);
    GPU_FUZZ_CHECK(parsed.ok() == (errors == 0 && prices > 0), text);
    GPU_FUZZ_CHECK(parsed.prices().size() == (parsed.ok() ? prices : 0), text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    check(fuzz::utf8Of(data, size));
    check(fuzz::utf16Of(data, size));
    return 0;
}
