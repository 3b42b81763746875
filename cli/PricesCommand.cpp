// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor prices`: the price model's estimate of every card's price today, and its backtest
// (core/estimate/PriceModel.h; docs/price-sources.md, "The price model").

#include "CliContext_p.h"
#include "PriceModel.h"
#include "PriceWords.h"

#include <QLocale>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpu::cli {

void pricesOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Print the price model's estimate of each card's new and used price today (fitted on "
        "the catalog's own price histories), with its likely range and what it rests on; or "
        "with --backtest how well it predicts each card's newest price, beside carrying the "
        "card's previous price of the same kind forward."));
    spec.add({QStringLiteral("backtest"),
        Context::tr("The backtest instead: median and 90th-percentile error per kind of price "
                    "and per route, beside the naive baseline.")});
    spec.add({QStringLiteral("summary"),
        Context::tr("The catalog's prices in numbers instead: rows per kind of price and "
                    "market, per currency, the cards priced, and the prices cards are judged at "
                    "today (their kind, age and whether converted); docs/price-sources.md is "
                    "made from it.")});
    spec.add({QStringLiteral("search"), Context::tr("Only cards whose name contains TEXT."),
        Context::tr("TEXT")});
    spec.add({QStringLiteral("format"), Context::tr("table (default), csv, json or markdown."),
                 Context::tr("format")},
        ValueHint::of({QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json"),
            QStringLiteral("markdown")}));
    addCurrencyOption(spec);
}

