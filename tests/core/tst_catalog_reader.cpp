// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog read on a worker thread (core/session/CatalogReader.h, issue 44 item 2): it must
// give exactly the rows the session reads on its own connection, say how far it is, let a newer
// read or a cancel drop an older one without an answer, and end cleanly when destroyed mid-read.

#include "CatalogReader.h"
#include "CatalogRepository.h"
#include "CatalogSession.h"
#include "Ranking.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace gpu;

namespace {

// The rows of a catalog, each by its id and key, in the order read.
QStringList describe(const CatalogData &data)
{
    QStringList lines;
    for (const Card &c : data.cards)
        lines << QStringLiteral("card %1 %2 %3")
                     .arg(c.id)
                     .arg(c.key.toId())
                     .arg(c.cudaCores.value_or(-1));
    for (const Price &p : data.prices)
        lines << QStringLiteral("price %1 %2 %3").arg(p.id).arg(p.card.toId()).arg(p.amount);
    for (const BenchmarkResult &b : data.benchmarks)
        lines << QStringLiteral("result %1 %2 %3").arg(b.id).arg(b.card.toId()).arg(b.value);
    for (const CloudOffering &o : data.cloud)
        lines << QStringLiteral("offer %1 %2").arg(o.id).arg(o.offering);
    for (const ModelSpec &m : data.models)
        lines << QStringLiteral("model %1").arg(m.name);
    lines << QStringLiteral("rates %1").arg(data.rates.size());
    return lines;
}

} // namespace

class TestCatalogReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
    QString m_connection;

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        static int n = 0;
        m_connection = QStringLiteral("reader-test-%1").arg(++n);
        m_session = std::make_unique<CatalogSession>();
        CatalogOpenOptions options;
        options.databasePath = m_dir.filePath(QStringLiteral("catalog-%1.sqlite").arg(n));
        options.connectionName = m_connection;
        QCOMPARE(m_session->open(options).report.outcome, OpenReport::Outcome::Created);
        QVERIFY(m_session->canReadElsewhere());
    }
    void cleanup() { m_session.reset(); }

    void readsWhatTheSessionReads();
    void aRowStoredSinceIsRead();
    void withAStoredFitTheRankerIsPreparedAndRanksAlike();
    void aNewerReadDropsTheOlderOne();
    void aCancelledReadNeverAnswers();
    void destroyedMidReadItEndsCleanly();
    void aConnectionThatCannotBeClonedIsAnError();
    void anInMemoryCatalogCannotBeReadElsewhere();
};

void TestCatalogReader::readsWhatTheSessionReads()
{
    CatalogReader reader;
    QSignalSpy progress(&reader, &CatalogReader::progress);
    QSignalSpy finished(&reader, &CatalogReader::finished);
    reader.read(m_connection, m_session->workstations());
    QVERIFY(reader.isReading());
    QVERIFY(finished.wait(60000));
    QVERIFY(!reader.isReading());
    const QString error = finished.first().at(1).toString();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const CatalogData read = finished.first().at(0).value<CatalogData>();
    QCOMPARE(describe(read), describe(m_session->catalog()));
    // The derived servers and workstations too: the same card list, the same length.
    QCOMPARE(read.cards.size(), m_session->catalog().cards.size());
    // How far it was, last at the end: every row of the stored cards.
    QVERIFY(!progress.isEmpty());
    const QList<QVariant> last = progress.last();
    QCOMPARE(last.at(0).toLongLong(), last.at(1).toLongLong());
    QVERIFY(last.at(1).toLongLong() > read.prices.size());
    QCOMPARE(last.at(2).toInt(), CatalogRepository(m_connection).cardCount());
    for (const QList<QVariant> &p : progress)
        QVERIFY(p.at(0).toLongLong() <= p.at(1).toLongLong());
}

void TestCatalogReader::aRowStoredSinceIsRead()
{
    Price price = m_session->catalog().prices.first();
    price.id = 0;
    price.origin = Origin::User;
    price.feed.clear();
    price.seller = QStringLiteral("Read on a worker thread");
    QString error;
    QVERIFY2(m_session->addPrice(price, &error) > 0, qPrintable(error));
    CatalogReader reader;
    QSignalSpy finished(&reader, &CatalogReader::finished);
    reader.read(m_connection, m_session->workstations());
    QVERIFY(finished.wait(60000));
    const CatalogData read = finished.first().at(0).value<CatalogData>();
    QCOMPARE(read.prices.size(), m_session->catalog().prices.size() + 1);
    m_session->adopt(read);
    QVERIFY(std::any_of(m_session->catalog().prices.cbegin(), m_session->catalog().prices.cend(),
        [](const Price &p) { return p.seller == QLatin1String("Read on a worker thread"); }));
}

