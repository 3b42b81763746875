// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportBuilder_p.h"

#include "CardFields.h"
#include "NameReadings.h"
#include "PdfFixups_p.h"
#include "PriceWords.h"

#include <QBuffer>
#include <QDir>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>
#include <QSaveFile>
#include <QSet>

#include <cmath>

namespace gpu {

using report::kPt;
using report::Text;
namespace colors = report::colors;

namespace {

// Paints pages into the PDF writer: the first page by starting the painter, the next ones by
// QPdfWriter::newPage().
class PdfSink : public report::PageSink
{
public:
    PdfSink(QPdfWriter &writer, QPainter &painter)
        : m_writer(writer)
        , m_painter(painter)
    { }
    QPainter *startPage(int index) override
    {
        if (index == 0) {
            if (!m_painter.begin(&m_writer))
                return nullptr;
            m_painter.setRenderHint(QPainter::Antialiasing);
        } else if (m_painter.isActive()) {
            m_writer.newPage();
        }
        return m_painter.isActive() ? &m_painter : nullptr;
    }

private:
    QPdfWriter &m_writer;
    QPainter &m_painter;
};

// Paints one page into an image (preview); the other pages are only laid out.
class ImageSink : public report::PageSink
{
public:
    ImageSink(QImage &image, int page, double scale)
        : m_image(image)
        , m_page(page)
        , m_scale(scale)
    { }
    ~ImageSink() override
    {
        if (m_painter.isActive())
            m_painter.end();
    }
    QPainter *startPage(int index) override
    {
        if (m_painter.isActive())
            m_painter.end();
        if (index != m_page)
            return nullptr;
        m_painter.begin(&m_image);
        m_painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        m_painter.scale(m_scale, m_scale);
        return &m_painter;
    }

private:
    QImage &m_image;
    int m_page;
    double m_scale;
    QPainter m_painter;
};

} // namespace

// ---- Private: building blocks --------------------------------------------------------------

ReportBuilder::Private::Private(const CatalogData &d, const RankingRequest &rq,
    const RankingResult &rs, const QList<CardKey> &cmp, const ReportOptions &o,
    const ReportFonts &f)
    : data(d)
    , request(rq)
    , result(rs)
    , compare(cmp)
    , options(o)
    , fonts(f)
    , locale(o.language == QLatin1String("zh_CN")
              ? QLocale(QLocale::Chinese, QLocale::China)
              : QLocale(QLocale::English, QLocale::UnitedStates))
    , document(QPageSize(o.pageSize).size(QPageSize::Point))
{
    pricesByCard = indexPricesByCard(data.prices);
}

Text ReportBuilder::Private::text(const QString &s, double pointSize, double width, bool bold,
    const QColor &color, Qt::Alignment alignment, bool wrapAnywhere)
{
    if (containsChinese(s))
        needsChinese = true;
    return Text(s, fonts.font(pointSize, bold), color, width, alignment, wrapAnywhere);
}

void ReportBuilder::Private::title(const QString &s, const QString &subtitle, const QString &meta)
{
    const double w = document.contentWidth();
    report::Block b;
    b.content = text(s, 20, w, true, colors::accent());
    document.add(b);
    document.addSpace(4 * kPt);
    b.content = text(subtitle, 11.5, w, false, colors::text());
    document.add(b);
    document.addSpace(3 * kPt);
    b.content = text(meta, 8.5, w, false, colors::muted());
    b.rule = colors::accent();
    document.add(b);
    document.addSpace(10 * kPt);
}

void ReportBuilder::Private::heading(const QString &s)
{
    document.addSpace(14 * kPt);
    report::Block b;
    b.content = text(s, 13, document.contentWidth(), true, colors::accent());
    b.keepWithNext = true;
    b.rule = colors::rule();
    document.add(b);
    document.addSpace(5 * kPt);
}

void ReportBuilder::Private::subheading(const QString &s, bool keepWithNext)
{
    report::Block b;
    b.content = text(s, 10.5, document.contentWidth(), true);
    b.keepWithNext = keepWithNext;
    document.add(b);
    document.addSpace(2.5 * kPt);
}

void ReportBuilder::Private::paragraph(
    const QString &s, double pointSize, const QColor &color, bool keepWithNext)
{
    report::Block b;
    b.keepWithNext = keepWithNext;
    b.content = text(s, pointSize, document.contentWidth(), false, color);
    document.add(b);
    document.addSpace(3 * kPt);
}

void ReportBuilder::Private::bullet(const QString &s, const QColor &color, double indentPt)
{
    report::Block b;
    b.indent = indentPt * kPt;
    b.content = text(s, 9, document.contentWidth() - b.indent, false, color);
    b.marker = text(QStringLiteral("•"), 9, 8 * kPt, false, color);
    document.add(b);
    document.addSpace(1.5 * kPt);
}

void ReportBuilder::Private::space(double points)
{
    document.addSpace(points * kPt);
}

void ReportBuilder::Private::keyValues(const QList<QPair<QString, QString>> &pairs, int pairsPerRow)
{
    const double w = document.contentWidth();
    report::Table table;
    table.stripes = false;
    table.grid = pairsPerRow > 1;
    table.padding = 2 * kPt;
    if (pairsPerRow == 1)
        table.columnWidths = {w * 0.3, w * 0.7};
    else
        table.columnWidths = {w * 0.19, w * 0.31, w * 0.19, w * 0.31};
    for (int i = 0; i < pairs.size(); i += pairsPerRow) {
        report::TableRow row;
        for (int j = 0; j < pairsPerRow; ++j) {
            const int k = i + j;
            const double lw = table.columnWidths.at(2 * j) - 2 * table.padding;
            const double vw = table.columnWidths.at(2 * j + 1) - 2 * table.padding;
            row.cells.append(text(
                k < pairs.size() ? pairs.at(k).first : QString(), 8.5, lw, false, colors::muted()));
            row.cells.append(text(k < pairs.size() ? pairs.at(k).second : QString(), 8.5, vw));
        }
        table.rows.append(row);
    }
    report::Block b;
    b.content = table;
    document.add(b);
}

// ---- Private: facts ------------------------------------------------------------------------

const Card *ReportBuilder::Private::card(const CardKey &key) const
{
    const int i = data.indexOfCard(key);
    return i >= 0 ? &data.cards.at(i) : nullptr;
}

const Card *ReportBuilder::Private::card(const CardVerdict &v) const
{
    if (v.cardIndex >= 0 && v.cardIndex < data.cards.size()
        && data.cards.at(v.cardIndex).key == v.key)
        return &data.cards.at(v.cardIndex);
    return card(v.key);
}

void ReportBuilder::Private::judgeComparedOutsideRequest()
{
    QSet<QString> ids;
    CatalogData subset;
    for (const CardKey &key : std::as_const(compare)) {
        if (card(key) && !result.verdictFor(key) && !ids.contains(key.toId())) {
            subset.cards.append(*card(key));
            ids.insert(key.toId());
        }
    }
    if (subset.cards.isEmpty())
        return;
    // The reference card too, so relative figures have the same base as the ranking's.
    if (const Card *ref = card(result.reference); ref && !ids.contains(ref->key.toId())) {
        subset.cards.append(*ref);
        ids.insert(ref->key.toId());
    }
    for (const Price &p : std::as_const(data.prices))
        if (ids.contains(p.card.toId()))
            subset.prices.append(p);
    for (const BenchmarkResult &b : std::as_const(data.benchmarks))
        if (ids.contains(b.card.toId()))
            subset.benchmarks.append(b);
    subset.cloud = data.cloud;
    RankingRequest relaxed = request.withoutLimits();
    relaxed.reference = result.reference;
    relaxed.top = 0;
    PerformanceModel model;
    model.setParameters(request.workload, request.precision, result.parameters);
    outside = Ranking::rank(subset, relaxed, model);
    for (CardVerdict &v : outside.verdicts) {
        v.rank = 0;
        v.cardIndex = data.indexOfCard(v.key);
    }
}

const CardVerdict *ReportBuilder::Private::verdict(const CardKey &key) const
{
    if (const CardVerdict *v = result.verdictFor(key))
        return v;
    return compare.contains(key) ? outside.verdictFor(key) : nullptr;
}

bool ReportBuilder::Private::isRecommended(const CardKey &key) const
{
    for (int i : recommended)
        if (result.verdicts.keyOf(i) == key)
            return true;
    return false;
}

std::optional<CardPrice> ReportBuilder::Private::price(const CardKey &key) const
{
    if (const CardVerdict *v = verdict(key))
        return v->price;
    const Card *c = card(key);
    if (!c)
        return std::nullopt;
    return priceFor(*c, pricesByCard.value(key.toId()), request.currency, request.condition,
        request.rate, request.pricePolicy());
}

QString ReportBuilder::Private::number(double v, int decimals) const
{
    return locale.toString(v, 'f', decimals);
}

QString ReportBuilder::Private::optionalNumber(
    const std::optional<double> &v, int decimals, const QString &unit) const
{
    if (!v || !std::isfinite(*v))
        return CardFields::unknownText();
    return unit.isEmpty() ? number(*v, decimals) : number(*v, decimals) + QLatin1Char(' ') + unit;
}

QString ReportBuilder::Private::newestRateMonth() const
{
    const ExchangeRate rate = ratesNow();
    if (rate.table)
        if (const auto latest = rate.table->latest(QStringLiteral("USD")))
            return latest->date.toString(QStringLiteral("yyyy-MM"));
    return CardFields::unknownText();
}

ExchangeRate ReportBuilder::Private::ratesNow() const
{
    ExchangeRate r = request.rate;
    if (!r.table)
        r.table = std::make_shared<const RateTable>(data.rates);
    return r;
}

QString ReportBuilder::Private::money(double amount, Currency currency) const
{
    const bool whole = std::abs(amount - std::round(amount)) < 0.005 || amount >= 100;
    return number(amount, whole ? 0 : 2) + QLatin1Char(' ') + toCode(currency);
}

QString ReportBuilder::Private::priceText(const CardPrice &p) const
{
    // How the price was obtained in the words of every front end (PriceWords.h), and its seller.
    QStringList details {priceBasisText(p)};
    if (!p.isEstimate() && !p.seller.isEmpty())
        details.append(nameForReader(p.seller, p.sourceUrl));
    // ≈ for every price not seen as it is shown: an estimate or a converted amount.
    const QString amount = p.isEstimate()
        ? approximatePriceText(money(std::round(p.amount), p.currency), true)
        : approximatePriceText(money(p.amount, p.currency), p.isApproximate());
    return tr("%1 (%2)", "a price and its details").arg(amount, details.join(listSeparator()));
}

QString ReportBuilder::Private::relativeText(const CardVerdict &v) const
{
    if (!v.relative)
        return CardFields::unknownText();
    const QString x = number(*v.relative, 2) + QStringLiteral(" ×");
    if (v.measuredRelative)
        return tr("%1 (measured)").arg(x);
    // The estimate's basis and likely range (docs/ranking.md, "How sure an estimate is").
    return tr("%1 (%2)", "relative performance and how sure it is").arg(x, estimateSummary(v));
}

QString ReportBuilder::Private::conditionName(ConditionFilter c) const
{
    switch (c) {
    case ConditionFilter::New:
        return tr("new");
    case ConditionFilter::Used:
        return tr("used");
    case ConditionFilter::Any:
        return tr("new or used");
    }
    return {};
}

QString ReportBuilder::Private::listSeparator()
{
    return tr(", ", "separator between the items of a list");
}

// ---- Sections: title, request ------------------------------------------------------------

void ReportBuilder::Private::buildTitle()
{
    QString subtitle
        = workloadName(request.workload) + QStringLiteral(" · ") + precisionName(request.precision);
    if (request.budget)
        subtitle += QStringLiteral(" · ")
            + tr("budget %1").arg(money(*request.budget, request.currency));
    const QString meta
        = tr("Date %1 · GPU Advisor %2 · catalog version %3")
              .arg(options.date.toString(Qt::ISODate), options.appVersion, options.catalogVersion);
    title(tr("GPU recommendation report"), subtitle, meta);
}

void ReportBuilder::Private::buildRequest()
{
    heading(tr("Your request"));
    QList<QPair<QString, QString>> rows;
    rows.append({tr("Workload"), workloadName(request.workload)});
    rows.append({tr("Precision"), precisionName(request.precision)});
    if (request.workload == Workload::LlmInference)
        rows.append({tr("Model size"),
            tr("%1 billion parameters").arg(number(request.llmParametersBillions, 1))});
    rows.append({tr("Budget (card alone)"),
        request.budget ? money(*request.budget, request.currency) : tr("no limit")});
    rows.append({tr("Currency"),
        tr("%1 (prices seen in other currencies converted at the rate of their own date, "
           "those after the newest rate known (%3) at that rate; launch prices at %2 CNY per "
           "USD)")
            .arg(toCode(request.currency), number(ratesNow().cnyPerUsdNow(), 2),
                newestRateMonth())});
    rows.append({tr("Condition"), conditionName(request.condition)});
    rows.append({tr("Memory per GPU"),
        request.minMemoryGb ? tr("at least %1 GB").arg(number(*request.minMemoryGb, 0))
                            : tr("any")});
    rows.append({tr("Board power"),
        request.maxTdpWatts ? tr("at most %1 W").arg(number(*request.maxTdpWatts, 0)) : tr("any")});
    QStringList vendors = request.vendors.values();
    vendors.sort();
    rows.append({tr("Vendors"), vendors.isEmpty() ? tr("any") : vendors.join(listSeparator())});
    QStringList forms;
    for (Form f : request.forms)
        forms.append(CardFields::formName(f));
    forms.sort();
    rows.append({tr("Forms"), forms.isEmpty() ? tr("any") : forms.join(listSeparator())});
    const QStringList filters = describeFilter(request.filter);
    rows.append({tr("Further filters"),
        filters.isEmpty() ? tr("none") : filters.join(QStringLiteral("; "))});
    rows.append({tr("Software support"),
        request.software == SoftwarePolicy::IncludeLegacy
            ? tr("current and legacy builds (e.g. PyTorch's CUDA 12.6 builds for NVIDIA before "
                 "compute capability 7.5): legacy cards are flagged and may be picked")
            : tr("today's default builds: legacy cards (e.g. NVIDIA before compute capability "
                 "7.5) are flagged and never picked")});
    rows.append({tr("CUDA support"),
        tr("compute capability %1 or newer; older NVIDIA cards are flagged, never recommended")
            .arg(request.cudaMinimum.toString())});
    if (request.hostSystemCost > 0)
        rows.append({tr("Rest of the system"),
            tr("%1, added for performance per system price")
                .arg(money(request.hostSystemCost, request.currency))});
    if (request.electricityPricePerKwh > 0)
        rows.append({tr("Electricity"),
            tr("%1 per kWh, %2 hours a day for %3 years")
                .arg(money(request.electricityPricePerKwh, request.currency),
                    number(request.hoursPerDay, 0), number(request.ownershipYears, 0))});
    rows.append({tr("Reference card"), tr("%1 = 1.00").arg(result.reference.label())});
    QStringList compared;
    for (const CardKey &k : std::as_const(compare))
        if (card(k))
            compared.append(k.label());
    rows.append({tr("Compared on request"),
        compared.isEmpty() ? tr("none") : compared.join(listSeparator())});
    if (options.currentCard && card(*options.currentCard)) {
        const CardVerdict *now = verdict(*options.currentCard);
        rows.append({tr("Current card (baseline)"),
            now && now->relative ? tr("%1, relative performance %2")
                                       .arg(options.currentCard->label(), number(*now->relative, 2))
                                 : options.currentCard->label()});
    }
    keyValues(rows);
    space(6);
    if (!result.rule.isEmpty())
        paragraph(tr("How the cards are ranked: %1").arg(result.rule));
    // How sure the estimates are: `rank`'s words too (Ranking::accuracySentence()).
    paragraph(tr("Where a card has its own measured result, that result is used.")
            + QLatin1Char(' ') + Ranking::accuracySentence(result.parameters),
        8.5, colors::muted());
}

// ---- Public API ----------------------------------------------------------------------------

ReportBuilder::ReportBuilder(const CatalogData &data, const RankingRequest &request,
    const RankingResult &result, const QList<CardKey> &compare, const ReportOptions &options,
    const ReportFonts &fonts)
    : d(std::make_unique<Private>(data, request, result, compare, options, fonts))
{
    // The recommended cards: the ranking's picks, then the best-ranked recommendable cards
    // within the budget, up to maxRecommendations.
    const auto add = [this](std::optional<int> index) {
        if (index && *index >= 0 && *index < d->result.verdicts.size()
            && !d->recommended.contains(*index)
            && d->recommended.size() < std::max(1, d->options.maxRecommendations))
            d->recommended.append(*index);
    };
    const Recommendation &r = d->result.recommendation;
    add(r.bestOverall);
    add(r.bestValue);
    add(r.mostMemoryPerPrice);
    for (int i = 0; i < d->result.verdicts.size(); ++i) {
        const VerdictFigures &v = d->result.verdicts.figures(i);
        if (v.rank <= 0 || !v.recommendable)
            continue;
        if (d->request.budget && (!v.priceAmount || *v.priceAmount > *d->request.budget))
            continue;
        add(i);
    }
    // The reader's current card is compared as the baseline (judged like a compared card).
    if (const auto &now = d->options.currentCard;
        now && d->card(*now) && !d->compare.contains(*now))
        d->compare.prepend(*now);
    for (int i : std::as_const(d->recommended))
        d->tableCards.append(d->result.verdicts.at(i).key);
    for (const CardKey &k : std::as_const(d->compare))
        if (d->card(k) && !d->tableCards.contains(k))
            d->tableCards.append(k);

    d->judgeComparedOutsideRequest();
    d->document.setFonts(d->fonts.font(7.5));
    d->document.setRunningTexts(tr("GPU recommendation report") + QStringLiteral(" · ")
            + workloadName(d->request.workload) + QStringLiteral(" · ")
            + precisionName(d->request.precision),
        tr("GPU Advisor %1 · catalog %2 · %3")
            .arg(d->options.appVersion, d->options.catalogVersion,
                d->options.date.toString(Qt::ISODate)));
    // Translated now: the pages may be painted after the report's language was uninstalled.
    const QString pageNumber = tr("Page %1 of %2");
    d->document.setPageNumberText(
        [pageNumber](int page, int count) { return pageNumber.arg(page).arg(count); });
    d->reportTitle = tr("GPU recommendation report");
    d->buildTitle();
    d->buildRequest();
    if (d->options.modelFit)
        d->buildModelFit();
    d->buildRecommendations();
    d->buildChart();
    d->buildComparison();
    d->buildWarnings();
    d->buildBuyOrRent();
    d->buildSources();
}

ReportBuilder::~ReportBuilder() = default;

QString ReportBuilder::fontProblem() const
{
    // The page furniture and the translated text decide; the data (sellers' names) too.
    if (d->fonts.latinFamily.isEmpty() && d->fonts.cjkFamily.isEmpty())
        return d->fonts.problem();
    return d->needsChinese ? d->fonts.problem() : QString();
}

QString ReportBuilder::title() const
{
    return d->reportTitle;
}

int ReportBuilder::pageCount() const
{
    return d->document.pageCount();
}

QSizeF ReportBuilder::pageSizePoints() const
{
    return QPageSize(d->options.pageSize).size(QPageSize::Point);
}

QList<int> ReportBuilder::recommendedVerdicts() const
{
    return d->recommended;
}

QList<CardKey> ReportBuilder::comparedCards() const
{
    return d->tableCards;
}

QByteArray ReportBuilder::toPdf() const
{
    if (!fontProblem().isEmpty())
        return {};
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(int(report::kDpi));
        writer.setPageSize(QPageSize(d->options.pageSize));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        writer.setTitle(title());
        writer.setCreator(QStringLiteral("GPU Advisor %1").arg(d->options.appVersion));
        QPainter painter;
        PdfSink sink(writer, painter);
        d->document.run(&sink);
        if (painter.isActive())
            painter.end();
    }
    QHash<char32_t, char32_t> shared;
    if (!d->fonts.cjkFamily.isEmpty())
        shared = pdf::ideographsSharingGlyphs(QRawFont::fromFont(QFont(d->fonts.cjkFamily)));
    return pdf::fixUp(buffer.data(), shared, d->options.date);
}

QImage ReportBuilder::renderPage(int index, double dpi) const
{
    const QSizeF points = pageSizePoints();
    QImage image(QSize(int(std::ceil(points.width() * dpi / 72)),
                     int(std::ceil(points.height() * dpi / 72))),
        QImage::Format_ARGB32_Premultiplied);
    const int dotsPerMeter = int(std::lround(dpi / 0.0254));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    image.fill(Qt::white);
    {
        ImageSink sink(image, index, dpi / report::kDpi);
        d->document.run(&sink);
    }
    return image;
}

QString ReportBuilder::writePdf(const QString &path) const
{
    const QString problem = fontProblem();
    if (!problem.isEmpty())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), problem);
    const QByteArray bytes = toPdf();
    QSaveFile file(path);
    if (bytes.isEmpty() || !file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2")
            .arg(QDir::toNativeSeparators(path),
                bytes.isEmpty() ? tr("the PDF could not be drawn") : file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString error = file.errorString();
        file.cancelWriting();
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error);
    }
    if (!file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace gpu
