// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds (issue "prices for every card", 5): `gpu-advisor feed` against an HTTP server of the
// test's own on 127.0.0.1: the first update imports, the second is unchanged, a changed sheet
// updates, a server that is down gives a clear error and loses nothing, a sheet with one bad row
// imports nothing, a price list as text is read, and removing a feed keeps or removes its rows.

#include "Cli.h"
#include "FeedFetcher.h"
#include "FeedTestServers.h"
#include "Feeds.h"
#include "Translations.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

using namespace gpu;
using namespace gpu::test;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

const QByteArray kSheet
    = "vendor,model,memory_gb,form,amount,currency,condition,seller,"
      "observed_date,source_url,note\n"
      "NVIDIA,GeForce RTX 4090,24,desktop,14500,CNY,new,Lab sheet,2026-11-30,,\n"
      "NVIDIA,GeForce RTX 3090,24,desktop,5500,CNY,used,Lab sheet,2026-11-30,,\n";

} // namespace

class TestFeeds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void followsASheet();
    void aSheetWithABadRowImportsNothing();
    void aPriceListAsTextIsRead();
    void removingKeepsOrRemovesTheRows();
    void badNamesAndAddressesAreUsageErrors();
    void ratesAreExportedAndImportedAsTheirOwnKind();
    void aSlowFeedMeetsItsDeadlineAndHoldsNoOtherBack();
    void credentialsAreNeverStoredOrPrinted();
    void aCardsFeedCountsWhatItStored();

private:
    Run run(QStringList args);
    int feedPriceCount(const QString &feed);
    QTemporaryDir m_dir;
    QString m_db;
};

Run TestFeeds::run(QStringList args)
{
    args.prepend(QStringLiteral("gpu-advisor"));
    args << QStringLiteral("--db") << m_db << QStringLiteral("--lang") << QStringLiteral("en");
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = cli::run(args, out, err);
    out.flush();
    err.flush();
    return r;
}

// Price rows whose exported line holds `marker` (the sheet's seller, or the note "feed NAME").
int TestFeeds::feedPriceCount(const QString &marker)
{
    const Run exported = run({QStringLiteral("export"), QStringLiteral("--kind"),
        QStringLiteral("prices"), QStringLiteral("--format"), QStringLiteral("csv")});
    int n = 0;
    for (const QString &line : exported.out.split(QLatin1Char('\n')))
        n += line.contains(marker) ? 1 : 0;
    return n;
}

void TestFeeds::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    Translations::install(QStringLiteral("en")); // as main() does for --lang en
    QVERIFY(m_dir.isValid());
    // `feed update` fetches through the hook the program sets to its network module
    // (app/CommandsMain.cpp); in-process, the fetcher itself.
    cli::setFeedFetching([](const QList<Feed> &feeds, const FeedLimits &limits) {
        FeedFetcher fetcher;
        fetcher.setLimits(limits);
        return fetcher.fetchAllBlocking(feeds);
    });
    // --auth-env is kept in the user's settings: the test's own, not the real ones.
    QSettings::setPath(
        QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
}

// Each test its own database: no feed or row of another test is left over.
void TestFeeds::init()
{
    m_db = m_dir.filePath(
        QStringLiteral("%1.sqlite").arg(QLatin1String(QTest::currentTestFunction())));
}

