#include "core/sessionresults.h"

#include "core/throughput/roofline.h"
#include "core/throughput/sweep.h"
#include "core/timing/timingmeasure.h"

#include <QCoreApplication>
#include <QMutexLocker>

#include <algorithm>

namespace gpulab::core {
namespace {

// A label's bf16 peak, when the CPU backend measured it (a teaching model's is no measurement).
double measuredCpuBf16Peak(const BackendLabel &label)
{
    if (label.onGpu || label.simulated)
        return 0.0;
    const auto peak = label.peakFor(kernels::Precision::Bf16);
    return peak ? peak->gflops : 0.0;
}

// Text as a results file takes it: no control characters, at most `max` long.
QString resultsText(const QString &text, int max = board::kMaxTextLength)
{
    QString out;
    for (const QChar c : text)
        if (c.category() != QChar::Other_Control)
            out.append(c);
    return out.left(max);
}

template <typename T, typename Same> void replaceOrAppend(QList<T> &list, const T &value, Same same, int cap)
{
    for (T &old : list)
        if (same(old, value)) {
            old = value;
            return;
        }
    if (list.size() < cap)
        list.append(value);
}

board::ResultSeries seriesFrom(const BackendLabel &backend, kernels::Precision precision,
                               const QList<BenchmarkPoint> &points)
{
    board::ResultSeries s;
    s.backendId = resultsText(backend.id);
    s.label = resultsText(backend.label);
    s.onGpu = backend.onGpu;
    s.simulated = backend.simulated;
    s.precision = precision;
    QList<BenchmarkPoint> sorted = points;
    std::sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) { return a.n < b.n; });
    for (const BenchmarkPoint &p : sorted) {
        if (p.n <= 0 || p.medianSeconds <= 0 || (!s.points.isEmpty() && p.n <= s.points.constLast().n))
            continue;
        if (s.points.size() >= board::kMaxPoints)
            break;
        s.points.append(
            {p.n, std::min(p.medianSeconds, board::kMaxSeconds), std::min(p.gflops, board::kMaxGflops), p.verdict});
    }
    return s;
}

} // namespace

SessionResults &SessionResults::instance()
{
    static SessionResults results;
    return results;
}

board::ResultSeries SessionResults::seriesOf(const BenchmarkResult &result)
{
    return seriesFrom(result.backend, result.precision, result.points);
}

board::MachineInfo SessionResults::machineOf(const DeviceReport &report)
{
    board::MachineInfo m;
    m.cpuModel = resultsText(report.cpu.model);
    m.cores = std::clamp(report.cpu.cores, 1, board::kMaxCores);
    m.simd = resultsText(report.cpu.simd);
    m.fp32PeakGflops = std::clamp(report.cpu.peakGflops, 0.0, board::kMaxGflops);
    m.gpuUsable = report.cuda.usable();
    if (m.gpuUsable) {
        m.gpuName = resultsText(report.cuda.name);
        m.gpuMemoryBytes = std::max<qint64>(0, report.cuda.totalBytes);
        m.gpuDriverVersion = resultsText(report.cuda.driverVersion);
        m.cudaDriverVersion = resultsText(report.cuda.driverCudaVersion);
        m.cudaRuntimeVersion = resultsText(report.cuda.runtimeVersion);
        m.gpuPeakGflops = std::clamp(report.cuda.peakGflops, 0.0, board::kMaxGflops);
    } else {
        m.gpuAbsentReason = resultsText(report.cuda.reason);
    }
    return m;
}

void SessionResults::recordLesson(const QList<BenchmarkResult> &results)
{
    QList<board::ResultSeries> lesson;
    for (const BenchmarkResult &r : results) {
        board::ResultSeries s = seriesOf(r);
        if (!s.points.isEmpty())
            lesson.append(s);
    }
    if (lesson.isEmpty())
        return;
    QMutexLocker lock(&m_mutex);
    m_lesson = lesson;
    for (const BenchmarkResult &r : results)
        if (const double bf16 = measuredCpuBf16Peak(r.backend); bf16 > 0)
            m_cpuBf16Peak = bf16;
}

