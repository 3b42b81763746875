// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor feed add|update|list|remove`: sheets the catalog follows (core/imports/Feeds.h).

#include "CatalogRepository.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "Feeds.h"

#include <QLocale>
#include <QRegularExpression>

namespace gpu::cli {

namespace {

FeedFetching &fetchingHook()
{
    static FeedFetching fetching;
    return fetching;
}

} // namespace

void setFeedFetching(FeedFetching fetching)
{
    fetchingHook() = std::move(fetching);
}

const FeedFetching &feedFetching()
{
    return fetchingHook();
}

void feedOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Follow price sheets (or any import kind) published at an HTTP(S) address.\n"
        "  feed add NAME URL [--kind K]   follow a sheet (CSV or JSON of an import kind, or a "
        "price list as text)\n"
        "  feed update [NAME]             fetch every feed (or one) and import what changed; an "
        "unchanged sheet imports nothing\n"
        "  feed list                      name, URL, kind, last checked, last changed, rows\n"
        "  feed remove NAME --keep-rows|--remove-rows   stop following it; keep its rows as "
        "your own or remove them\n"
        "A failed update (offline, 404, timeout, a malformed sheet) names the feed and the "
        "reason, exits 1 and changes nothing."));
    spec.addPositional(QStringLiteral("action"), Context::tr("add, update, list or remove"),
        QStringLiteral("add|update|list|remove"),
        ValueHint::of({QStringLiteral("add"), QStringLiteral("update"), QStringLiteral("list"),
            QStringLiteral("remove")}));
    spec.add({QStringLiteral("kind"),
                 Context::tr("add: what the sheet holds: auto (default: detected from the "
                             "sheet), prices, cards, benchmarks, models, cloud or rates."),
                 Context::tr("kind")},
        ValueHint::of(feedKinds()));
    spec.add({QStringLiteral("keep-rows"),
        Context::tr("remove: keep the rows the feed brought, as your own.")});
    spec.add({QStringLiteral("remove-rows"),
        Context::tr("remove: remove the rows the feed brought as well.")});
    spec.add({QStringLiteral("currency"),
                 Context::tr("update: currency of amounts a sheet names none for: CNY or USD "
                             "(default: the settings' currency)."),
                 Context::tr("currency")},
        ValueHint::of({QStringLiteral("CNY"), QStringLiteral("USD")}));
    spec.add({QStringLiteral("auth-env"),
        Context::tr("add: the environment variable that holds the feed's user name and "
                    "password as USER:PASSWORD when it is updated (kept in your settings, never "
                    "in the catalog). Without it, ~/.netrc's entry for the host is used."),
        Context::tr("name")});
    spec.add({QStringLiteral("timeout"),
        Context::tr("update: seconds a feed may take in all before its update fails and "
                    "changes nothing (default: the settings', 120 unless changed). Feeds are "
                    "fetched at once, each on its own deadline."),
        Context::tr("seconds")});
    spec.add({QStringLiteral("max-rows"),
        Context::tr("update: rows a feed's sheet may bring; a larger sheet is refused whole "
                    "(default: the settings', 50000 unless changed)."),
        Context::tr("N")});
    addAcceptUnusualOption(spec);
    addFormatOption(spec);
}

