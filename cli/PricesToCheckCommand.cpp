// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor prices-to-check`: the missing, old or estimated prices of the cards a request would
// consider (Ranking::pricesToCheck), with the budget band it looks at.

#include "CliContext_p.h"

#include <QLocale>

#include <climits>
#include <cmath>

namespace gpu::cli {

void pricesToCheckOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "List the prices worth checking for a request: among the cards that do the work best, "
        "those without a price, with a price older than a year or with only a launch-price "
        "estimate. Enter today's prices with import-prices or in the window (Edit → Prices to "
        "check…)."));
    addRequestOptions(spec);
    spec.add({QStringLiteral("count"),
        Context::tr("How many of the best cards to look at (default 20)."), Context::tr("N")});
    addFormatOption(spec);
}

int pricesToCheckCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    pricesToCheckOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("prices-to-check"), QString());
        rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(
            Context::tr("prices-to-check takes no arguments besides its options"));
    auto request = requestFromOptions(parser, ctx);
    const auto format = ctx.format(parser);
    if (!request || !format)
        return UsageError;
    int count = 20;
    if (parser.isSet(QStringLiteral("count"))) {
        bool ok = false;
        count = parser.value(QStringLiteral("count")).toInt(&ok);
        if (!ok || count < 1)
            return ctx.usageError(Context::tr("--count must be a whole number of 1 or more"));
    }
    if (!ctx.openCatalog(parser))
        return Failure;
    request->rate.table = ctx.exchangeRate().table; // the catalog's dated rates
    if (!ctx.reference(parser, &request->reference))
        return Failure;
    // Every card, whatever its price: a budget would hide the ones without a price.
    RankingRequest all = *request;
    all.budget.reset();
    const RankingResult result = ctx.ranker().rank(all);
    OutputTable table;
    table.setColumns(
        {{"name"}, {"relative_performance", OutputColumn::Number}, {"price", OutputColumn::Number},
            {"currency"}, {"price_condition"}, {"price_basis"}, {"price_date"}, {"why"}});
    table.headerLabels = {Context::tr("Card"), Context::tr("Rel. perf."),
        Context::tr("Price %1").arg(toCode(all.currency)), Context::tr("Currency"),
        Context::tr("Condition"), Context::tr("Basis"), Context::tr("Price date"),
        Context::tr("Why check")};
    const bool text = *format == OutputFormat::Table;
    const QList<int> toCheck = Ranking::pricesToCheck(result, ctx.data(), *request, INT_MAX);
    for (int i : toCheck.mid(0, count)) {
        const CardVerdict &v = result.verdicts.at(i);
        const Flag why = !v.price             ? Flag::NoPrice
            : v.hasFlag(Flag::EstimatedPrice) ? Flag::EstimatedPrice
                                              : Flag::StalePrice;
        table.rows.append(table.row(
            {{"name", v.key.displayName()}, {"relative_performance", num(v.relative, text ? 2 : 3)},
                {"price", v.price ? num(v.price->amount, 0) : QString()},
                {"currency", v.price ? toCode(v.price->currency) : QString()},
                {"price_condition", v.price ? toCode(v.price->condition) : QString()},
                {"price_basis", v.price ? toCode(v.price->kind) : QString()},
                {"price_date",
                    v.price && v.price->date.isValid() ? v.price->date.toString(Qt::ISODate)
                                                       : QString()},
                {"why", text ? flagLabel(why) : toCode(why)}}));
    }
    if (!text) {
        ctx.out << table.render(*format);
        ctx.out.flush();
        return Success;
    }
    if (table.rows.isEmpty()) {
        ctx.out << Context::tr("Every one of the %n best card(s) for this request has a current "
                               "price.",
            nullptr, count)
                << Qt::endl;
        return Success;
    }
    ctx.out << table.toText();
    if (toCheck.size() > count)
        ctx.out << Context::tr(
            "%n more card(s) to check (--count shows more).", nullptr, int(toCheck.size() - count))
                << '\n';
    if (request->budget)
        ctx.out << Context::tr("With a budget of %1 %2: the cards whose last known price lies "
                               "between %3 and %4 %2 (a third of the budget to twice it), since "
                               "today's price may be quite different; cards never priced at all "
                               "are left out (rank names them).")
                       .arg(QLocale().toString(*request->budget, 'f', 0), toCode(request->currency),
                           QLocale().toString(*request->budget / 3.0, 'f', 0),
                           QLocale().toString(*request->budget * 2.0, 'f', 0))
                << '\n';
    ctx.out << Context::tr("Enter today's prices with `gpu-advisor import-prices FILE` (one "
                           "line each, such as \"RTX 4090 1.45万\" or \"二手 3090 5500\").")
            << Qt::endl;
    return Success;
}

} // namespace gpu::cli
