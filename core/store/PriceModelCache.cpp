// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceModelCache.h"

#include "CatalogDatabase.h"
#include "CatalogRepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QThread>

#include <cmath>

namespace gpu {

namespace {

const QString kInputsKey = QStringLiteral("price_model_inputs");
const QString kCalibrationKey = QStringLiteral("price_model_calibration");
constexpr int kFormat = 1; ///< of the JSON below

QJsonArray numbers(const std::array<double, 3> &values)
{
    return {values[0], values[1], values[2]};
}

bool readNumbers(const QJsonValue &value, std::array<double, 3> *out)
{
    const QJsonArray a = value.toArray();
    if (a.size() != 3)
        return false;
    for (int i = 0; i < 3; ++i) {
        if (!a.at(i).isDouble() || !std::isfinite(a.at(i).toDouble()))
            return false;
        (*out)[size_t(i)] = a.at(i).toDouble();
    }
    return true;
}

} // namespace

QByteArray calibrationToJson(const PriceModel::Calibration &c)
{
    QJsonObject o;
    o[QStringLiteral("format")] = kFormat;
    o[QStringLiteral("q10")] = numbers(c.q10);
    o[QStringLiteral("q90")] = numbers(c.q90);
    o[QStringLiteral("median_gap_months")] = c.medianGapMonths;
    o[QStringLiteral("judges")] = QJsonArray {c.judges[0], c.judges[1], c.judges[2]};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<PriceModel::Calibration> calibrationFromJson(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toInt() != kFormat)
        return std::nullopt;
    PriceModel::Calibration c;
    if (!readNumbers(o.value(QStringLiteral("q10")), &c.q10)
        || !readNumbers(o.value(QStringLiteral("q90")), &c.q90))
        return std::nullopt;
    const QJsonValue gap = o.value(QStringLiteral("median_gap_months"));
    if (!gap.isDouble() || !(gap.toDouble() >= 1) || !std::isfinite(gap.toDouble()))
        return std::nullopt;
    c.medianGapMonths = gap.toDouble();
    const QJsonArray judges = o.value(QStringLiteral("judges")).toArray();
    if (judges.size() != 3)
        return std::nullopt;
    for (int i = 0; i < 3; ++i) {
        if (!judges.at(i).isBool())
            return std::nullopt;
        c.judges[size_t(i)] = judges.at(i).toBool();
    }
    return c;
}

std::optional<PriceModel::Calibration> storedPriceCalibration(
    const QString &connectionName, const QString &inputs)
{
    // Not open (the window's placeholder before the catalog is read): nothing stored there.
    if (!QSqlDatabase::database(connectionName, false).isOpen())
        return std::nullopt;
    const CatalogRepository repo(connectionName);
    if (inputs.isEmpty() || repo.metaValue(kInputsKey) != inputs)
        return std::nullopt;
    return calibrationFromJson(repo.metaValue(kCalibrationKey).toUtf8());
}

bool storePriceCalibration(const QString &connectionName, const QString &inputs,
    const PriceModel::Calibration &calibration)
{
    return CatalogRepository(connectionName)
        .setMetaValues({{kCalibrationKey, QString::fromUtf8(calibrationToJson(calibration))},
            {kInputsKey, inputs}});
}

PriceModel::CalibrationStore priceCalibrationStore(const CatalogDatabase &database)
{
    const QString connection = database.connectionName();
    QThread *const owner = QThread::currentThread();
    PriceModel::CalibrationStore store;
    store.read = [connection, owner](const QString &inputs) {
        return QThread::currentThread() == owner ? storedPriceCalibration(connection, inputs)
                                                 : std::nullopt;
    };
    store.write = [connection, owner](const QString &inputs, const PriceModel::Calibration &c) {
        if (QThread::currentThread() == owner)
            storePriceCalibration(connection, inputs, c);
    };
    return store;
}

} // namespace gpu
