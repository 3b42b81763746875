// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportDocument_p.h"

#include <QPainter>

#include <algorithm>

namespace gpu::report {

namespace {

constexpr double kMarginLeft = 50 * kPt;
constexpr double kMarginRight = 50 * kPt;
constexpr double kMarginTop = 62 * kPt;
constexpr double kMarginBottom = 62 * kPt;
constexpr double kRuleSpace = 4 * kPt; ///< under a block with a rule (headings)

void drawRule(QPainter *p, double x1, double x2, double y, const QColor &color, double widthPt)
{
    if (!p)
        return;
    p->save();
    QPen pen(color);
    pen.setWidthF(widthPt * kPt);
    p->setPen(pen);
    p->drawLine(QPointF(x1, y), QPointF(x2, y));
    p->restore();
}

} // namespace

double Table::rowAscent(const TableRow &row)
{
    double ascent = 0;
    for (const Text &cell : row.cells)
        ascent = std::max(ascent, cell.firstAscent());
    return ascent;
}

double Table::rowHeight(const TableRow &row) const
{
    // Cells share the baseline of their first lines (a cell with Chinese text has a taller
    // first line than one with only digits).
    const double ascent = rowAscent(row);
    double h = 0;
    for (const Text &cell : row.cells)
        h = std::max(h, ascent - cell.firstAscent() + cell.height());
    return h + 2 * padding;
}

struct ReportDocument::Cursor
{
    const ReportDocument &doc;
    PageSink *sink;
    int total; ///< 0 while counting
    int page = -1;
    QPainter *painter = nullptr;
    double y = 0;

