// The CUDA module loader and backend. Written to pass on both machine kinds:
// a CPU-only box (no driver: every failure must come with a reason) and a box
// with a GPU (results must match a double-precision reference).

#include "kernels/cuda/cudabackend.h"
#include "kernels/cuda/cudaloader.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

using namespace gpulab::kernels;
using Outcome = CudaModuleLoad::Outcome;

namespace {

const char *outcomeName(Outcome o)
{
    switch (o) {
    case Outcome::Loaded: return "Loaded";
    case Outcome::NotBuilt: return "NotBuilt";
    case Outcome::NotFound: return "NotFound";
    case Outcome::LibraryMissing: return "LibraryMissing";
    case Outcome::Incompatible: return "Incompatible";
    case Outcome::NoDriver: return "NoDriver";
    }
    return "?";
}

QByteArray explain(const CudaModuleLoad &load)
{
    return QByteArray(outcomeName(load.outcome)) + ": " + QByteArray::fromStdString(describeCudaModuleLoad(load));
}

// The module file beside this build, or "" when there is none.
std::string builtModulePath()
{
    for (const std::string &candidate : cudaModuleSearchPaths())
        if (QFileInfo::exists(QString::fromStdString(candidate)))
            return candidate;
    return {};
}

// The process-wide module; where the loader declined it for want of a
// driver, the same file opened directly (tryLoadCudaModule does not check
// for the driver), so the C API is still exercised up to "no driver".
const CudaModule *testModule()
{
    if (const CudaModule *m = loadCudaModule().module)
        return m;
    if (loadCudaModule().outcome != Outcome::NoDriver)
        return nullptr;
    static const CudaModuleLoad direct = tryLoadCudaModule(loadCudaModule().path);
    return direct.module;
}

// The probe of the test module, or false when there is none.
bool probeModule(gpulab_cuda_probe_t &probe)
{
    const CudaModule *m = testModule();
    if (m == nullptr)
        return false;
    probe = gpulab_cuda_probe_t{};
    probe.size = sizeof probe;
    return m->probe(&probe) == GPULAB_CUDA_OK;
}

// Whether a library whose path contains `name` is mapped into this process.
bool mapped(const char *name)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains(name);
}

// GPULAB_CUDA_MODULE set (non-empty) replaces the search; see cudaloader.h.
bool envOverride()
{
    const char *env = std::getenv("GPULAB_CUDA_MODULE");
    return env != nullptr && *env != '\0';
}

bool haveDevice()
{
    gpulab_cuda_probe_t probe{};
    return probeModule(probe) && probe.device_count > 0;
}

std::vector<float> randomMatrix(int n, unsigned seed)
{
    std::mt19937 gen(seed);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::vector<float> m(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (float &x : m)
        x = dist(gen);
    return m;
}

// max |c − ref| / max |ref| against a double-precision row-major product.
double relativeError(int n, const std::vector<float> &a, const std::vector<float> &b, const std::vector<float> &c)
{
    double maxDiff = 0.0, maxRef = 0.0;
    const auto N = static_cast<std::size_t>(n);
    for (std::size_t i = 0; i < N; ++i)
        for (std::size_t j = 0; j < N; ++j) {
            double ref = 0.0;
            for (std::size_t k = 0; k < N; ++k)
                ref += static_cast<double>(a[i * N + k]) * b[k * N + j];
            maxDiff = std::max(maxDiff, std::abs(ref - c[i * N + j]));
            maxRef = std::max(maxRef, std::abs(ref));
        }
    return maxRef > 0.0 ? maxDiff / maxRef : maxDiff;
}

} // namespace

class TestCudaLoader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void noDriverMeansNoCublasInMemory(); // first: nothing may have loaded the module yet
    void processModuleMatchesBuild();
    void missingPathIsNotFound();
    void nonModuleFileIsRejected();
    void libraryWithoutApiIsIncompatible();
    void truncatedModuleIsRefusedBeforeDlopen_data();
    void truncatedModuleIsRefusedBeforeDlopen();
    void fifoIsRefusedWithoutBlocking();
    void missingLibraryParsedFromDlerror();
    void searchPathsFollowExecutable();
    void driverLibraryReportsSomething();
    void probeExplainsMissingDriver();
    void moduleFailsCleanlyWithoutDevice();
    void structsOfAnotherSizeAreRefused();
    void multiplyMatchesReference_data();
    void multiplyMatchesReference();
    void naiveRunHonoursCancel();
    void oversizedPrepareIsRefused();
};

