// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking's words, all made here: flag codes, short labels and sentences, the rule and the
// model's sentence, every verdict's reasons, the picks' notes and the no-pick reason
// (wordRanking(), declared in Ranking.h; translated in the "Ranking" context). Think-twice lists
// verdicts; its sentences are their flags' (flagText()).

#include "Ranking.h"
#include "Ranking_p.h"

#include "MemoryModel.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

struct Context
{
    const CatalogData &data;
    const RankingRequest &request;
    const ModelParameters &params;
    const CardKey &reference;
    std::optional<double> referencePerfPerPrice;
    double recommendedMemory = 0;
};

// 1. Memory, the first question of every guide.
void memoryReasons(QStringList &reasons, const CardVerdict &v, const Context &ctx)
{
    const RankingRequest &r = ctx.request;
    const double mem = v.memoryPerGpuGb;
    if (r.memoryNeedGb) {
        // The user's own model: the memory model's one figure, and the headroom kept free.
        const double free = mem - *r.memoryNeedGb;
        if (v.hasFlag(Flag::LowMemory))
            reasons << Ranking::tr("%1 GB cannot hold %2: it needs %3 GB, and %4 GB is kept free.")
                           .arg(formatNumber(mem), r.memoryNeedOf, num(*r.memoryNeedGb, 1),
                               num(memoryHeadroomGb(mem), 1));
        else
            reasons << Ranking::tr("%1 GB holds %2: it needs %3 GB, %4 GB stays free.")
                           .arg(formatNumber(mem), r.memoryNeedOf, num(*r.memoryNeedGb, 1),
                               num(free, 1));
    } else if (r.workload == Workload::LlmInference) {
        const double weights
            = r.llmParametersBillions * PerformanceModel::bytesPerParameter(r.precision);
        const double needed = weights * 1.2;
        if (v.hasFlag(Flag::LowMemory))
            reasons << Ranking::tr(
                "%1 GB cannot hold the %2B model: its weights take %3 GB at %4, "
                "with about 20 % for the KV cache %5 GB, and %6 GB is kept free.")
                           .arg(formatNumber(mem), formatNumber(r.llmParametersBillions),
                               num(weights, 1), toCode(r.precision), num(needed, 1),
                               num(memoryHeadroomGb(mem), 1));
        else
            reasons << Ranking::tr("%1 GB holds the %2B model: its weights take %3 GB at %4, with "
                                   "about 20 % for the KV cache %5 GB, and %6 GB stays free.")
                           .arg(formatNumber(mem), formatNumber(r.llmParametersBillions),
                               num(weights, 1), toCode(r.precision), num(needed, 1),
                               num(mem - needed, 1));
    } else if (mem >= ctx.recommendedMemory) {
        reasons << Ranking::tr("%1 GB meets the %2 GB recommended for this workload.")
                       .arg(formatNumber(mem), formatNumber(ctx.recommendedMemory));
    } else {
        reasons << Ranking::tr("%1 GB is below the %2 GB recommended for this workload.")
                       .arg(formatNumber(mem), formatNumber(ctx.recommendedMemory));
    }
}

// 2. The deciding figures of the model.
void figureReasons(QStringList &reasons, const Card &card, const Context &ctx)
{
    const RankingRequest &r = ctx.request;
    const auto compute = PerformanceModel::computeTflops(card, r.precision);
    const bool bandwidthBound = r.workload == Workload::Rnn || r.workload == Workload::LlmInference;
    if (card.memoryBandwidthGBps && bandwidthBound)
        reasons << Ranking::tr("Memory bandwidth %1 GB/s, which decides this workload.")
                       .arg(num(*card.memoryBandwidthGBps / std::max(1, card.gpusPerBoard), 0));
    if (compute && !bandwidthBound) {
        // Which rate the estimate used, and what the architecture has (SoftwareSupport.h): a card
        // is said to lack tensor cores only when it does, never because a count is missing.
        const int gpus = std::max(1, card.gpusPerBoard);
        const auto used = [&](const std::optional<double> &rate) {
            return rate && std::fabs(*rate / gpus - *compute) < 1e-9 * std::max(1.0, *compute);
        };
        bool tensorRate = false;
        switch (r.precision) {
        case Precision::Fp32:
            tensorRate = used(card.tensorTf32Tflops);
            break;
        case Precision::Fp16:
        case Precision::Int4:
            tensorRate = used(card.tensorFp16Tflops);
            break;
        case Precision::Bf16:
            tensorRate = used(card.tensorBf16Tflops);
            break;
        case Precision::Int8:
            tensorRate = used(card.tensorInt8Tops);
            break;
        }
        const QString name = r.precision == Precision::Fp32 ? QStringLiteral("FP32")
                                                            : toCode(r.precision).toUpper();
        if (r.precision == Precision::Bf16 && !tensorRate && !card.tensorBf16Tflops)
            reasons << Ranking::tr("BF16 %1 TFLOPS: the FP16 rate, as the catalog has no BF16 "
                                   "figure for this card and its architecture (%2) runs BF16 at "
                                   "its FP16 rate.")
                           .arg(num(*compute, 1), card.architecture);
        else if (r.precision == Precision::Fp32 && tensorRate)
            reasons << Ranking::tr("Tensor TF32 %1 TFLOPS.").arg(num(*compute, 1));
        else if (tensorRate)
            reasons << Ranking::tr("Tensor %1 %2 TFLOPS.").arg(name, num(*compute, 1));
        else if (hasTensorCores(card) == false)
            reasons
                << Ranking::tr("%1 %2 TFLOPS without tensor cores.").arg(name, num(*compute, 1));
        else if (r.precision == Precision::Fp32)
            reasons << Ranking::tr("FP32 %1 TFLOPS.").arg(num(*compute, 1));
        else
            reasons << Ranking::tr("%1 %2 TFLOPS (the non-tensor rate, which the estimate "
                                   "uses).")
                           .arg(name, num(*compute, 1));
        if (card.memoryBandwidthGBps)
            reasons << Ranking::tr("Memory bandwidth %1 GB/s.")
                           .arg(num(*card.memoryBandwidthGBps / std::max(1, card.gpusPerBoard), 0));
    }
}

