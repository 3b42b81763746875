// SPDX-License-Identifier: GPL-3.0-or-later
#include "DetailPane.h"
#include "NameReadings.h"
#include "RankingFields.h"

#include "AppState.h"
#include "CardFields.h"
#include "CatalogColumns.h"
#include "PriceCommands.h"
#include "PriceEditDialog.h"
#include "PriceHistoryChart.h"
#include "PriceWords.h"

#include <QDateTime>
#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpu {

namespace {

// "alice, 2026-12-01 09:30" for who added a row of the user's and when (RowStamp), and the same
// for its last change; empty for built-in rows and rows stored before the stamps existed.
QString stampText(const RowStamp &stamp)
{
    const auto when = [](const QString &iso) {
        const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
        return t.isValid() ? QLocale().toString(t.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm"))
                           : QString();
    };
    QStringList parts;
    if (!stamp.addedBy.isEmpty() || !stamp.addedAt.isEmpty())
        parts.append(DetailPane::tr("added by %1, %2")
                         .arg(stamp.addedBy.isEmpty() ? DetailPane::tr("someone") : stamp.addedBy,
                             when(stamp.addedAt)));
    if (!stamp.changedBy.isEmpty() || !stamp.changedAt.isEmpty())
        parts.append(
            DetailPane::tr("changed by %1, %2")
                .arg(stamp.changedBy.isEmpty() ? DetailPane::tr("someone") : stamp.changedBy,
                    when(stamp.changedAt)));
    return parts.join(QStringLiteral("; "));
}

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// Source fields may hold several URLs separated by " ; ".
QString links(const QString &sources)
{
    QStringList out;
    for (const QString &part : sources.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QString url = part.trimmed();
        if (url.startsWith(QLatin1String("http")))
            out.append(QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(url), esc(url)));
        else if (!url.isEmpty())
            out.append(esc(url));
    }
    return out.isEmpty() ? CardFields::unknownText() : out.join(QStringLiteral("<br>"));
}

QString number(const std::optional<double> &v, int decimals, const QString &suffix = {})
{
    if (!v)
        return CardFields::unknownText();
    return QLocale().toString(*v, 'f', decimals) + suffix;
}

QString row(const QString &label, const QString &valueHtml)
{
    return QStringLiteral("<tr><td style=\"padding-right:12px\"><b>%1</b></td><td>%2</td></tr>")
        .arg(esc(label), valueHtml);
}

enum PriceColumn
{
    DateColumn,
    AmountColumn,
    ConditionColumn,
    SellerColumn,
    OriginColumn,
    NoteColumn,
    PriceColumnCount
};

} // namespace

