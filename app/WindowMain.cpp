// SPDX-License-Identifier: GPL-3.0-or-later
// GPU Advisor's window: a module (gpu-advisor-window.so) that `gpu-advisor` loads only when no
// command is given, so that commands never load Qt Widgets, Charts or OpenGL (app/main.cpp,
// docs/performance.md, "The command line starts like a command-line tool").

#include "AppStartup.h"
#include "AppState.h"
#include "Cli.h"
#include "MainWindow.h"
#include "Settings.h"
#include "Translations.h"

#include <QApplication>
#include <QDebug>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QTimer>
#include <QTranslator>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace {

// Benchmark hook, not a user option: under GPU_ADVISOR_EXIT_AFTER_PAINT=1 the app prints when its
// first frame has been painted ("first-paint-done-ns N") and when its dock panels, built right
// after that frame, have been painted too ("panels-painted-ns N"), then quits; bench/ times a
// cold start with them (docs/performance.md). N is std::chrono::steady_clock (CLOCK_MONOTONIC,
// one clock for all processes on Linux).
void printTime(const char *what)
{
    const auto now = std::chrono::steady_clock::now().time_since_epoch();
    std::printf("%s %lld\n", what,
        static_cast<long long>(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
    std::fflush(stdout);
}

// The process's peak resident memory so far ("peak-rss-kb N", VmHWM), for the large-catalog
// start figure (bench/BenchProcesses.cpp).
void printPeakMemory()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            std::printf("peak-rss-kb %s\n", line.mid(6).trimmed().split(' ').first().constData());
            std::fflush(stdout);
        }
    }
}

// Whether Qt can open a window: a platform chosen explicitly (offscreen, xcb, wayland …), or on
// Linux and the BSDs an X11 or Wayland display. Elsewhere the platform always has one.
bool displayAvailable()
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")
        || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
#else
    return true;
#endif
}

// The advice after "no display": where the window can be opened, and that commands need none.
QString noDisplayAdvice(const QTranslator *translator)
{
    const char *text = QT_TRANSLATE_NOOP("main",
        "Start it in a desktop session, or on a virtual display: "
        "xvfb-run gpu-advisor\n"
        "The commands need no display: gpu-advisor --help lists them, "
        "for example gpu-advisor rank --workload cnn --budget 8000");
    const QString translated = translator ? translator->translate("main", text) : QString();
    return translated.isEmpty() ? QString::fromUtf8(text) : translated;
}

// While QApplication starts its platform plugin, Qt's messages are kept back; a fatal one (a dead
// DISPLAY, WAYLAND_DISPLAY without a compositor, QT_QPA_PLATFORM=xcb without a display, a platform
// name Qt does not know) would abort with exit 134. It ends the program with exit 1 and a
// sentence in the user's language instead (issue 43, item 5). No translator is installed yet
// (that needs the application), so the handler reads the translation itself.
namespace platformStart {
QStringList messages;
QString language;

void handler(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtFatalMsg) {
        messages.append(message);
        return;
    }
    QString cause
        = messages.isEmpty() ? message.section(QLatin1Char('\n'), 0, 0) : messages.first();
    cause = cause.trimmed();
    QTranslator translator;
    const bool translated
        = translator.load(QStringLiteral(":/i18n/gpu-advisor_%1.qm").arg(language));
    const char *text = QT_TRANSLATE_NOOP(
        "main", "gpu-advisor: the window cannot be opened on this display (%1).");
    QString first = translated ? translator.translate("main", text) : QString();
    if (first.isEmpty())
        first = QString::fromUtf8(text);
    std::fprintf(stderr, "%s\n%s\n", qUtf8Printable(first.arg(cause)),
        qUtf8Printable(noDisplayAdvice(translated ? &translator : nullptr)));
    std::fflush(stderr);
    std::_Exit(1);
}

// Qt's messages of the start, replayed to the usual handler once the platform is up.
void replay(QtMessageHandler previous)
{
    qInstallMessageHandler(previous);
    for (const QString &m : std::exchange(messages, {}))
        qWarning().noquote() << m;
}
} // namespace platformStart

