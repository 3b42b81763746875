// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceEditDialog.h"

#include "AppState.h"
#include "PriceCommands.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>

namespace gpu {

PriceEditDialog::PriceEditDialog(QWidget *parent)
    : QDialog(parent)
    , m_card(new QLabel(this))
    , m_amount(new QDoubleSpinBox(this))
    , m_currency(new QComboBox(this))
    , m_condition(new QComboBox(this))
    , m_date(new QDateEdit(this))
    , m_seller(new QLineEdit(this))
    , m_note(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("priceEditDialog"));
    m_amount->setObjectName(QStringLiteral("priceAmountSpin"));
    m_currency->setObjectName(QStringLiteral("priceCurrencyCombo"));
    m_condition->setObjectName(QStringLiteral("priceConditionCombo"));
    m_date->setObjectName(QStringLiteral("priceDateEdit"));
    m_seller->setObjectName(QStringLiteral("priceSellerEdit"));
    m_note->setObjectName(QStringLiteral("priceNoteEdit"));

    m_card->setTextFormat(Qt::PlainText);
    QFont bold = m_card->font();
    bold.setBold(true);
    m_card->setFont(bold);
    m_amount->setRange(0, 100'000'000);
    m_amount->setDecimals(2);
    m_amount->setGroupSeparatorShown(true);
    m_amount->setSingleStep(100);
    m_currency->addItem(QStringLiteral("CNY"), int(Currency::CNY));
    m_currency->addItem(QStringLiteral("USD"), int(Currency::USD));
    m_condition->addItem(tr("New"), int(Condition::New));
    m_condition->addItem(tr("Used"), int(Condition::Used));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setDate(QDate::currentDate());
    m_seller->setPlaceholderText(tr("Shop, marketplace or board partner"));
    m_note->setPlaceholderText(tr("Optional"));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Card:"), m_card);
    form->addRow(tr("&Amount:"), m_amount);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("C&ondition:"), m_condition);
    form->addRow(tr("&Date seen:"), m_date);
    form->addRow(tr("&Seller:"), m_seller);
    form->addRow(tr("&Note:"), m_note);
    form->addRow(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, &PriceEditDialog::updateOkButton);
    updateOkButton();
}

void PriceEditDialog::setPrice(const Price &price)
{
    m_price = price;
    setWindowTitle(price.id == 0 ? tr("Add price") : tr("Edit price"));
    m_card->setText(price.card.displayName());
    m_amount->setValue(price.amount);
    // A price seen in another currency (EUR, RUB …) keeps it: the list offers it beside CNY and
    // USD while this price is edited.
    const int foreign = m_currency->findData(-1);
    if (foreign >= 0)
        m_currency->removeItem(foreign);
    if (const auto shown = currencyFromString(price.currency)) {
        m_currency->setCurrentIndex(m_currency->findData(int(*shown)));
    } else {
        m_currency->addItem(price.currency, -1);
        m_currency->setCurrentIndex(m_currency->count() - 1);
    }
    m_condition->setCurrentIndex(m_condition->findData(int(price.condition)));
    m_date->setDate(price.observedDate.isValid() ? price.observedDate : QDate::currentDate());
    m_seller->setText(price.seller);
    m_note->setText(price.note);
    updateOkButton();
}

Price PriceEditDialog::price() const
{
    Price p = m_price;
    p.amount = m_amount->value();
    if (m_currency->currentData().toInt() >= 0)
        p.currency = Currency(m_currency->currentData().toInt());
    p.condition = Condition(m_condition->currentData().toInt());
    p.observedDate = m_date->date();
    p.seller = m_seller->text().trimmed();
    p.note = m_note->text().trimmed();
    p.origin = Origin::User;
    return p;
}

void PriceEditDialog::updateOkButton()
{
    // A price row always has an amount: 0 is not a price.
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_amount->value() > 0);
}

bool PriceEditDialog::addPrice(QWidget *parent, AppState *state, const Card &card)
{
    PriceEditDialog dialog(parent);
    Price p;
    p.card = card.key;
    p.currency = state->rankingOptions().currency;
    p.observedDate = QDate::currentDate();
    dialog.setPrice(p);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const int before = state->undoStack()->count();
    state->undoStack()->push(new AddPriceCommand(state, dialog.price()));
    return state->undoStack()->count() > before;
}

bool PriceEditDialog::editPrice(QWidget *parent, AppState *state, const Price &price)
{
    PriceEditDialog dialog(parent);
    Price p = price;
    if (price.origin != Origin::User) {
        p.id = 0; // the built-in row stays; the edit becomes the user's own price
        p.sourceUrl.clear();
    }
    dialog.setPrice(p);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const int before = state->undoStack()->count();
    if (price.origin == Origin::User)
        state->undoStack()->push(new EditPriceCommand(state, price, dialog.price()));
    else
        state->undoStack()->push(new AddPriceCommand(state, dialog.price()));
    return state->undoStack()->count() > before;
}

} // namespace gpu
