// SPDX-License-Identifier: GPL-3.0-or-later
// The assembled main window: switching language at run time (our strings and Qt's own), and
// remembering how it was left (filters, column widths, dock layout, language).

#include "AppState.h"
#include "BuiltinCatalog.h"
#include "CatalogCopy.h"
#include "CatalogDatabase.h"
#include "CatalogReadIndicator.h"
#include "CatalogTableModel.h"
#include "CatalogView.h"
#include "ChartPanel.h"
#include "FilterPanel.h"
#include "ImportDialog.h"
#include "MainWindow.h"
#include "ModelCache.h"
#include "PriceCommands.h"
#include "PriceEditDialog.h"
#include "SettingsDialog.h"
#include "ShortcutsDialog.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QTreeWidget>

#include <QtTest>
#include <algorithm>
#include <cmath>

using namespace gpu;
using namespace gpu::test;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void panelsAreAssembled();
    void aSharedCatalogAwayShowsItsSnapshotReadOnlyUnderABanner();
    void settingsKeepASharedCatalogsAddressButNeverItsPassword();
    void switchingLanguageTranslatesEverything();
    void switchingLanguageRewordsTheRankingWithoutRankingAgain();
    void settingsDialogSwitchesLanguage();
    void settingsDialogChoosesSoftwareSupport();
    void remembersHowItWasLeft();
    void panelsFollowTheFirstFrame();
    void llmModelSizeIsAskedForLlmInference();
    void dockSizesSurviveARestart();
    void picksAreShownAndSelectTheirCard();
    void theFirstStartAsksAboutADesktopCardsBudget();
    void currencyRoundTripKeepsTheBudget();
    void undoKeepsNamingTheCommand();
    void helpMenuHasAboutShortcutsAndDocumentation();
    void theModelIsFittedBehindTheWindowAndKept();
    void theWindowPaintsBeforeItReadsTheCatalog();
    void thinkTwiceIsOneLinkToOneLinePerWarning();

private:
    QString fileMenuTitle() const;
    QString filterStatus() const;

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
    std::unique_ptr<MainWindow> m_window;
};

void TestMainWindow::init()
{
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
    m_window = std::make_unique<MainWindow>(m_state.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_state.reset();
    m_env.reset();
    Translations::install(QStringLiteral("en"));
}

QString TestMainWindow::fileMenuTitle() const
{
    return m_window->menuBar()->actions().first()->text();
}

QString TestMainWindow::filterStatus() const
{
    return m_window->findChild<QLabel *>(QStringLiteral("filterStatus"))->text();
}

void TestMainWindow::aSharedCatalogAwayShowsItsSnapshotReadOnlyUnderABanner()
{
    // The group's catalog was read once (its snapshot holds a user's price); today the server
    // does not answer (nothing listens on port 1). The window opens on the snapshot, read-only,
    // says so in a banner, and the user's price is there.
    m_window.reset();
    m_state.reset();
    const QString url = QStringLiteral("postgresql://lab@127.0.0.1:1/gpus");
    const QString snapshot = m_env->path(QStringLiteral("snapshots/lab.sqlite"));
    {
        CatalogDatabase source(QStringLiteral("snapshot-source"));
        source.open(
            m_env->path(QStringLiteral("server-copy.sqlite")), [] { return uiCatalog(); },
            QStringLiteral("ui-test-1"));
        Price mine = streetPrice(uiCatalog().cards.first(), 11111, QDate(2026, 11, 30));
        mine.origin = Origin::User;
        QVERIFY(CatalogRepository(source.connectionName()).addPrice(mine) > 0);
        QCOMPARE(writeSnapshot(source.connectionName(), snapshot, url), QString());
    }
    AppState::Options options = m_env->options();
    options.databasePath = url;
    options.server.snapshotPath = snapshot;
    m_state = std::make_unique<AppState>(options);
    QCOMPARE(m_state->openReport().outcome, OpenReport::Outcome::ServerUnreachable);
    QVERIFY(!m_state->isWritable());
    QVERIFY(m_state->isShared());
    const QList<const Price *> prices = m_state->pricesOf(uiCatalog().cards.first().key);
    QVERIFY(std::any_of(prices.cbegin(), prices.cend(),
        [](const Price *p) { return p->origin == Origin::User && p->amount == 11111; }));

    // The start-up message box is answered as a user would.
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
        if (QWidget *modal = QApplication::activeModalWidget())
            modal->close();
    });
    closer.start(20);
    m_window = std::make_unique<MainWindow>(m_state.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    auto *banner = m_window->findChild<QLabel *>(QStringLiteral("catalogBannerText"));
    QVERIFY(banner);
    QTRY_VERIFY(banner->isVisible());
    QVERIFY2(
        banner->text().contains(QStringLiteral("cannot be reached")), qPrintable(banner->text()));
    QVERIFY2(banner->text().contains(QStringLiteral("read-only")), qPrintable(banner->text()));
    QVERIFY(banner->toolTip().contains(QStringLiteral("nothing you do now is sent to the server")));
    // Nothing can be written to the snapshot as if it were the server.
    Price another = streetPrice(uiCatalog().cards.first(), 22222, QDate(2026, 12, 1));
    QCOMPARE(m_state->addPrice(another, nullptr), 0);
    QTRY_VERIFY(!QApplication::activeModalWidget());
}

