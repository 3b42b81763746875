// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor fit` (will a model fit, on which cards and how many), and the model questions of
// `rank --model` and `report --model`. `gpu-advisor models` is in ModelsCommand.cpp.

#include "Cli.h"
#include "CliContext_p.h"
#include "FitPlanner.h"
#include "MemoryModel.h"
#include "ModelCatalog.h"
#include "ReportModelFit.h"

#include <algorithm>
#include <cmath>

namespace gpu::cli {

namespace {

/// A whole number option in [min, max] ("8k" = 8192), or `fallback` when not given. Sets *ok to
/// false after printing a usage error.
int wholeNumber(const QCommandLineParser &parser, Context &ctx, const QString &name, int fallback,
    int min, int max, bool *ok)
{
    if (!parser.isSet(name))
        return fallback;
    bool parsed = false;
    QString text = parser.value(name).trimmed().toLower();
    double scale = 1;
    if (text.endsWith(QLatin1Char('k'))) {
        scale = 1024;
        text.chop(1);
    }
    const double v = text.toDouble(&parsed) * scale;
    if (!parsed || v < min || v > max || std::floor(v) != v) {
        ctx.usageError(Context::tr("--%1 must be a whole number from %2 to %3, not \"%4\"")
                           .arg(name)
                           .arg(min)
                           .arg(max)
                           .arg(parser.value(name)));
        *ok = false;
        return fallback;
    }
    return int(v);
}

// The number of GPUs, --gpus or --max-gpus (fit and rank --model take both, with one meaning:
// set-ups of up to N cards; a card given with fit --card is N of it).
int gpusOption(const QCommandLineParser &parser, Context &ctx, bool *ok)
{
    const QString gpus = QStringLiteral("gpus"), maxGpus = QStringLiteral("max-gpus");
    if (parser.isSet(gpus) && parser.isSet(maxGpus)
        && parser.value(gpus).trimmed() != parser.value(maxGpus).trimmed()) {
        ctx.usageError(Context::tr("--gpus and --max-gpus mean the same; give one of them"));
        *ok = false;
        return 1;
    }
    return wholeNumber(parser, ctx, parser.isSet(gpus) ? gpus : maxGpus, 1, 1, 64, ok);
}

void addMaxGpusAlias(CommandSpec &spec, const QString &name)
{
    spec.add({name,
        Context::tr("The same as --%1.")
            .arg(name == QLatin1String("gpus") ? QStringLiteral("max-gpus")
                                               : QStringLiteral("gpus")),
        Context::tr("N")});
}

/// The model named by --model, or a generic one of the size given by `sizeOption` (--params for
/// `fit`, --llm-size for `rank`; `defaultBillions` when neither is given, or a usage error when
/// there is no default). Prints why and sets *rc when there is none.
std::optional<ModelSpec> modelFromOptions(const QCommandLineParser &parser, Context &ctx,
    const QString &sizeOption, std::optional<double> defaultBillions, int *rc)
{
    // The catalog's models: the built-in ones and the user's own (import --kind models).
    if (!ctx.openCatalog(parser)) {
        *rc = Failure;
        return std::nullopt;
    }
    const QList<ModelSpec> &models = ctx.data().models;
    const bool named = parser.isSet(QStringLiteral("model"));
    const bool sized = parser.isSet(sizeOption);
    if (named && sized) {
        *rc = ctx.usageError(
            Context::tr("give --model NAME or --%1 BILLIONS, not both").arg(sizeOption));
        return std::nullopt;
    }
    if (named) {
        const QString name = parser.value(QStringLiteral("model"));
        const ModelMatch match = findModel(models, name);
        if (match.index >= 0) // a model of the user's may lack its architecture: say what is lent
            return withAssumedShape(models[match.index], models);
        QStringList names;
        for (int i : match.candidates)
            names << QStringLiteral("  ") + models[i].name;
        if (names.isEmpty())
            *rc = ctx.failure(Context::tr("no model matches \"%1\"; 'gpu-advisor models' lists "
                                          "them, or give --%2 BILLIONS")
                                  .arg(name, sizeOption));
        else
            *rc = ctx.failure(Context::tr("\"%1\" is not one model; did you mean:\n%2")
                                  .arg(name, names.join(QLatin1Char('\n'))));
        return std::nullopt;
    }
    if (!sized && !defaultBillions) {
        *rc = ctx.usageError(Context::tr("fit needs --model NAME or --params BILLIONS (one of "
                                         "them); 'gpu-advisor models' lists the models"));
        return std::nullopt;
    }
    double billions = defaultBillions.value_or(0);
    if (sized) {
        QString text = parser.value(sizeOption).trimmed();
        if (text.endsWith(QLatin1Char('b'), Qt::CaseInsensitive))
            text.chop(1);
        bool ok = false;
        billions = text.toDouble(&ok);
        if (!ok || !(billions > 0) || !std::isfinite(billions)) {
            *rc = ctx.usageError(
                Context::tr("--%1 must be a number of billions of parameters, not \"%2\"")
                    .arg(sizeOption, parser.value(sizeOption)));
            return std::nullopt;
        }
    }
    return modelFromParameterCount(billions, models);
}

/// The memory request from the options `fit` and `rank --model` share. `method`, when set, is
/// the one the workload implies (rank: llm-inference or a fine-tuning method); --method must
/// agree with it. Returns false after printing a usage error.
bool memoryRequestFromOptions(const QCommandLineParser &parser, Context &ctx,
    std::optional<FitMethod> method, MemoryRequest &request, bool precisionIsWeights = true)
{
    if (method)
        request.method = *method;
    if (parser.isSet(QStringLiteral("method"))) {
        const auto m = fitMethodFromCode(parser.value(QStringLiteral("method")));
        if (!m) {
            ctx.usageError(
                Context::tr("--method must be inference, full, lora or qlora, not \"%1\"")
                    .arg(parser.value(QStringLiteral("method"))));
            return false;
        }
        if (method && ((*m == FitMethod::Inference) != (*method == FitMethod::Inference))) {
            ctx.usageError(*method == FitMethod::Inference
                    ? Context::tr("--method %1 is fine-tuning: use --workload llm-finetune")
                          .arg(toCode(*m))
                    : Context::tr("--workload llm-finetune takes --method full, lora or qlora"));
            return false;
        }
        request.method = *m;
    }
    // For `report`, --precision is the ranking's; it names the weights only for inference.
    const bool precisionNamesWeights = precisionIsWeights || request.method == FitMethod::Inference;
    if (precisionIsWeights && parser.isSet(QStringLiteral("precision"))
        && parser.isSet(QStringLiteral("quant"))) {
        ctx.usageError(Context::tr("give --precision or --quant, not both"));
        return false;
    }
    const QString formatOption = parser.isSet(QStringLiteral("quant"))
        ? QStringLiteral("quant")
        : QStringLiteral("precision");
    if (parser.isSet(formatOption)
        && (precisionNamesWeights || formatOption != QLatin1String("precision"))) {
        const auto f = weightFormatFromCode(parser.value(formatOption));
        if (!f) {
            ctx.usageError(Context::tr("--%1 must be one of %2, not \"%3\"")
                               .arg(formatOption, weightFormatCodes().join(QStringLiteral(", ")),
                                   parser.value(formatOption)));
            return false;
        }
        request.weights = *f;
    }
    if (request.method == FitMethod::Qlora)
        request.weights = WeightFormat::Nf4;
    else if (request.method != FitMethod::Inference && request.weights != WeightFormat::Fp16) {
        ctx.usageError(Context::tr(
            "--precision/--quant apply to inference; full and LoRA fine-tuning train 16-bit "
            "weights, QLoRA a 4-bit base (use --method qlora)"));
        return false;
    }
    bool ok = true;
    request.context = wholeNumber(parser, ctx, QStringLiteral("context"), 4096, 1, 10 << 20, &ok);
    request.batch = wholeNumber(parser, ctx, QStringLiteral("batch"), 1, 1, 65536, &ok);
    request.kvCacheBits = wholeNumber(parser, ctx, QStringLiteral("kv-bits"), 16, 4, 16, &ok);
    request.loraRank = wholeNumber(parser, ctx, QStringLiteral("lora-rank"), 16, 1, 4096, &ok);
    if (!ok)
        return false;
    if (request.kvCacheBits != 16 && request.kvCacheBits != 8 && request.kvCacheBits != 4) {
        ctx.usageError(Context::tr("--kv-bits must be 16, 8 or 4"));
        return false;
    }
    if (request.method == FitMethod::Inference
        && (parser.isSet(QStringLiteral("lora-rank"))
            || parser.isSet(QStringLiteral("no-checkpointing"))
            || parser.isSet(QStringLiteral("optimizer-8bit")))) {
        ctx.usageError(Context::tr("--lora-rank, --no-checkpointing and --optimizer-8bit "
                                   "apply to fine-tuning (--method full, lora or qlora)"));
        return false;
    }
    if (request.method == FitMethod::Inference && parser.isSet(QStringLiteral("chunked-loss"))) {
        ctx.usageError(Context::tr("--chunked-loss applies to fine-tuning (--method full, lora or "
                                   "qlora)"));
        return false;
    }
    if (request.method != FitMethod::FullFineTune && parser.isSet(QStringLiteral("pure-bf16"))) {
        ctx.usageError(Context::tr("--pure-bf16 applies to full fine-tuning (--method full)"));
        return false;
    }
    if (request.method != FitMethod::FullFineTune
        && parser.isSet(QStringLiteral("optimizer-in-backward"))) {
        ctx.usageError(
            Context::tr("--optimizer-in-backward applies to full fine-tuning (--method full)"));
        return false;
    }
    if (request.method == FitMethod::Inference && parser.isSet(QStringLiteral("paged-optimizer"))) {
        ctx.usageError(Context::tr("--paged-optimizer applies to fine-tuning (--method full, lora "
                                   "or qlora)"));
        return false;
    }
    request.gradientCheckpointing = !parser.isSet(QStringLiteral("no-checkpointing"));
    request.eightBitOptimizer = parser.isSet(QStringLiteral("optimizer-8bit"));
    request.pureBf16 = parser.isSet(QStringLiteral("pure-bf16"));
    request.chunkedLoss = parser.isSet(QStringLiteral("chunked-loss"));
    request.optimizerInBackward = parser.isSet(QStringLiteral("optimizer-in-backward"));
    request.pagedOptimizer = parser.isSet(QStringLiteral("paged-optimizer"));
    return true;
}

/// --sort value|speed|price|time into plan->order; false after a usage error.
bool sortFromOptions(const QCommandLineParser &parser, Context &ctx, FitPlanRequest *plan)
{
    if (!parser.isSet(QStringLiteral("sort")))
        return true;
    const QString order = parser.value(QStringLiteral("sort")).trimmed().toLower();
    if (order == QLatin1String("price"))
        plan->order = FitOrder::Price;
    else if (order == QLatin1String("speed"))
        plan->order = FitOrder::Speed;
    else if (order == QLatin1String("value"))
        plan->order = FitOrder::Value;
    else if (order == QLatin1String("time"))
        plan->order = FitOrder::Time;
    else {
        ctx.usageError(Context::tr("--sort must be value, speed, price or time, not \"%1\"")
                           .arg(parser.value(QStringLiteral("sort"))));
        return false;
    }
    return true;
}

/// --tokens N of `fit` and `rank --model`: the trained tokens of a fine-tuning job.
void addJobTokensOption(CommandSpec &spec)
{
    spec.add({QStringLiteral("tokens"),
        Context::tr("Fine-tuning: trained tokens of the job, dataset tokens × epochs (default "
                    "100000000); job_hours, job_cost_buy and job_cost_rent price it."),
        Context::tr("N")});
}

/// --tokens (digits, "1e8"; commas and underscores between digits allowed), or the default;
/// nullopt after a usage error.
std::optional<double> jobTokensOption(
    const QCommandLineParser &parser, Context &ctx, FitMethod method)
{
    if (!parser.isSet(QStringLiteral("tokens")))
        return defaultJobTokens;
    if (method == FitMethod::Inference) {
        ctx.usageError(Context::tr("--tokens applies to fine-tuning (--method full, lora or "
                                   "qlora)"));
        return std::nullopt;
    }
    bool ok = false;
    QString given = parser.value(QStringLiteral("tokens")).trimmed();
    given.remove(QLatin1Char(',')).remove(QLatin1Char('_'));
    const double tokens = given.toDouble(&ok);
    if (!ok || !(tokens >= 1) || tokens > 1e15) {
        ctx.usageError(Context::tr("--tokens must be a number of tokens from 1 to 10^15, not "
                                   "\"%1\"")
                           .arg(parser.value(QStringLiteral("tokens"))));
        return std::nullopt;
    }
    return tokens;
}

/// The options `fit` and `rank --model` share (the model and how it runs).
void addModelOptions(CommandSpec &spec, const QString &sizeOption)
{
    spec.add({QStringLiteral("model"),
        Context::tr("The model, as 'gpu-advisor models' lists it, e.g. \"Llama 3.1 8B\"."),
        Context::tr("name")});
    if (sizeOption == QLatin1String("params"))
        spec.add({QStringLiteral("params"),
            Context::tr("Or only its size in billions of parameters (e.g. 7, 32B)."),
            Context::tr("billions")});
    spec.add({QStringLiteral("method"),
                 sizeOption == QLatin1String("llm-size")
                     ? Context::tr("With --workload llm-finetune: lora (default), qlora or full "
                                   "(full fine-tuning with AdamW).")
                     : Context::tr("inference (default), full (full fine-tuning with AdamW), lora "
                                   "or qlora."),
                 Context::tr("method")},
        ValueHint::of({QStringLiteral("inference"), QStringLiteral("full"), QStringLiteral("lora"),
            QStringLiteral("qlora")}));
    spec.add(
        {QStringLiteral("quant"),
            Context::tr("Weights in a quantised format instead: q8_0, q6_k, q5_k_m, q4_k_m, q4_0, "
                        "q3_k_m, q2_k (GGUF), int4/awq/gptq, nf4."),
            Context::tr("format")},
        ValueHint::of(weightFormatCodes()));
    spec.add({QStringLiteral("context"),
        Context::tr("Context (inference) or sequence length (training), tokens (default 4096)."),
        Context::tr("tokens")});
    spec.add({QStringLiteral("batch"), Context::tr("Sequences at once, per GPU (default 1)."),
        Context::tr("N")});
    spec.add(
        {QStringLiteral("kv-bits"), Context::tr("Bits per KV-cache value: 16 (default), 8 or 4."),
            Context::tr("bits")},
        ValueHint::of({QStringLiteral("16"), QStringLiteral("8"), QStringLiteral("4")}));
    spec.add({QStringLiteral("lora-rank"), Context::tr("Rank of the LoRA adapters (default 16)."),
        Context::tr("rank")});
    spec.add({QStringLiteral("no-checkpointing"),
        Context::tr("Training without gradient checkpointing (keeps every activation).")});
    spec.add(
        {QStringLiteral("optimizer-8bit"), Context::tr("AdamW with 8-bit states (bitsandbytes).")});
    spec.add({QStringLiteral("pure-bf16"),
        Context::tr("Full fine-tuning in BF16 alone, without FP32 master weights (torchtune, "
                    "LitGPT bf16-true): 8 bytes per parameter instead of 16.")});
    spec.add({QStringLiteral("chunked-loss"),
        Context::tr("The loss over chunks of the output, as torchtune, LitGPT and Unsloth compute "
                    "it (the logits stay 16-bit).")});
    spec.add({QStringLiteral("optimizer-in-backward"),
        Context::tr("Full fine-tuning with the optimizer step in the backward pass (torchtune's "
                    "optimizer_in_bwd): one weight tensor's gradient at a time.")});
    spec.add({QStringLiteral("paged-optimizer"),
        Context::tr(
            "A paged optimizer (bitsandbytes' PagedAdamW, PagedAdamW8bit): the AdamW "
            "moments may move to CPU memory; counted on the GPU: those of the largest tensor.")});
    spec.add({QStringLiteral("allow-preview"),
        Context::tr("Order set-ups whose method needs a library their software runs only as a "
                    "preview (bitsandbytes on ROCm, a vendor's own stack) like the others; they "
                    "stay flagged.")});
}

/// `fit --card`'s verdict under its table, in the words of the window's detail pane
/// (fitVerdictText(), FitPlanner.h): the card alone and the fewest of it, up to `maxGpus`, that
/// hold the model, whatever the budget.
void printCardVerdict(const ModelSpec &model, FitPlanRequest plan, const Card &card, int maxGpus,
    const FitPriceLookup &priceOf, Context &ctx)
{
    plan.boardCounts.clear();
    for (int n : {1, 2, 4, 8})
        if (n < maxGpus)
            plan.boardCounts << n;
    plan.boardCounts << maxGpus;
    plan.budget.reset();
    plan.rentOf = {};
    const QList<FitConfiguration> configurations = planFits(model, plan, {&card}, priceOf);
    if (const QString verdict = fitVerdictText(cardFit(configurations, card.key), maxGpus);
        !verdict.isEmpty())
        ctx.out << '\n' << verdict << '\n';
    ctx.out.flush();
}

} // namespace

void fitOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Will a model fit, for inference or fine-tuning, and on which cards: the memory it needs "
        "with its breakdown (weights, KV cache, activations, gradients, optimizer states, "
        "overhead), the largest context and batch that fit, and the estimated tokens/s. With "
        "--card, the verdict for that card (times --gpus); without, every card and configuration "
        "of 1, 2, 4 and 8 GPUs up to --gpus, those that fit first, cheapest first."));
    addModelOptions(spec, QStringLiteral("params"));
    spec.add({QStringLiteral("precision"),
                 Context::tr("Weights: fp32, fp16 (default), bf16, fp8, int8 or int4."),
                 Context::tr("precision")},
        ValueHint::of({QStringLiteral("fp32"), QStringLiteral("fp16"), QStringLiteral("bf16"),
            QStringLiteral("fp8"), QStringLiteral("int8"), QStringLiteral("int4")}));
    spec.add(
        {QStringLiteral("gpus"),
            Context::tr("With --card: that many cards; without: configurations up to this many "
                        "(default 1)."),
            Context::tr("N")},
        ValueHint::of(
            {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("8")}));
    addMaxGpusAlias(spec, QStringLiteral("max-gpus"));
    spec.add({QStringLiteral("card"), Context::tr("Only this card, e.g. \"RTX 3090\"."),
                 Context::tr("name")},
        ValueHint::cardName());
    spec.add({QStringLiteral("budget"),
        Context::tr("Without --card: only configurations whose cards cost at most this much, in "
                    "--currency."),
        Context::tr("amount")});
    addCurrencyOption(spec);
    spec.add(
        {QStringLiteral("sort"),
            Context::tr("Order of the configurations that fit: value (tokens/s per price, the "
                        "default for inference), speed, price (the default for fine-tuning), or "
                        "time (the shortest fine-tuning job first)."),
            Context::tr("order")},
        ValueHint::of({QStringLiteral("value"), QStringLiteral("speed"), QStringLiteral("price"),
            QStringLiteral("time")}));
    addJobTokensOption(spec);
    spec.add({QStringLiteral("hours-per-day"),
        Context::tr("Hours of use per day that own_cost_3y and job_cost_buy count (default: the "
                    "settings', 8)."),
        Context::tr("hours")});
    addFormatOption(spec);
}

int fitCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    fitOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("fit"), QString()); rc >= 0)
        return rc;
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("fit takes no arguments besides its options; "
                                          "did you mean --model \"%1\"?")
                                  .arg(parser.positionalArguments().at(1)));
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;

    int rc = Success;
    const auto model = modelFromOptions(parser, ctx, QStringLiteral("params"), std::nullopt, &rc);
    if (!model)
        return rc;
    MemoryRequest request;
    if (!memoryRequestFromOptions(parser, ctx, std::nullopt, request))
        return UsageError;
    bool ok = true;
    const int maxGpus = gpusOption(parser, ctx, &ok);
    const auto budget = ctx.budget(parser, *currency, &ok);
    const auto hours = ctx.number(parser, QStringLiteral("hours-per-day"), &ok);
    if (!ok)
        return UsageError;
    const auto jobTokens = jobTokensOption(parser, ctx, request.method);
    if (!jobTokens)
        return UsageError;

    if (!ctx.openCatalog(parser))
        return Failure;

    // The configurations.
    QList<const Card *> cards;
    if (parser.isSet(QStringLiteral("card"))) {
        const Card *card = ctx.findCard(parser.value(QStringLiteral("card")));
        if (!card)
            return Failure;
        cards << card;
    } else {
        for (const Card &c : ctx.data().cards)
            cards << &c;
    }
    FitPlanRequest plan = ctx.ranker().planRequest(request, maxGpus, ctx.exchangeRate(), *currency);
    plan.allowPreviewSoftware = parser.isSet(QStringLiteral("allow-preview"));
    plan.order = FitOrder::Value; // `fit` sorts fine-tuning by price through Value as well
    if (!sortFromOptions(parser, ctx, &plan))
        return UsageError;
    plan.budget = budget;
    if (parser.isSet(QStringLiteral("card"))) {
        plan.boardCounts = {maxGpus}; // the count asked for, as it is
        plan.modulesAsServers = false;
    }
    const FitPriceLookup priceOf
        = [&](const Card &card) { return ctx.priceOf(card, *currency, ConditionFilter::Any); };
    const QList<FitConfiguration> rows = planFits(*model, plan, cards, priceOf);
    RankingRequest costs = rankingRequestFromSettings(ctx.settings());
    if (hours)
        costs.hoursPerDay = std::clamp(*hours, 0.0, 24.0);
    // Every configuration, in the plan's order; its picks are the one set-up ranking's (the
    // window's and `rank --model`'s), for a question about the whole catalog.
    std::optional<SetUpRanking> setUps;
    if (!parser.isSet(QStringLiteral("card"))) {
        SetUpQuestion question;
        question.inference = request.method == FitMethod::Inference;
        question.allowPreviewSoftware = plan.allowPreviewSoftware;
        question.budget = budget;
        question.byTime = plan.order == FitOrder::Time;
        setUps = rankSetUps(rows, question);
    }
    rc = printConfigurations(rows, *model, request, *format, ctx, false,
        serverModulesLeftOut(plan, cards), setUps ? &*setUps : nullptr, &costs, *jobTokens);
    if (rc == Success && parser.isSet(QStringLiteral("card")) && *format == OutputFormat::Table)
        printCardVerdict(*model, plan, *cards.first(), maxGpus, priceOf, ctx);
    return rc;
}

