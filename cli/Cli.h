// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The headless command line: `gpu-advisor COMMAND [options]`. Commands work without a display
// and without environment variables. Exit codes: 0 success, 1 error (message on stderr), 2 usage
// error. Machine formats (csv, json) use stable snake_case column names.

#include <QStringList>

class QTextStream;

namespace gpu::cli {

enum ExitCode
{
    Success = 0,
    Failure = 1,
    UsageError = 2
};

/// The command word in `arguments` (arguments[0] is the program), or "" when there is none and
/// the window should open. Options that take a value (--db PATH …) are skipped correctly.
QString findCommand(const QStringList &arguments);

/// True if the command draws (report export needs a QGuiApplication, offscreen is fine).
bool commandNeedsGui(const QString &command);

/// The value of a global option (--db, --lang) from the raw arguments, or "".
QString globalOption(const QStringList &arguments, const QString &name);

/// Runs a command and returns its exit code.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// The global help text.
QString usage();

} // namespace gpu::cli
