// The device probe: classification of every way CUDA can be unusable, the
// version strings, and the real probe on this machine.

#include "core/deviceprobe.h"
#include "kernels/cuda/cudaloader.h"

#include <QJsonObject>
#include <QTest>

using namespace gpulab::core;
using Module = CudaFacts::Module;

Q_DECLARE_METATYPE(CudaFacts)
Q_DECLARE_METATYPE(CudaState)

namespace {
CudaFacts loaded(bool driver, int runtime, int drv, int err, int count)
{
    CudaFacts f;
    f.module = Module::Loaded;
    f.driverLibraryPresent = driver;
    f.runtimeVersion = runtime;
    f.driverVersion = drv;
    f.deviceCountError = err;
    f.deviceCountErrorName = err == 35    ? QStringLiteral("cudaErrorInsufficientDriver")
                             : err == 100 ? QStringLiteral("cudaErrorNoDevice")
                             : err        ? QStringLiteral("cudaErrorUnknown")
                                          : QString();
    f.deviceCount = count;
    return f;
}
} // namespace

class TestProbe : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void classify_data();
    void classify();
    void versionStrings();
    void explicitModulePathIsNamed_data();
    void explicitModulePathIsNamed();
    void triageStopsAtTheFirstFailure();
    void noDriverSaysNotLoaded();
    void successIsNoRuntimeError();
    void realProbeAnswersWithAReason();
    void jsonHasStableKeys();
    void missingCublasNamesThePipPackage();
    void cublasInUseIsNamedWithItsSource();
    void driverTooOldNamesTheBranch();
    void measurementEnvironmentIsReported();
};

void TestProbe::classify_data()
{
    QTest::addColumn<CudaFacts>("facts");
    QTest::addColumn<CudaState>("state");
    QTest::addColumn<QString>("reason");

    CudaFacts notBuilt;
    QTest::newRow("CPU-only build") << notBuilt << CudaState::NotBuilt
                                    << QStringLiteral("built without the CUDA Toolkit");
    CudaFacts notFound;
    notFound.module = Module::NotFound;
    QTest::newRow("module missing") << notFound << CudaState::ModuleMissing << QStringLiteral("libgpulab_cuda.so");
    CudaFacts libs;
    libs.module = Module::LibraryMissing;
    libs.missingLibrary = QStringLiteral("libcublas.so.13");
    QTest::newRow("libcublas missing") << libs << CudaState::LibraryMissing << QStringLiteral("libcublas not found");
    // Our CI machines: toolkit, no libcuda; the runtime says "insufficient driver".
    QTest::newRow("no driver") << loaded(false, 13000, 0, 35, 0) << CudaState::NoDriver
                               << QStringLiteral("no NVIDIA driver found");
    QTest::newRow("driver too old") << loaded(true, 13000, 12020, 35, 0) << CudaState::DriverTooOld
                                    << QStringLiteral("driver supports CUDA 12.2, this build needs 13.0");
    QTest::newRow("no device") << loaded(true, 13000, 13000, 100, 0) << CudaState::NoDevice
                               << QStringLiteral("no CUDA device found");
    QTest::newRow("usable") << loaded(true, 13000, 13020, 0, 1) << CudaState::Usable << QString();
    QTest::newRow("other error") << loaded(true, 13000, 13000, 999, 0) << CudaState::Error
                                 << QStringLiteral("cudaErrorUnknown");
}

void TestProbe::classify()
{
    QFETCH(CudaFacts, facts);
    QFETCH(CudaState, state);
    QFETCH(QString, reason);
    const CudaReport r = classifyCuda(facts);
    QCOMPARE(r.state, state);
    QCOMPARE(r.usable(), state == CudaState::Usable);
    if (state == CudaState::Usable) {
        QVERIFY(r.reason.isEmpty());
        return;
    }
    QVERIFY2(r.reason.contains(reason), qPrintable(r.reason));
    QVERIFY2(!r.fix.isEmpty(), "every unusable state comes with a fix");
    if (state == CudaState::NoDriver) {
        // The runtime's own misleading words are kept beside our diagnosis.
        QVERIFY(r.runtimeError.contains(QStringLiteral("cudaErrorInsufficientDriver")));
        QVERIFY(r.fix.contains(QStringLiteral("driver")));
    }
}

