// SPDX-License-Identifier: GPL-3.0-or-later
#include "Card.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpu {

std::optional<ComputeCapability> ComputeCapability::fromString(const QString &text)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('.'));
    if (parts.size() != 2)
        return std::nullopt;
    bool okMajor = false;
    bool okMinor = false;
    const int major = parts[0].toInt(&okMajor);
    const int minor = parts[1].toInt(&okMinor);
    if (!okMajor || !okMinor || major < 1 || major > 99 || minor < 0 || minor > 9)
        return std::nullopt;
    return ComputeCapability {major, minor};
}

QString ComputeCapability::toString() const
{
    return QString::number(major) + QLatin1Char('.') + QString::number(minor);
}

QString formatNumber(double value, int maxDecimals)
{
    // Whole numbers (most memory sizes) without the floating-point formatter: the same text,
    // several times faster (display names of 100,000 cards, docs/performance.md).
    if (value == std::floor(value) && std::fabs(value) < 1e15
        && !(value == 0 && std::signbit(value)))
        return QString::number(qint64(value));
    QString s = QString::number(value, 'f', maxDecimals);
    if (s.contains(QLatin1Char('.'))) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(QLatin1Char('.')))
            s.chop(1);
    }
    return s;
}

QString CardKey::displayName() const
{
    QString name = vendor + QLatin1Char(' ') + model;
    switch (form) {
    case Form::Laptop:
        name += QLatin1String(" Laptop");
        break;
    case Form::PCIe:
        name += QLatin1String(" PCIe");
        break;
    case Form::SXM:
        name += QLatin1String(" SXM");
        break;
    case Form::OAM:
        name += QLatin1String(" OAM");
        break;
    case Form::Server:
        name += QLatin1String(" server");
        break;
    case Form::Workstation:
        name += QLatin1String(" workstation");
        break;
    case Form::Desktop:
        break;
    }
    return name + QLatin1Char(' ') + formatNumber(memoryGb) + QLatin1String(" GB");
}

QString CardKey::label() const
{
    if (form != Form::Server && form != Form::Workstation)
        return displayName();
    const QString word = form == Form::Server
        //: The form word of a derived server in a card's name: "AMD Instinct MI300X OAM 192 GB
        //: × 8 server 1536 GB".
        ? QCoreApplication::translate("gpu::CardKey", "server")
        //: The form word of a derived workstation in a card's name: "NVIDIA GeForce RTX 4090
        //: 24 GB × 4 workstation 96 GB".
        : QCoreApplication::translate("gpu::CardKey", "workstation");
    return vendor + QLatin1Char(' ') + model + QLatin1Char(' ') + word + QLatin1Char(' ')
        + formatNumber(memoryGb) + QLatin1String(" GB");
}

QString CardKey::nameWithoutVendor() const
{
    const QString name = label();
    return name.startsWith(vendor + QLatin1Char(' ')) ? name.mid(vendor.size() + 1) : name;
}

QString CardKey::toId() const
{
    return vendor + QLatin1Char('|') + model + QLatin1Char('|') + formatNumber(memoryGb, 3)
        + QLatin1Char('|') + toCode(form);
}

std::optional<CardKey> CardKey::fromId(const QString &id)
{
    const QStringList parts = id.split(QLatin1Char('|'));
    if (parts.size() != 4)
        return std::nullopt;
    bool ok = false;
    const double memory = parts[2].toDouble(&ok);
    // A derived server or workstation (ServerSystems.h) has an id too, though no file may name
    // its form.
    const auto form = derivedFormFromString(parts[3]);
    // A size is a finite number above zero ("nan", "inf", "0" are no card's memory).
    if (!ok || !std::isfinite(memory) || !(memory > 0) || !form || parts[0].isEmpty()
        || parts[1].isEmpty())
        return std::nullopt;
    return CardKey {parts[0], parts[1], memory, *form};
}

std::optional<int> Card::releaseYear() const
{
    bool ok = false;
    const int year = releaseDate.left(4).toInt(&ok);
    return ok ? std::optional<int>(year) : std::nullopt;
}