// 3. Measured evidence, or the estimate and its range; relative performance.
void evidenceReasons(QStringList &reasons, const CardVerdict &v, const Context &ctx)
{
    if (v.measured)
        reasons << Ranking::tr("Measured %1 %2 on %3 (%4).")
                       .arg(num(v.measured->value, v.measured->value < 100 ? 1 : 0),
                           v.measured->unit, v.measured->network,
                           v.measured->date.toString(Qt::ISODate));
    if (!v.measured && v.estimatedRelative && v.estimateLow && v.estimateHigh)
        reasons << Ranking::tr(
            "Estimated from specs (%1): likely between %2× and %3× the %4's performance.")
                       .arg(estimateBasisText(v.estimateBasis), num(*v.estimateLow, 2),
                           num(*v.estimateHigh, 2), shortName(ctx.reference));
    if (v.relative && !(v.key == ctx.reference))
        reasons << Ranking::tr("%1× the %2's performance.")
                       .arg(num(*v.relative, 2), shortName(ctx.reference));
}

// 4. Value against the reference card, per board.
void valueReasons(QStringList &reasons, const Card &card, const CardVerdict &v, const Context &ctx)
{
    const RankingRequest &r = ctx.request;
    if (v.performancePerPrice && ctx.referencePerfPerPrice && !(v.key == ctx.reference)) {
        const auto rel = ratio(v.performancePerPrice, ctx.referencePerfPerPrice);
        if (rel)
            reasons << Ranking::tr("%1× the %2's performance per %3.")
                           .arg(num(*rel, 2), shortName(ctx.reference), toCode(r.currency));
    }
    // A board of several GPUs: relative performance is one GPU's, its value the whole board's.
    if (const int gpus = std::max(1, card.gpusPerBoard);
        card.serverOf && v.relative && (v.performancePerPrice || v.performancePerWatt))
        //: %n: GPUs of the server, %1: percent of one GPU's speed each keeps, %2: the server's
        //: relative performance, %3: the reference card.
        reasons << Ranking::tr("Per server: performance per price and per watt count its %n GPUs "
                               "at %1 % of one GPU's speed each (data parallel over NVLink, fitted "
                               "on measured multi-GPU results): %2× the %3's performance, against "
                               "the server's price and the GPUs' power.",
            nullptr, gpus)
                       .arg(qRound(v.boardGpus / gpus * 100))
                       .arg(num(*v.relative * v.boardGpus, 2), shortName(ctx.reference));
    else if (gpus > 1 && v.relative && (v.performancePerPrice || v.performancePerWatt))
        reasons << Ranking::tr("Per board: performance per price and per watt count its %n GPUs "
                               "together (%1× the %2's performance), against the board's price "
                               "and power.",
            nullptr, gpus)
                       .arg(num(*v.relative * gpus, 2), shortName(ctx.reference));
}

// 5. The price it is judged at, and a price of the user's that the scope leaves out.
void priceReasons(QStringList &reasons, const CardVerdict &v, const Context &ctx)
{
    const RankingRequest &r = ctx.request;
    if (v.price) {
        // "≈" marks a price seen in the other currency and converted, as in the catalog.
        const QString amount = approximatePriceText(num(v.price->amount, 0), v.price->converted);
        const QString currency = toCode(v.price->currency);
        const bool used = v.price->condition == Condition::Used;
        const QString when = v.price->date.toString(Qt::ISODate);
        if (v.price->basis == PriceBasis::LaunchPriceEstimate) {
            reasons << Ranking::tr("Judged at %1 %2, its launch price converted at your exchange "
                                   "rate (an estimate: the card is still sold new).")
                           .arg(amount, currency);
        } else {
            QString what;
            if (v.price->basis == PriceBasis::UserPrice)
                what
                    = used ? Ranking::tr("your own used price") : Ranking::tr("your own new price");
            else
                what
                    = used ? Ranking::tr("a used street price") : Ranking::tr("a new street price");
            if (v.flags.contains(Flag::StalePrice)) {
                // Whole months between the price's date and today.
                const QDate &d = v.price->date;
                const QDate &today = r.asOf;
                int months = (today.year() - d.year()) * 12 + today.month() - d.month();
                if (today.day() < d.day())
                    --months;
                reasons << Ranking::tr("Judged at %1 %2, %3 of %4 (%n month(s) ago: check "
                                       "today's price).",
                    nullptr, months)
                               .arg(amount, currency, what, when);
            } else {
                reasons
                    << Ranking::tr("Judged at %1 %2, %3 of %4.").arg(amount, currency, what, when);
            }
        }
        if (v.price->basis != PriceBasis::LaunchPriceEstimate) {
            const QString origin = priceOriginText(*v.price);
            if (!origin.isEmpty())
                //: %1 the price as its source gave it ("1,599 USD on 2026-02-01, converted").
                reasons << Ranking::tr("The price as seen: %1.").arg(origin);
        }
        if (v.price->otherConditionAmount) {
            const QString other = num(*v.price->otherConditionAmount, 0);
            reasons << (used ? Ranking::tr("Its best current price: new it costs %1 %2.")
                             : Ranking::tr("Its best current price: used it costs %1 %2."))
                           .arg(other, currency);
        }
    }
    if (v.userPriceOutOfScopeRow >= 0 && v.userPriceOutOfScopeRow < ctx.data.prices.size()) {
        const Price &p = ctx.data.prices[v.userPriceOutOfScopeRow];
        const QString amount = num(p.amount, 0) + QLatin1Char(' ') + QString(p.currency);
        const QString when = p.observedDate.toString(Qt::ISODate);
        reasons << (p.condition == Condition::Used
                ? Ranking::tr("Your used price of %1 (%2) is not used: the ranking considers new "
                              "prices only. Set the condition to \"new or used\" to use it.")
                : Ranking::tr("Your new price of %1 (%2) is not used: the ranking considers used "
                              "prices only. Set the condition to \"new or used\" to use it."))
                       .arg(amount, when);
    }
}

