// SPDX-License-Identifier: GPL-3.0-or-later
// The sections of the report after the request: recommendations, cost-efficiency chart,
// comparison table, "think twice" warnings, and the sources of every price and benchmark used.

#include "ReportBuilder_p.h"

#include "CardFields.h"
#include "NameReadings.h"
#include "PriceWords.h"
#include "RankingFields.h"

#include <algorithm>
#include <cmath>

namespace gpu {

using report::kPt;
using report::Text;
namespace colors = report::colors;

namespace {

constexpr int kMaxExtraWarnings = 8; ///< "think twice" cards of the ranking beyond the report's

QString dateText(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : CardFields::unknownText();
}

QString orUnknown(const QString &s)
{
    return s.trimmed().isEmpty() ? CardFields::unknownText() : s;
}

} // namespace

QStringList ReportBuilder::Private::describeFilter(const CardFilter &f) const
{
    return ReportBuilder::describeFilter(f, request.currency, locale);
}

QStringList ReportBuilder::describeFilter(
    const CardFilter &f, Currency currency, const QLocale &locale)
{
    const auto number
        = [&locale](double v, int decimals) { return locale.toString(v, 'f', decimals); };
    // As Private::money() writes amounts.
    const auto money = [&number](double amount, Currency c) -> QString {
        const bool whole = std::abs(amount - std::round(amount)) < 0.005 || amount >= 100;
        return number(amount, whole ? 0 : 2) + QLatin1Char(' ') + toCode(c);
    };
    QStringList out;
    const auto sorted = [](QStringList list) {
        list.sort();
        return list.join(Private::listSeparator());
    };
    if (!f.vendors.isEmpty())
        out.append(tr("vendor %1").arg(sorted(f.vendors.values())));
    if (!f.productLines.isEmpty()) {
        QStringList lines;
        for (ProductLine l : f.productLines)
            lines.append(CardFields::productLineName(l));
        out.append(tr("product line %1").arg(sorted(lines)));
    }
    if (!f.architectures.isEmpty())
        out.append(tr("architecture %1").arg(sorted(f.architectures.values())));
    if (!f.forms.isEmpty()) {
        QStringList forms;
        for (Form form : f.forms)
            forms.append(CardFields::formName(form));
        out.append(tr("form %1").arg(sorted(forms)));
    }
    if (f.minMemoryGb)
        out.append(tr("memory at least %1 GB").arg(number(*f.minMemoryGb, 0)));
    if (f.maxMemoryGb)
        out.append(tr("memory at most %1 GB").arg(number(*f.maxMemoryGb, 0)));
    if (f.minPrice)
        out.append(tr("price at least %1").arg(money(*f.minPrice, currency)));
    if (f.maxPrice)
        out.append(tr("price at most %1").arg(money(*f.maxPrice, currency)));
    if (f.maxTdpWatts)
        out.append(tr("board power at most %1 W").arg(number(*f.maxTdpWatts, 0)));
    if (f.minComputeCapability)
        out.append(tr("compute capability at least %1").arg(f.minComputeCapability->toString()));
    if (f.hasTensorCores)
        out.append(*f.hasTensorCores ? tr("with tensor cores") : tr("without tensor cores"));
    if (f.cudaSupport) {
        switch (*f.cudaSupport) {
        case CudaSupport::Supported:
            out.append(tr("supported by current CUDA"));
            break;
        case CudaSupport::Unsupported:
            out.append(tr("no longer supported by CUDA"));
            break;
        case CudaSupport::NotCuda:
            out.append(tr("not CUDA (AMD, Intel)"));
            break;
        }
    }
    if (f.minReleaseYear)
        out.append(tr("released in %1 or later").arg(*f.minReleaseYear));
    if (f.maxReleaseYear)
        out.append(tr("released in %1 or earlier").arg(*f.maxReleaseYear));
    if (!f.search.trimmed().isEmpty())
        out.append(tr("name contains \"%1\"").arg(f.search.trimmed()));
    return out;
}

void ReportBuilder::Private::buildRecommendations()
{
    heading(tr("Recommendations"));
    int ranked = 0;
    int matching = 0;
    for (qsizetype i = 0; i < result.verdicts.size(); ++i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.rank > 0)
            ++ranked;
        if (v.withinBudget)
            ++matching;
    }
    paragraph(tr("%1 cards match the request and %2 of them could be ranked. Performance is "
                 "relative to the reference card (%3 = 1.00).")
                  .arg(matching)
                  .arg(ranked)
                  .arg(result.reference.label()));
    // Cards a budget leaves out for want of a price, with their last known price and the price
    // that would make them worth buying: never dropped silently.
    if (request.budget)
        if (const QString unpriced = Ranking::unpricedSentence(result, data, request, 12);
            !unpriced.isEmpty())
            paragraph(unpriced, 9, colors::warning());
    if (recommended.isEmpty()) {
        paragraph(result.noPickReason, 10, colors::warning());
        return;
    }
    for (int index : std::as_const(recommended))
        buildPick(index, ranked);
}

