// SPDX-License-Identifier: GPL-3.0-or-later
// The time of a fine-tuning job (core/planner/TrainingThroughput.h): FLOPs per token, the
// utilisation fitted on published fine-tuning throughputs and judged out of sample, and what the
// planner makes of it, as sentences.

#include "BuiltinTestCatalog.h"
#include "FitPlanner.h"
#include "ModelCatalog.h"
#include "MultiGpuScaling.h"
#include "SetUpRanking.h"
#include "TrainingThroughput.h"

#include <QTest>

using namespace gpu;

namespace {

const MultiGpuScaling &builtinScaling()
{
    static const MultiGpuScaling scaling = MultiGpuScaling::fit(
        test::builtinCatalog().cards, test::builtinCatalog().benchmarks, test::builtinModel());
    return scaling;
}

const TrainingThroughput &builtinTraining()
{
    static const TrainingThroughput training = TrainingThroughput::fit(
        test::builtinCatalog().cards, test::builtinModel(), &builtinScaling());
    return training;
}

const Card &card(const QString &name)
{
    for (const Card &c : test::builtinCatalog().cards)
        if (c.displayName() == name)
            return c;
    qFatal("card %s is not in cards.csv", qPrintable(name));
}

const ModelSpec &model(const QString &name)
{
    const ModelMatch match = findModel(builtinModels(), name);
    if (match.index < 0)
        qFatal("model %s is not in models.csv", qPrintable(name));
    return builtinModels()[match.index];
}

// The planner's trained tokens/s for `boards` × `cardName` fine-tuning `modelName`.
FitConfiguration plan(const QString &modelName, FitMethod method, const QString &cardName,
    int boards, int sequence = 2048)
{
    FitPlanRequest request;
    request.memory.method = method;
    request.memory.weights = method == FitMethod::Qlora ? WeightFormat::Nf4 : WeightFormat::Fp16;
    request.memory.context = sequence;
    request.boardCounts = {boards};
    request.performance = &test::builtinModel();
    request.scaling = &builtinScaling();
    request.training = &builtinTraining();
    const QList<FitConfiguration> rows = planFits(model(modelName), request, {&card(cardName)}, {});
    if (rows.size() != 1)
        qFatal("no plan for %s", qPrintable(cardName));
    return rows.first();
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flopsPerTokenFollowTheRuleOfThumb()
    {
        // Full fine-tuning about 6 × parameters, LoRA about 4 ×, plus attention.
        const ModelSpec &llama = model(QStringLiteral("Llama 3.1 8B"));
        const double full = trainingFlopsPerToken(llama, FitMethod::FullFineTune, 2048);
        const double lora = trainingFlopsPerToken(llama, FitMethod::Lora, 2048);
        QVERIFY2(full > 6 * 7.0e9 && full < 6 * 8.5e9, qPrintable(QString::number(full)));
        QVERIFY(lora < full && lora > 4 * 7.0e9);
        QVERIFY(trainingFlopsPerToken(llama, FitMethod::Lora, 8192) > lora);
        QCOMPARE(trainingFlopsPerToken(llama, FitMethod::Inference, 2048), 0.0);
    }

    void everyFittedUtilisationIsBelowThePeak()
    {
        for (FitMethod m : {FitMethod::FullFineTune, FitMethod::Lora, FitMethod::Qlora}) {
            const TrainingUtilisation u = builtinTraining().utilisation(m);
            QVERIFY2(u.rows >= 3, qPrintable(toCode(m)));
            QVERIFY2(u.utilisation > 0.1 && u.utilisation < 1.0, qPrintable(toCode(m)));
            QVERIFY(u.low < 1.0 && u.high > 1.0);
        }
        for (const TrainingBacktestRow &r : builtinTraining().backtest())
            QVERIFY2(r.utilisation < 1.0, qPrintable(r.measurement.card));
        // QLoRA dequantises its 4-bit weights on the fly: it reaches less of the peak than LoRA.
        QVERIFY(builtinTraining().utilisation(FitMethod::Qlora).utilisation
            < builtinTraining().utilisation(FitMethod::Lora).utilisation);
    }

    void theBacktestIsWithinItsStatedBoundsForLoraAndQlora()
    {
        // Median leave-one-out error, per method (docs/memory.md states each).
        QVERIFY(builtinTraining().utilisation(FitMethod::Lora).medianErrorPercent < 25);
        QVERIFY(builtinTraining().utilisation(FitMethod::Qlora).medianErrorPercent < 20);
    }

    void anH100TrainsFasterThanAnA100AndAnA100ThanAnRtx4090()
    {
        const auto rate = [](const QString &c) {
            return plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora, c, 1).trainTokensPerSecond;
        };
        const auto h100 = rate(QStringLiteral("NVIDIA H100 SXM 80 GB"));
        const auto a100 = rate(QStringLiteral("NVIDIA A100 SXM 80 GB"));
        QVERIFY(h100 && a100);
        QVERIFY(*h100 > 2.5 * *a100);
        const FitConfiguration rtx = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Qlora,
            QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"), 1);
        QVERIFY(rtx.trainTokensPerSecond);
        QVERIFY(*rate(QStringLiteral("NVIDIA A100 SXM 80 GB")) > *rtx.trainTokensPerSecond);
    }

