#pragma once

// What `nvidia-smi` and PyTorch's device report would say about this
// machine, from real calls: the CUDA module's runtime/driver queries, the
// driver library on disk, /proc and oneDNN for the CPU.

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

#include "core/provenance.h"

namespace gpulab::core {

enum class CudaState {
    Usable,         // a CUDA device answered
    NotBuilt,       // this build has no CUDA module
    ModuleMissing,  // built with CUDA, but libgpulab_cuda.so is not where it should be / not loadable
    LibraryMissing, // libcublas (or another library the module needs) cannot be loaded
    NoDriver,       // libcuda.so.1 (the NVIDIA driver) is not installed
    DriverTooOld,   // the driver supports an older CUDA than this build's runtime
    NoDevice,       // driver fine, but no CUDA device visible
    Error           // anything else, with the runtime's own words
};

// The raw facts the classification works from; filled by probe, or by hand in tests.
struct CudaFacts {
    // NotLoadedNoDriver: a sound module file, not loaded because libcuda.so.1 is absent
    // (loading it would map cuBLAS, ~200 MiB, for nothing).
    enum class Module {
        Loaded,
        NotBuilt,
        NotFound,
        LibraryMissing,
        Incompatible,
        NotLoadedNoDriver
    } module = Module::NotBuilt;
    QString moduleDetail;               // dlerror() text or the path tried
    QString missingLibrary;             // "libcublas.so.13"
    QString modulePath;                 // the file tried, when one was
    bool moduleFromEnvironment = false; // the path came from GPULAB_CUDA_MODULE
    bool driverLibraryPresent = false;
    int runtimeVersion = 0;   // 13000 = 13.0
    int driverVersion = 0;    // highest CUDA version the driver supports; 0 = none
    int deviceCountError = 0; // cudaError_t of cudaGetDeviceCount
    QString deviceCountErrorName;
    QString deviceCountErrorText;
    int deviceCount = 0;
    // Where cuBLAS was looked for before the module was opened
    // (kernels/cuda/cublasfinder.h); empty when the module was not opened.
    QString cublasSoname;      // "libcublas.so.13"; empty in a build without CUDA
    QString cublasPath;        // the folder of the copy opened, the home folder as ~; empty when none
    QString cublasKind;        // "system", "toolkit", "torch-wheel", "pip-wheel", "conda"
    QStringList cublasSkipped; // "~/…/libcublas.so.13: why" for each copy found but not usable
    int cublasFoldersSearched = 0;
};

struct CudaReport {
    CudaState state = CudaState::NotBuilt;
    QString reason;            // one line: "no NVIDIA driver found"
    QString fix;               // one line: what to do about it
    QString runtimeError;      // what the CUDA runtime itself said, verbatim; empty when it succeeded
    QString runtimeVersion;    // "13.0"; "not loaded: no driver" when the module was not loaded
    QString driverCudaVersion; // "12.4": highest CUDA the driver supports
    QString driverVersion;     // "550.54.14" from NVML, when available
    QString cublasVersion;
    QString cublasSource; // "~/venv/…/nvidia/cu13/lib, PyTorch's wheel": the copy in use, worded
    QString modulePath;
    // device 0, when usable
    QString name;
    qint64 totalBytes = 0;
    qint64 freeBytes = -1; // from NVML (no CUDA context); -1 when unknown
    int ccMajor = 0;
    int ccMinor = 0;
    int smCount = 0;
    int clockMHz = 0;
    int fp32LanesPerSm = 0;
    double peakGflops = 0.0;
    bool driverLibraryPresent = false;
    bool moduleLoaded = false; // the CUDA module (and so cuBLAS) is in this process
    // Environment variables set in this process that change what a CUDA run
    // measures, "NAME=value" (cudaMeasurementEnvironment()); usually empty.
    QStringList environment;
    // What reason, fix and runtimeVersion were worded from: deviceReport()
    // and cachedDeviceReport() word them again in the language in use, so a
    // report made before a switch of language reads in the new one.
    CudaFacts facts;

