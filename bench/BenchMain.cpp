// SPDX-License-Identifier: GPL-3.0-or-later
// gpu-advisor-bench: the figures of docs/performance.md, measured in one run.
//
//   gpu-advisor-bench [--quick] [--markdown] [--only FIGURE] [--cards N] [--postgres URL]
//
// Prints a table "figure | value | unit | target | met". Every time is the median of several
// repetitions (QElapsedTimer, monotonic clock); the work measured is the work the application
// does (same classes, same calls), on synthetic catalogs made from the built-in one
// (SyntheticCatalog.h). --quick uses small sizes and few repetitions (the `bench_smoke` test:
// it checks that the benchmark still runs, never the targets). The exit code is 0 unless a
// benchmark could not run at all. With --postgres URL (bench/compare-engines.sh starts a
// throwaway server and passes it) a second table compares SQLite with PostgreSQL on one catalog
// of 100,000 cards: loading, listing, filtering, ranking and the first painted window.
//
// Internal: `--child-peak-memory DB` is the child process of the peak-memory figure;
// `--make-database PATH` writes the database it reads (for profiling, docs/performance.md), and
// with `--without-variant-results` the window's catalog of the engine comparison.

#include "Bench.h"
#include "BuiltinCatalog.h"
#include "CatalogDatabase.h"
#include "CatalogExporter.h"
#include "CatalogFilterProxy.h"
#include "CatalogImporter.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "CatalogTableModel.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "SyntheticCatalog.h"

#include "AppState.h"
#include "ChartPanel.h"
#include "ReportBuilder.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace gpu;
using namespace gpu::bench;

