// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model (PerformanceModel.h): a card's specs -> its estimated throughput, what an
// estimate rests on and its range. Its fit is PerformanceModelFit.cpp, its backtest
// ModelBacktest.cpp; docs/ranking.md has the derivation and the fitted values.

#include "PerformanceModel_p.h"

#include <QDataStream>
#include <QIODevice>

namespace gpu {

QByteArray fingerprintOf(const ModelParameters &m)
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s << m.intensityFlopPerByte << m.scale << m.network << m.unit << m.fittedOn << m.rmsLogError
      << m.cudaCoreFactor << m.l2Exponent << m.overheadMs << m.clockExponent << m.batchMemoryGb
      << m.memoryReserveGb << m.resultSet << m.calibratedLow << m.calibratedHigh
      << m.extrapolatedLow << m.extrapolatedHigh << m.unverifiedLow << m.unverifiedHigh
      << int(m.workload) << int(m.precision) << m.tflopPerUnit << m.peakPerTflops[0]
      << m.peakPerTflops[1] << m.ratioLow << m.ratioHigh << m.measuredVendors
      << m.measuredArchitectures;
    for (auto it = m.vendorEfficiency.cbegin(); it != m.vendorEfficiency.cend(); ++it)
        s << it.key() << it->factor << it->low << it->high << it->rows << it->sets;
    return out;
}

using namespace detail;

PerformanceModel::PerformanceModel()
{
    for (Workload w : allWorkloads())
        for (Precision p : allPrecisions())
            m_parameters.insert(keyOf(w, p), defaults(w, p));
}

ModelParameters PerformanceModel::parameters(Workload w, Precision p) const
{
    return m_parameters.value(keyOf(w, p), defaults(w, p));
}

void PerformanceModel::setParameters(Workload w, Precision p, const ModelParameters &parameters)
{
    ModelParameters &stored = m_parameters[keyOf(w, p)];
    stored = parameters;
    stored.workload = w;
    stored.precision = p;
}

std::optional<double> PerformanceModel::decodeTokensPerSecond(
    const ModelParameters &params, const Card &card, double bytesPerStepGb, double layers)
{
    if (!(params.overheadMs > 0) || !(bytesPerStepGb > 0) || !card.memoryBandwidthGBps
        || !(*card.memoryBandwidthGBps > 0))
        return std::nullopt;
    // The LLM term of rawOf(), with the bytes the caller counts in place of the weights alone.
    Inputs in;
    in.bandwidthTBps = *card.memoryBandwidthGBps / std::max(1, card.gpusPerBoard) / 1000.0;
    in.weightsGb = bytesPerStepGb;
    in.layerFactor = (layers > 0 ? layers : kReferenceLlmLayers) / double(kReferenceLlmLayers);
    if (const auto mhz = clockMhz(card))
        in.lnClockFactor = std::log(kReferenceClockMhz / *mhz);
    const auto raw = rawOf(in, Workload::LlmInference, params);
    return raw ? std::optional<double>(*raw * params.scale * params.efficiencyOf(card.key.vendor))
               : std::nullopt;
}

std::optional<double> PerformanceModel::clockMhz(const Card &card)
{
    if (card.boostClockMhz && *card.boostClockMhz > 0)
        return card.boostClockMhz;
    // NVIDIA's FP32 rate is 2 FLOP per CUDA core per clock (FMA), so the datasheets' FP32 TFLOPS
    // and core count give the boost clock (H200: 66.9 TFLOPS / (2 × 16,896) = 1,980 MHz). Not so
    // for RDNA 3, whose FP32 figure counts dual issue: other vendors need a published clock.
    if (card.key.vendor == QLatin1String("NVIDIA") && card.fp32Tflops && card.cudaCores
        && *card.fp32Tflops > 0 && *card.cudaCores > 0)
        return *card.fp32Tflops * 1e6 / (2.0 * *card.cudaCores);
    return std::nullopt;
}

