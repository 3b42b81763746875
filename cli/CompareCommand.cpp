// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor compare NAME NAME …`: the cards side by side, their spec fields and their scores
// from the ranking (Ranking::rank, the same model as `rank`: no second one).

#include "CardFields.h"
#include "CatalogColumns.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "PriceWords.h"
#include "Ranking.h"
#include "RankingFields.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpu::cli {

namespace {

/// One row of the comparison: a field of every card. Adding a field is adding one of these.
struct ComparedField
{
    QString name; ///< snake_case, as in `show` and `rank`
    QString label; ///< translated, for the text table
    QString unit;
    bool numeric = false;
    /// The card's value ("" = unknown); `verdict` is the card's verdict for the workload of the
    /// row (null for the spec rows, or if the ranking has no verdict for the card).
    std::function<QString(const Card &, const CardVerdict *)> value;
    int workload = -1; ///< index into the compared workloads, -1 for spec rows
    /// For the text table, where `value` is a code ("measured", "used_market;stale_price"):
    /// the same in words of the user's language. Unset: the text table shows `value`.
    std::function<QString(const Card &, const CardVerdict *)> words = {};
};

/// A field of the ranking result (RankingFields.h, the columns of `rank`) as a row of the
/// comparison.
ComparedField comparedField(const RankingField &f)
{
    const auto row = [](const Card &card, const CardVerdict *v) {
        RankingFieldRow r;
        r.card = &card;
        r.verdict = v;
        return r;
    };
    ComparedField c {f.name, f.label, f.unit, f.numeric,
        [f, row](const Card &card, const CardVerdict *v) { return f.value(row(card, v)); }};
    if (f.words)
        c.words
            = [f, row](const Card &card, const CardVerdict *v) { return f.words(row(card, v)); };
    return c;
}

/// The ranking fields named, in that order (the table is made once).
QList<ComparedField> comparedFields(const QStringList &names, Currency currency)
{
    const QList<RankingField> all = rankingFields(currency);
    QList<ComparedField> fields;
    for (const QString &name : names) {
        const auto f = std::find_if(
            all.cbegin(), all.cend(), [&name](const RankingField &r) { return r.name == name; });
        Q_ASSERT(f != all.cend());
        fields << comparedField(*f);
    }
    return fields;
}

/// The scores of a verdict, for each workload compared: fields of the ranking result.
QList<ComparedField> verdictFields(Currency currency)
{
    return comparedFields(
        {QStringLiteral("score"), QStringLiteral("rank"), QStringLiteral("relative_performance"),
            QStringLiteral("estimated_relative_performance"),
            QStringLiteral("measured_relative_performance"),
            QStringLiteral("performance_per_price"), QStringLiteral("performance_per_watt"),
            QStringLiteral("estimate_basis"), QStringLiteral("estimate_low"),
            QStringLiteral("estimate_high"), QStringLiteral("price_to_beat_value"),
            QStringLiteral("price_to_beat_overall"),
            // Buy or rent, like for like (docs/ranking.md, "Buy or rent").
            QStringLiteral("rent_offer"), QStringLiteral("rent_per_hour"),
            QStringLiteral("break_even_hours"), QStringLiteral("break_even_months"),
            QStringLiteral("own_cost_3y"), QStringLiteral("rent_cost_3y"), QStringLiteral("flags")},
        currency);
}

/// Price rows: the same for every workload (the price does not depend on it).
QList<ComparedField> priceFields(Currency currency)
{
    return comparedFields(
        {QStringLiteral("price"), QStringLiteral("currency"), QStringLiteral("price_basis"),
            QStringLiteral("price_source"), QStringLiteral("price_date"),
            QStringLiteral("converted_price"), QStringLiteral("price_as_seen")},
        currency);
}

QString fieldCode(const QString &workloadCode)
{
    QString c = workloadCode;
    return c.replace(QLatin1Char('-'), QLatin1Char('_'));
}

} // namespace