DetailPane::DetailPane(AppState *state, QWidget *parent)
    : QWidget(parent)
    , m_state(state)
    , m_title(new QLabel(this))
    , m_hiddenNote(new QLabel(this))
    , m_text(new QTextBrowser(this))
    , m_pricesLabel(new QLabel(this))
    , m_prices(new QTableWidget(0, PriceColumnCount, this))
    , m_add(new QPushButton(this))
    , m_edit(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_history(new PriceHistoryChart(this))
{
    setObjectName(QStringLiteral("detailPane"));
    m_title->setObjectName(QStringLiteral("detailTitle"));
    m_hiddenNote->setObjectName(QStringLiteral("detailHiddenNote"));
    m_text->setObjectName(QStringLiteral("detailText"));
    m_prices->setObjectName(QStringLiteral("priceTable"));
    m_add->setObjectName(QStringLiteral("addPriceButton"));
    m_edit->setObjectName(QStringLiteral("editPriceButton"));
    m_remove->setObjectName(QStringLiteral("removePriceButton"));

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hiddenNote->setWordWrap(true);
    m_hiddenNote->setAutoFillBackground(true);
    m_hiddenNote->setBackgroundRole(QPalette::ToolTipBase);
    m_hiddenNote->setForegroundRole(QPalette::ToolTipText);
    m_hiddenNote->setMargin(6);
    m_hiddenNote->hide();
    m_text->setOpenExternalLinks(false);
    m_text->setOpenLinks(false);
    // Sources open in the browser; "scope:any" switches the ranking to new and used prices (a
    // price the user entered that the scope leaves out is offered, never silently ignored).
    connect(m_text, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == QLatin1String("scope")) {
            RankingOptions o = m_state->rankingOptions();
            o.condition = ConditionFilter::Any;
            m_state->setRankingOptions(o);
            return;
        }
        QDesktopServices::openUrl(url);
    });
    m_prices->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_prices->setSelectionMode(QAbstractItemView::SingleSelection);
    m_prices->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_prices->verticalHeader()->hide();
    m_prices->horizontalHeader()->setStretchLastSection(true);
    m_prices->setWordWrap(false);

    // The prices' heading above their buttons: the pane fits beside the catalog on a small
    // screen.
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_title);
    layout->addWidget(m_hiddenNote);
    layout->addWidget(m_text, 3);
    layout->addWidget(m_pricesLabel);
    layout->addLayout(buttons);
    layout->addWidget(m_prices, 1);
    layout->addWidget(m_history, 2);

    retranslateUi();
    connect(m_add, &QPushButton::clicked, this, &DetailPane::addPrice);
    connect(m_edit, &QPushButton::clicked, this, &DetailPane::editSelectedPrice);
    connect(m_remove, &QPushButton::clicked, this, &DetailPane::removeSelectedPrice);
    connect(m_prices, &QTableWidget::itemSelectionChanged, this, &DetailPane::updateButtons);
    connect(m_prices, &QTableWidget::itemDoubleClicked, this, &DetailPane::editSelectedPrice);
    connect(m_state, &AppState::currentCardChanged, this, &DetailPane::showCard);
    connect(m_state, &AppState::catalogChanged, this, &DetailPane::showCard);
    connect(m_state, &AppState::rankingChanged, this, &DetailPane::showCard);
    connect(m_state, &AppState::fitChanged, this, &DetailPane::showCard);
    connect(m_state, &AppState::filterChanged, this, &DetailPane::updateHiddenNote);
    showCard();
}

void DetailPane::retranslateUi()
{
    m_pricesLabel->setText(tr("<b>Prices</b>"));
    m_add->setText(tr("Add pr&ice…"));
    m_edit->setText(tr("Edit…"));
    m_edit->setToolTip(tr("Edit the selected price. A built-in price is kept and your edit is "
                          "saved as your own price."));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected price (your own prices only)"));
    m_prices->setHorizontalHeaderLabels(
        {tr("Date"), tr("Amount"), tr("What it is"), tr("Seller"), tr("Origin"), tr("Note")});
    showCard();
}

void DetailPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QString DetailPane::detailHtml() const
{
    return m_text->toHtml();
}

bool DetailPane::isHiddenNoteVisible() const
{
    return !m_hiddenNote->isHidden();
}

void DetailPane::showCard()
{
    const Card *card = m_state->currentCard();
    if (!card) {
        m_title->setText(tr("No card selected"));
        m_text->setHtml(
            QStringLiteral("<p>%1</p>")
                .arg(esc(tr("Select a card in the catalog or click a bar in the chart to see "
                            "its details, its prices and why it scored as it did."))));
        m_prices->setRowCount(0);
        m_history->setPrices({}, m_state->rankingOptions().currency, m_state->exchangeRate());
        m_hiddenNote->hide();
        updateButtons();
        return;
    }
    m_title->setText(card->label());
    const int scroll = m_text->verticalScrollBar() ? m_text->verticalScrollBar()->value() : 0;
    m_text->setHtml(cardHtml(*card));
    m_text->verticalScrollBar()->setValue(scroll);
    fillPrices(*card);
    updateHiddenNote();
    updateButtons();
}

