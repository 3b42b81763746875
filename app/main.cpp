// SPDX-License-Identifier: GPL-3.0-or-later
// GPU Advisor (显卡参谋): the program people start, a launcher that needs Qt Core alone. A bare
// `gpu-advisor --version` is answered here; everything else (every command, --help, and the
// window without a command) runs in the commands' module (app/CommandsMain.cpp,
// gpu-advisor-commands.so: Qt Sql, Network through a module of its own, the window's module in
// turn), `report` in the same built with the PDF report (gpu-advisor-report.so: Qt Gui).
// The split keeps a start that needs none of them as short as a minimal Qt program's
// (docs/performance.md, "The command line").

#include "ModulePath.h"

#include <QLibrary>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace {

// `gpu-advisor --version` (or -v), with at most --lang/--db and their values beside it: no
// command word, no --help. Anything else goes to the commands' module, which reads it as before.
bool bareVersion(int argc, char *argv[])
{
    bool version = false;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (std::strcmp(a, "--version") == 0 || std::strcmp(a, "-v") == 0)
            version = true;
        else if ((std::strcmp(a, "--lang") == 0 || std::strcmp(a, "--db") == 0) && i + 1 < argc)
            ++i; // its value
        else if (std::strncmp(a, "--lang=", 7) != 0 && std::strncmp(a, "--db=", 5) != 0)
            return false;
    }
    return version;
}

// The command word: the first argument that is neither an option nor the value of --db or
// --lang (as cli::findCommand() reads it); "" when there is none.
const char *commandWord(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if ((std::strcmp(a, "--lang") == 0 || std::strcmp(a, "--db") == 0) && i + 1 < argc)
            ++i; // its value
        else if (a[0] != '-')
            return a;
    }
    return "";
}

} // namespace

int main(int argc, char *argv[])
{
    if (bareVersion(argc, argv)) {
        // The same line as the commands' --version (cli/Cli.cpp): the program's version and the
        // built-in catalog's (store/BuiltinCatalog.cpp; both set by the build).
        std::fputs("gpu-advisor " GPU_ADVISOR_VERSION
                   " (catalog " GPU_ADVISOR_BUILTIN_CATALOG_VERSION ")\n",
            stdout);
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            std::fprintf(
                stderr, "gpu-advisor: cannot write the output: %s\n", std::strerror(errno));
            return 1;
        }
        return 0;
    }
    using CommandsMain = int (*)(int, char **);
    // `report` alone needs Qt Gui (fonts, the PDF): the commands' module built with it.
    const bool report = std::strcmp(commandWord(argc, argv), "report") == 0;
    const QString path = gpu::modulePath(argv[0],
        report ? QStringLiteral("gpu-advisor-report.so")
               : QStringLiteral("gpu-advisor-commands.so"));
    QLibrary module(path);
    const auto commandsMain
        = reinterpret_cast<CommandsMain>(module.resolve("gpu_advisor_commands_main"));
    if (!commandsMain) {
        std::fprintf(stderr, "gpu-advisor: cannot load its commands (%s): %s\n",
            qPrintable(QDir::toNativeSeparators(path)), qPrintable(module.errorString()));
        return 1;
    }
    return commandsMain(argc, argv);
}
