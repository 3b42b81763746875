// SPDX-License-Identifier: GPL-3.0-or-later
// The cost-efficiency chart: follows the filters (down to zero cards, with a "no data" page)
// and re-ranking, is sorted, tells memory variants apart, switches metric, and a click on a bar
// selects the card.

#include "AppState.h"
#include "ChartPanel.h"
#include "UiTestSupport.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QSpinBox>
#include <QValueAxis>

#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestChartPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void showsPricedRecommendableCardsSortedByValue();
    void labelsTellMemoryVariantsApart();
    void followsAFilterChangeDownToZeroCards();
    void followsReRanking();
    void switchesMetric();
    void topLimitsTheBars();
    void clickingABarSelectsTheCard();
    void metricIsRemembered();
    void topCountIsRemembered();
    void picksAndWarningsAreMarked();
    void smallValuesGetTheirDecimals();

private:
    int barCount() const;

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
    std::unique_ptr<ChartPanel> m_chart;
};

void TestChartPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestChartPanel::init()
{
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
    m_chart = std::make_unique<ChartPanel>(m_state.get());
    m_chart->resize(900, 600);
    m_chart->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
}

void TestChartPanel::cleanup()
{
    m_chart.reset();
    m_state.reset();
    m_env.reset();
}

int TestChartPanel::barCount() const
{
    const QList<QAbstractSeries *> series = m_chart->chart()->series();
    if (series.isEmpty())
        return 0;
    const auto *bars = qobject_cast<QHorizontalBarSeries *>(series.first());
    return bars && !bars->barSets().isEmpty() ? int(bars->barSets().first()->count()) : 0;
}

void TestChartPanel::showsPricedRecommendableCardsSortedByValue()
{
    // Performance per price (default): every card with a price and a relative performance,
    // except the K80 (its compute capability 3.7 is no longer supported by CUDA) and the laptop
    // (no price).
    const QStringList ids = m_chart->barCardIds();
    QVERIFY(!m_chart->isShowingNoData());
    QCOMPARE(barCount(), int(ids.size()));
    QVERIFY(ids.contains(rtx4090Id()));
    QVERIFY(ids.contains(rtx3060Id(12)));
    QVERIFY(!ids.contains(k80Id()));
    QVERIFY(!ids.contains(laptopId()));
    // Sorted, best first; the chart draws the best at the top (last bar of the set).
    QList<double> values;
    for (const QString &id : ids)
        values.append(*m_state->verdictFor(*CardKey::fromId(id))->performancePerPrice);
    QVERIFY(std::is_sorted(values.begin(), values.end(), std::greater<double>()));
    const auto *set = qobject_cast<QHorizontalBarSeries *>(m_chart->chart()->series().first())
                          ->barSets()
                          .first();
    QCOMPARE(set->at(set->count() - 1), values.first());
}

void TestChartPanel::labelsTellMemoryVariantsApart()
{
    const QStringList labels = m_chart->barLabels();
    QVERIFY(labels.contains(QStringLiteral("GeForce RTX 3060 12 GB")));
    QVERIFY(labels.contains(QStringLiteral("GeForce RTX 3060 8 GB")));
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
    // Labels are shown whole: the view is at least as wide as Qt Charts needs for them.
    QFontMetrics fm(m_chart->chart()->axes(Qt::Vertical).first()->labelsFont());
    int widest = 0;
    for (const QString &l : labels)
        widest = std::max(widest, fm.horizontalAdvance(l));
    auto *view = m_chart->findChild<QChartView *>(QStringLiteral("chartView"));
    QVERIFY(view->minimumWidth() >= widest * 5 / 2);
}

void TestChartPanel::followsAFilterChangeDownToZeroCards()
{
    const int all = barCount();
    QVERIFY(all >= 3);
    CardFilter amd;
    amd.vendors = {QStringLiteral("AMD")};
    m_state->setFilter(amd);
    QCOMPARE(m_chart->barCardIds(), QStringList {xtxId()});
    QCOMPARE(barCount(), 1);

    CardFilter none;
    none.search = QStringLiteral("no such card");
    m_state->setFilter(none);
    QCOMPARE(barCount(), 0);
    QVERIFY(m_chart->isShowingNoData());
    auto *empty = m_chart->findChild<QLabel *>(QStringLiteral("chartEmptyLabel"));
    QTRY_VERIFY(empty->isVisible());
    QVERIFY(empty->text().startsWith(QStringLiteral("No data")));

    m_state->setFilter(CardFilter {});
    QCOMPARE(barCount(), all);
    QVERIFY(!m_chart->isShowingNoData());
}

void TestChartPanel::followsReRanking()
{
    QVERIFY(m_chart->barCardIds().contains(rtx4090Id()));
    RankingOptions o = m_state->rankingOptions();
    o.budget = 5000; // CNY: the 12,999 CNY RTX 4090 and the 7,199 CNY RX 7900 XTX drop out
    m_state->setRankingOptions(o);
    QVERIFY(!m_chart->barCardIds().contains(rtx4090Id()));
    QVERIFY(!m_chart->barCardIds().contains(xtxId()));
    QVERIFY(m_chart->barCardIds().contains(rtx3060Id(12)));
}

