// SPDX-License-Identifier: GPL-3.0-or-later
// The dated table of which libraries run on which devices (MethodSoftware.h). Every fact names
// the outlet and the date it was read from; docs/memory.md ("Software fit") repeats the table.

#include "MethodSoftware.h"

#include <QCoreApplication>

namespace gpu {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("gpu", text);
}

// Sources (docs/memory.md, "Software fit"): each a file of the project's own repository at a
// commit, or its versioned documentation, with the date of that version (empty where the page
// states none).
struct Source
{
    const char *url;
    const char *date;
};
constexpr Source kBnbInstall {"https://github.com/bitsandbytes-foundation/bitsandbytes/blob/"
                              "95f9af309d4d5793847169c39288dcd3fcbdf564/docs/source/"
                              "installation.mdx",
    "2026-08-13"};
constexpr Source kBnbBackends {"https://github.com/bitsandbytes-foundation/bitsandbytes/blob/"
                               "c5d481be1be2b04c7859bc6753268d4e7b748ee3/README.md",
    "2026-07-24"};
constexpr Source kFlashAttention {"https://github.com/Dao-AILab/flash-attention/blob/"
                                  "0251105a2fb19d2957484b7f023cd8c115286ced/README.md",
    "2026-08-15"};
constexpr Source kFlashAttentionTuring {
    "https://github.com/Dao-AILab/flash-attention/blob/b8eda39e/README.md", "2026-03-25"};
constexpr Source kTransformerEngine {"https://github.com/NVIDIA/TransformerEngine/blob/"
                                     "d0067d0da6cb01811b8072a7d304f0e00344ce2b/transformer_engine/"
                                     "pytorch/quantization.py",
    "2026-08-13"};
constexpr Source kTransformerEngineRocm {"https://github.com/ROCm/TransformerEngine/blob/"
                                         "01b4205e003a3926a135a947a4f7209e5cc174b0/README.rst",
    ""};
constexpr Source kTransformerEngineRdna {
    "https://github.com/ROCm/TransformerEngine/issues/520", "2026-07-01"};
constexpr Source kVllmCuda {
    "https://docs.vllm.ai/en/v0.31.0/getting_started/installation/gpu/", ""};
constexpr Source kVllmRocm {"https://github.com/vllm-project/vllm/blob/"
                            "06d0369d75e060e83dffac3e0190ceff8fc37e12/docs/getting_started/"
                            "installation/gpu.rocm.inc.md",
    ""};
constexpr Source kVllmXpu {"https://github.com/vllm-project/vllm/blob/"
                           "0d07d26ca51483b0ac0a0e1845676236e57454aa/docs/getting_started/"
                           "installation/gpu.xpu.inc.md",
    ""};
constexpr Source kVllmMetal {"https://github.com/vllm-project/vllm-metal/blob/"
                             "211a1e4bc976cd6c0c961cad8da59d649ea9bd65/README.md",
    "2026-08-22"};
constexpr Source kVllmAscend {"https://github.com/vllm-project/vllm-ascend/blob/"
                              "182b75ea84ff13ece27b57391331ef8935410aea/README.md",
    "2026-08-22"};
constexpr Source kVllmGaudi {"https://github.com/vllm-project/vllm-gaudi/blob/"
                             "091bbadda10bee4fd3f6d0efc1844d2610dd2707/README.md",
    "2026-08-21"};
constexpr Source kPyTorchXpu {
    "https://docs.pytorch.org/docs/2.12/notes/get_start_xpu.html", "2026-04-20"};
constexpr Source kDeepSpeed {"https://github.com/deepspeedai/DeepSpeed/blob/"
                             "edaa7221267243c7be7fb49c5d5f5c4fb97b4641/README.md",
    "2026-07-17"};
constexpr Source kDeepSpeedXpu {"https://github.com/deepspeedai/DeepSpeed/blob/"
                                "edaa7221267243c7be7fb49c5d5f5c4fb97b4641/docs/_tutorials/"
                                "accelerator-setup-guide.md",
    "2026-03-01"};

int ccOf(const Card &card)
{
    return card.computeCapability ? card.computeCapability->code() : 0;
}

