// SPDX-License-Identifier: GPL-3.0-or-later
// Servers derived from SXM and OAM modules (ServerSystems.h).

#include "ServerSystems.h"
#include "HostAllowance.h"
#include "ServerSystems_p.h"

#include <QSet>

namespace gpu {

namespace {

template<typename T> std::optional<T> times(const std::optional<T> &v, int n)
{
    return v ? std::optional<T>(T(*v * n)) : std::nullopt;
}

} // namespace

Card systemOf(const Card &unit, int n, Form form)
{
    Card s = unit;
    s.id = 0;
    s.serverOf = unit.key;
    s.key.model = QStringLiteral("%1 × %2").arg(unit.key.nameWithoutVendor()).arg(n);
    s.key.form = form;
    s.key.memoryGb = unit.key.memoryGb * n;
    s.gpusPerBoard = std::max(1, unit.gpusPerBoard) * n;
    s.cudaCores = times(unit.cudaCores, n);
    s.tensorCores = times(unit.tensorCores, n);
    s.memoryBandwidthGBps = times(unit.memoryBandwidthGBps, n);
    s.fp32Tflops = times(unit.fp32Tflops, n);
    s.fp16Tflops = times(unit.fp16Tflops, n);
    s.tensorFp16Tflops = times(unit.tensorFp16Tflops, n);
    s.tensorBf16Tflops = times(unit.tensorBf16Tflops, n);
    s.tensorTf32Tflops = times(unit.tensorTf32Tflops, n);
    s.tensorInt8Tops = times(unit.tensorInt8Tops, n);
    s.tensorFp8Tflops = times(unit.tensorFp8Tflops, n);
    s.tdpWatts = times(unit.tdpWatts, n); // the GPUs' power; the host's comes on top
    s.powerMinWatts = times(unit.powerMinWatts, n);
    s.launchPriceUsd = times(unit.launchPriceUsd, n);
    s.soldAsSystem = true;
    return s;
}

namespace {

Card serverOf(const Card &module, int n)
{
    Card s = systemOf(module, n, Form::Server);
    const QString link = module.key.vendor == QLatin1String("NVIDIA")
        ? QStringLiteral("NVLink")
        : QStringLiteral("Infinity Fabric");
    s.notes = QStringLiteral("%1 × %2 in one server (GPUs linked by %3); derived from the "
                             "module's row: every total is %1 × the module's, power the GPUs' "
                             "alone.")
                  .arg(n)
                  .arg(module.key.displayName(), link);
    s.notesZh = QStringLiteral(
        "一台服务器内的 %1 × %2（GPU 之间以 %3 互联）；由模组的数据推出：各项总量为模组的 "
        "%1 倍，功耗仅计 GPU。")
                    .arg(n)
                    .arg(module.key.displayName(), link);
    return s;
}

} // namespace

QList<Card> storedCards(const QList<Card> &cards)
{
    QList<Card> out;
    out.reserve(cards.size());
    for (const Card &c : cards)
        if (!c.serverOf)
            out << c;
    return out;
}

QList<Price> storedPrices(const QList<Price> &prices)
{
    QList<Price> out;
    out.reserve(prices.size());
    for (const Price &p : prices)
        if (p.card.form != Form::Server && p.card.form != Form::Workstation)
            out << p;
    return out;
}

bool isModuleForm(const Card &card)
{
    return card.key.form == Form::SXM || card.key.form == Form::OAM;
}

void addServerSystems(CatalogData &data, bool workstations)
{
    // Again from the modules: drop what an earlier call derived.
    QSet<CardKey> derived;
    for (const Card &c : std::as_const(data.cards))
        if (c.serverOf)
            derived.insert(c.key);
    if (!derived.isEmpty()) {
        data.cards.removeIf([](const Card &c) { return c.serverOf.has_value(); });
        data.prices.removeIf([&](const Price &p) { return derived.contains(p.card); });
    }
    QHash<CardKey, QList<const Price *>> pricesOf;
    for (const Price &p : std::as_const(data.prices))
        pricesOf[p.card] << &p;
    QList<Card> servers;
    QList<Price> serverPrices;
    for (const Card &module : std::as_const(data.cards)) {
        if (!isModuleForm(module) || !(module.key.memoryGb > 0))
            continue;
        const QList<const Price *> rows = pricesOf.value(module.key);
        QList<int> sizes {8};
        for (const Price *p : rows)
            if (p->gpuCount == 4 && p->unit != PriceUnit::Card && !sizes.contains(4))
                sizes.prepend(4);
        for (int n : sizes) {
            const Card server = serverOf(module, n);
            for (const Price *p : rows) {
                Price q = *p;
                q.id = 0;
                q.card = server.key;
                q.gpuCount = 1;
                q.unit = PriceUnit::Card;
                if (p->unit == PriceUnit::Server && p->gpuCount == n) {
                    q.note = QStringLiteral("the whole %1-GPU server, host included").arg(n)
                        + (p->note.isEmpty() ? QString() : QStringLiteral("; ") + p->note);
                } else {
                    q.amount = p->amountPerGpu() * n;
                    // A share of another size's whole server carries its share of a host.
                    if (p->unit != PriceUnit::Server) {
                        q.machineGpus = n;
                        q.host = hostAllowance(HostClass::ModuleServer);
                    }
                    q.note = QStringLiteral("%1 × the price of one GPU (%2) plus a host allowance "
                                            "(CPUs, memory, network, power, chassis)")
                                 .arg(n)
                                 .arg(p->unit == PriceUnit::Card ? QStringLiteral("a module")
                                                                 : QStringLiteral("%1-GPU %2")
                                                                       .arg(p->gpuCount)
                                                                       .arg(toCode(p->unit)))
                        + (p->note.isEmpty() ? QString() : QStringLiteral("; ") + p->note);
                }
                serverPrices << q;
            }
            servers << server;
        }
    }
    data.cards << servers;
    data.prices << serverPrices;
    if (workstations)
        addWorkstationSystems(data);
}

} // namespace gpu
