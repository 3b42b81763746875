// SPDX-License-Identifier: GPL-3.0-or-later
#include "FitPlanner.h"
#include "HostAllowance.h"
#include "MethodSoftware.h"
#include "SoftwareSupport.h"

#include <QCoreApplication>
#include <QLocale>

#include <QHash>

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions under the namespace's context.
    return QCoreApplication::translate("gpu", text);
}

// Legacy or unsupported by today's default builds: the dated table of SoftwareSupport.h, shared
// with the ranking.
bool isLegacySoftware(const Card &card)
{
    const auto tier = softwareTier(card);
    return tier && *tier != SoftwareTier::Current;
}

} // namespace

QString unifiedMemoryCaveat(const Card &card)
{
    if (!card.unifiedMemory)
        return {};
    const QLocale locale;
    if (!card.gpuMemoryShare)
        //: %1: the machine's memory, GB.
        return tr("unified memory: the GPU shares the machine's %1 GB with the CPU; how much it "
                  "may use by default is not in the catalog, so the fit assumes all of it")
            .arg(locale.toString(card.key.memoryGb, 'f', 0));
    //: %1: percent, %2: GB the GPU may use, %3: the machine's memory, GB, %4: how to raise it.
    QString s = tr("unified memory: the GPU may use %1 % of it by default (%2 GB of %3 GB)")
                    .arg(qRound(*card.gpuMemoryShare * 100))
                    .arg(locale.toString(card.memoryPerGpuGb(), 'f', 0),
                        locale.toString(card.key.memoryGb, 'f', 0));
    // The note (how to raise the share, with its sources) is written in English in the
    // catalog: in another language the sentence points to the device's details instead.
    if (!card.memoryShareNote.isEmpty())
        s += QStringLiteral("; ")
            + (QLocale().language() == QLocale::Chinese
                    ? tr("how to raise it: see the device's details")
                    : card.memoryShareNote);
    return s;
}

