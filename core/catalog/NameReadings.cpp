// SPDX-License-Identifier: GPL-3.0-or-later
#include "NameReadings.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <utility>
#include <vector>

namespace gpu {

namespace {

/// Chinese terms of sellers', marketplaces' and providers' names with their English readings:
/// an outlet's own English name where it has one, otherwise a plain translation.
const std::vector<std::pair<QString, QString>> &glossary()
{
    static const std::vector<std::pair<QString, QString>> terms = [] {
        const std::pair<const char *, const char *> rows[] = {
            // How a price was set or seen.
            {"官方建议零售价", "official suggested retail price"},
            {"国行建议零售价", "suggested retail price in mainland China"},
            {"国内建议零售价", "suggested retail price in China"},
            {"国行公版售价", "Founders Edition price in mainland China"},
            {"国行起售价", "starting price in mainland China"},
            {"国行首发价", "launch price in mainland China"},
            {"国行零售价", "retail price in mainland China"},
            {"国行售价", "price in mainland China"},
            {"官方售价", "official price"},
            {"市场售价", "market price"},
            {"建议零售价", "suggested retail price"},
            {"零售价", "retail price"},
            {"首发价", "launch price"},
            {"最低价", "lowest price"},
            {"报价", "quote"},
            {"售价", "price"},
            // Where.
            {"国内电商平台", "Chinese e-commerce platforms"},
            {"国内零售市场", "Chinese retail market"},
            {"国内电商", "Chinese e-commerce"},
            {"中国零售", "retail in China"},
            {"电商平台", "e-commerce platforms"},
            {"二手市场", "second-hand market"},
            {"旗舰店", "flagship store"},
            {"自营", "own store"},
            {"实验室", "lab"},
            {"国行", "mainland China"},
            {"国内", "in China"},
            {"官方", "official"},
            {"二手", "used"},
            {"全新", "new"},
            {"整机", "complete system"},
            {"服务器", "server"},
            {"显卡", "graphics card"},
            // Outlets by their own English names.
            {"闲鱼", "Xianyu"},
            {"淘宝", "Taobao"},
            {"天猫", "Tmall"},
            {"京东", "JD.com"},
            {"拼多多", "Pinduoduo"},
            {"七彩虹", "Colorful"},
            {"中時新聞網", "China Times"},
            {"硬件世界", "Hardware World"},
            {"虎嗅", "Huxiu"},
            {"每日人物", "Meiri Renwu"},
            {"恒源云", "Hengyuan Cloud"},
            {"阿里云", "Alibaba Cloud"},
            {"腾讯云", "Tencent Cloud"},
            {"华为云", "Huawei Cloud"},
            {"百度智能云", "Baidu AI Cloud"},
            {"火山引擎", "Volcano Engine"},
            {"矩池云", "Matpool"},
            {"算力卡", "compute credits"},
        };
        std::vector<std::pair<QString, QString>> t;
        for (const auto &[term, reading] : rows)
            t.emplace_back(QString::fromUtf8(term), QString::fromUtf8(reading));
        // Longest first: "国行建议零售价" before "国行" and "零售价".
        std::stable_sort(t.begin(), t.end(),
            [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
        return t;
    }();
    return terms;
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() && !containsChinese(QString(c));
}

/// Full-width punctuation as ASCII, so that the reading has no Chinese marks.
QString halfWidth(QString s)
{
    s.replace(QChar(0xFF08), QLatin1String(" ("));
    s.replace(QChar(0xFF09), QLatin1Char(')'));
    s.replace(QChar(0xFF0C), QLatin1String(", "));
    s.replace(QChar(0x3001), QLatin1String(", "));
    s.replace(QChar(0xFF1A), QLatin1String(": "));
    s.replace(QChar(0xFF1B), QLatin1String("; "));
    return s;
}

QString cloudWord(const char *word)
{
    return QCoreApplication::translate("NameReadings", word);
}

} // namespace

bool containsChinese(const QString &text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF)
            || (u >= 0xFF00 && u <= 0xFFEF) || c.isSurrogate())
            return true;
    }
    return false;
}

bool readsChinese()
{
    //: The code of the language this file translates into: "zh_CN" for Chinese. Names written in
    //: Chinese are shown without their English reading when it is "zh_CN".
    return QCoreApplication::translate("NameReadings", "en", "language-of-this-translation")
        == QLatin1String("zh_CN");
}