double PerformanceModel::bytesPerParameter(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return 4;
    case Precision::Fp16:
    case Precision::Bf16:
        return 2;
    case Precision::Int8:
        return 1;
    case Precision::Int4:
        // llama.cpp's Q4_0 stores 32 weights in 18 bytes (4-bit values plus an FP16 scale):
        // 4.5 bits per weight, so a "4-bit" 13B model is 7.3 GB, not 6.5 GB.
        return 0.5625;
    }
    return 2;
}

QString PerformanceModel::resultSetOf(const BenchmarkResult &r)
{
    // The first source address, without the commit: a repository ("lambdal/deeplearning-
    // benchmark") or a site; the framework's release family ("NGC pytorch:22", from
    // "NGC pytorch:22.09-py3"); and the network. Lambda reran its tables with new containers
    // over the years (2020: pytorch:20.01/20.10, 2022–2023: 22.09, 2024: 24.03).
    QString url = r.sourceUrl.section(QStringLiteral(" ; "), 0, 0).trimmed();
    static const QRegularExpression github(QStringLiteral("^https?://github\\.com/([^/]+/[^/]+)"));
    static const QRegularExpression host(QStringLiteral("^https?://([^/]+)"));
    QString origin;
    if (const auto m = github.match(url); m.hasMatch())
        origin = m.captured(1);
    else if (const auto h = host.match(url); h.hasMatch())
        origin = h.captured(1);
    else
        origin = url;
    static const QRegularExpression family(QStringLiteral("^(.*:\\d{2})\\.\\d{2}"));
    QString framework = r.frameworkVersion.trimmed();
    if (const auto m = family.match(framework); m.hasMatch())
        framework = m.captured(1);
    QStringList parts {origin};
    if (!framework.isEmpty())
        parts << framework;
    parts << r.network;
    return parts.join(QStringLiteral(" · "));
}

std::optional<double> PerformanceModel::estimate(
    const Card &card, Workload w, Precision p, double llmParametersBillions, int llmLayers) const
{
    // Called once per card by the ranking: look the parameters up without copying them (every
    // pair is in the map, see the constructor).
    const auto it = m_parameters.constFind(keyOf(w, p));
    const ModelParameters fallback
        = it == m_parameters.constEnd() ? defaults(w, p) : ModelParameters();
    const ModelParameters &params = it == m_parameters.constEnd() ? fallback : *it;
    return estimate(params, card, w, p, llmParametersBillions, nullptr, llmLayers);
}

std::optional<double> PerformanceModel::estimate(const ModelParameters &params, const Card &card,
    Workload w, Precision p, double llmParametersBillions, bool *capped, int llmLayers)
{
    if (capped)
        *capped = false;
    const auto in = inputsOf(card, w, p, llmParametersBillions, false,
        llmLayers > 0 ? std::optional<int>(llmLayers) : std::nullopt);
    if (!in)
        return std::nullopt;
    const auto raw = rawOf(*in, w, params);
    if (!raw)
        return std::nullopt;
    double v = *raw * params.scale * params.efficiencyOf(card.key.vendor);
    // No card does more of the work per TFLOPS than the best measured card of its kind did.
    if (const auto cap = computeCap(params, card, w, p); cap && v > *cap) {
        v = *cap;
        if (capped)
            *capped = true;
    }
    return std::isfinite(v) && v > 0 ? std::optional<double>(v) : std::nullopt;
}

