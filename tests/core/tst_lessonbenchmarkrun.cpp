// The lesson's benchmark as the three views run it (the throughput lab, the
// device report's quick check, learn mode's exercise 1): CPU first, then the
// GPU or its labelled simulation, on the engine; cancel, another lab's
// measurement taking over, and a run destroyed in the middle.

#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/lessonbenchmarkrun.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace gpulab;
using namespace gpulab::core;
using Step = LessonBenchmarkRun::Step;

class TestLessonBenchmarkRun : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cpuThenGpuInOrder();
    void cancelledCpuStepStopsThePair();
    void anotherMeasurementDropsTheRun();
    void nothingStartsWithoutAnEngineOrTwice();
    void destroyedMidRunStopsItsJob();

private:
    ComputeEngine m_engine;
};

void TestLessonBenchmarkRun::initTestCase()
{
    qRegisterMetaType<Step>();
    m_engine.probeDevice(); // as the window does; the GPU step's wording reads the report
    QTRY_VERIFY_WITH_TIMEOUT(m_engine.deviceReportIsReady(), 60000);
}

void TestLessonBenchmarkRun::cpuThenGpuInOrder()
{
    LessonBenchmarkRun run(&m_engine);
    QStringList events;
    connect(&run, &LessonBenchmarkRun::stepStarted, this, [&](Step s, bool simulated) {
        events << (s == Step::Cpu
                       ? QStringLiteral("start cpu")
                       : QStringLiteral("start gpu%1").arg(simulated ? QStringLiteral(" (simulated)") : QString()));
    });
    connect(&run, &LessonBenchmarkRun::stepFinished, this, [&](const BenchmarkResult &r, Step s) {
        events << (s == Step::Cpu ? QStringLiteral("cpu done") : QStringLiteral("gpu done"));
        QVERIFY(r.error.isEmpty());
    });
    connect(&run, &LessonBenchmarkRun::finished, this, [&] { events << QStringLiteral("finished"); });
    QSignalSpy running(&run, &LessonBenchmarkRun::runningChanged);

    QVERIFY(run.start({96}, 1, 3));
    QVERIFY(run.isRunning());
    QCOMPARE(run.step(), Step::Cpu);
    QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 60000);

    const QString gpu = gpuStepSimulated() ? QStringLiteral("start gpu (simulated)") : QStringLiteral("start gpu");
    QCOMPARE(events, (QStringList{QStringLiteral("start cpu"), QStringLiteral("cpu done"), gpu,
                                  QStringLiteral("gpu done"), QStringLiteral("finished")}));
    QCOMPARE(running.count(), 2); // on once, off once: the GPU step does not blink it
    QCOMPARE(running.at(0).at(0).toBool(), true);
    QCOMPARE(running.at(1).at(0).toBool(), false);
    QCOMPARE(run.results().size(), 2);
    QCOMPARE(run.cpuResult().points.size(), 1);
    QCOMPARE(run.cpuResult().points.first().n, 96);
    QCOMPARE(run.cpuResult().backend.onGpu, false);
    QCOMPARE(run.gpuResult().backend.onGpu, true);
    QCOMPARE(run.gpuResult().backend.simulated, gpuStepSimulated());
    QVERIFY(!run.wasCancelled());

    // A second run starts from nothing.
    QVERIFY(run.start({64}, 0, 1));
    QCOMPARE(run.results().size(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 60000);
    QCOMPARE(run.cpuResult().points.first().n, 64);
}

void TestLessonBenchmarkRun::cancelledCpuStepStopsThePair()
{
    LessonBenchmarkRun run(&m_engine);
    QSignalSpy started(&run, &LessonBenchmarkRun::stepStarted);
    QSignalSpy finished(&run, &LessonBenchmarkRun::finished);
    QSignalSpy progress(&run, &LessonBenchmarkRun::progress);
    QVERIFY(run.start({4000}, 1, 5)); // long enough on any CPU to be inside it
    QTRY_VERIFY_WITH_TIMEOUT(progress.count() > 0, 60000);
    run.cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(run.wasCancelled());
    QVERIFY(run.cpuResult().cancelled);
    QCOMPARE(run.results().size(), 1); // no GPU step after a cancelled CPU step
    QCOMPARE(started.count(), 1);
    QVERIFY(!run.isRunning());
}

void TestLessonBenchmarkRun::anotherMeasurementDropsTheRun()
{
    LessonBenchmarkRun run(&m_engine);
    QSignalSpy dropped(&run, &LessonBenchmarkRun::dropped);
    QSignalSpy finished(&run, &LessonBenchmarkRun::finished);
    QVERIFY(run.start({3000}, 1, 5));
    // Another lab asks for a measurement: the latest request wins.
    BenchmarkRequest other;
    other.backendId = QStringLiteral("cpu");
    other.sizes = {32};
    other.warmup = 0;
    other.repeats = 1;
    const quint64 otherJob = m_engine.submit(other);
    QSignalSpy engineFinished(&m_engine, &ComputeEngine::finished);
    QTRY_VERIFY_WITH_TIMEOUT(dropped.count() == 1, 60000);
    QVERIFY(!run.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!m_engine.isBusy(), 60000);
    QCOMPARE(finished.count(), 0);
    // The other lab's result is not taken for this run's.
    bool sawOther = false;
    for (const auto &args : engineFinished)
        sawOther = sawOther || args.at(0).value<BenchmarkResult>().jobId == otherJob;
    QVERIFY(sawOther);
    QVERIFY(run.cpuResult().jobId != otherJob);
}

void TestLessonBenchmarkRun::nothingStartsWithoutAnEngineOrTwice()
{
    LessonBenchmarkRun none(nullptr);
    QVERIFY(!none.hasEngine());
    QVERIFY(!none.start({64}, 0, 1));
    QVERIFY(!none.isRunning());
    none.cancel(); // harmless

    LessonBenchmarkRun run(&m_engine);
    QVERIFY(run.start({64}, 0, 1));
    const quint64 job = m_engine.latestJob();
    QVERIFY(!run.start({64}, 0, 1)); // not while one runs
    QCOMPARE(m_engine.latestJob(), job);
    QTRY_VERIFY_WITH_TIMEOUT(!run.isRunning(), 60000);
}

void TestLessonBenchmarkRun::destroyedMidRunStopsItsJob()
{
    QSignalSpy engineFinished(&m_engine, &ComputeEngine::finished);
    auto run = std::make_unique<LessonBenchmarkRun>(&m_engine);
    QVERIFY(run->start({3000}, 1, 5));
    const quint64 job = m_engine.latestJob();
    run.reset(); // the view closed: nobody reads the run any more
    QVERIFY(engineFinished.wait(60000));
    const BenchmarkResult r = engineFinished.constLast().at(0).value<BenchmarkResult>();
    QCOMPARE(r.jobId, job);
    QVERIFY(r.cancelled); // stopped, not run to the end for nobody
    QTRY_VERIFY_WITH_TIMEOUT(!m_engine.isBusy(), 60000);
    QCOMPARE(m_engine.latestJob(), job); // and no GPU step was started after it
}

QTEST_GUILESS_MAIN(TestLessonBenchmarkRun)
#include "tst_lessonbenchmarkrun.moc"
