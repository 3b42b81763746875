// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Filters the catalog with a CardFilter and sorts by CatalogTableModel::SortRole: numbers as
// numbers, text locale-aware, unknown values last in both directions.
//
// Speed (docs/performance.md): a keystroke in the search field refilters every card and re-sorts
// the ones shown, so both work from per-row caches instead of asking the model for QVariants:
// the search text of each card (SearchText) and, per sorted column, one number per row (the
// value, or the rank of the text in collation order). The caches are dropped when the source
// model resets or changes rows, or reports changed display/sort data for a column.

#include "CardFilter.h"

#include <QSortFilterProxyModel>

#include <vector>

namespace gpu {

class CatalogTableModel;

class CatalogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CatalogFilterProxy(QObject *parent = nullptr);

    const CardFilter &filter() const { return m_filter; }
    void setFilter(const CardFilter &filter);

    void setSourceModel(QAbstractItemModel *sourceModel) override;

Q_SIGNALS:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void clearCaches();
    void sourceDataChanged(
        const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    /// The sort key of `row` in `column` (NaN = unknown), building the column's keys if needed.
    double sortKey(int column, int row) const;
    void buildSortKeys(int column) const;

    CardFilter m_filter;
    QStringList m_searchWords; ///< m_filter.search, prepared
    const CatalogTableModel *m_catalog = nullptr;
    mutable std::vector<SearchText> m_searchTexts; ///< by source row; empty = not built
    mutable std::vector<std::vector<double>> m_sortKeys; ///< by column, then source row
};

} // namespace gpu
