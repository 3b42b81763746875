// SPDX-License-Identifier: GPL-3.0-or-later
// The "Will it fit" panel as a user asks it: a fine-tuning question on one card, a large model
// on two cards, and the choices remembered. With GPU_ADVISOR_SCREENSHOTS=FOLDER set, it also
// saves the window answering both questions in English and Chinese, a card's detail pane for
// the multi-GPU one and the panel with the framework's settings (docs/screenshot-fit-*.png).

#include "AppState.h"
#include "CatalogTableModel.h"
#include "CatalogView.h"
#include "DetailPane.h"
#include "FitPanel.h"
#include "MainWindow.h"
#include "RankingBar.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QSpinBox>
#include <QTableView>
#include <QTextDocument>
#include <QValueAxis>

#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestFitPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void qloraOfASevenBModelRunsOnOneTwentyFourGigabyteCard();
    void aSeventyBModelAtFourBitsNeedsTwoCards();
    void theChoicesAreRemembered();
    void theCatalogListsTheSetsOfCardsThatHoldTheModel();
    void theRankingBarAndThePanelAskOneQuestion();
    void theDetailPaneSaysWhetherTheModelFitsTheCard();
    void screenshots();
    void llmModeScreenshots();
    void theDetailsSayWhetherToBuyOrRent();
    void theFrameworkSettingsChangeTheMemory();
    void allowingPreviewSoftwareReordersTheSetUps();
    void inFineTuningTheDetailPaneNamesTheMethodAndWhatItIsRankedAs();

private:
    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
};

void TestFitPanel::init()
{
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
}

void TestFitPanel::cleanup()
{
    m_state.reset();
    m_env.reset();
}

void TestFitPanel::qloraOfASevenBModelRunsOnOneTwentyFourGigabyteCard()
{
    FitPanel panel(m_state.get());
    QVERIFY(panel.setModel(QStringLiteral("Qwen2.5 7B")));
    panel.setMethod(FitMethod::Qlora);
    panel.setContext(4096);
    panel.setMaxCards(1);
    const QList<FitConfiguration> &rows = panel.configurations();
    QVERIFY(!rows.isEmpty());
    const FitConfiguration &best = rows.first();
    QVERIFY(best.fits);
    QCOMPARE(best.boards, 1);
    QCOMPARE(best.card->key.memoryGb, 24.0);
    // An 8 GB card does not hold it, and says so after the ones that do.
    for (const FitConfiguration &r : rows)
        if (r.card->key.memoryGb == 8)
            QVERIFY(!r.fits);
    // The breakdown is that of training: gradients and optimizer states of the adapters.
    panel.table()->selectRow(0);
    double sum = 0;
    bool optimizer = false;
    for (const auto &[label, gb] : panel.breakdown()) {
        sum += gb;
        optimizer = optimizer || (label == QStringLiteral("Optimizer") && gb > 0);
    }
    QVERIFY2(optimizer, "no optimizer states in a QLoRA breakdown");
    QCOMPARE(qRound(sum * 10), qRound(best.estimate.perGpu.total() * 10));
}

void TestFitPanel::aSeventyBModelAtFourBitsNeedsTwoCards()
{
    FitPanel panel(m_state.get());
    QVERIFY(panel.setModel(QStringLiteral("Llama 3.1 70B")));
    panel.setMethod(FitMethod::Inference);
    panel.setWeightFormat(WeightFormat::Q4_K_M);
    panel.setMaxCards(2);
    const QList<FitConfiguration> &rows = panel.configurations();
    QVERIFY(!rows.isEmpty());
    QVERIFY(rows.first().fits);
    QCOMPARE(rows.first().boards, 2);
    QVERIFY(rows.first().name().startsWith(QStringLiteral("2 × ")));
    for (const FitConfiguration &r : rows)
        if (r.boards == 1)
            QVERIFY2(!r.fits, qPrintable(r.name())); // 40 GB of weights: no 24 GB card alone
}

void TestFitPanel::theChoicesAreRemembered()
{
    {
        FitPanel panel(m_state.get());
        QVERIFY(panel.setModel(QStringLiteral("Llama 3.1 70B")));
        panel.setWeightFormat(WeightFormat::Q4_K_M);
        panel.setMaxCards(4);
    }
    FitPanel again(m_state.get());
    QVERIFY(!again.configurations().isEmpty());
    QCOMPARE(again.configurations().first().estimate.total.weights,
        estimateMemory(
            *std::find_if(builtinModels().begin(), builtinModels().end(),
                [](const ModelSpec &m) { return m.name == QLatin1String("Llama 3.1 70B"); }),
            [] {
                MemoryRequest r;
                r.weights = WeightFormat::Q4_K_M;
                return r;
            }())
            .total.weights);
}

