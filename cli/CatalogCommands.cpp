// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor list` and `gpu-advisor show`.

#include "CardFields.h"
#include "CardFilter.h"
#include "CatalogColumns.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "PriceWords.h"
#include "SoftwareSupport.h"

#include <QLocale>

#include <cmath>

namespace gpu::cli {

namespace {

QString num(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString money(double v)
{
    // Whole currency units are enough to compare card prices; keep cents only when present.
    return QString::number(v, 'f', v == std::floor(v) ? 0 : 2);
}

// The columns of `list`, in order. The first ones are also the text table's columns.
const QStringList &listColumns()
{
    static const QStringList cols = {QStringLiteral("name"), QStringLiteral("vendor"),
        QStringLiteral("model"), QStringLiteral("memory_gb"), QStringLiteral("form"),
        QStringLiteral("product_line"), QStringLiteral("architecture"),
        QStringLiteral("compute_capability"), QStringLiteral("release_date"),
        QStringLiteral("cuda_cores"), QStringLiteral("tensor_cores"), QStringLiteral("memory_type"),
        QStringLiteral("memory_bus_bits"), QStringLiteral("memory_bandwidth_gbps"),
        QStringLiteral("fp32_tflops"), QStringLiteral("fp16_tflops"),
        QStringLiteral("tensor_fp16_tflops"), QStringLiteral("tensor_bf16_tflops"),
        QStringLiteral("tensor_int8_tops"), QStringLiteral("tdp_w"),
        QStringLiteral("launch_price_usd"), QStringLiteral("price"), QStringLiteral("currency"),
        QStringLiteral("price_date"), QStringLiteral("price_basis"), QStringLiteral("cuda_support"),
        QStringLiteral("source_url"), QStringLiteral("price_condition"),
        QStringLiteral("software_support"), QStringLiteral("converted_price"),
        QStringLiteral("price_as_seen"), QStringLiteral("price_source")};
    return cols;
}

QString cudaSupportText(CudaSupport s)
{
    switch (s) {
    case CudaSupport::Supported:
        return QStringLiteral("supported");
    case CudaSupport::Unsupported:
        return QStringLiteral("unsupported");
    case CudaSupport::NotCuda:
        return QStringLiteral("not_cuda");
    }
    return {};
}

} // namespace

void listOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr("List the cards of the catalog."));
    spec.add({QStringLiteral("vendor"), Context::tr("Only this vendor (NVIDIA, AMD, Intel)."),
                 Context::tr("vendor")},
        ValueHint::of(knownVendors()));
    spec.add({QStringLiteral("min-vram"), Context::tr("At least this much memory per GPU, GB."),
        Context::tr("GB")});
    spec.add({QStringLiteral("max-price"),
        Context::tr("At most this price (in --currency); cards without a price are left out."),
        Context::tr("amount")});
    addCurrencyOption(spec);
    spec.add(
        {QStringLiteral("condition"),
            Context::tr("Price of new or used cards: any (default: the lower of the two), new or "
                        "used."),
            Context::tr("condition")},
        ValueHint::of({QStringLiteral("new"), QStringLiteral("used"), QStringLiteral("any")}));
    spec.add({QStringLiteral("search"),
        Context::tr("Only cards whose name contains these words (literal text)."),
        Context::tr("text")});
    addFormatOption(spec);
}

