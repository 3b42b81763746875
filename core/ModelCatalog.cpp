// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelCatalog.h"

#include "CsvReader.h"

#include <QCoreApplication>
#include <QFile>
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

ModelCatalogLoad parseModelCatalog(const QString &csvText, const QString &fileName)
{
    ModelCatalogLoad result;
    const CsvParseResult csv = parseCsv(csvText);
    if (!csv.error.isEmpty()) {
        result.problems
            << QStringLiteral("%1:%2: %3").arg(fileName).arg(csv.errorLine).arg(csv.error);
        return result;
    }
    if (csv.records.isEmpty()) {
        result.problems << QStringLiteral("%1: %2").arg(fileName, tr("the file is empty"));
        return result;
    }
    QHash<QString, int> column;
    const QStringList header = csv.records.first().fields;
    for (int i = 0; i < header.size(); ++i)
        column.insert(header[i].trimmed().toLower(), i);
    for (const char *required : {"name", "params_total_b"}) {
        if (!column.contains(QLatin1String(required))) {
            result.problems
                << QStringLiteral("%1:%2: %3")
                       .arg(fileName)
                       .arg(csv.records.first().line)
                       .arg(tr("the header has no column \"%1\"").arg(QLatin1String(required)));
            return result;
        }
    }
    for (int r = 1; r < csv.records.size(); ++r) {
        const CsvRecord &rec = csv.records[r];
        auto field = [&](const char *name) {
            const int i = column.value(QLatin1String(name), -1);
            return i >= 0 && i < rec.fields.size() ? rec.fields[i].trimmed() : QString();
        };
        bool allEmpty = true;
        for (const QString &f : rec.fields)
            allEmpty = allEmpty && f.trimmed().isEmpty();
        if (allEmpty)
            continue; // a spreadsheet's trailing ",,," row
        QStringList rowProblems;
        auto problem = [&](const char *name, const QString &what) {
            rowProblems << QStringLiteral("%1:%2: %3")
                               .arg(fileName)
                               .arg(rec.line)
                               .arg(tr("field %1: %2").arg(QLatin1String(name), what));
        };
        auto number = [&](const char *name, bool required) -> double {
            const QString text = field(name);
            if (text.isEmpty()) {
                if (required)
                    problem(name, tr("a number is required"));
                return 0;
            }
            bool ok = false;
            const double v = text.toDouble(&ok);
            if (!ok || !std::isfinite(v) || v < 0) {
                problem(name, tr("\"%1\" is not a number of 0 or more").arg(text));
                return 0;
            }
            return v;
        };
        auto count = [&](const char *name) { return int(std::lround(number(name, false))); };

        ModelSpec m;
        m.name = field("name");
        if (m.name.isEmpty())
            problem("name", tr("a name is required"));
        m.family = field("family");
        if (const QString k = field("kind"); !k.isEmpty()) {
            if (const auto kind = modelKindFromCode(k))
                m.kind = *kind;
            else
                problem("kind",
                    tr("\"%1\" is not one of llm, image-generation, vision, speech, text-encoder")
                        .arg(k));
        }
        m.paramsTotalB = number("params_total_b", true);
        if (m.paramsTotalB <= 0 && rowProblems.isEmpty())
            problem("params_total_b", tr("the parameter count must be more than 0"));
        m.paramsActiveB = number("params_active_b", false);
        if (m.paramsActiveB > m.paramsTotalB)
            problem("params_active_b", tr("more active than total parameters"));
        if (m.paramsActiveB <= 0)
            m.paramsActiveB = m.paramsTotalB;
        m.layers = count("layers");
        m.hiddenSize = count("hidden_size");
        m.intermediateSize = count("intermediate_size");
        m.attentionHeads = count("attention_heads");
        m.kvHeads = count("kv_heads");
        m.headDim = count("head_dim");
        m.vocabSize = count("vocab_size");
        m.maxContext = count("max_context");
        if (const auto a = attentionKindFromCode(field("attention")))
            m.attention = *a;
        else
            problem("attention",
                tr("\"%1\" is not one of full, sliding, hybrid, latent").arg(field("attention")));
        m.window = count("window");
        m.localLayers = count("local_layers");
        m.latentDim = count("latent_dim");
        if ((m.attention == AttentionKind::Sliding || m.attention == AttentionKind::Hybrid)
            && m.window <= 0)
            problem("window", tr("a sliding-window model needs its window size"));
        if (m.attention == AttentionKind::Latent && m.latentDim <= 0)
            problem("latent_dim", tr("latent attention needs the cached dimension"));
        if (m.localLayers > m.layers)
            problem("local_layers", tr("more sliding-window layers than layers"));
        m.sourceUrl = field("source_url");
        m.sourceDate = field("source_date");
        m.notes = field("notes");
        if (rowProblems.isEmpty())
            result.models.append(m);
        else
            result.problems << rowProblems;
    }
    return result;
}

const QList<ModelSpec> &builtinModels()
{
    static const QList<ModelSpec> models = [] {
        QFile file(QStringLiteral(":/catalog/models.csv"));
        if (!file.open(QIODevice::ReadOnly))
            return QList<ModelSpec>();
        const ModelCatalogLoad load
            = parseModelCatalog(QString::fromUtf8(file.readAll()), QStringLiteral("models.csv"));
        // The built-in file is checked by a test; a bad row there is left out, not fatal.
        return load.models;
    }();
    return models;
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
