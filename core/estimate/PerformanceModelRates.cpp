// SPDX-License-Identifier: GPL-3.0-or-later
// The rates the performance model reads from a card (PerformanceModel.h): the compute rate at a
// precision as the card really runs it, the CUDA cores' FP32 rate and the on-chip L2 cache, with
// architecture-level figures where the catalog lacks a row's own.
#include "PerformanceModel.h"
#include "SoftwareSupport.h"

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

bool isNvidia(const Card &card)
{
    // Asked several times per card of every ranking: the length first, then the catalog's own
    // spelling, before a comparison that ignores case.
    const QString &vendor = card.key.vendor;
    return vendor.size() == 6
        && (vendor == QLatin1String("NVIDIA")
            || vendor.compare(QLatin1String("NVIDIA"), Qt::CaseInsensitive) == 0);
}

bool isGeForce(const Card &card)
{
    return card.productLine == ProductLine::Consumer;
}

// Tensor cores: the count where the catalog has it (0 = none), else every NVIDIA GPU of compute
// capability 7.0 or later (the H20's count is not published; it is a Hopper GPU), and any card
// with a published matrix-unit (tensor) FP16 or BF16 rate but no count: the domestic
// accelerators (Ascend's cube units, Moore Threads, Cambricon, MetaX, Iluvatar) publish the rate
// alone, and their FP32 rate is not where their training arithmetic runs.
bool modelHasTensorCores(const Card &card)
{
    if (card.tensorCores)
        return *card.tensorCores > 0;
    if (card.tensorFp16Tflops || card.tensorBf16Tflops)
        return true;
    return isNvidia(card) && card.computeCapability
        && !(*card.computeCapability < ComputeCapability {7, 0});
}

// Dense tensor FP16 with FP32 accumulate (what mixed-precision training uses), TFLOPS per board.
// Where the catalog lacks it, the architecture's rate per FP32 TFLOPS (both scale with SMs and
// clock):
//   Volta 8 (V100 datasheet: 125 / 15.7); Turing: GeForce 4, the others 8 (Turing whitepaper:
//   GeForce runs FP16 with FP32 accumulate at half the FP16-accumulate rate; Quadro RTX 8000
//   datasheet 130.5 TFLOPS at 16.3 FP32); GA100 16 (A100 datasheet 312 / 19.5); GA10x: GeForce 2,
//   the others 4 (GA102 whitepaper; RTX A6000 datasheet 309.7 sparse = 154.8 dense at 38.7
//   FP32); Ada: GeForce 2, the others 4 (Ada whitepaper: RTX 4090 165.2 at 82.6, RTX 6000 Ada
//   364.2 at 91.1); Hopper 14.8 (H100 SXM datasheet 989.4 / 66.9); Blackwell: GeForce 2, the
//   workstation cards 4 (RTX Blackwell whitepaper; data-centre Blackwell left unknown).
std::optional<double> tensorFp16Of(const Card &card)
{
    if (card.tensorFp16Tflops)
        return card.tensorFp16Tflops;
    if (!modelHasTensorCores(card) || !isNvidia(card) || !card.fp32Tflops
        || !card.computeCapability)
        return std::nullopt;
    const ComputeCapability cc = *card.computeCapability;
    const bool geforce = isGeForce(card);
    double ratio = 0;
    if (cc.major == 7 && cc.minor == 0)
        ratio = 8;
    else if (cc.major == 7)
        ratio = geforce ? 4 : 8;
    else if (cc.major == 8 && cc.minor == 0)
        ratio = 16;
    else if (cc.major == 8)
        ratio = geforce ? 2 : 4;
    else if (cc.major == 9)
        ratio = 14.8;
    else if (cc.major >= 10 && card.productLine != ProductLine::DataCenter)
        ratio = geforce ? 2 : 4;
    if (!(ratio > 0))
        return std::nullopt;
    return *card.fp32Tflops * ratio;
}

} // namespace