// The reasons of one verdict, in this order: memory (and software support where it is not
// today's default builds), the model's deciding figures, the evidence, value, price.
QStringList explainVerdict(const Card &card, const CardVerdict &v, const Context &ctx)
{
    QStringList reasons;
    memoryReasons(reasons, v, ctx);
    // Software support, where it is not today's default builds (SoftwareSupport.h).
    if (v.hasFlag(Flag::LegacySoftware) || v.hasFlag(Flag::CudaUnsupported)
        || v.hasFlag(Flag::SoftwareUnsupported)) {
        const QString sentence = softwareSupportSentence(card);
        if (!sentence.isEmpty())
            reasons << sentence;
    }
    figureReasons(reasons, card, ctx);
    evidenceReasons(reasons, v, ctx);
    valueReasons(reasons, card, v, ctx);
    priceReasons(reasons, v, ctx);
    return reasons;
}

// What the fitted model makes of this workload on the reference card: how much of the time goes
// to arithmetic and how much to memory traffic. Empty for LLM inference or without the figures.
QString modelSentence(const Card &ref, const RankingRequest &request, const ModelParameters &params)
{
    if (request.workload == Workload::LlmInference)
        return {};
    const auto c = PerformanceModel::computeTflops(ref, request.precision);
    if (!c || !ref.memoryBandwidthGBps || !(*ref.memoryBandwidthGBps > 0))
        return {};
    const double computeTime = 1.0 / *c;
    const double memoryTime = 1.0
        / (params.intensityFlopPerByte * *ref.memoryBandwidthGBps / std::max(1, ref.gpusPerBoard)
            / 1000.0 * std::pow(PerformanceModel::l2CacheMb(ref) / 6.0, params.l2Exponent));
    const auto cuda = PerformanceModel::cudaCoreTflops(ref);
    const double cudaTime = params.cudaCoreFactor > 0 && cuda && *cuda > 0
        ? 1.0 / (params.cudaCoreFactor * *cuda)
        : 0.0;
    const double total = computeTime + memoryTime + cudaTime;
    const int computeShare = qRound(computeTime / total * 100.0);
    const int cudaShare = qRound(cudaTime / total * 100.0);
    const int memoryShare = 100 - computeShare - cudaShare;
    // A small batch's cost, where the fit found one: said for three common memory sizes.
    QString batch;
    const double at12 = PerformanceModel::batchFactor(params, 12) - 1;
    if (params.fittedOn > 0 && at12 >= 0.02)
        batch = QLatin1Char(' ')
            + Ranking::tr("A card runs the largest batch its memory holds, and a small batch "
                          "costs time: the model adds %1 % with 12 GB, %2 % with 24 GB and %3 % "
                          "with 80 GB.")
                  .arg(qRound(at12 * 100))
                  .arg(qRound((PerformanceModel::batchFactor(params, 24) - 1) * 100))
                  .arg(qRound((PerformanceModel::batchFactor(params, 80) - 1) * 100));
    // Without measured results for this workload the intensity is the model's default.
    if (params.fittedOn > 0 && cudaTime > 0)
        return Ranking::tr("Fitted to %n measured result(s), the model splits the time on the %1 "
                           "into %2 % tensor-core arithmetic, %3 % memory traffic and %4 % work on "
                           "the CUDA cores (normalisation, activations, optimizer), so the tensor "
                           "cores, the memory bandwidth and the CUDA cores all count.",
                   nullptr, params.fittedOn)
                   .arg(shortName(ref.key))
                   .arg(computeShare)
                   .arg(memoryShare)
                   .arg(cudaShare)
            + batch;
    const QString sentence = params.fittedOn > 0
        ? Ranking::tr("Fitted to %n measured result(s), the model puts this work at %1 FLOP per "
                      "byte of memory traffic: on the %2, "
                      "%3 % of the time is arithmetic and %4 % memory traffic, so both the "
                      "compute rate and the memory "
                      "bandwidth count.",
            nullptr, params.fittedOn)
        : Ranking::tr("With no measured results to fit for this workload, the model assumes %1 "
                      "FLOP per byte of memory traffic: on the %2, %3 % of the time is "
                      "arithmetic and %4 % memory traffic.");
    return sentence.arg(QString::number(params.intensityFlopPerByte, 'f', 1), shortName(ref.key))
               .arg(computeShare)
               .arg(100 - computeShare)
        + batch;
}

