// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the GPUs of a computer or a saved report, and matching them to the catalog
// (core/detect/GpuDetection.h, `gpu-advisor detect`). The reports under data/detect/ are written
// from the tools' documented formats (nvidia-smi(1), nvidia-smi --help-query-gpu, rocm-smi --help).

#include "BuiltinCatalog.h"
#include "CardNameMatcher.h"
#include "Cli.h"
#include "GpuDetection.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace gpu;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(GPU_ADVISOR_TEST_DATA "/detect/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

DetectedGpu named(const QString &name, std::optional<double> memoryMib = std::nullopt,
    std::optional<double> powerW = std::nullopt)
{
    DetectedGpu g;
    g.vendor = QStringLiteral("NVIDIA");
    g.name = name;
    g.memoryMib = memoryMib;
    g.powerLimitW = powerW;
    return g;
}

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

} // namespace

class TestDetect : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recognisesTheFormatFromTheContent_data();
    void recognisesTheFormatFromTheContent();
    void xmlReportWithSeveralGpus();
    void csvReportInAnyColumnOrderWithUnits();
    void csvReportWithoutUnits();
    void listReportSkipsMigDevices();
    void rocmSmiJson();
    void unreadableReportsSayWhy();
    void catalogNamesOfReportedNames_data();
    void catalogNamesOfReportedNames();
    void matchesExactlyByName();
    void matchesALaptopPart();
    void matchesAnSxmModuleByItsHbmName();
    void matchesByMemory();
    void matchesByPowerLimit();
    void matchesByDeviceId();
    void unknownCardListsTheClosest();
    void ambiguousWithoutFiguresListsTheVariants();
    void aShortNameNeverBecomesAnotherMakersCard();
    void pciIdsNameADevice();
    void sysfsTreeIsRead();
    void detectFromFileCsvHasTheDocumentedColumns();
    void detectFromFileJsonUsesNullForUnknown();
    void detectFromFileTableSaysHowItMatched();
    void detectOnThisMachineWithoutGpuSaysSo();
    void detectFromAMissingFileIsAnError();
    void rankUpgradeFromANamedCard();
    void rankUpgradeTableSaysWhatIsNotAnUpgrade();
    void rankUpgradeSellOldLowersTheCost();
    void rankWithoutUpgradeLeavesTheGainEmpty();
    void rankUpgradeFromDetectedWithoutGpuIsAnError();

private:
    Run run(QStringList args);
    QList<Card> m_cards;
    QTemporaryDir m_dir;
    GpuMatch match(const DetectedGpu &g) { return matchDetectedGpu(m_cards, g); }
    QString cardOf(const GpuMatch &m)
    {
        return m.index >= 0 ? m_cards.at(m.index).displayName() : QString();
    }
};

void TestDetect::initTestCase()
{
    m_cards = BuiltinCatalog::load().data.cards;
    QVERIFY(m_cards.size() > 100);
    QVERIFY(m_dir.isValid());
}

Run TestDetect::run(QStringList args)
{
    args.prepend(QStringLiteral("gpu-advisor"));
    args << QStringLiteral("--db") << m_dir.filePath(QStringLiteral("catalog.sqlite"));
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = cli::run(args, out, err);
    out.flush();
    err.flush();
    return r;
}

void TestDetect::recognisesTheFormatFromTheContent_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("format");
    QTest::newRow("xml") << fixture("nvidia-smi-q-x.xml") << int(ReportFormat::NvidiaSmiXml);
    QTest::newRow("csv") << fixture("nvidia-smi-query.csv") << int(ReportFormat::NvidiaSmiCsv);
    QTest::newRow("csv nounits") << fixture("nvidia-smi-query-nounits.csv")
                                 << int(ReportFormat::NvidiaSmiCsv);
    QTest::newRow("list") << fixture("nvidia-smi-L.txt") << int(ReportFormat::NvidiaSmiList);
    QTest::newRow("rocm json") << fixture("rocm-smi.json") << int(ReportFormat::RocmSmiJson);
    QTest::newRow("other xml") << QByteArray("<html><body/></html>") << int(ReportFormat::Unknown);
    QTest::newRow("other json") << QByteArray("{\"a\": 1}") << int(ReportFormat::Unknown);
    QTest::newRow("prose") << QByteArray("hello world\n") << int(ReportFormat::Unknown);
    QTest::newRow("empty") << QByteArray() << int(ReportFormat::Unknown);
}

