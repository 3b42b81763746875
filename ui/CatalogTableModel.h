// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalog as a table: one row per card. DisplayRole is formatted text in the current locale
// with units ("—" for unknown); SortRole holds the raw number (invalid QVariant for unknown) so
// the proxy sorts numbers as numbers and puts unknowns last. CardKeyRole gives the card's
// identity (CardKey::toId()), which views use to keep the selection across filter and sort.

#include "AppState.h" // ConfigurationRow
#include "CatalogData.h"
#include "Pricing.h"
#include "Ranking.h"
#include "RankingFields.h"

#include <QAbstractTableModel>
#include <QHash>

namespace gpu {

class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Role
    {
        SortRole = Qt::UserRole + 1,
        CardKeyRole,
        UnknownRole,
        BoardsRole ///< cards in the row: 1, or N for a configuration "N × card"
    };
    enum Column
    {
        NameColumn,
        /// The card's place in the ranking (1 = best; sorted ascending, best first); unknown for
        /// cards the ranking does not rank (no price, unsupported, over budget). The score itself
        /// is the relative performance, in RelativeColumn.
        ScoreColumn,
        RelativeColumn, ///< relative performance (reference card = 1.0)
        PerfPerPriceColumn, ///< relative performance per 1,000 units of the chosen currency
        PriceColumn,
        PriceDateColumn,
        MemoryColumn,
        ArchitectureColumn,
        ComputeCapabilityColumn,
        BandwidthColumn,
        Fp32Column,
        TensorFp16Column,
        TdpColumn,
        PerfPerWattColumn, ///< relative performance per kW of board power
        /// The price to beat (docs/ranking.md): the price at which the card would match the
        /// best-value pick's performance per price, in the chosen currency
        PriceToBeatColumn,
        ColumnCount
    };

    explicit CatalogTableModel(QObject *parent = nullptr);

    /// Replaces the cards and their prices (resets the model).
    void setCatalog(const CatalogData &data);
    /// Price basis settings: currency, condition and exchange rate (prices are re-derived).
    /// The currency, condition, rates and price policy (the price model's estimates: AppState::
    /// pricePolicy()) the Price column judges each card by, as the ranking does.
    void setPricing(Currency currency, ConditionFilter condition, const ExchangeRate &rate,
        const PricePolicy &policy = {});
    /// Fills the score, relative performance and performance-per-price columns from a ranking
    /// of the same catalog (verdicts are looked up by CardKey). Emits dataChanged for those
    /// columns only: the model is not reset.
    void setRanking(const RankingResult &ranking);
    /// Configurations of several cards that hold the "Will it fit" model
    /// (AppState::multiCardConfigurations()), shown after the cards as rows such as
    /// "2 × NVIDIA GeForce RTX 3090 24 GB": the memory, price and board power of all of them,
    /// the speed of one (layers split across cards add memory, not speed), value per the total
    /// price. Their CardKeyRole is the card's. Empty = none.
    void setConfigurations(const QList<ConfigurationRow> &configurations);
    /// The ranks of set-ups (AppState::setUpRanks()): when not empty, the Rank column shows
    /// them, for single cards and configurations alike, instead of the ranking's.
    void setSetUpRanks(const QHash<QString, int> &ranks);
    /// Cards in `row`: 1 for a card, N for a configuration.
    int boardsOf(int row) const;
    /// Marks the user's card (bold, "★", a tooltip line); empty = none.
    void setYourCard(const QString &cardId);
    /// Re-announces header and display texts after a language change.
    void retranslate();

    /// The card of `row` (of a configuration: the card it is made of).
    const Card &card(int row) const { return m_data.cards.at(cardRowOf(row)); }
    /// The price of the row: of the card, or of every card of a configuration.
    std::optional<CardPrice> price(int row) const;
    /// The ranking's verdict on the card of `row`, or nullptr.
    const CardVerdict *verdict(int row) const;
    /// Its figures alone, without making its texts (VerdictList), or nullptr.
    const VerdictFigures *figures(int row) const;
    int rowOf(const QString &cardId) const { return m_rowById.value(cardId, -1); }
    const CatalogData &catalog() const { return m_data; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

    /// MIME type of dragged cards: UTF-8 text, one CardKey id per line.
    static QString cardMimeType() { return QStringLiteral("application/x-gpu-advisor-cards"); }

private:
    int cardRowOf(int row) const
    {
        return row < m_data.cards.size() ? row
                                         : m_configurationCardRows.value(row - m_data.cards.size());
    }
    void derivePrices();
    void mapVerdicts();
    QVariant raw(int column, int row) const;
    /// Qt::DisplayRole: the raw value worded, with its unit.
    QVariant displayText(int col, int row) const;
    /// The relative performance as the Relative column shows it ("1.25×", "*" measured, "?"
    /// unverified).
    QString relativeText(double value, int row) const;
    QString tooltip(int column, int row) const;
    QString priceToBeatText(int row) const; ///< "\nWorth buying below …", or ""
    /// The ranking result's fields the ranking's columns show (RankingFields.h), by column:
    /// their headers, tooltips and decimals. Made again for a currency or a language.
    void makeRankingFields();
    const RankingField &rankingField(int column) const { return m_rankingFields.at(column); }
    QList<RankingField> m_rankingFields; ///< by column; unused where a column shows none

    CatalogData m_data;
    QHash<QString, int> m_rowById;
    QString m_yourCardId;
    bool isYourCard(int row) const;
    QList<std::optional<CardPrice>> m_prices;
    RankingResult m_ranking;
    QList<int> m_verdictOfRow; ///< index into m_ranking.verdicts, or -1
    Currency m_currency = Currency::CNY;
    ConditionFilter m_condition = ConditionFilter::Any;
    ExchangeRate m_rate;
    PricePolicy m_policy;
    QList<ConfigurationRow> m_configurations; ///< rows after the cards
    QList<int> m_configurationCardRows; ///< the card row of each configuration
    QHash<QString, int> m_setUpRanks;
    std::optional<int> setUpRank(int row) const;
};

} // namespace gpu