namespace {

QString pct(const std::optional<double> &v)
{
    return v ? QString::number(*v * 100.0, 'f', 1) : QString();
}

QString markdownOf(const OutputTable &t)
{
    QString out = QStringLiteral("| ") + t.headerLabels.join(QStringLiteral(" | "))
        + QStringLiteral(" |\n|");
    for (int i = 0; i < t.columns.size(); ++i)
        out += t.kindOf(t.columns[i]) == OutputColumn::Number ? QStringLiteral("---:|")
                                                              : QStringLiteral("---|");
    out += QLatin1Char('\n');
    for (const QStringList &row : t.rows)
        out += QStringLiteral("| ") + row.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    return out;
}

OutputTable summaryTable(const QList<PriceBacktestSummary> &rows, const QString &groupLabel)
{
    OutputTable t;
    t.setColumns({{"group"}, {"rows", OutputColumn::Number},
        {"median_error_pct", OutputColumn::Number}, {"p90_error_pct", OutputColumn::Number},
        {"baseline_median_error_pct", OutputColumn::Number},
        {"baseline_p90_error_pct", OutputColumn::Number}});
    t.headerLabels = {groupLabel, Context::tr("Rows"), Context::tr("Median error %"),
        Context::tr("90th pct error %"), Context::tr("Baseline median %"),
        Context::tr("Baseline 90th pct %")};
    for (const PriceBacktestSummary &s : rows)
        t.rows.append(t.row({{"group", s.group}, {"rows", QString::number(s.rows)},
            {"median_error_pct", pct(s.medianError)}, {"p90_error_pct", pct(s.p90Error)},
            {"baseline_median_error_pct", pct(s.baselineMedianError)},
            {"baseline_p90_error_pct", pct(s.baselineP90Error)}}));
    return t;
}

int backtestOutput(const PriceModel &model, const QString &formatName, Context &ctx)
{
    const PriceBacktest &bt = model.backtest();
    OutputTable byKind = summaryTable(bt.byKind, Context::tr("Kind of the hidden price"));
    OutputTable byRoute = summaryTable(bt.byRoute, Context::tr("Route"));
    if (formatName == QLatin1String("markdown")) {
        ctx.out << markdownOf(byKind) << '\n' << markdownOf(byRoute);
        ctx.out.flush();
        return Success;
    }
    const auto format = outputFormatFromString(formatName);
    if (!format)
        return ctx.usageError(Context::tr("--format must be table, csv, json or markdown"));
    if (*format != OutputFormat::Table) {
        // One table for machines: the rows of both, the first column naming the grouping.
        OutputTable all = byKind;
        all.columns.prepend(QStringLiteral("grouping"));
        all.headerLabels.prepend(Context::tr("Grouping"));
        for (QStringList &row : all.rows)
            row.prepend(QStringLiteral("kind"));
        for (QStringList row : byRoute.rows) {
            row.prepend(QStringLiteral("route"));
            all.rows.append(row);
        }
        ctx.out << all.render(*format);
        ctx.out.flush();
        return Success;
    }
    ctx.out << Context::tr("Own history: each card's newest price of a kind hidden and predicted "
                           "from the rows before its month; the baseline carries the card's "
                           "previous price of that kind forward.")
            << "\n\n"
            << byKind.toText() << '\n'
            << Context::tr("By route (other market: a card's prices of one market hidden; other "
                           "cards: the whole card hidden). A route judges prices when its median "
                           "error is at most 25 %.")
            << "\n\n"
            << byRoute.toText();
    for (PriceEstimate::Route r : {PriceEstimate::Route::OwnHistory,
             PriceEstimate::Route::OtherMarket, PriceEstimate::Route::OtherCards})
        ctx.out << QStringLiteral("  %1: %2\n")
                       .arg(toCode(r),
                           model.routeJudges(r) ? Context::tr("judges prices")
                                                : Context::tr("shown only, never judged at"));
    ctx.out.flush();
    return Success;
}

void cardsSummary(const PriceModel &model, const QSet<CardKey> &priced,
    const QSet<CardKey> &observed, bool markdown, Context &ctx);

// `prices --summary`: the catalog's prices in numbers (docs/price-sources.md): the rows, then
// the cards.
int summaryOutput(const PriceModel &model, bool markdown, Context &ctx)
{
    const CatalogData &data = ctx.data();
    const auto print
        = [&](OutputTable &t) { ctx.out << (markdown ? markdownOf(t) : t.toText()) << '\n'; };
    // Rows per kind and market.
    QMap<QString, QPair<int, int>> byKind;
    QMap<QString, int> byCurrency;
    QSet<CardKey> priced, observed;
    // The stored rows: a derived server or workstation repeats its card's (ServerSystems.h).
    QSet<CardKey> storedCards;
    for (const Card &c : data.cards)
        if (!c.serverOf)
            storedCards.insert(c.key);
    int rows = 0;
    for (const Price &p : data.prices) {
        if (!storedCards.contains(p.card))
            continue;
        ++rows;
        auto &c = byKind[toCode(p.kind)];
        (p.condition == Condition::Used ? c.second : c.first) += 1;
        byCurrency[p.currency] += 1;
        priced.insert(p.card);
        if (p.kind != PriceKind::Estimate)
            observed.insert(p.card);
    }
    OutputTable kinds;
    kinds.setColumns({{"price_basis"}, {"new", OutputColumn::Number},
        {"used", OutputColumn::Number}, {"rows", OutputColumn::Number}});
    kinds.headerLabels = {Context::tr("Price basis"), Context::tr("New market"),
        Context::tr("Used market"), Context::tr("Rows")};
    for (auto it = byKind.cbegin(); it != byKind.cend(); ++it)
        kinds.rows.append(kinds.row({{"price_basis", it.key()}, {"new", QString::number(it->first)},
            {"used", QString::number(it->second)},
            {"rows", QString::number(it->first + it->second)}}));
    kinds.rows.append(kinds.row({{"price_basis", Context::tr("all")}, {"new", QString()},
        {"used", QString()}, {"rows", QString::number(rows)}}));
    print(kinds);
    OutputTable currencies;
    currencies.setColumns({{"currency"}, {"rows", OutputColumn::Number}});
    currencies.headerLabels = {Context::tr("Currency"), Context::tr("Rows")};
    for (auto it = byCurrency.cbegin(); it != byCurrency.cend(); ++it)
        currencies.rows.append(
            currencies.row({{"currency", it.key()}, {"rows", QString::number(*it)}}));
    print(currencies);
    cardsSummary(model, priced, observed, markdown, ctx);
    ctx.out.flush();
    return Success;
}

// The cards, and the price each is judged at today (any condition, in CNY).
void cardsSummary(const PriceModel &model, const QSet<CardKey> &priced,
    const QSet<CardKey> &observed, bool markdown, Context &ctx)
{
    const CatalogData &data = ctx.data();
    const auto print
        = [&](OutputTable &t) { ctx.out << (markdown ? markdownOf(t) : t.toText()) << '\n'; };
    const QDate today = QDate::currentDate();
    int stored = 0, recent = 0, recentObserved = 0, recentEstimated = 0, judged = 0, converted = 0,
        withinYear = 0, estimates = 0, launches = 0;
    std::vector<int> ages;
    QMap<QString, int> judgedKinds;
    for (const Card &c : data.cards) {
        if (c.serverOf)
            continue;
        ++stored;
        const auto year = c.releaseYear();
        const bool isRecent = year && *year >= 2020 && c.key.form != Form::Laptop;
        const PriceEstimates::ForCard *e = model.estimates()->find(c.key);
        if (isRecent) {
            ++recent;
            if (observed.contains(c.key))
                ++recentObserved;
            else if (e && (e->newPrice || e->usedPrice))
                ++recentEstimated;
        }
        const auto price = ctx.priceOf(c, Currency::CNY, ConditionFilter::Any);
        if (!price)
            continue;
        ++judged;
        judgedKinds[price->isEstimate() && price->basis == PriceBasis::ModelEstimate
                ? QStringLiteral("model estimate")
                : toCode(price->kind)]
            += 1;
        converted += price->converted ? 1 : 0;
        estimates += price->basis == PriceBasis::ModelEstimate ? 1 : 0;
        launches += price->basis == PriceBasis::LaunchPriceEstimate ? 1 : 0;
        if (price->date.isValid()) {
            const int months
                = (today.year() - price->date.year()) * 12 + today.month() - price->date.month();
            ages.push_back(months);
            withinYear += months <= 12 ? 1 : 0;
        }
    }
    std::sort(ages.begin(), ages.end());
    OutputTable cards;
    cards.setColumns({{"what"}, {"count", OutputColumn::Number}});
    cards.headerLabels = {Context::tr("Cards"), Context::tr("Count")};
    const auto row = [&](const QString &what, const QString &value) {
        cards.rows.append(cards.row({{"what", what}, {"count", value}}));
    };
    row(Context::tr("stored devices"), QString::number(stored));
    row(Context::tr("with any price row"), QString::number(priced.size()));
    row(Context::tr("with an observed price (not an estimate)"), QString::number(observed.size()));
    row(Context::tr("from 2020 on, not laptops"), QString::number(recent));
    row(Context::tr("… of which with an observed price"), QString::number(recentObserved));
    row(Context::tr("… of which with the price model's estimate only"),
        QString::number(recentEstimated));
    row(Context::tr("… of which with neither"),
        QString::number(recent - recentObserved - recentEstimated));
    row(Context::tr("judged at a price today (new or used, CNY)"), QString::number(judged));
    row(Context::tr("… at a price seen within 12 months"), QString::number(withinYear));
    row(Context::tr("… at the price model's estimate"), QString::number(estimates));
    row(Context::tr("… at a launch price (within 24 months of launch)"), QString::number(launches));
    row(Context::tr("… converted from another currency"), QString::number(converted));
    row(Context::tr("median age of the prices seen that cards are judged at (months)"),
        ages.empty() ? QString() : QString::number(ages[ages.size() / 2]));
    print(cards);
    OutputTable kindsJudged;
    kindsJudged.setColumns({{"judged_at"}, {"cards", OutputColumn::Number}});
    kindsJudged.headerLabels = {Context::tr("Judged at"), Context::tr("Cards")};
    for (auto it = judgedKinds.cbegin(); it != judgedKinds.cend(); ++it)
        kindsJudged.rows.append(
            kindsJudged.row({{"judged_at", it.key()}, {"cards", QString::number(*it)}}));
    print(kindsJudged);
}

} // namespace

int pricesCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    pricesOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("prices"), QString()); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("prices takes no arguments besides its options"));
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;
    const QString formatName = parser.isSet(QStringLiteral("format"))
        ? parser.value(QStringLiteral("format")).trimmed().toLower()
        : QStringLiteral("table");
    if (!ctx.openCatalog(parser))
        return Failure;
    const PriceModel &model = ctx.priceModel();
    if (parser.isSet(QStringLiteral("backtest")))
        return backtestOutput(ctx.backtestedPriceModel(), formatName, ctx);
    if (parser.isSet(QStringLiteral("summary")))
        return summaryOutput(model, formatName == QLatin1String("markdown"), ctx);

    const ExchangeRate rate = ctx.exchangeRate();
    const QString search = parser.value(QStringLiteral("search")).trimmed();
    OutputTable t;
    t.setColumns({{"name"}, {"condition"}, {"estimate", OutputColumn::Number},
        {"low", OutputColumn::Number}, {"high", OutputColumn::Number}, {"currency"}, {"route"},
        {"anchor_date"}, {"anchor_kind"}, {"judges"}});
    t.headerLabels = {Context::tr("Card"), Context::tr("Condition"), Context::tr("Estimate"),
        Context::tr("Low"), Context::tr("High"), Context::tr("Currency"), Context::tr("Route"),
        Context::tr("From a price of"), Context::tr("Its kind"), Context::tr("Judges")};
    const bool text = formatName == QLatin1String("table");
    for (const Card &c : ctx.data().cards) {
        if (c.serverOf)
            continue;
        if (!search.isEmpty() && !c.displayName().contains(search, Qt::CaseInsensitive))
            continue;
        const PriceEstimates::ForCard *e = model.estimates()->find(c.key);
        if (!e)
            continue;
        for (const std::optional<PriceEstimate> *est : {&e->newPrice, &e->usedPrice}) {
            if (!*est)
                continue;
            const PriceEstimate &p = **est;
            const auto inCurrency
                = [&](double cny) { return num(rate.convert(cny, Currency::CNY, *currency), 0); };
            CardPrice words;
            words.kind = p.anchorKind;
            t.rows.append(t.row({{"name", c.displayName()}, {"condition", toCode(p.condition)},
                {"estimate", inCurrency(p.cny)}, {"low", inCurrency(p.lowCny)},
                {"high", inCurrency(p.highCny)}, {"currency", toCode(*currency)},
                {"route", toCode(p.route)},
                {"anchor_date",
                    p.anchorDate.isValid() ? p.anchorDate.toString(QStringLiteral("yyyy-MM"))
                                           : QString()},
                {"anchor_kind",
                    p.anchorDate.isValid() ? (text ? priceKindText(words) : toCode(p.anchorKind))
                                           : QString()},
                {"judges", p.judges ? QStringLiteral("yes") : QStringLiteral("no")}}));
        }
    }
    if (formatName == QLatin1String("markdown")) {
        ctx.out << markdownOf(t);
        ctx.out.flush();
        return Success;
    }
    const auto format = outputFormatFromString(formatName);
    if (!format)
        return ctx.usageError(Context::tr("--format must be table, csv, json or markdown"));
    ctx.out << (text ? t.toText() : t.render(*format));
    if (text)
        ctx.out << Context::tr("%n card(s) with an estimate; fitted on the price histories of %1 "
                               "cards. An observed price from the last 12 months always wins "
                               "over an estimate (docs/price-sources.md).",
            nullptr, int(model.estimates()->size()))
                       .arg(model.cardsFitted())
                << '\n';
    ctx.out.flush();
    return Success;
}

} // namespace gpu::cli
