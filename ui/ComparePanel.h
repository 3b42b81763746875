// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The compare panel: cards side by side (CompareModel). Cards arrive by drag and drop from the
// catalog or a chart bar (MIME CatalogTableModel::cardMimeType(); anything else is ignored), or
// from "Add to compare". Columns are reordered by dragging their headers and removed from the
// header's context menu or with Delete; one card can be pinned as the baseline. A refused
// duplicate is reported in the panel's message line.

#include <QWidget>

class QLabel;
class QMimeData;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace gpu {

class AppState;
class CompareModel;

class ComparePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ComparePanel(AppState *state, QWidget *parent = nullptr);

    CompareModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    /// The last message shown (e.g. a refused duplicate), empty if none.
    QString message() const;

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void updatePage();
    void showMessage(const QString &text);
    void onSectionMoved(int logical, int oldVisual, int newVisual);
    void showHeaderMenu(const QPoint &pos);
    void removeCurrentColumn();

    AppState *m_state;
    CompareModel *m_model;
    QStackedWidget *m_pages;
    QLabel *m_hint;
    QTableView *m_table;
    QLabel *m_message;
    QPushButton *m_clear;
};

} // namespace gpu
