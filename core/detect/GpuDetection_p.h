// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the parts of GPU detection (GpuDetection.cpp, GpuMatching.cpp, GpuProbe.cpp).

#include <QRegularExpression>
#include <QString>

#include <optional>

namespace gpu::detection {

/// A case-insensitive regular expression: reports and pci.ids spell names in any case.
inline QRegularExpression ci(const QString &pattern)
{
    return QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption);
}

/// "24576 MiB", "350.00 W", "24576" -> the number; "[N/A]", "N/A", "[Not Supported]" -> nullopt.
std::optional<double> numberWithUnit(const QString &text);

} // namespace gpu::detection
