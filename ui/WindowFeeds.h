// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's feed updates (issue 43): every feed's sheet fetched on the window's event loop
// (core/fetch's FeedFetcher), then read, checked and stored on a worker thread with its own
// database connection (core/session's FeedApplier), so the window answers meanwhile; the
// catalog is read again once at the end of a round that changed it. Owned by AppState, which
// lists, adds and removes feeds through its session.

#include "CatalogData.h"

#include <QHash>
#include <QObject>

#include <functional>

namespace gpu {

class AppState;
class FeedApplier;
class FeedFetcher;
class FeedKeyring;
struct FeedFetchResult;
struct FeedUpdate;

class WindowFeeds : public QObject
{
    Q_OBJECT
public:
    explicit WindowFeeds(AppState *state);
    ~WindowFeeds() override;

    /// Updates every feed (or the one named) in the background: feedUpdated() for each,
    /// feedsUpdated() at the end. One round at a time; a session that cannot write says so.
    void update(const QString &name = QString());
    bool updating() const { return m_pending > 0; }
    /// Stops the round under way: fetches end at once, a sheet being read is not stored; each
    /// feed not done says "cancelled".
    void cancel();
    /// At start: once a day when the catalog follows feeds (its last check kept in `meta`).
    void updateIfDue();
    /// Where feeds' passwords are kept (the desktop keyring): read before each round's fetches.
    FeedKeyring *keyring() const { return m_keyring; }

Q_SIGNALS:
    void feedUpdated(const QString &message, bool ok);
    void feedsUpdated();
    /// What the update is doing, for a progress line ("Reading and storing lab (12.3 MB)…").
    void feedProgress(const QString &text);

private:
    /// While the catalog is still to be read: `again` once it is (true); else false.
    bool afterCatalogRead(const std::function<void()> &again);
    void fetchAll(const QList<Feed> &feeds);
    void onFetched(const QString &name, const FeedFetchResult &result);
    void onApplied(const FeedUpdate &update);

    AppState *m_state;
    FeedFetcher *m_fetcher = nullptr;
    FeedApplier *m_applier = nullptr;
    FeedKeyring *m_keyring = nullptr;
    QHash<QString, Feed> m_inFlight;
    int m_pending = 0;
    int m_round = 0; ///< a round cancelled while its passwords were read starts no fetch
    bool m_changed = false; ///< a feed of this round stored a sheet: read again at its end
};

} // namespace gpu
