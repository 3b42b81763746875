// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every figure of gpu-advisor-bench shares: the table's row, timing with medians and the
// thread's CPU time, the environment and the clock of a timed start of the window.

#include "CatalogOpener.h"

#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QTextStream>

#include <functional>
#include <optional>

namespace gpu::bench {

QTextStream &out();
void progress(const QString &what);

struct Row
{
    QString figure;
    std::optional<double> value; ///< nullopt: not measured (see note)
    QString unit;
    QString target; ///< e.g. "≤ 16"; empty = no target
    std::optional<bool> met;
    QString note;
    int decimals = 1;
    std::optional<double> cpuMs = std::nullopt; ///< CPU time of this thread (median), for times
};

double median(QList<double> values);

/// Milliseconds: wall clock (the figure) and the CPU time of this thread, which tells work from
/// waiting on a shared machine; cpu < 0 = not measured (other processes).
struct Timing
{
    double wall = 0;
    double cpu = -1;
};

double threadCpuMs();
/// One call.
Timing timeMs(const std::function<void()> &work);
Timing median(const QList<Timing> &samples);
/// Median over `reps` calls.
Timing medianMs(int reps, const std::function<void()> &work);
Row timed(const QString &figure, Timing ms, std::optional<double> maxMs, const QString &note = {});
QString sizeName(int n);
/// How the benchmarks open a database: as the application does (core/store/CatalogOpener.h), with
/// the built-in catalog, on a connection of their own.
CatalogOpenOptions openOptions(const QString &path, const QString &connection);

struct Start
{
    double toPaintMs = 0; ///< process start to the end of the first paint pass
    double toExitMs = 0; ///< process start to its exit (tear-down included)
    double toPanelsMs = 0; ///< gpu-advisor: to its dock panels painted (after the first frame)
    double peakRssMb = 0; ///< gpu-advisor: its VmHWM when it quit (0 = not reported)
    /// gpu-advisor: the longest gap between its window thread's 5 ms ticks from the first frame
    /// until the catalog's rows were in (read on a worker thread), and until the panels were
    /// painted with the ranked catalog (ranking it included); -1 = not reported.
    double longestStallReadingMs = -1;
    double longestStallMs = -1;
};

/// The environment of a timed start: off screen, quitting after the first paint, with a home
/// folder of its own (settings, the database's folder, a shared catalog's snapshot).
QProcessEnvironment appEnvironment(const QString &home);
/// Starts `program` and waits for it to quit; see BenchSupport.cpp.
Start runToFirstPaint(
    const QProcessEnvironment &env, const QString &program, const QStringList &args, bool *ok);

/// For every figure measured at 10,000 and at 100,000 cards ("…, 10,000 cards" beside
/// "…, 100,000 cards"), its growth over that range as a row: the ratio of the two values, with
/// the target n log n (12.5 ×: ten times the cards, log 100,000 / log 10,000 = 1.25).
QList<Row> growthRows(const QList<Row> &rows);

struct BenchConfig
{
    bool quick = false;
    QList<int> tableSizes; ///< filter and sort
    int rankingSize = 100000;
    int importRows = 10000;
    int memoryCards = 100000;
    int reps = 5;
    /// `--postgres URL`: a PostgreSQL server where this role may create a database; the engine
    /// comparison (SQLite against PostgreSQL) runs only with it (bench/compare-engines.sh).
    QString postgresUrl;
    int engineCards = 100000; ///< the catalog of the engine comparison
};

} // namespace gpu::bench
