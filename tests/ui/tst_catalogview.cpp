// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog panel with its filter panel and detail pane: filtering (including the literal
// search), numeric sorting with unknown values last, and the selection kept by identity.

#include "AppState.h"
#include "CardFields.h"
#include "CatalogFilterProxy.h"
#include "CatalogTableModel.h"
#include "CatalogView.h"
#include "DetailPane.h"
#include "FilterPanel.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTextDocument>
#include <QtTest>

#include <algorithm>

using namespace gpu;
using namespace gpu::test;

class TestCatalogView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void modelsPassTheModelTester();
    void statusLineCountsCards();
    void vendorFilterShowsOnlyThatVendor();
    void searchIsLiteral_data();
    void searchIsLiteral();
    void resetFiltersIsOneAction();
    void sortsNumbersAsNumbers();
    void unknownValuesSortLastInBothDirections();
    void displaysUnknownAsDash();
    void rankingColumnsFollowTheSelector();
    void selectionKeptAcrossSortAndFilter();
    void opensWithTheRankingInOrder();
    void convertedPricesAreMarked();
    void detailPaneShowsPowerAndNotesInTheWindowsLanguage();
    void namesReadWholeWhenTheRowsArriveAfterThePaint();

private:
    QStringList visibleIds() const;
    int proxyRowOf(const QString &id) const;
    void clickRow(const QString &id);
    void clickHeader(int column);

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
    std::unique_ptr<QWidget> m_window;
    CatalogView *m_view = nullptr;
    FilterPanel *m_filters = nullptr;
    DetailPane *m_details = nullptr;
};

