// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogRepository.h"

#include "SqlDialect.h"

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>
#include <QVariant>

namespace gpu {

namespace {

// The card columns in the order of cardValues(); the identity comes first, the origin last.
const QStringList &cardSqlColumns()
{
    static const QStringList cols = {QStringLiteral("vendor"), QStringLiteral("model"),
        QStringLiteral("memory_gb"), QStringLiteral("form"), QStringLiteral("product_line"),
        QStringLiteral("architecture"), QStringLiteral("compute_capability"),
        QStringLiteral("gpus_per_board"), QStringLiteral("release_date"),
        QStringLiteral("cuda_cores"), QStringLiteral("tensor_cores"),
        QStringLiteral("tensor_core_generation"), QStringLiteral("boost_clock_mhz"),
        QStringLiteral("memory_type"), QStringLiteral("memory_bus_bits"),
        QStringLiteral("memory_data_rate_gbps"), QStringLiteral("memory_bandwidth_gbps"),
        QStringLiteral("fp32_tflops"), QStringLiteral("fp16_tflops"),
        QStringLiteral("tensor_fp16_tflops"), QStringLiteral("tensor_bf16_tflops"),
        QStringLiteral("tensor_tf32_tflops"), QStringLiteral("tensor_int8_tops"),
        QStringLiteral("tensor_fp8_tflops"), QStringLiteral("tdp_w"),
        QStringLiteral("launch_price_usd"), QStringLiteral("source_url"),
        QStringLiteral("source_date"), QStringLiteral("notes"), QStringLiteral("power_kind"),
        QStringLiteral("power_min_w"), QStringLiteral("notes_zh"), QStringLiteral("software_stack"),
        QStringLiteral("stack_support"), QStringLiteral("stack_source_url"),
        QStringLiteral("stack_source_date"), QStringLiteral("unified_memory"),
        QStringLiteral("gpu_memory_share"), QStringLiteral("memory_share_note"),
        QStringLiteral("sold_as"), QStringLiteral("origin")};
    return cols;
}

template<typename T> QVariant opt(const std::optional<T> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

QVariant textOrNull(const QString &s)
{
    return s.isEmpty() ? QVariant() : QVariant(s);
}

QVariantList cardValues(const Card &c)
{
    return {c.key.vendor, c.key.model, c.key.memoryGb, toCode(c.key.form),
        c.productLine ? QVariant(toCode(*c.productLine)) : QVariant(), textOrNull(c.architecture),
        c.computeCapability ? QVariant(c.computeCapability->toString()) : QVariant(),
        c.gpusPerBoard, textOrNull(c.releaseDate), opt(c.cudaCores), opt(c.tensorCores),
        opt(c.tensorCoreGeneration), opt(c.boostClockMhz), textOrNull(c.memoryType),
        opt(c.memoryBusBits), opt(c.memoryDataRateGbps), opt(c.memoryBandwidthGBps),
        opt(c.fp32Tflops), opt(c.fp16Tflops), opt(c.tensorFp16Tflops), opt(c.tensorBf16Tflops),
        opt(c.tensorTf32Tflops), opt(c.tensorInt8Tops), opt(c.tensorFp8Tflops), opt(c.tdpWatts),
        opt(c.launchPriceUsd), textOrNull(c.sourceUrl), textOrNull(c.sourceDate),
        textOrNull(c.notes), c.powerKind ? QVariant(toCode(*c.powerKind)) : QVariant(),
        opt(c.powerMinWatts), textOrNull(c.notesZh), textOrNull(c.softwareStack),
        c.stackSupport ? QVariant(toCode(*c.stackSupport)) : QVariant(),
        textOrNull(c.stackSourceUrl), textOrNull(c.stackSourceDate),
        c.unifiedMemory ? QVariant(1) : QVariant(), opt(c.gpuMemoryShare),
        textOrNull(c.memoryShareNote),
        c.soldAsSystem ? QVariant(QStringLiteral("system")) : QVariant(), toCode(c.origin)};
}

std::optional<double> optDouble(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

std::optional<int> optInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}

// The row-stamp columns of every table but meta (migration 4), in the order readStamp() reads.
const QString kStampColumns
    = QStringLiteral("added_by, added_at, changed_by, changed_at, row_version");

RowStamp readStamp(const QSqlQuery &q, int i)
{
    RowStamp s;
    s.addedBy = q.value(i++).toString();
    s.addedAt = q.value(i++).toString();
    s.changedBy = q.value(i++).toString();
    s.changedAt = q.value(i++).toString();
    s.version = q.value(i++).toInt();
    return s;
}

// Who writes: the database role on a shared catalog (what the server checks), the login name on
// one's own file.
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

// added_by and added_at of a row written with `origin`: the author and now for the user's rows,
// unknown (NULL) for built-in rows.
struct WriteStamp
{
    QVariant by;
    QVariant at;
};

WriteStamp writeStamp(QSqlDatabase &db, Origin origin)
{
    if (origin != Origin::User)
        return {};
    return {QVariant(currentAuthor(db)), QVariant(utcNow())};
}

// The model columns in the order of modelValues().
const QStringList &modelSqlColumns()
{
    static const QStringList cols = {QStringLiteral("name"), QStringLiteral("family"),
        QStringLiteral("kind"), QStringLiteral("params_total_b"), QStringLiteral("params_active_b"),
        QStringLiteral("layers"), QStringLiteral("hidden_size"),
        QStringLiteral("intermediate_size"), QStringLiteral("attention_heads"),
        QStringLiteral("kv_heads"), QStringLiteral("head_dim"), QStringLiteral("vocab_size"),
        QStringLiteral("max_context"), QStringLiteral("attention"),
        QStringLiteral("attention_window"), QStringLiteral("local_layers"),
        QStringLiteral("latent_dim"), QStringLiteral("source_url"), QStringLiteral("source_date"),
        QStringLiteral("notes"), QStringLiteral("origin")};
    return cols;
}

QVariant positiveOrNull(double v)
{
    return v > 0 ? QVariant(v) : QVariant();
}

QVariant positiveOrNull(int v)
{
    return v > 0 ? QVariant(v) : QVariant();
}

QVariantList modelValues(const ModelSpec &m)
{
    return {m.name, textOrNull(m.family), toCode(m.kind), m.paramsTotalB,
        positiveOrNull(m.paramsActiveB), positiveOrNull(m.layers), positiveOrNull(m.hiddenSize),
        positiveOrNull(m.intermediateSize), positiveOrNull(m.attentionHeads),
        positiveOrNull(m.kvHeads), positiveOrNull(m.headDim), positiveOrNull(m.vocabSize),
        positiveOrNull(m.maxContext), toCode(m.attention), positiveOrNull(m.window),
        positiveOrNull(m.localLayers), positiveOrNull(m.latentDim), textOrNull(m.sourceUrl),
        textOrNull(m.sourceDate), textOrNull(m.notes), toCode(m.origin)};
}

// `columns`: the number of columns of the query, read once per query (QSqlQuery::record() on a
// row copies every value of the row, and QPSQL builds the record anew at each call): with the row
// stamps when it has more columns than the model's.
ModelSpec modelFromQuery(const QSqlQuery &q, int columns)
{
    // Column order: modelSqlColumns().
    ModelSpec m;
    int i = 0;
    m.name = q.value(i++).toString();
    m.family = q.value(i++).toString();
    m.kind = modelKindFromCode(q.value(i++).toString()).value_or(ModelKind::Llm);
    m.paramsTotalB = q.value(i++).toDouble();
    m.paramsActiveB = q.value(i++).toDouble();
    if (m.paramsActiveB <= 0)
        m.paramsActiveB = m.paramsTotalB;
    for (int ModelSpec::*count : {&ModelSpec::layers, &ModelSpec::hiddenSize,
             &ModelSpec::intermediateSize, &ModelSpec::attentionHeads, &ModelSpec::kvHeads,
             &ModelSpec::headDim, &ModelSpec::vocabSize, &ModelSpec::maxContext})
        m.*count = q.value(i++).toInt();
    m.attention = attentionKindFromCode(q.value(i++).toString()).value_or(AttentionKind::Full);
    for (int ModelSpec::*count :
        {&ModelSpec::window, &ModelSpec::localLayers, &ModelSpec::latentDim})
        m.*count = q.value(i++).toInt();
    m.sourceUrl = q.value(i++).toString();
    m.sourceDate = q.value(i++).toString();
    m.notes = q.value(i++).toString();
    m.origin = originFromString(q.value(i++).toString()).value_or(Origin::User);
    if (i < columns)
        m.stamp = readStamp(q, i);
    return m;
}

// Repeated texts (vendors, architectures, source URLs, networks, units, notes …) kept once: a
// catalog read from the database shares one copy of each distinct text instead of one per row
// (peak memory with 100,000 cards, docs/performance.md). Without a pool, texts are plain copies.
class TextPool
{
public:
    QString operator()(const QVariant &value)
    {
        QString text = value.toString();
        if (text.isEmpty())
            return text;
        const auto it = m_texts.constFind(text);
        if (it != m_texts.constEnd())
            return *it;
        m_texts.insert(text);
        return text;
    }

private:
    QSet<QString> m_texts;
};

QString textOf(const QVariant &value, TextPool *pool)
{
    return pool ? (*pool)(value) : value.toString();
}

// `columns` as for modelFromQuery().
Card cardFromQuery(const QSqlQuery &q, int offset, int columns, TextPool *pool = nullptr)
{
    // Column order: id, then cardSqlColumns().
    Card c;
    int i = offset;
    c.id = q.value(i++).toLongLong();
    c.key.vendor = textOf(q.value(i++), pool);
    c.key.model = q.value(i++).toString();
    c.key.memoryGb = q.value(i++).toDouble();
    c.key.form = formFromString(q.value(i++).toString()).value_or(Form::Desktop);
    c.productLine = productLineFromString(q.value(i++).toString());
    c.architecture = textOf(q.value(i++), pool);
    c.computeCapability = ComputeCapability::fromString(q.value(i++).toString());
    c.gpusPerBoard = std::max(1, q.value(i++).toInt());
    c.releaseDate = textOf(q.value(i++), pool);
    c.cudaCores = optInt(q.value(i++));
    c.tensorCores = optInt(q.value(i++));
    c.tensorCoreGeneration = optInt(q.value(i++));
    c.boostClockMhz = optDouble(q.value(i++));
    c.memoryType = textOf(q.value(i++), pool);
    c.memoryBusBits = optInt(q.value(i++));
    c.memoryDataRateGbps = optDouble(q.value(i++));
    c.memoryBandwidthGBps = optDouble(q.value(i++));
    c.fp32Tflops = optDouble(q.value(i++));
    c.fp16Tflops = optDouble(q.value(i++));
    c.tensorFp16Tflops = optDouble(q.value(i++));
    c.tensorBf16Tflops = optDouble(q.value(i++));
    c.tensorTf32Tflops = optDouble(q.value(i++));
    c.tensorInt8Tops = optDouble(q.value(i++));
    c.tensorFp8Tflops = optDouble(q.value(i++));
    c.tdpWatts = optDouble(q.value(i++));
    c.launchPriceUsd = optDouble(q.value(i++));
    c.sourceUrl = textOf(q.value(i++), pool);
    c.sourceDate = textOf(q.value(i++), pool);
    c.notes = textOf(q.value(i++), pool);
    c.powerKind = powerKindFromString(q.value(i++).toString());
    c.powerMinWatts = optDouble(q.value(i++));
    c.notesZh = textOf(q.value(i++), pool);
    c.softwareStack = textOf(q.value(i++), pool);
    c.stackSupport = stackSupportFromString(q.value(i++).toString());
    c.stackSourceUrl = textOf(q.value(i++), pool);
    c.stackSourceDate = textOf(q.value(i++), pool);
    c.unifiedMemory = q.value(i++).toInt() == 1;
    c.gpuMemoryShare = optDouble(q.value(i++));
    c.memoryShareNote = q.value(i++).toString();
    c.soldAsSystem = q.value(i++).toString() == QLatin1String("system");
    c.origin = originFromString(q.value(i++).toString()).value_or(Origin::User);
    if (i < columns)
        c.stamp = readStamp(q, i);
    return c;
}

bool sameFigures(const Card &a, const Card &b)
{
    QVariantList va = cardValues(a);
    QVariantList vb = cardValues(b);
    va.removeLast(); // origin
    vb.removeLast();
    return va == vb;
}

QString placeholders(int n)
{
    QStringList p;
    for (int i = 0; i < n; ++i)
        p.append(QStringLiteral("?"));
    return p.join(QStringLiteral(", "));
}

// A write session: one transaction, rolled back unless committed. Writers take turns: on SQLite
// BEGIN IMMEDIATE takes the write lock at the start, so a second instance writing to the same
// file waits for the first (up to the connection's busy timeout) instead of failing half-way
// through with "database is locked" (tests/core/tst_faults); on PostgreSQL a transaction-level
// advisory lock does the same for everyone writing to the shared catalog, so two imports never
// both decide that a row is new. Readers are never blocked. A committed write gives the catalog
// a new revision (meta key "revision"), which tells a reader's snapshot that it is out of date.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase db)
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
    ~Transaction()
    {
        if (m_active)
            m_db.rollback();
    }
    bool isActive() const { return m_active; }
    QString error() const { return m_error; }
    bool commit()
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

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QString m_error;
};

// Card ids by identity, filled from the database and updated as rows are written.
class CardIndex
{
public:
    explicit CardIndex(QSqlDatabase &db)
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

QVariantList priceValues(const Price &p, qint64 cardId)
{
    return {cardId, p.amount, p.currency, toCode(p.condition), textOrNull(p.seller),
        p.observedDate.toString(Qt::ISODate), textOrNull(p.sourceUrl), textOrNull(p.note),
        std::max(1, p.gpuCount), toCode(p.unit), textOrNull(p.feed), toCode(p.origin)};
}

QVariantList benchmarkValues(const BenchmarkResult &b, qint64 cardId)
{
    return {cardId, b.gpuCount, b.network, b.task, b.precision, opt(b.batchSize),
        b.metric.isEmpty() ? QStringLiteral("throughput") : b.metric, b.unit, b.value,
        textOrNull(b.framework), textOrNull(b.frameworkVersion), textOrNull(b.sourceUrl),
        b.date.toString(Qt::ISODate), textOrNull(b.note), toCode(b.origin)};
}

QVariantList cloudValues(const CloudOffering &c, qint64 cardId)
{
    return {c.provider, c.offering, cardId, c.gpuCount, c.pricePerHour, toCode(c.currency),
        c.freeTier ? 1 : 0, c.observedDate.toString(Qt::ISODate), textOrNull(c.sourceUrl),
        textOrNull(c.note), toCode(c.origin)};
}

// Each insert ends with added_by and added_at (WriteStamp) and returns the new row's id: RETURNING
// reads alike on both engines (SQLite 3.35+), where QSqlQuery::lastInsertId() does not (QPSQL
// answers with an OID, which tables no longer have).
const char kPriceInsert[]
    = "INSERT INTO prices (card_id, amount, currency, condition, seller, observed_date, "
      "source_url, note, gpu_count, price_unit, feed, origin, added_by, added_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id";
const char kBenchmarkInsert[]
    = "INSERT INTO benchmarks (card_id, gpu_count, network, task, precision, batch_size, "
      "metric, unit, value, framework, framework_version, source_url, date, note, origin, "
      "added_by, added_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id";
const char kCloudInsert[]
    = "INSERT INTO cloud_offerings (provider, offering, card_id, gpu_count, price_per_hour, "
      "currency, free_tier, observed_date, source_url, note, origin, added_by, added_at) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id";

// The id a just-executed INSERT … RETURNING id gave back, or 0.
qint64 returnedId(QSqlQuery &insert)
{
    const qint64 id = insert.next() ? insert.value(0).toLongLong() : 0;
    insert.finish();
    return id;
}

// Signature of a dependent row without id and origin, to skip exact duplicates on import.
QString signature(const QVariantList &values)
{
    QStringList parts;
    for (int i = 0; i < values.size() - 1; ++i) // last value is the origin
        parts.append(values[i].isNull() ? QStringLiteral("\x01") : values[i].toString());
    return parts.join(QChar(0x1F));
}

QSet<QString> existingSignatures(QSqlDatabase &db, const QString &select)
{
    QSet<QString> out;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(select))
        return out;
    const int n = q.record().count();
    while (q.next()) {
        QVariantList values;
        for (int i = 0; i < n; ++i)
            values.append(q.value(i));
        values.append(QVariant()); // origin slot, ignored by signature()
        out.insert(signature(values));
    }
    return out;
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

int CatalogRepository::cardCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (q.exec(QStringLiteral("SELECT COUNT(*) FROM cards")) && q.next())
        return q.value(0).toInt();
    return -1;
}

CatalogData CatalogRepository::loadAll(QString *error) const
{
    CatalogData data;
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    auto fail = [&](const QSqlQuery &query) {
        if (error)
            *error = query.lastError().text();
        return data;
    };
    // Room for every row up front: growing a list of 100,000 rows copies it and briefly holds
    // it twice.
    const auto rowsIn = [&db](const char *table) {
        QSqlQuery count(db);
        return count.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table)))
                && count.next()
            ? count.value(0).toInt()
            : 0;
    };
    data.cards.reserve(rowsIn("cards"));
    data.prices.reserve(rowsIn("prices"));
    data.benchmarks.reserve(rowsIn("benchmarks"));
    data.cloud.reserve(rowsIn("cloud_offerings"));
    TextPool pool;
    const SqlEngine engine = sqlEngine(db);
    const auto text
        = [engine](const char *column) { return orderedText(QLatin1String(column), engine); };
    if (!q.exec(QStringLiteral("SELECT id, %1, %2 FROM cards ORDER BY %3, %4, memory_gb, %5")
                    .arg(cardSqlColumns().join(QStringLiteral(", ")), kStampColumns, text("vendor"),
                        text("model"), text("form"))))
        return fail(q);
    QHash<qint64, CardKey> keys;
    keys.reserve(data.cards.capacity());
    const int cardColumns = q.record().count();
    while (q.next()) {
        Card c = cardFromQuery(q, 0, cardColumns, &pool);
        keys.insert(c.id, c.key);
        data.cards.append(std::move(c));
    }
    if (!q.exec(QStringLiteral("SELECT id, card_id, amount, currency, condition, seller, "
                               "observed_date, source_url, note, origin, %1, "
                               "gpu_count, price_unit, feed "
                               "FROM prices ORDER BY card_id, %2, id")
                    .arg(kStampColumns, text("observed_date"))))
        return fail(q);
    while (q.next()) {
        Price p;
        p.id = q.value(0).toLongLong();
        p.card = keys.value(q.value(1).toLongLong());
        p.amount = q.value(2).toDouble();
        p.currency = pool(q.value(3));
        p.condition = conditionFromString(q.value(4).toString()).value_or(Condition::New);
        p.seller = pool(q.value(5));
        p.observedDate = QDate::fromString(q.value(6).toString(), Qt::ISODate);
        p.sourceUrl = pool(q.value(7));
        p.note = pool(q.value(8));
        p.origin = originFromString(q.value(9).toString()).value_or(Origin::User);
        p.stamp = readStamp(q, 10);
        p.gpuCount = std::max(1, q.value(15).toInt());
        p.unit = priceUnitFromString(q.value(16).toString()).value_or(PriceUnit::Card);
        p.feed = pool(q.value(17));
        data.prices.append(std::move(p));
    }
    if (!q.exec(QStringLiteral("SELECT id, card_id, gpu_count, network, task, precision, "
                               "batch_size, metric, unit, value, "
                               "framework, framework_version, source_url, date, note, origin, %1 "
                               "FROM benchmarks ORDER BY card_id, id")
                    .arg(kStampColumns)))
        return fail(q);
    while (q.next()) {
        BenchmarkResult b;
        b.id = q.value(0).toLongLong();
        b.card = keys.value(q.value(1).toLongLong());
        b.gpuCount = q.value(2).toInt();
        b.network = pool(q.value(3));
        b.task = pool(q.value(4));
        b.precision = pool(q.value(5));
        b.batchSize = optInt(q.value(6));
        b.metric = pool(q.value(7));
        b.unit = pool(q.value(8));
        b.value = q.value(9).toDouble();
        b.framework = pool(q.value(10));
        b.frameworkVersion = pool(q.value(11));
        b.sourceUrl = pool(q.value(12));
        b.date = QDate::fromString(q.value(13).toString(), Qt::ISODate);
        b.note = pool(q.value(14));
        b.origin = originFromString(q.value(15).toString()).value_or(Origin::User);
        b.stamp = readStamp(q, 16);
        data.benchmarks.append(std::move(b));
    }
    if (!q.exec(QStringLiteral("SELECT id, provider, offering, card_id, gpu_count, price_per_hour, "
                               "currency, free_tier, "
                               "observed_date, source_url, note, origin, %1 FROM cloud_offerings "
                               "ORDER BY %2, %3, id")
                    .arg(kStampColumns, text("provider"), text("offering"))))
        return fail(q);
    while (q.next()) {
        CloudOffering c;
        c.id = q.value(0).toLongLong();
        c.provider = pool(q.value(1));
        c.offering = pool(q.value(2));
        c.card = keys.value(q.value(3).toLongLong());
        c.gpuCount = q.value(4).toInt();
        c.pricePerHour = q.value(5).toDouble();
        c.currency = currencyFromString(q.value(6).toString()).value_or(Currency::USD);
        c.freeTier = q.value(7).toInt() != 0;
        c.observedDate = QDate::fromString(q.value(8).toString(), Qt::ISODate);
        c.sourceUrl = pool(q.value(9));
        c.note = pool(q.value(10));
        c.origin = originFromString(q.value(11).toString()).value_or(Origin::User);
        c.stamp = readStamp(q, 12);
        data.cloud.append(std::move(c));
    }
    if (!q.exec(QStringLiteral("SELECT %1, %2 FROM models ORDER BY origin, id")
                    .arg(modelSqlColumns().join(QStringLiteral(", ")), kStampColumns)))
        return fail(q);
    const int modelColumns = q.record().count();
    while (q.next())
        data.models.append(modelFromQuery(q, modelColumns));
    if (!q.exec(QStringLiteral("SELECT id, currency, rate_to_cny, rate_date, source_url, note, "
                               "origin, feed FROM exchange_rates ORDER BY %1, %2, id")
                    .arg(text("currency"), text("rate_date"))))
        return fail(q);
    while (q.next()) {
        ExchangeRateRow r;
        r.id = q.value(0).toLongLong();
        r.currency = pool(q.value(1));
        r.rateToCny = q.value(2).toDouble();
        r.date = QDate::fromString(q.value(3).toString(), Qt::ISODate);
        r.sourceUrl = pool(q.value(4));
        r.note = pool(q.value(5));
        r.origin = originFromString(q.value(6).toString()).value_or(Origin::User);
        r.feed = pool(q.value(7));
        data.rates.append(std::move(r));
    }
    return data;
}

