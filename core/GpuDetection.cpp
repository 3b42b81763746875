// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuDetection.h"

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

QRegularExpression ci(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

/// "24576 MiB", "350.00 W", "24576" -> the number; "[N/A]", "N/A", "[Not Supported]" -> nullopt.
std::optional<double> numberWithUnit(const QString &text)
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

QString toCode(MatchMethod m)
{
    switch (m) {
    case MatchMethod::Exact:
        return QStringLiteral("exact");
    case MatchMethod::ByMemory:
        return QStringLiteral("by_memory");
    case MatchMethod::ByPowerLimit:
        return QStringLiteral("by_power_limit");
    case MatchMethod::ByDeviceId:
        return QStringLiteral("by_device_id");
    case MatchMethod::None:
        break;
    }
    return QStringLiteral("none");
}

QString matchMethodText(MatchMethod m)
{
    switch (m) {
    case MatchMethod::Exact:
        return GpuDetection::tr("exact");
    case MatchMethod::ByMemory:
        return GpuDetection::tr("by memory");
    case MatchMethod::ByPowerLimit:
        return GpuDetection::tr("by power limit");
    case MatchMethod::ByDeviceId:
        return GpuDetection::tr("by device ID");
    case MatchMethod::None:
        break;
    }
    return GpuDetection::tr("no match");
}

QStringList catalogNamesFor(const QString &reportedName)
{
    QString s = reportedName.simplified();
    // pci.ids and rocm-smi: "GA102 [GeForce RTX 3090]" -> the marketing name in brackets.
    static const QRegularExpression bracket(QStringLiteral("\\[([^\\]]+)\\]"));
    const QRegularExpressionMatch b = bracket.match(s);
    if (b.hasMatch())
        s = b.captured(1);
    s.remove(ci(QStringLiteral("\\((R|TM)\\)")));
    s.replace(ci(QStringLiteral("\\bAdvanced Micro Devices,? Inc\\.?")), QStringLiteral("AMD"));
    s.remove(ci(QStringLiteral("\\b(Corporation|Lite Hash Rate|LHR|Generation|Max-Q|Design|"
                               "Graphics|with)\\b")));
    s.replace(ci(QStringLiteral("\\bLaptop GPU\\b")), QStringLiteral("Laptop"));
    // RTX PRO Blackwell editions: the workstation card is the desktop one, the server card the
    // data-centre PCIe one.
    s.remove(ci(QStringLiteral("\\bWorkstation Edition\\b")));
    s.replace(ci(QStringLiteral("\\bServer Edition\\b")), QStringLiteral("PCIe"));
    // An HBM memory type without "PCIe" or "NVL": an SXM module ("NVIDIA H100 80GB HBM3").
    const bool hbm = s.contains(ci(QStringLiteral("\\bHBM\\d?e?\\b")));
    s.remove(ci(QStringLiteral("\\bHBM\\d?e?\\b")));
    // "A100-SXM4-80GB", "V100-PCIE-16GB": words joined by hyphens.
    s.replace(QRegularExpression(QStringLiteral("(?<=[A-Za-z0-9])-(?=[A-Za-z0-9])")),
        QStringLiteral(" "));
    s.replace(ci(QStringLiteral("\\bSXM\\d?\\b")), QStringLiteral("SXM"));
    s.replace(ci(QStringLiteral("\\bPCIE\\b")), QStringLiteral("PCIe"));
    if (hbm && !s.contains(ci(QStringLiteral("\\b(PCIe|NVL|SXM|OAM)\\b"))))
        s += QStringLiteral(" SXM");
    s = s.simplified();
    if (s.isEmpty())
        return {};
    // "Radeon RX 7900 XT/7900 XTX/7900 GRE": one name per alternative, with the family words of
    // the first ("Radeon RX").
    const QStringList parts = s.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return {s};
    const QStringList first = parts.first().simplified().split(QLatin1Char(' '));
    QStringList names = {parts.first().simplified()};
    for (int i = 1; i < parts.size(); ++i) {
        const QStringList words = parts.at(i).simplified().split(QLatin1Char(' '));
        if (words.isEmpty() || words.first().isEmpty())
            continue;
        // The prefix ends where the first alternative has a word like this one's first (same
        // length, same first character): "7900" in "Radeon RX 7900 XT".
        int cut = -1;
        for (int w = 0; w < first.size(); ++w) {
            if (first.at(w).size() == words.first().size()
                && first.at(w).at(0).toLower() == words.first().at(0).toLower()) {
                cut = w;
                break;
            }
        }
        if (cut < 0)
            names.append(words.join(QLatin1Char(' ')));
        else
            names.append((first.mid(0, cut) + words).join(QLatin1Char(' ')));
    }
    return names;
}

namespace {

/// Data-centre modules whose PCI device ID tells the form and memory that the name may not
/// (source: the PCI ID list, pci-ids.ucw.cz, vendor 10de).
struct DeviceIdEntry
{
    quint16 deviceId;
    const char *model;
    Form form;
    double memoryGb;
};

const DeviceIdEntry deviceIds[] = {
    {0x15f7, "Tesla P100", Form::PCIe, 12},
    {0x15f8, "Tesla P100", Form::PCIe, 16},
    {0x15f9, "Tesla P100", Form::SXM, 16},
    {0x1db1, "Tesla V100", Form::SXM, 16},
    {0x1db4, "Tesla V100", Form::PCIe, 16},
    {0x1db5, "Tesla V100", Form::SXM, 32},
    {0x1db6, "Tesla V100", Form::PCIe, 32},
    {0x20b0, "A100", Form::SXM, 40},
    {0x20b2, "A100", Form::SXM, 80},
    {0x20b5, "A100", Form::PCIe, 80},
    {0x20f1, "A100", Form::PCIe, 40},
    {0x2321, "H100 NVL", Form::PCIe, 94},
    {0x2330, "H100", Form::SXM, 80},
    {0x2331, "H100", Form::PCIe, 80},
    {0x2335, "H200", Form::SXM, 141},
};

/// |ln(a / b)|: how far apart two positive sizes are, symmetric.
double logDistance(double a, double b)
{
    return (a > 0 && b > 0) ? std::abs(std::log(a / b)) : 1e9;
}

/// The cards of `group` whose figure is closest to `wanted` and within `tolerance` (relative);
/// `group` unchanged if none is.
QList<int> closestBy(const QList<Card> &cards, const QList<int> &group, double wanted,
    double tolerance, const std::function<std::optional<double>(const Card &)> &figure)
{
    double best = 1e9;
    for (int i : group)
        if (const auto v = figure(cards[i]))
            best = std::min(best, logDistance(*v, wanted));
    if (best > std::log1p(tolerance))
        return group;
    QList<int> result;
    for (int i : group)
        if (const auto v = figure(cards[i]); v && logDistance(*v, wanted) <= best + 0.01)
            result.append(i);
    return result;
}

/// The first number of three or more digits in a name ("GeForce RTX 2050" -> 2050), or -1.
int modelNumber(const QString &text)
{
    static const QRegularExpression number(QStringLiteral("(\\d{3,})"));
    const QRegularExpressionMatch m = number.match(text);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

/// The closest cards to an unknown name: most shared words, then nearest model number, then
/// nearest memory. At most five, of the same vendor when it is known.
QList<int> closestCards(const QList<Card> &cards, const DetectedGpu &gpu, const QStringList &names)
{
    const QString name = names.value(0, gpu.name);
    const QString vendor = !gpu.vendor.isEmpty() ? gpu.vendor : parseCardName(name).vendor;
    QStringList words = name.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    words.removeAll(vendor.toCaseFolded());
    const int number = modelNumber(name);
    struct Scored
    {
        int index, shared, numberGap;
        double memoryGap;
    };
    QList<Scored> scored;
    for (int i = 0; i < cards.size(); ++i) {
        const Card &c = cards[i];
        if (!vendor.isEmpty() && c.key.vendor != vendor)
            continue;
        const QStringList model
            = c.key.model.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        int shared = 0;
        for (const QString &w : words)
            shared += model.contains(w) ? 1 : 0;
        const int n = modelNumber(c.key.model);
        const int gap = (number >= 0 && n >= 0) ? std::abs(n - number) : 1 << 20;
        if (shared == 0 && gap >= 1 << 20)
            continue;
        scored.append({i, shared, gap,
            gpu.memoryMib ? logDistance(c.memoryPerGpuGb(), *gpu.memoryMib / 1024.0) : 0.0});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) {
        if (a.shared != b.shared)
            return a.shared > b.shared;
        if (a.numberGap != b.numberGap)
            return a.numberGap < b.numberGap;
        return a.memoryGap < b.memoryGap;
    });
    QList<int> result;
    for (const Scored &s : scored) {
        if (result.size() == 5)
            break;
        result.append(s.index);
    }
    return result;
}

} // namespace

GpuMatch matchDetectedGpu(const QList<Card> &cards, const DetectedGpu &gpu)
{
    GpuMatch result;
    const QStringList names = catalogNamesFor(gpu.name);
    // 1. The shared name matcher, per name (and without "Tesla", which the catalog spells only
    // for the older modules: "Tesla T4" is the T4).
    QList<int> group;
    QList<int> loose; // names matching several models: the closest cards, not variants
    auto sameModel = [&](const QList<int> &list) {
        for (int i : list)
            if (cards[i].key.vendor != cards[list.first()].key.vendor
                || cards[i].key.model != cards[list.first()].key.model)
                return false;
        return true;
    };
    auto accept = [&](int i) {
        if (!group.contains(i)
            && (gpu.vendor.isEmpty() || cards[i].key.vendor.compare(gpu.vendor) == 0))
            group.append(i);
    };
    for (const QString &name : names) {
        QStringList tries = {name};
        if (name.contains(ci(QStringLiteral("\\bTesla\\b"))))
            tries.append(
                QString(name).replace(ci(QStringLiteral("\\bTesla\\b")), QStringLiteral("NVIDIA")));
        for (const QString &t : tries) {
            const CardNameMatch m = findCardByName(cards, t);
            if (m.index >= 0) {
                accept(m.index);
                break;
            }
            if (!m.candidates.isEmpty() && sameModel(m.candidates)) {
                for (int i : m.candidates)
                    accept(i);
                break;
            }
            for (int i : m.candidates)
                if (!loose.contains(i))
                    loose.append(i);
        }
    }
    if (group.isEmpty()) {
        result.notInCatalog = true;
        result.candidates
            = loose.size() > 0 && loose.size() <= 5 ? loose : closestCards(cards, gpu, names);
        return result;
    }

    const std::optional<double> memoryGb
        = gpu.memoryMib ? std::optional<double>(*gpu.memoryMib / 1024.0) : std::nullopt;
    auto memoryOf = [](const Card &c) { return std::optional<double>(c.memoryPerGpuGb()); };
    if (group.size() == 1) {
        // The name alone names one card; a memory size that contradicts it picks the variant of
        // the same model and form that has it (a report is more precise than a name).
        const Card &named = cards[group.first()];
        if (memoryGb && logDistance(named.memoryPerGpuGb(), *memoryGb) > std::log1p(0.1)) {
            QList<int> siblings;
            for (int i = 0; i < cards.size(); ++i)
                if (cards[i].key.vendor == named.key.vendor && cards[i].key.model == named.key.model
                    && cards[i].key.form == named.key.form)
                    siblings.append(i);
            const QList<int> byMemory = closestBy(cards, siblings, *memoryGb, 0.1, memoryOf);
            if (byMemory.size() == 1 && byMemory.first() != group.first()) {
                result.index = byMemory.first();
                result.method = MatchMethod::ByMemory;
                return result;
            }
        }
        result.index = group.first();
        result.method = MatchMethod::Exact;
        return result;
    }
    // 2. Memory (per GPU: a K80 reports 12 GB per GPU), within 10 %: 80 GB modules report
    // 79.6 GiB, a 141 GB H200 140.4 GiB.
    if (memoryGb) {
        group = closestBy(cards, group, *memoryGb, 0.1, memoryOf);
        if (group.size() == 1) {
            result.index = group.first();
            result.method = MatchMethod::ByMemory;
            return result;
        }
    }
    // 3. The power limit against the board power, within 30 % (an SXM module draws about twice
    // its PCIe namesake).
    if (gpu.powerLimitW) {
        group = closestBy(
            cards, group, *gpu.powerLimitW, 0.3, [](const Card &c) { return c.tdpWatts; });
        if (group.size() == 1) {
            result.index = group.first();
            result.method = MatchMethod::ByPowerLimit;
            return result;
        }
    }
    // 4. The PCI device ID of a known data-centre module.
    if (gpu.pciDeviceId && (!gpu.pciVendorId || *gpu.pciVendorId == 0x10de)) {
        for (const DeviceIdEntry &e : deviceIds) {
            if (e.deviceId != *gpu.pciDeviceId)
                continue;
            QList<int> byId;
            for (int i : group)
                if (cards[i].key.model.compare(QLatin1String(e.model), Qt::CaseInsensitive) == 0
                    && cards[i].key.form == e.form && cards[i].key.memoryGb == e.memoryGb)
                    byId.append(i);
            if (byId.size() == 1) {
                result.index = byId.first();
                result.method = MatchMethod::ByDeviceId;
                return result;
            }
        }
    }
    result.candidates = group;
    return result;
}

// ---- The live probe ------------------------------------------------------------------------

QList<DetectedGpu> readSysfsGpus(const QString &drmRoot, const QByteArray &pciIds)
{
    QList<DetectedGpu> gpus;
    static const QRegularExpression cardName(QStringLiteral("^card(\\d+)$"));
    const QDir root(drmRoot);
    QStringList entries = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System);
    std::sort(entries.begin(), entries.end(),
        [](const QString &a, const QString &b) { return a.mid(4).toInt() < b.mid(4).toInt(); });
    auto readFile = [](const QString &path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
    };
    for (const QString &entry : entries) {
        const QRegularExpressionMatch m = cardName.match(entry);
        if (!m.hasMatch())
            continue; // card0-HDMI-A-1 and other connectors, renderD128
        const QString device = root.filePath(entry + QStringLiteral("/device"));
        bool ok = false;
        const quint16 vendorId
            = quint16(readFile(device + QStringLiteral("/vendor")).toUInt(&ok, 16));
        if (!ok || vendorFromPciId(vendorId).isEmpty())
            continue; // virtual displays (virtio, bochs …) and unknown vendors
        DetectedGpu g;
        g.index = m.captured(1).toInt();
        g.vendor = vendorFromPciId(vendorId);
        g.pciVendorId = vendorId;
        const quint16 deviceId
            = quint16(readFile(device + QStringLiteral("/device")).toUInt(&ok, 16));
        if (ok)
            g.pciDeviceId = deviceId;
        g.name = ok ? pciDeviceName(pciIds, vendorId, deviceId) : QString();
        if (g.name.isEmpty())
            g.name = QStringLiteral("%1 [%2:%3]")
                         .arg(g.vendor, QString::number(vendorId, 16).rightJustified(4, u'0'),
                             QString::number(deviceId, 16).rightJustified(4, u'0'));
        if (const auto bytes
            = numberWithUnit(readFile(device + QStringLiteral("/mem_info_vram_total"))))
            g.memoryMib = *bytes / (1024.0 * 1024.0);
        const QString driver = QFileInfo(device + QStringLiteral("/driver")).canonicalFilePath();
        if (!driver.isEmpty())
            g.driver = QFileInfo(driver).fileName();
        gpus.append(g);
    }
    return gpus;
}

