// SPDX-License-Identifier: GPL-3.0-or-later
// The recommendation report (PDF): what a reader finds in it, checked through the text that
// poppler extracts (pdftotext), the fonts it embeds (pdffonts) and the page size (pdfinfo).

#include "BuiltinCatalog.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "ReportBuilder.h"
#include "SetUpRanking.h"
#include "TestCatalog.h"

#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>
#endif

using namespace gpu;

namespace {

struct Tool
{
    int code = -1;
    QString out;
    QString err;
};

Tool runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    Tool t;
    if (!p.waitForFinished(120000))
        return t;
    t.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    t.out = QString::fromUtf8(p.readAllStandardOutput());
    t.err = QString::fromUtf8(p.readAllStandardError());
    return t;
}

QString simplified(const QString &s)
{
    return s.simplified();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void englishReportNamesCardsPricesDatesAndReasons();
    void chineseReportFromTheCommandLineIsChineseAndSearchable();
    void theReportJudgesAServerAtTheSamePriceAsRank();
    void fontsAreEmbeddedAsSubsets();
    void pageSizeIsTheOneAskedFor_data();
    void pageSizeIsTheOneAskedFor();
    void chartIsVectorAndEveryPageIsNumbered();
    void longComparisonRepeatsTheHeaderOnEveryPage();
    void compareCardOutsideTheBudgetIsStillJudged();
    void yourCurrentCardIsTheBaseline();
    void aModelQuestionShowsTheBreakdownOfEachConfiguration();
    void aFineTuningJobHasItsHoursCostAndFastestSetUp();
    void llmThatFitsNoCardSaysWhyWithoutEmptyTables();
    void exportToAnUnwritableFolderFailsAndNamesTheFile();
    void failedExportLeavesThePreviousFileIntact();
    void withoutAChineseFontTheReportSaysSoAndWritesNothing();
    void sameInputGivesTheSameFile();
    void previewRendersThePage();

private:
    QString write(const ReportBuilder &report, const QString &name);
    QString pageText(const QString &pdf, int page = 0, bool layout = false);
    ReportOptions options(QPageSize::PageSizeId size = QPageSize::A4) const;
    /// planFits() over every card of the catalog at its CNY price (new or used).
    QList<FitConfiguration> plannedConfigurations(
        const ModelSpec &model, const FitPlanRequest &plan) const;

    QTemporaryDir m_dir;
    QString m_pdftotext;
    QString m_pdffonts;
    QString m_pdfinfo;
    QString m_pdfimages;
    CatalogData m_catalog;
    RankingRequest m_request;
    RankingResult m_result;
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    m_pdffonts = QStandardPaths::findExecutable(QStringLiteral("pdffonts"));
    m_pdfinfo = QStandardPaths::findExecutable(QStringLiteral("pdfinfo"));
    m_pdfimages = QStandardPaths::findExecutable(QStringLiteral("pdfimages"));
    if (m_pdftotext.isEmpty() || m_pdffonts.isEmpty() || m_pdfinfo.isEmpty())
        QSKIP("poppler-utils (pdftotext, pdffonts, pdfinfo) are not installed");
    if (!ReportFonts::find().coversChinese())
        QSKIP("no Chinese font installed (fonts-noto-cjk)");

    const ImportResult builtin = BuiltinCatalog::load();
    m_catalog = builtin.data;
    QVERIFY(m_catalog.cards.size() > 60);
    // Shops' prices of this month with Chinese sellers' names (京东), which the font tests below
    // rely on: the report shows each pick's seller (test rows, not catalog data).
    for (const auto &[model, memory, amount] :
        {std::tuple<const char *, double, double> {"GeForce RTX 4060 Ti", 16, 3299},
            {"GeForce RTX 4070 SUPER", 12, 4599}, {"GeForce RTX 3060", 12, 1899}}) {
        Price p;
        p.card
            = CardKey {QStringLiteral("NVIDIA"), QString::fromLatin1(model), memory, Form::Desktop};
        p.amount = amount;
        p.currency = Currency::CNY;
        p.seller = QStringLiteral("京东");
        p.observedDate = QDate::currentDate().addDays(-7);
        p.origin = Origin::BuiltIn;
        m_catalog.prices << p;
    }
    m_request.workload = Workload::Cnn;
    m_request.precision = Precision::Fp16;
    m_request.budget = 8000;
    m_request.currency = Currency::CNY;
    // New prices: the picks then carry the sellers' names (京东 above); the default scope (new
    // or used) is tested in tst_ranking and tst_cli.
    m_request.condition = ConditionFilter::New;
    const PerformanceModel model = PerformanceModel::fit(m_catalog.cards, m_catalog.benchmarks);
    m_result = Ranking::rank(m_catalog, m_request, model);
    QVERIFY(m_result.recommendation.bestOverall.has_value());
}

