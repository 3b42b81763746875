// SPDX-License-Identifier: GPL-3.0-or-later
// Faults the user's files must survive, with the real `gpu-advisor` binary as a child process:
// an import killed half-way, a disk that fills up, a read-only database, an export to a folder
// that cannot be written, two instances importing into one database at once. Damaged database
// files of every kind are in tst_database.
//
// Tests run as root in containers and CI, where permission bits do not stop writes: the child is
// then started as the unprivileged user `nobody` (setuid in the child), so the same tests hold for
// root and for a normal user. Disk-full is simulated with RLIMIT_FSIZE in the child.

#include "BuiltinCatalog.h"
#include "CatalogDatabase.h"
#include "CatalogExporter.h"
#include "CatalogRepository.h"
#include "CatalogSession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <grp.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace gpu;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

struct ChildOptions
{
    bool unprivileged = false; ///< run as `nobody` when the test runs as root
    rlim_t maxFileSize = RLIM_INFINITY; ///< RLIMIT_FSIZE: writes beyond it fail (disk full)
    bool noDisplay = false; ///< no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM (ssh, cron)
    QStringList environment; ///< NAME=VALUE set after the above
    QString standardOutputFile; ///< where the child's stdout goes (e.g. /dev/full)
};

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

// Rows per table and the result of PRAGMA integrity_check, through a connection of our own.
struct Contents
{
    QMap<QString, int> rows;
    QString integrity;
};

Contents contentsOf(const QString &path, const QString &notePrefix = {}, int *noted = nullptr)
{
    Contents c;
    const QString name = QStringLiteral("faults-probe");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            for (const char *table : {"cards", "prices", "benchmarks", "cloud_offerings", "meta"})
                if (q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table)))
                    && q.next())
                    c.rows.insert(QLatin1String(table), q.value(0).toInt());
            if (q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next())
                c.integrity = q.value(0).toString();
            if (noted) {
                q.prepare(QStringLiteral("SELECT COUNT(*) FROM benchmarks WHERE note LIKE ?"));
                q.addBindValue(QString(notePrefix + QLatin1Char('%')));
                *noted = q.exec() && q.next() ? q.value(0).toInt() : -1;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return c;
}

} // namespace

class TestFaults : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedImportLeavesTheDatabaseAsItWas();
    void importThatRunsOutOfSpaceChangesNothing();
    void importIntoReadOnlyDatabaseChangesNothing();
    void exportUnderAFileFailsAndNamesIt();
    void exportToUnwritableFolderLeavesNoFile();
    void failedExportKeepsTheOldFile();
    void twoInstancesImportingAtOnce();
    void theWindowsSessionAndAnImportWriteAtOnce();
    void aBusyDatabaseIsNotTakenForDamage();
    void theWindowWithoutADisplaySaysHowToRunIt();
    void outputThatCannotBeWrittenIsAnError();
    void aDamagedDatabaseIsSetAsideWithAShortMessage();
    void theWindowOnABrokenDisplaySaysHowToRunIt_data();
    void theWindowOnABrokenDisplaySaysHowToRunIt();

private:
    QString newDatabase(const QString &name);
    QString benchmarkCsv(const QString &name, int rows, const QString &notePrefix);
    QProcess *start(const QStringList &args, const ChildOptions &options = {});
    Run run(const QStringList &args, const ChildOptions &options = {});

    QTemporaryDir m_dir;
    QString m_home;
    BenchmarkResult m_template; ///< a built-in measured result, copied into generated files
};

void TestFaults::initTestCase()
{
    QVERIFY(QFile::exists(QStringLiteral(GPU_ADVISOR_BINARY)));
    QVERIFY(m_dir.isValid());
    // The unprivileged child must reach the files: the folders are open to others.
    QFile::setPermissions(m_dir.path(),
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
            | QFileDevice::ReadOther | QFileDevice::ExeOther | QFileDevice::ReadGroup
            | QFileDevice::ExeGroup);
    m_home = m_dir.filePath(QStringLiteral("home"));
    QVERIFY(QDir().mkpath(m_home));
    QFile::setPermissions(m_home, QFileDevice::Permissions(0x7777));
    const ImportResult builtin = BuiltinCatalog::load();
    QVERIFY(builtin.ok() && !builtin.data.benchmarks.isEmpty());
    m_template = builtin.data.benchmarks.first();
}