void TestFeeds::followsASheet()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(kSheet);
    const Run add
        = run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("lab"), server.url()});
    QVERIFY2(add.code == 0, qPrintable(add.err));

    // 1. The first update imports the sheet.
    const Run first = run({QStringLiteral("feed"), QStringLiteral("update")});
    QVERIFY2(first.code == 0, qPrintable(first.err + first.out));
    QVERIFY2(first.out.contains(QStringLiteral("lab: 2 rows imported")), qPrintable(first.out));
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2);

    // 2. The second finds it unchanged (a conditional request) and imports nothing.
    const Run second
        = run({QStringLiteral("feed"), QStringLiteral("update"), QStringLiteral("lab")});
    QVERIFY2(second.code == 0, qPrintable(second.err));
    QVERIFY2(second.out.contains(QStringLiteral("lab: unchanged")), qPrintable(second.out));
    QCOMPARE(server.notModified, 1);
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2);

    // 3. A changed sheet replaces what the feed brought.
    server.setSheet(QByteArray(kSheet).replace("14500", "13999").replace("Lab sheet", "Lab v2"));
    const Run third = run({QStringLiteral("feed"), QStringLiteral("update")});
    QVERIFY2(third.code == 0, qPrintable(third.err));
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 0);
    QCOMPARE(feedPriceCount(QStringLiteral("Lab v2")), 2);

    // `feed list` says what the last check saw.
    const Run list = run({QStringLiteral("feed"), QStringLiteral("list"),
        QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(list.code, 0);
    QVERIFY2(list.out.contains(QStringLiteral("lab,") + server.url() + QStringLiteral(",auto,")),
        qPrintable(list.out));
    QVERIFY2(list.out.contains(QStringLiteral(",2,ok")), qPrintable(list.out));

    // 4. A server that is down: the feed and the reason, exit 1, nothing lost.
    server.close();
    const Run down = run({QStringLiteral("feed"), QStringLiteral("update")});
    QCOMPARE(down.code, 1);
    QVERIFY2(down.err.startsWith(QStringLiteral("lab: ")), qPrintable(down.err));
    QVERIFY2(down.err.contains(QStringLiteral("nothing was changed")), qPrintable(down.err));
    QCOMPARE(feedPriceCount(QStringLiteral("Lab v2")), 2);
    run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("lab"),
        QStringLiteral("--remove-rows")});
}

void TestFeeds::aSheetWithABadRowImportsNothing()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(kSheet);
    QCOMPARE(
        run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("bad"), server.url()})
            .code,
        0);
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("update")}).code, 0);
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2);
    // One wrong amount: the whole sheet is refused, the rows of the last good one stay.
    server.setSheet(kSheet
        + "NVIDIA,GeForce RTX 4080,16,desktop,lots,CNY,new,Lab sheet,"
          "2026-11-30,,\n");
    const Run bad = run({QStringLiteral("feed"), QStringLiteral("update")});
    QCOMPARE(bad.code, 1);
    QVERIFY2(bad.err.contains(QStringLiteral("bad: the sheet has 1 problem")), qPrintable(bad.err));
    QVERIFY2(bad.err.contains(QStringLiteral("line 4")), qPrintable(bad.err));
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2);
    // A 404 names the feed and the server's answer.
    const Run missing = run({QStringLiteral("feed"), QStringLiteral("add"),
        QStringLiteral("missing"), server.url(QStringLiteral("/nothing-here"))});
    QCOMPARE(missing.code, 0);
    const Run notFound
        = run({QStringLiteral("feed"), QStringLiteral("update"), QStringLiteral("missing")});
    QCOMPARE(notFound.code, 1);
    QVERIFY2(notFound.err.contains(QStringLiteral("missing: the server answered 404")),
        qPrintable(notFound.err));
    run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("bad"),
        QStringLiteral("--remove-rows")});
    run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("missing"),
        QStringLiteral("--remove-rows")});
}

void TestFeeds::aPriceListAsTextIsRead()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(
        QStringLiteral("今日报价 12月2日\nRTX4090 14500\n二手 3090 24G 5500\n谢谢\n").toUtf8(),
        "text/plain; charset=utf-8");
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("chat"),
                     server.url(), QStringLiteral("--kind"), QStringLiteral("prices")})
                 .code,
        0);
    const Run update = run({QStringLiteral("feed"), QStringLiteral("update")});
    QVERIFY2(update.code == 0, qPrintable(update.err));
    QVERIFY2(update.out.contains(QStringLiteral("chat: 2 rows imported")), qPrintable(update.out));
    QCOMPARE(feedPriceCount(QStringLiteral("feed chat")), 2); // the note names the feed
    run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("chat"),
        QStringLiteral("--remove-rows")});
    QCOMPARE(feedPriceCount(QStringLiteral("feed chat")), 0);
}

void TestFeeds::removingKeepsOrRemovesTheRows()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(kSheet);
    run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("keep"), server.url()});
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("update")}).code, 0);
    // The choice is the user's: neither flag is a usage error.
    QCOMPARE(
        run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("keep")}).code, 2);
    const Run keep = run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("keep"),
        QStringLiteral("--keep-rows")});
    QCOMPARE(keep.code, 0);
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2); // kept, now the user's own
    const Run list = run({QStringLiteral("feed"), QStringLiteral("list")});
    QVERIFY2(list.out.contains(QStringLiteral("No feed is followed")), qPrintable(list.out));
}