void TestCudaLoader::noDriverMeansNoCublasInMemory()
{
    // #17: looking for the driver comes before loading the module, whose
    // cuBLAS costs ~200 MiB of mappings for nothing on a machine without one.
    if (findDriverLibrary().present)
        QSKIP("an NVIDIA driver is installed here: the module is meant to load");
    if (std::getenv(kCudaLoadWithoutDriverEnv) != nullptr)
        QSKIP("GPULAB_CUDA_LOAD_WITHOUT_DRIVER forces loading");
    QVERIFY(!mapped("libcublas"));
    [[maybe_unused]] const CudaModuleLoad &load = loadCudaModule(); // read below only where the module is built
#ifdef GPULAB_HAVE_CUDA
    if (!envOverride() || QFileInfo::exists(QString::fromStdString(load.path))) {
        QVERIFY2(load.outcome == Outcome::NoDriver, explain(load).constData());
        QVERIFY(load.module == nullptr);
        QVERIFY(!load.path.empty()); // the sound module file that was found and left alone
        const std::string said = describeCudaModuleLoad(load);
        QVERIFY2(said.find("not loaded") != std::string::npos, said.c_str());
        QVERIFY2(said.find("libcuda.so.1") != std::string::npos, said.c_str());
    }
#endif
    QVERIFY2(!mapped("libcublas"), "the loader mapped cuBLAS although there is no driver");
    QVERIFY2(!mapped("libgpulab_cuda"), "the loader mapped the CUDA module although there is no driver");
    std::string error;
    QVERIFY(CudaBackend::create(GPULAB_CUDA_KERNEL_CUBLAS, error) == nullptr);
    QVERIFY2(!error.empty(), error.c_str());
    QVERIFY(!mapped("libcublas"));
}

void TestCudaLoader::processModuleMatchesBuild()
{
    const CudaModuleLoad &load = loadCudaModule();
    if (envOverride()) {
        qInfo("%s", explain(load).constData());
        QSKIP("GPULAB_CUDA_MODULE overrides the search");
    }
    QVERIFY(&load == &loadCudaModule()); // cached once per process
#ifdef GPULAB_HAVE_CUDA
    if (!findDriverLibrary().present && std::getenv(kCudaLoadWithoutDriverEnv) == nullptr) {
        QVERIFY2(load.outcome == Outcome::NoDriver, explain(load).constData());
        QVERIFY(load.module == nullptr);
        // The same file does load when asked directly: it is sound and current.
        const CudaModuleLoad direct = tryLoadCudaModule(load.path);
        QVERIFY2(direct.outcome == Outcome::Loaded, explain(direct).constData());
        QCOMPARE(direct.module->apiVersion(), GPULAB_CUDA_API_VERSION);
        return;
    }
    QVERIFY2(load.outcome == Outcome::Loaded, explain(load).constData());
    QVERIFY(load.module != nullptr);
    QCOMPARE(load.module->apiVersion(), GPULAB_CUDA_API_VERSION);
    QVERIFY(describeCudaModuleLoad(load).empty());
#else
    QVERIFY2(load.outcome == Outcome::NotBuilt, explain(load).constData());
    QVERIFY(load.module == nullptr);
    QVERIFY(!describeCudaModuleLoad(load).empty());
#endif
}

void TestCudaLoader::missingPathIsNotFound()
{
    const CudaModuleLoad load = tryLoadCudaModule("/nonexistent/libgpulab_cuda.so");
    QVERIFY2(load.outcome == Outcome::NotFound, explain(load).constData());
    QVERIFY(load.module == nullptr);
    QCOMPARE(QByteArray::fromStdString(load.path), QByteArray("/nonexistent/libgpulab_cuda.so"));
    QVERIFY(!describeCudaModuleLoad(load).empty());
    QVERIFY(tryLoadCudaModule("").outcome == Outcome::NotFound);
}

