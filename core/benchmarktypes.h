#pragma once

// Value types that cross from the engine's worker thread to the GUI thread
// by queued signals (hence Q_DECLARE_METATYPE), and that the command line
// prints. Text is QString because every one of these ends up on screen.

#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

#include "core/provenance.h"
#include "kernels/backend.h"

namespace gpulab::core {

// Upper bounds on a request's counts, so that warm-up + repeats and the
// lists of readings stay small (README, "Command line"; `gpulab bench --help`).
inline constexpr int kMaxRepeats = 1'000'000;
inline constexpr int kMaxWarmup = 1'000'000;
inline constexpr int kMaxMatrixSize = 1'000'000;

struct BenchmarkRequest {
    QString backendId = QStringLiteral("cpu"); // see backendregistry.h
    QList<int> sizes{5000};
    int warmup = 1;         // untimed runs before the timed ones
    int repeats = 5;        // timed runs per size
    quint64 seed = 2024;    // operands are uniform in [-1, 1) from this seed
    int verifySamples = 64; // entries of C recomputed in double precision
    // The input format of the multiply (kernels/backend.h); the backend must
    // list it in precisions(), else the result carries the reason as its error.
    kernels::Precision precision = kernels::Precision::Fp32;
};

enum class Verdict { Passed, Failed, NotChecked };

// One precision's compute roof, as the backend reported it.
struct PeakLabel {
    kernels::Precision precision = kernels::Precision::Fp32;
    double gflops = 0.0;
    QString source; // "measured: AVX-512 FMA loop, 2 threads", "teaching model: …"
};

struct BackendLabel {
    QString id;
    QString label;  // "oneDNN sgemm"
    QString device; // "AMD EPYC (2 threads)"
    bool simulated = false;
    QString reason;          // why simulated; empty when measured
    double peakGflops = 0.0; // fp32
    bool onGpu = false;
    QList<PeakLabel> peaks;     // per precision, where known
    QString implementation;     // the kernel that ran, e.g. "brg:avx512_core_bf16"
    QString implementationNote; // why it is slow or what ran instead; usually empty

    // The peak of precision p, or nullopt when unknown (fp32 falls back to peakGflops).
    [[nodiscard]] std::optional<PeakLabel> peakFor(kernels::Precision p) const;

    // "Measured on <device>" or "Simulated — <reason>"
    [[nodiscard]] QString provenance() const;
    [[nodiscard]] ProvenanceKind provenanceKind() const
    {
        return simulated ? ProvenanceKind::Simulated : ProvenanceKind::Measured;
    }
};

// GFLOP/s of `flops` done in `seconds`; 0 for a time not above 0. The one
// rule for every rate shown: a point's median, a sweep band's fastest and
// slowest repeat, the race model's curves.
inline double gflopsOf(double flops, double seconds)
{
    return seconds > 0 ? flops / seconds * 1e-9 : 0.0;
}

struct BenchmarkPoint {
    int n = 0;
    double flops = 0.0;          // 2n³
    QList<double> warmupSeconds; // the first one is the cold call
    QList<double> seconds;       // the timed repeats, in order
    double medianSeconds = 0.0;
    double minSeconds = 0.0;
    double maxSeconds = 0.0;
    double gflops = 0.0;        // from the median
    double percentOfPeak = 0.0; // 0 when the peak is unknown
    Verdict verdict = Verdict::NotChecked;
    int samplesChecked = 0;
    double worstError = 0.0; // worst |c - ref| / tolerance over the samples (≤ 1 passes)
    kernels::Precision precision = kernels::Precision::Fp32;
    double toleranceFactor = 0.0; // k in |c - ref| ≤ k · Σ|a·b| (core/verify.h); 0 when not checked
    QString toleranceText;        // that bound in words
    QString verdictText;          // "64 of 64 sampled entries match", or what went wrong
    // The conditions of the timed runs (core/machineload.h): the share of
    // time the measuring threads waited for a core, the app window's CPU use
    // in cores, the 1-minute load average (negative when unknown), and the
    // note a person reads next to the point (empty when the machine was free).
    double waitShare = 0.0;
    double interactiveShare = 0.0;
    double loadAverage = -1.0;
    QString busyNote;
};

struct BenchmarkResult {
    quint64 jobId = 0;
    BackendLabel backend;
    kernels::Precision precision = kernels::Precision::Fp32;
    double peakGflops = 0.0; // the peak of that precision; 0 when unknown
    QString peakSource;
    QList<BenchmarkPoint> points; // the finished sizes, in request order
    bool cancelled = false;
    QString error; // non-empty when a size could not be run
    // Every timed run had a barrier on both sides (or device events): true
    // for whatever runBenchmark() measured, since the backend contract
    // demands it. A ratio built from such runs is not the missing-barrier
    // illusion, however large it is.
    bool synchronized = false;

    [[nodiscard]] bool ok() const { return !cancelled && error.isEmpty(); }
};

struct JobProgress {
    quint64 jobId = 0;
    int sizeIndex = 0; // 0-based index into request.sizes
    int sizeCount = 0;
    int n = 0;
    int run = 0;   // runs done at this size (warm-up included)
    int runs = 0;  // warm-up + repeats
    QString phase; // "preparing", "warming up", "timing", "verifying"
};

QString verdictName(Verdict v);

// "fp32", "tf32", "bf16", "fp16" (the command line's and JSON's spelling).
QString precisionName(kernels::Precision p);
// The inverse, case-insensitive; nullopt for anything else.
std::optional<kernels::Precision> parsePrecision(const QString &text);
QList<kernels::Precision> allPrecisions(); // "passed", "failed", "not_checked": the JSON form

// The verdict as a person reads it: a mark for tables and result lines
// ("verified ✔", "WRONG ✘", "simulated — not computed"), or words for the
// command line ("verified: yes", "verified: NO — WRONG RESULT", …).
enum class VerdictStyle { Mark, Words };
QString verdictText(Verdict v, VerdictStyle style = VerdictStyle::Mark);

} // namespace gpulab::core

Q_DECLARE_METATYPE(gpulab::core::BenchmarkRequest)
Q_DECLARE_METATYPE(gpulab::core::BenchmarkResult)
Q_DECLARE_METATYPE(gpulab::core::JobProgress)
