// SPDX-License-Identifier: GPL-3.0-or-later
// One wording step per verdict (issue 27, item 4), across the front ends: the window's detail
// pane and the command line, on one database, say how a card's price was obtained and whether a
// model fits it in the same words, those of the core functions (priceBasisText(),
// fitVerdictText()).

#include "../cli/CliTestSupport.h"
#include "AppState.h"
#include "CatalogTableModel.h"
#include "CompareModel.h"
#include "DetailPane.h"
#include "FitPlanner.h"
#include "PriceWords.h"
#include "RankingFields.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QtTest>

using namespace gpu;
using namespace gpu::test;

class TestOneWording : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void compareAndTheDetailPaneSayOnePriceSource();
    void fitAndTheDetailPaneSayOneFitVerdict();
    void theRankingsFiguresAreNamedAndRoundedOnce();

private:
    const Card *rtx4090() const;
    QString database() const { return m_env->path(QStringLiteral("builtin.sqlite")); }

    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
};

void TestOneWording::init()
{
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
    // The application's built-in catalog, which the command line opens too.
    m_state = std::make_unique<AppState>(m_env->builtinCatalogOptions());
    QTRY_VERIFY_WITH_TIMEOUT(!m_state->modelUpdating(), 60000);
}

void TestOneWording::cleanup()
{
    m_state.reset();
    m_env.reset();
}

const Card *TestOneWording::rtx4090() const
{
    return m_state->card(
        CardKey {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 4090"), 24, Form::Desktop}
            .toId());
}

void TestOneWording::compareAndTheDetailPaneSayOnePriceSource()
{
    const Card *card = rtx4090();
    QVERIFY(card);
    const CardVerdict *v = m_state->verdictFor(card->key);
    QVERIFY(v && v->price);
    // The detail pane: the amount, then how it was obtained.
    DetailPane pane(m_state.get());
    m_state->setCurrentCard(card->key.toId());
    const QString html = pane.detailHtml();
    const QString words = priceBasisText(*v->price);
    QVERIFY2(
        html.contains(QString(QStringLiteral(" — ") + words).toHtmlEscaped()), qPrintable(html));
    // The ranking's reason, which `rank` and the report print, says the same.
    QVERIFY2(v->reasons.join(QLatin1Char(' ')).contains(words),
        qPrintable(v->reasons.join(QLatin1Char('\n'))));
    // `compare`: the short words in its price_basis row, for the same price.
    const Run r = runCommand(
        {QStringLiteral("compare"), QStringLiteral("RTX 4090"), QStringLiteral("RTX 3060 12 GB")},
        database());
    QCOMPARE(r.code, 0);
    // The row, or where a cell is too long for the table, its lines below it ("Price basis:").
    QString basisLine;
    bool inBlock = false;
    for (const QString &line : r.out.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("Price basis"))) {
            basisLine = line;
            inBlock = line.trimmed().endsWith(QLatin1Char(':'));
        } else if (inBlock && line.startsWith(QLatin1String("  GeForce RTX 4090"))) {
            basisLine += line;
        } else if (line.trimmed().isEmpty()) {
            inBlock = false;
        }
    }
    QVERIFY2(
        basisLine.contains(priceBasisText(*v->price, PriceWordsLength::Short)), qPrintable(r.out));
    QVERIFY(!basisLine.contains(words)); // the short form in a table's cell
}

void TestOneWording::fitAndTheDetailPaneSayOneFitVerdict()
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
    const Card *card = rtx4090();
    QVERIFY(card);
    const QString verdict = fitVerdictText(cardFit(m_state->fitPlan(), card->key), q.maxCards);
    QVERIFY2(verdict.startsWith(QStringLiteral("Does not fit on one card")), qPrintable(verdict));
    DetailPane pane(m_state.get());
    m_state->setCurrentCard(card->key.toId());
    QVERIFY2(pane.detailHtml().contains(verdict.toHtmlEscaped()), qPrintable(pane.detailHtml()));
    const Run r = runCommand(
        {QStringLiteral("fit"), QStringLiteral("--model"), QStringLiteral("Llama 3.1 70B"),
            QStringLiteral("--quant"), QStringLiteral("q4_k_m"), QStringLiteral("--context"),
            QString::number(q.context), QStringLiteral("--card"), QStringLiteral("RTX 4090"),
            QStringLiteral("--gpus"), QStringLiteral("2")},
        database());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(verdict), qPrintable(r.out + QStringLiteral("\nexpected: ") + verdict));
}

