// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExportDialog.h"

#include "AppState.h"
#include "CatalogExporter.h"
#include "Settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QStandardPaths>

#include <algorithm>

namespace gpu {

namespace {

constexpr int kEverything = -1; // kind combo data for "all kinds" (JSON only)

} // namespace

ExportDialog::ExportDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_kind(new QComboBox(this))
    , m_format(new QComboBox(this))
    , m_encoding(new QComboBox(this))
    , m_scope(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_result(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export catalog data"));
    m_kind->setObjectName(QStringLiteral("exportKindCombo"));
    m_format->setObjectName(QStringLiteral("exportFormatCombo"));
    m_encoding->setObjectName(QStringLiteral("exportEncodingCombo"));
    m_scope->setObjectName(QStringLiteral("exportScopeCombo"));
    m_path->setObjectName(QStringLiteral("exportPathEdit"));
    m_result->setObjectName(QStringLiteral("exportResult"));
    m_result->setWordWrap(true);

    m_kind->addItem(tr("Cards"), int(DataKind::Cards));
    m_kind->addItem(tr("Prices"), int(DataKind::Prices));
    m_kind->addItem(tr("Benchmark results"), int(DataKind::Benchmarks));
    m_kind->addItem(tr("Cloud offerings"), int(DataKind::Cloud));
    m_kind->addItem(tr("Models (for “Will it fit”)"), int(DataKind::Models));
    m_kind->addItem(tr("Exchange rates"), int(DataKind::Rates));
    m_kind->addItem(tr("Everything (JSON)"), kEverything);
    m_format->addItem(QStringLiteral("CSV"), QStringLiteral("csv"));
    m_format->addItem(QStringLiteral("JSON"), QStringLiteral("json"));
    m_encoding->addItem(tr("UTF-8"), toCode(CsvEncoding::Utf8));
    m_encoding->addItem(tr("UTF-8 with BOM (Excel)"), toCode(CsvEncoding::Utf8Bom));
    m_encoding->addItem(tr("GB18030 (Excel on Chinese Windows)"), toCode(CsvEncoding::Gb18030));
    m_encoding->setToolTip(tr("How the CSV file's text is written. Excel on Chinese Windows "
                              "opens UTF-8 with BOM and GB18030 files cleanly; import reads all "
                              "three. JSON is always UTF-8."));
    const auto saved = csvEncodingFromString(
        m_state->settings().value(Settings::Key::ExportEncoding).toString());
    m_encoding->setCurrentIndex(
        std::max(0, m_encoding->findData(toCode(saved.value_or(CsvEncoding::Utf8)))));
    m_scope->addItem(tr("All rows"), int(Scope::All));
    m_scope->addItem(tr("Cards passing the current filters"), int(Scope::Filtered));
    m_scope->addItem(tr("Only my own rows"), int(Scope::UserOnly));
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    m_path->setText(QDir(folder).filePath(QStringLiteral("gpu-advisor-cards.csv")));

    auto *browse = new QPushButton(tr("&Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    QPushButton *exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::ActionRole);
    exportButton->setDefault(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Data:"), m_kind);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("E&ncoding:"), m_encoding);
    form->addRow(tr("&Rows:"), m_scope);
    form->addRow(tr("&File:"), pathRow);
    form->addRow(m_result);
    form->addRow(m_buttons);
    resize(620, height());

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (m_kind->currentData().toInt() == kEverything)
            m_format->setCurrentIndex(m_format->findData(QStringLiteral("json")));
        m_format->setEnabled(m_kind->currentData().toInt() != kEverything);
        updateSuffix();
    });
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        m_encoding->setEnabled(m_format->currentData().toString() == QLatin1String("csv"));
        updateSuffix();
    });
    connect(m_encoding, &QComboBox::currentIndexChanged, this, [this] {
        m_state->settings().setValue(
            Settings::Key::ExportEncoding, m_encoding->currentData().toString());
    });
    connect(exportButton, &QPushButton::clicked, this, [this] { runExport(); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void ExportDialog::updateSuffix()
{
    const QFileInfo info(m_path->text());
    const QString kind = m_kind->currentData().toInt() == kEverything
        ? QStringLiteral("catalog")
        : toCode(DataKind(m_kind->currentData().toInt()));
    m_path->setText(info.dir().filePath(
        QStringLiteral("gpu-advisor-%1.%2").arg(kind, m_format->currentData().toString())));
}

void ExportDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export catalog data"),
        m_path->text(), tr("CSV files (*.csv);;JSON files (*.json)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

CatalogData ExportDialog::selectData(Scope scope) const
{
    const CatalogData &all = m_state->catalog();
    if (scope == Scope::All)
        return all;
    CatalogData out;
    if (scope == Scope::UserOnly) {
        for (const Card &c : all.cards)
            if (c.origin == Origin::User)
                out.cards.append(c);
        for (const Price &p : all.prices)
            if (p.origin == Origin::User)
                out.prices.append(p);
        for (const BenchmarkResult &b : all.benchmarks)
            if (b.origin == Origin::User)
                out.benchmarks.append(b);
        for (const CloudOffering &o : all.cloud)
            if (o.origin == Origin::User)
                out.cloud.append(o);
        for (const ModelSpec &m : all.models)
            if (m.origin == Origin::User)
                out.models.append(m);
        for (const ExchangeRateRow &r : all.rates)
            if (r.origin == Origin::User)
                out.rates.append(r);
        return out;
    }
    QSet<QString> ids;
    for (const Card &c : all.cards) {
        if (m_state->passesFilter(c)) {
            out.cards.append(c);
            ids.insert(c.key.toId());
        }
    }
    for (const Price &p : all.prices)
        if (ids.contains(p.card.toId()))
            out.prices.append(p);
    for (const BenchmarkResult &b : all.benchmarks)
        if (ids.contains(b.card.toId()))
            out.benchmarks.append(b);
    for (const CloudOffering &o : all.cloud)
        if (ids.contains(o.card.toId()))
            out.cloud.append(o);
    out.models = all.models; // models are no card's rows: the card filters leave them whole
    out.rates = all.rates; // nor are exchange rates
    return out;
}

QString ExportDialog::runExport()
{
    const QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        m_result->setText(tr("Choose a file to write."));
        return m_result->text();
    }
    QProgressDialog progress(tr("Exporting…"), QString(), 0, 2, this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    const CatalogData rows = selectData(Scope(m_scope->currentData().toInt()));
    progress.setValue(1);
    const int kind = m_kind->currentData().toInt();
    QByteArray bytes;
    int count = 0;
    if (kind == kEverything) {
        bytes = CatalogExporter::toJsonAll(rows);
        count = rows.rowCount();
    } else {
        const auto k = DataKind(kind);
        if (m_format->currentData().toString() == QLatin1String("json")) {
            bytes = CatalogExporter::toJson(rows, k);
        } else {
            QString error;
            const auto csv = CatalogExporter::encodeCsv(CatalogExporter::toCsv(rows, k),
                csvEncodingFromString(m_encoding->currentData().toString())
                    .value_or(CsvEncoding::Utf8),
                &error);
            if (!csv) {
                m_result->setText(error);
                return error;
            }
            bytes = *csv;
        }
        const QList<int> counts = {int(rows.cards.size()), int(rows.prices.size()),
            int(rows.benchmarks.size()), int(rows.cloud.size()), int(rows.models.size())};
        count = counts.value(kind);
    }
    const QString error = CatalogExporter::writeFile(path, bytes);
    progress.setValue(2);
    m_result->setText(error.isEmpty() ? tr("%1 rows written to %2").arg(count).arg(path) : error);
    return error;
}

} // namespace gpu