namespace gpu::bench {

// A database with the built-in catalog at `path` (created, as on first start).
bool createBuiltinDatabase(const QString &path, const QString &connection)
{
    const OpenedCatalog opened = openCatalog(openOptions(path, connection));
    return opened.report.persistent && opened.report.writable;
}

// The search field typing "rtx 4090" and deleting it again, one text per keystroke.
QStringList searchKeystrokes()
{
    return {QStringLiteral("r"), QStringLiteral("rt"), QStringLiteral("rtx"),
        QStringLiteral("rtx "), QStringLiteral("rtx 4"), QStringLiteral("rtx 40"),
        QStringLiteral("rtx 409"), QStringLiteral("rtx 4090"), QStringLiteral("rtx 409"),
        QStringLiteral("rtx 40"), QStringLiteral("rtx 4"), QStringLiteral("rtx"),
        QStringLiteral("rt"), QStringLiteral("r"), QString()};
}

QString Bench::builtinDatabase()
{
    if (m_builtinDb.isEmpty()) {
        const QString path = dbPath(QStringLiteral("builtin.sqlite"));
        if (createBuiltinDatabase(path, QStringLiteral("bench-create-%1").arg(++m_connections)))
            m_builtinDb = path;
    }
    return m_builtinDb;
}

// Cold start: process start to the main window painted (then exit), gpu-advisor on the
// built-in catalog beside a minimal Qt Widgets program with an empty table, alternately.
void Bench::coldStart()
{
    progress(QStringLiteral("cold start"));
    const QString binDir = QCoreApplication::applicationDirPath();
    const QString app = binDir + QStringLiteral("/gpu-advisor");
    const QString minimal = binDir + QStringLiteral("/gpu-advisor-minimal-window");
    if (!QFile::exists(app) || !QFile::exists(minimal)) {
        rows.append({QStringLiteral("cold start, ratio to minimal Qt program"), std::nullopt,
            QStringLiteral("×"), QStringLiteral("≤ 1.5"), std::nullopt,
            QStringLiteral("not measured: gpu-advisor or gpu-advisor-minimal-window missing")});
        return;
    }
    const QString home = dbPath(QStringLiteral("home"));
    QDir().mkpath(home);
    const QProcessEnvironment env = appEnvironment(home);
    const QStringList appArgs {QStringLiteral("--db"), dbPath(QStringLiteral("start.sqlite")),
        QStringLiteral("--lang"), QStringLiteral("en")};
    auto runOnce = [&](const QString &program, const QStringList &args, bool *ok) {
        return runToFirstPaint(env, program, args, ok);
    };
    bool ok = true;
    // Untimed first runs: the app creates its database (a first start, not measured), both
    // binaries and Qt's libraries land in the page cache.
    runOnce(app, appArgs, &ok);
    runOnce(minimal, {}, &ok);
    QList<double> appTimes;
    QList<double> minimalTimes;
    QList<double> appExitTimes;
    QList<double> minimalExitTimes;
    QList<double> appPanelTimes;
    for (int i = 0; i < m_s.reps && ok; ++i) {
        bool a = false;
        bool b = false;
        const Start appStart = runOnce(app, appArgs, &a);
        const Start minimalStart = runOnce(minimal, {}, &b);
        appTimes.append(appStart.toPaintMs);
        minimalTimes.append(minimalStart.toPaintMs);
        appExitTimes.append(appStart.toExitMs);
        appPanelTimes.append(appStart.toPanelsMs);
        minimalExitTimes.append(minimalStart.toExitMs);
        ok = a && b;
    }
    if (!ok) {
        rows.append({QStringLiteral("cold start, ratio to minimal Qt program"), std::nullopt,
            QStringLiteral("×"), QStringLiteral("≤ 1.5"), std::nullopt,
            QStringLiteral("not measured: a program did not start or exit cleanly")});
        return;
    }
    const double appMs = median(appTimes);
    const double minimalMs = median(minimalTimes);
    rows.append(timed(QStringLiteral("cold start to painted window, gpu-advisor"), {appMs}, {}));
    rows.append(
        timed(QStringLiteral("cold start to painted window, minimal Qt program"), {minimalMs}, {}));
    const double ratio = appMs / minimalMs;
    rows.append({QStringLiteral("cold start, ratio to minimal Qt program"), ratio,
        QStringLiteral("×"), QStringLiteral("≤ 1.5"), ratio <= 1.5, {}, 2});
    rows.append(timed(QStringLiteral("cold start to every panel painted, gpu-advisor"),
        {median(appPanelTimes)}, {},
        QStringLiteral("the dock panels are built right after the first frame")));
    rows.append(timed(QStringLiteral("start to exit after first paint, gpu-advisor"),
        {median(appExitTimes)}, {}, QStringLiteral("with tear-down (not part of the target)")));
    rows.append(timed(QStringLiteral("start to exit after first paint, minimal Qt program"),
        {median(minimalExitTimes)}, {}));
}

void Bench::catalogLoad()
{
    progress(QStringLiteral("catalog load"));
    const QString path = builtinDatabase();
    if (path.isEmpty()) {
        rows.append({QStringLiteral("catalog load from database (built-in)"), std::nullopt,
            QStringLiteral("ms"), {}, std::nullopt, QStringLiteral("database not created")});
        return;
    }
    const QString connection = QStringLiteral("bench-load-%1").arg(++m_connections);
    const OpenedCatalog opened = openCatalog(openOptions(path, connection));
    int cards = 0;
    const Timing ms
        = medianMs(m_s.reps, [&] { cards = int(reloadCatalog(*opened.database).cards.size()); });
    rows.append(timed(
        QStringLiteral("catalog load from database (built-in, %1 cards)").arg(cards), ms, {}));
}

void Bench::filterAndSort()
{
    // What a keystroke in the search field does: CardFilter::search on the proxy, which then
    // refilters every row and re-sorts the accepted ones (sorted by name, as the app starts).
    const QStringList keystrokes = searchKeystrokes();
    for (int n : m_s.tableSizes) {
        progress(QStringLiteral("filter and sort at %1 cards").arg(n));
        const CatalogData data = bench::syntheticCatalog(m_base, n);
        CatalogTableModel model;
        model.setPricing(Currency::CNY, ConditionFilter::New, ExchangeRate {});
        model.setCatalog(data);
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&model);
        int order = 0;
        // The first sort by a column builds that column's sort keys (for names: collation keys);
        // later sorts, and the re-sort after every keystroke, reuse them.
        const Timing firstSortName
            = timeMs([&] { proxy.sort(CatalogTableModel::NameColumn, Qt::DescendingOrder); });
        const Timing sortName = medianMs(m_s.reps, [&] {
            proxy.sort(CatalogTableModel::NameColumn,
                order++ % 2 ? Qt::DescendingOrder : Qt::AscendingOrder);
        });
        const Timing sortPrice = medianMs(m_s.reps, [&] {
            proxy.sort(CatalogTableModel::PriceColumn,
                order++ % 2 ? Qt::DescendingOrder : Qt::AscendingOrder);
        });
        proxy.sort(CatalogTableModel::NameColumn, Qt::AscendingOrder);
        QList<Timing> times;
        for (const QString &text : keystrokes) {
            CardFilter f = proxy.filter();
            f.search = text;
            // rowCount(): the proxy is up to date (the view and the status bar ask at once).
            times.append(timeMs([&] {
                proxy.setFilter(f);
                proxy.rowCount();
            }));
        }
        std::optional<double> target; // the targets, at the sizes it names
        if (n == 10000)
            target = 16;
        else if (n == 100000)
            target = 100;
        rows.append(timed(QStringLiteral("filter keystroke, %1 cards (median of %2)")
                              .arg(sizeName(n))
                              .arg(keystrokes.size()),
            median(times), target));
        rows.append(timed(QStringLiteral("filter keystroke, %1 cards (first)").arg(sizeName(n)),
            times.first(), {}, QStringLiteral("prepares every card's search text")));
        rows.append(timed(
            QStringLiteral("filter keystroke, %1 cards (slowest of the others)").arg(sizeName(n)),
            *std::max_element(times.begin() + 1, times.end(),
                [](const Timing &a, const Timing &b) { return a.wall < b.wall; }),
            {}));
        rows.append(timed(QStringLiteral("sort by name, %1 cards (first)").arg(sizeName(n)),
            firstSortName, {}, QStringLiteral("builds the collation keys")));
        rows.append(timed(QStringLiteral("sort by name, %1 cards").arg(sizeName(n)), sortName, {}));
        rows.append(
            timed(QStringLiteral("sort by price, %1 cards").arg(sizeName(n)), sortPrice, {}));
    }
}

