// SPDX-License-Identifier: GPL-3.0-or-later
// `gpu-advisor rank --model` as a lab and a student run it: the set-ups that hold a model,
// ranked, priced with their host, and bought or rented (`fit`: tst_cli_fit.cpp).

#include "Cli.h"
#include "CliTestSupport.h"

#include <cmath>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace gpu;

using gpu::test::Run;

class TestCliRankModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rankForAModelListsTheConfigurationsThatFit();
    void rankForAModelKeepsTheTokensPerSecondAsked();
    void gpusAndMaxGpusMeanTheSame();
    void theLabsQuestionsAreAnswered();
    void rankForFineTuningIsCheapestFirst();
    void aFineTuningJobHasItsHoursAndCost();
    void rankForAModelRefusesWhatDoesNotApply_data();
    void rankForAModelRefusesWhatDoesNotApply();

private:
    Run run(QStringList args);
    QJsonArray json(QStringList args);
    QTemporaryDir m_dir;
    QString m_db;
};

Run TestCliRankModel::run(QStringList args)
{
    return test::runCommand(std::move(args), m_db);
}

QJsonArray TestCliRankModel::json(QStringList args)
{
    const Run r = run(args << QStringLiteral("--format") << QStringLiteral("json"));
    if (r.code != 0)
        qWarning().noquote() << r.err;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString();
    return doc.array();
}

void TestCliRankModel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
}

void TestCliRankModel::rankForAModelListsTheConfigurationsThatFit()
{
    // "Which cards run Llama 3.1 70B at Q4_K_M for 20,000 CNY, up to two of them?"
    const QJsonArray rows = json({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-inference"), QStringLiteral("--model"), QStringLiteral("Llama 3.1 70B"),
        QStringLiteral("--quant"), QStringLiteral("q4_k_m"), QStringLiteral("--max-gpus"),
        QStringLiteral("2"), QStringLiteral("--budget"), QStringLiteral("20000"),
        QStringLiteral("--currency"), QStringLiteral("CNY")});
    QVERIFY(!rows.isEmpty());
    int expectedRank = 1;
    bool rentOnly = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        QVERIFY2(o.value(QStringLiteral("fits")).toBool(), qPrintable(name));
        // Set-ups the budget cannot buy but that rent on demand come after every one it buys,
        // in a section of their own: they have no rank among the set-ups to buy (the window's
        // "Will it fit" panel numbers them the same way).
        QVERIFY2(!rentOnly || o.value(QStringLiteral("rent_only")).toBool(), qPrintable(name));
        rentOnly = o.value(QStringLiteral("rent_only")).toBool();
        if (rentOnly) {
            QVERIFY(o.value(QStringLiteral("rank")).isNull());
            QVERIFY(o.value(QStringLiteral("rent_per_hour")).toDouble() > 0);
            continue;
        }
        QCOMPARE(o.value(QStringLiteral("rank")).toInt(), expectedRank++);
        QVERIFY2(o.value(QStringLiteral("price")).toDouble() <= 20000, qPrintable(name));
        QVERIFY2(o.value(QStringLiteral("gpus")).toInt() <= 2, qPrintable(name));
        // 40 GB of weights: no single 24 GB card of this budget holds them; a machine with
        // unified memory or a 96 GB accelerator does.
        if (o.value(QStringLiteral("gpus")).toInt() == 1)
            QVERIFY2(
                o.value(QStringLiteral("memory_available_gb")).toDouble() >= 40, qPrintable(name));
    }
    const QString best = rows.first().toObject().value(QStringLiteral("name")).toString();
    QVERIFY2(best.startsWith(QStringLiteral("2 × ")) && best.contains(QStringLiteral("24 GB")),
        qPrintable(best));
}

void TestCliRankModel::rankForAModelKeepsTheTokensPerSecondAsked()
{
    const QJsonArray rows = json(
        {QStringLiteral("rank"), QStringLiteral("--workload"), QStringLiteral("llm-inference"),
            QStringLiteral("--model"), QStringLiteral("Llama 3.1 8B"), QStringLiteral("--quant"),
            QStringLiteral("q4_k_m"), QStringLiteral("--min-tokens-per-s"), QStringLiteral("80")});
    QVERIFY(!rows.isEmpty());
    for (const QJsonValue &v : rows)
        QVERIFY2(v.toObject().value(QStringLiteral("tokens_per_s")).toDouble() >= 80,
            qPrintable(v.toObject().value(QStringLiteral("name")).toString()));
}

