// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogTableModel.h"
#include "NameReadings.h"

#include "CardFields.h"
#include "PriceWords.h"
#include "SoftwareSupport.h"

#include <QFont>
#include <QLocale>
#include <QMimeData>

namespace gpu {

CatalogTableModel::CatalogTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    makeRankingFields();
}

void CatalogTableModel::makeRankingFields()
{
    const std::pair<Column, const char *> shown[] = {{ScoreColumn, "rank"},
        {RelativeColumn, "relative_performance"}, {PerfPerPriceColumn, "performance_per_price"},
        {PerfPerWattColumn, "performance_per_watt"}, {PriceToBeatColumn, "price_to_beat_value"}};
    m_rankingFields = QList<RankingField>(ColumnCount);
    for (const auto &[column, name] : shown)
        m_rankingFields.insert(column, shownRankingField(QLatin1String(name), m_currency));
}

void CatalogTableModel::setCatalog(const CatalogData &data)
{
    beginResetModel();
    m_configurations.clear(); // made of the old catalog's cards
    m_configurationCardRows.clear();
    m_data = data;
    m_rowById.clear();
    // Read through const references: a non-const access would detach the lists from the
    // caller's copy and hold every card twice (100,000 cards: +47 MB, docs/performance.md).
    for (int i = 0; i < m_data.cards.size(); ++i)
        m_rowById.insert(m_data.cards.at(i).key.toId(), i);
    derivePrices();
    mapVerdicts();
    endResetModel();
}

void CatalogTableModel::setConfigurations(const QList<ConfigurationRow> &configurations)
{
    const int cards = int(m_data.cards.size());
    if (!m_configurations.isEmpty()) {
        beginRemoveRows({}, cards, cards + int(m_configurations.size()) - 1);
        m_configurations.clear();
        m_configurationCardRows.clear();
        endRemoveRows();
    }
    QList<ConfigurationRow> kept;
    QList<int> rows;
    for (const ConfigurationRow &c : configurations) {
        const int row = c.configuration.card ? rowOf(c.configuration.card->key.toId()) : -1;
        if (row < 0 || c.configuration.boards < 2)
            continue; // a card of another catalog, or a single card (a row of its own)
        kept.append(c);
        rows.append(row);
    }
    if (kept.isEmpty())
        return;
    beginInsertRows({}, cards, cards + int(kept.size()) - 1);
    m_configurations = kept;
    m_configurationCardRows = rows;
    endInsertRows();
}

void CatalogTableModel::setSetUpRanks(const QHash<QString, int> &ranks)
{
    if (ranks == m_setUpRanks)
        return;
    m_setUpRanks = ranks;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, ScoreColumn), index(rowCount() - 1, ScoreColumn));
}

std::optional<int> CatalogTableModel::setUpRank(int row) const
{
    const int cardRow = row < m_data.cards.size()
        ? row
        : m_configurationCardRows.value(row - int(m_data.cards.size()), -1);
    if (cardRow < 0)
        return std::nullopt;
    const QString id = m_data.cards.at(cardRow).key.toId();
    const int boards = boardsOf(row);
    const auto it
        = m_setUpRanks.constFind(boards > 1 ? QStringLiteral("%1×%2").arg(id).arg(boards) : id);
    return it == m_setUpRanks.constEnd() ? std::nullopt : std::optional<int>(*it);
}

int CatalogTableModel::boardsOf(int row) const
{
    const int cards = int(m_data.cards.size());
    return row < cards ? 1 : m_configurations.value(row - cards).configuration.boards;
}

std::optional<CardPrice> CatalogTableModel::price(int row) const
{
    std::optional<CardPrice> p = m_prices.value(cardRowOf(row));
    if (p)
        p->amount *= boardsOf(row);
    return p;
}