void TestCatalogView::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestCatalogView::init()
{
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
    m_window = std::make_unique<QWidget>();
    auto *layout = new QHBoxLayout(m_window.get());
    m_filters = new FilterPanel(m_state.get());
    m_view = new CatalogView(m_state.get());
    m_details = new DetailPane(m_state.get());
    layout->addWidget(m_filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_details);
    connect(m_view, &CatalogView::countsChanged, m_filters, &FilterPanel::setCounts);
    m_filters->setCounts(m_view->visibleCount(), m_view->totalCount());
    m_window->resize(1400, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestCatalogView::cleanup()
{
    m_window.reset();
    m_state.reset();
    m_env.reset();
}

QStringList TestCatalogView::visibleIds() const
{
    QStringList ids;
    const QAbstractItemModel *proxy = m_view->table()->model();
    for (int r = 0; r < proxy->rowCount(); ++r)
        ids.append(proxy->index(r, 0).data(CatalogTableModel::CardKeyRole).toString());
    return ids;
}

int TestCatalogView::proxyRowOf(const QString &id) const
{
    return int(visibleIds().indexOf(id));
}

void TestCatalogView::clickRow(const QString &id)
{
    QTableView *table = m_view->table();
    const int row = proxyRowOf(id);
    QVERIFY2(row >= 0, qPrintable(id));
    const QModelIndex index = table->model()->index(row, CatalogTableModel::NameColumn);
    table->scrollTo(index);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(index).center());
}

void TestCatalogView::clickHeader(int column)
{
    QHeaderView *header = m_view->table()->horizontalHeader();
    m_view->table()->scrollTo(m_view->table()->model()->index(0, column));
    const int x = header->sectionViewportPosition(column) + header->sectionSize(column) / 2;
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
}

void TestCatalogView::modelsPassTheModelTester()
{
    QAbstractItemModelTester sourceTester(
        m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(
        m_view->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Exercise resets, re-ranking and refiltering under the testers.
    RankingOptions o = m_state->rankingOptions();
    o.currency = Currency::USD;
    m_state->setRankingOptions(o);
    QTest::keyClicks(m_filters->searchField(), QStringLiteral("rtx"));
    m_state->reload();
    QCOMPARE(m_view->model()->rowCount(), 7);
}

void TestCatalogView::statusLineCountsCards()
{
    auto *status = m_filters->findChild<QLabel *>(QStringLiteral("filterStatus"));
    QVERIFY(status);
    QCOMPARE(status->text(), QStringLiteral("7 of 7 cards"));
    QTest::keyClicks(m_filters->searchField(), QStringLiteral("3060"));
    QTRY_COMPARE(status->text(), QStringLiteral("2 of 7 cards"));
}

void TestCatalogView::vendorFilterShowsOnlyThatVendor()
{
    auto *vendors = m_filters->findChild<QListWidget *>(QStringLiteral("vendorList"));
    QVERIFY(vendors);
    const QList<QListWidgetItem *> amd
        = vendors->findItems(QStringLiteral("AMD"), Qt::MatchExactly);
    QCOMPARE(amd.size(), 1);
    // Click the item's check box like a user would (space toggles the current item).
    vendors->setCurrentItem(amd.first());
    vendors->setFocus();
    QTest::keyClick(vendors, Qt::Key_Space);
    QTRY_COMPARE(visibleIds(), QStringList {xtxId()});
    QCOMPARE(m_state->filter().vendors, QSet<QString> {QStringLiteral("AMD")});
}

void TestCatalogView::searchIsLiteral_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("model and memory written together find that variant")
        << QStringLiteral("4090 24GB") << QStringList {rtx4090Id()};
    QTest::newRow("a model finds every memory variant")
        << QStringLiteral("rtx 3060") << QStringList {rtx3060Id(12), rtx3060Id(8)};
    QTest::newRow("brackets are text, not a regular-expression group")
        << QStringLiteral("RTX 4090 (24GB)") << QStringList {};
    QTest::newRow("plus signs are text, not a quantifier")
        << QStringLiteral("C++") << QStringList {};
    QTest::newRow("an asterisk is text, not a wildcard") << QStringLiteral("*") << QStringList {};
    QTest::newRow("a dot is text, not any character") << QStringLiteral("30.0") << QStringList {};
    QTest::newRow("architecture words match") << QStringLiteral("rdna") << QStringList {xtxId()};
    // As typed with a Chinese input method: full-width letters, digits and space (NFKC).
    QTest::newRow("full width is the same text")
        << QStringLiteral("ＲＴＸ　３０６０") << QStringList {rtx3060Id(12), rtx3060Id(8)};
}

void TestCatalogView::searchIsLiteral()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    bool ascii = true;
    for (QChar c : text)
        ascii = ascii && c.unicode() < 0x80;
    if (ascii)
        QTest::keyClicks(m_filters->searchField(), text);
    else // QTest types ASCII only; an input method hands the field its text the same way
        m_filters->searchField()->setText(text);
    QTRY_COMPARE(m_filters->searchField()->text(), text);
    QStringList shown = visibleIds();
    shown.sort();
    expected.sort();
    QCOMPARE(shown, expected);
}

void TestCatalogView::resetFiltersIsOneAction()
{
    QTest::keyClicks(m_filters->searchField(), QStringLiteral("3060"));
    auto *tensor = m_filters->findChild<QComboBox *>(QStringLiteral("tensorCoresCombo"));
    QVERIFY(tensor);
    tensor->setCurrentIndex(2); // without tensor cores: none of the 3060s
    QTRY_COMPARE(m_view->visibleCount(), 0);
    auto *condition = m_filters->findChild<QComboBox *>(QStringLiteral("conditionCombo"));
    QVERIFY(condition);
    condition->setCurrentIndex(int(ConditionFilter::Used));
    QCOMPARE(m_state->rankingOptions().condition, ConditionFilter::Used);
    QSignalSpy filterChanged(m_state.get(), &AppState::filterChanged);
    auto *reset = m_filters->findChild<QPushButton *>(QStringLiteral("resetFiltersButton"));
    QVERIFY(reset);
    QTest::mouseClick(reset, Qt::LeftButton);
    QCOMPARE(filterChanged.count(), 1); // one step, not one per field
    QCOMPARE(m_view->visibleCount(), 7);
    QVERIFY(m_filters->searchField()->text().isEmpty());
    QVERIFY(m_state->filter().isEmpty());
    // Every field of the panel, the price scope included.
    QCOMPARE(condition->currentIndex(), int(ConditionFilter::Any));
    QCOMPARE(m_state->rankingOptions().condition, ConditionFilter::Any);
}

void TestCatalogView::sortsNumbersAsNumbers()
{
    // Memory: 8, 12, 24 GB. As text "12 GB" < "24 GB" < "8 GB"; as numbers 8 < 12 < 24.
    clickHeader(CatalogTableModel::MemoryColumn);
    QHeaderView *header = m_view->table()->horizontalHeader();
    if (header->sortIndicatorOrder() != Qt::AscendingOrder)
        clickHeader(CatalogTableModel::MemoryColumn);
    QCOMPARE(header->sortIndicatorSection(), int(CatalogTableModel::MemoryColumn));
    QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
    const QAbstractItemModel *proxy = m_view->table()->model();
    QList<double> memory;
    for (int r = 0; r < proxy->rowCount(); ++r)
        memory.append(proxy->index(r, CatalogTableModel::MemoryColumn)
                          .data(CatalogTableModel::SortRole)
                          .toDouble());
    QCOMPARE(memory.first(), 8.0);
    QCOMPARE(memory.last(), 24.0);
    QVERIFY(std::is_sorted(memory.begin(), memory.end()));
    // Price shown with grouping ("12,999") still sorts by amount (as text "900" would come
    // first). Cards are judged at their best current price, new or used, by default: the K80 at
    // 400 used, not at its 2015 new price.
    m_view->table()->sortByColumn(CatalogTableModel::PriceColumn, Qt::DescendingOrder);
    QCOMPARE(proxy->index(0, CatalogTableModel::PriceColumn).data().toString(),
        QStringLiteral("12,999"));
    QCOMPARE(
        proxy->index(1, CatalogTableModel::PriceColumn).data().toString(), QStringLiteral("7,199"));
}

void TestCatalogView::unknownValuesSortLastInBothDirections()
{
    // The RTX 4060 Laptop's board power is unknown.
    QTableView *table = m_view->table();
    const int last = m_view->visibleCount() - 1;
    table->sortByColumn(CatalogTableModel::TdpColumn, Qt::AscendingOrder);
    QCOMPARE(visibleIds().at(last), laptopId());
    QCOMPARE(visibleIds().at(0), rtx3060Id(12)); // 170 W, the lowest (tied with the 8 GB)
    table->sortByColumn(CatalogTableModel::TdpColumn, Qt::DescendingOrder);
    QCOMPARE(visibleIds().at(last), laptopId());
    QCOMPARE(visibleIds().at(0), rtx4090Id()); // 450 W
    // The same for the price (the laptop has none) and the score.
    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        table->sortByColumn(CatalogTableModel::PriceColumn, order);
        QCOMPARE(visibleIds().at(last), laptopId());
        table->sortByColumn(CatalogTableModel::ScoreColumn, order);
        const QVariant lastScore = table->model()
                                       ->index(last, CatalogTableModel::ScoreColumn)
                                       .data(CatalogTableModel::SortRole);
        QVERIFY(!lastScore.isValid());
    }
}

