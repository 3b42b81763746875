// SPDX-License-Identifier: GPL-3.0-or-later
#include "RankingFields.h"

#include "CardFields.h"
#include "NameReadings.h"
#include "PriceWords.h"
#include "SoftwareSupport.h"

#include <QCoreApplication>

#include <cmath>

namespace gpu {

namespace {

using Row = RankingFieldRow;

/// A number as files write it: `decimals` fixed, "" when unknown.
QString fixed(const std::optional<double> &v, int decimals)
{
    if (!v || !std::isfinite(*v))
        return {};
    return QString::number(*v, 'f', decimals);
}

const CardPrice *priceOf(const Row &r)
{
    return r.verdict && r.verdict->price ? &*r.verdict->price : nullptr;
}

/// A figure of the verdict, fixed to `decimals`.
RankingField number(const QString &name, const QString &label, const QString &unit, int decimals,
    std::function<std::optional<double>(const CardVerdict &)> figure)
{
    return {name, label, unit, true, decimals, [figure, decimals](const Row &r) {
                return r.verdict ? fixed(figure(*r.verdict), decimals) : QString();
            }};
}

/// The translated labels and words (context "RankingFields").
class RankingFieldTable
{
    Q_DECLARE_TR_FUNCTIONS(RankingFields)
public:
    static QList<RankingField> all(Currency currency);

private:
    /// rank's first fourteen columns: the documented interface.
    static void addFirstFields(QList<RankingField> &f, const QString &cur);
    /// Costs, the reference, an upgrade's gain, how sure the estimate is.
    static void addCostFields(QList<RankingField> &f, const QString &cur);
    /// Buy or rent, several GPUs, where the price comes from, the pick.
    static void addRentFields(QList<RankingField> &f, const QString &cur);
};

QList<RankingField> RankingFieldTable::all(Currency currency)
{
    const QString cur = toCode(currency);
    QList<RankingField> f;
    addFirstFields(f, cur);
    addCostFields(f, cur);
    addRentFields(f, cur);
    return f;
}

void RankingFieldTable::addFirstFields(QList<RankingField> &f, const QString &cur)
{
    const QString times = QStringLiteral("×");
    using V = const CardVerdict &;
    f << RankingField {QStringLiteral("rank"), tr("Rank"), {}, true, 0, [](const Row &r) {
                           const int rank = r.rank ? *r.rank : r.verdict ? r.verdict->rank : 0;
                           return rank > 0 ? QString::number(rank) : QString();
                       }};
    f.last().description = tr("Place in the ranking for the chosen workload and precision: by "
                              "relative performance, among cards with a price that the ranking "
                              "recommends");
    f << RankingField {QStringLiteral("name"), tr("Card"), {}, false, -1,
        [](const Row &r) {
            return r.verdict ? r.verdict->key.displayName()
                : r.card     ? r.card->displayName()
                             : QString();
        },
        [](const Row &r) {
            return r.verdict ? r.verdict->key.label() : r.card ? r.card->label() : QString();
        }};
    f << RankingField {QStringLiteral("score"), tr("Score"), {}, true, 3, [](const Row &r) {
                           return r.verdict && r.verdict->relative ? fixed(r.verdict->score, 3)
                                                                   : QString();
                       }};
    f << number(QStringLiteral("estimated_relative_performance"),
        tr("Estimated relative performance"), times, 3, [](V v) { return v.estimatedRelative; });
    f << number(QStringLiteral("measured_relative_performance"),
        tr("Measured relative performance"), times, 3, [](V v) { return v.measuredRelative; });
    f << number(QStringLiteral("relative_performance"), tr("Relative performance"), times, 3,
        [](V v) { return v.relative; });
    f.last().shortLabel = tr("Relative perf.");
    f.last().description = tr("Performance relative to the reference card (1.00×)");
    f.last().shownDecimals = 2;
    f << RankingField {QStringLiteral("price"), tr("Price"), cur, true, -1,
        [](const Row &r) { return priceOf(r) ? plainPriceAmount(*priceOf(r)) : QString(); }};
    f << RankingField {QStringLiteral("currency"), tr("Currency"), {}, false, -1,
        [](const Row &r) { return priceOf(r) ? toCode(priceOf(r)->currency) : QString(); }};
    f << RankingField {QStringLiteral("price_basis"), tr("Price basis"), {}, false, -1,
        [](const Row &r) { return priceOf(r) ? toCode(priceOf(r)->kind) : QString(); },
        [](const Row &r) {
            return priceOf(r) ? priceBasisText(*priceOf(r), PriceWordsLength::Short) : QString();
        }};
    f << number(QStringLiteral("performance_per_price"), tr("Performance per price"),
        tr("per 1,000 %1").arg(cur), 4, [](V v) { return v.performancePerPrice; });
    f.last().shortLabel = tr("Perf. per 1k %1").arg(cur);
    f.last().figureLabel = tr("Performance per 1,000 %1").arg(cur);
    f.last().description = tr("Relative performance per 1,000 %1").arg(cur);
    f.last().shownDecimals = 2;
    f << number(QStringLiteral("performance_per_watt"), tr("Performance per watt"), tr("per kW"), 3,
        [](V v) { return v.performancePerWatt; });
    f.last().shortLabel = tr("Perf. per kW");
    f.last().figureLabel = tr("Performance per kW");
    f.last().description = tr("Relative performance per kW of board power");
    f.last().shownDecimals = 2;
    f << RankingField {QStringLiteral("memory_gb"), tr("Memory per GPU"), QStringLiteral("GB"),
        true, -1, [](const Row &r) {
            return r.verdict ? formatNumber(r.verdict->memoryPerGpuGb) : QString();
        }};
    f << RankingField {QStringLiteral("flags"), tr("Flags"), {}, false, -1,
        [](const Row &r) {
            QStringList codes;
            if (r.verdict)
                for (Flag flag : r.verdict->flags)
                    codes << toCode(flag);
            return codes.join(QLatin1Char(';'));
        },
        [](const Row &r) {
            QStringList labels;
            if (r.verdict)
                for (Flag flag : r.verdict->flags)
                    labels << flagLabel(flag);
            //: Between the short names of a card's flags.
            return labels.join(tr(", "));
        }};
    f << RankingField {QStringLiteral("reasons"), tr("Reasons"), {}, false, -1, [](const Row &r) {
                           if (r.reasons)
                               return *r.reasons;
                           return r.verdict ? r.verdict->reasons.join(QLatin1Char(' ')) : QString();
                       }};
}

void RankingFieldTable::addCostFields(QList<RankingField> &f, const QString &cur)
{
    const QString times = QStringLiteral("×");
    using V = const CardVerdict &;
    f << number(QStringLiteral("performance_per_price_system"),
        tr("Performance per price, whole system"), tr("per 1,000 %1").arg(cur), 4,
        [](V v) { return v.performancePerPriceSystem; });
    f << number(QStringLiteral("cost_of_ownership"), tr("Cost of ownership"), cur, 0,
        [](V v) { return v.costOfOwnership; });
    f << number(QStringLiteral("break_even_cloud_hours"), tr("Break-even, cloud hours"), tr("h"), 0,
        [](V v) { return v.breakEvenHours; });
    f << RankingField {
        QStringLiteral("price_date"), tr("Price date"), {}, false, -1, [](const Row &r) {
            return priceOf(r) && priceOf(r)->date.isValid() ? priceOf(r)->date.toString(Qt::ISODate)
                                                            : QString();
        }};
    f << RankingField {QStringLiteral("reference"), tr("Reference card"), {}, false, -1,
        [](const Row &r) { return r.result ? r.result->reference.displayName() : QString(); },
        [](const Row &r) { return r.result ? r.result->reference.label() : QString(); }};
    f << RankingField {QStringLiteral("gain"), tr("Gain over your card"), times, true, 3,
        [](const Row &r) { return fixed(r.gain, 3); }};
    f << RankingField {QStringLiteral("gain_per_price"), tr("Gain per price"),
        tr("per 1,000 %1").arg(cur), true, 4,
        [](const Row &r) { return fixed(r.gainPerPrice, 4); }};
    f << RankingField {QStringLiteral("software_support"), tr("Software support"), {}, false, -1,
        [](const Row &r) {
            const Card *card = r.card;
            return card ? softwareSupportCode(*card) : QString();
        }};
    f << RankingField {QStringLiteral("estimate_basis"), tr("Estimate basis"), {}, false, -1,
        [](const Row &r) {
            return r.verdict && r.verdict->relative ? toCode(r.verdict->estimateBasis) : QString();
        },
        [](const Row &r) {
            return r.verdict && r.verdict->relative ? estimateBasisText(r.verdict->estimateBasis)
                                                    : QString();
        }};
    f << number(QStringLiteral("estimate_low"), tr("Estimate, low"), times, 3,
        [](V v) { return v.estimateLow; });
    f << number(QStringLiteral("estimate_high"), tr("Estimate, high"), times, 3,
        [](V v) { return v.estimateHigh; });
    f << number(QStringLiteral("price_to_beat_value"), tr("Worth buying below (value)"), cur, 0,
        [](V v) { return v.priceToBeatValue; });
    f.last().shortLabel = tr("Worth below %1").arg(cur);
    f.last().description = tr("The price to beat: at this price (%1) the card would give the same "
                              "performance per price as the best-value pick")
                               .arg(cur);
    f << number(QStringLiteral("price_to_beat_overall"), tr("Worth its premium below"), cur, 0,
        [](V v) { return v.priceToBeatOverall; });
    f << RankingField {QStringLiteral("converted_price"), tr("Converted price"), {}, false, -1,
        [](const Row &r) {
            return r.verdict && r.verdict->hasFlag(Flag::ConvertedPrice) ? QStringLiteral("true")
                                                                         : QStringLiteral("false");
        },
        [](const Row &r) {
            return r.verdict && r.verdict->hasFlag(Flag::ConvertedPrice) ? tr("yes") : tr("no");
        }};
    f << RankingField {QStringLiteral("price_as_seen"), tr("Price as seen"), {}, false, -1,
        [](const Row &r) { return priceOf(r) ? priceOriginText(*priceOf(r)) : QString(); }};
}

void RankingFieldTable::addRentFields(QList<RankingField> &f, const QString &cur)
{
    const QString times = QStringLiteral("×");
    using V = const CardVerdict &;
    // Buy or rent, like for like (docs/ranking.md, "Buy or rent").
    f << RankingField {QStringLiteral("rent_offer"), tr("Rental compared"), {}, false, -1,
        [](const Row &r) { return r.verdict ? r.verdict->rentOffer : QString(); },
        [](const Row &r) {
            if (!r.verdict || r.verdict->rentOffer.isEmpty())
                return QString();
            QStringList how;
            how << (r.verdict->rentInterruptible ? tr("interruptible") : tr("on-demand"));
            if (r.verdict->rentNearestClass)
                how << tr("nearest class, not the same GPU");
            return QStringLiteral("%1 (%2)").arg(
                offeringForReader(r.verdict->rentOffer), how.join(tr(", ")));
        }};
    f << number(QStringLiteral("rent_per_hour"), tr("Rent per hour"), cur, 2,
        [](V v) { return v.rentPerHour; });
    f << RankingField {QStringLiteral("rent_kind"), tr("Rental kind"), {}, false, -1,
        [](const Row &r) {
            return !r.verdict || r.verdict->rentOffer.isEmpty() ? QString()
                : r.verdict->rentInterruptible                  ? QStringLiteral("interruptible")
                                                                : QStringLiteral("on-demand");
        },
        [](const Row &r) {
            return !r.verdict || r.verdict->rentOffer.isEmpty() ? QString()
                : r.verdict->rentInterruptible                  ? tr("interruptible")
                                                                : tr("on-demand");
        }};
    f << RankingField {QStringLiteral("rent_match"), tr("Rental match"), {}, false, -1,
        [](const Row &r) {
            return !r.verdict || r.verdict->rentOffer.isEmpty() ? QString()
                : r.verdict->rentNearestClass                   ? QStringLiteral("nearest-class")
                                                                : QStringLiteral("same-gpu");
        },
        [](const Row &r) {
            return !r.verdict || r.verdict->rentOffer.isEmpty() ? QString()
                : r.verdict->rentNearestClass ? tr("nearest class, not the same GPU")
                                              : tr("the same GPU");
        }};
    f << number(QStringLiteral("break_even_hours"), tr("Break-even, hours of rental"), tr("h"), 0,
        [](V v) { return v.rentBreakEvenHours; });
    f << number(QStringLiteral("own_cost_3y"), tr("Owning, 3 years"), cur, 0,
        [](V v) { return v.ownCost3y; });
    f << number(QStringLiteral("rent_cost_3y"), tr("Renting, 3 years"), cur, 0,
        [](V v) { return v.rentCost3y; });
    f << number(QStringLiteral("break_even_months"), tr("Break-even, months at your hours a day"),
        {}, 1, [](V v) { return v.rentBreakEvenMonths; });
    // A board, workstation or server of several GPUs: how many, and their work together.
    f << RankingField {QStringLiteral("gpus"), tr("GPUs"), {}, true, 0, [](const Row &r) {
                           return r.card ? QString::number(std::max(1, r.card->gpusPerBoard))
                                         : QString();
                       }};
    f << RankingField {QStringLiteral("machine_relative_performance"),
        tr("Relative performance, whole machine"), times, true, 3, [](const Row &r) {
            return r.verdict && r.verdict->relative
                ? fixed(*r.verdict->relative * r.verdict->boardGpus, 3)
                : QString();
        }};
    // Where the price comes from, and a price model estimate's likely range.
    f << RankingField {QStringLiteral("price_source"), tr("Price source"), {}, false, -1,
        [](const Row &r) { return priceOf(r) ? priceOf(r)->sourceCode() : QString(); }};
    const auto range = [](bool low) {
        return [low](const Row &r) {
            const CardPrice *p = priceOf(r);
            return p && p->basis == PriceBasis::ModelEstimate ? fixed(low ? p->low : p->high, 0)
                                                              : QString();
        };
    };
    f << RankingField {
        QStringLiteral("price_low"), tr("Estimated price, low"), cur, true, 0, range(true)};
    f << RankingField {
        QStringLiteral("price_high"), tr("Estimated price, high"), cur, true, 0, range(false)};
    // Which of the picks the row is, as the text's "Best overall:" lines name them.
    f << RankingField {
        QStringLiteral("pick"), tr("Pick"), {}, false, -1, [](const Row &r) { return r.pick; }};
}

} // namespace

QList<RankingField> rankingFields(Currency currency)
{
    return RankingFieldTable::all(currency);
}

RankingField shownRankingField(const QString &name, Currency currency)
{
    const auto field = rankingField(name, currency);
    Q_ASSERT_X(field, "shownRankingField", qPrintable(name));
    return field ? *field : RankingField {};
}

QString RankingField::shownNumber(double v, const QLocale &locale) const
{
    const int d = shownDecimals >= 0 ? shownDecimals : std::max(decimals, 0);
    return locale.toString(v, 'f', d > 0 ? CardFields::decimalsFor(v, d) : 0);
}

std::optional<RankingField> rankingField(const QString &name, Currency currency)
{
    for (const RankingField &f : rankingFields(currency))
        if (f.name == name)
            return f;
    return std::nullopt;
}

} // namespace gpu
