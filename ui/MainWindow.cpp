// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "BuiltinCatalog.h"
#include "CatalogDatabase.h"
#include "CatalogFilterProxy.h"
#include "CatalogRepository.h"
#include "CatalogTableModel.h"
#include "Settings.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace gpu {

MainWindow::MainWindow(const QString &databasePath, QWidget *parent)
    : QMainWindow(parent)
    , m_database(std::make_unique<CatalogDatabase>(QStringLiteral("gpu-advisor-gui")))
{
    setWindowTitle(tr("GPU Advisor"));
    m_model = new CatalogTableModel(this);
    m_proxy = new CatalogFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_search = new QLineEdit(central);
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setPlaceholderText(tr("Search cards (e.g. 4090 24GB)"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    m_table = new QTableView(central);
    m_table->setObjectName(QStringLiteral("catalogView"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setDragEnabled(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    layout->addWidget(m_table);
    setCentralWidget(central);
    m_status = new QLabel(this);
    statusBar()->addPermanentWidget(m_status);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        CardFilter f = m_proxy->filter();
        f.search = text;
        m_proxy->setFilter(f);
    });
    connect(m_proxy, &CatalogFilterProxy::filterChanged, this, &MainWindow::updateStatus);

    openDatabase(databasePath.isEmpty() ? CatalogDatabase::defaultPath() : databasePath);
    m_table->sortByColumn(CatalogTableModel::NameColumn, Qt::AscendingOrder);
    m_table->resizeColumnsToContents();
    resize(1100, 700);
}

MainWindow::~MainWindow() = default;

void MainWindow::openDatabase(const QString &path)
{
    const OpenReport report = m_database->open(
        path, [] { return BuiltinCatalog::load().data; }, BuiltinCatalog::version());
    CatalogRepository repo(m_database->connectionName());
    QString error;
    const CatalogData catalog = repo.loadAll(&error);
    Settings settings;
    m_model->setPricing(
        settings.currency(), ConditionFilter::New, ExchangeRate {settings.exchangeRateCnyPerUsd()});
    m_model->setCatalog(catalog);
    updateStatus();
    if (report.needsAttention()) {
        // Shown once the window is up, so the message has a parent on screen.
        const QString message = report.message();
        QTimer::singleShot(0, this,
            [this, message] { QMessageBox::warning(this, tr("Catalog database"), message); });
    }
    if (!error.isEmpty())
        statusBar()->showMessage(tr("Could not read the catalog: %1").arg(error));
}

void MainWindow::updateStatus()
{
    m_status->setText(tr("%1 of %2 cards").arg(m_proxy->rowCount()).arg(m_model->rowCount()));
}

} // namespace gpu
