// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportDialog.h"

#include "AppState.h"
#include "BuiltinCatalog.h"
#include "CardNameMatcher.h"
#include "CardNameParser.h"
#include "ReportBuilder.h"
#include "Translations.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace gpu {

namespace {

constexpr double kPreviewDpi = 72; // the preview shows pages at about their printed size

// Keeps the action's text in the application's language.
class ActionRetranslator : public QObject
{
public:
    ActionRetranslator(QAction *action, QWidget *window)
        : QObject(action)
        , m_action(action)
    {
        window->installEventFilter(this);
        retranslate();
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, event);
    }

private:
    void retranslate()
    {
        m_action->setText(ReportDialog::tr("Export recommendation &report…"));
        m_action->setStatusTip(ReportDialog::tr(
            "Save the recommendation as a PDF to print or send, in Chinese or English"));
    }
    QAction *m_action;
};

} // namespace

ReportDialog::ReportDialog(AppState *state, const QList<CardKey> &compare, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_windowFilter(state->filter())
    , m_languageLabel(new QLabel(this))
    , m_language(new QComboBox(this))
    , m_pageSizeLabel(new QLabel(this))
    , m_pageSize(new QComboBox(this))
    , m_filterNotice(new QLabel(this))
    , m_wholeCatalog(new QRadioButton(this))
    , m_onlyFiltered(new QRadioButton(this))
    , m_compareLabel(new QLabel(this))
    , m_compareFilter(new QLineEdit(this))
    , m_compareList(new QListWidget(this))
    , m_pageCount(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_scroll(new QScrollArea(this))
    , m_pages(new QWidget)
    , m_pagesLayout(new QVBoxLayout(m_pages))
    , m_save(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_refreshTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("reportDialog"));
    m_language->setObjectName(QStringLiteral("reportLanguage"));
    m_pageSize->setObjectName(QStringLiteral("reportPageSize"));
    m_filterNotice->setObjectName(QStringLiteral("reportFilterNotice"));
    m_wholeCatalog->setObjectName(QStringLiteral("reportWholeCatalog"));
    m_onlyFiltered->setObjectName(QStringLiteral("reportOnlyFiltered"));
    m_compareFilter->setObjectName(QStringLiteral("reportCompareFilter"));
    m_compareList->setObjectName(QStringLiteral("reportCompareList"));
    m_pageCount->setObjectName(QStringLiteral("reportPageCount"));
    m_problem->setObjectName(QStringLiteral("reportProblem"));
    m_scroll->setObjectName(QStringLiteral("reportPreview"));
    m_save->setObjectName(QStringLiteral("reportSave"));

    for (const QString &lang : Translations::available())
        m_language->addItem(Translations::nativeName(lang), lang);
    const int current
        = m_language->findData(Translations::current().isEmpty() ? Translations::systemLanguage()
                                                                 : Translations::current());
    m_language->setCurrentIndex(std::max(0, current));
    m_pageSize->addItem(QStringLiteral("A4"), int(QPageSize::A4));
    m_pageSize->addItem(QStringLiteral("Letter"), int(QPageSize::Letter));
    followLanguageWithPageSize();

    fillCompareList(compare);
    // The filter panel's filters: named, offered, not applied unless chosen.
    m_filterNotice->setWordWrap(true);
    m_wholeCatalog->setChecked(true);
    const bool filtersActive = !m_windowFilter.isEmpty();
    m_filterNotice->setVisible(filtersActive);
    m_wholeCatalog->setVisible(filtersActive);
    m_onlyFiltered->setVisible(filtersActive);
    m_compareFilter->setClearButtonEnabled(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a14b05;"));
    m_problem->hide();

    m_pagesLayout->setSpacing(12);
    m_pagesLayout->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_scroll->setWidget(m_pages);
    m_scroll->setWidgetResizable(true);
    m_scroll->setBackgroundRole(QPalette::Dark);
    m_scroll->setMinimumWidth(640);

    layOut();

    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(250);
    connect(m_refreshTimer, &QTimer::timeout, this, &ReportDialog::refresh);
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        followLanguageWithPageSize();
        scheduleRefresh();
    });
    connect(m_pageSize, &QComboBox::currentIndexChanged, this, &ReportDialog::scheduleRefresh);
    // A size the person picks stays, whatever the language.
    connect(m_pageSize, &QComboBox::activated, this, [this] { m_pageSizeChosen = true; });
    connect(m_compareList, &QListWidget::itemChanged, this, &ReportDialog::scheduleRefresh);
    connect(m_onlyFiltered, &QRadioButton::toggled, this, &ReportDialog::scheduleRefresh);
    connect(m_compareFilter, &QLineEdit::textChanged, this, &ReportDialog::filterCompareList);
    connect(m_save, &QPushButton::clicked, this, &ReportDialog::save);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    retranslateUi();
    resize(1100, 820);
    refresh();
}

