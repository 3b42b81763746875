// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the report: corrections applied to the PDF that QPdfWriter (Qt 6.4) produces.
//
// 1. Subset tags. Qt embeds a subset of each font and tags the font descriptor's /FontName
//    ("QUAAAA+NotoSansCJKsc-Regular") but not /BaseFont, although the PDF specification
//    (ISO 32000-1, 9.6.4) asks for the tag on both. Readers then call the font "not subset"
//    (pdffonts: sub = no). The tag is copied to /BaseFont and the cross-reference table is
//    rewritten for the shifted offsets.
// 2. Text extraction of Chinese. Qt builds each font's ToUnicode map by asking which code point
//    gives a glyph and keeps the lowest one. CJK fonts draw some radicals (U+2E80-U+2FDF, e.g.
//    U+2EDA) with the same glyph as common ideographs (页 U+9875), so copying "页" from the PDF
//    gave the radical and a search for "页" failed. Those entries are remapped to the ideograph
//    the font draws with the same glyph.
// 3. Reproducible output. /CreationDate is set to the report's date instead of the clock.
//
// Every change keeps the file valid; a file whose structure is not the one expected (one
// classic cross-reference table) is returned unchanged.

#include <QByteArray>
#include <QDate>
#include <QHash>

class QRawFont;

namespace gpu::pdf {

/// Code points below U+3400 that `font` draws with the glyph of a CJK unified ideograph,
/// mapped to that ideograph (U+2EDA -> U+9875 in Noto Sans CJK SC).
QHash<char32_t, char32_t> ideographsSharingGlyphs(const QRawFont &font);

/// The corrected file (see above). `sharedGlyphs` comes from ideographsSharingGlyphs().
QByteArray fixUp(
    const QByteArray &pdf, const QHash<char32_t, char32_t> &sharedGlyphs, const QDate &date);

} // namespace gpu::pdf
