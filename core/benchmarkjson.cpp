#include "core/benchmarkjson.h"

#include <QJsonArray>

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
            {QStringLiteral("on_gpu"), l.onGpu}};
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
            {QStringLiteral("verdict_text"), p.verdictText}};
}

QJsonObject toJson(const BenchmarkResult &r)
{
    QJsonArray points;
    for (const auto &p : r.points)
        points.append(toJson(p));
    return {{QStringLiteral("backend"), toJson(r.backend)},
            {QStringLiteral("points"), points},
            {QStringLiteral("cancelled"), r.cancelled},
            {QStringLiteral("error"), r.error}};
}

} // namespace gpulab::core
