// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads, checks and stores fetched feed sheets off the caller's thread (issue 43): the window's
// thread only hands over the fetched bytes and gets each feed's FeedUpdate back, so a sheet of
// hundreds of thousands of rows never freezes it. One worker thread at a time, with its own
// database connection cloned from the session's (Qt SQL connections cannot cross threads), the
// sheets one after another in the order given (SQLite has one writer at a time anyway). A shared
// catalog's PostgreSQL connection is cloned the same way.
//
// Cancel: the sheets still waiting are dropped, the one being read is not stored (applyFeedFetch
// asks before storing; a store under way ends as a whole, committed or rolled back).

#include "Feeds.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace gpu {

class FeedApplier : public QObject
{
    Q_OBJECT
public:
    explicit FeedApplier(QObject *parent = nullptr);
    /// Cancels and waits for the sheet being read or stored (a store ends as a whole).
    ~FeedApplier() override;

    /// What one sheet needs: the feed, what its fetch gave, and the catalog it is checked
    /// against with the options of CatalogSession::feedImportOptions(), stored through a clone
    /// of the connection `connectionName` (which must stay open until idle()).
    struct Job
    {
        QString connectionName;
        Feed feed;
        FeedFetchResult fetch;
        CatalogData catalog; ///< implicitly shared: the caller may change its own copy
        ImportOptions options;
        int maxRows = DefaultFeedRowCap;
    };
    /// Queues `job`; started() and applied() follow, on this object's thread.
    void apply(Job job);
    /// Drops the queued sheets and stops the one being read before it is stored; each still
    /// gets its applied(), failed with "cancelled", then idle().
    void cancel();
    /// Cancels and returns when the worker is done (at most the end of a store under way).
    void cancelAndWait();
    bool isBusy() const { return m_thread != nullptr || !m_queue.isEmpty(); }

Q_SIGNALS:
    /// A sheet of `bytes` bytes began to be read on the worker thread.
    void started(const QString &feedName, qint64 bytes);
    void applied(const gpu::FeedUpdate &update);
    /// Nothing queued or running any more.
    void idle();

private:
    void startNext();
    void finishedOne(const FeedUpdate &update);

    QList<Job> m_queue;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancelled;
    int m_clones = 0; ///< names of the worker's connections
};

} // namespace gpu