void TestProbe::explicitModulePathIsNamed_data()
{
    QTest::addColumn<CudaFacts>("facts");
    QTest::addColumn<QString>("why");
    CudaFacts missing;
    missing.module = Module::NotFound;
    missing.moduleFromEnvironment = true;
    missing.modulePath = QStringLiteral("/opt/x/libgpulab_cuda.so");
    missing.moduleDetail = QStringLiteral("No such file or directory");
    QTest::newRow("missing") << missing << QStringLiteral("No such file or directory");
    CudaFacts broken = missing;
    broken.module = Module::Incompatible;
    broken.moduleDetail = QStringLiteral("the file is truncated or damaged");
    QTest::newRow("truncated") << broken << QStringLiteral("truncated");
}

void TestProbe::explicitModulePathIsNamed()
{
    // GPULAB_CUDA_MODULE pointing at a bad file: say which path was tried and
    // why it failed, not "not found beside the program, set GPULAB_CUDA_MODULE".
    QFETCH(CudaFacts, facts);
    QFETCH(QString, why);
    const CudaReport r = classifyCuda(facts);
    QCOMPARE(r.state, CudaState::ModuleMissing);
    QVERIFY2(r.reason.contains(facts.modulePath), qPrintable(r.reason));
    QVERIFY2(r.reason.contains(why), qPrintable(r.reason));
    QVERIFY2(r.reason.contains(QStringLiteral("GPULAB_CUDA_MODULE")), qPrintable(r.reason));
    QVERIFY2(!r.reason.contains(QStringLiteral("beside the program")), qPrintable(r.reason));
    QVERIFY2(r.fix.contains(QStringLiteral("unset")), qPrintable(r.fix));
}

void TestProbe::versionStrings()
{
    QCOMPARE(cudaVersionString(13000), QStringLiteral("13.0"));
    QCOMPARE(cudaVersionString(12040), QStringLiteral("12.4"));
    QCOMPARE(cudaVersionString(11080), QStringLiteral("11.8"));
    QCOMPARE(cudaVersionString(0), QString());
}

void TestProbe::triageStopsAtTheFirstFailure()
{
    using R = TriageStep::Result;
    const auto steps = triage(classifyCuda(loaded(false, 13000, 0, 35, 0)));
    QCOMPARE(steps.size(), 5);
    QCOMPARE(steps[0].result, R::Passed);
    QCOMPARE(steps[1].result, R::Passed);
    QCOMPARE(steps[2].result, R::Failed);
    QCOMPARE(steps[3].result, R::NotReached);
    QCOMPARE(steps[4].result, R::NotReached);
    for (const auto &s : triage(classifyCuda(loaded(true, 13000, 13000, 0, 2))))
        QCOMPARE(s.result, R::Passed);
}

void TestProbe::noDriverSaysNotLoaded()
{
    // The loader found the module but did not load it: no libcuda.so.1.
    CudaFacts f;
    f.module = Module::NotLoadedNoDriver;
    f.modulePath = QStringLiteral("/usr/lib/x86_64-linux-gnu/gpulab/libgpulab_cuda.so");
    const CudaReport r = classifyCuda(f);
    QCOMPARE(r.state, CudaState::NoDriver);
    QCOMPARE(r.reason, QStringLiteral("no NVIDIA driver found"));
    QCOMPARE(r.runtimeVersion, QStringLiteral("not loaded: no driver"));
    QCOMPARE(r.cublasVersion, QStringLiteral("not loaded: no driver"));
    QVERIFY(r.runtimeError.isEmpty());
    QVERIFY(!r.moduleLoaded);
    using R = TriageStep::Result;
    const auto steps = triage(r);
    QCOMPARE(steps[0].result, R::Passed);
    QCOMPARE(steps[1].result, R::NotReached); // not loaded is not a pass
    QCOMPARE(steps[2].result, R::Failed);
    DeviceReport d;
    d.cuda = r;
    const QJsonObject cuda = d.toJson().value(QStringLiteral("cuda")).toObject();
    QCOMPARE(cuda.value(QStringLiteral("runtime_version")).toString(), QStringLiteral("not loaded: no driver"));
    QCOMPARE(cuda.value(QStringLiteral("cublas_version")).toString(), QStringLiteral("not loaded: no driver"));
    QVERIFY(d.toText().contains(QStringLiteral("not loaded: no driver")));
}

void TestProbe::successIsNoRuntimeError()
{
    // cudaGetDeviceCount succeeded: "cudaSuccess: no error" is not an error.
    CudaFacts f = loaded(true, 13000, 13020, 0, 1);
    f.deviceCountErrorName = QStringLiteral("cudaSuccess");
    f.deviceCountErrorText = QStringLiteral("no error");
    DeviceReport d;
    d.cuda = classifyCuda(f);
    QVERIFY(d.cuda.usable());
    QVERIFY(d.cuda.runtimeError.isEmpty());
    const QJsonObject cuda = d.toJson().value(QStringLiteral("cuda")).toObject();
    QVERIFY(cuda.contains(QStringLiteral("runtime_error")));
    QVERIFY(cuda.value(QStringLiteral("runtime_error")).isNull());
    // The failure case keeps the runtime's words.
    DeviceReport bad;
    bad.cuda = classifyCuda(loaded(true, 13000, 13000, 100, 0));
    QVERIFY(bad.toJson().value(QStringLiteral("cuda")).toObject().value(QStringLiteral("runtime_error")).isString());
}