void addRankModelOptions(CommandSpec &spec)
{
    addModelOptions(spec, QStringLiteral("llm-size"));
    spec.add({QStringLiteral("max-gpus"),
                 Context::tr("With --model: also configurations of 2, 4 or 8 cards, up to N "
                             "(default 1)."),
                 Context::tr("N")},
        ValueHint::of(
            {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("8")}));
    addMaxGpusAlias(spec, QStringLiteral("gpus"));
    spec.add({QStringLiteral("min-tokens-per-s"),
        Context::tr("With --model, for inference: only configurations that generate at least "
                    "this many tokens/s."),
        Context::tr("tokens/s")});
    spec.add({QStringLiteral("sort"),
                 Context::tr("With --model: value (tokens/s per price, the default for inference), "
                             "speed, price (the default for fine-tuning), or time (the shortest "
                             "fine-tuning job first)."),
                 Context::tr("order")},
        ValueHint::of({QStringLiteral("value"), QStringLiteral("speed"), QStringLiteral("price"),
            QStringLiteral("time")}));
    addJobTokensOption(spec);
}

bool rankUsesModel(const QCommandLineParser &parser)
{
    if (parser.value(QStringLiteral("workload")).trimmed().toLower()
        == QLatin1String("llm-finetune"))
        return true;
    for (const char *name : {"model", "method", "quant", "context", "batch", "kv-bits", "lora-rank",
             "no-checkpointing", "optimizer-8bit", "pure-bf16", "chunked-loss",
             "optimizer-in-backward", "paged-optimizer", "allow-preview", "max-gpus", "gpus",
             "min-tokens-per-s", "sort", "tokens"})
        if (parser.isSet(QString::fromLatin1(name)))
            return true;
    return false;
}

