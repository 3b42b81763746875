// SPDX-License-Identifier: GPL-3.0-or-later
#include "UpgradePanel.h"

#include "AppState.h"
#include "Pricing.h"

#include <QAbstractListModel>
#include <QCheckBox>
#include <QCollator>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace gpu {

// The choice of "your card": "(none)" and every card of the catalog by name, in collation order.
// Names are kept, ids made when asked (Qt::UserRole): a catalog of 100,000 cards held as combo
// box items cost 55 MB (docs/performance.md).
class CardChoiceModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;

    void setCards(const QList<Card> *cards, std::vector<int> order, QStringList names)
    {
        beginResetModel();
        m_cards = cards;
        m_order = std::move(order);
        m_names = std::move(names);
        endResetModel();
    }
    void setNoneText(const QString &text)
    {
        m_none = text;
        Q_EMIT dataChanged(index(0), index(0));
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : 1 + int(m_order.size());
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        const int row = index.row();
        if (!index.isValid() || row < 0 || row > int(m_order.size()))
            return {};
        switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole:
            return row == 0 ? m_none : m_names.at(row - 1);
        case Qt::UserRole:
            return row == 0 ? QString() : m_cards->at(m_order[size_t(row - 1)]).key.toId();
        default:
            return {};
        }
    }

private:
    const QList<Card> *m_cards = nullptr;
    std::vector<int> m_order;
    QStringList m_names;
    QString m_none;
};

UpgradePanel::UpgradePanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_cardLabel(new QLabel(this))
    , m_card(new QComboBox(this))
    , m_detect(new QPushButton(this))
    , m_sellOld(new QCheckBox(this))
    , m_reference(new QCheckBox(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_items(new QStandardItemModel(this))
{
    m_card->setObjectName(QStringLiteral("yourCardChooser"));
    m_choices = new CardChoiceModel(m_card);
    m_card->setModel(m_choices);
    m_card->setEditable(true);
    m_card->setInsertPolicy(QComboBox::NoInsert);
    m_card->completer()->setFilterMode(Qt::MatchContains);
    m_card->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_card->setMinimumContentsLength(20);
    m_cardLabel->setBuddy(m_card);
    m_detect->setObjectName(QStringLiteral("detectYourCardButton"));

    auto *row = new QHBoxLayout;
    row->addWidget(m_cardLabel);
    row->addWidget(m_card, 1);
    row->addWidget(m_detect);
    // One choice a row: the panel fits beside the catalog on a small screen.
    auto *choices = new QVBoxLayout;
    choices->setSpacing(2);
    choices->addWidget(m_sellOld);
    choices->addWidget(m_reference);

    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setModel(m_items);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(row);
    layout->addLayout(choices);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);

    m_sellOld->setChecked(m_state->settings().value(Settings::Key::UpgradeSellOld).toBool());
    m_reference->setChecked(m_state->yourCardIsReference());
    retranslateUi();
    fillCardsWhenShown();

    connect(m_card, &QComboBox::activated, this,
        [this](int index) { m_state->setYourCard(m_card->itemData(index).toString()); });
    connect(m_detect, &QPushButton::clicked, this, [this] { m_state->detectYourCard(false); });
    connect(m_sellOld, &QCheckBox::toggled, this, [this](bool on) {
        m_state->settings().setValue(Settings::Key::UpgradeSellOld, on);
        recompute();
    });
    connect(m_reference, &QCheckBox::toggled, m_state, &AppState::setYourCardIsReference);
    connect(m_state, &AppState::yourCardChanged, this, [this] {
        fillCardsWhenShown();
        recompute();
    });
    connect(m_state, &AppState::catalogChanged, this, [this] {
        fillCardsWhenShown();
        recompute();
    });
    connect(m_state, &AppState::rankingChanged, this, &UpgradePanel::recompute);
    recompute();
}

UpgradePanel::~UpgradePanel() = default;

QComboBox *UpgradePanel::cardChooser()
{
    if (m_cardsStale)
        fillCards();
    return m_card;
}

void UpgradePanel::showEvent(QShowEvent *event)
{
    if (m_cardsStale)
        fillCards();
    QWidget::showEvent(event);
}

void UpgradePanel::fillCardsWhenShown()
{
    m_cardsStale = true;
    if (isVisible())
        fillCards();
}

void UpgradePanel::fillCards()
{
    m_cardsStale = false;
    m_filling = true;
    // Each name and its collation key made once (a sort that made them per comparison took
    // seconds at 100,000 cards).
    const QList<Card> &cards = m_state->catalog().cards;
    const QCollator collator;
    std::vector<QCollatorSortKey> keys;
    QStringList names;
    keys.reserve(size_t(cards.size()));
    names.reserve(cards.size());
    for (const Card &c : cards) {
        names << c.label();
        keys.push_back(collator.sortKey(names.last()));
    }
    std::vector<int> order(size_t(cards.size()));
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
        [&keys](int a, int b) { return keys[size_t(a)].compare(keys[size_t(b)]) < 0; });
    QStringList sorted;
    sorted.reserve(names.size());
    for (int i : order)
        sorted << names.at(i);
    m_choices->setNoneText(tr("(none)"));
    m_choices->setCards(&cards, std::move(order), std::move(sorted));
    const int current = m_card->findData(m_state->yourCardId());
    m_card->setCurrentIndex(std::max(0, current));
    m_filling = false;
}

