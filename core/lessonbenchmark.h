#pragma once

// The lesson's benchmark, decided once for every view (the command line's
// `gpulab bench`, the throughput lab, the device report's quick check and
// learn mode's exercise 1): which backends run in which order, and when the
// two results may be read as a speedup.

#include "core/benchmarktypes.h"

#include <QList>
#include <QString>

namespace gpulab::core {

// Backend id of the lesson's GPU side: cuBLAS when CUDA is usable, otherwise
// the teaching model labelled with the reason (createGpuOrSimulation()).
// createBackend() accepts it; it is not in knownBackendIds(), since it names
// a choice rather than a backend.
QString gpuOrSimulationId();

// "Run on the CPU, then on the GPU or its labelled simulation."
struct LessonBenchmarkPlan {
    BenchmarkRequest cpu; // first
    BenchmarkRequest gpu; // second, unless runGpuSideAfter() says no

    [[nodiscard]] QList<BenchmarkRequest> steps() const { return {cpu, gpu}; }
};

// Reads no device report: a view makes the plan on a click, maybe before the
// engine's worker has measured the machine, and must not wait for it there.
LessonBenchmarkPlan lessonBenchmarkPlan(const QList<int> &sizes, int warmup, int repeats);

// Whether the GPU step is the teaching model, for a view's "Simulating the
// GPU…". Asked when the CPU step has finished: the engine's worker makes the
// device report before any job, so it is there and this never waits for a
// probe. Without any report yet it answers true (no GPU was found usable).
bool gpuStepSimulated();

// The GPU side follows the CPU side unless the CPU run was cancelled (an
// interrupted run stops the pair; a failed one still lets the GPU side be
// seen, and readSpeedup() then refuses the ratio).
bool runGpuSideAfter(const BenchmarkResult &cpu);

// ---- The speedup rule ---------------------------------------------------------

struct SpeedupReading {
    bool ok = false;
    QString error; // why there is no ratio (a run failed, was cancelled, gave a wrong result)
    int n = 0;
    double cpuSeconds = 0.0; // medians
    double gpuSeconds = 0.0;
    double speedup = 0.0;  // cpu / gpu; 0 unless ok
    QString cpuProvenance; // "Measured on …"
    QString gpuProvenance; // "Measured on …" or "Simulated — <reason>"
    bool gpuSimulated = false;
    // Both runs were timed with a barrier on both sides (BenchmarkResult::synchronized).
    bool synchronized = false;
    // A three-digit ratio from runs nobody can vouch for: most likely the GPU
    // timer stopped before the work did. Never set for synchronized runs.
    bool suspicious = false;
    // What to make of a large ratio, in one or two sentences; empty when the
    // ratio is below kSuspiciousSpeedup.
    QString largeRatioNote;
};
// Three- or four-digit speedups are the lesson's warning sign (the timing
// lab) for a number whose timing is unknown. Synchronized fp32 ratios of a
// few hundred are normal for a large GPU against a two-core CPU.
inline constexpr double kSuspiciousSpeedup = 100.0;

// CPU time ÷ GPU time at the index-th size of both runs. Refused (ok false,
// error set) when either run was interrupted or failed, a point is missing,
// a result is wrong, a measured result was not verified, a time is not
// positive, or the sizes differ. A simulated GPU side is never verified (it
// computes nothing) and is allowed: the reading says it is simulated.
SpeedupReading readSpeedup(const BenchmarkResult &cpu, const BenchmarkResult &gpu, int index = 0);

} // namespace gpulab::core
