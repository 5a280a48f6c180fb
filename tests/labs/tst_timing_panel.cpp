// The Timing pitfall panel, driven through QTest events on the offscreen
// platform: the barrier toggle changes the large numbers, the panel renders,
// presets apply, and "Run it" measures through the shared engine.

#include "tests/common/livetext.h"
#include "tests/common/testsupport.h"

#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/stats.h"
#include "core/timing/timinglabstate.h"
#include "labs/labregistry.h"
#include "labs/style.h"
#include "labs/timing/runsummary.h"
#include "labs/timing/timelineview.h"
#include "labs/timing/timingchart.h"
#include "labs/timing/timingpanel.h"

#include <QAbstractAxis>
#include <QAccessible>
#include <QAccessibleValueInterface>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QLogValueAxis>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSet>
#include <QShortcut>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
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

// A panel on an engine of its own, on screen at a size that shows every control.
struct ShownTimingPanel {
    core::ComputeEngine engine;
    labs::TimingPanel panel{labs::LabContext{&engine}};

    [[nodiscard]] bool exposed()
    {
        panel.resize(1400, 900);
        panel.show();
        return QTest::qWaitForWindowExposed(&panel);
    }
};

} // namespace

class TestTimingPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void registeredInOrder();
    void barrierToggleChangesTheBigNumber();
    void understatedReadingIsCalledOut();
    void everyFigureSaysSimulated();
    void keyboardMovesTheSizeSlider();
    void presetsApply();
    void stateGoesThroughTheModel();
    void rendersNonBlank();
    void runItMeasuresThroughTheEngine();
    void oneDecadeOfReadingsStillShowsAScale();
    void closeReadingsAreNotCalledAnIllusion();
    void timelineLabelsNeverTouch();
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
    ShownTimingPanel shown;
    QVERIFY(shown.exposed());
    labs::TimingPanel &panel = shown.panel;
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

