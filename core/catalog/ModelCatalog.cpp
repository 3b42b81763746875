// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelCatalog.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace gpu {

namespace {

struct KindName
{
    ModelKind kind;
    const char *code;
};
constexpr KindName kKinds[] = {{ModelKind::Llm, "llm"},
    {ModelKind::ImageGeneration, "image-generation"}, {ModelKind::Vision, "vision"},
    {ModelKind::Speech, "speech"}, {ModelKind::TextEncoder, "text-encoder"}};

struct AttentionName
{
    AttentionKind kind;
    const char *code;
};
constexpr AttentionName kAttention[]
    = {{AttentionKind::Full, "full"}, {AttentionKind::Sliding, "sliding"},
        {AttentionKind::Hybrid, "hybrid"}, {AttentionKind::Latent, "latent"}};

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions under the namespace's context.
    return QCoreApplication::translate("gpu", text);
}

// Folds a name for comparison: NFKC, lower case, and only letters and digits kept, with a
// space between tokens ("Llama-3.1 8B" -> "llama 3 1 8b").
QStringList tokens(const QString &name)
{
    const QString folded = name.normalized(QString::NormalizationForm_KC).toLower();
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}]+"));
    QStringList parts = folded.split(separators, Qt::SkipEmptyParts);
    // "3b" and "8x7b" stay tokens; "llama3" splits into "llama" "3" so "Llama3 8B" matches.
    QStringList out;
    static const QRegularExpression letterDigit(QStringLiteral("^(\\p{L}+)(\\d.*)$"));
    for (const QString &p : parts) {
        const auto m = letterDigit.match(p);
        if (m.hasMatch() && m.captured(1).size() > 1) {
            out << m.captured(1) << m.captured(2);
        } else {
            out << p;
        }
    }
    return out;
}

} // namespace

QString toCode(ModelKind k)
{
    for (const auto &n : kKinds)
        if (n.kind == k)
            return QString::fromLatin1(n.code);
    return {};
}

std::optional<ModelKind> modelKindFromCode(const QString &code)
{
    const QString c = code.trimmed().toLower();
    for (const auto &n : kKinds)
        if (c == QLatin1String(n.code))
            return n.kind;
    return std::nullopt;
}

QString toCode(AttentionKind k)
{
    for (const auto &n : kAttention)
        if (n.kind == k)
            return QString::fromLatin1(n.code);
    return {};
}

QString modelKindName(ModelKind k)
{
    switch (k) {
    case ModelKind::Llm:
        return tr("LLM");
    case ModelKind::ImageGeneration:
        return tr("image generation");
    case ModelKind::Vision:
        return tr("vision");
    case ModelKind::Speech:
        return tr("speech");
    case ModelKind::TextEncoder:
        return tr("text encoder");
    }
    return {};
}

QString attentionKindName(AttentionKind k)
{
    switch (k) {
    case AttentionKind::Full:
        return tr("full");
    case AttentionKind::Sliding:
        return tr("sliding window");
    case AttentionKind::Hybrid:
        return tr("hybrid (sliding and full)");
    case AttentionKind::Latent:
        return tr("latent (MLA)");
    }
    return {};
}

std::optional<AttentionKind> attentionKindFromCode(const QString &code)
{
    const QString c = code.trimmed().toLower();
    if (c.isEmpty())
        return AttentionKind::Full;
    for (const auto &n : kAttention)
        if (c == QLatin1String(n.code))
            return n.kind;
    return std::nullopt;
}

const QStringList &modelCatalogColumns()
{
    static const QStringList columns = {QStringLiteral("name"), QStringLiteral("family"),
        QStringLiteral("kind"), QStringLiteral("params_total_b"), QStringLiteral("params_active_b"),
        QStringLiteral("layers"), QStringLiteral("hidden_size"),
        QStringLiteral("intermediate_size"), QStringLiteral("attention_heads"),
        QStringLiteral("kv_heads"), QStringLiteral("head_dim"), QStringLiteral("vocab_size"),
        QStringLiteral("max_context"), QStringLiteral("attention"), QStringLiteral("window"),
        QStringLiteral("local_layers"), QStringLiteral("latent_dim"), QStringLiteral("source_url"),
        QStringLiteral("source_date"), QStringLiteral("notes")};
    return columns;
}