void TestCatalogView::displaysUnknownAsDash()
{
    const int row = m_view->model()->rowOf(laptopId());
    QVERIFY(row >= 0);
    QCOMPARE(m_view->model()->index(row, CatalogTableModel::TdpColumn).data().toString(),
        QStringLiteral("—"));
    QCOMPARE(m_view->model()->index(row, CatalogTableModel::PriceColumn).data().toString(),
        QStringLiteral("—"));
    QCOMPARE(m_view->model()->index(row, CatalogTableModel::PerfPerPriceColumn).data().toString(),
        QStringLiteral("—"));
}

void TestCatalogView::rankingColumnsFollowTheSelector()
{
    const CatalogTableModel *model = m_view->model();
    const int row4090 = model->rowOf(rtx4090Id());
    const QModelIndex score = model->index(row4090, CatalogTableModel::ScoreColumn);
    QVERIFY(score.data(CatalogTableModel::SortRole).isValid());
    QVERIFY(model->index(row4090, CatalogTableModel::PerfPerPriceColumn)
                .data(CatalogTableModel::SortRole)
                .toDouble()
        > 0);
    // The reference card (RTX 3060 12 GB) is 1.00× by definition.
    QCOMPARE(model->index(model->rowOf(rtx3060Id(12)), CatalogTableModel::RelativeColumn)
                 .data()
                 .toString(),
        QStringLiteral("1.00×"));
    // The relative column's tooltip says how sure the figure is (issue 13): measured, or the
    // estimate's basis and likely range.
    const QString tip = model->index(model->rowOf(rtx3060Id(12)), CatalogTableModel::RelativeColumn)
                            .data(Qt::ToolTipRole)
                            .toString();
    QVERIFY2(tip == QLatin1String("Measured") || tip.contains(QLatin1String("estimate")),
        qPrintable(tip));
    // A budget of 5,000 CNY leaves the 12,999 CNY RTX 4090 unranked: its score becomes unknown,
    // without resetting the model (the selection and scroll position survive).
    QSignalSpy reset(model, &QAbstractItemModel::modelReset);
    RankingOptions o = m_state->rankingOptions();
    o.budget = 5000;
    m_state->setRankingOptions(o);
    QCOMPARE(model->index(row4090, CatalogTableModel::ScoreColumn).data().toString(),
        QStringLiteral("—"));
    QCOMPARE(reset.count(), 0);
    // The Tesla K80 is never ranked (CUDA no longer supports compute capability 3.7).
    QCOMPARE(model->index(model->rowOf(k80Id()), CatalogTableModel::ScoreColumn).data().toString(),
        QStringLiteral("—"));
}

