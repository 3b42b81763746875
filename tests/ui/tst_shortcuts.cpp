// SPDX-License-Identifier: GPL-3.0-or-later
// Every key a person can press reaches one thing: no two menu actions share a shortcut, and no
// two labels, buttons, menus or tabs on screen at the same time share a mnemonic (Alt+letter),
// in either language, in every workload of the ranking bar, with each panel of the docks in
// front, and in every dialog the menus open. (A clash made typing a budget set the batch.)

#include "AppState.h"
#include "BuiltinCatalog.h"
#include "MainWindow.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabBar>
#include <QTimer>

#include <QAbstractItemView>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTextDocumentFragment>

#include <QtTest>

#include <functional>

using namespace gpu;
using namespace gpu::test;

namespace {

// The letter after a single '&' ("&Budget:" -> 'b', "预算(&B)：" -> 'b'), or a null QChar.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i; // "&&" is a literal ampersand
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// Whether `w` is on screen: visible, and each dock it sits in is the front tab of its group.
bool onScreen(QWidget *w, QMainWindow *window)
{
    if (!w->isVisible())
        return false;
    if (!window)
        return true;
    for (QWidget *p = w; p; p = p->parentWidget()) {
        auto *dock = qobject_cast<QDockWidget *>(p);
        if (!dock || window->tabifiedDockWidgets(dock).isEmpty())
            continue;
        // The window's tab bars of tabified docks: the dock's tab must be the current one.
        for (QTabBar *tabs : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->tabText(i) == dock->windowTitle() && i != tabs->currentIndex())
                    return false;
    }
    return true;
}

// The mnemonics of what `root` shows now: menu titles, buddy labels, buttons, group boxes and
// tabs that are visible (a hidden widget's mnemonic does not fire). Letter -> the texts with it.
QMultiMap<QChar, QString> visibleMnemonics(QWidget *root)
{
    QMultiMap<QChar, QString> out;
    const auto add = [&out](const QString &text) {
        if (const QChar c = mnemonicOf(text); !c.isNull())
            out.insert(c, text);
    };
    auto *window = qobject_cast<QMainWindow *>(root);
    if (window)
        for (QAction *a : window->menuBar()->actions())
            add(a->text());
    for (QLabel *label : root->findChildren<QLabel *>())
        if (onScreen(label, window) && label->buddy() && label->textFormat() != Qt::RichText)
            add(label->text());
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>())
        if (onScreen(button, window))
            add(button->text());
    for (QGroupBox *box : root->findChildren<QGroupBox *>())
        if (onScreen(box, window))
            add(box->title());
    for (QTabBar *tabs : root->findChildren<QTabBar *>())
        if (onScreen(tabs, window))
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i));
    return out;
}

// "b: &Budget: | &Batch:" for every letter used by two different texts.
QStringList clashes(const QMultiMap<QChar, QString> &mnemonics)
{
    QStringList out;
    for (const QChar c : mnemonics.uniqueKeys()) {
        QStringList texts = mnemonics.values(c);
        texts.removeDuplicates();
        if (texts.size() > 1)
            out << QStringLiteral("%1: %2").arg(c, texts.join(QStringLiteral(" | ")));
    }
    return out;
}

// The Latin words a Chinese screen may show: names from the catalog's data (cards, vendors,
// sellers, models, networks), units and the field's terms.
QSet<QString> allowedLatinWords(const CatalogData &data)
{
    QSet<QString> allowed;
    const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z]{2,}"));
    const auto allow = [&](const QString &text) {
        for (auto it = word.globalMatch(text); it.hasNext();)
            allowed.insert(it.next().captured().toLower());
    };
    for (const Card &c : data.cards)
        allow(
            c.displayName() + QLatin1Char(' ') + c.architecture + QLatin1Char(' ') + c.memoryType);
    for (const Price &p : data.prices)
        allow(p.seller);
    for (const ModelSpec &m : data.models)
        allow(m.name + QLatin1Char(' ') + m.family);
    for (const BenchmarkResult &b : data.benchmarks)
        allow(b.network + QLatin1Char(' ') + b.framework + QLatin1Char(' ') + b.unit);
    allow(QStringLiteral(
        "CUDA ROCm Vulkan Metal SYCL XPU PyTorch llama.cpp vLLM LoRA QLoRA NF4 GGUF AWQ GPTQ "
        "Tensor "
        "TFLOPS TOPS TGP TBP TDP GDDR HBM NVLink PCIe SXM OAM MHz Gbps GB GiB CNY USD KV token "
        "tokens "
        "FP BF INT MSRP GPU GPUs NVIDIA AMD Intel GeForce Radeon RTX GTX Llama Qwen CNN RNN LLM "
        "Transformer CSV JSON UTF BOM Excel WPS LibreOffice PostgreSQL PDF Ctrl Alt Shift Esc "
        "Enter "
        "Tab Del Qt PNG URL http https postgresql host dbname user port pgpass BILLIONS rank libpq "
        "Windows Letter English Dettmers torchtune LitGPT Unsloth Hugging Face Trainer DeepSpeed "
        "FlashAttention bitsandbytes AdamW MLX CANN MUSA"));
    // A source's title, cited as published: Dettmers, "Which GPU for deep learning".
    allow(QStringLiteral("Which GPU for deep learning"));
    // The form words of derived servers and workstations are the app's: said in Chinese.
    allowed.remove(QStringLiteral("server"));
    allowed.remove(QStringLiteral("workstation"));
    return allowed;
}