void compareOptions(CommandSpec &spec)
{
    spec.setDescription(
        Context::tr("Compare cards side by side: one column per card, in the order given, with "
                    "every spec field and the ranking's scores. Without --workload the scores of "
                    "every workload are shown, their field names ending in the workload "
                    "(relative_performance_cnn …); with it, named as the columns of rank."));
    spec.addPositional(QStringLiteral("names"),
        Context::tr("Two or more card names, e.g. \"RTX 4090\" \"RTX 3090\"."),
        QStringLiteral("NAME NAME…"), ValueHint::cardName());
    QStringList workloads;
    for (Workload w : allWorkloads())
        workloads << toCode(w);
    QStringList precisions;
    for (Precision p : allPrecisions())
        precisions << toCode(p);
    spec.add({QStringLiteral("workload"),
                 Context::tr("Scores for this workload only: cnn, transformer, rnn or "
                             "llm-inference (default: all)."),
                 Context::tr("workload")},
        ValueHint::of(workloads));
    spec.add({QStringLiteral("precision"),
                 Context::tr("fp32, fp16 (default), bf16, int8 or int4 (LLM inference only)."),
                 Context::tr("precision")},
        ValueHint::of(precisions));
    addCurrencyOption(spec);
    spec.add(
        {QStringLiteral("condition"),
            Context::tr("Prices of new or used cards: any (default; each card at its best current "
                        "price, new or used), new or used."),
            Context::tr("condition")},
        ValueHint::of({QStringLiteral("new"), QStringLiteral("used"), QStringLiteral("any")}));
    spec.add({QStringLiteral("llm-size"),
        Context::tr("LLM size in billions of parameters for llm-inference (default 7)."),
        Context::tr("billions")});
    spec.add({QStringLiteral("reference"),
                 Context::tr("Reference card for relative performance (default: RTX 3060 12 GB)."),
                 Context::tr("name")},
        ValueHint::cardName());
    addFormatOption(spec);
}

