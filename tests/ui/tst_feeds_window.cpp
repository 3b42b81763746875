// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds in the window (issue 43, item 2): a large sheet is read, checked and stored on a worker
// thread while the window's event loop keeps running, the catalog read once at the end; Cancel
// stops a feed that drips and changes nothing; a sheet read but cancelled before it is stored
// leaves the catalog as it was.

#include "../cli/FeedTestServers.h"
#include "AppState.h"
#include "CatalogRepository.h"
#include "FeedKeyring.h"
#include "FeedsDialog.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QSignalSpy>
#include <QTimer>

#include <QtTest>

using namespace gpu;
using namespace gpu::test;

namespace {

/// `rows` distinct prices of the test catalog's RTX 4090 (each amount, seller and date its own).
QByteArray priceSheet(int rows)
{
    QByteArray sheet = "vendor,model,memory_gb,form,amount,currency,condition,seller,"
                       "observed_date,source_url,note\n";
    const QDate first(2026, 1, 1);
    for (int i = 0; i < rows; ++i)
        sheet += "NVIDIA,GeForce RTX 4090,24,desktop," + QByteArray::number(14000 + i % 997)
            + ",CNY,new,Lab shop " + QByteArray::number(i) + ','
            + first.addDays(i % 300).toString(Qt::ISODate).toLatin1() + ",,\n";
    return sheet;
}

int pricesOf4090(const AppState &state)
{
    int n = 0;
    for (const Price &p : state.catalog().prices)
        n += p.card.model == QLatin1String("GeForce RTX 4090") ? 1 : 0;
    return n;
}

} // namespace

class TestFeedsWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Hermetic: no desktop keyring unless tst_feeds_window_keyring gives one (a session
        // bus of the machine's, with a locked keyring behind it, would only wait for a
        // prompt nobody sees).
        if (!qEnvironmentVariableIsSet("GPU_ADVISOR_TEST_KEYRING"))
            qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/gpu-advisor-test-bus");
    }
    void init()
    {
        Translations::install(QStringLiteral("en"));
        m_env = std::make_unique<UiEnvironment>();
        m_state = m_env->makeState();
    }
    void cleanup()
    {
        m_state.reset();
        m_env.reset();
    }
    void aLargeSheetIsStoredWhileTheWindowAnswers();
    void cancelStopsASlowFeedAndChangesNothing();
    void aSheetCancelledBeforeItIsStoredChangesNothing();
    void aPasswordInTheAddressGoesToTheKeyringNeverTheCatalog();

private:
    bool follow(const QString &name, const QString &url)
    {
        Feed feed;
        feed.name = name;
        feed.url = QUrl(url);
        feed.kind = QStringLiteral("prices");
        QString error;
        const bool ok = m_state->session().addFeed(feed, &error);
        if (!ok)
            qWarning() << error;
        return ok;
    }

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
};

void TestFeedsWindow::aLargeSheetIsStoredWhileTheWindowAnswers()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(priceSheet(20000));
    QVERIFY(follow(QStringLiteral("lab"), server.url()));
    const int before = pricesOf4090(*m_state);

    // The window's event loop: a timer's ticks counted from the moment the sheet is being read
    // (the applier's "Reading and storing …") to the feed's answer.
    int ticks = 0;
    int ticksWhenReading = -1;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] { ++ticks; });
    tick.start(1);
    connect(m_state->feeds(), &WindowFeeds::feedProgress, this, [&](const QString &text) {
        if (text.startsWith(QLatin1String("Reading and storing lab")))
            ticksWhenReading = ticks;
    });
    QSignalSpy updated(m_state->feeds(), &WindowFeeds::feedUpdated);
    QSignalSpy done(m_state->feeds(), &WindowFeeds::feedsUpdated);
    m_state->feeds()->update();
    QVERIFY(m_state->feeds()->updating());
    QVERIFY(done.wait(120000));
    QCOMPARE(updated.size(), 1);
    QVERIFY2(updated.first().at(1).toBool(), qPrintable(updated.first().at(0).toString()));
    QVERIFY2(updated.first().at(0).toString().contains(QStringLiteral("20000 rows imported")),
        qPrintable(updated.first().at(0).toString()));
    QVERIFY(ticksWhenReading >= 0);
    QVERIFY2(ticks > ticksWhenReading,
        "the window's event loop did not run while the sheet was read and stored");
    // Read once at the end: the catalog has every row.
    QCOMPARE(pricesOf4090(*m_state), before + 20000);
    QVERIFY(!m_state->feeds()->updating());
}

void TestFeedsWindow::cancelStopsASlowFeedAndChangesNothing()
{
    DripServer slow;
    QVERIFY(slow.listen());
    QVERIFY(follow(QStringLiteral("slow"), slow.url()));
    const int before = pricesOf4090(*m_state);
    QSignalSpy updated(m_state->feeds(), &WindowFeeds::feedUpdated);
    QSignalSpy done(m_state->feeds(), &WindowFeeds::feedsUpdated);
    m_state->feeds()->update();
    QTRY_VERIFY(slow.connections() > 0); // under way: the server sends a byte a second
    QVERIFY(m_state->feeds()->updating());
    m_state->feeds()->cancel();
    QVERIFY(done.wait(5000)); // at once, not at the deadline of 120 s
    QCOMPARE(updated.size(), 1);
    QVERIFY(!updated.first().at(1).toBool());
    QVERIFY2(updated.first().at(0).toString().contains(QStringLiteral("cancelled")),
        qPrintable(updated.first().at(0).toString()));
    QCOMPARE(pricesOf4090(*m_state), before);
    // The feed's row says so.
    const QList<Feed> feeds = m_state->session().feeds();
    QCOMPARE(feeds.size(), 1);
    QVERIFY2(feeds.first().lastStatus.contains(QStringLiteral("cancelled")),
        qPrintable(feeds.first().lastStatus));
}

