// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window only assembles panels and actions; each panel is its own class.

#include <QMainWindow>

#include <memory>

class QLabel;
class QLineEdit;
class QTableView;

namespace gpu {

class CatalogDatabase;
class CatalogFilterProxy;
class CatalogTableModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// `databasePath` empty = the default location.
    explicit MainWindow(const QString &databasePath, QWidget *parent = nullptr);
    ~MainWindow() override;

private:
    void openDatabase(const QString &path);
    void updateStatus();

    std::unique_ptr<CatalogDatabase> m_database;
    CatalogTableModel *m_model = nullptr;
    CatalogFilterProxy *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace gpu
