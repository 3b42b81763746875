// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small table of text cells printed as an aligned text table, CSV or JSON: the three output
// formats of the command line. Column names are snake_case and stable (scripts depend on them);
// an empty cell means unknown (empty in CSV, null in JSON, "—" in the text table).

#include <QSet>
#include <QString>
#include <QStringList>

namespace gpu {

enum class OutputFormat
{
    Table,
    Csv,
    Json
};
std::optional<OutputFormat> outputFormatFromString(const QString &s);

struct OutputTable
{
    QStringList columns;
    QList<QStringList> rows;
    QSet<QString> numericColumns; ///< written as JSON numbers and right-aligned in text
    QSet<QString> booleanColumns; ///< cells "true"/"false", written as JSON booleans
    QStringList headerLabels; ///< optional display labels for the text table (same size as columns)

    /// A row's cell by its column's name (a row of this table's `columns`); asserts the column
    /// exists. Code reads and patches cells by name, never by position.
    QString &cell(QStringList &row, const QString &column) const
    {
        const qsizetype i = columns.indexOf(column);
        Q_ASSERT(i >= 0 && i < row.size());
        return row[i];
    }
    QString cell(const QStringList &row, const QString &column) const
    {
        return row.value(columns.indexOf(column));
    }

    QString render(OutputFormat format) const;
    QString toText() const;
    QString toCsv() const;
    QString toJson() const;
};

/// Display width of text in a terminal: CJK and full-width characters take two cells.
int displayWidth(const QString &text);

} // namespace gpu