// The picks' notes (Recommendation): the better cards each pick passed over, by its own measure,
// and the unverified card it was preferred to (RankingPicks.cpp chose them).
void wordPickNotes(
    Recommendation &rec, const QList<CardVerdict> &verdicts, const RankingRequest &request)
{
    struct SetAside
    {
        int unverified = -1;
    };
    const SetAside overallAside {rec.bestOverallUnverified.value_or(-1)};
    const SetAside valueAside {rec.bestValueUnverified.value_or(-1)};
    // A pick that is not first by its own measure says which ranked cards ahead of it by that
    // measure it was preferred to, and why (their caveat; the first three, best first).
    enum class Measure
    {
        Performance,
        Value,
        MemoryPerPrice
    };
    const auto ahead = [](Measure m, const CardVerdict &a, const CardVerdict &b) {
        switch (m) {
        case Measure::Performance:
            return a.rank < b.rank;
        case Measure::Value:
            return a.performancePerPrice.value_or(0) > b.performancePerPrice.value_or(0);
        case Measure::MemoryPerPrice:
            return a.memoryPerGpuGb / a.price->amount > b.memoryPerGpuGb / b.price->amount;
        }
        return false;
    };
    auto explainSkipped = [&](const std::optional<int> &pickIndex, Measure measure) -> QString {
        if (!pickIndex)
            return {};
        const CardVerdict &chosen = verdicts[*pickIndex];
        QList<const CardVerdict *> passed;
        for (const CardVerdict &other : verdicts) {
            if (other.rank == 0 || &other == &chosen || !ahead(measure, other, chosen))
                continue;
            if (pickCaveat(other))
                passed << &other;
        }
        if (passed.isEmpty())
            return {};
        std::stable_sort(passed.begin(), passed.end(),
            [&](const CardVerdict *a, const CardVerdict *b) { return ahead(measure, *a, *b); });
        QString sentence;
        if (passed.size() == 1) {
            const QString name = shortName(passed[0]->key);
            QString why = flagText(*pickCaveat(*passed[0]), request.workload);
            if (passed[0]->estimateBasis == EstimateBasis::Unverified)
                why += QLatin1Char(' ')
                    + Ranking::tr("Its figure is an unverified estimate: no card of its vendor has "
                                  "a measured result.");
            switch (measure) {
            case Measure::Performance:
                sentence = Ranking::tr("Preferred to the higher-ranked %1: %2").arg(name, why);
                break;
            case Measure::Value:
                sentence = Ranking::tr(
                    "As best value, preferred to the %1, which gives more performance "
                    "per price: %2")
                               .arg(name, why);
                break;
            case Measure::MemoryPerPrice:
                sentence
                    = Ranking::tr("As most memory per price, preferred to the %1, which gives more "
                                  "memory per price: %2")
                          .arg(name, why);
                break;
            }
        } else {
            QStringList names;
            for (qsizetype i = 0; i < passed.size() && i < 3; ++i)
                names << Ranking::tr("%1 (%2)").arg(shortName(passed[i]->key),
                    passed[i]->estimateBasis == EstimateBasis::Unverified
                        ? flagLabel(*pickCaveat(*passed[i])) + Ranking::tr(", unverified estimate")
                        : flagLabel(*pickCaveat(*passed[i])));
            if (passed.size() > 3)
                names << Ranking::tr("%n more", nullptr, int(passed.size() - 3));
            //: The list separator between the cards a pick was preferred to.
            const QString list = names.join(Ranking::tr("; "));
            switch (measure) {
            case Measure::Performance:
                sentence = Ranking::tr("Preferred to the higher-ranked %1.").arg(list);
                break;
            case Measure::Value:
                sentence = Ranking::tr("As best value, preferred to these cards, which give more "
                                       "performance per price: %1.")
                               .arg(list);
                break;
            case Measure::MemoryPerPrice:
                sentence
                    = Ranking::tr("As most memory per price, preferred to these cards, which give "
                                  "more memory per price: %1.")
                          .arg(list);
                break;
            }
        }
        return sentence;
    };
    // Kept with the pick, not in the card's reasons: a card that is two picks would otherwise
    // read the other pick's sentence under each.
    rec.bestOverallNote = explainSkipped(rec.bestOverall, Measure::Performance);
    rec.bestValueNote = explainSkipped(rec.bestValue, Measure::Value);
    rec.mostMemoryPerPriceNote = explainSkipped(rec.mostMemoryPerPrice, Measure::MemoryPerPrice);
    const auto unverifiedNote = [&](const SetAside &aside) -> QString {
        if (aside.unverified < 0)
            return {};
        const CardVerdict &u = verdicts[aside.unverified];
        return Ranking::tr("Preferred to the %1, whose figure is an unverified estimate (no "
                           "measured card of its vendor) with a range of %2–%3× the reference: "
                           "this card is within that range and its figure is verified.")
            .arg(shortName(u.key), QLocale().toString(u.estimateLow.value_or(0), 'f', 2),
                QLocale().toString(u.estimateHigh.value_or(0), 'f', 2));
    };
    const auto join = [](const QString &a, const QString &b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + QLatin1Char(' ') + b;
    };
    rec.bestOverallNote = join(rec.bestOverallNote, unverifiedNote(overallAside));
    rec.bestValueNote = join(rec.bestValueNote, unverifiedNote(valueAside));
}

} // namespace