void TestCudaLoader::nonModuleFileIsRejected()
{
    QTemporaryFile text;
    QVERIFY(text.open());
    text.write("not an ELF file\n");
    text.flush();
    const CudaModuleLoad load = tryLoadCudaModule(text.fileName().toStdString());
    QVERIFY2(load.outcome == Outcome::Incompatible, explain(load).constData());
    QVERIFY(load.module == nullptr);
    QVERIFY(!load.detail.empty());

    if (access("/etc/hostname", R_OK) == 0) {
        const CudaModuleLoad host = tryLoadCudaModule("/etc/hostname");
        QVERIFY2(host.outcome == Outcome::Incompatible, explain(host).constData());
    }
}

void TestCudaLoader::libraryWithoutApiIsIncompatible()
{
    // A real shared library that is not our module: the C library itself.
    Dl_info info{};
    QVERIFY(dladdr(reinterpret_cast<void *>(&::getpid), &info) != 0);
    QVERIFY(info.dli_fname != nullptr);
    const CudaModuleLoad load = tryLoadCudaModule(info.dli_fname);
    QVERIFY2(load.outcome == Outcome::Incompatible, explain(load).constData());
    QVERIFY2(load.detail.find("gpulab_cuda_api_version") != std::string::npos, load.detail.c_str());
}

void TestCudaLoader::truncatedModuleIsRefusedBeforeDlopen_data()
{
    QTest::addColumn<int>("percent");
    for (int p : {0, 1, 2, 10, 30, 50, 70, 90, 99})
        QTest::addRow("%d %%", p) << p;
}

void TestCudaLoader::truncatedModuleIsRefusedBeforeDlopen()
{
    // A copy of the real module cut short: dlopen() would map pages past the
    // end of the file and die of SIGBUS; the loader must refuse it first.
    QFETCH(int, percent);
    const QString original = QString::fromStdString(builtModulePath());
    if (original.isEmpty())
        QSKIP("no libgpulab_cuda.so beside this build (built without the CUDA Toolkit)");
    QFile in(original);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("libgpulab_cuda.so"));
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes.left(bytes.size() * percent / 100));
    }
    const CudaModuleLoad load = tryLoadCudaModule(path.toStdString());
    QVERIFY2(load.outcome == Outcome::Incompatible, explain(load).constData());
    QVERIFY(load.module == nullptr);
    const std::string said = describeCudaModuleLoad(load);
    QVERIFY2(said.find(path.toStdString()) != std::string::npos, said.c_str());
    QVERIFY2(percent < 2 || said.find("truncated") != std::string::npos, said.c_str());
}

void TestCudaLoader::fifoIsRefusedWithoutBlocking()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("libgpulab_cuda.so"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const CudaModuleLoad load = tryLoadCudaModule(path.toStdString()); // dlopen() would wait for a writer
    QVERIFY2(load.outcome == Outcome::Incompatible, explain(load).constData());
    QVERIFY2(load.detail.find("regular file") != std::string::npos, load.detail.c_str());
}

void TestCudaLoader::missingLibraryParsedFromDlerror()
{
    QCOMPARE(QByteArray::fromStdString(missingLibraryFromDlerror(
                 "libcublas.so.13: cannot open shared object file: No such file or directory")),
             QByteArray("libcublas.so.13"));
    QCOMPARE(QByteArray::fromStdString(missingLibraryFromDlerror(
                 "/opt/cuda/lib/libcudart.so.13: cannot open shared object file: No such file")),
             QByteArray("libcudart.so.13"));
    QVERIFY(missingLibraryFromDlerror("libgpulab_cuda.so: undefined symbol: cublasCreate_v2").empty());
    QVERIFY(missingLibraryFromDlerror("").empty());
}

