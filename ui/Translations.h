// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The application's languages: Simplified Chinese and English. Installs our translation (from
// the :/i18n resources built by qt_add_translations) and Qt's own (qtbase_zh_CN, so standard
// buttons and dialogs are translated too), and replaces them at run time: installing a
// translator sends QEvent::LanguageChange, on which every panel retranslates itself.

#include <QCoreApplication>
#include <QString>

namespace gpu {

class Translations
{
    Q_DECLARE_TR_FUNCTIONS(Translations)
public:
    /// "zh_CN" for a Chinese system locale, otherwise "en".
    static QString systemLanguage();
    /// A language setting ("" = follow the system, "zh_CN", "en") as an installable language.
    static QString resolve(const QString &setting);
    /// Installs the translators for `language` ("zh_CN" or "en"), removing the previous ones,
    /// and sets the default QLocale to match. Returns false if our translation was not found.
    static bool install(const QString &language);
    /// The language installed last ("" before the first install()).
    static QString current();
    /// Language codes offered to the user, in menu order.
    static QStringList available() { return {QStringLiteral("zh_CN"), QStringLiteral("en")}; }
    /// A language's name in that language ("简体中文", "English").
    static QString nativeName(const QString &language);
};

} // namespace gpu
