// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// gpu-advisor-bench's figures (BenchMain.cpp: the table and most figures; BenchProcesses.cpp:
// the command line's whole-process figures, the planner's sweep and the large start).

#include "BenchSupport.h"
#include "CatalogData.h"

#include <QMap>
#include <QTemporaryDir>

namespace gpu {
class AppState;
}

namespace gpu::bench {

struct EngineSteps;
struct EngineTimings;

struct EngineRow
{
    QString figure;
    std::optional<double> sqlite; ///< ms; nullopt: not measured (see note)
    std::optional<double> postgres;
    std::optional<double> sqliteCpu; ///< CPU ms of the measuring thread (in-process figures)
    std::optional<double> postgresCpu;
    std::optional<double> maxRatio; ///< the target: PostgreSQL at most this many times SQLite
    QString note;
};

// A database with the built-in catalog at `path` (created, as on first start).
bool createBuiltinDatabase(const QString &path, const QString &connection);

/// `variantResults` false: the variants get prices but no benchmark results (the window's
/// catalog of the engine comparison, see engines()).
QString makeLargeDatabase(
    const CatalogData &base, const QString &path, int cards, bool variantResults = true);

/// The search field typing "rtx 4090" and deleting it again, one text per keystroke.
QStringList searchKeystrokes();

/// The engine comparison's table (BenchEngines.cpp).
void printEngineTable(const QList<EngineRow> &rows, const QString &summary, bool markdown);

class Bench
{
public:
    Bench(const BenchConfig &settings, const CatalogData &base)
        : m_s(settings)
        , m_base(base)
    { }

    QList<Row> rows;

    void coldStart();
    void catalogLoad();
    void filterAndSort();
    void ranking();
    void modelFit();
    void chart();
    void report();
    void import();
    void peakMemory();
    void engines();
    void commandLine(); ///< `cli`: whole processes against their yardsticks
    void planner(); ///< `plan`: the planner's sweep over the built-in catalog
    void startLarge(); ///< `start-large`: the window on 100,000 cards
    void feed(); ///< `feed`: the window's thread while a large feed is stored (BenchFeeds.cpp)
    void feedOnWindowThread(AppState &state, const Feed &feed, int sheetRows);

    QList<EngineRow> engineRows; ///< engines(): SQLite and PostgreSQL side by side
    QString engineSummary; ///< engines(): what was compared

private:
    /// A database of `cards` synthetic cards in the benchmark's folder, made once per size.
    QString largeDatabase(int cards);
    void startWith(int cards); ///< startLarge() at one size
    void stallRows(int cards, const QList<double> &whileReading, const QList<double> &overall);
    void closeWhileReading(
        const QProcessEnvironment &env, const QString &app, const QStringList &args);
    void notMeasured(const QString &figure, const QString &why); ///< a figure not measured, and why
    QString dbPath(const QString &name) const { return m_dir.filePath(name); }
    QString builtinDatabase();
    QString fillServerDatabase(const QString &file, const QString &name, QString *url);
    // The parts of engines() (BenchEngines.cpp).
    QString engineDatabases(EngineTimings *t);
    QString engineOpens(EngineTimings *t, CatalogData *sqliteData, CatalogData *postgresData);
    EngineSteps engineSteps(
        const QString &location, bool isServer, const QString &snapshot, QString *error);
    QString sameEngineCatalogs(
        const CatalogData &sqliteData, const CatalogData &postgresData, const QString &snapshot);
    void engineFilterAndRanking(
        EngineTimings *t, const CatalogData &sqliteData, const CatalogData &postgresData);
    void engineLists(EngineTimings *t, const QProcessEnvironment &env, const QString &app);
    void engineStarts(EngineTimings *t, const QProcessEnvironment &env, const QString &app,
        const QString &snapshots);
    void addEngineRows(const EngineTimings &t);

    BenchConfig m_s;
    const CatalogData &m_base;
    QTemporaryDir m_dir;
    QString m_builtinDb;
    int m_connections = 0;
    QMap<int, QString> m_largeDbs;
};

} // namespace gpu::bench
