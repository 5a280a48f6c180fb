// No lab waits for the device probe on the window's thread (issue 27's last
// item, issue 25's "no widget calls a blocking probe"): the engine's worker
// makes the report once the window is up, and until then every lab says the
// machine is still being measured — then shows what the probe found.
//
// The proof that nothing probed on this thread is the report cache: the probe
// fills it, so after the window and every lab are made it must still be empty.

#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/dispatch/machines.h"
#include "labs/labregistry.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/throughputpanel.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace gpulab;

class TestReportWait : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void windowStartsOnEveryLabWithoutProbing_data();
    void windowStartsOnEveryLabWithoutProbing();
    void everyLabSaysMeasuringThenShowsTheReport();

private:
    QTemporaryDir m_settingsDir;
};

void TestReportWait::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_report_wait"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestReportWait::init()
{
    // Each slot starts as the program does: nothing probed yet.
    core::standInCpuForTests(std::nullopt);
    QVERIFY(!core::cachedDeviceReport());
}

void TestReportWait::windowStartsOnEveryLabWithoutProbing_data()
{
    QTest::addColumn<QString>("lab");
    for (const QString &id : labs::labIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestReportWait::windowStartsOnEveryLabWithoutProbing()
{
    QFETCH(QString, lab);
    app::MainWindow window;
    window.resize(1280, 720);
    // The lab a learner left open last time is made before the first frame.
    QVERIFY(window.showLab(lab));
    QVERIFY2(!core::cachedDeviceReport(), "a lab probed the machine on the window's thread before the window was up");
    // Every lab but the cost lab (plain arithmetic) and the class board (other
    // machines' files) says so in the status line.
    const QString before = window.statusText();
    QVERIFY2(lab == u"cost" || lab == u"board" || before.contains(QStringLiteral("Measuring this machine")) ||
                 before.contains(QStringLiteral("still being")),
             qPrintable(before));

    window.show();
    // The first frame starts the worker's probe; the status line then names the machine.
    QTRY_VERIFY_WITH_TIMEOUT(window.engine()->deviceReportIsReady(), 60000);
    const std::optional<core::DeviceReport> report = core::cachedDeviceReport();
    QVERIFY(report);
    QTRY_VERIFY2(!window.statusText().contains(QStringLiteral("Measuring this machine")),
                 qPrintable(window.statusText()));
    QVERIFY2(!window.statusText().contains(QStringLiteral("still being")), qPrintable(window.statusText()));
}

void TestReportWait::everyLabSaysMeasuringThenShowsTheReport()
{
    core::ComputeEngine engine;
    const labs::LabContext context{&engine};
    QWidget host;
    std::vector<std::unique_ptr<labs::LabPanel>> panels;
    for (const labs::LabEntry &entry : labs::labRegistry())
        panels.emplace_back(entry.create(context, &host));
    QVERIFY2(!core::cachedDeviceReport(), "a lab probed the machine on the window's thread");
    QVERIFY(!context.deviceReportIsReady());
    QVERIFY(context.deviceReport().pending);

    const auto panel = [&](const QString &id) -> labs::LabPanel * {
        for (const auto &p : panels)
            if (p->objectName() == id)
                return p.get();
        return nullptr;
    };
    // The registry does not name the panels; the shell does. Name them here.
    for (int i = 0; i < labs::labRegistry().size(); ++i)
        panels[size_t(i)]->setObjectName(labs::labRegistry()[i].id);

    // Until the worker has measured: said so, and nothing claims a measurement.
    for (const QString &id : {QStringLiteral("device"), QStringLiteral("throughput"), QStringLiteral("learn")}) {
        QVERIFY2(panel(id)->provenance().contains(QStringLiteral("Measuring this machine")),
                 qPrintable(id + QStringLiteral(": ") + panel(id)->provenance()));
        QVERIFY(panel(id)->provenanceKind() != core::ProvenanceKind::Measured);
    }
    QVERIFY2(panel(QStringLiteral("dispatch"))->provenance().contains(QStringLiteral("still being measured")),
             qPrintable(panel(QStringLiteral("dispatch"))->provenance()));
    QVERIFY2(panel(QStringLiteral("vram"))->provenance().contains(QStringLiteral("still being checked")),
             qPrintable(panel(QStringLiteral("vram"))->provenance()));
    QVERIFY2(panel(QStringLiteral("timing"))->provenance().contains(QStringLiteral("still being measured")),
             qPrintable(panel(QStringLiteral("timing"))->provenance()));
    const auto *banner = panel(QStringLiteral("throughput"))->findChild<QLabel *>(QStringLiteral("banner"));
    QVERIFY(banner);
    QVERIFY2(banner->text().contains(QStringLiteral("Measuring this machine")), qPrintable(banner->text()));
    const auto *gpuLine = panel(QStringLiteral("vram"))->findChild<QLabel *>(QStringLiteral("gpuLine"));
    QVERIFY(gpuLine);
    QVERIFY2(gpuLine->text().contains(QStringLiteral("still being checked")), qPrintable(gpuLine->text()));
    // The roofline's compute roofs come from the CPU's measured peaks: not read
    // (nor measured) on this thread before the worker has measured them.
    const auto *roofline = qobject_cast<labs::ThroughputPanel *>(panel(QStringLiteral("throughput")))->roofline();
    QVERIFY(roofline->device().roofs.isEmpty());

    engine.probeDevice();
    QTRY_VERIFY_WITH_TIMEOUT(engine.deviceReportIsReady(), 60000);
    const std::optional<core::DeviceReport> report = core::cachedDeviceReport();
    QVERIFY(report);
    QVERIFY(!report->pending);

    // Then every lab shows what the probe found, without being asked again.
    QCOMPARE(panel(QStringLiteral("device"))->provenance(), report->statusLine());
    QCOMPARE(panel(QStringLiteral("throughput"))->provenance(), report->statusLine());
    QCOMPARE(panel(QStringLiteral("throughput"))->provenanceKind(), report->statusKind());
    QCOMPARE(panel(QStringLiteral("learn"))->provenance(), report->statusLine());
    const QString probeStatus = core::dispatch::HostFacts::fromReport(*report).probeStatus;
    QVERIFY2(panel(QStringLiteral("dispatch"))->provenance().endsWith(probeStatus),
             qPrintable(panel(QStringLiteral("dispatch"))->provenance()));
    for (const QString &id : labs::labIds()) {
        const QString said = panel(id)->provenance();
        QVERIFY2(!said.contains(QStringLiteral("Measuring this machine")) &&
                     !said.contains(QStringLiteral("still being")),
                 qPrintable(id + QStringLiteral(": ") + said));
    }
    QVERIFY2(!banner->text().contains(QStringLiteral("Measuring this machine")), qPrintable(banner->text()));
    QVERIFY(!roofline->device().roofs.isEmpty());
    QVERIFY2(!gpuLine->text().contains(QStringLiteral("still being checked")), qPrintable(gpuLine->text()));
    if (!report->cuda.usable()) {
        QVERIFY2(banner->text().contains(report->cuda.reason), qPrintable(banner->text()));
        QVERIFY2(gpuLine->text().contains(report->cuda.reason), qPrintable(gpuLine->text()));
    }
}

QTEST_MAIN(TestReportWait)
#include "tst_report_wait.moc"
