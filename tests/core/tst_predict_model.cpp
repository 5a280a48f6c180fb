// The arithmetic of "predict, then test": the scales, the score per lab, and
// the true answers from each lab's own model at the figures of docs/facts.md.

#include "core/benchmarktypes.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "core/predict/predict.h"
#include "core/throughput/racemodel.h"
#include "core/timing/timingmodel.h"
#include "core/vram/vramplan.h"

#include <QTest>

#include <cmath>

using namespace gpulab::core;
using namespace gpulab::core::predict;

class TestPredictModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { Scoreboard::session().reset(); }
    void scales();
    void factorScale_data();
    void factorScale();
    void percentScale_data();
    void percentScale();
    void yesNo();
    void badGuessesAreOff();
    void scorePerLab();
    void crossoverAtTheDefaults();
    void crossoverNoneWhenTheGpuIsNarrower();
    void speedupFollowsTheSpeedupRule();
    void fitsAtTheLessonPlans();
    void sweepCostAtTheLessonFigures();
    void unsyncedTimerReadsTheLaunchOnly();
};

void TestPredictModel::scales()
{
    QCOMPARE(scaleOf(Question::Crossover), Scale::Factor);
    QCOMPARE(scaleOf(Question::Speedup), Scale::Factor);
    QCOMPARE(scaleOf(Question::UnsyncedTimer), Scale::Factor);
    QCOMPARE(scaleOf(Question::SweepCost), Scale::Percent);
    QCOMPARE(scaleOf(Question::Fits), Scale::YesNo);
}

void TestPredictModel::factorScale_data()
{
    QTest::addColumn<double>("guess");
    QTest::addColumn<double>("truth");
    QTest::addColumn<Closeness>("expected");
    QTest::newRow("exact") << 544.0 << 544.0 << Closeness::Close;
    QTest::newRow("1.5x over, the edge") << 816.0 << 544.0 << Closeness::Close;
    QTest::newRow("1.5x under, the edge") << 100.0 << 150.0 << Closeness::Close;
    QTest::newRow("2x over") << 1088.0 << 544.0 << Closeness::Near;
    QTest::newRow("3x under, the edge") << 10.0 << 30.0 << Closeness::Near;
    QTest::newRow("4x under") << 136.0 << 544.0 << Closeness::Off;
    QTest::newRow("1000x instead of 24x") << 1000.0 << 24.4 << Closeness::Off;
}

void TestPredictModel::factorScale()
{
    QFETCH(double, guess);
    QFETCH(double, truth);
    QFETCH(Closeness, expected);
    QCOMPARE(scoreFactor(guess, truth), expected);
    QCOMPARE(score(Question::Crossover, guess, truth), expected);
    QCOMPARE(factorOff(guess, truth), factorOff(truth, guess)); // symmetric on the log scale
}

void TestPredictModel::percentScale_data()
{
    QTest::addColumn<double>("guess");
    QTest::addColumn<double>("truth");
    QTest::addColumn<Closeness>("expected");
    QTest::newRow("exact $80") << 80.0 << 80.0 << Closeness::Close;
    QTest::newRow("$88 for $80: +10 %") << 88.0 << 80.0 << Closeness::Close;
    QTest::newRow("$70 for $80: −12.5 %") << 70.0 << 80.0 << Closeness::Near;
    QTest::newRow("$100 for $80: +25 %") << 100.0 << 80.0 << Closeness::Near;
    QTest::newRow("$40 for $80: −50 %") << 40.0 << 80.0 << Closeness::Off;
}

void TestPredictModel::percentScale()
{
    QFETCH(double, guess);
    QFETCH(double, truth);
    QFETCH(Closeness, expected);
    QCOMPARE(scorePercent(guess, truth), expected);
    QCOMPARE(score(Question::SweepCost, guess, truth), expected);
}

void TestPredictModel::yesNo()
{
    QCOMPARE(scoreYesNo(true, true), Closeness::Close);
    QCOMPARE(scoreYesNo(false, false), Closeness::Close);
    QCOMPARE(scoreYesNo(true, false), Closeness::Off);
    QCOMPARE(score(Question::Fits, 0.0, 1.0), Closeness::Off);
    QCOMPARE(score(Question::Fits, 1.0, 1.0), Closeness::Close);
}

void TestPredictModel::badGuessesAreOff()
{
    QVERIFY(std::isinf(factorOff(0.0, 544.0)));
    QVERIFY(std::isinf(factorOff(-3.0, 544.0)));
    QCOMPARE(scoreFactor(0.0, 544.0), Closeness::Off);
    QCOMPARE(percentOff(70.0, 80.0), -12.5);
    QCOMPARE(percentOff(0.0, 0.0), 0.0);
    QVERIFY(std::isinf(percentOff(5.0, 0.0)));
}

void TestPredictModel::scorePerLab()
{
    Scoreboard &b = Scoreboard::session();
    b.record(QStringLiteral("throughput"), Closeness::Close);
    b.record(QStringLiteral("throughput"), Closeness::Near);
    b.record(QStringLiteral("throughput"), Closeness::Close);
    b.record(QStringLiteral("vram"), Closeness::Off);
    QCOMPARE(b.score(QStringLiteral("throughput")), (Score{3, 2, 1}));
    QCOMPARE(b.score(QStringLiteral("vram")), (Score{1, 0, 0}));
    QCOMPARE(b.score(QStringLiteral("cost")), Score{});
    QCOMPARE(b.total(), (Score{4, 2, 1}));
    b.reset();
    QCOMPARE(b.total(), Score{});
}