namespace {

using CellFunction = std::function<QString(const ComparedField &, const Card *)>;

/// The fields of the text table, and those whose values are too long for a column of it
/// (*below, listed under the table). The longest texts, and the fields none of the cards has,
/// are in neither.
void splitTextFields(const QList<ComparedField> &fields, const QList<const Card *> &cards,
    const CellFunction &cell, int cellCap, QList<const ComparedField *> *inTable,
    QList<const ComparedField *> *below)
{
    for (const ComparedField &f : fields) {
        // The longest texts are `show`'s: sources and notes.
        if (f.name == QLatin1String("source_url") || f.name == QLatin1String("notes")
            || f.name == QLatin1String("notes_zh"))
            continue;
        // A field only some devices have is a row only where one of them has it.
        if (const CardField *spec = columns::findCardField(f.name); spec && spec->onlyWhenKnown) {
            bool known = false;
            for (const Card *card : cards)
                known = known || spec->value(*card).isValid();
            if (!known)
                continue;
        }
        bool wide = false;
        for (const Card *card : cards)
            wide = wide || displayWidth(cell(f, card)) > cellCap;
        (wide ? *below : *inTable) << &f;
    }
}

/// The fields of `inTable` as rows and the cards as columns, as many side by side as fit in
/// `columns` (at least one per table), in as many tables as it takes.
void printSideBySide(Context &ctx, const QList<const ComparedField *> &inTable,
    const QList<const Card *> &cards, const QStringList &names, const CellFunction &cell,
    int columns)
{
    int labelWidth = displayWidth(Context::tr("Field"));
    int unitWidth = displayWidth(Context::tr("Unit"));
    for (const ComparedField *f : inTable) {
        labelWidth = std::max(labelWidth, displayWidth(f->label));
        unitWidth = std::max(unitWidth, displayWidth(f->unit));
    }
    QList<int> cardWidth;
    for (int c = 0; c < cards.size(); ++c) {
        int w = displayWidth(names[c]);
        for (const ComparedField *f : inTable)
            w = std::max(w, displayWidth(cell(*f, cards[c])));
        cardWidth << w;
    }
    // Cards side by side as many as fit (at least one per table).
    int first = 0;
    while (first < cards.size()) {
        int width = labelWidth + 2 + unitWidth;
        int last = first;
        while (last < cards.size() && (last == first || width + 2 + cardWidth[last] <= columns)) {
            width += 2 + cardWidth[last];
            ++last;
        }
        OutputTable table;
        table.columns = {QStringLiteral("field"), QStringLiteral("unit")};
        table.headerLabels = {Context::tr("Field"), Context::tr("Unit")};
        for (int c = first; c < last; ++c) {
            table.columns << cards[c]->displayName();
            table.headerLabels << names[c];
        }
        for (const ComparedField *f : inTable) {
            QStringList row {f->label, f->unit};
            for (int c = first; c < last; ++c)
                row << cell(*f, cards[c]);
            table.rows.append(row);
        }
        if (first > 0)
            ctx.out << '\n';
        ctx.out << table.toText();
        first = last;
    }
}

/// The fields too long for the table, card by card.
void printBelowTable(Context &ctx, const QList<const ComparedField *> &below,
    const QList<const Card *> &cards, const QStringList &names, const CellFunction &cell)
{
    for (const ComparedField *f : below) {
        ctx.out << '\n' << f->label;
        if (!f->unit.isEmpty())
            ctx.out << " (" << f->unit << ')';
        ctx.out << ":\n";
        for (int c = 0; c < cards.size(); ++c) {
            const QString value = cell(*f, cards[c]);
            ctx.out << "  " << names[c] << ": " << (value.isEmpty() ? QStringLiteral("—") : value)
                    << '\n';
        }
    }
}

/// What 1.00 means: each workload's baseline, named once per card (the LLM ranking may
/// measure against another card than the training ones).
void printReferences(
    Context &ctx, const QList<RankingResult> &results, const QList<Workload> &workloads)
{
    QList<CardKey> references;
    QList<QStringList> usedBy;
    for (int k = 0; k < results.size() && k < workloads.size(); ++k) {
        const CardKey &ref = results[k].reference;
        const qsizetype at = references.indexOf(ref);
        if (at < 0) {
            references << ref;
            usedBy << QStringList {toCode(workloads[k])};
        } else {
            usedBy[at] << toCode(workloads[k]);
        }
    }
    ctx.out << '\n';
    if (references.size() == 1) {
        ctx.out << Context::tr("Relative performance: 1.00 = %1; score: the ranking's key, the "
                               "relative performance of a card that can be scored.")
                       .arg(references.first().displayName())
                << '\n';
    } else {
        for (int i = 0; i < references.size(); ++i)
            ctx.out << Context::tr("Relative performance (%1): 1.00 = %2.")
                           .arg(usedBy[i].join(QStringLiteral(", ")), references[i].displayName())
                    << '\n';
        ctx.out << Context::tr("Score: the ranking's key, the relative performance of a card that "
                               "can be scored.")
                << '\n';
    }
}

/// The comparison as text that fits the terminal (120 columns, or $COLUMNS when it is set): a
/// row per field and a column per card, named without the vendor; a field with a value too long
/// for a column is listed under the table instead, card by card; more cards than fit side by
/// side are shown in several tables. Then what "1.00" means, for each workload's baseline.
void printComparison(Context &ctx, const QList<ComparedField> &fields,
    const QList<const Card *> &cards, const QList<RankingResult> &results,
    const QList<Workload> &workloads, const CellFunction &cell)
{
    constexpr int kCellCap = 28; // a wider value goes under the table
    const int columns = std::max(60,
        qEnvironmentVariableIntValue("COLUMNS") > 0 ? qEnvironmentVariableIntValue("COLUMNS")
                                                    : 120);
    QStringList names;
    for (const Card *card : cards) {
        names << card->key.nameWithoutVendor();
    }
    QList<const ComparedField *> inTable, below;
    splitTextFields(fields, cards, cell, kCellCap, &inTable, &below);
    printSideBySide(ctx, inTable, cards, names, cell, columns);
    printBelowTable(ctx, below, cards, names, cell);
    printReferences(ctx, results, workloads);
    ctx.out << Context::tr("Sources and notes: gpu-advisor show NAME; every field: --format csv "
                           "or json.")
            << Qt::endl;
}

/// The request of `compare` from its options (the settings' defaults but for the condition and
/// the software), and into *workloads the workloads it scores: Success, or UsageError when an
/// option is wrong (said).
int compareRequest(const QCommandLineParser &parser, Context &ctx, RankingRequest *request,
    QList<Workload> *workloads)
{
    // The settings' defaults (core/ranking/RankingRequestBuilder.h) but two that `compare` has
    // always kept as RankingRequest's: it judges every card at its best price, new or used, unless
    // --condition says otherwise, and by today's default builds (not the window's choices).
    *request = rankingRequestFromSettings(ctx.settings());
    request->condition = RankingRequest().condition;
    request->software = RankingRequest().software;
    *workloads = allWorkloads();
    if (parser.isSet(QStringLiteral("workload"))) {
        const auto w = workloadFromCode(parser.value(QStringLiteral("workload")));
        if (!w)
            return ctx.usageError(
                Context::tr("--workload must be cnn, transformer, rnn or llm-inference, not \"%1\"")
                    .arg(parser.value(QStringLiteral("workload"))));
        *workloads = {*w};
    }
    if (parser.isSet(QStringLiteral("precision"))) {
        const auto p = precisionFromCode(parser.value(QStringLiteral("precision")));
        if (!p)
            return ctx.usageError(
                Context::tr("--precision must be fp32, fp16, bf16, int8 or int4, not \"%1\"")
                    .arg(parser.value(QStringLiteral("precision"))));
        request->precision = *p;
    }
    QList<Workload> applicable;
    for (Workload w : std::as_const(*workloads))
        if (precisionAppliesTo(request->precision, w))
            applicable.append(w);
    if (applicable.size() != workloads->size()) {
        // Integer weights run trained models; they do not train networks.
        if (applicable.isEmpty())
            return ctx.usageError(
                Context::tr("--precision %1 applies to --workload llm-inference only")
                    .arg(toCode(request->precision)));
        *workloads = applicable;
    }
    bool ok = true;
    const auto llm = ctx.number(parser, QStringLiteral("llm-size"), &ok);
    if (!ok)
        return UsageError;
    if (llm) {
        if (!(*llm > 0))
            return ctx.usageError(Context::tr("--llm-size must be greater than zero"));
        if (!workloads->contains(Workload::LlmInference))
            return ctx.usageError(
                Context::tr("--llm-size applies to --workload llm-inference only: a %1 workload "
                            "has no model size")
                    .arg(toCode(workloads->first())));
        request->llmParametersBillions = *llm;
    }
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;
    request->currency = *currency;
    const auto condition = ctx.condition(parser, request->condition);
    if (!condition)
        return UsageError;
    request->condition = *condition;
    return Success;
}

/// The id and the spec fields of the cards, numeric where their raw value is a number.
QList<ComparedField> specFields(const QList<const Card *> &cards)
{
    QList<ComparedField> fields;
    fields.append({QStringLiteral("id"), Context::tr("Id"), {}, false,
        [](const Card &c, const CardVerdict *) { return c.key.toId(); }});
    for (const CardField &f : columns::cardFields()) {
        ComparedField field {f.name, CardFields::label(f), f.unit, false,
            [f](const Card &c, const CardVerdict *) { return CardFields::plain(f, c); }};
        // Fields shown in words (form, product line, power kind …: CardField::text) in words for
        // people, codes in csv/json; the board power stays a number under its unit.
        if (f.text && f.name != QLatin1String("tdp_w"))
            field.words = [f](const Card &c, const CardVerdict *) {
                return CardFields::plain(f, c).isEmpty() ? QString() : CardFields::display(f, c);
            };
        fields.append(field);
    }
    // Numeric spec fields: those whose raw value is a number.
    for (qsizetype i = 1; i < fields.size(); ++i)
        if (const CardField *f = columns::findCardField(fields[i].name))
            fields[i].numeric = CardFields::isNumeric(*f, cards);
    return fields;
}

/// Every row of the comparison: the spec fields, the request, the price and the scores of
/// each workload (their names ending in the workload unless `oneWorkload`).
QList<ComparedField> comparedFields(const QList<const Card *> &cards,
    const QList<RankingResult> &results, const QList<Workload> &workloads, bool oneWorkload,
    const RankingRequest &request)
{
    QList<ComparedField> fields = specFields(cards);
    fields.append({QStringLiteral("reference"), Context::tr("Reference card"), {}, false,
        [ref = results.first().reference.displayName()](
            const Card &, const CardVerdict *) { return ref; }});
    if (oneWorkload)
        fields.append({QStringLiteral("workload"), Context::tr("Workload"), {}, false,
            [w = toCode(workloads.first())](const Card &, const CardVerdict *) { return w; }});
    fields.append({QStringLiteral("precision"), Context::tr("Precision"), {}, false,
        [p = toCode(request.precision)](const Card &, const CardVerdict *) { return p; }});
    for (ComparedField f : priceFields(request.currency)) {
        f.workload = 0;
        fields.append(f);
    }
    for (int w = 0; w < workloads.size(); ++w) {
        for (ComparedField f : verdictFields(request.currency)) {
            f.workload = w;
            if (!oneWorkload) {
                f.name += QLatin1Char('_') + fieldCode(toCode(workloads[w]));
                f.label = QStringLiteral("%1 (%2)").arg(f.label, toCode(workloads[w]));
            }
            fields.append(f);
        }
    }
    return fields;
}

/// --format json: one object per card, in the order given.
void printComparisonJson(Context &ctx, const QList<ComparedField> &fields,
    const QList<const Card *> &cards, const CellFunction &cell)
{
    OutputTable table;
    table.addColumn({"name"});
    for (const ComparedField &f : fields)
        table.addColumn({f.name, f.numeric ? OutputColumn::Number : OutputColumn::Text});
    for (const Card *card : cards) {
        QStringList row {card->displayName()};
        for (const ComparedField &f : fields)
            row << cell(f, card);
        table.rows.append(row);
    }
    ctx.out << table.render(OutputFormat::Json);
    ctx.out.flush();
}

/// --format csv: a row per field, a column per card.
void printComparisonCsv(Context &ctx, const QList<ComparedField> &fields,
    const QList<const Card *> &cards, const CellFunction &cell)
{
    OutputTable table;
    table.columns = {QStringLiteral("field"), QStringLiteral("unit")};
    for (const Card *card : cards)
        table.columns << card->displayName();
    for (const ComparedField &f : fields) {
        QStringList row {f.name, f.unit};
        for (const Card *card : cards)
            row << cell(f, card);
        table.rows.append(row);
    }
    ctx.out << table.render(OutputFormat::Csv);
    ctx.out.flush();
}

} // namespace

int compareCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    compareOptions(spec);
    if (const int rc
        = ctx.parse(parser, arguments, QStringLiteral("compare"), QStringLiteral("NAME NAME…"));
        rc >= 0)
        return rc;
    const QStringList names = parser.positionalArguments().mid(1);
    if (names.size() < 2)
        return ctx.usageError(Context::tr(
            "compare needs two or more card names, e.g. gpu-advisor compare \"RTX 4090\" \"RTX "
            "3090\""));
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    RankingRequest request;
    QList<Workload> workloads;
    if (const int rc = compareRequest(parser, ctx, &request, &workloads); rc != Success)
        return rc;
    const bool oneWorkload = parser.isSet(QStringLiteral("workload"));

    if (!ctx.openCatalog(parser))
        return Failure;
    if (!ctx.reference(parser, &request.reference))
        return Failure;
    QList<const Card *> cards;
    for (const QString &name : names) {
        const Card *card = ctx.findCard(name);
        if (!card)
            return Failure;
        cards.append(card);
    }

    // The scores: the ranking of the whole catalog for each workload, read for these cards.
    QList<RankingResult> results;
    QList<CardKey> keys;
    for (const Card *card : cards)
        keys.append(card->key);
    for (Workload w : workloads) {
        RankingRequest r = request;
        r.workload = w;
        r.explainOnly = keys; // the figures of these cards are read, no other card's reasons
        results.append(ctx.ranker().rank(r));
    }
    const QList<ComparedField> fields
        = comparedFields(cards, results, workloads, oneWorkload, request);
    auto cell = [&](const ComparedField &f, const Card *card) {
        const CardVerdict *v
            = f.workload >= 0 ? results.at(f.workload).verdictFor(card->key) : nullptr;
        return f.value(*card, v);
    };

    if (*format == OutputFormat::Json) {
        printComparisonJson(ctx, fields, cards, cell);
        return Success;
    }
    if (*format == OutputFormat::Table) {
        // For people: codes in words.
        const auto textCell = [&](const ComparedField &f, const Card *card) {
            if (!f.words)
                return cell(f, card);
            const CardVerdict *v
                = f.workload >= 0 ? results.at(f.workload).verdictFor(card->key) : nullptr;
            return f.words(*card, v);
        };
        printComparison(ctx, fields, cards, results, workloads, textCell);
        return Success;
    }
    printComparisonCsv(ctx, fields, cards, cell);
    return Success;
}

} // namespace gpu::cli