// "A 70B model at 4 bits within reach": with LLM inference chosen and two cards allowed, the
// catalog adds "2 × RTX 4090 24 GB" (48 GB, two cards' price) beside the 4090 alone, which
// cannot hold it; a card that holds it alone gets no such row; CNN training shows none.
void TestFitPanel::theCatalogListsTheSetsOfCardsThatHoldTheModel()
{
    RankingOptions o = m_state->rankingOptions();
    o.workload = Workload::LlmInference;
    m_state->setRankingOptions(o);
    FitQuestion q = m_state->fitQuestion();
    q.model = QStringLiteral("Llama 3.1 70B");
    q.method = FitMethod::Inference;
    q.weights = WeightFormat::Q4_K_M;
    q.context = 4096;
    q.maxCards = 2;
    m_state->setFitQuestion(q);
    // The ranking judges the model it was asked about: its size and 4-bit weights.
    QCOMPARE(m_state->rankingOptions().llmParametersBillions, 70.6);
    QCOMPARE(m_state->rankingOptions().precision, Precision::Int4);
    // And its 80 layers, as the planner counts them: the decode's fixed time is per layer.
    QCOMPARE(m_state->rankingRequest().llmLayers, 80);

    CatalogView view(m_state.get());
    const CatalogTableModel *model = view.model();
    const int cards = int(m_state->catalog().cards.size());
    QVERIFY(model->rowCount() > cards);
    int pair = -1;
    for (int row = cards; row < model->rowCount(); ++row) {
        QCOMPARE(model->boardsOf(row), 2);
        if (model->index(row, CatalogTableModel::NameColumn).data().toString()
            == QStringLiteral("2 × NVIDIA GeForce RTX 4090 24 GB"))
            pair = row;
    }
    QVERIFY(pair >= 0);
    QCOMPARE(model->index(pair, CatalogTableModel::NameColumn).data(CatalogTableModel::CardKeyRole),
        QVariant(rtx4090Id()));
    QCOMPARE(model->index(pair, CatalogTableModel::MemoryColumn)
                 .data(CatalogTableModel::SortRole)
                 .toDouble(),
        48.0);
    const double onePrice = model->price(model->rowOf(rtx4090Id()))->amount;
    QCOMPARE(model->price(pair)->amount, 2 * onePrice);
    // One card's speed, two cards' price: half the value of a card that could hold it alone.
    const QVariant relative
        = model->index(pair, CatalogTableModel::RelativeColumn).data(CatalogTableModel::SortRole);
    const QVariant perPrice = model->index(pair, CatalogTableModel::PerfPerPriceColumn)
                                  .data(CatalogTableModel::SortRole);
    QVERIFY(relative.isValid() && perPrice.isValid());
    QCOMPARE(perPrice.toDouble(), relative.toDouble() / (2 * onePrice) * 1000);
    // The status line counts cards, not configurations.
    QCOMPARE(view.totalCount(), cards);

    o.workload = Workload::Cnn;
    m_state->setRankingOptions(o);
    QCOMPARE(model->rowCount(), cards);
}

void TestFitPanel::theRankingBarAndThePanelAskOneQuestion()
{
    RankingOptions o = m_state->rankingOptions();
    o.workload = Workload::LlmInference;
    m_state->setRankingOptions(o);
    RankingBar bar(m_state.get());
    FitPanel panel(m_state.get());
    QVERIFY(panel.setModel(QStringLiteral("Qwen2.5 7B")));
    auto *barModel = bar.findChild<QComboBox *>(QStringLiteral("fitModelCombo"));
    QVERIFY(barModel);
    QCOMPARE(barModel->currentText(), QStringLiteral("Qwen2.5 7B"));
    // A change in the bar is the panel's question too.
    auto *barContext = bar.findChild<QSpinBox *>(QStringLiteral("fitContextSpin"));
    QVERIFY(barContext);
    barContext->setValue(16384);
    QCOMPARE(m_state->fitQuestion().context, 16384);
    auto *panelContext = panel.findChild<QSpinBox *>(QStringLiteral("fitContextSpin"));
    QVERIFY(panelContext);
    QCOMPARE(panelContext->value(), 16384);
    QVERIFY(!panel.configurations().isEmpty());
    // Shown with LLM inference only.
    QVERIFY(!barModel->isHidden());
    o.workload = Workload::Cnn;
    m_state->setRankingOptions(o);
    QVERIFY(barModel->parentWidget()->isHidden());
}

