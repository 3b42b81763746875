// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor detect`: the GPUs of this computer, or of a saved report, matched to the catalog.

#include "Cli.h"
#include "CliContext_p.h"
#include "GpuDetection.h"

#include <QDir>
#include <QFile>

namespace gpu::cli {

namespace {

QString num(const std::optional<double> &v)
{
    return v ? formatNumber(*v, 0) : QString();
}

} // namespace

std::optional<DetectedGpusReport> detectedGpus(const QString &fromFile, Context &ctx)
{
    DetectedGpusReport report;
    if (fromFile.isEmpty()) {
        const LocalDetection local = detectLocalGpus();
        report.gpus = local.gpus;
        report.notes = local.notes;
        report.source = local.sources.join(QStringLiteral(", "));
    } else {
        QFile file(fromFile);
        if (!file.open(QIODevice::ReadOnly)) {
            ctx.failure(Context::tr("cannot read %1: %2")
                            .arg(QDir::toNativeSeparators(fromFile), file.errorString()));
            return std::nullopt;
        }
        ReportFormat format = ReportFormat::Unknown;
        QString error;
        report.gpus = parseGpuReport(file.readAll(), &format, &error);
        if (report.gpus.isEmpty()) {
            ctx.failure(QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(fromFile), error));
            return std::nullopt;
        }
        report.source = toCode(format);
    }
    for (const DetectedGpu &g : report.gpus)
        report.matches.append(matchDetectedGpu(ctx.data().cards, g));
    return report;
}

QString noGpuSentence()
{
    return Context::tr(
        "No GPU found on this computer: no NVIDIA card answered through NVML or nvidia-smi, no "
        "AMD card through rocm-smi or /sys/class/drm, no Intel card through /sys/class/drm. If "
        "it has one, its driver may be missing. To check a server, save 'nvidia-smi -q -x' there "
        "and run 'gpu-advisor detect --from FILE'.");
}

void detectOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "List the GPUs of this computer (NVML, nvidia-smi, rocm-smi, sysfs) or of a saved report, "
        "and the catalog card each one is. Nothing leaves the machine."));
    spec.add({QStringLiteral("from"),
        Context::tr("Read a saved report instead: nvidia-smi -q -x, nvidia-smi --query-gpu=… "
                    "--format=csv, nvidia-smi -L, or rocm-smi --showproductname --showmeminfo "
                    "vram --json."),
        Context::tr("file")});
    addFormatOption(spec);
}

int detectCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    detectOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("detect"), QString()); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("detect takes no arguments besides its options"));
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    if (!ctx.openCatalog(parser))
        return Failure;
    const auto report = detectedGpus(parser.value(QStringLiteral("from")), ctx);
    if (!report)
        return Failure;
    const QList<Card> &cards = ctx.data().cards;

    OutputTable table;
    table.setColumns({{"index", OutputColumn::Number}, {"name_reported"},
        {"memory_mib", OutputColumn::Number}, {"power_limit_w", OutputColumn::Number},
        {"compute_capability"}, {"driver"}, {"card"}, {"match"}});
    for (qsizetype i = 0; i < report->gpus.size(); ++i) {
        const DetectedGpu &g = report->gpus.at(i);
        const GpuMatch &m = report->matches.at(i);
        const Card *card = m.index >= 0 ? &cards.at(m.index) : nullptr;
        table.rows.append(table.row({{"index", QString::number(g.index)}, {"name_reported", g.name},
            {"memory_mib", num(g.memoryMib)}, {"power_limit_w", num(g.powerLimitW)},
            {"compute_capability",
                g.computeCapability ? g.computeCapability->toString() : QString()},
            {"driver", g.driver}, {"card", card ? card->displayName() : QString()},
            {"match", toCode(m.method)}}));
    }
    if (*format != OutputFormat::Table) {
        if (report->gpus.isEmpty())
            ctx.err << noGpuSentence() << Qt::endl;
        ctx.out << table.render(*format);
        ctx.out.flush();
        return Success;
    }
    QTextStream &out = ctx.out;
    for (const QString &note : report->notes)
        out << note << '\n';
    if (report->gpus.isEmpty()) {
        out << noGpuSentence() << Qt::endl;
        return Success;
    }
    OutputTable text = table;
    text.headerLabels = {Context::tr("#"), Context::tr("Reported name"), Context::tr("MiB"),
        Context::tr("Power limit W"), Context::tr("CC"), Context::tr("Driver"), Context::tr("Card"),
        Context::tr("Match")};
    for (qsizetype i = 0; i < text.rows.size(); ++i) {
        text.rows[i].last() = matchMethodText(report->matches.at(i).method);
        if (text.rows[i].at(6).isEmpty())
            text.rows[i][6] = QStringLiteral("—");
    }
    out << text.toText() << '\n';
    for (qsizetype i = 0; i < report->gpus.size(); ++i) {
        const GpuMatch &m = report->matches.at(i);
        if (m.index >= 0)
            continue;
        QStringList names;
        for (int c : m.candidates)
            names.append(cards.at(c).displayName());
        if (m.notInCatalog && !names.isEmpty())
            out << Context::tr("GPU %1 (%2) is not in the catalog; the closest: %3.")
                       .arg(report->gpus.at(i).index)
                       .arg(report->gpus.at(i).name, names.join(Context::tr("; ")))
                << '\n';
        else if (names.isEmpty())
            out << Context::tr("GPU %1 (%2) is not in the catalog and resembles none of its cards.")
                       .arg(report->gpus.at(i).index)
                       .arg(report->gpus.at(i).name)
                << '\n';
        else
            out << Context::tr("GPU %1 (%2) is not matched to one card; the closest: %3.")
                       .arg(report->gpus.at(i).index)
                       .arg(report->gpus.at(i).name, names.join(Context::tr("; ")))
                << '\n';
    }
    out << Context::tr("Source: %1.").arg(report->source) << Qt::endl;
    return Success;
}

} // namespace gpu::cli