// With the model's fit stored (a command or the window fitted it before), the reader also makes
// the ranker's index, scaling and price model on its thread; a session that adopts them ranks
// exactly as one that read and fitted on its own thread.
void TestCatalogReader::withAStoredFitTheRankerIsPreparedAndRanksAlike()
{
    RankingRequest request;
    request.workload = Workload::Transformer;
    request.budget = 20000;
    const RankingResult own = m_session->rank(request); // fits, and stores the fit
    CatalogReader reader;
    std::shared_ptr<PreparedCatalog> prepared;
    connect(&reader, &CatalogReader::finished, this, [&] { prepared = reader.takePrepared(); });
    QSignalSpy finished(&reader, &CatalogReader::finished);
    reader.read(m_connection, m_session->workstations());
    QVERIFY(finished.wait(60000));
    QVERIFY(prepared);
    QVERIFY(!reader.takePrepared()); // taken once
    QCOMPARE(prepared->modelInputs, m_session->modelInputs());
    QVERIFY(prepared->storedModel);
    QVERIFY(prepared->ranker);
    CatalogSession other;
    CatalogOpenOptions options;
    options.databasePath = m_session->openReport().path;
    options.connectionName = m_connection + QStringLiteral("-other");
    options.loadRows = false;
    other.open(options);
    other.adopt(std::move(*prepared));
    QCOMPARE(other.storedFitInputs(), m_session->modelInputs());
    QVERIFY(other.hasModel());
    const RankingResult adopted = other.rank(request);
    QCOMPARE(adopted.verdicts.size(), own.verdicts.size());
    QCOMPARE(adopted.recommendation.bestOverall, own.recommendation.bestOverall);
    QCOMPARE(adopted.recommendation.bestValue, own.recommendation.bestValue);
    for (int i = 0; i < std::min(50, int(own.verdicts.size())); ++i) {
        QCOMPARE(adopted.verdicts.figures(i).cardIndex, own.verdicts.figures(i).cardIndex);
        QCOMPARE(adopted.verdicts.figures(i).score, own.verdicts.figures(i).score);
        QCOMPARE(adopted.verdicts.figures(i).priceAmount, own.verdicts.figures(i).priceAmount);
    }
}

void TestCatalogReader::aNewerReadDropsTheOlderOne()
{
    CatalogReader reader;
    QSignalSpy finished(&reader, &CatalogReader::finished);
    reader.read(m_connection, m_session->workstations());
    reader.read(m_connection, m_session->workstations());
    QVERIFY(finished.wait(60000));
    QTest::qWait(300); // the first read's answer, had it come, would be here by now
    QCOMPARE(finished.size(), 1);
    QCOMPARE(describe(finished.first().at(0).value<CatalogData>()), describe(m_session->catalog()));
}

void TestCatalogReader::aCancelledReadNeverAnswers()
{
    CatalogReader reader;
    QSignalSpy finished(&reader, &CatalogReader::finished);
    reader.read(m_connection, m_session->workstations());
    reader.cancel();
    QVERIFY(!reader.isReading());
    QTest::qWait(1000);
    QCOMPARE(finished.size(), 0);
    // A read after it answers.
    reader.read(m_connection, m_session->workstations());
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.size(), 1);
}

void TestCatalogReader::destroyedMidReadItEndsCleanly()
{
    {
        CatalogReader reader;
        reader.read(m_connection, m_session->workstations());
    } // stopped and waited for: the clone is gone before the session's connection
    QTest::qWait(100);
    QString error;
    QVERIFY2(m_session->reload(&error), qPrintable(error));
    QVERIFY(!m_session->catalog().cards.isEmpty());
}

void TestCatalogReader::aConnectionThatCannotBeClonedIsAnError()
{
    CatalogReader reader;
    QSignalSpy finished(&reader, &CatalogReader::finished);
    reader.read(QStringLiteral("no-such-connection"), true);
    QVERIFY(finished.wait(60000));
    QVERIFY(!finished.first().at(1).toString().isEmpty());
}

void TestCatalogReader::anInMemoryCatalogCannotBeReadElsewhere()
{
    // A file of a newer version is never written to: the session runs on an in-memory copy,
    // which a clone of its connection would see empty.
    CatalogSession session;
    CatalogOpenOptions options;
    options.databasePath = m_dir.filePath(QStringLiteral("newer.sqlite"));
    options.connectionName = QStringLiteral("reader-test-newer");
    {
        CatalogSession first;
        CatalogOpenOptions o = options;
        o.connectionName = QStringLiteral("reader-test-newer-setup");
        QVERIFY(first.open(o).report.persistent);
        QSqlDatabase db = first.database().database();
        QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 9999"));
    }
    const OpenedCatalog opened = session.open(options);
    QVERIFY(!opened.report.persistent);
    QVERIFY(!session.canReadElsewhere());
}

QTEST_GUILESS_MAIN(TestCatalogReader)
#include "tst_catalog_reader.moc"
