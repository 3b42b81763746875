// SPDX-License-Identifier: GPL-3.0-or-later
#include "CsvReader.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QStringEncoder>

namespace gpu {

namespace {

DecodedText decodeWith(const QByteArray &bytes, const char *codec, TextEncoding encoding)
{
    DecodedText out;
    out.encoding = encoding;
    QStringDecoder decoder(codec, QStringConverter::Flag::Stateless);
    if (!decoder.isValid()) {
        out.error = QCoreApplication::translate(
            "CsvReader", "the %1 decoder is not available in this Qt build")
                        .arg(QLatin1String(codec));
        return out;
    }
    out.text = decoder.decode(bytes);
    if (decoder.hasError())
        out.error = QCoreApplication::translate("CsvReader",
            "the file is not valid %1 text: try the %2 encoding, or auto (Excel in Chinese saves "
            "CSV files as GB18030)")
                        .arg(toCode(encoding),
                            toCode(encoding == TextEncoding::Utf8 ? TextEncoding::Gb18030
                                                                  : TextEncoding::Utf8));
    return out;
}

} // namespace

QString toCode(TextEncoding e)
{
    switch (e) {
    case TextEncoding::Auto:
        return QStringLiteral("auto");
    case TextEncoding::Utf8:
        return QStringLiteral("UTF-8");
    case TextEncoding::Gb18030:
        return QStringLiteral("GB18030");
    }
    return {};
}

DecodedText decodeText(const QByteArray &bytes, TextEncoding encoding)
{
    const bool bom = bytes.startsWith("\xEF\xBB\xBF");
    if (encoding == TextEncoding::Utf8 || (encoding == TextEncoding::Auto && bom)) {
        DecodedText out = decodeWith(bom ? bytes.mid(3) : bytes, "UTF-8", TextEncoding::Utf8);
        out.hadBom = bom;
        return out;
    }
    if (encoding == TextEncoding::Gb18030)
        return decodeWith(bytes, "GB18030", TextEncoding::Gb18030);
    // Auto without BOM: valid UTF-8 is taken as UTF-8 (GBK text with Chinese characters is almost
    // never valid UTF-8), anything else as GB18030.
    DecodedText utf8 = decodeWith(bytes, "UTF-8", TextEncoding::Utf8);
    if (utf8.error.isEmpty())
        return utf8;
    DecodedText gb = decodeWith(bytes, "GB18030", TextEncoding::Gb18030);
    if (gb.error.isEmpty())
        return gb;
    utf8.error = QCoreApplication::translate(
        "CsvReader", "the file is neither valid UTF-8 nor GB18030 text");
    return utf8;
}

QByteArray encodeText(const QString &text, TextEncoding encoding)
{
    if (encoding == TextEncoding::Gb18030) {
        QStringEncoder encoder("GB18030");
        if (encoder.isValid())
            return encoder.encode(text);
    }
    return text.toUtf8();
}

CsvParseResult parseCsv(const QString &text)
{
    CsvParseResult result;
    result.endsWithLineEnd
        = text.isEmpty() || text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r'));
    CsvRecord record;
    QString field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    bool recordHasContent = false;
    int line = 1;
    int quoteStartLine = 0;
    record.line = 1;

    auto endField = [&] {
        record.fields.append(fromSpreadsheetSafe(field));
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blankLine
            = record.fields.size() == 1 && record.fields.first().isEmpty() && !recordHasContent;
        if (!blankLine)
            result.records.append(record);
        record = CsvRecord();
        recordHasContent = false;
    };

    const int n = text.size();
    const QChar *data = text.constData();
    // The end of the run of ordinary characters that starts at `from` (before `stop`).
    const auto runEnd = [&](int from, auto stop) {
        int j = from + 1;
        while (j < n && !stop(data[j].unicode()))
            ++j;
        return j;
    };
    for (int i = 0; i < n; ++i) {
        const QChar c = data[i];
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < n && data[i + 1] == QLatin1Char('"')) {
                    field.append(QLatin1Char('"'));
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
                if (c == QLatin1Char('\n'))
                    ++line;
                if (c == QLatin1Char('\r') && i + 1 < n && data[i + 1] == QLatin1Char('\n'))
                    continue; // CRLF inside a quoted field becomes LF
                field.append(c);
            } else {
                // Appended as a run rather than character by character (import speed).
                const int end
                    = runEnd(i, [](char16_t u) { return u == u'"' || u == u'\n' || u == u'\r'; });
                field.append(data + i, end - i);
                i = end - 1;
            }
            continue;
        }
        if (c == QLatin1Char('"') && field.trimmed().isEmpty() && !fieldWasQuoted) {
            field.clear();
            inQuotes = true;
            fieldWasQuoted = true;
            recordHasContent = true;
            quoteStartLine = line;
        } else if (c == QLatin1Char(',')) {
            endField();
            recordHasContent = true;
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            endRecord();
            ++line;
            record.line = line;
        } else {
            const int end = runEnd(
                i, [](char16_t u) { return u == u'"' || u == u',' || u == u'\n' || u == u'\r'; });
            const QStringView run(data + i, end - i);
            field.append(run);
            for (int k = 0; k < run.size() && !recordHasContent; ++k)
                recordHasContent = !run[k].isSpace();
            i = end - 1;
        }
    }
    if (inQuotes) {
        result.error = QCoreApplication::translate(
            "CsvReader", "a quoted field that starts on line %1 is never closed")
                           .arg(quoteStartLine);
        result.errorLine = quoteStartLine;
        return result;
    }
    if (!field.isEmpty() || !record.fields.isEmpty() || recordHasContent)
        endRecord();
    return result;
}

namespace {

// A cell a spreadsheet would run as a formula begins (after any apostrophes this escaping put in
// front) with one of = + - @ tab CR (OWASP, "CSV Injection").
bool startsLikeFormula(QStringView value)
{
    qsizetype i = 0;
    while (i < value.size() && value[i] == u'\'')
        ++i;
    if (i == value.size())
        return false;
    const char16_t c = value[i].unicode();
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

} // namespace

QString spreadsheetSafe(const QString &value)
{
    if (value.isEmpty() || !startsLikeFormula(value))
        return value;
    bool number = false;
    value.toDouble(&number); // C locale: "-12.5", "+3", "-1e-3" stay numbers
    return number ? value : QLatin1Char('\'') + value;
}

QString fromSpreadsheetSafe(const QString &value)
{
    if (value.size() > 1 && value.front() == u'\'' && startsLikeFormula(value))
        return value.mid(1);
    return value;
}

QString csvField(const QString &plain)
{
    const QString value = spreadsheetSafe(plain);
    const bool needsQuotes = value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('"'))
        || value.contains(QLatin1Char('\n')) || value.contains(QLatin1Char('\r'))
        || (!value.isEmpty() && (value.front().isSpace() || value.back().isSpace()));
    if (!needsQuotes)
        return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString csvLine(const QStringList &fields)
{
    QStringList out;
    out.reserve(fields.size());
    for (const QString &f : fields)
        out.append(csvField(f));
    return out.join(QLatin1Char(','));
}

} // namespace gpu