// One recommended card (a verdict index): its picks, its figures, why, and what to check.
void ReportBuilder::Private::buildPick(int index, int ranked)
{
    const Recommendation &r = result.recommendation;
    const CardVerdict &v = result.verdicts.at(index);
    space(6);
    subheading(v.key.label());
    QStringList roles;
    if (r.bestOverall == index)
        roles.append(tr("Best performance within the budget"));
    if (r.bestValue == index)
        roles.append(tr("Best performance per price"));
    if (r.mostMemoryPerPrice == index)
        roles.append(tr("Most memory per price"));
    if (v.rank > 0)
        roles.append(tr("rank %1 of %2").arg(v.rank).arg(ranked));
    paragraph(roles.join(QStringLiteral(" · ")), 8.5, colors::accent(), true);
    if (options.currentCard && v.key == *options.currentCard)
        paragraph(
            tr("This is your current card: for this pick, keep it."), 8.5, colors::warning(), true);
    keyValues(pickFigures(v), 2);
    space(4);
    // This card's picks say first which better cards they were preferred to.
    const QStringList why = r.notesFor(index) + v.reasons;
    if (!why.isEmpty()) {
        paragraph(tr("Why:"), 9, colors::text(), true);
        for (const QString &reason : why)
            bullet(reason);
    }
    if (!v.flags.isEmpty()) {
        paragraph(tr("Check before buying:"), 9, colors::warning(), true);
        for (Flag f : v.flags)
            bullet(flagText(f, request.workload), colors::warning());
    }
}

// The figures of a recommended card, as label and value.
QList<QPair<QString, QString>> ReportBuilder::Private::pickFigures(const CardVerdict &v) const
{
    const Card *c = card(v);
    QList<QPair<QString, QString>> figures;
    QString priceCell = CardFields::unknownText();
    if (v.price)
        priceCell = priceText(*v.price);
    figures.append({tr("Price"), priceCell});
    figures.append({tr("Relative performance"), relativeText(v)});
    if (options.currentCard) {
        const CardVerdict *now = verdict(*options.currentCard);
        if (now && now->relative && *now->relative > 0 && v.relative)
            figures.append({tr("Over your current card"),
                tr("%1 × the performance of %2")
                    .arg(number(*v.relative / *now->relative, 2), options.currentCard->label())});
    }
    QString measured = CardFields::unknownText();
    if (v.measured)
        measured = tr("%1 %2, %3 (%4)")
                       .arg(number(v.measured->value, v.measured->value < 100 ? 1 : 0),
                           v.measured->unit, v.measured->network,
                           v.measured->date.isValid() ? v.measured->date.toString(Qt::ISODate)
                                                      : CardFields::unknownText());
    figures.append({tr("Measured"), measured});
    figures.append(
        {tr("Estimated"), optionalNumber(v.estimatedThroughput, 0, result.parameters.unit)});
    // Named and rounded as the ranking's field table says for people (RankingFields.h).
    for (const auto &[name, figure] :
        {std::pair {QStringLiteral("performance_per_price"), v.performancePerPrice},
            std::pair {QStringLiteral("performance_per_watt"), v.performancePerWatt}}) {
        const RankingField field = shownRankingField(name, request.currency);
        figures.append({field.figureName(),
            figure ? field.shownNumber(*figure, locale) : CardFields::unknownText()});
    }
    figures.append({tr("Memory per GPU"),
        number(v.memoryPerGpuGb, v.memoryPerGpuGb == std::floor(v.memoryPerGpuGb) ? 0 : 1)
            + QStringLiteral(" GB")});
    figures.append({tr("Board power"),
        c ? optionalNumber(c->tdpWatts, 0, QStringLiteral("W")) : CardFields::unknownText()});
    if (v.costOfOwnership)
        figures.append({tr("Cost of ownership"),
            tr("%1 over %2 years")
                .arg(money(*v.costOfOwnership, request.currency),
                    number(request.ownershipYears, 0))});
    // Like for like only (the same GPU, on demand first; else the nearest class, said): the
    // cheapest cloud GPU of any kind says nothing about buying this one.
    if (v.rentBreakEvenHours && !v.rentOffer.isEmpty())
        figures.append({tr("Cloud break-even"),
            (v.rentNearestClass ? tr("%1 hours of %2 (nearest class)") : tr("%1 hours of %2"))
                .arg(number(*v.rentBreakEvenHours, 0), offeringForReader(v.rentOffer))});
    return figures;
}

