#pragma once

// The dense-stack work calculator (docs/facts.md, "Shared figures"): multiply-adds of
// one forward pass through fully connected layers = Σ batch · n_in · n_out over
// consecutive layer sizes; a training step (forward, backward for the inputs,
// backward for the weights) is about three forward passes.

#include "core/benchmarktypes.h"
#include "core/deviceprobe.h"
#include "core/throughput/sweep.h"

#include <QList>
#include <QString>

namespace gpulab::core::throughput {

inline constexpr int kTrainingStepFactor = 3;
// A multiply-add is two floating-point operations (a multiply and an add).
inline constexpr double kFlopsPerMultiplyAdd = 2.0;

struct LayerSizes {
    QList<qint64> sizes;
    QString error; // empty when the text was understood
};

// "784, 256, 10" or "3*224*224, 4096, 4096, 1000" (× works as well as *).
LayerSizes parseLayerSizes(const QString &text);

struct WorkEstimate {
    qint64 forwardMultiplyAdds = 0;
    qint64 trainingMultiplyAdds = 0; // kTrainingStepFactor × forward
    // Matrix products launched: one per layer forward, three per layer in a
    // training step (forward, input gradient, weight gradient).
    qint64 forwardCalls = 0;
    qint64 trainingCalls = 0;
    QString error; // empty when valid

    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};

WorkEstimate estimateWork(const QList<qint64> &sizes, qint64 batch);

// Seconds that many multiply-adds take at `gflops` GFLOP/s; 0 when the rate is unknown.
double secondsAtRate(qint64 multiplyAdds, double gflops);

// The calculator's times on both devices, with the per-call cost the race
// charges the GPU (kDefaultLaunchSeconds: the lesson's stand-in for launch and
// host overhead), so that the two labs agree: a small network is done sooner
// on the CPU. The CPU is charged arithmetic only, as in the race.
struct WorkTimes {
    double cpuForward = 0, cpuTraining = 0;                     // seconds
    double gpuForwardArithmetic = 0, gpuTrainingArithmetic = 0; // seconds, arithmetic only
    double gpuForward = 0, gpuTraining = 0;                     // seconds, calls × per-call cost added
    bool known = false;                                         // both rates positive
    [[nodiscard]] bool gpuWinsTraining() const { return known && gpuTraining < cpuTraining; }
};
WorkTimes workTimes(const WorkEstimate &w, double cpuGflops, double gpuGflops, double gpuSecondsPerCall);

// Which rate the calculator uses for a device, best first: a measured
// matmul (the lesson's benchmark, else the measured sweep's largest fp32
// size), else the machine's peak, else for a GPU-less machine the lesson's
// teaching rate. Simulated runs never count as measured.
enum class WorkRateSource {
    LessonBenchmark, // the lesson's benchmark, its first size
    Sweep,           // the measured sweep, its largest size
    CpuFmaPeak,      // the CPU's measured FMA peak: an upper bound, not a matmul
    GpuDevicePeak,   // the GPU's peak from its properties, not measured
    TeachingRate,    // no usable GPU: the lesson's simulated GPU
    Pending          // the machine is still being measured (gflops 0)
};
struct WorkRateChoice {
    double gflops = 0.0;
    WorkRateSource source = WorkRateSource::Pending;
    QString backendLabel; // the measured run's backend
    int n = 0;            // the measured run's matrix size
    QString reason;       // TeachingRate: why there is no usable GPU
};
struct WorkRateChoices {
    WorkRateChoice cpu;
    WorkRateChoice gpu;
};
WorkRateChoices chooseWorkRates(const BenchmarkResult &lessonCpu, const BenchmarkResult &lessonGpu,
                                const SweepData &sweep, const DeviceReport &report);

struct WorkPreset {
    const char *name; // translated in the "WorkCalculator" context
    const char *sizes;
    int batch;
};
// The lesson's two worked examples: a small MNIST-sized MLP, and a dense
// stack fed flattened 224×224 RGB images straight from the pixels (not a
// classifier head: a head sits on features, not on raw pixels).
QList<WorkPreset> workPresets();

} // namespace gpulab::core::throughput
