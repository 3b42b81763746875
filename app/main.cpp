// SPDX-License-Identifier: GPL-3.0-or-later
// GPU Advisor (显卡参谋): application metadata, translators, command-line hand-off.

#include "Cli.h"
#include "MainWindow.h"
#include "Settings.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <memory>

namespace {

void setMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("gpu-advisor.example.org"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPU_ADVISOR_VERSION));
}

// The language: --lang, else the saved setting, else the system's (Chinese for any zh locale).
QString chooseLanguage(const QStringList &arguments)
{
    QString lang = gpu::cli::globalOption(arguments, QStringLiteral("lang"));
    if (lang.isEmpty())
        lang = gpu::Settings().language();
    if (lang.isEmpty())
        lang = QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                                : QStringLiteral("en");
    return lang == QLatin1String("zh_CN") ? lang : QStringLiteral("en");
}

// Installs our translation and Qt's own (standard buttons and dialogs) for `lang`.
void installTranslators(const QString &lang)
{
    QLocale::setDefault(
        QLocale(lang == QLatin1String("zh_CN") ? QLocale::Chinese : QLocale::English,
            lang == QLatin1String("zh_CN") ? QLocale::China : QLocale::UnitedStates));
    auto *app = QCoreApplication::instance();
    auto *own = new QTranslator(app);
    if (own->load(QStringLiteral(":/i18n/gpu-advisor_%1.qm").arg(lang)))
        QCoreApplication::installTranslator(own);
    if (lang == QLatin1String("zh_CN")) {
        auto *qt = new QTranslator(app);
        if (qt->load(
                QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
    }
}

bool wantsHelpOrVersion(const QStringList &arguments)
{
    for (const QString &a : arguments.mid(1))
        if (a == QLatin1String("--help") || a == QLatin1String("-h")
            || a == QLatin1String("--version") || a == QLatin1String("-v"))
            return true;
    return false;
}

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
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        installTranslators(chooseLanguage(arguments));
        QTextStream out(stdout);
        QTextStream err(stderr);
        return gpu::cli::run(arguments, out, err);
    }

    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QApplication::translate("main", "GPU Advisor"));
    installTranslators(chooseLanguage(arguments));
    gpu::MainWindow window(gpu::cli::globalOption(arguments, QStringLiteral("db")));
    window.show();
    return QApplication::exec();
}
