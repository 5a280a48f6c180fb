// The benchmark job and the engine: verified results, statistics, the memory
// guard, cancel, latest-wins, and destruction in the middle of a job.

#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/computeengine.h"
#include "core/memoryguard.h"
#include "core/stats.h"
#include "core/units.h"
#include "core/verify.h"
#include "kernels/cpu/naivebackend.h"
#include "kernels/sim/simbackend.h"
#include "tests/common/localepass.h"
#include "tests/common/runclock.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <random>

using namespace gpulab;
using namespace gpulab::core;

Q_DECLARE_METATYPE(QList<double>)

class TestEngine : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void spread_data();
    void spread();
    void verifyPassesAndCatchesAWrongEntry();
    void benchmarkIsVerifiedAndOrdered();
    void simulatedBenchmarkIsLabelledAndExact();
    void requestValidation_data();
    void requestValidation();
    void memoryGuardRule();
    void memoryGuardRefusesThroughTheEngine();
    void preflightRefusesWhatTheRunWouldMeet();
    void engineDeliversProgressAndResult();
    void cancelStopsWithinAMultiplyAndKeepsFinishedSizes();
    void latestRequestWins();
    void destroyingMidJobIsClean();
    void taskRunsOnTheWorkerAndReturnsItsValue();
    void taskCancelAndDropped();
    void activityFollowsSubmitFinishDropAndCancel();
};

void TestEngine::spread_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("median");
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::newRow("odd") << QList<double>{3, 1, 2} << 2.0 << 1.0 << 3.0;
    QTest::newRow("even") << QList<double>{4, 1, 3, 2} << 2.5 << 1.0 << 4.0;
    QTest::newRow("one") << QList<double>{7} << 7.0 << 7.0 << 7.0;
    QTest::newRow("outlier does not move the median") << QList<double>{1, 1, 1, 1, 100} << 1.0 << 1.0 << 100.0;
}

void TestEngine::spread()
{
    QFETCH(QList<double>, values);
    const Spread s = spreadOf(values);
    QTEST(s.median, "median");
    QTEST(s.min, "min");
    QTEST(s.max, "max");
}

void TestEngine::verifyPassesAndCatchesAWrongEntry()
{
    const int n = 200;
    std::vector<float> a(n * n), b(n * n), c(n * n);
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> d(-1, 1);
    for (auto &v : a)
        v = d(rng);
    for (auto &v : b)
        v = d(rng);
    QVERIFY(kernels::NaiveBackend::multiply(n, a.data(), b.data(), c.data(), nullptr));
    const VerifyOutcome good = verifySampled(n, a.data(), b.data(), c.data(), 32, 1);
    QCOMPARE(good.verdict, Verdict::Passed);
    QCOMPARE(good.samples, 32);
    QVERIFY(good.worstRatio < 1.0);

    // Drop one term from a corner entry (always sampled): a classic off-by-one.
    c[0] -= a[0] * b[0];
    const VerifyOutcome bad = verifySampled(n, a.data(), b.data(), c.data(), 32, 1);
    QCOMPARE(bad.verdict, Verdict::Failed);
    QCOMPARE(bad.mismatches, 1);
    QVERIFY(bad.text.contains(QStringLiteral("WRONG")));

    c[0] = std::numeric_limits<float>::quiet_NaN();
    QCOMPARE(verifySampled(n, a.data(), b.data(), c.data(), 8, 1).verdict, Verdict::Failed);
}