void TestMainWindow::settingsKeepASharedCatalogsAddressButNeverItsPassword()
{
    SettingsDialog dialog(m_state.get());
    auto *edit = dialog.findChild<QLineEdit *>(QStringLiteral("sharedCatalogEdit"));
    QVERIFY(edit);
    edit->setText(QStringLiteral("postgresql://alice:secret@lab-db:5433/gpus"));
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
        QWidget *modal = QApplication::activeModalWidget();
        if (modal && modal->inherits("QMessageBox"))
            modal->close();
    });
    closer.start(20);
    buttons->button(QDialogButtonBox::Apply)->click();
    QCOMPARE(m_state->settings().value(Settings::Key::SharedCatalog).toString(),
        QStringLiteral("postgresql://alice@lab-db:5433/gpus"));
    QVERIFY(!m_state->settings()
                 .value(Settings::Key::SharedCatalog)
                 .toString()
                 .contains(QStringLiteral("secret")));
    edit->setText(QStringLiteral("postgresql:///nohost"));
    buttons->button(QDialogButtonBox::Apply)->click();
    QCOMPARE(m_state->settings().value(Settings::Key::SharedCatalog).toString(),
        QStringLiteral("postgresql://alice@lab-db:5433/gpus")); // a malformed address is refused
}

void TestMainWindow::panelsAreAssembled()
{
    for (const char *name : {"filtersDock", "detailsDock", "chartDock", "compareDock"})
        QVERIFY2(m_window->findChild<QDockWidget *>(QString::fromLatin1(name)), name);
    QVERIFY(m_window->findChild<QTableView *>(QStringLiteral("catalogView")));
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("reportActionPlaceholder")));
    QCOMPARE(filterStatus(), QStringLiteral("7 of 7 cards"));
    // Ctrl+F puts the cursor in the search field.
    QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(m_window->filterPanel()->searchField()->hasFocus());
    // Enter there goes to the results (a GUI trial found no key to leave the search field).
    QTest::keyClicks(m_window->filterPanel()->searchField(), QStringLiteral("4090"));
    QTest::keyClick(m_window->filterPanel()->searchField(), Qt::Key_Return);
    QTableView *table = m_window->catalogView()->table();
    QTRY_VERIFY(table->hasFocus());
    QVERIFY(table->currentIndex().isValid());
    QVERIFY2(m_state->currentCardId().contains(QStringLiteral("4090")),
        qPrintable(m_state->currentCardId()));
}

void TestMainWindow::switchingLanguageTranslatesEverything()
{
    QCOMPARE(fileMenuTitle(), QStringLiteral("&File"));
    QAction *chinese = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->data().toString() == QLatin1String("zh_CN"))
            chinese = a;
    QVERIFY(chinese);
    chinese->trigger();
    QCOMPARE(Translations::current(), QStringLiteral("zh_CN"));
    QCOMPARE(m_state->settings().language(), QStringLiteral("zh_CN"));
    // Panels retranslate on QEvent::LanguageChange (posted to every widget).
    QTRY_COMPARE(fileMenuTitle(), QStringLiteral("文件(&F)"));
    QTRY_COMPARE(filterStatus(), QStringLiteral("显示 7 张，共 7 张"));
    const QAbstractItemModel *catalog = m_window->catalogView()->table()->model();
    QTRY_COMPARE(catalog->headerData(CatalogTableModel::MemoryColumn, Qt::Horizontal).toString(),
        QStringLiteral("显存"));
    QCOMPARE(m_window->findChild<QDockWidget *>(QStringLiteral("filtersDock"))->windowTitle(),
        QStringLiteral("筛选"));
    // Qt's own buttons too (qtbase_zh_CN).
    PriceEditDialog dialog;
    QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->text(),
        QStringLiteral("取消"));

    // And back.
    Translations::install(QStringLiteral("en"));
    QTRY_COMPARE(fileMenuTitle(), QStringLiteral("&File"));
    QTRY_COMPARE(filterStatus(), QStringLiteral("7 of 7 cards"));
    QTRY_COMPARE(catalog->headerData(CatalogTableModel::MemoryColumn, Qt::Horizontal).toString(),
        QStringLiteral("Memory"));
}