namespace {

// What a card's software says of every configuration of it: the same for one GPU and for
// several but for the libraries a multi-GPU set-up needs (vLLM, DeepSpeed), so a sweep works it
// out twice per card at most, not once per configuration (planFits()).
struct CardSoftwareWords
{
    QStringList caveats; ///< the card's part of caveatsFor(), in its order
    QString libraries; ///< MethodSoftwareFit::summary()
    bool experimental = false; ///< FitConfiguration::methodExperimental
    bool legacy = false; ///< isLegacySoftware()
};

QStringList cardCaveats(
    const Card &card, const MemoryRequest &request, const MethodSoftwareFit &software)
{
    // The method's libraries first (MethodSoftware.h): a QLoRA set-up without bitsandbytes says
    // so before anything else.
    QStringList caveats = software.caveats();
    const SoftwareSupport support = softwareSupport(card);
    if (support.known && support.tier == SoftwareTier::Legacy)
        caveats << tr("legacy software: %1 runs only on %2").arg(support.basis, support.stack);
    else if (support.known && support.tier == SoftwareTier::Unsupported)
        caveats << tr("unsupported software for %1: %2").arg(support.basis, support.stack);
    if (const QString own = ownStackCaveat(card); !own.isEmpty())
        caveats << own;
    else if (card.key.vendor == QLatin1String("AMD"))
        caveats << (request.method == FitMethod::Inference
                ? tr("AMD: llama.cpp (ROCm or Vulkan) or vLLM on ROCm; check the card is on "
                     "ROCm's support list")
                : tr("AMD: PyTorch on ROCm (Linux); check the card is on ROCm's support list"));
    else if (card.key.vendor == QLatin1String("Intel") && card.softwareStack.isEmpty())
        caveats << tr("Intel: PyTorch XPU or llama.cpp (SYCL, Vulkan)");
    if (card.unifiedMemory)
        caveats << unifiedMemoryCaveat(card);
    if (card.modifiedBoard)
        caveats << tr("modified board: no vendor warranty (memory upgraded by a third party)");
    return caveats;
}

CardSoftwareWords cardSoftwareWords(const Card &card, const MemoryRequest &request)
{
    CardSoftwareWords words;
    const MethodSoftwareFit software = methodSoftwareFit(card, request);
    words.caveats = cardCaveats(card, request, software);
    words.libraries = software.summary();
    // Fine-tuning wants PyTorch's own kernels: a stack of its own below full support comes
    // after the stacks that run it (inference runs well on llama.cpp's Metal, ROCm or CANN back
    // ends, so there only an experimental stack does).
    words.experimental = software.needsPreview() || ownStackIsExperimental(card)
        || (request.method != FitMethod::Inference && !ownStackCaveat(card).isEmpty());
    words.legacy = isLegacySoftware(card);
    return words;
}

// The card's words, then what depends on the number of boards.
// `tensorParallel` has rows only where the GPUs run one stream tensor parallel (NVLink).
QStringList caveatsFor(const Card &card, int boards, const MemoryRequest &request,
    const ScalingFactor &split, const ScalingFactor &tensorParallel,
    const CardSoftwareWords &software)
{
    QStringList caveats = software.caveats;
    const bool desktop = card.key.form == Form::Desktop
        || (card.productLine && *card.productLine == ProductLine::Consumer);
    if (boards > 2 && desktop)
        caveats << tr("more than two desktop cards: plan slots or risers, the power supply and "
                      "cooling");
    if (request.gpus > 1 && request.method == FitMethod::Inference && tensorParallel.rows > 0) {
        //: %1: GPUs, %2: speed-up over one GPU, %3: number of measured results, %4–%5: where
        //: they lie against the fit.
        caveats << tr("tensor parallel over NVLink (vLLM): every layer split across the %1 GPUs, "
                      "%2× one GPU's speed, fitted on %3 measured multi-GPU results (%4–%5×)")
                       .arg(request.gpus)
                       .arg(QLocale().toString(tensorParallel.speedup(request.gpus), 'f', 2))
                       .arg(tensorParallel.rows)
                       .arg(QLocale().toString(tensorParallel.low, 'f', 2),
                           QLocale().toString(tensorParallel.high, 'f', 2));
    } else if (request.gpus > 1 && request.method == FitMethod::Inference) {
        if (split.rows > 0)
            //: %1: percent, %2: number of measured results, %3–%4: percent range.
            caveats << tr("layers split across GPUs (llama.cpp): memory adds up, speed does not: "
                          "%1 % of one GPU holding the whole model, fitted on %2 measured "
                          "multi-GPU results (%3–%4 %); tensor parallelism (vLLM) can be faster "
                          "where fast links join the GPUs")
                           .arg(qRound(split.factor * 100))
                           .arg(split.rows)
                           .arg(qRound(split.factor * split.low * 100))
                           .arg(qRound(split.factor * split.high * 100));
        else
            caveats << tr("layers split across cards: memory adds up, speed does not (tensor "
                          "parallelism over NVLink adds speed)");
    }
    return caveats;
}

} // namespace

QString FitConfiguration::name() const
{
    if (!card)
        return {};
    if (server)
        //: A configuration of server modules: "8 × NVIDIA H100 SXM 80 GB server".
        return QCoreApplication::translate("gpu", "%1 × %2 server").arg(boards).arg(card->label());
    return boards > 1 ? QStringLiteral("%1 × %2").arg(boards).arg(card->label()) : card->label();
}

FitRentLookup cloudRentLookup(const CatalogData &data, const ExchangeRate &rate, Currency currency)
{
    QHash<CardKey, RentQuote> best;
    QHash<CardKey, QList<int>> nodes;
    for (const CloudOffering &o : data.cloud) {
        if (o.freeTier || !(o.pricePerHour > 0) || o.gpuCount < 1)
            continue;
        RentQuote q;
        q.offer = o.provider + QLatin1Char(' ') + o.offering;
        q.perGpuHour = rate.convert(o.pricePerHour, o.currency, currency) / o.gpuCount;
        q.interruptible = isInterruptible(o);
        if (!(q.perGpuHour > 0) || !std::isfinite(q.perGpuHour))
            continue;
        if (!q.interruptible && !nodes[o.card].contains(o.gpuCount))
            nodes[o.card] << o.gpuCount;
        const auto it = best.constFind(o.card);
        if (it == best.constEnd() || (it->interruptible && !q.interruptible)
            || (it->interruptible == q.interruptible && q.perGpuHour < it->perGpuHour))
            best.insert(o.card, q);
    }
    for (auto it = best.begin(); it != best.end(); ++it)
        it->nodeSizes = nodes.value(it.key());
    return [best](const Card &card) -> std::optional<RentQuote> {
        const auto it = best.constFind(card.key);
        return it == best.constEnd() ? std::nullopt : std::optional<RentQuote>(*it);
    };
}

