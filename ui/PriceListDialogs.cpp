// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceListDialogs.h"

#include "AppState.h"
#include "PriceCheck.h"
#include "PriceCommands.h"
#include "PriceListParser.h"
#include "ServerSystems.h"
#include "ValueParsers.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace gpu {

namespace {

QTableWidgetItem *readOnly(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

QString conditionText(Condition c)
{
    return c == Condition::Used ? QCoreApplication::translate("PastePricesDialog", "used")
                                : QCoreApplication::translate("PastePricesDialog", "new");
}

} // namespace

PastePricesDialog::PastePricesDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_text(new QPlainTextEdit(this))
    , m_currency(new QComboBox(this))
    , m_preview(new QTableWidget(0, 7, this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("pastePricesDialog"));
    setWindowTitle(tr("Paste prices"));
    m_text->setObjectName(QStringLiteral("pastePricesText"));
    m_preview->setObjectName(QStringLiteral("pastePricesPreview"));
    m_status->setObjectName(QStringLiteral("pastePricesStatus"));
    m_text->setPlaceholderText(tr("One price a line, as copied from a shop page, a spreadsheet or "
                                  "a chat, for example:\n"
                                  "RTX 4070 SUPER 12G 4599元\n二手 3090 5500\n"
                                  "七彩虹 RTX 4060 Ti 16G 3299\n4090 1.45万\n"
                                  "￥12,999 RTX 4080 SUPER"));
    m_currency->addItem(QStringLiteral("CNY"), int(Currency::CNY));
    m_currency->addItem(QStringLiteral("USD"), int(Currency::USD));
    m_currency->setCurrentIndex(m_currency->findData(int(m_state->rankingOptions().currency)));
    m_currency->setToolTip(tr("The currency of amounts that name none (¥, 元, $ … name one)"));
    m_preview->setHorizontalHeaderLabels({tr("Add"), tr("Line"), tr("Card"), tr("Amount"),
        tr("Currency"), tr("Condition"), tr("Seller or problem")});
    m_preview->verticalHeader()->hide();
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_status->setWordWrap(true);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(150);

    auto *currencyRow = new QHBoxLayout;
    auto *currencyLabel = new QLabel(tr("Amounts without a currency are &in:"), this);
    currencyLabel->setBuddy(m_currency);
    currencyRow->addWidget(currencyLabel);
    currencyRow->addWidget(m_currency);
    currencyRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each line gives a card, an amount and, with 二手 or \"used\", a "
                                "used price. The prices are stored as your own, dated today, all "
                                "of them or none."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_text, 2);
    layout->addLayout(currencyRow);
    layout->addWidget(new QLabel(tr("Preview:"), this));
    layout->addWidget(m_preview, 3);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add prices"));

    connect(m_text, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_debounce, &QTimer::timeout, this, &PastePricesDialog::updatePreview);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &PastePricesDialog::updatePreview);
    // A box the user clicks is kept across the previews that follow more typing.
    connect(m_preview, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == 0 && (item->flags() & Qt::ItemIsUserCheckable)) {
            m_userTicks.insert(item->data(Qt::UserRole).toInt(), item->checkState() == Qt::Checked);
            m_debounce->start(); // the count to add follows
        }
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PastePricesDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(760, 560);
    updatePreview();
}

void PastePricesDialog::setText(const QString &text)
{
    m_text->setPlainText(text);
    updatePreview();
}

int PastePricesDialog::rowCount() const
{
    return m_rows;
}

int PastePricesDialog::problemCount() const
{
    return m_problems;
}

namespace {

// The unusual rows of a parse (PriceCheck.h), by line number: the message.
QHash<int, QString> unusualLines(const PriceListParse &parsed, AppState *state)
{
    QList<Price> rows;
    QList<int> lines;
    for (const PriceListLine &l : parsed.lines)
        if (l.price) {
            rows << *l.price;
            lines << l.lineNumber;
        }
    QHash<int, QString> out;
    if (rows.isEmpty())
        return out;
    const PricePolicy policy = state->pricePolicy();
    for (const auto &[row, check] :
        unusualPrices(rows, state->catalog(), policy.estimates.get(), state->exchangeRate()))
        out.insert(lines[row], check.message);
    return out;
}

} // namespace

