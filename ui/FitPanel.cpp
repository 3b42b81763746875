// SPDX-License-Identifier: GPL-3.0-or-later
#include "FitPanel.h"
#include "NameReadings.h"

#include "AppState.h"
#include "FitQuestionBar.h"
#include "ModelCatalog.h"
#include "Settings.h"

#include <QAbstractTableModel>
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
#include <QResizeEvent>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
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
    JobHoursColumn, ///< fine-tuning: hours of the question's job
    PriceColumn,
    RentColumn,
    BreakEvenColumn,
    JobBuyColumn, ///< fine-tuning: the job's share of owning for three years
    JobRentColumn, ///< fine-tuning: the job rented like for like
    CaveatsColumn,
    ColumnCount
};

/// The job whose hours and cost the fine-tuning columns give: its trained tokens and the hours
/// a day and electricity price owning is amortised at (the settings', as `fit` takes them).
struct JobTerms
{
    double tokens = defaultJobTokens;
    double hoursPerDay = 8;
    double kwhPrice = 0;
};

} // namespace

// The configurations as table rows, worded when a view asks for a cell: a plan of 100,000 cards
// holds hundreds of thousands of rows, and only the visible ones are drawn (docs/performance.md).
class FitConfigurationModel : public QAbstractTableModel
{
public:
    FitConfigurationModel(const QList<FitConfiguration> *rows, QWidget *owner)
        : QAbstractTableModel(owner)
        , m_rows(rows)
        , m_owner(owner)
    { }

    void reset(const std::function<void()> &change)
    {
        beginResetModel();
        change();
        endResetModel();
    }
    void retranslate() { Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1); }
    void setJob(const JobTerms &job) { m_job = job; }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_rows->size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : ColumnCount;
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
            return QAbstractTableModel::headerData(section, orientation, role);
        switch (section) {
        case NameColumn:
            return FitPanel::tr("Configuration");
        case FitsColumn:
            return FitPanel::tr("Fits");
        case NeedsColumn:
            return FitPanel::tr("Needs GB");
        case HasColumn:
            return FitPanel::tr("Has GB");
        case ContextColumn:
            return FitPanel::tr("Max context");
        case TokensColumn:
            return FitPanel::tr("Tokens/s");
        case PriceColumn:
            return FitPanel::tr("Price");
        case RentColumn:
            //: Header: the same GPUs rented in the cloud, per hour.
            return FitPanel::tr("Rent per hour");
        case BreakEvenColumn:
            //: Header: hours of that rental the price pays for.
            return FitPanel::tr("Break-even hours");
        case JobHoursColumn:
            //: Header: hours the fine-tuning job takes on the set-up.
            return FitPanel::tr("Job hours");
        case JobBuyColumn:
            //: Header: the job's share of buying and running the set-up for three years.
            return FitPanel::tr("Job, bought");
        case JobRentColumn:
            //: Header: the job's cost on the same GPUs rented.
            return FitPanel::tr("Job, rented");
        case CaveatsColumn:
            return FitPanel::tr("Caveats");
        default:
            return {};
        }
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!index.isValid() || index.row() >= m_rows->size())
            return {};
        const FitConfiguration &r = m_rows->at(index.row());
        switch (role) {
        case Qt::DisplayRole: {
            const QString text = cellText(r, index.column());
            return text.isEmpty() ? QStringLiteral("—") : text;
        }
        case Qt::TextAlignmentRole:
            if (index.column() >= NeedsColumn && index.column() <= JobRentColumn)
                return int(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        case Qt::ForegroundRole:
            if (!r.fits)
                return m_owner->palette().brush(QPalette::Disabled, QPalette::Text);
            return {};
        case Qt::ToolTipRole:
            if (index.column() == NameColumn)
                return r.caveats.join(QLatin1Char('\n'));
            if ((index.column() == TokensColumn || index.column() == JobHoursColumn)
                && r.trainTokensPerSecond)
                return jobTip(r);
            if (index.column() == JobBuyColumn && r.trainTokensPerSecond)
                //: %1: hours a day.
                return FitPanel::tr("The job's share of the price and electricity of three "
                                    "years' use at %1 hours a day")
                    .arg(QLocale().toString(m_job.hoursPerDay, 'g', 3));
            if (index.column() == RentColumn && r.rentPerHour)
                return r.rentInterruptible
                    ? FitPanel::tr("%1 (interruptible)").arg(offeringForReader(r.rentOffer))
                    : FitPanel::tr("%1 (on demand)").arg(offeringForReader(r.rentOffer));
            return {};
        default:
            return {};
        }
    }

