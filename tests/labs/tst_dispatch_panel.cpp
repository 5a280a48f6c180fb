// The Device dispatch panel, driven through QTest events on the offscreen
// platform: stepping by buttons and keys, the build selector, the quiz.

#include "tests/common/livetext.h"
#include "tests/common/testsupport.h"

#include "core/deviceprobe.h"
#include "core/dispatch/dispatchlabstate.h"
#include "core/dispatch/scenarioloader.h"
#include "labs/dispatch/dispatchpanel.h"
#include "labs/dispatch/quizbox.h"
#include "labs/dispatch/terminalview.h"
#include "labs/labregistry.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QTest>

using namespace gpulab;
using namespace gpulab::core::dispatch;
using gpulab::labs::DispatchPanel;

class TestDispatchPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void registeredInOrder();
    void steppingPastEitherEndIsANoOp();
    void keyboardSteps();
    void buttonsStep();
    void terminalsShowOutputSoFar();
    void buildSelectorChangesThisMachine();
    void stateGoesThroughTheStepper();
    void quizScores();
    void nvidiaSmiTableFitsWithoutScrolling();
    void rendersNonBlank();
    void switchesLanguageLive();
    void aGuessSurvivesALanguageSwitch();
    void everyControlIsNamed();
};

void TestDispatchPanel::registeredInOrder()
{
    const auto *entry = labs::findLab(u"dispatch"_qs);
    QVERIFY(entry);
    QCOMPARE(entry->translatedTitle(), u"Device dispatch"_qs);
    const QStringList ids = labs::labIds();
    // dispatch comes after the labs registered before it and before timing/learn, when present.
    for (const QString &before : {u"device"_qs, u"throughput"_qs, u"vram"_qs, u"cost"_qs})
        if (ids.contains(before))
            QVERIFY(ids.indexOf(before) < ids.indexOf(u"dispatch"_qs));
    for (const QString &after : {u"timing"_qs, u"learn"_qs})
        if (ids.contains(after))
            QVERIFY(ids.indexOf(after) > ids.indexOf(u"dispatch"_qs));
}

// A lab state names the scenario, the line from 1 and the wheel: restoring
// one moves the picker, the stepper and the wheel box; a bad one changes nothing.
void TestDispatchPanel::stateGoesThroughTheStepper()
{
    DispatchPanel p({});
    const QJsonObject start = p.saveState();
    QCOMPARE(start, dispatchLabDefaults());
    const QJsonObject state{{u"scenario"_qs, u"pick"_qs}, {u"line"_qs, 2}, {u"build"_qs, u"cpu-only"_qs}};
    QCOMPARE(p.restoreState(state), QString());
    QCOMPARE(p.saveState(), state);
    QCOMPARE(p.scenario().id, u"pick"_qs);
    QCOMPARE(p.currentLine(), 1);
    QCOMPARE(p.build(), WheelBuild::CpuOnly);
    QCOMPARE(p.findChild<QComboBox *>(u"buildBox"_qs)->currentIndex(), 1);
    QCOMPARE(p.findChild<QComboBox *>(u"scenarioBox"_qs)->currentData().toString(), u"pick"_qs);

    // The line is checked against the scenario it would show: the first, by default.
    const int firstLines = int(loadScenarios().scenarios.first().lines.size());
    QCOMPARE(p.restoreState(QJsonObject{{u"line"_qs, 99}, {u"build"_qs, u"cuda"_qs}}),
             QStringLiteral("its \"line\" is outside 1 to %1").arg(firstLines));
    QCOMPARE(p.saveState(), state);
    QCOMPARE(p.restoreState(start), QString());
    QCOMPARE(p.saveState(), start);
}

void TestDispatchPanel::steppingPastEitherEndIsANoOp()
{
    DispatchPanel p({});
    QVERIFY(p.setScenario(u"probe"_qs));
    QCOMPARE(p.currentLine(), 0);
    const QString before = p.terminal(Machine::Laptop)->transcript();
    QVERIFY(!p.stepBack());
    QVERIFY(!p.stepToStart());
    QCOMPARE(p.currentLine(), 0);
    QCOMPARE(p.terminal(Machine::Laptop)->transcript(), before);
    QVERIFY(p.stepToEnd());
    QCOMPARE(p.currentLine(), 7);
    const QString atEnd = p.terminal(Machine::Laptop)->transcript();
    QVERIFY(!p.stepForward());
    QVERIFY(!p.stepToEnd());
    QCOMPARE(p.currentLine(), 7);
    QCOMPARE(p.terminal(Machine::Laptop)->transcript(), atEnd);
}

