// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppState.h"
#include "CatalogReader.h"
#include "FeedKeyring.h"

#include "ModelCache.h"
#include "WindowFeeds.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QScopeGuard>
#include <QThread>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

namespace gpu {

AppState::AppState(const Options &options, QObject *parent)
    : WindowSelection(options.settingsFile, parent)
    , m_undoStack(new QUndoStack(this))
    , m_feeds(new WindowFeeds(this))
{
    m_fitInBackground = options.fitInBackground;
    m_options = rankingQuestionFromSettings(settings());
    m_fitQuestion = fitQuestionFromSettings(settings(), m_options);
    if (options.loadAfterFirstPaint) {
        // Not opened yet: an empty, read-only catalog until loadPendingCatalog().
        m_pendingOpen = std::make_unique<Options>(options);
        m_session.openPlaceholder(options.connectionName);
        m_catalogPending = true;
        return;
    }
    openDatabase(options);
    catalogLoaded();
}

AppState::~AppState()
{
    delete m_feeds; // its applier's clone of the session's connection ends before the session's
    delete m_reader; // so does a background read's (stopped, and waited for)
    if (m_refit) {
        // A fit about to end is stored for the next start (on the built-in catalog it takes a
        // fraction of a second); a long one (a large catalog) is cancelled, so that closing the
        // window never waits for it, and is not stored: the next start fits again.
        if (!m_refit->wait(QDeadlineTimer(800))) {
            m_refitCancel->store(true);
            m_refit->wait();
        }
        if (m_refitInputs == m_catalogInputs && !m_refitResult->cancelled())
            storeModelFit(m_session.database().connectionName(), m_refitInputs, *m_refitResult);
        delete m_refit;
    }
}

void AppState::openDatabase(const Options &options)
{
    // The snapshot of a shared catalog is written once the window is up (below).
    CatalogOpenOptions deferred = options;
    deferred.snapshotWhenOpened = false;
    OpenedCatalog opened = m_session.open(deferred);
    if (opened.report.passwordNeeded && options.askPassword) {
        if (const QString password = options.askPassword(opened.report); !password.isEmpty()) {
            CatalogOpenOptions again = deferred;
            again.server.password = password;
            opened = m_session.open(again);
        }
    }
    if (m_session.database().isServer() && opened.error.isEmpty()) {
        // After the first frames: a copy of a large catalog takes a second or two to write, and
        // the window should not wait for it (docs/performance.md, SQLite and PostgreSQL).
        QTimer::singleShot(1500, this, [this] {
            if (const QString error = m_session.database().updateSnapshot(); !error.isEmpty())
                Q_EMIT storageError(error);
        });
    }
    if (!opened.error.isEmpty())
        qWarning("Could not read the whole catalog: %s", qUtf8Printable(opened.error));
    if (opened.report.outcome == OpenReport::Outcome::Busy) {
        // Another window or a scheduled import holds the file: try again in the background
        // (for 10 minutes) rather than leave the user on the built-in catalog.
        m_busyRetry = std::make_unique<Options>(options);
        m_busyRetry->databasePath = opened.report.path; // the default path, resolved
        m_busyTries = 0;
        QTimer::singleShot(3000, this, &AppState::retryBusyDatabase);
    }
}

void AppState::retryBusyDatabase()
{
    if (!m_busyRetry)
        return;
    const auto tryLater = [this] {
        if (++m_busyTries < 200)
            QTimer::singleShot(3000, this, &AppState::retryBusyDatabase);
    };
    CatalogOpenOptions again = *m_busyRetry;
    if (CatalogDatabase::isHeldByAnother(again.databasePath))
        return tryLater(); // still held: asked without waiting, so the window never blocks
    again.snapshotWhenOpened = false;
    const OpenedCatalog opened = m_session.open(again);
    if (opened.report.outcome == OpenReport::Outcome::Busy)
        return tryLater();
    m_busyRetry.reset();
    catalogLoaded();
    Q_EMIT databaseReady(opened.report.needsAttention()
            ? opened.report.message()
            : tr("The database %1 is free again: the window now shows and saves your catalog.")
                  .arg(QDir::toNativeSeparators(opened.report.path)));
}

void AppState::loadPendingCatalog()
{
    if (!m_catalogPending)
        return;
    m_catalogPending = false;
    std::unique_ptr<Options> options = std::move(m_pendingOpen);
    // Opened now (migrations, the built-in refresh: quick), the rows read on a worker thread
    // while the window answers (issue 44): at 100,000 cards that takes seconds.
    Options withoutRows = *options;
    withoutRows.loadRows = false;
    openDatabase(withoutRows);
    if (m_session.canReadElsewhere()) {
        m_firstRead = std::move(options);
        reloadInBackground();
        return;
    }
    readFirstAtOnce(); // an in-memory copy (a busy or unusable file)
}

void AppState::readFirstAtOnce()
{
    QString error;
    if (!m_session.reload(&error))
        qWarning("Could not read the whole catalog: %s", qUtf8Printable(error));
    catalogLoaded(); // the first read: the window shows what there is either way
}

void AppState::reload()
{
    if (m_reader && m_reader->isReading()) {
        m_reader->cancel(); // this read is newer
        m_firstRead.reset();
        Q_EMIT catalogReadingChanged(false);
    }
    QString error;
    if (!m_session.reload(&error)) {
        // The session keeps what was read before rather than a half-read catalog.
        Q_EMIT storageError(
            tr("Could not read the catalog again (%1); the window keeps what it read before.")
                .arg(error));
        return;
    }
    catalogLoaded();
}

bool AppState::catalogReading() const
{
    return m_reader && m_reader->isReading();
}

void AppState::reloadInBackground()
{
    if (!m_session.canReadElsewhere()) {
        reload();
        return;
    }
    if (!m_reader) {
        m_reader = new CatalogReader(this);
        connect(m_reader, &CatalogReader::progress, this, &AppState::catalogReadProgress);
        connect(m_reader, &CatalogReader::finished, this, &AppState::catalogRead);
    }
    const bool wasReading = m_reader->isReading();
    m_reader->read(m_session.database().connectionName(), m_session.workstations());
    if (!wasReading)
        Q_EMIT catalogReadingChanged(true);
}

void AppState::catalogRead(const CatalogData &data, const QString &error)
{
    const std::unique_ptr<Options> first = std::move(m_firstRead);
    Q_EMIT catalogRowsRead();
    // Said last, once the catalog shown is the one read (or what the window kept).
    const auto done = qScopeGuard([this] { Q_EMIT catalogReadingChanged(false); });
    if (error.isEmpty()) {
        // With the model's stored fit, the reader also made the ranker's index, scaling and
        // price model on its thread.
        if (const std::shared_ptr<PreparedCatalog> prepared = m_reader->takePrepared())
            m_session.adopt(std::move(*prepared));
        else
            m_session.adopt(data);
        catalogLoaded();
        return;
    }
    if (first && CatalogDatabase::isDamageText(error)) {
        // Damage the open did not check for: open again as at any start, which checks the file
        // and sets a damaged one aside (OpenReport::Recovered), and say what it found.
        openDatabase(*first);
        catalogLoaded();
        if (openReport().needsAttention())
            Q_EMIT databaseReady(openReport().message());
        return;
    }
    // The read on this window's own connection instead: a shared catalog's server may have
    // restarted (CatalogSession::reload() connects again), or the clone could not be opened.
    if (!first) {
        reload();
        return;
    }
    readFirstAtOnce();
}

void AppState::catalogLoaded()
{
    // A price, an offer, a rate or a model does not change what the fit reads: most reloads
    // keep the parameters they had (ModelCache.h); else the stored fit, a fit now, or (in the
    // window) the last parameters while a worker fits.
    const CatalogData &data = m_session.catalog();
    m_fitModel = modelOfQuestion(m_fitQuestion, data.models);
    m_catalogInputs = m_session.modelInputs();
    if (m_session.hasModel() && m_catalogInputs == m_modelInputs) {
        // kept by the session
    } else if (m_session.hasModel() && m_session.storedFitInputs() == m_catalogInputs) {
        m_modelInputs = m_catalogInputs; // the stored fit, found by the reader (CatalogReader)
    } else if (auto stored
        = storedModelFit(m_session.database().connectionName(), m_catalogInputs)) {
        m_session.setModel(*stored);
        m_modelInputs = m_catalogInputs;
    } else if (!m_fitInBackground) {
        PerformanceModel model = PerformanceModel::fit(data.cards, data.benchmarks);
        storeModelFit(m_session.database().connectionName(), m_catalogInputs, model);
        m_session.setModel(std::move(model));
        m_modelInputs = m_catalogInputs;
    } else if (m_refitResult || !m_modelInputs.isEmpty()) {
        // the last parameters until the worker's are in
    } else {
        m_session.setModel(PerformanceModel()); // the defaults at the first start
    }
    if (!m_session.hasModel())
        m_session.setModel(PerformanceModel());
    m_filter.cudaMinimum = settings().cudaMinimumComputeCapability();
    rerank();
    Q_EMIT catalogChanged();
    if (m_catalogInputs != m_modelInputs)
        startRefit();
}

void AppState::startRefit()
{
    if (m_refit)
        return; // applyRefit() fits again if the catalog changed while this one ran
    m_refitInputs = m_catalogInputs;
    m_refitResult = std::make_shared<PerformanceModel>();
    m_refitCancel = std::make_shared<std::atomic<bool>>(false);
    // Copies share the lists' data (implicit sharing is thread-safe); a reload meanwhile
    // replaces the catalog without touching what the worker reads.
    m_refit = QThread::create([result = m_refitResult, cancel = m_refitCancel,
                                  cards = catalog().cards, benchmarks = catalog().benchmarks] {
        *result = PerformanceModel::fit(cards, benchmarks, cancel.get());
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
    storeModelFit(m_session.database().connectionName(), m_refitInputs, *m_refitResult);
    m_modelInputs = m_refitInputs;
    m_session.setModel(std::move(*m_refitResult));
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

std::optional<Price> AppState::priceById(qint64 id) const
{
    for (const Price &p : catalog().prices)
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
        saveFitQuestion(settings(), m_fitQuestion);
    } else if (options.workload == Workload::LlmInference
        && m_fitQuestion.method != FitMethod::Inference) {
        m_fitQuestion.method = FitMethod::Inference;
        saveFitQuestion(settings(), m_fitQuestion);
    }
    saveRankingQuestion(settings(), options);
    rerank();
    Q_EMIT rankingChanged();
}

ExchangeRate AppState::exchangeRate() const
{
    return m_session.exchangeRate(
        settings().exchangeRateCnyPerUsd(), settings().exchangeRateIsSet());
}

std::optional<CardPrice> AppState::priceOf(const Card &card) const
{
    return m_session.priceOf(
        card, m_options.currency, m_options.condition, m_exchangeRate, m_pricePolicy);
}

const CardVerdict *AppState::verdictFor(const CardKey &key) const
{
    const int card = m_session.index().cardIndexOf(key);
    const int i
        = card >= 0 && size_t(card) < m_verdictOfCard.size() ? m_verdictOfCard[size_t(card)] : -1;
    return i >= 0 ? &m_ranking.verdicts.at(i) : nullptr;
}

void AppState::applySettings()
{
    m_options.currency = settings().currency();
    m_filter.cudaMinimum = settings().cudaMinimumComputeCapability();
    rerank();
    Q_EMIT rankingChanged();
    Q_EMIT filterChanged();
}

void AppState::retranslate()
{
    // The words only: the figures, flags and order do not depend on the language.
    m_rankedWith.memoryNeedOf = rankingRequest().memoryNeedOf;
    wordRanking(m_ranking, catalog(), m_rankedWith);
    Q_EMIT rankingChanged();
}

RankingRequest AppState::rankingRequest() const
{
    std::optional<CardKey> reference;
    if (const Card *mine = yourCard(); mine && yourCardIsReference())
        reference = mine->key;
    return rankingRequestFor(settings(), m_options, m_fitQuestion, fitModel(), reference);
}

RankingRequest AppState::reportRequest(bool onlyFilteredCards) const
{
    RankingRequest request = rankingRequest();
    if (onlyFilteredCards)
        request.filter = m_filter;
    return request;
}

void AppState::referenceChanged()
{
    rerank();
    Q_EMIT rankingChanged();
}

void AppState::rerank()
{
    m_rankedWith = rankingRequest();
    m_ranking = m_session.rank(m_rankedWith);
    m_pricePolicy = m_session.pricePolicy();
    m_exchangeRate = exchangeRate();
    m_verdictOfCard.assign(size_t(catalog().cards.size()), -1);
    for (int i = 0; i < m_ranking.verdicts.size(); ++i) {
        const int card = m_ranking.verdicts.cardIndexOf(i); // without making the figures
        if (card >= 0 && size_t(card) < m_verdictOfCard.size())
            m_verdictOfCard[size_t(card)] = i;
    }
    refreshFitPlan(); // prices and the catalog are the plan's too
}

void AppState::setFilter(const CardFilter &filter)
{
    CardFilter f = filter;
    f.cudaMinimum = settings().cudaMinimumComputeCapability();
    m_filter = f;
    Q_EMIT filterChanged();
}

bool AppState::passesFilter(const Card &card) const
{
    // The price is looked up only for a filter with price bounds (the chart asks for every card).
    return m_filter.matches(card, m_filter.usesPrice() ? priceOf(card) : std::nullopt);
}

qint64 AppState::addPrice(const Price &price, QString *error)
{
    QString problem;
    const qint64 id = m_session.addPrice(price, &problem);
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
    QString problem;
    const bool ok = m_session.updatePrice(price, &problem, newVersion);
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
    const bool ok = m_session.removePrice(id, &problem, expectedVersion);
    reload();
    if (!ok)
        Q_EMIT storageError(tr("Could not remove the price: %1").arg(problem));
    if (error)
        *error = problem;
    return ok;
}

CatalogRepository::WriteResult AppState::importData(const CatalogData &data)
{
    CatalogRepository::WriteResult result = m_session.importData(data);
    if (result.ok)
        reload();
    return result;
}

bool AppState::removeFeed(const QString &name, bool removeRows, QString *error)
{
    const bool ok = m_session.removeFeed(name, removeRows, error);
    if (ok)
        m_feeds->keyring()->forget(name); // its password, if the keyring holds one
    if (ok && removeRows)
        reload();
    return ok;
}

} // namespace gpu
