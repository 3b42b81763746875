// SPDX-License-Identifier: GPL-3.0-or-later
#include "SetUpRanking.h"

#include <QHash>

namespace gpu {

int SetUpRanking::rankOf(const CardKey &card, int boards) const
{
    for (int i = 0; i < ranked.size(); ++i)
        if (ranked[i].card && ranked[i].card->key == card && ranked[i].boards == boards)
            return i + 1;
    return 0;
}

SetUpRanking rankSetUps(const QList<FitConfiguration> &plan, const SetUpQuestion &question)
{
    SetUpRanking out;
    // The fewest boards of each card that hold the model.
    QHash<const Card *, int> fewest;
    for (const FitConfiguration &c : plan)
        if (c.fits && !c.rentOnly && (!fewest.contains(c.card) || c.boards < fewest.value(c.card)))
            fewest.insert(c.card, c.boards);
    const auto buyable = [&](const FitConfiguration &c) {
        const auto total = c.totalPrice();
        return c.fits && !c.rentOnly && !c.legacySoftware && total
            && (!question.budget || *total <= *question.budget)
            && (!question.inference || c.tokensPerSecond)
            && (!question.minTokensPerSecond
                || (c.tokensPerSecond && *c.tokensPerSecond >= *question.minTokensPerSecond))
            // The fewest boards of a card that hold the model: more run inference no faster for
            // one stream, but fine-tune faster (data parallel): the fastest job within the
            // budget may be 8 of a card where 4 hold the model.
            && (fewest.value(c.card) == c.boards
                || (!question.inference && c.trainTokensPerSecond));
    };
    bool anySupported = false;
    for (const FitConfiguration &c : plan)
        anySupported = anySupported || (buyable(c) && !c.methodExperimental);
    const bool previewLast = anySupported && !question.allowPreviewSoftware;
    QList<FitConfiguration> preview; // after every set-up whose stack runs the method
    for (const FitConfiguration &c : plan) {
        if (!c.fits)
            continue;
        if (c.rentOnly)
            out.rentals << c;
        else if (!buyable(c))
            out.others << c;
        else if (previewLast && c.methodExperimental)
            preview << c;
        else
            out.ranked << c;
    }
    out.ranked << preview;
    // The picks: first among set-ups whose estimate is not unverified and whose boards are the
    // vendors' own; then the others.
    const auto unverified = [](const FitConfiguration &c) {
        return c.tokensBasis && *c.tokensBasis == EstimateBasis::Unverified;
    };
    const auto preferred = [&](const FitConfiguration &c) {
        return !c.modifiedBoard && !(question.inference && unverified(c))
            && !(previewLast && c.methodExperimental);
    };
    bool anyPreferred = false;
    for (const FitConfiguration &c : std::as_const(out.ranked))
        anyPreferred = anyPreferred || preferred(c);
    // Fine-tuning: a training rate nobody has checked (no measured card of the vendor) is
    // passed over where another set-up that may be picked has a checked one (a modified board
    // passed over above does not count: the stock boards would be left without a fastest).
    const auto trainUnverified = [](const FitConfiguration &c) {
        return c.trainBasis && *c.trainBasis == EstimateBasis::Unverified;
    };
    bool anyChecked = false;
    for (const FitConfiguration &c : std::as_const(out.ranked))
        anyChecked = anyChecked
            || ((!anyPreferred || preferred(c)) && c.trainTokensPerSecond && !trainUnverified(c));
    for (int i = 0; i < out.ranked.size(); ++i) {
        const FitConfiguration &c = out.ranked[i];
        if (anyPreferred && !preferred(c)) {
            if (!out.bestValue && !out.passedOverUnverified && unverified(c))
                out.passedOverUnverified = i;
            continue;
        }
        // The plan is in value order (fine-tuning: by price, or by job time with --sort time).
        if (!out.bestValue && question.byTime && !question.inference && anyChecked
            && (!c.trainTokensPerSecond || trainUnverified(c))) {
            if (!out.passedOverUnverified && trainUnverified(c))
                out.passedOverUnverified = i;
        } else if (!out.bestValue) {
            out.bestValue = i;
        }
        if (!out.cheapest || *c.totalPrice() < *out.ranked[*out.cheapest].totalPrice())
            out.cheapest = i;
        if (question.inference
            && (!out.fastest || *c.tokensPerSecond > *out.ranked[*out.fastest].tokensPerSecond))
            out.fastest = i;
    }
    // Fine-tuning: the most trained tokens/s, an unverified estimate only where no other has one.
    if (!question.inference) {
        for (int i = 0; i < out.ranked.size(); ++i) {
            const FitConfiguration &c = out.ranked[i];
            if (!c.trainTokensPerSecond || (anyPreferred && !preferred(c))
                || (anyChecked && trainUnverified(c)))
                continue;
            if (!out.fastest
                || *c.trainTokensPerSecond > *out.ranked[*out.fastest].trainTokensPerSecond)
                out.fastest = i;
        }
    }
    return out;
}

} // namespace gpu
