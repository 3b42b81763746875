// SPDX-License-Identifier: GPL-3.0-or-later
// The workloads and precisions (Workload.h): codes and names. The names keep the "Ranking"
// translation context they were written in.

#include "Workload.h"

#include <QPair>

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QRegularExpression>

namespace gpu {

std::optional<double> llmParametersOf(const QString &network)
{
    static const QRegularExpression re(
        QStringLiteral("(\\d+(?:\\.\\d+)?)B\\b"), QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(network);
    return m.hasMatch() ? std::optional<double>(m.captured(1).toDouble()) : std::nullopt;
}

std::optional<int> llmLayersOf(const QString &network)
{
    // num_hidden_layers of each model's config.json (Hugging Face model cards of Meta, Mistral
    // AI, Qwen, DeepSeek and OpenAI); LLaMA-7B/13B as in Meta's LLaMA paper (Touvron et al.
    // 2023, table 2). The names are those of the measured rows (benchmarks.csv).
    struct Known
    {
        const char *pattern;
        int layers;
    };
    static const Known known[] = {
        {"^(code)?llama-?[23]?(\\.[0-9])?-?(7|8)b", 32},
        {"^llama-?2?-?13b", 40},
        {"^llama-?[23](\\.[0-9])?-?70b", 80},
        {"^llama-?3\\.1-?405b", 126},
        {"^llama-?3\\.2-?3b", 28},
        {"^llama-?3\\.2-?1b", 16},
        {"^mistral-?7b", 32},
        {"^mistral-nemo-?12b", 40},
        {"^qwen2\\.5-?14b", 48},
        {"^deepseek-r1-?14b", 48}, // DeepSeek-R1-Distill-Qwen-14B: Qwen2.5 14B's 48
        {"^deepseek-r1-?671b", 61},
        {"^gpt-oss-?20b", 24},
        {"^gpt-oss-?120b", 36},
    };
    static const QList<QPair<QRegularExpression, int>> table = [] {
        QList<QPair<QRegularExpression, int>> t;
        for (const Known &k : known)
            t.append({QRegularExpression(
                          QLatin1String(k.pattern), QRegularExpression::CaseInsensitiveOption),
                k.layers});
        return t;
    }();
    for (const auto &[re, layers] : table)
        if (re.match(network).hasMatch())
            return layers;
    return std::nullopt;
}

double llmLayersForParameters(double billions)
{
    if (!(billions > 0))
        return kReferenceLlmLayers;
    return std::max(1.0, kReferenceLlmLayers * std::pow(billions / 7.0, 0.27));
}

double llmLayersOr(int layers, double billions)
{
    return layers > 0 ? double(layers) : llmLayersForParameters(billions);
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

bool precisionAppliesTo(Precision precision, Workload workload)
{
    const bool integer = precision == Precision::Int8 || precision == Precision::Int4;
    return !integer || workload == Workload::LlmInference;
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

QString workloadName(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return QCoreApplication::translate("Ranking", "Convolutional network training (CNN)");
    case Workload::Transformer:
        return QCoreApplication::translate("Ranking", "Transformer training");
    case Workload::Rnn:
        return QCoreApplication::translate("Ranking", "Recurrent network training (RNN)");
    case Workload::LlmInference:
        return QCoreApplication::translate("Ranking", "LLM inference (token generation)");
    }
    return {};
}

QString precisionName(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return QCoreApplication::translate("Ranking", "FP32");
    case Precision::Fp16:
        return QCoreApplication::translate("Ranking", "FP16 (mixed precision)");
    case Precision::Bf16:
        return QCoreApplication::translate("Ranking", "BF16");
    case Precision::Int8:
        return QCoreApplication::translate("Ranking", "INT8");
    case Precision::Int4:
        return QCoreApplication::translate("Ranking", "INT4 (4-bit weights)");
    }
    return {};
}

} // namespace gpu
