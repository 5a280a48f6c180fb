// The shell and the Device report panel, driven through QTest events on the
// offscreen platform.

#include "tests/common/spinners.h"
#include "tests/common/suitesettings.h"
#include "tests/common/testsupport.h"

#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/labids.h"
#include "labs/accessibility.h"
#include "labs/device/devicereportpanel.h"
#include "labs/labregistry.h"
#include "labs/style.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace gpulab;

namespace {
// A stand-in translation that words "Simulated" differently in the shell and
// in the labs, as a real one may: the status line's colour must not depend
// on the words.
class FakeTranslator : public QTranslator {
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        QString t = QString::fromUtf8(sourceText);
        const bool shell = qstrcmp(context, "gpulab::app::MainWindow") == 0 || qstrcmp(context, "MainWindow") == 0;
        t.replace(QStringLiteral("Simulated"), shell ? QStringLiteral("Simulation") : QStringLiteral("Simuliert"));
        t.replace(QStringLiteral("Measured"), QStringLiteral("Gemessen"));
        return t;
    }
};

QString toneSheet(labs::style::Tone tone)
{
    QLabel reference;
    labs::style::setTextTone(&reference, tone);
    return reference.styleSheet();
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void navigatorListsEveryRegisteredLab();
    void statusLineSaysMeasuredOrSimulated();
    void statusColourComesFromTheKind();
    void devicePanelShowsTheProbe();
    void quickCheckRunsThroughTheEngine();
    void everyPanelRendersNonBlank();
    void settingsRememberTheLastLab();
    void keyboardSwitchesLabs();
    void germanTranslationApplies();
    void quickCheckRecoversWhenOvertaken();
    void quickCheckSaysWhenTheMachineIsBusy();

private:
    QTemporaryDir m_settingsDir;
};

void TestMainWindow::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_mainwindow"));
    // The probe made up front: these tests read the panels as they are once
    // the report has landed (tst_startup covers the "measuring…" start).
    (void)core::deviceReport();
}

void TestMainWindow::navigatorListsEveryRegisteredLab()
{
    app::MainWindow w;
    QCOMPARE(w.navigator()->count(), int(labs::labRegistry().size()));
    QVERIFY(labs::findLab(QStringLiteral("device")));
    // The registry gives a panel to exactly the labs core knows, in its order.
    QCOMPARE(labs::labIds(), core::labIds());
    QCOMPARE(w.navigator()->item(0)->data(Qt::UserRole).toString(), labs::labRegistry().first().id);
    QVERIFY(!w.showLab(QStringLiteral("no-such-lab")));
}

void TestMainWindow::statusLineSaysMeasuredOrSimulated()
{
    app::MainWindow w;
    w.show();
    QVERIFY(w.showLab(QStringLiteral("device")));
    const QString status = w.statusText();
    QVERIFY2(status.startsWith(QStringLiteral("Measured on")), qPrintable(status));
    const auto report = core::deviceReport();
    if (!report.cuda.usable())
        QVERIFY2(status.contains(QStringLiteral("Simulated — ") + report.cuda.reason), qPrintable(status));
}

void TestMainWindow::statusColourComesFromTheKind()
{
    FakeTranslator fake;
    QVERIFY(QCoreApplication::installTranslator(&fake));
    {
        app::MainWindow w;
        w.show();
        auto *status = w.findChild<QLabel *>(QStringLiteral("provenance"));
        QVERIFY(status);
        // The timing lab before any run is simulated by design; the cost lab is arithmetic.
        QVERIFY(w.showLab(QStringLiteral("timing")));
        QVERIFY2(w.statusText().contains(QStringLiteral("Simuliert")), qPrintable(w.statusText()));
        QCOMPARE(status->styleSheet(), toneSheet(labs::style::Tone::Warning));
        QVERIFY(w.showLab(QStringLiteral("cost")));
        QCOMPARE(status->styleSheet(), toneSheet(labs::style::Tone::Neutral));
        QVERIFY(w.showLab(QStringLiteral("device")));
        const bool measured = core::deviceReport().statusKind() == core::ProvenanceKind::Measured;
        QCOMPARE(status->styleSheet(), toneSheet(measured ? labs::style::Tone::Good : labs::style::Tone::Warning));
    }
    QCoreApplication::removeTranslator(&fake);
}

void TestMainWindow::devicePanelShowsTheProbe()
{
    labs::DeviceReportPanel panel(labs::LabContext{});
    const auto report = core::deviceReport();
    auto *banner = panel.findChild<QLabel *>(QStringLiteral("banner"));
    QVERIFY(banner);
    if (report.cuda.usable())
        QVERIFY(banner->text().contains(report.cuda.name));
    else
        QVERIFY(banner->text().contains(report.cuda.reason));
    // Without an engine the quick check cannot run, and says so by being disabled.
    QVERIFY(!panel.findChild<QPushButton *>(QStringLiteral("quickCheckButton"))->isEnabled());
    // The CPU model from the probe is on screen.
    bool found = false;
    for (auto *l : panel.findChildren<QLabel *>())
        found = found || l->text() == report.cpu.model;
    QVERIFY(found);
}

