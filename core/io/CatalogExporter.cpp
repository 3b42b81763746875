// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogExporter.h"
#include "ServerSystems.h"

#include "CatalogColumns.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStringEncoder>

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
            else if (c.numeric) // as a JSON number, so other tools can use it
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
        return jsonOf(cardColumns(), storedCards(data.cards));
    case DataKind::Prices:
        return jsonOf(priceColumns(), storedPrices(data.prices));
    case DataKind::Benchmarks:
        return jsonOf(benchmarkColumns(), data.benchmarks);
    case DataKind::Cloud:
        return jsonOf(cloudColumns(), data.cloud);
    case DataKind::Models:
        return jsonOf(modelColumns(), data.models);
    case DataKind::Rates:
        return jsonOf(rateColumns(), data.rates);
    }
    return {};
}

} // namespace

QString toCode(CsvEncoding encoding)
{
    switch (encoding) {
    case CsvEncoding::Utf8:
        return QStringLiteral("utf-8");
    case CsvEncoding::Utf8Bom:
        return QStringLiteral("utf-8-bom");
    case CsvEncoding::Gb18030:
        return QStringLiteral("gb18030");
    }
    return {};
}

std::optional<CsvEncoding> csvEncodingFromString(const QString &s)
{
    const QString code = s.trimmed().toLower();
    if (code == QLatin1String("utf-8") || code == QLatin1String("utf8"))
        return CsvEncoding::Utf8;
    if (code == QLatin1String("utf-8-bom") || code == QLatin1String("utf8-bom"))
        return CsvEncoding::Utf8Bom;
    if (code == QLatin1String("gb18030") || code == QLatin1String("gbk"))
        return CsvEncoding::Gb18030;
    return std::nullopt;
}

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
    case DataKind::Models:
        return names(modelColumns());
    case DataKind::Rates:
        return names(rateColumns());
    }
    return {};
}

QString CatalogExporter::toCsv(const CatalogData &data, DataKind kind)
{
    switch (kind) {
    case DataKind::Cards:
        return csvOf(cardColumns(), storedCards(data.cards));
    case DataKind::Prices:
        return csvOf(priceColumns(), storedPrices(data.prices));
    case DataKind::Benchmarks:
        return csvOf(benchmarkColumns(), data.benchmarks);
    case DataKind::Cloud:
        return csvOf(cloudColumns(), data.cloud);
    case DataKind::Models:
        return csvOf(modelColumns(), data.models);
    case DataKind::Rates:
        return csvOf(rateColumns(), data.rates);
    }
    return {};
}

std::optional<QByteArray> CatalogExporter::encodeCsv(
    const QString &csv, CsvEncoding encoding, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<QByteArray> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    // The same route as the importer's decoder (CsvReader.cpp): Qt's converter by name, which
    // for GB18030 is ICU's.
    QStringEncoder encoder(
        encoding == CsvEncoding::Gb18030 ? "GB18030" : "UTF-8", QStringConverter::Flag::Stateless);
    if (!encoder.isValid())
        return fail(QCoreApplication::translate(
            "CatalogExporter", "the %1 encoder is not available in this Qt build")
                        .arg(QStringLiteral("GB18030")));
    QByteArray bytes = encoder.encode(csv);
    if (encoder.hasError())
        return fail(QCoreApplication::translate(
            "CatalogExporter", "the text cannot be written as %1: it is not valid Unicode")
                        .arg(toCode(encoding)));
    if (encoding == CsvEncoding::Utf8Bom)
        bytes.prepend("\xEF\xBB\xBF");
    return bytes;
}

QByteArray CatalogExporter::toJson(const CatalogData &data, DataKind kind)
{
    return QJsonDocument(jsonKind(data, kind)).toJson(QJsonDocument::Indented);
}

QByteArray CatalogExporter::toJsonAll(const CatalogData &data)
{
    QJsonObject obj;
    for (auto k : kAllDataKinds)
        obj.insert(toCode(k), jsonKind(data, k));
    return QJsonDocument(obj).toJson(QJsonDocument::Indented);
}

QString CatalogExporter::writeFile(const QString &path, const QByteArray &bytes)
{
    if (const QFileInfo info(path); info.exists() && !info.isFile() && !info.isDir()) {
        // A device or a pipe (/dev/stdout, /dev/full): written straight, each error reported.
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly) || device.write(bytes) != bytes.size()
            || !device.flush())
            return QStringLiteral("cannot write %1: %2").arg(path, device.errorString());
        return {};
    }
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
