// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exports catalog data as CSV or JSON (canonical column names, readable by the importer): one
// kind or everything, all rows, only the cards that pass the current filters, or only the user's
// own rows. Written through QSaveFile, so a failed export leaves the old file intact. CSV is
// written as UTF-8, UTF-8 with a byte-order mark or GB18030 (the last two open cleanly in Excel
// on Chinese Windows); the choice is remembered in the settings. JSON is always UTF-8.

#include "CatalogData.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace gpu {

class AppState;

class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Scope
    {
        All,
        Filtered, ///< cards passing the current filters, and their rows
        UserOnly ///< the user's own rows
    };

    explicit ExportDialog(AppState *state, QWidget *parent = nullptr);

    void setPath(const QString &path);
    /// The rows of `scope`, from AppState's catalog.
    CatalogData selectData(Scope scope) const;
    /// Writes the file. Returns an empty string on success or the error.
    QString runExport();

private:
    void browse();
    void updateSuffix();

    AppState *m_state;
    QComboBox *m_kind;
    QComboBox *m_format;
    QComboBox *m_encoding;
    QComboBox *m_scope;
    QLineEdit *m_path;
    QLabel *m_result;
    QDialogButtonBox *m_buttons;
};

} // namespace gpu
