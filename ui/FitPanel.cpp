// SPDX-License-Identifier: GPL-3.0-or-later
#include "FitPanel.h"

#include "AppState.h"
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

const QList<WeightFormat> &inferenceFormats()
{
    static const QList<WeightFormat> formats
        = {WeightFormat::Fp16, WeightFormat::Fp8, WeightFormat::Int8, WeightFormat::Q8_0,
            WeightFormat::Q6_K, WeightFormat::Q5_K_M, WeightFormat::Q4_K_M, WeightFormat::Q4_0,
            WeightFormat::Q3_K_M, WeightFormat::Q2_K, WeightFormat::Int4, WeightFormat::Fp32};
    return formats;
}

QString formatLabel(WeightFormat f)
{
    switch (f) {
    case WeightFormat::Fp16:
        return QStringLiteral("FP16 / BF16");
    case WeightFormat::Int4:
        return QStringLiteral("INT4 (AWQ, GPTQ)");
    case WeightFormat::Nf4:
        return QStringLiteral("NF4 (QLoRA)");
    default:
        break;
    }
    return toCode(f).toUpper();
}

} // namespace

FitPanel::FitPanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_model(new QComboBox(this))
    , m_method(new QComboBox(this))
    , m_format(new QComboBox(this))
    , m_context(new QSpinBox(this))
    , m_batch(new QSpinBox(this))
    , m_cards(new QComboBox(this))
    , m_modelLabel(new QLabel(this))
    , m_methodLabel(new QLabel(this))
    , m_formatLabel(new QLabel(this))
    , m_contextLabel(new QLabel(this))
    , m_batchLabel(new QLabel(this))
    , m_cardsLabel(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_items(new QStandardItemModel(0, ColumnCount, this))
    , m_chartView(new QChartView(this))
    , m_chart(new QChart)
{
    m_loading = true;
    // The model: typing filters the list (any part of the name).
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    fillModels();
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->setMinimumContentsLength(16);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);

    for (FitMethod m :
        {FitMethod::Inference, FitMethod::Qlora, FitMethod::Lora, FitMethod::FullFineTune})
        m_method->addItem(QString(), toCode(m));
    m_context->setRange(256, 1 << 20);
    m_context->setSingleStep(1024);
    m_context->setValue(4096);
    m_context->setGroupSeparatorShown(true);
    m_batch->setRange(1, 1024);
    for (int n : {1, 2, 4, 8})
        m_cards->addItem(QString::number(n), n);

    m_modelLabel->setBuddy(m_model);
    m_methodLabel->setBuddy(m_method);
    m_formatLabel->setBuddy(m_format);
    m_contextLabel->setBuddy(m_context);
    m_batchLabel->setBuddy(m_batch);
    m_cardsLabel->setBuddy(m_cards);

    // Two rows (what runs; how much of it), so the panel fits a small or highly scaled screen.
    auto *form = new QVBoxLayout;
    auto *what = new QHBoxLayout;
    auto *howMuch = new QHBoxLayout;
    const QList<QPair<QLabel *, QWidget *>> fields
        = {{m_modelLabel, m_model}, {m_methodLabel, m_method}, {m_formatLabel, m_format},
            {m_contextLabel, m_context}, {m_batchLabel, m_batch}, {m_cardsLabel, m_cards}};
    for (const auto &[label, field] : fields) {
        QHBoxLayout *row = fields.indexOf({label, field}) < 3 ? what : howMuch;
        row->addWidget(label);
        row->addWidget(field, field == m_model ? 2 : 0);
    }
    howMuch->addStretch(1);
    form->addLayout(what);
    form->addLayout(howMuch);

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
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    // Remembered choices.
    const QVariantMap saved = m_state->settings().value(Settings::Key::FitChoices).toMap();
    retranslateUi();
    if (const int i = m_model->findText(saved.value(QStringLiteral("model")).toString()); i >= 0)
        m_model->setCurrentIndex(i);
    else if (const int j = m_model->findText(QStringLiteral("Llama 3.1 8B")); j >= 0)
        m_model->setCurrentIndex(j);
    if (const int i = m_method->findData(saved.value(QStringLiteral("method")).toString()); i >= 0)
        m_method->setCurrentIndex(i);
    fillFormats();
    if (const int i = m_format->findData(saved.value(QStringLiteral("format")).toString()); i >= 0)
        m_format->setCurrentIndex(i);
    else if (const int j = m_format->findData(toCode(WeightFormat::Q4_K_M)); j >= 0)
        m_format->setCurrentIndex(j);
    m_context->setValue(saved.value(QStringLiteral("context"), 4096).toInt());
    m_batch->setValue(saved.value(QStringLiteral("batch"), 1).toInt());
    if (const int i = m_cards->findData(saved.value(QStringLiteral("cards"), 2).toInt()); i >= 0)
        m_cards->setCurrentIndex(i);
    m_loading = false;

    connect(m_model, &QComboBox::currentIndexChanged, this, &FitPanel::recompute);
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        fillFormats();
        recompute();
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, &FitPanel::recompute);
    connect(m_context, &QSpinBox::valueChanged, this, &FitPanel::recompute);
    connect(m_batch, &QSpinBox::valueChanged, this, &FitPanel::recompute);
    connect(m_cards, &QComboBox::currentIndexChanged, this, &FitPanel::recompute);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { showBreakdown(current.row()); });
    // Prices and the catalog change with imports, edits and the currency.
    connect(m_state, &AppState::catalogChanged, this, [this] {
        fillModels(); // an import may bring models of the user's
        recompute();
    });
    connect(m_state, &AppState::rankingChanged, this, &FitPanel::recompute);
    recompute();
}

