// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal: the building blocks of the column tables (CatalogColumns.cpp for prices, benchmarks,
// cloud offerings, models and rates; CatalogColumnsCard.cpp for cards): one column per kind of
// value, with its aliases, its reading (errors in the user's words) and its writing.

#include "CardNameParser.h"
#include "CatalogColumns.h"
#include "ValueParsers.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <type_traits>

namespace gpu::columns::detail {

inline QStringList aliases(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *a : list)
        out.append(QString::fromUtf8(a)); // normalized when matched: anyNormalizesTo()
    return out;
}

// A database column of type `type` (SqlField).
template<typename T>
SqlField<T> sqlField(const char *column, SqlType type, std::function<QVariant(const T &)> get,
    std::function<void(T &, const QVariant &, TextPool &)> set)
{
    return {QString::fromLatin1(column), type, std::move(get), std::move(set)};
}

// Builders for the common shapes of a column. Each returns a Column<T> reading/writing one member.

template<typename T>
inline Column<T> text(const char *name, std::initializer_list<const char *> al, QString T::*member,
    bool required = false)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.required = required;
    c.write = [member](const T &row) { return row.*member; };
    // Stored as written; an optional text that is empty is NULL.
    c.sql = sqlField<T>(
        name, SqlType::Text,
        [member, required](
            const T &row) { return required ? QVariant(row.*member) : textOrNull(row.*member); },
        [member](T &row, const QVariant &v, TextPool &text) { row.*member = text(v); });
    c.read = [member, required, name](T &row, const QString &v) {
        row.*member = v.trimmed();
        if (required && (row.*member).isEmpty())
            return QCoreApplication::translate("CatalogImporter", "%1 must not be empty")
                .arg(QLatin1String(name));
        return QString();
    };
    return c;
}

template<typename T>
inline Column<T> optDouble(const char *name, std::initializer_list<const char *> al,
    std::optional<double> T::*member, Parsed<double> (*parse)(const QString &) = &parseNumber)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const T &row) { return optionalNumber(row.*member); };
    c.sql = sqlField<T>(
        name, SqlType::Real, [member](const T &row) { return valueOrNull(row.*member); },
        [member](T &row, const QVariant &v, TextPool &) { row.*member = sqlDouble(v); });
    c.read = [member, parse](T &row, const QString &v) {
        const Parsed<double> p = parse(v);
        if (p.isEmpty) {
            row.*member = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (!(*p.value > 0))
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" must be greater than zero (leave it empty if unknown)")
                .arg(v);
        row.*member = p.value;
        return QString();
    };
    return c;
}

template<typename T>
inline Column<T> optInt(const char *name, std::initializer_list<const char *> al,
    std::optional<int> T::*member, int minimum)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const T &row) { return optionalInt(row.*member); };
    c.sql = sqlField<T>(
        name, SqlType::Integer, [member](const T &row) { return valueOrNull(row.*member); },
        [member](T &row, const QVariant &v, TextPool &) { row.*member = sqlInt(v); });
    c.read = [member, minimum](T &row, const QString &v) {
        const Parsed<int> p = parseInteger(v);
        if (p.isEmpty) {
            row.*member = std::nullopt;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (*p.value < minimum)
            return QCoreApplication::translate("CatalogImporter", "\"%1\" must be at least %2")
                .arg(v)
                .arg(minimum);
        row.*member = p.value;
        return QString();
    };
    return c;
}

