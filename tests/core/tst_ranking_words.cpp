// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a ranking are made in one step, wordRanking() (RankingText.cpp), that can run
// again on a result: a language switch re-words the result without ranking it again.

#include "BuiltinTestCatalog.h"
#include "Ranking.h"
#include "Translations.h"

#include <QTest>

using namespace gpu;

class TestRankingWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { Translations::install(QStringLiteral("en")); }
    void rewordingSwitchesTheLanguageWithoutRankingAgain_data();
    void rewordingSwitchesTheLanguageWithoutRankingAgain();
    void thinkTwiceSaysEachWarningOnceWithItsCards_data();
    void thinkTwiceSaysEachWarningOnceWithItsCards();
    void anEnglishReportFromTheChineseWindowCountsInEnglish();

private:
    static const CatalogData &catalog() { return test::builtinCatalog(); }
    static const PerformanceModel &model() { return test::builtinModel(); }
};

namespace {

bool hasChinese(const QString &s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

// A value nothing in the words reads: if the result were ranked again it would be replaced.
double marked(double score)
{
    return -1000.0 - score;
}

} // namespace

void TestRankingWords::rewordingSwitchesTheLanguageWithoutRankingAgain_data()
{
    QTest::addColumn<int>("workload");
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("budget"); // 0 = none
    QTest::addColumn<double>("llmSize");
    QTest::addColumn<bool>("picks");
    QTest::newRow("cnn fp16") << int(Workload::Cnn) << int(Precision::Fp16) << 0.0 << 7.0 << true;
    QTest::newRow("transformer bf16, budget")
        << int(Workload::Transformer) << int(Precision::Bf16) << 12000.0 << 7.0 << true;
    // A 70B model in FP16 within 3,000 CNY: no pick, and the no-pick reason says why.
    QTest::newRow("llm 70b, no pick")
        << int(Workload::LlmInference) << int(Precision::Fp16) << 3000.0 << 70.0 << false;
}

void TestRankingWords::rewordingSwitchesTheLanguageWithoutRankingAgain()
{
    QFETCH(int, workload);
    QFETCH(int, precision);
    QFETCH(double, budget);
    QFETCH(double, llmSize);
    QFETCH(bool, picks);
    RankingRequest request;
    request.workload = Workload(workload);
    request.precision = Precision(precision);
    if (budget > 0)
        request.budget = budget;
    request.llmParametersBillions = llmSize;
    request.asOf = QDate(2026, 12, 1);

    QVERIFY(Translations::install(QStringLiteral("en")));
    const RankingResult english = Ranking::rank(catalog(), request, model());
    QVERIFY(!english.verdicts.isEmpty());
    QCOMPARE(english.recommendation.bestOverall.has_value(), picks);
    QCOMPARE(english.noPickReason.isEmpty(), picks);
    QVERIFY(!hasChinese(english.rule));

    RankingResult result = english;
    for (CardVerdict &v : result.verdicts)
        v.score = marked(v.score);
    QVERIFY(Translations::install(QStringLiteral("zh_CN")));
    wordRanking(result, catalog(), request);

    // The words are Chinese now: the rule, every verdict's reasons, the notes, the no-pick reason.
    QVERIFY2(hasChinese(result.rule), qPrintable(result.rule));
    int worded = 0;
    for (int i = 0; i < result.verdicts.size(); ++i) {
        const QStringList &before = english.verdicts[i].reasons;
        const QStringList &after = result.verdicts[i].reasons;
        QCOMPARE(after.size(), before.size());
        if (after.isEmpty())
            continue;
        ++worded;
        QVERIFY2(
            hasChinese(after.join(QLatin1Char(' '))), qPrintable(after.join(QLatin1Char(' '))));
        QVERIFY(after != before);
    }
    QVERIFY(worded > 0);
    const Recommendation &rec = result.recommendation;
    const Recommendation &was = english.recommendation;
    for (const auto &[note, before] : {std::pair {rec.bestOverallNote, was.bestOverallNote},
             std::pair {rec.bestValueNote, was.bestValueNote},
             std::pair {rec.mostMemoryPerPriceNote, was.mostMemoryPerPriceNote}}) {
        QCOMPARE(note.isEmpty(), before.isEmpty());
        if (!note.isEmpty())
            QVERIFY2(hasChinese(note), qPrintable(note));
    }
    QCOMPARE(result.noPickReason.isEmpty(), picks);
    if (!picks)
        QVERIFY2(hasChinese(result.noPickReason), qPrintable(result.noPickReason));

    // Not ranked again: every figure, flag and place is the English result's, and the marked
    // scores (which a new ranking would have replaced) are still marked.
    QCOMPARE(result.verdicts.size(), english.verdicts.size());
    for (int i = 0; i < result.verdicts.size(); ++i) {
        const CardVerdict &a = result.verdicts[i];
        const CardVerdict &b = english.verdicts[i];
        QCOMPARE(a.key, b.key);
        QCOMPARE(a.rank, b.rank);
        QCOMPARE(a.score, marked(b.score));
        QCOMPARE(a.relative, b.relative);
        QCOMPARE(a.estimateLow, b.estimateLow);
        QCOMPARE(a.estimateHigh, b.estimateHigh);
        QCOMPARE(a.performancePerPrice, b.performancePerPrice);
        QCOMPARE(a.performancePerWatt, b.performancePerWatt);
        QCOMPARE(a.costOfOwnership, b.costOfOwnership);
        QCOMPARE(a.breakEvenHours, b.breakEvenHours);
        QCOMPARE(a.price.has_value(), b.price.has_value());
        if (a.price)
            QCOMPARE(a.price->amount, b.price->amount);
        QVERIFY(a.flags == b.flags);
        QCOMPARE(a.recommendable, b.recommendable);
        QCOMPARE(a.withinBudget, b.withinBudget);
    }
    QCOMPARE(rec.bestOverall, was.bestOverall);
    QCOMPARE(rec.bestValue, was.bestValue);
    QCOMPARE(rec.mostMemoryPerPrice, was.mostMemoryPerPrice);
    QCOMPARE(rec.thinkTwice, was.thinkTwice);
    QCOMPARE(result.reference, english.reference);
    QCOMPARE(result.referenceEstimate, english.referenceEstimate);

    // The same words as a ranking made in Chinese.
    const RankingResult chinese = Ranking::rank(catalog(), request, model());
    QCOMPARE(result.rule, chinese.rule);
    for (int i = 0; i < result.verdicts.size(); ++i)
        QCOMPARE(result.verdicts[i].reasons, chinese.verdicts[i].reasons);
    QCOMPARE(rec.bestOverallNote, chinese.recommendation.bestOverallNote);
    QCOMPARE(rec.bestValueNote, chinese.recommendation.bestValueNote);
    QCOMPARE(rec.mostMemoryPerPriceNote, chinese.recommendation.mostMemoryPerPriceNote);
    QCOMPARE(result.noPickReason, chinese.noPickReason);

    // And back: English again, word for word.
    QVERIFY(Translations::install(QStringLiteral("en")));
    wordRanking(result, catalog(), request);
    QCOMPARE(result.rule, english.rule);
    for (int i = 0; i < result.verdicts.size(); ++i)
        QCOMPARE(result.verdicts[i].reasons, english.verdicts[i].reasons);
    QCOMPARE(rec.bestOverallNote, was.bestOverallNote);
    QCOMPARE(rec.bestValueNote, was.bestValueNote);
    QCOMPARE(result.noPickReason, english.noPickReason);
}

void TestRankingWords::thinkTwiceSaysEachWarningOnceWithItsCards_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("workload");
    QTest::addColumn<double>("budget");
    QTest::newRow("transformer training, 8,000 CNY, English")
        << QStringLiteral("en") << int(Workload::Transformer) << 8000.0;
    QTest::newRow("CNN training, 3,000 CNY, Chinese")
        << QStringLiteral("zh_CN") << int(Workload::Cnn) << 3000.0;
}

