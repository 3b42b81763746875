// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor rank` for people: the table of RankCommand.cpp in words, then the picks, the
// warnings and what the marks mean; with --upgrade-from, the upgrades by their gain.

#include "Cli.h"
#include "CliContext_p.h"
#include "RankTable_p.h"
#include "Ranking.h"
#include "Upgrade.h"

#include <QLocale>

#include <cmath>

namespace gpu::cli {

namespace {

/// The first line: the workload, the precision and the budget.
void printRequestLine(QTextStream &out, const RankingRequest &request)
{
    out << workloadName(request.workload) << QStringLiteral(", ")
        << precisionName(request.precision);
    if (request.budget)
        out << QStringLiteral(", ")
            << Context::tr("budget %1 %2")
                   .arg(QLocale().toString(*request.budget, 'f', 0), toCode(request.currency));
    out << '\n';
}

/// The text table of the upgrades (the cards that are not one are left out).
OutputTable upgradeTextTable(const RankTable &t, const RankingRequest &request)
{
    const OutputTable all = t.table.selected({QStringLiteral("rank"), QStringLiteral("name"),
        QStringLiteral("gain"), QStringLiteral("relative_performance"), QStringLiteral("price"),
        QStringLiteral("gain_per_price"), QStringLiteral("memory_gb"), QStringLiteral("flags")});
    OutputTable text = all;
    text.rows.clear();
    text.headerLabels = {Context::tr("#"), Context::tr("Card"), Context::tr("Gain ×"),
        Context::tr("Rel. perf."), Context::tr("Price %1").arg(toCode(request.currency)),
        Context::tr("Gain/1k %1").arg(toCode(request.currency)), Context::tr("GB"),
        Context::tr("Flags")};
    for (qsizetype i = 0; i < t.table.rows.size(); ++i) {
        if (t.shownRows.at(i)->notUpgrade)
            continue;
        const QStringList &row = t.table.rows.at(i);
        QStringList r = all.rows.at(i);
        if (t.approximatePrice.at(i))
            text.cell(r, QStringLiteral("price"))
                = QStringLiteral("~") + num(std::round(*t.approximatePrice.at(i)), 0);
        if (!t.table.cell(row, QStringLiteral("measured_relative_performance")).isEmpty())
            text.cell(r, QStringLiteral("relative_performance")) += QLatin1Char('*');
        text.cell(r, QStringLiteral("name")) = t.labels.at(i);
        text.cell(r, QStringLiteral("flags")) = t.flagLabels.at(i);
        text.rows.append(r);
    }
    return text;
}

/// The text table of the ranking: fewer columns, prices and performance marked.
OutputTable rankTextTable(
    const RankTable &t, const RankingResult &result, const RankingRequest &request)
{
    const OutputTable all = t.table.selected(
        {QStringLiteral("rank"), QStringLiteral("name"), QStringLiteral("relative_performance"),
            QStringLiteral("price"), QStringLiteral("performance_per_price"),
            QStringLiteral("performance_per_watt"), QStringLiteral("memory_gb"),
            QStringLiteral("price_to_beat_value"), QStringLiteral("flags")});
    OutputTable text = all;
    text.rows.clear();
    text.headerLabels = {Context::tr("#"), Context::tr("Card"), Context::tr("Rel. perf."),
        Context::tr("Price %1").arg(toCode(request.currency)),
        Context::tr("Perf/1k %1").arg(toCode(request.currency)), Context::tr("Perf/kW"),
        Context::tr("GB"), Context::tr("Worth below"), Context::tr("Flags")};
    for (qsizetype i = 0; i < t.table.rows.size(); ++i) {
        const QStringList &row = t.table.rows.at(i);
        QStringList r = all.rows.at(i);
        QString &relative = text.cell(r, QStringLiteral("relative_performance"));
        if (t.approximatePrice.at(i)) // a launch price, or converted: whole units, marked
            text.cell(r, QStringLiteral("price"))
                = QStringLiteral("~") + num(std::round(*t.approximatePrice.at(i)), 0);
        if (!t.table.cell(row, QStringLiteral("measured_relative_performance")).isEmpty())
            relative += QLatin1Char('*'); // measured, not estimated
        else if (t.table.cell(row, QStringLiteral("estimate_basis")) == QLatin1String("unverified")
            && !result.parameters.measuredVendors.isEmpty())
            relative += QLatin1Char('?'); // an estimate no measured card of its vendor backs
        // Names and short flag names for people here; the codes stay in CSV and JSON.
        text.cell(r, QStringLiteral("name")) = t.labels.at(i);
        text.cell(r, QStringLiteral("flags")) = t.flagLabels.at(i);
        text.rows.append(r);
    }
    return text;
}

/// One pick: its card (used or not), its own note and its reasons.
void printPick(QTextStream &out, const RankingResult &result, const QString &label,
    const std::optional<int> &index, const QString &note)
{
    if (!index)
        return;
    const CardVerdict &v = result.verdicts[*index];
    const bool used = v.price && v.price->condition == Condition::Used;
    out << label << ": " << v.key.label();
    if (used) // a used pick says so, with the used market's caveats
        out << ' ' << Context::tr("(used)");
    out << '\n';
    if (!note.isEmpty()) // this pick's own: which better cards it passed over
        out << "    " << note << '\n';
    if (used)
        out << "    " << flagText(Flag::UsedMarket) << '\n';
    for (const QString &reason : v.reasons)
        out << "    " << reason << '\n';
}

/// Under the picks: the warnings, the rule and what the marks mean.
void printRankNotes(QTextStream &out, const RankingResult &result, const RankingRequest &request)
{
    // One line per warning, naming its cards (Ranking::thinkTwiceLines()).
    if (const QList<WarningLine> lines = Ranking::thinkTwiceLines(result, request.workload);
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
               .arg(QLocale().toString(request.rate.cnyPerUsdNow(), 'g', 5))
        << Qt::endl;
}

} // namespace

void printUpgradeText(const RankTable &t, const UpgradeView &upgrade, const RankingResult &result,
    const RankingRequest &request, Context &ctx)
{
    QTextStream &out = ctx.out;
    const OutputTable text = upgradeTextTable(t, request);
    printRequestLine(out, request);
    // The words are the window's too (upgradeSummary(), core/ranking/Upgrade.h).
    const UpgradeSummary summary
        = upgradeSummary(upgrade, result, request.currency, /*sellOld=*/false);
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
            << summary.notUpgrades << ' ' << Context::tr("--format csv lists them with the reason.")
            << '\n';
    out << '\n'
        << Context::tr("Gain: relative performance over your card's (2.00 = twice as fast). "
                       "Gain/1k: the gain above 1 per 1,000 %1 of the upgrade's cost.")
               .arg(toCode(request.currency))
        << Qt::endl;
}

void printRankText(
    const RankTable &t, const RankingResult &result, const RankingRequest &request, Context &ctx)
{
    QTextStream &out = ctx.out;
    const OutputTable text = rankTextTable(t, result, request);
    printRequestLine(out, request);
    out << Context::tr("Relative performance: 1.00 = %1.").arg(result.reference.label()) << "\n\n";
    out << text.toText() << '\n';
    // The cards a budget leaves out for want of a price are named, never dropped silently.
    if (const QString unpriced = Ranking::unpricedSentence(result, ctx.data(), request);
        !unpriced.isEmpty())
        out << unpriced << "\n\n";
    if (!result.recommendation.bestOverall)
        out << result.noPickReason << '\n';
    const Recommendation &rec = result.recommendation;
    printPick(out, result, Context::tr("Best overall"), rec.bestOverall, rec.bestOverallNote);
    printPick(out, result, Context::tr("Best value"), rec.bestValue, rec.bestValueNote);
    printPick(out, result, Context::tr("Most memory per price"), rec.mostMemoryPerPrice,
        rec.mostMemoryPerPriceNote);
    printRankNotes(out, result, request);
}

} // namespace gpu::cli
