// SPDX-License-Identifier: GPL-3.0-or-later
#include "MemoryModel.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpu {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Per-GPU fixed costs (docs/memory.md, "Overhead"): the CUDA context and the runtime's own
// allocations; training adds cuBLAS workspaces and the caching allocator's reserve.
constexpr double kInferenceOverheadGiB = 0.5;
constexpr double kTrainingOverheadGiB = 1.0;
// Tokens a llama.cpp-like engine processes per compute step (its default micro-batch).
constexpr double kComputeMicroBatch = 512;

struct FormatInfo
{
    WeightFormat format;
    const char *code;
    double bits;
};
// Bits per weight: the block formats by their layout (Q8_0: 34 bytes per 32 weights; Q4_0: 18
// bytes per 32), the K-quant mixes as llama.cpp's quantize README measures them on a 7B Llama
// (Q6_K 6.56, Q5_K_M 5.68, Q4_K_M 4.84, Q3_K_M 3.91, Q2_K 3.35); AWQ/GPTQ 4 bits plus an fp16
// scale and zero point per group of 128 (4.25); NF4 with double quantisation 4.127 (QLoRA paper,
// Dettmers et al. 2023, section 3).
constexpr FormatInfo kFormats[] = {{WeightFormat::Fp32, "fp32", 32},
    {WeightFormat::Fp16, "fp16", 16}, {WeightFormat::Fp8, "fp8", 8},
    {WeightFormat::Int8, "int8", 8}, {WeightFormat::Q8_0, "q8_0", 8.5},
    {WeightFormat::Q6_K, "q6_k", 6.56}, {WeightFormat::Q5_K_M, "q5_k_m", 5.68},
    {WeightFormat::Q4_K_M, "q4_k_m", 4.84}, {WeightFormat::Q4_0, "q4_0", 4.5},
    {WeightFormat::Q3_K_M, "q3_k_m", 3.91}, {WeightFormat::Q2_K, "q2_k", 3.35},
    {WeightFormat::Int4, "int4", 4.25}, {WeightFormat::Nf4, "nf4", 4.127}};

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions under the namespace's context.
    return QCoreApplication::translate("gpu", text);
}

int divisorFor(Sharding s, Sharding atLeast, int gpus)
{
    return int(s) >= int(atLeast) ? std::max(1, gpus) : 1;
}

// Parameters of the input embedding and output layer (kept in 16 bits by QLoRA).
double embeddingParams(const ModelSpec &m)
{
    if (m.vocabSize <= 0 || m.hiddenSize <= 0)
        return 0;
    return 2.0 * double(m.vocabSize) * double(m.hiddenSize);
}

// The inner dimension of each adapter matrix of one layer: A (rank × inputs) and B (outputs ×
// rank) of the q, k, v, o projections and the three MLP projections (gate, up, down).
std::array<double, 14> adapterMatrixDims(const ModelSpec &m)
{
    const double h = m.hiddenSize;
    const double q = double(m.attentionHeads) * m.effectiveHeadDim();
    const double kv = double(m.effectiveKvHeads()) * m.effectiveHeadDim();
    const double inter = m.intermediateSize > 0 ? m.intermediateSize : 4.0 * h;
    return {h, q, h, kv, h, kv, q, h, h, inter, h, inter, inter, h};
}

// LoRA adapter parameters: rank r on the q, k, v, o projections and the three MLP projections
// (gate, up, down) of every layer, each adding r × (inputs + outputs); only those in matrices of
// at least `minElements` elements when given.
double adapterParams(const ModelSpec &m, int rank, double minElements = 0)
{
    if (!m.hasArchitecture())
        return 0;
    double perLayer = 0;
    for (double d : adapterMatrixDims(m))
        if (double(rank) * d >= minElements)
            perLayer += d;
    return double(rank) * perLayer * m.layers;
}

