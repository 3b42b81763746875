// SPDX-License-Identifier: GPL-3.0-or-later
#include "ValueParsers.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace gpu {

namespace {

template<typename T> Parsed<T> success(T v)
{
    Parsed<T> p;
    p.value = std::move(v);
    return p;
}

template<typename T> Parsed<T> failure(const QString &error)
{
    Parsed<T> p;
    p.error = error;
    return p;
}

template<typename T> Parsed<T> blank()
{
    Parsed<T> p;
    p.isEmpty = true;
    return p;
}

QString quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

// Strips a case-insensitive suffix from any of `units`; returns which one matched (or -1).
int stripUnit(QString &text, std::initializer_list<const char *> units)
{
    int index = 0;
    for (const char *unit : units) {
        const QString u = QString::fromUtf8(unit);
        if (text.endsWith(u, Qt::CaseInsensitive)) {
            text.chop(u.size());
            text = text.trimmed();
            return index;
        }
        ++index;
    }
    return -1;
}

Parsed<double> parsePositiveWithUnits(const QString &input,
    std::initializer_list<const char *> units, std::initializer_list<double> factors,
    const char *what)
{
    QString text = normalizeWidth(input);
    if (text.isEmpty())
        return blank<double>();
    // Annotations after the value: "450 W (TGP)", "80 GB HBM2e", "1,008 GB/s (GDDR6X)".
    static const QRegularExpression parenthesised(QStringLiteral("\\s*\\([^()]*\\)\\s*$"));
    static const QRegularExpression annotation(
        QStringLiteral("^(.*\\d.*?)\\s+(hbm\\w*|g?ddr\\w*|lpddr\\w*|ecc|tgp|tbp|tdp|boost|max|"
                       "typical|typ\\.?)$"),
        QRegularExpression::CaseInsensitiveOption);
    text.remove(parenthesised);
    if (const QRegularExpressionMatch m = annotation.match(text); m.hasMatch())
        text = m.captured(1).trimmed();
    if (text.isEmpty())
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 is not a %2")
                .arg(quoted(input), QCoreApplication::translate("ValueParsers", what)));
    const int unit = stripUnit(text, units);
    Parsed<double> number = parseNumber(text);
    if (!number.ok())
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 is not a %2")
                .arg(quoted(input), QCoreApplication::translate("ValueParsers", what)));
    double factor = 1.0;
    if (unit >= 0)
        factor = *(factors.begin() + unit);
    const double value = *number.value * factor;
    if (!std::isfinite(value)) // e.g. a 306-digit number of TB
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 is too large").arg(quoted(input)));
    if (!(value > 0))
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 must be greater than zero")
                .arg(quoted(input)));
    return success(value);
}

} // namespace

QString normalizeWidth(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= 0xFF01 && u <= 0xFF5E) // full-width ASCII block
            out.append(QChar(char16_t(u - 0xFF01 + 0x21)));
        else if (u == 0x3000 || u == 0x00A0) // ideographic and no-break space
            out.append(QLatin1Char(' '));
        else if (u == 0xFFE5) // full-width yen/yuan sign
            out.append(QChar(char16_t(0x00A5)));
        else if (u == 0x3002) // ideographic full stop used as a decimal point
            out.append(QLatin1Char('.'));
        else
            out.append(c);
    }
    return out.trimmed();
}

namespace {

// The plain ASCII forms files mostly hold ("5999", "12.5", "-3", ".5"): what the regular
// expressions of parseNumber() accept, read without them (import speed, docs/performance.md).
std::optional<double> plainAsciiNumber(const QString &text)
{
    const qsizetype n = text.size();
    qsizetype i = n > 0 && (text[0] == QLatin1Char('-') || text[0] == QLatin1Char('+')) ? 1 : 0;
    int digits = 0;
    int points = 0;
    for (; i < n; ++i) {
        const char16_t c = text[i].unicode();
        if (c >= u'0' && c <= u'9')
            ++digits;
        else if (c == u'.' && points == 0)
            ++points;
        else
            return std::nullopt;
    }
    if (digits == 0)
        return std::nullopt;
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}

} // namespace

