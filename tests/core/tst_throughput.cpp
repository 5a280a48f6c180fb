// The throughput race model, the work calculator and the sweep bookkeeping:
// exact figures from docs/facts.md and from the model's own formulas.

#include "core/computeengine.h"
#include "core/throughput/logscale.h"
#include "core/throughput/racemodel.h"
#include "core/throughput/sweep.h"
#include "core/throughput/sweeprunner.h"
#include "core/throughput/workcalculator.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpulab::core;
using namespace gpulab::core::throughput;

class TestThroughput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void workRatesPreferMeasuredMatmuls();
    void seriesPeakToShow();
    void logAxesSpanWholeDecades();
    void defaultWidthIsTheSpecComparison();
    void timesFollowTheFormula_data();
    void timesFollowTheFormula();
    void crossoverIsWhereTheFormulaSaysAtDefaults();
    void crossoverWithIdleLanesSolvesTheSameFormulas();
    void slowGpuNeverWins();
    void settingsAreClamped();
    void stepIsDeterministicAndEndsTheRace();
    void tilesShareTheWorkEvenly();
    void logSliderMapping();
    void workCalculatorPresets_data();
    void workCalculatorPresets();
    void workCalculatorRejectsBadInput_data();
    void workCalculatorRejectsBadInput();
    void workCalculatorAgreesWithTheRace();
    void sizeListParsing();
    void planCapsTheNaiveLoop();
    void measuredCrossoverInterpolatesOnLogAxes();
    void csvHasStableColumns();
    void csvWriteGoesThroughSaveFile();
    void csvBytesMatchTheGolden();
    void runnerRunsJobsInOrderAndSkipsABrokenBackend();
};

void TestThroughput::logAxesSpanWholeDecades()
{
    // An axis always spans two powers or more, so it shows three labels.
    using Ends = std::pair<double, double>;
    const auto near = [](Ends a, Ends b) {
        return std::fabs(a.first / b.first - 1.0) < 1e-12 && std::fabs(a.second / b.second - 1.0) < 1e-12;
    };
    QVERIFY(near(logAxisEnds(1.2e-5, 8.7e-5, 10.0), {1e-6, 1e-4})); // one decade of data: widened below
    QVERIFY(near(logAxisEnds(3e-5, 3e-5, 10.0), {1e-6, 1e-4}));     // a single value
    QVERIFY(near(logAxisEnds(1e-5, 1e-5, 10.0), {1e-6, 1e-4}));     // on a power: below and next above
    QVERIFY(near(logAxisEnds(3e-6, 0.2, 10.0), {1e-6, 1.0}));       // data wider than two decades: as is
    QVERIFY(near(logAxisEnds(40.0, 60.0, 2.0), {16.0, 64.0}));      // base 2: 32 … 64 widened to 16
    QVERIFY(near(logAxisEnds(0.0, 5.0, 10.0), {0.1, 10.0}));        // no positive low end: the high one
    for (double lo : {1e-7, 3.3e-4, 0.5, 7.0, 1234.0})
        for (double span : {1.0, 1.5, 9.9, 10.0, 1e3}) {
            const auto [a, b] = logAxisEnds(lo, lo * span, 10.0);
            QVERIFY2(a <= lo * (1 + 1e-9) && b > lo * span, qPrintable(QStringLiteral("%1 × %2").arg(lo).arg(span)));
            QVERIFY(std::log10(b) - std::log10(a) >= 2.0 - 1e-9);
        }
}

void TestThroughput::defaultWidthIsTheSpecComparison()
{
    const RaceSettings s;
    const Contender cpu = contenderOf(s, Side::Cpu);
    const Contender gpu = contenderOf(s, Side::Gpu);
    // 8 × 4 GHz and 2,560 × 1.6 GHz, in lane-cycles per second.
    QCOMPARE(laneCyclesPerSecond(cpu), 3.2e10);
    QCOMPARE(laneCyclesPerSecond(gpu), 4.096e12);
    QCOMPARE(widthRatio(s), 128.0); // "about 100×"
    // 2 FLOPs (one multiply-add) per lane-cycle on both sides keeps the ratio.
    QCOMPARE(peakFlopsPerSecond(cpu), 6.4e10);
    QCOMPARE(peakFlopsPerSecond(gpu), 8.192e12);
    QCOMPARE(peakFlopsPerSecond(gpu) / peakFlopsPerSecond(cpu), 128.0);
    QCOMPARE(matmulFlops(5000), 2.5e11);
    QCOMPARE(matmulFlops(4000), 1.28e11);
}

