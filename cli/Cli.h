// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The headless command line: `gpu-advisor COMMAND [options]`. Commands work without a display
// and without environment variables. Exit codes: 0 success, 1 error (message on stderr), 2 usage
// error. Machine formats (csv, json) use stable snake_case column names.

#include "Feeds.h"

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

/// How `feed update` fetches its sheets (FeedFetching, Feeds.h): the program sets a function of
/// the network module it loads then (app/CommandsMain.cpp), a test its own. Unset, `feed update`
/// fails and says why; nothing else in the commands fetches.
void setFeedFetching(FeedFetching fetching);
const FeedFetching &feedFetching();

/// Makes `report` write its PDF (cli/ReportCommand.cpp, in gpu_advisor_cli_report, which links
/// Qt Gui): the report's module calls it at start, as does a test that runs `report` in
/// process. Without it `report` says it cannot write reports here.
void enableReports();

/// The global help text.
QString usage();

// ---- The declarations, for generated documentation (man page, shell completion) -------------

/// What an option's value or a positional argument is.
struct ValueHint
{
    enum Kind
    {
        Free, ///< any text or number
        Choices, ///< one of `choices`
        File, ///< a file name
        CardName ///< a card of the catalog, as `show` takes it
    };
    Kind kind = Free;
    QStringList choices;

    static ValueHint of(const QStringList &choices) { return {Choices, choices}; }
    static ValueHint file() { return {File, {}}; }
    static ValueHint cardName() { return {CardName, {}}; }
};

struct OptionDoc
{
    QStringList names; ///< without dashes: {"h", "help"}
    QString valueName; ///< empty for a switch
    QString description;
    QString defaultValue;
    ValueHint values;
};

struct PositionalDoc
{
    QString name, description, syntax;
    ValueHint values;
};

struct CommandDoc
{
    QString name;
    QString summary; ///< one line, as in `gpu-advisor --help`
    QString description; ///< as in `gpu-advisor COMMAND --help`
    QList<PositionalDoc> positionals;
    QList<OptionDoc> options; ///< the command's own, without the global ones
};

/// Every command, in the order of `gpu-advisor --help`, from the same declarations that set up
/// their parsers. Texts are translated to the installed language.
QList<CommandDoc> commandDocs();
/// The global options: --db, --lang, --help, --version.
QList<OptionDoc> globalOptionDocs();

} // namespace gpu::cli
