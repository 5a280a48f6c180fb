#include "core/timing/timingmodel.h"

#include "core/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpulab::core::timing {
namespace {

// lupdate and the runtime agree on the context "TimingModel".
struct TrTimingModel {
    Q_DECLARE_TR_FUNCTIONS(TimingModel)
};

TimelineSegment segment(Lane lane, SegmentKind kind, double start, double end, const QString &label)
{
    return {lane, kind, start, end, label};
}

} // namespace

void TimingModel::setN(int n)
{
    m_settings.n = std::clamp(n, kMinN, kMaxN);
}
void TimingModel::setCpuGflops(double gflops)
{
    m_settings.cpuGflops = std::clamp(gflops, kMinCpuGflops, kMaxCpuGflops);
}
void TimingModel::setGpuGflops(double gflops)
{
    m_settings.gpuGflops = std::clamp(gflops, kMinGpuGflops, kMaxGpuGflops);
}
void TimingModel::setLaunchSeconds(double seconds)
{
    m_settings.launchSeconds = std::clamp(seconds, kMinLaunchSeconds, kMaxLaunchSeconds);
}

TimingSettings TimingModel::clamped(TimingSettings s)
{
    s.n = std::clamp(s.n, kMinN, kMaxN);
    s.cpuGflops = std::clamp(s.cpuGflops, kMinCpuGflops, kMaxCpuGflops);
    s.gpuGflops = std::clamp(s.gpuGflops, kMinGpuGflops, kMaxGpuGflops);
    s.launchSeconds = std::clamp(s.launchSeconds, kMinLaunchSeconds, kMaxLaunchSeconds);
    return s;
}