// The Latin words shown on screen under `root` that are not allowed: labels, buttons, group boxes,
// tabs, combo items and the headers of views, as a person sees them (rich text as plain text).
QStringList latinWordsShown(QWidget *root, const QSet<QString> &allowed)
{
    QStringList texts;
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->isVisible())
            texts << (label->textFormat() == Qt::PlainText
                    ? label->text()
                    : QTextDocumentFragment::fromHtml(label->text()).toPlainText());
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>())
        if (button->isVisible())
            texts << button->text();
    for (QGroupBox *box : root->findChildren<QGroupBox *>())
        if (box->isVisible())
            texts << box->title();
    for (QTabBar *tabs : root->findChildren<QTabBar *>())
        if (tabs->isVisible())
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
    for (QComboBox *combo : root->findChildren<QComboBox *>())
        if (combo->isVisible() && !combo->isEditable())
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>())
        if (view->isVisible() && view->model())
            for (int c = 0; c < view->model()->columnCount(); ++c)
                texts << view->model()->headerData(c, Qt::Horizontal).toString();
    // The first rows' first column: the names a table shows (the catalog's cards, derived
    // servers and workstations among them).
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>())
        if (view->isVisible() && view->model())
            for (int r = 0; r < std::min(view->model()->rowCount(), 60); ++r)
                texts << view->model()->index(r, 0).data().toString();
    const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z]{2,}"));
    const QRegularExpression skip(
        QStringLiteral("https?://\\S+|\\S*/\\S*|\\b[a-z0-9]+(_[a-z0-9]+)+\\b|\\b[A-Z]{3,}\\b"));
    QStringList out;
    for (QString text : std::as_const(texts)) {
        text.remove(QLatin1Char('&')).remove(skip);
        for (auto it = word.globalMatch(text); it.hasNext();)
            if (const QString w = it.next().captured(); !allowed.contains(w.toLower()))
                out << QStringLiteral("%1 (in \"%2\")").arg(w, text.left(80));
    }
    out.removeDuplicates();
    return out;
}

// Opens every dialog a menu of `window` opens ("…" actions), one after the other, and hands each
// to `look` while it is on screen (a modal one from inside its event loop), then closes it.
// File dialogs and message boxes are Qt's own and are only closed.
void forEachMenuDialog(QMainWindow &window, const std::function<void(QAction *, QDialog *)> &look)
{
    for (QAction *menuAction : window.menuBar()->actions()) {
        QMenu *menu = menuAction->menu();
        if (!menu)
            continue;
        for (QAction *a : menu->actions()) {
            if (!a->isEnabled() || !a->text().contains(QChar(0x2026)))
                continue;
            bool seen = false;
            QTimer::singleShot(0, &window, [&, a] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                if (!qobject_cast<QFileDialog *>(dialog) && !qobject_cast<QMessageBox *>(dialog)) {
                    look(a, dialog);
                    seen = true;
                }
                dialog->reject();
            });
            a->trigger();
            QCoreApplication::processEvents();
            // A dialog that is not modal (or opened later) is looked at and closed too.
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *d = qobject_cast<QDialog *>(top); d && d->isVisible()) {
                    if (!seen && !qobject_cast<QFileDialog *>(d)
                        && !qobject_cast<QMessageBox *>(d)) {
                        look(a, d);
                        seen = true;
                    }
                    d->reject();
                }
        }
    }
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { Translations::install(QStringLiteral("en")); }
    void everyKeyReachesOneThing_data();
    void everyKeyReachesOneThing();
    void everyPanelAndDialogSpeaksChinese();
};

void TestShortcuts::everyKeyReachesOneThing_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

