// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The memory model: how much GPU memory a model needs to run (inference) or to be fine-tuned
// (full, LoRA, QLoRA), on one GPU or several, with its breakdown, and how fast a card generates
// tokens. Pure functions; the formulas and their sources are in docs/memory.md.
//
// Units: memory in GB as GPU vendors print it, i.e. GiB (2^30 bytes: a "24 GB" RTX 4090 has
// 24,564 MiB), so estimates compare directly with the catalog's memory_gb and with what
// nvidia-smi and llama.cpp print. Bandwidth in GB/s (10^9 bytes per second, as in the catalog).

#include "ModelCatalog.h"
#include "Workload.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gpu {

/// What is done with the model.
enum class FitMethod
{
    Inference,
    FullFineTune, ///< every weight trained, AdamW in mixed precision
    Lora, ///< frozen 16-bit base plus low-rank adapters
    Qlora ///< frozen 4-bit NF4 base (double quantisation) plus adapters
};
QString toCode(FitMethod m); ///< "inference", "full", "lora", "qlora"
std::optional<FitMethod> fitMethodFromCode(const QString &code);

/// How the weights are stored.
enum class WeightFormat
{
    Fp32,
    Fp16, ///< also bf16: 16 bits
    Fp8,
    Int8,
    Q8_0, ///< llama.cpp GGUF formats, at the bits per weight llama.cpp documents
    Q6_K,
    Q5_K_M,
    Q4_K_M,
    Q4_0,
    Q3_K_M,
    Q2_K,
    Int4, ///< 4-bit GPU formats (AWQ, GPTQ) with group-128 fp16 scales
    Nf4 ///< QLoRA's NormalFloat-4 with double quantisation
};
QString toCode(WeightFormat f); ///< "fp32", "fp16", "fp8", "int8", "q8_0" … "int4", "nf4"
/// Accepts the codes of toCode(), "bf16" (= fp16), "awq"/"gptq" (= int4), any case.
std::optional<WeightFormat> weightFormatFromCode(const QString &code);
/// Bits per weight, scales included (Q4_0: 18 bytes per 32 weights = 4.5).
double bitsPerWeight(WeightFormat f);
/// Every format, for help texts and completion.
QStringList weightFormatCodes();
/// The precision class a weight format is ranked and its tokens/s estimated at: the class whose
/// bits per weight (INT4 4.5 as llama.cpp's Q4_0, INT8 8, FP16 16, FP32 32:
/// PerformanceModel::bytesPerParameter()) are nearest on a log scale (boundaries 6.0, 11.3 and
/// 22.6 bits), so Q5_K_M (5.68 bits) runs as INT4 and Q6_K (6.56) and Q8_0 (8.5) as INT8. The one
/// rule of the planner, the window's ranking, `rank --model` and the report (docs/memory.md).
Precision precisionForWeights(WeightFormat f);
/// The precision a ranking is asked at for a model question, and the one the planner estimates
/// its tokens/s at (tokenRatePrecision(), FitPlanner.h): for inference the weights' class
/// (precisionForWeights()); LoRA, QLoRA and full fine-tuning train in mixed precision, FP16. The
/// one rule of the window (AppState, RankingBar), the report (`report --quant`) and `rank --model`.
Precision rankingPrecision(FitMethod method, WeightFormat weights);

/// How training state is spread over several GPUs.
enum class Sharding
{
    None, ///< data parallel: every GPU holds everything
    Zero1, ///< optimizer states divided
    Zero2, ///< and gradients
    Zero3 ///< and weights (FSDP full shard)
};

struct MemoryRequest
{
    FitMethod method = FitMethod::Inference;
    WeightFormat weights = WeightFormat::Fp16; ///< of the base model (QLoRA: always NF4)
    int context = 4096; ///< tokens (inference: cached context; training: sequence length)
    int batch = 1; ///< sequences at once, per GPU
    int kvCacheBits = 16; ///< 16, or 8 / 4 for a quantised KV cache
    bool gradientCheckpointing = true; ///< training: keep only layer inputs, recompute the rest
    bool eightBitOptimizer = false; ///< AdamW states in 8 bits (bitsandbytes)
    /// Full fine-tuning in pure BF16: weights, gradients and both AdamW moments in 16 bits and
    /// no FP32 master copy (torchtune's recipes, LitGPT's --precision bf16-true): 8 bytes per
    /// parameter (6 with --optimizer-8bit) instead of mixed precision's 16 (12).
    bool pureBf16 = false;
    /// The loss computed over chunks of the output (torchtune's CEWithChunkedOutputLoss,
    /// LitGPT's chunked_cross_entropy, Unsloth, Liger): the logits and their gradient stay 16-bit
    /// and only one chunk at a time is upcast, about 4 bytes per token and vocabulary entry
    /// instead of a plain loop's 16.
    bool chunkedLoss = false;
    /// Full fine-tuning with the optimizer step fused into the backward pass (torchtune's
    /// optimizer_in_bwd; PyTorch's "optimizer step in backward" tutorial): each weight tensor is
    /// updated as soon as its gradient is ready and the gradient freed, so the gradients held at
    /// once are those of the largest weight tensor (the embedding or output layer of an LLM), not
    /// of the whole model. No gradient accumulation then.
    bool optimizerInBackward = false;
    /// A paged optimizer (bitsandbytes' PagedAdamW, PagedAdamW8bit; qlora.py's
    /// paged_adamw_32bit): the AdamW moments live in CUDA unified memory, which moves them page by
    /// page to CPU memory when the GPU runs out and back when the step touches them. Counted on
    /// the GPU: the moments of the largest trained tensor (the step updates one tensor at a
    /// time); an FP32 master copy of mixed precision stays on the GPU.
    bool pagedOptimizer = false;
    int loraRank = 16; ///< adapters on every attention and MLP projection
    int gpus = 1;
    /// Training on several GPUs; inference splits layers across GPUs (memory adds up).
    Sharding sharding = Sharding::Zero3;
};

