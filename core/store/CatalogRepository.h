// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Loads and stores catalog value types. Every statement is prepared with bound values; every
// multi-row write runs in one transaction, so a failed import or refresh leaves the database as
// it was. Uses the named connection of a CatalogDatabase: SQLite (QSQLITE) or a shared catalog on
// PostgreSQL (QPSQL), with the schema of db/schema.sql; the SQL is written once for both
// (core/store/SqlDialect.h).

#include "CatalogData.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace gpu {

class CatalogRepository
{
    Q_DECLARE_TR_FUNCTIONS(CatalogRepository)
public:
    /// PostgreSQL advisory-lock key every writer of a shared catalog takes for its transaction
    /// (and the schema set-up for its whole run): writers take turns, as on SQLite.
    static constexpr qint64 WriterLockKey = 0x6770752d616476; // "gpu-adv"

    explicit CatalogRepository(const QString &connectionName);

    struct WriteResult
    {
        bool ok = true;
        QString error; ///< translated sentence; names the row when one is at fault
        std::optional<DataKind> failedKind; ///< kind of the row at fault, if any
        int failedIndex = -1; ///< index of that row in the input, if any
        int cardsAdded = 0;
        int cardsUpdated = 0;
        int cardsUnchanged = 0;
        int rowsAdded = 0; ///< prices + benchmarks + cloud offerings + exchange rates stored
        int rowsSkipped = 0; ///< exact duplicates of rows already stored
        int modelsAdded = 0; ///< models of a name the catalog did not have
        int modelsUpdated = 0; ///< models that replaced the catalog's model of their name

        static WriteResult failure(
            const QString &error, std::optional<DataKind> kind = std::nullopt, int index = -1)
        {
            WriteResult r;
            r.ok = false;
            r.error = error;
            r.failedKind = kind;
            r.failedIndex = index;
            return r;
        }
    };

    /// Everything in the database. On failure returns what could be read and sets `error`.
    /// With `pricesOnly`, the cards, their prices and the exchange rates alone (what `list`
    /// shows): the measured results, cloud offerings and models stay unread.
    CatalogData loadAll(QString *error = nullptr, bool pricesOnly = false) const;
    /// Told how far a read is: the rows read so far and the rows of every table it reads (both
    /// counted before it begins, so `rowsTotal` is fixed). Called every few thousand rows and
    /// once at the end; returning false stops the read, which then fails with `error`
    /// "cancelled" (CatalogReader, the window's reader on a worker thread).
    using LoadProgress = std::function<bool(qint64 rowsRead, qint64 rowsTotal)>;
    /// loadAll() telling `progress` how far it is.
    CatalogData loadAll(QString *error, bool pricesOnly, const LoadProgress &progress) const;
    /// Card count (cheap), or -1 on error.
    int cardCount() const;

    /// Stores the user's (or any origin's) rows in one transaction: cards are matched by identity
    /// (an identical card is left alone, a different one is updated and becomes the user's own);
    /// prices, benchmarks and cloud offerings must refer to a card that exists in the database or
    /// in `data`; exact duplicates of stored rows are skipped; a model replaces the model of its
    /// name (as findModel() folds names) and becomes the user's. All or nothing.
    WriteResult importData(const CatalogData &data, Origin origin = Origin::User);

    /// Replaces the built-in rows with `data` in one transaction and records `version`. Built-in
    /// cards are updated in place (ids are kept, so the user's rows that refer to them stay
    /// attached); a built-in card no longer shipped is removed unless the user has rows for it;
    /// cards and rows of origin "user" are never touched.
    WriteResult replaceBuiltin(const CatalogData &data, const QString &version);

    /// The user's own price rows, each change in one transaction. addPrice returns the new row
    /// id, or 0 and `error`; the row records who added it and when (RowStamp).
    qint64 addPrice(const Price &price, QString *error = nullptr);
    /// Changes the price row `price.id`. With `price.stamp.version` > 0 (the row version it was
    /// read with) the change is refused when the row was changed or removed since (someone else
    /// on a shared catalog): false, and `error` names who changed it and what it holds now.
    /// `newVersion` receives the row's version after the change.
    bool updatePrice(const Price &price, QString *error = nullptr, int *newVersion = nullptr);
    /// Removes price row `id`; with `expectedVersion` > 0, only if the row still has that
    /// version (as updatePrice()).
    bool removePrice(qint64 id, QString *error = nullptr, int expectedVersion = 0);

    /// The feeds the catalog follows (Feeds.h), by name; empty on error (`error` says why).
    QList<Feed> feeds(QString *error = nullptr) const;
    /// Adds a feed (its name must be new); false and `error` otherwise.
    bool addFeed(const Feed &feed, QString *error = nullptr);
    /// Records what the last check of feed `feed.name` saw (etag, dates, rows, status).
    bool saveFeedState(const Feed &feed, QString *error = nullptr);
    /// Removes feed `name`. With `removeRows` the rows it brought go too, in the same
    /// transaction (its cards and models only where nothing but the feed's rows refers to them);
    /// otherwise they stay as the user's own (untagged). `rowsRemoved` receives how many went.
    bool removeFeed(
        const QString &name, bool removeRows, QString *error = nullptr, int *rowsRemoved = nullptr);
    /// Replaces the rows feed `name` brought last time by `data`'s, all or nothing, each stored
    /// as the user's and tagged with the feed. The feed never overwrites a row it did not bring:
    /// a card or model of a name the catalog already has (built-in, the user's own or another
    /// feed's) is left as it is and counted as unchanged; its prices, results and offerings refer
    /// to it all the same.
    WriteResult replaceFeedRows(const QString &name, const CatalogData &data);

    QString metaValue(const QString &key) const;
    bool setMetaValue(const QString &key, const QString &value);
    /// Several keys in one transaction: a reader sees all the old values or all the new ones,
    /// and the file is synced once (a cached fit and the digest it is keyed by). False, with
    /// nothing changed, if the database refused.
    bool setMetaValues(const QList<QPair<QString, QString>> &values);

private:
    QString m_connectionName;
};

} // namespace gpu