// "Think twice" is one line per warning, each naming the tempting cards it applies to (not the
// same sentence under every card): every warning of a think-twice card is on exactly one line,
// and that line names the card.
void TestRankingWords::thinkTwiceSaysEachWarningOnceWithItsCards()
{
    QFETCH(QString, language);
    QFETCH(int, workload);
    QFETCH(double, budget);
    Translations::install(language);
    RankingRequest request;
    request.workload = Workload(workload);
    request.budget = budget;
    request.currency = Currency::CNY;
    const RankingResult result = Ranking::rank(catalog(), request, model());
    QVERIFY2(!result.recommendation.thinkTwice.isEmpty(), "a cheap ranking tempts with warnings");
    const QList<WarningLine> lines = Ranking::thinkTwiceLines(result, request.workload);
    QVERIFY(!lines.isEmpty());
    QSet<int> flags;
    for (const WarningLine &line : lines) {
        QVERIFY2(!flags.contains(int(line.flag)), "a warning said twice");
        flags.insert(int(line.flag));
        QVERIFY(line.flag != Flag::NoPrice && line.flag != Flag::StalePrice
            && line.flag != Flag::EstimatedPrice && line.flag != Flag::ConvertedPrice);
        QCOMPARE(line.cards.size(), line.keys.size());
        QVERIFY(!line.cards.isEmpty());
        const QString text = line.text(3);
        QVERIFY(text.startsWith(line.reason));
        QVERIFY2(text.contains(line.cards.first()), qPrintable(text));
        if (line.cards.size() > 3)
            QVERIFY2(!text.contains(line.cards.at(3)), "at most three names asked for");
        if (language == QLatin1String("zh_CN"))
            QVERIFY2(!text.contains(QLatin1String("Applies to")), qPrintable(text));
    }
    for (int i : result.recommendation.thinkTwice) {
        const CardVerdict &v = result.verdicts.at(i);
        for (const WarningLine &line : lines)
            QCOMPARE(line.keys.contains(v.key), v.hasFlag(line.flag));
    }
}

QTEST_GUILESS_MAIN(TestRankingWords)
// A report in English from the Chinese window (ScopedLanguage("en") above zh_CN) says "18
// months ago", not "18 month(s) ago": English plural forms, not the source text.
void TestRankingWords::anEnglishReportFromTheChineseWindowCountsInEnglish()
{
    Translations::install(QStringLiteral("zh_CN"));
    {
        const ScopedLanguage english(QStringLiteral("en"));
        const QString said = Ranking::tr("last seen at %1 %2 on %3, %n month(s) ago", nullptr, 18);
        QCOMPARE(said, QStringLiteral("last seen at %1 %2 on %3, 18 months ago"));
        QCOMPARE(Ranking::tr("last seen at %1 %2 on %3, %n month(s) ago", nullptr, 1),
            QStringLiteral("last seen at %1 %2 on %3, 1 month ago"));
    }
    // And back to Chinese after it.
    QVERIFY(!Ranking::tr("last seen at %1 %2 on %3, %n month(s) ago", nullptr, 18)
                 .contains(QLatin1String("months")));
}

#include "tst_ranking_words.moc"
