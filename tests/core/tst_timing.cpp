// The timing-pitfall lab: the teaching model's exact figures (docs/facts.md), the
// direction of every toggle, the CPU queue (a stream in miniature) and the
// real measurement on it, and the CUDA path's clean refusal without a GPU.

#include "core/deviceprobe.h"
#include "core/timing/timingmeasure.h"
#include "core/timing/timingmodel.h"
#include "core/timing/timingreport.h"
#include "kernels/cpu/asyncqueue.h"
#include "kernels/cuda/cudabackend.h"
#include "kernels/cuda/cudaloader.h"

#include <QJsonArray>
#include <QLocale>
#include <QTest>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <stdexcept>
#include <thread>
#include <vector>

using namespace gpulab;
using namespace gpulab::core::timing;

Q_DECLARE_METATYPE(gpulab::core::timing::TimingSettings)

namespace {
TimingSettings honestSettings()
{
    TimingSettings s;
    s.barrierAfter = true;
    s.barrierBefore = true;
    s.warm = true;
    s.clock = Clock::Host;
    return s;
}
} // namespace

class TestTiming : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void teachingNumbers();
    void consequence();
    void togglesMoveTheNumber_data();
    void togglesMoveTheNumber();
    void timelineShowsTheStopwatchStoppingEarly();
    void firstBarrierDrainsEarlierQueuedWork();
    void speedupVerdict();
    void understatedVerdictNamesTheCause();
    void verdictThresholdsAreExclusive();
    void eventsReadBeforeCompletionRaise();
    void slidersRecomputeAndClamp();
    void queueRunsInFifoOrder();
    void queueSubmitReturnsAndSynchronizeWaits();
    void queueReportsFailures();
    void queueDestructionWithPendingWorkIsClean();
    void cpuQueueIllusionIsReal();
    void cpuQueueHonoursCancel();
    void badRequestsAreRefused();
    void cudaModuleRefusesBadInput();
    void cudaMeasuresWithADevice();
    void cudaRefusesCleanlyWithoutDevice();
    void reportJsonHasTheKeys();
};

void TestTiming::teachingNumbers()
{
    TimingModel model;
    QCOMPARE(model.settings().n, 5000);
    TimingFigures f = model.figures(); // default: the barrier is off
    QCOMPARE(f.flops, 2.5e11);
    QVERIFY(qAbs(f.cpuSeconds - 5.0) < 1e-12);
    QVERIFY(qAbs(f.kernelSeconds - 0.20) < 1e-12);
    QVERIFY(qAbs(f.measuredSeconds - 0.005) < 1e-12);
    QVERIFY2(qAbs(f.impliedSpeedup - 1000.0) < 1e-6, qPrintable(QString::number(f.impliedSpeedup)));
    QVERIFY(!f.honest);

    model.setBarrierAfter(true);
    f = model.figures();
    QVERIFY(qAbs(f.measuredSeconds - 0.205) < 1e-12);
    QVERIFY2(qAbs(f.impliedSpeedup - 24.4) <= 0.1, qPrintable(QString::number(f.impliedSpeedup)));
    QVERIFY(f.honest);
    QVERIFY2(qAbs(f.illusionFactor - 41.0) <= 0.5, qPrintable(QString::number(f.illusionFactor)));
    QVERIFY(qAbs(f.noBarrierSpeedup - 1000.0) < 1e-6);
    QVERIFY(qAbs(f.honestSpeedup - f.impliedSpeedup) < 1e-12);
    // 4000 is 20 % smaller and about half the work.
    model.setN(4000);
    QCOMPARE(model.figures().flops, 1.28e11);
}

void TestTiming::consequence()
{
    const TimingFigures f = TimingModel::compute(honestSettings());
    QVERIFY2(qAbs(f.jobHonestSeconds / 60.0 - 25.0) < 0.5, qPrintable(QString::number(f.jobHonestSeconds)));
    QVERIFY(qAbs(f.jobIllusionSeconds - 36.0) < 1e-6);
    const QString text = TimingModel::consequence(f);
    QVERIFY2(text.contains(QStringLiteral("10-hour")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("25 minutes")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("36 s")), qPrintable(text));
    // The timeline is always the teaching model: never "this GPU" on a machine without one.
    QVERIFY2(text.contains(QStringLiteral("on the simulated GPU")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("this GPU")), qPrintable(text));
    QCOMPARE(TimingModel::roughDuration(36.0), QStringLiteral("36 s"));
    QCOMPARE(TimingModel::roughDuration(3.0 * 3600.0), QStringLiteral("3.0 hours"));
    // In the locale's digits, as every other figure on the panel.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = TimingModel::roughDuration(2.5 * 3600.0);
    QLocale::setDefault(QLocale::c());
    QCOMPARE(german, QStringLiteral("2,5 hours"));
}

