// SPDX-License-Identifier: GPL-3.0-or-later
#include "OutputTable.h"

#include "CsvReader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpu {

std::optional<OutputFormat> outputFormatFromString(const QString &s)
{
    if (s == QLatin1String("table"))
        return OutputFormat::Table;
    if (s == QLatin1String("csv"))
        return OutputFormat::Csv;
    if (s == QLatin1String("json"))
        return OutputFormat::Json;
    return std::nullopt;
}

int displayWidth(const QString &text)
{
    int width = 0;
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (c.isLowSurrogate())
            continue;
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF)
            || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
            || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
            || (u >= 0xFFE0 && u <= 0xFFE6) || c.isHighSurrogate();
        width += wide ? 2 : 1;
    }
    return width;
}

void OutputTable::setColumns(const QList<OutputColumn> &declared)
{
    columns.clear();
    numericColumns.clear();
    booleanColumns.clear();
    for (const OutputColumn &c : declared)
        addColumn(c);
}

void OutputTable::addColumn(const OutputColumn &column)
{
    columns.append(column.name);
    if (column.kind == OutputColumn::Number)
        numericColumns.insert(column.name);
    else if (column.kind == OutputColumn::Boolean)
        booleanColumns.insert(column.name);
}

OutputColumn::Kind OutputTable::kindOf(const QString &name) const
{
    return numericColumns.contains(name) ? OutputColumn::Number
        : booleanColumns.contains(name)  ? OutputColumn::Boolean
                                         : OutputColumn::Text;
}

QList<OutputColumn> OutputTable::declaredColumns() const
{
    QList<OutputColumn> declared;
    for (const QString &c : columns)
        declared.append(OutputColumn(c, kindOf(c)));
    return declared;
}

QStringList OutputTable::row(std::initializer_list<std::pair<const char *, QString>> cells) const
{
    QStringList r(columns.size());
    for (const auto &[name, value] : cells) {
        const qsizetype at = columns.indexOf(QLatin1String(name));
        Q_ASSERT_X(at >= 0, "OutputTable::row", name);
        if (at >= 0)
            r[at] = value;
    }
    return r;
}

OutputTable OutputTable::selected(const QStringList &names) const
{
    OutputTable out;
    QList<qsizetype> at;
    for (const QString &name : names) {
        out.addColumn({name, kindOf(name)});
        at.append(columns.indexOf(name));
    }
    out.rows.reserve(rows.size());
    for (const QStringList &row : rows) {
        QStringList r;
        r.reserve(at.size());
        for (const qsizetype i : std::as_const(at))
            r.append(i >= 0 ? row.value(i) : QString());
        out.rows.append(r);
    }
    return out;
}

QString OutputTable::render(OutputFormat format) const
{
    switch (format) {
    case OutputFormat::Table:
        return toText();
    case OutputFormat::Csv:
        return toCsv();
    case OutputFormat::Json:
        return toJson();
    }
    return {};
}

QString OutputTable::toText() const
{
    static const QString unknown = QStringLiteral("—");
    const QStringList header = headerLabels.size() == columns.size() ? headerLabels : columns;
    // Every cell's width measured once (a fit table has hundreds of rows of twenty-odd cells).
    const auto cellText = [](const QString &cell, bool isHeader) {
        return cell.isEmpty() && !isHeader ? unknown : cell;
    };
    QList<int> widths(columns.size(), 0);
    QList<bool> right(columns.size(), false);
    for (int i = 0; i < columns.size(); ++i) {
        widths[i] = displayWidth(header.value(i));
        right[i] = numericColumns.contains(columns[i]);
    }
    QList<QList<int>> cellWidths;
    cellWidths.reserve(rows.size());
    for (const QStringList &row : rows) {
        QList<int> w(columns.size(), 0);
        for (int i = 0; i < columns.size(); ++i) {
            w[i] = displayWidth(cellText(row.value(i), false));
            widths[i] = std::max(widths[i], w[i]);
        }
        cellWidths.append(w);
    }
    QString out;
    const auto line = [&](const QStringList &cells, const QList<int> &cellWidth, bool isHeader) {
        QString l;
        for (int i = 0; i < columns.size(); ++i) {
            if (i > 0)
                l += QStringLiteral("  ");
            const QString cell = cellText(cells.value(i), isHeader);
            const QString fill(std::max(0, widths[i] - cellWidth[i]), QLatin1Char(' '));
            if (!isHeader && right[i])
                l += fill + cell;
            else
                l += cell + fill;
        }
        while (l.endsWith(QLatin1Char(' ')))
            l.chop(1);
        out += l + QLatin1Char('\n');
    };
    QList<int> headerWidths(columns.size(), 0);
    for (int i = 0; i < columns.size(); ++i)
        headerWidths[i] = displayWidth(header.value(i));
    line(header, headerWidths, true);
    QStringList rule;
    for (int w : widths)
        rule.append(QString(w, QLatin1Char('-')));
    out += rule.join(QStringLiteral("  ")) + QLatin1Char('\n');
    for (int r = 0; r < rows.size(); ++r)
        line(rows[r], cellWidths[r], false);
    return out;
}

QString OutputTable::toCsv() const
{
    QString out = csvLine(columns) + QLatin1Char('\n');
    for (const QStringList &row : rows)
        out += csvLine(row) + QLatin1Char('\n');
    return out;
}

QString OutputTable::toJson() const
{
    QJsonArray array;
    for (const QStringList &row : rows) {
        QJsonObject obj;
        for (int i = 0; i < columns.size(); ++i) {
            const QString cell = row.value(i);
            if (cell.isEmpty()) {
                obj.insert(columns[i], QJsonValue::Null);
            } else if (booleanColumns.contains(columns[i])
                && (cell == QLatin1String("true") || cell == QLatin1String("false"))) {
                obj.insert(columns[i], cell == QLatin1String("true"));
            } else if (numericColumns.contains(columns[i])) {
                bool ok = false;
                const double v = cell.toDouble(&ok);
                obj.insert(columns[i], ok ? QJsonValue(v) : QJsonValue(cell));
            } else {
                obj.insert(columns[i], cell);
            }
        }
        array.append(obj);
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
}

} // namespace gpu
