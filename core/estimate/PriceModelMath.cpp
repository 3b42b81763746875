// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the price model (PriceModel_p.h): indices, regression, ratio, anchors.

#include "PriceModel_p.h"

#include <QUrl>

#include <algorithm>
#include <cmath>

namespace gpu::pricemodel {

QDate releaseOf(const Card &card)
{
    QDate d = QDate::fromString(card.releaseDate, Qt::ISODate);
    if (!d.isValid())
        d = QDate::fromString(card.releaseDate, QStringLiteral("yyyy-MM"));
    if (!d.isValid() && card.releaseDate.size() == 4 && card.releaseYear())
        d = QDate(*card.releaseYear(), 7, 1);
    return d;
}

bool choleskySolve(std::vector<double> &a, std::vector<double> &b, int n)
{
    for (int j = 0; j < n; ++j) {
        double d = a[size_t(j) * n + j];
        for (int k = 0; k < j; ++k)
            d -= a[size_t(j) * n + k] * a[size_t(j) * n + k];
        if (!(d > 1e-12))
            return false;
        d = std::sqrt(d);
        a[size_t(j) * n + j] = d;
        for (int i = j + 1; i < n; ++i) {
            double s = a[size_t(i) * n + j];
            for (int k = 0; k < j; ++k)
                s -= a[size_t(i) * n + k] * a[size_t(j) * n + k];
            a[size_t(i) * n + j] = s / d;
        }
    }
    for (int i = 0; i < n; ++i) {
        double s = b[size_t(i)];
        for (int k = 0; k < i; ++k)
            s -= a[size_t(i) * n + k] * b[size_t(k)];
        b[size_t(i)] = s / a[size_t(i) * n + i];
    }
    for (int i = n - 1; i >= 0; --i) {
        double s = b[size_t(i)];
        for (int k = i + 1; k < n; ++k)
            s -= a[size_t(k) * n + i] * b[size_t(k)];
        b[size_t(i)] = s / a[size_t(i) * n + i];
    }
    return true;
}

Index fitIndex(const std::vector<Pair> &pairs, int before, const PriceModel::Options &o)
{
    Index idx;
    int count = 0;
    int t0 = INT_MAX;
    int t1 = INT_MIN;
    for (const Pair &p : pairs) {
        if (p.to >= before)
            continue;
        ++count;
        t0 = std::min(t0, p.from);
        t1 = std::max(t1, p.to);
    }
    if (count < o.minPairsForIndex)
        return idx;
    const int n = t1 - t0 + 1;
    std::vector<double> a(size_t(n) * n, 0.0);
    std::vector<double> b(size_t(n), 0.0);
    for (const Pair &p : pairs) {
        if (p.to >= before)
            continue;
        // A longer gap is a noisier pair.
        const double w = 1.0 / (1.0 + (p.to - p.from) / 12.0);
        const int i = p.from - t0;
        const int j = p.to - t0;
        a[size_t(i) * n + i] += w;
        a[size_t(j) * n + j] += w;
        a[size_t(i) * n + j] -= w;
        a[size_t(j) * n + i] -= w;
        b[size_t(j)] += w * p.change;
        b[size_t(i)] -= w * p.change;
    }
    for (int i = 0; i + 1 < n; ++i) {
        a[size_t(i) * n + i] += o.smoothing;
        a[size_t(i + 1) * n + i + 1] += o.smoothing;
        a[size_t(i) * n + i + 1] -= o.smoothing;
        a[size_t(i + 1) * n + i] -= o.smoothing;
    }
    a[0] += 1.0; // the first month is the index's zero
    if (!choleskySolve(a, b, n))
        return idx;
    idx.t0 = t0;
    idx.t1 = t1;
    idx.level = std::move(b);
    return idx;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = (double(v.size()) - 1) * p;
    const size_t lo = size_t(pos);
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
}

Features featuresOf(const CardFacts &f, int month, int market, PriceKind kind)
{
    const Card &c = *f.card;
    // Age since launch in years, at most 8: beyond what most cards' prices reach, a curve fitted
    // on younger cards is not extrapolated (a GTX 1050 is not worth 24 CNY because it is old).
    const double age
        = f.releaseMonth == INT_MIN ? 4.0 : std::clamp((month - f.releaseMonth) / 12.0, 0.0, 8.0);
    const bool nvidia = c.key.vendor == QLatin1String("NVIDIA");
    const bool amd = c.key.vendor == QLatin1String("AMD");
    const bool intel = c.key.vendor == QLatin1String("Intel");
    return Features {1.0, f.lnMemory, f.lnCompute.value_or(0.0), f.lnCompute ? 0.0 : 1.0,
        f.lnBandwidth.value_or(0.0), f.lnBandwidth ? 0.0 : 1.0,
        c.productLine == ProductLine::Workstation ? 1.0 : 0.0,
        c.productLine == ProductLine::DataCenter ? 1.0 : 0.0, amd ? 1.0 : 0.0, intel ? 1.0 : 0.0,
        (!nvidia && !amd && !intel) ? 1.0 : 0.0, age, std::max(0.0, age - 3.0), double(market),
        market * age, (c.key.form == Form::SXM || c.key.form == Form::OAM) ? 1.0 : 0.0,
        c.soldAsSystem ? 1.0 : 0.0, kind == PriceKind::Marketplace ? 1.0 : 0.0,
        kind == PriceKind::SoldAverage ? 1.0 : 0.0, isAnnouncedPrice(kind) ? 1.0 : 0.0};
}

Regression fitRegression(const std::vector<RegressionRow> &rows, int leaveOutCard)
{
    Regression r;
    std::vector<double> a(size_t(kFeatures) * kFeatures, 0.0);
    std::vector<double> b(size_t(kFeatures), 0.0);
    int n = 0;
    for (const RegressionRow &row : rows) {
        if (row.card == leaveOutCard)
            continue;
        ++n;
        for (int i = 0; i < kFeatures; ++i) {
            b[size_t(i)] += row.x[size_t(i)] * row.y;
            for (int j = 0; j < kFeatures; ++j)
                a[size_t(i) * kFeatures + j] += row.x[size_t(i)] * row.x[size_t(j)];
        }
    }
    if (n < kFeatures)
        return r;
    a[0] += 1e-6;
    for (int i = 1; i < kFeatures; ++i)
        a[size_t(i) * kFeatures + i] += 1.0; // ridge: a feature few cards have stays modest
    if (!choleskySolve(a, b, kFeatures))
        return r;
    std::copy(b.begin(), b.end(), r.w.begin());
    r.ok = true;
    return r;
}

MarketRatio fitRatio(const std::vector<RatioPoint> &points, int leaveOutCard)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const RatioPoint &p : points) {
        if (p.card == leaveOutCard)
            continue;
        n += 1;
        sx += p.age;
        sy += p.logRatio;
        sxx += p.age * p.age;
        sxy += p.age * p.logRatio;
    }
    MarketRatio r;
    if (n < 5)
        return r;
    const double det = n * sxx - sx * sx;
    r.b = det > 1e-9 ? (n * sxy - sx * sy) / det : 0.0;
    r.a = (sy - r.b * sx) / n;
    r.ok = true;
    return r;
}

