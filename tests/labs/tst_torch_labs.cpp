// "Your own PyTorch" in the labs, through their buttons: the dispatch lab
// runs a line and the whole script (✓ same, ✗ different, the report), the
// timing lab times a @ b, the device report lists what it found, a window
// closed mid-run leaves no child behind, and without a PyTorch the buttons
// say how to get one. The interpreter is a stand-in the test writes: it
// answers each of GPU Lab's scripts as a CPU machine's PyTorch would.

#include "tests/common/livetext.h"

#include "core/dispatch/realrun.h"
#include "core/torch/pythonjob.h"
#include "core/torch/torchfinder.h"
#include "labs/device/devicereportpanel.h"
#include "labs/dispatch/dispatchpanel.h"
#include "labs/dispatch/realrunbox.h"
#include "labs/timing/timingpanel.h"
#include "labs/timing/torchtimingbox.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

using namespace gpulab;
using namespace gpulab::labs;
using core::dispatch::RealLine;

namespace {

constexpr char kNoDriver[] = "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
                             "installed a driver from http://www.nvidia.com/Download/index.aspx";

// A stand-in python: GPU Lab passes its script after -c, so the script's
// text tells which one is asked. `isAvailable`: what line 2 of the probe
// scenario prints; `runLines`: replaces the answer to runlines.py.
QString standIn(const QString &path, const QByteArray &isAvailable, const QByteArray &runLines = {},
                bool withTorch = true)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    const QByteArray torch =
        withTorch ? R"(, "torch": "2.15.0+cu132", "cuda": "13.2", "mps_built": false, "cuda_available": false, )"
                    R"("mps_available": false, "device": "cpu")"
                  : R"(, "error": "ModuleNotFoundError: No module named 'torch'")";
    const QByteArray lines = !runLines.isEmpty() ? runLines
                                                 : "echo 'GPULAB-LINE {\"index\": 0, \"printed\": \"" + isAvailable +
                                                       "\"}'\n"
                                                       "echo 'GPULAB-LINE {\"index\": 1, \"printed\": \"\", "
                                                       "\"error_type\": \"RuntimeError\", \"error\": \"" +
                                                       QByteArray(kNoDriver) +
                                                       "\"}'\n"
                                                       "echo 'GPULAB-RESULT {\"torch\": \"2.15.0+cu132\"}'\n";
    f.write("#!/bin/sh\n"
            "case \"$2\" in\n"
            "*GPULAB-LINE*)\n cat >/dev/null\n" +
            lines +
            ";;\n"
            "*without_barrier_s*)\n cat >/dev/null\n"
            " echo 'GPULAB-RESULT {\"torch\": \"2.15.0+cu132\", \"device\": \"cpu\", \"barrier\": \"\", \"n\": 1000, "
            "\"warmup\": 2, \"repeats\": 5, \"without_barrier_s\": 0.0212, \"with_barrier_s\": 0.0215}'\n;;\n"
            "*)\n cat >/dev/null\n"
            " echo 'GPULAB-RESULT {\"python\": \"3.12.3\", \"prefix\": \"/fake/venv\"" +
            torch + "}'\n;;\nesac\n");
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// A finder that has asked only `interpreter`.
std::unique_ptr<core::torch::TorchFinder> finderFor(const QString &interpreter)
{
    auto finder = std::make_unique<core::torch::TorchFinder>();
    core::torch::PythonSearchEnvironment env;
    env.remembered = {interpreter};
    env.searchCommonPlaces = false;
    finder->lookIn(env);
    finder->waitForLook();
    return finder;
}

QPushButton *button(QWidget *in, const char *name)
{
    return in->findChild<QPushButton *>(QLatin1String(name));
}

} // namespace

class TestTorchLabs : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void dispatchRunsTheLineAndSaysSame();
    void dispatchDifferenceIsAFindingWithAReport();
    void shellLineIsLeftToTheTerminal();
    void closingTheLabKillsTheRun();
    void withoutPyTorchTheButtonsSayHow();
    void timingLabTimesInPyTorch();
    void deviceReportListsWhatWasFound();

