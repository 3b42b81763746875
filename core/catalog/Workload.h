// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The vocabulary of a ranking request: the workloads and precisions, their stable codes (command
// line, settings, catalog rows) and their translated names. The lowest level of the ranking: it
// includes nothing of the performance model or the ranking (docs/architecture.md, "Levels").

#include <QList>
#include <QString>

#include <optional>

namespace gpu {

enum class Workload
{
    Cnn,
    Transformer,
    Rnn,
    LlmInference
};
enum class Precision
{
    Fp32,
    Fp16,
    Bf16,
    Int8,
    Int4
};

QString toCode(Workload w); ///< "cnn", "transformer", "rnn", "llm-inference"
QString toCode(Precision p); ///< "fp32", "fp16", "bf16", "int8", "int4"
std::optional<Workload> workloadFromCode(const QString &s);
std::optional<Precision> precisionFromCode(const QString &s);
QList<Workload> allWorkloads();
QList<Precision> allPrecisions();
/// Whether `precision` applies to `workload`: 8- and 4-bit integers (INT8, INT4) are a way to run
/// a trained model, not to train one, so they apply to LLM inference only (the other workloads
/// are training); FP32, FP16 and BF16 apply to every workload. The window's ranking bar, the
/// command line (`rank`, `compare`, `model`) and the report all ask this.
bool precisionAppliesTo(Precision precision, Workload workload);
/// Translated, human names ("Convolutional networks (CNN) training" / "卷积网络（CNN）训练").
QString workloadName(Workload w);
QString precisionName(Precision p);
/// Size in billions of parameters of an LLM named like "Llama-2-7B" or "LLaMA-13B", if it says.
std::optional<double> llmParametersOf(const QString &network);

/// Layers of the LLM the decode term's fixed time per token is stated for: 32 (Llama 2 7B,
/// Llama 3 8B). The engine launches the same kernels for every layer at every token, so that
/// time grows with the layers (docs/memory.md, "Token generation").
inline constexpr int kReferenceLlmLayers = 32;
/// Layers (transformer blocks) of the LLM a measured row names ("Llama-2-70B": 80), from each
/// model's published configuration (num_hidden_layers in its config.json on Hugging Face);
/// nullopt for a name the table lacks.
std::optional<int> llmLayersOf(const QString &network);
/// Layers of a dense model of `billions` parameters whose count is not known: 32 · (P / 7)^0.27,
/// the trend of the dense LLMs in the catalog's models.csv (37 models; median error 13 %),
/// through the 32 layers of the 7–8B Llamas. At least 1.
double llmLayersForParameters(double billions);
/// `layers`, or llmLayersForParameters(billions) where it is 0 or less.
double llmLayersOr(int layers, double billions);

} // namespace gpu
