// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardNameMatcher.h"

#include "CardNameParser.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace gpu {

namespace {

QString foldNameUncached(const QString &text)
{
    QString t = text;
    // Trademark signs, which NFKC would turn into letters ("™" -> "TM").
    static const QRegularExpression marks(
        QStringLiteral("\\((r|tm)\\)|[®™]"), QRegularExpression::CaseInsensitiveOption);
    t.remove(marks);
    return t.normalized(QString::NormalizationForm_KC).toCaseFolded().simplified();
}

} // namespace

QString foldName(const QString &text)
{
    // Every lookup folds the name of every card: the answers are kept, per thread (a pure
    // function of the text), up to a few thousand names.
    thread_local QHash<QString, QString> folded;
    // value() after contains(): GCC's -Wnull-dereference misreads an iterator's deref here.
    if (folded.contains(text))
        return folded.value(text);
    if (folded.size() >= 4096)
        folded.clear();
    const QString result = foldNameUncached(text);
    folded.insert(text, result);
    return result;
}

namespace {

/// Words a name may leave out: vendors and product families ("4090" is the GeForce RTX 4090).
const QSet<QString> &omittable()
{
    static const QSet<QString> words = {QStringLiteral("nvidia"), QStringLiteral("amd"),
        QStringLiteral("intel"), QStringLiteral("geforce"), QStringLiteral("radeon"),
        QStringLiteral("instinct"), QStringLiteral("tesla"), QStringLiteral("quadro"),
        QStringLiteral("arc"), QStringLiteral("rtx"), QStringLiteral("gtx"), QStringLiteral("rx"),
        QStringLiteral("pro"), QStringLiteral("generation")};
    return words;
}

QStringList split(const QString &folded)
{
    static const QRegularExpression separators(QStringLiteral("[\\s\\-_/,;:()（）]+"));
    return folded.split(separators, Qt::SkipEmptyParts);
}

/// Words with digits that say nothing about the model: memory types, bus widths, "3X" fans.
bool isNoiseWithDigits(const QString &token)
{
    static const QRegularExpression noise(
        QStringLiteral("^(g?ddr\\d+x?|hbm\\d*e?|\\d+x|\\d+-?bit|pcie\\d*|gen\\d|\\d+(\\.\\d+)?"
                       "(g|gb|gib|m|mb|w|mhz)|o\\d+g)$"));
    return noise.match(token).hasMatch();
}

struct Query
{
    QStringList tokens;
    std::optional<double> memoryGb;
    std::optional<Form> form;
    QString vendor; ///< only when the name says it in words ("NVIDIA", "AMD", "英伟达")
};

Query readQuery(const QString &name)
{
    Query q;
    const QString folded = foldName(name);
    const ParsedCardName parsed = parseCardName(folded);
    q.memoryGb = parsed.memoryGb;
    q.form = parsed.form;
    static const QRegularExpression vendorWord(
        QStringLiteral("(^|\\s)(nvidia|英伟达|amd|intel|英特尔)(\\s|$)"));
    if (folded.contains(vendorWord))
        q.vendor = parsed.vendor;
    QString model = parsed.model.normalized(QString::NormalizationForm_KC).toCaseFolded();
    // "4070S", "4070 S": the SUPER of an NVIDIA number (not AMD's laptop RX 6800S).
    static const QRegularExpression shortSuper(QStringLiteral("\\b([1-5]\\d[5-9]0) ?s\\b"));
    static const QRegularExpression amd(QStringLiteral("\\b(rx|radeon)\\b"));
    if (!model.contains(amd))
        model.replace(shortSuper, QStringLiteral("\\1 super"));
    q.tokens = split(model);
    return q;
}

using CardTokens = CardNameIndex::Words;

/// The words of a card's model, canonical and folded.
QStringList wordsOf(const Card &card)
{
    return split(foldName(canonicalModel(card.key.model)));
}

CardTokens tokensOf(const QStringList &words)
{
    CardTokens t;
    for (const QString &w : words) {
        t.all.insert(w);
        if (!omittable().contains(w))
            t.significant.insert(w);
    }
    return t;
}

int commonPrefix(const QString &a, const QString &b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a[n] == b[n])
        ++n;
    return n;
}

int commonSuffix(const QString &a, const QString &b)
{
    int n = 0;
    while (n < a.size() && n < b.size() && a[a.size() - 1 - n] == b[b.size() - 1 - n])
        ++n;
    return n;
}

bool hasDigit(const QString &s)
{
    return std::any_of(s.cbegin(), s.cend(), [](QChar c) { return c.isDigit(); });
}