void TestFitPanel::theDetailPaneSaysWhetherTheModelFitsTheCard()
{
    RankingOptions o = m_state->rankingOptions();
    o.workload = Workload::LlmInference;
    m_state->setRankingOptions(o);
    FitQuestion q = m_state->fitQuestion();
    q.model = QStringLiteral("Llama 3.1 70B");
    q.method = FitMethod::Inference;
    q.weights = WeightFormat::Q4_K_M;
    q.maxCards = 2;
    m_state->setFitQuestion(q);
    DetailPane pane(m_state.get());
    m_state->setCurrentCard(rtx4090Id());
    const QString html = pane.detailHtml();
    QVERIFY2(html.contains(QStringLiteral("Will Llama 3.1 70B fit?")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("Does not fit on one card")));
    QVERIFY(html.contains(QStringLiteral("2 cards of it hold it")));
    // An 8B model fits the same card alone.
    q.model = QStringLiteral("Llama 3.1 8B");
    m_state->setFitQuestion(q);
    QVERIFY(pane.detailHtml().contains(QStringLiteral("Fits on one card")));
    // Other workloads do not ask.
    o = m_state->rankingOptions();
    o.workload = Workload::Cnn;
    m_state->setRankingOptions(o);
    QVERIFY(!pane.detailHtml().contains(QStringLiteral("Will Llama")));
}

