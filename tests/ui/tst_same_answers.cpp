// SPDX-License-Identifier: GPL-3.0-or-later
// The same question, the same answer everywhere (issue 40, item 5). Each row asks one question
// the way a person asks it — each workload, budgets of 3,000 / 8,000 / 20,000 / 300,000 CNY and one
// in USD, used cards only, a model to run, a LoRA job, an upgrade — and builds the answer three
// ways on one database and one settings file:
//   - the window: its state (AppState), the picks its ranking bar and Upgrade panel show;
//   - the real command line: `rank` (`pick` column), `rank --model`, `fit`, `compare`;
//   - the report: `report`'s PDF as pdftotext reads it.
// It fails on any difference in the picks, their ranks and prices, the reference card or the
// memory figure.

#include "../cli/CliTestSupport.h"
#include "AppState.h"
#include "MemoryModel.h"
#include "Translations.h"
#include "UiTestSupport.h"
#include "UpgradePanel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <cmath>

using namespace gpu;
using namespace gpu::test;

namespace {

/// A question as a person asks it, in the window's terms; the command line's arguments are
/// derived from it (cliArguments()).
struct Question
{
    RankingQuestion ranking;
    std::optional<FitQuestion> fit; ///< a model to run or fine-tune
    QString upgradeFrom; ///< the card the person has now
};

/// One pick: the card (or set-up) it names, its rank (0 = not said) and its price, whole units.
struct Pick
{
    QString name;
    int boards = 1;
    int rank = 0;
    qint64 price = 0;
};

QString describe(const QMap<QString, Pick> &picks)
{
    QStringList out;
    for (auto it = picks.cbegin(); it != picks.cend(); ++it)
        out << QStringLiteral("%1: %2 × %3, rank %4, %5")
                   .arg(it.key(), QString::number(it->boards), it->name)
                   .arg(it->rank)
                   .arg(it->price);
    return out.join(QStringLiteral("; "));
}

bool samePicks(const QMap<QString, Pick> &a, const QMap<QString, Pick> &b)
{
    if (a.keys() != b.keys())
        return false;
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        const Pick &x = *it;
        const Pick &y = b.value(it.key());
        if (x.name != y.name || x.boards != y.boards || x.rank != y.rank || x.price != y.price)
            return false;
    }
    return true;
}

QString workloadCode(const RankingQuestion &q)
{
    return q.fineTuning ? QStringLiteral("llm-finetune") : toCode(q.workload);
}

/// The options `rank`, `fit` and `report` take for the question.
QStringList cliArguments(const Question &q, bool withWorkload = true)
{
    QStringList args;
    if (withWorkload)
        args << QStringLiteral("--workload") << workloadCode(q.ranking);
    args << QStringLiteral("--currency") << toCode(q.ranking.currency);
    args << QStringLiteral("--budget") << QString::number(q.ranking.budget.value_or(0));
    switch (q.ranking.condition) {
    case ConditionFilter::New:
        args << QStringLiteral("--condition") << QStringLiteral("new");
        break;
    case ConditionFilter::Used:
        args << QStringLiteral("--condition") << QStringLiteral("used");
        break;
    case ConditionFilter::Any:
        break;
    }
    if (q.ranking.workload == Workload::LlmInference && !q.fit)
        args << QStringLiteral("--llm-size") << QString::number(q.ranking.llmParametersBillions);
    if (q.fit) {
        const FitQuestion &f = *q.fit;
        args << QStringLiteral("--model") << f.model;
        args << QStringLiteral("--max-gpus") << QString::number(f.maxCards);
        args << QStringLiteral("--context") << QString::number(f.context);
        switch (f.method) {
        case FitMethod::Inference:
            args << QStringLiteral("--quant") << toCode(f.weights);
            break;
        case FitMethod::Lora:
            args << QStringLiteral("--method") << QStringLiteral("lora");
            break;
        case FitMethod::Qlora:
            args << QStringLiteral("--method") << QStringLiteral("qlora");
            break;
        case FitMethod::FullFineTune:
            args << QStringLiteral("--method") << QStringLiteral("full");
            break;
        }
    }
    return args;
}

