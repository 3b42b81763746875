// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceWords.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpu {

namespace {

QString shortBasisText(const CardPrice &price)
{
    const bool used = price.condition == Condition::Used;
    switch (price.basis) {
    case PriceBasis::UserPrice:
        return used ? QCoreApplication::translate("Pricing", "your used price")
                    : QCoreApplication::translate("Pricing", "your new price");
    case PriceBasis::StreetPrice:
        //: A vendor's announced price (MSRP, 建议零售价): not a price seen in a shop.
        return isOfficialPrice(price.seller)
            ? QCoreApplication::translate("Pricing", "official price (MSRP)")
            : used ? QCoreApplication::translate("Pricing", "used street price")
                   : QCoreApplication::translate("Pricing", "new street price");
    case PriceBasis::LaunchPriceEstimate:
        return QCoreApplication::translate("Pricing", "launch price estimate");
    }
    return {};
}

QString launchEstimateText(const CardPrice &price)
{
    const QLocale locale;
    const QString launch
        = locale.toString(price.originalAmount, 'f', 0) + QLatin1Char(' ') + price.originalCurrency;
    if (!price.converted || !(price.originalAmount > 0))
        //: %1 the card's launch price with its currency ("1,599 USD").
        return QCoreApplication::translate("Pricing", "estimate from the launch price of %1")
            .arg(launch);
    //: %1 the launch price ("1,599 USD"), %2 the rate ("7.20 CNY/USD").
    return QCoreApplication::translate(
        "Pricing", "estimate from the launch price of %1, converted at %2")
        .arg(launch,
            locale.toString(price.amount / price.originalAmount, 'f', 2) + QLatin1Char(' ')
                + toCode(price.currency) + QLatin1Char('/') + price.originalCurrency);
}

} // namespace

QString priceBasisText(const CardPrice &price, PriceWordsLength length)
{
    if (length == PriceWordsLength::Short)
        return shortBasisText(price);
    if (price.basis == PriceBasis::LaunchPriceEstimate)
        return launchEstimateText(price);
    if (!price.date.isValid())
        return shortBasisText(price);
    //: %1 the kind of price ("new street price", "your used price"), %2 the date it was seen.
    return QCoreApplication::translate("Pricing", "%1 of %2")
        .arg(shortBasisText(price), price.date.toString(Qt::ISODate));
}

QString priceOriginText(const CardPrice &price)
{
    if (price.basis == PriceBasis::LaunchPriceEstimate
        || (!price.converted && !price.perGpuDerived()))
        return {};
    const QLocale locale;
    QString what
        = locale.toString(price.originalAmount, 'f', 0) + QLatin1Char(' ') + price.originalCurrency;
    if (price.perGpuDerived()) {
        //: %1 amount with currency, %2 number of GPUs ("1,400,000 CNY per 8-GPU module").
        what = price.unit == PriceUnit::Server
            ? QCoreApplication::translate("Pricing", "%1 per %2-GPU server")
                  .arg(what)
                  .arg(price.gpuCount)
            : price.unit == PriceUnit::Module
            ? QCoreApplication::translate("Pricing", "%1 per %2-GPU module")
                  .arg(what)
                  .arg(price.gpuCount)
            : QCoreApplication::translate("Pricing", "%1 for %2 cards")
                  .arg(what)
                  .arg(price.gpuCount);
    }
    QStringList parts;
    if (price.converted && price.date.isValid())
        //: %1 the price as its source gave it, %2 the date it was seen.
        parts << QCoreApplication::translate("Pricing", "%1 on %2")
                     .arg(what, price.date.toString(Qt::ISODate));
    else
        parts << what;
    if (price.converted)
        parts << (price.userRate ? QCoreApplication::translate("Pricing", "converted at your rate")
                                 : QCoreApplication::translate("Pricing", "converted"));
    if (price.perGpuDerived())
        parts << QCoreApplication::translate("Pricing", "derived per GPU");
    //: Between the parts of a price's origin ("1,599 USD on 2026-02-01, converted").
    return parts.join(QCoreApplication::translate("Pricing", ", "));
}

} // namespace gpu
