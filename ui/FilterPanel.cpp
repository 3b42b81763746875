// SPDX-License-Identifier: GPL-3.0-or-later
#include "FilterPanel.h"

#include "AppState.h"
#include "CardFields.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gpu {

namespace {

// Row labels of the form, in order (translated when shown).
const char *const kLabels[] = {
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "&Search:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Vendor:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Product line:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Architecture:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Memory (GB):"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Price:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Max. power (TDP):"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Min. compute capability:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Tensor cores:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "CUDA support:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "New or used:"),
    QT_TRANSLATE_NOOP("gpu::FilterPanel", "Released:"),
};
constexpr int kFirstYear = 2000; // "any" sits just below it

QListWidget *checkList(QWidget *parent, const QString &name, int visibleRows)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(name);
    list->setUniformItemSizes(true);
    // Rows of Chinese text are taller than the Latin font's height: leave room for either.
    list->setMaximumHeight((list->fontMetrics().height() + 6) * visibleRows + 8);
    // A list's default size hint is wide; let the form's other fields set the panel's width.
    list->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    list->setMinimumWidth(
        list->fontMetrics().horizontalAdvance(QStringLiteral("Ada Lovelace")) + 48);
    return list;
}

QDoubleSpinBox *rangeSpin(QWidget *parent, const QString &name, double max, double step)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(0, max);
    spin->setDecimals(0);
    spin->setSingleStep(step);
    spin->setGroupSeparatorShown(true);
    spin->setAccelerated(true);
    return spin;
}

QSet<QString> checkedData(const QListWidget *list)
{
    QSet<QString> out;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->checkState() == Qt::Checked)
            out.insert(list->item(i)->data(Qt::UserRole).toString());
    return out;
}

void setChecked(QListWidget *list, const QSet<QString> &values)
{
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(values.contains(list->item(i)->data(Qt::UserRole).toString())
                ? Qt::Checked
                : Qt::Unchecked);
}

void fillList(QListWidget *list, const QList<QPair<QString, QString>> &items)
{
    const QSet<QString> checked = checkedData(list);
    list->clear();
    for (const auto &[data, text] : items) {
        auto *item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, data);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(data) ? Qt::Checked : Qt::Unchecked);
    }
}

std::optional<double> positive(const QDoubleSpinBox *spin)
{
    return spin->value() > 0 ? std::optional<double>(spin->value()) : std::nullopt;
}

QStringList toList(const QSet<QString> &set)
{
    QStringList list(set.begin(), set.end());
    list.sort();
    return list;
}

} // namespace

