// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceHistoryChart.h"

#include "PriceWords.h"
#include "Pricing.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDateTimeAxis>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

/// Adds each line with its points to `chart` on the axes, the points in the line's colour and
/// without a legend entry of their own; a line without points is deleted with them.
void addLines(QChart *chart, QDateTimeAxis *xAxis, QValueAxis *yAxis,
    const QList<std::pair<QLineSeries *, QScatterSeries *>> &pairs)
{
    for (const auto &[line, points] : pairs) {
        if (line->count() == 0) {
            delete line;
            delete points;
            continue;
        }
        chart->addSeries(line);
        chart->addSeries(points);
        points->setColor(line->color());
        points->setBorderColor(line->color());
        for (QAbstractSeries *s :
            {static_cast<QAbstractSeries *>(line), static_cast<QAbstractSeries *>(points)}) {
            s->attachAxis(xAxis);
            s->attachAxis(yAxis);
        }
        // The points share the line's legend entry.
        const auto markers = chart->legend()->markers(points);
        for (auto *m : markers)
            m->setVisible(false);
    }
}

// The axes of the chart: months from the first price to the last (a month either side, so a
// single point does not sit on the frame), amounts in the currency from a little below the
// lowest to a little above the highest.
void setAxes(QDateTimeAxis *x, QValueAxis *y, const QPair<QDateTime, QDateTime> &span,
    const QPair<double, double> &amounts, Currency currency)
{
    x->setFormat(QStringLiteral("yyyy-MM"));
    x->setTickCount(4);
    x->setRange(span.first.addDays(-30), span.second.addDays(30));
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(toCode(currency));
    y->setRange(std::max(0.0, amounts.first * 0.9), amounts.second * 1.1);
    y->setTickCount(4);
    y->applyNiceNumbers();
}

// What a point is, in the words of every other place a price is shown: what its source calls
// it, the amount and date, the amount as seen, the seller and the feed.
QString pointWords(const Price &p, double amount, Currency currency)
{
    CardPrice words;
    words.kind = p.kind;
    words.condition = p.condition;
    words.seller = p.seller;
    const QLocale locale;
    QString text = priceKindText(words) + QLatin1Char('\n') + locale.toString(amount, 'f', 0)
        + QLatin1Char(' ') + toCode(currency) + QStringLiteral(", ")
        + p.observedDate.toString(Qt::ISODate);
    if (p.currency != toCode(currency) || p.amountPerGpu() != p.amount)
        text += QLatin1Char('\n')
            + PriceHistoryChart::tr("as seen: %1 %2")
                  .arg(locale.toString(p.amount, 'f', 0), QString(p.currency));
    if (!p.seller.isEmpty())
        text += QLatin1Char('\n') + p.seller;
    if (!p.feed.isEmpty())
        text += QLatin1Char('\n') + PriceHistoryChart::tr("from feed %1").arg(p.feed);
    return text;
}

} // namespace

