// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which GPUs a computer has, and which catalog cards they are (`gpu-advisor detect`,
// `rank --upgrade-from detected`; docs/detection.md).
//
// Two halves:
//  - pure functions (parse*, detectFormat, pciDeviceName, matchDetectedGpu) that read the reports
//    of the vendors' tools and match them to the catalog; they look only at their arguments;
//  - the live probe (detectLocalGpus, readSysfsGpus) that asks this computer: NVML loaded at run
//    time (QLibrary, no build-time dependency), nvidia-smi, rocm-smi, and the kernel's sysfs. It
//    only reads local files and runs local programs: nothing leaves the machine.
//
// Formats read (the sources are the tools' own documentation):
//  - `nvidia-smi -q -x`: XML, <nvidia_smi_log><driver_version/><gpu><product_name/>
//    <fb_memory_usage><total>24576 MiB</total></fb_memory_usage>
//    <power_readings|gpu_power_readings><default_power_limit>350.00 W</…>
//    <pci><pci_device_id>0x220410DE</pci_device_id></pci></gpu>… (nvidia-smi(1), nvsmi DTD).
//  - `nvidia-smi --query-gpu=index,name,memory.total,… --format=csv[,nounits]`: CSV with a
//    header naming the fields and their unit in brackets ("memory.total [MiB]"); any order, any
//    subset (`nvidia-smi --help-query-gpu`). "[N/A]" and "[Not Supported]" are unknown.
//  - `nvidia-smi -L`: "GPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-…)", one GPU per line; MIG lines
//    are skipped.
//  - `rocm-smi --showproductname --showmeminfo vram --json`: {"card0": {"Card series": …,
//    "Card model": …, "VRAM Total Memory (B)": …}, …} (keys compared case-insensitively).
//  - the PCI ID list (pci.ids: /usr/share/misc/pci.ids or /usr/share/hwdata/pci.ids), to name a
//    PCI vendor and device ID read from sysfs.
//
// Units: memory in MiB (2^20 bytes) as nvidia-smi reports it, power in W, PCI IDs as numbers.

#include "Card.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace gpu {

/// One GPU as a report or the live probe describes it. A figure the source does not give is
/// nullopt (or empty), never 0.
struct DetectedGpu
{
    int index = 0; ///< the tool's index (nvidia-smi's, rocm-smi's cardN), else the order found
    QString vendor; ///< "NVIDIA", "AMD", "Intel", or "" when the source does not say
    QString name; ///< the product name exactly as reported
    std::optional<double> memoryMib; ///< total memory of this GPU, MiB
    std::optional<double> powerLimitW; ///< default (board) power limit, else the enforced one, W
    std::optional<ComputeCapability> computeCapability; ///< as reported (NVIDIA only)
    QString driver; ///< driver version (NVIDIA) or kernel driver name (sysfs)
    std::optional<quint16> pciVendorId; ///< 0x10de NVIDIA, 0x1002 AMD, 0x8086 Intel
    std::optional<quint16> pciDeviceId; ///< e.g. 0x2330 for the H100 SXM5 80GB
    QString uuid;
};

enum class ReportFormat
{
    Unknown,
    NvidiaSmiXml, ///< nvidia-smi -q -x
    NvidiaSmiCsv, ///< nvidia-smi --query-gpu=… --format=csv
    NvidiaSmiList, ///< nvidia-smi -L
    RocmSmiJson ///< rocm-smi --showproductname --showmeminfo vram --json
};
QString toCode(ReportFormat f); ///< "nvidia-smi-xml", "nvidia-smi-csv", "nvidia-smi-list", …

/// Recognises a saved report from its content (never the file name).
ReportFormat detectFormat(const QByteArray &content);