void TestTiming::togglesMoveTheNumber_data()
{
    // Each row changes one thing from the honest set-up; `sign` is the
    // direction the stopwatch reading must move (+1 longer, -1 shorter).
    QTest::addColumn<TimingSettings>("settings");
    QTest::addColumn<int>("sign");
    TimingSettings s = honestSettings();
    s.barrierAfter = false;
    QTest::newRow("barrier off: the enqueue only") << s << -1;
    s = honestSettings();
    s.warm = false;
    QTest::newRow("cold first call") << s << +1;
    s = honestSettings();
    s.barrierBefore = false;
    QTest::newRow("barrier only after: earlier queued work") << s << +1;
    s = honestSettings();
    s.clock = Clock::DeviceEvents;
    QTest::newRow("device events: kernel only") << s << -1;
}

void TestTiming::togglesMoveTheNumber()
{
    QFETCH(TimingSettings, settings);
    QFETCH(int, sign);
    const TimingFigures honest = TimingModel::compute(honestSettings());
    const TimingFigures f = TimingModel::compute(settings);
    QVERIFY(f.measuredSeconds != honest.measuredSeconds);
    QCOMPARE(f.measuredSeconds > honest.measuredSeconds ? 1 : -1, sign);
    QCOMPARE(f.impliedSpeedup < honest.impliedSpeedup ? 1 : -1, sign);
    QVERIFY(!TimingModel::explanation(settings, f).isEmpty());
    // The references do not move with the toggles.
    QCOMPARE(f.honestSeconds, honest.honestSeconds);
    if (settings.clock == Clock::DeviceEvents)
        QCOMPARE(f.measuredSeconds, f.kernelSeconds); // 0.20 s → 25×
    if (!settings.warm)
        QVERIFY(qAbs(f.measuredSeconds - (kColdStartSeconds + 0.205)) < 1e-12);
    if (!settings.barrierBefore)
        QVERIFY(qAbs(f.measuredSeconds - (f.queuedSeconds + 0.20)) < 1e-12); // the kernel queues behind earlier work
}

void TestTiming::timelineShowsTheStopwatchStoppingEarly()
{
    TimingSettings s = honestSettings();
    s.barrierAfter = false;
    TimingFigures f = TimingModel::compute(s);
    const TimelineSegment *kernel = nullptr;
    const TimelineSegment *launch = nullptr;
    for (const auto &seg : f.segments) {
        QVERIFY(seg.end >= seg.start);
        QVERIFY(!seg.label.isEmpty());
        if (seg.kind == SegmentKind::Kernel)
            kernel = &seg;
        if (seg.kind == SegmentKind::Launch)
            launch = &seg;
    }
    QVERIFY(kernel && launch);
    // The 5 ms is per-call overhead in the lesson's bookkeeping, not a launch's real cost.
    QVERIFY2(launch->label.contains(QStringLiteral("overhead")), qPrintable(launch->label));
    const QString why = TimingModel::explanation(s, f);
    QVERIFY2(why.contains(QStringLiteral("stand-in for all per-call overhead")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("microseconds")), qPrintable(why));
    QCOMPARE(kernel->lane, Lane::Device);
    QCOMPARE(launch->lane, Lane::Host);
    QVERIFY(kernel->start >= launch->end);
    QCOMPARE(f.markers.size(), 2);
    QCOMPARE(f.markers[1].kind, TimelineMarker::Kind::TimerStop);
    QCOMPARE(f.markers[1].at, launch->end); // stops right after the launch …
    QVERIFY(kernel->end > f.markers[1].at); // … while the kernel runs on
    QVERIFY(f.viewStart <= 0.0 && f.viewEnd >= kernel->end);

    s.barrierAfter = true;
    f = TimingModel::compute(s);
    QCOMPARE(f.markers[1].at, f.kernelEnd);
    bool waits = false;
    for (const auto &seg : f.segments)
        waits |= seg.kind == SegmentKind::Wait && seg.lane == Lane::Host && seg.end == f.kernelEnd;
    QVERIFY(waits);

    s.clock = Clock::DeviceEvents;
    f = TimingModel::compute(s);
    QCOMPARE(f.markers[0].kind, TimelineMarker::Kind::EventStart);
    QCOMPARE(f.markers[0].lane, Lane::Device);
}

