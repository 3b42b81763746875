// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceWords.h"
#include "HostAllowance.h"
#include "NameReadings.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpu {

namespace {

// The marketplace a seller names, as people know it ("eBay", "Amazon", "闲鱼"), or empty.
QString marketplaceOf(const QString &seller)
{
    static const char *const markets[] = {"eBay", "Amazon", "闲鱼", "Xianyu", "淘宝", "Taobao",
        "京东", "JD.com", "拼多多", "Newegg", "Mercari", "Yahoo"};
    for (const char *m : markets) {
        const QString name = QString::fromUtf8(m);
        if (seller.contains(name, Qt::CaseInsensitive))
            return nameForReader(name);
    }
    return {};
}

// What the source calls the price, for a person.
QString kindText(const CardPrice &price)
{
    const QString market = marketplaceOf(price.seller);
    switch (price.kind) {
    case PriceKind::Retail:
        // A shop's price of a used card is a used price (a row made by hand may say both).
        return price.condition == Condition::Used
            ? QCoreApplication::translate("Pricing", "used price")
            : QCoreApplication::translate("Pricing", "new shop price");
    case PriceKind::Marketplace:
        return market.isEmpty()
            ? QCoreApplication::translate("Pricing", "marketplace listing, condition not stated")
            //: %1 a marketplace ("Amazon", "eBay").
            : QCoreApplication::translate("Pricing", "%1 listing, condition not stated")
                  .arg(market);
    case PriceKind::SoldAverage:
        return market.isEmpty()
            ? QCoreApplication::translate("Pricing", "average of sold listings, new and used")
            //: %1 a marketplace ("eBay").
            : QCoreApplication::translate("Pricing", "average of %1 sales, new and used")
                  .arg(market);
    case PriceKind::Used:
        return QCoreApplication::translate("Pricing", "used price");
    case PriceKind::List:
        //: A vendor's or reseller's announced price: not a price seen in a shop.
        return QCoreApplication::translate("Pricing", "list price");
    case PriceKind::Launch:
        //: The price announced at launch (MSRP, 首发价).
        return QCoreApplication::translate("Pricing", "launch price (MSRP)");
    case PriceKind::Estimate:
        return QCoreApplication::translate("Pricing", "estimate, not a price seen");
    }
    return {};
}

QString shortBasisText(const CardPrice &price)
{
    const bool used = price.condition == Condition::Used;
    switch (price.basis) {
    case PriceBasis::UserPrice:
        if (!price.feed.isEmpty())
            //: %1 what the source calls the price, %2 the feed's name.
            return QCoreApplication::translate("Pricing", "%1, from feed %2")
                .arg(kindText(price), price.feed);
        return used ? QCoreApplication::translate("Pricing", "your used price")
                    : QCoreApplication::translate("Pricing", "your new price");
    case PriceBasis::StreetPrice:
        return kindText(price);
    case PriceBasis::LaunchPriceEstimate:
        return QCoreApplication::translate("Pricing", "launch price estimate");
    case PriceBasis::ModelEstimate:
        return used ? QCoreApplication::translate("Pricing", "estimated used price")
                    : QCoreApplication::translate("Pricing", "estimated new price");
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

QString roundedAmount(double amount)
{
    // An estimate is no more precise than two significant figures and a half.
    const double magnitude = amount >= 100000 ? 1000
        : amount >= 10000                     ? 100
        : amount >= 1000                      ? 10
                                              : 1;
    return QLocale().toString(std::round(amount / magnitude) * magnitude, 'f', 0);
}

QString modelEstimateText(const CardPrice &price)
{
    if (!price.estimate)
        return shortBasisText(price);
    const PriceEstimate &e = *price.estimate;
    //: The likely range of an estimate: %1 low, %2 high, %3 currency ("4,600–6,300 CNY").
    const QString range
        = QCoreApplication::translate("Pricing", "likely %1–%2 %3")
              .arg(roundedAmount(price.low), roundedAmount(price.high), toCode(price.currency));
    QString from;
    CardPrice anchor;
    anchor.kind = e.anchorKind;
    anchor.condition = e.route == PriceEstimate::Route::OtherMarket
        ? (e.condition == Condition::New ? Condition::Used : Condition::New)
        : e.condition;
    switch (e.route) {
    case PriceEstimate::Route::OwnHistory:
        //: %1 what its last price was ("average of eBay sales, new and used"), %2 its month.
        from = QCoreApplication::translate(
            "Pricing", "its last price (%1, %2) moved by the market since")
                   .arg(kindText(anchor), e.anchorDate.toString(QStringLiteral("yyyy-MM")));
        break;
    case PriceEstimate::Route::OtherMarket:
        from = e.condition == Condition::Used
            //: %1 what its last new price was, %2 its month.
            ? QCoreApplication::translate(
                "Pricing", "its last new price (%1, %2) at the used-to-new ratio of cards its age")
                  .arg(kindText(anchor), e.anchorDate.toString(QStringLiteral("yyyy-MM")))
            : QCoreApplication::translate(
                "Pricing", "its last used price (%1, %2) at the new-to-used ratio of cards its age")
                  .arg(kindText(anchor), e.anchorDate.toString(QStringLiteral("yyyy-MM")));
        break;
    case PriceEstimate::Route::OtherCards:
        from = QCoreApplication::translate(
            "Pricing", "no price of its own: its memory, speed, age and product line");
        break;
    }
    //: %1 where the estimate starts from, %2 its likely range; %n cards whose prices were fitted.
    return QCoreApplication::translate("Pricing",
        "%2: estimated from %n cards' price histories, from %1; check today's price", nullptr,
        e.cardsFitted)
        .arg(from, range);
}

} // namespace

QString priceKindText(const CardPrice &price)
{
    return kindText(price);
}

QString priceBasisText(const CardPrice &price, PriceWordsLength length)
{
    if (length == PriceWordsLength::Short)
        return shortBasisText(price);
    if (price.basis == PriceBasis::LaunchPriceEstimate)
        return launchEstimateText(price);
    if (price.basis == PriceBasis::ModelEstimate)
        return shortBasisText(price) + QCoreApplication::translate("Pricing", ", ")
            + modelEstimateText(price);
    if (!price.date.isValid())
        return shortBasisText(price);
    //: %1 the kind of price ("new shop price", "your used price"), %2 the date it was seen.
    return QCoreApplication::translate("Pricing", "%1 (%2)")
        .arg(shortBasisText(price), price.date.toString(Qt::ISODate));
}

QString priceOriginText(const CardPrice &price)
{
    if (price.isEstimate() || (!price.converted && !price.perGpuDerived() && !price.host))
        return {};
    const QLocale locale;
    QString what
        = locale.toString(price.originalAmount, 'f', 0) + QLatin1Char(' ') + price.originalCurrency;
    if (price.host && price.machineGpus > 0) {
        //: A machine priced as its GPUs: %1 how many, %2 one GPU's price with its currency
        //: ("8 × 28,000 USD").
        what = QCoreApplication::translate("Pricing", "%1 × %2")
                   .arg(price.machineGpus)
                   .arg(locale.toString(price.originalAmount / price.machineGpus, 'f', 0)
                       + QLatin1Char(' ') + price.originalCurrency);
    } else if (price.perGpuDerived()) {
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
    // Monthly rates are dated the first of their month: a price of a later month than the
    // newest rate was converted at that rate, and says so.
    const bool pastLatestRate = price.converted && !price.userRate && price.rateDate.isValid()
        && price.date.isValid() && QDate(price.date.year(), price.date.month(), 1) > price.rateDate;
    if (price.converted)
        parts << (price.userRate ? QCoreApplication::translate("Pricing", "converted at your rate")
                : pastLatestRate
                //: %1 the month of the newest exchange rate known ("2026-06").
                ? QCoreApplication::translate("Pricing", "converted at the latest rate, of %1")
                      .arg(price.rateDate.toString(QStringLiteral("yyyy-MM")))
                : QCoreApplication::translate("Pricing", "converted"));
    if (price.perGpuDerived())
        parts << QCoreApplication::translate("Pricing", "derived per GPU");
    if (price.host)
        //: %1 the host allowance in the display currency ("≈ 520,000 CNY"), %2 its outlet, %3
        //: the month it was seen.
        parts << QCoreApplication::translate("Pricing", "plus a host allowance of %1 (%2, %3)")
                     .arg(approximatePriceText(locale.toString(price.hostAmount, 'f', 0),
                              price.host->currency != price.currency)
                             + QLatin1Char(' ') + toCode(price.currency),
                         price.host->outlet, price.host->date.toString(QStringLiteral("yyyy-MM")));
    //: Between the parts of a price's origin ("1,599 USD on 2026-02-01, converted").
    return parts.join(QCoreApplication::translate("Pricing", ", "));
}

} // namespace gpu
