// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A card's price history in the detail pane: every dated price (built-in and the user's), new
// and used as two lines over time, in the chosen currency (converted at the user's rate).

#include "Pricing.h"

#include <QPointF>
#include <QWidget>

#include <optional>

class QAbstractSeries;
class QChartView;
class QLabel;

namespace gpu {

class PriceHistoryChart : public QWidget
{
    Q_OBJECT
public:
    explicit PriceHistoryChart(QWidget *parent = nullptr);

    /// Plots `prices` (of one card) in `currency`; hides the chart when none is dated. Each
    /// point's tooltip says what its source calls it ("average of eBay sales, new and used"),
    /// the seller, the date and the amount as seen. `estimate`, when the card is judged at the
    /// price model's estimate, is drawn today with its likely range.
    void setPrices(const QList<const Price *> &prices, Currency currency, const ExchangeRate &rate,
        const std::optional<CardPrice> &estimate = std::nullopt);
    /// The tooltip of the point nearest (x = ms since the epoch, y = amount), for tests.
    QString pointText(const QPointF &point) const;
    /// Points plotted for new and for used prices (tests).
    int newPointCount() const { return m_newPoints; }
    int usedPointCount() const { return m_usedPoints; }
    QChartView *view() const { return m_view; }

private:
    /// Today's estimate as a line of its likely range and a point, whose words are kept.
    QList<QAbstractSeries *> estimateOf(const CardPrice &estimate);

    QChartView *m_view;
    QLabel *m_empty;
    int m_newPoints = 0;
    int m_usedPoints = 0;
    QList<QPair<QPointF, QString>> m_pointTexts;
};

} // namespace gpu