QString toCode(Origin v)
{
    return v == Origin::BuiltIn ? QStringLiteral("builtin") : QStringLiteral("user");
}

QString toCode(ProductLine v)
{
    switch (v) {
    case ProductLine::Consumer:
        return QStringLiteral("consumer");
    case ProductLine::Workstation:
        return QStringLiteral("workstation");
    case ProductLine::DataCenter:
        return QStringLiteral("datacenter");
    }
    return {};
}

QString toCode(Form v)
{
    switch (v) {
    case Form::Desktop:
        return QStringLiteral("desktop");
    case Form::Laptop:
        return QStringLiteral("laptop");
    case Form::PCIe:
        return QStringLiteral("pcie");
    case Form::SXM:
        return QStringLiteral("sxm");
    case Form::OAM:
        return QStringLiteral("oam");
    case Form::Server:
        return QStringLiteral("server");
    case Form::Workstation:
        return QStringLiteral("workstation");
    }
    return {};
}

QString toCode(Condition v)
{
    return v == Condition::New ? QStringLiteral("new") : QStringLiteral("used");
}

QString toCode(Currency v)
{
    return v == Currency::CNY ? QStringLiteral("CNY") : QStringLiteral("USD");
}

QString toCode(PowerKind v)
{
    switch (v) {
    case PowerKind::TDP:
        return QStringLiteral("tdp");
    case PowerKind::TGP:
        return QStringLiteral("tgp");
    case PowerKind::TBP:
        return QStringLiteral("tbp");
    }
    return {};
}

std::optional<Origin> originFromString(const QString &s)
{
    if (s == QLatin1String("builtin"))
        return Origin::BuiltIn;
    if (s == QLatin1String("user"))
        return Origin::User;
    return std::nullopt;
}

std::optional<ProductLine> productLineFromString(const QString &s)
{
    for (auto v : {ProductLine::Consumer, ProductLine::Workstation, ProductLine::DataCenter})
        if (s == toCode(v))
            return v;
    return std::nullopt;
}

std::optional<Form> formFromString(const QString &s)
{
    for (auto v : {Form::Desktop, Form::Laptop, Form::PCIe, Form::SXM, Form::OAM})
        if (s == toCode(v))
            return v;
    return std::nullopt;
}

std::optional<Form> derivedFormFromString(const QString &s)
{
    for (auto v : {Form::Server, Form::Workstation})
        if (s == toCode(v))
            return v;
    return formFromString(s);
}

std::optional<Condition> conditionFromString(const QString &s)
{
    if (s == QLatin1String("new"))
        return Condition::New;
    if (s == QLatin1String("used"))
        return Condition::Used;
    return std::nullopt;
}

std::optional<Currency> currencyFromString(const QString &s)
{
    if (s.compare(QLatin1String("CNY"), Qt::CaseInsensitive) == 0)
        return Currency::CNY;
    if (s.compare(QLatin1String("USD"), Qt::CaseInsensitive) == 0)
        return Currency::USD;
    return std::nullopt;
}

QString toCode(PriceUnit v)
{
    switch (v) {
    case PriceUnit::Card:
        return QStringLiteral("card");
    case PriceUnit::Module:
        return QStringLiteral("module");
    case PriceUnit::Server:
        return QStringLiteral("server");
    }
    return {};
}

std::optional<PriceUnit> priceUnitFromString(const QString &s)
{
    for (PriceUnit u : {PriceUnit::Card, PriceUnit::Module, PriceUnit::Server})
        if (s == toCode(u))
            return u;
    return std::nullopt;
}

QString toCode(PriceKind v)
{
    switch (v) {
    case PriceKind::Retail:
        return QStringLiteral("retail");
    case PriceKind::Marketplace:
        return QStringLiteral("marketplace");
    case PriceKind::SoldAverage:
        return QStringLiteral("sold-average");
    case PriceKind::Used:
        return QStringLiteral("used");
    case PriceKind::List:
        return QStringLiteral("list");
    case PriceKind::Launch:
        return QStringLiteral("launch");
    case PriceKind::Estimate:
        return QStringLiteral("estimate");
    }
    return {};
}

