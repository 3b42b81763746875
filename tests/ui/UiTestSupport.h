// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small, fixed catalog and a private environment (database and settings file in a temporary
// folder) for GUI tests, so no test depends on the machine's state or on the shipped catalog.
// Figures are the published ones (docs/domain.md and the vendors' spec pages).

#include "AppState.h"
#include "BuiltinCatalog.h"
#include "Settings.h"

#include <QCoreApplication>

#include <QTemporaryDir>
#include <QtTest/qtestcase.h>

#include <memory>

namespace gpu::test {

inline Card makeCard(
    const QString &vendor, const QString &model, double memoryGb, Form form = Form::Desktop)
{
    Card c;
    c.key = {vendor, model, memoryGb, form};
    c.origin = Origin::BuiltIn;
    c.gpusPerBoard = 1;
    c.sourceUrl = QStringLiteral("https://example.org/") + model;
    c.sourceDate = QStringLiteral("2025-10-01");
    return c;
}

inline Card nvidia(const QString &model, double memoryGb, const QString &arch, int ccMajor,
    int ccMinor, double fp32, std::optional<double> tensorFp16, double bandwidth,
    std::optional<double> tdp, int tensorCores, const QString &released)
{
    Card c = makeCard(QStringLiteral("NVIDIA"), model, memoryGb);
    c.productLine = ProductLine::Consumer;
    c.architecture = arch;
    c.computeCapability = ComputeCapability {ccMajor, ccMinor};
    c.fp32Tflops = fp32;
    c.fp16Tflops = fp32;
    c.tensorFp16Tflops = tensorFp16;
    c.memoryBandwidthGBps = bandwidth;
    c.tdpWatts = tdp;
    c.tensorCores = tensorCores;
    c.releaseDate = released;
    return c;
}

inline Price streetPrice(
    const Card &c, double amount, const QDate &date, Condition condition = Condition::New)
{
    Price p;
    p.card = c.key;
    p.amount = amount;
    p.currency = Currency::CNY;
    p.condition = condition;
    p.observedDate = date;
    p.seller = QStringLiteral("京东");
    p.sourceUrl = QStringLiteral("https://example.org/price");
    p.origin = Origin::BuiltIn;
    return p;
}

/// Seven cards: RTX 4090 24 GB, RTX 3060 12 GB and 8 GB (memory variants), GTX 1080 (Pascal,
/// no tensor cores), Tesla K80 (CUDA no longer supported), RX 7900 XTX (AMD), and an RTX 4060
/// Laptop whose power and price are unknown (for "unknown sorts last").
inline CatalogData uiCatalog()
{
    CatalogData d;
    const Card rtx4090
        = nvidia(QStringLiteral("GeForce RTX 4090"), 24, QStringLiteral("Ada Lovelace"), 8, 9, 82.6,
            165.2, 1008, 450, 512, QStringLiteral("2022-10-12"));
    const Card rtx3060 = nvidia(QStringLiteral("GeForce RTX 3060"), 12, QStringLiteral("Ampere"), 8,
        6, 12.7, 51.2, 360, 170, 112, QStringLiteral("2021-02-25"));
    const Card rtx3060_8 = nvidia(QStringLiteral("GeForce RTX 3060"), 8, QStringLiteral("Ampere"),
        8, 6, 12.7, 51.2, 240, 170, 112, QStringLiteral("2022-10-27"));
    Card gtx1080 = nvidia(QStringLiteral("GeForce GTX 1080"), 8, QStringLiteral("Pascal"), 6, 1,
        8.9, std::nullopt, 320, 180, 0, QStringLiteral("2016-05-27"));
    gtx1080.fp16Tflops = 0.139;
    Card k80 = nvidia(QStringLiteral("Tesla K80"), 24, QStringLiteral("Kepler"), 3, 7, 8.7,
        std::nullopt, 480, 300, 0, QStringLiteral("2014-11-17"));
    k80.key.form = Form::PCIe;
    k80.productLine = ProductLine::DataCenter;
    k80.gpusPerBoard = 2;
    Card xtx = makeCard(QStringLiteral("AMD"), QStringLiteral("Radeon RX 7900 XTX"), 24);
    xtx.productLine = ProductLine::Consumer;
    xtx.architecture = QStringLiteral("RDNA 3");
    xtx.fp32Tflops = 61.4;
    xtx.fp16Tflops = 122.8;
    xtx.memoryBandwidthGBps = 960;
    xtx.tdpWatts = 355;
    xtx.releaseDate = QStringLiteral("2022-12-13");
    Card laptop = nvidia(QStringLiteral("GeForce RTX 4060"), 8, QStringLiteral("Ada Lovelace"), 8,
        9, 11.6, 46.4, 256, std::nullopt, 96, QStringLiteral("2023-02-22"));
    laptop.key.form = Form::Laptop;
    d.cards = {rtx4090, rtx3060, rtx3060_8, gtx1080, k80, xtx, laptop};
    d.prices = {streetPrice(rtx4090, 12999, QDate(2025, 5, 1)),
        streetPrice(rtx3060, 2299, QDate(2025, 5, 1)),
        streetPrice(rtx3060_8, 1999, QDate(2025, 5, 1)),
        streetPrice(gtx1080, 900, QDate(2025, 4, 1), Condition::Used),
        streetPrice(gtx1080, 5500, QDate(2017, 6, 1)),
        streetPrice(k80, 400, QDate(2025, 3, 1), Condition::Used),
        streetPrice(k80, 30000, QDate(2015, 1, 1)), streetPrice(xtx, 7199, QDate(2025, 5, 1))};
    d.models = builtinModels(); // the shipped model catalog: "Will it fit" answers for its models
    return d;
}

inline QString id(
    const QString &vendor, const QString &model, double memoryGb, Form form = Form::Desktop)
{
    return CardKey {vendor, model, memoryGb, form}.toId();
}
inline QString rtx4090Id()
{
    return id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 4090"), 24);
}
inline QString rtx3060Id(double memoryGb = 12)
{
    return id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3060"), memoryGb);
}
inline QString k80Id()
{
    return id(QStringLiteral("NVIDIA"), QStringLiteral("Tesla K80"), 24, Form::PCIe);
}
inline QString xtxId()
{
    return id(QStringLiteral("AMD"), QStringLiteral("Radeon RX 7900 XTX"), 24);
}
inline QString laptopId()
{
    return id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 4060"), 8, Form::Laptop);
}

/// A database and a settings file of the test's own, in a temporary folder.
class UiEnvironment
{
public:
    UiEnvironment()
    {
        QVERIFY2(m_dir.isValid(), "no temporary folder");
        // The tests ask about the whole catalog: "no budget" chosen, not the first start's
        // 10,000 CNY (firstStartBudget(); tst_mainwindow checks that one on a settings file of
        // its own).
        Settings(m_dir.filePath(QStringLiteral("settings.ini")))
            .setValue(Settings::Key::Budget, 0.0);
    }