void TestChartPanel::switchesMetric()
{
    auto *combo = m_chart->findChild<QComboBox *>(QStringLiteral("chartMetricCombo"));
    QVERIFY(combo);
    combo->setCurrentIndex(int(ChartPanel::Metric::RelativePerformance));
    // The fastest card leads on relative performance.
    QCOMPARE(m_chart->barCardIds().first(), rtx4090Id());
    combo->setCurrentIndex(int(ChartPanel::Metric::PerformancePerWatt));
    QList<double> values;
    for (const QString &id : m_chart->barCardIds())
        values.append(*m_state->verdictFor(*CardKey::fromId(id))->performancePerWatt);
    QVERIFY(std::is_sorted(values.begin(), values.end(), std::greater<double>()));
}

void TestChartPanel::topLimitsTheBars()
{
    auto *top = m_chart->findChild<QSpinBox *>(QStringLiteral("chartTopSpin"));
    QVERIFY(top);
    const QStringList all = m_chart->barCardIds();
    top->setValue(2);
    QCOMPARE(m_chart->barCardIds(), all.mid(0, 2));
    QCOMPARE(barCount(), 2);
}

void TestChartPanel::clickingABarSelectsTheCard()
{
    auto *view = m_chart->findChild<QChartView *>(QStringLiteral("chartView"));
    QVERIFY(view);
    auto *series = qobject_cast<QHorizontalBarSeries *>(m_chart->chart()->series().first());
    QVERIFY(series);
    const QStringList ids = m_chart->barCardIds();
    const QString target = ids.at(1); // the second best
    const int bar = int(ids.size()) - 1 - 1; // drawn bottom-up
    const double value = series->barSets().first()->at(bar);
    // The middle of the bar, in the view's coordinates.
    const QPointF inChart = m_chart->chart()->mapToPosition(QPointF(value / 2, bar), series);
    const QPoint inView = view->mapFromScene(m_chart->chart()->mapToScene(inChart));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, inView);
    QTRY_COMPARE(m_state->currentCardId(), target);
}

void TestChartPanel::metricIsRemembered()
{
    m_chart->setMetric(ChartPanel::Metric::PerformancePerWatt);
    m_chart.reset();
    ChartPanel again(m_state.get());
    QCOMPARE(again.metric(), ChartPanel::Metric::PerformancePerWatt);
}

void TestChartPanel::topCountIsRemembered()
{
    auto *top = m_chart->findChild<QSpinBox *>(QStringLiteral("chartTopSpin"));
    QVERIFY(top);
    top->setValue(3); // as the user does it
    QCOMPARE(barCount(), 3);
    m_chart.reset();
    ChartPanel again(m_state.get());
    QCOMPARE(again.topCount(), 3);
    QCOMPARE(again.barCardIds().size(), 3);
}

void TestChartPanel::picksAndWarningsAreMarked()
{
    // The ranking's picks carry a star, a card with a warning (the used GTX 1080 is legacy
    // software) a warning sign; the title says what they mean.
    const RankingResult &r = m_state->ranking();
    const QStringList ids = m_chart->barCardIds();
    const QStringList shown = m_chart->barCategories();
    QCOMPARE(shown.size(), ids.size());
    bool star = false;
    for (int i = 0; i < ids.size(); ++i) {
        const CardVerdict *v = m_state->verdictFor(*CardKey::fromId(ids.at(i)));
        QVERIFY(v);
        const int index = int(r.verdicts.indexOf(v));
        const bool pick = r.recommendation.bestOverall == index
            || r.recommendation.bestValue == index || r.recommendation.mostMemoryPerPrice == index;
        QCOMPARE(shown.at(i).startsWith(QStringLiteral("★ ")), pick);
        star = star || pick;
        if (!pick && (v->hasFlag(Flag::LegacySoftware) || v->hasFlag(Flag::UsedMarket)))
            QVERIFY2(shown.at(i).startsWith(QStringLiteral("⚠ ")), qPrintable(shown.at(i)));
        QVERIFY(shown.at(i).endsWith(m_chart->barLabels().at(i)));
    }
    QVERIFY(star);
    QVERIFY(m_chart->chart()->title().contains(QStringLiteral("★")));
}

void TestChartPanel::smallValuesGetTheirDecimals()
{
    // In USD, performance per 1,000 is some 7 times smaller than in CNY: the axis keeps enough
    // decimals for its ticks to differ.
    RankingOptions o = m_state->rankingOptions();
    o.currency = Currency::USD;
    m_state->setRankingOptions(o);
    const auto axes = m_chart->chart()->axes(Qt::Horizontal);
    QVERIFY(!axes.isEmpty());
    const auto *axis = qobject_cast<QValueAxis *>(axes.first());
    QVERIFY(axis);
    const double max = axis->max();
    const QString format = axis->labelFormat();
    const int decimals = format.mid(format.indexOf(QLatin1Char('.')) + 1).chopped(1).toInt();
    QVERIFY2(max / 5 >= std::pow(10.0, -decimals), qPrintable(format + QString::number(max)));
}

QTEST_MAIN(TestChartPanel)
#include "tst_chartpanel.moc"
