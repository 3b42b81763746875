// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedApplier.h"

#include "CatalogRepository.h"

#include <QCoreApplication>
#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <utility>

namespace gpu {

namespace {

/// Runs on the worker thread: clones the connection, stores the sheet, closes the clone.
FeedUpdate applyOnClone(const FeedApplier::Job &job, const QString &cloneName,
    const std::shared_ptr<std::atomic_bool> &cancelled)
{
    FeedUpdate failed;
    failed.feed = job.feed;
    {
        QSqlDatabase db = QSqlDatabase::cloneDatabase(job.connectionName, cloneName);
        if (!db.open()) {
            failed.message = QCoreApplication::translate("Feeds", "%1: %2; nothing was changed")
                                 .arg(job.feed.name, db.lastError().text());
        } else {
            if (db.driverName() == QLatin1String("QSQLITE"))
                QSqlQuery(db).exec(QStringLiteral("PRAGMA foreign_keys = ON"));
            CatalogRepository repo(cloneName);
            failed = applyFeedFetch(repo, job.feed, job.fetch, job.catalog, job.options,
                job.maxRows, [cancelled] { return cancelled->load(); });
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(cloneName);
    return failed;
}

FeedUpdate cancelledUpdate(const Feed &feed)
{
    FeedUpdate update;
    update.feed = feed;
    update.message
        = QCoreApplication::translate("Feeds", "%1: %2")
              .arg(feed.name,
                  QCoreApplication::translate("Feeds", "cancelled; nothing was changed"));
    return update;
}

} // namespace

FeedApplier::FeedApplier(QObject *parent)
    : QObject(parent)
    , m_cancelled(std::make_shared<std::atomic_bool>(false))
{ }

FeedApplier::~FeedApplier()
{
    cancelAndWait();
}

void FeedApplier::apply(Job job)
{
    if (!m_thread)
        m_cancelled->store(false); // a new round after a cancelled one
    m_queue.append(std::move(job));
    if (!m_thread)
        startNext();
}

void FeedApplier::startNext()
{
    if (m_queue.isEmpty()) {
        Q_EMIT idle();
        return;
    }
    Job job = m_queue.takeFirst();
    const QString cloneName = QStringLiteral("%1-feed-%2").arg(job.connectionName).arg(++m_clones);
    const qint64 bytes = job.fetch.body.size();
    const QString name = job.feed.name;
    QPointer<FeedApplier> self(this);
    const auto cancelled = m_cancelled;
    m_thread = QThread::create([job = std::move(job), cloneName, cancelled, self] {
        const FeedUpdate update = applyOnClone(job, cloneName, cancelled);
        // Back on the applier's thread (queued); the destructor waits for this thread, so the
        // applier is alive when the call is posted.
        if (self)
            QMetaObject::invokeMethod(
                self.data(),
                [self, update] {
                    if (self)
                        self->finishedOne(update);
                },
                Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("feed-applier"));
    Q_EMIT started(name, bytes);
    m_thread->start();
}

void FeedApplier::finishedOne(const FeedUpdate &update)
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    Q_EMIT applied(update);
    startNext();
}

void FeedApplier::cancel()
{
    m_cancelled->store(true);
    const QList<Job> dropped = std::exchange(m_queue, {});
    for (const Job &job : dropped)
        Q_EMIT applied(cancelledUpdate(job.feed));
    if (!m_thread && !dropped.isEmpty())
        Q_EMIT idle();
}

void FeedApplier::cancelAndWait()
{
    m_cancelled->store(true);
    m_queue.clear();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
}

} // namespace gpu
