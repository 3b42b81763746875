// SPDX-License-Identifier: GPL-3.0-or-later
// The importer's steps after reading: rows checked against the catalog they are for (named cards
// exist, fields not carried are kept) and the file and line of a row the database refuses. The
// reading itself is CatalogImporter.cpp.
#include "CatalogImporter.h"

#include "CardNameMatcher.h"
#include "CatalogColumns.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace gpu {

using namespace columns;

void CatalogImporter::checkCardsKnown(QList<ImportResult> &results, const QList<Card> &catalogCards)
{
    QSet<CardKey> known;
    known.reserve(catalogCards.size());
    for (const Card &c : catalogCards)
        known.insert(c.key);
    for (const ImportResult &r : std::as_const(results))
        for (const Card &c : r.data.cards)
            known.insert(c.key);
    const CardNameIndex names(catalogCards); // read on the first unknown card only
    const auto check = [&known, &catalogCards, &names](
                           ImportResult &r, const auto &rows, const QList<int> &lines) {
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (known.contains(rows[i].card))
                continue;
            // Suggest the catalog's closest cards rather than a second copy of one of them.
            const CardNameMatch m = names.find(rows[i].card.displayName());
            QStringList closest;
            for (int c : m.closest + m.candidates)
                closest << catalogCards[c].displayName();
            r.errors.append({r.fileName, int(lines.value(i)), QString(),
                closest.isEmpty()
                    ? QCoreApplication::translate("CatalogImporter",
                        "the card %1 is not in the catalog; import or add the card first")
                          .arg(rows[i].card.displayName())
                    : QCoreApplication::translate("CatalogImporter",
                        "the card %1 is not in the catalog; the closest are %2: write one of "
                        "these names if it is one of them")
                          .arg(rows[i].card.displayName(), closest.join(QStringLiteral("; ")))});
        }
    };
    for (ImportResult &r : results) {
        check(r, r.data.prices, r.priceLines);
        check(r, r.data.benchmarks, r.benchmarkLines);
        check(r, r.data.cloud, r.cloudLines);
        std::stable_sort(r.errors.begin(), r.errors.end(),
            [](const ImportIssue &a, const ImportIssue &b) { return a.line < b.line; });
    }
}

void CatalogImporter::keepFieldsNotCarried(
    QList<ImportResult> &results, const QList<Card> &catalogCards)
{
    QHash<CardKey, const Card *> known;
    known.reserve(catalogCards.size());
    for (const Card &c : catalogCards)
        known.insert(c.key, &c);
    static const QSet<QString> identity = {QStringLiteral("vendor"), QStringLiteral("model"),
        QStringLiteral("memory_gb"), QStringLiteral("form"), QStringLiteral("origin")};
    for (ImportResult &r : results) {
        for (qsizetype i = 0; i < r.data.cards.size(); ++i) {
            const Card *old = known.value(r.data.cards[i].key);
            if (!old || i >= r.cardFieldsCarried.size())
                continue;
            Card &card = r.data.cards[i];
            const QSet<QString> &carried = r.cardFieldsCarried[i];
            for (const Column<Card> &col : cardColumns()) {
                if (carried.contains(col.name) || identity.contains(col.name))
                    continue;
                col.read(card, col.write(*old)); // the catalog's own text reads back as itself
            }
        }
    }
}

void CatalogImporter::keepFieldsNotCarried(QList<ImportResult> &results, const CatalogData &catalog)
{
    keepFieldsNotCarried(results, catalog.cards);
    QHash<QString, const ModelSpec *> known;
    for (const ModelSpec &m : catalog.models)
        known.insert(modelNameKey(m.name), &m);
    for (ImportResult &r : results) {
        for (qsizetype i = 0; i < r.data.models.size(); ++i) {
            ModelSpec &model = r.data.models[i];
            const ModelSpec *old = known.value(modelNameKey(model.name));
            if (!old || i >= r.modelFieldsCarried.size())
                continue;
            const QSet<QString> &carried = r.modelFieldsCarried[i];
            for (const Column<ModelSpec> &col : modelColumns()) {
                if (carried.contains(col.name) || col.name == QLatin1String("name")
                    || col.name == QLatin1String("origin"))
                    continue;
                col.read(model, col.write(*old));
            }
            // A dense model's active count followed its total when the row was read; it follows
            // the total it has now.
            if (!carried.contains(QStringLiteral("params_active_b"))
                && old->paramsActiveB >= old->paramsTotalB)
                model.paramsActiveB = model.paramsTotalB;
        }
    }
}

ImportIssue CatalogImporter::rowSource(const QList<ImportResult> &results, DataKind kind, int index)
{
    for (const ImportResult &r : results) {
        const QList<int> &lines = kind == DataKind::Cards ? r.cardLines
            : kind == DataKind::Prices                    ? r.priceLines
            : kind == DataKind::Benchmarks                ? r.benchmarkLines
            : kind == DataKind::Models                    ? r.modelLines
            : kind == DataKind::Rates                     ? r.rateLines
                                                          : r.cloudLines;
        if (index >= 0 && index < lines.size())
            return {r.fileName, lines[index], QString(), QString()};
        index -= int(lines.size());
    }
    return {};
}

} // namespace gpu
