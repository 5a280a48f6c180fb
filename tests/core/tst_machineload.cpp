// The busy-machine note on measured points (core/machineload.h): the
// arithmetic of a sample pair, the note's thresholds and words, and a real
// benchmark disturbed on purpose — by spinning threads that compete for the
// cores, and by a busy "window" thread — flagged as such.

#include "tests/common/spinners.h"

#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/machineload.h"

#include <QTest>

#include <atomic>
#include <thread>
#include <vector>

#include <pthread.h>
#include <sched.h>

using namespace gpulab::core;

using gpulab::testing::cores;
using gpulab::testing::Spinners;

namespace {

SchedSample sample(double run, double wait, double interactive, double wall)
{
    SchedSample s;
    s.valid = true;
    s.runSeconds = run;
    s.waitSeconds = wait;
    s.interactiveSeconds = interactive;
    s.interactiveKnown = true;
    s.wallSeconds = wall;
    return s;
}

BenchmarkPoint runNaive(int n)
{
    BackendChoice choice = createBackend(QStringLiteral("naive"));
    if (!choice.backend)
        qFatal("naive backend: %s", qPrintable(choice.error));
    BenchmarkRequest request;
    request.backendId = QStringLiteral("naive");
    request.sizes = {n};
    request.warmup = 1;
    request.repeats = 5;
    const std::atomic<bool> cancel{false};
    const BenchmarkResult r = runBenchmark(*choice.backend, request, cancel);
    if (r.points.size() != 1)
        qFatal("benchmark failed: %s", qPrintable(r.error));
    return r.points.first();
}

// Keeps the calling thread on one CPU (the first it may use) until destroyed,
// then gives it back the CPUs it had.
class PinnedToOneCpu {
public:
    PinnedToOneCpu()
    {
        CPU_ZERO(&m_before);
        pthread_getaffinity_np(pthread_self(), sizeof m_before, &m_before);
        std::size_t first = 0;
        while (first < std::size_t{CPU_SETSIZE} && !CPU_ISSET(first, &m_before))
            ++first;
        cpu_set_t one;
        CPU_ZERO(&one);
        CPU_SET(first, &one);
        pthread_setaffinity_np(pthread_self(), sizeof one, &one);
    }
    ~PinnedToOneCpu() { pthread_setaffinity_np(pthread_self(), sizeof m_before, &m_before); }
    PinnedToOneCpu(const PinnedToOneCpu &) = delete;
    PinnedToOneCpu &operator=(const PinnedToOneCpu &) = delete;

private:
    cpu_set_t m_before;
};

} // namespace

class TestMachineLoad : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sharesFromTwoSamples()
    {
        // 3 s on a core and 1 s waiting over 2 s of wall time; the window ran 0.5 s.
        const MachineLoad m = loadBetween(sample(10, 2, 1, 100), sample(13, 3, 1.5, 102), 3.25);
        QVERIFY(m.known);
        QCOMPARE(m.waitShare, 0.25);
        QCOMPARE(m.interactiveShare, 0.25);
        QCOMPARE(m.interactiveRatio, 0.5 / 3);
        QCOMPARE(m.loadAverage, 3.25);
    }

    void samplesThatSayNothing()
    {
        QVERIFY(!loadBetween(SchedSample{}, sample(1, 1, 0, 1), 1).known);
        // A thread ended in between: the sums shrank.
        QVERIFY(!loadBetween(sample(10, 2, 0, 1), sample(9, 2, 0, 2), 1).known);
        QVERIFY(!loadBetween(sample(10, 2, 0, 1), sample(10, 2, 0, 2), 1).known); // nothing ran
        QVERIFY(busyNote(MachineLoad{}).isEmpty());
    }

    void noteThresholds()
    {
        MachineLoad m;
        m.known = true;
        m.waitShare = kBusyWaitShare * 0.9;
        m.interactiveShare = 0.9;
        m.interactiveRatio = kBusyInteractiveRatio * 0.9; // plenty of cores: the window cost nothing
        QVERIFY2(busyNote(m).isEmpty(), qPrintable(busyNote(m)));
        m.interactiveShare = kBusyInteractiveShare * 0.9; // a trickle, even if the measurement was tiny
        m.interactiveRatio = 1.0;
        QVERIFY2(busyNote(m).isEmpty(), qPrintable(busyNote(m)));

        m.waitShare = 0.42;
        m.loadAverage = 3.5;
        const QString busy = busyNote(m);
        QVERIFY2(busy.contains(QStringLiteral("busy machine")), qPrintable(busy));
        QVERIFY2(busy.contains(QStringLiteral("42 %")), qPrintable(busy));
        QVERIFY2(busy.contains(QStringLiteral("load average 3.5")), qPrintable(busy));
        QVERIFY(!busy.contains(QStringLiteral("window")));

        m.waitShare = 0.0;
        m.interactiveShare = 0.8;
        m.interactiveRatio = 0.5;
        const QString window = busyNote(m);
        QVERIFY2(window.contains(QStringLiteral("own window was busy")), qPrintable(window));
        QVERIFY2(window.contains(QStringLiteral("80 %")), qPrintable(window));
    }

    void liveSamplesCountThisProcess()
    {
        const SchedSample before = sampleScheduler();
        QVERIFY2(before.valid, "/proc/self/task/*/schedstat is not readable");
        {
            const Spinners spin(1);
            QTest::qSleep(200);
        }
        const SchedSample after = sampleScheduler();
        // The spinner ran (almost) the whole time; it is gone now, but the
        // main thread's own time only grows, so compare the main thread's
        // clock: at least the sums are well-formed and the wall advanced.
        QVERIFY(after.wallSeconds - before.wallSeconds >= 0.19);
        QVERIFY(loadAverage() >= 0.0);
    }

    // More spinning threads than cores: the multiply's thread waits for a
    // core a large share of the time, and the point says so.
    void competingThreadsAreFlagged()
    {
        const Spinners spin(2 * cores());
        const BenchmarkPoint p = runNaive(256);
        QVERIFY2(p.waitShare >= kBusyWaitShare, qPrintable(QString::number(p.waitShare)));
        QVERIFY2(p.busyNote.contains(QStringLiteral("busy machine")), qPrintable(p.busyNote));
    }

    // The thread marked as the window spins while another thread measures
    // with one thread, both on the same CPU: the window took about as much of
    // that core as the measurement, and the point names it as the
    // disturbance. (On separate cores the window would cost the measurement
    // nothing, and a loaded machine decides how much CPU each gets.)
    void busyWindowIsFlagged()
    {
        markInteractiveThread();
        const PinnedToOneCpu pinWindow; // the measuring thread started below inherits this CPU
        BenchmarkPoint p;
        std::atomic<bool> done{false};
        std::thread measure([&] {
            p = runNaive(384); // long enough to span many scheduler slices on a loaded machine
            done = true;
        });
        volatile unsigned long x = 0;
        while (!done.load())
            x = x + 1;
        measure.join();
        QVERIFY2(p.busyNote.contains(QStringLiteral("own window was busy")),
                 qPrintable(QStringLiteral("window share %1, wait share %2: %3")
                                .arg(p.interactiveShare)
                                .arg(p.waitShare)
                                .arg(p.busyNote)));
    }
};

QTEST_GUILESS_MAIN(TestMachineLoad)
#include "tst_machineload.moc"