ReportDialog::~ReportDialog() = default;

void ReportDialog::fillCompareList(const QList<CardKey> &compare)
{
    // Every card, checkable; the preselected ones checked and listed first, in the order the
    // user compared them (the report's table keeps it), the others by name.
    const QList<Card> &cards = m_state->catalog().cards;
    QList<int> order;
    for (int i = 0; i < cards.size(); ++i)
        order.append(i);
    std::stable_sort(order.begin(), order.end(), [&cards, &compare](int a, int b) {
        const qsizetype ca = compare.indexOf(cards.at(a).key);
        const qsizetype cb = compare.indexOf(cards.at(b).key);
        if ((ca >= 0) != (cb >= 0))
            return ca >= 0;
        if (ca >= 0)
            return ca < cb;
        return cards.at(a).label() < cards.at(b).label();
    });
    for (int i : std::as_const(order)) {
        const Card &c = cards.at(i);
        auto *item = new QListWidgetItem(c.label(), m_compareList);
        item->setData(Qt::UserRole, c.key.toId());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(compare.contains(c.key) ? Qt::Checked : Qt::Unchecked);
    }
}

void ReportDialog::layOut()
{
    auto *form = new QFormLayout;
    m_languageLabel->setBuddy(m_language); // Alt+L, Alt+P (and no literal "&" in the label)
    m_pageSizeLabel->setBuddy(m_pageSize);
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_pageSizeLabel, m_pageSize);
    auto *options = new QVBoxLayout;
    options->addLayout(form);
    options->addWidget(m_filterNotice);
    options->addWidget(m_wholeCatalog);
    options->addWidget(m_onlyFiltered);
    options->addWidget(m_compareLabel);
    options->addWidget(m_compareFilter);
    options->addWidget(m_compareList, 1);
    options->addWidget(m_pageCount);
    options->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_save, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    options->addWidget(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(options, 0);
    layout->addWidget(m_scroll, 1);
}

void ReportDialog::setCurrentCard(const std::optional<CardKey> &card)
{
    if (card == m_currentCard)
        return;
    m_currentCard = card;
    scheduleRefresh();
}