void TestFitPanel::screenshots()
{
    const QString folder = qEnvironmentVariable("GPU_ADVISOR_SCREENSHOTS");
    if (folder.isEmpty())
        QSKIP("set GPU_ADVISOR_SCREENSHOTS=FOLDER to save the screenshots");
    AppState state(m_env->builtinCatalogOptions());
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Translations::install(lang);
        MainWindow window(&state);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("fitDock"));
        QVERIFY(dock);
        dock->raise();
        window.resizeDocks({dock}, {520}, Qt::Vertical); // as a user drags it up to read it
        FitPanel *fit = window.fitPanel();
        struct Question
        {
            const char *file;
            const char *model;
            FitMethod method;
            WeightFormat weights;
            int cards;
            double budget; // CNY; 0 = none
        };
        for (const Question &q :
            {Question {"finetune", "Qwen2.5 7B", FitMethod::Qlora, WeightFormat::Nf4, 1, 0},
                Question {
                    "multigpu", "Llama 3.1 70B", FitMethod::Inference, WeightFormat::Q4_K_M, 4, 0},
                // A lab's question (issue 25): LoRA of a 70B model for 300,000 CNY, up to 8 cards.
                Question {
                    "lab", "Llama 3.1 70B", FitMethod::Lora, WeightFormat::Fp16, 8, 300000}}) {
            // The question in the ranking bar too, and the catalog's rows of several cards
            // (sorted by value, where a user looks for the cheapest way to run the model).
            RankingOptions o = state.rankingOptions();
            o.workload
                = q.method == FitMethod::Inference ? Workload::LlmInference : Workload::Transformer;
            o.fineTuning = q.method != FitMethod::Inference;
            o.budget = q.budget > 0 ? std::optional<double>(q.budget) : std::nullopt;
            state.setRankingOptions(o);
            QVERIFY(fit->setModel(QString::fromLatin1(q.model)));
            fit->setMethod(q.method);
            fit->setWeightFormat(q.weights);
            fit->setMaxCards(q.cards);
            fit->table()->selectRow(0);
            auto *catalog = window.findChild<CatalogView *>();
            QVERIFY(catalog);
            catalog->table()->sortByColumn(q.cards > 1 ? CatalogTableModel::PerfPerPriceColumn
                                                       : CatalogTableModel::ScoreColumn,
                q.cards > 1 ? Qt::DescendingOrder : Qt::AscendingOrder);
            catalog->table()->scrollToTop();
            settleEvents();
            const QString file = QStringLiteral("%1/screenshot-fit-%2-%3.png")
                                     .arg(folder, QString::fromLatin1(q.file), lang);
            QVERIFY2(window.grab().save(file), qPrintable(file));
        }
        // The lab's question in the panel alone, wide enough for its buy-or-rent columns, with
        // the budget of a lab that considers servers (2,000,000 CNY).
        {
            RankingOptions o = state.rankingOptions();
            o.budget = 2000000;
            state.setRankingOptions(o);
            FitPanel panel(&state);
            panel.resize(1500, 620);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            QVERIFY(panel.setModel(QStringLiteral("Llama 3.1 70B")));
            panel.setMethod(FitMethod::Lora);
            panel.setWeightFormat(WeightFormat::Fp16);
            panel.setMaxCards(8);
            panel.setShown(true); // as the window's dock does when its tab is shown
            panel.table()->resizeColumnsToContents();
            settleEvents();
            QVERIFY(panel.table()->model()->rowCount() > 3);
            const QString file
                = QStringLiteral("%1/screenshot-fit-lab-panel-%2.png").arg(folder, lang);
            QVERIFY2(panel.grab().save(file), qPrintable(file));
        }
        // The framework's settings: full fine-tuning of an 8B model with the optimizer step in
        // the backward pass and a chunked loss (docs/screenshot-fit-framework-*.png).
        {
            // Asked in the panel (a mode other than the LLM ones, whose bar asks it).
            const RankingOptions before = state.rankingOptions();
            const FitQuestion asked = state.fitQuestion();
            RankingOptions o = before;
            o.workload = Workload::Transformer;
            o.fineTuning = false;
            state.setRankingOptions(o);
            FitPanel panel(&state);
            panel.resize(1280, 560);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            FitQuestion q = asked;
            q.model = QStringLiteral("Llama 3.1 8B");
            q.method = FitMethod::FullFineTune;
            q.maxCards = 2;
            q.optimizerInBackward = true;
            q.chunkedLoss = true;
            state.setFitQuestion(q);
            panel.setShown(true);
            panel.table()->resizeColumnsToContents();
            settleEvents();
            const QString file
                = QStringLiteral("%1/screenshot-fit-framework-%2.png").arg(folder, lang);
            QVERIFY2(panel.grab().save(file), qPrintable(file));
            state.setFitQuestion(asked);
            state.setRankingOptions(before);
        }
        // The detail pane of a card that holds the model two at a time.
        auto *details = window.findChild<QDockWidget *>(QStringLiteral("detailsDock"));
        QVERIFY(details);
        details->raise();
        window.resizeDocks({details}, {720}, Qt::Vertical);
        state.setCurrentCard(
            id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3090"), 24, Form::Desktop));
        settleEvents();
        const QString file = QStringLiteral("%1/screenshot-fit-detail-%2.png").arg(folder, lang);
        QVERIFY2(window.grab().save(file), qPrintable(file));
    }
    Translations::install(QStringLiteral("en"));
}