void ReportBuilder::Private::buildChart()
{
    heading(tr("Cost efficiency"));
    QList<ReportChart::Bar> bars;
    QStringList missing;
    for (const CardKey &key : std::as_const(tableCards)) {
        const CardVerdict *v = verdict(key);
        if (!v || !v->performancePerPrice || !std::isfinite(*v->performancePerPrice)) {
            missing.append(key.label());
            continue;
        }
        ReportChart::Bar bar;
        bar.label = key.label();
        bar.value = std::max(0.0, *v->performancePerPrice);
        bar.valueText = number(bar.value, bar.value < 0.1 ? 3 : 2);
        bar.highlighted = isRecommended(key);
        bars.append(bar);
    }
    std::stable_sort(bars.begin(), bars.end(),
        [](const ReportChart::Bar &a, const ReportChart::Bar &b) { return a.value > b.value; });
    paragraph(tr("How much performance each unit of money buys: relative performance per 1,000 "
                 "%1 of the card's price. Longer is better.")
                  .arg(toCode(request.currency)),
        8.5, colors::muted(), true);
    if (bars.isEmpty()) {
        paragraph(tr("No card of this report has both a price and a performance figure."));
        return;
    }
    report::Block block;
    block.content = std::make_shared<ReportChart>(bars,
        shownRankingField(QStringLiteral("performance_per_price"), request.currency).describe(),
        tr("recommended"), tr("compared on request"), fonts, locale, document.contentWidth());
    document.add(block);
    if (!missing.isEmpty())
        paragraph(tr("Not in the chart (no price or no performance figure): %1")
                      .arg(missing.join(listSeparator())),
            8, colors::muted());
}

void ReportBuilder::Private::figureTable(
    const QStringList &headers, const QList<QStringList> &rows, const QList<bool> &highlighted)
{
    // Column widths: each figure column as wide as its widest line (header words included),
    // the card names take the rest. If that leaves the names too little, all shrink alike.
    report::Table table;
    table.padding = 2 * kPt;
    const double w = document.contentWidth();
    const QFont headerFont = fonts.font(6.5, true);
    const QFont cellFont = fonts.font(7);
    const auto natural = [](const QString &s, const QFont &font) {
        return Text(s, font, Qt::black, 1e7).naturalWidth();
    };
    QList<double> widths(headers.size(), 0.0);
    for (int col = 1; col < headers.size(); ++col) {
        widths[col] = natural(headers.at(col), headerFont);
        for (const QStringList &r : std::as_const(rows))
            widths[col] = std::max(widths[col], natural(r.at(col), cellFont));
        widths[col] += 2 * table.padding + 1 * kPt;
    }
    double figures = 0;
    for (int col = 1; col < widths.size(); ++col)
        figures += widths.at(col);
    const double minimumName = w * 0.22;
    if (w - figures < minimumName) {
        const double shrink = (w - minimumName) / figures;
        for (int col = 1; col < widths.size(); ++col)
            widths[col] *= shrink;
        figures = w - minimumName;
    }
    widths[0] = w - figures;
    table.columnWidths = widths;
    const auto cellWidth = [&](int col) { return table.columnWidths.at(col) - 2 * table.padding; };
    report::TableRow header;
    for (int col = 0; col < headers.size(); ++col)
        header.cells.append(text(headers.at(col), 6.5, cellWidth(col), true, colors::text(),
            col == 0 ? Qt::AlignLeft : Qt::AlignRight, true));
    table.header = header;
    for (int r = 0; r < rows.size(); ++r) {
        report::TableRow row;
        for (int col = 0; col < rows.at(r).size(); ++col)
            row.cells.append(
                text(rows.at(r).at(col), 7, cellWidth(col), col == 0 && highlighted.at(r),
                    colors::text(), col == 0 ? Qt::AlignLeft : Qt::AlignRight, col != 0));
        if (highlighted.at(r))
            row.fill = colors::highlightFill();
        table.rows.append(row);
    }
    report::Block block;
    block.content = table;
    document.add(block);
}

