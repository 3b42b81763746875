// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoftwareSupport.h"

#include <QCoreApplication>

namespace gpu {

namespace {

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions under the namespace's context.
    return QCoreApplication::translate("gpu", text);
}

// The sources of the table, each with the date it states (docs/ranking.md lists them too).
//
// NVIDIA. CUDA 13.0 (release notes, 2025-08) builds for compute capability 7.5 (Turing) and
// newer; PyTorch 2.8 (release notes, 2025-08) removed Maxwell, Pascal and Volta from its CUDA
// 12.8/12.9 builds and kept them in its CUDA 12.6 builds; from PyTorch 2.11 (developer mailing
// list, 2026-01-15, and the CUDA support matrix of RELEASE.md, 2026-02-18) the CUDA 12.8 and 13.0
// builds start at Turing (7.5) and only the CUDA 12.6 builds keep 5.0-7.0. The RFC
// pytorch/pytorch#190385 (2026-07-17) proposes removing the CUDA 12.6 builds in PyTorch 2.15.
// CUDA 12.0 removed Kepler (3.x): NVIDIA developer forum answer of 2023-03-28.
constexpr const char *kPyTorchMatrixUrl
    = "https://github.com/pytorch/pytorch/blob/main/RELEASE.md#pytorch-cuda-support-matrix";
constexpr const char *kPyTorchMatrixDate = "2026-02-18";
constexpr const char *kPyTorch28Url = "https://github.com/pytorch/pytorch/releases/tag/v2.8.0";
constexpr const char *kPyTorch28Date = "2025-08";
constexpr const char *kKeplerUrl = "https://forums.developer.nvidia.com/t/"
                                   "nvcc-fatal-unsupported-gpu-architecture-compute-35/247815";
constexpr const char *kKeplerDate = "2023-03-28";

// AMD. ROCm's compatibility matrix (6.3.1, read in the ROCm repository's
// docs/compatibility/compatibility-matrix.rst) lists CDNA 3 (gfx942), CDNA 2 (gfx90a), CDNA
// (gfx908), RDNA 3 (gfx1100) and RDNA 2 (gfx1030) for Linux; ROCm 6.4.1's Linux system
// requirements add the Radeon RX 9000 series (RDNA 4, gfx1200/gfx1201; cited by llama.cpp's ROCm
// image, ggml-org/llama.cpp#15994) and ROCm 7.0 CDNA 4 (gfx950; hipFFT's ROCm 7.0.0 release
// notes, 2025-09-16). gfx906 (GCN 5: Instinct MI50, Radeon
// VII) entered maintenance mode in ROCm 6.0 (quoted in ROCm/ROCm#2308, 2023-12) and is not in
// ROCm 7.0 (ROCm/legacy-rocm-build#5215, 2025-08-21); llama.cpp's Vulkan back end still runs it.
constexpr const char *kRocmMatrixUrl
    = "https://rocm.docs.amd.com/en/latest/compatibility/compatibility-matrix.html";
constexpr const char *kRocmMatrixDate = ""; // read as the ROCm 6.3.1 matrix; its date not stated
constexpr const char *kRocm7Url = "https://github.com/ROCm/hipFFT/releases/tag/rocm-7.0.0";
constexpr const char *kRocm7Date = "2025-09-16";
constexpr const char *kRdna4Url = "https://rocm.docs.amd.com/projects/install-on-linux/en/"
                                  "docs-6.4.1/reference/system-requirements.html";
constexpr const char *kRdna4Date = ""; // ROCm 6.4.1's list; the page states no date
constexpr const char *kGfx906Url = "https://github.com/ROCm/legacy-rocm-build/issues/5215";
constexpr const char *kGfx906Date = "2025-08-21";

// Intel. PyTorch's "Getting Started on Intel GPU" (docs 2.15, updated 2026-09-29) validates the
// Data Center GPU Max Series (Ponte Vecchio, Xe-HPC), Arc A-Series (Alchemist, Xe-HPG) and Arc
// B-Series (Battlemage, Xe2-HPG).
constexpr const char *kXpuUrl = "https://docs.pytorch.org/docs/2.15/notes/get_start_xpu.html";
constexpr const char *kXpuDate = "2026-09-29";

SoftwareSupport row(SoftwareTier tier, const QString &basis, const QString &stack,
    const QString &end, const char *url, const char *date)
{
    return SoftwareSupport {
        tier, true, basis, stack, end, QString::fromLatin1(url), QString::fromLatin1(date)};
}

// The rows of the table. Classifying a card compares a few texts and numbers only (no
// allocation): the ranking asks for every card of catalogs of 100,000 (docs/performance.md).
enum class Row
{
    None,
    NvidiaCurrent,
    NvidiaLegacy,
    NvidiaUnsupported,
    AmdCdna4,
    AmdRdna4,
    AmdCurrent,
    AmdNotListed,
    AmdGcn5,
    IntelCurrent
};

// RDNA 2 chips on ROCm's Linux list are gfx1030 (Navi 21); the RX 6700/6600 (gfx1031/gfx1032)
// are not on it.
bool isNavi21(const Card &card)
{
    for (const char *model : {"6800", "6900", "6950", "V620"})
        if (card.key.model.contains(QLatin1String(model)))
            return true;
    return false;
}

Row rowOf(const Card &card)
{
    const QString &a = card.architecture;
    if (card.key.vendor == QLatin1String("NVIDIA")) {
        if (!card.computeCapability)
            return Row::None;
        const int cc = card.computeCapability->code();
        return cc >= 75 ? Row::NvidiaCurrent
            : cc >= 50  ? Row::NvidiaLegacy
                        : Row::NvidiaUnsupported;
    }
    if (card.key.vendor == QLatin1String("AMD")) {
        if (a == QLatin1String("CDNA 4"))
            return Row::AmdCdna4;
        if (a == QLatin1String("RDNA 4"))
            return Row::AmdRdna4;
        if (a == QLatin1String("CDNA 3") || a == QLatin1String("CDNA 2")
            || a == QLatin1String("CDNA") || a == QLatin1String("RDNA 3"))
            return Row::AmdCurrent;
        if (a == QLatin1String("RDNA 2"))
            return isNavi21(card) ? Row::AmdCurrent : Row::AmdNotListed;
        if (a == QLatin1String("GCN 5"))
            return Row::AmdGcn5;
        // Polaris (GCN 4), Fiji (GCN 3) and the first RDNA were never on (or long left) ROCm's
        // Linux list; llama.cpp's Vulkan back end runs them.
        if (a == QLatin1String("GCN 4") || a == QLatin1String("GCN 3")
            || a == QLatin1String("RDNA"))
            return Row::AmdNotListed;
        return Row::None;
    }
    if (card.key.vendor == QLatin1String("Intel")
        && (a == QLatin1String("Xe-HPG") || a == QLatin1String("Xe2-HPG")
            || a == QLatin1String("Xe-HPC")))
        return Row::IntelCurrent;
    return Row::None;
}

std::optional<SoftwareTier> tierOf(Row r)
{
    switch (r) {
    case Row::None:
        return std::nullopt;
    case Row::NvidiaLegacy:
    case Row::AmdGcn5:
        return SoftwareTier::Legacy;
    case Row::NvidiaUnsupported:
    case Row::AmdNotListed:
        return SoftwareTier::Unsupported;
    case Row::NvidiaCurrent:
    case Row::AmdCdna4:
    case Row::AmdRdna4:
    case Row::AmdCurrent:
    case Row::IntelCurrent:
        return SoftwareTier::Current;
    }
    return std::nullopt;
}

} // namespace

