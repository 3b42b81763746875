// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSupport.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

namespace gpu::bench {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

void progress(const QString &what)
{
    QTextStream err(stderr);
    err << "bench: " << what << Qt::endl;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

double threadCpuMs()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

/// One call.
Timing timeMs(const std::function<void()> &work)
{
    const double cpu = threadCpuMs();
    QElapsedTimer t;
    t.start();
    work();
    return {double(t.nsecsElapsed()) / 1e6, threadCpuMs() - cpu};
}

Timing median(const QList<Timing> &samples)
{
    QList<double> wall;
    QList<double> cpu;
    for (const Timing &t : samples) {
        wall.append(t.wall);
        cpu.append(t.cpu);
    }
    return {median(wall), median(cpu)};
}

/// Median over `reps` calls.
Timing medianMs(int reps, const std::function<void()> &work)
{
    QList<Timing> times;
    for (int i = 0; i < reps; ++i)
        times.append(timeMs(work));
    return median(times);
}

Row timed(const QString &figure, Timing ms, std::optional<double> maxMs, const QString &note)
{
    Row r {figure, ms.wall, QStringLiteral("ms"), {}, std::nullopt, note, 1, std::nullopt};
    if (ms.cpu >= 0)
        r.cpuMs = ms.cpu;
    if (maxMs) {
        r.target = QStringLiteral("≤ ") + QString::number(*maxMs);
        r.met = ms.wall <= *maxMs;
    }
    return r;
}

QString sizeName(int n)
{
    return QLocale(QLocale::English).toString(n);
}

// How the benchmarks open a database: as the application does (core/store/CatalogOpener.h), with
// the built-in catalog, on a connection of their own.
CatalogOpenOptions openOptions(const QString &path, const QString &connection)
{
    CatalogOpenOptions options;
    options.databasePath = path;
    options.connectionName = connection;
    return options;
}

// The environment of a timed start: off screen, quitting after the first paint, with a home
// folder of its own (settings, the database's folder, a shared catalog's snapshot).
QProcessEnvironment appEnvironment(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("GPU_ADVISOR_EXIT_AFTER_PAINT"), QStringLiteral("1"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    return env;
}

// Starts `program` and waits for it to quit. gpu-advisor (under GPU_ADVISOR_EXIT_AFTER_PAINT=1)
// and gpu-advisor-minimal-window print "first-paint-done-ns N" (steady_clock, CLOCK_MONOTONIC:
// one clock for all processes on Linux) when their first paint pass is over, then quit.
Start runToFirstPaint(
    const QProcessEnvironment &env, const QString &program, const QStringList &args, bool *ok)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer t;
    const auto started = std::chrono::steady_clock::now();
    t.start();
    p.start(program, args);
    const bool finished = p.waitForFinished(60000);
    Start s;
    s.toExitMs = double(t.nsecsElapsed()) / 1e6;
    if (!finished)
        p.kill();
    const QByteArray out = p.readAllStandardOutput();
    static const QRegularExpression line(QStringLiteral("first-paint-done-ns (\\d+)"));
    const QRegularExpressionMatch m = line.match(QString::fromLatin1(out));
    const long long startNs
        = std::chrono::duration_cast<std::chrono::nanoseconds>(started.time_since_epoch()).count();
    if (m.hasMatch())
        s.toPaintMs = double(m.captured(1).toLongLong() - startNs) / 1e6;
    static const QRegularExpression panels(QStringLiteral("panels-painted-ns (\\d+)"));
    const QRegularExpressionMatch pm = panels.match(QString::fromLatin1(out));
    if (pm.hasMatch())
        s.toPanelsMs = double(pm.captured(1).toLongLong() - startNs) / 1e6;
    static const QRegularExpression rss(QStringLiteral("peak-rss-kb (\\d+)"));
    const QRegularExpressionMatch rm = rss.match(QString::fromLatin1(out));
    if (rm.hasMatch())
        s.peakRssMb = rm.captured(1).toDouble() / 1024.0;
    static const QRegularExpression reading(
        QStringLiteral("longest-stall-while-reading-ns (\\d+)"));
    if (const QRegularExpressionMatch sm = reading.match(QString::fromLatin1(out)); sm.hasMatch())
        s.longestStallReadingMs = sm.captured(1).toDouble() / 1e6;
    static const QRegularExpression stall(QStringLiteral("longest-stall-ns (\\d+)"));
    if (const QRegularExpressionMatch sm = stall.match(QString::fromLatin1(out)); sm.hasMatch())
        s.longestStallMs = sm.captured(1).toDouble() / 1e6;
    *ok = finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0 && m.hasMatch()
        && s.toPaintMs > 0;
    return s;
}

/// One figure of the engine comparison, measured on both engines.

QList<Row> growthRows(const QList<Row> &rows)
{
    const QString small = sizeName(10000);
    const QString large = sizeName(100000);
    const double nLogN = 10.0 * std::log(100000.0) / std::log(10000.0);
    // A figure fails where it grows by more than 15 × (issue 44): n log n is 12.5 ×, and cache
    // effects add some at 100,000 cards; an n² step would be 100 ×.
    constexpr double kLimit = 15.0;
    QList<Row> growth;
    for (const Row &r : rows) {
        if (!r.figure.contains(small) || !r.value || !(*r.value > 0))
            continue;
        const QString largeFigure = QString(r.figure).replace(small, large);
        const auto other = std::find_if(rows.cbegin(), rows.cend(),
            [&](const Row &o) { return o.figure == largeFigure && o.unit == r.unit; });
        if (other == rows.cend() || !other->value)
            continue;
        const double ratio = *other->value / *r.value;
        QString name = QString(r.figure).replace(small, QStringLiteral("10,000 → 100,000"));
        growth.append({QStringLiteral("growth: ") + name, ratio, QStringLiteral("×"),
            QStringLiteral("≤ %1").arg(kLimit, 0, 'f', 0), ratio <= kLimit,
            QStringLiteral("ten times the cards; n log n is %1 ×").arg(nLogN, 0, 'f', 1), 1});
    }
    return growth;
}

} // namespace gpu::bench
