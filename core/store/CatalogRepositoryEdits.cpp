// SPDX-License-Identifier: GPL-3.0-or-later
// The repository's single edits: the user's own price rows (with the row version a shared
// catalog checks) and the feeds, with the rows a feed brings.
#include "CatalogRepository.h"

#include "CatalogRepository_p.h"

#include <QDateTime>
#include <QSqlError>
#include <QUrl>

namespace gpu {

using namespace repository;

qint64 CatalogRepository::addPrice(const Price &price, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive()) {
        if (error)
            *error = tr("cannot start a transaction: %1").arg(tx.error());
        return 0;
    }
    CardIndex index(db);
    const auto card = index.find(price.card);
    if (!card) {
        if (error)
            *error = tr("the card %1 is not in the catalog").arg(price.card.displayName());
        return 0;
    }
    const WriteStamp stamp = writeStamp(db, price.origin);
    QSqlQuery q(db);
    q.prepare(insertSql(storedPrices()));
    if (!execPrepared(q, storedPrices().values(price, card->id) << stamp.by << stamp.at, error))
        return 0;
    const qint64 id = returnedId(q);
    if (!tx.commit()) {
        if (error)
            *error = tr("cannot commit: %1").arg(db.lastError().text());
        return 0;
    }
    return id;
}

namespace {

// Why an edit of price row `id` that expected `expectedVersion` found nothing to change: the row
// is gone, or someone changed it meanwhile (named, with what it holds now).
QString staleEditMessage(QSqlDatabase &db, qint64 id, int expectedVersion)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT amount, currency, observed_date, changed_by, added_by, "
                             "row_version FROM prices WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return CatalogRepository::tr(
            "someone removed this price meanwhile; nothing was changed (the catalog now shows "
            "what is stored)");
    if (q.value(5).toInt() == expectedVersion)
        return {};
    QString who = q.value(3).toString();
    if (who.isEmpty())
        who = q.value(4).toString();
    if (who.isEmpty())
        who = CatalogRepository::tr("someone else");
    //: %1 who changed the price (a database user name), %2 amount, %3 currency, %4 date.
    return CatalogRepository::tr(
        "%1 changed this price meanwhile (it is now %2 %3, seen %4); your change was not saved "
        "so theirs is not lost. The catalog now shows what is stored: check it and edit again.")
        .arg(who, QString::number(q.value(0).toDouble(), 'g', 12), q.value(1).toString(),
            q.value(2).toString());
}

} // namespace

bool CatalogRepository::updatePrice(const Price &price, QString *error, int *newVersion)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive()) {
        if (error)
            *error = tr("cannot start a transaction: %1").arg(tx.error());
        return false;
    }
    CardIndex index(db);
    const auto card = index.find(price.card);
    if (!card) {
        if (error)
            *error = tr("the card %1 is not in the catalog").arg(price.card.displayName());
        return false;
    }
    QSqlQuery q(db);
    // With a version, only the row as it was read is changed.
    q.prepare(updateSql(storedPrices(), QStringLiteral("(? = 0 OR row_version = ?)")));
    QVariantList values = storedPrices().values(price, card->id);
    values << currentAuthor(db) << utcNow() << price.id << price.stamp.version
           << price.stamp.version;
    if (!execPrepared(q, values, error))
        return false;
    if (q.numRowsAffected() != 1) {
        if (error)
            *error = staleEditMessage(db, price.id, price.stamp.version);
        return false;
    }
    QSqlQuery version(db);
    version.prepare(QStringLiteral("SELECT row_version FROM prices WHERE id = ?"));
    version.addBindValue(price.id);
    const int stored = version.exec() && version.next() ? version.value(0).toInt() : 0;
    version.finish();
    if (!tx.commit()) {
        if (error)
            *error = tr("cannot commit: %1").arg(db.lastError().text());
        return false;
    }
    if (newVersion)
        *newVersion = stored;
    return true;
}

bool CatalogRepository::removePrice(qint64 id, QString *error, int expectedVersion)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive()) {
        if (error)
            *error = tr("cannot start a transaction: %1").arg(tx.error());
        return false;
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM prices WHERE id = ? AND (? = 0 OR row_version = ?)"));
    if (!execPrepared(q, {id, expectedVersion, expectedVersion}, error))
        return false;
    if (q.numRowsAffected() != 1) {
        if (error)
            *error = staleEditMessage(db, id, expectedVersion);
        return false;
    }
    if (!tx.commit()) {
        if (error)
            *error = tr("cannot commit: %1").arg(db.lastError().text());
        return false;
    }
    return true;
}