int rankConfigurations(const QCommandLineParser &parser, Context &ctx)
{
    const QString workload = parser.value(QStringLiteral("workload")).trimmed().toLower();
    const bool fineTuning = workload == QLatin1String("llm-finetune");
    if (!fineTuning && workload != QLatin1String("llm-inference"))
        return ctx.usageError(
            Context::tr("--model, --method, --quant, --context, --batch, --max-gpus, "
                        "--min-tokens-per-s and --sort apply to --workload llm-inference or "
                        "llm-finetune"));
    const auto format = ctx.format(parser);
    if (!format)
        return UsageError;
    const auto currency = ctx.currency(parser);
    if (!currency)
        return UsageError;
    int rc = Success;
    const auto model = modelFromOptions(parser, ctx, QStringLiteral("llm-size"), 7.0, &rc);
    if (!model)
        return rc;
    MemoryRequest request;
    if (!memoryRequestFromOptions(
            parser, ctx, fineTuning ? FitMethod::Lora : FitMethod::Inference, request))
        return UsageError;
    bool ok = true;
    const int maxGpus = gpusOption(parser, ctx, &ok);
    const int top = wholeNumber(parser, ctx, QStringLiteral("top"), 0, 1, 1 << 20, &ok);
    const auto budget = ctx.budget(parser, *currency, &ok);
    const auto minTokens = ctx.number(parser, QStringLiteral("min-tokens-per-s"), &ok);
    const auto minMemory = ctx.minVram(parser, &ok);
    const auto maxTdp = ctx.number(parser, QStringLiteral("max-tdp"), &ok);
    if (!ok)
        return UsageError;
    if (minTokens && fineTuning)
        return ctx.usageError(
            Context::tr("--min-tokens-per-s applies to --workload llm-inference"));
    const auto jobTokens = jobTokensOption(parser, ctx, request.method);
    if (!jobTokens)
        return UsageError;
    // The per-card ranking's default too: the window's choice, any unless changed.
    const auto given = ctx.condition(parser, rankingRequestFromSettings(ctx.settings()).condition);
    if (!given)
        return UsageError;
    const ConditionFilter condition = *given;
    std::optional<Form> form;
    if (!ctx.form(parser, &form))
        return UsageError;
    const QString vendor = Context::vendor(parser);
    if (!ctx.openCatalog(parser))
        return Failure;
    FitPlanRequest plan = ctx.ranker().planRequest(request, maxGpus, ctx.exchangeRate(), *currency);
    plan.allowPreviewSoftware = parser.isSet(QStringLiteral("allow-preview"));
    if (!fineTuning)
        plan.order = FitOrder::Value;
    if (!sortFromOptions(parser, ctx, &plan))
        return UsageError;
    plan.budget = budget;
    QList<const Card *> cards;
    for (const Card &c : ctx.data().cards) {
        if (!vendor.isEmpty() && c.key.vendor.compare(vendor, Qt::CaseInsensitive) != 0)
            continue;
        if (form && c.key.form != *form)
            continue;
        if (!Context::meetsMinVram(c, minMemory))
            continue;
        if (maxTdp && (!c.tdpWatts || *c.tdpWatts > *maxTdp))
            continue;
        cards << &c;
    }
    plan.rentOverBudget = true;
    // The one set-up ranking (SetUpRanking.h): the window's ranks and picks.
    SetUpQuestion question;
    question.inference = !fineTuning;
    question.allowPreviewSoftware = plan.allowPreviewSoftware;
    question.budget = budget;
    question.minTokensPerSecond = minTokens;
    question.byTime = plan.order == FitOrder::Time;
    const SetUpRanking setUps
        = rankSetUps(planFits(*model, plan, cards,
                         [&](const Card &card) { return ctx.priceOf(card, *currency, condition); }),
            question);
    QList<FitConfiguration> rows = setUps.ranked;
    if (top > 0 && rows.size() > top)
        rows = rows.mid(0, top);
    rows += setUps.rentals;
    // own_cost_3y and rent_cost_3y at rank's --hours-per-day and --electricity-price.
    RankingRequest costs = rankingRequestFromSettings(ctx.settings());
    costs.currency = *currency;
    if (const auto hours = ctx.number(parser, QStringLiteral("hours-per-day"), &ok))
        costs.hoursPerDay = std::clamp(*hours, 0.0, 24.0);
    if (const auto kwh = ctx.number(parser, QStringLiteral("electricity-price"), &ok, *currency))
        costs.electricityPricePerKwh = *kwh;
    return printConfigurations(rows, *model, request, *format, ctx, true,
        serverModulesLeftOut(plan, cards), &setUps, &costs, *jobTokens);
}

