// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardFilter.h"

namespace gpu {

CudaSupport cudaSupport(const Card &card, ComputeCapability minimum)
{
    if (card.key.vendor != QLatin1String("NVIDIA"))
        return CudaSupport::NotCuda;
    if (!card.computeCapability)
        return CudaSupport::Supported; // unknown CC on an NVIDIA card: not flagged without evidence
    return *card.computeCapability < minimum ? CudaSupport::Unsupported : CudaSupport::Supported;
}

bool matchesSearch(const Card &card, const QString &text)
{
    const QStringList words = searchWords(text);
    return words.isEmpty() || matchesSearch(SearchText::of(card), words);
}

SearchText SearchText::of(const Card &card)
{
    SearchText s;
    // NFKC: full-width letters and digits ("ＲＴＸ　４０９０") find the card as their ASCII forms.
    s.text = QString(card.displayName() + QLatin1Char(' ') + card.architecture)
                 .normalized(QString::NormalizationForm_KC)
                 .toCaseFolded();
    s.compact = s.text;
    s.compact.remove(QLatin1Char(' '));
    return s;
}

QStringList searchWords(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC)
        .simplified()
        .toCaseFolded()
        .split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool matchesSearch(const SearchText &card, const QStringList &words)
{
    for (const QString &w : words) {
        if (!card.text.contains(w) && !card.compact.contains(w))
            return false;
    }
    return true;
}

bool CardFilter::isEmpty() const
{
    return vendors.isEmpty() && productLines.isEmpty() && architectures.isEmpty() && forms.isEmpty()
        && !minMemoryGb && !maxMemoryGb && !minPrice && !maxPrice && !maxTdpWatts
        && !minComputeCapability && !hasTensorCores && !cudaSupport && !minReleaseYear
        && !maxReleaseYear && search.trimmed().isEmpty();
}

bool CardFilter::matches(const Card &card, const std::optional<CardPrice> &price) const
{
    return matchesExceptSearch(card, price) && matchesSearch(card, search);
}

bool CardFilter::matchesExceptSearch(const Card &card, const std::optional<CardPrice> &price) const
{
    return matchesExceptSearch(
        card, price ? std::optional<double>(price->amount) : std::optional<double>());
}

bool CardFilter::matchesExceptSearch(const Card &card, std::optional<double> price) const
{
    if (!vendors.isEmpty() && !vendors.contains(card.key.vendor))
        return false;
    if (!productLines.isEmpty() && (!card.productLine || !productLines.contains(*card.productLine)))
        return false;
    if (!architectures.isEmpty() && !architectures.contains(card.architecture))
        return false;
    if (!forms.isEmpty() && !forms.contains(card.key.form))
        return false;
    if (minMemoryGb && card.key.memoryGb < *minMemoryGb)
        return false;
    if (maxMemoryGb && card.key.memoryGb > *maxMemoryGb)
        return false;
    if ((minPrice || maxPrice) && !price)
        return false;
    if (minPrice && *price < *minPrice)
        return false;
    if (maxPrice && *price > *maxPrice)
        return false;
    if (maxTdpWatts && (!card.tdpWatts || *card.tdpWatts > *maxTdpWatts))
        return false;
    if (minComputeCapability
        && (!card.computeCapability || *card.computeCapability < *minComputeCapability))
        return false;
    if (hasTensorCores) {
        const bool has = card.tensorCores.value_or(0) > 0;
        if (!card.tensorCores || has != *hasTensorCores)
            return false;
    }
    if (cudaSupport && gpu::cudaSupport(card, cudaMinimum) != *cudaSupport)
        return false;
    if (minReleaseYear || maxReleaseYear) {
        const auto year = card.releaseYear();
        if (!year || (minReleaseYear && *year < *minReleaseYear)
            || (maxReleaseYear && *year > *maxReleaseYear))
            return false;
    }
    return true;
}

} // namespace gpu