// The LLM modes as a first start shows them on this screen (run with QT_SCALE_FACTOR=1.5 and an
// offscreen screen of 1920 × 1080: tools/screenshots.sh): one question in the ranking bar, one
// set of picks, the catalog below. Written when GPU_ADVISOR_SCREENSHOTS names a folder.
void TestFitPanel::llmModeScreenshots()
{
    // Run on a screen of a given size (GPU_ADVISOR_SCREEN, the ctest entries layout_*), it
    // checks the catalog's rows; with GPU_ADVISOR_SCREENSHOTS it saves the pictures too.
    const QString folder = qEnvironmentVariable("GPU_ADVISOR_SCREENSHOTS");
    if (folder.isEmpty() && !qEnvironmentVariableIsSet("GPU_ADVISOR_SCREEN"))
        QSKIP("set GPU_ADVISOR_SCREEN=WIDTHxHEIGHT (and GPU_ADVISOR_SCREENSHOTS=FOLDER)");
    const QString scale = QString::number(
        qRound(qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1")).toDouble() * 100));
    // The screen in device pixels: "" for 1920 × 1080, else "-1366x768".
    const QSize device = QGuiApplication::primaryScreen()->size()
        * QGuiApplication::primaryScreen()->devicePixelRatio();
    // The screen as tools/screenshots.sh names it (device pixels), else as measured.
    const QString named = qEnvironmentVariable(
        "GPU_ADVISOR_SCREEN", QStringLiteral("%1x%2").arg(device.width()).arg(device.height()));
    const QString screen
        = named == QLatin1String("1920x1080") ? QString() : QLatin1Char('-') + named;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        for (const int mode : {0, 1, 2}) { // CNN training, LLM inference, LLM fine-tuning
            const bool fineTuning = mode == 2;
            UiEnvironment env; // a first start: the layout of this screen
            AppState state(env.builtinCatalogOptions());
            Translations::install(lang);
            MainWindow window(&state);
            window.show();
            window.setGeometry(window.screen()->availableGeometry());
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            RankingOptions o = state.rankingOptions();
            o.workload = mode == 0 ? Workload::Cnn
                : fineTuning       ? Workload::Transformer
                                   : Workload::LlmInference;
            o.fineTuning = fineTuning;
            o.budget = 20000;
            state.setRankingOptions(o);
            FitQuestion q = state.fitQuestion();
            q.model = fineTuning ? QStringLiteral("Qwen2.5 7B") : QStringLiteral("Llama 3.1 70B");
            q.method = fineTuning ? FitMethod::Lora : FitMethod::Inference;
            q.weights = WeightFormat::Q4_K_M;
            q.maxCards = 2;
            if (mode > 0)
                state.setFitQuestion(q);
            settleEvents();
            const QString name = mode == 0 ? QStringLiteral("cnn")
                : fineTuning               ? QStringLiteral("llm-finetune")
                                           : QStringLiteral("llm-inference");
            const QString file = QStringLiteral("%1/screenshot-%2-%3%4-%5.png")
                                     .arg(folder, name, scale, screen, lang);
            if (!folder.isEmpty())
                QVERIFY2(window.grab().save(file), qPrintable(file));
            // What a person sees: the catalog's whole rows, and whether the window fits the
            // screen (README, "small or highly scaled screen").
            auto *catalog = window.findChild<CatalogView *>();
            QVERIFY(catalog);
            const QTableView *table = catalog->table();
            const int rows
                = table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
            qInfo().noquote() << QStringLiteral("%1 %2%3 %4: %5 rows, window %6 of %7 wide")
                                     .arg(name, scale, screen, lang)
                                     .arg(rows)
                                     .arg(window.width())
                                     .arg(window.screen()->availableGeometry().width());
            QVERIFY2(rows >= 8, qPrintable(file));
            // Fine-tuning: the job's size is asked once on screen, in the ranking bar, or on a
            // small screen in the "Will it fit" panel.
            if (fineTuning) {
                const auto asks = [](QWidget *owner) {
                    const auto *spin
                        = owner->findChild<QSpinBox *>(QStringLiteral("fitJobTokensSpin"));
                    return spin && spin->isVisibleTo(owner);
                };
                QVERIFY2(
                    asks(window.findChild<RankingBar *>()) != asks(window.findChild<FitPanel *>()),
                    qPrintable(file));
            }
            QVERIFY2(window.width() <= window.screen()->availableGeometry().width(),
                qPrintable(file + QStringLiteral(": wider than the screen")));
            // The Will-it-fit panel in front, as a person opens it there: its chart has room for
            // its bars and axis labels (none elided to "…").
            if (mode == 1) {
                auto *dock = window.findChild<QDockWidget *>(QStringLiteral("fitDock"));
                QVERIFY(dock);
                dock->raise();
                settleEvents();
                auto *view = dock->findChild<QChartView *>();
                QVERIFY(view);
                const QRectF plot = view->chart()->plotArea();
                QVERIFY2(plot.width() >= 100 && plot.height() >= 20,
                    qPrintable(QStringLiteral("%1: the fit chart's plot is %2 × %3")
                                   .arg(file)
                                   .arg(plot.width())
                                   .arg(plot.height())));
                for (QAbstractAxis *axis : view->chart()->axes(Qt::Horizontal))
                    if (auto *values = qobject_cast<QValueAxis *>(axis))
                        QVERIFY2(plot.width() / std::max(1, values->tickCount()) >= 16,
                            qPrintable(file + QStringLiteral(": axis labels squeezed")));
                if (!folder.isEmpty()) {
                    const QString panelFile = QStringLiteral("%1/screenshot-fitDock-%2%3-%4.png")
                                                  .arg(folder, scale, screen, lang);
                    QVERIFY2(window.grab().save(panelFile), qPrintable(panelFile));
                }
            }
            if (qEnvironmentVariableIsSet("GPU_ADVISOR_DEBUG_SIZES")) {
                for (QWidget *w : window.findChildren<QWidget *>())
                    if (w->isVisible() && w->minimumSizeHint().width() > 60
                        && !w->inherits("QScrollBar"))
                        qInfo() << "   " << w->metaObject()->className() << w->objectName()
                                << w->minimumSizeHint().width() << w->minimumWidth()
                                << w->sizeHint().width() << w->sizePolicy().horizontalPolicy()
                                << w->width();
                for (QDockWidget *d : window.findChildren<QDockWidget *>())
                    qInfo() << "   dock" << d->objectName() << d->minimumSizeHint().width();
            }
        }
    }
    Translations::install(QStringLiteral("en"));
}

// The details of a card say what renting it instead would cost, like for like (issue: buy or
// rent in a window panel): the rental of the same GPU, the hours its price buys, three years.
void TestFitPanel::theDetailsSayWhetherToBuyOrRent()
{
    AppState state(m_env->builtinCatalogOptions());
    RankingOptions o = state.rankingOptions();
    o.workload = Workload::Cnn;
    state.setRankingOptions(o);
    DetailPane pane(&state);
    state.setCurrentCard(
        id(QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3090"), 24, Form::Desktop));
    const QString html = pane.detailHtml();
    QVERIFY2(html.contains(QStringLiteral("Buy or rent")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("RTX 3090")));
    QVERIFY(html.contains(QStringLiteral("hours of it")));
    QVERIFY(html.contains(QStringLiteral("three years: owning")));
    // The pane in both languages, for docs/ (GPU_ADVISOR_SCREENSHOTS=FOLDER).
    const QString folder = qEnvironmentVariable("GPU_ADVISOR_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Translations::install(lang);
        DetailPane shown(&state);
        shown.resize(560, 900);
        shown.show();
        QVERIFY(QTest::qWaitForWindowExposed(&shown));
        settleEvents();
        const QString file = QStringLiteral("%1/screenshot-buy-or-rent-%2.png").arg(folder, lang);
        QVERIFY2(shown.grab().save(file), qPrintable(file));
    }
    Translations::install(QStringLiteral("en"));
}

// The framework's settings of the command line (--optimizer-in-backward and the others) in the
// question: each shown for the methods it applies to, and the memory follows it.
void TestFitPanel::theFrameworkSettingsChangeTheMemory()
{
    FitPanel panel(m_state.get());
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(panel.setModel(QStringLiteral("Llama 3.1 8B")));
    panel.setMethod(FitMethod::FullFineTune);
    panel.setMaxCards(1);
    QVERIFY(!panel.configurations().isEmpty());
    const Card *card = panel.configurations().first().card;
    const auto memoryOnCard = [&] {
        for (const FitConfiguration &c : panel.configurations())
            if (c.card == card && c.boards == 1)
                return c.estimate.perGpu.total();
        return -1.0;
    };
    const double before = memoryOnCard();
    QVERIFY(before > 0);
    auto *inBackward = panel.findChild<QCheckBox *>(QStringLiteral("fitOptimizerInBackwardCheck"));
    auto *pureBf16 = panel.findChild<QCheckBox *>(QStringLiteral("fitPureBf16Check"));
    auto *chunked = panel.findChild<QCheckBox *>(QStringLiteral("fitChunkedLossCheck"));
    auto *preview = panel.findChild<QCheckBox *>(QStringLiteral("fitAllowPreviewCheck"));
    QVERIFY(inBackward && pureBf16 && chunked && preview);
    QVERIFY(inBackward->isVisible() && pureBf16->isVisible() && chunked->isVisible());
    QVERIFY(!inBackward->toolTip().isEmpty());
    QVERIFY(inBackward->focusPolicy() & Qt::TabFocus);
    inBackward->click();
    QVERIFY(m_state->fitQuestion().optimizerInBackward);
    const double after = memoryOnCard();
    QVERIFY2(after > 0 && after < before - 1,
        qPrintable(QStringLiteral("%1 GB, then %2 GB").arg(before).arg(after)));
    // The summary's figure on one GPU follows too.
    QVERIFY(m_state->fitMemoryRequest().optimizerInBackward);
    // LoRA: no pure BF16 nor optimizer in backward (full fine-tuning's), and they do not apply.
    panel.setMethod(FitMethod::Lora);
    QVERIFY(!inBackward->isVisible() && !pureBf16->isVisible());
    QVERIFY(chunked->isVisible());
    QVERIFY(!m_state->fitMemoryRequest().optimizerInBackward);
    // Inference: none of the framework's, the software's still.
    panel.setMethod(FitMethod::Inference);
    QVERIFY(!chunked->isVisible() && preview->isVisible());
    // Remembered: another state on the same settings asks the same question.
    std::unique_ptr<AppState> again = m_env->makeState();
    QVERIFY(again->fitQuestion().optimizerInBackward);
    QVERIFY(!again->fitQuestion().pureBf16);
}

// --allow-preview in the window: a set-up whose method needs a library its stack runs only as a
// preview (QLoRA's bitsandbytes off CUDA, a vendor's own stack) comes after those whose stack
// runs it, until preview software is allowed; then it is ordered by price like the others and
// may be picked, still flagged.
void TestFitPanel::allowingPreviewSoftwareReordersTheSetUps()
{
    AppState state(m_env->builtinCatalogOptions());
    RankingOptions o = state.rankingOptions();
    o.workload = Workload::Transformer;
    o.fineTuning = true;
    state.setRankingOptions(o);
    FitPanel panel(&state);
    QVERIFY(panel.setModel(QStringLiteral("Qwen2.5 7B")));
    panel.setMethod(FitMethod::Qlora);
    panel.setMaxCards(1);
    // The first set-up that fits on a preview, and whether the picks hold one.
    const auto firstPreview = [&] {
        const QList<FitConfiguration> &rows = panel.configurations();
        for (int i = 0; i < rows.size(); ++i)
            if (rows[i].fits && rows[i].methodExperimental)
                return i;
        return -1;
    };
    // A preview set-up stays among the ranked ones (after the others), but is picked only once
    // preview software is allowed.
    const auto previewPicked = [&] {
        const SetUpRanking &s = state.setUps();
        for (const std::optional<int> &pick : {s.bestValue, s.cheapest, s.fastest})
            if (pick && s.ranked.at(*pick).methodExperimental)
                return true;
        return false;
    };
    const int before = firstPreview();
    QVERIFY(before > 0);
    QVERIFY(!panel.configurations().first().methodExperimental);
    QVERIFY(!previewPicked());
    // The ranking bar asks the question in this mode: its check box is the one shown.
    RankingBar bar(&state);
    auto *preview = bar.findChild<QCheckBox *>(QStringLiteral("fitAllowPreviewCheck"));
    QVERIFY(preview);
    QVERIFY(!preview->toolTip().isEmpty());
    preview->click();
    QVERIFY(state.fitQuestion().allowPreview);
    const int after = firstPreview();
    QVERIFY2(after >= 0 && after < before,
        qPrintable(QStringLiteral("%1, then %2").arg(before).arg(after)));
    QVERIFY(panel.configurations().at(after).methodExperimental); // still flagged
    QVERIFY(previewPicked());
}

// The detail pane's workload line in the LLM fine-tuning mode says what the user asked for
// (fine-tuning, with its method), then what the scores measure (Transformer training), never
// "Transformer training" alone as if the user had asked for that.
void TestFitPanel::inFineTuningTheDetailPaneNamesTheMethodAndWhatItIsRankedAs()
{
    RankingOptions o = m_state->rankingOptions();
    o.workload = Workload::Transformer;
    o.fineTuning = true;
    m_state->setRankingOptions(o);
    FitQuestion q = m_state->fitQuestion();
    q.model = QStringLiteral("Qwen2.5 7B");
    q.method = FitMethod::Qlora;
    m_state->setFitQuestion(q);
    DetailPane pane(m_state.get());
    m_state->setCurrentCard(rtx4090Id());
    QTextDocument doc;
    doc.setHtml(pane.detailHtml());
    const QString text = doc.toPlainText();
    QVERIFY2(
        text.contains(QStringLiteral("LLM fine-tuning (QLoRA), ranked as Transformer training")),
        qPrintable(text));

    // Transformer training itself reads as before.
    o.fineTuning = false;
    m_state->setRankingOptions(o);
    doc.setHtml(pane.detailHtml());
    QVERIFY(!doc.toPlainText().contains(QStringLiteral("LLM fine-tuning (")));
    QVERIFY(doc.toPlainText().contains(QStringLiteral("Transformer training")));
}

QTEST_MAIN(TestFitPanel)
#include "tst_fitpanel.moc"