/// The parsers: the GPUs of a report, in its order. On a malformed report they return what they
/// could read and set *error (translated) if nothing could be read.
QList<DetectedGpu> parseNvidiaSmiXml(const QByteArray &content, QString *error = nullptr);
QList<DetectedGpu> parseNvidiaSmiCsv(const QByteArray &content, QString *error = nullptr);
QList<DetectedGpu> parseNvidiaSmiList(const QByteArray &content, QString *error = nullptr);
QList<DetectedGpu> parseRocmSmiJson(const QByteArray &content, QString *error = nullptr);
/// detectFormat() then the matching parser; an unknown format is an error naming the formats.
QList<DetectedGpu> parseGpuReport(
    const QByteArray &content, ReportFormat *format = nullptr, QString *error = nullptr);

/// The name pci.ids gives a device ("GA102 [GeForce RTX 3090]"), or "" if it lists none.
QString pciDeviceName(const QByteArray &pciIds, quint16 vendorId, quint16 deviceId);
/// The vendor a PCI vendor ID stands for ("NVIDIA", "AMD", "Intel"), or "".
QString vendorFromPciId(quint16 vendorId);

/// How a detected GPU was matched to a catalog card.
enum class MatchMethod
{
    None, ///< no card, or several the report cannot tell apart (see GpuMatch::candidates)
    Exact, ///< the reported name alone names one card
    ByMemory, ///< the name names a model; the reported memory picks the variant
    ByPowerLimit, ///< … the power limit picks the module (H800 SXM 700 W vs PCIe 350 W)
    ByDeviceId ///< … the PCI device ID picks it (built-in table of data-centre modules)
};
QString toCode(MatchMethod m); ///< "exact", "by_memory", "by_power_limit", "by_device_id", "none"
QString matchMethodText(MatchMethod m); ///< translated: "exact", "by memory" …

struct GpuMatch
{
    int index = -1; ///< the catalog card, or -1
    MatchMethod method = MatchMethod::None;
    /// When index is -1: the cards it could be, or else the closest cards (at most five).
    QList<int> candidates;
    /// True when the name matches no card: `candidates` are only the closest ones.
    bool notInCatalog = false;
};

/// The name as the catalog would spell it: vendor prefixes, "Laptop GPU", "Generation", "Lite
/// Hash Rate", memory-type words and the pci.ids chip ("GA102 [GeForce RTX 3090]") removed,
/// "A100-SXM4-80GB" split into words. Alternatives in pci.ids ("Radeon RX 7900 XT/7900 XTX")
/// give one name each.
QStringList catalogNamesFor(const QString &reportedName);

/// Matches a detected GPU to a card of `cards`: the shared name matcher (findCardByName) on the
/// reported name, then what else the report says to choose among the model's variants, in this
/// order: form words of the name (Laptop, SXM, PCIe, NVL; an HBM memory type without "PCIe"
/// means an SXM module), memory, power limit, PCI device ID.
GpuMatch matchDetectedGpu(const QList<Card> &cards, const DetectedGpu &gpu);

/// The GPUs under a /sys/class/drm-like folder: each cardN/device with vendor, device,
/// mem_info_vram_total (bytes, amdgpu) and driver, named through `pciIds`. Display
/// controllers of other vendors are skipped.
QList<DetectedGpu> readSysfsGpus(const QString &drmRoot, const QByteArray &pciIds);

/// What the live probe found, and how.
struct LocalDetection
{
    QList<DetectedGpu> gpus;
    QStringList sources; ///< "NVML", "nvidia-smi", "rocm-smi", "sysfs"
    /// Translated remarks, e.g. an NVIDIA card seen in sysfs whose driver tools are missing.
    QStringList notes;
};

/// Asks this computer: NVIDIA through NVML (libnvidia-ml.so.1 / nvml.dll, at run time) or else
/// nvidia-smi; AMD through rocm-smi or else sysfs; Intel through sysfs. Never throws, never
/// waits on a tool for more than a few seconds.
LocalDetection detectLocalGpus();

class GpuDetection
{
    Q_DECLARE_TR_FUNCTIONS(GpuDetection)
};

} // namespace gpu
