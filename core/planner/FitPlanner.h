// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which cards, alone or several together, can run or fine-tune a model: the memory model
// (MemoryModel.h) applied to the catalog, with each configuration's price and caveats. Used by
// `gpu-advisor fit` and the window's "Will it fit" panel.

#include "Card.h"
#include "MemoryModel.h"
#include "MultiGpuScaling.h"
#include "PerformanceModel.h"
#include "Pricing.h"
#include "TrainingThroughput.h"

#include <functional>
#include <optional>

namespace gpu {

/// N × one card.
struct FitConfiguration
{
    const Card *card = nullptr;
    int boards = 1; ///< cards bought
    int gpus = 1; ///< GPUs they hold (a dual-GPU K80 board holds two)
    MemoryEstimate estimate;
    bool fits = false;
    double memoryAvailableGb
        = 0; ///< what the GPUs may use: printed memory (a unified-memory machine: the GPU share)
    int maxContext = 0; ///< tokens; 0 = not even 256 fit, or not a language model
    int maxBatch = 0;
    std::optional<double> tokensPerSecond; ///< inference, and only when it fits
    /// What tokensPerSecond rests on, when the fitted performance model gave it
    /// (PerformanceModel::basisOf()), and its likely range, tokens/s (unset where unknown).
    std::optional<EstimateBasis> tokensBasis;
    std::optional<double> tokensLow, tokensHigh;
    /// tokensPerSecond counts the GPUs tensor parallel over NVLink (vLLM; NVIDIA SXM modules,
    /// MultiGpuScaling::tensorParallel()), not with the layers split (llama.cpp).
    bool tensorParallel = false;
    /// Fine-tuning, and only when it fits: trained tokens per second of the whole set-up
    /// (TrainingThroughput.h), what it rests on and its likely range.
    std::optional<double> trainTokensPerSecond;
    std::optional<EstimateBasis> trainBasis;
    std::optional<double> trainLow, trainHigh;
    /// Hours a fine-tuning job of `tokens` trained tokens (dataset tokens × epochs) takes at
    /// trainTokensPerSecond; nullopt without it.
    std::optional<double> jobHours(double tokens) const
    {
        return trainTokensPerSecond && *trainTokensPerSecond > 0
            ? std::optional<double>(tokens / *trainTokensPerSecond / 3600.0)
            : std::nullopt;
    }
    /// That job bought: its share of ownCost3y() (three years at `hoursPerDay`), in the price's
    /// currency; nullopt without a price or a rate.
    std::optional<double> jobCostBuy(double tokens, double hoursPerDay, double kwhPrice) const
    {
        const auto hours = jobHours(tokens);
        const auto own = ownCost3y(hoursPerDay, kwhPrice);
        return hours && own && hoursPerDay > 0
            ? std::optional<double>(*own * *hours / (hoursPerDay * 365.0 * 3.0))
            : std::nullopt;
    }
    /// That job rented like for like (rentPerHour × its hours); nullopt without either.
    std::optional<double> jobCostRent(double tokens) const
    {
        const auto hours = jobHours(tokens);
        return hours && rentPerHour ? std::optional<double>(*rentPerHour * *hours) : std::nullopt;
    }
    std::optional<CardPrice> price; ///< of one card
    /// Translated sentences: software support, building with many consumer cards, vendor stack.
    QStringList caveats;
    /// Today's default builds no longer run the card: legacy or unsupported in the dated table of
    /// SoftwareSupport.h (NVIDIA before compute capability 7.5, AMD GCN 5, …); listed after the
    /// cards they do run.
    bool legacySoftware = false;
    /// The method needs a library the card's software stack runs only as a preview: QLoRA's
    /// bitsandbytes outside CUDA (methodSupport()). Said in `caveats`, listed after the set-ups
    /// whose stack runs it, and never a pick while one of those fits.
    bool methodExperimental = false;
    /// A board a third party rebuilt with more memory (Card::modifiedBoard: the RTX 4090 48 GB of
    /// China's market): no vendor warranty. Said in `caveats` and listed after the vendors' own
    /// boards, as the ranking keeps it out of its picks while a stock card does the job.
    bool modifiedBoard = false;
    /// The method's libraries checked against the card's stack (MethodSoftwareFit::summary()):
    /// "bitsandbytes:preview flash-attention-2:runs"; empty where none applies.
    QString libraries;
    /// SXM or OAM modules as they are sold: a 4- or 8-GPU server (HGX, an OAM platform) whose
    /// GPUs talk over NVLink/NVSwitch or Infinity Fabric. The price is the server's where the
    /// catalog's price row prices one of that size, else boards × the per-GPU price (said).
    bool server = false;
    /// Buy or rent, like for like: the cloud offering of the same GPU (on-demand before
    /// interruptible, then the cheapest per GPU-hour), for as many GPUs as the configuration has,
    /// in the price's currency; unset where no offering rents that GPU.
    QString rentOffer; ///< "provider offering"
    std::optional<double> rentPerHour; ///< for every GPU of the configuration
    bool rentInterruptible = false;
    /// Over the budget (or without a price) to buy, listed because it can be rented on demand
    /// (FitPlanRequest::rentOverBudget): after every set-up the budget buys.
    bool rentOnly = false;
    /// Hours of that rental the configuration's price pays for (price / rent per hour).
    std::optional<double> breakEvenHours() const
    {
        const auto total = totalPrice();
        return total && rentPerHour && *rentPerHour > 0
            ? std::optional<double>(*total / *rentPerHour)
            : std::nullopt;
    }

