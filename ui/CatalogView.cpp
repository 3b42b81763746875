// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogView.h"

#include "AppState.h"
#include "CatalogFilterProxy.h"
#include "CatalogTableModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace gpu {

CatalogView::CatalogView(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_model(new CatalogTableModel(this))
    , m_proxy(new CatalogFilterProxy(this))
    , m_table(new QTableView(this))
    , m_addToCompare(new QAction(this))
    , m_addPrice(new QAction(this))
    , m_copyName(new QAction(this))
    , m_setYourCard(new QAction(this))
{
    setObjectName(QStringLiteral("catalogPanel"));
    m_proxy->setSourceModel(m_model);

    m_table->setObjectName(QStringLiteral("catalogView"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setDragEnabled(true);
    m_table->setDragDropMode(QAbstractItemView::DragOnly);
    m_table->setDefaultDropAction(Qt::CopyAction);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->hide();
    // Rows as tight as the text allows: a small screen shows at least eight (tst_layout).
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 5);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);

    m_addToCompare->setObjectName(QStringLiteral("addToCompareAction"));
    m_addToCompare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_addToCompare->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_addToCompare);
    m_addPrice->setObjectName(QStringLiteral("catalogAddPriceAction"));
    m_copyName->setObjectName(QStringLiteral("copyNameAction"));
    m_copyName->setShortcut(QKeySequence::Copy);
    m_copyName->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_copyName);
    m_setYourCard->setObjectName(QStringLiteral("setYourCardAction"));
    m_setYourCard->setCheckable(true);
    retranslateUi();
    connect(m_setYourCard, &QAction::triggered, this, [this](bool checked) {
        const QString id = m_table->currentIndex().data(CatalogTableModel::CardKeyRole).toString();
        m_state->setYourCard(checked ? id : QString());
    });
    m_model->setYourCard(m_state->yourCardId());
    connect(m_state, &AppState::yourCardChanged, this,
        [this] { m_model->setYourCard(m_state->yourCardId()); });

    connect(m_addToCompare, &QAction::triggered, this,
        [this] { m_state->addToCompare(selectedCardIds()); });
    connect(m_addPrice, &QAction::triggered, this, &CatalogView::addPriceRequested);
    connect(m_copyName, &QAction::triggered, this, [this] {
        QStringList names;
        for (const QString &id : selectedCardIds())
            if (const Card *c = m_state->card(id))
                names.append(c->displayName());
        if (!names.isEmpty())
            QApplication::clipboard()->setText(names.join(QLatin1Char('\n')));
    });
    connect(m_table, &QWidget::customContextMenuRequested, this, &CatalogView::showContextMenu);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { onCurrentRowChanged(current); });

    connect(m_state, &AppState::catalogChanged, this, &CatalogView::reloadCatalog);
    connect(m_state, &AppState::rankingChanged, this, &CatalogView::updateRanking);
    connect(m_state, &AppState::fitChanged, this, &CatalogView::updateConfigurations);
    connect(m_state, &AppState::filterChanged, this, &CatalogView::applyFilter);
    connect(m_state, &AppState::currentCardChanged, this, &CatalogView::selectCurrentCard);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogView::emitCounts);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogView::emitCounts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogView::emitCounts);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CatalogView::emitCounts);

    reloadCatalog();
    m_table->sortByColumn(CatalogTableModel::ScoreColumn, Qt::AscendingOrder); // rank 1 first
    // Column widths from the first rows (the best-ranked cards, the ones on screen) rather than
    // from every card: measuring text is most of the cost of building the view
    // (docs/performance.md). QTableView reads the precision of the header whose sections it
    // sizes.
    m_table->horizontalHeader()->setResizeContentsPrecision(30);
    sizeColumnsFromRows();
    // The window reads its rows after the first paint (AppState::loadAfterFirstPaint): the
    // columns are sized again from the first real rows, else the name column keeps the width of
    // its header, about 45 px, and every row reads "NVIDI…".
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogView::sizeColumnsFromRows);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogView::sizeColumnsFromRows);
    // The price to beat is read beside the price (the model keeps it last, so that the columns
    // of earlier versions keep their numbers).
    QHeaderView *header = m_table->horizontalHeader();
    header->moveSection(header->visualIndex(CatalogTableModel::PriceToBeatColumn),
        header->visualIndex(CatalogTableModel::PriceColumn) + 1);
}