void UpgradePanel::recompute()
{
    m_items->removeRows(0, m_items->rowCount());
    m_view = UpgradeView();
    const Card *mine = m_state->yourCard();
    m_reference->setEnabled(mine != nullptr);
    m_sellOld->setEnabled(mine != nullptr);
    if (!mine) {
        m_summary->setText(tr("Choose your card (or press Detect) to see which cards are an "
                              "upgrade over it for the current workload, and by how much."));
        return;
    }
    const RankingRequest request = m_state->rankingRequest();
    std::optional<double> sale;
    if (m_sellOld->isChecked()) {
        if (const auto used = priceFor(*mine, m_state->pricesOf(mine->key), request.currency,
                ConditionFilter::Used, request.rate))
            sale = used->amount;
    }
    m_view = rankUpgrades(
        m_state->catalog(), request, m_state->model(), m_state->ranking(), *mine, sale);

    const QLocale locale;
    const RankingResult &result = m_state->ranking();
    const QString currency = toCode(request.currency);
    int rank = 0;
    for (const UpgradeRow &r : m_view.rows) {
        const CardVerdict &v = result.verdicts.at(r.verdict);
        QList<QStandardItem *> row;
        auto item = [&row](const QString &text, bool number = false) {
            auto *i = new QStandardItem(text.isEmpty() ? QStringLiteral("—") : text);
            if (number)
                i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << i;
        };
        item(r.notUpgrade ? QString() : QString::number(++rank), true);
        item(v.key.label());
        item(r.gain ? tr("%1×").arg(locale.toString(*r.gain, 'f', 2)) : QString(), true);
        item(v.price ? approximatePriceText(
                 QStringLiteral("%1 %2").arg(locale.toString(v.price->amount, 'f', 0), currency),
                 v.price->isApproximate())
                     : QString(),
            true);
        item(r.gainPerPrice ? locale.toString(*r.gainPerPrice, 'f', 3) : QString(), true);
        item(locale.toString(v.memoryPerGpuGb, 'f', 0), true);
        item(r.notUpgrade ? tr("Not an upgrade: %1").arg(notUpgradeText(*r.notUpgrade))
                          : tr("Upgrade"));
        if (r.notUpgrade) {
            for (QStandardItem *i : row)
                i->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        }
        m_items->appendRow(row);
    }
    // The words are `rank --upgrade-from`'s too (upgradeSummary(), core/ranking/Upgrade.h).
    m_summary->setText(upgradeSummary(m_view, result, request.currency, m_sellOld->isChecked())
                           .lines()
                           .join(QLatin1Char(' ')));
    m_table->resizeColumnsToContents();
}

void UpgradePanel::retranslateUi()
{
    m_cardLabel->setText(tr("&Your card:"));
    m_detect->setText(tr("Detect"));
    m_detect->setToolTip(tr("Look for this computer's GPU (NVIDIA driver tools, ROCm, sysfs)"));
    m_sellOld->setText(tr("Sell it at its used price"));
    m_reference->setText(tr("Re&lative performance 1.00 = my card"));
    m_card->setToolTip(tr("Type part of a name to find your card"));
    m_items->setHorizontalHeaderLabels(
        {tr("#"), tr("Card"), tr("Gain"), tr("Price"), tr("Gain per 1k"), tr("GB"), tr("Verdict")});
    m_choices->setNoneText(tr("(none)"));
}

void UpgradePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        recompute();
    }
    QWidget::changeEvent(event);
}

} // namespace gpu
