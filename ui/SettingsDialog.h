// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Preferences: language (follow the system, Simplified Chinese, English — switched live),
// currency and exchange rate, electricity price, host system cost and the lowest compute
// capability current CUDA builds support. Stored in Settings; the ranking follows at once.

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace gpu {

class AppState;

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(AppState *state, QWidget *parent = nullptr);

    /// Writes the fields to Settings, re-ranks and switches the language if it changed.
    void apply();

private:
    bool checkSharedCatalog();
    void load();

    AppState *m_state;
    QComboBox *m_language;
    QComboBox *m_currency;
    QDoubleSpinBox *m_rate;
    QDoubleSpinBox *m_electricity;
    QDoubleSpinBox *m_hostCost;
    QComboBox *m_software;
    QLabel *m_softwareNote;
    QLineEdit *m_sharedCatalog;
    QLabel *m_sharedNote;
    QDialogButtonBox *m_buttons;
};

} // namespace gpu
