// SPDX-License-Identifier: GPL-3.0-or-later
// The repository: reading every row, an import and the built-in refresh. Its statements come
// from the column tables (StoredRows.h); the writers are in CatalogRepositoryWrite.cpp, the
// user's price edits and the feeds in CatalogRepositoryEdits.cpp.
#include "CatalogRepository.h"

#include "CatalogRepository_p.h"
#include "SqlDialect.h"
#include "SqliteRows.h"

#include <QSqlError>
#include <QSqlRecord>

#include <algorithm>

namespace gpu {

using namespace repository;

namespace {

// How far loadAll() is, for its LoadProgress: told every `Step` rows; a false answer stops it.
struct LoadCounter
{
    static constexpr qint64 Step = 4096;
    const CatalogRepository::LoadProgress *progress = nullptr;
    qint64 read = 0;
    qint64 total = 0;
    qint64 asks = 0;
    bool stopped = false;

    /// One more row read; false once the read is to stop.
    bool row()
    {
        ++read;
        if (read % Step == 0)
            tell();
        return !stopped;
    }
    /// Whether the read is to stop, asked while SQLite sorts a table too (its progress handler
    /// calls often: the callback is told only every `Step` calls).
    bool stopAsked()
    {
        if (!stopped && ++asks % Step == 0)
            tell();
        return stopped;
    }

private:
    void tell()
    {
        if (progress && *progress && !(*progress)(std::min(read, total), total))
            stopped = true;
    }
};

// Reads every row of `kind` (its id, columns and stamps) in `order` into `out`; false and
// `error` on failure or when `counter` is told to stop.
template<typename T>
bool loadRows(QSqlDatabase &db, const StoredKind<T> &kind, const QString &order, QList<T> &out,
    columns::TextPool &text, const QHash<qint64, CardKey> *cards, LoadCounter &counter,
    QString *error)
{
    QStringList select;
    if (kind.id)
        select.append(QStringLiteral("id"));
    select.append(kind.columns());
    if (kind.stamp)
        select.append(stampColumns());
    const QString sql = QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                            .arg(select.join(QStringLiteral(", ")), kind.table, order);
    const auto stopped = [&] {
        if (error)
            *error = CatalogRepository::tr("cancelled");
        return false;
    };
    // SQLite: straight through its C API on the same connection (SqliteRows.h), about twice as
    // fast; PostgreSQL, or a connection without a handle: QSqlQuery. A stop asked for while
    // SQLite steps takes effect after the statement (a table of 100,000 cards: a fraction of
    // a second).
    const SqliteReadResult direct = forEachSqliteRow(
        db, sql,
        [&](const SqliteRow &row) {
            out.append(kind.read(row, 0, row.count(), text, cards));
            counter.row();
        },
        error,
        counter.progress && *counter.progress ? [&] { return counter.stopAsked(); }
                                              : std::function<bool()>());
    if (direct == SqliteReadResult::Stopped)
        return stopped();
    if (direct != SqliteReadResult::Unavailable)
        return direct == SqliteReadResult::Done;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(sql)) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    // The column count, read once per query (QSqlQuery::record() on a row copies every value of
    // the row, and QPSQL builds the record anew at each call).
    const int columnCount = q.record().count();
    while (q.next()) {
        out.append(kind.read(q, 0, columnCount, text, cards));
        if (!counter.row())
            return stopped();
    }
    return true;
}

// The number of rows of `table`, to make room for them up front: growing a list of 100,000 rows
// copies it and briefly holds it twice.
int rowsIn(QSqlDatabase &db, QLatin1String table)
{
    QSqlQuery count(db);
    return count.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) && count.next()
        ? count.value(0).toInt()
        : 0;
}

// Removes the built-in cards `data` no longer ships, unless the user has rows that refer to them.
bool removeObsoleteBuiltinCards(QSqlDatabase &db, const CatalogData &data, QString *error)
{
    QSet<QString> shipped;
    for (const Card &c : data.cards)
        shipped.insert(c.key.toId());
    QSqlQuery old(db);
    old.setForwardOnly(true);
    old.exec(QStringLiteral("SELECT id, vendor, model, memory_gb, form FROM cards WHERE origin = "
                            "'builtin' AND id NOT IN "
                            "(SELECT card_id FROM prices UNION SELECT card_id FROM benchmarks "
                            "UNION SELECT card_id FROM cloud_offerings)"));
    QList<qint64> obsolete;
    while (old.next()) {
        const CardKey key {old.value(1).toString(), old.value(2).toString(),
            old.value(3).toDouble(),
            formFromString(old.value(4).toString()).value_or(Form::Desktop)};
        if (!shipped.contains(key.toId()))
            obsolete.append(old.value(0).toLongLong());
    }
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral("DELETE FROM cards WHERE id = ?"));
    for (qint64 id : obsolete) {
        remove.bindValue(0, id);
        if (!remove.exec()) {
            *error = remove.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

CatalogRepository::CatalogRepository(const QString &connectionName)
    : m_connectionName(connectionName)
{ }

QString CatalogRepository::metaValue(const QString &key) const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return {};
}

bool CatalogRepository::setMetaValue(const QString &key, const QString &value)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO "
                             "UPDATE SET value = excluded.value"));
    q.addBindValue(key);
    q.addBindValue(value);
    return q.exec();
}

bool CatalogRepository::setMetaValues(const QList<QPair<QString, QString>> &values)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (!db.isOpen() || !db.transaction())
        return false;
    for (const auto &[key, value] : values) {
        if (!setMetaValue(key, value)) {
            db.rollback();
            return false;
        }
    }
    if (db.commit())
        return true;
    db.rollback();
    return false;
}