void TestTiming::firstBarrierDrainsEarlierQueuedWork()
{
    // What the barrier before the timer drains is work queued earlier on the
    // device: the randn that made A and B and the warm-up multiply. A plain
    // .to("cuda") has finished its copy when it returns, so nothing here is
    // an upload.
    TimingSettings s = honestSettings();
    s.barrierBefore = false;
    TimingFigures f = TimingModel::compute(s);
    // 2 × 5000² fp32 filled at 500 GB/s = 0.4 ms, plus the 0.20 s warm-up.
    QVERIFY2(qAbs(f.fillSeconds - 4e-4) < 1e-12, qPrintable(QString::number(f.fillSeconds)));
    QVERIFY(qAbs(f.queuedSeconds - (4e-4 + 0.20)) < 1e-12);
    QVERIFY(qAbs(f.measuredSeconds - 0.4004) < 1e-12); // the warm-up is billed to the timed multiply
    const TimelineSegment *queued = nullptr;
    for (const auto &seg : f.segments)
        if (seg.kind == SegmentKind::QueuedWork)
            queued = &seg;
    QVERIFY(queued);
    QCOMPARE(queued->lane, Lane::Device);
    QCOMPARE(queued->start, 0.0); // still running when the timer starts
    QVERIFY2(queued->label.contains(QStringLiteral("warm-up")), qPrintable(queued->label));
    QVERIFY2(!queued->label.contains(QStringLiteral("upload")), qPrintable(queued->label));
    const QString why = TimingModel::explanation(s, f);
    QVERIFY2(why.contains(QStringLiteral("queued earlier")), qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("upload")), qPrintable(why));

    // Cold: no warm-up ran, so only the fill is queued — and 0.4 ms of it is
    // done long before the 0.25 s set-up ends, so it is not in the reading and
    // the explanation does not say it is.
    s.warm = false;
    f = TimingModel::compute(s);
    QVERIFY(qAbs(f.queuedSeconds - 4e-4) < 1e-12);
    QVERIFY(!f.queuedInReading);
    const QString coldWhy = TimingModel::explanation(s, f);
    QVERIFY2(!coldWhy.contains(QStringLiteral("the reading includes it")), qPrintable(coldWhy));
    QVERIFY2(coldWhy.contains(QStringLiteral("added nothing")), qPrintable(coldWhy));

    // With the barrier the earlier work ends before time 0 and the reading is honest.
    f = TimingModel::compute(honestSettings());
    for (const auto &seg : f.segments) {
        QVERIFY2(!seg.label.contains(QStringLiteral("upload")), qPrintable(seg.label));
        if (seg.kind == SegmentKind::QueuedWork)
            QVERIFY(qAbs(seg.end) < 1e-15);
    }
    QVERIFY(f.honest);
}

void TestTiming::speedupVerdict()
{
    using Verdict = TimingFigures::Verdict;
    // The honest set-up, and device events after a barrier (25× against 24.4×): close.
    QCOMPARE(TimingModel::compute(honestSettings()).verdict, Verdict::CloseToHonest);
    TimingSettings s = honestSettings();
    s.clock = Clock::DeviceEvents;
    QVERIFY(TimingModel::compute(s).overstatement > 1.0);
    QCOMPARE(TimingModel::compute(s).verdict, Verdict::CloseToHonest);
    // Events read before they completed: no reading at all.
    s.barrierAfter = false;
    QCOMPARE(TimingModel::compute(s).verdict, Verdict::NoReading);
    QVERIFY(TimingModel::compute(s).misleading());
    // The missing barrier: 1000× claimed against 24.4× honest.
    s = honestSettings();
    s.barrierAfter = false;
    const TimingFigures off = TimingModel::compute(s);
    QVERIFY(off.overstatement > kOverstatedAbove);
    QCOMPARE(off.verdict, Verdict::Overstated);
    // The threshold itself: with a long kernel the missing barrier barely
    // matters, with a short one it overstates. Walk the launch cost across it.
    s = honestSettings();
    s.barrierAfter = false;
    s.n = kMinN; // a short kernel, so a long launch cost can hide it
    bool sawClose = false;
    bool sawOverstated = false;
    for (double launch = kMinLaunchSeconds; launch <= kMaxLaunchSeconds; launch *= 1.25) {
        s.launchSeconds = launch;
        const TimingFigures f = TimingModel::compute(TimingModel::clamped(s));
        QCOMPARE(f.verdict, f.overstatement > kOverstatedAbove ? Verdict::Overstated : Verdict::CloseToHonest);
        (f.verdict == Verdict::Overstated ? sawOverstated : sawClose) = true;
    }
    QVERIFY(sawOverstated);
    QVERIFY(sawClose);
}

