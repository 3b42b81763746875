// SPDX-License-Identifier: GPL-3.0-or-later
#include "FitQuestionBar.h"

#include "AppState.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScreen>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gpu {

namespace {

// The fields' words were first the panel's: they keep its translation context (marked with
// QT_TRANSLATE_NOOP so lupdate files them there).
QString panelTr(const char *text)
{
    return QCoreApplication::translate("gpu::FitPanel", text);
}

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

FitQuestionBar::FitQuestionBar(AppState *state, Shape shape, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_model(new QComboBox(this))
    , m_method(new QComboBox(this))
    , m_format(new QComboBox(this))
    , m_context(new QSpinBox(this))
    , m_batch(new QSpinBox(this))
    , m_cards(new QComboBox(this))
    , m_jobTokens(new QSpinBox(this))
    , m_modelLabel(new QLabel(this))
    , m_methodLabel(new QLabel(this))
    , m_formatLabel(new QLabel(this))
    , m_contextLabel(new QLabel(this))
    , m_batchLabel(new QLabel(this))
    , m_cardsLabel(new QLabel(this))
    , m_jobTokensLabel(new QLabel(this))
{
    m_updating = true;
    m_options = makeOptions(); // after the fields: next to them in the order of Tab
    setUpFields();
    layOut(shape);
    retranslateUi();
    fillModels();
    showQuestion();
    m_updating = false;
    connectFields();
}

void FitQuestionBar::setUpFields()
{
    m_model->setObjectName(QStringLiteral("fitModelCombo"));
    m_method->setObjectName(QStringLiteral("fitMethodCombo"));
    m_format->setObjectName(QStringLiteral("fitFormatCombo"));
    m_context->setObjectName(QStringLiteral("fitContextSpin"));
    m_batch->setObjectName(QStringLiteral("fitBatchSpin"));
    m_cards->setObjectName(QStringLiteral("fitCardsCombo"));
    m_jobTokens->setObjectName(QStringLiteral("fitJobTokensSpin"));
    // The model: typing filters the list (any part of the name).
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->setMinimumContentsLength(7);
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // The boxes may show fewer characters than their longest item (the lists show them whole),
    // so the question fits beside a panel on a small screen.
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_method->setMinimumContentsLength(7);
    m_format->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_format->setMinimumContentsLength(7);
    for (FitMethod m :
        {FitMethod::Inference, FitMethod::Qlora, FitMethod::Lora, FitMethod::FullFineTune})
        m_method->addItem(QString(), toCode(m));
    m_context->setRange(256, 1 << 20);
    m_context->setSingleStep(1024);
    m_context->setGroupSeparatorShown(true);
    m_context->setKeyboardTracking(false);
    m_batch->setRange(1, 1024);
    m_batch->setKeyboardTracking(false);
    // As wide as common values need (up to 32,768 tokens, a batch of 128), not the longest
    // possible one: the fields share a row on a small screen.
    m_context->setMinimumWidth(
        m_context->fontMetrics().horizontalAdvance(QStringLiteral("32,768 tokens")) + 32);
    m_batch->setMinimumWidth(m_batch->fontMetrics().horizontalAdvance(QStringLiteral("128")) + 32);
    // The job: 1 million to 10 trillion trained tokens, in millions (100 = the default job).
    m_jobTokens->setRange(1, 10'000'000);
    m_jobTokens->setSingleStep(10);
    m_jobTokens->setGroupSeparatorShown(true);
    m_jobTokens->setKeyboardTracking(false);
    m_jobTokens->setMinimumWidth(
        m_jobTokens->fontMetrics().horizontalAdvance(QStringLiteral("1,000 M tokens")) + 32);
    for (QSpinBox *spin : {m_context, m_batch, m_jobTokens})
        spin->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // may shrink to that
    for (int n : {1, 2, 4, 8})
        m_cards->addItem(QString::number(n), n);
    m_modelLabel->setBuddy(m_model);
    m_methodLabel->setBuddy(m_method);
    m_formatLabel->setBuddy(m_format);
    m_contextLabel->setBuddy(m_context);
    m_batchLabel->setBuddy(m_batch);
    m_cardsLabel->setBuddy(m_cards);
    m_jobTokensLabel->setBuddy(m_jobTokens);
}

void FitQuestionBar::layOut(Shape shape)
{
    const QList<QPair<QLabel *, QWidget *>> fields = {{m_modelLabel, m_model},
        {m_methodLabel, m_method}, {m_formatLabel, m_format}, {m_contextLabel, m_context},
        {m_batchLabel, m_batch}, {m_cardsLabel, m_cards}, {m_jobTokensLabel, m_jobTokens}};
    if (shape == Shape::TwoRows) {
        // What runs; how much of it: fits a small or highly scaled screen.
        auto *form = new QVBoxLayout(this);
        form->setContentsMargins(0, 0, 0, 0);
        auto *what = new QHBoxLayout;
        auto *howMuch = new QHBoxLayout;
        for (int i = 0; i < fields.size(); ++i) {
            QHBoxLayout *row = i < 3 ? what : howMuch;
            row->addWidget(fields[i].first);
            row->addWidget(fields[i].second, fields[i].second == m_model ? 2 : 0);
        }
        howMuch->addStretch(1);
        form->addLayout(what);
        form->addLayout(howMuch);
        form->addWidget(m_options);
    } else {
        // Label-field pairs in a grid: what runs (three pairs, or two on a small screen under
        // 1,100 logical pixels wide, where the bar shares the width with a panel:
        // MainWindow::restoreLayout()), then how much of it.
        auto *form = new QVBoxLayout(this);
        form->setContentsMargins(0, 0, 0, 0);
        m_grid = new QGridLayout;
        m_grid->setContentsMargins(0, 0, 0, 0);
        form->addLayout(m_grid);
        form->addWidget(m_options);
        m_fields = fields;
        m_pairsPerRow = isSmallScreen(screen()) ? 2 : 3;
        // One row of check boxes but on a small screen, where full fine-tuning's take two.
        m_optionsPerRow = m_pairsPerRow == 2 ? 4 : 5;
        placeFields();
    }
}

void FitQuestionBar::connectFields()
{
    connect(m_model, &QComboBox::currentIndexChanged, this, &FitQuestionBar::applyQuestion);
    connect(m_method, &QComboBox::currentIndexChanged, this, &FitQuestionBar::applyQuestion);
    connect(m_format, &QComboBox::currentIndexChanged, this, &FitQuestionBar::applyQuestion);
    connect(m_context, &QSpinBox::valueChanged, this, &FitQuestionBar::applyQuestion);
    connect(m_batch, &QSpinBox::valueChanged, this, &FitQuestionBar::applyQuestion);
    connect(m_cards, &QComboBox::currentIndexChanged, this, &FitQuestionBar::applyQuestion);
    connect(m_jobTokens, &QSpinBox::valueChanged, this, &FitQuestionBar::applyQuestion);
    for (QCheckBox *box :
        {m_pureBf16, m_chunkedLoss, m_optimizerInBackward, m_pagedOptimizer, m_allowPreview})
        connect(box, &QCheckBox::toggled, this, &FitQuestionBar::applyQuestion);
    connect(m_state, &AppState::fitChanged, this, &FitQuestionBar::showQuestion);
    connect(m_state, &AppState::catalogChanged, this, [this] {
        fillModels(); // an import may bring models of the user's
        showQuestion();
    });
}

void FitQuestionBar::placeFields()
{
    if (!m_grid)
        return;
    for (const auto &[label, field] : std::as_const(m_fields)) {
        m_grid->removeWidget(label);
        m_grid->removeWidget(field);
    }
    // The fields shown, one after the other: a hidden one leaves no gap.
    int i = 0;
    for (const auto &[label, field] : std::as_const(m_fields)) {
        if (field->isHidden())
            continue;
        // The first row holds m_pairsPerRow pairs (what runs: the model and how); the next
        // rows three each (how much: context, batch, cards, whose fields are short).
        const int row = i < m_pairsPerRow ? 0 : 1 + (i - m_pairsPerRow) / 3;
        const int column = i < m_pairsPerRow ? i : (i - m_pairsPerRow) % 3;
        m_grid->addWidget(label, row, column * 2);
        m_grid->addWidget(field, row, column * 2 + 1);
        ++i;
    }
    for (int c = 0; c < 6; ++c)
        m_grid->setColumnStretch(c, c == 1 ? 3 : c % 2 ? 1 : 0);
}

QWidget *FitQuestionBar::makeOptions()
{
    auto *options = new QWidget(this);
    options->setObjectName(QStringLiteral("fitOptions"));
    m_optionsGrid = new QGridLayout(options);
    m_optionsGrid->setContentsMargins(0, 0, 0, 0);
    m_frameworkLabel = new QLabel(options);
    const auto box = [options](const char *name) {
        auto *b = new QCheckBox(options);
        b->setObjectName(QString::fromLatin1(name));
        return b;
    };
    m_pureBf16 = box("fitPureBf16Check");
    m_chunkedLoss = box("fitChunkedLossCheck");
    m_optimizerInBackward = box("fitOptimizerInBackwardCheck");
    m_pagedOptimizer = box("fitPagedOptimizerCheck");
    m_allowPreview = box("fitAllowPreviewCheck");
    return options;
}

void FitQuestionBar::showOptions()
{
    const FitQuestion &q = m_state->fitQuestion();
    const bool training = q.method != FitMethod::Inference;
    const bool full = q.method == FitMethod::FullFineTune;
    m_pureBf16->setChecked(q.pureBf16);
    m_chunkedLoss->setChecked(q.chunkedLoss);
    m_optimizerInBackward->setChecked(q.optimizerInBackward);
    m_pagedOptimizer->setChecked(q.pagedOptimizer);
    m_allowPreview->setChecked(q.allowPreview);
    // Only what applies to the method (as the command line refuses the others).
    m_frameworkLabel->setVisible(training);
    m_pureBf16->setVisible(full);
    m_optimizerInBackward->setVisible(full);
    m_chunkedLoss->setVisible(training);
    m_pagedOptimizer->setVisible(training);
    // The ranking bar on a small screen (two fields a row) has no row to spare for them (8
    // catalog rows at 175 %): the settings stay as chosen in the panel.
    m_options->setVisible(!m_grid || m_pairsPerRow > 2);
    placeOptions();
}

void FitQuestionBar::placeOptions()
{
    const QList<QWidget *> all = {m_frameworkLabel, m_pureBf16, m_chunkedLoss,
        m_optimizerInBackward, m_pagedOptimizer, m_allowPreview};
    for (QWidget *w : all)
        m_optionsGrid->removeWidget(w);
    // "Framework:" in the first column, then the check boxes shown, m_optionsPerRow a row.
    m_optionsGrid->addWidget(m_frameworkLabel, 0, 0);
    int i = 0;
    for (QWidget *w : all.mid(1)) {
        if (w->isHidden())
            continue;
        m_optionsGrid->addWidget(w, i / m_optionsPerRow, 1 + i % m_optionsPerRow);
        ++i;
    }
    for (int c = 0; c <= 6; ++c)
        m_optionsGrid->setColumnStretch(c, c == m_optionsPerRow + 1 ? 1 : 0);
}

bool FitQuestionBar::isSmallScreen(const QScreen *screen)
{
    return screen && screen->availableGeometry().width() < 1100;
}

void FitQuestionBar::setJobOnly(bool jobOnly)
{
    if (jobOnly == m_jobOnly)
        return;
    m_jobOnly = jobOnly;
    if (!jobOnly) {
        // Back to the whole question: what setUses() and the method show.
        for (QWidget *w : {static_cast<QWidget *>(m_modelLabel), static_cast<QWidget *>(m_model),
                 static_cast<QWidget *>(m_contextLabel), static_cast<QWidget *>(m_context),
                 static_cast<QWidget *>(m_batchLabel), static_cast<QWidget *>(m_batch),
                 static_cast<QWidget *>(m_cardsLabel), static_cast<QWidget *>(m_cards)})
            w->setVisible(true);
        m_methodLabel->setVisible(m_uses != Uses::InferenceOnly);
        m_method->setVisible(m_uses != Uses::InferenceOnly);
        m_formatLabel->setVisible(m_uses != Uses::FineTuningOnly);
        m_format->setVisible(m_uses != Uses::FineTuningOnly);
    }
    showQuestion();
}

void FitQuestionBar::setUses(Uses uses)
{
    if (uses == m_uses)
        return;
    m_uses = uses;
    const bool was = m_updating;
    m_updating = true;
    m_method->clear();
    QList<FitMethod> methods;
    if (uses != Uses::FineTuningOnly)
        methods << FitMethod::Inference;
    if (uses != Uses::InferenceOnly)
        methods << FitMethod::Qlora << FitMethod::Lora << FitMethod::FullFineTune;
    for (FitMethod m : methods)
        m_method->addItem(QString(), toCode(m));
    m_methodLabel->setVisible(uses != Uses::InferenceOnly);
    m_method->setVisible(uses != Uses::InferenceOnly);
    // Fine-tuning sets its own weights (16-bit, QLoRA NF4): nothing to choose in that mode.
    m_formatLabel->setVisible(uses != Uses::FineTuningOnly);
    m_format->setVisible(uses != Uses::FineTuningOnly);
    retranslateUi();
    m_updating = was;
    placeFields();
    showQuestion();
}

void FitQuestionBar::fillModels()
{
    const bool was = m_updating;
    m_updating = true;
    m_model->clear();
    for (const ModelSpec &m : m_state->catalog().models)
        m_model->addItem(m.name);
    m_updating = was;
}

void FitQuestionBar::fillFormats()
{
    const bool was = m_updating;
    m_updating = true;
    const FitQuestion &q = m_state->fitQuestion();
    m_format->clear();
    if (q.method == FitMethod::Inference) {
        for (WeightFormat f : inferenceFormats())
            m_format->addItem(formatLabel(f), toCode(f));
        m_format->setEnabled(true);
    } else {
        // Fine-tuning trains 16-bit weights, QLoRA a 4-bit NF4 base: nothing to choose.
        const WeightFormat f = q.effectiveWeights();
        m_format->addItem(formatLabel(f), toCode(f));
        m_format->setEnabled(false);
    }
    m_format->setCurrentIndex(std::max(0, m_format->findData(toCode(q.effectiveWeights()))));
    m_updating = was;
}

void FitQuestionBar::showQuestion()
{
    const bool was = m_updating;
    m_updating = true;
    const FitQuestion &q = m_state->fitQuestion();
    const ModelSpec *model = m_state->fitModel();
    const int modelIndex = model ? m_model->findText(model->name) : -1;
    if (modelIndex >= 0)
        m_model->setCurrentIndex(modelIndex);
    else if (m_model->currentText() != q.model)
        m_model->setCurrentText(q.model);
    m_method->setCurrentIndex(std::max(0, m_method->findData(toCode(q.method))));
    fillFormats();
    m_context->setValue(q.context);
    m_batch->setValue(q.batch);
    m_cards->setCurrentIndex(std::max(0, m_cards->findData(q.maxCards)));
    m_jobTokens->setValue(int(std::lround(q.jobTokens / 1e6)));
    // The job's size matters to fine-tuning only (its hours and cost). The ranking bar on a
    // small screen (two fields a row) has no row to spare for it: the "Will it fit" panel asks
    // it there (setJobOnly()).
    const bool training = q.method != FitMethod::Inference && (!m_grid || m_pairsPerRow > 2);
    if (m_jobTokens->isHidden() == training) {
        m_jobTokensLabel->setVisible(training);
        m_jobTokens->setVisible(training);
        placeFields();
    }
    showOptions();
    if (m_jobOnly) {
        for (QWidget *w : {static_cast<QWidget *>(m_modelLabel), static_cast<QWidget *>(m_model),
                 static_cast<QWidget *>(m_methodLabel), static_cast<QWidget *>(m_method),
                 static_cast<QWidget *>(m_formatLabel), static_cast<QWidget *>(m_format),
                 static_cast<QWidget *>(m_contextLabel), static_cast<QWidget *>(m_context),
                 static_cast<QWidget *>(m_batchLabel), static_cast<QWidget *>(m_batch),
                 static_cast<QWidget *>(m_cardsLabel), static_cast<QWidget *>(m_cards), m_options})
            w->setVisible(false);
    }
    m_updating = was;
}

void FitQuestionBar::applyQuestion()
{
    if (m_updating)
        return;
    FitQuestion q = m_state->fitQuestion();
    q.model = m_model->currentText();
    q.method = fitMethodFromCode(m_method->currentData().toString()).value_or(q.method);
    if (q.method == FitMethod::Inference)
        q.weights = weightFormatFromCode(m_format->currentData().toString()).value_or(q.weights);
    q.context = m_context->value();
    q.batch = m_batch->value();
    q.maxCards = m_cards->currentData().toInt();
    q.jobTokens = m_jobTokens->value() * 1e6;
    q.pureBf16 = m_pureBf16->isChecked();
    q.chunkedLoss = m_chunkedLoss->isChecked();
    q.optimizerInBackward = m_optimizerInBackward->isChecked();
    q.pagedOptimizer = m_pagedOptimizer->isChecked();
    q.allowPreview = m_allowPreview->isChecked();
    m_state->setFitQuestion(q);
}

void FitQuestionBar::retranslateUi()
{
    m_modelLabel->setText(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "&Model:")));
    m_methodLabel->setText(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "&Use:")));
    m_formatLabel->setText(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "Wei&ghts:")));
    m_contextLabel->setText(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "Con&text:")));
    m_batchLabel->setText(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "B&atch:")));
    m_cardsLabel->setText(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "Up to car&ds:")));
    m_context->setSuffix(panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", " tokens")));
    m_jobTokensLabel->setText(tr("&Job:"));
    //: After the number of a fine-tuning job's trained tokens, in millions: "100 M tokens".
    m_jobTokens->setSuffix(tr(" M tokens"));
    const QString jobTip = tr("The tokens the fine-tuning job trains on: the dataset's tokens "
                              "times the epochs, in millions. The table gives the job's hours "
                              "and its cost bought or rented.");
    m_jobTokensLabel->setToolTip(jobTip);
    m_jobTokens->setToolTip(jobTip);
    for (int i = 0; i < m_method->count(); ++i) {
        const auto method = fitMethodFromCode(m_method->itemData(i).toString());
        m_method->setItemText(i,
            method == FitMethod::Qlora
                ? panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "QLoRA fine-tuning"))
                : method == FitMethod::Lora
                ? panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "LoRA fine-tuning"))
                : method == FitMethod::FullFineTune
                ? panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "Full fine-tuning"))
                : panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "Inference")));
    }
    m_model->setToolTip(
        panelTr(QT_TRANSLATE_NOOP("gpu::FitPanel", "Type part of a name to filter the list")));
    retranslateOptions();
}

