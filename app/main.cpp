// SPDX-License-Identifier: GPL-3.0-or-later
// GPU Advisor (显卡参谋): application metadata, translators, command-line hand-off.

#include "AppState.h"
#include "Cli.h"
#include "MainWindow.h"
#include "Settings.h"
#include "Translations.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QTextStream>
#include <QTimer>

#include <chrono>
#include <cstdio>

#include <memory>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

void setMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    // The reverse of the domain is the application ID of the desktop file and the metainfo
    // (packaging/org.gpuadvisor.GpuAdvisor.*). Settings and data folders use the name, not this.
    QCoreApplication::setOrganizationDomain(QStringLiteral("gpuadvisor.org"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPU_ADVISOR_VERSION));
}

// The language: --lang, else the saved setting, else the system's (Chinese for any zh locale).
QString chooseLanguage(const QStringList &arguments)
{
    QString lang = gpu::cli::globalOption(arguments, QStringLiteral("lang"));
    if (lang.isEmpty())
        lang = gpu::Settings().language();
    return gpu::Translations::resolve(lang);
}

// Without a desktop session (cron, ssh, containers) XDG_RUNTIME_DIR is unset and Qt's graphics
// start-up warns on stderr before it falls back to a private folder of its own. A headless command
// prepares that folder the same way (temp/runtime-<user id>, mode 0700) so its output stays clean.
void providePrivateRuntimeDir()
{
#ifdef Q_OS_UNIX
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QString dir
        = QDir::tempPath() + QStringLiteral("/runtime-") + QString::number(::getuid());
    if (!QDir().mkpath(dir))
        return;
    const QFileInfo info(dir);
    if (info.ownerId() != ::getuid())
        return; // someone else's folder: leave the choice, and the warning, to Qt
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
#endif
}

bool wantsHelpOrVersion(const QStringList &arguments)
{
    for (const QString &a : arguments.mid(1))
        if (a == QLatin1String("--help") || a == QLatin1String("-h")
            || a == QLatin1String("--version") || a == QLatin1String("-v"))
            return true;
    return false;
}

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

class QuitAfterFirstPaint : public QObject
{
public:
    explicit QuitAfterFirstPaint(gpu::MainWindow *window)
        : QObject(window)
        , m_window(window)
    { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // Queued: runs when this paint pass (the whole first frame) is over, and before
            // the window builds its panels (queued after this, see MainWindow::event()).
            QTimer::singleShot(0, this, [this] {
                printTime("first-paint-done-ns");
                if (m_window->hasPanels())
                    finish();
                else
                    connect(m_window, &gpu::MainWindow::panelsReady, this,
                        [this] { QTimer::singleShot(0, this, [this] { finish(); }); });
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void finish()
    {
        m_window->repaint(); // the frame with the panels, drawn now rather than at the next tick
        printTime("panels-painted-ns");
        QCoreApplication::quit();
    }

    gpu::MainWindow *m_window;
    bool m_done = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    setMetadata();
    const QString command = gpu::cli::findCommand(arguments);

    if (!command.isEmpty() || wantsHelpOrVersion(arguments)) {
        // Headless: no display needed. Drawing commands (the PDF report) use the offscreen
        // platform unless the caller chose one.
        std::unique_ptr<QCoreApplication> app;
        if (gpu::cli::commandNeedsGui(command)) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            providePrivateRuntimeDir();
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        gpu::Translations::install(chooseLanguage(arguments));
        QTextStream out(stdout);
        QTextStream err(stderr);
        return gpu::cli::run(arguments, out, err);
    }

    QApplication app(argc, argv);
    // The desktop file (menu entry, icon) the window belongs to, for Wayland and task bars.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.gpuadvisor.GpuAdvisor"));
    QApplication::setWindowIcon(gpu::MainWindow::applicationIcon());
    gpu::Translations::install(chooseLanguage(arguments));
    // After the translators: window titles end in the name in the user's language.
    QApplication::setApplicationDisplayName(QApplication::translate("main", "GPU Advisor"));
    gpu::AppState::Options options; // the default database unless --db names one
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
        window.installEventFilter(new QuitAfterFirstPaint(&window));
    window.show();
    // "Your card": the first time, look for this computer's GPU once the window is up.
    QTimer::singleShot(0, &state, [&state] { state.detectYourCard(); });
    // Feeds: checked at most once a day, in the background, after the window is up.
    if (qEnvironmentVariableIntValue("GPU_ADVISOR_EXIT_AFTER_PAINT") != 1)
        QTimer::singleShot(2000, &state, [&state] { state.updateFeedsIfDue(); });
    return QApplication::exec();
}