void TestShortcuts::everyKeyReachesOneThing()
{
    QFETCH(QString, language);
    Translations::install(language);
    UiEnvironment env;
    std::unique_ptr<AppState> state = env.makeState();
    MainWindow window(state.get());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // 1. Menu shortcuts: one action per key sequence.
    QHash<QKeySequence, QString> owner;
    QStringList shortcutClashes;
    for (QAction *a : window.findChildren<QAction *>()) {
        for (const QKeySequence &key : a->shortcuts()) {
            if (key.isEmpty())
                continue;
            const QString name = a->text().isEmpty() ? a->objectName() : a->text();
            if (owner.contains(key) && owner.value(key) != name)
                shortcutClashes
                    << QStringLiteral("%1: %2 | %3").arg(key.toString(), owner.value(key), name);
            owner.insert(key, name);
        }
    }
    QVERIFY2(shortcutClashes.isEmpty(), qPrintable(shortcutClashes.join(QLatin1Char('\n'))));

    // 2. Mnemonics of the window: every workload (the LLM modes show their question's fields)
    // with every pair of panels in front, in the layout of a small screen (every panel a tab
    // below the catalog: this test's screen) and in the wide one (filters on the left, chart and
    // details on the right, the comparison, fit and upgrade below: MainWindow::restoreLayout()).
    auto *workload = window.findChild<QComboBox *>(QStringLiteral("workloadCombo"));
    QVERIFY(workload);
    QStringList mnemonicClashes;
    const auto dockNamed = [&window](const char *name) {
        return window.findChild<QDockWidget *>(QString::fromLatin1(name));
    };
    const QList<QDockWidget *> docks = window.findChildren<QDockWidget *>();
    QCOMPARE(docks.size(), 6);
    for (const bool wide : {false, true}) {
        if (wide) {
            window.addDockWidget(Qt::LeftDockWidgetArea, dockNamed("filtersDock"));
            window.addDockWidget(Qt::RightDockWidgetArea, dockNamed("chartDock"));
            window.addDockWidget(Qt::RightDockWidgetArea, dockNamed("detailsDock"));
            window.tabifyDockWidget(dockNamed("chartDock"), dockNamed("detailsDock"));
        }
        for (int w = 0; w < workload->count(); ++w) {
            workload->setCurrentIndex(w);
            for (QDockWidget *first : docks) {
                for (QDockWidget *second : docks) {
                    first->raise(); // its tab in front (show() would lay it over its group)
                    second->raise();
                    QCoreApplication::processEvents();
                    if (qEnvironmentVariableIsSet("GPU_ADVISOR_LIST_MNEMONICS"))
                        qInfo() << wide << workload->itemText(w) << first->windowTitle()
                                << second->windowTitle() << visibleMnemonics(&window);
                    for (const QString &c : clashes(visibleMnemonics(&window)))
                        mnemonicClashes << QStringLiteral("[%1, %2 and %3 in front] %4")
                                               .arg(workload->itemText(w), first->windowTitle(),
                                                   second->windowTitle(), c);
                }
            }
        }
    }
    mnemonicClashes.removeDuplicates();
    QVERIFY2(mnemonicClashes.isEmpty(), qPrintable(mnemonicClashes.join(QLatin1Char('\n'))));

    // 3. Every dialog a menu opens ("…"): its own mnemonics.
    QStringList dialogClashes;
    QStringList opened;
    forEachMenuDialog(window, [&](QAction *a, QDialog *dialog) {
        opened << a->text();
        for (const QString &c : clashes(visibleMnemonics(dialog)))
            dialogClashes << QStringLiteral("[%1] %2").arg(a->text(), c);
    });
    QVERIFY2(opened.size() >= 5, qPrintable(opened.join(QStringLiteral(", "))));
    QVERIFY2(dialogClashes.isEmpty(), qPrintable(dialogClashes.join(QLatin1Char('\n'))));
}

// In Chinese every panel and dialog shows Chinese words only, besides the catalog's names, units
// and the field's terms: in every workload, with each panel in front, and in every dialog the
// menus open.
void TestShortcuts::everyPanelAndDialogSpeaksChinese()
{
    Translations::install(QStringLiteral("zh_CN"));
    UiEnvironment env;
    // The built-in catalog: its derived servers and workstations among the rows shown.
    auto state = std::make_unique<AppState>(env.builtinCatalogOptions());
    QTRY_VERIFY_WITH_TIMEOUT(!state->modelUpdating(), 120000);
    const QSet<QString> allowed = allowedLatinWords(BuiltinCatalog::load().data);
    MainWindow window(state.get());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *workload = window.findChild<QComboBox *>(QStringLiteral("workloadCombo"));
    QVERIFY(workload);
    QStringList english;
    for (int w = 0; w < workload->count(); ++w) {
        workload->setCurrentIndex(w);
        for (QDockWidget *front : window.findChildren<QDockWidget *>()) {
            front->raise();
            QCoreApplication::processEvents();
            for (const QString &e : latinWordsShown(&window, allowed))
                english << QStringLiteral("[%1, %2] %3")
                               .arg(workload->itemText(w), front->windowTitle(), e);
        }
    }
    forEachMenuDialog(window, [&](QAction *a, QDialog *dialog) {
        for (const QString &e : latinWordsShown(dialog, allowed))
            english << QStringLiteral("[%1] %2").arg(a->text(), e);
    });
    english.removeDuplicates();
    for (const QString &line : std::as_const(english))
        qInfo().noquote() << line;
    QVERIFY2(english.isEmpty(), "English words on the Chinese screens: see the lines above");
}

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
