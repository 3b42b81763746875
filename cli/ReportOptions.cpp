// SPDX-License-Identifier: GPL-3.0-or-later
// The options of `gpu-advisor report` (help, parsing, man page), and the command's entry in the
// table of commands: the report itself (ReportCommand.cpp, Qt Gui) is set by the program that has
// it (enableReports(), Cli.h); the commands' module without Qt Gui never runs it.

#include "Cli.h"
#include "CliContext_p.h"

namespace gpu::cli {

void reportOptions(CommandSpec &spec)
{
    spec.setDescription(
        Context::tr("Write the recommendation report as a PDF: the request, the recommended "
                    "cards with their reasons and figures, a cost-efficiency chart, a comparison "
                    "table, warnings, and the date and source of every price and benchmark."));
    addRequestOptions(spec);
    spec.add({QStringLiteral("compare"),
                 Context::tr("Also compare this card (may be repeated), e.g. \"RTX 3090\"."),
                 Context::tr("name")},
        ValueHint::cardName());
    addReportModelOptions(spec);
    spec.add({QStringLiteral("current-card"),
                 Context::tr("The card you have now: the report compares the recommendations "
                             "with it (its name)."),
                 Context::tr("name")},
        ValueHint::cardName());
    spec.add(
        {QStringLiteral("page-size"), Context::tr("A4 (default) or Letter."), Context::tr("size")},
        ValueHint::of({QStringLiteral("A4"), QStringLiteral("Letter")}));
    spec.add({QStringLiteral("out"), Context::tr("The PDF file to write."), Context::tr("file")},
        ValueHint::file());
}

namespace {

ReportCommand &reportHook()
{
    static ReportCommand command = nullptr;
    return command;
}

} // namespace

void setReportCommand(ReportCommand command)
{
    reportHook() = command;
}

int runReportCommand(const QStringList &arguments, Context &ctx)
{
    if (const ReportCommand command = reportHook())
        return command(arguments, ctx);
    return ctx.failure(Context::tr("this part of GPU Advisor cannot write PDF reports; run "
                                   "gpu-advisor report, which loads the report's module"));
}

} // namespace gpu::cli