std::optional<SoftwareTier> softwareTier(const Card &card)
{
    return tierOf(rowOf(card));
}

SoftwareSupport softwareSupport(const Card &card)
{
    const Row r = rowOf(card);
    const std::optional<SoftwareTier> tier = tierOf(r);
    if (!tier)
        return {};
    const QString cc = card.computeCapability ? card.computeCapability->toString() : QString();
    const QString nvidiaBasis = tr("compute capability %1").arg(cc);
    switch (r) {
    case Row::None:
        break;
    case Row::NvidiaCurrent:
        return row(*tier, nvidiaBasis,
            tr("today's default PyTorch builds (CUDA 12.8 and 13) and CUDA 13"), QString(),
            kPyTorchMatrixUrl, kPyTorchMatrixDate);
    case Row::NvidiaLegacy: {
        const bool volta = card.computeCapability->code() >= 70;
        return row(*tier, nvidiaBasis,
            tr("PyTorch's CUDA 12.6 builds and other CUDA 12 builds (llama.cpp); CUDA 13 needs "
               "7.5"),
            tr("a PyTorch RFC (pytorch/pytorch#190385, July 2026) proposes removing the CUDA 12.6 "
               "builds in PyTorch 2.15"),
            volta ? kPyTorchMatrixUrl : kPyTorch28Url, volta ? kPyTorchMatrixDate : kPyTorch28Date);
    }
    case Row::NvidiaUnsupported:
        return row(*tier, nvidiaBasis, tr("no current CUDA (CUDA 12 removed Kepler, 3.x)"),
            QString(), kKeplerUrl, kKeplerDate);
    case Row::AmdCdna4:
        return row(*tier, card.architecture, tr("ROCm 7 (PyTorch on ROCm, vLLM, llama.cpp)"),
            QString(), kRocm7Url, kRocm7Date);
    case Row::AmdRdna4:
        return row(*tier, card.architecture,
            tr("ROCm 6.4.1 and newer (PyTorch on ROCm, llama.cpp)"), QString(), kRdna4Url,
            kRdna4Date);
    case Row::AmdCurrent:
        return row(*tier, card.architecture,
            tr("ROCm's current support list (PyTorch on ROCm, llama.cpp)"), QString(),
            kRocmMatrixUrl, kRocmMatrixDate);
    case Row::AmdNotListed:
        return row(*tier, card.architecture,
            tr("not on ROCm's Linux support list (llama.cpp's Vulkan back end runs it)"), QString(),
            kRocmMatrixUrl, kRocmMatrixDate);
    case Row::AmdGcn5:
        return row(*tier, card.architecture,
            tr("ROCm 6.3 and older (llama.cpp's Vulkan back end still runs it)"),
            tr("maintenance mode since ROCm 6.0; not in ROCm 7"), kGfx906Url, kGfx906Date);
    case Row::IntelCurrent:
        return row(*tier, card.architecture,
            tr("PyTorch's XPU builds (and llama.cpp with SYCL or Vulkan)"), QString(), kXpuUrl,
            kXpuDate);
    }
    return {};
}