// The cards closest to a name that matches none, to suggest (the model's other sizes and forms
// first; `named` the cards its words name before memory and form ruled them out): five at most.
QList<int> closestCards(const QList<Card> &cards, const QList<CardTokens> &tokens, const Query &q,
    const QList<int> &named)
{
    QList<QPair<int, int>> scored; // score, index
    for (int i = 0; i < cards.size(); ++i) {
        int score = named.contains(i) ? 1000 : 0;
        for (const QString &w : q.tokens) {
            if (tokens[i].significant.contains(w)) {
                score += hasDigit(w) ? 20 : 5; // the number says more than a suffix
            } else if (tokens[i].all.contains(w)) {
                score += 2; // a family word it has ("PRO" of "RTX PRO 6000")
            } else if (hasDigit(w)) {
                int near = 0; // "4080" is nearer "4090" than "3060"
                for (const QString &c : tokens[i].significant)
                    if (hasDigit(c))
                        near = std::max(near, std::max(commonPrefix(w, c), commonSuffix(w, c) - 1));
                score += near;
            }
        }
        if (score > 1)
            scored.append({score, i});
    }
    std::stable_sort(scored.begin(), scored.end(), [&](const auto &a, const auto &b) {
        if (a.first != b.first)
            return a.first > b.first;
        return (cards[a.second].key.form == Form::Desktop)
            > (cards[b.second].key.form == Form::Desktop);
    });
    QList<int> closest;
    for (qsizetype k = 0; k < scored.size() && k < 5; ++k)
        closest.append(scored[k].second);
    return closest;
}

} // namespace

CardNameMatch findCardByName(const QList<Card> &cards, const QString &name)
{
    return CardNameIndex(cards).find(name);
}

CardNameIndex::CardNameIndex(const QList<Card> &cards)
    : m_cards(cards)
{ }

void CardNameIndex::buildNames() const
{
    if (m_namesBuilt)
        return;
    m_byFoldedName.reserve(m_cards.size());
    m_byId.reserve(m_cards.size());
    for (int i = 0; i < m_cards.size(); ++i) {
        const Card &c = m_cards[i];
        const QString folded = foldName(c.displayName());
        if (!m_byFoldedName.contains(folded))
            m_byFoldedName.insert(folded, i);
        // A derived server's or workstation's name as the app says it in the user's language
        // ("… × 4 工作站 96 GB"), which a list of candidates may have shown them.
        if (c.serverOf) {
            const QString label = foldName(c.label());
            if (!m_byFoldedName.contains(label))
                m_byFoldedName.insert(label, i);
        }
        const QString id = c.key.toId();
        if (!m_byId.contains(id))
            m_byId.insert(id, i);
        // A derived server or workstation also by its name without the total memory, with or
        // without the vendor, with "×" or "x": "H100 SXM 80 GB x 8 server" (its model says the
        // GPU's memory).
        if (c.serverOf) {
            const QString shortName = c.key.model + QLatin1Char(' ') + toCode(c.key.form);
            QString withX = shortName;
            withX.replace(QStringLiteral(" × "), QStringLiteral(" x "));
            for (const QString &n : {shortName, withX}) {
                for (const QString &alias :
                    {foldName(n), foldName(c.key.vendor + QLatin1Char(' ') + n)})
                    if (!m_byFoldedName.contains(alias))
                        m_byFoldedName.insert(alias, i);
            }
        }
    }
    m_namesBuilt = true;
}

