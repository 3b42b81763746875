// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fields of a ranking result, one table (issue 40, item 3), as CardFields.h is for a card's
// specifications: each field's name (the column of `rank`, `compare` and the exports), its label
// in the user's language, its unit, whether it is a number and with how many decimals, and its
// value for one card. `rank` makes its columns and rows from it, `compare` its score and price
// rows; a field added here is a column of both.
//
// Values are written as files and scripts read them: numbers with a '.' and no grouping, codes
// in snake_case or kebab-case ("used_market;stale_price", "on-demand"), dates in ISO 8601, an
// unknown value as "". `words` gives a code's meaning for people (translated), where it has one.

#include "Ranking.h"

#include <QLocale>

#include <functional>
#include <optional>

namespace gpu {

/// What a field's value may depend on: the card and its verdict (null where the ranking has
/// none for it), the result it belongs to, and what a front end adds to a row of its own.
struct RankingFieldRow
{
    const Card *card = nullptr;
    const CardVerdict *verdict = nullptr;
    const RankingResult *result = nullptr;
    std::optional<int> rank; ///< the rank a front end shows; unset = the verdict's (0: none)
    std::optional<QString> reasons; ///< the reasons as shown; unset = the verdict's, joined
    std::optional<double> gain; ///< `rank --upgrade-from`: relative ÷ the user's card's
    std::optional<double> gainPerPrice; ///< (gain − 1) per 1,000 of the upgrade's cost
    QString pick; ///< the picks the row is, as codes ("best_overall;best_value")
};

struct RankingField
{
    QString name; ///< snake_case: "performance_per_watt"
    QString label; ///< translated: "Performance per watt"
    QString unit; ///< "×", "CNY", "per kW", "GB", "h" …; empty for codes and texts
    bool numeric = false; ///< the value is a number (csv and json write it as one)
    /// Decimals of a number in `value` (performance 3, per price 4, money 0, hours 0, months 1);
    /// -1 = as many as the figure has (memory, a price as seen); unused for texts.
    int decimals = -1;
    std::function<QString(const RankingFieldRow &)> value;
    /// For people: a code said in words ("used_market" → "used"); unset = `value`.
    std::function<QString(const RankingFieldRow &)> words = {};

    // How the window, the report and the compare panel name and round the figures a person
    // reads most (relative performance, per price, per watt, the price to beat, the rank): set
    // for those, so that no front end names or rounds them itself (issue 40, item 3).
    /// A column's header: "Perf. per kW", "Perf. per 1k CNY"; empty = `label`.
    QString shortLabel = {};
    /// The figure named with its unit, as a row of the detail pane, the compare panel and the
    /// report says it: "Performance per kW", "Performance per 1,000 CNY"; empty = `label`.
    QString figureLabel = {};
    /// What the figure is, for a tooltip or a chart's axis: "Relative performance per kW of
    /// board power"; empty = figureLabel().
    QString description = {};
    /// Decimals a person sees (more for a small value, CardFields::decimalsFor(), so that none
    /// reads 0.00); -1 = `decimals`.
    int shownDecimals = -1;

    QString wordsFor(const RankingFieldRow &row) const { return words ? words(row) : value(row); }
    QString headerLabel() const { return shortLabel.isEmpty() ? label : shortLabel; }
    QString figureName() const { return figureLabel.isEmpty() ? label : figureLabel; }
    QString describe() const { return description.isEmpty() ? figureName() : description; }
    /// `value` as a person reads it: in `locale`, with shownDecimals (grouped thousands).
    QString shownNumber(double value, const QLocale &locale) const;
};

/// Every field, in the order of `rank`'s columns (the first fourteen are its documented
/// interface; fields are only ever added at the end). Money is in `currency`.
QList<RankingField> rankingFields(Currency currency);
/// The field named `name`, or nullopt.
std::optional<RankingField> rankingField(const QString &name, Currency currency);
/// The field named `name`, which must exist (asserted): for a front end that shows it.
RankingField shownRankingField(const QString &name, Currency currency);

} // namespace gpu