FitPanel::~FitPanel() = default;

void FitPanel::fillModels()
{
    const QString current = m_model->currentText();
    const QSignalBlocker block(m_model);
    m_model->clear();
    for (const ModelSpec &m : m_state->catalog().models)
        m_model->addItem(m.name);
    if (!current.isEmpty())
        m_model->setCurrentText(current);
}

bool FitPanel::setModel(const QString &name)
{
    const QList<ModelSpec> &models = m_state->catalog().models;
    const ModelMatch match = findModel(models, name);
    if (match.index < 0)
        return false;
    m_model->setCurrentIndex(m_model->findText(models[match.index].name));
    return true;
}

void FitPanel::setMethod(FitMethod method)
{
    m_method->setCurrentIndex(m_method->findData(toCode(method)));
}

void FitPanel::setWeightFormat(WeightFormat format)
{
    if (const int i = m_format->findData(toCode(format)); i >= 0)
        m_format->setCurrentIndex(i);
}

void FitPanel::setContext(int tokens)
{
    m_context->setValue(tokens);
}

void FitPanel::setMaxCards(int cards)
{
    if (const int i = m_cards->findData(cards); i >= 0)
        m_cards->setCurrentIndex(i);
}

void FitPanel::fillFormats()
{
    const bool wasLoading = m_loading;
    m_loading = true;
    const QString current = m_format->currentData().toString();
    m_format->clear();
    const auto method = fitMethodFromCode(m_method->currentData().toString());
    if (!method || *method == FitMethod::Inference) {
        for (WeightFormat f : inferenceFormats())
            m_format->addItem(formatLabel(f), toCode(f));
        m_format->setEnabled(true);
    } else {
        // Fine-tuning trains 16-bit weights, QLoRA a 4-bit NF4 base: nothing to choose.
        const WeightFormat f = *method == FitMethod::Qlora ? WeightFormat::Nf4 : WeightFormat::Fp16;
        m_format->addItem(formatLabel(f), toCode(f));
        m_format->setEnabled(false);
    }
    if (const int i = m_format->findData(current); i >= 0)
        m_format->setCurrentIndex(i);
    m_loading = wasLoading;
}

void FitPanel::saveChoices() const
{
    QVariantMap map;
    map.insert(QStringLiteral("model"), m_model->currentText());
    map.insert(QStringLiteral("method"), m_method->currentData());
    map.insert(QStringLiteral("format"), m_format->currentData());
    map.insert(QStringLiteral("context"), m_context->value());
    map.insert(QStringLiteral("batch"), m_batch->value());
    map.insert(QStringLiteral("cards"), m_cards->currentData());
    m_state->settings().setValue(Settings::Key::FitChoices, map);
}

void FitPanel::recompute()
{
    if (m_loading)
        return;
    const QList<ModelSpec> &models = m_state->catalog().models;
    const ModelMatch match = findModel(models, m_model->currentText());
    m_items->removeRows(0, m_items->rowCount());
    m_rows.clear();
    if (match.index < 0) {
        m_summary->setText(tr("Choose a model from the list."));
        showBreakdown(-1);
        return;
    }
    const ModelSpec &model = models[match.index];
    FitPlanRequest plan;
    plan.memory.method
        = fitMethodFromCode(m_method->currentData().toString()).value_or(FitMethod::Inference);
    plan.memory.weights
        = weightFormatFromCode(m_format->currentData().toString()).value_or(WeightFormat::Fp16);
    plan.memory.context = m_context->value();
    plan.memory.batch = m_batch->value();
    plan.boardCounts.clear();
    for (int n : {1, 2, 4, 8})
        if (n <= m_cards->currentData().toInt())
            plan.boardCounts << n;
    QList<const Card *> cards;
    for (const Card &c : m_state->catalog().cards)
        cards << &c;
    m_rows
        = planFits(model, plan, cards, [this](const Card &card) { return m_state->priceOf(card); });
    saveChoices();

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
    const MemoryEstimate one = estimateMemory(model, plan.memory);
    QString summary
        = tr("%1 (%2B parameters): %3 GB on one GPU. %n configuration(s) fit.", "", fitting)
              .arg(model.name, locale.toString(model.paramsTotalB, 'g', 4),
                  locale.toString(one.perGpu.total(), 'f', 1));
    if (!one.assumptions.isEmpty())
        summary += QLatin1Char(' ') + one.assumptions.join(QLatin1Char(' '));
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
    m_modelLabel->setText(tr("&Model:"));
    m_methodLabel->setText(tr("&Use:"));
    m_formatLabel->setText(tr("&Weights:"));
    m_contextLabel->setText(tr("Con&text:"));
    m_batchLabel->setText(tr("&Batch:"));
    m_cardsLabel->setText(tr("Up to &cards:"));
    m_context->setSuffix(tr(" tokens"));
    const QStringList methods = {
        tr("Inference"), tr("QLoRA fine-tuning"), tr("LoRA fine-tuning"), tr("Full fine-tuning")};
    for (int i = 0; i < methods.size() && i < m_method->count(); ++i)
        m_method->setItemText(i, methods[i]);
    m_items->setHorizontalHeaderLabels({tr("Configuration"), tr("Fits"), tr("Needs GB"),
        tr("Has GB"), tr("Max context"), tr("Tokens/s"), tr("Price"), tr("Caveats")});
    m_model->setToolTip(tr("Type part of a name to filter the list"));
}

void FitPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        recompute(); // the caveats and summary are sentences
    }
    QWidget::changeEvent(event);
}

} // namespace gpu
