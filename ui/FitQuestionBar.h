// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The "Will it fit" question as a row of fields: the model (typing filters the list), its use
// (inference, QLoRA, LoRA, full fine-tuning), the weight format, context, batch and up to how
// many cards, and for fine-tuning the size of the job (trained tokens, millions); below them the
// fine-tuning framework's settings that change the memory it needs (pure BF16, chunked loss,
// optimizer in backward, paged optimizer: those of the method) and whether preview software may be
// ordered like the rest. Every instance shows and edits the one question of the application state
// (AppState::fitQuestion()), so the ranking bar's fields and the "Will it fit" panel's always
// agree.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QScreen;
class QSpinBox;

namespace gpu {

class AppState;

class FitQuestionBar : public QWidget
{
    Q_OBJECT
public:
    enum class Shape
    {
        TwoRows, ///< model, use, weights; then context, batch, cards (the panel)
        Grid ///< two rows of three label-field pairs, in a grid (the ranking bar)
    };
    explicit FitQuestionBar(AppState *state, Shape shape, QWidget *parent = nullptr);

    QComboBox *modelBox() const { return m_model; }

    /// Which uses the "Use" field offers: all four (the panel), or those of the ranking bar's
    /// mode: none for LLM inference (the field is hidden), the three fine-tunings for LLM
    /// fine-tuning.
    enum class Uses
    {
        All,
        InferenceOnly,
        FineTuningOnly
    };
    void setUses(Uses uses);
    /// Shows the job's size alone (fine-tuning; nothing for inference): the "Will it fit" panel
    /// in the LLM modes on a small screen, where the ranking bar asks the rest of the question
    /// but has no row for the job.
    void setJobOnly(bool jobOnly);
    /// A screen under 1,100 logical pixels wide: the ranking bar puts two fields a row and
    /// leaves out the framework's settings and the job's size.
    static bool isSmallScreen(const QScreen *screen);

protected:
    void changeEvent(QEvent *event) override;

private:
    void setUpFields();
    void layOut(Shape shape);
    void connectFields();
    void retranslateUi();
    void retranslateOptions();
    void fillModels();
    void fillFormats();
    void showQuestion();
    void applyQuestion();
    /// The framework's and the software's check boxes (made once, in the constructor).
    QWidget *makeOptions();
    /// Shows the question's settings in the check boxes, those of its method only.
    void showOptions();
    void placeOptions();

    AppState *m_state;
    QComboBox *m_model;
    QComboBox *m_method;
    QComboBox *m_format;
    QSpinBox *m_context;
    QSpinBox *m_batch;
    QComboBox *m_cards;
    QSpinBox *m_jobTokens; ///< fine-tuning: the job's trained tokens, millions
    QLabel *m_modelLabel;
    QLabel *m_methodLabel;
    QLabel *m_formatLabel;
    QLabel *m_contextLabel;
    QLabel *m_batchLabel;
    QLabel *m_cardsLabel;
    QLabel *m_jobTokensLabel;
    QWidget *m_options = nullptr; ///< the framework's settings and the software's
    QGridLayout *m_optionsGrid = nullptr;
    QLabel *m_frameworkLabel = nullptr;
    QCheckBox *m_pureBf16 = nullptr;
    QCheckBox *m_chunkedLoss = nullptr;
    QCheckBox *m_optimizerInBackward = nullptr;
    QCheckBox *m_pagedOptimizer = nullptr;
    QCheckBox *m_allowPreview = nullptr;
    int m_optionsPerRow = 5; ///< check boxes on a row: all of them, or 3 or 2 (Shape::Grid)
    Uses m_uses = Uses::All;
    void placeFields();
    QGridLayout *m_grid = nullptr; ///< Shape::Grid
    QList<QPair<QLabel *, QWidget *>> m_fields;
    int m_pairsPerRow = 3;
    bool m_updating = false;
    bool m_jobOnly = false;
};

} // namespace gpu
