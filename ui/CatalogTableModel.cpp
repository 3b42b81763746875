// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogTableModel.h"

#include "CardFields.h"

#include <QLocale>
#include <QMimeData>

namespace gpu {

CatalogTableModel::CatalogTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CatalogTableModel::setCatalog(const CatalogData &data)
{
    beginResetModel();
    m_data = data;
    m_rowById.clear();
    for (int i = 0; i < m_data.cards.size(); ++i)
        m_rowById.insert(m_data.cards[i].key.toId(), i);
    derivePrices();
    endResetModel();
}

void CatalogTableModel::setPricing(
    Currency currency, ConditionFilter condition, const ExchangeRate &rate)
{
    m_currency = currency;
    m_condition = condition;
    m_rate = rate;
    derivePrices();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, PriceColumn), index(rowCount() - 1, PriceDateColumn));
    Q_EMIT headerDataChanged(Qt::Horizontal, PriceColumn, PriceColumn);
}

void CatalogTableModel::derivePrices()
{
    const auto byCard = indexPricesByCard(m_data.prices);
    m_prices.clear();
    m_prices.reserve(m_data.cards.size());
    for (const Card &c : m_data.cards)
        m_prices.append(priceFor(c, byCard.value(c.key.toId()), m_currency, m_condition, m_rate));
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_data.cards.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

QVariant raw(int column, const Card &c, const std::optional<CardPrice> &price)
{
    auto opt = [](auto v) { return v ? QVariant(double(*v)) : QVariant(); };
    switch (column) {
    case CatalogTableModel::NameColumn:
        return c.displayName();
    case CatalogTableModel::MemoryColumn:
        return c.key.memoryGb;
    case CatalogTableModel::ArchitectureColumn:
        return c.architecture.isEmpty() ? QVariant() : QVariant(c.architecture);
    case CatalogTableModel::BandwidthColumn:
        return opt(c.memoryBandwidthGBps);
    case CatalogTableModel::Fp32Column:
        return opt(c.fp32Tflops);
    case CatalogTableModel::TensorFp16Column:
        return opt(c.tensorFp16Tflops);
    case CatalogTableModel::TdpColumn:
        return opt(c.tdpWatts);
    case CatalogTableModel::PriceColumn:
        return price ? QVariant(price->amount) : QVariant();
    case CatalogTableModel::PriceDateColumn:
        return price && price->date.isValid() ? QVariant(price->date) : QVariant();
    default:
        return {};
    }
}

} // namespace

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_data.cards.size())
        return {};
    const Card &c = m_data.cards.at(index.row());
    const auto &price = m_prices.at(index.row());
    const int col = index.column();
    switch (role) {
    case SortRole:
        return raw(col, c, price);
    case UnknownRole:
        return !raw(col, c, price).isValid();
    case CardKeyRole:
        return c.key.toId();
    case Qt::TextAlignmentRole:
        return col == NameColumn || col == ArchitectureColumn
            ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        if (col == PriceColumn && price) {
            if (price->basis == PriceBasis::LaunchPriceEstimate)
                return tr("Estimate: launch price %1 USD converted at %2 CNY/USD")
                    .arg(QLocale().toString(*c.launchPriceUsd, 'f', 0))
                    .arg(m_rate.cnyPerUsd);
            return tr("%1 price seen %2 at %3")
                .arg(price->basis == PriceBasis::UserPrice ? tr("Your") : tr("Street"),
                    QLocale().toString(price->date, QLocale::ShortFormat), price->seller);
        }
        return {};
    case Qt::DisplayRole: {
        const QVariant v = raw(col, c, price);
        if (!v.isValid())
            return CardFields::unknownText();
        const QLocale locale;
        switch (col) {
        case NameColumn:
        case ArchitectureColumn:
            return v;
        case MemoryColumn:
            return tr("%1 GB").arg(formatNumber(c.key.memoryGb));
        case BandwidthColumn:
            return tr("%1 GB/s").arg(locale.toString(v.toDouble(), 'f', 0));
        case Fp32Column:
        case TensorFp16Column:
            return locale.toString(v.toDouble(), 'f', 1);
        case TdpColumn:
            return tr("%1 W").arg(locale.toString(v.toDouble(), 'f', 0));
        case PriceColumn: {
            const QString amount = locale.toString(v.toDouble(), 'f', 0);
            return price->basis == PriceBasis::LaunchPriceEstimate ? QStringLiteral("≈ ") + amount
                                                                   : amount;
        }
        case PriceDateColumn:
            return locale.toString(v.toDate(), QLocale::ShortFormat);
        default:
            return v;
        }
    }
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Card");
    case MemoryColumn:
        return tr("Memory");
    case ArchitectureColumn:
        return tr("Architecture");
    case BandwidthColumn:
        return tr("Bandwidth");
    case Fp32Column:
        return tr("FP32 TFLOPS");
    case TensorFp16Column:
        return tr("Tensor FP16 TFLOPS");
    case TdpColumn:
        return tr("TDP");
    case PriceColumn:
        return tr("Price (%1)").arg(toCode(m_currency));
    case PriceDateColumn:
        return tr("Price date");
    default:
        return {};
    }
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid())
        f |= Qt::ItemIsDragEnabled;
    return f;
}

QStringList CatalogTableModel::mimeTypes() const
{
    return {cardMimeType()};
}

QMimeData *CatalogTableModel::mimeData(const QModelIndexList &indexes) const
{
    QStringList ids;
    for (const QModelIndex &i : indexes) {
        const QString id = data(i, CardKeyRole).toString();
        if (!id.isEmpty() && !ids.contains(id))
            ids.append(id);
    }
    auto *mime = new QMimeData;
    mime->setData(cardMimeType(), ids.join(QLatin1Char('\n')).toUtf8());
    return mime;
}

} // namespace gpu
