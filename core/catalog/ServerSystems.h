// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Servers as rows of the catalog: SXM and OAM modules are sold in 4- and 8-GPU servers (HGX,
// OAM platforms), not alone, so the catalog offers each module also as the server it comes in,
// a card like any other in the ranking, the compare panel and the report, with its per-GPU
// figures beside (docs/ranking.md, "Servers and workstations").
//
// A server is derived when the catalog is loaded, never stored, imported or exported
// (Card::serverOf names its module):
//   - Form::Server, gpusPerBoard = the module's × N; every board total (memory, cores, tensor
//     cores, bandwidth, TFLOPS, power, launch price) N × the module's; per-GPU figures therefore
//     the module's (Card::memoryPerGpuGb(), the performance model's inputs);
//   - N = 8, and 4 where a price row prices a 4-GPU server or baseboard of the module;
//   - its prices: a price row of the module for exactly that server (PriceUnit::Server, N GPUs)
//     is the server's own price, host included; any other price row of the module gives N × its
//     per-GPU price with the host allowance of a module server (Price::host, HostAllowance.h),
//     judged with it and said. A module with no price gives a server with none (listed as having
//     no price, never left out);
//   - its measured results and rentals are its module's (CatalogIndex::moduleOf()).
//
// Workstations the same way (WorkstationSystems.cpp, docs/ranking.md "Servers and
// workstations"): a single-GPU PCIe or desktop card with at least 24 GB and a price, on current
// software, also as 2, 4 and 8 cards (workstation and data-centre lines) or 2 and 4 (consumer
// cards: more than four is a server build), Form::Workstation, every total N × the card's, its
// prices N × each price row of the card, from three cards on with the host allowance of its
// class (HostAllowance.h). Not on a catalog of more than
// kMaxCardsForWorkstations cards (a shared catalog, the bench's): the planner still offers
// several cards there.

#include "CatalogData.h"

namespace gpu {

/// Note of a derived server's price row: its own server price, or N × the per-GPU price.
enum class ServerPriceKind
{
    WholeServer,
    PerGpuTimesN
};

/// Removes the servers and workstations derived earlier from `data` and derives them again from
/// its modules and, with `workstations`, its cards (addWorkstationSystems()). Idempotent; call
/// after every load.
void addServerSystems(CatalogData &data, bool workstations = true);

/// Above this many cards no workstation is derived (their rows would grow a large catalog's
/// ranking by a tenth for configurations the planner offers anyway).
inline constexpr qsizetype kMaxCardsForWorkstations = 5000;

/// Derives the workstations of `data`'s cards (above); addServerSystems() calls it after
/// removing every derived row.
void addWorkstationSystems(CatalogData &data);

/// Whether `card` is offered as a workstation of several cards, and the card counts it comes in
/// (empty if none).
QList<int> workstationSizes(const Card &card);

/// The rows a file or a database holds: without the derived servers and their prices (the
/// exporter writes these).
QList<Card> storedCards(const QList<Card> &cards);
QList<Price> storedPrices(const QList<Price> &prices);

/// Whether `card` is an SXM or OAM module (sold in servers, not alone).
bool isModuleForm(const Card &card);

} // namespace gpu