bool acceptedBy(SoftwareTier tier, SoftwarePolicy policy)
{
    switch (tier) {
    case SoftwareTier::Current:
        return true;
    case SoftwareTier::Legacy:
        return policy == SoftwarePolicy::IncludeLegacy;
    case SoftwareTier::Unsupported:
        return false;
    }
    return false;
}

QString toCode(SoftwareTier tier)
{
    switch (tier) {
    case SoftwareTier::Current:
        return QStringLiteral("current");
    case SoftwareTier::Legacy:
        return QStringLiteral("legacy");
    case SoftwareTier::Unsupported:
        return QStringLiteral("unsupported");
    }
    return {};
}

QString softwareSupportCode(const Card &card)
{
    const auto tier = softwareTier(card);
    return tier ? toCode(*tier) : QString();
}

std::optional<SoftwareTier> softwareTierFromCode(const QString &code)
{
    for (SoftwareTier t : {SoftwareTier::Current, SoftwareTier::Legacy, SoftwareTier::Unsupported})
        if (toCode(t) == code)
            return t;
    return std::nullopt;
}

QString toCode(SoftwarePolicy policy)
{
    return policy == SoftwarePolicy::IncludeLegacy ? QStringLiteral("legacy")
                                                   : QStringLiteral("current");
}

std::optional<SoftwarePolicy> softwarePolicyFromCode(const QString &code)
{
    if (code == QLatin1String("current"))
        return SoftwarePolicy::CurrentOnly;
    if (code == QLatin1String("legacy"))
        return SoftwarePolicy::IncludeLegacy;
    return std::nullopt;
}

QString softwareTierLabel(SoftwareTier tier)
{
    switch (tier) {
    case SoftwareTier::Current:
        return tr("current");
    case SoftwareTier::Legacy:
        return tr("legacy");
    case SoftwareTier::Unsupported:
        return tr("unsupported");
    }
    return {};
}

QString ownStackCaveat(const Card &card)
{
    if (card.softwareStack.isEmpty() || !card.stackSupport
        || *card.stackSupport == StackSupport::Full)
        return {};
    QString source = card.stackSourceUrl.section(QStringLiteral(" ; "), 0, 0).trimmed();
    if (!card.stackSourceDate.isEmpty())
        source += (source.isEmpty() ? QString() : QStringLiteral(", ")) + card.stackSourceDate;
    QString sentence;
    switch (*card.stackSupport) {
    case StackSupport::Full:
        break;
    case StackSupport::Partial:
        //: %1: the device's software stack ("CANN + torch_npu"), %2: its source and date.
        // Which libraries run beyond PyTorch is said library by library (MethodSoftware.h).
        sentence = tr("%1, partial support: PyTorch runs through the vendor's backend, not "
                      "PyTorch's CUDA builds; libraries written for CUDA alone do not run (%2).");
        break;
    case StackSupport::Experimental:
        sentence = tr("%1, experimental support: PyTorch only through a preview or the vendor's "
                      "fork; PyTorch's CUDA builds, FlashAttention, bitsandbytes and vLLM do not "
                      "run (%2).");
        break;
    case StackSupport::VendorOnly:
        sentence = tr("%1, the vendor's own framework only: PyTorch's CUDA builds, "
                      "FlashAttention, bitsandbytes and vLLM do not run; only the vendor's "
                      "framework builds and ported models (%2).");
        break;
    }
    return sentence.arg(card.softwareStack, source);
}

