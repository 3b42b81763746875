// SPDX-License-Identifier: GPL-3.0-or-later
// The table of configurations that `fit` and `rank --model` print (FitCommand.cpp asks the
// questions; this file says the answers): columns, words of the text table, the caveats, the
// rentals and the notes below it.

#include "Cli.h"
#include "CliContext_p.h"
#include "FitPlanner.h"
#include "MemoryModel.h"
#include "MultiGpuScaling.h"
#include "NameReadings.h"
#include "RankingRequestBuilder.h"
#include "SetUpRanking.h"

#include <algorithm>

namespace gpu::cli {

namespace {

const QList<OutputColumn> &fitColumns()
{
    // Each column with its kind: a number, yes/no (fits, rent_only, preview_software) or words.
    constexpr auto N = OutputColumn::Number;
    constexpr auto B = OutputColumn::Boolean;
    // The first thirteen are the documented interface; more may be added at the end.
    static const QList<OutputColumn> cols = {{"name"}, {"gpus", N}, {"fits", B},
        {"memory_needed_gb", N}, {"memory_available_gb", N}, {"weights_gb", N}, {"kv_cache_gb", N},
        {"activations_gb", N}, {"gradients_gb", N}, {"optimizer_gb", N}, {"overhead_gb", N},
        {"max_context", N}, {"tokens_per_s", N}, {"max_batch", N}, {"memory_per_gpu_needed_gb", N},
        {"price", N}, {"currency"}, {"price_condition"}, {"price_date"}, {"caveats"},
        {"estimate_basis"}, {"estimate_low", N}, {"estimate_high", N}, {"rent_offer"},
        {"rent_per_hour", N}, {"rent_kind"}, {"break_even_hours", N}, {"rent_only", B},
        {"libraries"}, {"preview_software", B}, {"multi_gpu"},
        // rank --model: which pick a set-up is (best_value, cheapest, fastest; SetUpRanking.h).
        {"pick"},
        // The engine tokens_per_s assumes: llama.cpp (fitted on its measured rows), or vLLM for
        // NVIDIA SXM modules run tensor parallel over NVLink (fitted on Lambda's vLLM rows).
        {"engine"},
        // Three years at the hours a day asked: owning (price with the host allowance, and
        // electricity) and renting the same GPUs like for like (docs/ranking.md, "Buy or rent").
        {"own_cost_3y", N}, {"rent_cost_3y", N},
        // Fine-tuning: trained tokens/s of the set-up (TrainingThroughput.h), and a job of
        // --tokens trained tokens: its hours, its share of own_cost_3y, its rental.
        {"train_tokens_per_s", N}, {"job_hours", N}, {"job_cost_buy", N}, {"job_cost_rent", N}};
    return cols;
}

/// One configuration as a row of `table` (fitColumns(), a first `rank` column or not), each cell
/// by its column's name; `text`: in the words of the text table.
QStringList configurationRow(
    const OutputTable &table, const FitConfiguration &r, bool text, bool training)
{
    QStringList row(table.columns.size());
    const auto cell
        = [&](const char *column) -> QString & { return table.cell(row, QLatin1String(column)); };
    const MemoryBreakdown &t = r.estimate.total;
    cell("name") = r.name();
    cell("gpus") = QString::number(r.boards);
    cell("fits") = text ? (r.fits ? Context::tr("yes") : Context::tr("no"))
                        : (r.fits ? QStringLiteral("true") : QStringLiteral("false"));
    cell("memory_needed_gb") = num(t.total(), 1);
    cell("memory_available_gb") = num(r.memoryAvailableGb, 0);
    cell("weights_gb") = num(t.weights, 2);
    cell("kv_cache_gb") = training ? QString() : num(t.kvCache, 2);
    cell("activations_gb") = num(t.activations, 2);
    cell("gradients_gb") = training ? num(t.gradients, 2) : QString();
    cell("optimizer_gb") = training ? num(t.optimizer, 2) : QString();
    cell("overhead_gb") = num(t.overhead, 2);
    cell("max_context") = r.maxContext > 0 ? QString::number(r.maxContext) : QString();
    // As in `rank`, "?" marks an unverified estimate in the text table.
    cell("tokens_per_s") = text && r.tokensPerSecond && r.tokensBasis == EstimateBasis::Unverified
        ? num(r.tokensPerSecond, 1) + QLatin1Char('?')
        : num(r.tokensPerSecond, 1);
    cell("max_batch") = r.maxBatch > 0 ? QString::number(r.maxBatch) : QString();
    cell("memory_per_gpu_needed_gb") = num(r.estimate.perGpu.total(), 1);
    // In the text table, an approximate price (a launch price, or converted) is marked "~" as in
    // `rank`, and the condition is a word of the reader's language.
    cell("price") = text && r.price && r.price->isApproximate()
        ? QStringLiteral("~") + num(r.totalPrice(), 0)
        : num(r.totalPrice(), 0);
    cell("currency") = r.price ? toCode(r.price->currency) : QString();
    cell("price_condition") = !r.price ? QString()
        : text ? (r.price->condition == Condition::Used ? Context::tr("used", "condition")
                                                        : Context::tr("new", "condition"))
               : toCode(r.price->condition);
    cell("price_date")
        = r.price && r.price->date.isValid() ? r.price->date.toString(Qt::ISODate) : QString();
    cell("caveats") = r.caveats.join(QStringLiteral("; "));
    // The basis and range of tokens_per_s (inference) or train_tokens_per_s (fine-tuning).
    cell("estimate_basis") = r.tokensPerSecond && r.tokensBasis ? toCode(*r.tokensBasis)
        : r.trainTokensPerSecond && r.trainBasis                ? toCode(*r.trainBasis)
                                                                : QString();
    cell("estimate_low") = r.tokensPerSecond ? num(r.tokensLow, 1) : num(r.trainLow, 0);
    cell("estimate_high") = r.tokensPerSecond ? num(r.tokensHigh, 1) : num(r.trainHigh, 0);
    cell("rent_offer") = r.rentOffer;
    cell("rent_per_hour") = num(r.rentPerHour, 2);
    cell("rent_kind") = !r.rentPerHour ? QString()
        : r.rentInterruptible          ? QStringLiteral("interruptible")
                                       : QStringLiteral("on_demand");
    cell("break_even_hours") = num(r.breakEvenHours(), 0);
    cell("rent_only") = text ? (r.rentOnly ? Context::tr("yes") : QString())
                             : (r.rentOnly ? QStringLiteral("true") : QStringLiteral("false"));
    cell("libraries") = r.libraries;
    cell("preview_software")
        = r.methodExperimental ? QStringLiteral("true") : QStringLiteral("false");
    // How tokens_per_s counts several GPUs (MultiGpuScaling.h): its engine's way.
    cell("multi_gpu") = r.gpus <= 1 || !r.tokensPerSecond ? QString()
        : r.tensorParallel ? toCode(Parallelism::TensorParallelNvLink)
                           : toCode(Parallelism::LayerSplit);
    return row;
}

/// The picks a configuration is, as codes ("best_value;cheapest").
QString pickCodes(const FitConfiguration &r, const SetUpRanking *setUps)
{
    if (!setUps)
        return {};
    QStringList picks;
    const auto is = [&](const std::optional<int> &i) {
        return i && setUps->ranked.at(*i).card == r.card && setUps->ranked.at(*i).boards == r.boards
            && !r.rentOnly;
    };
    if (is(setUps->bestValue))
        picks << QStringLiteral("best_value");
    if (is(setUps->cheapest))
        picks << QStringLiteral("cheapest");
    if (is(setUps->fastest))
        picks << QStringLiteral("fastest");
    return picks.join(QLatin1Char(';'));
}

/// The configurations as a table of fitColumns() (with a first `rank` column when `ranked`: the
/// set-ups to buy numbered, the rentals after them without a rank).
OutputTable configurationTable(const QList<FitConfiguration> &rows, const MemoryRequest &request,
    bool text, bool ranked, const SetUpRanking *setUps, const RankingRequest &costs,
    double jobTokens)
{
    OutputTable table;
    QList<OutputColumn> columns = fitColumns();
    if (ranked)
        columns.prepend({"rank", OutputColumn::Number});
    table.setColumns(columns);
    const bool training = request.method != FitMethod::Inference;
    int position = 0;
    for (const FitConfiguration &r : rows) {
        QStringList row = configurationRow(table, r, text, training);
        const auto cell = [&](const char *column) -> QString & {
            return table.cell(row, QLatin1String(column));
        };
        cell("pick") = pickCodes(r, setUps);
        cell("engine") = !r.tokensPerSecond ? QString()
            : r.tensorParallel              ? QStringLiteral("vllm")
                                            : QStringLiteral("llama.cpp");
        cell("own_cost_3y") = num(r.ownCost3y(costs.hoursPerDay, costs.electricityPricePerKwh), 0);
        cell("rent_cost_3y") = num(r.rentCost3y(costs.hoursPerDay), 0);
        cell("train_tokens_per_s") = num(r.trainTokensPerSecond, 0);
        cell("job_hours") = num(r.jobHours(jobTokens), 1);
        cell("job_cost_buy")
            = num(r.jobCostBuy(jobTokens, costs.hoursPerDay, costs.electricityPricePerKwh), 0);
        cell("job_cost_rent") = num(r.jobCostRent(jobTokens), 0);
        if (ranked)
            cell("rank") = r.rentOnly ? QString() : QString::number(++position);
        table.rows.append(row);
    }
    return table;
}

/// The labels of the text table's columns (those it then leaves out by their codes).
QStringList configurationHeaderLabels(bool ranked)
{
    QStringList labels = {Context::tr("Card"), Context::tr("GPUs"), Context::tr("Fits"),
        Context::tr("Needs GB"), Context::tr("Has GB"), Context::tr("Weights"),
        Context::tr("KV cache"), Context::tr("Activ."), Context::tr("Grads"), Context::tr("Optim."),
        Context::tr("Overhead"), Context::tr("Max ctx"), Context::tr("Tokens/s"),
        Context::tr("Max batch"), Context::tr("Per GPU"), Context::tr("Price"), Context::tr("Cur."),
        Context::tr("Cond."), Context::tr("Price date"), Context::tr("Caveats"),
        QStringLiteral("estimate_basis"), QStringLiteral("estimate_low"),
        QStringLiteral("estimate_high"), QStringLiteral("rent_offer"), Context::tr("Rent/h"),
        QStringLiteral("rent_kind"), Context::tr("Break-even h"), Context::tr("Rent only"),
        QStringLiteral("libraries"), QStringLiteral("preview_software"),
        QStringLiteral("multi_gpu"), QStringLiteral("pick"), QStringLiteral("engine"),
        QStringLiteral("own_cost_3y"), QStringLiteral("rent_cost_3y"), Context::tr("Train tok/s"),
        Context::tr("Job h"), Context::tr("Job buy"), Context::tr("Job rent")};
    if (ranked)
        labels.prepend(Context::tr("Rank"));
    return labels;
}

/// The text table's columns of the other kind of question: inference has no training rate and
/// no job, fine-tuning no decode speed.
void dropColumnsOfTheOtherMethod(OutputTable *table, bool training)
{
    const QStringList columns = training
        ? QStringList {QStringLiteral("tokens_per_s")}
        : QStringList {QStringLiteral("train_tokens_per_s"), QStringLiteral("job_hours"),
            QStringLiteral("job_cost_buy"), QStringLiteral("job_cost_rent")};
    for (const QString &column : columns) {
        const int at = int(table->columns.indexOf(column));
        table->columns.removeAt(at);
        table->headerLabels.removeAt(at);
        for (QStringList &row : table->rows)
            row.removeAt(at);
    }
}

/// Above the text table: the question, what the estimate assumes and what the figures mean.
void printConfigurationHeading(const ModelSpec &model, const MemoryRequest &request,
    const RankingRequest &costs, double jobTokens, Context &ctx)
{
    const QString what = request.method == FitMethod::Inference
        ? Context::tr("%1, inference, weights %2, context %3, batch %4")
              .arg(model.name, toCode(request.weights))
              .arg(request.context)
              .arg(request.batch)
        : Context::tr("%1, %2 fine-tuning, sequence %3, batch %4 per GPU")
              .arg(model.name, toCode(request.method))
              .arg(request.context)
              .arg(request.batch);
    ctx.out << what << '\n';
    // What the estimate assumes, as for one GPU (the split is said per configuration).
    for (const QString &a : estimateMemory(model, request).assumptions)
        ctx.out << "  " << a << '\n';
    ctx.out << (request.method == FitMethod::Inference
            ? Context::tr("Memory in GB as printed on cards (GiB); needs and breakdown for "
                          "the whole configuration. Tokens/s: single-stream generation "
                          "estimate for a llama.cpp-like engine; several NVIDIA SXM modules "
                          "run it tensor parallel with vLLM (the caveats say which) "
                          "(docs/memory.md).")
            : Context::tr("Memory in GB as printed on cards (GiB); needs and breakdown for "
                          "the whole configuration (docs/memory.md)."))
            << '\n';
    if (request.method != FitMethod::Inference)
        //: %1: trained tokens of the job, %2: hours a day, %3: its source (option or default).
        ctx.out << Context::tr("Train tok/s: trained tokens per second of the whole set-up, from "
                               "the model's FLOPs per token and a utilisation fitted on measured "
                               "fine-tuning throughputs (docs/memory.md). Job: %1 trained "
                               "tokens (%3); bought: its share of three years' ownership at "
                               "%2 h a day; rented: the same GPUs on demand.")
                       .arg(QLocale().toString(jobTokens, 'f', 0))
                       .arg(costs.hoursPerDay)
                       .arg(jobTokens == defaultJobTokens
                               ? Context::tr("the default; --tokens sets dataset tokens × epochs")
                               : Context::tr("--tokens"))
                << '\n';
    ctx.out << '\n';
}

/// When nothing is listed: why, how much the model needs, and the usual way to need less.
void printNoConfiguration(
    const ModelSpec &model, const MemoryRequest &request, bool ranked, Context &ctx)
{
    ctx.out << (ranked ? Context::tr("No card or configuration fits within these limits "
                                     "(check --budget, --max-gpus, --min-tokens-per-s).")
                       : Context::tr("No card matches (check --budget and --currency)."))
            << '\n';
    // Say how much it needs, and the usual way to need less.
    MemoryRequest one = request;
    one.gpus = 1;
    const double needed = estimateMemory(model, one).perGpu.total();
    ctx.out << Context::tr("%1 at %2 needs %3 GB on one GPU.")
                   .arg(model.name, toCode(request.weights).toUpper(), num(needed, 1));
    if (request.method == FitMethod::Inference && bitsPerWeight(request.weights) > 5)
        ctx.out << ' '
                << Context::tr("4-bit weights need about a third of that: try --quant "
                               "q4_k_m.");
    ctx.out << '\n';
    ctx.out.flush();
}

/// The columns that would make the text table too wide: the caveats, the estimate's basis and
/// range, the rental's offer and kind, the libraries (said below the table instead).
void dropWideColumns(OutputTable *table)
{
    for (const QString &column :
        {QStringLiteral("rent_cost_3y"), QStringLiteral("own_cost_3y"), QStringLiteral("engine"),
            QStringLiteral("pick"), QStringLiteral("multi_gpu"), QStringLiteral("preview_software"),
            QStringLiteral("libraries"), QStringLiteral("rent_kind"), QStringLiteral("rent_offer"),
            QStringLiteral("estimate_high"), QStringLiteral("estimate_low"),
            QStringLiteral("estimate_basis"), QStringLiteral("caveats")}) {
        const int at = int(table->columns.indexOf(column));
        table->columns.removeAt(at);
        table->headerLabels.removeAt(at);
        for (QStringList &row : table->rows)
            row.removeAt(at);
    }
}

/// Under the text table: the caveats and rentals of the rows that fit (or the first rows when
/// none does), at most twelve of each.
void printCaveatsAndRentals(const QList<FitConfiguration> &rows, Context &ctx)
{
    QStringList notes;
    for (const FitConfiguration &r : rows) {
        if (notes.size() >= 12 || (!r.fits && rows.first().fits))
            break;
        for (const QString &c : r.caveats)
            notes << QStringLiteral("  %1: %2").arg(r.name(), c);
    }
    if (!notes.isEmpty())
        ctx.out << '\n' << Context::tr("Caveats:") << '\n' << notes.join(QLatin1Char('\n')) << '\n';
    QStringList rentals;
    for (const FitConfiguration &r : rows) {
        if (rentals.size() >= 12 || (!r.fits && rows.first().fits))
            break;
        if (r.rentPerHour)
            rentals << QStringLiteral("  %1: %2 (%3)")
                           .arg(r.name(), offeringForReader(r.rentOffer),
                               r.rentInterruptible ? Context::tr("interruptible")
                                                   : Context::tr("on demand"));
    }
    if (!rentals.isEmpty())
        ctx.out << '\n'
                << Context::tr("Rent/h: the same GPU rented in the cloud, for every GPU of "
                               "the set-up; break-even h: hours of that rental the price "
                               "pays for:")
                << '\n'
                << rentals.join(QLatin1Char('\n')) << '\n';
}

/// The text table (without its wide columns) and the notes under it.
void printConfigurationText(
    OutputTable table, const QList<FitConfiguration> &rows, int modulesLeftOut, Context &ctx)
{
    // The caveats would make the text table too wide: they follow it, for the rows that
    // fit (or the first rows when none does).
    // So would the estimate's basis and range: "?" marks the unverified ones, as in `rank`.
    dropWideColumns(&table);
    ctx.out << table.render(OutputFormat::Table);
    if (std::any_of(rows.begin(), rows.end(), [](const FitConfiguration &r) {
            return r.tokensPerSecond && r.tokensBasis == EstimateBasis::Unverified;
        }))
        ctx.out << Context::tr("Tokens/s marked ? are unverified estimates: no card of that "
                               "vendor has a measured result to check the model against "
                               "(estimate_low and estimate_high in --format csv give the "
                               "likely range).")
                << '\n';
    printCaveatsAndRentals(rows, ctx);
    if (modulesLeftOut > 0)
        ctx.out << '\n'
                << Context::tr("%n server module(s) (SXM, OAM) left out: they are sold in 4- "
                               "and 8-GPU servers; --max-gpus 4 or 8 lists those.",
                       nullptr, modulesLeftOut)
                << '\n';
    if (std::any_of(rows.begin(), rows.end(),
            [](const FitConfiguration &r) { return r.fits && r.legacySoftware; }))
        ctx.out << '\n'
                << Context::tr("Cards that only legacy software runs (older CUDA, PyTorch or "
                               "ROCm builds) follow the others, however cheap.")
                << '\n';
}

} // namespace

/// Under `rank --model`'s text table: its picks, the window's (SetUpRanking.h).
void printSetUpPicks(const SetUpRanking &setUps, Context &ctx, bool training, double jobTokens)
{
    QStringList parts;
    const auto add = [&](const QString &label, const std::optional<int> &i) {
        if (!i)
            return;
        const FitConfiguration &c = setUps.ranked.at(*i);
        QString part = QStringLiteral("%1 %2 (%3)")
                           .arg(label, c.name())
                           .arg(Context::tr("rank %1").arg(*i + 1));
        // Fine-tuning: why this one — its speed and the job's hours.
        if (training && c.trainTokensPerSecond && c.jobHours(jobTokens))
            //: %1: trained tokens/s, %2: hours, %3: trained tokens of the job.
            part += QStringLiteral(": ")
                + Context::tr("%1 trained tokens/s, %2 h for %3 tokens")
                      .arg(QLocale().toString(*c.trainTokensPerSecond, 'f', 0),
                          QLocale().toString(*c.jobHours(jobTokens), 'f', 1),
                          QLocale().toString(jobTokens, 'f', 0));
        parts << part;
    };
    add(Context::tr("Best value:"), setUps.bestValue);
    if (setUps.cheapest != setUps.bestValue)
        add(Context::tr("Cheapest:"), setUps.cheapest);
    if (setUps.fastest && setUps.fastest != setUps.bestValue && setUps.fastest != setUps.cheapest)
        add(Context::tr("Fastest:"), setUps.fastest);
    if (!parts.isEmpty())
        ctx.out << '\n' << parts.join(QStringLiteral("\n")) << '\n';
}

/// Prints the configurations of `fit` (and of `rank --model`, with a first `rank` column: the
/// set-up ranking's ranked set-ups, then its rentals, and its picks below the text table).
int printConfigurations(const QList<FitConfiguration> &rows, const ModelSpec &model,
    const MemoryRequest &request, OutputFormat format, Context &ctx, bool ranked,
    int modulesLeftOut, const SetUpRanking *setUps, const RankingRequest *costs, double jobTokens)
{
    const bool text = format == OutputFormat::Table;
    const RankingRequest settings
        = costs ? RankingRequest() : rankingRequestFromSettings(ctx.settings());
    OutputTable table = configurationTable(
        rows, request, text, ranked, setUps, costs ? *costs : settings, jobTokens);
    if (text) {
        table.headerLabels = configurationHeaderLabels(ranked);
        printConfigurationHeading(model, request, costs ? *costs : settings, jobTokens, ctx);
        if (rows.isEmpty()) {
            printNoConfiguration(model, request, ranked, ctx);
            return Success;
        }
        dropColumnsOfTheOtherMethod(&table, request.method != FitMethod::Inference);
        printConfigurationText(std::move(table), rows, modulesLeftOut, ctx);
        if (setUps)
            printSetUpPicks(*setUps, ctx, request.method != FitMethod::Inference, jobTokens);
    } else {
        ctx.out << table.render(format);
    }
    ctx.out.flush();
    return Success;
}

} // namespace gpu::cli
