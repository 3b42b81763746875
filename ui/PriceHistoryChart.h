// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A card's price history in the detail pane: every dated price (built-in and the user's), new
// and used as two lines over time, in the chosen currency (converted at the user's rate).

#include <QWidget>

class QChartView;
class QLabel;

namespace gpu {

struct Price;
struct ExchangeRate;
enum class Currency;

class PriceHistoryChart : public QWidget
{
    Q_OBJECT
public:
    explicit PriceHistoryChart(QWidget *parent = nullptr);

    /// Plots `prices` (of one card) in `currency`; hides the chart when none is dated.
    void setPrices(const QList<const Price *> &prices, Currency currency, const ExchangeRate &rate);
    /// Points plotted for new and for used prices (tests).
    int newPointCount() const { return m_newPoints; }
    int usedPointCount() const { return m_usedPoints; }
    QChartView *view() const { return m_view; }

private:
    QChartView *m_view;
    QLabel *m_empty;
    int m_newPoints = 0;
    int m_usedPoints = 0;
};

} // namespace gpu
