// SPDX-License-Identifier: GPL-3.0-or-later
// Every pick meets what its own reasons require (issue 26), on the built-in catalog, for every
// workload × budget tier × currency × condition: no pick has less memory than the workload's
// recommended memory while a card in range meets it; when none does, the memory pick is among
// the cards with the most memory in range; a pick is ranked, within the budget and on current
// software. With GPU_ADVISOR_PRINT_PICKS=1 the test prints the table of docs/ranking.md.

#include "BuiltinTestCatalog.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "ServerSystems.h"
#include "Translations.h"
#include "Upgrade.h"

#include <QTest>

using namespace gpu;

class TestPickConsistency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { Translations::install(QStringLiteral("en")); }
    void picksMeetTheirOwnReasons_data();
    void picksMeetTheirOwnReasons();
    void upgradesKeepTheMemoryOfYourCard_data();
    void upgradesKeepTheMemoryOfYourCard();
    void cleanupTestCase();

private:
    /// The built-in catalog as the application reads it: with its servers and workstations
    /// (ServerSystems.h), ranked at the fitted multi-GPU shares (CatalogRanker).
    static const CatalogData &catalog()
    {
        static const CatalogData data = [] {
            CatalogData d = test::builtinCatalog();
            addServerSystems(d);
            return d;
        }();
        return data;
    }
    static const PerformanceModel &model() { return test::builtinModel(); }
    static const CatalogRanker &ranker()
    {
        static const CatalogRanker r(catalog(), model());
        return r;
    }
    QStringList m_table;
};

namespace {

QString shortName(const CardVerdict &v)
{
    return v.key.nameWithoutVendor();
}

} // namespace

void TestPickConsistency::picksMeetTheirOwnReasons_data()
{
    QTest::addColumn<int>("workload");
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("budget");
    QTest::addColumn<int>("currency");
    QTest::addColumn<int>("condition");
    const QList<QPair<Workload, Precision>> work {{Workload::Cnn, Precision::Fp16},
        {Workload::Transformer, Precision::Fp16}, {Workload::Transformer, Precision::Bf16},
        {Workload::Rnn, Precision::Fp16}, {Workload::LlmInference, Precision::Int4}};
    // CNY tiers, and the same in USD at about 7 CNY per USD.
    const QList<QPair<double, Currency>> budgets {{1500, Currency::CNY}, {3000, Currency::CNY},
        {8000, Currency::CNY}, {20000, Currency::CNY}, {100000, Currency::CNY},
        {200, Currency::USD}, {450, Currency::USD}, {1150, Currency::USD}, {2850, Currency::USD},
        {14000, Currency::USD}};
    const QList<QPair<ConditionFilter, const char *>> conditions {{ConditionFilter::Any, "any"},
        {ConditionFilter::New, "new"}, {ConditionFilter::Used, "used"}};
    for (const auto &[w, p] : work)
        for (const auto &[budget, currency] : budgets)
            for (const auto &[condition, name] : conditions)
                QTest::addRow("%s %s, %g %s, %s", qPrintable(toCode(w)), qPrintable(toCode(p)),
                    budget, qPrintable(toCode(currency)), name)
                    << int(w) << int(p) << budget << int(currency) << int(condition);
}