void TestThroughput::timesFollowTheFormula_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("cpuSeconds");
    QTest::addColumn<double>("gpuSeconds");
    QTest::addColumn<qint64>("gpuBusy");
    // 2n³ / 6.4e10 and 0.005 + 2n³ / 8.192e12.
    QTest::newRow("n=1024") << 1024 << 0.033554432 << 0.005262144 << qint64(2560);
    QTest::newRow("n=10000") << 10000 << 31.25 << 0.249140625 << qint64(2560);
    // n = 16: only 256 entries, so 2,304 lanes idle; each busy lane does one
    // 32-FLOP dot product at 3.2e9 FLOP/s = 10 ns.
    QTest::newRow("n=16, idle lanes") << 16 << 1.28e-7 << 0.00500001 << qint64(256);
}

void TestThroughput::timesFollowTheFormula()
{
    QFETCH(int, n);
    RaceSettings s;
    s.n = n;
    const Contender cpu = contenderOf(s, Side::Cpu);
    const Contender gpu = contenderOf(s, Side::Gpu);
    QTEST(totalSeconds(cpu, n), "cpuSeconds");
    QTEST(totalSeconds(gpu, n), "gpuSeconds");
    QTEST(busyWorkers(gpu, n), "gpuBusy");
    QFETCH(double, cpuSeconds);
    QFETCH(double, gpuSeconds);
    QCOMPARE(gpuSpeedup(s), cpuSeconds / gpuSeconds);
}

void TestThroughput::crossoverIsWhereTheFormulaSaysAtDefaults()
{
    const RaceSettings s;
    const Crossover x = crossover(s);
    QVERIFY(x.gpuEverWins);
    // n³ = L·R_cpu·R_gpu / (2·(R_gpu − R_cpu)) = 0.005 · 6.4e10 · 8.192e12 / (2 · 8.128e12)
    QCOMPARE(x.n * x.n * x.n, 0.005 * 6.4e10 * 8.192e12 / (2.0 * 8.128e12));
    QVERIFY(std::fabs(x.n - 544.30469) < 1e-5);
    // Whole sizes either side: the CPU still wins at 544, the GPU at 545.
    RaceSettings below = s;
    below.n = 544;
    QVERIFY(gpuSpeedup(below) < 1.0);
    RaceSettings above = s;
    above.n = 545;
    QVERIFY(gpuSpeedup(above) > 1.0);
}

void TestThroughput::crossoverWithIdleLanesSolvesTheSameFormulas()
{
    RaceSettings s;
    s.gpuLanes = 32768;
    s.launchSeconds = 1e-6;
    const Crossover x = crossover(s);
    QVERIFY(x.gpuEverWins);
    // Below √32768 ≈ 181 the GPU has idle lanes: each busy lane does one whole
    // dot product, 2n FLOPs at 3.2e9 FLOP/s, so 2n³/6.4e10 = 1e-6 + n/1.6e9.
    QVERIFY(x.n * x.n < 32768.0);
    const double residual = 2.0 * x.n * x.n * x.n / 6.4e10 - (1e-6 + x.n / 1.6e9);
    QVERIFY2(std::fabs(residual) < 1e-15, qPrintable(QString::number(residual)));
    QVERIFY(std::fabs(x.n - 31.958005) < 1e-5);
    RaceSettings below = s;
    below.n = int(std::floor(x.n));
    RaceSettings above = s;
    above.n = int(std::ceil(x.n));
    QVERIFY(gpuSpeedup(below) < 1.0);
    QVERIFY(gpuSpeedup(above) > 1.0);
}