void ReportBuilder::Private::buildModelFit()
{
    const ReportModelFit &fit = *options.modelFit;
    const MemoryRequest &r = fit.request;
    heading(tr("Will %1 fit").arg(fit.model.name));
    const QString how = r.method == FitMethod::Inference
        ? tr("Inference with the weights in %1, a context of %2 tokens and a batch of %3.")
              .arg(toCode(r.weights).toUpper(), locale.toString(r.context))
              .arg(r.batch)
        : tr("%1 fine-tuning, sequences of %2 tokens, a batch of %3 per GPU.")
              .arg(r.method == FitMethod::Qlora     ? QStringLiteral("QLoRA")
                      : r.method == FitMethod::Lora ? QStringLiteral("LoRA")
                                                    : tr("Full"),
                  locale.toString(r.context))
              .arg(r.batch);
    const MemoryEstimate one = estimateMemory(fit.model, r);
    paragraph(tr("%1 (%2 billion parameters). %3 On one GPU it needs %4 GB.")
                  .arg(fit.model.name, number(fit.model.paramsTotalB, 1), how,
                      number(one.total.total(), 1)));
    for (const QString &a : one.assumptions)
        bullet(a, colors::muted());
    space(4);
    const QList<FitConfiguration> &rows = fit.configurations;
    int fitting = 0;
    for (const FitConfiguration &c : rows)
        fitting += c.fits ? 1 : 0;
    if (fitting == 0) {
        paragraph(tr("No card or configuration within the request's limits holds it."));
        return;
    }
    const bool training = r.method != FitMethod::Inference;
    if (!training)
        buildInferenceSetUps();
    paragraph(tr("The configurations that hold it, best first; memory per GPU in GB as printed "
                 "on cards (GiB), the card's memory last."),
        8.5, colors::muted(), true);
    const QStringList headers = {tr("Configuration"), tr("Weights"),
        training ? tr("Gradients") : tr("KV cache"), tr("Activ-\nations"),
        training ? tr("Optimizer") : tr("Tokens/s"), tr("Over-\nhead"), tr("Needs\nper GPU"),
        tr("Card\nGB"), tr("Price\n%1").arg(toCode(request.currency)), tr("Rent per\nhour")};
    QList<QStringList> table;
    QList<bool> highlighted;
    for (const FitConfiguration &c : rows) {
        if (!c.fits)
            continue;
        if (table.size() >= 8)
            break;
        const MemoryBreakdown &b = c.estimate.perGpu;
        const QString unknown = CardFields::unknownText();
        table.append({c.name(), number(b.weights, 1),
            training ? number(b.gradients, 2) : number(b.kvCache, 2), number(b.activations, 2),
            training ? number(b.optimizer, 2)
                     : (c.tokensPerSecond ? number(*c.tokensPerSecond, 1) : unknown),
            number(b.overhead, 1), number(b.total(), 1), number(c.card->memoryPerGpuGb(), 0),
            c.totalPrice() ? number(*c.totalPrice(), 0) : unknown,
            c.rentPerHour ? number(*c.rentPerHour, 1) : unknown});
        highlighted.append(false);
    }
    figureTable(headers, table, highlighted);
    QStringList caveats;
    for (const FitConfiguration &c : rows) {
        if (!c.fits)
            continue;
        for (const QString &caveat : c.caveats)
            if (!caveats.contains(caveat))
                caveats.append(caveat);
        if (caveats.size() >= 6)
            break;
    }
    for (const QString &c : caveats)
        bullet(c, colors::warning());
    if (training)
        buildFineTuningJob();
    // Buy or rent, like for like: the rentals the table's figures come from.
    int rentals = 0;
    for (const FitConfiguration &c : rows) {
        if (!c.fits || !c.rentPerHour || rentals >= 4)
            continue;
        ++rentals;
        const auto hours = c.breakEvenHours();
        bullet(hours ? tr("%1: rented as %2 at %3 %4 an hour, so its price pays for %5 hours of "
                          "renting.")
                           .arg(c.name(), offeringForReader(c.rentOffer), number(*c.rentPerHour, 1),
                               toCode(request.currency), number(*hours, 0))
                     : tr("%1: rented as %2 at %3 %4 an hour.")
                           .arg(c.name(), offeringForReader(c.rentOffer), number(*c.rentPerHour, 1),
                               toCode(request.currency)),
            colors::muted());
    }
}

