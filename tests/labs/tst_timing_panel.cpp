// The Timing pitfall panel, driven through QTest events on the offscreen
// platform: the barrier toggle changes the large numbers, the panel renders,
// presets apply, and "Run it" measures through the shared engine.

#include "tests/common/livetext.h"
#include "tests/common/testsupport.h"

#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "labs/labregistry.h"
#include "labs/timing/timelineview.h"
#include "labs/timing/timingchart.h"
#include "labs/timing/timingpanel.h"

#include <QAbstractAxis>
#include <QAccessible>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLogValueAxis>
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
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace gpulab;

using namespace gpulab::testing::live;

namespace {
template <typename T> T *child(QWidget &w, const char *name)
{
    T *c = w.findChild<T *>(QString::fromLatin1(name));
    if (!c)
        qWarning("no child %s", name);
    return c;
}

} // namespace

class TestTimingPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void registeredInOrder();
    void barrierToggleChangesTheBigNumber();
    void everyFigureSaysSimulated();
    void keyboardMovesTheSizeSlider();
    void presetsApply();
    void rendersNonBlank();
    void runItMeasuresThroughTheEngine();
    void oneDecadeOfReadingsStillShowsAScale();
    void namesEveryControlAndChart();
    void switchesLanguageLive();
};

void TestTimingPanel::registeredInOrder()
{
    const QStringList ids = labs::labIds();
    QVERIFY(ids.contains(QStringLiteral("timing")));
    QCOMPARE(labs::findLab(QStringLiteral("timing"))->translatedTitle(), QStringLiteral("Timing pitfall"));
    // Whatever else is registered, the order of the known ones holds.
    const QStringList order{QStringLiteral("device"), QStringLiteral("throughput"), QStringLiteral("vram"),
                            QStringLiteral("cost"),   QStringLiteral("dispatch"),   QStringLiteral("timing"),
                            QStringLiteral("learn")};
    int last = -1;
    for (const QString &id : order) {
        const int at = int(ids.indexOf(id));
        if (at < 0)
            continue;
        QVERIFY2(at > last, qPrintable(ids.join(QLatin1Char(','))));
        last = at;
    }
}

void TestTimingPanel::barrierToggleChangesTheBigNumber()
{
    core::ComputeEngine engine;
    labs::TimingPanel panel(labs::LabContext{&engine});
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *barrier = child<QCheckBox>(panel, "barrierToggle");
    auto *speedup = child<QLabel>(panel, "speedupNumber");
    auto *measured = child<QLabel>(panel, "measuredNumber");
    QVERIFY(barrier && speedup && measured);
    QVERIFY(!barrier->isChecked());
    QCOMPARE(speedup->text(), QStringLiteral("1000×"));
    const QString before = measured->text();
    QVERIFY2(before.contains(QStringLiteral("5.00 ms")) || before.contains(QStringLiteral("5 ms")), qPrintable(before));
    QVERIFY(speedup->font().pointSizeF() >= 2.5 * panel.font().pointSizeF()); // back-row size

    QTest::mouseClick(barrier, Qt::LeftButton, {}, QPoint(8, barrier->height() / 2));
    QVERIFY(barrier->isChecked());
    QCOMPARE(speedup->text(), QStringLiteral("24.4×"));
    QVERIFY(measured->text() != before);
    QVERIFY(panel.model().settings().barrierAfter);

    // Space on the focused box toggles it back: keyboard only.
    barrier->setFocus();
    QTest::keyClick(barrier, Qt::Key_Space);
    QCOMPARE(speedup->text(), QStringLiteral("1000×"));

    // The other toggles move it too.
    QTest::mouseClick(barrier, Qt::LeftButton, {}, QPoint(8, barrier->height() / 2));
    auto *events = child<QCheckBox>(panel, "eventsToggle");
    QTest::mouseClick(events, Qt::LeftButton, {}, QPoint(8, events->height() / 2));
    QCOMPARE(speedup->text(), QStringLiteral("25.0×"));
    auto *consequence = child<QLabel>(panel, "consequence");
    QVERIFY(consequence->text().contains(QStringLiteral("25 minutes")));

    // With events the barrier is the synchronize() before elapsed_time();
    // without it PyTorch raises, so there is no time and no speedup to show.
    QVERIFY2(barrier->text().contains(QStringLiteral("reading the events")), qPrintable(barrier->text()));
    QTest::mouseClick(barrier, Qt::LeftButton, {}, QPoint(8, barrier->height() / 2));
    QCOMPARE(measured->text(), QStringLiteral("RuntimeError"));
    QCOMPARE(speedup->text(), QStringLiteral("—"));
    QVERIFY(measured->toolTip().contains(QStringLiteral("Both events must be completed")));
    QVERIFY(child<QLabel>(panel, "explanation")->text().contains(QStringLiteral("Both events must be completed")));
}