namespace {

Feed feedFromQuery(const QSqlQuery &q)
{
    Feed f;
    f.id = q.value(0).toLongLong();
    f.name = q.value(1).toString();
    f.url = QUrl(q.value(2).toString());
    f.kind = q.value(3).toString();
    f.etag = q.value(4).toString();
    f.lastModified = q.value(5).toString();
    f.lastChecked = QDateTime::fromString(q.value(6).toString(), Qt::ISODate);
    f.lastChanged = QDateTime::fromString(q.value(7).toString(), Qt::ISODate);
    f.rowCount = q.value(8).toInt();
    f.lastStatus = q.value(9).toString();
    return f;
}

QVariant dateOrNull(const QDateTime &t)
{
    return t.isValid() ? QVariant(t.toUTC().toString(Qt::ISODate)) : QVariant();
}

// The highest id of `table` (0 when empty): rows a write adds after it have higher ids.
qint64 maxId(QSqlDatabase &db, const char *table)
{
    QSqlQuery q(db);
    if (q.exec(QStringLiteral("SELECT MAX(id) FROM %1").arg(QLatin1String(table))) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

} // namespace

QList<Feed> CatalogRepository::feeds(QString *error) const
{
    QList<Feed> out;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!q.exec(QStringLiteral("SELECT id, name, url, kind, etag, last_modified, last_checked, "
                               "last_changed, row_count, last_status FROM feeds ORDER BY name"))) {
        if (error)
            *error = q.lastError().text();
        return out;
    }
    while (q.next())
        out.append(feedFromQuery(q));
    return out;
}

bool CatalogRepository::addFeed(const Feed &feed, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive()) {
        if (error)
            *error = tr("cannot start a transaction: %1").arg(tx.error());
        return false;
    }
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT COUNT(*) FROM feeds WHERE name = ?"));
    exists.addBindValue(feed.name);
    if (exists.exec() && exists.next() && exists.value(0).toInt() > 0) {
        if (error)
            *error = tr("a feed named %1 exists already").arg(feed.name);
        return false;
    }
    exists.finish();
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO feeds (name, url, kind) VALUES (?, ?, ?)"));
    // Never a password in the catalog (it is shared, snapshotted, exported): the address is
    // stored without user name and password (Feeds.h, feedAuthorization()).
    const QString url = feed.url.adjusted(QUrl::RemoveUserInfo).toString();
    if (!execPrepared(q, {feed.name, url, feed.kind}, error))
        return false;
    if (!tx.commit()) {
        if (error)
            *error = tr("cannot commit: %1").arg(db.lastError().text());
        return false;
    }
    return true;
}

bool CatalogRepository::saveFeedState(const Feed &feed, QString *error)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE feeds SET etag = ?, last_modified = ?, last_checked = ?, "
                             "last_changed = ?, row_count = ?, last_status = ? WHERE name = ?"));
    return execPrepared(q,
        {columns::textOrNull(feed.etag), columns::textOrNull(feed.lastModified),
            dateOrNull(feed.lastChecked), dateOrNull(feed.lastChanged), feed.rowCount,
            columns::textOrNull(feed.lastStatus), feed.name},
        error);
}

bool CatalogRepository::removeFeed(
    const QString &name, bool removeRows, QString *error, int *rowsRemoved)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive()) {
        if (error)
            *error = tr("cannot start a transaction: %1").arg(tx.error());
        return false;
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM feeds WHERE name = ?"));
    if (!execPrepared(q, {name}, error))
        return false;
    if (q.numRowsAffected() != 1) {
        if (error)
            *error = tr("there is no feed named %1").arg(name);
        return false;
    }
    int removed = 0;
    const auto run = [&](const QString &sql) {
        QSqlQuery s(db);
        s.prepare(sql);
        if (!execPrepared(s, {name}, error))
            return false;
        removed += std::max(0, s.numRowsAffected());
        return true;
    };
    if (removeRows) {
        for (const char *table : {"prices", "benchmarks", "cloud_offerings", "exchange_rates"})
            if (!run(QStringLiteral("DELETE FROM %1 WHERE feed = ?").arg(QLatin1String(table))))
                return false;
        // Its cards go where no other row refers to them (the user's own prices stay attached).
        if (!run(QStringLiteral("DELETE FROM cards WHERE feed = ? AND id NOT IN (SELECT card_id "
                                "FROM prices UNION SELECT card_id FROM benchmarks UNION SELECT "
                                "card_id FROM cloud_offerings)"))
            || !run(QStringLiteral("DELETE FROM models WHERE feed = ?")))
            return false;
    }
    // What stays is the user's own, without the tag of a feed that no longer exists.
    for (const char *table :
        {"prices", "benchmarks", "cloud_offerings", "exchange_rates", "cards", "models"}) {
        QSqlQuery s(db);
        s.prepare(
            QStringLiteral("UPDATE %1 SET feed = NULL WHERE feed = ?").arg(QLatin1String(table)));
        if (!execPrepared(s, {name}, error))
            return false;
    }
    if (!tx.commit()) {
        if (error)
            *error = tr("cannot commit: %1").arg(db.lastError().text());
        return false;
    }
    if (rowsRemoved)
        *rowsRemoved = removed;
    return true;
}

