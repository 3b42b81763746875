// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model of Ranking.h: specs -> estimated throughput, and its fit to measured
// results. See docs/ranking.md for the derivation and the fitted values.

#include "Ranking.h"

#include <QRegularExpression>

#include <cmath>

namespace gpu {

namespace {

QPair<int, int> keyOf(Workload w, Precision p)
{
    return {int(w), int(p)};
}

// The measured network each workload is calibrated on (the most widely published one in the
// catalog's sources: Lambda's PyTorch benchmarks and llama.cpp results).
QString primaryNetwork(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return QStringLiteral("ResNet-50");
    case Workload::Transformer:
        return QStringLiteral("BERT-Large");
    case Workload::Rnn:
        return QStringLiteral("GNMT");
    case Workload::LlmInference:
        return QStringLiteral("Llama");
    }
    return {};
}

QString unitOf(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return QStringLiteral("images/s");
    case Workload::Transformer:
        return QStringLiteral("sequences/s");
    case Workload::Rnn:
    case Workload::LlmInference:
        return QStringLiteral("tokens/s");
    }
    return {};
}

// Defaults before any fit. Intensities (FLOP per byte of DRAM traffic) are orders of magnitude
// typical of each kind of network: convolutions and large matrix products reuse every byte many
// times; recurrent steps are small matrix-vector products. The scales put the estimate in the
// benchmark's unit for a rate of 1 TFLOPS; the LLM "scale" is the fraction of peak bandwidth
// reached while streaming the weights once per token.
ModelParameters defaults(Workload w, Precision)
{
    ModelParameters p;
    p.network = primaryNetwork(w);
    p.unit = unitOf(w);
    switch (w) {
    case Workload::Cnn:
        p.intensityFlopPerByte = 80;
        p.scale = 20;
        break;
    case Workload::Transformer:
        p.intensityFlopPerByte = 60;
        p.scale = 2;
        break;
    case Workload::Rnn:
        p.intensityFlopPerByte = 10;
        p.scale = 3000;
        break;
    case Workload::LlmInference:
        p.intensityFlopPerByte = 1;
        p.scale = 0.5;
        break;
    }
    return p;
}

bool networkMatches(Workload w, const QString &network)
{
    if (w == Workload::LlmInference)
        return network.contains(QStringLiteral("llama"), Qt::CaseInsensitive)
            && llmParametersOf(network);
    return network == primaryNetwork(w);
}

std::optional<double> unscaledEstimate(
    const Card &card, Workload w, Precision p, double intensity, double llmBillions)
{
    const int gpus = std::max(1, card.gpusPerBoard);
    if (!card.memoryBandwidthGBps || !(*card.memoryBandwidthGBps > 0))
        return std::nullopt;
    const double bandwidthTBps = *card.memoryBandwidthGBps / gpus / 1000.0;
    if (w == Workload::LlmInference) {
        const double weightsGb = llmBillions * PerformanceModel::bytesPerParameter(p);
        if (!(weightsGb > 0) || card.memoryPerGpuGb() < weightsGb * 1.2)
            return std::nullopt; // does not fit: no estimate rather than a fantasy
        return bandwidthTBps * 1000.0 / weightsGb; // tokens/s at 100 % bandwidth
    }
    const auto compute = PerformanceModel::computeTflops(card, p);
    if (!compute || !(*compute > 0) || !(intensity > 0))
        return std::nullopt;
    return 1.0 / (1.0 / *compute + 1.0 / (intensity * bandwidthTBps));
}

} // namespace

std::optional<double> llmParametersOf(const QString &network)
{
    static const QRegularExpression re(
        QStringLiteral("(\\d+(?:\\.\\d+)?)B\\b"), QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(network);
    return m.hasMatch() ? std::optional<double>(m.captured(1).toDouble()) : std::nullopt;
}

QString toCode(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return QStringLiteral("cnn");
    case Workload::Transformer:
        return QStringLiteral("transformer");
    case Workload::Rnn:
        return QStringLiteral("rnn");
    case Workload::LlmInference:
        return QStringLiteral("llm-inference");
    }
    return {};
}

QString toCode(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return QStringLiteral("fp32");
    case Precision::Fp16:
        return QStringLiteral("fp16");
    case Precision::Bf16:
        return QStringLiteral("bf16");
    case Precision::Int8:
        return QStringLiteral("int8");
    case Precision::Int4:
        return QStringLiteral("int4");
    }
    return {};
}

QList<Workload> allWorkloads()
{
    return {Workload::Cnn, Workload::Transformer, Workload::Rnn, Workload::LlmInference};
}

QList<Precision> allPrecisions()
{
    return {Precision::Fp32, Precision::Fp16, Precision::Bf16, Precision::Int8, Precision::Int4};
}

std::optional<Workload> workloadFromCode(const QString &s)
{
    for (Workload w : allWorkloads())
        if (toCode(w) == s)
            return w;
    return std::nullopt;
}

std::optional<Precision> precisionFromCode(const QString &s)
{
    for (Precision p : allPrecisions())
        if (toCode(p) == s)
            return p;
    return std::nullopt;
}

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
    m_parameters.insert(keyOf(w, p), parameters);
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

