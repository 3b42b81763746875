// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Settings → Feeds: the sheets the catalog follows (core/imports/Feeds.h), with what the last check
// saw, and Add, Remove and Update now. Updates run in the background (WindowFeeds::update); the
// table follows their results as they come.

#include <QDialog>

class QLabel;
class QProgressBar;
class QSpinBox;
class QPushButton;
class QTableWidget;

namespace gpu {

class AppState;

class FeedsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit FeedsDialog(AppState *state, QWidget *parent = nullptr);

    /// Adds a feed without asking (the Add… button asks first); false and a message on error.
    bool addFeed(const QString &name, const QString &url, const QString &kind);
    QTableWidget *table() const { return m_table; }
    QString statusText() const;

Q_SIGNALS:
    /// The keyring answered for the user name and password of an added feed's address: the
    /// status says where they are kept (FeedKeyring.h).
    void keyringAnswered();

private:
    void fill();
    void askAddFeed();
    void askRemoveFeed();
    void updateNow();
    /// Shows the busy bar and Cancel while an update runs, Update now otherwise.
    void showUpdating(bool updating);

    AppState *m_state;
    QTableWidget *m_table;
    QLabel *m_status;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_update;
    QPushButton *m_cancel; ///< stops the update under way
    QProgressBar *m_progress; ///< busy while an update runs
    QSpinBox *m_deadline; ///< Settings::Key::FeedDeadlineSeconds
    QSpinBox *m_rowCap; ///< Settings::Key::FeedRowCap
};

} // namespace gpu