// A database with the built-in catalog, created the way the application creates it.
QString TestFaults::newDatabase(const QString &name)
{
    const QString folder = m_dir.filePath(name);
    QDir().mkpath(folder);
    QFile::setPermissions(folder, QFileDevice::Permissions(0x7755));
    const QString path = folder + QStringLiteral("/catalog.sqlite");
    {
        CatalogDatabase db(QStringLiteral("faults-create"));
        const OpenReport r = db.open(
            path, [] { return BuiltinCatalog::load().data; }, BuiltinCatalog::version());
        if (r.outcome != OpenReport::Outcome::Created)
            qWarning("database not created: %s", qPrintable(r.message()));
    }
    QFile::setPermissions(path, QFileDevice::Permissions(0x6644));
    // As on a database in use: the caches a reading command keeps in it (the price model's
    // calibration, PriceModelCache.h) are there before the faults below, which then show that
    // the failed write itself changes nothing.
    if (run({QStringLiteral("prices"), QStringLiteral("--db"), path}).code != 0)
        qWarning("the caches were not made in %s", qPrintable(path));
    return path;
}

// A CSV file of `rows` benchmark results for a built-in card, each different (note, value).
QString TestFaults::benchmarkCsv(const QString &name, int rows, const QString &notePrefix)
{
    CatalogData data;
    data.benchmarks.reserve(rows);
    for (int i = 0; i < rows; ++i) {
        BenchmarkResult b = m_template;
        b.value = 100.0 + i;
        b.note = notePrefix + QString::number(i);
        data.benchmarks.append(b);
    }
    const QString path = m_dir.filePath(name);
    writeBytes(path, CatalogExporter::toCsv(data, DataKind::Benchmarks).toUtf8());
    QFile::setPermissions(path, QFileDevice::Permissions(0x6644));
    return path;
}

QProcess *TestFaults::start(const QStringList &args, const ChildOptions &options)
{
    auto *p = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), m_home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home + QStringLiteral("/cache"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    if (options.noDisplay) {
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(name));
    }
    for (const QString &setting : options.environment)
        env.insert(setting.section(QLatin1Char('='), 0, 0), setting.section(QLatin1Char('='), 1));
    p->setProcessEnvironment(env);
    if (!options.standardOutputFile.isEmpty())
        p->setStandardOutputFile(options.standardOutputFile);
    const bool dropRoot = options.unprivileged && geteuid() == 0;
    const rlim_t maxFileSize = options.maxFileSize;
    // Runs in the child between fork and exec: only async-signal-safe calls.
    p->setChildProcessModifier([dropRoot, maxFileSize] {
        if (maxFileSize != RLIM_INFINITY) {
            std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG instead
            const rlimit limit {maxFileSize, maxFileSize};
            setrlimit(RLIMIT_FSIZE, &limit);
        }
        if (dropRoot) {
            const gid_t nobody = 65534;
            if (setgroups(0, nullptr) != 0 || setgid(nobody) != 0 || setuid(nobody) != 0)
                _exit(126);
        }
    });
    p->start(QStringLiteral(GPU_ADVISOR_BINARY), args);
    return p;
}

Run TestFaults::run(const QStringList &args, const ChildOptions &options)
{
    QProcess *p = start(args, options);
    Run r;
    if (!p->waitForFinished(240000)) {
        p->kill();
        p->waitForFinished();
    }
    r.code = p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1;
    r.out = QString::fromUtf8(p->readAllStandardOutput());
    r.err = QString::fromUtf8(p->readAllStandardError());
    delete p;
    return r;
}

