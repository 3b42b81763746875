// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File → Export recommendation report…: the options of the PDF report (language, page size,
// which cards to compare), a preview of its pages, and Save… . The report itself is drawn by
// core/report/ReportBuilder; the preview renders the same layout into images, so what is shown
// is what is saved. The report ranks the whole catalog, as the window's ranking does; when the
// filter panel's filters are set, the dialog names them and lets the user rank only the cards
// they show instead (the search box never narrows the report unless the user chooses so). The
// dialog only presents: the request and the rankings come from the window's state
// (AppState::reportRequest, AppState::ranking, AppState::rank).

#include "Ranking.h"
#include "ReportBuilder.h" // ReportModelFit

#include <QDialog>
#include <QPageSize>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QTimer;
class QVBoxLayout;

namespace gpu {

class AppState;
class ReportBuilder;

class ReportDialog : public QDialog
{
    Q_OBJECT
public:
    /// The report of `state`'s catalog and request; the filter panel's filters (state->filter())
    /// are named and offered, not applied (setFiltersApplied()). `compare` preselects the cards
    /// to compare (the user's compare set). `state` must outlive the dialog.
    ReportDialog(AppState *state, const QList<CardKey> &compare, QWidget *parent = nullptr);
    ~ReportDialog() override;

    /// The File-menu action for `window`: opens the dialog on the state's catalog, ranking and
    /// compare set. Its text follows the application's language.
    static QAction *createAction(AppState *state, QWidget *window);

    // For tests and the caller.
    void setLanguage(const QString &language); ///< "zh_CN" or "en"
    void setPageSize(QPageSize::PageSizeId size);
    void setCompared(const QList<CardKey> &cards);
    /// The reader's current card ("your card"), compared as the baseline; unset = none.
    void setCurrentCard(const std::optional<CardKey> &card);
    /// The "Will it fit" question and its answer: the report's section on the model (what it
    /// needs, the breakdown of each configuration that fits); unset = none.
    void setModelFit(const std::optional<ReportModelFit> &fit);
    QList<CardKey> compared() const;
    /// Ranks only the cards the window's filters show (true) or the whole catalog (false, the
    /// default). Without window filters there is nothing to apply.
    void setFiltersApplied(bool applied);
    bool filtersApplied() const;
    /// The request and ranking the report shows now (the request's filter is the window's only
    /// when filtersApplied()).
    RankingRequest reportRequest() const;
    const RankingResult &reportResult() const { return m_shownResult; }
    int pageCount() const;
    /// Writes the PDF without asking; returns an error naming the file, or "".
    QString saveTo(const QString &path);
    /// Rebuilds the report and its preview now (normally debounced after a change).
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Every card of the catalog, checkable; those of `compare` checked and first, in its order.
    void fillCompareList(const QList<CardKey> &compare);
    void layOut();
    void retranslateUi();
    void scheduleRefresh();
    void filterCompareList(const QString &text);
    void save();
    QString language() const;

    AppState *m_state;
    /// The filter panel's filters (AppState::filter()) when the dialog opened. When any is set,
    /// the dialog says which and offers "only the cards the filters show"; the report still
    /// ranks the whole catalog until the user chooses that (setFiltersApplied()).
    CardFilter m_windowFilter;
    /// The state's ranking of the request with the window's filters, asked for on need.
    std::optional<RankingResult> m_filteredResult;
    RankingResult m_shownResult; ///< what the report shows now
    std::optional<CardKey> m_currentCard;
    std::optional<ReportModelFit> m_modelFit;
    std::unique_ptr<ReportBuilder> m_report;

    QLabel *m_languageLabel = nullptr;
    QComboBox *m_language = nullptr;
    QLabel *m_pageSizeLabel = nullptr;
    QComboBox *m_pageSize = nullptr;
    bool m_pageSizeChosen = false; ///< picked by the person (or setPageSize()): kept
    void followLanguageWithPageSize();
    QLabel *m_filterNotice = nullptr;
    QRadioButton *m_wholeCatalog = nullptr;
    QRadioButton *m_onlyFiltered = nullptr;
    QLabel *m_compareLabel = nullptr;
    QLineEdit *m_compareFilter = nullptr;
    QListWidget *m_compareList = nullptr;
    QLabel *m_pageCount = nullptr;
    QLabel *m_problem = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_pages = nullptr;
    QVBoxLayout *m_pagesLayout = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_close = nullptr;
    QTimer *m_refreshTimer = nullptr;
};

} // namespace gpu