// The words of a ranking, in the language of the installed translators (docs/architecture.md):
// run by Ranking::rank() and again on a result after a language switch.
void wordRanking(RankingResult &result, const CatalogData &data, const RankingRequest &request)
{
    // The rule the workload follows, and what the fitted model makes of it on the reference card.
    result.rule = Ranking::ruleText(request.workload);
    const int referenceIndex = result.referenceCardIndex;
    if (referenceIndex >= 0 && referenceIndex < data.cards.size()) {
        const QString sentence
            = modelSentence(data.cards[referenceIndex], request, result.parameters);
        if (!sentence.isEmpty())
            result.rule += QLatin1Char(' ') + sentence;
    }
    // The reasons of the cards people read: the top of the ranking, the picks and think-twice.
    QList<CardVerdict> &verdicts = result.verdicts;
    const Recommendation &rec = result.recommendation;
    std::optional<double> referencePerfPerPrice;
    for (const CardVerdict &v : verdicts)
        if (v.cardIndex == referenceIndex)
            referencePerfPerPrice = v.performancePerPrice;
    const double recommended = Ranking::recommendedMemoryGb(request);
    const Context ctx {
        data, request, result.parameters, result.reference, referencePerfPerPrice, recommended};
    QSet<int> explained;
    for (int i = 0;
         i < verdicts.size() && (request.top <= 0 ? i < 50 : i < std::max(request.top, 50)); ++i)
        explained.insert(i);
    for (auto o : {rec.bestOverall, rec.bestValue, rec.mostMemoryPerPrice})
        if (o)
            explained.insert(*o);
    for (int i : rec.thinkTwice)
        explained.insert(i);
    for (int i : explained)
        verdicts[i].reasons = explainVerdict(data.cards[verdicts[i].cardIndex], verdicts[i], ctx);
    // The picks' notes, and why there is no pick.
    wordPickNotes(result.recommendation, verdicts, request);
    result.noPickReason = Ranking::noPickReason(request, result);
}

QString Ranking::accuracySentence(const ModelParameters &m)
{
    const auto orUnknown
        = [](const QString &s) { return s.isEmpty() ? Ranking::tr("unknown") : s; };
    if (m.fittedOn > 0)
        //: %1 the network, %2 its unit, %3 the typical deviation in percent.
        return Ranking::tr("The others are estimated from specifications with a model fitted to "
                           "%n measured result(s) (%1, %2), typically within ±%3 % of a "
                           "measurement for this workload.",
            nullptr, m.fittedOn)
            .arg(m.network, m.unit)
            .arg(qRound((std::exp(m.rmsLogError) - 1.0) * 100.0));
    return Ranking::tr("The others are estimated from specifications with the model's documented "
                       "default parameters (%1, %2): no measured results to fit for this "
                       "workload.")
        .arg(orUnknown(m.network), orUnknown(m.unit));
}

QString Ranking::ruleText(Workload w)
{
    switch (w) {
    case Workload::Cnn:
    case Workload::Transformer:
        return tr("Rule for convolutional networks and Transformers: tensor cores > FLOPs > memory "
                  "bandwidth > "
                  "16-bit capability (Dettmers, \"Which GPU for deep learning\", 2019). In the "
                  "model the tensor cores "
                  "set the compute rate at 16-bit precision, and the memory bandwidth limits how "
                  "much of it is used.");
    case Workload::Rnn:
        return tr("Rule for recurrent networks: memory bandwidth > 16-bit capability > tensor "
                  "cores > FLOPs (Dettmers, "
                  "2019). In the model recurrent steps move many bytes per FLOP, so memory "
                  "bandwidth weighs most.");
    case Workload::LlmInference:
        return tr("Rule for LLM token generation: the model's weights must fit in one GPU's "
                  "memory; then every token "
                  "streams the weights once, so memory bandwidth decides the speed.");
    }
    return {};
}

