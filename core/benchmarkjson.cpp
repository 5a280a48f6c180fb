#include "core/benchmarkjson.h"

#include "core/lessonbenchmark.h"
#include "core/timing/timingreport.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>

namespace gpulab::core {
namespace {
QJsonArray toArray(const QList<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}
} // namespace

QJsonObject toJson(const BackendLabel &l)
{
    return {{QStringLiteral("id"), l.id},
            {QStringLiteral("label"), l.label},
            {QStringLiteral("device"), l.device},
            {QStringLiteral("simulated"), l.simulated},
            {QStringLiteral("reason"), l.reason},
            {QStringLiteral("provenance"), l.provenance()},
            {QStringLiteral("peak_gflops"), l.peakGflops},
            {QStringLiteral("on_gpu"), l.onGpu},
            {QStringLiteral("implementation"), l.implementation},
            {QStringLiteral("implementation_note"), l.implementationNote},
            {QStringLiteral("peaks"), toJson(l.peaks)}};
}

QJsonArray toJson(const QList<PeakLabel> &peaks)
{
    QJsonArray a;
    for (const PeakLabel &p : peaks)
        a.append(QJsonObject{{QStringLiteral("precision"), precisionName(p.precision)},
                             {QStringLiteral("gflops"), p.gflops},
                             {QStringLiteral("source"), p.source}});
    return a;
}

QJsonObject toJson(const BenchmarkPoint &p)
{
    return {{QStringLiteral("n"), p.n},
            {QStringLiteral("flops"), p.flops},
            {QStringLiteral("median_s"), p.medianSeconds},
            {QStringLiteral("min_s"), p.minSeconds},
            {QStringLiteral("max_s"), p.maxSeconds},
            {QStringLiteral("seconds"), toArray(p.seconds)},
            {QStringLiteral("warmup_seconds"), toArray(p.warmupSeconds)},
            {QStringLiteral("gflops"), p.gflops},
            {QStringLiteral("percent_of_peak"), p.percentOfPeak},
            {QStringLiteral("verified"), p.verdict == Verdict::Passed},
            {QStringLiteral("verdict"), verdictName(p.verdict)},
            {QStringLiteral("samples_checked"), p.samplesChecked},
            {QStringLiteral("worst_error_ratio"), p.worstError},
            {QStringLiteral("verdict_text"), p.verdictText},
            {QStringLiteral("wait_share"), p.waitShare},
            {QStringLiteral("window_cpu_share"), p.interactiveShare},
            {QStringLiteral("busy_note"), p.busyNote},
            {QStringLiteral("precision"), precisionName(p.precision)},
            {QStringLiteral("tolerance"), p.toleranceFactor},
            {QStringLiteral("tolerance_text"), p.toleranceText}};
}

QJsonObject toJson(const BenchmarkResult &r)
{
    QJsonArray points;
    for (const auto &p : r.points)
        points.append(toJson(p));
    return {{QStringLiteral("backend"), toJson(r.backend)},
            {QStringLiteral("precision"), precisionName(r.precision)},
            {QStringLiteral("implementation"), r.backend.implementation},
            {QStringLiteral("peak_gflops"), r.peakGflops},
            {QStringLiteral("peak_source"), r.peakSource},
            {QStringLiteral("points"), points},
            {QStringLiteral("cancelled"), r.cancelled},
            {QStringLiteral("error"), r.error}};
}

QJsonObject benchToJson(const BenchmarkRequest &request, const QList<BenchmarkResult> &results,
                        const std::optional<QList<timing::TimingRun>> &noSync)
{
    QJsonArray rs;
    for (const auto &res : results)
        rs.append(toJson(res));
    // Speedup per size: first backend's time over the second's.
    QJsonArray speedups;
    if (results.size() == 2) {
        for (qsizetype i = 0; i < std::min(results[0].points.size(), results[1].points.size()); ++i) {
            const SpeedupReading sp = readSpeedup(results[0], results[1], int(i));
            speedups.append(QJsonObject{{QStringLiteral("n"), results[0].points[i].n},
                                        {QStringLiteral("speedup"), sp.ok ? QJsonValue(sp.speedup) : QJsonValue()},
                                        {QStringLiteral("simulated"), results[1].backend.simulated}});
        }
    }
    QJsonObject root{{QStringLiteral("precision"), precisionName(request.precision)},
                     {QStringLiteral("warmup"), request.warmup},
                     {QStringLiteral("repeats"), request.repeats},
                     {QStringLiteral("results"), rs},
                     {QStringLiteral("speedups"), speedups}};
    if (noSync) {
        QJsonArray runs;
        for (const auto &run : *noSync)
            runs.append(timing::toJson(run));
        root.insert(QStringLiteral("no_sync"),
                    QJsonObject{{QStringLiteral("label"), timing::cpuQueueLabel()}, {QStringLiteral("sizes"), runs}});
    }
    return root;
}

} // namespace gpulab::core
