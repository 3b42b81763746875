// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Adds or edits one of the user's own prices: amount, currency, condition, date, seller, note.
// The result is stored through an undoable command (PriceCommands) on AppState's undo stack.

#include "Card.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QDateEdit;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

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
    /// What the amount is checked against (PriceCheck.h): a translated message and the likely
    /// amount for a price far from what the card costs, an empty message otherwise.
    using Check = std::function<QPair<QString, std::optional<double>>(const Price &)>;
    void setCheck(Check check) { m_check = std::move(check); }
    /// OK on an unusual amount shows why, offers its likely reading and asks for a second OK
    /// ("Store as typed"); this is whether that warning shows (tests).
    bool isHoldingBack() const { return m_holdingBack; }
    void accept() override;

    /// Asks for a new price of `card` and pushes an AddPriceCommand. Returns true if stored.
    static bool addPrice(QWidget *parent, AppState *state, const Card &card);
    /// Edits `price`: the user's own row is changed in place (EditPriceCommand); a built-in
    /// row is left alone and the edit is stored as a new price of the user's (AddPriceCommand).
    static bool editPrice(QWidget *parent, AppState *state, const Price &price);

private:
    void updateOkButton();
    void clearWarning();

    Price m_price;
    QLabel *m_card;
    QDoubleSpinBox *m_amount;
    QComboBox *m_currency;
    QComboBox *m_condition;
    QDateEdit *m_date;
    QLineEdit *m_seller;
    QLineEdit *m_note;
    QDialogButtonBox *m_buttons;
    QLabel *m_warning;
    QPushButton *m_useLikely;
    Check m_check;
    bool m_holdingBack = false;
    std::optional<double> m_likely;
    QString m_okText; ///< the OK button's own text, back when the amount changes
};

} // namespace gpu
