// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogColumns_p.h"

#include "CardNameParser.h"
#include "ValueParsers.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace gpu::columns {

namespace {

QString normalizeHeaderUncached(const QString &header)
{
    QString h = normalizeWidth(header).toLower();
    static const QRegularExpression unitSuffix(
        QStringLiteral("\\s*[\\(\\[（【].*[\\)\\]）】]\\s*$"));
    // A language in brackets names another column, not a unit: "备注(中文)" is not "备注".
    static const QRegularExpression language(QStringLiteral(
        "\\s*[\\(\\[（【]\\s*(中文|简体中文|zh|zh_cn|chinese)\\s*[\\)\\]）】]\\s*$"));
    if (const QRegularExpressionMatch m = language.match(h); m.hasMatch())
        h = h.left(m.capturedStart()) + QStringLiteral("_") + m.captured(1);
    else
        h.remove(unitSuffix);
    static const QRegularExpression separators(QStringLiteral("[\\s_\\-]"));
    h.remove(separators);
    return h;
}

} // namespace

QString normalizeHeader(const QString &header)
{
    // Matching a header compares every cell with every column's name (and every kind's, to
    // detect the kind): the few distinct texts are normalized once per thread.
    thread_local QHash<QString, QString> normalized;
    if (normalized.contains(header))
        return normalized.value(header);
    if (normalized.size() >= 4096)
        normalized.clear();
    const QString h = normalizeHeaderUncached(header);
    normalized.insert(header, h);
    return h;
}

QString number(double v)
{
    // Fixed notation with the fewest digits that read back as the same double: the importer's
    // number parser takes no exponent ("5.6e+49" came back as an error, fuzz_csv_import).
    return QString::number(v, 'f', QLocale::FloatingPointShortest);
}

QString optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : QString();
}

QString optionalInt(const std::optional<int> &v)
{
    return v ? QString::number(*v) : QString();
}

namespace {

QStringList aliases(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out.append(normalizeHeader(QString::fromUtf8(a)));
    return out;
}

// Builders for the common shapes of a column. Each returns a Column<T> reading/writing one member.

template<typename T>
Column<T> text(const char *name, std::initializer_list<const char *> al, QString T::*member,
    bool required = false)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.required = required;
    c.write = [member](const T &row) { return row.*member; };
    c.read = [member, required, name](T &row, const QString &v) {
        row.*member = v.trimmed();
        if (required && (row.*member).isEmpty())
            return QCoreApplication::translate("CatalogImporter", "%1 must not be empty")
                .arg(QLatin1String(name));
        return QString();
    };
    return c;
}

template<typename T>
Column<T> optDouble(const char *name, std::initializer_list<const char *> al,
    std::optional<double> T::*member, Parsed<double> (*parse)(const QString &) = &parseNumber)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const T &row) { return optionalNumber(row.*member); };
    c.read = [member, parse](T &row, const QString &v) {
        const Parsed<double> p = parse(v);
        if (p.isEmpty) {
            row.*member = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (!(*p.value > 0))
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" must be greater than zero (leave it empty if unknown)")
                .arg(v);
        row.*member = p.value;
        return QString();
    };
    return c;
}

template<typename T>
Column<T> optInt(const char *name, std::initializer_list<const char *> al,
    std::optional<int> T::*member, int minimum)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const T &row) { return optionalInt(row.*member); };
    c.read = [member, minimum](T &row, const QString &v) {
        const Parsed<int> p = parseInteger(v);
        if (p.isEmpty) {
            row.*member = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (*p.value < minimum)
            return QCoreApplication::translate("CatalogImporter", "\"%1\" must be at least %2")
                .arg(v)
                .arg(minimum);
        row.*member = p.value;
        return QString();
    };
    return c;
}