void TestFeedsWindow::aSheetCancelledBeforeItIsStoredChangesNothing()
{
    Feed feed;
    feed.name = QStringLiteral("lab");
    feed.url = QUrl(QStringLiteral("http://127.0.0.1:9/sheet"));
    feed.kind = QStringLiteral("prices");
    QString error;
    QVERIFY2(m_state->session().addFeed(feed, &error), qPrintable(error));
    FeedFetchResult fetched;
    fetched.outcome = FeedFetchResult::Outcome::Changed;
    fetched.body = priceSheet(50);
    fetched.contentType = QStringLiteral("text/csv");
    const int before = pricesOf4090(*m_state);
    CatalogRepository repo(m_state->session().database().connectionName());
    const FeedUpdate update = applyFeedFetch(repo, feed, fetched, m_state->catalog(),
        m_state->session().feedImportOptions(Currency::CNY), DefaultFeedRowCap,
        [] { return true; });
    QVERIFY(!update.ok);
    QVERIFY(!update.changed);
    QVERIFY2(update.message.contains(QStringLiteral("cancelled")), qPrintable(update.message));
    QString readError;
    QVERIFY(m_state->session().reload(&readError));
    QCOMPARE(pricesOf4090(*m_state), before);
}

void TestFeedsWindow::aPasswordInTheAddressGoesToTheKeyringNeverTheCatalog()
{
    // Issue 43, item 3: the window keeps a feed's user name and password in the desktop keyring
    // (FeedKeyring.h), never in the catalog; the session that added it fetches with them at
    // once; removing the feed forgets them. Here no keyring runs (offscreen, no session bus)
    // unless the machine has one: the status says which, and never shows the password.
    qunsetenv("NETRC");
    qputenv("NETRC", m_env->path(QStringLiteral("no-netrc")).toUtf8());
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(priceSheet(3));
    QString url = server.url();
    url.replace(QStringLiteral("http://"), QStringLiteral("http://alice:s3cr%40t@"));
    FeedsDialog dialog(m_state.get());
    QSignalSpy answered(&dialog, &FeedsDialog::keyringAnswered);
    QVERIFY(dialog.addFeed(QStringLiteral("lab"), url, QStringLiteral("prices")));
    // A build without QtKeychain answers at once, inside addFeed(); a keyring answers later.
    QVERIFY(!answered.isEmpty() || answered.wait(30000));
    const QString status = dialog.statusText();
    QVERIFY2(!status.contains(QLatin1String("s3cr")), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("kept in the desktop keyring"))
            || status.contains(QLatin1String("~/.netrc")),
        qPrintable(status));
    if (!FeedKeyring::compiledIn())
        QVERIFY(status.contains(QLatin1String("no keyring support")));
    // The catalog holds the address without them.
    const QList<Feed> feeds = m_state->session().feeds();
    QCOMPARE(feeds.size(), 1);
    QVERIFY(feeds.first().url.userInfo().isEmpty());
    QVERIFY(!feeds.first().url.toString().contains(QLatin1String("alice")));
    // This session fetches with them (decoded: "s3cr@t").
    QSignalSpy done(m_state->feeds(), &WindowFeeds::feedsUpdated);
    m_state->feeds()->update();
    QVERIFY(done.wait(60000));
    const QByteArray basic = QByteArray("Basic ") + QByteArray("alice:s3cr@t").toBase64();
    QCOMPARE(server.authorization, basic);
    const bool inKeyring = status.contains(QLatin1String("kept in the desktop keyring"));
    // Run by tst_feeds_window_keyring inside a session with GNOME Keyring: it must be used.
    if (qEnvironmentVariableIsSet("GPU_ADVISOR_TEST_KEYRING"))
        QVERIFY2(inKeyring, qPrintable(status));
    const auto readKeyring = [&] {
        bool read = false;
        m_state->feeds()->keyring()->load({QStringLiteral("lab")}, [&] { read = true; });
        QTRY_VERIFY_WITH_TIMEOUT(read, 30000);
    };
    if (inKeyring) {
        // A later session: nothing in memory; the round reads the keyring before it fetches.
        setFeedSecret(QStringLiteral("lab"), {});
        QVERIFY(feedAuthorization(feeds.first()).isEmpty());
        server.authorization.clear();
        m_state->feeds()->update();
        QVERIFY(done.wait(60000));
        QCOMPARE(server.authorization, basic);
    } else {
        qInfo("No desktop keyring here: %s", qPrintable(status));
    }
    // Removed, forgotten: in memory and in the keyring.
    QString error;
    QVERIFY2(m_state->removeFeed(QStringLiteral("lab"), false, &error), qPrintable(error));
    QVERIFY(feedAuthorization(feeds.first()).isEmpty());
    if (inKeyring) {
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                readKeyring();
                return feedAuthorization(feeds.first()).isEmpty();
            }(),
            30000);
    }
}

QTEST_MAIN(TestFeedsWindow)
#include "tst_feeds_window.moc"
