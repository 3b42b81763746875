// SPDX-License-Identifier: GPL-3.0-or-later
// VerdictList (Ranking.h): every verdict's figures, and a verdict's texts made when first read.

#include "Ranking.h"
#include "Ranking_p.h"

#include <algorithm>

namespace gpu {

std::unique_ptr<CardVerdict> VerdictList::Store::make(qsizetype i) const
{
    auto v = std::make_unique<CardVerdict>();
    const VerdictFigures &f = figuresAt(i);
    static_cast<VerdictFigures &>(*v) = f;
    if (f.cardIndex >= 0 && f.cardIndex < cards.size())
        v->key = cards[f.cardIndex].key;
    if (f.measuredRow >= 0 && f.measuredRow < benchmarks.size()) {
        const BenchmarkResult &b = benchmarks[f.measuredRow];
        v->measured = MeasuredResult {b.value, b.unit, b.network, b.sourceUrl, b.date};
    }
    if (prices)
        if (const CardPrice *p = prices->of(f.cardIndex))
            v->price = *p;
    if (f.rentOption >= 0 && f.rentOption < rentLabels.size())
        v->rentOffer = rentLabels[f.rentOption];
    // One break-even figure per row: the older column names the like-for-like offering too.
    if (f.breakEvenHours)
        v->breakEvenOffering = v->rentOffer;
    return v;
}

VerdictList::Store::~Store()
{
    for (size_t c = 0; c < m_chunkCount; ++c)
        delete[] m_chunks[c].load(std::memory_order_relaxed);
}

void VerdictList::Store::prepareFigures()
{
    m_chunkCount = (order.size() + kChunk - 1) / kChunk;
    m_chunks = std::make_unique<std::atomic<VerdictFigures *>[]>(m_chunkCount);
    for (size_t c = 0; c < m_chunkCount; ++c)
        m_chunks[c].store(nullptr, std::memory_order_relaxed);
}

const VerdictFigures &VerdictList::Store::figuresAt(qsizetype i) const
{
    const size_t chunk = size_t(i) / kChunk;
    const VerdictFigures *figures = m_chunks[chunk].load(std::memory_order_acquire);
    if (!figures)
        figures = makeChunk(chunk);
    return figures[size_t(i) % kChunk];
}

// The figures of one chunk's positions: each card judged again from the kept context (the same
// figures as when it was ranked), with its rank and its prices to beat.
const VerdictFigures *VerdictList::Store::makeChunk(size_t chunk) const
{
    QMutexLocker lock(&m_chunkMutex);
    if (const VerdictFigures *ready = m_chunks[chunk].load(std::memory_order_acquire))
        return ready;
    const size_t begin = chunk * kChunk;
    const size_t end = std::min(order.size(), begin + kChunk);
    auto figures = std::make_unique<VerdictFigures[]>(kChunk);
    for (size_t i = begin; i < end; ++i) {
        VerdictFigures &v = figures[i - begin];
        judgeCard(*judge, judged[size_t(order[i])], v);
        v.rank = (*rows)[i].rank;
        // The prices to beat (pricesToBeat(), RankingPicks.cpp): per board, as the picks'.
        if (!v.relative || !(*v.relative > 0) || v.cardIndex < 0 || v.cardIndex >= cards.size())
            continue;
        const double boardRelative = *v.relative * v.boardGpus;
        if (valuePerPrice)
            v.priceToBeatValue = boardRelative / *valuePerPrice * 1000.0;
        if (overallRelative && overallPrice && boardRelative > *overallRelative * (1 + 1e-9))
            v.priceToBeatOverall = *overallPrice * boardRelative / *overallRelative;
    }
    VerdictFigures *ready = figures.release();
    m_chunks[chunk].store(ready, std::memory_order_release);
    return ready;
}

VerdictList::VerdictList() = default;
VerdictList::~VerdictList() = default;
VerdictList::VerdictList(const VerdictList &) = default;
VerdictList::VerdictList(VerdictList &&) noexcept = default;
VerdictList &VerdictList::operator=(const VerdictList &) = default;
VerdictList &VerdictList::operator=(VerdictList &&) noexcept = default;

VerdictList::VerdictList(std::shared_ptr<Store> store)
    : d(std::move(store))
{ }

qsizetype VerdictList::size() const
{
    return d ? qsizetype(d->order.size()) : 0;
}

const VerdictFigures &VerdictList::figures(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < size());
    return d->figuresAt(i);
}

const CardKey &VerdictList::keyOf(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < size());
    const int card = d->cardAt(i);
    if (card >= 0 && card < d->cards.size())
        return d->cards.at(card).key;
    return at(i).key; // a verdict whose card index was changed after the ranking
}

int VerdictList::cardIndexOf(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < size());
    const int card = d->cardAt(i);
    return card >= 0 && card < d->cards.size() ? card : figures(i).cardIndex;
}

int VerdictList::nameGroupOf(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < size());
    const int card = d->cardAt(i);
    return d->traits && card >= 0 && size_t(card) < d->traits->size()
        ? (*d->traits)[size_t(card)].nameGroup
        : -1;
}

const CardVerdict &VerdictList::at(qsizetype i) const
{
    Q_ASSERT(i >= 0 && i < size());
    QMutexLocker lock(&d->mutex);
    if (d->made.empty())
        d->made.resize(d->order.size());
    std::unique_ptr<CardVerdict> &v = d->made[size_t(i)];
    if (!v)
        v = d->make(i);
    return *v;
}

CardVerdict &VerdictList::operator[](qsizetype i)
{
    detach();
    return const_cast<CardVerdict &>(at(i));
}

void VerdictList::detach()
{
    if (!d || d.use_count() == 1)
        return;
    // The copy makes its figures again when read (the same: they are judged from the same
    // context); the verdicts made so far are copied, as operator[] may have changed them.
    auto copy = std::make_shared<Store>();
    static_cast<RankedVerdicts &>(*copy) = *d;
    copy->prepareFigures();
    QMutexLocker lock(&d->mutex);
    copy->made.resize(d->made.size());
    for (size_t i = 0; i < d->made.size(); ++i)
        if (d->made[i])
            copy->made[i] = std::make_unique<CardVerdict>(*d->made[i]);
    lock.unlock();
    d = std::move(copy);
}

qsizetype VerdictList::indexOf(const CardVerdict *v) const
{
    if (!d || !v)
        return -1;
    QMutexLocker lock(&d->mutex);
    for (size_t i = 0; i < d->made.size(); ++i)
        if (d->made[i].get() == v)
            return qsizetype(i);
    return -1;
}

qsizetype VerdictList::indexOf(const CardKey &key) const
{
    for (qsizetype i = 0; i < size(); ++i)
        if (keyOf(i) == key)
            return i;
    return -1;
}

} // namespace gpu
