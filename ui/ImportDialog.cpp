// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportDialog.h"

#include "AppState.h"
#include "CardFields.h"
#include "ImportPipeline.h"

#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <memory>

namespace gpu {

ImportDialog::ImportDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_files(new QListWidget(this))
    , m_add(new QPushButton(tr("&Add files…"), this))
    , m_remove(new QPushButton(tr("&Remove"), this))
    , m_summary(new QLabel(this))
    , m_report(new QTableWidget(0, 4, this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
    , m_import(m_buttons->addButton(tr("&Import"), QDialogButtonBox::ActionRole))
{
    setObjectName(QStringLiteral("importDialog"));
    setWindowTitle(tr("Import catalog data"));
    m_files->setObjectName(QStringLiteral("importFiles"));
    m_summary->setObjectName(QStringLiteral("importSummary"));
    m_report->setObjectName(QStringLiteral("importReport"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report->setHorizontalHeaderLabels({tr("File"), tr("Line"), tr("Field"), tr("Message")});
    m_report->horizontalHeader()->setStretchLastSection(true);
    m_report->verticalHeader()->hide();
    m_report->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_report->setWordWrap(true);

    auto *intro = new QLabel(tr("CSV or JSON files of cards, prices, benchmark results or cloud "
                                "offerings, in the format File → Export… writes (export a few "
                                "rows to get a template). Headers may be in English or Chinese. "
                                "Nothing is stored unless every row is valid."),
        this);
    intro->setWordWrap(true);
    auto *fileButtons = new QVBoxLayout;
    fileButtons->addWidget(m_add);
    fileButtons->addWidget(m_remove);
    fileButtons->addStretch(1);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_files, 1);
    fileRow->addLayout(fileButtons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(fileRow);
    layout->addWidget(m_summary);
    layout->addWidget(m_report, 1);
    layout->addWidget(m_buttons);
    resize(760, 520);

    connect(m_add, &QPushButton::clicked, this, &ImportDialog::chooseFiles);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_files->selectedItems());
        updateButtons();
    });
    connect(m_files, &QListWidget::itemSelectionChanged, this, &ImportDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Import keeps the dialog open: the report is read here.
    connect(m_import, &QPushButton::clicked, this, &ImportDialog::runImport);
    updateButtons();
}

void ImportDialog::chooseFiles()
{
    Settings &s = m_state->settings();
    const QStringList chosen = QFileDialog::getOpenFileNames(this, tr("Import catalog data"),
        s.value(Settings::Key::LastImportFolder).toString(),
        tr("Catalog files (*.csv *.json);;All files (*)"));
    if (chosen.isEmpty())
        return;
    s.setValue(Settings::Key::LastImportFolder, QFileInfo(chosen.first()).absolutePath());
    setFiles(files() + chosen);
}

void ImportDialog::setFiles(const QStringList &files)
{
    m_files->clear();
    QStringList unique = files;
    unique.removeDuplicates();
    m_files->addItems(unique);
    updateButtons();
}

QStringList ImportDialog::files() const
{
    QStringList out;
    for (int i = 0; i < m_files->count(); ++i)
        out.append(m_files->item(i)->text());
    return out;
}

void ImportDialog::updateButtons()
{
    m_remove->setEnabled(!m_files->selectedItems().isEmpty());
    m_import->setEnabled(m_files->count() > 0 && m_state->isWritable());
}

bool ImportDialog::runImport()
{
    const QStringList paths = files();
    if (paths.isEmpty())
        return false;
    QProgressDialog progress(tr("Reading files…"), tr("Cancel"), 0, int(paths.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    ImportOptions options;
    options.defaultCurrency = m_state->settings().currency(); // said in the summary
    ImportPipeline pipeline(m_state->catalog(), options);
    bool cancelled = false;
    for (int i = 0; i < paths.size() && !cancelled; ++i) {
        progress.setLabelText(tr("Reading %1 (%2 of %3)…")
                                  .arg(QFileInfo(paths[i]).fileName())
                                  .arg(i + 1)
                                  .arg(paths.size()));
        progress.setValue(i);
        // A long file is read on a worker thread so the window stays responsive; reading only
        // reads and validates (no database, no widgets), so it is safe there.
        auto result = std::make_shared<ImportResult>();
        const QString path = paths[i];
        QThread *worker
            = QThread::create([result, path, &pipeline] { *result = pipeline.read(path); });
        QEventLoop loop;
        connect(worker, &QThread::finished, &loop, &QEventLoop::quit);
        worker->start();
        if (!worker->isFinished())
            loop.exec(QEventLoop::ExcludeUserInputEvents);
        worker->wait();
        delete worker;
        cancelled = progress.wasCanceled();
        pipeline.add(*result);
    }
    progress.setValue(int(paths.size()));
    if (cancelled) {
        m_summary->setText(tr("Import cancelled: nothing was stored."));
        return false;
    }
    pipeline.check();
    showReport(pipeline);
    if (!pipeline.ok())
        return false;
    const CatalogRepository::WriteResult written
        = pipeline.store([this](const CatalogData &rows) { return m_state->importData(rows); });
    if (!written.ok) {
        // Name the file and line of the row the database refused, as the import report does.
        m_summary->setText(tr("Nothing was stored: %1").arg(pipeline.refusedRow() + written.error));
        return false;
    }
    // The words are the `import` command's too (ImportPipeline::summary(), notes()).
    m_summary->setText(
        (ImportPipeline::summary(written) + pipeline.notes()).join(QLatin1Char('\n')));
    return true;
}

void ImportDialog::showReport(const ImportPipeline &pipeline)
{
    m_report->setRowCount(0);
    const auto add = [this](const ImportIssue &issue, bool error) {
        const int r = m_report->rowCount();
        m_report->insertRow(r);
        auto *file = new QTableWidgetItem(issue.file);
        file->setToolTip(issue.toString());
        m_report->setItem(r, 0, file);
        m_report->setItem(r, 1,
            new QTableWidgetItem(
                issue.line > 0 ? QString::number(issue.line) : CardFields::unknownText()));
        m_report->setItem(r, 2,
            new QTableWidgetItem(issue.header.isEmpty()
                    ? issue.field
                    : QStringLiteral("%1 (%2)").arg(issue.field, issue.header)));
        auto *message = new QTableWidgetItem(
            error ? issue.message : QString(tr("Warning: ") + issue.message));
        message->setToolTip(issue.toString());
        if (error)
            message->setForeground(palette().brush(QPalette::Link));
        m_report->setItem(r, 3, message);
    };
    for (const ImportResult &result : pipeline.results()) {
        for (const ImportIssue &issue : result.errors)
            add(issue, true);
        for (const ImportIssue &issue : result.warnings)
            add(issue, false);
    }
    m_report->resizeColumnsToContents();
    if (!pipeline.ok())
        m_summary->setText(tr("%n row(s) rejected; nothing was stored. Fix the rows listed "
                              "below and import again.",
            nullptr, pipeline.rejectedRowCount()));
    else
        m_summary->setText(tr("%1 records read, %2 warnings.")
                               .arg(pipeline.recordsRead())
                               .arg(pipeline.warningCount()));
}

} // namespace gpu