void TestCatalogView::selectionKeptAcrossSortAndFilter()
{
    const QString id = rtx3060Id(8);
    clickRow(id);
    QCOMPARE(m_state->currentCardId(), id);
    QTableView *table = m_view->table();
    const auto selectedId = [table] {
        const QModelIndexList rows = table->selectionModel()->selectedRows();
        return rows.size() == 1 ? rows.first().data(CatalogTableModel::CardKeyRole).toString()
                                : QString();
    };
    QCOMPARE(selectedId(), id);
    const int rowBefore = table->currentIndex().row();

    // Sorting moves the row; the same card stays selected.
    clickHeader(CatalogTableModel::MemoryColumn);
    clickHeader(CatalogTableModel::MemoryColumn);
    QCOMPARE(selectedId(), id);
    m_view->table()->sortByColumn(CatalogTableModel::NameColumn, Qt::DescendingOrder);
    QCOMPARE(selectedId(), id);
    QVERIFY(table->currentIndex().row() != rowBefore || proxyRowOf(id) == rowBefore);

    // A filter that keeps it: still selected.
    QTest::keyClicks(m_filters->searchField(), QStringLiteral("3060"));
    QTRY_COMPARE(m_view->visibleCount(), 2);
    QCOMPARE(selectedId(), id);
    QVERIFY(!m_details->isHiddenNoteVisible());

    // A filter that hides it: the card stays the selected one and the detail pane says so.
    m_filters->searchField()->clear();
    QTest::keyClicks(m_filters->searchField(), QStringLiteral("4090"));
    QTRY_COMPARE(m_view->visibleCount(), 1);
    QCOMPARE(m_state->currentCardId(), id);
    QVERIFY(table->selectionModel()->selectedRows().isEmpty());
    QVERIFY(m_details->isHiddenNoteVisible());
    auto *title = m_details->findChild<QLabel *>(QStringLiteral("detailTitle"));
    QCOMPARE(title->text(), QStringLiteral("NVIDIA GeForce RTX 3060 8 GB"));

    // Filter removed: it is selected again.
    m_filters->resetFilters();
    QCOMPARE(m_view->visibleCount(), 7);
    QCOMPARE(selectedId(), id);
    QVERIFY(!m_details->isHiddenNoteVisible());

    // A reload (e.g. after an import) resets the model; the selection follows the card.
    m_state->reload();
    QCOMPARE(selectedId(), id);
}

// The catalog opens in ranking order: rank 1 at the top, 2 below it, the unranked cards last.
void TestCatalogView::opensWithTheRankingInOrder()
{
    const QAbstractItemModel *proxy = m_view->table()->model();
    QVERIFY(proxy->rowCount() > 3);
    QCOMPARE(proxy->headerData(CatalogTableModel::ScoreColumn, Qt::Horizontal).toString(),
        QStringLiteral("Rank"));
    QCOMPARE(
        proxy->index(0, CatalogTableModel::ScoreColumn).data().toString(), QStringLiteral("1"));
    QCOMPARE(
        proxy->index(1, CatalogTableModel::ScoreColumn).data().toString(), QStringLiteral("2"));
    const int last = proxy->rowCount() - 1;
    QCOMPARE(
        proxy->index(last, CatalogTableModel::ScoreColumn).data().toString(), QStringLiteral("—"));
    // Rank 1 is the card with the highest relative performance among the ranked ones.
    const CardVerdict &best = m_state->ranking().verdicts.first();
    QCOMPARE(best.rank, 1);
    QCOMPARE(visibleIds().first(), best.key.toId());

    // Under a budget the cards over it are unranked: they follow the ranked ones, the faster
    // first, in both sort directions.
    RankingOptions o = m_state->rankingOptions();
    o.budget = 5000;
    m_state->setRankingOptions(o);
    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        m_view->table()->sortByColumn(CatalogTableModel::ScoreColumn, order);
        QList<double> unrankedRelative;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            if (proxy->index(r, CatalogTableModel::ScoreColumn)
                    .data(CatalogTableModel::SortRole)
                    .isValid())
                continue;
            const QVariant rel = proxy->index(r, CatalogTableModel::RelativeColumn)
                                     .data(CatalogTableModel::SortRole);
            if (rel.isValid())
                unrankedRelative << rel.toDouble();
        }
        QVERIFY(unrankedRelative.size() >= 2);
        QVERIFY2(std::is_sorted(unrankedRelative.rbegin(), unrankedRelative.rend()),
            "unranked cards in falling relative performance");
    }
}

