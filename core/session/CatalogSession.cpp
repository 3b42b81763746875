// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogSession.h"

#include "CatalogReader.h"

#include "ModelCache.h"
#include "PriceModelCache.h"

#include <QSqlDatabase>

namespace gpu {

CatalogSession::CatalogSession() = default;
CatalogSession::~CatalogSession() = default;

OpenedCatalog CatalogSession::open(const CatalogOpenOptions &options, const PerformanceModel *model)
{
    m_ranker.reset();
    m_database.reset(); // a placeholder has the real connection's name
    OpenedCatalog opened = openCatalog(options);
    m_database = std::move(opened.database);
    m_report = opened.report;
    m_workstations = options.workstations;
    m_pricesOnly = options.pricesOnly && !m_database->isServer();
    m_data = opened.data; // shared with `opened` (implicitly shared lists)
    rowsChanged();
    if (model)
        setModel(*model);
    return opened;
}

void CatalogSession::openPlaceholder(const QString &connectionName)
{
    m_ranker.reset();
    m_database = std::make_unique<CatalogDatabase>(connectionName);
    m_report = OpenReport();
    m_data = CatalogData();
    rowsChanged();
}

bool CatalogSession::reload(QString *error)
{
    QString problem;
    CatalogData data = reloadCatalog(*m_database, &problem, m_workstations);
    if (!problem.isEmpty() && m_database->isServer()) {
        // The server may have restarted since the session began: connect again, once.
        QSqlDatabase db = m_database->database();
        db.close();
        if (db.open())
            data = reloadCatalog(*m_database, &problem, m_workstations);
    }
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false; // keep what was read before rather than half a catalog
    }
    adopt(std::move(data));
    return true;
}

void CatalogSession::adopt(CatalogData data)
{
    m_pricesOnly = false;
    // The model stays while what its fit reads is unchanged (most writes are prices).
    QString inputs = modelFitInputs(data.cards, data.benchmarks);
    const bool sameModelInputs = m_ranker && m_modelSet && inputs == modelInputs();
    std::optional<PerformanceModel> keep;
    if (sameModelInputs)
        keep = m_ranker->model();
    const QString storedFit = sameModelInputs ? m_storedFitInputs : QString();
    m_data = std::move(data);
    rowsChanged();
    m_modelInputs = std::move(inputs);
    if (keep)
        setModel(std::move(*keep));
    m_storedFitInputs = storedFit;
}

void CatalogSession::adopt(PreparedCatalog prepared)
{
    if (!prepared.ranker || !prepared.storedModel) {
        adopt(std::move(prepared.data));
        return;
    }
    m_pricesOnly = false;
    m_data = std::move(prepared.data);
    rowsChanged();
    m_modelInputs = prepared.modelInputs;
    m_ranker = std::move(prepared.ranker);
    m_ranker->rebind(m_data); // the same rows: m_data shares them
    if (m_database)
        m_ranker->setPriceCalibrationStore(priceCalibrationStore(*m_database));
    m_modelSet = true;
    m_storedFitInputs = prepared.modelInputs;
}

const QString &CatalogSession::modelInputs() const
{
    if (!m_modelInputs)
        m_modelInputs = modelFitInputs(m_data.cards, m_data.benchmarks);
    return *m_modelInputs;
}

void CatalogSession::rowsChanged()
{
    m_ranker.reset();
    m_modelSet = false;
    m_priceModel.reset();
    m_names.reset();
    m_modelInputs.reset();
    m_storedFitInputs.clear();
}

QString CatalogSession::writeRefusal() const
{
    if (!m_database)
        return tr("the catalog is not open yet; nothing was stored");
    // On an in-memory copy (a database from a newer version, or no usable file) the rows would
    // seem stored and be gone on exit.
    if (!m_report.persistent)
        return tr("the database file is not in use this session (see the message at start-up), "
                  "so nothing would be kept; nothing was stored");
    if (!m_database->isWritable())
        return tr("this catalog is read-only for you (see the message at start-up); nothing was "
                  "stored");
    return {};
}

const CatalogIndex &CatalogSession::index() const
{
    if (!m_ranker) {
        m_ranker.emplace(m_data, PerformanceModel()); // the model when first asked (ranker())
        if (m_database)
            m_ranker->setPriceCalibrationStore(priceCalibrationStore(*m_database));
    }
    return m_ranker->index();
}

const CatalogRanker &CatalogSession::ranker() const
{
    index();
    if (!m_modelSet) {
        // The stored fit when its inputs are unchanged (ModelCache.h), else a fit stored now.
        // A session that read prices alone has no measured results: it ranks nothing (`list`),
        // and must never store a fit of none over the catalog's.
        Q_ASSERT(!m_pricesOnly);
        m_ranker->setModel(m_database && !m_pricesOnly
                ? fittedModel(*m_database, m_data)
                : PerformanceModel::fit(m_data.cards, m_data.benchmarks));
        m_modelSet = true;
    }
    return *m_ranker;
}

void CatalogSession::setModel(PerformanceModel model)
{
    index();
    m_ranker->setModel(std::move(model));
    m_modelSet = true;
    m_storedFitInputs.clear();
}

const PriceModel &CatalogSession::priceModel() const
{
    if (m_ranker)
        return m_ranker->priceModel(QDate::currentDate());
    if (!m_priceModel)
        m_priceModel = PriceModel::fitAt(m_data, QDate::currentDate(),
            m_database ? priceCalibrationStore(*m_database) : PriceModel::CalibrationStore());
    return *m_priceModel;
}

