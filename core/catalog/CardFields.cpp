// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardFields.h"

#include <QLocale>

namespace gpu {

namespace {

template<typename T> QVariant opt(const std::optional<T> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

QVariant text(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

} // namespace

QString CardFields::productLineName(ProductLine v)
{
    switch (v) {
    case ProductLine::Consumer:
        return tr("Consumer");
    case ProductLine::Workstation:
        return tr("Workstation");
    case ProductLine::DataCenter:
        return tr("Data centre");
    }
    return {};
}

QString CardFields::formName(Form v)
{
    switch (v) {
    case Form::Desktop:
        return tr("Desktop");
    case Form::Laptop:
        return tr("Laptop");
    case Form::PCIe:
        return tr("PCIe");
    case Form::SXM:
        return tr("SXM");
    case Form::OAM:
        return tr("OAM");
    case Form::Server:
        return tr("Server");
    }
    return {};
}

QList<CardField> CardFields::identityFields()
{
    using B = CardField::Better;
    return {
        {QStringLiteral("vendor"), QT_TR_NOOP("Vendor"), {}, B::None, 0,
            [](const Card &c) { return QVariant(c.key.vendor); }},
        {QStringLiteral("model"), QT_TR_NOOP("Model"), {}, B::None, 0,
            [](const Card &c) { return QVariant(c.key.model); }},
        {QStringLiteral("memory_gb"), QT_TR_NOOP("Memory"), QStringLiteral("GB"), B::Higher, 0,
            [](const Card &c) { return QVariant(c.key.memoryGb); }},
        {QStringLiteral("form"), QT_TR_NOOP("Form"), {}, B::None, 0,
            [](const Card &c) { return QVariant(toCode(c.key.form)); }},
        {QStringLiteral("product_line"), QT_TR_NOOP("Product line"), {}, B::None, 0,
            [](const Card &c) {
                return c.productLine ? QVariant(toCode(*c.productLine)) : QVariant();
            }},
        {QStringLiteral("architecture"), QT_TR_NOOP("Architecture"), {}, B::None, 0,
            [](const Card &c) { return text(c.architecture); }},
        {QStringLiteral("compute_capability"), QT_TR_NOOP("Compute capability"), {}, B::Higher, 1,
            [](const Card &c) {
                return c.computeCapability ? QVariant(c.computeCapability->toString()) : QVariant();
            }},
        {QStringLiteral("gpus_per_board"), QT_TR_NOOP("GPUs per board"), {}, B::None, 0,
            [](const Card &c) { return QVariant(c.gpusPerBoard); }},
        {QStringLiteral("release_date"), QT_TR_NOOP("Release date"), {}, B::None, 0,
            [](const Card &c) { return text(c.releaseDate); }},
    };
}

QList<CardField> CardFields::figureFields()
{
    using B = CardField::Better;
    return {
        {QStringLiteral("cuda_cores"), QT_TR_NOOP("CUDA cores / stream processors"), {}, B::Higher,
            0, [](const Card &c) { return opt(c.cudaCores); }},
        {QStringLiteral("tensor_cores"), QT_TR_NOOP("Tensor cores"), {}, B::Higher, 0,
            [](const Card &c) { return opt(c.tensorCores); }},
        {QStringLiteral("tensor_core_generation"), QT_TR_NOOP("Tensor core generation"), {},
            B::Higher, 0, [](const Card &c) { return opt(c.tensorCoreGeneration); }},
        {QStringLiteral("boost_clock_mhz"), QT_TR_NOOP("Boost clock"), QStringLiteral("MHz"),
            B::Higher, 0, [](const Card &c) { return opt(c.boostClockMhz); }},
        {QStringLiteral("memory_type"), QT_TR_NOOP("Memory type"), {}, B::None, 0,
            [](const Card &c) { return text(c.memoryType); }},
        {QStringLiteral("memory_bus_bits"), QT_TR_NOOP("Memory bus width"), QStringLiteral("bit"),
            B::Higher, 0, [](const Card &c) { return opt(c.memoryBusBits); }},
        {QStringLiteral("memory_data_rate_gbps"), QT_TR_NOOP("Memory data rate"),
            QStringLiteral("Gbps"), B::Higher, 1,
            [](const Card &c) { return opt(c.memoryDataRateGbps); }},
        {QStringLiteral("memory_bandwidth_gbps"), QT_TR_NOOP("Memory bandwidth"),
            QStringLiteral("GB/s"), B::Higher, 0,
            [](const Card &c) { return opt(c.memoryBandwidthGBps); }},
        {QStringLiteral("fp32_tflops"), QT_TR_NOOP("FP32"), QStringLiteral("TFLOPS"), B::Higher, 1,
            [](const Card &c) { return opt(c.fp32Tflops); }},
        {QStringLiteral("fp16_tflops"), QT_TR_NOOP("FP16 (non-tensor)"), QStringLiteral("TFLOPS"),
            B::Higher, 2, [](const Card &c) { return opt(c.fp16Tflops); }},
        {QStringLiteral("tensor_fp16_tflops"), QT_TR_NOOP("Tensor FP16 (dense)"),
            QStringLiteral("TFLOPS"), B::Higher, 1,
            [](const Card &c) { return opt(c.tensorFp16Tflops); }},
        {QStringLiteral("tensor_bf16_tflops"), QT_TR_NOOP("Tensor BF16 (dense)"),
            QStringLiteral("TFLOPS"), B::Higher, 1,
            [](const Card &c) { return opt(c.tensorBf16Tflops); }},
        {QStringLiteral("tensor_tf32_tflops"), QT_TR_NOOP("Tensor TF32 (dense)"),
            QStringLiteral("TFLOPS"), B::Higher, 1,
            [](const Card &c) { return opt(c.tensorTf32Tflops); }},
        {QStringLiteral("tensor_int8_tops"), QT_TR_NOOP("Tensor INT8 (dense)"),
            QStringLiteral("TOPS"), B::Higher, 0,
            [](const Card &c) { return opt(c.tensorInt8Tops); }},
        {QStringLiteral("tensor_fp8_tflops"), QT_TR_NOOP("Tensor FP8 (dense)"),
            QStringLiteral("TFLOPS"), B::Higher, 0,
            [](const Card &c) { return opt(c.tensorFp8Tflops); }},
        {QStringLiteral("tdp_w"), QT_TR_NOOP("Board power"), QStringLiteral("W"), B::Lower, 0,
            [](const Card &c) { return opt(c.tdpWatts); }},
        {QStringLiteral("power_kind"), QT_TR_NOOP("Power kind"), {}, B::None, 0,
            [](const Card &c) {
                return c.powerKind ? QVariant(toCode(*c.powerKind)) : QVariant();
            }},
        {QStringLiteral("power_min_w"), QT_TR_NOOP("Power range low end"), QStringLiteral("W"),
            B::None, 0, [](const Card &c) { return opt(c.powerMinWatts); }},
        {QStringLiteral("launch_price_usd"), QT_TR_NOOP("Launch price"), QStringLiteral("USD"),
            B::Lower, 0, [](const Card &c) { return opt(c.launchPriceUsd); }},
    };
}

QList<CardField> CardFields::sourceFields()
{
    using B = CardField::Better;
    return {
        {QStringLiteral("source_url"), QT_TR_NOOP("Source"), {}, B::None, 0,
            [](const Card &c) { return text(c.sourceUrl); }},
        {QStringLiteral("source_date"), QT_TR_NOOP("Source date"), {}, B::None, 0,
            [](const Card &c) { return text(c.sourceDate); }},
        {QStringLiteral("notes"), QT_TR_NOOP("Notes"), {}, B::None, 0,
            [](const Card &c) { return text(c.notes); }},
        {QStringLiteral("notes_zh"), QT_TR_NOOP("Notes (Chinese)"), {}, B::None, 0,
            [](const Card &c) { return text(c.notesZh); }},
        {QStringLiteral("software_stack"), QT_TR_NOOP("Software stack"), {}, B::None, 0,
            [](const Card &c) { return text(c.softwareStack); }},
        {QStringLiteral("stack_support"), QT_TR_NOOP("Stack support"), {}, B::None, 0,
            [](const Card &c) {
                return c.stackSupport ? QVariant(toCode(*c.stackSupport)) : QVariant();
            }},
        {QStringLiteral("stack_source_url"), QT_TR_NOOP("Stack source"), {}, B::None, 0,
            [](const Card &c) { return text(c.stackSourceUrl); }},
        {QStringLiteral("stack_source_date"), QT_TR_NOOP("Stack source date"), {}, B::None, 0,
            [](const Card &c) { return text(c.stackSourceDate); }},
        {QStringLiteral("unified_memory"), QT_TR_NOOP("Unified memory"), {}, B::None, 0,
            [](const Card &c) { return c.unifiedMemory ? QVariant(1) : QVariant(); }},
        {QStringLiteral("gpu_memory_share"), QT_TR_NOOP("GPU share of memory"), {}, B::Higher, 2,
            [](const Card &c) { return opt(c.gpuMemoryShare); }},
        {QStringLiteral("memory_share_note"), QT_TR_NOOP("Raising the GPU's share"), {}, B::None, 0,
            [](const Card &c) { return text(c.memoryShareNote); }},
        {QStringLiteral("sold_as"), QT_TR_NOOP("Sold as"), {}, B::None, 0,
            [](const Card &c) {
                return c.serverOf    ? QVariant(QStringLiteral("server"))
                    : c.soldAsSystem ? QVariant(QStringLiteral("system"))
                                     : QVariant();
            }},
        // A board or server of several GPUs: what one GPU has beside the totals above.
        {QStringLiteral("memory_per_gpu_gb"), QT_TR_NOOP("Memory per GPU"), QStringLiteral("GB"),
            B::Higher, 0,
            [](const Card &c) {
                return c.gpusPerBoard > 1 ? QVariant(c.memoryPerGpuGb()) : QVariant();
            }},
        {QStringLiteral("memory_bandwidth_per_gpu_gbps"), QT_TR_NOOP("Memory bandwidth per GPU"),
            QStringLiteral("GB/s"), B::Higher, 0,
            [](const Card &c) {
                return c.gpusPerBoard > 1 && c.memoryBandwidthGBps
                    ? QVariant(*c.memoryBandwidthGBps / c.gpusPerBoard)
                    : QVariant();
            }},
    };
}

const QList<CardField> &CardFields::all()
{
    static const QList<CardField> fields = identityFields() + figureFields() + sourceFields();
    return fields;
}

const CardField *CardFields::find(const QString &name)
{
    for (const CardField &f : all())
        if (f.name == name)
            return &f;
    return nullptr;
}

QString CardFields::label(const CardField &field)
{
    return tr(field.label);
}

QString CardFields::plain(const CardField &field, const Card &card)
{
    const QVariant v = field.value(card);
    if (!v.isValid())
        return {};
    if (v.typeId() == QMetaType::Double)
        return QString::number(v.toDouble(), 'f', QLocale::FloatingPointShortest); // no exponent
    return v.toString();
}

QString CardFields::powerKindName(PowerKind v)
{
    return toCode(v).toUpper(); // TDP, TGP, TBP: the vendors' own abbreviations in every language
}

QString CardFields::powerText(const Card &card)
{
    if (!card.tdpWatts)
        return unknownText();
    const QLocale locale;
    const QString high = locale.toString(*card.tdpWatts, 'f', 0);
    QString s = card.powerMinWatts
        ? (card.key.form == Form::Laptop ? tr("%1–%2 W (laptop, configurable)")
                                         : tr("%1–%2 W (configurable)"))
              .arg(locale.toString(*card.powerMinWatts, 'f', 0), high)
        : QStringLiteral("%1 W").arg(high);
    if (card.powerKind)
        s = powerKindName(*card.powerKind) + QLatin1Char(' ') + s;
    return s;
}

QString CardFields::stackSupportName(StackSupport v)
{
    // Short, for tables: the sentence of what runs is SoftwareSupport.h's ownStackCaveat().
    switch (v) {
    case StackSupport::Full:
        return tr("full");
    case StackSupport::Partial:
        return tr("partial");
    case StackSupport::Experimental:
        return tr("experimental");
    case StackSupport::VendorOnly:
        return tr("vendor's own only");
    }
    return {};
}

bool CardFields::shownOnlyWhenKnown(const CardField &field)
{
    static const QStringList names
        = {QStringLiteral("software_stack"), QStringLiteral("stack_support"),
            QStringLiteral("stack_source_url"), QStringLiteral("stack_source_date"),
            QStringLiteral("unified_memory"), QStringLiteral("gpu_memory_share"),
            QStringLiteral("memory_share_note"), QStringLiteral("sold_as"),
            QStringLiteral("memory_per_gpu_gb"), QStringLiteral("memory_bandwidth_per_gpu_gbps")};
    return names.contains(field.name);
}

QString CardFields::notes(const Card &card)
{
    if (!card.notesZh.isEmpty() && QLocale().language() == QLocale::Chinese)
        return card.notesZh;
    return card.notes;
}

QString CardFields::display(const CardField &field, const Card &card)
{
    const QVariant v = field.value(card);
    if (!v.isValid())
        return unknownText();
    if (field.name == QLatin1String("tdp_w"))
        return powerText(card);
    QString s;
    if (field.name == QLatin1String("power_kind")) {
        s = powerKindName(*card.powerKind);
    } else if (field.name == QLatin1String("product_line")) {
        s = productLineName(*card.productLine);
    } else if (field.name == QLatin1String("form")) {
        s = formName(card.key.form);
    } else if (field.name == QLatin1String("stack_support")) {
        s = stackSupportName(*card.stackSupport);
    } else if (field.name == QLatin1String("unified_memory")) {
        //: Unified memory: shared by CPU and GPU.
        s = tr("yes, shared by CPU and GPU");
    } else if (field.name == QLatin1String("gpu_memory_share")) {
        //: %1: percent, %2: gigabytes the GPU may use by default.
        s = tr("%1 % (%2 GB) by default")
                .arg(qRound(*card.gpuMemoryShare * 100))
                .arg(QLocale().toString(card.memoryPerGpuGb(), 'f', 0));
    } else if (field.name == QLatin1String("sold_as")) {
        s = card.serverOf
            //: A server of SXM/OAM modules derived from the module's row.
            ? tr("a server of %n GPUs (its price note says whether the host is included)", nullptr,
                card.gpusPerBoard)
            : tr("a whole machine (price includes the host)");
    } else if (v.typeId() == QMetaType::Double) {
        const double d = v.toDouble();
        // Show as many decimals as the figure has, up to the field's precision.
        s = QLocale().toString(d, 'f', field.decimals);
        if (field.decimals > 0 && d == std::floor(d))
            s = QLocale().toString(d, 'f', 0);
    } else if (v.typeId() == QMetaType::Int) {
        s = QLocale().toString(v.toInt());
    } else {
        s = v.toString();
    }
    return field.unit.isEmpty() ? s : s + QLatin1Char(' ') + field.unit;
}

} // namespace gpu
