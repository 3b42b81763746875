// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the command line (app/main.cpp) and the window's module (app/WindowMain.cpp) both do
// before anything else: the application's names and version, and the language to speak.

#include <QStringList>

namespace gpu {

/// Organisation, domain, application name and version (QCoreApplication's static metadata;
/// QSettings and QStandardPaths use them). Callable before the application object exists.
void setApplicationMetadata();

/// The language: --lang, else the saved setting, else the system's (Chinese for any zh locale);
/// a code Translations::install() takes.
QString chooseLanguage(const QStringList &arguments);

} // namespace gpu