void DetailPane::updateHiddenNote()
{
    const Card *card = m_state->currentCard();
    const bool hidden = card && !m_state->passesFilter(*card);
    m_hiddenNote->setText(tr("This card is hidden by the current filters. Reset the filters to "
                             "see it in the catalog and the chart."));
    m_hiddenNote->setVisible(hidden);
}

QString DetailPane::fitHtml(const Card &card) const
{
    // For LLM inference with a model named: will it fit on this card, or on several of it; the
    // memory as a bar against the card's, in the colours of the "Will it fit" panel's chart.
    const ModelSpec *model = m_state->fitModel();
    if (!model || m_state->rankingOptions().workload != Workload::LlmInference)
        return {};
    const FitQuestion &question = m_state->fitQuestion();
    const CardFit fit = cardFit(m_state->fitPlan(), card.key);
    if (!fit.one)
        return {};
    const FitConfiguration &shown = fit.fewest ? *fit.fewest : *fit.one;
    const QLocale locale;
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(esc(tr("Will %1 fit? (%2, %3 tokens)")
                                    .arg(model->name, toCode(question.effectiveWeights()).toUpper(),
                                        locale.toString(question.context))));
    const MemoryBreakdown &b = shown.estimate.perGpu;
    const double capacity = shown.card->memoryPerGpuGb();
    const double scale = std::max(capacity, b.total());
    struct Part
    {
        QString label;
        double gb;
        const char *colour;
    };
    const QList<Part> parts = {{tr("Weights"), b.weights, "#209fdf"},
        {tr("KV cache"), b.kvCache, "#99ca53"}, {tr("Activations"), b.activations, "#f6a625"},
        {tr("Gradients"), b.gradients, "#6d5fd5"}, {tr("Optimizer"), b.optimizer, "#bf593e"},
        {tr("Overhead"), b.overhead, "#8a8a8a"},
        {tr("Free"), std::max(0.0, capacity - b.total()), "#e4e4e4"}};
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>");
    QStringList legend;
    for (const Part &p : parts) {
        const int percent = int(std::lround(p.gb / scale * 100));
        if (percent <= 0)
            continue;
        html += QStringLiteral("<td width=\"%1%\" bgcolor=\"%2\" height=\"14\"></td>")
                    .arg(percent)
                    .arg(QLatin1String(p.colour));
        legend << QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2&nbsp;%3")
                      .arg(QLatin1String(p.colour), esc(p.label),
                          esc(tr("%1 GB").arg(locale.toString(p.gb, 'f', 1))));
    }
    html += QStringLiteral("</tr></table><p>%1</p>").arg(legend.join(QStringLiteral(" &nbsp; ")));
    // The verdict in the words of every front end (FitPlanner.h).
    const QString verdict = fitVerdictText(fit, question.maxCards);
    html += QStringLiteral("<p>%1</p>").arg(esc(verdict));
    return html;
}

QString DetailPane::cardHtml(const Card &card) const
{
    const CardVerdict *v = m_state->verdictFor(card.key);
    QString html;

    // For a model named: whether it fits, before anything else (a card that cannot hold it
    // has no verdict to read).
    html += fitHtml(card);
    // Verdict first: what a buyer reads first.
    html += QStringLiteral("<h3>%1</h3><table>").arg(esc(tr("Verdict")));
    const RankingOptions &options = m_state->rankingOptions();
    if (options.fineTuning) {
        // Fine-tuning is ranked as Transformer training (RankingOptions::fineTuning): say what
        // the user asked for first, then what the scores measure.
        const FitMethod method = m_state->fitQuestion().method;
        html += row(tr("Workload"),
            //: The detail pane's workload line in the LLM fine-tuning mode: "LLM fine-tuning
            //: (LoRA), ranked as Transformer training, FP16".
            esc(tr("LLM fine-tuning (%1), ranked as %2, %3")
                    .arg(method == FitMethod::Qlora     ? tr("QLoRA")
                            : method == FitMethod::Lora ? tr("LoRA")
                                                        : tr("full fine-tuning"),
                        workloadName(options.workload), precisionName(options.precision))));
    } else {
        html += row(tr("Workload"),
            esc(workloadName(options.workload) + QStringLiteral(", ")
                + precisionName(options.precision)));
    }
    html += verdictFiguresHtml(card, v);
    html += priceHtml(card, v);
    html += rentHtml(v);
    // Software support as of its dated source (SoftwareSupport.h); legacy is spelled out.
    const SoftwareSupport support = softwareSupport(card);
    if (support.known)
        html += row(tr("Software"),
            esc(softwareTierLabel(support.tier)) + QStringLiteral("<br>")
                + esc(softwareSupportSentence(card)));
    html += QStringLiteral("</table>");
    html += reasonsHtml(v);
    html += specificationsHtml(card);
    html += benchmarksHtml(card);
    return html;
}