    /// Three years of owning the set-up at `hoursPerDay`: its price (host allowance included)
    /// and the GPUs' board power at `kwhPrice` per kWh (0: not counted), in the price's
    /// currency; nullopt without a price.
    std::optional<double> ownCost3y(double hoursPerDay, double kwhPrice) const;
    /// Renting the like-for-like offering (rentPerHour) for the same three years of hours;
    /// nullopt without one.
    std::optional<double> rentCost3y(double hoursPerDay) const
    {
        return rentPerHour ? std::optional<double>(*rentPerHour * hoursPerDay * 365.0 * 3.0)
                           : std::nullopt;
    }

    /// "2 × NVIDIA GeForce RTX 3090 24 GB", "8 × NVIDIA H100 SXM 80 GB server" (translated).
    QString name() const;
    /// Several cards or modules are a machine: unless the price is the whole server's, the
    /// host allowance of its class (HostAllowance.h) in the price's currency, counted in
    /// totalPrice() and said in the caveats. Null and 0 for one card and a whole server's price.
    const HostAllowance *host = nullptr;
    double hostPrice = 0;
    /// Price of the configuration, in the price's currency: every card, and the host allowance
    /// of a machine of several.
    std::optional<double> totalPrice() const
    {
        return price ? std::optional<double>(price->amount * boards + hostPrice) : std::nullopt;
    }
};

/// For a device with unified memory: the share of the machine's memory its GPU may use by
/// default, the gigabytes that gives, and how to raise it (Card::memoryShareNote), translated;
/// empty for a card with memory of its own.
QString unifiedMemoryCaveat(const Card &card);

/// How planFits() orders the configurations that fit (current software first in each).
enum class FitOrder
{
    Price, ///< cheapest set-up first
    Speed, ///< most tokens/s first (inference)
    Value, ///< most tokens/s per price first (inference); the cheapest for fine-tuning
    Time ///< the shortest job first: most trained tokens/s (fine-tuning), most tokens/s (inference)
};

/// A cloud rental of one GPU of a card, per GPU-hour in the plan's currency.
struct RentQuote
{
    QString offer; ///< "provider offering"
    double perGpuHour = 0;
    bool interruptible = false;
    /// GPU counts of the on-demand offerings of that GPU (1, 8): the nodes one can rent whole.
    QList<int> nodeSizes;
};
using FitRentLookup = std::function<std::optional<RentQuote>(const Card &)>;
/// The catalog's cloud offerings as a FitRentLookup: for each card the on-demand offering of the
/// same GPU before an interruptible one (isInterruptible(), Card.h), then the cheapest per
/// GPU-hour, converted to `currency` at `rate`; free tiers left out. Made once per plan.
FitRentLookup cloudRentLookup(const CatalogData &data, const ExchangeRate &rate, Currency currency);

struct FitPlanRequest
{
    FitOrder order = FitOrder::Value;
    MemoryRequest memory;
    QList<int> boardCounts = {1}; ///< configurations to consider (1, 2, 4, 8 …)
    std::optional<double> budget; ///< at most this total price (price's currency); unset = any
    /// The fitted performance model: tokens/s from its LLM term at the weights' precision, the
    /// same figures `rank` gives (PerformanceModel::decodeTokensPerSecond()). Null, or a term
    /// without measured results: decodeTokensPerSecond() of MemoryModel.h.
    const PerformanceModel *performance = nullptr;
    /// The fitted multi-GPU scaling (MultiGpuScaling.h): tokens/s of several GPUs with the
    /// layers split = its layer-split factor × one GPU's with the whole model, and its range.
    /// Null, or no factor fitted: several GPUs are taken as fast as one with the whole model.
    const MultiGpuScaling *scaling = nullptr;
    /// The fitted training throughput (TrainingThroughput.h): trained tokens/s of fine-tuning
    /// set-ups. Null: no training rate.
    const TrainingThroughput *training = nullptr;
    /// A sweep over the catalog: SXM and OAM modules are offered only as 4- and 8-GPU servers,
    /// the way they are sold (serverModulesLeftOut() counts those no count of the sweep allows).
    /// False where the user names the card and the count.
    bool modulesAsServers = false;
    /// Rentals for buy or rent (cloudRentLookup()); null: no rent figures.
    FitRentLookup rentOf;
    /// A host allowance in the plan's currency (converted at the allowance's own date), for
    /// set-ups of several cards or modules; null, or nullopt: no allowance is counted.
    std::function<std::optional<double>(const HostAllowance &)> hostPriceOf;
    /// With a budget: also list the set-ups it cannot buy but that rent on demand (rentOnly), a
    /// lab's other answer ("or rent an 8-GPU node").
    bool rentOverBudget = false;
    /// The user allows set-ups whose method needs a library their stack runs only as a preview
    /// (methodExperimental): they are still flagged, but ordered like the others.
    bool allowPreviewSoftware = false;
};
/// The precision the planner reads its tokens/s at (the fitted model's LLM term): the ranking's
/// for inference with the request's weights, rankingPrecision(FitMethod::Inference, weights), so
/// `fit`, `rank --model`, the window and the report give one figure for one card.
Precision tokenRatePrecision(const FitPlanRequest &request);

/// Whether `card` is a server module (SXM, OAM): sold in 4- and 8-GPU servers, not alone.
bool isServerModule(const Card &card);
/// How many of `cards` are server modules that `request` cannot offer (modulesAsServers with no
/// count of 4 or 8): said beside the plan, never left out in silence.
int serverModulesLeftOut(const FitPlanRequest &request, const QList<const Card *> &cards);

/// The price of one card for the plan (best current price in the user's currency, or nullopt).
using FitPriceLookup = std::function<std::optional<CardPrice>(const Card &)>;

/// Every configuration of `cards` × `request.boardCounts` within the budget: those that fit
/// first, current software before legacy, then by `request.order`. Cards without a memory size are
/// left out; with a budget, so are cards without a price.
QList<FitConfiguration> planFits(const ModelSpec &model, const FitPlanRequest &request,
    const QList<const Card *> &cards, const FitPriceLookup &priceOf);

/// One card's answer to a fit question: the card alone, and the fewest of it that hold the model,
/// among the plan's configurations (either null where the plan has none).
struct CardFit
{
    const FitConfiguration *one = nullptr;
    const FitConfiguration *fewest = nullptr;
};
/// The configurations of `card` in `plan` (planFits()'s result) as a CardFit.
CardFit cardFit(const QList<FitConfiguration> &plan, const CardKey &card);

/// The fit verdict in words, the one wording of every front end (the window's detail pane,
/// `fit --card`): "Fits on one card: 15.2 of 24 GB.", "Does not fit on one card (needs 140.3 GB
/// of 24). 8 cards of it hold it, 18.0 GB on each.", "Does not fit on one card (needs 140.3 GB
/// of 24), nor on 4 of it." (`maxCards`, the most the question allows), then the largest context
/// and the tokens/s of the fewest cards that hold it. Translated, plain text; empty without
/// `fit.one`.
QString fitVerdictText(const CardFit &fit, int maxCards);

} // namespace gpu