// A timer that held more than the multiply reads too slow: the lab must not
// call 17× "close" to an honest 100×, and it says which toggle did it.
void TestTiming::understatedVerdictNamesTheCause()
{
    using Verdict = TimingFigures::Verdict;
    // A cold first call behind the barrier: 5.0 / 0.455 s ≈ 11× against 24.4×.
    TimingSettings s = honestSettings();
    s.warm = false;
    TimingFigures f = TimingModel::compute(s);
    QVERIFY(f.overstatement < kUnderstatedBelow);
    QCOMPARE(f.verdict, Verdict::Understated);
    QVERIFY(f.misleading());
    QVERIFY(f.coldInReading);
    QVERIFY(!f.queuedInReading);
    const QString cold = TimingModel::understatedWhy(f);
    QVERIFY(!cold.isEmpty());
    // No barrier before the timer: the multiply waits behind the randn and
    // the warm-up (0.2 s more), 5.0 / 0.405 s ≈ 12×.
    s = honestSettings();
    s.barrierBefore = false;
    f = TimingModel::compute(s);
    QCOMPARE(f.verdict, Verdict::Understated);
    QVERIFY(!f.coldInReading);
    QVERIFY(f.queuedInReading);
    const QString queued = TimingModel::understatedWhy(f);
    QVERIFY(!queued.isEmpty() && queued != cold);
    // Cold with the queue left in the window: the queue (the fill only, no
    // warm-up) finishes under the set-up, so the set-up is the cause.
    s.warm = false;
    f = TimingModel::compute(s);
    QVERIFY(f.fillSeconds < f.coldSeconds);
    QVERIFY(f.coldInReading);
    QVERIFY(!f.queuedInReading);
    QCOMPARE(f.verdict, Verdict::Understated);
    QCOMPARE(TimingModel::understatedWhy(f), cold);
    // A long kernel (n = 10000, 1.6 s) dwarfs the 0.25 s set-up: close again, nothing to blame.
    s.n = kMaxN;
    f = TimingModel::compute(s);
    QVERIFY(f.coldInReading);
    QCOMPARE(f.verdict, Verdict::CloseToHonest);
    QVERIFY(TimingModel::understatedWhy(f).isEmpty());
    QVERIFY(TimingModel::understatedWhyAlternatives().contains(cold));
    QVERIFY(TimingModel::understatedWhyAlternatives().contains(queued));
    // The golden "cold and queued" state: 17× read against 100× honest. The
    // 1 ms fill finished under the 250 ms set-up, so only the set-up is to blame.
    s = TimingSettings{};
    s.n = 8000;
    s.cpuGflops = 200;
    s.gpuGflops = 20000;
    s.launchSeconds = 1e-5;
    s.barrierAfter = true;
    s.barrierBefore = false;
    s.warm = false;
    f = TimingModel::compute(s);
    QCOMPARE(qRound(f.impliedSpeedup), 17);
    QCOMPARE(qRound(f.honestSpeedup), 100);
    QCOMPARE(f.verdict, Verdict::Understated);
    QVERIFY(f.coldInReading && !f.queuedInReading);
    // Device events leave host costs out: a cold call reads close.
    s = honestSettings();
    s.warm = false;
    s.clock = Clock::DeviceEvents;
    f = TimingModel::compute(s);
    QCOMPARE(f.verdict, Verdict::CloseToHonest);
    QVERIFY(!f.coldInReading && !f.queuedInReading);
    QVERIFY(TimingModel::understatedWhy(f).isEmpty());
    // Walk the size across the threshold: a cold call behind the barrier reads
    // 0.25 s more than overhead + kernel, which matters less as the kernel grows.
    s = honestSettings();
    s.warm = false;
    bool sawClose = false;
    bool sawUnderstated = false;
    for (double n = kMinN; n <= kMaxN; n *= 1.25) {
        s.n = int(n);
        f = TimingModel::compute(TimingModel::clamped(s));
        QCOMPARE(f.verdict, f.overstatement < kUnderstatedBelow ? Verdict::Understated : Verdict::CloseToHonest);
        (f.verdict == Verdict::Understated ? sawUnderstated : sawClose) = true;
    }
    QVERIFY(sawUnderstated);
    QVERIFY(sawClose);
}

