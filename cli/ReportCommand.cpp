// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor report`: the recommendation report as PDF.

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

void reportOptions(CommandSpec &spec)
{
    spec.setDescription(
        Context::tr("Write the recommendation report as a PDF: the request, the recommended "
                    "cards with their reasons and figures, a cost-efficiency chart, a comparison "
                    "table, warnings, and the date and source of every price and benchmark."));
    addRequestOptions(spec);
    spec.add({QStringLiteral("compare"),
                 Context::tr("Also compare this card (may be repeated), e.g. \"RTX 3090\"."),
                 Context::tr("name")},
        ValueHint::cardName());
    addReportModelOptions(spec);
    spec.add({QStringLiteral("current-card"),
                 Context::tr("The card you have now: the report compares the recommendations "
                             "with it (its name)."),
                 Context::tr("name")},
        ValueHint::cardName());
    spec.add(
        {QStringLiteral("page-size"), Context::tr("A4 (default) or Letter."), Context::tr("size")},
        ValueHint::of({QStringLiteral("A4"), QStringLiteral("Letter")}));
    spec.add({QStringLiteral("out"), Context::tr("The PDF file to write."), Context::tr("file")},
        ValueHint::file());
}

int reportCommand(const QStringList &arguments, Context &ctx)
{
    // --workload llm-finetune (as `rank` and the window's mode): the cards ranked as Transformer
    // training at FP16 with the memory the model's fine-tuning needs, and the model section for
    // its method (LoRA unless --method says otherwise).
    QStringList args = arguments;
    bool fineTuning = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const bool joined = args[i].startsWith(QLatin1String("--workload="));
        const QString value = joined ? args[i].section(QLatin1Char('='), 1)
            : args[i] == QLatin1String("--workload") && i + 1 < args.size() ? args[i + 1]
                                                                            : QString();
        if (value.trimmed().toLower() != QLatin1String("llm-finetune"))
            continue;
        fineTuning = true;
        if (joined)
            args[i] = QStringLiteral("--workload=transformer");
        else
            args[i + 1] = QStringLiteral("transformer");
    }
    if (fineTuning && std::none_of(args.cbegin(), args.cend(), [](const QString &a) {
            return a.startsWith(QLatin1String("--method"));
        }))
        args << QStringLiteral("--method") << QStringLiteral("lora");
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
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        return ctx.usageError(Context::tr("--out FILE.pdf is required"));
    if (!out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return ctx.usageError(
            Context::tr("the report is a PDF: give --out a file name ending in .pdf, not \"%1\"")
                .arg(out));
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    if (parser.isSet(QStringLiteral("page-size"))) {
        const QString size = parser.value(QStringLiteral("page-size"));
        if (size.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0)
            pageSize = QPageSize::Letter;
        else if (size.compare(QLatin1String("A4"), Qt::CaseInsensitive) != 0)
            return ctx.usageError(
                Context::tr("--page-size must be A4 or Letter, not \"%1\"").arg(size));
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ctx.failure(Context::tr("the report needs fonts: run it from gpu-advisor, which "
                                       "starts the offscreen graphics platform"));
    if (!ctx.openCatalog(parser))
        return Failure;
    if (!ctx.reference(parser, &request->reference))
        return Failure;
    QList<CardKey> compare;
    for (const QString &name : parser.values(QStringLiteral("compare"))) {
        const Card *c = ctx.findCard(name);
        if (!c)
            return Failure;
        if (!compare.contains(c->key))
            compare.append(c->key);
    }

    std::optional<CardKey> currentCard;
    if (parser.isSet(QStringLiteral("current-card"))) {
        const Card *c = ctx.findCard(parser.value(QStringLiteral("current-card")));
        if (!c)
            return Failure;
        currentCard = c->key;
    }

    std::optional<ReportModelFit> modelFit;
    if (const int rc = reportModelFit(
            parser, ctx, request->currency, request->condition, request->budget, &modelFit);
        rc != Success)
        return rc;
    // The ranking's LLM size follows the model asked about (total parameters: every expert of
    // a mixture is read from memory), unless --llm-size says otherwise.
    // Fine-tuning: one figure for the ranking, the picks and the model section (as the window).
    if (modelFit && fineTuning && modelFit->request.method != FitMethod::Inference) {
        MemoryRequest one = modelFit->request;
        one.gpus = 1;
        request->memoryNeedGb = estimateMemoryNumbers(modelFit->model, one).perGpu.total();
        request->memoryNeedOf = memoryNeedSubject(modelFit->model, one);
    }
    if (modelFit && request->workload == Workload::LlmInference) {
        if (!parser.isSet(QStringLiteral("llm-size")))
            request->llmParametersBillions = modelFit->model.paramsTotalB;
        // And its precision follows the weights of --quant: the per-card ranking then judges
        // the same bytes the fit section holds (rankingPrecision(), as the window and `rank
        // --model`).
        if (parser.isSet(QStringLiteral("quant")) && !parser.isSet(QStringLiteral("precision")))
            request->precision
                = rankingPrecision(modelFit->request.method, modelFit->request.weights);
    }

    const RankingResult result = ctx.ranker().rank(*request);
    ReportOptions options;
    options.modelFit = modelFit;
    options.currentCard = currentCard;
    // The translators were installed for --lang (else the settings or the system) by main().
    const QString lang = parser.value(QStringLiteral("lang"));
    options.language = lang.isEmpty()
        ? (QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                    : QStringLiteral("en"))
        : lang;
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

} // namespace gpu::cli
