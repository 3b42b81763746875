// SPDX-License-Identifier: GPL-3.0-or-later
// The compare panel: cards arrive by drag and drop from the catalog (through the model's MIME
// data and through a simulated drag), foreign drops are ignored, duplicates refused, the best
// value of each row is marked, differences against a pinned baseline are shown in percent,
// columns are reordered and removed, and the compare set is remembered.

#include "AppState.h"
#include "CatalogTableModel.h"
#include "CatalogView.h"
#include "CompareModel.h"
#include "ComparePanel.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QAbstractItemModelTester>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QTableView>
#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestComparePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void modelPassesTheModelTester();
    void dropThroughTheCatalogModelsMimeData();
    void simulatedDragFromTheCatalog();
    void foreignDropIsIgnored_data();
    void foreignDropIsIgnored();
    void duplicateIsRefusedWithAMessage();
    void addToCompareShortcut();
    void bestValueOfEachRowIsMarked();
    void baselineShowsDifferencesInPercent();
    void howSureRowSaysMeasuredOrTheEstimatesRange();
    void columnsAreReorderedByDraggingTheHeader();
    void deleteRemovesAColumn();
    void compareSetIsRememberedBetweenRuns();
    void devicesBeyondCudaShowTheirStackAndMemoryShare();
    void aServerIsComparedBesideItsModule();

private:
    QModelIndex catalogIndex(const QString &id) const;
    /// Sends the drag-enter, drag-move and drop events a real drag would deliver to `target`.
    /// Returns whether the drop was accepted.
    bool dragAndDrop(QWidget *target, QMimeData *mime);

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
    std::unique_ptr<QWidget> m_window;
    CatalogView *m_catalog = nullptr;
    ComparePanel *m_compare = nullptr;
};

void TestComparePanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestComparePanel::init()
{
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
    m_window = std::make_unique<QWidget>();
    auto *layout = new QHBoxLayout(m_window.get());
    m_catalog = new CatalogView(m_state.get());
    m_compare = new ComparePanel(m_state.get());
    layout->addWidget(m_catalog, 1);
    layout->addWidget(m_compare, 1);
    m_window->resize(1400, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestComparePanel::cleanup()
{
    m_window.reset();
    m_state.reset();
    m_env.reset();
}

QModelIndex TestComparePanel::catalogIndex(const QString &id) const
{
    const QAbstractItemModel *proxy = m_catalog->table()->model();
    for (int r = 0; r < proxy->rowCount(); ++r)
        if (proxy->index(r, 0).data(CatalogTableModel::CardKeyRole).toString() == id)
            return proxy->index(r, 0);
    return {};
}

bool TestComparePanel::dragAndDrop(QWidget *target, QMimeData *mime)
{
    const QPoint pos = target->rect().center();
    QDragEnterEvent enter(pos, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(pos, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &move);
    QDropEvent drop(QPointF(pos), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

void TestComparePanel::modelPassesTheModelTester()
{
    QAbstractItemModelTester tester(
        m_compare->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_state->addToCompare({rtx3060Id(12), rtx4090Id()});
    m_state->setCompareBaseline(rtx3060Id(12));
    m_state->moveInCompare(0, 1);
    m_state->removeFromCompare(rtx4090Id());
    m_state->clearCompare();
    QCOMPARE(m_compare->model()->columnCount(), 0);
}

void TestComparePanel::dropThroughTheCatalogModelsMimeData()
{
    // What the catalog view hands to a drag: the model's MIME data for the selected row.
    const QModelIndex index = catalogIndex(rtx3060Id(8));
    QVERIFY(index.isValid());
    std::unique_ptr<QMimeData> mime(m_catalog->table()->model()->mimeData({index}));
    QVERIFY(mime->hasFormat(CatalogTableModel::cardMimeType()));
    QVERIFY(m_compare->model()->canDropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QVERIFY(m_compare->model()->dropMimeData(mime.get(), Qt::CopyAction, -1, -1, {}));
    QCOMPARE(m_state->compareSet(), QStringList {rtx3060Id(8)});
    QCOMPARE(m_compare->model()->headerData(0, Qt::Horizontal).toString(),
        QStringLiteral("NVIDIA\nGeForce RTX 3060 8 GB"));
}

void TestComparePanel::simulatedDragFromTheCatalog()
{
    // Select two cards in the catalog the way a user does (click, ctrl+click) …
    QTableView *table = m_catalog->table();
    const QModelIndex a = catalogIndex(rtx4090Id());
    const QModelIndex b = catalogIndex(xtxId());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(a).center());
    QTest::mouseClick(
        table->viewport(), Qt::LeftButton, Qt::ControlModifier, table->visualRect(b).center());
    QCOMPARE(table->selectionModel()->selectedRows().size(), 2);
    // … the drag carries what QAbstractItemView::startDrag() would put in it …
    QMimeData *mime = table->model()->mimeData(table->selectionModel()->selectedIndexes());
    // … and is dropped on the compare panel's (empty) page.
    QTableView *compareView = m_compare->findChild<QTableView *>(QStringLiteral("compareView"));
    QVERIFY(compareView);
    QVERIFY(dragAndDrop(m_compare->findChild<QLabel *>(QStringLiteral("compareHint")), mime));
    QCOMPARE(m_state->compareSet().size(), 2);
    QVERIFY(m_state->compareSet().contains(rtx4090Id()));
    QVERIFY(m_state->compareSet().contains(xtxId()));
    QTRY_VERIFY(compareView->isVisible());
    QCOMPARE(compareView->model()->columnCount(), 2);

    // A second drop, onto the table this time, adds the third card.
    std::unique_ptr<QMimeData> more(table->model()->mimeData({catalogIndex(rtx3060Id(12))}));
    QVERIFY(dragAndDrop(compareView->viewport(), more.get()));
    QCOMPARE(m_state->compareSet().last(), rtx3060Id(12));
    delete mime;
}

void TestComparePanel::foreignDropIsIgnored_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("payload");
    QTest::newRow("plain text naming a card")
        << QStringLiteral("text/plain") << rtx4090Id().toUtf8();
    QTest::newRow("a file") << QStringLiteral("text/uri-list")
                            << QByteArray("file:///tmp/cards.csv\r\n");
    QTest::newRow("our type with an id that is no card")
        << CatalogTableModel::cardMimeType() << QByteArray("not a card id");
    QTest::newRow("our type naming a card that is not in the catalog")
        << CatalogTableModel::cardMimeType() << QByteArray("NVIDIA|GeForce RTX 9999|48|desktop");
}

void TestComparePanel::foreignDropIsIgnored()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, payload);
    QMimeData mime;
    mime.setData(format, payload);
    QSignalSpy changed(m_state.get(), &AppState::compareSetChanged);
    QTableView *compareView = m_compare->findChild<QTableView *>(QStringLiteral("compareView"));
    m_state->addToCompare({rtx3060Id(12)});
    changed.clear();
    dragAndDrop(compareView->viewport(), &mime);
    QCOMPARE(m_state->compareSet(), QStringList {rtx3060Id(12)});
    QCOMPARE(changed.count(), 0);
}

void TestComparePanel::duplicateIsRefusedWithAMessage()
{
    QCOMPARE(m_state->addToCompare({rtx4090Id()}), 1);
    QSignalSpy message(m_state.get(), &AppState::compareMessage);
    std::unique_ptr<QMimeData> mime(
        m_catalog->table()->model()->mimeData({catalogIndex(rtx4090Id())}));
    QTableView *compareView = m_compare->findChild<QTableView *>(QStringLiteral("compareView"));
    dragAndDrop(compareView->viewport(), mime.get());
    QCOMPARE(m_state->compareSet(), QStringList {rtx4090Id()});
    QCOMPARE(message.count(), 1);
    QVERIFY(m_compare->message().contains(QStringLiteral("NVIDIA GeForce RTX 4090 24 GB")));
    QVERIFY(m_compare->message().contains(QStringLiteral("Already")));
}

void TestComparePanel::addToCompareShortcut()
{
    QTableView *table = m_catalog->table();
    const QModelIndex index = catalogIndex(xtxId());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
    QTest::keyClick(table, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(m_state->compareSet(), QStringList {xtxId()});
}

void TestComparePanel::bestValueOfEachRowIsMarked()
{
    m_state->addToCompare({rtx3060Id(12), rtx4090Id(), laptopId()});
    const CompareModel *model = m_compare->model();
    const auto best = [model](const QString &row) {
        const int r = model->rowOf(row);
        for (int c = 0; c < model->columnCount(); ++c)
            if (model->index(r, c).data(CompareModel::BestRole).toBool())
                return model->cardIds().at(c);
        return QString();
    };
    QCOMPARE(best(QStringLiteral("memory_bandwidth_gbps")), rtx4090Id()); // higher is better
    QCOMPARE(best(QStringLiteral("tdp_w")), rtx3060Id(12)); // lower is better; laptop unknown
    QCOMPARE(best(QStringLiteral("price")), rtx3060Id(12)); // 2,299 < 12,999 CNY
    QCOMPARE(best(QStringLiteral("architecture")), QString()); // text: nothing is "best"
    const int tdp = model->rowOf(QStringLiteral("tdp_w"));
    QCOMPARE(model->index(tdp, 2).data().toString(), QStringLiteral("—"));
    QVERIFY(
        model->index(model->rowOf(QStringLiteral("tdp_w")), 0).data(Qt::BackgroundRole).isValid());
}

void TestComparePanel::howSureRowSaysMeasuredOrTheEstimatesRange()
{
    // An RTX 4090 has a measured CNN result; no AMD card has one, so the RX 7900 XTX's figure is
    // an unverified estimate with its likely range, also with a baseline pinned.
    // The shipped catalog, whose measured results give the model its fit and ranges.
    const auto state = std::make_unique<AppState>(m_env->builtinCatalogOptions());
    state->addToCompare({rtx4090Id(), xtxId()});
    const auto owner = std::make_unique<CompareModel>(state.get());
    const CompareModel *model = owner.get();
    const int row = model->rowOf(QStringLiteral("estimate"));
    QVERIFY(row >= 0);
    QCOMPARE(model->headerData(row, Qt::Vertical).toString(), QStringLiteral("How sure"));
    QCOMPARE(model->index(row, 0).data().toString(), QStringLiteral("measured"));
    const QString xtx = model->index(row, 1).data().toString();
    QVERIFY2(xtx.startsWith(QStringLiteral("unverified estimate, likely ")) && xtx.endsWith(u'×'),
        qPrintable(xtx));
    QVERIFY(model->index(row, 1)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("no measured card of this vendor")));
    QVERIFY(!model->index(row, 0).data(CompareModel::BestRole).toBool());
    state->setCompareBaseline(rtx4090Id());
    QCOMPARE(model->index(row, 1).data().toString(), xtx);
}

void TestComparePanel::baselineShowsDifferencesInPercent()
{
    m_state->addToCompare({rtx4090Id(), rtx3060Id(12)});
    m_state->setCompareBaseline(rtx3060Id(12));
    const CompareModel *model = m_compare->model();
    const int memory = model->rowOf(QStringLiteral("memory_gb"));
    // 24 GB against a 12 GB baseline: +100 %.
    QCOMPARE(model->index(memory, 0).data(CompareModel::DifferenceRole).toDouble(), 100.0);
    QCOMPARE(model->index(memory, 0).data().toString(), QStringLiteral("24 GB  (+100 %)"));
    // 450 W against 170 W: +165 %.
    const int tdp = model->rowOf(QStringLiteral("tdp_w"));
    QCOMPARE(qRound(model->index(tdp, 0).data(CompareModel::DifferenceRole).toDouble()), 165);
    // The baseline itself shows no difference and is named in its header.
    QVERIFY(!model->index(memory, 1).data(CompareModel::DifferenceRole).isValid());
    QVERIFY(model->headerData(1, Qt::Horizontal).toString().contains(QStringLiteral("baseline")));
    // Compute capability 8.9 is not "+3.5 %" of 8.6, nor generation 4 "+33 %" of 3 (a GUI trial).
    for (const char *ordinal : {"compute_capability", "tensor_core_generation"}) {
        const int row = model->rowOf(QString::fromLatin1(ordinal));
        QVERIFY(row >= 0);
        QVERIFY2(!model->index(row, 0).data(CompareModel::DifferenceRole).isValid(), ordinal);
        QVERIFY(!model->index(row, 0).data().toString().contains(QLatin1Char('%')));
    }
}

void TestComparePanel::columnsAreReorderedByDraggingTheHeader()
{
    m_state->addToCompare({rtx4090Id(), rtx3060Id(12), xtxId()});
    QTableView *compareView = m_compare->findChild<QTableView *>(QStringLiteral("compareView"));
    QTRY_VERIFY(compareView->isVisible());
    // What a header drag does: move the first section to the end.
    compareView->horizontalHeader()->moveSection(0, 2);
    QTRY_COMPARE(m_state->compareSet(), (QStringList {rtx3060Id(12), xtxId(), rtx4090Id()}));
    // The model's order is the visual order.
    QCOMPARE(compareView->horizontalHeader()->logicalIndex(0), 0);
    QCOMPARE(m_compare->model()->cardIds().first(), rtx3060Id(12));
}

void TestComparePanel::deleteRemovesAColumn()
{
    m_state->addToCompare({rtx4090Id(), rtx3060Id(12)});
    QTableView *compareView = m_compare->findChild<QTableView *>(QStringLiteral("compareView"));
    QTRY_VERIFY(compareView->isVisible());
    compareView->setFocus();
    compareView->setCurrentIndex(compareView->model()->index(3, 0));
    QTest::keyClick(compareView, Qt::Key_Delete);
    QCOMPARE(m_state->compareSet(), QStringList {rtx3060Id(12)});
}

void TestComparePanel::compareSetIsRememberedBetweenRuns()
{
    m_state->addToCompare({rtx4090Id(), xtxId()});
    m_state->setCompareBaseline(xtxId());
    m_window.reset();
    m_state.reset();
    const auto again = m_env->makeState();
    QCOMPARE(again->compareSet(), (QStringList {rtx4090Id(), xtxId()}));
    QCOMPARE(again->compareBaseline(), xtxId());
}

// Issue 29: a domestic accelerator and a unified-memory machine beside a GeForce card: the
// rows only such devices have (software stack, stack support, unified memory, the GPU's share)
// appear, in the reader's language; screenshots for docs/ with GPU_ADVISOR_SCREENSHOTS=FOLDER.
void TestComparePanel::devicesBeyondCudaShowTheirStackAndMemoryShare()
{
    AppState state(m_env->builtinCatalogOptions());
    const QString ascend
        = CardKey {QStringLiteral("Huawei"), QStringLiteral("Ascend 910B"), 64, Form::OAM}.toId();
    const QString mac = CardKey {QStringLiteral("Apple"), QStringLiteral("Mac Studio M3 Ultra"),
        256, Form::Desktop}
                            .toId();
    const QString geforce
        = CardKey {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 4090"), 24, Form::Desktop}
              .toId();
    QCOMPARE(state.addToCompare({ascend, mac, geforce}), 3);
    ComparePanel panel(&state);
    CompareModel *model = panel.model();
    for (const char *row :
        {"software_stack", "stack_support", "unified_memory", "gpu_memory_share"})
        QVERIFY2(model->rowOf(QLatin1String(row)) >= 0, row);
    const int share = model->rowOf(QStringLiteral("gpu_memory_share"));
    QVERIFY(model->index(share, 1).data().toString().contains(QStringLiteral("192 GB")));
    QVERIFY(model->index(model->rowOf(QStringLiteral("software_stack")), 0)
                .data()
                .toString()
                .contains(QStringLiteral("CANN")));
    // Without such a device the rows are not there.
    state.clearCompare();
    state.addToCompare({geforce});
    QCOMPARE(model->rowOf(QStringLiteral("software_stack")), -1);
    state.clearCompare();
    state.addToCompare({ascend, mac, geforce});
    const QString folder = qEnvironmentVariable("GPU_ADVISOR_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Translations::install(lang);
        ComparePanel shown(&state);
        shown.resize(900, 1000);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        // The layout requests and paints the show posted, run now rather than after a guessed
        // delay: the picture is taken of the finished panel.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        const QString file
            = QStringLiteral("%1/screenshot-compare-beyond-cuda-%2.png").arg(folder, lang);
        QVERIFY2(shown.grab().save(file), qPrintable(file));
    }
    Translations::install(QStringLiteral("en"));
}

// Issue 25: a server (8 SXM modules, derived at load: ServerSystems.h) is a column like a card,
// beside its module and a PCIe card: the server's totals, its per-GPU memory, its own price.
void TestComparePanel::aServerIsComparedBesideItsModule()
{
    AppState state(m_env->builtinCatalogOptions());
    const QString module
        = CardKey {QStringLiteral("NVIDIA"), QStringLiteral("H100"), 80, Form::SXM}.toId();
    const QString server = CardKey {QStringLiteral("NVIDIA"), QStringLiteral("H200 SXM 141 GB × 8"),
        141 * 8, Form::Server}
                               .toId();
    const QString h100Server = CardKey {QStringLiteral("NVIDIA"),
        QStringLiteral("H100 SXM 80 GB × 8"), 80 * 8, Form::Server}
                                   .toId();
    const QString pcie = CardKey {QStringLiteral("NVIDIA"),
        QStringLiteral("RTX PRO 6000 Blackwell"), 96, Form::Desktop}
                             .toId();
    // And a workstation of four of the PCIe card (WorkstationSystems.cpp), a column like them.
    const QString workstation = CardKey {QStringLiteral("NVIDIA"),
        QStringLiteral("RTX PRO 6000 Blackwell 96 GB × 4"), 96 * 4, Form::Workstation}
                                    .toId();
    QCOMPARE(state.addToCompare({module, h100Server, server, pcie}), 4);
    QCOMPARE(state.addToCompare({workstation}), 1);
    ComparePanel panel(&state);
    CompareModel *model = panel.model();
    QCOMPARE(model->columnCount(), 5);
    QVERIFY(model->headerData(1, Qt::Horizontal).toString().contains(QStringLiteral("× 8 server")));
    bool workstationShown = false;
    for (int column = 0; column < model->columnCount(); ++column)
        workstationShown = workstationShown
            || model->headerData(column, Qt::Horizontal)
                   .toString()
                   .contains(QStringLiteral("× 4 workstation"));
    QVERIFY(workstationShown);
    const QString folder = qEnvironmentVariable("GPU_ADVISOR_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Translations::install(lang);
        ComparePanel shown(&state);
        shown.resize(1100, 1000);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        // The layout requests and paints the show posted, run now rather than after a guessed
        // delay: the picture is taken of the finished panel.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        const QString file
            = QStringLiteral("%1/screenshot-compare-server-%2.png").arg(folder, lang);
        QVERIFY2(shown.grab().save(file), qPrintable(file));
    }
    Translations::install(QStringLiteral("en"));
}

QTEST_MAIN(TestComparePanel)
#include "tst_comparepanel.moc"
