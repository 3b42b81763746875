// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the person has in hand in the window, remembered in the settings: the selected card, the
// compare set (CardKey ids in column order, with a baseline) and their own card ("your card",
// detected at start when possible, or chosen). The part of AppState (its base class) that panels
// use to select and compare; it knows cards only through card().

#include <QObject>
#include <QStringList>

#include <memory>

class QThread;

namespace gpu {

struct Card;
class Settings;

class WindowSelection : public QObject
{
    Q_OBJECT
public:
    ~WindowSelection() override;

    /// The user's preferences (the application's QSettings, or a file of the tests).
    Settings &settings() { return *m_settings; }
    const Settings &settings() const { return *m_settings; }
    /// The catalog's card with this CardKey id, or nullptr.
    virtual const Card *card(const QString &id) const = 0;

    QString currentCardId() const { return m_currentCardId; }
    const Card *currentCard() const { return card(m_currentCardId); }
    void setCurrentCard(const QString &id);

    QStringList compareSet() const { return m_compareSet; }
    QString compareBaseline() const { return m_compareBaseline; }
    /// Adds the cards not there yet; refuses duplicates and unknown ids with a compareMessage().
    /// Returns how many were added.
    int addToCompare(const QStringList &ids);
    void removeFromCompare(const QString &id);
    void moveInCompare(int from, int to);
    void setCompareBaseline(const QString &id);
    void clearCompare();

    QString yourCardId() const { return m_yourCardId; }
    /// The user's card, or nullptr (none chosen, or not in the catalog).
    const Card *yourCard() const { return card(m_yourCardId); }
    /// Chooses the user's card (empty = none); remembered. Re-ranks when it is the reference.
    void setYourCard(const QString &id);
    bool yourCardIsReference() const;
    /// Relative performance 1.00 = the user's card (a setting); re-ranks.
    void setYourCardIsReference(bool on);
    /// Looks for this computer's GPU in the background and makes it the user's card when it is
    /// a card of the catalog; with `onlyIfUnknown` only when none was ever chosen (at start),
    /// otherwise (a Detect button) it also says when nothing was found.
    void detectYourCard(bool onlyIfUnknown = true);

Q_SIGNALS:
    void currentCardChanged(const QString &id);
    void compareSetChanged();
    /// A short, translated message about the compare set (e.g. a refused duplicate).
    void compareMessage(const QString &text);
    /// The user's card changed (chosen, detected or cleared).
    void yourCardChanged();
    /// A short, translated message about the detection of the user's card.
    void yourCardMessage(const QString &text);

protected:
    /// `settingsFile` empty: the application's QSettings.
    WindowSelection(const QString &settingsFile, QObject *parent);
    /// The reference of the ranking changed (the user's card, or whether it is the reference).
    virtual void referenceChanged() = 0;
    /// The cards of the catalog, to match a detected GPU against.
    virtual const QList<Card> &cards() const = 0;

private:
    void saveCompareSet();

    std::unique_ptr<Settings> m_settings;
    QString m_currentCardId;
    QStringList m_compareSet;
    QString m_compareBaseline;
    QString m_yourCardId;
    QThread *m_detection = nullptr; ///< the running detection of the user's card, or null
};

} // namespace gpu