void SessionResults::recordSweep(const throughput::SweepData &data)
{
    QMutexLocker lock(&m_mutex);
    for (const throughput::SweepSeries &series : data.series) {
        const board::ResultSeries s = seriesFrom(series.backend, series.precision, series.points);
        if (s.points.isEmpty())
            continue;
        replaceOrAppend(
            m_sweeps, s,
            [](const board::ResultSeries &a, const board::ResultSeries &b) {
                return a.backendId == b.backendId && a.precision == b.precision;
            },
            board::kMaxSeries);
        if (const double bf16 = measuredCpuBf16Peak(series.backend); bf16 > 0)
            m_cpuBf16Peak = bf16;
    }
}

void SessionResults::recordTiming(const timing::TimingRun &run)
{
    QMutexLocker lock(&m_mutex);
    const auto same = [](const board::TimingReading &a, const board::TimingReading &b) {
        return a.n == b.n && a.onGpu == b.onGpu;
    };
    if (run.cpu.ok() && run.cpu.submit.median > 0 && run.cpu.waited.median > 0)
        replaceOrAppend(m_timing,
                        board::TimingReading{run.request.n, false, std::min(run.cpu.submit.median, board::kMaxSeconds),
                                             std::min(run.cpu.waited.median, board::kMaxSeconds)},
                        same, board::kMaxTimingReadings);
    if (run.cuda.ok() && run.cuda.noSync.median > 0 && run.cuda.sync.median > 0)
        replaceOrAppend(m_timing,
                        board::TimingReading{run.request.n, true, std::min(run.cuda.noSync.median, board::kMaxSeconds),
                                             std::min(run.cuda.sync.median, board::kMaxSeconds)},
                        same, board::kMaxTimingReadings);
}

void SessionResults::recordRoofline(const throughput::RooflineDevice &device)
{
    board::RooflineEntry e;
    e.backendId = resultsText(device.backend.id);
    e.onGpu = device.backend.onGpu;
    e.simulated = device.backend.simulated;
    e.bandwidthBytesPerSecond =
        device.bandwidth.ok() ? std::min(device.bandwidth.bestBytesPerSecond, board::kMaxBytesPerSecond) : 0.0;
    for (const throughput::Roof &roof : device.roofs)
        if (roof.gflops > 0 && e.roofs.size() < 4)
            e.roofs.append({roof.precision, std::min(roof.gflops, board::kMaxGflops)});
    for (const throughput::RooflinePoint &p : device.points)
        if (p.n > 0 && p.gflops > 0 && e.points.size() < board::kMaxPoints)
            e.points.append({p.precision, p.n, std::min(p.gflops, board::kMaxGflops), p.verified});
    if (e.bandwidthBytesPerSecond <= 0 && e.points.isEmpty())
        return;
    QMutexLocker lock(&m_mutex);
    replaceOrAppend(
        m_roofline, e, [](const auto &a, const auto &b) { return a.backendId == b.backendId; },
        board::kMaxRooflineEntries);
    if (const double bf16 = measuredCpuBf16Peak(device.backend); bf16 > 0)
        m_cpuBf16Peak = bf16;
}

void SessionResults::clear()
{
    QMutexLocker lock(&m_mutex);
    m_lesson.clear();
    m_sweeps.clear();
    m_timing.clear();
    m_roofline.clear();
    m_cpuBf16Peak = 0.0;
}

bool SessionResults::isEmpty() const
{
    QMutexLocker lock(&m_mutex);
    return m_lesson.isEmpty() && m_sweeps.isEmpty() && m_timing.isEmpty() && m_roofline.isEmpty();
}

board::ResultsFile SessionResults::snapshot(const DeviceReport &report, const QString &nickname) const
{
    board::ResultsFile f;
    f.appVersion = resultsText(QCoreApplication::applicationVersion(), 40);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    f.created = now.addMSecs(-now.time().msec());
    f.nickname = resultsText(nickname.simplified(), board::kMaxNicknameLength);
    f.machine = machineOf(report);
    QMutexLocker lock(&m_mutex);
    f.lesson = m_lesson;
    f.sweeps = m_sweeps;
    f.timing = m_timing;
    f.roofline = m_roofline;
    f.machine.bf16PeakGflops = std::min(m_cpuBf16Peak, board::kMaxGflops);
    for (const board::RooflineEntry &e : m_roofline)
        if (!e.onGpu && !e.simulated && e.bandwidthBytesPerSecond > 0)
            f.machine.bandwidthBytesPerSecond = e.bandwidthBytesPerSecond;
    return f;
}

} // namespace gpulab::core