namespace {

// NVML, as declared in nvml.h (NVIDIA Management Library); every function returns 0 on success.
using NvmlDevice = void *;
struct NvmlMemory
{
    unsigned long long total, free, used;
};
struct NvmlPciInfo
{
    char busIdLegacy[16];
    unsigned int domain, bus, device;
    unsigned int pciDeviceId; ///< device << 16 | vendor
    unsigned int pciSubSystemId;
    char busId[32];
};

QList<DetectedGpu> probeNvml()
{
    QList<DetectedGpu> gpus;
    QLibrary lib;
#ifdef Q_OS_WIN
    lib.setFileName(QStringLiteral("nvml"));
#else
    lib.setFileNameAndVersion(QStringLiteral("nvidia-ml"), 1);
#endif
    if (!lib.load())
        return gpus;
    using InitFn = int (*)();
    using CountFn = int (*)(unsigned int *);
    using HandleFn = int (*)(unsigned int, NvmlDevice *);
    using TextFn = int (*)(NvmlDevice, char *, unsigned int);
    using MemoryFn = int (*)(NvmlDevice, NvmlMemory *);
    using PowerFn = int (*)(NvmlDevice, unsigned int *);
    using CcFn = int (*)(NvmlDevice, int *, int *);
    using DriverFn = int (*)(char *, unsigned int);
    using PciFn = int (*)(NvmlDevice, NvmlPciInfo *);
    const auto init = reinterpret_cast<InitFn>(lib.resolve("nvmlInit_v2"));
    const auto shutdown = reinterpret_cast<InitFn>(lib.resolve("nvmlShutdown"));
    const auto count = reinterpret_cast<CountFn>(lib.resolve("nvmlDeviceGetCount_v2"));
    const auto handle = reinterpret_cast<HandleFn>(lib.resolve("nvmlDeviceGetHandleByIndex_v2"));
    const auto name = reinterpret_cast<TextFn>(lib.resolve("nvmlDeviceGetName"));
    const auto uuid = reinterpret_cast<TextFn>(lib.resolve("nvmlDeviceGetUUID"));
    const auto memory = reinterpret_cast<MemoryFn>(lib.resolve("nvmlDeviceGetMemoryInfo"));
    const auto power
        = reinterpret_cast<PowerFn>(lib.resolve("nvmlDeviceGetPowerManagementDefaultLimit"));
    const auto cc = reinterpret_cast<CcFn>(lib.resolve("nvmlDeviceGetCudaComputeCapability"));
    const auto driver = reinterpret_cast<DriverFn>(lib.resolve("nvmlSystemGetDriverVersion"));
    const auto pci = reinterpret_cast<PciFn>(lib.resolve("nvmlDeviceGetPciInfo_v3"));
    if (!init || !shutdown || !count || !handle || !name || init() != 0)
        return gpus;
    char text[96] = {};
    QString driverVersion;
    if (driver && driver(text, sizeof text) == 0)
        driverVersion = QString::fromLatin1(text);
    unsigned int n = 0;
    if (count(&n) == 0) {
        for (unsigned int i = 0; i < n; ++i) {
            NvmlDevice device = nullptr;
            if (handle(i, &device) != 0)
                continue;
            DetectedGpu g;
            g.index = int(i);
            g.vendor = QStringLiteral("NVIDIA");
            g.driver = driverVersion;
            if (name(device, text, sizeof text) == 0)
                g.name = QString::fromLatin1(text);
            if (uuid && uuid(device, text, sizeof text) == 0)
                g.uuid = QString::fromLatin1(text);
            NvmlMemory mem {};
            if (memory && memory(device, &mem) == 0)
                g.memoryMib = double(mem.total) / (1024.0 * 1024.0);
            unsigned int milliwatts = 0;
            if (power && power(device, &milliwatts) == 0 && milliwatts > 0)
                g.powerLimitW = milliwatts / 1000.0;
            int major = 0, minor = 0;
            if (cc && cc(device, &major, &minor) == 0 && major > 0)
                g.computeCapability = ComputeCapability {major, minor};
            NvmlPciInfo info {};
            if (pci && pci(device, &info) == 0) {
                g.pciDeviceId = quint16(info.pciDeviceId >> 16);
                g.pciVendorId = quint16(info.pciDeviceId & 0xFFFF);
            }
            gpus.append(g);
        }
    }
    shutdown();
    return gpus;
}

/// Runs a local tool for at most a few seconds; its standard output, or "" if it failed.
QByteArray runTool(const QString &program, const QStringList &arguments)
{
    const QString path = QStandardPaths::findExecutable(program);
    if (path.isEmpty())
        return {};
    QProcess p;
    p.start(path, arguments);
    if (!p.waitForFinished(8000)) {
        p.kill();
        p.waitForFinished(1000);
        return {};
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

QList<DetectedGpu> probeNvidiaSmi()
{
    const QString fields = QStringLiteral("index,name,memory.total,power.default_limit,compute_cap,"
                                          "driver_version,pci.device_id,uuid");
    QByteArray csv = runTool(QStringLiteral("nvidia-smi"),
        {QStringLiteral("--query-gpu=") + fields, QStringLiteral("--format=csv,nounits")});
    if (csv.isEmpty()) // drivers before 510 know no compute_cap
        csv = runTool(QStringLiteral("nvidia-smi"),
            {QStringLiteral("--query-gpu=")
                    + QString(fields).remove(QStringLiteral("compute_cap,")),
                QStringLiteral("--format=csv,nounits")});
    return csv.isEmpty() ? QList<DetectedGpu>() : parseNvidiaSmiCsv(csv);
}

QList<DetectedGpu> probeRocmSmi()
{
    const QByteArray json = runTool(QStringLiteral("rocm-smi"),
        {QStringLiteral("--showproductname"), QStringLiteral("--showmeminfo"),
            QStringLiteral("vram"), QStringLiteral("--json")});
    return json.isEmpty() ? QList<DetectedGpu>() : parseRocmSmiJson(json);
}

QByteArray systemPciIds()
{
    for (const char *path : {"/usr/share/misc/pci.ids", "/usr/share/hwdata/pci.ids",
             "/usr/share/pci.ids", "/usr/local/share/pci.ids"}) {
        QFile f(QString::fromLatin1(path));
        if (f.open(QIODevice::ReadOnly))
            return f.readAll();
    }
    return {};
}

} // namespace

LocalDetection detectLocalGpus()
{
    LocalDetection result;
    QList<DetectedGpu> nvidia = probeNvml();
    if (!nvidia.isEmpty())
        result.sources.append(QStringLiteral("NVML"));
    else if (nvidia = probeNvidiaSmi(); !nvidia.isEmpty())
        result.sources.append(QStringLiteral("nvidia-smi"));
    const QList<DetectedGpu> amd = probeRocmSmi();
    if (!amd.isEmpty())
        result.sources.append(QStringLiteral("rocm-smi"));
    result.gpus = nvidia + amd;
    QList<DetectedGpu> sysfs;
#ifdef Q_OS_LINUX
    sysfs = readSysfsGpus(QStringLiteral("/sys/class/drm"), systemPciIds());
#endif
    bool usedSysfs = false;
    bool nvidiaWithoutTools = false;
    for (const DetectedGpu &g : sysfs) {
        if ((g.vendor == QLatin1String("NVIDIA") && !nvidia.isEmpty())
            || (g.vendor == QLatin1String("AMD") && !amd.isEmpty()))
            continue; // the vendor's tool has reported it, with more detail
        nvidiaWithoutTools = nvidiaWithoutTools || g.vendor == QLatin1String("NVIDIA");
        result.gpus.append(g);
        usedSysfs = true;
    }
    if (usedSysfs)
        result.sources.append(QStringLiteral("sysfs"));
    if (nvidiaWithoutTools)
        result.notes.append(GpuDetection::tr(
            "An NVIDIA card is present, but neither NVML (libnvidia-ml) nor nvidia-smi answered: "
            "is the NVIDIA driver installed? Its memory and power limit are unknown."));
    if (result.sources.size() > 1) // indices of several tools would collide: number them anew
        for (int i = 0; i < result.gpus.size(); ++i)
            result.gpus[i].index = i;
    return result;
}

} // namespace gpu