std::optional<double> PerformanceModel::computeTflops(const Card &card, Precision p)
{
    const int gpus = std::max(1, card.gpusPerBoard);
    const bool tensor = modelHasTensorCores(card);
    const bool ampereOrLater = isNvidia(card) && card.computeCapability
        && !(*card.computeCapability < ComputeCapability {8, 0});
    std::optional<double> rate;
    switch (p) {
    case Precision::Fp32:
        // PyTorch runs convolutions in TF32 on tensor cores by default since Ampere
        // (torch.backends.cudnn.allow_tf32 = True), and the published "FP32" training results
        // of Ampere and later cards are TF32 runs; elsewhere FP32 is the CUDA-core rate. TF32 is
        // half the FP16 (FP32 accumulate) rate on every Ampere and later GPU (GA100 and GA102
        // whitepapers, Ada and Hopper datasheets).
        // Where the catalog has no tensor figure at all, TF32 is derived with the FP16 rate (a card
        // with an FP16 figure but none for TF32 keeps its CUDA-core rate: TF32 not confirmed).
        rate = card.tensorTf32Tflops;
        if (!rate && ampereOrLater && tensor && !card.tensorFp16Tflops)
            if (const auto t16 = tensorFp16Of(card))
                rate = *t16 / 2;
        if (!rate)
            rate = card.fp32Tflops;
        break;
    case Precision::Fp16:
        // Mixed precision: tensor cores where the card has them (compute capability >= 7.0), at
        // the FP32-accumulate rate, which is half the FP16-accumulate rate on GeForce Turing,
        // Ampere, Ada and Blackwell cards; otherwise the better of non-tensor FP16 and FP32
        // (consumer Pascal runs FP16 math at 1:64, so frameworks keep the math in FP32 and only
        // the storage is 16-bit).
        if (tensor)
            rate = tensorFp16Of(card);
        if (!rate && (card.fp16Tflops || card.fp32Tflops))
            rate = std::max(card.fp16Tflops.value_or(0), card.fp32Tflops.value_or(0));
        break;
    case Precision::Bf16:
        // No BF16 before Ampere: unsupported, not "slow". Ampere and later run BF16 at the FP16
        // rate (same whitepapers).
        rate = card.tensorBf16Tflops;
        if (!rate && ampereOrLater && tensor && !card.tensorFp16Tflops)
            rate = tensorFp16Of(card);
        // An architecture with BF16 (SoftwareSupport.h: NVIDIA from Ampere, AMD RDNA 3 and CDNA
        // 2 on, Intel Xe) runs it at its FP16 rate (the vendors' whitepapers and ISA guides):
        // a row that publishes no BF16 figure gets the FP16 one, and the reasons say so.
        if (!rate && supportsBf16(card) == true)
            return computeTflops(card, Precision::Fp16); // already per GPU
        break;
    case Precision::Int8:
        rate = card.tensorInt8Tops;
        break;
    case Precision::Int4:
        // Weight-only 4-bit formats dequantize to 16-bit for the math.
        rate = computeTflops(card, Precision::Fp16);
        if (rate)
            return rate; // already per GPU
        break;
    }
    if (!rate || !(*rate > 0))
        return std::nullopt;
    return *rate / gpus;
}

bool PerformanceModel::runsOnTensorCores(const Card &card, Precision p)
{
    // The same choices as computeTflops(): a tensor-core rate where it took one.
    if (!modelHasTensorCores(card))
        return false;
    const bool ampereOrLater = isNvidia(card) && card.computeCapability
        && !(*card.computeCapability < ComputeCapability {8, 0});
    switch (p) {
    case Precision::Fp32:
        return card.tensorTf32Tflops
            || (ampereOrLater && !card.tensorFp16Tflops && tensorFp16Of(card));
    case Precision::Fp16:
    case Precision::Int4:
        return tensorFp16Of(card).has_value();
    case Precision::Bf16:
        return card.tensorBf16Tflops || tensorFp16Of(card).has_value();
    case Precision::Int8:
        return card.tensorInt8Tops.has_value();
    }
    return false;
}

ComputeKind PerformanceModel::computeKindOf(const Card &card, Precision p)
{
    return runsOnTensorCores(card, p) ? ComputeKind::TensorCores : ComputeKind::CudaCores;
}

bool PerformanceModel::leavesOutVectorCores(const Card &card, Precision p)
{
    return !cudaCoreTflops(card) && !isNvidia(card) && runsOnTensorCores(card, p);
}

std::optional<double> PerformanceModel::cudaCoreTflops(const Card &card)
{
    if (!card.fp32Tflops || !(*card.fp32Tflops > 0))
        return std::nullopt;
    return *card.fp32Tflops / std::max(1, card.gpusPerBoard);
}

double PerformanceModel::l2CacheMb(const Card &card)
{
    // L2 per GPU by chip family, MB. Not a catalog field: the figures below are the
    // architectures' (whitepapers), and within Turing, GA10x, Ada and Blackwell the L2 is sliced
    // per memory controller, so it follows the bus width.
    //   Kepler/Maxwell 1.5–3 (GK210 1.5, GM200 3): 2. Pascal GP102 3 (Pascal whitepaper).
    //   Volta V100 6 (Volta whitepaper). Turing TU102 6 on 384 bits, TU104/TU106 4 on 256
    //   (Turing whitepaper): bus / 64. GA100 40 (A100 whitepaper). GA102 6 on 384 bits (GA102
    //   whitepaper): bus / 64. Ada AD102 96 on 384 bits, AD103 64 on 256, AD104 48 on 192, AD106
    //   32 on 128 (Ada whitepaper): bus / 4, and the RTX 4090 has 72 of AD102's 96 enabled.
    //   Hopper H100 50 (Hopper whitepaper). Blackwell GeForce GB202 up to 128 on 512 bits: bus / 4,
    //   at most 96 (the RTX 5090's). AMD and Intel: 4 (their larger "Infinity Cache" is a
    //   last-level cache outside this comparison; no measured card to calibrate it).
    if (!isNvidia(card) || !card.computeCapability)
        return 4;
    const ComputeCapability cc = *card.computeCapability;
    const double bus = card.memoryBusBits.value_or(0);
    if (cc.major < 6)
        return 2;
    if (cc.major == 6)
        return 3;
    if (cc.major == 7 && cc.minor == 0)
        return 6;
    if (cc.major == 7)
        return bus > 0 ? std::clamp(bus / 64.0, 1.0, 6.0) : 4;
    if (cc.major == 8 && cc.minor == 0)
        return 40;
    if (cc.major == 8 && cc.minor < 9)
        return bus > 0 ? std::clamp(bus / 64.0, 2.0, 6.0) : 4;
    if (cc.major == 8) {
        if (card.key.model.contains(QLatin1String("4090")))
            return 72;
        return bus > 0 ? std::clamp(bus / 4.0, 24.0, 96.0) : 48;
    }
    if (cc.major == 9)
        return 50;
    return bus > 0 ? std::clamp(bus / 4.0, 24.0, 96.0) : 64;
}

} // namespace gpu
