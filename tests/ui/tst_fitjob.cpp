// SPDX-License-Identifier: GPL-3.0-or-later
// The fine-tuning job in the window (issue 42): its size in the question, its hours and cost in
// the "Will it fit" table, the cheapest and fastest set-ups in the ranking bar.

#include "AppState.h"
#include "FitPanel.h"
#include "RankingBar.h"
#include "SetUpRanking.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTextDocument>

#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestFitJob : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void aFineTuningJobIsTimedAndPricedInTheWindow();

private:
    std::unique_ptr<UiEnvironment> m_env;
};

void TestFitJob::init()
{
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
}

void TestFitJob::cleanup()
{
    m_env.reset();
}

// A lab asks how long a LoRA job takes and what it costs (issue 42): the job's size (millions of
// trained tokens) is a field of the question, remembered; each set-up that fine-tunes the model
// has the job's hours and its cost bought or rented; twice the tokens take twice the hours;
// inference has no job; the ranking bar names the cheapest set-up and the fastest within the
// budget with the job's hours.
void TestFitJob::aFineTuningJobIsTimedAndPricedInTheWindow()
{
    // The built-in catalog: the training rate is fitted on its measured cards.
    AppState state(m_env->builtinCatalogOptions());
    FitPanel panel(&state);
    QVERIFY(panel.setModel(QStringLiteral("Llama 3.1 8B")));
    panel.setMethod(FitMethod::Lora);
    panel.setMaxCards(2);
    auto *job = panel.findChild<QSpinBox *>(QStringLiteral("fitJobTokensSpin"));
    QVERIFY(job && !job->isHidden());
    QCOMPARE(job->value(), 100); // 100 million tokens unless the user says otherwise
    QAbstractItemModel *table = panel.table()->model();
    const auto column = [table](const char *header) {
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->headerData(c, Qt::Horizontal).toString() == QLatin1String(header))
                return c;
        return -1;
    };
    const int hours = column("Job hours");
    const int bought = column("Job, bought");
    const int rented = column("Job, rented");
    QVERIFY(hours >= 0 && bought >= 0 && rented >= 0);
    QVERIFY(!panel.table()->isColumnHidden(hours));
    const auto timedRow = [&panel] {
        const QList<FitConfiguration> &rows = panel.configurations();
        for (int i = 0; i < rows.size(); ++i)
            if (rows[i].fits && rows[i].trainTokensPerSecond && rows[i].price)
                return i;
        return -1;
    };
    const int row = timedRow();
    QVERIFY(row >= 0);
    const FitConfiguration timed = panel.configurations().at(row);
    const QLocale locale;
    QCOMPARE(
        table->index(row, hours).data().toString(), locale.toString(*timed.jobHours(1e8), 'f', 1));
    QVERIFY(table->index(row, bought).data().toString().endsWith(QLatin1String(" CNY")));

    job->setValue(200);
    QCOMPARE(state.fitQuestion().jobTokens, 2e8);
    QCOMPARE(timedRow(), row);
    QCOMPARE(panel.configurations().at(row).name(), timed.name());
    QCOMPARE(
        table->index(row, hours).data().toString(), locale.toString(*timed.jobHours(2e8), 'f', 1));
    QCOMPARE(AppState(m_env->builtinCatalogOptions()).fitQuestion().jobTokens, 2e8); // remembered

    // The ranking bar in the fine-tuning mode: the cheapest, and the fastest with its hours.
    RankingOptions o = state.rankingOptions();
    o.workload = Workload::Transformer;
    o.fineTuning = true;
    o.budget = 300000;
    state.setRankingOptions(o);
    RankingBar bar(&state);
    const SetUpRanking &setUps = state.setUps();
    QVERIFY(setUps.cheapest && setUps.fastest && setUps.cheapest != setUps.fastest);
    const FitConfiguration &fastest = setUps.ranked.at(*setUps.fastest);
    QTextDocument picks;
    picks.setHtml(bar.findChild<QLabel *>(QStringLiteral("rankingPicks"))->text());
    const QString said = picks.toPlainText().replace(QChar::Nbsp, QLatin1Char(' '));
    QVERIFY2(said.contains(QStringLiteral("Cheapest: ")), qPrintable(said));
    QVERIFY2(said.contains(
                 QStringLiteral("Fastest: %1 (%2 tokens/s, %3 h a job")
                     .arg(fastest.name(), locale.toString(*fastest.trainTokensPerSecond, 'f', 0),
                         locale.toString(*fastest.jobHours(2e8), 'f', 1))),
        qPrintable(said));
    QVERIFY(
        *fastest.trainTokensPerSecond > *setUps.ranked.at(*setUps.cheapest).trainTokensPerSecond);

    // Inference: no job.
    o.fineTuning = false;
    o.workload = Workload::Cnn;
    state.setRankingOptions(o);
    panel.setMethod(FitMethod::Inference);
    QVERIFY(job->isHidden());
    panel.configurations();
    QVERIFY(panel.table()->isColumnHidden(hours));
}

QTEST_MAIN(TestFitJob)
#include "tst_fitjob.moc"
