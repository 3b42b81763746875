// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's cost-efficiency chart: one horizontal bar per card, drawn with QPainter as
// vector graphics (rectangles, lines and text), so it stays sharp at any print size.
//
// Shape: a value axis with "nice" ticks on top (it repeats when the chart continues on the
// next page), then one row per bar: the card's name (CardKey::displayName(), so memory variants
// are told apart) in a column as wide as the longest name (wrapped, never clipped, if a name
// is longer than 45 % of the width), the bar, and its value printed after the bar end. The
// scale leaves room for the widest value label, so no label leaves the chart.

#include "ReportFonts.h"
#include "ReportText_p.h"

#include <QList>
#include <QLocale>

namespace gpu {

class ReportChart
{
public:
    struct Bar
    {
        QString label; ///< the card's display name
        double value = 0; ///< >= 0
        QString valueText; ///< as printed after the bar
        bool highlighted = false; ///< a recommended card (accent colour)
    };

    /// `width` in report device units (see ReportText_p.h). `axisTitle` names the metric and
    /// its unit. `legend` labels the highlighted and the other bars.
    ReportChart(const QList<Bar> &bars, const QString &axisTitle, const QString &highlightedLegend,
        const QString &otherLegend, const ReportFonts &fonts, const QLocale &locale, double width);

    int barCount() const { return int(m_bars.size()); }
    /// Height of the axis block drawn above every run of bars.
    double headerHeight() const;
    /// Height of the row of bar `i`.
    double rowHeight(int i) const;
    double footerHeight() const;
    /// Height of bars [first, last) with header and footer.
    double height(int first, int last) const;
    /// The largest tick value of the axis.
    double axisMaximum() const { return m_axisMax; }

    /// Paints bars [first, last) with the axis above them; `painter` may be null.
    void paint(QPainter *painter, const QPointF &topLeft, int first, int last) const;

private:
    double barX(double value) const;

    QList<Bar> m_bars;
    QList<report::Text> m_labels;
    QList<report::Text> m_values;
    QList<double> m_ticks;
    QList<report::Text> m_tickLabels;
    report::Text m_title;
    report::Text m_legendHighlighted;
    report::Text m_legendOther;
    double m_labelWidth = 0;
    double m_plotLeft = 0;
    double m_plotWidth = 0;
    double m_axisMax = 1;
};

} // namespace gpu
