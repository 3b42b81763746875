// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuDetection.h"
#include "GpuDetection_p.h"

#include "CardNameMatcher.h"
#include "CardNameParser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLibrary>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpu {

namespace {

using detection::ci;
using detection::numberWithUnit;

/// "0x220410DE" (device << 16 | vendor, as nvidia-smi writes it) or "0x744c" (a device ID alone).
void readPciId(const QString &text, DetectedGpu &gpu)
{
    QString hex = text.trimmed();
    if (hex.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        hex = hex.mid(2);
    bool ok = false;
    const quint64 value = hex.toULongLong(&ok, 16);
    if (!ok || hex.isEmpty())
        return;
    if (hex.size() > 4) {
        gpu.pciDeviceId = quint16(value >> 16);
        gpu.pciVendorId = quint16(value & 0xFFFF);
    } else {
        gpu.pciDeviceId = quint16(value);
    }
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString decode(const QByteArray &content)
{
    QString text = QString::fromUtf8(content);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return text;
}

// The fields of `nvidia-smi --query-gpu` this reader knows, without their unit.
const QStringList &knownCsvFields()
{
    static const QStringList fields = {QStringLiteral("index"), QStringLiteral("name"),
        QStringLiteral("memory.total"), QStringLiteral("power.limit"),
        QStringLiteral("power.default_limit"), QStringLiteral("enforced.power.limit"),
        QStringLiteral("power.max_limit"), QStringLiteral("compute_cap"),
        QStringLiteral("driver_version"), QStringLiteral("pci.device_id"), QStringLiteral("uuid"),
        QStringLiteral("pci.bus_id"), QStringLiteral("serial"), QStringLiteral("vbios_version"),
        QStringLiteral("memory.used"), QStringLiteral("memory.free"),
        QStringLiteral("temperature.gpu"), QStringLiteral("utilization.gpu"),
        QStringLiteral("power.draw"), QStringLiteral("gpu_name"), QStringLiteral("gpu_uuid"),
        QStringLiteral("count"), QStringLiteral("timestamp")};
    return fields;
}

/// "memory.total [MiB]" -> "memory.total".
QString csvFieldName(const QString &header)
{
    QString h = header.trimmed().toLower();
    const qsizetype bracket = h.indexOf(QLatin1Char('['));
    if (bracket >= 0)
        h.truncate(bracket);
    return h.trimmed();
}

QStringList nonEmptyLines(const QString &text)
{
    QStringList lines;
    for (const QString &l : text.split(QLatin1Char('\n'))) {
        const QString t = l.trimmed();
        if (!t.isEmpty())
            lines.append(t);
    }
    return lines;
}

const QRegularExpression &listLine()
{
    static const QRegularExpression re(
        QStringLiteral("^GPU (\\d+): (.+?)(?:\\s*\\(UUID: ([^)]*)\\))?$"));
    return re;
}

/// The value of `key` in `object`, compared case-insensitively.
QString jsonValue(const QJsonObject &object, const QString &key)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key().trimmed().compare(key, Qt::CaseInsensitive) == 0) {
            if (it.value().isString())
                return it.value().toString().trimmed();
            if (it.value().isDouble())
                return QString::number(it.value().toDouble(), 'f', 0);
        }
    }
    return {};
}

} // namespace

