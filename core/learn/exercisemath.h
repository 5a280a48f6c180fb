#pragma once

// The arithmetic behind the two exercises that measure: the lesson's
// benchmark ratio (exercise 1) and this machine's parameter budget
// (exercise 3). Pure functions of value types, so the panel and the tests
// compute the same thing.

#include "core/benchmarktypes.h"
#include "core/deviceprobe.h"

#include <QString>

namespace gpulab::core::learn {

struct SpeedupReading {
    bool ok = false;
    QString error; // why there is no ratio (a run failed, was cancelled, gave a wrong result)
    int n = 0;
    double cpuSeconds = 0.0; // medians
    double gpuSeconds = 0.0;
    double speedup = 0.0;  // cpu / gpu
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
// Three- or four-digit speedups are the lesson's warning sign (Lab 5) for a
// number whose timing is unknown. Synchronized fp32 ratios of a few hundred
// are normal for a large GPU against a two-core CPU.
inline constexpr double kSuspiciousSpeedup = 100.0;

SpeedupReading readSpeedup(const BenchmarkResult &cpu, const BenchmarkResult &gpu);

// Where exercise 3's capacity comes from: the GPU's total memory when CUDA
// is usable, otherwise the RAM the CPU works in.
struct MemorySource {
    double bytes = 0.0;
    bool gpu = false;
    QString description; // "NVIDIA T4, 15.8 GB" or "RAM of this machine, 8.3 GB (no usable GPU: …)"
};
MemorySource memorySource(const DeviceReport &report);

// capacity ÷ 2, ÷ 6, ÷ 14 parameters, first with the whole capacity (the
// lesson's table) and then after the headroom is taken off.
struct ParameterBudget {
    double capacityBytes = 0.0;
    double headroomBytes = 0.0;
    double usableBytes = 0.0;                                        // capacity − headroom, never below 0
    double inferenceParams = 0.0, sgdParams = 0.0, adamParams = 0.0; // whole capacity
    double inferenceUsableParams = 0.0, sgdUsableParams = 0.0, adamUsableParams = 0.0; // after headroom
};
ParameterBudget parameterBudget(double capacityBytes, double headroomBytes);

// "12 B", "2.7 B", "0.6 B", "350 M" — parameters as the lesson writes them.
QString paramCount(double params);

} // namespace gpulab::core::learn
