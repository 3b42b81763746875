// SPDX-License-Identifier: GPL-3.0-or-later
// The live probe of this computer's GPUs (GpuDetection.h): NVML at run time, nvidia-smi,
// rocm-smi, and sysfs with pci.ids.
#include "GpuDetection.h"
#include "GpuDetection_p.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLibrary>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>
#include <functional>

namespace gpu {

using detection::numberWithUnit;

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