// Parameters of the largest single weight tensor: the input embedding or output layer
// (vocabulary × hidden), an MLP projection (hidden × width) or an attention projection; 0 when the
// shape is unknown. What an optimizer step in the backward pass and a paged optimizer hold at once.
double largestTensorParams(const ModelSpec &m)
{
    if (!m.hasArchitecture())
        return 0;
    const double h = m.hiddenSize;
    const double q = double(m.attentionHeads) * m.effectiveHeadDim();
    const double inter = m.intermediateSize > 0 ? m.intermediateSize : 4.0 * h;
    return std::max({double(std::max(0, m.vocabSize)) * h, inter * h, q * h});
}

// The largest adapter matrix: rank × the widest input or output of an adapted projection.
double largestAdapterParams(const ModelSpec &m, int rank)
{
    if (!m.hasArchitecture())
        return 0;
    const std::array<double, 14> dims = adapterMatrixDims(m);
    return double(rank) * *std::max_element(dims.begin(), dims.end());
}

// bitsandbytes pages the optimizer states of tensors of 100,000 elements or more; smaller ones
// are ordinary GPU tensors (Optimizer8bit.get_state_buffer).
constexpr double kPagedMinElements = 1e5;

// Bytes of AdamW moments per trained parameter: two fp32 moments (8), two BF16 ones in a pure
// BF16 full fine-tune (4), or two 8-bit ones (2).
double momentBytesPerParameter(const MemoryRequest &r)
{
    if (r.eightBitOptimizer)
        return 2;
    return r.method == FitMethod::FullFineTune && r.pureBf16 ? 4 : 8;
}

// Cached tokens summed over layers, for `context` tokens of one sequence.
double cachedLayerTokens(const ModelSpec &m, double context)
{
    switch (m.attention) {
    case AttentionKind::Sliding:
        return m.layers * std::min(context, double(m.window));
    case AttentionKind::Hybrid:
        return m.localLayers * std::min(context, double(m.window))
            + (m.layers - m.localLayers) * context;
    case AttentionKind::Full:
    case AttentionKind::Latent:
        break;
    }
    return m.layers * context;
}

// Bytes of KV cache per sequence of `context` tokens.
double kvCacheBytes(const ModelSpec &m, double context, int kvBits)
{
    if (!m.hasArchitecture() || m.kind != ModelKind::Llm)
        return 0;
    // A quantised cache stores blocks of 32 values with one 16-bit scale (llama.cpp's q8_0 and
    // q4_0 cache types): half a bit more per value.
    const double bytesPerValue = (kvBits >= 16 ? kvBits : kvBits + 0.5) / 8.0;
    if (m.attention == AttentionKind::Latent)
        return cachedLayerTokens(m, context) * m.latentDim * bytesPerValue;
    return cachedLayerTokens(m, context) * 2.0 * m.effectiveKvHeads() * m.effectiveHeadDim()
        * bytesPerValue;
}

// Activations kept for the backward pass of one layer, bytes, at 16 bits, with a memory-efficient
// attention (no s² score matrix): Korthikanti et al. 2022 without the score and dropout terms,
// the MLP term for a gated (SwiGLU) MLP of width I: s·b·(16h + 8I); 34·s·b·h without a width.
double layerActivationBytes(const ModelSpec &m, double tokens)
{
    const double h = m.hiddenSize;
    if (m.intermediateSize > 0)
        return tokens * (16 * h + 8.0 * m.intermediateSize);
    return tokens * 34 * h;
}

} // namespace

QString toCode(FitMethod m)
{
    switch (m) {
    case FitMethod::Inference:
        return QStringLiteral("inference");
    case FitMethod::FullFineTune:
        return QStringLiteral("full");
    case FitMethod::Lora:
        return QStringLiteral("lora");
    case FitMethod::Qlora:
        return QStringLiteral("qlora");
    }
    return {};
}

std::optional<FitMethod> fitMethodFromCode(const QString &code)
{
    const QString c = code.trimmed().toLower();
    for (FitMethod m :
        {FitMethod::Inference, FitMethod::FullFineTune, FitMethod::Lora, FitMethod::Qlora}) {
        if (c == toCode(m))
            return m;
    }
    if (c == QLatin1String("full-finetune") || c == QLatin1String("finetune"))
        return FitMethod::FullFineTune;
    return std::nullopt;
}

