// SPDX-License-Identifier: GPL-3.0-or-later
#include "Ranking.h"
#include "Ranking_p.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

namespace gpu {

namespace {

bool finitePositive(double v)
{
    return std::isfinite(v) && v > 0;
}

std::optional<double> ratio(std::optional<double> a, std::optional<double> b)
{
    if (!a || !b || !finitePositive(*b) || !std::isfinite(*a))
        return std::nullopt;
    const double r = *a / *b;
    return std::isfinite(r) ? std::optional<double>(r) : std::nullopt;
}

QString num(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

// The figures of the measured result a verdict shows, or nullopt without one.
std::optional<MeasuredResult> measuredResult(const BenchmarkResult *best)
{
    if (!best)
        return std::nullopt;
    return MeasuredResult {best->value, best->unit, best->network, best->sourceUrl, best->date};
}

bool passesRequest(const Card &card, const RankingRequest &request,
    const std::optional<CardPrice> &price, const QStringList &searchWords)
{
    if (!request.vendors.isEmpty() && !request.vendors.contains(card.key.vendor))
        return false;
    if (!request.forms.isEmpty() && !request.forms.contains(card.key.form))
        return false;
    if (request.minMemoryGb && card.memoryPerGpuGb() < *request.minMemoryGb)
        return false;
    if (request.maxTdpWatts && (!card.tdpWatts || *card.tdpWatts > *request.maxTdpWatts))
        return false;
    if (!request.filter.matchesExceptSearch(card, price))
        return false;
    return searchWords.isEmpty() || matchesSearch(SearchText::of(card), searchWords);
}

} // namespace

// Short name for sentences (Ranking_p.h): "RTX 3060 12 GB" rather than the full display name.
QString shortName(const CardKey &key)
{
    QString s = key.displayName();
    if (s.startsWith(key.vendor + QLatin1Char(' ')))
        s = s.mid(key.vendor.size() + 1);
    if (s.startsWith(QLatin1String("GeForce ")))
        s = s.mid(8);
    return s;
}

QStringList Recommendation::notesFor(int index) const
{
    QStringList notes;
    if (bestOverall == index && !bestOverallNote.isEmpty())
        notes << bestOverallNote;
    if (bestValue == index && !bestValueNote.isEmpty())
        notes << bestValueNote;
    if (mostMemoryPerPrice == index && !mostMemoryPerPriceNote.isEmpty())
        notes << mostMemoryPerPriceNote;
    return notes;
}

const CardVerdict *RankingResult::verdictFor(const CardKey &key) const
{
    for (const CardVerdict &v : verdicts)
        if (v.key == key)
            return &v;
    return nullptr;
}

CardKey Ranking::defaultReference()
{
    return CardKey {
        QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3060"), 12, Form::Desktop};
}

double Ranking::recommendedMemoryGb(Workload w, Precision p, double llmParametersBillions)
{
    // Memory tiers of the sources (docs/domain.md): 8 GB for everyday learning, 12 GB the research
    // floor for image/video/audio models, 24 GB for Transformers; an LLM needs its weights plus
    // about 20 % for KV cache and runtime.
    switch (w) {
    case Workload::Cnn:
        return 12;
    case Workload::Rnn:
        return 8;
    case Workload::Transformer:
        return 24;
    case Workload::LlmInference:
        return std::ceil(llmParametersBillions * PerformanceModel::bytesPerParameter(p) * 1.2);
    }
    return 8;
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

namespace {

struct Context
{
    const CatalogData &data;
    const RankingRequest &request;
    const ModelParameters &params;
    const CardKey &reference;
    std::optional<double> referencePerfPerPrice;
    double recommendedMemory = 0;
};

QStringList explainVerdict(const Card &card, const CardVerdict &v, const Context &ctx)
{
    const RankingRequest &r = ctx.request;
    QStringList reasons;
    const double mem = v.memoryPerGpuGb;
    // 1. Memory, the first question of every guide.
    if (r.workload == Workload::LlmInference) {
        const double weights
            = r.llmParametersBillions * PerformanceModel::bytesPerParameter(r.precision);
        if (v.hasFlag(Flag::LowMemory))
            reasons << Ranking::tr("%1 GB cannot hold the %2B model's weights (%3 GB at %4 plus "
                                   "about 20 % for the KV cache).")
                           .arg(formatNumber(mem), formatNumber(r.llmParametersBillions),
                               num(weights, 1), toCode(r.precision));
        else
            reasons << Ranking::tr(
                "%1 GB holds the %2B model's weights (%3 GB at %4) with room for the KV cache.")
                           .arg(formatNumber(mem), formatNumber(r.llmParametersBillions),
                               num(weights, 1), toCode(r.precision));
    } else if (mem >= ctx.recommendedMemory) {
        reasons << Ranking::tr("%1 GB meets the %2 GB recommended for this workload.")
                       .arg(formatNumber(mem), formatNumber(ctx.recommendedMemory));
    } else {
        reasons << Ranking::tr("%1 GB is below the %2 GB recommended for this workload.")
                       .arg(formatNumber(mem), formatNumber(ctx.recommendedMemory));
    }
    // Software support, where it is not today's default builds (SoftwareSupport.h).
    if (v.hasFlag(Flag::LegacySoftware) || v.hasFlag(Flag::CudaUnsupported)
        || v.hasFlag(Flag::SoftwareUnsupported)) {
        const QString sentence = softwareSupportSentence(card);
        if (!sentence.isEmpty())
            reasons << sentence;
    }
    // 2. The deciding figures of the model.
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
        if (r.precision == Precision::Fp32 && tensorRate)
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
    // 3. Measured evidence.
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
    // 4. Value against the reference card.
    if (v.performancePerPrice && ctx.referencePerfPerPrice && !(v.key == ctx.reference)) {
        const auto rel = ratio(v.performancePerPrice, ctx.referencePerfPerPrice);
        if (rel)
            reasons << Ranking::tr("%1× the %2's performance per %3.")
                           .arg(num(*rel, 2), shortName(ctx.reference), toCode(r.currency));
    }
    // A board of several GPUs: relative performance is one GPU's, its value the whole board's.
    if (const int gpus = std::max(1, card.gpusPerBoard);
        gpus > 1 && v.relative && (v.performancePerPrice || v.performancePerWatt))
        reasons << Ranking::tr("Per board: performance per price and per watt count its %n GPUs "
                               "together (%1× the %2's performance), against the board's price "
                               "and power.",
            nullptr, gpus)
                       .arg(num(*v.relative * gpus, 2), shortName(ctx.reference));
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
        if (v.price->otherConditionAmount) {
            const QString other = num(*v.price->otherConditionAmount, 0);
            reasons << (used ? Ranking::tr("Its best current price: new it costs %1 %2.")
                             : Ranking::tr("Its best current price: used it costs %1 %2."))
                           .arg(other, currency);
        }
    }
    if (v.userPriceOutOfScopeRow >= 0 && v.userPriceOutOfScopeRow < ctx.data.prices.size()) {
        const Price &p = ctx.data.prices[v.userPriceOutOfScopeRow];
        const QString amount = num(p.amount, 0) + QLatin1Char(' ') + toCode(p.currency);
        const QString when = p.observedDate.toString(Qt::ISODate);
        reasons << (p.condition == Condition::Used
                ? Ranking::tr("Your used price of %1 (%2) is not used: the ranking considers new "
                              "prices only. Set the condition to \"new or used\" to use it.")
                : Ranking::tr("Your new price of %1 (%2) is not used: the ranking considers used "
                              "prices only. Set the condition to \"new or used\" to use it."))
                       .arg(amount, when);
    }
    return reasons;
}

} // namespace

RankingResult Ranking::rank(
    const CatalogData &data, const RankingRequest &request, const PerformanceModel &model)
{
    return rank(data, CatalogIndex(data), request, model);
}

RankingResult Ranking::rank(const CatalogData &data, const CatalogIndex &givenIndex,
    const RankingRequest &request, const PerformanceModel &model)
{
    std::optional<CatalogIndex> rebuilt;
    if (!givenIndex.matches(data))
        rebuilt.emplace(data);
    const CatalogIndex &index = rebuilt ? *rebuilt : givenIndex;

    RankingResult result;
    result.parameters = model.parameters(request.workload, request.precision);
    result.rule = ruleText(request.workload);
    const ModelParameters &params = result.parameters;
    const double recommended
        = recommendedMemoryGb(request.workload, request.precision, request.llmParametersBillions);

    // The measured result used for each card: the latest usable one (the first of equals).
    std::vector<int> measuredRow(size_t(data.cards.size()), -1);
    {
        std::vector<qint64> measuredDay(measuredRow.size());
        const int unit = index.unitId(params.unit);
        const int network = index.networkId(params.network);
        const bool llm = request.workload == Workload::LlmInference;
        for (const CatalogIndex::Measurement &m : index.measurements()) {
            if (m.precision != int(request.precision) || m.unit != unit || unit < 0)
                continue;
            if (llm) {
                const auto size = index.networkParametersBillions(m.network);
                if (!index.networkIsLlama(m.network) || !size
                    || std::fabs(*size - request.llmParametersBillions) > 0.6)
                    continue;
            } else if (m.network != network) {
                continue;
            }
            int &row = measuredRow[size_t(m.card)];
            qint64 &day = measuredDay[size_t(m.card)];
            if (row < 0 || m.julianDay > day) {
                row = m.row;
                day = m.julianDay;
            }
        }
    }
    const auto measuredOf = [&](int card) -> const BenchmarkResult * {
        const int row = card >= 0 ? measuredRow[size_t(card)] : -1;
        return row >= 0 ? &data.benchmarks[row] : nullptr;
    };
    const auto indexOfCard = [&index](const CardKey &key) { return index.cardIndexOf(key); };

    // Reference card: the requested one, or the default; if it has no estimate for this request
    // (e.g. the model does not fit), the first of a fixed list that has one.
    QList<CardKey> candidates;
    if (request.reference)
        candidates << *request.reference;
    candidates << defaultReference()
               << CardKey {QStringLiteral("NVIDIA"), QStringLiteral("GeForce RTX 3090"), 24,
                      Form::Desktop}
               << CardKey {QStringLiteral("NVIDIA"), QStringLiteral("A100"), 80, Form::SXM}
               << CardKey {QStringLiteral("NVIDIA"), QStringLiteral("H100"), 80, Form::SXM};
    int referenceIndex = -1;
    for (const CardKey &k : candidates) {
        const int i = indexOfCard(k);
        if (i >= 0
            && model.estimate(data.cards[i], request.workload, request.precision,
                request.llmParametersBillions)) {
            referenceIndex = i;
            break;
        }
    }
    if (referenceIndex < 0) {
        // None of the usual references can do this work (e.g. the model does not fit in 12 GB):
        // compare against the fastest card that can, so relative figures read as "share of the
        // best".
        std::optional<double> best;
        for (int i = 0; i < data.cards.size(); ++i) {
            const auto e = model.estimate(
                data.cards[i], request.workload, request.precision, request.llmParametersBillions);
            if (e && (!best || *e > *best)) {
                best = e;
                referenceIndex = i;
            }
        }
    }
    result.reference = referenceIndex >= 0 ? data.cards[referenceIndex].key : candidates.first();
    if (referenceIndex >= 0)
        result.referenceEstimate = model.estimate(data.cards[referenceIndex], request.workload,
            request.precision, request.llmParametersBillions);
    // Say what the fitted model makes of this workload on the reference card: how much of the
    // time goes to arithmetic and how much to memory traffic.
    if (referenceIndex >= 0 && request.workload != Workload::LlmInference) {
        const Card &ref = data.cards[referenceIndex];
        const auto c = PerformanceModel::computeTflops(ref, request.precision);
        if (c && ref.memoryBandwidthGBps && *ref.memoryBandwidthGBps > 0) {
            const double computeTime = 1.0 / *c;
            const double memoryTime = 1.0
                / (params.intensityFlopPerByte * *ref.memoryBandwidthGBps
                    / std::max(1, ref.gpusPerBoard) / 1000.0
                    * std::pow(PerformanceModel::l2CacheMb(ref) / 6.0, params.l2Exponent));
            const auto cuda = PerformanceModel::cudaCoreTflops(ref);
            const double cudaTime = params.cudaCoreFactor > 0 && cuda && *cuda > 0
                ? 1.0 / (params.cudaCoreFactor * *cuda)
                : 0.0;
            const double total = computeTime + memoryTime + cudaTime;
            const int computeShare = qRound(computeTime / total * 100.0);
            const int cudaShare = qRound(cudaTime / total * 100.0);
            const int memoryShare = 100 - computeShare - cudaShare;
            // Without measured results for this workload the intensity is the model's default.
            if (params.fittedOn > 0 && cudaTime > 0)
                result.rule += QLatin1Char(' ')
                    + tr("Fitted to %n measured result(s), the model splits the time on the %1 "
                         "into %2 % tensor-core arithmetic, %3 % memory traffic and %4 % work on "
                         "the CUDA cores (normalisation, activations, optimizer), so the tensor "
                         "cores, the memory bandwidth and the CUDA cores all count.",
                        nullptr, params.fittedOn)
                          .arg(shortName(ref.key))
                          .arg(computeShare)
                          .arg(memoryShare)
                          .arg(cudaShare);
            else {
                const QString sentence = params.fittedOn > 0
                    ? tr("Fitted to %n measured result(s), the model puts this work at %1 FLOP per "
                         "byte of memory traffic: on the %2, "
                         "%3 % of the time is arithmetic and %4 % memory traffic, so both the "
                         "compute rate and the memory "
                         "bandwidth count.",
                        nullptr, params.fittedOn)
                    : tr("With no measured results to fit for this workload, the model assumes %1 "
                         "FLOP per byte of memory traffic: on the %2, %3 % of the time is "
                         "arithmetic and %4 % memory traffic.");
                result.rule += QLatin1Char(' ')
                    + sentence
                          .arg(QString::number(params.intensityFlopPerByte, 'f', 1),
                              shortName(ref.key))
                          .arg(computeShare)
                          .arg(100 - computeShare);
            }
        }
    }
    std::optional<MeasuredResult> referenceMeasured;
    if (referenceIndex >= 0)
        referenceMeasured = measuredResult(measuredOf(referenceIndex));

    // Cheapest cloud cost of one "reference-hour" of work, for the buy-versus-rent break-even.
    double bestCloudCostPerRelativeHour = std::numeric_limits<double>::infinity();
    QString bestCloudName;
    for (const CloudOffering &o : data.cloud) {
        if (o.freeTier || !(o.pricePerHour > 0) || o.gpuCount < 1)
            continue;
        const int ci = indexOfCard(o.card);
        if (ci < 0)
            continue;
        const auto rel = ratio(model.estimate(data.cards[ci], request.workload, request.precision,
                                   request.llmParametersBillions),
            result.referenceEstimate);
        if (!rel || !finitePositive(*rel))
            continue;
        const double perGpuHour
            = request.rate.convert(o.pricePerHour, o.currency, request.currency) / o.gpuCount;
        const double cost = perGpuHour / *rel;
        if (finitePositive(cost) && cost < bestCloudCostPerRelativeHour) {
            bestCloudCostPerRelativeHour = cost;
            bestCloudName = o.provider + QStringLiteral(" ") + o.offering;
        }
    }

    const QStringList words = searchWords(request.filter.search);
    const PricePolicy policy = request.pricePolicy();
    QList<CardVerdict> verdicts;
    verdicts.reserve(data.cards.size());
    for (int i = 0; i < data.cards.size(); ++i) {
        const Card &card = data.cards[i];
        const std::optional<CardPrice> price = priceFor(card, data.prices, index.pricesBegin(i),
            index.pricesEnd(i), request.currency, request.condition, request.rate, policy);
        if (!passesRequest(card, request, price, words))
            continue;
        CardVerdict &v = verdicts.emplaceBack();
        v.cardIndex = i;
        v.key = card.key;
        v.price = price;
        v.memoryPerGpuGb = card.memoryPerGpuGb();
        v.estimatedThroughput = PerformanceModel::estimate(
            params, card, request.workload, request.precision, request.llmParametersBillions);
        v.estimatedRelative = ratio(v.estimatedThroughput, result.referenceEstimate);
        v.measured = measuredResult(measuredOf(i));
        if (v.measured) {
            // Against the reference's own measurement when it has one, else its estimate (the
            // estimate is fitted to the same unit, so the two are comparable).
            v.measuredRelative = referenceMeasured
                ? ratio(v.measured->value, referenceMeasured->value)
                : ratio(v.measured->value, result.referenceEstimate);
        }
        v.relative = v.measuredRelative ? v.measuredRelative : v.estimatedRelative;
        // How sure: measured, or the model's range from its backtest errors for this basis.
        if (v.measuredRelative) {
            v.estimateBasis = EstimateBasis::Measured;
            v.estimateLow = v.estimateHigh = v.measuredRelative;
        } else {
            v.estimateBasis = PerformanceModel::basisOf(params, card);
            if (v.estimatedRelative) {
                const auto [low, high] = PerformanceModel::rangeOf(params, v.estimateBasis);
                v.estimateLow = *v.estimatedRelative * low;
                v.estimateHigh = *v.estimatedRelative * high;
            }
        }

        FlagSet &flags = v.flags;
        const CatalogIndex::Vendor vendor = index.vendorOf(i);
        // The dated support table (SoftwareSupport.h); the old single minimum still applies on
        // top of it for NVIDIA (cudaSupport(), CardFilter.h).
        const std::optional<SoftwareTier> tier = softwareTier(card);
        const bool cudaUnsupported = vendor == CatalogIndex::Vendor::Nvidia
            && card.computeCapability
            && (*card.computeCapability < request.cudaMinimum || tier == SoftwareTier::Unsupported);
        const bool otherUnsupported
            = vendor != CatalogIndex::Vendor::Nvidia && tier == SoftwareTier::Unsupported;
        if (cudaUnsupported)
            flags.insert(Flag::CudaUnsupported);
        if (otherUnsupported)
            flags.insert(Flag::SoftwareUnsupported);
        if (!cudaUnsupported && tier == SoftwareTier::Legacy)
            flags.insert(Flag::LegacySoftware);
        if (vendor == CatalogIndex::Vendor::Amd)
            flags.insert(Flag::RocmCaveat);
        if (vendor == CatalogIndex::Vendor::Intel)
            flags.insert(Flag::IntelCaveat);
        const bool pascalConsumer = card.productLine == ProductLine::Consumer
            && card.architecture == QLatin1String("Pascal");
        const bool crippled
            = card.fp16Tflops && card.fp32Tflops && *card.fp16Tflops < *card.fp32Tflops / 8;
        // 4-bit LLM inference streams quantised weights: its speed is the memory bandwidth's,
        // not the FP16 rate's, so the caveat would mislead there.
        const bool int4Llm
            = request.workload == Workload::LlmInference && request.precision == Precision::Int4;
        if ((pascalConsumer || crippled) && request.precision != Precision::Fp32 && !int4Llm)
            flags.insert(Flag::Fp16Crippled);
        if (vendor == CatalogIndex::Vendor::Nvidia && hasTensorCores(card) == false
            && request.precision != Precision::Fp32 && request.workload != Workload::LlmInference)
            flags.insert(Flag::NoTensorCores);
        // INT4 (4-bit weights) is a way to run LLMs, not to train: no card "supports" it there.
        // BF16 follows the architecture (SoftwareSupport.h): a card whose architecture has it is
        // not "unsupported" because its row publishes no rate (its estimate is then unknown).
        const bool bf16Unsupported = request.precision == Precision::Bf16
            && !PerformanceModel::computeTflops(card, Precision::Bf16)
            && supportsBf16(card) != true;
        const bool precisionUnsupported = request.workload != Workload::LlmInference
            && (request.precision == Precision::Int4 || bf16Unsupported
                || (request.precision == Precision::Int8
                    && !PerformanceModel::computeTflops(card, request.precision)));
        if (precisionUnsupported)
            flags.insert(Flag::PrecisionUnsupported);
        const bool fits
            = request.workload != Workload::LlmInference || v.memoryPerGpuGb >= recommended;
        if (v.memoryPerGpuGb < recommended)
            flags.insert(Flag::LowMemory);
        if (price && price->condition == Condition::Used)
            flags.insert(Flag::UsedMarket);
        if (card.productLine == ProductLine::DataCenter && card.key.form != Form::Desktop)
            flags.insert(Flag::DataCenterCooling);
        if (card.tdpWatts && *card.tdpWatts > 350)
            flags.insert(Flag::HighPower);
        if (card.key.form == Form::Laptop)
            flags.insert(Flag::LaptopPart);
        if (card.key.form == Form::SXM || card.key.form == Form::OAM)
            flags.insert(Flag::ServerModule);
        // With a budget, a card must be shown to fit it: over it, or without a price, it keeps
        // its figures but is not ranked.
        v.withinBudget = !request.budget || (price && price->amount <= *request.budget);
        if (request.budget && price && price->amount > *request.budget)
            flags.insert(Flag::OverBudget);
        if (const Price *outside = userPriceOutsideScope(
                data.prices, index.pricesBegin(i), index.pricesEnd(i), request.condition)) {
            flags.insert(Flag::UserPriceOutOfScope);
            v.userPriceOutOfScopeRow = int(outside - data.prices.constData());
        }
        if (!price)
            flags.insert(Flag::NoPrice);
        else if (price->basis == PriceBasis::LaunchPriceEstimate)
            flags.insert(Flag::EstimatedPrice);
        if (!v.relative && !precisionUnsupported && fits)
            flags.insert(Flag::UnknownSpecs);
        if (price && price->basis != PriceBasis::LaunchPriceEstimate && request.asOf.isValid()
            && price->date.isValid()
            && price->date.addMonths(std::max(0, request.stalePriceMonths)) < request.asOf)
            flags.insert(Flag::StalePrice);

        // Costs: all nullopt unless every input is known and positive. Per board throughout
        // (docs/ranking.md): a dual-GPU board's work is both GPUs' (relative performance is per
        // GPU), against the board's price and the board's power.
        const std::optional<double> boardRelative = v.relative
            ? std::optional<double>(*v.relative * std::max(1, card.gpusPerBoard))
            : std::nullopt;
        if (boardRelative && price && finitePositive(price->amount)) {
            v.performancePerPrice = *boardRelative / price->amount * 1000.0;
            if (request.hostSystemCost > 0)
                v.performancePerPriceSystem
                    = *boardRelative / (price->amount + request.hostSystemCost) * 1000.0;
        }
        if (boardRelative && card.tdpWatts && finitePositive(*card.tdpWatts))
            v.performancePerWatt = *boardRelative / *card.tdpWatts * 1000.0;
        if (price && finitePositive(price->amount) && card.tdpWatts
            && request.electricityPricePerKwh > 0 && request.ownershipYears > 0) {
            const double kwh
                = *card.tdpWatts / 1000.0 * request.hoursPerDay * 365.0 * request.ownershipYears;
            v.costOfOwnership = price->amount + kwh * request.electricityPricePerKwh;
        }
        if (price && boardRelative && std::isfinite(bestCloudCostPerRelativeHour)) {
            const double hours = price->amount / (bestCloudCostPerRelativeHour * *boardRelative);
            if (finitePositive(hours)) {
                v.breakEvenHours = hours;
                v.breakEvenOffering = bestCloudName;
            }
        }
        v.recommendable = !cudaUnsupported && !otherUnsupported && v.relative.has_value() && fits
            && !precisionUnsupported;
        v.score = v.relative.value_or(0);
    }

    // Ranked: recommendable cards with a price, by score (relative performance), then by name,
    // then by position. Sorted as two integers per card: (ranked first, higher score first) and
    // (name order from the index, position). A score is finite and >= 0, and the bits of such
    // doubles order as the numbers do.
    {
        struct SortKey
        {
            quint64 major;
            quint64 minor;
            bool operator<(const SortKey &o) const
            {
                return major != o.major ? major < o.major : minor < o.minor;
            }
        };
        const qsizetype count = verdicts.size();
        std::vector<SortKey> keys;
        keys.reserve(size_t(count));
        const CardVerdict *cv = std::as_const(verdicts).constData();
        for (qsizetype i = 0; i < count; ++i) {
            const CardVerdict &v = cv[i];
            const double score = v.score > 0 && std::isfinite(v.score) ? v.score : 0.0;
            quint64 bits;
            std::memcpy(&bits, &score, sizeof bits);
            const bool ranked = v.recommendable && v.price.has_value() && v.withinBudget;
            keys.push_back({(ranked ? 0 : quint64(1) << 63) | (~bits & ~(quint64(1) << 63)),
                quint64(index.nameOrder(v.cardIndex)) << 32 | quint64(i)});
        }
        std::sort(keys.begin(), keys.end());
        // Put verdict keys[k] at position k, in place (cycle by cycle): a sorted copy would hold
        // every verdict twice (100,000 cards: +51 MB, docs/performance.md).
        CardVerdict *vd = verdicts.data();
        const auto from = [&keys](size_t k) { return size_t(keys[k].minor & 0xFFFFFFFFu); };
        std::vector<bool> placed(keys.size());
        for (size_t start = 0; start < keys.size(); ++start) {
            if (placed[start])
                continue;
            CardVerdict first = std::move(vd[start]);
            size_t at = start;
            for (;;) {
                placed[at] = true;
                const size_t source = from(at);
                if (source == start) {
                    vd[at] = std::move(first);
                    break;
                }
                vd[at] = std::move(vd[source]);
                at = source;
            }
        }
    }
    int rank = 0;
    for (CardVerdict &v : verdicts)
        if (v.recommendable && v.price && v.withinBudget)
            v.rank = ++rank;

    // The picks, their notes and the think-twice list (RankingPicks.cpp).
    result.recommendation = recommend(verdicts, request);
    const Recommendation &rec = result.recommendation;

    // Reasons for the cards people read: the top of the ranking, the picks and think-twice.
    std::optional<double> referencePerfPerPrice;
    for (const CardVerdict &v : verdicts)
        if (v.cardIndex == referenceIndex)
            referencePerfPerPrice = v.performancePerPrice;
    const Context ctx {data, request, params, result.reference, referencePerfPerPrice, recommended};
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
    result.verdicts = std::move(verdicts);
    return result;
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
    if (request.workload == Workload::LlmInference && pricedButTooSmall)
        return tr("No card with a known price within these limits has the memory for a "
                  "%1-billion-parameter model in %2: its weights need %3 GB with 20 % to spare. "
                  "Choose a smaller model or precision, or widen the budget.")
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
    const double recommended
        = recommendedMemoryGb(request.workload, request.precision, request.llmParametersBillions);
    const Context ctx {
        data, request, result.parameters, result.reference, referencePerfPerPrice, recommended};
    return explainVerdict(data.cards[verdict.cardIndex], verdict, ctx);
}

} // namespace gpu