Parsed<double> parseNumber(const QString &input)
{
    QString text = normalizeWidth(input);
    if (text.isEmpty())
        return blank<double>();
    if (const auto plain = plainAsciiNumber(text))
        return success(*plain);
    text.remove(QLatin1Char(' '));
    // Thousands separators: only "1,234" or "1,234,567.5" shapes; anything else with a comma
    // (e.g. "1,5", decimal comma in some locales) is ambiguous and reported.
    if (text.contains(QLatin1Char(','))) {
        static const QRegularExpression grouped(
            QStringLiteral("^[-+]?\\d{1,3}(,\\d{3})+(\\.\\d+)?$"));
        if (!grouped.match(text).hasMatch())
            return failure<double>(QCoreApplication::translate("ValueParsers",
                "%1 is ambiguous: use a point for decimals and "
                "commas only between groups of three digits")
                                       .arg(quoted(input)));
        text.remove(QLatin1Char(','));
    }
    static const QRegularExpression plain(QStringLiteral("^[-+]?(\\d+(\\.\\d*)?|\\.\\d+)$"));
    if (!plain.match(text).hasMatch())
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 is not a number").arg(quoted(input)));
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 is not a number").arg(quoted(input)));
    return success(v);
}

Parsed<int> parseInteger(const QString &input)
{
    const Parsed<double> n = parseNumber(input);
    if (n.isEmpty)
        return blank<int>();
    if (!n.ok())
        return failure<int>(n.error);
    const double v = *n.value;
    if (v != std::floor(v) || std::fabs(v) > 2.0e9)
        return failure<int>(QCoreApplication::translate("ValueParsers", "%1 is not a whole number")
                                .arg(quoted(input)));
    return success(static_cast<int>(v));
}

Parsed<Money> parsePrice(const QString &input)
{
    QString text = normalizeWidth(input);
    if (text.isEmpty())
        return blank<Money>();
    Money money;
    auto takeCurrency = [&](Currency c) {
        if (money.currency && *money.currency != c)
            return false;
        money.currency = c;
        return true;
    };
    // Currency markers before the number.
    struct Marker
    {
        const char *text;
        Currency currency;
    };
    static const Marker prefixes[]
        = {{"RMB", Currency::CNY}, {"CNY", Currency::CNY}, {"USD", Currency::USD},
            {"US$", Currency::USD}, {"\u00A5", Currency::CNY}, {"$", Currency::USD}};
    for (const auto &m : prefixes) {
        const QString p = QString::fromUtf8(m.text);
        if (text.startsWith(p, Qt::CaseInsensitive)) {
            text = text.mid(p.size()).trimmed();
            takeCurrency(m.currency);
            break;
        }
    }
    static const Marker suffixes[] = {{"人民币", Currency::CNY}, {"美元", Currency::USD},
        {"RMB", Currency::CNY}, {"CNY", Currency::CNY}, {"USD", Currency::USD},
        {"元", Currency::CNY}, {"块", Currency::CNY}};
    for (const auto &m : suffixes) {
        const QString s = QString::fromUtf8(m.text);
        if (text.endsWith(s, Qt::CaseInsensitive)) {
            text.chop(s.size());
            text = text.trimmed();
            if (!takeCurrency(m.currency))
                return failure<Money>(
                    QCoreApplication::translate("ValueParsers", "%1 names two different currencies")
                        .arg(quoted(input)));
            break;
        }
    }
    // "1万2" (12,000: the digit after 万 counts thousands), "1万2千", "1万2000", "1万05".
    static const QRegularExpression wanAndRest(
        QStringLiteral("^(\\d+)\\s*[万wW]\\s*(\\d+)\\s*([千kK]?)$"));
    if (const QRegularExpressionMatch m = wanAndRest.match(text); m.hasMatch()) {
        const QString rest = m.captured(2);
        double remainder = rest.toDouble();
        if (!m.captured(3).isEmpty() || rest.size() == 1)
            remainder *= 1000.0;
        if (remainder >= 10000.0)
            return failure<Money>(QCoreApplication::translate("ValueParsers", "%1 is not a price")
                                      .arg(quoted(input)));
        money.amount = m.captured(1).toDouble() * 10000.0 + remainder;
        if (!std::isfinite(money.amount) || !(money.amount > 0))
            return failure<Money>(QCoreApplication::translate("ValueParsers", "%1 is not a price")
                                      .arg(quoted(input)));
        return success(money);
    }
    double factor = 1.0;
    const int mult = stripUnit(text, {"万", "w", "千", "k"});
    if (mult == 0 || mult == 1)
        factor = 10000.0;
    else if (mult == 2 || mult == 3)
        factor = 1000.0;
    const Parsed<double> n = parseNumber(text);
    if (!n.ok())
        return failure<Money>(
            QCoreApplication::translate("ValueParsers", "%1 is not a price").arg(quoted(input)));
    money.amount = *n.value * factor;
    if (!std::isfinite(money.amount * 100.0)) // rounded below; e.g. a 305-digit number of 万
        return failure<Money>(
            QCoreApplication::translate("ValueParsers", "%1 is too large").arg(quoted(input)));
    // Round away floating noise from "1.4万" (14000.000000000002); checked after rounding, so
    // ".004" (0.00 once rounded to cents) is an error and not a free card (fuzz_value_parsers).
    money.amount = std::round(money.amount * 100.0) / 100.0;
    if (!(money.amount > 0))
        return failure<Money>(
            QCoreApplication::translate("ValueParsers", "%1 must be greater than zero")
                .arg(quoted(input)));
    return success(money);
}