void TestMainWindow::switchingLanguageRewordsTheRankingWithoutRankingAgain()
{
    const auto chinese = [](const QString &s) {
        return std::any_of(s.cbegin(), s.cend(),
            [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; });
    };
    const RankingResult &ranking = m_state->ranking();
    QVERIFY(!ranking.verdicts.isEmpty());
    QVERIFY(!chinese(ranking.rule));
    QList<std::optional<double>> relative;
    QList<int> ranks;
    for (const CardVerdict &v : ranking.verdicts) {
        relative << v.relative;
        ranks << v.rank;
    }
    const QStringList englishReasons = ranking.verdicts.first().reasons;
    QVERIFY(!englishReasons.isEmpty());
    QSignalSpy changed(m_state.get(), &AppState::rankingChanged);

    Translations::install(QStringLiteral("zh_CN"));
    QTRY_VERIFY(chinese(m_state->ranking().rule));
    QVERIFY(changed.count() >= 1);
    // Re-worded (AppState::retranslate() runs wordRanking(), tst_ranking_words): the same
    // figures and ranks, Chinese reasons.
    for (int i = 0; i < ranks.size(); ++i) {
        QCOMPARE(m_state->ranking().verdicts[i].relative, relative[i]);
        QCOMPARE(m_state->ranking().verdicts[i].rank, ranks[i]);
    }
    const QStringList reasons = m_state->ranking().verdicts.first().reasons;
    QCOMPARE(reasons.size(), englishReasons.size());
    QVERIFY2(chinese(reasons.join(QLatin1Char(' '))), qPrintable(reasons.join(QLatin1Char(' '))));

    Translations::install(QStringLiteral("en"));
    QTRY_VERIFY(!chinese(m_state->ranking().rule));
    QCOMPARE(m_state->ranking().verdicts.first().reasons, englishReasons);
}

void TestMainWindow::settingsDialogSwitchesLanguage()
{
    SettingsDialog dialog(m_state.get(), m_window.get());
    auto *language = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
    QVERIFY(language);
    language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
    dialog.apply();
    QCOMPARE(Translations::current(), QStringLiteral("zh_CN"));
    QTRY_COMPARE(fileMenuTitle(), QStringLiteral("文件(&F)"));
    // "Follow the system" is stored as an empty setting (the test system speaks English).
    language->setCurrentIndex(language->findData(QString()));
    dialog.apply();
    QCOMPARE(m_state->settings().language(), QString());
    QCOMPARE(Translations::current(), QStringLiteral("en"));
    QTRY_COMPARE(fileMenuTitle(), QStringLiteral("&File"));
}

void TestMainWindow::settingsDialogChoosesSoftwareSupport()
{
    // A settings file of an older version with a raised CUDA minimum: the choice replaces it.
    m_state->settings().setValue(
        Settings::Key::CudaMinimumComputeCapability, QStringLiteral("7.5"));
    SettingsDialog dialog(m_state.get(), m_window.get());
    auto *software = dialog.findChild<QComboBox *>(QStringLiteral("softwareSupportCombo"));
    QVERIFY(software);
    QCOMPARE(software->currentData().toString(), QStringLiteral("current")); // the default
    QCOMPARE(m_state->rankingRequest().software, SoftwarePolicy::CurrentOnly);
    software->setCurrentIndex(software->findData(QStringLiteral("legacy")));
    dialog.apply();
    QCOMPARE(m_state->settings().softwarePolicy(), SoftwarePolicy::IncludeLegacy);
    QCOMPARE(m_state->rankingRequest().software, SoftwarePolicy::IncludeLegacy);
    QCOMPARE(m_state->settings().cudaMinimumComputeCapability(), (ComputeCapability {5, 0}));
    // The catalog spells out legacy software where the architecture is read.
    const QAbstractItemModel *catalog = m_window->catalogView()->table()->model();
    bool sawLegacy = false;
    for (int row = 0; row < catalog->rowCount(); ++row)
        sawLegacy |= catalog->index(row, CatalogTableModel::ArchitectureColumn)
                         .data()
                         .toString()
                         .contains(QStringLiteral("legacy software"));
    QVERIFY(sawLegacy); // the GTX 1080
}