QString Ranking::unpricedSentence(
    const RankingResult &result, const CatalogData &data, const RankingRequest &request, int names)
{
    if (result.unpriced.isEmpty())
        return {};
    const QDate today = request.asOf.isValid() ? request.asOf : QDate::currentDate();
    const auto monthsSince = [&](const QDate &d) {
        int months = (today.year() - d.year()) * 12 + today.month() - d.month();
        if (today.day() < d.day())
            --months;
        return std::max(0, months);
    };
    // The cards looked at: the best 64 by performance (a catalog of 100,000 cards may have
    // thousands without a price; a sentence names a few).
    const QList<int> candidates = result.unpriced.mid(0, 64);
    // The last price ever seen of each, in any condition (the request's scope may leave it out):
    // one pass over the prices, matched by model name first (no text is built per price).
    QHash<QString, QList<int>> byModel; // model -> card indices
    for (int i : candidates)
        if (const int c = result.verdicts[i].cardIndex; c >= 0 && c < data.cards.size())
            byModel[data.cards[c].key.model].append(c);
    QHash<int, const Price *> lastPrices; // card index -> its latest price
    for (const Price &p : data.prices) {
        const auto it = byModel.constFind(p.card.model);
        if (it == byModel.constEnd())
            continue;
        for (int c : it.value()) {
            if (!(data.cards[c].key == p.card))
                continue;
            const Price *&last = lastPrices[c];
            if (!last || p.observedDate > last->observedDate)
                last = &p;
        }
    }
    const auto lastPriceOf = [&lastPrices, &data](const Card &card) {
        return lastPrices.value(int(&card - data.cards.constData()), nullptr);
    };
    // With a budget, the cards whose last known price was near it come first (a student with
    // 8,000 CNY reads about an RTX 4090 before an MI355X); then by performance.
    if (names <= 0)
        //: Said on a small screen, without naming the cards (Edit > Prices to check lists them).
        return tr("%n card(s) in range have no current price and are not ranked.", nullptr,
            int(result.unpriced.size()));
    QList<int> order = candidates;
    if (request.budget && *request.budget > 0) {
        const auto nearBudget = [&](int i) {
            const CardVerdict &v = result.verdicts[i];
            if (v.cardIndex < 0 || v.cardIndex >= data.cards.size())
                return false;
            const Card &card = data.cards[v.cardIndex];
            std::optional<double> amount;
            if (const Price *last = lastPriceOf(card)) {
                if (const auto c = request.rate.convertOn(
                        last->amountPerGpu(), last->currency, last->observedDate, request.currency))
                    amount = c->amount;
            } else if (card.launchPriceUsd) {
                amount
                    = request.rate.convert(*card.launchPriceUsd, Currency::USD, request.currency);
            }
            return amount && *amount >= *request.budget / 3.0 && *amount <= *request.budget * 2.0;
        };
        // Then the cards without any price evidence that a buyer of this budget may consider
        // (consumer and workstation cards), then the rest (data-centre parts, far-off prices).
        const auto noEvidenceBuyable = [&](int i) {
            const CardVerdict &v = result.verdicts[i];
            if (v.cardIndex < 0 || v.cardIndex >= data.cards.size())
                return false;
            const Card &card = data.cards[v.cardIndex];
            // (a laptop GPU is not sold on its own: with the rest)
            return !lastPriceOf(card) && !card.launchPriceUsd
                && card.productLine != ProductLine::DataCenter && card.key.form != Form::SXM
                && card.key.form != Form::OAM && card.key.form != Form::Laptop;
        };
        const auto firstRest = std::stable_partition(order.begin(), order.end(), nearBudget);
        std::stable_partition(firstRest, order.end(), noEvidenceBuyable);
    }
    QStringList named;
    for (int i : std::as_const(order)) {
        if (named.size() >= names)
            break;
        const CardVerdict &v = result.verdicts[i];
        if (v.cardIndex < 0 || v.cardIndex >= data.cards.size())
            continue;
        const Card &card = data.cards[v.cardIndex];
        const Price *last = lastPriceOf(card);
        QString known;
        if (last) {
            known = tr("last seen at %1 %2 on %3, %n month(s) ago", nullptr,
                monthsSince(last->observedDate))
                        .arg(num(last->amount, 0), last->currency,
                            last->observedDate.toString(Qt::ISODate));
        } else if (card.launchPriceUsd) {
            QDate released = QDate::fromString(card.releaseDate, Qt::ISODate);
            if (!released.isValid())
                released = QDate::fromString(card.releaseDate, QStringLiteral("yyyy-MM"));
            known = released.isValid()
                ? tr("launch price %1 USD, %2, %n month(s) ago", nullptr, monthsSince(released))
                      .arg(num(*card.launchPriceUsd, 0), card.releaseDate)
                : tr("launch price %1 USD").arg(num(*card.launchPriceUsd, 0));
        } else {
            known = tr("never priced");
        }
        if (v.priceToBeatValue)
            //: %1 what is known of its price, %2 amount, %3 currency (the price to beat).
            known = tr("%1; worth buying below %2 %3")
                        .arg(known, num(*v.priceToBeatValue, 0), toCode(request.currency));
        //: A card and what is known of its price, in the line of cards without a price.
        named << tr("%1 (%2)").arg(card.displayName(), known);
    }
    const qsizetype more = result.unpriced.size() - named.size();
    QString list = named.join(tr("; "));
    if (more > 0)
        //: After the cards named in the line of cards without a price.
        list += tr(" and %n more", nullptr, int(more));
    //: %1 the cards with what is known of their price; a ranking with a budget leaves them out.
    return tr("%n card(s) in range have no current price and are not ranked: %1.", nullptr,
        int(result.unpriced.size()))
        .arg(list);
}

QString Ranking::noPickReason(const RankingRequest &request, const RankingResult &result)
{
    if (result.recommendation.bestOverall)
        return {};
    // Ranked cards, all of them legacy software that today's default builds do not run.
    if (request.software == SoftwarePolicy::CurrentOnly) {
        int legacy = 0;
        for (const CardVerdict &v : result.verdicts)
            if (v.rank > 0 && v.hasFlag(Flag::LegacySoftware))
                ++legacy;
        if (legacy > 0)
            return tr("Within these limits only %n card(s) of legacy software remain, which "
                      "today's default builds no longer run: widen the limits, or accept legacy "
                      "software (settings, or --software legacy) if you keep an older toolkit.",
                nullptr, legacy);
    }
    // The likeliest reason: for an LLM, that no priced card holds the model.
    bool pricedButTooSmall = false;
    for (const CardVerdict &v : result.verdicts)
        if (v.price && v.withinBudget && v.flags.contains(Flag::LowMemory))
            pricedButTooSmall = true;
    if (request.memoryNeedGb && pricedButTooSmall)
        return tr("No card with a known price within these limits has the memory for %1: it "
                  "needs %2 GB per GPU, and some memory is kept free. Several cards may hold it "
                  "(the set-ups below), or choose a smaller model, fewer bits or a larger budget.")
            .arg(request.memoryNeedOf, formatNumber(*request.memoryNeedGb, 1));
    if (request.workload == Workload::LlmInference && pricedButTooSmall)
        return tr("No card with a known price within these limits has the memory for a "
                  "%1-billion-parameter model in %2: its weights need %3 GB with 20 % to spare, "
                  "and some memory is kept free. Choose a smaller model or precision, or widen "
                  "the budget.")
            .arg(request.llmParametersBillions)
            .arg(precisionName(request.precision))
            .arg(formatNumber(request.llmParametersBillions
                    * PerformanceModel::bytesPerParameter(request.precision) * 1.2,
                1));
    return tr("No card with a known price passes these limits (budget, memory, condition): widen "
              "them, or add your own prices.");
}

QStringList Ranking::explain(const CatalogData &data, const RankingRequest &request,
    const RankingResult &result, const CardVerdict &verdict)
{
    if (verdict.cardIndex < 0 || verdict.cardIndex >= data.cards.size())
        return {};
    std::optional<double> referencePerfPerPrice;
    if (const CardVerdict *ref = result.verdictFor(result.reference))
        referencePerfPerPrice = ref->performancePerPrice;
    const double recommended = recommendedMemoryGb(request);
    const Context ctx {
        data, request, result.parameters, result.reference, referencePerfPerPrice, recommended};
    return explainVerdict(data.cards[verdict.cardIndex], verdict, ctx);
}