FilterPanel::FilterPanel(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_search(new QLineEdit(this))
    , m_vendors(checkList(this, QStringLiteral("vendorList"), 3))
    , m_productLines(checkList(this, QStringLiteral("productLineList"), 3))
    , m_architectures(checkList(this, QStringLiteral("architectureList"), 5))
    , m_minMemory(rangeSpin(this, QStringLiteral("minMemorySpin"), 1024, 2))
    , m_maxMemory(rangeSpin(this, QStringLiteral("maxMemorySpin"), 1024, 2))
    , m_minPrice(rangeSpin(this, QStringLiteral("minPriceSpin"), 10'000'000, 500))
    , m_maxPrice(rangeSpin(this, QStringLiteral("maxPriceSpin"), 10'000'000, 500))
    , m_maxTdp(rangeSpin(this, QStringLiteral("maxTdpSpin"), 2000, 25))
    , m_minCompute(new QComboBox(this))
    , m_tensorCores(new QComboBox(this))
    , m_cudaSupport(new QComboBox(this))
    , m_condition(new QComboBox(this))
    , m_minYear(new QSpinBox(this))
    , m_maxYear(new QSpinBox(this))
    , m_reset(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_resetAction(new QAction(this))
{
    setObjectName(QStringLiteral("filterPanel"));
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setClearButtonEnabled(true);
    m_minCompute->setObjectName(QStringLiteral("minComputeCombo"));
    m_tensorCores->setObjectName(QStringLiteral("tensorCoresCombo"));
    m_cudaSupport->setObjectName(QStringLiteral("cudaSupportCombo"));
    m_condition->setObjectName(QStringLiteral("conditionCombo"));
    m_minYear->setObjectName(QStringLiteral("minYearSpin"));
    m_maxYear->setObjectName(QStringLiteral("maxYearSpin"));
    m_reset->setObjectName(QStringLiteral("resetFiltersButton"));
    m_status->setObjectName(QStringLiteral("filterStatus"));
    m_resetAction->setObjectName(QStringLiteral("resetFiltersAction"));
    m_resetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    for (QSpinBox *spin : {m_minYear, m_maxYear}) {
        spin->setRange(kFirstYear - 1, 2100);
        spin->setValue(kFirstYear - 1);
    }
    m_tensorCores->addItems({QString(), QString(), QString()});
    m_cudaSupport->addItems({QString(), QString(), QString(), QString()});
    m_condition->addItems({QString(), QString(), QString()});

    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    contentLayout->addLayout(m_form);
    contentLayout->addStretch(1); // extra height below the fields, not between them
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows); // resizeEvent() may wrap them
    const auto pair = [content](QWidget *a, QWidget *b) {
        auto *w = new QWidget(content);
        auto *h = new QHBoxLayout(w);
        h->setContentsMargins(0, 0, 0, 0);
        // The two bounds share the row whatever their longest possible text.
        for (QWidget *spin : {a, b}) {
            spin->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
            spin->setMinimumWidth(
                spin->fontMetrics().horizontalAdvance(QStringLiteral("88,888 ¥")) + 30);
        }
        h->addWidget(a, 1);
        h->addWidget(new QLabel(QStringLiteral("–"), w));
        h->addWidget(b, 1);
        w->setMinimumWidth(a->minimumWidth() + b->minimumWidth() + 24);
        return w;
    };
    const QList<QWidget *> fields = {m_search, m_vendors, m_productLines, m_architectures,
        pair(m_minMemory, m_maxMemory), pair(m_minPrice, m_maxPrice), m_maxTdp, m_minCompute,
        m_tensorCores, m_cudaSupport, m_condition, pair(m_minYear, m_maxYear)};
    for (QWidget *field : fields) {
        auto *label = new QLabel(content);
        m_labels.append(label);
        m_form->addRow(label, field);
    }
    m_labels.first()->setBuddy(m_search);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll = scroll;
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_reset);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(scroll, 1);
    layout->addLayout(bottom);

    fillChoices();
    retranslateUi();
    updateCurrencySuffix();
    m_condition->setCurrentIndex(int(m_state->rankingOptions().condition));

    const auto apply = [this] { applyFilter(); };
    connect(m_search, &QLineEdit::textChanged, this, apply);
    for (QListWidget *list : {m_vendors, m_productLines, m_architectures})
        connect(list, &QListWidget::itemChanged, this, apply);
    for (QDoubleSpinBox *spin : {m_minMemory, m_maxMemory, m_minPrice, m_maxPrice, m_maxTdp})
        connect(spin, &QDoubleSpinBox::valueChanged, this, apply);
    for (QSpinBox *spin : {m_minYear, m_maxYear})
        connect(spin, &QSpinBox::valueChanged, this, apply);
    for (QComboBox *combo : {m_minCompute, m_tensorCores, m_cudaSupport})
        connect(combo, &QComboBox::currentIndexChanged, this, apply);
    connect(m_condition, &QComboBox::currentIndexChanged, this, &FilterPanel::applyCondition);
    connect(m_reset, &QPushButton::clicked, this, &FilterPanel::resetFilters);
    connect(m_resetAction, &QAction::triggered, this, &FilterPanel::resetFilters);
    connect(m_state, &AppState::catalogChanged, this, &FilterPanel::fillChoices);
    connect(m_state, &AppState::rankingChanged, this, [this] {
        updateCurrencySuffix();
        m_updating = true;
        m_condition->setCurrentIndex(int(m_state->rankingOptions().condition));
        m_updating = false;
    });
}