namespace {

QString when(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

int listFeeds(const QCommandLineParser &parser, Context &ctx)
{
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    QString error;
    const QList<Feed> feeds = CatalogRepository(ctx.database().connectionName()).feeds(&error);
    if (!error.isEmpty())
        return ctx.failure(error);
    OutputTable table;
    table.setColumns({{"name"}, {"url"}, {"kind"}, {"last_checked"}, {"last_changed"},
        {"rows", OutputColumn::Number}, {"status"}});
    table.headerLabels = {Context::tr("Name"), Context::tr("URL"), Context::tr("Kind"),
        Context::tr("Last checked"), Context::tr("Last changed"), Context::tr("Rows"),
        Context::tr("Status")};
    for (const Feed &f : feeds)
        table.rows.append(
            table.row({{"name", f.name}, {"url", shownFeedUrl(f.url)}, {"kind", f.kind},
                {"last_checked", when(f.lastChecked)}, {"last_changed", when(f.lastChanged)},
                {"rows", QString::number(f.rowCount)}, {"status", f.lastStatus}}));
    if (*format == OutputFormat::Table && feeds.isEmpty()) {
        ctx.out << Context::tr("No feed is followed. Add one with gpu-advisor feed add NAME URL.")
                << Qt::endl;
        return Success;
    }
    ctx.out << (*format == OutputFormat::Table ? table.toText() : table.render(*format));
    ctx.out.flush();
    return Success;
}

int updateFeeds(const QCommandLineParser &parser, const QString &only, Context &ctx)
{
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;
    if (!ctx.catalogIsPersistent() || !ctx.database().isWritable())
        return ctx.failure(Context::tr("the database cannot be written; no feed was updated"));
    CatalogRepository repo(ctx.database().connectionName());
    QString error;
    QList<Feed> feeds = repo.feeds(&error);
    if (!error.isEmpty())
        return ctx.failure(error);
    if (!only.isEmpty()) {
        feeds.erase(std::remove_if(feeds.begin(), feeds.end(),
                        [&only](const Feed &f) { return f.name != only; }),
            feeds.end());
        if (feeds.isEmpty())
            return ctx.failure(
                Context::tr("there is no feed named %1 (gpu-advisor feed list)").arg(only));
    }
    if (feeds.isEmpty()) {
        ctx.out << Context::tr("No feed is followed. Add one with gpu-advisor feed add NAME URL.")
                << Qt::endl;
        return Success;
    }
    FeedLimits limits;
    limits.deadlineMs = ctx.settings().feedDeadlineSeconds() * 1000;
    limits.timeoutMs = qMin(limits.timeoutMs, limits.deadlineMs);
    int maxRows = ctx.settings().feedRowCap();
    if (parser.isSet(QStringLiteral("max-rows"))) {
        bool ok = false;
        maxRows = parser.value(QStringLiteral("max-rows")).toInt(&ok);
        if (!ok || maxRows < 1 || maxRows > 1'000'000)
            return ctx.usageError(
                Context::tr("--max-rows needs a number of rows from 1 to 1000000, not \"%1\"")
                    .arg(parser.value(QStringLiteral("max-rows"))));
    }
    if (parser.isSet(QStringLiteral("timeout"))) {
        bool ok = false;
        const int seconds = parser.value(QStringLiteral("timeout")).toInt(&ok);
        if (!ok || seconds < 1 || seconds > 3600)
            return ctx.usageError(
                Context::tr("--timeout needs a number of seconds from 1 to 3600, not \"%1\"")
                    .arg(parser.value(QStringLiteral("timeout"))));
        limits.deadlineMs = seconds * 1000;
        limits.timeoutMs = qMin(limits.timeoutMs, limits.deadlineMs);
    }
    // The fetching is the network module's (Feeds.h, FeedFetching): loaded for this alone.
    const FeedFetching &fetching = feedFetching();
    if (!fetching)
        return ctx.failure(
            Context::tr("feeds cannot be fetched: this build has no network module"));
    ImportOptions options;
    options.defaultCurrency = *currency;
    options.importDate = QDate::currentDate();
    // Every price is checked against what its card should cost (PriceCheck.h).
    options.priceEstimates = ctx.priceModel().estimates();
    options.acceptUnusualPrices = parser.isSet(QStringLiteral("accept-unusual"));
    bool failed = false;
    CatalogData catalog = ctx.data();
    const QList<FeedFetchResult> fetched = fetching(feeds, limits);
    for (qsizetype i = 0; i < feeds.size(); ++i) {
        const Feed &feed = feeds.at(i);
        const FeedUpdate update
            = applyFeedFetch(repo, feed, fetched.at(i), catalog, options, maxRows);
        (update.ok ? ctx.out : ctx.err) << update.message << '\n';
        for (const QString &p : update.problems)
            ctx.err << Context::tr("error: %1").arg(p) << '\n';
        failed = failed || !update.ok;
        if (update.changed) // the next feed's rows may name this one's cards
            catalog = repo.loadAll();
    }
    ctx.out.flush();
    ctx.err.flush();
    return failed ? Failure : Success;
}

} // namespace

int feedCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    feedOptions(spec);
    if (const int rc = ctx.parse(
            parser, arguments, QStringLiteral("feed"), QStringLiteral("add|update|list|remove"));
        rc >= 0)
        return rc;
    const QStringList positional = parser.positionalArguments().mid(1); // after "feed"
    const QString action = positional.value(0);
    const QStringList rest = positional.mid(1);
    if (action == QLatin1String("add")) {
        if (rest.size() != 2)
            return ctx.usageError(Context::tr("feed add needs a NAME and a URL"));
        Feed feed;
        feed.name = rest.at(0);
        feed.url = QUrl(rest.at(1), QUrl::StrictMode);
        if (parser.isSet(QStringLiteral("kind")))
            feed.kind = parser.value(QStringLiteral("kind"));
        if (const QString why = checkFeed(feed.name, feed.url, feed.kind); !why.isEmpty())
            return ctx.usageError(why);
        const QString authEnv = parser.value(QStringLiteral("auth-env"));
        static const QRegularExpression envName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        if (parser.isSet(QStringLiteral("auth-env")) && !envName.match(authEnv).hasMatch())
            return ctx.usageError(
                Context::tr("--auth-env needs the name of an environment variable, not \"%1\"")
                    .arg(authEnv));
        // The address is stored without them (CatalogRepository::addFeed); say where they go.
        const bool hadCredentials = !feed.url.userInfo().isEmpty();
        if (!ctx.openCatalog(parser))
            return Failure;
        // A file this user may not write says so in the session's one sentence, not SQLite's.
        if (const QString why = ctx.session().writeRefusal(); !why.isEmpty())
            return ctx.failure(why);
        QString error;
        if (!CatalogRepository(ctx.database().connectionName()).addFeed(feed, &error))
            return ctx.failure(error);
        setFeedAuthEnv(feed.name, authEnv);
        ctx.out << Context::tr("Following %1 (%2, kind %3). Fetch it with gpu-advisor feed update "
                               "%1.")
                       .arg(feed.name, shownFeedUrl(feed.url.adjusted(QUrl::RemoveUserInfo)),
                           feed.kind)
                << Qt::endl;
        if (hadCredentials && authEnv.isEmpty())
            ctx.err << Context::tr("The user name and password in the address were not stored. "
                                   "Give them in ~/.netrc (machine %1 login USER password …) or "
                                   "in an environment variable named with --auth-env NAME "
                                   "(value USER:PASSWORD).")
                           .arg(feed.url.host())
                    << Qt::endl;
        return Success;
    }
    if (action == QLatin1String("update")) {
        if (rest.size() > 1)
            return ctx.usageError(Context::tr("feed update takes at most one NAME"));
        if (!ctx.openCatalog(parser))
            return Failure;
        if (const QString why = ctx.session().writeRefusal(); !why.isEmpty())
            return ctx.failure(why);
        return updateFeeds(parser, rest.value(0), ctx);
    }
    if (action == QLatin1String("list")) {
        if (!rest.isEmpty())
            return ctx.usageError(Context::tr("feed list takes no NAME"));
        if (!ctx.openCatalog(parser))
            return Failure;
        return listFeeds(parser, ctx);
    }
    if (action == QLatin1String("remove")) {
        if (rest.size() != 1)
            return ctx.usageError(Context::tr("feed remove needs the NAME of a feed"));
        const bool keep = parser.isSet(QStringLiteral("keep-rows"));
        const bool remove = parser.isSet(QStringLiteral("remove-rows"));
        if (keep == remove)
            return ctx.usageError(Context::tr(
                "feed remove needs --keep-rows (its rows stay, as your own) or --remove-rows"));
        if (!ctx.openCatalog(parser))
            return Failure;
        if (const QString why = ctx.session().writeRefusal(); !why.isEmpty())
            return ctx.failure(why);
        QString error;
        int removed = 0;
        if (!CatalogRepository(ctx.database().connectionName())
                 .removeFeed(rest.first(), remove, &error, &removed))
            return ctx.failure(error);
        ctx.out << (remove ? Context::tr("Stopped following %1; %n row(s) it brought were removed.",
                        nullptr, removed)
                                 .arg(rest.first())
                           : Context::tr("Stopped following %1; the rows it brought stay, as your "
                                         "own.")
                                 .arg(rest.first()))
                << Qt::endl;
        return Success;
    }
    return ctx.usageError(Context::tr("feed needs an action: add, update, list or remove"));
}

} // namespace gpu::cli
