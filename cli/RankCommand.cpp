// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor rank` (the model's parameters and backtest: ModelCommand.cpp).

#include "CardFilter.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "ModelBacktest.h"
#include "Ranking.h"
#include "Upgrade.h"

#include <QLocale>

#include <cmath>
#include <numeric>

namespace gpu::cli {

namespace {

const QStringList &rankColumns()
{
    // The first fourteen are the documented interface; more may be added at the end.
    static const QStringList cols = {QStringLiteral("rank"), QStringLiteral("name"),
        QStringLiteral("score"), QStringLiteral("estimated_relative_performance"),
        QStringLiteral("measured_relative_performance"), QStringLiteral("relative_performance"),
        QStringLiteral("price"), QStringLiteral("currency"), QStringLiteral("price_basis"),
        QStringLiteral("performance_per_price"), QStringLiteral("performance_per_watt"),
        QStringLiteral("memory_gb"), QStringLiteral("flags"), QStringLiteral("reasons"),
        QStringLiteral("performance_per_price_system"), QStringLiteral("cost_of_ownership"),
        QStringLiteral("break_even_cloud_hours"), QStringLiteral("price_date"),
        QStringLiteral("reference"), QStringLiteral("gain"), QStringLiteral("gain_per_price"),
        QStringLiteral("software_support"), QStringLiteral("estimate_basis"),
        QStringLiteral("estimate_low"), QStringLiteral("estimate_high"),
        QStringLiteral("price_to_beat_value"), QStringLiteral("price_to_beat_overall"),
        QStringLiteral("converted_price"), QStringLiteral("price_as_seen"),
        // Buy or rent, like for like (docs/ranking.md): the offering, its price per board-hour
        // in --currency, on-demand or interruptible, the same GPU or the nearest class; the hours
        // of it that cost the board's price; three years of owning and of renting.
        QStringLiteral("rent_offer"), QStringLiteral("rent_per_hour"), QStringLiteral("rent_kind"),
        QStringLiteral("rent_match"), QStringLiteral("break_even_hours"),
        QStringLiteral("own_cost_3y"), QStringLiteral("rent_cost_3y")};
    return cols;
}

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
                 Context::tr("Only this form: desktop, laptop, pcie, sxm, oam, or server (SXM and "
                             "OAM modules as the 4- and 8-GPU servers they are sold in)."),
                 Context::tr("form")},
        ValueHint::of({QStringLiteral("desktop"), QStringLiteral("laptop"), QStringLiteral("pcie"),
            QStringLiteral("sxm"), QStringLiteral("oam"), QStringLiteral("server")}));
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

