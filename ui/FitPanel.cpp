// SPDX-License-Identifier: GPL-3.0-or-later
#include "FitPanel.h"

#include "AppState.h"
#include "FitQuestionBar.h"
#include "ModelCatalog.h"
#include "Settings.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace gpu {

namespace {

enum Column
{
    NameColumn,
    FitsColumn,
    NeedsColumn,
    HasColumn,
    ContextColumn,
    TokensColumn,
    PriceColumn,
    CaveatsColumn,
    ColumnCount
};

} // namespace

FitPanel::FitPanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_question(new FitQuestionBar(state, FitQuestionBar::Shape::TwoRows, this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_items(new QStandardItemModel(0, ColumnCount, this))
    , m_chartView(new QChartView(this))
    , m_chart(new QChart)
{
    m_table->setModel(m_items);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    // A column of labels beside the bar: the dock is wider than it is tall.
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    QChart *initial = m_chartView->chart(); // the view's own, given back by setChart()
    m_chartView->setChart(m_chart);
    delete initial;
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumWidth(400);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_chartView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_question);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    retranslateUi();
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showBreakdown(current.row()); });
    // The question, the prices and the catalog change the answer (AppState::fitPlan()).
    connect(m_state, &AppState::fitChanged, this, &FitPanel::recompute);
    recompute();
}

FitPanel::~FitPanel() = default;

bool FitPanel::setModel(const QString &name)
{
    const QList<ModelSpec> &models = m_state->catalog().models;
    const ModelMatch match = findModel(models, name);
    if (match.index < 0)
        return false;
    FitQuestion q = m_state->fitQuestion();
    q.model = models[match.index].name;
    m_state->setFitQuestion(q);
    return true;
}

void FitPanel::setMethod(FitMethod method)
{
    FitQuestion q = m_state->fitQuestion();
    q.method = method;
    m_state->setFitQuestion(q);
}

void FitPanel::setWeightFormat(WeightFormat format)
{
    FitQuestion q = m_state->fitQuestion();
    q.weights = format;
    m_state->setFitQuestion(q);
}

void FitPanel::setContext(int tokens)
{
    FitQuestion q = m_state->fitQuestion();
    q.context = tokens;
    m_state->setFitQuestion(q);
}

void FitPanel::setMaxCards(int cards)
{
    FitQuestion q = m_state->fitQuestion();
    q.maxCards = cards;
    m_state->setFitQuestion(q);
}

void FitPanel::recompute()
{
    m_items->removeRows(0, m_items->rowCount());
    const ModelSpec *model = m_state->fitModel();
    m_rows = m_state->fitPlan();
    if (!model) {
        m_summary->setText(tr("Choose a model from the list."));
        showBreakdown(-1);
        return;
    }
    const FitQuestion &question = m_state->fitQuestion();
    MemoryRequest one;
    one.method = question.method;
    one.weights = question.effectiveWeights();
    one.context = question.context;
    one.batch = question.batch;

    const QLocale locale;
    int fitting = 0;
    for (const FitConfiguration &r : m_rows) {
        fitting += r.fits ? 1 : 0;
        QList<QStandardItem *> row;
        auto item = [&row](const QString &text, bool number = false) {
            auto *i = new QStandardItem(text.isEmpty() ? QStringLiteral("—") : text);
            if (number)
                i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << i;
        };
        item(r.name());
        item(r.fits ? tr("yes") : tr("no"));
        item(locale.toString(r.estimate.total.total(), 'f', 1), true);
        item(locale.toString(r.memoryAvailableGb, 'f', 0), true);
        item(r.maxContext > 0 ? locale.toString(r.maxContext) : QString(), true);
        item(r.tokensPerSecond ? locale.toString(*r.tokensPerSecond, 'f', 1) : QString(), true);
        item(r.totalPrice() ? approximatePriceText(
                 QStringLiteral("%1 %2").arg(
                     locale.toString(*r.totalPrice(), 'f', 0), toCode(r.price->currency)),
                 r.price->isApproximate())
                            : QString(),
            true);
        item(r.caveats.join(QStringLiteral("; ")));
        if (!r.fits) {
            for (QStandardItem *i : row)
                i->setForeground(palette().brush(QPalette::Disabled, QPalette::Text));
        }
        row.first()->setToolTip(r.caveats.join(QLatin1Char('\n')));
        m_items->appendRow(row);
    }
    const MemoryEstimate onOne = estimateMemory(*model, one);
    QString summary
        = tr("%1 (%2B parameters): %3 GB on one GPU. %n configuration(s) fit.", "", fitting)
              .arg(model->name, locale.toString(model->paramsTotalB, 'g', 4),
                  locale.toString(onOne.perGpu.total(), 'f', 1));
    if (!onOne.assumptions.isEmpty())
        summary += QLatin1Char(' ') + onOne.assumptions.join(QLatin1Char(' '));
    m_summary->setText(summary);
    m_table->resizeColumnsToContents();
    if (!m_rows.isEmpty())
        m_table->selectRow(0);
    showBreakdown(m_rows.isEmpty() ? -1 : 0);
}

void FitPanel::showBreakdown(int row)
{
    // A new chart for every configuration: reusing one leaves the old axes' items drawn.
    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    QChart *previous = m_chartView->chart();
    m_chartView->setChart(m_chart); // gives the previous chart back: it is deleted here
    delete previous;
    m_breakdown.clear();
    if (row < 0 || row >= m_rows.size()) {
        m_chart->setTitle(QString());
        return;
    }
    const FitConfiguration &c = m_rows[row];
    const MemoryBreakdown &b = c.estimate.perGpu;
    const double capacity = c.card->memoryPerGpuGb();
    m_breakdown = {{tr("Weights"), b.weights}, {tr("KV cache"), b.kvCache},
        {tr("Activations"), b.activations}, {tr("Gradients"), b.gradients},
        {tr("Optimizer"), b.optimizer}, {tr("Overhead"), b.overhead}};
    auto *series = new QHorizontalStackedBarSeries;
    for (const auto &[label, value] : m_breakdown) {
        if (value <= 0)
            continue;
        auto *set = new QBarSet(label);
        *set << value;
        series->append(set);
    }
    // What is left of the card's memory, drawn in the window's base colour: the bar's full
    // length is then the card's memory whenever the model fits.
    if (b.total() < capacity) {
        auto *free = new QBarSet(tr("Free"));
        *free << capacity - b.total();
        free->setColor(palette().color(QPalette::Midlight));
        free->setBorderColor(palette().color(QPalette::Mid));
        series->append(free);
    }
    m_chart->addSeries(series);
    auto *axis = new QValueAxis;
    axis->setRange(0, std::max(capacity, b.total()) * 1.02);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setTitleText(tr("GB per GPU"));
    m_chart->addAxis(axis, Qt::AlignBottom);
    series->attachAxis(axis);
    auto *categories = new QBarCategoryAxis;
    categories->append(QStringLiteral(" "));
    m_chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    const QLocale locale;
    m_chart->setTitle(
        tr("%1: %2 of %3 GB per GPU")
            .arg(c.name(), locale.toString(b.total(), 'f', 1), locale.toString(capacity, 'f', 0)));
}

void FitPanel::retranslateUi()
{
    m_items->setHorizontalHeaderLabels({tr("Configuration"), tr("Fits"), tr("Needs GB"),
        tr("Has GB"), tr("Max context"), tr("Tokens/s"), tr("Price"), tr("Caveats")});
}

void FitPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_state->refreshFitPlan(); // the caveats and summary are sentences
    }
    QWidget::changeEvent(event);
}

} // namespace gpu
