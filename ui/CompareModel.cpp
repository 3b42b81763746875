// SPDX-License-Identifier: GPL-3.0-or-later
#include "CompareModel.h"
#include "RankingFields.h"

#include "AppState.h"
#include "CatalogColumns.h"
#include "CatalogTableModel.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QMimeData>
#include <QPalette>

#include <cmath>

namespace gpu {

namespace {

/// The ranking result's field a row of the ranking's figures shows (RankingFields.h), or "".
QString rankingFieldOf(const QString &row)
{
    if (row == QLatin1String("rank"))
        return QStringLiteral("rank");
    if (row == QLatin1String("relative"))
        return QStringLiteral("relative_performance");
    if (row == QLatin1String("perf_per_price"))
        return QStringLiteral("performance_per_price");
    if (row == QLatin1String("perf_per_watt"))
        return QStringLiteral("performance_per_watt");
    return {};
}

} // namespace

namespace {

// Spec fields that identify the card or document it rather than describe it: not compared.
bool isCompared(const CardField &f)
{
    static const QStringList skipped = {QStringLiteral("vendor"), QStringLiteral("model"),
        QStringLiteral("source_url"), QStringLiteral("source_date"), QStringLiteral("notes"),
        QStringLiteral("notes_zh"), QStringLiteral("power_kind"), QStringLiteral("power_min_w"),
        QStringLiteral("stack_source_url"), QStringLiteral("stack_source_date"),
        QStringLiteral("memory_share_note")};
    return !skipped.contains(f.name);
}

} // namespace

CompareModel::CompareModel(AppState *state, QObject *parent)
    : QAbstractTableModel(parent)
    , m_state(state)
{
    using B = CardField::Better;
    m_rows = {{QStringLiteral("rank"), nullptr, B::Lower},
        {QStringLiteral("relative"), nullptr, B::Higher},
        {QStringLiteral("estimate"), nullptr, B::None},
        {QStringLiteral("perf_per_price"), nullptr, B::Higher},
        {QStringLiteral("perf_per_watt"), nullptr, B::Higher},
        {QStringLiteral("price"), nullptr, B::Lower}};
    for (const CardField &f : columns::cardFields())
        if (isCompared(f))
            m_rows.append({f.name, &f, f.better});
    m_allRows = m_rows;
    rebuild();
    connect(m_state, &AppState::compareSetChanged, this, &CompareModel::rebuild);
    connect(m_state, &AppState::catalogChanged, this, &CompareModel::rebuild);
    connect(m_state, &AppState::rankingChanged, this, &CompareModel::rebuild);
    connect(m_state, &AppState::yourCardChanged, this, [this] {
        if (columnCount() > 0)
            Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
}

void CompareModel::rebuild()
{
    beginResetModel();
    m_ids.clear();
    for (const QString &id : m_state->compareSet())
        if (m_state->card(id))
            m_ids.append(id);
    // A field only some devices have (a software stack of their own, unified memory) is a row
    // only when one of the compared devices has it.
    m_rows.clear();
    for (const Row &r : std::as_const(m_allRows)) {
        bool shown = !r.field || !r.field->onlyWhenKnown;
        for (const QString &id : std::as_const(m_ids))
            if (!shown)
                if (const Card *card = m_state->card(id))
                    shown = r.field->value(*card).isValid();
        if (shown)
            m_rows.append(r);
    }
    endResetModel();
}

void CompareModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, std::max(0, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    if (columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int CompareModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].name == name)
            return i;
    return -1;
}

int CompareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CompareModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

QVariant CompareModel::rawValue(int row, int column) const
{
    const Card *card = m_state->card(m_ids.at(column));
    if (!card)
        return {};
    const Row &r = m_rows.at(row);
    if (r.field)
        return r.field->value(*card);
    const CardVerdict *v = m_state->verdictFor(card->key);
    const auto opt = [](const std::optional<double> &d) { return d ? QVariant(*d) : QVariant(); };
    if (r.name == QLatin1String("rank"))
        return v && v->rank > 0 ? QVariant(double(v->rank)) : QVariant();
    if (r.name == QLatin1String("relative"))
        return v ? opt(v->relative) : QVariant();
    if (r.name == QLatin1String("perf_per_price"))
        return v ? opt(v->performancePerPrice) : QVariant();
    if (r.name == QLatin1String("perf_per_watt"))
        return v ? opt(v->performancePerWatt) : QVariant();
    if (r.name == QLatin1String("price")) {
        const auto price = m_state->priceOf(*card);
        return price ? QVariant(price->amount) : QVariant();
    }
    return {};
}

double CompareModel::number(int row, int column, bool *ok) const
{
    const QVariant v = rawValue(row, column);
    *ok = false;
    if (!v.isValid())
        return 0;
    if (v.typeId() == QMetaType::QString) {
        // Compute capability "8.6" compares as a number; other texts do not compare.
        if (m_rows.at(row).name != QLatin1String("compute_capability"))
            return 0;
        return v.toString().toDouble(ok);
    }
    return v.toDouble(ok);
}

QString CompareModel::displayValue(int row, int column) const
{
    const Card *card = m_state->card(m_ids.at(column));
    if (!card)
        return CardFields::unknownText();
    const Row &r = m_rows.at(row);
    if (r.field)
        return CardFields::display(*r.field, *card);
    if (r.name == QLatin1String("estimate")) {
        // How sure the relative performance is: measured, or the estimate's basis and range.
        const CardVerdict *verdict = m_state->verdictFor(card->key);
        const QString text = verdict ? estimateSummary(*verdict) : QString();
        return text.isEmpty() ? CardFields::unknownText() : text;
    }
    const QVariant v = rawValue(row, column);
    if (!v.isValid())
        return CardFields::unknownText();
    const QLocale locale;
    if (r.name == QLatin1String("relative")) // "×" as the field's unit
        return shownRankingField(rankingFieldOf(r.name), m_state->rankingOptions().currency)
                   .shownNumber(v.toDouble(), locale)
            + QStringLiteral("×");
    if (r.name == QLatin1String("price")) {
        // "≈" marks a price estimated from the launch price or converted from the other
        // currency, as in the catalog.
        const auto price = m_state->priceOf(*card);
        const bool estimate = price && price->isApproximate();
        const QString text = approximatePriceText(locale.toString(v.toDouble(), 'f', 0)
                + QLatin1Char(' ') + toCode(m_state->rankingOptions().currency),
            estimate);
        // A used price says so (new and used prices are compared together by default).
        return price && price->condition == Condition::Used
            ? tr("%1 (used)", "a price in the comparison").arg(text)
            : text;
    }
    // As the ranking's field table rounds it for people: the rank whole, per price and per watt
    // to two decimals, more for a small figure (a server's performance per price) than "0.00".
    return shownRankingField(rankingFieldOf(r.name), m_state->rankingOptions().currency)
        .shownNumber(v.toDouble(), locale);
}

QString CompareModel::rowLabel(int row) const
{
    const Row &r = m_rows.at(row);
    if (r.field)
        return CardFields::label(*r.field);
    const Currency cur = m_state->rankingOptions().currency;
    const QString currency = toCode(cur);
    if (const QString field = rankingFieldOf(r.name); !field.isEmpty())
        return shownRankingField(field, cur).figureName();
    if (r.name == QLatin1String("estimate"))
        return tr("How sure");
    if (r.name == QLatin1String("price"))
        return tr("Price (%1)").arg(currency);
    return r.name;
}

int CompareModel::bestColumn(int row) const
{
    const CardField::Better better = m_rows.at(row).better;
    if (better == CardField::Better::None || m_ids.size() < 2)
        return -1;
    int best = -1;
    double bestValue = 0;
    int known = 0;
    bool tie = false;
    for (int c = 0; c < m_ids.size(); ++c) {
        bool ok = false;
        const double v = number(row, c, &ok);
        if (!ok)
            continue;
        ++known;
        const bool isBetter
            = best < 0 || (better == CardField::Better::Higher ? v > bestValue : v < bestValue);
        if (best >= 0 && v == bestValue)
            tie = true;
        if (isBetter) {
            best = c;
            bestValue = v;
            tie = false;
        }
    }
    // Only a clear winner among at least two known values is highlighted.
    return known >= 2 && !tie ? best : -1;
}

int CompareModel::baselineColumn() const
{
    return int(m_ids.indexOf(m_state->compareBaseline()));
}

QVariant CompareModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int col = index.column();
    switch (role) {
    case Qt::DisplayRole: {
        QString text = displayValue(row, col);
        const QVariant diff = data(index, DifferenceRole);
        if (diff.isValid()) {
            const double d = diff.toDouble();
            text += QStringLiteral("  (%1%2 %)")
                        .arg(d > 0 ? QStringLiteral("+") : QString(),
                            QLocale().toString(d, 'f', std::abs(d) < 10 ? 1 : 0));
        }
        return text;
    }
    case SortRole: {
        bool ok = false;
        const double v = number(row, col, &ok);
        return ok ? QVariant(v) : QVariant();
    }
    case BestRole:
        return bestColumn(row) == col;
    case DifferenceRole: {
        const int base = baselineColumn();
        // A percentage of a place in the ranking, a generation or a compute capability means
        // nothing (8.9 is not "3.5 % more" than 8.6): those rows show none.
        const QString &name = m_rows.at(row).name;
        if (base < 0 || base == col || m_rows.at(row).better == CardField::Better::None
            || name == QLatin1String("rank") || name == QLatin1String("compute_capability")
            || name == QLatin1String("tensor_core_generation"))
            return {};
        bool ok = false;
        bool baseOk = false;
        const double v = number(row, col, &ok);
        const double b = number(row, base, &baseOk);
        if (!ok || !baseOk || b == 0)
            return {};
        return (v - b) / std::abs(b) * 100.0;
    }
    case CardKeyRole:
        return m_ids.at(col);
    case Qt::FontRole:
        if (bestColumn(row) == col) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        if (bestColumn(row) == col) {
            // Tinted from the palette, so it stays readable in a dark theme.
            QColor c = QGuiApplication::palette().color(QPalette::Highlight);
            c.setAlpha(70);
            return QBrush(c);
        }
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (bestColumn(row) == col)
            return tr("Best of the compared cards");
        if (m_rows.at(row).name == QLatin1String("estimate")) {
            const Card *card = m_state->card(m_ids.at(col));
            const CardVerdict *verdict = card ? m_state->verdictFor(card->key) : nullptr;
            if (verdict && verdict->relative)
                return estimateBasisText(verdict->estimateBasis);
        }
        return {};
    default:
        return {};
    }
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < m_rows.size())
            return rowLabel(section);
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (section < 0 || section >= m_ids.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    const Card *card = m_state->card(m_ids.at(section));
    const bool isBaseline = section == baselineColumn();
    switch (role) {
    case Qt::DisplayRole: {
        // Vendor on its own line keeps the columns narrow; the model line carries the memory
        // and form, so variants stay apart.
        QString name = card ? card->label() : m_ids.at(section);
        if (card && name.startsWith(card->key.vendor + QLatin1Char(' ')))
            name = card->key.vendor + QLatin1Char('\n') + name.mid(card->key.vendor.size() + 1);
        if (card && card->key.toId() == m_state->yourCardId())
            name += QLatin1Char('\n') + tr("(your card)");
        return isBaseline ? QString(name + QLatin1Char('\n') + tr("(baseline)")) : name;
    }
    case Qt::ToolTipRole: {
        const QString name = card ? card->label() : m_ids.at(section);
        return QString(name + QLatin1Char('\n')
            + (isBaseline ? tr("Baseline: other cards show their difference from it in percent")
                          : tr("Drag to reorder; right-click to pin as baseline or remove")));
    }
    case Qt::FontRole:
        if (isBaseline) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

Qt::ItemFlags CompareModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    return f | Qt::ItemIsDropEnabled;
}

QStringList CompareModel::mimeTypes() const
{
    return {CatalogTableModel::cardMimeType()};
}

Qt::DropActions CompareModel::supportedDropActions() const
{
    return Qt::CopyAction | Qt::MoveAction;
}

QStringList CompareModel::cardIdsFromMime(const QMimeData *data)
{
    if (!data || !data->hasFormat(CatalogTableModel::cardMimeType()))
        return {};
    const QString text = QString::fromUtf8(data->data(CatalogTableModel::cardMimeType()));
    QStringList ids;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (CardKey::fromId(line.trimmed()))
            ids.append(line.trimmed());
    return ids;
}

bool CompareModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int row,
    int column, const QModelIndex &parent) const
{
    Q_UNUSED(action)
    Q_UNUSED(row)
    Q_UNUSED(column)
    Q_UNUSED(parent)
    return !cardIdsFromMime(data).isEmpty();
}

bool CompareModel::dropMimeData(
    const QMimeData *data, Qt::DropAction action, int row, int column, const QModelIndex &parent)
{
    if (action == Qt::IgnoreAction || !canDropMimeData(data, action, row, column, parent))
        return false;
    return m_state->addToCompare(cardIdsFromMime(data)) > 0;
}

} // namespace gpu