void Bench::ranking()
{
    progress(QStringLiteral("ranking"));
    const PerformanceModel model = PerformanceModel::fit(m_base.cards, m_base.benchmarks);
    RankingRequest request;
    // Two sizes when the full size is 100,000: the growth table compares them.
    QList<int> sizes {m_s.rankingSize};
    if (m_s.rankingSize == 100000)
        sizes.prepend(10000);
    for (int size : sizes) {
        const CatalogData data = bench::syntheticCatalog(m_base, size);
        // The window builds the catalog's index once per catalog change (load, import, price
        // edit) and ranks with it whenever an option changes (AppState).
        std::optional<CatalogIndex> index;
        const Timing indexMs = medianMs(m_s.reps, [&] { index.emplace(data); });
        int ranked = 0;
        const Timing ms = medianMs(m_s.reps, [&] {
            const RankingResult r = Ranking::rank(data, *index, request, model);
            ranked = int(r.verdicts.size());
        });
        rows.append(timed(QStringLiteral("ranking, %1 cards").arg(sizeName(size)), ms,
            size == 100000 ? std::optional<double>(20) : std::nullopt,
            QStringLiteral("%1 verdicts, CNN training at FP16").arg(ranked)));
        rows.append(timed(QStringLiteral("catalog index, %1 cards").arg(sizeName(size)), indexMs,
            {}, QStringLiteral("once per catalog change, not per ranking")));
    }
}

// The performance model's fit (PerformanceModel::fit, with its leave-one-out refits): once per
// catalog change in the window, on the built-in results and on a large catalog whose every card
// carries the measured results of the card it was made from (a lab that imported its own).
void Bench::modelFit()
{
    progress(QStringLiteral("fit"));
    const Timing builtin = medianMs(m_s.reps, [&] {
        const PerformanceModel model = PerformanceModel::fit(m_base.cards, m_base.benchmarks);
        Q_UNUSED(model);
    });
    rows.append(timed(QStringLiteral("model fit, built-in catalog"), builtin, {},
        QStringLiteral("%1 measured results").arg(m_base.benchmarks.size())));
    const CatalogData data = bench::syntheticCatalog(m_base, m_s.rankingSize);
    const Timing large = medianMs(1, [&] {
        const PerformanceModel model = PerformanceModel::fit(data.cards, data.benchmarks);
        Q_UNUSED(model);
    });
    rows.append(timed(QStringLiteral("model fit, %1 cards").arg(sizeName(m_s.rankingSize)), large,
        {}, QStringLiteral("%1 measured results, one run").arg(data.benchmarks.size())));
}

