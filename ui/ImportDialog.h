// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Imports catalog files (CSV or JSON; cards, prices, benchmarks, cloud offerings) into the
// user's database. Files are read off the GUI thread with a progress dialog; the import is all
// or nothing: any error leaves the database untouched and the report lists every rejected row as
// "file, line, field: message".

#include "CatalogImporter.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace gpu {

class ImportPipeline;

class AppState;

class ImportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportDialog(AppState *state, QWidget *parent = nullptr);

    void setFiles(const QStringList &files);
    QStringList files() const;
    /// Reads the files and, if they are clean, stores them. Returns true if stored.
    bool runImport();
    /// Shows the issues of `results` in the report table (for runImport() and tests).
    void showReport(const ImportPipeline &pipeline);

private:
    void chooseFiles();
    void updateButtons();

    AppState *m_state;
    QListWidget *m_files;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_summary;
    QTableWidget *m_report;
    QDialogButtonBox *m_buttons;
    QPushButton *m_import;
};

} // namespace gpu
