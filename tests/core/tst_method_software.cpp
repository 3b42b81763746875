// SPDX-License-Identifier: GPL-3.0-or-later
// Software fit per method (core/MethodSoftware.h): the libraries a method uses, checked against
// the device's stack with a dated source, as someone who has set these up would state them.

#include "BuiltinTestCatalog.h"
#include "MethodSoftware.h"

#include <QTest>

using namespace gpu;
using namespace gpu::test;

namespace {

const Card *findCard(const QString &name)
{
    for (const Card &c : builtinCatalog().cards)
        if (c.displayName() == name)
            return &c;
    return nullptr;
}

MemoryRequest requestOf(FitMethod method, WeightFormat weights, int gpus = 1)
{
    MemoryRequest r;
    r.method = method;
    r.weights = weights;
    r.gpus = gpus;
    return r;
}

} // namespace

class TestMethodSoftware : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void libraries_data();
    void libraries();
    void everyFactNamesItsSource();
    void theEightBitOptimizerNeedsBitsAndBytesToo();
};

void TestMethodSoftware::libraries_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("weights");
    QTest::addColumn<QString>("summary"); // part of MethodSoftwareFit::summary()
    QTest::addColumn<bool>("flagged"); // needsPreview()

    auto row = [](const char *sentence, const char *card, FitMethod m, WeightFormat w,
                   const char *summary, bool flagged) {
        QTest::newRow(sentence) << QString::fromLatin1(card) << int(m) << int(w)
                                << QString::fromLatin1(summary) << flagged;
    };
    row("QLoRA on an RTX 3090 runs bitsandbytes and FlashAttention 2",
        "NVIDIA GeForce RTX 3090 24 GB", FitMethod::Qlora, WeightFormat::Nf4,
        "bitsandbytes:runs flash-attention-2:runs", false);
    row("QLoRA on a Tesla M40 is flagged: bitsandbytes builds for compute capability 6.0 and up",
        "NVIDIA Tesla M40 PCIe 24 GB", FitMethod::Qlora, WeightFormat::Nf4, "bitsandbytes:missing",
        true);
    row("QLoRA on an RX 7900 XTX runs: bitsandbytes is official on ROCm since 0.50",
        "AMD Radeon RX 7900 XTX 24 GB", FitMethod::Qlora, WeightFormat::Nf4, "bitsandbytes:runs",
        false);
    row("QLoRA on an RX 580 is flagged: not on bitsandbytes' ROCm list", "AMD Radeon RX 580 8 GB",
        FitMethod::Qlora, WeightFormat::Nf4, "bitsandbytes:missing", true);
    row("LoRA on a V100 runs, without FlashAttention 2 (said, not flagged)",
        "NVIDIA Tesla V100 PCIe 32 GB", FitMethod::Lora, WeightFormat::Fp16,
        "flash-attention-2:missing", false);
    row("FP8 training on an RTX 3090 is flagged: Transformer Engine needs Ada or newer",
        "NVIDIA GeForce RTX 3090 24 GB", FitMethod::FullFineTune, WeightFormat::Fp8,
        "fp8-training:missing", true);
    row("FP8 training on an H100 runs", "NVIDIA H100 SXM 80 GB", FitMethod::FullFineTune,
        WeightFormat::Fp8, "fp8-training:runs", false);
    row("FP8 training on an MI300X is flagged: AMD's port supports it in part",
        "AMD Instinct MI300X OAM 192 GB", FitMethod::FullFineTune, WeightFormat::Fp8,
        "fp8-training:partial", true);
    row("LoRA on an Arc B580 is flagged: PyTorch calls its XPU support a prototype",
        "Intel Arc B580 12 GB", FitMethod::Lora, WeightFormat::Fp16, "pytorch-xpu:preview", true);
    row("AWQ weights on a Mac Studio are flagged: vLLM only through a community plugin",
        "Apple Mac Studio M3 Ultra 96 GB", FitMethod::Inference, WeightFormat::Int4, "vllm:preview",
        true);
    row("GGUF weights on a Mac Studio need no vLLM", "Apple Mac Studio M3 Ultra 96 GB",
        FitMethod::Inference, WeightFormat::Q4_K_M, "", false);
    row("AWQ weights on an RTX 4090 run in vLLM", "NVIDIA GeForce RTX 4090 24 GB",
        FitMethod::Inference, WeightFormat::Int4, "vllm:runs", false);
}

void TestMethodSoftware::libraries()
{
    QFETCH(QString, card);
    QFETCH(int, method);
    QFETCH(int, weights);
    QFETCH(QString, summary);
    QFETCH(bool, flagged);
    const Card *c = findCard(card);
    QVERIFY2(c, qPrintable(card));
    const MethodSoftwareFit fit
        = methodSoftwareFit(*c, requestOf(FitMethod(method), WeightFormat(weights)));
    if (summary.isEmpty())
        QVERIFY2(fit.checks.isEmpty(), qPrintable(fit.summary()));
    else
        QVERIFY2(fit.summary().contains(summary), qPrintable(fit.summary()));
    QCOMPARE(fit.needsPreview(), flagged);
    // What does not simply run is said, and a flagged set-up's reason comes first.
    const QStringList caveats = fit.caveats();
    if (flagged) {
        QVERIFY(!caveats.isEmpty());
        QVERIFY2(caveats.first().contains(QLatin1String("https://")), qPrintable(caveats.first()));
    }
}

void TestMethodSoftware::everyFactNamesItsSource()
{
    int checked = 0;
    for (const Card &c : builtinCatalog().cards)
        for (FitMethod m :
            {FitMethod::Inference, FitMethod::Lora, FitMethod::Qlora, FitMethod::FullFineTune})
            for (WeightFormat w :
                {WeightFormat::Fp16, WeightFormat::Fp8, WeightFormat::Int4, WeightFormat::Nf4}) {
                const MethodSoftwareFit fit = methodSoftwareFit(c, requestOf(m, w, 2));
                for (const LibraryCheck &k : fit.checks) {
                    ++checked;
                    QVERIFY2(k.sourceUrl.startsWith(QLatin1String("https://")),
                        qPrintable(c.displayName()));
                    QVERIFY2(!k.scope.isEmpty(), qPrintable(c.displayName()));
                }
            }
    QVERIFY(checked > 1000);
}

void TestMethodSoftware::theEightBitOptimizerNeedsBitsAndBytesToo()
{
    const Card *mac = findCard(QStringLiteral("Apple Mac Studio M3 Ultra 96 GB"));
    QVERIFY(mac);
    MemoryRequest r = requestOf(FitMethod::Qlora, WeightFormat::Nf4);
    QVERIFY(!methodSoftwareFit(*mac, r).needsPreview()); // 4-bit QLoRA runs on Apple silicon
    r.eightBitOptimizer = true; // its 8-bit optimizers are still planned there
    const MethodSoftwareFit fit = methodSoftwareFit(*mac, r);
    QVERIFY(fit.needsPreview());
    QVERIFY(fit.caveats().first().contains(QLatin1String("optimizer")));
}

QTEST_GUILESS_MAIN(TestMethodSoftware)
#include "tst_method_software.moc"
