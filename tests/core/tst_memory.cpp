// SPDX-License-Identifier: GPL-3.0-or-later
// The memory model and the model catalog: orderings and verdicts an expert knows, written as
// sentences, and the estimates against published measurements (docs/memory-measurements.csv).

#include "BuiltinCatalog.h"
#include "CsvReader.h"
#include "FitPlanner.h"
#include "MemoryModel.h"
#include "ModelCatalog.h"

#include <QFile>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gpu;

namespace {

const ModelSpec &model(const QString &name)
{
    const QList<ModelSpec> &models = builtinModels();
    const ModelMatch m = findModel(models, name);
    if (m.index < 0)
        qFatal("model %s is not in models.csv", qPrintable(name));
    return models[m.index];
}

MemoryRequest inference(WeightFormat w, int context, int batch = 1)
{
    MemoryRequest r;
    r.method = FitMethod::Inference;
    r.weights = w;
    r.context = context;
    r.batch = batch;
    return r;
}

MemoryRequest training(FitMethod method, int sequence, int batch = 1, bool checkpointing = true)
{
    MemoryRequest r;
    r.method = method;
    r.weights = method == FitMethod::Qlora ? WeightFormat::Nf4 : WeightFormat::Fp16;
    r.context = sequence;
    r.batch = batch;
    r.gradientCheckpointing = checkpointing;
    return r;
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const int n = int(v.size());
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// A CSV table of docs/ (the first record its header) and each column's index by name.
struct CsvTable
{
    QList<QStringList> rows; // without the header
    QHash<QString, int> columns;
    QString field(const QStringList &row, const char *name) const
    {
        return row.value(columns.value(QLatin1String(name)));
    }
};

CsvTable readDocsCsv(const char *file)
{
    QFile f(QStringLiteral(GPU_ADVISOR_SOURCE_DIR "/docs/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("docs/%s cannot be read", file);
    const CsvParseResult csv = parseCsv(QString::fromUtf8(f.readAll()));
    if (!csv.error.isEmpty() || csv.records.isEmpty())
        qFatal("docs/%s: %s", file, qPrintable(csv.error));
    CsvTable t;
    for (int i = 0; i < csv.records.first().fields.size(); ++i)
        t.columns.insert(csv.records.first().fields[i], i);
    for (int i = 1; i < csv.records.size(); ++i)
        t.rows << csv.records[i].fields;
    return t;
}

} // namespace

class TestMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void builtinCatalogIsWhole();
    void findsModelsAsPeopleWriteThem();
    void sentences_data();
    void sentences();
    void eachWeightFormatHasOnePrecisionClass();
    void doublingTheContextDoublesTheKvCache();
    void moeHoldsEveryExpertButGeneratesAtActiveSpeed();
    void slidingWindowAndLatentAttentionCapTheCache();
    void shardingDividesWhatItDivides();
    void frameworkSettingsCountWhatTheyHold();
    void largestContextAndBatch();
    void refusesBadRows();
    void estimatesAgainstMeasurements();
    void fineTuningAgainstMeasurements();
    void plannerTokenRateIsAtTheRankingPrecision();
};

void TestMemory::builtinCatalogIsWhole()
{
    QFile file(QStringLiteral(GPU_ADVISOR_SOURCE_DIR "/resources/catalog/models.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const ModelCatalogLoad load
        = parseModelCatalog(QString::fromUtf8(file.readAll()), QStringLiteral("models.csv"));
    QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.join(QLatin1Char('\n'))));
    QCOMPARE(builtinModels().size(), load.models.size());
    // The families people run today, in the sizes they run.
    for (const char *name : {"Llama 3.2 1B", "Llama 3.1 8B", "Llama 3.1 70B", "Llama 3.1 405B",
             "Qwen2.5 7B", "Qwen2.5 72B", "Qwen3 8B", "Qwen3 30B-A3B", "Qwen3 235B-A22B",
             "DeepSeek V3", "DeepSeek R1", "Mixtral 8x7B", "Gemma 3 27B", "Phi-4", "GLM-4 9B",
             "Stable Diffusion XL", "ResNet-50", "BERT-large"}) {
        QVERIFY2(findModel(builtinModels(), QString::fromLatin1(name)).index >= 0, name);
    }
    for (const ModelSpec &m : builtinModels()) {
        QVERIFY2(!m.sourceUrl.isEmpty(), qPrintable(m.name + QStringLiteral(" has no source")));
        QVERIFY2(!m.sourceDate.isEmpty(), qPrintable(m.name + QStringLiteral(" has no date")));
        if (m.kind == ModelKind::Llm)
            QVERIFY2(m.hasArchitecture(), qPrintable(m.name));
    }
}

void TestMemory::findsModelsAsPeopleWriteThem()
{
    const QList<ModelSpec> &models = builtinModels();
    QCOMPARE(models[findModel(models, QStringLiteral("llama3.1-8b")).index].name,
        QStringLiteral("Llama 3.1 8B"));
    QCOMPARE(models[findModel(models, QStringLiteral("ＬＬａＭＡ 3.1 70b")).index].name,
        QStringLiteral("Llama 3.1 70B"));
    // "Qwen3 8" is not "Qwen3 8B" (whole tokens only), and "Qwen3" alone is several models.
    QVERIFY(findModel(models, QStringLiteral("Qwen3 8")).index < 0);
    const ModelMatch several = findModel(models, QStringLiteral("Qwen3"));
    QVERIFY(several.index < 0);
    QVERIFY(several.candidates.size() > 1);
}

void TestMemory::sentences_data()
{
    QTest::addColumn<QString>("modelName");
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("weights");
    QTest::addColumn<int>("context");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("memoryPerGpuGb");
    QTest::addColumn<bool>("fits");

    auto row = [](const char *sentence, const char *model, FitMethod m, WeightFormat w, int ctx,
                   int batch, int gpus, double gb, bool fits) {
        QTest::newRow(sentence) << QString::fromLatin1(model) << int(m) << int(w) << ctx << batch
                                << gpus << gb << fits;
    };
    row("Llama 3.1 8B at Q4_K_M with an 8k context fits in 8 GB", "Llama 3.1 8B",
        FitMethod::Inference, WeightFormat::Q4_K_M, 8192, 1, 1, 8, true);
    row("Llama 3.1 8B in fp16 does not fit in 12 GB", "Llama 3.1 8B", FitMethod::Inference,
        WeightFormat::Fp16, 4096, 1, 1, 12, false);
    row("Llama 3.1 8B in fp16 with a 4k context fits in 24 GB", "Llama 3.1 8B",
        FitMethod::Inference, WeightFormat::Fp16, 4096, 1, 1, 24, true);
    row("a 70B model at 4 bits does not fit in one 24 GB card", "Llama 3.1 70B",
        FitMethod::Inference, WeightFormat::Q4_K_M, 4096, 1, 1, 24, false);
    row("a 70B model at 4 bits fits in two 24 GB cards", "Llama 3.1 70B", FitMethod::Inference,
        WeightFormat::Q4_K_M, 4096, 1, 2, 24, true);
    row("a 70B model in fp16 does not fit in one 80 GB card", "Llama 3.1 70B", FitMethod::Inference,
        WeightFormat::Fp16, 4096, 1, 1, 80, false);
    row("Qwen2.5 32B at Q4_K_M with an 8k context fits in 24 GB", "Qwen2.5 32B",
        FitMethod::Inference, WeightFormat::Q4_K_M, 8192, 1, 1, 24, true);
    row("full fine-tuning of a 7B model with AdamW does not fit in 80 GB", "Qwen2.5 7B",
        FitMethod::FullFineTune, WeightFormat::Fp16, 2048, 1, 1, 80, false);
    row("QLoRA of a 7B model fits in 16 GB at batch 1 and 2,048 tokens with checkpointing",
        "Qwen2.5 7B", FitMethod::Qlora, WeightFormat::Nf4, 2048, 1, 1, 16, true);
    row("LoRA of an 8B model in 16 bits does not fit in 12 GB", "Llama 3.1 8B", FitMethod::Lora,
        WeightFormat::Fp16, 2048, 1, 1, 12, false);
    row("LoRA of an 8B model in 16 bits fits in 24 GB at 2,048 tokens", "Llama 3.1 8B",
        FitMethod::Lora, WeightFormat::Fp16, 2048, 1, 1, 24, true);
    row("QLoRA of a 70B model fits in one 48 GB card at 512 tokens, with 1 GB kept free",
        "Llama 3.1 70B", FitMethod::Qlora, WeightFormat::Nf4, 512, 1, 1, 48, true);
    row("QLoRA of a 70B model at 2,048 tokens fills a 48 GB card to its last gigabyte: no fit",
        "Llama 3.1 70B", FitMethod::Qlora, WeightFormat::Nf4, 2048, 1, 1, 48, false);
    row("full fine-tuning of an 8B model fits on eight 80 GB cards with ZeRO-3", "Llama 3.1 8B",
        FitMethod::FullFineTune, WeightFormat::Fp16, 2048, 1, 8, 80, true);
    row("DeepSeek V3 at 4 bits does not fit on eight 24 GB cards", "DeepSeek V3",
        FitMethod::Inference, WeightFormat::Q4_K_M, 4096, 1, 8, 24, false);
}

void TestMemory::sentences()
{
    QFETCH(QString, modelName);
    QFETCH(int, method);
    QFETCH(int, weights);
    QFETCH(int, context);
    QFETCH(int, batch);
    QFETCH(int, gpus);
    QFETCH(double, memoryPerGpuGb);
    QFETCH(bool, fits);
    MemoryRequest r;
    r.method = FitMethod(method);
    r.weights = WeightFormat(weights);
    r.context = context;
    r.batch = batch;
    r.gpus = gpus;
    const MemoryEstimate e = estimateMemory(model(modelName), r);
    QVERIFY2(gpu::fits(e, memoryPerGpuGb) == fits,
        qPrintable(QStringLiteral("needs %1 GB per GPU").arg(e.perGpu.total(), 0, 'f', 1)));
}

void TestMemory::doublingTheContextDoublesTheKvCache()
{
    const ModelSpec &m = model(QStringLiteral("Llama 3.1 8B"));
    const double at8k = estimateMemory(m, inference(WeightFormat::Q4_K_M, 8192)).total.kvCache;
    const double at16k = estimateMemory(m, inference(WeightFormat::Q4_K_M, 16384)).total.kvCache;
    QCOMPARE(at16k, 2 * at8k);
    // 2 × 32 layers × 8 KV heads × 128 × 2 bytes × 8192 tokens = 1 GiB exactly.
    QCOMPARE(at8k, 1.0);
    // Doubling the batch doubles it too; a 4-bit cache holds it in 4.5/16 of the space.
    QCOMPARE(estimateMemory(m, inference(WeightFormat::Q4_K_M, 8192, 2)).total.kvCache, 2.0);
    MemoryRequest q = inference(WeightFormat::Q4_K_M, 8192);
    q.kvCacheBits = 4;
    QCOMPARE(estimateMemory(m, q).total.kvCache, 4.5 / 16);
}

void TestMemory::moeHoldsEveryExpertButGeneratesAtActiveSpeed()
{
    // An MoE model needs memory for all experts but generates at the speed of its active ones.
    const ModelSpec &moe = model(QStringLiteral("Qwen3 30B-A3B"));
    const ModelSpec &dense = model(QStringLiteral("Qwen3 32B"));
    const ModelSpec &small = model(QStringLiteral("Qwen3 4B"));
    QVERIFY(moe.isMixtureOfExperts());
    const MemoryRequest r = inference(WeightFormat::Q4_K_M, 4096);
    QVERIFY(estimateMemory(moe, r).total.weights > 0.9 * estimateMemory(dense, r).total.weights);
    const double bandwidth = 1008; // RTX 4090, GB/s
    const double moeSpeed = *decodeTokensPerSecond(moe, r, bandwidth);
    // Ten times fewer bytes per token, but the same fixed time per step: about four times as
    // fast (llama.cpp users report some 4× on an RTX 4090), not ten.
    QVERIFY(moeSpeed > 3.5 * *decodeTokensPerSecond(dense, r, bandwidth));
    QVERIFY(moeSpeed > 0.8 * *decodeTokensPerSecond(small, r, bandwidth));
}

void TestMemory::slidingWindowAndLatentAttentionCapTheCache()
{
    // Gemma 3 caches 1,024 tokens in five of every six layers: at 32k tokens its cache is far
    // smaller than a full-attention model's of the same shape would be.
    const ModelSpec &gemma = model(QStringLiteral("Gemma 3 27B"));
    QCOMPARE(gemma.attention, AttentionKind::Hybrid);
    ModelSpec full = gemma;
    full.attention = AttentionKind::Full;
    const MemoryRequest r = inference(WeightFormat::Q4_K_M, 32768);
    QVERIFY(estimateMemory(gemma, r).total.kvCache < 0.3 * estimateMemory(full, r).total.kvCache);
    // DeepSeek V3 caches a 576-value latent per layer and token: 61 × 576 × 2 bytes × 4096.
    const ModelSpec &v3 = model(QStringLiteral("DeepSeek V3"));
    QCOMPARE(v3.attention, AttentionKind::Latent);
    const double kv = estimateMemory(v3, inference(WeightFormat::Fp8, 4096)).total.kvCache;
    QVERIFY(qAbs(kv - 61.0 * 576 * 2 * 4096 / (1024.0 * 1024 * 1024)) < 1e-9);
}

void TestMemory::shardingDividesWhatItDivides()
{
    const ModelSpec &m = model(QStringLiteral("Llama 3.1 8B"));
    MemoryRequest r = training(FitMethod::FullFineTune, 2048);
    const MemoryEstimate one = estimateMemory(m, r);
    // 16 bytes per parameter before activations (ZeRO paper).
    const double state = one.perGpu.weights + one.perGpu.gradients + one.perGpu.optimizer;
    QVERIFY(qAbs(state - 16 * 8.03e9 / (1024.0 * 1024 * 1024)) < 0.01);
    r.gpus = 4;
    r.sharding = Sharding::Zero3;
    const MemoryEstimate zero3 = estimateMemory(m, r);
    QVERIFY(qAbs(zero3.perGpu.optimizer * 4 - one.perGpu.optimizer) < 1e-9);
    QVERIFY(qAbs(zero3.perGpu.weights * 4 - one.perGpu.weights) < 1e-9);
    QCOMPARE(zero3.perGpu.activations, one.perGpu.activations); // each GPU its own batch
    r.sharding = Sharding::None; // data parallelism copies everything
    QCOMPARE(estimateMemory(m, r).perGpu.total(), one.perGpu.total());
    r.sharding = Sharding::Zero1;
    const MemoryEstimate zero1 = estimateMemory(m, r);
    QCOMPARE(zero1.perGpu.gradients, one.perGpu.gradients);
    QVERIFY(zero1.perGpu.optimizer < one.perGpu.optimizer);
    // Checkpointing keeps far fewer activations.
    const double withGc = estimateMemory(m, training(FitMethod::Lora, 4096)).total.activations;
    const double without
        = estimateMemory(m, training(FitMethod::Lora, 4096, 1, false)).total.activations;
    QVERIFY(without > 3 * withGc);
}

void TestMemory::frameworkSettingsCountWhatTheyHold()
{
    const ModelSpec &m = model(QStringLiteral("Llama 3.1 8B"));
    constexpr double GiB = 1024.0 * 1024 * 1024;
    const double outputLayer = 128256.0 * 4096; // the largest weight tensor
    MemoryRequest r = training(FitMethod::FullFineTune, 2048);
    const MemoryEstimate plain = estimateMemoryNumbers(m, r);
    // The optimizer step in the backward pass holds one tensor's 16-bit gradient at a time.
    r.optimizerInBackward = true;
    const MemoryEstimate inBackward = estimateMemoryNumbers(m, r);
    QVERIFY(qAbs(inBackward.total.gradients - 2 * outputLayer / GiB) < 1e-9);
    QCOMPARE(inBackward.total.optimizer, plain.total.optimizer);
    // A paged optimizer: the FP32 master copy stays, the moments of the largest tensor count.
    r.pagedOptimizer = true;
    const MemoryEstimate paged = estimateMemoryNumbers(m, r);
    QVERIFY(qAbs(paged.total.optimizer - (4 * 8.03e9 + 8 * outputLayer) / GiB) < 1e-9);
    QCOMPARE(paged.total.weights, plain.total.weights);
    // LoRA of rank 8: matrices under 100,000 elements (8 × 4,096) are not paged, those of the
    // MLP width (8 × 14,336) are, and only the largest of them counts.
    MemoryRequest lora = training(FitMethod::Lora, 2048);
    lora.loraRank = 8;
    const double moments = estimateMemoryNumbers(m, lora).total.optimizer; // 8 bytes each
    lora.pagedOptimizer = true;
    const double pagedMatrices = 8.0 * 3 * 14336 * 32; // up and gate B, down A, per layer
    QVERIFY(qAbs(estimateMemoryNumbers(m, lora).total.optimizer
                - (moments - 8 * pagedMatrices / GiB + 8 * 8.0 * 14336 / GiB))
        < 1e-9);
    // Without a shape nothing is known to be small: every gradient and moment counts.
    const ModelSpec bare = modelFromParameterCount(7, {});
    QVERIFY(!bare.hasArchitecture());
    QCOMPARE(estimateMemoryNumbers(bare, r).total.gradients,
        estimateMemoryNumbers(bare, training(FitMethod::FullFineTune, 2048)).total.gradients);
    // Each setting is said in the answer, on or off.
    const QString said = memoryAssumptions(m, r).join(QLatin1Char(' '));
    QVERIFY(said.contains(QLatin1String("optimizer_in_bwd")));
    QVERIFY(said.contains(QLatin1String("Paged optimizer")));
    const QString off
        = memoryAssumptions(m, training(FitMethod::FullFineTune, 2048)).join(QLatin1Char(' '));
    QVERIFY(off.contains(QLatin1String("Every gradient kept")));
    QVERIFY(off.contains(QLatin1String("no paged optimizer")));
}

void TestMemory::largestContextAndBatch()
{
    const ModelSpec &m = model(QStringLiteral("Llama 3.1 8B"));
    const MemoryRequest r = inference(WeightFormat::Q4_K_M, 4096);
    const int on8 = largestContextThatFits(m, r, 8);
    const int on24 = largestContextThatFits(m, r, 24);
    QVERIFY(on8 >= 8192);
    QVERIFY(on24 > on8);
    QCOMPARE(on24, m.maxContext); // 128k tokens fit in 24 GB at 4 bits
    QVERIFY(largestContextThatFits(m, inference(WeightFormat::Fp16, 4096), 12) == 0);
    QVERIFY(largestBatchThatFits(m, r, 24) > largestBatchThatFits(m, r, 8));
}

void TestMemory::refusesBadRows()
{
    const QString text
        = QStringLiteral("name,params_total_b,params_active_b,layers,attention,window\n"
                         "Good 1B,1.0,,,full,\n"
                         ",,,\n"
                         "Bad MoE,10,20,,,\n"
                         "Bad window,7,,32,sliding,\n"
                         "Bad number,seven,,,,\n");
    const ModelCatalogLoad load = parseModelCatalog(text, QStringLiteral("mine.csv"));
    QCOMPARE(load.models.size(), 1);
    QCOMPARE(load.problems.size(), 3);
    QVERIFY(load.problems[0].startsWith(QStringLiteral("mine.csv:4: field params_active_b")));
    QVERIFY(load.problems[1].startsWith(QStringLiteral("mine.csv:5: field window")));
    QVERIFY(load.problems[2].contains(QStringLiteral("\"seven\"")));
}

// Every measured row of docs/memory-measurements.csv whose model is in the catalog, against
// the estimate; prints the table docs/memory.md shows and holds the medians to their targets.
void TestMemory::estimatesAgainstMeasurements()
{
    const CsvTable csv = readDocsCsv("memory-measurements.csv");
    QList<double> inferenceErrors, trainingErrors;
    QStringList table;
    for (const QStringList &f : csv.rows) {
        auto v = [&](const char *name) { return csv.field(f, name); };
        const QString what = v("what");
        // Estimates, requirements and bounds are not measurements.
        if (what.contains(QLatin1String("estimate")) || what.contains(QLatin1String("bound"))
            || what.contains(QLatin1String("requirement")) || what.contains(QLatin1String("approx"))
            || what.contains(QLatin1String("offload")))
            continue;
        const ModelMatch match = findModel(builtinModels(), v("model"));
        if (match.index < 0
            || builtinModels()[match.index].name.compare(v("model"), Qt::CaseInsensitive))
            continue;
        const ModelSpec &m = builtinModels()[match.index];
        const auto method = fitMethodFromCode(v("method"));
        if (!method)
            continue;
        MemoryRequest r;
        r.method = *method;
        if (const auto w = weightFormatFromCode(v("weights_format")))
            r.weights = *w;
        else if (!v("weights_format").isEmpty())
            continue;
        r.context = v("context").isEmpty() ? 1 : v("context").toInt();
        r.batch = v("batch").isEmpty() ? 1 : v("batch").toInt();
        r.gpus = v("gpus").isEmpty() ? 1 : v("gpus").toInt();
        const QString kv = v("kv_cache_format");
        r.kvCacheBits = kv.startsWith(QLatin1String("q4")) ? 4
            : kv.startsWith(QLatin1String("q8"))           ? 8
                                                           : 16;
        static const QRegularExpression rank(QStringLiteral("rank (\\d+)"));
        if (const auto rm = rank.match(v("notes")); rm.hasMatch())
            r.loraRank = rm.captured(1).toInt();
        const MemoryEstimate e = estimateMemory(m, r);
        double estimate = 0;
        double measured = v("measured_gb").toDouble() * 1e9 / (1024.0 * 1024 * 1024); // GB -> GiB
        if (what == QLatin1String("weights file"))
            estimate = e.total.weights;
        else if (what == QLatin1String("kv cache"))
            estimate = e.total.kvCache, measured = v("measured_gb").toDouble(); // printed as GiB
        else if (what == QLatin1String("kv cache per GPU"))
            estimate = e.perGpu.kvCache;
        else if (what == QLatin1String("weights loaded per GPU"))
            estimate = e.perGpu.weights;
        else if (what.startsWith(QLatin1String("GPU VRAM size at which"))) {
            if (!what.contains(QLatin1String("Hugging Face")))
                continue; // Unsloth's own kernels keep far fewer activations than we model
            estimate = e.perGpu.total();
            measured = v("measured_gb").toDouble(); // a card's printed size, GiB
        } else if (what.startsWith(QLatin1String("total VRAM")))
            estimate = e.perGpu.total();
        else
            continue;
        const double error = estimate / measured - 1;
        (r.method == FitMethod::Inference ? inferenceErrors : trainingErrors) << std::abs(error);
        table << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 % |")
                     .arg(m.name, toCode(r.method), v("weights_format"), v("context"), what)
                     .arg(measured, 0, 'f', 2)
                     .arg(estimate, 0, 'f', 2)
                     .arg(100 * error, 0, 'f', 1);
    }
    qInfo().noquote() << "\n| model | method | weights | context | what | measured GiB | estimate "
                         "GiB | error |\n|---|---|---|---|---|---|---|---|\n"
            + table.join(QLatin1Char('\n'));
    const double inferenceMedian = median(inferenceErrors);
    const double trainingMedian = median(trainingErrors);
    qInfo("inference: %d rows, median absolute error %.1f %%; fine-tuning: %d rows, %.1f %%",
        int(inferenceErrors.size()), 100 * inferenceMedian, int(trainingErrors.size()),
        100 * trainingMedian);
    QVERIFY(inferenceErrors.size() >= 8);
    QVERIFY(trainingErrors.size() >= 5);
    QVERIFY2(inferenceMedian <= 0.10, "inference median absolute error above 10 %");
    QVERIFY2(trainingMedian <= 0.20, "fine-tuning median absolute error above 20 %");
}

// The planner's token rate, the window's ranking and the report judge a weight format at one
// precision class (precisionForWeights()): the nearest in bits per weight.
// Fine-tuning memory as the frameworks measured it (docs/finetune-memory-measurements.csv: 70
// peak-memory figures of torchtune, LitGPT, lit-gpt, Hugging Face + FlashAttention 2 and the QLoRA
// paper, each with the framework's own settings: pure BF16, a chunked loss, the optimizer step in
// the backward pass and a paged optimizer where the framework's recipe uses them). docs/memory.md,
// "Fine-tuning against the frameworks", prints the same medians and the full fine-tuning rows.
void TestMemory::fineTuningAgainstMeasurements()
{
    const CsvTable csv = readDocsCsv("finetune-memory-measurements.csv");
    QHash<QString, QList<double>> errors; // by method
    QMap<QString, QList<double>> byFramework; // by framework (issue 41, item 4)
    QStringList fullRows; // the full fine-tuning rows, part by part
    for (const QStringList &f : csv.rows) {
        auto v = [&](const char *name) { return csv.field(f, name); };
        const auto method = fitMethodFromCode(v("method"));
        QVERIFY2(method, qPrintable(v("method")));
        const ModelSpec spec = v("model").isEmpty()
            ? modelFromParameterCount(v("params_b").toDouble(), builtinModels())
            : model(v("model"));
        MemoryRequest r = training(*method, v("sequence_length").toInt(), v("batch").toInt(),
            v("gradient_checkpointing") == QLatin1String("yes"));
        r.eightBitOptimizer = v("optimizer_8bit") == QLatin1String("yes");
        r.pureBf16 = v("pure_bf16") == QLatin1String("yes");
        r.chunkedLoss = v("chunked_loss") == QLatin1String("yes");
        r.optimizerInBackward = v("optimizer_in_backward") == QLatin1String("yes");
        r.pagedOptimizer = v("paged_optimizer") == QLatin1String("yes");
        if (!v("lora_rank").isEmpty())
            r.loraRank = v("lora_rank").toInt();
        r.gpus = std::max(1, v("gpus").toInt());
        const MemoryEstimate e = estimateMemoryNumbers(spec, r);
        const double estimated = r.gpus > 1 ? e.perGpu.total() : e.total.total();
        const double measured = v("measured_gib").toDouble();
        QVERIFY(measured > 0);
        errors[v("method")] << std::abs(estimated / measured - 1);
        byFramework[v("framework")] << std::abs(estimated / measured - 1);
        if (r.method == FitMethod::FullFineTune) {
            const MemoryBreakdown &b = r.gpus > 1 ? e.perGpu : e.total;
            const QString settings = QStringList {v("gradient_checkpointing"), v("optimizer_8bit"),
                v("optimizer_in_backward"), v("paged_optimizer")}
                                         .join(QLatin1Char('/'));
            fullRows << QStringLiteral("| %1 | %2 | %3 | %4 × %5 | %6 | %7 | %8 | %9 |")
                            .arg(v("framework"), spec.name, v("gpus"), v("batch"),
                                v("sequence_length"), settings)
                            .arg(QStringLiteral("%1 / %2 / %3 / %4 / %5")
                                     .arg(b.weights, 0, 'f', 1)
                                     .arg(b.gradients, 0, 'f', 1)
                                     .arg(b.optimizer, 0, 'f', 1)
                                     .arg(b.activations, 0, 'f', 1)
                                     .arg(b.overhead, 0, 'f', 1))
                            .arg(estimated, 0, 'f', 1)
                            .arg(QStringLiteral("%1 | %2 %")
                                     .arg(measured, 0, 'f', 1)
                                     .arg(100 * (estimated / measured - 1), 0, 'f', 1));
        }
    }
    qInfo().noquote() << "\n| framework | model | GPUs | batch × tokens | checkpointing / 8-bit / "
                         "in backward / paged | weights / gradients / optimizer / activations / "
                         "overhead GiB | estimate GiB | measured GiB | error |\n"
                         "|---|---|---:|---:|---|---|---:|---:|---:|\n"
            + fullRows.join(QLatin1Char('\n'));
    QCOMPARE(errors.value(QStringLiteral("lora")).size()
            + errors.value(QStringLiteral("qlora")).size()
            + errors.value(QStringLiteral("full")).size(),
        int(csv.rows.size()));
    // Target (issue 25): 20 % for each method, at each row's own batch, sequence length,
    // checkpointing and framework settings (docs/memory.md).
    const double lora = median(errors.value(QStringLiteral("lora")));
    const double qlora = median(errors.value(QStringLiteral("qlora")));
    const double full = median(errors.value(QStringLiteral("full")));
    qInfo("median error: LoRA %.1f %% (%d), QLoRA %.1f %% (%d), full %.1f %% (%d)", lora * 100,
        int(errors.value(QStringLiteral("lora")).size()), qlora * 100,
        int(errors.value(QStringLiteral("qlora")).size()), full * 100,
        int(errors.value(QStringLiteral("full")).size()));
    // Issue 41, item 4: 20 % per framework too, where it has five rows or more.
    for (auto it = byFramework.cbegin(); it != byFramework.cend(); ++it) {
        const double m = median(*it);
        qInfo("framework %s: median error %.1f %% (%d rows)", qPrintable(it.key()), m * 100,
            int(it->size()));
        if (it->size() < 5)
            continue;
        if (it.key() == QLatin1String("lit-gpt"))
            QEXPECT_FAIL("",
                "lit-gpt's 2023 tutorials: models of 1.4B and 3.6B whose architecture is "
                "guessed from their size, over-estimated by 29-67 % (docs/memory.md)",
                Continue);
        QVERIFY2(m <= 0.20, qPrintable(it.key() + QLatin1Char(' ') + QString::number(m)));
    }
    QVERIFY2(lora <= 0.20, qPrintable(QString::number(lora)));
    QVERIFY2(qlora <= 0.20, qPrintable(QString::number(qlora)));
    QVERIFY2(full <= 0.20, qPrintable(QString::number(full)));
}

void TestMemory::eachWeightFormatHasOnePrecisionClass()
{
    const QList<QPair<WeightFormat, Precision>> expected = {{WeightFormat::Fp32, Precision::Fp32},
        {WeightFormat::Fp16, Precision::Fp16}, {WeightFormat::Fp8, Precision::Int8},
        {WeightFormat::Int8, Precision::Int8}, {WeightFormat::Q8_0, Precision::Int8},
        {WeightFormat::Q6_K, Precision::Int8}, {WeightFormat::Q5_K_M, Precision::Int4},
        {WeightFormat::Q4_K_M, Precision::Int4}, {WeightFormat::Q4_0, Precision::Int4},
        {WeightFormat::Q3_K_M, Precision::Int4}, {WeightFormat::Q2_K, Precision::Int4},
        {WeightFormat::Int4, Precision::Int4}, {WeightFormat::Nf4, Precision::Int4}};
    for (const auto &[format, precision] : expected)
        QVERIFY2(precisionForWeights(format) == precision, qPrintable(toCode(format)));
}

// Issue 27: one rule from weight format to precision. For every weight format the planner reads
// its tokens/s (`fit`, `rank --model`) at the precision the window and the report rank at
// (rankingPrecision(), AppState, RankingBar, `report --quant`); fine-tuning ranks at FP16.
void TestMemory::plannerTokenRateIsAtTheRankingPrecision()
{
    int formats = 0;
    for (int i = int(WeightFormat::Fp32); i <= int(WeightFormat::Nf4); ++i) {
        const auto format = WeightFormat(i);
        QVERIFY(!toCode(format).isEmpty());
        FitPlanRequest plan;
        plan.memory.method = FitMethod::Inference;
        plan.memory.weights = format;
        QVERIFY2(tokenRatePrecision(plan) == rankingPrecision(FitMethod::Inference, format),
            qPrintable(toCode(format)));
        QVERIFY2(rankingPrecision(FitMethod::Inference, format) == precisionForWeights(format),
            qPrintable(toCode(format)));
        // The planner reads decode speed the same way whatever the method asked.
        plan.memory.method = FitMethod::Lora;
        QVERIFY2(
            tokenRatePrecision(plan) == precisionForWeights(format), qPrintable(toCode(format)));
        for (FitMethod m : {FitMethod::Lora, FitMethod::Qlora, FitMethod::FullFineTune})
            QVERIFY2(rankingPrecision(m, format) == Precision::Fp16, qPrintable(toCode(m)));
        ++formats;
    }
    QCOMPARE(formats, 13); // every WeightFormat (MemoryModel.h)
}

QTEST_GUILESS_MAIN(TestMemory)
#include "tst_memory.moc"
