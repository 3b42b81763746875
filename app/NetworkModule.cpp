// SPDX-License-Identifier: GPL-3.0-or-later
// The network module (gpu-advisor-network.so): fetching feeds, the one part of the commands that
// needs Qt Network, loaded by the commands' module (app/CommandsMain.cpp) only when `feed update`
// fetches. A command that fetches nothing never loads Qt Network (docs/performance.md).

#include "FeedFetcher.h"

/// Fetches every feed of `feeds` at once under `limits` (FeedFetcher::fetchAllBlocking()) into
/// `results`, in the order of `feeds`. Runs a local event loop: the caller's QCoreApplication.
extern "C" Q_DECL_EXPORT void gpu_advisor_fetch_feeds(const QList<gpu::Feed> *feeds,
    const gpu::FeedLimits *limits, QList<gpu::FeedFetchResult> *results)
{
    gpu::FeedFetcher fetcher;
    fetcher.setLimits(*limits);
    *results = fetcher.fetchAllBlocking(*feeds);
}