// Exactly at either threshold still counts as close; a hair past it does not.
void TestTiming::verdictThresholdsAreExclusive()
{
    using Verdict = TimingFigures::Verdict;
    QCOMPARE(kUnderstatedBelow * kOverstatedAbove, 1.0); // symmetric
    QCOMPARE(TimingModel::verdictFor(false, 1.0), Verdict::CloseToHonest);
    QCOMPARE(TimingModel::verdictFor(false, kOverstatedAbove), Verdict::CloseToHonest);
    QCOMPARE(TimingModel::verdictFor(false, std::nextafter(kOverstatedAbove, 2.0)), Verdict::Overstated);
    QCOMPARE(TimingModel::verdictFor(false, kUnderstatedBelow), Verdict::CloseToHonest);
    QCOMPARE(TimingModel::verdictFor(false, std::nextafter(kUnderstatedBelow, 0.0)), Verdict::Understated);
    QCOMPARE(TimingModel::verdictFor(true, 1.0), Verdict::NoReading);
    QCOMPARE(TimingModel::verdictFor(true, 0.1), Verdict::NoReading);
}

void TestTiming::eventsReadBeforeCompletionRaise()
{
    // start.elapsed_time(end) does not wait: unless the stop event has
    // completed, PyTorch raises (c10/cuda/CUDAEvent.h).
    TimingSettings s = honestSettings();
    s.clock = Clock::DeviceEvents;
    s.barrierAfter = false;
    TimingFigures f = TimingModel::compute(s);
    QVERIFY(f.readingFailed);
    QCOMPARE(f.readingError,
             QStringLiteral("RuntimeError: Both events must be completed before calculating elapsed time."));
    QCOMPARE(f.measuredSeconds, 0.0);
    QCOMPARE(f.impliedSpeedup, 0.0);
    QVERIFY(!f.honest);
    const QString why = TimingModel::explanation(s, f);
    QVERIFY2(why.contains(f.readingError), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("synchronize()")), qPrintable(why));
    QVERIFY2(!why.contains(QStringLiteral("waits for the stop event")), qPrintable(why));

    // Synchronized first, the events read the kernel alone.
    s.barrierAfter = true;
    f = TimingModel::compute(s);
    QVERIFY(!f.readingFailed);
    QVERIFY(f.readingError.isEmpty());
    QCOMPARE(f.measuredSeconds, f.kernelSeconds);
}

void TestTiming::slidersRecomputeAndClamp()
{
    TimingModel m;
    m.setBarrierAfter(true);
    m.setN(2500); // 1/8 of the work
    QVERIFY(qAbs(m.figures().cpuSeconds - 5.0 / 8.0) < 1e-12);
    m.setCpuGflops(100.0);
    QVERIFY(qAbs(m.figures().cpuSeconds - 2.5 / 8.0) < 1e-12);
    m.setGpuGflops(2500.0);
    QVERIFY(qAbs(m.figures().kernelSeconds - 0.1 / 8.0) < 1e-12);
    m.setLaunchSeconds(1e-5);
    QCOMPARE(m.figures().noBarrierSeconds, 1e-5);
    m.setN(1);
    QCOMPARE(m.settings().n, kMinN);
    m.setLaunchSeconds(100.0);
    QCOMPARE(m.settings().launchSeconds, kMaxLaunchSeconds);
    m.reset();
    QCOMPARE(m.settings().n, kDefaultN);
    QCOMPARE(m.settings().barrierAfter, false);
    QCOMPARE(m.settings().cpuGflops, 50.0);
}

