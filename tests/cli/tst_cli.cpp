// SPDX-License-Identifier: GPL-3.0-or-later
// The headless command line: commands, formats, exit codes.

#include "BuiltinCatalog.h"
#include "Cli.h"
#include "CliTestSupport.h"
#include "CsvReader.h"
#include "OutputTable.h"
#include "Translations.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace gpu;

using gpu::test::Run;

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void findsTheCommandWord_data();
    void findsTheCommandWord();
    void listCsvPrintsTheBuiltinCatalog();
    void listJsonParses();
    void listFilters();
    void showFindsOneCard();
    void everyCommandSpeaksChinese();
    void conditionIsReadAlikeEverywhere();
    void minVramIsMemoryPerGpuEverywhere();
    void showAmbiguousNameIsAnError();
    void showWritesThePowerAsPublishedAndTheNotesInTheLanguage();
    void usageErrorsExitWithTwo_data();
    void usageErrorsExitWithTwo();
    void commandHelpDescribesThatCommand_data();
    void commandHelpDescribesThatCommand();
    void budgetZeroMeansNoBudget();
    void rankLeavesTheScoreOfAnUnscoredCardEmpty();
    void numbersOnTheCommandLineInTheFormsImportAccepts();
    void unknownNameListsTheClosestCards();
    void softwareSupportIsTheLastColumnOfListAndRank();
    void legacySoftwareIsAcceptedOnRequest();

private:
    Run run(QStringList args);
    QTemporaryDir m_dir;
    QString m_db;
};

Run TestCli::run(QStringList args)
{
    return test::runCommand(std::move(args), m_db);
}

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
}

void TestCli::findsTheCommandWord_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("command");
    QTest::newRow("no arguments opens the window")
        << QStringList {QStringLiteral("gpu-advisor")} << QString();
    QTest::newRow("only --db opens the window") << QStringList {QStringLiteral("gpu-advisor"),
        QStringLiteral("--db"), QStringLiteral("list")}
                                                << QString();
    QTest::newRow("--db value is not the command") << QStringList {QStringLiteral("gpu-advisor"),
        QStringLiteral("--db"), QStringLiteral("x.sqlite"), QStringLiteral("list")}
                                                   << QStringLiteral("list");
    QTest::newRow("--db=value form") << QStringList {QStringLiteral("gpu-advisor"),
        QStringLiteral("--db=x"), QStringLiteral("show"), QStringLiteral("RTX")}
                                     << QStringLiteral("show");
    QTest::newRow("options after the command") << QStringList {QStringLiteral("gpu-advisor"),
        QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")}
                                               << QStringLiteral("list");
}

void TestCli::findsTheCommandWord()
{
    QFETCH(QStringList, args);
    QFETCH(QString, command);
    QCOMPARE(cli::findCommand(args), command);
}

void TestCli::listCsvPrintsTheBuiltinCatalog()
{
    const Run r = run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.first().startsWith(QStringLiteral("name,vendor,model,memory_gb,form,")));
    for (const char *column : {"memory_bandwidth_gbps", "fp32_tflops", "tdp_w",
             "compute_capability", "price", "currency"})
        QVERIFY2(lines.first().split(QLatin1Char(',')).contains(QLatin1String(column)), column);
    QVERIFY2(lines.size() > 100, qPrintable(QString::number(lines.size())));
    QVERIFY(r.out.contains(
        QStringLiteral("NVIDIA GeForce RTX 3060 12 GB,NVIDIA,GeForce RTX 3060,12,desktop")));
    QVERIFY(r.out.contains(
        QStringLiteral("NVIDIA GeForce RTX 3060 8 GB,NVIDIA,GeForce RTX 3060,8,desktop")));
}

