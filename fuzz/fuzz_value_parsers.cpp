// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the value parsers of ValueParsers.h on arbitrary text. Invariants from the
// header: a result is a value, an error or "blank", never two of them; numbers are finite;
// prices, sizes, rates, power, clocks and throughputs are greater than zero; dates are valid.

#include "FuzzCheck.h"
#include "ValueParsers.h"

#include <QRegularExpression>

#include <cmath>

namespace {

using namespace gpu;

template<typename T> void checkShape(const Parsed<T> &p, const QString &text)
{
    GPU_FUZZ_CHECK(p.ok() + !p.error.isEmpty() + p.isEmpty == 1, text);
}

void checkPositive(const Parsed<double> &p, const QString &text)
{
    checkShape(p, text);
    if (p.ok())
        GPU_FUZZ_CHECK(std::isfinite(*p.value) && *p.value > 0, text);
}

void parseAll(const QString &text)
{
    const Parsed<double> number = parseNumber(text);
    checkShape(number, text);
    if (number.ok())
        GPU_FUZZ_CHECK(std::isfinite(*number.value), text);
    checkShape(parseInteger(text), text);
    const Parsed<Money> price = parsePrice(text);
    checkShape(price, text);
    if (price.ok())
        GPU_FUZZ_CHECK(std::isfinite(price.value->amount) && price.value->amount > 0, text);
    checkPositive(parseMemoryGb(text), text);
    checkPositive(parseBandwidthGBps(text), text);
    checkPositive(parseWatts(text), text);
    checkPositive(parseMhz(text), text);
    checkPositive(parseTflops(text), text);
    const Parsed<QDate> date = parseDate(text);
    checkShape(date, text);
    if (date.ok())
        GPU_FUZZ_CHECK(date.value->isValid(), text);
    const Parsed<QString> release = parseReleaseDate(text);
    checkShape(release, text);
    if (release.ok()) {
        static const QRegularExpression iso(QStringLiteral("^\\d{4}-\\d{2}(-\\d{2})?$"));
        GPU_FUZZ_CHECK(iso.match(*release.value).hasMatch(), text);
    }
    checkShape(parseBool(text), text);
    normalizeWidth(text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    parseAll(fuzz::utf8Of(data, size));
    parseAll(fuzz::utf16Of(data, size));
    return 0;
}