void TestTimingPanel::everyFigureSaysSimulated()
{
    labs::TimingPanel panel(labs::LabContext{});
    auto *sim = child<QLabel>(panel, "simulatedLabel");
    QVERIFY(sim->text().startsWith(QStringLiteral("Simulated — ")));
    QVERIFY(panel.provenance().startsWith(QStringLiteral("Simulated — ")));
    const auto report = core::deviceReport();
    if (!report.cuda.usable())
        QVERIFY2(sim->text().contains(report.cuda.reason), qPrintable(sim->text()));
    QVERIFY(!child<QPushButton>(panel, "runButton")->isEnabled()); // no engine, no measurement
}

void TestTimingPanel::keyboardMovesTheSizeSlider()
{
    labs::TimingPanel panel(labs::LabContext{});
    panel.show();
    auto *slider = child<QSlider>(panel, "sizeSlider");
    auto *speedup = child<QLabel>(panel, "speedupNumber");
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_PageDown); // n 5000 → 4000: less work, same launch
    QCOMPARE(panel.model().settings().n, 4000);
    QCOMPARE(panel.model().figures().flops, 1.28e11);
    QVERIFY(speedup->text() != QStringLiteral("1000×"));
}

void TestTimingPanel::presetsApply()
{
    labs::TimingPanel panel(labs::LabContext{});
    QVERIFY(!panel.presets().isEmpty());
    for (const QString &name : panel.presets())
        QVERIFY2(panel.applyPreset(name), qPrintable(name));
    QVERIFY(panel.applyPreset(QStringLiteral("barrier-on")));
    QVERIFY(child<QCheckBox>(panel, "barrierToggle")->isChecked());
    QCOMPARE(child<QLabel>(panel, "speedupNumber")->text(), QStringLiteral("24.4×"));
    QVERIFY(panel.applyPreset(QStringLiteral("cold-call")));
    QVERIFY(child<QCheckBox>(panel, "coldToggle")->isChecked());
    QVERIFY(!panel.applyPreset(QStringLiteral("no-such-preset")));
}

