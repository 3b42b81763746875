// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: CatalogImporter::readCsv on arbitrary bytes, with the kind detected from the
// header and with each kind forced, in automatic and GB18030 decoding.

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
        const ImportResult r = CatalogImporter::readCsv(bytes, QStringLiteral("fuzz.csv"), options);
        fuzz::checkRows(r);
        fuzz::checkRoundTrip(r, false);
    }
    ImportOptions gbk;
    gbk.encoding = TextEncoding::Gb18030;
    fuzz::checkRows(CatalogImporter::readCsv(bytes, QStringLiteral("fuzz.csv"), gbk));
    return 0;
}