void TestEngine::benchmarkIsVerifiedAndOrdered()
{
    auto choice = createBackend(QStringLiteral("cpu"));
    QVERIFY(choice.backend);
    BenchmarkRequest r;
    r.sizes = {64, 128, 256};
    r.warmup = 1;
    r.repeats = 3;
    std::atomic<bool> cancel{false};
    int progressCalls = 0;
    const BenchmarkResult res = runBenchmark(
        *choice.backend, r, cancel, [&](const JobProgress &) { ++progressCalls; }, 7);
    QVERIFY2(res.ok(), qPrintable(res.error));
    QCOMPARE(res.jobId, quint64(7));
    QCOMPARE(res.points.size(), 3);
    QVERIFY(!res.backend.simulated);
    QVERIFY(res.backend.provenance().startsWith(QStringLiteral("Measured on")));
    QVERIFY(res.synchronized); // the backend contract: a barrier on both sides of every timed run
    QVERIFY(progressCalls >= 3 * 4);
    double lastFlops = 0;
    for (const auto &p : res.points) {
        QCOMPARE(p.verdict, Verdict::Passed);
        QCOMPARE(p.seconds.size(), 3);
        QCOMPARE(p.warmupSeconds.size(), 1);
        QCOMPARE(p.flops, units::matmulFlops(p.n));
        QVERIFY(p.flops > lastFlops);
        lastFlops = p.flops;
        QVERIFY(p.minSeconds <= p.medianSeconds && p.medianSeconds <= p.maxSeconds);
        QVERIFY(p.minSeconds > 0);
        QCOMPARE(p.gflops, p.flops / p.medianSeconds * 1e-9);
        QVERIFY(p.percentOfPeak > 0);
    }
}

void TestEngine::simulatedBenchmarkIsLabelledAndExact()
{
    kernels::SimBackend sim({}, "no NVIDIA driver found");
    BenchmarkRequest r;
    r.sizes = {5000};
    std::atomic<bool> cancel{false};
    const BenchmarkResult a = runBenchmark(sim, r, cancel);
    const BenchmarkResult b = runBenchmark(sim, r, cancel);
    QVERIFY(a.ok());
    QCOMPARE(a.points[0].medianSeconds, 0.205);
    QCOMPARE(a.points[0].medianSeconds, b.points[0].medianSeconds);
    QCOMPARE(a.points[0].verdict, Verdict::NotChecked);
    QVERIFY(a.points[0].verdictText.contains(QStringLiteral("simulated")));
    QVERIFY(a.backend.simulated);
    QCOMPARE(a.backend.provenance(), QStringLiteral("Simulated — no NVIDIA driver found"));
}

void TestEngine::requestValidation_data()
{
    QTest::addColumn<QList<int>>("sizes");
    QTest::addColumn<int>("repeats");
    QTest::addColumn<int>("warmup");
    QTest::addColumn<QString>("error");
    QTest::newRow("ok") << QList<int>{8} << 1 << 0 << QString();
    QTest::newRow("no sizes") << QList<int>{} << 1 << 0 << QStringLiteral("no matrix size");
    QTest::newRow("zero") << QList<int>{8, 0} << 1 << 0 << QStringLiteral("at least 1 (got 0)");
    QTest::newRow("negative") << QList<int>{-3} << 1 << 0 << QStringLiteral("at least 1 (got -3)");
    QTest::newRow("no repeats") << QList<int>{8} << 0 << 0 << QStringLiteral("repeats");
    QTest::newRow("negative warm-up") << QList<int>{8} << 1 << -1 << QStringLiteral("warm-up");
}

void TestEngine::requestValidation()
{
    QFETCH(QList<int>, sizes);
    QFETCH(int, repeats);
    QFETCH(int, warmup);
    QFETCH(QString, error);
    BenchmarkRequest r;
    r.sizes = sizes;
    r.repeats = repeats;
    r.warmup = warmup;
    const QString got = validateRequest(r);
    if (error.isEmpty())
        QVERIFY2(got.isEmpty(), qPrintable(got));
    else
        QVERIFY2(got.contains(error), qPrintable(got));
}

void TestEngine::memoryGuardRule()
{
    // 3 · 10000² · 4 B = 1.2 GB.
    QVERIFY(checkFits(10000, 1.3e9, QStringLiteral("RAM")).ok);
    const MemoryCheck no = checkFits(10000, 1.1e9, QStringLiteral("RAM"));
    QVERIFY(!no.ok);
    QCOMPARE(no.neededBytes, 1.2e9);
    QVERIFY(no.message.contains(QStringLiteral("1.2 GB")));
    QVERIFY(no.message.contains(QStringLiteral("RAM")));
    QVERIFY(!checkFits(0, 1e12, QStringLiteral("RAM")).ok);
}

