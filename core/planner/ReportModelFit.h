// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's "will the model fit" question (ReportBuilder.h, ReportOptions::modelFit), apart
// from the report itself so that the commands that only plan (`fit`, `rank --model`) build it
// without Qt Gui (docs/performance.md, "The command line starts like a command-line tool").

#include "FitPlanner.h"
#include "MemoryModel.h"
#include "TrainingThroughput.h"

namespace gpu {

/// A "will the model fit" question for the report: the model, how it runs, and the
/// configurations to show (planFits() over the same catalog, in its order).
struct ReportModelFit
{
    ModelSpec model;
    MemoryRequest request;
    QList<FitConfiguration> configurations;
    /// Fine-tuning: the trained tokens of the job (dataset tokens × epochs) whose hours and cost
    /// the report gives for the set-ups within the budget.
    double jobTokens = defaultJobTokens;
    /// The question allows preview software (`--allow-preview`): the job's picks are then made
    /// as the window's and `rank --model`'s are (SetUpQuestion::allowPreviewSoftware).
    bool allowPreviewSoftware = false;
};

} // namespace gpu
