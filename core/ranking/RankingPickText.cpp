// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking's words about its picks (translated in the "Ranking" context): the picks' notes on
// the better cards each passed over, why there is no pick, and the line of cards in range that
// have no current price.

#include "Ranking.h"
#include "RankingText_p.h"
#include "Ranking_p.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace gpu {

using ranking_text::num;

namespace {

// The measure a pick is first by: the cards ahead of it by that measure are the ones it passed.
enum class Measure
{
    Performance,
    Value,
    MemoryPerPrice
};

// Both ranked, so both priced (RankRow::memoryPerPrice() is the figures' quotient).
bool ahead(Measure m, const RankRow &a, const RankRow &b)
{
    switch (m) {
    case Measure::Performance:
        return a.rank < b.rank;
    case Measure::Value:
        return a.value > b.value;
    case Measure::MemoryPerPrice:
        return a.memoryPerPrice() > b.memoryPerPrice();
    }
    return false;
}

// The note of a pick that passed over one better card: its name and its caveat.
QString passedOneNote(const CardVerdict &passed, Measure measure, const RankingRequest &request)
{
    const QString name = shortName(passed.key);
    QString why = flagText(*pickCaveat(passed), request.workload);
    if (passed.estimateBasis == EstimateBasis::Unverified)
        why += QLatin1Char(' ')
            + Ranking::tr("Its figure is an unverified estimate: no card of its vendor has "
                          "a measured result.");
    QString sentence;
    switch (measure) {
    case Measure::Performance:
        sentence = Ranking::tr("Preferred to the higher-ranked %1: %2").arg(name, why);
        break;
    case Measure::Value:
        sentence = Ranking::tr("As best value, preferred to the %1, which gives more performance "
                               "per price: %2")
                       .arg(name, why);
        break;
    case Measure::MemoryPerPrice:
        sentence = Ranking::tr("As most memory per price, preferred to the %1, which gives more "
                               "memory per price: %2")
                       .arg(name, why);
        break;
    }
    return sentence;
}

// The note of a pick that passed over several better cards: the first three with their caveats.
QString passedSeveralNote(
    const QList<const CardVerdict *> &passed, qsizetype count, Measure measure)
{
    QStringList names;
    for (qsizetype i = 0; i < passed.size() && i < 3; ++i)
        names << Ranking::tr("%1 (%2)").arg(shortName(passed[i]->key),
            passed[i]->estimateBasis == EstimateBasis::Unverified
                ? flagLabel(*pickCaveat(*passed[i])) + Ranking::tr(", unverified estimate")
                : flagLabel(*pickCaveat(*passed[i])));
    if (count > 3)
        names << Ranking::tr("%n more", nullptr, int(count - 3));
    //: The list separator between the cards a pick was preferred to.
    const QString list = names.join(Ranking::tr("; "));
    QString sentence;
    switch (measure) {
    case Measure::Performance:
        sentence = Ranking::tr("Preferred to the higher-ranked %1.").arg(list);
        break;
    case Measure::Value:
        sentence = Ranking::tr("As best value, preferred to these cards, which give more "
                               "performance per price: %1.")
                       .arg(list);
        break;
    case Measure::MemoryPerPrice:
        sentence = Ranking::tr("As most memory per price, preferred to these cards, which give "
                               "more memory per price: %1.")
                       .arg(list);
        break;
    }
    return sentence;
}

// A pick that is not first by its own measure says which ranked cards ahead of it by that
// measure it was preferred to, and why (their caveat; the first three, best first).
QString passedOverNote(const VerdictList &verdicts, const RankingRequest &request,
    const std::optional<int> &pickIndex, Measure measure)
{
    if (!pickIndex)
        return {};
    const std::shared_ptr<const std::vector<RankRow>> rowsKept = rankRows(verdicts);
    const std::vector<RankRow> &rows = *rowsKept;
    const RankRow &chosen = rows[size_t(*pickIndex)];
    QList<int> better;
    for (size_t i = 0; i < rows.size(); ++i) {
        const RankRow &other = rows[i];
        if (other.rank == 0 || int(i) == *pickIndex || !ahead(measure, other, chosen))
            continue;
        if (pickCaveat(other.flags))
            better << int(i);
    }
    if (better.isEmpty())
        return {};
    // A card and the servers or workstations made of it share their caveat: named once. How
    // many are named, and the first three by the measure (ties in the ranking's order).
    std::vector<char> seen;
    qsizetype distinct = 0;
    for (int i : std::as_const(better)) {
        const int group = verdicts.nameGroupOf(i);
        if (group < 0) {
            ++distinct;
            continue;
        }
        if (size_t(group) >= seen.size())
            seen.resize(size_t(group) + 1);
        if (!seen[size_t(group)]) {
            seen[size_t(group)] = 1;
            ++distinct;
        }
    }
    const auto before = [&](int a, int b) {
        const RankRow &fa = rows[size_t(a)];
        const RankRow &fb = rows[size_t(b)];
        return ahead(measure, fa, fb) || (!ahead(measure, fb, fa) && a < b);
    };
    QList<int> first; // the first three of distinct names, best first
    QSet<int> named;
    for (qsizetype sorted = 0; first.size() < 3 && sorted < better.size();) {
        const qsizetype upTo
            = std::min<qsizetype>(better.size(), std::max<qsizetype>(64, sorted * 4));
        std::partial_sort(better.begin() + sorted, better.begin() + upTo, better.end(), before);
        for (qsizetype k = sorted; k < upTo && first.size() < 3; ++k) {
            const int group = verdicts.nameGroupOf(better[k]);
            if (group >= 0 && named.contains(group))
                continue;
            if (group >= 0)
                named.insert(group);
            first << better[k];
        }
        sorted = upTo;
    }
    better = first;
    if (distinct == 1)
        return passedOneNote(verdicts.at(better[0]), measure, request);
    // The texts of the cards named (the first three).
    QList<const CardVerdict *> passed;
    for (int i : std::as_const(better))
        passed << &verdicts.at(i);
    return passedSeveralNote(passed, distinct, measure);
}

// The note of a pick preferred to an unverified card (its verdict index; none when negative).
QString unverifiedNote(const VerdictList &verdicts, int unverified)
{
    if (unverified < 0)
        return {};
    const CardVerdict &u = verdicts[unverified];
    return Ranking::tr("Preferred to the %1, whose figure is an unverified estimate (no "
                       "measured card of its vendor) with a range of %2–%3× the reference: "
                       "this card is within that range and its figure is verified.")
        .arg(shortName(u.key), QLocale().toString(u.estimateLow.value_or(0), 'f', 2),
            QLocale().toString(u.estimateHigh.value_or(0), 'f', 2));
}

QString joinNotes(const QString &a, const QString &b)
{
    return a.isEmpty() ? b : b.isEmpty() ? a : a + QLatin1Char(' ') + b;
}

// Whole months between `d` and `today`, never fewer than none.
int monthsSince(const QDate &d, const QDate &today)
{
    int months = (today.year() - d.year()) * 12 + today.month() - d.month();
    if (today.day() < d.day())
        --months;
    return std::max(0, months);
}

// The last price ever seen of each of `candidates` (verdict indices), in any condition (the
// request's scope may leave it out), by card index: one pass over the prices, matched by model
// name first (no text is built per price).
QHash<int, const Price *> lastPricesOf(
    const QList<int> &candidates, const RankingResult &result, const CatalogData &data)
{
    QHash<QString, QList<int>> byModel; // model -> card indices
    for (int i : candidates)
        if (const int c = result.verdicts.figures(i).cardIndex; c >= 0 && c < data.cards.size())
            byModel[data.cards[c].key.model].append(c);
    QHash<int, const Price *> lastPrices; // card index -> its latest price
    for (const Price &p : data.prices) {
        const auto it = byModel.constFind(p.card.model);
        if (it == byModel.constEnd())
            continue;
        for (int c : it.value()) {
            if (!(data.cards[c].key == p.card))
                continue;
            const Price *&last = lastPrices[c];
            if (!last || p.observedDate > last->observedDate)
                last = &p;
        }
    }
    return lastPrices;
}

struct LastPrices
{
    const QHash<int, const Price *> &byCard;
    const CatalogData &data;
    const Price *of(const Card &card) const
    {
        return byCard.value(int(&card - data.cards.constData()), nullptr);
    }
};

// With a budget, the cards whose last known price was near it come first (a student with
// 8,000 CNY reads about an RTX 4090 before an MI355X); then by performance.
void orderNearBudget(QList<int> &order, const RankingResult &result, const CatalogData &data,
    const RankingRequest &request, const LastPrices &lastPrices)
{
    const auto nearBudget = [&](int i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.cardIndex < 0 || v.cardIndex >= data.cards.size())
            return false;
        const Card &card = data.cards[v.cardIndex];
        std::optional<double> amount;
        if (const Price *last = lastPrices.of(card)) {
            if (const auto c = request.rate.convertOn(
                    last->amountPerGpu(), last->currency, last->observedDate, request.currency))
                amount = c->amount;
        } else if (card.launchPriceUsd) {
            amount = request.rate.convert(*card.launchPriceUsd, Currency::USD, request.currency);
        }
        return amount && *amount >= *request.budget / 3.0 && *amount <= *request.budget * 2.0;
    };
    // Then the cards without any price evidence that a buyer of this budget may consider
    // (consumer and workstation cards), then the rest (data-centre parts, far-off prices).
    const auto noEvidenceBuyable = [&](int i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.cardIndex < 0 || v.cardIndex >= data.cards.size())
            return false;
        const Card &card = data.cards[v.cardIndex];
        // (a laptop GPU is not sold on its own: with the rest)
        return !lastPrices.of(card) && !card.launchPriceUsd
            && card.productLine != ProductLine::DataCenter && card.key.form != Form::SXM
            && card.key.form != Form::OAM && card.key.form != Form::Laptop;
    };
    const auto firstRest = std::stable_partition(order.begin(), order.end(), nearBudget);
    std::stable_partition(firstRest, order.end(), noEvidenceBuyable);
}

