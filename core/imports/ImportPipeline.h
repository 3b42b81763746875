// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one import pipeline, used by the import dialog (ui/ImportDialog.cpp) and the `import`
// command (cli/TransferCommands.cpp): read the files (CatalogImporter, with the catalog's cards
// so that names as shops write them are read as its cards), check that every price, benchmark
// result and cloud offering names a card that exists (in the catalog or in these files), let a
// card or model already in the catalog keep the fields its row does not carry, then store
// everything in one transaction or nothing, and count what happened for the summary. The front
// ends only lay out the summary (summary(), notes()) and show the problems.
//
// Errors: a file that cannot be read or a row that is not valid is an ImportIssue in errors()
// (nothing may be stored then: ok() is false and store() refuses); a row the database refuses is
// a failed WriteResult from store(), whose refusedRow() names the file and line it came from.

#include "CatalogImporter.h"
#include "CatalogRepository.h"

#include <functional>

namespace gpu {

class ImportPipeline
{
    Q_DECLARE_TR_FUNCTIONS(ImportPipeline)
public:
    /// An import into `catalog` (the rows already stored; it must outlive the pipeline).
    /// `options.catalog` is filled from it.
    ImportPipeline(const CatalogData &catalog, ImportOptions options);

    const ImportOptions &options() const { return m_options; }
    /// Reads one file (CSV or JSON by its extension) with options(). Touches no database and no
    /// member, so a front end may call it on a worker thread; add() its result afterwards.
    ImportResult read(const QString &path) const
    {
        return CatalogImporter::readFile(path, m_options);
    }
    /// Adds the result of a file read, in the order of the files.
    void add(ImportResult result);
    /// Reads every file in order (read() and add()).
    void readFiles(const QStringList &paths);

    /// After the files are read: lists rows naming unknown cards among the errors and completes
    /// the cards and models already in the catalog with the fields their rows do not carry
    /// (CatalogImporter::checkCardsKnown, keepFieldsNotCarried), then gathers the rows.
    void check();

    const QList<ImportResult> &results() const { return m_results; }
    /// Every file's rows, in order: what store() stores.
    const CatalogData &rows() const { return m_rows; }
    bool ok() const { return errorCount() == 0; }
    int recordsRead() const;
    int errorCount() const;
    int warningCount() const;
    /// Rows rejected: each (file, line) once, however many of its fields are wrong; a problem
    /// with a whole file (line 0) counts as one.
    int rejectedRowCount() const;
    /// The remarks for the summary, file by file: what was assumed for the whole file, then,
    /// when it had empty rows (skipped, not errors), "mine.csv: 2 empty row(s) skipped".
    QStringList notes() const;
    /// The summary of a store() that succeeded, one sentence a line: "Imported: 2 cards added,
    /// 1 updated, 0 unchanged; 5 rows added, 0 duplicates skipped." and, when models came,
    /// "Imported: 1 models added, 0 updated (yours from now on)."; a file of models only is not
    /// summarised as "0 cards added". The one wording of the import dialog and the `import`
    /// command.
    static QStringList summary(const CatalogRepository::WriteResult &written);

    /// Stores rows() all or nothing with `write` (AppState::importData in the window,
    /// CatalogRepository::importData on the command line). Refuses (stores nothing) when the
    /// check found errors.
    CatalogRepository::WriteResult store(
        const std::function<CatalogRepository::WriteResult(const CatalogData &)> &write);
    /// After a store() the database refused: where the refused row comes from ("mine.csv, line
    /// 4: "), or "" when the refusal names no row.
    QString refusedRow() const { return m_refusedRow; }

private:
    /// Every price far from what its card should cost is an error (a warning when the options
    /// accept unusual prices): PriceCheck.h.
    void checkUnusualPrices();

    const CatalogData &m_catalog;
    ImportOptions m_options;
    QList<ImportResult> m_results;
    CatalogData m_rows;
    QString m_refusedRow;
};

} // namespace gpu
