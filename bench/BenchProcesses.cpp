// SPDX-License-Identifier: GPL-3.0-or-later
// Figures of gpu-advisor-bench that compare whole processes with a yardstick measured in the same
// run (`cli`), the planner's sweep (`plan`) and the window on a large catalog (`start-large`).
// docs/performance.md describes each.

#include "Bench.h"

#include "BuiltinCatalog.h"
#include "FitPlanner.h"
#include "ModelCatalog.h"
#include "RankingRequestBuilder.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <chrono>

namespace gpu::bench {

namespace {

/// One whole process, from just before it is started to its exit, ms; < 0 when it failed.
double runToExit(const QProcessEnvironment &env, const QString &program, const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(QProcess::nullDevice());
    p.setStandardErrorFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    const bool finished = p.waitForFinished(60000);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (!finished) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 ? ms : -1;
}

struct Command
{
    QString label; ///< "rank", "--version" …
    QString program;
    QStringList args;
};

} // namespace

// The command line as a user meets it: each command a new process on the built-in catalog,
// against a peer started alternately in the same run: `--version` against the smallest
// QCoreApplication program, `list --format csv` against sqlite3 printing the same table, and
// `rank`, `fit` and `compare` against `--version`. One untimed round first (the database, the
// stored model fit and the page cache).
void Bench::commandLine()
{
    progress(QStringLiteral("command line"));
    const QString binDir = QCoreApplication::applicationDirPath();
    const QString app = binDir + QStringLiteral("/gpu-advisor");
    const QString minimal = binDir + QStringLiteral("/gpu-advisor-minimal-core");
    const QString db = builtinDatabase();
    if (!QFile::exists(app) || !QFile::exists(minimal) || db.isEmpty()) {
        rows.append({QStringLiteral("--version, ratio to minimal QCoreApplication"), std::nullopt,
            QStringLiteral("×"), QStringLiteral("≤ 2"), std::nullopt,
            QStringLiteral("not measured: a program or the database is missing")});
        return;
    }
    const QString home = dbPath(QStringLiteral("home-cli"));
    QDir().mkpath(home);
    const QProcessEnvironment env = appEnvironment(home);
    const QStringList dbArgs {
        QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("en")};
    const QString sqlite3 = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    QList<Command> commands {
        {QStringLiteral("minimal QCoreApplication program"), minimal, {}},
        {QStringLiteral("gpu-advisor --version"), app, {QStringLiteral("--version")}},
        {QStringLiteral("gpu-advisor list --format csv"), app,
            dbArgs
                + QStringList {QStringLiteral("list"), QStringLiteral("--format"),
                    QStringLiteral("csv")}},
        {QStringLiteral("gpu-advisor rank"), app,
            dbArgs
                + QStringList {QStringLiteral("rank"), QStringLiteral("--workload"),
                    QStringLiteral("cnn"), QStringLiteral("--budget"), QStringLiteral("8000")}},
        {QStringLiteral("gpu-advisor fit"), app,
            dbArgs
                + QStringList {QStringLiteral("fit"), QStringLiteral("--model"),
                    QStringLiteral("Llama 3.1 8B")}},
        {QStringLiteral("gpu-advisor compare"), app,
            dbArgs
                + QStringList {QStringLiteral("compare"), QStringLiteral("RTX 4090"),
                    QStringLiteral("RTX 3090")}},
    };
    if (!sqlite3.isEmpty())
        commands.append({QStringLiteral("sqlite3 DB 'select * from cards'"), sqlite3,
            {db, QStringLiteral("select * from cards")}});
    QHash<QString, QList<double>> times;
    bool ok = true;
    for (const Command &c : commands) // untimed
        ok = ok && runToExit(env, c.program, c.args) >= 0;
    const int reps = m_s.quick ? 2 : 4 * m_s.reps;
    for (int i = 0; i < reps && ok; ++i) {
        for (const Command &c : commands) {
            const double ms = runToExit(env, c.program, c.args);
            ok = ok && ms >= 0;
            times[c.label].append(ms);
        }
    }
    if (!ok) {
        rows.append({QStringLiteral("--version, ratio to minimal QCoreApplication"), std::nullopt,
            QStringLiteral("×"), QStringLiteral("≤ 2"), std::nullopt,
            QStringLiteral("not measured: a command failed")});
        return;
    }
    QHash<QString, double> ms;
    for (const Command &c : commands) {
        ms[c.label] = median(times.value(c.label));
        rows.append(timed(c.label, {ms[c.label]}, {}, QStringLiteral("whole process")));
    }
    const auto ratio
        = [&](const QString &figure, const QString &of, const QString &to, double target) {
              const double r = ms.value(of) / ms.value(to);
              rows.append({figure, r, QStringLiteral("×"),
                  QStringLiteral("≤ ") + QString::number(target), r <= target, {}, 2});
          };
    const QString version = QStringLiteral("gpu-advisor --version");
    ratio(QStringLiteral("--version, ratio to minimal QCoreApplication"), version,
        QStringLiteral("minimal QCoreApplication program"), 2);
    if (!sqlite3.isEmpty())
        ratio(QStringLiteral("list --format csv, ratio to sqlite3"),
            QStringLiteral("gpu-advisor list --format csv"),
            QStringLiteral("sqlite3 DB 'select * from cards'"), 3);
    else
        rows.append({QStringLiteral("list --format csv, ratio to sqlite3"), std::nullopt,
            QStringLiteral("×"), QStringLiteral("≤ 3"), std::nullopt,
            QStringLiteral("not measured (sqlite3 is not installed)")});
    // Issue 44's targets for the commands that rank: ≤ 8 × the minimal program. (The older ≤ 4 ×
    // `--version` lost its meaning when the launcher began to answer --version alone.)
    for (const QString &c :
        {QStringLiteral("rank"), QStringLiteral("fit"), QStringLiteral("compare")})
        ratio(QStringLiteral("%1, ratio to minimal QCoreApplication").arg(c),
            QStringLiteral("gpu-advisor ") + c, QStringLiteral("minimal QCoreApplication program"),
            8);
}

// The planner's sweep: every card of the built-in catalog × 1–8 GPUs × 4 contexts for an 8B
// model at Q4_K_M, with the fitted model's tokens/s, as the Will-it-fit panel and `fit` plan.
void Bench::planner()
{
    progress(QStringLiteral("planner"));
    const QList<ModelSpec> &models = m_base.models.isEmpty() ? builtinModels() : m_base.models;
    const ModelMatch match = findModel(models, QStringLiteral("Llama 3.1 8B"));
    if (match.index < 0) {
        rows.append({QStringLiteral("planner sweep, built-in catalog"), std::nullopt,
            QStringLiteral("ms"), QStringLiteral("≤ 16"), std::nullopt,
            QStringLiteral("not measured: Llama 3.1 8B is not in the models")});
        return;
    }
    const ModelSpec model = withAssumedShape(models.at(match.index), models);
    const CatalogRanker ranker(m_base);
    QList<const Card *> cards;
    for (const Card &c : m_base.cards)
        cards << &c;
    FitPlanRequest request;
    request.performance = &ranker.model();
    request.memory.weights = WeightFormat::Q4_K_M;
    request.boardCounts = {1, 2, 3, 4, 5, 6, 7, 8};
    int configurations = 0;
    const Timing t = medianMs(m_s.reps, [&] {
        configurations = 0;
        for (int context : {2048, 8192, 32768, 131072}) {
            request.memory.context = context;
            configurations += int(planFits(model, request, cards, {}).size());
        }
    });
    rows.append(timed(QStringLiteral("planner sweep, built-in catalog"), t, 16,
        QStringLiteral("%1 cards × 1–8 GPUs × 4 contexts: %2 configurations")
            .arg(cards.size())
            .arg(configurations)));
}

QString Bench::largeDatabase(int cards)
{
    if (!m_largeDbs.contains(cards)) {
        // GPU_BENCH_LARGE_DIR: made there and kept, for profiling the window by hand.
        const QString kept = qEnvironmentVariable("GPU_BENCH_LARGE_DIR");
        const QString path = kept.isEmpty()
            ? dbPath(QStringLiteral("large-%1.sqlite").arg(cards))
            : QDir(kept).filePath(QStringLiteral("large-%1.sqlite").arg(cards));
        if (!kept.isEmpty() && QFile::exists(path)) {
            m_largeDbs.insert(cards, path);
            return path;
        }
        progress(QStringLiteral("  building a database of %1 cards").arg(cards));
        const QString error = makeLargeDatabase(m_base, path, cards);
        m_largeDbs.insert(cards, error.isEmpty() ? path : QString());
    }
    return m_largeDbs.value(cards);
}

// The window's thread while it reads a large catalog (issue 44, item 2): the longest gap between
// its 5 ms ticks from the first frame until the rows are in (target ≤ 50 ms at 100,000 cards),
// and until the ranked catalog and the panels are painted (the first ranking included).
void Bench::stallRows(int n, const QList<double> &whileReading, const QList<double> &overall)
{
    const bool full = n == 100000;
    const bool reported = !whileReading.isEmpty() && whileReading.first() >= 0;
    Row reading {
        QStringLiteral("longest stall of the window while it reads, %1 cards").arg(sizeName(n)),
        reported ? std::optional<double>(median(whileReading)) : std::nullopt, QStringLiteral("ms"),
        full ? QStringLiteral("≤ 50") : QString(), std::nullopt,
        QStringLiteral("the longest gap between the window thread's 5 ms ticks, first frame "
                       "to the last row read (worker thread)"),
        0};
    if (full && reading.value)
        reading.met = *reading.value <= 50;
    rows.append(reading);
    if (reported)
        rows.append(
            timed(QStringLiteral("longest stall until panels painted, %1 cards").arg(sizeName(n)),
                {median(overall)}, {},
                QStringLiteral("the same, until the catalog is ranked and painted (no target: "
                               "the first ranking builds what later rankings reuse)")));
}

// Closing the window while it reads 100,000 cards (issue 44, item 2: ≤ 1 s at any moment): the
// window is closed 1.5 s after its start (GPU_ADVISOR_CLOSE_AFTER_MS), while its worker reads
// the rows; timed from the close to the process's exit.
void Bench::closeWhileReading(
    const QProcessEnvironment &base, const QString &app, const QStringList &args)
{
    const QString figure = QStringLiteral("closing the window while it reads 100,000 cards");
    QProcessEnvironment env = base;
    env.remove(QStringLiteral("GPU_ADVISOR_EXIT_AFTER_PAINT"));
    env.insert(QStringLiteral("GPU_ADVISOR_CLOSE_AFTER_MS"), QStringLiteral("1500"));
    QList<double> closing;
    for (int i = 0; i < (m_s.quick ? 1 : 3); ++i) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.setStandardErrorFile(QProcess::nullDevice());
        p.start(app, args);
        const bool finished = p.waitForFinished(60000);
        const auto exited = std::chrono::steady_clock::now().time_since_epoch();
        static const QRegularExpression asked(QStringLiteral("close-asked-ns (\\d+)"));
        const QRegularExpressionMatch m
            = asked.match(QString::fromLatin1(p.readAllStandardOutput()));
        if (!finished || !m.hasMatch()) {
            p.kill();
            rows.append({figure, std::nullopt, QStringLiteral("ms"), QStringLiteral("≤ 1000"),
                std::nullopt, QStringLiteral("not measured: the window did not close")});
            return;
        }
        closing << double(std::chrono::duration_cast<std::chrono::nanoseconds>(exited).count()
                       - m.captured(1).toLongLong())
                / 1e6;
    }
    rows.append(timed(figure, {median(closing)}, 1000,
        QStringLiteral("closed 1.5 s after its start, timed to the process's exit (the reader "
                       "stopped, the database closed)")));
}

