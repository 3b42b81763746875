// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor rank` (the model's parameters and backtest: ModelCommand.cpp).

#include "CardFilter.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "ModelBacktest.h"
#include "PriceWords.h"
#include "RankTable_p.h"
#include "Ranking.h"
#include "RankingFields.h"
#include "Upgrade.h"

#include <cmath>
#include <numeric>

namespace gpu::cli {

namespace {

/// The card named by --upgrade-from: a catalog name, or "detected" for this computer's first
/// GPU that matches a card. Prints why and returns nullptr when there is none.
const Card *upgradeCard(const QString &value, Context &ctx)
{
    if (value.compare(QLatin1String("detected"), Qt::CaseInsensitive) != 0)
        return ctx.findCard(value);
    const auto report = detectedGpus(QString(), ctx);
    if (!report)
        return nullptr;
    if (report->gpus.isEmpty()) {
        ctx.failure(noGpuSentence());
        return nullptr;
    }
    for (qsizetype i = 0; i < report->gpus.size(); ++i) {
        const int index = report->matches.at(i).index;
        if (index < 0)
            continue;
        if (report->gpus.size() > 1)
            ctx.err << Context::tr("gpu-advisor: upgrading from GPU %1 (%2); name another card "
                                   "with --upgrade-from NAME")
                           .arg(report->gpus.at(i).index)
                           .arg(ctx.data().cards.at(index).displayName())
                    << Qt::endl;
        return &ctx.data().cards.at(index);
    }
    ctx.failure(Context::tr("the GPU found (%1) is not a card of the catalog; name the closest "
                            "with --upgrade-from NAME ('gpu-advisor detect' lists them)")
                    .arg(report->gpus.first().name));
    return nullptr;
}

QStringList workloadCodes()
{
    QStringList codes;
    for (Workload w : allWorkloads())
        codes.append(toCode(w));
    return codes;
}

QStringList precisionCodes()
{
    QStringList codes;
    for (Precision p : allPrecisions())
        codes.append(toCode(p));
    return codes;
}

} // namespace

void addCurrencyOption(CommandSpec &spec)
{
    spec.add({QStringLiteral("currency"),
                 Context::tr("CNY or USD (default: the settings' currency, CNY)."),
                 Context::tr("currency")},
        ValueHint::of({QStringLiteral("CNY"), QStringLiteral("USD")}));
}

void addAcceptUnusualOption(CommandSpec &spec)
{
    spec.add({QStringLiteral("accept-unusual"),
        Context::tr("Store a price far from what its card should cost (below 0.2 × or above 5 × "
                    "its estimate or last price, or under 100 CNY / 15 USD) as given; without "
                    "it such a price stops the import with the likely reading.")});
}

void addFormatOption(CommandSpec &spec)
{
    spec.add({QStringLiteral("format"), Context::tr("table (default), csv or json."),
                 Context::tr("format")},
        ValueHint::of({QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")}));
}

// Shared by `rank` and `report`: reads the request options from a parser set up by
// addRequestOptions(). Returns nullopt after printing a usage error.
void addRequestOptions(CommandSpec &spec)
{
    spec.add({QStringLiteral("workload"),
                 Context::tr("cnn, transformer, rnn or llm-inference (rank: also llm-finetune, "
                             "with --model)."),
                 Context::tr("workload")},
        ValueHint::of(workloadCodes() << QStringLiteral("llm-finetune")));
    spec.add({QStringLiteral("precision"),
                 Context::tr("fp32, fp16 (default), bf16, int8 or int4 (LLM inference only)."),
                 Context::tr("precision")},
        ValueHint::of(precisionCodes()));
    spec.add({QStringLiteral("budget"),
        Context::tr("Maximum price of the card, in --currency (0 = no budget)."),
        Context::tr("amount")});
    addCurrencyOption(spec);
    spec.add({QStringLiteral("min-vram"), Context::tr("At least this much memory per GPU, GB."),
        Context::tr("GB")});
    spec.add({QStringLiteral("condition"),
                 Context::tr("Prices of new or used cards: any (each card at its best "
                             "current price, new or used), new or used. Default: the window's "
                             "choice, any unless changed."),
                 Context::tr("condition")},
        ValueHint::of({QStringLiteral("new"), QStringLiteral("used"), QStringLiteral("any")}));
    spec.add(
        {QStringLiteral("max-tdp"), Context::tr("At most this board power, W."), Context::tr("W")});
    spec.add({QStringLiteral("vendor"), Context::tr("Only this vendor (NVIDIA, AMD, Intel)."),
                 Context::tr("vendor")},
        ValueHint::of(knownVendors()));
    spec.add({QStringLiteral("form"),
                 Context::tr("Only this form: desktop, laptop, pcie, sxm, oam, server (SXM and "
                             "OAM modules as the 4- and 8-GPU servers they are sold in) or "
                             "workstation (2, 4 or 8 PCIe or desktop cards of 24 GB or more in "
                             "one machine)."),
                 Context::tr("form")},
        ValueHint::of({QStringLiteral("desktop"), QStringLiteral("laptop"), QStringLiteral("pcie"),
            QStringLiteral("sxm"), QStringLiteral("oam"), QStringLiteral("server"),
            QStringLiteral("workstation")}));
    spec.add({QStringLiteral("host-cost"),
        Context::tr("Cost of the rest of the system, for whole-system performance per price."),
        Context::tr("amount")});
    spec.add({QStringLiteral("exchange-rate"),
        Context::tr("CNY per USD for converting every USD price (default: the settings' rate if "
                    "you set one, else each price at the monthly rate of its own date)."),
        Context::tr("rate")});
    spec.add({QStringLiteral("electricity-price"),
        Context::tr("Electricity price per kWh in --currency, for the cost of ownership."),
        Context::tr("price")});
    spec.add({QStringLiteral("hours-per-day"), Context::tr("Hours of use per day (default 8)."),
        Context::tr("hours")});
    spec.add({QStringLiteral("years"), Context::tr("Years of ownership (default 3)."),
        Context::tr("years")});
    spec.add({QStringLiteral("resale"),
        Context::tr("Share of the price a card fetches when sold after three years, 0 to 1 (or a "
                    "percentage), for own_cost_3y (default 0: not counted)."),
        Context::tr("share")});
    spec.add({QStringLiteral("llm-size"),
        Context::tr("LLM size in billions of parameters for llm-inference (default 7)."),
        Context::tr("billions")});
    spec.add({QStringLiteral("reference"),
                 Context::tr("Reference card for relative performance (default: RTX 3060 12 GB)."),
                 Context::tr("name")},
        ValueHint::cardName());
    spec.add({QStringLiteral("software"),
                 Context::tr("Software support to accept: current (today's default builds; the "
                             "default, from the settings) or legacy (also cards that only an "
                             "older toolkit build runs, e.g. PyTorch's CUDA 12.6 builds)."),
                 Context::tr("support")},
        ValueHint::of({QStringLiteral("current"), QStringLiteral("legacy")}));
}

namespace {

/// --workload and --precision into *r; false after a usage error.
bool readWorkload(const QCommandLineParser &parser, Context &ctx, RankingRequest *r)
{
    if (!parser.isSet(QStringLiteral("workload"))) {
        ctx.usageError(
            Context::tr("--workload is required: cnn, transformer, rnn or llm-inference"));
        return false;
    }
    const auto w = workloadFromCode(parser.value(QStringLiteral("workload")));
    if (!w) {
        ctx.usageError(
            Context::tr("--workload must be cnn, transformer, rnn or llm-inference, not \"%1\"")
                .arg(parser.value(QStringLiteral("workload"))));
        return false;
    }
    r->workload = *w;
    if (parser.isSet(QStringLiteral("precision"))) {
        const auto p = precisionFromCode(parser.value(QStringLiteral("precision")));
        if (!p) {
            ctx.usageError(
                Context::tr("--precision must be fp32, fp16, bf16, int8 or int4, not \"%1\"")
                    .arg(parser.value(QStringLiteral("precision"))));
            return false;
        }
        r->precision = *p;
    }
    if (!precisionAppliesTo(r->precision, r->workload)) {
        // Integer weights run a trained model; they do not train one.
        ctx.usageError(Context::tr("--precision %1 applies to --workload llm-inference only: "
                                   "%2 is training, at fp32, fp16 or bf16")
                           .arg(toCode(r->precision), toCode(r->workload)));
        return false;
    }
    return true;
}

/// --currency, the budget and limits, the costs of ownership, the exchange rate and
/// --llm-size into *r; false after a usage error.
bool readNumbers(const QCommandLineParser &parser, Context &ctx, RankingRequest *r)
{
    const auto currency = ctx.currency(parser);
    if (!currency)
        return false;
    r->currency = *currency;
    bool ok = true;
    r->budget = ctx.budget(parser, r->currency, &ok);
    r->minMemoryGb = ctx.minVram(parser, &ok);
    r->maxTdpWatts = ctx.number(parser, QStringLiteral("max-tdp"), &ok);
    const auto host = ctx.number(parser, QStringLiteral("host-cost"), &ok, r->currency);
    const auto rate = ctx.number(parser, QStringLiteral("exchange-rate"), &ok);
    const auto electricity
        = ctx.number(parser, QStringLiteral("electricity-price"), &ok, r->currency);
    const auto hours = ctx.number(parser, QStringLiteral("hours-per-day"), &ok);
    const auto years = ctx.number(parser, QStringLiteral("years"), &ok);
    auto resale = ctx.number(parser, QStringLiteral("resale"), &ok);
    if (resale && *resale > 1 && *resale <= 100)
        resale = *resale / 100.0; // "40" or "40%": a percentage
    const auto llm = ctx.number(parser, QStringLiteral("llm-size"), &ok);
    if (!ok)
        return false;
    if (resale && (*resale < 0 || *resale > 1)) {
        ctx.usageError(Context::tr("--resale must be a share from 0 to 1 (or a percentage)"));
        return false;
    }
    if (hours && *hours > 24) {
        ctx.usageError(Context::tr("--hours-per-day must be between 0 and 24"));
        return false;
    }
    if ((rate && !(*rate > 0)) || (llm && !(*llm > 0))) {
        ctx.usageError(Context::tr("--exchange-rate and --llm-size must be greater than zero"));
        return false;
    }
    if (llm && r->workload != Workload::LlmInference) {
        // A model size means nothing for training a CNN: say so rather than ignore it.
        ctx.usageError(Context::tr("--llm-size applies to --workload llm-inference only: %1 has "
                                   "no model size to set")
                           .arg(toCode(r->workload)));
        return false;
    }
    r->hostSystemCost = host.value_or(r->hostSystemCost);
    r->rate = ctx.exchangeRate(); // the settings' rate, and the catalog's dated rates
    if (rate) {
        r->rate.cnyPerUsd = *rate;
        r->rate.userRate = true;
    }
    r->electricityPricePerKwh = electricity.value_or(r->electricityPricePerKwh);
    r->hoursPerDay = hours.value_or(r->hoursPerDay);
    r->ownershipYears = years.value_or(r->ownershipYears);
    r->resaleShare = resale.value_or(r->resaleShare);
    r->llmParametersBillions = llm.value_or(r->llmParametersBillions);
    return true;
}

} // namespace

std::optional<RankingRequest> requestFromOptions(const QCommandLineParser &parser, Context &ctx)
{
    // The settings' defaults (core/ranking/RankingRequestBuilder.h: the condition chosen in the
    // window, new or used unless changed, the exchange rate, costs …); the options below override
    // them.
    RankingRequest r = rankingRequestFromSettings(ctx.settings());
    if (!readWorkload(parser, ctx, &r) || !readNumbers(parser, ctx, &r))
        return std::nullopt;
    if (parser.isSet(QStringLiteral("software"))) {
        const auto policy = softwarePolicyFromCode(parser.value(QStringLiteral("software")));
        if (!policy) {
            ctx.usageError(Context::tr("--software must be current or legacy, not \"%1\"")
                               .arg(parser.value(QStringLiteral("software"))));
            return std::nullopt;
        }
        r.software = *policy;
    }
    const auto condition = ctx.condition(parser, r.condition);
    if (!condition)
        return std::nullopt;
    r.condition = *condition;
    if (const QString vendor = Context::vendor(parser); !vendor.isEmpty())
        r.vendors.insert(vendor);
    std::optional<Form> form;
    if (!ctx.form(parser, &form))
        return std::nullopt;
    if (form)
        r.forms.insert(*form);
    return r;
}

void rankOptions(CommandSpec &spec)
{
    spec.setDescription(
        Context::tr("Rank the cards for a workload: performance, performance per price and per "
                    "watt, with reasons. Every card gets its price to beat "
                    "(price_to_beat_value: the price at which it would match the best value's "
                    "performance per price; price_to_beat_overall: for a card faster than the "
                    "best overall pick, the price at which its extra speed is worth the "
                    "premium). A price seen in another currency is converted at the rate of its "
                    "own date (converted_price, price_as_seen). With --budget the cards in range "
                    "that have no price are named after the table, never dropped silently."));
    addRequestOptions(spec);
    spec.add({QStringLiteral("top"), Context::tr("Show only the first N rows."), Context::tr("N")});
    addFormatOption(spec);
    spec.add(
        {QStringLiteral("upgrade-from"),
            Context::tr("Rank the cards by their gain over your card: its name, or 'detected' for "
                        "this computer's GPU."),
            Context::tr("name")},
        ValueHint::cardName());
    spec.add({QStringLiteral("sell-old"),
        Context::tr("With --upgrade-from: count the upgrade's cost net of selling your card at "
                    "its used price.")});
    addRankModelOptions(spec);
}

namespace {

/// The order of the rows: the ranking's (the cards within the budget), or with --upgrade-from
/// the upgrades by their gain, then the cards that are not one (*upgrade set).
QList<UpgradeRow> rankOrder(const RankingRequest &request, const PerformanceModel &model,
    const RankingResult &result, const Card *oldCard, bool sellOld, Context &ctx,
    std::optional<UpgradeView> *upgrade)
{
    QList<UpgradeRow> rows;
    if (oldCard) {
        std::optional<double> salePrice;
        if (sellOld) {
            if (const auto used = ctx.priceOf(*oldCard, request.currency, ConditionFilter::Used))
                salePrice = used->amount;
            else
                ctx.err << Context::tr("gpu-advisor: the catalog has no used price of %1; the "
                                       "upgrade is counted at the full price")
                               .arg(oldCard->displayName())
                        << Qt::endl;
        }
        *upgrade = rankUpgrades(ctx.data(), request, model, result, *oldCard, salePrice);
        rows = (*upgrade)->rows;
    } else {
        for (int i = 0; i < result.verdicts.size(); ++i)
            if (result.verdicts.figures(i).withinBudget)
                rows.append({i, std::nullopt, std::nullopt, std::nullopt});
    }
    return rows;
}

/// With --upgrade-from, the picks of the upgrade summary a row is: the biggest gain (the first
/// upgrade) and the most gain per price (UpgradeView::bestPerPrice()), as the Upgrade panel.
QString upgradePickCodes(const UpgradeRow &row, int position, int mostGainPerPrice)
{
    QStringList codes;
    if (position == 0 && !row.notUpgrade)
        codes << QStringLiteral("biggest_gain");
    if (position == mostGainPerPrice)
        codes << QStringLiteral("most_gain_per_price");
    return codes.join(QLatin1Char(';'));
}

/// The picks verdict `index` is, by their codes.
QString pickCodes(const Recommendation &r, int index)
{
    QStringList codes;
    if (r.bestOverall == index)
        codes << QStringLiteral("best_overall");
    if (r.bestValue == index)
        codes << QStringLiteral("best_value");
    if (r.mostMemoryPerPrice == index)
        codes << QStringLiteral("most_memory_per_price");
    return codes.join(QLatin1Char(';'));
}

/// With --upgrade-from: what a row is over the old card, before the card's own reasons.
QString upgradeVerdict(const UpgradeRow &row, const UpgradeView &upgrade)
{
    return row.notUpgrade ? Context::tr("Not an upgrade over %1: %2.")
                                .arg(upgrade.card->label(), notUpgradeText(*row.notUpgrade))
        : row.gain
        ? Context::tr("%1 × the performance of %2.").arg(num(row.gain, 2), upgrade.card->label())
        : Context::tr("An upgrade: %1 cannot run this work.").arg(upgrade.card->label());
}

/// The rows of `rank` in the order of `rows`, at most `top` (0: all): every field of the
/// ranking result (RankingFields.h) of each card.
RankTable rankTable(const QList<UpgradeRow> &rows, const RankingResult &result,
    const std::optional<UpgradeView> &upgrade, int top, Currency currency, Context &ctx)
{
    RankTable t;
    const QList<RankingField> fields = rankingFields(currency);
    // The columns of `rank`: the ranking result's fields (RankingFields.h), in their order.
    for (const RankingField &f : fields)
        t.table.addColumn({f.name, f.numeric ? OutputColumn::Number : OutputColumn::Text});
    const RankingField *flags = nullptr;
    for (const RankingField &f : fields)
        if (f.name == QLatin1String("flags"))
            flags = &f;
    int upgradeRank = 0;
    const int mostGainPerPrice = upgrade ? upgrade->bestPerPrice() : -1;
    for (int position = 0; position < rows.size(); ++position) { // within the budget
        const UpgradeRow &row = rows.at(position);
        if (top > 0 && t.table.rows.size() >= top)
            break;
        const CardVerdict &v = result.verdicts.at(row.verdict);
        t.shownRows.append(&row);
        RankingFieldRow r;
        r.card = &ctx.data().cards.at(v.cardIndex);
        r.verdict = &v;
        r.result = &result;
        if (upgrade) {
            r.rank = row.notUpgrade ? 0 : ++upgradeRank;
            const QString verdict = upgradeVerdict(row, *upgrade);
            const QString reasons = v.reasons.join(QLatin1Char(' '));
            r.reasons = reasons.isEmpty() ? verdict : verdict + QLatin1Char(' ') + reasons;
            r.gain = row.gain;
            r.gainPerPrice = row.gainPerPrice;
            r.pick = upgradePickCodes(row, position, mostGainPerPrice);
        } else {
            r.pick = pickCodes(result.recommendation, row.verdict);
        }
        QStringList cells;
        cells.reserve(fields.size());
        for (const RankingField &f : fields)
            cells << f.value(r);
        t.table.rows.append(cells);
        t.flagLabels << flags->wordsFor(r);
        t.labels << v.key.label();
        t.approximatePrice.append(v.price && v.price->isApproximate()
                ? std::optional<double>(v.price->amount)
                : std::nullopt);
    }
    return t;
}

} // namespace

int rankCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    rankOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("rank"), QString()); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("rank takes no arguments besides its options"));
    if (rankUsesModel(parser)) {
        if (parser.isSet(QStringLiteral("upgrade-from")))
            return ctx.usageError(Context::tr("--upgrade-from ranks single cards; it does not go "
                                              "with --model or --workload llm-finetune"));
        return rankConfigurations(parser, ctx);
    }
    auto request = requestFromOptions(parser, ctx);
    const auto format = ctx.format(parser);
    if (!request || !format)
        return UsageError;
    int top = 0;
    if (parser.isSet(QStringLiteral("top"))) {
        bool ok = false;
        top = parser.value(QStringLiteral("top")).toInt(&ok);
        if (!ok || top < 1)
            return ctx.usageError(Context::tr("--top must be a whole number of 1 or more"));
    }
    request->top = top;
    const bool sellOld = parser.isSet(QStringLiteral("sell-old"));
    if (sellOld && !parser.isSet(QStringLiteral("upgrade-from")))
        return ctx.usageError(Context::tr("--sell-old goes with --upgrade-from"));
    if (!ctx.openCatalog(parser))
        return Failure;
    request->rate.table = ctx.exchangeRate().table; // the catalog's dated rates
    if (!ctx.reference(parser, &request->reference))
        return Failure;
    const Card *oldCard = nullptr;
    if (parser.isSet(QStringLiteral("upgrade-from"))) {
        oldCard = upgradeCard(parser.value(QStringLiteral("upgrade-from")), ctx);
        if (!oldCard)
            return Failure;
    }
    const PerformanceModel &model = ctx.ranker().model();
    const RankingResult result = ctx.ranker().rank(*request);

    std::optional<UpgradeView> upgrade;
    const QList<UpgradeRow> rows
        = rankOrder(*request, model, result, oldCard, sellOld, ctx, &upgrade);
    const RankTable table = rankTable(rows, result, upgrade, top, request->currency, ctx);
    if (*format != OutputFormat::Table) {
        ctx.out << table.table.render(*format);
        ctx.out.flush();
        return Success;
    }
    if (upgrade)
        printUpgradeText(table, *upgrade, result, *request, ctx);
    else
        printRankText(table, result, *request, ctx);
    return Success;
}

} // namespace gpu::cli
