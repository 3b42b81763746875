// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads a catalog's rows off the caller's thread (issue 44, item 2; issue 43): the window hands
// over the name of its open connection and gets the rows back in finished(), with progress()
// on the way, so that reading 100,000 cards never freezes it. Each read runs on a worker thread
// with its own connection, cloned from the caller's (Qt SQL connections cannot cross threads;
// SQLite and a shared catalog's PostgreSQL connection alike). The rows are those
// CatalogSession::reload() reads (readCatalogRows(): every table, the derived servers and
// workstations); the caller gives them to its session with CatalogSession::adopt().
//
// Only for a catalog another connection can read (CatalogSession::canReadElsewhere(): a file or
// a server, never an in-memory copy, which a clone would see empty).
//
// A new read, cancel() and the destructor stop the read under way: it ends within a few
// thousand rows (SQLite: at the end of the table it is reading) and its finished() never comes.
// The destructor waits for it, so the caller's connection may close right after.

#include "CatalogData.h"
#include "RankingRequestBuilder.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace gpu {

/// What a read gives besides the rows, made on the worker thread so that the window's thread
/// does not: the digest of what the model's fit reads, the fit stored for it (ModelCache.h),
/// and with that fit a ranker whose index, multi-GPU scaling and price model of today are made
/// (CatalogSession::adopt(PreparedCatalog)).
struct PreparedCatalog
{
    CatalogData data;
    QString modelInputs; ///< modelFitInputs() of data
    std::optional<PerformanceModel> storedModel; ///< the stored fit of modelInputs, if any
    std::optional<CatalogRanker> ranker; ///< on `data`, with storedModel; none without one
};

class CatalogReader : public QObject
{
    Q_OBJECT
public:
    explicit CatalogReader(QObject *parent = nullptr);
    ~CatalogReader() override;

    /// Starts reading every row through a clone of the open connection `connectionName`, which
    /// must stay open until finished(). `workstations` as CatalogOpenOptions::workstations.
    void read(const QString &connectionName, bool workstations);
    /// Stops the read under way, if any; no finished() follows for it.
    void cancel();
    bool isReading() const { return m_reading; }
    /// The read's prepared catalog (its rows are finished()'s), while finished() is handled;
    /// null after the first call or a failed read.
    std::shared_ptr<PreparedCatalog> takePrepared() { return std::move(m_prepared); }

Q_SIGNALS:
    /// How far the read is: rows read of the rows in all (cards, prices, measured results and
    /// cloud offerings; a few models and rates more at the end), of which `cards` are cards.
    /// At most every 50 ms.
    void progress(qint64 rowsRead, qint64 rowsTotal, int cards);
    /// The rows, or with `error` (translated, from the database driver) set: the read failed
    /// and `data` is partial (keep what was read before).
    void finished(const gpu::CatalogData &data, const QString &error);

private:
    void reap();

    QList<QThread *> m_threads; ///< running or ended, deleted by reap()
    std::shared_ptr<PreparedCatalog> m_prepared; ///< the last read's, until takePrepared()
    std::shared_ptr<std::atomic_bool> m_cancelled; ///< the current read's
    quint64 m_generation = 0; ///< the current read's number; an older read's results are dropped
    int m_clones = 0; ///< names of the workers' connections
    bool m_reading = false;
};

} // namespace gpu
