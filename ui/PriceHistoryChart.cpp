// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceHistoryChart.h"

#include "Pricing.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

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

void PriceHistoryChart::setPrices(
    const QList<const Price *> &prices, Currency currency, const ExchangeRate &rate)
{
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
    auto *xAxis = new QDateTimeAxis;
    xAxis->setFormat(QStringLiteral("yyyy-MM"));
    xAxis->setTickCount(4);
    // One point: a month either side, so it does not sit on the frame.
    xAxis->setRange(first.addDays(-30), last.addDays(30));
    auto *yAxis = new QValueAxis;
    yAxis->setLabelFormat(QStringLiteral("%.0f"));
    yAxis->setTitleText(toCode(currency));
    yAxis->setRange(std::max(0.0, low * 0.9), high * 1.1);
    yAxis->setTickCount(4);
    yAxis->applyNiceNumbers();
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    addLines(chart, xAxis, yAxis, {{newLine, newPoints}, {usedLine, usedPoints}});
    chart->setTitle(tr("Price history (%1)").arg(toCode(currency)));
}

} // namespace gpu