QString DetailPane::verdictFiguresHtml(const Card &card, const CardVerdict *v) const
{
    const QLocale locale;
    const QString currency = toCode(m_state->rankingOptions().currency);
    QString html;
    if (v) {
        // The ranking's figures named and rounded as its field table says (RankingFields.h).
        const Currency cur = m_state->rankingOptions().currency;
        const auto field
            = [cur](const char *name) { return shownRankingField(QLatin1String(name), cur); };
        const auto shown = [&](const char *name, const std::optional<double> &value) {
            return value ? field(name).shownNumber(*value, locale) : CardFields::unknownText();
        };
        html += row(field("rank").figureName(),
            v->rank > 0 ? QString::number(v->rank) : esc(tr("not ranked")));
        html += row(field("relative_performance").figureName(),
            esc(shown("relative_performance", v->relative)
                + (v->relative ? QStringLiteral("×") : QString()))
                + (v->measured ? esc(tr(" (measured)")) : QString()));
        if (v->relative && v->estimateBasis != EstimateBasis::Measured)
            html += row(tr("Estimate"),
                esc(estimateBasisText(v->estimateBasis)
                    + (v->estimateLow && v->estimateHigh ? QString(QStringLiteral(" — ")
                           + tr("likely %1–%2×")
                                 .arg(locale.toString(*v->estimateLow, 'f', 2),
                                     locale.toString(*v->estimateHigh, 'f', 2)))
                                                         : QString())));
        html += row(field("performance_per_price").figureName(),
            esc(shown("performance_per_price", v->performancePerPrice)));
        // A laptop's power is a range its maker configures: per watt is judged at the high end.
        html += row(field("performance_per_watt").figureName(),
            esc(shown("performance_per_watt", v->performancePerWatt)
                + (v->performancePerWatt && card.powerMinWatts && card.tdpWatts
                        ? tr(" (at %1 W, the high end of the power range)")
                              .arg(locale.toString(*card.tdpWatts, 'f', 0))
                        : QString())));
        if (v->costOfOwnership)
            html += row(tr("Cost of ownership"),
                esc(number(v->costOfOwnership, 0, QLatin1Char(' ') + currency)));
        if (v->measured)
            html += row(tr("Measured"),
                esc(QStringLiteral("%1 %2 (%3)")
                        .arg(locale.toString(v->measured->value, 'f', 1), v->measured->unit,
                            v->measured->network))
                    + QStringLiteral("<br>") + links(v->measured->sourceUrl));
    } else {
        html += row(tr("Rank"), CardFields::unknownText());
    }
    return html;
}