void TestFeeds::badNamesAndAddressesAreUsageErrors()
{
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("a b"),
                     QStringLiteral("https://example.org/x.csv")})
                 .code,
        2);
    const Run ftp = run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("x"),
        QStringLiteral("ftp://example.org/x.csv")});
    QCOMPARE(ftp.code, 2);
    QVERIFY2(ftp.err.contains(QStringLiteral("not an http or https address")), qPrintable(ftp.err));
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("x"),
                     QStringLiteral("https://example.org/x.csv"), QStringLiteral("--kind"),
                     QStringLiteral("pizza")})
                 .code,
        2);
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("frobnicate")}).code, 2);
    for (const char *bad : {"a/b", "-x", ".hidden", "x y"})
        QVERIFY2(!checkFeed(QString::fromUtf8(bad),
                     QUrl(QStringLiteral("https://example.org/x.csv")), QStringLiteral("auto"))
                      .isEmpty(),
            bad);
    // Issue 40: a lab names its feed in its own language.
    const Run chinese = run({QStringLiteral("feed"), QStringLiteral("add"),
        QStringLiteral("实验室报价"), QStringLiteral("https://example.org/x.csv")});
    QCOMPARE(chinese.code, 0);
    const Run listed = run({QStringLiteral("feed"), QStringLiteral("list"),
        QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(listed.out.contains(QStringLiteral("实验室报价,https://example.org/x.csv")),
        qPrintable(listed.out));
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("实验室报价"),
                     QStringLiteral("--remove-rows")})
                 .code,
        0);
}

// `export --kind rates` / `import --kind rates`: the built-in monthly series, and a user's rate
// for a currency and day that replaces the user's earlier one (importing twice stores it once).
void TestFeeds::ratesAreExportedAndImportedAsTheirOwnKind()
{
    const Run exported = run({QStringLiteral("export"), QStringLiteral("--kind"),
        QStringLiteral("rates"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(exported.code, 0);
    QVERIFY(exported.out.startsWith(QStringLiteral("currency,rate_to_cny,date,source_url,note")));
    QVERIFY(exported.out.contains(QStringLiteral("USD,7.")));
    const int builtin = int(exported.out.count(QLatin1Char('\n')));
    QVERIFY2(builtin > 300, qPrintable(QString::number(builtin)));
    const QString file = m_dir.filePath(QStringLiteral("my-rates.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("currency,rate_to_cny,date,source_url,note\nKRW,0.0051,2026-11-30,https://example.org,"
            "my bank\n");
    f.close();
    for (int i = 0; i < 2; ++i) {
        const Run imported = run(
            {QStringLiteral("import"), QStringLiteral("--kind"), QStringLiteral("rates"), file});
        QVERIFY2(imported.code == 0, qPrintable(imported.err));
    }
    const Run again = run({QStringLiteral("export"), QStringLiteral("--kind"),
        QStringLiteral("rates"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(int(again.out.count(QStringLiteral("KRW,0.0051,2026-11-30"))), 1);
    QCOMPARE(int(again.out.count(QLatin1Char('\n'))), builtin + 1);
}

// A feed that sends a byte a second fails at the deadline (--timeout) and changes nothing; the
// other feed, fetched at the same time, is imported (issue 43, item 2).
void TestFeeds::aSlowFeedMeetsItsDeadlineAndHoldsNoOtherBack()
{
    SheetServer fast;
    QVERIFY(fast.listen());
    fast.setSheet(kSheet);
    DripServer slow;
    QVERIFY(slow.listen());
    QCOMPARE(
        run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("drip"), slow.url()})
            .code,
        0);
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("lab"), fast.url()})
                 .code,
        0);
    QElapsedTimer clock;
    clock.start();
    const Run update = run({QStringLiteral("feed"), QStringLiteral("update"),
        QStringLiteral("--timeout"), QStringLiteral("3")});
    QVERIFY2(clock.elapsed() < 15000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(update.code, 1);
    QVERIFY2(update.err.contains(QStringLiteral("drip: the sheet did not arrive within 3 s")),
        qPrintable(update.err));
    QVERIFY2(update.out.contains(QStringLiteral("lab: 2 rows imported")), qPrintable(update.out));
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2);
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("update"), QStringLiteral("--timeout"),
                     QStringLiteral("0")})
                 .code,
        2);
    // A sheet of a million lines is refused before it is read, and the feed's rows stay.
    QByteArray huge = kSheet;
    huge.reserve(huge.size() + 1000000 * 2);
    for (int i = 0; i < 1000000; ++i)
        huge += ",\n";
    fast.setSheet(huge);
    clock.restart();
    const Run big = run({QStringLiteral("feed"), QStringLiteral("update"), QStringLiteral("lab")});
    QCOMPARE(big.code, 1);
    QVERIFY2(big.err.contains(QStringLiteral("rows a feed may bring")), qPrintable(big.err));
    QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(feedPriceCount(QStringLiteral("Lab sheet")), 2);
}

