// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the repository (CatalogRepository.cpp, CatalogRepositoryWrite.cpp,
// CatalogRepositoryEdits.cpp): the write session, the card index, the row stamps of a write and
// the writers of each data kind.

#include "CatalogRepository.h"
#include "StoredRows.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

namespace gpu::repository {

/// Who writes: the database role on a shared catalog (what the server checks), the login name on
/// one's own file.
QString currentAuthor(QSqlDatabase &db);
QString utcNow();

/// added_by and added_at of a row written with `origin`: the author and now for the user's rows,
/// unknown (NULL) for built-in rows.
struct WriteStamp
{
    QVariant by;
    QVariant at;
};
WriteStamp writeStamp(QSqlDatabase &db, Origin origin);

/// A write session: one transaction, rolled back unless committed. Writers take turns: on SQLite
/// BEGIN IMMEDIATE takes the write lock at the start, so a second instance writing to the same
/// file waits for the first (up to the connection's busy timeout) instead of failing half-way
/// through with "database is locked" (tests/core/tst_faults); on PostgreSQL a transaction-level
/// advisory lock does the same for everyone writing to the shared catalog, so two imports never
/// both decide that a row is new. Readers are never blocked. A committed write gives the catalog
/// a new revision (meta key "revision"), which tells a reader's snapshot that it is out of date.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    bool isActive() const { return m_active; }
    QString error() const { return m_error; }
    bool commit();

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QString m_error;
};

/// Card ids by identity, filled from the database and updated as rows are written.
class CardIndex
{
public:
    explicit CardIndex(QSqlDatabase &db);
    struct Entry
    {
        qint64 id = 0;
        Origin origin = Origin::User;
    };
    std::optional<Entry> find(const CardKey &key) const
    {
        const auto it = m_ids.constFind(key.toId());
        return it == m_ids.constEnd() ? std::nullopt : std::optional<Entry>(*it);
    }
    void insert(const CardKey &key, qint64 id, Origin origin)
    {
        m_ids.insert(key.toId(), {id, origin});
    }

private:
    QHash<QString, Entry> m_ids;
};

/// "prices row 3: …"
QString rowError(DataKind kind, int index, const QString &what);
/// Binds `values` by position and executes; false and `error` on failure.
bool execPrepared(QSqlQuery &q, const QVariantList &values, QString *error);
/// The id a just-executed INSERT … RETURNING id gave back, or 0.
qint64 returnedId(QSqlQuery &insert);

/// INSERT INTO `kind` (its columns, added_by, added_at) VALUES (…) RETURNING id: each insert ends
/// with the WriteStamp and returns the new row's id, as RETURNING reads alike on both engines
/// (SQLite 3.35+), where QSqlQuery::lastInsertId() does not (QPSQL answers with an OID, which
/// tables no longer have).
template<typename T> QString insertSql(const StoredKind<T> &kind)
{
    const QStringList cols = kind.columns();
    QStringList marks;
    for (int i = 0; i < cols.size() + 2; ++i)
        marks.append(QStringLiteral("?"));
    return QStringLiteral("INSERT INTO %1 (%2, added_by, added_at) VALUES (%3) RETURNING id")
        .arg(kind.table, cols.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")));
}

/// UPDATE `kind` SET (its columns) = ?, changed_by = ?, changed_at = ?, a new row version, WHERE
/// id = ? and `condition` (more placeholders after the id).
template<typename T>
QString updateSql(const StoredKind<T> &kind, const QString &condition = QString())
{
    QStringList assignments;
    for (const QString &c : kind.columns())
        assignments.append(c + QStringLiteral(" = ?"));
    return QStringLiteral("UPDATE %1 SET %2, changed_by = ?, changed_at = ?, "
                          "row_version = row_version + 1 WHERE id = ?%3")
        .arg(kind.table, assignments.join(QStringLiteral(", ")),
            condition.isEmpty() ? QString() : QStringLiteral(" AND ") + condition);
}

/// Signature of a dependent row without id and origin, to skip exact duplicates on import.
QString signature(const QVariantList &values, int originIndex);

/// The signatures of the stored rows of `kind`.
template<typename T> QSet<QString> existingSignatures(QSqlDatabase &db, const StoredKind<T> &kind)
{
    QSet<QString> out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    const QStringList cols = kind.columns();
    if (!q.exec(
            QStringLiteral("SELECT %1 FROM %2").arg(cols.join(QStringLiteral(", ")), kind.table)))
        return out;
    const int origin = kind.originIndex();
    while (q.next()) {
        QVariantList values;
        for (int i = 0; i < cols.size(); ++i)
            values.append(i == origin ? QVariant() : q.value(i));
        out.insert(signature(values, origin));
    }
    return out;
}

// The writers of importData, replaceBuiltin and replaceFeedRows (CatalogRepositoryWrite.cpp).
using WriteResult = CatalogRepository::WriteResult;
bool writeCards(QSqlDatabase &db, const CatalogData &data, Origin origin, bool userWins,
    CardIndex &index, WriteResult &result);
bool writeModels(QSqlDatabase &db, const QList<ModelSpec> &models, Origin origin, bool userWins,
    WriteResult &result);
/// Prices, benchmarks and cloud offerings: each must refer to a card of `index`; rows whose
/// signature is in `skip` are counted as skipped.
template<typename Row>
bool writeRows(QSqlDatabase &db, const QList<Row> &rows, DataKind kind, Origin origin,
    const CardIndex &index, const QSet<QString> &skip, WriteResult &result);
bool writeRates(QSqlDatabase &db, const QList<ExchangeRateRow> &rows, Origin origin,
    bool replacingBuiltin, WriteResult &result);

/// The three kinds that refer to a card, in that order (replaceBuiltin, replaceFeedRows).
bool writeDependentRows(QSqlDatabase &db, const CatalogData &data, Origin origin,
    const CardIndex &index, WriteResult &result);

} // namespace gpu::repository
