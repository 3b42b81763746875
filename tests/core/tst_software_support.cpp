// SPDX-License-Identifier: GPL-3.0-or-later
// Software support as of a date (core/estimate/SoftwareSupport.h): which cards today's default
// builds run, which only a legacy toolkit does, and the warnings and features that follow from it.

#include "Ranking.h"
#include "RankingTestSupport.h"
#include "Settings.h"
#include "SoftwareSupport.h"
#include "TestCatalog.h"

#include <QTemporaryDir>

#include <QTest>

#include <cmath>

using namespace gpu;
using namespace gpu::test;

Q_DECLARE_METATYPE(gpu::Card)

class TestSoftwareSupport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void softwareSupportTiers_data();
    void softwareSupportTiers();
    void aPascalCardIsLegacySoftwareNeverThePick();
    void legacyCardsArePickedOnlyWhenTheUserIncludesLegacy();
    void aTeslaP40sWarningDoesNotCallItAConsumerCard();
    void fourBitLlmInferenceOnPascalCarriesNoFp16Caveat();
    void aHopperCardWithNoTensorCoreCountIsNotSaidToLackTensorCores();
    void anRx7900XtxSupportsBf16();
    void theAmdCaveatForLlmInferenceNamesItsRuntimes();
    void theOldCudaMinimumSettingIsMigrated();
};

void TestSoftwareSupport::softwareSupportTiers_data()
{
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("architecture");
    QTest::addColumn<QString>("computeCapability");
    QTest::addColumn<QString>("tier");
    QTest::newRow("a Kepler card is unsupported") << "NVIDIA"
                                                  << "Tesla K80"
                                                  << "Kepler"
                                                  << "3.7"
                                                  << "unsupported";
    QTest::newRow("a Maxwell card is legacy") << "NVIDIA"
                                              << "Tesla M40"
                                              << "Maxwell"
                                              << "5.2"
                                              << "legacy";
    QTest::newRow("a Pascal card is legacy") << "NVIDIA"
                                             << "GeForce GTX 1080 Ti"
                                             << "Pascal"
                                             << "6.1"
                                             << "legacy";
    QTest::newRow("a Volta card is legacy") << "NVIDIA"
                                            << "Tesla V100"
                                            << "Volta"
                                            << "7.0"
                                            << "legacy";
    QTest::newRow("a Turing card is current") << "NVIDIA"
                                              << "GeForce RTX 2080 Ti"
                                              << "Turing"
                                              << "7.5"
                                              << "current";
    QTest::newRow("a Blackwell card is current") << "NVIDIA"
                                                 << "GeForce RTX 5090"
                                                 << "Blackwell"
                                                 << "12.0"
                                                 << "current";
    QTest::newRow("an NVIDIA card of unknown compute capability is not judged") << "NVIDIA"
                                                                                << "Mystery"
                                                                                << ""
                                                                                << ""
                                                                                << "";
    QTest::newRow("an Instinct MI50 (GCN 5) is legacy") << "AMD"
                                                        << "Instinct MI50"
                                                        << "GCN 5"
                                                        << ""
                                                        << "legacy";
    QTest::newRow("an RX 7900 XTX (RDNA 3) is current") << "AMD"
                                                        << "Radeon RX 7900 XTX"
                                                        << "RDNA 3"
                                                        << ""
                                                        << "current";
    QTest::newRow("an RX 6800 XT (gfx1030) is current") << "AMD"
                                                        << "Radeon RX 6800 XT"
                                                        << "RDNA 2"
                                                        << ""
                                                        << "current";
    QTest::newRow("an RX 6700 XT (gfx1031, not on ROCm's list) is unsupported")
        << "AMD"
        << "Radeon RX 6700 XT"
        << "RDNA 2"
        << ""
        << "unsupported";
    QTest::newRow("an Instinct MI355X (CDNA 4) is current") << "AMD"
                                                            << "Instinct MI355X"
                                                            << "CDNA 4"
                                                            << ""
                                                            << "current";
    QTest::newRow("an Arc B580 is current (PyTorch XPU)") << "Intel"
                                                          << "Arc B580"
                                                          << "Xe2-HPG"
                                                          << ""
                                                          << "current";
}