namespace {

/// One row of `list`: the card's value of every column of `columns`; the name as people read
/// it in the text table (CardKey::label()), as files and scripts use it in csv and json.
QStringList listRow(const Card &card, const std::optional<CardPrice> &price,
    const QStringList &columns, const ComputeCapability &cudaMinimum, bool forPeople)
{
    QStringList row;
    for (const QString &col : columns) {
        if (col == QLatin1String("name"))
            row.append(forPeople ? card.label() : card.displayName());
        else if (col == QLatin1String("price"))
            row.append(price ? plainPriceAmount(*price) : QString());
        else if (col == QLatin1String("currency"))
            row.append(price ? toCode(price->currency) : QString());
        else if (col == QLatin1String("price_date"))
            row.append(
                price && price->date.isValid() ? price->date.toString(Qt::ISODate) : QString());
        else if (col == QLatin1String("price_basis"))
            row.append(price ? toCode(price->kind) : QString());
        else if (col == QLatin1String("price_source"))
            row.append(price ? price->sourceCode() : QString());
        else if (col == QLatin1String("price_condition"))
            row.append(price ? toCode(price->condition) : QString());
        else if (col == QLatin1String("cuda_support"))
            row.append(cudaSupportText(cudaSupport(card, cudaMinimum)));
        else if (col == QLatin1String("software_support"))
            row.append(softwareSupportCode(card));
        else if (col == QLatin1String("converted_price"))
            row.append(price && price->basis != PriceBasis::ModelEstimate
                        && (price->converted || price->perGpuDerived())
                    ? QStringLiteral("true")
                    : QStringLiteral("false"));
        else if (col == QLatin1String("price_as_seen"))
            row.append(price ? priceOriginText(*price) : QString());
        else if (const CardField *f = columns::findCardField(col))
            row.append(CardFields::plain(*f, card));
        else
            row.append(QString());
    }
    return row;
}

/// `list`'s text table: the columns that fit a terminal, approximate prices marked, and what
/// the marks mean.
void printListText(
    const OutputTable &table, const QList<bool> &approximate, Currency currency, Context &ctx)
{
    // The text table shows what fits a terminal; csv/json carry every column.
    OutputTable narrow
        = table.selected({QStringLiteral("name"), QStringLiteral("memory_bandwidth_gbps"),
            QStringLiteral("fp32_tflops"), QStringLiteral("tensor_fp16_tflops"),
            QStringLiteral("tdp_w"), QStringLiteral("price"), QStringLiteral("price_date")});
    narrow.headerLabels = {Context::tr("Card"), Context::tr("GB/s"), Context::tr("FP32 TFLOPS"),
        Context::tr("Tensor FP16"), Context::tr("TDP W"),
        Context::tr("Price %1").arg(toCode(currency)), Context::tr("Price date")};
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        if (approximate.at(i)) // a launch price, or converted: whole units, marked
            narrow.cell(narrow.rows[i], QStringLiteral("price")) = QStringLiteral("~")
                + money(
                    std::round(table.cell(table.rows.at(i), QStringLiteral("price")).toDouble()));
    }
    ctx.out << narrow.toText();
    ctx.out << Context::tr(
        "%1 of %2 cards. Prices marked ~ are approximate: launch prices converted at %3 "
        "CNY/USD, or prices seen in another currency, converted at the rate of their own "
        "date (--format csv: price_as_seen).")
                   .arg(table.rows.size())
                   .arg(ctx.data().cards.size())
                   .arg(QLocale().toString(ctx.exchangeRate().cnyPerUsdNow(), 'g', 5))
            << Qt::endl;
}

} // namespace

int listCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    listOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("list"), QString()); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("list takes no arguments; did you mean --search \"%1\"?")
                                  .arg(parser.positionalArguments().at(1)));

    const auto format = ctx.format(parser);
    const auto currency = ctx.currency(parser);
    if (!format || !currency)
        return UsageError;
    bool ok = true;
    CardFilter filter;
    // Per GPU, as in every command (Context::minVram()); not CardFilter's per-board bound.
    const auto minVram = ctx.minVram(parser, &ok);
    filter.maxPrice = ctx.number(parser, QStringLiteral("max-price"), &ok, *currency);
    if (!ok)
        return UsageError;
    const auto given = ctx.condition(parser, ConditionFilter::Any);
    if (!given)
        return UsageError;
    const ConditionFilter condition = *given;
    // Match the catalog's spelling regardless of case ("nvidia" -> "NVIDIA").
    if (const QString vendor = Context::vendor(parser); !vendor.isEmpty())
        filter.vendors = {vendor};
    filter.search = parser.value(QStringLiteral("search"));
    // Cards and prices alone: `list` ranks nothing (docs/performance.md, "The command line").
    if (!ctx.openCatalog(parser, true))
        return Failure;
    const ComputeCapability cudaMinimum = ctx.settings().cudaMinimumComputeCapability();

    OutputTable table;
    // Numbers: the card fields that are (CardFields::isNumeric()), and the price.
    QList<const Card *> cards;
    cards.reserve(ctx.data().cards.size());
    for (const Card &c : ctx.data().cards)
        cards << &c;
    for (const QString &column : listColumns()) {
        const CardField *f = columns::findCardField(column);
        table.addColumn({column,
            (f && CardFields::isNumeric(*f, cards)) || column == QLatin1String("price")
                ? OutputColumn::Number
                : OutputColumn::Text});
    }
    QList<bool> approximate; // per row: a launch price or a price in the other currency
    for (const Card &card : ctx.data().cards) {
        const auto price = ctx.priceOf(card, *currency, condition);
        if (!filter.matches(card, price) || !Context::meetsMinVram(card, minVram))
            continue;
        approximate.append(price && price->isApproximate());
        table.rows.append(
            listRow(card, price, table.columns, cudaMinimum, *format == OutputFormat::Table));
    }
    if (*format == OutputFormat::Table)
        printListText(table, approximate, *currency, ctx);
    else
        ctx.out << table.render(*format);
    ctx.out.flush();
    return Success;
}

void showOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr("Show one card: every field with its unit and "
                                    "source, its prices and its benchmark results."));
    spec.addPositional(QStringLiteral("NAME"), Context::tr("The card, e.g. \"RTX 3060 12 GB\"."),
        {}, ValueHint::cardName());
    addFormatOption(spec);
}

namespace {

/// `show`'s fields for --format csv and json: every field by its code, with its unit.
OutputTable cardFieldsTable(const Card &card)
{
    OutputTable fields;
    fields.columns = {QStringLiteral("field"), QStringLiteral("value"), QStringLiteral("unit")};
    fields.headerLabels = {Context::tr("Field"), Context::tr("Value"), Context::tr("Unit")};
    const auto field = [&](const QString &name, const QString &value, const QString &unit) {
        fields.rows.append(fields.row({{"field", name}, {"value", value}, {"unit", unit}}));
    };
    field(QStringLiteral("name"), card.displayName(), QString());
    for (const CardField &f : columns::cardFields())
        field(f.name, CardFields::plain(f, card), f.unit);
    field(QStringLiteral("origin"), toCode(card.origin), QString());
    // The dated support tier and, below the table, its sentence with the source.
    field(QStringLiteral("software_support"), softwareSupportCode(card), QString());
    field(QStringLiteral("software_support_source"), softwareSupportSentence(card), QString());
    return fields;
}

/// The card's prices, as stored.
OutputTable cardPricesTable(const Card &card, Context &ctx)
{
    OutputTable prices;
    // The columns as the price field table (columns::priceColumns()) has them.
    prices.setColumns(columns::outputColumns(columns::priceColumns(),
        {QStringLiteral("amount"), QStringLiteral("currency"), QStringLiteral("condition"),
            QStringLiteral("seller"), QStringLiteral("observed_date"), QStringLiteral("origin"),
            QStringLiteral("source_url"), QStringLiteral("gpu_count"),
            QStringLiteral("price_unit")}));
    for (const Price &p : ctx.data().prices) {
        if (p.card != card.key)
            continue;
        QStringList row(prices.columns.size());
        const auto cell = [&](const char *column) -> QString & {
            return prices.cell(row, QLatin1String(column));
        };
        cell("amount") = money(p.amount);
        cell("currency") = p.currency;
        cell("condition") = toCode(p.condition);
        cell("seller") = p.seller;
        cell("observed_date") = p.observedDate.toString(Qt::ISODate);
        cell("origin") = toCode(p.origin);
        cell("source_url") = p.sourceUrl;
        cell("gpu_count") = QString::number(p.gpuCount);
        cell("price_unit") = toCode(p.unit);
        prices.rows.append(row);
    }
    return prices;
}

/// The card's benchmark results, as stored.
OutputTable cardBenchmarksTable(const Card &card, Context &ctx)
{
    OutputTable benchmarks;
    // The columns as the benchmark field table (columns::benchmarkColumns()) has them.
    benchmarks.setColumns(columns::outputColumns(columns::benchmarkColumns(),
        {QStringLiteral("network"), QStringLiteral("task"), QStringLiteral("precision"),
            QStringLiteral("gpu_count"), QStringLiteral("batch_size"), QStringLiteral("value"),
            QStringLiteral("unit"), QStringLiteral("framework"), QStringLiteral("date"),
            QStringLiteral("source_url")}));
    for (const BenchmarkResult &b : ctx.data().benchmarks) {
        if (b.card != card.key)
            continue;
        QStringList row(benchmarks.columns.size());
        const auto cell = [&](const char *column) -> QString & {
            return benchmarks.cell(row, QLatin1String(column));
        };
        cell("network") = b.network;
        cell("task") = b.task;
        cell("precision") = b.precision;
        cell("gpu_count") = QString::number(b.gpuCount);
        cell("batch_size") = b.batchSize ? QString::number(*b.batchSize) : QString();
        cell("value") = num(b.value);
        cell("unit") = b.unit;
        cell("framework") = QString(b.framework + QLatin1Char(' ') + b.frameworkVersion).trimmed();
        cell("date") = b.date.toString(Qt::ISODate);
        cell("source_url") = b.sourceUrl;
        benchmarks.rows.append(row);
    }
    return benchmarks;
}

/// `show`'s text table: each field by its translated label with its value as the window shows
/// it; the long texts (sources, notes) go to *longTexts, for below the table.
OutputTable cardFieldsText(const Card &card, QStringList *longTexts)
{
    OutputTable narrow;
    narrow.columns = {QStringLiteral("field"), QStringLiteral("value")};
    narrow.headerLabels = {Context::tr("Field"), Context::tr("Value")};
    const auto field = [&](const QString &label, const QString &value) {
        narrow.rows.append(narrow.row({{"field", label}, {"value", value}}));
    };
    for (const CardField &f : columns::cardFields()) {
        if (f.name == QLatin1String("power_kind") || f.name == QLatin1String("power_min_w")
            || f.name == QLatin1String("notes_zh"))
            continue; // folded into the power and the notes
        if (f.onlyWhenKnown && !f.value(card).isValid())
            continue; // a field only some devices have
        if (f.name == QLatin1String("notes")) {
            // In the language of the messages: the Chinese notes under --lang zh_CN.
            if (const QString notes = CardFields::notes(card); !notes.isEmpty())
                *longTexts << QStringLiteral("%1: %2").arg(CardFields::label(f), notes);
        } else if (f.name == QLatin1String("source_url")) {
            if (!card.sourceUrl.isEmpty())
                *longTexts << QStringLiteral("%1: %2").arg(CardFields::label(f), card.sourceUrl);
        } else if (f.name == QLatin1String("stack_source_url")
            || f.name == QLatin1String("memory_share_note")) {
            *longTexts << QStringLiteral("%1: %2").arg(
                CardFields::label(f), CardFields::display(f, card));
        } else if (f.name == QLatin1String("tdp_w")) {
            // "TGP 450 W", "TGP 80–150 W (laptop, configurable)"
            field(CardFields::label(f), CardFields::powerText(card));
        } else {
            field(CardFields::label(f), CardFields::display(f, card));
        }
    }
    field(Context::tr("Origin"),
        card.origin == Origin::User ? Context::tr("your own") : Context::tr("built-in"));
    if (const auto tier = softwareTier(card))
        field(Context::tr("Software support"), softwareTierLabel(*tier));
    if (const QString support = softwareSupportSentence(card); !support.isEmpty())
        *longTexts << support;
    return narrow;
}

/// The prices and benchmark results under `show`'s text table, in words.
void printPricesAndBenchmarksText(
    const OutputTable &prices, const OutputTable &benchmarks, Context &ctx)
{
    ctx.out << '\n' << Context::tr("Prices (%1)").arg(prices.rows.size()) << '\n';
    if (!prices.rows.isEmpty()) {
        // The same rows in words: condition and origin translated.
        OutputTable shown = prices;
        shown.headerLabels
            = {Context::tr("Amount"), Context::tr("Currency"), Context::tr("Condition"),
                Context::tr("Seller"), Context::tr("Date"), Context::tr("Origin"),
                Context::tr("Source"), Context::tr("GPUs"), Context::tr("Priced per")};
        for (QStringList &r : shown.rows) {
            QString &condition = shown.cell(r, QStringLiteral("condition"));
            condition
                = condition == QLatin1String("used") ? Context::tr("used") : Context::tr("new");
            QString &origin = shown.cell(r, QStringLiteral("origin"));
            origin = origin == QLatin1String("user") ? Context::tr("your own")
                                                     : Context::tr("built-in");
        }
        ctx.out << shown.toText();
    }
    ctx.out << '\n' << Context::tr("Benchmark results (%1)").arg(benchmarks.rows.size()) << '\n';
    if (!benchmarks.rows.isEmpty()) {
        OutputTable shown = benchmarks;
        shown.headerLabels = {Context::tr("Network"), Context::tr("Task"), Context::tr("Precision"),
            Context::tr("GPUs"), Context::tr("Batch"), Context::tr("Value"), Context::tr("Unit"),
            Context::tr("Framework"), Context::tr("Date"), Context::tr("Source")};
        ctx.out << shown.toText();
    }
}

/// `show --format json`: one object, the fields plus arrays of prices and benchmarks.
QString cardJson(const Card &card, const OutputTable &fields, const OutputTable &prices,
    const OutputTable &benchmarks)
{
    QString json = QStringLiteral("{\n  \"card\": ");
    OutputTable one;
    QStringList row;
    // A field is a number where the card's value is one (CardField::value()).
    for (const QStringList &r : fields.rows) {
        const CardField *f = columns::findCardField(r.at(0));
        const int type = f ? f->value(card).typeId() : QMetaType::UnknownType;
        one.addColumn({r.at(0),
            type == QMetaType::Double || type == QMetaType::Int ? OutputColumn::Number
                                                                : OutputColumn::Text});
        row.append(r.at(1));
    }
    one.rows.append(row);
    auto strip = [](QString s) { // the array brackets around a single object
        s = s.trimmed();
        return s.mid(1, s.size() - 2).trimmed();
    };
    json += strip(one.toJson()) + QStringLiteral(",\n  \"prices\": ") + prices.toJson().trimmed()
        + QStringLiteral(",\n  \"benchmarks\": ") + benchmarks.toJson().trimmed()
        + QStringLiteral("\n}\n");
    return json;
}

} // namespace

int showCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    showOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("show"), QStringLiteral("NAME"));
        rc >= 0)
        return rc;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return ctx.usageError(
            Context::tr("show needs the name of a card, e.g. gpu-advisor show \"RTX 3060 12 GB\""));
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    if (!ctx.openCatalog(parser))
        return Failure;
    const Card *card = ctx.findCard(positional.mid(1).join(QLatin1Char(' ')));
    if (!card)
        return Failure;

    const OutputTable fields = cardFieldsTable(*card);
    const OutputTable prices = cardPricesTable(*card, ctx);
    const OutputTable benchmarks = cardBenchmarksTable(*card, ctx);
    switch (*format) {
    case OutputFormat::Table: {
        // For people: each field by its translated label with its value as the window shows it
        // (unit, grouping, enumerations in the language of the messages); the codes are for
        // --format csv and json. Long texts (sources, notes) go below the table.
        QStringList longTexts;
        const OutputTable narrow = cardFieldsText(*card, &longTexts);
        ctx.out << card->label() << "\n\n" << narrow.toText();
        for (const QString &t : longTexts)
            ctx.out << '\n' << t << '\n';
        printPricesAndBenchmarksText(prices, benchmarks, ctx);
        break;
    }
    case OutputFormat::Csv:
        ctx.out << fields.toCsv();
        break;
    case OutputFormat::Json:
        ctx.out << cardJson(*card, fields, prices, benchmarks);
        break;
    }
    ctx.out.flush();
    return Success;
}

} // namespace gpu::cli