QString PastePricesDialog::statusText(
    const PriceListParse &parsed, const QHash<int, QString> &unusual, int skipped) const
{
    int ticked = 0;
    for (const PriceListLine &l : parsed.lines)
        ticked += l.price && m_userTicks.value(l.lineNumber, !unusual.contains(l.lineNumber));
    QString held;
    if (m_heldBack > 0)
        held = QLatin1Char(' ')
            + tr("%n price(s) far from what the card costs are held back (marked): tick them to "
                 "add them as typed.",
                nullptr, m_heldBack);
    // Why, in full (the table's cell is cut at its width): the first three.
    int said = 0;
    for (const PriceListLine &l : parsed.lines)
        if (unusual.contains(l.lineNumber) && said++ < 3)
            held += QLatin1Char('\n')
                + tr("Line %1: %2").arg(l.lineNumber).arg(unusual.value(l.lineNumber));
    if (parsed.lines.isEmpty())
        return tr("Paste a price list above.");
    else if (m_problems > 0)
        return (tr("%n line(s) not understood: correct them (add the memory size or "
                   "the full name) or remove them; nothing is stored until every line "
                   "is understood.",
            nullptr, m_problems));
    else if (skipped > 0)
        return (tr("%n price(s) to add, dated %1.", nullptr, ticked)
                    .arg(QDate::currentDate().toString(Qt::ISODate))
            + QLatin1Char(' ')
            + tr("%n line(s) that are no price (greetings, headers, dates) are skipped.", nullptr,
                skipped)
            + held);
    else
        return (tr("%n price(s) to add, dated %1.", nullptr, ticked)
                    .arg(QDate::currentDate().toString(Qt::ISODate))
            + held);
}

void PastePricesDialog::updatePreview()
{
    m_debounce->stop();
    PriceListOptions options;
    options.defaultCurrency = Currency(m_currency->currentData().toInt());
    options.observedDate = QDate::currentDate();
    const PriceListParse parsed
        = parsePriceList(m_text->toPlainText(), storedCards(m_state->catalog().cards), options);
    const QHash<int, QString> unusual = unusualLines(parsed, m_state);
    const QSignalBlocker filling(m_preview); // no itemChanged while the preview is made
    const QLocale locale;
    m_preview->setRowCount(int(parsed.lines.size()));
    m_rows = 0;
    m_problems = 0;
    m_heldBack = 0;
    int skipped = 0;
    for (int r = 0; r < parsed.lines.size(); ++r) {
        const PriceListLine &l = parsed.lines[r];
        auto *tick = readOnly(QString());
        tick->setData(Qt::UserRole, l.lineNumber);
        m_preview->setItem(r, 1, readOnly(QString::number(l.lineNumber)));
        if (l.price) {
            ++m_rows;
            const bool held = unusual.contains(l.lineNumber);
            m_heldBack += held ? 1 : 0;
            tick->setFlags(tick->flags() | Qt::ItemIsUserCheckable);
            tick->setCheckState(
                m_userTicks.value(l.lineNumber, !held) ? Qt::Checked : Qt::Unchecked);
            tick->setToolTip(held ? tr("Held back until you tick it: the amount is far from what "
                                       "the card costs")
                                  : tr("Untick to leave this price out"));
            m_preview->setItem(r, 2, readOnly(l.matchedName));
            // Cents only when the amount has them: "5.20" is never shown as "5".
            const double a = l.price->amount;
            m_preview->setItem(r, 3, readOnly(locale.toString(a, 'f', a == std::floor(a) ? 0 : 2)));
            m_preview->setItem(r, 4, readOnly(l.price->currency));
            m_preview->setItem(r, 5, readOnly(conditionText(l.price->condition)));
            if (held) {
                auto *why = readOnly(tr("held back: %1").arg(unusual.value(l.lineNumber)));
                why->setForeground(QColor(0xA0, 0x50, 0x00));
                why->setToolTip(why->text());
                m_preview->setItem(r, 6, why);
                for (int c = 1; c < 6; ++c)
                    m_preview->item(r, c)->setBackground(QColor(0xFF, 0xF1, 0xD6));
            } else {
                m_preview->setItem(r, 6, readOnly(l.price->seller));
            }
        } else if (l.skipped) {
            ++skipped;
            for (int c = 2; c < 6; ++c)
                m_preview->setItem(r, c, readOnly(QString()));
            auto *note = readOnly(tr("skipped: %1 — %2").arg(l.text, l.skipReason));
            note->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            m_preview->setItem(r, 6, note);
        } else {
            ++m_problems;
            for (int c = 2; c < 6; ++c)
                m_preview->setItem(r, c, readOnly(QString()));
            auto *problem = readOnly(l.text + QStringLiteral(" — ") + l.error);
            problem->setForeground(QColor(0xB0, 0x00, 0x20));
            m_preview->setItem(r, 6, problem);
        }
        m_preview->setItem(r, 0, tick);
    }
    m_preview->resizeColumnsToContents();
    // The last column (seller or why a line is held back) wraps within the dialog's width.
    m_preview->horizontalHeader()->setSectionResizeMode(6, QHeaderView::Stretch);
    m_preview->resizeRowsToContents();
    m_status->setText(statusText(parsed, unusual, skipped));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(parsed.ok());
}