void TestFaults::killedImportLeavesTheDatabaseAsItWas()
{
    const QString db = newDatabase(QStringLiteral("killed"));
    const QByteArray before = bytesOf(db);
    const Contents beforeRows = contentsOf(db);
    QCOMPARE(beforeRows.integrity, QStringLiteral("ok"));
    const QString journal = db + QStringLiteral("-journal");

    // Kill the import while it is writing. The application's files are in WAL mode: the import's
    // pages go to "-wal" and reach the database file only when it commits, so a kill in the
    // middle leaves uncommitted frames that the next reader ignores. (A file in rollback mode,
    // from an older version or a file system without shared memory, has a "hot" journal instead:
    // SQLite writes the journal's magic number once the journal is synced, before the first page
    // of the database changes.) If the import finishes first on a fast machine, try again with a
    // bigger file.
    const QString wal = db + QStringLiteral("-wal");
    const auto journalIsHot = [&journal] {
        QFile f(journal);
        char first = 0;
        return f.open(QIODevice::ReadOnly) && f.read(&first, 1) == 1 && first != 0;
    };
    const auto isWriting = [&] { return journalIsHot() || QFileInfo(wal).size() > 512 * 1024; };
    bool killed = false;
    for (int rows = 30000; rows <= 810000 && !killed; rows *= 3) {
        for (const QString &side : QStringList {journal, wal, db + QStringLiteral("-shm")})
            QFile::remove(side);
        writeBytes(db, before);
        const QString csv = benchmarkCsv(QStringLiteral("big.csv"), rows, QStringLiteral("K "));
        QProcess *p = start({QStringLiteral("import"), csv, QStringLiteral("--db"), db});
        QVERIFY(p->waitForStarted());
        QElapsedTimer writing;
        while (p->state() != QProcess::NotRunning) {
            if (!writing.isValid() && isWriting())
                writing.start();
            if (writing.isValid() && writing.elapsed() >= 20) {
                p->kill(); // SIGKILL: no chance to roll back
                killed = true;
                break;
            }
            QThread::msleep(1);
        }
        p->waitForFinished();
        if (!killed)
            qInfo("the import of %d rows finished before it could be killed; trying more", rows);
        delete p;
    }
    QVERIFY2(killed, "the import always finished before it could be killed");
    QVERIFY2(isWriting(),
        "a transaction killed while writing leaves its WAL frames (or a hot "
        "journal)");

    // The application opens the file, SQLite rolls the interrupted transaction back: the file is
    // the one from before the import, byte for byte, and nothing is reported as damaged.
    {
        CatalogDatabase reopened(QStringLiteral("faults-reopen"));
        const OpenReport r = reopened.open(
            db, [] { return BuiltinCatalog::load().data; }, BuiltinCatalog::version());
        QVERIFY2(r.outcome == OpenReport::Outcome::Opened, qPrintable(r.message()));
        QCOMPARE(CatalogRepository(reopened.connectionName()).cardCount(),
            beforeRows.rows.value(QStringLiteral("cards")));
    }
    const Contents after = contentsOf(db);
    QCOMPARE(after.integrity, QStringLiteral("ok"));
    QCOMPARE(after.rows, beforeRows.rows);
    QVERIFY(!journalIsHot()); // played back and removed
    QVERIFY2(bytesOf(db) == before, "the rolled-back file is byte-identical to the one before");
}

void TestFaults::importThatRunsOutOfSpaceChangesNothing()
{
    const QString db = newDatabase(QStringLiteral("full"));
    const QByteArray before = bytesOf(db);
    const Contents beforeRows = contentsOf(db);
    const QString csv = benchmarkCsv(QStringLiteral("full.csv"), 20000, QStringLiteral("F "));
    ChildOptions diskFull;
    diskFull.maxFileSize = rlim_t(before.size()) + 64 * 1024; // room for a little, not for all
    const Run r = run({QStringLiteral("import"), csv, QStringLiteral("--db"), db}, diskFull);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("Nothing was imported")), qPrintable(r.err));
    const Contents after = contentsOf(db);
    QCOMPARE(after.integrity, QStringLiteral("ok"));
    QCOMPARE(after.rows, beforeRows.rows);
    QVERIFY2(bytesOf(db) == before, "a failed import leaves the file byte-identical");
}