void ReportBuilder::Private::buildComparison()
{
    heading(tr("Side-by-side comparison"));
    if (tableCards.isEmpty()) {
        paragraph(tr("No card to compare: none was recommended or chosen for comparison."));
        return;
    }
    paragraph(tr("Recommended cards (★) first, then the cards you chose to compare. Prices in %1 "
                 "with the date they were seen; \"—\" means unknown.")
                  .arg(toCode(request.currency)),
        8.5, colors::muted(), true);
    // The compute rate the model uses (PerformanceModel::computeTflops): TF32 tensor math where
    // the card has it for FP32, INT8 in TOPS, and 16-bit math for 4-bit weights.
    QString compute;
    switch (request.precision) {
    case Precision::Fp32:
        compute = tr("TF32/FP32\nTFLOPS");
        break;
    case Precision::Int8:
        compute = tr("INT8\nTOPS");
        break;
    case Precision::Int4:
        compute = tr("FP16\nTFLOPS");
        break;
    default:
        compute = tr("%1\nTFLOPS").arg(toCode(request.precision).toUpper());
        break;
    }
    // Short labels, the unit on a line of its own: the columns are narrow.
    const QStringList headers = {tr("Card"), tr("Rank"), tr("Memory\nGB/GPU"),
        tr("Bandwidth\nGB/s"), compute, tr("Power\nW"), tr("CUDA\nCC"),
        tr("Price\n%1").arg(toCode(request.currency)), tr("Rel.\nperf."),
        tr("Perf. per\n1k %1").arg(toCode(request.currency)), tr("Perf.\nper kW")};
    QList<QStringList> rows;
    QList<bool> highlighted;
    for (const CardKey &key : std::as_const(tableCards)) {
        const Card *c = card(key);
        const CardVerdict *v = verdict(key);
        const bool recommendedCard = isRecommended(key);
        const auto price = this->price(key);
        // Every price not seen as it is shown is marked ≈ (an estimate, or converted from
        // another currency); an estimate says so under it, a price seen its date.
        QString priceCell = CardFields::unknownText();
        if (price && price->isEstimate())
            priceCell = approximatePriceText(number(std::round(price->amount), 0), true)
                + QLatin1Char('\n') + priceBasisText(*price, PriceWordsLength::Short);
        else if (price)
            priceCell = approximatePriceText(number(price->amount, price->amount >= 100 ? 0 : 2),
                            price->isApproximate())
                + QLatin1Char('\n') + dateText(price->date);
        const QString unknown = CardFields::unknownText();
        const double memory = c ? c->memoryPerGpuGb() : 0;
        const bool current = options.currentCard && key == *options.currentCard;
        rows.append({(recommendedCard ? QStringLiteral("★ ") : QString()) + key.label()
                + (current ? QLatin1Char('\n') + tr("(current card)") : QString()),
            v && v->rank > 0 ? QString::number(v->rank) : unknown,
            c ? number(memory, memory == std::floor(memory) ? 0 : 1) : unknown,
            c ? optionalNumber(c->memoryBandwidthGBps, 0) : unknown,
            c ? optionalNumber(PerformanceModel::computeTflops(*c, request.precision), 1) : unknown,
            c ? optionalNumber(c->tdpWatts, 0) : unknown,
            c && c->computeCapability ? c->computeCapability->toString() : unknown, priceCell,
            v && v->relative ? number(*v->relative, 2) : unknown,
            v ? optionalNumber(v->performancePerPrice,
                CardFields::decimalsFor(v->performancePerPrice.value_or(1), 2))
              : unknown,
            v ? optionalNumber(v->performancePerWatt, 1) : unknown});
        highlighted.append(recommendedCard);
    }

    figureTable(headers, rows, highlighted);
    bool anyUnranked = false;
    for (const CardKey &key : std::as_const(tableCards))
        if (!result.verdictFor(key))
            anyUnranked = true;
    if (anyUnranked)
        paragraph(tr("A card without a rank is outside the request (over the budget or filtered "
                     "out); it is judged by the same model and reference for comparison."),
            8, colors::muted());
}

