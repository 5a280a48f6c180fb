#pragma once

#include "core/benchmarktypes.h"
#include "kernels/backend.h"

#include <atomic>
#include <functional>

namespace gpulab::core {

using ProgressFn = std::function<void(const JobProgress &)>;

// The lesson's benchmark, run the way the lesson says to run it: for each
// size, operands from a fixed seed; warm-up runs that are not counted;
// `repeats` timed runs, each with a barrier on both sides (the backend's
// run() contract); median, min and max; GFLOP/s from the median and its share
// of the device's peak; sampled entries checked against a double-precision
// reference. Synchronous: the engine calls it on its worker thread, the
// command line calls it directly. `cancel` is honoured between repeats and,
// through the backend, inside long multiplies; finished sizes are kept.
BenchmarkResult runBenchmark(kernels::MatmulBackend &backend, const BenchmarkRequest &request,
                             const std::atomic<bool> &cancel, const ProgressFn &progress = {}, quint64 jobId = 0);

// Checks a request before any work: sizes present and in [1, kMaxMatrixSize],
// repeats in [1, kMaxRepeats], warm-up in [0, kMaxWarmup]. Returns an empty
// string when valid.
QString validateRequest(const BenchmarkRequest &request);

// Everything that can refuse a request before anything is allocated, in the
// order runBenchmark() meets it: the request itself, the backend's precision
// (set on it, as the run would), and the memory guard for every size of a
// backend that computes a result. Empty when the run may start. The command
// line refuses up front with it; runBenchmark() meets the same checks as it
// goes (there a size too large for memory ends the run, earlier sizes kept).
QString preflight(kernels::MatmulBackend &backend, const BenchmarkRequest &request);

} // namespace gpulab::core
