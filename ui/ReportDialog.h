// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File → Export recommendation report…: the options of the PDF report (language, page size,
// which cards to compare), a preview of its pages, and Save… . The report itself is drawn by
// core/report/ReportBuilder; the preview renders the same layout into images, so what is shown
// is what is saved.

#include "Ranking.h"

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
    /// `result` must come from Ranking::rank(catalog, request, …). `compare` preselects the
    /// cards to compare (the user's compare set).
    ReportDialog(const CatalogData &catalog, const RankingRequest &request,
        const RankingResult &result, const QList<CardKey> &compare, QWidget *parent = nullptr);
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
    QList<CardKey> compared() const;
    int pageCount() const;
    /// Writes the PDF without asking; returns an error naming the file, or "".
    QString saveTo(const QString &path);
    /// Rebuilds the report and its preview now (normally debounced after a change).
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void scheduleRefresh();
    void filterCompareList(const QString &text);
    void save();
    QString language() const;

    CatalogData m_data;
    RankingRequest m_request;
    RankingResult m_result; ///< in the application's language
    std::optional<CardKey> m_currentCard;
    std::optional<PerformanceModel> m_model; ///< fitted on first need (other language)
    std::unique_ptr<ReportBuilder> m_report;
    QString m_builtLanguage; ///< language of the current m_result reasons

    QLabel *m_languageLabel = nullptr;
    QComboBox *m_language = nullptr;
    QLabel *m_pageSizeLabel = nullptr;
    QComboBox *m_pageSize = nullptr;
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
