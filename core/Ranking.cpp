// SPDX-License-Identifier: GPL-3.0-or-later
#include "Ranking.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
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

// Short name for sentences: "RTX 3060 12 GB" rather than the full display name.
QString shortName(const CardKey &key)
{
    QString s = key.displayName();
    if (s.startsWith(key.vendor + QLatin1Char(' ')))
        s = s.mid(key.vendor.size() + 1);
    if (s.startsWith(QLatin1String("GeForce ")))
        s = s.mid(8);
    return s;
}

// Whether a measured result is one the ranking uses for the request: single GPU, the
// workload's network at the requested precision (for LLM inference: a Llama model of the
// requested size). `llmSizes` caches llmParametersOf() by network name (a regular expression).
bool usableMeasurement(const BenchmarkResult &r, const RankingRequest &request,
    const ModelParameters &params, const QString &precisionCode,
    QHash<QString, std::optional<double>> &llmSizes)
{
    if (r.gpuCount != 1 || r.precision != precisionCode || !(r.value > 0) || r.unit != params.unit)
        return false;
    if (request.workload == Workload::LlmInference) {
        auto size = llmSizes.constFind(r.network);
        if (size == llmSizes.constEnd())
            size = llmSizes.insert(r.network, llmParametersOf(r.network));
        return r.network.contains(QLatin1String("lama"), Qt::CaseInsensitive) && *size
            && std::fabs(**size - request.llmParametersBillions) <= 0.6;
    }
    return r.network == params.network;
}

std::optional<MeasuredResult> measuredResult(const BenchmarkResult *best)
{
    if (!best)
        return std::nullopt;
    return MeasuredResult {best->value, best->unit, best->network, best->sourceUrl, best->date};
}

// What the ranking needs of a card's rows, found once by card identity (a hash lookup per card
// rather than id strings: docs/performance.md).
struct RowsOfCard
{
    QList<const Price *> prices;
    const BenchmarkResult *measured = nullptr; ///< the latest usable measurement (first of equals)
    int wanted = -1; ///< index in the list of cards looked up by key (references, cloud)
};

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
    // With a budget, a card must be shown to fit it: cards without a price are left out.
    if (request.budget && (!price || price->amount > *request.budget))
        return false;
    if (!request.filter.matchesExceptSearch(card, price))
        return false;
    return searchWords.isEmpty() || matchesSearch(SearchText::of(card), searchWords);
}

} // namespace

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
        return Ranking::tr("FP16 runs at 1/64 of FP32 on this consumer Pascal card: mixed "
                           "precision brings no speed-up.");
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
    }
    return {};
}

QString workloadName(Workload w)
{
    switch (w) {
    case Workload::Cnn:
        return Ranking::tr("Convolutional network training (CNN)");
    case Workload::Transformer:
        return Ranking::tr("Transformer training");
    case Workload::Rnn:
        return Ranking::tr("Recurrent network training (RNN)");
    case Workload::LlmInference:
        return Ranking::tr("LLM inference (token generation)");
    }
    return {};
}

QString precisionName(Precision p)
{
    switch (p) {
    case Precision::Fp32:
        return Ranking::tr("FP32");
    case Precision::Fp16:
        return Ranking::tr("FP16 (mixed precision)");
    case Precision::Bf16:
        return Ranking::tr("BF16");
    case Precision::Int8:
        return Ranking::tr("INT8");
    case Precision::Int4:
        return Ranking::tr("INT4 (4-bit weights)");
    }
    return {};
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
    // Memory tiers of the sources (DOMAIN.md): 8 GB for everyday learning, 12 GB the research
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
    // 2. The deciding figures of the model.
    const auto compute = PerformanceModel::computeTflops(card, r.precision);
    const bool bandwidthBound = r.workload == Workload::Rnn || r.workload == Workload::LlmInference;
    if (card.memoryBandwidthGBps && bandwidthBound)
        reasons << Ranking::tr("Memory bandwidth %1 GB/s, which decides this workload.")
                       .arg(num(*card.memoryBandwidthGBps / std::max(1, card.gpusPerBoard), 0));
    if (compute && !bandwidthBound) {
        const bool tensor = card.tensorCores.value_or(0) > 0 && r.precision != Precision::Fp32;
        if (r.precision == Precision::Fp32 && card.tensorTf32Tflops)
            reasons << Ranking::tr("Tensor TF32 %1 TFLOPS.").arg(num(*compute, 1));
        else if (tensor)
            reasons << Ranking::tr("Tensor %1 %2 TFLOPS.")
                           .arg(toCode(r.precision).toUpper(), num(*compute, 1));
        else
            reasons << Ranking::tr("%1 %2 TFLOPS without tensor cores.")
                           .arg(r.precision == Precision::Fp32 ? QStringLiteral("FP32")
                                                               : toCode(r.precision).toUpper(),
                               num(*compute, 1));
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
    if (v.price) {
        const QString when = v.price->date.isValid() ? v.price->date.toString(Qt::ISODate)
                                                     : Ranking::tr("launch price estimate");
        reasons << Ranking::tr("Judged at %1 %2 (%3).")
                       .arg(num(v.price->amount, 0), toCode(v.price->currency), when);
    }
    return reasons;
}

} // namespace