void TestCudaLoader::searchPathsFollowExecutable()
{
    const std::vector<std::string> paths = cudaModuleSearchPaths();
    const std::string exeDir = QCoreApplication::applicationDirPath().toStdString();
    const std::string parent = exeDir.substr(0, exeDir.find_last_of('/'));
    QCOMPARE(QByteArray::fromStdString(paths[0]), QByteArray::fromStdString(parent + "/lib/libgpulab_cuda.so"));
    QCOMPARE(QByteArray::fromStdString(paths[1]), QByteArray::fromStdString(exeDir + "/libgpulab_cuda.so"));
    // The installed layouts: ${CMAKE_INSTALL_LIBDIR}/gpulab/ beside bin/.
#if defined(__x86_64__)
    QCOMPARE(paths.size(), std::size_t(4));
    QCOMPARE(QByteArray::fromStdString(paths[2]),
             QByteArray::fromStdString(parent + "/lib/x86_64-linux-gnu/gpulab/libgpulab_cuda.so"));
#endif
    QCOMPARE(QByteArray::fromStdString(paths.back()),
             QByteArray::fromStdString(parent + "/lib/gpulab/libgpulab_cuda.so"));
}

void TestCudaLoader::driverLibraryReportsSomething()
{
    const DriverLibrary driver = findDriverLibrary();
    QVERIFY(!driver.path_or_error.empty()); // a path, or dlerror's reason
    const std::string nvml = nvmlDriverVersionString();
    if (!driver.present)
        QVERIFY(nvml.empty()); // NVML ships with the driver
    qInfo("libcuda.so.1: %s (%s); NVML driver version: '%s'", driver.present ? "present" : "absent",
          driver.path_or_error.c_str(), nvml.c_str());
}

void TestCudaLoader::probeExplainsMissingDriver()
{
#ifndef GPULAB_HAVE_CUDA
    std::string error;
    QVERIFY(CudaBackend::create(GPULAB_CUDA_KERNEL_CUBLAS, error) == nullptr);
    QVERIFY(!error.empty());
#else
    gpulab_cuda_probe_t probe{};
    if (envOverride() && testModule() == nullptr)
        QSKIP("GPULAB_CUDA_MODULE names no usable module");
    QVERIFY2(probeModule(probe), explain(loadCudaModule()).constData());
    QCOMPARE(probe.api_version, GPULAB_CUDA_API_VERSION);
    QVERIFY2(probe.runtime_version >= 12000, QByteArray::number(probe.runtime_version).constData());
    QVERIFY(probe.cublas_version > 0);
    qInfo("runtime %d, driver %d, cuBLAS %d, devices %d, cudaGetDeviceCount: %s (%s)", probe.runtime_version,
          probe.driver_version, probe.cublas_version, probe.device_count, probe.device_count_error_name,
          probe.device_count_error_text);

    if (!findDriverLibrary().present) {
        QCOMPARE(probe.driver_version, 0);
        QCOMPARE(probe.device_count, 0);
        QVERIFY(probe.device_count_error != 0);
        QVERIFY(probe.device_count_error_name[0] != '\0');
        QVERIFY(probe.device_count_error_text[0] != '\0');
    }
    if (probe.device_count == 0) {
        QVERIFY(!cudaUnavailableReason(probe).empty());
        for (int kernel : {GPULAB_CUDA_KERNEL_CUBLAS, GPULAB_CUDA_KERNEL_NAIVE}) {
            std::string error;
            QVERIFY(CudaBackend::create(kernel, error) == nullptr);
            QVERIFY(!error.empty());
            qInfo("create(%d): %s", kernel, error.c_str());
        }
    } else {
        QVERIFY(cudaUnavailableReason(probe).empty());
        QVERIFY(probe.name[0] != '\0');
        QVERIFY(probe.sm_count > 0 && probe.clock_khz > 0);
        QVERIFY(probe.total_bytes > 0);
        QVERIFY(probe.peak_gflops > 0.0);
        qInfo("device 0: %s, CC %d.%d, %d SMs × %d lanes at %d kHz = %.0f GFLOP/s, %lld bytes", probe.name,
              probe.cc_major, probe.cc_minor, probe.sm_count, probe.fp32_lanes_per_sm, probe.clock_khz,
              probe.peak_gflops, probe.total_bytes);
    }
#endif
}

