// SPDX-License-Identifier: GPL-3.0-or-later
#include "CatalogReadIndicator.h"

#include "AppState.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>

#include <algorithm>

namespace gpu {

CatalogReadIndicator::CatalogReadIndicator(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_bar(new QProgressBar(this))
{
    setObjectName(QStringLiteral("catalogReadIndicator"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    m_bar->setRange(0, 100);
    m_bar->setMaximumWidth(fontMetrics().averageCharWidth() * 24);
    m_bar->setTextVisible(true);
    connect(state, &AppState::catalogReadingChanged, this, &CatalogReadIndicator::setReading);
    connect(state, &AppState::catalogReadProgress, this, &CatalogReadIndicator::setProgress);
    // The first frame comes before the read begins: shown from then (AppState::catalogPending).
    if (state->catalogPending()) {
        connect(state, &AppState::catalogChanged, this, [this] { setReading(false); });
        setReading(true);
    } else {
        setReading(state->catalogReading());
    }
}

QString CatalogReadIndicator::text() const
{
    return isHidden() ? QString() : m_label->text();
}

int CatalogReadIndicator::percent() const
{
    return m_bar->value();
}

void CatalogReadIndicator::setReading(bool reading)
{
    if (reading && isHidden()) {
        m_cards = -1;
        m_bar->setValue(0);
    }
    setVisible(reading);
    retranslate();
}

void CatalogReadIndicator::setProgress(qint64 rowsRead, qint64 rowsTotal, int cards)
{
    m_cards = cards;
    m_bar->setValue(rowsTotal > 0 ? int(std::min<qint64>(100, rowsRead * 100 / rowsTotal)) : 0);
    retranslate();
}

void CatalogReadIndicator::retranslate()
{
    if (m_cards < 0)
        m_label->setText(tr("Reading the catalog…"));
    else
        //: %Ln the number of cards (and servers, workstations) being read from the database.
        m_label->setText(
            tr("Reading %Ln card(s) with their prices and measured results…", nullptr, m_cards));
    m_bar->setToolTip(tr("The window answers while the catalog is read; the ranking follows "
                         "as soon as every row is in."));
}

void CatalogReadIndicator::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gpu
