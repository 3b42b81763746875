// SPDX-License-Identifier: GPL-3.0-or-later
#include "WindowSelection.h"

#include "GpuDetection.h"
#include "Settings.h"

#include <QThread>

#include <memory>

namespace gpu {

WindowSelection::WindowSelection(const QString &settingsFile, QObject *parent)
    : QObject(parent)
    , m_settings(settingsFile.isEmpty() ? std::make_unique<Settings>()
                                        : std::make_unique<Settings>(settingsFile))
{
    m_compareSet = m_settings->value(Settings::Key::CompareSet).toStringList();
    m_compareSet.removeDuplicates();
    m_compareBaseline = m_settings->value(Settings::Key::CompareBaseline).toString();
    m_yourCardId = m_settings->value(Settings::Key::YourCard).toString();
}

WindowSelection::~WindowSelection()
{
    if (m_detection) {
        m_detection->wait(); // the probe gives up on a tool after a few seconds
        delete m_detection;
    }
}

void WindowSelection::setCurrentCard(const QString &id)
{
    if (id == m_currentCardId)
        return;
    m_currentCardId = id;
    Q_EMIT currentCardChanged(id);
}

int WindowSelection::addToCompare(const QStringList &ids)
{
    int added = 0;
    QStringList refused;
    for (const QString &id : ids) {
        const Card *c = card(id);
        if (!c)
            continue; // not a card of this catalog: ignored
        if (m_compareSet.contains(id)) {
            refused.append(c->label());
            continue;
        }
        m_compareSet.append(id);
        ++added;
    }
    if (added > 0) {
        saveCompareSet();
        Q_EMIT compareSetChanged();
    }
    if (!refused.isEmpty())
        Q_EMIT compareMessage(
            tr("Already in the comparison: %1").arg(refused.join(QStringLiteral(", "))));
    return added;
}

void WindowSelection::removeFromCompare(const QString &id)
{
    if (!m_compareSet.removeAll(id))
        return;
    if (m_compareBaseline == id)
        m_compareBaseline.clear();
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void WindowSelection::moveInCompare(int from, int to)
{
    if (from == to || from < 0 || to < 0 || from >= m_compareSet.size()
        || to >= m_compareSet.size())
        return;
    m_compareSet.move(from, to);
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void WindowSelection::setCompareBaseline(const QString &id)
{
    const QString baseline = m_compareSet.contains(id) ? id : QString();
    if (baseline == m_compareBaseline)
        return;
    m_compareBaseline = baseline;
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void WindowSelection::clearCompare()
{
    if (m_compareSet.isEmpty())
        return;
    m_compareSet.clear();
    m_compareBaseline.clear();
    saveCompareSet();
    Q_EMIT compareSetChanged();
}

void WindowSelection::saveCompareSet()
{
    m_settings->setValue(Settings::Key::CompareSet, m_compareSet);
    m_settings->setValue(Settings::Key::CompareBaseline, m_compareBaseline);
}

void WindowSelection::setYourCard(const QString &id)
{
    if (!id.isEmpty() && !card(id))
        return;
    const bool changed = id != m_yourCardId;
    m_yourCardId = id;
    m_settings->setValue(Settings::Key::YourCard, id);
    if (!changed)
        return;
    if (yourCardIsReference())
        referenceChanged();
    Q_EMIT yourCardChanged();
}

bool WindowSelection::yourCardIsReference() const
{
    return m_settings->value(Settings::Key::YourCardIsReference).toBool();
}

void WindowSelection::setYourCardIsReference(bool on)
{
    if (on == yourCardIsReference())
        return;
    m_settings->setValue(Settings::Key::YourCardIsReference, on);
    referenceChanged();
}

void WindowSelection::detectYourCard(bool onlyIfUnknown)
{
    if (m_detection || (onlyIfUnknown && m_settings->contains(Settings::Key::YourCard)))
        return;
    auto found = std::make_shared<LocalDetection>();
    m_detection = QThread::create([found] { *found = detectLocalGpus(); });
    connect(m_detection, &QThread::finished, this, [this, found, onlyIfUnknown] {
        m_detection->deleteLater();
        m_detection = nullptr;
        if (onlyIfUnknown && m_settings->contains(Settings::Key::YourCard))
            return; // chosen meanwhile
        for (const DetectedGpu &gpu : found->gpus) {
            const GpuMatch match = matchDetectedGpu(cards(), gpu);
            if (match.index < 0)
                continue;
            const Card &c = cards().at(match.index);
            setYourCard(c.key.toId());
            Q_EMIT yourCardMessage(tr("Your card: %1 (found in this computer)").arg(c.label()));
            return;
        }
        if (!onlyIfUnknown)
            Q_EMIT yourCardMessage(found->gpus.isEmpty()
                    ? tr("No GPU found in this computer (or its driver tools are missing)")
                    : tr("The GPU found (%1) is not a card of the catalog; choose the closest")
                          .arg(found->gpus.first().name));
    });
    m_detection->start();
}

} // namespace gpu