bool isServerModule(const Card &card)
{
    return card.key.form == Form::SXM || card.key.form == Form::OAM;
}

int serverModulesLeftOut(const FitPlanRequest &request, const QList<const Card *> &cards)
{
    if (!request.modulesAsServers || request.boardCounts.contains(4)
        || request.boardCounts.contains(8))
        return 0;
    return int(std::count_if(
        cards.begin(), cards.end(), [](const Card *c) { return c && isServerModule(*c); }));
}

namespace {

QString serverCaveat(const FitConfiguration &row, const ScalingFactor &dataParallel)
{
    const bool nvidia = row.card->key.vendor == QLatin1String("NVIDIA");
    //: %1: 4 or 8; %2: the link between the GPUs.
    QString s
        = tr("%1-GPU server (%2 between the GPUs)")
              .arg(row.boards)
              .arg(nvidia ? tr("NVLink/NVSwitch") : tr("Infinity Fabric or the platform's links"));
    if (row.price && row.price->unit == PriceUnit::Server && row.price->gpuCount == row.boards)
        s += QStringLiteral("; ") + tr("priced as the whole server, host included");
    else if (row.price && row.price->unit == PriceUnit::Server)
        //: %1: GPUs of this set-up, %2: GPUs of the server the price is for.
        s += QStringLiteral("; ")
            + tr("priced as %1 × the per-GPU share of a %2-GPU server's price (host included)")
                  .arg(row.boards)
                  .arg(row.price->gpuCount);
    else if (row.price && !row.host)
        s += QStringLiteral("; ")
            + tr("priced as %1 × the price of one GPU; a host (CPUs, memory, power, chassis) "
                 "comes on top")
                  .arg(row.boards);
    if (dataParallel.rows > 0 && nvidia)
        //: %1: percent per GPU, %2: number of measured results.
        s += QStringLiteral("; ")
            + tr("data-parallel training keeps about %1 % of each GPU's speed over NVLink "
                 "(fitted on %2 measured multi-GPU results)")
                  .arg(qRound(dataParallel.factor * 100))
                  .arg(dataParallel.rows);
    else if (dataParallel.rows > 0)
        //: %1: percent per GPU, %2: number of measured results (of NVIDIA servers).
        s += QStringLiteral("; ")
            + tr("data-parallel training keeps about %1 % of each GPU's speed, as measured on "
                 "NVLink servers (%2 results; none of this vendor's)")
                  .arg(qRound(dataParallel.factor * 100))
                  .arg(dataParallel.rows);
    return s;
}

} // namespace

Precision tokenRatePrecision(const FitPlanRequest &request)
{
    // Decode speed: the weights are read as inference reads them, whatever the method.
    return rankingPrecision(FitMethod::Inference, request.memory.weights);
}

