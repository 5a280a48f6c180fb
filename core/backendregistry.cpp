#include "core/backendregistry.h"

#include "core/lessonbenchmark.h"

#include "core/deviceprobe.h"
#include "core/gpupeaks.h"
#include "kernels/cpu/naivebackend.h"
#include "kernels/cpu/onednnbackend.h"
#include "kernels/cuda/cudabackend.h"
#include "kernels/cuda/gpulab_cuda_api.h"
#include "kernels/sim/simbackend.h"

#include <QCoreApplication>

namespace gpulab::core {
namespace {
// lupdate and the runtime agree on the context "BackendRegistry".
struct TrBackendRegistry {
    Q_DECLARE_TR_FUNCTIONS(BackendRegistry)
};
} // namespace

QStringList knownBackendIds()
{
    return {QStringLiteral("cpu"),  QStringLiteral("cpu-matmul"), QStringLiteral("naive"),
            QStringLiteral("cuda"), QStringLiteral("cuda-naive"), QStringLiteral("sim")};
}

BackendChoice createBackend(const QString &id)
{
    BackendChoice c;
    using namespace kernels;
    if (id == u"cpu") {
        c.backend = std::make_unique<OneDnnBackend>(OneDnnBackend::Method::Sgemm);
    } else if (id == u"cpu-matmul") {
        c.backend = std::make_unique<OneDnnBackend>(OneDnnBackend::Method::Matmul);
    } else if (id == u"naive") {
        c.backend = std::make_unique<NaiveBackend>();
    } else if (id == u"cuda" || id == u"cuda-naive") {
        const DeviceReport report = deviceReport();
        if (!report.cuda.usable()) {
            c.error = TrBackendRegistry::tr("CUDA is not usable here: %1").arg(report.cuda.reason);
            return c;
        }
        std::string error;
        auto backend = CudaBackend::create(id == u"cuda" ? GPULAB_CUDA_KERNEL_CUBLAS : GPULAB_CUDA_KERNEL_NAIVE, error);
        if (!backend)
            c.error = TrBackendRegistry::tr("CUDA backend failed to start: %1").arg(QString::fromStdString(error));
        else
            backend->setPeaks(gpuPeaks(backend->probe().cc_major, backend->probe().cc_minor, backend->probe().sm_count,
                                       backend->probe().clock_khz, report.cuda.name));
        c.backend = std::move(backend);
    } else if (id == gpuOrSimulationId()) {
        c.backend = createGpuOrSimulation();
    } else if (id == u"sim") {
        const DeviceReport report = deviceReport();
        const QString reason =
            report.cuda.usable() ? TrBackendRegistry::tr("requested (a real GPU is present: %1)").arg(report.cuda.name)
                                 : report.cuda.reason;
        c.backend = std::make_unique<SimBackend>(SimBackend::Model{}, reason.toStdString());
    } else {
        c.error = TrBackendRegistry::tr("unknown backend \"%1\" (known: %2)")
                      .arg(id, knownBackendIds().join(QStringLiteral(", ")));
    }
    return c;
}

std::unique_ptr<kernels::MatmulBackend> createGpuOrSimulation()
{
    const DeviceReport report = deviceReport();
    if (report.cuda.usable()) {
        auto choice = createBackend(QStringLiteral("cuda"));
        if (choice.backend)
            return std::move(choice.backend);
        return std::make_unique<kernels::SimBackend>(kernels::SimBackend::Model{}, choice.error.toStdString());
    }
    return std::make_unique<kernels::SimBackend>(kernels::SimBackend::Model{}, report.cuda.reason.toStdString());
}

BackendLabel labelOf(const kernels::BackendInfo &info)
{
    BackendLabel l;
    l.id = QString::fromStdString(info.id);
    l.label = QString::fromStdString(info.label);
    l.device = QString::fromStdString(info.device);
    l.simulated = info.kind == kernels::BackendKind::Simulated;
    l.reason = QString::fromStdString(info.simulatedReason);
    l.peakGflops = info.peakGflops;
    l.onGpu = info.onGpu;
    for (const auto &p : info.peaks)
        l.peaks.append({p.precision, p.gflops, QString::fromStdString(p.source)});
    l.implementation = QString::fromStdString(info.implementation);
    l.implementationNote = QString::fromStdString(info.implementationNote);
    return l;
}

std::optional<PeakLabel> BackendLabel::peakFor(kernels::Precision p) const
{
    for (const PeakLabel &peak : peaks)
        if (peak.precision == p && peak.gflops > 0)
            return peak;
    if (p == kernels::Precision::Fp32 && peakGflops > 0)
        return PeakLabel{p, peakGflops, QString()};
    return std::nullopt;
}

QString precisionName(kernels::Precision p)
{
    return QString::fromLatin1(kernels::precisionKey(p));
}

QList<kernels::Precision> allPrecisions()
{
    return {kernels::Precision::Fp32, kernels::Precision::Tf32, kernels::Precision::Bf16, kernels::Precision::Fp16};
}

std::optional<kernels::Precision> parsePrecision(const QString &text)
{
    const QString key = text.trimmed().toLower();
    for (kernels::Precision p : allPrecisions())
        if (key == precisionName(p))
            return p;
    return std::nullopt;
}

QString BackendLabel::provenance() const
{
    return simulated ? QCoreApplication::translate("BackendLabel", "Simulated — %1").arg(reason)
                     : QCoreApplication::translate("BackendLabel", "Measured on %1").arg(device);
}

QString verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Passed: return QStringLiteral("passed");
    case Verdict::Failed: return QStringLiteral("failed");
    case Verdict::NotChecked: return QStringLiteral("not_checked");
    }
    return QStringLiteral("not_checked");
}

QString verdictText(Verdict v, VerdictStyle style)
{
    // The strings keep the contexts they were first translated in.
    const bool words = style == VerdictStyle::Words;
    switch (v) {
    case Verdict::Passed:
        return words ? QCoreApplication::translate("Cli", "verified: yes")
                     : QCoreApplication::translate("gpulab::labs::SweepView", "verified ✔");
    case Verdict::Failed:
        return words ? QCoreApplication::translate("Cli", "verified: NO — WRONG RESULT")
                     : QCoreApplication::translate("gpulab::labs::SweepView", "WRONG ✘");
    case Verdict::NotChecked: break;
    }
    return words ? QCoreApplication::translate("Cli", "verified: n/a (simulated)")
                 : QCoreApplication::translate("gpulab::labs::SweepView", "simulated — not computed");
}

} // namespace gpulab::core
