// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportText_p.h"

#include <QPainter>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace gpu::report {

const QPaintDevice *referenceDevice()
{
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_ARGB32_Premultiplied);
        const int dotsPerMeter = int(std::lround(kDpi / 0.0254));
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        return image;
    }();
    return &device;
}

Text::Text(const QString &text, const QFont &font, const QColor &color, double width,
    Qt::Alignment alignment, bool wrapAnywhere)
    : m_layout(std::make_shared<QTextLayout>(
        QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), font, referenceDevice()))
    , m_color(color)
    , m_width(width)
{
    QTextOption option(alignment);
    option.setWrapMode(
        wrapAnywhere ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::WordWrap);
    option.setUseDesignMetrics(true);
    m_layout->setTextOption(option);
    m_layout->setCacheEnabled(true);
    const QFontMetricsF metrics(m_layout->font(), referenceDevice());
    const double leading = metrics.height() * 0.18; // a little air between lines
    double y = 0;
    m_layout->beginLayout();
    for (QTextLine line = m_layout->createLine(); line.isValid(); line = m_layout->createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        if (y == 0)
            m_firstAscent = line.ascent();
        y += line.height() + leading;
        m_naturalWidth = std::max(m_naturalWidth, line.naturalTextWidth());
    }
    m_layout->endLayout();
    m_height = std::max(0.0, y - leading);
}

void Text::draw(QPainter *painter, const QPointF &topLeft) const
{
    if (!painter || !m_layout)
        return;
    painter->save();
    painter->setPen(m_color);
    m_layout->draw(painter, topLeft);
    painter->restore();
}

} // namespace gpu::report
