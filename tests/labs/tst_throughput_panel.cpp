// The throughput panel on the offscreen platform: a real short sweep through
// the engine, cancel in the middle, the time controls by keyboard, the work
// calculator's presets, the lesson's benchmark and a non-blank rendering.

#include "tests/common/livetext.h"
#include "tests/common/runclock.h"
#include "tests/common/testsupport.h"

#include "core/backendregistry.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/throughput/raceconstants.h"
#include "core/throughput/throughputlabmodel.h"
#include "labs/throughput/helpoverlay.h"
#include "labs/throughput/lessonbenchmarkview.h"
#include "labs/throughput/logslider.h"
#include "labs/throughput/precisionselector.h"
#include "labs/throughput/raceview.h"
#include "labs/throughput/racewidget.h"
#include "labs/throughput/rooflinechart.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/sweepchart.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/throughput/workcalculatorview.h"

#include <QAbstractAxis>
#include <QAccessible>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QShortcut>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace gpulab;
using namespace gpulab::core::throughput;

using namespace gpulab::testing::live;

namespace {
// Only the oneDNN series, so that the test measures what it asserts.
void cpuOnly(labs::SweepView *sweep)
{
    for (const char *id : {"naive", "cuda", "cuda-naive"})
        sweep->setBackendEnabled(QString::fromLatin1(id), false);
    sweep->setBackendEnabled(QStringLiteral("cpu"), true);
}

} // namespace

class TestThroughputPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shortSweepGivesVerifiedPointsAndExports();
    void cancelMidSweepKeepsFinishedPointsAndSlidersStayLive();
    void timeControlsByKeyboard();
    void workCalculatorPresets();
    void sweepQuotesTheRaceTabsCrossover();
    void sliderStepsRedrawOncePerFrame();
    void lessonBenchmarkReportsASpeedup();
    void lessonBenchmarkCancels();
    void sweepBackendsExistInCore();
    void rendersNonBlank();
    void namesEveryControlAndChart();
    void switchesLanguageLive();
    void stateIsTheModelsJson();

private:
    core::ComputeEngine m_engine;
};

void TestThroughputPanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    // As the window does once it is up: the engine's worker measures the
    // machine, and the panels read what it found (tst_report_wait checks the wait).
    m_engine.probeDevice();
    QTRY_VERIFY_WITH_TIMEOUT(m_engine.deviceReportIsReady(), 60000);
}

void TestThroughputPanel::shortSweepGivesVerifiedPointsAndExports()
{
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    labs::SweepView *sweep = panel.sweep();
    cpuOnly(sweep);
    sweep->setSizesText(QStringLiteral("256 64, 128"));
    QSignalSpy running(sweep, &labs::SweepView::runningChanged);
    QCOMPARE(sweep->start(), QString());
    QVERIFY(sweep->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!sweep->isRunning(), 60000);
    QCOMPARE(running.size(), 2);

    const auto &data = sweep->data();
    QVERIFY(!data.cancelled);
    QCOMPARE(data.series.size(), 1);
    const auto &points = data.series.first().points;
    QCOMPARE(points.size(), 3);
    double lastFlops = 0;
    for (const auto &p : points) {
        QCOMPARE(p.verdict, core::Verdict::Passed);
        QVERIFY(p.flops > lastFlops);
        lastFlops = p.flops;
        QCOMPARE(p.seconds.size(), kSweepRepeats);
    }
    QCOMPARE(points[0].n, 64);
    QCOMPARE(points[2].n, 256);
    QCOMPARE(sweep->table()->model()->rowCount(), 3);
    QCOMPARE(sweep->table()->model()->index(0, 6).data().toString(), QStringLiteral("verified ✔"));
    QCOMPARE(sweep->progressBar()->format(), QStringLiteral("done — 3 points"));

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("sweep.csv"));
    QCOMPARE(sweep->exportCsv(csv), QString());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    QVERIFY(lines[0].startsWith("backend,method,device,simulated,n,"));
    QVERIFY(lines[1].startsWith("cpu,"));
    QCOMPARE(lines.size(), 5); // header, 3 points, the final newline
    panel.tabs()->setCurrentWidget(sweep);
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QCOMPARE(sweep->exportPng(png), QString());
    const QImage chart(png);
    if (qEnvironmentVariableIsSet("GPULAB_TEST_SHOTS"))
        chart.save(QStringLiteral("%1/throughput-sweep.png").arg(qEnvironmentVariable("GPULAB_TEST_SHOTS")));
    QVERIFY(!chart.isNull());
    QVERIFY(testing::distinctColours(chart, 4) > 20);
}

