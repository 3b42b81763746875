// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Invariants of an import result, shared by the CSV and JSON fuzz targets:
//  - every row has the line (record) it came from;
//  - every row names a whole card identity (vendor, model, memory > 0) and every figure is a
//    finite number: the importer never lets inf or NaN through;
//  - what was read without errors, written by CatalogExporter and read again, gives the same
//    rows (the documented round trip).

#include "CatalogExporter.h"
#include "CatalogImporter.h"
#include "FuzzCheck.h"

#include <cmath>

namespace gpu::fuzz {

inline bool finite(const std::optional<double> &v)
{
    return !v || std::isfinite(*v);
}

inline void checkKey(const CardKey &key)
{
    GPU_FUZZ_CHECK(!key.vendor.isEmpty() && !key.model.isEmpty(), key.toId());
    GPU_FUZZ_CHECK(std::isfinite(key.memoryGb) && key.memoryGb > 0, key.toId());
}

inline void checkRows(const ImportResult &r)
{
    GPU_FUZZ_CHECK(r.cardLines.size() == r.data.cards.size(), QString());
    GPU_FUZZ_CHECK(r.priceLines.size() == r.data.prices.size(), QString());
    GPU_FUZZ_CHECK(r.benchmarkLines.size() == r.data.benchmarks.size(), QString());
    GPU_FUZZ_CHECK(r.cloudLines.size() == r.data.cloud.size(), QString());
    for (const Card &c : r.data.cards) {
        checkKey(c.key);
        for (const auto &v :
            {c.boostClockMhz, c.memoryDataRateGbps, c.memoryBandwidthGBps, c.fp32Tflops,
                c.fp16Tflops, c.tensorFp16Tflops, c.tensorBf16Tflops, c.tensorTf32Tflops,
                c.tensorInt8Tops, c.tensorFp8Tflops, c.tdpWatts, c.launchPriceUsd})
            GPU_FUZZ_CHECK(finite(v), c.key.toId());
    }
    for (const Price &p : r.data.prices) {
        checkKey(p.card);
        GPU_FUZZ_CHECK(std::isfinite(p.amount) && p.amount > 0, QString::number(p.amount));
        GPU_FUZZ_CHECK(p.observedDate.isValid(), p.card.toId());
    }
    for (const BenchmarkResult &b : r.data.benchmarks) {
        checkKey(b.card);
        GPU_FUZZ_CHECK(std::isfinite(b.value), QString::number(b.value));
    }
    for (const CloudOffering &c : r.data.cloud) {
        checkKey(c.card);
        GPU_FUZZ_CHECK(std::isfinite(c.pricePerHour), QString::number(c.pricePerHour));
    }
}

inline int rowsOf(const CatalogData &d, DataKind kind)
{
    switch (kind) {
    case DataKind::Cards:
        return int(d.cards.size());
    case DataKind::Prices:
        return int(d.prices.size());
    case DataKind::Benchmarks:
        return int(d.benchmarks.size());
    case DataKind::Cloud:
        return int(d.cloud.size());
    case DataKind::Models:
        return int(d.models.size());
    case DataKind::Rates:
        return int(d.rates.size());
    }
    return 0;
}

/// Exports each kind of a clean result and reads it back: same number of rows, no errors.
inline void checkRoundTrip(const ImportResult &r, bool json)
{
    if (!r.ok())
        return;
    for (DataKind kind :
        {DataKind::Cards, DataKind::Prices, DataKind::Benchmarks, DataKind::Cloud}) {
        const int n = rowsOf(r.data, kind);
        if (n == 0)
            continue;
        ImportOptions options;
        options.kind = kind;
        const ImportResult again = json
            ? CatalogImporter::readJson(
                CatalogExporter::toJson(r.data, kind), QStringLiteral("again.json"), options)
            : CatalogImporter::readCsv(CatalogExporter::toCsv(r.data, kind).toUtf8(),
                QStringLiteral("again.csv"), options);
        GPU_FUZZ_CHECK(
            again.ok(), again.errors.isEmpty() ? QString() : again.errors.first().toString());
        GPU_FUZZ_CHECK(rowsOf(again.data, kind) == n, toCode(kind));
    }
}

} // namespace gpu::fuzz
