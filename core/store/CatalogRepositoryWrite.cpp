// SPDX-License-Identifier: GPL-3.0-or-later
// The repository's write session and its writers of each data kind (CatalogRepository_p.h).
#include "CatalogRepository_p.h"

#include "SqlDialect.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlRecord>
#include <QUuid>

namespace gpu::repository {

QString currentAuthor(QSqlDatabase &db)
{
    if (sqlEngine(db) == SqlEngine::PostgreSQL) {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT current_user")) && q.next())
            return q.value(0).toString();
        return {};
    }
    for (const char *name : {"USER", "LOGNAME", "USERNAME"}) {
        const QString user = qEnvironmentVariable(name);
        if (!user.isEmpty())
            return user;
    }
    return {};
}

QString utcNow()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

WriteStamp writeStamp(QSqlDatabase &db, Origin origin)
{
    if (origin != Origin::User)
        return {};
    return {QVariant(currentAuthor(db)), QVariant(utcNow())};
}

Transaction::Transaction(QSqlDatabase db)
    : m_db(std::move(db))
{
    QSqlQuery begin(m_db);
    if (sqlEngine(m_db) == SqlEngine::PostgreSQL) {
        m_active = m_db.transaction();
        if (!m_active) {
            m_error = m_db.lastError().text();
            return;
        }
        if (!begin.exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)")
                            .arg(CatalogRepository::WriterLockKey))) {
            m_error = begin.lastError().text();
            m_db.rollback();
            m_active = false;
        }
        return;
    }
    m_active = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (!m_active)
        m_error = begin.lastError().text();
}

Transaction::~Transaction()
{
    if (m_active)
        m_db.rollback();
}

bool Transaction::commit()
{
    if (!m_active)
        return false;
    QSqlQuery revision(m_db);
    revision.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('revision', ?) "
                                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    revision.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
    if (!revision.exec())
        return false; // rolled back by the destructor
    m_active = false;
    return m_db.commit();
}

CardIndex::CardIndex(QSqlDatabase &db)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT id, vendor, model, memory_gb, form, origin FROM cards"));
    while (q.next()) {
        const CardKey key {q.value(1).toString(), q.value(2).toString(), q.value(3).toDouble(),
            formFromString(q.value(4).toString()).value_or(Form::Desktop)};
        m_ids.insert(key.toId(),
            {q.value(0).toLongLong(),
                originFromString(q.value(5).toString()).value_or(Origin::User)});
    }
}

QString rowError(DataKind kind, int index, const QString &what)
{
    return CatalogRepository::tr("%1 row %2: %3").arg(toCode(kind)).arg(index + 1).arg(what);
}

bool execPrepared(QSqlQuery &q, const QVariantList &values, QString *error)
{
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values[i]);
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    return true;
}

qint64 returnedId(QSqlQuery &insert)
{
    const qint64 id = insert.next() ? insert.value(0).toLongLong() : 0;
    insert.finish();
    return id;
}

QString signature(const QVariantList &values, int originIndex)
{
    QStringList parts;
    for (int i = 0; i < values.size(); ++i) {
        if (i != originIndex)
            parts.append(values[i].isNull() ? QStringLiteral("\x01") : values[i].toString());
    }
    return parts.join(QChar(0x1F));
}

namespace {

// The figures of two cards agree: every stored value but the origin.
bool sameFigures(const Card &a, const Card &b)
{
    QVariantList va = storedCards().values(a);
    QVariantList vb = storedCards().values(b);
    const int origin = storedCards().originIndex();
    va.removeAt(origin);
    vb.removeAt(origin);
    return va == vb;
}

// The stored card of id `id` has the figures of `card`.
bool storedCardIsSame(QSqlQuery &select, qint64 id, const Card &card)
{
    select.bindValue(0, id);
    columns::TextPool plain(false);
    const bool same = select.exec() && select.next()
        && sameFigures(storedCards().read(select, 0, select.record().count(), plain), card);
    select.finish();
    return same;
}

} // namespace

