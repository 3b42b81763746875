// SPDX-License-Identifier: GPL-3.0-or-later
// The markers of CatalogDatabase::IntegrityCheck: which process has a database file open to
// write, so that the next open knows when one ended without closing it.
#include "CatalogDatabase.h"
#include "CatalogDatabase_p.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <signal.h>
#endif

namespace gpu {

namespace {

QString markerPrefix(const QFileInfo &file)
{
    return file.fileName() + QStringLiteral(".open-");
}

// The process of a marker named "<file>.open-PID.N": its PID, or -1.
qint64 markerPid(const QString &name, const QString &prefix)
{
    bool ok = false;
    const qint64 pid = name.mid(prefix.size()).section(QLatin1Char('.'), 0, 0).toLongLong(&ok);
    return ok && pid > 0 ? pid : -1;
}

bool processIsGone(qint64 pid)
{
    if (pid == QCoreApplication::applicationPid())
        return false;
#ifdef Q_OS_UNIX
    // Signal 0 asks whether the process exists; EPERM: it does, as another user's.
    return ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
#else
    return true; // not known here: check
#endif
}

QAtomicInt g_markers;

// The markers beside `path` whose process is gone: what an unclean exit leaves.
QStringList staleMarkers(const QString &path)
{
    const QFileInfo file(path);
    const QString prefix = markerPrefix(file);
    const QDir dir = file.absoluteDir();
    QStringList stale;
    for (const QString &name :
        dir.entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden))
        if (const qint64 pid = markerPid(name, prefix); pid > 0 && processIsGone(pid))
            stale.append(dir.filePath(name));
    return stale;
}

} // namespace

bool CatalogDatabase::uncleanExitMarked(const QString &path)
{
    return !staleMarkers(path).isEmpty();
}

void CatalogDatabase::removeStaleMarkers(const QString &path)
{
    for (const QString &marker : staleMarkers(path))
        QFile::remove(marker);
}

void CatalogDatabase::placeMarker(const QString &path)
{
    removeMarker();
    const QFileInfo file(path);
    const QString marker = file.absoluteDir().filePath(markerPrefix(file)
        + QStringLiteral("%1.%2").arg(QCoreApplication::applicationPid()).arg(++g_markers));
    QFile f(marker);
    // Best effort: without it, a crash of this process goes unchecked at the next open (the
    // damage a query meets is still caught then).
    if (f.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        m_marker = marker;
}

void CatalogDatabase::removeMarker()
{
    if (m_marker.isEmpty())
        return;
    QFile::remove(m_marker);
    m_marker.clear();
}

void CatalogDatabase::playBackHotJournal(const QString &path)
{
    if (QFileInfo(path + QStringLiteral("-journal")).size() <= 0)
        return;
    QString ignored;
    if (openConnection(path, false, &ignored)) {
        QSqlQuery recovery(database());
        recovery.exec(QStringLiteral("SELECT COUNT(*) FROM sqlite_master"));
    }
    closeConnection();
}

bool CatalogDatabase::isDamageText(const QString &text)
{
    return text.contains(QLatin1String("malformed"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("not a database"), Qt::CaseInsensitive);
}

QString CatalogDatabase::readSchemaVersion(OpenReport &report, CheckTrouble *trouble)
{
    *trouble = CheckTrouble::None;
    QSqlDatabase db = database();
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        const QSqlError error = q.lastError();
        if (database::isBusyError(error))
            *trouble = CheckTrouble::Busy;
        else if (database::isEnvironmentError(error))
            *trouble = CheckTrouble::Environment;
        return error.isValid() ? error.text() : tr("its schema version cannot be read");
    }
    report.schemaVersionFound = q.value(0).toInt();
    return {};
}

} // namespace gpu
