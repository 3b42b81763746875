// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor import` and `gpu-advisor export`.

#include "CatalogExporter.h"
#include "CatalogImporter.h"
#include "CatalogRepository.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "ImportPipeline.h"
#include "PriceCheck.h"
#include "PriceListParser.h"
#include "ServerSystems.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cmath>

namespace gpu::cli {

namespace {

template<typename T> QList<T> withOrigin(const QList<T> &rows, const QString &origin)
{
    if (origin == QLatin1String("all"))
        return rows;
    QList<T> out;
    for (const T &r : rows)
        if (toCode(r.origin) == origin)
            out.append(r);
    return out;
}

} // namespace

void importOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Import CSV or JSON files into your catalog as your own rows. All files are read and "
        "checked first; if any row is "
        "wrong, nothing is stored and every problem is listed with its file, line and field."));
    spec.addPositional(QStringLiteral("FILE"),
        Context::tr("CSV or JSON files (cards first if a file refers to new cards)."),
        QStringLiteral("FILE…"), ValueHint::file());
    spec.add({QStringLiteral("kind"),
                 Context::tr("cards, prices, benchmarks, cloud, models or rates (default: detected "
                             "from the header)."),
                 Context::tr("kind")},
        ValueHint::of(
            {QStringLiteral("cards"), QStringLiteral("prices"), QStringLiteral("benchmarks"),
                QStringLiteral("cloud"), QStringLiteral("models"), QStringLiteral("rates")}));
    spec.add({QStringLiteral("encoding"), Context::tr("auto (default), utf-8 or gb18030."),
                 Context::tr("encoding")},
        ValueHint::of(
            {QStringLiteral("auto"), QStringLiteral("utf-8"), QStringLiteral("gb18030")}));
    spec.add({QStringLiteral("currency"),
                 Context::tr("The currency of prices that name none (default: the settings' "
                             "currency, CNY)."),
                 Context::tr("currency")},
        ValueHint::of({QStringLiteral("CNY"), QStringLiteral("USD")}));
    spec.add(
        {QStringLiteral("dry-run"), Context::tr("Check the files and report, but store nothing.")});
    addAcceptUnusualOption(spec);
}

namespace {

/// --kind, --encoding and --currency into *options: Success, or UsageError after saying why.
int readImportOptions(const QCommandLineParser &parser, Context &ctx, ImportOptions *options)
{
    options->origin = Origin::User;
    if (parser.isSet(QStringLiteral("kind"))) {
        options->kind = dataKindFromString(parser.value(QStringLiteral("kind")));
        if (!options->kind)
            return ctx.usageError(
                Context::tr("--kind must be cards, prices, benchmarks, cloud, models or rates"));
    }
    if (parser.isSet(QStringLiteral("encoding"))) {
        const QString e = parser.value(QStringLiteral("encoding")).toLower();
        if (e == QLatin1String("utf-8") || e == QLatin1String("utf8"))
            options->encoding = TextEncoding::Utf8;
        else if (e == QLatin1String("gb18030") || e == QLatin1String("gbk")
            || e == QLatin1String("gb2312"))
            options->encoding = TextEncoding::Gb18030;
        else if (e != QLatin1String("auto"))
            return ctx.usageError(Context::tr("--encoding must be auto, utf-8 or gb18030"));
    }
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;
    options->defaultCurrency = *currency; // said in the summary when a price names none
    return Success;
}

/// Reads and checks every file; says the missing files, the warnings and the errors. The
/// number of problems (missing files and errors).
int readImportFiles(const QStringList &files, ImportPipeline &pipeline, Context &ctx)
{
    int missing = 0;
    for (const QString &file : files) {
        if (!QFileInfo::exists(file)) {
            ctx.err << "gpu-advisor: " << Context::tr("%1: no such file").arg(file) << '\n';
            ++missing;
            continue;
        }
        pipeline.add(pipeline.read(file));
    }
    pipeline.check();
    for (const ImportResult &r : pipeline.results()) {
        for (const ImportIssue &w : r.warnings)
            ctx.err << Context::tr("warning: %1").arg(w.toString()) << '\n';
        for (const ImportIssue &e : r.errors)
            ctx.err << Context::tr("error: %1").arg(e.toString()) << '\n';
    }
    return missing + pipeline.errorCount();
}

/// --dry-run: what would be stored.
void printDryRun(const CatalogData &all, Context &ctx)
{
    ctx.out << Context::tr("Checked: %1 cards, %2 prices, %3 benchmark results, %4 cloud "
                           "offerings; nothing stored (--dry-run).")
                   .arg(all.cards.size())
                   .arg(all.prices.size())
                   .arg(all.benchmarks.size())
                   .arg(all.cloud.size())
            << '\n';
    if (!all.models.isEmpty())
        ctx.out << Context::tr(
            "Checked: %n model(s); nothing stored (--dry-run).", nullptr, int(all.models.size()))
                << '\n';
    if (!all.rates.isEmpty())
        ctx.out << Context::tr("Checked: %n exchange rate(s); nothing stored (--dry-run).", nullptr,
            int(all.rates.size()))
                << '\n';
}

void printImportNotes(const QStringList &notes, Context &ctx)
{
    for (const QString &n : notes)
        ctx.out << Context::tr("note: %1").arg(n) << '\n';
}

} // namespace

int importCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    importOptions(spec);
    if (const int rc
        = ctx.parse(parser, arguments, QStringLiteral("import"), QStringLiteral("FILE…"));
        rc >= 0)
        return rc;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty())
        return ctx.usageError(Context::tr("import needs at least one file"));
    ImportOptions options;
    if (const int rc = readImportOptions(parser, ctx, &options); rc != Success)
        return rc;

    // Rows must name cards that exist: in the database or among the cards of these files; a
    // name as shops write it is read as the catalog's card. Checked here, with the rest, so the
    // list of problems (and --dry-run) is complete (core/imports/ImportPipeline.h).
    if (!ctx.openCatalog(parser))
        return Failure;
    // Every price is checked against what its card should cost (PriceCheck.h).
    options.priceEstimates = ctx.priceModel().estimates();
    options.acceptUnusualPrices = parser.isSet(QStringLiteral("accept-unusual"));
    ImportPipeline pipeline(ctx.data(), options);
    const int errors = readImportFiles(files, pipeline, ctx);
    const QStringList notes = pipeline.notes();
    if (errors > 0) {
        ctx.err << Context::tr("%n problem(s) found; nothing was imported.", nullptr, errors)
                << Qt::endl;
        return Failure;
    }
    if (parser.isSet(QStringLiteral("dry-run"))) {
        printDryRun(pipeline.rows(), ctx);
        printImportNotes(notes, ctx);
        ctx.out.flush();
        return Success;
    }
    // A session on an in-memory copy (a database from a newer version, or no usable file) would
    // report the rows as imported and lose them on exit.
    if (!ctx.catalogIsPersistent())
        return ctx.failure(Context::tr("the database file is not in use (see above), so nothing "
                                       "would be kept; nothing was imported"));
    if (!ctx.database().isWritable())
        return ctx.failure(Context::tr("the database is read-only; nothing was imported"));
    const CatalogRepository::WriteResult w = pipeline.store([&ctx](const CatalogData &rows) {
        return CatalogRepository(ctx.database().connectionName()).importData(rows, Origin::User);
    });
    if (!w.ok)
        return ctx.failure(pipeline.refusedRow() + w.error + QLatin1Char('\n')
            + Context::tr("Nothing was imported."));
    // The words are the import dialog's too (ImportPipeline::summary()).
    for (const QString &line : ImportPipeline::summary(w))
        ctx.out << line << '\n';
    printImportNotes(notes, ctx);
    ctx.out.flush();
    return Success;
}

void importPricesOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Add your own prices from a list pasted from a shop page, a spreadsheet or a chat, one "
        "price a line: \"RTX 4070 SUPER 12G 4599元\", \"二手 3090 5500\", \"七彩虹 RTX 4060 Ti 16G "
        "3299\", \"4090 1.45万\", \"￥12,999 RTX 4080 SUPER\". Each line names a card (as `show` "
        "finds one), an amount (¥, ￥, 元, 万, w, RMB, CNY, $, USD) and, with 二手 or \"used\", a "
        "used price; a board partner named on the line is kept as the seller. Every row is dated "
        "today. If any line is not understood, nothing is stored and every problem is listed."));
    spec.addPositional(QStringLiteral("FILE"),
        Context::tr("Text file with the list (UTF-8); - reads standard input."),
        QStringLiteral("FILE"), ValueHint::file());
    spec.add({QStringLiteral("currency"),
                 Context::tr("Currency of amounts that name none: CNY or USD (default: the "
                             "settings' currency, CNY)."),
                 Context::tr("currency")},
        ValueHint::of({QStringLiteral("CNY"), QStringLiteral("USD")}));
    spec.add({QStringLiteral("dry-run"),
        Context::tr("Show the rows the list gives (the preview), but store nothing.")});
    addAcceptUnusualOption(spec);
}