void TestOneWording::theRankingsFiguresAreNamedAndRoundedOnce()
{
    // The ranking's figures (issue 40, item 3): the catalog table, the compare panel and the
    // detail pane name and round them as the ranking's field table says (RankingFields.h), in
    // both languages; an 8-GPU server's tiny performance per price is not "0.00".
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        Translations::install(language);
        QLocale::setDefault(language == QLatin1String("en")
                ? QLocale(QLocale::English, QLocale::UnitedStates)
                : QLocale(QLocale::Chinese, QLocale::China));
        const Currency currency = m_state->rankingOptions().currency;
        CatalogTableModel table;
        table.setCatalog(m_state->catalog());
        table.setPricing(currency, m_state->rankingOptions().condition, m_state->exchangeRate(),
            m_state->pricePolicy());
        table.setRanking(m_state->ranking());
        CompareModel compare(m_state.get());
        const Card *card = rtx4090();
        QVERIFY(card);
        m_state->addToCompare({card->key.toId()});
        DetailPane pane(m_state.get());
        m_state->setCurrentCard(card->key.toId());
        const CardVerdict *v = m_state->verdictFor(card->key);
        QVERIFY(v && v->performancePerPrice && v->performancePerWatt);
        const QString html = pane.detailHtml();
        const struct
        {
            const char *field;
            int column;
            const char *compareRow;
            double value;
        } figures[] = {
            {"performance_per_price", CatalogTableModel::PerfPerPriceColumn, "perf_per_price",
                *v->performancePerPrice},
            {"performance_per_watt", CatalogTableModel::PerfPerWattColumn, "perf_per_watt",
                *v->performancePerWatt},
        };
        for (const auto &f : figures) {
            const RankingField field = shownRankingField(QLatin1String(f.field), currency);
            const QString shown = field.shownNumber(f.value, QLocale());
            QVERIFY(!field.shortLabel.isEmpty() && !field.figureLabel.isEmpty());
            // The catalog table: its header and the card's cell.
            QCOMPARE(table.headerData(f.column, Qt::Horizontal).toString(), field.headerLabel());
            QCOMPARE(table.headerData(f.column, Qt::Horizontal, Qt::ToolTipRole).toString(),
                field.describe());
            QCOMPARE(table.index(table.rowOf(card->key.toId()), f.column).data().toString(), shown);
            // The compare panel: its row's label and the card's cell.
            const int row = compare.rowOf(QLatin1String(f.compareRow));
            QVERIFY(row >= 0);
            QCOMPARE(compare.headerData(row, Qt::Vertical).toString(), field.figureName());
            QCOMPARE(compare.index(row, 0).data().toString(), shown);
            // The detail pane: the figure's name and the same number.
            QVERIFY2(html.contains(field.figureName().toHtmlEscaped())
                    && html.contains(shown.toHtmlEscaped()),
                qPrintable(field.figureName() + QStringLiteral(" ") + shown));
        }
        // A figure far below 1 keeps two significant digits.
        const RankingField perPrice
            = shownRankingField(QStringLiteral("performance_per_price"), currency);
        QCOMPARE(perPrice.shownNumber(0.00073, QLocale::c()), QStringLiteral("0.00073"));
        QCOMPARE(perPrice.shownNumber(0.4567, QLocale::c()), QStringLiteral("0.46"));
    }
    Translations::install(QStringLiteral("en"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

QTEST_MAIN(TestOneWording)
#include "tst_one_wording.moc"
