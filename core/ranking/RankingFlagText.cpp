// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the ranking's flags and estimates (translated in the "Ranking" context): flag
// codes, short labels and sentences, what an estimate rests on, and the think-twice lines, which
// list verdicts under their flags' sentences (flagText()).

#include "Ranking.h"
#include "RankingText_p.h"

namespace gpu {

using ranking_text::num;

QString toCode(Flag f)
{
    switch (f) {
    case Flag::CudaUnsupported:
        return QStringLiteral("cuda_unsupported");
    case Flag::Fp16Crippled:
        return QStringLiteral("fp16_crippled");
    case Flag::NoTensorCores:
        return QStringLiteral("no_tensor_cores");
    case Flag::PrecisionUnsupported:
        return QStringLiteral("precision_unsupported");
    case Flag::LowMemory:
        return QStringLiteral("low_memory");
    case Flag::RocmCaveat:
        return QStringLiteral("rocm_caveat");
    case Flag::IntelCaveat:
        return QStringLiteral("intel_caveat");
    case Flag::UsedMarket:
        return QStringLiteral("used_market");
    case Flag::DataCenterCooling:
        return QStringLiteral("passive_cooling");
    case Flag::HighPower:
        return QStringLiteral("high_power");
    case Flag::LaptopPart:
        return QStringLiteral("laptop_part");
    case Flag::NoPrice:
        return QStringLiteral("no_price");
    case Flag::EstimatedPrice:
        return QStringLiteral("estimated_price");
    case Flag::UnknownSpecs:
        return QStringLiteral("unknown_specs");
    case Flag::StalePrice:
        return QStringLiteral("stale_price");
    case Flag::ServerModule:
        return QStringLiteral("server_module");
    case Flag::OverBudget:
        return QStringLiteral("over_budget");
    case Flag::UserPriceOutOfScope:
        return QStringLiteral("user_price_out_of_scope");
    case Flag::LegacySoftware:
        return QStringLiteral("legacy_software");
    case Flag::SoftwareUnsupported:
        return QStringLiteral("software_unsupported");
    case Flag::ConvertedPrice:
        return QStringLiteral("converted_price");
    case Flag::VendorStack:
        return QStringLiteral("vendor_stack");
    case Flag::ManyDesktopCards:
        return QStringLiteral("four_desktop_cards");
    case Flag::MachinePower:
        return QStringLiteral("machine_power");
    case Flag::ModifiedBoard:
        return QStringLiteral("modified_board");
    }
    return {};
}

QString flagLabel(Flag f)
{
    switch (f) {
    case Flag::CudaUnsupported:
        return Ranking::tr("no CUDA support");
    case Flag::Fp16Crippled:
        return Ranking::tr("slow FP16");
    case Flag::NoTensorCores:
        return Ranking::tr("no tensor cores");
    case Flag::PrecisionUnsupported:
        return Ranking::tr("precision unsupported");
    case Flag::LowMemory:
        return Ranking::tr("low memory");
    case Flag::RocmCaveat:
        return Ranking::tr("ROCm");
    case Flag::IntelCaveat:
        return Ranking::tr("Intel software");
    case Flag::UsedMarket:
        return Ranking::tr("used");
    case Flag::DataCenterCooling:
        return Ranking::tr("passive cooling");
    case Flag::HighPower:
        return Ranking::tr("high power");
    case Flag::LaptopPart:
        return Ranking::tr("laptop");
    case Flag::NoPrice:
        return Ranking::tr("no price");
    case Flag::EstimatedPrice:
        return Ranking::tr("estimated price");
    case Flag::UnknownSpecs:
        return Ranking::tr("unknown specs");
    case Flag::StalePrice:
        return Ranking::tr("old price");
    case Flag::ServerModule:
        return Ranking::tr("server module");
    case Flag::OverBudget:
        return Ranking::tr("over budget");
    case Flag::UserPriceOutOfScope:
        return Ranking::tr("your price not used");
    case Flag::LegacySoftware:
        return Ranking::tr("legacy software");
    case Flag::SoftwareUnsupported:
        return Ranking::tr("unsupported software");
    case Flag::ConvertedPrice:
        return Ranking::tr("converted price");
    case Flag::VendorStack:
        return Ranking::tr("own software stack");
    case Flag::ManyDesktopCards:
        return Ranking::tr("four desktop cards");
    case Flag::MachinePower:
        return Ranking::tr("machine power");
    case Flag::ModifiedBoard:
        return Ranking::tr("modified board");
    }
    return {};
}

QString flagText(Flag f)
{
    switch (f) {
    case Flag::CudaUnsupported:
        return Ranking::tr("Its compute capability is no longer supported by current CUDA and "
                           "PyTorch builds: not recommended.");
    case Flag::Fp16Crippled:
        return Ranking::tr("FP16 math runs at 1/64 of FP32 on this Pascal chip (all Pascal but "
                           "the P100): mixed precision brings no speed-up.");
    case Flag::NoTensorCores:
        return Ranking::tr("No tensor cores: mixed-precision training needs compute capability 7.0 "
                           "or newer to pay off.");
    case Flag::PrecisionUnsupported:
        return Ranking::tr("The card does not support the chosen precision.");
    case Flag::LowMemory:
        return Ranking::tr("Less memory than this workload needs.");
    case Flag::RocmCaveat:
        return Ranking::tr("AMD: deep-learning software (ROCm) is less mature; PyTorch on ROCm "
                           "runs on Linux only.");
    case Flag::IntelCaveat:
        return Ranking::tr(
            "Intel: framework support for Intel GPUs is newer still; check your framework first.");
    case Flag::UsedMarket:
        return Ranking::tr("Used card: no warranty, possible mining wear; test it before paying.");
    case Flag::DataCenterCooling:
        return Ranking::tr(
            "Passively cooled data-centre card: it needs server airflow or an added fan.");
    case Flag::HighPower:
        return Ranking::tr("High board power: check that the power supply has at least 300 W to "
                           "spare above the card.");
    case Flag::LaptopPart:
        return Ranking::tr(
            "Laptop GPU: its speed depends on the laptop's power limit and cooling.");
    case Flag::NoPrice:
        return Ranking::tr("No price known: left out of the value ranking.");
    case Flag::EstimatedPrice:
        return Ranking::tr("Price estimated (from the launch price, or from the catalog's price "
                           "histories where its newest price is over a year old): check today's "
                           "price.");
    case Flag::UnknownSpecs:
        return Ranking::tr("A figure the estimate needs is unknown.");
    case Flag::StalePrice:
        return Ranking::tr("The price is more than a year old: check today's price before "
                           "comparing value.");
    case Flag::ServerModule:
        return Ranking::tr("An SXM/OAM module: it mounts on a server baseboard, not in the PCIe "
                           "slot of a desktop.");
    case Flag::OverBudget:
        return Ranking::tr("Over your budget: shown for comparison, not ranked.");
    case Flag::UserPriceOutOfScope:
        return Ranking::tr("You entered a price of the other condition (new or used) than the "
                           "ranking considers: it is not used. Set the condition to \"new or "
                           "used\" to use it.");
    case Flag::LegacySoftware:
        return Ranking::tr("Legacy software: today's default builds no longer run it, only an "
                           "older toolkit build does (PyTorch's CUDA 12.6 builds for NVIDIA before "
                           "compute capability 7.5; ROCm 6.3 and older for AMD GCN 5); not picked "
                           "unless the settings include legacy software.");
    case Flag::SoftwareUnsupported:
        return Ranking::tr("Unsupported software: no current build of its vendor's stack "
                           "supports it: not recommended.");
    case Flag::ConvertedPrice:
        return Ranking::tr("Converted price: judged at a price seen in another currency, or per "
                           "GPU of a module or server, converted at the rate of its own date; "
                           "check a local price before buying.");
    case Flag::VendorStack:
        return Ranking::tr("Its own software stack, not CUDA: PyTorch's CUDA builds, "
                           "FlashAttention, bitsandbytes and vLLM do not run as they are; check "
                           "that your framework and models run on it (its stack support and "
                           "source are in the details).");
    case Flag::ManyDesktopCards:
        return Ranking::tr("Four desktop cards in one machine: plan the slots or risers, the "
                           "power supply and the cooling; more than four is a server build.");
    case Flag::MachinePower:
        return Ranking::tr("The cards' board power adds up: size the power supply for all of "
                           "them at full load plus about 300 W for the rest of the machine, and "
                           "check that the wall circuit carries it.");
    case Flag::ModifiedBoard:
        return Ranking::tr("A modified board: a third party rebuilt it with more memory; its GPU's "
                           "vendor never sold it and gives no warranty, and its drivers treat it "
                           "as the stock card. Buy from a seller who gives their own warranty.");
    }
    return {};
}

QString flagText(Flag f, Workload w)
{
    if (w == Workload::LlmInference) {
        if (f == Flag::RocmCaveat)
            return Ranking::tr("AMD: LLM inference runs on llama.cpp (ROCm/HIP or Vulkan back "
                               "end) and on vLLM with ROCm for Instinct and Radeon RX 7900/9000 "
                               "cards; ROCm itself is Linux-first.");
        if (f == Flag::IntelCaveat)
            return Ranking::tr("Intel: for LLM inference use llama.cpp (SYCL or Vulkan back end) "
                               "or PyTorch's XPU builds; support is newer than CUDA's.");
    }
    return flagText(f);
}

QString estimateSummary(const CardVerdict &v)
{
    if (!v.relative)
        return {};
    QString basis;
    switch (v.estimateBasis) {
    case EstimateBasis::Measured:
        return Ranking::tr("measured");
    case EstimateBasis::Calibrated:
        basis = Ranking::tr("calibrated estimate");
        break;
    case EstimateBasis::Extrapolated:
        basis = Ranking::tr("extrapolated estimate");
        break;
    case EstimateBasis::Unverified:
        basis = Ranking::tr("unverified estimate");
        break;
    }
    if (!v.estimateLow || !v.estimateHigh)
        return basis;
    return Ranking::tr("%1, likely %2–%3×", "estimate basis and range")
        .arg(basis, num(*v.estimateLow, 2), num(*v.estimateHigh, 2));
}

QString estimateBasisText(EstimateBasis b)
{
    switch (b) {
    case EstimateBasis::Measured:
        return Ranking::tr("measured");
    case EstimateBasis::Calibrated:
        return Ranking::tr("estimate calibrated on measured cards of the same architecture");
    case EstimateBasis::Extrapolated:
        return Ranking::tr("estimate extrapolated beyond the measured cards");
    case EstimateBasis::Unverified:
        return Ranking::tr("unverified estimate: no measured card of this vendor");
    }
    return {};
}

QString WarningLine::text(int names) const
{
    QString list = cards.mid(0, names).join(Ranking::tr(", "));
    if (cards.size() > names)
        list += Ranking::tr(" and %n more", nullptr, int(cards.size() - names));
    //: A think-twice line: a warning sentence, then the cards it applies to.
    return Ranking::tr("%1 Applies to: %2.").arg(reason, list);
}

QList<WarningLine> Ranking::warningLines(const QList<const CardVerdict *> &verdicts, Workload w)
{
    // Most serious first: what stops the work, what slows it, what makes it awkward.
    static const QList<Flag> kOrder = {Flag::CudaUnsupported, Flag::SoftwareUnsupported,
        Flag::LegacySoftware, Flag::PrecisionUnsupported, Flag::Fp16Crippled, Flag::NoTensorCores,
        Flag::LowMemory, Flag::ModifiedBoard, Flag::ServerModule, Flag::LaptopPart,
        Flag::DataCenterCooling, Flag::VendorStack, Flag::RocmCaveat, Flag::IntelCaveat,
        Flag::UsedMarket, Flag::HighPower, Flag::MachinePower, Flag::ManyDesktopCards,
        Flag::UnknownSpecs, Flag::OverBudget, Flag::UserPriceOutOfScope};
    QList<WarningLine> lines;
    for (Flag flag : kOrder) {
        WarningLine line;
        line.flag = flag;
        for (const CardVerdict *v : verdicts) {
            if (!v || !v->hasFlag(flag) || line.keys.contains(v->key))
                continue;
            line.cards << v->key.nameWithoutVendor();
            line.keys << v->key;
        }
        if (line.keys.isEmpty())
            continue;
        line.reason = flagText(flag, w);
        lines << line;
    }
    return lines;
}

QList<WarningLine> Ranking::thinkTwiceLines(const RankingResult &result, Workload w)
{
    QList<const CardVerdict *> verdicts;
    for (int i : result.recommendation.thinkTwice)
        if (i >= 0 && i < result.verdicts.size())
            verdicts << &result.verdicts.at(i);
    return warningLines(verdicts, w);
}

} // namespace gpu