void TestFaults::importIntoReadOnlyDatabaseChangesNothing()
{
    const QString db = newDatabase(QStringLiteral("readonly"));
    const QString folder = QFileInfo(db).absolutePath();
    const QByteArray before = bytesOf(db);
    const QString csv = benchmarkCsv(QStringLiteral("ro.csv"), 10, QStringLiteral("R "));
    QFile::setPermissions(db, QFileDevice::Permissions(0x4444));
    QFile::setPermissions(folder, QFileDevice::Permissions(0x5555));
    ChildOptions user;
    user.unprivileged = true;

    const Run list = run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                             QStringLiteral("--db"), db},
        user);
    QCOMPARE(list.code, 0);
    QVERIFY(list.out.count(QLatin1Char('\n')) > 100); // the whole catalog is readable
    const Run import = run({QStringLiteral("import"), csv, QStringLiteral("--db"), db}, user);
    // Following a feed, or no longer, is a write too: the session's sentence, not SQLite's
    // "attempt to write a readonly database".
    const Run follow
        = run({QStringLiteral("feed"), QStringLiteral("add"), QStringLiteral("lab"),
                  QStringLiteral("http://127.0.0.1:9/prices.csv"), QStringLiteral("--db"), db},
            user);
    const Run unfollow
        = run({QStringLiteral("feed"), QStringLiteral("remove"), QStringLiteral("lab"),
                  QStringLiteral("--keep-rows"), QStringLiteral("--db"), db},
            user);
    QFile::setPermissions(folder, QFileDevice::Permissions(0x7755));
    QCOMPARE(import.code, 1);
    QVERIFY2(import.err.contains(QStringLiteral("read-only")), qPrintable(import.err));
    for (const Run &feed : {follow, unfollow}) {
        QCOMPARE(feed.code, 1);
        QVERIFY2(feed.err.contains(QStringLiteral("read-only for you"))
                && !feed.err.contains(QStringLiteral("readonly database")),
            qPrintable(feed.err));
    }
    QVERIFY(bytesOf(db) == before);
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList {QStringLiteral("catalog.sqlite")});
}