QString DetailPane::priceHtml(const Card &card, const CardVerdict *v) const
{
    const QLocale locale;
    const QString currency = toCode(m_state->rankingOptions().currency);
    QString html;
    const std::optional<CardPrice> price = v && v->price ? v->price : m_state->priceOf(card);
    QString priceText = CardFields::unknownText();
    if (price) {
        // ≈ for a price not seen as it is shown: an estimate, or converted from another currency.
        priceText = esc(approximatePriceText(
            QStringLiteral("%1 %2").arg(locale.toString(price->amount, 'f', 0), currency),
            price->isApproximate() || price->perGpuDerived()));
        priceText += esc(QStringLiteral(" — ") + priceBasisText(*price));
        // Seen in another currency or per GPU of a module: what the source gave, and how.
        if (const QString origin = priceOriginText(*price); !origin.isEmpty())
            priceText += QStringLiteral("<br>") + esc(QStringLiteral("(%1)").arg(origin));
    }
    if (v && v->hasFlag(Flag::UserPriceOutOfScope))
        priceText += QStringLiteral("<br><a href=\"scope:any\">%1</a>")
                         .arg(esc(tr("Use new and used prices (your own price included)")));
    html += row(tr("Judged at"), priceText);
    // The price to beat (docs/ranking.md): what would make it the best value, or worth its
    // premium over the fastest pick.
    if (v && (v->priceToBeatValue || v->priceToBeatOverall)) {
        QStringList beat;
        if (v->priceToBeatValue)
            beat << esc(tr("worth buying below %1 %2 (the best value's performance per price)")
                            .arg(locale.toString(*v->priceToBeatValue, 'f', 0), currency));
        if (v->priceToBeatOverall)
            beat << esc(tr("faster than the best-overall pick: worth its premium below %1 %2")
                            .arg(locale.toString(*v->priceToBeatOverall, 'f', 0), currency));
        html += row(tr("Price to beat"), beat.join(QStringLiteral("<br>")));
    }
    return html;
}

QString DetailPane::rentHtml(const CardVerdict *v) const
{
    const QLocale locale;
    const QString currency = toCode(m_state->rankingOptions().currency);
    QString html;
    // Buy or rent, like for like (docs/ranking.md): the rental compared, the hours that cost the
    // card's price, and three years of owning against renting the same hours.
    if (v && !v->rentOffer.isEmpty() && v->rentPerHour) {
        QString rented = esc(
            tr("%1, %2 %3 an hour (%4)")
                .arg(offeringForReader(v->rentOffer), locale.toString(*v->rentPerHour, 'f', 2),
                    currency, v->rentInterruptible ? tr("interruptible") : tr("on demand")));
        if (v->rentNearestClass)
            rented += QStringLiteral("<br>")
                + esc(tr("No cloud rents this GPU: the nearest in class, as much memory and a "
                         "similar speed."));
        QStringList figures;
        if (v->rentBreakEvenHours) {
            const double hoursPerDay = m_state->rankingRequest().hoursPerDay;
            figures << esc(hoursPerDay > 0
                    ? tr("its price buys %1 hours of it (%2 months at %3 hours a day)")
                          .arg(locale.toString(*v->rentBreakEvenHours, 'f', 0),
                              locale.toString(*v->rentBreakEvenHours / hoursPerDay / 30.4, 'f', 1),
                              locale.toString(hoursPerDay, 'f', 0))
                    : tr("its price buys %1 hours of it")
                          .arg(locale.toString(*v->rentBreakEvenHours, 'f', 0)));
        }
        if (v->ownCost3y && v->rentCost3y)
            figures << esc(tr("three years: owning %1 %2, renting %3 %2")
                               .arg(locale.toString(*v->ownCost3y, 'f', 0), currency,
                                   locale.toString(*v->rentCost3y, 'f', 0)));
        if (!figures.isEmpty())
            rented += QStringLiteral("<br>") + figures.join(QStringLiteral("<br>"));
        html += row(tr("Buy or rent"), rented);
    }
    return html;
}