bool isNvidiaCuda(const Card &card)
{
    return card.key.vendor == QLatin1String("NVIDIA") && card.computeCapability;
}

bool isAmd(const Card &card, std::initializer_list<const char *> architectures)
{
    if (card.key.vendor != QLatin1String("AMD"))
        return false;
    for (const char *a : architectures)
        if (card.architecture == QLatin1String(a))
            return true;
    return false;
}

// Intel's GPUs (Arc A and B, Data Center GPU Max), not its Gaudi accelerators.
bool isIntelXpu(const Card &card)
{
    return card.key.vendor == QLatin1String("Intel")
        && card.architecture.startsWith(QLatin1String("Xe"));
}

bool isGaudi(const Card &card)
{
    return card.key.vendor == QLatin1String("Intel")
        && card.architecture.startsWith(QLatin1String("Gaudi"));
}

LibraryCheck check(
    Library library, LibraryTier tier, bool required, const QString &scope, const Source &source)
{
    LibraryCheck c;
    c.library = library;
    c.tier = tier;
    c.required = required;
    c.scope = scope;
    c.sourceUrl = QString::fromLatin1(source.url);
    c.sourceDate = QString::fromLatin1(source.date);
    return c;
}

QString ccText(int code)
{
    return QStringLiteral("%1.%2").arg(code / 10).arg(code % 10);
}

// bitsandbytes: QLoRA's NF4 base, and the 8-bit and paged optimizers. `optimizers`: the request
// uses its optimizers (not only the 4-bit base).
LibraryCheck bitsAndBytes(const Card &card, bool optimizers)
{
    const Library l = Library::BitsAndBytes;
    if (isNvidiaCuda(card))
        return ccOf(card) >= 60
            ? check(l, LibraryTier::Runs, true, tr("CUDA, compute capability 6.0 and newer"),
                kBnbInstall)
            : check(l, LibraryTier::Missing, true,
                tr("CUDA needs compute capability 6.0 or newer since version 0.48; this card "
                   "has %1")
                    .arg(ccText(ccOf(card))),
                kBnbInstall);
    // Official on ROCm and Intel XPU since 0.50.0 (before: a preview).
    if (isAmd(
            card, {"CDNA", "CDNA 2", "CDNA 3", "CDNA 4", "RDNA 2", "RDNA 3", "RDNA 3.5", "RDNA 4"}))
        return check(
            l, LibraryTier::Runs, true, tr("AMD ROCm, official since version 0.50"), kBnbBackends);
    if (card.key.vendor == QLatin1String("AMD"))
        return check(l, LibraryTier::Missing, true,
            tr("not on its list of ROCm GPUs (CDNA, RDNA 2 and newer)"), kBnbBackends);
    if (isIntelXpu(card))
        return check(
            l, LibraryTier::Runs, true, tr("Intel XPU, official since version 0.50"), kBnbBackends);
    if (isGaudi(card))
        return check(l, LibraryTier::Partial, true,
            tr("Intel Gaudi: 4-bit QLoRA in part, no 8-bit optimizers"), kBnbBackends);
    if (card.key.vendor == QLatin1String("Apple"))
        return optimizers ? check(l, LibraryTier::Missing, true,
                   tr("Apple silicon: 4-bit QLoRA runs, 8-bit and paged optimizers are still "
                      "planned"),
                   kBnbBackends)
                          : check(l, LibraryTier::Runs, true,
                              tr("Apple silicon (MPS): 4-bit QLoRA"), kBnbBackends);
    return check(l, LibraryTier::Missing, true,
        tr("runs on CUDA, ROCm, Intel XPU, Gaudi and Apple silicon only"), kBnbBackends);
}