namespace {

// Writes the cards of `data` with `origin`, following the rules of importData / replaceBuiltin.
bool writeCards(QSqlDatabase &db, const CatalogData &data, Origin origin, bool userWins,
    CardIndex &index, CatalogRepository::WriteResult &result)
{
    const QStringList cols = cardSqlColumns();
    const WriteStamp stamp = writeStamp(db, origin);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO cards (%1, added_by, added_at) VALUES (%2) "
                                  "RETURNING id")
                       .arg(cols.join(QStringLiteral(", ")), placeholders(int(cols.size()) + 2)));
    QStringList assignments;
    for (const QString &c : cols)
        assignments.append(c + QStringLiteral(" = ?"));
    // An update records who changed the card (a user's import) and counts the change.
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE cards SET %1, changed_by = ?, changed_at = ?, "
                                  "row_version = row_version + 1 WHERE id = ?")
                       .arg(assignments.join(QStringLiteral(", "))));
    QSqlQuery select(db);
    select.prepare(QStringLiteral("SELECT id, %1 FROM cards WHERE id = ?")
                       .arg(cols.join(QStringLiteral(", "))));

    for (int i = 0; i < data.cards.size(); ++i) {
        Card card = data.cards[i];
        card.origin = origin;
        QString error;
        const auto existing = index.find(card.key);
        if (!existing) {
            if (!execPrepared(insert, cardValues(card) << stamp.by << stamp.at, &error)) {
                result = CatalogRepository::WriteResult::failure(
                    rowError(DataKind::Cards, i, card.displayName() + QStringLiteral(": ") + error),
                    DataKind::Cards, i);
                return false;
            }
            index.insert(card.key, returnedId(insert), origin);
            ++result.cardsAdded;
            continue;
        }
        if (userWins && existing->origin == Origin::User && origin == Origin::BuiltIn) {
            ++result.cardsUnchanged; // the user's own card of the same identity stays as it is
            continue;
        }
        select.bindValue(0, existing->id);
        if (select.exec() && select.next()
            && sameFigures(cardFromQuery(select, 0, select.record().count()), card)) {
            select.finish();
            ++result.cardsUnchanged;
            continue;
        }
        select.finish();
        QVariantList values = cardValues(card);
        values << stamp.by << stamp.at << existing->id;
        if (!execPrepared(update, values, &error)) {
            result = CatalogRepository::WriteResult::failure(
                rowError(DataKind::Cards, i, card.displayName() + QStringLiteral(": ") + error),
                DataKind::Cards, i);
            return false;
        }
        index.insert(card.key, existing->id, origin);
        ++result.cardsUpdated;
    }
    return true;
}

