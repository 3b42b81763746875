// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Filters the catalog with a CardFilter and sorts by CatalogTableModel::SortRole: numbers as
// numbers, text case-insensitively, unknown values last in both directions.

#include "CardFilter.h"

#include <QSortFilterProxyModel>

namespace gpu {

class CatalogFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CatalogFilterProxy(QObject *parent = nullptr);

    const CardFilter &filter() const { return m_filter; }
    void setFilter(const CardFilter &filter);

Q_SIGNALS:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    CardFilter m_filter;
};

} // namespace gpu
