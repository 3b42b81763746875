// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor models`: the model catalog (LLMs and others) with the source of every figure.

#include "CatalogColumns.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "ModelCatalog.h"

namespace gpu::cli {

void modelsOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "List the model catalog: parameters, architecture and the source of every figure."));
    spec.add({QStringLiteral("search"), Context::tr("Only models whose name contains this text."),
        Context::tr("text")});
    addFormatOption(spec);
}

int modelsCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    modelsOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("models"), QString()); rc >= 0)
        return rc;
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    OutputTable table;
    // Each column's kind from the models' field table (columns::modelColumns()).
    QStringList names = modelCatalogColumns();
    names << QStringLiteral("origin");
    table.setColumns(columns::outputColumns(columns::modelColumns(), names));
    const QString search = parser.value(QStringLiteral("search")).trimmed();
    if (!ctx.openCatalog(parser))
        return Failure;
    // Each cell as the models' field table writes it (what `export` writes and `import` reads).
    const auto &modelColumns = columns::modelColumns();
    for (const ModelSpec &m : ctx.data().models) {
        if (!search.isEmpty() && !m.name.contains(search, Qt::CaseInsensitive))
            continue;
        QStringList row(table.columns.size());
        for (const columns::Column<ModelSpec> &c : modelColumns)
            if (const qsizetype at = table.columns.indexOf(c.name); at >= 0)
                row[at] = c.write(m);
        // Parameters in billions to three decimals, as `models` has always printed them.
        table.cell(row, QStringLiteral("params_total_b")) = num(m.paramsTotalB, 3);
        table.cell(row, QStringLiteral("params_active_b")) = num(m.activeParamsB(), 3);
        table.cell(row, QStringLiteral("origin")) = toCode(m.origin);
        table.rows.append(row);
    }
    if (*format == OutputFormat::Table) {
        // The text table keeps to what fits a terminal; csv and json carry every column.
        OutputTable brief = table.selected({QStringLiteral("name"), QStringLiteral("kind"),
            QStringLiteral("params_total_b"), QStringLiteral("params_active_b"),
            QStringLiteral("layers"), QStringLiteral("kv_heads"), QStringLiteral("max_context"),
            QStringLiteral("attention")});
        brief.headerLabels = {Context::tr("Model"), Context::tr("Kind"), Context::tr("Params (B)"),
            Context::tr("Active (B)"), Context::tr("Layers"), Context::tr("KV heads"),
            Context::tr("Max context"), Context::tr("Attention")};
        // Kinds in words for people (the codes stay in csv and json).
        for (QStringList &row : brief.rows) {
            QString &kind = brief.cell(row, QStringLiteral("kind"));
            if (const auto k = modelKindFromCode(kind))
                kind = modelKindName(*k);
            QString &attention = brief.cell(row, QStringLiteral("attention"));
            if (const auto a = attentionKindFromCode(attention))
                attention = attentionKindName(*a);
        }
        ctx.out << brief.render(OutputFormat::Table);
    } else {
        ctx.out << table.render(*format);
    }
    ctx.out.flush();
    return Success;
}

} // namespace gpu::cli
