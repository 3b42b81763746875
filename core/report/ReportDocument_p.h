// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the report: a flow of blocks (text, tables, the chart) and the pagination that
// places them on pages.
//
// Rules: a paragraph is never split; a heading stays with what follows it; a table breaks only
// between rows and repeats its header row at the top of every continued page; the chart breaks
// only between bars and repeats its axis. Every page gets a running header (from page 2) and a
// footer with "Page N of M". Layout is done once; painting walks the same layout, so the PDF
// and the preview images have the same pages.

#include "ReportChart.h"
#include "ReportText_p.h"

#include <QList>
#include <QPageSize>

#include <functional>
#include <optional>
#include <variant>

class QPainter;

namespace gpu::report {

struct TableRow
{
    QList<Text> cells;
    QColor fill; ///< invalid = none (stripes apply)
};

struct Table
{
    QList<double> columnWidths; ///< device units, sum = content width
    std::optional<TableRow> header;
    QList<TableRow> rows;
    bool stripes = true; ///< alternate row fill
    bool grid = true; ///< rules between rows
    double padding = 2.5 * kPt;

    double rowHeight(const TableRow &row) const;
    static double rowAscent(const TableRow &row); ///< the first lines' common baseline
};

struct Block
{
    std::variant<Text, Table, std::shared_ptr<ReportChart>, double> content; ///< double = space
    double indent = 0; ///< left indent of a text block
    Text marker; ///< drawn in the indent (bullet), optional
    bool keepWithNext = false; ///< a heading: never last on a page
    bool pageBreakBefore = false;
    QColor rule; ///< valid: a line under the block (headings)
};

/// Where painted pages go. startPage() returns the painter for page `index` (0-based) or null
/// to skip painting that page (layout only, or a preview of a single page).
class PageSink
{
public:
    virtual ~PageSink() = default;
    virtual QPainter *startPage(int index) = 0;
};

class ReportDocument
{
public:
    /// `pageSize` in points; the content area is the page minus the margins.
    explicit ReportDocument(const QSizeF &pageSizePoints);

    double contentWidth() const;
    QSizeF pageSize() const { return m_pageSize; } ///< device units

    void add(const Block &block) { m_blocks.append(block); }
    void addSpace(double height)
    {
        Block b;
        b.content = height;
        m_blocks.append(b);
    }
    /// Running header text (pages 2 …) and footer text (left side).
    void setRunningTexts(const QString &header, const QString &footer)
    {
        m_header = header;
        m_footer = footer;
    }
    /// Makes "Page N of M" for the footer.
    void setPageNumberText(std::function<QString(int page, int count)> text)
    {
        m_pageNumberText = std::move(text);
    }
    void setFonts(const QFont &small) { m_smallFont = small; }

    /// Lays out and (if `sink`) paints every page. Returns the number of pages.
    int run(PageSink *sink) const;
    int pageCount() const;

private:
    struct Cursor;
    void paintPageFurniture(QPainter *p, int page, int count) const;
    double firstUnitHeight(int blockIndex) const;

    QSizeF m_pageSize;
    double m_left;
    double m_right;
    double m_top;
    double m_bottom;
    QList<Block> m_blocks;
    QString m_header;
    QString m_footer;
    QFont m_smallFont;
    std::function<QString(int, int)> m_pageNumberText;
    mutable int m_pageCount = -1;
};

} // namespace gpu::report
