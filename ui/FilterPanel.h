// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The filter panel: vendor, product line, architecture, memory and price ranges (in the chosen
// currency), maximum TDP, minimum compute capability, tensor cores, CUDA support, new/used,
// release years and a literal free-text search. Every change becomes a CardFilter in AppState
// at once; "Reset filters" clears them in one step. Shows "N of M cards".

#include "CardFilter.h"

#include <QVariantMap>
#include <QWidget>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QResizeEvent;
class QScrollArea;
class QSpinBox;

namespace gpu {

class AppState;

class FilterPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FilterPanel(AppState *state, QWidget *parent = nullptr);

    /// The filter the widgets describe.
    CardFilter currentFilter() const;
    /// Widget values as a map for Settings::Key::FilterState; restoreState() applies one.
    QVariantMap saveState() const;
    void restoreState(const QVariantMap &state);

    QLineEdit *searchField() const { return m_search; }
    /// Clears every filter (one undoable-free step); MainWindow puts it in a menu.
    QAction *resetAction() const { return m_resetAction; }

public Q_SLOTS:
    void setCounts(int shown, int total);
    void resetFilters();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// Under 400 logical pixels wide (a panel beside the catalog on a small screen) each label
    /// sits above its field.
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void fillChoices();
    void applyFilter();
    void applyCondition();
    void updateCurrencySuffix();
    void updateMinimumWidth();

    AppState *m_state;
    QFormLayout *m_form = nullptr;
    QScrollArea *m_scroll = nullptr;
    QLineEdit *m_search;
    QListWidget *m_vendors;
    QListWidget *m_productLines;
    QListWidget *m_architectures;
    QDoubleSpinBox *m_minMemory;
    QDoubleSpinBox *m_maxMemory;
    QDoubleSpinBox *m_minPrice;
    QDoubleSpinBox *m_maxPrice;
    QDoubleSpinBox *m_maxTdp;
    QComboBox *m_minCompute;
    QComboBox *m_tensorCores;
    QComboBox *m_cudaSupport;
    QComboBox *m_condition;
    QSpinBox *m_minYear;
    QSpinBox *m_maxYear;
    QPushButton *m_reset;
    QLabel *m_status;
    QAction *m_resetAction;
    QList<QLabel *> m_labels;
    int m_shown = 0;
    int m_total = 0;
    bool m_updating = false;
};

} // namespace gpu