void TestMainWindow::remembersHowItWasLeft()
{
    QTest::keyClicks(m_window->filterPanel()->searchField(), QStringLiteral("3060"));
    QTRY_COMPARE(filterStatus(), QStringLiteral("2 of 7 cards"));
    QTableView *table = m_window->catalogView()->table();
    table->setColumnWidth(CatalogTableModel::MemoryColumn, 137);
    table->sortByColumn(CatalogTableModel::TdpColumn, Qt::AscendingOrder);
    m_window->findChild<QDockWidget *>(QStringLiteral("detailsDock"))->hide();
    m_window->chartPanel()->setMetric(ChartPanel::Metric::PerformancePerWatt);
    m_window->close(); // saves the layout
    m_window.reset();
    m_state.reset();

    m_state = m_env->makeState();
    m_window = std::make_unique<MainWindow>(m_state.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->filterPanel()->searchField()->text(), QStringLiteral("3060"));
    QCOMPARE(filterStatus(), QStringLiteral("2 of 7 cards"));
    table = m_window->catalogView()->table();
    QCOMPARE(table->columnWidth(CatalogTableModel::MemoryColumn), 137);
    QCOMPARE(table->horizontalHeader()->sortIndicatorSection(), int(CatalogTableModel::TdpColumn));
    QVERIFY(m_window->findChild<QDockWidget *>(QStringLiteral("detailsDock"))->isHidden());
    QCOMPARE(m_window->chartPanel()->metric(), ChartPanel::Metric::PerformancePerWatt);
}

// The application shows its first frame with the ranking bar and the catalog and builds the dock
// panels right after it: they must arrive whole (in their docks, with the Edit menu's Reset
// filters and the saved filters), and Find must work even if pressed before they are up.
void TestMainWindow::panelsFollowTheFirstFrame()
{
    m_window.reset();
    {
        MainWindow first(m_state.get());
        first.filterPanel()->searchField()->setText(QStringLiteral("4090"));
        first.saveLayout(); // as on closing it
    }

    MainWindow window(m_state.get(), MainWindow::Startup::PanelsAfterFirstPaint);
    QVERIFY(!window.hasPanels());
    QVERIFY(!window.filterPanel());
    QSignalSpy ready(&window, &MainWindow::panelsReady);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(window.hasPanels());
    QCOMPARE(ready.count(), 1);
    QVERIFY(window.filterPanel() && window.detailPane() && window.chartPanel()
        && window.comparePanel());
    QCOMPARE(window.filterPanel()->parentWidget()->objectName(), QStringLiteral("filtersDock"));
    QCOMPARE(window.filterPanel()->searchField()->text(), QStringLiteral("4090"));
    const QList<QAction *> edit = window.menuBar()->actions().at(1)->menu()->actions();
    QVERIFY(edit.contains(window.filterPanel()->resetAction()));

    // Find pressed before the panels exist builds them and focuses the search field.
    MainWindow early(m_state.get(), MainWindow::Startup::PanelsAfterFirstPaint);
    QAction *find = nullptr;
    for (QAction *a : early.menuBar()->actions().at(1)->menu()->actions())
        if (a->shortcut() == QKeySequence(QKeySequence::Find))
            find = a;
    QVERIFY(find);
    find->trigger();
    QVERIFY(early.hasPanels());
}

// The model size matters only for LLM inference: the field appears with that workload, drives
// the ranking (a 70B model fits far fewer cards than a 7B one) and is remembered.
void TestMainWindow::llmModelSizeIsAskedForLlmInference()
{
    auto *size = m_window->findChild<QDoubleSpinBox *>(QStringLiteral("llmSizeSpin"));
    QVERIFY(size);
    QVERIFY(!size->isVisible()); // CNN training
    // The size is asked while no model of the catalog is named; a named model says its own.
    FitQuestion q = m_state->fitQuestion();
    q.model.clear();
    m_state->setFitQuestion(q);
    RankingOptions o = m_state->rankingOptions();
    o.workload = Workload::LlmInference;
    o.precision = Precision::Fp16;
    m_state->setRankingOptions(o);
    QVERIFY(size->isVisible());
    QCOMPARE(size->value(), 7.0);
    const auto ranked = [this] {
        int n = 0;
        for (const CardVerdict &v : m_state->ranking().verdicts)
            n += v.rank > 0;
        return n;
    };
    const int for7b = ranked();
    size->setValue(70);
    QCOMPARE(m_state->rankingOptions().llmParametersBillions, 70.0);
    QCOMPARE(m_state->rankingRequest().llmParametersBillions, 70.0);
    QVERIFY2(ranked() < for7b, "a 70B model at FP16 needs 168 GB: fewer cards can run it");
    const std::unique_ptr<AppState> again = m_env->makeState();
    QCOMPARE(again->rankingOptions().llmParametersBillions, 70.0);

    // A model named: its size and its memory need (the planner's one figure) are the ranking's,
    // and neither the size nor the precision is asked again.
    q.model = QStringLiteral("Llama 3.1 8B");
    m_state->setFitQuestion(q);
    QVERIFY(!size->isVisible());
    QVERIFY(!m_window->findChild<QComboBox *>(QStringLiteral("precisionCombo"))->isVisible());
    const RankingRequest request = m_state->rankingRequest();
    QVERIFY(request.memoryNeedGb.has_value());
    QVERIFY(std::abs(request.llmParametersBillions - 8.0) < 0.1);
    QCOMPARE(request.precision, precisionForWeights(q.weights));
}

