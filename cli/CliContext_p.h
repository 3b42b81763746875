// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the command line: what every command shares (options, database, settings).

#include "CardNameMatcher.h"
#include "CatalogData.h"
#include "CatalogDatabase.h"
#include "Cli.h"
#include "GpuDetection.h"
#include "OutputTable.h"
#include "Pricing.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "Settings.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <memory>

namespace gpu {
struct ReportModelFit;
}

namespace gpu::cli {

/// The one declaration of a command's options and arguments: each command's `…Options()` fills
/// it, which both sets up the command's parser and lets the front end list every option (to find
/// the command word before parsing, for the man page and for shell completion).
class CommandSpec
{
public:
    /// Declares into `parser` too, or only records when `parser` is null.
    explicit CommandSpec(QCommandLineParser &parser)
        : m_parser(&parser)
    { }
    CommandSpec() = default;

    void setDescription(const QString &text)
    {
        m_description = text;
        if (m_parser)
            m_parser->setApplicationDescription(text);
    }
    /// `values`: what the argument is (choices, a file, a card name), for shell completion.
    void addPositional(const QString &name, const QString &description, const QString &syntax = {},
        const ValueHint &values = {})
    {
        m_positionals.append({name, description, syntax.isEmpty() ? name : syntax, values});
        if (m_parser)
            m_parser->addPositionalArgument(name, description, syntax);
    }
    /// `values`: what the option's value is (choices, a file, a card name), for completion.
    void add(const QCommandLineOption &option, const ValueHint &values = {})
    {
        m_options.append(option);
        m_values.append(values);
        if (m_parser)
            m_parser->addOption(option);
    }

    using Positional = PositionalDoc;
    QString description() const { return m_description; }
    const QList<Positional> &positionals() const { return m_positionals; }
    const QList<QCommandLineOption> &options() const { return m_options; }
    /// The value hint of options()[i].
    const QList<ValueHint> &optionValues() const { return m_values; }

private:
    QCommandLineParser *m_parser = nullptr;
    QString m_description;
    QList<Positional> m_positionals;
    QList<QCommandLineOption> m_options;
    QList<ValueHint> m_values;
};

class Context
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    Context(QTextStream &out, QTextStream &err);

    QTextStream &out;
    QTextStream &err;

    /// Adds --db, --lang, --help to a command's parser.
    static void addGlobalOptions(QCommandLineParser &parser);
    /// Declares them (and --version, which only works without a command) for the documentation.
    static void globalOptions(CommandSpec &spec, bool withVersion);
    /// Parses `arguments` for `command`. On --help prints the command's help and returns Success;
    /// on a usage error prints it and returns UsageError; otherwise returns -1 (go on).
    int parse(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
        const QString &synopsis);

    /// Opens the database named by --db (or the default) and loads it. Prints any lifecycle
    /// message to stderr. Returns false (message printed) only if nothing can be read at all.
    bool openCatalog(const QCommandLineParser &parser);

    /// --format: table (default), csv or json; prints a usage error and returns nullopt if bad.
    std::optional<OutputFormat> format(const QCommandLineParser &parser);
    /// --currency; CNY (or the settings' currency) by default.
    std::optional<Currency> currency(const QCommandLineParser &parser);
    /// --condition new|used|any, in any case ("Used"): the one reading of every command's
    /// option; `byDefault` when it is not given. Prints a usage error and returns nullopt if it
    /// is none of them.
    std::optional<ConditionFilter> condition(
        const QCommandLineParser &parser, ConditionFilter byDefault);
    /// --min-vram: at least this much memory per GPU (Card::memoryPerGpuGb(): a K80 board's
    /// 24 GB is 12 per GPU), in every command that takes it. Unset when not given; prints a usage
    /// error and sets *ok=false if it is not a number of GB.
    std::optional<double> minVram(const QCommandLineParser &parser, bool *ok);
    /// --budget in `currency` (an amount naming another currency is an error); 0 = no budget, as
    /// in the window. Unset when not given or 0; prints a usage error and sets *ok=false if it
    /// is not an amount.
    std::optional<double> budget(const QCommandLineParser &parser, Currency currency, bool *ok);
    /// Whether `card` has the memory per GPU --min-vram asks for (any card without one).
    static bool meetsMinVram(const Card &card, const std::optional<double> &minVram);
    /// --vendor as the catalog spells it ("nvidia" is "NVIDIA"); "" when not given.
    static QString vendor(const QCommandLineParser &parser);
    /// --form into *form (left unset when not given); prints a usage error and returns false if
    /// it is not desktop, laptop, pcie, sxm or oam.
    bool form(const QCommandLineParser &parser, std::optional<Form> *form);
    /// --reference NAME: the card it names (findCard()) into *key, left as it is when not given.
    /// The catalog must be open. Returns false (message printed) if it names no card.
    bool reference(const QCommandLineParser &parser, std::optional<CardKey> *key);

