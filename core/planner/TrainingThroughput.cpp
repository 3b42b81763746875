// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrainingThroughput.h"

#include <QHash>

#include <algorithm>

namespace gpu {

double trainingFlopsPerToken(
    double paramsB, int layers, int hidden, int vocab, FitMethod method, int sequence)
{
    if (method == FitMethod::Inference || !(paramsB > 0) || layers <= 0 || hidden <= 0
        || sequence <= 0)
        return 0;
    // The input embedding is a lookup: no arithmetic.
    const double matmulParams = std::max(paramsB * 1e9 - double(vocab) * hidden, paramsB * 5e8);
    const double perParam = method == FitMethod::FullFineTune ? 6.0 : 4.0;
    return perParam * matmulParams + 6.0 * layers * double(sequence) * hidden;
}

double trainingFlopsPerToken(const ModelSpec &model, FitMethod method, int sequence)
{
    return trainingFlopsPerToken(
        model.activeParamsB(), model.layers, model.hiddenSize, model.vocabSize, method, sequence);
}

namespace {

// Sources, as docs/finetune-throughput-measurements.csv gives them in full.
const char *const torchtuneTable = "torchtune README.md, 'Memory and training speed' (30b8519e, "
                                   "2024-09-24)";
const char *const torchtuneFlags = "torchtune README.md, 'Optimization flags', Llama 3.2 3B on "
                                   "one A100 (1814feb1, 2024-11-18)";
const char *const torchtuneFp8 = "torchtune PR #2546 commit message, bf16 baseline (dcdeea4b, "
                                 "2025-04-17)";
const char *const nemo = "NVIDIA-NeMo/Automodel docs/performance-summary.mdx, LoRA on DGX H100 "
                         "(36044ad3)";
const char *const qwen = "QwenLM/Qwen README.md, 'Profiling of Memory and Speed' (e6f2a7af, "
                         "2023-10-11; e8e15962, 2023-11-30)";
const char *const llamaFactory
    = "LLaMA-Factory wiki 'Performance-Comparison' via unslothai/unsloth "
      "README.md (9406ca6e, 2023-12-31)";
const char *const mlperfJuniper = "MLPerf Training v4.0 closed, Juniper Networks, llama2_70b_lora "
                                  "reference (HF + DeepSpeed ZeRO-3, BF16; 62f111b7, 2024-05-08)";

struct Shape
{
    const char *name;
    double paramsB;
    int layers, hidden, vocab;
};
// Each model's config.json on Hugging Face (num_hidden_layers, hidden_size, vocab_size).
constexpr Shape llama31_8b {"Llama 3.1 8B", 8.03, 32, 4096, 128256};
constexpr Shape llama3_8b {"Llama 3 8B", 8.03, 32, 4096, 128256};
constexpr Shape llama32_3b {"Llama 3.2 3B", 3.21, 28, 3072, 128256};
constexpr Shape llama31_70b {"Llama 3.1 70B", 70.55, 80, 8192, 128256};
constexpr Shape llama33_70b {"Llama 3.3 70B", 70.55, 80, 8192, 128256};
constexpr Shape llama31_405b {"Llama 3.1 405B", 405.85, 126, 16384, 128256};
constexpr Shape llama2_7b {"Llama 2 7B", 6.74, 32, 4096, 32000};
constexpr Shape llama2_70b {"Llama 2 70B", 68.98, 80, 8192, 32000};
constexpr Shape qwen25_7b {"Qwen2.5 7B", 7.61, 28, 3584, 152064};
constexpr Shape qwen25_32b {"Qwen2.5 32B", 32.5, 64, 5120, 152064};
constexpr Shape qwen_1_8b {"Qwen-1.8B", 1.84, 24, 2048, 151936};
constexpr Shape qwen_7b {"Qwen-7B", 7.72, 32, 4096, 151936};
constexpr Shape qwen_14b {"Qwen-14B", 14.2, 40, 5120, 152064};
constexpr Shape qwen_72b {"Qwen-72B", 72.3, 80, 8192, 152064};

TrainingMeasurement row(const char *card, int gpus, const Shape &m, FitMethod method, int sequence,
    double tokensPerSecond, const char *framework, const char *source)
{
    TrainingMeasurement r;
    r.card = QString::fromUtf8(card);
    r.gpus = gpus;
    r.model = QString::fromUtf8(m.name);
    r.paramsB = m.paramsB;
    r.layers = m.layers;
    r.hidden = m.hidden;
    r.vocab = m.vocab;
    r.method = method;
    r.sequence = sequence;
    r.tokensPerSecond = tokensPerSecond;
    r.framework = QString::fromUtf8(framework);
    r.source = QString::fromUtf8(source);
    return r;
}

QList<TrainingMeasurement> makeMeasurements()
{
    constexpr auto full = FitMethod::FullFineTune;
    constexpr auto lora = FitMethod::Lora;
    constexpr auto qlora = FitMethod::Qlora;
    const char *const rtx4090 = "NVIDIA GeForce RTX 4090 24 GB";
    // "A100" without its memory or form: every A100 has the same 312 TFLOPS of BF16.
    const char *const a100 = "NVIDIA A100 SXM 80 GB";
    const char *const h100 = "NVIDIA H100 SXM 80 GB";
    const char *const h100Nvl = "NVIDIA H100 NVL PCIe 94 GB";
    return {
        // One GPU: the fit.
        row(rtx4090, 1, llama31_8b, full, 2048, 1650, "torchtune", torchtuneTable),
        row(rtx4090, 1, llama31_8b, lora, 2048, 3083, "torchtune", torchtuneTable),
        row(rtx4090, 1, llama31_8b, qlora, 2048, 2413, "torchtune", torchtuneTable),
        row(a100, 1, llama32_3b, full, 4096, 7210, "torchtune", torchtuneFlags),
        row(a100, 1, llama32_3b, lora, 4096, 8210, "torchtune", torchtuneFlags),
        row(a100, 1, llama32_3b, qlora, 4096, 8035, "torchtune", torchtuneFlags),
        row(h100, 1, llama31_8b, lora, 4096, 12473, "NeMo AutoModel", nemo),
        row(h100, 1, qwen25_7b, lora, 4096, 14110, "NeMo AutoModel", nemo),
        row(a100, 1, qwen_1_8b, full, 2048, 7123, "HF Transformers", qwen),
        row(a100, 1, qwen_7b, lora, 2048, 3151, "HF Transformers + PEFT", qwen),
        row(a100, 1, qwen_7b, qlora, 2048, 2341, "HF Transformers + PEFT (GPTQ base)", qwen),
        row(a100, 1, qwen_14b, lora, 2048, 1950, "HF Transformers + PEFT", qwen),
        row(a100, 1, qwen_14b, qlora, 2048, 1388, "HF Transformers + PEFT (GPTQ base)", qwen),
        row(a100, 1, qwen_72b, qlora, 2048, 275, "HF Transformers + PEFT (GPTQ base)", qwen),
        row(a100, 1, llama2_7b, lora, 1024, 2954, "HF + FlashAttention-2", llamaFactory),
        row(a100, 1, llama2_7b, qlora, 1024, 2415, "HF Transformers + PEFT", llamaFactory),
        // Several GPUs: predicted out of sample.
        row(a100, 8, llama31_70b, lora, 2048, 3497, "torchtune (FSDP)", torchtuneTable),
        row(a100, 8, llama31_405b, qlora, 2048, 653, "torchtune (FSDP)", torchtuneTable),
        row(h100Nvl, 4, llama3_8b, full, 2048, 11094, "torchtune (FSDP2)", torchtuneFp8),
        row(h100Nvl, 4, llama32_3b, full, 2048, 26009, "torchtune (FSDP2)", torchtuneFp8),
        row(h100, 8, llama33_70b, lora, 4096, 8735, "NeMo AutoModel", nemo),
        row(h100, 8, qwen25_32b, lora, 4096, 18002, "NeMo AutoModel", nemo),
        row(h100, 8, llama2_70b, lora, 8192, 5151, "HF + PEFT + DeepSpeed ZeRO-3", mlperfJuniper),
        row(a100, 2, qwen_7b, full, 1024, 3641, "HF Transformers + DeepSpeed", qwen),
        row(a100, 4, qwen_72b, lora, 2048, 1434, "HF + PEFT + DeepSpeed ZeRO-3", qwen),
    };
}

double median(QList<double> v)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

bool nvlinkOf(const Card &card)
{
    return card.key.form == Form::SXM || card.key.form == Form::OAM;
}

} // namespace

const QList<TrainingMeasurement> &trainingMeasurements()
{
    static const QList<TrainingMeasurement> rows = makeMeasurements();
    return rows;
}

std::optional<double> TrainingThroughput::peakTflops(const Card &card)
{
    if (const auto bf16 = PerformanceModel::computeTflops(card, Precision::Bf16))
        return bf16;
    return PerformanceModel::computeTflops(card, Precision::Fp16);
}

namespace {

QString kindOf(const Card &card)
{
    return card.architecture + QLatin1Char('/')
        + QString::number(int(card.productLine.value_or(ProductLine::Consumer)));
}

} // namespace

TrainingThroughput TrainingThroughput::fit(
    const QList<Card> &cards, const PerformanceModel &model, const MultiGpuScaling *scaling)
{
    TrainingThroughput out;
    out.m_transformer = model.parameters(Workload::Transformer, Precision::Fp16);
    out.m_scaling = scaling;
    QHash<QString, const Card *> byName;
    for (const Card &c : cards)
        byName.insert(c.displayName(), &c);
    // What each row implies: per GPU, measured × F / C.
    QHash<int, QList<int>> single; // method → indices into m_backtest
    for (const TrainingMeasurement &m : trainingMeasurements()) {
        const Card *card = byName.value(m.card);
        std::optional<double> peak;
        if (card)
            peak = peakTflops(*card);
        const double flops
            = trainingFlopsPerToken(m.paramsB, m.layers, m.hidden, m.vocab, m.method, m.sequence);
        if (!peak || !(flops > 0))
            continue;
        TrainingBacktestRow b;
        b.measurement = m;
        b.peakTflops = *peak;
        b.utilisation = m.tokensPerSecond / m.gpus * flops / (*peak * 1e12);
        b.inFit = m.gpus == 1;
        if (b.inFit) {
            single[int(m.method)] << int(out.m_backtest.size());
            out.m_measuredKinds.insert(kindOf(*card));
        }
        out.m_backtest << b;
    }
    for (FitMethod method : {FitMethod::FullFineTune, FitMethod::Lora, FitMethod::Qlora}) {
        TrainingUtilisation u;
        u.method = method;
        const QList<int> rows = single.value(int(method));
        QList<double> all, errors;
        for (int i : rows)
            all << out.m_backtest[i].utilisation;
        u.rows = int(rows.size());
        u.utilisation = median(all);
        // Leave one out: each row against the median of the others.
        for (int i : rows) {
            QList<double> others;
            for (int j : rows)
                if (j != i)
                    others << out.m_backtest[j].utilisation;
            TrainingBacktestRow &b = out.m_backtest[i];
            const double without = median(others);
            if (!(without > 0))
                continue;
            const double ratio = b.utilisation / without;
            b.predicted = b.measurement.tokensPerSecond / ratio;
            u.low = errors.isEmpty() ? ratio : std::min(u.low, ratio);
            u.high = errors.isEmpty() ? ratio : std::max(u.high, ratio);
            errors << std::abs(ratio - 1.0) * 100.0;
        }
        u.medianErrorPercent = median(errors);
        if (u.rows < 2)
            u = TrainingUtilisation {method, 0, 1, 1, 0, 0};
        out.m_utilisation << u;
    }
    // Several GPUs, out of sample: the single-GPU fit × GPUs × the data-parallel efficiency.
    for (TrainingBacktestRow &b : out.m_backtest) {
        if (b.inFit)
            continue;
        const TrainingUtilisation u = out.utilisation(b.measurement.method);
        const Card *card = byName.value(b.measurement.card);
        const double flops = trainingFlopsPerToken(b.measurement.paramsB, b.measurement.layers,
            b.measurement.hidden, b.measurement.vocab, b.measurement.method,
            b.measurement.sequence);
        double speedup = b.measurement.gpus;
        if (scaling && card)
            if (const ScalingFactor f
                = scaling->factor(nvlinkOf(*card) ? Parallelism::DataParallelNvLink
                                                  : Parallelism::DataParallelPcie);
                f.rows > 0)
                speedup = f.speedup(b.measurement.gpus);
        b.predicted = u.utilisation * b.peakTflops * 1e12 / flops * speedup;
    }
    return out;
}

TrainingUtilisation TrainingThroughput::utilisation(FitMethod method) const
{
    for (const TrainingUtilisation &u : m_utilisation)
        if (u.method == method)
            return u;
    TrainingUtilisation none;
    none.method = method;
    return none;
}

std::optional<TrainingRate> TrainingThroughput::rate(const ModelSpec &model,
    const MemoryRequest &request, const Card &card, int gpus, bool nvlink) const
{
    const TrainingUtilisation u = utilisation(request.method);
    const double flops = trainingFlopsPerToken(model, request.method, request.context);
    const auto peak = peakTflops(card);
    if (!(u.utilisation > 0) || !(flops > 0) || !peak || !(*peak > 0))
        return std::nullopt;
    const double perGpu = u.utilisation * *peak * 1e12 / flops;
    TrainingRate r;
    r.tokensPerSecond = perGpu * std::max(1, gpus);
    r.low = r.tokensPerSecond * u.low;
    r.high = r.tokensPerSecond * u.high;
    if (gpus > 1 && m_scaling) {
        const ScalingFactor f = m_scaling->factor(
            nvlink ? Parallelism::DataParallelNvLink : Parallelism::DataParallelPcie);
        if (f.rows > 0) {
            r.tokensPerSecond = perGpu * f.speedup(gpus);
            r.low = r.tokensPerSecond * u.low * f.low;
            r.high = r.tokensPerSecond * u.high * f.high;
        }
    }
    r.basis = card.key.vendor != QLatin1String("NVIDIA") ? EstimateBasis::Unverified
        : PerformanceModel::runsOnTensorCores(card, Precision::Fp16)
            && m_measuredKinds.contains(kindOf(card))
        ? EstimateBasis::Calibrated
        : EstimateBasis::Extrapolated;
    if (r.basis != EstimateBasis::Calibrated) {
        const auto [low, high] = PerformanceModel::rangeOf(m_transformer, r.basis, card.key.vendor);
        r.low *= std::min(low, 1.0);
        r.high *= std::max(high, 1.0);
    }
    return r;
}

} // namespace gpu