QString toCode(WeightFormat f)
{
    for (const FormatInfo &i : kFormats)
        if (i.format == f)
            return QString::fromLatin1(i.code);
    return {};
}

std::optional<WeightFormat> weightFormatFromCode(const QString &code)
{
    const QString c = code.trimmed().toLower();
    if (c == QLatin1String("bf16"))
        return WeightFormat::Fp16;
    if (c == QLatin1String("awq") || c == QLatin1String("gptq") || c == QLatin1String("awq-int4")
        || c == QLatin1String("gptq-int4"))
        return WeightFormat::Int4;
    for (const FormatInfo &i : kFormats)
        if (c == QLatin1String(i.code))
            return i.format;
    return std::nullopt;
}

double bitsPerWeight(WeightFormat f)
{
    for (const FormatInfo &i : kFormats)
        if (i.format == f)
            return i.bits;
    return 16;
}

QStringList weightFormatCodes()
{
    QStringList codes;
    for (const FormatInfo &i : kFormats)
        codes << QString::fromLatin1(i.code);
    codes.insert(2, QStringLiteral("bf16"));
    return codes;
}

namespace {

// Inference (estimateMemoryNumbers(), in bytes): the weights at their format, the KV cache of
// every sequence of the batch, compute buffers and overhead; layers split evenly over the GPUs.
void estimateInference(MemoryEstimate &e, const ModelSpec &model, const MemoryRequest &request,
    int gpus, double params, double context, double batch)
{
    MemoryBreakdown &t = e.total;
    t.weights = params * bitsPerWeight(request.weights) / 8;
    t.kvCache = kvCacheBytes(model, context, request.kvCacheBits) * batch;
    // Compute buffers: the logits and a few hidden-state rows of one micro-batch, in fp32.
    if (model.vocabSize > 0 && model.hiddenSize > 0)
        t.activations = 4.0 * std::min(kComputeMicroBatch, context * batch)
            * (model.vocabSize + 4.0 * model.hiddenSize) * gpus;
    t.overhead = kInferenceOverheadGiB * kGiB * gpus;
    // Layers are split evenly; every GPU has its own context and compute buffers.
    e.perGpu.weights = t.weights / gpus;
    e.perGpu.kvCache = t.kvCache / gpus;
    e.perGpu.activations = t.activations / gpus;
    e.perGpu.overhead = t.overhead / gpus;
}

// Training (estimateMemoryNumbers(), in bytes): weights, gradients and optimizer states of the
// method, activations and overhead, sharded over the GPUs as the request says.
void estimateTraining(MemoryEstimate &e, const ModelSpec &model, const MemoryRequest &request,
    int gpus, double params, double context, double batch)
{
    MemoryBreakdown &t = e.total;
    const Sharding sharding = gpus > 1 ? request.sharding : Sharding::None;
    double trainable = params;
    if (request.method == FitMethod::FullFineTune) {
        t.weights = 2 * params; // 16-bit weights for the forward and backward pass
    } else {
        trainable = adapterParams(model, request.loraRank);
        double base = 2 * params;
        if (request.method == FitMethod::Qlora) {
            const double emb = std::min(embeddingParams(model), params);
            base = (params - emb) * bitsPerWeight(WeightFormat::Nf4) / 8 + 2 * emb;
        }
        t.weights = base + 4 * trainable; // adapters kept in fp32
    }
    // Mixed-precision AdamW: 16-bit gradients and fp32 master weights plus two moments
    // (12 bytes) for a full fine-tune (ZeRO paper, 16 bytes per parameter in all); adapters
    // train in fp32 (4-byte gradients, 8 bytes of moments). 8-bit AdamW keeps the moments
    // in one byte each.
    double masterBytes = 0;
    // The trained tensor the step works on at once (a paged optimizer's working set).
    double largestTrained = largestAdapterParams(model, request.loraRank);
    if (request.method == FitMethod::FullFineTune) {
        largestTrained = largestTensorParams(model);
        t.gradients = 2 * params;
        // The optimizer step in the backward pass frees each gradient once its tensor is
        // updated: one tensor's gradient at a time (the whole model's when the shape is
        // unknown).
        if (request.optimizerInBackward && largestTrained > 0)
            t.gradients = 2 * std::min(largestTrained, params);
        // Pure BF16 keeps no fp32 master copy: the two moments alone, 16-bit or 8-bit.
        masterBytes = request.pureBf16 ? 0.0 : 4.0;
    } else {
        t.gradients = 4 * trainable;
    }
    // A paged optimizer keeps the moments of every tensor of 100,000 elements or more in
    // unified memory, paged out to the CPU under pressure: the GPU holds those of the tensor
    // being stepped, and the smaller tensors' in full (all when the shape is unknown). A full
    // fine-tune's small tensors (the norms) are negligible. An fp32 master copy is the
    // model's own weights and stays.
    double onGpu = trainable;
    if (request.pagedOptimizer && largestTrained >= kPagedMinElements) {
        const double pagedParams = request.method == FitMethod::FullFineTune
            ? trainable
            : adapterParams(model, request.loraRank, kPagedMinElements);
        onGpu = trainable - pagedParams + std::min(largestTrained, pagedParams);
    }
    t.optimizer = masterBytes * trainable + momentBytesPerParameter(request) * onGpu;
    if (model.hasArchitecture()) {
        const double tokens = context * batch;
        double perGpu = request.gradientCheckpointing
            ? model.layers * 2.0 * tokens * model.hiddenSize + layerActivationBytes(model, tokens)
            : model.layers * layerActivationBytes(model, tokens);
        // The output layer's logits dominate at large vocabularies: 16-bit logits, their fp32
        // copy and log-softmax for the loss, and the gradient of both: 16 bytes per token and
        // vocabulary entry in a plain Hugging Face training loop (docs/memory.md).
        // A chunked loss keeps the 16-bit logits and their gradient and upcasts one chunk
        // at a time: about 4 bytes per token and vocabulary entry.
        perGpu += tokens * std::max(0, model.vocabSize) * (request.chunkedLoss ? 4.0 : 16.0);
        t.activations = perGpu * gpus;
    }
    t.overhead = kTrainingOverheadGiB * kGiB * gpus;

    MemoryBreakdown &g = e.perGpu;
    g.weights = t.weights / divisorFor(sharding, Sharding::Zero3, gpus);
    g.gradients = t.gradients / divisorFor(sharding, Sharding::Zero2, gpus);
    g.optimizer = t.optimizer / divisorFor(sharding, Sharding::Zero1, gpus);
    // Data parallelism copies what is not sharded: totals count every copy.
    t.weights = g.weights * gpus;
    t.gradients = g.gradients * gpus;
    t.optimizer = g.optimizer * gpus;
    g.activations = t.activations / gpus;
    g.overhead = t.overhead / gpus;
}

} // namespace

