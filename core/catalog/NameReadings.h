// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Names people write in Chinese — sellers, marketplaces, cloud providers and their plans — read
// for an English reader, and the billing words of a cloud offering's name ("on-demand", "spot",
// "pay-per-second") said in the user's language (issue 40, item 6).
//
// The catalog keeps names as their source writes them ("NVIDIA 国行建议零售价", "闲鱼",
// "p5.48xlarge (on-demand, us-east-1)"): they are data, matched and exported as they are. What a
// person reads is made here: in Chinese the name is shown as written, with an offering's billing
// words in Chinese; in English a name with Chinese in it is followed by its English reading,
// made term by term from a glossary of the names the catalog and its price leads use (its
// readings: the outlets' own English names where they have one — Colorful, JD.com, Xianyu,
// China Times — otherwise a plain translation). A name with a term the glossary does not know is
// said to be Chinese, with the site it was seen on, never left unexplained.

#include <QString>

namespace gpu {

/// Whether `text` holds Chinese (CJK) or full-width characters.
bool containsChinese(const QString &text);

/// Whether the installed translation is Chinese (the translated marker string
/// "language-of-this-translation" says "zh_CN"): names are then shown as written.
bool readsChinese();

/// `name`'s English reading: "" where it has no Chinese; the name with every Chinese term
/// replaced by its reading ("NVIDIA 国行建议零售价" → "NVIDIA suggested retail price in mainland
/// China"); where a term is unknown, "a seller named in Chinese" with `sourceUrl`'s host when
/// one is given ("… , on jd.com"). Parentheses of the name become commas.
QString englishReading(const QString &name, const QString &sourceUrl = {});

/// A seller's, marketplace's or provider's name for a person in the installed language: as
/// written in Chinese (and in English where it has no Chinese); otherwise "name (reading)".
QString nameForReader(const QString &name, const QString &sourceUrl = {});

/// A cloud offering (its provider and plan, "AutoDL RTX 4090 (pay-per-second)") for a person:
/// the billing words inside its parentheses and a few plan words ("8-GPU node", "Free GPU
/// hours") in the installed language, instance names and regions unchanged, then
/// nameForReader(). Exports keep the stored name.
QString offeringForReader(const QString &offering);

} // namespace gpu