QJsonArray jsonRows(const Run &r)
{
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8());
    return doc.array();
}

qint64 whole(double amount)
{
    return qint64(std::llround(amount));
}

/// "2 × NAME" as 2 and NAME; a name without a count as 1 and itself.
std::pair<int, QString> boardsAndName(const QString &name)
{
    static const QRegularExpression boards(QStringLiteral("^(\\d+) × (.*)$"));
    if (const auto m = boards.match(name); m.hasMatch())
        return {m.captured(1).toInt(), m.captured(2)};
    return {1, name};
}

/// The catalog's card of a display name, or null.
const Card *cardNamed(const AppState &state, const QString &name)
{
    const CardNameMatch match = state.session().findCard(name);
    return match.index >= 0 ? state.cardAt(match.index) : nullptr;
}

} // namespace

Q_DECLARE_METATYPE(Question)

class TestSameAnswers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void theSameQuestionGetsTheSameAnswer_data();
    void theSameQuestionGetsTheSameAnswer();

private:
    /// The window's picks: the ranking bar's (cards, or set-ups in the LLM modes with a model),
    /// or the Upgrade panel's.
    QMap<QString, Pick> windowPicks(const Question &q) const;
    QMap<QString, Pick> rankPicks(const Question &q) const;
    /// The report as text (pdftotext), in English.
    QString reportText(const Question &q) const;
    QString database() const { return m_env->path(QStringLiteral("builtin.sqlite")); }

    QTemporaryDir m_config;
    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
};

void TestSameAnswers::initTestCase()
{
    // The window and the command line read one settings file, the application's own (the
    // command line's defaults — condition, reference card, exchange rate — are the window's).
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", m_config.path().toLocal8Bit());
    QCoreApplication::setOrganizationName(QStringLiteral("GpuAdvisor"));
    QCoreApplication::setApplicationName(QStringLiteral("gpu-advisor"));
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
    AppState::Options options = m_env->builtinCatalogOptions();
    options.settingsFile.clear();
    m_state = std::make_unique<AppState>(options);
    QTRY_VERIFY_WITH_TIMEOUT(!m_state->modelUpdating(), 120000);
}

void TestSameAnswers::cleanupTestCase()
{
    m_state.reset();
    m_env.reset();
}

