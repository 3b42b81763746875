// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceCommands.h"

#include "AppState.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

namespace gpu {

namespace {

QString describe(const Price &p)
{
    //: A price in the undo history: amount, currency, card ("1,500 USD for NVIDIA GeForce …").
    return QCoreApplication::translate("PriceCommands", "%1 %2 for %3")
        .arg(QLocale().toString(p.amount, 'f', 0), toCode(p.currency), p.card.displayName());
}

} // namespace

AddPriceCommand::AddPriceCommand(AppState *state, const Price &price)
    : m_state(state)
    , m_price(price)
{
    m_price.id = 0;
    m_price.origin = Origin::User;
    // Lower case: the Edit menu shows it after "Undo"/"Redo" ("Undo add price 1,500 USD for …").
    setText(tr("add price %1").arg(describe(m_price)));
}

void AddPriceCommand::redo()
{
    m_price.id = m_state->addPrice(m_price, &m_error);
    m_price.stamp.version = 1; // a new row
    if (m_price.id == 0)
        setObsolete(true);
}

void AddPriceCommand::undo()
{
    // Refused (and the row kept) when someone changed the price since it was added.
    if (m_price.id != 0 && m_state->removePrice(m_price.id, &m_error, m_price.stamp.version))
        m_price.id = 0;
}

EditPriceCommand::EditPriceCommand(AppState *state, const Price &before, const Price &after)
    : m_state(state)
    , m_before(before)
    , m_after(after)
{
    m_after.id = m_before.id;
    m_after.stamp = m_before.stamp; // the edit starts from the row version that was read
    m_after.origin = Origin::User;
    setText(tr("edit price %1").arg(describe(m_after)));
}

void EditPriceCommand::redo()
{
    // Each step names the row version it starts from, so an undo or redo never overwrites a
    // change someone else made to the row in between (it is refused and said instead).
    int version = 0;
    if (m_state->updatePrice(m_after, &m_error, &version))
        m_before.stamp.version = version;
    else
        setObsolete(true);
}

void EditPriceCommand::undo()
{
    int version = 0;
    if (m_state->updatePrice(m_before, &m_error, &version))
        m_after.stamp.version = version;
}

RemovePriceCommand::RemovePriceCommand(AppState *state, const Price &price)
    : m_state(state)
    , m_price(price)
{
    setText(tr("remove price %1").arg(describe(m_price)));
}

void RemovePriceCommand::redo()
{
    if (!m_state->removePrice(m_price.id, &m_error, m_price.stamp.version))
        setObsolete(true);
}

void RemovePriceCommand::undo()
{
    // Stored again as a new row; later redo() removes that row.
    const qint64 id = m_state->addPrice(m_price, &m_error);
    if (id != 0) {
        m_price.id = id;
        m_price.stamp.version = 1;
    }
}

AddPricesCommand::AddPricesCommand(
    AppState *state, const QList<Price> &prices, CatalogRepository::WriteResult *firstResult)
    : m_state(state)
    , m_prices(prices)
    , m_firstResult(firstResult)
{
    //: In the Edit menu after "Undo"/"Redo": "Undo add 12 prices".
    setText(tr("add %n price(s)", nullptr, int(prices.size())));
}

void AddPricesCommand::redo()
{
    // The rows this import adds: the user's prices after it that were not there before.
    QSet<qint64> before;
    for (const Price &p : m_state->catalog().prices)
        before.insert(p.id);
    CatalogData rows;
    rows.prices = m_prices;
    const CatalogRepository::WriteResult result = m_state->importData(rows);
    if (m_firstResult) {
        *m_firstResult = result;
        m_firstResult = nullptr;
    }
    m_added.clear();
    if (!result.ok) {
        setObsolete(true);
        return;
    }
    for (const Price &p : m_state->catalog().prices)
        if (!before.contains(p.id) && p.origin == Origin::User)
            m_added << p;
    if (m_added.isEmpty())
        setObsolete(true); // every row was already stored: nothing to undo
}

void AddPricesCommand::undo()
{
    // Each row is refused (and kept) when someone changed it since it was added.
    QList<Price> kept;
    for (const Price &p : std::as_const(m_added)) {
        QString error;
        if (!m_state->removePrice(p.id, &error, p.stamp.version))
            kept << p;
    }
    m_added = kept;
}

} // namespace gpu
