// SPDX-License-Identifier: GPL-3.0-or-later
#include "Cli.h"

#include "BuiltinCatalog.h"
#include "CardFilter.h"
#include "CardNameMatcher.h"
#include "CatalogOpener.h"
#include "CliContext_p.h"
#include "ModelCache.h"
#include "SqlDialect.h"
#include "ValueParsers.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>

namespace gpu::cli {

namespace {

struct Command
{
    const char *name;
    const char *summary;
    void (*options)(CommandSpec &); ///< the one declaration of the command's options
    int (*run)(const QStringList &, Context &);
};

const QList<Command> &commands()
{
    static const QList<Command> list = {
        {"list", QT_TRANSLATE_NOOP("Cli", "List the cards of the catalog, filtered"), &listOptions,
            &listCommand},
        {"show", QT_TRANSLATE_NOOP("Cli", "Show every field, price and benchmark of one card"),
            &showOptions, &showCommand},
        {"rank", QT_TRANSLATE_NOOP("Cli", "Rank the cards for a workload and budget, with reasons"),
            &rankOptions, &rankCommand},
        {"compare",
            QT_TRANSLATE_NOOP("Cli", "Compare cards side by side: specs, prices and scores"),
            &compareOptions, &compareCommand},
        {"prices-to-check",
            QT_TRANSLATE_NOOP("Cli",
                "List the best cards for a request whose price is missing, old or estimated"),
            &pricesToCheckOptions, &pricesToCheckCommand},
        {"prices",
            QT_TRANSLATE_NOOP("Cli",
                "Estimate each card's price today from the catalog's price histories; "
                "--backtest says how well that works"),
            &pricesOptions, &pricesCommand},
        {"import",
            QT_TRANSLATE_NOOP(
                "Cli", "Import cards, prices, benchmarks or cloud offerings (CSV or JSON)"),
            &importOptions, &importCommand},
        {"import-prices",
            QT_TRANSLATE_NOOP(
                "Cli", "Add prices from a list pasted from a shop page, a spreadsheet or a chat"),
            &importPricesOptions, &importPricesCommand},
        {"export", QT_TRANSLATE_NOOP("Cli", "Export the catalog or your own rows as CSV or JSON"),
            &exportOptions, &exportCommand},
        {"model",
            QT_TRANSLATE_NOOP("Cli", "Show the performance model fitted to the measured results"),
            &modelOptions, &modelCommand},
        {"fit",
            QT_TRANSLATE_NOOP(
                "Cli", "Will a model fit (inference, LoRA, QLoRA, full fine-tuning), on what"),
            &fitOptions, &fitCommand},
        {"models", QT_TRANSLATE_NOOP("Cli", "List the model catalog (LLMs and others)"),
            &modelsOptions, &modelsCommand},
        {"report", QT_TRANSLATE_NOOP("Cli", "Write the recommendation report as a PDF"),
            &reportOptions, &runReportCommand},
        {"detect",
            QT_TRANSLATE_NOOP("Cli",
                "List the GPUs of this computer or of a saved report, matched to the catalog"),
            &detectOptions, &detectCommand},
        {"feed",
            QT_TRANSLATE_NOOP("Cli",
                "Follow price sheets published at an HTTP(S) address: add, update, list, remove"),
            &feedOptions, &feedCommand},
        {"db",
            QT_TRANSLATE_NOOP("Cli",
                "Set up a shared catalog on a PostgreSQL server (init) or copy a catalog "
                "between a file and a server (copy)"),
            &dbOptions, &dbCommand},
        {"check",
            QT_TRANSLATE_NOOP(
                "Cli", "Check the catalog's database file for damage (SQLite's integrity check)"),
            &checkOptions, &checkCommand},
    };
    return list;
}

// Options that take a value, from the commands' own declarations and the global ones: needed to
// find the command word before the command's parser runs (`--db PATH list`).
const QStringList &valueOptions()
{
    static const QStringList names = [] {
        QStringList result = {QStringLiteral("--db"), QStringLiteral("--lang")};
        for (const Command &c : commands()) {
            CommandSpec spec;
            c.options(spec);
            for (const QCommandLineOption &o : spec.options()) {
                if (o.valueName().isEmpty())
                    continue;
                for (const QString &n : o.names()) {
                    const QString flag
                        = (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
                    if (!result.contains(flag))
                        result.append(flag);
                }
            }
        }
        return result;
    }();
    return names;
}

} // namespace

QString findCommand(const QStringList &arguments)
{
    for (int i = 1; i < arguments.size(); ++i) {
        const QString &a = arguments[i];
        if (a == QLatin1String("--"))
            return arguments.value(i + 1);
        if (a.startsWith(QLatin1Char('-'))) {
            if (!a.contains(QLatin1Char('=')) && valueOptions().contains(a))
                ++i; // skip the option's value
            continue;
        }
        return a;
    }
    return {};
}

bool commandNeedsGui(const QString &command)
{
    return command == QLatin1String("report");
}

QString globalOption(const QStringList &arguments, const QString &name)
{
    const QString flag = QStringLiteral("--") + name;
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == flag)
            return arguments.value(i + 1);
        if (arguments[i].startsWith(flag + QLatin1Char('=')))
            return arguments[i].mid(flag.size() + 1);
    }
    return {};
}

