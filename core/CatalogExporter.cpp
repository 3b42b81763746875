// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogExporter.h"

#include "CatalogColumns_p.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace gpu {

using namespace columns;

namespace {

template<typename T> QStringList names(const std::vector<Column<T>> &cols)
{
    QStringList out;
    for (const auto &c : cols)
        out.append(c.name);
    return out;
}

template<typename T> QString csvOf(const std::vector<Column<T>> &cols, const QList<T> &rows)
{
    QString out = csvLine(names(cols)) + QLatin1Char('\n');
    QStringList fields;
    for (const T &row : rows) {
        fields.clear();
        for (const auto &c : cols)
            fields.append(c.write(row));
        out += csvLine(fields) + QLatin1Char('\n');
    }
    return out;
}

// Numbers are written as JSON numbers where the column holds one, so other tools can use them.
bool isNumericColumn(const QString &name)
{
    static const QStringList textual = {QStringLiteral("vendor"), QStringLiteral("model"),
        QStringLiteral("form"), QStringLiteral("product_line"), QStringLiteral("architecture"),
        QStringLiteral("compute_capability"), QStringLiteral("release_date"),
        QStringLiteral("memory_type"), QStringLiteral("source_url"), QStringLiteral("source_date"),
        QStringLiteral("notes"), QStringLiteral("notes_zh"), QStringLiteral("power_kind"),
        QStringLiteral("note"), QStringLiteral("origin"), QStringLiteral("currency"),
        QStringLiteral("condition"), QStringLiteral("seller"), QStringLiteral("observed_date"),
        QStringLiteral("network"), QStringLiteral("task"), QStringLiteral("precision"),
        QStringLiteral("metric"), QStringLiteral("unit"), QStringLiteral("framework"),
        QStringLiteral("framework_version"), QStringLiteral("date"), QStringLiteral("provider"),
        QStringLiteral("offering"), QStringLiteral("free_tier")};
    return !textual.contains(name);
}

template<typename T> QJsonArray jsonOf(const std::vector<Column<T>> &cols, const QList<T> &rows)
{
    QJsonArray array;
    for (const T &row : rows) {
        QJsonObject obj;
        for (const auto &c : cols) {
            const QString v = c.write(row);
            if (v.isEmpty())
                continue;
            if (c.name == QLatin1String("free_tier"))
                obj.insert(c.name, v == QLatin1String("true"));
            else if (isNumericColumn(c.name))
                obj.insert(c.name, v.toDouble());
            else
                obj.insert(c.name, v);
        }
        array.append(obj);
    }
    return array;
}

QJsonArray jsonKind(const CatalogData &data, DataKind kind)
{
    switch (kind) {
    case DataKind::Cards:
        return jsonOf(cardColumns(), data.cards);
    case DataKind::Prices:
        return jsonOf(priceColumns(), data.prices);
    case DataKind::Benchmarks:
        return jsonOf(benchmarkColumns(), data.benchmarks);
    case DataKind::Cloud:
        return jsonOf(cloudColumns(), data.cloud);
    }
    return {};
}

} // namespace

QStringList CatalogExporter::columnNames(DataKind kind)
{
    switch (kind) {
    case DataKind::Cards:
        return names(cardColumns());
    case DataKind::Prices:
        return names(priceColumns());
    case DataKind::Benchmarks:
        return names(benchmarkColumns());
    case DataKind::Cloud:
        return names(cloudColumns());
    }
    return {};
}

QString CatalogExporter::toCsv(const CatalogData &data, DataKind kind)
{
    switch (kind) {
    case DataKind::Cards:
        return csvOf(cardColumns(), data.cards);
    case DataKind::Prices:
        return csvOf(priceColumns(), data.prices);
    case DataKind::Benchmarks:
        return csvOf(benchmarkColumns(), data.benchmarks);
    case DataKind::Cloud:
        return csvOf(cloudColumns(), data.cloud);
    }
    return {};
}

QByteArray CatalogExporter::toJson(const CatalogData &data, DataKind kind)
{
    return QJsonDocument(jsonKind(data, kind)).toJson(QJsonDocument::Indented);
}

QByteArray CatalogExporter::toJsonAll(const CatalogData &data)
{
    QJsonObject obj;
    for (auto k : {DataKind::Cards, DataKind::Prices, DataKind::Benchmarks, DataKind::Cloud})
        obj.insert(toCode(k), jsonKind(data, k));
    return QJsonDocument(obj).toJson(QJsonDocument::Indented);
}

QString CatalogExporter::writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString err = file.errorString();
        file.cancelWriting();
        return QStringLiteral("cannot write %1: %2").arg(path, err);
    }
    if (!file.commit())
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace gpu
