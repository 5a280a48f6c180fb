// The window closed while a sweep is running: the engine is told to cancel
// and the window goes without waiting for the rest of the sweep.

#include "app/mainwindow.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProgressBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab;

class TestShutdown : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void closingDuringASweepDoesNotWaitForIt();

private:
    QTemporaryDir m_settingsDir;
};

void TestShutdown::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_shutdown"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestShutdown::closingDuringASweepDoesNotWaitForIt()
{
    auto *window = new app::MainWindow;
    window->resize(1400, 900);
    window->show();
    QVERIFY(window->showLab(QStringLiteral("throughput")));
    auto *panel = qobject_cast<labs::ThroughputPanel *>(window->panel(QStringLiteral("throughput")));
    QVERIFY(panel);
    labs::SweepView *sweep = panel->sweep();
    for (const char *id : {"naive", "cuda", "cuda-naive"})
        sweep->setBackendEnabled(QString::fromLatin1(id), false);
    sweep->setBackendEnabled(QStringLiteral("cpu"), true);
    sweep->setSizesText(QStringLiteral("64, 3900, 4000, 4100, 4200")); // sizes are kept once each
    QCOMPARE(sweep->start(), QString());

    // One whole n = 3900 point, timed, as the yardstick.
    QTRY_VERIFY_WITH_TIMEOUT(sweep->progressBar()->format() == QStringLiteral("n = 3900 (2 of 5)"), 120000);
    QElapsedTimer point;
    point.start();
    QTRY_VERIFY_WITH_TIMEOUT(sweep->progressBar()->format() == QStringLiteral("n = 4000 (3 of 5)"), 300000);
    const qint64 pointMs = point.elapsed();
    QTest::qWait(200);
    QVERIFY(sweep->isRunning());

    QElapsedTimer t;
    t.start();
    window->close();
    delete window;
    const qint64 closeMs = t.elapsed();
    // Waiting for the sweep would take the rest of this point and the two
    // after it (more than two points); cancelling takes one matmul at most.
    qInfo("one n = 3900 point took %lld ms; closing the window took %lld ms", pointMs, closeMs);
    QVERIFY2(closeMs < pointMs + 500, qPrintable(QStringLiteral("%1 ms vs %2 ms").arg(closeMs).arg(pointMs)));
}

QTEST_MAIN(TestShutdown)
#include "tst_shutdown.moc"