// The saved layout is restored while the docks still wait for their panels (the application's
// start): the widths the user left must come back.
void TestMainWindow::dockSizesSurviveARestart()
{
    auto *chartDock = m_window->findChild<QDockWidget *>(QStringLiteral("chartDock"));
    auto *filtersDock = m_window->findChild<QDockWidget *>(QStringLiteral("filtersDock"));
    QVERIFY(chartDock && filtersDock);
    m_window->resize(1400, 800);
    QTRY_COMPARE(m_window->size(), QSize(1400, 800));
    // Where the first run put the chart depends on the screen (a tab on the left, or below the
    // catalog on the test's small screen): show it and drag its free edge.
    chartDock->raise();
    QTRY_VERIFY(chartDock->isVisible());
    const bool below = m_window->dockWidgetArea(chartDock) == Qt::BottomDockWidgetArea;
    const Qt::Orientation edge = below ? Qt::Vertical : Qt::Horizontal;
    const auto size = [below](const QWidget *w) { return below ? w->height() : w->width(); };
    const int firstRun = size(chartDock);
    m_window->resizeDocks({chartDock}, {firstRun + 150}, edge);
    QTRY_VERIFY2(size(chartDock) > firstRun + 100,
        qPrintable(QStringLiteral("%1 -> %2").arg(firstRun).arg(size(chartDock))));
    const int chartSize = size(chartDock);
    const int filtersSize = size(filtersDock);
    // A tab behind the chart has no size of its own to keep.
    const bool filtersTabbed = m_window->tabifiedDockWidgets(chartDock).contains(filtersDock);
    m_window->saveLayout();
    m_window.reset();

    MainWindow again(m_state.get(), MainWindow::Startup::PanelsAfterFirstPaint);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QTRY_VERIFY(again.hasPanels());
    auto *chart = again.findChild<QDockWidget *>(QStringLiteral("chartDock"));
    auto *filters = again.findChild<QDockWidget *>(QStringLiteral("filtersDock"));
    QTRY_VERIFY2(std::abs(size(chart) - chartSize) < 20,
        qPrintable(QStringLiteral("%1 vs %2").arg(size(chart)).arg(chartSize)));
    QTRY_VERIFY2(filtersTabbed || std::abs(size(filters) - filtersSize) < 20,
        qPrintable(QStringLiteral("%1 vs %2").arg(size(filters)).arg(filtersSize)));
}

// A new-user trial: the window never said which card the ranking picks; only the report did.
// A first start (no settings yet) ranks for 10,000 CNY, not for no budget: the best overall
// pick is a card a person buys, not an 8-GPU server (issue 40). "No budget", once chosen, stays.
void TestMainWindow::theFirstStartAsksAboutADesktopCardsBudget()
{
    AppState::Options options = m_env->builtinCatalogOptions();
    options.settingsFile = m_env->path(QStringLiteral("first-start.ini"));
    QFile::remove(options.settingsFile);
    {
        AppState first(options);
        QCOMPARE(first.rankingOptions().budget, std::optional<double>(10000.0));
        const Recommendation &rec = first.ranking().recommendation;
        QVERIFY(rec.bestOverall);
        const CardKey best = first.ranking().verdicts.at(*rec.bestOverall).key;
        QVERIFY2(best.form != Form::Server && best.form != Form::Workstation,
            qPrintable(best.displayName()));
        RankingOptions none = first.rankingOptions();
        none.budget.reset();
        first.setRankingOptions(none);
    }
    AppState again(options);
    QVERIFY(!again.rankingOptions().budget);
}

