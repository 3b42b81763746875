// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fonts of the report. Latin text (card names, figures) uses a clean sans with plain digits;
// Chinese text falls back to a CJK family. Both are TrueType/OpenType faces that QPdfWriter
// embeds as subsets, so the text stays selectable and searchable.
//
// Why not the CJK face for everything: Noto Sans CJK substitutes proportional digit glyphs in
// Latin runs, and Qt's PDF engine finds no Unicode value for them, so "3060" would not be
// extractable. A Latin face first avoids that.

#include <QCoreApplication>
#include <QFont>
#include <QString>

namespace gpu {

class ReportFonts
{
    Q_DECLARE_TR_FUNCTIONS(ReportFonts)
public:
    /// Picks the families installed on this machine (QFontDatabase; needs a QGuiApplication).
    static ReportFonts find();

    QString latinFamily; ///< "DejaVu Sans", "Noto Sans" …; may equal cjkFamily
    QString cjkFamily; ///< "Noto Sans CJK SC" …; empty if no installed font covers Chinese

    bool coversChinese() const { return !cjkFamily.isEmpty(); }
    /// Translated sentence naming what is missing and how to install it; empty if nothing is.
    QString problem() const;
    /// The report's font at `pointSize` (relative to the device's resolution).
    QFont font(double pointSize, bool bold = false) const;
};

} // namespace gpu