PriceModel CatalogSession::backtestedPriceModel() const
{
    const PriceModel &model = priceModel();
    return model.backtestRun() ? model : PriceModel::fitAt(m_data, QDate::currentDate());
}

const Card *CatalogSession::card(const CardKey &key) const
{
    const int i = index().cardIndexOf(key);
    return i >= 0 ? &m_data.cards.at(i) : nullptr;
}

const Card *CatalogSession::card(const QString &id) const
{
    const std::optional<CardKey> key = CardKey::fromId(id);
    return key ? card(*key) : nullptr;
}

CardNameMatch CatalogSession::findCard(const QString &name) const
{
    if (!m_names)
        m_names.emplace(m_data.cards);
    return m_names->find(name);
}

QList<const Price *> CatalogSession::pricesOf(const CardKey &key) const
{
    QList<const Price *> out;
    const CatalogIndex &idx = index();
    const int c = idx.cardIndexOf(key);
    if (c < 0)
        return out;
    for (const int *row = idx.pricesBegin(c); row != idx.pricesEnd(c); ++row)
        out.append(&m_data.prices.at(*row));
    return out;
}

QList<const BenchmarkResult *> CatalogSession::benchmarksOf(const CardKey &key) const
{
    QList<const BenchmarkResult *> out;
    for (const BenchmarkResult &b : m_data.benchmarks)
        if (b.card == key)
            out.append(&b);
    return out;
}

ExchangeRate CatalogSession::exchangeRate(double cnyPerUsd, bool userRate) const
{
    return ExchangeRate {cnyPerUsd, userRate, index().rateTable()};
}

PricePolicy CatalogSession::pricePolicy(const QDate &today) const
{
    PricePolicy policy;
    policy.asOf = today;
    policy.estimates = priceModel().estimates();
    return policy;
}

std::optional<CardPrice> CatalogSession::priceOf(
    const Card &card, Currency currency, ConditionFilter condition, const ExchangeRate &rate) const
{
    return priceOf(card, currency, condition, rate, pricePolicy());
}

std::optional<CardPrice> CatalogSession::priceOf(const Card &card, Currency currency,
    ConditionFilter condition, const ExchangeRate &rate, const PricePolicy &policy) const
{
    const CatalogIndex &idx = index();
    const int i = idx.cardIndexOf(card.key);
    if (i < 0)
        return priceFor(card, QList<const Price *>(), currency, condition, rate, policy);
    return priceFor(card, m_data.prices, idx.pricesBegin(i), idx.pricesEnd(i), currency, condition,
        rate, policy);
}

CatalogRepository::WriteResult CatalogSession::importData(const CatalogData &rows)
{
    if (const QString why = writeRefusal(); !why.isEmpty())
        return CatalogRepository::WriteResult::failure(why);
    return CatalogRepository(m_database->connectionName()).importData(rows, Origin::User);
}

qint64 CatalogSession::addPrice(const Price &price, QString *error)
{
    if (const QString why = writeRefusal(); !why.isEmpty()) {
        if (error)
            *error = why;
        return 0;
    }
    Price p = price;
    p.origin = Origin::User;
    return CatalogRepository(m_database->connectionName()).addPrice(p, error);
}

bool CatalogSession::updatePrice(const Price &price, QString *error, int *newVersion)
{
    if (const QString why = writeRefusal(); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    Price p = price;
    p.origin = Origin::User;
    return CatalogRepository(m_database->connectionName()).updatePrice(p, error, newVersion);
}

bool CatalogSession::removePrice(qint64 id, QString *error, int expectedVersion)
{
    if (const QString why = writeRefusal(); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    return CatalogRepository(m_database->connectionName()).removePrice(id, error, expectedVersion);
}

QList<Feed> CatalogSession::feeds(QString *error) const
{
    return CatalogRepository(m_database->connectionName()).feeds(error);
}

bool CatalogSession::addFeed(const Feed &feed, QString *error)
{
    QString why = writeRefusal();
    if (why.isEmpty())
        why = checkFeed(feed.name, feed.url, feed.kind);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    return CatalogRepository(m_database->connectionName()).addFeed(feed, error);
}

bool CatalogSession::removeFeed(const QString &name, bool removeRows, QString *error)
{
    if (const QString why = writeRefusal(); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    return CatalogRepository(m_database->connectionName()).removeFeed(name, removeRows, error);
}

FeedUpdate CatalogSession::applyFeed(const Feed &feed, const FeedFetchResult &fetch,
    Currency currency, bool acceptUnusual, int maxRows)
{
    if (const QString why = writeRefusal(); !why.isEmpty()) {
        FeedUpdate refused;
        refused.feed = feed;
        refused.message = tr("%1: %2").arg(feed.name, why);
        return refused;
    }
    CatalogRepository repo(m_database->connectionName());
    return applyFeedFetch(
        repo, feed, fetch, m_data, feedImportOptions(currency, acceptUnusual), maxRows);
}

ImportOptions CatalogSession::feedImportOptions(Currency currency, bool acceptUnusual) const
{
    ImportOptions options;
    options.defaultCurrency = currency;
    options.importDate = QDate::currentDate();
    // Every price is checked against what its card should cost (PriceCheck.h).
    options.priceEstimates = priceModel().estimates();
    options.acceptUnusualPrices = acceptUnusual;
    return options;
}

} // namespace gpu
