#include "core/learn/exercisemath.h"

#include "core/learn/learnconstants.h"
#include "core/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpulab::core::learn {
namespace {
// lupdate and the runtime agree on the context "Learn".
struct TrLearn {
    Q_DECLARE_TR_FUNCTIONS(Learn)
};

QString whyNot(const BenchmarkResult &r, const QString &side)
{
    if (r.cancelled)
        return TrLearn::tr("the %1 run was interrupted").arg(side);
    if (!r.error.isEmpty())
        return TrLearn::tr("the %1 run failed: %2").arg(side, r.error);
    if (r.points.isEmpty())
        return TrLearn::tr("the %1 run has no result").arg(side);
    if (r.points.constFirst().verdict == Verdict::Failed)
        return TrLearn::tr("the %1 result is wrong: %2").arg(side, r.points.constFirst().verdictText);
    if (r.points.constFirst().medianSeconds <= 0.0)
        return TrLearn::tr("the %1 run took no measurable time").arg(side);
    return {};
}
} // namespace

SpeedupReading readSpeedup(const BenchmarkResult &cpu, const BenchmarkResult &gpu)
{
    SpeedupReading s;
    s.cpuProvenance = cpu.backend.provenance();
    s.gpuProvenance = gpu.backend.provenance();
    s.gpuSimulated = gpu.backend.simulated;
    s.error = whyNot(cpu, TrLearn::tr("CPU"));
    if (s.error.isEmpty())
        s.error = whyNot(gpu, TrLearn::tr("GPU"));
    if (s.error.isEmpty() && cpu.points.constFirst().n != gpu.points.constFirst().n)
        s.error = TrLearn::tr("the two runs used different sizes");
    if (!s.error.isEmpty())
        return s;
    s.n = cpu.points.constFirst().n;
    s.cpuSeconds = cpu.points.constFirst().medianSeconds;
    s.gpuSeconds = gpu.points.constFirst().medianSeconds;
    s.speedup = s.cpuSeconds / s.gpuSeconds;
    s.synchronized = cpu.synchronized && gpu.synchronized;
    if (s.speedup >= kSuspiciousSpeedup) {
        s.suspicious = !s.synchronized;
        s.largeRatioNote =
            s.synchronized
                ? TrLearn::tr("This ratio is large, but it is honest: both sides were warmed up and every timed run "
                              "waited for its multiply to finish before the clock stopped. It is real width — in "
                              "fp32, a large GPU against a CPU with two cores can be a few hundred times faster. "
                              "Keep the three-digit warning for numbers from your own script, until you have "
                              "checked that it synchronizes.")
                : TrLearn::tr("Three digits or more, from runs whose timing nobody checked: distrust it and look for "
                              "a missing barrier.");
    }
    s.ok = true;
    return s;
}

MemorySource memorySource(const DeviceReport &report)
{
    MemorySource m;
    if (report.cuda.usable() && report.cuda.totalBytes > 0) {
        m.bytes = double(report.cuda.totalBytes);
        m.gpu = true;
        m.description = TrLearn::tr("%1, %2 of GPU memory").arg(report.cuda.name, units::gbAndGib(m.bytes));
        return m;
    }
    m.bytes = double(report.cpu.totalRamBytes);
    m.description =
        TrLearn::tr("no usable GPU (%1), so this machine's RAM: %2").arg(report.cuda.reason, units::gbAndGib(m.bytes));
    return m;
}

ParameterBudget parameterBudget(double capacityBytes, double headroomBytes)
{
    ParameterBudget b;
    b.capacityBytes = std::max(capacityBytes, 0.0);
    b.headroomBytes = std::max(headroomBytes, 0.0);
    b.usableBytes = std::max(b.capacityBytes - b.headroomBytes, 0.0);
    b.inferenceParams = b.capacityBytes / kBytesPerParamInference;
    b.sgdParams = b.capacityBytes / kBytesPerParamSgd;
    b.adamParams = b.capacityBytes / kBytesPerParamAdam;
    b.inferenceUsableParams = b.usableBytes / kBytesPerParamInference;
    b.sgdUsableParams = b.usableBytes / kBytesPerParamSgd;
    b.adamUsableParams = b.usableBytes / kBytesPerParamAdam;
    return b;
}

QString paramCount(double params)
{
    // One decimal, as in the lesson's capacity table ("2.7 B", "0.6 B").
    const double billions = params / 1e9;
    if (billions >= 0.1)
        return TrLearn::tr("%1 B").arg(billions, 0, 'f', 1);
    return TrLearn::tr("%1 M").arg(params / 1e6, 0, 'f', 0);
}

} // namespace gpulab::core::learn