void TestMainWindow::quickCheckRunsThroughTheEngine()
{
    app::MainWindow w;
    w.show();
    auto *panel = qobject_cast<labs::DeviceReportPanel *>(w.panel(QStringLiteral("device")));
    QVERIFY(panel);
    auto *button = panel->findChild<QPushButton *>(QStringLiteral("quickCheckButton"));
    QVERIFY(button && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!labs::isAvailable(button)); // busy while it runs
    QTRY_COMPARE_WITH_TIMEOUT(panel->checkModel()->rowCount(), 2, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(labs::isAvailable(button), 10000);
    // The result is what a screen reader is given, once it is done.
    QVERIFY2(labs::lastAnnouncement().startsWith(QStringLiteral("Quick check done. CPU: ")) &&
                 labs::lastAnnouncement().contains(QStringLiteral("GFLOP/s")),
             qPrintable(labs::lastAnnouncement()));
    // The table shows the quick check's model (core::QuickCheckTableModel).
    QCOMPARE(panel->checkTable()->model(), panel->checkModel());
    using Model = core::QuickCheckTableModel;
    const auto cell = [panel](int row, int column) {
        return panel->checkModel()->index(row, column).data().toString();
    };
    QCOMPARE(cell(0, Model::Side), QStringLiteral("CPU"));
    QVERIFY(cell(0, Model::Result).startsWith(QStringLiteral("verified")));
    if (!core::deviceReport().cuda.usable()) {
        QCOMPARE(cell(1, Model::Side), QStringLiteral("GPU (simulated)"));
        QVERIFY(cell(1, Model::Result).contains(QStringLiteral("simulated")));
    } else {
        QVERIFY(cell(1, Model::Result).startsWith(QStringLiteral("verified")));
    }
}

// A quick check measured while every core is taken (twice as many spinning
// threads as cores) says so under its table: the rate it shows is too low.
// Without them, the note stays hidden.
void TestMainWindow::quickCheckSaysWhenTheMachineIsBusy()
{
    app::MainWindow w;
    w.show();
    auto *panel = qobject_cast<labs::DeviceReportPanel *>(w.panel(QStringLiteral("device")));
    QVERIFY(panel);
    auto *button = panel->findChild<QPushButton *>(QStringLiteral("quickCheckButton"));
    auto *busy = panel->findChild<QLabel *>(QStringLiteral("checkBusy"));
    QVERIFY(button && busy);
    QVERIFY(busy->isHidden());
    {
        const testing::Spinners spin(2 * testing::cores());
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(panel->checkModel()->rowCount(), 2, 120000);
        QTRY_VERIFY_WITH_TIMEOUT(labs::isAvailable(button), 60000);
    }
    QVERIFY2(!busy->isHidden(), "a quick check on a machine with every core taken is not named busy");
    QVERIFY2(busy->text().startsWith(QStringLiteral("⚠ ")) &&
                 (busy->text().contains(QStringLiteral("busy machine")) ||
                  busy->text().contains(QStringLiteral("own window was busy"))) &&
                 busy->text().contains(QStringLiteral("run the quick check again")),
             qPrintable(busy->text()));
}

void TestMainWindow::everyPanelRendersNonBlank()
{
    app::MainWindow w;
    w.resize(1600, 1000);
    w.show();
    for (const auto &lab : labs::labRegistry()) {
        QVERIFY(w.showLab(lab.id));
        QCOMPARE(w.currentLabId(), lab.id);
        QCoreApplication::processEvents();
        const QImage img = w.grab().toImage();
        QVERIFY2(testing::distinctColours(img) > 20, qPrintable(lab.id));
    }
}

void TestMainWindow::settingsRememberTheLastLab()
{
    const QString last = labs::labRegistry().last().id;
    {
        app::MainWindow w;
        w.show();
        QVERIFY(w.showLab(last));
        w.close(); // closeEvent saves
    }
    QCOMPARE(QSettings().value(QStringLiteral("window/lastLab")).toString(), last);
    app::MainWindow again;
    again.restoreState();
    QCOMPARE(again.currentLabId(), last);
}

void TestMainWindow::keyboardSwitchesLabs()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Start away from each target, so a shortcut that does nothing fails.
    const auto &labsList = labs::labRegistry();
    QVERIFY(labsList.size() >= 2);
    for (int i = 0; i < int(labsList.size()) && i < 9; ++i) {
        const QString elsewhere = labsList[(i + 1) % labsList.size()].id;
        QVERIFY(w.showLab(elsewhere));
        QCOMPARE(w.currentLabId(), elsewhere);
        QTest::keyClick(&w, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        QCOMPARE(w.currentLabId(), labsList[i].id);
    }
}

void TestMainWindow::germanTranslationApplies()
{
    // The build compiles translations/gpulab_de.ts; a German desktop gets it.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral("gpulab_de"), QStringLiteral(GPULAB_QM_DIR)));
    QCoreApplication::installTranslator(&german);
    QCOMPARE(labs::findLab(QStringLiteral("device"))->translatedTitle(), QStringLiteral("Gerätebericht"));
    {
        app::MainWindow w;
        QCOMPARE(w.navigator()->item(0)->text(), QStringLiteral("Gerätebericht"));
        bool fileMenu = false;
        for (QAction *a : w.menuBar()->actions())
            fileMenu = fileMenu || a->text() == QStringLiteral("&Datei");
        QVERIFY(fileMenu);
    }
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(labs::findLab(QStringLiteral("device"))->translatedTitle(), QStringLiteral("Device report"));
}

void TestMainWindow::quickCheckRecoversWhenOvertaken()
{
    app::MainWindow w;
    w.show();
    auto *panel = qobject_cast<labs::DeviceReportPanel *>(w.panel(QStringLiteral("device")));
    auto *button = panel->findChild<QPushButton *>(QStringLiteral("quickCheckButton"));
    auto *engine = w.findChild<core::ComputeEngine *>();
    QVERIFY(engine);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!labs::isAvailable(button));
    // Another lab submits: the engine drops the quick check, which must not stay "running".
    core::BenchmarkRequest other;
    other.sizes = {32};
    other.repeats = 1;
    engine->submit(other);
    QVERIFY(labs::isAvailable(button));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