void CardNameIndex::buildMachineNames() const
{
    if (m_machineNamesBuilt)
        return;
    buildNames();
    // A count and the GPU, as people write a machine: "8x H100", "8 × H100 SXM", "RTX 4090 x 4",
    // "H200 server". One such name may fit several rows (8 × H100 SXM and 8 × H100 PCIe): then
    // it names all of them, never one silently, and never a display name's card.
    QHash<QString, QList<int>> several;
    for (int i = 0; i < m_cards.size(); ++i) {
        const Card &c = m_cards[i];
        if (!c.serverOf || c.gpusPerBoard < 2)
            continue;
        const CardKey &module = *c.serverOf;
        static const QRegularExpression family(
            QStringLiteral("^(GeForce|Radeon|Instinct|Tesla|Quadro) "));
        QStringList models = {module.model};
        if (QString bare = module.model; bare.remove(family) != module.model)
            models << bare;
        const QString formWord = module.form == Form::Desktop ? QString() : toCode(module.form);
        const QString n = QString::number(c.gpusPerBoard);
        QSet<QString> aliases;
        for (const QString &m : std::as_const(models))
            for (const QString &v : {m, formWord.isEmpty() ? m : m + QLatin1Char(' ') + formWord}) {
                const QStringList written = {n + QStringLiteral("x ") + v,
                    n + QStringLiteral(" x ") + v, n + QStringLiteral("× ") + v,
                    n + QStringLiteral(" × ") + v, v + QStringLiteral(" x ") + n,
                    v + QStringLiteral(" × ") + n, v + QLatin1Char(' ') + toCode(c.key.form)};
                // Folded as foldName() folds (the catalog's names have no ® or ™ to drop), but
                // not through its memo: thousands of names made once would crowd it out.
                for (const QString &a : written)
                    aliases.insert(
                        a.normalized(QString::NormalizationForm_KC).toCaseFolded().simplified());
            }
        for (const QString &a : std::as_const(aliases))
            several[a].append(i);
    }
    for (auto it = several.cbegin(); it != several.cend(); ++it)
        if (!m_byFoldedName.contains(it.key()))
            m_bySeveral.insert(it.key(), *it);
    m_machineNamesBuilt = true;
}

void CardNameIndex::buildWords() const
{
    if (m_wordsBuilt)
        return;
    m_words.reserve(m_cards.size());
    // The suffixes that make another model of a number ("Ti", "SUPER", "XT", "D", "NVL"): the
    // words that follow a number, or another suffix, in a model's name.
    for (const Card &c : m_cards) {
        const QStringList words = wordsOf(c);
        m_words.append(tokensOf(words));
        for (qsizetype k = 1; k < words.size(); ++k)
            if (!hasDigit(words[k])
                && (hasDigit(words[k - 1]) || m_suffixes.contains(words[k - 1])))
                m_suffixes.insert(words[k]);
    }
    m_wordsBuilt = true;
}

CardNameMatch CardNameIndex::findMachine(const QString &wanted) const
{
    CardNameMatch result;
    // A count and a GPU ("8x H100 SXM", "H200 x 8", "H200 server"): the names of machines are
    // made only for a name that has such words (most lookups name a card).
    static const QRegularExpression machineWords(
        QStringLiteral("(^|\\s)\\d+\\s*[x×](\\s|$)|\\s[x×]\\s*\\d+$|\\b(server|workstation)\\b"));
    if (wanted.contains(machineWords)) {
        buildMachineNames();
        QList<int> several = m_bySeveral.value(wanted);
        // "4x RTX 4090" is four stock cards; four modified 48 GB boards are named by their memory.
        const auto modifiedUnnamed = [&](int i) {
            const Card &c = m_cards[i];
            static const QRegularExpression digits(QStringLiteral("\\d+"));
            QSet<QString> numbers;
            for (auto it = digits.globalMatch(wanted); it.hasNext();)
                numbers.insert(it.next().captured());
            return c.modifiedBoard
                && !numbers.contains(QString::number(c.key.memoryGb / std::max(1, c.gpusPerBoard)));
        };
        if (several.size() > 1 && std::any_of(several.cbegin(), several.cend(), [&](int i) {
                return !m_cards[i].modifiedBoard;
            }))
            several.removeIf(modifiedUnnamed);
        if (several.size() == 1) {
            result.index = several.first();
            return result;
        }
        if (!several.isEmpty()) {
            result.candidates = several; // "8x H100": the SXM server, the PCIe workstation
            return result;
        }
    }
    return result;
}