QAction *ReportDialog::createAction(AppState *state, QWidget *window)
{
    auto *action = new QAction(window);
    action->setObjectName(QStringLiteral("exportReportAction"));
    new ActionRetranslator(action, window);
    connect(action, &QAction::triggered, window, [state, window] {
        // The report follows the request: the ranking options, over the whole catalog as the
        // window's own ranking. The filter panel's filters (the search box among them) only
        // narrow the views; the dialog names them and applies them only if the user chooses.
        QList<CardKey> compare;
        for (const QString &id : state->compareSet())
            if (const auto key = CardKey::fromId(id))
                compare.append(*key);
        auto *dialog = new ReportDialog(state, compare, window);
        if (const Card *mine = state->yourCard())
            dialog->setCurrentCard(mine->key);
        // In the LLM modes with a model named, the report answers "will it fit" too, and for
        // fine-tuning how long the job takes and what it costs.
        if (const ModelSpec *model = state->fitModel();
            model && state->rankingOptions().llmMode()) {
            ReportModelFit fit;
            fit.model = *model;
            fit.request = state->fitMemoryRequest(1);
            fit.jobTokens = state->fitQuestion().jobTokens;
            fit.allowPreviewSoftware = state->fitQuestion().allowPreview;
            fit.configurations = state->fitPlan();
            dialog->setModelFit(fit);
        }
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    return action;
}

void ReportDialog::setModelFit(const std::optional<ReportModelFit> &fit)
{
    m_modelFit = fit;
    scheduleRefresh();
}

void ReportDialog::retranslateUi()
{
    setWindowTitle(tr("Export recommendation report"));
    m_languageLabel->setText(tr("&Language:"));
    m_pageSizeLabel->setText(tr("&Page size:"));
    m_wholeCatalog->setText(tr("Rank the &whole catalog (default)"));
    m_onlyFiltered->setText(tr("&Only the cards the filters show"));
    const QStringList filters
        = ReportBuilder::describeFilter(m_windowFilter, m_state->rankingOptions().currency);
    m_filterNotice->setText(
        tr("Filters are active in the window: %1.").arg(filters.join(QStringLiteral("; "))));
    m_compareLabel->setText(tr("Also &compare these cards:"));
    m_compareLabel->setBuddy(m_compareList);
    m_compareFilter->setPlaceholderText(tr("Find a card"));
    m_save->setText(tr("&Save PDF…"));
    m_close->setText(tr("Close"));
    if (m_report)
        m_pageCount->setText(tr("Pages: %1").arg(m_report->pageCount()));
}

void ReportDialog::changeEvent(QEvent *event)
{
    // Only for the application's own language switches, not the report's scoped one.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

QString ReportDialog::language() const
{
    return m_language->currentData().toString();
}

void ReportDialog::setLanguage(const QString &language)
{
    const int i = m_language->findData(language);
    if (i >= 0)
        m_language->setCurrentIndex(i);
    refresh();
}

// Until a size is picked: A4 for a Chinese report (China's paper, GB/T 148), Letter for an
// English one where the system's region uses it (the United States and Canada), else A4.
void ReportDialog::followLanguageWithPageSize()
{
    if (m_pageSizeChosen)
        return;
    const bool letterRegion = QLocale().territory() == QLocale::UnitedStates
        || QLocale().territory() == QLocale::Canada;
    const bool chinese = language().startsWith(QLatin1String("zh"));
    const QSignalBlocker quiet(m_pageSize);
    m_pageSize->setCurrentIndex(
        m_pageSize->findData(int(letterRegion && !chinese ? QPageSize::Letter : QPageSize::A4)));
}

void ReportDialog::setPageSize(QPageSize::PageSizeId size)
{
    m_pageSizeChosen = true;
    const int i = m_pageSize->findData(int(size));
    if (i >= 0)
        m_pageSize->setCurrentIndex(i);
    refresh();
}

void ReportDialog::setCompared(const QList<CardKey> &cards)
{
    QSignalBlocker block(m_compareList);
    for (int i = 0; i < m_compareList->count(); ++i) {
        QListWidgetItem *item = m_compareList->item(i);
        const auto key = CardKey::fromId(item->data(Qt::UserRole).toString());
        item->setCheckState(key && cards.contains(*key) ? Qt::Checked : Qt::Unchecked);
    }
    refresh();
}

QList<CardKey> ReportDialog::compared() const
{
    QList<CardKey> keys;
    for (int i = 0; i < m_compareList->count(); ++i) {
        const QListWidgetItem *item = m_compareList->item(i);
        if (item->checkState() == Qt::Checked)
            if (const auto key = CardKey::fromId(item->data(Qt::UserRole).toString()))
                keys.append(*key);
    }
    return keys;
}

void ReportDialog::setFiltersApplied(bool applied)
{
    (applied ? m_onlyFiltered : m_wholeCatalog)->setChecked(true);
    refresh();
}

bool ReportDialog::filtersApplied() const
{
    return !m_windowFilter.isEmpty() && m_onlyFiltered->isChecked();
}

RankingRequest ReportDialog::reportRequest() const
{
    return m_state->reportRequest(filtersApplied());
}

int ReportDialog::pageCount() const
{
    return m_report ? m_report->pageCount() : 0;
}

void ReportDialog::scheduleRefresh()
{
    m_refreshTimer->start();
}

void ReportDialog::filterCompareList(const QString &text)
{
    // By the words of the name as the command line reads it (full width and case folded,
    // "4070ti" = "4070 Ti"): each word typed starts a word of the card's name.
    const QStringList words
        = foldName(canonicalModel(foldName(text))).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < m_compareList->count(); ++i) {
        QListWidgetItem *item = m_compareList->item(i);
        const QStringList itemWords
            = foldName(item->text()).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        bool shown = true;
        for (const QString &w : words) {
            shown = shown
                && std::any_of(itemWords.cbegin(), itemWords.cend(),
                    [&](const QString &iw) { return iw.startsWith(w); });
        }
        item->setHidden(!shown);
    }
}

void ReportDialog::refresh()
{
    m_refreshTimer->stop();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    ReportOptions options;
    options.language = language();
    options.pageSize = QPageSize::PageSizeId(m_pageSize->currentData().toInt());
    options.date = QDate::currentDate();
    options.appVersion = QCoreApplication::applicationVersion();
    options.catalogVersion = BuiltinCatalog::version();
    options.currentCard = m_currentCard;
    options.modelFit = m_modelFit;
    const RankingRequest request = reportRequest();
    if (filtersApplied() && !m_filteredResult)
        m_filteredResult = m_state->rank(request);
    m_shownResult = filtersApplied() ? *m_filteredResult : m_state->ranking();
    {
        // The reasons of the ranking are translated sentences: word them again in the report's
        // language when it is not the application's (the figures stay as they are).
        const ScopedLanguage scope(options.language);
        RankingResult result = m_shownResult;
        if (scope.isActive())
            wordRanking(result, m_state->catalog(), request);
        m_report = std::make_unique<ReportBuilder>(
            m_state->catalog(), request, result, compared(), options);
    }

    // The preview: every page as an image at about its printed size.
    while (QLayoutItem *item = m_pagesLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QString problem = m_report->fontProblem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_save->setEnabled(problem.isEmpty());
    if (problem.isEmpty()) {
        const double ratio = devicePixelRatioF();
        for (int page = 0; page < m_report->pageCount(); ++page) {
            QImage image = m_report->renderPage(page, kPreviewDpi * ratio);
            image.setDevicePixelRatio(ratio);
            auto *label = new QLabel(m_pages);
            label->setObjectName(QStringLiteral("reportPage%1").arg(page + 1));
            label->setPixmap(QPixmap::fromImage(image));
            label->setFrameShape(QFrame::Box);
            m_pagesLayout->addWidget(label);
        }
    }
    m_pageCount->setText(tr("Pages: %1").arg(m_report->pageCount()));
    QApplication::restoreOverrideCursor();
}

QString ReportDialog::saveTo(const QString &path)
{
    if (m_refreshTimer->isActive() || !m_report)
        refresh();
    return m_report->writePdf(path);
}

void ReportDialog::save()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    // Without a Documents folder the file dialog would open in the working directory.
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    const QString suggested = QDir(folder).filePath(
        QStringLiteral("gpu-report-%1.pdf").arg(QDate::currentDate().toString(Qt::ISODate)));
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save recommendation report"), suggested, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    const QString error = saveTo(path);
    if (!error.isEmpty()) {
        QMessageBox::critical(this, tr("Export recommendation report"), error);
        return;
    }
    m_pageCount->setText(
        tr("Saved %1 (%2 pages).").arg(QDir::toNativeSeparators(path)).arg(m_report->pageCount()));
}

} // namespace gpu