void TestCudaLoader::moduleFailsCleanlyWithoutDevice()
{
    // The raw C API: every call must fail with a code and a message, never
    // crash, also with err == NULL / errlen == 0.
    if (testModule() == nullptr)
        QSKIP("no CUDA module in this process");
    const CudaModule &m = *testModule();
    QCOMPARE(m.probe(nullptr), GPULAB_CUDA_ERROR);
    char err[GPULAB_CUDA_TEXT] = {};
    double seconds = -1.0;
    float c[1] = {};
    QCOMPARE(m.prepare(nullptr, 4, c, c, err, sizeof err), GPULAB_CUDA_ERROR);
    QVERIFY(err[0] != '\0');
    QCOMPARE(m.run(nullptr, nullptr, nullptr, &seconds, err, sizeof err), GPULAB_CUDA_ERROR);
    QCOMPARE(seconds, 0.0);
    QCOMPARE(m.fetch(nullptr, c, nullptr, 0), GPULAB_CUDA_ERROR);
    m.release(nullptr);
    m.destroy(nullptr);
    QVERIFY(m.create(42, err, sizeof err) == nullptr); // no such kernel
    QVERIFY(err[0] != '\0');
    err[0] = '\0';
    QCOMPARE(m.setPrecision(nullptr, GPULAB_CUDA_PRECISION_TF32, err, sizeof err), GPULAB_CUDA_ERROR);
    QVERIFY(err[0] != '\0');
    double rate = -1.0;
    QCOMPARE(m.bandwidth(nullptr, 0, 10, nullptr, nullptr, &rate, err, sizeof err), GPULAB_CUDA_ERROR);
    QCOMPARE(rate, 0.0);
    QCOMPARE(m.panelRows(nullptr, 777), 777);
    QCOMPARE(m.handleSeconds(nullptr), 0.0);
    QCOMPARE(m.setPanelRows(nullptr, 256), GPULAB_CUDA_ERROR);
    err[0] = 'x';
    QCOMPARE(m.timingMethod(nullptr, err, sizeof err), GPULAB_CUDA_TIMING_NONE);
    QCOMPARE(err[0], '\0');
    QCOMPARE(m.timingMethod(nullptr, nullptr, 0), GPULAB_CUDA_TIMING_NONE);
    if (haveDevice())
        return;

    for (int kernel : {GPULAB_CUDA_KERNEL_CUBLAS, GPULAB_CUDA_KERNEL_NAIVE}) {
        err[0] = '\0';
        QVERIFY(m.create(kernel, err, sizeof err) == nullptr);
        QVERIFY2(std::strstr(err, "cuda") != nullptr, err); // names the failing call
        QVERIFY(m.create(kernel, nullptr, 0) == nullptr);
    }
    long long freeBytes = -1;
    err[0] = '\0';
    QVERIFY(m.freeBytes(&freeBytes, nullptr, err, sizeof err) != GPULAB_CUDA_OK);
    QVERIFY(err[0] != '\0');
    qInfo("create without a device: %s", err);
}

void TestCudaLoader::structsOfAnotherSizeAreRefused()
{
    // The size field first in every struct: a caller built from another
    // header is refused, never read past.
    if (testModule() == nullptr)
        QSKIP("no CUDA module in this process");
    const CudaModule &m = *testModule();
    gpulab_cuda_probe_t probe{};
    probe.size = sizeof probe - 8; // an older, shorter struct
    QCOMPARE(m.probe(&probe), GPULAB_CUDA_ERROR);
    QCOMPARE(probe.api_version, 0); // untouched
    probe.size = sizeof probe;
    QCOMPARE(m.probe(&probe), GPULAB_CUDA_OK);
    QCOMPARE(probe.size, int(sizeof probe));
    QCOMPARE(probe.api_version, GPULAB_CUDA_API_VERSION);

    char err[GPULAB_CUDA_TEXT] = {};
    gpulab_cuda_sync_timing_t timing{};
    gpulab_cuda_sync_sample_t sample{};
    timing.size = 4;
    QCOMPARE(m.timeSync(nullptr, 0, 1, &sample, &timing, nullptr, nullptr, err, sizeof err), GPULAB_CUDA_ERROR);
    QVERIFY2(std::strstr(err, "size") != nullptr, err);
}

