// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Software support as of a date, and the per-architecture feature facts the ranking states.
//
// Support is a dated fact with a source, never a constant (docs/domain.md): every tier of the table
// in SoftwareSupport.cpp names the outlet and the date it was read from, and docs/ranking.md
// repeats them. Tiers:
//   current     - today's default builds (PyTorch's default CUDA builds, ROCm's current support
//                 list, PyTorch XPU's validated hardware) run the card;
//   legacy      - only an older toolkit build still runs it (PyTorch's CUDA 12.6 builds, ROCm
//                 6.3 and older), with the announced end where there is one;
//   unsupported - no current build runs it.

#include "Card.h"

namespace gpu {

enum class SoftwareTier
{
    Current,
    Legacy,
    Unsupported
};

/// Which tiers a person's software stack accepts: today's default builds only (the default), or
/// legacy builds too (someone who keeps a CUDA 12.6 PyTorch build, or ROCm 6.3).
enum class SoftwarePolicy
{
    CurrentOnly,
    IncludeLegacy
};

/// One row of the table: the tier of a card and where that comes from.
struct SoftwareSupport
{
    SoftwareTier tier = SoftwareTier::Current;
    /// False when the table has no row for the card (unknown architecture or compute capability):
    /// it then counts as current, because a card is not flagged without evidence.
    bool known = false;
    QString basis; ///< what the tier is decided by: "compute capability 6.1", "RDNA 3"
    QString stack; ///< what runs it: "PyTorch's CUDA 12.6 builds (llama.cpp on CUDA 12)"
    QString end; ///< the announced end of a legacy tier, or empty
    QString sourceUrl;
    QString sourceDate; ///< ISO date of the source; empty where the source states none
};

/// The card's support tier from the dated table (SoftwareSupport.cpp), with its texts.
SoftwareSupport softwareSupport(const Card &card);
/// The tier alone, without building texts (cheap: for every card of a ranking); nullopt when the
/// table has no row for the card.
std::optional<SoftwareTier> softwareTier(const Card &card);
/// Whether `policy` accepts a card of `tier`.
bool acceptedBy(SoftwareTier tier, SoftwarePolicy policy);

QString toCode(SoftwareTier tier); ///< "current", "legacy", "unsupported"
/// The card's tier code for machine formats (the `software_support` column), empty when the
/// table has no row for it.
QString softwareSupportCode(const Card &card);
std::optional<SoftwareTier> softwareTierFromCode(const QString &code);
QString toCode(SoftwarePolicy policy); ///< "current", "legacy"
std::optional<SoftwarePolicy> softwarePolicyFromCode(const QString &code);
/// Translated: "current", "legacy", "unsupported" (tables), and a sentence for a card's detail
/// and the report's reasons ("Legacy software: compute capability 6.1 runs only …").
QString softwareTierLabel(SoftwareTier tier);
QString softwareSupportSentence(const Card &card);
/// For a device with a software stack of its own (Card::softwareStack: Huawei's CANN, Apple's
/// Metal, Moore Threads' MUSA …) below full support: what of the usual tools (PyTorch's CUDA
/// builds, FlashAttention, bitsandbytes, vLLM) does not run there, with the stack's dated source
/// (translated). Empty for full support or without a stack of its own.
QString ownStackCaveat(const Card &card);
/// The device's own stack runs PyTorch only through a preview or fork, or not at all
/// (StackSupport::Experimental or VendorOnly): the planner lists it after the devices whose
/// software runs the method, and never as the first pick.
bool ownStackIsExperimental(const Card &card);

/// Per-architecture feature facts: what the architecture has, whatever a row happens to publish.
/// nullopt when the architecture is not in the table.
struct ArchitectureFeatures
{
    std::optional<bool>
        tensorCores; ///< matrix units for 16-bit math (tensor/matrix cores, WMMA, XMX)
    std::optional<bool> bf16; ///< BF16 arithmetic in those units
};
ArchitectureFeatures architectureFeatures(const Card &card);
/// Tensor cores: the published count when there is one (0 = none), else the architecture's.
std::optional<bool> hasTensorCores(const Card &card);
/// BF16: a published tensor BF16 rate, else the architecture's.
std::optional<bool> supportsBf16(const Card &card);

} // namespace gpu