// Issue 25: a lab with 300,000 CNY for LoRA of a 70B model, and with 2,000,000 CNY for its full
// fine-tuning.
// fit took --gpus and rank --model --max-gpus: each now takes both, with one meaning.
void TestCliRankModel::gpusAndMaxGpusMeanTheSame()
{
    for (const QStringList &command : {QStringList {QStringLiteral("fit")},
             QStringList {QStringLiteral("rank"), QStringLiteral("--workload"),
                 QStringLiteral("llm-inference")}}) {
        const QStringList base = command
            + QStringList {QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                QStringLiteral("--format"), QStringLiteral("csv")};
        const Run gpus = run(base + QStringList {QStringLiteral("--gpus"), QStringLiteral("2")});
        const Run maxGpus
            = run(base + QStringList {QStringLiteral("--max-gpus"), QStringLiteral("2")});
        QCOMPARE(gpus.code, 0);
        QCOMPARE(maxGpus.out, gpus.out);
        QVERIFY(gpus.out.contains(QStringLiteral(",2,"))); // set-ups of two cards are in
        const Run both = run(base
            + QStringList {QStringLiteral("--gpus"), QStringLiteral("2"),
                QStringLiteral("--max-gpus"), QStringLiteral("4")});
        QCOMPARE(both.code, 2);
    }
}

void TestCliRankModel::theLabsQuestionsAreAnswered()
{
    const QJsonArray lora = json({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-finetune"), QStringLiteral("--model"), QStringLiteral("Llama 3.1 70B"),
        QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--max-gpus"),
        QStringLiteral("8"), QStringLiteral("--budget"), QStringLiteral("300000"),
        QStringLiteral("--currency"), QStringLiteral("CNY")});
    // Set-ups to buy (2-4 × 96 GB), then 8-GPU nodes to rent; never one server module alone. An
    // 8-card machine is over 300,000 CNY once its host is counted (8 × 48 GB cards and an
    // 8-card server's host allowance), and a 4-card one says its host in its price.
    bool eightCardWorkstation = false, rentedNode = false, fourCardHost = false;
    for (const QJsonValue &v : lora) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        QVERIFY2(o.value(QStringLiteral("fits")).toBool(), qPrintable(name));
        QVERIFY2((!name.contains(QLatin1String(" SXM ")) && !name.contains(QLatin1String(" OAM ")))
                || name.endsWith(QLatin1String("server")),
            qPrintable(name));
        const bool rentOnly = o.value(QStringLiteral("rent_only")).toBool();
        if (!rentOnly)
            QVERIFY2(o.value(QStringLiteral("price")).toDouble() <= 300000, qPrintable(name));
        eightCardWorkstation
            = eightCardWorkstation || (!rentOnly && o.value(QStringLiteral("gpus")).toInt() == 8);
        fourCardHost = fourCardHost
            || (!rentOnly && name.startsWith(QStringLiteral("4 × "))
                && o.value(QStringLiteral("caveats"))
                       .toString()
                       .contains(QLatin1String("host allowance")));
        // Three years owned and rented, like for like, at the default 8 hours a day.
        if (o.value(QStringLiteral("rent_per_hour")).toDouble() > 0)
            QVERIFY2(std::fabs(o.value(QStringLiteral("rent_cost_3y")).toDouble()
                             / (o.value(QStringLiteral("rent_per_hour")).toDouble() * 8 * 365 * 3)
                         - 1)
                    < 1e-3, // rent_per_hour is written to the cent
                qPrintable(name));
        QVERIFY2(o.value(QStringLiteral("own_cost_3y")).toDouble()
                >= o.value(QStringLiteral("price")).toDouble() - 1,
            qPrintable(name));
        if (rentOnly && o.value(QStringLiteral("gpus")).toInt() == 8) {
            rentedNode = true;
            QVERIFY(o.value(QStringLiteral("rent_per_hour")).toDouble() > 0);
            QCOMPARE(o.value(QStringLiteral("rent_kind")).toString(), QStringLiteral("on_demand"));
        }
    }
    QVERIFY(lora.size() >= 3);
    const QJsonObject first = lora.first().toObject();
    QVERIFY2(first.value(QStringLiteral("name")).toString().startsWith(QStringLiteral("2 × ")),
        qPrintable(first.value(QStringLiteral("name")).toString()));
    QVERIFY(!eightCardWorkstation);
    QVERIFY(fourCardHost);
    QVERIFY(rentedNode);

    // Full fine-tuning needs about 1.1 TB: only 4- and 8-GPU servers hold it, an 8-GPU server
    // among the first picks, priced and said to be a server.
    const QJsonArray full = json({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-finetune"), QStringLiteral("--model"), QStringLiteral("Llama 3.1 70B"),
        QStringLiteral("--method"), QStringLiteral("full"), QStringLiteral("--max-gpus"),
        QStringLiteral("8"), QStringLiteral("--budget"), QStringLiteral("2000000"),
        QStringLiteral("--currency"), QStringLiteral("CNY")});
    QVERIFY(!full.isEmpty());
    bool eightGpuServer = false;
    for (int i = 0; i < full.size(); ++i) {
        const QJsonObject o = full.at(i).toObject();
        const QString name = o.value(QStringLiteral("name")).toString();
        QVERIFY2(name.endsWith(QLatin1String("server")), qPrintable(name));
        QVERIFY(
            o.value(QStringLiteral("caveats")).toString().contains(QLatin1String("GPU server")));
        if (i < 3 && o.value(QStringLiteral("gpus")).toInt() == 8)
            eightGpuServer = true;
    }
    QVERIFY(eightGpuServer);
}

