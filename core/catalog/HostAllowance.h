// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the rest of a multi-GPU machine costs: the host allowance a derived workstation or
// server (ServerSystems.h) is judged with when it is priced as its GPUs (N × one GPU's price),
// so that a machine is never compared at its cards' price alone with a server whose price
// includes its host (docs/price-sources.md, "Host allowances"; docs/ranking.md, "Servers and
// workstations"). A whole machine's own price (price_unit server) needs none.
//
// Each class is one sourced figure with its outlet and date; the figures are built in, not
// rows of the catalog (no file, feed or edit changes them).

#include "Card.h"

namespace gpu {

/// The kind of machine a host allowance is for.
enum class HostClass
{
    /// A tower of 3 or 4 cards: a board with four x16 slots, a workstation CPU, its memory, a
    /// 1,600–2,000 W power supply, a chassis and storage.
    Workstation,
    /// Eight PCIe cards: a 4U GPU server (two CPUs, memory, redundant power supplies, airflow).
    PcieServer,
    /// The host of a 4- or 8-GPU module baseboard (HGX, OAM): two CPUs, memory, network cards,
    /// storage, chassis and power; the baseboard is counted with the GPUs.
    ModuleServer
};

struct HostAllowance
{
    HostClass hostClass = HostClass::Workstation;
    double amount = 0; ///< in `currency`, > 0
    CurrencyCode currency;
    QDate date; ///< when the figure was seen (the month's first day where only the month is known)
    QString outlet; ///< the named outlet the figure rests on
    QString sourceUrl;
    QString what; ///< what the figure counts, in English (docs/price-sources.md in full)
};

/// The built-in allowance for `hostClass` (a static object: never null).
const HostAllowance *hostAllowance(HostClass hostClass);

/// The host class of a machine of `gpus` GPUs in `form`: Form::Server any count
/// (ModuleServer); Form::Workstation 3–4 cards (Workstation), more (PcieServer); nullopt for
/// two cards (a desktop takes them, and the computer is not counted for one card either) and
/// for any other form.
std::optional<HostClass> hostClassOf(Form form, int gpus);

} // namespace gpu