void TestDetect::recognisesTheFormatFromTheContent()
{
    QFETCH(QByteArray, content);
    QFETCH(int, format);
    QCOMPARE(int(detectFormat(content)), format);
}

void TestDetect::xmlReportWithSeveralGpus()
{
    QString error;
    const QList<DetectedGpu> gpus = parseNvidiaSmiXml(fixture("nvidia-smi-q-x.xml"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(gpus.size(), 3);
    QCOMPARE(gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 3090"));
    QCOMPARE(gpus[0].memoryMib, std::optional<double>(24576));
    QCOMPARE(gpus[0].powerLimitW, std::optional<double>(350));
    QCOMPARE(gpus[0].driver, QStringLiteral("550.120"));
    QCOMPARE(gpus[0].pciDeviceId, std::optional<quint16>(0x2204));
    QCOMPARE(gpus[0].pciVendorId, std::optional<quint16>(0x10de));
    QCOMPARE(gpus[1].index, 1);
    QCOMPARE(gpus[1].memoryMib, std::optional<double>(12288));
    // The older <power_readings> with <power_limit>, and a 0x prefix on the device ID.
    QCOMPARE(gpus[2].powerLimitW, std::optional<double>(170));
    QCOMPARE(gpus[2].pciDeviceId, std::optional<quint16>(0x2487));
    QCOMPARE(gpus[2].driver, QStringLiteral("550.120"));

    QCOMPARE(cardOf(match(gpus[0])), QStringLiteral("NVIDIA GeForce RTX 3090 24 GB"));
    QCOMPARE(cardOf(match(gpus[1])), QStringLiteral("NVIDIA GeForce RTX 3060 12 GB"));
    QCOMPARE(cardOf(match(gpus[2])), QStringLiteral("NVIDIA GeForce RTX 3060 8 GB"));
}

void TestDetect::csvReportInAnyColumnOrderWithUnits()
{
    QString error;
    const QList<DetectedGpu> gpus = parseNvidiaSmiCsv(fixture("nvidia-smi-query.csv"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(gpus.size(), 3);
    QCOMPARE(gpus[0].name, QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU"));
    QCOMPARE(gpus[0].index, 0);
    QCOMPARE(gpus[0].memoryMib, std::optional<double>(8188));
    QCOMPARE(gpus[0].powerLimitW, std::optional<double>(80));
    QCOMPARE(gpus[0].computeCapability->toString(), QStringLiteral("8.9"));
    QCOMPARE(gpus[0].driver, QStringLiteral("551.86"));
    QCOMPARE(gpus[1].pciDeviceId, std::optional<quint16>(0x2324));
    QVERIFY(!gpus[2].powerLimitW); // [N/A]
}

void TestDetect::csvReportWithoutUnits()
{
    const QList<DetectedGpu> gpus = parseNvidiaSmiCsv(fixture("nvidia-smi-query-nounits.csv"));
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(gpus[0].memoryMib, std::optional<double>(81559));
    QVERIFY(!gpus[0].powerLimitW); // [Not Supported]
    QCOMPARE(gpus[1].powerLimitW, std::optional<double>(300));
    QCOMPARE(gpus[1].pciDeviceId, std::optional<quint16>(0x20b5));
}

void TestDetect::listReportSkipsMigDevices()
{
    const QList<DetectedGpu> gpus = parseNvidiaSmiList(fixture("nvidia-smi-L.txt"));
    QCOMPARE(gpus.size(), 4);
    QCOMPARE(gpus[1].name, QStringLiteral("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(gpus[1].uuid, QStringLiteral("GPU-7c9b2d4f-5b1d-3a2e-0f66-1d2c3e4f5061"));
    QCOMPARE(gpus[3].index, 3);
    QCOMPARE(cardOf(match(gpus[0])), QStringLiteral("NVIDIA GeForce RTX 3090 24 GB"));
    QCOMPARE(cardOf(match(gpus[1])), QStringLiteral("NVIDIA A100 SXM 80 GB"));
    QCOMPARE(cardOf(match(gpus[2])), QStringLiteral("NVIDIA T4 PCIe 16 GB"));
    QCOMPARE(cardOf(match(gpus[3])), QStringLiteral("NVIDIA GeForce RTX 4060 Laptop 8 GB"));
}

void TestDetect::rocmSmiJson()
{
    const QList<DetectedGpu> gpus = parseRocmSmiJson(fixture("rocm-smi.json"));
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(gpus[0].vendor, QStringLiteral("AMD"));
    QCOMPARE(gpus[0].pciDeviceId, std::optional<quint16>(0x744c));
    QCOMPARE(qRound(*gpus[0].memoryMib), 24560);
    // The chip's three boards, told apart by memory: 24 GB is the XTX.
    const GpuMatch navi = match(gpus[0]);
    QCOMPARE(cardOf(navi), QStringLiteral("AMD Radeon RX 7900 XTX 24 GB"));
    QCOMPARE(navi.method, MatchMethod::ByMemory);
    QCOMPARE(cardOf(match(gpus[1])), QStringLiteral("AMD Instinct MI210 PCIe 64 GB"));
}

void TestDetect::unreadableReportsSayWhy()
{
    QString error;
    ReportFormat format = ReportFormat::NvidiaSmiXml;
    QVERIFY(parseGpuReport("just some words", &format, &error).isEmpty());
    QCOMPARE(format, ReportFormat::Unknown);
    QVERIFY2(error.contains(QStringLiteral("nvidia-smi -q -x")), qPrintable(error));
    error.clear();
    QVERIFY(parseNvidiaSmiCsv("index, memory.total [MiB]\n0, 8192 MiB\n", &error).isEmpty());
    QVERIFY2(error.contains(QStringLiteral("name")), qPrintable(error));
    error.clear();
    QVERIFY(parseNvidiaSmiXml("<nvidia_smi_log><gpu>", &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestDetect::catalogNamesOfReportedNames_data()
{
    QTest::addColumn<QString>("reported");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("hbm means sxm") << QStringLiteral("NVIDIA H100 80GB HBM3")
                                   << QStringList {QStringLiteral("NVIDIA H100 80GB SXM")};
    QTest::newRow("hyphens") << QStringLiteral("Tesla V100-SXM2-32GB")
                             << QStringList {QStringLiteral("Tesla V100 SXM 32GB")};
    QTest::newRow("laptop") << QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU")
                            << QStringList {QStringLiteral("NVIDIA GeForce RTX 4060 Laptop")};
    QTest::newRow("pci.ids chip") << QStringLiteral("GA106 [GeForce RTX 3060 Lite Hash Rate]")
                                  << QStringList {QStringLiteral("GeForce RTX 3060")};
    QTest::newRow("alternatives") << QStringLiteral("Navi 31 [Radeon RX 7900 XT/7900 XTX]")
                                  << QStringList {QStringLiteral("Radeon RX 7900 XT"),
                                         QStringLiteral("Radeon RX 7900 XTX")};
    QTest::newRow("server edition")
        << QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition")
        << QStringList {QStringLiteral("NVIDIA RTX PRO 6000 Blackwell PCIe")};
    QTest::newRow("generation") << QStringLiteral("NVIDIA RTX 6000 Ada Generation")
                                << QStringList {QStringLiteral("NVIDIA RTX 6000 Ada")};
}

void TestDetect::catalogNamesOfReportedNames()
{
    QFETCH(QString, reported);
    QFETCH(QStringList, names);
    QCOMPARE(catalogNamesFor(reported), names);
}

void TestDetect::matchesExactlyByName()
{
    const GpuMatch m = match(named(QStringLiteral("NVIDIA GeForce RTX 3090"), 24576, 350));
    QCOMPARE(cardOf(m), QStringLiteral("NVIDIA GeForce RTX 3090 24 GB"));
    QCOMPARE(m.method, MatchMethod::Exact);
    QCOMPARE(cardOf(match(named(QStringLiteral("NVIDIA RTX 6000 Ada Generation")))),
        QStringLiteral("NVIDIA RTX 6000 Ada 48 GB"));
}

void TestDetect::matchesALaptopPart()
{
    const GpuMatch m = match(named(QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU"), 8188, 80));
    QCOMPARE(cardOf(m), QStringLiteral("NVIDIA GeForce RTX 4060 Laptop 8 GB"));
    QCOMPARE(m.method, MatchMethod::Exact);
    // The desktop card of the same name is the desktop one.
    QCOMPARE(cardOf(match(named(QStringLiteral("NVIDIA GeForce RTX 4060"), 8188, 115))),
        QStringLiteral("NVIDIA GeForce RTX 4060 8 GB"));
}

void TestDetect::matchesAnSxmModuleByItsHbmName()
{
    const QList<DetectedGpu> gpus = parseNvidiaSmiXml(fixture("nvidia-smi-h100-sxm.xml"));
    QCOMPARE(gpus.size(), 2);
    for (const DetectedGpu &g : gpus) {
        const GpuMatch m = match(g);
        QCOMPARE(cardOf(m), QStringLiteral("NVIDIA H100 SXM 80 GB"));
        QCOMPARE(m.method, MatchMethod::Exact);
    }
    QCOMPARE(cardOf(match(named(QStringLiteral("NVIDIA H100 PCIe"), 81559, 350))),
        QStringLiteral("NVIDIA H100 PCIe 80 GB"));
}

void TestDetect::matchesByMemory()
{
    const GpuMatch twelve = match(named(QStringLiteral("NVIDIA GeForce RTX 3060"), 12288));
    QCOMPARE(cardOf(twelve), QStringLiteral("NVIDIA GeForce RTX 3060 12 GB"));
    QCOMPARE(twelve.method, MatchMethod::ByMemory);
    const GpuMatch eight = match(named(QStringLiteral("NVIDIA GeForce RTX 3060"), 8192));
    QCOMPARE(cardOf(eight), QStringLiteral("NVIDIA GeForce RTX 3060 8 GB"));
    QCOMPARE(eight.method, MatchMethod::ByMemory);
}

void TestDetect::matchesByPowerLimit()
{
    const QList<DetectedGpu> gpus = parseNvidiaSmiCsv(fixture("nvidia-smi-query.csv"));
    const GpuMatch m = match(gpus[1]); // NVIDIA H800, 80 GB, 700 W
    QCOMPARE(cardOf(m), QStringLiteral("NVIDIA H800 SXM 80 GB"));
    QCOMPARE(m.method, MatchMethod::ByPowerLimit);
}

void TestDetect::matchesByDeviceId()
{
    const QList<DetectedGpu> gpus = parseNvidiaSmiCsv(fixture("nvidia-smi-query-nounits.csv"));
    const GpuMatch m = match(gpus[0]); // "NVIDIA H100", no power limit, device 0x2330
    QCOMPARE(cardOf(m), QStringLiteral("NVIDIA H100 SXM 80 GB"));
    QCOMPARE(m.method, MatchMethod::ByDeviceId);
}

void TestDetect::unknownCardListsTheClosest()
{
    const QList<DetectedGpu> gpus = parseNvidiaSmiCsv(fixture("nvidia-smi-query.csv"));
    const GpuMatch m = match(gpus[2]); // NVIDIA GeForce RTX 2050: not in the catalog
    QCOMPARE(m.index, -1);
    QCOMPARE(m.method, MatchMethod::None);
    QVERIFY(m.notInCatalog);
    QVERIFY(!m.candidates.isEmpty());
    QVERIFY(m.candidates.size() <= 5);
    QVERIFY2(
        m_cards.at(m.candidates.first()).key.model.startsWith(QStringLiteral("GeForce RTX 20")),
        qPrintable(m_cards.at(m.candidates.first()).displayName()));
}

void TestDetect::ambiguousWithoutFiguresListsTheVariants()
{
    const GpuMatch m = match(named(QStringLiteral("NVIDIA GeForce RTX 3060")));
    QCOMPARE(m.index, -1);
    QVERIFY(!m.notInCatalog);
    QStringList names;
    for (int i : m.candidates)
        names.append(m_cards.at(i).displayName());
    names.sort();
    QCOMPARE(names,
        QStringList({QStringLiteral("NVIDIA GeForce RTX 3060 12 GB"),
            QStringLiteral("NVIDIA GeForce RTX 3060 8 GB")}));
}

void TestDetect::aShortNameNeverBecomesAnotherMakersCard()
{
    // "A40" is NVIDIA's 48 GB data-centre card and Intel's 6 GB Arc Pro A40: a name that fits
    // both offers both, where it once chose the desktop one silently. A desktop card is still
    // preferred to its own laptop namesake.
    QStringList names;
    for (int i : findCardByName(m_cards, QStringLiteral("A40")).candidates)
        names.append(m_cards.at(i).displayName());
    names.sort();
    QCOMPARE(names,
        QStringList(
            {QStringLiteral("Intel Arc Pro A40 6 GB"), QStringLiteral("NVIDIA A40 PCIe 48 GB")}));
    const CardNameMatch a10 = findCardByName(m_cards, QStringLiteral("A10"));
    QVERIFY(a10.index >= 0);
    QCOMPARE(m_cards.at(a10.index).displayName(), QStringLiteral("NVIDIA A10 PCIe 24 GB"));
    const CardNameMatch rtx4090 = findCardByName(m_cards, QStringLiteral("RTX 4090"));
    QVERIFY(rtx4090.index >= 0);
    QCOMPARE(m_cards.at(rtx4090.index).key.form, Form::Desktop);
}

void TestDetect::pciIdsNameADevice()
{
    const QByteArray ids = "# comment\n"
                           "1002  Advanced Micro Devices, Inc. [AMD/ATI]\n"
                           "\t744c  Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]\n"
                           "\t\t1002 0e3b  Radeon RX 7900 GRE\n"
                           "10de  NVIDIA Corporation\n"
                           "\t2204  GA102 [GeForce RTX 3090]\n"
                           "\t2330  GH100 [H100 SXM5 80GB]\n"
                           "8086  Intel Corporation\n"
                           "\t56a0  DG2 [Arc A770]\n";
    QCOMPARE(pciDeviceName(ids, 0x10de, 0x2204), QStringLiteral("GA102 [GeForce RTX 3090]"));
    QCOMPARE(pciDeviceName(ids, 0x8086, 0x56a0), QStringLiteral("DG2 [Arc A770]"));
    QCOMPARE(pciDeviceName(ids, 0x10de, 0x56a0), QString());
    QCOMPARE(pciDeviceName({}, 0x10de, 0x2204), QString());
    DetectedGpu h100;
    h100.name = pciDeviceName(ids, 0x10de, 0x2330);
    QCOMPARE(cardOf(match(h100)), QStringLiteral("NVIDIA H100 SXM 80 GB"));
}

void TestDetect::sysfsTreeIsRead()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    auto write = [&](const QString &path, const QByteArray &content) {
        QDir().mkpath(QFileInfo(root.filePath(path)).path());
        QFile f(root.filePath(path));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    };
    write(QStringLiteral("card0/device/vendor"), "0x1002\n");
    write(QStringLiteral("card0/device/device"), "0x744c\n");
    write(QStringLiteral("card0/device/mem_info_vram_total"), "25753026560\n");
    QDir().mkpath(root.filePath(QStringLiteral("drivers/amdgpu")));
    QVERIFY(QFile::link(root.filePath(QStringLiteral("drivers/amdgpu")),
        root.filePath(QStringLiteral("card0/device/driver"))));
    write(QStringLiteral("card0-DP-1/status"), "connected\n"); // a connector, not a card
    write(QStringLiteral("card1/device/vendor"), "0x1af4\n"); // virtio display: skipped
    write(QStringLiteral("card1/device/device"), "0x1050\n");
    write(QStringLiteral("card2/device/vendor"), "0x8086\n");
    write(QStringLiteral("card2/device/device"), "0x56a0\n");
    const QByteArray ids = "1002  Advanced Micro Devices, Inc. [AMD/ATI]\n"
                           "\t744c  Navi 31 [Radeon RX 7900 XT/7900 XTX/7900 GRE/7900M]\n"
                           "8086  Intel Corporation\n"
                           "\t56a0  DG2 [Arc A770]\n";
    const QList<DetectedGpu> gpus = readSysfsGpus(root.path(), ids);
    QCOMPARE(gpus.size(), 2);
    QCOMPARE(gpus[0].vendor, QStringLiteral("AMD"));
    QCOMPARE(gpus[0].driver, QStringLiteral("amdgpu"));
    QCOMPARE(qRound(*gpus[0].memoryMib), 24560);
    QCOMPARE(cardOf(match(gpus[0])), QStringLiteral("AMD Radeon RX 7900 XTX 24 GB"));
    QCOMPARE(gpus[1].index, 2);
    QCOMPARE(gpus[1].name, QStringLiteral("DG2 [Arc A770]"));
    QVERIFY(!gpus[1].memoryMib);
    // Without its memory the A770 is one of two boards.
    QCOMPARE(match(gpus[1]).candidates.size(), 2);
}

void TestDetect::detectFromFileCsvHasTheDocumentedColumns()
{
    const QString path = QStringLiteral(GPU_ADVISOR_TEST_DATA "/detect/nvidia-smi-q-x.xml");
    const Run r = run({QStringLiteral("detect"), QStringLiteral("--from"), path,
        QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0],
        QStringLiteral(
            "index,name_reported,memory_mib,power_limit_w,compute_capability,driver,card,match"));
    QCOMPARE(lines[1],
        QStringLiteral("0,NVIDIA GeForce RTX 3090,24576,350,,550.120,NVIDIA GeForce RTX 3090 24 "
                       "GB,exact"));
    QCOMPARE(lines[2],
        QStringLiteral("1,NVIDIA GeForce RTX 3060,12288,170,,550.120,NVIDIA GeForce RTX 3060 12 "
                       "GB,by_memory"));
}

void TestDetect::detectFromFileJsonUsesNullForUnknown()
{
    const QString path = QStringLiteral(GPU_ADVISOR_TEST_DATA "/detect/nvidia-smi-query.csv");
    const Run r = run({QStringLiteral("detect"), QStringLiteral("--from"), path,
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(rows.size(), 3);
    const QJsonObject unknown = rows[2].toObject();
    QCOMPARE(unknown.value(QStringLiteral("name_reported")).toString(),
        QStringLiteral("NVIDIA GeForce RTX 2050"));
    QVERIFY(unknown.value(QStringLiteral("card")).isNull());
    QVERIFY(unknown.value(QStringLiteral("power_limit_w")).isNull());
    QCOMPARE(unknown.value(QStringLiteral("match")).toString(), QStringLiteral("none"));
    QCOMPARE(rows[1].toObject().value(QStringLiteral("match")).toString(),
        QStringLiteral("by_power_limit"));
    QCOMPARE(rows[0].toObject().value(QStringLiteral("memory_mib")).toDouble(), 8188.0);
}

void TestDetect::detectFromFileTableSaysHowItMatched()
{
    const QString path = QStringLiteral(GPU_ADVISOR_TEST_DATA "/detect/nvidia-smi-query.csv");
    const Run r = run({QStringLiteral("detect"), QStringLiteral("--from"), path});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("by power limit")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("NVIDIA GeForce RTX 2050")), qPrintable(r.out));
    QVERIFY2(
        r.out.contains(QStringLiteral("is not in the catalog; the closest:")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("nvidia-smi-csv")), qPrintable(r.out));
}

void TestDetect::detectOnThisMachineWithoutGpuSaysSo()
{
    if (!detectLocalGpus().gpus.isEmpty())
        QSKIP("this machine has a GPU");
    const Run r = run({QStringLiteral("detect")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("No GPU found on this computer")), qPrintable(r.out));
    const Run csv
        = run({QStringLiteral("detect"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(csv.code, 0);
    QCOMPARE(csv.out.trimmed(),
        QStringLiteral(
            "index,name_reported,memory_mib,power_limit_w,compute_capability,driver,card,match"));
    QVERIFY(csv.err.contains(QStringLiteral("No GPU found")));
}

void TestDetect::detectFromAMissingFileIsAnError()
{
    const Run r = run({QStringLiteral("detect"), QStringLiteral("--from"),
        m_dir.filePath(QStringLiteral("missing.xml"))});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(QStringLiteral("missing.xml")));
    const Run bad = run({QStringLiteral("detect"), QStringLiteral("--from"),
        QStringLiteral(GPU_ADVISOR_TEST_DATA "/detect/../../tst_detect.cpp")});
    QCOMPARE(bad.code, 1);
    QVERIFY2(bad.err.contains(QStringLiteral("nvidia-smi -q -x")), qPrintable(bad.err));
}

namespace {

/// The rows of `rank --format json`.
QJsonArray rankRows(const QString &json)
{
    return QJsonDocument::fromJson(json.toUtf8()).array();
}

} // namespace

void TestDetect::rankUpgradeFromANamedCard()
{
    const Run r = run(
        {QStringLiteral("rank"), QStringLiteral("--upgrade-from"), QStringLiteral("RTX 3060 12 GB"),
            QStringLiteral("--workload"), QStringLiteral("cnn"), QStringLiteral("--budget"),
            QStringLiteral("8000"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.code, 0);
    const QString header = r.out.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(header.startsWith(QStringLiteral("rank,name,score,")), qPrintable(header));
    QVERIFY2(
        header.contains(QStringLiteral(",reference,gain,gain_per_price,")), qPrintable(header));
    QVERIFY2(header.contains(QStringLiteral(",software_support")), qPrintable(header));

    const Run j = run(
        {QStringLiteral("rank"), QStringLiteral("--upgrade-from"), QStringLiteral("RTX 3060 12 GB"),
            QStringLiteral("--workload"), QStringLiteral("cnn"), QStringLiteral("--budget"),
            QStringLiteral("8000"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(j.code, 0);
    const QJsonArray rows = rankRows(j.out);
    QVERIFY(rows.size() > 10);
    // Upgrades first, numbered by gain, each faster than the RTX 3060 12 GB.
    double previous = 1e9;
    int upgrades = 0;
    bool sawYourCard = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        const QString reasons = row.value(QStringLiteral("reasons")).toString();
        if (row.value(QStringLiteral("rank")).isNull()) {
            QVERIFY2(reasons.startsWith(QStringLiteral("Not an upgrade over NVIDIA GeForce RTX "
                                                       "3060 12 GB: ")),
                qPrintable(reasons));
            QVERIFY(row.value(QStringLiteral("gain_per_price")).isNull());
            if (row.value(QStringLiteral("name")).toString()
                == QLatin1String("NVIDIA GeForce RTX 3060 12 GB")) {
                sawYourCard = true;
                QVERIFY(reasons.contains(QStringLiteral("it is your card")));
                QCOMPARE(row.value(QStringLiteral("gain")).toDouble(), 1.0);
            }
            continue;
        }
        ++upgrades;
        QCOMPARE(row.value(QStringLiteral("rank")).toDouble(), double(upgrades));
        const double gain = row.value(QStringLiteral("gain")).toDouble();
        QVERIFY2(gain > 1.0, qPrintable(row.value(QStringLiteral("name")).toString()));
        QVERIFY(gain <= previous);
        previous = gain;
        QVERIFY(row.value(QStringLiteral("memory_gb")).toDouble() >= 12);
        QVERIFY(row.value(QStringLiteral("gain_per_price")).toDouble() > 0);
        QVERIFY(row.value(QStringLiteral("price")).toDouble() <= 8000);
    }
    QVERIFY(upgrades > 3);
    QVERIFY(sawYourCard);
}

void TestDetect::rankUpgradeTableSaysWhatIsNotAnUpgrade()
{
    const Run r = run({QStringLiteral("rank"), QStringLiteral("--upgrade-from"),
        QStringLiteral("RTX 3060 12 GB"), QStringLiteral("--workload"), QStringLiteral("cnn"),
        QStringLiteral("--budget"), QStringLiteral("8000")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Upgrade from NVIDIA GeForce RTX 3060 12 GB")),
        qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("Biggest gain: ")));
    QVERIFY(r.out.contains(QStringLiteral("Most gain per price: ")));
    QVERIFY(r.out.contains(QStringLiteral("slower than your card")));
    QVERIFY(r.out.contains(QStringLiteral("less memory than your card")));
}

void TestDetect::rankUpgradeSellOldLowersTheCost()
{
    auto firstRow = [&](bool sell) {
        QStringList args = {QStringLiteral("rank"), QStringLiteral("--upgrade-from"),
            QStringLiteral("RTX 3060 12 GB"), QStringLiteral("--workload"), QStringLiteral("cnn"),
            QStringLiteral("--budget"), QStringLiteral("8000"), QStringLiteral("--format"),
            QStringLiteral("json")};
        if (sell)
            args << QStringLiteral("--sell-old");
        const Run r = run(args);
        return rankRows(r.out).first().toObject();
    };
    const QJsonObject full = firstRow(false);
    const QJsonObject net = firstRow(true);
    QCOMPARE(net.value(QStringLiteral("name")), full.value(QStringLiteral("name")));
    QCOMPARE(net.value(QStringLiteral("gain")), full.value(QStringLiteral("gain")));
    QVERIFY(net.value(QStringLiteral("gain_per_price")).toDouble()
        > full.value(QStringLiteral("gain_per_price")).toDouble());
    const Run usage = run({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--sell-old")});
    QCOMPARE(usage.code, 2);
}

void TestDetect::rankWithoutUpgradeLeavesTheGainEmpty()
{
    const Run r = run({QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn"),
        QStringLiteral("--top"), QStringLiteral("3"), QStringLiteral("--format"),
        QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    const QJsonArray rows = rankRows(r.out);
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.first().toObject().value(QStringLiteral("rank")).toDouble(), 1.0);
    QVERIFY(rows.first().toObject().value(QStringLiteral("gain")).isNull());
    QVERIFY(rows.first().toObject().contains(QStringLiteral("gain_per_price")));
}

void TestDetect::rankUpgradeFromDetectedWithoutGpuIsAnError()
{
    if (!detectLocalGpus().gpus.isEmpty())
        QSKIP("this machine has a GPU");
    const Run r = run({QStringLiteral("rank"), QStringLiteral("--upgrade-from"),
        QStringLiteral("detected"), QStringLiteral("--workload"), QStringLiteral("cnn")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("No GPU found")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestDetect)
#include "tst_detect.moc"