void FitQuestionBar::retranslateOptions()
{
    // The command line's help of the same settings (cli/FitCommand.cpp) in other words.
    m_frameworkLabel->setText(tr("Framework:"));
    m_frameworkLabel->setToolTip(
        tr("Settings of the fine-tuning framework that change the memory it needs"));
    m_pureBf16->setText(tr("Pure BF16"));
    m_pureBf16->setToolTip(tr("Full fine-tuning in BF16 alone, without FP32 master weights "
                              "(torchtune, LitGPT bf16-true): 8 bytes per parameter instead of "
                              "16."));
    m_chunkedLoss->setText(tr("Chunked loss"));
    m_chunkedLoss->setToolTip(tr("The loss over chunks of the output, as torchtune, LitGPT and "
                                 "Unsloth compute it: the logits stay 16-bit."));
    m_optimizerInBackward->setText(tr("Optimizer in backward"));
    m_optimizerInBackward->setToolTip(
        tr("Full fine-tuning with the optimizer step in the backward pass (torchtune's "
           "optimizer_in_bwd): one weight tensor's gradient at a time, and no gradient "
           "accumulation."));
    m_pagedOptimizer->setText(tr("Paged optimizer"));
    m_pagedOptimizer->setToolTip(
        tr("A paged optimizer (bitsandbytes' PagedAdamW, PagedAdamW8bit): the AdamW moments may "
           "move to CPU memory; counted on the GPU: those of the largest tensor."));
    m_allowPreview->setText(tr("Allow preview software"));
    m_allowPreview->setToolTip(
        tr("Order set-ups whose method needs a library their software runs only as a preview "
           "(bitsandbytes on ROCm, a vendor's own stack) like the others, and let them be "
           "picked; they stay flagged."));
}

void FitQuestionBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace gpu
