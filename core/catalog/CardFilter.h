// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which cards a person wants to see. One value type shared by the command line (`list`) and the
// filter panel, so both filter the same way. Pure: matches() looks only at its arguments.

#include "Pricing.h"

#include <QSet>
#include <QString>

namespace gpu {

/// Whether the current CUDA toolkit and PyTorch builds still support a card.
enum class CudaSupport
{
    Supported,
    Unsupported,
    NotCuda
};

/// `minimum` is the lowest supported compute capability (a dated, sourced setting; see
/// Settings::cudaMinimumComputeCapability). Cards of other vendors are NotCuda.
CudaSupport cudaSupport(const Card &card, ComputeCapability minimum);

/// Case-insensitive literal search: every space-separated word of `text` must occur in the
/// card's display name or architecture (ignoring spaces, so "24GB" finds "24 GB"). Nothing is
/// a pattern: "*", "(", "+" are matched as themselves.
bool matchesSearch(const Card &card, const QString &text);

/// matchesSearch() in two prepared halves, for lists that are searched on every keystroke: the
/// card's side once per card, the text's side once per keystroke. Same result as
/// matchesSearch(card, text) == matchesSearch(SearchText::of(card), searchWords(text)).
struct SearchText
{
    QString text; ///< display name and architecture, case-folded
    QString compact; ///< the same without spaces

    static SearchText of(const Card &card);
};
/// The case-folded words of a search text; empty (matches every card) if it has none.
QStringList searchWords(const QString &text);
bool matchesSearch(const SearchText &card, const QStringList &words);

struct CardFilter
{
    QSet<QString> vendors; ///< empty = any
    QSet<ProductLine> productLines; ///< empty = any
    QSet<QString> architectures; ///< empty = any
    QSet<Form> forms; ///< empty = any
    std::optional<double> minMemoryGb; ///< per board, as printed
    std::optional<double> maxMemoryGb;
    std::optional<double> minPrice; ///< in the price's currency (the caller's chosen currency)
    std::optional<double> maxPrice; ///< a card without a price fails a price bound
    std::optional<double> maxTdpWatts; ///< a card with unknown TDP fails this bound
    std::optional<ComputeCapability> minComputeCapability;
    std::optional<bool> hasTensorCores;
    std::optional<CudaSupport> cudaSupport;
    ComputeCapability cudaMinimum {5, 0}; ///< used with cudaSupport
    std::optional<int> minReleaseYear;
    std::optional<int> maxReleaseYear;
    QString search;

    bool isEmpty() const;
    /// `price` is the card's price in the chosen currency and condition, if it has one.
    bool matches(const Card &card, const std::optional<CardPrice> &price) const;
    /// Every condition but the search text (callers that prepare the search with SearchText).
    bool matchesExceptSearch(const Card &card, const std::optional<CardPrice> &price) const;
    /// The same with the price's amount alone (the ranking, which copies no price it does not
    /// show).
    bool matchesExceptSearch(const Card &card, std::optional<double> priceAmount) const;
    /// Whether the price takes part at all (a price bound is set).
    bool usesPrice() const { return minPrice || maxPrice; }
};

} // namespace gpu

inline size_t qHash(gpu::ProductLine v, size_t seed = 0)
{
    return ::qHash(int(v), seed);
}
inline size_t qHash(gpu::Form v, size_t seed = 0)
{
    return ::qHash(int(v), seed);
}