template<typename T>
inline Column<T> countColumn(
    const char *name, std::initializer_list<const char *> al, int T::*member)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const T &row) { return QString::number(row.*member); };
    c.sql = sqlField<T>(
        name, SqlType::Integer, [member](const T &row) { return QVariant(row.*member); },
        [member](T &row, const QVariant &v, TextPool &) { row.*member = std::max(1, v.toInt()); });
    c.read = [member](T &row, const QString &v) {
        const Parsed<int> p = parseInteger(v);
        if (p.isEmpty) {
            row.*member = 1; // documented default: one GPU
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (*p.value < 1)
            return QCoreApplication::translate("CatalogImporter", "\"%1\" must be at least 1")
                .arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

template<typename T>
inline Column<T> dateColumn(
    const char *name, std::initializer_list<const char *> al, QDate T::*member)
{
    Column<T> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.required = true;
    c.write = [member](const T &row) { return (row.*member).toString(Qt::ISODate); };
    c.sql = sqlField<T>(
        name, SqlType::Text,
        [member](const T &row) { return QVariant((row.*member).toString(Qt::ISODate)); },
        [member](T &row, const QVariant &v, TextPool &) {
            row.*member = QDate::fromString(v.toString(), Qt::ISODate);
        });
    c.read = [member, name](T &row, const QString &v) {
        const Parsed<QDate> p = parseDate(v);
        if (p.isEmpty)
            return QCoreApplication::translate("CatalogImporter",
                "%1 must not be empty: a price or result without a date cannot be judged")
                .arg(QLatin1String(name));
        if (!p.ok())
            return p.error;
        // A price or result from the future is a typo (a day of slack for time zones): taken as
        // is, it would be the newest and win over every real one.
        if (*p.value > QDate::currentDate().addDays(1))
            return QCoreApplication::translate("CatalogImporter", "\"%1\" is in the future").arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

inline QString readForm(Form &form, const QString &v)
{
    const QString s = normalizeWidth(v).toLower();
    if (s.isEmpty()) {
        form = Form::Desktop; // documented default for user files without a form column
        return {};
    }
    static const QList<QPair<QStringList, Form>> synonyms = {
        {{QStringLiteral("desktop"), QStringLiteral("台式"), QStringLiteral("桌面"),
             QStringLiteral("台式机")},
            Form::Desktop},
        {{QStringLiteral("laptop"), QStringLiteral("mobile"), QStringLiteral("notebook"),
             QStringLiteral("笔记本"), QStringLiteral("移动")},
            Form::Laptop},
        {{QStringLiteral("pcie"), QStringLiteral("pci-e")}, Form::PCIe},
        {{QStringLiteral("sxm"), QStringLiteral("sxm2"), QStringLiteral("sxm3"),
             QStringLiteral("sxm4"), QStringLiteral("sxm5")},
            Form::SXM},
        {{QStringLiteral("oam")}, Form::OAM},
    };
    for (const auto &entry : synonyms) {
        if (entry.first.contains(s)) {
            form = entry.second;
            return {};
        }
    }
    return QCoreApplication::translate(
        "CatalogImporter", "\"%1\" is not a form (desktop, laptop, pcie, sxm, oam)")
        .arg(v);
}

// The four identity columns of a card, for any row type that refers to one.
template<typename T> void addKeyColumns(std::vector<Column<T>> &cols, CardKey T::*key)
{
    Column<T> vendor;
    vendor.name = QStringLiteral("vendor");
    vendor.aliases = aliases({"厂商", "品牌", "制造商", "manufacturer", "brand"});
    // Not required: "RTX 3060" says NVIDIA (CatalogImporter completes the key after the row).
    vendor.write = [key](const T &row) { return (row.*key).vendor; };
    vendor.read = [key](T &row, const QString &v) {
        // Canonical spelling for the three vendors, so "nvidia" and "NVIDIA" are one card.
        (row.*key).vendor = canonicalVendor(normalizeWidth(v));
        return QString();
    };
    cols.push_back(vendor);

    Column<T> model;
    model.name = QStringLiteral("model");
    model.aliases = aliases({"型号", "显卡", "名称", "card", "gpu", "name", "card model"});
    model.required = true;
    model.write = [key](const T &row) { return (row.*key).model; };
    model.read = [key](T &row, const QString &v) {
        (row.*key).model = canonicalModel(v);
        return (row.*key).model.isEmpty()
            ? QCoreApplication::translate("CatalogImporter", "%1 must not be empty")
                  .arg(QStringLiteral("model"))
            : QString();
    };
    cols.push_back(model);

    Column<T> memory;
    memory.name = QStringLiteral("memory_gb");
    memory.numeric = true;
    memory.aliases
        = aliases({"显存", "显存容量", "memory", "vram", "memory size", "memory gb", "vram gb"});
    // Not required: "RTX 3060 12GB" says 12 GB (completed after the row).
    memory.write = [key](const T &row) { return number((row.*key).memoryGb); };
    memory.read = [key](T &row, const QString &v) {
        const Parsed<double> p = parseMemoryGb(v);
        if (p.isEmpty) {
            (row.*key).memoryGb
                = 0; // unknown here; CatalogImporter takes it from the name or reports it
            return QString();
        }
        if (!p.ok())
            return p.error;
        (row.*key).memoryGb = *p.value;
        return QString();
    };
    cols.push_back(memory);

    Column<T> form;
    form.name = QStringLiteral("form");
    form.aliases = aliases({"形态", "外形", "规格", "form factor", "formfactor"});
    form.write = [key](const T &row) { return toCode((row.*key).form); };
    form.read = [key](T &row, const QString &v) { return readForm((row.*key).form, v); };
    cols.push_back(form);
    // A card's identity is its own columns; a row that refers to a card stores its id instead.
    if constexpr (std::is_same_v<T, Card>) {
        auto keyOf = [key](T &row) -> CardKey & { return row.*key; };
        Column<T> *c = &cols[cols.size() - 4];
        c[0].sql = sqlField<T>(
            "vendor", SqlType::Text, [key](const T &r) { return QVariant((r.*key).vendor); },
            [keyOf](T &r, const QVariant &v, TextPool &text) { keyOf(r).vendor = text(v); });
        c[1].sql = sqlField<T>(
            "model", SqlType::Text, [key](const T &r) { return QVariant((r.*key).model); },
            [keyOf](T &r, const QVariant &v, TextPool &) { keyOf(r).model = v.toString(); });
        c[2].sql = sqlField<T>(
            "memory_gb", SqlType::Real, [key](const T &r) { return QVariant((r.*key).memoryGb); },
            [keyOf](T &r, const QVariant &v, TextPool &) { keyOf(r).memoryGb = v.toDouble(); });
        c[3].sql = sqlField<T>(
            "form", SqlType::Text, [key](const T &r) { return QVariant(toCode((r.*key).form)); },
            [keyOf](T &r, const QVariant &v, TextPool &) {
                keyOf(r).form = formFromString(v.toString()).value_or(Form::Desktop);
            });
    }
}

template<typename T> Column<T> originColumn()
{
    // Not imported: the importer sets the origin of every row it reads (built-in or user). The
    // column is exported so a user can see it, and is ignored on the way back in.
    Column<T> c;
    c.name = QStringLiteral("origin");
    c.aliases = aliases({"来源类型"});
    c.write = [](const T &row) { return toCode(row.origin); };
    c.sql = sqlField<T>(
        "origin", SqlType::Text, [](const T &row) { return QVariant(toCode(row.origin)); },
        [](T &row, const QVariant &v, TextPool &) {
            row.origin = originFromString(v.toString()).value_or(Origin::User);
        });
    c.read = [](T &, const QString &) { return QString(); };
    return c;
}

// A currency as people write it: an ISO 4217 code in any case, or the common names and signs of
// the currencies prices come in. Empty on failure.
inline QString readCurrencyCode(const QString &v)
{
    const QString s = normalizeWidth(v);
    if (auto cur = currencyFromString(s))
        return toCode(*cur);
    if (s == QStringLiteral("人民币") || s == QStringLiteral("元") || s == QStringLiteral("RMB")
        || s == QStringLiteral("¥"))
        return QStringLiteral("CNY");
    if (s == QStringLiteral("美元") || s == QStringLiteral("$"))
        return QStringLiteral("USD");
    if (s == QStringLiteral("欧元") || s == QStringLiteral("€"))
        return QStringLiteral("EUR");
    if (s == QStringLiteral("日元") || s == QStringLiteral("円"))
        return QStringLiteral("JPY");
    if (s == QStringLiteral("新台币") || s == QStringLiteral("新台幣")
        || s == QStringLiteral("NT$"))
        return QStringLiteral("TWD");
    if (s == QStringLiteral("卢布") || s == QStringLiteral("₽"))
        return QStringLiteral("RUB");
    if (s == QStringLiteral("港币") || s == QStringLiteral("港元") || s == QStringLiteral("HK$"))
        return QStringLiteral("HKD");
    if (s == QStringLiteral("英镑") || s == QStringLiteral("£"))
        return QStringLiteral("GBP");
    const QString code = s.toUpper();
    return isCurrencyCode(code) ? code : QString();
}

// The currency of a price: display currencies (Currency) and any other ISO 4217 code.
template<typename T> Column<T> currencyColumn(Currency T::*member)
{
    Column<T> c;
    c.name = QStringLiteral("currency");
    c.aliases = aliases({"币种", "货币", "currency code"});
    c.write = [member](const T &row) { return toCode(row.*member); };
    c.sql = sqlField<T>(
        "currency", SqlType::Text, [member](const T &row) { return QVariant(toCode(row.*member)); },
        [member](T &row, const QVariant &v, TextPool &) {
            row.*member = currencyFromString(v.toString()).value_or(Currency::USD);
        });
    c.read = [member](T &row, const QString &v) {
        if (normalizeWidth(v).isEmpty())
            return QString(); // may come from the amount ("￥5999"); checked after the row is read
        const QString code = readCurrencyCode(v);
        if (auto cur = currencyFromString(code)) {
            row.*member = *cur;
            return QString();
        }
        return QCoreApplication::translate(
            "CatalogImporter", "\"%1\" is not a currency (CNY or USD)")
            .arg(v);
    };
    return c;
}

template<typename T, typename M> Column<T> isoCurrencyColumn(M T::*member)
{
    Column<T> c;
    c.name = QStringLiteral("currency");
    c.aliases = aliases({"币种", "货币", "currency code"});
    c.write = [member](const T &row) { return QString(row.*member); };
    c.sql = sqlField<T>(
        "currency", SqlType::Text, [member](const T &row) { return QVariant(row.*member); },
        [member](T &row, const QVariant &v, TextPool &text) { row.*member = text(v); });
    c.read = [member](T &row, const QString &v) {
        if (normalizeWidth(v).isEmpty())
            return QString(); // may come from the amount ("￥5999"); checked after the row is read
        const QString code = readCurrencyCode(v);
        if (code.isEmpty())
            return QCoreApplication::translate("CatalogImporter",
                "\"%1\" is not a currency (an ISO 4217 code such as CNY, USD, EUR, JPY)")
                .arg(v);
        row.*member = code;
        return QString();
    };
    return c;
}

// A count of a model's architecture (layers, heads, sizes): a whole number of 0 or more, where
// empty and 0 both mean unknown (written empty).
inline Column<ModelSpec> modelCount(
    const char *name, std::initializer_list<const char *> al, int ModelSpec::*member)
{
    Column<ModelSpec> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.write = [member](const ModelSpec &row) {
        return row.*member > 0 ? QString::number(row.*member) : QString();
    };
    // Unknown (0) is NULL in the database.
    c.sql = sqlField<ModelSpec>(
        name, SqlType::Integer,
        [member](
            const ModelSpec &row) { return row.*member > 0 ? QVariant(row.*member) : QVariant(); },
        [member](ModelSpec &row, const QVariant &v, TextPool &) { row.*member = v.toInt(); });
    c.read = [member](ModelSpec &row, const QString &v) {
        const Parsed<int> p = parseInteger(v);
        if (p.isEmpty) {
            row.*member = 0;
            return QString();
        }
        if (!p.ok())
            return p.error;
        if (*p.value < 0)
            return QCoreApplication::translate("CatalogImporter", "\"%1\" must be 0 or more")
                .arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

// Billions of parameters: "70", "70B", "70 b", "0.5B"; more than 0 when given.
inline Column<ModelSpec> modelParams(const char *name, std::initializer_list<const char *> al,
    double ModelSpec::*member, bool required)
{
    Column<ModelSpec> c;
    c.name = QString::fromLatin1(name);
    c.aliases = aliases(al);
    c.numeric = true;
    c.required = required;
    c.write = [member](const ModelSpec &row) {
        return row.*member > 0 ? number(row.*member) : QString();
    };
    // The total is always stored; unknown active parameters are NULL, read back as the total (a
    // dense model), which the table's order reads first.
    c.sql = sqlField<ModelSpec>(
        name, SqlType::Real,
        [member, required](const ModelSpec &row) {
            return required || row.*member > 0 ? QVariant(row.*member) : QVariant();
        },
        [member, required](ModelSpec &row, const QVariant &v, TextPool &) {
            row.*member = v.toDouble();
            if (!required && row.*member <= 0)
                row.*member = row.paramsTotalB;
        });
    c.read = [member, required, name](ModelSpec &row, const QString &v) {
        static const QRegularExpression billions(QStringLiteral("\\s*[bB]$"));
        const Parsed<double> p = parseNumber(normalizeWidth(v).remove(billions));
        if (p.isEmpty) {
            row.*member = 0;
            return required ? QCoreApplication::translate(
                       "CatalogImporter", "%1 must not be empty: the parameter count in billions")
                                  .arg(QLatin1String(name))
                            : QString();
        }
        if (!p.ok())
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" is not a number of billions of parameters")
                .arg(v);
        if (!(*p.value > 0))
            return QCoreApplication::translate(
                "CatalogImporter", "\"%1\" must be greater than zero (leave it empty if unknown)")
                .arg(v);
        row.*member = *p.value;
        return QString();
    };
    return c;
}

} // namespace gpu::columns::detail
