#include "core/deviceprobe.h"

#include "core/units.h"
#include "kernels/cpu/cpuinfo.h"
#include "kernels/cpu/cpupeak.h"
#include "kernels/cpu/onednnbackend.h"
#include "kernels/cuda/cudaloader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <mutex>
#include <optional>

namespace gpulab::core {
namespace {

// lupdate and the runtime agree on the context "DeviceProbe".
struct TrDeviceProbe {
    Q_DECLARE_TR_FUNCTIONS(DeviceProbe)
};

constexpr int kCudaErrorInsufficientDriver = 35;
constexpr int kCudaErrorNoDevice = 100;

QString libraryFamily(const QString &soname)
{
    // "libcublas.so.13" → "libcublas"
    const auto dot = soname.indexOf(u".so");
    return dot > 0 ? soname.left(dot) : soname;
}

CudaFacts gatherCudaFacts(CudaReport &extra)
{
    using kernels::CudaModuleLoad;
    CudaFacts f;
    const CudaModuleLoad &load = kernels::loadCudaModule();
    f.moduleDetail = QString::fromStdString(load.detail);
    f.missingLibrary = QString::fromStdString(load.missingLibrary);
    f.modulePath = QString::fromStdString(load.path);
    f.moduleFromEnvironment = load.fromEnvironment;
    extra.modulePath = QString::fromStdString(load.path);
    switch (load.outcome) {
    case CudaModuleLoad::Outcome::Loaded: f.module = CudaFacts::Module::Loaded; break;
    case CudaModuleLoad::Outcome::NotBuilt: f.module = CudaFacts::Module::NotBuilt; break;
    case CudaModuleLoad::Outcome::NotFound: f.module = CudaFacts::Module::NotFound; break;
    case CudaModuleLoad::Outcome::LibraryMissing: f.module = CudaFacts::Module::LibraryMissing; break;
    case CudaModuleLoad::Outcome::Incompatible: f.module = CudaFacts::Module::Incompatible; break;
    case CudaModuleLoad::Outcome::NoDriver: f.module = CudaFacts::Module::NotLoadedNoDriver; break;
    }
    f.driverLibraryPresent = kernels::findDriverLibrary().present;
    {
        const std::string home = qEnvironmentVariable("HOME").toStdString();
        const kernels::CublasSearchResult &c = load.cublas;
        f.cublasSoname = QString::fromStdString(kernels::cublasSoname());
        if (c.found) {
            f.cublasPath = QString::fromStdString(kernels::withTilde(c.where.dir, home));
            f.cublasKind = QString::fromUtf8(kernels::cublasKindKey(c.where.kind));
        }
        for (const kernels::CublasSkipped &k : c.skipped)
            f.cublasSkipped << QString::fromStdString(kernels::withTilde(k.path, home) + ": " + k.reason);
        f.cublasFoldersSearched = static_cast<int>(c.searched.size());
    }
    if (f.module != CudaFacts::Module::Loaded)
        return f;

    gpulab_cuda_probe_t raw{};
    raw.size = sizeof raw;
    if (load.module->probe(&raw) != GPULAB_CUDA_OK) {
        f.module = CudaFacts::Module::Incompatible;
        f.moduleDetail = TrDeviceProbe::tr("the module refused the probe structure");
        return f;
    }
    f.runtimeVersion = raw.runtime_version;
    f.driverVersion = raw.driver_version;
    f.deviceCountError = raw.device_count_error;
    f.deviceCountErrorName = QString::fromUtf8(raw.device_count_error_name);
    f.deviceCountErrorText = QString::fromUtf8(raw.device_count_error_text);
    f.deviceCount = raw.device_count;

    if (raw.cublas_version > 0)
        extra.cublasVersion = QStringLiteral("%1.%2.%3")
                                  .arg(raw.cublas_version / 10000)
                                  .arg((raw.cublas_version / 100) % 100)
                                  .arg(raw.cublas_version % 100);
    if (raw.device_count > 0) {
        extra.name = QString::fromUtf8(raw.name);
        extra.totalBytes = raw.total_bytes;
        // Free memory needs a CUDA context, which the probe never creates
        // (it would reserve GPU memory just by opening the app): NVML reads
        // it without one, as nvidia-smi does.
        const kernels::NvmlMemory m = kernels::nvmlDeviceMemory(raw.pci_domain, raw.pci_bus, raw.pci_device);
        extra.freeBytes = m.known ? m.freeBytes : -1;
        extra.ccMajor = raw.cc_major;
        extra.ccMinor = raw.cc_minor;
        extra.smCount = raw.sm_count;
        extra.clockMHz = raw.clock_khz / 1000;
        extra.fp32LanesPerSm = raw.fp32_lanes_per_sm;
        extra.peakGflops = raw.peak_gflops;
    }
    extra.driverVersion = QString::fromStdString(kernels::nvmlDriverVersionString());
    return f;
}

CpuReport probeCpu()
{
    const auto &cpu = kernels::cpuInfo();
    const auto &peak = kernels::measuredCpuPeak();
    CpuReport r;
    r.modelKnown = !cpu.model.empty();
    r.model = r.modelKnown ? QString::fromStdString(cpu.model) : TrDeviceProbe::tr("unknown CPU");
    r.cores = cpu.logicalCores;
    r.simd = QString::fromStdString(cpu.simd);
    r.peakGflops = peak.gflops;
    r.peakMethod = QString::fromUtf8(peak.method);
    r.onednnVersion = QString::fromStdString(kernels::onednnVersion());
    r.onednnIsa = QString::fromStdString(kernels::onednnIsa());
    r.totalRamBytes = static_cast<qint64>(kernels::totalHostBytes());
    r.availableRamBytes = static_cast<qint64>(kernels::availableHostBytes());
    return r;
}

// "libcublas.so.13" → "13"
QString cublasMajor(const QString &soname)
{
    const auto dot = soname.lastIndexOf(u".so.");
    return dot < 0 ? QString() : soname.mid(dot + 4);
}

QString cublasLtSoname(const QString &soname)
{
    QString lt = soname;
    const auto dot = lt.indexOf(u".so");
    return dot < 0 ? lt : lt.insert(dot, QStringLiteral("Lt"));
}

// The pip requirement that installs `soname`: "nvidia-cublas==13.*".
QString cublasPipRequirement(const QString &soname)
{
    return QString::fromStdString(kernels::cublasPipPackage(soname.toStdString())) + QStringLiteral("==") +
           cublasMajor(soname) + QStringLiteral(".*");
}

QString cublasKindWords(const QString &kind)
{
    if (kind == u"system")
        return TrDeviceProbe::tr("found by the system's library search");
    if (kind == u"torch-wheel")
        return TrDeviceProbe::tr("PyTorch's wheel");
    if (kind == u"pip-wheel")
        return TrDeviceProbe::tr("the nvidia-cublas wheel");
    if (kind == u"conda")
        return TrDeviceProbe::tr("a conda environment");
    return TrDeviceProbe::tr("the CUDA Toolkit");
}

// The oldest driver branch a CUDA major release runs on (NVIDIA's release
// notes, "CUDA Toolkit and Minimum Required Driver Version"); 0 when unknown.
int minimumDriverBranch(int runtimeVersion)
{
    switch (runtimeVersion / 1000) {
    case 12: return 525;
    case 13: return 580;
    default: return 0;
    }
}

} // namespace

QString cudaVersionString(int version)
{
    if (version <= 0)
        return {};
    return QStringLiteral("%1.%2").arg(version / 1000).arg((version % 1000) / 10);
}

CudaReport classifyCuda(const CudaFacts &f)
{
    CudaReport r;
    r.driverLibraryPresent = f.driverLibraryPresent;
    r.runtimeVersion = cudaVersionString(f.runtimeVersion);
    r.driverCudaVersion = cudaVersionString(f.driverVersion);
    r.moduleLoaded = f.module == CudaFacts::Module::Loaded;
    if (f.deviceCountError != 0 && !f.deviceCountErrorName.isEmpty())
        r.runtimeError = f.deviceCountErrorName + QStringLiteral(": ") + f.deviceCountErrorText;

    switch (f.module) {
    case CudaFacts::Module::NotBuilt:
        r.state = CudaState::NotBuilt;
        r.reason = TrDeviceProbe::tr("this build has no CUDA support (it was built without the CUDA Toolkit)");
        r.fix = TrDeviceProbe::tr("install the CUDA Toolkit (nvcc under /usr/local/cuda) and rebuild with scripts/run");
        return r;
    case CudaFacts::Module::NotFound:
    case CudaFacts::Module::Incompatible:
        r.state = CudaState::ModuleMissing;
        if (f.moduleFromEnvironment) {
            // The user named the file: say which one and why it failed; the
            // search beside the program was not made.
            r.reason = f.module == CudaFacts::Module::NotFound
                           ? TrDeviceProbe::tr("GPULAB_CUDA_MODULE names %1, which cannot be opened: %2")
                                 .arg(f.modulePath, f.moduleDetail)
                           : TrDeviceProbe::tr("GPULAB_CUDA_MODULE names %1, which cannot be used: %2")
                                 .arg(f.modulePath, f.moduleDetail);
            r.fix = TrDeviceProbe::tr("point GPULAB_CUDA_MODULE at a libgpulab_cuda.so from this build, or unset it "
                                      "to use the module beside the program");
            return r;
        }
        r.reason = f.module == CudaFacts::Module::NotFound
                       ? TrDeviceProbe::tr("the CUDA module (libgpulab_cuda.so) was not found beside the program")
                       : TrDeviceProbe::tr("the CUDA module could not be used: %1").arg(f.moduleDetail);
        r.fix = TrDeviceProbe::tr(
            "run the gpulab from the build tree it was built in, or point GPULAB_CUDA_MODULE at libgpulab_cuda.so");
        return r;
    case CudaFacts::Module::LibraryMissing: {
        r.state = CudaState::LibraryMissing;
        const bool cublas = !f.cublasSoname.isEmpty() &&
                            (f.missingLibrary == f.cublasSoname || f.missingLibrary == cublasLtSoname(f.cublasSoname));
        if (cublas) {
            // Looked for where learners have it: the toolkit, conda, PyTorch's wheels.
            // The reason stays short (it ends the status line); the fix says more.
            const QString install =
                TrDeviceProbe::tr("pip install \"%1\" (into any Python environment: GPU Lab finds it there; a "
                                  "PyTorch built for CUDA %2 brings it already), or install the CUDA Toolkit %2")
                    .arg(cublasPipRequirement(f.cublasSoname), cublasMajor(f.cublasSoname));
            if (f.cublasSkipped.isEmpty()) {
                r.reason = TrDeviceProbe::tr("cuBLAS (%1) not found").arg(f.cublasSoname);
                r.fix = TrDeviceProbe::tr("%1; searched the system library path, CUDA Toolkits and Python "
                                          "environments (folders: %2)")
                            .arg(install)
                            .arg(f.cublasFoldersSearched);
            } else {
                r.reason = TrDeviceProbe::tr("cuBLAS (%1) found but not usable").arg(f.cublasSoname);
                r.fix = TrDeviceProbe::tr("%1; the copy found: %2").arg(install, f.cublasSkipped.first());
            }
            return r;
        }
        const QString lib =
            f.missingLibrary.isEmpty() ? TrDeviceProbe::tr("a CUDA library") : libraryFamily(f.missingLibrary);
        r.reason = TrDeviceProbe::tr("%1 not found").arg(lib);
        r.fix = TrDeviceProbe::tr("install the library (%1) or add its folder to LD_LIBRARY_PATH")
                    .arg(f.missingLibrary.isEmpty() ? f.moduleDetail : f.missingLibrary);
        return r;
    }
    case CudaFacts::Module::NotLoadedNoDriver:
        r.state = CudaState::NoDriver;
        r.reason = TrDeviceProbe::tr("no NVIDIA driver found");
        r.fix = TrDeviceProbe::tr("install the NVIDIA driver (Debian: apt install nvidia-driver) and reboot; "
                                  "nvidia-smi should then list the card");
        r.runtimeVersion = TrDeviceProbe::tr("not loaded: no driver");
        r.cublasVersion = r.runtimeVersion;
        return r;
    case CudaFacts::Module::Loaded: break;
    }

    if (!f.cublasPath.isEmpty())
        r.cublasSource = TrDeviceProbe::tr("%1, %2").arg(f.cublasPath, cublasKindWords(f.cublasKind));
    if (f.deviceCountError == 0 && f.deviceCount > 0) {
        r.state = CudaState::Usable;
        return r;
    }
    // The runtime answers "insufficient driver" both when the driver is too
    // old and when there is no driver at all; the driver library on disk
    // tells the two apart.
    if (!f.driverLibraryPresent) {
        r.state = CudaState::NoDriver;
        r.reason = TrDeviceProbe::tr("no NVIDIA driver found");
        r.fix = TrDeviceProbe::tr("install the NVIDIA driver (Debian: apt install nvidia-driver) and reboot; "
                                  "nvidia-smi should then list the card");
        return r;
    }
    if (f.driverVersion > 0 && f.runtimeVersion > 0 && f.driverVersion < f.runtimeVersion) {
        r.state = CudaState::DriverTooOld;
        r.reason = TrDeviceProbe::tr("driver supports CUDA %1, this build needs %2")
                       .arg(cudaVersionString(f.driverVersion), cudaVersionString(f.runtimeVersion));
        const int needs = minimumDriverBranch(f.runtimeVersion);
        r.fix = needs > 0
                    ? TrDeviceProbe::tr("update the NVIDIA driver to the r%1 series or newer (CUDA %2 needs it; on an "
                                        "older driver only data-centre cards with the cuda-compat package run it)")
                          .arg(needs)
                          .arg(cudaVersionString(f.runtimeVersion))
                    : TrDeviceProbe::tr("update the NVIDIA driver to a release that supports CUDA %1 or newer")
                          .arg(cudaVersionString(f.runtimeVersion));
        return r;
    }
    if (f.deviceCountError == kCudaErrorNoDevice || (f.deviceCountError == 0 && f.deviceCount == 0)) {
        r.state = CudaState::NoDevice;
        r.reason = TrDeviceProbe::tr("no CUDA device found");
        r.fix =
            TrDeviceProbe::tr("check that nvidia-smi lists the card and that CUDA_VISIBLE_DEVICES does not hide it");
        return r;
    }
    r.state = CudaState::Error;
    r.reason = f.deviceCountError == kCudaErrorInsufficientDriver
                   ? TrDeviceProbe::tr("the NVIDIA driver refused this CUDA runtime (%1)").arg(f.deviceCountErrorName)
                   : TrDeviceProbe::tr("the CUDA runtime reported %1").arg(f.deviceCountErrorName);
    r.fix = TrDeviceProbe::tr(
        "run nvidia-smi: if it fails too, reinstall the driver; otherwise see the runtime's message above");
    return r;
}

namespace {
// Probing is serialised by one mutex; the finished report sits behind
// another, so that reading it never waits for a probe in progress.
std::mutex &cacheMutex()
{
    static std::mutex m;
    return m;
}
std::optional<DeviceReport> &cache()
{
    static std::optional<DeviceReport> c;
    return c;
}
// standInCpuForTests(): read and written under cacheMutex(). A probe that
// began before a stand-in changed does not cache what it found.
std::optional<CpuReport> &standInCpu()
{
    static std::optional<CpuReport> c;
    return c;
}
int &standInGeneration()
{
    static int g = 0;
    return g;
}

// The words of a report, from its facts, in the language in use now.
DeviceReport reworded(DeviceReport report)
{
    if (!report.cpu.modelKnown)
        report.cpu.model = TrDeviceProbe::tr("unknown CPU");
    const CudaReport words = classifyCuda(report.cuda.facts);
    report.cuda.reason = words.reason;
    report.cuda.fix = words.fix;
    report.cuda.runtimeVersion = words.runtimeVersion;
    report.cuda.cublasSource = words.cublasSource;
    if (!words.cublasVersion.isEmpty()) // "not loaded: no driver" too
        report.cuda.cublasVersion = words.cublasVersion;
    return report;
}
} // namespace

std::optional<DeviceReport> cachedDeviceReport()
{
    std::lock_guard lock(cacheMutex());
    if (!cache())
        return std::nullopt;
    return reworded(*cache());
}

DeviceReport pendingDeviceReport()
{
    DeviceReport report;
    report.pending = true;
    report.cpu.model = TrDeviceProbe::tr("this CPU (still being measured)");
    report.cpu.modelKnown = false;
    report.cuda.state = CudaState::Error;
    report.cuda.reason = TrDeviceProbe::tr("the GPU check is still running");
    return report;
}

DeviceReport deviceReport(bool refresh)
{
    static std::mutex probeMutex;
    std::lock_guard lock(probeMutex);
    if (!refresh)
        if (std::optional<DeviceReport> done = cachedDeviceReport())
            return *done;

    DeviceReport report;
    std::optional<CpuReport> standIn;
    int generation = 0;
    {
        std::lock_guard cacheLock(cacheMutex());
        standIn = standInCpu();
        generation = standInGeneration();
    }
    report.cpu = standIn ? *standIn : probeCpu();
    if (!report.cpu.modelKnown)
        report.cpu.model = TrDeviceProbe::tr("unknown CPU");
    CudaReport extra;
    const CudaFacts facts = gatherCudaFacts(extra);
    report.cuda = classifyCuda(facts);
    report.cuda.facts = facts;
    // Keep what the probe read about the device next to the classification.
    report.cuda.modulePath = extra.modulePath;
    if (report.cuda.cublasVersion.isEmpty())
        report.cuda.cublasVersion = extra.cublasVersion;
    report.cuda.driverVersion = extra.driverVersion;
    report.cuda.name = extra.name;
    report.cuda.totalBytes = extra.totalBytes;
    report.cuda.freeBytes = extra.freeBytes;
    report.cuda.ccMajor = extra.ccMajor;
    report.cuda.ccMinor = extra.ccMinor;
    report.cuda.smCount = extra.smCount;
    report.cuda.clockMHz = extra.clockMHz;
    report.cuda.fp32LanesPerSm = extra.fp32LanesPerSm;
    report.cuda.peakGflops = extra.peakGflops;
    report.cuda.environment = cudaMeasurementEnvironment();
    {
        std::lock_guard cacheLock(cacheMutex());
        if (generation == standInGeneration())
            cache() = report;
    }
    return report;
}

QStringList cudaMeasurementEnvironment()
{
    static const char *const kNames[] = {
        "NVIDIA_TF32_OVERRIDE", "CUBLAS_EMULATE_SINGLE_PRECISION", "CUBLAS_EMULATION_STRATEGY", "CUDA_MODULE_LOADING",
        "CUDA_LAUNCH_BLOCKING", "CUDA_INJECTION64_PATH",           "GPULAB_CUDA_GATE",          "CUDA_VISIBLE_DEVICES",
        "CUDA_DEVICE_ORDER",
    };
    QStringList out;
    for (const char *name : kNames)
        if (qEnvironmentVariableIsSet(name))
            out << QStringLiteral("%1=%2").arg(QLatin1String(name), qEnvironmentVariable(name));
    return out;
}

void standInCpuForTests(const std::optional<CpuReport> &cpu)
{
    std::lock_guard lock(cacheMutex());
    standInCpu() = cpu;
    ++standInGeneration();
    cache().reset();
}

QList<TriageStep> triage(const CudaReport &r)
{
    using R = TriageStep::Result;
    const int failedAt = [&] {
        switch (r.state) {
        case CudaState::NotBuilt: return 0;
        case CudaState::ModuleMissing:
        case CudaState::LibraryMissing: return 1;
        case CudaState::NoDriver: return 2;
        case CudaState::DriverTooOld: return 3;
        case CudaState::NoDevice:
        case CudaState::Error: return 4;
        case CudaState::Usable: return 5;
        }
        return 4;
    }();
    const QStringList checks{
        TrDeviceProbe::tr("this build includes CUDA support"),
        TrDeviceProbe::tr("the CUDA module and its library load (libcublas)"),
        TrDeviceProbe::tr("an NVIDIA driver is installed (libcuda.so.1)"),
        TrDeviceProbe::tr("the driver supports this build's CUDA version"),
        TrDeviceProbe::tr("a CUDA device answers"),
    };
    QList<TriageStep> steps;
    for (int i = 0; i < checks.size(); ++i) {
        TriageStep s;
        s.check = checks[i];
        s.result = i < failedAt ? R::Passed : i == failedAt ? R::Failed : R::NotReached;
        // The driver library is looked for even when the module did not load.
        if (i == 2 && failedAt < 2)
            s.result = r.driverLibraryPresent ? R::Passed : R::Failed;
        // Without a driver the module is not loaded at all: not a pass.
        if (i == 1 && r.state == CudaState::NoDriver && !r.moduleLoaded)
            s.result = R::NotReached;
        steps.append(s);
    }
    return steps;
}

QString DeviceReport::statusLine() const
{
    if (pending)
        return TrDeviceProbe::tr("Measuring this machine…");
    if (cuda.usable())
        return TrDeviceProbe::tr("Measured on %1 and %2").arg(cpu.model, cuda.name);
    return TrDeviceProbe::tr("Measured on %1 · GPU: Simulated — %2").arg(cpu.model, cuda.reason);
}

} // namespace gpulab::core
