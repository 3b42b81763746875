// SPDX-License-Identifier: GPL-3.0-or-later
// Workstations derived from PCIe and desktop cards (ServerSystems.h): 2, 4 and 8 cards of one
// kind in one machine, a row of the catalog like the servers of SXM and OAM modules.

#include "HostAllowance.h"
#include "ServerSystems.h"
#include "ServerSystems_p.h"

namespace gpu {

namespace {

// Below this memory a card is not worth ganging for a lab: the workloads' tiers ask 24 GB for
// Transformers and LLMs (docs/ranking.md), and smaller cards are bought one at a time.
constexpr double kMinWorkstationMemoryGb = 24;

// On current software: today's default CUDA builds start at compute capability 7.5
// (SoftwareSupport.h, which this room does not see); older NVIDIA cards are legacy and no lab
// builds a machine of them.
bool currentSoftware(const Card &card)
{
    return card.key.vendor != QLatin1String("NVIDIA") || !card.computeCapability
        || card.computeCapability->code() >= 75;
}

Card workstationOf(const Card &card, int n)
{
    // gpusPerBoard is 1 (workstationSizes()), so the machine has n GPUs.
    Card w = systemOf(card, n, Form::Workstation);
    const bool consumer = card.productLine == ProductLine::Consumer;
    w.notes = QStringLiteral("%1 × %2 in one machine (the cards exchange gradients over PCIe); "
                             "derived from the card's row: every total is %1 × the card's, power "
                             "the cards' alone.")
                  .arg(n)
                  .arg(card.key.displayName());
    w.notesZh = QStringLiteral("一台机器内的 %1 × %2（卡之间经 PCIe 交换梯度）；由该卡的数据推出："
                               "各项总量为该卡的 %1 倍，功耗仅计显卡。")
                    .arg(n)
                    .arg(card.key.displayName());
    if (consumer && n >= 4) {
        w.notes += QStringLiteral(" Four desktop cards: plan slots or risers, the power supply "
                                  "and cooling; more than four is a server build.");
        w.notesZh += QStringLiteral(
            "四张桌面显卡：需规划插槽或延长线、电源与散热；四张以上应按服务器搭建。");
    } else if (n == 8) {
        w.notes += QStringLiteral(" Eight cards take a server chassis (4U) with its own airflow "
                                  "and power supplies.");
        w.notesZh += QStringLiteral("八张卡需要服务器机箱（4U），自带风道与电源。");
    }
    return w;
}

} // namespace

QList<int> workstationSizes(const Card &card)
{
    const bool pcieOrDesktop = card.key.form == Form::PCIe || card.key.form == Form::Desktop;
    if (!pcieOrDesktop || card.serverOf || card.gpusPerBoard > 1 || card.unifiedMemory
        || card.soldAsSystem || !(card.key.memoryGb >= kMinWorkstationMemoryGb)
        || !currentSoftware(card))
        return {};
    if (card.productLine == ProductLine::Consumer || !card.productLine)
        return {2, 4};
    return {2, 4, 8};
}

void addWorkstationSystems(CatalogData &data)
{
    if (data.cards.size() > kMaxCardsForWorkstations)
        return;
    QHash<CardKey, QList<const Price *>> pricesOf;
    for (const Price &p : std::as_const(data.prices))
        pricesOf[p.card] << &p;
    QList<Card> systems;
    QList<Price> systemPrices;
    for (const Card &card : std::as_const(data.cards)) {
        const QList<const Price *> rows = pricesOf.value(card.key);
        if (rows.isEmpty())
            continue;
        for (int n : workstationSizes(card)) {
            const Card system = workstationOf(card, n);
            for (const Price *p : rows) {
                Price q = *p;
                q.id = 0;
                q.card = system.key;
                q.gpuCount = 1;
                q.unit = PriceUnit::Card;
                q.amount = p->amountPerGpu() * n;
                const auto hostClass = hostClassOf(Form::Workstation, n);
                if (hostClass) {
                    q.machineGpus = n;
                    q.host = hostAllowance(*hostClass);
                }
                q.note = (hostClass ? QStringLiteral("%1 × the price of one card plus a host "
                                                     "allowance (CPU, board, memory, power "
                                                     "supply, chassis)")
                                    : QStringLiteral("%1 × the price of one card (two cards go "
                                                     "into a desktop; the computer is not "
                                                     "counted)"))
                             .arg(n)
                    + (p->note.isEmpty() ? QString() : QStringLiteral("; ") + p->note);
                systemPrices << q;
            }
            systems << system;
        }
    }
    data.cards << systems;
    data.prices << systemPrices;
}

} // namespace gpu