TimingFigures TimingModel::compute(const TimingSettings &in)
{
    const TimingSettings s = clamped(in);
    TimingFigures f;
    f.flops = units::matmulFlops(s.n);
    f.cpuSeconds = f.flops / (s.cpuGflops * 1e9);
    f.kernelSeconds = f.flops / (s.gpuGflops * 1e9);
    f.launchSeconds = s.launchSeconds;
    const double dn = s.n;
    f.fillSeconds = 2.0 * dn * dn * kBytesPerElement / kFillBytesPerSecond; // torch.randn for A and B
    f.queuedSeconds = f.fillSeconds + (s.warm ? f.kernelSeconds : 0.0);     // + the warm-up a @ b
    f.coldSeconds = s.warm ? 0.0 : kColdStartSeconds;

    // Time 0 is the moment the timer starts. The host runs the (cold start
    // and the) launch; the GPU runs the work in stream order: whatever was
    // queued earlier first, then the kernel, which cannot start before its
    // launch. A barrier before the timer moves the earlier work out of the
    // window; without one it is still running when the timer starts.
    const double queuedStart = s.barrierBefore ? -f.queuedSeconds : 0.0;
    const double queuedEnd = queuedStart + f.queuedSeconds;
    const double launchStart = f.coldSeconds;
    const double launchEnd = launchStart + f.launchSeconds;
    const double kernelStart = std::max(launchEnd, queuedEnd);
    f.kernelEnd = kernelStart + f.kernelSeconds;
    f.timerStop = s.barrierAfter ? f.kernelEnd : launchEnd;

    if (s.clock == Clock::DeviceEvents) {
        // Events recorded on the stream around the multiply time the device
        // only, so host-side costs (cold start, launch) are outside. But
        // elapsed_time() does not wait: unless the stop event has completed
        // (end.synchronize() or torch.cuda.synchronize() first), PyTorch
        // raises instead of returning a time.
        if (s.barrierAfter) {
            f.measuredSeconds = f.kernelSeconds;
        } else {
            f.readingFailed = true;
            f.readingError = QString::fromLatin1(kEventsNotCompletedError);
        }
    } else {
        f.measuredSeconds = f.timerStop;
    }
    f.impliedSpeedup = f.readingFailed ? 0.0 : f.cpuSeconds / f.measuredSeconds;

    f.honestSeconds = f.launchSeconds + f.kernelSeconds;
    f.honestSpeedup = f.cpuSeconds / f.honestSeconds;
    f.noBarrierSeconds = f.launchSeconds;
    f.noBarrierSpeedup = f.cpuSeconds / f.noBarrierSeconds;
    f.illusionFactor = f.noBarrierSpeedup / f.honestSpeedup;
    f.overstatement = f.impliedSpeedup / f.honestSpeedup;
    f.honest = !f.readingFailed && std::abs(f.measuredSeconds - f.honestSeconds) <= kHonestTolerance * f.honestSeconds;
    f.coldInReading = s.clock == Clock::Host && !s.warm;
    f.queuedInReading = s.clock == Clock::Host && s.barrierAfter && !s.barrierBefore && queuedEnd > launchEnd;
    f.verdict = verdictFor(f.readingFailed, f.overstatement);

    const double job = kConsequenceCpuHours * kSecondsPerHour;
    f.jobHonestSeconds = job / f.honestSpeedup;
    f.jobIllusionSeconds = job / f.noBarrierSpeedup;

    // The timelines, as data for the view.
    if (s.barrierBefore) {
        f.segments.append(segment(Lane::Host, SegmentKind::Wait, queuedStart, 0.0,
                                  TrTimingModel::tr("synchronize(): earlier work finishes")));
    }
    const QString queuedLabel =
        s.warm ? TrTimingModel::tr("randn for A, B; warm-up A @ B") : TrTimingModel::tr("randn for A, B");
    f.segments.append(
        segment(Lane::Device, SegmentKind::QueuedWork, queuedStart, queuedEnd,
                s.barrierBefore ? queuedLabel : TrTimingModel::tr("%1 — inside the window").arg(queuedLabel)));
    if (!s.warm)
        f.segments.append(segment(Lane::Host, SegmentKind::ColdStart, 0.0, f.coldSeconds,
                                  TrTimingModel::tr("first call: library set-up, kernel selection")));
    f.segments.append(
        segment(Lane::Host, SegmentKind::Launch, launchStart, launchEnd, TrTimingModel::tr("launch + overhead")));
    if (s.barrierAfter)
        f.segments.append(segment(Lane::Host, SegmentKind::Wait, launchEnd, f.kernelEnd,
                                  TrTimingModel::tr("synchronize(): waits for the kernel")));
    f.segments.append(
        segment(Lane::Device, SegmentKind::Kernel, kernelStart, f.kernelEnd, TrTimingModel::tr("matmul kernel")));

    if (s.clock == Clock::DeviceEvents) {
        f.markers.append(
            {TimelineMarker::Kind::EventStart, Lane::Device, kernelStart, TrTimingModel::tr("start event")});
        f.markers.append({TimelineMarker::Kind::EventStop, Lane::Device, f.kernelEnd, TrTimingModel::tr("stop event")});
        if (f.readingFailed)
            f.markers.append(
                {TimelineMarker::Kind::TimerStop, Lane::Host, f.timerStop, TrTimingModel::tr("elapsed_time() raises")});
    } else {
        f.markers.append({TimelineMarker::Kind::TimerStart, Lane::Host, 0.0, TrTimingModel::tr("timer starts")});
        f.markers.append({TimelineMarker::Kind::TimerStop, Lane::Host, f.timerStop, TrTimingModel::tr("timer stops")});
    }
    f.viewStart = std::min(0.0, queuedStart);
    f.viewEnd = std::max(f.kernelEnd, f.timerStop);
    return f;
}

TimingFigures::Verdict TimingModel::verdictFor(bool readingFailed, double overstatement)
{
    if (readingFailed)
        return TimingFigures::Verdict::NoReading;
    if (overstatement > kOverstatedAbove)
        return TimingFigures::Verdict::Overstated;
    if (overstatement < kUnderstatedBelow)
        return TimingFigures::Verdict::Understated;
    return TimingFigures::Verdict::CloseToHonest;
}

QString TimingModel::understatedWhy(const TimingFigures &f)
{
    if (f.verdict != TimingFigures::Verdict::Understated)
        return {};
    // The set-up (0.25 s) outlasts any fill, so with a cold call it is the
    // cause; a warm reading is only ever understated by queued work.
    return f.coldInReading ? TrTimingModel::tr("the first call's set-up is in the timing")
                           : TrTimingModel::tr("earlier queued work is in the timing");
}

