// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Parsers for the values people actually type into spreadsheets: full-width digits, thousands
// separators, Chinese price notation and units inside the value. Each returns either a value or
// an error sentence (in English, for the import report; the UI translates the report's frame).
// Nothing is guessed: "1,5" (decimal comma or thousands?) is reported as ambiguous.

#include "Card.h"

#include <QList>
#include <QString>

#include <optional>

namespace gpu {

template<typename T> struct Parsed
{
    std::optional<T> value; ///< set on success
    QString error; ///< set on failure; empty on success or for an empty (unknown) input
    bool isEmpty = false; ///< the input was blank: "unknown", not an error

    bool ok() const { return value.has_value(); }
};

/// Folds full-width digits and punctuation (０-９ ． ， ％ ￥) to ASCII and trims spaces,
/// including the ideographic space U+3000.
QString normalizeWidth(const QString &text);

/// A plain decimal number: "5999", "5,999", "1 234.5", "５９９９", "-3". Thousands separators
/// must group by three; "1,5" is ambiguous and rejected.
Parsed<double> parseNumber(const QString &text);

/// An integer (no fraction): "10496", "10,496".
Parsed<int> parseInteger(const QString &text);

struct Money
{
    double amount = 0;
    std::optional<Currency> currency; ///< nullopt if the text names no currency
};

/// A price: "5999", "￥5,999", "¥5999", "5999元", "RMB 5999", "CNY 5999", "1.4万", "1w",
/// "1.2k", "$1,599", "USD 1599", "1599 美元", "1万2" (= 12,000, as said aloud), "1万2千",
/// "1万2000". 万/w = 10,000; k/千 = 1,000. The currency comes from the text when it names one.
/// Negative or zero prices are errors.
Parsed<Money> parsePrice(const QString &text);

/// A memory size in GB: "24", "24GB", "24 GB", "24G", "24576MB" (= 24 GB, 1024 MB per GB as
/// vendors count VRAM), "24GiB", "80 GB HBM2e". "24GB/s" is rejected (a bandwidth, not a size).
/// Like every parser with a unit below, it passes over an annotation after the value: a
/// parenthesised one ("450 W (TGP)") or a memory type or power word ("HBM3", "TGP").
Parsed<double> parseMemoryGb(const QString &text);

/// Memory bandwidth in GB/s: "1008", "1008 GB/s", "1.008 TB/s" (= 1008).
Parsed<double> parseBandwidthGBps(const QString &text);

/// Power in watts: "350", "350W", "350 W", "0.35 kW".
Parsed<double> parseWatts(const QString &text);

/// Board power as vendors, spec sheets and shops write it, with what kind of power it is and,
/// for a power the laptop's maker configures, its range.
struct BoardPower
{
    double watts = 0; ///< the figure, or the high end of a range, W
    std::optional<double> minWatts; ///< the low end of a range ("80-150 W": 80), W
    std::optional<PowerKind> kind; ///< named by the text ("(TGP)", "Total Board Power", "整卡功耗")
};

/// Board power: what parseWatts reads, a range "80-150 W", "80–150W", "80 ~ 150 W",
/// "80 W to 150 W", "80至150W" (low end first; the high end is the board power), and a kind
/// anywhere in the text: TGP ("Total Graphics Power", "显卡功耗", "总图形功耗"), TBP ("Total Board
/// Power", "Typical Board Power", "整卡功耗", "板卡功耗"), TDP ("Thermal Design Power", "max board
/// power", "热设计功耗"): "450 W (TGP)", "TBP 355W", "80-150 W TGP". Two different kinds, or a
/// range whose low end is not below its high end, are errors.
Parsed<BoardPower> parseBoardPower(const QString &text);

/// The kinds of power a text names (a value or a column's header: "TGP", "整卡功耗(W)",
/// "功耗 (TBP)"), each once, in the order found; empty if it names none.
QList<PowerKind> powerKindsIn(const QString &text);

/// A clock in MHz: "1777", "1777MHz", "1.7 GHz" (= 1700).
Parsed<double> parseMhz(const QString &text);

/// Throughput in TFLOPS (or TOPS): "82.6", "82.6 TFLOPS", "660 TOPS", "1.2 PFLOPS" (= 1200).
Parsed<double> parseTflops(const QString &text);

/// A date: "2024-03-01", "2024/3/1", "2024.3.1", "2024年3月1日". Day-first or month-first
/// forms such as "03/01/2024" are ambiguous and rejected.
Parsed<QDate> parseDate(const QString &text);

/// A release date: a full date as parseDate, or a month "2024-03" / "2024年3月" kept as "YYYY-MM".
Parsed<QString> parseReleaseDate(const QString &text);

/// A boolean: true/false, yes/no, 1/0, 是/否, y/n.
Parsed<bool> parseBool(const QString &text);

} // namespace gpu