/// Memory in GB (GiB) by what it holds.
struct MemoryBreakdown
{
    double weights = 0;
    double kvCache = 0;
    double activations = 0; ///< training activations, or inference compute buffers
    double gradients = 0;
    double optimizer = 0;
    double overhead = 0; ///< CUDA context, runtime, allocator reserve
    double total() const
    {
        return weights + kvCache + activations + gradients + optimizer + overhead;
    }
};

struct MemoryEstimate
{
    MemoryBreakdown perGpu; ///< what the fullest GPU holds
    MemoryBreakdown total; ///< summed over every GPU
    /// Sentences naming what was assumed (a borrowed shape, adapters' rank …), translated.
    QStringList assumptions;
    bool architectureKnown = true; ///< false: the KV cache and activations are unknown (0)
};

/// The memory `model` needs for `request`, with the assumptions worded (translated).
MemoryEstimate estimateMemory(const ModelSpec &model, const MemoryRequest &request);
/// The same numbers without the words (`assumptions` empty): for searches and sweeps over many
/// configurations (the planner, the largest context and batch), where wording is most of the
/// cost; estimateMemory() words them once for what is shown.
MemoryEstimate estimateMemoryNumbers(const ModelSpec &model, const MemoryRequest &request);
/// What a request asks of a model, for the sentences that say its memory need (translated):
/// "Llama 3.1 8B at Q4_K_M, 4,096 tokens", "LoRA fine-tuning of Llama 3.1 8B, 4,096 tokens".
QString memoryNeedSubject(const ModelSpec &model, const MemoryRequest &request);
/// The sentences estimateMemory() states for `request` (translated).
QStringList memoryAssumptions(const ModelSpec &model, const MemoryRequest &request);

/// The memory kept free on a GPU of `memoryPerGpuGb` (GB): 1 GB, or 10 % of a card under 10 GB
/// (a desktop, other programs and allocator fragmentation take some; a model that fills a card
/// to the last 0.2 GB fails on the first longer prompt). docs/memory.md, "Headroom".
double memoryHeadroomGb(double memoryPerGpuGb);
/// The smallest memory per GPU that holds `neededGb` and keeps memoryHeadroomGb() free.
double memoryWithHeadroomGb(double neededGb);
/// True when every GPU's share fits in `memoryPerGpuGb` (the card's printed memory) with
/// memoryHeadroomGb() to spare.
bool fits(const MemoryEstimate &estimate, double memoryPerGpuGb);

/// The largest context (tokens, up to the model's maximum, or 1M when unknown) that fits in
/// `memoryPerGpuGb` with the rest of `request`; 0 when not even 256 tokens fit.
int largestContextThatFits(const ModelSpec &model, MemoryRequest request, double memoryPerGpuGb);
/// The largest batch (up to 1024) that fits; 0 when not even one sequence fits.
int largestBatchThatFits(const ModelSpec &model, MemoryRequest request, double memoryPerGpuGb);

/// Single-stream token generation (decode) speed, tokens/s, of a llama.cpp-like engine: every
/// token reads the active weights and the cached context once, at `kDecodeBandwidthEfficiency` of
/// the card's memory bandwidth, plus a fixed time per step, `kDecodeStepOverheadSeconds` for a
/// model of 32 layers and in proportion for others (kernel launches and synchronisation, the same
/// for every layer, which dominate on the fastest cards). Splitting layers over
/// several GPUs reads them one after the other, so the speed is that of one GPU (memory adds up,
/// speed does not). nullopt without a bandwidth.
std::optional<double> decodeTokensPerSecond(
    const ModelSpec &model, const MemoryRequest &request, double bandwidthGBps);

/// Bytes a decode step reads: the active weights once and every sequence's cached context. The
/// weights at the format's bits, or at `bytesPerParameter` (the performance model's precision
/// class, which its LLM term was fitted with).
double decodeBytesPerStep(const ModelSpec &model, const MemoryRequest &request,
    std::optional<double> bytesPerParameter = std::nullopt);

/// Share of the memory bandwidth a llama.cpp-like engine reaches when generating tokens on a
/// consumer card (documented in docs/memory.md with the measurements it comes from).
inline constexpr double kDecodeBandwidthEfficiency = 0.9;
/// The fixed time of a 32-layer model (kReferenceLlmLayers, Workload.h).
/// Fitted together with the efficiency on the 18 llama.cpp results of XiongjieDai's tables in the
/// catalog (Llama 2 7B, Q4_K_M and F16, nine cards from 360 to 2,000 GB/s; docs/memory.md):
/// median error 7 %, largest 25 % (bandwidth alone at 0.65: 20 %, largest 138 %).
inline constexpr double kDecodeStepOverheadSeconds = 0.0037;

} // namespace gpu
