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
    QList<int> widths;
    for (const QString &h : header)
        widths.append(displayWidth(h));
    for (const QStringList &row : rows)
        for (int i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i].isEmpty() ? unknown : row[i]));
    auto pad = [](const QString &s, int width, bool right) -> QString {
        const QString fill(std::max(0, width - displayWidth(s)), QLatin1Char(' '));
        return right ? fill + s : s + fill;
    };
    QString out;
    auto line = [&](const QStringList &cells, bool isHeader) {
        QStringList parts;
        for (int i = 0; i < columns.size(); ++i) {
            const QString cell = cells.value(i);
            const bool right = !isHeader && numericColumns.contains(columns[i]);
            parts.append(pad(cell.isEmpty() && !isHeader ? unknown : cell, widths[i], right));
        }
        QString l = parts.join(QStringLiteral("  "));
        while (l.endsWith(QLatin1Char(' ')))
            l.chop(1);
        out += l + QLatin1Char('\n');
    };
    line(header, true);
    QStringList rule;
    for (int w : widths)
        rule.append(QString(w, QLatin1Char('-')));
    out += rule.join(QStringLiteral("  ")) + QLatin1Char('\n');
    for (const QStringList &row : rows)
        line(row, false);
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