void TestThroughputPanel::cancelMidSweepKeepsFinishedPointsAndSlidersStayLive()
{
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    labs::SweepView *sweep = panel.sweep();
    cpuOnly(sweep);
    testing::RunClock clock(&m_engine, 6000);
    sweep->setSizesText(QStringLiteral("64, 128, 6000")); // n = 6000: about a second per run on two cores
    QCOMPARE(sweep->start(), QString());
    QTRY_VERIFY_WITH_TIMEOUT(sweep->progressBar()->format() == QStringLiteral("n = 6000 (3 of 3)"), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(clock.runsStarted() >= 2, 120000); // one whole multiply measured
    const qint64 oneRun = clock.firstRunMs();

    // The GUI thread is free while the worker multiplies: the n slider moves the model.
    labs::RaceView *race = panel.race();
    const int before = race->model().settings().n;
    QTest::keyClick(race->sizeSlider()->slider(), Qt::Key_PageUp);
    QVERIFY(race->model().settings().n > before);
    QVERIFY(sweep->isRunning());

    // The cancel lands within the multiply under way (it is checked between
    // row panels): the yardstick is one multiply of this same sweep.
    QElapsedTimer t;
    t.start();
    sweep->cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!sweep->isRunning(), int(10 * oneRun + 5000));
    const qint64 ms = t.elapsed();
    const QString late = clock.promptnessProblem("cancel", ms);
    QVERIFY2(late.isEmpty(), qPrintable(late));
    const auto &data = sweep->data();
    QVERIFY(data.cancelled);
    QCOMPARE(data.pointCount(), 2);
    QCOMPARE(data.series.first().points[1].n, 128);
    QVERIFY(sweep->progressBar()->format().startsWith(QStringLiteral("cancelled")));
    // Its words stand under the bar, not straddling the edge of its fill.
    QVERIFY(!sweep->progressBar()->isTextVisible());
    const auto *words = sweep->findChild<QLabel *>(QStringLiteral("sweepProgressText"));
    QVERIFY(words && !words->isHidden());
    QCOMPARE(words->text(), sweep->progressBar()->format());
    // The last word stays the true one: "cancelled — 2 points kept" was followed by "Finished.".
    const auto *status = sweep->findChild<QLabel *>(QStringLiteral("sweepStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(QStringLiteral("Cancelled")), qPrintable(status->text()));
}

void TestThroughputPanel::timeControlsByKeyboard()
{
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    labs::RaceView *race = panel.race();
    race->setFocus();

    // The race waits for Play: the class predicts before it sees the winner.
    QVERIFY(!race->isPlaying());
    QCOMPARE(race->model().wallElapsed(), 0.0);
    QTest::keyClick(race, Qt::Key_Space);
    QVERIFY(race->isPlaying());
    QTRY_VERIFY(race->model().wallElapsed() > 0.0); // the view's timer drives step(dt)
    QTest::keyClick(race, Qt::Key_Space);
    QVERIFY(!race->isPlaying());

    QTest::keyClick(race, Qt::Key_Home);
    QCOMPARE(race->model().wallElapsed(), 0.0);
    QTest::keyClick(race, Qt::Key_N);
    QCOMPARE(race->model().wallElapsed(), kStepWallSeconds);
    QTest::keyClick(race, Qt::Key_N);
    QCOMPARE(race->model().wallElapsed(), 2 * kStepWallSeconds);
    QVERIFY(!race->isPlaying());

    QTest::keyClick(race, Qt::Key_H);
    QVERIFY(race->helpOverlay()->isVisible());
    QTest::keyClick(race->helpOverlay(), Qt::Key_Escape);
    QVERIFY(!race->helpOverlay()->isVisible());

    RaceSettings s = race->model().settings();
    s.n = 4096;
    race->setSettings(s);
    QCOMPARE(race->sizeSlider()->value(), 4096.0);
    race->setFocus();
    QTest::keyClick(race, Qt::Key_R);
    QCOMPARE(race->model().settings().n, kDefaultN);
    QCOMPARE(race->model().wallElapsed(), 0.0);
    QCOMPARE(race->sizeSlider()->value(), double(kDefaultN));
    QVERIFY(panel.findChild<QLabel *>(QStringLiteral("crossover"))->text().contains(QStringLiteral("544")));

    // The 5 ms is the lesson's stand-in for all per-call overhead, not what a launch costs.
    const QString gpuLine = panel.findChild<QLabel *>(QStringLiteral("gpuLine"))->text();
    QVERIFY2(gpuLine.contains(QStringLiteral("per-call overhead")), qPrintable(gpuLine));
    QVERIFY(!gpuLine.contains(QStringLiteral(" launch + ")));
    const QString tip = panel.findChild<labs::LogSlider *>(QStringLiteral("overheadSlider"))->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("stand-in")) && tip.contains(QStringLiteral("few microseconds")),
             qPrintable(tip));
}

