// SPDX-License-Identifier: GPL-3.0-or-later
// Card names as people write them (shops, chats, nvidia-smi, NVIDIA's own pages), found in the
// built-in catalog by the one matcher every import, price list and command uses
// (CardNameMatcher.h), or not found with something close to suggest.
#include "BuiltinCatalog.h"
#include "CardNameMatcher.h"

#include <QTest>

using namespace gpu;

class TestCardNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cardNamesAsPeopleWriteThem_data();
    void cardNamesAsPeopleWriteThem();
};

void TestCardNames::cardNamesAsPeopleWriteThem_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id"); // "" = no card: the closest are suggested
    const QString ti = QStringLiteral("NVIDIA|GeForce RTX 4070 Ti|12|desktop");
    const QString super = QStringLiteral("NVIDIA|GeForce RTX 4070 SUPER|12|desktop");
    const QString rtx4090 = QStringLiteral("NVIDIA|GeForce RTX 4090|24|desktop");
    const QString rtx4090d = QStringLiteral("NVIDIA|GeForce RTX 4090 D|24|desktop");
    QTest::newRow("glued Ti") << QStringLiteral("RTX 4070Ti") << ti;
    QTest::newRow("vendor left out, glued") << QStringLiteral("4070ti") << ti;
    QTest::newRow("glued D") << QStringLiteral("4090D") << rtx4090d;
    QTest::newRow("D is not the 4090") << QStringLiteral("RTX 4090") << rtx4090;
    QTest::newRow("七彩虹 iGame") << QStringLiteral(
        "七彩虹 iGame GeForce RTX 4070 Ti Advanced OC 12G")
                                  << ti;
    QTest::newRow("华硕 ROG") << QStringLiteral("华硕 ROG-STRIX-RTX4090-O24G-GAMING") << rtx4090;
    QTest::newRow("MSI Gaming X") << QStringLiteral("MSI GeForce RTX 4070 SUPER 12G GAMING X SLIM")
                                  << super;
    QTest::newRow("Super") << QStringLiteral("RTX 4070 Super") << super;
    QTest::newRow("S") << QStringLiteral("RTX 4070S") << super;
    QTest::newRow("S spaced") << QStringLiteral("rtx 4070 s") << super;
    QTest::newRow("Ti SUPER") << QStringLiteral("4070 Ti Super")
                              << QStringLiteral("NVIDIA|GeForce RTX 4070 Ti SUPER|16|desktop");
    QTest::newRow("nvidia-smi laptop") << QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU")
                                       << QStringLiteral("NVIDIA|GeForce RTX 4060|8|laptop");
    QTest::newRow("nvidia-smi module")
        << QStringLiteral("NVIDIA A100-SXM4-80GB") << QStringLiteral("NVIDIA|A100|80|sxm");
    QTest::newRow("full width") << QStringLiteral("ＲＴＸ　４０９０") << rtx4090;
    QTest::newRow("trademark") << QStringLiteral("NVIDIA® GeForce RTX™ 4090") << rtx4090;
    QTest::newRow("RX 6800 is the RX 6800, not the XT")
        << QStringLiteral("RX 6800") << QStringLiteral("AMD|Radeon RX 6800|16|desktop");
    QTest::newRow("RX 6900 is not the XT") << QStringLiteral("RX 6900") << QString();
    QTest::newRow("A400 is the A400, not the A4000")
        << QStringLiteral("A400") << QStringLiteral("NVIDIA|RTX A400|4|desktop");
    QTest::newRow("H100 is not the H100 NVL")
        << QStringLiteral("H100 PCIe") << QStringLiteral("NVIDIA|H100|80|pcie");
    QTest::newRow("RTX PRO 6000 is never the Quadro RTX 6000") << QStringLiteral(
        "RTX PRO 6000") << QStringLiteral("NVIDIA|RTX PRO 6000 Blackwell|96|desktop");
    QTest::newRow("RTX 6000 Ada Generation, as NVIDIA writes it") << QStringLiteral(
        "NVIDIA RTX 6000 Ada Generation") << QStringLiteral("NVIDIA|RTX 6000 Ada|48|desktop");
    QTest::newRow("Quadro RTX 6000")
        << QStringLiteral("Quadro RTX 6000") << QStringLiteral("NVIDIA|Quadro RTX 6000|24|desktop");
    QTest::newRow("a partner's Pro after the number is passed over") << QStringLiteral(
        "GALAX GeForce RTX 3060 Pro 12G") << QStringLiteral("NVIDIA|GeForce RTX 3060|12|desktop");
    QTest::newRow("RTX 5090D V2 is the 24 GB RTX 5090 D")
        << QStringLiteral("5090D V2") << QStringLiteral("NVIDIA|GeForce RTX 5090 D|24|desktop");
    QTest::newRow("RTX 5090 D v2, spaced") << QStringLiteral(
        "NVIDIA GeForce RTX 5090 D v2") << QStringLiteral("NVIDIA|GeForce RTX 5090 D|24|desktop");
    QTest::newRow("Radeon Pro W7900")
        << QStringLiteral("Radeon Pro W7900") << QStringLiteral("AMD|Radeon PRO W7900|48|desktop");
}

void TestCardNames::cardNamesAsPeopleWriteThem()
{
    QFETCH(QString, name);
    QFETCH(QString, id);
    static const QList<Card> cards = BuiltinCatalog::load().data.cards;
    const CardNameMatch m = findCardByName(cards, name);
    if (id.isEmpty()) {
        QCOMPARE(m.index, -1);
        QVERIFY(m.candidates.isEmpty());
        QVERIFY(!m.closest.isEmpty()); // something to suggest, never "add the card"
        // "RTX PRO 6000": the RTX PRO 6000 Blackwell first, not the Quadro RTX 6000.
        if (name == QLatin1String("RTX PRO 6000"))
            QVERIFY2(cards[m.closest.first()].key.model.startsWith(QLatin1String("RTX PRO 6000")),
                qPrintable(cards[m.closest.first()].displayName()));
        return;
    }
    QVERIFY2(m.index >= 0,
        qPrintable(QStringLiteral("%1 candidates, %2 closest")
                       .arg(m.candidates.size())
                       .arg(m.closest.size())));
    QCOMPARE(cards[m.index].key.toId(), id);
}

QTEST_GUILESS_MAIN(TestCardNames)
#include "tst_card_names.moc"
