// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardPhysics.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpu {

namespace {

bool dualIssue(const Card &card)
{
    // AMD RDNA 3 and 4 issue two FP32 operations per stream processor and clock, and CDNA 3
    // counts packed FP32 in its published vector figure (MI300X: 163.4 TFLOPS from 19,456
    // stream processors at 2,100 MHz).
    return card.architecture.startsWith(QLatin1String("RDNA 3"))
        || card.architecture.startsWith(QLatin1String("RDNA 4"))
        || card.architecture.startsWith(QLatin1String("CDNA"));
}

} // namespace

QPair<QString, QString> cardPhysicsProblem(const Card &card)
{
    if (card.cudaCores && card.boostClockMhz && *card.cudaCores > 0 && *card.boostClockMhz > 0) {
        // Peak FP32 = 2 operations (a fused multiply-add) × cores × clock; 5 % for rounding.
        const double bound = 2.0 * *card.cudaCores * *card.boostClockMhz / 1.0e6
            * (dualIssue(card) ? 2.0 : 1.0) * 1.05;
        if (card.fp32Tflops && *card.fp32Tflops > bound)
            return {QStringLiteral("fp32_tflops"),
                QCoreApplication::translate("CatalogImporter",
                    "%1 TFLOPS FP32 is more than its %2 cores at %3 MHz can do (at most %4)")
                    .arg(*card.fp32Tflops)
                    .arg(*card.cudaCores)
                    .arg(*card.boostClockMhz)
                    .arg(QLocale().toString(bound, 'f', 1))};
        // Tensor cores do many times the FP32 work, never 64 times (the B200: about 30 ×).
        for (const auto &[field, value] : {std::pair<const char *, std::optional<double>> {
                                               "tensor_fp16_tflops", card.tensorFp16Tflops},
                 {"tensor_bf16_tflops", card.tensorBf16Tflops},
                 {"tensor_fp8_tflops", card.tensorFp8Tflops},
                 {"tensor_int8_tops", card.tensorInt8Tops}}) {
            if (value && *value > 64 * bound)
                return {QString::fromLatin1(field),
                    QCoreApplication::translate("CatalogImporter",
                        "%1 is more than 64 × what its %2 cores at %3 MHz do in FP32")
                        .arg(*value)
                        .arg(*card.cudaCores)
                        .arg(*card.boostClockMhz)};
        }
    }
    if (card.memoryBusBits && card.memoryDataRateGbps && card.memoryBandwidthGBps) {
        const double bound = *card.memoryBusBits / 8.0 * *card.memoryDataRateGbps * 1.05;
        if (*card.memoryBandwidthGBps > bound)
            return {QStringLiteral("memory_bandwidth_gbps"),
                QCoreApplication::translate("CatalogImporter",
                    "%1 GB/s is more than a %2-bit bus at %3 Gbit/s carries (at most %4 GB/s)")
                    .arg(*card.memoryBandwidthGBps)
                    .arg(*card.memoryBusBits)
                    .arg(*card.memoryDataRateGbps)
                    .arg(QLocale().toString(bound, 'f', 0))};
    }
    if (card.tdpWatts && *card.tdpWatts < 5 && !card.unifiedMemory)
        return {QStringLiteral("tdp_w"),
            QCoreApplication::translate(
                "CatalogImporter", "%1 W is not the board power of a discrete card (at least 5 W)")
                .arg(*card.tdpWatts)};
    return {};
}

} // namespace gpu