std::optional<LibraryCheck> flashAttention(const Card &card)
{
    const Library l = Library::FlashAttention2;
    if (isNvidiaCuda(card)) {
        if (ccOf(card) >= 80)
            return check(l, LibraryTier::Runs, false, tr("Ampere and newer"), kFlashAttention);
        if (ccOf(card) == 75)
            return check(l, LibraryTier::Preview, false,
                tr("Turing: a community fork with a core subset"), kFlashAttentionTuring);
        return check(l, LibraryTier::Missing, false,
            tr("needs Ampere (compute capability 8.0) or newer"), kFlashAttention);
    }
    if (isAmd(card, {"CDNA 2", "CDNA 3", "CDNA 4", "RDNA 3", "RDNA 4"}))
        return check(l, LibraryTier::Runs, false,
            tr("ROCm, Instinct MI200 and newer, RDNA 3 and 4"), kFlashAttention);
    if (isAmd(card, {"CDNA", "RDNA 3.5"}))
        return check(l, LibraryTier::Preview, false, tr("ROCm: only the opt-in Triton back end"),
            kFlashAttention);
    if (card.key.vendor == QLatin1String("AMD") || isIntelXpu(card))
        return check(
            l, LibraryTier::Missing, false, tr("not on its list of GPUs"), kFlashAttention);
    return std::nullopt; // Apple and own stacks: said by their stack's sentence
}

LibraryCheck fp8Training(const Card &card)
{
    const Library l = Library::Fp8Training;
    if (isNvidiaCuda(card))
        return ccOf(card) >= 89
            ? check(l, LibraryTier::Runs, true, tr("compute capability 8.9 (Ada) and newer"),
                kTransformerEngine)
            : check(l, LibraryTier::Missing, true,
                tr("needs compute capability 8.9 (Ada) or newer"), kTransformerEngine);
    if (isAmd(card, {"CDNA 3", "CDNA 4"}))
        return check(l, LibraryTier::Partial, true,
            tr("AMD's port for ROCm: Instinct MI300 and MI350, GEMM and attention in part"),
            kTransformerEngineRocm);
    if (isAmd(card, {"RDNA 3", "RDNA 3.5", "RDNA 4"}))
        return check(l, LibraryTier::Missing, true,
            tr("AMD's port has no plan for Radeon (RDNA 3, RDNA 4)"), kTransformerEngineRdna);
    return check(l, LibraryTier::Missing, true, tr("no FP8 training library for this device"),
        kTransformerEngine);
}

std::optional<LibraryCheck> vllm(const Card &card, WeightFormat weights)
{
    const Library l = Library::Vllm;
    // FP8 and 4-bit GPU formats (AWQ, GPTQ) are vLLM's; 16-bit weights run elsewhere too.
    const bool required = weights == WeightFormat::Fp8 || weights == WeightFormat::Int4;
    if (isNvidiaCuda(card))
        return ccOf(card) >= 75
            ? check(l, LibraryTier::Runs, required, tr("CUDA, compute capability 7.5 and newer"),
                kVllmCuda)
            : check(l, LibraryTier::Missing, required,
                tr("today's builds need compute capability 7.5 or newer"), kVllmCuda);
    if (isAmd(card, {"CDNA 2", "CDNA 3", "CDNA 4", "RDNA 3", "RDNA 3.5", "RDNA 4"}))
        return check(l, LibraryTier::Runs, required,
            tr("ROCm: Instinct MI200 and newer, Radeon RX 7900 and RX 9000, Ryzen AI"), kVllmRocm);
    if (card.key.vendor == QLatin1String("AMD"))
        return check(
            l, LibraryTier::Missing, required, tr("not on its list of ROCm GPUs"), kVllmRocm);
    if (isIntelXpu(card))
        return check(l, LibraryTier::Partial, required,
            tr("Intel XPU: basic inference and serving"), kVllmXpu);
    if (isGaudi(card))
        return check(l, LibraryTier::Partial, required, tr("Intel Gaudi: the vllm-gaudi plugin"),
            kVllmGaudi);
    if (card.key.vendor == QLatin1String("Huawei"))
        return check(l, LibraryTier::Preview, required,
            tr("Ascend: the community-maintained vllm-ascend plugin"), kVllmAscend);
    if (card.key.vendor == QLatin1String("Apple"))
        return check(l, LibraryTier::Preview, required,
            tr("Apple silicon: the community vllm-metal plugin (vLLM itself: CPU only)"),
            kVllmMetal);
    return std::nullopt;
}

// Training on Intel's GPUs: PyTorch's XPU builds are official wheels, still labelled a
// prototype.
std::optional<LibraryCheck> pyTorchXpu(const Card &card)
{
    if (!isIntelXpu(card))
        return std::nullopt;
    return check(Library::PyTorchXpu, LibraryTier::Preview, true,
        tr("PyTorch labels its Intel GPU support a prototype"), kPyTorchXpu);
}

