#pragma once

#include "core/timing/timingmeasure.h"

#include <QString>

namespace gpulab::labs {

// The measured results of one "Run it" as rich text for the panel: medians
// and spread of each reading, the implied overstatement, the cold call, the
// verification, and why CUDA was not measured when it was not.
QString runSummaryHtml(const core::timing::TimingRun &run);

} // namespace gpulab::labs