// What is known of the price of a card without a current price: its last price, its launch
// price, or that it was never priced.
QString knownPriceText(const Card &card, const Price *last, const QDate &today)
{
    // A module whose last price is that of the server it came in: its share, and the server's.
    const int gpus = std::max(1, card.gpusPerBoard);
    if (last && last->gpuCount > gpus)
        //: A module's share of the last price of the server it came in: "last seen at 333,333
        //: CNY a GPU (2,666,667 CNY for 8 GPUs) on 2023-10-20, 37 months ago".
        return Ranking::tr("last seen at %1 %2 a GPU (%3 %2 for %4 GPUs) on %5, %n month(s) ago",
            nullptr, monthsSince(last->observedDate, today))
            .arg(num(last->amount * gpus / last->gpuCount, 0), last->currency, num(last->amount, 0),
                QString::number(last->gpuCount), last->observedDate.toString(Qt::ISODate));
    if (last)
        return Ranking::tr("last seen at %1 %2 on %3, %n month(s) ago", nullptr,
            monthsSince(last->observedDate, today))
            .arg(num(last->amount, 0), last->currency, last->observedDate.toString(Qt::ISODate));
    if (card.launchPriceUsd) {
        QDate released = QDate::fromString(card.releaseDate, Qt::ISODate);
        if (!released.isValid())
            released = QDate::fromString(card.releaseDate, QStringLiteral("yyyy-MM"));
        return released.isValid()
            ? Ranking::tr(
                "launch price %1 USD, %2, %n month(s) ago", nullptr, monthsSince(released, today))
                  .arg(num(*card.launchPriceUsd, 0), card.releaseDate)
            : Ranking::tr("launch price %1 USD").arg(num(*card.launchPriceUsd, 0));
    }
    return Ranking::tr("never priced");
}

} // namespace