namespace {

// The decode speed of a set-up that runs the model for inference on cards with a known memory
// bandwidth: the fitted model's where it has one, with its range, else the bandwidth's bound; a
// layer split over several GPUs at the measured factor.
void setTokenRate(FitConfiguration &row, const ModelSpec &model, const MemoryRequest &r,
    const FitPlanRequest &request, const ModelParameters &decode, Precision precision,
    const ScalingFactor &split)
{
    const Card &card = *row.card;
    const double bytes
        = decodeBytesPerStep(model, r, PerformanceModel::bytesPerParameter(precision));
    const auto fitted = request.performance ? PerformanceModel::decodeTokensPerSecond(decode, card,
                            bytes / 1e9, llmLayersOr(model.layers, model.paramsTotalB))
                                            : std::nullopt;
    if (fitted) {
        const double tokens = *fitted * std::max(1, r.batch);
        const EstimateBasis basis = PerformanceModel::basisOf(decode, card);
        const auto [low, high] = PerformanceModel::rangeOf(decode, basis, card.key.vendor);
        row.tokensBasis = basis;
        if (!(low == 1.0 && high == 1.0)) {
            row.tokensLow = tokens * low;
            row.tokensHigh = tokens * high;
        }
    }
    row.tokensPerSecond = fitted ? std::optional<double>(*fitted * std::max(1, r.batch))
                                 : decodeTokensPerSecond(model, r,
                                     *card.memoryBandwidthGBps / std::max(1, card.gpusPerBoard));
    // NVIDIA SXM modules joined by NVLink: tensor parallel (vLLM), N^exponent × one GPU's
    // speed, and the measured rows' range around it.
    if (row.tokensPerSecond && request.scaling && request.scaling->tensorParallel(card, row.gpus)) {
        const ScalingFactor tp = request.scaling->factor(Parallelism::TensorParallelNvLink);
        row.tokensPerSecond = *row.tokensPerSecond * tp.speedup(row.gpus);
        row.tokensLow = *row.tokensPerSecond * tp.low;
        row.tokensHigh = *row.tokensPerSecond * tp.high;
        row.tensorParallel = true;
        return;
    }
    // Several GPUs with the layers split: the measured factor and its range, which
    // the backtest drew with the single-GPU estimate's own error inside it.
    if (row.gpus > 1 && split.rows > 0 && row.tokensPerSecond) {
        row.tokensPerSecond = *row.tokensPerSecond * split.factor;
        row.tokensLow = *row.tokensPerSecond * split.low;
        row.tokensHigh = *row.tokensPerSecond * split.high;
    }
}

// The training rate of a fine-tuning set-up that fits (TrainingThroughput.h): several GPUs data
// parallel over NVLink for server modules, over PCIe for cards.
void setTrainRate(FitConfiguration &row, const ModelSpec &model, const MemoryRequest &r,
    const FitPlanRequest &request)
{
    const auto rate = request.training->rate(
        model, r, *row.card, row.gpus, isServerModule(*row.card) || row.card->serverOf);
    if (!rate)
        return;
    row.trainTokensPerSecond = rate->tokensPerSecond;
    row.trainLow = rate->low;
    row.trainHigh = rate->high;
    row.trainBasis = rate->basis;
}

// Those that fit first; current software before legacy, a method the stack runs before one it
// runs as a preview; then by the order asked for, unknown figures last, the cheaper of equals
// first.
void sortFits(QList<FitConfiguration> &rows, const FitPlanRequest &request)
{
    const FitOrder order = request.memory.method == FitMethod::Inference ? request.order
        : request.order == FitOrder::Value                               ? FitOrder::Price
                                                                         : request.order;
    const bool inference = request.memory.method == FitMethod::Inference;
    auto key = [order, inference](const FitConfiguration &c) -> std::optional<double> {
        const auto price = c.totalPrice();
        switch (order) {
        case FitOrder::Price:
            return price ? std::optional<double>(-*price) : std::nullopt;
        case FitOrder::Speed:
        case FitOrder::Time: // fine-tuning: the shortest job, the most trained tokens/s
            return inference ? c.tokensPerSecond : c.trainTokensPerSecond;
        case FitOrder::Value:
            if (price && *price > 0 && c.tokensPerSecond)
                return *c.tokensPerSecond / *price;
            return std::nullopt;
        }
        return std::nullopt;
    };
    std::stable_sort(rows.begin(), rows.end(),
        [&key, &request](const FitConfiguration &a, const FitConfiguration &b) {
            if (a.fits != b.fits)
                return a.fits;
            if (a.rentOnly != b.rentOnly)
                return !a.rentOnly;
            if (a.legacySoftware != b.legacySoftware)
                return !a.legacySoftware;
            if (!request.allowPreviewSoftware && a.methodExperimental != b.methodExperimental)
                return !a.methodExperimental;
            if (a.modifiedBoard != b.modifiedBoard)
                return !a.modifiedBoard;
            const auto ka = key(a);
            const auto kb = key(b);
            if (ka.has_value() != kb.has_value())
                return ka.has_value();
            if (ka && *ka != *kb)
                return *ka > *kb;
            const auto pa = a.totalPrice();
            const auto pb = b.totalPrice();
            if (pa.has_value() != pb.has_value())
                return pa.has_value();
            return pa && *pa < *pb;
        });
}

} // namespace

