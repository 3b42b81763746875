// SPDX-License-Identifier: GPL-3.0-or-later
// The report's fine-tuning job (issue 42): after "Will it fit", how long a job of the question's
// trained tokens takes on the set-ups within the budget, what it costs bought or rented, and the
// cheapest and fastest of them with the reason (TrainingThroughput.h, SetUpRanking.h); for
// inference, the set-ups to buy in the one set-up ranking's order and its picks (issue 40).
#include "CardFields.h"
#include "ReportBuilder_p.h"
#include "SetUpRanking.h"

#include <algorithm>

namespace gpu {

namespace {

/// "?" after an unverified estimate, "~" after an extrapolated one (as the catalog marks them).
QString basisMark(const std::optional<EstimateBasis> &basis)
{
    if (!basis)
        return {};
    switch (*basis) {
    case EstimateBasis::Unverified:
        return QStringLiteral("?");
    case EstimateBasis::Extrapolated:
        return QStringLiteral("~");
    default:
        return {};
    }
}

} // namespace

SetUpRanking ReportBuilder::Private::setUpRanking(bool inference) const
{
    // The question the window and `rank --model` ask of the same plan (SetUpRanking.h).
    const ReportModelFit &fit = *options.modelFit;
    SetUpQuestion question;
    question.inference = inference;
    question.budget = request.budget;
    question.allowPreviewSoftware = fit.allowPreviewSoftware;
    return rankSetUps(fit.configurations, question);
}

void ReportBuilder::Private::buildFineTuningJob()
{
    const ReportModelFit &fit = *options.modelFit;
    const SetUpRanking setUps = setUpRanking(false);
    // The set-ups to buy within the budget that have a rate, fastest first (8 at most), and the
    // cheapest among them whatever its speed.
    QList<int> shown;
    for (int i = 0; i < setUps.ranked.size(); ++i)
        if (setUps.ranked.at(i).jobHours(fit.jobTokens))
            shown.append(i);
    if (shown.isEmpty())
        return;
    std::stable_sort(shown.begin(), shown.end(), [&](int a, int b) {
        return *setUps.ranked.at(a).jobHours(fit.jobTokens)
            < *setUps.ranked.at(b).jobHours(fit.jobTokens);
    });
    if (shown.size() > 8) {
        const bool cheapestShown = !setUps.cheapest
            || std::find(shown.begin(), shown.begin() + 8, *setUps.cheapest) != shown.begin() + 8;
        shown = shown.mid(0, cheapestShown ? 8 : 7);
        if (!cheapestShown)
            shown.append(*setUps.cheapest);
    }
    const Currency currency = request.currency;
    subheading(tr("The job: %1 million trained tokens").arg(number(fit.jobTokens / 1e6, 0)));
    paragraph(tr("Trained tokens are the dataset's tokens times the epochs. The set-ups within the "
                 "budget, fastest first. Bought: the job's share of the price and electricity of "
                 "three years at %1 hours a day; rented: the same GPUs on demand for the job's "
                 "hours. Trained tokens/s are estimates (the share of the tensor peak that "
                 "published fine-tuning runs reach; ~ extrapolated, ? unverified).")
                  .arg(number(request.hoursPerDay, 0)),
        8.5, report::colors::muted(), true);
    if (!(request.electricityPricePerKwh > 0))
        paragraph(tr("No electricity price is set (Settings, or --electricity-price): "
                     "\"bought\" counts the price alone."),
            8.5, report::colors::muted(), true);
    const QString unknown = CardFields::unknownText();
    const QStringList headers = {tr("Configuration"), tr("Trained\ntokens/s"), tr("Job\nhours"),
        tr("Price\n%1").arg(toCode(currency)), tr("Job bought\n%1").arg(toCode(currency)),
        tr("Job rented\n%1").arg(toCode(currency))};
    QList<QStringList> rows;
    QList<bool> highlighted;
    for (int i : std::as_const(shown)) {
        const FitConfiguration &c = setUps.ranked.at(i);
        const auto buy
            = c.jobCostBuy(fit.jobTokens, request.hoursPerDay, request.electricityPricePerKwh);
        const auto rent = c.jobCostRent(fit.jobTokens);
        rows.append({c.name(), number(*c.trainTokensPerSecond, 0) + basisMark(c.trainBasis),
            number(*c.jobHours(fit.jobTokens), 1),
            c.totalPrice() ? number(*c.totalPrice(), 0) : unknown, buy ? number(*buy, 0) : unknown,
            rent ? number(*rent, 0) : unknown});
        highlighted.append(i == setUps.cheapest || i == setUps.fastest);
    }
    figureTable(headers, rows, highlighted);
    // The answers and why: the cheapest set-up that does the job, the fastest within the budget.
    const auto said = [&](const FitConfiguration &c) {
        return tr("%1 at %2: %3 h for the job (%4 trained tokens/s)")
            .arg(c.name(), c.totalPrice() ? money(*c.totalPrice(), currency) : unknown,
                number(*c.jobHours(fit.jobTokens), 1), number(*c.trainTokensPerSecond, 0));
    };
    const FitConfiguration *cheapest
        = setUps.cheapest && setUps.ranked.at(*setUps.cheapest).trainTokensPerSecond
        ? &setUps.ranked.at(*setUps.cheapest)
        : nullptr;
    const FitConfiguration *fastest = setUps.fastest ? &setUps.ranked.at(*setUps.fastest) : nullptr;
    if (cheapest)
        bullet(tr("Cheapest that does the job: %1.").arg(said(*cheapest)));
    if (fastest && fastest != cheapest) {
        QString why;
        if (cheapest && cheapest->totalPrice() && fastest->totalPrice()
            && *cheapest->totalPrice() > 0)
            //: %1: times as fast, %2: the cheapest set-up, %3: times the price.
            why = QLatin1Char(' ')
                + tr("It trains %1 × as fast as the %2 for %3 × its price.")
                      .arg(number(
                               *fastest->trainTokensPerSecond / *cheapest->trainTokensPerSecond, 1),
                          cheapest->name(),
                          number(*fastest->totalPrice() / *cheapest->totalPrice(), 1));
        bullet(tr("Fastest within the budget: %1.").arg(said(*fastest)) + why);
    } else if (fastest) {
        bullet(tr("No set-up within the budget trains faster."));
    }
}

void ReportBuilder::Private::buildInferenceSetUps()
{
    const SetUpRanking setUps = setUpRanking(true);
    const Currency currency = request.currency;
    const int ranked = int(setUps.ranked.size());
    if (ranked == 0) {
        paragraph(tr("No set-up that holds it has a price within the request's limits on today's "
                     "software."));
        return;
    }
    const QString unknown = CardFields::unknownText();
    // The picks first, as the window's ranking bar and `rank --model` name them.
    const auto said = [&](const QString &label, int i) {
        const FitConfiguration &c = setUps.ranked.at(i);
        //: A set-up pick of the report: "Best value: NVIDIA GeForce RTX 3060 12 GB, rank 7 of
        //: 64: 55.8 tokens/s at ≈ 1,381 CNY."
        bullet(tr("%1 %2, rank %3 of %4: %5 tokens/s at %6.")
                   .arg(label, c.name())
                   .arg(i + 1)
                   .arg(ranked)
                   .arg(c.tokensPerSecond ? number(*c.tokensPerSecond, 1) + basisMark(c.tokensBasis)
                                          : unknown,
                       c.totalPrice() ? money(*c.totalPrice(), currency) : unknown));
    };
    subheading(tr("The set-ups to buy"));
    paragraph(tr("Within the budget and on today's software, the fewest cards that hold it; ranked "
                 "by tokens/s per price (? unverified, ~ extrapolated estimate)."),
        8.5, report::colors::muted(), true);
    if (setUps.bestValue)
        said(setUps.cheapest == setUps.bestValue ? tr("Best value and cheapest:")
                                                 : tr("Best value:"),
            *setUps.bestValue);
    if (setUps.cheapest && setUps.cheapest != setUps.bestValue)
        said(tr("Cheapest:"), *setUps.cheapest);
    if (setUps.fastest && setUps.fastest != setUps.bestValue && setUps.fastest != setUps.cheapest)
        said(tr("Fastest:"), *setUps.fastest);
    if (setUps.passedOverUnverified)
        bullet(tr("%1 ranks higher, but its speed is an unverified estimate.")
                   .arg(setUps.ranked.at(*setUps.passedOverUnverified).name()),
            report::colors::muted());
    // The first eight, and the picks among them wherever they rank.
    QList<int> shown;
    for (int i = 0; i < ranked && shown.size() < 8; ++i)
        shown.append(i);
    for (const auto &pick : {setUps.bestValue, setUps.cheapest, setUps.fastest})
        if (pick && !shown.contains(*pick))
            shown.append(*pick);
    const QStringList headers = {tr("Configuration"), tr("Rank"), tr("Tokens/s"),
        tr("Price\n%1").arg(toCode(currency)), tr("Tokens/s per\n1,000 %1").arg(toCode(currency))};
    QList<QStringList> rows;
    QList<bool> highlighted;
    for (int i : std::as_const(shown)) {
        const FitConfiguration &c = setUps.ranked.at(i);
        const auto price = c.totalPrice();
        rows.append({c.name(), QString::number(i + 1),
            c.tokensPerSecond ? number(*c.tokensPerSecond, 1) + basisMark(c.tokensBasis) : unknown,
            price ? number(*price, 0) : unknown,
            c.tokensPerSecond && price && *price > 0
                ? number(*c.tokensPerSecond / *price * 1000.0, 2)
                : unknown});
        highlighted.append(i == setUps.bestValue || i == setUps.cheapest || i == setUps.fastest);
    }
    figureTable(headers, rows, highlighted);
}

} // namespace gpu
