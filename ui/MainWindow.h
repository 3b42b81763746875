// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window only assembles panels and actions; each panel is its own class and they share
// one AppState. Layout: ranking selector and catalog in the centre, filters on the left, chart
// and details on the right, the comparison at the bottom (dock widgets the user can move). The
// window's geometry, dock layout, column widths and filters are restored from Settings.

#include <QIcon>
#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;

namespace gpu {

class AppState;
class CatalogView;
class ChartPanel;
class ComparePanel;
class FitPanel;
class UpgradePanel;
class DetailPane;
class FilterPanel;
class RankingBar;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// When the dock panels (filters, details, chart, comparison) are built.
    enum class Startup
    {
        Complete, ///< in the constructor: the window is whole at once (tests, embedding)
        /// right after the first frame, which shows the ranking bar and the catalog: the window
        /// appears sooner (the application; docs/performance.md, cold start)
        PanelsAfterFirstPaint
    };

    /// The window over the application's state (which opened the catalog: AppState::Options,
    /// core/store/CatalogOpener.h); `state` must outlive the window.
    explicit MainWindow(
        AppState *state, Startup startup = Startup::Complete, QWidget *parent = nullptr);
    ~MainWindow() override;

    AppState *state() const { return m_state; }
    /// The application's icon, from the resources (:/icons).
    static QIcon applicationIcon();
    /// The folder of the installed documentation (README.md, docs/), or "" when not installed.
    static QString documentationFolder();
    /// The text of Help → About: version, catalog, licence, documentation.
    QString aboutText() const;
    /// False until the dock panels exist (Startup::PanelsAfterFirstPaint); the panel accessors
    /// return nullptr until then.
    bool hasPanels() const { return m_filters != nullptr; }
    CatalogView *catalogView() const { return m_catalog; }
    FilterPanel *filterPanel() const { return m_filters; }
    DetailPane *detailPane() const { return m_details; }
    ComparePanel *comparePanel() const { return m_compare; }
    FitPanel *fitPanel() const { return m_fit; }
    UpgradePanel *upgradePanel() const { return m_upgrade; }
    ChartPanel *chartPanel() const { return m_chart; }
    /// Writes window geometry, dock layout, column widths and filters to Settings.
    void saveLayout();

Q_SIGNALS:
    /// The dock panels have been built (at once, or after the first paint).
    void panelsReady();

protected:
    bool event(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void build(Startup startup);
    void buildPanels();
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateUndoTexts();
    void restoreLayout();
    void showOpenReport();
    void addPriceForCurrentCard();
    void openImportDialog();
    void openPastePricesDialog();
    void openPricesToCheckDialog();
    void openExportDialog();
    void openSettingsDialog();
    void openFeedsDialog();
    void switchLanguage(const QString &language);
    void showAbout();
    void showShortcuts();
    void showDocumentation();

    AppState *m_state;
    RankingBar *m_rankingBar = nullptr;
    CatalogView *m_catalog = nullptr;
    FilterPanel *m_filters = nullptr;
    DetailPane *m_details = nullptr;
    ComparePanel *m_compare = nullptr;
    FitPanel *m_fit = nullptr;
    UpgradePanel *m_upgrade = nullptr;
    /// The first run's dock sizes for this screen (restoreLayout()), applied again once the
    /// panels are in place; empty when a saved layout was restored.
    std::function<void()> m_firstRunSizes;
    ChartPanel *m_chart = nullptr;
    QDockWidget *m_filtersDock = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    QDockWidget *m_chartDock = nullptr;
    QDockWidget *m_compareDock = nullptr;
    QDockWidget *m_fitDock = nullptr;
    QLabel *m_modelStatus = nullptr;
    bool m_loadScheduled = false; ///< AppState::loadPendingCatalog() queued (event()) ///<
                                  ///< "Estimates updating…" in the status bar
    QDockWidget *m_upgradeDock = nullptr;
    bool m_panelsPending = false;
    bool m_panelsScheduled = false;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_compareMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_exportAction = nullptr;
    /// The separator after File → Export recommendation report… (the report's action goes
    /// before it).
    QAction *m_reportPlaceholder = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_feedsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_addPriceAction = nullptr;
    QAction *m_pastePricesAction = nullptr;
    QAction *m_pricesToCheckAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_reloadAction = nullptr;
    QAction *m_clearCompareAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QAction *m_documentationAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace gpu