void ReportBuilder::Private::buildWarnings()
{
    heading(tr("Think twice"));
    paragraph(tr("A low price can hide a card that current CUDA no longer supports, slow 16-bit "
                 "math, too little memory, the risks of the used market, or a power supply "
                 "that is too small. Read these before you buy."),
        8.5, colors::muted(), true);
    QList<const CardVerdict *> cards;
    for (const CardKey &key : std::as_const(tableCards))
        if (const CardVerdict *v = verdict(key))
            cards.append(v);
    int extra = 0;
    int skipped = 0;
    for (int index : std::as_const(result.recommendation.thinkTwice)) {
        if (index < 0 || index >= result.verdicts.size())
            continue;
        const CardVerdict *v = &result.verdicts.at(index);
        if (cards.contains(v) || !v->hasWarning())
            continue;
        if (extra < kMaxExtraWarnings) {
            cards.append(v);
            ++extra;
        } else {
            ++skipped;
        }
    }
    // One line per warning with the cards it applies to (Ranking::warningLines()); how a price
    // was found is said in the sources, here only what can go wrong.
    const QList<WarningLine> lines = Ranking::warningLines(cards, request.workload);
    const bool any = !lines.isEmpty();
    for (const WarningLine &line : lines)
        bullet(line.text(int(line.cards.size())), colors::warning()); // every name: a page has room
    if (!any)
        paragraph(tr("No card in this report carries a warning."));
    if (skipped > 0)
        paragraph(tr("Further cards of the catalog with warnings, not listed here: %1. The ranking "
                     "in the app shows them all.")
                      .arg(skipped),
            8, colors::muted());
}

// Buy or rent, like for like (docs/ranking.md): for the cards of this report, the rental of the
// same GPU (or the nearest class, said so), the hours that cost the card's price, and three years
// of owning against renting the same hours.
void ReportBuilder::Private::buildBuyOrRent()
{
    QList<const CardVerdict *> cards;
    for (const CardKey &key : std::as_const(tableCards))
        if (const CardVerdict *v = verdict(key); v && !v->rentOffer.isEmpty())
            cards.append(v);
    if (cards.isEmpty())
        return;
    heading(tr("Buy or rent"));
    QString assumptions
        = tr("Each card against the cloud rental of the same GPU, on demand (an interruptible "
             "price only where no other is known, and the nearest class where no cloud rents "
             "that GPU, marked ≈). Three years at %1 hours a day; owning counts the price")
              .arg(locale.toString(request.hoursPerDay, 'f', 0));
    QStringList counted;
    if (request.hostSystemCost > 0)
        counted << tr("the rest of the system (%1)")
                       .arg(money(request.hostSystemCost, request.currency));
    if (request.electricityPricePerKwh > 0)
        counted << tr("electricity at %1 per kWh")
                       .arg(money(request.electricityPricePerKwh, request.currency));
    if (request.resaleShare > 0)
        counted << tr("less %1 % resale").arg(locale.toString(request.resaleShare * 100, 'f', 0));
    assumptions += counted.isEmpty()
        ? QStringLiteral(".")
        : QStringLiteral(", ") + counted.join(listSeparator()) + QStringLiteral(".");
    paragraph(assumptions, 8.5, colors::muted(), true);
    const QStringList headers = {tr("Card"), tr("Rented as"), tr("Per hour"),
        tr("Break-even (hours)"), tr("Owning, 3 years"), tr("Renting, 3 years")};
    QList<QStringList> rows;
    QList<bool> highlighted;
    for (const CardVerdict *v : std::as_const(cards)) {
        QString rented = offeringForReader(v->rentOffer);
        if (v->rentNearestClass)
            rented = QStringLiteral("≈ ") + rented;
        if (v->rentInterruptible)
            rented += QLatin1Char(' ') + tr("(interruptible)");
        rows.append({v->key.label(), rented,
            v->rentPerHour ? money(*v->rentPerHour, request.currency) : CardFields::unknownText(),
            v->rentBreakEvenHours ? locale.toString(*v->rentBreakEvenHours, 'f', 0)
                                  : CardFields::unknownText(),
            // Owning counts the price: ≈ where that price is converted or estimated.
            v->ownCost3y ? approximatePriceText(
                money(*v->ownCost3y, request.currency), v->price && v->price->isApproximate())
                         : CardFields::unknownText(),
            v->rentCost3y ? money(*v->rentCost3y, request.currency) : CardFields::unknownText()});
        highlighted.append(false);
    }
    figureTable(headers, rows, highlighted);
}