class QuitAfterFirstPaint : public QObject
{
public:
    QuitAfterFirstPaint(gpu::MainWindow *window, gpu::AppState *state)
        : QObject(window)
        , m_window(window)
        , m_state(state)
    {
        // The window's thread should tick every 5 ms: a late tick is a stall, and the longest
        // one while the catalog is read on its worker thread is a figure (bench start-large).
        m_tick.setTimerType(Qt::PreciseTimer);
        m_tick.setInterval(5);
        connect(&m_tick, &QTimer::timeout, this, [this] {
            const qint64 gap = m_sinceTick.nsecsElapsed();
            m_sinceTick.restart();
            m_longest = std::max(m_longest, gap);
            if (m_reading)
                m_longestReading = std::max(m_longestReading, gap);
        });
        connect(state, &gpu::AppState::catalogReadingChanged, this,
            [this](bool reading) { m_reading = m_reading || reading; });
        connect(state, &gpu::AppState::catalogRowsRead, this, [this] {
            if (m_reading) // the rows are in; what follows is ranking them
                m_longestReading = std::max(m_longestReading, m_sinceTick.nsecsElapsed());
            m_reading = false;
        });
        connect(state, &gpu::AppState::catalogChanged, this, [this] { finishWhenDone(); });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // Queued: runs when this paint pass (the whole first frame) is over, and before
            // the window builds its panels (queued after this, see MainWindow::event()).
            QTimer::singleShot(0, this, [this] {
                printTime("first-paint-done-ns");
                m_reading = m_state->catalogPending() || m_state->catalogReading();
                m_sinceTick.start();
                m_tick.start();
                if (!m_window->hasPanels())
                    connect(m_window, &gpu::MainWindow::panelsReady, this,
                        [this] { finishWhenDone(); });
                finishWhenDone();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    /// Once the panels are built and the catalog is read and ranked.
    void finishWhenDone()
    {
        if (!m_done || !m_window->hasPanels() || m_state->catalogPending()
            || m_state->catalogReading())
            return;
        QTimer::singleShot(0, this, [this] {
            if (m_finished)
                return;
            m_finished = true;
            m_window->repaint(); // the frame with the panels, drawn now rather than next tick
            printTime("panels-painted-ns");
            std::printf("longest-stall-while-reading-ns %lld\nlongest-stall-ns %lld\n",
                static_cast<long long>(m_longestReading),
                static_cast<long long>(std::max(m_longest, m_sinceTick.nsecsElapsed())));
            std::fflush(stdout);
            printPeakMemory();
            QCoreApplication::quit();
        });
    }

    gpu::MainWindow *m_window;
    gpu::AppState *m_state;
    QTimer m_tick;
    QElapsedTimer m_sinceTick;
    qint64 m_longest = 0;
    qint64 m_longestReading = 0;
    bool m_reading = false;
    bool m_done = false;
    bool m_finished = false;
};

} // namespace

/// The window's program: `argv` as gpu-advisor got it (no command). Returns the exit code.
extern "C" Q_DECL_EXPORT int gpu_advisor_window_main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    gpu::setApplicationMetadata();
    if (!displayAvailable()) {
        // Qt would print "could not connect to display" and abort (exit 134).
        QCoreApplication core(argc, argv);
        gpu::Translations::install(gpu::chooseLanguage(arguments));
        std::fprintf(stderr, "%s\n",
            qUtf8Printable(QCoreApplication::translate("main",
                "gpu-advisor: there is no display to open the window on (neither DISPLAY nor "
                "WAYLAND_DISPLAY is set).\n"
                "Start it in a desktop session, or on a virtual display: xvfb-run gpu-advisor\n"
                "The commands need no display: gpu-advisor --help lists them, for example "
                "gpu-advisor rank --workload cnn --budget 8000")));
        return 1;
    }
    platformStart::language = gpu::chooseLanguage(arguments);
    const QtMessageHandler previousHandler = qInstallMessageHandler(platformStart::handler);
    QApplication app(argc, argv);
    platformStart::replay(previousHandler);
    // The desktop file (menu entry, icon) the window belongs to, for Wayland and task bars.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.gpuadvisor.GpuAdvisor"));
    gpu::Translations::install(gpu::chooseLanguage(arguments));
    // After the translators: window titles end in the name in the user's language.
    QApplication::setApplicationDisplayName(QApplication::translate("main", "GPU Advisor"));
    gpu::AppState::Options options; // the default database unless --db names one
    options.fitInBackground = true; // the model never blocks the window (ModelCache.h)
    options.loadAfterFirstPaint = true; // the window paints, then reads the rows
    options.databasePath = gpu::cli::globalOption(arguments, QStringLiteral("db"));
    if (options.databasePath.isEmpty()) // a group's shared catalog, if the settings name one
        options.databasePath = gpu::Settings().value(gpu::Settings::Key::SharedCatalog).toString();
    options.askPassword = [](const gpu::OpenReport &report) {
        return QInputDialog::getText(nullptr, QApplication::translate("main", "Shared catalog"),
            QApplication::translate("main", "The server asks for a password for %1:")
                .arg(report.path),
            QLineEdit::Password);
    };
    gpu::AppState state(options);
    gpu::MainWindow window(&state, gpu::MainWindow::Startup::PanelsAfterFirstPaint);
    if (qEnvironmentVariableIntValue("GPU_ADVISOR_EXIT_AFTER_PAINT") == 1)
        window.installEventFilter(new QuitAfterFirstPaint(&window, &state));
    // Benchmark hook, not a user option: GPU_ADVISOR_CLOSE_AFTER_MS=N closes the window N ms
    // after the start, as a user would ("close-asked-ns N", steady_clock): bench times how long
    // closing takes while the catalog is read or the model fitted.
    if (const int closeAfter = qEnvironmentVariableIntValue("GPU_ADVISOR_CLOSE_AFTER_MS");
        closeAfter > 0)
        QTimer::singleShot(closeAfter, &window, [&window] {
            printTime("close-asked-ns");
            window.close();
        });
    window.show();
    // The dialogs' icon, after the first frame (the window sets its own then).
    QTimer::singleShot(
        0, &app, [] { QApplication::setWindowIcon(gpu::MainWindow::applicationIcon()); });
    // "Your card": the first time, look for this computer's GPU once the catalog is read.
    QObject::connect(
        &state, &gpu::AppState::catalogChanged, &state, [&state] { state.detectYourCard(); },
        Qt::SingleShotConnection);
    // Feeds: checked at most once a day, in the background, after the window is up.
    if (qEnvironmentVariableIntValue("GPU_ADVISOR_EXIT_AFTER_PAINT") != 1)
        QTimer::singleShot(2000, &state, [&state] { state.feeds()->updateIfDue(); });
    return QApplication::exec();
}