MemoryEstimate estimateMemoryNumbers(const ModelSpec &model, const MemoryRequest &request)
{
    MemoryEstimate e;
    const int gpus = std::max(1, request.gpus);
    const double params = model.paramsTotalB * 1e9;
    const double context = std::max(1, request.context);
    const double batch = std::max(1, request.batch);
    e.architectureKnown = model.hasArchitecture();

    if (request.method == FitMethod::Inference)
        estimateInference(e, model, request, gpus, params, context, batch);
    else
        estimateTraining(e, model, request, gpus, params, context, batch);
    auto toGiB = [](MemoryBreakdown &b) {
        b.weights /= kGiB;
        b.kvCache /= kGiB;
        b.activations /= kGiB;
        b.gradients /= kGiB;
        b.optimizer /= kGiB;
        b.overhead /= kGiB;
    };
    toGiB(e.total);
    toGiB(e.perGpu);
    return e;
}

QStringList memoryAssumptions(const ModelSpec &model, const MemoryRequest &request)
{
    QStringList said;
    const int gpus = std::max(1, request.gpus);
    if (!model.shapeFrom.isEmpty())
        said << tr("Architecture assumed like %1 (only the parameter count is known).")
                    .arg(model.shapeFrom);
    if (!model.hasArchitecture() && model.kind == ModelKind::Llm)
        said << tr("The model's layers and heads are unknown: the KV cache and "
                   "activations are not counted.");
    if (request.method == FitMethod::Inference) {
        if (model.isMixtureOfExperts())
            said << tr("Mixture of experts: every expert is held in memory (%1B "
                       "parameters); %2B are used per token.")
                        .arg(model.paramsTotalB, 0, 'g', 4)
                        .arg(model.activeParamsB(), 0, 'g', 4);
        if (gpus > 1)
            said << tr("Layers split across %1 GPUs: memory adds up, one token still "
                       "passes every GPU in turn.")
                        .arg(gpus);
        return said;
    }
    if (request.method != FitMethod::FullFineTune)
        said << tr("LoRA adapters of rank %1 on every attention and MLP projection "
                   "(%2 million trainable parameters).")
                    .arg(request.loraRank)
                    .arg(adapterParams(model, request.loraRank) / 1e6, 0, 'f', 1);
    if (gpus > 1)
        said << (request.sharding == Sharding::Zero3
                ? tr("Weights, gradients and optimizer states sharded across %1 GPUs "
                     "(ZeRO-3 / FSDP); each GPU trains on its own batch.")
                : tr("Data parallel across %1 GPUs: each GPU holds what is not sharded."))
                    .arg(gpus);
    if (request.gradientCheckpointing)
        said << tr("Gradient checkpointing: only each layer's input is kept.");
    if (request.method == FitMethod::FullFineTune)
        said << (request.pureBf16
                ? tr("Pure BF16 training: weights, gradients and AdamW moments in 16 bits, no "
                     "FP32 master copy (torchtune, LitGPT bf16-true).")
                : tr("Mixed precision: FP32 master weights and AdamW moments beside the 16-bit "
                     "weights (Hugging Face Trainer, DeepSpeed)."));
    if (request.method == FitMethod::FullFineTune)
        said << (request.optimizerInBackward
                ? tr("Optimizer step in the backward pass (torchtune's optimizer_in_bwd): each "
                     "gradient is freed once its weights are updated, so only the largest weight "
                     "tensor's gradient is counted; no gradient accumulation.")
                : tr("Every gradient kept until the optimizer step, as most training loops do."));
    if (request.pagedOptimizer) {
        const double trained = request.method == FitMethod::FullFineTune
            ? model.paramsTotalB * 1e9
            : adapterParams(model, request.loraRank);
        said << tr(
            "Paged optimizer (bitsandbytes): the AdamW moments (%1 GB in all) may move to "
            "CPU memory when the GPU runs short, which slows every step; counted on the GPU: "
            "those of the largest trained tensor, and of tensors too small to be paged.")
                    .arg(momentBytesPerParameter(request) * trained / kGiB, 0, 'f', 1);
    } else {
        said << tr("Optimizer states held in GPU memory (no paged optimizer).");
    }
    said << (request.chunkedLoss
            ? tr("Loss over chunks of the output: the logits stay 16-bit (torchtune, LitGPT, "
                 "Unsloth).")
            : tr("Loss over the whole output at once, as a plain Hugging Face training loop "
                 "computes it."));
    return said;
}

