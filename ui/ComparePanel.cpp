// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComparePanel.h"

#include "AppState.h"
#include "CompareModel.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gpu {

ComparePanel::ComparePanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_model(new CompareModel(state, this))
    , m_pages(new QStackedWidget(this))
    , m_hint(new QLabel(m_pages))
    , m_table(new QTableView(m_pages))
    , m_message(new QLabel(this))
    , m_clear(new QPushButton(this))
{
    setObjectName(QStringLiteral("comparePanel"));
    m_table->setObjectName(QStringLiteral("compareView"));
    m_hint->setObjectName(QStringLiteral("compareHint"));
    m_message->setObjectName(QStringLiteral("compareMessage"));
    m_clear->setObjectName(QStringLiteral("clearCompareButton"));
    // The panel takes the drops; its children do not, so a drop anywhere on it lands here.
    setAcceptDrops(true);

    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->installEventFilter(this);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    header->setMinimumSectionSize(120);
    header->setDefaultAlignment(Qt::AlignCenter);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_pages->addWidget(m_hint);
    m_pages->addWidget(m_table);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_message, 1);
    bottom->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_pages, 1);
    layout->addLayout(bottom);

    retranslateUi();
    updatePage();

    connect(header, &QHeaderView::sectionMoved, this, &ComparePanel::onSectionMoved);
    connect(header, &QWidget::customContextMenuRequested, this, &ComparePanel::showHeaderMenu);
    connect(m_clear, &QPushButton::clicked, m_state, &AppState::clearCompare);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ComparePanel::updatePage);
    connect(m_state, &AppState::compareMessage, this, &ComparePanel::showMessage);
    connect(m_state, &AppState::compareSetChanged, this, [this] { showMessage({}); });
}

void ComparePanel::retranslateUi()
{
    m_hint->setText(tr("Drag cards here from the catalog or the chart, or select cards and "
                       "press Ctrl+D, to compare them side by side."));
    m_clear->setText(tr("C&lear comparison"));
    m_model->retranslate();
}

void ComparePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QString ComparePanel::message() const
{
    return m_message->text();
}

void ComparePanel::showMessage(const QString &text)
{
    m_message->setText(text);
}

void ComparePanel::updatePage()
{
    m_pages->setCurrentWidget(m_model->columnCount() > 0 ? static_cast<QWidget *>(m_table)
                                                         : static_cast<QWidget *>(m_hint));
    m_clear->setEnabled(m_model->columnCount() > 0);
    // Room for a three-line header (vendor, model, "(baseline)"), and columns as wide as their
    // contents (the user may still resize them).
    QHeaderView *header = m_table->horizontalHeader();
    header->setMinimumHeight((m_table->fontMetrics().height() + 2) * 3 + 10);
    if (m_model->columnCount() > 0) {
        m_table->resizeColumnsToContents();
        for (int c = 0; c < m_model->columnCount(); ++c)
            header->resizeSection(c, std::max(header->sectionSize(c), 150));
    }
}

void ComparePanel::dragEnterEvent(QDragEnterEvent *event)
{
    if (!CompareModel::cardIdsFromMime(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore(); // foreign data: not ours to take
}

void ComparePanel::dragMoveEvent(QDragMoveEvent *event)
{
    if (!CompareModel::cardIdsFromMime(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        event->ignore();
}

void ComparePanel::dropEvent(QDropEvent *event)
{
    if (CompareModel::cardIdsFromMime(event->mimeData()).isEmpty()) {
        event->ignore();
        return;
    }
    m_model->dropMimeData(event->mimeData(), Qt::CopyAction, -1, -1, {});
    event->setDropAction(Qt::CopyAction);
    event->accept();
}

void ComparePanel::onSectionMoved(int logical, int oldVisual, int newVisual)
{
    Q_UNUSED(logical)
    // The header moved a section visually; make it the model's order instead, so the order is
    // what the compare set (and the settings) hold. The move back is deferred: the header is
    // still inside its own move.
    QTimer::singleShot(0, this, [this, oldVisual, newVisual] {
        QHeaderView *header = m_table->horizontalHeader();
        const QSignalBlocker blocker(header);
        header->moveSection(newVisual, oldVisual);
        m_state->moveInCompare(oldVisual, newVisual);
    });
}

void ComparePanel::showHeaderMenu(const QPoint &pos)
{
    QHeaderView *header = m_table->horizontalHeader();
    const int column = header->logicalIndexAt(pos);
    if (column < 0)
        return;
    const QString id = m_model->cardIds().value(column);
    QMenu menu(this);
    const bool isBaseline = m_state->compareBaseline() == id;
    QAction *baseline = menu.addAction(isBaseline ? tr("Unpin &baseline") : tr("Pin as &baseline"));
    QAction *left = menu.addAction(tr("Move &left"));
    QAction *right = menu.addAction(tr("Move &right"));
    menu.addSeparator();
    QAction *remove = menu.addAction(tr("&Remove from comparison"));
    left->setEnabled(column > 0);
    right->setEnabled(column + 1 < m_model->columnCount());
    QAction *chosen = menu.exec(header->mapToGlobal(pos));
    if (chosen == baseline)
        m_state->setCompareBaseline(isBaseline ? QString() : id);
    else if (chosen == left)
        m_state->moveInCompare(column, column - 1);
    else if (chosen == right)
        m_state->moveInCompare(column, column + 1);
    else if (chosen == remove)
        m_state->removeFromCompare(id);
}

void ComparePanel::removeCurrentColumn()
{
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid())
        m_state->removeFromCompare(m_model->cardIds().value(current.column()));
}

bool ComparePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            removeCurrentColumn();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace gpu
