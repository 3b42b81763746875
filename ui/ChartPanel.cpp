// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartPanel.h"
#include "RankingFields.h"

#include "AppState.h"
#include "CardFields.h"
#include "CatalogTableModel.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QDrag>
#include <QEvent>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QMouseEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpu {

/// The chart view: turns a press on a bar followed by a move into a drag of that bar's card.
class BarChartView : public QChartView
{
public:
    using QChartView::QChartView;

    std::function<QString(int)> cardIdOfBar; ///< bar index -> CardKey id
    int pressedBar = -1; ///< set by QBarSet::pressed, reset on release or drag

protected:
    void mousePressEvent(QMouseEvent *event) override
    {
        m_pressPos = event->position().toPoint();
        pressedBar = -1;
        QChartView::mousePressEvent(event); // may set pressedBar through QBarSet::pressed
    }
    void mouseMoveEvent(QMouseEvent *event) override
    {
        if ((event->buttons() & Qt::LeftButton) && pressedBar >= 0 && cardIdOfBar
            && (event->position().toPoint() - m_pressPos).manhattanLength()
                >= QApplication::startDragDistance()) {
            const QString id = cardIdOfBar(pressedBar);
            pressedBar = -1;
            if (!id.isEmpty()) {
                auto *mime = new QMimeData;
                mime->setData(CatalogTableModel::cardMimeType(), id.toUtf8());
                auto *drag = new QDrag(this);
                drag->setMimeData(mime);
                drag->exec(Qt::CopyAction);
                return;
            }
        }
        QChartView::mouseMoveEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        QChartView::mouseReleaseEvent(event);
        pressedBar = -1;
    }

private:
    QPoint m_pressPos;
};

namespace {

std::optional<double> metricValue(const VerdictFigures &v, ChartPanel::Metric metric)
{
    switch (metric) {
    case ChartPanel::Metric::PerformancePerPrice:
        return v.performancePerPrice;
    case ChartPanel::Metric::RelativePerformance:
        return v.relative;
    case ChartPanel::Metric::PerformancePerWatt:
        return v.performancePerWatt;
    }
    return std::nullopt;
}

} // namespace

ChartPanel::ChartPanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_metric(new QComboBox(this))
    , m_top(new QSpinBox(this))
    , m_metricLabel(new QLabel(this))
    , m_topLabel(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_scroll(new QScrollArea(m_pages))
    , m_view(new BarChartView(new QChart))
    , m_empty(new QLabel(m_pages))
{
    setObjectName(QStringLiteral("chartPanel"));
    m_metric->setObjectName(QStringLiteral("chartMetricCombo"));
    m_top->setObjectName(QStringLiteral("chartTopSpin"));
    m_view->setObjectName(QStringLiteral("chartView"));
    m_empty->setObjectName(QStringLiteral("chartEmptyLabel"));

    m_metric->addItems({QString(), QString(), QString()});
    m_top->setRange(1, 100);
    m_top->setValue(
        std::clamp(m_state->settings().value(Settings::Key::ChartTopCount).toInt(), 1, 100));
    m_metricLabel->setBuddy(m_metric);
    m_topLabel->setBuddy(m_top);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setForegroundRole(QPalette::PlaceholderText);

    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->chart()->legend()->hide();
    m_view->chart()->setAnimationOptions(QChart::NoAnimation);
    m_view->cardIdOfBar = [this](int bar) { return m_ids.value(int(m_ids.size()) - 1 - bar); };
    m_scroll->setWidget(m_view);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_pages->addWidget(m_scroll);
    m_pages->addWidget(m_empty);

    // The metric's names are long: the box may show fewer of their characters (the list shows
    // them whole) so the panel fits beside the catalog on a small screen.
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_metric->setMinimumContentsLength(6);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_metricLabel);
    controls->addWidget(m_metric);
    controls->addSpacing(6);
    controls->addWidget(m_topLabel);
    controls->addWidget(m_top);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_pages, 1);

    retranslateUi();
    if (const auto saved
        = metricFromCode(m_state->settings().value(Settings::Key::ChartMetric).toString()))
        m_metric->setCurrentIndex(int(*saved));

    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        m_state->settings().setValue(Settings::Key::ChartMetric, metricCode(metric()));
        rebuild();
    });
    connect(m_top, &QSpinBox::valueChanged, this, [this](int count) {
        m_state->settings().setValue(Settings::Key::ChartTopCount, count);
        rebuild();
    });
    connect(m_state, &AppState::catalogChanged, this, &ChartPanel::rebuild);
    connect(m_state, &AppState::rankingChanged, this, &ChartPanel::rebuild);
    connect(m_state, &AppState::filterChanged, this, &ChartPanel::rebuild);
    connect(m_state, &AppState::currentCardChanged, this, &ChartPanel::updateSelection);
    rebuild();
}

