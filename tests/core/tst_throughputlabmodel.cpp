// The throughput lab's model: the race's figures as SPEC.md states them
// (8 cores × 4 GHz against 2,560 lanes × 1.6 GHz: 128× the width; the
// per-call overhead hands small sizes to the CPU), its verdicts at their
// named thresholds, the state's JSON in real units (round trip, every
// refusal in one sentence), version-1 slider positions converted, presets.

#include "core/busysummary.h"
#include "core/labcodec.h"
#include "core/throughput/throughputlabmodel.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using namespace gpulab::core::throughput;

class TestThroughputLabModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultsAreTheLessonsRace();
    void smallSizesGoToTheCpu();
    void verdictFlipsAtTheCrossover();
    void idleLanesAreCounted();
    void narrowGpuNeverCatchesUp();
    void tinyOverheadWinsEverywhere();
    void jsonRoundTrips_data();
    void jsonRoundTrips();
    void missingKeysTakeDefaults();
    void refusals_data();
    void refusals();
    void rangesAreTheSlidersOwn();
    void versionOnePositionsConvert();
    void versionOneRefusals();
    void signalsAndPresets();
    void codecFiguresAgreeWithTheModel();
    void busySummaryWorstWins();
};

void TestThroughputLabModel::defaultsAreTheLessonsRace()
{
    const RaceFigures f = raceFigures(RaceSettings{});
    QCOMPARE(f.n, 1024);
    QCOMPARE(f.flops, 2.0 * 1024 * 1024 * 1024);
    QCOMPARE(f.dotProducts, qint64(1024) * 1024);
    QCOMPARE(f.cpuLaneCyclesPerSecond, 3.2e10);   // 8 × 4 GHz
    QCOMPARE(f.gpuLaneCyclesPerSecond, 4.096e12); // 2,560 × 1.6 GHz
    QCOMPARE(f.widthRatio, 128.0);                // "about 100×"
    QCOMPARE(f.cpuGflops, 64.0);
    QCOMPARE(f.gpuGflops, 8192.0);
    QCOMPARE(f.gpuOverheadSeconds, 0.005);
    QVERIFY(std::abs(f.cpuSeconds - 2.0 * std::pow(1024.0, 3) / 64e9) < 1e-15);
    QVERIFY(std::abs(f.gpuSeconds - (0.005 + 2.0 * std::pow(1024.0, 3) / 8.192e12)) < 1e-15);
    QVERIFY(f.gpuWins);
    QCOMPARE(f.timesFaster, f.gpuSpeedup);
    QVERIFY(f.gpuSpeedup > 6.3 && f.gpuSpeedup < 6.4);
    QCOMPARE(f.gpuIdleLanes, qint64(0));
    // n = ∛(L / (2 (1/R_cpu − 1/R_gpu))) ≈ 544.
    QCOMPARE(f.crossover, CrossoverKind::At);
    const double closed = std::cbrt(0.005 / (2.0 * (1.0 / 64e9 - 1.0 / 8.192e12)));
    QVERIFY(std::abs(f.crossoverN - closed) < 1e-9);
    QVERIFY(f.crossoverN > 544 && f.crossoverN < 545);
}

void TestThroughputLabModel::smallSizesGoToTheCpu()
{
    RaceSettings s;
    s.n = 100;
    const RaceFigures f = raceFigures(s);
    QVERIFY(!f.gpuWins);
    QVERIFY(f.gpuSpeedup < kGpuWinsFromSpeedup);
    QCOMPARE(f.timesFaster, 1.0 / f.gpuSpeedup);
    QVERIFY(std::abs(f.timesFaster - 160.0) < 0.1); // 5 ms against 31.25 µs
}

void TestThroughputLabModel::verdictFlipsAtTheCrossover()
{
    // The verdict and the crossover are one rule: below the crossover the CPU
    // wins, above it the GPU, at every size of the race.
    const double x = raceFigures(RaceSettings{}).crossoverN;
    for (int n : {16, 100, 300, 544, 545, 600, 2000, 10000}) {
        RaceSettings s;
        s.n = n;
        QCOMPARE(raceFigures(s).gpuWins, n > x);
    }
}