void Bench::chart()
{
    progress(QStringLiteral("chart"));
    AppState::Options options;
    options.databasePath = builtinDatabase();
    options.settingsFile = dbPath(QStringLiteral("chart.ini"));
    options.connectionName = QStringLiteral("bench-chart");
    AppState state(options);
    ChartPanel panel(&state);
    panel.setTopCount(30);
    panel.resize(900, 700);
    const Timing ms = medianMs(m_s.reps, [&] {
        panel.rebuild();
        panel.grab(); // lay out and paint, as the window would
    });
    rows.append(timed(QStringLiteral("chart rebuild, top 30 (ChartPanel)"), ms, {},
        QStringLiteral("ChartPanel::rebuild() and one paint; %1 bars")
            .arg(panel.barLabels().size())));
}

void Bench::report()
{
    progress(QStringLiteral("report"));
    RankingRequest request; // what `gpu-advisor report --workload cnn --budget 8000` asks
    request.workload = Workload::Cnn;
    request.budget = 8000;
    const RankingResult ranking = CatalogRanker(m_base).rank(request);
    ReportOptions options;
    options.date = QDate(2025, 1, 1);
    options.appVersion = QStringLiteral("bench");
    options.catalogVersion = BuiltinCatalog::version();
    const QString path = dbPath(QStringLiteral("report.pdf"));
    int pages = 0;
    QString error;
    const Timing ms = medianMs(m_s.reps, [&] {
        ReportBuilder builder(m_base, request, ranking, {}, options);
        pages = builder.pageCount();
        error = builder.writePdf(path);
    });
    if (!error.isEmpty()) {
        rows.append({QStringLiteral("report export (PDF)"), std::nullopt, QStringLiteral("ms"),
            QStringLiteral("≤ 1000"), std::nullopt, error});
        return;
    }
    rows.append(timed(QStringLiteral("report export (PDF, %1 pages)").arg(pages), ms, 1000,
        QStringLiteral("layout and writing the whole report the app writes for the built-in "
                       "catalog (the target names two pages)")));
}

// Import: CSV bytes of N benchmark rows read, checked and stored in one transaction into a
// database that holds the built-in catalog (a fresh copy for every repetition).
void Bench::import()
{
    progress(QStringLiteral("import"));
    const QString source = builtinDatabase();
    CatalogData rowsData;
    rowsData.benchmarks = bench::syntheticBenchmarks(m_base, m_s.importRows);
    const QByteArray csv = CatalogExporter::toCsv(rowsData, DataKind::Benchmarks).toUtf8();
    QList<Timing> times;
    QString error;
    for (int i = 0; i < m_s.reps && error.isEmpty(); ++i) {
        const QString path = dbPath(QStringLiteral("import-%1.sqlite").arg(i));
        QFile::copy(source, path);
        const QString connection = QStringLiteral("bench-import-%1").arg(++m_connections);
        const OpenedCatalog opened = openCatalog(openOptions(path, connection));
        CatalogRepository repo(connection);
        times.append(timeMs([&] {
            const ImportResult r
                = CatalogImporter::readCsv(csv, QStringLiteral("benchmarks.csv"), {});
            if (!r.ok()) {
                error = r.errors.first().toString();
                return;
            }
            const auto w = repo.importData(r.data);
            if (!w.ok)
                error = w.error;
            else if (w.rowsAdded != m_s.importRows)
                error = QStringLiteral("%1 rows stored").arg(w.rowsAdded);
        }));
    }
    const QString figure
        = QStringLiteral("import %1 benchmark rows (CSV)").arg(sizeName(m_s.importRows));
    if (!error.isEmpty()) {
        rows.append({figure, std::nullopt, QStringLiteral("ms"), QStringLiteral("≤ 1000"),
            std::nullopt, error});
        return;
    }
    rows.append(timed(figure, median(times),
        m_s.importRows == 10000 ? std::optional<double>(1000) : std::nullopt,
        QStringLiteral("read, check and store in one transaction")));
}