ReportOptions TestReport::options(QPageSize::PageSizeId size) const
{
    ReportOptions o;
    o.language = QStringLiteral("en");
    o.pageSize = size;
    o.date = QDate(2025, 10, 5);
    o.appVersion = QStringLiteral("0.1.0");
    o.catalogVersion = BuiltinCatalog::version();
    return o;
}

QList<FitConfiguration> TestReport::plannedConfigurations(
    const ModelSpec &model, const FitPlanRequest &plan) const
{
    QList<const Card *> cards;
    for (const Card &c : m_catalog.cards)
        cards << &c;
    const auto prices = indexPricesByCard(m_catalog.prices);
    return planFits(model, plan, cards, [&prices](const Card &c) {
        return priceFor(
            c, prices.value(c.key.toId()), Currency::CNY, ConditionFilter::Any, ExchangeRate());
    });
}

QString TestReport::write(const ReportBuilder &report, const QString &name)
{
    const QString path = m_dir.filePath(name);
    const QString error = report.writePdf(path);
    if (!error.isEmpty())
        qWarning() << error;
    return error.isEmpty() ? path : QString();
}

QString TestReport::pageText(const QString &pdf, int page, bool layout)
{
    QStringList args;
    if (layout)
        args << QStringLiteral("-layout");
    if (page > 0)
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l")
             << QString::number(page);
    args << pdf << QStringLiteral("-");
    return runTool(m_pdftotext, args).out;
}

void TestReport::englishReportNamesCardsPricesDatesAndReasons()
{
    const ReportBuilder report(m_catalog, m_request, m_result, {}, options());
    QVERIFY(report.fontProblem().isEmpty());
    const QString pdf = write(report, QStringLiteral("en.pdf"));
    QVERIFY(!pdf.isEmpty());
    const QString text = simplified(pageText(pdf));

    QVERIFY(text.contains(QStringLiteral("GPU recommendation report")));
    QVERIFY(text.contains(QStringLiteral("Date 2025-10-05")));
    QVERIFY(text.contains(BuiltinCatalog::version()));
    QVERIFY(text.contains(QStringLiteral("8,000 CNY"))); // the budget, in the request
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QList<int> recommended = report.recommendedVerdicts();
    QVERIFY(recommended.size() >= 3);
    QVERIFY(recommended.contains(*m_result.recommendation.bestOverall));
    for (int index : recommended) {
        const CardVerdict &v = m_result.verdicts.at(index);
        const QString name = v.key.displayName();
        QVERIFY2(text.contains(name), qPrintable(name));
        QVERIFY2(v.price.has_value(), qPrintable(name));
        // "7,000 CNY (new, 京东, 2025-05-15)"; a launch-price estimate is marked "≈".
        const bool estimate = v.price->basis == PriceBasis::LaunchPriceEstimate;
        const QString amount
            = en.toString(estimate ? std::round(v.price->amount) : v.price->amount, 'f', 0)
            + QStringLiteral(" CNY");
        QVERIFY2(text.contains(amount), qPrintable(name + QStringLiteral(": ") + amount));
        if (!estimate)
            QVERIFY2(text.contains(v.price->date.toString(Qt::ISODate)), qPrintable(name));
        else
            QVERIFY(text.contains(QStringLiteral("≈ ") + amount));
        QVERIFY2(!v.reasons.isEmpty(), qPrintable(name));
        for (const QString &reason : v.reasons)
            QVERIFY2(text.contains(simplified(reason)), qPrintable(reason));
        // Its relative performance says how sure it is: measured, or the estimate's basis and
        // likely range.
        QVERIFY2(text.contains(simplified(QStringLiteral("%1 × (%2)")
                                              .arg(en.toString(*v.relative, 'f', 2),
                                                  v.measuredRelative ? QStringLiteral("measured")
                                                                     : estimateSummary(v)))),
            qPrintable(name));
    }
    // The sections, in order.
    const QStringList sections = {QStringLiteral("Your request"), QStringLiteral("Recommendations"),
        QStringLiteral("Cost efficiency"), QStringLiteral("Side-by-side comparison"),
        QStringLiteral("Think twice"), QStringLiteral("Prices, benchmarks and their sources")};
    qsizetype at = 0;
    for (const QString &s : sections) {
        const qsizetype next = text.indexOf(s, at);
        QVERIFY2(next > at, qPrintable(s));
        at = next;
    }
    QVERIFY(QFileInfo(pdf).size() < 1024 * 1024);
}

