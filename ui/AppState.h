// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The application's state, shared by every panel: the database, the loaded catalog, the fitted
// performance model, the current ranking, the filter, the selected card and the compare set.
// Panels read it and ask it to change; it emits a signal for each kind of change, so panels never
// talk to each other directly. The ranking covers the whole catalog (the filter does not take
// part), so a keystroke in the search field only refilters: it never re-ranks or resets models.

#include "CatalogDatabase.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "Feeds.h"
#include "FitPlanner.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "Settings.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <memory>

class QThread;
class QUndoStack;

namespace gpu {

/// What the ranking selector asks for (workload, precision, budget, currency, condition).
struct RankingOptions
{
    Workload workload = Workload::Cnn;
    Precision precision = Precision::Fp16;
    std::optional<double> budget; ///< in `currency`; nullopt = no budget
    Currency currency = Currency::CNY;
    ConditionFilter condition = ConditionFilter::Any; ///< new and used prices by default
    double llmParametersBillions = 7; ///< model size for LLM inference, billions of parameters
    /// "LLM fine-tuning" in the ranking bar: ranked as Transformer training (`workload` is
    /// Transformer, FP16 mixed precision) with the memory the question's LoRA, QLoRA or full
    /// fine-tuning needs (FitQuestion::method). Saved as the workload "llm-finetune".
    bool fineTuning = false;

    /// LLM inference or fine-tuning: the modes whose question is FitQuestion.
    bool llmMode() const { return workload == Workload::LlmInference || fineTuning; }

    friend bool operator==(const RankingOptions &a, const RankingOptions &b)
    {
        return a.workload == b.workload && a.precision == b.precision && a.budget == b.budget
            && a.currency == b.currency && a.condition == b.condition
            && a.llmParametersBillions == b.llmParametersBillions && a.fineTuning == b.fineTuning;
    }
    friend bool operator!=(const RankingOptions &a, const RankingOptions &b) { return !(a == b); }
};

/// The "Will it fit" question: which model, used how, with what context, on up to how many
/// cards. One question for the whole window: the ranking bar, the "Will it fit" panel, the
/// catalog's configuration rows and the detail pane all answer it.
struct FitQuestion
{
    QString model; ///< a name of the catalog's models; empty or unknown = no model chosen
    FitMethod method = FitMethod::Inference;
    WeightFormat weights = WeightFormat::Q4_K_M; ///< inference; fine-tuning sets its own
    int context = 4096; ///< tokens
    int batch = 1;
    int maxCards = 2; ///< 1, 2, 4 or 8
    /// The fine-tuning framework's settings (MemoryRequest's fields of the same names, the
    /// command line's --pure-bf16, --chunked-loss, --optimizer-in-backward, --paged-optimizer).
    /// Remembered for every method; fitMemoryRequest() applies those that apply to it: pure BF16
    /// and the optimizer in backward to full fine-tuning, the others to every fine-tuning.
    bool pureBf16 = false;
    bool chunkedLoss = false;
    bool optimizerInBackward = false;
    bool pagedOptimizer = false;
    /// Set-ups whose method needs a library their stack runs only as a preview are ordered like
    /// the others and may be picked (FitPlanRequest::allowPreviewSoftware, --allow-preview).
    bool allowPreview = false;

    friend bool operator==(const FitQuestion &a, const FitQuestion &b)
    {
        return a.model == b.model && a.method == b.method && a.weights == b.weights
            && a.context == b.context && a.batch == b.batch && a.maxCards == b.maxCards
            && a.pureBf16 == b.pureBf16 && a.chunkedLoss == b.chunkedLoss
            && a.optimizerInBackward == b.optimizerInBackward
            && a.pagedOptimizer == b.pagedOptimizer && a.allowPreview == b.allowPreview;
    }
    friend bool operator!=(const FitQuestion &a, const FitQuestion &b) { return !(a == b); }
    /// The weight format the method really uses (QLoRA: NF4; LoRA and full: 16-bit).
    WeightFormat effectiveWeights() const
    {
        return method == FitMethod::Qlora    ? WeightFormat::Nf4
            : method == FitMethod::Inference ? weights
                                             : WeightFormat::Fp16;
    }
};

/// A configuration of several cards as the catalog shows it, judged like the ranking's cards.
struct ConfigurationRow
{
    FitConfiguration configuration;
    /// Relative to the ranking's reference card: one card's speed with the memory of all of them
    /// (the layers are split across the cards; a token passes through each in turn).
    std::optional<double> relative;
    std::optional<double> performancePerPrice; ///< per 1,000 of the price of every card
    std::optional<double> performancePerWatt; ///< per kW of every card's board power
};

class AppState : public QObject
{
    Q_OBJECT
public:
    /// Which catalog to open (CatalogOpenOptions: database path, built-in catalog, connection;
    /// see core/store/CatalogOpener.h) and which settings file to use.
    struct Options : CatalogOpenOptions
    {
        Options() { connectionName = QStringLiteral("gpu-advisor-gui"); }
        QString settingsFile; ///< empty = the application's QSettings
        /// Asked once when a shared catalog's server wants a password nobody gave (the window
        /// shows a password field); returns it, or an empty string to go on without. Never
        /// stored.
        std::function<QString(const OpenReport &)> askPassword;
        /// When the performance model's fit inputs changed and no stored fit matches them
        /// (ModelCache.h): false = fit before the catalog is shown (tests, predictable); true =
        /// show the last parameters (or the defaults) and fit in a worker thread, then swap the
        /// new ones in (the window: the model never blocks it).
        bool fitInBackground = false;
        /// true: the constructor neither opens the database nor reads its rows; the catalog
        /// stays empty and read-only (catalogPending()) until loadPendingCatalog(), which the
        /// window calls right after its first frame, so that it paints before it opens and
        /// reads (docs/performance.md). openReport() is known from then on.
        bool loadAfterFirstPaint = false;
    };