int PastePricesDialog::heldBackCount() const
{
    return m_heldBack;
}

bool PastePricesDialog::isTicked(int lineNumber) const
{
    for (int r = 0; r < m_preview->rowCount(); ++r) {
        const QTableWidgetItem *tick = m_preview->item(r, 0);
        if (tick && tick->data(Qt::UserRole).toInt() == lineNumber)
            return (tick->flags() & Qt::ItemIsUserCheckable) && tick->checkState() == Qt::Checked;
    }
    return false;
}

void PastePricesDialog::setTicked(int lineNumber, bool ticked)
{
    for (int r = 0; r < m_preview->rowCount(); ++r) {
        QTableWidgetItem *tick = m_preview->item(r, 0);
        if (tick && tick->data(Qt::UserRole).toInt() == lineNumber)
            tick->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    }
    m_userTicks.insert(lineNumber, ticked);
}

bool PastePricesDialog::apply(bool quiet)
{
    // A box the user clicked counts from now on, whatever the next preview marks.
    for (int r = 0; r < m_preview->rowCount(); ++r)
        if (const QTableWidgetItem *tick = m_preview->item(r, 0);
            tick && (tick->flags() & Qt::ItemIsUserCheckable))
            m_userTicks.insert(tick->data(Qt::UserRole).toInt(), tick->checkState() == Qt::Checked);
    updatePreview();
    PriceListOptions options;
    options.defaultCurrency = Currency(m_currency->currentData().toInt());
    options.observedDate = QDate::currentDate();
    const PriceListParse parsed
        = parsePriceList(m_text->toPlainText(), storedCards(m_state->catalog().cards), options);
    if (!parsed.ok())
        return false;
    QList<Price> rows;
    for (const PriceListLine &l : parsed.lines)
        if (l.price && isTicked(l.lineNumber))
            rows << *l.price;
    if (rows.isEmpty())
        return true;
    // Undoable as one step (Edit → Undo).
    CatalogRepository::WriteResult w;
    m_state->undoStack()->push(new AddPricesCommand(m_state, rows, &w));
    if (!w.ok && !quiet)
        QMessageBox::warning(this, windowTitle(),
            tr("The prices could not be stored; none was added.\n%1").arg(w.error));
    return w.ok;
}

void PastePricesDialog::accept()
{
    if (apply())
        QDialog::accept();
}

