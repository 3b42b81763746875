// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: a feed's response (core/imports/Feeds.h, readFeedSheet) as a server may send
// it: JSON, CSV of any kind or a price list as text, read with the kind detected and forced to
// prices and rates, over the built-in catalog. The rows keep the import's invariants
// (ImportChecks.h); a rate is a finite CNY amount > 0 with a date; every price names a card.

#include "BuiltinCatalog.h"
#include "Feeds.h"
#include "ImportChecks.h"

namespace {

const QList<gpu::Card> &builtinCards()
{
    static const QList<gpu::Card> cards = gpu::BuiltinCatalog::load().data.cards;
    return cards;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpu;
    const QByteArray bytes = fuzz::bytesOf(data, size);
    for (const char *kind : {"auto", "prices", "rates"}) {
        ImportOptions options;
        options.catalog = builtinCards();
        options.defaultCurrency = Currency::CNY;
        options.importDate = QDate(2026, 12, 2);
        const ImportResult r
            = readFeedSheet(bytes, QStringLiteral("fuzz-feed"), QLatin1String(kind), options);
        fuzz::checkRows(r);
        GPU_FUZZ_CHECK(r.rateLines.size() == r.data.rates.size(), QString());
        for (const ExchangeRateRow &rate : r.data.rates) {
            GPU_FUZZ_CHECK(std::isfinite(rate.rateToCny) && rate.rateToCny > 0, rate.currency);
            GPU_FUZZ_CHECK(rate.date.isValid() && isCurrencyCode(rate.currency), rate.currency);
        }
        for (const Price &p : r.data.prices)
            GPU_FUZZ_CHECK(isCurrencyCode(p.currency) && p.gpuCount >= 1, p.currency);
    }
    return 0;
}
