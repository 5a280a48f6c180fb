#pragma once

// The timing pitfall measured for real. On every machine: the oneDNN matmul
// submitted to an asynchronous CPU queue (kernels::AsyncQueue, a stream in
// miniature), timed without and with waiting, plus the cold first call. On a
// CUDA device: the cuBLAS matmul on a stream, read without a barrier, with
// one and with events. Synchronous functions for the engine's worker thread
// (through ComputeEngine::submitTask) and for the command line.

#include "core/benchmarktypes.h"
#include "core/computeengine.h"
#include "core/machineload.h"
#include "core/stats.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <atomic>

namespace gpulab::core::timing {

struct TimingRequest {
    int n = 1000;
    int warmup = 1;  // untimed runs after the cold one
    int repeats = 9; // readings of each kind
    quint64 seed = 2024;
    int verifySamples = 64;
    bool cuda = true; // also measure on CUDA when it is usable
};

struct CpuQueueTiming {
    QString label;  // "CPU queue — the same effect as a GPU stream"
    QString device; // the CPU
    int n = 0;
    QList<double> submitSeconds; // submit() returned, no wait: the enqueue
    QList<double> waitedSeconds; // submit() then synchronize(): the work
    QList<double> runSeconds;    // the multiply itself, timed inside the worker
    Spread submit;
    Spread waited;
    Spread run;
    // The cold call, in a fresh backend on a fresh queue thread. Creation is
    // where oneDNN picks its implementation and generates its JIT code (the
    // primitive cache is off, so nothing is reused; how much code depends on
    // the ISA: brgemm on AVX-512 generates far more than gemm:jit on AVX2).
    // The first run adds first-touch and thread-pool start-up on that thread.
    double coldCreateSeconds = 0.0;
    double coldFirstRunSeconds = 0.0;
    double coldSeconds = 0.0; // the two together: the cold call
    bool coldIsCold = false;  // the primitive cache was off, so the kernel really was generated
    Verdict verdict = Verdict::NotChecked;
    QString verdictText;
    // The machine while it measured, cold call to last reading: on a busy one
    // the readings are too long and can even make the cold call look quicker
    // than a warm one. busyNote(load) says so, in the language in use.
    MachineLoad load;
    QString error;
    bool cancelled = false;

    [[nodiscard]] bool ok() const { return error.isEmpty() && !cancelled && !waitedSeconds.isEmpty(); }
};

struct CudaTiming {
    bool usable = false;
    QString reason; // why it was not measured (no GPU, …); empty when measured
    QString device;
    int n = 0;
    bool coldWasFirst = false;  // the cold call was this process's first cuBLAS multiply
    double handleSeconds = 0.0; // cublasCreate of the context, host clock: paid before, not inside, the cold call
    double coldNoSyncSeconds = 0.0;
    double coldSyncSeconds = 0.0;
    double coldEventSeconds = 0.0;
    QList<double> noSyncSeconds; // host clock, no barrier: the launch returning
    QList<double> syncSeconds;   // host clock after cudaStreamSynchronize
    QList<double> eventSeconds;  // cudaEventElapsedTime, start event gated: device time of the multiply only
    bool eventsGated = true;     // every warmed sample was gated (see gpulab_cuda_timing_method)
    QString gateOffReason;       // why not, when eventsGated is false (the module's words)
    Spread noSync;
    Spread sync;
    Spread events;
    Verdict verdict = Verdict::NotChecked;
    QString verdictText;
    QString error;
    bool cancelled = false;

    [[nodiscard]] bool ok() const { return usable && error.isEmpty() && !cancelled && !syncSeconds.isEmpty(); }
};

struct TimingRun {
    TimingRequest request;
    CpuQueueTiming cpu;
    CudaTiming cuda;
};

// The label the lesson gives the CPU measurement.
QString cpuQueueLabel();

CpuQueueTiming measureCpuQueue(const TimingRequest &request, const std::atomic<bool> &cancel,
                               const TaskProgressFn &progress = {});
CudaTiming measureCuda(const TimingRequest &request, const std::atomic<bool> &cancel,
                       const TaskProgressFn &progress = {});
// Both (CUDA only when request.cuda), for "Run it" and `gpulab bench --no-sync`.
TimingRun measureTiming(const TimingRequest &request, const std::atomic<bool> &cancel,
                        const TaskProgressFn &progress = {});

// Empty when the request is valid, else what is wrong.
QString validateTimingRequest(const TimingRequest &request);

} // namespace gpulab::core::timing

Q_DECLARE_METATYPE(gpulab::core::timing::TimingRun)
