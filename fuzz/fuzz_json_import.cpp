// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: CatalogImporter::readJson on arbitrary bytes, with the kind detected from the
// keys and with each kind forced.

#include "ImportChecks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace gpu;
    const QByteArray bytes = fuzz::bytesOf(data, size);
    const std::optional<DataKind> kinds[]
        = {std::nullopt, DataKind::Cards, DataKind::Prices, DataKind::Benchmarks, DataKind::Cloud};
    for (const auto &kind : kinds) {
        ImportOptions options;
        options.kind = kind;
        const ImportResult r
            = CatalogImporter::readJson(bytes, QStringLiteral("fuzz.json"), options);
        fuzz::checkRows(r);
        fuzz::checkRoundTrip(r, true);
    }
    return 0;
}
