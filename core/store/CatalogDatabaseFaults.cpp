// SPDX-License-Identifier: GPL-3.0-or-later
// CatalogDatabase when things go wrong: a file another process holds (busy, never taken for
// damage), a damaged file set aside with its check's details, WAL mode for sharing one file.

#include "CatalogDatabase.h"

#include "CatalogDatabase_p.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <algorithm>

namespace gpu {

namespace {

QString timestamp()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

} // namespace

namespace database {

// SQLITE_BUSY (5) and SQLITE_LOCKED (6), with their extended codes (code & 0xff): another
// connection holds the file; nothing about the file itself.
bool isBusyError(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    if (ok && ((code & 0xff) == 5 || (code & 0xff) == 6))
        return true;
    return CatalogDatabase::isBusyText(error.text());
}

bool isEnvironmentText(const QString &text)
{
    for (const char *words : {"disk I/O error", "database or disk is full", "out of memory",
             "unable to open database file", "locking protocol"}) {
        if (text.contains(QLatin1String(words), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

bool isEnvironmentError(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    if (ok
        && (code == 3 || code == 7 || code == 8 || code == 10 || code == 13 || code == 14
            || code == 15))
        return true;
    return isEnvironmentText(error.text());
}

} // namespace database

using namespace database;

bool CatalogDatabase::isBusyText(const QString &text)
{
    return text.contains(QLatin1String("database is locked"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("database table is locked"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("database is busy"), Qt::CaseInsensitive);
}

bool CatalogDatabase::isHeldByAnother(const QString &path)
{
    if (!QFileInfo(path).isFile())
        return false;
    const QString name = QStringLiteral("gpu-advisor-lock-probe");
    bool held = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0;QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery q(db);
            // Reading the schema needs the shared lock the start-up check needs.
            if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master")))
                held = isBusyError(q.lastError());
        } else {
            held = isBusyText(db.lastError().text());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return held;
}

QString CatalogDatabase::holdersOf(const QString &path)
{
    // Linux: every process's open files are links under /proc/PID/fd (others' are readable by
    // root or their owner only: "where the system tells it").
    const QString file = QFileInfo(path).canonicalFilePath();
    if (file.isEmpty() || !QFileInfo::exists(QStringLiteral("/proc/self/fd")))
        return {};
    const QSet<QString> names = {file, file + QStringLiteral("-wal"),
        file + QStringLiteral("-journal"), file + QStringLiteral("-shm")};
    const qint64 self = QCoreApplication::applicationPid();
    QStringList holders;
    const QDir proc(QStringLiteral("/proc"));
    for (const QString &entry : proc.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        if (!numeric || pid == self || holders.size() >= 3)
            continue;
        const QDir fds(proc.filePath(entry + QStringLiteral("/fd")));
        const QFileInfoList links = fds.entryInfoList(QDir::Files | QDir::System);
        const bool holds = std::any_of(links.cbegin(), links.cend(),
            [&names](const QFileInfo &link) { return names.contains(link.symLinkTarget()); });
        if (!holds)
            continue;
        QFile comm(proc.filePath(entry + QStringLiteral("/comm")));
        const QString name = comm.open(QIODevice::ReadOnly)
            ? QString::fromLocal8Bit(comm.readAll()).trimmed()
            : QStringLiteral("?");
        holders << tr("%1 (pid %2)").arg(name).arg(pid);
    }
    return holders.join(QStringLiteral(", "));
}

bool CatalogDatabase::waitForRelease(const QString &path) const
{
    QElapsedTimer waited;
    waited.start();
    bool told = false;
    while (isHeldByAnother(path)) {
        if (waited.elapsed() >= 5000)
            return false;
        if (!told && waited.elapsed() >= 2000) {
            told = true;
            if (m_waitNotice) {
                const QString holders = holdersOf(path);
                const QString shown = QDir::toNativeSeparators(path);
                m_waitNotice(holders.isEmpty()
                        ? tr("Waiting for %1: another program is using it…").arg(shown)
                        : tr("Waiting for %1: it is in use by %2…").arg(shown, holders));
            }
        }
        QThread::msleep(100);
    }
    return true;
}

bool CatalogDatabase::walIndexCannotBeMade(const QString &file)
{
    const QFileInfo info(file);
    if (QFileInfo::exists(file + QStringLiteral("-shm"))
        || QFileInfo(info.absolutePath()).isWritable())
        return false;
    // Bytes 18 and 19 of the header are 2 in WAL mode (SQLite's file format, section 1.3).
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = f.read(20);
    return header.size() == 20 && header.at(18) == 2 && header.at(19) == 2;
}

OpenReport CatalogDatabase::busyFile(OpenReport report, const QString &problem,
    const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    closeConnection();
    report.outcome = OpenReport::Outcome::Busy;
    report.problem = problem;
    return fallBackToMemory(report, builtin, builtinVersion);
}

void CatalogDatabase::useWriteAheadLog()
{
    // Persistent in the file: every later connection, in any process, reads without waiting
    // for a writer. A file on a file system without shared memory keeps its journal (the
    // pragma then answers the old mode), which only means readers may wait as before.
    QSqlQuery q(database());
    q.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
}

void CatalogDatabase::keepDetails(OpenReport &report, const QString &problem)
{
    // SQLite's integrity check lists up to 100 problems: they go to a log beside the kept file,
    // and the message keeps the first.
    QString summary = problem;
    summary.remove(QLatin1String("*** in database main ***"));
    summary = summary.trimmed();
    const qsizetype lineEnd = summary.indexOf(QLatin1Char('\n'));
    if (lineEnd < 0 && summary.size() <= 200)
        return;
    QFile log(report.keptAs + QStringLiteral(".log"));
    if (!log.open(QIODevice::WriteOnly | QIODevice::Text))
        return;
    log.write(problem.toUtf8() + '\n');
    log.close();
    report.detailsLog = log.fileName();
    summary = summary.left(lineEnd < 0 ? 200 : qMin<qsizetype>(lineEnd, 200)).trimmed();
    if (summary.count(QLatin1Char('(')) > summary.count(QLatin1Char(')')))
        summary += QStringLiteral(" …)");
    else
        summary += QStringLiteral(" …");
    report.problem = summary;
}

OpenReport CatalogDatabase::recoverFile(OpenReport report, const QString &problem,
    const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    const QString &path = report.path;
    report.problem = problem;
    closeConnection();
    const QString kept = path + QStringLiteral(".damaged-") + timestamp();
    if (!QFile::rename(path, kept)) {
        report.problem += tr("; it could not be moved aside either");
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    for (const char *suffix : {"-journal", "-wal", "-shm"})
        QFile::rename(path + QLatin1String(suffix), kept + QLatin1String(suffix));
    report.keptAs = kept;
    keepDetails(report, problem);
    QString error;
    if (!openConnection(path, false, &error) || !(error = createSchema()).isEmpty()) {
        report.problem += QStringLiteral("; ") + error;
        return fallBackToMemory(report, builtin, builtinVersion);
    }
    bool refreshed = false;
    error = refreshBuiltin(builtin, builtinVersion, &refreshed);
    report.builtinRefreshed = refreshed;
    report.outcome = OpenReport::Outcome::Recovered;
    return report;
}

OpenReport CatalogDatabase::unreadableFile(OpenReport report, const QString &problem,
    const std::function<CatalogData()> &builtin, const QString &builtinVersion)
{
    closeConnection();
    report.problem = tr("it cannot be read on this computer now (%1: is the disk full?); the file "
                        "was not changed")
                         .arg(problem);
    return fallBackToMemory(report, builtin, builtinVersion);
}

QString CatalogDatabase::checkIntegrity(OpenReport &report, CheckTrouble *trouble)
{
    *trouble = CheckTrouble::None;
    // The query and the handle end with this function: recoverFile() closes and removes the
    // connection, which Qt refuses noisily ("connection … is still in use") while either is alive.
    QSqlDatabase db = database();
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next()
        || check.value(0).toString() != QLatin1String("ok")) {
        const QString detail
            = check.lastError().isValid() ? check.lastError().text() : check.value(0).toString();
        if (check.lastError().isValid() && isBusyError(check.lastError())) {
            *trouble = CheckTrouble::Busy;
            return detail;
        }
        if (check.lastError().isValid() && isEnvironmentError(check.lastError())) {
            *trouble = CheckTrouble::Environment;
            return detail;
        }
        return tr("its integrity check failed (%1)").arg(detail);
    }
    check.finish();
    report.schemaVersionFound = userVersion(db);
    if (report.schemaVersionFound < 0)
        return tr("its schema version cannot be read");
    return {};
}

} // namespace gpu