void TestMainWindow::picksAreShownAndSelectTheirCard()
{
    auto *picks = m_window->findChild<QLabel *>(QStringLiteral("rankingPicks"));
    QVERIFY(picks);
    const Recommendation &rec = m_state->ranking().recommendation;
    QVERIFY(rec.bestOverall && rec.bestValue);
    const CardKey best = m_state->ranking().verdicts.at(*rec.bestOverall).key;
    const CardKey value = m_state->ranking().verdicts.at(*rec.bestValue).key;
    const auto text = [picks] {
        return QString(picks->text()).replace(QLatin1String("&nbsp;"), QLatin1String(" "));
    };
    QVERIFY2(text().contains(best.displayName().toHtmlEscaped()), qPrintable(text()));
    QVERIFY(text().contains(QStringLiteral("Best value:")));
    QVERIFY(text().contains(value.displayName().toHtmlEscaped()));
    // A link selects its card (the catalog, chart and details follow the current card).
    Q_EMIT picks->linkActivated(QStringLiteral("card:") + value.toId());
    QCOMPARE(m_state->currentCardId(), value.toId());
    // A search that hides the best overall pick: the line says so (the picks, like the ranking,
    // are made among all cards).
    QVERIFY(!text().contains(QStringLiteral("hidden by the filters")));
    CardFilter onlyOthers;
    onlyOthers.search = QStringLiteral("3060");
    QVERIFY(!best.model.contains(QStringLiteral("3060")));
    m_state->setFilter(onlyOthers);
    QVERIFY2(text().contains(QStringLiteral("hidden by the filters")), qPrintable(text()));
    m_state->setFilter(CardFilter());
    QVERIFY(!text().contains(QStringLiteral("hidden by the filters")));
    // A budget nothing fits: the line says so instead of naming stale picks.
    RankingOptions options = m_state->rankingOptions();
    options.budget = 1;
    m_state->setRankingOptions(options);
    QVERIFY2(
        !picks->text().contains(best.displayName().toHtmlEscaped()), qPrintable(picks->text()));
    QVERIFY(picks->text().contains(QStringLiteral("No card")));
}

// A GUI trial: 8,000 CNY -> USD (1,111 $) -> CNY gave 7,999 ¥, saved and used for the ranking.
void TestMainWindow::currencyRoundTripKeepsTheBudget()
{
    auto *budget = m_window->findChild<QDoubleSpinBox *>(QStringLiteral("budgetSpin"));
    auto *currency = m_window->findChild<QComboBox *>(QStringLiteral("currencyCombo"));
    QVERIFY(budget && currency);
    currency->setCurrentIndex(currency->findData(int(Currency::CNY)));
    budget->setValue(8000);
    QCOMPARE(m_state->rankingOptions().budget.value_or(0), 8000.0);
    currency->setCurrentIndex(currency->findData(int(Currency::USD)));
    QCOMPARE(m_state->rankingOptions().currency, Currency::USD);
    QCOMPARE(m_state->rankingOptions().budget.value_or(0),
        std::round(8000 / m_state->exchangeRate().cnyPerUsd));
    // Another option changed in between does not make the rounded figure the typed one.
    auto *workload = m_window->findChild<QComboBox *>(QStringLiteral("workloadCombo"));
    workload->setCurrentIndex(workload->findData(int(Workload::Transformer)));
    currency->setCurrentIndex(currency->findData(int(Currency::CNY)));
    QCOMPARE(m_state->rankingOptions().budget.value_or(0), 8000.0);
    // A budget typed in USD is the one kept from then on.
    currency->setCurrentIndex(currency->findData(int(Currency::USD)));
    budget->setValue(1500);
    currency->setCurrentIndex(currency->findData(int(Currency::CNY)));
    currency->setCurrentIndex(currency->findData(int(Currency::USD)));
    QCOMPARE(m_state->rankingOptions().budget.value_or(0), 1500.0);
}

