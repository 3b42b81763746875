// SPDX-License-Identifier: GPL-3.0-or-later
// "Your card" and the upgrade view in the window: chosen, remembered, marked in the catalog and
// the comparison, the reference when asked; the upgrades ranked by gain, with the cards that are
// not one saying why. With GPU_ADVISOR_SCREENSHOTS=FOLDER it also saves the upgrade view.

#include "AppState.h"
#include "CatalogTableModel.h"
#include "CompareModel.h"
#include "MainWindow.h"
#include "Translations.h"
#include "UiTestSupport.h"
#include "UpgradePanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QTableView>

#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestUpgradePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void withoutYourCardThePanelAsksForIt();
    void aFasterCardIsAnUpgradeAndAnOlderOneIsNot();
    void yourCardIsRememberedAndMarked();
    void yourCardCanBeTheReference();
    void sellingYourCardLowersTheCost();
    void screenshots();

private:
    const CardVerdict &verdictOfRow(const UpgradePanel &panel, int row) const;
    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
};

void TestUpgradePanel::init()
{
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
    RankingOptions o = m_state->rankingOptions();
    o.workload = Workload::Cnn;
    o.precision = Precision::Fp16;
    o.condition = ConditionFilter::Any;
    m_state->setRankingOptions(o);
}

void TestUpgradePanel::cleanup()
{
    m_state.reset();
    m_env.reset();
}

const CardVerdict &TestUpgradePanel::verdictOfRow(const UpgradePanel &panel, int row) const
{
    return m_state->ranking().verdicts.at(panel.view().rows.at(row).verdict);
}

void TestUpgradePanel::withoutYourCardThePanelAsksForIt()
{
    UpgradePanel panel(m_state.get());
    QVERIFY(panel.view().rows.isEmpty());
    QCOMPARE(panel.cardChooser()->currentData().toString(), QString());
    QVERIFY(!panel.referenceBox()->isEnabled());
}

void TestUpgradePanel::aFasterCardIsAnUpgradeAndAnOlderOneIsNot()
{
    UpgradePanel panel(m_state.get());
    m_state->setYourCard(rtx3060Id());
    const UpgradeView &view = panel.view();
    QVERIFY(!view.rows.isEmpty());
    QVERIFY(view.relative.has_value());
    // An RTX 4090 trains a CNN several times faster than an RTX 3060 12 GB: the first upgrade.
    const UpgradeRow &first = view.rows.first();
    QVERIFY(!first.notUpgrade);
    QCOMPARE(verdictOfRow(panel, 0).key.toId(), rtx4090Id());
    QVERIFY2(*first.gain > 2.0, qPrintable(QString::number(*first.gain)));
    // The 3060 itself and the GTX 1080 are not upgrades, and say why.
    bool sawSelf = false;
    bool sawOlder = false;
    for (int i = 0; i < view.rows.size(); ++i) {
        const UpgradeRow &r = view.rows.at(i);
        const QString cardId = verdictOfRow(panel, i).key.toId();
        if (cardId == rtx3060Id()) {
            QCOMPARE(r.notUpgrade, std::optional<NotUpgrade>(NotUpgrade::SameCard));
            sawSelf = true;
        }
        if (cardId == id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce GTX 1080"), 8)) {
            QVERIFY(r.notUpgrade.has_value());
            sawOlder = true;
        }
    }
    QVERIFY(sawSelf);
    QVERIFY(sawOlder);
    // The table says it in words.
    const QAbstractItemModel *m = panel.table()->model();
    QCOMPARE(m->index(0, 6).data().toString(), QStringLiteral("Upgrade"));
    bool worded = false;
    for (int row = 0; row < m->rowCount(); ++row)
        worded = worded
            || m->index(row, 6).data().toString()
                == QStringLiteral("Not an upgrade: it is your card");
    QVERIFY(worded);
}