private:
    QString jobTip(const FitConfiguration &r) const
    {
        const QLocale locale;
        //: %1: trained tokens/s, %2: tokens of the job, %3: hours, %4: the rental's cost.
        QString tip = FitPanel::tr("%1 trained tokens/s: a job of %2 tokens takes about %3 h")
                          .arg(locale.toString(*r.trainTokensPerSecond, 'f', 0),
                              locale.toString(m_job.tokens, 'f', 0),
                              locale.toString(*r.jobHours(m_job.tokens), 'f', 1));
        if (const auto rent = r.jobCostRent(m_job.tokens); rent && r.price)
            tip += FitPanel::tr("; rented: %1 %2")
                       .arg(locale.toString(*rent, 'f', 0), toCode(r.price->currency));
        if (r.trainLow && r.trainHigh)
            //: The likely range of the trained tokens/s.
            tip += FitPanel::tr(" (likely %1–%2 tokens/s)")
                       .arg(locale.toString(*r.trainLow, 'f', 0),
                           locale.toString(*r.trainHigh, 'f', 0));
        return tip;
    }

    QString moneyText(const std::optional<double> &amount, const FitConfiguration &r) const
    {
        if (!amount || !r.price)
            return {};
        return QStringLiteral("%1 %2").arg(
            QLocale().toString(*amount, 'f', 0), toCode(r.price->currency));
    }

    QString cellText(const FitConfiguration &r, int column) const
    {
        const QLocale locale;
        switch (column) {
        case NameColumn:
            return r.name();
        case FitsColumn:
            return r.fits ? FitPanel::tr("yes") : FitPanel::tr("no");
        case NeedsColumn:
            return locale.toString(r.estimate.total.total(), 'f', 1);
        case HasColumn:
            return locale.toString(r.memoryAvailableGb, 'f', 0);
        case ContextColumn:
            return r.maxContext > 0 ? locale.toString(r.maxContext) : QString();
        case TokensColumn:
            // Inference: generated tokens/s; fine-tuning: trained tokens/s (the tooltip gives
            // the job's hours).
            return r.tokensPerSecond     ? locale.toString(*r.tokensPerSecond, 'f', 1)
                : r.trainTokensPerSecond ? locale.toString(*r.trainTokensPerSecond, 'f', 0)
                                         : QString();
        case PriceColumn:
            return r.totalPrice() ? approximatePriceText(
                       QStringLiteral("%1 %2").arg(
                           locale.toString(*r.totalPrice(), 'f', 0), toCode(r.price->currency)),
                       r.price->isApproximate())
                                  : QString();
        case RentColumn:
            return r.rentPerHour && r.price ? QStringLiteral("%1 %2").arg(
                       locale.toString(*r.rentPerHour, 'f', 2), toCode(r.price->currency))
                : r.rentPerHour ? locale.toString(*r.rentPerHour, 'f', 2)
                                : QString();
        case BreakEvenColumn:
            return r.breakEvenHours() ? locale.toString(*r.breakEvenHours(), 'f', 0) : QString();
        case JobHoursColumn:
            return r.jobHours(m_job.tokens) ? locale.toString(*r.jobHours(m_job.tokens), 'f', 1)
                                            : QString();
        case JobBuyColumn:
            return moneyText(r.jobCostBuy(m_job.tokens, m_job.hoursPerDay, m_job.kwhPrice), r);
        case JobRentColumn:
            return moneyText(r.jobCostRent(m_job.tokens), r);
        case CaveatsColumn:
            return r.caveats.join(QStringLiteral("; "));
        default:
            return {};
        }
    }

    const QList<FitConfiguration> *m_rows;
    QWidget *m_owner;
    JobTerms m_job;
};