std::optional<PriceKind> priceKindFromString(const QString &s)
{
    for (PriceKind k : {PriceKind::Retail, PriceKind::Marketplace, PriceKind::SoldAverage,
             PriceKind::Used, PriceKind::List, PriceKind::Launch, PriceKind::Estimate})
        if (s == toCode(k))
            return k;
    return std::nullopt;
}

PriceKind defaultPriceKind(Condition c)
{
    return c == Condition::Used ? PriceKind::Used : PriceKind::Retail;
}

bool isCurrencyCode(const QString &code)
{
    // The active codes of ISO 4217 (the list maintained by SIX for the ISO 4217 Maintenance
    // Agency), without the funds, precious metals and testing codes (X..).
    static const QString active = QStringLiteral(
        "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN "
        "BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD "
        "FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY "
        "KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP "
        "MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR "
        "RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT "
        "TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW "
        "ZWL");
    if (code.size() != 3)
        return false;
    for (QChar c : code)
        if (c < QLatin1Char('A') || c > QLatin1Char('Z'))
            return false;
    for (qsizetype i = 0; i + 3 <= active.size(); i += 4)
        if (QStringView(active).mid(i, 3) == code)
            return true;
    return false;
}

QString toCode(StackSupport v)
{
    switch (v) {
    case StackSupport::Full:
        return QStringLiteral("full");
    case StackSupport::Partial:
        return QStringLiteral("partial");
    case StackSupport::Experimental:
        return QStringLiteral("experimental");
    case StackSupport::VendorOnly:
        return QStringLiteral("vendor-only");
    }
    return {};
}

std::optional<StackSupport> stackSupportFromString(const QString &s)
{
    for (StackSupport v : {StackSupport::Full, StackSupport::Partial, StackSupport::Experimental,
             StackSupport::VendorOnly})
        if (s == toCode(v))
            return v;
    return std::nullopt;
}

std::optional<PowerKind> powerKindFromString(const QString &s)
{
    for (PowerKind k : {PowerKind::TDP, PowerKind::TGP, PowerKind::TBP})
        if (s == toCode(k))
            return k;
    return std::nullopt;
}

QStringList knownVendors()
{
    return {QStringLiteral("NVIDIA"), QStringLiteral("AMD"), QStringLiteral("Intel")};
}

QString canonicalVendor(const QString &vendor)
{
    for (const QString &known : knownVendors())
        if (vendor.compare(known, Qt::CaseInsensitive) == 0)
            return known;
    if (vendor == QStringLiteral("英伟达"))
        return QStringLiteral("NVIDIA");
    if (vendor == QStringLiteral("英特尔"))
        return QStringLiteral("Intel");
    return vendor;
}

bool calibratesOnly(const BenchmarkResult &result)
{
    static const QStringList origins = {QStringLiteral("github.com/geerlingguy/ai-benchmarks"),
        QStringLiteral("github.com/d893a/localscore-insights"),
        QStringLiteral("github.com/kyuz0/amd-strix-halo-toolboxes"),
        QStringLiteral("github.com/FlagOpen/FlagPerf"),
        // vLLM's decode speed with ten requests at once: its one-GPU rows are the base of the
        // tensor-parallel fit (MultiGpuScaling.h), not the llama.cpp-like single stream the
        // performance model's LLM term is shaped on.
        QStringLiteral("github.com/LambdaLabsML/vllm-benchmark")};
    for (const QString &o : origins)
        if (result.sourceUrl.contains(o))
            return true;
    return false;
}

bool isInterruptible(const CloudOffering &offering)
{
    // The name says what its price is ("(spot, us-central1)"); a note may mention another price
    // of the same machine ("preemptible $1.10/h") without being it. A marketplace's cheapest live
    // offer ("(cheapest live offer)", "lowest") is one host's bid of the moment, not a price one
    // can count on renting at: it counts with the interruptible ones.
    const QString text = offering.offering.toLower();
    for (const char *word : {"interruptible", "spot", "preemptible", "cheapest", "lowest"})
        if (text.contains(QLatin1String(word)))
            return true;
    return false;
}

} // namespace gpu
