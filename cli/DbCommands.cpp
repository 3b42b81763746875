// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor db init` and `gpu-advisor db copy`: setting up a shared catalog on a PostgreSQL
// server and moving a catalog between a file and a server (docs/lab.md).
#include "CliContext_p.h"

#include "BuiltinCatalog.h"
#include "CatalogCopy.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "SqlDialect.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace gpu::cli {

namespace {

// How a database is named to people: a file's native path, a server's URL without a password.
QString shown(const QString &location)
{
    if (isServerUrl(location)) {
        const auto address = parseServerUrl(location);
        return address ? address->displayUrl() : location;
    }
    return QDir::toNativeSeparators(location);
}

bool usable(const OpenReport &report)
{
    using O = OpenReport::Outcome;
    return report.outcome == O::Opened || report.outcome == O::Created
        || report.outcome == O::Migrated || report.outcome == O::ReadOnly;
}

// Row counts per table, for the summary ("185 cards, 1,204 prices …").
QString rowSummary(const QString &connection)
{
    QSqlQuery q(QSqlDatabase::database(connection, false));
    QStringList parts;
    const std::pair<const char *, const char *> tables[] = {
        {"cards", QT_TRANSLATE_N_NOOP("Cli", "%n card(s)")},
        {"prices", QT_TRANSLATE_N_NOOP("Cli", "%n price(s)")},
        {"benchmarks", QT_TRANSLATE_N_NOOP("Cli", "%n benchmark result(s)")},
        {"cloud_offerings", QT_TRANSLATE_N_NOOP("Cli", "%n cloud offering(s)")},
        {"models", QT_TRANSLATE_N_NOOP("Cli", "%n model(s)")},
    };
    for (const auto &[table, words] : tables) {
        if (q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table))) && q.next())
            parts.append(QCoreApplication::translate("Cli", words, nullptr, q.value(0).toInt()));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

void dbOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Set up or move a catalog database.\n"
        "  db init              give the database of --db the catalog's schema and the built-in "
        "catalog (a new, empty PostgreSQL database: postgresql://[user@]host[:port]/dbname); "
        "an existing catalog is upgraded if needed, never emptied.\n"
        "  db copy --from A --to B   copy a whole catalog, the users' own rows included, from "
        "A to B (each a database file or a postgresql:// URL), all or nothing."));
    spec.addPositional(QStringLiteral("action"), Context::tr("init or copy"),
        QStringLiteral("init|copy"),
        ValueHint::of({QStringLiteral("init"), QStringLiteral("copy")}));
    spec.add({QStringLiteral("from"), Context::tr("copy: the catalog to copy (file or URL)."),
                 Context::tr("database")},
        ValueHint::file());
    spec.add({QStringLiteral("to"),
                 Context::tr("copy: where to copy it (file or URL); created if it does not exist."),
                 Context::tr("database")},
        ValueHint::file());
    spec.add({QStringLiteral("replace"),
        Context::tr("copy: replace a target that already holds users' own rows (they are lost "
                    "there; export them first).")});
}