RankingResult Ranking::rank(
    const CatalogData &data, const RankingRequest &request, const PerformanceModel &model)
{
    RankingResult result;
    result.parameters = model.parameters(request.workload, request.precision);
    result.rule = ruleText(request.workload);
    const ModelParameters &params = result.parameters;
    const double recommended
        = recommendedMemoryGb(request.workload, request.precision, request.llmParametersBillions);

    QHash<CardKey, RowsOfCard> rowsByCard;
    rowsByCard.reserve(data.prices.size() + data.cloud.size() + 8);
    for (const Price &p : data.prices)
        rowsByCard[p.card].prices.append(&p);
    {
        const QString precisionCode = toCode(request.precision);
        QHash<QString, std::optional<double>> llmSizes;
        for (const BenchmarkResult &b : data.benchmarks) {
            if (!usableMeasurement(b, request, params, precisionCode, llmSizes))
                continue;
            RowsOfCard &rows = rowsByCard[b.card];
            if (!rows.measured || b.date > rows.measured->date)
                rows.measured = &b;
        }
    }
    const auto rowsOf = [&rowsByCard](const CardKey &key) -> const RowsOfCard * {
        const auto it = rowsByCard.constFind(key);
        return it == rowsByCard.constEnd() ? nullptr : &*it;
    };

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
    // Where the candidates and the cloud offerings' cards are: one pass over the cards.
    QList<CardKey> wantedKeys = candidates;
    for (const CloudOffering &o : data.cloud)
        wantedKeys.append(o.card);
    for (int w = 0; w < wantedKeys.size(); ++w) {
        RowsOfCard &rows = rowsByCard[wantedKeys[w]];
        if (rows.wanted < 0)
            rows.wanted = w;
    }
    // rowsByCard is complete: its entries stay where they are from here on.
    std::vector<const RowsOfCard *> rowsOfCard(size_t(data.cards.size()));
    QList<int> wantedIndex(wantedKeys.size(), -1); // by wanted slot: the first card with the key
    for (int i = 0; i < data.cards.size(); ++i) {
        const RowsOfCard *rows = rowsOf(data.cards[i].key);
        rowsOfCard[size_t(i)] = rows;
        if (rows && rows->wanted >= 0 && wantedIndex[rows->wanted] < 0)
            wantedIndex[rows->wanted] = i;
    }
    const auto indexOfCard = [&](const CardKey &key) {
        const RowsOfCard *rows = rowsOf(key);
        return rows && rows->wanted >= 0 ? wantedIndex[rows->wanted] : -1;
    };

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
                    / std::max(1, ref.gpusPerBoard) / 1000.0);
            const double computeShare = computeTime / (computeTime + memoryTime) * 100.0;
            result.rule += QLatin1Char(' ')
                + tr("Fitted to %n measured result(s), the model puts this work at %1 FLOP per "
                     "byte of memory traffic: on the %2, "
                     "%3 % of the time is arithmetic and %4 % memory traffic, so both the compute "
                     "rate and the memory "
                     "bandwidth count.",
                    nullptr, params.fittedOn)
                      .arg(QString::number(params.intensityFlopPerByte, 'f', 1), shortName(ref.key))
                      .arg(qRound(computeShare))
                      .arg(100 - qRound(computeShare));
        }
    }
    std::optional<MeasuredResult> referenceMeasured;
    if (referenceIndex >= 0)
        if (const RowsOfCard *rows = rowsOf(result.reference))
            referenceMeasured = measuredResult(rows->measured);

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
    const QList<const Price *> noPrices;
    QList<CardVerdict> verdicts;
    verdicts.reserve(data.cards.size());
    for (int i = 0; i < data.cards.size(); ++i) {
        const Card &card = data.cards[i];
        const RowsOfCard *rows = rowsOfCard[size_t(i)];
        const std::optional<CardPrice> price = priceFor(card, rows ? rows->prices : noPrices,
            request.currency, request.condition, request.rate);
        if (!passesRequest(card, request, price, words))
            continue;
        CardVerdict &v = verdicts.emplaceBack();
        v.cardIndex = i;
        v.key = card.key;
        v.price = price;
        v.memoryPerGpuGb = card.memoryPerGpuGb();
        v.estimatedThroughput = model.estimate(
            card, request.workload, request.precision, request.llmParametersBillions);
        v.estimatedRelative = ratio(v.estimatedThroughput, result.referenceEstimate);
        v.measured = measuredResult(rows ? rows->measured : nullptr);
        if (v.measured) {
            // Against the reference's own measurement when it has one, else its estimate (the
            // estimate is fitted to the same unit, so the two are comparable).
            v.measuredRelative = referenceMeasured
                ? ratio(v.measured->value, referenceMeasured->value)
                : ratio(v.measured->value, result.referenceEstimate);
        }
        v.relative = v.measuredRelative ? v.measuredRelative : v.estimatedRelative;

        // Flags, collected first so the list is allocated once.
        Flag flags[16];
        int flagCount = 0;
        const CudaSupport cuda = cudaSupport(card, request.cudaMinimum);
        if (cuda == CudaSupport::Unsupported)
            flags[flagCount++] = Flag::CudaUnsupported;
        if (card.key.vendor == QLatin1String("AMD"))
            flags[flagCount++] = Flag::RocmCaveat;
        if (card.key.vendor == QLatin1String("Intel"))
            flags[flagCount++] = Flag::IntelCaveat;
        const bool pascalConsumer = card.architecture == QLatin1String("Pascal")
            && card.productLine == ProductLine::Consumer;
        const bool crippled
            = card.fp16Tflops && card.fp32Tflops && *card.fp16Tflops < *card.fp32Tflops / 8;
        if ((pascalConsumer || crippled) && request.precision != Precision::Fp32)
            flags[flagCount++] = Flag::Fp16Crippled;
        if (card.key.vendor == QLatin1String("NVIDIA") && card.tensorCores && *card.tensorCores == 0
            && request.precision != Precision::Fp32 && request.workload != Workload::LlmInference)
            flags[flagCount++] = Flag::NoTensorCores;
        const bool precisionUnsupported = !PerformanceModel::computeTflops(card, request.precision)
            && request.workload != Workload::LlmInference
            && (request.precision == Precision::Bf16 || request.precision == Precision::Int8);
        if (precisionUnsupported)
            flags[flagCount++] = Flag::PrecisionUnsupported;
        const bool fits
            = request.workload != Workload::LlmInference || v.memoryPerGpuGb >= recommended;
        if (v.memoryPerGpuGb < recommended)
            flags[flagCount++] = Flag::LowMemory;
        if (price && price->condition == Condition::Used)
            flags[flagCount++] = Flag::UsedMarket;
        if (card.productLine == ProductLine::DataCenter && card.key.form != Form::Desktop)
            flags[flagCount++] = Flag::DataCenterCooling;
        if (card.tdpWatts && *card.tdpWatts > 350)
            flags[flagCount++] = Flag::HighPower;
        if (card.key.form == Form::Laptop)
            flags[flagCount++] = Flag::LaptopPart;
        if (!price)
            flags[flagCount++] = Flag::NoPrice;
        else if (price->basis == PriceBasis::LaunchPriceEstimate)
            flags[flagCount++] = Flag::EstimatedPrice;
        if (!v.relative && !precisionUnsupported && fits)
            flags[flagCount++] = Flag::UnknownSpecs;

        if (flagCount > 0)
            v.flags = QList<Flag>(flags, flags + flagCount);

        // Costs: all nullopt unless every input is known and positive.
        const double tdpPerGpu
            = card.tdpWatts ? *card.tdpWatts / std::max(1, card.gpusPerBoard) : 0;
        if (v.relative && price && finitePositive(price->amount)) {
            v.performancePerPrice = *v.relative / price->amount * 1000.0;
            if (request.hostSystemCost > 0)
                v.performancePerPriceSystem
                    = *v.relative / (price->amount + request.hostSystemCost) * 1000.0;
        }
        if (v.relative && finitePositive(tdpPerGpu))
            v.performancePerWatt = *v.relative / tdpPerGpu * 1000.0;
        if (price && finitePositive(price->amount) && card.tdpWatts
            && request.electricityPricePerKwh > 0 && request.ownershipYears > 0) {
            const double kwh
                = *card.tdpWatts / 1000.0 * request.hoursPerDay * 365.0 * request.ownershipYears;
            v.costOfOwnership = price->amount + kwh * request.electricityPricePerKwh;
        }
        if (price && v.relative && std::isfinite(bestCloudCostPerRelativeHour)) {
            const double hours = price->amount / (bestCloudCostPerRelativeHour * *v.relative);
            if (finitePositive(hours)) {
                v.breakEvenHours = hours;
                v.breakEvenOffering = bestCloudName;
            }
        }
        v.recommendable = cuda != CudaSupport::Unsupported && v.relative.has_value() && fits
            && !precisionUnsupported;
        v.score = v.relative.value_or(0);
    }

    // Ranked: recommendable cards with a price, by score (relative performance), then by name.
    // Sorted as compact keys; names are built only where (ranked, score) ties.
    {
        // Compact keys: comparisons touch 16 bytes per card rather than whole verdicts.
        struct SortKey
        {
            double score;
            int index;
            bool ranked;
        };
        std::vector<SortKey> keys;
        keys.reserve(size_t(verdicts.size()));
        for (int i = 0; i < verdicts.size(); ++i) {
            const CardVerdict &v = std::as_const(verdicts)[i];
            keys.push_back({v.score, i, v.recommendable && v.price.has_value()});
        }
        // (ranked, score), then the card's position: what a stable sort gives.
        std::sort(keys.begin(), keys.end(), [](const SortKey &a, const SortKey &b) {
            if (a.ranked != b.ranked)
                return a.ranked;
            if (a.score != b.score)
                return a.score > b.score;
            return a.index < b.index;
        });
        // Within equal (ranked, score), by name: names are built for those cards only.
        for (size_t first = 0; first < keys.size();) {
            size_t last = first + 1;
            while (last < keys.size() && keys[last].ranked == keys[first].ranked
                && keys[last].score == keys[first].score)
                ++last;
            if (last - first > 1) {
                std::vector<std::pair<QString, int>> named;
                named.reserve(last - first);
                for (size_t k = first; k < last; ++k)
                    named.emplace_back(
                        std::as_const(verdicts)[keys[k].index].key.displayName(), keys[k].index);
                std::sort(named.begin(), named.end()); // name, then position
                for (size_t k = first; k < last; ++k)
                    keys[k].index = named[k - first].second;
            }
            first = last;
        }
        // Put verdict keys[k].index at position k, in place (cycle by cycle): a sorted copy
        // would hold every verdict twice (100,000 cards: +51 MB, docs/performance.md).
        std::vector<bool> placed(keys.size());
        for (size_t start = 0; start < keys.size(); ++start) {
            if (placed[start])
                continue;
            CardVerdict first = std::move(verdicts[qsizetype(start)]);
            size_t at = start;
            for (;;) {
                placed[at] = true;
                const size_t from = size_t(keys[at].index);
                if (from == start) {
                    verdicts[qsizetype(at)] = std::move(first);
                    break;
                }
                verdicts[qsizetype(at)] = std::move(verdicts[qsizetype(from)]);
                at = from;
            }
        }
    }
    int rank = 0;
    for (CardVerdict &v : verdicts)
        if (v.recommendable && v.price)
            v.rank = ++rank;

    // Picks, preferring cards with enough memory.
    Recommendation &rec = result.recommendation;
    auto pick = [&](auto better) {
        std::optional<int> best;
        for (int pass = 0; pass < 2 && !best; ++pass) {
            for (int i = 0; i < verdicts.size(); ++i) {
                const CardVerdict &v = verdicts[i];
                // First pass: cards without a reason to hesitate (memory, software stack).
                if (v.rank == 0
                    || (pass == 0
                        && (v.hasFlag(Flag::LowMemory) || v.hasFlag(Flag::RocmCaveat)
                            || v.hasFlag(Flag::IntelCaveat) || v.hasFlag(Flag::LaptopPart))))
                    continue;
                if (!best || better(v, verdicts[*best]))
                    best = i;
            }
        }
        return best;
    };
    rec.bestOverall
        = pick([](const CardVerdict &a, const CardVerdict &b) { return a.score > b.score; });
    rec.bestValue = pick([](const CardVerdict &a, const CardVerdict &b) {
        return a.performancePerPrice.value_or(0) > b.performancePerPrice.value_or(0);
    });
    rec.mostMemoryPerPrice = pick([](const CardVerdict &a, const CardVerdict &b) {
        return a.memoryPerGpuGb / a.price->amount > b.memoryPerGpuGb / b.price->amount;
    });
    // Think twice: tempting cards (top 15 by performance or by value among all priced cards,
    // supported or not) that carry a warning worth reading.
    QList<int> byValue;
    QList<int> byPerformance;
    for (int i = 0; i < verdicts.size(); ++i) {
        if (verdicts[i].price && verdicts[i].relative) {
            byValue << i;
            byPerformance << i;
        }
    }
    auto perPrice = [&](int i) { return *verdicts[i].relative / verdicts[i].price->amount; };
    // Only the first 15 of each order are read.
    const auto top15
        = [](QList<int> &list) { return list.begin() + std::min<qsizetype>(15, list.size()); };
    std::partial_sort(byValue.begin(), top15(byValue), byValue.end(),
        [&](int a, int b) { return perPrice(a) > perPrice(b); });
    std::partial_sort(byPerformance.begin(), top15(byPerformance), byPerformance.end(),
        [&](int a, int b) { return *verdicts[a].relative > *verdicts[b].relative; });
    const QList<Flag> warnings
        = {Flag::CudaUnsupported, Flag::Fp16Crippled, Flag::LowMemory, Flag::RocmCaveat,
            Flag::IntelCaveat, Flag::UsedMarket, Flag::HighPower, Flag::NoTensorCores};
    QList<int> tempting = byValue.mid(0, 15) + byPerformance.mid(0, 15);
    std::sort(tempting.begin(), tempting.end());
    tempting.erase(std::unique(tempting.begin(), tempting.end()), tempting.end());
    for (int i : tempting) {
        for (Flag f : warnings) {
            if (verdicts[i].hasFlag(f)) {
                rec.thinkTwice << i;
                break;
            }
        }
    }
    std::sort(rec.thinkTwice.begin(), rec.thinkTwice.end(),
        [&](int a, int b) { return perPrice(a) > perPrice(b); });

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
    // A pick below rank 1 says why the cards above it were passed over.
    auto explainSkipped = [&](const std::optional<int> &pickIndex) {
        if (!pickIndex || verdicts[*pickIndex].rank <= 1)
            return;
        const QList<Flag> caveats
            = {Flag::LowMemory, Flag::RocmCaveat, Flag::IntelCaveat, Flag::LaptopPart};
        for (const CardVerdict &above : verdicts) {
            if (above.rank == 0 || above.rank >= verdicts[*pickIndex].rank)
                continue;
            for (Flag f : caveats) {
                if (above.hasFlag(f)) {
                    verdicts[*pickIndex].reasons.prepend(
                        tr("Preferred to the higher-ranked %1: %2")
                            .arg(shortName(above.key), flagText(f)));
                    return;
                }
            }
        }
    };
    explainSkipped(rec.bestOverall);

    result.verdicts = std::move(verdicts);
    return result;
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
