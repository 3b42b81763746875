// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The status bar's word while the catalog is read on a worker thread (AppState::
// reloadInBackground(), issue 44): "Reading 100,000 cards with their prices and measured
// results…" and a progress bar, from the first frame until the rows are in. Hidden otherwise.

#include <QWidget>

class QLabel;
class QProgressBar;

namespace gpu {

class AppState;

class CatalogReadIndicator : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogReadIndicator(AppState *state, QWidget *parent = nullptr);

    QString text() const; ///< what it says now (empty when hidden)
    int percent() const; ///< how far the read is, 0–100

protected:
    void changeEvent(QEvent *event) override;

private:
    void setReading(bool reading);
    void setProgress(qint64 rowsRead, qint64 rowsTotal, int cards);
    void retranslate();

    QLabel *m_label;
    QProgressBar *m_bar;
    int m_cards = -1; ///< unknown until the reader has counted them
};

} // namespace gpu
