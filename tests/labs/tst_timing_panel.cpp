// The Timing pitfall panel, driven through QTest events on the offscreen
// platform: the barrier toggle changes the large numbers, the panel renders,
// presets apply, and "Run it" measures through the shared engine.

#include "tests/common/testsupport.h"

#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "labs/labregistry.h"
#include "labs/timing/timelineview.h"
#include "labs/timing/timingchart.h"
#include "labs/timing/timingpanel.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTest>

using namespace gpulab;

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

QTEST_MAIN(TestTimingPanel)
#include "tst_timing_panel.moc"