MemoryEstimate estimateMemory(const ModelSpec &model, const MemoryRequest &request)
{
    MemoryEstimate e = estimateMemoryNumbers(model, request);
    e.assumptions = memoryAssumptions(model, request);
    return e;
}

QString memoryNeedSubject(const ModelSpec &model, const MemoryRequest &request)
{
    const QString tokens = QLocale().toString(request.context);
    switch (request.method) {
    case FitMethod::Inference:
        //: What the memory need is of: "Llama 3.1 8B at Q4_K_M, 4,096 tokens".
        return tr("%1 at %2, %3 tokens").arg(model.name, toCode(request.weights).toUpper(), tokens);
    case FitMethod::Lora:
        return tr("LoRA fine-tuning of %1, %2 tokens").arg(model.name, tokens);
    case FitMethod::Qlora:
        return tr("QLoRA fine-tuning of %1, %2 tokens").arg(model.name, tokens);
    case FitMethod::FullFineTune:
        return tr("full fine-tuning of %1, %2 tokens").arg(model.name, tokens);
    }
    return model.name;
}

Precision rankingPrecision(FitMethod method, WeightFormat weights)
{
    return method == FitMethod::Inference ? precisionForWeights(weights) : Precision::Fp16;
}

Precision precisionForWeights(WeightFormat f)
{
    const double bits = bitsPerWeight(f);
    return bits > 22.6 ? Precision::Fp32
        : bits > 11.3  ? Precision::Fp16
        : bits > 6.0   ? Precision::Int8
                       : Precision::Int4;
}

