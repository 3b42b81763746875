// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Upgrade": the user's card (chosen here or in the catalog's context menu, or found in this
// computer), and for the current request the cards ranked by their gain over it and by gain per
// price of the upgrade, optionally net of selling it at its used price; cards that are not an
// upgrade say why (core/ranking/Upgrade.h). The choices are remembered.

#include "Upgrade.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace gpu {

class AppState;
class CardChoiceModel;

class UpgradePanel : public QWidget
{
    Q_OBJECT
public:
    explicit UpgradePanel(AppState *state, QWidget *parent = nullptr);
    ~UpgradePanel() override;

    /// The view shown (empty rows when no card is chosen).
    const UpgradeView &view() const { return m_view; }
    QTableView *table() const { return m_table; }
    /// The choice of your card, filled with the catalog's cards (made when first needed).
    QComboBox *cardChooser();
    QCheckBox *sellOldBox() const { return m_sellOld; }
    QCheckBox *referenceBox() const { return m_reference; }

public Q_SLOTS:
    void recompute();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void fillCards();
    /// fillCards() now if the panel is shown, else when it is (a hidden tab: sorting 100,000
    /// names with a collator takes a quarter of a second).
    void fillCardsWhenShown();

    AppState *m_state;
    QLabel *m_cardLabel;
    QComboBox *m_card;
    CardChoiceModel *m_choices = nullptr; ///< m_card's items
    QPushButton *m_detect;
    QCheckBox *m_sellOld;
    QCheckBox *m_reference;
    QLabel *m_summary;
    QTableView *m_table;
    QStandardItemModel *m_items;
    UpgradeView m_view;
    bool m_filling = false;
    bool m_cardsStale = true; ///< the choices are not of the current catalog
};

} // namespace gpu