void CatalogTableModel::setPricing(Currency currency, ConditionFilter condition,
    const ExchangeRate &rate, const PricePolicy &policy)
{
    m_currency = currency;
    m_condition = condition;
    m_rate = rate;
    m_policy = policy;
    if (!m_policy.asOf.isValid())
        m_policy.asOf = QDate::currentDate();
    derivePrices();
    makeRankingFields();
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, PriceColumn), index(rowCount() - 1, PriceDateColumn));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void CatalogTableModel::setRanking(const RankingResult &ranking)
{
    m_ranking = ranking;
    mapVerdicts();
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, ScoreColumn), index(rowCount() - 1, PerfPerPriceColumn));
        Q_EMIT dataChanged(index(0, PerfPerWattColumn), index(rowCount() - 1, PriceToBeatColumn));
        Q_EMIT dataChanged(
            index(0, NameColumn), index(rowCount() - 1, NameColumn), {Qt::ToolTipRole});
    }
}

void CatalogTableModel::retranslate()
{
    makeRankingFields();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void CatalogTableModel::derivePrices()
{
    // Each card's prices in their order, found by key (not by an id string per price).
    QHash<CardKey, QList<const Price *>> byCard;
    for (const Price &p : std::as_const(m_data.prices))
        byCard[p.card].append(&p);
    m_prices.clear();
    m_prices.reserve(m_data.cards.size());
    for (const Card &c : std::as_const(m_data.cards))
        m_prices.append(
            priceFor(c, byCard.value(c.key), m_currency, m_condition, m_rate, m_policy));
}

void CatalogTableModel::mapVerdicts()
{
    // A ranking of this catalog names each verdict's card by its index: no ids to make.
    const qsizetype cards = m_data.cards.size();
    m_verdictOfRow.fill(-1, cards);
    bool byIndex = true;
    for (qsizetype i = 0; i < m_ranking.verdicts.size() && byIndex; ++i) {
        const int card = m_ranking.verdicts.cardIndexOf(i);
        byIndex
            = card >= 0 && card < cards && m_data.cards.at(card).key == m_ranking.verdicts.keyOf(i);
        if (byIndex)
            m_verdictOfRow[card] = int(i);
    }
    if (byIndex)
        return;
    QHash<QString, int> byId;
    for (int i = 0; i < m_ranking.verdicts.size(); ++i)
        byId.insert(m_ranking.verdicts.keyOf(i).toId(), i);
    m_verdictOfRow.clear();
    m_verdictOfRow.reserve(m_data.cards.size());
    for (const Card &c : std::as_const(m_data.cards))
        m_verdictOfRow.append(byId.value(c.key.toId(), -1));
}

const VerdictFigures *CatalogTableModel::figures(int row) const
{
    const int i = m_verdictOfRow.value(cardRowOf(row), -1);
    return i >= 0 && i < m_ranking.verdicts.size() ? &m_ranking.verdicts.figures(i) : nullptr;
}

const CardVerdict *CatalogTableModel::verdict(int row) const
{
    const int i = m_verdictOfRow.value(cardRowOf(row), -1);
    return i >= 0 && i < m_ranking.verdicts.size() ? &m_ranking.verdicts.at(i) : nullptr;
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_data.cards.size() + m_configurations.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

QVariant opt(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}

} // namespace

// The raw value of a cell: a double, a date or a text; an invalid QVariant for unknown.
QVariant CatalogTableModel::raw(int column, int row) const
{
    const Card &c = card(row);
    const std::optional<CardPrice> price = this->price(row);
    // The numbers alone: sorting 100,000 rows by a ranking column makes no verdict's texts.
    const VerdictFigures *v = figures(row);
    const int boards = boardsOf(row);
    if (boards > 1) {
        // N × the card: memory, price and power of all; one card's speed (layers split across
        // cards add memory, not speed); value per the whole price and power; no rank.
        const ConfigurationRow &config = m_configurations.at(row - m_data.cards.size());
        switch (column) {
        case NameColumn:
            return config.configuration.name();
        case ScoreColumn:
            if (const auto rank = setUpRank(row))
                return double(*rank);
            return {};
        case PriceToBeatColumn:
            return {};
        case RelativeColumn:
            return opt(config.relative);
        case PerfPerPriceColumn:
            return opt(config.performancePerPrice);
        case PerfPerWattColumn:
            return opt(config.performancePerWatt);
        case MemoryColumn:
            return c.key.memoryGb * boards;
        case TdpColumn:
            return c.tdpWatts ? QVariant(*c.tdpWatts * boards) : QVariant();
        default:
            break; // the card's own figure
        }
    }
    switch (column) {
    case NameColumn:
        return c.label();
    case ScoreColumn:
        if (!m_setUpRanks.isEmpty()) {
            const auto rank = setUpRank(row);
            return rank ? QVariant(double(*rank)) : QVariant();
        }
        return v && v->rank > 0 ? QVariant(double(v->rank)) : QVariant();
    case RelativeColumn:
        return v ? opt(v->relative) : QVariant();
    case PerfPerPriceColumn:
        return v ? opt(v->performancePerPrice) : QVariant();
    case PerfPerWattColumn:
        return v ? opt(v->performancePerWatt) : QVariant();
    case PriceToBeatColumn:
        return v ? opt(v->priceToBeatValue) : QVariant();
    case MemoryColumn:
        return c.key.memoryGb;
    case ArchitectureColumn:
        return c.architecture.isEmpty() ? QVariant() : QVariant(c.architecture);
    case ComputeCapabilityColumn:
        return c.computeCapability ? QVariant(double(c.computeCapability->code()) / 10.0)
                                   : QVariant();
    case BandwidthColumn:
        return opt(c.memoryBandwidthGBps);
    case Fp32Column:
        return opt(c.fp32Tflops);
    case TensorFp16Column:
        return opt(c.tensorFp16Tflops);
    case TdpColumn:
        return opt(c.tdpWatts);
    case PriceColumn:
        return price ? QVariant(price->amount) : QVariant();
    case PriceDateColumn:
        return price && price->date.isValid() ? QVariant(price->date) : QVariant();
    default:
        return {};
    }
}

QString CatalogTableModel::priceToBeatText(int row) const
{
    const VerdictFigures *v = figures(row);
    if (!v || !v->priceToBeatValue)
        return {};
    //: In the price's tooltip: the price to beat (docs/ranking.md).
    return QLatin1Char('\n')
        + tr("Worth buying below %1 %2 (the best value's performance per price).")
              .arg(QLocale().toString(*v->priceToBeatValue, 'f', 0), toCode(m_currency));
}

QString CatalogTableModel::tooltip(int column, int row) const
{
    const Card &c = card(row);
    const std::optional<CardPrice> &price = m_prices.at(cardRowOf(row));
    if (const int boards = boardsOf(row); boards > 1 && column == NameColumn) {
        const FitConfiguration &config
            = m_configurations.at(row - m_data.cards.size()).configuration;
        QStringList lines {config.name(),
            tr("%n cards hold the model together: its layers are split across them, so their "
               "memory adds up (%1 of %2 GB) while a token is generated at about one card's "
               "speed.",
                nullptr, boards)
                .arg(QLocale().toString(config.estimate.total.total(), 'f', 1),
                    QLocale().toString(config.memoryAvailableGb, 'f', 0))};
        if (config.tokensPerSecond)
            lines << tr("About %1 tokens/s (estimated).")
                         .arg(QLocale().toString(*config.tokensPerSecond, 'f', 1));
        for (const QString &caveat : config.caveats)
            lines << QStringLiteral("• ") + caveat;
        return lines.join(QLatin1Char('\n'));
    }
    if (column == PriceColumn && price) {
        // How the price was obtained (PriceWords.h), as a sentence, and where it was seen.
        QString text = priceBasisText(*price);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        if (price->basis == PriceBasis::LaunchPriceEstimate)
            return text + priceToBeatText(row);
        const bool used = price->condition == Condition::Used;
        if (!price->seller.isEmpty())
            //: %1 how a price was obtained ("New street price of 2026-10-01"), %2 its seller.
            text = tr("%1 (%2)", "price and seller")
                       .arg(text, nameForReader(price->seller, price->sourceUrl));
        if (used)
            text += QLatin1Char(' ')
                + tr("(used: no warranty, possible mining wear; the condition can be set to new "
                     "only in the ranking bar)");
        if (const QString origin = priceOriginText(*price); !origin.isEmpty())
            text += QStringLiteral(" (%1)").arg(origin);
        return text + priceToBeatText(row);
    }
    if (column == PriceColumn && !price)
        return priceToBeatText(row).trimmed();
    // The column holds the figure; its kind and a laptop's range are in the tooltip.
    if (column == TdpColumn && c.tdpWatts && (c.powerKind || c.powerMinWatts))
        return CardFields::powerText(c);
    if (column == PerfPerWattColumn && c.tdpWatts && c.powerMinWatts)
        return tr("At %1 W, the high end of the power range (%2)")
            .arg(QLocale().toString(*c.tdpWatts, 'f', 0), CardFields::powerText(c));
    if (column == ArchitectureColumn) {
        const QString sentence = softwareSupportSentence(c);
        if (!sentence.isEmpty())
            return sentence;
    }
    if (column == RelativeColumn) {
        // How sure the figure is: measured, or the estimate's basis and range (issue 13).
        const VerdictFigures *v = figures(row);
        if (!v || !v->relative)
            return {};
        if (v->estimateBasis == EstimateBasis::Measured)
            return tr("Measured");
        const QString basis = estimateBasisText(v->estimateBasis);
        if (!v->estimateLow || !v->estimateHigh)
            return basis;
        return tr("%1\nLikely %2–%3×")
            .arg(basis, QLocale().toString(*v->estimateLow, 'f', 2),
                QLocale().toString(*v->estimateHigh, 'f', 2));
    }
    if (column == NameColumn) {
        const VerdictFigures *v = figures(row);
        if (!v || v->flags.isEmpty())
            return c.label();
        QStringList lines {c.label()};
        for (Flag f : v->flags)
            lines.append(QStringLiteral("• ") + flagText(f));
        return lines.join(QLatin1Char('\n'));
    }
    return {};
}

void CatalogTableModel::setYourCard(const QString &cardId)
{
    if (cardId == m_yourCardId)
        return;
    const int before = rowOf(m_yourCardId);
    m_yourCardId = cardId;
    for (int row : {before, rowOf(cardId)})
        if (row >= 0)
            Q_EMIT dataChanged(index(row, NameColumn), index(row, NameColumn));
}

bool CatalogTableModel::isYourCard(int row) const
{
    return !m_yourCardId.isEmpty() && row == rowOf(m_yourCardId);
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int col = index.column();
    switch (role) {
    case SortRole:
        return raw(col, row);
    case UnknownRole:
        return !raw(col, row).isValid();
    case CardKeyRole:
        return card(row).key.toId();
    case BoardsRole:
        return boardsOf(row);
    case Qt::TextAlignmentRole:
        return col == NameColumn || col == ArchitectureColumn
            ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
            : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole: {
        QString tip = tooltip(col, row);
        if (col == NameColumn && isYourCard(row))
            tip = tip.isEmpty() ? tr("Your card") : tr("Your card") + QLatin1Char('\n') + tip;
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::FontRole:
        if (col == NameColumn && isYourCard(row)) {
            QFont f;
            f.setBold(true);
            return f;
        }
        if (col == NameColumn && boardsOf(row) > 1) {
            QFont f; // a configuration, not a card of its own
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::DisplayRole:
        return displayText(col, row);
    default:
        return {};
    }
}

QVariant CatalogTableModel::displayText(int col, int row) const
{
    const QVariant v = raw(col, row);
    if (!v.isValid())
        return CardFields::unknownText();
    const QLocale locale;
    switch (col) {
    case NameColumn:
        //: Marks the user's own card in the catalog.
        return isYourCard(row) ? QVariant(tr("★ %1").arg(v.toString())) : v;
    case ArchitectureColumn: {
        // Legacy or unsupported software is spelled out where the architecture is read
        // (SoftwareSupport.h); the raw value, for sorting and search, stays the name.
        const auto tier = softwareTier(card(row));
        if (!tier || *tier == SoftwareTier::Current)
            return v;
        //: An architecture and its software support tier: "Pascal (legacy software)".
        return *tier == SoftwareTier::Legacy ? tr("%1 (legacy software)").arg(v.toString())
                                             : tr("%1 (unsupported software)").arg(v.toString());
    }
    case RelativeColumn:
        return relativeText(v.toDouble(), row);
    case ScoreColumn:
    case PerfPerPriceColumn:
    case PerfPerWattColumn:
    case PriceToBeatColumn:
        // As the ranking's field table rounds them for people (RankingField::shownNumber()).
        return rankingField(col).shownNumber(v.toDouble(), locale);
    case MemoryColumn:
        return tr("%1 GB").arg(formatNumber(v.toDouble()));
    case ComputeCapabilityColumn:
        return card(row).computeCapability->toString();
    case BandwidthColumn:
        return tr("%1 GB/s").arg(locale.toString(v.toDouble(), 'f', 0));
    case Fp32Column:
    case TensorFp16Column:
        return locale.toString(v.toDouble(), 'f', 1);
    case TdpColumn:
        return tr("%1 W").arg(locale.toString(v.toDouble(), 'f', 0));
    case PriceColumn: {
        // "≈": estimated from the launch price, or seen in the other currency and converted.
        const std::optional<CardPrice> &price = m_prices.at(cardRowOf(row));
        QString amount
            = approximatePriceText(locale.toString(v.toDouble(), 'f', 0), price->isApproximate());
        // A used price says so (new and used prices are ranked together by default).
        if (price->condition == Condition::Used)
            amount = tr("%1 (used)", "a price in the catalog table").arg(amount);
        return amount;
    }
    case PriceDateColumn:
        return v.toDate().toString(Qt::ISODate); // unambiguous in every language
    default:
        return v;
    }
}

QString CatalogTableModel::relativeText(double value, int row) const
{
    // "*": a measured result, as on the command line; the others are estimates.
    // A configuration's figure is its own estimate: no card's marks.
    const VerdictFigures *verdict = boardsOf(row) > 1 ? nullptr : figures(row);
    const bool measured = verdict && verdict->measuredRelative;
    // "?": an unverified estimate (no measured card of its vendor).
    // Only where the model was checked against some measured card at all.
    const bool unverified = verdict && verdict->estimateBasis == EstimateBasis::Unverified
        && !m_ranking.parameters.measuredVendors.isEmpty();
    return QString(tr("%1×").arg(rankingField(RelativeColumn).shownNumber(value, QLocale()))
        + (measured          ? QStringLiteral("*")
                : unverified ? QStringLiteral("?")
                             : QString()));
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ScoreColumn:
        case PerfPerPriceColumn:
        case PerfPerWattColumn:
        case PriceToBeatColumn:
            return rankingField(section).describe();
        case RelativeColumn:
            return tr("Performance relative to the reference card (%1 = 1.00×); * = measured, "
                      "? = unverified estimate, the others estimated from specs")
                .arg(m_ranking.reference.vendor.isEmpty() ? Ranking::defaultReference().label()
                                                          : m_ranking.reference.label());
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Card");
    case ScoreColumn:
    case RelativeColumn:
    case PerfPerPriceColumn:
    case PerfPerWattColumn:
    case PriceToBeatColumn:
        return rankingField(section).headerLabel();
    case MemoryColumn:
        return tr("Memory");
    case ArchitectureColumn:
        return tr("Architecture");
    case ComputeCapabilityColumn:
        return tr("Compute cap.");
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