Parsed<double> parseMemoryGb(const QString &input)
{
    QString text = normalizeWidth(input);
    if (text.contains(QLatin1Char('/')))
        return failure<double>(
            QCoreApplication::translate("ValueParsers", "%1 is a rate, not a memory size")
                .arg(quoted(input)));
    // MB and MiB are divided by 1024: vendors print 24576 MB for a 24 GB card.
    return parsePositiveWithUnits(text, {"GiB", "GB", "G", "MiB", "MB", "M", "TB"},
        {1.0, 1.0, 1.0, 1.0 / 1024.0, 1.0 / 1024.0, 1.0 / 1024.0, 1024.0},
        QT_TRANSLATE_NOOP("ValueParsers", "memory size"));
}

Parsed<double> parseBandwidthGBps(const QString &input)
{
    return parsePositiveWithUnits(input, {"GB/s", "GB/sec", "GBps", "TB/s", "TBps"},
        {1.0, 1.0, 1.0, 1000.0, 1000.0}, QT_TRANSLATE_NOOP("ValueParsers", "bandwidth"));
}

Parsed<double> parseWatts(const QString &input)
{
    return parsePositiveWithUnits(input, {"kW", "W", "瓦"}, {1000.0, 1.0, 1.0},
        QT_TRANSLATE_NOOP("ValueParsers", "power in watts"));
}

namespace {

struct KindWord
{
    QRegularExpression pattern;
    PowerKind kind;
};

// Longer phrases first, so "max board power" is a TDP and not a board power without a kind.
const QList<KindWord> &kindWords()
{
    static const QList<KindWord> words = [] {
        const auto ci = QRegularExpression::CaseInsensitiveOption;
        auto latin = [ci](const char *re) {
            return QRegularExpression(QStringLiteral("\\b%1\\b").arg(QString::fromUtf8(re)), ci);
        };
        auto han = [](const char *re) { return QRegularExpression(QString::fromUtf8(re)); };
        return QList<KindWord> {
            {latin("total\\s+graphics?\\s+power"), PowerKind::TGP},
            {latin("graphics\\s+card\\s+power"), PowerKind::TGP},
            {latin("(total|typical)\\s+board\\s+power"), PowerKind::TBP},
            {latin("thermal\\s+design\\s+power"), PowerKind::TDP},
            {latin("max(imum)?\\.?\\s+board\\s+power"), PowerKind::TDP},
            {latin("tgp"), PowerKind::TGP},
            {latin("tbp"), PowerKind::TBP},
            {latin("tdp"), PowerKind::TDP},
            {han("显卡总功耗|总图形功耗|图形卡功耗|显卡功耗"), PowerKind::TGP},
            {han("典型板卡功耗|总板卡功耗|板卡总功耗|整卡功耗|板卡功耗"), PowerKind::TBP},
            {han("热设计功耗|最大板卡功耗"), PowerKind::TDP},
        };
    }();
    return words;
}

} // namespace

