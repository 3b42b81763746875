// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportFonts.h"

#include <QFontDatabase>
#include <QRawFont>

namespace gpu {

namespace {

// In order of preference. Noto Sans CJK comes with Debian's fonts-noto-cjk; the others are the
// usual Chinese faces of other systems and packages.
const QStringList &cjkCandidates()
{
    static const QStringList names = {QStringLiteral("Noto Sans CJK SC"),
        QStringLiteral("Source Han Sans SC"), QStringLiteral("Source Han Sans CN"),
        QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("WenQuanYi Zen Hei"),
        QStringLiteral("Microsoft YaHei"), QStringLiteral("PingFang SC"),
        QStringLiteral("Noto Serif CJK SC"), QStringLiteral("AR PL UKai CN"),
        QStringLiteral("AR PL UMing CN"), QStringLiteral("SimSun")};
    return names;
}

const QStringList &latinCandidates()
{
    static const QStringList names = {QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans"),
        QStringLiteral("Liberation Sans"), QStringLiteral("Arial"), QStringLiteral("Helvetica")};
    return names;
}

// A family "covers Chinese" if it is scalable and has glyphs for common report words
// (显存 "memory", 推荐 "recommended", 页 "page").
bool familyCoversChinese(const QString &family)
{
    if (!QFontDatabase::isSmoothlyScalable(family))
        return false;
    QFont f(family);
    f.setStyleStrategy(QFont::NoFontMerging);
    const QRawFont raw = QRawFont::fromFont(f, QFontDatabase::SimplifiedChinese);
    if (!raw.isValid() || raw.familyName().compare(family, Qt::CaseInsensitive) != 0)
        return false;
    for (const QChar c : QStringLiteral("显存推荐页"))
        if (!raw.supportsCharacter(c))
            return false;
    return true;
}

} // namespace

ReportFonts ReportFonts::find()
{
    ReportFonts fonts;
    const QStringList installed = QFontDatabase::families();
    for (const QString &name : cjkCandidates()) {
        if (installed.contains(name, Qt::CaseInsensitive) && familyCoversChinese(name)) {
            fonts.cjkFamily = name;
            break;
        }
    }
    if (fonts.cjkFamily.isEmpty()) {
        // Any other installed family that the database lists for Simplified Chinese.
        for (const QString &name : QFontDatabase::families(QFontDatabase::SimplifiedChinese)) {
            if (familyCoversChinese(name)) {
                fonts.cjkFamily = name;
                break;
            }
        }
    }
    for (const QString &name : latinCandidates()) {
        if (installed.contains(name, Qt::CaseInsensitive)
            && QFontDatabase::isSmoothlyScalable(name)) {
            fonts.latinFamily = name;
            break;
        }
    }
    if (fonts.latinFamily.isEmpty())
        fonts.latinFamily = fonts.cjkFamily;
    return fonts;
}

QString ReportFonts::problem() const
{
    if (coversChinese())
        return {};
    return tr("No font on this computer can show Chinese text, so the report would print boxes "
              "instead of characters. Install a Chinese font (on Debian and Ubuntu: sudo apt-get "
              "install fonts-noto-cjk) and try again.");
}

QFont ReportFonts::font(double pointSize, bool bold) const
{
    QFont f;
    QStringList families;
    if (!latinFamily.isEmpty())
        families.append(latinFamily);
    if (!cjkFamily.isEmpty() && cjkFamily != latinFamily)
        families.append(cjkFamily);
    f.setFamilies(families);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    // The layout is measured once and drawn on the PDF and on preview images: unhinted outlines
    // give the same advances on every device.
    f.setHintingPreference(QFont::PreferNoHinting);
    f.setStyleStrategy(QFont::PreferOutline);
    f.setKerning(true);
    // A non-zero letter spacing makes Qt 6.4 shape without ligatures (it has no
    // QFont::setFeature): "efficiency" then extracts and searches as letters, not as the
    // ligature U+FB03. 0.05 device pixels at the report's 720 dpi is 0.005 pt: invisible.
    f.setLetterSpacing(QFont::AbsoluteSpacing, 0.05);
    return f;
}

} // namespace gpu