void ranking_text::wordPickNotes(
    Recommendation &rec, const VerdictList &verdicts, const RankingRequest &request)
{
    // Kept with the pick, not in the card's reasons: a card that is two picks would otherwise
    // read the other pick's sentence under each.
    rec.bestOverallNote = passedOverNote(verdicts, request, rec.bestOverall, Measure::Performance);
    rec.bestValueNote = passedOverNote(verdicts, request, rec.bestValue, Measure::Value);
    rec.mostMemoryPerPriceNote
        = passedOverNote(verdicts, request, rec.mostMemoryPerPrice, Measure::MemoryPerPrice);
    rec.bestOverallNote = joinNotes(
        rec.bestOverallNote, unverifiedNote(verdicts, rec.bestOverallUnverified.value_or(-1)));
    rec.bestValueNote = joinNotes(
        rec.bestValueNote, unverifiedNote(verdicts, rec.bestValueUnverified.value_or(-1)));
}

QString Ranking::unpricedSentence(
    const RankingResult &result, const CatalogData &data, const RankingRequest &request, int names)
{
    if (result.unpriced.isEmpty())
        return {};
    const QDate today = request.asOf.isValid() ? request.asOf : QDate::currentDate();
    // The cards looked at: the best 64 by performance (a catalog of 100,000 cards may have
    // thousands without a price; a sentence names a few).
    const QList<int> candidates = result.unpriced.mid(0, 64);
    const QHash<int, const Price *> lastPriceByCard = lastPricesOf(candidates, result, data);
    const LastPrices lastPrices {lastPriceByCard, data};
    if (names <= 0)
        //: Said on a small screen, without naming the cards (Edit > Prices to check lists them).
        return tr("%n card(s) in range have no current price and are not ranked.", nullptr,
            int(result.unpriced.size()));
    QList<int> order = candidates;
    if (request.budget && *request.budget > 0)
        orderNearBudget(order, result, data, request, lastPrices);
    QStringList named;
    for (int i : std::as_const(order)) {
        if (named.size() >= names)
            break;
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.cardIndex < 0 || v.cardIndex >= data.cards.size())
            continue;
        const Card &card = data.cards[v.cardIndex];
        QString known = knownPriceText(card, lastPrices.of(card), today);
        if (v.priceToBeatValue)
            //: %1 what is known of its price, %2 amount, %3 currency (the price to beat).
            known = tr("%1; worth buying below %2 %3")
                        .arg(known, num(*v.priceToBeatValue, 0), toCode(request.currency));
        //: A card and what is known of its price, in the line of cards without a price.
        named << tr("%1 (%2)").arg(card.label(), known);
    }
    const qsizetype more = result.unpriced.size() - named.size();
    QString list = named.join(tr("; "));
    if (more > 0)
        //: After the cards named in the line of cards without a price.
        list += tr(" and %n more", nullptr, int(more));
    //: %1 the cards with what is known of their price; a ranking with a budget leaves them out.
    return tr("%n card(s) in range have no current price and are not ranked: %1.", nullptr,
        int(result.unpriced.size()))
        .arg(list);
}