void TestProbe::realProbeAnswersWithAReason()
{
    const DeviceReport r = deviceReport();
    QVERIFY(!r.cpu.model.isEmpty());
    QVERIFY(r.cpu.cores >= 1);
    QVERIFY(r.cpu.peakGflops > 0);
    QVERIFY(!r.cpu.onednnVersion.isEmpty());
    QVERIFY(r.cpu.totalRamBytes > 0);
    if (r.cuda.usable()) {
        QVERIFY(!r.cuda.name.isEmpty());
        QVERIFY(r.cuda.totalBytes > 0);
        QVERIFY(r.cuda.peakGflops > 0);
        QVERIFY(r.statusLine().contains(r.cuda.name));
        return;
    }
    QVERIFY(!r.cuda.reason.isEmpty());
    QVERIFY(!r.cuda.fix.isEmpty());
    QVERIFY(r.statusLine().contains(QStringLiteral("Simulated — ") + r.cuda.reason));
#ifdef GPULAB_HAVE_CUDA
    // A CUDA build on a machine without libcuda.so.1 must say so plainly,
    // without loading the module (and cuBLAS) at all.
    if (!gpulab::kernels::findDriverLibrary().present) {
        QCOMPARE(r.cuda.state, CudaState::NoDriver);
        QCOMPARE(r.cuda.reason, QStringLiteral("no NVIDIA driver found"));
        QCOMPARE(r.cuda.runtimeVersion.isEmpty(), false);
        if (qEnvironmentVariableIsEmpty(gpulab::kernels::kCudaLoadWithoutDriverEnv) &&
            qEnvironmentVariableIsEmpty("GPULAB_CUDA_MODULE")) {
            QCOMPARE(r.cuda.runtimeVersion, QStringLiteral("not loaded: no driver"));
            QVERIFY(!r.cuda.moduleLoaded);
        }
    }
#else
    QCOMPARE(r.cuda.state, CudaState::NotBuilt);
#endif
}

void TestProbe::jsonHasStableKeys()
{
    const QJsonObject j = deviceReport().toJson();
    for (const char *k : {"cpu", "cuda", "status"})
        QVERIFY2(j.contains(QLatin1String(k)), k);
    const QJsonObject cpu = j.value(QStringLiteral("cpu")).toObject();
    for (const char *k : {"model", "cores", "simd", "peak_gflops", "onednn_version", "onednn_isa", "ram_total_bytes"})
        QVERIFY2(cpu.contains(QLatin1String(k)), k);
    const QJsonObject cuda = j.value(QStringLiteral("cuda")).toObject();
    for (const char *k : {"usable", "state", "reason", "fix", "runtime_version", "driver_cuda_version", "cublas_path",
                          "cublas_source", "cublas_skipped"})
        QVERIFY2(cuda.contains(QLatin1String(k)), k);
}

void TestProbe::missingCublasNamesThePipPackage()
{
    CudaFacts f;
    f.module = Module::LibraryMissing;
    f.missingLibrary = QStringLiteral("libcublas.so.13");
    f.cublasSoname = QStringLiteral("libcublas.so.13");
    f.cublasFoldersSearched = 7;
    CudaReport r = classifyCuda(f);
    QCOMPARE(r.state, CudaState::LibraryMissing);
    QCOMPARE(r.reason, QStringLiteral("cuBLAS (libcublas.so.13) not found"));
    QVERIFY2(r.fix.contains(QStringLiteral("(folders: 7)")), qPrintable(r.fix));
    // The smallest real step: the wheel that carries libcublas.so.13.
    QVERIFY2(r.fix.startsWith(QStringLiteral("pip install \"nvidia-cublas==13.*\"")), qPrintable(r.fix));
    QVERIFY2(r.fix.contains(QStringLiteral("CUDA Toolkit 13")), qPrintable(r.fix));
    QVERIFY2(!r.fix.contains(QStringLiteral("LD_LIBRARY_PATH")), qPrintable(r.fix));

    // A copy was there but could not be used: the reason names it.
    f.cublasSkipped = {QStringLiteral("~/venv/lib/python3.12/site-packages/nvidia/cu13/lib/libcublas.so.13: "
                                      "truncated or damaged: a segment lies past the end of the file")};
    r = classifyCuda(f);
    QCOMPARE(r.reason, QStringLiteral("cuBLAS (libcublas.so.13) found but not usable"));
    QVERIFY2(r.fix.contains(QStringLiteral("nvidia/cu13/lib/libcublas.so.13: truncated")), qPrintable(r.fix));

    // CUDA 12 wheels carry the -cu12 suffix.
    f.missingLibrary = f.cublasSoname = QStringLiteral("libcublas.so.12");
    f.cublasSkipped.clear();
    r = classifyCuda(f);
    QVERIFY2(r.fix.contains(QStringLiteral("nvidia-cublas-cu12==12.*")), qPrintable(r.fix));

    // Another library than cuBLAS: the plain answer.
    f.missingLibrary = QStringLiteral("libstdc++.so.6");
    r = classifyCuda(f);
    QVERIFY2(r.fix.contains(QStringLiteral("libstdc++.so.6")), qPrintable(r.fix));
}

