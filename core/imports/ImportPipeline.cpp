// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportPipeline.h"

#include "PriceCheck.h"
#include "ServerSystems.h"

#include <QSet>

namespace gpu {

ImportPipeline::ImportPipeline(const CatalogData &catalog, ImportOptions options)
    : m_catalog(catalog)
    , m_options(std::move(options))
{
    // Names as shops write them, of the cards a file can name (not the derived servers).
    m_options.catalog = storedCards(catalog.cards);
}

void ImportPipeline::add(ImportResult result)
{
    m_results.append(std::move(result));
}

void ImportPipeline::readFiles(const QStringList &paths)
{
    for (const QString &path : paths)
        add(read(path));
}

void ImportPipeline::check()
{
    // Rows naming a card that is neither in the catalog nor in these files are listed with the
    // other problems (the database would refuse them one at a time, without a line).
    CatalogImporter::checkCardsKnown(m_results, storedCards(m_catalog.cards));
    // A card (or model) already in the catalog keeps every field its row does not carry.
    CatalogImporter::keepFieldsNotCarried(m_results, m_catalog);
    checkUnusualPrices();
    m_rows = CatalogData();
    for (const ImportResult &r : std::as_const(m_results))
        m_rows.append(r.data);
}

void ImportPipeline::checkUnusualPrices()
{
    // The built-in catalog's rows are audited where they are written (docs/price-sources.md).
    if (m_options.origin != Origin::User)
        return;
    QList<Card> cards;
    QList<ExchangeRateRow> rates = m_catalog.rates;
    for (const ImportResult &r : std::as_const(m_results)) {
        cards += r.data.cards;
        rates += r.data.rates;
    }
    ExchangeRate rate;
    rate.table = std::make_shared<RateTable>(rates);
    for (ImportResult &r : m_results) {
        const auto unusual
            = unusualPrices(r.data.prices, m_catalog, m_options.priceEstimates.get(), rate, cards);
        for (const auto &[row, check] : unusual) {
            const int line = r.priceLines.value(row);
            if (m_options.acceptUnusualPrices)
                r.warnings.append({r.fileName, line, QStringLiteral("amount"),
                    tr("%1 (stored as given: --accept-unusual)").arg(check.message)});
            else
                r.errors.append({r.fileName, line, QStringLiteral("amount"),
                    tr("%1; correct it, or import with --accept-unusual to store it as given")
                        .arg(check.message)});
        }
        std::stable_sort(r.errors.begin(), r.errors.end(),
            [](const ImportIssue &a, const ImportIssue &b) { return a.line < b.line; });
    }
}

int ImportPipeline::recordsRead() const
{
    int n = 0;
    for (const ImportResult &r : m_results)
        n += r.recordsRead;
    return n;
}

int ImportPipeline::errorCount() const
{
    int n = 0;
    for (const ImportResult &r : m_results)
        n += int(r.errors.size());
    return n;
}

int ImportPipeline::warningCount() const
{
    int n = 0;
    for (const ImportResult &r : m_results)
        n += int(r.warnings.size());
    return n;
}

int ImportPipeline::rejectedRowCount() const
{
    QSet<QPair<QString, int>> rejected;
    for (const ImportResult &r : m_results)
        for (const ImportIssue &issue : r.errors)
            rejected.insert({issue.file, issue.line});
    return int(rejected.size());
}

QStringList ImportPipeline::notes() const
{
    QStringList out;
    for (const ImportResult &r : m_results) {
        out << r.notes;
        if (r.blankRowsSkipped > 0)
            out << tr("%1: %n empty row(s) skipped", nullptr, r.blankRowsSkipped).arg(r.fileName);
    }
    return out;
}

QStringList ImportPipeline::summary(const CatalogRepository::WriteResult &w)
{
    QStringList out;
    if (w.cardsAdded + w.cardsUpdated + w.cardsUnchanged + w.rowsAdded + w.rowsSkipped > 0
        || w.modelsAdded + w.modelsUpdated == 0)
        out << tr("Imported: %1 cards added, %2 updated, %3 unchanged; %4 rows added, %5 "
                  "duplicates skipped.")
                   .arg(w.cardsAdded)
                   .arg(w.cardsUpdated)
                   .arg(w.cardsUnchanged)
                   .arg(w.rowsAdded)
                   .arg(w.rowsSkipped);
    if (w.modelsAdded + w.modelsUpdated > 0)
        out << tr("Imported: %1 models added, %2 updated (yours from now on).")
                   .arg(w.modelsAdded)
                   .arg(w.modelsUpdated);
    return out;
}

CatalogRepository::WriteResult ImportPipeline::store(
    const std::function<CatalogRepository::WriteResult(const CatalogData &)> &write)
{
    m_refusedRow.clear();
    if (!ok())
        return CatalogRepository::WriteResult::failure(
            tr("%n problem(s) found; nothing was stored.", nullptr, errorCount()));
    const CatalogRepository::WriteResult written = write(m_rows);
    if (!written.ok && written.failedKind) {
        // Name the file and line of the row the database refused, as the import report does.
        const ImportIssue at
            = CatalogImporter::rowSource(m_results, *written.failedKind, written.failedIndex);
        if (!at.file.isEmpty())
            m_refusedRow = at.toString();
    }
    return written;
}

} // namespace gpu
