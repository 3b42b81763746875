// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfFixups_p.h"

#include <QList>
#include <QMap>
#include <QRawFont>
#include <QRegularExpression>

#include <algorithm>

namespace gpu::pdf {

namespace {

struct XrefTable
{
    qsizetype position = -1; ///< offset of the "xref" keyword
    qsizetype firstEntry = -1; ///< offset of the first 20-byte entry
    int count = 0;
    QList<qsizetype> offsets; ///< per object number; -1 = free
    qsizetype startxrefNumber = -1; ///< offset of the number after "startxref"
    qsizetype startxrefNumberEnd = -1;
};

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// Parses the single classic cross-reference table Qt writes ("xref\n0 N\n" + N entries of
// exactly 20 bytes). Returns a table with position -1 if the file is not of that shape.
XrefTable parseXref(const QByteArray &pdf)
{
    XrefTable t;
    const qsizetype sx = pdf.lastIndexOf("startxref");
    if (sx < 0)
        return t;
    qsizetype i = sx + 9;
    while (i < pdf.size() && isSpace(pdf[i]))
        ++i;
    qsizetype j = i;
    while (j < pdf.size() && pdf[j] >= '0' && pdf[j] <= '9')
        ++j;
    bool ok = false;
    const qsizetype xref = pdf.mid(i, j - i).toLongLong(&ok);
    if (!ok || xref <= 0 || xref >= pdf.size() || pdf.mid(xref, 4) != "xref")
        return t;
    static const QRegularExpression header(
        QStringLiteral("^xref\\s+0\\s+(\\d+)\\s*?(\\r\\n|\\n|\\r)"));
    const auto m = header.match(QString::fromLatin1(pdf.mid(xref, 40)));
    if (!m.hasMatch())
        return t;
    const int count = m.captured(1).toInt();
    const qsizetype first = xref + m.capturedLength(0);
    if (count <= 0 || first + qsizetype(count) * 20 > pdf.size())
        return t;
    for (int n = 0; n < count; ++n) {
        const QByteArray entry = pdf.mid(first + qsizetype(n) * 20, 20);
        if (entry.size() != 20 || entry[10] != ' ' || entry[16] != ' ')
            return t;
        const qsizetype offset = entry.left(10).toLongLong(&ok);
        if (!ok)
            return t;
        t.offsets.append(entry[17] == 'n' ? offset : -1);
    }
    t.position = xref;
    t.firstEntry = first;
    t.count = count;
    t.startxrefNumber = i;
    t.startxrefNumberEnd = j;
    return t;
}

// The dictionary text of an object (up to "stream" or "endobj").
QByteArray objectHead(const QByteArray &pdf, qsizetype offset)
{
    qsizetype end = pdf.indexOf("endobj", offset);
    const qsizetype stream = pdf.indexOf("stream", offset);
    if (stream >= 0 && (end < 0 || stream < end))
        end = stream;
    return end < 0 ? QByteArray() : pdf.mid(offset, end - offset);
}

int referenceAfter(const QByteArray &head, const char *key)
{
    const qsizetype k = head.indexOf(key);
    if (k < 0)
        return -1;
    qsizetype i = k + qsizetype(qstrlen(key));
    while (i < head.size() && (isSpace(head[i]) || head[i] == '['))
        ++i;
    qsizetype j = i;
    while (j < head.size() && head[j] >= '0' && head[j] <= '9')
        ++j;
    bool ok = false;
    const int n = head.mid(i, j - i).toInt(&ok);
    return ok ? n : -1;
}

QByteArray nameAfter(const QByteArray &head, const char *key, qsizetype *position = nullptr)
{
    const qsizetype k = head.indexOf(key);
    if (k < 0)
        return {};
    qsizetype i = k + qsizetype(qstrlen(key));
    while (i < head.size() && isSpace(head[i]))
        ++i;
    if (i >= head.size() || head[i] != '/')
        return {};
    ++i;
    qsizetype j = i;
    while (
        j < head.size() && !isSpace(head[j]) && head[j] != '/' && head[j] != '>' && head[j] != '[')
        ++j;
    if (position)
        *position = i;
    return head.mid(i, j - i);
}

// Rewrites the destination code points of one ToUnicode CMap in place (same length).
void remapCmap(char *data, qsizetype size, const QHash<char32_t, char32_t> &shared)
{
    qsizetype lineStart = 0;
    while (lineStart < size) {
        qsizetype lineEnd = lineStart;
        while (lineEnd < size && data[lineEnd] != '\n')
            ++lineEnd;
        // Hex tokens of the line: <start> <end> <dst> or <start> <end> [<dst> …] or <src> <dst>.
        QList<qsizetype> tokens;
        qsizetype bracket = -1;
        for (qsizetype i = lineStart; i < lineEnd; ++i) {
            if (data[i] == '[')
                bracket = i;
            if (data[i] == '<' && i + 5 < lineEnd && data[i + 5] == '>')
                tokens.append(i + 1);
        }
        QList<qsizetype> destinations;
        if (bracket >= 0) {
            for (qsizetype t : tokens)
                if (t > bracket)
                    destinations.append(t);
        } else if (tokens.size() == 3 && qstrncmp(data + tokens[0], data + tokens[1], 4) == 0) {
            destinations.append(tokens[2]); // a range of one: its destination may be remapped
        } else if (tokens.size() == 2) {
            destinations.append(tokens[1]);
        }
        for (qsizetype t : destinations) {
            bool ok = false;
            const char32_t cp = QByteArray(data + t, 4).toUInt(&ok, 16);
            const auto it = shared.constFind(cp);
            if (ok && it != shared.constEnd() && *it <= 0xFFFF) {
                const QByteArray hex
                    = QByteArray::number(uint(*it), 16).toUpper().rightJustified(4, '0');
                std::copy(hex.cbegin(), hex.cend(), data + t);
            }
        }
        lineStart = lineEnd + 1;
    }
}

// The ToUnicode maps (objects `toUnicode`) with each code point that `sharedGlyphs` maps read as
// its ideograph (remapCmap()); compressed maps stay as they are.
void remapToUnicode(QByteArray &pdf, const XrefTable &xref, const QList<int> &toUnicode,
    const QHash<char32_t, char32_t> &sharedGlyphs)
{
    for (int u : std::as_const(toUnicode)) {
        if (u < 0 || u >= xref.count || xref.offsets[u] < 0 || sharedGlyphs.isEmpty())
            continue;
        const qsizetype offset = xref.offsets[u];
        const QByteArray head = objectHead(pdf, offset);
        if (head.contains("/Filter"))
            continue; // compressed: leave as is
        const qsizetype begin = pdf.indexOf("begincmap", offset);
        const qsizetype end = pdf.indexOf("endcmap", offset);
        const qsizetype endObject = pdf.indexOf("endobj", offset);
        if (begin < 0 || end < begin || (endObject >= 0 && end > endObject))
            continue;
        remapCmap(pdf.data() + begin, end - begin, sharedGlyphs);
    }
}

// The creation date as `date`, at midnight, where the document has one in digits.
void stampCreationDate(QByteArray &pdf, const XrefTable &xref, const QDate &date)
{
    const qsizetype cd = pdf.indexOf("/CreationDate (D:");
    if (cd >= 0 && cd < xref.position) {
        const qsizetype digits = cd + 17;
        const QByteArray stamp = date.toString(QStringLiteral("yyyyMMdd")).toLatin1() + "000000";
        bool allDigits = digits + stamp.size() <= pdf.size();
        for (qsizetype i = 0; allDigits && i < stamp.size(); ++i)
            allDigits = pdf[digits + i] >= '0' && pdf[digits + i] <= '9';
        if (allDigits)
            std::copy(stamp.cbegin(), stamp.cend(), pdf.data() + digits);
    }
}

// The document with `inserts` (offset -> bytes) inserted, its cross-reference table and
// startxref number moved to match.
QByteArray withInsertions(
    const QByteArray &pdf, const XrefTable &xref, const QMap<qsizetype, QByteArray> &inserts)
{
    const auto shifted = [&inserts](qsizetype offset) {
        qsizetype shift = 0;
        for (auto it = inserts.constBegin(); it != inserts.constEnd() && it.key() < offset; ++it)
            shift += it.value().size();
        return offset + shift;
    };
    QByteArray out;
    out.reserve(pdf.size() + inserts.size() * 8);
    qsizetype from = 0;
    for (auto it = inserts.constBegin(); it != inserts.constEnd(); ++it) {
        out.append(pdf.constData() + from, it.key() - from);
        out.append(it.value());
        from = it.key();
    }
    // Up to the first xref entry unchanged, then the entries with new offsets.
    const qsizetype entries = xref.firstEntry;
    out.append(pdf.constData() + from, entries - from);
    for (int n = 0; n < xref.count; ++n) {
        QByteArray entry = pdf.mid(entries + qsizetype(n) * 20, 20);
        if (xref.offsets[n] >= 0) {
            const QByteArray number = QByteArray::number(shifted(xref.offsets[n]));
            entry.replace(0, 10, number.rightJustified(10, '0'));
        }
        out.append(entry);
    }
    const qsizetype afterEntries = entries + qsizetype(xref.count) * 20;
    out.append(pdf.constData() + afterEntries, xref.startxrefNumber - afterEntries);
    out.append(QByteArray::number(shifted(xref.position)));
    out.append(pdf.constData() + xref.startxrefNumberEnd, pdf.size() - xref.startxrefNumberEnd);
    return out;
}

} // namespace

QHash<char32_t, char32_t> ideographsSharingGlyphs(const QRawFont &font)
{
    QHash<char32_t, char32_t> result;
    if (!font.isValid())
        return result;
    QString ideographs;
    for (char32_t c = 0x3400; c <= 0x4DBF; ++c)
        ideographs.append(QChar(c));
    for (char32_t c = 0x4E00; c <= 0x9FFF; ++c)
        ideographs.append(QChar(c));
    const QList<quint32> glyphs = font.glyphIndexesForString(ideographs);
    QHash<quint32, char32_t> firstByGlyph;
    for (qsizetype i = 0; i < glyphs.size() && i < ideographs.size(); ++i)
        if (glyphs[i] != 0 && !firstByGlyph.contains(glyphs[i]))
            firstByGlyph.insert(glyphs[i], ideographs.at(i).unicode());
    // Radicals, strokes and other CJK blocks below the ideographs (which win Qt's lookup).
    QString low;
    for (char32_t c = 0x2E80; c < 0x3400; ++c)
        low.append(QChar(c));
    const QList<quint32> lowGlyphs = font.glyphIndexesForString(low);
    for (qsizetype i = 0; i < lowGlyphs.size() && i < low.size(); ++i) {
        const auto it = firstByGlyph.constFind(lowGlyphs[i]);
        if (lowGlyphs[i] != 0 && it != firstByGlyph.constEnd())
            result.insert(low.at(i).unicode(), *it);
    }
    return result;
}

QByteArray fixUp(
    const QByteArray &input, const QHash<char32_t, char32_t> &sharedGlyphs, const QDate &date)
{
    const XrefTable xref = parseXref(input);
    if (xref.position < 0)
        return input;
    QByteArray pdf = input;

    // Pass 1: what each object is.
    QHash<int, QByteArray> tagOfDescriptor; // descriptor object -> "ABCDEF+"
    QHash<int, int> descriptorOfFont; // CIDFont object -> its descriptor
    QHash<int, int> descendantOfFont; // Type0 font -> its CIDFont
    QHash<int, qsizetype> baseFontName; // font object -> absolute offset of its BaseFont name
    QHash<int, QByteArray> baseFontText;
    QList<int> toUnicode;
    for (int n = 0; n < xref.count; ++n) {
        const qsizetype offset = xref.offsets[n];
        if (offset < 0 || offset >= pdf.size())
            continue;
        const QByteArray head = objectHead(pdf, offset);
        if (head.contains("/FontDescriptor") && head.contains("/FontName")) {
            const QByteArray name = nameAfter(head, "/FontName");
            if (name.size() > 7 && name[6] == '+')
                tagOfDescriptor.insert(n, name.left(7));
        }
        if (!head.contains("/Type /Font") && !head.contains("/Type/Font"))
            continue;
        qsizetype at = -1;
        const QByteArray base = nameAfter(head, "/BaseFont", &at);
        if (!base.isEmpty()) {
            baseFontName.insert(n, offset + at);
            baseFontText.insert(n, base);
        }
        if (const int d = referenceAfter(head, "/FontDescriptor"); d >= 0)
            descriptorOfFont.insert(n, d);
        if (const int c = referenceAfter(head, "/DescendantFonts"); c >= 0)
            descendantOfFont.insert(n, c);
        if (const int u = referenceAfter(head, "/ToUnicode"); u >= 0)
            toUnicode.append(u);
    }

    // Same-length edits in place: ToUnicode maps and the creation date.
    remapToUnicode(pdf, xref, toUnicode, sharedGlyphs);
    if (date.isValid())
        stampCreationDate(pdf, xref, date);

    // Insertions: the subset tag in front of each /BaseFont name that lacks it.
    QMap<qsizetype, QByteArray> inserts;
    for (auto it = baseFontName.constBegin(); it != baseFontName.constEnd(); ++it) {
        int descriptor = descriptorOfFont.value(it.key(), -1);
        if (descriptor < 0 && descendantOfFont.contains(it.key()))
            descriptor = descriptorOfFont.value(descendantOfFont.value(it.key()), -1);
        const QByteArray tag = tagOfDescriptor.value(descriptor);
        if (!tag.isEmpty() && !baseFontText.value(it.key()).startsWith(tag)
            && it.value() < xref.position)
            inserts.insert(it.value(), tag);
    }
    if (inserts.isEmpty())
        return pdf;
    return withInsertions(pdf, xref, inserts);
}

} // namespace gpu::pdf
