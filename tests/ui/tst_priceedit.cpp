// SPDX-License-Identifier: GPL-3.0-or-later
// Prices: the user adds and edits a price of a card through the dialog; it is stored as the
// user's own row, the catalog judges the card at it, and undo/redo take it back and forth.

#include "AppState.h"
#include "CatalogTableModel.h"
#include "CatalogView.h"
#include "DetailPane.h"
#include "PriceEditDialog.h"
#include "UiTestSupport.h"

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace gpu;
using namespace gpu::test;

class TestPriceEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void dialogRefusesAZeroAmount();
    void addPriceFromTheDetailPaneWithUndoAndRedo();
    void editOwnPriceWithUndo();
    void editingABuiltInPriceKeepsIt();
    void anEditOfAPriceSomeoneChangedMeanwhileIsRefusedAndTheirsIsShown();

private:
    /// Answers the next modal PriceEditDialog with `fill`, then presses OK.
    void answerDialog(std::function<void(PriceEditDialog *)> fill);
    QString shownPrice(const QString &id) const;
    static void typeAmount(PriceEditDialog *dialog, const QString &amount);

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
    std::unique_ptr<QWidget> m_window;
    CatalogView *m_catalog = nullptr;
    DetailPane *m_details = nullptr;
    bool m_answered = false;
};

void TestPriceEdit::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestPriceEdit::init()
{
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
    m_window = std::make_unique<QWidget>();
    auto *layout = new QHBoxLayout(m_window.get());
    m_catalog = new CatalogView(m_state.get());
    m_details = new DetailPane(m_state.get());
    layout->addWidget(m_catalog, 1);
    layout->addWidget(m_details);
    m_window->resize(1300, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_answered = false;
}

void TestPriceEdit::cleanup()
{
    m_window.reset();
    m_state.reset();
    m_env.reset();
}

void TestPriceEdit::answerDialog(std::function<void(PriceEditDialog *)> fill)
{
    QTimer::singleShot(0, this, [this, fill] {
        auto *dialog = qobject_cast<PriceEditDialog *>(QApplication::activeModalWidget());
        QVERIFY2(dialog, "no price dialog open");
        fill(dialog);
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
        m_answered = true;
    });
}

void TestPriceEdit::typeAmount(PriceEditDialog *dialog, const QString &amount)
{
    auto *spin = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("priceAmountSpin"));
    QVERIFY(spin);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, amount);
}

QString TestPriceEdit::shownPrice(const QString &id) const
{
    const CatalogTableModel *model = m_catalog->model();
    return model->index(model->rowOf(id), CatalogTableModel::PriceColumn).data().toString();
}

