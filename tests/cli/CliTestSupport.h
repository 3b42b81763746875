// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Running a command of the command line in-process, as the CLI tests do (tests/cli).

#include "Cli.h"

#include <QStringList>
#include <QTextStream>

namespace gpu::test {

/// What a command printed and returned.
struct Run
{
    int code = -1;
    QString out;
    QString err;
};

/// Runs `gpu-advisor ARGS` on the database file `db` (unless ARGS name one with --db).
inline Run runCommand(QStringList args, const QString &db)
{
    // The program's report module makes `report` write its PDF; in process, the test does.
    static const bool reports = (cli::enableReports(), true);
    Q_UNUSED(reports);
    args.prepend(QStringLiteral("gpu-advisor"));
    if (!args.contains(QStringLiteral("--db")))
        args << QStringLiteral("--db") << db;
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = cli::run(args, out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace gpu::test
