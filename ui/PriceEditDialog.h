// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Adds or edits one of the user's own prices: amount, currency, condition, date, seller, note.
// The result is stored through an undoable command (PriceCommands) on AppState's undo stack.

#include "Card.h"

#include <QDialog>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace gpu {

class AppState;

class PriceEditDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PriceEditDialog(QWidget *parent = nullptr);

    /// Fills the fields; `price.card` names the card. An `id` of 0 means a new price.
    void setPrice(const Price &price);
    /// The price the fields describe (origin User, id as given to setPrice()).
    Price price() const;

    /// Asks for a new price of `card` and pushes an AddPriceCommand. Returns true if stored.
    static bool addPrice(QWidget *parent, AppState *state, const Card &card);
    /// Edits `price`: the user's own row is changed in place (EditPriceCommand); a built-in
    /// row is left alone and the edit is stored as a new price of the user's (AddPriceCommand).
    static bool editPrice(QWidget *parent, AppState *state, const Price &price);

private:
    void updateOkButton();

    Price m_price;
    QLabel *m_card;
    QDoubleSpinBox *m_amount;
    QComboBox *m_currency;
    QComboBox *m_condition;
    QDateEdit *m_date;
    QLineEdit *m_seller;
    QLineEdit *m_note;
    QDialogButtonBox *m_buttons;
};

} // namespace gpu
