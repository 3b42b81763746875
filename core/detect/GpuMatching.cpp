// SPDX-License-Identifier: GPL-3.0-or-later
// Matching a detected GPU to a card of the catalog (GpuDetection.h): the shared name matcher, then
// form words, memory, power limit and PCI device ID to choose among a model's variants.
#include "GpuDetection.h"
#include "GpuDetection_p.h"

#include "CardNameMatcher.h"
#include "CardNameParser.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace gpu {

using detection::ci;

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

// The cards the shared name matcher finds for the names of a detected GPU (catalogNamesFor()):
// `group` the card or variants of one model it names, `loose` the cards of names matching
// several models.
void matchNames(const QList<Card> &cards, const DetectedGpu &gpu, const QStringList &names,
    QList<int> &group, QList<int> &loose)
{
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
    matchNames(cards, gpu, names, group, loose);
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

} // namespace gpu
