// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A catalog session: the one way the window (ui/AppState) and the command line (cli/) open the
// catalog, read it again, find and price its cards, rank it, and write to it (issue 40). Not a
// QObject and not thread-safe: the window and each command own one.
//
// Writes — an import, a price added, changed or removed, a feed added or updated — first ask
// writeRefusal(): the one sentence for a session whose database would not keep them (an
// in-memory copy after a file of a newer version or no usable file; a read-only file; a shared
// catalog's read-only role or its snapshot). A write the session refuses changes nothing and
// says so in that sentence. After a write that succeeded the caller reads the catalog again
// (reload()), as the window does after every edit; a command that ends does not need to.

#include "CardNameMatcher.h"
#include "CatalogDatabase.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "Feeds.h"
#include "RankingRequestBuilder.h"

#include <QCoreApplication>

#include <memory>

namespace gpu {

struct PreparedCatalog;

class CatalogSession
{
    Q_DECLARE_TR_FUNCTIONS(CatalogSession)
public:
    CatalogSession();
    ~CatalogSession();
    CatalogSession(const CatalogSession &) = delete;
    CatalogSession &operator=(const CatalogSession &) = delete;

    /// Opens the database the options name (openCatalog(): creation, migrations, the built-in
    /// refresh, a damaged file kept aside) and reads its rows unless `options.loadRows` is false.
    /// The ranker gets `model`, or the stored fit (ModelCache.h) when `model` is null.
    OpenedCatalog open(const CatalogOpenOptions &options, const PerformanceModel *model = nullptr);
    /// An empty, read-only placeholder under `connectionName` until open() (the window's first
    /// frame before its catalog is read).
    void openPlaceholder(const QString &connectionName);
    /// Reads every row again; on a shared catalog whose server restarted, connects once more.
    /// False (and `error` set) when the rows cannot all be read: the session keeps what it had.
    bool reload(QString *error);
    /// Takes rows read from this session's database elsewhere (CatalogReader, on a worker
    /// thread) as reload() takes its own: the model stays when what its fit reads is unchanged.
    void adopt(CatalogData data);
    /// The same with what the reader prepared: with a stored fit, its ranker (index, scaling and
    /// today's price model made) and that fit as the session's model (storedFitInputs()).
    void adopt(PreparedCatalog prepared);
    /// modelFitInputs() of the catalog read (made once per read).
    const QString &modelInputs() const;
    /// The inputs the session's model is the stored fit of, when adopt(PreparedCatalog) set it
    /// so; empty otherwise (a model set by setModel() or fitted by ranker()).
    const QString &storedFitInputs() const { return m_storedFitInputs; }
    /// Whether the rows can be read on another connection to the same catalog (a clone, as
    /// CatalogReader makes): a database file or a shared catalog, not an in-memory copy.
    bool canReadElsewhere() const { return m_database && m_report.persistent; }
    /// Whether the rows read include the workstations of several cards (CatalogOpenOptions).
    bool workstations() const { return m_workstations; }

    bool isOpen() const { return m_database != nullptr; }
    CatalogDatabase &database() { return *m_database; }
    const CatalogDatabase &database() const { return *m_database; }
    const OpenReport &openReport() const { return m_report; }
    bool isPersistent() const { return m_report.persistent; }
    bool isWritable() const { return m_database && m_database->isWritable(); }
    bool isShared() const { return m_report.shared; }
    /// Empty when a write would be kept; otherwise the one sentence that says why not.
    QString writeRefusal() const;

    const CatalogData &catalog() const { return m_data; }
    /// The catalog's index (made on first use, once per read of the catalog).
    const CatalogIndex &index() const;
    /// The catalog's index, performance model and price model: the model given by setModel(),
    /// else the stored fit when its inputs are unchanged, else a fit stored for next time
    /// (fittedModel(), ModelCache.h), made on first use.
    const CatalogRanker &ranker() const;
    /// Ranks with the ranker (ranker()).
    RankingResult rank(const RankingRequest &request) const { return ranker().rank(request); }
    void setModel(PerformanceModel model);
    bool hasModel() const { return m_modelSet; }
    /// The price model of today: the ranker's when one is made, else fitted alone (a listing
    /// needs no performance model).
    const PriceModel &priceModel() const;
    /// priceModel() with its backtest's rows (`prices --backtest`): the same model when its
    /// backtest ran in this session, else fitted again without the stored calibration.
    PriceModel backtestedPriceModel() const;

    const Card *card(const QString &id) const;
    const Card *card(const CardKey &key) const;
    /// The card at `index` of catalog().cards (a verdict's cardIndex), or nullptr.
    const Card *cardAt(int index) const
    {
        return index >= 0 && index < m_data.cards.size() ? &m_data.cards[index] : nullptr;
    }
    /// findCardByName() over the catalog's cards (the index of names is made once per read).
    CardNameMatch findCard(const QString &name) const;
    QList<const Price *> pricesOf(const CardKey &key) const;
    QList<const BenchmarkResult *> benchmarksOf(const CardKey &key) const;
    /// The dated rates of the catalog with the user's USD rate when set.
    ExchangeRate exchangeRate(double cnyPerUsd, bool userRate) const;
    /// Today's price policy: the launch-price and stale-price rules, the price model's estimates.
    PricePolicy pricePolicy(const QDate &today = QDate::currentDate()) const;
    std::optional<CardPrice> priceOf(const Card &card, Currency currency, ConditionFilter condition,
        const ExchangeRate &rate) const;
    /// The same under `policy` (pricePolicy() made once for many cards: finding today's date
    /// asks the system for its time zone every time).
    std::optional<CardPrice> priceOf(const Card &card, Currency currency, ConditionFilter condition,
        const ExchangeRate &rate, const PricePolicy &policy) const;

    // Writes (each refused with writeRefusal() first; reload() afterwards).
    CatalogRepository::WriteResult importData(const CatalogData &rows);
    qint64 addPrice(const Price &price, QString *error);
    bool updatePrice(const Price &price, QString *error, int *newVersion = nullptr);
    bool removePrice(qint64 id, QString *error, int expectedVersion = 0);
    QList<Feed> feeds(QString *error = nullptr) const;
    bool addFeed(const Feed &feed, QString *error);
    bool removeFeed(const QString &name, bool removeRows, QString *error);
    /// Stores what a fetch of `feed` gave (applyFeedFetch), every price checked against what its
    /// card should cost (PriceCheck.h) unless `acceptUnusual`.
    FeedUpdate applyFeed(const Feed &feed, const FeedFetchResult &fetch, Currency currency,
        bool acceptUnusual = false, int maxRows = DefaultFeedRowCap);
    /// The options applyFeed() reads a sheet with (the default currency, today, the price
    /// model's estimates every price is checked against): for a FeedApplier on another thread.
    ImportOptions feedImportOptions(Currency currency, bool acceptUnusual = false) const;

private:
    void rowsChanged();

    std::unique_ptr<CatalogDatabase> m_database;
    OpenReport m_report;
    CatalogData m_data;
    mutable std::optional<CatalogRanker> m_ranker; ///< of m_data; reset by every read
    mutable bool m_modelSet = false;
    mutable std::optional<PriceModel> m_priceModel; ///< when no ranker gives one
    bool m_workstations = true;
    /// Opened with CatalogOpenOptions::pricesOnly (and not a server): no measured results, cloud
    /// offerings or models were read; reload() reads everything.
    bool m_pricesOnly = false;
    mutable std::optional<CardNameIndex> m_names;
    mutable std::optional<QString> m_modelInputs; ///< modelInputs(), reset by every read
    QString m_storedFitInputs;
};

} // namespace gpu
