// SPDX-License-Identifier: GPL-3.0-or-later
// The built-in host allowances (HostAllowance.h); their sources in docs/price-sources.md,
// "Host allowances".

#include "HostAllowance.h"

#include <array>

namespace gpu {

namespace {

HostAllowance make(HostClass c, double amount, const char *currency, QDate date, const char *outlet,
    const char *url, const char *what)
{
    HostAllowance h;
    h.hostClass = c;
    h.amount = amount;
    h.currency = QString::fromLatin1(currency);
    h.date = date;
    h.outlet = QString::fromUtf8(outlet);
    h.sourceUrl = QString::fromLatin1(url);
    h.what = QString::fromUtf8(what);
    return h;
}

} // namespace

const HostAllowance *hostAllowance(HostClass hostClass)
{
    // A tower of four cards: tiny corp's tinybox red v2 (4 × Radeon RX 9070 XT, 32-core EPYC,
    // 128 GB, one 1,600 W supply) at 10,000 USD on 2025-11-13, less its cards at their 599 USD
    // list price: 7,604 USD for the rest of the machine.
    static const std::array<HostAllowance, 3> allowances = {
        make(HostClass::Workstation, 7604, "USD", QDate(2025, 11, 13), "tiny corp (tinybox red v2)",
            "https://github.com/tinygrad/tinyxxx/blob/76ebe422b22e8fc97d7a424306b3a84eddb06c44/"
            "index.html",
            "a 4-card machine's price (10,000 USD) less its 4 Radeon RX 9070 XT at 599 USD: "
            "32-core EPYC, board, 128 GB memory, one 1,600 W supply, chassis, storage"),
        // Eight PCIe cards: the tinybox with 8 × RTX 5090 (two 128-core EPYC Genoa, 384 GB, four
        // 2,000 W supplies) at 50,000 USD on 2025-11-04, less its cards at 2,500 USD (TechSpot's
        // cheapest US retail price, 2025-11, a catalog row): 30,000 USD.
        make(HostClass::PcieServer, 30000, "USD", QDate(2025, 11, 4),
            "tiny corp (tinybox 8 × RTX 5090)",
            "https://github.com/tinygrad/tinyxxx/blob/44fa03d5cbe5f392ccec6944e0ad9d77fb6e06dc/"
            "index.html",
            "an 8-card server's price (50,000 USD) less its 8 RTX 5090 at 2,500 USD: two EPYC "
            "CPUs, 384 GB memory, four 2,000 W supplies, chassis, storage"),
        // Four or eight modules: the host of an HGX server.
        make(HostClass::ModuleServer, 74000, "USD", QDate(2023, 5, 1),
            "SemiAnalysis (via Epoch AI)",
            "https://github.com/joshyou/clod/blob/2af77743b2cb18e8a9a0dc4efb49eadc43802805/"
            "ml_hardware.csv",
            "a DGX H100's price (269,000 USD) less its 8 GPUs with their baseboard (195,000 USD): "
            "CPUs, memory, network cards, storage, chassis and power, one analyst's breakdown")};
    // In the order of HostClass.
    return &allowances[size_t(hostClass)];
}

std::optional<HostClass> hostClassOf(Form form, int gpus)
{
    if (form == Form::Server)
        return HostClass::ModuleServer;
    // Two cards go into a desktop as one card does (the user's computer, not counted for
    // either); more take a workstation's board, supply and chassis, more than four a server.
    if (form == Form::Workstation && gpus > 2)
        return gpus > 4 ? HostClass::PcieServer : HostClass::Workstation;
    return std::nullopt;
}

} // namespace gpu
