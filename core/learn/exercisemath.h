#pragma once

// The arithmetic behind exercise 3, this machine's parameter budget
// (exercise 1's ratio is readSpeedup() in core/lessonbenchmark.h). Pure
// functions of value types, so the panel and the tests compute the same thing.

#include "core/benchmarktypes.h"
#include "core/deviceprobe.h"

#include <QString>

namespace gpulab::core::learn {

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
