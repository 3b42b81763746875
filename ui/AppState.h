// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The window's state, an adapter over the catalog session (core/session): the catalog, the
// questions (core/session/Questions.h) and their answers (the ranking, the set-ups), the filter,
// the selection and compare set (WindowSelection), the undo stack. Panels read it and ask it to
// change; a signal says each kind of change. The ranking covers the whole catalog.

#include "CatalogSession.h"
#include "Questions.h"
#include "SetUpRanking.h"
#include "Settings.h"
#include "WindowFeeds.h"
#include "WindowSelection.h"

#include <functional>

class QThread;
class QUndoStack;

namespace gpu {

class CatalogReader;

using RankingOptions = RankingQuestion; ///< the window's name of the ranking question

class AppState : public WindowSelection
{
    Q_OBJECT
public:
    struct Options : CatalogOpenOptions
    {
        Options() { connectionName = QStringLiteral("gpu-advisor-gui"); }
        QString settingsFile; ///< empty = the application's QSettings
        std::function<QString(const OpenReport &)> askPassword; ///< "" = cancelled
        bool fitInBackground = false; ///< refit in a worker thread (the window)
        bool loadAfterFirstPaint = false; ///< read the rows in loadPendingCatalog()
    };
    explicit AppState(const Options &options, QObject *parent = nullptr);
    ~AppState() override;
    CatalogSession &session() { return m_session; }
    const CatalogSession &session() const { return m_session; }
    const OpenReport &openReport() const { return m_session.openReport(); }
    bool isWritable() const { return m_session.isWritable(); }
    bool isShared() const { return m_session.isShared(); }
    QUndoStack *undoStack() const { return m_undoStack; }
    const CatalogData &catalog() const { return m_session.catalog(); }
    const Card *card(const QString &id) const override { return m_session.card(id); }
    const Card *cardAt(int index) const { return m_session.cardAt(index); }
    QList<const Price *> pricesOf(const CardKey &key) const { return m_session.pricesOf(key); }
    std::optional<Price> priceById(qint64 id) const;
    bool catalogPending() const { return m_catalogPending; }
    void loadPendingCatalog(); ///< reads the rows when catalogPending()
    /// Reads the catalog again; on a failed read keeps what it had (storageError() says why).
    /// A read under way in the background is dropped: this one is newer.
    void reload();
    /// reload() on a worker thread (CatalogReader) where the session allows it, else at once:
    /// the window keeps answering while it reads (catalogReadProgress()), then catalogChanged().
    /// The first read after the first frame goes this way too (loadPendingCatalog()).
    void reloadInBackground();
    /// Whether the rows are being read on a worker thread.
    bool catalogReading() const;
    const RankingOptions &rankingOptions() const { return m_options; }
    void setRankingOptions(const RankingOptions &options);
    ExchangeRate exchangeRate() const;
    /// Today's price policy, made at each ranking (the ranking's own date and price model).
    PricePolicy pricePolicy() const { return m_pricePolicy; }
    std::optional<CardPrice> priceOf(const Card &card) const; ///< under the current options
    const RankingResult &ranking() const { return m_ranking; }
    const PerformanceModel &model() const { return m_session.ranker().model(); }
    bool modelUpdating() const { return m_refit != nullptr; } ///< a refit runs (fitInBackground)
    void finishModelUpdate(); ///< waits for a running refit and applies it
    RankingRequest rankingRequest() const; ///< ranking()'s: rankingRequestFor() of the questions
    /// The report's: rankingRequest(), or with `onlyFilteredCards` the filter panel's cards.
    RankingRequest reportRequest(bool onlyFilteredCards) const;
    RankingResult rank(const RankingRequest &request) const { return m_session.rank(request); }
    const CardVerdict *verdictFor(const CardKey &key) const;
    void applySettings(); ///< re-reads the pricing settings and re-ranks
    void retranslate(); ///< words the ranking again after a language switch
    const FitQuestion &fitQuestion() const { return m_fitQuestion; }
    void setFitQuestion(const FitQuestion &question); ///< remembered; the ranking follows it
    const ModelSpec *fitModel() const { return m_fitModel ? &*m_fitModel : nullptr; }
    MemoryRequest fitMemoryRequest(int gpus = 1) const;
    /// planFits() of the question at the current prices, made when first asked for.
    const QList<FitConfiguration> &fitPlan() const;
    /// The one set-up ranking of the plan (SetUpRanking.h): the picks, the catalog's set-up
    /// ranks, the report's set-ups. Empty outside the LLM modes.
    const SetUpRanking &setUps() const;
    QList<ConfigurationRow> multiCardConfigurations() const; ///< the fewest of each card >1
    QHash<QString, int> setUpRanks() const; ///< "id" or "id×N" -> rank among setUps().ranked
    void refreshFitPlan(); ///< marks the plan out of date (fitChanged())
    const CardFilter &filter() const { return m_filter; }
    void setFilter(const CardFilter &filter);
    bool passesFilter(const Card &card) const; ///< at its current price