void TestThroughputLabModel::idleLanesAreCounted()
{
    RaceSettings s;
    s.n = 128;
    s.gpuLanes = 32768;
    s.launchSeconds = 10e-6;
    const RaceFigures f = raceFigures(s);
    QCOMPARE(f.gpuBusyLanes, qint64(128 * 128));
    QCOMPARE(f.gpuIdleLanes, qint64(32768 - 128 * 128));
    QVERIFY(f.idleLanes());
    // With idle lanes the GPU's time grows linearly: the crossover is where
    // the two times meet on those formulas, not the closed form's.
    QCOMPARE(f.crossover, CrossoverKind::At);
    const auto gap = [&](double n) {
        return 2 * n * n * n / 64e9 - (10e-6 + 2 * n * n * n / (std::min(32768.0, n * n) * 3.2e9));
    };
    QVERIFY(gap(f.crossoverN * 0.999) < 0);
    QVERIFY(gap(f.crossoverN * 1.001) > 0);
}

void TestThroughputLabModel::narrowGpuNeverCatchesUp()
{
    RaceSettings s;
    s.cpuCores = 64;
    s.cpuClockHz = 3e9;
    s.gpuLanes = 32;
    s.gpuClockHz = 0.3e9;
    const RaceFigures f = raceFigures(s);
    QCOMPARE(f.crossover, CrossoverKind::Never);
    QVERIFY(f.widthRatio < 1.0);
    QVERIFY(!f.gpuWins);
    s.n = kMaxN; // not even at the largest size
    QVERIFY(!raceFigures(s).gpuWins);
}

void TestThroughputLabModel::tinyOverheadWinsEverywhere()
{
    RaceSettings s;
    s.cpuCores = 1;
    s.cpuClockHz = 0.5e9;
    s.launchSeconds = 1e-6;
    s.n = kMinN;
    const RaceFigures f = raceFigures(s);
    QCOMPARE(f.crossover, CrossoverKind::Everywhere);
    QVERIFY(f.crossoverN < kMinN);
    QVERIFY(f.gpuWins); // even at the smallest size
}

void TestThroughputLabModel::jsonRoundTrips_data()
{
    QTest::addColumn<int>("tab");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("cpuClockHz");
    QTest::addColumn<double>("launchSeconds");
    QTest::newRow("defaults") << 0 << 1024 << 4e9 << 0.005;
    QTest::newRow("odd values") << 3 << 473 << 3.9e9 << 1.2589254117941673e-4;
    QTest::newRow("ends") << 1 << kMinN << kMaxCpuClockHz << kMaxLaunchSeconds;
    QTest::newRow("other ends") << 2 << kMaxN << kMinCpuClockHz << kMinLaunchSeconds;
}

void TestThroughputLabModel::jsonRoundTrips()
{
    QFETCH(int, tab);
    QFETCH(int, n);
    QFETCH(double, cpuClockHz);
    QFETCH(double, launchSeconds);
    ThroughputInputs in;
    in.tab = ThroughputTab(tab);
    in.race.n = n;
    in.race.cpuClockHz = cpuClockHz;
    in.race.launchSeconds = launchSeconds;
    const QJsonObject json = ThroughputLabModel::toJson(in);
    QString why;
    const std::optional<ThroughputInputs> back = ThroughputLabModel::fromJson(json, &why);
    QVERIFY2(back, qPrintable(why));
    // Six significant digits kept; written again, the same file: what a save
    // after an open writes.
    QCOMPARE(ThroughputLabModel::toJson(*back), json);
    QCOMPARE(back->tab, in.tab);
    QCOMPARE(back->race.n, n);
    QVERIFY(std::abs(back->race.cpuClockHz - cpuClockHz) <= cpuClockHz * 5e-6);
    QVERIFY(std::abs(back->race.launchSeconds - launchSeconds) <= launchSeconds * 5e-6);
    // Through text too (a file on disk).
    const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(json).toJson()).object();
    QCOMPARE(ThroughputLabModel::fromJson(reread, &why).value(), *back);
}