void TestDispatchPanel::keyboardSteps()
{
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    p.show();
    QTest::keyClick(&p, Qt::Key_Right);
    QCOMPARE(p.currentLine(), 1);
    QTest::keyClick(&p, Qt::Key_Down);
    QTest::keyClick(&p, Qt::Key_Space);
    QCOMPARE(p.currentLine(), 3);
    QTest::keyClick(&p, Qt::Key_Left);
    QCOMPARE(p.currentLine(), 2);
    QTest::keyClick(&p, Qt::Key_Up);
    QCOMPARE(p.currentLine(), 1);
    QTest::keyClick(&p, Qt::Key_End);
    QCOMPARE(p.currentLine(), 7);
    QTest::keyClick(&p, Qt::Key_Right); // past the end: nothing
    QCOMPARE(p.currentLine(), 7);
    QTest::keyClick(&p, Qt::Key_Home);
    QCOMPARE(p.currentLine(), 0);
    QTest::keyClick(&p, Qt::Key_Left); // before the start: nothing
    QCOMPARE(p.currentLine(), 0);
    QCOMPARE(p.scriptView()->currentRow(), 0);
}

void TestDispatchPanel::buttonsStep()
{
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    auto *forward = p.findChild<QPushButton *>(u"forwardButton"_qs);
    auto *back = p.findChild<QPushButton *>(u"backButton"_qs);
    QVERIFY(forward && back);
    QVERIFY(!back->isEnabled());
    QTest::mouseClick(forward, Qt::LeftButton);
    QCOMPARE(p.currentLine(), 1);
    QCOMPARE(p.scriptView()->currentRow(), 1);
    QTest::mouseClick(p.findChild<QPushButton *>(u"endButton"_qs), Qt::LeftButton);
    QVERIFY(!forward->isEnabled());
    QTest::mouseClick(p.findChild<QPushButton *>(u"startButton"_qs), Qt::LeftButton);
    QCOMPARE(p.currentLine(), 0);
}

void TestDispatchPanel::terminalsShowOutputSoFar()
{
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    p.setBuild(WheelBuild::CpuOnly);
    QVERIFY(p.terminal(Machine::Mac)->transcript().contains(u"zsh: command not found: nvidia-smi"_qs));
    QVERIFY(!p.terminal(Machine::Mac)->transcript().contains(u"False"_qs)); // line 2 not run yet
    p.stepForward();
    p.stepForward();
    const QString laptop = p.terminal(Machine::Laptop)->transcript();
    QVERIFY(laptop.contains(u"bash: nvidia-smi: command not found"_qs));
    QVERIFY(laptop.contains(u">>> print(torch.cuda.is_available())\nFalse"_qs));
    QVERIFY(laptop.contains(u"AssertionError: Torch not compiled with CUDA enabled"_qs));
    QVERIFY(p.terminal(Machine::Laptop)->explanation().contains(u"Fix:"_qs));
    QVERIFY(p.terminal(Machine::Workstation)->transcript().contains(u"12.4 NVIDIA GeForce RTX 4090"_qs));
    p.stepToEnd();
    p.stepBack();
    p.stepBack();
    p.stepBack();
    QVERIFY(p.terminal(Machine::Workstation)->transcript().endsWith(u"25.8"_qs));
}

void TestDispatchPanel::buildSelectorChangesThisMachine()
{
    if (core::deviceReport().cuda.driverLibraryPresent)
        QSKIP("this machine has an NVIDIA driver; its column follows the GPU, not the laptop");
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    p.stepForward();
    p.stepForward(); // get_device_name(0)
    QComboBox *box = p.buildBox();
    box->setCurrentIndex(box->findData(int(WheelBuild::CpuOnly)));
    QCOMPARE(p.build(), WheelBuild::CpuOnly);
    const QString cpu = p.terminal(Machine::ThisMachine)->transcript();
    QVERIFY(cpu.contains(u"AssertionError: Torch not compiled with CUDA enabled"_qs));
    QCOMPARE(cpu, p.terminal(Machine::Laptop)->transcript());
    const QString workstation = p.terminal(Machine::Workstation)->transcript();
    box->setCurrentIndex(box->findData(int(WheelBuild::Cuda)));
    QCOMPARE(p.build(), WheelBuild::Cuda);
    const QString cuda = p.terminal(Machine::ThisMachine)->transcript();
    QVERIFY(cuda.contains(u"RuntimeError: Found no NVIDIA driver on your system."_qs));
    QVERIFY(cuda != cpu);
    QCOMPARE(cuda, p.terminal(Machine::Laptop)->transcript());
    QCOMPARE(p.terminal(Machine::Workstation)->transcript(), workstation); // not affected
    QVERIFY(p.provenance().startsWith(u"This machine column from the real probe: "_qs));
}

