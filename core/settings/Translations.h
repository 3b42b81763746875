// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The application's languages: Simplified Chinese and English. Installs our translation (from
// the :/i18n resources built by qt_add_translations into this room's library) and Qt's own
// (qtbase_zh_CN, so standard buttons and dialogs are translated too), and replaces them at run
// time: installing a translator sends QEvent::LanguageChange, on which every panel retranslates
// itself. The window, the command line and the report use the same translators.

#include <QCoreApplication>
#include <QString>

#include <memory>

class QTranslator;

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

/// Puts `language` above the installed one for as long as it lives, to make words in the other
/// language (a report in English from a Chinese window: wordRanking(), the report's tr()), then
/// takes it away again. Does nothing when `language` is the one installed
/// (Translations::current()). The default QLocale is left as it is. Windows are told of both
/// changes (QEvent::LanguageChange) and retranslate twice, which leaves them in their own language.
class ScopedLanguage
{
public:
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;
    /// Whether a translator was put above the installed one.
    bool isActive() const { return m_translator != nullptr; }

private:
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace gpu