QString toCode(Flag f)
{
    switch (f) {
    case Flag::CudaUnsupported:
        return QStringLiteral("cuda_unsupported");
    case Flag::Fp16Crippled:
        return QStringLiteral("fp16_crippled");
    case Flag::NoTensorCores:
        return QStringLiteral("no_tensor_cores");
    case Flag::PrecisionUnsupported:
        return QStringLiteral("precision_unsupported");
    case Flag::LowMemory:
        return QStringLiteral("low_memory");
    case Flag::RocmCaveat:
        return QStringLiteral("rocm_caveat");
    case Flag::IntelCaveat:
        return QStringLiteral("intel_caveat");
    case Flag::UsedMarket:
        return QStringLiteral("used_market");
    case Flag::DataCenterCooling:
        return QStringLiteral("passive_cooling");
    case Flag::HighPower:
        return QStringLiteral("high_power");
    case Flag::LaptopPart:
        return QStringLiteral("laptop_part");
    case Flag::NoPrice:
        return QStringLiteral("no_price");
    case Flag::EstimatedPrice:
        return QStringLiteral("estimated_price");
    case Flag::UnknownSpecs:
        return QStringLiteral("unknown_specs");
    case Flag::StalePrice:
        return QStringLiteral("stale_price");
    case Flag::ServerModule:
        return QStringLiteral("server_module");
    case Flag::OverBudget:
        return QStringLiteral("over_budget");
    case Flag::UserPriceOutOfScope:
        return QStringLiteral("user_price_out_of_scope");
    case Flag::LegacySoftware:
        return QStringLiteral("legacy_software");
    case Flag::SoftwareUnsupported:
        return QStringLiteral("software_unsupported");
    case Flag::ConvertedPrice:
        return QStringLiteral("converted_price");
    case Flag::VendorStack:
        return QStringLiteral("vendor_stack");
    }
    return {};
}

QString flagLabel(Flag f)
{
    switch (f) {
    case Flag::CudaUnsupported:
        return Ranking::tr("no CUDA support");
    case Flag::Fp16Crippled:
        return Ranking::tr("slow FP16");
    case Flag::NoTensorCores:
        return Ranking::tr("no tensor cores");
    case Flag::PrecisionUnsupported:
        return Ranking::tr("precision unsupported");
    case Flag::LowMemory:
        return Ranking::tr("low memory");
    case Flag::RocmCaveat:
        return Ranking::tr("ROCm");
    case Flag::IntelCaveat:
        return Ranking::tr("Intel software");
    case Flag::UsedMarket:
        return Ranking::tr("used");
    case Flag::DataCenterCooling:
        return Ranking::tr("passive cooling");
    case Flag::HighPower:
        return Ranking::tr("high power");
    case Flag::LaptopPart:
        return Ranking::tr("laptop");
    case Flag::NoPrice:
        return Ranking::tr("no price");
    case Flag::EstimatedPrice:
        return Ranking::tr("estimated price");
    case Flag::UnknownSpecs:
        return Ranking::tr("unknown specs");
    case Flag::StalePrice:
        return Ranking::tr("old price");
    case Flag::ServerModule:
        return Ranking::tr("server module");
    case Flag::OverBudget:
        return Ranking::tr("over budget");
    case Flag::UserPriceOutOfScope:
        return Ranking::tr("your price not used");
    case Flag::LegacySoftware:
        return Ranking::tr("legacy software");
    case Flag::SoftwareUnsupported:
        return Ranking::tr("unsupported software");
    case Flag::ConvertedPrice:
        return Ranking::tr("converted price");
    case Flag::VendorStack:
        return Ranking::tr("own software stack");
    }
    return {};
}

QString flagText(Flag f)
{
    switch (f) {
    case Flag::CudaUnsupported:
        return Ranking::tr("Its compute capability is no longer supported by current CUDA and "
                           "PyTorch builds: not recommended.");
    case Flag::Fp16Crippled:
        return Ranking::tr("FP16 math runs at 1/64 of FP32 on this Pascal chip (all Pascal but "
                           "the P100): mixed precision brings no speed-up.");
    case Flag::NoTensorCores:
        return Ranking::tr("No tensor cores: mixed-precision training needs compute capability 7.0 "
                           "or newer to pay off.");
    case Flag::PrecisionUnsupported:
        return Ranking::tr("The card does not support the chosen precision.");
    case Flag::LowMemory:
        return Ranking::tr("Less memory than this workload needs.");
    case Flag::RocmCaveat:
        return Ranking::tr("AMD: deep-learning software (ROCm) is less mature; PyTorch on ROCm "
                           "runs on Linux only.");
    case Flag::IntelCaveat:
        return Ranking::tr(
            "Intel: framework support for Intel GPUs is newer still; check your framework first.");
    case Flag::UsedMarket:
        return Ranking::tr("Used card: no warranty, possible mining wear; test it before paying.");
    case Flag::DataCenterCooling:
        return Ranking::tr(
            "Passively cooled data-centre card: it needs server airflow or an added fan.");
    case Flag::HighPower:
        return Ranking::tr("High board power: check that the power supply has at least 300 W to "
                           "spare above the card.");
    case Flag::LaptopPart:
        return Ranking::tr(
            "Laptop GPU: its speed depends on the laptop's power limit and cooling.");
    case Flag::NoPrice:
        return Ranking::tr("No price known: left out of the value ranking.");
    case Flag::EstimatedPrice:
        return Ranking::tr("Price estimated from the launch price at your exchange rate.");
    case Flag::UnknownSpecs:
        return Ranking::tr("A figure the estimate needs is unknown.");
    case Flag::StalePrice:
        return Ranking::tr("The price is more than a year old: check today's price before "
                           "comparing value.");
    case Flag::ServerModule:
        return Ranking::tr("An SXM/OAM module: it mounts on a server baseboard, not in the PCIe "
                           "slot of a desktop.");
    case Flag::OverBudget:
        return Ranking::tr("Over your budget: shown for comparison, not ranked.");
    case Flag::UserPriceOutOfScope:
        return Ranking::tr("You entered a price of the other condition (new or used) than the "
                           "ranking considers: it is not used. Set the condition to \"new or "
                           "used\" to use it.");
    case Flag::LegacySoftware:
        return Ranking::tr("Legacy software: today's default builds no longer run it, only an "
                           "older toolkit build does (PyTorch's CUDA 12.6 builds for NVIDIA before "
                           "compute capability 7.5; ROCm 6.3 and older for AMD GCN 5); not picked "
                           "unless the settings include legacy software.");
    case Flag::SoftwareUnsupported:
        return Ranking::tr("Unsupported software: no current build of its vendor's stack "
                           "supports it: not recommended.");
    case Flag::ConvertedPrice:
        return Ranking::tr("Converted price: judged at a price seen in another currency, or per "
                           "GPU of a module or server, converted at the rate of its own date; "
                           "check a local price before buying.");
    case Flag::VendorStack:
        return Ranking::tr("Its own software stack, not CUDA: PyTorch's CUDA builds, "
                           "FlashAttention, bitsandbytes and vLLM do not run as they are; check "
                           "that your framework and models run on it (its stack support and "
                           "source are in the details).");
    }
    return {};
}

