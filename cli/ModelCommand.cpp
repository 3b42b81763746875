// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor model`: the performance model's fitted parameters, and its out-of-sample backtest.

#include "Cli.h"
#include "CliContext_p.h"
#include "ModelBacktest.h"

#include <cmath>
#include <functional>

namespace gpu::cli {

void modelOptions(CommandSpec &spec)
{
    spec.setDescription(Context::tr(
        "Print the performance model's parameters fitted to the catalog's measured results."));
    spec.add({QStringLiteral("format"), Context::tr("table (default), csv or json."),
                 Context::tr("format")},
        ValueHint::of({QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json"),
            QStringLiteral("markdown")}));
    spec.add({QStringLiteral("backtest"),
        Context::tr("Judge the model out of sample instead: every measured card estimated with "
                    "itself, then its architecture, left out of the fit, per result set, beside "
                    "memory bandwidth alone and FP32 TFLOPS alone (Spearman's rank correlation "
                    "and median absolute error; markdown also lists every card).")});
    spec.add({QStringLiteral("scaling"),
        Context::tr("The multi-GPU scaling instead: the factor of each way of spreading work "
                    "(layer split for LLM inference, data parallel training over NVLink or "
                    "PCIe) fitted on the measured multi-GPU results, its range and the rows it "
                    "rests on; with --backtest every measured multi-GPU row against the factor "
                    "fitted without it.")});
    spec.add({QStringLiteral("training"),
        Context::tr("The fine-tuning throughput instead: the utilisation fitted per method (full, "
                    "LoRA, QLoRA) on measured fine-tuning throughputs, its leave-one-out range "
                    "and median error; with --backtest every measured row against its "
                    "prediction (docs/memory.md, \"Training throughput\").")});
    spec.add({QStringLiteral("backtest-cards"),
        Context::tr("With --backtest: one row per measured card (its out-of-sample estimates) "
                    "instead of one per result set.")});
}

namespace {

QString percent(double v)
{
    return QString::number(v * 100.0, 'f', 1);
}

// The backtest as markdown (docs/ranking.md): per pair and result set the model beside the two
// baselines, then every card.
QString backtestMarkdown(const Backtest &bt)
{
    QString md;
    QTextStream out(&md);
    out << "| workload | precision | result set | cards | hold-out | model ρ | model median error "
           "| bandwidth ρ | bandwidth median error | FP32 ρ | FP32 median error |\n"
        << "|---|---|---|---:|---|---:|---:|---:|---:|---:|---:|\n";
    for (const BacktestSummary &m : bt.summaries) {
        if (m.method != QLatin1String("model"))
            continue;
        const auto other = [&](const QString &method) -> const BacktestSummary * {
            for (const BacktestSummary &o : bt.summaries)
                if (o.workload == m.workload && o.precision == m.precision
                    && o.resultSet == m.resultSet && o.holdOut == m.holdOut && o.method == method)
                    return &o;
            return nullptr;
        };
        const BacktestSummary *bw = other(QStringLiteral("bandwidth"));
        const BacktestSummary *fp = other(QStringLiteral("fp32"));
        out << "| " << toCode(m.workload) << " | " << toCode(m.precision) << " | " << m.resultSet
            << " | " << m.cards << " | " << m.holdOut << " | "
            << QString::number(m.spearman, 'f', 3) << " | " << percent(m.medianAbsError) << " % | "
            << (bw ? QString::number(bw->spearman, 'f', 3) : QString()) << " | "
            << (bw ? QString(percent(bw->medianAbsError) + QStringLiteral(" %")) : QString())
            << " | " << (fp ? QString::number(fp->spearman, 'f', 3) : QString()) << " | "
            << (fp ? QString(percent(fp->medianAbsError) + QStringLiteral(" %")) : QString())
            << " |\n";
    }
    out << "\n| workload | precision | result set | card | architecture | measured | "
           "card left out | error | architecture left out | error |\n"
        << "|---|---|---|---|---|---:|---:|---:|---:|---:|\n";
    const auto est = [](const std::optional<double> &e, double measured) -> QString {
        if (!e)
            return QStringLiteral("— | —");
        return QString::number(*e, 'g', 4) + QStringLiteral(" | ")
            + (*e >= measured ? QStringLiteral("+") : QString()) + percent(*e / measured - 1)
            + QStringLiteral(" %");
    };
    for (const BacktestCard &c : bt.cards)
        out << "| " << toCode(c.workload) << " | " << toCode(c.precision) << " | " << c.resultSet
            << " | " << c.card.displayName() << " | " << c.architecture << " | "
            << QString::number(c.measured, 'g', 4) << " | " << est(c.leaveCardOut, c.measured)
            << " | " << est(c.leaveArchitectureOut, c.measured) << " |\n";
    out.flush();
    return md;
}

// The software efficiency of each vendor other than NVIDIA, per pair, as markdown
// (docs/ranking.md, "Vendors other than NVIDIA").
QString vendorMarkdown(const PerformanceModel &model)
{
    QString md;
    QTextStream out(&md);
    out << "\n| workload | precision | vendor | rows | result sets | efficiency | range (leave "
           "one card out, 10th–90th percentile) |\n"
        << "|---|---|---|---:|---:|---:|---|\n";
    for (Workload w : allWorkloads())
        for (Precision p : allPrecisions()) {
            const ModelParameters m = model.parameters(w, p);
            if (m.fittedOn == 0)
                continue; // a borrowed pair repeats its source's
            for (auto it = m.vendorEfficiency.cbegin(); it != m.vendorEfficiency.cend(); ++it)
                out << "| " << toCode(w) << " | " << toCode(p) << " | " << it.key() << " | "
                    << it->rows << " | " << it->sets << " | " << QString::number(it->factor, 'f', 3)
                    << " | " << QString::number(it->low, 'f', 3) << "–"
                    << QString::number(it->high, 'f', 3) << " × |\n";
        }
    out.flush();
    return md;
}

// `model --scaling`: the factors, or with --backtest every row (markdown for docs/ranking.md).
int scalingOutput(
    const MultiGpuScaling &scaling, bool backtest, bool markdown, OutputFormat format, Context &ctx)
{
    OutputTable table;
    if (!backtest) {
        // speedup_N: what N GPUs do together in units of one GPU's figure (ScalingFactor::
        // speedup(): the factor itself for a layer split, N × it for data parallel, N^it for
        // tensor parallel).
        table.setColumns({{"parallelism"}, {"engine"}, {"factor", OutputColumn::Number},
            {"low", OutputColumn::Number}, {"high", OutputColumn::Number},
            {"rows", OutputColumn::Number}, {"speedup_2", OutputColumn::Number},
            {"speedup_4", OutputColumn::Number}, {"speedup_8", OutputColumn::Number}});
        for (Parallelism p : allParallelisms()) {
            const ScalingFactor f = scaling.factor(p);
            const bool fitted = f.rows > 0;
            const auto speedup = [&](int gpus) {
                return fitted ? QString::number(f.speedup(gpus), 'f', 3) : QString();
            };
            table.rows.append(
                {toCode(p), f.engine, fitted ? QString::number(f.factor, 'f', 3) : QString(),
                    fitted ? QString::number(f.low, 'f', 3) : QString(),
                    fitted ? QString::number(f.high, 'f', 3) : QString(), QString::number(f.rows),
                    speedup(2), speedup(4), speedup(8)});
        }
        ctx.out << table.render(format);
        if (format == OutputFormat::Table)
            ctx.out << '\n'
                    << Context::tr("factor: for the layer split the share of one GPU's speed that "
                                   "N GPUs keep; for data parallel each GPU's share (N × factor); "
                                   "for tensor parallel an exponent (N^factor). low and high: "
                                   "measured ÷ predicted at the extremes of the leave-one-out "
                                   "backtest, the range every estimate states. speedup_N: what N "
                                   "GPUs do, in units of one GPU's figure (docs/ranking.md, "
                                   "\"Several GPUs\").")
                    << '\n';
        ctx.out.flush();
        return Success;
    }
    if (markdown) {
        QString md;
        QTextStream out(&md);
        out << "| parallelism | card | GPUs | network | precision | measured | one GPU | "
               "predicted (left out) | error | stated range | within |\n"
            << "|---|---|---:|---|---|---:|---:|---:|---:|---|---|\n";
        for (const ScalingBacktestRow &r : scaling.backtest())
            out << "| " << toCode(r.parallelism) << " | " << r.card.displayName() << " | " << r.gpus
                << " | " << r.network << " | " << r.precision << " | "
                << QString::number(r.measured, 'g', 5) << " " << r.unit << " | "
                << QString::number(r.base, 'g', 4) << " | " << QString::number(r.predicted, 'g', 4)
                << " | " << (r.predicted >= r.measured ? "+" : "")
                << percent(r.predicted / r.measured - 1) << " % | "
                << QString::number(r.low, 'g', 4) << "–" << QString::number(r.high, 'g', 4) << " | "
                << (r.withinRange() ? "yes" : "**no**") << " |\n";
        out.flush();
        ctx.out << md;
        ctx.out.flush();
        return Success;
    }
    table.setColumns({{"parallelism"}, {"name"}, {"gpus", OutputColumn::Number}, {"network"},
        {"precision"}, {"unit"}, {"measured", OutputColumn::Number},
        {"one_gpu", OutputColumn::Number}, {"predicted", OutputColumn::Number},
        {"low", OutputColumn::Number}, {"high", OutputColumn::Number}, {"within_range"}});
    for (const ScalingBacktestRow &r : scaling.backtest())
        table.rows.append(table.row({{"parallelism", toCode(r.parallelism)},
            {"name", r.card.displayName()}, {"gpus", QString::number(r.gpus)},
            {"network", r.network}, {"precision", r.precision}, {"unit", r.unit},
            {"measured", QString::number(r.measured, 'g', 6)},
            {"one_gpu", QString::number(r.base, 'f', 2)},
            {"predicted", QString::number(r.predicted, 'f', 2)},
            {"low", QString::number(r.low, 'f', 2)}, {"high", QString::number(r.high, 'f', 2)},
            {"within_range", r.withinRange() ? QStringLiteral("yes") : QStringLiteral("no")}}));
    ctx.out << table.render(format);
    ctx.out.flush();
    return Success;
}

// `model --training`: the utilisation per method, or with --backtest every measured row
// (markdown for docs/memory.md).
int trainingOutput(const TrainingThroughput &training, bool backtest, bool markdown,
    OutputFormat format, Context &ctx)
{
    OutputTable table;
    if (!backtest) {
        constexpr auto N = OutputColumn::Number;
        table.setColumns({{"method"}, {"utilisation_percent", N}, {"low", N}, {"high", N},
            {"rows", N}, {"median_abs_error_percent", N}});
        for (FitMethod m : {FitMethod::FullFineTune, FitMethod::Lora, FitMethod::Qlora}) {
            const TrainingUtilisation u = training.utilisation(m);
            table.rows.append(
                table.row({{"method", toCode(m)}, {"utilisation_percent", percent(u.utilisation)},
                    {"low", QString::number(u.low, 'f', 2)},
                    {"high", QString::number(u.high, 'f', 2)}, {"rows", QString::number(u.rows)},
                    {"median_abs_error_percent", QString::number(u.medianErrorPercent, 'f', 1)}}));
        }
        ctx.out << table.render(format);
        if (format == OutputFormat::Table)
            ctx.out << '\n'
                    << Context::tr(
                           "utilisation: trained tokens/s × FLOP per token ÷ the GPU's dense "
                           "16-bit tensor TFLOPS (model FLOP utilisation), the median of "
                           "the measured single-GPU rows. low "
                           "and high: measured ÷ predicted at the extremes of the "
                           "leave-one-out backtest, the range every estimate states "
                           "(docs/memory.md, \"Training throughput\").")
                    << '\n';
        ctx.out.flush();
        return Success;
    }
    const auto error = [](const TrainingBacktestRow &r) {
        return r.predicted > 0 ? r.predicted / r.measurement.tokensPerSecond - 1 : 0.0;
    };
    if (markdown) {
        QString md;
        QTextStream out(&md);
        out << "| card | GPUs | model | method | sequence | framework | measured tokens/s | "
               "tensor TFLOPS | implied utilisation | predicted | error | in the fit | source |\n"
            << "|---|---:|---|---|---:|---|---:|---:|---:|---:|---:|---|---|\n";
        for (const TrainingBacktestRow &r : training.backtest())
            out << "| " << r.measurement.card << " | " << r.measurement.gpus << " | "
                << r.measurement.model << " | " << toCode(r.measurement.method) << " | "
                << r.measurement.sequence << " | " << r.measurement.framework << " | "
                << QString::number(r.measurement.tokensPerSecond, 'f', 0) << " | "
                << QString::number(r.peakTflops, 'f', 1) << " | " << percent(r.utilisation)
                << " % | " << QString::number(r.predicted, 'f', 0) << " | "
                << (error(r) >= 0 ? "+" : "") << percent(error(r)) << " % | "
                << (r.inFit ? "yes (left out)" : "no (several GPUs)") << " | "
                << r.measurement.source << " |\n";
        out.flush();
        ctx.out << md;
        ctx.out.flush();
        return Success;
    }
    table.setColumns({{"name"}, {"gpus", OutputColumn::Number}, {"model"}, {"method"},
        {"sequence", OutputColumn::Number}, {"framework"}, {"measured", OutputColumn::Number},
        {"tensor_tflops", OutputColumn::Number}, {"utilisation_percent", OutputColumn::Number},
        {"predicted", OutputColumn::Number}, {"error_percent", OutputColumn::Number},
        {"in_fit", OutputColumn::Boolean}, {"source"}});
    for (const TrainingBacktestRow &r : training.backtest())
        table.rows.append(
            {r.measurement.card, QString::number(r.measurement.gpus), r.measurement.model,
                toCode(r.measurement.method), QString::number(r.measurement.sequence),
                r.measurement.framework, QString::number(r.measurement.tokensPerSecond, 'f', 0),
                QString::number(r.peakTflops, 'f', 1), percent(r.utilisation),
                QString::number(r.predicted, 'f', 0), percent(error(r)),
                r.inFit ? QStringLiteral("true") : QStringLiteral("false"), r.measurement.source});
    ctx.out << table.render(format);
    ctx.out.flush();
    return Success;
}

// The fitted parameters, one row per workload and precision. tensor_efficiency_percent is what
// the scale implies of the tensor cores' peak (scale × TFLOP per unit: the fit keeps it at or
// below 100 %); highest_measured_efficiency_percent the most any measured tensor-core card
// reached of its peak, where every estimate stops (PerformanceModel::computeCap()).
OutputTable parametersTable(const PerformanceModel &model)
{
    // Each column with its kind and its cell: a field table of the fitted parameters.
    using M = const ModelParameters &;
    struct Field
    {
        OutputColumn column;
        std::function<QString(M)> value;
    };
    constexpr auto N = OutputColumn::Number;
    const auto fixed = [](double v, int decimals) { return QString::number(v, 'f', decimals); };
    const auto general = [](double v, int digits) { return QString::number(v, 'g', digits); };
    // What a rate implies of the tensor cores' peak: units per TFLOPS × TFLOP per unit.
    const auto efficiency = [](M m, double perTflops) {
        return m.fittedOn && m.tflopPerUnit > 0 && perTflops > 0
            ? QString::number(perTflops * m.tflopPerUnit * 100, 'f', 0)
            : QString();
    };
    const QList<Field> fields = {
        {{"network"}, [](M m) { return m.network; }},
        {{"unit"}, [](M m) { return m.unit; }},
        {{"intensity_flop_per_byte", N}, [&](M m) { return fixed(m.intensityFlopPerByte, 1); }},
        {{"scale", N}, [&](M m) { return general(m.scale, 4); }},
        {{"fitted_on", N}, [](M m) { return QString::number(m.fittedOn); }},
        {{"rms_log_error", N},
            [&](M m) { return m.fittedOn ? fixed(m.rmsLogError, 3) : QString(); }},
        {{"typical_error_percent", N},
            [&](M m) {
                return m.fittedOn ? fixed((std::exp(m.rmsLogError) - 1) * 100, 0) : QString();
            }},
        {{"cuda_core_factor", N}, [&](M m) { return general(m.cudaCoreFactor, 4); }},
        {{"l2_exponent", N}, [&](M m) { return fixed(m.l2Exponent, 2); }},
        {{"overhead_ms", N}, [&](M m) { return general(m.overheadMs, 3); }},
        {{"result_set"}, [](M m) { return m.resultSet; }},
        {{"calibrated_low", N}, [&](M m) { return fixed(m.calibratedLow, 3); }},
        {{"calibrated_high", N}, [&](M m) { return fixed(m.calibratedHigh, 3); }},
        {{"extrapolated_low", N}, [&](M m) { return fixed(m.extrapolatedLow, 3); }},
        {{"extrapolated_high", N}, [&](M m) { return fixed(m.extrapolatedHigh, 3); }},
        {{"batch_memory_gb", N}, [&](M m) { return general(m.batchMemoryGb, 3); }},
        {{"memory_reserve_gb", N}, [](M m) { return QString::number(m.memoryReserveGb); }},
        {{"clock_exponent", N}, [&](M m) { return fixed(m.clockExponent, 2); }},
        {{"unverified_low", N}, [&](M m) { return fixed(m.unverifiedLow, 3); }},
        {{"unverified_high", N}, [&](M m) { return fixed(m.unverifiedHigh, 3); }},
        {{"tflop_per_unit", N},
            [&](M m) { return m.tflopPerUnit > 0 ? general(m.tflopPerUnit, 3) : QString(); }},
        {{"tensor_efficiency_percent", N}, [&](M m) { return efficiency(m, m.scale); }},
        {{"highest_measured_efficiency_percent", N},
            [&](M m) { return efficiency(m, m.peakPerTflops[size_t(ComputeKind::TensorCores)]); }},
        {{"compute_to_bandwidth_low", N},
            [&](M m) { return m.ratioLow > 0 ? fixed(m.ratioLow, 0) : QString(); }},
        {{"compute_to_bandwidth_high", N},
            [&](M m) { return m.ratioHigh > 0 ? fixed(m.ratioHigh, 0) : QString(); }},
    };
    OutputTable table;
    table.setColumns({{"workload"}, {"precision"}});
    for (const Field &f : fields)
        table.addColumn(f.column);
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            if (!precisionAppliesTo(p, w))
                continue; // a pair nobody can ask for (CNN training at INT4)
            const ModelParameters m = model.parameters(w, p);
            QStringList row {toCode(w), toCode(p)};
            for (const Field &f : fields)
                row.append(f.value(m));
            table.rows.append(row);
        }
    }
    return table;
}

} // namespace