void TestDispatchPanel::quizScores()
{
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    auto *quiz = p.quizBox();
    quiz->machineBox()->setCurrentIndex(quiz->machineBox()->findData(int(Machine::Mac)));
    QTest::mouseClick(quiz->predictButton(), Qt::LeftButton);
    QVERIFY(quiz->predicting());
    // Line 1 (nvidia-smi): hidden on the Mac until revealed.
    QVERIFY(p.terminal(Machine::Mac)->transcript().contains(u"predict first"_qs));
    QVERIFY(!p.terminal(Machine::Mac)->transcript().contains(u"command not found"_qs));
    // ... and on its neighbours, whose answers would give it away.
    for (const Machine m : allMachines())
        QVERIFY2(p.terminal(m)->transcript().endsWith(u"predict first, then reveal"_qs), qPrintable(machineTitle(m)));
    QVERIFY(!quiz->revealButton()->isEnabled());
    quiz->choose(int(quiz->choices().indexOf(u"command not found"_qs)));
    QVERIFY(quiz->revealButton()->isEnabled());
    QTest::mouseClick(quiz->revealButton(), Qt::LeftButton);
    QCOMPARE(p.quiz().correct(), 1);
    QCOMPARE(p.quiz().attempts(), 1);
    QVERIFY(p.terminal(Machine::Mac)->transcript().contains(u"zsh: command not found: nvidia-smi"_qs));
    // Line 6, the idiom: guess cuda on the Mac — wrong, it prints cpu.
    for (int i = 0; i < 5; ++i)
        p.stepForward();
    QCOMPARE(p.currentLine(), 5);
    QVERIFY(p.terminal(Machine::Mac)->transcript().endsWith(u"predict first, then reveal"_qs));
    quiz->choose(int(quiz->choices().indexOf(u"cuda"_qs)));
    p.reveal();
    QCOMPARE(p.quiz().correct(), 1);
    QCOMPARE(p.quiz().attempts(), 2);
    QCOMPARE(quiz->scoreLabel()->text(), u"Score: 1 of 2"_qs);
    QVERIFY(p.terminal(Machine::Mac)->transcript().endsWith(u"cpu"_qs));
    // Back and forward again: already scored, shown, not hidden.
    p.stepBack();
    p.stepForward();
    QVERIFY(p.terminal(Machine::Mac)->transcript().endsWith(u"cpu"_qs));
    p.reveal();
    QCOMPARE(p.quiz().attempts(), 2);
}

void TestDispatchPanel::nvidiaSmiTableFitsWithoutScrolling()
{
    // At the screenshot size a projector shows the workstation's whole
    // nvidia-smi table: no sideways scrolling (it once needed it).
    DispatchPanel p({});
    p.resize(1600, 1000);
    p.setScenario(u"probe"_qs);
    p.show();
    QVERIFY(QTest::qWaitForWindowExposed(&p));
    QCOMPARE(p.currentLine(), 0);
    QApplication::processEvents();
    gpulab::labs::TerminalView *ws = p.terminal(Machine::Workstation);
    QVERIFY(ws->transcript().contains(u"NVIDIA-SMI"_qs));
    QCOMPARE(ws->tableColumns(), 91);
    QCOMPARE(ws->horizontalOverflow(), 0);
    // The other columns stay readable too.
    QVERIFY(ws->width() > p.terminal(Machine::Mac)->width());
}