    void newPage()
    {
        ++page;
        painter = sink ? sink->startPage(page) : nullptr;
        if (painter && total > 0)
            doc.paintPageFurniture(painter, page, total);
        y = doc.m_top;
    }
    double remaining() const { return doc.m_bottom - y; }
    bool atTop() const { return y <= doc.m_top + 0.5; }
    /// Starts a new page unless `height` fits (or the page is still empty).
    void ensure(double height)
    {
        if (height > remaining() && !atTop())
            newPage();
    }
};

ReportDocument::ReportDocument(const QSizeF &pageSizePoints)
    : m_pageSize(pageSizePoints * kPt)
    , m_left(kMarginLeft)
    , m_right(pageSizePoints.width() * kPt - kMarginRight)
    , m_top(kMarginTop)
    , m_bottom(pageSizePoints.height() * kPt - kMarginBottom)
{ }

double ReportDocument::contentWidth() const
{
    return m_right - m_left;
}

double ReportDocument::firstUnitHeight(int index) const
{
    double spaces = 0; // the space blocks before it count too
    for (int i = index; i < m_blocks.size(); ++i) {
        const Block &b = m_blocks.at(i);
        if (const auto *space = std::get_if<double>(&b.content))
            spaces += *space;
        else if (const auto *text = std::get_if<Text>(&b.content))
            return spaces + text->height() + (b.rule.isValid() ? kRuleSpace : 0)
                + (b.keepWithNext ? firstUnitHeight(i + 1) : 0);
        else if (const auto *table = std::get_if<Table>(&b.content))
            return spaces + (table->header ? table->rowHeight(*table->header) : 0)
                + (table->rows.isEmpty() ? 0 : table->rowHeight(table->rows.first()));
        else if (const auto *chart = std::get_if<std::shared_ptr<ReportChart>>(&b.content))
            return spaces + (*chart)->height(0, std::min(1, (*chart)->barCount()));
    }
    return 0;
}

int ReportDocument::pageCount() const
{
    if (m_pageCount < 0)
        m_pageCount = run(nullptr);
    return m_pageCount;
}

int ReportDocument::run(PageSink *sink) const
{
    Cursor c {*this, sink, sink ? pageCount() : 0};
    c.newPage();
    for (int bi = 0; bi < m_blocks.size(); ++bi) {
        const Block &block = m_blocks.at(bi);
        if (block.pageBreakBefore && !c.atTop())
            c.newPage();
        if (const auto *space = std::get_if<double>(&block.content)) {
            if (!c.atTop())
                c.y = std::min(c.y + *space, m_bottom);
        } else if (const auto *text = std::get_if<Text>(&block.content)) {
            double need = text->height() + (block.rule.isValid() ? kRuleSpace : 0);
            if (block.keepWithNext)
                need += firstUnitHeight(bi + 1);
            c.ensure(need);
            // The bullet on the baseline of the text's first line (a Chinese line is taller).
            block.marker.draw(c.painter,
                QPointF(m_left + block.indent - 8 * kPt,
                    c.y + text->firstAscent() - block.marker.firstAscent()));
            text->draw(c.painter, QPointF(m_left + block.indent, c.y));
            c.y += text->height();
            if (block.rule.isValid()) {
                drawRule(c.painter, m_left, m_right, c.y + kRuleSpace / 2, block.rule, 0.8);
                c.y += kRuleSpace;
            }
        } else if (const auto *table = std::get_if<Table>(&block.content)) {
            const double headerHeight = table->header ? table->rowHeight(*table->header) : 0;
            const auto drawRow = [&](const TableRow &row, bool isHeader, int index) {
                const double h = table->rowHeight(row);
                QColor fill = row.fill;
                if (isHeader)
                    fill = colors::headerFill();
                else if (!fill.isValid() && table->stripes && index % 2 == 1)
                    fill = colors::stripeFill();
                if (c.painter && fill.isValid())
                    c.painter->fillRect(QRectF(m_left, c.y, m_right - m_left, h), fill);
                double x = m_left;
                const double ascent = Table::rowAscent(row);
                for (int col = 0; col < row.cells.size() && col < table->columnWidths.size();
                     ++col) {
                    const Text &cell = row.cells.at(col);
                    cell.draw(c.painter,
                        QPointF(x + table->padding,
                            c.y + table->padding + ascent - cell.firstAscent()));
                    x += table->columnWidths.at(col);
                }
                c.y += h;
                if (isHeader)
                    drawRule(c.painter, m_left, m_right, c.y, colors::muted(), 0.8);
                else if (table->grid)
                    drawRule(c.painter, m_left, m_right, c.y, colors::rule(), 0.4);
            };
            c.ensure(
                headerHeight + (table->rows.isEmpty() ? 0 : table->rowHeight(table->rows.first())));
            if (table->header)
                drawRow(*table->header, true, 0);
            for (int r = 0; r < table->rows.size(); ++r) {
                const TableRow &row = table->rows.at(r);
                if (table->rowHeight(row) > c.remaining()) {
                    c.newPage(); // never cut a row: continue on the next page under a new header
                    if (table->header)
                        drawRow(*table->header, true, 0);
                }
                drawRow(row, false, r);
            }
        } else if (const auto *chartPtr
            = std::get_if<std::shared_ptr<ReportChart>>(&block.content)) {
            const ReportChart &chart = **chartPtr;
            int first = 0;
            c.ensure(chart.height(0, std::min(1, chart.barCount())));
            do {
                int last = first + 1;
                while (last < chart.barCount() && chart.height(first, last + 1) <= c.remaining())
                    ++last;
                last = std::min(last, chart.barCount());
                chart.paint(c.painter, QPointF(m_left, c.y), first, last);
                c.y += chart.height(first, last);
                first = last;
                if (first < chart.barCount())
                    c.newPage();
            } while (first < chart.barCount());
        }
    }
    return c.page + 1;
}

void ReportDocument::paintPageFurniture(QPainter *p, int page, int count) const
{
    const QFont font = m_smallFont;
    if (page > 0 && !m_header.isEmpty()) {
        const Text header(m_header, font, colors::muted(), m_right - m_left);
        const double y = m_top - 22 * kPt - header.height();
        header.draw(p, QPointF(m_left, y));
        drawRule(p, m_left, m_right, m_top - 16 * kPt, colors::rule(), 0.5);
    }
    const double footerY = m_bottom + 18 * kPt;
    drawRule(p, m_left, m_right, footerY - 5 * kPt, colors::rule(), 0.5);
    const double half = (m_right - m_left) / 2;
    Text(m_footer, font, colors::muted(), half + 60 * kPt).draw(p, QPointF(m_left, footerY));
    if (m_pageNumberText) {
        const Text number(m_pageNumberText(page + 1, count), font, colors::muted(), half - 60 * kPt,
            Qt::AlignRight);
        number.draw(p, QPointF(m_right - number.width(), footerY));
    }
}

} // namespace gpu::report