bool writeCards(QSqlDatabase &db, const CatalogData &data, Origin origin, bool userWins,
    CardIndex &index, WriteResult &result)
{
    const StoredKind<Card> &kind = storedCards();
    const WriteStamp stamp = writeStamp(db, origin);
    QSqlQuery insert(db);
    insert.prepare(insertSql(kind));
    // An update records who changed the card (a user's import) and counts the change.
    QSqlQuery update(db);
    update.prepare(updateSql(kind));
    QSqlQuery select(db);
    select.prepare(QStringLiteral("SELECT id, %1 FROM cards WHERE id = ?")
                       .arg(kind.columns().join(QStringLiteral(", "))));
    const auto fail = [&result](int i, const Card &card, const QString &error) {
        result = WriteResult::failure(
            rowError(DataKind::Cards, i, card.displayName() + QStringLiteral(": ") + error),
            DataKind::Cards, i);
        return false;
    };

    for (int i = 0; i < data.cards.size(); ++i) {
        Card card = data.cards[i];
        card.origin = origin;
        QString error;
        const auto existing = index.find(card.key);
        if (!existing) {
            if (!execPrepared(insert, kind.values(card) << stamp.by << stamp.at, &error))
                return fail(i, card, error);
            index.insert(card.key, returnedId(insert), origin);
            ++result.cardsAdded;
            continue;
        }
        if (userWins && existing->origin == Origin::User && origin == Origin::BuiltIn) {
            ++result.cardsUnchanged; // the user's own card of the same identity stays as it is
            continue;
        }
        if (storedCardIsSame(select, existing->id, card)) {
            ++result.cardsUnchanged;
            continue;
        }
        if (!execPrepared(
                update, kind.values(card) << stamp.by << stamp.at << existing->id, &error))
            return fail(i, card, error);
        index.insert(card.key, existing->id, origin);
        ++result.cardsUpdated;
    }
    return true;
}

// A model is one name (as findModel() folds it); a new name is added, a known one updated. With
// `userWins`, a user's model of the same name is left alone (the built-in refresh).
bool writeModels(QSqlDatabase &db, const QList<ModelSpec> &models, Origin origin, bool userWins,
    WriteResult &result)
{
    struct Known
    {
        qint64 id = 0;
        Origin origin = Origin::User;
    };
    QHash<QString, Known> known;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT id, name, origin FROM models"))) {
        result = WriteResult::failure(q.lastError().text());
        return false;
    }
    while (q.next())
        known.insert(modelNameKey(q.value(1).toString()),
            {q.value(0).toLongLong(),
                originFromString(q.value(2).toString()).value_or(Origin::User)});
    const StoredKind<ModelSpec> &kind = storedModels();
    const WriteStamp stamp = writeStamp(db, origin);
    QSqlQuery insert(db);
    insert.prepare(insertSql(kind));
    QSqlQuery update(db);
    update.prepare(updateSql(kind));
    const auto fail = [&result](int i, const ModelSpec &model, const QString &error) {
        result = WriteResult::failure(
            rowError(DataKind::Models, i, model.name + QStringLiteral(": ") + error),
            DataKind::Models, i);
        return false;
    };
    for (int i = 0; i < models.size(); ++i) {
        ModelSpec model = models[i];
        model.origin = origin;
        const QString key = modelNameKey(model.name);
        const auto it = known.constFind(key);
        QString error;
        if (it == known.constEnd()) {
            if (!execPrepared(insert, kind.values(model) << stamp.by << stamp.at, &error))
                return fail(i, model, error);
            known.insert(key, {returnedId(insert), origin});
            ++result.modelsAdded;
            continue;
        }
        if (userWins && it->origin == Origin::User && origin == Origin::BuiltIn)
            continue; // the user's own model of that name stays
        if (!execPrepared(update, kind.values(model) << stamp.by << stamp.at << it->id, &error))
            return fail(i, model, error);
        ++result.modelsUpdated;
    }
    return true;
}

namespace {

template<typename Row> const StoredKind<Row> &storedKind();
template<> const StoredKind<Price> &storedKind()
{
    return storedPrices();
}
template<> const StoredKind<BenchmarkResult> &storedKind()
{
    return storedBenchmarks();
}
template<> const StoredKind<CloudOffering> &storedKind()
{
    return storedCloud();
}

} // namespace

