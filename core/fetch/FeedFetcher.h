// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Fetching feeds over HTTP(S) (Feeds.h says what a fetch does and refuses): the one room that
// links Qt Network, outside gpu_advisor_core, so that a command that does not fetch never loads
// it. The window links it; the command line reaches it through the network module
// (app/NetworkModule.cpp) that `feed update` loads.

#include "Feeds.h"

class QNetworkAccessManager;
class QNetworkReply;

namespace gpu {

/// Fetches feeds with one QNetworkAccessManager, asynchronously (the window) or blocking in a
/// local event loop (fetchBlocking(), the command line).
class FeedFetcher : public QObject
{
    Q_OBJECT
public:
    explicit FeedFetcher(QObject *parent = nullptr);
    ~FeedFetcher() override;

    void setLimits(const FeedLimits &limits) { m_limits = limits; }
    /// Starts fetching `feed` (conditional on its etag / lastModified); finished() follows.
    void fetch(const Feed &feed);
    /// Fetches `feed` and returns when done (runs a local event loop).
    FeedFetchResult fetchBlocking(const Feed &feed);
    /// Stops every fetch under way: each finishes at once, failed with "cancelled; nothing was
    /// read". Call from the fetcher's thread.
    void abortAll();
    /// Fetches every feed at once (one slow server never holds the others back) and returns
    /// when all are done, each under its own deadline; results in the order of `feeds`.
    QList<FeedFetchResult> fetchAllBlocking(const QList<Feed> &feeds);

Q_SIGNALS:
    void finished(const QString &feedName, const gpu::FeedFetchResult &result);

private:
    void onFinished(QNetworkReply *reply, const QString &feedName);

    QNetworkAccessManager *m_network = nullptr;
    FeedLimits m_limits;
};

} // namespace gpu
