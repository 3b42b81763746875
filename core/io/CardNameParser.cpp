// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardNameParser.h"

#include "ValueParsers.h"

#include <QRegularExpression>

namespace gpu {

namespace {

const QRegularExpression &re(const char *pattern)
{
    // One compiled expression per pattern; patterns are literals of this file.
    static QHash<const char *, QRegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end())
        it = cache.insert(pattern,
            QRegularExpression(
                QString::fromUtf8(pattern), QRegularExpression::CaseInsensitiveOption));
    return *it;
}

} // namespace

QString vendorFromModel(const QString &model)
{
    const QString m = model.simplified();
    if (m.contains(re("\\b(geforce|rtx|gtx|titan|quadro|tesla|nvidia)\\b"))
        || m.contains(re("^(a|h|b|l)\\d{1,3}\\b"))
        || m.contains(re("^(t4|p4|p40|p100|v100|k80|m40|a800|h800|h20|l20|l40s?)\\b")))
        return QStringLiteral("NVIDIA");
    if (m.contains(re("\\b(radeon|instinct|rx\\s*\\d{3,4}|mi\\d{2,3}x?)\\b")))
        return QStringLiteral("AMD");
    if (m.contains(re("\\barc\\s*[ab]\\d{3}\\b")))
        return QStringLiteral("Intel");
    return {};
}