void TestThroughputPanel::sweepQuotesTheRaceTabsCrossover()
{
    // One source: the sweep tab's "race model says n ≈ …" follows the race
    // tab's sliders, overlay or not (it once kept 544 while the race said 32).
    labs::ThroughputPanel panel({&m_engine});
    RaceSettings s = panel.race()->model().settings();
    s.launchSeconds = 2e-5;
    s.gpuLanes = 8192;
    panel.race()->setSettings(s);
    const Crossover x = crossover(panel.race()->model().settings());
    QVERIFY(x.gpuEverWins);
    const QString n = QLocale().toString(x.n, 'f', 0);
    QVERIFY(n != QStringLiteral("544"));
    const QString race = panel.findChild<QLabel *>(QStringLiteral("crossover"))->text();
    const QString sweep = panel.findChild<QLabel *>(QStringLiteral("measuredCrossover"))->text();
    QVERIFY2(race.contains(QStringLiteral("≈ ") + n), qPrintable(race));
    QVERIFY2(sweep.contains(QStringLiteral("≈ %1").arg(x.n, 0, 'f', 0)), qPrintable(sweep));
    QVERIFY2(!sweep.contains(QStringLiteral("≈ 544")), qPrintable(sweep));
}

void TestThroughputPanel::sliderStepsRedrawOncePerFrame()
{
    // A burst of slider steps moves the model at once; the first step redraws
    // (and tells the sweep tab) at once, the rest together on the next frame:
    // a lone key press waits for no timer, and the GUI thread stays cheap
    // while a measurement runs beside a drag.
    labs::ThroughputPanel panel({&m_engine});
    panel.show();
    labs::RaceView *race = panel.race();
    race->pause();
    QSignalSpy spy(race, &labs::RaceView::settingsChanged);
    const int before = race->model().settings().n;
    for (int i = 0; i < 20; ++i)
        QTest::keyClick(race->sizeSlider()->slider(), Qt::Key_Right);
    const int after = race->model().settings().n;
    QVERIFY(after > before);
    QCOMPARE(spy.count(), 1);
    QTRY_COMPARE(spy.count(), 2);
    QTest::qWait(100);
    QCOMPARE(spy.count(), 2); // nothing more moved, nothing more is drawn
    const QString verdict = panel.findChild<QLabel *>(QStringLiteral("verdict"))->text();
    QVERIFY2(verdict.contains(QStringLiteral("n = %1").arg(after)), qPrintable(verdict));
}

