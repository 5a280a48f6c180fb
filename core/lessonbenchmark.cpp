#include "core/lessonbenchmark.h"

#include "core/deviceprobe.h"

#include <QCoreApplication>

namespace gpulab::core {
namespace {
// The strings were written for learn mode's exercise 1 and keep its context,
// so their translations stay.
struct TrLearn {
    Q_DECLARE_TR_FUNCTIONS(Learn)
};

QString whyNot(const BenchmarkResult &r, const QString &side, int index)
{
    // An interrupted or failed run gives no ratio at all, not even for the
    // sizes it finished: its figures are not the whole run asked for.
    if (r.cancelled)
        return TrLearn::tr("the %1 run was interrupted").arg(side);
    if (!r.error.isEmpty())
        return TrLearn::tr("the %1 run failed: %2").arg(side, r.error);
    if (index < 0 || index >= r.points.size())
        return TrLearn::tr("the %1 run has no result").arg(side);
    const BenchmarkPoint &p = r.points[index];
    if (p.verdict == Verdict::Failed)
        return TrLearn::tr("the %1 result is wrong: %2").arg(side, p.verdictText);
    if (p.verdict == Verdict::NotChecked && !r.backend.simulated)
        return TrLearn::tr("the %1 result was not verified").arg(side);
    if (!(p.medianSeconds > 0.0))
        return TrLearn::tr("the %1 run took no measurable time").arg(side);
    return {};
}
} // namespace

QString gpuOrSimulationId()
{
    return QStringLiteral("gpu-or-sim");
}

LessonBenchmarkPlan lessonBenchmarkPlan(const QList<int> &sizes, int warmup, int repeats)
{
    LessonBenchmarkPlan plan;
    plan.cpu.backendId = QStringLiteral("cpu");
    plan.gpu.backendId = gpuOrSimulationId();
    for (BenchmarkRequest *r : {&plan.cpu, &plan.gpu}) {
        r->sizes = sizes;
        r->warmup = warmup;
        r->repeats = repeats;
    }
    return plan;
}

bool gpuStepSimulated()
{
    const std::optional<DeviceReport> report = cachedDeviceReport();
    return !report || !report->cuda.usable();
}

bool runGpuSideAfter(const BenchmarkResult &cpu)
{
    return !cpu.cancelled;
}

SpeedupReading readSpeedup(const BenchmarkResult &cpu, const BenchmarkResult &gpu, int index)
{
    SpeedupReading s;
    s.cpuProvenance = cpu.backend.provenance();
    s.gpuProvenance = gpu.backend.provenance();
    s.gpuSimulated = gpu.backend.simulated;
    s.error = whyNot(cpu, TrLearn::tr("CPU"), index);
    if (s.error.isEmpty())
        s.error = whyNot(gpu, TrLearn::tr("GPU"), index);
    if (s.error.isEmpty() && cpu.points[index].n != gpu.points[index].n)
        s.error = TrLearn::tr("the two runs used different sizes");
    if (!s.error.isEmpty())
        return s;
    s.n = cpu.points[index].n;
    s.cpuSeconds = cpu.points[index].medianSeconds;
    s.gpuSeconds = gpu.points[index].medianSeconds;
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

} // namespace gpulab::core