void TestSameAnswers::theSameQuestionGetsTheSameAnswer_data()
{
    QTest::addColumn<Question>("question");
    const auto card = [](Workload w, double budget, Currency c = Currency::CNY,
                          ConditionFilter condition = ConditionFilter::Any) {
        Question q;
        q.ranking.workload = w;
        q.ranking.budget = budget;
        q.ranking.currency = c;
        q.ranking.condition = condition;
        return q;
    };
    const auto model = [](const QString &name, FitMethod method, double budget, int maxCards,
                           WeightFormat weights = WeightFormat::Q4_K_M) {
        Question q;
        q.ranking.workload
            = method == FitMethod::Inference ? Workload::LlmInference : Workload::Transformer;
        q.ranking.fineTuning = method != FitMethod::Inference;
        q.ranking.budget = budget;
        FitQuestion f;
        f.model = name;
        f.method = method;
        f.weights = weights;
        f.maxCards = maxCards;
        q.fit = f;
        return q;
    };
    QTest::newRow("CNN training at 3,000 CNY") << card(Workload::Cnn, 3000);
    QTest::newRow("CNN training at 8,000 CNY") << card(Workload::Cnn, 8000);
    QTest::newRow("CNN training at 1,500 USD") << card(Workload::Cnn, 1500, Currency::USD);
    QTest::newRow("Transformer training at 20,000 CNY") << card(Workload::Transformer, 20000);
    QTest::newRow("Transformer training at 300,000 CNY") << card(Workload::Transformer, 300000);
    QTest::newRow("Transformer training on used cards at 8,000 CNY")
        << card(Workload::Transformer, 8000, Currency::CNY, ConditionFilter::Used);
    QTest::newRow("RNN training at 8,000 CNY") << card(Workload::Rnn, 8000);
    // In the LLM modes the window always has a model chosen (its "Will it fit" question), and
    // its picks are the set-ups that run it.
    QTest::newRow("Running Qwen2.5 7B (Q4_K_M) on one card at 3,000 CNY")
        << model(QStringLiteral("Qwen2.5 7B"), FitMethod::Inference, 3000, 1);
    QTest::newRow("Running Qwen2.5 72B (Q8_0) on up to 8 cards at 300,000 CNY") << model(
        QStringLiteral("Qwen2.5 72B"), FitMethod::Inference, 300000, 8, WeightFormat::Q8_0);
    QTest::newRow("Running Llama 3.1 8B (Q4_K_M) on up to 2 cards at 8,000 CNY")
        << model(QStringLiteral("Llama 3.1 8B"), FitMethod::Inference, 8000, 2);
    QTest::newRow("Running Llama 3.1 70B (Q4_K_M) on up to 4 cards at 300,000 CNY")
        << model(QStringLiteral("Llama 3.1 70B"), FitMethod::Inference, 300000, 4);
    QTest::newRow("LoRA of Llama 3.1 8B on up to 2 cards at 20,000 CNY")
        << model(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora, 20000, 2);
    QTest::newRow("QLoRA of Qwen2.5 7B on one card at 5,000 CNY")
        << model(QStringLiteral("Qwen2.5 7B"), FitMethod::Qlora, 5000, 1);
    Question upgrade = card(Workload::Transformer, 8000);
    upgrade.upgradeFrom = QStringLiteral("NVIDIA GeForce RTX 3060 12 GB");
    QTest::newRow("Upgrading an RTX 3060 12 GB for Transformer training at 8,000 CNY") << upgrade;
}

QMap<QString, Pick> TestSameAnswers::windowPicks(const Question &q) const
{
    QMap<QString, Pick> picks;
    if (!q.upgradeFrom.isEmpty()) {
        UpgradePanel panel(m_state.get());
        panel.recompute();
        const UpgradeView &view = panel.view();
        const RankingResult &result = m_state->ranking();
        const auto add = [&](const QString &code, int row) {
            const CardVerdict &v = result.verdicts.at(view.rows.at(row).verdict);
            // The Upgrade panel numbers the upgrades 1, 2, … by gain.
            picks.insert(code, {v.key.displayName(), 1, row + 1, whole(v.price->amount)});
        };
        if (!view.rows.isEmpty() && !view.rows.first().notUpgrade)
            add(QStringLiteral("biggest_gain"), 0);
        if (view.bestPerPrice() >= 0)
            add(QStringLiteral("most_gain_per_price"), view.bestPerPrice());
        return picks;
    }
    if (q.fit) {
        const SetUpRanking &setUps = m_state->setUps();
        const auto add = [&](const QString &code, const std::optional<int> &i) {
            if (!i)
                return;
            const FitConfiguration &c = setUps.ranked.at(*i);
            picks.insert(code,
                {c.card->key.displayName(), c.boards, *i + 1, whole(c.totalPrice().value_or(-1))});
        };
        add(QStringLiteral("best_value"), setUps.bestValue);
        add(QStringLiteral("cheapest"), setUps.cheapest);
        add(QStringLiteral("fastest"), setUps.fastest);
        return picks;
    }
    const RankingResult &result = m_state->ranking();
    const auto add = [&](const QString &code, const std::optional<int> &i) {
        if (!i)
            return;
        const CardVerdict &v = result.verdicts.at(*i);
        picks.insert(code, {v.key.displayName(), 1, v.rank, whole(v.price->amount)});
    };
    add(QStringLiteral("best_overall"), result.recommendation.bestOverall);
    add(QStringLiteral("best_value"), result.recommendation.bestValue);
    add(QStringLiteral("most_memory_per_price"), result.recommendation.mostMemoryPerPrice);
    return picks;
}