void TestThroughputPanel::stateIsTheModelsJson()
{
    // Saved and restored in real units through the lab's model: a slider
    // step is in the state at once (before the frame's redraw), a restored
    // state moves the controls and the readouts, a refused one changes nothing.
    labs::ThroughputPanel panel({&m_engine});
    panel.show();
    QCOMPARE(panel.saveState(), ThroughputLabModel::toJson(ThroughputInputs{}));
    QTest::keyClick(panel.race()->sizeSlider()->slider(), Qt::Key_End);
    QCOMPARE(panel.saveState().value(QStringLiteral("n")).toInt(), kMaxN);
    panel.tabs()->setCurrentIndex(3);
    QCOMPARE(panel.saveState().value(QStringLiteral("tab")).toString(), QStringLiteral("roofline"));

    const QJsonObject state{{QStringLiteral("tab"), QStringLiteral("race")},
                            {QStringLiteral("n"), 473},
                            {QStringLiteral("gpuLanes"), 256},
                            {QStringLiteral("overheadUs"), 100}};
    QCOMPARE(panel.restoreState(state), QString());
    QCOMPARE(panel.tabs()->currentWidget(), panel.race());
    QCOMPARE(panel.race()->model().settings().n, 473);
    QCOMPARE(panel.race()->model().settings().gpuLanes, 256);
    QCOMPARE(panel.race()->sizeSlider()->value(), 473.0);
    const QString verdict = panel.findChild<QLabel *>(QStringLiteral("verdict"))->text();
    QVERIFY2(verdict.contains(QStringLiteral("n = 473")), qPrintable(verdict));
    const QString crossover = panel.findChild<QLabel *>(QStringLiteral("crossover"))->text();
    const double x = raceFigures(panel.race()->model().settings()).crossoverN;
    QVERIFY2(crossover.contains(QStringLiteral("n ≈ %1").arg(std::lround(x))), qPrintable(crossover));
    const QJsonObject saved = panel.saveState();
    QCOMPARE(saved.value(QStringLiteral("n")).toInt(), 473);
    QCOMPARE(saved.value(QStringLiteral("overheadUs")).toDouble(), 100.0);
    QCOMPARE(saved.value(QStringLiteral("cpuCores")).toInt(), 8); // left out: the default

    QJsonObject bad = saved;
    bad.insert(QStringLiteral("n"), 5); // below the race's smallest size
    bad.insert(QStringLiteral("tab"), QStringLiteral("sweep"));
    QVERIFY(panel.restoreState(bad).contains(QStringLiteral("\"n\"")));
    QCOMPARE(panel.saveState(), saved);
    QCOMPARE(panel.tabs()->currentWidget(), panel.race());

    panel.reset();
    QCOMPARE(panel.saveState(), ThroughputLabModel::toJson(ThroughputInputs{}));
}

void TestThroughputPanel::workCalculatorPresets()
{
    labs::ThroughputPanel panel({&m_engine});
    labs::WorkCalculatorView *work = panel.work();
    work->choosePreset(0);
    QString text = work->resultLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("13,008,896")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("39,026,688")));
    // The race's per-call cost is charged: the small MLP is the CPU's, as in the race (issue 24).
    QVERIFY2(text.contains(QStringLiteral("sooner on the CPU")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("6 matrix products")));
    work->choosePreset(1);
    text = work->resultLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("sooner on the GPU")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("40,795,897,856")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("122,387,693,568")));
    if (!core::deviceReport().cuda.usable())
        QVERIFY(text.contains(QStringLiteral("simulated — ")));
}

void TestThroughputPanel::lessonBenchmarkReportsASpeedup()
{
    labs::ThroughputPanel panel({&m_engine});
    labs::LessonBenchmarkView *lesson = panel.lesson();
    QSignalSpy done(lesson, &labs::LessonBenchmarkView::finished);
    QTest::mouseClick(lesson->button(), Qt::LeftButton);
    QVERIFY(lesson->isRunning());
    QVERIFY(done.wait(180000));
    QCOMPARE(lesson->cpuResult().points.size(), 1);
    QCOMPARE(lesson->cpuResult().points.first().n, 5000);
    QCOMPARE(lesson->cpuResult().points.first().verdict, core::Verdict::Passed);
    QCOMPARE(lesson->gpuResult().points.size(), 1);
    const QString speedup = panel.findChild<QLabel *>(QStringLiteral("speedup"))->text();
    QVERIFY2(speedup.startsWith(QStringLiteral("Speedup ")), qPrintable(speedup));
    if (lesson->gpuResult().backend.simulated)
        QVERIFY2(speedup.contains(QStringLiteral("simulated: ") + core::deviceReport().cuda.reason),
                 qPrintable(speedup));
    else
        QVERIFY(speedup.contains(QStringLiteral("measured")));
    // The calculator now divides by the measured CPU matmul rate.
    QVERIFY(panel.work()->resultLabel()->text().contains(QStringLiteral("measured: ")));
}

void TestThroughputPanel::lessonBenchmarkCancels()
{
    // 5000² takes minutes on a slow laptop: Cancel stops it, starts no GPU
    // side, and claims no speedup.
    labs::ThroughputPanel panel({&m_engine});
    labs::LessonBenchmarkView *lesson = panel.lesson();
    QVERIFY(!lesson->cancelButton()->isEnabled());
    QSignalSpy done(lesson, &labs::LessonBenchmarkView::finished);
    QTest::mouseClick(lesson->button(), Qt::LeftButton);
    QVERIFY(lesson->isRunning());
    QVERIFY(lesson->cancelButton()->isEnabled());
    QVERIFY(!lesson->button()->isEnabled());
    QTest::mouseClick(lesson->cancelButton(), Qt::LeftButton);
    QVERIFY(done.wait(180000));
    QVERIFY(!lesson->isRunning());
    QVERIFY(lesson->cpuResult().cancelled);
    QVERIFY(lesson->gpuResult().points.isEmpty()); // the GPU side never started
    QVERIFY(!lesson->cancelButton()->isEnabled());
    QVERIFY(lesson->button()->isEnabled());
    const QString speedup = panel.findChild<QLabel *>(QStringLiteral("speedup"))->text();
    QVERIFY2(!speedup.contains(QStringLiteral("×")), qPrintable(speedup));
}