std::optional<LibraryCheck> deepSpeed(const Card &card)
{
    const Library l = Library::DeepSpeed;
    if (isNvidiaCuda(card))
        return std::nullopt; // DeepSpeed's home: nothing to say
    if (isAmd(card, {"CDNA", "CDNA 2"}))
        return check(l, LibraryTier::Runs, false, tr("ROCm, tested on Instinct MI100 and MI200"),
            kDeepSpeed);
    if (card.key.vendor == QLatin1String("AMD"))
        return check(l, LibraryTier::Partial, false,
            tr("ROCm: tested on Instinct MI100 and MI200 only"), kDeepSpeed);
    if (isIntelXpu(card))
        return check(l, LibraryTier::Partial, false,
            tr("Intel XPU: a contributed accelerator, verified on Data Center GPU Max"),
            kDeepSpeedXpu);
    return std::nullopt;
}

bool isGguf(WeightFormat f)
{
    switch (f) {
    case WeightFormat::Q8_0:
    case WeightFormat::Q6_K:
    case WeightFormat::Q5_K_M:
    case WeightFormat::Q4_K_M:
    case WeightFormat::Q4_0:
    case WeightFormat::Q3_K_M:
    case WeightFormat::Q2_K:
        return true;
    default:
        return false;
    }
}

QString methodText(const MemoryRequest &r)
{
    switch (r.method) {
    case FitMethod::Qlora:
        return tr("QLoRA");
    case FitMethod::FullFineTune:
    case FitMethod::Lora:
        return r.weights == WeightFormat::Fp8 ? tr("FP8 training") : tr("fine-tuning");
    case FitMethod::Inference:
        return r.weights == WeightFormat::Fp8 ? tr("FP8 weights") : tr("AWQ or GPTQ weights");
    }
    return {};
}

// What a user does where an optional library does not run.
QString fallbackText(const LibraryCheck &c)
{
    if (c.forOptimizer)
        return tr("AdamW with 32-bit states instead");
    switch (c.library) {
    case Library::PyTorchXpu:
        return tr("a CUDA or ROCm card for training");
    case Library::FlashAttention2:
    case Library::FlashAttention3:
        return tr("PyTorch's own attention instead (slower, more memory at long sequences)");
    case Library::Vllm:
        return tr("llama.cpp with GGUF weights instead");
    case Library::DeepSpeed:
        return tr("PyTorch's FSDP instead");
    case Library::BitsAndBytes:
        return tr("LoRA in 16 bits instead");
    case Library::Fp8Training:
        return tr("BF16 training instead");
    }
    return {};
}

QString sentence(const LibraryCheck &c, const QString &method)
{
    QString source = c.sourceUrl;
    if (!c.sourceDate.isEmpty())
        source += QStringLiteral(", ") + c.sourceDate;
    const QString library = libraryName(c.library);
    switch (c.tier) {
    case LibraryTier::Runs:
        return {};
    case LibraryTier::Partial:
        //: %1: a library ("vLLM"), %2: what the support covers, %3: source and date.
        return tr("%1 runs here with limits: %2 (%3)").arg(library, c.scope, source);
    case LibraryTier::Preview:
        if (c.required)
            //: %1: the method ("QLoRA"), %2: the library, %3: scope, %4: source and date,
            //: %5: what to do instead.
            return tr("%1 needs %2, which runs here only as a preview (%3; %4): %5")
                .arg(c.forOptimizer ? tr("the 8-bit or paged optimizer") : method, library, c.scope,
                    source, fallbackText(c));
        return tr("%1 runs here only as a preview (%2; %3)").arg(library, c.scope, source);
    case LibraryTier::Missing:
        if (c.required)
            return tr("%1 needs %2, which does not run here (%3; %4): %5")
                .arg(c.forOptimizer ? tr("the 8-bit or paged optimizer") : method, library, c.scope,
                    source, fallbackText(c));
        //: %1: library, %2: why, %3: source and date, %4: what to do instead.
        return tr("%1 does not run here (%2; %3): %4")
            .arg(library, c.scope, source, fallbackText(c));
    }
    return {};
}

} // namespace