QStringList TimingModel::understatedWhyAlternatives()
{
    return {TrTimingModel::tr("the first call's set-up is in the timing"),
            TrTimingModel::tr("earlier queued work is in the timing")};
}

QString TimingModel::roughDuration(double seconds)
{
    if (seconds < 1.0)
        return units::seconds(seconds);
    if (seconds < 120.0)
        return TrTimingModel::tr("%1 s").arg(std::lround(seconds));
    if (seconds < 120.0 * 60.0)
        return TrTimingModel::tr("%n minutes", nullptr, static_cast<int>(std::lround(seconds / 60.0)));
    return TrTimingModel::tr("%1 hours").arg(QLocale().toString(seconds / kSecondsPerHour, 'f', 1));
}

QString TimingModel::consequence(const TimingFigures &f)
{
    return TrTimingModel::tr(
               "So a %1-hour CPU job would take about %2 on the simulated GPU — not the %3 that the missing barrier "
               "promises.")
        .arg(QLocale().toString(kConsequenceCpuHours, 'g', 3))
        .arg(roughDuration(f.jobHonestSeconds), roughDuration(f.jobIllusionSeconds));
}

QString TimingModel::explanation(const TimingSettings &s, const TimingFigures &f)
{
    QStringList parts;
    if (s.clock == Clock::DeviceEvents && f.readingFailed) {
        parts << TrTimingModel::tr(
                     "Device events, read too early: elapsed_time() does not wait for the stop event. The kernel "
                     "still has %1 to run, so PyTorch raises instead of returning a time: %2 Synchronize first "
                     "(end.synchronize() or torch.cuda.synchronize()), then read.")
                     .arg(units::seconds(f.kernelEnd - f.timerStop), f.readingError);
    } else if (s.clock == Clock::DeviceEvents) {
        parts << TrTimingModel::tr(
                     "Device events time the kernel on the GPU itself: %1, read after synchronize() let the stop "
                     "event complete. Host costs (per-call overhead, first-call set-up) are left out.")
                     .arg(units::seconds(f.kernelSeconds));
    } else if (!s.barrierAfter) {
        parts << TrTimingModel::tr(
                     "No barrier: the timer stopped when the call returned, %1 in, while the kernel ran on for "
                     "another %2. That is the enqueue, not the work. (Its %3 is the lesson's stand-in for all "
                     "per-call overhead — launch, transfer, framework, first use; a bare kernel launch takes "
                     "microseconds.)")
                     .arg(units::seconds(f.timerStop), units::seconds(f.kernelEnd - f.timerStop),
                          units::seconds(f.launchSeconds));
    } else {
        parts << TrTimingModel::tr(
            "synchronize() held the timer until the kernel finished: per-call overhead plus work.");
    }
    if (s.clock == Clock::Host && !s.warm)
        parts << TrTimingModel::tr(
                     "First call: %1 of library set-up and kernel selection sit inside the window. Warm up first.")
                     .arg(units::seconds(f.coldSeconds));
    const QString queuedWhat = s.warm ? TrTimingModel::tr("the randn that made A and B and the warm-up multiply")
                                      : TrTimingModel::tr("the randn that made A and B");
    if (f.queuedInReading)
        parts << TrTimingModel::tr(
                     "No barrier before the timer: the GPU was still busy with work queued earlier (%1 of %2), so "
                     "the timed multiply waited behind it and the reading includes it.")
                     .arg(units::seconds(f.queuedSeconds), queuedWhat);
    else if (s.clock == Clock::Host && !s.barrierBefore && s.barrierAfter)
        // The queue drained while the host was still busy (a first call's
        // set-up, a long launch): the multiply never waited for it.
        parts << TrTimingModel::tr(
                     "No barrier before the timer, but the work queued earlier (%1 of %2) was done before the "
                     "multiply could start, so this time it added nothing to the reading.")
                     .arg(units::seconds(f.queuedSeconds), queuedWhat);
    return parts.join(QLatin1Char(' '));
}

} // namespace gpulab::core::timing