void TestCliRankModel::rankForFineTuningIsCheapestFirst()
{
    // "QLoRA of a 7B model for at most 10,000 CNY": the cheapest card that holds it first.
    const QJsonArray rows = json({QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-finetune"), QStringLiteral("--model"), QStringLiteral("Qwen2.5 7B"),
        QStringLiteral("--method"), QStringLiteral("qlora"), QStringLiteral("--budget"),
        QStringLiteral("10000"), QStringLiteral("--currency"), QStringLiteral("CNY")});
    QVERIFY(rows.size() >= 2);
    double previous = 0;
    int group = 0;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        QVERIFY(o.value(QStringLiteral("fits")).toBool());
        QVERIFY(o.value(QStringLiteral("optimizer_gb")).toDouble() > 0);
        if (o.value(QStringLiteral("rent_only")).toBool())
            break; // rentals over the budget follow (rankForTheLabsQuestion)
        const QString caveats = o.value(QStringLiteral("caveats")).toString();
        // Current software before legacy; within each, a method the stack runs before one whose
        // library runs only as a preview or not at all; within each, the vendors' own boards
        // before modified ones (no warranty): each group cheapest first again.
        const bool legacy = caveats.contains(QStringLiteral("legacy software"));
        const bool preview = o.value(QStringLiteral("preview_software")).toBool();
        const bool modified = caveats.contains(QStringLiteral("modified board"));
        const int g = (legacy ? 4 : 0) + (preview ? 2 : 0) + (modified ? 1 : 0);
        QVERIFY2(g >= group, qPrintable(o.value(QStringLiteral("name")).toString()));
        if (g != group) {
            group = g;
            previous = 0;
        }
        const double price = o.value(QStringLiteral("price")).toDouble();
        QVERIFY2(price >= previous, qPrintable(o.value(QStringLiteral("name")).toString()));
        previous = price;
    }
}