// Writes the models of `data` with `origin`: a model is one name (as findModel() folds it); a
// new name is added, a known one updated. With `userWins`, a user's model of the same name is
// left alone (the built-in refresh).
bool writeModels(QSqlDatabase &db, const QList<ModelSpec> &models, Origin origin, bool userWins,
    CatalogRepository::WriteResult &result)
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
        result = CatalogRepository::WriteResult::failure(q.lastError().text());
        return false;
    }
    while (q.next())
        known.insert(modelNameKey(q.value(1).toString()),
            {q.value(0).toLongLong(),
                originFromString(q.value(2).toString()).value_or(Origin::User)});
    const QStringList cols = modelSqlColumns();
    const WriteStamp stamp = writeStamp(db, origin);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO models (%1, added_by, added_at) VALUES (%2) "
                                  "RETURNING id")
                       .arg(cols.join(QStringLiteral(", ")), placeholders(int(cols.size()) + 2)));
    QStringList assignments;
    for (const QString &c : cols)
        assignments.append(c + QStringLiteral(" = ?"));
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE models SET %1, changed_by = ?, changed_at = ?, "
                                  "row_version = row_version + 1 WHERE id = ?")
                       .arg(assignments.join(QStringLiteral(", "))));
    for (int i = 0; i < models.size(); ++i) {
        ModelSpec model = models[i];
        model.origin = origin;
        const QString key = modelNameKey(model.name);
        const auto it = known.constFind(key);
        QString error;
        if (it == known.constEnd()) {
            if (!execPrepared(insert, modelValues(model) << stamp.by << stamp.at, &error)) {
                result = CatalogRepository::WriteResult::failure(
                    rowError(DataKind::Models, i, model.name + QStringLiteral(": ") + error),
                    DataKind::Models, i);
                return false;
            }
            known.insert(key, {returnedId(insert), origin});
            ++result.modelsAdded;
            continue;
        }
        if (userWins && it->origin == Origin::User && origin == Origin::BuiltIn)
            continue; // the user's own model of that name stays
        QVariantList values = modelValues(model);
        values << stamp.by << stamp.at << it->id;
        if (!execPrepared(update, values, &error)) {
            result = CatalogRepository::WriteResult::failure(
                rowError(DataKind::Models, i, model.name + QStringLiteral(": ") + error),
                DataKind::Models, i);
            return false;
        }
        ++result.modelsUpdated;
    }
    return true;
}