void TestReport::chineseReportFromTheCommandLineIsChineseAndSearchable()
{
    const QString pdf = m_dir.filePath(QStringLiteral("zh.pdf"));
    QProcess p;
    p.start(QStringLiteral(GPU_ADVISOR_BINARY),
        {QStringLiteral("--db"), m_dir.filePath(QStringLiteral("cli.sqlite")),
            QStringLiteral("report"), QStringLiteral("--workload"), QStringLiteral("cnn"),
            QStringLiteral("--budget"), QStringLiteral("8000"), QStringLiteral("--currency"),
            QStringLiteral("CNY"), QStringLiteral("--compare"), QStringLiteral("Tesla K80"),
            QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--out"), pdf});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const QString text = simplified(pageText(pdf));
    // Chinese headings and labels, extracted as the characters that were printed.
    QVERIFY2(text.contains(QStringLiteral("显卡推荐报告")), qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("显存")));
    QVERIFY(text.contains(QStringLiteral("第 1 页，共")));
    // No CJK radical stands in for an ideograph (页 is U+9875, not the radical U+2EDA).
    static const QRegularExpression radicals(QStringLiteral("[\\x{2E80}-\\x{2FDF}]"));
    QVERIFY2(!text.contains(radicals), qPrintable(radicals.match(text).captured()));
    QVERIFY(text.contains(QStringLiteral("NVIDIA Tesla K80 PCIe 24 GB")));
    QVERIFY(text.contains(QStringLiteral("8,000 CNY")));
    // A price seen in another currency says so, in Chinese.
    QVERIFY2(text.contains(QStringLiteral("已换算")), qPrintable(text.right(2000)));
}

void TestReport::theReportJudgesAServerAtTheSamePriceAsRank()
{
    // A lab's question: the report and `rank` convert at the catalog's dated rates alike, so the
    // 8-GPU server (its GPUs' price plus a host allowance, both converted) has one price.
    const QString db = m_dir.filePath(QStringLiteral("cli.sqlite"));
    const QStringList question {QStringLiteral("--workload"), QStringLiteral("transformer"),
        QStringLiteral("--budget"), QStringLiteral("2000000"), QStringLiteral("--currency"),
        QStringLiteral("CNY")};
    QProcess rank;
    rank.start(QStringLiteral(GPU_ADVISOR_BINARY),
        QStringList {QStringLiteral("--db"), db, QStringLiteral("rank")} + question
            + QStringList {QStringLiteral("--form"), QStringLiteral("server"),
                QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY(rank.waitForFinished(120000));
    QCOMPARE(rank.exitCode(), 0);
    QString price;
    for (const QString &line : QString::fromUtf8(rank.readAllStandardOutput()).split(u'\n'))
        if (line.contains(QStringLiteral("H100 SXM 80 GB × 8 server")))
            price = QLocale().toString(qRound64(line.section(u',', 6, 6).toDouble()));
    QVERIFY(!price.isEmpty());
    const QString pdf = m_dir.filePath(QStringLiteral("lab.pdf"));
    QProcess report;
    report.start(QStringLiteral(GPU_ADVISOR_BINARY),
        QStringList {QStringLiteral("--db"), db, QStringLiteral("report")} + question
            + QStringList {QStringLiteral("--compare"), QStringLiteral("H100 SXM 80 GB × 8 server"),
                QStringLiteral("--out"), pdf});
    QVERIFY(report.waitForFinished(120000));
    QVERIFY2(report.exitCode() == 0, report.readAllStandardError().constData());
    const QString text = simplified(pageText(pdf));
    QVERIFY2(text.contains(price), qPrintable(price));
    QVERIFY(text.contains(QStringLiteral("host allowance")));
}

void TestReport::fontsAreEmbeddedAsSubsets()
{
    const ReportBuilder report(m_catalog, m_request, m_result, {}, options());
    const QString pdf = write(report, QStringLiteral("fonts.pdf"));
    QVERIFY(!pdf.isEmpty());
    const Tool fonts = runTool(m_pdffonts, {pdf});
    QCOMPARE(fonts.code, 0);
    QVERIFY2(fonts.err.isEmpty(), qPrintable(fonts.err));
    const QStringList lines = fonts.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 2); // header, rule, at least one font
    bool chinese = false;
    for (const QString &line : lines.mid(2)) {
        // name type… encoding emb sub uni objectID generation
        const QStringList cols = line.simplified().split(QLatin1Char(' '));
        QVERIFY2(cols.size() >= 7, qPrintable(line));
        QVERIFY2(cols.at(cols.size() - 5) == QLatin1String("yes"), qPrintable(line)); // emb
        QVERIFY2(cols.at(cols.size() - 4) == QLatin1String("yes"), qPrintable(line)); // sub
        QVERIFY2(cols.at(cols.size() - 3) == QLatin1String("yes"), qPrintable(line)); // uni
        QVERIFY2(QRegularExpression(QStringLiteral("^[A-Z]{6}\\+")).match(cols.first()).hasMatch(),
            qPrintable(line));
        if (line.contains(QLatin1String("CJK")))
            chinese = true;
    }
    QVERIFY(chinese); // the sellers' names need the Chinese font even in English
}

void TestReport::pageSizeIsTheOneAskedFor_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("expected");
    QTest::newRow("A4 is 595 x 842 points") << int(QPageSize::A4) << QStringLiteral("595");
    QTest::newRow("Letter is 612 x 792 points") << int(QPageSize::Letter) << QStringLiteral("612");
}

void TestReport::pageSizeIsTheOneAskedFor()
{
    QFETCH(int, size);
    QFETCH(QString, expected);
    const ReportBuilder report(
        m_catalog, m_request, m_result, {}, options(QPageSize::PageSizeId(size)));
    const QString pdf = write(report, QStringLiteral("size-%1.pdf").arg(expected));
    QVERIFY(!pdf.isEmpty());
    const Tool info = runTool(m_pdfinfo, {pdf});
    QCOMPARE(info.code, 0);
    const auto m = QRegularExpression(QStringLiteral("Page size:\\s+([0-9.]+) x ([0-9.]+) pts"))
                       .match(info.out);
    QVERIFY2(m.hasMatch(), qPrintable(info.out));
    if (size == int(QPageSize::A4)) {
        QCOMPARE(qRound(m.captured(1).toDouble()), 595);
        QCOMPARE(qRound(m.captured(2).toDouble()), 842);
        QVERIFY(info.out.contains(QLatin1String("(A4)")));
    } else {
        QCOMPARE(qRound(m.captured(1).toDouble()), 612);
        QCOMPARE(qRound(m.captured(2).toDouble()), 792);
        QVERIFY(info.out.contains(QLatin1String("(letter)")));
    }
    const auto pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info.out);
    QCOMPARE(pages.captured(1).toInt(), report.pageCount());
}

