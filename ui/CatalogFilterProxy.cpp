// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogFilterProxy.h"

#include "CatalogTableModel.h"

namespace gpu {

CatalogFilterProxy::CatalogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void CatalogFilterProxy::setFilter(const CardFilter &filter)
{
    m_filter = filter;
    invalidateFilter();
    Q_EMIT filterChanged();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    Q_UNUSED(sourceParent)
    const auto *model = qobject_cast<const CatalogTableModel *>(sourceModel());
    if (!model)
        return true;
    return m_filter.matches(model->card(sourceRow), model->price(sourceRow));
}

bool CatalogFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant l = left.data(sortRole());
    const QVariant r = right.data(sortRole());
    // Unknown values go last whichever way the column is sorted.
    if (!l.isValid() || !r.isValid()) {
        if (l.isValid() == r.isValid())
            return left.row() < right.row();
        const bool leftUnknown = !l.isValid();
        return sortOrder() == Qt::AscendingOrder ? !leftUnknown : leftUnknown;
    }
    if (l.typeId() == QMetaType::Double || l.typeId() == QMetaType::Int)
        return l.toDouble() < r.toDouble();
    return QSortFilterProxyModel::lessThan(left, right);
}

} // namespace gpu