void TestThroughput::slowGpuNeverWins()
{
    RaceSettings s;
    s.gpuLanes = 32;
    s.gpuClockHz = 0.5e9; // 3.2e10 FLOP/s < 6.4e10 on the CPU
    QVERIFY(!crossover(s).gpuEverWins);
    s.n = kMaxN;
    QVERIFY(gpuSpeedup(s) < 1.0);
}

void TestThroughput::settingsAreClamped()
{
    RaceModel m;
    RaceSettings s;
    s.n = 3;
    s.cpuCores = 0;
    s.gpuLanes = 1 << 20;
    s.launchSeconds = 5.0;
    m.setSettings(s);
    QCOMPARE(m.settings().n, kMinN);
    QCOMPARE(m.settings().cpuCores, kMinCpuCores);
    QCOMPARE(m.settings().gpuLanes, kMaxGpuLanes);
    QCOMPARE(m.settings().launchSeconds, kMaxLaunchSeconds);
    m.reset();
    QVERIFY(m.settings() == RaceSettings{});
}

void TestThroughput::stepIsDeterministicAndEndsTheRace()
{
    RaceModel a;
    RaceModel b;
    for (int i = 0; i < 60; ++i) {
        a.step(1.0 / 60.0);
        b.step(1.0 / 60.0);
        QCOMPARE(a.fractionDone(Side::Cpu), b.fractionDone(Side::Cpu));
        QCOMPARE(a.fractionDone(Side::Gpu), b.fractionDone(Side::Gpu));
        QCOMPARE(a.tileFill(Side::Cpu, 40), b.tileFill(Side::Cpu, 40));
    }

    RaceModel m; // n = 1024: the CPU is the slower side, 33.55 ms in 8 s on screen
    m.step(1.0);
    QCOMPARE(m.simulatedPerWallSecond(), 0.033554432 / 8.0);
    QCOMPARE(m.fractionDone(Side::Cpu), 0.125);
    // The GPU is still paying its 5 ms launch: 4.194 ms of it so far.
    QCOMPARE(m.fractionDone(Side::Gpu), 0.0);
    QCOMPARE(m.overheadPaid(Side::Gpu), 0.033554432 / 8.0 / 0.005);
    QCOMPARE(m.overheadPaid(Side::Cpu), 1.0);
    // 8 cores, 32 tiles each: every core has finished 4 of its tiles.
    QCOMPARE(m.tileFill(Side::Cpu, 3), 1.0);
    QCOMPARE(m.tileFill(Side::Cpu, 4), 0.0);
    QCOMPARE(m.tileFill(Side::Cpu, 35), 1.0);
    QCOMPARE(m.tileFill(Side::Cpu, 36), 0.0);
    m.step(-1.0); // ignored
    QCOMPARE(m.wallElapsed(), 1.0);

    m.step(0.5); // 1.5 s on screen = 6.29 ms simulated: the GPU has started
    QVERIFY(m.fractionDone(Side::Gpu) > 0.0);
    QCOMPARE(m.tileFill(Side::Gpu, 0), m.tileFill(Side::Gpu, 255)); // all tiles together

    m.step(100.0);
    QVERIFY(m.isFinished());
    QCOMPARE(m.wallElapsed(), kRaceWallSeconds);
    QVERIFY(m.isDone(Side::Cpu) && m.isDone(Side::Gpu));
    m.rewind();
    QCOMPARE(m.wallElapsed(), 0.0);
    QCOMPARE(m.fractionDone(Side::Cpu), 0.0);
}