namespace {

// Several cards or modules are a machine: priced as its GPUs plus the host allowance of its
// class, unless the price is the whole server's (host included). A derived machine's own row
// already carries its host (ServerSystems.h).
void setHost(FitConfiguration &row, const FitPlanRequest &request)
{
    // A whole server's price of another size carries its share of a host per GPU.
    if (!row.price || row.boards < 2 || row.card->serverOf || !request.hostPriceOf
        || row.price->unit == PriceUnit::Server)
        return;
    // A workstation's class goes by its cards (a dual-GPU board takes one slot).
    const auto hostClass
        = hostClassOf(isServerModule(*row.card) ? Form::Server : Form::Workstation, row.boards);
    if (!hostClass)
        return;
    const HostAllowance *host = hostAllowance(*hostClass);
    if (const auto amount = request.hostPriceOf(*host); amount && *amount > 0) {
        row.host = host;
        row.hostPrice = *amount;
    }
}

QString hostCaveat(const FitConfiguration &row)
{
    //: %1: cards, %2: one card's price, %3: the host allowance, %4: currency, %5: outlet, %6:
    //: the month the figure was seen.
    return tr("priced as %1 × %2 + a host allowance of %3 %4 (%5, %6)")
        .arg(row.boards)
        .arg(QLocale().toString(row.price->amount, 'f', 0),
            QLocale().toString(row.hostPrice, 'f', 0), toCode(row.price->currency),
            row.host->outlet, row.host->date.toString(QStringLiteral("yyyy-MM")));
}

} // namespace

QList<FitConfiguration> planFits(const ModelSpec &model, const FitPlanRequest &request,
    const QList<const Card *> &cards, const FitPriceLookup &priceOf)
{
    // The LLM term of the weights' precision class (tokenRatePrecision()). Its weights are
    // counted at that class's bytes per parameter, as the term was fitted (the measured rows mix
    // Q4_0 and Q4_K_M), so `fit` and `rank` give one figure for one card.
    const Precision precision = tokenRatePrecision(request);
    const ModelParameters decode = request.performance
        ? request.performance->parameters(Workload::LlmInference, precision)
        : ModelParameters();
    const ScalingFactor dataParallel = request.scaling
        ? request.scaling->factor(Parallelism::DataParallelNvLink)
        : ScalingFactor();
    const ScalingFactor split
        = request.scaling ? request.scaling->factor(Parallelism::LayerSplit) : ScalingFactor();
    QList<FitConfiguration> rows;
    for (const Card *card : cards) {
        const double perGpu = card->memoryPerGpuGb();
        if (!(perGpu > 0))
            continue;
        const std::optional<CardPrice> price = priceOf ? priceOf(*card) : std::nullopt;
        const std::optional<RentQuote> rent = request.rentOf ? request.rentOf(*card) : std::nullopt;
        std::optional<CardSoftwareWords> software[2]; // one GPU, several
        for (int boards : request.boardCounts) {
            // A machine sold whole (a Mac Studio, the DGX Spark) is one set-up, not a board to
            // gang with others; server modules come as 4- and 8-GPU servers.
            if (boards < 1 || (card->soldAsSystem && boards > 1))
                continue;
            // A sweep builds its own servers from the modules; a derived server row
            // (ServerSystems.h) counts only where the user names it.
            if (card->serverOf && request.modulesAsServers)
                continue;
            const bool module = isServerModule(*card);
            if (module && request.modulesAsServers && boards != 4 && boards != 8)
                continue;
            FitConfiguration row;
            row.card = card;
            row.boards = boards;
            row.price = price;
            row.server = module && (boards == 4 || boards == 8);
            setHost(row, request);
            if (rent) {
                row.rentOffer = rent->offer;
                row.rentPerHour
                    = rent->perGpuHour * std::max(1, boards) * std::max(1, card->gpusPerBoard);
                row.rentInterruptible = rent->interruptible;
            }
            if (request.budget && *request.budget > 0
                && (!row.totalPrice() || *row.totalPrice() > *request.budget)) {
                // Rented whole: an on-demand node of exactly this many GPUs.
                const int gpus = boards * std::max(1, card->gpusPerBoard);
                if (!request.rentOverBudget || !rent || row.rentInterruptible
                    || !rent->nodeSizes.contains(gpus))
                    continue;
                row.rentOnly = true;
            }
            row.gpus = boards * std::max(1, card->gpusPerBoard);
            MemoryRequest r = request.memory;
            r.gpus = row.gpus;
            row.estimate = estimateMemoryNumbers(model, r); // worded where shown
            row.fits = fits(row.estimate, perGpu);
            // What the GPUs may use: with unified memory the GPU's share of the machine's.
            row.memoryAvailableGb = card->memoryPerGpuGb() * row.gpus;
            if (model.kind == ModelKind::Llm && model.hasArchitecture())
                row.maxContext = largestContextThatFits(model, r, perGpu);
            row.maxBatch = largestBatchThatFits(model, r, perGpu);
            // A speed only where the model runs: a figure beside "does not fit" reads as a promise.
            if (row.fits && r.method == FitMethod::Inference && card->memoryBandwidthGBps)
                setTokenRate(row, model, r, request, decode, precision, split);
            if (row.fits && r.method != FitMethod::Inference && request.training)
                setTrainRate(row, model, r, request);
            std::optional<CardSoftwareWords> &words = software[r.gpus > 1 ? 1 : 0];
            if (!words)
                words = cardSoftwareWords(*card, r);
            row.caveats = caveatsFor(*card, boards, r, split,
                row.tensorParallel ? request.scaling->factor(Parallelism::TensorParallelNvLink)
                                   : ScalingFactor(),
                *words);
            if (row.host)
                row.caveats.prepend(hostCaveat(row));
            if (row.server)
                row.caveats.prepend(serverCaveat(row, dataParallel));
            if (row.rentOnly)
                //: %1: the cloud offering, %2: hours the budget rents it for.
                row.caveats.prepend(
                    tr("over the budget to buy: rent it on demand (%1); the budget pays for "
                       "about %2 hours")
                        .arg(row.rentOffer)
                        .arg(QLocale().toString(*request.budget / *row.rentPerHour, 'f', 0)));
            row.legacySoftware = words->legacy;
            row.libraries = words->libraries;
            row.methodExperimental = words->experimental;
            row.modifiedBoard = card->modifiedBoard;
            rows << row;
        }
    }
    sortFits(rows, request);
    return rows;
}