ChartPanel::~ChartPanel() = default;

QString ChartPanel::metricCode(Metric metric)
{
    switch (metric) {
    case Metric::PerformancePerPrice:
        return QStringLiteral("performance_per_price");
    case Metric::RelativePerformance:
        return QStringLiteral("relative_performance");
    case Metric::PerformancePerWatt:
        return QStringLiteral("performance_per_watt");
    }
    return {};
}

std::optional<ChartPanel::Metric> ChartPanel::metricFromCode(const QString &code)
{
    for (Metric m :
        {Metric::PerformancePerPrice, Metric::RelativePerformance, Metric::PerformancePerWatt})
        if (metricCode(m) == code)
            return m;
    return std::nullopt;
}

ChartPanel::Metric ChartPanel::metric() const
{
    return Metric(std::max(0, m_metric->currentIndex()));
}

void ChartPanel::setMetric(Metric metric)
{
    m_metric->setCurrentIndex(int(metric));
}

int ChartPanel::topCount() const
{
    return m_top->value();
}

void ChartPanel::setTopCount(int count)
{
    m_top->setValue(count);
}

bool ChartPanel::isShowingNoData() const
{
    return m_pages->currentWidget() == m_empty;
}

QChart *ChartPanel::chart() const
{
    return m_view->chart();
}

QString ChartPanel::metricTitle() const
{
    const QString currency = toCode(m_state->rankingOptions().currency);
    const Currency cur = m_state->rankingOptions().currency;
    switch (metric()) {
    case Metric::PerformancePerPrice:
        return shownRankingField(QStringLiteral("performance_per_price"), cur).describe();
    case Metric::RelativePerformance: {
        // Without the vendor: the title sets the chart's minimum width.
        const CardKey ref = m_state->ranking().reference.model.isEmpty()
            ? Ranking::defaultReference()
            : m_state->ranking().reference;
        return tr("Relative performance (%1 = 1.00)")
            .arg(ref.model + QLatin1Char(' ') + formatNumber(ref.memoryGb) + QStringLiteral(" GB"));
    }
    case Metric::PerformancePerWatt:
        return shownRankingField(QStringLiteral("performance_per_watt"), cur).describe();
    }
    return {};
}

void ChartPanel::retranslateUi()
{
    m_updating = true;
    m_metricLabel->setText(tr("Chart:"));
    m_topLabel->setText(tr("T&op:"));
    // The figures by the names of the ranking's field table (RankingFields.h).
    const Currency cur = m_state->rankingOptions().currency;
    m_metric->setItemText(int(Metric::PerformancePerPrice),
        shownRankingField(QStringLiteral("performance_per_price"), cur).label);
    m_metric->setItemText(int(Metric::RelativePerformance),
        shownRankingField(QStringLiteral("relative_performance"), cur).label);
    m_metric->setItemText(int(Metric::PerformancePerWatt),
        shownRankingField(QStringLiteral("performance_per_watt"), cur).label);
    m_top->setToolTip(tr("How many of the best cards to show"));
    m_empty->setText(tr("No data: no card within the budget and the filters has a value for "
                        "this chart. Raise the budget, widen the filters, or choose another "
                        "workload, precision or model size."));
    m_updating = false;
    rebuild();
}

void ChartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

