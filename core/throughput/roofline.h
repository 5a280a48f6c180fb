#pragma once

// The roofline model of a matmul on one device: how fast it can run is capped
// by the compute roof (the peak of its precision) and by the memory roof
// (bandwidth × arithmetic intensity), whichever is lower:
//     attainable(I) = min(peak, I · bandwidth)
// The ridge point I* = peak ÷ bandwidth is where the two roofs meet: left of
// it a kernel that moves each operand once is memory-bound, right of it
// compute-bound. Pure arithmetic here; the measuring is the backend's.

#include "core/benchmarktypes.h"
#include "core/throughput/sweep.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <atomic>

namespace gpulab::core::throughput {

// FLOPs per byte of the plain n×n matmul, counting each of A, B and C moved
// once: 2n³ ÷ (3n² · bytes per element) = 2n ÷ (3 · bytes).
double matmulIntensity(int n, kernels::Precision precision);

// FLOP/byte where the compute roof meets the bandwidth slope: peak ÷ bandwidth.
// 0 when either is unknown (≤ 0).
double ridgeIntensity(double peakGflops, double bytesPerSecond);

// min(peak, intensity · bandwidth) in GFLOP/s.
double attainableGflops(double intensity, double peakGflops, double bytesPerSecond);

struct BandwidthMeasurement {
    double bestBytesPerSecond = 0.0; // the roof uses the best pass, as STREAM reports
    double medianBytesPerSecond = 0.0;
    int warmup = 0;
    int repeats = 0;
    int threads = 0;
    QString method; // how it was measured
    QString error;  // why there is no figure; empty when measured
    [[nodiscard]] bool ok() const { return error.isEmpty() && bestBytesPerSecond > 0; }
};

// backend.measureBandwidth() plus its details; the error when unsupported.
BandwidthMeasurement measureBandwidth(kernels::MatmulBackend &backend, const std::atomic<bool> &cancel);
// The roofline lab's measurement: the oneDNN CPU backend's triad. The lab
// runs it as an engine task (ComputeEngine::submitTask), so it never runs
// beside another lab's measurement.
BandwidthMeasurement measureCpuBandwidth(const std::atomic<bool> &cancel);

struct Roof {
    kernels::Precision precision = kernels::Precision::Fp32;
    double gflops = 0.0;
    QString source;
    double ridgeIntensity = 0.0; // FLOP/byte; 0 without a bandwidth
};

struct RooflinePoint {
    kernels::Precision precision = kernels::Precision::Fp32;
    int n = 0;
    double intensity = 0.0;   // FLOP/byte
    double gflops = 0.0;      // measured (median)
    double attainable = 0.0;  // min(roof, intensity · bandwidth); 0 without that precision's roof
    bool memoryBound = false; // intensity left of the ridge
    bool verified = false;
};

struct RooflineDevice {
    BackendLabel backend;
    BandwidthMeasurement bandwidth;
    QList<Roof> roofs;           // one per precision with a known peak
    QList<RooflinePoint> points; // every measured point, in the order given
    [[nodiscard]] const Roof *roof(kernels::Precision p) const;
    // bf16's roof sits below fp32's: a CPU without AVX512-BF16 or AMX, where
    // oneDNN widens bf16 to fp32 around fp32 arithmetic (issue 24).
    [[nodiscard]] bool bf16RoofBelowFp32() const;
};

// Why bf16 is slower than fp32 on such a CPU, and what makes bf16 fast; one
// paragraph for the Roofline tab.
QString bf16SlowerExplanation();

// Roofs from the backend's per-precision peaks (completed by each series'
// own label where the backend's lacks that precision), and one point per
// measured matmul of the given series (all of the same backend).
RooflineDevice buildRoofline(const BackendLabel &backend, const BandwidthMeasurement &bandwidth,
                             const QList<SweepSeries> &series);

// Pixel-free geometry for a chart: the roof polyline of one precision over
// [minIntensity, maxIntensity] — the bandwidth slope up to the ridge, then
// flat. Two or three (intensity, GFLOP/s) corners.
QList<QPair<double, double>> roofPolyline(const Roof &roof, double bytesPerSecond, double minIntensity,
                                          double maxIntensity);

QJsonObject toJson(const RooflineDevice &device);

} // namespace gpulab::core::throughput

Q_DECLARE_METATYPE(gpulab::core::throughput::BandwidthMeasurement)
