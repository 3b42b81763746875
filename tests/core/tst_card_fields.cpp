// SPDX-License-Identifier: GPL-3.0-or-later
// One description per field (issue 27, item 2): each column of cards.csv says how it is read,
// written, stored and shown (core/io/CatalogColumns.h); the fields the front ends show
// (columns::cardFields()) are those columns, in their order, plus the figures per GPU derived
// from them.

#include "BuiltinTestCatalog.h"
#include "CardFields.h"
#include "CatalogColumns.h"
#include "ServerSystems.h"
#include "Translations.h"

#include <QSet>
#include <QTest>

using namespace gpu;

class TestCardFields : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyShownFieldIsOneColumnOrDerived();
    void everyColumnIsShownButTheOrigin();
    void smallFiguresKeepTwoSignificantDigits();
    void theFieldsKeepTheColumnsOrder();
    void aShownValueIsTheStoredOneAndReadsAsExported();
    void everyLabelIsTranslated();
};

namespace {

int columnsNamed(const QString &name)
{
    int n = 0;
    for (const auto &c : columns::cardColumns())
        n += c.name == name ? 1 : 0;
    return n;
}

} // namespace

void TestCardFields::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    Translations::install(QStringLiteral("en"));
}

void TestCardFields::everyShownFieldIsOneColumnOrDerived()
{
    const QStringList derived = columns::derivedCardFieldNames();
    QCOMPARE(derived,
        QStringList({QStringLiteral("memory_per_gpu_gb"),
            QStringLiteral("memory_bandwidth_per_gpu_gbps")}));
    QSet<QString> names;
    QSet<QString> labels;
    for (const CardField &f : columns::cardFields()) {
        QVERIFY2(!names.contains(f.name), qPrintable(f.name));
        names.insert(f.name);
        QVERIFY2(f.label && *f.label, qPrintable(f.name));
        QVERIFY2(!labels.contains(QLatin1String(f.label)), f.label);
        labels.insert(QLatin1String(f.label));
        QVERIFY2(f.value, qPrintable(f.name));
        QCOMPARE(columnsNamed(f.name), derived.contains(f.name) ? 0 : 1);
        QCOMPARE(columns::findCardField(f.name), &f);
    }
    QVERIFY(!columns::findCardField(QStringLiteral("origin")));
}

void TestCardFields::everyColumnIsShownButTheOrigin()
{
    // A column people do not read as a field of the card is the exception, named here.
    for (const auto &c : columns::cardColumns()) {
        const bool shown = c.display.shown();
        QCOMPARE(shown, c.name != QLatin1String("origin"));
        if (shown)
            QVERIFY2(columns::findCardField(c.name), qPrintable(c.name));
    }
}

void TestCardFields::theFieldsKeepTheColumnsOrder()
{
    QStringList fromColumns;
    for (const auto &c : columns::cardColumns())
        if (c.display.shown())
            fromColumns << c.name;
    QStringList fields;
    for (const CardField &f : columns::cardFields())
        fields << f.name;
    QCOMPARE(fields, fromColumns + columns::derivedCardFieldNames());
    // The reading order the front ends have always had: the card's identity first.
    QCOMPARE(fields.mid(0, 4),
        QStringList({QStringLiteral("vendor"), QStringLiteral("model"), QStringLiteral("memory_gb"),
            QStringLiteral("form")}));
}

void TestCardFields::aShownValueIsTheStoredOneAndReadsAsExported()
{
    CatalogData data = test::builtinCatalog();
    addServerSystems(data);
    for (const auto &c : columns::cardColumns()) {
        const CardField *f = columns::findCardField(c.name);
        if (!f)
            continue;
        for (const Card &card : std::as_const(data.cards)) {
            if (c.display.value) {
                // Shown otherwise than stored: a server derived at load is "sold as" a server.
                QVERIFY(card.serverOf || f->value(card) == c.sql.get(card));
                continue;
            }
            QCOMPARE(f->value(card), c.sql.get(card));
            QCOMPARE(CardFields::plain(*f, card), c.write(card));
        }
    }
    // The words of a field shown in words, the figure and unit of a number.
    const Card *rtx4090 = nullptr;
    for (const Card &card : std::as_const(data.cards))
        if (card.key.model == QLatin1String("GeForce RTX 4090") && card.key.form == Form::Desktop)
            rtx4090 = &card;
    QVERIFY(rtx4090);
    QCOMPARE(CardFields::display(*columns::findCardField(QStringLiteral("form")), *rtx4090),
        QStringLiteral("Desktop"));
    QCOMPARE(CardFields::display(
                 *columns::findCardField(QStringLiteral("memory_bandwidth_gbps")), *rtx4090),
        QStringLiteral("1,008 GB/s"));
}

void TestCardFields::everyLabelIsTranslated()
{
    QVERIFY(Translations::install(QStringLiteral("zh_CN")));
    for (const CardField &f : columns::cardFields()) {
        const QString label = CardFields::label(f);
        // Names of precisions and the like are the same in Chinese ("FP32").
        if (label == QLatin1String(f.label))
            QVERIFY2(!QString::fromLatin1(f.label).contains(
                         QRegularExpression(QStringLiteral("[a-z]{2,}"))),
                f.label);
    }
    QVERIFY(Translations::install(QStringLiteral("en")));
}

// A server's performance per 1,000 CNY (2.7 / 3,700,000 × 1,000 = 0.00073) reads as a number, not
// "0.00"; a card's (0.45) keeps its two decimals.
void TestCardFields::smallFiguresKeepTwoSignificantDigits()
{
    QCOMPARE(CardFields::decimalsFor(0.45, 2), 2);
    QCOMPARE(CardFields::decimalsFor(12.3, 2), 2);
    QCOMPARE(CardFields::decimalsFor(0.05, 2), 3);
    QCOMPARE(CardFields::decimalsFor(0.001, 2), 4);
    QCOMPARE(CardFields::decimalsFor(0.00073, 2), 5);
    QCOMPARE(CardFields::decimalsFor(1e-12, 2), 6);
    QCOMPARE(CardFields::decimalsFor(0, 2), 2);
    QCOMPARE(QLocale::c().toString(0.00073, 'f', CardFields::decimalsFor(0.00073, 2)),
        QStringLiteral("0.00073"));
}

QTEST_GUILESS_MAIN(TestCardFields)
#include "tst_card_fields.moc"
