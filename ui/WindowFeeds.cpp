// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowFeeds.h"

#include "AppState.h"
#include "FeedApplier.h"
#include "FeedFetcher.h"
#include "FeedKeyring.h"

#include <QDateTime>
#include <QLocale>

namespace gpu {

WindowFeeds::WindowFeeds(AppState *state)
    : QObject(state)
    , m_state(state)
    , m_keyring(new FeedKeyring(this))
{ }

WindowFeeds::~WindowFeeds()
{
    if (m_applier) // its clone of the session's connection ends before the session's
        m_applier->cancelAndWait();
}

void WindowFeeds::update(const QString &name)
{
    if (m_pending > 0)
        return; // one round at a time
    if (afterCatalogRead([this, name] { update(name); }))
        return;
    CatalogSession &session = m_state->session();
    if (const QString why = session.writeRefusal(); !why.isEmpty()) {
        Q_EMIT feedUpdated(tr("No feed was updated: %1.").arg(why), false);
        Q_EMIT feedsUpdated();
        return;
    }
    if (!m_fetcher) {
        m_fetcher = new FeedFetcher(this);
        connect(m_fetcher, &FeedFetcher::finished, this, &WindowFeeds::onFetched);
        m_applier = new FeedApplier(this);
        connect(m_applier, &FeedApplier::applied, this, &WindowFeeds::onApplied);
        connect(m_applier, &FeedApplier::started, this, [this](const QString &feed, qint64 bytes) {
            //: %1 the feed's name, %2 the sheet's size in MB.
            Q_EMIT feedProgress(tr("Reading and storing %1 (%2 MB)…")
                                    .arg(feed, QLocale().toString(bytes / 1e6, 'f', 1)));
        });
    }
    m_changed = false;
    FeedLimits limits; // the settings' deadline (Settings › Feeds…)
    limits.deadlineMs = m_state->settings().feedDeadlineSeconds() * 1000;
    limits.timeoutMs = std::min(limits.timeoutMs, limits.deadlineMs);
    m_fetcher->setLimits(limits);
    QList<Feed> feeds;
    QStringList names;
    for (const Feed &feed : session.feeds()) {
        if (!name.isEmpty() && feed.name != name)
            continue;
        feeds.append(feed);
        names.append(feed.name);
    }
    if (feeds.isEmpty()) {
        Q_EMIT feedsUpdated();
        return;
    }
    // The round counts from here; the keyring's passwords are read first (FeedKeyring.h).
    m_pending = int(feeds.size());
    m_keyring->load(names, [this, feeds, round = ++m_round] {
        if (round == m_round) // not cancelled meanwhile
            fetchAll(feeds);
    });
}

void WindowFeeds::fetchAll(const QList<Feed> &feeds)
{
    for (const Feed &feed : feeds) {
        m_inFlight.insert(feed.name, feed);
        m_fetcher->fetch(feed);
    }
    //: While the feeds' sheets download.
    Q_EMIT feedProgress(tr("Fetching %n feed(s)…", nullptr, m_pending));
}

void WindowFeeds::cancel()
{
    if (m_pending == 0)
        return;
    if (m_inFlight.isEmpty() && !m_applier->isBusy()) { // still reading the keyring
        ++m_round;
        m_pending = 0;
        Q_EMIT feedsUpdated();
        return;
    }
    m_fetcher->abortAll(); // each fetch finishes at once: onFetched() says "cancelled"
    m_applier->cancel();
}

void WindowFeeds::onFetched(const QString &name, const FeedFetchResult &result)
{
    const auto it = m_inFlight.constFind(name);
    if (it == m_inFlight.constEnd())
        return;
    const Feed feed = it.value();
    m_inFlight.erase(it);
    CatalogSession &session = m_state->session();
    if (const QString why = session.writeRefusal(); !why.isEmpty()) {
        FeedUpdate refused;
        refused.feed = feed;
        refused.message = tr("%1: %2").arg(feed.name, why);
        onApplied(refused);
        return;
    }
    // Read, checked and stored on the applier's thread: the window answers meanwhile. A failed
    // fetch goes the same way (its check is recorded in the feed's row).
    FeedApplier::Job job;
    job.connectionName = session.database().connectionName();
    job.feed = feed;
    job.fetch = result;
    job.catalog = session.catalog();
    job.options = session.feedImportOptions(m_state->rankingOptions().currency);
    job.maxRows = m_state->settings().feedRowCap();
    m_applier->apply(std::move(job));
}

void WindowFeeds::onApplied(const FeedUpdate &update)
{
    m_changed = m_changed || update.changed;
    QString message = update.message;
    if (!update.problems.isEmpty())
        message += QStringLiteral(" (%1)").arg(update.problems.first());
    Q_EMIT feedUpdated(message, update.ok);
    if (--m_pending == 0) {
        if (m_changed)
            m_state->reloadInBackground(); // once, after every feed of the round
        if (m_state->catalogReading()) // the round ends when the window shows what it stored
            connect(m_state, &AppState::catalogReadingChanged, this, &WindowFeeds::feedsUpdated,
                Qt::SingleShotConnection);
        else
            Q_EMIT feedsUpdated();
    }
}

bool WindowFeeds::afterCatalogRead(const std::function<void()> &again)
{
    if (!m_state->catalogPending() && !m_state->catalogReading())
        return false;
    // Prices are checked against the catalog: after it is read.
    connect(m_state, &AppState::catalogChanged, this, again, Qt::SingleShotConnection);
    return true;
}

void WindowFeeds::updateIfDue()
{
    if (afterCatalogRead([this] { updateIfDue(); }))
        return;
    CatalogSession &session = m_state->session();
    if (!session.writeRefusal().isEmpty())
        return;
    CatalogRepository repo(session.database().connectionName());
    if (repo.feeds().isEmpty())
        return;
    const QDateTime last = QDateTime::fromString(
        repo.metaValue(QStringLiteral("feeds_last_auto_check")), Qt::ISODate);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (last.isValid() && last.secsTo(now) < 24 * 3600)
        return;
    repo.setMetaValue(QStringLiteral("feeds_last_auto_check"), now.toString(Qt::ISODate));
    update();
}

} // namespace gpu
