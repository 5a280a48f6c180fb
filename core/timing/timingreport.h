#pragma once

// The timing-pitfall measurement as the command line prints it: stable JSON
// (the "no_sync" entries of `gpulab bench --no-sync --json`) and text lines.

#include "core/timing/timingmeasure.h"

#include <QJsonObject>
#include <QStringList>

namespace gpulab::core::timing {

// {"n", "cpu_queue": {...}, "cuda": {...}}; keys documented in README.md.
QJsonObject toJson(const TimingRun &run);
QJsonObject toJson(const CpuQueueTiming &cpu);
QJsonObject toJson(const CudaTiming &cuda);

// Indented lines: the illusion next to the honest number, CPU then CUDA.
QStringList toTextLines(const TimingRun &run);

// How many times faster a reading without the wait makes the multiply look:
// waited ÷ submit-only median (CPU queue), synchronised ÷ unsynchronised (CUDA);
// 0 when the shorter reading is missing. The JSON, the text and the lab show it.
double illusionFactor(const CpuQueueTiming &cpu);
double illusionFactor(const CudaTiming &cuda);
// Whether the factor is one worth a lesson: at 2× or more the missing wait
// really hides the work. Below, the two readings are close (a tiny n whose
// multiply is about as quick as handing it over, or a busy machine), and
// "looks 1× faster" would teach nothing.
bool illusionShows(double factor);

// True when nothing failed (errors, interruption, wrong results).
bool succeeded(const TimingRun &run);

} // namespace gpulab::core::timing