void TestThroughputLabModel::missingKeysTakeDefaults()
{
    QString why;
    const std::optional<ThroughputInputs> empty = ThroughputLabModel::fromJson({}, &why);
    QVERIFY(empty);
    QCOMPARE(*empty, ThroughputInputs{});
    const std::optional<ThroughputInputs> one = ThroughputLabModel::fromJson({{QStringLiteral("gpuLanes"), 256}}, &why);
    QVERIFY(one);
    ThroughputInputs want;
    want.race.gpuLanes = 256;
    QCOMPARE(*one, want);
    QCOMPARE(ThroughputLabModel::toJson(ThroughputInputs{}),
             QJsonObject({{QStringLiteral("tab"), QStringLiteral("race")},
                          {QStringLiteral("n"), 1024},
                          {QStringLiteral("cpuCores"), 8},
                          {QStringLiteral("cpuClockGhz"), 4},
                          {QStringLiteral("gpuLanes"), 2560},
                          {QStringLiteral("gpuClockGhz"), 1.6},
                          {QStringLiteral("overheadUs"), 5000}}));
}

void TestThroughputLabModel::refusals_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("says");
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("unknown key") << "nSlider" << QJsonValue(526) << "\"nSlider\" is not a setting";
    QTest::newRow("wrong type") << "n" << QJsonValue(QStringLiteral("473")) << "\"n\" should be a number";
    QTest::newRow("NaN") << "cpuClockGhz" << QJsonValue(nan) << "\"cpuClockGhz\" is not a finite number";
    QTest::newRow("not whole") << "gpuLanes" << QJsonValue(100.5) << "\"gpuLanes\" should be a whole number";
    QTest::newRow("too small") << "n" << QJsonValue(15) << "\"n\" is 15, outside its range 16 … 10000";
    QTest::newRow("too large") << "overheadUs" << QJsonValue(100001) << "outside its range 1 … 100000";
    QTest::newRow("clock in Hz") << "gpuClockGhz" << QJsonValue(1.6e9) << "\"gpuClockGhz\" is 1600000000";
    QTest::newRow("zero cores") << "cpuCores" << QJsonValue(0) << "outside its range 1 … 256";
    QTest::newRow("unknown tab") << "tab" << QJsonValue(QStringLiteral("benchmark")) << "\"tab\" should be one of";
    QTest::newRow("tab index") << "tab" << QJsonValue(1) << "race, sweep, lesson-benchmark, roofline";
}

void TestThroughputLabModel::refusals()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, says);
    QJsonObject state = ThroughputLabModel::toJson(ThroughputInputs{});
    state.insert(key, value);
    QString why;
    QVERIFY(!ThroughputLabModel::fromJson(state, &why));
    QVERIFY2(why.contains(says), qPrintable(why));
    QVERIFY(!why.contains(u'\n'));
    // The codec refuses the same state with the same sentence.
    QString codecWhy;
    QVERIFY(!gpulab::core::labCodec(QStringLiteral("throughput"))->figures(state, &codecWhy));
    QCOMPARE(codecWhy, why);
}

void TestThroughputLabModel::rangesAreTheSlidersOwn()
{
    // A slider's ends give the range's ends, and every position a value in it
    // that goes back to the same position.
    for (const InputRange *r :
         {&kNRange, &kCpuCoresRange, &kCpuClockRange, &kGpuLanesRange, &kGpuClockRange, &kOverheadRange}) {
        QCOMPARE(sliderValue(*r, 0, kSliderTrackSteps), r->min);
        QCOMPARE(sliderValue(*r, kSliderTrackSteps, kSliderTrackSteps), r->max);
        for (int p = 0; p <= kSliderTrackSteps; p += 50) {
            const double v = sliderValue(*r, p, kSliderTrackSteps);
            QVERIFY(r->contains(v));
            if (r->step == 0.0)
                QCOMPARE(sliderPosition(*r, v, kSliderTrackSteps), p);
        }
    }
    // The defaults lie in range, and clamping keeps a state in it.
    const RaceSettings d;
    QVERIFY(kNRange.contains(d.n) && kCpuCoresRange.contains(d.cpuCores) && kCpuClockRange.contains(d.cpuClockHz) &&
            kGpuLanesRange.contains(d.gpuLanes) && kGpuClockRange.contains(d.gpuClockHz) &&
            kOverheadRange.contains(d.launchSeconds));
}

