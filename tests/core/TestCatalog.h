// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small, hand-written catalogs for tests. Figures are the published ones quoted in
// docs/domain.md (GTX 1080, RTX 3060, K80) so a test reads like the domain.

#include "CatalogData.h"

#include <QtTest/qtestcase.h>

namespace gpu::test {

inline Card card(const QString &model, double memoryGb, Form form = Form::Desktop,
    Origin origin = Origin::BuiltIn)
{
    Card c;
    c.key = {QStringLiteral("NVIDIA"), model, memoryGb, form};
    c.origin = origin;
    return c;
}

inline Card gtx1080()
{
    Card c = card(QStringLiteral("GeForce GTX 1080"), 8);
    c.productLine = ProductLine::Consumer;
    c.architecture = QStringLiteral("Pascal");
    c.computeCapability = ComputeCapability {6, 1};
    c.cudaCores = 2560;
    c.tensorCores = 0;
    c.memoryBusBits = 256;
    c.memoryBandwidthGBps = 320;
    c.tdpWatts = 175;
    c.sourceUrl = QStringLiteral("https://example.org/gtx1080");
    return c;
}

inline Card rtx3060(double memoryGb = 12)
{
    Card c = card(QStringLiteral("GeForce RTX 3060"), memoryGb);
    c.productLine = ProductLine::Consumer;
    c.architecture = QStringLiteral("Ampere");
    c.computeCapability = ComputeCapability {8, 6};
    c.cudaCores = 3584;
    c.tensorCores = 112;
    c.tdpWatts = 170;
    c.launchPriceUsd = 329;
    c.releaseDate = QStringLiteral("2021-02-25");
    return c;
}

inline Card k80()
{
    Card c = card(QStringLiteral("Tesla K80"), 24, Form::PCIe);
    c.productLine = ProductLine::DataCenter;
    c.architecture = QStringLiteral("Kepler");
    c.computeCapability = ComputeCapability {3, 7};
    c.gpusPerBoard = 2;
    c.cudaCores = 4992;
    c.tensorCores = 0;
    return c;
}

inline Price price(const Card &c, double amount, Currency currency, const QDate &date,
    Condition condition = Condition::New, Origin origin = Origin::BuiltIn)
{
    Price p;
    p.card = c.key;
    p.amount = amount;
    p.currency = currency;
    p.observedDate = date;
    p.condition = condition;
    p.seller = QStringLiteral("京东");
    p.origin = origin;
    return p;
}

inline BenchmarkResult benchmark(const Card &c, const QString &network, double value)
{
    BenchmarkResult b;
    b.card = c.key;
    b.network = network;
    b.task = QStringLiteral("training");
    b.precision = QStringLiteral("fp16");
    b.batchSize = 64;
    b.metric = QStringLiteral("throughput");
    b.unit = QStringLiteral("images/s");
    b.value = value;
    b.framework = QStringLiteral("PyTorch");
    b.frameworkVersion = QStringLiteral("1.10");
    b.sourceUrl = QStringLiteral("https://example.org/bench");
    b.date = QDate(2022, 1, 1);
    b.origin = Origin::BuiltIn;
    return b;
}

inline CloudOffering cloud(
    const Card &c, const QString &provider, double perHour, Currency currency)
{
    CloudOffering o;
    o.provider = provider;
    o.offering = QStringLiteral("1x ") + c.key.model;
    o.card = c.key;
    o.pricePerHour = perHour;
    o.currency = currency;
    o.freeTier = perHour == 0;
    o.observedDate = QDate(2025, 10, 1);
    o.origin = Origin::BuiltIn;
    return o;
}

/// GTX 1080, RTX 3060 12 GB and 8 GB, K80; two prices, one benchmark, one cloud offering.
inline CatalogData smallCatalog()
{
    CatalogData d;
    d.cards = {gtx1080(), rtx3060(12), rtx3060(8), k80()};
    d.prices = {price(gtx1080(), 5500, Currency::CNY, QDate(2017, 6, 1)),
        price(rtx3060(12), 2299, Currency::CNY, QDate(2024, 5, 1))};
    d.benchmarks = {benchmark(rtx3060(12), QStringLiteral("ResNet-50"), 383)};
    d.cloud = {cloud(k80(), QStringLiteral("Colab"), 0, Currency::USD)};
    return d;
}

} // namespace gpu::test