void TestSoftwareSupport::softwareSupportTiers()
{
    QFETCH(QString, vendor);
    QFETCH(QString, model);
    QFETCH(QString, architecture);
    QFETCH(QString, computeCapability);
    QFETCH(QString, tier);
    Card c = test::card(model, 16);
    c.key.vendor = vendor;
    c.architecture = architecture;
    if (!computeCapability.isEmpty())
        c.computeCapability = ComputeCapability::fromString(computeCapability);
    const SoftwareSupport s = softwareSupport(c);
    QCOMPARE(softwareSupportCode(c), tier);
    if (s.known) {
        // Every tier is dated and sourced.
        QVERIFY(s.sourceUrl.startsWith(QLatin1String("https://")));
        QVERIFY(!s.stack.isEmpty());
        QVERIFY(!softwareSupportSentence(c).isEmpty());
    }
}

void TestSoftwareSupport::aPascalCardIsLegacySoftwareNeverThePick()
{
    Card pascal = test::gtx1080();
    pascal.fp32Tflops = 8.9;
    pascal.fp16Tflops = 0.139;
    pascal.key.memoryGb = 24; // tempting: more memory than the reference
    CatalogData d = withPrices({pascal});
    d.prices[0].amount = 500; // and far cheaper
    RankingRequest request;
    request.precision = Precision::Fp32;
    const RankingResult r = Ranking::rank(d, request, fixedModel());
    const CardVerdict *v = verdict(r, pascal.key.model);
    QVERIFY(v);
    QVERIFY(v->hasFlag(Flag::LegacySoftware));
    QVERIFY(!v->hasFlag(Flag::CudaUnsupported));
    for (const auto &pick : {r.recommendation.bestOverall, r.recommendation.bestValue,
             r.recommendation.mostMemoryPerPrice}) {
        QVERIFY(pick);
        QVERIFY(r.verdicts[*pick].key.model != pascal.key.model);
    }
    const QString reasons = v->reasons.join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QLatin1String("Legacy software")), qPrintable(reasons));
    QVERIFY(r.recommendation.thinkTwice.contains(int(r.verdicts.indexOf(v))));
}

void TestSoftwareSupport::legacyCardsArePickedOnlyWhenTheUserIncludesLegacy()
{
    Card pascal = test::gtx1080();
    pascal.fp32Tflops = 8.9;
    CatalogData d = withPrices({pascal});
    d.prices[1].amount = 50000; // the reference: over the budget
    RankingRequest request;
    request.precision = Precision::Fp32;
    request.budget = 6000;
    RankingResult r = Ranking::rank(d, request, fixedModel());
    QVERIFY(!r.recommendation.bestOverall); // today's default builds only: no pick
    QVERIFY2(Ranking::noPickReason(request, r).contains(QLatin1String("legacy")),
        qPrintable(Ranking::noPickReason(request, r)));
    request.software = SoftwarePolicy::IncludeLegacy;
    r = Ranking::rank(d, request, fixedModel());
    QVERIFY(r.recommendation.bestOverall);
    QCOMPARE(r.verdicts[*r.recommendation.bestOverall].key.model, pascal.key.model);
    QVERIFY(r.verdicts[*r.recommendation.bestOverall].hasFlag(Flag::LegacySoftware));
}

void TestSoftwareSupport::aTeslaP40sWarningDoesNotCallItAConsumerCard()
{
    Card p40 = test::card(QStringLiteral("Tesla P40"), 24, Form::PCIe);
    p40.productLine = ProductLine::DataCenter;
    p40.architecture = QStringLiteral("Pascal");
    p40.computeCapability = ComputeCapability {6, 1};
    p40.tensorCores = 0;
    p40.fp32Tflops = 11.76;
    p40.fp16Tflops = 0.1837;
    p40.memoryBandwidthGBps = 347;
    RankingRequest request;
    const RankingResult r = Ranking::rank(withPrices({p40}), request, fixedModel());
    const CardVerdict *v = verdict(r, p40.key.model);
    QVERIFY(v->hasFlag(Flag::Fp16Crippled));
    for (Flag f : v->flags)
        QVERIFY2(!flagText(f, request.workload).contains(QLatin1String("consumer")),
            qPrintable(flagText(f)));
    QVERIFY(!v->reasons.join(QLatin1Char(' ')).contains(QLatin1String("consumer")));
}

void TestSoftwareSupport::fourBitLlmInferenceOnPascalCarriesNoFp16Caveat()
{
    Card pascal = test::gtx1080();
    pascal.fp32Tflops = 8.9;
    pascal.fp16Tflops = 0.139;
    RankingRequest request;
    request.workload = Workload::LlmInference;
    request.precision = Precision::Int4;
    RankingResult r = Ranking::rank(withPrices({pascal}), request, fixedModel());
    QVERIFY(!verdict(r, pascal.key.model)->hasFlag(Flag::Fp16Crippled));
    request.workload = Workload::Cnn;
    request.precision = Precision::Fp16;
    r = Ranking::rank(withPrices({pascal}), request, fixedModel());
    QVERIFY(verdict(r, pascal.key.model)->hasFlag(Flag::Fp16Crippled)); // training still does
}