void TestThroughputPanel::sweepBackendsExistInCore()
{
    // Every backend the sweep offers is one core can create (an id the panel
    // invented would silently never run).
    labs::ThroughputPanel panel({&m_engine});
    const QStringList known = core::knownBackendIds();
    int offered = 0;
    for (auto *box : panel.sweep()->findChildren<QCheckBox *>()) {
        if (box->objectName() == u"overlay" || box->objectName().startsWith(u"precision-"))
            continue;
        QVERIFY2(known.contains(box->objectName()), qPrintable(box->objectName()));
        ++offered;
    }
    QVERIFY(offered >= 2);
}

void TestThroughputPanel::rendersNonBlank()
{
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    for (int i = 0; i < 6; ++i)
        panel.race()->stepOnce(); // mid-race: some tiles full, the GPU launched
    for (int tab = 0; tab < panel.tabs()->count(); ++tab) {
        panel.tabs()->setCurrentIndex(tab);
        const QImage img = panel.grab().toImage();
        if (qEnvironmentVariableIsSet("GPULAB_TEST_SHOTS")) // for looking at it by eye
            img.save(QStringLiteral("%1/throughput-tab%2.png").arg(qEnvironmentVariable("GPULAB_TEST_SHOTS")).arg(tab));
        QVERIFY2(testing::distinctColours(img, 4) > 30,
                 qPrintable(QStringLiteral("tab %1: %2 colours").arg(tab).arg(testing::distinctColours(img, 4))));
    }
    QVERIFY(!panel.provenance().isEmpty());
}

void TestThroughputPanel::namesEveryControlAndChart()
{
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    panel.race()->pause();
    const QStringList unnamed = unnamedIn(&panel);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    // The slider is named by its title and the unit its value is spoken in
    // (tst_accessibility checks the value itself).
    QCOMPARE(panel.race()->sizeSlider()->slider()->accessibleName(), QStringLiteral("Matrix size n, rows and columns"));
    // A chart's description follows its data: the race's names the winner at these settings.
    auto *race = panel.findChild<labs::RaceWidget *>();
    QVERIFY(race);
    const QString before = race->accessibleDescription();
    QVERIFY2(before.contains(QStringLiteral("Simulated race at n = ")), qPrintable(before));
    QTest::keyClick(panel.race()->sizeSlider()->slider(), Qt::Key_End);
    QTRY_VERIFY(race->accessibleDescription() != before);
    QVERIFY2(race->accessibleDescription().contains(QLocale().toString(kMaxN)),
             qPrintable(race->accessibleDescription()));
    for (auto *chart : panel.findChildren<labs::SweepChart *>())
        QVERIFY2(chart->accessibleDescription().contains(QStringLiteral("No sweep")),
                 qPrintable(chart->accessibleDescription()));
}

