// SPDX-License-Identifier: GPL-3.0-or-later
// The shared catalog's local snapshot (writeSnapshot(), CatalogDatabase.h): a whole copy of the
// server's catalog into an SQLite file, through copyCatalogRows() (CatalogCopy.h). Part of
// CatalogDatabase, so that the copy does not need the database's schema functions back (no
// include cycle between CatalogDatabase and CatalogCopy).

#include "CatalogCopy.h"
#include "CatalogDatabase.h"
#include "CatalogRepository.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace gpu {

namespace {

QString metaOf(const QString &connection, const QString &key)
{
    return CatalogRepository(connection).metaValue(key);
}

// The messages' translation context: the same as CatalogCopy.cpp's.
class CatalogCopy
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCopy)
};

} // namespace

QString writeSnapshot(const QString &fromConnection, const QString &file, const QString &sourceName)
{
    const QString revision = metaOf(fromConnection, QStringLiteral("revision"));
    const QString checkName = QStringLiteral("gpu-advisor-snapshot-check");
    if (!revision.isEmpty() && QFileInfo::exists(file)) {
        QString stored;
        {
            QSqlDatabase check = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), checkName);
            check.setDatabaseName(file);
            check.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            if (check.open()) {
                if (CatalogDatabase::schemaVersionOf(checkName) == CatalogDatabase::SchemaVersion)
                    stored = metaOf(checkName, QStringLiteral("revision"));
                check.close();
            }
        }
        QSqlDatabase::removeDatabase(checkName);
        if (stored == revision)
            return {};
    }

    if (!QDir().mkpath(QFileInfo(file).absolutePath()))
        return CatalogCopy::tr("cannot create the folder of %1")
            .arg(QDir::toNativeSeparators(file));
    // A part file of this writer's own: sessions of one user that start at once (the window and
    // a script) each write the snapshot, and one must not remove or rename the other's file
    // while it is being written. The last complete copy renamed into place wins.
    const QString part = QStringLiteral("%1.%2-%3.part")
                             .arg(file)
                             .arg(QCoreApplication::applicationPid())
                             .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    const QString writeName = QStringLiteral("gpu-advisor-snapshot-write");
    QString error;
    {
        QSqlDatabase out = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), writeName);
        out.setDatabaseName(part);
        if (!out.open()) {
            error = out.lastError().text();
        } else {
            {
                // The part file is renamed into place only once it is complete (below); a crash
                // half-way leaves it unused. So it needs no rollback journal and no waiting for
                // the disk.
                QSqlQuery pragma(out);
                pragma.exec(QStringLiteral("PRAGMA journal_mode = OFF"));
                pragma.exec(QStringLiteral("PRAGMA synchronous = OFF"));
            }
            error = CatalogDatabase::createSchemaOn(writeName);
            if (error.isEmpty())
                error = copyCatalogRows(fromConnection, writeName);
            if (error.isEmpty()) {
                CatalogRepository repo(writeName);
                if (!repo.setMetaValue(QStringLiteral("snapshot_of"), sourceName)
                    || !repo.setMetaValue(QStringLiteral("snapshot_taken_at"),
                        QDateTime::currentDateTimeUtc().toString(Qt::ISODate)))
                    error = CatalogCopy::tr("cannot record where the snapshot came from");
            }
            out.close();
        }
    }
    QSqlDatabase::removeDatabase(writeName);
    if (error.isEmpty()
        && std::rename(QFile::encodeName(part).constData(), QFile::encodeName(file).constData())
            != 0)
        error = CatalogCopy::tr("cannot replace %1").arg(QDir::toNativeSeparators(file));
    if (!error.isEmpty()) {
        QFile::remove(part);
        return CatalogCopy::tr("the local copy of the shared catalog was not written: %1")
            .arg(error);
    }
    return {};
}

} // namespace gpu
