// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A price list pasted from a shop page, a spreadsheet or a chat message, one price a line:
//   RTX 4070 SUPER 12G 4599元
//   二手 3090 5500
//   七彩虹 RTX 4060 Ti 16G 3299
//   4090 1.45万
//   ￥12,999 RTX 4080 SUPER
// Each line gives a card (found by findCardByName, as the command line finds one), an amount
// (read by parsePrice, as the importer reads one), a condition (二手 / used / 9成新 … = used;
// otherwise new) and, when it names one, a board partner (kept as the seller). Pure: no
// database, clock or settings. All or nothing: the caller stores the rows only if no line has an
// error (PriceListParse::ok()).
//
// What shops and chats send also holds lines that are no price at all: a greeting, a header
// ("型号 价格"), a shop's name, a date line ("12月2日报价"), emoji. Such a line (no amount, or no
// word that could name a card) is skipped and listed as skipped, never an error. A line that has
// an amount and a card-like name that matches no card is an error naming the closest cards.
// Messages are translated (context "PriceListParser").

#include "Card.h"

#include <QList>
#include <QString>

namespace gpu {

struct PriceListLine
{
    int lineNumber = 0; ///< 1-based, in the pasted text
    QString text; ///< the line as pasted (trimmed)
    std::optional<Price> price; ///< on success
    QString error; ///< on failure: a translated sentence (the UI shows it as is)
    QString matchedName; ///< the card's display name on success
    /// The line is no price (chat noise): not stored, not an error. skipReason says why.
    bool skipped = false;
    QString skipReason; ///< translated
};

struct PriceListParse
{
    QList<PriceListLine> lines; ///< non-blank lines only
    /// At least one price and no error (skipped lines are neither).
    bool ok() const;
    int errorCount() const;
    int skippedCount() const;
    int priceCount() const;
    /// The price rows of every priced line (in order) when ok(); else empty.
    QList<Price> prices() const;
};

struct PriceListOptions
{
    Currency defaultCurrency = Currency::CNY; ///< for an amount that names no currency
    QDate observedDate; ///< the date given to every row (today, from the caller)
    QString note = QStringLiteral("pasted price list"); ///< kept with each row
};

/// Parses every non-blank line of `text` against `cards`.
PriceListParse parsePriceList(
    const QString &text, const QList<Card> &cards, const PriceListOptions &options);

/// One line (exposed for tests and the fuzzer).
PriceListLine parsePriceListLine(
    const QString &line, const QList<Card> &cards, const PriceListOptions &options);

} // namespace gpu
