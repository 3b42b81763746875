// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Loads and stores catalog value types. Every statement is prepared with bound values; every
// multi-row write runs in one transaction, so a failed import or refresh leaves the database as
// it was. Uses the named connection of a CatalogDatabase (or any QSQLITE connection with the
// schema of db/schema.sql).

#include "CatalogData.h"

#include <QCoreApplication>
#include <QString>

namespace gpu {

class CatalogRepository
{
    Q_DECLARE_TR_FUNCTIONS(CatalogRepository)
public:
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
        int rowsAdded = 0; ///< prices + benchmarks + cloud offerings stored
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
    CatalogData loadAll(QString *error = nullptr) const;
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

    /// The user's own price rows. Returns the new row id, or 0 and `error`.
    qint64 addPrice(const Price &price, QString *error = nullptr);
    bool updatePrice(const Price &price, QString *error = nullptr);
    bool removePrice(qint64 id, QString *error = nullptr);

    QString metaValue(const QString &key) const;
    bool setMetaValue(const QString &key, const QString &value);

private:
    QString m_connectionName;
};

} // namespace gpu
