// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShortcutsDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gpu {

namespace {

QString keys(const QKeySequence &sequence)
{
    return sequence.toString(QKeySequence::NativeText);
}

QString keys(QKeySequence::StandardKey key)
{
    return keys(QKeySequence(key));
}

} // namespace

QList<QPair<QString, QString>> ShortcutsDialog::shortcuts()
{
    const QString to = QStringLiteral(" – ");
    return {
        {keys(QKeySequence::Find), tr("Go to the search field")},
        {tr("Enter (in the search field)"), tr("Go to the catalog")},
        {keys(QKeySequence(Qt::ALT | Qt::Key_W)), tr("Choose the workload")},
        {keys(QKeySequence(Qt::ALT | Qt::Key_P)), tr("Choose the precision")},
        {keys(QKeySequence(Qt::ALT | Qt::Key_B)), tr("Choose the budget")},
        {keys(QKeySequence(Qt::ALT | Qt::Key_U)), tr("Choose the currency")},
        {keys(QKeySequence(Qt::ALT | Qt::Key_R)), tr("Choose the prices: new or used, new, used")},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_D)), tr("Add the selected cards to the comparison")},
        {keys(QKeySequence::Delete), tr("Remove a card from the comparison")},
        {keys(QKeySequence::Copy), tr("Copy the name of the selected card")},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_P)), tr("Add a price for the current card")},
        {keys(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)), tr("Paste a price list")},
        {keys(QKeySequence::Undo), tr("Undo")},
        {keys(QKeySequence::Redo), tr("Redo")},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_I)), tr("Import")},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_E)), tr("Export")},
        {keys(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)), tr("Reset the filters")},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_1)) + to + keys(QKeySequence(Qt::CTRL | Qt::Key_4)),
            tr("Show or hide the panels: filters, chart, details, comparison")},
        {keys(QKeySequence::Refresh), tr("Read the catalog again (a shared catalog)")},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_Comma)), tr("Settings")},
        {keys(QKeySequence::HelpContents), tr("Documentation")},
        {keys(QKeySequence::Quit), tr("Quit")},
    };
}

ShortcutsDialog::ShortcutsDialog(QWidget *parent)
    : QDialog(parent)
    , m_table(new QTreeWidget(this))
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setRootIsDecorated(false);
    m_table->setAllColumnsShowFocus(true);
    m_table->setHeaderLabels({tr("Keys"), tr("Action")});
    for (const auto &[key, action] : shortcuts())
        m_table->addTopLevelItem(new QTreeWidgetItem(m_table, {key, action}));
    m_table->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 520);
}

} // namespace gpu