// Peak memory: a child process (this binary, --child-peak-memory) opens a database of N cards
// as the application does, loads it into the table model, sorts, ranks and filters, then
// reports its high-water mark (VmHWM). The parent builds that database first (not timed).
void Bench::peakMemory()
{
    progress(QStringLiteral("peak memory: building a database of %1 cards").arg(m_s.memoryCards));
    const QString figure
        = QStringLiteral("peak memory, %1 cards loaded").arg(sizeName(m_s.memoryCards));
    const QString path = largeDatabase(m_s.memoryCards);
    QString error = path.isEmpty() ? QStringLiteral("the database was not made") : QString();
    // Loading at two sizes when the full size is 100,000: the growth table compares them.
    QList<int> sizes {m_s.memoryCards};
    if (m_s.memoryCards == 100000)
        sizes.prepend(10000);
    for (int size : sizes) {
        const QString file = size == m_s.memoryCards ? path : largeDatabase(size);
        if (file.isEmpty())
            continue;
        const QString connection = QStringLiteral("bench-large-%1").arg(++m_connections);
        const OpenedCatalog opened = openCatalog(openOptions(file, connection));
        const Timing loadMs
            = medianMs(std::min(m_s.reps, 3), [&] { reloadCatalog(*opened.database); });
        rows.append(
            timed(QStringLiteral("catalog load from database, %1 cards").arg(sizeName(size)),
                loadMs, size == 100000 ? std::optional<double>(1500) : std::nullopt,
                QStringLiteral("with their prices and benchmark results")));
    }
    progress(QStringLiteral("peak memory: child process"));
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    if (error.isEmpty()) {
        child.start(
            QCoreApplication::applicationFilePath(), {QStringLiteral("--child-peak-memory"), path});
        if (!child.waitForFinished(300000) || child.exitCode() != 0)
            error = QStringLiteral("the child process failed");
    }
    bool ok = false;
    const double kb = QString::fromLatin1(child.readAllStandardOutput()).trimmed().toDouble(&ok);
    if (!error.isEmpty() || !ok) {
        rows.append({figure, std::nullopt, QStringLiteral("MB"), QStringLiteral("≤ 300"),
            std::nullopt, error.isEmpty() ? QStringLiteral("no figure from the child") : error});
        return;
    }
    const double mb = kb / 1024.0;
    Row r {figure, mb, QStringLiteral("MB"), {}, std::nullopt,
        QStringLiteral("VmHWM of a process that loads, sorts, ranks and filters them"), 0};
    if (m_s.memoryCards == 100000) {
        r.target = QStringLiteral("≤ 300");
        r.met = mb <= 300;
    }
    rows.append(r);
}

// A database at `path` with a synthetic catalog of `cards` cards (the built-in ones and their
// variants, with prices and benchmark results); an error, or empty.
QString makeLargeDatabase(
    const CatalogData &base, const QString &path, int cards, bool variantResults)
{
    static int connections = 0;
    const QString connection = QStringLiteral("bench-make-%1").arg(++connections);
    const OpenedCatalog opened = openCatalog(openOptions(path, connection));
    if (!opened.report.persistent || !opened.report.writable)
        return opened.report.message();
    CatalogData data = bench::syntheticCatalog(base, cards);
    data.cards = data.cards.mid(base.cards.size()); // the built-in ones are stored already
    data.cloud.clear();
    if (!variantResults)
        data.benchmarks.clear();
    const auto w = CatalogRepository(connection).importData(data, Origin::User);
    return w.ok ? QString() : w.error;
}

// ---- SQLite and PostgreSQL (the shared catalog, docs/lab.md) ------------------------------------

// The child of the peak-memory figure. Prints VmHWM in kB.
int childPeakMemory(const QString &path)
{
    {
        const OpenedCatalog opened = openCatalog(openOptions(path, QStringLiteral("bench-child")));
        const CatalogData &data = opened.data;
        CatalogTableModel model;
        model.setPricing(Currency::CNY, ConditionFilter::New, ExchangeRate {});
        model.setCatalog(data);
        CatalogFilterProxy proxy;
        proxy.setSourceModel(&model);
        proxy.sort(CatalogTableModel::NameColumn, Qt::AscendingOrder);
        model.setRanking(CatalogRanker(data).rank(RankingRequest {}));
        CardFilter f;
        f.search = QStringLiteral("rtx");
        proxy.setFilter(f);
        if (model.rowCount() == 0)
            return 1;
    }
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            std::printf("%s\n", line.mid(6).trimmed().split(' ').first().constData());
            return 0;
        }
    }
    return 1;
}

QString valueText(const Row &r)
{
    return r.value ? QString::number(*r.value, 'f', r.decimals) : QStringLiteral("—");
}

QString cpuText(const Row &r)
{
    return r.cpuMs ? QString::number(*r.cpuMs, 'f', 1) : QString();
}