template<typename Row>
bool writeRows(QSqlDatabase &db, const QList<Row> &rows, DataKind kind, Origin origin,
    const CardIndex &index, const QSet<QString> &skip, WriteResult &result)
{
    const StoredKind<Row> &stored = storedKind<Row>();
    const int originIndex = stored.originIndex();
    QSqlQuery insert(db);
    insert.prepare(insertSql(stored));
    const WriteStamp stamp = writeStamp(db, origin);
    for (int i = 0; i < rows.size(); ++i) {
        Row row = rows[i];
        row.origin = origin;
        const auto card = index.find(row.card);
        if (!card) {
            result = WriteResult::failure(
                rowError(kind, i,
                    CatalogRepository::tr(
                        "the card %1 is not in the catalog; import or add the card first")
                        .arg(row.card.displayName())),
                kind, i);
            return false;
        }
        const QVariantList v = stored.values(row, card->id);
        if (skip.contains(signature(v, originIndex))) {
            ++result.rowsSkipped;
            continue;
        }
        QString error;
        if (!execPrepared(insert, QVariantList(v) << stamp.by << stamp.at, &error)) {
            result = WriteResult::failure(rowError(kind, i, error), kind, i);
            return false;
        }
        insert.finish();
        ++result.rowsAdded;
    }
    return true;
}

template bool writeRows(QSqlDatabase &, const QList<Price> &, DataKind, Origin, const CardIndex &,
    const QSet<QString> &, WriteResult &);
template bool writeRows(QSqlDatabase &, const QList<BenchmarkResult> &, DataKind, Origin,
    const CardIndex &, const QSet<QString> &, WriteResult &);
template bool writeRows(QSqlDatabase &, const QList<CloudOffering> &, DataKind, Origin,
    const CardIndex &, const QSet<QString> &, WriteResult &);

bool writeDependentRows(QSqlDatabase &db, const CatalogData &data, Origin origin,
    const CardIndex &index, WriteResult &result)
{
    return writeRows(db, data.prices, DataKind::Prices, origin, index, {}, result)
        && writeRows(db, data.benchmarks, DataKind::Benchmarks, origin, index, {}, result)
        && writeRows(db, data.cloud, DataKind::Cloud, origin, index, {}, result);
}

// Exchange rates: a row for a currency and day replaces the row of the same origin for that
// currency and day (a corrected rate, a feed's update), so importing a series twice stores it
// once. `builtin` rows were deleted before (replaceBuiltin), so they are only inserted. Rates
// carry no row stamps of who added them.
bool writeRates(QSqlDatabase &db, const QList<ExchangeRateRow> &rows, Origin origin,
    bool replacingBuiltin, WriteResult &result)
{
    QSqlQuery same(db);
    same.prepare(QStringLiteral(
        "SELECT COUNT(*) FROM exchange_rates WHERE currency = ? AND rate_date = ? AND origin = ? "
        "AND rate_to_cny = ?"));
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral(
        "DELETE FROM exchange_rates WHERE currency = ? AND rate_date = ? AND origin = ?"));
    const StoredKind<ExchangeRateRow> &kind = storedRates();
    const QStringList cols = kind.columns();
    QSqlQuery insert(db);
    insert.prepare(
        QStringLiteral("INSERT INTO exchange_rates (%1) VALUES (%2)")
            .arg(cols.join(QStringLiteral(", ")),
                QStringList(cols.size(), QStringLiteral("?")).join(QStringLiteral(", "))));
    const auto fail = [&result](int i, const QString &error) {
        result = WriteResult::failure(rowError(DataKind::Rates, i, error), DataKind::Rates, i);
        return false;
    };
    for (int i = 0; i < rows.size(); ++i) {
        ExchangeRateRow r = rows[i];
        r.origin = origin;
        const QString date = r.date.toString(Qt::ISODate);
        QString error;
        if (!replacingBuiltin) {
            // The same rate again is a duplicate, as an identical price row is.
            if (!execPrepared(same, {r.currency, date, toCode(origin), r.rateToCny}, &error))
                return fail(i, error);
            const bool duplicate = same.next() && same.value(0).toInt() > 0;
            same.finish();
            if (duplicate) {
                ++result.rowsSkipped;
                continue;
            }
            if (!execPrepared(remove, {r.currency, date, toCode(origin)}, &error))
                return fail(i, error);
        }
        if (!execPrepared(insert, kind.values(r), &error))
            return fail(i, error);
        insert.finish();
        ++result.rowsAdded;
    }
    return true;
}

} // namespace gpu::repository
