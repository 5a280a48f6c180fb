// The throughput lab's precision selector and roofline tab on the offscreen
// platform: the lesson's "fp32 vs bf16" preset, a real short sweep at both
// precisions through the engine, the bandwidth measured by a button click, and
// the chart with both roofs and every measured point.

#include "tests/common/livetext.h"
#include "tests/common/testsupport.h"

#include "core/computeengine.h"
#include "kernels/cpu/onednnbackend.h"
#include "labs/throughput/precisionselector.h"
#include "labs/throughput/rooflinechart.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/vram/vrampanel.h"

#include <QAbstractAxis>
#include <QAccessible>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QVBoxLayout>

using namespace gpulab;
using kernels::Precision;

using namespace gpulab::testing::live;

namespace {
} // namespace

class TestRooflinePanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void presetSelectsFp32AndBf16();
    void selectorClicksChangeThePlan();
    void sweepAtTwoPrecisionsFillsTheRoofline();
    void vramMixedPrecisionFixLinksToTheSweep();
    void rooflineAndPrecisionsSwitchLanguageLive();

private:
    core::ComputeEngine m_engine;
};

void TestRooflinePanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestRooflinePanel::presetSelectsFp32AndBf16()
{
    labs::ThroughputPanel panel({&m_engine});
    QVERIFY(panel.presets().contains(QStringLiteral("sweep-precision")));
    QVERIFY(panel.presets().contains(QStringLiteral("roofline")));
    QVERIFY(panel.applyPreset(QStringLiteral("sweep-precision")));
    QCOMPARE(panel.tabs()->currentWidget(), panel.sweep());
    QCOMPARE(panel.sweep()->precisionSelector()->selected(), (QList<Precision>{Precision::Fp32, Precision::Bf16}));
    QVERIFY(panel.applyPreset(QStringLiteral("roofline")));
    QCOMPARE(panel.tabs()->currentWidget(), panel.roofline());
}

void TestRooflinePanel::selectorClicksChangeThePlan()
{
    labs::PrecisionSelector selector;
    selector.show();
    QSignalSpy changed(&selector, &labs::PrecisionSelector::changed);
    auto *fp32 = selector.findChild<QCheckBox *>(QStringLiteral("precision-fp32"));
    auto *bf16 = selector.findChild<QCheckBox *>(QStringLiteral("precision-bf16"));
    QVERIFY(fp32 && bf16);
    QTest::mouseClick(bf16, Qt::LeftButton);
    QCOMPARE(selector.selected(), (QList<Precision>{Precision::Fp32, Precision::Bf16}));
    QTest::mouseClick(fp32, Qt::LeftButton);
    QCOMPARE(selector.selected(), QList<Precision>{Precision::Bf16});
    QCOMPARE(changed.size(), 2);
    // Nothing ticked: the sweep refuses to start and says why.
    labs::ThroughputPanel panel({&m_engine});
    panel.sweep()->setPrecisions({});
    QVERIFY(panel.sweep()->start().contains(QStringLiteral("precision")));
}

void TestRooflinePanel::sweepAtTwoPrecisionsFillsTheRoofline()
{
    if (!kernels::bf16Support().available)
        QSKIP("oneDNN has no bf16 matmul on this CPU");
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(panel.applyPreset(QStringLiteral("sweep-precision")));
    labs::SweepView *sweep = panel.sweep();
    sweep->setSizesText(QStringLiteral("32, 96"));
    auto *measure = panel.roofline()->findChild<QPushButton *>(QStringLiteral("measureBandwidth"));
    QTest::mouseClick(sweep->findChild<QPushButton *>(QStringLiteral("runSweep")), Qt::LeftButton);
    QVERIFY(sweep->isRunning());
    QVERIFY(!measure->isEnabled()); // no bandwidth measured against a running sweep
    QTRY_VERIFY_WITH_TIMEOUT(!sweep->isRunning(), 60000);
    QVERIFY(measure->isEnabled());
    const auto &data = sweep->data();
    QCOMPARE(data.series.size(), 2);
    const auto *bf16 = data.find(QStringLiteral("cpu"), Precision::Bf16);
    QVERIFY(bf16);
    QCOMPARE(bf16->points.size(), 2);
    for (const auto &p : bf16->points)
        QCOMPARE(p.verdict, core::Verdict::Passed);
    QCOMPARE(sweep->table()->model()->rowCount(), 4);
    QCOMPARE(sweep->table()->model()->index(2, 0).data().toString(), QStringLiteral("cpu bf16"));

    if (qEnvironmentVariableIsSet("GPULAB_TEST_SHOTS")) {
        QTest::qWait(100);
        sweep->grab().save(
            QStringLiteral("%1/throughput-sweep-precision.png").arg(qEnvironmentVariable("GPULAB_TEST_SHOTS")));
    }
    QVERIFY(panel.applyPreset(QStringLiteral("roofline")));
    labs::RooflineView *roofline = panel.roofline();
    QCOMPARE(roofline->chart()->pointCount(), 4); // placed before the bandwidth is known
    QSignalSpy measured(roofline, &labs::RooflineView::bandwidthMeasured);
    QTest::mouseClick(measure, Qt::LeftButton);
    QVERIFY(roofline->isMeasuring());
    QVERIFY(!sweep->findChild<QPushButton *>(QStringLiteral("runSweep"))->isEnabled());
    QVERIFY(measured.wait(60000));
    QVERIFY(sweep->findChild<QPushButton *>(QStringLiteral("runSweep"))->isEnabled());
    const auto &device = roofline->device();
    QVERIFY2(device.bandwidth.ok(), qPrintable(device.bandwidth.error));
    QVERIFY(device.roof(Precision::Fp32));
    QVERIFY(device.roof(Precision::Fp32)->ridgeIntensity > 0);
    QCOMPARE(roofline->chart()->pointCount(), 4);
    QVERIFY(roofline->chart()->roofCount() >= 1);
    QVERIFY(roofline->findChild<QLabel *>(QStringLiteral("bandwidthStatus"))->text().contains(QStringLiteral("GB/s")));
    QTest::qWait(100); // the chart lays out its new axes and title in the event loop
    const QImage shot = roofline->chart()->grab().toImage();
    if (qEnvironmentVariableIsSet("GPULAB_TEST_SHOTS"))
        shot.save(QStringLiteral("%1/throughput-roofline.png").arg(qEnvironmentVariable("GPULAB_TEST_SHOTS")));
    QVERIFY(testing::distinctColours(shot, 4) > 10);
}

