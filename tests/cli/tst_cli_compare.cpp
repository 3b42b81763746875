// SPDX-License-Identifier: GPL-3.0-or-later
// `compare` on the command line: its JSON, CSV and text, and its prices agreeing with `rank`.

#include "BuiltinCatalog.h"
#include "Cli.h"
#include "CliTestSupport.h"
#include "CsvReader.h"
#include "OutputTable.h"
#include "Translations.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace gpu;

using gpu::test::Run;

class TestCliCompare : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void launchPriceEstimateIsOnePriceInRankAndCompare();
    void compareJsonHoldsEachCardWithSpecsAndScores();
    void compareCsvHasAColumnPerCardInTheOrderGiven();
    void compareForOneWorkloadNamesScoresAsRank();
    void compareFitsATerminalAndNamesEachBaseline();

private:
    Run run(QStringList args);
    QTemporaryDir m_dir;
    QString m_db;
};

Run TestCliCompare::run(QStringList args)
{
    return test::runCommand(std::move(args), m_db);
}

void TestCliCompare::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
}

void TestCliCompare::launchPriceEstimateIsOnePriceInRankAndCompare()
{
    const QString db = m_dir.filePath(QStringLiteral("launch-estimate.sqlite"));
    QFile cards(m_dir.filePath(QStringLiteral("launch-estimate.csv")));
    QVERIFY(cards.open(QIODevice::WriteOnly));
    cards.write("vendor,model,memory_gb,form,architecture,compute_capability,release_date,"
                "memory_bandwidth_gbps,fp32_tflops,fp16_tflops,tensor_fp16_tflops,tdp_w,"
                "launch_price_usd\n"
                "NVIDIA,GeForce RTX 9999 Test,16,desktop,Ada Lovelace,8.9,2025-01-01,700,45,45,90,"
                "300,1599\n");
    cards.close();
    Run r = run({QStringLiteral("import"), cards.fileName(), QStringLiteral("--db"), db});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString name = QStringLiteral("NVIDIA GeForce RTX 9999 Test 16 GB");
    const QStringList common = {QStringLiteral("--db"), db, QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--lang"), QStringLiteral("en")};

    // The files: rank's row and compare's price row.
    r = run(QStringList {QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("csv")}
        + common);
    QCOMPARE(r.code, 0);
    QString rankPrice;
    const QStringList rankLines = r.out.split(QLatin1Char('\n'));
    const QStringList header = rankLines.first().split(QLatin1Char(','));
    for (const QString &line : rankLines)
        if (line.contains(name)) {
            const QStringList cells = line.split(QLatin1Char(','));
            rankPrice = cells.value(header.indexOf(QStringLiteral("price")));
            QCOMPARE(cells.value(header.indexOf(QStringLiteral("price_basis"))),
                QStringLiteral("launch"));
        }
    QVERIFY2(!rankPrice.isEmpty(), qPrintable(r.out.left(2000)));
    r = run(QStringList {QStringLiteral("compare"), QStringLiteral("RTX 9999 Test"),
                QStringLiteral("RTX 4090"), QStringLiteral("--format"), QStringLiteral("csv")}
        + common);
    QCOMPARE(r.code, 0);
    QString comparePrice;
    for (const QString &line : r.out.split(QLatin1Char('\n')))
        if (line.startsWith(QStringLiteral("price,")))
            comparePrice = line.split(QLatin1Char(',')).value(2);
    QCOMPARE(comparePrice, rankPrice);
    QVERIFY2(!rankPrice.contains(QLatin1Char('.')), qPrintable(rankPrice)); // a whole amount

    // The tables: "~N" in rank's (approximate), N in compare's price row.
    r = run(QStringList {QStringLiteral("rank")} + common);
    QCOMPARE(r.code, 0);
    bool rankShows = false;
    for (const QString &line : r.out.split(QLatin1Char('\n')))
        rankShows |= line.contains(name) && line.contains(QStringLiteral("~") + rankPrice);
    QVERIFY2(rankShows, qPrintable(r.out.left(3000)));
    r = run(QStringList {QStringLiteral("compare"), QStringLiteral("RTX 9999 Test"),
                QStringLiteral("RTX 4090")}
        + common);
    QCOMPARE(r.code, 0);
    bool compareShows = false;
    for (const QString &line : r.out.split(QLatin1Char('\n')))
        compareShows |= line.startsWith(QStringLiteral("Price "))
            && line.split(QLatin1Char(' '), Qt::SkipEmptyParts).contains(rankPrice);
    QVERIFY2(compareShows, qPrintable(r.out));
}

void TestCliCompare::compareJsonHoldsEachCardWithSpecsAndScores()
{
    const Run r = run({QStringLiteral("compare"), QStringLiteral("RTX 4090"),
        QStringLiteral("RTX 3090"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray cards = doc.array();
    QCOMPARE(cards.size(), 2);
    const QJsonObject a = cards.at(0).toObject();
    const QJsonObject b = cards.at(1).toObject();
    QCOMPARE(a.value(QStringLiteral("name")).toString(),
        QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"));
    QCOMPARE(b.value(QStringLiteral("name")).toString(),
        QStringLiteral("NVIDIA GeForce RTX 3090 24 GB"));
    // Specs, as numbers.
    QCOMPARE(a.value(QStringLiteral("memory_gb")).toDouble(), 24.0);
    QVERIFY(a.value(QStringLiteral("memory_bandwidth_gbps")).toDouble() > 900);
    QVERIFY(b.value(QStringLiteral("tdp_w")).toDouble() > 300);
    // Scores of every workload, from the ranking: the 4090 ahead of the 3090.
    for (const char *w : {"cnn", "transformer", "rnn", "llm_inference"}) {
        const QString key = QStringLiteral("relative_performance_") + QLatin1String(w);
        QVERIFY2(a.value(key).isDouble() && b.value(key).isDouble(), w);
        QVERIFY2(a.value(key).toDouble() > b.value(key).toDouble(), w);
        QVERIFY(a.value(QStringLiteral("score_") + QLatin1String(w)).isDouble());
        // How sure each figure is (issue 13): its basis, and the range of an estimate.
        const QString basis
            = a.value(QStringLiteral("estimate_basis_") + QLatin1String(w)).toString();
        QVERIFY2(QStringList({QStringLiteral("measured"), QStringLiteral("calibrated"),
                                 QStringLiteral("extrapolated"), QStringLiteral("unverified")})
                     .contains(basis),
            qPrintable(basis));
    }
    // Unknown is null, never 0 or "".
    for (auto it = a.begin(); it != a.end(); ++it)
        QVERIFY2(!(it.value().isString() && it.value().toString().isEmpty()), qPrintable(it.key()));
}

void TestCliCompare::compareCsvHasAColumnPerCardInTheOrderGiven()
{
    // Names as shops and nvidia-smi write them.
    const Run r = run({QStringLiteral("compare"), QStringLiteral("rtx 3090"),
        QStringLiteral("NVIDIA GeForce RTX 4090"), QStringLiteral("--format"),
        QStringLiteral("csv")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.first(),
        QStringLiteral("field,unit,NVIDIA GeForce RTX 3090 24 GB,NVIDIA GeForce RTX 4090 24 GB"));
    QVERIFY(lines.contains(QStringLiteral("memory_gb,GB,24,24")));
    bool bandwidth = false;
    for (const QString &l : lines)
        bandwidth = bandwidth || l.startsWith(QStringLiteral("memory_bandwidth_gbps,GB/s,"));
    QVERIFY(bandwidth);
}

void TestCliCompare::compareForOneWorkloadNamesScoresAsRank()
{
    const Run r = run({QStringLiteral("compare"), QStringLiteral("RTX 4090"),
        QStringLiteral("RTX 3090"), QStringLiteral("--workload"), QStringLiteral("llm-inference"),
        QStringLiteral("--llm-size"), QStringLiteral("7"), QStringLiteral("--format"),
        QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    const QJsonArray cards = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(cards.size(), 2);
    const QJsonObject a = cards.at(0).toObject();
    QVERIFY(a.value(QStringLiteral("score")).isDouble());
    QVERIFY(a.value(QStringLiteral("relative_performance")).isDouble());
    QVERIFY(!a.contains(QStringLiteral("relative_performance_cnn")));
    QCOMPARE(a.value(QStringLiteral("workload")).toString(), QStringLiteral("llm-inference"));
    const Run text = run({QStringLiteral("compare"), QStringLiteral("RTX 4090"),
        QStringLiteral("RTX 3090"), QStringLiteral("--workload"), QStringLiteral("cnn"),
        QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains(QStringLiteral("GeForce RTX 4090 24 GB")));
    QVERIFY(text.out.contains(QStringLiteral("Memory bandwidth")));
}

// The text comparison fits a terminal of 120 columns whatever the values (long ones under the
// table, cards over several tables), and says the baseline of each workload (issue 26).
void TestCliCompare::compareFitsATerminalAndNamesEachBaseline()
{
    const Run text = run({QStringLiteral("compare"), QStringLiteral("RTX 4090"),
        QStringLiteral("RTX 3090"), QStringLiteral("RTX 3060 12GB"),
        QStringLiteral("A100 SXM 80GB"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(text.code, 0);
    int widest = 0;
    for (const QString &line : text.out.split(QLatin1Char('\n')))
        widest = std::max(widest, displayWidth(line));
    QVERIFY2(widest <= 120, qPrintable(QString::number(widest)));
    for (const char *name : {"GeForce RTX 4090 24 GB", "GeForce RTX 3090 24 GB",
             "GeForce RTX 3060 12 GB", "A100 SXM 80 GB"})
        QVERIFY2(text.out.contains(QLatin1String(name)), name);
    QVERIFY(text.out.contains(QStringLiteral("Price as seen")));
    // Every workload's 1.00 is named: one line for all, or one per baseline.
    QVERIFY(text.out.contains(QStringLiteral("1.00 = ")));
    if (text.out.contains(QStringLiteral("Relative performance (")))
        QVERIFY(text.out.contains(QStringLiteral("llm-inference")));
}

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