    explicit AppState(const Options &options, QObject *parent = nullptr);
    ~AppState() override;

    Settings &settings() { return *m_settings; }
    const OpenReport &openReport() const { return m_openReport; }
    bool isWritable() const { return m_database->isWritable(); }
    /// A shared catalog on a PostgreSQL server (or its snapshot when the server is away).
    bool isShared() const { return m_openReport.shared; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // Catalog
    const CatalogData &catalog() const { return m_catalog; }
    const Card *card(const QString &id) const;
    /// The card at `index` of catalog().cards (a verdict's cardIndex), or nullptr.
    const Card *cardAt(int index) const
    {
        return index >= 0 && index < m_catalog.cards.size() ? &m_catalog.cards[index] : nullptr;
    }
    QList<const Price *> pricesOf(const CardKey &key) const;
    QList<const BenchmarkResult *> benchmarksOf(const CardKey &key) const;
    std::optional<Price> priceById(qint64 id) const;
    /// The rows were not read yet (Options::loadAfterFirstPaint).
    bool catalogPending() const { return m_catalogPending; }
    /// Opens the database and reads the rows when catalogPending() (catalogChanged() follows);
    /// else nothing.
    void loadPendingCatalog();
    /// Reloads everything from the database (after an import or a price change).
    /// Reads the catalog again (after a write; View → Reload for a shared catalog, where others
    /// add rows). On a failed read the catalog read before stays, and storageError() says why.
    void reload();

    // Pricing and ranking
    const RankingOptions &rankingOptions() const { return m_options; }
    void setRankingOptions(const RankingOptions &options);
    ExchangeRate exchangeRate() const;
    ComputeCapability cudaMinimum() const;
    /// The price policy every price is judged by today: the launch-price and stale-price rules
    /// and the price model's estimates (CatalogRanker::pricePolicy()).
    PricePolicy pricePolicy() const;
    /// The price the card is judged at under the current options, or nullopt.
    std::optional<CardPrice> priceOf(const Card &card) const;
    const RankingResult &ranking() const { return m_ranking; }
    /// The performance model fitted to the catalog, and the catalog's index (for rankings of
    /// other requests, such as the report's).
    const PerformanceModel &model() const { return m_ranker.model(); }
    /// The model is being fitted again in a worker thread (Options::fitInBackground); the
    /// estimates shown use the previous parameters until modelUpdatingChanged(false).
    bool modelUpdating() const { return m_refit != nullptr; }
    /// Waits for a running refit and applies it (tests, and the end of the session).
    void finishModelUpdate();
    const CatalogIndex &catalogIndex() const { return m_ranker.index(); }
    /// The request ranking() was made with: the settings' defaults (rankingRequestFromSettings:
    /// exchange rate, CUDA minimum, host system cost, electricity, hours and years of use) and
    /// the ranking options. The filter panel's filter is not part of it: the ranking covers
    /// every card.
    RankingRequest rankingRequest() const;
    /// The request of the report (File → Export recommendation report): rankingRequest(), over
    /// the whole catalog, or with `onlyFilteredCards` only the cards the filter panel shows.
    RankingRequest reportRequest(bool onlyFilteredCards) const;
    /// Ranks the catalog for another request (the report's) with the fitted model; the reasons
    /// are in the application's current language.
    RankingResult rank(const RankingRequest &request) const { return m_ranker.rank(request); }
    const CardVerdict *verdictFor(const CardKey &key) const;
    /// Re-reads the pricing settings (exchange rate, electricity, host cost, CUDA minimum) and
    /// re-ranks.
    void applySettings();
    /// After a language switch: words the ranking again (wordRanking(): the reasons, the rule,
    /// the picks' notes, the no-pick reason) in the new language, without ranking again.
    void retranslate();

    // "Will it fit"
    const FitQuestion &fitQuestion() const { return m_fitQuestion; }
    /// Asks another question (remembered); a new model also becomes the ranking's LLM size.
    void setFitQuestion(const FitQuestion &question);
    /// The question's model in the catalog, or nullptr.
    const ModelSpec *fitModel() const;
    /// The memory model's request of the question (method, weights, context, batch and the
    /// framework settings that apply to the method) on `gpus`.
    MemoryRequest fitMemoryRequest(int gpus = 1) const;
    /// planFits() of the question over the whole catalog at the current prices, for every count
    /// of cards up to maxCards: those that fit first, by tokens/s per price. Empty without a
    /// model. Made when first asked for after the ranking, the prices or the question changed
    /// (fitChanged()), not before: a plan of a large catalog costs time and memory.
    const QList<FitConfiguration> &fitPlan() const;
    /// For each card, the fewest cards of it that hold the model when one does not (2, 4 or 8;
    /// at most maxCards), in fitPlan() order: the configurations the catalog shows as rows.
    QList<ConfigurationRow> multiCardConfigurations() const;
    /// In the LLM modes with a model named, each set-up's place (1 = first) among those that run
    /// it with a price, within the budget and on current software, in fitPlan() order (the
    /// order of the set-up picks): the catalog's rank of a card (key "id") or of N of it
    /// ("id×N"). Empty otherwise.
    QHash<QString, int> setUpRanks() const;
    /// The set-ups that may be picked, in fitPlan() order: those the catalog shows (a card alone,
    /// or the fewest of it that hold the model) that fit, with a price, on current software,
    /// with tokens/s for inference, and whose stack runs the method unless none such fits (or
    /// the question allows preview software: FitQuestion::allowPreview). The one list behind the
    /// ranking bar's set-up picks and setUpRanks().
    QList<const FitConfiguration *> pickableSetUps() const;
    /// Marks fitPlan() out of date and says fitChanged() (its caveats are sentences: after a
    /// language switch).
    void refreshFitPlan();

    // Filter
    const CardFilter &filter() const { return m_filter; }
    void setFilter(const CardFilter &filter);
    /// Whether the card passes the current filter at its current price.
    bool passesFilter(const Card &card) const;

    // Selection
    QString currentCardId() const { return m_currentCardId; }
    const Card *currentCard() const { return card(m_currentCardId); }
    void setCurrentCard(const QString &id);

    // Compare set: CardKey ids, in column order.
    QStringList compareSet() const { return m_compareSet; }
    QString compareBaseline() const { return m_compareBaseline; }
    /// Adds the cards that are not there yet; refuses duplicates and unknown ids with a
    /// compareMessage(). Returns how many were added.
    int addToCompare(const QStringList &ids);
    void removeFromCompare(const QString &id);
    void moveInCompare(int from, int to);
    void setCompareBaseline(const QString &id);
    void clearCompare();

    // The user's card ("your card"): detected at start when possible, or chosen; remembered.
    QString yourCardId() const { return m_yourCardId; }
    /// The user's card, or nullptr (none chosen, or not in the catalog).
    const Card *yourCard() const { return card(m_yourCardId); }
    /// Chooses the user's card (empty = none); remembered. Re-ranks when it is the reference.
    void setYourCard(const QString &id);
    bool yourCardIsReference() const;
    /// Relative performance 1.00 = the user's card (a setting); re-ranks.
    void setYourCardIsReference(bool on);
    /// Looks for this computer's GPU in the background and, if it is a card of the catalog,
    /// makes it the user's card. With `onlyIfUnknown`, only when the user's card was never
    /// chosen (at start); otherwise (a Detect button) it also says when nothing was found.
    void detectYourCard(bool onlyIfUnknown = true);

    // The user's own prices (used by the undo commands; they reload the catalog).
    qint64 addPrice(const Price &price, QString *error);
    /// Changes a price the user owns; refused when someone changed the row since it was read
    /// (price.stamp.version, see CatalogRepository::updatePrice), then the catalog is read again
    /// so the window shows what is stored. `newVersion` receives the row's version after it.
    bool updatePrice(const Price &price, QString *error, int *newVersion = nullptr);
    /// Removes a price row; with `expectedVersion` > 0 only if nobody changed it since.
    bool removePrice(qint64 id, QString *error, int expectedVersion = 0);

    /// Stores imported rows (all or nothing) and reloads.
    CatalogRepository::WriteResult importData(const CatalogData &data);

    // Feeds (core/imports/Feeds.h): sheets the catalog follows.
    QList<Feed> feeds() const;
    bool addFeed(const Feed &feed, QString *error);
    /// Stops following `name`, keeping its rows as the user's own or removing them; reloads.
    bool removeFeed(const QString &name, bool removeRows, QString *error);
    /// Fetches every feed (or only `name`) in the background and stores what changed, one feed
    /// after the other on this thread when its sheet has arrived (the window never waits for the
    /// network); feedUpdated() reports each, feedsUpdated() the end.
    void updateFeeds(const QString &name = QString());
    bool feedsUpdating() const { return m_feedsPending > 0; }
    /// At start: updateFeeds() when the catalog follows feeds and the last automatic check is a
    /// day old or more (meta key feeds_last_auto_check).
    void updateFeedsIfDue();

Q_SIGNALS:
    /// One feed was checked: `message` names it and what happened (translated).
    void feedUpdated(const QString &message, bool ok);
    /// Every feed of the last updateFeeds() was checked.
    void feedsUpdated();
    /// The catalog was (re)loaded: every card, price and benchmark may have changed.
    void catalogChanged();
    /// The ranking options or pricing settings changed; prices and the ranking were recomputed.
    void rankingChanged();
    void filterChanged();
    void currentCardChanged(const QString &id);
    void compareSetChanged();
    /// A short, translated message about the compare set (e.g. a refused duplicate).
    void compareMessage(const QString &text);
    /// The "Will it fit" question or its answer (fitPlan()) changed.
    void fitChanged();
    /// The user's card changed (chosen, detected or cleared).
    void yourCardChanged();
    /// A short, translated message about the detection of the user's card.
    void yourCardMessage(const QString &text);
    /// A change could not be stored (translated sentence naming what failed).
    void storageError(const QString &text);
    /// The model's refit started (true) or its parameters were swapped in (false); with false
    /// the ranking was made again (rankingChanged() comes before it).
    void modelUpdatingChanged(bool updating);

private:
    void onFeedFetched(const QString &name, const FeedFetchResult &result);

    FeedFetcher *m_feedFetcher = nullptr;
    QHash<QString, Feed> m_feedsInFlight;
    int m_feedsPending = 0;

    void loadOptionsFromSettings();
    /// The "Will it fit" question as last asked (Settings::Key::FitChoices), its use following
    /// the ranking's mode (m_options, read before it).
    void loadFitQuestionFromSettings();
    /// openCatalog() with the password prompt of a shared catalog; sets m_database,
    /// m_openReport and m_catalog (not yet indexed: catalogLoaded()).
    void openDatabase(const Options &options);
    /// Indexes m_catalog, fits the model and re-ranks (after it was read).
    void catalogLoaded();
    void rerank();
    /// The model for m_catalog: the one in use or the stored one when the fit inputs are the
    /// same, else a fit now or (fitInBackground) the one in use while startRefit() runs.
    PerformanceModel modelForCatalog();
    void startRefit();
    void applyRefit();
    void findFitModel();
    void saveFitQuestion();
    /// For each card, the fewest boards of it in fitPlan() that hold the model.
    QHash<const Card *, int> fewestBoardsThatFit() const;
    void saveCompareSet();

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<CatalogDatabase> m_database;
    bool m_workstations = true; ///< CatalogOpenOptions::workstations, for every reload
    OpenReport m_openReport;
    CatalogData m_catalog;
    CatalogRanker m_ranker; ///< the index and model of m_catalog, made again with every reload()
    bool m_fitInBackground = false;
    bool m_catalogPending = false;
    std::unique_ptr<Options> m_pendingOpen; ///< what to open, while catalogPending()
    QString m_modelInputs; ///< modelFitInputs() of the parameters in m_ranker; empty = defaults
    QString m_catalogInputs; ///< modelFitInputs() of m_catalog
    QThread *m_refit = nullptr; ///< the running refit, or null
    QString m_refitInputs; ///< what m_refit fits
    std::shared_ptr<PerformanceModel> m_refitResult;
    RankingOptions m_options;
    RankingResult m_ranking;
    RankingRequest m_rankedWith; ///< the request m_ranking was made with (rerank())
    std::vector<int> m_verdictOfCard; ///< index in m_catalog.cards -> in m_ranking.verdicts, -1
    CardFilter m_filter;
    QString m_currentCardId;
    QStringList m_compareSet;
    QString m_compareBaseline;
    QString m_yourCardId;
    QThread *m_detection = nullptr; ///< the running detection of the user's card, or null
    QUndoStack *m_undoStack = nullptr;
    FitQuestion m_fitQuestion;
    std::optional<ModelSpec> m_fitModel; ///< the question's model, shaped (findFitModel())
    mutable QList<FitConfiguration> m_fitPlan; ///< made by fitPlan() when m_fitPlanStale
    mutable bool m_fitPlanStale = true;
};

} // namespace gpu