// A GUI trial: a price seen in CNY and shown in USD (or the other way round) looked exact.
void TestCatalogView::convertedPricesAreMarked()
{
    const CatalogTableModel *model = m_view->model();
    const int row4090 = model->rowOf(rtx4090Id()); // a street price in CNY
    const auto priceText
        = [&] { return model->index(row4090, CatalogTableModel::PriceColumn).data().toString(); };
    QVERIFY2(!priceText().startsWith(QStringLiteral("≈")), qPrintable(priceText()));
    RankingOptions o = m_state->rankingOptions();
    o.currency = Currency::USD;
    m_state->setRankingOptions(o);
    QVERIFY2(priceText().startsWith(QStringLiteral("≈")), qPrintable(priceText()));
    QVERIFY(model->index(row4090, CatalogTableModel::PriceColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("converted")));
}

void TestCatalogView::detailPaneShowsPowerAndNotesInTheWindowsLanguage()
{
    AppState state(m_env->builtinCatalogOptions());
    const Card *laptop = nullptr;
    for (const Card &c : state.catalog().cards)
        if (c.displayName() == QStringLiteral("NVIDIA GeForce RTX 4090 Laptop 16 GB"))
            laptop = &c;
    QVERIFY(laptop);
    QVERIFY(!laptop->notes.isEmpty() && !laptop->notesZh.isEmpty());
    DetailPane pane(&state);
    state.setCurrentCard(laptop->key.toId());
    auto plain = [&pane] {
        QTextDocument doc;
        doc.setHtml(pane.detailHtml());
        return doc.toPlainText();
    };
    // A laptop's power is its configurable range, with its kind; per watt is at its high end.
    QString text = plain();
    QVERIFY2(
        text.contains(QStringLiteral("TGP 80–150 W (laptop, configurable)")), qPrintable(text));
    QVERIFY2(text.contains(laptop->notes.left(40)), qPrintable(text));
    QVERIFY(!text.contains(laptop->notesZh.left(20)));

    // In Chinese, the Chinese notes; back in English, the English ones.
    Translations::install(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents(); // the LanguageChange event
    text = plain();
    Translations::install(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QVERIFY2(text.contains(laptop->notesZh.left(20)), qPrintable(text));
    QVERIFY(!text.contains(laptop->notes.left(40)));
    text = plain();
    QVERIFY2(text.contains(laptop->notes.left(40)), qPrintable(text));

    // A card without Chinese notes shows its English ones in a Chinese window.
    Card own = *laptop;
    own.key.memoryGb = 17;
    own.origin = Origin::User;
    own.notes = QStringLiteral("my modded card");
    own.notesZh.clear();
    QCOMPARE(CardFields::notes(own), own.notes);
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QCOMPARE(CardFields::notes(own), own.notes);
    QCOMPARE(CardFields::notes(*laptop), laptop->notesZh);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

// The window paints before it reads the rows: once they arrive, the name column is wide enough
// for "NVIDIA GeForce RTX 4090", not the 45 px of its header ("NVIDI…"); a saved layout with a
// name column that narrow is widened too (issue 40).
void TestCatalogView::namesReadWholeWhenTheRowsArriveAfterThePaint()
{
    AppState::Options options = m_env->builtinCatalogOptions();
    options.loadAfterFirstPaint = true;
    AppState state(options);
    CatalogView view(&state);
    view.resize(1200, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableView *table = view.table();
    const int readable
        = table->fontMetrics().horizontalAdvance(QStringLiteral("NVIDIA GeForce RTX 4090"));
    state.loadPendingCatalog(); // the rows read on a worker thread
    QTRY_VERIFY(!state.catalogReading());
    QCoreApplication::processEvents();
    QVERIFY(table->model()->rowCount() > 100);
    QVERIFY2(table->columnWidth(CatalogTableModel::NameColumn) >= readable,
        qPrintable(QString::number(table->columnWidth(CatalogTableModel::NameColumn))));

    table->setColumnWidth(CatalogTableModel::NameColumn, 45);
    const QByteArray narrow = view.saveHeaderState();
    CatalogView again(&state);
    again.restoreHeaderState(narrow);
    QVERIFY(again.table()->columnWidth(CatalogTableModel::NameColumn) >= readable);
}

QTEST_MAIN(TestCatalogView)
#include "tst_catalogview.moc"
