#include "core/benchmark.h"

#include "core/backendregistry.h"
#include "core/machineload.h"
#include "core/memoryguard.h"
#include "core/stats.h"
#include "core/units.h"
#include "core/verify.h"
#include "kernels/log.h"

#include <QCoreApplication>

#include <limits>
#include <random>
#include <vector>

namespace gpulab::core {
namespace {

// lupdate and the runtime agree on the context "Benchmark".
struct TrBenchmark {
    Q_DECLARE_TR_FUNCTIONS(Benchmark)
};

// Fills with uniform values in [-1, 1); returns false when cancelled.
// Chunked so that even n = 10,000 (10⁸ values) notices a cancel quickly.
bool fillRandom(std::vector<float> &m, std::mt19937_64 &rng, const std::atomic<bool> &cancel)
{
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    constexpr std::size_t kChunk = 1 << 20;
    for (std::size_t i = 0; i < m.size(); i += kChunk) {
        if (cancel.load(std::memory_order_relaxed))
            return false;
        const std::size_t end = std::min(m.size(), i + kChunk);
        for (std::size_t j = i; j < end; ++j)
            m[j] = dist(rng);
    }
    return true;
}

QString statusText(const kernels::Status &s)
{
    return QString::fromStdString(s.message);
}

} // namespace

QString validateRequest(const BenchmarkRequest &request)
{
    if (request.sizes.isEmpty())
        return TrBenchmark::tr("no matrix size given");
    for (int n : request.sizes) {
        if (n <= 0)
            return TrBenchmark::tr("matrix size must be at least 1 (got %1)").arg(n);
        if (n > kMaxMatrixSize)
            return TrBenchmark::tr("matrix size %1 is too large (at most %2)").arg(n).arg(kMaxMatrixSize);
    }
    if (request.repeats < 1)
        return TrBenchmark::tr("repeats must be at least 1 (got %1)").arg(request.repeats);
    if (request.repeats > kMaxRepeats)
        return TrBenchmark::tr("%1 repeats is too many (at most %2)").arg(request.repeats).arg(kMaxRepeats);
    if (request.warmup < 0)
        return TrBenchmark::tr("warm-up runs cannot be negative (got %1)").arg(request.warmup);
    if (request.warmup > kMaxWarmup)
        return TrBenchmark::tr("%1 warm-up runs is too many (at most %2)").arg(request.warmup).arg(kMaxWarmup);
    return {};
}

QString preflight(kernels::MatmulBackend &backend, const BenchmarkRequest &request)
{
    if (QString invalid = validateRequest(request); !invalid.isEmpty())
        return invalid;
    if (const kernels::Status st = backend.setPrecision(request.precision); !st.ok())
        return statusText(st);
    if (backend.info().producesResult)
        for (int n : request.sizes)
            if (const MemoryCheck m = checkMemoryFor(n, backend); !m.ok)
                return m.message;
    return {};
}

BenchmarkResult runBenchmark(kernels::MatmulBackend &backend, const BenchmarkRequest &request,
                             const std::atomic<bool> &cancel, const ProgressFn &progress, quint64 jobId)
{
    const auto logger = log::get("core");
    BenchmarkResult result;
    result.jobId = jobId;
    result.precision = request.precision;
    result.synchronized = true; // MatmulBackend::run() times with a barrier on both sides
    result.error = validateRequest(request);
    // The precision first: info() then names the kernel that will run.
    const kernels::Status precisionStatus = backend.setPrecision(request.precision);
    kernels::BackendInfo info = backend.info();
    result.backend = labelOf(info);
    if (const auto peak = result.backend.peakFor(request.precision)) {
        result.peakGflops = peak->gflops;
        result.peakSource = peak->source;
    }
    if (result.error.isEmpty() && !precisionStatus.ok())
        result.error = TrBenchmark::tr("%1: %2").arg(precisionName(request.precision), statusText(precisionStatus));
    if (!result.error.isEmpty())
        return result;

    // Both are bounded by validateRequest, so the sum fits an int.
    static_assert(kMaxWarmup <= std::numeric_limits<int>::max() - kMaxRepeats);
    const int runs = request.warmup + request.repeats;
    JobProgress p;
    p.jobId = jobId;
    p.sizeCount = int(request.sizes.size());
    const auto report = [&](int sizeIndex, int n, int run, const QString &phase) {
        if (!progress)
            return;
        p.sizeIndex = sizeIndex;
        p.n = n;
        p.run = run;
        p.runs = runs;
        p.phase = phase;
        progress(p);
    };

    std::mt19937_64 rng(request.seed);
    for (int index = 0; index < request.sizes.size(); ++index) {
        const int n = request.sizes[index];
        if (cancel.load()) {
            result.cancelled = true;
            break;
        }
        report(index, n, 0, TrBenchmark::tr("preparing"));

        std::vector<float> a, b;
        if (info.producesResult) {
            const MemoryCheck mem = checkMemoryFor(n, backend);
            if (!mem.ok) {
                result.error = mem.message;
                break;
            }
            try {
                const auto count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
                a.resize(count);
                b.resize(count);
            } catch (const std::bad_alloc &) {
                result.error = TrBenchmark::tr("could not allocate the operands for n = %1").arg(n);
                break;
            }
            if (!fillRandom(a, rng, cancel) || !fillRandom(b, rng, cancel)) {
                result.cancelled = true;
                break;
            }
        }

        kernels::Status st = backend.prepare(n, a.data(), b.data());
        if (!st.ok()) {
            result.error = TrBenchmark::tr("n = %1: %2").arg(n).arg(statusText(st));
            break;
        }
        if (index == 0) // the kernel prepare() picked for this shape
            result.backend.implementation = QString::fromStdString(backend.info().implementation);

        BenchmarkPoint point;
        point.n = n;
        point.precision = request.precision;
        point.flops = units::matmulFlops(n);
        SchedSample timedFrom;
        for (int run = 0; run < runs && st.ok(); ++run) {
            if (run == request.warmup && info.producesResult)
                timedFrom = sampleScheduler();
            if (cancel.load()) {
                st = kernels::Status::failure(kernels::StatusCode::Cancelled, "cancelled");
                break;
            }
            const bool warming = run < request.warmup;
            report(index, n, run, warming ? TrBenchmark::tr("warming up") : TrBenchmark::tr("timing"));
            double seconds = 0.0;
            st = backend.run(cancel, seconds);
            if (st.ok())
                (warming ? point.warmupSeconds : point.seconds).append(seconds);
        }
        if (st.code == kernels::StatusCode::Cancelled) {
            backend.release();
            result.cancelled = true;
            break;
        }
        if (!st.ok()) {
            backend.release();
            result.error = TrBenchmark::tr("n = %1: %2").arg(n).arg(statusText(st));
            break;
        }

        if (info.producesResult) { // a simulation takes no time to be disturbed
            const MachineLoad load = loadBetween(timedFrom, sampleScheduler(), loadAverage());
            point.waitShare = load.waitShare;
            point.interactiveShare = load.interactiveShare;
            point.loadAverage = load.loadAverage;
            point.busyNote = busyNote(load);
            if (!point.busyNote.isEmpty())
                logger->warn("{} n={}: {}", info.id, n, point.busyNote.toStdString());
        }

        const Spread s = spreadOf(point.seconds);
        point.medianSeconds = s.median;
        point.minSeconds = s.min;
        point.maxSeconds = s.max;
        point.gflops = gflopsOf(point.flops, s.median);
        // Against the peak of the precision that ran, never fp32's for a bf16 run.
        point.percentOfPeak = result.peakGflops > 0 ? 100.0 * point.gflops / result.peakGflops : 0.0;

        if (info.producesResult) {
            report(index, n, runs, TrBenchmark::tr("verifying"));
            const float *c = backend.hostResult();
            std::vector<float> fetched;
            if (!c) {
                fetched.resize(a.size());
                st = backend.fetch(fetched.data());
                c = st.ok() ? fetched.data() : nullptr;
            }
            if (c) {
                const VerifyOutcome v = verifySampled(n, a.data(), b.data(), c, request.verifySamples,
                                                      request.seed + static_cast<quint64>(n), request.precision);
                point.verdict = v.verdict;
                point.toleranceFactor = v.toleranceFactor;
                point.toleranceText = v.toleranceText;
                point.samplesChecked = v.samples;
                point.worstError = v.worstRatio;
                point.verdictText = v.text;
                if (v.verdict == Verdict::Failed)
                    logger->error("{} produced a wrong result at n = {}", info.id, n);
            } else {
                point.verdict = Verdict::Failed;
                point.verdictText = TrBenchmark::tr("the result could not be read back: %1").arg(statusText(st));
            }
        } else {
            point.verdict = Verdict::NotChecked;
            point.verdictText = TrBenchmark::tr("not checked — simulated, no matrix was computed");
        }
        backend.release();
        result.points.append(point);
        logger->info("{} {} n={} median {:.6f} s, {:.1f} GFLOP/s, {}", info.id,
                     kernels::precisionKey(request.precision), n, point.medianSeconds, point.gflops,
                     verdictName(point.verdict).toStdString());
    }
    return result;
}

} // namespace gpulab::core
