// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the card names people write in spreadsheets and listings — "RTX 3060 12G",
// "NVIDIA GeForce RTX 4070 Laptop 8GB", "4090D 24GB", "Tesla V100-SXM2-32GB", "RX7900XTX" — into
// the parts of a card's identity. It only reads what the text says: a vendor is inferred from a
// product family name (GeForce, RTX, Radeon, Arc …), never from a bare number, and a memory size
// or form that is not written stays unknown.

#include "Card.h"

namespace gpu {

struct ParsedCardName
{
    QString vendor; ///< "" if the text names no vendor or family
    QString model; ///< canonical catalog spelling where known ("GeForce RTX 3060 Ti")
    std::optional<double> memoryGb;
    std::optional<Form> form;
};

ParsedCardName parseCardName(const QString &text);

/// The vendor a model name belongs to ("GeForce RTX 3060" -> "NVIDIA"), or "" if it does not say.
QString vendorFromModel(const QString &model);

/// Canonical spelling of a model name: "rtx 3060ti" -> "GeForce RTX 3060 Ti",
/// "RX 7900XTX" -> "Radeon RX 7900 XTX", "4090D" stays as written (no family to anchor it).
QString canonicalModel(const QString &model);

} // namespace gpu