    [[nodiscard]] bool usable() const { return state == CudaState::Usable; }
};

// The checks a person would make, in order, each passed / failed / not reached.
struct TriageStep {
    enum class Result { Passed, Failed, NotReached } result = Result::NotReached;
    QString check; // "NVIDIA driver installed (libcuda.so.1)"
};
QList<TriageStep> triage(const CudaReport &report);

struct CpuReport {
    QString model; // "AMD EPYC 7B13"; "unknown CPU" (in the language in use) when modelKnown is false
    bool modelKnown = true;
    int cores = 0;
    QString simd;
    double peakGflops = 0.0; // measured FMA peak, all cores
    QString peakMethod;
    QString onednnVersion;
    QString onednnIsa;
    qint64 totalRamBytes = 0;
    qint64 availableRamBytes = 0;
};

struct DeviceReport {
    CpuReport cpu;
    CudaReport cuda;
    // Not made yet: the engine's worker is still measuring (pendingDeviceReport()).
    // No figure in it is real; statusLine() says "Measuring this machine…".
    bool pending = false;

    // "Measured on <CPU> · GPU: simulated — <reason>" or "Measured on <CPU> and <GPU>"
    [[nodiscard]] QString statusLine() const;
    // What statusLine() reports: simulated while the GPU side is the teaching
    // model; neutral while pending (no figure to call either).
    [[nodiscard]] ProvenanceKind statusKind() const
    {
        if (pending)
            return ProvenanceKind::Arithmetic;
        return cuda.usable() ? ProvenanceKind::Measured : ProvenanceKind::Simulated;
    }
    [[nodiscard]] QJsonObject toJson() const;
    [[nodiscard]] QString toText() const; // the `gpulab probe` printout
};

// Pure: from facts to a state, reason and fix. Tested data-driven.
CudaReport classifyCuda(const CudaFacts &facts);

// The variables of this process's environment that change what the CUDA
// backends measure, as "NAME=value", in a fixed order; only those set:
//   NVIDIA_TF32_OVERRIDE (0: no TF32 anywhere, so "tf32" runs full fp32),
//   CUBLAS_EMULATE_SINGLE_PRECISION, CUBLAS_EMULATION_STRATEGY (cuBLAS may
//     run fp32 GEMMs as bf16x9 emulation on tensor cores),
//   CUDA_MODULE_LOADING (EAGER: no lazy loading inside the first runs),
//   CUDA_LAUNCH_BLOCKING, CUDA_INJECTION64_PATH, GPULAB_CUDA_GATE (the start
//     gate is off: the launch gap is in the readings),
//   CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER (which card is device 0).
QStringList cudaMeasurementEnvironment();

// "13.0" from 13000; "" from 0.
QString cudaVersionString(int version);

// Runs the real probe. The first call measures the CPU peak (~0.2 s) and
// initialises the CUDA runtime; the result is cached for the session unless
// `refresh` is set (free memory changes, the rest does not). Thread-safe.
DeviceReport deviceReport(bool refresh = false);

// The report made so far, without probing and without waiting for a probe in
// progress: empty until the first deviceReport() call has finished. The
// window reads it to say "measuring…" while the engine's worker probes.
std::optional<DeviceReport> cachedDeviceReport();

// What a view shows until the engine's worker has made the report: pending,
// no figures (the CPU peak is 0), no usable GPU, and words that say the
// machine is still being measured — never a guess that looks measured.
DeviceReport pendingDeviceReport();

// For the test suites only (nothing in the program calls it): from now on the
// probe reports `cpu` as this machine's CPU instead of reading it, so a suite
// can show every panel as it would look on another machine (a long Intel
// name, an ARM CPU with no SIMD the app knows, 1 or 64 cores, 2 GB of RAM).
// What runs is unchanged: oneDNN still multiplies on the real CPU. The cached
// report is dropped; std::nullopt goes back to the real probe.
void standInCpuForTests(const std::optional<CpuReport> &cpu);

} // namespace gpulab::core