std::optional<double> FitConfiguration::ownCost3y(double hoursPerDay, double kwhPrice) const
{
    const auto total = totalPrice();
    if (!total)
        return std::nullopt;
    double own = *total;
    if (kwhPrice > 0 && card && card->tdpWatts)
        own += *card->tdpWatts * boards / 1000.0 * hoursPerDay * 365.0 * 3.0 * kwhPrice;
    return own;
}

CardFit cardFit(const QList<FitConfiguration> &plan, const CardKey &card)
{
    CardFit fit;
    for (const FitConfiguration &c : plan) {
        if (!c.card || c.card->key != card)
            continue;
        if (c.boards == 1)
            fit.one = &c;
        if (c.fits && (!fit.fewest || c.boards < fit.fewest->boards))
            fit.fewest = &c;
    }
    return fit;
}

QString fitVerdictText(const CardFit &fit, int maxCards)
{
    if (!fit.one)
        return {};
    const QLocale locale;
    const QString needed = locale.toString(fit.one->estimate.perGpu.total(), 'f', 1);
    const QString capacity = locale.toString(fit.one->card->memoryPerGpuGb(), 'f', 0);
    QString verdict;
    // A server or workstation (ServerSystems.h) is one machine of several GPUs: the need is
    // each GPU's.
    const bool system = fit.one->card->serverOf && fit.one->gpus > 1;
    if (fit.one->fits && system)
        verdict = QCoreApplication::translate("gpu",
            "Fits on this machine: %1 GB on each of its %n GPUs of %2 GB.", nullptr, fit.one->gpus)
                      .arg(needed, capacity);
    else if (fit.one->fits)
        verdict = tr("Fits on one card: %1 of %2 GB.").arg(needed, capacity);
    else if (system)
        verdict = QCoreApplication::translate("gpu",
            "Does not fit on this machine: it needs %1 GB on each of its %n GPUs of %2 GB.",
            nullptr, fit.one->gpus)
                      .arg(needed, capacity);
    else if (fit.fewest)
        verdict = QCoreApplication::translate("gpu",
            "Does not fit on one card (needs %1 GB of %2). %n cards of it hold it, %3 GB on each.",
            nullptr, fit.fewest->boards)
                      .arg(needed, capacity,
                          locale.toString(fit.fewest->estimate.perGpu.total(), 'f', 1));
    else
        verdict = QCoreApplication::translate("gpu",
            "Does not fit on one card (needs %1 GB of %2), nor on %n of it.", nullptr, maxCards)
                      .arg(needed, capacity);
    if (fit.fewest && fit.fewest->maxContext > 0)
        verdict += QLatin1Char(' ')
            + tr("Largest context that fits: %1 tokens.")
                  .arg(locale.toString(fit.fewest->maxContext));
    if (fit.fewest && fit.fewest->tokensPerSecond)
        verdict += QLatin1Char(' ')
            + tr("About %1 tokens/s.").arg(locale.toString(*fit.fewest->tokensPerSecond, 'f', 1));
    return verdict;
}

} // namespace gpu