// A cold call or queued work inside the timer makes the speedup read too
// small; the verdict says so in red, with the cause, not "close".
void TestTimingPanel::understatedReadingIsCalledOut()
{
    ShownTimingPanel shown;
    QVERIFY(shown.exposed());
    labs::TimingPanel &panel = shown.panel;
    auto *barrier = child<QCheckBox>(panel, "barrierToggle");
    auto *before = child<QCheckBox>(panel, "barrierBeforeToggle");
    auto *cold = child<QCheckBox>(panel, "coldToggle");
    auto *verdict = child<QLabel>(panel, "speedupVerdict");
    auto *speedup = child<QLabel>(panel, "speedupNumber");
    QVERIFY(barrier && before && cold && verdict && speedup);
    const auto tone = [](QLabel *l) { return labs::style::Tone(l->property("gpulabTone").toInt()); };
    const auto click = [](QCheckBox *c) { QTest::mouseClick(c, Qt::LeftButton, {}, QPoint(8, c->height() / 2)); };

    click(barrier);
    QVERIFY(panel.model().settings().barrierAfter);
    QCOMPARE(verdict->text(), QStringLiteral("✔ close to the honest speedup"));
    QCOMPARE(tone(verdict), labs::style::Tone::Good);

    click(cold);
    QVERIFY(!panel.model().settings().warm);
    QCOMPARE(verdict->text(), QStringLiteral("✘ understated: the first call's set-up is in the timing"));
    QCOMPARE(tone(verdict), labs::style::Tone::Bad);
    QCOMPARE(tone(speedup), labs::style::Tone::Bad);

    // Cold and queued: the short fill finished under the set-up, so the set-up is still the cause.
    QVERIFY(before->isChecked());
    click(before);
    QVERIFY(!panel.model().settings().barrierBefore);
    QCOMPARE(verdict->text(), QStringLiteral("✘ understated: the first call's set-up is in the timing"));
    QCOMPARE(tone(verdict), labs::style::Tone::Bad);

    // Warm, but no barrier before: the multiply waited behind the warm-up.
    click(cold);
    QVERIFY(panel.model().settings().warm);
    QCOMPARE(verdict->text(), QStringLiteral("✘ understated: earlier queued work is in the timing"));
    QCOMPARE(tone(verdict), labs::style::Tone::Bad);

    click(before);
    QCOMPARE(verdict->text(), QStringLiteral("✔ close to the honest speedup"));
    QCOMPARE(tone(verdict), labs::style::Tone::Good);
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

// A lab state is the model's settings in real units: restoring one moves the
// model, the sliders, the toggles and the big numbers; a bad one changes nothing.
void TestTimingPanel::stateGoesThroughTheModel()
{
    labs::TimingPanel panel(labs::LabContext{});
    const QJsonObject start = panel.saveState();
    QCOMPARE(start, core::timing::timingLabDefaults());
    QJsonObject state = start;
    state.insert(QStringLiteral("n"), 2000);
    state.insert(QStringLiteral("cpuGflops"), 30.2);
    state.insert(QStringLiteral("launchMs"), 0.5);
    state.insert(QStringLiteral("barrierAfter"), true);
    state.insert(QStringLiteral("clock"), QStringLiteral("events"));
    QCOMPARE(panel.restoreState(state), QString());
    QCOMPARE(panel.saveState(), state);
    QCOMPARE(panel.model().settings().n, 2000);
    QCOMPARE(panel.model().settings().launchSeconds, 0.0005);
    QCOMPARE(child<QSlider>(panel, "sizeSlider")->value(), 2000);
    QVERIFY(child<QCheckBox>(panel, "barrierToggle")->isChecked());
    QVERIFY(child<QCheckBox>(panel, "eventsToggle")->isChecked());
    QVERIFY(!child<QCheckBox>(panel, "coldToggle")->isChecked());
    const QString speedup = child<QLabel>(panel, "speedupNumber")->text();
    QVERIFY(speedup != QStringLiteral("1000×"));

    QJsonObject bad = state;
    bad.insert(QStringLiteral("n"), 300);
    bad.insert(QStringLiteral("clock"), QStringLiteral("sundial"));
    QCOMPARE(panel.restoreState(bad), QStringLiteral("its \"clock\" should be one of \"host\", \"events\""));
    QCOMPARE(panel.saveState(), state);
    QCOMPARE(child<QLabel>(panel, "speedupNumber")->text(), speedup);
    // A key left out takes the lab's default.
    QCOMPARE(panel.restoreState(QJsonObject{{QStringLiteral("coldCall"), true}}), QString());
    QJsonObject cold = start;
    cold.insert(QStringLiteral("coldCall"), true);
    QCOMPARE(panel.saveState(), cold);
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
    // A slider is named by its label, and its value is the size itself.
    auto *size = child<QSlider>(panel, "sizeSlider");
    QAccessibleInterface *sizeIface = QAccessible::queryAccessibleInterface(size);
    QCOMPARE(sizeIface->text(QAccessible::Name), QStringLiteral("Matrix size n (work = 2n³)"));
    QCOMPARE(sizeIface->valueInterface()->currentValue().toInt(), 5000);
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
    QVERIFY(wrapped(child<QSlider>(panel, "sizeSlider")->accessibleDescription())); // what n stands for
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

namespace {

// The label texts Qt Charts has drawn in the chart's scene.
QStringList drawnLabels(labs::TimingChart &chart)
{
    QStringList out;
    for (const QGraphicsItem *item : chart.scene()->items())
        if (const auto *text = dynamic_cast<const QGraphicsTextItem *>(item); text && item->isVisible())
            out << text->toPlainText();
    return out;
}

} // namespace

// A fast machine (or a slow one, under a sanitizer) can time every repeat
// within one decade, say 12–87 µs. The axis must still span two decades and
// label all three powers, so it reads as a log scale (CI once drew 1e-05 and
// 0.0001 alone); and the labels must be drawn at all (with numbers in the
// user's locale, Qt Charts left "%d" and "%g" labels blank).
void TestTimingPanel::oneDecadeOfReadingsStillShowsAScale()
{
    labs::TimingChart chart;
    chart.resize(600, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    core::timing::TimingRun run;
    run.cpu.submitSeconds = {12e-6, 14e-6, 13e-6};
    run.cpu.waitedSeconds = {80e-6, 87e-6, 84e-6};
    chart.showRun(run);
    QApplication::processEvents();
    const auto *y = qobject_cast<QLogValueAxis *>(chart.chart()->axes(Qt::Vertical).value(0));
    QVERIFY(y);
    QVERIFY(y->min() <= 12e-6 && y->max() >= 87e-6);
    // Each power as the locale in use writes it ("1e-05", or "1E-05" in en_US).
    const auto power = [](double v) { return QLocale().toString(v, 'g', 3); };
    QStringList labels = drawnLabels(chart);
    for (const QString &want :
         {power(1e-6), power(1e-5), power(1e-4), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")})
        QVERIFY2(labels.contains(want), qPrintable(want + QStringLiteral(" not in ") + labels.join(u'|')));
    // Readings over more than two decades are not widened further.
    run.cpu.submitSeconds = {3e-6};
    run.cpu.waitedSeconds = {0.2};
    chart.showRun(run);
    QApplication::processEvents();
    QVERIFY(qAbs(y->min() / 1e-6 - 1.0) < 1e-9);
    QCOMPARE(y->max(), 1.0);
    labels = drawnLabels(chart);
    for (const QString &want : {power(1e-6), power(0.1), power(1.0)})
        QVERIFY2(labels.contains(want), qPrintable(want + QStringLiteral(" not in ") + labels.join(u'|')));
    // Switched to German (the locale, then LanguageChange, as the shell does): German numbers.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const auto back = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    QEvent change(QEvent::LanguageChange);
    QApplication::sendEvent(&chart, &change);
    QApplication::processEvents();
    QVERIFY2(drawnLabels(chart).contains(QStringLiteral("0,1")), qPrintable(drawnLabels(chart).join(u'|')));
}

// "Stopping the clock … makes the multiply look 1× faster" taught nothing: a
// run whose two readings are close (n = 64 on a busy machine) says so instead.
void TestTimingPanel::closeReadingsAreNotCalledAnIllusion()
{
    core::timing::TimingRun run;
    run.cpu.label = QStringLiteral("CPU queue");
    run.cpu.n = 64;
    run.cpu.submitSeconds = {1e-5, 1e-5};
    run.cpu.waitedSeconds = {1e-3, 1e-3};
    run.cpu.submit = core::spreadOf(run.cpu.submitSeconds);
    run.cpu.waited = core::spreadOf(run.cpu.waitedSeconds);
    QString html = labs::runSummaryHtml(run);
    QVERIFY2(html.contains(QStringLiteral("look <b>100× faster</b>")), qPrintable(html));
    run.cpu.submitSeconds = {9e-6, 9e-6};
    run.cpu.waitedSeconds = {11.3e-6, 11.3e-6};
    run.cpu.submit = core::spreadOf(run.cpu.submitSeconds);
    run.cpu.waited = core::spreadOf(run.cpu.waitedSeconds);
    html = labs::runSummaryHtml(run);
    QVERIFY2(!html.contains(QStringLiteral("faster</b>")), qPrintable(html));
    QVERIFY2(html.contains(QStringLiteral("close (<b>1.3×</b>): at n = 64")), qPrintable(html));
    // Measured on a busy machine: said under the readings, with a sign, not only a colour.
    QVERIFY(!html.contains(QStringLiteral("busy machine")));
    run.cpu.load.known = true;
    run.cpu.load.waitShare = 0.53;
    html = labs::runSummaryHtml(run);
    QVERIFY2(html.contains(QStringLiteral("⚠ busy machine: the measuring threads waited 53 %")), qPrintable(html));
}

// The timeline's time axis at large text in a narrow place: "-200 ms" and
// "-100 ms" once ran into each other. Labels keep a gap; a wide axis still
// has a scale of three or more.
void TestTimingPanel::timelineLabelsNeverTouch()
{
    for (const double textScale : {1.0, 1.5, 2.0}) {
        QFont font = QApplication::font();
        font.setPointSizeF(labs::style::kBasePointSize * textScale);
        const QFontMetrics fm(font);
        for (const int pixels : {160, 300, 480, 900}) {
            const auto labels = labs::TimelineView::axisLabels(-0.2, 0.21, pixels, fm);
            int shown = 0;
            double lastRight = -1e9;
            for (const auto &l : labels) {
                if (l.text.isEmpty())
                    continue;
                ++shown;
                const double x = (l.seconds + 0.2) / 0.41 * pixels;
                const double half = fm.horizontalAdvance(l.text) / 2.0;
                QVERIFY2(x - half > lastRight,
                         qPrintable(QStringLiteral("%1 at %2 px, text ×%3").arg(l.text).arg(pixels).arg(textScale)));
                lastRight = x + half;
            }
            QVERIFY(shown >= 1);
            if (pixels >= 480)
                QVERIFY2(
                    shown >= 3,
                    qPrintable(QStringLiteral("%1 labels at %2 px, text ×%3").arg(shown).arg(pixels).arg(textScale)));
        }
    }
}

QTEST_MAIN(TestTimingPanel)
#include "tst_timing_panel.moc"