// The window on a large catalog: first paint and the process's peak memory (VmHWM, which the
// window prints under GPU_ADVISOR_EXIT_AFTER_PAINT=1 as it quits), after one untimed start.
void Bench::startLarge()
{
    // Two sizes when the full size is 100,000: the growth table compares them.
    QList<int> sizes {m_s.memoryCards};
    if (m_s.memoryCards == 100000)
        sizes.prepend(10000);
    for (int n : sizes)
        startWith(n);
}

void Bench::startWith(int n)
{
    progress(QStringLiteral("start, %1 cards").arg(n));
    const QString app = QCoreApplication::applicationDirPath() + QStringLiteral("/gpu-advisor");
    const QString db = largeDatabase(n);
    const QString paintFigure = QStringLiteral("first paint, %1 cards").arg(sizeName(n));
    const QString memoryFigure
        = QStringLiteral("peak memory of the window, %1 cards").arg(sizeName(n));
    const bool full = n == 100000;
    if (db.isEmpty() || !QFile::exists(app)) {
        rows.append({paintFigure, std::nullopt, QStringLiteral("ms"),
            full ? QStringLiteral("≤ 1500") : QString(), std::nullopt,
            QStringLiteral("not measured: no database or no gpu-advisor")});
        return;
    }
    const QString home = dbPath(QStringLiteral("home-large-%1").arg(n));
    QDir().mkpath(home);
    const QProcessEnvironment env = appEnvironment(home);
    const QStringList args {
        QStringLiteral("--db"), db, QStringLiteral("--lang"), QStringLiteral("en")};
    bool ok = true;
    bool fitted = false;
    // Untimed: the model's fit stored first. The window stores a fit that ends while it is open
    // and cancels one still running when it quits (at 100,000 cards the fit takes longer than
    // a first paint), so `rank`, which fits and stores the same, does it here.
    {
        QProcess fit;
        fit.setProcessEnvironment(env);
        fit.setStandardOutputFile(QProcess::nullDevice());
        fit.setStandardErrorFile(QProcess::nullDevice());
        fit.start(app,
            {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn"),
                QStringLiteral("--top"), QStringLiteral("1"), QStringLiteral("--db"), db});
        // Else the window would fit in its worker thread while it is timed.
        fitted = fit.waitForFinished(600000) && fit.exitCode() == 0;
    }
    runToFirstPaint(env, app, args, &ok); // untimed
    ok = ok && fitted;
    QList<double> paint, panels, exit, rss, stallReading, stall;
    const int reps = m_s.quick ? 1 : 3;
    for (int i = 0; i < reps && ok; ++i) {
        const Start s = runToFirstPaint(env, app, args, &ok);
        paint << s.toPaintMs;
        panels << s.toPanelsMs;
        exit << s.toExitMs;
        rss << s.peakRssMb;
        stallReading << s.longestStallReadingMs;
        stall << s.longestStallMs;
    }
    if (!ok) {
        rows.append({paintFigure, std::nullopt, QStringLiteral("ms"),
            full ? QStringLiteral("≤ 1500") : QString(), std::nullopt,
            QStringLiteral("not measured: the window did not start or exit cleanly")});
        return;
    }
    rows.append(
        timed(paintFigure, {median(paint)}, full ? std::optional<double>(1500) : std::nullopt,
            QStringLiteral("gpu-advisor, process start to the end of its first paint pass")));
    rows.append(timed(QStringLiteral("catalog and panels painted, %1 cards").arg(sizeName(n)),
        {median(panels)}, {},
        QStringLiteral("the rows read on a worker thread after the first frame, the panels "
                       "built meanwhile, then the catalog ranked and painted")));
    stallRows(n, stallReading, stall);
    if (full)
        closeWhileReading(env, app, args);
    Row memory {memoryFigure, median(rss), QStringLiteral("MB"), {}, std::nullopt,
        QStringLiteral("VmHWM of the window when it quits after its panels are painted"), 0};
    if (full) {
        memory.target = QStringLiteral("≤ 400");
        memory.met = median(rss) <= 400;
    }
    rows.append(memory);
    rows.append(
        timed(QStringLiteral("start to exit after panels painted, %1 cards").arg(sizeName(n)),
            {median(exit)}, {}, QStringLiteral("with tear-down (not part of the target)")));
}

} // namespace gpu::bench
