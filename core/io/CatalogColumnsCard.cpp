// SPDX-License-Identifier: GPL-3.0-or-later
// The columns of cards.csv (CatalogColumns.h): identity, specifications, board power, launch
// price, sources and notes, and the columns of migration 6 (software stack, unified memory, sold
// as a whole machine).

#include "CatalogColumnsBuild_p.h"

namespace gpu::columns {

using namespace detail;

namespace {

using B = CardField::Better;

// How a column of cards.csv is shown (ColumnDisplay): `label` marked with QT_TRANSLATE_NOOP in
// the context "CardFields", which CardFields::label() translates.
ColumnDisplay<Card> shownAs(
    const char *label, const char *unit = "", B better = B::None, int decimals = 0)
{
    ColumnDisplay<Card> d;
    d.label = label;
    d.unit = QString::fromLatin1(unit);
    d.better = better;
    d.decimals = decimals;
    return d;
}

// The same, listed only where a device has a value (CardField::onlyWhenKnown).
ColumnDisplay<Card> shownWhenKnown(
    const char *label, const char *unit = "", B better = B::None, int decimals = 0)
{
    ColumnDisplay<Card> d = shownAs(label, unit, better, decimals);
    d.onlyWhenKnown = true;
    return d;
}

// The same, with the text of a known value (CardField::text).
ColumnDisplay<Card> withText(ColumnDisplay<Card> d, std::function<QString(const Card &)> text)
{
    d.text = std::move(text);
    return d;
}

Column<Card> shown(Column<Card> c, ColumnDisplay<Card> display)
{
    c.display = std::move(display);
    return c;
}

// Whether the device is sold only as a whole machine (a derived server is shown as one).
void addSoldAsColumn(std::vector<Column<Card>> &c)
{
    Column<Card> sold;
    sold.name = QStringLiteral("sold_as");
    sold.aliases = aliases({"销售形式", "sold as"});
    sold.write
        = [](const Card &r) { return r.soldAsSystem ? QStringLiteral("system") : QString(); };
    sold.read = [](Card &r, const QString &v) {
        const QString t = normalizeWidth(v).trimmed().toLower();
        if (t.isEmpty() || t == QLatin1String("card")) {
            r.soldAsSystem = false;
            return QString();
        }
        if (t == QLatin1String("system") || t == QStringLiteral("整机")) {
            r.soldAsSystem = true;
            return QString();
        }
        return QCoreApplication::translate(
            "CatalogImporter", "\"%1\": sold_as is card or system (a whole machine)")
            .arg(v);
    };
    sold.sql = sqlField<Card>(
        "sold_as", SqlType::Text,
        [](const Card &r) {
            return r.soldAsSystem ? QVariant(QStringLiteral("system")) : QVariant();
        },
        [](Card &r, const QVariant &v, TextPool &) {
            r.soldAsSystem = v.toString() == QLatin1String("system");
        });
    sold.display = withText(
        shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Sold as")), &CardFields::soldAsText);
    // A server or workstation derived at load (ServerSystems.h) is not stored, but is shown as
    // one.
    sold.display.value = [](const Card &r) {
        return r.serverOf    ? QVariant(toCode(r.key.form))
            : r.soldAsSystem ? QVariant(QStringLiteral("system"))
                             : QVariant();
    };
    c.push_back(sold);
    // A modified board (issue 39): the China market's rebuilt RTX 4090 48 GB and the like.
    Column<Card> modified;
    modified.name = QStringLiteral("modified_board");
    modified.aliases = aliases({"改装卡", "魔改", "modified board", "modified"});
    modified.write
        = [](const Card &r) { return r.modifiedBoard ? QStringLiteral("1") : QString(); };
    modified.read = [](Card &r, const QString &v) {
        const QString t = normalizeWidth(v).trimmed().toLower();
        if (t.isEmpty() || t == QLatin1String("0") || t == QLatin1String("no")
            || t == QLatin1String("false") || t == QStringLiteral("否")) {
            r.modifiedBoard = false;
            return QString();
        }
        if (t == QLatin1String("1") || t == QLatin1String("yes") || t == QLatin1String("true")
            || t == QStringLiteral("是")) {
            r.modifiedBoard = true;
            return QString();
        }
        return QCoreApplication::translate(
            "CatalogImporter", "\"%1\": modified_board is 1 (yes) or 0 (no)")
            .arg(v);
    };
    modified.sql = sqlField<Card>(
        "modified_board", SqlType::Integer,
        [](const Card &r) { return r.modifiedBoard ? QVariant(1) : QVariant(); },
        [](Card &r, const QVariant &v, TextPool &) { r.modifiedBoard = v.toInt() == 1; });
    modified.display = withText(shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Modified board")),
        &CardFields::modifiedBoardText);
    modified.display.value
        = [](const Card &r) { return r.modifiedBoard ? QVariant(1) : QVariant(); };
    c.push_back(modified);
}

// The columns of migration 6 (docs/catalog-format.md, "Software stack" and "Unified memory"): a
// device's own stack and its dated support, unified memory and the GPU's share of it, and whether
// the device is sold only as a whole machine.
// Unified memory, the GPU's share of it, and whether the device is sold only as a whole
// machine.
void addMemoryShareColumns(std::vector<Column<Card>> &c)
{
    Column<Card> unified;
    unified.name = QStringLiteral("unified_memory");
    unified.aliases = aliases({"统一内存", "unified memory"});
    unified.write = [](const Card &r) { return r.unifiedMemory ? QStringLiteral("1") : QString(); };
    unified.read = [](Card &r, const QString &v) {
        const QString t = normalizeWidth(v).trimmed().toLower();
        if (t.isEmpty() || t == QLatin1String("0") || t == QLatin1String("no")
            || t == QLatin1String("false") || t == QStringLiteral("否")) {
            r.unifiedMemory = false;
            return QString();
        }
        if (t == QLatin1String("1") || t == QLatin1String("yes") || t == QLatin1String("true")
            || t == QStringLiteral("是")) {
            r.unifiedMemory = true;
            return QString();
        }
        return QCoreApplication::translate(
            "CatalogImporter", "\"%1\": unified_memory is 1 (yes) or 0 (no)")
            .arg(v);
    };
    unified.sql = sqlField<Card>(
        "unified_memory", SqlType::Integer,
        [](const Card &r) { return r.unifiedMemory ? QVariant(1) : QVariant(); },
        [](Card &r, const QVariant &v, TextPool &) { r.unifiedMemory = v.toInt() == 1; });
    unified.display = withText(shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Unified memory")),
        &CardFields::unifiedMemoryText);
    c.push_back(unified);
    Column<Card> share;
    share.name = QStringLiteral("gpu_memory_share");
    share.numeric = true;
    share.aliases = aliases({"gpu可用内存比例", "显存比例", "gpu memory share"});
    share.write = [](const Card &r) { return optionalNumber(r.gpuMemoryShare); };
    share.read = [](Card &r, const QString &v) {
        QString t = normalizeWidth(v).trimmed();
        const bool percent = t.endsWith(QLatin1Char('%'));
        if (percent)
            t.chop(1);
        const Parsed<double> p = parseNumber(t);
        if (p.isEmpty) {
            r.gpuMemoryShare = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        const double value = percent ? *p.value / 100 : *p.value;
        if (!(value > 0 && value <= 1))
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\": the GPU's share of the memory is a fraction from 0 to 1 (0.75) or a "
                "percentage (75 %)")
                .arg(v);
        r.gpuMemoryShare = value;
        return QString();
    };
    share.sql = sqlField<Card>(
        "gpu_memory_share", SqlType::Real,
        [](const Card &r) { return valueOrNull(r.gpuMemoryShare); },
        [](Card &r, const QVariant &v, TextPool &) { r.gpuMemoryShare = sqlDouble(v); });
    share.display = withText(
        shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "GPU share of memory"), "", B::Higher, 2),
        &CardFields::memoryShareText);
    c.push_back(share);
    c.push_back(shown(text<Card>("memory_share_note", {"内存比例说明", "memory share note"},
                          &Card::memoryShareNote),
        shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Raising the GPU's share"))));
    addSoldAsColumn(c);
}

void addStackAndMemoryColumns(std::vector<Column<Card>> &c)
{
    c.push_back(shown(
        text<Card>("software_stack", {"软件栈", "software stack", "stack"}, &Card::softwareStack),
        shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Software stack"))));
    Column<Card> support;
    support.name = QStringLiteral("stack_support");
    support.aliases = aliases({"软件栈支持", "支持程度", "stack support"});
    support.write
        = [](const Card &r) { return r.stackSupport ? toCode(*r.stackSupport) : QString(); };
    support.read = [](Card &r, const QString &v) {
        const QString code = normalizeWidth(v).trimmed().toLower();
        if (code.isEmpty()) {
            r.stackSupport = std::nullopt;
            return QString();
        }
        r.stackSupport = stackSupportFromString(code);
        if (!r.stackSupport)
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" is not a stack support (full, partial, experimental, vendor-only)")
                .arg(v);
        return QString();
    };
    support.sql = sqlField<Card>(
        "stack_support", SqlType::Text,
        [](const Card &r) {
            return r.stackSupport ? QVariant(toCode(*r.stackSupport)) : QVariant();
        },
        [](Card &r, const QVariant &v, TextPool &) {
            r.stackSupport = stackSupportFromString(v.toString());
        });
    support.display = withText(shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Stack support")),
        [](const Card &r) { return CardFields::stackSupportName(*r.stackSupport); });
    c.push_back(support);
    c.push_back(
        shown(text<Card>("stack_source_url", {"软件栈来源", "stack source"}, &Card::stackSourceUrl),
            shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Stack source"))));
    c.push_back(shown(text<Card>("stack_source_date", {"软件栈来源日期", "stack source date"},
                          &Card::stackSourceDate),
        shownWhenKnown(QT_TRANSLATE_NOOP("CardFields", "Stack source date"))));
    addMemoryShareColumns(c);
}

// The card beyond its identity: product line, architecture, compute capability, GPUs per
// board, release date.
void addDescriptionColumns(std::vector<Column<Card>> &c)
{
    Column<Card> line;
    line.name = QStringLiteral("product_line");
    line.aliases = aliases({"产品线", "系列", "segment", "market"});
    line.write = [](const Card &r) { return r.productLine ? toCode(*r.productLine) : QString(); };
    line.read = [](Card &r, const QString &v) {
        const QString s = normalizeWidth(v).toLower();
        if (s.isEmpty()) {
            r.productLine = std::nullopt;
            return QString();
        }
        if (s == QStringLiteral("消费级") || s == QLatin1String("geforce")
            || s == QLatin1String("gaming"))
            r.productLine = ProductLine::Consumer;
        else if (s == QStringLiteral("工作站") || s == QLatin1String("professional"))
            r.productLine = ProductLine::Workstation;
        else if (s == QStringLiteral("数据中心") || s == QLatin1String("data center")
            || s == QLatin1String("data centre"))
            r.productLine = ProductLine::DataCenter;
        else if (auto p = productLineFromString(s))
            r.productLine = p;
        else
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" is not a product line (consumer, workstation, datacenter)")
                .arg(v);
        return QString();
    };
    line.sql = sqlField<Card>(
        "product_line", SqlType::Text,
        [](const Card &r) { return r.productLine ? QVariant(toCode(*r.productLine)) : QVariant(); },
        [](Card &r, const QVariant &v, TextPool &) {
            r.productLine = productLineFromString(v.toString());
        });
    line.display = withText(shownAs(QT_TRANSLATE_NOOP("CardFields", "Product line")),
        [](const Card &r) { return CardFields::productLineName(*r.productLine); });
    c.push_back(line);
    c.push_back(shown(text<Card>("architecture", {"架构", "arch"}, &Card::architecture),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Architecture"))));
    Column<Card> cc;
    cc.name = QStringLiteral("compute_capability");
    cc.aliases = aliases({"计算能力", "cuda compute capability", "cc", "sm"});
    cc.write = [](const Card &r) {
        return r.computeCapability ? r.computeCapability->toString() : QString();
    };
    cc.read = [](Card &r, const QString &v) {
        const QString s = normalizeWidth(v);
        if (s.isEmpty()) {
            r.computeCapability = std::nullopt;
            return QString();
        }
        r.computeCapability = ComputeCapability::fromString(s);
        return r.computeCapability ? QString()
                                   : QCoreApplication::translate("CatalogImporter",
                                       "\"%1\" is not a compute capability (major.minor, e.g. 8.6)")
                                         .arg(v);
    };
    cc.sql = sqlField<Card>(
        "compute_capability", SqlType::Text,
        [](const Card &r) {
            return r.computeCapability ? QVariant(r.computeCapability->toString()) : QVariant();
        },
        [](Card &r, const QVariant &v, TextPool &) {
            r.computeCapability = ComputeCapability::fromString(v.toString());
        });
    cc.display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Compute capability"), "", B::Higher, 1);
    c.push_back(cc);
    c.push_back(shown(countColumn<Card>("gpus_per_board", {"每板gpu数", "gpus", "gpu per board"},
                          &Card::gpusPerBoard),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "GPUs per board"))));
    Column<Card> release;
    release.name = QStringLiteral("release_date");
    release.aliases = aliases({"发布日期", "发布时间", "上市时间", "release", "launch date"});
    release.write = [](const Card &r) { return r.releaseDate; };
    release.read = [](Card &r, const QString &v) {
        const Parsed<QString> p = parseReleaseDate(v);
        if (p.isEmpty) {
            r.releaseDate.clear();
            return QString();
        }
        if (!p.ok())
            return p.error;
        r.releaseDate = *p.value;
        return QString();
    };
    release.sql = sqlField<Card>(
        "release_date", SqlType::Text, [](const Card &r) { return textOrNull(r.releaseDate); },
        [](Card &r, const QVariant &v, TextPool &text) { r.releaseDate = text(v); });
    release.display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Release date"));
    c.push_back(release);
}

// Cores, clocks, memory and throughput.
void addSpecificationColumns(std::vector<Column<Card>> &c)
{
    c.push_back(shown(
        optInt<Card>("cuda_cores",
            {"cuda核心", "cuda核心数", "流处理器", "cuda", "cores", "shaders", "stream processors"},
            &Card::cudaCores, 1),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "CUDA cores / stream processors"), "", B::Higher)));
    c.push_back(shown(
        optInt<Card>("tensor_cores", {"tensor核心", "张量核心", "tensor"}, &Card::tensorCores, 0),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor cores"), "", B::Higher)));
    c.push_back(shown(optInt<Card>("tensor_core_generation",
                          {"tensor核心代数", "tensor generation"}, &Card::tensorCoreGeneration, 1),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor core generation"), "", B::Higher)));
    c.push_back(
        shown(optDouble<Card>("boost_clock_mhz", {"加速频率", "boost频率", "boost clock", "频率"},
                  &Card::boostClockMhz, &parseMhz),
            shownAs(QT_TRANSLATE_NOOP("CardFields", "Boost clock"), "MHz", B::Higher)));
    c.push_back(shown(text<Card>("memory_type", {"显存类型", "memory type"}, &Card::memoryType),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Memory type"))));
    c.push_back(shown(optInt<Card>("memory_bus_bits",
                          {"位宽", "显存位宽", "bus width", "memory bus"}, &Card::memoryBusBits, 1),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Memory bus width"), "bit", B::Higher)));
    c.push_back(shown(optDouble<Card>("memory_data_rate_gbps",
                          {"显存速率", "等效频率", "data rate"}, &Card::memoryDataRateGbps),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Memory data rate"), "Gbps", B::Higher, 1)));
    c.push_back(shown(optDouble<Card>("memory_bandwidth_gbps",
                          {"带宽", "显存带宽", "bandwidth", "memory bandwidth"},
                          &Card::memoryBandwidthGBps, &parseBandwidthGBps),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Memory bandwidth"), "GB/s", B::Higher)));
    c.push_back(shown(optDouble<Card>("fp32_tflops", {"fp32", "单精度", "fp32算力"},
                          &Card::fp32Tflops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "FP32"), "TFLOPS", B::Higher, 1)));
    c.push_back(shown(optDouble<Card>("fp16_tflops", {"fp16", "半精度", "fp16算力"},
                          &Card::fp16Tflops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "FP16 (non-tensor)"), "TFLOPS", B::Higher, 2)));
    c.push_back(shown(optDouble<Card>("tensor_fp16_tflops", {"tensor fp16", "张量fp16"},
                          &Card::tensorFp16Tflops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor FP16 (dense)"), "TFLOPS", B::Higher, 1)));
    c.push_back(shown(optDouble<Card>("tensor_bf16_tflops", {"tensor bf16", "bf16"},
                          &Card::tensorBf16Tflops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor BF16 (dense)"), "TFLOPS", B::Higher, 1)));
    c.push_back(shown(optDouble<Card>("tensor_tf32_tflops", {"tensor tf32", "tf32"},
                          &Card::tensorTf32Tflops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor TF32 (dense)"), "TFLOPS", B::Higher, 1)));
    c.push_back(shown(optDouble<Card>("tensor_int8_tops", {"tensor int8", "int8"},
                          &Card::tensorInt8Tops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor INT8 (dense)"), "TOPS", B::Higher)));
    c.push_back(shown(optDouble<Card>("tensor_fp8_tflops", {"tensor fp8", "fp8"},
                          &Card::tensorFp8Tflops, &parseTflops),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Tensor FP8 (dense)"), "TFLOPS", B::Higher)));
}

// Board power and its kind and range, and the launch price.
// The launch price, in USD.
void addLaunchPriceColumn(std::vector<Column<Card>> &c)
{
    Column<Card> launch;
    launch.name = QStringLiteral("launch_price_usd");
    launch.numeric = true;
    launch.aliases = aliases({"发布价", "首发价", "msrp", "launch price"});
    launch.write = [](const Card &r) { return optionalNumber(r.launchPriceUsd); };
    launch.read = [](Card &r, const QString &v) {
        const Parsed<Money> p = parsePrice(v);
        if (p.isEmpty) {
            r.launchPriceUsd = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (p.value->currency && *p.value->currency != Currency::USD)
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\": the launch price column is in USD")
                .arg(v);
        r.launchPriceUsd = p.value->amount;
        return QString();
    };
    launch.sql = sqlField<Card>(
        "launch_price_usd", SqlType::Real,
        [](const Card &r) { return valueOrNull(r.launchPriceUsd); },
        [](Card &r, const QVariant &v, TextPool &) { r.launchPriceUsd = sqlDouble(v); });
    launch.display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Launch price"), "USD", B::Lower);
    c.push_back(launch);
}

void addPowerAndPriceColumns(std::vector<Column<Card>> &c)
{
    // Board power: one figure or a laptop's range ("80-150 W"), and its kind, which the value
    // ("450 W (TGP)"), the header ("TGP", "整卡功耗") or the power_kind column may name. The
    // file's tdp_w stays a plain number (scripts read it); the range's low end and the kind
    // have columns of their own. An empty power_kind or power_min_w keeps what tdp_w said.
    Column<Card> power;
    power.name = QStringLiteral("tdp_w");
    power.numeric = true;
    power.aliases = aliases({"功耗", "tdp", "tbp", "tgp", "board power", "power", "tgp w", "tbp w",
        "功耗范围", "power range", "整卡功耗", "板卡功耗", "典型板卡功耗", "显卡功耗", "显卡总功耗",
        "总图形功耗", "热设计功耗", "total graphics power", "graphics card power",
        "total board power", "typical board power", "thermal design power", "max board power"});
    power.write = [](const Card &r) { return optionalNumber(r.tdpWatts); };
    power.read = [](Card &r, const QString &v) {
        const Parsed<BoardPower> p = parseBoardPower(v);
        if (p.isEmpty) {
            r.tdpWatts = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        r.tdpWatts = p.value->watts;
        if (p.value->minWatts)
            r.powerMinWatts = p.value->minWatts;
        if (p.value->kind)
            r.powerKind = p.value->kind;
        return QString();
    };
    power.sql = sqlField<Card>(
        "tdp_w", SqlType::Real, [](const Card &r) { return valueOrNull(r.tdpWatts); },
        [](Card &r, const QVariant &v, TextPool &) { r.tdpWatts = sqlDouble(v); });
    power.display = withText(shownAs(QT_TRANSLATE_NOOP("CardFields", "Board power"), "W", B::Lower),
        &CardFields::powerText);
    c.push_back(power);
    Column<Card> kind;
    kind.name = QStringLiteral("power_kind");
    kind.aliases = aliases({"功耗类型", "功耗口径", "power kind", "power type"});
    kind.write = [](const Card &r) { return r.powerKind ? toCode(*r.powerKind) : QString(); };
    kind.read = [](Card &r, const QString &v) {
        if (normalizeWidth(v).isEmpty())
            return QString();
        const QList<PowerKind> kinds = powerKindsIn(v);
        if (kinds.size() != 1)
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" is not a kind of power (tdp, tgp, tbp)")
                .arg(v);
        if (r.powerKind && *r.powerKind != kinds.first())
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" contradicts the power value, which says %2; correct one of them")
                .arg(v, toCode(*r.powerKind).toUpper());
        r.powerKind = kinds.first();
        return QString();
    };
    kind.sql = sqlField<Card>(
        "power_kind", SqlType::Text,
        [](const Card &r) { return r.powerKind ? QVariant(toCode(*r.powerKind)) : QVariant(); },
        [](Card &r, const QVariant &v, TextPool &) {
            r.powerKind = powerKindFromString(v.toString());
        });
    kind.display = withText(shownAs(QT_TRANSLATE_NOOP("CardFields", "Power kind")),
        [](const Card &r) { return CardFields::powerKindName(*r.powerKind); });
    c.push_back(kind);
    Column<Card> low;
    low.name = QStringLiteral("power_min_w");
    low.numeric = true;
    low.aliases = aliases({"最低功耗", "功耗下限", "最小功耗", "power min", "min power"});
    low.write = [](const Card &r) { return optionalNumber(r.powerMinWatts); };
    low.read = [](Card &r, const QString &v) {
        const Parsed<double> p = parseWatts(v);
        if (p.isEmpty)
            return QString();
        if (!p.ok())
            return p.error;
        if (r.powerMinWatts && *r.powerMinWatts != *p.value)
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" contradicts the power range's low end, %2 W; correct one of them")
                .arg(v, number(*r.powerMinWatts));
        if (r.tdpWatts && !(*p.value < *r.tdpWatts))
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" must be below the board power (%2 W), the high end of the range")
                .arg(v, number(*r.tdpWatts));
        r.powerMinWatts = p.value;
        return QString();
    };
    low.sql = sqlField<Card>(
        "power_min_w", SqlType::Real, [](const Card &r) { return valueOrNull(r.powerMinWatts); },
        [](Card &r, const QVariant &v, TextPool &) { r.powerMinWatts = sqlDouble(v); });
    low.display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Power range low end"), "W");
    c.push_back(low);
    addLaunchPriceColumn(c);
}

// Where the figures come from, and notes.
void addSourceColumns(std::vector<Column<Card>> &c)
{
    c.push_back(
        shown(text<Card>("source_url", {"来源", "数据来源", "source", "url"}, &Card::sourceUrl),
            shownAs(QT_TRANSLATE_NOOP("CardFields", "Source"))));
    c.push_back(shown(text<Card>("source_date", {"来源日期", "数据日期"}, &Card::sourceDate),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Source date"))));
    c.push_back(shown(text<Card>("notes", {"备注", "说明", "note", "comment"}, &Card::notes),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Notes"))));
    c.push_back(shown(text<Card>("notes_zh",
                          {"备注(中文)", "中文备注", "说明(中文)", "notes (zh)", "notes (chinese)",
                              "chinese notes"},
                          &Card::notesZh),
        shownAs(QT_TRANSLATE_NOOP("CardFields", "Notes (Chinese)"))));
}

// A card's identity as it is shown: the key columns (addKeyColumns()), in their order.
void describeKeyColumns(std::vector<Column<Card>> &c)
{
    c[0].display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Vendor"));
    c[1].display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Model"));
    c[2].display = shownAs(QT_TRANSLATE_NOOP("CardFields", "Memory"), "GB", B::Higher);
    c[3].display = withText(shownAs(QT_TRANSLATE_NOOP("CardFields", "Form")),
        [](const Card &r) { return CardFields::formName(r.key.form); });
}

// What one GPU of a board or server of several has beside its totals: derived from the columns,
// shown after them.
QList<CardField> perGpuFields()
{
    CardField memory {QStringLiteral("memory_per_gpu_gb"),
        QT_TRANSLATE_NOOP("CardFields", "Memory per GPU"), QStringLiteral("GB"), B::Higher, 0,
        [](const Card &r) {
            return r.gpusPerBoard > 1 ? QVariant(r.memoryPerGpuGb()) : QVariant();
        },
        true, {}};
    CardField bandwidth {QStringLiteral("memory_bandwidth_per_gpu_gbps"),
        QT_TRANSLATE_NOOP("CardFields", "Memory bandwidth per GPU"), QStringLiteral("GB/s"),
        B::Higher, 0,
        [](const Card &r) {
            return r.gpusPerBoard > 1 && r.memoryBandwidthGBps
                ? QVariant(*r.memoryBandwidthGBps / r.gpusPerBoard)
                : QVariant();
        },
        true, {}};
    return {memory, bandwidth};
}

} // namespace

const std::vector<Column<Card>> &cardColumns()
{
    static const std::vector<Column<Card>> cols = [] {
        std::vector<Column<Card>> c;
        addKeyColumns(c, &Card::key);
        describeKeyColumns(c);
        addDescriptionColumns(c);
        addSpecificationColumns(c);
        addPowerAndPriceColumns(c);
        addSourceColumns(c);
        addStackAndMemoryColumns(c);
        c.push_back(originColumn<Card>());
        return c;
    }();
    return cols;
}

const QList<CardField> &cardFields()
{
    static const QList<CardField> fields = [] {
        QList<CardField> out;
        for (const Column<Card> &c : cardColumns()) {
            if (!c.display.shown())
                continue;
            const ColumnDisplay<Card> &d = c.display;
            out.append({c.name, d.label, d.unit, d.better, d.decimals,
                d.value ? d.value : c.sql.get, d.onlyWhenKnown, d.text});
        }
        return out + perGpuFields();
    }();
    return fields;
}

const CardField *findCardField(const QString &name)
{
    for (const CardField &f : cardFields())
        if (f.name == name)
            return &f;
    return nullptr;
}

QStringList derivedCardFieldNames()
{
    QStringList names;
    for (const CardField &f : perGpuFields())
        names << f.name;
    return names;
}

} // namespace gpu::columns
