// SPDX-License-Identifier: GPL-3.0-or-later
#include "Translations.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace gpu {

namespace {

// English is the source language: this translator returns every source text unchanged, so
// installed above a Chinese one it makes tr() English again.
// English above another language (a report in English from the Chinese window): English's own
// file where it has a text (the plural forms: "18 months ago", not "18 month(s) ago"), the source
// text everywhere else, so nothing falls through to the language below.
class SourceTextTranslator : public QTranslator
{
public:
    SourceTextTranslator()
    {
        // Without it (a build without translations) the source texts stand alone.
        (void)m_english.load(QStringLiteral(":/i18n/gpu-advisor_en.qm"));
    }
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
        int n) const override
    {
        if (const QString english = m_english.translate(context, sourceText, disambiguation, n);
            !english.isEmpty())
            return english;
        return QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }

private:
    QTranslator m_english;
};

struct Installed
{
    QString language;
    QList<QPointer<QTranslator>> translators;
};

Installed &installed()
{
    static Installed state;
    return state;
}

} // namespace

QString Translations::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                            : QStringLiteral("en");
}

QString Translations::resolve(const QString &setting)
{
    if (setting == QLatin1String("zh_CN") || setting == QLatin1String("en"))
        return setting;
    return systemLanguage();
}

bool Translations::install(const QString &language)
{
    const QString lang = resolve(language);
    Installed &state = installed();
    for (const QPointer<QTranslator> &t : std::as_const(state.translators)) {
        if (t) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    state.translators.clear();
    state.language = lang;

    const bool chinese = lang == QLatin1String("zh_CN");
    QLocale::setDefault(chinese ? QLocale(QLocale::Chinese, QLocale::China)
                                : QLocale(QLocale::English, QLocale::UnitedStates));
    auto *app = QCoreApplication::instance();
    bool ok = false;
    if (chinese) {
        // Qt's own strings first, so ours win where both translate the same text.
        auto *qt = new QTranslator(app);
        if (qt->load(QStringLiteral("qtbase_zh_CN"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            state.translators.append(qt);
        } else {
            delete qt;
        }
    }
    auto *own = new QTranslator(app);
    if (own->load(QStringLiteral(":/i18n/gpu-advisor_%1.qm").arg(lang))) {
        QCoreApplication::installTranslator(own);
        state.translators.append(own);
        ok = true;
    } else {
        delete own;
    }
    if (!ok || state.translators.isEmpty()) {
        // Nothing installed (English without a .qm): still tell every widget the locale changed.
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(app, &event);
    }
    return ok;
}

QString Translations::current()
{
    return installed().language;
}

QString Translations::nativeName(const QString &language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    return language;
}

ScopedLanguage::ScopedLanguage(const QString &language)
{
    if (language == Translations::current())
        return;
    if (language == QLatin1String("en")) {
        m_translator = std::make_unique<SourceTextTranslator>();
    } else {
        m_translator = std::make_unique<QTranslator>();
        if (!m_translator->load(QStringLiteral(":/i18n/gpu-advisor_%1.qm").arg(language)))
            m_translator.reset();
    }
    if (m_translator)
        QCoreApplication::installTranslator(m_translator.get());
}

ScopedLanguage::~ScopedLanguage()
{
    if (m_translator)
        QCoreApplication::removeTranslator(m_translator.get());
}

} // namespace gpu
