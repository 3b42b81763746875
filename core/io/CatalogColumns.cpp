// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogColumnsBuild_p.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

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

bool anyNormalizesTo(const QStringList &headers, const QString &normalized)
{
    return std::any_of(headers.cbegin(), headers.cend(),
        [&normalized](const QString &h) { return normalizeHeader(h) == normalized; });
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

using namespace detail;

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
        kind.sql = sqlField<M>(
            "kind", SqlType::Text, [](const M &r) { return QVariant(toCode(r.kind)); },
            [](M &r, const QVariant &v, TextPool &) {
                r.kind = modelKindFromCode(v.toString()).value_or(ModelKind::Llm);
            });
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
        attention.sql = sqlField<M>(
            "attention", SqlType::Text, [](const M &r) { return QVariant(toCode(r.attention)); },
            [](M &r, const QVariant &v, TextPool &) {
                r.attention = attentionKindFromCode(v.toString()).value_or(AttentionKind::Full);
            });
        c.push_back(attention);
        c.push_back(modelCount("window", {"窗口", "滑动窗口", "sliding_window"}, &M::window));
        c.back().sql.column = QStringLiteral("attention_window");
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

namespace {

// What the amount of a price pays for: its GPU count and unit.
void addPriceUnitColumns(std::vector<Column<Price>> &c)
{
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
    gpus.sql = sqlField<Price>(
        "gpu_count", SqlType::Integer,
        [](const Price &r) { return QVariant(std::max(1, r.gpuCount)); },
        [](Price &r, const QVariant &v, TextPool &) { r.gpuCount = std::max(1, v.toInt()); });
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
    unit.sql = sqlField<Price>(
        "price_unit", SqlType::Text, [](const Price &r) { return QVariant(toCode(r.unit)); },
        [](Price &r, const QVariant &v, TextPool &) {
            r.unit = priceUnitFromString(v.toString()).value_or(PriceUnit::Card);
        });
    c.push_back(unit);
}

// What the source calls the price (issue 39): after `condition`, whose market a row without a
// basis takes its default from (retail when new, used when used).
void addPriceKindColumn(std::vector<Column<Price>> &c)
{
    Column<Price> kind;
    kind.name = QStringLiteral("price_basis");
    kind.aliases = aliases({"价格类型", "价格依据", "依据", "basis", "price kind"});
    kind.write = [](const Price &r) { return toCode(r.kind); };
    kind.read = [](Price &r, const QString &v) {
        const QString s = normalizeWidth(v).trimmed().toLower();
        if (s.isEmpty()) {
            r.kind = defaultPriceKind(r.condition);
            return QString();
        }
        static const QHash<QString, PriceKind> words = {
            {QStringLiteral("零售"), PriceKind::Retail},
            {QStringLiteral("零售价"), PriceKind::Retail},
            {QStringLiteral("挂牌"), PriceKind::Marketplace},
            {QStringLiteral("平台挂牌"), PriceKind::Marketplace},
            {QStringLiteral("成交均价"), PriceKind::SoldAverage},
            {QStringLiteral("sold average"), PriceKind::SoldAverage},
            {QStringLiteral("二手"), PriceKind::Used},
            {QStringLiteral("标价"), PriceKind::List},
            {QStringLiteral("官方价"), PriceKind::List},
            {QStringLiteral("msrp"), PriceKind::List},
            {QStringLiteral("首发价"), PriceKind::Launch},
            {QStringLiteral("估计"), PriceKind::Estimate},
            {QStringLiteral("估价"), PriceKind::Estimate},
        };
        std::optional<PriceKind> k = priceKindFromString(s);
        if (!k && words.contains(s))
            k = words.value(s);
        if (!k)
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" is not a price basis (retail, marketplace, sold-average, used, list, "
                "launch or estimate)")
                .arg(v);
        r.kind = *k;
        // A second-hand price is in the used market whatever the condition column says.
        if (r.kind == PriceKind::Used)
            r.condition = Condition::Used;
        return QString();
    };
    kind.sql = sqlField<Price>(
        "price_basis", SqlType::Text, [](const Price &r) { return QVariant(toCode(r.kind)); },
        [](Price &r, const QVariant &v, TextPool &) {
            r.kind = priceKindFromString(v.toString()).value_or(defaultPriceKind(r.condition));
        });
    c.push_back(kind);
}

} // namespace

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
        amount.sql = sqlField<Price>(
            "amount", SqlType::Real, [](const Price &r) { return QVariant(r.amount); },
            [](Price &r, const QVariant &v, TextPool &) { r.amount = v.toDouble(); });
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
        cond.sql = sqlField<Price>(
            "condition", SqlType::Text,
            [](const Price &r) { return QVariant(toCode(r.condition)); },
            [](Price &r, const QVariant &v, TextPool &) {
                r.condition = conditionFromString(v.toString()).value_or(Condition::New);
            });
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
        addPriceUnitColumns(c);
        addPriceKindColumn(c);
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
        rate.sql = sqlField<R>(
            "rate_to_cny", SqlType::Real, [](const R &r) { return QVariant(r.rateToCny); },
            [](R &r, const QVariant &v, TextPool &) { r.rateToCny = v.toDouble(); });
        c.push_back(rate);
        c.push_back(dateColumn<R>("date", {"日期", "汇率日期", "rate date"}, &R::date));
        c.back().sql.column = QStringLiteral("rate_date");
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
        task.sql = sqlField<B>(
            "task", SqlType::Text, [](const B &r) { return QVariant(r.task); },
            [](B &r, const QVariant &v, TextPool &text) { r.task = text(v); });
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
        precision.sql = sqlField<B>(
            "precision", SqlType::Text, [](const B &r) { return QVariant(r.precision); },
            [](B &r, const QVariant &v, TextPool &text) { r.precision = text(v); });
        c.push_back(precision);
        c.push_back(optInt<B>("batch_size", {"批大小", "batch", "bs"}, &B::batchSize, 1));
        c.push_back(text<B>("metric", {"指标"}, &B::metric));
        c.back().sql.get = [](const B &r) {
            return QVariant(r.metric.isEmpty() ? QStringLiteral("throughput") : r.metric);
        };
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
        value.sql = sqlField<B>(
            "value", SqlType::Real, [](const B &r) { return QVariant(r.value); },
            [](B &r, const QVariant &v, TextPool &) { r.value = v.toDouble(); });
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
        price.sql = sqlField<C>(
            "price_per_hour", SqlType::Real, [](const C &r) { return QVariant(r.pricePerHour); },
            [](C &r, const QVariant &v, TextPool &) { r.pricePerHour = v.toDouble(); });
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
        free.sql = sqlField<C>(
            "free_tier", SqlType::Integer, [](const C &r) { return QVariant(r.freeTier ? 1 : 0); },
            [](C &r, const QVariant &v, TextPool &) { r.freeTier = v.toInt() != 0; });
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
