// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelCache.h"

#include "CardFields.h"
#include "CatalogColumns.h"
#include "CatalogDatabase.h"
#include "CatalogRepository.h"

#include <QCryptographicHash>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QVariant>

#include <cmath>

#ifndef GPU_ADVISOR_MODEL_CODE_VERSION
#define GPU_ADVISOR_MODEL_CODE_VERSION "unversioned"
#endif

namespace gpu {

namespace {

const QString kInputsKey = QStringLiteral("model_fit_inputs");
const QString kFitKey = QStringLiteral("model_fit");
constexpr int kFormat = 3; ///< of the JSON below

// The digest is made at every start of every command, over every measured row and the cards
// they name: raw bytes, and dates as day numbers, with no text made for them.
class Digest
{
public:
    void add(const void *data, size_t size)
    {
        m_hash.addData(QByteArrayView(static_cast<const char *>(data), qsizetype(size)));
    }
    void add(const QString &text)
    {
        const qint64 size = text.size();
        add(&size, sizeof size);
        add(text.utf16(), size_t(size) * 2);
    }
    void add(double value) { add(&value, sizeof value); }
    void add(const QVariant &value)
    {
        switch (value.typeId()) {
        case QMetaType::UnknownType:
            add(QStringLiteral("\x1f"));
            break;
        case QMetaType::Double:
            add(value.toDouble());
            break;
        case QMetaType::Int:
        case QMetaType::LongLong:
        case QMetaType::Bool:
            add(double(value.toLongLong()));
            break;
        case QMetaType::QDate:
            add(double(value.toDate().toJulianDay()));
            break;
        default:
            add(value.toString());
        }
    }
    QString hex() const { return QString::fromLatin1(m_hash.result().toHex()); }

private:
    // MD4: the fastest digest QCryptographicHash offers, and long enough (128 bits) that a
    // changed input never meets an unchanged digest by chance; nothing here needs it to be secure.
    QCryptographicHash m_hash {QCryptographicHash::Md4};
};

} // namespace

QString modelFitInputs(const QList<Card> &cards, const QList<BenchmarkResult> &results)
{
    Digest hash;
    hash.add(QStringLiteral(GPU_ADVISOR_MODEL_CODE_VERSION));
    QSet<QString> named;
    for (const BenchmarkResult &r : results) {
        if (r.gpuCount != 1) // fit() reads single-GPU rows only
            continue;
        const QString id = r.card.toId();
        named.insert(id);
        hash.add(id);
        hash.add(r.network);
        hash.add(r.task);
        hash.add(r.precision);
        hash.add(r.batchSize ? double(*r.batchSize) : -1.0);
        hash.add(r.metric);
        hash.add(r.unit);
        hash.add(r.value);
        hash.add(r.framework);
        hash.add(r.frameworkVersion);
        hash.add(r.sourceUrl);
        hash.add(double(r.date.isValid() ? r.date.toJulianDay() : -1));
    }
    hash.add(QStringLiteral("cards"));
    const QList<CardField> &fields = columns::cardFields();
    for (const Card &card : cards) {
        const QString id = card.key.toId();
        if (!named.contains(id))
            continue;
        hash.add(id);
        for (const CardField &f : fields)
            hash.add(f.value(card));
    }
    return hash.hex();
}

QByteArray modelToJson(const PerformanceModel &model)
{
    QJsonArray pairs;
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            const ModelParameters m = model.parameters(w, p);
            QJsonObject o;
            o[QStringLiteral("workload")] = toCode(w);
            o[QStringLiteral("precision")] = toCode(p);
            o[QStringLiteral("intensity")] = m.intensityFlopPerByte;
            o[QStringLiteral("scale")] = m.scale;
            o[QStringLiteral("network")] = m.network;
            o[QStringLiteral("unit")] = m.unit;
            o[QStringLiteral("fitted_on")] = m.fittedOn;
            o[QStringLiteral("rms_log_error")] = m.rmsLogError;
            o[QStringLiteral("cuda_core_factor")] = m.cudaCoreFactor;
            o[QStringLiteral("l2_exponent")] = m.l2Exponent;
            o[QStringLiteral("overhead_ms")] = m.overheadMs;
            o[QStringLiteral("clock_exponent")] = m.clockExponent;
            o[QStringLiteral("batch_memory_gb")] = m.batchMemoryGb;
            o[QStringLiteral("memory_reserve_gb")] = m.memoryReserveGb;
            o[QStringLiteral("result_set")] = m.resultSet;
            o[QStringLiteral("tflop_per_unit")] = m.tflopPerUnit;
            o[QStringLiteral("compute_bounds")]
                = QJsonArray {m.peakPerTflops[0], m.peakPerTflops[1], m.ratioLow, m.ratioHigh};
            o[QStringLiteral("range")] = QJsonArray {m.calibratedLow, m.calibratedHigh,
                m.extrapolatedLow, m.extrapolatedHigh, m.unverifiedLow, m.unverifiedHigh};
            o[QStringLiteral("measured_vendors")] = QJsonArray::fromStringList(m.measuredVendors);
            o[QStringLiteral("measured_architectures")]
                = QJsonArray::fromStringList(m.measuredArchitectures);
            QJsonObject vendors;
            for (auto it = m.vendorEfficiency.cbegin(); it != m.vendorEfficiency.cend(); ++it)
                vendors[it.key()] = QJsonArray {it->factor, it->low, it->high, it->rows, it->sets};
            o[QStringLiteral("vendor_efficiency")] = vendors;
            pairs.append(o);
        }
    }
    const QJsonObject root {{QStringLiteral("format"), kFormat}, {QStringLiteral("pairs"), pairs}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

std::optional<PerformanceModel> modelFromJson(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()
        || doc.object().value(QStringLiteral("format")).toInt() != kFormat)
        return std::nullopt;
    const QJsonArray pairs = doc.object().value(QStringLiteral("pairs")).toArray();
    if (pairs.size() != allWorkloads().size() * allPrecisions().size())
        return std::nullopt;
    const auto number = [](const QJsonObject &o, const char *key, double *to) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return false;
        *to = v.toDouble();
        return true;
    };
    const auto texts = [](const QJsonValue &v) {
        QStringList list;
        for (const QJsonValue &t : v.toArray())
            list << t.toString();
        return list;
    };
    PerformanceModel model;
    int i = 0;
    for (Workload w : allWorkloads()) {
        for (Precision p : allPrecisions()) {
            const QJsonObject o = pairs.at(i++).toObject();
            if (o.value(QStringLiteral("workload")).toString() != toCode(w)
                || o.value(QStringLiteral("precision")).toString() != toCode(p))
                return std::nullopt;
            ModelParameters m;
            double fittedOn = 0;
            const bool ok = number(o, "intensity", &m.intensityFlopPerByte)
                && number(o, "scale", &m.scale) && number(o, "fitted_on", &fittedOn)
                && number(o, "rms_log_error", &m.rmsLogError)
                && number(o, "cuda_core_factor", &m.cudaCoreFactor)
                && number(o, "l2_exponent", &m.l2Exponent)
                && number(o, "overhead_ms", &m.overheadMs)
                && number(o, "clock_exponent", &m.clockExponent)
                && number(o, "batch_memory_gb", &m.batchMemoryGb)
                && number(o, "memory_reserve_gb", &m.memoryReserveGb)
                && number(o, "tflop_per_unit", &m.tflopPerUnit);
            const QJsonArray range = o.value(QStringLiteral("range")).toArray();
            const QJsonArray limits = o.value(QStringLiteral("compute_bounds")).toArray();
            if (!ok || range.size() != 6 || limits.size() != 4)
                return std::nullopt;
            double *computeBounds[]
                = {&m.peakPerTflops[0], &m.peakPerTflops[1], &m.ratioLow, &m.ratioHigh};
            for (int k = 0; k < 4; ++k) {
                if (!limits.at(k).isDouble())
                    return std::nullopt;
                *computeBounds[k] = limits.at(k).toDouble();
            }
            double *bounds[] = {&m.calibratedLow, &m.calibratedHigh, &m.extrapolatedLow,
                &m.extrapolatedHigh, &m.unverifiedLow, &m.unverifiedHigh};
            for (int k = 0; k < 6; ++k) {
                if (!range.at(k).isDouble())
                    return std::nullopt;
                *bounds[k] = range.at(k).toDouble();
            }
            m.fittedOn = int(fittedOn);
            m.network = o.value(QStringLiteral("network")).toString();
            m.unit = o.value(QStringLiteral("unit")).toString();
            m.resultSet = o.value(QStringLiteral("result_set")).toString();
            m.measuredVendors = texts(o.value(QStringLiteral("measured_vendors")));
            m.measuredArchitectures = texts(o.value(QStringLiteral("measured_architectures")));
            const QJsonObject vendors = o.value(QStringLiteral("vendor_efficiency")).toObject();
            for (auto it = vendors.constBegin(); it != vendors.constEnd(); ++it) {
                const QJsonArray v = it.value().toArray();
                if (v.size() != 5)
                    return std::nullopt;
                for (const QJsonValue &x : v)
                    if (!x.isDouble() || !std::isfinite(x.toDouble()))
                        return std::nullopt;
                m.vendorEfficiency.insert(it.key(),
                    {v.at(0).toDouble(), v.at(1).toDouble(), v.at(2).toDouble(), v.at(3).toInt(),
                        v.at(4).toInt()});
            }
            model.setParameters(w, p, m);
        }
    }
    return model;
}

std::optional<PerformanceModel> storedModelFit(const QString &connectionName, const QString &inputs)
{
    const CatalogRepository repo(connectionName);
    if (inputs.isEmpty() || repo.metaValue(kInputsKey) != inputs)
        return std::nullopt;
    return modelFromJson(repo.metaValue(kFitKey).toUtf8());
}

bool storeModelFit(
    const QString &connectionName, const QString &inputs, const PerformanceModel &model)
{
    return CatalogRepository(connectionName)
        .setMetaValues({{kFitKey, QString::fromUtf8(modelToJson(model))}, {kInputsKey, inputs}});
}

PerformanceModel fittedModel(
    const CatalogDatabase &database, const CatalogData &data, ModelFitSource *source)
{
    const QString inputs = modelFitInputs(data.cards, data.benchmarks);
    if (auto stored = storedModelFit(database.connectionName(), inputs)) {
        if (source)
            *source = ModelFitSource::Stored;
        return *stored;
    }
    PerformanceModel model = PerformanceModel::fit(data.cards, data.benchmarks);
    storeModelFit(database.connectionName(), inputs, model);
    if (source)
        *source = ModelFitSource::Fitted;
    return model;
}

} // namespace gpu