void TestTiming::queueRunsInFifoOrder()
{
    kernels::AsyncQueue queue;
    std::vector<int> order; // touched by the worker only until synchronize()
    std::uint64_t last = 0;
    for (int i = 0; i < 200; ++i) {
        const std::uint64_t ticket = queue.submit([&order, i] { order.push_back(i); });
        QCOMPARE(ticket, last + 1);
        last = ticket;
    }
    QVERIFY(queue.synchronize().ok());
    QCOMPARE(int(order.size()), 200);
    for (int i = 0; i < 200; ++i)
        QCOMPARE(order[std::size_t(i)], i);
    QCOMPARE(queue.completed(), std::uint64_t(200));
    QCOMPARE(queue.pending(), std::size_t(0));
    QVERIFY(queue.wait().ok()); // nothing pending: returns at once
}

void TestTiming::queueSubmitReturnsAndSynchronizeWaits()
{
    kernels::AsyncQueue queue;
    std::atomic<bool> release{false};
    std::atomic<bool> done{false};
    queue.submit([&] {
        while (!release.load())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        done.store(true);
    });
    // submit() came back although the item cannot finish until we let it.
    QVERIFY(!done.load());
    QCOMPARE(queue.pending(), std::size_t(1));
    std::thread releaser([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        release.store(true);
    });
    QVERIFY(queue.synchronize().ok());
    QVERIFY(done.load()); // the barrier returned only after the work
    QCOMPARE(queue.pending(), std::size_t(0));
    releaser.join();
}

void TestTiming::queueReportsFailures()
{
    kernels::AsyncQueue queue;
    int after = 0;
    queue.submit([] { throw std::runtime_error("boom"); });
    queue.submit([&] { after = 1; }); // the queue keeps going
    const kernels::Status s = queue.synchronize();
    QVERIFY(!s.ok());
    QCOMPARE(QByteArray::fromStdString(s.message), QByteArray("boom"));
    QCOMPARE(after, 1);
    QVERIFY(queue.synchronize().ok()); // reported once
}

void TestTiming::queueDestructionWithPendingWorkIsClean()
{
    std::atomic<int> ran{0};
    {
        kernels::AsyncQueue queue;
        for (int i = 0; i < 5; ++i)
            queue.submit([&ran] {
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
                ran.fetch_add(1);
            });
        // No synchronize(): the destructor drains and joins, like a stream.
    }
    QCOMPARE(ran.load(), 5);
    {
        kernels::AsyncQueue idle;
    } // and an idle queue stops cleanly
}

void TestTiming::cpuQueueIllusionIsReal()
{
    TimingRequest r;
    r.n = 1000;
    r.repeats = 5;
    r.cuda = false;
    std::atomic<bool> cancel{false};
    int progressCalls = 0;
    const CpuQueueTiming t =
        measureCpuQueue(r, cancel, [&](int, int, const QString &phase) { progressCalls += !phase.isEmpty(); });
    QVERIFY2(t.ok(), qPrintable(t.error));
    QVERIFY(progressCalls > 0);
    QCOMPARE(t.label, cpuQueueLabel());
    QCOMPARE(t.submitSeconds.size(), 5);
    QCOMPARE(t.waitedSeconds.size(), 5);
    QCOMPARE(t.verdict, core::Verdict::Passed);
    // The machine's load was sampled around the readings (Linux: /proc/self/task).
    QVERIFY(t.load.known);
    QVERIFY(t.load.waitShare >= 0.0 && t.load.waitShare <= 1.0);
    // Both numbers measured; only their order is asserted.
    QVERIFY2(t.submit.median < t.waited.median / 10.0,
             qPrintable(QStringLiteral("submit %1 s, waited %2 s").arg(t.submit.median).arg(t.waited.median)));
    QVERIFY(t.waited.median >= t.run.median);
    // The cold call is flagged cold (cache off: the kernel was generated) and
    // costs at least what a warmed call does.
    QVERIFY(t.coldIsCold);
    QVERIFY(t.coldCreateSeconds > 0.0);
    // The cold reading is its two measured parts: set-up, then a first run.
    // (It is not compared with the warm runs: that would be a timed
    // assertion, and on a loaded machine every warm run can be slower than
    // the cold one — CI once saw 10 ms cold against 19 ms for the fastest warm.)
    QVERIFY(t.coldFirstRunSeconds > 0.0);
    QCOMPARE(t.coldSeconds, t.coldCreateSeconds + t.coldFirstRunSeconds);
    qInfo("n=1000: submit %.1f us, waited %.2f ms, warm run %.2f ms, cold %.2f ms (create %.2f ms)",
          t.submit.median * 1e6, t.waited.median * 1e3, t.run.median * 1e3, t.coldSeconds * 1e3,
          t.coldCreateSeconds * 1e3);
}