QString usage()
{
    QString text = QCoreApplication::translate("Cli",
        "Usage: gpu-advisor [--db PATH] [--lang zh_CN|en] [COMMAND] [options]\n\n"
        "GPU Advisor helps you choose a GPU for deep learning. Without a command it opens the "
        "window.\n\n"
        "Commands:\n");
    qsizetype width = 0; // the longest command name, so the summaries line up
    for (const Command &c : commands())
        width = std::max(width, qsizetype(qstrlen(c.name)));
    for (const Command &c : commands())
        text += QStringLiteral("  %1  %2\n")
                    .arg(QString::fromLatin1(c.name).leftJustified(width),
                        QCoreApplication::translate("Cli", c.summary));
    text += QCoreApplication::translate("Cli",
        "\nGlobal options:\n"
        "  --db PATH|URL      use this database file instead of the default, or a shared\n"
        "                     catalog: postgresql://[user@]host[:port]/dbname\n"
        "  --lang zh_CN|en    language of messages and tables\n"
        "  -h, --help         show help (after a command: that command's options)\n"
        "  -v, --version      show the version\n\n"
        "Exit codes: 0 success, 1 error, 2 usage error.\n"
        "Run 'gpu-advisor COMMAND --help' for the options of a command.\n");
    return text;
}

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Context ctx(out, err);
    const QString command = findCommand(arguments);
    if (command.isEmpty()) {
        if (arguments.contains(QStringLiteral("--version"))
            || arguments.contains(QStringLiteral("-v"))) {
            out << QCoreApplication::applicationName() << ' '
                << QCoreApplication::applicationVersion()
                << QStringLiteral(" (catalog %1)").arg(BuiltinCatalog::version()) << Qt::endl;
            return Success;
        }
        if (arguments.contains(QStringLiteral("--help"))
            || arguments.contains(QStringLiteral("-h"))) {
            out << usage();
            return Success;
        }
        err << usage();
        return UsageError;
    }
    for (const Command &c : commands()) {
        if (command == QLatin1String(c.name))
            return c.run(arguments, ctx);
    }
    err << QCoreApplication::translate("Cli", "gpu-advisor: unknown command \"%1\"").arg(command)
        << "\n\n"
        << usage();
    return UsageError;
}

namespace {

QList<OptionDoc> optionDocs(const CommandSpec &spec)
{
    QList<OptionDoc> result;
    for (int i = 0; i < spec.options().size(); ++i) {
        const QCommandLineOption &o = spec.options()[i];
        result.append({o.names(), o.valueName(), o.description(), o.defaultValues().join(", "),
            spec.optionValues().value(i)});
    }
    return result;
}

} // namespace