void TestPriceEdit::dialogRefusesAZeroAmount()
{
    PriceEditDialog dialog;
    Price p;
    p.card = CardKey::fromId(rtx3060Id(8)).value();
    dialog.setPrice(p);
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // a price of 0 is no price
    typeAmount(&dialog, QStringLiteral("1899"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.price().amount, 1899.0);
}

void TestPriceEdit::addPriceFromTheDetailPaneWithUndoAndRedo()
{
    const QString id = rtx3060Id(8);
    m_state->setCurrentCard(id);
    QCOMPARE(shownPrice(id), QStringLiteral("1,999")); // the street price
    auto *add = m_details->findChild<QPushButton *>(QStringLiteral("addPriceButton"));
    QVERIFY(add && add->isEnabled());
    answerDialog([](PriceEditDialog *dialog) {
        typeAmount(dialog, QStringLiteral("1899"));
        dialog->findChild<QDateEdit *>(QStringLiteral("priceDateEdit"))->setDate(QDate(2025, 6, 1));
        auto *seller = dialog->findChild<QLineEdit *>(QStringLiteral("priceSellerEdit"));
        QTest::keyClicks(seller, QStringLiteral("Taobao"));
        auto *note = dialog->findChild<QLineEdit *>(QStringLiteral("priceNoteEdit"));
        QTest::keyClicks(note, QStringLiteral("618 sale"));
    });
    QTest::mouseClick(add, Qt::LeftButton);
    QVERIFY(m_answered);

    // Stored as the user's own price, and the card is now judged at it.
    QCOMPARE(shownPrice(id), QStringLiteral("1,899"));
    QCOMPARE(m_state->priceOf(*m_state->card(id))->basis, PriceBasis::UserPrice);
    auto *prices = m_details->findChild<QTableWidget *>(QStringLiteral("priceTable"));
    QCOMPARE(prices->rowCount(), 2);
    QCOMPARE(prices->item(0, 1)->text(), QStringLiteral("1,899 CNY"));
    QCOMPARE(prices->item(0, 3)->text(), QStringLiteral("Taobao"));
    QCOMPARE(prices->item(0, 4)->text(), QStringLiteral("Yours"));
    QCOMPARE(m_state->undoStack()->count(), 1);

    // It survives a restart.
    {
        auto other = m_env->makeState();
        bool found = false;
        for (const Price *p : other->pricesOf(*CardKey::fromId(id)))
            found = found
                || (p->origin == Origin::User && p->amount == 1899
                    && p->note == QLatin1String("618 sale"));
        QVERIFY(found);
    }

    m_state->undoStack()->undo();
    QCOMPARE(shownPrice(id), QStringLiteral("1,999"));
    QCOMPARE(prices->rowCount(), 1);
    m_state->undoStack()->redo();
    QCOMPARE(shownPrice(id), QStringLiteral("1,899"));
    QCOMPARE(prices->rowCount(), 2);
}

void TestPriceEdit::editOwnPriceWithUndo()
{
    const QString id = rtx3060Id(12);
    Price mine = streetPrice(*m_state->card(id), 2199, QDate(2025, 6, 1));
    mine.origin = Origin::User;
    QVERIFY(m_state->addPrice(mine, nullptr) > 0);
    QCOMPARE(shownPrice(id), QStringLiteral("2,199"));
    m_state->setCurrentCard(id);

    auto *prices = m_details->findChild<QTableWidget *>(QStringLiteral("priceTable"));
    QCOMPARE(prices->item(0, 4)->text(), QStringLiteral("Yours"));
    prices->selectRow(0);
    answerDialog([](PriceEditDialog *dialog) { typeAmount(dialog, QStringLiteral("2099")); });
    QTest::mouseClick(
        m_details->findChild<QPushButton *>(QStringLiteral("editPriceButton")), Qt::LeftButton);
    QVERIFY(m_answered);
    QCOMPARE(shownPrice(id), QStringLiteral("2,099"));
    QCOMPARE(prices->rowCount(), 2); // changed in place, not added

    m_state->undoStack()->undo();
    QCOMPARE(shownPrice(id), QStringLiteral("2,199"));
    m_state->undoStack()->redo();
    QCOMPARE(shownPrice(id), QStringLiteral("2,099"));
}

void TestPriceEdit::anEditOfAPriceSomeoneChangedMeanwhileIsRefusedAndTheirsIsShown()
{
    // Two windows on one catalog (a shared one, or two instances on one file): alice's window
    // still shows 2,199 when bob changes the price to 1,950; alice's edit to 2,099 is refused,
    // names bob, and her window then shows bob's price. Nothing of bob's is overwritten.
    const QString id = rtx3060Id(12);
    qputenv("USER", "alice");
    Price mine = streetPrice(*m_state->card(id), 2199, QDate(2025, 6, 1));
    mine.origin = Origin::User;
    QVERIFY(m_state->addPrice(mine, nullptr) > 0);
    m_state->setCurrentCard(id);
    auto *prices = m_details->findChild<QTableWidget *>(QStringLiteral("priceTable"));
    QCOMPARE(prices->item(0, 4)->text(), QStringLiteral("Yours"));
    QVERIFY(prices->item(0, 4)->toolTip().startsWith(QStringLiteral("added by alice, ")));

    {
        qputenv("USER", "bob");
        const std::unique_ptr<AppState> bob = m_env->makeState();
        const QList<const Price *> seen = bob->pricesOf(bob->card(id)->key);
        const auto it = std::find_if(
            seen.cbegin(), seen.cend(), [](const Price *p) { return p->origin == Origin::User; });
        QVERIFY(it != seen.cend());
        Price changed = **it;
        changed.amount = 1950;
        QString error;
        QVERIFY2(bob->updatePrice(changed, &error), qPrintable(error));
        qputenv("USER", "alice");
    }
    QCOMPARE(shownPrice(id), QStringLiteral("2,199")); // alice has not read it again yet

    QSignalSpy refused(m_state.get(), &AppState::storageError);
    prices->selectRow(0);
    answerDialog([](PriceEditDialog *dialog) { typeAmount(dialog, QStringLiteral("2099")); });
    QTest::mouseClick(
        m_details->findChild<QPushButton *>(QStringLiteral("editPriceButton")), Qt::LeftButton);
    QVERIFY(m_answered);
    QCOMPARE(refused.count(), 1);
    const QString message = refused.first().first().toString();
    QVERIFY2(
        message.contains(QStringLiteral("bob changed this price meanwhile")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("your change was not saved")), qPrintable(message));
    QCOMPARE(shownPrice(id), QStringLiteral("1,950")); // bob's price, read again
    QVERIFY(prices->item(0, 4)->toolTip().contains(QStringLiteral("changed by bob, ")));
    QVERIFY(!m_state->undoStack()->canUndo()); // a refused edit leaves nothing to undo
}

void TestPriceEdit::editingABuiltInPriceKeepsIt()
{
    const QString id = rtx4090Id();
    m_state->setCurrentCard(id);
    auto *prices = m_details->findChild<QTableWidget *>(QStringLiteral("priceTable"));
    QCOMPARE(prices->rowCount(), 1);
    QCOMPARE(prices->item(0, 4)->text(), QStringLiteral("Built-in"));
    prices->selectRow(0);
    auto *remove = m_details->findChild<QPushButton *>(QStringLiteral("removePriceButton"));
    QVERIFY(!remove->isEnabled()); // built-in prices are not the user's to delete
    answerDialog([](PriceEditDialog *dialog) { typeAmount(dialog, QStringLiteral("11999")); });
    QTest::mouseClick(
        m_details->findChild<QPushButton *>(QStringLiteral("editPriceButton")), Qt::LeftButton);
    QVERIFY(m_answered);
    QCOMPARE(shownPrice(id), QStringLiteral("11,999"));
    QCOMPARE(prices->rowCount(), 2); // the built-in 12,999 is still there
    m_state->undoStack()->undo();
    QCOMPARE(shownPrice(id), QStringLiteral("12,999"));
}

QTEST_MAIN(TestPriceEdit)
#include "tst_priceedit.moc"
