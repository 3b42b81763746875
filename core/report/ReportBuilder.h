// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The recommendation report: a PDF a person can print, send or file.
//
// Content, in order: title, date, app and catalog version; the request (workload, precision,
// budget, currency, constraints, filters); the top recommendations with their reasons and
// figures; the cost-efficiency bar chart (vector); the side-by-side comparison table of the
// recommended and the user-chosen cards (header repeated on every page, no row cut by a page
// break); the "think twice" warnings; the date and source of every price and benchmark used;
// page numbers on every page.
//
// Pure function of its inputs: the date is passed in, nothing is read from settings, the
// database or the clock, so the same input gives the same file. Text goes through tr(), so the
// report is in the language of the installed translators (see ReportLanguage.h); `language`
// chooses number formats and the document's language tag.
//
// Needs a QGuiApplication (fonts). Fonts: see ReportFonts.h; if the report contains Chinese
// text and no installed font covers it, fontProblem() says so and nothing is written.

#include "FitPlanner.h"
#include "Ranking.h"
#include "ReportFonts.h"
#include "ReportModelFit.h"
#include "TrainingThroughput.h"

#include <QByteArray>
#include <QDate>
#include <QImage>
#include <QLocale>
#include <QPageSize>

#include <memory>

namespace gpu {

struct ReportOptions
{
    QString language = QStringLiteral("en"); ///< "zh_CN" or "en"
    QPageSize::PageSizeId pageSize = QPageSize::A4; ///< A4 or Letter
    QDate date; ///< the report's date (the caller passes QDate::currentDate())
    QString appVersion; ///< QCoreApplication::applicationVersion()
    QString catalogVersion; ///< BuiltinCatalog::version()
    int maxRecommendations = 5; ///< the picks of the ranking, then the best-ranked cards
    /// The card the reader has now ("your card"): compared with the recommendations as their
    /// baseline (a row of the request, a line per recommended card's gain over it, and a row
    /// of the comparison). Unset = none.
    std::optional<CardKey> currentCard;
    /// The model the reader wants to run or fine-tune: a section with the memory it needs and
    /// the breakdown of each configuration that fits. Unset = none.
    std::optional<ReportModelFit> modelFit;
};

class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ReportBuilder)
public:
    /// Lays the report out. `result` must come from Ranking::rank(data, request, …); `compare`
    /// names further cards for the comparison table (cards not in `data` are ignored).
    ReportBuilder(const CatalogData &data, const RankingRequest &request,
        const RankingResult &result, const QList<CardKey> &compare, const ReportOptions &options,
        const ReportFonts &fonts = ReportFonts::find());
    ~ReportBuilder();
    ReportBuilder(const ReportBuilder &) = delete;
    ReportBuilder &operator=(const ReportBuilder &) = delete;

    /// The filters set in `filter`, one translated item each ("vendor NVIDIA", "memory at least
    /// 16 GB", "name contains \"4090\""), as the report's request lists them under "Further
    /// filters"; price bounds in `currency`, numbers written for `locale`. Empty: no filter.
    static QStringList describeFilter(
        const CardFilter &filter, Currency currency, const QLocale &locale = QLocale());

    /// Empty if the report can be drawn; otherwise a translated sentence (no Chinese font).
    QString fontProblem() const;
    QString title() const;
    int pageCount() const;
    /// Page size in points (A4: 595.3 x 841.9, Letter: 612 x 792).
    QSizeF pageSizePoints() const;

    /// Indices into result.verdicts of the recommended cards, in report order.
    QList<int> recommendedVerdicts() const;
    /// The rows of the comparison table: recommended cards, then the compared ones.
    QList<CardKey> comparedCards() const;

    /// The whole PDF; empty if fontProblem() is not empty.
    QByteArray toPdf() const;
    /// Page `index` (0-based) as an image at `dpi` (preview), white background.
    QImage renderPage(int index, double dpi) const;
    /// Writes the PDF to `path` atomically (QSaveFile): on failure the previous file, if any,
    /// is left unchanged. Returns an empty string on success or a translated error naming the
    /// file.
    QString writePdf(const QString &path) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace gpu