QString englishReading(const QString &name, const QString &sourceUrl)
{
    if (!containsChinese(name))
        return {};
    const QString text = halfWidth(name);
    QString out;
    bool unknown = false;
    for (qsizetype i = 0; i < text.size();) {
        const auto match = std::find_if(glossary().begin(), glossary().end(),
            [&](const auto &term) { return QStringView(text).mid(i).startsWith(term.first); });
        if (match != glossary().end()) {
            if (!out.isEmpty() && isWordChar(out.back()))
                out += QLatin1Char(' ');
            out += match->second;
            i += match->first.size();
            if (i < text.size() && isWordChar(text.at(i)))
                out += QLatin1Char(' ');
            continue;
        }
        if (containsChinese(QString(text.at(i))))
            unknown = true;
        out += text.at(i);
        ++i;
    }
    if (unknown) {
        const QString host = QUrl(sourceUrl).host();
        return host.isEmpty() ? QStringLiteral("a name in Chinese")
                              : QStringLiteral("a name in Chinese, on %1").arg(host);
    }
    // "国内电商 (市场售价)" reads "Chinese e-commerce, market price": no parentheses inside the
    // ones the reading is put in.
    out.replace(QRegularExpression(QStringLiteral("\\s*\\(\\s*")), QStringLiteral(", "));
    out.remove(QLatin1Char(')'));
    return out.simplified();
}

QString nameForReader(const QString &name, const QString &sourceUrl)
{
    if (readsChinese() || !containsChinese(name))
        return name;
    //: A name written in Chinese and its English reading: "闲鱼 (Xianyu)".
    return QCoreApplication::translate("NameReadings", "%1 (%2)", "a name and its reading")
        .arg(name, englishReading(name, sourceUrl));
}

QString offeringForReader(const QString &offering)
{
    static const QRegularExpression parens(QStringLiteral("\\(([^()]*)\\)"));
    static const QRegularExpression node(QStringLiteral("\\b(\\d+)-GPU node\\b"));
    static const QRegularExpression quota(QStringLiteral("^weekly quota ~(\\d+) h$"));
    static const QRegularExpression dated(QStringLiteral("^(\\d{4}-\\d{2}) price$"));
    QString text = offering;
    // The billing words inside the parentheses, one by one; regions and instance names stay.
    QString out;
    qsizetype from = 0;
    for (auto it = parens.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        QStringList words = m.captured(1).split(QLatin1String(", "));
        for (QString &group : words) {
            QStringList parts = group.split(QLatin1String("; "));
            for (QString &w : parts) {
                if (const auto q = quota.match(w); q.hasMatch())
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "weekly quota about %1 h"))
                            .arg(q.captured(1));
                else if (const auto d = dated.match(w); d.hasMatch())
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "price of %1"))
                            .arg(d.captured(1));
                else if (w == QLatin1String("on-demand"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "on-demand"));
                else if (w == QLatin1String("spot"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "spot"));
                else if (w == QLatin1String("interruptible"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "interruptible"));
                else if (w == QLatin1String("typical"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "typical"));
                else if (w == QLatin1String("pay-per-second"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "pay-per-second"));
                else if (w == QLatin1String("median on-demand offer"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "median on-demand offer"));
                else if (w == QLatin1String("cheapest live offer"))
                    w = cloudWord(QT_TRANSLATE_NOOP("NameReadings", "cheapest live offer"));
            }
            group = parts.join(cloudWord(QT_TRANSLATE_NOOP("NameReadings", "; ")));
        }
        out += QStringView(text).mid(from, m.capturedStart() - from);
        out += QLatin1Char('(') + words.join(cloudWord(QT_TRANSLATE_NOOP("NameReadings", ", ")))
            + QLatin1Char(')');
        from = m.capturedEnd();
    }
    out += QStringView(text).mid(from);
    for (auto it = node.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        out.replace(m.captured(0),
            cloudWord(QT_TRANSLATE_NOOP("NameReadings", "%1-GPU node")).arg(m.captured(1)));
    }
    out.replace(QLatin1String("Free GPU hours"),
        cloudWord(QT_TRANSLATE_NOOP("NameReadings", "Free GPU hours")));
    return nameForReader(out);
}

} // namespace gpu