void TestThroughput::tilesShareTheWorkEvenly()
{
    RaceModel m;
    RaceSettings s;
    s.n = 64;
    s.cpuCores = 3;                      // 256 tiles over 3 cores: 86, 85, 85
    s.launchSeconds = kMinLaunchSeconds; // so that the CPU is the slower side
    m.setSettings(s);
    QCOMPARE(m.tileGrid(), 16);
    m.step(3.3);
    const double p = m.fractionDone(Side::Cpu);
    QVERIFY(p > 0.0 && p < 1.0);
    double sum = 0.0;
    for (int i = 0; i < 256; ++i)
        sum += m.tileFill(Side::Cpu, i);
    QVERIFY(std::fabs(sum - p * 256.0) < 1e-9);
    QCOMPARE(m.tileFill(Side::Cpu, -1), 0.0);
    QCOMPARE(m.tileFill(Side::Cpu, 256), 0.0);
}

void TestThroughput::logSliderMapping()
{
    QCOMPARE(logPosition(16.0, 16.0, 10000.0), 0.0);
    QCOMPARE(logPosition(10000.0, 16.0, 10000.0), 1.0);
    QCOMPARE(logValue(0.5, 100.0, 10000.0), 1000.0);
    QVERIFY(std::fabs(logValue(logPosition(544.0, 16.0, 10000.0), 16.0, 10000.0) - 544.0) < 1e-9);
}

void TestThroughput::workCalculatorPresets_data()
{
    QTest::addColumn<QString>("sizes");
    QTest::addColumn<int>("batch");
    QTest::addColumn<qint64>("forward");
    QTest::addColumn<qint64>("training");
    const auto presets = workPresets();
    QCOMPARE(presets.size(), 2);
    // An MLP on raw pixels is not a "classifier head".
    QVERIFY(!QString::fromUtf8(presets[1].name).contains(QStringLiteral("head")));
    QVERIFY(QString::fromUtf8(presets[1].name).contains(QStringLiteral("raw")));
    QTest::newRow("MLP") << QString::fromUtf8(presets[0].sizes) << presets[0].batch << qint64(13008896)
                         << qint64(39026688);
    QTest::newRow("classifier head") << QString::fromUtf8(presets[1].sizes) << presets[1].batch << qint64(40795897856)
                                     << qint64(122387693568);
    QTest::newRow("× and spaces") << QStringLiteral("3×224×224 4096 4096 1000") << 64 << qint64(40795897856)
                                  << qint64(122387693568);
}

void TestThroughput::workCalculatorPresets()
{
    QFETCH(QString, sizes);
    QFETCH(int, batch);
    const LayerSizes parsed = parseLayerSizes(sizes);
    QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
    const WorkEstimate w = estimateWork(parsed.sizes, batch);
    QVERIFY(w.ok());
    QTEST(w.forwardMultiplyAdds, "forward");
    QTEST(w.trainingMultiplyAdds, "training");
    // At 1 GFLOP/s, each multiply-add being 2 FLOPs.
    QCOMPARE(secondsAtRate(w.forwardMultiplyAdds, 1.0), double(w.forwardMultiplyAdds) * 2e-9);
    QCOMPARE(secondsAtRate(w.forwardMultiplyAdds, 0.0), 0.0);
}

void TestThroughput::workCalculatorAgreesWithTheRace()
{
    // Issue 24: at the race's rates the calculator once showed the small MLP
    // ~100× faster on the GPU while the race says the CPU wins at that size.
    // With the race's per-call cost, both labs say the same.
    const double cpu = kDefaultCpuCores * kDefaultCpuClockHz * kFlopsPerLaneCycle / 1e9; // 64 GFLOP/s
    const double gpu = kDefaultGpuLanes * kDefaultGpuClockHz * kFlopsPerLaneCycle / 1e9; // 8192 GFLOP/s
    const WorkEstimate small = estimateWork(parseLayerSizes(QStringLiteral("784, 256, 10")).sizes, 64);
    QCOMPARE(small.forwardCalls, qint64(2));
    QCOMPARE(small.trainingCalls, qint64(6));
    const WorkTimes s = workTimes(small, cpu, gpu, kDefaultLaunchSeconds);
    QVERIFY(s.known);
    QVERIFY(s.gpuTrainingArithmetic < s.cpuTraining); // arithmetic alone favours the GPU ...
    QVERIFY(!s.gpuWinsTraining());                    // ... the per-call cost does not
    QCOMPARE(s.gpuTraining, s.gpuTrainingArithmetic + 6 * kDefaultLaunchSeconds);
    const WorkEstimate big = estimateWork(parseLayerSizes(QStringLiteral("3*224*224, 4096, 4096, 1000")).sizes, 64);
    QVERIFY(workTimes(big, cpu, gpu, kDefaultLaunchSeconds).gpuWinsTraining());
    QVERIFY(!workTimes(big, 0.0, gpu, kDefaultLaunchSeconds).known);
}