void CatalogView::retranslateUi()
{
    m_addToCompare->setText(tr("Add to &compare"));
    m_addToCompare->setToolTip(tr("Add the selected cards to the comparison"));
    m_addPrice->setText(tr("Add &price…"));
    m_copyName->setText(tr("&Copy name"));
    m_setYourCard->setText(tr("This is &my card"));
    m_setYourCard->setToolTip(tr("Mark this card as yours: the upgrade view ranks the others by "
                                 "their gain over it"));
    m_model->retranslate();
}

void CatalogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CatalogView::reloadCatalog()
{
    const RankingOptions &o = m_state->rankingOptions();
    m_restoringSelection = true;
    m_model->setPricing(o.currency, o.condition, m_state->exchangeRate(), m_state->pricePolicy());
    m_model->setCatalog(m_state->catalog());
    m_model->setRanking(m_state->ranking());
    updateConfigurations();
    m_proxy->setFilter(m_state->filter());
    m_restoringSelection = false;
    selectCurrentCard();
    emitCounts();
}

void CatalogView::updateRanking()
{
    const RankingOptions &o = m_state->rankingOptions();
    m_restoringSelection = true;
    m_model->setPricing(o.currency, o.condition, m_state->exchangeRate(), m_state->pricePolicy());
    m_model->setRanking(m_state->ranking());
    updateConfigurations();
    // Prices changed with the currency or condition: price bounds may now select other cards.
    m_proxy->setFilter(m_state->filter());
    m_restoringSelection = false;
    selectCurrentCard();
}

void CatalogView::updateConfigurations()
{
    // For LLM inference, the sets of cards that hold the "Will it fit" model where one card
    // does not (AppState::multiCardConfigurations()).
    // In both LLM modes the rank is the set-up's place among those that run the model.
    const bool llm = m_state->rankingOptions().llmMode();
    const bool wasRestoring = m_restoringSelection;
    m_restoringSelection = true;
    m_model->setConfigurations(llm && m_state->fitQuestion().maxCards > 1
            ? m_state->multiCardConfigurations()
            : QList<ConfigurationRow>());
    m_model->setSetUpRanks(m_state->setUpRanks());
    m_restoringSelection = wasRestoring;
    selectCurrentCard();
    emitCounts();
}

void CatalogView::applyFilter()
{
    m_restoringSelection = true;
    m_proxy->setFilter(m_state->filter());
    m_restoringSelection = false;
    selectCurrentCard();
}

void CatalogView::selectCurrentCard()
{
    if (m_userSelecting)
        return;
    const int sourceRow = m_model->rowOf(m_state->currentCardId());
    const QModelIndex proxyIndex
        = sourceRow < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    QItemSelectionModel *selection = m_table->selectionModel();
    const bool wasRestoring = m_restoringSelection;
    m_restoringSelection = true;
    // A configuration row ("2 × card") is the card too: a selected one stays selected.
    const QModelIndex current = selection->currentIndex();
    const bool onTheCard = current.isValid() && selection->isRowSelected(current.row())
        && current.data(CatalogTableModel::CardKeyRole).toString() == m_state->currentCardId();
    if (!proxyIndex.isValid() && !onTheCard) {
        selection->clearSelection();
    } else if (onTheCard) {
        // already there
    } else if (selection->currentIndex().row() != proxyIndex.row()
        || !selection->isRowSelected(proxyIndex.row())) {
        selection->setCurrentIndex(
            proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(proxyIndex);
    }
    m_restoringSelection = wasRestoring;
}

void CatalogView::onCurrentRowChanged(const QModelIndex &current)
{
    // A row that disappears because of a filter keeps its card selected in the state (the
    // detail pane says it is filtered out); only the user's choice changes the selection.
    if (m_restoringSelection || !current.isValid())
        return;
    // The view is already selecting this row (perhaps as one of several): leave it be.
    m_userSelecting = true;
    m_state->setCurrentCard(current.data(CatalogTableModel::CardKeyRole).toString());
    m_userSelecting = false;
}

QStringList CatalogView::selectedCardIds() const
{
    QStringList ids;
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &i : rows)
        ids.append(i.data(CatalogTableModel::CardKeyRole).toString());
    if (ids.isEmpty() && m_table->currentIndex().isValid())
        ids.append(m_table->currentIndex().data(CatalogTableModel::CardKeyRole).toString());
    return ids;
}

