// The CUDA path on a real GPU (#17 items 4-5, #18, #27): verified multiplies in
// every precision, cancel, out-of-memory refusal, events against the host
// clock, the no-sync illusion, cold costs per process, no context from the
// probe, every measured point at or under its precision's roof, multiplies
// verified in forced panels (cuBLAS n = 1000 in 256-row panels, the naive
// kernel n = 1100 in 48-row panels), naive panels of whole waves, and the
// timing method reported. Where no
// GPU is usable every test skips with the loader's or the runtime's reason.
//
// The order of the functions matters: QTest runs them as declared, and the
// first two look at process-wide state (no context yet, no cuBLAS call yet).

#include "core/backendregistry.h"
#include "core/deviceprobe.h"
#include "core/gpupeaks.h"
#include "core/verify.h"
#include "kernels/cuda/cudabackend.h"
#include "kernels/cuda/cudaloader.h"

#include <QElapsedTimer>
#include <QTest>

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <memory>
#include <random>
#include <thread>
#include <vector>

using namespace gpulab;
using kernels::CudaBackend;
using kernels::Precision;
using kernels::Status;
using kernels::StatusCode;

Q_DECLARE_METATYPE(kernels::Precision)

namespace {

// A cuBLAS (or naive) backend, or nullptr with the reason to skip.
std::unique_ptr<CudaBackend> makeBackend(int kernel, QByteArray &why)
{
    std::string error;
    auto b = CudaBackend::create(kernel, error);
    if (!b)
        why = "no usable GPU: " + QByteArray::fromStdString(error);
    return b;
}

#define REQUIRE_BACKEND(var, kernel)                                                                                   \
    QByteArray var##Why;                                                                                               \
    std::unique_ptr<CudaBackend> var = makeBackend(kernel, var##Why);                                                  \
    if (!var)                                                                                                          \
        QSKIP(var##Why.constData());

std::vector<float> randomMatrix(int n, unsigned seed)
{
    std::mt19937 gen(seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> m(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (float &x : m)
        x = dist(gen);
    return m;
}

// The worst |c − ref| / tolerance over every entry, against a double
// reference, with core/verify's factor (the app's own check): per product
// 2e + e² for an input error e (the unit round-off for bf16 and fp16, which
// the module rounds to nearest; 2^-10 for tf32, which the tensor cores may
// truncate), plus 16·√n·ε for the fp32 accumulation.
double worstRatio(int n, Precision p, const std::vector<float> &a, const std::vector<float> &b,
                  const std::vector<float> &c)
{
    const double factor = core::toleranceFactor(n, p);
    const auto N = static_cast<std::size_t>(n);
    double worst = 0.0;
    for (std::size_t i = 0; i < N; ++i)
        for (std::size_t j = 0; j < N; ++j) {
            double ref = 0.0, mag = 0.0;
            for (std::size_t k = 0; k < N; ++k) {
                const double t = double(a[i * N + k]) * double(b[k * N + j]);
                ref += t;
                mag += std::abs(t);
            }
            const double tol = factor * mag;
            const double diff = std::abs(ref - double(c[i * N + j]));
            worst = std::max(worst, tol > 0.0 ? diff / tol : diff);
        }
    return worst;
}

double peakOf(const kernels::BackendInfo &info, Precision p)
{
    for (const auto &peak : info.peaks)
        if (peak.precision == p)
            return peak.gflops;
    return 0.0;
}

bool supports(const CudaBackend &b, Precision p)
{
    const auto ps = b.precisions();
    return std::find(ps.begin(), ps.end(), p) != ps.end();
}

// The driver API's view of the primary context of device 0: 1 active, 0 not,
// -1 when the driver library cannot answer.
int primaryContextActive()
{
    void *cuda = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (cuda == nullptr)
        return -1;
    using Init = int (*)(unsigned);
    using DeviceGet = int (*)(int *, int);
    using CtxState = int (*)(int, unsigned *, int *);
    auto init = reinterpret_cast<Init>(dlsym(cuda, "cuInit"));
    auto deviceGet = reinterpret_cast<DeviceGet>(dlsym(cuda, "cuDeviceGet"));
    auto state = reinterpret_cast<CtxState>(dlsym(cuda, "cuDevicePrimaryCtxGetState"));
    int device = 0, active = -1;
    unsigned flags = 0;
    if (init == nullptr || deviceGet == nullptr || state == nullptr || init(0) != 0 || deviceGet(&device, 0) != 0 ||
        state(device, &flags, &active) != 0)
        return -1;
    return active;
}

} // namespace

class TestCudaGpu : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void probeCreatesNoContext();
    void coldIsPerProcessAndExcludesHandleCreation();
    void eventsLieInsideTheHostClock();
    void noSyncIsAnIllusion();
    void verifiedInEveryPrecision_data();
    void verifiedInEveryPrecision();
    void unsupportedPrecisionSaysWhy();
    void cublasRunHonoursCancel();
    void outOfMemoryIsRefused();
    void everyPointIsUnderItsRoof_data();
    void everyPointIsUnderItsRoof();
    void bandwidthIsMeasured();
    void cublasVerifiedInForcedPanels_data();
    void cublasVerifiedInForcedPanels();
    void naiveVerifiedInSmallPanels();
    void naivePanelsAreWholeWaves();
    void timeSyncRefusesPanels();
    void timingMethodIsReported();
};

void TestCudaGpu::probeCreatesNoContext()
{
    const core::DeviceReport report = core::deviceReport(); // the whole probe, as the app runs it
    if (!report.cuda.usable())
        QSKIP(qPrintable(QStringLiteral("no usable GPU: %1").arg(report.cuda.reason)));
    const int active = primaryContextActive();
    if (active < 0)
        QSKIP("the driver API cannot report the primary context's state");
    QCOMPARE(active, 0); // opening the app reserves nothing on the GPU
    QVERIFY(report.cuda.totalBytes > 0);
    QVERIFY(report.cuda.runtimeError.isEmpty()); // success is not an error
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    QCOMPARE(primaryContextActive(), 1); // the backend, on the thread that runs, does create it
    QVERIFY(backend->deviceFreeBytes() > 0);
}

void TestCudaGpu::coldIsPerProcessAndExcludesHandleCreation()
{
    REQUIRE_BACKEND(first, GPULAB_CUDA_KERNEL_CUBLAS);
    const int n = 512;
    const auto a = randomMatrix(n, 11);
    Status s = first->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    kernels::CudaSyncTiming t;
    s = first->timeSync(1, 3, cancel, t);
    QVERIFY2(s.ok(), s.message.c_str());
    QVERIFY(t.coldWasProcessFirst); // no cuBLAS multiply ran before in this process
    QVERIFY(t.handleSeconds > 0.0);
    QCOMPARE(t.cold.events_gated, 0); // the cold call is read ungated, and says so
    QCOMPARE(int(t.samples.size()), 3);

    // A second context in the same process: its first call is not the
    // process's first, whatever the context says.
    REQUIRE_BACKEND(second, GPULAB_CUDA_KERNEL_CUBLAS);
    s = second->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    kernels::CudaSyncTiming t2;
    s = second->timeSync(1, 3, cancel, t2);
    QVERIFY2(s.ok(), s.message.c_str());
    QVERIFY(!t2.coldWasProcessFirst);
    qInfo("cold (process first): %.6f s events, %.6f s synced; handle %.6f s; second context cold %.6f s",
          t.cold.events, t.cold.host_sync, t.handleSeconds, t2.cold.host_sync);
}

void TestCudaGpu::eventsLieInsideTheHostClock()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    const int n = 4096; // milliseconds of work: the host's own overheads are small beside it
    const auto a = randomMatrix(n, 12);
    Status s = backend->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    kernels::CudaSyncTiming t;
    s = backend->timeSync(2, 10, cancel, t);
    QVERIFY2(s.ok(), s.message.c_str());
    QCOMPARE(int(t.samples.size()), 10);
    for (const auto &x : t.samples) {
        QCOMPARE(x.events_gated, 1);
        // The gated events bracket the multiply only, which runs between the
        // host's start and the return of the barrier.
        QVERIFY2(x.events > 0.0 && x.events <= x.host_sync, qPrintable(QString::number(x.events)));
        QVERIFY2(x.events >= 0.5 * x.host_sync,
                 qPrintable(QStringLiteral("events %1 s vs host %2 s").arg(x.events).arg(x.host_sync)));
    }
    // Same work, same answer: a backend run() reads what the gated samples read.
    double seconds = 0.0;
    for (int i = 0; i < 3; ++i) {
        s = backend->run(cancel, seconds);
        QVERIFY2(s.ok(), s.message.c_str());
    }
    std::vector<double> ev;
    for (const auto &x : t.samples)
        ev.push_back(x.events);
    std::sort(ev.begin(), ev.end());
    QVERIFY2(seconds < 2.0 * ev.back() && seconds > 0.5 * ev.front(),
             qPrintable(QStringLiteral("run %1 s vs samples %2..%3 s").arg(seconds).arg(ev.front()).arg(ev.back())));
}

void TestCudaGpu::noSyncIsAnIllusion()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    const int n = 4096;
    const auto a = randomMatrix(n, 13);
    Status s = backend->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    kernels::CudaSyncTiming t;
    s = backend->timeSync(2, 7, cancel, t);
    QVERIFY2(s.ok(), s.message.c_str());
    std::vector<double> noSync, events;
    for (const auto &x : t.samples) {
        QVERIFY(x.host_nosync < x.host_sync);
        noSync.push_back(x.host_nosync);
        events.push_back(x.events);
    }
    std::sort(noSync.begin(), noSync.end());
    std::sort(events.begin(), events.end());
    // Queuing 137 GFLOP takes microseconds; doing it takes milliseconds.
    QVERIFY2(
        noSync[noSync.size() / 2] * 5.0 < events[events.size() / 2],
        qPrintable(
            QStringLiteral("no sync %1 s, events %2 s").arg(noSync[noSync.size() / 2]).arg(events[events.size() / 2])));
}

void TestCudaGpu::verifiedInEveryPrecision_data()
{
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<int>("n");
    for (Precision p : {Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16})
        for (int n : {64, 127, 600})
            QTest::addRow("%s %d", kernels::precisionKey(p), n) << p << n;
}

void TestCudaGpu::verifiedInEveryPrecision()
{
    QFETCH(Precision, precision);
    QFETCH(int, n);
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    if (!supports(*backend, precision))
        QSKIP(qPrintable(QStringLiteral("%1 is not offered on this GPU (compute capability %2.%3)")
                             .arg(QString::fromUtf8(kernels::precisionKey(precision)))
                             .arg(backend->probe().cc_major)
                             .arg(backend->probe().cc_minor)));
    Status s = backend->setPrecision(precision);
    QVERIFY2(s.ok(), s.message.c_str());
    QCOMPARE(backend->precision(), precision);
    QCOMPARE(backend->deviceBytes(n),
             std::size_t(n) * std::size_t(n) * (sizeof(float) + 2 * std::size_t(kernels::bytesPerElement(precision))));
    const auto a = randomMatrix(n, 21);
    const auto b = randomMatrix(n, 22);
    std::vector<float> c(a.size(), NAN);
    s = backend->prepare(n, a.data(), b.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = -1.0;
    for (int rep = 0; rep < 2; ++rep) {
        s = backend->run(cancel, seconds);
        QVERIFY2(s.ok(), s.message.c_str());
    }
    QVERIFY(seconds > 0.0);
    s = backend->fetch(c.data());
    QVERIFY2(s.ok(), s.message.c_str());
    const double worst = worstRatio(n, precision, a, b, c);
    qInfo("%s n=%d: worst error %.3g of the tolerance", kernels::precisionKey(precision), n, worst);
    QVERIFY2(worst <= 1.0, qPrintable(QString::number(worst)));
    // And a wrong product fails the same check, even at bf16's loose
    // tolerance: C transposed (B·A's layout mix-up) is off by about |c|.
    std::vector<float> transposed(c.size());
    for (std::size_t i = 0; i < std::size_t(n); ++i)
        for (std::size_t j = 0; j < std::size_t(n); ++j)
            transposed[j * std::size_t(n) + i] = c[i * std::size_t(n) + j];
    QVERIFY(worstRatio(n, precision, a, b, transposed) > 1.0);
}

void TestCudaGpu::unsupportedPrecisionSaysWhy()
{
    REQUIRE_BACKEND(naive, GPULAB_CUDA_KERNEL_NAIVE);
    QCOMPARE(int(naive->precisions().size()), 1);
    const Status s = naive->setPrecision(Precision::Bf16);
    QCOMPARE(s.code, StatusCode::Unsupported);
    QVERIFY2(s.message.find("fp32 only") != std::string::npos, s.message.c_str());
    QCOMPARE(naive->precision(), Precision::Fp32); // unchanged
}

void TestCudaGpu::cublasRunHonoursCancel()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    const int n = 16384; // 8.8 TFLOP of fp32: several row panels
    QVERIFY2(backend->panelRows(n) < n, qPrintable(QString::number(backend->panelRows(n))));
    if (backend->deviceFreeBytes() < backend->deviceBytes(n) + (std::size_t(1) << 30))
        QSKIP("not enough GPU memory for the 3 GB cancel test");
    const auto a = randomMatrix(n, 31);
    Status s = backend->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double full = 0.0;
    s = backend->run(cancel, full); // warm, whole: the reference duration
    QVERIFY2(s.ok(), s.message.c_str());
    s = backend->run(cancel, full);
    QVERIFY2(s.ok(), s.message.c_str());

    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::duration<double>(full * 0.2));
        cancel = true;
    });
    QElapsedTimer clock;
    clock.start();
    double seconds = 0.0;
    s = backend->run(cancel, seconds);
    const double took = double(clock.nsecsElapsed()) * 1e-9;
    stopper.join();
    QVERIFY2(s.code == StatusCode::Cancelled, s.message.c_str());
    // Stopped between panels: well before the whole multiply would have ended.
    QVERIFY2(took < 0.8 * full + 0.05, qPrintable(QStringLiteral("%1 s of %2 s").arg(took).arg(full)));
    cancel = false; // the context is usable again
    s = backend->run(cancel, seconds);
    QVERIFY2(s.ok(), s.message.c_str());
    qInfo("n=%d in %d-row panels: full %.3f s, cancelled after %.3f s", n, backend->panelRows(n), full, took);
}