QString DetailPane::reasonsHtml(const CardVerdict *v) const
{
    QString html;
    if (v && !v->flags.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(tr("Flags")));
        for (Flag f : v->flags)
            html += QStringLiteral("<li>%1</li>")
                        .arg(esc(flagText(f, m_state->rankingOptions().workload)));
        html += QStringLiteral("</ul>");
    }
    // A pick's own notes (which better cards it was preferred to) come first.
    const RankingResult &ranking = m_state->ranking();
    const QStringList notes
        = v ? ranking.recommendation.notesFor(int(ranking.verdicts.indexOf(v))) : QStringList();
    if (v && (!v->reasons.isEmpty() || !notes.isEmpty())) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(tr("Why this score")));
        for (const QString &r : notes + v->reasons)
            html += QStringLiteral("<li>%1</li>").arg(esc(r));
        html += QStringLiteral("</ul>");
    }

    return html;
}

QString DetailPane::specificationsHtml(const Card &card) const
{
    QString html;
    html += QStringLiteral("<h3>%1</h3><table>").arg(esc(tr("Specifications")));
    for (const CardField &field : columns::cardFields()) {
        // The power's kind and range are in the board power's text ("TGP 80–150 W …"); the notes
        // below, in the language of the window.
        if (field.name == QLatin1String("source_url") || field.name == QLatin1String("notes")
            || field.name == QLatin1String("notes_zh") || field.name == QLatin1String("source_date")
            || field.name == QLatin1String("power_kind")
            || field.name == QLatin1String("power_min_w"))
            continue;
        html += row(CardFields::label(field), esc(CardFields::display(field, card)));
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p><b>%1</b> %2<br><b>%3</b> %4</p>")
                .arg(esc(tr("Sources:")), links(card.sourceUrl), esc(tr("Checked:")),
                    esc(card.sourceDate.isEmpty() ? CardFields::unknownText() : card.sourceDate));
    if (card.origin == Origin::User) {
        if (const QString who = stampText(card.stamp); !who.isEmpty())
            html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Your row:")), esc(who));
    }
    if (const QString cardNotes = CardFields::notes(card); !cardNotes.isEmpty())
        html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Notes:")), esc(cardNotes));

    return html;
}

QString DetailPane::benchmarksHtml(const Card &card) const
{
    const QLocale locale;
    QString html;
    const QList<const BenchmarkResult *> benchmarks = m_state->session().benchmarksOf(card.key);
    html += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Benchmark results")));
    if (benchmarks.isEmpty()) {
        html += QStringLiteral("<p>%1</p>").arg(esc(tr("No measured results for this card.")));
    } else {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\"><tr>");
        for (const QString &h : {tr("Network"), tr("Task"), tr("Precision"), tr("Batch"),
                 tr("Result"), tr("GPUs"), tr("Framework"), tr("Date"), tr("Source")})
            html += QStringLiteral("<th align=\"left\">%1</th>").arg(esc(h));
        html += QStringLiteral("</tr>");
        for (const BenchmarkResult *b : benchmarks) {
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td>"
                                   "<td>%6</td><td>%7</td><td>%8</td><td>%9</td></tr>")
                        .arg(esc(b->network), esc(b->task), esc(b->precision.toUpper()),
                            b->batchSize ? QString::number(*b->batchSize)
                                         : CardFields::unknownText(),
                            esc(locale.toString(b->value, 'f', 1) + QLatin1Char(' ') + b->unit),
                            QString::number(b->gpuCount),
                            esc(QString(b->framework + QLatin1Char(' ') + b->frameworkVersion)
                                    .trimmed()),
                            esc(b->date.toString(Qt::ISODate)),
                            links(b->sourceUrl)
                                + (b->origin == Origin::User && !stampText(b->stamp).isEmpty()
                                        ? QStringLiteral(" (%1)").arg(esc(stampText(b->stamp)))
                                        : QString()));
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

void DetailPane::fillPrices(const Card &card)
{
    const QLocale locale;
    const qint64 selected = m_prices->currentRow() >= 0 && m_prices->item(m_prices->currentRow(), 0)
        ? m_prices->item(m_prices->currentRow(), 0)->data(Qt::UserRole).toLongLong()
        : 0;
    QList<const Price *> prices = m_state->pricesOf(card.key);
    std::sort(prices.begin(), prices.end(),
        [](const Price *a, const Price *b) { return a->observedDate > b->observedDate; });
    m_prices->setRowCount(0);
    m_prices->setRowCount(int(prices.size()));
    for (int r = 0; r < prices.size(); ++r) {
        const Price &p = *prices[r];
        const auto set = [this, r](int column, const QString &text) {
            auto *item = new QTableWidgetItem(text);
            m_prices->setItem(r, column, item);
            return item;
        };
        set(DateColumn, p.observedDate.toString(Qt::ISODate))->setData(Qt::UserRole, p.id);
        set(AmountColumn,
            QString(locale.toString(p.amount, 'f', p.amount == std::floor(p.amount) ? 0 : 2)
                + QLatin1Char(' ') + toCode(p.currency)))
            ->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        {
            // What the source calls the price, in the words every front end uses.
            CardPrice words;
            words.kind = p.kind;
            words.condition = p.condition;
            words.seller = p.seller;
            set(ConditionColumn, priceKindText(words))
                ->setToolTip(p.condition == Condition::New ? tr("Counted as a new price")
                                                           : tr("Counted as a used price"));
        }
        set(SellerColumn,
            p.seller.isEmpty() ? CardFields::unknownText() : nameForReader(p.seller, p.sourceUrl));
        // On a shared catalog a user's row names who added it; the tooltip says when, and who
        // changed it last.
        QTableWidgetItem *origin = set(OriginColumn,
            p.origin != Origin::User                                ? tr("Built-in")
                : !p.feed.isEmpty()                                 ? tr("Feed %1").arg(p.feed)
                : m_state->isShared() && !p.stamp.addedBy.isEmpty() ? p.stamp.addedBy
                                                                    : tr("Yours"));
        origin->setToolTip(stampText(p.stamp));
        QTableWidgetItem *note = set(NoteColumn, p.note);
        if (!p.sourceUrl.isEmpty())
            note->setToolTip(p.sourceUrl);
        if (p.id == selected)
            m_prices->selectRow(r);
    }
    m_prices->resizeColumnsToContents();
    m_history->setPrices(prices, m_state->rankingOptions().currency, m_state->exchangeRate(),
        m_state->priceOf(card));
}

void DetailPane::updateButtons()
{
    const bool hasCard = m_state->currentCard() != nullptr;
    const int r = m_prices->currentRow();
    const bool hasPrice = hasCard && r >= 0 && !m_prices->selectedItems().isEmpty();
    bool own = false;
    if (hasPrice)
        if (const auto p
            = m_state->priceById(m_prices->item(r, 0)->data(Qt::UserRole).toLongLong()))
            own = p->origin == Origin::User;
    const bool writable = m_state->isWritable();
    m_add->setEnabled(hasCard && writable);
    m_edit->setEnabled(hasPrice && writable);
    m_remove->setEnabled(own && writable);
}

void DetailPane::addPrice()
{
    if (const Card *card = m_state->currentCard())
        PriceEditDialog::addPrice(this, m_state, *card);
}

void DetailPane::editSelectedPrice()
{
    const int r = m_prices->currentRow();
    if (r < 0 || !m_prices->item(r, 0))
        return;
    if (const auto p = m_state->priceById(m_prices->item(r, 0)->data(Qt::UserRole).toLongLong()))
        PriceEditDialog::editPrice(this, m_state, *p);
}

void DetailPane::removeSelectedPrice()
{
    const int r = m_prices->currentRow();
    if (r < 0 || !m_prices->item(r, 0))
        return;
    const auto p = m_state->priceById(m_prices->item(r, 0)->data(Qt::UserRole).toLongLong());
    if (p && p->origin == Origin::User)
        m_state->undoStack()->push(new RemovePriceCommand(m_state, *p));
}

} // namespace gpu