void TestTiming::cpuQueueHonoursCancel()
{
    TimingRequest r;
    r.n = 256;
    std::atomic<bool> cancel{true};
    const TimingRun run = measureTiming(r, cancel);
    QVERIFY(run.cpu.cancelled);
    QVERIFY(!run.cpu.ok());
    QVERIFY(run.cpu.waitedSeconds.isEmpty());
    QVERIFY(!succeeded(run));
}

void TestTiming::badRequestsAreRefused()
{
    std::atomic<bool> cancel{false};
    TimingRequest r;
    r.n = 0;
    QVERIFY(measureCpuQueue(r, cancel).error.contains(QStringLiteral("at least 1")));
    r.n = 64;
    r.repeats = 0;
    QVERIFY(!validateTimingRequest(r).isEmpty());
    r.repeats = 1;
    r.warmup = -1;
    QVERIFY(!validateTimingRequest(r).isEmpty());
    r.n = 300000; // 1 TB of operands: the memory guard answers
    r.warmup = 0;
    const CpuQueueTiming big = measureCpuQueue(r, cancel);
    QVERIFY2(big.error.contains(QStringLiteral("needs")), qPrintable(big.error));
}

void TestTiming::cudaModuleRefusesBadInput()
{
    // The raw module call refuses bad input with a code and a message.
    kernels::CudaModuleLoad load = kernels::loadCudaModule();
    if (load.outcome == kernels::CudaModuleLoad::Outcome::NoDriver)
        load = kernels::tryLoadCudaModule(load.path); // declined for want of a driver: open it directly
    if (load.module == nullptr)
        QSKIP(qPrintable(QStringLiteral("the CUDA module is not loaded (%1): %2")
                             .arg(QString::fromStdString(load.path), QString::fromStdString(load.detail))));
    QVERIFY(load.module->timeSync != nullptr);
    char err[GPULAB_CUDA_TEXT] = {};
    gpulab_cuda_sync_timing_t out{};
    out.size = sizeof out;
    gpulab_cuda_sync_sample_t sample{};
    sample.size = sizeof sample;
    QCOMPARE(load.module->timeSync(nullptr, 0, 1, &sample, &out, nullptr, nullptr, err, sizeof err), GPULAB_CUDA_ERROR);
    QVERIFY(std::strstr(err, "prepare") != nullptr);
    QCOMPARE(load.module->timeSync(nullptr, 0, 1, &sample, nullptr, nullptr, nullptr, nullptr, 0), GPULAB_CUDA_ERROR);
}

void TestTiming::cudaMeasuresWithADevice()
{
    const core::DeviceReport report = core::deviceReport();
    if (!report.cuda.usable())
        QSKIP(qPrintable(QStringLiteral("no usable GPU: %1").arg(report.cuda.reason)));
    // A GPU machine: the real thing, verified, with the expected order.
    TimingRequest r;
    r.n = 128;
    r.repeats = 3;
    std::atomic<bool> cancel{false};
    const CudaTiming t = measureCuda(r, cancel);
    QVERIFY2(t.ok(), qPrintable(t.error));
    QCOMPARE(t.syncSeconds.size(), 3);
    QCOMPARE(t.verdict, core::Verdict::Passed);
    QVERIFY(t.noSync.median < t.sync.median);
    QVERIFY(t.coldWasFirst);
}

void TestTiming::cudaRefusesCleanlyWithoutDevice()
{
    const core::DeviceReport report = core::deviceReport();
    if (report.cuda.usable())
        QSKIP("this machine has a usable GPU (cudaMeasuresWithADevice covers it)");
    TimingRequest r;
    r.n = 128;
    r.repeats = 3;
    std::atomic<bool> cancel{false};
    const CudaTiming t = measureCuda(r, cancel);
    QVERIFY(!t.usable);
    QVERIFY(!t.ok());
    QVERIFY2(t.reason.contains(report.cuda.reason), qPrintable(t.reason));
    QVERIFY(t.syncSeconds.isEmpty() && t.noSyncSeconds.isEmpty() && t.eventSeconds.isEmpty());
    std::string error;
    QVERIFY(kernels::CudaBackend::create(GPULAB_CUDA_KERNEL_CUBLAS, error) == nullptr);
    QVERIFY(!error.empty());
}