void TestThroughputPanel::switchesLanguageLive()
{
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    panel.race()->pause(); // the play button's words stay put
    const QMap<QString, QString> english = textsOf(&panel);
    QCOMPARE(panel.tabs()->tabText(0), QStringLiteral("Race (simulated)"));

    Guillemets translator;
    setTranslator(&translator, true);
    // The panel: tab titles, group boxes, the banner.
    QCOMPARE(panel.tabs()->tabText(0), QStringLiteral("«Race (simulated)»"));
    for (int i = 0; i < panel.tabs()->count(); ++i)
        QVERIFY2(wrapped(panel.tabs()->tabText(i)), qPrintable(panel.tabs()->tabText(i)));
    for (auto *box : panel.findChildren<QGroupBox *>())
        QVERIFY2(wrapped(box->title()), qPrintable(nameOf(box)));
    QVERIFY(wrapped(panel.findChild<QLabel *>(QStringLiteral("banner"))->text()));
    // Every button but the precisions' (a format's name is the same in every language).
    for (auto *b : panel.findChildren<QAbstractButton *>())
        if (!b->objectName().startsWith(QStringLiteral("precision-")) && !b->text().isEmpty())
            QVERIFY2(wrapped(b->text()), qPrintable(nameOf(b) + QStringLiteral(": ") + b->text()));
    // The race: buttons, readouts, the key list and the shortcuts' descriptions, the sliders.
    QCOMPARE(panel.race()->findChild<QPushButton *>(QStringLiteral("stepButton"))->text(), QStringLiteral("«Step ▸|»"));
    QVERIFY(wrapped(panel.race()->findChild<QLabel *>(QStringLiteral("verdict"))->text()));
    QCOMPARE(panel.race()->helpOverlay()->title(), QStringLiteral("«Keyboard shortcuts»"));
    const QList<QShortcut *> shortcuts = panel.race()->findChildren<QShortcut *>();
    QVERIFY(!shortcuts.isEmpty());
    for (auto *s : shortcuts)
        QVERIFY2(wrapped(s->whatsThis()), qPrintable(s->whatsThis()));
    QCOMPARE(panel.race()->sizeSlider()->slider()->accessibleName(),
             QStringLiteral("««Matrix size n», «rows and columns»»"));
    auto *clock = panel.findChild<labs::LogSlider *>(QStringLiteral("cpuClockSlider"));
    QVERIFY(wrapped(clock->slider()->accessibleDescription())); // what the track does
    QVERIFY(wrapped(panel.findChild<labs::RaceWidget *>()->accessibleName()));
    QVERIFY(wrapped(panel.findChild<labs::RaceWidget *>()->accessibleDescription()));
    // The sweep: its controls, table headers, crossover sentence, precision tips.
    labs::SweepView *sweep = panel.sweep();
    QCOMPARE(sweep->findChild<QPushButton *>(QStringLiteral("runSweep"))->text(), QStringLiteral("«Run the sweep»"));
    QCOMPARE(sweep->table()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("«backend»"));
    QVERIFY(wrapped(sweep->progressBar()->format()));
    QVERIFY(wrapped(sweep->findChild<QLabel *>(QStringLiteral("measuredCrossover"))->text()));
    QVERIFY(wrapped(sweep->precisionSelector()->findChild<QCheckBox *>(QStringLiteral("precision-fp32"))->toolTip()));
    // Every chart: title, axis titles, series names, legend, description.
    const QList<QChartView *> charts = panel.findChildren<QChartView *>();
    QCOMPARE(charts.size(), 3); // two sweep charts and the roofline
    for (QChartView *v : charts) {
        QVERIFY2(wrapped(v->chart()->title()), qPrintable(v->chart()->title()));
        for (QAbstractAxis *a : v->chart()->axes())
            QVERIFY2(wrapped(a->titleText()), qPrintable(a->titleText()));
        for (QAbstractSeries *s : v->chart()->series())
            QVERIFY2(wrapped(s->name()), qPrintable(s->name()));
        QVERIFY(wrapped(v->accessibleName()));
        QVERIFY(wrapped(v->accessibleDescription()));
    }
    for (auto *chart : panel.findChildren<labs::SweepChart *>())
        for (const QString &name : chart->legendIfShown()->names())
            QVERIFY2(wrapped(name), qPrintable(name));
    // The lesson's benchmark and the work calculator.
    QVERIFY(wrapped(panel.lesson()->button()->text()));
    QVERIFY(wrapped(panel.lesson()->findChild<QLabel *>(QStringLiteral("speedup"))->text()));
    auto *presets = panel.work()->findChild<QComboBox *>(QStringLiteral("workPreset"));
    for (int i = 0; i < presets->count(); ++i)
        QVERIFY2(wrapped(presets->itemText(i)), qPrintable(presets->itemText(i)));
    for (auto *l : panel.work()->findChildren<QLabel *>())
        if (l->buddy())
            QVERIFY2(wrapped(l->text()), qPrintable(l->text()));
    QVERIFY(wrapped(panel.work()->resultLabel()->text())); // the rates' sources, from the panel
    // The roofline tab.
    QVERIFY(wrapped(panel.roofline()->findChild<QPushButton *>(QStringLiteral("measureBandwidth"))->text()));
    QVERIFY(wrapped(panel.roofline()->findChild<QLabel *>(QStringLiteral("rooflineSummary"))->text()));

    // Back to English: every text as it was.
    setTranslator(&translator, false);
    const QStringList changed = differences(english, textsOf(&panel));
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestThroughputPanel)
#include "tst_throughput_panel.moc"