void TestEngine::memoryGuardRefusesThroughTheEngine()
{
    ComputeEngine engine;
    QSignalSpy finished(&engine, &ComputeEngine::finished);
    BenchmarkRequest r;
    r.sizes = {64, 400000}; // the second needs 1.9 TB
    r.repeats = 1;
    engine.submit(r);
    QVERIFY(finished.wait(30000));
    const auto res = finished.at(0).at(0).value<BenchmarkResult>();
    QCOMPARE(res.points.size(), 1); // the first size ran
    QVERIFY2(res.error.contains(QStringLiteral("needs")), qPrintable(res.error));
    QVERIFY(res.error.contains(QStringLiteral("n = 400000")));
}

void TestEngine::preflightRefusesWhatTheRunWouldMeet()
{
    // What the command line checks up front is what the run itself meets.
    BackendChoice cpu = createBackend(QStringLiteral("cpu"));
    QVERIFY(cpu.backend);
    BenchmarkRequest r;
    r.sizes = {64, 128};
    r.repeats = 1;
    QCOMPARE(preflight(*cpu.backend, r), QString());
    r.sizes = {64, 400000}; // 1.9 TB for the second
    const QString memory = preflight(*cpu.backend, r);
    QVERIFY2(memory.contains(QStringLiteral("n = 400000")), qPrintable(memory));
    const BenchmarkResult ran = runBenchmark(*cpu.backend, r, std::atomic<bool>{false});
    // The same sentence; only the free RAM it quotes may have moved in between
    // (a loaded machine: a build beside the suite frees and takes memory).
    const qsizetype quoted = memory.indexOf(QStringLiteral(", but only "));
    QVERIFY2(quoted > 0, qPrintable(memory));
    QVERIFY2(ran.error.contains(memory.left(quoted + qsizetype(qstrlen(", but only ")))), qPrintable(ran.error));
    QVERIFY2(ran.error.contains(QStringLiteral(" is available")), qPrintable(ran.error));
    r.sizes = {};
    QCOMPARE(preflight(*cpu.backend, r), validateRequest(r));
    QVERIFY(!preflight(*cpu.backend, r).isEmpty());
    // A precision the backend cannot run: its own words, before any allocation.
    kernels::NaiveBackend naive;
    r.sizes = {64};
    r.precision = kernels::Precision::Tf32;
    const QString precision = preflight(naive, r);
    QVERIFY2(!precision.isEmpty(), "the naive loop runs fp32 only");
    const BenchmarkResult refused = runBenchmark(naive, r, std::atomic<bool>{false});
    QVERIFY2(refused.error.contains(precision), qPrintable(refused.error));
    QVERIFY(refused.points.isEmpty());
}

void TestEngine::engineDeliversProgressAndResult()
{
    ComputeEngine engine;
    QSignalSpy progress(&engine, &ComputeEngine::progress);
    QSignalSpy finished(&engine, &ComputeEngine::finished);
    QSignalSpy busy(&engine, &ComputeEngine::busyChanged);
    BenchmarkRequest r;
    r.sizes = {32, 96};
    r.repeats = 2;
    const quint64 id = engine.submit(r);
    QVERIFY(engine.isBusy());
    QVERIFY(finished.wait(30000));
    QVERIFY(!engine.isBusy());
    const auto res = finished.at(0).at(0).value<BenchmarkResult>();
    QCOMPARE(res.jobId, id);
    QVERIFY(res.ok());
    QCOMPARE(res.points.size(), 2);
    QVERIFY(progress.size() >= 2);
    const auto last = progress.last().at(0).value<JobProgress>();
    QCOMPARE(last.jobId, id);
    QCOMPARE(last.sizeCount, 2);
    QCOMPARE(busy.size(), 2);
}