std::optional<double> PerformanceModel::tflopPerUnit(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        // ResNet-50 at 224 x 224: 4.1 G multiply-adds per forward pass (He et al., "Deep
        // Residual Learning for Image Recognition", 2016, table 1: 3.8e9 FLOPs counted as
        // multiply-adds for the original; 4.1e9 for torchvision's, whose stride sits in the 3 x 3
        // convolution, the variant NVIDIA's DeepLearningExamples train), so 8.2 GFLOP forward and
        // 3 x that for a training step (forward, and backward for activations and weights):
        // 24.5 GFLOP per image.
        return 0.0245;
    case Workload::Transformer:
        // BERT-Large (24 layers, d = 1024) on SQuAD at 384 tokens (Lambda's runs of NVIDIA's
        // DeepLearningExamples): per token forward 2 N + 2 n_layer n_ctx d FLOP with N = 12
        // n_layer d^2 = 302 M non-embedding parameters (Kaplan et al., "Scaling Laws for Neural
        // Language Models", 2020, table 1): 623 MFLOP; x 384 tokens x 3 for training: 0.72 TFLOP
        // per sequence.
        return 0.72;
    case Workload::Rnn:
    case Workload::LlmInference:
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<double> PerformanceModel::computeCap(
    const ModelParameters &params, const Card &card, Workload w, Precision p)
{
    if (w == Workload::LlmInference || !tflopPerUnit(w))
        return std::nullopt;
    const double peak = params.peakPerTflops[size_t(computeKindOf(card, p))];
    const auto c = computeTflops(card, p);
    if (!(peak > 0) || !c)
        return std::nullopt;
    return peak * *c * params.efficiencyOf(card.key.vendor);
}

double PerformanceModel::batchFactor(const ModelParameters &params, double memoryGb)
{
    return gpu::batchFactor(memoryGb, params.batchMemoryGb, params.memoryReserveGb);
}

EstimateBasis PerformanceModel::basisOf(const ModelParameters &params, const Card &card)
{
    // Called once per card by the ranking: compare "vendor architecture" without building it.
    if (params.vendorEfficiency.contains(card.key.vendor))
        return EstimateBasis::Calibrated; // its vendor's measured results set its efficiency
    if (!params.measuredVendors.contains(card.key.vendor))
        return EstimateBasis::Unverified;
    const qsizetype vendor = card.key.vendor.size();
    bool measuredArchitecture = false;
    for (const QString &a : params.measuredArchitectures)
        if (a.size() == vendor + 1 + card.architecture.size() && a.startsWith(card.key.vendor)
            && a.at(vendor) == QLatin1Char(' ') && a.endsWith(card.architecture))
            measuredArchitecture = true;
    if (!measuredArchitecture)
        return EstimateBasis::Extrapolated;
    // A balance of arithmetic and bandwidth no measured card had: the fit says nothing of it.
    if (params.workload != Workload::LlmInference && params.ratioHigh > 0
        && runsOnTensorCores(card, params.precision)) {
        const auto c = computeTflops(card, params.precision);
        const int gpus = std::max(1, card.gpusPerBoard);
        if (c && card.memoryBandwidthGBps && *card.memoryBandwidthGBps > 0) {
            const double ratio = *c / (*card.memoryBandwidthGBps / gpus / 1000.0);
            if (ratio < params.ratioLow * 0.999 || ratio > params.ratioHigh * 1.001)
                return EstimateBasis::Extrapolated;
        }
    }
    return EstimateBasis::Calibrated;
}

QPair<double, double> PerformanceModel::rangeOf(const ModelParameters &params, EstimateBasis basis)
{
    switch (basis) {
    case EstimateBasis::Measured:
        return {1.0, 1.0};
    case EstimateBasis::Calibrated:
        return {params.calibratedLow, params.calibratedHigh};
    case EstimateBasis::Extrapolated:
        return {params.extrapolatedLow, params.extrapolatedHigh};
    case EstimateBasis::Unverified:
        return {params.unverifiedLow, params.unverifiedHigh};
    }
    return {1.0, 1.0};
}

QPair<double, double> PerformanceModel::rangeOf(
    const ModelParameters &params, EstimateBasis basis, const QString &vendor)
{
    const auto it = params.vendorEfficiency.constFind(vendor);
    if (basis == EstimateBasis::Calibrated && it != params.vendorEfficiency.constEnd())
        return {it->low, it->high};
    return rangeOf(params, basis);
}

QString toCode(EstimateBasis b)
{
    switch (b) {
    case EstimateBasis::Measured:
        return QStringLiteral("measured");
    case EstimateBasis::Calibrated:
        return QStringLiteral("calibrated");
    case EstimateBasis::Extrapolated:
        return QStringLiteral("extrapolated");
    case EstimateBasis::Unverified:
        return QStringLiteral("unverified");
    }
    return {};
}

} // namespace gpu