CardNameMatch CardNameIndex::findMachineByCount(const QString &wanted) const
{
    CardNameMatch result;
    static const QRegularExpression countFirst(QStringLiteral("^(\\d+)\\s*[x×]\\s*(.+)$"));
    static const QRegularExpression countLast(QStringLiteral("^(.+?)\\s*[x×]\\s*(\\d+)$"));
    static const QRegularExpression nvidiaSystem(QStringLiteral("^(dgx|hgx)\\s+(.+)$"));
    static const QRegularExpression machineWord(
        QStringLiteral("\\s*\\b(server|workstation|machine|system)\\b\\s*"));
    QString rest = wanted;
    rest.replace(machineWord, QStringLiteral(" "));
    rest = rest.simplified();
    struct Reading
    {
        int count = 0;
        QString gpu;
        bool server = false;
    };
    QList<Reading> readings; // "4090 x 4" reads both ways; the one that names machines wins
    if (const auto m = nvidiaSystem.match(rest); m.hasMatch())
        readings.append({8, m.captured(2), true}); // DGX/HGX H100, H200, A100, B200: 8 SXM GPUs
    if (const auto m = countFirst.match(rest); m.hasMatch())
        readings.append({m.captured(1).toInt(), m.captured(2)});
    if (const auto m = countLast.match(rest); m.hasMatch())
        readings.append({m.captured(2).toInt(), m.captured(1)});
    QList<int> machines;
    for (const Reading &r : std::as_const(readings)) {
        if (r.count < 2 || r.count > 64 || r.gpu.isEmpty())
            continue;
        const CardNameMatch card = find(r.gpu);
        const QList<int> gpus = card.index >= 0 ? QList<int> {card.index} : card.candidates;
        for (int i = 0; i < m_cards.size(); ++i) {
            const Card &c = m_cards[i];
            if (!c.serverOf || c.gpusPerBoard != r.count
                || (r.server && c.key.form != Form::Server))
                continue;
            for (int g : gpus)
                if (*c.serverOf == m_cards[g].key && !m_cards[g].serverOf)
                    machines.append(i);
        }
        if (!machines.isEmpty())
            break;
    }
    if (machines.size() == 1)
        result.index = machines.first();
    else
        result.candidates = machines;
    return result;
}

namespace {

// Of the cards a name matches, those of the memory size and form it gives; without a form word
// the desktop card, not its laptop namesake; without a memory size the stock card, not a board a
// third party rebuilt with more memory ("RTX 4090" is the 24 GB card; the 48 GB board is named
// by its memory).
void narrowToWhatTheNameSays(QList<int> &matches, const QList<Card> &cards, const Query &q)
{
    if (q.memoryGb)
        matches.removeIf([&](int i) { return cards[i].key.memoryGb != *q.memoryGb; });
    if (q.form)
        matches.removeIf([&](int i) { return cards[i].key.form != *q.form; });
    else {
        // A name without a form means the desktop card over its laptop or module namesake (the
        // RTX 3060 12 GB, not the 6 GB laptop GPU); it never turns one product into another of
        // another maker or line: "A40" offers NVIDIA's A40 module and Intel's Arc Pro A40.
        const auto desktopNamesake = [&](int i) {
            const CardKey &k = cards[i].key;
            return k.form != Form::Desktop
                && std::any_of(matches.cbegin(), matches.cend(), [&](int j) {
                       const CardKey &d = cards[j].key;
                       return d.form == Form::Desktop && d.vendor == k.vendor
                           && d.model.compare(k.model, Qt::CaseInsensitive) == 0;
                   });
        };
        QList<int> kept;
        for (int i : std::as_const(matches))
            if (!desktopNamesake(i))
                kept.append(i);
        matches = kept;
    }
    if (!q.memoryGb && std::any_of(matches.cbegin(), matches.cend(), [&](int i) {
            return !cards[i].modifiedBoard;
        }))
        matches.removeIf([&](int i) { return cards[i].modifiedBoard; });
}

// A name that leaves out a card's architecture word ("RTX PRO 6000" for the RTX PRO 6000
// Blackwell): the cards whose names hold every word of it, and more only where the more is their
// architecture ("Blackwell", "Ada"); never another model's suffix ("RX 6900" is not the XT).
CardNameMatch findLeavingOutTheArchitecture(const QList<Card> &cards,
    const QList<CardTokens> &tokens, const QSet<QString> &suffixes, const Query &q)
{
    CardNameMatch result;
    const QSet<QString> queryTokens(q.tokens.cbegin(), q.tokens.cend());
    if (!std::any_of(q.tokens.cbegin(), q.tokens.cend(), hasDigit))
        return result;
    bool proLine = false; // "PRO" right before the number: the RTX PRO line, as in find()
    for (qsizetype k = 0; k + 1 < q.tokens.size(); ++k)
        proLine = proLine || (q.tokens[k] == QLatin1String("pro") && hasDigit(q.tokens[k + 1]));
    QList<int> holding;
    for (int i = 0; i < cards.size(); ++i) {
        const Card &card = cards[i];
        if (card.serverOf || (proLine && !tokens[i].all.contains(QStringLiteral("pro")))
            || (!q.vendor.isEmpty() && card.key.vendor.compare(q.vendor, Qt::CaseInsensitive) != 0))
            continue;
        const bool holdsAll = std::all_of(
            q.tokens.cbegin(), q.tokens.cend(), [&](const QString &w) {
                return tokens[i].all.contains(w) || omittable().contains(w) || isNoiseWithDigits(w);
            });
        const QString architecture = foldName(card.architecture);
        const bool onlyTheArchitectureMore
            = std::none_of(tokens[i].all.cbegin(), tokens[i].all.cend(), [&](const QString &w) {
                  return !queryTokens.contains(w) && suffixes.contains(w)
                      && !architecture.contains(w);
              });
        if (holdsAll && onlyTheArchitectureMore)
            holding.append(i);
    }
    narrowToWhatTheNameSays(holding, cards, q);
    if (holding.size() == 1)
        result.index = holding.first();
    else
        result.candidates = holding;
    return result;
}

} // namespace