PricesToCheckDialog::PricesToCheckDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_intro(new QLabel(this))
    , m_table(new QTableWidget(0, 6, this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("pricesToCheckDialog"));
    setWindowTitle(tr("Prices to check"));
    m_table->setObjectName(QStringLiteral("pricesToCheckTable"));
    m_intro->setWordWrap(true);
    m_table->setHorizontalHeaderLabels({tr("Card"), tr("Judged at"), tr("Date"), tr("Why check"),
        tr("Today's price"), tr("Condition")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::AllEditTriggers);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save prices"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &PricesToCheckDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(900, 520);
    fill();
}

void PricesToCheckDialog::fill()
{
    const RankingResult &ranking = m_state->ranking();
    const RankingRequest request = m_state->rankingRequest();
    const QList<int> rows = Ranking::pricesToCheck(ranking, m_state->catalog(), request, 20);
    const QString currency = toCode(request.currency);
    const QString scope = request.budget
        ? tr("%1, priced between %2 and %3 %4")
              .arg(workloadName(request.workload),
                  QLocale().toString(*request.budget / 3.0, 'f', 0),
                  QLocale().toString(*request.budget * 2.0, 'f', 0), currency)
        : workloadName(request.workload);
    m_intro->setText(
        tr("Cards this request would consider (%1) that have no price, a price older than %n "
           "month(s) or only a launch-price estimate, most useful first. Type today's price (in "
           "%2; 4599, 1.45万 …) for the ones you know; they are saved as your own prices, dated "
           "today.",
            nullptr, request.stalePriceMonths)
            .arg(scope, currency));
    const QLocale locale;
    m_table->setRowCount(int(rows.size()));
    m_cardIds.clear();
    for (int r = 0; r < rows.size(); ++r) {
        const CardVerdict &v = ranking.verdicts.at(rows[r]);
        m_cardIds << v.key.toId();
        m_table->setItem(r, 0, readOnly(v.key.displayName()));
        QString judged = tr("no price");
        QString date;
        QString why = flagLabel(Flag::NoPrice);
        if (v.price) {
            judged = approximatePriceText(
                locale.toString(v.price->amount, 'f', 0) + QLatin1Char(' ') + currency,
                v.price->isApproximate());
            if (v.price->condition == Condition::Used)
                judged += QLatin1Char(' ') + tr("(used)");
            date = v.price->date.toString(Qt::ISODate);
            why = v.hasFlag(Flag::EstimatedPrice) ? flagLabel(Flag::EstimatedPrice)
                                                  : flagLabel(Flag::StalePrice);
        }
        m_table->setItem(r, 1, readOnly(judged));
        m_table->setItem(r, 2, readOnly(date));
        m_table->setItem(r, 3, readOnly(why));
        m_table->setItem(r, 4, new QTableWidgetItem(QString()));
        auto *condition = new QComboBox(m_table);
        condition->addItem(tr("New"), int(Condition::New));
        condition->addItem(tr("Used"), int(Condition::Used));
        if (v.price && v.price->condition == Condition::Used)
            condition->setCurrentIndex(1);
        m_table->setCellWidget(r, 5, condition);
    }
    m_table->resizeColumnsToContents();
    if (rows.isEmpty())
        m_intro->setText(tr("Every card near the top of this ranking has a current price."));
}

bool PricesToCheckDialog::apply(bool quiet)
{
    const Currency currency = m_state->rankingOptions().currency;
    CatalogData rows;
    QStringList problems;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem *item = m_table->item(r, 4);
        const QString text = item ? item->text().trimmed() : QString();
        if (text.isEmpty())
            continue;
        const Parsed<Money> money = parsePrice(text);
        const Card *card = m_state->card(m_cardIds.value(r));
        if (!money.ok() || !card) {
            problems << QStringLiteral("%1: %2").arg(
                m_table->item(r, 0)->text(), money.error.isEmpty() ? text : money.error);
            continue;
        }
        Price p;
        p.card = card->key;
        p.amount = money.value->amount;
        p.currency = toCode(money.value->currency.value_or(currency));
        const auto *condition = qobject_cast<QComboBox *>(m_table->cellWidget(r, 5));
        p.condition = condition ? Condition(condition->currentData().toInt()) : Condition::New;
        p.kind = defaultPriceKind(p.condition);
        p.observedDate = QDate::currentDate();
        p.origin = Origin::User;
        rows.prices << p;
    }
    if (!problems.isEmpty()) {
        if (!quiet)
            QMessageBox::warning(this, windowTitle(),
                tr("These amounts are not prices; nothing was saved:\n%1")
                    .arg(problems.join(QLatin1Char('\n'))));
        return false;
    }
    if (rows.prices.isEmpty())
        return true;
    // An amount far from what the card costs is stored only when the user confirms it.
    const PricePolicy policy = m_state->pricePolicy();
    const auto unusual = unusualPrices(
        rows.prices, m_state->catalog(), policy.estimates.get(), m_state->exchangeRate());
    if (!unusual.isEmpty()) {
        QStringList why;
        for (const auto &[row, check] : unusual)
            why << check.message;
        if (quiet
            || QMessageBox::question(this, windowTitle(),
                   tr("These amounts are far from what the cards cost:\n%1\n\nStore them as "
                      "typed?")
                       .arg(why.join(QLatin1Char('\n'))),
                   QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
                != QMessageBox::Yes)
            return false;
    }
    CatalogRepository::WriteResult w; // one undoable step (Edit → Undo)
    m_state->undoStack()->push(new AddPricesCommand(m_state, rows.prices, &w));
    if (!w.ok && !quiet)
        QMessageBox::warning(this, windowTitle(),
            tr("The prices could not be stored; none was saved.\n%1").arg(w.error));
    return w.ok;
}

void PricesToCheckDialog::accept()
{
    if (apply())
        QDialog::accept();
}

} // namespace gpu