void TestReport::chartIsVectorAndEveryPageIsNumbered()
{
    const ReportBuilder report(m_catalog, m_request, m_result, {}, options());
    const QString pdf = write(report, QStringLiteral("chart.pdf"));
    QVERIFY(!pdf.isEmpty());
    if (!m_pdfimages.isEmpty()) {
        const Tool images = runTool(m_pdfimages, {QStringLiteral("-list"), pdf});
        QCOMPARE(images.code, 0);
        // Only the header and the rule of the listing: no raster image anywhere.
        QCOMPARE(images.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 2);
    }
    const int pages = report.pageCount();
    QVERIFY(pages >= 2);
    for (int page = 1; page <= pages; ++page)
        QVERIFY2(pageText(pdf, page).contains(QStringLiteral("Page %1 of %2").arg(page).arg(pages)),
            qPrintable(QString::number(page)));
    // The chart's axis title and a recommended card's bar label.
    const QString text = simplified(pageText(pdf));
    QVERIFY(text.contains(QStringLiteral("Relative performance per 1,000 CNY")));
    QVERIFY(!text.contains(QChar(0xFB03))); // "ffi" is three letters, not a ligature
    QVERIFY(text.contains(QStringLiteral("Cost efficiency")));
}

void TestReport::longComparisonRepeatsTheHeaderOnEveryPage()
{
    QList<CardKey> compare;
    for (int i = 0; i < 60; ++i)
        compare.append(m_catalog.cards.at(i).key);
    const ReportBuilder report(m_catalog, m_request, m_result, compare, options());
    const QString pdf = write(report, QStringLiteral("long.pdf"));
    QVERIFY(!pdf.isEmpty());
    const int rows = int(report.comparedCards().size());
    QVERIFY(rows >= 60);

    // A table row as pdftotext -layout prints it: the card's name, then at least six figures
    // ("—" for unknown, "≈" before an estimated price) on the same line of the same page.
    static const QRegularExpression row(
        QStringLiteral("^\\s*(★\\s*)?(NVIDIA|AMD|Intel)\\b.*?(\\s+(—|≈|[0-9][0-9.,]*)){6,}\\s*$"));
    int found = 0;
    int tablePages = 0;
    for (int page = 1; page <= report.pageCount(); ++page) {
        const QString text = pageText(pdf, page, true);
        int here = 0;
        for (const QString &line : text.split(QLatin1Char('\n')))
            if (row.match(line).hasMatch())
                ++here;
        if (here == 0)
            continue;
        ++tablePages;
        found += here;
        // The header row (its "GB/GPU" unit line and the price column) is on this page.
        QVERIFY2(text.contains(QLatin1String("GB/GPU")), qPrintable(QString::number(page)));
        QVERIFY2(text.contains(QLatin1String("1k CNY")), qPrintable(QString::number(page)));
    }
    QVERIFY2(tablePages >= 2, qPrintable(QString::number(tablePages)));
    // Every row is whole on one page: its name and all its figures were found together.
    QCOMPARE(found, rows);
    QVERIFY(QFileInfo(pdf).size() < 1024 * 1024);
}