// Cancel is checked between row panels of ~0.25 s inside each multiply, so it
// lands well within one multiply. The yardstick is the first multiply of this
// same run; ignoring the cancel would run four more of them.
void TestEngine::cancelStopsWithinAMultiplyAndKeepsFinishedSizes()
{
    GPULAB_SKIP_IN_LOCALE_PASS("cancelling a multiply at n = 6000");
    ComputeEngine engine;
    QSignalSpy finished(&engine, &ComputeEngine::finished);
    testing::RunClock clock(&engine, 6000);
    BenchmarkRequest r;
    r.sizes = {64, 6000}; // n = 6000: about a second a run on two cores
    r.warmup = 1;
    r.repeats = 5;
    engine.submit(r);
    // Wait until the second multiply at n = 6000 is under way: the first one's length is known.
    QTRY_VERIFY_WITH_TIMEOUT(clock.runsStarted() >= 2, 120000);
    const qint64 oneRun = clock.firstRunMs();
    QTest::qWait(int(oneRun / 4)); // a quarter into the multiply
    QElapsedTimer t;
    t.start();
    engine.cancel();
    QVERIFY(finished.wait(int(10 * oneRun + 5000)));
    const qint64 ms = t.elapsed();
    const QString late = clock.promptnessProblem("cancel", ms);
    QVERIFY2(late.isEmpty(), qPrintable(late));
    QVERIFY(clock.runsStarted() == 2); // no further run began
    const auto res = finished.at(0).at(0).value<BenchmarkResult>();
    QVERIFY(res.cancelled);
    QCOMPARE(res.points.size(), 1);
    QCOMPARE(res.points[0].n, 64);
    QCOMPARE(res.points[0].verdict, Verdict::Passed);
}

void TestEngine::latestRequestWins()
{
    ComputeEngine engine;
    QSignalSpy finished(&engine, &ComputeEngine::finished);
    BenchmarkRequest slow;
    slow.sizes = {3000};
    slow.repeats = 5;
    BenchmarkRequest quick;
    quick.sizes = {48};
    quick.repeats = 1;
    const quint64 first = engine.submit(slow);
    const quint64 second = engine.submit(quick);
    QVERIFY(second > first);
    QVERIFY(finished.wait(30000));
    QTest::qWait(200); // nothing else may arrive
    QCOMPARE(finished.size(), 1);
    const auto res = finished.at(0).at(0).value<BenchmarkResult>();
    QCOMPARE(res.jobId, second);
    QVERIFY(res.ok());
    QCOMPARE(res.points.at(0).n, 48);
}

// Destruction cancels and joins the worker: it must not wait for the job's
// remaining multiplies. Same yardstick as the cancel test.
void TestEngine::destroyingMidJobIsClean()
{
    GPULAB_SKIP_IN_LOCALE_PASS("destroying the engine mid-multiply");
    auto *engine = new ComputeEngine;
    testing::RunClock clock(engine, 6000);
    BenchmarkRequest r;
    r.sizes = {6000};
    r.repeats = 5;
    engine->submit(r);
    QTRY_VERIFY_WITH_TIMEOUT(clock.runsStarted() >= 2, 120000);
    const qint64 oneRun = clock.firstRunMs();
    QTest::qWait(int(oneRun / 4));
    QElapsedTimer t;
    t.start();
    delete engine; // the clock's connection goes with it
    const qint64 ms = t.elapsed();
    const QString late = clock.promptnessProblem("destruction", ms);
    QVERIFY2(late.isEmpty(), qPrintable(late));
}

void TestEngine::taskRunsOnTheWorkerAndReturnsItsValue()
{
    ComputeEngine engine;
    QSignalSpy progress(&engine, &ComputeEngine::taskProgress);
    QSignalSpy finished(&engine, &ComputeEngine::taskFinished);
    QThread *gui = QThread::currentThread();
    const quint64 id = engine.submitTask([gui](const std::atomic<bool> &, const TaskProgressFn &report) {
        report(1, 2, QStringLiteral("half"));
        return QVariant(QThread::currentThread() != gui ? 42 : -1);
    });
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.at(0).at(0).toULongLong(), id);
    QCOMPARE(finished.at(0).at(1).value<QVariant>().toInt(), 42); // ran off the GUI thread
    QCOMPARE(finished.at(0).at(2).toBool(), false);
    QCOMPARE(progress.size(), 1);
    QCOMPARE(progress.at(0).at(3).toString(), QStringLiteral("half"));
}