// A GUI trial: after an import the Edit menu said a bare "Undo" (Ctrl+Z still undid the last
// price edit). The text names the command after an import and after a language switch.
void TestMainWindow::undoKeepsNamingTheCommand()
{
    QAction *undo = nullptr;
    for (QAction *a : m_window->findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = a;
    QVERIFY(undo);
    Price price;
    price.card = *CardKey::fromId(rtx3060Id(12));
    price.amount = 1999;
    price.currency = Currency::CNY;
    price.observedDate = QDate::currentDate();
    m_state->undoStack()->push(new AddPriceCommand(m_state.get(), price));
    const QString named = undo->text();
    QVERIFY2(named.contains(QStringLiteral("1,999")), qPrintable(named));

    const QString file = m_env->path(QStringLiteral("prices.csv"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("型号,显存,价格,日期\nRTX 3060,12GB,￥1899,2025-06-18\n");
    }
    ImportDialog dialog(m_state.get(), m_window.get());
    dialog.setFiles({file});
    QVERIFY(dialog.runImport());
    QCOMPARE(undo->text(), named);

    Translations::install(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents(); // the LanguageChange event
    QVERIFY2(undo->text().contains(QStringLiteral("1,999")), qPrintable(undo->text()));
    Translations::install(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCOMPARE(undo->text(), named);
    // Undone: the redo action names it, the undo action has nothing left to name.
    m_state->undoStack()->undo();
    QCOMPARE(undo->text(), QStringLiteral("&Undo"));
}

void TestMainWindow::helpMenuHasAboutShortcutsAndDocumentation()
{
    // The window wears the application's icon, from the resources.
    QVERIFY(!m_window->windowIcon().isNull());
    QVERIFY(!MainWindow::applicationIcon().pixmap(QSize(48, 48)).isNull());

    QMenu *help = m_window->menuBar()->actions().last()->menu();
    QVERIFY(help);
    QStringList texts;
    for (QAction *a : help->actions())
        texts.append(a->text());
    for (const char *expected :
        {"&Documentation", "&Keyboard Shortcuts", "&About GPU Advisor", "About &Qt"})
        QVERIFY2(texts.contains(QLatin1String(expected)), qPrintable(texts.join(", ")));

    // About: version, catalog, licence, where the documentation is.
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    const QString about = m_window->aboutText();
    QVERIFY2(about.contains(QStringLiteral("9.8.7")), qPrintable(about));
    QVERIFY2(about.contains(BuiltinCatalog::version()), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("GPL-3.0-or-later")), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("man gpu-advisor")), qPrintable(about));

    // The shortcuts: README's list, in the platform's key names.
    ShortcutsDialog dialog(m_window.get());
    QTreeWidget *table = dialog.table();
    QVERIFY(table->topLevelItemCount() >= 15);
    QStringList keys;
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        keys.append(table->topLevelItem(i)->text(0));
    for (const char *expected :
        {"Ctrl+F", "Ctrl+D", "Ctrl+P", "Ctrl+I", "Ctrl+E", "Ctrl+Shift+R", "Alt+W", "Ctrl+Z", "F1"})
        QVERIFY2(keys.contains(QLatin1String(expected)), qPrintable(keys.join(", ")));

    // In Chinese too.
    Translations::install(QStringLiteral("zh_CN"));
    QTRY_VERIFY(help->actions().first()->text() != QLatin1String("&Documentation"));
    ShortcutsDialog chinese(m_window.get());
    QCOMPARE(chinese.windowTitle(), QStringLiteral("键盘快捷键"));
}

// The window's first start on a catalog whose fit is not stored: it shows the default
// parameters with "Estimates updating…" while a worker fits, then swaps the fit in and keeps it;
// a price added reads the catalog again without fitting; the next start reads the stored fit.
void TestMainWindow::theModelIsFittedBehindTheWindowAndKept()
{
    AppState::Options options = m_env->builtinCatalogOptions();
    options.fitInBackground = true;
    QByteArray fitted;
    {
        AppState state(options);
        const CatalogData &catalog = state.catalog();
        fitted = modelToJson(PerformanceModel::fit(catalog.cards, catalog.benchmarks));
        MainWindow window(&state);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (state.modelUpdating()) { // the worker may, rarely, be done already
            QCOMPARE(state.model().parameters(Workload::Cnn, Precision::Fp16).fittedOn, 0);
            const auto *status = window.statusBar()->findChild<QLabel *>();
            QVERIFY(status);
            QVERIFY(status->isVisible());
            QCOMPARE(status->text(), QStringLiteral("Estimates updating…"));
            QSignalSpy done(&state, &AppState::modelUpdatingChanged);
            QSignalSpy reranked(&state, &AppState::rankingChanged);
            QVERIFY(done.wait(60000));
            QCOMPARE(done.last().at(0).toBool(), false);
            QVERIFY(reranked.count() >= 1);
            QVERIFY(!status->isVisible());
        }
        QVERIFY(!state.modelUpdating());
        QCOMPARE(modelToJson(state.model()), fitted);

        QSignalSpy refit(&state, &AppState::modelUpdatingChanged);
        Price p;
        p.card = state.catalog().cards.first().key;
        p.amount = 1234;
        p.currency = Currency::CNY;
        p.observedDate = QDate(2026, 11, 30);
        p.seller = QStringLiteral("京东");
        QString error;
        QVERIFY2(state.addPrice(p, &error) > 0, qPrintable(error));
        QCOMPARE(refit.count(), 0);
        QVERIFY(!state.modelUpdating());
    }
    options.connectionName += QStringLiteral("-again");
    AppState next(options);
    QVERIFY(!next.modelUpdating());
    QCOMPARE(modelToJson(next.model()), fitted);
}

// The application's start: the window opens the database, paints its first frame with an empty
// table and "Reading the catalog…", then reads the rows; what it then shows is what a window
// that read them first shows.
void TestMainWindow::theWindowPaintsBeforeItReadsTheCatalog()
{
    m_window.reset();
    AppState::Options options = m_env->options();
    options.loadAfterFirstPaint = true;
    options.databasePath = m_env->path(QStringLiteral("opened-after-the-first-frame.sqlite"));
    AppState state(options);
    QVERIFY(state.catalogPending());
    QVERIFY(state.catalog().cards.isEmpty());
    QVERIFY(!state.isWritable());
    MainWindow window(&state, MainWindow::Startup::PanelsAfterFirstPaint);
    QVERIFY2(!QFile::exists(options.databasePath), "opened before the first frame");
    auto *reading = window.findChild<CatalogReadIndicator *>();
    QVERIFY(reading);
    QCOMPARE(reading->text(), QStringLiteral("Reading the catalog…"));
    QSignalSpy changed(&state, &AppState::catalogChanged);
    QSignalSpy readingChanged(&state, &AppState::catalogReadingChanged);
    QSignalSpy progress(&state, &AppState::catalogReadProgress);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY(!state.catalogPending());
    // The rows are read on a worker thread (issue 44): the window's loop runs meanwhile and
    // the status bar says how many cards it reads.
    QTRY_VERIFY(!state.catalogReading());
    QTRY_VERIFY(window.hasPanels());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(readingChanged.count(), 2);
    QCOMPARE(readingChanged.first().at(0).toBool(), true);
    QCOMPARE(readingChanged.last().at(0).toBool(), false);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0), progress.last().at(1));
    QVERIFY(progress.last().at(2).toInt() > 0);
    QVERIFY(reading->text().isEmpty());
    QVERIFY(QFile::exists(options.databasePath));
    QVERIFY(state.isWritable());
    QCOMPARE(state.catalog().cards.size(), m_state->catalog().cards.size());
    QCOMPARE(window.catalogView()->table()->model()->rowCount(), int(state.catalog().cards.size()));
    QCOMPARE(state.ranking().verdicts.size(), m_state->ranking().verdicts.size());
    QCOMPARE(
        state.ranking().recommendation.bestOverall, m_state->ranking().recommendation.bestOverall);
    QCOMPARE(state.ranking().recommendation.bestValue, m_state->ranking().recommendation.bestValue);
    state.loadPendingCatalog(); // nothing left to read: no second load
    QCOMPARE(changed.count(), 1);
}

