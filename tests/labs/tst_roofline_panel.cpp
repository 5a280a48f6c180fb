// The throughput lab's precision selector and roofline tab on the offscreen
// platform: the lesson's "fp32 vs bf16" preset, a real short sweep at both
// precisions through the engine, the bandwidth measured by a button click, and
// the chart with both roofs and every measured point.

#include "tests/common/testsupport.h"

#include "core/computeengine.h"
#include "kernels/cpu/onednnbackend.h"
#include "labs/throughput/precisionselector.h"
#include "labs/throughput/rooflinechart.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/vram/vrampanel.h"

#include <QCheckBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace gpulab;
using kernels::Precision;

class TestRooflinePanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void presetSelectsFp32AndBf16();
    void selectorClicksChangeThePlan();
    void sweepAtTwoPrecisionsFillsTheRoofline();
    void vramMixedPrecisionFixLinksToTheSweep();

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
    QCOMPARE(sweep->table()->rowCount(), 4);
    QCOMPARE(sweep->table()->item(2, 0)->text(), QStringLiteral("cpu bf16"));

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

QTEST_MAIN(TestRooflinePanel)
#include "tst_roofline_panel.moc"
