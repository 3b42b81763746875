// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Undoable changes to the user's own prices. Each command writes through AppState (which stores
// the row in the database and reloads the catalog). A command that fails to write marks itself
// obsolete, so a failed change never sits on the undo stack; the error is kept for the caller.

#include "Card.h"
#include "CatalogRepository.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace gpu {

class AppState;

class AddPriceCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddPriceCommand)
public:
    AddPriceCommand(AppState *state, const Price &price);
    void redo() override;
    void undo() override;
    qint64 priceId() const { return m_price.id; }
    QString error() const { return m_error; }

private:
    AppState *m_state;
    Price m_price;
    QString m_error;
};

class EditPriceCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditPriceCommand)
public:
    /// `before` is the stored row (same id as `after`).
    EditPriceCommand(AppState *state, const Price &before, const Price &after);
    void redo() override;
    void undo() override;
    QString error() const { return m_error; }

private:
    AppState *m_state;
    Price m_before;
    Price m_after;
    QString m_error;
};

class RemovePriceCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(RemovePriceCommand)
public:
    RemovePriceCommand(AppState *state, const Price &price);
    void redo() override;
    void undo() override;
    QString error() const { return m_error; }

private:
    AppState *m_state;
    Price m_price;
    QString m_error;
};

/// Several of the user's prices stored at once (a pasted price list, the prices-to-check
/// dialog): one import, all or nothing, undone as one step (the rows it added are removed; rows
/// it skipped as exact duplicates of stored ones were never its own). Issue 26.
class AddPricesCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(AddPricesCommand)
public:
    /// The first redo() (QUndoStack::push()) writes the import's result to `firstResult` when
    /// given: a command that added nothing is deleted by push() right after it.
    AddPricesCommand(AppState *state, const QList<Price> &prices,
        CatalogRepository::WriteResult *firstResult = nullptr);
    void redo() override;
    void undo() override;

private:
    AppState *m_state;
    QList<Price> m_prices;
    QList<Price> m_added; ///< as stored by the last redo(): ids and row versions
    CatalogRepository::WriteResult *m_firstResult;
};

} // namespace gpu