void TestCliRankModel::aFineTuningJobHasItsHoursAndCost()
{
    // The lab: LoRA of Llama 3.1 70B on up to 8 GPUs, 2,000,000 CNY, a job of 200 million
    // tokens, the shortest job first.
    const QStringList base = {QStringLiteral("rank"), QStringLiteral("--workload"),
        QStringLiteral("llm-finetune"), QStringLiteral("--model"), QStringLiteral("Llama 3.1 70B"),
        QStringLiteral("--method"), QStringLiteral("lora"), QStringLiteral("--max-gpus"),
        QStringLiteral("8"), QStringLiteral("--budget"), QStringLiteral("2000000"),
        QStringLiteral("--currency"), QStringLiteral("CNY")};
    const QJsonArray rows = json(base
        + QStringList {QStringLiteral("--tokens"), QStringLiteral("200,000,000"),
            QStringLiteral("--sort"), QStringLiteral("time")});
    QVERIFY(rows.size() >= 3);
    double previous = 1e300;
    int group = 0;
    // Shortest job first, the best-value pick is still a training rate somebody has checked
    // (the first row may be an unverified estimate, "?"), as the fastest pick is.
    bool anyChecked = false;
    QString bestValueBasis;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        const QString basis = o.value(QStringLiteral("estimate_basis")).toString();
        anyChecked = anyChecked || (!basis.isEmpty() && basis != QLatin1String("unverified"));
        if (o.value(QStringLiteral("pick")).toString().contains(QStringLiteral("best_value")))
            bestValueBasis = basis;
    }
    QVERIFY(anyChecked);
    QVERIFY(!bestValueBasis.isEmpty());
    QVERIFY2(bestValueBasis != QLatin1String("unverified"), qPrintable(bestValueBasis));
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("rent_only")).toBool())
            break;
        const QString name = o.value(QStringLiteral("name")).toString();
        const double rate = o.value(QStringLiteral("train_tokens_per_s")).toDouble();
        if (rate <= 0)
            continue; // unknown rates last
        // The shortest job first (a preview method or a modified board after the others, each
        // group in its own order); hours = tokens / rate.
        const int g = (o.value(QStringLiteral("preview_software")).toBool() ? 2 : 0)
            + (o.value(QStringLiteral("caveats"))
                        .toString()
                        .contains(QStringLiteral("modified board"))
                    ? 1
                    : 0);
        if (g != group) {
            QVERIFY2(g > group, qPrintable(name));
            group = g;
            previous = 1e300;
        }
        QVERIFY2(rate <= previous, qPrintable(name));
        previous = rate;
        QVERIFY2(qAbs(o.value(QStringLiteral("job_hours")).toDouble() - 2e8 / rate / 3600.0) < 0.06,
            qPrintable(name));
        // Bought: a share of three years' ownership, far below the price.
        const double buy = o.value(QStringLiteral("job_cost_buy")).toDouble();
        QVERIFY2(
            buy > 0 && buy < o.value(QStringLiteral("price")).toDouble() / 10, qPrintable(name));
    }
    // At 300,000 CNY the fastest set-up the budget buys is slower than at 2,000,000.
    const auto fastest = [&](const QString &budget) {
        QStringList args = base;
        args[args.indexOf(QStringLiteral("2000000"))] = budget;
        double best = 0;
        for (const QJsonValue &v : json(args)) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("pick")).toString().contains(QStringLiteral("fastest"))
                || (o.value(QStringLiteral("rank")).toInt() == 1 && best == 0))
                best = o.value(QStringLiteral("train_tokens_per_s")).toDouble();
        }
        return best;
    };
    const double small = fastest(QStringLiteral("300000"));
    const double large = fastest(QStringLiteral("2000000"));
    QVERIFY(small > 0);
    QVERIFY2(large > 3 * small, qPrintable(QStringLiteral("%1 vs %2").arg(large).arg(small)));
    // The text answer says why: the fastest set-up's speed and hours.
    const Run text = run(base);
    QCOMPARE(text.code, 0);
    QVERIFY2(
        text.out.contains(QStringLiteral("trained tokens/s")), qPrintable(text.out.right(600)));
    QVERIFY(text.out.contains(QStringLiteral("100,000,000")));
}

void TestCliRankModel::rankForAModelRefusesWhatDoesNotApply_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("a model for CNN training") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("cnn"), QStringLiteral("--model"),
        QStringLiteral("Llama 3.1 8B")} << QStringLiteral("llm-inference or llm-finetune");
    QTest::newRow("inference as a fine-tuning method") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("llm-finetune"), QStringLiteral("--model"),
        QStringLiteral("Llama 3.1 8B"), QStringLiteral("--method"), QStringLiteral("inference")}
                                                       << QStringLiteral("full, lora or qlora");
    QTest::newRow("a tokens/s target for fine-tuning") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("llm-finetune"), QStringLiteral("--model"),
        QStringLiteral("Llama 3.1 8B"), QStringLiteral("--min-tokens-per-s"), QStringLiteral("20")}
                                                       << QStringLiteral("--min-tokens-per-s");
    QTest::newRow("a job's tokens for inference") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("llm-inference"), QStringLiteral("--model"),
        QStringLiteral("Llama 3.1 8B"), QStringLiteral("--tokens"),
        QStringLiteral("1000000")} << QStringLiteral("--tokens applies to fine-tuning");
    QTest::newRow("a job of no tokens") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("llm-finetune"), QStringLiteral("--model"),
        QStringLiteral("Llama 3.1 8B"), QStringLiteral("--tokens"), QStringLiteral("lots")}
                                        << QStringLiteral("--tokens must be");
    QTest::newRow("an upgrade with a model") << QStringList {QStringLiteral("rank"),
        QStringLiteral("--workload"), QStringLiteral("llm-inference"), QStringLiteral("--model"),
        QStringLiteral("Llama 3.1 8B"), QStringLiteral("--upgrade-from"),
        QStringLiteral("RTX 3060")} << QStringLiteral("--upgrade-from");
}

void TestCliRankModel::rankForAModelRefusesWhatDoesNotApply()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("gpu-advisor rank --help")));
}

QTEST_GUILESS_MAIN(TestCliRankModel)
#include "tst_cli_rank_model.moc"
