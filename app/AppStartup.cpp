// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppStartup.h"

#include "Cli.h"
#include "Settings.h"
#include "Translations.h"

#include <QCoreApplication>

namespace gpu {

void setApplicationMetadata()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    // The reverse of the domain is the application ID of the desktop file and the metainfo
    // (packaging/org.gpuadvisor.GpuAdvisor.*). Settings and data folders use the name, not this.
    QCoreApplication::setOrganizationDomain(QStringLiteral("gpuadvisor.org"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPU_ADVISOR_VERSION));
}

QString chooseLanguage(const QStringList &arguments)
{
    QString lang = cli::globalOption(arguments, QStringLiteral("lang"));
    if (lang.isEmpty())
        lang = Settings().language();
    return Translations::resolve(lang);
}

} // namespace gpu