void TestThroughputLabModel::versionOnePositionsConvert()
{
    // The positions today's sliders stored for the defaults convert to the defaults.
    const QJsonObject v1Defaults{{QStringLiteral("coresSlider"), 375},    {QStringLiteral("cpuClockSlider"), 636},
                                 {QStringLiteral("gpuClockSlider"), 481}, {QStringLiteral("lanesSlider"), 632},
                                 {QStringLiteral("nSlider"), 646},        {QStringLiteral("overheadSlider"), 740},
                                 {QStringLiteral("throughputTabs"), 0}};
    QString why;
    const std::optional<QJsonObject> d = ThroughputLabModel::fromV1(v1Defaults, &why);
    QVERIFY2(d, qPrintable(why));
    QCOMPARE(*d, ThroughputLabModel::toJson(ThroughputInputs{}));
    // The example: "nSlider": 526 is n = 473; 400 on the overhead's
    // 1 µs … 100 ms log track is 100 µs; the second page is the sweep.
    const std::optional<QJsonObject> c = ThroughputLabModel::fromV1({{QStringLiteral("nSlider"), 526},
                                                                     {QStringLiteral("overheadSlider"), 400},
                                                                     {QStringLiteral("lanesSlider"), 300},
                                                                     {QStringLiteral("coresSlider"), 500},
                                                                     {QStringLiteral("cpuClockSlider"), 100},
                                                                     {QStringLiteral("throughputTabs"), 1}},
                                                                    &why);
    QVERIFY2(c, qPrintable(why));
    QCOMPARE(c->value(QStringLiteral("n")).toInt(), 473);
    QCOMPARE(c->value(QStringLiteral("overheadUs")).toDouble(), 100.0);
    QCOMPARE(c->value(QStringLiteral("gpuLanes")).toInt(), 256);
    QCOMPARE(c->value(QStringLiteral("cpuCores")).toInt(), 16);
    QCOMPARE(c->value(QStringLiteral("cpuClockGhz")).toDouble(), 1.1); // 1.05 GHz on the track, in 0.1 GHz steps
    QCOMPARE(c->value(QStringLiteral("tab")).toString(), QStringLiteral("sweep"));
    QCOMPARE(c->value(QStringLiteral("gpuClockGhz")).toDouble(), 1.6); // left out: the default
    QVERIFY(ThroughputLabModel::fromJson(*c, &why));
}

void TestThroughputLabModel::versionOneRefusals()
{
    QString why;
    QVERIFY(!ThroughputLabModel::fromV1({{QStringLiteral("nSlider"), 1001}}, &why));
    QVERIFY2(why.contains(QStringLiteral("\"nSlider\" should be a whole number from 0 to 1000")), qPrintable(why));
    QVERIFY(!ThroughputLabModel::fromV1({{QStringLiteral("throughputTabs"), 4}}, &why));
    QVERIFY2(why.contains(QStringLiteral("from 0 to 3")), qPrintable(why));
    QVERIFY(!ThroughputLabModel::fromV1({{QStringLiteral("lanesSlider"), QStringLiteral("632")}}, &why));
    QVERIFY(!ThroughputLabModel::fromV1({{QStringLiteral("n"), 1024}}, &why));
    QVERIFY2(why.contains(QStringLiteral("\"n\" is not a control")), qPrintable(why));
}