QString metText(const Row &r)
{
    if (r.target.isEmpty())
        return QString();
    if (!r.met)
        return QStringLiteral("not measured");
    return *r.met ? QStringLiteral("met") : QStringLiteral("NOT MET");
}

void printTable(const QList<Row> &rows, bool markdown)
{
    QTextStream &s = out();
    if (markdown) {
        s << "| figure | value | unit | target | met | CPU ms | note |\n";
        s << "|---|---:|---|---|---|---:|---|\n";
        for (const Row &r : rows)
            s << "| " << r.figure << " | " << valueText(r) << " | " << r.unit << " | " << r.target
              << " | " << metText(r) << " | " << cpuText(r) << " | " << r.note << " |\n";
        s.flush();
        return;
    }
    int w[4] = {6, 5, 4, 6};
    for (const Row &r : rows) {
        w[0] = std::max(w[0], int(r.figure.size()));
        w[1] = std::max(w[1], int(valueText(r).size()));
        w[2] = std::max(w[2], int(r.unit.size()));
        w[3] = std::max(w[3], int(r.target.size()));
    }
    s << QStringLiteral("figure").leftJustified(w[0]) << " | "
      << QStringLiteral("value").rightJustified(w[1]) << " | "
      << QStringLiteral("unit").leftJustified(w[2]) << " | "
      << QStringLiteral("target").leftJustified(w[3]) << " | met\n";
    s << QString(w[0] + w[1] + w[2] + w[3] + 18, QLatin1Char('-')) << '\n';
    for (const Row &r : rows) {
        s << r.figure.leftJustified(w[0]) << " | " << valueText(r).rightJustified(w[1]) << " | "
          << r.unit.leftJustified(w[2]) << " | " << r.target.leftJustified(w[3]) << " | "
          << metText(r);
        if (r.cpuMs)
            s << "  [CPU " << cpuText(r) << " ms]";
        if (!r.note.isEmpty())
            s << "  (" << r.note << ')';
        s << '\n';
    }
    s.flush();
}

