// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Two dialogs for entering many prices at once, each stored in one transaction with today's date
// (AppState::importData: all or nothing):
//  - PastePricesDialog: a price list pasted from a shop page, a spreadsheet or a chat, read by
//    core/io/PriceListParser as `gpu-advisor import-prices` reads it, with a preview of every line;
//    OK is enabled only when every line is understood.
//  - PricesToCheckDialog: the cards the current request would rank highly whose price is
//    missing, stale or only a launch-price estimate (Ranking::pricesToCheck), each with a box
//    for today's price.

#include <QDialog>
#include <QHash>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QTableWidget;
class QTimer;

namespace gpu {

struct PriceListParse;

class AppState;

class PastePricesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PastePricesDialog(AppState *state, QWidget *parent = nullptr);

    /// The text to read (tests; the user pastes it).
    void setText(const QString &text);
    /// Lines understood and lines with a problem in the current preview.
    int rowCount() const;
    int problemCount() const;
    /// Lines whose amount is far from what the card should cost (PriceCheck.h): marked and left
    /// unticked until the user ticks them.
    int heldBackCount() const;
    /// Whether the preview row of line `lineNumber` is ticked to be added (tests).
    bool isTicked(int lineNumber) const;
    /// Ticks or unticks it (tests; the user clicks its box).
    void setTicked(int lineNumber, bool ticked);
    /// Stores the ticked rows in one transaction; false (and a message box unless `quiet`) on
    /// failure.
    bool apply(bool quiet = false);

    void accept() override;

private:
    void updatePreview();
    /// The words under the preview: how many prices will be added, what is skipped or held back.
    QString statusText(
        const PriceListParse &parsed, const QHash<int, QString> &unusual, int skipped) const;

    AppState *m_state;
    QPlainTextEdit *m_text;
    QComboBox *m_currency;
    QTableWidget *m_preview;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QTimer *m_debounce;
    int m_rows = 0;
    int m_problems = 0;
    int m_heldBack = 0;
    /// Lines the user ticked or unticked themselves, kept across a new preview.
    QHash<int, bool> m_userTicks;
};

class PricesToCheckDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PricesToCheckDialog(AppState *state, QWidget *parent = nullptr);

    /// The table of cards to check (tests): one row per card, the amount in the last column
    /// but one, the condition in the last.
    QTableWidget *table() const { return m_table; }
    /// Stores the amounts entered (rows left empty are skipped) in one transaction.
    bool apply(bool quiet = false);

    void accept() override;

private:
    void fill();

    AppState *m_state;
    QLabel *m_intro;
    QTableWidget *m_table;
    QDialogButtonBox *m_buttons;
    QStringList m_cardIds; ///< per row
};

} // namespace gpu