void TestFaults::exportUnderAFileFailsAndNamesIt()
{
    // A "folder" that is a regular file: no one can create a file in it, root included.
    const QString db = newDatabase(QStringLiteral("export-file"));
    const QString notAFolder = m_dir.filePath(QStringLiteral("not-a-folder"));
    writeBytes(notAFolder, "just a file\n");
    const QString out = notAFolder + QStringLiteral("/cards.csv");
    const Run r
        = run({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    QCOMPARE(bytesOf(notAFolder), QByteArray("just a file\n"));
}

void TestFaults::exportToUnwritableFolderLeavesNoFile()
{
    const QString db = newDatabase(QStringLiteral("export-ro"));
    const QString folder = m_dir.filePath(QStringLiteral("locked-folder"));
    QVERIFY(QDir().mkpath(folder));
    QFile::setPermissions(folder, QFileDevice::Permissions(0x5555));
    const QString out = folder + QStringLiteral("/cards.csv");
    ChildOptions user;
    user.unprivileged = true;
    const Run r = run(
        {QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db}, user);
    QFile::setPermissions(folder, QFileDevice::Permissions(0x7755));
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void TestFaults::failedExportKeepsTheOldFile()
{
    const QString db = newDatabase(QStringLiteral("export-full"));
    const QString folder = m_dir.filePath(QStringLiteral("export-target"));
    QVERIFY(QDir().mkpath(folder));
    const QString out = folder + QStringLiteral("/cards.csv");
    const QByteArray old = QByteArray("vendor,model,memory_gb\nNVIDIA,My old export,12\n");
    writeBytes(out, old);
    ChildOptions diskFull;
    diskFull.maxFileSize = 4096; // the export (all cards) is far larger
    const Run r
        = run({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db},
            diskFull);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
    QCOMPARE(bytesOf(out), old);
    // A full disk is no damage: even when the database cannot be read (its WAL index needs room
    // to grow), the file is not set aside.
    QCOMPARE(QDir(QFileInfo(db).path()).entryList({QStringLiteral("*.damaged-*")}).size(), 0);
    // No temporary file is left beside it.
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden),
        QStringList {QStringLiteral("cards.csv")});
    // The same export with room to write replaces it.
    const Run ok
        = run({QStringLiteral("export"), QStringLiteral("--out"), out, QStringLiteral("--db"), db});
    QCOMPARE(ok.code, 0);
    QVERIFY(bytesOf(out).size() > 4096);
}

void TestFaults::twoInstancesImportingAtOnce()
{
    const QString db = newDatabase(QStringLiteral("concurrent"));
    const int rows = 20000;
    const QString a = benchmarkCsv(QStringLiteral("a.csv"), rows, QStringLiteral("A "));
    const QString b = benchmarkCsv(QStringLiteral("b.csv"), rows, QStringLiteral("B "));
    QProcess *pa = start({QStringLiteral("import"), a, QStringLiteral("--db"), db});
    QProcess *pb = start({QStringLiteral("import"), b, QStringLiteral("--db"), db});
    QVERIFY(pa->waitForFinished(240000));
    QVERIFY(pb->waitForFinished(240000));
    int succeeded = 0;
    const std::pair<QProcess *, QString> children[]
        = {{pa, QStringLiteral("A ")}, {pb, QStringLiteral("B ")}};
    for (const auto &[p, prefix] : children) {
        const QString err = QString::fromUtf8(p->readAllStandardError());
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        // Both store all their rows: the second waits for the first (WAL, busy timeout).
        QVERIFY2(p->exitCode() == 0, qPrintable(err));
        int stored = -1;
        const Contents c = contentsOf(db, prefix, &stored);
        QCOMPARE(c.integrity, QStringLiteral("ok"));
        QCOMPARE(stored, rows);
        succeeded += p->exitCode() == 0 ? 1 : 0;
    }
    QCOMPARE(succeeded, 2);
    // Nothing was taken for damage.
    QCOMPARE(QDir(QFileInfo(db).path()).entryList({QStringLiteral("*.damaged-*")}).size(), 0);
    delete pa;
    delete pb;
}

// The window (its catalog session) adds prices one by one while a scheduled `import` runs in
// another process: every row of both is kept and nothing is set aside as damaged.
void TestFaults::theWindowsSessionAndAnImportWriteAtOnce()
{
    const QString db = newDatabase(QStringLiteral("window-and-cli"));
    const int rows = 20000;
    const QString a = benchmarkCsv(QStringLiteral("w.csv"), rows, QStringLiteral("W "));
    CatalogSession session;
    CatalogOpenOptions options;
    options.databasePath = db;
    options.connectionName = QStringLiteral("faults-window");
    QCOMPARE(session.open(options).report.outcome, OpenReport::Outcome::Opened);
    QVERIFY(!session.catalog().prices.isEmpty());
    Price price = session.catalog().prices.first();
    QProcess *p = start({QStringLiteral("import"), a, QStringLiteral("--db"), db});
    const int added = 40;
    for (int i = 0; i < added; ++i) {
        price.id = 0;
        price.origin = Origin::User;
        price.feed.clear();
        price.note = QStringLiteral("window %1").arg(i);
        QString error;
        QVERIFY2(session.addPrice(price, &error) > 0, qPrintable(error));
        QThread::msleep(20);
    }
    QVERIFY(p->waitForFinished(240000));
    QCOMPARE(p->exitCode(), 0);
    delete p;
    int stored = -1;
    QCOMPARE(contentsOf(db, QStringLiteral("W "), &stored).integrity, QStringLiteral("ok"));
    QCOMPARE(stored, rows);
    QString error;
    QVERIFY2(session.reload(&error), qPrintable(error));
    const auto fromWindow
        = std::count_if(session.catalog().prices.cbegin(), session.catalog().prices.cend(),
            [](const Price &x) { return x.note.startsWith(QLatin1String("window ")); });
    QCOMPARE(int(fromWindow), added);
    QCOMPARE(QDir(QFileInfo(db).path()).entryList({QStringLiteral("*.damaged-*")}).size(), 0);
}

// Another program holds the file locked past the busy timeout: the command says the file is in
// use and to try again, exits 1, and the file is neither renamed nor changed; once it is free,
// the same command works.
void TestFaults::aBusyDatabaseIsNotTakenForDamage()
{
    const QString db = newDatabase(QStringLiteral("busy"));
    const QByteArray before = bytesOf(db);
    const QString name = QStringLiteral("faults-holder");
    {
        QSqlDatabase holder = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        holder.setDatabaseName(db);
        QVERIFY(holder.open());
        QSqlQuery q(holder);
        // A rollback journal and an exclusive lock: readers wait too (an old GPU Advisor, the
        // sqlite3 shell in a transaction).
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
        QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        const Run busy = run({QStringLiteral("list"), QStringLiteral("--db"), db});
        QCOMPARE(busy.code, 1);
        QVERIFY2(busy.err.contains(QLatin1String("in use by another GPU Advisor or program")),
            qPrintable(busy.err));
        QVERIFY2(!busy.err.contains(QLatin1String("damaged")), qPrintable(busy.err));
        // After 2 s it says it waits, and for whom (this test holds the file).
        QVERIFY2(busy.err.contains(QLatin1String("Waiting for ")), qPrintable(busy.err));
        QVERIFY2(busy.err.contains(QStringLiteral("in use by tst_faults (pid %1)")
                                       .arg(QCoreApplication::applicationPid())),
            qPrintable(busy.err));
        // The window's retry asks without waiting.
        QElapsedTimer asked;
        asked.start();
        QVERIFY(CatalogDatabase::isHeldByAnother(db));
        QVERIFY2(asked.elapsed() < 1000, qPrintable(QString::number(asked.elapsed())));
        QVERIFY(q.exec(QStringLiteral("COMMIT")));
        QVERIFY(!CatalogDatabase::isHeldByAnother(db));
        holder.close();
    }
    QSqlDatabase::removeDatabase(name);
    QCOMPARE(QDir(QFileInfo(db).path()).entryList({QStringLiteral("*.damaged-*")}).size(), 0);
    QCOMPARE(bytesOf(db).size(), before.size());
    const Run free = run({QStringLiteral("list"), QStringLiteral("--db"), db});
    QCOMPARE(free.code, 0);
}

// Started over ssh or from cron, the program cannot open its window: it says what to do (a
// display, xvfb-run, or the commands) in the user's language and exits 1, not with Qt's abort.
void TestFaults::theWindowWithoutADisplaySaysHowToRunIt()
{
    ChildOptions headless;
    headless.noDisplay = true;
    const QString db = m_dir.filePath(QStringLiteral("no-display.sqlite"));
    const Run en = run(
        {QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("en")}, headless);
    QCOMPARE(en.code, 1);
    QVERIFY2(en.err.contains(QStringLiteral("xvfb-run gpu-advisor")), qPrintable(en.err));
    QVERIFY2(en.err.contains(QStringLiteral("gpu-advisor --help")), qPrintable(en.err));
    QVERIFY2(!en.err.contains(QStringLiteral("could not connect to display")), qPrintable(en.err));
    QVERIFY(!QFile::exists(db)); // nothing was opened
    const Run zh = run(
        {QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("zh_CN")}, headless);
    QCOMPARE(zh.code, 1);
    QVERIFY2(zh.err.contains(QStringLiteral("显示")), qPrintable(zh.err));
    QVERIFY2(zh.err.contains(QStringLiteral("xvfb-run gpu-advisor")), qPrintable(zh.err));
    // A command needs no display.
    QCOMPARE(run({QStringLiteral("--version")}, headless).code, 0);
}

// A table or an export that does not reach its file (a full disk: /dev/full) exits 1 with the
// system's words, not 0 with "Wrote …".
void TestFaults::outputThatCannotBeWrittenIsAnError()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("this system has no /dev/full");
    const QString db = newDatabase(QStringLiteral("dev-full"));
    ChildOptions full;
    full.standardOutputFile = QStringLiteral("/dev/full");
    for (const QStringList &args :
        {QStringList {QStringLiteral("list"), QStringLiteral("--db"), db},
            QStringList {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--db"), db},
            QStringList {QStringLiteral("export"), QStringLiteral("--kind"),
                QStringLiteral("prices"), QStringLiteral("--db"), db}}) {
        const Run r = run(args, full);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QLatin1String("No space left on device")), qPrintable(r.err));
    }
    const Run toFile
        = run({QStringLiteral("export"), QStringLiteral("--kind"), QStringLiteral("prices"),
            QStringLiteral("--out"), QStringLiteral("/dev/full"), QStringLiteral("--db"), db});
    QCOMPARE(toFile.code, 1);
    QVERIFY2(toFile.err.contains(QLatin1String("No space left on device")), qPrintable(toFile.err));
    QVERIFY(!toFile.out.contains(QLatin1String("Wrote")));
    QVERIFY(QFileInfo(QStringLiteral("/dev/full")).exists());
}