void TestPickConsistency::picksMeetTheirOwnReasons()
{
    QFETCH(int, workload);
    QFETCH(int, precision);
    QFETCH(double, budget);
    QFETCH(int, currency);
    QFETCH(int, condition);
    RankingRequest request;
    request.workload = Workload(workload);
    request.precision = Precision(precision);
    request.budget = budget;
    request.currency = Currency(currency);
    request.condition = ConditionFilter(condition);
    const RankingResult result = ranker().rank(request);
    const double recommended = Ranking::recommendedMemoryGb(
        request.workload, request.precision, request.llmParametersBillions);
    // The cards a pick may be: ranked (priced, within the budget, able to do the work) and on
    // current software (the default policy).
    double mostMemory = 0;
    bool anyMeets = false;
    for (const CardVerdict &v : result.verdicts) {
        if (v.rank == 0 || v.hasFlag(Flag::LegacySoftware))
            continue;
        mostMemory = std::max(mostMemory, v.memoryPerGpuGb);
        anyMeets = anyMeets || !v.hasFlag(Flag::LowMemory);
    }
    const Recommendation &rec = result.recommendation;
    QStringList row {toCode(request.workload) + QLatin1Char(' ') + toCode(request.precision),
        QStringLiteral("%1 %2").arg(budget, 0, 'f', 0).arg(toCode(request.currency)),
        QString::fromLatin1(request.condition == ConditionFilter::Any ? "any"
                : request.condition == ConditionFilter::New           ? "new"
                                                                      : "used"),
        QString::number(recommended, 'g', 3)};
    for (const auto &[label, pick] :
        {std::pair {"best overall", rec.bestOverall}, std::pair {"best value", rec.bestValue},
            std::pair {"most memory per price", rec.mostMemoryPerPrice}}) {
        if (!pick) {
            row << QStringLiteral("—");
            continue;
        }
        const CardVerdict &v = result.verdicts.at(*pick);
        const QString what = QStringLiteral("%1: %2 (%3 GB)")
                                 .arg(QLatin1String(label), shortName(v))
                                 .arg(v.memoryPerGpuGb);
        QVERIFY2(v.rank > 0 && v.withinBudget, qPrintable(what + QLatin1String(" is not ranked")));
        QVERIFY2(!v.hasFlag(Flag::LegacySoftware), qPrintable(what + QLatin1String(" is legacy")));
        if (anyMeets)
            QVERIFY2(!v.hasFlag(Flag::LowMemory),
                qPrintable(what
                    + QStringLiteral(" has less than the recommended %1 GB while a card "
                                     "in range has it")
                          .arg(recommended)));
        row << QStringLiteral("%1 (%2 GB)").arg(shortName(v)).arg(v.memoryPerGpuGb);
    }
    if (rec.mostMemoryPerPrice && !anyMeets) {
        const CardVerdict &m = result.verdicts.at(*rec.mostMemoryPerPrice);
        QVERIFY2(m.memoryPerGpuGb + 1e-9 >= mostMemory,
            qPrintable(QStringLiteral("memory pick %1 has %2 GB; %3 GB cards are in range")
                           .arg(shortName(m))
                           .arg(m.memoryPerGpuGb)
                           .arg(mostMemory)));
    }
    m_table << QLatin1String("| ") + row.join(QLatin1String(" | ")) + QLatin1String(" |");
}

void TestPickConsistency::upgradesKeepTheMemoryOfYourCard_data()
{
    QTest::addColumn<int>("workload");
    QTest::addColumn<double>("budget");
    QTest::newRow("transformer training, 8,000 CNY") << int(Workload::Transformer) << 8000.0;
    QTest::newRow("transformer training, 20,000 CNY") << int(Workload::Transformer) << 20000.0;
    QTest::newRow("CNN training, 8,000 CNY") << int(Workload::Cnn) << 8000.0;
}

// From an RTX 3060 12 GB: no upgrade has less memory, and the upgrades that still lack the
// workload's memory come after those that have it (the best per price too).
void TestPickConsistency::upgradesKeepTheMemoryOfYourCard()
{
    QFETCH(int, workload);
    QFETCH(double, budget);
    const Card *mine = nullptr;
    for (const Card &c : catalog().cards)
        if (c.key.model == QLatin1String("GeForce RTX 3060") && c.key.memoryGb == 12
            && c.key.form == Form::Desktop)
            mine = &c;
    QVERIFY(mine);
    RankingRequest request;
    request.workload = Workload(workload);
    request.budget = budget;
    const RankingResult result = ranker().rank(request);
    const UpgradeView view = rankUpgrades(catalog(), request, model(), result, *mine, std::nullopt);
    bool seenLowMemory = false;
    int upgrades = 0;
    for (const UpgradeRow &row : view.rows) {
        if (row.notUpgrade)
            continue;
        ++upgrades;
        const CardVerdict &v = result.verdicts.at(row.verdict);
        QVERIFY2(v.memoryPerGpuGb >= mine->memoryPerGpuGb(), qPrintable(shortName(v)));
        QCOMPARE(row.lowMemory, v.hasFlag(Flag::LowMemory));
        QVERIFY2(!seenLowMemory || row.lowMemory,
            qPrintable(shortName(v) + QLatin1String(" listed after a low-memory upgrade")));
        seenLowMemory = seenLowMemory || row.lowMemory;
    }
    QVERIFY(upgrades > 0);
    const int best = view.bestPerPrice();
    QVERIFY(best >= 0);
    const bool anyWithMemory = std::any_of(view.rows.cbegin(), view.rows.cend(),
        [](const UpgradeRow &r) { return !r.notUpgrade && r.gainPerPrice && !r.lowMemory; });
    if (anyWithMemory)
        QVERIFY2(!view.rows.at(best).lowMemory, "the best upgrade per price lacks the memory");
}

void TestPickConsistency::cleanupTestCase()
{
    if (qEnvironmentVariableIntValue("GPU_ADVISOR_PRINT_PICKS") != 1)
        return;
    QTextStream out(stdout);
    out << "| work | budget | condition | recommended GB | best overall | best value | most "
           "memory per price |\n|---|---|---|---:|---|---|---|\n";
    for (const QString &line : std::as_const(m_table))
        out << line << '\n';
}

QTEST_GUILESS_MAIN(TestPickConsistency)
#include "tst_pick_consistency.moc"