namespace {

void printUsage()
{
    out() << "usage: gpu-advisor-bench [--quick] [--markdown] [--only FIGURE] [--cards N]\n"
             "                         [--reps N] [--postgres URL]\n"
             "Measures the figures of docs/performance.md and prints them as a table.\n"
             "  --quick          small sizes, few repetitions (the bench_smoke test)\n"
             "  --markdown       the table in Markdown\n"
             "  --only FIGURE    one of start, load, filter, ranking, fit, chart, report, "
             "import,\n"
             "                   memory, engines, cli, plan, start-large, feed (for profiling)\n"
             "  --cards N        the size of the filter, ranking, memory and engines figures\n"
             "  --reps N         repetitions of each timed figure (for profiling; default 5)\n"
             "  --postgres URL   also compare SQLite with PostgreSQL (figure engines) on the\n"
             "                   server of postgresql://ROLE@HOST:PORT/DB, where ROLE may\n"
             "                   create the database gpu_advisor_bench (dropped first if it\n"
             "                   exists); bench/compare-engines.sh starts such a server\n";
}

// The sizes and repetitions of --quick and --cards N, and the server of --postgres URL.
BenchConfig configFromArguments(const QStringList &args)
{
    BenchConfig s;
    s.quick = args.contains(QStringLiteral("--quick"));
    if (s.quick) {
        s.tableSizes = {200, 1000};
        s.rankingSize = 1000;
        s.importRows = 500;
        s.memoryCards = 1000;
        s.reps = 2;
    } else {
        s.tableSizes = {1000, 10000, 100000};
    }
    // For profiling one figure at one size: --only ranking --cards 20000.
    const int cards = int(args.indexOf(QStringLiteral("--cards")));
    if (s.quick)
        s.engineCards = 1000;
    if (cards > 0 && cards + 1 < args.size()) {
        const int n = args.at(cards + 1).toInt();
        s.tableSizes = {n};
        s.rankingSize = n;
        s.memoryCards = n;
        s.engineCards = n;
    }
    const int reps = int(args.indexOf(QStringLiteral("--reps")));
    if (reps > 0 && reps + 1 < args.size())
        s.reps = std::max(1, args.at(reps + 1).toInt());
    const int postgres = int(args.indexOf(QStringLiteral("--postgres")));
    if (postgres > 0 && postgres + 1 < args.size())
        s.postgresUrl = args.at(postgres + 1);
    return s;
}

// Every figure, or only `onlyFigure` when it is set (the engine comparison only with a server).
void runFigures(Bench &bench, const BenchConfig &s, const QString &onlyFigure)
{
    const QList<QPair<QString, void (Bench::*)()>> figures {
        {QStringLiteral("start"), &Bench::coldStart}, {QStringLiteral("load"), &Bench::catalogLoad},
        {QStringLiteral("filter"), &Bench::filterAndSort},
        {QStringLiteral("ranking"), &Bench::ranking}, {QStringLiteral("fit"), &Bench::modelFit},
        {QStringLiteral("chart"), &Bench::chart}, {QStringLiteral("report"), &Bench::report},
        {QStringLiteral("import"), &Bench::import}, {QStringLiteral("memory"), &Bench::peakMemory},
        {QStringLiteral("engines"), &Bench::engines}, {QStringLiteral("cli"), &Bench::commandLine},
        {QStringLiteral("plan"), &Bench::planner},
        {QStringLiteral("start-large"), &Bench::startLarge},
        {QStringLiteral("feed"), &Bench::feed}};
    for (const auto &figure : figures) {
        // The engine comparison needs a server: part of a whole run only when one is given.
        if (figure.first == QLatin1String("engines") && onlyFigure.isEmpty()
            && s.postgresUrl.isEmpty())
            continue;
        if (onlyFigure.isEmpty() || onlyFigure == figure.first)
            (bench.*figure.second)();
    }
}

// The tables of the figures measured; 1 when one of them could not run.
int printResults(Bench &bench, const BenchConfig &s, const QStringList &args)
{
    if (!args.contains(QStringLiteral("--markdown")))
        out() << "GPU Advisor benchmarks" << (s.quick ? " (--quick: small sizes)" : "") << " — "
              << QSysInfo::prettyProductName() << ", " << QSysInfo::currentCpuArchitecture()
              << ", Qt " << qVersion() << "\n\n";
    bench.rows.append(growthRows(bench.rows));
    if (!bench.rows.isEmpty())
        printTable(bench.rows, args.contains(QStringLiteral("--markdown")));
    if (!bench.engineRows.isEmpty()) {
        if (!bench.rows.isEmpty())
            out() << '\n';
        printEngineTable(
            bench.engineRows, bench.engineSummary, args.contains(QStringLiteral("--markdown")));
    }
    for (const Row &r : bench.rows)
        if (!r.value && !r.note.startsWith(QLatin1String("not measured (")))
            return 1; // a benchmark could not run
    return 0;
}

} // namespace

} // namespace gpu::bench

int main(int argc, char *argv[])
{
    // Widgets and charts are drawn off screen: no display needed, the same on every machine.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor-bench"));
    const QStringList args = QCoreApplication::arguments();
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        printUsage();
        return 0;
    }
    const int child = int(args.indexOf(QStringLiteral("--child-peak-memory")));
    if (child > 0 && child + 1 < args.size())
        return childPeakMemory(args.at(child + 1));

    const BenchConfig s = configFromArguments(args);
    const int only = int(args.indexOf(QStringLiteral("--only")));
    const QString onlyFigure = only > 0 && only + 1 < args.size() ? args.at(only + 1) : QString();
    const ImportResult builtin = BuiltinCatalog::load();
    if (!builtin.ok() || builtin.data.cards.isEmpty()) {
        QTextStream(stderr) << "gpu-advisor-bench: the built-in catalog does not load\n";
        return 1;
    }
    // For profiling the memory figure outside the benchmark (docs/performance.md):
    //   gpu-advisor-bench --make-database /tmp/large.sqlite --cards 100000
    //   heaptrack gpu-advisor-bench --child-peak-memory /tmp/large.sqlite
    const int make = int(args.indexOf(QStringLiteral("--make-database")));
    if (make > 0 && make + 1 < args.size()) {
        const QString error = makeLargeDatabase(builtin.data, args.at(make + 1), s.memoryCards,
            !args.contains(QStringLiteral("--without-variant-results")));
        if (!error.isEmpty())
            QTextStream(stderr) << "gpu-advisor-bench: " << error << '\n';
        return error.isEmpty() ? 0 : 1;
    }
    Bench bench(s, builtin.data);
    runFigures(bench, s, onlyFigure);
    return printResults(bench, s, args);
}