FitPanel::FitPanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_question(new FitQuestionBar(state, FitQuestionBar::Shape::TwoRows, this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_items(new FitConfigurationModel(&m_rows, this))
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
    m_chartView->setMinimumWidth(220);
    m_chartView->setMinimumHeight(160);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("fitSplit"));
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
    // Computed when the panel is shown (or its configurations are asked for): the plan of a
    // large catalog is not made at start behind a tab nobody opened.
    // In the LLM modes the ranking bar asks the question: the panel answers it without asking
    // it again (one set of fields on screen).
    // On a small screen the ranking bar leaves out the fine-tuning job's size: the panel asks it.
    const auto showQuestion = [this] {
        const bool llm = m_state->rankingOptions().llmMode();
        const bool jobHere = llm && m_state->rankingOptions().fineTuning
            && FitQuestionBar::isSmallScreen(screen());
        m_question->setJobOnly(jobHere);
        m_question->setVisible(!llm || jobHere);
    };
    showQuestion();
    connect(m_state, &AppState::rankingChanged, this, showQuestion);
    connect(m_state, &AppState::fitChanged, this, [this] {
        m_stale = true;
        if (m_shown)
            recompute();
    });
}

void FitPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (auto *split = findChild<QSplitter *>(QStringLiteral("fitSplit")))
        split->setOrientation(width() < 640 ? Qt::Vertical : Qt::Horizontal);
}

void FitPanel::setShown(bool shown)
{
    m_shown = shown;
    if (m_shown && m_stale)
        recompute();
}

const QList<FitConfiguration> &FitPanel::configurations()
{
    if (m_stale)
        recompute();
    return m_rows;
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
    m_stale = false;
    const ModelSpec *model = m_state->fitModel();
    const FitQuestion &question = m_state->fitQuestion();
    const RankingRequest costs = m_state->rankingRequest();
    m_items->reset([&] {
        m_rows = model ? m_state->fitPlan() : QList<FitConfiguration>();
        m_items->setJob({question.jobTokens, costs.hoursPerDay, costs.electricityPricePerKwh});
    });
    // A job's hours and cost belong to fine-tuning.
    const bool training = question.method != FitMethod::Inference;
    for (int column : {JobHoursColumn, JobBuyColumn, JobRentColumn})
        m_table->setColumnHidden(column, !training);
    if (!model) {
        m_summary->setText(tr("Choose a model from the list."));
        showBreakdown(-1);
        return;
    }
    const MemoryRequest one = m_state->fitMemoryRequest(1);

    const QLocale locale;
    const int fitting = int(std::count_if(
        m_rows.cbegin(), m_rows.cend(), [](const FitConfiguration &r) { return r.fits; }));
    const MemoryEstimate onOne = estimateMemory(*model, one);
    QString summary
        = tr("%1 (%2B parameters): %3 GB on one GPU. %n configuration(s) fit.", "", fitting)
              .arg(model->name, locale.toString(model->paramsTotalB, 'g', 4),
                  locale.toString(onOne.perGpu.total(), 'f', 1));
    if (!onOne.assumptions.isEmpty())
        summary += QLatin1Char(' ') + onOne.assumptions.join(QLatin1Char(' '));
    if (training)
        //: %1: the job's trained tokens in millions; %2: hours a day.
        summary += QLatin1Char(' ')
            + tr("A job of %1 million trained tokens (the dataset's tokens × epochs); owning is "
                 "shared over three years at %2 hours a day.")
                  .arg(locale.toString(question.jobTokens / 1e6, 'f', 0),
                      locale.toString(costs.hoursPerDay, 'g', 3));
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
    m_items->retranslate();
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