QList<CommandDoc> commandDocs()
{
    QList<CommandDoc> result;
    for (const Command &c : commands()) {
        CommandSpec spec;
        c.options(spec);
        result.append({QString::fromLatin1(c.name), QCoreApplication::translate("Cli", c.summary),
            spec.description(), spec.positionals(), optionDocs(spec)});
    }
    return result;
}

QList<OptionDoc> globalOptionDocs()
{
    CommandSpec spec;
    Context::globalOptions(spec, true);
    return optionDocs(spec);
}

// ---- Context ---------------------------------------------------------------------------------

Context::Context(QTextStream &o, QTextStream &e)
    : out(o)
    , err(e)
{ }

void Context::addGlobalOptions(QCommandLineParser &parser)
{
    CommandSpec spec(parser);
    globalOptions(spec, false);
}

void Context::globalOptions(CommandSpec &spec, bool withVersion)
{
    spec.add({QStringLiteral("db"),
                 tr("Use this database file, or the shared catalog at "
                    "postgresql://[user@]host[:port]/dbname (password from ~/.pgpass or "
                    "PGPASSWORD)."),
                 tr("path")},
        ValueHint::file());
    spec.add({QStringLiteral("lang"), tr("Language: zh_CN or en."), tr("language")},
        ValueHint::of({QStringLiteral("zh_CN"), QStringLiteral("en")}));
    spec.add({{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help.")});
    if (withVersion)
        spec.add({{QStringLiteral("v"), QStringLiteral("version")},
            tr("Show the version of the program and of its built-in catalog.")});
}

int Context::parse(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
    const QString &synopsis)
{
    m_command = command;
    addGlobalOptions(parser);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QString help = parser.helpText();
        // Qt's first line is "Usage: <program path> [options] <arguments>" (translated by Qt's
        // own catalogue): replace it, in every language, by one that names the program and the
        // command.
        const qsizetype firstLineEnd = help.indexOf(QLatin1Char('\n'));
        help.replace(0, firstLineEnd < 0 ? help.size() : firstLineEnd,
            Context::tr("Usage: gpu-advisor %1 [options] %2").arg(command, synopsis).trimmed());
        out << help;
        return Success;
    }
    const QString lang = parser.value(QStringLiteral("lang"));
    if (!lang.isEmpty() && lang != QLatin1String("zh_CN") && lang != QLatin1String("en"))
        return usageError(tr("--lang must be zh_CN or en, not \"%1\"").arg(lang));
    return -1;
}

int Context::usageError(const QString &message)
{
    err << "gpu-advisor: " << message << '\n';
    if (m_command.isEmpty())
        err << tr("Run 'gpu-advisor --help' for usage.") << Qt::endl;
    else
        err << tr("Run 'gpu-advisor %1 --help' for usage.").arg(m_command) << Qt::endl;
    return UsageError;
}

int Context::failure(const QString &message)
{
    err << "gpu-advisor: " << message << Qt::endl;
    return Failure;
}

bool Context::openCatalog(const QCommandLineParser &parser, bool pricesOnly)
{
    if (m_session.isOpen())
        return true; // opened once per command
    const QString path = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db"))
                                                            : CatalogDatabase::defaultPath();
    const bool server = isServerUrl(path);
    if (!server && QFileInfo(path).isDir()) {
        failure(tr("%1 is a folder; --db needs the path of a database file, e.g. %2")
                    .arg(QDir::toNativeSeparators(path),
                        QDir::toNativeSeparators(path + QStringLiteral("/catalog.sqlite"))));
        return false;
    }
    // A --db in a folder that does not exist is a typo, not a wish for a new, empty database in
    // a new folder (the default path's folder is made on first use).
    if (!server && parser.isSet(QStringLiteral("db")) && !QFileInfo(path).absoluteDir().exists()) {
        failure(tr("the folder of --db %1 does not exist; check the path, or create the folder "
                   "first")
                    .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    CatalogOpenOptions options;
    options.databasePath = path;
    options.connectionName = QStringLiteral("gpu-advisor-cli");
    options.pricesOnly = pricesOnly;
    // A file another process holds: said after 2 s, with the holder where known.
    options.waitNotice = [this](const QString &text) { err << text << Qt::endl; };
    const OpenedCatalog opened = m_session.open(options);
    const OpenReport &report = opened.report;
    if (report.outcome == OpenReport::Outcome::Busy
        || report.outcome == OpenReport::Outcome::Recovered) {
        // An answer from the built-in catalog alone would be taken for the user's: say why
        // there is none (in use: nothing changed; damaged: set aside, a fresh file in its place
        // for the next command), and stop with exit 1.
        failure(report.message());
        return false;
    }
    if (report.needsAttention())
        err << "gpu-advisor: " << report.message() << Qt::endl;
    else if (!report.problem.isEmpty())
        err << "gpu-advisor: " << report.problem << Qt::endl;
    if (!opened.snapshotError.isEmpty())
        err << "gpu-advisor: " << opened.snapshotError << Qt::endl;
    if (!opened.error.isEmpty()) {
        failure(tr("cannot read the catalog from %1: %2")
                    .arg(server ? report.path : QDir::toNativeSeparators(path), opened.error));
        return false;
    }
    return true;
}

QString num(const std::optional<double> &v, int decimals)
{
    if (!v || !std::isfinite(*v))
        return {};
    return QString::number(*v, 'f', decimals);
}

std::optional<OutputFormat> Context::format(const QCommandLineParser &parser)
{
    const QString value = parser.isSet(QStringLiteral("format"))
        ? parser.value(QStringLiteral("format"))
        : QStringLiteral("table");
    const auto f = outputFormatFromString(value);
    if (!f)
        usageError(tr("--format must be table, csv or json, not \"%1\"").arg(value));
    return f;
}

std::optional<Currency> Context::currency(const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("currency")))
        return m_settings.currency();
    // The names an import file may use too (RMB, 人民币, 元, 美元).
    const QString value = parser.value(QStringLiteral("currency")).trimmed();
    auto c = currencyFromString(value);
    if (!c
        && (value.compare(QLatin1String("RMB"), Qt::CaseInsensitive) == 0
            || value == QStringLiteral("人民币") || value == QStringLiteral("元")))
        c = Currency::CNY;
    else if (!c && value == QStringLiteral("美元"))
        c = Currency::USD;
    if (!c)
        usageError(tr("--currency must be CNY or USD, not \"%1\"")
                       .arg(parser.value(QStringLiteral("currency"))));
    return c;
}

std::optional<ConditionFilter> Context::condition(
    const QCommandLineParser &parser, ConditionFilter byDefault)
{
    if (!parser.isSet(QStringLiteral("condition")))
        return byDefault;
    const QString c = parser.value(QStringLiteral("condition"));
    const auto given = conditionFilterFromString(c); // any case: "Used" is "used"
    if (!given)
        usageError(tr("--condition must be new, used or any, not \"%1\"").arg(c.trimmed()));
    return given;
}

std::optional<double> Context::budget(const QCommandLineParser &parser, Currency currency, bool *ok)
{
    const auto amount = number(parser, QStringLiteral("budget"), ok, currency);
    return amount && *amount > 0 ? amount : std::nullopt; // 0 = no budget, as in the window
}

std::optional<double> Context::minVram(const QCommandLineParser &parser, bool *ok)
{
    return number(parser, QStringLiteral("min-vram"), ok);
}

bool Context::meetsMinVram(const Card &card, const std::optional<double> &minVram)
{
    return !minVram || card.memoryPerGpuGb() >= *minVram;
}

QString Context::vendor(const QCommandLineParser &parser)
{
    const QString v = parser.value(QStringLiteral("vendor")).trimmed();
    return v.isEmpty() ? QString() : canonicalVendor(v);
}

bool Context::form(const QCommandLineParser &parser, std::optional<Form> *form)
{
    if (!parser.isSet(QStringLiteral("form")))
        return true;
    const QString code = parser.value(QStringLiteral("form")).trimmed().toLower();
    // "server", "workstation": the systems derived from modules and cards (ServerSystems.h); no
    // file names those forms.
    *form = derivedFormFromString(code);
    if (!*form) {
        usageError(tr("--form must be desktop, laptop, pcie, sxm, oam, server or workstation"));
        return false;
    }
    return true;
}

bool Context::reference(const QCommandLineParser &parser, std::optional<CardKey> *key)
{
    if (!parser.isSet(QStringLiteral("reference")))
        return true;
    const Card *ref = findCard(parser.value(QStringLiteral("reference")));
    if (!ref)
        return false;
    *key = ref->key;
    return true;
}

std::optional<double> Context::number(const QCommandLineParser &parser, const QString &name,
    bool *ok, std::optional<Currency> currency)
{
    if (!parser.isSet(name))
        return std::nullopt;
    // The forms an import file accepts: "8,000", "0.8万", "8k", "￥8000" for amounts, "24GB" for
    // memory, "450W" for power, "32B" for a model size.
    const QString text = parser.value(name).trimmed();
    bool parsed = false;
    double v = text.toDouble(&parsed);
    if (!parsed) {
        std::optional<double> value;
        if (name == QLatin1String("min-vram") || name == QLatin1String("max-vram"))
            value = parseMemoryGb(text).value;
        else if (name == QLatin1String("max-tdp"))
            value = parseWatts(text).value;
        else if (name == QLatin1String("llm-size")) {
            static const QRegularExpression billions(
                QStringLiteral("\\s*(b|billion)$"), QRegularExpression::CaseInsensitiveOption);
            value = parseNumber(QString(text).remove(billions)).value;
        } else if (const Parsed<Money> money = parsePrice(text); money.ok()) {
            if (currency && money.value->currency && *money.value->currency != *currency) {
                usageError(tr("--%1 \"%2\" is in %3, but the currency is %4 (--currency)")
                               .arg(name, text, toCode(*money.value->currency), toCode(*currency)));
                *ok = false;
                return std::nullopt;
            }
            value = money.value->amount;
        } else
            value = parseNumber(text).value;
        parsed = value.has_value();
        v = value.value_or(0);
    }
    if (!parsed || !(v >= 0) || !std::isfinite(v)) {
        usageError(
            tr("--%1 must be a number of 0 or more, not \"%2\"").arg(name, parser.value(name)));
        *ok = false;
        return std::nullopt;
    }
    return v;
}

ExchangeRate Context::exchangeRate() const
{
    return m_session.exchangeRate(
        m_settings.exchangeRateCnyPerUsd(), m_settings.exchangeRateIsSet());
}

std::optional<CardPrice> Context::priceOf(
    const Card &card, Currency currency, ConditionFilter condition) const
{
    // The ranking's rule, with the price model's estimates (a card's old price is not its
    // price today): the session's, as the window's.
    return m_session.priceOf(card, currency, condition, exchangeRate());
}

const Card *Context::findCard(const QString &name)
{
    const CardNameMatch match = m_session.findCard(name);
    const QList<Card> &cards = m_session.catalog().cards;
    if (match.index >= 0)
        return &cards.at(match.index);
    if (match.candidates.isEmpty()) {
        if (match.closest.isEmpty()) {
            failure(tr("no card of the catalog matches \"%1\"; 'gpu-advisor list --search TEXT' "
                       "lists cards by a word of their name")
                        .arg(name));
            return nullptr;
        }
        QStringList closest;
        for (int i : match.closest)
            closest.append(QStringLiteral("  ") + cards[i].label());
        failure(tr("no card of the catalog matches \"%1\"; the closest are:\n%2")
                    .arg(name, closest.join(QLatin1Char('\n'))));
        return nullptr;
    }
    QStringList names;
    for (int i : match.candidates)
        names.append(QStringLiteral("  ") + cards[i].label());
    failure(tr("\"%1\" matches %2 cards; name one of them exactly:\n%3")
                .arg(name)
                .arg(match.candidates.size())
                .arg(names.join(QLatin1Char('\n'))));
    return nullptr;
}

} // namespace gpu::cli
