#pragma once

// The timing-pitfall teaching model: one timed GPU matmul drawn as a host
// timeline (what the Python thread does, where the timer starts and stops)
// and a device timeline (what the GPU does), under the pitfalls the lesson
// names. Pure and deterministic; it never knows a widget exists.

#include "core/timing/timingconstants.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::core::timing {

enum class Clock { Host, DeviceEvents };

struct TimingSettings {
    int n = kDefaultN;
    double cpuGflops = kDefaultCpuGflops;
    double gpuGflops = kDefaultGpuGflops;
    double launchSeconds = kDefaultLaunchSeconds;
    // synchronize() before the timer stops — the lesson's toggle. With device
    // events it is the synchronize() before elapsed_time() reads them.
    bool barrierAfter = false;
    bool barrierBefore = true; // synchronize() before it starts: earlier queued work finishes first
    bool warm = true;          // false: this is the first (cold) call
    Clock clock = Clock::Host;
};

enum class Lane { Host, Device };
enum class SegmentKind { ColdStart, Launch, Wait, QueuedWork, Kernel };

struct TimelineSegment {
    Lane lane = Lane::Host;
    SegmentKind kind = SegmentKind::Launch;
    double start = 0.0; // s, relative to the timer start
    double end = 0.0;
    QString label;
};

struct TimelineMarker {
    enum class Kind { TimerStart, TimerStop, EventStart, EventStop } kind = Kind::TimerStart;
    Lane lane = Lane::Host;
    double at = 0.0; // s, relative to the timer start
    QString label;
};

struct TimingFigures {
    double flops = 0.0;         // 2n³
    double cpuSeconds = 0.0;    // the CPU doing the same multiply
    double kernelSeconds = 0.0; // the GPU actually multiplying
    double launchSeconds = 0.0;
    double fillSeconds = 0.0;   // the on-device randn that made A and B
    double queuedSeconds = 0.0; // work queued before the timer: the fill, plus the warm-up multiply when warm
    double coldSeconds = 0.0;   // 0 when warm

    double measuredSeconds = 0.0; // what the timer (or the events) read; 0 when the reading failed
    double impliedSpeedup = 0.0;  // cpuSeconds / measuredSeconds; 0 when the reading failed
    // Device events read before the stop event completed: PyTorch raises
    // instead of returning a time (readingError is its message).
    bool readingFailed = false;
    QString readingError;

    // References, independent of the toggles:
    double honestSeconds = 0.0;    // warm, barrier on both sides, host clock: launch + kernel
    double honestSpeedup = 0.0;    // 5.0 / 0.205 ≈ 24.4× at the teaching numbers
    double noBarrierSeconds = 0.0; // warm, no barrier: the launch only
    double noBarrierSpeedup = 0.0; // 5.0 / 0.005 = 1000×
    double illusionFactor = 0.0;   // noBarrierSpeedup / honestSpeedup ≈ 41×
    double overstatement = 0.0;    // impliedSpeedup / honestSpeedup for the current toggles
    bool honest = false;           // the current reading is within kHonestTolerance of honestSeconds
    // What the host timer held besides the launch and the multiply (both false
    // with device events): the cold first call's set-up, and earlier queued
    // work the multiply had to wait behind (only when it really delayed it).
    bool coldInReading = false;
    bool queuedInReading = false;
    // The verdict the lab shows beside the implied speedup: no reading, or
    // overstated above kOverstatedAbove × the honest speedup, or understated
    // below kUnderstatedBelow × it, or close to it.
    enum class Verdict { NoReading, Overstated, Understated, CloseToHonest } verdict = Verdict::CloseToHonest;
    [[nodiscard]] bool misleading() const { return verdict != Verdict::CloseToHonest; }

    // The consequence: a kConsequenceCpuHours CPU job on this GPU.
    double jobHonestSeconds = 0.0;   // ≈ 25 minutes
    double jobIllusionSeconds = 0.0; // 36 s

    double timerStop = 0.0; // host time at which the timer stopped (s)
    double kernelEnd = 0.0; // device time at which the multiply finished (s)
    double viewStart = 0.0; // the span a view should show (s)
    double viewEnd = 0.0;
    QList<TimelineSegment> segments;
    QList<TimelineMarker> markers;
};

class TimingModel {
public:
    TimingModel() = default;

    [[nodiscard]] const TimingSettings &settings() const { return m_settings; }
    void setSettings(const TimingSettings &settings) { m_settings = clamped(settings); }
    void setN(int n);
    void setCpuGflops(double gflops);
    void setGpuGflops(double gflops);
    void setLaunchSeconds(double seconds);
    void setBarrierAfter(bool on) { m_settings.barrierAfter = on; }
    void setBarrierBefore(bool on) { m_settings.barrierBefore = on; }
    void setWarm(bool warm) { m_settings.warm = warm; }
    void setClock(Clock clock) { m_settings.clock = clock; }
    void reset() { m_settings = TimingSettings{}; }

    [[nodiscard]] TimingFigures figures() const { return compute(m_settings); }

    [[nodiscard]] static TimingSettings clamped(TimingSettings s);
    [[nodiscard]] static TimingFigures compute(const TimingSettings &settings);
    // The verdict for a reading that is overstatement × the honest speedup:
    // exactly at a threshold still counts as close.
    [[nodiscard]] static TimingFigures::Verdict verdictFor(bool readingFailed, double overstatement);
    // Why an understated reading is too slow, as the end of a sentence
    // ("the first call's set-up is in the timing"); empty unless understated.
    [[nodiscard]] static QString understatedWhy(const TimingFigures &f);
    // Every text understatedWhy() can give, for views that keep their width.
    [[nodiscard]] static QStringList understatedWhyAlternatives();

    // "A 10-hour CPU job takes about 25 minutes on the simulated GPU — not the 36 s …"
    // (always the teaching model's GPU, so never "this GPU" on a machine without one)
    [[nodiscard]] static QString consequence(const TimingFigures &f);
    // What the current toggles do to the number, in one or two sentences.
    [[nodiscard]] static QString explanation(const TimingSettings &s, const TimingFigures &f);
    // "36 s", "25 minutes", "4.2 hours": rounded for a sentence.
    [[nodiscard]] static QString roughDuration(double seconds);

private:
    TimingSettings m_settings;
};

} // namespace gpulab::core::timing