template<typename T>
Column<T> countColumn(const char *name, std::initializer_list<const char *> al, int T::*member)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const T &row) { return QString::number(row.*member); };
    c.read = [member](T &row, const QString &v) {
        const Parsed<int> p = parseInteger(v);
        if (p.isEmpty) {
            row.*member = 1; // documented default: one GPU
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (*p.value < 1)
            return QCoreApplication::translate("CatalogImporter", "\"%1\" must be at least 1")
                .arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

template<typename T>
Column<T> dateColumn(const char *name, std::initializer_list<const char *> al, QDate T::*member)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.required = true;
    c.write = [member](const T &row) { return (row.*member).toString(Qt::ISODate); };
    c.read = [member, name](T &row, const QString &v) {
        const Parsed<QDate> p = parseDate(v);
        if (p.isEmpty)
            return QCoreApplication::translate("CatalogImporter",
                "%1 must not be empty: a price or result without a date cannot be judged")
                .arg(QLatin1String(name));
        if (!p.ok())
            return p.error;
        // A price or result from the future is a typo (a day of slack for time zones): taken as
        // is, it would be the newest and win over every real one.
        if (*p.value > QDate::currentDate().addDays(1))
            return QCoreApplication::translate("CatalogImporter", "\"%1\" is in the future").arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

QString readForm(Form &form, const QString &v)
{
    const QString s = normalizeWidth(v).toLower();
    if (s.isEmpty()) {
        form = Form::Desktop; // documented default for user files without a form column
        return {};
    }
    static const QList<QPair<QStringList, Form>> synonyms = {
        {{QStringLiteral("desktop"), QStringLiteral("台式"), QStringLiteral("桌面"),
             QStringLiteral("台式机")},
            Form::Desktop},
        {{QStringLiteral("laptop"), QStringLiteral("mobile"), QStringLiteral("notebook"),
             QStringLiteral("笔记本"), QStringLiteral("移动")},
            Form::Laptop},
        {{QStringLiteral("pcie"), QStringLiteral("pci-e")}, Form::PCIe},
        {{QStringLiteral("sxm"), QStringLiteral("sxm2"), QStringLiteral("sxm3"),
             QStringLiteral("sxm4"), QStringLiteral("sxm5")},
            Form::SXM},
        {{QStringLiteral("oam")}, Form::OAM},
    };
    for (const auto &entry : synonyms) {
        if (entry.first.contains(s)) {
            form = entry.second;
            return {};
        }
    }
    return QCoreApplication::translate(
        "CatalogImporter", "\"%1\" is not a form (desktop, laptop, pcie, sxm, oam)")
        .arg(v);
}

// The four identity columns of a card, for any row type that refers to one.
template<typename T> void addKeyColumns(std::vector<Column<T>> &cols, CardKey T::*key)
{
    Column<T> vendor;
    vendor.name = QStringLiteral("vendor");
    vendor.aliases = aliases({"厂商", "品牌", "制造商", "manufacturer", "brand"});
    // Not required: "RTX 3060" says NVIDIA (CatalogImporter completes the key after the row).
    vendor.write = [key](const T &row) { return (row.*key).vendor; };
    vendor.read = [key](T &row, const QString &v) {
        // Canonical spelling for the three vendors, so "nvidia" and "NVIDIA" are one card.
        (row.*key).vendor = canonicalVendor(normalizeWidth(v));
        return QString();
    };
    cols.push_back(vendor);

    Column<T> model;
    model.name = QStringLiteral("model");
    model.aliases = aliases({"型号", "显卡", "名称", "card", "gpu", "name", "card model"});
    model.required = true;
    model.write = [key](const T &row) { return (row.*key).model; };
    model.read = [key](T &row, const QString &v) {
        (row.*key).model = canonicalModel(v);
        return (row.*key).model.isEmpty()
            ? QCoreApplication::translate("CatalogImporter", "%1 must not be empty")
                  .arg(QStringLiteral("model"))
            : QString();
    };
    cols.push_back(model);

    Column<T> memory;
    memory.name = QStringLiteral("memory_gb");
    memory.numeric = true;
    memory.aliases
        = aliases({"显存", "显存容量", "memory", "vram", "memory size", "memory gb", "vram gb"});
    // Not required: "RTX 3060 12GB" says 12 GB (completed after the row).
    memory.write = [key](const T &row) { return number((row.*key).memoryGb); };
    memory.read = [key](T &row, const QString &v) {
        const Parsed<double> p = parseMemoryGb(v);
        if (p.isEmpty) {
            (row.*key).memoryGb
                = 0; // unknown here; CatalogImporter takes it from the name or reports it
            return QString();
        }
        if (!p.ok())
            return p.error;
        (row.*key).memoryGb = *p.value;
        return QString();
    };
    cols.push_back(memory);

    Column<T> form;
    form.name = QStringLiteral("form");
    form.aliases = aliases({"形态", "外形", "规格", "form factor", "formfactor"});
    form.write = [key](const T &row) { return toCode((row.*key).form); };
    form.read = [key](T &row, const QString &v) { return readForm((row.*key).form, v); };
    cols.push_back(form);
}

template<typename T> Column<T> originColumn()
{
    // Not imported: the importer sets the origin of every row it reads (built-in or user). The
    // column is exported so a user can see it, and is ignored on the way back in.
    Column<T> c;
    c.name = QStringLiteral("origin");
    c.aliases = aliases({"来源类型"});
    c.write = [](const T &row) { return toCode(row.origin); };
    c.read = [](T &, const QString &) { return QString(); };
    return c;
}

// A currency as people write it: an ISO 4217 code in any case, or the common names and signs of
// the currencies prices come in. Empty on failure.
QString readCurrencyCode(const QString &v)
{
    const QString s = normalizeWidth(v);
    if (auto cur = currencyFromString(s))
        return toCode(*cur);
    if (s == QStringLiteral("人民币") || s == QStringLiteral("元") || s == QStringLiteral("RMB")
        || s == QStringLiteral("¥"))
        return QStringLiteral("CNY");
    if (s == QStringLiteral("美元") || s == QStringLiteral("$"))
        return QStringLiteral("USD");
    if (s == QStringLiteral("欧元") || s == QStringLiteral("€"))
        return QStringLiteral("EUR");
    if (s == QStringLiteral("日元") || s == QStringLiteral("円"))
        return QStringLiteral("JPY");
    if (s == QStringLiteral("新台币") || s == QStringLiteral("新台幣")
        || s == QStringLiteral("NT$"))
        return QStringLiteral("TWD");
    if (s == QStringLiteral("卢布") || s == QStringLiteral("₽"))
        return QStringLiteral("RUB");
    if (s == QStringLiteral("港币") || s == QStringLiteral("港元") || s == QStringLiteral("HK$"))
        return QStringLiteral("HKD");
    if (s == QStringLiteral("英镑") || s == QStringLiteral("£"))
        return QStringLiteral("GBP");
    const QString code = s.toUpper();
    return isCurrencyCode(code) ? code : QString();
}

// The currency of a price: display currencies (Currency) and any other ISO 4217 code.
template<typename T> Column<T> currencyColumn(Currency T::*member)
{
    Column<T> c;
    c.name = QStringLiteral("currency");
    c.aliases = aliases({"币种", "货币", "currency code"});
    c.write = [member](const T &row) { return toCode(row.*member); };
    c.read = [member](T &row, const QString &v) {
        if (normalizeWidth(v).isEmpty())
            return QString(); // may come from the amount ("￥5999"); checked after the row is read
        const QString code = readCurrencyCode(v);
        if (auto cur = currencyFromString(code)) {
            row.*member = *cur;
            return QString();
        }
        return QCoreApplication::translate(
            "CatalogImporter", "\"%1\" is not a currency (CNY or USD)")
            .arg(v);
    };
    return c;
}

template<typename T, typename M> Column<T> isoCurrencyColumn(M T::*member)
{
    Column<T> c;
    c.name = QStringLiteral("currency");
    c.aliases = aliases({"币种", "货币", "currency code"});
    c.write = [member](const T &row) { return QString(row.*member); };
    c.read = [member](T &row, const QString &v) {
        if (normalizeWidth(v).isEmpty())
            return QString(); // may come from the amount ("￥5999"); checked after the row is read
        const QString code = readCurrencyCode(v);
        if (code.isEmpty())
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" is not a currency (an ISO 4217 code such as CNY, USD, EUR, JPY)")
                .arg(v);
        row.*member = code;
        return QString();
    };
    return c;
}

// A count of a model's architecture (layers, heads, sizes): a whole number of 0 or more, where
// empty and 0 both mean unknown (written empty).
Column<ModelSpec> modelCount(
    const char *name, std::initializer_list<const char *> al, int ModelSpec::*member)
{
    Column<ModelSpec> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const ModelSpec &row) {
        return row.*member > 0 ? QString::number(row.*member) : QString();
    };
    c.read = [member](ModelSpec &row, const QString &v) {
        const Parsed<int> p = parseInteger(v);
        if (p.isEmpty) {
            row.*member = 0;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (*p.value < 0)
            return QCoreApplication::translate("CatalogImporter", "\"%1\" must be 0 or more")
                .arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

// Billions of parameters: "70", "70B", "70 b", "0.5B"; more than 0 when given.
Column<ModelSpec> modelParams(const char *name, std::initializer_list<const char *> al,
    double ModelSpec::*member, bool required)
{
    Column<ModelSpec> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.required = required;
    c.write = [member](const ModelSpec &row) {
        return row.*member > 0 ? number(row.*member) : QString();
    };
    c.read = [member, required, name](ModelSpec &row, const QString &v) {
        static const QRegularExpression billions(QStringLiteral("\\s*[bB]$"));
        const Parsed<double> p = parseNumber(normalizeWidth(v).remove(billions));
        if (p.isEmpty) {
            row.*member = 0;
            return required ? QCoreApplication::translate(
                       "CatalogImporter", "%1 must not be empty: the parameter count in billions")
                                  .arg(QLatin1String(name))
                            : QString();
        }
        if (!p.ok())
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" is not a number of billions of parameters")
                .arg(v);
        if (!(*p.value > 0))
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" must be greater than zero (leave it empty if unknown)")
                .arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

} // namespace

const std::vector<Column<ModelSpec>> &modelColumns()
{
    static const std::vector<Column<ModelSpec>> cols = [] {
        using M = ModelSpec;
        std::vector<Column<M>> c;
        c.push_back(text<M>("name", {"模型", "模型名称", "名称", "model"}, &M::name, true));
        c.push_back(text<M>("family", {"系列", "家族"}, &M::family));
        Column<M> kind;
        kind.name = QStringLiteral("kind");
        kind.aliases = aliases({"类型", "类别", "type"});
        kind.write = [](const M &m) { return toCode(m.kind); };
        kind.read = [](M &m, const QString &v) {
            if (v.trimmed().isEmpty()) {
                m.kind = ModelKind::Llm;
                return QString();
            }
            if (const auto k = modelKindFromCode(v)) {
                m.kind = *k;
                return QString();
            }
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" is not one of llm, image-generation, vision, speech, text-encoder")
                .arg(v);
        };
        c.push_back(kind);
        c.push_back(modelParams("params_total_b",
            {"参数量", "总参数", "总参数量", "parameters", "params"}, &M::paramsTotalB, true));
        c.push_back(modelParams("params_active_b", {"激活参数", "激活参数量", "active parameters"},
            &M::paramsActiveB, false));
        c.push_back(modelCount("layers", {"层数", "num_hidden_layers"}, &M::layers));
        c.push_back(modelCount("hidden_size", {"隐藏层维度", "隐藏维度"}, &M::hiddenSize));
        c.push_back(modelCount("intermediate_size", {"中间层维度"}, &M::intermediateSize));
        c.push_back(modelCount(
            "attention_heads", {"注意力头数", "num_attention_heads"}, &M::attentionHeads));
        c.push_back(modelCount("kv_heads", {"kv头数", "num_key_value_heads"}, &M::kvHeads));
        c.push_back(modelCount("head_dim", {"头维度"}, &M::headDim));
        c.push_back(modelCount("vocab_size", {"词表大小", "词表"}, &M::vocabSize));
        c.push_back(modelCount("max_context",
            {"最大上下文", "上下文长度", "max_position_embeddings"}, &M::maxContext));
        Column<M> attention;
        attention.name = QStringLiteral("attention");
        attention.aliases = aliases({"注意力", "注意力类型"});
        attention.write = [](const M &m) { return toCode(m.attention); };
        attention.read = [](M &m, const QString &v) {
            if (const auto a = attentionKindFromCode(v)) {
                m.attention = *a;
                return QString();
            }
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" is not one of full, sliding, hybrid, latent")
                .arg(v);
        };
        c.push_back(attention);
        c.push_back(modelCount("window", {"窗口", "滑动窗口", "sliding_window"}, &M::window));
        c.push_back(modelCount("local_layers", {"滑动窗口层数"}, &M::localLayers));
        c.push_back(modelCount("latent_dim", {"潜在维度", "kv_lora_rank"}, &M::latentDim));
        c.push_back(text<M>("source_url", {"来源", "source", "url"}, &M::sourceUrl));
        c.push_back(text<M>("source_date", {"来源日期"}, &M::sourceDate));
        c.push_back(text<M>("notes", {"备注", "说明", "note", "comment"}, &M::notes));
        c.push_back(originColumn<M>());
        return c;
    }();
    return cols;
}

// The columns of migration 6 (docs/catalog-format.md, "Software stack" and "Unified memory"): a
// device's own stack and its dated support, unified memory and the GPU's share of it, and whether
// the device is sold only as a whole machine.
static void addStackAndMemoryColumns(std::vector<Column<Card>> &c)
{
    c.push_back(
        text<Card>("software_stack", {"软件栈", "software stack", "stack"}, &Card::softwareStack));
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
    c.push_back(support);
    c.push_back(
        text<Card>("stack_source_url", {"软件栈来源", "stack source"}, &Card::stackSourceUrl));
    c.push_back(text<Card>(
        "stack_source_date", {"软件栈来源日期", "stack source date"}, &Card::stackSourceDate));
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
    c.push_back(share);
    c.push_back(text<Card>(
        "memory_share_note", {"内存比例说明", "memory share note"}, &Card::memoryShareNote));
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
    c.push_back(sold);
}

const std::vector<Column<Card>> &cardColumns()
{
    static const std::vector<Column<Card>> cols = [] {
        std::vector<Column<Card>> c;
        addKeyColumns(c, &Card::key);
        Column<Card> line;
        line.name = QStringLiteral("product_line");
        line.aliases = aliases({"产品线", "系列", "segment", "market"});
        line.write
            = [](const Card &r) { return r.productLine ? toCode(*r.productLine) : QString(); };
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
        c.push_back(line);
        c.push_back(text<Card>("architecture", {"架构", "arch"}, &Card::architecture));
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
            return r.computeCapability
                ? QString()
                : QCoreApplication::translate(
                    "CatalogImporter", "\"%1\" is not a compute capability (major.minor, e.g. 8.6)")
                      .arg(v);
        };
        c.push_back(cc);
        c.push_back(countColumn<Card>(
            "gpus_per_board", {"每板gpu数", "gpus", "gpu per board"}, &Card::gpusPerBoard));
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
        c.push_back(release);
        c.push_back(optInt<Card>("cuda_cores",
            {"cuda核心", "cuda核心数", "流处理器", "cuda", "cores", "shaders", "stream processors"},
            &Card::cudaCores, 1));
        c.push_back(optInt<Card>(
            "tensor_cores", {"tensor核心", "张量核心", "tensor"}, &Card::tensorCores, 0));
        c.push_back(optInt<Card>("tensor_core_generation", {"tensor核心代数", "tensor generation"},
            &Card::tensorCoreGeneration, 1));
        c.push_back(optDouble<Card>("boost_clock_mhz",
            {"加速频率", "boost频率", "boost clock", "频率"}, &Card::boostClockMhz, &parseMhz));
        c.push_back(text<Card>("memory_type", {"显存类型", "memory type"}, &Card::memoryType));
        c.push_back(optInt<Card>("memory_bus_bits", {"位宽", "显存位宽", "bus width", "memory bus"},
            &Card::memoryBusBits, 1));
        c.push_back(optDouble<Card>("memory_data_rate_gbps", {"显存速率", "等效频率", "data rate"},
            &Card::memoryDataRateGbps));
        c.push_back(optDouble<Card>("memory_bandwidth_gbps",
            {"带宽", "显存带宽", "bandwidth", "memory bandwidth"}, &Card::memoryBandwidthGBps,
            &parseBandwidthGBps));
        c.push_back(optDouble<Card>(
            "fp32_tflops", {"fp32", "单精度", "fp32算力"}, &Card::fp32Tflops, &parseTflops));
        c.push_back(optDouble<Card>(
            "fp16_tflops", {"fp16", "半精度", "fp16算力"}, &Card::fp16Tflops, &parseTflops));
        c.push_back(optDouble<Card>("tensor_fp16_tflops", {"tensor fp16", "张量fp16"},
            &Card::tensorFp16Tflops, &parseTflops));
        c.push_back(optDouble<Card>(
            "tensor_bf16_tflops", {"tensor bf16", "bf16"}, &Card::tensorBf16Tflops, &parseTflops));
        c.push_back(optDouble<Card>(
            "tensor_tf32_tflops", {"tensor tf32", "tf32"}, &Card::tensorTf32Tflops, &parseTflops));
        c.push_back(optDouble<Card>(
            "tensor_int8_tops", {"tensor int8", "int8"}, &Card::tensorInt8Tops, &parseTflops));
        c.push_back(optDouble<Card>(
            "tensor_fp8_tflops", {"tensor fp8", "fp8"}, &Card::tensorFp8Tflops, &parseTflops));
        // Board power: one figure or a laptop's range ("80-150 W"), and its kind, which the value
        // ("450 W (TGP)"), the header ("TGP", "整卡功耗") or the power_kind column may name. The
        // file's tdp_w stays a plain number (scripts read it); the range's low end and the kind
        // have columns of their own. An empty power_kind or power_min_w keeps what tdp_w said.
        Column<Card> power;
        power.name = QStringLiteral("tdp_w");
        power.numeric = true;
        power.aliases = aliases({"功耗", "tdp", "tbp", "tgp", "board power", "power", "tgp w",
            "tbp w", "功耗范围", "power range", "整卡功耗", "板卡功耗", "典型板卡功耗", "显卡功耗",
            "显卡总功耗", "总图形功耗", "热设计功耗", "total graphics power", "graphics card power",
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
        c.push_back(low);
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
        c.push_back(launch);
        c.push_back(
            text<Card>("source_url", {"来源", "数据来源", "source", "url"}, &Card::sourceUrl));
        c.push_back(text<Card>("source_date", {"来源日期", "数据日期"}, &Card::sourceDate));
        c.push_back(text<Card>("notes", {"备注", "说明", "note", "comment"}, &Card::notes));
        c.push_back(text<Card>("notes_zh",
            {"备注(中文)", "中文备注", "说明(中文)", "notes (zh)", "notes (chinese)",
                "chinese notes"},
            &Card::notesZh));
        addStackAndMemoryColumns(c);
        c.push_back(originColumn<Card>());
        return c;
    }();
    return cols;
}

const std::vector<Column<Price>> &priceColumns()
{
    static const std::vector<Column<Price>> cols = [] {
        std::vector<Column<Price>> c;
        addKeyColumns(c, &Price::card);
        Column<Price> amount;
        amount.name = QStringLiteral("amount");
        amount.numeric = true;
        amount.aliases = aliases({"价格", "金额", "售价", "price", "价钱"});
        amount.required = true;
        amount.write = [](const Price &r) { return number(r.amount); };
        amount.read = [](Price &r, const QString &v) {
            const Parsed<Money> p = parsePrice(v);
            if (p.isEmpty)
                return QCoreApplication::translate("CatalogImporter", "%1 must not be empty")
                    .arg(QStringLiteral("amount"));
            if (!p.ok())
                return p.error;
            r.amount = p.value->amount;
            if (p.value->currency)
                r.currency = toCode(*p.value->currency);
            return QString();
        };
        c.push_back(amount);
        c.push_back(isoCurrencyColumn<Price>(&Price::currency));
        Column<Price> cond;
        cond.name = QStringLiteral("condition");
        cond.aliases = aliases({"成色", "新旧", "状态"});
        cond.write = [](const Price &r) { return toCode(r.condition); };
        cond.read = [](Price &r, const QString &v) {
            const QString s = normalizeWidth(v).toLower();
            if (s.isEmpty() || s == QLatin1String("new") || s == QStringLiteral("全新")
                || s == QStringLiteral("新") || s == QStringLiteral("新品"))
                r.condition = Condition::New;
            else if (s == QLatin1String("used") || s == QStringLiteral("二手")
                || s == QStringLiteral("旧") || s == QLatin1String("second-hand"))
                r.condition = Condition::Used;
            else
                return QCoreApplication::translate(
                    "CatalogImporter", "\"%1\" is not a condition (new or used)")
                    .arg(v);
            return QString();
        };
        c.push_back(cond);
        c.push_back(text<Price>("seller",
            {"卖家", "商家", "渠道", "店铺", "shop", "store", "vendor shop"}, &Price::seller));
        // Not required: a price list without dates was seen on the day it is imported
        // (CatalogImporter dates it so, and says so in its notes).
        Column<Price> observed = dateColumn<Price>("observed_date",
            {"日期", "观察日期", "报价日期", "date", "price date"}, &Price::observedDate);
        observed.required = false;
        c.push_back(observed);
        c.push_back(text<Price>("source_url", {"来源", "source", "url"}, &Price::sourceUrl));
        c.push_back(text<Price>("note", {"备注", "说明", "notes", "comment"}, &Price::note));
        c.push_back(originColumn<Price>());
        // What the amount pays for (issue "prices for every card"): a module's or a server's
        // price is stored as the source gives it, for gpu_count GPUs.
        Column<Price> gpus;
        gpus.name = QStringLiteral("gpu_count");
        gpus.numeric = true;
        gpus.aliases = aliases({"卡数", "GPU数", "gpus", "gpu count"});
        gpus.write = [](const Price &r) { return QString::number(r.gpuCount); };
        gpus.read = [](Price &r, const QString &v) {
            const QString s = normalizeWidth(v);
            if (s.isEmpty()) {
                r.gpuCount = 1;
                return QString();
            }
            bool ok = false;
            const int n = s.toInt(&ok);
            if (!ok || n < 1 || n > 1024)
                return QCoreApplication::translate("CatalogImporter",
                    "\"%1\" is not a GPU count (a whole number from 1, the GPUs the amount pays "
                    "for)")
                    .arg(v);
            r.gpuCount = n;
            return QString();
        };
        c.push_back(gpus);
        Column<Price> unit;
        unit.name = QStringLiteral("price_unit");
        unit.aliases = aliases({"计价单位", "单位", "priced as", "unit"});
        unit.write = [](const Price &r) { return toCode(r.unit); };
        unit.read = [](Price &r, const QString &v) {
            const QString s = normalizeWidth(v).toLower();
            if (s.isEmpty() || s == QStringLiteral("卡") || s == QStringLiteral("单卡")) {
                r.unit = PriceUnit::Card;
                return QString();
            }
            if (s == QStringLiteral("模组") || s == QStringLiteral("模块")) {
                r.unit = PriceUnit::Module;
                return QString();
            }
            if (s == QStringLiteral("整机") || s == QStringLiteral("服务器")) {
                r.unit = PriceUnit::Server;
                return QString();
            }
            if (auto u = priceUnitFromString(s)) {
                r.unit = *u;
                return QString();
            }
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" is not a price unit (card, module or server)")
                .arg(v);
        };
        c.push_back(unit);
        return c;
    }();
    return cols;
}

const std::vector<Column<ExchangeRateRow>> &rateColumns()
{
    static const std::vector<Column<ExchangeRateRow>> cols = [] {
        using R = ExchangeRateRow;
        std::vector<Column<R>> c;
        Column<R> currency = isoCurrencyColumn<R>(&R::currency);
        currency.required = true;
        const auto readCode = currency.read;
        currency.read = [readCode](R &r, const QString &v) {
            if (normalizeWidth(v).isEmpty())
                return QCoreApplication::translate("CatalogImporter", "currency must not be empty");
            const QString error = readCode(r, v);
            if (error.isEmpty() && r.currency == QLatin1String("CNY"))
                return QCoreApplication::translate("CatalogImporter",
                    "a rate to CNY of CNY itself is always 1; leave the row out");
            return error;
        };
        c.push_back(currency);
        Column<R> rate;
        rate.name = QStringLiteral("rate_to_cny");
        rate.numeric = true;
        rate.required = true;
        rate.aliases = aliases({"汇率", "人民币汇率", "rate", "cny per unit", "to cny"});
        rate.write = [](const R &r) { return number(r.rateToCny); };
        rate.read = [](R &r, const QString &v) {
            const Parsed<double> p = parseNumber(v);
            if (p.isEmpty)
                return QCoreApplication::translate(
                    "CatalogImporter", "rate_to_cny must not be empty");
            if (!p.ok())
                return p.error;
            if (!(*p.value > 0) || *p.value > 1.0e6)
                return QCoreApplication::translate("CatalogImporter",
                    "\"%1\" is not a rate (CNY per one unit of the currency, greater than zero)")
                    .arg(v);
            r.rateToCny = *p.value;
            return QString();
        };
        c.push_back(rate);
        c.push_back(dateColumn<R>("date", {"日期", "汇率日期", "rate date"}, &R::date));
        c.push_back(text<R>("source_url", {"来源", "source", "url"}, &R::sourceUrl));
        c.push_back(text<R>("note", {"备注", "说明", "notes", "comment"}, &R::note));
        c.push_back(originColumn<R>());
        return c;
    }();
    return cols;
}

const std::vector<Column<BenchmarkResult>> &benchmarkColumns()
{
    static const std::vector<Column<BenchmarkResult>> cols = [] {
        using B = BenchmarkResult;
        std::vector<Column<B>> c;
        addKeyColumns(c, &B::card);
        c.push_back(
            countColumn<B>("gpu_count", {"gpu数量", "gpu数", "gpus", "num gpus"}, &B::gpuCount));
        c.push_back(text<B>("network",
            {"模型", "网络", "benchmark model", "model name", "benchmark"}, &B::network, true));
        Column<B> task;
        task.name = QStringLiteral("task");
        task.aliases = aliases({"任务", "用途"});
        task.required = true;
        task.write = [](const B &r) { return r.task; };
        task.read = [](B &r, const QString &v) {
            const QString s = normalizeWidth(v).toLower();
            if (s == QLatin1String("training") || s == QStringLiteral("训练")
                || s == QLatin1String("train"))
                r.task = QStringLiteral("training");
            else if (s == QLatin1String("inference") || s == QStringLiteral("推理"))
                r.task = QStringLiteral("inference");
            else
                return QCoreApplication::translate(
                    "CatalogImporter", "\"%1\" is not a task (training or inference)")
                    .arg(v);
            return QString();
        };
        c.push_back(task);
        Column<B> precision;
        precision.name = QStringLiteral("precision");
        precision.aliases = aliases({"精度", "dtype"});
        precision.required = true;
        precision.write = [](const B &r) { return r.precision; };
        precision.read = [](B &r, const QString &v) {
            const QString s = normalizeWidth(v).toLower();
            static const QStringList known = {QStringLiteral("fp32"), QStringLiteral("tf32"),
                QStringLiteral("fp16"), QStringLiteral("bf16"), QStringLiteral("fp8"),
                QStringLiteral("int8"), QStringLiteral("int4")};
            if (!known.contains(s))
                return QCoreApplication::translate(
                    "CatalogImporter", "\"%1\" is not a precision (%2)")
                    .arg(v, known.join(QStringLiteral(", ")));
            r.precision = s;
            return QString();
        };
        c.push_back(precision);
        c.push_back(optInt<B>("batch_size", {"批大小", "batch", "bs"}, &B::batchSize, 1));
        c.push_back(text<B>("metric", {"指标"}, &B::metric));
        c.push_back(text<B>("unit", {"单位"}, &B::unit, true));
        Column<B> value;
        value.name = QStringLiteral("value");
        value.numeric = true;
        value.aliases = aliases({"数值", "值", "结果", "吞吐", "throughput", "result"});
        value.required = true;
        value.write = [](const B &r) { return number(r.value); };
        value.read = [](B &r, const QString &v) {
            const Parsed<double> p = parseNumber(v);
            if (p.isEmpty)
                return QCoreApplication::translate("CatalogImporter", "%1 must not be empty")
                    .arg(QStringLiteral("value"));
            if (!p.ok())
                return p.error;
            if (!(*p.value > 0))
                return QCoreApplication::translate(
                    "CatalogImporter", "\"%1\" must be greater than zero")
                    .arg(v);
            r.value = *p.value;
            return QString();
        };
        c.push_back(value);
        c.push_back(text<B>("framework", {"框架"}, &B::framework));
        c.push_back(text<B>("framework_version", {"框架版本", "version"}, &B::frameworkVersion));
        c.push_back(text<B>("source_url", {"来源", "source", "url"}, &B::sourceUrl));
        c.push_back(dateColumn<B>("date", {"日期", "测试日期", "published"}, &B::date));
        c.push_back(text<B>("note", {"备注", "说明", "notes", "comment"}, &B::note));
        c.push_back(originColumn<B>());
        return c;
    }();
    return cols;
}

const std::vector<Column<CloudOffering>> &cloudColumns()
{
    static const std::vector<Column<CloudOffering>> cols = [] {
        using C = CloudOffering;
        std::vector<Column<C>> c;
        c.push_back(
            text<C>("provider", {"平台", "提供商", "云厂商", "云平台"}, &C::provider, true));
        c.push_back(
            text<C>("offering", {"方案", "套餐", "实例", "instance", "plan"}, &C::offering, true));
        addKeyColumns(c, &C::card);
        c.push_back(countColumn<C>("gpu_count", {"gpu数量", "gpu数", "gpus"}, &C::gpuCount));
        Column<C> price;
        price.name = QStringLiteral("price_per_hour");
        price.numeric = true;
        price.aliases = aliases({"每小时价格", "时价", "小时价格", "hourly price", "price"});
        price.required = true;
        price.write = [](const C &r) { return number(r.pricePerHour); };
        price.read = [](C &r, const QString &v) {
            const QString s = normalizeWidth(v);
            if (s == QLatin1String("0") || s == QStringLiteral("免费")
                || s.compare(QLatin1String("free"), Qt::CaseInsensitive) == 0) {
                r.pricePerHour = 0;
                return QString();
            }
            const Parsed<Money> p = parsePrice(v);
            if (p.isEmpty)
                return QCoreApplication::translate(
                    "CatalogImporter", "%1 must not be empty (0 for a free tier)")
                    .arg(QStringLiteral("price_per_hour"));
            if (!p.ok())
                return p.error;
            r.pricePerHour = p.value->amount;
            if (p.value->currency)
                r.currency = *p.value->currency;
            return QString();
        };
        c.push_back(price);
        c.push_back(currencyColumn<C>(&C::currency));
        Column<C> free;
        free.name = QStringLiteral("free_tier");
        free.aliases = aliases({"免费", "free"});
        free.write = [](const C &r) {
            return r.freeTier ? QStringLiteral("true") : QStringLiteral("false");
        };
        free.read = [](C &r, const QString &v) {
            const Parsed<bool> p = parseBool(v);
            if (p.isEmpty) {
                r.freeTier = false;
                return QString();
            }
            if (!p.ok())
                return p.error;
            r.freeTier = *p.value;
            return QString();
        };
        c.push_back(free);
        c.push_back(dateColumn<C>("observed_date", {"日期", "观察日期", "date"}, &C::observedDate));
        c.push_back(text<C>("source_url", {"来源", "source", "url"}, &C::sourceUrl));
        c.push_back(text<C>("note", {"备注", "说明", "notes", "comment"}, &C::note));
        c.push_back(originColumn<C>());
        return c;
    }();
    return cols;
}

} // namespace gpu::columns