namespace {

// The same name comes back on every row of a file ("RTX 3060 12G" in a price list), and the
// regular expressions cost some 50,000 instructions per name: the public functions below
// remember their last few thousand answers, per thread (they are pure functions of the text).
template<typename Value> class Memo
{
public:
    template<typename Compute> Value get(const QString &key, Compute compute)
    {
        if (m_values.contains(key))
            return m_values.value(key);
        if (m_values.size() >= 4096)
            m_values.clear();
        Value value = compute(key);
        m_values.insert(key, value);
        return value;
    }

private:
    QHash<QString, Value> m_values;
};

QString canonicalModelUncached(const QString &model)
{
    QString m = normalizeWidth(model).simplified();
    // Each expression below runs only where a plain test says it could match: every lookup of a
    // name makes the canonical model of every card of the catalog once (CardNameMatcher).
    const auto has
        = [&m](const char *text) { return m.contains(QLatin1String(text), Qt::CaseInsensitive); };
    const auto startsWith
        = [&m](const char *text) { return m.startsWith(QLatin1String(text), Qt::CaseInsensitive); };
    const bool digitThenLetter = [&m] {
        for (qsizetype i = 0; i + 1 < m.size(); ++i)
            if (m.at(i).isDigit() && m.at(i + 1).isLetter())
                return true;
        return false;
    }();
    // Glued suffixes: "3060Ti" -> "3060 Ti", "4070SUPER" -> "4070 SUPER", "7900XTX" -> "7900 XTX".
    if (digitThenLetter)
        m.replace(re("(\\d{3,4})(ti|super|xtx|xt|gre|d)\\b"), QStringLiteral("\\1 \\2"));
    if (has("rx") || has("tx"))
        m.replace(re("\\b(rtx|gtx|rx)(\\d)"), QStringLiteral("\\1 \\2"));
    // Canonical capitalisation of the family words and suffixes.
    static const QList<QPair<const char *, const char *>> words = {{"\\bgeforce\\b", "GeForce"},
        {"\\brtx\\b", "RTX"}, {"\\bgtx\\b", "GTX"}, {"\\bti\\b", "Ti"}, {"\\bsuper\\b", "SUPER"},
        {"\\btitan\\b", "TITAN"}, {"\\bradeon\\b", "Radeon"}, {"\\brx\\b", "RX"},
        {"\\bxtx\\b", "XTX"}, {"\\bxt\\b", "XT"}, {"\\bgre\\b", "GRE"},
        {"\\binstinct\\b", "Instinct"}, {"\\barc\\b", "Arc"}, {"\\bquadro\\b", "Quadro"},
        {"\\btesla\\b", "Tesla"}, {"\\bada\\b", "Ada"}};
    for (const auto &w : words) {
        // The replacement is the pattern's word in its canonical case: where the word is absent
        // the expression cannot match (most names hold two or three of these sixteen words).
        const QLatin1String word(w.second);
        if (m.contains(word, Qt::CaseInsensitive))
            m.replace(re(w.first), word);
    }
    // "4090 D" is the China-market RTX 4090 D.
    if (has(" d"))
        m.replace(re("(\\d{4}) d\\b"), QStringLiteral("\\1 D"));
    // Family prefixes the catalog spells out.
    // Consumer numbers end in 50-90 ("RTX 3060", "GTX 1660"); "RTX 6000" (Ada) is a workstation
    // card.
    if ((startsWith("RTX ") || startsWith("GTX ")) && m.contains(re("^(RTX|GTX) \\d\\d[5-9]0\\b")))
        m.prepend(QStringLiteral("GeForce "));
    else if (startsWith("RX ") && m.contains(re("^RX \\d{4}")))
        m.prepend(QStringLiteral("Radeon "));
    else if (startsWith("MI") && m.contains(re("^MI\\d")))
        m.prepend(QStringLiteral("Instinct "));
    else if (m.size() <= 4 && m.contains(re("^(K80|M40|P4|P40|P100|V100)$")))
        m.prepend(QStringLiteral("Tesla "));
    return m;
}

ParsedCardName parseCardNameUncached(const QString &text)
{
    ParsedCardName out;
    QString t = normalizeWidth(text).simplified();
    // Memory: "12GB", "12 GB", "12G", "24GiB" (not "12GB/s", not "24GB25GB").
    // A name with two different sizes ("RTX 3060 12GB 8GB") says no size: the model keeps both,
    // so reading the model again gives the same card (fuzz_csv_import: "24GB25GB" became a
    // 24 GB card named "… 25GB", which read back as a second 25 GB-less copy of the first).
    QRegularExpressionMatchIterator sizes
        = re("(?:^|[\\s\\-_/(（])(\\d{1,3}(?:\\.\\d+)?)\\s*(?:gb|gib|g)(?![a-z/\\d])")
              .globalMatch(t);
    std::optional<double> size;
    bool sizesAgree = true;
    QList<QPair<qsizetype, qsizetype>> spans; // start, length of each size, in text order
    while (sizes.hasNext()) {
        const QRegularExpressionMatch mem = sizes.next();
        bool ok = false;
        const double gb = mem.captured(1).toDouble(&ok);
        // "0GB" is no memory size, and \d also matches non-ASCII digits that toDouble() rejects.
        if (!ok || !(gb > 0)) {
            sizesAgree = false;
            break;
        }
        if (size && *size != gb)
            sizesAgree = false;
        size = gb;
        spans.append({mem.capturedStart(1), mem.capturedEnd(0) - mem.capturedStart(1)});
    }
    if (size && sizesAgree) {
        out.memoryGb = size;
        for (auto it = spans.crbegin(); it != spans.crend(); ++it)
            t.remove(it->first, it->second);
    }
    // NVIDIA's RTX 5090 D V2 (China, August 2025) is the RTX 5090 D with 24 GB on a 384-bit bus
    // (Tom's Hardware, cited in cards.csv): "V2" names the memory. A size written wins.
    if (t.contains(QLatin1String("v2"), Qt::CaseInsensitive)
        && t.contains(re("5090\\s*d\\s*v2\\b"))) {
        t.replace(re("(5090\\s*d)\\s*v2\\b"), QStringLiteral("\\1"));
        if (!out.memoryGb)
            out.memoryGb = 24;
    }
    // Form words.
    static const QList<QPair<const char *, Form>> forms
        = {{"\\b(laptop|mobile|notebook|max-q)\\b|笔记本|移动版", Form::Laptop},
            {"\\bsxm\\d?\\b", Form::SXM}, {"\\bpci-?e\\b", Form::PCIe}, {"\\boam\\b", Form::OAM}};
    for (const auto &f : forms) {
        const QRegularExpression &r = re(f.first);
        if (t.contains(r)) {
            out.form = f.second;
            t.remove(r);
        }
    }
    // Vendor words.
    static const QList<QPair<const char *, const char *>> vendors = {
        {"^(nvidia|英伟达)\\b", "NVIDIA"}, {"^(amd)\\b", "AMD"}, {"^(intel|英特尔)\\b", "Intel"}};
    t = t.simplified();
    for (const auto &v : vendors) {
        const QRegularExpression &r = re(v.first);
        if (t.contains(r)) {
            out.vendor = QString::fromLatin1(v.second);
            t.remove(r);
        }
    }
    t.remove(re("[\\s\\-_(（)）]+$"));
    t.replace(QLatin1Char('-'), QLatin1Char(' '));
    out.model = canonicalModel(t.simplified());
    if (out.vendor.isEmpty())
        out.vendor = vendorFromModel(out.model);
    return out;
}

} // namespace

QString canonicalModel(const QString &model)
{
    thread_local Memo<QString> memo;
    return memo.get(model, canonicalModelUncached);
}

ParsedCardName parseCardName(const QString &text)
{
    thread_local Memo<ParsedCardName> memo;
    return memo.get(text, parseCardNameUncached);
}

} // namespace gpu