void TestProbe::cublasInUseIsNamedWithItsSource()
{
    CudaFacts f = loaded(true, 13000, 13020, 0, 1);
    f.cublasPath = QStringLiteral("~/venv/lib/python3.12/site-packages/nvidia/cu13/lib");
    f.cublasKind = QStringLiteral("torch-wheel");
    QCOMPARE(classifyCuda(f).cublasSource,
             QStringLiteral("~/venv/lib/python3.12/site-packages/nvidia/cu13/lib, PyTorch's wheel"));
    f.cublasKind = QStringLiteral("toolkit");
    f.cublasPath = QStringLiteral("/usr/local/cuda-13.0/lib64");
    QCOMPARE(classifyCuda(f).cublasSource, QStringLiteral("/usr/local/cuda-13.0/lib64, the CUDA Toolkit"));
    f.cublasPath.clear();
    QVERIFY(classifyCuda(f).cublasSource.isEmpty());
}

void TestProbe::driverTooOldNamesTheBranch()
{
    const CudaReport r = classifyCuda(loaded(true, 13000, 12080, 35, 0));
    QCOMPARE(r.state, CudaState::DriverTooOld);
    QVERIFY2(r.fix.contains(QStringLiteral("r580")) && r.fix.contains(QStringLiteral("cuda-compat")),
             qPrintable(r.fix));
    const CudaReport twelve = classifyCuda(loaded(true, 12040, 12020, 35, 0));
    QVERIFY2(twelve.fix.contains(QStringLiteral("r525")), qPrintable(twelve.fix));
}

void TestProbe::measurementEnvironmentIsReported()
{
    // Variables that change what a CUDA run measures are named in the report
    // (text and JSON) when set, and only then.
    const QStringList names{QStringLiteral("NVIDIA_TF32_OVERRIDE"), QStringLiteral("CUDA_MODULE_LOADING"),
                            QStringLiteral("CUBLAS_EMULATE_SINGLE_PRECISION")};
    for (const QString &name : names)
        qunsetenv(name.toLatin1().constData());
    const QStringList before = cudaMeasurementEnvironment();
    qputenv("NVIDIA_TF32_OVERRIDE", "0");
    qputenv("CUDA_MODULE_LOADING", "EAGER");
    qputenv("CUBLAS_EMULATE_SINGLE_PRECISION", "1");
    const QStringList env = cudaMeasurementEnvironment();
    QVERIFY(env.contains(QStringLiteral("NVIDIA_TF32_OVERRIDE=0")));
    QVERIFY(env.contains(QStringLiteral("CUDA_MODULE_LOADING=EAGER")));
    QVERIFY(env.contains(QStringLiteral("CUBLAS_EMULATE_SINGLE_PRECISION=1")));
    QCOMPARE(env.size(), before.size() + 3);
    const DeviceReport r = deviceReport(true);
    QCOMPARE(r.cuda.environment, env);
    QVERIFY(r.toText().contains(QStringLiteral("NVIDIA_TF32_OVERRIDE=0")));
    const QJsonObject e =
        r.toJson().value(QStringLiteral("cuda")).toObject().value(QStringLiteral("environment")).toObject();
    QCOMPARE(e.value(QStringLiteral("CUDA_MODULE_LOADING")).toString(), QStringLiteral("EAGER"));
    for (const QString &name : names)
        qunsetenv(name.toLatin1().constData());
    QCOMPARE(cudaMeasurementEnvironment(), before);
    (void)deviceReport(true); // leave the cache without them
}

QTEST_GUILESS_MAIN(TestProbe)
#include "tst_probe.moc"