void FilterPanel::retranslateUi()
{
    for (int i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(tr(kLabels[i]));
    m_search->setPlaceholderText(tr("Model, memory or architecture, e.g. 4090 24GB"));
    m_search->setToolTip(tr("Every word must appear in the card's name or architecture; "
                            "characters such as * ( + are searched for as they are"));
    for (QDoubleSpinBox *spin : {m_minMemory, m_maxMemory, m_minPrice, m_maxPrice, m_maxTdp})
        spin->setSpecialValueText(tr("Any"));
    for (QSpinBox *spin : {m_minYear, m_maxYear})
        spin->setSpecialValueText(tr("Any"));
    m_maxTdp->setSuffix(tr(" W"));
    m_tensorCores->setItemText(0, tr("Any"));
    m_tensorCores->setItemText(1, tr("With tensor cores"));
    m_tensorCores->setItemText(2, tr("Without tensor cores"));
    m_cudaSupport->setItemText(0, tr("Any"));
    m_cudaSupport->setItemText(1, tr("Supported by current CUDA"));
    m_cudaSupport->setItemText(2, tr("No longer supported"));
    m_cudaSupport->setItemText(3, tr("Not a CUDA card"));
    m_condition->setItemText(int(ConditionFilter::New), tr("New"));
    m_condition->setItemText(int(ConditionFilter::Used), tr("Used"));
    m_condition->setItemText(int(ConditionFilter::Any), tr("New or used"));
    m_condition->setToolTip(tr("Which prices the cards are judged at"));
    if (m_minCompute->count() > 0)
        m_minCompute->setItemText(0, tr("Any"));
    for (int i = 0; i < m_productLines->count(); ++i) {
        QListWidgetItem *item = m_productLines->item(i);
        item->setText(
            CardFields::productLineName(productLineFromString(item->data(Qt::UserRole).toString())
                                            .value_or(ProductLine::Consumer)));
    }
    // No mnemonic of its own: Edit → Reset filters has one, and a shortcut.
    m_reset->setText(tr("Reset filters"));
    m_resetAction->setText(tr("&Reset filters"));
    setCounts(m_shown, m_total);
    // Wide enough for every label and field in this language: the panel scrolls vertically and
    // never cuts a field.
    updateMinimumWidth();
}

void FilterPanel::updateMinimumWidth()
{
    // As narrow as the widest label or field: a narrow panel puts labels above their fields
    // (resizeEvent()), so no field is ever cut.
    m_form->invalidate();
    int widest = 0;
    for (int row = 0; row < m_form->rowCount(); ++row)
        for (auto role : {QFormLayout::LabelRole, QFormLayout::FieldRole})
            if (QLayoutItem *item = m_form->itemAt(row, role))
                widest = std::max(widest, item->minimumSize().width());
    m_scroll->setMinimumWidth(widest + m_scroll->verticalScrollBar()->sizeHint().width()
        + 2 * m_scroll->frameWidth() + 4);
}

void FilterPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const auto policy = width() < 400 ? QFormLayout::WrapAllRows : QFormLayout::DontWrapRows;
    if (policy != m_form->rowWrapPolicy()) {
        m_form->setRowWrapPolicy(policy);
        updateMinimumWidth();
    }
}

void FilterPanel::showEvent(QShowEvent *event)
{
    updateMinimumWidth(); // now that the style has polished the fields
    QWidget::showEvent(event);
}

void FilterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void FilterPanel::fillChoices()
{
    m_updating = true;
    QSet<QString> vendors;
    QSet<QString> architectures;
    QSet<int> capabilities;
    int lastYear = kFirstYear;
    for (const Card &c : m_state->catalog().cards) {
        vendors.insert(c.key.vendor);
        if (!c.architecture.isEmpty())
            architectures.insert(c.architecture);
        if (c.computeCapability)
            capabilities.insert(c.computeCapability->code());
        lastYear = std::max(lastYear, c.releaseYear().value_or(kFirstYear));
    }
    QList<QPair<QString, QString>> items;
    for (const QString &v : toList(vendors))
        items.append({v, v});
    fillList(m_vendors, items);
    items.clear();
    for (ProductLine p : {ProductLine::Consumer, ProductLine::Workstation, ProductLine::DataCenter})
        items.append({toCode(p), CardFields::productLineName(p)});
    fillList(m_productLines, items);
    items.clear();
    for (const QString &a : toList(architectures))
        items.append({a, a});
    fillList(m_architectures, items);

    const QString selected = m_minCompute->currentData().toString();
    m_minCompute->clear();
    m_minCompute->addItem(tr("Any"), QString());
    QList<int> codes(capabilities.begin(), capabilities.end());
    std::sort(codes.begin(), codes.end());
    for (int code : codes) {
        const QString text = ComputeCapability {code / 10, code % 10}.toString();
        m_minCompute->addItem(text, text);
    }
    m_minCompute->setCurrentIndex(std::max(0, m_minCompute->findData(selected)));
    for (QSpinBox *spin : {m_minYear, m_maxYear})
        spin->setMaximum(std::max(lastYear + 1, spin->value()));
    m_updating = false;
    applyFilter();
}

void FilterPanel::updateCurrencySuffix()
{
    const QString suffix = m_state->rankingOptions().currency == Currency::CNY
        ? QStringLiteral(" ¥")
        : QStringLiteral(" $");
    m_minPrice->setSuffix(suffix);
    m_maxPrice->setSuffix(suffix);
}

CardFilter FilterPanel::currentFilter() const
{
    CardFilter f;
    f.search = m_search->text();
    f.vendors = checkedData(m_vendors);
    for (const QString &code : checkedData(m_productLines))
        if (const auto p = productLineFromString(code))
            f.productLines.insert(*p);
    f.architectures = checkedData(m_architectures);
    f.minMemoryGb = positive(m_minMemory);
    f.maxMemoryGb = positive(m_maxMemory);
    f.minPrice = positive(m_minPrice);
    f.maxPrice = positive(m_maxPrice);
    f.maxTdpWatts = positive(m_maxTdp);
    f.minComputeCapability = ComputeCapability::fromString(m_minCompute->currentData().toString());
    if (m_tensorCores->currentIndex() > 0)
        f.hasTensorCores = m_tensorCores->currentIndex() == 1;
    switch (m_cudaSupport->currentIndex()) {
    case 1:
        f.cudaSupport = CudaSupport::Supported;
        break;
    case 2:
        f.cudaSupport = CudaSupport::Unsupported;
        break;
    case 3:
        f.cudaSupport = CudaSupport::NotCuda;
        break;
    default:
        break;
    }
    if (m_minYear->value() >= kFirstYear)
        f.minReleaseYear = m_minYear->value();
    if (m_maxYear->value() >= kFirstYear)
        f.maxReleaseYear = m_maxYear->value();
    return f;
}

void FilterPanel::applyFilter()
{
    if (m_updating)
        return;
    m_state->setFilter(currentFilter());
}

void FilterPanel::applyCondition()
{
    if (m_updating)
        return;
    RankingOptions o = m_state->rankingOptions();
    o.condition = ConditionFilter(m_condition->currentIndex());
    m_state->setRankingOptions(o);
}

void FilterPanel::setCounts(int shown, int total)
{
    m_shown = shown;
    m_total = total;
    m_status->setText(tr("%1 of %2 cards").arg(shown).arg(total));
}

