// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardNameMatcher.h"

#include "CardFilter.h"
#include "CardNameParser.h"

namespace gpu {

CardNameMatch findCardByName(const QList<Card> &cards, const QString &name)
{
    CardNameMatch result;
    const QString wanted = name.simplified();
    for (int i = 0; i < cards.size(); ++i) {
        const Card &c = cards[i];
        if (c.displayName().compare(wanted, Qt::CaseInsensitive) == 0 || c.key.toId() == wanted) {
            result.index = i;
            return result;
        }
    }
    QList<int> matches;
    for (int i = 0; i < cards.size(); ++i)
        if (matchesSearch(cards[i], wanted))
            matches.append(i);
    if (matches.size() > 1) {
        // Several cards contain the words: take the one whose model is what the name says, read
        // the way the importer reads names ("RTX 4090 24 GB" -> GeForce RTX 4090, 24 GB) ...
        const ParsedCardName parsed = parseCardName(wanted);
        const QString w = wanted.toCaseFolded();
        QList<int> exact;
        for (int i : matches) {
            const CardKey &key = cards[i].key;
            if (key.model.compare(parsed.model, Qt::CaseInsensitive) != 0)
                continue;
            if ((parsed.memoryGb && key.memoryGb != *parsed.memoryGb)
                || (parsed.form && key.form != *parsed.form))
                continue;
            exact.append(i);
        }
        // ... or, for a bare number ("4090"), whose model ends with exactly those words.
        if (exact.isEmpty()) {
            for (int i : matches) {
                const CardKey &key = cards[i].key;
                const QString model = key.model.toCaseFolded();
                if (model == w || model.endsWith(QLatin1Char(' ') + w)
                    || QString(key.vendor + QLatin1Char(' ') + key.model).toCaseFolded() == w)
                    exact.append(i);
            }
        }
        // Without a form word the desktop card is meant, not its laptop namesake.
        if (exact.size() > 1 && !parsed.form) {
            QList<int> desktop;
            for (int i : exact)
                if (cards[i].key.form == Form::Desktop)
                    desktop.append(i);
            if (!desktop.isEmpty())
                exact = desktop;
        }
        if (exact.size() == 1) {
            result.index = exact.first();
            return result;
        }
        if (exact.size() > 1) {
            result.candidates = exact; // the real alternatives, e.g. the 12 GB and 8 GB cards
            return result;
        }
    }
    if (matches.size() == 1)
        result.index = matches.first();
    else
        result.candidates = matches;
    return result;
}

} // namespace gpu
