// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardNameMatcher.h"

#include "CardFilter.h"

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
        const QString w = wanted.toCaseFolded();
        QList<int> exact;
        for (int i : matches) {
            const CardKey &key = cards[i].key;
            const QString model = key.model.toCaseFolded();
            if (model == w || model.endsWith(QLatin1Char(' ') + w)
                || QString(key.vendor + QLatin1Char(' ') + key.model).toCaseFolded() == w)
                exact.append(i);
        }
        if (exact.size() == 1) {
            result.index = exact.first();
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
