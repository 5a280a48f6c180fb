#include "core/timing/timingmeasure.h"

#include "core/backendregistry.h"
#include "core/benchmarktypes.h"
#include "core/memoryguard.h"
#include "core/sessionresults.h"
#include "core/verify.h"
#include "kernels/cpu/asyncqueue.h"
#include "kernels/cpu/cpupeak.h"
#include "kernels/cpu/onednnbackend.h"
#include "kernels/cpu/onednncoldscope.h"
#include "kernels/cuda/cudabackend.h"
#include "kernels/log.h"

#include <QCoreApplication>

#include <chrono>
#include <random>
#include <vector>

namespace gpulab::core::timing {
namespace {

using SteadyClock = std::chrono::steady_clock;

// lupdate and the runtime agree on the context "TimingMeasure".
struct TrTimingMeasure {
    Q_DECLARE_TR_FUNCTIONS(TimingMeasure)
};

double since(SteadyClock::time_point t0)
{
    return std::chrono::duration<double>(SteadyClock::now() - t0).count();
}

QString statusText(const kernels::Status &s)
{
    return QString::fromStdString(s.message);
}

// Operands uniform in [-1, 1) from the request's seed; false when there is
// not enough memory (the caller already ran the memory guard).
bool makeOperands(const TimingRequest &r, std::vector<float> &a, std::vector<float> &b)
{
    try {
        const auto count = static_cast<std::size_t>(r.n) * static_cast<std::size_t>(r.n);
        a.resize(count);
        b.resize(count);
    } catch (const std::bad_alloc &) {
        return false;
    }
    std::mt19937_64 rng(r.seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (float &x : a)
        x = dist(rng);
    for (float &x : b)
        x = dist(rng);
    return true;
}

void report(const TaskProgressFn &progress, int done, int total, const QString &phase)
{
    if (progress)
        progress(done, total, phase);
}

} // namespace

QString cpuQueueLabel()
{
    return TrTimingMeasure::tr("CPU queue — the same effect as a GPU stream");
}

QString validateTimingRequest(const TimingRequest &r)
{
    if (r.n < 1)
        return TrTimingMeasure::tr("matrix size must be at least 1 (got %1)").arg(r.n);
    if (r.repeats < 1)
        return TrTimingMeasure::tr("repeats must be at least 1 (got %1)").arg(r.repeats);
    if (r.warmup < 0)
        return TrTimingMeasure::tr("warm-up runs cannot be negative (got %1)").arg(r.warmup);
    // The benchmark's bounds: 2 + warm-up + repeats then fits an int.
    if (r.repeats > kMaxRepeats || r.warmup > kMaxWarmup || r.n > kMaxMatrixSize)
        return TrTimingMeasure::tr("too many runs or too large a matrix (at most %1 repeats, %2 warm-up runs, n = %3)")
            .arg(kMaxRepeats)
            .arg(kMaxWarmup)
            .arg(kMaxMatrixSize);
    return {};
}

CpuQueueTiming measureCpuQueue(const TimingRequest &request, const std::atomic<bool> &cancel,
                               const TaskProgressFn &progress)
{
    CpuQueueTiming out;
    out.label = cpuQueueLabel();
    out.n = request.n;
    out.error = validateTimingRequest(request);
    if (!out.error.isEmpty())
        return out;

    using kernels::OneDnnBackend;
    OneDnnBackend backend(OneDnnBackend::Method::Matmul);
    out.device = QString::fromStdString(backend.info().device); // also measures the CPU peak, once
    if (const MemoryCheck m = checkMemoryFor(request.n, backend); !m.ok) {
        out.error = m.message;
        return out;
    }
    std::vector<float> a, b;
    if (!makeOperands(request, a, b)) {
        out.error = TrTimingMeasure::tr("could not allocate the operands for n = %1").arg(request.n);
        return out;
    }
    const int total = 2 + request.warmup + request.repeats;
    kernels::AsyncQueue queue; // declared after everything its work items touch
    const SchedSample measuringFrom = sampleScheduler();

    // The cold call: a fresh backend whose prepare() creates the matmul
    // primitive (oneDNN generates its kernel there) and then runs once. The
    // primitive cache is off meanwhile, so the generation is really paid.
    report(progress, 0, total, TrTimingMeasure::tr("cold call"));
    {
        const kernels::OneDnnColdScope coldScope;
        out.coldIsCold = coldScope.active();
        OneDnnBackend fresh(OneDnnBackend::Method::Matmul);
        kernels::Status st;
        queue.submit([&] {
            const auto t0 = SteadyClock::now();
            st = fresh.prepare(request.n, a.data(), b.data());
            out.coldCreateSeconds = since(t0);
            if (!st.ok())
                return;
            double seconds = 0.0;
            const auto t1 = SteadyClock::now();
            st = fresh.run(cancel, seconds);
            out.coldFirstRunSeconds = since(t1);
        });
        const kernels::Status q = queue.synchronize();
        if (!q.ok())
            st = q;
        fresh.release();
        if (st.code == kernels::StatusCode::Cancelled) {
            out.cancelled = true;
            return out;
        }
        if (!st.ok()) {
            out.error = TrTimingMeasure::tr("cold call: %1").arg(statusText(st));
            return out;
        }
        out.coldSeconds = out.coldCreateSeconds + out.coldFirstRunSeconds;
    }

    // The warmed backend the readings use (prepared untimed, then warmed up).
    report(progress, 1, total, TrTimingMeasure::tr("warming up"));
    kernels::Status st;
    queue.submit([&] { st = backend.prepare(request.n, a.data(), b.data()); });
    if (const kernels::Status q = queue.synchronize(); !q.ok())
        st = q;
    double runSeconds = 0.0;
    const auto multiply = [&] { st = backend.run(cancel, runSeconds); };
    for (int i = 0; i < request.warmup && st.ok() && !cancel.load(); ++i) {
        report(progress, 2 + i, total, TrTimingMeasure::tr("warming up"));
        queue.submit(multiply);
        if (const kernels::Status q = queue.synchronize(); !q.ok())
            st = q;
    }

    for (int i = 0; i < request.repeats && st.ok(); ++i) {
        if (cancel.load()) {
            out.cancelled = true;
            break;
        }
        report(progress, 2 + request.warmup + i, total, TrTimingMeasure::tr("timing"));
        // 1. The pitfall: stop the clock as soon as submit() returns.
        auto t0 = SteadyClock::now();
        queue.submit(multiply);
        out.submitSeconds.append(since(t0));
        // The barrier before the next reading, outside every timed window.
        if (const kernels::Status q = queue.synchronize(); !q.ok())
            st = q;
        if (!st.ok())
            break;
        // 2. Honest: submit, then wait for the queue to drain.
        t0 = SteadyClock::now();
        queue.submit(multiply);
        const kernels::Status q = queue.synchronize();
        out.waitedSeconds.append(since(t0));
        if (!q.ok())
            st = q;
        if (st.ok())
            out.runSeconds.append(runSeconds);
    }
    if (st.code == kernels::StatusCode::Cancelled || cancel.load())
        out.cancelled = true;
    else if (!st.ok())
        out.error = TrTimingMeasure::tr("n = %1: %2").arg(request.n).arg(statusText(st));
    out.load = loadBetween(measuringFrom, sampleScheduler(), loadAverage());
    if (const QString note = busyNote(out.load); !note.isEmpty())
        log::get("core")->warn("timing: CPU queue n={}: {}", request.n, note.toStdString());
    // The lists must pair up: drop an unmatched submit reading.
    while (out.submitSeconds.size() > out.waitedSeconds.size())
        out.submitSeconds.removeLast();

    out.submit = spreadOf(out.submitSeconds);
    out.waited = spreadOf(out.waitedSeconds);
    out.run = spreadOf(out.runSeconds);
    if (!out.waitedSeconds.isEmpty() && backend.hostResult() != nullptr) {
        report(progress, total - 1, total, TrTimingMeasure::tr("verifying"));
        const VerifyOutcome v = verifySampled(request.n, a.data(), b.data(), backend.hostResult(),
                                              request.verifySamples, request.seed + quint64(request.n));
        out.verdict = v.verdict;
        out.verdictText = v.text;
    }
    backend.release();
    log::get("core")->info("timing: CPU queue n={} submit {:.6f} s, waited {:.6f} s, cold {:.6f} s ({})", request.n,
                           out.submit.median, out.waited.median, out.coldSeconds,
                           verdictName(out.verdict).toStdString());
    return out;
}

CudaTiming measureCuda(const TimingRequest &request, const std::atomic<bool> &cancel, const TaskProgressFn &progress)
{
    CudaTiming out;
    out.n = request.n;
    out.error = validateTimingRequest(request);
    if (!out.error.isEmpty())
        return out;
    BackendChoice choice = createBackend(QStringLiteral("cuda"));
    auto *cuda = dynamic_cast<kernels::CudaBackend *>(choice.backend.get());
    if (cuda == nullptr) {
        out.reason = choice.error.isEmpty() ? TrTimingMeasure::tr("the CUDA backend is not available") : choice.error;
        return out;
    }
    out.usable = true;
    out.device = QString::fromStdString(cuda->info().device);
    if (const MemoryCheck m = checkMemoryFor(request.n, *cuda); !m.ok) {
        out.error = m.message;
        return out;
    }
    std::vector<float> a, b;
    if (!makeOperands(request, a, b)) {
        out.error = TrTimingMeasure::tr("could not allocate the operands for n = %1").arg(request.n);
        return out;
    }
    report(progress, 0, 2, TrTimingMeasure::tr("CUDA: uploading"));
    kernels::Status st = cuda->prepare(request.n, a.data(), b.data());
    if (!st.ok()) {
        out.error = TrTimingMeasure::tr("CUDA, n = %1: %2").arg(request.n).arg(statusText(st));
        return out;
    }
    report(progress, 1, 2, TrTimingMeasure::tr("CUDA: timing"));
    kernels::CudaSyncTiming t;
    st = cuda->timeSync(request.warmup, request.repeats, cancel, t);
    out.coldWasFirst = t.coldWasProcessFirst;
    out.handleSeconds = t.handleSeconds;
    out.coldNoSyncSeconds = t.cold.host_nosync;
    out.coldSyncSeconds = t.cold.host_sync;
    out.coldEventSeconds = t.cold.events;
    out.gateOffReason = QString::fromStdString(cuda->timingMethod().gateOffReason);
    for (const auto &s : t.samples) {
        out.eventsGated = out.eventsGated && s.events_gated != 0;
        out.noSyncSeconds.append(s.host_nosync);
        out.syncSeconds.append(s.host_sync);
        out.eventSeconds.append(s.events);
    }
    out.noSync = spreadOf(out.noSyncSeconds);
    out.sync = spreadOf(out.syncSeconds);
    out.events = spreadOf(out.eventSeconds);
    if (st.code == kernels::StatusCode::Cancelled) {
        out.cancelled = true;
    } else if (!st.ok()) {
        out.error = TrTimingMeasure::tr("CUDA, n = %1: %2").arg(request.n).arg(statusText(st));
    } else {
        std::vector<float> c;
        try {
            c.resize(a.size());
        } catch (const std::bad_alloc &) {
            out.verdict = Verdict::Failed;
            out.verdictText = TrTimingMeasure::tr("no host memory to read the result back");
            return out;
        }
        st = cuda->fetch(c.data());
        if (st.ok()) {
            const VerifyOutcome v = verifySampled(request.n, a.data(), b.data(), c.data(), request.verifySamples,
                                                  request.seed + quint64(request.n));
            out.verdict = v.verdict;
            out.verdictText = v.text;
        } else {
            out.verdict = Verdict::Failed;
            out.verdictText = TrTimingMeasure::tr("the result could not be read back: %1").arg(statusText(st));
        }
    }
    cuda->release();
    return out;
}

TimingRun measureTiming(const TimingRequest &request, const std::atomic<bool> &cancel, const TaskProgressFn &progress)
{
    TimingRun run;
    run.request = request;
    run.cpu = measureCpuQueue(request, cancel, progress);
    if (request.cuda && !cancel.load())
        run.cuda = measureCuda(request, cancel, progress);
    else if (!request.cuda)
        run.cuda.reason = TrTimingMeasure::tr("not requested");
    SessionResults::instance().recordTiming(run);
    return run;
}

} // namespace gpulab::core::timing