QString toCode(Library library)
{
    switch (library) {
    case Library::PyTorchXpu:
        return QStringLiteral("pytorch-xpu");
    case Library::BitsAndBytes:
        return QStringLiteral("bitsandbytes");
    case Library::FlashAttention2:
        return QStringLiteral("flash-attention-2");
    case Library::FlashAttention3:
        return QStringLiteral("flash-attention-3");
    case Library::Fp8Training:
        return QStringLiteral("fp8-training");
    case Library::Vllm:
        return QStringLiteral("vllm");
    case Library::DeepSpeed:
        return QStringLiteral("deepspeed");
    }
    return {};
}

QString libraryName(Library library)
{
    switch (library) {
    case Library::PyTorchXpu:
        return QStringLiteral("PyTorch (XPU)");
    case Library::BitsAndBytes:
        return QStringLiteral("bitsandbytes");
    case Library::FlashAttention2:
        return QStringLiteral("FlashAttention 2");
    case Library::FlashAttention3:
        return QStringLiteral("FlashAttention 3");
    case Library::Fp8Training:
        return QStringLiteral("Transformer Engine (FP8)");
    case Library::Vllm:
        return QStringLiteral("vLLM");
    case Library::DeepSpeed:
        return QStringLiteral("DeepSpeed");
    }
    return {};
}

QString toCode(LibraryTier tier)
{
    switch (tier) {
    case LibraryTier::Runs:
        return QStringLiteral("runs");
    case LibraryTier::Partial:
        return QStringLiteral("partial");
    case LibraryTier::Preview:
        return QStringLiteral("preview");
    case LibraryTier::Missing:
        return QStringLiteral("missing");
    }
    return {};
}

bool MethodSoftwareFit::needsPreview() const
{
    return std::any_of(checks.cbegin(), checks.cend(),
        [](const LibraryCheck &c) { return c.required && c.tier != LibraryTier::Runs; });
}

MethodSoftwareFit methodSoftwareFit(const Card &card, const MemoryRequest &request)
{
    MethodSoftwareFit fit;
    fit.method = methodText(request);
    // A stack of its own is judged as a whole (ownStackCaveat()); Apple's Metal and Intel's
    // Gaudi included. Only the libraries a method cannot do without are checked there.
    const bool ownStack = !card.softwareStack.isEmpty();
    switch (request.method) {
    case FitMethod::Qlora:
        fit.checks << bitsAndBytes(card, request.eightBitOptimizer || request.pagedOptimizer);
        break;
    case FitMethod::Lora:
    case FitMethod::FullFineTune:
        if (request.weights == WeightFormat::Fp8)
            fit.checks << fp8Training(card);
        if (request.eightBitOptimizer || request.pagedOptimizer) {
            LibraryCheck optimizer = bitsAndBytes(card, true);
            optimizer.forOptimizer = true;
            fit.checks << optimizer;
        }
        break;
    case FitMethod::Inference:
        if (request.weights == WeightFormat::Fp8 || request.weights == WeightFormat::Int4
            || (!isGguf(request.weights) && request.gpus > 1 && !ownStack))
            if (const auto v = vllm(card, request.weights))
                fit.checks << *v;
        break;
    }
    if (request.method != FitMethod::Inference && !ownStack) {
        if (const auto t = pyTorchXpu(card))
            fit.checks.prepend(*t);
        if (const auto f = flashAttention(card))
            fit.checks << *f;
        if (request.gpus > 1 && request.sharding != Sharding::None)
            if (const auto d = deepSpeed(card))
                fit.checks << *d;
    }
    return fit;
}

QStringList MethodSoftwareFit::caveats() const
{
    QStringList required, helpful;
    for (const LibraryCheck &c : checks)
        if (const QString s = sentence(c, method); !s.isEmpty())
            (c.required ? required : helpful) << s;
    return required + helpful;
}

QString MethodSoftwareFit::summary() const
{
    QStringList parts;
    for (const LibraryCheck &c : checks)
        parts << toCode(c.library) + QLatin1Char(':') + toCode(c.tier);
    return parts.join(QLatin1Char(' '));
}

} // namespace gpu