int CatalogRepository::cardCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (q.exec(QStringLiteral("SELECT COUNT(*) FROM cards")) && q.next())
        return q.value(0).toInt();
    return -1;
}

CatalogData CatalogRepository::loadAll(QString *error, bool pricesOnly) const
{
    return loadAll(error, pricesOnly, LoadProgress());
}

CatalogData CatalogRepository::loadAll(
    QString *error, bool pricesOnly, const LoadProgress &progress) const
{
    CatalogData data;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    // Counted first: room made for every row up front, and the total a progress shows.
    const int cards = rowsIn(db, storedCards().table);
    const int prices = rowsIn(db, storedPrices().table);
    const int benchmarks = pricesOnly ? 0 : rowsIn(db, storedBenchmarks().table);
    const int cloud = pricesOnly ? 0 : rowsIn(db, storedCloud().table);
    data.cards.reserve(cards);
    data.prices.reserve(prices);
    data.benchmarks.reserve(benchmarks);
    data.cloud.reserve(cloud);
    LoadCounter counter;
    counter.progress = &progress;
    counter.total = qint64(cards) + prices + benchmarks + cloud;
    // Repeated texts (vendors, architectures, source URLs, networks, units, notes …) kept once.
    columns::TextPool pool;
    const SqlEngine engine = sqlEngine(db);
    const auto text
        = [engine](const char *column) { return orderedText(QLatin1String(column), engine); };
    if (!loadRows(db, storedCards(),
            QStringLiteral("%1, %2, memory_gb, %3")
                .arg(text("vendor"), text("model"), text("form")),
            data.cards, pool, nullptr, counter, error))
        return data;
    QHash<qint64, CardKey> keys;
    keys.reserve(data.cards.size());
    for (const Card &c : std::as_const(data.cards))
        keys.insert(c.id, c.key);
    const bool ok
        = loadRows(db, storedPrices(), QStringLiteral("card_id, %1, id").arg(text("observed_date")),
              data.prices, pool, &keys, counter, error)
        && (pricesOnly
            || (loadRows(db, storedBenchmarks(), QStringLiteral("card_id, id"), data.benchmarks,
                    pool, &keys, counter, error)
                && loadRows(db, storedCloud(),
                    QStringLiteral("%1, %2, id").arg(text("provider"), text("offering")),
                    data.cloud, pool, &keys, counter, error)
                && loadRows(db, storedModels(), QStringLiteral("origin, id"), data.models, pool,
                    nullptr, counter, error)))
        && loadRows(db, storedRates(),
            QStringLiteral("%1, %2, id").arg(text("currency"), text("rate_date")), data.rates, pool,
            nullptr, counter, error);
    if (ok && progress)
        progress(counter.total, counter.total);
    return data; // on failure: what could be read, and `error`
}

CatalogRepository::WriteResult CatalogRepository::importData(const CatalogData &data, Origin origin)
{
    WriteResult result;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive())
        return WriteResult::failure(tr("cannot start a transaction: %1").arg(tx.error()));
    CardIndex index(db);
    if (!writeCards(db, data, origin, false, index, result))
        return result;
    // Exact duplicates of stored rows are skipped.
    const QSet<QString> prices = existingSignatures(db, storedPrices());
    const QSet<QString> benchmarks = existingSignatures(db, storedBenchmarks());
    const QSet<QString> cloud = existingSignatures(db, storedCloud());
    if (!writeRows(db, data.prices, DataKind::Prices, origin, index, prices, result)
        || !writeRows(db, data.benchmarks, DataKind::Benchmarks, origin, index, benchmarks, result)
        || !writeRows(db, data.cloud, DataKind::Cloud, origin, index, cloud, result)
        || !writeModels(db, data.models, origin, false, result)
        || !writeRates(db, data.rates, origin, false, result))
        return result;
    if (!tx.commit())
        return WriteResult::failure(tr("cannot commit: %1").arg(db.lastError().text()));
    return result;
}

CatalogRepository::WriteResult CatalogRepository::replaceBuiltin(
    const CatalogData &data, const QString &version)
{
    WriteResult result;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive())
        return WriteResult::failure(tr("cannot start a transaction: %1").arg(tx.error()));
    QSqlQuery q(db);
    for (const char *table :
        {"prices", "benchmarks", "cloud_offerings", "models", "exchange_rates"}) {
        if (!q.exec(QStringLiteral("DELETE FROM %1 WHERE origin = 'builtin'")
                        .arg(QLatin1String(table))))
            return WriteResult::failure(q.lastError().text());
    }
    CardIndex index(db);
    if (!writeCards(db, data, Origin::BuiltIn, true, index, result))
        return result;
    // Built-in cards no longer shipped go, unless the user has rows that refer to them.
    if (QString error; !removeObsoleteBuiltinCards(db, data, &error))
        return WriteResult::failure(error);
    if (!writeDependentRows(db, data, Origin::BuiltIn, index, result)
        || !writeModels(db, data.models, Origin::BuiltIn, true, result)
        || !writeRates(db, data.rates, Origin::BuiltIn, true, result))
        return result;
    if (!setMetaValue(QStringLiteral("builtin_catalog_version"), version))
        return WriteResult::failure(tr("cannot record the catalog version"));
    if (!tx.commit())
        return WriteResult::failure(tr("cannot commit: %1").arg(db.lastError().text()));
    return result;
}

} // namespace gpu
