// Text and JSON forms of the device report (`gpulab probe [--json]`).

#include "core/deviceprobe.h"
#include "core/gpupeaks.h"
#include "core/kerneltext.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonValue>
#include <QStringList>

namespace gpulab::core {
namespace {

// lupdate and the runtime agree on the context "DeviceReport".
struct TrDeviceReport {
    Q_DECLARE_TR_FUNCTIONS(DeviceReport)
};

QString stateKey(CudaState s)
{
    switch (s) {
    case CudaState::Usable: return QStringLiteral("usable");
    case CudaState::NotBuilt: return QStringLiteral("not_built");
    case CudaState::ModuleMissing: return QStringLiteral("module_missing");
    case CudaState::LibraryMissing: return QStringLiteral("library_missing");
    case CudaState::NoDriver: return QStringLiteral("no_driver");
    case CudaState::DriverTooOld: return QStringLiteral("driver_too_old");
    case CudaState::NoDevice: return QStringLiteral("no_device");
    case CudaState::Error: return QStringLiteral("error");
    }
    return QStringLiteral("error");
}

// "NAME=value" entries as {"NAME": "value"}.
QJsonObject environmentObject(const QStringList &entries)
{
    QJsonObject o;
    for (const QString &e : entries) {
        const qsizetype eq = e.indexOf(QLatin1Char('='));
        o.insert(e.left(eq), e.mid(eq + 1));
    }
    return o;
}
} // namespace

QJsonObject DeviceReport::toJson() const
{
    QJsonObject c{
        {QStringLiteral("model"), cpu.model},
        {QStringLiteral("cores"), cpu.cores},
        {QStringLiteral("simd"), cpu.simd},
        {QStringLiteral("peak_gflops"), cpu.peakGflops},
        {QStringLiteral("peak_method"), cpu.peakMethod},
        {QStringLiteral("onednn_version"), cpu.onednnVersion},
        {QStringLiteral("onednn_isa"), cpu.onednnIsa},
        {QStringLiteral("ram_total_bytes"), double(cpu.totalRamBytes)},
        {QStringLiteral("ram_available_bytes"), double(cpu.availableRamBytes)},
    };
    QJsonObject g{
        {QStringLiteral("usable"), cuda.usable()},
        {QStringLiteral("state"), stateKey(cuda.state)},
        {QStringLiteral("reason"), cuda.reason},
        {QStringLiteral("fix"), cuda.fix},
        // null when the runtime reported no error (never "cudaSuccess: no error")
        {QStringLiteral("runtime_error"), cuda.runtimeError.isEmpty() ? QJsonValue() : QJsonValue(cuda.runtimeError)},
        {QStringLiteral("runtime_version"), cuda.runtimeVersion},
        {QStringLiteral("driver_cuda_version"), cuda.driverCudaVersion},
        {QStringLiteral("driver_version"), cuda.driverVersion},
        {QStringLiteral("cublas_version"), cuda.cublasVersion},
        // The copy of cuBLAS in use and where it came from ("torch-wheel", "toolkit", …); null when none.
        {QStringLiteral("cublas_path"),
         cuda.facts.cublasPath.isEmpty() ? QJsonValue() : QJsonValue(cuda.facts.cublasPath)},
        {QStringLiteral("cublas_source"),
         cuda.facts.cublasKind.isEmpty() ? QJsonValue() : QJsonValue(cuda.facts.cublasKind)},
        {QStringLiteral("cublas_skipped"), QJsonArray::fromStringList(cuda.facts.cublasSkipped)},
        {QStringLiteral("module_path"), cuda.modulePath},
        // Set variables that change what is measured (NVIDIA_TF32_OVERRIDE, ...): name -> value.
        {QStringLiteral("environment"), environmentObject(cuda.environment)},
    };
    if (cuda.usable()) {
        g.insert(QStringLiteral("name"), cuda.name);
        g.insert(QStringLiteral("total_bytes"), double(cuda.totalBytes));
        // From NVML, without a CUDA context; null when NVML cannot say.
        g.insert(QStringLiteral("free_bytes"), cuda.freeBytes >= 0 ? QJsonValue(double(cuda.freeBytes)) : QJsonValue());
        g.insert(QStringLiteral("total_gb"), double(cuda.totalBytes) / units::kGB);
        g.insert(QStringLiteral("total_gib"), double(cuda.totalBytes) / units::kGiB);
        g.insert(QStringLiteral("compute_capability"), QStringLiteral("%1.%2").arg(cuda.ccMajor).arg(cuda.ccMinor));
        g.insert(QStringLiteral("sm_count"), cuda.smCount);
        g.insert(QStringLiteral("clock_mhz"), cuda.clockMHz);
        g.insert(QStringLiteral("peak_gflops"), cuda.peakGflops);
        QJsonObject peaks; // per precision, from core/gpupeaks (a table, not a measurement)
        for (const kernels::PrecisionPeak &p :
             gpuPeaks(cuda.ccMajor, cuda.ccMinor, cuda.smCount, cuda.clockMHz * 1000, cuda.name))
            peaks.insert(QString::fromUtf8(kernels::precisionKey(p.precision)), p.gflops);
        g.insert(QStringLiteral("table_peaks_gflops"), peaks);
    }
    return QJsonObject{
        {QStringLiteral("cpu"), c}, {QStringLiteral("cuda"), g}, {QStringLiteral("status"), statusLine()}};
}

QString DeviceReport::toText() const
{
    QStringList out;
    const auto row = [&out](const QString &key, const QString &value) {
        out << QStringLiteral("  %1 %2").arg(key + QLatin1Char(':'), -22).arg(value);
    };
    out << TrDeviceReport::tr("CPU");
    row(TrDeviceReport::tr("model"), cpu.model);
    row(TrDeviceReport::tr("cores (threads)"), QString::number(cpu.cores));
    row(TrDeviceReport::tr("SIMD"), cpu.simd);
    row(TrDeviceReport::tr("measured fp32 peak"),
        TrDeviceReport::tr("%1 (%2, all cores)").arg(units::gflops(cpu.peakGflops), kernelText(cpu.peakMethod)));
    row(TrDeviceReport::tr("oneDNN"),
        TrDeviceReport::tr("%1, dispatching to %2").arg(cpu.onednnVersion, cpu.onednnIsa));
    row(TrDeviceReport::tr("RAM"),
        TrDeviceReport::tr("%1 total, %2 available")
            .arg(units::gbAndGib(double(cpu.totalRamBytes)), units::gbAndGib(double(cpu.availableRamBytes))));
    out << QString() << TrDeviceReport::tr("NVIDIA GPU (CUDA)");
    if (cuda.usable()) {
        row(TrDeviceReport::tr("device"), cuda.name);
        row(TrDeviceReport::tr("memory"),
            cuda.freeBytes >= 0
                ? TrDeviceReport::tr("%1 total, %2 free (NVML)")
                      .arg(units::gbAndGib(double(cuda.totalBytes)), units::gbAndGib(double(cuda.freeBytes)))
                : TrDeviceReport::tr("%1 total (free memory is read when a GPU run starts)")
                      .arg(units::gbAndGib(double(cuda.totalBytes))));
        row(TrDeviceReport::tr("compute capability"), QStringLiteral("%1.%2").arg(cuda.ccMajor).arg(cuda.ccMinor));
        row(TrDeviceReport::tr("SMs"), TrDeviceReport::tr("%1 × %2 fp32 lanes at %3 MHz")
                                           .arg(cuda.smCount)
                                           .arg(cuda.fp32LanesPerSm)
                                           .arg(cuda.clockMHz));
        row(TrDeviceReport::tr("fp32 peak"),
            TrDeviceReport::tr("%1 (from the device's properties)").arg(units::gflops(cuda.peakGflops)));
    } else {
        row(TrDeviceReport::tr("status"), TrDeviceReport::tr("not usable — %1").arg(cuda.reason));
        row(TrDeviceReport::tr("fix"), cuda.fix);
        if (!cuda.runtimeError.isEmpty())
            row(TrDeviceReport::tr("runtime says"), cuda.runtimeError);
    }
    if (!cuda.driverVersion.isEmpty())
        row(TrDeviceReport::tr("driver"), cuda.driverVersion);
    if (!cuda.driverCudaVersion.isEmpty())
        row(TrDeviceReport::tr("driver supports CUDA"), cuda.driverCudaVersion);
    if (!cuda.runtimeVersion.isEmpty())
        row(TrDeviceReport::tr("CUDA runtime"), cuda.runtimeVersion);
    if (!cuda.cublasVersion.isEmpty())
        row(TrDeviceReport::tr("cuBLAS"),
            cuda.cublasSource.isEmpty() ? cuda.cublasVersion
                                        : TrDeviceReport::tr("%1 from %2").arg(cuda.cublasVersion, cuda.cublasSource));
    if (!cuda.environment.isEmpty())
        row(TrDeviceReport::tr("set in environment"),
            TrDeviceReport::tr("%1 (changes what is measured)").arg(cuda.environment.join(QStringLiteral(", "))));
    out << QString() << statusLine();
    return out.join(QLatin1Char('\n'));
}

} // namespace gpulab::core