PriceHistoryChart::PriceHistoryChart(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(new QChart, this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("priceHistoryChart"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->chart()->setAnimationOptions(QChart::NoAnimation);
    m_view->chart()->setMargins(QMargins(2, 2, 2, 2));
    m_view->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_view->setMinimumHeight(230);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    layout->addWidget(m_empty);
    m_empty->hide();
}

QList<QAbstractSeries *> PriceHistoryChart::estimateOf(const CardPrice &estimate)
{
    const qreal x = qreal(QDate::currentDate().startOfDay().toMSecsSinceEpoch());
    auto *range = new QLineSeries;
    range->append(x, estimate.low);
    range->append(x, estimate.high);
    auto *point = new QScatterSeries;
    point->setName(tr("Estimate today"));
    point->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    point->setMarkerSize(9);
    // Its own colour: an estimate is neither the new line nor the used one.
    point->setColor(QColor(0x6a, 0x3d, 0x9a));
    point->setBorderColor(point->color());
    point->append(x, estimate.amount);
    m_pointTexts.append({QPointF(x, estimate.amount), priceBasisText(estimate)});
    return {range, point};
}

QString PriceHistoryChart::pointText(const QPointF &point) const
{
    QString best;
    double distance = 0;
    for (const auto &[at, text] : m_pointTexts) {
        const double d = std::abs(at.x() - point.x()) / 8.64e7
            + std::abs(at.y() - point.y()) / std::max(1.0, std::abs(at.y()));
        if (best.isEmpty() || d < distance) {
            best = text;
            distance = d;
        }
    }
    return best;
}

void PriceHistoryChart::setPrices(const QList<const Price *> &prices, Currency currency,
    const ExchangeRate &rate, const std::optional<CardPrice> &estimate)
{
    m_pointTexts.clear();
    // A new chart each time: reusing one leaves the old axes' items behind, and
    // QChartView::setChart() only gives the previous chart back, so it is deleted here.
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart *previous = m_view->chart();
    m_view->setChart(chart);
    delete previous;
    QList<const Price *> dated;
    for (const Price *p : prices)
        if (p && p->observedDate.isValid() && p->amount > 0)
            dated << p;
    std::sort(dated.begin(), dated.end(),
        [](const Price *a, const Price *b) { return a->observedDate < b->observedDate; });
    m_newPoints = 0;
    m_usedPoints = 0;
    if (dated.isEmpty()) {
        m_view->hide();
        m_empty->setText(tr("No dated price yet: the price history shows here once there is one."));
        m_empty->show();
        return;
    }
    m_empty->hide();
    m_view->show();

    auto *newLine = new QLineSeries;
    auto *usedLine = new QLineSeries;
    auto *newPoints = new QScatterSeries;
    auto *usedPoints = new QScatterSeries;
    newLine->setName(tr("New"));
    usedLine->setName(tr("Used"));
    for (QScatterSeries *s : {newPoints, usedPoints})
        s->setMarkerSize(7);
    double low = 0;
    double high = 0;
    QDateTime first;
    QDateTime last;
    for (const Price *p : std::as_const(dated)) {
        // Per GPU, at the rate of its own date; a currency without a known rate is left out.
        const auto converted
            = rate.convertOn(p->amountPerGpu(), p->currency, p->observedDate, currency);
        if (!converted)
            continue;
        const double amount = converted->amount;
        const QDateTime when = p->observedDate.startOfDay();
        const qreal x = qreal(when.toMSecsSinceEpoch());
        m_pointTexts.append({QPointF(x, amount), pointWords(*p, amount, currency)});
        if (p->condition == Condition::Used) {
            usedLine->append(x, amount);
            usedPoints->append(x, amount);
            ++m_usedPoints;
        } else {
            newLine->append(x, amount);
            newPoints->append(x, amount);
            ++m_newPoints;
        }
        low = (m_newPoints + m_usedPoints == 1) ? amount : std::min(low, amount);
        high = std::max(high, amount);
        if (!first.isValid() || when < first)
            first = when;
        if (!last.isValid() || when > last)
            last = when;
    }
    // Today's estimate, where the card is judged at it: a point and its likely range.
    QList<QAbstractSeries *> estimateSeries;
    if (estimate && estimate->basis == PriceBasis::ModelEstimate && estimate->amount > 0) {
        estimateSeries = estimateOf(*estimate);
        low = std::min(low, estimate->low);
        high = std::max(high, estimate->high);
        last = std::max(last, QDate::currentDate().startOfDay());
    }
    auto *xAxis = new QDateTimeAxis;
    auto *yAxis = new QValueAxis;
    setAxes(xAxis, yAxis, {first, last}, {low, high}, currency);
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    addLines(chart, xAxis, yAxis, {{newLine, newPoints}, {usedLine, usedPoints}});
    for (QAbstractSeries *series : std::as_const(estimateSeries)) {
        chart->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
    }
    if (estimateSeries.size() == 2) {
        // The range is drawn in the point's colour and shares its legend entry.
        auto *range = static_cast<QLineSeries *>(estimateSeries.first());
        range->setColor(static_cast<QScatterSeries *>(estimateSeries.last())->color());
        for (auto *m : chart->legend()->markers(range))
            m->setVisible(false);
    }
    // A point's words on hover.
    for (QAbstractSeries *series : chart->series())
        if (auto *points = qobject_cast<QScatterSeries *>(series))
            connect(points, &QScatterSeries::hovered, this, [this](const QPointF &point, bool on) {
                QToolTip::showText(QCursor::pos(), on ? pointText(point) : QString(), m_view);
            });
    chart->setTitle(tr("Price history (%1)").arg(toCode(currency)));
}

} // namespace gpu