void TestEngine::taskCancelAndDropped()
{
    ComputeEngine engine;
    QSignalSpy finished(&engine, &ComputeEngine::taskFinished);
    QSignalSpy dropped(&engine, &ComputeEngine::jobDropped);
    const auto spin = [](const std::atomic<bool> &cancel, const TaskProgressFn &) {
        while (!cancel.load())
            QThread::msleep(5);
        return QVariant(QStringLiteral("stopped"));
    };
    const quint64 first = engine.submitTask(spin);
    const quint64 second = engine.submitTask(spin); // overtakes the first
    QCOMPARE(dropped.size(), 1);
    QCOMPARE(dropped.at(0).at(0).toULongLong(), first);
    QTest::qWait(100);
    engine.cancel();
    QVERIFY(finished.wait(5000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.at(0).at(0).toULongLong(), second);
    QCOMPARE(finished.at(0).at(2).toBool(), true);
    QVERIFY(!engine.isBusy());
}

// Whose job runs is known from the submit until its result (or its drop):
// views read it to say, before a learner presses Run, what would be stopped.
void TestEngine::activityFollowsSubmitFinishDropAndCancel()
{
    ComputeEngine engine;
    QVERIFY(engine.activity().isIdle());
    QSignalSpy changed(&engine, &ComputeEngine::activityChanged);
    const EngineOwner sweep{"throughput", "the size sweep"};
    const EngineOwner timing{"timing", "the timing measurement"};
    QVERIFY(sweep == (EngineOwner{"throughput", "the size sweep"})); // by the words, not the pointers
    QVERIFY(!(sweep == timing));
    QVERIFY(!EngineOwner{}.isNamed());

    // Submit, then finish: named while it runs, idle after.
    BenchmarkRequest r;
    r.sizes = {32};
    r.repeats = 1;
    const quint64 first = engine.submit(r, sweep);
    QCOMPARE(engine.activity().jobId, first);
    QVERIFY(engine.activity().owner == sweep);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.at(0).at(0).value<EngineActivity>(), engine.activity());
    QSignalSpy finished(&engine, &ComputeEngine::finished);
    QVERIFY(finished.wait(30000));
    QVERIFY(engine.activity().isIdle());
    QCOMPARE(changed.size(), 2);
    QVERIFY(changed.at(1).at(0).value<EngineActivity>().isIdle());

    // Drop: a newer job takes the activity over, and the dropped one is said first.
    const auto spin = [](const std::atomic<bool> &cancel, const TaskProgressFn &) {
        while (!cancel.load())
            QThread::msleep(5);
        return QVariant();
    };
    changed.clear();
    QList<EngineActivity> seenAtDrop;
    connect(&engine, &ComputeEngine::jobDropped, this, [&] { seenAtDrop << engine.activity(); });
    const quint64 second = engine.submitTask(spin, sweep);
    const quint64 third = engine.submitTask(spin, timing);
    QCOMPARE(engine.activity().jobId, third);
    QVERIFY(engine.activity().owner == timing);
    QCOMPARE(seenAtDrop.size(), 1);
    QCOMPARE(seenAtDrop.at(0).jobId, third); // a view that hears the drop already reads the newer job
    QCOMPARE(changed.size(), 2);
    QCOMPARE(changed.at(0).at(0).value<EngineActivity>().jobId, second);
    QCOMPARE(changed.at(1).at(0).value<EngineActivity>().jobId, third);

    // Cancel: the job stays the engine's until its cancelled result is in.
    QSignalSpy taskFinished(&engine, &ComputeEngine::taskFinished);
    engine.cancel();
    QCOMPARE(engine.activity().jobId, third);
    QVERIFY(taskFinished.wait(5000));
    QVERIFY(taskFinished.at(0).at(2).toBool());
    QVERIFY(engine.activity().isIdle());
    QCOMPARE(changed.size(), 3);
    QVERIFY(changed.at(2).at(0).value<EngineActivity>().isIdle());

    // Without an owner: busy, but nobody's.
    engine.submit(r);
    QVERIFY(!engine.activity().isIdle());
    QVERIFY(!engine.activity().owner.isNamed());
    QVERIFY(finished.wait(30000));
    QVERIFY(engine.activity().isIdle());
}

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