void TestUpgradePanel::yourCardIsRememberedAndMarked()
{
    m_state->setYourCard(rtx3060Id());
    m_state->addToCompare({rtx3060Id(), rtx4090Id()});
    m_state.reset();
    m_state = m_env->makeState();
    QCOMPARE(m_state->yourCardId(), rtx3060Id());
    QVERIFY(m_state->yourCard());

    CatalogTableModel catalog;
    catalog.setCatalog(m_state->catalog());
    catalog.setYourCard(m_state->yourCardId());
    const QModelIndex name = catalog.index(catalog.rowOf(rtx3060Id()), 0);
    QVERIFY(name.data().toString().startsWith(QStringLiteral("★ ")));
    QVERIFY(name.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(name.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Your card")));
    const QModelIndex other = catalog.index(catalog.rowOf(rtx4090Id()), 0);
    QVERIFY(!other.data().toString().startsWith(QStringLiteral("★")));

    CompareModel compare(m_state.get());
    QVERIFY(
        compare.headerData(0, Qt::Horizontal).toString().contains(QStringLiteral("(your card)")));
    QVERIFY(
        !compare.headerData(1, Qt::Horizontal).toString().contains(QStringLiteral("(your card)")));
    // Cleared, it stays cleared: a detection at start does not choose one again.
    m_state->setYourCard(QString());
    QVERIFY(m_state->settings().contains(Settings::Key::YourCard));
}

void TestUpgradePanel::yourCardCanBeTheReference()
{
    m_state->setYourCard(rtx3060Id(8));
    UpgradePanel panel(m_state.get());
    QVERIFY(panel.referenceBox()->isEnabled());
    panel.referenceBox()->setChecked(true);
    QCOMPARE(m_state->ranking().reference.toId(), rtx3060Id(8));
    QCOMPARE(qRound(*m_state->verdictFor(m_state->yourCard()->key)->relative * 100), 100);
    panel.referenceBox()->setChecked(false);
    QVERIFY(m_state->ranking().reference.toId() != rtx3060Id(8));
}

void TestUpgradePanel::sellingYourCardLowersTheCost()
{
    // The GTX 1080 has a used price of 900 CNY in the test catalog.
    m_state->setYourCard(id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce GTX 1080"), 8));
    UpgradePanel panel(m_state.get());
    QVERIFY(!panel.view().salePrice);
    const std::optional<double> before = panel.view().rows.first().gainPerPrice;
    panel.sellOldBox()->setChecked(true);
    QCOMPARE(panel.view().salePrice, std::optional<double>(900));
    QVERIFY(before && panel.view().rows.first().gainPerPrice);
    QVERIFY(*panel.view().rows.first().gainPerPrice > *before);
    UpgradePanel again(m_state.get());
    QVERIFY(again.sellOldBox()->isChecked());
}

void TestUpgradePanel::screenshots()
{
    const QString folder = qEnvironmentVariable("GPU_ADVISOR_SCREENSHOTS");
    if (folder.isEmpty())
        QSKIP("set GPU_ADVISOR_SCREENSHOTS=FOLDER to save the screenshots");
    AppState state(m_env->builtinCatalogOptions());
    const Card *mine = nullptr;
    for (const Card &c : state.catalog().cards)
        if (c.displayName() == QLatin1String("NVIDIA GeForce RTX 3060 12 GB"))
            mine = &c;
    QVERIFY(mine);
    state.setYourCard(mine->key.toId());
    RankingOptions o = state.rankingOptions();
    o.workload = Workload::Transformer;
    o.budget = 12000;
    o.condition = ConditionFilter::Any;
    state.setRankingOptions(o);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Translations::install(lang);
        MainWindow window(&state);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("upgradeDock"));
        QVERIFY(dock);
        dock->raise();
        window.resizeDocks({dock}, {480}, Qt::Vertical);
        window.upgradePanel()->sellOldBox()->setChecked(true);
        settleEvents();
        const QString file = QStringLiteral("%1/screenshot-upgrade-%2.png").arg(folder, lang);
        QVERIFY2(window.grab().save(file), qPrintable(file));
    }
    Translations::install(QStringLiteral("en"));
}

QTEST_MAIN(TestUpgradePanel)
#include "tst_upgradepanel.moc"
