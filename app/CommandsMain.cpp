// SPDX-License-Identifier: GPL-3.0-or-later
// GPU Advisor's commands (gpu-advisor-commands.so), loaded by the program (app/main.cpp) for
// everything but a bare --version: a command (`gpu-advisor rank …`) and --help run here, with Qt
// Core and Sql (Network through its own module, for `feed update` alone); without a command the
// window's module (app/WindowMain.cpp, gpu-advisor-window.so) is loaded and runs the window.
// Built a second time with GPU_ADVISOR_WITH_REPORT as gpu-advisor-report.so, which the program
// loads for `report`: the same commands and the PDF report, with Qt Gui.

#include "AppStartup.h"
#include "Cli.h"
#include "ModulePath.h"
#include "Translations.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#ifdef GPU_ADVISOR_WITH_REPORT
#include <QGuiApplication>
#endif
#include <QLibrary>
#include <QTextStream>

#include <cerrno>
#include <cstdio>

#include <memory>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace {

#ifdef GPU_ADVISOR_WITH_REPORT
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
#endif

bool wantsHelpOrVersion(const QStringList &arguments)
{
    for (const QString &a : arguments.mid(1))
        if (a == QLatin1String("--help") || a == QLatin1String("-h")
            || a == QLatin1String("--version") || a == QLatin1String("-v"))
            return true;
    return false;
}

int runWindow(int argc, char *argv[])
{
    using WindowMain = int (*)(int, char **);
    const QString path = gpu::modulePath(argv[0], QStringLiteral("gpu-advisor-window.so"));
    QLibrary module(path);
    const auto windowMain = reinterpret_cast<WindowMain>(module.resolve("gpu_advisor_window_main"));
    if (!windowMain) {
        std::fprintf(stderr,
            "gpu-advisor: cannot load the window (%s): %s\n"
            "The commands work without it: gpu-advisor --help\n",
            qPrintable(QDir::toNativeSeparators(path)), qPrintable(module.errorString()));
        return 1;
    }
    return windowMain(argc, argv);
}

// Output that did not reach its file (`list > /dev/full`, a full disk, a closed pipe) is an error:
// the command says so with the system's words and exits 1 rather than 0 with half a table.
bool outputWritten(QTextStream &out, QTextStream &err)
{
    out.flush();
    const auto *file = qobject_cast<const QFileDevice *>(out.device());
    QString why = file && file->error() != QFileDevice::NoError ? file->errorString() : QString();
    bool failed = !why.isEmpty() || out.status() == QTextStream::WriteFailed;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        if (why.isEmpty())
            why = qt_error_string(errno);
        failed = true;
    }
    if (!failed)
        return true;
    err << QCoreApplication::translate("Cli", "gpu-advisor: cannot write the output: %1").arg(why)
        << Qt::endl;
    return false;
}

} // namespace

extern "C" Q_DECL_EXPORT int gpu_advisor_commands_main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    const QString command = gpu::cli::findCommand(arguments);
    if (command.isEmpty() && !wantsHelpOrVersion(arguments))
        return runWindow(argc, argv);

    gpu::setApplicationMetadata();
    // Headless: no display needed. Drawing commands (the PDF report) use the offscreen
    // platform unless the caller chose one.
    std::unique_ptr<QCoreApplication> app;
#ifdef GPU_ADVISOR_WITH_REPORT
    gpu::cli::enableReports();
    if (gpu::cli::commandNeedsGui(command)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        providePrivateRuntimeDir();
        app = std::make_unique<QGuiApplication>(argc, argv);
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    gpu::Translations::install(gpu::chooseLanguage(arguments));
    // `feed update` fetches through the network module, loaded then and only then.
    const QString networkModule
        = gpu::modulePath(argv[0], QStringLiteral("gpu-advisor-network.so"));
    gpu::cli::setFeedFetching(
        [networkModule](const QList<gpu::Feed> &feeds, const gpu::FeedLimits &limits) {
            using Fetch = void (*)(
                const QList<gpu::Feed> *, const gpu::FeedLimits *, QList<gpu::FeedFetchResult> *);
            QLibrary module(networkModule);
            const auto fetch = reinterpret_cast<Fetch>(module.resolve("gpu_advisor_fetch_feeds"));
            QList<gpu::FeedFetchResult> results;
            if (fetch) {
                fetch(&feeds, &limits, &results);
                return results;
            }
            // Every feed fails with the reason; nothing is changed.
            gpu::FeedFetchResult failed;
            failed.error
                = QCoreApplication::translate("Cli", "the network module %1 cannot be loaded: %2")
                      .arg(QDir::toNativeSeparators(networkModule), module.errorString());
            for (qsizetype i = 0; i < feeds.size(); ++i)
                results.append(failed);
            return results;
        });
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = gpu::cli::run(arguments, out, err);
    return outputWritten(out, err) ? code : 1;
}