// A damaged file: the command sets it aside, says so in three lines (the integrity check's long
// text goes to a log it names), and exits 1; the next command runs on the fresh file.
void TestFaults::aDamagedDatabaseIsSetAsideWithAShortMessage()
{
    const QString db = newDatabase(QStringLiteral("damaged"));
    QByteArray bytes = bytesOf(db);
    // Pages in the middle overwritten: the header is fine, the b-trees are not.
    const qsizetype page = 4096;
    for (qsizetype at = 4 * page; at + 512 < bytes.size(); at += 7 * page)
        bytes.replace(at, 512, QByteArray(512, '\x5a'));
    writeBytes(db, bytes);
    const Run damaged = run({QStringLiteral("list"), QStringLiteral("--db"), db});
    QCOMPARE(damaged.code, 1);
    const QStringList lines = damaged.err.trimmed().split(QLatin1Char('\n'));
    QVERIFY2(lines.size() <= 3, qPrintable(damaged.err));
    QVERIFY2(damaged.err.contains(QLatin1String(".damaged-")), qPrintable(damaged.err));
    const QStringList kept
        = QDir(QFileInfo(db).path()).entryList({QStringLiteral("catalog.sqlite.damaged-*")});
    QVERIFY(!kept.isEmpty());
    for (const QString &name : kept) {
        if (name.endsWith(QLatin1String(".log"))) {
            QVERIFY2(damaged.err.contains(name), qPrintable(damaged.err));
            QVERIFY(QFileInfo(QFileInfo(db).path() + QLatin1Char('/') + name).size() > 0);
        }
    }
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--db"), db}).code, 0);
}