Anchor newestAnchor(const PriceModel::Impl &m, size_t first, size_t last, int market, int before,
    std::optional<PriceKind> onlyKind, bool allowEstimates, int announcedNotBefore)
{
    Anchor best;
    double sum = 0;
    int count = 0;
    for (size_t i = first; i < last; ++i) {
        const Obs &o = m.obs[i];
        if (o.market != market || o.month >= before || (onlyKind && o.kind != *onlyKind))
            continue;
        if (o.kind == PriceKind::Estimate && !allowEstimates)
            continue;
        if (isAnnouncedPrice(o.kind) && o.month < announcedNotBefore)
            continue;
        if (o.month > best.month) {
            best = {o.month, o.lp, o.kind};
            sum = o.lp;
            count = 1;
        } else if (o.month == best.month && o.kind == best.kind) {
            sum += o.lp;
            ++count;
        }
    }
    if (count > 0)
        best.lp = sum / count;
    return best;
}

double moved(const Indices &indices, const Anchor &a, int month)
{
    const Index &idx = indices[size_t(a.kind)];
    return idx.valid() ? a.lp + idx.at(month) - idx.at(a.month) : a.lp;
}

double ageAt(const CardFacts &f, int month)
{
    return f.releaseMonth == INT_MIN ? 4.0 : std::max(0.0, (month - f.releaseMonth) / 12.0);
}

QString sourceKeyOf(const Price &p)
{
    const QString first = p.sourceUrl.section(QLatin1Char(';'), 0, 0).trimmed();
    const QUrl url(first);
    if (!url.isValid() || url.host().isEmpty())
        return p.feed.isEmpty() ? p.seller.trimmed().toLower() : p.feed;
    QString key = url.host().toLower();
    if (key.startsWith(QLatin1String("www.")))
        key = key.mid(4);
    if (key == QLatin1String("github.com") || key == QLatin1String("raw.githubusercontent.com"))
        key += QLatin1Char('/') + url.path().section(QLatin1Char('/'), 1, 2);
    return key;
}

} // namespace gpu::pricemodel