QString Ranking::noPickReason(const RankingRequest &request, const RankingResult &result)
{
    if (result.recommendation.bestOverall)
        return {};
    // Ranked cards, all of them legacy software that today's default builds do not run.
    if (request.software == SoftwarePolicy::CurrentOnly) {
        int legacy = 0;
        for (qsizetype i = 0; i < result.verdicts.size(); ++i)
            if (result.verdicts.figures(i).rank > 0
                && result.verdicts.figures(i).hasFlag(Flag::LegacySoftware))
                ++legacy;
        if (legacy > 0)
            return tr("Within these limits only %n card(s) of legacy software remain, which "
                      "today's default builds no longer run: widen the limits, or accept legacy "
                      "software (settings, or --software legacy) if you keep an older toolkit.",
                nullptr, legacy);
    }
    // The likeliest reason: for an LLM, that no priced card holds the model.
    bool pricedButTooSmall = false;
    for (qsizetype i = 0; i < result.verdicts.size(); ++i) {
        const VerdictFigures &v = result.verdicts.figures(i);
        if (v.priceAmount && v.withinBudget && v.flags.contains(Flag::LowMemory))
            pricedButTooSmall = true;
    }
    if (request.memoryNeedGb && pricedButTooSmall)
        return tr("No card with a known price within these limits has the memory for %1: it "
                  "needs %2 GB per GPU, and some memory is kept free. Several cards may hold it "
                  "(the set-ups below), or choose a smaller model, fewer bits or a larger budget.")
            .arg(request.memoryNeedOf, formatNumber(*request.memoryNeedGb, 1));
    if (request.workload == Workload::LlmInference && pricedButTooSmall)
        return tr("No card with a known price within these limits has the memory for a "
                  "%1-billion-parameter model in %2: its weights need %3 GB with 20 % to spare, "
                  "and some memory is kept free. Choose a smaller model or precision, or widen "
                  "the budget.")
            .arg(request.llmParametersBillions)
            .arg(precisionName(request.precision))
            .arg(formatNumber(request.llmParametersBillions
                    * PerformanceModel::bytesPerParameter(request.precision) * 1.2,
                1));
    return tr("No card with a known price passes these limits (budget, memory, condition): widen "
              "them, or add your own prices.");
}

} // namespace gpu