int modelCommand(const QStringList &arguments, Context &ctx)
{
    QCommandLineParser parser;
    CommandSpec spec(parser);
    modelOptions(spec);
    if (const int rc = ctx.parse(parser, arguments, QStringLiteral("model"), QString()); rc >= 0)
        return rc;
    const bool markdown = parser.value(QStringLiteral("format")) == QLatin1String("markdown");
    const bool backtest = parser.isSet(QStringLiteral("backtest"));
    const bool scaling = parser.isSet(QStringLiteral("scaling"));
    if (markdown && !backtest)
        return ctx.usageError(Context::tr("--format markdown is for --backtest"));
    const auto format
        = markdown ? std::optional<OutputFormat>(OutputFormat::Table) : ctx.format(parser);
    if (!format)
        return UsageError;
    if (!ctx.openCatalog(parser))
        return Failure;
    if (scaling)
        return scalingOutput(ctx.ranker().scaling(), backtest, markdown, *format, ctx);
    if (parser.isSet(QStringLiteral("training")))
        return trainingOutput(ctx.ranker().trainingThroughput(), backtest, markdown, *format, ctx);
    if (backtest) {
        const Backtest bt = runBacktest(ctx.data().cards, ctx.data().benchmarks, 5);
        if (markdown) {
            ctx.out << backtestMarkdown(bt) << vendorMarkdown(ctx.ranker().model());
            ctx.out.flush();
            return Success;
        }
        OutputTable table;
        if (parser.isSet(QStringLiteral("backtest-cards"))) {
            table.setColumns({{"workload"}, {"precision"}, {"result_set"}, {"name"},
                {"architecture"}, {"measured", OutputColumn::Number},
                {"estimate_card_left_out", OutputColumn::Number},
                {"estimate_architecture_left_out", OutputColumn::Number}});
            for (const BacktestCard &c : bt.cards)
                table.rows.append(table.row({{"workload", toCode(c.workload)},
                    {"precision", toCode(c.precision)}, {"result_set", c.resultSet},
                    {"name", c.card.displayName()}, {"architecture", c.architecture},
                    {"measured", QString::number(c.measured, 'g', 6)},
                    {"estimate_card_left_out", num(c.leaveCardOut, 2)},
                    {"estimate_architecture_left_out", num(c.leaveArchitectureOut, 2)}}));
        } else {
            table.setColumns({{"workload"}, {"precision"}, {"result_set"}, {"method"}, {"hold_out"},
                {"cards", OutputColumn::Number}, {"spearman", OutputColumn::Number},
                {"median_abs_error_percent", OutputColumn::Number}});
            for (const BacktestSummary &m : bt.summaries)
                table.rows.append(
                    table.row({{"workload", toCode(m.workload)}, {"precision", toCode(m.precision)},
                        {"result_set", m.resultSet}, {"method", m.method}, {"hold_out", m.holdOut},
                        {"cards", QString::number(m.cards)},
                        {"spearman", QString::number(m.spearman, 'f', 3)},
                        {"median_abs_error_percent", percent(m.medianAbsError)}}));
        }
        ctx.out << table.render(*format);
        ctx.out.flush();
        return Success;
    }
    ctx.out << parametersTable(ctx.ranker().model()).render(*format);
    ctx.out.flush();
    return Success;
}

} // namespace gpu::cli
