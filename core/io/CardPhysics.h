// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Physics a card row must obey to be taken from a feed or an import (issue 39): FP32 TFLOPS at
// most 2 × cores × boost clock (× 2 again for architectures that issue two FP32 operations per
// core and clock, AMD RDNA 3 and 4), tensor TFLOPS at most 64 × that, memory bandwidth at most
// bus width / 8 × data rate, board power at least 5 W for a discrete card; 5 % for rounding.
// Unknown figures are not judged. The importer applies it to every card row, the built-in
// catalog's included (tst_price_check checks that every built-in card obeys it).

#include "Card.h"

#include <QPair>

namespace gpu {

/// The column and a translated sentence (context "CatalogImporter") of the first rule `card`
/// breaks, or an empty column when it obeys them all.
QPair<QString, QString> cardPhysicsProblem(const Card &card);

} // namespace gpu
