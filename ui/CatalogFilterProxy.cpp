// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogFilterProxy.h"

#include "CatalogTableModel.h"

#include <QCollator>
#include <QDate>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

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
    m_searchWords = searchWords(filter.search);
    // One pass that filters and sorts everything (layoutChanged) rather than invalidateFilter(),
    // which removes and inserts the rows that change one interval at a time: with the cached keys
    // the full pass is cheaper whenever many rows change (100,000 cards: the slowest keystroke
    // 200 ms -> 70 ms) and not dearer otherwise (docs/performance.md).
    invalidate();
    Q_EMIT filterChanged();
}

void CatalogFilterProxy::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    clearCaches();
    m_catalog = qobject_cast<const CatalogTableModel *>(model);
    if (model) {
        // Connected before the base class's own connections, so the caches are gone before the
        // proxy refilters and re-sorts.
        const auto clear = [this] { clearCaches(); };
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, clear);
        connect(model, &QAbstractItemModel::modelReset, this, clear);
        connect(model, &QAbstractItemModel::layoutAboutToBeChanged, this, clear);
        connect(model, &QAbstractItemModel::layoutChanged, this, clear);
        connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, clear);
        connect(model, &QAbstractItemModel::rowsInserted, this, clear);
        connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this, clear);
        connect(model, &QAbstractItemModel::rowsRemoved, this, clear);
        connect(model, &QAbstractItemModel::rowsMoved, this, clear);
        connect(
            model, &QAbstractItemModel::dataChanged, this, &CatalogFilterProxy::sourceDataChanged);
    }
    QSortFilterProxyModel::setSourceModel(model);
}

void CatalogFilterProxy::clearCaches()
{
    m_searchTexts.clear();
    m_sortKeys.clear();
}

void CatalogFilterProxy::sourceDataChanged(
    const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    if (!roles.isEmpty() && !roles.contains(Qt::DisplayRole)
        && !roles.contains(CatalogTableModel::SortRole))
        return; // e.g. tooltips only
    for (int c = topLeft.column(); c <= bottomRight.column(); ++c) {
        if (c == CatalogTableModel::NameColumn || c == CatalogTableModel::ArchitectureColumn)
            m_searchTexts.clear();
        if (size_t(c) < m_sortKeys.size())
            m_sortKeys[size_t(c)].clear();
    }
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    Q_UNUSED(sourceParent)
    if (!m_catalog)
        return true;
    const Card &card = m_catalog->card(sourceRow);
    if (!m_filter.matchesExceptSearch(
            card, m_filter.usesPrice() ? m_catalog->price(sourceRow) : std::nullopt))
        return false;
    if (m_searchWords.isEmpty())
        return true;
    if (m_searchTexts.size() != size_t(m_catalog->rowCount())) {
        m_searchTexts.clear();
        m_searchTexts.reserve(size_t(m_catalog->rowCount()));
        for (int r = 0; r < m_catalog->rowCount(); ++r)
            m_searchTexts.push_back(SearchText::of(m_catalog->card(r)));
    }
    return matchesSearch(m_searchTexts[size_t(sourceRow)], m_searchWords);
}

// One number per row for `column`: the SortRole value as a number (dates as Julian days), text
// as its rank in the locale's collation order (what QString::localeAwareCompare, used by
// QSortFilterProxyModel for text, orders by), NaN for unknown.
void CatalogFilterProxy::buildSortKeys(int column) const
{
    const QAbstractItemModel *model = sourceModel();
    const int rows = model->rowCount();
    if (m_sortKeys.size() <= size_t(column))
        m_sortKeys.resize(size_t(column) + 1);
    std::vector<double> &keys = m_sortKeys[size_t(column)];
    keys.assign(size_t(rows), std::numeric_limits<double>::quiet_NaN());
    std::vector<int> textRows;
    std::vector<QCollatorSortKey> texts;
    QCollator collator; // the default locale's, as localeAwareCompare
    for (int r = 0; r < rows; ++r) {
        const QVariant v = model->index(r, column).data(sortRole());
        if (!v.isValid())
            continue;
        switch (v.typeId()) {
        case QMetaType::QString:
            textRows.push_back(r);
            texts.push_back(collator.sortKey(v.toString()));
            break;
        case QMetaType::QDate:
            keys[size_t(r)] = double(v.toDate().toJulianDay());
            break;
        default:
            keys[size_t(r)] = v.toDouble();
            break;
        }
    }
    if (texts.empty())
        return;
    std::vector<int> order(texts.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
        [&](int a, int b) { return texts[size_t(a)].compare(texts[size_t(b)]) < 0; });
    int rank = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i > 0 && texts[size_t(order[i - 1])].compare(texts[size_t(order[i])]) != 0)
            ++rank;
        keys[size_t(textRows[size_t(order[i])])] = rank;
    }
}

double CatalogFilterProxy::sortKey(int column, int row) const
{
    if (size_t(column) >= m_sortKeys.size() || m_sortKeys[size_t(column)].empty())
        buildSortKeys(column);
    const std::vector<double> &keys = m_sortKeys[size_t(column)];
    return size_t(row) < keys.size() ? keys[size_t(row)] : std::numeric_limits<double>::quiet_NaN();
}

bool CatalogFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!sourceModel() || left.column() != right.column()
        || sortRole() != CatalogTableModel::SortRole)
        return QSortFilterProxyModel::lessThan(left, right);
    const double l = sortKey(left.column(), left.row());
    const double r = sortKey(right.column(), right.row());
    // Unknown values go last whichever way the column is sorted; among them, the cards with the
    // higher relative performance come first (then catalog order), in both directions too. Qt
    // sorts descending by calling lessThan(right, left): "a shows before b" is lessThan(a, b)
    // ascending and lessThan(b, a) descending.
    const bool leftUnknown = std::isnan(l);
    const bool rightUnknown = std::isnan(r);
    if (leftUnknown || rightUnknown) {
        const bool ascending = sortOrder() == Qt::AscendingOrder;
        if (leftUnknown != rightUnknown)
            return ascending ? !leftUnknown : leftUnknown;
        const auto showsFirst = [this](int a, int b) {
            const double ra = sortKey(CatalogTableModel::RelativeColumn, a);
            const double rb = sortKey(CatalogTableModel::RelativeColumn, b);
            if (std::isnan(ra) != std::isnan(rb))
                return !std::isnan(ra);
            if (!std::isnan(ra) && ra != rb)
                return ra > rb;
            return a < b;
        };
        return ascending ? showsFirst(left.row(), right.row())
                         : showsFirst(right.row(), left.row());
    }
    return l < r;
}

} // namespace gpu
