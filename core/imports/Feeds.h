// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Feeds: sheets a lab or a community publishes at an HTTP(S) address (a CSV or JSON file of any
// import kind, or a price list as people paste it), which the catalog follows (`gpu-advisor
// feed`, the window's Settings → Feeds).
//
// A feed is untrusted input. Fetching it (FeedFetcher) uses a conditional request (ETag /
// Last-Modified: an unchanged sheet is "unchanged" and nothing is read), a timeout, a size limit
// and at most a few redirects, never to a less safe scheme; TLS errors are refused (Qt's default).
// Reading it (readFeedSheet) goes through the importer as a file import does, with the same checks;
// storing it (CatalogRepository::replaceFeedRows) is all or nothing: the rows the feed gave last
// time are replaced by the new sheet's in one transaction, each tagged with the feed's name. A
// feed never overwrites a row it did not bring: a card or model the catalog already has (built-in
// or the user's own) is kept as it is. A failed update (offline, 404, timeout, a malformed sheet)
// names the feed and the reason and changes nothing.

#include "CatalogData.h"
#include "CatalogImporter.h"

#include <QDateTime>
#include <QObject>
#include <QUrl>

#include <functional>
#include <optional>

namespace gpu {

/// "auto", "prices", "cards", "benchmarks", "models", "cloud", "rates".
QStringList feedKinds();
/// Checks a feed's name (letters, digits, '-', '_', '.', at most 64) and address (http or https
/// with a host); returns a translated reason, or "" when both are fine.
QString checkFeed(const QString &name, const QUrl &url, const QString &kind);

/// A feed's address as it is shown (feed list, messages, the window): a user name or password
/// in it becomes "***" (https://***@host/path). An address from an older version may still
/// hold them in the catalog; it is never printed.
QString shownFeedUrl(const QUrl &url);

/// Where a feed's credentials live, never in the catalog: the environment variable that
/// `feed add --auth-env NAME` named for the feed (kept in this user's settings, its value
/// "user:password"), else what this process holds for the feed in memory (setFeedSecret(): the
/// window's copy of the desktop keyring's entry), else the entry of ~/.netrc (or $NETRC) for the
/// feed's host. Returns the value of an HTTP Authorization header ("Basic …"), or empty when
/// there is none. Thread-safe.
QByteArray feedAuthorization(const Feed &feed);
/// Holds `userPassword` ("user:password") for `feedName` in this process's memory only, for
/// feedAuthorization() on any thread; empty forgets it. The window fills it from the desktop
/// keyring (ui/FeedKeyring.h) before it fetches; core never writes it anywhere.
void setFeedSecret(const QString &feedName, const QByteArray &userPassword);
/// Remembers, in this user's settings, the environment variable that holds `feedName`'s
/// credentials ("" forgets it). `envName` must be a valid variable name.
void setFeedAuthEnv(const QString &feedName, const QString &envName);
QString feedAuthEnv(const QString &feedName);

/// What one fetch of a feed gave.
struct FeedFetchResult
{
    enum class Outcome
    {
        Changed, ///< a sheet in `body`
        Unchanged, ///< 304 Not Modified: nothing to read
        Failed ///< `error` says why (translated)
    };
    Outcome outcome = Outcome::Failed;
    QByteArray body;
    QString contentType;
    QString etag;
    QString lastModified;
    QString error;
};

/// Limits of a fetch (defaults for a sheet of prices, with room for a large catalog).
struct FeedLimits
{
    int timeoutMs = 20000; ///< no byte for this long: the fetch fails
    /// The whole fetch takes longer (a server that sends a byte now and then): it fails and
    /// nothing is read. `feed update --timeout SECONDS` sets it.
    int deadlineMs = 120000;
    qint64 maxBytes = 32 * 1024 * 1024; ///< larger: the fetch fails, nothing is read
    int maxRedirects = 5;
};

/// Fetches every feed of `feeds` at once and returns when all are done (FeedFetcher's
/// fetchAllBlocking(), core/fetch/FeedFetcher.h), for a front end that does not link Qt Network
/// itself: the command line sets it to a function of the network module it loads only for
/// `feed update` (app/NetworkModule.cpp; docs/performance.md, "The command line").
using FeedFetching
    = std::function<QList<FeedFetchResult>(const QList<Feed> &feeds, const FeedLimits &limits)>;

/// Reads a fetched sheet as the import reads a file, with `options` (the catalog's cards, the
/// default currency, today's date): JSON by its first character, CSV by a header that names the
/// columns of a kind, otherwise a pasted price list (PriceListParser), one price a line. `kind`
/// "auto" or an import kind forces the reading. The result's file name is the feed's name.
ImportResult readFeedSheet(const QByteArray &body, const QString &feedName, const QString &kind,
    const ImportOptions &options);

/// Whether a fetch gave an HTML page (by its content type, or a body that starts as markup)
/// rather than a sheet: such a "sheet" is refused whole (issue 39).
bool looksLikeHtml(const FeedFetchResult &fetch);

class CatalogRepository;

/// What one update of a feed did.
struct FeedUpdate
{
    Feed feed; ///< with the state of this check (lastChecked, etag, status …), already saved
    bool ok = false; ///< false: nothing changed, `message` names the feed and the reason
    bool changed = false; ///< a new sheet was stored
    int rows = 0; ///< rows the stored sheet gave
    QString message; ///< translated: "lab: 42 rows imported", "lab: unchanged", or the error
    QStringList problems; ///< per row of a sheet that was refused: "lab, line 3, amount: …"
};

/// Stores what `fetch` gave for `feed` into the catalog of `repo` (the rows `catalog` holds
/// there now): reads the sheet (readFeedSheet), checks it as a file import is checked
/// (ImportPipeline), and replaces the feed's rows all or nothing (replaceFeedRows). Records the
/// check in the feed's row either way. `options` gives the default currency and today's date.
/// A feed's sheet with more rows than this is refused whole (a feed is a price list, not a
/// catalog dump: a million rows would slow every later command).
constexpr int DefaultFeedRowCap = 50000;

/// `cancelled`, where given, is asked (from the thread running the update) after the sheet is
/// read and before it is stored: true gives up, changing nothing ("cancelled").
FeedUpdate applyFeedFetch(CatalogRepository &repo, const Feed &feed, const FeedFetchResult &fetch,
    const CatalogData &catalog, const ImportOptions &options, int maxRows = DefaultFeedRowCap,
    const std::function<bool()> &cancelled = {});

} // namespace gpu