template<typename Row, typename ValuesFn>
bool writeRows(QSqlDatabase &db, const QList<Row> &rows, DataKind kind, const char *insertSql,
    Origin origin, const CardIndex &index, const QSet<QString> &skip, ValuesFn values,
    CatalogRepository::WriteResult &result)
{
    QSqlQuery insert(db);
    insert.prepare(QString::fromLatin1(insertSql));
    const WriteStamp stamp = writeStamp(db, origin);
    for (int i = 0; i < rows.size(); ++i) {
        Row row = rows[i];
        row.origin = origin;
        const auto card = index.find(row.card);
        if (!card) {
            result = CatalogRepository::WriteResult::failure(
                rowError(kind, i,
                    CatalogRepository::tr(
                        "the card %1 is not in the catalog; import or add the card first")
                        .arg(row.card.displayName())),
                kind, i);
            return false;
        }
        const QVariantList v = values(row, card->id);
        if (skip.contains(signature(v))) {
            ++result.rowsSkipped;
            continue;
        }
        QString error;
        if (!execPrepared(insert, QVariantList(v) << stamp.by << stamp.at, &error)) {
            result = CatalogRepository::WriteResult::failure(rowError(kind, i, error), kind, i);
            return false;
        }
        insert.finish();
        ++result.rowsAdded;
    }
    return true;
}