CardNameMatch CardNameIndex::find(const QString &name) const
{
    const QList<Card> &cards = m_cards;
    CardNameMatch result;
    const QString wanted = foldName(name);
    if (wanted.isEmpty())
        return result;
    // The display name or the id exactly: the first card that has either.
    buildNames();
    const int byName = m_byFoldedName.value(wanted, -1);
    const int byId = m_byId.value(name.trimmed(), -1);
    if (byName >= 0 || byId >= 0) {
        result.index = byName < 0 ? byId : byId < 0 ? byName : std::min(byName, byId);
        return result;
    }
    if (CardNameMatch machine = findMachine(wanted);
        machine.index >= 0 || !machine.candidates.isEmpty())
        return machine;
    if (CardNameMatch machine = findMachineByCount(wanted);
        machine.index >= 0 || !machine.candidates.isEmpty())
        return machine;

    const Query q = readQuery(name);
    const QSet<QString> queryTokens(q.tokens.cbegin(), q.tokens.cend());
    buildWords();
    const QList<CardTokens> &tokens = m_words;
    const QSet<QString> &suffixes = m_suffixes;
    // A word of the name is such a suffix where it follows a number or a suffix there too:
    // "4070 Ti" names the Ti; the "X" of "Gaming X" or the "GPU" of "4060 Laptop GPU" do not.
    QSet<int> suffixAt;
    for (qsizetype k = 1; k < q.tokens.size(); ++k)
        if (suffixes.contains(q.tokens[k])
            && (hasDigit(q.tokens[k - 1]) || suffixAt.contains(int(k - 1))))
            suffixAt.insert(int(k));

    QList<int> matches;
    int best = 0;
    for (int i = 0; i < cards.size(); ++i) {
        const CardTokens &t = tokens[i];
        if (t.significant.isEmpty() || !queryTokens.contains(t.significant))
            continue;
        if (!q.vendor.isEmpty() && cards[i].key.vendor.compare(q.vendor, Qt::CaseInsensitive) != 0)
            continue;
        bool extra = false; // a word of the name that names another model
        for (qsizetype k = 0; k < q.tokens.size(); ++k) {
            const QString &w = q.tokens[k];
            // "PRO" right before the number names a line of its own: "RTX PRO 6000" is never the
            // Quadro RTX 6000 (a board partner's "RTX 3060 Pro" after the number stays a word to
            // pass over).
            if (w == QLatin1String("pro") && !t.all.contains(w) && k + 1 < q.tokens.size()
                && hasDigit(q.tokens[k + 1])) {
                extra = true;
                break;
            }
            if (t.all.contains(w) || omittable().contains(w))
                continue;
            if (hasDigit(w)) {
                bool isNumber = false;
                const double gb = w.toDouble(&isNumber);
                if ((isNumber && gb == cards[i].key.memoryGb) || isNoiseWithDigits(w))
                    continue; // "RTX 3090 24": its memory
                extra = true;
            } else if (suffixAt.contains(int(k))) {
                extra = true; // "Ti", "SUPER", "XT", "D" …
            }
            if (extra)
                break;
        }
        if (extra)
            continue;
        const int specificity = int(t.significant.size());
        if (specificity > best) {
            best = specificity;
            matches.clear();
        }
        if (specificity == best)
            matches.append(i);
    }
    QList<int> named = matches; // before memory and form: to suggest when those rule all out
    narrowToWhatTheNameSays(matches, cards, q);
    if (matches.size() == 1) {
        result.index = matches.first();
        return result;
    }
    if (!matches.isEmpty()) {
        result.candidates = matches; // the real alternatives, e.g. the 12 GB and 8 GB cards
        return result;
    }

    if (CardNameMatch left = findLeavingOutTheArchitecture(cards, tokens, suffixes, q);
        left.index >= 0 || !left.candidates.isEmpty())
        return left;

    // Nothing: the closest cards, to suggest.
    result.closest = closestCards(cards, tokens, q, named);
    return result;
}

} // namespace gpu