// A password in a feed's address is neither stored nor printed (issue 43, item 3); the update
// gives it from ~/.netrc (here $NETRC) and, with --auth-env, from the variable it names.
void TestFeeds::credentialsAreNeverStoredOrPrinted()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet(kSheet);
    const QString secretUrl
        = server.url().replace(QStringLiteral("http://"), QStringLiteral("http://alice:s3cret@"));
    const Run add
        = run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("lab"), secretUrl});
    QCOMPARE(add.code, 0);
    QVERIFY(
        !add.out.contains(QStringLiteral("s3cret")) && !add.err.contains(QStringLiteral("s3cret")));
    QVERIFY2(add.err.contains(QStringLiteral("were not stored")), qPrintable(add.err));
    const Run list = run({QStringLiteral("feed"), QStringLiteral("list")});
    QVERIFY(!list.out.contains(QStringLiteral("s3cret")));
    QVERIFY(!list.out.contains(QStringLiteral("alice")));
    QFile file(m_db);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("s3cret"));
    file.close();
    QCOMPARE(QFileInfo(m_db).permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
        QFileDevice::Permissions());

    const QString netrc = m_dir.filePath(QStringLiteral("netrc"));
    QFile n(netrc);
    QVERIFY(n.open(QIODevice::WriteOnly));
    n.write("machine 127.0.0.1\n  login alice\n  password s3cret\n");
    n.close();
    qputenv("NETRC", netrc.toLocal8Bit());
    const Run update = run({QStringLiteral("feed"), QStringLiteral("update")});
    qunsetenv("NETRC");
    QVERIFY2(update.code == 0, qPrintable(update.err));
    QCOMPARE(server.authorization, QByteArray("Basic ") + QByteArray("alice:s3cret").toBase64());

    qputenv("LAB_FEED_AUTH", "bob:hunter2");
    const Run add2 = run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("lab2"),
        server.url(), QStringLiteral("--auth-env"), QStringLiteral("LAB_FEED_AUTH")});
    QCOMPARE(add2.code, 0);
    QCOMPARE(
        run({QStringLiteral("feed"), QStringLiteral("update"), QStringLiteral("lab2")}).code, 0);
    qunsetenv("LAB_FEED_AUTH");
    QCOMPARE(server.authorization, QByteArray("Basic ") + QByteArray("bob:hunter2").toBase64());
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("lab3"),
                     server.url(), QStringLiteral("--auth-env"), QStringLiteral("not a name")})
                 .code,
        2);
}

// A cards sheet whose card the catalog has already: nothing is stored, and the message says so
// rather than "1 row imported" (issue 43, item 5).
void TestFeeds::aCardsFeedCountsWhatItStored()
{
    SheetServer server;
    QVERIFY(server.listen());
    server.setSheet("vendor,model,memory_gb,form\nNVIDIA,GeForce RTX 3060,12,desktop\n");
    QCOMPARE(run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("cards"),
                     server.url(), QStringLiteral("--kind"), QStringLiteral("cards")})
                 .code,
        0);
    const Run update = run({QStringLiteral("feed"), QStringLiteral("update")});
    QVERIFY2(update.code == 0, qPrintable(update.err));
    QVERIFY2(update.out.contains(QStringLiteral(
                 "cards: 0 rows imported; 1 card of the sheet the catalog already has was kept "
                 "as it is")),
        qPrintable(update.out));
}

QTEST_GUILESS_MAIN(TestFeeds)
#include "tst_feeds.moc"
