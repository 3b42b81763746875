// SPDX-License-Identifier: GPL-3.0-or-later
// The figure `engines` of gpu-advisor-bench: SQLite against PostgreSQL on one catalog of 100,000
// cards (loading, listing, filtering, ranking, the first painted window), with a throwaway
// server from bench/compare-engines.sh, and its table. docs/performance.md, "SQLite and
// PostgreSQL".

#include "Bench.h"
#include "ServerSystems.h"

#include "BuiltinCatalog.h"
#include "CatalogCopy.h"
#include "CatalogDatabase.h"
#include "CatalogExporter.h"
#include "CatalogFilterProxy.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "CatalogTableModel.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "SqlDialect.h"
#include "SyntheticCatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTextStream>
#include <QUrl>

#include <algorithm>

namespace gpu::bench {

// The address of database `name` on the server of `url` (same role, host, port and options).
QString urlOfDatabase(const QString &url, const QString &name)
{
    QUrl u(url);
    u.setPath(QLatin1Char('/') + name);
    return u.toString();
}

// Drops database `name` on the server of `url` if it exists and creates it again, empty. An
// error, or empty.
QString recreateServerDatabase(const QString &url, const QString &name)
{
    QString error;
    const auto address = parseServerUrl(url, &error);
    if (!address)
        return error;
    const QString connection = QStringLiteral("bench-postgres-admin");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        db.setHostName(address->host);
        db.setPort(address->port);
        db.setDatabaseName(address->databaseName);
        db.setUserName(address->user);
        db.setPassword(address->password);
        db.setConnectOptions(address->connectOptions);
        if (!db.open()) {
            error = QStringLiteral("cannot connect to %1: %2")
                        .arg(address->displayUrl(), db.lastError().text());
        } else {
            QSqlQuery q(db);
            for (const QString &sql : {QStringLiteral("SET client_min_messages = warning"),
                     QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name),
                     QStringLiteral("CREATE DATABASE %1").arg(name)}) {
                if (!q.exec(sql)) {
                    error = sql + QStringLiteral(": ") + q.lastError().text();
                    break;
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return error;
}

// Why an openCatalog() of the comparison did not give the whole catalog; empty when it did.
QString openProblem(const OpenedCatalog &opened, int cards)
{
    if (opened.report.outcome != OpenReport::Outcome::Opened)
        return opened.report.message();
    if (!opened.error.isEmpty())
        return opened.error;
    if (!opened.snapshotError.isEmpty())
        return opened.snapshotError;
    // The stored cards (the servers derived from modules at load are not rows of the database).
    if (storedCards(opened.data.cards).size() != cards)
        return QStringLiteral("%1 cards read, %2 expected")
            .arg(storedCards(opened.data.cards).size())
            .arg(cards);
    return {};
}

// A keystroke in the search field over `data` (as filterAndSort measures it): the median of the
// keystrokes of searchKeystrokes().
Timing keystrokeMedian(const CatalogData &data)
{
    CatalogTableModel model;
    model.setPricing(Currency::CNY, ConditionFilter::New, ExchangeRate {});
    model.setCatalog(data);
    CatalogFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(CatalogTableModel::NameColumn, Qt::AscendingOrder);
    QList<Timing> times;
    for (const QString &text : searchKeystrokes()) {
        CardFilter f = proxy.filter();
        f.search = text;
        times.append(timeMs([&] {
            proxy.setFilter(f);
            proxy.rowCount();
        }));
    }
    return median(times);
}

// A database `name` of its own on the --postgres server holding every row of the catalog file
// `file`, as `gpu-advisor db init` and `gpu-advisor db copy --from FILE --to URL` make it; `url`
// is set to its address. An error, or empty.
QString Bench::fillServerDatabase(const QString &file, const QString &name, QString *url)
{
    if (const QString e = recreateServerDatabase(m_s.postgresUrl, name); !e.isEmpty())
        return e;
    *url = urlOfDatabase(m_s.postgresUrl, name);
    CatalogOpenOptions target = openOptions(*url, QStringLiteral("bench-fill-to"));
    target.server.createSchema = true;
    target.server.snapshotPath = dbPath(QStringLiteral("fill-snapshot.sqlite"));
    const OpenedCatalog out = openCatalog(target);
    if (out.report.outcome != OpenReport::Outcome::Created || !out.report.writable)
        return out.report.message();
    const OpenedCatalog in = openCatalog(openOptions(file, QStringLiteral("bench-fill-from")));
    if (in.report.outcome != OpenReport::Outcome::Opened)
        return in.report.message();
    if (const QString e
        = copyCatalogRows(QStringLiteral("bench-fill-from"), QStringLiteral("bench-fill-to"));
        !e.isEmpty())
        return e;
    // What autovacuum does on a server in use (statistics, visibility map), so that the first
    // timed reads do not pay for it.
    QSqlQuery q(out.database->database());
    if (!q.exec(QStringLiteral("VACUUM ANALYZE")))
        return q.lastError().text();
    return {};
}

// The steps of openCatalog() one at a time, for one engine.
struct EngineSteps
{
    QList<Timing> open, read, write, check;
};

// What engines() measures, and where.
struct EngineTimings
{
    QString file; ///< the synthetic catalog as an SQLite file
    QString windowFile; ///< the window's catalog (benchmark results of the built-in cards only)
    QString server; ///< `file` copied to a database of its own on the server
    QString windowServer; ///< `windowFile` copied likewise
    double fillSeconds = 0; ///< the copy of `file` to the server
    QList<Timing> sqliteOpens, firstOpens, laterOpens;
    EngineSteps sqliteSteps, postgresSteps;
    Timing sqliteKeystroke, postgresKeystroke, sqliteRank, postgresRank;
    qsizetype prices = 0;
    qsizetype benchmarks = 0;
    bool listOk = false;
    QList<double> sqliteLists, postgresLists;
    bool startOk = false;
    QList<double> sqliteStarts, firstStarts, laterStarts;
    bool snapshotWritten = true;
};

// The two pairs of databases (a file and its copy on the server each). An error, or empty.
QString Bench::engineDatabases(EngineTimings *t)
{
    progress(QStringLiteral("engines: database files of %1 cards").arg(m_s.engineCards));
    t->file = dbPath(QStringLiteral("engines.sqlite"));
    t->windowFile = dbPath(QStringLiteral("engines-window.sqlite"));
    if (const QString e = makeLargeDatabase(m_base, t->file, m_s.engineCards); !e.isEmpty())
        return e;
    if (const QString e = makeLargeDatabase(m_base, t->windowFile, m_s.engineCards, false);
        !e.isEmpty())
        return e;
    progress(QStringLiteral("engines: copying them to the PostgreSQL server"));
    QElapsedTimer filling;
    filling.start();
    if (const QString e
        = fillServerDatabase(t->file, QStringLiteral("gpu_advisor_bench"), &t->server);
        !e.isEmpty())
        return QStringLiteral("the server's database was not filled: ") + e;
    t->fillSeconds = double(filling.elapsed()) / 1000.0;
    if (const QString e = fillServerDatabase(
            t->windowFile, QStringLiteral("gpu_advisor_bench_window"), &t->windowServer);
        !e.isEmpty())
        return QStringLiteral("the server's database was not filled: ") + e;
    return {};
}

// openCatalog() as the window and the command line call it, on a new connection each time;
// the catalog is freed and the connection closed after the timing. The catalogs last read go to
// *sqliteData and *postgresData. An error, or empty.
QString Bench::engineOpens(EngineTimings *t, CatalogData *sqliteData, CatalogData *postgresData)
{
    const QString snapshot = dbPath(QStringLiteral("engines-snapshot.sqlite"));
    QString error;
    const auto openTimed = [&](const QString &location, CatalogData *keep) {
        CatalogOpenOptions o
            = openOptions(location, QStringLiteral("bench-engines-%1").arg(++m_connections));
        o.server.snapshotPath = snapshot;
        OpenedCatalog opened;
        const Timing timing = timeMs([&] { opened = openCatalog(o); });
        if (const QString e = openProblem(opened, m_s.engineCards); !e.isEmpty() && error.isEmpty())
            error = e;
        *keep = std::move(opened.data);
        return timing;
    };
    progress(QStringLiteral("engines: openCatalog"));
    openTimed(t->file, sqliteData); // untimed: the file lands in the page cache
    for (int i = 0; i < m_s.reps && error.isEmpty(); ++i) {
        t->sqliteOpens.append(openTimed(t->file, sqliteData));
        QFile::remove(snapshot); // the first open on this computer, or the first since a change
        t->firstOpens.append(openTimed(t->server, postgresData));
        t->laterOpens.append(openTimed(t->server, postgresData)); // the snapshot is current
    }
    return error;
}

// The steps of openCatalog() one at a time on `location`: CatalogDatabase::open(), loadAll(),
// and for the server its snapshot (at `snapshot`) written anew and found current. The first
// problem goes to *error unless it holds one already.
EngineSteps Bench::engineSteps(
    const QString &location, bool isServer, const QString &snapshot, QString *error)
{
    EngineSteps s;
    for (int i = 0; i < m_s.reps; ++i) {
        CatalogDatabase db(QStringLiteral("bench-engines-%1").arg(++m_connections));
        CatalogDatabase::ServerOptions options;
        options.snapshotPath = snapshot;
        db.setServerOptions(options);
        OpenReport report;
        s.open.append(timeMs([&] {
            report = db.open(
                location, [] { return BuiltinCatalog::load().data; }, BuiltinCatalog::version());
        }));
        if (report.outcome != OpenReport::Outcome::Opened && error->isEmpty())
            *error = report.message();
        CatalogData data;
        s.read.append(timeMs([&] { data = reloadCatalog(db); }));
        if (isServer) {
            QFile::remove(snapshot);
            QString e;
            s.write.append(timeMs([&] { e = db.updateSnapshot(); }));
            s.check.append(timeMs([&] { e += db.updateSnapshot(); }));
            if (!e.isEmpty() && error->isEmpty())
                *error = e;
        }
    }
    return s;
}

// The two engines gave the same catalog, and the server's local snapshot (read back as a
// database file at `snapshot`) holds it too: the same rows in the same order. Else which differ.
QString Bench::sameEngineCatalogs(
    const CatalogData &sqliteData, const CatalogData &postgresData, const QString &snapshot)
{
    const OpenedCatalog snapshotCopy = openCatalog(
        openOptions(snapshot, QStringLiteral("bench-engines-%1").arg(++m_connections)));
    using Source = std::pair<const CatalogData *, const char *>;
    for (const auto &[data, what] :
        {Source {&postgresData, "PostgreSQL"}, Source {&snapshotCopy.data, "the local snapshot"}}) {
        QStringList differences;
        for (const auto &[kind, name] :
            {std::pair {DataKind::Cards, "cards"}, std::pair {DataKind::Prices, "prices"},
                std::pair {DataKind::Benchmarks, "benchmarks"},
                std::pair {DataKind::Cloud, "cloud offerings"},
                std::pair {DataKind::Models, "models"}})
            if (CatalogExporter::toCsv(sqliteData, kind) != CatalogExporter::toCsv(*data, kind))
                differences.append(QLatin1String(name));
        if (!differences.isEmpty())
            return QStringLiteral("%1 gave other %2 than the SQLite file")
                .arg(QLatin1String(what), differences.join(QStringLiteral(", ")));
    }
    return {};
}

// A keystroke in the search field and the ranking, on the catalog each engine gave.
void Bench::engineFilterAndRanking(
    EngineTimings *t, const CatalogData &sqliteData, const CatalogData &postgresData)
{
    progress(QStringLiteral("engines: filter and ranking"));
    t->sqliteKeystroke = keystrokeMedian(sqliteData);
    t->postgresKeystroke = keystrokeMedian(postgresData);
    const PerformanceModel model = PerformanceModel::fit(m_base.cards, m_base.benchmarks);
    const auto rankMedian = [&](const CatalogData &data) {
        const CatalogIndex index(data);
        return medianMs(m_s.reps, [&] { Ranking::rank(data, index, RankingRequest {}, model); });
    };
    t->sqliteRank = rankMedian(sqliteData);
    t->postgresRank = rankMedian(postgresData);
    t->prices = sqliteData.prices.size();
    t->benchmarks = sqliteData.benchmarks.size();
}

// `gpu-advisor list --format csv` as a process, on each engine (the program `app`, in `env`).
void Bench::engineLists(EngineTimings *t, const QProcessEnvironment &env, const QString &app)
{
    const auto listOnce = [&](const QString &location, bool *ok) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.setStandardOutputFile(QProcess::nullDevice());
        QElapsedTimer timer;
        timer.start();
        p.start(app,
            {QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--db"), location});
        const bool finished = p.waitForFinished(300000);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        if (!finished)
            p.kill();
        *ok = *ok && finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        return ms;
    };
    t->listOk = QFile::exists(app);
    if (t->listOk) {
        progress(QStringLiteral("engines: gpu-advisor list"));
        listOnce(t->file, &t->listOk); // untimed: the first run of each writes what later runs find
        listOnce(t->server, &t->listOk);
        for (int i = 0; i < m_s.reps && t->listOk; ++i) {
            t->sqliteLists.append(listOnce(t->file, &t->listOk));
            t->postgresLists.append(listOnce(t->server, &t->listOk));
        }
    }
}

// The window to its first painted frame on each engine's window catalog; for the server with
// its snapshot (under `snapshots`) removed, and again with it current.
void Bench::engineStarts(
    EngineTimings *t, const QProcessEnvironment &env, const QString &app, const QString &snapshots)
{
    t->startOk = QFile::exists(app);
    if (!t->startOk)
        return;
    progress(QStringLiteral("engines: start to the first painted window"));
    const auto args = [](const QString &location) {
        return QStringList {
            QStringLiteral("--db"), location, QStringLiteral("--lang"), QStringLiteral("en")};
    };
    runToFirstPaint(env, app, args(t->windowFile), &t->startOk); // untimed, as in coldStart()
    runToFirstPaint(env, app, args(t->windowServer), &t->startOk);
    for (int i = 0; i < m_s.reps && t->startOk; ++i) {
        bool a = false;
        bool b = false;
        bool c = false;
        t->sqliteStarts.append(runToFirstPaint(env, app, args(t->windowFile), &a).toPaintMs);
        QDir(snapshots).removeRecursively();
        t->firstStarts.append(runToFirstPaint(env, app, args(t->windowServer), &b).toPaintMs);
        t->snapshotWritten = t->snapshotWritten
            && !QDir(snapshots).entryList({QStringLiteral("*.sqlite")}, QDir::Files).isEmpty();
        t->laterStarts.append(runToFirstPaint(env, app, args(t->windowServer), &c).toPaintMs);
        t->startOk = a && b && c;
    }
}

// The rows of the engine table from what engines() measured.
void Bench::addEngineRows(const EngineTimings &t)
{
    const std::optional<double> two = 2.0;
    const auto row = [&](const QString &name, const std::optional<Timing> &sqlite,
                         const std::optional<Timing> &postgres, std::optional<double> maxRatio,
                         const QString &note) {
        EngineRow r {name, std::nullopt, std::nullopt, std::nullopt, std::nullopt, maxRatio, note};
        if (sqlite) {
            r.sqlite = sqlite->wall;
            if (sqlite->cpu >= 0)
                r.sqliteCpu = sqlite->cpu;
        }
        if (postgres) {
            r.postgres = postgres->wall;
            if (postgres->cpu >= 0)
                r.postgresCpu = postgres->cpu;
        }
        engineRows.append(r);
    };
    const auto process = [](bool ok, const QList<double> &times) {
        return ok ? std::optional<Timing>(Timing {median(times)}) : std::nullopt;
    };
    const QString notMeasured = QStringLiteral("not measured: gpu-advisor missing or failed");
    row(QStringLiteral("load: openCatalog(), snapshot current"), median(t.sqliteOpens),
        median(t.laterOpens), two,
        QStringLiteral("open and read every row; PostgreSQL: its local snapshot holds the "
                       "server's revision (checked only)"));
    row(QStringLiteral("load: openCatalog(), snapshot written"), median(t.sqliteOpens),
        median(t.firstOpens), two,
        QStringLiteral("PostgreSQL: the first open on a computer, and the first after anyone "
                       "wrote to the catalog (SQLite: the same open as above)"));
    row(QStringLiteral("  open (CatalogDatabase::open)"), median(t.sqliteSteps.open),
        median(t.postgresSteps.open), {},
        QStringLiteral("SQLite: quick_check of the file; PostgreSQL: connect, role, schema "
                       "version, rights"));
    row(QStringLiteral("  read every row (CatalogRepository::loadAll)"), median(t.sqliteSteps.read),
        median(t.postgresSteps.read), {}, QStringLiteral("the rows into CatalogData"));
    row(QStringLiteral("  write the local snapshot"), std::nullopt, median(t.postgresSteps.write),
        {}, QStringLiteral("every row read again and written to an SQLite file"));
    row(QStringLiteral("  find the local snapshot current"), std::nullopt,
        median(t.postgresSteps.check), {}, QStringLiteral("meta 'revision' compared"));
    row(QStringLiteral("list: gpu-advisor list --format csv"), process(t.listOk, t.sqliteLists),
        process(t.listOk, t.postgresLists), {},
        t.listOk ? QStringLiteral("a process, start to exit, every card printed; snapshot current")
                 : notMeasured);
    row(QStringLiteral("filter keystroke (median of 15)"), t.sqliteKeystroke, t.postgresKeystroke,
        {}, QStringLiteral("on the catalog each engine gave"));
    row(QStringLiteral("ranking"), t.sqliteRank, t.postgresRank, {},
        QStringLiteral("on the catalog each engine gave"));
    row(QStringLiteral("first painted window, snapshot current"),
        process(t.startOk, t.sqliteStarts), process(t.startOk, t.laterStarts), two,
        t.startOk ? QStringLiteral("gpu-advisor --db FILE or URL, process start to the end of the "
                                   "first paint (the window's catalog, see above)")
                  : notMeasured);
    row(QStringLiteral("first painted window, snapshot written"),
        process(t.startOk, t.sqliteStarts), process(t.startOk, t.firstStarts), two,
        !t.startOk              ? notMeasured
            : t.snapshotWritten ? QStringLiteral("PostgreSQL: no snapshot on this computer yet")
                                : QStringLiteral("PostgreSQL: NO snapshot was written"));
}

// SQLite against PostgreSQL: one synthetic catalog of N cards in a database file and, copied row
// for row, in a database of its own on the server of --postgres. Each figure is measured on both,
// alternately, the way the application does the work: openCatalog() (opening, reading every row
// and, for the server, its local snapshot), `gpu-advisor list`, a keystroke in the search field,
// the ranking, and a start of the window to its first painted frame.
//
// The window is started on a second pair of databases, the same N cards with their prices but
// benchmark results for the built-in cards only: with the synthetic results of every variant
// (240,000 at 100,000 cards) the window spends minutes fitting the performance model before its
// first frame, whichever engine the rows came from (PerformanceModel::fit, docs/performance.md).
void Bench::engines()
{
    const QString figure
        = QStringLiteral("SQLite and PostgreSQL, %1 cards").arg(sizeName(m_s.engineCards));
    const auto fail = [&](const QString &why) {
        rows.append({figure, std::nullopt, QStringLiteral("ms"), {}, std::nullopt, why});
    };
    if (m_s.postgresUrl.isEmpty())
        return fail(QStringLiteral("needs --postgres URL (bench/compare-engines.sh starts a "
                                   "server and passes it)"));
    EngineTimings t;
    if (const QString e = engineDatabases(&t); !e.isEmpty())
        return fail(e);
    CatalogData sqliteData;
    CatalogData postgresData;
    if (const QString e = engineOpens(&t, &sqliteData, &postgresData); !e.isEmpty())
        return fail(e);
    progress(QStringLiteral("engines: open, read, snapshot"));
    const QString stepsSnapshot = dbPath(QStringLiteral("engines-steps-snapshot.sqlite"));
    QString error;
    t.sqliteSteps = engineSteps(t.file, false, stepsSnapshot, &error);
    t.postgresSteps = engineSteps(t.server, true, stepsSnapshot, &error);
    if (!error.isEmpty())
        return fail(error);
    if (const QString e = sameEngineCatalogs(sqliteData, postgresData, stepsSnapshot); !e.isEmpty())
        return fail(e);
    engineFilterAndRanking(&t, sqliteData, postgresData);
    sqliteData = {};
    postgresData = {};

    // The command line and the window: new processes with a home folder of their own, where the
    // shared catalog's snapshot is kept (<AppData>/snapshots/).
    const QString binDir = QCoreApplication::applicationDirPath();
    const QString app = binDir + QStringLiteral("/gpu-advisor");
    const QString home = dbPath(QStringLiteral("engines-home"));
    QDir().mkpath(home);
    const QProcessEnvironment env = appEnvironment(home);
    engineLists(&t, env, app);
    engineStarts(&t, env, app, home + QStringLiteral("/data/GpuAdvisor/gpu-advisor/snapshots"));
    addEngineRows(t);
    engineSummary
        = QStringLiteral("%1 cards, %2 prices, %3 benchmark results, the same rows from "
                         "both engines and the local snapshot (copied to the server in %4 s); "
                         "the window's "
                         "catalog: the same cards and prices, benchmark results of the "
                         "built-in cards only")
              .arg(sizeName(m_s.engineCards), sizeName(int(t.prices)), sizeName(int(t.benchmarks)))
              .arg(t.fillSeconds, 0, 'f', 1);
}

QString msText(const std::optional<double> &ms)
{
    return ms ? QString::number(*ms, 'f', 1) : QStringLiteral("—");
}

std::optional<double> ratioOf(const EngineRow &r)
{
    if (!r.sqlite || !r.postgres || *r.sqlite <= 0)
        return std::nullopt;
    return *r.postgres / *r.sqlite;
}

QString ratioText(const EngineRow &r)
{
    const auto ratio = ratioOf(r);
    return ratio ? QString::number(*ratio, 'f', 2) + QStringLiteral(" ×") : QString();
}

QString engineTarget(const EngineRow &r)
{
    return r.maxRatio ? QStringLiteral("≤ %1 ×").arg(*r.maxRatio) : QString();
}

QString engineMet(const EngineRow &r)
{
    if (!r.maxRatio)
        return QString();
    const auto ratio = ratioOf(r);
    if (!ratio)
        return QStringLiteral("not measured");
    return *ratio <= *r.maxRatio ? QStringLiteral("met") : QStringLiteral("NOT MET");
}

// The CPU time of the measuring thread, "SQLite / PostgreSQL": the rest of a PostgreSQL figure is
// waiting for the server (its own processes) and the network.
QString cpuPair(const EngineRow &r)
{
    if (!r.sqliteCpu && !r.postgresCpu)
        return QString();
    return msText(r.sqliteCpu) + QStringLiteral(" / ") + msText(r.postgresCpu);
}

// The engine comparison: one row per figure, SQLite and PostgreSQL side by side.
void printEngineTable(const QList<EngineRow> &rows, const QString &summary, bool markdown)
{
    QTextStream &s = out();
    if (markdown) {
        s << summary << ".\n\n";
        s << "| figure | SQLite ms | PostgreSQL ms | PostgreSQL ÷ SQLite | target | met | "
             "CPU ms SQLite / PostgreSQL | note |\n";
        s << "|---|---:|---:|---:|---|---|---:|---|\n";
        for (const EngineRow &r : rows)
            s << "| " << r.figure.trimmed() << " | " << msText(r.sqlite) << " | "
              << msText(r.postgres) << " | " << ratioText(r) << " | " << engineTarget(r) << " | "
              << engineMet(r) << " | " << cpuPair(r) << " | " << r.note << " |\n";
        s.flush();
        return;
    }
    s << "SQLite and PostgreSQL: " << summary << "\n\n";
    int w = 6;
    for (const EngineRow &r : rows)
        w = std::max(w, int(r.figure.size()));
    s << QStringLiteral("figure").leftJustified(w) << " | "
      << QStringLiteral("SQLite ms").rightJustified(10) << " | "
      << QStringLiteral("PostgreSQL ms").rightJustified(13) << " | "
      << QStringLiteral("ratio").rightJustified(8) << " | target  | met\n";
    s << QString(w + 58, QLatin1Char('-')) << '\n';
    for (const EngineRow &r : rows) {
        s << r.figure.leftJustified(w) << " | " << msText(r.sqlite).rightJustified(10) << " | "
          << msText(r.postgres).rightJustified(13) << " | " << ratioText(r).rightJustified(8)
          << " | " << engineTarget(r).leftJustified(7) << " | " << engineMet(r);
        if (!cpuPair(r).isEmpty())
            s << "  [CPU " << cpuPair(r) << " ms]";
        if (!r.note.isEmpty())
            s << "  (" << r.note << ')';
        s << '\n';
    }
    s.flush();
}

} // namespace gpu::bench