private:
    QTemporaryDir m_dir;
};

void TestTorchLabs::dispatchRunsTheLineAndSaysSame()
{
    auto finder = finderFor(standIn(m_dir.filePath(QStringLiteral("same/python")), "False"));
    DispatchPanel p(LabContext{nullptr, finder.get()});
    p.resize(1280, 1400);
    p.show();
    QVERIFY(p.setScenario(QStringLiteral("probe")));
    QVERIFY(p.stepForward()); // line 2: print(torch.cuda.is_available())
    RealRunBox *box = p.realRunBox();
    QVERIFY(box != nullptr);
    QPushButton *run = button(box, "runLineInTorch");
    QVERIFY(run->isEnabled());
    QVERIFY2(box->statusLabel()->text().contains(QStringLiteral("PyTorch 2.15.0+cu132")),
             qPrintable(box->statusLabel()->text()));
    QSignalSpy done(box, &RealRunBox::runFinished);
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(!run->isEnabled()); // one run at a time
    QVERIFY(done.wait(20000));
    QCOMPARE(box->result(1).verdict, RealLine::Verdict::Same);
    QCOMPARE(box->result(1).got, QStringLiteral("False"));
    QVERIFY2(box->resultLabel()->text().contains(QStringLiteral("✓ Line 2")), qPrintable(box->resultLabel()->text()));
    QVERIFY(run->isEnabled());

    // The whole script: line 3's RuntimeError is the laptop's prediction too.
    QTest::mouseClick(button(box, "runScriptInTorch"), Qt::LeftButton);
    QVERIFY(done.wait(20000));
    QCOMPARE(box->result(2).verdict, RealLine::Verdict::Same);
    QVERIFY(p.stepForward());
    QVERIFY2(box->resultLabel()->text().contains(QStringLiteral("✓ Line 3")), qPrintable(box->resultLabel()->text()));
    // The lines the stand-in did not answer are said to be not reached.
    QCOMPARE(box->result(3).verdict, RealLine::Verdict::NotRun);
    if (const QString dir = qEnvironmentVariable("GPULAB_TORCH_SHOTS"); !dir.isEmpty())
        p.grab().save(dir + QStringLiteral("/dispatch-torch.png"));
}

void TestTorchLabs::dispatchDifferenceIsAFindingWithAReport()
{
    auto finder = finderFor(standIn(m_dir.filePath(QStringLiteral("different/python")), "True"));
    DispatchPanel p(LabContext{nullptr, finder.get()});
    QVERIFY(p.setScenario(QStringLiteral("probe")));
    QVERIFY(p.stepForward());
    RealRunBox *box = p.realRunBox();
    QSignalSpy done(box, &RealRunBox::runFinished);
    QTest::mouseClick(button(box, "runLineInTorch"), Qt::LeftButton);
    QVERIFY(done.wait(20000));
    QCOMPARE(box->result(1).verdict, RealLine::Verdict::Different);
    const QString shown = box->resultLabel()->text();
    QVERIFY2(shown.contains(QStringLiteral("✗ Line 2")) && shown.contains(QStringLiteral("<code>False</code>")),
             qPrintable(shown));
    QPushButton *copy = button(box, "copyTorchReport");
    QVERIFY(copy->isEnabled());
    QTest::mouseClick(copy, Qt::LeftButton);
    const QString report = QApplication::clipboard()->text();
    QVERIFY2(report.contains(QStringLiteral("✗ 2. print(torch.cuda.is_available())")) &&
                 report.contains(QStringLiteral("GPU Lab predicts: False")) &&
                 report.contains(QStringLiteral("PyTorch printed:  True")),
             qPrintable(report));
}