void TestTiming::reportJsonHasTheKeys()
{
    TimingRun run;
    run.request.n = 64;
    run.cpu.label = cpuQueueLabel();
    run.cpu.n = 64;
    run.cpu.submitSeconds = {1e-5, 2e-5};
    run.cpu.waitedSeconds = {1e-3, 1e-3};
    run.cpu.submit = core::spreadOf(run.cpu.submitSeconds);
    run.cpu.waited = core::spreadOf(run.cpu.waitedSeconds);
    run.cpu.verdict = core::Verdict::Passed;
    run.cuda.reason = QStringLiteral("no NVIDIA driver found");
    const QJsonObject o = toJson(run);
    QCOMPARE(o.value(QStringLiteral("n")).toInt(), 64);
    const QJsonObject cpu = o.value(QStringLiteral("cpu_queue")).toObject();
    QCOMPARE(cpu.value(QStringLiteral("submit_seconds")).toArray().size(), 2);
    QCOMPARE(cpu.value(QStringLiteral("waited_median_seconds")).toDouble(), 1e-3);
    QVERIFY(qAbs(cpu.value(QStringLiteral("illusion_factor")).toDouble() - 1e-3 / 1.5e-5) < 1e-6);
    // One rule for the JSON, the text and the lab's summary; none without the short reading.
    QCOMPARE(illusionFactor(run.cpu), cpu.value(QStringLiteral("illusion_factor")).toDouble());
    QCOMPARE(illusionFactor(CudaTiming{}), 0.0);
    QVERIFY(cpu.value(QStringLiteral("verified")).toBool());
    const QJsonObject cuda = o.value(QStringLiteral("cuda")).toObject();
    QCOMPARE(cuda.value(QStringLiteral("usable")).toBool(), false);
    QCOMPARE(cuda.value(QStringLiteral("reason")).toString(), run.cuda.reason);
    QVERIFY(succeeded(run));
    const QString text = toTextLines(run).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("not measured — no NVIDIA driver found")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the un-waited number is 67× too small")), qPrintable(text));
    // Close readings (a tiny n, a busy machine) are not called an illusion of "1×".
    QVERIFY(illusionShows(2.0) && illusionShows(67.0));
    QVERIFY(!illusionShows(1.3) && !illusionShows(0.0));
    TimingRun close = run;
    close.cpu.submitSeconds = {9e-6, 9e-6};
    close.cpu.waitedSeconds = {11.3e-6, 11.3e-6};
    close.cpu.submit = core::spreadOf(close.cpu.submitSeconds);
    close.cpu.waited = core::spreadOf(close.cpu.waitedSeconds);
    const QString closeText = toTextLines(close).join(QLatin1Char('\n'));
    QVERIFY2(closeText.contains(QStringLiteral("close to the un-waited one (1.3×)")) &&
                 !closeText.contains(QStringLiteral("too small")),
             qPrintable(closeText));
    // A busy machine is named next to the readings, in the text and the JSON.
    TimingRun busy = run;
    busy.cpu.load.known = true;
    busy.cpu.load.waitShare = 0.53;
    busy.cpu.load.loadAverage = 2.4;
    const QString busyText = toTextLines(busy).join(QLatin1Char('\n'));
    QVERIFY2(busyText.contains(QStringLiteral("busy machine: the measuring threads waited 53 % of their time")),
             qPrintable(busyText));
    QVERIFY(!text.contains(QStringLiteral("busy machine")));
    const QJsonObject busyCpu = toJson(busy).value(QStringLiteral("cpu_queue")).toObject();
    QCOMPARE(busyCpu.value(QStringLiteral("wait_share")).toDouble(), 0.53);
    QVERIFY(busyCpu.value(QStringLiteral("busy_note")).toString().startsWith(QStringLiteral("busy machine")));
    // A QVariant carries it across the engine's queued signal.
    const QVariant v = QVariant::fromValue(run);
    QCOMPARE(v.value<TimingRun>().cpu.submitSeconds.size(), 2);
}

QTEST_GUILESS_MAIN(TestTiming)
#include "tst_timing.moc"
