// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogReader.h"

#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "ModelCache.h"
#include "PriceModelCache.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QThread>

namespace gpu {

namespace {

/// After the rows, on the worker thread with its clone `connection`: the model's inputs, the fit
/// stored for them, and with it a ranker with what its first ranking would otherwise make on the
/// window's thread (at 100,000 cards about a second and a half).
void prepare(PreparedCatalog &prepared, const QString &connection)
{
    prepared.modelInputs = modelFitInputs(prepared.data.cards, prepared.data.benchmarks);
    prepared.storedModel = storedModelFit(connection, prepared.modelInputs);
    if (!prepared.storedModel)
        return; // the window fits in its own worker (AppState)
    prepared.ranker.emplace(prepared.data, *prepared.storedModel);
    // The price model's calibration read (and, after a backtest, stored) on this connection.
    PriceModel::CalibrationStore store;
    store.read = [connection](
                     const QString &inputs) { return storedPriceCalibration(connection, inputs); };
    store.write = [connection](const QString &inputs, const PriceModel::Calibration &c) {
        storePriceCalibration(connection, inputs, c);
    };
    prepared.ranker->setPriceCalibrationStore(std::move(store));
    prepared.ranker->scaling();
    prepared.ranker->priceModel(QDate::currentDate());
    prepared.ranker->setPriceCalibrationStore({}); // the clone ends with this thread
}

} // namespace

CatalogReader::CatalogReader(QObject *parent)
    : QObject(parent)
{ }

CatalogReader::~CatalogReader()
{
    cancel();
    for (QThread *thread : std::as_const(m_threads)) {
        thread->wait();
        delete thread;
    }
}

void CatalogReader::cancel()
{
    if (m_cancelled)
        m_cancelled->store(true);
    m_cancelled.reset();
    ++m_generation;
    m_reading = false;
}

void CatalogReader::reap()
{
    for (auto it = m_threads.begin(); it != m_threads.end();) {
        if ((*it)->isFinished()) {
            (*it)->wait();
            delete *it;
            it = m_threads.erase(it);
        } else {
            ++it;
        }
    }
}

void CatalogReader::read(const QString &connectionName, bool workstations)
{
    cancel(); // the read under way, if any, ends on its own; its results are dropped
    reap();
    m_cancelled = std::make_shared<std::atomic_bool>(false);
    m_reading = true;
    const quint64 generation = m_generation;
    const QString cloneName = QStringLiteral("%1-reader-%2").arg(connectionName).arg(++m_clones);
    QPointer<CatalogReader> self(this);
    // Posted to this object's thread; the destructor waits for the worker, so `self` is alive
    // when a call is posted, and checked again when it runs.
    const auto post = [self](auto call) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, call] {
                if (CatalogReader *reader = self.data())
                    call(*reader);
            },
            Qt::QueuedConnection);
    };
    QThread *thread = QThread::create(
        [connectionName, cloneName, workstations, generation, cancelled = m_cancelled, post] {
            auto prepared = std::make_shared<PreparedCatalog>();
            QString error;
            {
                QSqlDatabase db = QSqlDatabase::cloneDatabase(connectionName, cloneName);
                if (!db.open()) {
                    error = db.lastError().text();
                } else {
                    const int cards = CatalogRepository(cloneName).cardCount();
                    QElapsedTimer sinceLast;
                    sinceLast.start();
                    prepared->data = readCatalogRows(
                        cloneName, &error, workstations, [&](qint64 read, qint64 total) {
                            if (cancelled->load())
                                return false;
                            if (sinceLast.elapsed() >= 50 || read >= total) {
                                sinceLast.restart();
                                post([generation, read, total, cards](CatalogReader &reader) {
                                    if (generation == reader.m_generation)
                                        Q_EMIT reader.progress(read, total, cards);
                                });
                            }
                            return true;
                        });
                    if (error.isEmpty() && !cancelled->load())
                        prepare(*prepared, cloneName);
                    db.close();
                }
            }
            QSqlDatabase::removeDatabase(cloneName);
            if (cancelled->load())
                return;
            post([generation, prepared, error](CatalogReader &reader) {
                reader.reap();
                if (generation != reader.m_generation)
                    return;
                reader.m_reading = false;
                reader.m_cancelled.reset();
                reader.m_prepared = error.isEmpty() ? prepared : nullptr;
                Q_EMIT reader.finished(prepared->data, error);
                reader.m_prepared.reset();
            });
        });
    thread->setObjectName(QStringLiteral("catalog-reader"));
    m_threads.append(thread);
    thread->start();
}

} // namespace gpu
