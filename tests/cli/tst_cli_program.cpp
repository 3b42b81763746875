// SPDX-License-Identifier: GPL-3.0-or-later
// The command line as a program (the launcher, app/main.cpp, started as a process) and what its
// commands keep in and check of the database: the price model's stored calibration
// (PriceModelCache.h) and `gpu-advisor check` (CatalogDatabase::IntegrityCheck).
#include "BuiltinCatalog.h"
#include "Cli.h"
#include "CliTestSupport.h"
#include "Translations.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace gpu;
using gpu::test::Run;

class TestCliProgram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void binaryWorksWithoutDisplayOrEnvironment();
    void pricesAnswerTheSameWithTheStoredCalibration();
    void checkSaysWhetherTheFileIsSound();

private:
    Run run(QStringList args) { return test::runCommand(std::move(args), m_db); }
    QTemporaryDir m_dir;
    QString m_db;
};

void TestCliProgram::initTestCase()
{
    Translations::install(QStringLiteral("en")); // as main() does for --lang en
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
}

void TestCliProgram::binaryWorksWithoutDisplayOrEnvironment()
{
    const QString binary = QStringLiteral(GPU_ADVISOR_BINARY);
    QProcess p;
    p.setProcessEnvironment(
        QProcessEnvironment()); // nothing: no DISPLAY, HOME, LANG, QT_QPA_PLATFORM
    p.start(binary,
        {QStringLiteral("--db"), m_dir.filePath(QStringLiteral("bare.sqlite")),
            QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(p.readAllStandardOutput().startsWith("name,vendor,model"));

    // The launcher answers a bare --version itself (app/main.cpp): the same line as the
    // commands' own --version, the catalog's version included.
    p.start(binary, {QStringLiteral("--version")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QString launcher = QString::fromUtf8(p.readAllStandardOutput());
    QCOMPARE(launcher,
        QStringLiteral("gpu-advisor " GPU_ADVISOR_VERSION " (catalog %1)\n")
            .arg(BuiltinCatalog::version()));
    QVERIFY2(launcher.startsWith(QStringLiteral("gpu-advisor ")), qPrintable(launcher));
    QVERIFY2(launcher.contains(QStringLiteral("(catalog %1)").arg(BuiltinCatalog::version())),
        qPrintable(launcher));

    p.start(binary, {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("yaml")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
}

// The price model's calibration is kept in the database (PriceModelCache.h): a later command
// reads it instead of backtesting, and answers the same; `prices --backtest` still shows the
// backtest's rows.
void TestCliProgram::pricesAnswerTheSameWithTheStoredCalibration()
{
    const QStringList estimates {QStringLiteral("prices"), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("--lang"), QStringLiteral("en")};
    const QStringList backtest = estimates + QStringList {QStringLiteral("--backtest")};
    const QStringList listing {QStringLiteral("list"), QStringLiteral("--format"),
        QStringLiteral("csv"), QStringLiteral("--condition"), QStringLiteral("used")};
    // A fresh file: nothing stored, the first command backtests and stores.
    m_db = m_dir.filePath(QStringLiteral("calibration.sqlite"));
    const Run first = run(estimates);
    QCOMPARE(first.code, 0);
    const Run firstList = run(listing);
    const Run firstBacktest = run(backtest);
    QCOMPARE(firstBacktest.code, 0);
    QVERIFY2(firstBacktest.out.contains(QStringLiteral("route,own_history,")),
        qPrintable(firstBacktest.out));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(
            QStringLiteral("QSQLITE"), QStringLiteral("calibration-check"));
        db.setDatabaseName(m_db);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(
            q.exec(QStringLiteral("SELECT COUNT(*) FROM meta WHERE key IN ('price_model_inputs', "
                                  "'price_model_calibration')")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 2);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("calibration-check"));
    // Read back: the same estimates, the same prices in `list`, the same backtest.
    QCOMPARE(run(estimates).out, first.out);
    QCOMPARE(run(listing).out, firstList.out);
    QCOMPARE(run(backtest).out, firstBacktest.out);
}

// `gpu-advisor check`: SQLite's integrity check on request (issue 44; CatalogDatabase.h).
void TestCliProgram::checkSaysWhetherTheFileIsSound()
{
    QVERIFY(run({QStringLiteral("list")}).code == 0); // the file exists
    const Run sound
        = run({QStringLiteral("check"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(sound.code, 0);
    QVERIFY2(sound.out.contains(QStringLiteral("passed SQLite's integrity check")),
        qPrintable(sound.out));
    QVERIFY2(sound.out.contains(QStringLiteral(" cards, ")), qPrintable(sound.out));
    const Run missing = run({QStringLiteral("check"), QStringLiteral("--db"),
        m_dir.filePath(QStringLiteral("no-such.sqlite"))});
    QCOMPARE(missing.code, 1);
    QVERIFY(missing.err.contains(QStringLiteral("no-such.sqlite")));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("no-such.sqlite"))));
}

QTEST_GUILESS_MAIN(TestCliProgram)
#include "tst_cli_program.moc"
