// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help → Keyboard Shortcuts: every key of the window in one table (the list in README.md).

#include <QDialog>

class QTreeWidget;

namespace gpu {

class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *parent = nullptr);

    /// The keys and what they do, in the user's language and the platform's key names.
    static QList<QPair<QString, QString>> shortcuts();

    QTreeWidget *table() const { return m_table; }

private:
    QTreeWidget *m_table;
};

} // namespace gpu
