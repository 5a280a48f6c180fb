// The window's lean start: nothing is measured before the first frame; the
// CPU's FMA peak and the CUDA probe then run on the engine's worker, the
// device panel and the status line say "measuring…" until they land, and a
// job submitted meanwhile neither drops the probe nor is dropped by it.
// A process of its own: the probe's cache must be empty at the start.

#include "app/mainwindow.h"
#include "core/benchmarktypes.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "labs/device/devicereportpanel.h"

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace gpulab;

class TestStartup : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void theWindowIsUpBeforeTheMachineIsMeasured();

private:
    QTemporaryDir m_settingsDir;
};

void TestStartup::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_startup"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestStartup::theWindowIsUpBeforeTheMachineIsMeasured()
{
    QVERIFY(!core::cachedDeviceReport());
    app::MainWindow w;
    w.resize(1280, 720);
    QSignalSpy frames(&w, &app::MainWindow::firstFramePainted);
    QSignalSpy ready(w.engine(), &core::ComputeEngine::deviceReportReady);
    QSignalSpy finished(w.engine(), &core::ComputeEngine::finished);
    // A learner's first click, right after the first frame: a small matmul.
    quint64 job = 0;
    connect(&w, &app::MainWindow::firstFramePainted, this, [&w, &job] {
        core::BenchmarkRequest request;
        request.sizes = {64};
        request.repeats = 1;
        job = w.engine()->submit(request);
    });
    auto *panel = qobject_cast<labs::DeviceReportPanel *>(w.panel(QStringLiteral("device")));
    QVERIFY(panel);
    QVERIFY(w.showLab(QStringLiteral("device")));
    w.show();

    // Built and shown: nothing measured yet, and it says so.
    QVERIFY(!core::cachedDeviceReport());
    QVERIFY(!w.engine()->deviceReportIsReady());
    QCOMPARE(w.statusText(), QStringLiteral("Measuring this machine…"));
    QCOMPARE(panel->provenanceKind(), core::ProvenanceKind::Arithmetic);
    auto *banner = panel->findChild<QLabel *>(QStringLiteral("banner"));
    QVERIFY(banner);
    QVERIFY2(banner->text().startsWith(QStringLiteral("Measuring this machine…")), qPrintable(banner->text()));
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("probeButton"))->isEnabled());
    // The quick check may be asked for already: it runs after the probe.
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("quickCheckButton"))->isEnabled());

    // The first frame comes first; the probe starts after it, on the worker.
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 60000);
    QVERIFY(w.engine()->deviceReportIsReady());
    const std::optional<core::DeviceReport> report = core::cachedDeviceReport();
    QVERIFY(report);
    QVERIFY(report->cpu.peakGflops > 0.0);
    QVERIFY(!report->cpu.model.isEmpty());

    // The panel and the status line now show the real report.
    QCOMPARE(panel->provenanceKind(), report->statusKind());
    QCOMPARE(w.statusText(), report->statusLine());
    QVERIFY(report->cuda.usable() ? banner->text().contains(report->cuda.name)
                                  : banner->text().contains(report->cuda.reason));
    bool modelShown = false;
    for (auto *l : panel->findChildren<QLabel *>())
        modelShown = modelShown || l->text() == report->cpu.model;
    QVERIFY(modelShown);
    QVERIFY(panel->findChild<QPushButton *>(QStringLiteral("probeButton"))->isEnabled());
    QCOMPARE(frames.size(), 1); // once per window

    // The job submitted while the probe ran was neither dropped nor did it drop the probe.
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    const auto result = finished.first().first().value<core::BenchmarkResult>();
    QVERIFY(job != 0);
    QCOMPARE(result.jobId, job);
    QVERIFY(!result.cancelled);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QCOMPARE(result.points.size(), 1);
    QCOMPARE(result.points.first().verdict, core::Verdict::Passed);
}

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