/// "24576 MiB", "350.00 W", "24576" -> the number; "[N/A]", "N/A", "[Not Supported]" -> nullopt.
std::optional<double> detection::numberWithUnit(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpressionMatch m = number.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const double v = m.captured(1).toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QString toCode(ReportFormat f)
{
    switch (f) {
    case ReportFormat::NvidiaSmiXml:
        return QStringLiteral("nvidia-smi-xml");
    case ReportFormat::NvidiaSmiCsv:
        return QStringLiteral("nvidia-smi-csv");
    case ReportFormat::NvidiaSmiList:
        return QStringLiteral("nvidia-smi-list");
    case ReportFormat::RocmSmiJson:
        return QStringLiteral("rocm-smi-json");
    case ReportFormat::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

ReportFormat detectFormat(const QByteArray &content)
{
    const QString text = decode(content).trimmed();
    if (text.startsWith(QLatin1Char('<')))
        return text.contains(QLatin1String("<nvidia_smi_log")) ? ReportFormat::NvidiaSmiXml
                                                               : ReportFormat::Unknown;
    // rocm-smi may print warnings before its JSON: look from the first brace.
    const qsizetype brace = text.indexOf(QLatin1Char('{'));
    if (brace >= 0) {
        const QJsonDocument doc = QJsonDocument::fromJson(text.mid(brace).toUtf8());
        if (doc.isObject()) {
            static const QRegularExpression card(
                QStringLiteral("^card\\d+$"), QRegularExpression::CaseInsensitiveOption);
            const QStringList keys = doc.object().keys();
            return std::any_of(keys.begin(), keys.end(),
                       [](const QString &k) { return card.match(k).hasMatch(); })
                ? ReportFormat::RocmSmiJson
                : ReportFormat::Unknown;
        }
    }
    const QStringList lines = nonEmptyLines(text);
    if (lines.isEmpty())
        return ReportFormat::Unknown;
    if (listLine().match(lines.first()).hasMatch())
        return ReportFormat::NvidiaSmiList;
    for (const QString &field : lines.first().split(QLatin1Char(','))) {
        if (knownCsvFields().contains(csvFieldName(field)))
            return ReportFormat::NvidiaSmiCsv;
    }
    return ReportFormat::Unknown;
}

QList<DetectedGpu> parseNvidiaSmiXml(const QByteArray &content, QString *error)
{
    QList<DetectedGpu> gpus;
    QXmlStreamReader xml(content);
    QString driver;
    QStringList path;
    QString text;
    // Per GPU: the power limits by preference (default, then enforced/current/plain).
    std::optional<double> defaultLimit, otherLimit;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            path.append(xml.name().toString());
            text.clear();
            if (path.size() == 2 && path.at(0) == QLatin1String("nvidia_smi_log")
                && path.at(1) == QLatin1String("gpu")) {
                DetectedGpu g;
                g.index = int(gpus.size());
                g.vendor = QStringLiteral("NVIDIA");
                gpus.append(g);
                defaultLimit.reset();
                otherLimit.reset();
            }
        } else if (token == QXmlStreamReader::Characters) {
            text += xml.text();
        } else if (token == QXmlStreamReader::EndElement) {
            const QString name = path.value(path.size() - 1);
            const QString parent = path.value(path.size() - 2);
            const QString value = text.trimmed();
            if (path.size() == 2 && name == QLatin1String("driver_version")) {
                driver = value;
            } else if (path.size() >= 3 && path.at(1) == QLatin1String("gpu") && !gpus.isEmpty()) {
                DetectedGpu &g = gpus.last();
                if (path.size() == 3 && name == QLatin1String("product_name"))
                    g.name = value;
                else if (path.size() == 3 && name == QLatin1String("uuid"))
                    g.uuid = value;
                else if (parent == QLatin1String("fb_memory_usage")
                    && name == QLatin1String("total"))
                    g.memoryMib = numberWithUnit(value);
                else if (parent == QLatin1String("pci") && name == QLatin1String("pci_device_id"))
                    readPciId(value, g);
                else if (parent.endsWith(QLatin1String("power_readings"))) {
                    if (name == QLatin1String("default_power_limit"))
                        defaultLimit = numberWithUnit(value);
                    else if (!otherLimit
                        && (name == QLatin1String("enforced_power_limit")
                            || name == QLatin1String("current_power_limit")
                            || name == QLatin1String("power_limit")))
                        otherLimit = numberWithUnit(value);
                    g.powerLimitW = defaultLimit ? defaultLimit : otherLimit;
                } else if (name == QLatin1String("cuda_compute_capability")
                    || name == QLatin1String("compute_cap"))
                    g.computeCapability = ComputeCapability::fromString(value);
            }
            if (!path.isEmpty())
                path.removeLast();
            text.clear();
        }
    }
    for (DetectedGpu &g : gpus)
        g.driver = driver;
    gpus.removeIf([](const DetectedGpu &g) { return g.name.isEmpty(); }); // cut off mid-GPU
    if (xml.hasError() && gpus.isEmpty())
        setError(error,
            GpuDetection::tr("the nvidia-smi XML report cannot be read: %1 (line %2)")
                .arg(xml.errorString())
                .arg(xml.lineNumber()));
    else if (gpus.isEmpty())
        setError(error, GpuDetection::tr("the nvidia-smi XML report lists no GPU"));
    return gpus;
}

QList<DetectedGpu> parseNvidiaSmiCsv(const QByteArray &content, QString *error)
{
    QList<DetectedGpu> gpus;
    const QStringList lines = nonEmptyLines(decode(content));
    if (lines.isEmpty()) {
        setError(error, GpuDetection::tr("the nvidia-smi CSV report is empty"));
        return gpus;
    }
    QHash<QString, int> column;
    const QStringList header = lines.first().split(QLatin1Char(','));
    for (int i = 0; i < header.size(); ++i)
        column.insert(csvFieldName(header.at(i)), i);
    if (!column.contains(QStringLiteral("name")) && !column.contains(QStringLiteral("gpu_name"))) {
        setError(error,
            GpuDetection::tr("the nvidia-smi CSV report needs a header with the name column "
                             "(nvidia-smi --query-gpu=index,name,memory.total,power.limit "
                             "--format=csv)"));
        return gpus;
    }
    for (int l = 1; l < lines.size(); ++l) {
        const QStringList fields = lines.at(l).split(QLatin1Char(','));
        auto field = [&](const char *name) -> QString {
            const int i = column.value(QString::fromLatin1(name), -1);
            if (i < 0 || i >= fields.size())
                return {};
            const QString v = fields.at(i).trimmed();
            if (v.startsWith(QLatin1Char('[')) || v == QLatin1String("N/A"))
                return {}; // [N/A], [Not Supported], [Unknown Error]
            return v;
        };
        DetectedGpu g;
        g.vendor = QStringLiteral("NVIDIA");
        bool ok = false;
        const int index = field("index").toInt(&ok);
        g.index = ok ? index : int(gpus.size());
        g.name = field("name");
        if (g.name.isEmpty())
            g.name = field("gpu_name");
        g.memoryMib = numberWithUnit(field("memory.total"));
        g.powerLimitW = numberWithUnit(field("power.default_limit"));
        if (!g.powerLimitW)
            g.powerLimitW = numberWithUnit(field("power.limit"));
        if (!g.powerLimitW)
            g.powerLimitW = numberWithUnit(field("enforced.power.limit"));
        g.computeCapability = ComputeCapability::fromString(field("compute_cap"));
        g.driver = field("driver_version");
        readPciId(field("pci.device_id"), g);
        g.uuid = field("uuid");
        if (g.uuid.isEmpty())
            g.uuid = field("gpu_uuid");
        if (!g.name.isEmpty())
            gpus.append(g);
    }
    if (gpus.isEmpty())
        setError(error, GpuDetection::tr("the nvidia-smi CSV report lists no GPU"));
    return gpus;
}

QList<DetectedGpu> parseNvidiaSmiList(const QByteArray &content, QString *error)
{
    QList<DetectedGpu> gpus;
    for (const QString &line : nonEmptyLines(decode(content))) {
        const QRegularExpressionMatch m = listLine().match(line);
        if (!m.hasMatch())
            continue; // MIG devices ("MIG 1g.10gb Device 0: …") and anything else
        DetectedGpu g;
        g.index = m.captured(1).toInt();
        g.vendor = QStringLiteral("NVIDIA");
        g.name = m.captured(2).trimmed();
        g.uuid = m.captured(3).trimmed();
        gpus.append(g);
    }
    if (gpus.isEmpty())
        setError(error, GpuDetection::tr("the nvidia-smi -L list names no GPU"));
    return gpus;
}

QList<DetectedGpu> parseRocmSmiJson(const QByteArray &content, QString *error)
{
    QList<DetectedGpu> gpus;
    const QString text = decode(content);
    const qsizetype brace = text.indexOf(QLatin1Char('{'));
    QJsonParseError parseError;
    const QJsonDocument doc
        = QJsonDocument::fromJson(text.mid(qMax<qsizetype>(brace, 0)).toUtf8(), &parseError);
    if (!doc.isObject()) {
        setError(error,
            GpuDetection::tr("the rocm-smi JSON report cannot be read: %1")
                .arg(parseError.errorString()));
        return gpus;
    }
    static const QRegularExpression card(
        QStringLiteral("^card(\\d+)$"), QRegularExpression::CaseInsensitiveOption);
    const QJsonObject root = doc.object();
    for (auto it = root.begin(); it != root.end(); ++it) {
        const QRegularExpressionMatch m = card.match(it.key());
        if (!m.hasMatch() || !it.value().isObject())
            continue;
        const QJsonObject o = it.value().toObject();
        DetectedGpu g;
        g.index = m.captured(1).toInt();
        g.vendor = QStringLiteral("AMD");
        g.name = jsonValue(o, QStringLiteral("Card series"));
        const QString model = jsonValue(o, QStringLiteral("Card model"));
        // Newer rocm-smi gives the PCI device ID as the model ("0x744c"), older ones a name.
        if (model.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
            readPciId(model, g);
        if (g.name.isEmpty() || g.name.compare(QLatin1String("N/A"), Qt::CaseInsensitive) == 0)
            g.name = model.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                ? jsonValue(o, QStringLiteral("Device Name"))
                : model;
        if (const auto bytes
            = numberWithUnit(jsonValue(o, QStringLiteral("VRAM Total Memory (B)"))))
            g.memoryMib = *bytes / (1024.0 * 1024.0);
        g.driver = jsonValue(o, QStringLiteral("Driver version"));
        gpus.append(g);
    }
    std::sort(gpus.begin(), gpus.end(),
        [](const DetectedGpu &a, const DetectedGpu &b) { return a.index < b.index; });
    if (gpus.isEmpty())
        setError(error, GpuDetection::tr("the rocm-smi JSON report lists no card"));
    return gpus;
}

QList<DetectedGpu> parseGpuReport(const QByteArray &content, ReportFormat *format, QString *error)
{
    const ReportFormat f = detectFormat(content);
    if (format)
        *format = f;
    switch (f) {
    case ReportFormat::NvidiaSmiXml:
        return parseNvidiaSmiXml(content, error);
    case ReportFormat::NvidiaSmiCsv:
        return parseNvidiaSmiCsv(content, error);
    case ReportFormat::NvidiaSmiList:
        return parseNvidiaSmiList(content, error);
    case ReportFormat::RocmSmiJson:
        return parseRocmSmiJson(content, error);
    case ReportFormat::Unknown:
        break;
    }
    setError(error,
        GpuDetection::tr("not a report this program reads: save the output of 'nvidia-smi -q -x', "
                         "'nvidia-smi --query-gpu=index,name,memory.total,power.limit "
                         "--format=csv', 'nvidia-smi -L' or 'rocm-smi --showproductname "
                         "--showmeminfo vram --json'"));
    return {};
}

QString pciDeviceName(const QByteArray &pciIds, quint16 vendorId, quint16 deviceId)
{
    const QByteArray vendor = QByteArray::number(vendorId, 16).rightJustified(4, '0');
    const QByteArray device = QByteArray::number(deviceId, 16).rightJustified(4, '0');
    bool inVendor = false;
    qsizetype start = 0;
    while (start < pciIds.size()) {
        qsizetype end = pciIds.indexOf('\n', start);
        if (end < 0)
            end = pciIds.size();
        const QByteArray line = pciIds.mid(start, end - start);
        start = end + 1;
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (line.at(0) != '\t') {
            if (inVendor)
                return {}; // the next vendor: the device is not listed
            inVendor = line.size() > 4 && line.left(4).toLower() == vendor;
            continue;
        }
        if (inVendor && line.size() > 5 && line.at(1) != '\t' && line.mid(1, 4).toLower() == device)
            return QString::fromUtf8(line.mid(5)).trimmed();
    }
    return {};
}

QString vendorFromPciId(quint16 vendorId)
{
    switch (vendorId) {
    case 0x10de:
        return QStringLiteral("NVIDIA");
    case 0x1002:
        return QStringLiteral("AMD");
    case 0x8086:
        return QStringLiteral("Intel");
    default:
        return {};
    }
}

} // namespace gpu