namespace {

// The lines of a pasted list whose amount is far from what the card costs (PriceCheck.h), said
// as errors (as warnings with --accept-unusual); returns how many hold the import back.
int sayUnusualPrices(const PriceListParse &parsed, bool acceptUnusual, Context &ctx)
{
    QList<Price> rows;
    QList<const PriceListLine *> lineOf;
    for (const PriceListLine &l : parsed.lines)
        if (l.price) {
            rows << *l.price;
            lineOf << &l;
        }
    int held = 0;
    const auto unusual
        = unusualPrices(rows, ctx.data(), ctx.priceModel().estimates().get(), ctx.exchangeRate());
    for (const auto &[row, check] : unusual) {
        const PriceListLine &l = *lineOf[row];
        if (acceptUnusual) {
            ctx.err << Context::tr("warning: line %1: %2: %3 (stored as given: --accept-unusual)")
                           .arg(l.lineNumber)
                           .arg(l.text, check.message)
                    << '\n';
        } else {
            ++held;
            ctx.err << Context::tr("error: line %1: %2: %3")
                           .arg(l.lineNumber)
                           .arg(l.text, check.message)
                    << '\n';
        }
    }
    return held;
}

// The preview of a pasted list: one row per price, then the skipped lines and the errors.
void printPriceListPreview(const PriceListParse &parsed, Context &ctx)
{
    OutputTable table;
    table.setColumns({{"line", OutputColumn::Number}, {"card"}, {"amount", OutputColumn::Number},
        {"currency"}, {"condition"}, {"seller"}});
    table.headerLabels = {Context::tr("Line"), Context::tr("Card"), Context::tr("Amount"),
        Context::tr("Currency"), Context::tr("Condition"), Context::tr("Seller")};
    for (const PriceListLine &l : parsed.lines) {
        if (!l.price)
            continue;
        table.rows.append(
            table.row({{"line", QString::number(l.lineNumber)}, {"card", l.matchedName},
                {"amount",
                    QString::number(l.price->amount, 'f',
                        l.price->amount == std::floor(l.price->amount) ? 0 : 2)},
                {"currency", l.price->currency}, {"condition", toCode(l.price->condition)},
                {"seller", l.price->seller}}));
    }
    if (!table.rows.isEmpty())
        ctx.out << table.toText();
    // Chat noise (greetings, headers, dates) is skipped and said, never an error.
    for (const PriceListLine &l : parsed.lines)
        if (l.skipped)
            ctx.out << Context::tr("skipped: line %1: %2 (%3)")
                           .arg(l.lineNumber)
                           .arg(l.text, l.skipReason)
                    << '\n';
    for (const PriceListLine &l : parsed.lines)
        if (!l.price && !l.skipped)
            ctx.err << Context::tr("error: line %1: %2: %3").arg(l.lineNumber).arg(l.text, l.error)
                    << '\n';
}

} // namespace

int importPricesCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    importPricesOptions(spec);
    if (const int rc
        = ctx.parse(parser, arguments, QStringLiteral("import-prices"), QStringLiteral("FILE"));
        rc >= 0)
        return rc;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1)
        return ctx.usageError(Context::tr("import-prices needs one file (- for standard input)"));
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;
    QByteArray bytes;
    if (files.first() == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return ctx.failure(Context::tr("cannot read standard input"));
        bytes = in.readAll();
    } else {
        QFile in(files.first());
        if (!in.open(QIODevice::ReadOnly))
            return ctx.failure(Context::tr("%1: cannot read the file").arg(files.first()));
        bytes = in.readAll();
    }
    if (!ctx.openCatalog(parser))
        return Failure;
    PriceListOptions options;
    options.defaultCurrency = *currency;
    options.observedDate = QDate::currentDate();
    const PriceListParse parsed
        = parsePriceList(QString::fromUtf8(bytes), storedCards(ctx.data().cards), options);
    printPriceListPreview(parsed, ctx);
    // An amount far from what its card costs (a 万 left out: "4090 24G 1.45") is held back.
    const int unusualCount
        = sayUnusualPrices(parsed, parser.isSet(QStringLiteral("accept-unusual")), ctx);
    if (unusualCount > 0 && parsed.ok()) {
        ctx.err << Context::tr("%n price(s) far from what the card costs; nothing was imported. "
                               "Correct them, or run again with --accept-unusual to store them "
                               "as given.",
            nullptr, unusualCount)
                << Qt::endl;
        return Failure;
    }
    if (parsed.lines.isEmpty())
        return ctx.failure(Context::tr("the list has no lines; nothing was imported"));
    if (parsed.priceCount() == 0 && parsed.errorCount() == 0)
        return ctx.failure(Context::tr("no line of the list is a price (%n line(s) skipped); "
                                       "nothing was imported",
            nullptr, parsed.skippedCount()));
    if (!parsed.ok()) {
        ctx.err << Context::tr(
            "%n problem(s) found; nothing was imported.", nullptr, parsed.errorCount())
                << Qt::endl;
        return Failure;
    }
    if (parser.isSet(QStringLiteral("dry-run"))) {
        ctx.out << Context::tr("Checked: %n price(s), dated %1; nothing stored (--dry-run).",
            nullptr, parsed.priceCount())
                       .arg(options.observedDate.toString(Qt::ISODate))
                << Qt::endl;
        return Success;
    }
    if (!ctx.catalogIsPersistent())
        return ctx.failure(Context::tr("the database file is not in use (see above), so nothing "
                                       "would be kept; nothing was imported"));
    if (!ctx.database().isWritable())
        return ctx.failure(Context::tr("the database is read-only; nothing was imported"));
    CatalogData all;
    all.prices = parsed.prices();
    const CatalogRepository::WriteResult w
        = CatalogRepository(ctx.database().connectionName()).importData(all, Origin::User);
    if (!w.ok)
        return ctx.failure(w.error + QLatin1Char('\n') + Context::tr("Nothing was imported."));
    ctx.out << Context::tr("Imported: %1 prices added, dated %2; %3 duplicates skipped.")
                   .arg(w.rowsAdded)
                   .arg(options.observedDate.toString(Qt::ISODate))
                   .arg(w.rowsSkipped)
            << Qt::endl;
    return Success;
}

void exportOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Export catalog rows as CSV or JSON (the import format; export then import is lossless)."));
    spec.add(
        {QStringLiteral("kind"),
            Context::tr(
                "cards, prices, benchmarks, cloud, models, rates (exchange rates to CNY), or all "
                "(JSON only). Default: cards."),
            Context::tr("kind")},
        ValueHint::of({QStringLiteral("cards"), QStringLiteral("prices"),
            QStringLiteral("benchmarks"), QStringLiteral("cloud"), QStringLiteral("models"),
            QStringLiteral("rates"), QStringLiteral("all")}));
    spec.add(
        {QStringLiteral("format"), Context::tr("csv (default) or json."), Context::tr("format")},
        ValueHint::of({QStringLiteral("csv"), QStringLiteral("json")}));
    spec.add(
        {QStringLiteral("origin"), Context::tr("user (your own rows), builtin, or all (default)."),
            Context::tr("origin")},
        ValueHint::of({QStringLiteral("user"), QStringLiteral("builtin"), QStringLiteral("all")}));
    spec.add({QStringLiteral("out"),
                 Context::tr("Write to this file (atomically) instead of standard output."),
                 Context::tr("file")},
        ValueHint::file());
    spec.add({QStringLiteral("encoding"),
                 Context::tr("How CSV text is written: utf-8 (default), utf-8-bom or gb18030. "
                             "Excel on Chinese Windows opens utf-8-bom and gb18030 files "
                             "cleanly; import reads all three. JSON is always UTF-8."),
                 Context::tr("encoding")},
        ValueHint::of(
            {QStringLiteral("utf-8"), QStringLiteral("utf-8-bom"), QStringLiteral("gb18030")}));
}

int exportCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    exportOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("export"), QString()); rc >= 0)
        return rc;
    const QString kindText = parser.isSet(QStringLiteral("kind"))
        ? parser.value(QStringLiteral("kind"))
        : QStringLiteral("cards");
    const auto kind = dataKindFromString(kindText);
    if (!kind && kindText != QLatin1String("all"))
        return ctx.usageError(
            Context::tr("--kind must be cards, prices, benchmarks, cloud, models, rates or all"));
    const QString format = parser.isSet(QStringLiteral("format"))
        ? parser.value(QStringLiteral("format"))
        : QStringLiteral("csv");
    if (format != QLatin1String("csv") && format != QLatin1String("json"))
        return ctx.usageError(Context::tr("--format must be csv or json"));
    if (!kind && format == QLatin1String("csv"))
        return ctx.usageError(
            Context::tr("--kind all needs --format json (CSV holds one kind per file)"));
    const QString origin = parser.isSet(QStringLiteral("origin"))
        ? parser.value(QStringLiteral("origin"))
        : QStringLiteral("all");
    if (origin != QLatin1String("all") && origin != QLatin1String("user")
        && origin != QLatin1String("builtin"))
        return ctx.usageError(Context::tr("--origin must be user, builtin or all"));
    CsvEncoding encoding = CsvEncoding::Utf8;
    if (parser.isSet(QStringLiteral("encoding"))) {
        const auto e = csvEncodingFromString(parser.value(QStringLiteral("encoding")));
        if (!e)
            return ctx.usageError(Context::tr("--encoding must be utf-8, utf-8-bom or gb18030"));
        encoding = *e;
    }
    // A byte-order mark is not allowed in JSON (RFC 8259), and JSON is UTF-8 by definition.
    if (encoding != CsvEncoding::Utf8 && (!kind || format == QLatin1String("json")))
        return ctx.usageError(
            Context::tr("--encoding %1 is for CSV only: JSON is always written as UTF-8")
                .arg(toCode(encoding)));
    if (!ctx.openCatalog(parser))
        return Failure;

    CatalogData data;
    data.cards = withOrigin(ctx.data().cards, origin);
    data.prices = withOrigin(ctx.data().prices, origin);
    data.benchmarks = withOrigin(ctx.data().benchmarks, origin);
    data.cloud = withOrigin(ctx.data().cloud, origin);
    data.models = withOrigin(ctx.data().models, origin);
    data.rates = withOrigin(ctx.data().rates, origin);
    QByteArray bytes;
    QString text; // CSV only
    if (!kind)
        bytes = CatalogExporter::toJsonAll(data);
    else if (format == QLatin1String("json"))
        bytes = CatalogExporter::toJson(data, *kind);
    else {
        text = CatalogExporter::toCsv(data, *kind);
        QString error;
        const auto csv = CatalogExporter::encodeCsv(text, encoding, &error);
        if (!csv)
            return ctx.failure(error);
        bytes = *csv;
    }
    if (!parser.isSet(QStringLiteral("out"))) {
        if (encoding == CsvEncoding::Utf8) {
            ctx.out << QString::fromUtf8(bytes);
        } else if (QIODevice *device = ctx.out.device()) {
            // The bytes as they are, so the BOM or GB18030 reaches a redirected file.
            ctx.out.flush();
            device->write(bytes);
        } else {
            ctx.out << text; // a stream on a string holds characters, not bytes
        }
        ctx.out.flush();
        return Success;
    }
    const QString error = CatalogExporter::writeFile(parser.value(QStringLiteral("out")), bytes);
    if (!error.isEmpty())
        return ctx.failure(error);
    // Confirmed as `report` does (with --out, stdout carries no data).
    const qsizetype rows = !kind        ? data.rowCount()
        : *kind == DataKind::Cards      ? data.cards.size()
        : *kind == DataKind::Prices     ? data.prices.size()
        : *kind == DataKind::Benchmarks ? data.benchmarks.size()
        : *kind == DataKind::Models     ? data.models.size()
        : *kind == DataKind::Rates      ? data.rates.size()
                                        : data.cloud.size();
    ctx.out << Context::tr("Wrote %1 (%n row(s)).", nullptr, int(rows))
                   .arg(QDir::toNativeSeparators(parser.value(QStringLiteral("out"))))
            << Qt::endl;
    return Success;
}

} // namespace gpu::cli
