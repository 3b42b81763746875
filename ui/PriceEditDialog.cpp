// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceEditDialog.h"

#include "AppState.h"
#include "PriceCheck.h"
#include "PriceCommands.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
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
    , m_warning(new QLabel(this))
    , m_useLikely(new QPushButton(this))
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
    m_warning->setObjectName(QStringLiteral("priceCheckWarning"));
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #a05000;"));
    m_useLikely->setObjectName(QStringLiteral("priceUseLikely"));
    form->addRow(m_warning);
    form->addRow(QString(), m_useLikely);
    form->addRow(m_buttons);
    m_warning->hide();
    m_useLikely->hide();
    m_okText = m_buttons->button(QDialogButtonBox::Ok)->text();
    connect(m_useLikely, &QPushButton::clicked, this, [this] {
        if (m_likely)
            m_amount->setValue(*m_likely);
    });

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, &PriceEditDialog::updateOkButton);
    connect(m_amount, &QDoubleSpinBox::valueChanged, this, &PriceEditDialog::clearWarning);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &PriceEditDialog::clearWarning);
    connect(m_condition, &QComboBox::currentIndexChanged, this, &PriceEditDialog::clearWarning);
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
    // The user's own price: a new one as a shop's, a used one as used (PriceKind).
    p.kind = defaultPriceKind(p.condition);
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

void PriceEditDialog::clearWarning()
{
    m_holdingBack = false;
    m_likely.reset();
    m_warning->hide();
    m_useLikely->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(m_okText);
}

void PriceEditDialog::accept()
{
    if (m_check && !m_holdingBack) {
        const auto [message, likely] = m_check(price());
        if (!message.isEmpty()) {
            // Held back: said, with its likely reading, until OK again.
            m_holdingBack = true;
            m_likely = likely;
            m_warning->setText(message);
            m_warning->show();
            if (likely) {
                m_useLikely->setText(tr("&Use %1").arg(QLocale().toString(*likely, 'f', 0)));
                m_useLikely->show();
            }
            m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Store as &typed"));
            return;
        }
    }
    QDialog::accept();
}

namespace {

// The check of the price dialogs: the card's estimate, last price or launch price.
PriceEditDialog::Check checkFor(AppState *state)
{
    return [state](const Price &p) -> QPair<QString, std::optional<double>> {
        const PricePolicy policy = state->pricePolicy();
        const auto unusual
            = unusualPrices({p}, state->catalog(), policy.estimates.get(), state->exchangeRate());
        if (unusual.isEmpty())
            return {};
        return {unusual.first().second.message, unusual.first().second.likelyAmount};
    };
}

} // namespace

bool PriceEditDialog::addPrice(QWidget *parent, AppState *state, const Card &card)
{
    PriceEditDialog dialog(parent);
    dialog.setCheck(checkFor(state));
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
    dialog.setCheck(checkFor(state));
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
