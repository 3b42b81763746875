// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the ranking tests (tst_ranking, tst_software_support, tst_prices,
// tst_price_sources): synthetic cards with round figures, a model with fixed parameters, a
// catalog with one price per card or with only the reference priced, and lookups.

#include "Ranking.h"
#include "TestCatalog.h"

namespace gpu::test {

// Synthetic cards with round figures, so each row below isolates one rule.
inline Card synthetic(
    const QString &model, double tensorFp16, double fp32, double bandwidth, double memory = 24)
{
    Card c = test::card(model, memory);
    c.productLine = ProductLine::Consumer;
    c.architecture = QStringLiteral("Ampere");
    c.computeCapability = ComputeCapability {8, 6};
    c.tensorCores = tensorFp16 > 0 ? 100 : 0;
    if (tensorFp16 > 0)
        c.tensorFp16Tflops = tensorFp16;
    c.fp32Tflops = fp32;
    c.fp16Tflops = fp32;
    c.memoryBandwidthGBps = bandwidth;
    c.tdpWatts = 250;
    return c;
}

inline PerformanceModel fixedModel()
{
    PerformanceModel m; // documented defaults; fix the intensities the rows rely on
    for (Precision p : allPrecisions()) {
        ModelParameters cnn = m.parameters(Workload::Cnn, p);
        cnn.intensityFlopPerByte = 200;
        m.setParameters(Workload::Cnn, p, cnn);
        ModelParameters rnn = m.parameters(Workload::Rnn, p);
        rnn.intensityFlopPerByte = 2;
        m.setParameters(Workload::Rnn, p, rnn);
    }
    return m;
}

inline CatalogData withPrices(QList<Card> cards, double amount = 5000)
{
    CatalogData d;
    d.cards = cards;
    d.cards.append(test::rtx3060()); // the default reference card
    d.cards.last().tensorFp16Tflops = 25.5;
    d.cards.last().fp32Tflops = 12.7;
    d.cards.last().memoryBandwidthGBps = 360;
    for (const Card &c : std::as_const(d.cards))
        d.prices.append(test::price(c, amount, Currency::CNY, QDate(2025, 1, 1)));
    return d;
}

/// `cards` and the default reference card (RTX 3060 12 GB, its figures), which alone has a price:
/// 2,299 CNY on 2026-10-01. The tests add the prices they are about.
inline CatalogData withPricedReference(const QList<Card> &cards)
{
    CatalogData d;
    d.cards = cards;
    Card ref = test::rtx3060();
    ref.tensorFp16Tflops = 25.5;
    ref.fp32Tflops = 12.7;
    ref.memoryBandwidthGBps = 360;
    d.cards.append(ref);
    d.prices.append(test::price(ref, 2299, Currency::CNY, QDate(2026, 10, 1)));
    return d;
}

inline int rankOf(const RankingResult &r, const QString &model)
{
    for (const CardVerdict &v : r.verdicts)
        if (v.key.model == model)
            return v.rank;
    return -1;
}

inline const CardVerdict *verdict(const RankingResult &r, const QString &model)
{
    for (const CardVerdict &v : r.verdicts)
        if (v.key.model == model)
            return &v;
    return nullptr;
}

} // namespace gpu::test