QString checkModel(ModelSpec &m, QString *field)
{
    const auto fail = [field](const char *column, const QString &what) {
        if (field)
            *field = QLatin1String(column);
        return what;
    };
    if (m.paramsActiveB > m.paramsTotalB)
        return fail("params_active_b", tr("more active than total parameters"));
    if (m.paramsActiveB <= 0)
        m.paramsActiveB = m.paramsTotalB;
    if ((m.attention == AttentionKind::Sliding || m.attention == AttentionKind::Hybrid)
        && m.window <= 0)
        return fail("window", tr("a sliding-window model needs its window size"));
    if (m.attention == AttentionKind::Latent && m.latentDim <= 0)
        return fail("latent_dim", tr("latent attention needs the cached dimension"));
    if (m.localLayers > m.layers)
        return fail("local_layers", tr("more sliding-window layers than layers"));
    return {};
}

ModelMatch findModel(const QList<ModelSpec> &models, const QString &name)
{
    ModelMatch match;
    const QStringList wanted = tokens(name);
    if (wanted.isEmpty())
        return match;
    QList<int> prefix;
    for (int i = 0; i < models.size(); ++i) {
        const QStringList have = tokens(models[i].name);
        if (have == wanted) {
            match.index = i;
            return match;
        }
        // Every typed token is a whole token of the name, in order ("qwen3 30b" in
        // "Qwen3 30B-A3B"); never a part of one ("8" is not "8b").
        int at = 0;
        bool all = true;
        for (const QString &t : wanted) {
            at = have.indexOf(t, at);
            if (at < 0) {
                all = false;
                break;
            }
            ++at;
        }
        if (all)
            prefix.append(i);
    }
    if (prefix.size() == 1) {
        match.index = prefix.first();
        return match;
    }
    if (!prefix.isEmpty()) {
        match.candidates = prefix;
        return match;
    }
    // Nothing: the names sharing the most tokens.
    int best = 0;
    for (int i = 0; i < models.size(); ++i) {
        const QStringList have = tokens(models[i].name);
        int shared = 0;
        for (const QString &t : wanted)
            shared += have.contains(t) ? 1 : 0;
        if (shared > best) {
            best = shared;
            match.candidates = {i};
        } else if (shared == best && shared > 0) {
            match.candidates.append(i);
        }
    }
    if (match.candidates.size() > 8)
        match.candidates = match.candidates.mid(0, 8);
    return match;
}

ModelSpec withAssumedShape(const ModelSpec &model, const QList<ModelSpec> &catalog)
{
    if (model.hasArchitecture() || model.kind != ModelKind::Llm || !(model.paramsTotalB > 0))
        return model;
    const ModelSpec lent = modelFromParameterCount(model.paramsTotalB, catalog);
    if (lent.shapeFrom.isEmpty())
        return model;
    ModelSpec m = model;
    const auto take = [](int &mine, int theirs) {
        if (mine <= 0)
            mine = theirs;
    };
    take(m.layers, lent.layers);
    take(m.hiddenSize, lent.hiddenSize);
    take(m.intermediateSize, lent.intermediateSize);
    take(m.attentionHeads, lent.attentionHeads);
    take(m.kvHeads, lent.kvHeads);
    take(m.headDim, lent.headDim);
    take(m.vocabSize, lent.vocabSize);
    take(m.maxContext, lent.maxContext);
    m.shapeFrom = lent.shapeFrom;
    return m;
}

QString modelNameKey(const QString &name)
{
    return tokens(name).join(QLatin1Char(' '));
}

ModelSpec modelFromParameterCount(double billions, const QList<ModelSpec> &catalog)
{
    ModelSpec m;
    m.name = tr("%1B-parameter model").arg(billions, 0, 'g', 4);
    m.kind = ModelKind::Llm;
    m.paramsTotalB = billions;
    m.paramsActiveB = billions;
    // Borrow the shape of the nearest dense, full-attention LLM of the catalog (in log size):
    // layer count, heads and the KV heads of grouped-query attention change slowly with size,
    // so the KV cache per token of a same-sized model is a fair guess. Said in `shapeFrom`.
    const ModelSpec *nearest = nullptr;
    double bestDistance = 0;
    for (const ModelSpec &c : catalog) {
        if (c.kind != ModelKind::Llm || c.isMixtureOfExperts() || !c.hasArchitecture()
            || c.attention != AttentionKind::Full)
            continue;
        const double d = std::abs(std::log(c.paramsTotalB / billions));
        if (!nearest || d < bestDistance) {
            nearest = &c;
            bestDistance = d;
        }
    }
    if (nearest) {
        m.layers = nearest->layers;
        m.hiddenSize = nearest->hiddenSize;
        m.intermediateSize = nearest->intermediateSize;
        m.attentionHeads = nearest->attentionHeads;
        m.kvHeads = nearest->kvHeads;
        m.headDim = nearest->headDim;
        m.vocabSize = nearest->vocabSize;
        m.maxContext = nearest->maxContext;
        m.shapeFrom = nearest->name;
    }
    return m;
}

} // namespace gpu