void TestCudaGpu::outOfMemoryIsRefused()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    const float dummy[1] = {0.0f};
    // 3 × 200000² × 4 bytes = 480 GB: more than any current GPU. The memory
    // check comes before the operands are read, so a dummy buffer will do.
    Status s = backend->prepare(200000, dummy, dummy);
    QVERIFY2(s.code == StatusCode::OutOfMemory, s.message.c_str());
    QVERIFY2(s.message.find("GB") != std::string::npos, s.message.c_str());
    // Nothing leaked and the context still works.
    const auto a = randomMatrix(64, 41);
    s = backend->prepare(64, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = 0.0;
    s = backend->run(cancel, seconds);
    QVERIFY2(s.ok(), s.message.c_str());
}

void TestCudaGpu::everyPointIsUnderItsRoof_data()
{
    QTest::addColumn<Precision>("precision");
    for (Precision p : {Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16})
        QTest::addRow("%s", kernels::precisionKey(p)) << p;
}

void TestCudaGpu::everyPointIsUnderItsRoof()
{
    // percent_of_peak ≤ 100 for every CUDA point: an fp32 run faster than the
    // fp32 roof would be TF32 (or emulation) in disguise, which sampled
    // verification cannot see at n ≥ 1024.
    QFETCH(Precision, precision);
    core::BackendChoice choice = core::createBackend(QStringLiteral("cuda")); // fills the table's peaks
    if (!choice.backend)
        QSKIP(qPrintable(QStringLiteral("no usable GPU: %1").arg(choice.error)));
    auto *backend = dynamic_cast<CudaBackend *>(choice.backend.get());
    QVERIFY(backend != nullptr);
    if (!supports(*backend, precision))
        QSKIP("this precision is not offered on this GPU");
    const double peak = peakOf(backend->info(), precision);
    if (peak <= 0.0)
        QSKIP("the peak table has no roof for this precision on this GPU");
    Status s = backend->setPrecision(precision);
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    for (int n = 256; n <= 8192; n *= 2) {
        const auto a = randomMatrix(n, 51);
        s = backend->prepare(n, a.data(), a.data());
        QVERIFY2(s.ok(), s.message.c_str());
        double best = 1e300, seconds = 0.0;
        for (int rep = 0; rep < 4; ++rep) { // the first warms, the best of all is the point
            s = backend->run(cancel, seconds);
            QVERIFY2(s.ok(), s.message.c_str());
            best = std::min(best, seconds);
        }
        const double gflops = 2.0 * double(n) * n * n / best * 1e-9;
        const double percent = 100.0 * gflops / peak;
        qInfo("%s n=%d: %.0f GFLOP/s = %.1f %% of %.0f", kernels::precisionKey(precision), n, gflops, percent, peak);
        QVERIFY2(percent <= 100.0, qPrintable(QStringLiteral("n = %1: %2 % of the roof").arg(n).arg(percent)));
    }
}

