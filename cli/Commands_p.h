// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the command line: each command's declaration of its options and its run, and the
// helpers several commands share (their definitions are in the commands' files).

#include "CommandSpec_p.h"
#include "FitPlanner.h"
#include "GpuDetection.h"
#include "OutputTable.h"
#include "Ranking.h"
#include "SetUpRanking.h"

namespace gpu {
struct ReportModelFit;
}

namespace gpu::cli {

class Context;

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
/// `report` as the table of commands runs it: the command set by setReportCommand(), or an error
/// (the commands' module without Qt Gui; the program routes `report` to the report's module).
using ReportCommand = int (*)(const QStringList &arguments, Context &ctx);
void setReportCommand(ReportCommand command);
int runReportCommand(const QStringList &arguments, Context &ctx);
int detectCommand(const QStringList &arguments, Context &ctx);
int dbCommand(const QStringList &arguments, Context &ctx);
void checkOptions(CommandSpec &spec);
int checkCommand(const QStringList &arguments, Context &ctx);
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
/// `costs`: the hours a day and electricity price of own_cost_3y and rent_cost_3y (null: the
/// settings'). `jobTokens`: the trained tokens of a fine-tuning job (--tokens) that job_hours,
/// job_cost_buy and job_cost_rent price.
int printConfigurations(const QList<FitConfiguration> &rows, const ModelSpec &model,
    const MemoryRequest &request, OutputFormat format, Context &ctx, bool ranked,
    int modulesLeftOut = 0, const SetUpRanking *setUps = nullptr,
    const RankingRequest *costs = nullptr, double jobTokens = defaultJobTokens);
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
