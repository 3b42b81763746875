// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the catalog room: what a derived server and a derived workstation share.

#include "Card.h"

namespace gpu {

/// `unit` (a module or a card) N times in one machine of `form` (Form::Server or
/// Form::Workstation): Card::serverOf names the unit, the model reads "<unit> × N", every total
/// (memory, cores, bandwidth, TFLOPS, power, launch price) is N × the unit's, so per-GPU figures
/// stay the unit's; sold whole. The notes are the caller's.
Card systemOf(const Card &unit, int n, Form form);

} // namespace gpu
