// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where the program's modules are: beside the program in the build tree (bin/../lib/gpu-advisor),
// at the installed relative path otherwise (GPU_ADVISOR_WINDOW_DIR, from bin to
// lib/gpu-advisor/modules). The launcher (main.cpp) finds the commands' module with it, the
// commands' module the window's.

#include <QDir>
#include <QFileInfo>
#include <QString>

namespace gpu {

inline QString modulePath(const char *argv0, const QString &fileName)
{
    QString exe = QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath();
    if (exe.isEmpty())
        exe = QFileInfo(QString::fromLocal8Bit(argv0)).absoluteFilePath();
    const QString bin = QFileInfo(exe).absolutePath();
    const QString name = QLatin1Char('/') + fileName;
    const QStringList dirs {bin + QStringLiteral("/../lib/gpu-advisor"),
        bin + QStringLiteral("/" GPU_ADVISOR_WINDOW_DIR)};
    for (const QString &dir : dirs) {
        if (QFileInfo::exists(dir + name))
            return QDir::cleanPath(dir + name);
    }
    return QDir::cleanPath(bin + QStringLiteral("/" GPU_ADVISOR_WINDOW_DIR) + name);
}

} // namespace gpu
