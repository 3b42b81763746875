// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalog panel: a sortable, filterable table of cards over CatalogTableModel and
// CatalogFilterProxy. The selected card is kept by identity (CardKey id) across sorting,
// filtering and reloads; cards can be dragged out (MIME CatalogTableModel::cardMimeType()) or
// added to the comparison from the context menu or the "Add to compare" action.

#include <QWidget>

class QAction;
class QTableView;

namespace gpu {

class AppState;
class CatalogFilterProxy;
class CatalogTableModel;

class CatalogView : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogView(AppState *state, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    CatalogTableModel *model() const { return m_model; }
    CatalogFilterProxy *proxy() const { return m_proxy; }
    /// "Add to compare" (Ctrl+D), acting on the selected rows; MainWindow puts it in a menu.
    QAction *addToCompareAction() const { return m_addToCompare; }
    /// CardKey ids of the selected rows, in view order.
    QStringList selectedCardIds() const;
    int visibleCount() const;
    int totalCount() const;

    QByteArray saveHeaderState() const;
    void restoreHeaderState(const QByteArray &state);

Q_SIGNALS:
    /// The number of cards shown or in the catalog changed.
    void countsChanged(int shown, int total);
    /// The user asked for the context menu's "Add price…" on the current card.
    void addPriceRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void sizeColumnsFromRows();
    void ensureNameIsReadable();
    void retranslateUi();
    void reloadCatalog();
    void updateRanking();
    /// Shows or hides the rows of several cards that hold the "Will it fit" model.
    void updateConfigurations();
    void applyFilter();
    void selectCurrentCard();
    void onCurrentRowChanged(const QModelIndex &current);
    void showContextMenu(const QPoint &pos);
    void emitCounts();

    AppState *m_state;
    CatalogTableModel *m_model;
    CatalogFilterProxy *m_proxy;
    QTableView *m_table;
    QAction *m_addToCompare;
    QAction *m_addPrice;
    QAction *m_copyName;
    QAction *m_setYourCard; ///< "This is my card" (checkable)
    bool m_restoringSelection = false; ///< selection changes come from code, not the user
    bool m_sizedFromRows = false; ///< columns were sized from real rows (not an empty catalog)
    bool m_headerRestored = false; ///< the user's saved column layout is in use
    bool m_userSelecting = false; ///< the user's click is being passed on to the state
};

} // namespace gpu