    void aMeasuredSetUpIsEstimatedWithinItsRange()
    {
        // torchtune: one RTX 4090, QLoRA of Llama 3.1 8B at 2,048 tokens, 2,413 tokens/s.
        const FitConfiguration c = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Qlora,
            QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"), 1);
        QVERIFY(c.fits && c.trainTokensPerSecond && c.trainLow && c.trainHigh);
        QVERIFY(*c.trainLow <= 2413 && *c.trainHigh >= 2413);
        QCOMPARE(*c.trainBasis, EstimateBasis::Calibrated);
    }

    void eightGpusAreFasterThanOneButNotEightTimes()
    {
        const FitConfiguration one = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("NVIDIA H100 SXM 80 GB"), 1);
        const FitConfiguration eight = plan(QStringLiteral("Llama 3.1 70B"), FitMethod::Lora,
            QStringLiteral("NVIDIA H100 SXM 80 GB"), 8);
        QVERIFY(eight.fits && eight.trainTokensPerSecond);
        const FitConfiguration eight8b = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("NVIDIA H100 SXM 80 GB"), 8);
        QVERIFY(*eight8b.trainTokensPerSecond > 6 * *one.trainTokensPerSecond);
        QVERIFY(*eight8b.trainTokensPerSecond < 8 * *one.trainTokensPerSecond);
        // A 70B model costs about nine times the arithmetic of an 8B one per token.
        QVERIFY(*eight.trainTokensPerSecond < *eight8b.trainTokensPerSecond / 6);
    }

    void aJobTakesItsTokensOverTheRateAndCostsItsShare()
    {
        FitConfiguration c = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"), 1, 1024);
        QVERIFY(c.trainTokensPerSecond);
        const double hours = 1e8 / *c.trainTokensPerSecond / 3600.0;
        QCOMPARE(*c.jobHours(1e8), hours);
        QVERIFY(!c.jobCostBuy(1e8, 8, 0)); // no price
        c.price = CardPrice();
        c.price->amount = 15000;
        // Three years at 8 h a day: 8,760 hours; the job's share of the card's price.
        QVERIFY(qAbs(*c.jobCostBuy(1e8, 8, 0) - 15000 * hours / 8760.0) < 1e-6);
        QVERIFY(!c.jobCostRent(1e8));
        c.rentPerHour = 3.0;
        QCOMPARE(*c.jobCostRent(1e8), 3.0 * hours);
    }

    void anotherVendorsTrainingRateIsUnverifiedAndNeverTheFastestPickOverACheckedOne()
    {
        const FitConfiguration amd = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("AMD Instinct MI300X OAM 192 GB"), 8);
        QVERIFY(amd.trainTokensPerSecond);
        QCOMPARE(*amd.trainBasis, EstimateBasis::Unverified);
        FitConfiguration nvidia = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("NVIDIA A100 SXM 80 GB"), 8);
        QVERIFY(*amd.trainTokensPerSecond > *nvidia.trainTokensPerSecond);
        FitConfiguration a = amd, n = nvidia;
        a.price = CardPrice();
        a.price->amount = 100000;
        n.price = CardPrice();
        n.price->amount = 120000;
        SetUpQuestion question;
        question.inference = false;
        const SetUpRanking ranking = rankSetUps({a, n}, question);
        QVERIFY(ranking.fastest);
        QCOMPARE(ranking.ranked.at(*ranking.fastest).card, n.card);
    }

    // QLoRA of a 7B model at 5,000 CNY: the cheapest stock board had an unverified rate and the
    // only checked one was a modified board (no vendor warranty), passed over; the set-ups then
    // had no fastest pick at all. The fastest is chosen among the boards that may be picked.
    void aModifiedBoardsCheckedRateLeavesTheStockBoardsAFastestPick()
    {
        FitConfiguration amd = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("AMD Instinct MI300X OAM 192 GB"), 8);
        QCOMPARE(*amd.trainBasis, EstimateBasis::Unverified);
        FitConfiguration modified = plan(QStringLiteral("Llama 3.1 8B"), FitMethod::Lora,
            QStringLiteral("NVIDIA A100 SXM 80 GB"), 8);
        QVERIFY(modified.trainBasis && *modified.trainBasis != EstimateBasis::Unverified);
        modified.modifiedBoard = true;
        amd.price = CardPrice();
        amd.price->amount = 100000;
        modified.price = CardPrice();
        modified.price->amount = 90000;
        SetUpQuestion question;
        question.inference = false;
        const SetUpRanking ranking = rankSetUps({modified, amd}, question);
        QVERIFY(ranking.cheapest);
        QCOMPARE(ranking.ranked.at(*ranking.cheapest).card, amd.card);
        QVERIFY2(ranking.fastest, "no fastest set-up among the stock boards");
        QCOMPARE(ranking.ranked.at(*ranking.fastest).card, amd.card);
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