    // The user's own data (the undo commands; each reads the catalog again; a write the session
    // cannot keep is refused with CatalogSession::writeRefusal()).
    qint64 addPrice(const Price &price, QString *error);
    bool updatePrice(const Price &price, QString *error, int *newVersion = nullptr);
    bool removePrice(qint64 id, QString *error, int expectedVersion = 0);
    CatalogRepository::WriteResult importData(const CatalogData &data);

    // Feeds: listed and added through session(); removed here (it reloads), updated by feeds().
    bool removeFeed(const QString &name, bool removeRows, QString *error);
    WindowFeeds *feeds() const { return m_feeds; }

Q_SIGNALS:
    void catalogChanged(); ///< (re)loaded: every card, price and result may have changed
    void rankingChanged(); ///< the questions or pricing settings changed; ranked again
    void filterChanged();
    void fitChanged(); ///< the fit question or its answer changed
    void storageError(const QString &text); ///< a change could not be stored (translated)
    void modelUpdatingChanged(bool updating);
    /// The database another process held at start-up is in use now (translated message).
    void databaseReady(const QString &text);
    /// A background read (reloadInBackground()) began (true) or ended (false: the catalog
    /// read is shown, catalogChanged() came first; or the read was dropped, or failed and the
    /// window keeps what it had).
    void catalogReadingChanged(bool reading);
    /// A background read's rows are in; the model and the ranking follow (catalogChanged()).
    void catalogRowsRead();
    /// How far it is: rows read of the rows in all (cards, prices, measured results, offers),
    /// of which `cards` are cards.
    void catalogReadProgress(qint64 rowsRead, qint64 rowsTotal, int cards);

protected:
    void referenceChanged() override;
    const QList<Card> &cards() const override { return catalog().cards; }

private:
    void openDatabase(const Options &options);
    void retryBusyDatabase(); ///< every 3 s while another process holds the file
    void catalogLoaded(); ///< the model, the ranking and catalogChanged() after a read
    void catalogRead(const CatalogData &data, const QString &error); ///< a background read's end
    void readFirstAtOnce(); ///< the first read on the window's own connection, then shown
    void rerank();
    void startRefit();
    void applyRefit();
    CatalogSession m_session;
    bool m_fitInBackground = false;
    bool m_catalogPending = false;
    std::unique_ptr<Options> m_pendingOpen;
    /// The options of the first read after the first frame while it runs in the background: a
    /// read that meets damage opens the file again with its check (openCatalog()).
    std::unique_ptr<Options> m_firstRead;
    CatalogReader *m_reader = nullptr; ///< made on the first background read
    std::unique_ptr<Options> m_busyRetry; ///< the options of a busy database's next try
    int m_busyTries = 0;
    QString m_modelInputs; ///< modelFitInputs() of the model in use; empty = defaults
    QString m_catalogInputs; ///< modelFitInputs() of the catalog read
    QThread *m_refit = nullptr;
    QString m_refitInputs;
    std::shared_ptr<PerformanceModel> m_refitResult;
    std::shared_ptr<std::atomic<bool>> m_refitCancel; ///< set when the window closes mid-fit
    RankingOptions m_options;
    RankingResult m_ranking;
    RankingRequest m_rankedWith;
    PricePolicy m_pricePolicy; ///< made by rerank(): priceOf() of every card reads it
    ExchangeRate m_exchangeRate; ///< exchangeRate() when rerank() ran, for priceOf()
    std::vector<int> m_verdictOfCard; ///< card index -> verdict index, -1
    CardFilter m_filter;
    QUndoStack *m_undoStack = nullptr;
    FitQuestion m_fitQuestion;
    std::optional<ModelSpec> m_fitModel;
    mutable QList<FitConfiguration> m_fitPlan;
    mutable std::optional<SetUpRanking> m_setUps;
    mutable bool m_fitPlanStale = true;
    WindowFeeds *m_feeds = nullptr;
};
} // namespace gpu
