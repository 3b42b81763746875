// SPDX-License-Identifier: GPL-3.0-or-later
#include "CardFields.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpu {

QString CardFields::productLineName(ProductLine v)
{
    switch (v) {
    case ProductLine::Consumer:
        return tr("Consumer");
    case ProductLine::Workstation:
        return tr("Workstation");
    case ProductLine::DataCenter:
        return tr("Data centre");
    }
    return {};
}

QString CardFields::formName(Form v)
{
    switch (v) {
    case Form::Desktop:
        return tr("Desktop");
    case Form::Laptop:
        return tr("Laptop");
    case Form::PCIe:
        return tr("PCIe");
    case Form::SXM:
        return tr("SXM");
    case Form::OAM:
        return tr("OAM");
    case Form::Server:
        return tr("Server");
    case Form::Workstation:
        return tr("Workstation");
    }
    return {};
}

QString CardFields::label(const CardField &field)
{
    return tr(field.label);
}

QString CardFields::plain(const CardField &field, const Card &card)
{
    const QVariant v = field.value(card);
    if (!v.isValid())
        return {};
    if (v.typeId() == QMetaType::Double)
        return QString::number(v.toDouble(), 'f', QLocale::FloatingPointShortest); // no exponent
    return v.toString();
}

QString CardFields::powerKindName(PowerKind v)
{
    return toCode(v).toUpper(); // TDP, TGP, TBP: the vendors' own abbreviations in every language
}

QString CardFields::powerText(const Card &card)
{
    if (!card.tdpWatts)
        return unknownText();
    const QLocale locale;
    const QString high = locale.toString(*card.tdpWatts, 'f', 0);
    QString s = card.powerMinWatts
        ? (card.key.form == Form::Laptop ? tr("%1–%2 W (laptop, configurable)")
                                         : tr("%1–%2 W (configurable)"))
              .arg(locale.toString(*card.powerMinWatts, 'f', 0), high)
        : QStringLiteral("%1 W").arg(high);
    if (card.powerKind)
        s = powerKindName(*card.powerKind) + QLatin1Char(' ') + s;
    return s;
}

QString CardFields::stackSupportName(StackSupport v)
{
    // Short, for tables: the sentence of what runs is SoftwareSupport.h's ownStackCaveat().
    switch (v) {
    case StackSupport::Full:
        return tr("full");
    case StackSupport::Partial:
        return tr("partial");
    case StackSupport::Experimental:
        return tr("experimental");
    case StackSupport::VendorOnly:
        return tr("vendor's own only");
    }
    return {};
}

QString CardFields::notes(const Card &card)
{
    if (!card.notesZh.isEmpty() && QLocale().language() == QLocale::Chinese)
        return card.notesZh;
    return card.notes;
}

QString CardFields::unifiedMemoryText(const Card &)
{
    //: Unified memory: shared by CPU and GPU.
    return tr("yes, shared by CPU and GPU");
}

QString CardFields::modifiedBoardText(const Card &)
{
    //: A board rebuilt by a third party (the RTX 4090 48 GB sold in China).
    return tr("modified board: no vendor warranty; memory upgraded by a third party");
}

QString CardFields::memoryShareText(const Card &card)
{
    if (!card.gpuMemoryShare)
        return unknownText();
    //: %1: percent, %2: gigabytes the GPU may use by default.
    return tr("%1 % (%2 GB) by default")
        .arg(qRound(*card.gpuMemoryShare * 100))
        .arg(QLocale().toString(card.memoryPerGpuGb(), 'f', 0));
}

QString CardFields::soldAsText(const Card &card)
{
    if (card.serverOf && card.key.form == Form::Workstation)
        //: A workstation of PCIe or desktop cards derived from the card's row.
        return tr("a workstation of %n cards (priced as its cards and a host allowance)", nullptr,
            card.gpusPerBoard);
    return card.serverOf
        //: A server of SXM/OAM modules derived from the module's row.
        ? tr("a server of %n GPUs (its own price, or its GPUs' and a host allowance)", nullptr,
            card.gpusPerBoard)
        : tr("a whole machine (price includes the host)");
}

QString CardFields::display(const CardField &field, const Card &card)
{
    const QVariant v = field.value(card);
    if (!v.isValid())
        return unknownText();
    if (field.text)
        return field.text(card);
    QString s;
    if (v.typeId() == QMetaType::Double) {
        const double d = v.toDouble();
        // Show as many decimals as the figure has, up to the field's precision.
        s = QLocale().toString(d, 'f', field.decimals);
        if (field.decimals > 0 && d == std::floor(d))
            s = QLocale().toString(d, 'f', 0);
    } else if (v.typeId() == QMetaType::Int) {
        s = QLocale().toString(v.toInt());
    } else {
        s = v.toString();
    }
    return field.unit.isEmpty() ? s : s + QLatin1Char(' ') + field.unit;
}

int CardFields::decimalsFor(double value, int minimum)
{
    const double magnitude = std::fabs(value);
    if (!(magnitude > 0) || !std::isfinite(magnitude) || magnitude >= 1)
        return minimum;
    // 0.00073: the first significant digit is the 4th decimal; two of them need 5.
    const int firstSignificant = int(std::ceil(-std::log10(magnitude) - 1e-9));
    return std::clamp(firstSignificant + 1, minimum, 6);
}

bool CardFields::isNumeric(const CardField &field, const QList<const Card *> &cards)
{
    for (const Card *c : cards) {
        const QVariant v = field.value(*c);
        if (v.isValid())
            return v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Int
                || v.typeId() == QMetaType::LongLong;
    }
    return false;
}

} // namespace gpu
