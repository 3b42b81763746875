// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceCheck.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <cmath>

namespace gpu {

namespace {

// An amount with its thousands grouped ("14,500"), also where the default locale is C.
QString amountText(double amount)
{
    QLocale locale;
    if (locale.language() == QLocale::C)
        locale = QLocale(QLocale::English, QLocale::UnitedStates);
    return locale.toString(amount, 'f', amount == std::floor(amount) ? 0 : 2);
}

QString referenceWords(const ReferencePrice &ref)
{
    switch (ref.from) {
    case ReferencePrice::From::Estimate:
        return QCoreApplication::translate("PriceCheck", "estimated today at");
    case ReferencePrice::From::Observed:
        return QCoreApplication::translate("PriceCheck", "last seen at");
    case ReferencePrice::From::Launch:
        return QCoreApplication::translate("PriceCheck", "launched at");
    }
    return {};
}

} // namespace

PriceCheck checkPrice(const Price &price, const Card &card,
    const std::optional<ReferencePrice> &reference, const ExchangeRate &rate,
    const PriceCheckRules &rules)
{
    PriceCheck out;
    const QDate date = price.observedDate.isValid() ? price.observedDate : QDate::currentDate();
    const auto cny = rate.convertOn(price.amountPerGpu(), price.currency, date, Currency::CNY);
    const auto usd = rate.convertOn(price.amountPerGpu(), price.currency, date, Currency::USD);
    const double amount = price.amountPerGpu();
    const QString what = amountText(price.amount) + QLatin1Char(' ') + QString(price.currency);
    const QString name = card.key.displayName();
    if (reference)
        out.referenceCny = reference->cny;
    const bool underFloor = (cny && cny->amount < rules.minimumCny)
        || (usd && usd->amount < rules.minimumUsd)
        || (!cny && !usd
            && ((price.currency == QLatin1String("CNY") && amount < rules.minimumCny)
                || (price.currency == QLatin1String("USD") && amount < rules.minimumUsd)));
    std::optional<double> ratio;
    if (reference && reference->cny > 0 && cny)
        ratio = cny->amount / reference->cny;
    const bool outOfRange = ratio && (*ratio < rules.lowFactor || *ratio > rules.highFactor);
    if (!underFloor && !outOfRange)
        return out;
    out.unusual = true;
    // The likely reading: a 万 or k left out, a zero too many.
    struct Reading
    {
        double factor;
        const char *form; // %1 the amount as typed, %2 the amount read so
    };
    static const Reading readings[] = {{10000, QT_TRANSLATE_NOOP("PriceCheck", "%1万 = %2")},
        {1000, QT_TRANSLATE_NOOP("PriceCheck", "%1k = %2")}, {0.1, "%2"}, {0.01, "%2"}};
    double bestDistance = 1e9;
    QString likelyText;
    for (const Reading &r : readings) {
        double score;
        if (ratio) {
            const double read = *ratio * r.factor;
            if (read < rules.lowFactor || read > rules.highFactor)
                continue;
            score = std::abs(std::log(read));
        } else {
            // No reference: only a 万 left out, when the amount is below the floor.
            if (!underFloor || r.factor != 10000)
                continue;
            score = 0;
        }
        if (score < bestDistance) {
            bestDistance = score;
            out.likelyAmount = price.amount * r.factor;
            likelyText = QCoreApplication::translate("PriceCheck", r.form)
                             .replace(QLatin1String("%1"), amountText(price.amount))
                             .replace(QLatin1String("%2"), amountText(*out.likelyAmount));
        }
    }
    QString why;
    if (reference && reference->cny > 0) {
        const bool inUsd = price.currency == QLatin1String("USD") && rate.cnyPerUsdNow() > 0;
        const double refAmount
            = inUsd ? rate.convert(reference->cny, Currency::CNY, Currency::USD) : reference->cny;
        //: %1 the amount ("1.45 CNY"), %2 the card, %3 "last seen at" / "estimated today at" /
        //: "launched at", %4 the reference amount with its currency ("12,999 CNY").
        why = QCoreApplication::translate("PriceCheck", "%1 is not a price for %2 (%3 ≈ %4)")
                  .arg(what, name, referenceWords(*reference),
                      amountText(std::round(refAmount))
                          + (inUsd ? QStringLiteral(" USD") : QStringLiteral(" CNY")));
    } else {
        //: %1 the amount ("1.45 CNY"), %2 the card.
        why = QCoreApplication::translate(
            "PriceCheck", "%1 is not a price for %2 (no card sells under 100 CNY or 15 USD)")
                  .arg(what, name);
    }
    out.message = likelyText.isEmpty()
        ? why
        //: %1 why the amount is unusual, %2 the likely reading ("1.45万 = 14,500").
        : QCoreApplication::translate("PriceCheck", "%1: did you mean %2?").arg(why, likelyText);
    return out;
}

QList<QPair<int, PriceCheck>> unusualPrices(const QList<Price> &rows, const CatalogData &catalog,
    const PriceEstimates *estimates, const ExchangeRate &rate, const QList<Card> &extraCards)
{
    QHash<CardKey, const Card *> cards;
    for (const Card &c : catalog.cards)
        cards.insert(c.key, &c);
    for (const Card &c : extraCards)
        cards.insert(c.key, &c);
    QList<QPair<int, PriceCheck>> out;
    for (int i = 0; i < rows.size(); ++i) {
        const Price &p = rows[i];
        const Card *card = cards.value(p.card);
        if (!card)
            continue;
        const auto ref = referencePrice(*card, catalog.prices, p.condition, estimates, rate);
        PriceCheck check = checkPrice(p, *card, ref, rate);
        if (check.unusual)
            out.append({i, check});
    }
    return out;
}

} // namespace gpu
