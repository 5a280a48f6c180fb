#pragma once

// Bookkeeping of a measured size sweep: which jobs to submit, the finished
// points per backend, the crossover read off the measured points, and the CSV
// export. The running itself is SweepRunner's job.

#include "core/benchmarktypes.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::core::throughput {

// The one-thread triple loop needs about a second at n = 1024 and would need
// minutes at 8192, so the naive CPU series stops here.
inline constexpr int kNaiveCpuMaxN = 1024;
inline constexpr int kSweepMaxN = 16384; // 3 × 16384² × 4 B ≈ 3.2 GB of operands
inline constexpr int kSweepRepeats = 3;  // timed runs per size, after 1 warm-up
inline constexpr int kSweepWarmup = 1;

QList<int> defaultSweepSizes(); // 64, 128, …, 8192

struct SizeList {
    QList<int> sizes; // ascending, no duplicates
    QString error;
};
// "64, 128 256; 512" → ascending distinct sizes, each 1 … kSweepMaxN.
SizeList parseSizeList(const QString &text);
QString formatSizeList(const QList<int> &sizes);

struct SweepPlan {
    // One job per (backend, size), backend after backend, sizes ascending:
    // the engine runs one job at a time and each finished size can be drawn.
    QList<BenchmarkRequest> jobs;
    QStringList notes; // e.g. the naive cap, in words
};
// With several precisions, each backend runs every precision it was asked
// for, one after the other (fp32 first as listed), sizes ascending in each.
SweepPlan planSweep(const QList<int> &sizes, const QStringList &backendIds, int repeats = kSweepRepeats,
                    const QList<kernels::Precision> &precisions = {kernels::Precision::Fp32});

struct SweepSeries {
    BackendLabel backend;
    kernels::Precision precision = kernels::Precision::Fp32;
    double peakGflops = 0.0;      // of that precision; 0 when unknown
    QList<BenchmarkPoint> points; // ascending n
    QString error;                // the first size that failed, and why

    // The roof a chart draws for the series: its precision's peak, or for an
    // fp32 series the backend's fp32 peak; 0 when unknown or simulated (a
    // model has no peak to be measured against).
    [[nodiscard]] double peakToShow() const;
};

struct SweepData {
    QList<SweepSeries> series; // in the order the backends ran
    bool cancelled = false;
    QString error; // why the sweep stopped early (other than a cancel)

    // The backend's fp32 series (the crossover compares fp32 with fp32).
    [[nodiscard]] const SweepSeries *find(const QString &backendId) const;
    [[nodiscard]] const SweepSeries *find(const QString &backendId, kernels::Precision precision) const;
    [[nodiscard]] int pointCount() const;
};

// Where the GPU's median time drops below the CPU's. Between two measured
// sizes the curves are taken as straight lines on log–log axes, so
//   log n* = log n₁ + (log n₂ − log n₁) · d₁ / (d₁ − d₂),  d = log t_gpu − log t_cpu.
struct MeasuredCrossover {
    enum class State { NoData, Found, GpuFasterEverywhere, CpuFasterEverywhere } state = State::NoData;
    double n = 0.0; // when Found
    int lowerN = 0; // the measured sizes either side of it
    int upperN = 0;
};
MeasuredCrossover measuredCrossover(const SweepSeries &cpu, const SweepSeries &gpu);

// One row per point; the columns never change order (new ones go at the end).
QStringList sweepCsvColumns();
QString sweepCsv(const SweepData &data);
// Writes through QSaveFile: the old file stays as it was if anything fails.
// Returns an empty string on success, else what went wrong.
QString writeSweepCsv(const QString &path, const SweepData &data);

} // namespace gpulab::core::throughput
