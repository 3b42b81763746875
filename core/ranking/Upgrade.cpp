// SPDX-License-Identifier: GPL-3.0-or-later
#include "Upgrade.h"

#include <QCoreApplication>
#include <QLocale>
#include <QMap>

#include <algorithm>

namespace gpu {

QString notUpgradeText(NotUpgrade why)
{
    switch (why) {
    case NotUpgrade::SameCard:
        return QCoreApplication::translate("gpu::Upgrade", "it is your card");
    case NotUpgrade::LegacySoftware:
        return QCoreApplication::translate("gpu::Upgrade",
            "legacy software: today's default builds (CUDA, PyTorch, ROCm) no longer support it");
    case NotUpgrade::CannotRun:
        return QCoreApplication::translate(
            "gpu::Upgrade", "it cannot run this work, or its performance is unknown");
    case NotUpgrade::Slower:
        return QCoreApplication::translate("gpu::Upgrade", "slower than your card");
    case NotUpgrade::LessMemory:
        return QCoreApplication::translate("gpu::Upgrade", "less memory than your card");
    }
    return {};
}

int UpgradeView::bestPerPrice() const
{
    int best = -1;
    for (bool lowMemory : {false, true}) {
        for (int i = 0; i < rows.size(); ++i) {
            const UpgradeRow &r = rows.at(i);
            if (!r.notUpgrade && r.gainPerPrice && r.lowMemory == lowMemory
                && (best < 0 || *r.gainPerPrice > *rows.at(best).gainPerPrice))
                best = i;
        }
        if (best >= 0)
            return best;
    }
    return best;
}

UpgradeView rankUpgrades(const CatalogData &data, const RankingRequest &request,
    const PerformanceModel &model, const RankingResult &result, const Card &old,
    std::optional<double> usedPrice)
{
    UpgradeView view;
    view.card = &old;
    view.salePrice = usedPrice;
    // A workstation or a server of several GPUs (ServerSystems.h) replaces no card in your
    // computer: it is another machine; nor does an SXM or OAM module, which mounts on a server
    // baseboard, unless yours is one.
    const bool oldIsModule = old.key.form == Form::SXM || old.key.form == Form::OAM;
    const auto replaces = [oldIsModule](const VerdictFigures &v) {
        const Form f = v.form;
        return f != Form::Workstation && f != Form::Server
            && (oldIsModule || (f != Form::SXM && f != Form::OAM));
    };
    for (int i = 0; i < result.verdicts.size(); ++i)
        if (result.verdicts.figures(i).withinBudget && replaces(result.verdicts.figures(i)))
            view.rows.append({i, std::nullopt, std::nullopt, std::nullopt});

    const CardVerdict *oldVerdict = result.verdictFor(old.key);
    RankingResult alone;
    if (!oldVerdict) {
        // The user's card is outside the request's limits: judge it alone, same reference.
        RankingRequest r = request.withoutLimits();
        r.reference = result.reference;
        alone = Ranking::rank(data, r, model);
        oldVerdict = alone.verdictFor(old.key);
    }
    if (oldVerdict)
        view.relative = oldVerdict->relative;

    for (UpgradeRow &row : view.rows) {
        const VerdictFigures &v = result.verdicts.figures(row.verdict);
        if (v.relative && view.relative && *view.relative > 0)
            row.gain = *v.relative / *view.relative;
        if (result.verdicts.keyOf(row.verdict) == old.key)
            row.notUpgrade = NotUpgrade::SameCard;
        else if (v.hasFlag(Flag::CudaUnsupported) || v.hasFlag(Flag::SoftwareUnsupported)
            || (v.hasFlag(Flag::LegacySoftware) && request.software == SoftwarePolicy::CurrentOnly))
            row.notUpgrade = NotUpgrade::LegacySoftware;
        else if (!v.relative)
            row.notUpgrade = NotUpgrade::CannotRun;
        else if (row.gain && *row.gain <= 1.0)
            row.notUpgrade = NotUpgrade::Slower;
        else if (v.memoryPerGpuGb < old.memoryPerGpuGb())
            row.notUpgrade = NotUpgrade::LessMemory;
        row.lowMemory = v.hasFlag(Flag::LowMemory);
        const double cost = v.priceAmount ? *v.priceAmount - view.salePrice.value_or(0) : 0;
        if (!row.notUpgrade && row.gain && v.priceAmount && cost > 0)
            row.gainPerPrice = (*row.gain - 1.0) / (cost / 1000.0);
    }
    std::stable_sort(
        view.rows.begin(), view.rows.end(), [&](const UpgradeRow &a, const UpgradeRow &b) {
            if (a.notUpgrade.has_value() != b.notUpgrade.has_value())
                return !a.notUpgrade.has_value();
            if (a.notUpgrade)
                return false; // not upgrades: in the ranking's order
            if (a.lowMemory != b.lowMemory)
                return !a.lowMemory;
            const double ga
                = a.gain.value_or(result.verdicts.figures(a.verdict).relative.value_or(0));
            const double gb
                = b.gain.value_or(result.verdicts.figures(b.verdict).relative.value_or(0));
            return ga > gb;
        });
    return view;
}

QStringList UpgradeSummary::lines() const
{
    QStringList out;
    for (const QString *s : {&standing, &sale, &biggestGain, &mostGainPerPrice, &notUpgrades})
        if (!s->isEmpty())
            out << *s;
    return out;
}

UpgradeSummary upgradeSummary(
    const UpgradeView &view, const RankingResult &result, Currency currency, bool sellOld)
{
    UpgradeSummary s;
    if (!view.card)
        return s;
    const QLocale locale;
    const QString old = view.card->label();
    s.standing = QCoreApplication::translate(
        "gpu::Upgrade", "Upgrade from %1: relative performance %2 (1.00 = %3).")
                     .arg(old,
                         view.relative ? locale.toString(*view.relative, 'f', 2)
                                       : QCoreApplication::translate("gpu::Upgrade", "unknown"),
                         result.reference.label());
    if (view.salePrice)
        s.sale = QCoreApplication::translate(
            "gpu::Upgrade", "Costs are net of selling it at its used price, %1 %2.")
                     .arg(locale.toString(*view.salePrice, 'f', 0), toCode(currency));
    else if (sellOld)
        s.sale = QCoreApplication::translate(
            "gpu::Upgrade", "The catalog has no used price of your card: costs are full prices.");
    const auto name
        = [&](int row) { return result.verdicts.at(view.rows.at(row).verdict).key.label(); };
    if (!view.rows.isEmpty() && !view.rows.first().notUpgrade) {
        s.biggestGain
            = QCoreApplication::translate("gpu::Upgrade", "Biggest gain: %1.").arg(name(0));
        if (const int best = view.bestPerPrice(); best >= 0)
            s.mostGainPerPrice
                = QCoreApplication::translate("gpu::Upgrade", "Most gain per price: %1.")
                      .arg(name(best));
    } else {
        s.biggestGain = QCoreApplication::translate(
            "gpu::Upgrade", "No card within the limits is an upgrade over %1.")
                            .arg(old);
    }
    QMap<NotUpgrade, int> counts;
    for (const UpgradeRow &r : view.rows)
        if (r.notUpgrade)
            ++counts[*r.notUpgrade];
    if (!counts.isEmpty()) {
        QStringList parts;
        int total = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            parts << QStringLiteral("%1 (%2)").arg(notUpgradeText(it.key())).arg(it.value());
            total += it.value();
        }
        //: %1: the reasons, each with its count, separated by "; ".
        s.notUpgrades = QCoreApplication::translate(
            "gpu::Upgrade", "Not an upgrade: %n card(s): %1.", nullptr, total)
                            .arg(parts.join(QCoreApplication::translate("gpu::Upgrade", "; ")));
    }
    return s;
}

} // namespace gpu