// The ranking bar says how many warnings the tempting cards carry, as one link; the link opens
// one line per warning, each naming its cards (Ranking::thinkTwiceLines()).
void TestMainWindow::thinkTwiceIsOneLinkToOneLinePerWarning()
{
    const QList<WarningLine> lines
        = Ranking::thinkTwiceLines(m_state->ranking(), m_state->rankingOptions().workload);
    QVERIFY2(!lines.isEmpty(), "the test catalog tempts with a K80 and a used card");
    auto *picks = m_window->findChild<QLabel *>(QStringLiteral("rankingPicks"));
    QVERIFY(picks);
    QVERIFY2(
        picks->text().contains(QLatin1String("href=\"thinktwice:\"")), qPrintable(picks->text()));
    QVERIFY(picks->text().contains(QStringLiteral("Think twice: %1 warning").arg(lines.size())));
    QString shown;
    QTimer::singleShot(0, this, [&shown] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                shown = box->text();
                box->accept();
            }
    });
    Q_EMIT picks->linkActivated(QStringLiteral("thinktwice:"));
    QCOMPARE(shown.count(QLatin1String("<li>")), lines.size());
    for (const WarningLine &line : lines)
        QVERIFY2(shown.contains(line.cards.first().toHtmlEscaped()), qPrintable(shown));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