void TestSoftwareSupport::aHopperCardWithNoTensorCoreCountIsNotSaidToLackTensorCores()
{
    Card h100 = test::card(QStringLiteral("H100"), 80, Form::PCIe);
    h100.productLine = ProductLine::DataCenter;
    h100.architecture = QStringLiteral("Hopper");
    h100.computeCapability = ComputeCapability {9, 0};
    // No tensor-core count in the row, as in the catalog's H100 PCIe.
    h100.fp32Tflops = 51.2;
    h100.fp16Tflops = 102.4;
    h100.tensorFp16Tflops = 756;
    h100.tensorBf16Tflops = 756;
    h100.memoryBandwidthGBps = 2000;
    QCOMPARE(hasTensorCores(h100), std::optional<bool>(true));
    h100.tensorFp16Tflops.reset();
    h100.tensorBf16Tflops.reset();
    QCOMPARE(hasTensorCores(h100), std::optional<bool>(true)); // from the architecture
    for (Precision p : {Precision::Fp16, Precision::Fp32}) {
        RankingRequest request;
        request.precision = p;
        const RankingResult r = Ranking::rank(withPrices({h100}), request, fixedModel());
        const CardVerdict *v = verdict(r, h100.key.model);
        QVERIFY(!v->hasFlag(Flag::NoTensorCores));
        const QString text = v->reasons.join(QLatin1Char(' '));
        QVERIFY2(!text.contains(QLatin1String("without tensor cores")), qPrintable(text));
    }
}

void TestSoftwareSupport::anRx7900XtxSupportsBf16()
{
    Card xtx = test::card(QStringLiteral("Radeon RX 7900 XTX"), 24);
    xtx.key.vendor = QStringLiteral("AMD");
    xtx.productLine = ProductLine::Consumer;
    xtx.architecture = QStringLiteral("RDNA 3");
    xtx.fp32Tflops = 61.4;
    xtx.fp16Tflops = 122.8; // no BF16 rate published
    xtx.memoryBandwidthGBps = 960;
    QCOMPARE(supportsBf16(xtx), std::optional<bool>(true));
    RankingRequest request;
    request.precision = Precision::Bf16;
    const RankingResult r = Ranking::rank(withPrices({xtx}), request, fixedModel());
    QVERIFY(!verdict(r, xtx.key.model)->hasFlag(Flag::PrecisionUnsupported));
    Card pascal = test::gtx1080();
    QCOMPARE(supportsBf16(pascal), std::optional<bool>(false));
}

void TestSoftwareSupport::theAmdCaveatForLlmInferenceNamesItsRuntimes()
{
    const QString llm = flagText(Flag::RocmCaveat, Workload::LlmInference);
    QVERIFY(llm.contains(QLatin1String("llama.cpp")));
    QVERIFY(llm.contains(QLatin1String("Vulkan")));
    QVERIFY(llm.contains(QLatin1String("vLLM")));
    QCOMPARE(flagText(Flag::RocmCaveat, Workload::Cnn), flagText(Flag::RocmCaveat));
}

void TestSoftwareSupport::theOldCudaMinimumSettingIsMigrated()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("settings.ini"));
    {
        Settings s(file);
        QCOMPARE(s.softwarePolicy(), SoftwarePolicy::CurrentOnly); // the default
        s.setValue(Settings::Key::CudaMinimumComputeCapability, QStringLiteral("7.5"));
        QCOMPARE(s.softwarePolicy(), SoftwarePolicy::CurrentOnly);
        s.setValue(Settings::Key::CudaMinimumComputeCapability, QStringLiteral("3.7"));
        QCOMPARE(s.softwarePolicy(), SoftwarePolicy::IncludeLegacy); // kept old toolkits
        QCOMPARE(s.cudaMinimumComputeCapability(), (ComputeCapability {3, 7})); // still read
        s.setValue(Settings::Key::SoftwareSupport, QStringLiteral("current"));
        QCOMPARE(s.softwarePolicy(), SoftwarePolicy::CurrentOnly); // the new key wins
        s.sync();
    }
}

QTEST_GUILESS_MAIN(TestSoftwareSupport)
#include "tst_software_support.moc"
