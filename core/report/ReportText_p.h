// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the report: the unit of layout and a laid-out piece of text.
//
// The report is laid out once, in device units of a 720 dpi reference device (10 units per
// point), and then drawn unchanged on the PDF (QPdfWriter at 720 dpi) or on a preview image
// (scaled). Text is shaped and broken into lines by QTextLayout at layout time, so page breaks
// and line breaks are the same on every device.

#include <QColor>
#include <QFont>
#include <QImage>
#include <QString>
#include <QTextLayout>

#include <memory>

class QPainter;

namespace gpu::report {

constexpr double kDpi = 720;
constexpr double kPt = kDpi / 72.0; ///< device units per typographic point

/// A 1 x 1 image with the reference resolution, for measuring text.
const QPaintDevice *referenceDevice();

/// A paragraph of text laid out at a fixed width. Cheap to copy (shared layout).
class Text
{
public:
    Text() = default;
    /// `wrapAnywhere` also breaks inside words (URLs); otherwise at word boundaries, and
    /// between Chinese characters as the Unicode line-breaking rules allow.
    Text(const QString &text, const QFont &font, const QColor &color, double width,
        Qt::Alignment alignment = Qt::AlignLeft, bool wrapAnywhere = false);

    bool isEmpty() const { return !m_layout; }
    double height() const { return m_height; }
    double width() const { return m_width; }
    /// Width of the longest line (at most width()).
    double naturalWidth() const { return m_naturalWidth; }
    /// Ascent of the first line: where its baseline lies below the top.
    double firstAscent() const { return m_firstAscent; }
    QString text() const { return m_layout ? m_layout->text() : QString(); }
    /// Draws with the top-left corner of the box at `topLeft`. `painter` may be null.
    void draw(QPainter *painter, const QPointF &topLeft) const;

private:
    std::shared_ptr<QTextLayout> m_layout;
    QColor m_color;
    double m_width = 0;
    double m_height = 0;
    double m_naturalWidth = 0;
    double m_firstAscent = 0;
};

/// The report's colours: dark text, muted text, an accent, a warning tone, rules and fills.
namespace colors {
inline QColor text()
{
    return QColor(0x1f, 0x29, 0x37);
}
inline QColor muted()
{
    return QColor(0x5b, 0x63, 0x70);
}
inline QColor accent()
{
    return QColor(0x1d, 0x4e, 0xd8);
}
inline QColor accentLight()
{
    return QColor(0x93, 0xa9, 0xd6);
}
inline QColor warning()
{
    return QColor(0xa1, 0x4b, 0x05);
}
inline QColor rule()
{
    return QColor(0xc8, 0xcd, 0xd4);
}
inline QColor headerFill()
{
    return QColor(0xe6, 0xeb, 0xf2);
}
inline QColor stripeFill()
{
    return QColor(0xf6, 0xf7, 0xf9);
}
inline QColor highlightFill()
{
    return QColor(0xe8, 0xf0, 0xfe);
}
} // namespace colors

} // namespace gpu::report
