// SPDX-License-Identifier: GPL-3.0-or-later
#include "SyntheticCatalog.h"

#include <QHash>

#include <cmath>

namespace gpu::bench {

namespace {

// A fresh copy of the characters (QString copies share data; rows read from SQLite do not).
QString own(const QString &s)
{
    return s.isNull() ? QString() : QString(s.constData(), s.size());
}

// A factor in [0.8, 1.2), spread evenly by the golden ratio.
double factor(int variant)
{
    const double x = variant * 0.6180339887498949;
    return 0.8 + 0.4 * (x - std::floor(x));
}

std::optional<double> scaled(std::optional<double> v, double f)
{
    return v ? std::optional<double>(std::round(*v * f * 1000.0) / 1000.0) : std::nullopt;
}

CardKey variantKey(const CardKey &key, int variant)
{
    CardKey k;
    k.vendor = own(key.vendor);
    k.model = variant == 0 ? own(key.model)
                           : QString(key.model + QStringLiteral(" V") + QString::number(variant));
    k.memoryGb = key.memoryGb;
    k.form = key.form;
    return k;
}

} // namespace

CatalogData syntheticCatalog(const CatalogData &base, int cardCount)
{
    CatalogData out;
    if (base.cards.isEmpty())
        return out;
    QHash<QString, int> cardOf;
    for (int i = 0; i < base.cards.size(); ++i)
        cardOf.insert(base.cards[i].key.toId(), i);
    QList<QList<const Price *>> pricesOf(base.cards.size());
    for (const Price &p : base.prices)
        if (const int i = cardOf.value(p.card.toId(), -1); i >= 0)
            pricesOf[i].append(&p);
    QList<QList<const BenchmarkResult *>> benchmarksOf(base.cards.size());
    for (const BenchmarkResult &b : base.benchmarks)
        if (const int i = cardOf.value(b.card.toId(), -1); i >= 0)
            benchmarksOf[i].append(&b);

    const int n = int(base.cards.size());
    out.cards.reserve(cardCount);
    for (int i = 0; i < cardCount; ++i) {
        const int src = i % n;
        const int variant = i / n;
        const double f = variant == 0 ? 1.0 : factor(variant);
        const Card &b = base.cards[src];
        Card c = b;
        c.id = 0;
        c.key = variantKey(b.key, variant);
        c.architecture = own(b.architecture);
        c.releaseDate = own(b.releaseDate);
        c.memoryType = own(b.memoryType);
        c.sourceUrl = own(b.sourceUrl);
        c.sourceDate = own(b.sourceDate);
        c.notes = own(b.notes);
        c.boostClockMhz = scaled(b.boostClockMhz, f);
        c.memoryBandwidthGBps = scaled(b.memoryBandwidthGBps, f);
        c.fp32Tflops = scaled(b.fp32Tflops, f);
        c.fp16Tflops = scaled(b.fp16Tflops, f);
        c.tensorFp16Tflops = scaled(b.tensorFp16Tflops, f);
        c.tensorBf16Tflops = scaled(b.tensorBf16Tflops, f);
        c.tensorTf32Tflops = scaled(b.tensorTf32Tflops, f);
        c.tensorInt8Tops = scaled(b.tensorInt8Tops, f);
        c.tensorFp8Tflops = scaled(b.tensorFp8Tflops, f);
        c.tdpWatts = scaled(b.tdpWatts, f);
        c.launchPriceUsd = scaled(b.launchPriceUsd, f);
        for (const Price *p : pricesOf[src]) {
            Price q = *p;
            q.id = 0;
            q.card = c.key;
            q.amount = std::round(p->amount * f);
            q.seller = own(p->seller);
            q.sourceUrl = own(p->sourceUrl);
            q.note = own(p->note);
            out.prices.append(std::move(q));
        }
        for (const BenchmarkResult *r : benchmarksOf[src]) {
            BenchmarkResult q = *r;
            q.id = 0;
            q.card = c.key;
            q.value = std::round(r->value * f * 10.0) / 10.0;
            q.network = own(r->network);
            q.task = own(r->task);
            q.precision = own(r->precision);
            q.metric = own(r->metric);
            q.unit = own(r->unit);
            q.framework = own(r->framework);
            q.frameworkVersion = own(r->frameworkVersion);
            q.sourceUrl = own(r->sourceUrl);
            q.note = own(r->note);
            out.benchmarks.append(std::move(q));
        }
        out.cards.append(std::move(c));
    }
    for (const CloudOffering &o : base.cloud)
        out.cloud.append(o);
    return out;
}

QList<BenchmarkResult> syntheticBenchmarks(const CatalogData &base, int rowCount)
{
    QList<BenchmarkResult> out;
    if (base.benchmarks.isEmpty())
        return out;
    out.reserve(rowCount);
    const QDate start(2021, 1, 1);
    for (int i = 0; i < rowCount; ++i) {
        BenchmarkResult r = base.benchmarks[i % base.benchmarks.size()];
        r.id = 0;
        r.origin = Origin::User;
        r.value = std::round(r.value * factor(i + 1) * 10.0) / 10.0 + 0.01 * (i % 7);
        r.batchSize = 8 + i % 512;
        r.date = start.addDays(i % 1500);
        r.note = QStringLiteral("synthetic row %1").arg(i + 1);
        out.append(std::move(r));
    }
    return out;
}

} // namespace gpu::bench