QMap<QString, Pick> TestSameAnswers::rankPicks(const Question &q) const
{
    QStringList args = {QStringLiteral("rank"), QStringLiteral("--format"), QStringLiteral("json")};
    args << cliArguments(q);
    if (!q.upgradeFrom.isEmpty())
        args << QStringLiteral("--upgrade-from") << q.upgradeFrom;
    const Run r = runCommand(args, database());
    if (r.code != 0)
        qWarning().noquote() << args.join(QLatin1Char(' ')) << r.err;
    QMap<QString, Pick> picks;
    const QJsonArray rows = jsonRows(r);
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const QString codes = row.value(QStringLiteral("pick")).toString();
        if (codes.isEmpty())
            continue;
        Pick pick;
        pick.name = row.value(QStringLiteral("name")).toString();
        pick.rank = row.value(QStringLiteral("rank")).toVariant().toInt();
        pick.price = whole(row.value(QStringLiteral("price")).toDouble());
        if (q.fit) // a set-up of several boards is named "2 × NAME"
            std::tie(pick.boards, pick.name) = boardsAndName(pick.name);
        for (const QString &code : codes.split(QLatin1Char(';')))
            picks.insert(code, pick);
    }
    return picks;
}

QString TestSameAnswers::reportText(const Question &q) const
{
    const QString pdf = m_env->path(QStringLiteral("report.pdf"));
    QFile::remove(pdf);
    QStringList args = {QStringLiteral("report"), QStringLiteral("--out"), pdf,
        QStringLiteral("--lang"), QStringLiteral("en")};
    args << cliArguments(q);
    if (!q.upgradeFrom.isEmpty())
        args << QStringLiteral("--current-card") << q.upgradeFrom;
    const Run r = runCommand(args, database());
    if (r.code != 0) {
        qWarning().noquote() << args.join(QLatin1Char(' ')) << r.err;
        return {};
    }
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!text.waitForFinished(60000) || text.exitCode() != 0)
        return {};
    return QString::fromUtf8(text.readAllStandardOutput());
}