QList<ChartPanel::Bar> ChartPanel::shownBars() const
{
    QList<Bar> bars;
    const Metric m = metric();
    const RankingResult &ranking = m_state->ranking();
    const Recommendation &rec = ranking.recommendation;
    // The bars' order first, on numbers only; labels are made for the shown ones (a catalog of
    // 100,000 cards would otherwise build 100,000 labels for 30 bars).
    struct Candidate
    {
        double value;
        qsizetype verdict;
        const Card *card;
    };
    std::vector<Candidate> candidates;
    for (qsizetype i = 0; i < ranking.verdicts.size(); ++i) {
        const VerdictFigures &v = ranking.verdicts.figures(i);
        const auto value = metricValue(v, m);
        if (!value || !v.recommendable || !v.withinBudget)
            continue;
        const Card *card = m_state->cardAt(v.cardIndex);
        if (!card || !m_state->passesFilter(*card))
            continue;
        candidates.push_back({*value, i, card});
    }
    // The highest first; equal values keep the ranking's order.
    const auto higher = [](const Candidate &a, const Candidate &b) {
        return a.value != b.value ? a.value > b.value : a.verdict < b.verdict;
    };
    const size_t shown = std::min(candidates.size(), size_t(std::max(0, topCount())));
    std::partial_sort(
        candidates.begin(), candidates.begin() + std::ptrdiff_t(shown), candidates.end(), higher);
    candidates.resize(shown);
    for (const Candidate &c : candidates) {
        const CardVerdict &v = ranking.verdicts.at(c.verdict);
        const Card *card = c.card;
        // The label carries memory and form, so variants (RTX 3060 12 GB / 8 GB) differ; the
        // vendor is left out (model names do not repeat across vendors) to keep it short.
        const QString label = card->key.nameWithoutVendor();
        const qsizetype i = c.verdict;
        const bool pick = rec.bestOverall == int(i) || rec.bestValue == int(i)
            || rec.mostMemoryPerPrice == int(i);
        // A warning that changes whether the card does the job (isWarning(), as "think twice").
        const bool warning = v.hasWarning();
        bars.append({v.key.toId(), label, c.value,
            pick          ? QStringLiteral("★ ")
                : warning ? QStringLiteral("⚠ ")
                          : QString()});
    }
    return bars;
}

void ChartPanel::rebuild()
{
    const QList<Bar> bars = shownBars();
    m_ids.clear();
    m_labels.clear();
    m_categories.clear();
    m_values.clear();
    bool marked = false;
    for (const Bar &b : bars) {
        m_ids.append(b.id);
        m_labels.append(b.label);
        m_categories.append(b.mark + b.label);
        m_values.append(b.value);
        marked = marked || !b.mark.isEmpty();
    }

    QChart *chart = m_view->chart();
    chart->removeAllSeries(); // deletes the series and its bar set
    m_set = nullptr;
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    if (bars.isEmpty()) {
        m_pages->setCurrentWidget(m_empty);
        return;
    }
    chart->setTitle(
        marked ? tr("★ a pick of the ranking · ⚠ read its warnings (details)") : QString());
    drawBars(bars);
    applyPalette();
    updateSelection();
    m_pages->setCurrentWidget(m_scroll);
}

void ChartPanel::drawBars(const QList<Bar> &bars)
{
    QChart *chart = m_view->chart();
    // Horizontal bars are drawn bottom-up: add the best last so it is on top.
    m_set = new QBarSet(metricTitle());
    QStringList categories;
    double maxValue = 0;
    for (auto it = bars.crbegin(); it != bars.crend(); ++it) {
        *m_set << it->value;
        categories << it->mark + it->label;
        maxValue = std::max(maxValue, it->value);
    }
    auto *series = new QHorizontalBarSeries;
    series->append(m_set);
    series->setBarWidth(0.7);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsPrecision(3);
    chart->addSeries(series);
    auto *categoryAxis = new QBarCategoryAxis;
    categoryAxis->append(categories);
    chart->addAxis(categoryAxis, Qt::AlignLeft);
    series->attachAxis(categoryAxis);
    QValueAxis *valueAxis = makeValueAxis(maxValue);
    chart->addAxis(valueAxis, Qt::AlignBottom);
    series->attachAxis(valueAxis);

    connect(m_set, &QBarSet::hovered, this, &ChartPanel::showTooltip);
    connect(m_set, &QBarSet::pressed, this, [this](int index) { m_view->pressedBar = index; });
    connect(m_set, &QBarSet::clicked, this, [this](int index) {
        const QString id = m_ids.value(int(m_ids.size()) - 1 - index);
        if (!id.isEmpty())
            m_state->setCurrentCard(id);
    });

    // Never cut a label: give every bar a line of text and the longest label its full width;
    // the scroll area scrolls when the dock is smaller. Qt Charts squeezes (elides) axis labels
    // that take more than 40 % of the chart's width (maxAxisPortion in its layout), hence 5/2.
    const QFontMetrics fm(categoryAxis->labelsFont());
    int labelWidth = 0;
    for (const QString &label : std::as_const(categories))
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(label));
    const int titleWidth = QFontMetrics(valueAxis->titleFont()).horizontalAdvance(metricTitle());
    m_view->setMinimumSize(std::max((labelWidth + 16) * 5 / 2, labelWidth + titleWidth) + 60,
        int(bars.size()) * (fm.height() + 10) + 110);
}