void TestDispatchPanel::rendersNonBlank()
{
    DispatchPanel p({});
    p.resize(1600, 1000);
    p.setScenario(u"mistakes"_qs);
    p.setBuild(WheelBuild::CpuOnly);
    for (int i = 0; i < 4; ++i)
        p.stepForward(); // line 5: .numpy() fails differently on the GPU and on the CPU
    p.show();
    QApplication::processEvents();
    const QImage img = p.grab().toImage();
    // GPULAB_SHOT_DIR=/tmp/x keeps the picture, to judge the mid-script look by eye.
    if (const QString dir = qEnvironmentVariable("GPULAB_SHOT_DIR"); !dir.isEmpty())
        img.save(dir + u"/dispatch-mistakes.png"_qs);
    const QSet<QRgb> colours = testing::sampledColours(img, 5);
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    // The dark terminal and the red error are really drawn.
    QVERIFY(colours.contains(qRgb(0x16, 0x18, 0x1d)));
}

// The panel's words and the scenarios' prose follow the language; what the
// programs print (and PyTorch's errors) stays as the learner will see it.
void TestDispatchPanel::switchesLanguageLive()
{
    DispatchPanel p({});
    p.resize(1600, 1000);
    p.show();
    QVERIFY(p.setScenario(u"probe"_qs));
    p.stepToEnd();
    const int line = p.currentLine();
    const QString output = p.terminal(Machine::Mac)->transcript();
    for (const QString &t : testing::live::shownTexts(&p))
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));

    testing::live::Guillemets brackets;
    testing::live::setTranslator(&brackets, true);
    QStringList missed;
    for (const QString &t : testing::live::shownTexts(&p))
        if (!t.isEmpty() && !testing::live::wrapped(t))
            missed << t;
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u" | "_qs)));
    QCOMPARE(p.findChild<QPushButton *>(u"forwardButton"_qs)->text(), u"«Step ▶»"_qs);
    QCOMPARE(p.quizBox()->predictButton()->text(), u"«Predict»"_qs);
    QCOMPARE(p.quizBox()->title(), u"«Predict, then reveal»"_qs);
    QVERIFY(testing::live::wrapped(p.scenarioBox()->currentText())); // the scenario's title, from its context
    QVERIFY(testing::live::wrapped(p.buildBox()->itemText(1)));
    QVERIFY(testing::live::wrapped(p.quizBox()->machineBox()->itemText(0)));
    QVERIFY(testing::live::wrapped(p.terminal(Machine::Mac)->explanation())); // the "why", scenario prose
    QCOMPARE(p.terminal(Machine::Mac)->transcript(), output);                 // program output: unchanged
    QCOMPARE(p.currentLine(), line);
    QVERIFY(testing::live::wrapped(p.provenance()));

    testing::live::setTranslator(&brackets, false);
    for (const QString &t : testing::live::shownTexts(&p))
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));
    QCOMPARE(p.findChild<QPushButton *>(u"forwardButton"_qs)->text(), u"Step ▶"_qs);
    QVERIFY(!testing::live::wrapped(p.terminal(Machine::Mac)->explanation()));
    QCOMPARE(p.currentLine(), line);
}

void TestDispatchPanel::aGuessSurvivesALanguageSwitch()
{
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    auto *quiz = p.quizBox();
    quiz->machineBox()->setCurrentIndex(quiz->machineBox()->findData(int(Machine::Mac)));
    QTest::mouseClick(quiz->predictButton(), Qt::LeftButton);
    const int pick = int(quiz->choices().indexOf(u"command not found"_qs));
    QVERIFY(pick >= 0);
    quiz->choose(pick);
    testing::live::Guillemets brackets;
    testing::live::setTranslator(&brackets, true);
    QVERIFY(testing::live::wrapped(quiz->title()));
    QCOMPARE(quiz->chosen(), u"command not found"_qs); // a quiz label is program output: kept as printed
    QVERIFY(quiz->revealButton()->isEnabled());
    QTest::mouseClick(quiz->revealButton(), Qt::LeftButton);
    QCOMPARE(p.quiz().correct(), 1);
    QCOMPARE(quiz->scoreLabel()->text(), u"«Score: 1 of 1»"_qs);
    testing::live::setTranslator(&brackets, false);
    QCOMPARE(quiz->scoreLabel()->text(), u"Score: 1 of 1"_qs);
}

void TestDispatchPanel::everyControlIsNamed()
{
    DispatchPanel p({});
    p.setScenario(u"probe"_qs);
    QTest::mouseClick(p.quizBox()->predictButton(), Qt::LeftButton); // the choices too
    QCOMPARE(testing::live::unnamedIn(&p), QStringList());
}

QTEST_MAIN(TestDispatchPanel)
#include "tst_dispatch_panel.moc"