bool ownStackIsExperimental(const Card &card)
{
    return !card.softwareStack.isEmpty() && card.stackSupport
        && (*card.stackSupport == StackSupport::Experimental
            || *card.stackSupport == StackSupport::VendorOnly);
}

QString softwareSupportSentence(const Card &card)
{
    const SoftwareSupport s = softwareSupport(card);
    if (!s.known)
        return ownStackCaveat(card);
    QString sentence;
    switch (s.tier) {
    case SoftwareTier::Current:
        sentence = tr("Current software: %1 runs on %2 (%3).");
        break;
    case SoftwareTier::Legacy:
        sentence = tr("Legacy software: %1 runs only on %2 (%3).");
        break;
    case SoftwareTier::Unsupported:
        sentence = tr("Unsupported software for %1: %2 (%3).");
        break;
    }
    sentence = sentence.arg(s.basis, s.stack,
        s.sourceDate.isEmpty() ? s.sourceUrl : s.sourceUrl + QStringLiteral(", ") + s.sourceDate);
    if (!s.end.isEmpty())
        sentence += QLatin1Char(' ') + tr("Announced end: %1.").arg(s.end);
    return sentence;
}

ArchitectureFeatures architectureFeatures(const Card &card)
{
    // NVIDIA: tensor cores from Volta (7.0) on, but Turing's GTX 16 cards have none, so Turing
    // is decided by the row; BF16 from Ampere (8.0) on (NVIDIA's A100 architecture whitepaper).
    // AMD: matrix cores on CDNA (MI100 on), BF16 included; WMMA with BF16 on RDNA 3 and RDNA 4
    // (AMD's RDNA 3 and RDNA 4 instruction set references: V_WMMA_F32_16X16X16_BF16); none on
    // RDNA 2 and GCN 5. Intel: XMX engines with BF16 on Xe-HPG, Xe2-HPG and Xe-HPC.
    ArchitectureFeatures f;
    const QString &a = card.architecture;
    if (card.key.vendor == QLatin1String("NVIDIA")) {
        const bool before = a == QLatin1String("Kepler") || a == QLatin1String("Maxwell")
            || a == QLatin1String("Pascal");
        const bool fromAmpere = a == QLatin1String("Ampere") || a == QLatin1String("Ada Lovelace")
            || a == QLatin1String("Hopper") || a == QLatin1String("Blackwell");
        if (before)
            f.tensorCores = false;
        else if (fromAmpere || a == QLatin1String("Volta"))
            f.tensorCores = true;
        if (before || a == QLatin1String("Volta") || a == QLatin1String("Turing"))
            f.bf16 = false;
        else if (fromAmpere)
            f.bf16 = true;
        else if (card.computeCapability)
            f.bf16 = card.computeCapability->code() >= 80;
    } else if (card.key.vendor == QLatin1String("AMD")) {
        if (a.startsWith(QLatin1String("CDNA")) || a == QLatin1String("RDNA 3")
            || a == QLatin1String("RDNA 4")) {
            f.tensorCores = true;
            f.bf16 = true;
        } else if (a == QLatin1String("RDNA 2") || a == QLatin1String("GCN 5")) {
            f.tensorCores = false;
        }
    } else if (card.key.vendor == QLatin1String("Intel")) {
        if (a == QLatin1String("Xe-HPG") || a == QLatin1String("Xe2-HPG")
            || a == QLatin1String("Xe-HPC")) {
            f.tensorCores = true;
            f.bf16 = true;
        }
    }
    return f;
}

std::optional<bool> hasTensorCores(const Card &card)
{
    if (card.tensorCores)
        return *card.tensorCores > 0;
    if (card.tensorFp16Tflops || card.tensorBf16Tflops)
        return true;
    return architectureFeatures(card).tensorCores;
}

std::optional<bool> supportsBf16(const Card &card)
{
    if (card.tensorBf16Tflops && *card.tensorBf16Tflops > 0)
        return true;
    return architectureFeatures(card).bf16;
}

} // namespace gpu