QValueAxis *ChartPanel::makeValueAxis(double maxValue) const
{
    auto *valueAxis = new QValueAxis;
    // Headroom for the value labels at the end of the longest bar.
    valueAxis->setRange(0, maxValue > 0 ? maxValue * 1.18 : 1);
    // As many decimals as the values need to read apart: none from 100 up, one from 1, two from
    // 0.1, then one more per decade (a USD price makes performance per 1,000 small).
    const int decimals
        = maxValue > 0 ? std::clamp(1 - int(std::floor(std::log10(maxValue))), 0, 5) : 2;
    valueAxis->setLabelFormat(
        QStringLiteral("%.%1f").arg(std::max(decimals, maxValue < 100 ? 1 : 0)));
    valueAxis->setTickCount(6);
    valueAxis->applyNiceNumbers(); // ticks at round values (0.2, 0.4 …), the range only grows
    valueAxis->setTitleText(metricTitle());
    return valueAxis;
}

void ChartPanel::applyPalette()
{
    const QPalette pal = palette();
    QChart *chart = m_view->chart();
    chart->setBackgroundBrush(pal.brush(QPalette::Base));
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(pal.brush(QPalette::Text));
    m_view->setBackgroundBrush(pal.brush(QPalette::Base));
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(pal.brush(QPalette::Text));
        axis->setTitleBrush(pal.brush(QPalette::Text));
        axis->setLinePenColor(pal.color(QPalette::Mid));
        axis->setGridLineColor(pal.color(QPalette::Midlight));
    }
    if (m_set) {
        m_set->setColor(pal.color(QPalette::Highlight));
        m_set->setBorderColor(pal.color(QPalette::Highlight).darker(120));
        m_set->setLabelColor(pal.color(QPalette::Text));
        m_set->setSelectedColor(pal.color(QPalette::Link));
    }
}

void ChartPanel::updateSelection()
{
    if (!m_set)
        return;
    m_set->deselectAllBars();
    const int i = int(m_ids.indexOf(m_state->currentCardId()));
    if (i >= 0)
        m_set->selectBar(int(m_ids.size()) - 1 - i);
}

void ChartPanel::showTooltip(bool status, int index)
{
    if (!status) {
        QToolTip::hideText();
        return;
    }
    const int i = int(m_ids.size()) - 1 - index;
    if (i < 0 || i >= m_ids.size())
        return;
    const Card *card = m_state->card(m_ids.at(i));
    const CardVerdict *v = card ? m_state->verdictFor(card->key) : nullptr;
    if (!card || !v)
        return;
    const QLocale locale;
    const QString price = v->price ? QString(locale.toString(v->price->amount, 'f', 0)
                              + QLatin1Char(' ') + toCode(v->price->currency))
                                   : CardFields::unknownText();
    const QString relative
        = v->relative ? locale.toString(*v->relative, 'f', 2) : CardFields::unknownText();
    QString text = tr("%1\n%2: %3\nRelative performance: %4\nPrice: %5\n"
                      "Click to select, drag to the compare panel")
                       .arg(card->label(), metricTitle(), locale.toString(m_values.at(i), 'f', 2),
                           relative, price);
    // How sure the relative performance is, above the last line (what a click does).
    if (v->relative) {
        const qsizetype last = text.lastIndexOf(QLatin1Char('\n'));
        text.insert(last < 0 ? text.size() : last,
            QLatin1Char('\n') + tr("How sure: %1").arg(estimateSummary(*v)));
    }
    QToolTip::showText(QCursor::pos(), text, m_view);
}

} // namespace gpu
