// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The spec fields of a card as people read them: stable snake_case name (command line, CSV,
// JSON), translated label, unit, which direction is better, and the raw value. One table used by
// `list`/`show`, the detail pane, the compare panel and the report, so they never disagree.

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
};

class CardFields
{
    Q_DECLARE_TR_FUNCTIONS(CardFields)
public:
    /// All spec fields in reading order.
    static const QList<CardField> &all();
    static const CardField *find(const QString &name);
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
    /// Fields only some devices have (their own software stack, unified memory, sold as a whole
    /// machine): a compare or `show` lists them only where a device has a value.
    static bool shownOnlyWhenKnown(const CardField &field);
    /// The board power as people read it: "TGP 450 W", "355 W", "TGP 80–150 W (laptop,
    /// configurable)" for a laptop's range (whose high end is the figure per-watt values use);
    /// "—" for unknown.
    static QString powerText(const Card &card);
    /// The card's notes in the language of the user interface: the Chinese notes when the
    /// default locale (Translations::install) is Chinese and they are written, else the English.
    static QString notes(const Card &card);
    static QString unknownText() { return QStringLiteral("—"); }

private:
    /// The parts of all(), in its order: what names the card, its figures, its sources and
    /// software.
    static QList<CardField> identityFields();
    static QList<CardField> figureFields();
    static QList<CardField> sourceFields();
};

} // namespace gpu
