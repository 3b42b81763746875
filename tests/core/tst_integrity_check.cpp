// SPDX-License-Identifier: GPL-3.0-or-later
// When the catalog's file is checked (CatalogDatabase::IntegrityCheck, issue 44): not at every
// open, but after an unclean exit (a marker of a process that is gone), on request, and when a
// query meets damage — which is then set aside as before, nothing lost.

#include "BuiltinTestCatalog.h"
#include "CatalogDatabase.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpu;

namespace {

QStringList markersOf(const QString &path)
{
    const QFileInfo file(path);
    return file.absoluteDir().entryList(
        {file.fileName() + QStringLiteral(".open-*")}, QDir::Files | QDir::Hidden);
}

CatalogOpenOptions optionsFor(const QString &path, const QString &connection)
{
    CatalogOpenOptions options;
    options.databasePath = path;
    options.connectionName = connection;
    options.builtin = [] { return test::builtinCatalog(); };
    options.builtinVersion = QStringLiteral("integrity-1");
    return options;
}

// A process id that no running process has (pids stay below /proc/sys/kernel/pid_max).
qint64 goneProcess()
{
    qint64 pid = 4194303;
    while (QFileInfo::exists(QStringLiteral("/proc/%1").arg(pid)))
        --pid;
    return pid;
}

} // namespace

class TestIntegrityCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aCleanCloseLeavesNoMarkerAndTheNextOpenDoesNotCheck()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        {
            const OpenedCatalog created = openCatalog(optionsFor(path, QStringLiteral("first")));
            QCOMPARE(created.report.outcome, OpenReport::Outcome::Created);
            // While open to write: one marker, this process's.
            const QStringList open = markersOf(path);
            QCOMPARE(open.size(), 1);
            QVERIFY2(open.first().contains(
                         QStringLiteral(".open-%1.").arg(QCoreApplication::applicationPid())),
                qPrintable(open.first()));
        }
        QVERIFY2(markersOf(path).isEmpty(), "a clean close removes its marker");
        const OpenedCatalog again = openCatalog(optionsFor(path, QStringLiteral("second")));
        QCOMPARE(again.report.outcome, OpenReport::Outcome::Opened);
        QVERIFY2(!again.database->integrityChecked(), "nothing says the file needs a check");
        QVERIFY(again.error.isEmpty());
        QVERIFY(!again.data.cards.isEmpty());
    }

    void aMarkerOfAProcessThatIsGoneMakesTheOpenCheck()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        openCatalog(optionsFor(path, QStringLiteral("made")));
        // A crash: the process's marker stays. A live process's marker (pid 1) is not a crash.
        const QString crashed = path + QStringLiteral(".open-%1.1").arg(goneProcess());
        const QString alive = path + QStringLiteral(".open-1.1");
        for (const QString &marker : {crashed, alive}) {
            QFile f(marker);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QVERIFY(CatalogDatabase::uncleanExitMarked(path));
        {
            const OpenedCatalog opened = openCatalog(optionsFor(path, QStringLiteral("after")));
            QCOMPARE(opened.report.outcome, OpenReport::Outcome::Opened);
            QVERIFY2(opened.database->integrityChecked(), "an unclean exit is checked for");
            QVERIFY2(!QFile::exists(crashed), "the check answers the crashed process's marker");
            QVERIFY2(QFile::exists(alive), "a running process's marker stays");
        }
        QVERIFY(!CatalogDatabase::uncleanExitMarked(path));
        QFile::remove(alive);
        // On request (`check`, or after a query met damage): checked without a marker.
        CatalogDatabase asked(QStringLiteral("asked"));
        asked.setIntegrityCheck(CatalogDatabase::IntegrityCheck::Always);
        const OpenReport r = asked.open(
            path, [] { return test::builtinCatalog(); }, QStringLiteral("integrity-1"));
        QCOMPARE(r.outcome, OpenReport::Outcome::Opened);
        QVERIFY(asked.integrityChecked());
    }

    void damageAQueryMeetsIsCheckedAndSetAside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
        openCatalog(optionsFor(path, QStringLiteral("sound")));
        QVERIFY(markersOf(path).isEmpty());
        // Damage inside the file (its header is sound): forty pages from a third of the way in.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 size = f.size();
        for (qint64 at = size / 3; at < size / 3 + 4096 * 40 && at < size; at += 4096) {
            f.seek(at + 100);
            f.write(QByteArray(200, char(0xff)));
        }
        f.close();
        QFile original(path);
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray damaged = original.readAll();
        original.close();

        const OpenedCatalog opened = openCatalog(optionsFor(path, QStringLiteral("damaged")));
        QCOMPARE(opened.report.outcome, OpenReport::Outcome::Recovered);
        QVERIFY(opened.database->integrityChecked());
        QVERIFY2(opened.error.isEmpty(), qPrintable(opened.error));
        // Nothing lost: the damaged bytes kept under a new name; the built-in rows in a new file.
        QFile kept(opened.report.keptAs);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), damaged);
        QCOMPARE(opened.data.cards.size() > 100, true);
    }
};

QTEST_GUILESS_MAIN(TestIntegrityCheck)
#include "tst_integrity_check.moc"
