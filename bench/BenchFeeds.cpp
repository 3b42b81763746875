// SPDX-License-Identifier: GPL-3.0-or-later
// The figure `feed` (issue 43, item 2): the window's thread while a feed of 300,000 price rows
// is fetched from a local server, read, checked and stored (FeedApplier.h: on a worker thread),
// measured as the longest gap between the ticks of a 1 ms timer on that thread; then the time it
// takes to read the catalog again (still on the window's thread: issue 44, item 2).

#include "../tests/cli/FeedTestServers.h"
#include "Bench.h"
#include "FeedFetcher.h"

#include "AppState.h"
#include "BuiltinCatalog.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QMutex>
#include <QThread>
#include <QTimer>
#include <QWaitCondition>

#include <algorithm>
#include <cmath>
#include <memory>

namespace gpu::bench {

namespace {

/// `rows` prices of the built-in catalog's cards priced in the last year, each a shop's own (a
/// seller, a day, an amount within ±5 % of a stored one): rows the price check accepts, in the
/// columns a lab's sheet would have (about 80 bytes a row: 300,000 rows stay under 32 MB).
QByteArray feedSheet(const CatalogData &base, int rows)
{
    // Prices of the last year: near what the price model expects of each card today (an old
    // list price is "unusual" now and would hold the sheet back).
    QList<Price> prices;
    const QDate yearAgo = QDate::currentDate().addYears(-1);
    for (const Price &p : base.prices)
        if (p.observedDate >= yearAgo && p.gpuCount == 1)
            prices.append(p);
    QByteArray sheet = "vendor,model,memory_gb,form,amount,currency,condition,seller,"
                       "observed_date\n";
    sheet.reserve(qsizetype(rows) * 90);
    for (int i = 0; i < rows && !prices.isEmpty(); ++i) {
        const Price &p = prices.at(i % prices.size());
        const double amount = std::round(p.amount * (1.0 + ((i * 37) % 101 - 50) / 1000.0));
        const QDate day = p.observedDate.addDays(-(i / int(prices.size())) % 365);
        sheet += p.card.vendor.toUtf8() + ',' + p.card.model.toUtf8() + ','
            + QByteArray::number(p.card.memoryGb) + ',' + toCode(p.card.form).toUtf8() + ','
            + QByteArray::number(amount, 'f', 0) + ',' + p.currency.toUtf8() + ','
            + toCode(p.condition).toUtf8() + ",Bench shop " + QByteArray::number(i) + ','
            + day.toString(Qt::ISODate).toLatin1() + '\n';
    }
    return sheet;
}

/// The sheet served from a thread of its own, as a remote server would: the window's thread
/// only receives it.
class ServerThread
{
public:
    explicit ServerThread(const QByteArray &sheet)
    {
        m_thread.reset(QThread::create([this, sheet] {
            test::SheetServer server;
            server.setSheet(sheet);
            QEventLoop loop;
            {
                QMutexLocker lock(&m_mutex);
                m_url = server.listen() ? server.url() : QString();
                m_loop = &loop;
                m_ready.wakeAll();
            }
            loop.exec();
        }));
        QMutexLocker lock(&m_mutex);
        m_thread->start();
        while (!m_loop)
            m_ready.wait(&m_mutex);
    }
    ~ServerThread()
    {
        QMetaObject::invokeMethod(m_loop, &QEventLoop::quit, Qt::QueuedConnection);
        m_thread->wait();
    }
    QString url() const { return m_url; }

private:
    std::unique_ptr<QThread> m_thread;
    QMutex m_mutex;
    QWaitCondition m_ready;
    QEventLoop *m_loop = nullptr;
    QString m_url;
};

} // namespace

void Bench::feed()
{
    progress(QStringLiteral("feed"));
    const int sheetRows = m_s.quick ? 20000 : 300000;
    const QString figure
        = QStringLiteral("window's longest stall, feed of %1 price rows").arg(sizeName(sheetRows));
    const QString path = dbPath(QStringLiteral("feed.sqlite"));
    QFile::remove(path);
    QFile::copy(builtinDatabase(), path);
    AppState::Options options;
    options.databasePath = path;
    options.settingsFile = dbPath(QStringLiteral("feed.ini"));
    options.connectionName = QStringLiteral("bench-feed");
    AppState state(options);
    state.settings().setValue(Settings::Key::FeedRowCap, sheetRows);
    const ServerThread server(feedSheet(m_base, sheetRows));
    if (server.url().isEmpty()) {
        notMeasured(figure, QStringLiteral("not measured: no local port"));
        return;
    }
    Feed feed;
    feed.name = QStringLiteral("bench");
    feed.url = QUrl(server.url());
    feed.kind = QStringLiteral("prices");
    QString error;
    if (!state.session().addFeed(feed, &error)) {
        notMeasured(figure, QStringLiteral("not measured: ") + error);
        return;
    }
    // The window's thread: the longest gap between ticks from "Update now" to the feed's answer
    // (fetched, read, checked and stored), then the reading of the catalog that follows it.
    QElapsedTimer clock;
    qint64 lastTick = 0;
    qint64 longest = 0;
    qint64 longestReading = 0; ///< while the catalog is read again after the feed
    int phase = 0; // 0: the feed; 1: the catalog read after it; 2: ranking what was read
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &tick, [&] {
        const qint64 now = clock.nsecsElapsed();
        if (phase == 0)
            longest = std::max(longest, now - lastTick);
        else if (phase == 1)
            longestReading = std::max(longestReading, now - lastTick);
        lastTick = now;
    });
    QString message;
    bool ok = false;
    qint64 answered = 0;
    qint64 rowsIn = 0;
    QEventLoop loop;
    QObject::connect(
        state.feeds(), &WindowFeeds::feedUpdated, &loop, [&](const QString &text, bool good) {
            // Measured up to the answer: the last tick before it counts its gap.
            longest = std::max(longest, clock.nsecsElapsed() - lastTick);
            phase = 1;
            lastTick = clock.nsecsElapsed();
            message = text;
            ok = good;
            answered = clock.nsecsElapsed();
        });
    QObject::connect(&state, &AppState::catalogRowsRead, &loop, [&] {
        longestReading = std::max(longestReading, clock.nsecsElapsed() - lastTick);
        phase = 2;
        rowsIn = clock.nsecsElapsed();
    });
    QObject::connect(state.feeds(), &WindowFeeds::feedsUpdated, &loop, &QEventLoop::quit);
    clock.start();
    tick.start(1);
    state.feeds()->update();
    loop.exec();
    const double total = double(answered) / 1e6;
    const double reread = double((rowsIn ? rowsIn : clock.nsecsElapsed()) - answered) / 1e6;
    Row stall {figure, longest / 1e6, QStringLiteral("ms"), QStringLiteral("≤ 50"),
        longest / 1e6 <= 50,
        QStringLiteral("%1 (%2 ms from Update now to the answer; FeedApplier's worker thread)")
            .arg(message)
            .arg(total, 0, 'f', 0)};
    if (!ok)
        stall.met = false;
    rows.append(stall);
    rows.append({QStringLiteral(
                     "window's longest stall while it reads the catalog after that feed"),
        rowsIn ? std::optional<double>(longestReading / 1e6) : std::nullopt, QStringLiteral("ms"),
        QStringLiteral("≤ 50"), rowsIn ? std::optional<bool>(longestReading / 1e6 <= 50) : false,
        QStringLiteral("CatalogReader's worker thread (issue 44, item 2)"), 1});
    rows.append({QStringLiteral("reading the catalog after that feed"), reread,
        QStringLiteral("ms"), QString(), std::nullopt,
        QStringLiteral("on a worker thread; the window answers meanwhile"), 0});
    rows.append({QStringLiteral("ranking the catalog read after that feed"),
        rowsIn ? double(clock.nsecsElapsed() - rowsIn) / 1e6 : 0, QStringLiteral("ms"), QString(),
        std::nullopt,
        QStringLiteral("on the window's thread: the model kept, the catalog index and the first "
                       "ranking of these rows made anew"),
        0});
    feedOnWindowThread(state, feed, sheetRows);
}

void Bench::notMeasured(const QString &figure, const QString &why)
{
    rows.append(
        {figure, std::nullopt, QStringLiteral("ms"), QStringLiteral("≤ 50"), std::nullopt, why});
}

// The same sheet as before FeedApplier: read, checked and stored on the window's thread
// (CatalogSession::applyFeed, which the command line still uses): the window stalls for all of
// it. Fetched first, not timed; its rows replace the feed's own.
void Bench::feedOnWindowThread(AppState &state, const Feed &feed, int sheetRows)
{
    FeedFetcher fetcher;
    const FeedFetchResult fetched = fetcher.fetchBlocking(feed);
    QElapsedTimer onThread;
    onThread.start();
    const FeedUpdate before
        = state.session().applyFeed(feed, fetched, Currency::CNY, false, sheetRows);
    rows.append({QStringLiteral("the same feed stored on the window's thread (before)"),
        onThread.nsecsElapsed() / 1e6, QStringLiteral("ms"), QString(), std::nullopt,
        before.message + QStringLiteral(" (the longest stall of the way before FeedApplier)"), 0});
}

} // namespace gpu::bench