void FilterPanel::resetFilters()
{
    m_updating = true;
    m_search->clear();
    for (QListWidget *list : {m_vendors, m_productLines, m_architectures})
        setChecked(list, {});
    for (QDoubleSpinBox *spin : {m_minMemory, m_maxMemory, m_minPrice, m_maxPrice, m_maxTdp})
        spin->setValue(0);
    for (QSpinBox *spin : {m_minYear, m_maxYear})
        spin->setValue(spin->minimum());
    for (QComboBox *combo : {m_minCompute, m_tensorCores, m_cudaSupport})
        combo->setCurrentIndex(0);
    m_updating = false;
    applyFilter();
    // The price scope is a ranking option, but it sits in this panel: it goes back to its
    // default (new or used) too.
    m_condition->setCurrentIndex(int(ConditionFilter::Any));
}

QVariantMap FilterPanel::saveState() const
{
    QVariantMap map;
    map.insert(QStringLiteral("search"), m_search->text());
    map.insert(QStringLiteral("vendors"), toList(checkedData(m_vendors)));
    map.insert(QStringLiteral("productLines"), toList(checkedData(m_productLines)));
    map.insert(QStringLiteral("architectures"), toList(checkedData(m_architectures)));
    map.insert(QStringLiteral("minMemoryGb"), m_minMemory->value());
    map.insert(QStringLiteral("maxMemoryGb"), m_maxMemory->value());
    map.insert(QStringLiteral("minPrice"), m_minPrice->value());
    map.insert(QStringLiteral("maxPrice"), m_maxPrice->value());
    map.insert(QStringLiteral("maxTdpWatts"), m_maxTdp->value());
    map.insert(QStringLiteral("minComputeCapability"), m_minCompute->currentData().toString());
    map.insert(QStringLiteral("tensorCores"), m_tensorCores->currentIndex());
    map.insert(QStringLiteral("cudaSupport"), m_cudaSupport->currentIndex());
    map.insert(QStringLiteral("minReleaseYear"), m_minYear->value());
    map.insert(QStringLiteral("maxReleaseYear"), m_maxYear->value());
    return map;
}

void FilterPanel::restoreState(const QVariantMap &state)
{
    m_updating = true;
    const auto set = [](const QVariant &v) {
        const QStringList list = v.toStringList();
        return QSet<QString>(list.begin(), list.end());
    };
    m_search->setText(state.value(QStringLiteral("search")).toString());
    setChecked(m_vendors, set(state.value(QStringLiteral("vendors"))));
    setChecked(m_productLines, set(state.value(QStringLiteral("productLines"))));
    setChecked(m_architectures, set(state.value(QStringLiteral("architectures"))));
    m_minMemory->setValue(state.value(QStringLiteral("minMemoryGb")).toDouble());
    m_maxMemory->setValue(state.value(QStringLiteral("maxMemoryGb")).toDouble());
    m_minPrice->setValue(state.value(QStringLiteral("minPrice")).toDouble());
    m_maxPrice->setValue(state.value(QStringLiteral("maxPrice")).toDouble());
    m_maxTdp->setValue(state.value(QStringLiteral("maxTdpWatts")).toDouble());
    m_minCompute->setCurrentIndex(std::max(
        0, m_minCompute->findData(state.value(QStringLiteral("minComputeCapability")).toString())));
    m_tensorCores->setCurrentIndex(
        std::clamp(state.value(QStringLiteral("tensorCores")).toInt(), 0, 2));
    m_cudaSupport->setCurrentIndex(
        std::clamp(state.value(QStringLiteral("cudaSupport")).toInt(), 0, 3));
    m_minYear->setValue(state.value(QStringLiteral("minReleaseYear"), 0).toInt());
    m_maxYear->setValue(state.value(QStringLiteral("maxReleaseYear"), 0).toInt());
    m_updating = false;
    applyFilter();
}

} // namespace gpu