double memoryHeadroomGb(double memoryPerGpuGb)
{
    return std::min(1.0, 0.1 * std::max(0.0, memoryPerGpuGb));
}

double memoryWithHeadroomGb(double neededGb)
{
    // memory - headroom(memory) >= needed: 10 % free up to 10 GB, then 1 GB.
    return neededGb <= 9 ? neededGb / 0.9 : neededGb + 1;
}

bool fits(const MemoryEstimate &estimate, double memoryPerGpuGb)
{
    return memoryPerGpuGb > 0
        && estimate.perGpu.total() + memoryHeadroomGb(memoryPerGpuGb) <= memoryPerGpuGb;
}

int largestContextThatFits(const ModelSpec &model, MemoryRequest request, double memoryPerGpuGb)
{
    const int upper = model.maxContext > 0 ? model.maxContext : 1 << 20;
    auto ok = [&](int c) {
        request.context = c;
        return fits(estimateMemoryNumbers(model, request), memoryPerGpuGb);
    };
    int lo = 256;
    if (!ok(lo))
        return 0;
    if (ok(upper))
        return upper;
    int hi = upper; // lo fits, hi does not
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (ok(mid) ? lo : hi) = mid;
    }
    return lo;
}

int largestBatchThatFits(const ModelSpec &model, MemoryRequest request, double memoryPerGpuGb)
{
    auto ok = [&](int b) {
        request.batch = b;
        return fits(estimateMemoryNumbers(model, request), memoryPerGpuGb);
    };
    if (!ok(1))
        return 0;
    int lo = 1;
    int hi = 1024;
    if (ok(hi))
        return hi;
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (ok(mid) ? lo : hi) = mid;
    }
    return lo;
}

double decodeBytesPerStep(
    const ModelSpec &model, const MemoryRequest &request, std::optional<double> bytesPerParameter)
{
    // Each step reads the active weights once and every sequence's cached context.
    const double weights = model.activeParamsB() * 1e9
        * (bytesPerParameter ? *bytesPerParameter : bitsPerWeight(request.weights) / 8);
    const double kv = kvCacheBytes(model, std::max(1, request.context), request.kvCacheBits);
    return weights + std::max(1, request.batch) * kv;
}

std::optional<double> decodeTokensPerSecond(
    const ModelSpec &model, const MemoryRequest &request, double bandwidthGBps)
{
    if (!(bandwidthGBps > 0) || model.kind != ModelKind::Llm)
        return std::nullopt;
    const double batch = std::max(1, request.batch);
    const double bytesPerStep = decodeBytesPerStep(model, request);
    const double step = bytesPerStep / (kDecodeBandwidthEfficiency * bandwidthGBps * 1e9)
        + kDecodeStepOverheadSeconds * llmLayersOr(model.layers, model.paramsTotalB)
            / kReferenceLlmLayers;
    return batch / step;
}

} // namespace gpu