void TestThroughput::workCalculatorRejectsBadInput_data()
{
    QTest::addColumn<QString>("sizes");
    QTest::addColumn<int>("batch");
    QTest::addColumn<QString>("error");
    QTest::newRow("one layer") << QStringLiteral("784") << 64 << QStringLiteral("at least two");
    QTest::newRow("word") << QStringLiteral("784, ten") << 64 << QStringLiteral("\"ten\"");
    QTest::newRow("zero") << QStringLiteral("784, 0") << 64 << QStringLiteral("\"0\"");
    QTest::newRow("batch") << QStringLiteral("784, 10") << 0 << QStringLiteral("batch");
    QTest::newRow("overflow") << QStringLiteral("4000000000, 4000000000, 4000000000") << 64
                              << QStringLiteral("too large");
}

void TestThroughput::workCalculatorRejectsBadInput()
{
    QFETCH(QString, sizes);
    QFETCH(int, batch);
    QFETCH(QString, error);
    const LayerSizes parsed = parseLayerSizes(sizes);
    const QString got = parsed.error.isEmpty() ? estimateWork(parsed.sizes, batch).error : parsed.error;
    QVERIFY2(got.contains(error), qPrintable(got));
}

void TestThroughput::sizeListParsing()
{
    QCOMPARE(defaultSweepSizes(), (QList<int>{64, 128, 256, 512, 1024, 2048, 4096, 8192}));
    const SizeList ok = parseSizeList(QStringLiteral("8192, 64 128;64"));
    QVERIFY(ok.error.isEmpty());
    QCOMPARE(ok.sizes, (QList<int>{64, 128, 8192}));
    QCOMPARE(formatSizeList(ok.sizes), QStringLiteral("64, 128, 8192"));
    QVERIFY(parseSizeList(QStringLiteral("64, big")).error.contains(QStringLiteral("\"big\"")));
    QVERIFY(!parseSizeList(QStringLiteral("0")).error.isEmpty());
    QVERIFY(!parseSizeList(QStringLiteral("20000")).error.isEmpty());
    QVERIFY(!parseSizeList(QString()).error.isEmpty());
}

void TestThroughput::planCapsTheNaiveLoop()
{
    const SweepPlan plan = planSweep(defaultSweepSizes(), {QStringLiteral("cpu"), QStringLiteral("naive")});
    QCOMPARE(plan.jobs.size(), 8 + 5); // naive: 64 … 1024
    QCOMPARE(plan.jobs.first().backendId, QStringLiteral("cpu"));
    QCOMPARE(plan.jobs[7].sizes, QList<int>{8192});
    QCOMPARE(plan.jobs[8].backendId, QStringLiteral("naive"));
    QCOMPARE(plan.jobs.last().sizes, QList<int>{kNaiveCpuMaxN});
    for (const auto &job : plan.jobs) {
        QCOMPARE(job.warmup, 1);
        QCOMPARE(job.repeats, kSweepRepeats);
    }
    QCOMPARE(plan.notes.size(), 1);
    QVERIFY(plan.notes.first().contains(QStringLiteral("1024")));
}

namespace {
SweepSeries series(const QString &id, const QList<int> &ns, const QList<double> &medians)
{
    SweepSeries s;
    s.backend.id = id;
    for (int i = 0; i < ns.size(); ++i) {
        BenchmarkPoint p;
        p.n = ns[i];
        p.medianSeconds = medians[i];
        s.points.append(p);
    }
    return s;
}
} // namespace