namespace {

int initCommand(const QCommandLineParser &parser, Context &ctx)
{
    const QString location = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db"))
                                                                : CatalogDatabase::defaultPath();
    CatalogOpenOptions options;
    options.databasePath = location;
    options.connectionName = QStringLiteral("gpu-advisor-db-init");
    options.server.createSchema = true;
    const OpenedCatalog opened = openCatalog(options);
    const OpenReport &report = opened.report;
    using O = OpenReport::Outcome;
    if (report.outcome != O::Opened && report.outcome != O::Created
        && report.outcome != O::Migrated)
        return ctx.failure(report.message());
    if (!opened.error.isEmpty())
        return ctx.failure(opened.error);
    const QString summary = rowSummary(options.connectionName);
    switch (report.outcome) {
    case O::Created:
        ctx.out << Context::tr("Created the catalog at %1 (schema %2): %3.")
                       .arg(report.shared ? report.path : shown(location))
                       .arg(CatalogDatabase::SchemaVersion)
                       .arg(summary)
                << Qt::endl;
        break;
    case O::Migrated:
        ctx.out << Context::tr("Upgraded the catalog at %1 from schema %2 to %3: %4.")
                       .arg(report.shared ? report.path : shown(location))
                       .arg(report.schemaVersionFound)
                       .arg(CatalogDatabase::SchemaVersion)
                       .arg(summary)
                << Qt::endl;
        break;
    default:
        ctx.out << Context::tr("%1 already holds the catalog (schema %2): %3. Nothing to do.")
                       .arg(report.shared ? report.path : shown(location))
                       .arg(CatalogDatabase::SchemaVersion)
                       .arg(summary)
                << Qt::endl;
        break;
    }
    if (!report.problem.isEmpty())
        ctx.err << "gpu-advisor: " << report.problem << Qt::endl;
    return Success;
}

int copyCommand(const QCommandLineParser &parser, Context &ctx)
{
    const QString from = parser.value(QStringLiteral("from"));
    const QString to = parser.value(QStringLiteral("to"));
    if (from.isEmpty() || to.isEmpty())
        return ctx.usageError(Context::tr("db copy needs --from and --to"));
    if (!isServerUrl(from) && !QFileInfo(from).isFile())
        return ctx.failure(Context::tr("%1 is not a database file").arg(shown(from)));
    if (shown(from) == shown(to)
        || (!isServerUrl(from)
            && QFileInfo(from).absoluteFilePath() == QFileInfo(to).absoluteFilePath()))
        return ctx.usageError(Context::tr("--from and --to name the same database"));
    if (!isServerUrl(to) && !QFileInfo(to).absoluteDir().exists())
        return ctx.failure(Context::tr("the folder of --to %1 does not exist").arg(shown(to)));

    CatalogOpenOptions source;
    source.databasePath = from;
    source.connectionName = QStringLiteral("gpu-advisor-copy-from");
    const OpenedCatalog in = openCatalog(source);
    if (!usable(in.report) || !in.report.persistent)
        return ctx.failure(
            Context::tr("cannot copy from %1: %2").arg(shown(from), in.report.message()));
    CatalogOpenOptions target;
    target.databasePath = to;
    target.connectionName = QStringLiteral("gpu-advisor-copy-to");
    target.server.createSchema = true;
    const OpenedCatalog out = openCatalog(target);
    if (!usable(out.report) || !out.report.persistent || !out.report.writable)
        return ctx.failure(
            Context::tr("cannot copy to %1: %2").arg(shown(to), out.report.message()));
    const int theirs = userRowCount(target.connectionName);
    if (theirs != 0 && !parser.isSet(QStringLiteral("replace")))
        return ctx.failure(
            Context::tr("%1 already holds %n row(s) of its users' own; copying would replace "
                        "them. Export them first, then run again with --replace.",
                nullptr, theirs)
                .arg(shown(to)));
    if (const QString error = copyCatalogRows(source.connectionName, target.connectionName);
        !error.isEmpty())
        return ctx.failure(Context::tr("nothing was copied to %1: %2").arg(shown(to), error));
    ctx.out << Context::tr("Copied %1 from %2 to %3 (%n row(s) of the users' own).", nullptr,
        userRowCount(target.connectionName))
                   .arg(rowSummary(target.connectionName), shown(from), shown(to))
            << Qt::endl;
    return Success;
}

} // namespace

int dbCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    dbOptions(spec);
    if (const int rc
        = ctx.parse(parser, arguments, QStringLiteral("db"), QStringLiteral("init|copy"));
        rc >= 0)
        return rc;
    const QStringList positional = parser.positionalArguments().mid(1); // after "db"
    const QString action = positional.value(0);
    if (positional.size() != 1
        || (action != QLatin1String("init") && action != QLatin1String("copy")))
        return ctx.usageError(Context::tr("db needs one action: init or copy"));
    if (action == QLatin1String("init")) {
        if (parser.isSet(QStringLiteral("from")) || parser.isSet(QStringLiteral("to")))
            return ctx.usageError(Context::tr("db init takes --db, not --from or --to"));
        return initCommand(parser, ctx);
    }
    if (parser.isSet(QStringLiteral("db")))
        return ctx.usageError(Context::tr("db copy takes --from and --to, not --db"));
    return copyCommand(parser, ctx);
}

void checkOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Run SQLite's integrity check on the catalog's database file (--db, or the default "
        "one). It also runs by itself when the program last ended without closing the file (a "
        "crash or a power cut) and when reading meets damage. A damaged file is set aside under "
        "a new name, nothing lost, and a new one with the built-in catalog takes its place; "
        "exit status 1 then."));
}

int checkCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    checkOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("check"), QString()); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("check takes no arguments besides its options"));
    const QString location = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db"))
                                                                : CatalogDatabase::defaultPath();
    if (isServerUrl(location)) {
        ctx.out << Context::tr("%1 is a PostgreSQL server: it checks its own storage; nothing to "
                               "check here.")
                       .arg(shown(location))
                << Qt::endl;
        return Success;
    }
    if (!QFileInfo::exists(location))
        return ctx.failure(Context::tr("%1 does not exist").arg(shown(location)));
    CatalogOpenOptions options;
    options.databasePath = location;
    options.connectionName = QStringLiteral("gpu-advisor-check");
    options.checkIntegrity = true;
    options.loadRows = false;
    options.waitNotice = [&ctx](const QString &text) { ctx.err << text << Qt::endl; };
    const OpenedCatalog opened = openCatalog(options);
    const OpenReport &report = opened.report;
    if (!usable(report) || !opened.database->integrityChecked())
        return ctx.failure(report.message());
    ctx.out << Context::tr("%1 passed SQLite's integrity check: %2.")
                   .arg(shown(location), rowSummary(options.connectionName))
            << Qt::endl;
    return Success;
}

} // namespace gpu::cli