void TestCudaGpu::bandwidthIsMeasured()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    std::atomic<bool> cancel{false};
    double bps = 0.0;
    Status s = backend->measureBandwidth(cancel, bps);
    QVERIFY2(s.ok(), s.message.c_str());
    qInfo("device-to-device copy: %.1f GB/s (read + write)", bps * 1e-9);
    QVERIFY(bps > 1e10 && bps < 2e13); // between 10 GB/s and 20 TB/s: any GPU of this decade
    cancel = true;
    s = backend->measureBandwidth(cancel, bps);
    QCOMPARE(s.code, StatusCode::Cancelled);
}

void TestCudaGpu::cublasVerifiedInForcedPanels_data()
{
    QTest::addColumn<Precision>("precision");
    for (Precision p : {Precision::Fp32, Precision::Tf32, Precision::Bf16})
        QTest::addRow("%s", kernels::precisionKey(p)) << p;
}

void TestCudaGpu::cublasVerifiedInForcedPanels()
{
    // cuBLAS splits a multiply only above n = 10,000 (fp32): the panel
    // offsets (A and C move by row0·n, the leading dimensions stay n) and the
    // short last panel are checked here at n = 1000 in 256-row panels
    // (256, 256, 256, 232).
    QFETCH(Precision, precision);
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    if (!supports(*backend, precision))
        QSKIP("this precision is not offered on this GPU");
    Status s = backend->setPrecision(precision);
    QVERIFY2(s.ok(), s.message.c_str());
    const int n = 1000;
    QCOMPARE(backend->panelRows(n), n); // automatic: one call
    s = backend->setPanelRows(256);
    QVERIFY2(s.ok(), s.message.c_str());
    QCOMPARE(backend->panelRows(n), 256);
    const auto a = randomMatrix(n, 61);
    const auto b = randomMatrix(n, 62);
    std::vector<float> c(a.size(), NAN);
    s = backend->prepare(n, a.data(), b.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = 0.0;
    for (int rep = 0; rep < 2; ++rep) {
        s = backend->run(cancel, seconds);
        QVERIFY2(s.ok(), s.message.c_str());
    }
    s = backend->fetch(c.data());
    QVERIFY2(s.ok(), s.message.c_str());
    const double worst = worstRatio(n, precision, a, b, c);
    qInfo("%s n=%d in 256-row panels: worst error %.3g of the tolerance, %.6f s", kernels::precisionKey(precision), n,
          worst, seconds);
    QVERIFY2(worst <= 1.0, qPrintable(QString::number(worst)));
    s = backend->setPanelRows(0);
    QVERIFY2(s.ok(), s.message.c_str());
    QCOMPARE(backend->panelRows(n), n);
}

void TestCudaGpu::naiveVerifiedInSmallPanels()
{
    // n = 1100 is one launch by default; 48-row panels make 23 of them (the
    // last 44 rows), more than the three kept in flight, with a block row
    // (16) that does not divide the panel's end.
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_NAIVE);
    const int n = 1100;
    Status s = backend->setPanelRows(48);
    QVERIFY2(s.ok(), s.message.c_str());
    QCOMPARE(backend->panelRows(n), 48);
    const auto a = randomMatrix(n, 71);
    const auto b = randomMatrix(n, 72);
    std::vector<float> c(a.size(), NAN);
    s = backend->prepare(n, a.data(), b.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = 0.0;
    s = backend->run(cancel, seconds);
    QVERIFY2(s.ok(), s.message.c_str());
    QVERIFY(seconds > 0.0);
    s = backend->fetch(c.data());
    QVERIFY2(s.ok(), s.message.c_str());
    const double worst = worstRatio(n, Precision::Fp32, a, b, c);
    qInfo("naive n=%d in 48-row panels: worst error %.3g of the tolerance, %.6f s", n, worst, seconds);
    QVERIFY2(worst <= 1.0, qPrintable(QString::number(worst)));
}

void TestCudaGpu::naivePanelsAreWholeWaves()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_NAIVE);
    const int sms = backend->probe().sm_count;
    for (int n : {4096, 8192, 16384}) {
        const int rows = backend->panelRows(n);
        QVERIFY2(rows > 0 && rows < n && rows % 16 == 0, qPrintable(QString::number(rows)));
        // At least one full wave of 16×16 blocks on every SM, less a block row.
        const double blocks = double(rows / 16) * double((n + 15) / 16);
        qInfo("naive n=%d: %d-row panels, %.0f blocks on %d SMs", n, rows, blocks, sms);
        QVERIFY2(blocks + double((n + 15) / 16) >= double(sms),
                 qPrintable(QStringLiteral("%1 blocks on %2 SMs").arg(blocks).arg(sms)));
    }
    QCOMPARE(backend->panelRows(1000), 1000); // small: one launch
}