void TestThroughput::measuredCrossoverInterpolatesOnLogAxes()
{
    using S = MeasuredCrossover::State;
    const auto cpu = series(QStringLiteral("cpu"), {10, 100, 1000, 10000}, {0.1, 1.0, 10.0, 100.0});
    const auto gpu = series(QStringLiteral("cuda"), {10, 100, 1000, 10000}, {50.0, 10.0, 1.0, 0.5});
    const MeasuredCrossover x = measuredCrossover(cpu, gpu);
    QCOMPARE(x.state, S::Found);
    QCOMPARE(x.lowerN, 100);
    QCOMPARE(x.upperN, 1000);
    // d goes from +log 10 to −log 10: halfway in log n, √(100 · 1000).
    QVERIFY(std::fabs(x.n - std::sqrt(1e5)) < 1e-9);

    QCOMPARE(measuredCrossover(cpu, series(QStringLiteral("cuda"), {10, 100}, {0.01, 0.1})).state,
             S::GpuFasterEverywhere);
    QCOMPARE(measuredCrossover(cpu, series(QStringLiteral("cuda"), {10, 100}, {1.0, 2.0})).state,
             S::CpuFasterEverywhere);
    QCOMPARE(measuredCrossover(cpu, series(QStringLiteral("cuda"), {20}, {1.0})).state, S::NoData);
}

namespace {
SweepData csvSample()
{
    SweepData d;
    SweepSeries s;
    s.backend.id = QStringLiteral("cpu");
    s.backend.label = QStringLiteral("oneDNN sgemm");
    s.backend.device = QStringLiteral("Intel, Xeon \"Gold\"");
    s.backend.peakGflops = 200.0;
    BenchmarkPoint p;
    p.n = 64;
    p.flops = 524288.0;
    p.seconds = {0.001, 0.002, 0.003};
    p.medianSeconds = 0.002;
    p.minSeconds = 0.001;
    p.maxSeconds = 0.003;
    p.gflops = 0.262144;
    p.percentOfPeak = 0.131072;
    p.verdict = Verdict::Passed;
    p.samplesChecked = 64;
    s.points.append(p);
    d.series.append(s);
    return d;
}
} // namespace

void TestThroughput::csvHasStableColumns()
{
    const QString csv = sweepCsv(csvSample());
    const QStringList lines = csv.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0], QStringLiteral("backend,method,device,simulated,n,flops,median_seconds,min_seconds,max_seconds,"
                                      "repeats,gflops,peak_gflops,percent_of_peak,verdict,samples_checked,precision,"
                                      "implementation"));
    QCOMPARE(lines[1], QStringLiteral("cpu,oneDNN sgemm,\"Intel, Xeon \"\"Gold\"\"\",false,64,524288,0.002,0.001,0.003,"
                                      "3,0.262144,200,0.131072,passed,64,fp32,"));
}

// Learners keep sweep files: the bytes a sweep is written as do not change
// (LF line ends, fields quoted only where they must be), whoever writes them.
void TestThroughput::csvBytesMatchTheGolden()
{
    SweepData d = csvSample();
    SweepSeries sim;
    sim.backend.id = QStringLiteral("cuda-sim");
    sim.backend.label = QStringLiteral("cuBLAS\nmodel");
    sim.backend.device = QStringLiteral("GPU model");
    sim.backend.simulated = true;
    sim.backend.peakGflops = 1000.0;
    sim.backend.implementation = QStringLiteral("cublas, \"fast\"");
    sim.precision = gpulab::kernels::Precision::Bf16;
    const auto point = [](int n, double flops, QList<double> seconds, double median, double min, double max,
                          double gflops, double percent, Verdict verdict, int checked) {
        BenchmarkPoint p;
        p.n = n;
        p.flops = flops;
        p.seconds = std::move(seconds);
        p.medianSeconds = median;
        p.minSeconds = min;
        p.maxSeconds = max;
        p.gflops = gflops;
        p.percentOfPeak = percent;
        p.verdict = verdict;
        p.samplesChecked = checked;
        return p;
    };
    sim.points << point(128, 4194304.0, {0.25, 0.75}, 0.5, 0.25, 0.75, 0.25, 0.025, Verdict::NotChecked, 0)
               << point(256, 33554432.0, {1.0}, 1.0, 1.0, 1.0, 0.125, 0.0125, Verdict::Failed, 8);
    d.series.append(sim);
    QFile golden(QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/sweep/two-series.csv"));
    QVERIFY(golden.open(QIODevice::ReadOnly)); // as bytes: no line ends translated
    const QByteArray expected = golden.readAll();
    QCOMPARE(sweepCsv(d).toUtf8(), expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sweep.csv"));
    QCOMPARE(writeSweepCsv(path, d), QString());
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
#ifndef Q_OS_WIN // the file is written in text mode: CRLF on Windows, as it always was
    QCOMPARE(written.readAll(), expected);
#endif
}

void TestThroughput::csvWriteGoesThroughSaveFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sweep.csv"));
    QCOMPARE(writeSweepCsv(path, csvSample()), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), sweepCsv(csvSample()));
    const QString bad = writeSweepCsv(dir.filePath(QStringLiteral("no/such/folder/sweep.csv")), csvSample());
    QVERIFY(bad.contains(QStringLiteral("cannot write")));
}