void TestRooflinePanel::vramMixedPrecisionFixLinksToTheSweep()
{
    labs::VramPanel vram(labs::LabContext{});
    auto *link = vram.findChild<QLabel *>(QStringLiteral("mixedPrecisionLink"));
    QVERIFY(link);
    QVERIFY(link->text().contains(QStringLiteral("lab:throughput/sweep-precision")));
    QSignalSpy open(&vram, &labs::LabPanel::openLabRequested);
    Q_EMIT link->linkActivated(QStringLiteral("lab:throughput/sweep-precision"));
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.at(0).at(0).toString(), QStringLiteral("throughput"));
    const QString preset = open.at(0).at(1).toString();
    labs::ThroughputPanel panel({&m_engine});
    QVERIFY(panel.presets().contains(preset));
}

// The roofline tab on its own, with a measured bandwidth so that its status,
// title and description carry figures, and the sweep's precision selector.
void TestRooflinePanel::rooflineAndPrecisionsSwitchLanguageLive()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *selector = new labs::PrecisionSelector(&window);
    auto *roofline = new labs::RooflineView(labs::LabContext{&m_engine}, &window);
    layout->addWidget(selector);
    layout->addWidget(roofline);
    window.resize(1200, 800);
    window.show();
    QSignalSpy measured(roofline, &labs::RooflineView::bandwidthMeasured);
    QTest::mouseClick(roofline->findChild<QPushButton *>(QStringLiteral("measureBandwidth")), Qt::LeftButton);
    // A job of the engine, like every measurement: no other lab measures beside it.
    QVERIFY(m_engine.isBusy());
    QVERIFY(roofline->isMeasuring());
    QVERIFY(measured.wait(60000));
    QVERIFY(!roofline->isMeasuring());
    QVERIFY2(roofline->device().bandwidth.ok(), qPrintable(roofline->device().bandwidth.error));

    const QStringList unnamed = unnamedIn(&window);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    // The chart's description follows the measurement.
    QVERIFY2(roofline->chart()->accessibleDescription().contains(QStringLiteral("GB/s (measured)")),
             qPrintable(roofline->chart()->accessibleDescription()));
    QCOMPARE(selector->findChild<QCheckBox *>(QStringLiteral("precision-bf16"))->accessibleName(),
             QStringLiteral("Precision bf16"));
    const QMap<QString, QString> english = textsOf(&window);

    Guillemets translator;
    setTranslator(&translator, true);
    auto *status = roofline->findChild<QLabel *>(QStringLiteral("bandwidthStatus"));
    QVERIFY2(status->text().startsWith(QStringLiteral("«Memory bandwidth: ")), qPrintable(status->text()));
    QVERIFY(wrapped(roofline->findChild<QPushButton *>(QStringLiteral("measureBandwidth"))->text()));
    QVERIFY(wrapped(roofline->findChild<QLabel *>(QStringLiteral("rooflineSummary"))->text()));
    QChart *chart = roofline->chart()->chart();
    QVERIFY2(chart->title().startsWith(QStringLiteral("«Roofline of ")), qPrintable(chart->title()));
    for (QAbstractAxis *a : chart->axes())
        QVERIFY2(wrapped(a->titleText()), qPrintable(a->titleText()));
    QVERIFY(!chart->series().isEmpty());
    for (QAbstractSeries *s : chart->series())
        QVERIFY2(wrapped(s->name()), qPrintable(s->name()));
    QVERIFY(wrapped(roofline->chart()->accessibleName()));
    QVERIFY(wrapped(roofline->chart()->accessibleDescription()));
    QVERIFY(wrapped(selector->findChild<QLabel *>()->text())); // "Precision:"
    for (auto *box : selector->findChildren<QCheckBox *>()) {
        QVERIFY2(wrapped(box->toolTip()), qPrintable(box->toolTip()));
        QVERIFY2(wrapped(box->accessibleName()), qPrintable(box->accessibleName()));
    }

    setTranslator(&translator, false);
    const QStringList changed = differences(english, textsOf(&window));
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestRooflinePanel)
#include "tst_roofline_panel.moc"
