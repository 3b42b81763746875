// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The comparison as a table: one column per card of AppState's compare set (in its order), one
// row per score or spec field. The best value of each row is marked (BestRole, bold, tinted
// background from the palette); with a baseline card pinned, every other card's numbers show
// their difference from it in percent. Accepts drops of CatalogTableModel::cardMimeType() only.

#include "CardFields.h"

#include <QAbstractTableModel>

namespace gpu {

class AppState;

class CompareModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        SortRole = Qt::UserRole + 1, ///< raw number (double), invalid if unknown or not a number
        BestRole, ///< bool: the best value of its row
        DifferenceRole, ///< double: percent difference from the baseline, invalid if none
        CardKeyRole ///< the column's CardKey id
    };

    explicit CompareModel(AppState *state, QObject *parent = nullptr);

    /// CardKey ids of the columns, in order.
    QStringList cardIds() const { return m_ids; }
    /// Row of the score or field named `name` ("score", "relative", "perf_per_price",
    /// "perf_per_watt", "price", or a CardFields name such as "memory_bandwidth_gbps"), or -1.
    int rowOf(const QString &name) const;
    /// Re-announces headers and texts after a language change.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) const override;
    /// Adds the dragged cards to the compare set (duplicates are refused by AppState).
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
        const QModelIndex &parent) override;

    /// The CardKey ids carried by `data`, or empty if it is not ours.
    static QStringList cardIdsFromMime(const QMimeData *data);

private:
    struct Row
    {
        QString name;
        const CardField *field = nullptr; ///< null for scores and the price
        CardField::Better better = CardField::Better::None;
    };

    void rebuild();
    QVariant rawValue(int row, int column) const;
    double number(int row, int column, bool *ok) const;
    QString displayValue(int row, int column) const;
    QString rowLabel(int row) const;
    int bestColumn(int row) const;
    int baselineColumn() const;

    AppState *m_state;
    QList<Row> m_rows; ///< shown: m_allRows less fields none of the compared devices has
    QList<Row> m_allRows;
    QStringList m_ids;
};

} // namespace gpu