void TestThroughput::runnerRunsJobsInOrderAndSkipsABrokenBackend()
{
    ComputeEngine engine;
    SweepRunner runner(&engine);
    QSignalSpy progress(&runner, &SweepRunner::progressChanged);
    QSignalSpy finished(&runner, &SweepRunner::finished);
    // "nope" cannot be created: its sizes are skipped, the simulation still runs.
    const SweepPlan plan = planSweep({64, 128}, {QStringLiteral("nope"), QStringLiteral("sim")}, 2);
    QCOMPARE(runner.start(plan), QString());
    QVERIFY(runner.isRunning());
    QVERIFY(!runner.start(plan).isEmpty()); // one sweep at a time
    QVERIFY(finished.wait(20000));
    QVERIFY(!runner.isRunning());
    const SweepData &d = runner.data();
    QVERIFY(!d.cancelled);
    QCOMPARE(d.series.size(), 2);
    QVERIFY(d.series[0].error.contains(QStringLiteral("unknown backend")));
    QCOMPARE(d.series[0].points.size(), 0);
    const SweepSeries *sim = d.find(QStringLiteral("sim"));
    QVERIFY(sim);
    QCOMPARE(sim->points.size(), 2);
    QCOMPARE(sim->points[0].n, 64);
    QCOMPARE(sim->points[1].n, 128);
    QVERIFY(sim->backend.simulated);
    const auto last = progress.last().at(0).value<SweepProgress>();
    QCOMPARE(last.index, 4);
    QCOMPARE(last.total, 4);
    QCOMPARE(last.n, 128);
    QCOMPARE(d.pointCount(), 2);
}

namespace {
BenchmarkPoint pointAt(int n, double gflops)
{
    BenchmarkPoint p;
    p.n = n;
    p.gflops = gflops;
    return p;
}

SweepSeries series(const QString &id, bool simulated, QList<BenchmarkPoint> points)
{
    SweepSeries s;
    s.backend.id = id;
    s.backend.label = id + QStringLiteral(" label");
    s.backend.simulated = simulated;
    s.points = std::move(points);
    return s;
}
} // namespace