void TestReport::compareCardOutsideTheBudgetIsStillJudged()
{
    // The K80 costs more than the budget as a launch price and current CUDA no longer supports
    // it: it has no rank, but the report still shows its figures and the warning.
    const int k80 = m_catalog.indexOfCard(
        CardKey {QStringLiteral("NVIDIA"), QStringLiteral("Tesla K80"), 24, Form::PCIe});
    QVERIFY(k80 >= 0);
    const CardKey key = m_catalog.cards.at(k80).key;
    const ReportBuilder report(m_catalog, m_request, m_result, {key}, options());
    QVERIFY(report.comparedCards().contains(key));
    const QString pdf = write(report, QStringLiteral("k80.pdf"));
    const QString text = simplified(pageText(pdf));
    QVERIFY(text.contains(key.displayName()));
    QVERIFY(text.contains(QStringLiteral("no longer supported by current CUDA")));
}

void TestReport::yourCurrentCardIsTheBaseline()
{
    // "I have an RTX 3060 12 GB": the report compares the recommendations with it.
    const int mine = m_catalog.indexOfCard(
        CardKey {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3060"), 12, Form::Desktop});
    QVERIFY(mine >= 0);
    const CardKey key = m_catalog.cards.at(mine).key;
    ReportOptions o = options();
    o.currentCard = key;
    const ReportBuilder report(m_catalog, m_request, m_result, {}, o);
    QVERIFY(report.comparedCards().contains(key));
    const QString text = simplified(pageText(write(report, QStringLiteral("current.pdf"))));
    QVERIFY(text.contains(QStringLiteral("Current card (baseline)")));
    // "2.56 × the performance of NVIDIA GeForce RTX 3060 12 GB" (the text of a table cell
    // comes out of the PDF interleaved with its neighbour's).
    QVERIFY(text.contains(QStringLiteral("Over your current card")));
    QVERIFY(text.contains(QStringLiteral("× the performance of NVIDIA")));
    QVERIFY(text.contains(QStringLiteral("(current card)")));
}

void TestReport::aModelQuestionShowsTheBreakdownOfEachConfiguration()
{
    // "QLoRA of Qwen2.5 7B": the report states the model, method and sequence length, and the
    // breakdown of the configurations that hold it.
    const ModelMatch match = findModel(builtinModels(), QStringLiteral("Qwen2.5 7B"));
    QVERIFY(match.index >= 0);
    ReportModelFit fit;
    fit.model = builtinModels().at(match.index);
    fit.request.method = FitMethod::Qlora;
    fit.request.weights = WeightFormat::Nf4;
    fit.request.context = 2048;
    FitPlanRequest plan;
    plan.memory = fit.request;
    plan.order = FitOrder::Price;
    fit.configurations = plannedConfigurations(fit.model, plan);
    QVERIFY(!fit.configurations.isEmpty() && fit.configurations.first().fits);
    ReportOptions o = options();
    o.modelFit = fit;
    const ReportBuilder report(m_catalog, m_request, m_result, {}, o);
    const QString text = simplified(pageText(write(report, QStringLiteral("fit.pdf"))));
    QVERIFY(text.contains(QStringLiteral("Will Qwen2.5 7B fit")));
    QVERIFY(text.contains(QStringLiteral("QLoRA fine-tuning, sequences of 2,048 tokens")));
    QVERIFY(text.contains(QStringLiteral("Optimizer")));
    QVERIFY(text.contains(fit.configurations.first().name()));
}

// A lab's question (issue 42): LoRA of Llama 3.1 70B on up to 8 GPUs within 2,000,000 CNY. The
// report gives the job's hours and cost on the set-ups within the budget, names the cheapest that
// does the job and the fastest within the budget with its hours and why (faster, for more money),
// the same set-ups and hours the one set-up ranking picks; an inference question has no job.
void TestReport::aFineTuningJobHasItsHoursCostAndFastestSetUp()
{
    const ModelMatch match = findModel(builtinModels(), QStringLiteral("Llama 3.1 70B"));
    QVERIFY(match.index >= 0);
    const CatalogRanker ranker(m_catalog);
    ReportModelFit fit;
    fit.model = builtinModels().at(match.index);
    fit.request.method = FitMethod::Lora;
    fit.request.weights = WeightFormat::Fp16;
    fit.request.context = 2048;
    fit.jobTokens = 2e8;
    FitPlanRequest plan = ranker.planRequest(fit.request, 8, ExchangeRate(), Currency::CNY);
    plan.budget = 2000000;
    fit.configurations = plannedConfigurations(fit.model, plan);
    SetUpQuestion question;
    question.inference = false;
    question.budget = 2000000;
    const SetUpRanking setUps = rankSetUps(fit.configurations, question);
    QVERIFY(setUps.cheapest && setUps.fastest && setUps.cheapest != setUps.fastest);
    const FitConfiguration &cheapest = setUps.ranked.at(*setUps.cheapest);
    const FitConfiguration &fastest = setUps.ranked.at(*setUps.fastest);
    QVERIFY(*fastest.jobHours(fit.jobTokens) < *cheapest.jobHours(fit.jobTokens));

    RankingRequest request = m_request;
    request.budget = 2000000;
    ReportOptions o = options();
    o.modelFit = fit;
    const ReportBuilder report(m_catalog, request, m_result, {}, o);
    const QString text = simplified(pageText(write(report, QStringLiteral("job.pdf"))));
    const QLocale english(QLocale::English);
    QVERIFY2(
        text.contains(QStringLiteral("The job: 200 million trained tokens")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Cheapest that does the job: %1").arg(cheapest.name())));
    QVERIFY2(text.contains(QStringLiteral("Fastest within the budget: %1").arg(fastest.name())),
        qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("%1 h for the job (%2 trained tokens/s)")
                              .arg(english.toString(*fastest.jobHours(fit.jobTokens), 'f', 1),
                                  english.toString(*fastest.trainTokensPerSecond, 'f', 0))));
    QVERIFY(text.contains(QStringLiteral("as fast as the %1 for").arg(cheapest.name())));

    fit.request.method = FitMethod::Inference;
    fit.request.weights = WeightFormat::Q4_K_M;
    o.modelFit = fit;
    const ReportBuilder inference(m_catalog, request, m_result, {}, o);
    QVERIFY(!simplified(pageText(write(inference, QStringLiteral("inference.pdf"))))
                 .contains(QStringLiteral("The job:")));
}

// A new-user trial: a 70B model at INT4 in 10,000 CNY gave "No card meets the request" and two
// tables with a header and no rows; the command line said why (the weights need 47.3 GB).
void TestReport::llmThatFitsNoCardSaysWhyWithoutEmptyTables()
{
    RankingRequest request;
    request.workload = Workload::LlmInference;
    request.precision = Precision::Int4;
    request.llmParametersBillions = 70;
    request.budget = 10000;
    request.currency = Currency::CNY;
    const PerformanceModel model = PerformanceModel::fit(m_catalog.cards, m_catalog.benchmarks);
    const RankingResult result = Ranking::rank(m_catalog, request, model);
    QVERIFY(!result.recommendation.bestOverall);
    const ReportBuilder report(m_catalog, request, result, {}, options());
    const QString pdf = write(report, QStringLiteral("llm70.pdf"));
    const QString text = simplified(pageText(pdf));
    QVERIFY2(text.contains(QStringLiteral("its weights need 47.3 GB")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("No card to compare")));
    QVERIFY(!text.contains(QStringLiteral("Perf. per")));

    // A 7B model fits: the comparison's compute column names the math 4-bit weights use (FP16),
    // not "INT4 TFLOPS" over FP16 figures (a GUI trial).
    request.llmParametersBillions = 7;
    request.budget.reset();
    const RankingResult fits = Ranking::rank(m_catalog, request, model);
    QVERIFY(fits.recommendation.bestOverall);
    const ReportBuilder small(m_catalog, request, fits, {}, options());
    // The header's first line ("FP16", above "TFLOPS") starts a line of pdftotext's output, next
    // to the other headers' first lines; "INT4" starts one only in "INT4 (4-bit weights)".
    const QString smallText = pageText(write(small, QStringLiteral("llm7.pdf")));
    const auto startsALine = [&smallText](const char *pattern) {
        return QRegularExpression(QString::fromLatin1(pattern), QRegularExpression::MultilineOption)
            .match(smallText)
            .hasMatch();
    };
    QVERIFY(startsALine("^FP16( |$)"));
    QVERIFY(!startsALine("^INT4( [^(]|$)"));
}

void TestReport::exportToAnUnwritableFolderFailsAndNamesTheFile()
{
    const ReportBuilder report(m_catalog, m_request, m_result, {}, options());
    // A "folder" that is a regular file: nobody, not even root, can create a file in it.
    const QString notAFolder = m_dir.filePath(QStringLiteral("plain-file"));
    QFile f(notAFolder);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const QString path = notAFolder + QStringLiteral("/report.pdf");
    const QString error = report.writePdf(path);
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY(!QFile::exists(path));

#ifdef Q_OS_LINUX
    if (::geteuid() != 0) {
        // A read-only folder (root ignores permissions, so only checked as a normal user).
        const QString folder = m_dir.filePath(QStringLiteral("read-only"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QString inside = folder + QStringLiteral("/report.pdf");
        const QString e = report.writePdf(inside);
        QVERIFY(e.contains(QDir::toNativeSeparators(inside)));
        QCOMPARE(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
        QFile::setPermissions(
            folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
#endif
}

void TestReport::failedExportLeavesThePreviousFileIntact()
{
#ifndef Q_OS_LINUX
    QSKIP("uses a file size limit (setrlimit) to make the write fail half-way");
#else
    const ReportBuilder first(m_catalog, m_request, m_result, {}, options());
    const QString path = write(first, QStringLiteral("keep.pdf"));
    QVERIFY(!path.isEmpty());
    const QByteArray before = readAll(path);
    QVERIFY(before.size() > 20000);

    // A second, longer report whose write fails after 16 KiB: the disk "fills up".
    QList<CardKey> compare;
    for (int i = 0; i < 40; ++i)
        compare.append(m_catalog.cards.at(i).key);
    const ReportBuilder second(m_catalog, m_request, m_result, compare, options());
    rlimit old {};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &old), 0);
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = 16 * 1024;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
    const QString error = second.writePdf(path);
    ::setrlimit(RLIMIT_FSIZE, &old);
    std::signal(SIGXFSZ, previousHandler);

    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QCOMPARE(readAll(path), before); // byte-identical
    // And no temporary file is left next to it.
    const QStringList left
        = QDir(m_dir.path()).entryList({QStringLiteral("keep.pdf*")}, QDir::Files);
    QCOMPARE(left, QStringList {QStringLiteral("keep.pdf")});
#endif
}

void TestReport::withoutAChineseFontTheReportSaysSoAndWritesNothing()
{
    ReportFonts latinOnly;
    latinOnly.latinFamily = QStringLiteral("DejaVu Sans");
    // The catalog's sellers have Chinese names (京东), so even the English report needs it.
    const ReportBuilder report(m_catalog, m_request, m_result, {}, options(), latinOnly);
    QVERIFY(!report.fontProblem().isEmpty());
    QVERIFY(report.fontProblem().contains(QLatin1String("fonts-noto-cjk")));
    const QString path = m_dir.filePath(QStringLiteral("boxes.pdf"));
    const QString error = report.writePdf(path);
    QVERIFY(error.contains(QDir::toNativeSeparators(path)));
    QVERIFY(error.contains(QLatin1String("Chinese")));
    QVERIFY(!QFile::exists(path));
    QVERIFY(report.toPdf().isEmpty());
}

void TestReport::sameInputGivesTheSameFile()
{
    const ReportBuilder a(m_catalog, m_request, m_result, {}, options());
    const ReportBuilder b(m_catalog, m_request, m_result, {}, options());
    const QByteArray pdf = a.toPdf();
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdf, b.toPdf());
    QVERIFY(pdf.contains("/CreationDate (D:20251005"));
}

void TestReport::previewRendersThePage()
{
    const ReportBuilder report(m_catalog, m_request, m_result, {}, options());
    const QImage page = report.renderPage(0, 72);
    QCOMPARE(report.pageSizePoints(), QSizeF(595, 842)); // A4 as Qt rounds it to points
    QCOMPARE(page.size(), QSize(595, 842));
    // Something is drawn: the title in the accent colour, black-ish text.
    int dark = 0;
    for (int y = 0; y < page.height(); y += 2)
        for (int x = 0; x < page.width(); x += 2)
            if (qGray(page.pixel(x, y)) < 128)
                ++dark;
    QVERIFY(dark > 500);
    QVERIFY(!report.renderPage(report.pageCount() - 1, 30).isNull());
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