void TestThroughputLabModel::signalsAndPresets()
{
    ThroughputLabModel m;
    QSignalSpy race(&m, &ThroughputLabModel::raceChanged);
    QSignalSpy tab(&m, &ThroughputLabModel::tabChanged);
    RaceSettings s;
    s.n = 20000; // clamped
    m.setRace(s);
    QCOMPARE(m.race().n, kMaxN);
    QCOMPARE(race.count(), 1);
    m.setRace(m.race()); // no change, no signal
    QCOMPARE(race.count(), 1);
    QCOMPARE(tab.count(), 0);

    QCOMPARE(ThroughputLabModel::presets(),
             QStringList({QStringLiteral("race"), QStringLiteral("sweep"), QStringLiteral("lesson-benchmark"),
                          QStringLiteral("roofline"), QStringLiteral("sweep-precision")}));
    QVERIFY(m.applyPreset(QStringLiteral("roofline")));
    QCOMPARE(m.tab(), ThroughputTab::Roofline);
    QVERIFY(m.applyPreset(QStringLiteral("sweep-precision")));
    QCOMPARE(m.tab(), ThroughputTab::Sweep);
    QCOMPARE(tab.count(), 2);
    QVERIFY(!m.applyPreset(QStringLiteral("warp")));
    QCOMPARE(m.tab(), ThroughputTab::Sweep);
    const SweepSetup setup = ThroughputLabModel::sweepPrecisionSetup();
    QCOMPARE(setup.precisions.constFirst(), gpulab::kernels::Precision::Fp32);

    m.reset();
    QCOMPARE(m.inputs(), ThroughputInputs{});
    QCOMPARE(race.count(), 2);
    QCOMPARE(tab.count(), 3);
}

void TestThroughputLabModel::codecFiguresAgreeWithTheModel()
{
    const gpulab::core::LabCodec *codec = gpulab::core::labCodec(QStringLiteral("throughput"));
    QVERIFY(codec);
    QCOMPARE(codec->defaults(), ThroughputLabModel::toJson(ThroughputInputs{}));
    QString why;
    const std::optional<gpulab::core::LabFigures> f = codec->figures(codec->defaults(), &why);
    QVERIFY2(f, qPrintable(why));
    QCOMPARE(f->json.value(QStringLiteral("winner")).toString(), QStringLiteral("gpu"));
    QCOMPARE(f->json.value(QStringLiteral("widthRatio")).toDouble(), 128.0);
    QCOMPARE(f->json.value(QStringLiteral("crossover")).toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("at"));
    QVERIFY(!f->lines.isEmpty());
    // Idle lanes get a line of their own only when there are some.
    const auto hasIdleLine = [](const gpulab::core::LabFigures &figures) {
        for (const auto &l : figures.lines)
            if (l.value.contains(QStringLiteral("sit idle")))
                return true;
        return false;
    };
    QVERIFY(!hasIdleLine(*f));
    const auto idle = codec->figures({{QStringLiteral("n"), 32}}, &why);
    QVERIFY(idle && hasIdleLine(*idle));
}

void TestThroughputLabModel::busySummaryWorstWins()
{
    // The note under the sweep and under the device report's quick check:
    // the sizes of the busy points and the worst one's note, not the first's.
    const auto point = [](int n, double wait, double window, const char *note) {
        gpulab::core::BenchmarkPoint p;
        p.n = n;
        p.waitShare = wait;
        p.interactiveShare = window;
        p.busyNote = QString::fromUtf8(note);
        return p;
    };
    gpulab::core::BusySummary s;
    QVERIFY(!s.any());
    s.add(point(64, 0.0, 0.0, ""));      // a free machine counts for nothing
    s.add(point(512, 0.2, 0.0, "mild")); // first
    s.add(point(128, 0.1, 0.6, "the window"));
    s.add(point(2048, 0.5, 0.0, "waits"));
    s.add(point(256, 0.6, 0.1, "equal, later")); // as bad as the worst: the first of equals stays
    QVERIFY(s.any());
    QCOMPARE(s.points, 4);
    QCOMPARE(s.fromN, 128);
    QCOMPARE(s.toN, 2048);
    QCOMPARE(s.worstNote, QStringLiteral("the window"));
    QCOMPARE(s.worstSeverity, 0.6);
    QCOMPARE(gpulab::core::busySeverity(point(1, 0.3, 0.4, "x")), 0.4);
}

QTEST_GUILESS_MAIN(TestThroughputLabModel)
#include "tst_throughputlabmodel.moc"