std::optional<RankingRequest> requestFromOptions(const QCommandLineParser &parser, Context &ctx)
{
    // The settings' defaults (core/ranking/RankingRequestBuilder.h: the condition chosen in the
    // window, new or used unless changed, the exchange rate, costs …); the options below override
    // them.
    RankingRequest r = rankingRequestFromSettings(ctx.settings());
    if (!parser.isSet(QStringLiteral("workload"))) {
        ctx.usageError(
            Context::tr("--workload is required: cnn, transformer, rnn or llm-inference"));
        return std::nullopt;
    }
    const auto w = workloadFromCode(parser.value(QStringLiteral("workload")));
    if (!w) {
        ctx.usageError(
            Context::tr("--workload must be cnn, transformer, rnn or llm-inference, not \"%1\"")
                .arg(parser.value(QStringLiteral("workload"))));
        return std::nullopt;
    }
    r.workload = *w;
    if (parser.isSet(QStringLiteral("precision"))) {
        const auto p = precisionFromCode(parser.value(QStringLiteral("precision")));
        if (!p) {
            ctx.usageError(
                Context::tr("--precision must be fp32, fp16, bf16, int8 or int4, not \"%1\"")
                    .arg(parser.value(QStringLiteral("precision"))));
            return std::nullopt;
        }
        r.precision = *p;
    }
    if (!precisionAppliesTo(r.precision, r.workload)) {
        // Integer weights run a trained model; they do not train one.
        ctx.usageError(Context::tr("--precision %1 applies to --workload llm-inference only: "
                                   "%2 is training, at fp32, fp16 or bf16")
                           .arg(toCode(r.precision), toCode(r.workload)));
        return std::nullopt;
    }
    const auto currency = ctx.currency(parser);
    if (!currency)
        return std::nullopt;
    r.currency = *currency;
    bool ok = true;
    r.budget = ctx.budget(parser, r.currency, &ok);
    r.minMemoryGb = ctx.minVram(parser, &ok);
    r.maxTdpWatts = ctx.number(parser, QStringLiteral("max-tdp"), &ok);
    const auto host = ctx.number(parser, QStringLiteral("host-cost"), &ok, r.currency);
    const auto rate = ctx.number(parser, QStringLiteral("exchange-rate"), &ok);
    const auto electricity
        = ctx.number(parser, QStringLiteral("electricity-price"), &ok, r.currency);
    const auto hours = ctx.number(parser, QStringLiteral("hours-per-day"), &ok);
    const auto years = ctx.number(parser, QStringLiteral("years"), &ok);
    auto resale = ctx.number(parser, QStringLiteral("resale"), &ok);
    if (resale && *resale > 1 && *resale <= 100)
        resale = *resale / 100.0; // "40" or "40%": a percentage
    const auto llm = ctx.number(parser, QStringLiteral("llm-size"), &ok);
    if (!ok)
        return std::nullopt;
    if (resale && (*resale < 0 || *resale > 1)) {
        ctx.usageError(Context::tr("--resale must be a share from 0 to 1 (or a percentage)"));
        return std::nullopt;
    }
    if (hours && *hours > 24) {
        ctx.usageError(Context::tr("--hours-per-day must be between 0 and 24"));
        return std::nullopt;
    }
    if ((rate && !(*rate > 0)) || (llm && !(*llm > 0))) {
        ctx.usageError(Context::tr("--exchange-rate and --llm-size must be greater than zero"));
        return std::nullopt;
    }
    if (llm && r.workload != Workload::LlmInference) {
        // A model size means nothing for training a CNN: say so rather than ignore it.
        ctx.usageError(Context::tr("--llm-size applies to --workload llm-inference only: %1 has "
                                   "no model size to set")
                           .arg(toCode(r.workload)));
        return std::nullopt;
    }
    r.hostSystemCost = host.value_or(r.hostSystemCost);
    r.rate = ctx.exchangeRate(); // the settings' rate, and the catalog's dated rates
    if (rate) {
        r.rate.cnyPerUsd = *rate;
        r.rate.userRate = true;
    }
    r.electricityPricePerKwh = electricity.value_or(r.electricityPricePerKwh);
    r.hoursPerDay = hours.value_or(r.hoursPerDay);
    r.ownershipYears = years.value_or(r.ownershipYears);
    r.resaleShare = resale.value_or(r.resaleShare);
    r.llmParametersBillions = llm.value_or(r.llmParametersBillions);
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

    // The order of the rows: the ranking's, or with --upgrade-from the upgrades by their gain,
    // then the cards that are not one.
    std::optional<UpgradeView> upgrade;
    QList<UpgradeRow> rows;
    if (oldCard) {
        std::optional<double> salePrice;
        if (sellOld) {
            if (const auto used = ctx.priceOf(*oldCard, request->currency, ConditionFilter::Used))
                salePrice = used->amount;
            else
                ctx.err << Context::tr("gpu-advisor: the catalog has no used price of %1; the "
                                       "upgrade is counted at the full price")
                               .arg(oldCard->displayName())
                        << Qt::endl;
        }
        upgrade = rankUpgrades(ctx.data(), *request, model, result, *oldCard, salePrice);
        rows = upgrade->rows;
    } else {
        for (int i = 0; i < result.verdicts.size(); ++i)
            if (result.verdicts.at(i).withinBudget)
                rows.append({i, std::nullopt, std::nullopt, std::nullopt});
    }

    OutputTable table;
    table.columns = rankColumns();
    table.numericColumns = {QStringLiteral("rank"), QStringLiteral("score"),
        QStringLiteral("estimated_relative_performance"),
        QStringLiteral("measured_relative_performance"), QStringLiteral("relative_performance"),
        QStringLiteral("price"), QStringLiteral("performance_per_price"),
        QStringLiteral("performance_per_watt"), QStringLiteral("memory_gb"),
        QStringLiteral("performance_per_price_system"), QStringLiteral("cost_of_ownership"),
        QStringLiteral("break_even_cloud_hours"), QStringLiteral("gain"),
        QStringLiteral("gain_per_price"), QStringLiteral("estimate_low"),
        QStringLiteral("estimate_high"), QStringLiteral("price_to_beat_value"),
        QStringLiteral("price_to_beat_overall"), QStringLiteral("rent_per_hour"),
        QStringLiteral("break_even_hours"), QStringLiteral("own_cost_3y"),
        QStringLiteral("rent_cost_3y")};
    const QString referenceName = result.reference.displayName();
    QStringList flagLabels; // per row of `table`: the flags by their short names, for the text
    QList<std::optional<double>> approximatePrice; // per row: a launch or converted price
    QList<const UpgradeRow *> shownRows; // per row of `table`
    int upgradeRank = 0;
    for (const UpgradeRow &row : rows) { // with --budget, only the cards shown to fit it
        if (top > 0 && table.rows.size() >= top)
            break;
        const CardVerdict &v = result.verdicts.at(row.verdict);
        shownRows.append(&row);
        QString rank = v.rank > 0 ? QString::number(v.rank) : QString();
        QString reasons = v.reasons.join(QLatin1Char(' '));
        if (upgrade) {
            rank = row.notUpgrade ? QString() : QString::number(++upgradeRank);
            const QString verdict = row.notUpgrade
                ? Context::tr("Not an upgrade over %1: %2.")
                      .arg(upgrade->card->displayName(), notUpgradeText(*row.notUpgrade))
                : row.gain ? Context::tr("%1 × the performance of %2.")
                                 .arg(num(row.gain, 2), upgrade->card->displayName())
                           : Context::tr("An upgrade: %1 cannot run this work.")
                                 .arg(upgrade->card->displayName());
            reasons = reasons.isEmpty() ? verdict : verdict + QLatin1Char(' ') + reasons;
        }
        QStringList flags;
        QStringList labels;
        for (Flag f : v.flags) {
            flags << toCode(f);
            labels << flagLabel(f);
        }
        //: Between the short names of a card's flags in a table.
        flagLabels << labels.join(Context::tr(", "));
        approximatePrice.append(v.price && v.price->isApproximate()
                ? std::optional<double>(v.price->amount)
                : std::nullopt);
        table.rows.append({rank, v.key.displayName(), v.relative ? num(v.score, 3) : QString(),
            num(v.estimatedRelative, 3), num(v.measuredRelative, 3), num(v.relative, 3),
            v.price ? plainPriceAmount(*v.price) : QString(),
            v.price ? toCode(v.price->currency) : QString(),
            v.price ? toCode(v.price->basis) : QString(), num(v.performancePerPrice, 4),
            num(v.performancePerWatt, 3), formatNumber(v.memoryPerGpuGb),
            flags.join(QLatin1Char(';')), reasons, num(v.performancePerPriceSystem, 4),
            num(v.costOfOwnership, 0), num(v.breakEvenHours, 0),
            v.price && v.price->date.isValid() ? v.price->date.toString(Qt::ISODate) : QString(),
            referenceName, num(row.gain, 3), num(row.gainPerPrice, 4),
            softwareSupportCode(ctx.data().cards.at(v.cardIndex)),
            v.relative ? toCode(v.estimateBasis) : QString(), num(v.estimateLow, 3),
            num(v.estimateHigh, 3), num(v.priceToBeatValue, 0), num(v.priceToBeatOverall, 0),
            v.hasFlag(Flag::ConvertedPrice) ? QStringLiteral("true") : QStringLiteral("false"),
            v.price && v.price->basis != PriceBasis::LaunchPriceEstimate ? priceOriginText(*v.price)
                                                                         : QString(),
            v.rentOffer, num(v.rentPerHour, 2),
            v.rentOffer.isEmpty()     ? QString()
                : v.rentInterruptible ? QStringLiteral("interruptible")
                                      : QStringLiteral("on-demand"),
            v.rentOffer.isEmpty()    ? QString()
                : v.rentNearestClass ? QStringLiteral("nearest-class")
                                     : QStringLiteral("same-gpu"),
            num(v.rentBreakEvenHours, 0), num(v.ownCost3y, 0), num(v.rentCost3y, 0)});
    }
    if (*format != OutputFormat::Table) {
        ctx.out << table.render(*format);
        ctx.out.flush();
        return Success;
    }

    QTextStream &out = ctx.out;
    auto requestLine = [&] {
        out << workloadName(request->workload) << QStringLiteral(", ")
            << precisionName(request->precision);
        if (request->budget)
            out << QStringLiteral(", ")
                << Context::tr("budget %1 %2")
                       .arg(
                           QLocale().toString(*request->budget, 'f', 0), toCode(request->currency));
        out << '\n';
    };
    if (upgrade) {
        // Text: the upgrades by gain, the best of them, and how many cards are not one.
        OutputTable text;
        text.columns = {QStringLiteral("rank"), QStringLiteral("name"), QStringLiteral("gain"),
            QStringLiteral("relative_performance"), QStringLiteral("price"),
            QStringLiteral("gain_per_price"), QStringLiteral("memory_gb"), QStringLiteral("flags")};
        text.headerLabels = {Context::tr("#"), Context::tr("Card"), Context::tr("Gain ×"),
            Context::tr("Rel. perf."), Context::tr("Price %1").arg(toCode(request->currency)),
            Context::tr("Gain/1k %1").arg(toCode(request->currency)), Context::tr("GB"),
            Context::tr("Flags")};
        text.numericColumns = table.numericColumns;
        for (qsizetype i = 0; i < table.rows.size(); ++i) {
            if (shownRows.at(i)->notUpgrade)
                continue;
            const QStringList &row = table.rows.at(i);
            QStringList r;
            for (const QString &c : text.columns)
                r.append(row.at(int(table.columns.indexOf(c))));
            if (approximatePrice.at(i))
                text.cell(r, QStringLiteral("price"))
                    = QStringLiteral("~") + num(std::round(*approximatePrice.at(i)), 0);
            if (!table.cell(row, QStringLiteral("measured_relative_performance")).isEmpty())
                text.cell(r, QStringLiteral("relative_performance")) += QLatin1Char('*');
            text.cell(r, QStringLiteral("flags")) = flagLabels.at(i);
            text.rows.append(r);
        }
        requestLine();
        // The words are the window's too (upgradeSummary(), core/ranking/Upgrade.h).
        const UpgradeSummary summary
            = upgradeSummary(*upgrade, result, request->currency, /*sellOld=*/false);
        out << summary.standing << '\n';
        if (!summary.sale.isEmpty())
            out << summary.sale << '\n';
        out << '\n';
        if (text.rows.isEmpty())
            out << summary.biggestGain << '\n';
        else
            out << text.toText() << '\n' << summary.biggestGain << '\n';
        if (!summary.mostGainPerPrice.isEmpty())
            out << summary.mostGainPerPrice << '\n';
        if (!summary.notUpgrades.isEmpty())
            out << '\n'
                << summary.notUpgrades << ' '
                << Context::tr("--format csv lists them with the reason.") << '\n';
        out << '\n'
            << Context::tr("Gain: relative performance over your card's (2.00 = twice as fast). "
                           "Gain/1k: the gain above 1 per 1,000 %1 of the upgrade's cost.")
                   .arg(toCode(request->currency))
            << Qt::endl;
        return Success;
    }

    // Text: a readable table, then the picks, think-twice and the rule.
    OutputTable text;
    text.columns
        = {QStringLiteral("rank"), QStringLiteral("name"), QStringLiteral("relative_performance"),
            QStringLiteral("price"), QStringLiteral("performance_per_price"),
            QStringLiteral("performance_per_watt"), QStringLiteral("memory_gb"),
            QStringLiteral("price_to_beat_value"), QStringLiteral("flags")};
    text.headerLabels = {Context::tr("#"), Context::tr("Card"), Context::tr("Rel. perf."),
        Context::tr("Price %1").arg(toCode(request->currency)),
        Context::tr("Perf/1k %1").arg(toCode(request->currency)), Context::tr("Perf/kW"),
        Context::tr("GB"), Context::tr("Worth below"), Context::tr("Flags")};
    text.numericColumns = table.numericColumns;
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        const QStringList &row = table.rows.at(i);
        QStringList r;
        for (const QString &c : text.columns)
            r.append(row.at(int(table.columns.indexOf(c))));
        QString &relative = text.cell(r, QStringLiteral("relative_performance"));
        if (approximatePrice.at(i)) // a launch price, or converted: whole units, marked
            text.cell(r, QStringLiteral("price"))
                = QStringLiteral("~") + num(std::round(*approximatePrice.at(i)), 0);
        if (!table.cell(row, QStringLiteral("measured_relative_performance")).isEmpty())
            relative += QLatin1Char('*'); // measured, not estimated
        else if (table.cell(row, QStringLiteral("estimate_basis")) == QLatin1String("unverified")
            && !result.parameters.measuredVendors.isEmpty())
            relative += QLatin1Char('?'); // an estimate no measured card of its vendor backs
        // Short names here; the codes stay in CSV and JSON.
        text.cell(r, QStringLiteral("flags")) = flagLabels.at(i);
        text.rows.append(r);
    }
    requestLine();
    out << Context::tr("Relative performance: 1.00 = %1.").arg(referenceName) << "\n\n";
    out << text.toText() << '\n';
    // The cards a budget leaves out for want of a price are named, never dropped silently.
    if (const QString unpriced = Ranking::unpricedSentence(result, ctx.data(), *request);
        !unpriced.isEmpty())
        out << unpriced << "\n\n";
    if (!result.recommendation.bestOverall)
        out << result.noPickReason << '\n';
    const Recommendation &rec = result.recommendation;
    auto pickLine
        = [&](const QString &label, const std::optional<int> &index, const QString &note) {
              if (!index)
                  return;
              const CardVerdict &v = result.verdicts[*index];
              const bool used = v.price && v.price->condition == Condition::Used;
              out << label << ": " << v.key.displayName();
              if (used) // a used pick says so, with the used market's caveats
                  out << ' ' << Context::tr("(used)");
              out << '\n';
              if (!note.isEmpty()) // this pick's own: which better cards it passed over
                  out << "    " << note << '\n';
              if (used)
                  out << "    " << flagText(Flag::UsedMarket) << '\n';
              for (const QString &reason : v.reasons)
                  out << "    " << reason << '\n';
          };
    pickLine(Context::tr("Best overall"), rec.bestOverall, rec.bestOverallNote);
    pickLine(Context::tr("Best value"), rec.bestValue, rec.bestValueNote);
    pickLine(
        Context::tr("Most memory per price"), rec.mostMemoryPerPrice, rec.mostMemoryPerPriceNote);
    // One line per warning, naming its cards (Ranking::thinkTwiceLines()).
    if (const QList<WarningLine> lines = Ranking::thinkTwiceLines(result, request->workload);
        !lines.isEmpty()) {
        out << '\n' << Context::tr("Think twice:") << '\n';
        for (const WarningLine &line : lines)
            out << "  - " << line.text() << '\n';
    }
    out << '\n' << result.rule << '\n';
    // How sure the estimates are: the report's words too (Ranking::accuracySentence()).
    out << Context::tr("Relative performance marked * is measured.") << ' '
        << Ranking::accuracySentence(result.parameters) << '\n';
    if (!result.parameters.measuredVendors.isEmpty())
        out << Context::tr("Marked ? is an unverified estimate: no card of its vendor has a "
                           "measured result to check the model against (estimate_low and "
                           "estimate_high in --format csv give its likely range).")
            << '\n';
    out << Context::tr("Prices marked ~ are approximate: launch prices converted at %1 CNY/USD, "
                       "or prices seen in another currency, converted at the rate of their own "
                       "date (price_as_seen in --format csv). Worth below: the price at which a "
                       "card would match the best-value pick's performance per price.")
               .arg(QLocale().toString(request->rate.cnyPerUsdNow(), 'g', 5))
        << Qt::endl;
    return Success;
}

} // namespace gpu::cli
