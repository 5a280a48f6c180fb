#include "core/throughput/roofline.h"

#include "core/backendregistry.h"
#include "core/benchmarkjson.h"
#include "core/sessionresults.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace gpulab::core::throughput {

double matmulIntensity(int n, kernels::Precision precision)
{
    if (n <= 0)
        return 0.0;
    return 2.0 * double(n) / (3.0 * double(kernels::bytesPerElement(precision)));
}

double ridgeIntensity(double peakGflops, double bytesPerSecond)
{
    if (peakGflops <= 0 || bytesPerSecond <= 0)
        return 0.0;
    return peakGflops * 1e9 / bytesPerSecond;
}

double attainableGflops(double intensity, double peakGflops, double bytesPerSecond)
{
    if (peakGflops <= 0)
        return 0.0;
    if (bytesPerSecond <= 0)
        return peakGflops;
    return std::min(peakGflops, intensity * bytesPerSecond * 1e-9);
}

BandwidthMeasurement measureBandwidth(kernels::MatmulBackend &backend, const std::atomic<bool> &cancel)
{
    BandwidthMeasurement m;
    double best = 0.0;
    const kernels::Status st = backend.measureBandwidth(cancel, best);
    if (!st.ok()) {
        m.error = QString::fromStdString(st.message);
        return m;
    }
    const kernels::BandwidthDetail d = backend.lastBandwidth();
    m.bestBytesPerSecond = best;
    m.medianBytesPerSecond = d.medianBytesPerSecond > 0 ? d.medianBytesPerSecond : best;
    m.warmup = d.warmup;
    m.repeats = d.repeats;
    m.threads = d.threads;
    m.method = QString::fromStdString(d.method);
    return m;
}

BandwidthMeasurement measureCpuBandwidth(const std::atomic<bool> &cancel)
{
    BackendChoice cpu = createBackend(QStringLiteral("cpu"));
    if (!cpu.backend) {
        BandwidthMeasurement m;
        m.error = cpu.error;
        return m;
    }
    return measureBandwidth(*cpu.backend, cancel);
}

const Roof *RooflineDevice::roof(kernels::Precision p) const
{
    for (const Roof &r : roofs)
        if (r.precision == p)
            return &r;
    return nullptr;
}

bool RooflineDevice::bf16RoofBelowFp32() const
{
    const Roof *fp32 = roof(kernels::Precision::Fp32);
    const Roof *bf16 = roof(kernels::Precision::Bf16);
    return fp32 != nullptr && bf16 != nullptr && bf16->gflops < fp32->gflops;
}

QString bf16SlowerExplanation()
{
    return QCoreApplication::translate(
        "Roofline",
        "Here the bf16 roof is lower than the fp32 one: this CPU has no matrix unit for bf16 (AMX), so bf16 "
        "brings it no extra arithmetic per cycle. Where it has no bf16 instructions at all, oneDNN widens each "
        "bf16 number to fp32, multiplies in fp32 and rounds back, paying for the conversions on top. So on this "
        "CPU bf16 halves the bytes moved, not the work. It is fast on hardware with units built for it: AMX on recent "
        "Xeons, and the tensor cores of "
        "GPUs, where 16-bit matmuls run several times faster than fp32.");
}

RooflineDevice buildRoofline(const BackendLabel &backend, const BandwidthMeasurement &bandwidth,
                             const QList<SweepSeries> &series)
{
    RooflineDevice d;
    d.backend = backend;
    d.bandwidth = bandwidth;
    const double bw = bandwidth.ok() ? bandwidth.bestBytesPerSecond : 0.0;
    // A roof the device label lacks may come with the series that ran at that
    // precision (a peak a backend only knows once it has run the format).
    BackendLabel withPeaks = backend;
    for (const SweepSeries &s : series)
        if (!withPeaks.peakFor(s.precision))
            if (const auto peak = s.backend.peakFor(s.precision))
                withPeaks.peaks.append(*peak);
    for (kernels::Precision p : allPrecisions()) {
        const auto peak = withPeaks.peakFor(p);
        if (!peak)
            continue;
        d.roofs.append({p, peak->gflops, peak->source, ridgeIntensity(peak->gflops, bw)});
    }
    for (const SweepSeries &s : series) {
        const Roof *roof = d.roof(s.precision);
        for (const BenchmarkPoint &p : s.points) {
            RooflinePoint r;
            r.precision = s.precision;
            r.n = p.n;
            r.intensity = matmulIntensity(p.n, s.precision);
            r.gflops = p.gflops;
            r.attainable = roof ? attainableGflops(r.intensity, roof->gflops, bw) : 0.0;
            r.memoryBound = roof && roof->ridgeIntensity > 0 && r.intensity < roof->ridgeIntensity;
            r.verified = p.verdict == Verdict::Passed;
            d.points.append(r);
        }
    }
    SessionResults::instance().recordRoofline(d);
    return d;
}

QList<QPair<double, double>> roofPolyline(const Roof &roof, double bytesPerSecond, double minIntensity,
                                          double maxIntensity)
{
    QList<QPair<double, double>> line;
    if (roof.gflops <= 0 || minIntensity <= 0 || maxIntensity <= minIntensity)
        return line;
    if (bytesPerSecond <= 0)
        return {{minIntensity, roof.gflops}, {maxIntensity, roof.gflops}};
    const double ridge = ridgeIntensity(roof.gflops, bytesPerSecond);
    line.append({minIntensity, attainableGflops(minIntensity, roof.gflops, bytesPerSecond)});
    if (ridge > minIntensity && ridge < maxIntensity)
        line.append({ridge, roof.gflops});
    line.append({maxIntensity, attainableGflops(maxIntensity, roof.gflops, bytesPerSecond)});
    return line;
}

QJsonObject toJson(const RooflineDevice &device)
{
    QJsonArray roofs;
    for (const Roof &r : device.roofs)
        roofs.append(QJsonObject{{QStringLiteral("precision"), precisionName(r.precision)},
                                 {QStringLiteral("gflops"), r.gflops},
                                 {QStringLiteral("source"), r.source},
                                 {QStringLiteral("ridge_flops_per_byte"), r.ridgeIntensity}});
    QJsonArray points;
    for (const RooflinePoint &p : device.points)
        points.append(QJsonObject{{QStringLiteral("precision"), precisionName(p.precision)},
                                  {QStringLiteral("n"), p.n},
                                  {QStringLiteral("flops_per_byte"), p.intensity},
                                  {QStringLiteral("gflops"), p.gflops},
                                  {QStringLiteral("attainable_gflops"), p.attainable},
                                  {QStringLiteral("bound"), p.attainable <= 0 ? QStringLiteral("unknown")
                                                            : p.memoryBound   ? QStringLiteral("memory")
                                                                              : QStringLiteral("compute")},
                                  {QStringLiteral("verified"), p.verified}});
    const BandwidthMeasurement &b = device.bandwidth;
    QJsonObject bandwidth{{QStringLiteral("best_bytes_per_s"), b.bestBytesPerSecond},
                          {QStringLiteral("median_bytes_per_s"), b.medianBytesPerSecond},
                          {QStringLiteral("warmup"), b.warmup},
                          {QStringLiteral("repeats"), b.repeats},
                          {QStringLiteral("threads"), b.threads},
                          {QStringLiteral("method"), b.method},
                          {QStringLiteral("error"), b.error}};
    return {{QStringLiteral("backend"), core::toJson(device.backend)},
            {QStringLiteral("bandwidth"), bandwidth},
            {QStringLiteral("roofs"), roofs},
            {QStringLiteral("points"), points}};
}

} // namespace gpulab::core::throughput
