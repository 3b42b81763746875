// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor report`: the recommendation report as PDF. Apart from the other commands: only
// it needs Qt Gui (fonts, QPdfWriter), so it is built into gpu_advisor_cli_report and the
// program loads it for `report` alone (gpu-advisor-report.so; its options are
// ReportOptions.cpp's, which --help and the man page read without it).

#include "BuiltinCatalog.h"
#include "Cli.h"
#include "CliContext_p.h"
#include "MemoryModel.h"
#include "Ranking.h"
#include "ReportBuilder.h"

#include <QDir>
#include <QGuiApplication>

#include <algorithm>

namespace gpu::cli {

namespace {

/// --workload llm-finetune (as `rank` and the window's mode) in *args: the cards ranked as
/// Transformer training, with --method lora unless a --method is given. Whether it was asked.
bool rewriteFineTuning(QStringList *args)
{
    bool fineTuning = false;
    for (qsizetype i = 0; i < args->size(); ++i) {
        QString &arg = (*args)[i];
        const bool joined = arg.startsWith(QLatin1String("--workload="));
        const QString value = joined ? arg.section(QLatin1Char('='), 1)
            : arg == QLatin1String("--workload") && i + 1 < args->size() ? args->at(i + 1)
                                                                         : QString();
        if (value.trimmed().toLower() != QLatin1String("llm-finetune"))
            continue;
        fineTuning = true;
        if (joined)
            arg = QStringLiteral("--workload=transformer");
        else
            (*args)[i + 1] = QStringLiteral("transformer");
    }
    if (fineTuning && std::none_of(args->cbegin(), args->cend(), [](const QString &a) {
            return a.startsWith(QLatin1String("--method"));
        }))
        *args << QStringLiteral("--method") << QStringLiteral("lora");
    return fineTuning;
}

/// --out and --page-size into *out and *pageSize: Success, or UsageError after saying why.
int readOutput(
    const QCommandLineParser &parser, Context &ctx, QString *out, QPageSize::PageSizeId *pageSize)
{
    *out = parser.value(QStringLiteral("out"));
    if (out->isEmpty())
        return ctx.usageError(Context::tr("--out FILE.pdf is required"));
    if (!out->endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return ctx.usageError(
            Context::tr("the report is a PDF: give --out a file name ending in .pdf, not \"%1\"")
                .arg(*out));
    *pageSize = QPageSize::A4;
    if (parser.isSet(QStringLiteral("page-size"))) {
        const QString size = parser.value(QStringLiteral("page-size"));
        if (size.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0)
            *pageSize = QPageSize::Letter;
        else if (size.compare(QLatin1String("A4"), Qt::CaseInsensitive) != 0)
            return ctx.usageError(
                Context::tr("--page-size must be A4 or Letter, not \"%1\"").arg(size));
    }
    return Success;
}

/// The cards of --compare and --current-card (the catalog must be open): Success, or Failure
/// after saying which name matches no card.
int readReportCards(const QCommandLineParser &parser, Context &ctx, QList<CardKey> *compare,
    std::optional<CardKey> *currentCard)
{
    for (const QString &name : parser.values(QStringLiteral("compare"))) {
        const Card *c = ctx.findCard(name);
        if (!c)
            return Failure;
        if (!compare->contains(c->key))
            compare->append(c->key);
    }
    if (parser.isSet(QStringLiteral("current-card"))) {
        const Card *c = ctx.findCard(parser.value(QStringLiteral("current-card")));
        if (!c)
            return Failure;
        *currentCard = c->key;
    }
    return Success;
}

/// The ranking's request made to follow the model of --model.
void followModel(const QCommandLineParser &parser, const ReportModelFit &modelFit, bool fineTuning,
    RankingRequest *request)
{
    // The ranking's LLM size follows the model asked about (total parameters: every expert of
    // a mixture is read from memory), unless --llm-size says otherwise.
    // Fine-tuning: one figure for the ranking, the picks and the model section (as the window).
    if (fineTuning && modelFit.request.method != FitMethod::Inference) {
        MemoryRequest one = modelFit.request;
        one.gpus = 1;
        request->memoryNeedGb = estimateMemoryNumbers(modelFit.model, one).perGpu.total();
        request->memoryNeedOf = memoryNeedSubject(modelFit.model, one);
    }
    if (request->workload == Workload::LlmInference) {
        if (!parser.isSet(QStringLiteral("llm-size")))
            request->llmParametersBillions = modelFit.model.paramsTotalB;
        request->llmLayers = modelFit.model.layers;
        // And its precision follows the weights of --quant: the per-card ranking then judges
        // the same bytes the fit section holds (rankingPrecision(), as the window and `rank
        // --model`).
        if (parser.isSet(QStringLiteral("quant")) && !parser.isSet(QStringLiteral("precision")))
            request->precision
                = rankingPrecision(modelFit.request.method, modelFit.request.weights);
    }
}

/// The language of the report: --lang, else the messages' (installed by main()).
QString reportLanguage(const QCommandLineParser &parser)
{
    // The translators were installed for --lang (else the settings or the system) by main().
    const QString lang = parser.value(QStringLiteral("lang"));
    return lang.isEmpty() ? (QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                                      : QStringLiteral("en"))
                          : lang;
}

} // namespace

int reportCommand(const QStringList &arguments, Context &ctx)
{
    // --workload llm-finetune (as `rank` and the window's mode): the cards ranked as Transformer
    // training at FP16 with the memory the model's fine-tuning needs, and the model section for
    // its method (LoRA unless --method says otherwise).
    QStringList args = arguments;
    const bool fineTuning = rewriteFineTuning(&args);
    QCommandLineParser parser;
    CommandSpec spec(parser);
    reportOptions(spec);
    if (const int rc = ctx.parse(parser, args, QStringLiteral("report"), QString()); rc >= 0)
        return rc;
    if (fineTuning && !parser.isSet(QStringLiteral("model")))
        return ctx.usageError(Context::tr("--workload llm-finetune needs --model NAME"));
    if (parser.positionalArguments().size() > 1)
        return ctx.usageError(Context::tr("report takes no arguments besides its options"));
    auto request = requestFromOptions(parser, ctx);
    if (!request)
        return UsageError;
    QString out;
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    if (const int rc = readOutput(parser, ctx, &out, &pageSize); rc != Success)
        return rc;
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ctx.failure(Context::tr("the report needs fonts: run it from gpu-advisor, which "
                                       "starts the offscreen graphics platform"));
    if (!ctx.openCatalog(parser))
        return Failure;
    // The catalog's dated rates, as `rank` converts: one price for one card everywhere.
    request->rate.table = ctx.exchangeRate().table;
    if (!ctx.reference(parser, &request->reference))
        return Failure;
    QList<CardKey> compare;
    std::optional<CardKey> currentCard;
    if (const int rc = readReportCards(parser, ctx, &compare, &currentCard); rc != Success)
        return rc;

    std::optional<ReportModelFit> modelFit;
    if (const int rc = reportModelFit(
            parser, ctx, request->currency, request->condition, request->budget, &modelFit);
        rc != Success)
        return rc;
    if (modelFit)
        followModel(parser, *modelFit, fineTuning, &*request);

    const RankingResult result = ctx.ranker().rank(*request);
    ReportOptions options;
    options.modelFit = modelFit;
    options.currentCard = currentCard;
    options.language = reportLanguage(parser);
    options.pageSize = pageSize;
    options.date = QDate::currentDate();
    options.appVersion = QCoreApplication::applicationVersion();
    options.catalogVersion = BuiltinCatalog::version();
    const ReportBuilder report(ctx.data(), *request, result, compare, options);
    if (const QString problem = report.fontProblem(); !problem.isEmpty())
        return ctx.failure(problem);
    if (const QString error = report.writePdf(out); !error.isEmpty())
        return ctx.failure(error);
    ctx.out << Context::tr("Wrote %1 (pages: %2).")
                   .arg(QDir::toNativeSeparators(out))
                   .arg(report.pageCount())
            << Qt::endl;
    return Success;
}

void enableReports()
{
    setReportCommand(&reportCommand);
}

} // namespace gpu::cli