    /// A non-negative number option; prints a usage error and sets *ok=false if it is not one.
    /// Takes the forms an import file accepts ("8,000", "0.8万", "8k", "24GB", "32B"); an amount
    /// that names a currency other than `currency` ("$1,000" with --currency CNY) is an error.
    std::optional<double> number(const QCommandLineParser &parser, const QString &name, bool *ok,
        std::optional<Currency> currency = std::nullopt);

    int usageError(const QString &message);
    int failure(const QString &message);

    const CatalogData &data() const { return m_data; }
    /// The catalog's performance model and its rankings (core/ranking/RankingRequestBuilder.h),
    /// made on first use; the catalog must be open. Every command that ranks or reads the model
    /// asks it.
    const CatalogRanker &ranker();
    /// The price model of the catalog today (PriceModel.h): the ranker's when there is one,
    /// else fitted alone; the catalog must be open.
    const PriceModel &priceModel();
    /// The price policy of every price this command shows: today, with the model's estimates.
    PricePolicy pricePolicy();
    CatalogDatabase &database() { return *m_database; }
    /// False when the database file could not be used and the catalog runs in memory (a file
    /// from a newer version, or no usable file): nothing written would be kept.
    bool catalogIsPersistent() const { return m_persistent; }
    Settings &settings() { return m_settings; }
    ExchangeRate exchangeRate() const;
    /// The card's price in `currency` for `condition`, by the documented basis.
    std::optional<CardPrice> priceOf(
        const Card &card, Currency currency, ConditionFilter condition) const;

    /// Finds a card by name: exact display name or id first, then a unique literal search match.
    /// On failure prints why (none / ambiguous, listing candidates) and returns nullptr.
    const Card *findCard(const QString &name);

private:
    std::unique_ptr<CatalogDatabase> m_database;
    bool m_persistent = true;
    CatalogData m_data;
    std::optional<CatalogRanker> m_ranker; ///< of m_data, on first need
    std::optional<PriceModel> m_priceModel; ///< of m_data, when no ranker gives one
    std::optional<CardNameIndex> m_cardNames; ///< of m_data.cards, on the first name looked up
    Settings m_settings;
    QHash<QString, QList<const Price *>> m_pricesByCard;
    std::shared_ptr<const RateTable> m_rateTable; ///< of m_data.rates
    QString m_command; ///< the command parse() was called for (usage errors name it)
};

/// Declares the options and arguments of `list` (help, parsing, man page).
/// A number with `decimals` fixed decimals for the commands' tables and files ("3.140"), "" for
/// unknown or not finite (Cli.cpp).
QString num(const std::optional<double> &v, int decimals);

void listOptions(CommandSpec &spec);
/// Declares the options and arguments of `show` (help, parsing, man page).
void showOptions(CommandSpec &spec);
/// Declares the options and arguments of `rank` (help, parsing, man page).
void rankOptions(CommandSpec &spec);
/// Declares the options and arguments of `compare` (help, parsing, man page).
void compareOptions(CommandSpec &spec);
/// Declares the options and arguments of `model` (help, parsing, man page).
void modelOptions(CommandSpec &spec);
/// Declares the options and arguments of `report` (help, parsing, man page).
void reportOptions(CommandSpec &spec);
/// Declares the options and arguments of `import` (help, parsing, man page).
void importOptions(CommandSpec &spec);
/// `prices-to-check`: Ranking::pricesToCheck for a request.
void pricesToCheckOptions(CommandSpec &spec);
/// `prices`: the price model's estimates and backtest (PriceModel.h).
void pricesOptions(CommandSpec &spec);
/// `import-prices`: a pasted price list (PriceListParser), all or nothing, dated today.
void importPricesOptions(CommandSpec &spec);
/// Declares the options and arguments of `export` (help, parsing, man page).
void exportOptions(CommandSpec &spec);