// Exchange rates: a row for a currency and day replaces the row of the same origin for that
// currency and day (a corrected rate, a feed's update), so importing a series twice stores it
// once. `builtin` rows were deleted before (replaceBuiltin), so they are only inserted.
bool writeRates(QSqlDatabase &db, const QList<ExchangeRateRow> &rows, Origin origin,
    bool replacingBuiltin, CatalogRepository::WriteResult &result)
{
    QSqlQuery same(db);
    same.prepare(QStringLiteral(
        "SELECT COUNT(*) FROM exchange_rates WHERE currency = ? AND rate_date = ? AND origin = ? "
        "AND rate_to_cny = ?"));
    QSqlQuery remove(db);
    remove.prepare(QStringLiteral(
        "DELETE FROM exchange_rates WHERE currency = ? AND rate_date = ? AND origin = ?"));
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral(
        "INSERT INTO exchange_rates (currency, rate_to_cny, rate_date, source_url, note, origin, "
        "feed) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (int i = 0; i < rows.size(); ++i) {
        const ExchangeRateRow &r = rows[i];
        const QString date = r.date.toString(Qt::ISODate);
        QString error;
        if (!replacingBuiltin) {
            // The same rate again is a duplicate, as an identical price row is.
            if (!execPrepared(same, {r.currency, date, toCode(origin), r.rateToCny}, &error)) {
                result = CatalogRepository::WriteResult::failure(
                    rowError(DataKind::Rates, i, error), DataKind::Rates, i);
                return false;
            }
            const bool duplicate = same.next() && same.value(0).toInt() > 0;
            same.finish();
            if (duplicate) {
                ++result.rowsSkipped;
                continue;
            }
        }
        if (!replacingBuiltin
            && !execPrepared(remove, {r.currency, date, toCode(origin)}, &error)) {
            result = CatalogRepository::WriteResult::failure(
                rowError(DataKind::Rates, i, error), DataKind::Rates, i);
            return false;
        }
        if (!execPrepared(insert,
                {r.currency, r.rateToCny, date, textOrNull(r.sourceUrl), textOrNull(r.note),
                    toCode(origin), textOrNull(r.feed)},
                &error)) {
            result = CatalogRepository::WriteResult::failure(
                rowError(DataKind::Rates, i, error), DataKind::Rates, i);
            return false;
        }
        insert.finish();
        ++result.rowsAdded;
    }
    return true;
}

} // namespace

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
    const QSet<QString> prices = existingSignatures(db,
        QStringLiteral("SELECT card_id, amount, currency, condition, seller, observed_date, "
                       "source_url, note, gpu_count, price_unit, feed FROM prices"));
    const QSet<QString> benchmarks = existingSignatures(db,
        QStringLiteral(
            "SELECT card_id, gpu_count, network, task, precision, batch_size, metric, unit, value, "
            "framework, framework_version, source_url, date, note FROM benchmarks"));
    const QSet<QString> cloud = existingSignatures(db,
        QStringLiteral("SELECT provider, offering, card_id, gpu_count, price_per_hour, currency, "
                       "free_tier, observed_date, source_url, note FROM cloud_offerings"));
    if (!writeRows(db, data.prices, DataKind::Prices, kPriceInsert, origin, index, prices,
            priceValues, result)
        || !writeRows(db, data.benchmarks, DataKind::Benchmarks, kBenchmarkInsert, origin, index,
            benchmarks, benchmarkValues, result)
        || !writeRows(db, data.cloud, DataKind::Cloud, kCloudInsert, origin, index, cloud,
            cloudValues, result)
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
        if (!remove.exec())
            return WriteResult::failure(remove.lastError().text());
    }
    if (!writeRows(db, data.prices, DataKind::Prices, kPriceInsert, Origin::BuiltIn, index, {},
            priceValues, result)
        || !writeRows(db, data.benchmarks, DataKind::Benchmarks, kBenchmarkInsert, Origin::BuiltIn,
            index, {}, benchmarkValues, result)
        || !writeRows(db, data.cloud, DataKind::Cloud, kCloudInsert, Origin::BuiltIn, index, {},
            cloudValues, result)
        || !writeModels(db, data.models, Origin::BuiltIn, true, result)
        || !writeRates(db, data.rates, Origin::BuiltIn, true, result))
        return result;
    if (!setMetaValue(QStringLiteral("builtin_catalog_version"), version))
        return WriteResult::failure(tr("cannot record the catalog version"));
    if (!tx.commit())
        return WriteResult::failure(tr("cannot commit: %1").arg(db.lastError().text()));
    return result;
}

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
    q.prepare(QString::fromLatin1(kPriceInsert));
    if (!execPrepared(q, priceValues(price, card->id) << stamp.by << stamp.at, error))
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
    q.prepare(QStringLiteral(
        "UPDATE prices SET card_id = ?, amount = ?, currency = ?, condition = ?, seller = ?, "
        "observed_date = ?, source_url = ?, note = ?, gpu_count = ?, price_unit = ?, feed = ?, "
        "origin = ?, changed_by = ?, changed_at = ?, "
        "row_version = row_version + 1 WHERE id = ? AND (? = 0 OR row_version = ?)"));
    QVariantList values = priceValues(price, card->id);
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
    if (!execPrepared(q, {feed.name, feed.url.toString(), feed.kind}, error))
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
        {textOrNull(feed.etag), textOrNull(feed.lastModified), dateOrNull(feed.lastChecked),
            dateOrNull(feed.lastChanged), feed.rowCount, textOrNull(feed.lastStatus), feed.name},
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
    if (!writeRows(db, data.prices, DataKind::Prices, kPriceInsert, Origin::User, index, {},
            priceValues, result)
        || !writeRows(db, data.benchmarks, DataKind::Benchmarks, kBenchmarkInsert, Origin::User,
            index, {}, benchmarkValues, result)
        || !writeRows(db, data.cloud, DataKind::Cloud, kCloudInsert, Origin::User, index, {},
            cloudValues, result)
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