void TestCudaGpu::timeSyncRefusesPanels()
{
    // The timing lab times one cuBLAS call; a panelled multiply is refused,
    // not read as its first panel.
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    const int n = 600;
    const auto a = randomMatrix(n, 81);
    Status s = backend->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    s = backend->setPanelRows(256);
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    kernels::CudaSyncTiming t;
    s = backend->timeSync(0, 2, cancel, t);
    QCOMPARE(s.code, StatusCode::Error);
    QVERIFY2(s.message.find("panels") != std::string::npos, s.message.c_str());
    s = backend->setPanelRows(0);
    QVERIFY2(s.ok(), s.message.c_str());
    s = backend->timeSync(0, 2, cancel, t);
    QVERIFY2(s.ok(), s.message.c_str());
}

void TestCudaGpu::timingMethodIsReported()
{
    REQUIRE_BACKEND(backend, GPULAB_CUDA_KERNEL_CUBLAS);
    kernels::CudaTimingMethod m = backend->timingMethod();
    QCOMPARE(m.method, GPULAB_CUDA_TIMING_NONE); // nothing timed yet
    const int n = 256;
    const auto a = randomMatrix(n, 91);
    Status s = backend->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = 0.0;
    s = backend->run(cancel, seconds);
    QVERIFY2(s.ok(), s.message.c_str());
    m = backend->timingMethod();
    qInfo("timing: %s%s", m.gateOn ? "gated" : "ungated: ", m.gateOffReason.c_str());
    if (m.gateOn) {
        QCOMPARE(m.method, GPULAB_CUDA_TIMING_GATED);
        QVERIFY(backend->info().implementationNote.empty());
    } else {
        // A profiler, CUDA_LAUNCH_BLOCKING=1 or GPULAB_CUDA_GATE=0 in this
        // process's environment: said in the backend's notes.
        QCOMPARE(m.method, GPULAB_CUDA_TIMING_UNGATED);
        QVERIFY2(backend->info().implementationNote.find(m.gateOffReason) != std::string::npos,
                 backend->info().implementationNote.c_str());
    }
    double bps = 0.0;
    s = backend->measureBandwidth(cancel, bps);
    QVERIFY2(s.ok(), s.message.c_str());
    QCOMPARE(backend->timingMethod().method, m.gateOn ? GPULAB_CUDA_TIMING_GATED : GPULAB_CUDA_TIMING_UNGATED);
}

QTEST_GUILESS_MAIN(TestCudaGpu)
#include "tst_cuda_gpu.moc"
