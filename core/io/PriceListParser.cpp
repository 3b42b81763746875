// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceListParser.h"

#include "CardNameMatcher.h"
#include "ValueParsers.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <optional>

namespace gpu {

namespace {

// Board partners, as shops and chats name them: kept as the seller, removed from the name.
const QStringList &boardPartners()
{
    static const QStringList names
        = {QStringLiteral("七彩虹"), QStringLiteral("华硕"), QStringLiteral("微星"),
            QStringLiteral("技嘉"), QStringLiteral("映众"), QStringLiteral("索泰"),
            QStringLiteral("影驰"), QStringLiteral("耕升"), QStringLiteral("铭瑄"),
            QStringLiteral("丽台"), QStringLiteral("盈通"), QStringLiteral("蓝宝石"),
            QStringLiteral("迪兰"), QStringLiteral("讯景"), QStringLiteral("撼讯"),
            QStringLiteral("瀚铠"), QStringLiteral("华擎"), QStringLiteral("磐镭"),
            QStringLiteral("电竞叛客"), QStringLiteral("万丽"), QStringLiteral("宁美"),
            QStringLiteral("Colorful"), QStringLiteral("ASUS"), QStringLiteral("MSI"),
            QStringLiteral("Gigabyte"), QStringLiteral("Inno3D"), QStringLiteral("Zotac"),
            QStringLiteral("Galax"), QStringLiteral("Gainward"), QStringLiteral("Maxsun"),
            QStringLiteral("Leadtek"), QStringLiteral("PNY"), QStringLiteral("Palit"),
            QStringLiteral("EVGA"), QStringLiteral("Sapphire"), QStringLiteral("PowerColor"),
            QStringLiteral("XFX"), QStringLiteral("ASRock"), QStringLiteral("Yeston")};
    return names;
}

// Product-series and marketing words of board partners' names: not part of the card's model.
const QSet<QString> &marketingWords()
{
    static const QSet<QString> words = {QStringLiteral("oc"), QStringLiteral("gaming"),
        QStringLiteral("dual"), QStringLiteral("eagle"), QStringLiteral("tuf"),
        QStringLiteral("rog"), QStringLiteral("strix"), QStringLiteral("ventus"),
        QStringLiteral("windforce"), QStringLiteral("aero"), QStringLiteral("igame"),
        QStringLiteral("ultra"), QStringLiteral("advanced"), QStringLiteral("vulcan"),
        QStringLiteral("neptune"), QStringLiteral("loong"), QStringLiteral("fe"),
        QStringLiteral("founders"), QStringLiteral("edition"), QStringLiteral("trinity"),
        QStringLiteral("amp"), QStringLiteral("airboost"), QStringLiteral("twin"),
        QStringLiteral("edge"), QStringLiteral("x2"), QStringLiteral("x3"), QStringLiteral("2x"),
        QStringLiteral("3x"), QStringLiteral("prime"), QStringLiteral("proart"),
        QStringLiteral("suprim"), QStringLiteral("mech"), QStringLiteral("pulse"),
        QStringLiteral("nitro"), QStringLiteral("nitro+"), QStringLiteral("jetstream"),
        QStringLiteral("gamerock"), QStringLiteral("white"), QStringLiteral("black"),
        QStringLiteral("mini"), QStringLiteral("itx"), QStringLiteral("stormx"),
        QStringLiteral("infinity"), QStringLiteral("ex"), QStringLiteral("elite"),
        QStringLiteral("master"), QStringLiteral("vision"), QStringLiteral("expert"),
        QStringLiteral("gddr6"), QStringLiteral("gddr6x"), QStringLiteral("gddr7")};
    return words;
}

// "二手", "used", "9成新", "95新", "准新", "拆机", "矿卡": a used card.
const QRegularExpression &usedPattern()
{
    static const QRegularExpression re(
        QStringLiteral(
            "二手|准新|拆机|矿卡|自用|个人闲置|闲置|\\d{1,2}\\s*成新|9\\d新|(?<![A-Za-z])("
            "used|second-?hand|pre-?owned)(?![A-Za-z])"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

const QRegularExpression &newPattern()
{
    static const QRegularExpression re(
        QStringLiteral("全新|国行|盒装|(?<![A-Za-z])(new|brand-new)(?![A-Za-z])"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// An amount that says it is one: a currency sign or code before it, or a unit after it.
const QRegularExpression &explicitPricePattern()
{
    static const QRegularExpression re(
        QStringLiteral("(?:(?:[¥$]|RMB|CNY|USD)\\s*\\d[\\d,]*(?:\\.\\d+)?(?:\\s*(?:万|千|[wWkK]("
                       "?![A-Za-z])))?)"
                       "|(?:(?<![\\w.])\\d[\\d,]*(?:\\.\\d+)?\\s*(?:(?:万|千)\\s*(?:元|块|RMB|CNY)?"
                       "|[wWkK](?![A-Za-z])|元|块|RMB|CNY|美元|USD|刀))"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

// A bare number standing alone (not "16G", not part of "RTX4090").
const QRegularExpression &bareNumberPattern()
{
    static const QRegularExpression re(
        QStringLiteral("(?<![\\w.,])\\d[\\d,]*(?:\\.\\d+)?(?![\\w.,])"));
    return re;
}

// A memory size written after the model: "12G", "16GB", "24 G".
const QRegularExpression &memoryPattern()
{
    static const QRegularExpression re(
        QStringLiteral("(?<![\\w.])(\\d{1,3})\\s*G(?:B|iB)?(?![A-Za-z/])"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

} // namespace

bool PriceListParse::ok() const
{
    return priceCount() > 0 && errorCount() == 0;
}

int PriceListParse::errorCount() const
{
    int n = 0;
    for (const PriceListLine &l : lines)
        if (!l.price && !l.skipped)
            ++n;
    return n;
}

int PriceListParse::skippedCount() const
{
    int n = 0;
    for (const PriceListLine &l : lines)
        if (l.skipped)
            ++n;
    return n;
}

int PriceListParse::priceCount() const
{
    int n = 0;
    for (const PriceListLine &l : lines)
        if (l.price)
            ++n;
    return n;
}

QList<Price> PriceListParse::prices() const
{
    QList<Price> out;
    if (!ok())
        return out;
    for (const PriceListLine &l : lines)
        if (l.price)
            out.append(*l.price);
    return out;
}

namespace {

// Dates and times as chats write them: "2026-12-02", "2026.12.2", "12/02", "12月2日", "10:30".
const QRegularExpression &datePattern()
{
    static const QRegularExpression re(QStringLiteral(
        "\\d{4}\\s*[-./年]\\s*\\d{1,2}\\s*[-./月]\\s*\\d{1,2}\\s*[日号]?"
        "|\\d{1,2}\\s*月\\s*\\d{1,2}\\s*[日号]?|(?<![\\w.])\\d{1,2}/\\d{1,2}(?![\\w./])"
        "|(?<![\\w.])\\d{1,2}:\\d{2}(?::\\d{2})?(?![\\w.])"));
    return re;
}

// A word that could be (part of) a card's name: a model number of two or more digits or a
// Latin word with a digit in it ("RTX4090", "A100", "7900XTX", "H20", "L40S", "B580").
const QRegularExpression &cardWordPattern()
{
    static const QRegularExpression re(
        QStringLiteral("(?<![\\d.])\\d{3,5}(?![\\d.]*\\s*(?:万|千|元|块|[wWkK](?![A-Za-z])))"
                       "|[A-Za-z]+\\d+[A-Za-z]*|\\d+[A-Za-z]+"));
    return re;
}

bool looksLikeCard(const QString &text)
{
    static const QRegularExpression memoryOnly(
        QStringLiteral("^\\d{1,3}\\s*G(?:B|iB)?$"), QRegularExpression::CaseInsensitiveOption);
    QRegularExpressionMatchIterator it = cardWordPattern().globalMatch(text);
    while (it.hasNext()) {
        const QString w = it.next().captured(0);
        if (!memoryOnly.match(w).hasMatch())
            return true;
    }
    return false;
}

} // namespace

namespace {

// The line as the steps below read it: full-width digits and signs in ASCII, contact details,
// dates and condition words taken out, shop shorthand for names written out. `condition` says
// whether it named a used card.
QString cleanLine(const QString &line, Condition &condition)
{
    // Full-width digits and signs to ASCII; "￥" to "¥"; "块钱" as "元".
    QString text = normalizeWidth(line);
    text.replace(QChar(0xFFE5), QChar(0x00A5))
        .replace(QStringLiteral("块钱"), QStringLiteral("元"));
    // Contact details are no part of a price ("联系电话 138 0013 8000", "微信 abc123", "QQ
    // 12345678"): taken out, so that a line of them alone is skipped and "4090 14500 微信联系"
    // still gives its price.
    static const QRegularExpression contact(
        QStringLiteral(
            "电话|手机|微信|联系|客服|地址|(?<![A-Za-z])(tel|phone|wechat|vx|wx|qq)(?![A-Za-z])"
            "|(?<!\\d)1[3-9]\\d[\\s-]?\\d{4}[\\s-]?\\d{4}(?!\\d)"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(contact, QStringLiteral(" "));
    // Dates and times are no part of a price ("12月2日报价", "2026-12-02 10:30").
    text.replace(datePattern(), QStringLiteral(" "));

    // 1. The condition.
    condition = Condition::New;
    if (usedPattern().match(text).hasMatch()) {
        condition = Condition::Used;
        text.replace(usedPattern(), QStringLiteral(" "));
    }
    text.replace(newPattern(), QStringLiteral(" "));

    // Shop shorthand for names: "4070TiS" is the 4070 Ti SUPER; "RTX4090" is "RTX 4090"; a
    // memory size glued to a name ("4070TiS16G") stands apart.
    static const QRegularExpression tiSuper(QStringLiteral("(\\d{3,4})\\s*Ti\\s*S(?![A-Za-z])"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(tiSuper, QStringLiteral("\\1 Ti SUPER "));
    static const QRegularExpression gluedFamily(
        QStringLiteral("(?<![A-Za-z])(RTX|GTX|RX|Arc)(?=\\d)"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(gluedFamily, QStringLiteral("\\1 "));
    static const QRegularExpression gluedMemory(
        QStringLiteral("(?<=[A-Za-z])(?=\\d{1,3}\\s*G(?:B|iB)?(?![A-Za-z]))"),
        QRegularExpression::CaseInsensitiveOption);
    text.replace(gluedMemory, QStringLiteral(" "));
    return text;
}

// Where the amount of a line is.
struct Amount
{
    QString text;
    qsizetype at = -1;
    qsizetype length = 0;
};

// 2. The amount: one that says it is a price, else the last bare number of several (the first
// is the model's: "3090 5500"), or a lone number after a name that reads as a card without it
// ("RTX4090 14500", "4060Ti 16G 3299"). None when the line has no price or more than one; then
// `out` says why (an error, or skipped).
std::optional<Amount> findAmount(const QString &text, PriceListLine &out)
{
    Amount amount;
    QRegularExpressionMatchIterator it = explicitPricePattern().globalMatch(text);
    int explicitCount = 0;
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        ++explicitCount;
        if (amount.at < 0) {
            amount.text = m.captured(0);
            amount.at = m.capturedStart(0);
            amount.length = m.capturedLength(0);
        }
    }
    if (explicitCount > 1) {
        out.error = QCoreApplication::translate(
            "PriceListParser", "more than one price on the line; give one price per line");
        return std::nullopt;
    }
    if (amount.at >= 0)
        return amount;
    const auto skip = [&out](const QString &why) {
        out.skipped = true;
        out.skipReason = why;
        return std::nullopt;
    };
    QList<QRegularExpressionMatch> numbers;
    QRegularExpressionMatchIterator n = bareNumberPattern().globalMatch(text);
    while (n.hasNext())
        numbers.append(n.next());
    if (numbers.isEmpty())
        return skip(QCoreApplication::translate("PriceListParser", "no price on the line"));
    if (numbers.size() == 1) {
        // One number: a price only if what is left still names a card.
        QString rest = text;
        rest.remove(numbers.first().capturedStart(0), numbers.first().capturedLength(0));
        if (!looksLikeCard(rest))
            return skip(QCoreApplication::translate("PriceListParser", "no price on the line"));
    }
    const QRegularExpressionMatch &m = numbers.last();
    amount.text = m.captured(0);
    amount.at = m.capturedStart(0);
    amount.length = m.capturedLength(0);
    return amount;
}

// 3. The board partner, kept as the seller: taken out of `text`.
QString takeSeller(QString &text)
{
    QString seller;
    for (const QString &partner : boardPartners()) {
        const qsizetype at = text.indexOf(partner, 0, Qt::CaseInsensitive);
        if (at < 0)
            continue;
        if (seller.isEmpty())
            seller = text.mid(at, partner.size());
        text.remove(at, partner.size());
    }
    return seller;
}

// The error of a name that names no one card: the cards it could be, or the closest.
QString noCardError(const QList<Card> &cards, const QString &name, const CardNameMatch &match)
{
    const QList<int> &near = match.candidates.isEmpty() ? match.closest : match.candidates;
    QStringList names;
    for (qsizetype i = 0; i < near.size() && i < 4; ++i)
        names << cards[near[i]].displayName();
    if (near.size() > 4)
        names << QStringLiteral("…");
    if (!match.candidates.isEmpty())
        return QCoreApplication::translate("PriceListParser",
            "\"%1\" could be several cards: %2; add the memory size or the full "
            "name")
            .arg(name, names.join(QStringLiteral("; ")));
    if (!names.isEmpty())
        return QCoreApplication::translate(
            "PriceListParser", "no card in the catalog matches \"%1\"; the closest: %2")
            .arg(name, names.join(QStringLiteral("; ")));
    return QCoreApplication::translate("PriceListParser", "no card in the catalog matches \"%1\"")
        .arg(name);
}

// One line, its card found through `names` (an index of `cards`, made once per list).
PriceListLine parseLine(const QString &line, const QList<Card> &cards, const CardNameIndex &names,
    const PriceListOptions &options)
{
    PriceListLine out;
    out.text = line.trimmed();
    const auto skip = [&out](const QString &why) {
        out.skipped = true;
        out.skipReason = why;
        return out;
    };
    Condition condition = Condition::New;
    QString text = cleanLine(out.text, condition);

    const std::optional<Amount> amount = findAmount(text, out);
    if (!amount)
        return out;
    QString priceText = amount->text;
    priceText.replace(QStringLiteral("块"), QStringLiteral("元"));
    priceText.replace(QStringLiteral("刀"), QStringLiteral("美元"));
    text.remove(amount->at, amount->length);
    // No word that could name a card: shop talk with a figure ("运费 20元", "满1000减50").
    if (!looksLikeCard(text))
        return skip(QCoreApplication::translate("PriceListParser", "no card named on the line"));
    const Parsed<Money> money = parsePrice(priceText);
    if (!money.ok()) {
        out.error = QStringLiteral("\"%1\": %2")
                        .arg(amount->text,
                            money.error.isEmpty()
                                ? QCoreApplication::translate("PriceListParser", "not a price")
                                : money.error);
        return out;
    }

    const QString seller = takeSeller(text);

    // 4. The memory size, as the name matcher reads it ("12 GB").
    text.replace(memoryPattern(), QStringLiteral(" \\1 GB "));

    // 5. What is left is the card's name: Latin words only (Chinese words are shop talk:
    // 显卡, 公版, 猛禽 …), without marketing words and punctuation.
    QStringList words;
    static const QRegularExpression separators(QStringLiteral("[^A-Za-z0-9.+]+"));
    for (const QString &w : text.split(separators, Qt::SkipEmptyParts))
        if (!marketingWords().contains(w.toLower()))
            words.append(w);
    const QString name = words.join(QLatin1Char(' ')).simplified();
    if (name.isEmpty())
        return skip(QCoreApplication::translate("PriceListParser", "no card named on the line"));
    const CardNameMatch match = names.find(name);
    if (match.index < 0) {
        out.error = noCardError(cards, name, match);
        return out;
    }
    const Card &card = cards[match.index];
    Price p;
    p.card = card.key;
    p.amount = money.value->amount;
    p.currency = toCode(money.value->currency.value_or(options.defaultCurrency));
    p.condition = condition;
    p.kind = defaultPriceKind(condition);
    p.seller = seller;
    p.observedDate = options.observedDate;
    p.note = options.note.isEmpty() ? out.text : options.note + QStringLiteral(": ") + out.text;
    p.origin = Origin::User;
    out.price = p;
    out.matchedName = card.displayName();
    return out;
}

} // namespace

PriceListLine parsePriceListLine(
    const QString &line, const QList<Card> &cards, const PriceListOptions &options)
{
    return parseLine(line, cards, CardNameIndex(cards), options);
}

PriceListParse parsePriceList(
    const QString &text, const QList<Card> &cards, const PriceListOptions &options)
{
    PriceListParse result;
    const CardNameIndex names(cards);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        line.remove(QLatin1Char('\r'));
        if (normalizeWidth(line).trimmed().isEmpty())
            continue;
        PriceListLine parsed = parseLine(line, cards, names, options);
        parsed.lineNumber = i + 1;
        result.lines.append(parsed);
    }
    return result;
}

} // namespace gpu
