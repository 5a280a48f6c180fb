#pragma once

// One learner's results, shared as a file (docs/results-file.md): the
// machine as the probe reported it and what this session measured on it,
// in a versioned JSON ("format": "gpulab-results", "version": 1). Written by
// File › Save my results… and `gpulab bench … --save FILE`, read by the
// class board. It holds no host name, user name, path or serial number; the
// only free text the learner adds is the nickname.

#include "core/benchmarktypes.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gpulab::core::board {

inline constexpr int kResultsVersion = 1;
inline constexpr qint64 kMaxResultsFileBytes = 1024 * 1024; // a file above 1 MiB is refused unread
inline constexpr int kMaxNicknameLength = 60;
inline constexpr int kMaxTextLength = 200; // any other text field
inline constexpr int kMaxSeries = 64;      // per list of series
inline constexpr int kMaxPoints = 64;      // per series
inline constexpr int kMaxTimingReadings = 64;
inline constexpr int kMaxRooflineEntries = 8;
inline constexpr int kMaxCores = 4096;
inline constexpr double kMaxGflops = 1e7;          // 10 PFLOP/s: past any single device
inline constexpr double kMaxBytesPerSecond = 1e14; // 100 TB/s
inline constexpr double kMaxMemoryBytes = 1e14;
inline constexpr double kMaxSeconds = 1e5;

struct MachineInfo {
    QString cpuModel;
    int cores = 1;
    QString simd;
    double fp32PeakGflops = 0.0;          // the probe's measured FMA peak; 0 unknown
    double bf16PeakGflops = 0.0;          // the CPU backend's bf16 peak, when measured; 0 unknown
    double bandwidthBytesPerSecond = 0.0; // the CPU's measured triad bandwidth; 0 unknown
    bool gpuUsable = false;
    QString gpuName;
    qint64 gpuMemoryBytes = 0;
    QString gpuDriverVersion;   // "550.54.14"
    QString cudaDriverVersion;  // "12.4": highest CUDA the driver supports
    QString cudaRuntimeVersion; // "13.0"
    double gpuPeakGflops = 0.0; // the probe's fp32 figure for the card
    QString gpuAbsentReason;    // why there is no usable GPU; empty when there is one

    bool operator==(const MachineInfo &) const = default;
};

struct ResultPoint {
    int n = 0;
    double medianSeconds = 0.0;
    double gflops = 0.0;
    Verdict verdict = Verdict::NotChecked;
    bool operator==(const ResultPoint &) const = default;
};

// One backend at one precision over one or more sizes.
struct ResultSeries {
    QString backendId; // "cpu", "cublas", "sim-gpu", …
    QString label;     // "oneDNN sgemm"
    bool onGpu = false;
    bool simulated = false;
    kernels::Precision precision = kernels::Precision::Fp32;
    QList<ResultPoint> points; // ascending n
    bool operator==(const ResultSeries &) const = default;
};

// The timing illusion measured: the same multiply read without waiting and
// with waiting. factor() is how many times shorter the unwaited reading was.
struct TimingReading {
    int n = 0;
    bool onGpu = false;
    double noWaitSeconds = 0.0; // median
    double waitedSeconds = 0.0; // median
    [[nodiscard]] double factor() const { return noWaitSeconds > 0 ? waitedSeconds / noWaitSeconds : 0.0; }
    bool operator==(const TimingReading &) const = default;
};

struct RooflineRoof {
    kernels::Precision precision = kernels::Precision::Fp32;
    double gflops = 0.0;
    bool operator==(const RooflineRoof &) const = default;
};

struct RooflinePointEntry {
    kernels::Precision precision = kernels::Precision::Fp32;
    int n = 0;
    double gflops = 0.0;
    bool verified = false;
    bool operator==(const RooflinePointEntry &) const = default;
};

struct RooflineEntry {
    QString backendId;
    bool onGpu = false;
    bool simulated = false;
    double bandwidthBytesPerSecond = 0.0; // 0 when it was not measured
    QList<RooflineRoof> roofs;
    QList<RooflinePointEntry> points;
    bool operator==(const RooflineEntry &) const = default;
};

struct ResultsFile {
    QString appVersion;
    QDateTime created; // UTC, to the second
    QString nickname;  // what the learner typed; may be empty
    MachineInfo machine;
    QList<ResultSeries> lesson; // the lesson benchmark: the CPU, then the GPU (or its simulation)
    QList<ResultSeries> sweeps;
    QList<TimingReading> timing;
    QList<RooflineEntry> roofline;

    [[nodiscard]] bool hasMeasurements() const
    {
        return !lesson.isEmpty() || !sweeps.isEmpty() || !timing.isEmpty() || !roofline.isEmpty();
    }
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] QByteArray toBytes() const; // indented JSON
    // The machine and the measurements, compact: equal for two files of the
    // same machine and measurement, whatever their date, version or nickname.
    [[nodiscard]] QByteArray identity() const;
};

struct ResultsParse {
    std::optional<ResultsFile> file;
    QString error; // one sentence when file is empty
};
// Refuses, in one sentence, anything but a version-1 results file: another
// format, a later version, a key it does not know, a wrong type, NaN or
// infinity, a number or a list past its bound, more than 1 MiB.
ResultsParse resultsFromJson(const QByteArray &bytes);
ResultsParse resultsFromJson(const QJsonObject &object);

// Writes through QSaveFile; an empty string on success, else what went wrong.
QString writeResultsFile(const QString &path, const ResultsFile &file);

} // namespace gpulab::core::board