void fitOptions(CommandSpec &spec);
void modelsOptions(CommandSpec &spec);
/// Declares the options and arguments of `detect` (help, parsing, man page).
void detectOptions(CommandSpec &spec);
/// `db init` / `db copy`: a shared catalog's set-up, a catalog moved between databases.
void dbOptions(CommandSpec &spec);
/// `feed add|update|list|remove`: sheets the catalog follows (core/imports/Feeds.h).
void feedOptions(CommandSpec &spec);

int listCommand(const QStringList &arguments, Context &ctx);
int fitCommand(const QStringList &arguments, Context &ctx);
int modelsCommand(const QStringList &arguments, Context &ctx);
int showCommand(const QStringList &arguments, Context &ctx);
int rankCommand(const QStringList &arguments, Context &ctx);
int compareCommand(const QStringList &arguments, Context &ctx);
int modelCommand(const QStringList &arguments, Context &ctx);
int importCommand(const QStringList &arguments, Context &ctx);
int pricesToCheckCommand(const QStringList &arguments, Context &ctx);
int importPricesCommand(const QStringList &arguments, Context &ctx);
int pricesCommand(const QStringList &arguments, Context &ctx);
int exportCommand(const QStringList &arguments, Context &ctx);
int reportCommand(const QStringList &arguments, Context &ctx);
int detectCommand(const QStringList &arguments, Context &ctx);
int dbCommand(const QStringList &arguments, Context &ctx);
int feedCommand(const QStringList &arguments, Context &ctx);

/// The GPUs `detect` found (this computer, or the report `fromFile`), each matched to a card of
/// the context's catalog (which must be open).
struct DetectedGpusReport
{
    QList<DetectedGpu> gpus;
    QList<GpuMatch> matches; ///< one per GPU
    QString source; ///< the tools asked, or the report's format
    QStringList notes; ///< translated remarks of the live probe
};
/// Prints the error and returns nullopt if the report cannot be read.
std::optional<DetectedGpusReport> detectedGpus(const QString &fromFile, Context &ctx);
/// The translated sentence for a computer without a GPU (or without its driver).
QString noGpuSentence();

/// The request options shared by `rank` and `report` (--workload, --precision, --budget …).
void addRequestOptions(CommandSpec &spec);
/// Reads them; prints a usage error and returns nullopt if one is wrong.
std::optional<RankingRequest> requestFromOptions(const QCommandLineParser &parser, Context &ctx);

/// --format table|csv|json, as every listing command declares it.
void addFormatOption(CommandSpec &spec);
/// --currency CNY|USD, defaulting to the settings' currency (read with Context::currency()).
void addCurrencyOption(CommandSpec &spec);
/// --accept-unusual: store a price far from what its card should cost as given (import,
/// import-prices, feed update; PriceCheck.h).
void addAcceptUnusualOption(CommandSpec &spec);

/// Prints the configurations of `fit` (and of `rank --model`, `ranked`: a first `rank` column
/// and only the rows that fit), in `format`; `modulesLeftOut` server modules a sweep could not
/// offer are said below the text table (FitTable.cpp).
int printConfigurations(const QList<FitConfiguration> &rows, const ModelSpec &model,
    const MemoryRequest &request, OutputFormat format, Context &ctx, bool ranked,
    int modulesLeftOut = 0);
/// The options of `rank --workload llm-inference|llm-finetune --model NAME …` (FitCommand.cpp):
/// the model and how it runs, --max-gpus, --min-tokens-per-s, --sort.
void addRankModelOptions(CommandSpec &spec);
/// Whether this `rank` asks for model configurations (--workload llm-finetune, or any option of
/// addRankModelOptions()) rather than the per-card ranking.
bool rankUsesModel(const QCommandLineParser &parser);
/// `rank` for a model: the configurations (1, 2, 4, 8 cards up to --max-gpus) that fit it within
/// the limits, by tokens/s per price (inference) or price (fine-tuning), as `fit` prints them
/// with a first `rank` column.
int rankConfigurations(const QCommandLineParser &parser, Context &ctx);
/// The options of `report --model NAME …` (FitCommand.cpp).
void addReportModelOptions(CommandSpec &spec);
/// Reads them (the catalog must be open) into `fit`, left unset without --model/--params.
/// Returns Success, or the exit code after printing the error.
int reportModelFit(const QCommandLineParser &parser, Context &ctx, Currency currency,
    ConditionFilter condition, std::optional<double> budget, std::optional<ReportModelFit> *fit);

} // namespace gpu::cli