void TestSameAnswers::theSameQuestionGetsTheSameAnswer()
{
    QFETCH(Question, question);
    // The window: the question asked in its ranking bar (and its "Will it fit" panel).
    m_state->setRankingOptions(question.ranking);
    if (question.fit) {
        m_state->setFitQuestion(*question.fit);
        QVERIFY(m_state->fitModel());
    }
    if (!question.upgradeFrom.isEmpty()) {
        const Card *mine = cardNamed(*m_state, question.upgradeFrom);
        QVERIFY(mine);
        m_state->setYourCard(mine->key.toId());
    } else {
        m_state->setYourCard(QString());
    }
    QTRY_VERIFY_WITH_TIMEOUT(!m_state->modelUpdating(), 120000);
    const QMap<QString, Pick> window = windowPicks(question);
    QVERIFY2(!window.isEmpty(), "the window names no pick");

    // The command line's `rank` (with --model: the set-ups), by its `pick` column.
    const QMap<QString, Pick> rank = rankPicks(question);
    QVERIFY2(samePicks(window, rank),
        qPrintable(QStringLiteral("window: %1\nrank:   %2").arg(describe(window), describe(rank))));

    // The reference card: the window's ranking and `compare`'s.
    const QString reference = m_state->ranking().reference.displayName();
    if (!question.fit && question.upgradeFrom.isEmpty()) {
        // `compare` of the picks and the reference: the reference and each pick's price.
        QStringList names;
        for (const Pick &p : window)
            if (!names.contains(p.name))
                names << p.name;
        if (!names.contains(reference))
            names << reference;
        for (int i = 0; names.size() < 2; ++i) // compare needs two cards
            if (const QString other = m_state->ranking().verdicts.at(i).key.displayName();
                !names.contains(other))
                names << other;
        QStringList args = {QStringLiteral("compare")};
        args << names;
        args << QStringLiteral("--format") << QStringLiteral("csv") << QStringLiteral("--workload")
             << workloadCode(question.ranking) << QStringLiteral("--currency")
             << toCode(question.ranking.currency);
        if (question.ranking.condition == ConditionFilter::Used)
            args << QStringLiteral("--condition") << QStringLiteral("used");
        const Run r = runCommand(args, database());
        QVERIFY2(r.code == 0, qPrintable(r.err));
        // "field,unit,value of the first card,value of the second,…" (no comma in these rows).
        const QStringList lines = r.out.split(QLatin1Char('\n'));
        const auto field = [&lines](const QString &name) {
            for (const QString &line : lines)
                if (line.startsWith(name + QLatin1Char(',')))
                    return line.split(QLatin1Char(',')).mid(2);
            return QStringList();
        };
        for (const QString &value : field(QStringLiteral("reference")))
            QCOMPARE(value, reference);
        const QStringList prices = field(QStringLiteral("price"));
        QCOMPARE(prices.size(), names.size());
        for (const Pick &p : window)
            QCOMPARE(whole(prices.at(names.indexOf(p.name)).toDouble()), p.price);
    }

    // The memory figure: the window's, `fit`'s and `rank --model`'s for the best-value set-up.
    if (question.fit) {
        const ModelSpec *model = m_state->fitModel();
        const double oneGpu = estimateMemory(*model, m_state->fitMemoryRequest(1)).total.total();
        QStringList args
            = {QStringLiteral("fit"), QStringLiteral("--format"), QStringLiteral("json")};
        args << cliArguments(question, false);
        const Run r = runCommand(args, database());
        QCOMPARE(r.code, 0);
        bool seen = false;
        QMap<QString, Pick> fitPicks;
        for (const QJsonValue &value : jsonRows(r)) {
            const QJsonObject row = value.toObject();
            if (row.value(QStringLiteral("gpus")).toInt() == 1 && !seen) {
                QCOMPARE(row.value(QStringLiteral("memory_needed_gb")).toDouble(),
                    std::round(oneGpu * 10) / 10);
                seen = true;
            }
            for (const QString &code : row.value(QStringLiteral("pick"))
                                           .toString()
                                           .split(QLatin1Char(';'), Qt::SkipEmptyParts))
                fitPicks.insert(code,
                    {boardsAndName(row.value(QStringLiteral("name")).toString()).second,
                        boardsAndName(row.value(QStringLiteral("name")).toString()).first});
        }
        QVERIFY(seen);
        // `fit` lists every configuration; its picks name the window's set-ups.
        QCOMPARE(fitPicks.keys(), window.keys());
        for (auto it = window.cbegin(); it != window.cend(); ++it) {
            QCOMPARE(fitPicks.value(it.key()).name, it->name);
            QCOMPARE(fitPicks.value(it.key()).boards, it->boards);
        }
    }

    // The answer, for the record (docs/testing.md shows the table).
    QString memory;
    if (const ModelSpec *model = m_state->fitModel(); model && question.fit)
        memory = QStringLiteral("; needs %1 GB on one GPU")
                     .arg(estimateMemory(*model, m_state->fitMemoryRequest(1)).total.total(), 0,
                         'f', 1);
    qInfo().noquote() << QStringLiteral("ANSWER | %1 | %2 | reference %3%4")
                             .arg(QString::fromLatin1(QTest::currentDataTag()), describe(window),
                                 reference, memory);

    // The report: the same picks, ranks and prices, the same reference, the same memory figure.
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the report");
    const QString text = reportText(question);
    QVERIFY2(!text.isEmpty(), "the report was not written");
    QVERIFY2(text.contains(QStringLiteral("Reference card")) && text.contains(reference),
        qPrintable(reference));
    const QLocale english(QLocale::English);
    const auto amount = [&english](qint64 v) { return english.toString(v); };
    const QString currency = toCode(question.ranking.currency);
    if (question.fit && !question.ranking.fineTuning) {
        const ModelSpec *model = m_state->fitModel();
        const double oneGpu = estimateMemory(*model, m_state->fitMemoryRequest(1)).total.total();
        QVERIFY2(
            text.contains(
                QStringLiteral("On one GPU it needs %1 GB.").arg(english.toString(oneGpu, 'f', 1))),
            qPrintable(text.left(3000)));
        const QString flat = text.simplified();
        const Pick &value = window.value(QStringLiteral("best_value"));
        const QString label = window.value(QStringLiteral("cheapest")).name == value.name
                && window.value(QStringLiteral("cheapest")).boards == value.boards
            ? QStringLiteral("Best value and cheapest:")
            : QStringLiteral("Best value:");
        const QString name = value.boards > 1
            ? QStringLiteral("%1 × %2").arg(value.boards).arg(value.name)
            : value.name;
        const QRegularExpression said(
            QRegularExpression::escape(
                QStringLiteral("%1 %2, rank %3 of ").arg(label, name).arg(value.rank))
            + QStringLiteral("\\d+: [\\d.,]+[?~]? tokens/s at ≈? ?")
            + QRegularExpression::escape(amount(value.price) + QLatin1Char(' ') + currency));
        QVERIFY2(
            flat.contains(said), qPrintable(said.pattern() + QLatin1Char('\n') + flat.left(4000)));
    } else if (question.fit) {
        const QString flat = text.simplified();
        const Pick &cheapest = window.value(QStringLiteral("cheapest"));
        const QString name = cheapest.boards > 1
            ? QStringLiteral("%1 × %2").arg(cheapest.boards).arg(cheapest.name)
            : cheapest.name;
        const QString said = QStringLiteral("Cheapest that does the job: %1 at ").arg(name);
        QVERIFY2(flat.contains(said), qPrintable(said + QLatin1Char('\n') + flat.left(4000)));
    } else if (question.upgradeFrom.isEmpty()) {
        // The card picks, each under its name with its rank and price.
        const QStringList lines = text.split(QLatin1Char('\n'));
        const QHash<QString, QString> labels = {
            {QStringLiteral("best_overall"), QStringLiteral("Best performance within the budget")},
            {QStringLiteral("best_value"), QStringLiteral("Best performance per price")},
            {QStringLiteral("most_memory_per_price"), QStringLiteral("Most memory per price")}};
        for (auto it = window.cbegin(); it != window.cend(); ++it) {
            bool found = false;
            for (int i = 1; i + 1 < lines.size() && !found; ++i) {
                const QString heading = lines.at(i).trimmed();
                if (!heading.contains(labels.value(it.key()))
                    || !heading.contains(QStringLiteral("rank %1 of").arg(it->rank))
                    || lines.at(i - 1).trimmed() != it->name)
                    continue;
                const QString price = lines.at(i + 1).simplified();
                QVERIFY2(price.startsWith(
                             QStringLiteral("Price ≈ %1 %2").arg(amount(it->price), currency))
                        || price.startsWith(
                            QStringLiteral("Price %1 %2").arg(amount(it->price), currency)),
                    qPrintable(price));
                found = true;
            }
            QVERIFY2(found,
                qPrintable(QStringLiteral("the report has no %1 pick %2 at rank %3")
                               .arg(it.key(), it->name)
                               .arg(it->rank)));
        }
    }
}

QTEST_MAIN(TestSameAnswers)
#include "tst_same_answers.moc"