CatalogRepository::WriteResult CatalogRepository::replaceFeedRows(
    const QString &name, const CatalogData &given)
{
    WriteResult result;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    Transaction tx(db);
    if (!tx.isActive())
        return WriteResult::failure(tr("cannot start a transaction: %1").arg(tx.error()));
    QSqlQuery q(db);
    // 1. What the feed brought last time goes (its cards and models stay: rows may refer to them).
    for (const char *table : {"prices", "benchmarks", "cloud_offerings", "exchange_rates"}) {
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE feed = ?").arg(QLatin1String(table)));
        QString error;
        if (!execPrepared(q, {name}, &error))
            return WriteResult::failure(error);
    }
    // 2. Cards and models: only the new ones and the feed's own are written.
    QHash<QString, QString> cardFeed; // key id -> feed ("" for none)
    if (!q.exec(QStringLiteral("SELECT vendor, model, memory_gb, form, feed FROM cards")))
        return WriteResult::failure(q.lastError().text());
    while (q.next()) {
        const CardKey key {q.value(0).toString(), q.value(1).toString(), q.value(2).toDouble(),
            formFromString(q.value(3).toString()).value_or(Form::Desktop)};
        cardFeed.insert(key.toId(), q.value(4).toString());
    }
    QHash<QString, QString> modelFeed; // folded name -> feed
    if (!q.exec(QStringLiteral("SELECT name, feed FROM models")))
        return WriteResult::failure(q.lastError().text());
    while (q.next())
        modelFeed.insert(q.value(0).toString().toLower(), q.value(1).toString());
    CatalogData data;
    for (const Card &c : given.cards) {
        const auto it = cardFeed.constFind(c.key.toId());
        if (it == cardFeed.constEnd() || it.value() == name)
            data.cards.append(c);
        else
            ++result.cardsUnchanged;
    }
    for (const ModelSpec &m : given.models) {
        const auto it = modelFeed.constFind(m.name.toLower());
        if (it == modelFeed.constEnd() || it.value() == name)
            data.models.append(m);
    }
    data.prices = given.prices;
    data.benchmarks = given.benchmarks;
    data.cloud = given.cloud;
    data.rates = given.rates;
    for (Price &p : data.prices)
        p.feed = name;
    for (ExchangeRateRow &r : data.rates)
        r.feed = name;
    const char *const tables[]
        = {"cards", "models", "prices", "benchmarks", "cloud_offerings", "exchange_rates"};
    QHash<QString, qint64> before;
    for (const char *table : tables)
        before.insert(QLatin1String(table), maxId(db, table));
    // 3. The rows, as an import stores them (no duplicate skipping: the old ones are gone).
    CardIndex index(db);
    if (!writeCards(db, data, Origin::User, false, index, result))
        return result;
    if (!writeDependentRows(db, data, Origin::User, index, result)
        || !writeModels(db, data.models, Origin::User, false, result)
        || !writeRates(db, data.rates, Origin::User, true, result))
        return result;
    // 4. Every row this write added carries the feed's name (writers take turns, Transaction).
    for (const char *table : tables) {
        q.prepare(QStringLiteral("UPDATE %1 SET feed = ? WHERE id > ?").arg(QLatin1String(table)));
        QString error;
        if (!execPrepared(q, {name, before.value(QLatin1String(table))}, &error))
            return WriteResult::failure(error);
    }
    if (!tx.commit())
        return WriteResult::failure(tr("cannot commit: %1").arg(db.lastError().text()));
    return result;
}

} // namespace gpu
