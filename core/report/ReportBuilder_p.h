// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the report: the builder's state and the helpers its sections share
// (ReportBuilder.cpp: title, request, recommendations; ReportSections.cpp: chart, comparison,
// warnings, sources).

#include "ReportBuilder.h"
#include "ReportDocument_p.h"
#include "SetUpRanking.h"

#include <QHash>
#include <QLocale>

namespace gpu {

struct ReportBuilder::Private
{
    Private(const CatalogData &data, const RankingRequest &request, const RankingResult &result,
        const QList<CardKey> &compare, const ReportOptions &options, const ReportFonts &fonts);

    CatalogData data;
    RankingRequest request;
    RankingResult result;
    QList<CardKey> compare;
    ReportOptions options;
    ReportFonts fonts;
    QLocale locale;
    report::ReportDocument document;
    RankingResult outside; ///< verdicts of compared cards outside the request (unranked)
    QList<int> recommended; ///< verdict indices
    QList<CardKey> tableCards;
    QHash<QString, QList<const Price *>> pricesByCard;
    bool needsChinese = false;
    QString reportTitle; ///< translated when built

    // Building blocks. Sizes in points.
    report::Text text(const QString &s, double pointSize, double width, bool bold = false,
        const QColor &color = report::colors::text(), Qt::Alignment alignment = Qt::AlignLeft,
        bool wrapAnywhere = false);
    void title(const QString &s, const QString &subtitle, const QString &meta);
    void heading(const QString &s);
    void subheading(const QString &s, bool keepWithNext = true);
    void paragraph(const QString &s, double pointSize = 9,
        const QColor &color = report::colors::text(), bool keepWithNext = false);
    void bullet(
        const QString &s, const QColor &color = report::colors::text(), double indentPt = 12);
    void space(double points);
    /// A borderless two- or four-column table of label/value pairs.
    void keyValues(const QList<QPair<QString, QString>> &pairs, int pairsPerRow = 1);
    /// A table of figures: the first column names (bold where `highlighted`), the others
    /// right-aligned and as wide as their widest line; the header repeats on every page.
    void figureTable(
        const QStringList &headers, const QList<QStringList> &rows, const QList<bool> &highlighted);

    // Sections.
    void buildTitle();
    void buildRequest();
    void buildRecommendations();
    void buildPick(int index, int ranked); ///< one of buildRecommendations()' cards
    QList<QPair<QString, QString>> pickFigures(const CardVerdict &v) const;
    void buildChart();
    void buildComparison();
    void buildModelFit();
    /// Fine-tuning: the job's hours and cost on the set-ups within the budget (ReportJob.cpp).
    void buildFineTuningJob();
    /// The one set-up ranking of the model question's plan (SetUpRanking.h) for the method.
    SetUpRanking setUpRanking(bool inference) const;
    /// Inference: the set-ups to buy, ranked as the window and `rank --model` rank them, and
    /// their picks (best value, cheapest, fastest) with their ranks (ReportJob.cpp).
    void buildInferenceSetUps();
    void buildWarnings();
    void buildBuyOrRent();
    void buildSources();

    /// Judges the compared cards that the request left out (over budget, filtered), with the
    /// same model and reference but without the request's limits, so the report can still
    /// show their performance, price and warnings. They get no rank.
    void judgeComparedOutsideRequest();

    // Facts.
    /// The verdict of a card: from the ranking, else from judgeComparedOutsideRequest().
    const CardVerdict *verdict(const CardKey &key) const;
    bool isRecommended(const CardKey &key) const;
    const Card *card(const CardKey &key) const;
    const Card *card(const CardVerdict &v) const;
    std::optional<CardPrice> price(const CardKey &key) const; ///< verdict's or computed
    QString money(double amount, Currency currency) const;
    /// The request's exchange rate with the catalog's dated rates (for the sentences that say
    /// which rate converted what).
    ExchangeRate ratesNow() const;
    /// The month of the newest USD rate the catalog has ("2026-06"), for the words on rates.
    QString newestRateMonth() const;
    /// A price and how it was obtained: "5,999 CNY (new street price of 2026-10-01, JD.com)",
    /// "≈ 11,513 CNY (estimate from the launch price of 1,599 USD, converted at 7.20 CNY/USD)".
    QString priceText(const CardPrice &p) const;
    QString number(double v, int decimals) const;
    QString optionalNumber(
        const std::optional<double> &v, int decimals, const QString &unit = QString()) const;
    QString relativeText(const CardVerdict &v) const;
    QString conditionName(ConditionFilter c) const;
    /// ", " between the items of a list ("，" in Chinese).
    static QString listSeparator();
    QStringList describeFilter(const CardFilter &f) const;
};

} // namespace gpu
