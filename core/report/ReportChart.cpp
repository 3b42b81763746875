// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportChart.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gpu {

using report::kPt;
using report::Text;
namespace colors = report::colors;

namespace {

constexpr double kLabelPointSize = 7.5;
constexpr double kBarHeight = 8.5 * kPt;
constexpr double kRowGap = 3.5 * kPt;
constexpr double kGap = 6 * kPt;

// A "nice" step (1, 2 or 5 x 10^n) that divides [0, max] into about `count` intervals.
double niceStep(double max, int count)
{
    const double raw = max / count;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double fraction = raw / magnitude;
    const double nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
    return nice * magnitude;
}

QString tickText(const QLocale &locale, double v, double step)
{
    const int decimals = step >= 1 ? 0 : int(std::ceil(-std::log10(step) - 1e-9));
    return locale.toString(v, 'f', std::clamp(decimals, 0, 4));
}

} // namespace

ReportChart::ReportChart(const QList<Bar> &bars, const QString &axisTitle,
    const QString &highlightedLegend, const QString &otherLegend, const ReportFonts &fonts,
    const QLocale &locale, double width)
    : m_bars(bars)
{
    const QFont labelFont = fonts.font(kLabelPointSize);
    const QFont smallFont = fonts.font(7);
    // Label column: as wide as the longest name, at most 45 % of the chart.
    double longest = 0;
    for (const Bar &b : m_bars)
        longest = std::max(longest,
            Text(b.label, labelFont, colors::text(), width, Qt::AlignRight).naturalWidth());
    m_labelWidth = std::min(std::ceil(longest) + 2 * kPt, width * 0.45);
    for (const Bar &b : m_bars)
        m_labels.append(Text(b.label, labelFont, colors::text(), m_labelWidth, Qt::AlignRight));

    double maxValue = 0;
    double widestValue = 0;
    for (const Bar &b : m_bars) {
        maxValue = std::max(maxValue, b.value);
        m_values.append(Text(b.valueText, labelFont, colors::text(), width * 0.3));
        widestValue = std::max(widestValue, m_values.last().naturalWidth());
    }
    m_plotLeft = m_labelWidth + kGap;
    m_plotWidth = std::max(width * 0.2, width - m_plotLeft - widestValue - kGap);

    const double step = maxValue > 0 ? niceStep(maxValue, 5) : 1;
    m_axisMax = maxValue > 0 ? std::ceil(maxValue / step - 1e-9) * step : 1;
    for (int i = 0; i * step <= m_axisMax * (1 + 1e-9); ++i) {
        m_ticks.append(i * step);
        m_tickLabels.append(Text(tickText(locale, i * step, step), smallFont, colors::muted(),
            40 * kPt, Qt::AlignHCenter));
    }
    m_title = Text(axisTitle, fonts.font(8, true), colors::text(), width);
    m_legendHighlighted = Text(highlightedLegend, smallFont, colors::muted(), width / 2);
    m_legendOther = Text(otherLegend, smallFont, colors::muted(), width / 2);
}

double ReportChart::barX(double value) const
{
    return m_plotLeft + m_plotWidth * std::clamp(value / m_axisMax, 0.0, 1.0);
}

double ReportChart::headerHeight() const
{
    const double legend = std::max(m_legendHighlighted.height(), m_legendOther.height());
    const double ticks = m_tickLabels.isEmpty() ? 0 : m_tickLabels.first().height();
    return m_title.height() + 3 * kPt + legend + 5 * kPt + ticks + 3 * kPt;
}

double ReportChart::rowHeight(int i) const
{
    return std::max(kBarHeight, m_labels.at(i).height()) + kRowGap;
}

double ReportChart::footerHeight() const
{
    return 2 * kPt;
}

double ReportChart::height(int first, int last) const
{
    double h = headerHeight() + footerHeight();
    for (int i = first; i < last; ++i)
        h += rowHeight(i);
    return h;
}

void ReportChart::paint(QPainter *p, const QPointF &topLeft, int first, int last) const
{
    if (!p)
        return;
    const double x0 = topLeft.x();
    double y = topLeft.y();
    m_title.draw(p, QPointF(x0, y));
    y += m_title.height() + 3 * kPt;

    // Legend: a swatch and a label for each colour.
    const double swatch = 6 * kPt;
    double lx = x0 + m_plotLeft;
    const auto legendEntry = [&](const QColor &color, const Text &label) {
        p->fillRect(QRectF(lx, y + (label.height() - swatch) / 2, swatch, swatch), color);
        label.draw(p, QPointF(lx + swatch + 3 * kPt, y));
        lx += swatch + 3 * kPt + label.naturalWidth() + 12 * kPt;
    };
    legendEntry(colors::accent(), m_legendHighlighted);
    legendEntry(colors::accentLight(), m_legendOther);
    y += std::max(m_legendHighlighted.height(), m_legendOther.height()) + 5 * kPt;

    // Tick labels, then grid lines through the rows of this run.
    const double tickHeight = m_tickLabels.isEmpty() ? 0 : m_tickLabels.first().height();
    for (int i = 0; i < m_ticks.size(); ++i) {
        const Text &t = m_tickLabels.at(i);
        t.draw(p, QPointF(x0 + barX(m_ticks.at(i)) - t.width() / 2, y));
    }
    y += tickHeight + 3 * kPt;
    double rowsHeight = 0;
    for (int i = first; i < last; ++i)
        rowsHeight += rowHeight(i);
    p->save();
    QPen grid(colors::rule());
    grid.setWidthF(0.5 * kPt);
    p->setPen(grid);
    for (double tick : m_ticks)
        p->drawLine(
            QPointF(x0 + barX(tick), y - 1.5 * kPt), QPointF(x0 + barX(tick), y + rowsHeight));
    p->restore();

    for (int i = first; i < last; ++i) {
        const double h = rowHeight(i);
        const double rowTop = y;
        const double centre = rowTop + (h - kRowGap) / 2;
        const Text &label = m_labels.at(i);
        label.draw(p, QPointF(x0, centre - label.height() / 2));
        const Bar &b = m_bars.at(i);
        const QRectF bar(QPointF(x0 + m_plotLeft, centre - kBarHeight / 2),
            QPointF(x0 + barX(b.value), centre + kBarHeight / 2));
        p->fillRect(bar, b.highlighted ? colors::accent() : colors::accentLight());
        const Text &value = m_values.at(i);
        value.draw(p, QPointF(bar.right() + 3 * kPt, centre - value.height() / 2));
        y += h;
    }
    // The baseline of the bars.
    QPen axis(colors::muted());
    axis.setWidthF(0.7 * kPt);
    p->save();
    p->setPen(axis);
    p->drawLine(QPointF(x0 + m_plotLeft, topLeft.y() + headerHeight() - 1.5 * kPt),
        QPointF(x0 + m_plotLeft, y));
    p->restore();
}

} // namespace gpu
