// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The fields of a card as people read them: stable snake_case name (command line, CSV, JSON),
// translated label, unit, which direction is better, and the raw value. The list of fields is
// the column table's (cardFields() in core/io/CatalogColumns.h: each column of cards.csv says how
// it is shown beside how it is read, written and stored); this header says how a field's value
// reads, for `list`/`show`, `compare`, the detail pane, the compare panel and the report alike.

#include "Card.h"

#include <QCoreApplication>
#include <QVariant>

#include <functional>

namespace gpu {

struct CardField
{
    enum class Better
    {
        Higher,
        Lower,
        None
    };

    QString name; ///< "memory_bandwidth_gbps"
    const char *label; ///< untranslated; use CardFields::label()
    QString unit; ///< "GB/s", "" for none
    Better better = Better::None;
    int decimals = 0; ///< for display
    /// Raw value: double, int or QString; an invalid QVariant means unknown.
    std::function<QVariant(const Card &)> value;
    /// Listed only where a device has a value (its own software stack, unified memory, sold as a
    /// whole machine, the figures per GPU): a compare or `show` leaves it out otherwise.
    bool onlyWhenKnown = false;
    /// The text shown for a known value when it is not the number with its unit: the name of a
    /// code ("Data centre"), the board power with its kind and range; empty for a number or text.
    std::function<QString(const Card &)> text;
};

class CardFields
{
    Q_DECLARE_TR_FUNCTIONS(CardFields)
public:
    static QString label(const CardField &field);
    /// Display text in the current locale with its unit ("936 GB/s"); "—" for unknown.
    static QString display(const CardField &field, const Card &card);
    /// Plain text without unit or grouping ("936"), "" for unknown: for CSV/JSON.
    static QString plain(const CardField &field, const Card &card);
    /// Localized names of enum values.
    static QString productLineName(ProductLine v);
    static QString formName(Form v);
    static QString powerKindName(PowerKind v);
    /// "full", "partial", "experimental", "vendor's own only" (translated).
    static QString stackSupportName(StackSupport v);
    /// The board power as people read it: "TGP 450 W", "355 W", "TGP 80–150 W (laptop,
    /// configurable)" for a laptop's range (whose high end is the figure per-watt values use);
    /// "—" for unknown.
    static QString powerText(const Card &card);
    /// The card's notes in the language of the user interface: the Chinese notes when the
    /// default locale (Translations::install) is Chinese and they are written, else the English.
    static QString notes(const Card &card);
    static QString unknownText() { return QStringLiteral("—"); }
    /// Whether `field` is a number: its first known value among `cards` is one (a double or an
    /// int; texts, codes and dates are not). The tables of `list` and `compare` mark their
    /// numeric columns with it, so that no command keeps a list of its own.
    static bool isNumeric(const CardField &field, const QList<const Card *> &cards);
    /// Decimals that show `value` with at least two significant digits, never fewer than
    /// `minimum` nor more than 6: a server's performance per 1,000 CNY (0.00073) is not "0.00".
    static int decimalsFor(double value, int minimum);
    /// The texts of the fields that are not a number with its unit (CardField::text).
    static QString unifiedMemoryText(const Card &card);
    static QString memoryShareText(const Card &card);
    static QString soldAsText(const Card &card);
    /// "modified board: no vendor warranty; memory upgraded by a third party" (translated).
    static QString modifiedBoardText(const Card &card);
};

} // namespace gpu
