// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A small table of text cells printed as an aligned text table, CSV or JSON: the three output
// formats of the command line. Column names are snake_case and stable (scripts depend on them);
// an empty cell means unknown (empty in CSV, null in JSON, "—" in the text table).

#include <QSet>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <utility>

namespace gpu {

enum class OutputFormat
{
    Table,
    Csv,
    Json
};
std::optional<OutputFormat> outputFormatFromString(const QString &s);

/// A column as a table declares it: its name and what its cells hold. A table says which of its
/// columns are numbers or yes/no where it names them (OutputTable::setColumns()), so that no list
/// of numeric columns is kept apart from the columns it describes.
struct OutputColumn
{
    enum Kind
    {
        Text, ///< text, codes and dates: JSON strings, left-aligned
        Number, ///< written as JSON numbers and right-aligned in text
        Boolean ///< cells "true"/"false", written as JSON booleans
    };
    QString name;
    Kind kind = Text;

    OutputColumn(const QString &n, Kind k = Text)
        : name(n)
        , kind(k)
    { }
    OutputColumn(const char *n, Kind k = Text)
        : name(QString::fromLatin1(n))
        , kind(k)
    { }
};

struct OutputTable
{
    /// Declares the columns in order with their kinds (replaces `columns` and the kinds' sets).
    void setColumns(const QList<OutputColumn> &declared);
    /// Appends a column of `kind` at the end.
    void addColumn(const OutputColumn &column);
    /// The kind of the column named `name` (Text for one not declared a number or yes/no).
    OutputColumn::Kind kindOf(const QString &name) const;
    /// This table's column declarations (name and kind), in order: for a table made from another.
    QList<OutputColumn> declaredColumns() const;
    /// A row of this table from its cells by column name ({"rows", "12"}); a column not named
    /// is empty (unknown). Asserts that every name is a column.
    QStringList row(std::initializer_list<std::pair<const char *, QString>> cells) const;
    /// The columns named `names`, in that order, with their kinds and every row's cells (a text
    /// table that shows what fits a terminal of a table that carries every column). A name
    /// this table lacks gives an empty column.
    OutputTable selected(const QStringList &names) const;

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