QString flagText(Flag f, Workload w)
{
    if (w == Workload::LlmInference) {
        if (f == Flag::RocmCaveat)
            return Ranking::tr("AMD: LLM inference runs on llama.cpp (ROCm/HIP or Vulkan back "
                               "end) and on vLLM with ROCm for Instinct and Radeon RX 7900/9000 "
                               "cards; ROCm itself is Linux-first.");
        if (f == Flag::IntelCaveat)
            return Ranking::tr("Intel: for LLM inference use llama.cpp (SYCL or Vulkan back end) "
                               "or PyTorch's XPU builds; support is newer than CUDA's.");
    }
    return flagText(f);
}

QString estimateSummary(const CardVerdict &v)
{
    if (!v.relative)
        return {};
    QString basis;
    switch (v.estimateBasis) {
    case EstimateBasis::Measured:
        return Ranking::tr("measured");
    case EstimateBasis::Calibrated:
        basis = Ranking::tr("calibrated estimate");
        break;
    case EstimateBasis::Extrapolated:
        basis = Ranking::tr("extrapolated estimate");
        break;
    case EstimateBasis::Unverified:
        basis = Ranking::tr("unverified estimate");
        break;
    }
    if (!v.estimateLow || !v.estimateHigh)
        return basis;
    return Ranking::tr("%1, likely %2–%3×", "estimate basis and range")
        .arg(basis, num(*v.estimateLow, 2), num(*v.estimateHigh, 2));
}

QString estimateBasisText(EstimateBasis b)
{
    switch (b) {
    case EstimateBasis::Measured:
        return Ranking::tr("measured");
    case EstimateBasis::Calibrated:
        return Ranking::tr("estimate calibrated on measured cards of the same architecture");
    case EstimateBasis::Extrapolated:
        return Ranking::tr("estimate extrapolated from other architectures of the same vendor");
    case EstimateBasis::Unverified:
        return Ranking::tr("unverified estimate: no measured card of this vendor");
    }
    return {};
}

QString WarningLine::text(int names) const
{
    QString list = cards.mid(0, names).join(Ranking::tr(", "));
    if (cards.size() > names)
        list += Ranking::tr(" and %n more", nullptr, int(cards.size() - names));
    //: A think-twice line: a warning sentence, then the cards it applies to.
    return Ranking::tr("%1 Applies to: %2.").arg(reason, list);
}

QList<WarningLine> Ranking::warningLines(const QList<const CardVerdict *> &verdicts, Workload w)
{
    // Most serious first: what stops the work, what slows it, what makes it awkward.
    static const QList<Flag> kOrder = {Flag::CudaUnsupported, Flag::SoftwareUnsupported,
        Flag::LegacySoftware, Flag::PrecisionUnsupported, Flag::Fp16Crippled, Flag::NoTensorCores,
        Flag::LowMemory, Flag::ServerModule, Flag::LaptopPart, Flag::DataCenterCooling,
        Flag::VendorStack, Flag::RocmCaveat, Flag::IntelCaveat, Flag::UsedMarket, Flag::HighPower,
        Flag::UnknownSpecs, Flag::OverBudget, Flag::UserPriceOutOfScope};
    QList<WarningLine> lines;
    for (Flag flag : kOrder) {
        WarningLine line;
        line.flag = flag;
        for (const CardVerdict *v : verdicts) {
            if (!v || !v->hasFlag(flag) || line.keys.contains(v->key))
                continue;
            line.cards << v->key.nameWithoutVendor();
            line.keys << v->key;
        }
        if (line.keys.isEmpty())
            continue;
        line.reason = flagText(flag, w);
        lines << line;
    }
    return lines;
}

QList<WarningLine> Ranking::thinkTwiceLines(const RankingResult &result, Workload w)
{
    QList<const CardVerdict *> verdicts;
    for (int i : result.recommendation.thinkTwice)
        if (i >= 0 && i < result.verdicts.size())
            verdicts << &result.verdicts.at(i);
    return warningLines(verdicts, w);
}

} // namespace gpu
