// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogData.h"

namespace gpu {

QString toCode(DataKind kind)
{
    switch (kind) {
    case DataKind::Cards:
        return QStringLiteral("cards");
    case DataKind::Prices:
        return QStringLiteral("prices");
    case DataKind::Benchmarks:
        return QStringLiteral("benchmarks");
    case DataKind::Cloud:
        return QStringLiteral("cloud");
    case DataKind::Models:
        return QStringLiteral("models");
    case DataKind::Rates:
        return QStringLiteral("rates");
    }
    return {};
}

std::optional<DataKind> dataKindFromString(const QString &s)
{
    for (auto k : kAllDataKinds)
        if (s == toCode(k))
            return k;
    return std::nullopt;
}

int CatalogData::indexOfCard(const CardKey &key) const
{
    for (int i = 0; i < cards.size(); ++i)
        if (cards[i].key == key)
            return i;
    return -1;
}

void CatalogData::append(const CatalogData &other)
{
    cards += other.cards;
    prices += other.prices;
    benchmarks += other.benchmarks;
    cloud += other.cloud;
    models += other.models;
    rates += other.rates;
}

} // namespace gpu