void TestFaults::theWindowOnABrokenDisplaySaysHowToRunIt_data()
{
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QString>("language");
    QTest::newRow("QT_QPA_PLATFORM=xcb and no DISPLAY")
        << QStringList {QStringLiteral("QT_QPA_PLATFORM=xcb")} << QStringLiteral("en");
    QTest::newRow("a DISPLAY no X server answers")
        << QStringList {QStringLiteral("DISPLAY=:87")} << QStringLiteral("en");
    QTest::newRow("WAYLAND_DISPLAY without a compositor")
        << QStringList {QStringLiteral("WAYLAND_DISPLAY=wayland-87")} << QStringLiteral("zh_CN");
    QTest::newRow("a platform Qt does not know")
        << QStringList {QStringLiteral("QT_QPA_PLATFORM=nosuchplatform")} << QStringLiteral("en");
}

// Qt would abort (exit 134) when its platform cannot start: the program exits 1 and says what to
// do, in the user's language, and opens no database.
void TestFaults::theWindowOnABrokenDisplaySaysHowToRunIt()
{
    QFETCH(QStringList, environment);
    QFETCH(QString, language);
    ChildOptions broken;
    broken.noDisplay = true;
    broken.environment = environment;
    const QString db = m_dir.filePath(QStringLiteral("broken-display.sqlite"));
    const Run r = run({QStringLiteral("--db"), db, QStringLiteral("--lang"), language}, broken);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("xvfb-run gpu-advisor")), qPrintable(r.err));
    QVERIFY2(r.err.contains(language == QLatin1String("en") ? QStringLiteral("display")
                                                            : QStringLiteral("显示")),
        qPrintable(r.err));
    QVERIFY(!QFile::exists(db));
}

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