// Cards, not rows: the rows of several cards ("2 × card") are not counted.
int CatalogView::visibleCount() const
{
    int configurations = 0;
    for (int row = int(m_model->catalog().cards.size()); row < m_model->rowCount(); ++row)
        configurations += m_proxy->mapFromSource(m_model->index(row, 0)).isValid() ? 1 : 0;
    return m_proxy->rowCount() - configurations;
}

int CatalogView::totalCount() const
{
    return int(m_model->catalog().cards.size());
}

void CatalogView::emitCounts()
{
    Q_EMIT countsChanged(visibleCount(), totalCount());
}

void CatalogView::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid())
        return;
    if (!m_table->selectionModel()->isRowSelected(index.row()))
        m_table->selectionModel()->setCurrentIndex(
            index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QMenu menu(this);
    menu.addAction(m_addToCompare);
    menu.addAction(m_addPrice);
    m_setYourCard->setChecked(
        index.data(CatalogTableModel::CardKeyRole).toString() == m_state->yourCardId()
        && !m_state->yourCardId().isEmpty());
    menu.addAction(m_setYourCard);
    menu.addSeparator();
    menu.addAction(m_copyName);
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

void CatalogView::sizeColumnsFromRows()
{
    if (m_sizedFromRows || m_proxy->rowCount() == 0)
        return;
    m_sizedFromRows = true;
    if (!m_headerRestored) {
        m_table->resizeColumnsToContents();
        m_table->setColumnWidth(CatalogTableModel::NameColumn,
            qMin(m_table->columnWidth(CatalogTableModel::NameColumn), 320));
    }
    ensureNameIsReadable();
}

// A card's name reads whole at least as far as "NVIDIA GeForce RTX 4090 24 GB", whatever width a
// saved layout (or an earlier version's bug) left it.
void CatalogView::ensureNameIsReadable()
{
    const int readable = qMin(320,
        m_table->fontMetrics().horizontalAdvance(QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"))
            + 2 * m_table->style()->pixelMetric(QStyle::PM_HeaderMargin) + 8);
    if (m_table->columnWidth(CatalogTableModel::NameColumn) < readable)
        m_table->setColumnWidth(CatalogTableModel::NameColumn, readable);
}

QByteArray CatalogView::saveHeaderState() const
{
    return m_table->horizontalHeader()->saveState();
}

void CatalogView::restoreHeaderState(const QByteArray &state)
{
    if (state.isEmpty())
        return;
    QHeaderView *header = m_table->horizontalHeader();
    const int priceToBeatAt = header->visualIndex(CatalogTableModel::PriceToBeatColumn);
    if (header->restoreState(state)) {
        // A layout saved before the price-to-beat column existed leaves it at the end.
        if (header->count() == CatalogTableModel::ColumnCount
            && header->visualIndex(CatalogTableModel::PriceToBeatColumn) != priceToBeatAt
            && header->visualIndex(CatalogTableModel::PriceToBeatColumn) == header->count() - 1)
            header->moveSection(
                header->count() - 1, header->visualIndex(CatalogTableModel::PriceColumn) + 1);
        m_table->sortByColumn(header->sortIndicatorSection(), header->sortIndicatorOrder());
        m_headerRestored = true;
        if (m_proxy->rowCount() > 0)
            ensureNameIsReadable();
    }
}

} // namespace gpu