void TestCli::listJsonParses()
{
    const Run r = run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    QVERIFY(doc.array().size() > 100);
    const QJsonObject first = doc.array().first().toObject();
    QVERIFY(first.value(QStringLiteral("memory_gb")).isDouble());
    QVERIFY(first.contains(QStringLiteral("fp32_tflops")));
    // Unknown is null, never 0.
    for (const QJsonValue &v : doc.array())
        QVERIFY(v.toObject().value(QStringLiteral("tdp_w")).isNull()
            || v.toObject().value(QStringLiteral("tdp_w")).toDouble() > 0);
}

void TestCli::listFilters()
{
    const Run r = run({QStringLiteral("list"), QStringLiteral("--vendor"), QStringLiteral("amd"),
        QStringLiteral("--min-vram"), QStringLiteral("20"), QStringLiteral("--format"),
        QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QVERIFY(!rows.isEmpty());
    for (const QJsonValue &v : rows) {
        QCOMPARE(v.toObject().value(QStringLiteral("vendor")).toString(), QStringLiteral("AMD"));
        QVERIFY(v.toObject().value(QStringLiteral("memory_gb")).toDouble() >= 20);
    }
    // A literal search: "(" is text, not a pattern, so it matches nothing here.
    const Run paren = run({QStringLiteral("list"), QStringLiteral("--search"),
        QStringLiteral("RTX 4090 (24GB)"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(paren.code, 0);
    QCOMPARE(paren.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 1); // header only
    // A price bound leaves out cards without a price.
    const Run cheap = run({QStringLiteral("list"), QStringLiteral("--max-price"),
        QStringLiteral("3000"), QStringLiteral("--currency"), QStringLiteral("CNY"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(cheap.code, 0);
    const QJsonArray cheapRows = QJsonDocument::fromJson(cheap.out.toUtf8()).array();
    QVERIFY(!cheapRows.isEmpty());
    for (const QJsonValue &v : cheapRows) {
        QVERIFY(v.toObject().value(QStringLiteral("price")).toDouble() <= 3000);
        QCOMPARE(v.toObject().value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    }
    // The currency names an import file may use work here too.
    for (const QString &rmb : {QStringLiteral("RMB"), QStringLiteral("人民币")}) {
        const Run same = run({QStringLiteral("list"), QStringLiteral("--max-price"),
            QStringLiteral("3000"), QStringLiteral("--currency"), rmb, QStringLiteral("--format"),
            QStringLiteral("json")});
        QCOMPARE(same.code, 0);
        QCOMPARE(same.out, cheap.out);
    }
}

// Under --lang zh_CN every command, its results and its errors are in Chinese: the only Latin
// words left are names (cards, vendors, models, sellers, sources: the catalog's own data), units,
// the field's terms (CUDA, LoRA, TFLOPS …) and the command line's own words (options, codes).
void TestCli::everyCommandSpeaksChinese()
{
    // What may stay Latin: every word of the catalog's data, and the terms below.
    QSet<QString> allowed;
    const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z'’]{2,}"));
    const auto allow = [&](const QString &text) {
        for (auto it = word.globalMatch(text); it.hasNext();)
            allowed.insert(it.next().captured().toLower());
    };
    const CatalogData data = BuiltinCatalog::load().data;
    for (const Card &c : data.cards) {
        allow(c.displayName());
        allow(c.architecture);
        allow(c.memoryType);
        allow(c.notes);
    }
    for (const Price &p : data.prices)
        allow(p.seller + QLatin1Char(' ') + p.note);
    for (const BenchmarkResult &b : data.benchmarks)
        allow(b.network + QLatin1Char(' ') + b.framework + QLatin1Char(' ') + b.frameworkVersion
            + QLatin1Char(' ') + b.unit + QLatin1Char(' ') + b.task + QLatin1Char(' ')
            + b.precision);
    for (const CloudOffering &o : data.cloud)
        allow(o.provider + QLatin1Char(' ') + o.offering);
    for (const ModelSpec &m : data.models)
        allow(m.name + QLatin1Char(' ') + m.family);
    allow(QStringLiteral(
        "CUDA ROCm Vulkan Metal SYCL oneAPI XPU PyTorch llama.cpp vLLM FlashAttention bitsandbytes "
        "DeepSpeed ZeRO FSDP AdamW LoRA QLoRA NF4 GGUF AWQ GPTQ Tensor TFLOPS TOPS TGP TBP TDP "
        "GDDR HBM NVLink PCIe SXM OAM MHz Gbps bit GB GiB MiB CNY USD EUR KV token tokens FP BF "
        "INT "
        "MSRP GPU GPUs CPU NVIDIA AMD Intel Apple GeForce Radeon Instinct Arc Quadro Tesla RTX GTX "
        "Llama Qwen Mistral DeepSeek Gemma Phi CNN RNN LLM Transformer Transformers BERT ResNet "
        "GNMT SSD Dettmers Lambda MLPerf json csv pdf nvidia smi rocm sysfs NVML xvfb run "
        "Ampere Hopper Blackwell Ada Lovelace Turing Volta Pascal Maxwell Kepler CDNA RDNA GCN "
        "Xe HPG HPC Alchemist Battlemage Ponte Vecchio OEM AutoDL MLP MLA rank advisor gpu docs "
        "list show compare import export fit models model detect report prices check feed db "
        "cnn rnn transformer inference llm finetune lora qlora full Triton GEMM MPS Gaudi vllm "
        "gaudi ascend metal plugin tiny corp tinybox red"));
    // The form words of derived servers and workstations are the app's, not the catalog's: they
    // are said in Chinese ("× 4 工作站", issue 40).
    allowed.remove(QStringLiteral("server"));
    allowed.remove(QStringLiteral("workstation"));
    // The billing words in a cloud offering's name are said in Chinese too ("(按秒计费)").
    for (const char *billing : {"demand", "second", "interruptible", "typical", "spot", "weekly",
             "quota", "median", "cheapest"})
        allowed.remove(QString::fromLatin1(billing));

    Translations::install(QStringLiteral("zh_CN"));
    const QList<QStringList> commands = {
        {QStringLiteral("list")},
        {QStringLiteral("show"), QStringLiteral("RTX 4090 24 GB")},
        {QStringLiteral("show")},
        {QStringLiteral("show"), QStringLiteral("RTX 9999")},
        {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn"),
            QStringLiteral("--budget"), QStringLiteral("8000")},
        {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("llm-inference"),
            QStringLiteral("--llm-size"), QStringLiteral("70"), QStringLiteral("--precision"),
            QStringLiteral("int4"), QStringLiteral("--budget"), QStringLiteral("3000")},
        {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("llm-finetune"),
            QStringLiteral("--model"), QStringLiteral("Qwen2.5 7B"), QStringLiteral("--method"),
            QStringLiteral("qlora")},
        {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("transformer"),
            QStringLiteral("--budget"), QStringLiteral("300000"), QStringLiteral("--top"),
            QStringLiteral("20")},
        {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("bogus")},
        {QStringLiteral("rank"), QStringLiteral("--upgrade-from"),
            QStringLiteral("RTX 3060 12 GB")},
        {QStringLiteral("compare"), QStringLiteral("RTX 4090 24 GB"), QStringLiteral("RTX 3090")},
        {QStringLiteral("compare"), QStringLiteral("RTX 4090 24 GB")},
        {QStringLiteral("fit"), QStringLiteral("--model"), QStringLiteral("Llama 3.1 70B"),
            QStringLiteral("--quant"), QStringLiteral("q4_k_m"), QStringLiteral("--max-gpus"),
            QStringLiteral("2")},
        {QStringLiteral("fit")},
        {QStringLiteral("models")},
        {QStringLiteral("prices-to-check"), QStringLiteral("--workload"), QStringLiteral("cnn"),
            QStringLiteral("--budget"), QStringLiteral("8000")},
        {QStringLiteral("import"), m_dir.filePath(QStringLiteral("missing.csv"))},
        {QStringLiteral("detect"), QStringLiteral("--from"),
            m_dir.filePath(QStringLiteral("missing.xml"))},
    };
    const QRegularExpression url(QStringLiteral("(https?://|www\\.)\\S+"));
    const QRegularExpression option(QStringLiteral("--[a-z0-9-]+(=\\S*)?"));
    const QRegularExpression path(QStringLiteral("\\S*/\\S*")); // files, and the user's input:
    const QRegularExpression quoted(QStringLiteral("\"[^\"]*\"|'[^']*'"));
    const QRegularExpression snake(QStringLiteral("\\b[a-z0-9]+(_[a-z0-9]+)+\\b"));
    const QRegularExpression placeholder(QStringLiteral("\\b[A-Z]{3,}\\b"));
    QStringList english;
    for (const QStringList &args : commands) {
        const Run r = run(QStringList(args) << QStringLiteral("--lang") << QStringLiteral("zh_CN"));
        const QStringList lines = QString(r.out + QLatin1Char('\n') + r.err)
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (QString line : lines) {
            // Paths, option names and values, snake_case codes and PLACEHOLDERS are the command
            // line's own words.
            line.remove(url).remove(path).remove(quoted).remove(option).remove(snake).remove(
                placeholder);
            QStringList unknown;
            for (auto it = word.globalMatch(line); it.hasNext();) {
                const QString w = it.next().captured();
                if (!allowed.contains(w.toLower()))
                    unknown << w;
            }
            if (!unknown.isEmpty())
                english << QStringLiteral("%1: [%2] %3")
                               .arg(args.join(QLatin1Char(' ')), unknown.join(QLatin1Char(' ')),
                                   line.left(160));
        }
    }
    Translations::install(QStringLiteral("en"));
    english.removeDuplicates();
    for (const QString &line : std::as_const(english))
        qInfo().noquote() << line;
    QVERIFY2(english.isEmpty(), "English words in the Chinese output: see the lines above");
}

// `--condition Used` means used prices in every command that takes it (one parser, any case).
void TestCli::conditionIsReadAlikeEverywhere()
{
    const QStringList used = {QStringLiteral("--condition"), QStringLiteral("Used")};
    QCOMPARE(run(QStringList {
                     QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn")}
                 + used)
                 .code,
        0);
    QCOMPARE(run(QStringList {QStringLiteral("rank"), QStringLiteral("--workload"),
                     QStringLiteral("llm-inference"), QStringLiteral("--model"),
                     QStringLiteral("Llama 3.1 8B")}
                 + used)
                 .code,
        0);
    QCOMPARE(run(QStringList {QStringLiteral("compare"), QStringLiteral("RTX 4090 24 GB"),
                     QStringLiteral("RTX 3090")}
                 + used)
                 .code,
        0);
    QCOMPARE(run(QStringList {QStringLiteral("list")} + used).code, 0);
    // Any case, with and without --model (issue 27).
    for (const QString &c : {QStringLiteral("USED"), QStringLiteral("used"), QStringLiteral("Any")})
        for (const QStringList &command : {QStringList {QStringLiteral("rank"),
                                               QStringLiteral("--workload"), QStringLiteral("cnn")},
                 QStringList {QStringLiteral("rank"), QStringLiteral("--workload"),
                     QStringLiteral("llm-inference"), QStringLiteral("--model"),
                     QStringLiteral("Llama 3.1 8B")}}) {
            const Run r = run(command + QStringList {QStringLiteral("--condition"), c});
            QVERIFY2(r.code == 0, qPrintable(c + QLatin1Char(' ') + r.err));
        }
    QCOMPARE(run(QStringList {QStringLiteral("rank"), QStringLiteral("--workload"),
                     QStringLiteral("cnn"), QStringLiteral("--condition"), QStringLiteral("old")})
                 .code,
        2);
}

// Issue 27: --min-vram is memory per GPU in every command. The Tesla K80 is one board of 24 GB
// with two GPUs of 12 GB each: `list --min-vram 16` leaves it out, as `rank` does.
void TestCli::minVramIsMemoryPerGpuEverywhere()
{
    const auto has = [this](const QStringList &args) {
        const Run r = run(args + QStringList {QStringLiteral("--format"), QStringLiteral("csv")});
        return r.code == 0 && r.out.contains(QStringLiteral("Tesla K80"));
    };
    const QStringList list = {QStringLiteral("list"), QStringLiteral("--search"),
        QStringLiteral("K80"), QStringLiteral("--min-vram")};
    const QStringList rank = {QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--min-vram")};
    QVERIFY(has(list + QStringList {QStringLiteral("12")}));
    QVERIFY(!has(list + QStringList {QStringLiteral("16")}));
    QVERIFY(has(rank + QStringList {QStringLiteral("12")}));
    QVERIFY(!has(rank + QStringList {QStringLiteral("16")}));
}

// Issue 27: a card whose only price is a launch-price estimate has one price in `rank` and
// `compare` (the issue saw 11513 against 11512.80): the same figure in their files, and in their
// tables the same whole amount.
void TestCli::showFindsOneCard()
{
    const Run r = run({QStringLiteral("show"), QStringLiteral("RTX 3060 12 GB")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(QStringLiteral("NVIDIA GeForce RTX 3060 12 GB")));
    // For people: the fields by their labels, values as the window shows them; codes in csv/json.
    QVERIFY2(r.out.contains(QStringLiteral("CUDA cores")), qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("3,584")));
    QVERIFY(!r.out.contains(QStringLiteral("cuda_cores")));
    const Run json = run({QStringLiteral("show"), QStringLiteral("RTX 3060 12 GB"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(json.code, 0);
    QJsonParseError error;
    const QJsonObject obj = QJsonDocument::fromJson(json.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(
        obj.value(QStringLiteral("card")).toObject().value(QStringLiteral("cuda_cores")).toDouble(),
        3584.0);
}

void TestCli::showWritesThePowerAsPublishedAndTheNotesInTheLanguage()
{
    const Run desktop = run({QStringLiteral("show"), QStringLiteral("RTX 4090 24 GB")});
    QCOMPARE(desktop.code, 0);
    QVERIFY2(desktop.out.contains(QStringLiteral("TGP 450 W")), qPrintable(desktop.out));
    const Run laptop = run({QStringLiteral("show"), QStringLiteral("RTX 4090 Laptop")});
    QCOMPARE(laptop.code, 0);
    QVERIFY2(laptop.out.contains(QStringLiteral("TGP 80–150 W (laptop, configurable)")),
        qPrintable(laptop.out));
    // Machine-readable: the board power stays a number, with its kind and low end beside it.
    const Run json = run({QStringLiteral("show"), QStringLiteral("RTX 4090 Laptop"),
        QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject card = QJsonDocument::fromJson(json.out.toUtf8())
                                 .object()
                                 .value(QStringLiteral("card"))
                                 .toObject();
    QCOMPARE(card.value(QStringLiteral("tdp_w")).toDouble(), 150.0);
    QCOMPARE(card.value(QStringLiteral("power_min_w")).toDouble(), 80.0);
    QCOMPARE(card.value(QStringLiteral("power_kind")).toString(), QStringLiteral("tgp"));
    const QString notesZh = card.value(QStringLiteral("notes_zh")).toString();
    QVERIFY(!notesZh.isEmpty());
    QVERIFY(!laptop.out.contains(notesZh.left(20)));
    // In Chinese (main() sets the locale for --lang zh_CN), the Chinese notes.
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const Run chinese = run({QStringLiteral("show"), QStringLiteral("RTX 4090 Laptop")});
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(chinese.out.contains(notesZh.left(20)), qPrintable(chinese.out));
}

void TestCli::showAmbiguousNameIsAnError()
{
    const Run r = run({QStringLiteral("show"), QStringLiteral("RTX 3060")});
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(QStringLiteral("NVIDIA GeForce RTX 3060 12 GB")));
    QVERIFY(r.err.contains(QStringLiteral("NVIDIA GeForce RTX 3060 8 GB")));
    QCOMPARE(r.err.count(QStringLiteral("\n  NVIDIA")), 2); // only the two desktop memory variants
    // A bare model number means the desktop card, not its laptop namesake or the 4090 D.
    const Run bare = run({QStringLiteral("show"), QStringLiteral("4090")});
    QCOMPARE(bare.code, 0);
    QVERIFY(bare.out.startsWith(QStringLiteral("NVIDIA GeForce RTX 4090 24 GB")));
    const Run folder = run({QStringLiteral("--db"), m_dir.path(), QStringLiteral("list")});
    QCOMPARE(folder.code, 1);
    QVERIFY(folder.err.contains(QStringLiteral("folder")));
    QVERIFY(QFileInfo(m_dir.path()).isDir());
    const QString typo = m_dir.filePath(QStringLiteral("no-such-folder/catalog.sqlite"));
    const Run missing = run({QStringLiteral("--db"), typo, QStringLiteral("list")});
    QCOMPARE(missing.code, 1);
    QVERIFY2(missing.err.contains(QStringLiteral("does not exist")), qPrintable(missing.err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no-such-folder"))));
    const Run none = run({QStringLiteral("show"), QStringLiteral("Voodoo 5")});
    QCOMPARE(none.code, 1);
    QVERIFY(none.out.isEmpty());
}

void TestCli::usageErrorsExitWithTwo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate")};
    QTest::newRow("unknown option")
        << QStringList {QStringLiteral("list"), QStringLiteral("--colour")};
    QTest::newRow("bad format") << QStringList {
        QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("xml")};
    QTest::newRow("bad number") << QStringList {
        QStringLiteral("list"), QStringLiteral("--min-vram"), QStringLiteral("lots")};
    QTest::newRow("bad currency") << QStringList {
        QStringLiteral("list"), QStringLiteral("--currency"), QStringLiteral("EUR")};
    QTest::newRow("show without a name") << QStringList {QStringLiteral("show")};
    QTest::newRow("budget in the other currency") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("cnn"), QStringLiteral("--budget"),
        QStringLiteral("$1,000"), QStringLiteral("--currency"), QStringLiteral("CNY")};
    QTest::newRow("compare one card")
        << QStringList {QStringLiteral("compare"), QStringLiteral("RTX 4090")};
    // A model size means nothing for CNN training: refused, with the reason.
    QTest::newRow("model size for cnn")
        << QStringList {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn"),
               QStringLiteral("--llm-size"), QStringLiteral("70")};
    QTest::newRow("compare model size for cnn") << QStringList {QStringLiteral("compare"),
        QStringLiteral("RTX 4090"), QStringLiteral("RTX 3090"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--llm-size"), QStringLiteral("70")};
    QTest::newRow("int4 for training")
        << QStringList {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn"),
               QStringLiteral("--precision"), QStringLiteral("int4")};
    QTest::newRow("unknown software support")
        << QStringList {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("cnn"),
               QStringLiteral("--software"), QStringLiteral("ancient")};
    QTest::newRow("unknown export encoding") << QStringList {
        QStringLiteral("export"), QStringLiteral("--encoding"), QStringLiteral("latin-1")};
    // JSON is UTF-8 by definition and may not start with a byte-order mark (RFC 8259).
    QTest::newRow("gb18030 json") << QStringList {QStringLiteral("export"),
        QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--encoding"),
        QStringLiteral("gb18030")};
    QTest::newRow("json with a byte-order mark")
        << QStringList {QStringLiteral("export"), QStringLiteral("--kind"), QStringLiteral("all"),
               QStringLiteral("--encoding"), QStringLiteral("utf-8-bom")};
    // A PDF written under another name would open in the wrong program, or not at all.
    QTest::newRow("report not named .pdf")
        << QStringList {QStringLiteral("report"), QStringLiteral("--workload"),
               QStringLiteral("cnn"), QStringLiteral("--out"), QStringLiteral("report.txt")};
}

void TestCli::usageErrorsExitWithTwo()
{
    QFETCH(QStringList, args);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY(!r.err.isEmpty());
    QVERIFY(r.out.isEmpty());
    // The hint points at the help of the command that was mistyped.
    const QString command = cli::findCommand(QStringList {QStringLiteral("gpu-advisor")} + args);
    const QStringList commands {QStringLiteral("list"), QStringLiteral("show"),
        QStringLiteral("rank"), QStringLiteral("import"), QStringLiteral("export"),
        QStringLiteral("model"), QStringLiteral("report"), QStringLiteral("compare")};
    if (commands.contains(command))
        QVERIFY2(r.err.contains(QStringLiteral("gpu-advisor %1 --help").arg(command)),
            qPrintable(r.err));
}

void TestCli::commandHelpDescribesThatCommand_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("usage");
    QTest::newRow("list") << QStringLiteral("list")
                          << QStringLiteral("Usage: gpu-advisor list [options]\n");
    QTest::newRow("import") << QStringLiteral("import")
                            << QStringLiteral("Usage: gpu-advisor import [options] FILE");
    QTest::newRow("rank") << QStringLiteral("rank")
                          << QStringLiteral("Usage: gpu-advisor rank [options]");
    QTest::newRow("compare") << QStringLiteral("compare")
                             << QStringLiteral("Usage: gpu-advisor compare [options] NAME NAME");
}

void TestCli::commandHelpDescribesThatCommand()
{
    QFETCH(QString, command);
    QFETCH(QString, usage);
    const Run r
        = run({command, QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(usage), qPrintable(r.out));
    // The command word is not listed as an argument of itself.
    QVERIFY2(!r.out.contains(QStringLiteral("The command.")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("  %1 ").arg(command) + QStringLiteral("  ")),
        qPrintable(r.out));
}

// A docs review: on a database written by a newer version (the session runs on an in-memory copy)
// import said "Imported: … 1 rows added" and exited 0, and the row was gone on exit.
void TestCli::budgetZeroMeansNoBudget()
{
    const QStringList base {QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--lang"), QStringLiteral("en")};
    const Run none = run(base);
    const Run zero = run(base + QStringList {QStringLiteral("--budget"), QStringLiteral("0")});
    QCOMPARE(zero.code, 0);
    QCOMPARE(zero.out, none.out);
    QVERIFY(zero.out.contains(QStringLiteral("Best overall")));
}

void TestCli::rankLeavesTheScoreOfAnUnscoredCardEmpty()
{
    const Run r = run({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-inference"), QStringLiteral("--llm-size"), QStringLiteral("70"),
        QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.code, 0);
    int unscored = 0;
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        if (!o.value(QStringLiteral("relative_performance")).isNull())
            continue;
        ++unscored;
        QVERIFY2(o.value(QStringLiteral("score")).isNull(),
            qPrintable(o.value(QStringLiteral("name")).toString()));
    }
    QVERIFY(unscored > 0); // most cards cannot hold 70 B parameters
}

void TestCli::numbersOnTheCommandLineInTheFormsImportAccepts()
{
    const QStringList base {QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--format"), QStringLiteral("csv")};
    const Run plain = run(base + QStringList {QStringLiteral("--budget"), QStringLiteral("8000")});
    QCOMPARE(plain.code, 0);
    for (const char *budget : {"8,000", "0.8万", "8k", "￥8000"}) {
        const Run r
            = run(base + QStringList {QStringLiteral("--budget"), QString::fromUtf8(budget)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out == plain.out, budget);
    }
    const QStringList llm {QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-inference"), QStringLiteral("--format"), QStringLiteral("csv")};
    const Run b32 = run(llm + QStringList {QStringLiteral("--llm-size"), QStringLiteral("32")});
    QCOMPARE(b32.code, 0);
    QCOMPARE(
        run(llm + QStringList {QStringLiteral("--llm-size"), QStringLiteral("32B")}).out, b32.out);
    const Run vram = run(base + QStringList {QStringLiteral("--min-vram"), QStringLiteral("24GB")});
    QCOMPARE(vram.code, 0);
    QCOMPARE(
        vram.out, run(base + QStringList {QStringLiteral("--min-vram"), QStringLiteral("24")}).out);
}

void TestCli::unknownNameListsTheClosestCards()
{
    const Run r = run({QStringLiteral("show"), QStringLiteral("RX 6900"), QStringLiteral("--lang"),
        QStringLiteral("en")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("AMD Radeon RX 6900 XT 16 GB")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("closest")), qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("import"))); // never an invitation to add a copy
    // The same matcher for --reference: "A400" is the RTX A400, not the RTX A4000.
    const Run ref = run({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--reference"), QStringLiteral("A400")});
    QCOMPARE(ref.code, 0);
    QVERIFY2(ref.out.contains(QStringLiteral("1.00 = NVIDIA RTX A400 4 GB")), qPrintable(ref.out));
    const Run a4000 = run({QStringLiteral("show"), QStringLiteral("a4000")});
    QCOMPARE(a4000.code, 0);
    QVERIFY(a4000.out.startsWith(QStringLiteral("NVIDIA RTX A4000 16 GB")));
}

// Issue "prices": a pasted list through `import-prices` (all or nothing, dated today), `list`
// judging each card at its best current price, new or used, with price_condition last.
void TestCli::softwareSupportIsTheLastColumnOfListAndRank()
{
    const Run list
        = run({QStringLiteral("list"), QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(list.code, 0);
    const QStringList lines = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.first().contains(QStringLiteral(",price_condition,software_support,")));
    const auto lineOf = [&lines](const QString &name) {
        for (const QString &line : lines)
            if (line.startsWith(name + QLatin1Char(',')))
                return line;
        return QString();
    };
    QVERIFY(
        lineOf(QStringLiteral("NVIDIA Tesla P40 PCIe 24 GB")).contains(QStringLiteral(",legacy,")));
    QVERIFY(lineOf(QStringLiteral("NVIDIA Tesla K80 PCIe 24 GB"))
                .contains(QStringLiteral(",unsupported,")));
    QVERIFY(lineOf(QStringLiteral("NVIDIA GeForce RTX 3060 12 GB"))
                .contains(QStringLiteral(",current,")));

    const Run rank = run({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(rank.code, 0);
    const QJsonArray rows = QJsonDocument::fromJson(rank.out.toUtf8()).array();
    QVERIFY(!rows.isEmpty());
    bool sawLegacy = false;
    for (const QJsonValue &row : rows) {
        const QString tier = row.toObject().value(QStringLiteral("software_support")).toString();
        const bool flagged = row.toObject()
                                 .value(QStringLiteral("flags"))
                                 .toString()
                                 .contains(QStringLiteral("legacy_software"));
        QCOMPARE(flagged, tier == QLatin1String("legacy"));
        sawLegacy |= flagged;
    }
    QVERIFY(sawLegacy);
}

void TestCli::legacySoftwareIsAcceptedOnRequest()
{
    const QStringList base {QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("cnn"), QStringLiteral("--lang"), QStringLiteral("en")};
    const Run current
        = run(base + QStringList {QStringLiteral("--software"), QStringLiteral("current")});
    const Run legacy
        = run(base + QStringList {QStringLiteral("--software"), QStringLiteral("legacy")});
    QCOMPARE(current.code, 0);
    QCOMPARE(legacy.code, 0);
    QCOMPARE(current.out, run(base).out); // the default follows today's default builds
}

// Excel on Chinese Windows garbles a UTF-8 file without a byte-order mark: export writes a BOM or
// GB18030 on request, and what it writes reads back as the same rows.

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
