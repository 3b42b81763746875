// SPDX-License-Identifier: GPL-3.0-or-later
// The ranking's words (wordRanking(), declared in Ranking.h; translated in the "Ranking" context):
// the rule and the model's sentence and every verdict's reasons here; the picks' notes, the
// no-pick reason and the cards without a price in RankingPickText.cpp; flag codes, labels and
// sentences, estimates and the think-twice lines in RankingFlagText.cpp.

#include "Ranking.h"
#include "RankingText_p.h"
#include "Ranking_p.h"

#include "MemoryModel.h"
#include "PriceWords.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

using ranking_text::num;

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
    const double mem = v.modelMemoryGb;
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
void evidenceReasons(
    QStringList &reasons, const Card &card, const CardVerdict &v, const Context &ctx)
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
    if (!v.measured && v.estimatedRelative && ctx.request.workload != Workload::LlmInference
        && PerformanceModel::leavesOutVectorCores(card, ctx.request.precision))
        reasons << Ranking::tr("Its maker publishes no FP32 rate: the work on its vector cores "
                               "is not counted, so the estimate is an upper bound.");
    if (!v.measured && v.computeCapped) {
        const double peak = ctx.params.peakPerTflops[size_t(
            PerformanceModel::computeKindOf(card, ctx.request.precision))];
        if (ctx.params.tflopPerUnit > 0)
            reasons << Ranking::tr("Compute-capped: its specs promise more than its arithmetic "
                                   "allows; held at %1 % of its peak, the most any measured "
                                   "card reached on this work.")
                           .arg(num(peak * ctx.params.tflopPerUnit * 100, 0));
        else
            reasons << Ranking::tr("Compute-capped: its specs promise more than its arithmetic "
                                   "allows; held at the most any measured card did per TFLOPS "
                                   "on this work.");
    }
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
    const int gpus = std::max(1, card.gpusPerBoard);
    const bool boardFigures = v.relative && (v.performancePerPrice || v.performancePerWatt);
    const bool workstation = card.serverOf && card.key.form == Form::Workstation;
    if (workstation && boardFigures && r.workload == Workload::LlmInference)
        //: %n: cards of the workstation, %1: percent of one card's speed the split keeps.
        reasons << Ranking::tr("Per workstation: for LLM inference llama.cpp splits the layers "
                               "across its %n cards: memory adds up, speed does not (%1 % of one "
                               "card's speed, fitted on measured multi-GPU results), against the "
                               "cards' price and power.",
            nullptr, gpus)
                       .arg(qRound(v.boardGpus * 100));
    else if (card.serverOf && boardFigures && r.workload == Workload::LlmInference
        && r.tensorParallelServer(card))
        //: %n: GPUs of the server, %1: its speed-up over one GPU ("2.7"), %2–%3: where the
        //: measured results lie against the fit ("0.61–1.43").
        reasons << Ranking::tr("Per server: for one LLM stream vLLM splits every layer across its "
                               "%n GPUs over NVLink (tensor parallel): %1× one GPU's speed, fitted "
                               "on measured vLLM results of 2 to 8 SXM GPUs (they lie at "
                               "%2–%3× of the fit), against the server's price and the GPUs' "
                               "power.",
            nullptr, gpus)
                       .arg(num(v.boardGpus, 2), num(r.tensorParallelLow, 2),
                           num(r.tensorParallelHigh, 2));
    else if (card.serverOf && boardFigures && r.workload == Workload::LlmInference)
        //: %n: GPUs of the server, %1: percent of one GPU's speed the split keeps.
        reasons << Ranking::tr("Per server: for one LLM stream the model's layers are split "
                               "across its %n GPUs: memory adds up, speed does not (%1 % of one "
                               "GPU's speed, fitted on measured multi-GPU results of llama.cpp; "
                               "tensor parallelism over these GPUs' links can be faster, but no "
                               "measured result here shows by how much), against the server's "
                               "price and the GPUs' power.",
            nullptr, gpus)
                       .arg(qRound(v.boardGpus * 100));
    else if (workstation && boardFigures)
        //: %n: cards of the workstation, %1: percent of one card's speed each keeps, %2: the
        //: workstation's relative performance, %3: the reference card.
        reasons << Ranking::tr(
            "Per workstation: performance per price and per watt count its %n "
            "cards at %1 % of one card's speed each (data parallel over PCIe, "
            "fitted on measured multi-GPU results): %2× the %3's performance, "
            "against the machine's price (its cards and a host allowance) and the "
            "cards' power.",
            nullptr, gpus)
                       .arg(qRound(v.boardGpus / gpus * 100))
                       .arg(num(*v.relative * v.boardGpus, 2), shortName(ctx.reference));
    else if (card.serverOf && boardFigures)
        //: %n: GPUs of the server, %1: percent of one GPU's speed each keeps, %2: the server's
        //: relative performance, %3: the reference card.
        reasons << Ranking::tr("Per server: performance per price and per watt count its %n GPUs "
                               "at %1 % of one GPU's speed each (data parallel over NVLink, fitted "
                               "on measured multi-GPU results): %2× the %3's performance, against "
                               "the server's price and the GPUs' power.",
            nullptr, gpus)
                       .arg(qRound(v.boardGpus / gpus * 100))
                       .arg(num(*v.relative * v.boardGpus, 2), shortName(ctx.reference));
    else if (gpus > 1 && boardFigures)
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
        // How the price was obtained: the words of every front end (PriceWords.h).
        const QString how = priceBasisText(*v.price);
        if (v.price->basis == PriceBasis::ModelEstimate) {
            //: %3 what the estimate rests on ("estimated used price, likely 4,600–6,300 CNY:
            //: estimated from 31 cards' price histories, …").
            reasons << Ranking::tr("Judged at ≈ %1 %2: %3.")
                           .arg(num(v.price->amount, 0), currency, how);
        } else if (v.price->basis == PriceBasis::LaunchPriceEstimate) {
            //: %3 how the price was obtained ("estimate from the launch price of 1,599 USD,
            //: converted at 7.20 CNY/USD").
            reasons << Ranking::tr("Judged at %1 %2: %3 (the card is still sold new).")
                           .arg(amount, currency, how);
        } else if (v.flags.contains(Flag::StalePrice)) {
            // Whole months between the price's date and today.
            const QDate &d = v.price->date;
            const QDate &today = r.asOf;
            int months = (today.year() - d.year()) * 12 + today.month() - d.month();
            if (today.day() < d.day())
                --months;
            //: %3 how the price was obtained ("new street price of 2026-10-01").
            reasons << Ranking::tr(
                "Judged at %1 %2: %3 (%n month(s) ago: check today's price).", nullptr, months)
                           .arg(amount, currency, how);
        } else {
            //: %3 how the price was obtained ("new street price of 2026-10-01").
            reasons << Ranking::tr("Judged at %1 %2: %3.").arg(amount, currency, how);
        }
        if (const QString origin = priceOriginText(*v.price); !origin.isEmpty())
            //: %1 the price as its source gave it ("1,599 USD on 2026-02-01, converted").
            reasons << Ranking::tr("The price as seen: %1.").arg(origin);
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
    evidenceReasons(reasons, card, v, ctx);
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
    VerdictList &verdicts = result.verdicts;
    const Recommendation &rec = result.recommendation;
    // The reference's verdict, where the ranking put it.
    std::optional<double> referencePerfPerPrice;
    if (const VerdictList::Store *store = verdicts.store(); store && store->referencePosition >= 0)
        referencePerfPerPrice = verdicts.figures(store->referencePosition).performancePerPrice;
    const double recommended = Ranking::recommendedMemoryGb(request);
    const Context ctx {
        data, request, result.parameters, result.reference, referencePerfPerPrice, recommended};
    QSet<int> explained;
    if (request.explainOnly) {
        for (int i = 0; i < verdicts.size(); ++i)
            if (request.explainOnly->contains(data.cards[verdicts.figures(i).cardIndex].key))
                explained.insert(i);
    } else {
        for (int i = 0;
             i < verdicts.size() && (request.top <= 0 ? i < 50 : i < std::max(request.top, 50));
             ++i)
            explained.insert(i);
        for (auto o : {rec.bestOverall, rec.bestValue, rec.mostMemoryPerPrice})
            if (o)
                explained.insert(*o);
        for (int i : rec.thinkTwice)
            explained.insert(i);
    }
    for (int i : explained) {
        CardVerdict &v = verdicts[i];
        v.reasons = explainVerdict(data.cards[v.cardIndex], v, ctx);
    }
    // The picks' notes, and why there is no pick.
    ranking_text::wordPickNotes(result.recommendation, verdicts, request);
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

} // namespace gpu