std::optional<double> PerformanceModel::computeTflops(const Card &card, Precision p)
{
    const int gpus = std::max(1, card.gpusPerBoard);
    const bool tensor = card.tensorCores.value_or(0) > 0;
    std::optional<double> rate;
    switch (p) {
    case Precision::Fp32:
        // PyTorch runs convolutions in TF32 on tensor cores by default since Ampere
        // (torch.backends.cudnn.allow_tf32 = True), and the published "FP32" training results
        // of Ampere and later cards are TF32 runs; elsewhere FP32 is the CUDA-core rate.
        rate = card.tensorTf32Tflops ? card.tensorTf32Tflops : card.fp32Tflops;
        break;
    case Precision::Fp16:
        // Mixed precision: tensor cores where the card has them (compute capability >= 7.0);
        // otherwise the better of non-tensor FP16 and FP32 (consumer Pascal runs FP16 math at
        // 1:64, so frameworks keep the math in FP32 and only the storage is 16-bit).
        if (tensor && card.tensorFp16Tflops)
            rate = card.tensorFp16Tflops;
        else if (card.fp16Tflops || card.fp32Tflops)
            rate = std::max(card.fp16Tflops.value_or(0), card.fp32Tflops.value_or(0));
        break;
    case Precision::Bf16:
        rate = card.tensorBf16Tflops; // no BF16 before Ampere: unsupported, not "slow"
        break;
    case Precision::Int8:
        rate = card.tensorInt8Tops;
        break;
    case Precision::Int4:
        // Weight-only 4-bit formats dequantize to 16-bit for the math.
        rate = computeTflops(card, Precision::Fp16);
        if (rate)
            return rate; // already per GPU
        break;
    }
    if (!rate || !(*rate > 0))
        return std::nullopt;
    return *rate / gpus;
}

std::optional<double> PerformanceModel::estimate(
    const Card &card, Workload w, Precision p, double llmParametersBillions) const
{
    // Called once per card by the ranking: look the two numbers up without copying the
    // parameters (every pair is in the map, see the constructor).
    const auto it = m_parameters.constFind(keyOf(w, p));
    const ModelParameters fallback
        = it == m_parameters.constEnd() ? defaults(w, p) : ModelParameters();
    const ModelParameters &params = it == m_parameters.constEnd() ? fallback : *it;
    return estimate(params, card, w, p, llmParametersBillions);
}

std::optional<double> PerformanceModel::estimate(const ModelParameters &params, const Card &card,
    Workload w, Precision p, double llmParametersBillions)
{
    const auto raw
        = unscaledEstimate(card, w, p, params.intensityFlopPerByte, llmParametersBillions);
    if (!raw)
        return std::nullopt;
    const double v = *raw * params.scale;
    return std::isfinite(v) && v > 0 ? std::optional<double>(v) : std::nullopt;
}

PerformanceModel PerformanceModel::fit(
    const QList<Card> &cards, const QList<BenchmarkResult> &results)
{
    PerformanceModel model;
    QHash<QString, const Card *> byId;
    for (const Card &c : cards)
        byId.insert(c.key.toId(), &c);

    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            // Single-GPU measured rows of this workload's network at this precision.
            struct Sample
            {
                const Card *card;
                double value;
                double llmBillions;
            };
            QList<Sample> samples;
            for (const BenchmarkResult &r : results) {
                if (r.gpuCount != 1 || r.precision != toCode(p) || !networkMatches(w, r.network)
                    || !(r.value > 0))
                    continue;
                const Card *card = byId.value(r.card.toId());
                if (!card)
                    continue;
                samples.append({card, r.value, llmParametersOf(r.network).value_or(7)});
            }
            ModelParameters best = model.parameters(w, p);
            // The intensity only matters where compute and bandwidth compete; LLM token
            // generation is fitted on the bandwidth term alone.
            QList<double> intensities;
            if (w == Workload::LlmInference) {
                intensities = {best.intensityFlopPerByte};
            } else {
                for (double i = 1; i <= 2000; i *= 1.12)
                    intensities.append(i);
            }
            double bestError = std::numeric_limits<double>::infinity();
            int bestCount = 0;
            for (double intensity : intensities) {
                QList<double> logRatios;
                for (const Sample &s : samples) {
                    const auto e = unscaledEstimate(*s.card, w, p, intensity, s.llmBillions);
                    if (e && *e > 0)
                        logRatios.append(std::log(s.value / *e));
                }
                if (logRatios.size() < 3)
                    continue;
                double mean = 0;
                for (double l : logRatios)
                    mean += l;
                mean /= logRatios.size();
                double sq = 0;
                for (double l : logRatios)
                    sq += (l - mean) * (l - mean);
                const double rms = std::sqrt(sq / logRatios.size());
                if (rms < bestError - 1e-9) {
                    bestError = rms;
                    best.intensityFlopPerByte = intensity;
                    best.scale = std::exp(mean);
                    bestCount = int(logRatios.size());
                }
            }
            if (bestCount >= 3) {
                best.fittedOn = bestCount;
                best.rmsLogError = bestError;
                model.setParameters(w, p, best);
            }
        }
        // Precisions without measured data borrow the fp16 fit of the same workload (same
        // network, so the same unit); their compute rate still comes from their own column.
        const ModelParameters fp16 = model.parameters(w, Precision::Fp16);
        for (Precision p : allPrecisions()) {
            ModelParameters params = model.parameters(w, p);
            if (params.fittedOn == 0 && fp16.fittedOn > 0) {
                params.intensityFlopPerByte = fp16.intensityFlopPerByte;
                params.scale = fp16.scale;
                model.setParameters(w, p, params);
            }
        }
    }
    return model;
}

} // namespace gpu