void addReportModelOptions(CommandSpec &spec)
{
    addModelOptions(spec, QStringLiteral("params"));
    spec.add({QStringLiteral("max-gpus"),
                 Context::tr("With --model: configurations of up to N cards (default 1)."),
                 Context::tr("N")},
        ValueHint::of(
            {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("4"), QStringLiteral("8")}));
    addMaxGpusAlias(spec, QStringLiteral("gpus"));
    addJobTokensOption(spec);
}

int reportModelFit(const QCommandLineParser &parser, Context &ctx, Currency currency,
    ConditionFilter condition, std::optional<double> budget, std::optional<ReportModelFit> *fit)
{
    bool asked = parser.isSet(QStringLiteral("model")) || parser.isSet(QStringLiteral("params"));
    if (!asked) {
        for (const char *name :
            {"method", "quant", "context", "batch", "kv-bits", "lora-rank", "no-checkpointing",
                "optimizer-8bit", "pure-bf16", "chunked-loss", "optimizer-in-backward",
                "paged-optimizer", "allow-preview", "max-gpus", "gpus", "tokens"})
            if (parser.isSet(QString::fromLatin1(name)))
                return ctx.usageError(
                    Context::tr("--%1 goes with --model NAME (or --params BILLIONS)")
                        .arg(QString::fromLatin1(name)));
        return Success;
    }
    int rc = Success;
    const auto model = modelFromOptions(parser, ctx, QStringLiteral("params"), std::nullopt, &rc);
    if (!model)
        return rc;
    ReportModelFit result;
    result.model = *model;
    if (!memoryRequestFromOptions(parser, ctx, std::nullopt, result.request, false))
        return UsageError;
    bool ok = true;
    const int maxGpus = gpusOption(parser, ctx, &ok);
    if (!ok)
        return UsageError;
    const auto jobTokens = jobTokensOption(parser, ctx, result.request.method);
    if (!jobTokens)
        return UsageError;
    result.jobTokens = *jobTokens;
    FitPlanRequest plan
        = ctx.ranker().planRequest(result.request, maxGpus, ctx.exchangeRate(), currency);
    plan.allowPreviewSoftware = parser.isSet(QStringLiteral("allow-preview"));
    result.allowPreviewSoftware = plan.allowPreviewSoftware;
    plan.budget = budget;
    QList<const Card *> cards;
    for (const Card &c : ctx.data().cards)
        cards << &c;
    plan.rentOverBudget = true; // as `rank --model`: nodes to rent after the set-ups to buy
    result.configurations = planFits(*model, plan, cards,
        [&](const Card &card) { return ctx.priceOf(card, currency, condition); });
    *fit = result;
    return Success;
}

} // namespace gpu::cli
