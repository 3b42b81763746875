// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalog of neural-network models people run (resources/catalog/models.csv): their size
// and the architecture figures the memory model needs. Every row carries the source of its
// figures (the model's published configuration or paper) and the date it was read.
//
// Units: parameters in billions (1e9); sizes (hidden, heads, head dimension …) are counts; a
// context is in tokens. Unknown figures are 0 and the memory model says what it assumed.

#include "Card.h" // Origin

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpu {

enum class ModelKind
{
    Llm,
    ImageGeneration,
    Vision,
    Speech,
    TextEncoder
};

/// How a model's attention caches keys and values.
enum class AttentionKind
{
    Full, ///< every layer caches every token: 2 × KV heads × head dimension per layer and token
    Sliding, ///< every layer caches at most `window` tokens (Mistral 7B v0.1)
    Hybrid, ///< `localLayers` layers cache at most `window` tokens, the others every token (Gemma
            ///< 2/3)
    Latent ///< multi-head latent attention: `latentDim` values per layer and token (DeepSeek V2/V3)
};

struct ModelSpec
{
    QString name; ///< as people write it: "Llama 3.1 8B", "Qwen3 30B-A3B"
    QString family; ///< "Llama 3.1", "Qwen3" …
    ModelKind kind = ModelKind::Llm;
    double paramsTotalB = 0; ///< every parameter, all experts of an MoE model
    double paramsActiveB = 0; ///< used per token (MoE); equals paramsTotalB for dense models
    int layers = 0;
    int hiddenSize = 0;
    int intermediateSize = 0; ///< MLP width (per expert for MoE); 0 = unknown
    int attentionHeads = 0;
    int kvHeads = 0; ///< fewer than attentionHeads with grouped-query attention
    int headDim = 0;
    int vocabSize = 0;
    int maxContext = 0; ///< tokens
    AttentionKind attention = AttentionKind::Full;
    int window = 0; ///< sliding-window size, tokens
    int localLayers = 0; ///< layers with a sliding window (Hybrid)
    int latentDim = 0; ///< cached values per layer and token (Latent)
    QString sourceUrl;
    QString sourceDate;
    QString notes;
    /// Set when the shape was borrowed from another model (a bare parameter count).
    QString shapeFrom;
    /// Shipped in models.csv, or the user's own (imported; kept across upgrades). A user's
    /// model of the same name as a built-in one replaces it.
    Origin origin = Origin::BuiltIn;
    RowStamp stamp; ///< who added or changed it (a user's model), and its version

    /// True when the figures for the KV cache and activations are known.
    bool hasArchitecture() const { return layers > 0 && hiddenSize > 0 && attentionHeads > 0; }
    bool isMixtureOfExperts() const { return paramsActiveB > 0 && paramsActiveB < paramsTotalB; }
    double activeParamsB() const { return paramsActiveB > 0 ? paramsActiveB : paramsTotalB; }
    int effectiveKvHeads() const { return kvHeads > 0 ? kvHeads : attentionHeads; }
    int effectiveHeadDim() const
    {
        return headDim > 0 ? headDim : (attentionHeads > 0 ? hiddenSize / attentionHeads : 0);
    }
};

QString toCode(ModelKind k); ///< "llm", "image-generation", "vision", "speech", "text-encoder"
std::optional<ModelKind> modelKindFromCode(const QString &code);
QString toCode(AttentionKind k); ///< "full", "sliding", "hybrid", "latent"
std::optional<AttentionKind> attentionKindFromCode(const QString &code);
/// Translated names for people ("LLM", "image generation" / "图像生成"; "full", "sliding
/// window" / "滑动窗口" …); the codes above are for files and scripts.
QString modelKindName(ModelKind k);
QString attentionKindName(AttentionKind k);

/// The columns of models.csv, in order (the import and export format of kind `models`, which
/// adds `origin` when it exports).
const QStringList &modelCatalogColumns();

/// The problems of one model row that no single field shows (more active than total
/// parameters, a sliding window without its size …): "" when none, else a translated sentence,
/// with `field` set to the column at fault. Fills paramsActiveB from paramsTotalB for a dense
/// model.
QString checkModel(ModelSpec &model, QString *field);

struct ModelMatch
{
    int index = -1; ///< into the list, or -1
    QList<int> candidates; ///< when ambiguous or not found: the closest names
};

/// Finds a model by name, ignoring case, spaces, '-', '_' and '.' ("llama3.1-8b" = "Llama 3.1
/// 8B"); an exact match wins, then a unique whole-token prefix match.
ModelMatch findModel(const QList<ModelSpec> &models, const QString &name);

/// `model` with the architecture it lacks (hidden size, heads, layers …) borrowed from the
/// catalog's dense LLM nearest in size, as modelFromParameterCount() shapes one, keeping every
/// figure the model has; `shapeFrom` names the model that lent its shape, so the memory model
/// says so. Unchanged when the model has its architecture or is not a language model.
ModelSpec withAssumedShape(const ModelSpec &model, const QList<ModelSpec> &catalog);

/// A model's name as findModel() compares names (NFKC, case, punctuation and "llama3" vs
/// "llama 3" folded): two models with the same key are the same model.
QString modelNameKey(const QString &name);

/// A model known only by its parameter count: a dense decoder shaped like the catalog's dense
/// LLM (Llama, Qwen) nearest in size, scaled to `billions`, with `shapeFrom` naming it.
ModelSpec modelFromParameterCount(double billions, const QList<ModelSpec> &catalog);

} // namespace gpu
