// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AppState.h"
#include "BuiltinCatalog.h"
#include "CatalogReadIndicator.h"
#include "CatalogView.h"
#include "ChartPanel.h"
#include "ComparePanel.h"
#include "DetailPane.h"
#include "ExportDialog.h"
#include "FeedsDialog.h"
#include "FilterPanel.h"
#include "FitPanel.h"
#include "ImportDialog.h"
#include "PriceEditDialog.h"
#include "PriceListDialogs.h"
#include "RankingBar.h"
#include "ReportDialog.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"
#include "Translations.h"
#include "UpgradePanel.h"

#include <algorithm>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

namespace gpu {

namespace {

QDockWidget *dock(QMainWindow *window, const QString &name, QWidget *panel)
{
    auto *d = new QDockWidget(window);
    d->setObjectName(name); // saveState()/restoreState() find docks by object name
    d->setWidget(panel);
    d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
        | QDockWidget::DockWidgetClosable);
    return d;
}

} // namespace

MainWindow::MainWindow(AppState *state, Startup startup, QWidget *parent)
    : QMainWindow(parent)
    , m_state(state)
{
    build(startup);
}

MainWindow::~MainWindow() = default;

void MainWindow::build(Startup startup)
{
    setObjectName(QStringLiteral("mainWindow"));
    // The icon's seven sizes are read after the first frame when the window is built in two
    // steps (docs/performance.md, cold start).
    if (startup == Startup::Complete)
        setWindowIcon(applicationIcon());
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    m_rankingBar = new RankingBar(m_state, central);
    m_catalog = new CatalogView(m_state, central);
    layout->addWidget(m_rankingBar);
    layout->addWidget(m_catalog, 1);
    setCentralWidget(central);

    // The docks exist from the start (the saved layout places them); their panels may come a
    // moment later (buildPanels()).
    m_filtersDock = dock(this, QStringLiteral("filtersDock"), new QWidget);
    m_detailsDock = dock(this, QStringLiteral("detailsDock"), new QWidget);
    m_chartDock = dock(this, QStringLiteral("chartDock"), new QWidget);
    m_compareDock = dock(this, QStringLiteral("compareDock"), new QWidget);
    m_fitDock = dock(this, QStringLiteral("fitDock"), new QWidget);
    m_upgradeDock = dock(this, QStringLiteral("upgradeDock"), new QWidget);
    addDockWidget(Qt::LeftDockWidgetArea, m_filtersDock);
    addDockWidget(Qt::RightDockWidgetArea, m_chartDock);
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);
    tabifyDockWidget(m_chartDock, m_detailsDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_compareDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_fitDock);
    tabifyDockWidget(m_compareDock, m_fitDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_upgradeDock);
    tabifyDockWidget(m_fitDock, m_upgradeDock);
    m_compareDock->raise();
    m_chartDock->raise();
    // On a small screen the panels are tabs beside the catalog (restoreLayout()): their tabs
    // run down the window's right edge, where six names fit whole.
    if (const QScreen *s = screen(); s && s->availableSize().width() < 1100)
        setTabPosition(Qt::RightDockWidgetArea, QTabWidget::East);
    connect(m_catalog, &CatalogView::addPriceRequested, this, &MainWindow::addPriceForCurrentCard);
    connect(m_state, &AppState::compareMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    connect(m_state, &AppState::yourCardMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    // A feed checked in the background says what it does and did, without a dialog.
    connect(m_state->feeds(), &WindowFeeds::feedProgress, this,
        [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_state->feeds(), &WindowFeeds::feedUpdated, this,
        [this](const QString &message, bool) { statusBar()->showMessage(message, 8000); });
    connect(m_state, &AppState::storageError, this,
        [this](const QString &text) { QMessageBox::warning(this, tr("Catalog database"), text); });
    // The model's refit runs in a worker thread (the measured results changed, or this build
    // fits differently): say so while the estimates still use the previous parameters.
    m_modelStatus = new QLabel(this);
    statusBar()->addPermanentWidget(m_modelStatus);
    const auto showModelStatus = [this](bool updating) {
        m_modelStatus->setText(updating ? tr("Estimates updating…") : QString());
        m_modelStatus->setToolTip(updating
                ? tr("The performance model is being fitted to the measured results again. "
                     "Until it is done, estimates use the previous parameters.")
                : QString());
        m_modelStatus->setVisible(updating);
    };
    connect(m_state, &AppState::modelUpdatingChanged, this, showModelStatus);
    // While the rows are read (after the first frame, or again after a feed): how far it is.
    statusBar()->addPermanentWidget(new CatalogReadIndicator(m_state, this));
    showModelStatus(m_state->modelUpdating());

    createActions();
    createMenus();
    retranslateUi();
    resize(QSize(1500, 920).boundedTo(screen()->availableSize()));
    restoreLayout();
    connect(m_state, &AppState::databaseReady, this,
        [this](const QString &text) { statusBar()->showMessage(text); });
    showOpenReport();
    if (startup == Startup::Complete)
        buildPanels();
    else
        m_panelsPending = true; // built after the first paint (event())
}

void MainWindow::buildPanels()
{
    if (m_filters)
        return;
    m_panelsPending = false;
    m_filters = new FilterPanel(m_state);
    // Enter in the search field goes to the results: the catalog takes the focus, on its first
    // row when none is current, so the arrows, Ctrl+D and Ctrl+P work from there.
    connect(m_filters->searchField(), &QLineEdit::returnPressed, this, [this] {
        QTableView *table = m_catalog->table();
        table->setFocus(Qt::ShortcutFocusReason);
        if (!table->currentIndex().isValid() && table->model()->rowCount() > 0)
            table->setCurrentIndex(table->model()->index(0, 0));
    });
    m_details = new DetailPane(m_state);
    m_chart = new ChartPanel(m_state);
    m_compare = new ComparePanel(m_state);
    m_fit = new FitPanel(m_state);
    m_upgrade = new UpgradePanel(m_state);
    const auto place = [](QDockWidget *dock, QWidget *panel) {
        QWidget *placeholder = dock->widget();
        dock->setWidget(panel);
        delete placeholder;
    };
    place(m_filtersDock, m_filters);
    place(m_detailsDock, m_details);
    place(m_chartDock, m_chart);
    place(m_compareDock, m_compare);
    // Panels with several fields a row scroll rather than widen (or heighten) the docks: docks
    // tabbed together are as large as their largest panel, and on a small screen they sit beside
    // the catalog (restoreLayout()).
    const auto scrolled = [](QWidget *panel) {
        auto *area = new QScrollArea;
        area->setWidget(panel);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    place(m_fitDock, scrolled(m_fit));
    // The Will-it-fit plan is made for a panel people can see, not behind another tab (a plan of
    // a large catalog costs seconds and hundreds of MB, docs/performance.md).
    m_fit->setShown(false);
    connect(m_fitDock, &QDockWidget::visibilityChanged, m_fit, &FitPanel::setShown);
    QTimer::singleShot(0, m_fit, [this] {
        m_fit->setShown(!m_fitDock->isHidden() && !m_fitDock->visibleRegion().isEmpty());
    });
    place(m_upgradeDock, scrolled(m_upgrade));
    // The saved layout was first restored around the empty docks (so the first frame has them in
    // place); the panels' own sizes reflow the dock areas, so it is restored again with them.
    const QByteArray layout = m_state->settings().value(Settings::Key::WindowState).toByteArray();
    if (!layout.isEmpty())
        restoreState(layout);
    else if (m_firstRunSizes)
        QTimer::singleShot(0, this, m_firstRunSizes); // again, with the panels' own sizes

    // Assembly: the catalog's counts go to the filter panel's status line.
    connect(m_catalog, &CatalogView::countsChanged, m_filters, &FilterPanel::setCounts);
    m_filters->setCounts(m_catalog->visibleCount(), m_catalog->totalCount());
    m_editMenu->addAction(m_filters->resetAction()); // after Find, the menu's last item
    addAction(m_filters->resetAction()); // works while the filter dock is hidden
    const QVariantMap filters = m_state->settings().value(Settings::Key::FilterState).toMap();
    if (!filters.isEmpty())
        m_filters->restoreState(filters);
    Q_EMIT panelsReady();
}

bool MainWindow::event(QEvent *event)
{
    // The first frame shows the ranking bar and the catalog; the dock panels follow as soon as
    // it is painted (docs/performance.md: cold start).
    // The catalog's rows are read then too, when the state left them for after the first frame.
    if (event->type() == QEvent::Paint && m_state->catalogPending() && !m_loadScheduled) {
        m_loadScheduled = true;
        QTimer::singleShot(0, this, [this] {
            m_state->loadPendingCatalog();
            showOpenReport(); // what opening the file found: known only now
        });
    }
    if (event->type() == QEvent::Paint && m_panelsPending && !m_panelsScheduled) {
        m_panelsScheduled = true;
        QTimer::singleShot(0, this, [this] { setWindowIcon(applicationIcon()); });
        QTimer::singleShot(0, this, &MainWindow::buildPanels);
    }
    return QMainWindow::event(event);
}

void MainWindow::createActions()
{
    m_importAction = new QAction(this);
    m_importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_importAction, &QAction::triggered, this, &MainWindow::openImportDialog);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, &MainWindow::openExportDialog);
    m_settingsAction = new QAction(this);
    m_settingsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::openSettingsDialog);
    m_feedsAction = new QAction(this);
    m_feedsAction->setObjectName(QStringLiteral("feedsAction"));
    connect(m_feedsAction, &QAction::triggered, this, &MainWindow::openFeedsDialog);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_state->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_state->undoStack()->createRedoAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    // Our own texts, in our translations, naming the command ("Undo add price …"); connected
    // after QUndoStack's own updates so they have the last word, and set again on a language
    // switch (which used to leave a bare "Undo").
    for (const auto signal : {&QUndoStack::undoTextChanged, &QUndoStack::redoTextChanged})
        connect(m_state->undoStack(), signal, this, &MainWindow::updateUndoTexts);
    connect(m_state->undoStack(), &QUndoStack::canUndoChanged, this, &MainWindow::updateUndoTexts);
    connect(m_state->undoStack(), &QUndoStack::canRedoChanged, this, &MainWindow::updateUndoTexts);
    m_addPriceAction = new QAction(this);
    m_addPriceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_addPriceAction, &QAction::triggered, this, &MainWindow::addPriceForCurrentCard);
    m_pastePricesAction = new QAction(this);
    m_pastePricesAction->setObjectName(QStringLiteral("pastePricesAction"));
    m_pastePricesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    connect(m_pastePricesAction, &QAction::triggered, this, &MainWindow::openPastePricesDialog);
    m_pricesToCheckAction = new QAction(this);
    m_pricesToCheckAction->setObjectName(QStringLiteral("pricesToCheckAction"));
    connect(m_pricesToCheckAction, &QAction::triggered, this, &MainWindow::openPricesToCheckDialog);
    m_findAction = new QAction(this);
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        buildPanels(); // pressed before the panels were up: build them now
        m_filtersDock->show();
        m_filtersDock->raise();
        m_filters->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_filters->searchField()->selectAll();
    });

    m_clearCompareAction = new QAction(this);
    connect(m_clearCompareAction, &QAction::triggered, m_state, &AppState::clearCompare);
    m_shortcutsAction = new QAction(this);
    connect(m_shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_documentationAction = new QAction(this);
    m_documentationAction->setShortcut(QKeySequence::HelpContents);
    connect(m_documentationAction, &QAction::triggered, this, &MainWindow::showDocumentation);
    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    m_languageGroup = new QActionGroup(this);
    for (const QString &lang : Translations::available()) {
        QAction *a = m_languageGroup->addAction(Translations::nativeName(lang));
        a->setData(lang);
        a->setCheckable(true);
        a->setChecked(Translations::current() == lang);
        connect(a, &QAction::triggered, this, [this, lang] { switchLanguage(lang); });
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_importAction);
    m_fileMenu->addAction(m_exportAction);
    // File → Export recommendation report…, then a separator before the settings.
    m_reportPlaceholder = m_fileMenu->addSeparator();
    m_reportPlaceholder->setObjectName(QStringLiteral("reportActionPlaceholder"));
    m_fileMenu->insertAction(m_reportPlaceholder, ReportDialog::createAction(m_state, this));
    m_fileMenu->addAction(m_settingsAction);
    m_fileMenu->addAction(m_feedsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_addPriceAction);
    m_editMenu->addAction(m_pastePricesAction);
    m_editMenu->addAction(m_pricesToCheckAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findAction); // the filter panel's Reset follows (buildPanels())

    m_compareMenu = menuBar()->addMenu(QString());
    m_compareMenu->addAction(m_catalog->addToCompareAction());
    m_compareMenu->addAction(m_clearCompareAction);

    m_viewMenu = menuBar()->addMenu(QString());
    const QList<QDockWidget *> docks
        = {m_filtersDock, m_chartDock, m_detailsDock, m_compareDock, m_fitDock, m_upgradeDock};
    for (int i = 0; i < docks.size(); ++i) {
        QAction *toggle = docks[i]->toggleViewAction();
        toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        m_viewMenu->addAction(toggle);
    }
    m_viewMenu->addSeparator();
    // Others add rows to a shared catalog: read it again without restarting.
    m_reloadAction = new QAction(this);
    m_reloadAction->setObjectName(QStringLiteral("reloadCatalogAction"));
    m_reloadAction->setShortcut(QKeySequence::Refresh);
    connect(m_reloadAction, &QAction::triggered, this, [this] {
        m_state->reload();
        statusBar()->showMessage(tr("Catalog read again."), 3000);
    });
    m_viewMenu->addAction(m_reloadAction);
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languageGroup->actions());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_documentationAction);
    m_helpMenu->addAction(m_shortcutsAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("GPU Advisor"));
    m_filtersDock->setWindowTitle(tr("Filters"));
    m_detailsDock->setWindowTitle(tr("Details"));
    m_chartDock->setWindowTitle(tr("Chart"));
    m_compareDock->setWindowTitle(tr("Compare"));
    m_fitDock->setWindowTitle(tr("Will it fit"));
    m_upgradeDock->setWindowTitle(tr("Upgrade"));
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_compareMenu->setTitle(tr("&Compare"));
    m_viewMenu->setTitle(tr("&View"));
    m_reloadAction->setText(tr("&Reload catalog"));
    m_reloadAction->setToolTip(tr("Read the catalog again, with the rows others added to a "
                                  "shared catalog"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_importAction->setText(tr("&Import…"));
    m_exportAction->setText(tr("&Export…"));
    m_settingsAction->setText(tr("&Settings…"));
    m_feedsAction->setText(tr("&Feeds…"));
    m_quitAction->setText(tr("&Quit"));
    updateUndoTexts();
    m_addPriceAction->setText(tr("Add &price…"));
    m_pastePricesAction->setText(tr("Pa&ste prices…"));
    m_pastePricesAction->setToolTip(
        tr("Add prices from a list copied from a shop page, a spreadsheet or a chat"));
    m_pricesToCheckAction->setText(tr("Prices to &check…"));
    m_pricesToCheckAction->setToolTip(
        tr("The best cards for this request whose price is missing or old"));
    m_findAction->setText(tr("&Find card"));
    m_clearCompareAction->setText(tr("C&lear comparison"));
    m_documentationAction->setText(tr("&Documentation"));
    m_shortcutsAction->setText(tr("&Keyboard Shortcuts"));
    m_aboutAction->setText(tr("&About GPU Advisor"));
    m_aboutQtAction->setText(tr("About &Qt"));
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == Translations::current());
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack *stack = m_state->undoStack();
    //: %1 is what undo would revert, e.g. "add price 1,999 CNY for …".
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    //: %1 is what redo would repeat.
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_fileMenu) {
        // The suffix of every window title (set in main() in the start-up language).
        if (!QGuiApplication::applicationDisplayName().isEmpty())
            QGuiApplication::setApplicationDisplayName(
                QCoreApplication::translate("main", "GPU Advisor"));
        retranslateUi();
        m_state->retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::restoreLayout()
{
    Settings &s = m_state->settings();
    restoreGeometry(s.value(Settings::Key::WindowGeometry).toByteArray());
    if (!restoreState(s.value(Settings::Key::WindowState).toByteArray())) {
        // First run: the catalog gets most of the width (its value columns visible), the chart
        // room for its labels, the comparison a few fields. Docks take their
        // sizes only once the window is laid out, hence the deferral.
        // On a small screen, or at a large scale factor (1920 × 1080 at 150 % is 1280 × 720 in
        // the units widgets use), the chart and the details join the filters on the left as
        // tabs, so the catalog keeps the width for its value and price columns; on a very small
        // one (1366 × 768 at 125 % and more, 1920 × 1080 at 175 %: under 1,100 wide) every
        // panel is a tab beside the catalog, which keeps the height for its rows (at least 8
        // in every mode, tests/ui/tst_layout.cpp).
        const QSize available = screen()->availableSize();
        const bool small = available.width() < 1500;
        const bool tiny = available.width() < 1100;
        if (tiny) {
            for (QDockWidget *dock : {m_filtersDock, m_chartDock, m_detailsDock, m_compareDock,
                     m_fitDock, m_upgradeDock}) {
                addDockWidget(Qt::RightDockWidgetArea, dock);
                if (dock != m_filtersDock)
                    tabifyDockWidget(m_filtersDock, dock);
            }
            m_filtersDock->raise();
        } else if (small) {
            tabifyDockWidget(m_filtersDock, m_chartDock);
            tabifyDockWidget(m_chartDock, m_detailsDock);
            m_filtersDock->raise();
        }
        m_firstRunSizes = [this, available, small, tiny] {
            if (tiny) {
                resizeDocks({m_filtersDock}, {available.width() / 3}, Qt::Horizontal);
            } else if (small) {
                resizeDocks(
                    {m_filtersDock}, {std::min(360, available.width() / 3)}, Qt::Horizontal);
                resizeDocks({m_compareDock}, {std::max(130, available.height() / 5)}, Qt::Vertical);
            } else {
                resizeDocks({m_filtersDock, m_chartDock}, {280, 580}, Qt::Horizontal);
                resizeDocks({m_compareDock}, {230}, Qt::Vertical);
            }
        };
        QTimer::singleShot(0, this, m_firstRunSizes);
    }
    m_catalog->restoreHeaderState(s.value(Settings::Key::CatalogHeaderState).toByteArray());
    // The filters are restored with their panel (buildPanels()).
}

void MainWindow::saveLayout()
{
    Settings &s = m_state->settings();
    s.setValue(Settings::Key::WindowGeometry, saveGeometry());
    s.setValue(Settings::Key::WindowState, saveState());
    s.setValue(Settings::Key::CatalogHeaderState, m_catalog->saveHeaderState());
    if (m_filters)
        s.setValue(Settings::Key::FilterState, m_filters->saveState());
    s.sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::showOpenReport()
{
    const OpenReport &report = m_state->openReport();
    if (!report.needsAttention())
        return;
    if (report.shared) {
        // A banner over the window for as long as the session lasts: read-only rights or a
        // server away are not a passing message.
        auto *bar = new QToolBar(this);
        bar->setObjectName(QStringLiteral("catalogBanner"));
        bar->setMovable(false);
        bar->setFloatable(false);
        bar->toggleViewAction()->setVisible(false);
        auto *label = new QLabel(bar);
        label->setObjectName(QStringLiteral("catalogBannerText"));
        // The colours of a notice, readable in light and dark themes alike.
        label->setStyleSheet(QStringLiteral("QLabel { background: #fff4ce; color: #3d2e00; "
                                            "border: 1px solid #e6c35c; padding: 4px 8px; }"));
        label->setText(report.outcome == OpenReport::Outcome::ReadOnly
                ? tr("Shared catalog %1, read-only: your role %2 may read, not write.")
                      .arg(report.path, report.role)
                : report.outcome == OpenReport::Outcome::ServerUnreachable
                    && !report.snapshotPath.isEmpty()
                ? tr("Shared catalog %1 cannot be reached: showing the copy read on %2, "
                     "read-only.")
                      .arg(report.path, report.snapshotTakenAtText())
                : tr("Shared catalog %1 not in use: showing the built-in catalog, nothing is "
                     "saved.")
                      .arg(report.path));
        label->setToolTip(report.message());
        label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        bar->addWidget(label);
        addToolBar(Qt::TopToolBarArea, bar);
        if (report.outcome == OpenReport::Outcome::ReadOnly) {
            statusBar()->showMessage(report.message());
            return; // the banner says it; no dialog at every start
        }
    }
    // Shown once the window is up, so the message has a parent on screen.
    const QString message = report.message();
    QTimer::singleShot(
        0, this, [this, message] { QMessageBox::warning(this, tr("Catalog database"), message); });
    statusBar()->showMessage(message);
}

void MainWindow::addPriceForCurrentCard()
{
    const Card *card = m_state->currentCard();
    // A server derived from a module (ServerSystems.h) keeps its prices on the module: a whole
    // server's price is the module's row with unit "server" and its GPU count. A derived
    // workstation's are its card's, one card each.
    if (card && card->serverOf) {
        for (const Card &c : m_state->catalog().cards)
            if (c.key == *card->serverOf) {
                statusBar()->showMessage(card->key.form == Form::Workstation
                        ? tr("A workstation's prices are kept on its card, %1: enter the price "
                             "of one card.")
                              .arg(c.displayName())
                        : tr("A server's prices are kept on its module, %1: for the whole server "
                             "choose the unit \"server\" and its GPU count.")
                              .arg(c.displayName()),
                    8000);
                PriceEditDialog::addPrice(this, m_state, c);
                return;
            }
    }
    if (card)
        PriceEditDialog::addPrice(this, m_state, *card);
    else
        statusBar()->showMessage(tr("Select a card first."), 4000);
}

void MainWindow::openImportDialog()
{
    ImportDialog dialog(m_state, this);
    dialog.exec();
}

void MainWindow::openPastePricesDialog()
{
    PastePricesDialog dialog(m_state, this);
    dialog.exec();
}

void MainWindow::openPricesToCheckDialog()
{
    PricesToCheckDialog dialog(m_state, this);
    dialog.exec();
}

void MainWindow::openExportDialog()
{
    ExportDialog dialog(m_state, this);
    dialog.exec();
}

void MainWindow::openFeedsDialog()
{
    FeedsDialog dialog(m_state, this);
    dialog.exec();
}

void MainWindow::openSettingsDialog()
{
    SettingsDialog dialog(m_state, this);
    dialog.exec();
}

void MainWindow::switchLanguage(const QString &language)
{
    m_state->settings().setValue(Settings::Key::Language, language);
    Translations::install(language);
}

QIcon MainWindow::applicationIcon()
{
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/gpu-advisor-%1.png").arg(size), QSize(size, size));
    return icon;
}

QString MainWindow::documentationFolder()
{
    // Installed beside the program: <prefix>/bin/gpu-advisor, <prefix>/share/doc/gpu-advisor.
    const QString dir = QDir::cleanPath(
        QCoreApplication::applicationDirPath() + QStringLiteral("/../share/doc/gpu-advisor"));
    return QFileInfo::exists(dir + QStringLiteral("/README.md")) ? dir : QString();
}

QString MainWindow::aboutText() const
{
    // The catalog's date: the newest price, cloud offering or benchmark result it ships with.
    QDate newest;
    const CatalogData &catalog = m_state->catalog();
    for (const Price &p : catalog.prices)
        if (p.origin == Origin::BuiltIn && p.observedDate > newest)
            newest = p.observedDate;
    for (const CloudOffering &c : catalog.cloud)
        if (c.origin == Origin::BuiltIn && c.observedDate > newest)
            newest = c.observedDate;
    for (const BenchmarkResult &b : catalog.benchmarks)
        if (b.origin == Origin::BuiltIn && b.date > newest)
            newest = b.date;
    const QString date = newest.isValid() ? newest.toString(Qt::ISODate) : QStringLiteral("—");
    const QString docs = documentationFolder();
    const QString where = docs.isEmpty() ? tr("README.md and docs/ in the source")
                                         : QStringLiteral("<a href=\"%1\">%2</a>")
                                               .arg(QUrl::fromLocalFile(docs).toString(),
                                                   QDir::toNativeSeparators(docs).toHtmlEscaped());
    return tr("<h3>GPU Advisor %1</h3><p>Helps you choose a GPU for deep learning: ranks the cards "
              "of a sourced catalog by estimated and measured performance, performance per price "
              "and per watt, and explains every verdict.</p>")
               .arg(QApplication::applicationVersion())
        + tr("<p>Built-in catalog %1, data as of %2.</p>").arg(BuiltinCatalog::version(), date)
        + tr("<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). "
             "This program comes with ABSOLUTELY NO WARRANTY.</p>")
        + tr("<p>Documentation: %1 and <code>man gpu-advisor</code>; keyboard shortcuts under "
             "Help.</p>")
              .arg(where);
}

void MainWindow::showAbout()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About GPU Advisor"));
    box.setIconPixmap(applicationIcon().pixmap(QSize(64, 64)));
    box.setTextFormat(Qt::RichText);
    box.setText(aboutText());
    box.setTextInteractionFlags(Qt::TextBrowserInteraction);
    box.exec();
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(this);
    dialog.exec();
}

void MainWindow::showDocumentation()
{
    const QString docs = documentationFolder();
    if (!docs.isEmpty()
        && QDesktopServices::openUrl(QUrl::fromLocalFile(docs + QStringLiteral("/README.md"))))
        return;
    QMessageBox::information(this, tr("Documentation"),
        tr("The documentation is the manual page (<code>man gpu-advisor</code>), README.md and "
           "the files in docs/: installed in %1, or in the source.")
            .arg(docs.isEmpty() ? QStringLiteral("/usr/share/doc/gpu-advisor")
                                : QDir::toNativeSeparators(docs)));
}

} // namespace gpu