void TestTimingPanel::rendersNonBlank()
{
    labs::TimingPanel panel(labs::LabContext{});
    panel.resize(1600, 1000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage img = panel.grab().toImage();
    QVERIFY2(testing::distinctColours(img, 4) > 20, qPrintable(QString::number(testing::distinctColours(img, 4))));
    auto *timeline = panel.findChild<labs::TimelineView *>();
    QVERIFY(timeline);
    const QImage tl = timeline->grab().toImage();
    QVERIFY(tl.width() > 300 && tl.height() > 150);
    QVERIFY2(testing::distinctColours(tl, 4) > 8, qPrintable(QString::number(testing::distinctColours(tl, 4))));
}

void TestTimingPanel::runItMeasuresThroughTheEngine()
{
    core::ComputeEngine engine;
    labs::TimingPanel panel(labs::LabContext{&engine});
    panel.show();
    child<QSpinBox>(panel, "runSize")->setValue(256);
    child<QSpinBox>(panel, "runRepeats")->setValue(3);
    QSignalSpy done(&panel, &labs::TimingPanel::measurementFinished);
    QSignalSpy provenance(&panel, &labs::LabPanel::provenanceChanged);
    QTest::mouseClick(child<QPushButton>(panel, "runButton"), Qt::LeftButton);
    QVERIFY(engine.isBusy()); // the work is on the engine's thread, not here
    QVERIFY(done.wait(120000));
    QVERIFY(panel.hasMeasurement());
    const auto &run = panel.lastRun();
    QVERIFY2(run.cpu.ok(), qPrintable(run.cpu.error));
    QCOMPARE(run.cpu.waitedSeconds.size(), 3);
    QVERIFY(panel.findChild<labs::TimingChart *>()->pointCount() >= 6);
    QVERIFY(panel.provenance().startsWith(QStringLiteral("Measured on")));
    QCOMPARE(provenance.count(), 1);
    const QString result = child<QLabel>(panel, "runResult")->text();
    QVERIFY2(result.contains(QStringLiteral("CPU queue — the same effect as a GPU stream")), qPrintable(result));
    if (!core::deviceReport().cuda.usable())
        QVERIFY2(result.contains(QStringLiteral("not measured")), qPrintable(result));
}

void TestTimingPanel::namesEveryControlAndChart()
{
    labs::TimingPanel panel(labs::LabContext{});
    panel.show();
    const QStringList unnamed = unnamedIn(&panel);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    // A slider is named by its label, and says its value.
    auto *size = child<QSlider>(panel, "sizeSlider");
    QCOMPARE(QAccessible::queryAccessibleInterface(size)->text(QAccessible::Name),
             QStringLiteral("Matrix size n (work = 2n³)"));
    QVERIFY2(size->accessibleDescription().startsWith(QLocale().toString(5000)),
             qPrintable(size->accessibleDescription()));
    // The descriptions follow the data: the timeline's reading, the empty chart.
    auto *timeline = panel.findChild<labs::TimelineView *>();
    const QString before = timeline->accessibleDescription();
    QVERIFY2(before.contains(QStringLiteral("where the honest figure is")), qPrintable(before));
    QTest::mouseClick(child<QCheckBox>(panel, "barrierToggle"), Qt::LeftButton, {}, QPoint(8, 8));
    QVERIFY2(timeline->accessibleDescription().contains(QStringLiteral("the honest figure.")),
             qPrintable(timeline->accessibleDescription()));
    QVERIFY(panel.findChild<labs::TimingChart *>()->accessibleDescription().startsWith(QStringLiteral("Empty")));
}

void TestTimingPanel::switchesLanguageLive()
{
    core::ComputeEngine engine;
    labs::TimingPanel panel(labs::LabContext{&engine});
    panel.resize(1400, 900);
    panel.show();
    // A real short run first, so its summary, status and chart are on show.
    child<QSpinBox>(panel, "runSize")->setValue(128);
    child<QSpinBox>(panel, "runRepeats")->setValue(3);
    QSignalSpy done(&panel, &labs::TimingPanel::measurementFinished);
    QTest::mouseClick(child<QPushButton>(panel, "runButton"), Qt::LeftButton);
    QVERIFY(done.wait(120000));
    const QMap<QString, QString> english = textsOf(&panel);
    QVERIFY(!wrapped(child<QLabel>(panel, "runResult")->text()));

    Guillemets translator;
    QSignalSpy provenance(&panel, &labs::LabPanel::provenanceChanged);
    setTranslator(&translator, true);
    // The panel's words, and its provenance said again for the status bar.
    QVERIFY(!provenance.isEmpty());
    QVERIFY2(wrapped(provenance.last().at(0).toString()), qPrintable(provenance.last().at(0).toString()));
    for (auto *box : panel.findChildren<QGroupBox *>())
        QVERIFY2(wrapped(box->title()), qPrintable(nameOf(box)));
    for (auto *b : panel.findChildren<QAbstractButton *>())
        QVERIFY2(wrapped(b->text()), qPrintable(nameOf(b) + QStringLiteral(": ") + b->text()));
    // The model's controls: labels (the sliders' names), the rule, the values.
    QCOMPARE(QAccessible::queryAccessibleInterface(child<QSlider>(panel, "sizeSlider"))->text(QAccessible::Name),
             QStringLiteral("«Matrix size n (work = 2n³)»"));
    QVERIFY(wrapped(child<QLabel>(panel, "rule")->text()));
    QVERIFY(wrapped(child<QSlider>(panel, "sizeSlider")->accessibleDescription())); // "%1 (%2 FLOP)"
    // The model's view: caption, banner, explanation, the timeline.
    QVERIFY(wrapped(child<QLabel>(panel, "speedupCaption")->text()));
    QVERIFY(wrapped(child<QLabel>(panel, "simulatedLabel")->text()));
    QVERIFY(wrapped(child<QLabel>(panel, "explanation")->text()));
    auto *timeline = panel.findChild<labs::TimelineView *>();
    QVERIFY(wrapped(timeline->accessibleName()));
    QVERIFY(wrapped(timeline->accessibleDescription()));
    // "Run it": the box, its spin boxes, status, summary and chart.
    QCOMPARE(child<QPushButton>(panel, "runButton")->text(), QStringLiteral("«R&un it»"));
    QCOMPARE(child<QSpinBox>(panel, "runSize")->prefix(), QStringLiteral("«n = »"));
    QVERIFY(wrapped(child<QSpinBox>(panel, "runRepeats")->accessibleName()));
    QVERIFY(wrapped(child<QLabel>(panel, "measureSubject")->text()));
    QVERIFY(wrapped(child<QLabel>(panel, "runStatus")->text()));
    QVERIFY(wrapped(child<QLabel>(panel, "runResult")->text()));
    auto *chart = panel.findChild<labs::TimingChart *>();
    QVERIFY(wrapped(chart->chart()->title()));
    for (QAbstractAxis *a : chart->chart()->axes())
        QVERIFY2(wrapped(a->titleText()), qPrintable(a->titleText()));
    for (QAbstractSeries *s : chart->chart()->series())
        QVERIFY2(wrapped(s->name()), qPrintable(s->name()));
    QVERIFY(wrapped(chart->accessibleName()));
    QVERIFY(wrapped(chart->accessibleDescription()));

    setTranslator(&translator, false);
    const QStringList changed = differences(english, textsOf(&panel));
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
    QVERIFY2(!wrapped(provenance.last().at(0).toString()), qPrintable(provenance.last().at(0).toString()));
}

// A fast machine (or a slow one, under a sanitizer) can time every repeat
// within one decade, say 12–87 µs. The axis must still span two decades, so
// it carries three labels and reads as a log scale (CI once drew 1e-05 and
// 0.0001 alone).
void TestTimingPanel::oneDecadeOfReadingsStillShowsAScale()
{
    labs::TimingChart chart;
    core::timing::TimingRun run;
    run.cpu.submitSeconds = {12e-6, 14e-6, 13e-6};
    run.cpu.waitedSeconds = {80e-6, 87e-6, 84e-6};
    chart.showRun(run);
    const auto *y = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(y);
    QVERIFY(y->min() <= 12e-6 && y->max() >= 87e-6);
    const double first = std::ceil(std::log10(y->min()) - 1e-9);
    const double last = std::floor(std::log10(y->max()) + 1e-9);
    QVERIFY2(last - first + 1 >= 3, qPrintable(QStringLiteral("%1 … %2").arg(y->min()).arg(y->max())));
    // Readings over more than two decades are not widened further.
    run.cpu.submitSeconds = {3e-6};
    run.cpu.waitedSeconds = {0.2};
    chart.showRun(run);
    QCOMPARE(y->min(), 1e-6);
    QCOMPARE(y->max(), 1.0);
}

QTEST_MAIN(TestTimingPanel)
#include "tst_timing_panel.moc"
