// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppState.h"

#include "GpuDetection.h"
#include "ModelCache.h"

#include <QSqlDatabase>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <memory>

namespace gpu {

AppState::AppState(const Options &options, QObject *parent)
    : QObject(parent)
    , m_settings(options.settingsFile.isEmpty() ? std::make_unique<Settings>()
                                                : std::make_unique<Settings>(options.settingsFile))
    , m_undoStack(new QUndoStack(this))
{
    m_fitInBackground = options.fitInBackground;
    loadOptionsFromSettings();
    m_compareSet = m_settings->value(Settings::Key::CompareSet).toStringList();
    m_compareSet.removeDuplicates();
    m_compareBaseline = m_settings->value(Settings::Key::CompareBaseline).toString();
    m_yourCardId = m_settings->value(Settings::Key::YourCard).toString();
    if (options.loadAfterFirstPaint) {
        // Not opened yet: an empty, read-only catalog until loadPendingCatalog().
        m_pendingOpen = std::make_unique<Options>(options);
        m_database = std::make_unique<CatalogDatabase>(options.connectionName);
        m_catalogPending = true;
        return;
    }
    openDatabase(options);
    catalogLoaded();
}

void AppState::openDatabase(const Options &options)
{
    // The snapshot of a shared catalog is written once the window is up (below).
    Options deferred = options;
    deferred.snapshotWhenOpened = false;
    OpenedCatalog opened = openCatalog(deferred);
    if (opened.report.passwordNeeded && options.askPassword) {
        if (const QString password = options.askPassword(opened.report); !password.isEmpty()) {
            CatalogOpenOptions again = deferred;
            again.server.password = password;
            opened = OpenedCatalog(); // close the first connection before opening another
            opened = openCatalog(again);
        }
    }
    m_database = std::move(opened.database);
    m_workstations = options.workstations;
    m_openReport = opened.report;
    m_catalog = std::move(opened.data);
    if (m_database->isServer() && opened.error.isEmpty()) {
        // After the first frames: a copy of a large catalog takes a second or two to write, and
        // the window should not wait for it (docs/performance.md, SQLite and PostgreSQL).
        QTimer::singleShot(1500, this, [this] {
            if (const QString error = m_database->updateSnapshot(); !error.isEmpty())
                Q_EMIT storageError(error);
        });
    }
    if (!opened.error.isEmpty())
        qWarning("Could not read the whole catalog: %s", qUtf8Printable(opened.error));
}

void AppState::loadPendingCatalog()
{
    if (!m_catalogPending)
        return;
    m_catalogPending = false;
    const std::unique_ptr<Options> options = std::move(m_pendingOpen);
    m_database.reset(); // the placeholder has the real connection's name
    openDatabase(*options);
    catalogLoaded();
}

AppState::~AppState()
{
    if (m_refit) { // stored for the next start (a fit takes a fraction of a second)
        m_refit->wait();
        if (m_refitInputs == m_catalogInputs)
            storeModelFit(m_database->connectionName(), m_refitInputs, *m_refitResult);
        delete m_refit;
    }
    if (m_detection) {
        m_detection->wait(); // the probe gives up on a tool after a few seconds
        delete m_detection;
    }
}

void AppState::setYourCard(const QString &id)
{
    if (!id.isEmpty() && !card(id))
        return;
    const bool changed = id != m_yourCardId;
    m_yourCardId = id;
    m_settings->setValue(Settings::Key::YourCard, id);
    if (!changed)
        return;
    if (yourCardIsReference()) {
        rerank();
        Q_EMIT rankingChanged();
    }
    Q_EMIT yourCardChanged();
}

bool AppState::yourCardIsReference() const
{
    return m_settings->value(Settings::Key::YourCardIsReference).toBool();
}

void AppState::setYourCardIsReference(bool on)
{
    if (on == yourCardIsReference())
        return;
    m_settings->setValue(Settings::Key::YourCardIsReference, on);
    rerank();
    Q_EMIT rankingChanged();
}

void AppState::detectYourCard(bool onlyIfUnknown)
{
    if (m_detection || (onlyIfUnknown && m_settings->contains(Settings::Key::YourCard)))
        return;
    auto found = std::make_shared<LocalDetection>();
    m_detection = QThread::create([found] { *found = detectLocalGpus(); });
    connect(m_detection, &QThread::finished, this, [this, found, onlyIfUnknown] {
        m_detection->deleteLater();
        m_detection = nullptr;
        if (onlyIfUnknown && m_settings->contains(Settings::Key::YourCard))
            return; // chosen meanwhile
        for (const DetectedGpu &gpu : found->gpus) {
            const GpuMatch match = matchDetectedGpu(m_catalog.cards, gpu);
            if (match.index < 0)
                continue;
            const Card &c = m_catalog.cards.at(match.index);
            setYourCard(c.key.toId());
            Q_EMIT yourCardMessage(
                tr("Your card: %1 (found in this computer)").arg(c.displayName()));
            return;
        }
        if (!onlyIfUnknown)
            Q_EMIT yourCardMessage(found->gpus.isEmpty()
                    ? tr("No GPU found in this computer (or its driver tools are missing)")
                    : tr("The GPU found (%1) is not a card of the catalog; choose the closest")
                          .arg(found->gpus.first().name));
    });
    m_detection->start();
}

void AppState::loadOptionsFromSettings()
{
    const Settings &s = *m_settings;
    const QString workload = s.value(Settings::Key::Workload).toString();
    m_options.fineTuning = workload == QLatin1String("llm-finetune");
    m_options.workload = m_options.fineTuning ? Workload::Transformer
                                              : workloadFromCode(workload).value_or(Workload::Cnn);
    m_options.precision
        = precisionFromCode(s.value(Settings::Key::Precision).toString()).value_or(Precision::Fp16);
    if (!precisionAppliesTo(m_options.precision, m_options.workload))
        m_options.precision = Precision::Fp16; // saved by a version that offered INT8 for training
    const double budget = s.value(Settings::Key::Budget).toDouble();
    m_options.budget = budget > 0 ? std::optional<double>(budget) : std::nullopt;
    m_options.currency = s.currency();
    m_options.condition = conditionFilterFromString(s.value(Settings::Key::Condition).toString())
                              .value_or(ConditionFilter::Any);
    const double llm = s.value(Settings::Key::LlmSize).toDouble();
    m_options.llmParametersBillions = llm > 0 && llm <= 10000 ? llm : 7.0;

    loadFitQuestionFromSettings();
    if (m_options.fineTuning)
        m_options.precision = Precision::Fp16;
}

void AppState::reload()
{
    QString error;
    CatalogData data = reloadCatalog(*m_database, &error, m_workstations);
    if (!error.isEmpty() && m_database->isServer()) {
        // The server may have restarted since the session began: connect again, once.
        QSqlDatabase db = m_database->database();
        db.close();
        if (db.open())
            data = reloadCatalog(*m_database, &error, m_workstations);
    }
    if (!error.isEmpty()) {
        // Keep what was read before rather than a half-read catalog (a server gone away).
        Q_EMIT storageError(
            tr("Could not read the catalog again (%1); the window keeps what it read before.")
                .arg(error));
        return;
    }
    m_catalog = std::move(data);
    catalogLoaded();
}

void AppState::catalogLoaded()
{
    m_ranker = CatalogRanker(m_catalog, modelForCatalog());
    m_filter.cudaMinimum = cudaMinimum();
    rerank();
    Q_EMIT catalogChanged();
    if (m_catalogInputs != m_modelInputs)
        startRefit();
}

PerformanceModel AppState::modelForCatalog()
{
    // A price, an offer, a rate or a model does not change what the fit reads: most reloads
    // keep the parameters they had (ModelCache.h).
    m_catalogInputs = modelFitInputs(m_catalog.cards, m_catalog.benchmarks);
    if (m_catalogInputs == m_modelInputs)
        return m_ranker.model();
    if (auto stored = storedModelFit(m_database->connectionName(), m_catalogInputs)) {
        m_modelInputs = m_catalogInputs;
        return *stored;
    }
    if (!m_fitInBackground) {
        PerformanceModel model = PerformanceModel::fit(m_catalog.cards, m_catalog.benchmarks);
        storeModelFit(m_database->connectionName(), m_catalogInputs, model);
        m_modelInputs = m_catalogInputs;
        return model;
    }
    return m_ranker.model(); // the last parameters (the defaults at the first start)
}

void AppState::startRefit()
{
    if (m_refit)
        return; // applyRefit() fits again if the catalog changed while this one ran
    m_refitInputs = m_catalogInputs;
    m_refitResult = std::make_shared<PerformanceModel>();
    // Copies share the lists' data (implicit sharing is thread-safe); a reload meanwhile
    // replaces m_catalog without touching what the worker reads.
    m_refit = QThread::create(
        [result = m_refitResult, cards = m_catalog.cards, benchmarks = m_catalog.benchmarks] {
            *result = PerformanceModel::fit(cards, benchmarks);
        });
    connect(m_refit, &QThread::finished, this, [this] {
        if (m_refit && m_refit->isFinished())
            applyRefit(); // else an earlier refit's signal: finishModelUpdate() applied it
    });
    m_refit->start(QThread::LowPriority);
    Q_EMIT modelUpdatingChanged(true);
}

void AppState::applyRefit()
{
    if (!m_refit)
        return;
    m_refit->wait();
    delete m_refit;
    m_refit = nullptr;
    if (m_refitInputs != m_catalogInputs) { // the catalog changed while it ran
        startRefit();
        return;
    }
    storeModelFit(m_database->connectionName(), m_refitInputs, *m_refitResult);
    m_modelInputs = m_refitInputs;
    m_ranker.setModel(std::move(*m_refitResult));
    m_refitResult.reset();
    rerank();
    Q_EMIT rankingChanged();
    Q_EMIT modelUpdatingChanged(false);
}

void AppState::finishModelUpdate()
{
    while (m_refit)
        applyRefit();
}

const Card *AppState::card(const QString &id) const
{
    // The index's hash of keys: no second table of id strings (26 MB at 100,000 cards).
    const std::optional<CardKey> key = CardKey::fromId(id);
    const int i = key ? m_ranker.index().cardIndexOf(*key) : -1;
    return i >= 0 ? &m_catalog.cards.at(i) : nullptr;
}

QList<const Price *> AppState::pricesOf(const CardKey &key) const
{
    QList<const Price *> out;
    const int card = m_ranker.index().cardIndexOf(key);
    if (card < 0)
        return out;
    for (const int *row = m_ranker.index().pricesBegin(card);
         row != m_ranker.index().pricesEnd(card); ++row)
        out.append(&m_catalog.prices.at(*row));
    return out;
}

QList<const BenchmarkResult *> AppState::benchmarksOf(const CardKey &key) const
{
    QList<const BenchmarkResult *> out;
    for (const BenchmarkResult &b : m_catalog.benchmarks)
        if (b.card == key)
            out.append(&b);
    return out;
}

std::optional<Price> AppState::priceById(qint64 id) const
{
    for (const Price &p : m_catalog.prices)
        if (p.id == id)
            return p;
    return std::nullopt;
}

void AppState::setRankingOptions(const RankingOptions &options)
{
    if (options == m_options)
        return;
    m_options = options;
    // The question's use follows the mode: inference for LLM inference, LoRA (or the
    // fine-tuning last asked) for LLM fine-tuning.
    if (options.fineTuning && m_fitQuestion.method == FitMethod::Inference) {
        m_fitQuestion.method = FitMethod::Lora;
        saveFitQuestion();
    } else if (options.workload == Workload::LlmInference
        && m_fitQuestion.method != FitMethod::Inference) {
        m_fitQuestion.method = FitMethod::Inference;
        saveFitQuestion();
    }
    Settings &s = *m_settings;
    s.setValue(Settings::Key::Workload,
        options.fineTuning ? QStringLiteral("llm-finetune") : toCode(options.workload));
    s.setValue(Settings::Key::Precision, toCode(options.precision));
    s.setValue(Settings::Key::Budget, options.budget.value_or(0.0));
    s.setValue(Settings::Key::Currency, toCode(options.currency));
    s.setValue(Settings::Key::Condition, toCode(options.condition));
    s.setValue(Settings::Key::LlmSize, options.llmParametersBillions);
    rerank();
    Q_EMIT rankingChanged();
}

ExchangeRate AppState::exchangeRate() const
{
    return ExchangeRate {m_settings->exchangeRateCnyPerUsd(), m_settings->exchangeRateIsSet(),
        m_ranker.index().rateTable()};
}

ComputeCapability AppState::cudaMinimum() const
{
    return m_settings->cudaMinimumComputeCapability();
}

PricePolicy AppState::pricePolicy() const
{
    return m_ranker.pricePolicy(QDate::currentDate());
}

std::optional<CardPrice> AppState::priceOf(const Card &card) const
{
    const int i = m_ranker.index().cardIndexOf(card.key);
    if (i < 0)
        return priceFor(card, QList<const Price *>(), m_options.currency, m_options.condition,
            exchangeRate(), pricePolicy());
    return priceFor(card, m_catalog.prices, m_ranker.index().pricesBegin(i),
        m_ranker.index().pricesEnd(i), m_options.currency, m_options.condition, exchangeRate(),
        pricePolicy());
}

const CardVerdict *AppState::verdictFor(const CardKey &key) const
{
    const int card = m_ranker.index().cardIndexOf(key);
    const int i
        = card >= 0 && size_t(card) < m_verdictOfCard.size() ? m_verdictOfCard[size_t(card)] : -1;
    return i >= 0 ? &m_ranking.verdicts.at(i) : nullptr;
}

void AppState::applySettings()
{
    m_options.currency = m_settings->currency();
    m_filter.cudaMinimum = cudaMinimum();
    rerank();
    Q_EMIT rankingChanged();
    Q_EMIT filterChanged();
}

void AppState::retranslate()
{
    // The words only: the figures, flags and order do not depend on the language.
    m_rankedWith.memoryNeedOf = rankingRequest().memoryNeedOf;
    wordRanking(m_ranking, m_catalog, m_rankedWith);
    Q_EMIT rankingChanged();
}

RankingRequest AppState::rankingRequest() const
{
    RankingRequest request = rankingRequestFromSettings(*m_settings);
    request.workload = m_options.workload;
    request.precision = m_options.precision;
    request.budget = m_options.budget;
    request.currency = m_options.currency;
    request.condition = m_options.condition;
    request.llmParametersBillions = m_options.llmParametersBillions;
    // In the LLM modes with a model named, its memory need on one GPU is the ranking's (the
    // planner's figure: one figure for the picks, the set-ups and the reasons).
    if (const ModelSpec *model = fitModel(); model && m_options.llmMode()) {
        const MemoryRequest one = fitMemoryRequest(1);
        request.memoryNeedGb = estimateMemoryNumbers(*model, one).perGpu.total();
        request.memoryNeedOf = memoryNeedSubject(*model, one);
        if (model->kind == ModelKind::Llm)
            request.llmParametersBillions = std::round(model->paramsTotalB * 10) / 10;
    }
    if (const Card *mine = yourCard(); mine && yourCardIsReference())
        request.reference = mine->key;
    return request;
}

RankingRequest AppState::reportRequest(bool onlyFilteredCards) const
{
    RankingRequest request = rankingRequest();
    if (onlyFilteredCards)
        request.filter = m_filter;
    return request;
}

void AppState::rerank()
{
    m_rankedWith = rankingRequest();
    m_ranking = m_ranker.rank(m_rankedWith);
    m_verdictOfCard.assign(size_t(m_catalog.cards.size()), -1);
    for (int i = 0; i < m_ranking.verdicts.size(); ++i) {
        const int card = m_ranking.verdicts[i].cardIndex;
        if (card >= 0 && size_t(card) < m_verdictOfCard.size())
            m_verdictOfCard[size_t(card)] = i;
    }
    refreshFitPlan(); // prices and the catalog are the plan's too
}

void AppState::setFilter(const CardFilter &filter)
{
    CardFilter f = filter;
    f.cudaMinimum = cudaMinimum();
    m_filter = f;
    Q_EMIT filterChanged();
}

bool AppState::passesFilter(const Card &card) const
{
    return m_filter.matches(card, priceOf(card));
}

void AppState::setCurrentCard(const QString &id)
{
    if (id == m_currentCardId)
        return;
    m_currentCardId = id;
    Q_EMIT currentCardChanged(id);
}

int AppState::addToCompare(const QStringList &ids)
{
    int added = 0;
    QStringList refused;
    for (const QString &id : ids) {
        const Card *c = card(id);
        if (!c)
            continue; // not a card of this catalog: ignored
        if (m_compareSet.contains(id)) {
            refused.append(c->displayName());
            continue;
        }
        m_compareSet.append(id);
        ++added;
    }
    if (added > 0) {
        saveCompareSet();
        Q_EMIT compareSetChanged();
    }
    if (!refused.isEmpty())
        Q_EMIT compareMessage(
            tr("Already in the comparison: %1").arg(refused.join(QStringLiteral(", "))));
    return added;
}

void AppState::removeFromCompare(const QString &id)
{
    if (!m_compareSet.removeAll(id))
        return;
    if (m_compareBaseline == id)
        m_compareBaseline.clear();
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void AppState::moveInCompare(int from, int to)
{
    if (from == to || from < 0 || to < 0 || from >= m_compareSet.size()
        || to >= m_compareSet.size())
        return;
    m_compareSet.move(from, to);
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void AppState::setCompareBaseline(const QString &id)
{
    const QString baseline = m_compareSet.contains(id) ? id : QString();
    if (baseline == m_compareBaseline)
        return;
    m_compareBaseline = baseline;
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void AppState::clearCompare()
{
    if (m_compareSet.isEmpty())
        return;
    m_compareSet.clear();
    m_compareBaseline.clear();
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void AppState::saveCompareSet()
{
    m_settings->setValue(Settings::Key::CompareSet, m_compareSet);
    m_settings->setValue(Settings::Key::CompareBaseline, m_compareBaseline);
}

qint64 AppState::addPrice(const Price &price, QString *error)
{
    Price p = price;
    p.origin = Origin::User;
    QString problem;
    const qint64 id = CatalogRepository(m_database->connectionName()).addPrice(p, &problem);
    if (id > 0)
        reload();
    else
        Q_EMIT storageError(tr("Could not store the price: %1").arg(problem));
    if (error)
        *error = problem;
    return id;
}

bool AppState::updatePrice(const Price &price, QString *error, int *newVersion)
{
    Price p = price;
    p.origin = Origin::User;
    QString problem;
    const bool ok
        = CatalogRepository(m_database->connectionName()).updatePrice(p, &problem, newVersion);
    // Read again either way: after a refused edit the window shows what is stored now.
    reload();
    if (!ok)
        Q_EMIT storageError(tr("Could not change the price: %1").arg(problem));
    if (error)
        *error = problem;
    return ok;
}

bool AppState::removePrice(qint64 id, QString *error, int expectedVersion)
{
    QString problem;
    const bool ok = CatalogRepository(m_database->connectionName())
                        .removePrice(id, &problem, expectedVersion);
    reload();
    if (!ok)
        Q_EMIT storageError(tr("Could not remove the price: %1").arg(problem));
    if (error)
        *error = problem;
    return ok;
}

CatalogRepository::WriteResult AppState::importData(const CatalogData &data)
{
    // On an in-memory copy (a database from a newer version, or no usable file) the rows would
    // seem imported and be gone on exit.
    if (!m_openReport.persistent)
        return CatalogRepository::WriteResult::failure(
            tr("the database file is not in use this session (see the message at start-up), so "
               "nothing would be kept"));
    if (!isWritable())
        return CatalogRepository::WriteResult::failure(
            tr("this catalog is read-only for you (see the message at start-up); nothing was "
               "imported"));
    CatalogRepository::WriteResult result
        = CatalogRepository(m_database->connectionName()).importData(data, Origin::User);
    if (result.ok)
        reload();
    return result;
}

QList<Feed> AppState::feeds() const
{
    return CatalogRepository(m_database->connectionName()).feeds();
}

bool AppState::addFeed(const Feed &feed, QString *error)
{
    if (const QString why = checkFeed(feed.name, feed.url, feed.kind); !why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    return CatalogRepository(m_database->connectionName()).addFeed(feed, error);
}

bool AppState::removeFeed(const QString &name, bool removeRows, QString *error)
{
    const bool ok
        = CatalogRepository(m_database->connectionName()).removeFeed(name, removeRows, error);
    if (ok && removeRows)
        reload();
    return ok;
}

void AppState::updateFeeds(const QString &name)
{
    if (m_feedsPending > 0)
        return; // one round at a time
    if (!m_openReport.persistent || !isWritable()) {
        Q_EMIT feedUpdated(
            tr("The catalog cannot be written this session; no feed was updated."), false);
        Q_EMIT feedsUpdated();
        return;
    }
    if (!m_feedFetcher) {
        m_feedFetcher = new FeedFetcher(this);
        connect(m_feedFetcher, &FeedFetcher::finished, this, &AppState::onFeedFetched);
    }
    for (const Feed &feed : feeds()) {
        if (!name.isEmpty() && feed.name != name)
            continue;
        m_feedsInFlight.insert(feed.name, feed);
        ++m_feedsPending;
        m_feedFetcher->fetch(feed);
    }
    if (m_feedsPending == 0)
        Q_EMIT feedsUpdated();
}

void AppState::onFeedFetched(const QString &name, const FeedFetchResult &result)
{
    const auto it = m_feedsInFlight.constFind(name);
    if (it == m_feedsInFlight.constEnd())
        return;
    const Feed feed = it.value();
    m_feedsInFlight.erase(it);
    ImportOptions options;
    options.defaultCurrency = m_options.currency;
    options.importDate = QDate::currentDate();
    options.priceEstimates = m_ranker.priceModel(options.importDate).estimates();
    CatalogRepository repo(m_database->connectionName());
    const FeedUpdate update = applyFeedFetch(repo, feed, result, m_catalog, options);
    if (update.changed)
        reload();
    QString message = update.message;
    if (!update.problems.isEmpty())
        message += QStringLiteral(" (%1)").arg(update.problems.first());
    Q_EMIT feedUpdated(message, update.ok);
    if (--m_feedsPending == 0)
        Q_EMIT feedsUpdated();
}

void AppState::updateFeedsIfDue()
{
    if (!m_openReport.persistent || !isWritable())
        return;
    CatalogRepository repo(m_database->connectionName());
    if (repo.feeds().isEmpty())
        return;
    const QDateTime last = QDateTime::fromString(
        repo.metaValue(QStringLiteral("feeds_last_auto_check")), Qt::ISODate);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (last.isValid() && last.secsTo(now) < 24 * 3600)
        return;
    repo.setMetaValue(QStringLiteral("feeds_last_auto_check"), now.toString(Qt::ISODate));
    updateFeeds();
}

} // namespace gpu