void TestTorchLabs::shellLineIsLeftToTheTerminal()
{
    auto finder = finderFor(standIn(m_dir.filePath(QStringLiteral("shell/python")), "False"));
    DispatchPanel p(LabContext{nullptr, finder.get()});
    QVERIFY(p.setScenario(QStringLiteral("probe"))); // line 1: nvidia-smi
    RealRunBox *box = p.realRunBox();
    QTest::mouseClick(button(box, "runLineInTorch"), Qt::LeftButton);
    QVERIFY(!box->isRunning());
    QVERIFY2(box->resultLabel()->text().contains(QStringLiteral("shell command")),
             qPrintable(box->resultLabel()->text()));
}

void TestTorchLabs::closingTheLabKillsTheRun()
{
    auto finder = finderFor(
        standIn(m_dir.filePath(QStringLiteral("hang/python")), "False", QByteArrayLiteral("exec sleep 60\n")));
    auto p = std::make_unique<DispatchPanel>(LabContext{nullptr, finder.get()});
    QVERIFY(p->setScenario(QStringLiteral("probe")));
    QVERIFY(p->stepForward());
    QTest::mouseClick(button(p->realRunBox(), "runLineInTorch"), Qt::LeftButton);
    auto *job = p->findChild<core::torch::PythonJob *>();
    QVERIFY(job != nullptr);
    QTRY_VERIFY(job->processId() > 0);
    const auto pid = pid_t(job->processId());
    QVERIFY(::kill(pid, 0) == 0);
    QVERIFY(button(p->realRunBox(), "cancelTorchRun")->isVisibleTo(p.get()));
    p.reset(); // the window closes mid-run
    QVERIFY2(::kill(pid, 0) != 0, "the interpreter outlived the lab");
}

void TestTorchLabs::withoutPyTorchTheButtonsSayHow()
{
    auto finder = finderFor(standIn(m_dir.filePath(QStringLiteral("notorch/python")), "False", {}, false));
    QCOMPARE(finder->preferred(), nullptr);
    DispatchPanel p(LabContext{nullptr, finder.get()});
    QVERIFY(p.setScenario(QStringLiteral("probe")));
    QPushButton *run = button(p.realRunBox(), "runLineInTorch");
    QVERIFY(!run->isEnabled());
    QVERIFY2(run->toolTip().contains(QStringLiteral("pip install torch")), qPrintable(run->toolTip()));
    QVERIFY2(p.realRunBox()->statusLabel()->text().contains(QStringLiteral("pip install torch")),
             qPrintable(p.realRunBox()->statusLabel()->text()));
    // The lab itself works as before.
    QVERIFY(p.stepForward());
}

void TestTorchLabs::timingLabTimesInPyTorch()
{
    auto finder = finderFor(standIn(m_dir.filePath(QStringLiteral("timing/python")), "False"));
    TimingPanel p(LabContext{nullptr, finder.get()});
    TorchTimingBox *box = p.torchTimingBox();
    QVERIFY(box != nullptr);
    QSignalSpy timed(box, &TorchTimingBox::timed);
    QTest::mouseClick(button(box, "timeInTorch"), Qt::LeftButton);
    QVERIFY(timed.wait(20000));
    const QString shown = box->resultLabel()->text();
    QVERIFY2(shown.contains(QStringLiteral("on cpu")) && shown.contains(QStringLiteral("no illusion")),
             qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Run the lab's own measurement")), qPrintable(shown));
}

void TestTorchLabs::deviceReportListsWhatWasFound()
{
    auto finder = finderFor(standIn(m_dir.filePath(QStringLiteral("device/python")), "False"));
    DeviceReportPanel p(LabContext{nullptr, finder.get()});
    auto *box = p.findChild<TorchBox *>();
    QVERIFY(box != nullptr);
    QVERIFY2(box->statusLabel()->text().contains(QStringLiteral("PyTorch 2.15.0+cu132 in")) &&
                 box->statusLabel()->text().contains(QStringLiteral("CUDA 13.2 build, picks cpu")),
             qPrintable(box->statusLabel()->text()));
    QCOMPARE(testing::live::unnamedIn(&p), QStringList());
}

QTEST_MAIN(TestTorchLabs)
#include "tst_torch_labs.moc"