    AppState::Options options() const
    {
        static int counter = 0;
        AppState::Options o;
        o.databasePath = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        o.settingsFile = m_dir.filePath(QStringLiteral("settings.ini"));
        o.builtin = [] { return uiCatalog(); };
        o.builtinVersion = QStringLiteral("ui-test-1");
        o.connectionName = QStringLiteral("ui-test-%1").arg(++counter);
        // Seven cards stay seven rows: no workstations of the 24 GB cards (the built-in
        // catalog's options below keep them).
        o.workstations = false;
        return o;
    }

    /// Options over the application's built-in catalog instead of the small test one, in a
    /// database of its own (for screenshots that show the real catalog).
    AppState::Options builtinCatalogOptions() const
    {
        AppState::Options o = options();
        o.builtin = [] { return BuiltinCatalog::load().data; };
        o.builtinVersion = BuiltinCatalog::version();
        o.databasePath = m_dir.filePath(QStringLiteral("builtin.sqlite"));
        o.workstations = true;
        return o;
    }

    /// A new state over this environment's database and settings.
    std::unique_ptr<AppState> makeState() const { return std::make_unique<AppState>(options()); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

/// Runs every posted event a few times: charts and docks lay themselves out in posted events,
/// so a grab() right after a change would show the old frame.
inline void settleEvents()
{
    for (int i = 0; i < 10; ++i) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

} // namespace gpu::test