void TestCudaLoader::multiplyMatchesReference_data()
{
    QTest::addColumn<int>("kernel");
    QTest::addColumn<int>("n");
    QTest::newRow("cublas 64") << GPULAB_CUDA_KERNEL_CUBLAS << 64;
    QTest::newRow("cublas 127") << GPULAB_CUDA_KERNEL_CUBLAS << 127;
    QTest::newRow("naive 64") << GPULAB_CUDA_KERNEL_NAIVE << 64;
    QTest::newRow("naive 127") << GPULAB_CUDA_KERNEL_NAIVE << 127;
}

void TestCudaLoader::multiplyMatchesReference()
{
    QFETCH(int, kernel);
    QFETCH(int, n);
    if (!haveDevice())
        QSKIP("no usable CUDA device");
    std::string error;
    std::unique_ptr<CudaBackend> backend = CudaBackend::create(kernel, error);
    QVERIFY2(backend != nullptr, error.c_str());

    const BackendInfo info = backend->info();
    QCOMPARE(QByteArray::fromStdString(info.id),
             QByteArray(kernel == GPULAB_CUDA_KERNEL_NAIVE ? "cuda-naive" : "cuda"));
    QVERIFY(info.onGpu && info.producesResult && info.kind == BackendKind::Measured);
    QVERIFY(!info.device.empty() && info.peakGflops > 0.0);
    QCOMPARE(backend->deviceBytes(n), std::size_t(3) * std::size_t(n) * std::size_t(n) * sizeof(float));
    QVERIFY(backend->deviceFreeBytes() > 0);

    const std::vector<float> a = randomMatrix(n, 1);
    const std::vector<float> b = randomMatrix(n, 2);
    std::vector<float> c(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), NAN);
    Status s = backend->prepare(n, a.data(), b.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = -1.0;
    for (int rep = 0; rep < 2; ++rep) { // warm-up, then the measured one
        s = backend->run(cancel, seconds);
        QVERIFY2(s.ok(), s.message.c_str());
    }
    QVERIFY(seconds > 0.0);
    s = backend->fetch(c.data());
    QVERIFY2(s.ok(), s.message.c_str());
    const double err = relativeError(n, a, b, c);
    QVERIFY2(err <= 1e-4, QByteArray::number(err).constData());
    backend->release();
    backend->release(); // safe twice
}

void TestCudaLoader::naiveRunHonoursCancel()
{
    if (!haveDevice())
        QSKIP("no usable CUDA device");
    std::string error;
    auto backend = CudaBackend::create(GPULAB_CUDA_KERNEL_NAIVE, error);
    QVERIFY2(backend != nullptr, error.c_str());
    const int n = 2048; // 17 GFLOP: several panels, so the flag is polled
    const std::vector<float> a = randomMatrix(n, 3);
    Status s = backend->prepare(n, a.data(), a.data());
    QVERIFY2(s.ok(), s.message.c_str());
    std::atomic<bool> cancel{true};
    double seconds = -1.0;
    s = backend->run(cancel, seconds);
    QVERIFY2(s.code == StatusCode::Cancelled, s.message.c_str());
    cancel = false; // the context must be usable again afterwards
    s = backend->run(cancel, seconds);
    QVERIFY2(s.ok(), s.message.c_str());
    QVERIFY(seconds > 0.0);
}

void TestCudaLoader::oversizedPrepareIsRefused()
{
    if (!haveDevice())
        QSKIP("no usable CUDA device");
    std::string error;
    auto backend = CudaBackend::create(GPULAB_CUDA_KERNEL_CUBLAS, error);
    QVERIFY2(backend != nullptr, error.c_str());
    // 3 × 200000² × 4 bytes = 480 GB: more than any current GPU. The memory
    // check comes before the operands are read, so a dummy buffer will do.
    const float dummy[1] = {0.0f};
    const Status s = backend->prepare(200000, dummy, dummy);
    QVERIFY2(s.code == StatusCode::OutOfMemory, s.message.c_str());
    QVERIFY2(s.message.find("GB") != std::string::npos, s.message.c_str());
}

QTEST_GUILESS_MAIN(TestCudaLoader)
#include "tst_cudaloader.moc"