void ReportBuilder::Private::buildSources()
{
    heading(tr("Prices, benchmarks and their sources"));
    if (tableCards.isEmpty()) {
        paragraph(tr("No card was compared, so no figure needs its source here."));
        return;
    }
    paragraph(tr("The date and source of every price, measured result and specification used "
                 "above. Prices seen in other currencies are converted at the rate of their own "
                 "date (monthly averages of the Federal Reserve's H.10 series, docs/data-sources."
                 "md), a price after the newest rate known (%2) at that rate, and marked ≈; "
                 "launch prices at %1 CNY per USD.")
                  .arg(number(ratesNow().cnyPerUsdNow(), 2), newestRateMonth()),
        8.5, colors::muted(), true);
    const double w = document.contentWidth();
    report::Table table;
    table.columnWidths = {w * 0.22, w * 0.31, w * 0.11, w * 0.36};
    table.padding = 2 * kPt;
    const auto cellWidth = [&](int col) { return table.columnWidths.at(col) - 2 * table.padding; };
    const QStringList headers = {tr("Card"), tr("Figure"), tr("Date"), tr("Source")};
    report::TableRow header;
    for (int col = 0; col < headers.size(); ++col)
        header.cells.append(text(headers.at(col), 7, cellWidth(col), true));
    table.header = header;
    const auto addRow = [&](const QString &name, const QString &figure, const QString &date,
                            const QString &source) {
        report::TableRow row;
        row.cells = {text(name, 7, cellWidth(0)), text(figure, 7, cellWidth(1)),
            text(date, 7, cellWidth(2)),
            text(
                orUnknown(source), 6.5, cellWidth(3), false, colors::muted(), Qt::AlignLeft, true)};
        table.rows.append(row);
    };
    for (const CardKey &key : std::as_const(tableCards)) {
        const Card *c = card(key);
        const CardVerdict *v = verdict(key);
        const QString name = key.label();
        const auto p = price(key);
        const bool launchEstimate = p && p->basis == PriceBasis::LaunchPriceEstimate;
        if (p && !launchEstimate) {
            //: %1 the amount, %2 how it was obtained ("used street price").
            QString figure = tr("Price %1, %2")
                                 .arg(money(p->amount, p->currency),
                                     priceBasisText(*p, PriceWordsLength::Short));
            if (!p->seller.isEmpty())
                figure += listSeparator() + nameForReader(p->seller, p->sourceUrl);
            if (const QString origin = priceOriginText(*p); !origin.isEmpty())
                figure += QStringLiteral(" (%1)").arg(origin);
            addRow(name, figure, dateText(p->date), p->sourceUrl);
        } else if (!p) {
            addRow(name, tr("Price: none known"), CardFields::unknownText(), QString());
        }
        if (v && v->measured) {
            const MeasuredResult &m = *v->measured;
            addRow(name,
                tr("Measured %1: %2 %3")
                    .arg(m.network, number(m.value, m.value < 100 ? 1 : 0), m.unit),
                dateText(m.date), m.sourceUrl);
        }
        // The launch price comes from the same source as the specifications.
        if (c && launchEstimate)
            addRow(name,
                //: %1 the price ("≈ 11,513 CNY"), %2 how it was obtained ("estimate from the
                //: launch price of 1,599 USD, converted at 7.20 CNY/USD"), %3 the release date.
                tr("Specifications; %1, %2 (released %3)")
                    .arg(approximatePriceText(money(std::round(p->amount), p->currency), true),
                        priceBasisText(*p), orUnknown(c->releaseDate)),
                orUnknown(c->sourceDate), c->sourceUrl);
        else if (c)
            addRow(name, tr("Specifications"), orUnknown(c->sourceDate), c->sourceUrl);
    }
    report::Block block;
    block.content = table;
    document.add(block);
    space(10);
    paragraph(tr("Performance figures are estimates from public specifications and benchmarks; "
                 "prices change quickly. Check the current price and your software's hardware "
                 "support before you buy."),
        8, colors::muted());
}

} // namespace gpu
