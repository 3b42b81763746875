// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Software fit per method: the libraries a way of running or fine-tuning a model uses, each
// checked against the device's software stack, with the dated source of every fact
// (MethodSoftware.cpp holds the table; docs/memory.md, "Software fit", repeats it).
//
// A library the method cannot run without (bitsandbytes for QLoRA, an FP8 training library for
// FP8 weights) decides where a set-up is listed: where the stack runs it only as a preview or not
// at all, the set-up is flagged with the reason and comes after the set-ups whose stack runs it,
// never the first pick unless the user allows preview software (FitPlanRequest). A library that
// only makes the method faster or easier (FlashAttention, vLLM, DeepSpeed) is said beside the
// set-up and changes no order.

#include "Card.h"
#include "MemoryModel.h"

#include <QList>
#include <QString>

namespace gpu {

enum class Library
{
    PyTorchXpu, ///< PyTorch's own Intel GPU (XPU) builds, for training
    BitsAndBytes, ///< QLoRA's NF4 base and 8-bit optimizers
    FlashAttention2, ///< fused attention for training (speed and long sequences)
    FlashAttention3, ///< Hopper's fused attention (FP16/BF16 and FP8)
    Fp8Training, ///< NVIDIA Transformer Engine, or AMD's port for ROCm
    Vllm, ///< the serving engine for 16-bit, FP8, AWQ/GPTQ weights and tensor parallelism
    DeepSpeed ///< ZeRO sharding across GPUs (PyTorch's FSDP does the same in PyTorch itself)
};

/// How far the device's stack runs a library, as of the source's date.
enum class LibraryTier
{
    Runs, ///< official support in the library's own builds or documentation
    Partial, ///< official, with limits the sentence names
    Preview, ///< a preview, beta, fork or community back end
    Missing ///< does not run there
};

QString toCode(Library library); ///< "bitsandbytes", "flash-attention-2" …
QString libraryName(Library library); ///< "bitsandbytes", "FlashAttention 2" (not translated)
QString toCode(LibraryTier tier); ///< "runs", "partial", "preview", "missing"

/// One library checked against one device.
struct LibraryCheck
{
    Library library = Library::BitsAndBytes;
    LibraryTier tier = LibraryTier::Runs;
    /// The method cannot run without it (QLoRA and bitsandbytes); otherwise it only helps.
    bool required = false;
    /// Used for the 8-bit (or paged) optimizer rather than for the method's weights.
    bool forOptimizer = false;
    QString scope; ///< what the fact covers: "compute capability 8.0 and newer", "CDNA 3"
    QString sourceUrl;
    QString sourceDate; ///< ISO date of the source; empty where it states none
};

/// The libraries of one way of running a model on one device.
struct MethodSoftwareFit
{
    QList<LibraryCheck> checks;
    QString method; ///< the method as the sentences name it ("QLoRA", "FP8 training"), translated

    /// A library the method needs runs only as a preview, partly, or not at all: the set-up is
    /// flagged and listed after those whose stack runs it (FitConfiguration::methodExperimental).
    bool needsPreview() const;
    /// Translated sentences, one per library that does not simply run, each with its source and
    /// date; the required ones first.
    QStringList caveats() const;
    /// "bitsandbytes: preview; FlashAttention 2: runs" for tables (codes, not translated).
    QString summary() const;
};

/// The libraries `request` uses (its method, weight format and GPU count) checked against `card`.
/// A device with a software stack of its own (Card::softwareStack) is judged by its stack's tier
/// (ownStackCaveat(), SoftwareSupport.h); only the libraries a method cannot do without are
/// checked there.
MethodSoftwareFit methodSoftwareFit(const Card &card, const MemoryRequest &request);

} // namespace gpu
