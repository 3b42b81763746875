// SPDX-License-Identifier: GPL-3.0-or-later
// Names written in Chinese read in English, and a cloud offering's billing words in Chinese
// (issue 40, item 6; core/catalog/NameReadings.h): an English report names no Chinese seller
// without its reading, and no Chinese screen keeps "on-demand" or "pay-per-second".

#include "BuiltinTestCatalog.h"
#include "NameReadings.h"
#include "PriceWords.h"
#include "Translations.h"

#include <QTest>

using namespace gpu;
using gpu::test::builtinCatalog;

class TestNameReadings : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup();
    void readings_data();
    void readings();
    void aNameWithAnUnknownTermSaysWhereItWasSeen();
    void everyShippedChineseNameHasAReading();
    void englishNamesAreLeftAlone();
    void chineseReadersSeeNamesAsWritten();
    void offeringsSpeakChineseInChinese();
};

void TestNameReadings::cleanup()
{
    QVERIFY(Translations::install(QStringLiteral("en")));
}

void TestNameReadings::readings_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reading");
    QTest::newRow("NVIDIA's suggested price in mainland China")
        << QStringLiteral("NVIDIA 国行建议零售价")
        << QStringLiteral("NVIDIA suggested retail price in mainland China");
    QTest::newRow("Chinese e-commerce at its market price") << QStringLiteral(
        "国内电商 (市场售价)") << QStringLiteral("Chinese e-commerce, market price");
    QTest::newRow("a second-hand marketplace by its own name")
        << QStringLiteral("闲鱼") << QStringLiteral("Xianyu");
    QTest::newRow("terms run together")
        << QStringLiteral("京东自营旗舰店") << QStringLiteral("JD.com own store flagship store");
    QTest::newRow("full-width parentheses")
        << QStringLiteral("七彩虹（iGame RTX 4060 Ultra W OC 8GB）")
        << QStringLiteral("Colorful, iGame RTX 4060 Ultra W OC 8GB");
    QTest::newRow("a lab's feed named in Chinese")
        << QStringLiteral("实验室报价") << QStringLiteral("lab quote");
}

void TestNameReadings::readings()
{
    QFETCH(QString, name);
    QFETCH(QString, reading);
    QCOMPARE(englishReading(name), reading);
    QCOMPARE(nameForReader(name), QStringLiteral("%1 (%2)").arg(name, reading));
}

void TestNameReadings::aNameWithAnUnknownTermSaysWhereItWasSeen()
{
    QCOMPARE(
        englishReading(QStringLiteral("某某数码"), QStringLiteral("https://item.jd.com/1.html")),
        QStringLiteral("a name in Chinese, on item.jd.com"));
    QCOMPARE(englishReading(QStringLiteral("某某数码")), QStringLiteral("a name in Chinese"));
}

void TestNameReadings::everyShippedChineseNameHasAReading()
{
    // Every seller, provider and offering the catalog ships reads in English, from the glossary
    // (not the fallback), with no Chinese character left.
    const CatalogData &data = builtinCatalog();
    QStringList names;
    for (const Price &p : data.prices)
        names << p.seller;
    for (const CloudOffering &o : data.cloud)
        names << o.provider + QLatin1Char(' ') + o.offering;
    int chinese = 0;
    for (const QString &name : std::as_const(names)) {
        if (!containsChinese(name))
            continue;
        ++chinese;
        const QString reading = englishReading(name, QStringLiteral("https://example.com"));
        QVERIFY2(!containsChinese(reading) && !reading.startsWith(QLatin1String("a name in")),
            qPrintable(name + QStringLiteral(" → ") + reading));
        QVERIFY2(containsChinese(offeringForReader(name))
                && !containsChinese(englishReading(offeringForReader(name))),
            qPrintable(name));
    }
    QVERIFY2(chinese >= 20, qPrintable(QString::number(chinese)));
}

void TestNameReadings::englishNamesAreLeftAlone()
{
    QCOMPARE(nameForReader(QStringLiteral("Newegg")), QStringLiteral("Newegg"));
    QCOMPARE(englishReading(QStringLiteral("Newegg")), QString());
    QCOMPARE(offeringForReader(QStringLiteral("AWS p5.48xlarge (on-demand, us-east-1)")),
        QStringLiteral("AWS p5.48xlarge (on-demand, us-east-1)"));
}

void TestNameReadings::chineseReadersSeeNamesAsWritten()
{
    QVERIFY(Translations::install(QStringLiteral("zh_CN")));
    QVERIFY(readsChinese());
    QCOMPARE(nameForReader(QStringLiteral("闲鱼")), QStringLiteral("闲鱼"));
    QVERIFY(Translations::install(QStringLiteral("en")));
    QVERIFY(!readsChinese());
    QCOMPARE(nameForReader(QStringLiteral("闲鱼")), QStringLiteral("闲鱼 (Xianyu)"));
}

void TestNameReadings::offeringsSpeakChineseInChinese()
{
    QVERIFY(Translations::install(QStringLiteral("zh_CN")));
    // Instance names, regions, GPU names and units stay; every billing word is Chinese.
    for (const CloudOffering &o : builtinCatalog().cloud) {
        const QString text = offeringForReader(o.offering);
        QVERIFY2(!text.contains(QLatin1String("on-demand"))
                && !text.contains(QLatin1String("pay-per-second"))
                && !text.contains(QLatin1String("spot"))
                && !text.contains(QLatin1String("weekly quota"))
                && !text.contains(QLatin1String("GPU node"))
                && !text.contains(QLatin1String("interruptible")),
            qPrintable(text));
    }
    QCOMPARE(offeringForReader(QStringLiteral("AutoDL RTX 4090 (pay-per-second)")),
        QStringLiteral("AutoDL RTX 4090 (按秒计费)"));
}

QTEST_GUILESS_MAIN(TestNameReadings)
#include "tst_name_readings.moc"