void TestThroughput::workRatesPreferMeasuredMatmuls()
{
    using Source = WorkRateSource;
    // While the machine is measured: nothing to multiply by.
    WorkRateChoices c = chooseWorkRates({}, {}, {}, pendingDeviceReport());
    QCOMPARE(c.cpu.source, Source::Pending);
    QCOMPARE(c.gpu.source, Source::Pending);
    QCOMPARE(c.cpu.gflops, 0.0);

    // Nothing measured: the CPU's FMA peak; no usable GPU: the teaching rate, with the reason.
    DeviceReport report;
    report.cpu.peakGflops = 100.0;
    report.cuda.state = CudaState::NoDriver;
    report.cuda.reason = QStringLiteral("no NVIDIA driver found");
    c = chooseWorkRates({}, {}, {}, report);
    QCOMPARE(c.cpu.source, Source::CpuFmaPeak);
    QCOMPARE(c.cpu.gflops, 100.0);
    QCOMPARE(c.gpu.source, Source::TeachingRate);
    QCOMPARE(c.gpu.gflops, 1250.0); // the race's teaching GPU
    QCOMPARE(c.gpu.reason, report.cuda.reason);

    // A usable GPU without a measurement: its peak from the properties.
    DeviceReport gpu = report;
    gpu.cuda.state = CudaState::Usable;
    gpu.cuda.peakGflops = 82000.0;
    QCOMPARE(chooseWorkRates({}, {}, {}, gpu).gpu.source, Source::GpuDevicePeak);
    QCOMPARE(chooseWorkRates({}, {}, {}, gpu).gpu.gflops, 82000.0);

    // A sweep: its largest measured size; a simulated series never counts.
    SweepData sweep;
    sweep.series << series(QStringLiteral("cpu"), false, {pointAt(256, 30.0), pointAt(1024, 80.0)})
                 << series(QStringLiteral("cuda"), true, {pointAt(1024, 1250.0)});
    c = chooseWorkRates({}, {}, sweep, report);
    QCOMPARE(c.cpu.source, Source::Sweep);
    QCOMPARE(c.cpu.gflops, 80.0);
    QCOMPARE(c.cpu.n, 1024);
    QCOMPARE(c.cpu.backendLabel, QStringLiteral("cpu label"));
    QCOMPARE(c.gpu.source, Source::TeachingRate);

    // The lesson's benchmark beats the sweep; its simulated GPU side does not count.
    BenchmarkResult lessonCpu;
    lessonCpu.backend.label = QStringLiteral("oneDNN sgemm");
    lessonCpu.points << pointAt(5000, 60.0);
    BenchmarkResult lessonGpu;
    lessonGpu.backend.simulated = true;
    lessonGpu.points << pointAt(5000, 1250.0);
    c = chooseWorkRates(lessonCpu, lessonGpu, sweep, report);
    QCOMPARE(c.cpu.source, Source::LessonBenchmark);
    QCOMPARE(c.cpu.gflops, 60.0);
    QCOMPARE(c.cpu.n, 5000);
    QCOMPARE(c.gpu.source, Source::TeachingRate);
    // A measured GPU run does.
    lessonGpu.backend.simulated = false;
    lessonGpu.points.first().gflops = 40000.0;
    c = chooseWorkRates(lessonCpu, lessonGpu, sweep, gpu);
    QCOMPARE(c.gpu.source, Source::LessonBenchmark);
    QCOMPARE(c.gpu.gflops, 40000.0);
}

void TestThroughput::seriesPeakToShow()
{
    SweepSeries s = series(QStringLiteral("cpu"), false, {pointAt(1024, 80.0)});
    s.backend.peakGflops = 120.0; // the backend's fp32 peak
    QCOMPARE(s.peakToShow(), 120.0);
    s.peakGflops = 110.0; // the series' own precision peak wins
    QCOMPARE(s.peakToShow(), 110.0);
    s.peakGflops = 0.0;
    s.precision = gpulab::kernels::Precision::Bf16; // no bf16 peak known: no roof, not fp32's
    QCOMPARE(s.peakToShow(), 0.0);
    s.precision = gpulab::kernels::Precision::Fp32;
    s.backend.simulated = true; // a model is not measured against a peak
    QCOMPARE(s.peakToShow(), 0.0);
    // One rule for every rate: 2·1024³ FLOP in 0.0268 s ≈ 80 GFLOP/s; no time, no rate.
    QVERIFY(std::abs(gflopsOf(2.0 * 1024 * 1024 * 1024, 0.0268) - 80.13) < 0.01);
    QCOMPARE(gflopsOf(1e9, 0.0), 0.0);
}

QTEST_GUILESS_MAIN(TestThroughput)
#include "tst_throughput.moc"