void TestPredictModel::crossoverAtTheDefaults()
{
    // docs/facts.md: "crossover at the defaults | n ≈ 544".
    const auto n = crossoverAnswer(throughput::RaceSettings{});
    QVERIFY(n.has_value());
    QCOMPARE(std::round(*n), 544.0);
    // A guess of 400 is within 1.5×, 200 within 3×, 64 is off.
    QCOMPARE(scoreFactor(400, *n), Closeness::Close);
    QCOMPARE(scoreFactor(200, *n), Closeness::Near);
    QCOMPARE(scoreFactor(64, *n), Closeness::Off);
    // Ten times the overhead moves it by ∛10.
    throughput::RaceSettings slow;
    slow.launchSeconds = 0.05;
    QCOMPARE(std::round(*crossoverAnswer(slow)), std::round(*n * std::cbrt(10.0)));
}

void TestPredictModel::crossoverNoneWhenTheGpuIsNarrower()
{
    throughput::RaceSettings s;
    s.gpuLanes = 32;
    s.gpuClockHz = 0.3e9; // 9.6·10⁹ lane-cycles/s against the CPU's 3.2·10¹⁰
    QVERIFY(!crossoverAnswer(s).has_value());
}

void TestPredictModel::speedupFollowsTheSpeedupRule()
{
    BenchmarkResult cpu, gpu;
    QVERIFY(!speedupAnswer(cpu, gpu).has_value()); // nothing ran: no ratio to guess against
    // docs/facts.md, the lesson's teaching numbers: 5.0 s on the CPU, 0.205 s on the
    // (simulated) GPU with the barrier: 24.4×.
    BenchmarkPoint c;
    c.n = 5000;
    c.medianSeconds = 5.0;
    c.verdict = Verdict::Passed;
    cpu.points << c;
    BenchmarkPoint g = c;
    g.medianSeconds = 0.205;
    g.verdict = Verdict::NotChecked;
    gpu.backend.simulated = true; // a simulation computes nothing, so nothing to verify
    gpu.points << g;
    const auto speedup = speedupAnswer(cpu, gpu);
    QVERIFY(speedup.has_value());
    QCOMPARE(std::round(*speedup * 10.0) / 10.0, 24.4);
    QCOMPARE(scoreFactor(20.0, *speedup), Closeness::Close);
    QCOMPARE(scoreFactor(1000.0, *speedup), Closeness::Off); // the missing-barrier number
    // A wrong result gives no ratio, so a guess is not scored against it.
    cpu.points[0].verdict = Verdict::Failed;
    QVERIFY(!speedupAnswer(cpu, gpu).has_value());
}

void TestPredictModel::fitsAtTheLessonPlans()
{
    QCOMPARE(fitsQuestionCardBytes(), 24e9);
    // docs/facts.md: 7B, fp16, Adam is 99.5 GB with the headroom: not on a 24 GB card.
    vram::Plan train;
    train.activations = vram::ActivationEstimate::Lesson; // the lesson's 0.5 GB
    QCOMPARE(vram::totalBytes(train), 99.5e9);
    QVERIFY(!fitsAnswer(train));
    // Serving the same 7B in fp16 (14 GB of weights) does.
    vram::Plan serve = train;
    serve.mode = vram::Mode::Inference;
    QVERIFY(fitsAnswer(serve));
    // Training 1B with Adam: 16 B/param + activations + headroom = about 18 GB.
    vram::Plan small = train;
    small.params = 1e9;
    QVERIFY(fitsAnswer(small));
    small.params = 2e9;
    QVERIFY(!fitsAnswer(small));
}

void TestPredictModel::sweepCostAtTheLessonFigures()
{
    // docs/facts.md: A100 10 h × 5 = $80.00 on demand; spot $40.67 expected.
    const cost::RateTable t = cost::builtinRates();
    const cost::RateClass *a100 = t.find(QStringLiteral("a100-80"));
    QVERIFY(a100);
    cost::SweepInput in;
    in.hoursPerRun = 10;
    in.runs = 5;
    QCOMPARE(sweepCostAnswer(*a100, in), 80.0);
    in.spot = true;
    QCOMPARE(std::round(sweepCostAnswer(*a100, in) * 100.0) / 100.0, 40.67);
    // Guessing the $40.00 of work alone is close (within 10 %); the on-demand $80 is off.
    QCOMPARE(scorePercent(40.0, sweepCostAnswer(*a100, in)), Closeness::Close);
    QCOMPARE(scorePercent(80.0, sweepCostAnswer(*a100, in)), Closeness::Off);
}

void TestPredictModel::unsyncedTimerReadsTheLaunchOnly()
{
    // docs/facts.md, timing lab: without the barrier the timer reads the 5 ms launch
    // only; with it 0.205 s. Guessing the honest 0.205 s is off by 41×.
    const double reading = unsyncedTimerAnswer(timing::TimingSettings{});
    QCOMPARE(reading, 0.005);
    QCOMPARE(scoreFactor(0.205, reading), Closeness::Off);
    QCOMPARE(scoreFactor(0.006, reading), Closeness::Close);
}

QTEST_GUILESS_MAIN(TestPredictModel)
#include "tst_predict_model.moc"