QList<PowerKind> powerKindsIn(const QString &input)
{
    QString text = normalizeWidth(input);
    QList<PowerKind> kinds;
    for (const KindWord &w : kindWords()) {
        if (text.contains(w.pattern)) {
            if (!kinds.contains(w.kind))
                kinds.append(w.kind);
            text.remove(w.pattern); // "TGP" inside a longer phrase already counted
        }
    }
    return kinds;
}

Parsed<BoardPower> parseBoardPower(const QString &input)
{
    QString text = normalizeWidth(input);
    if (text.isEmpty())
        return blank<BoardPower>();
    const QList<PowerKind> kinds = powerKindsIn(text);
    if (kinds.size() > 1)
        return failure<BoardPower>(
            QCoreApplication::translate("ValueParsers", "%1 names two kinds of power (%2 and %3)")
                .arg(quoted(input), toCode(kinds[0]).toUpper(), toCode(kinds[1]).toUpper()));
    BoardPower power;
    if (!kinds.isEmpty())
        power.kind = kinds.first();
    for (const KindWord &w : kindWords())
        text.remove(w.pattern);
    // What is left around the figure: "()" of "450 W (TGP)", ":" of "TGP: 450 W", and a
    // remark in brackets at the end ("(laptop, configurable)"), which may hold a hyphen.
    static const QRegularExpression emptyBrackets(QStringLiteral("[\\(\\[（【]\\s*[\\)\\]）】]"));
    static const QRegularExpression remark(
        QStringLiteral("\\s*[\\(\\[（【][^()（）]*[\\)\\]）】]\\s*$"));
    static const QRegularExpression edges(QStringLiteral("^[\\s:：,，]+|[\\s:：,，]+$"));
    text.remove(emptyBrackets);
    text.remove(remark);
    text.remove(edges);
    const QString what = QCoreApplication::translate("ValueParsers", "power in watts");
    if (text.isEmpty())
        return failure<BoardPower>(
            QCoreApplication::translate("ValueParsers", "%1 is not a %2").arg(quoted(input), what));
    // A range: the low end first, the unit on either end or both.
    static const QRegularExpression range(
        QStringLiteral("^(\\d[\\d.,]*\\s*(?:kW|W|瓦)?)\\s*(?:-|–|—|~|～|\\bto\\b|至|到)\\s*(\\d["
                       "\\d.,]*\\s*(?:kW|W|瓦)?)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch m = range.match(text); m.hasMatch()) {
        QString low = m.captured(1).trimmed();
        const QString high = m.captured(2).trimmed();
        static const QRegularExpression unitAtEnd(
            QStringLiteral("(kW|W|瓦)$"), QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch highUnit = unitAtEnd.match(high);
        if (!unitAtEnd.match(low).hasMatch() && highUnit.hasMatch())
            low += highUnit.captured(1); // "0.08-0.15 kW": both ends in kW
        const Parsed<double> lo = parseWatts(low);
        const Parsed<double> hi = parseWatts(high);
        if (!lo.ok() || !hi.ok())
            return failure<BoardPower>(QCoreApplication::translate("ValueParsers", "%1 is not a %2")
                                           .arg(quoted(input), what));
        if (!(*lo.value < *hi.value))
            return failure<BoardPower>(QCoreApplication::translate(
                "ValueParsers", "%1: a power range gives its low end first, below its high end")
                                           .arg(quoted(input)));
        power.minWatts = *lo.value;
        power.watts = *hi.value;
        return success(power);
    }
    const Parsed<double> single = parseWatts(text);
    if (!single.ok())
        return failure<BoardPower>(
            QCoreApplication::translate("ValueParsers", "%1 is not a %2").arg(quoted(input), what));
    power.watts = *single.value;
    return success(power);
}

Parsed<double> parseMhz(const QString &input)
{
    return parsePositiveWithUnits(
        input, {"MHz", "GHz"}, {1.0, 1000.0}, QT_TRANSLATE_NOOP("ValueParsers", "clock frequency"));
}

Parsed<double> parseTflops(const QString &input)
{
    return parsePositiveWithUnits(input, {"TFLOPS", "TFLOP/s", "TOPS", "PFLOPS", "GFLOPS"},
        {1.0, 1.0, 1.0, 1000.0, 0.001}, QT_TRANSLATE_NOOP("ValueParsers", "throughput"));
}

Parsed<QDate> parseDate(const QString &input)
{
    const QString text = normalizeWidth(input);
    if (text.isEmpty())
        return blank<QDate>();
    static const QRegularExpression ymd(
        QStringLiteral("^(\\d{4})\\s*[-/.年]\\s*(\\d{1,2})\\s*[-/.月]\\s*(\\d{1,2})\\s*日?$"));
    const auto m = ymd.match(text);
    if (m.hasMatch()) {
        const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        if (d.isValid())
            return success(d);
        return failure<QDate>(QCoreApplication::translate("ValueParsers", "%1 is not a valid date")
                                  .arg(quoted(input)));
    }
    static const QRegularExpression dmyOrMdy(QStringLiteral("^\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{4}$"));
    if (dmyOrMdy.match(text).hasMatch())
        return failure<QDate>(QCoreApplication::translate(
            "ValueParsers", "%1 is ambiguous (day/month order): write it as YYYY-MM-DD")
                                  .arg(quoted(input)));
    return failure<QDate>(
        QCoreApplication::translate("ValueParsers", "%1 is not a date (expected YYYY-MM-DD)")
            .arg(quoted(input)));
}

Parsed<QString> parseReleaseDate(const QString &input)
{
    const QString text = normalizeWidth(input);
    if (text.isEmpty())
        return blank<QString>();
    static const QRegularExpression ym(
        QStringLiteral("^(\\d{4})\\s*[-/.年]\\s*(\\d{1,2})\\s*月?$"));
    const auto m = ym.match(text);
    if (m.hasMatch()) {
        const int month = m.captured(2).toInt();
        if (month < 1 || month > 12)
            return failure<QString>(
                QCoreApplication::translate("ValueParsers", "%1 is not a valid month")
                    .arg(quoted(input)));
        return success(
            QStringLiteral("%1-%2").arg(m.captured(1)).arg(month, 2, 10, QLatin1Char('0')));
    }
    const Parsed<QDate> d = parseDate(text);
    if (!d.ok())
        return failure<QString>(d.error);
    return success(d.value->toString(Qt::ISODate));
}

Parsed<bool> parseBool(const QString &input)
{
    const QString text = normalizeWidth(input).toLower();
    if (text.isEmpty())
        return blank<bool>();
    static const QStringList yes = {QStringLiteral("true"), QStringLiteral("yes"),
        QStringLiteral("y"), QStringLiteral("1"), QStringLiteral("是")};
    static const QStringList no = {QStringLiteral("false"), QStringLiteral("no"),
        QStringLiteral("n"), QStringLiteral("0"), QStringLiteral("否")};
    if (yes.contains(text))
        return success(true);
    if (no.contains(text))
        return success(false);
    return failure<bool>(
        QCoreApplication::translate("ValueParsers", "%1 is not yes/no").arg(quoted(input)));
}

} // namespace gpu
