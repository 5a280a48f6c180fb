// The device-dispatch stepper's core: scenario files load and validate, every
// machine has an answer for every line, "this machine" follows the probe, and
// the key outputs are the ones PyTorch really prints.

#include "core/deviceprobe.h"
#include "core/dispatch/dispatchquiz.h"
#include "core/dispatch/machines.h"
#include "core/dispatch/scenarioloader.h"
#include "core/dispatch/stepper.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab::core;
using namespace gpulab::core::dispatch;

namespace gpulab::core::dispatch {
extern const char *const kScenarioStrings[][2];
extern const int kScenarioStringCount;
} // namespace gpulab::core::dispatch

Q_DECLARE_METATYPE(WheelBuild)

namespace {
const QList<Scenario> &scenarios()
{
    static const LoadResult r = loadScenarios();
    return r.scenarios;
}
const Scenario &scenario(const QString &id)
{
    for (const auto &s : scenarios())
        if (s.id == id)
            return s;
    // Fail the asking test, not the program: a stand-in with empty lines lets
    // it run to its end without reading past a list.
    QTest::qFail(qPrintable(QStringLiteral("no scenario \"%1\"").arg(id)), __FILE__, __LINE__);
    static const Scenario standIn = [] {
        Scenario s;
        s.lines.resize(16);
        return s;
    }();
    return standIn;
}
// A machine with no NVIDIA driver, as the probe reports it on our CI machines.
HostFacts noDriverHost()
{
    DeviceReport r;
    r.cuda.state = CudaState::NoDriver;
    r.cuda.reason = QStringLiteral("no NVIDIA driver found");
    r.cuda.driverLibraryPresent = false;
    return HostFacts::fromReport(r);
}
QString minimal(const QString &outcomes)
{
    return uR"j({"id":"t","title":"T","lines":[{"code":"print(1)","outcomes":{%1}}]})j"_qs.arg(outcomes);
}
const QString kAllFour = uR"j("nvidia":{"output":"1","why":"w"},"mac":{"same_as":"nvidia"},)j"
                         uR"j("cuda_nodriver":{"same_as":"nvidia"},"cpu_wheel":{"same_as":"nvidia"})j"_qs;
} // namespace

class TestDispatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyScenarioLoads();
    void everyMachineHasAnAnswerForEveryLine();
    void malformedDataIsReportedWithFileAndReason_data();
    void malformedDataIsReportedWithFileAndReason();
    void brokenFileInAFolderIsSkippedAndNamed();
    void thisMachineWithoutCudaEqualsTheLaptop_data();
    void thisMachineWithoutCudaEqualsTheLaptop();
    void realProbeWithoutDriverEqualsTheLaptop();
    void keyOutputs();
    void buildsAreKeptApart();
    void thisMachineWithAGpuShowsItsOwnCard();
    void thisMachineDecidesFromTheDriversCuda();
    void placeholders();
    void stepperStopsAtBothEnds();
    void quizChoicesAndScore();
    void everyProseStringIsListedForTranslation();
};

void TestDispatch::everyScenarioLoads()
{
    const LoadResult r = loadScenarios();
    QVERIFY2(r.errors.isEmpty(), qPrintable(r.errors.join(u'\n')));
    QStringList ids;
    for (const auto &s : r.scenarios)
        ids << s.id;
    QCOMPARE(ids, (QStringList{u"probe"_qs, u"build"_qs, u"pick"_qs, u"move"_qs, u"mistakes"_qs, u"sync"_qs}));
    QCOMPARE(scenario(u"probe"_qs).lines.size(), 8); // the eight-line script (docs/facts.md, 01-probe.json)
    QCOMPARE(scenario(u"probe"_qs).lines.first().code, u"nvidia-smi"_qs);
    QCOMPARE(scenario(u"probe"_qs).lines.first().kind, LineKind::Shell);
}

void TestDispatch::everyMachineHasAnAnswerForEveryLine()
{
    const HostFacts host = noDriverHost();
    for (const auto &s : scenarios())
        for (int i = 0; i < s.lines.size(); ++i)
            for (const WheelBuild b : {WheelBuild::Cuda, WheelBuild::CpuOnly})
                for (const Machine m : allMachines()) {
                    const Outcome o = outcomeFor(s, s.lines[i], m, b, host);
                    const QString where = QStringLiteral("%1 line %2 machine %3").arg(s.id).arg(i + 1).arg(int(m));
                    QVERIFY2(o.kind != Outcome::Kind::Unknown, qPrintable(where));
                    QVERIFY2(!o.why.isEmpty(), qPrintable(where));
                    if (o.isError())
                        QVERIFY2(!o.fix.isEmpty() && !o.text.isEmpty(), qPrintable(where));
                    QVERIFY2(!o.quizLabel().isEmpty(), qPrintable(where));
                }
}

void TestDispatch::malformedDataIsReportedWithFileAndReason_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("reason");
    QTest::newRow("not json") << u"{\"id\": \"t\",\n  \"title\": }"_qs << u"not valid JSON at line 2"_qs;
    QTest::newRow("no id") << u"{\"title\":\"T\",\"lines\":[]}"_qs << u"no \"id\""_qs;
    QTest::newRow("no lines") << u"{\"id\":\"t\",\"title\":\"T\",\"lines\":[]}"_qs << u"no \"lines\""_qs;
    QTest::newRow("missing machine")
        << minimal(
               uR"j("nvidia":{"output":"1","why":"w"},"mac":{"same_as":"nvidia"},"cpu_wheel":{"same_as":"nvidia"})j"_qs)
        << u"line 1 (print(1)): no output or error for machine \"cuda_nodriver\""_qs;
    QTest::newRow("unknown machine") << minimal(kAllFour + uR"j(,"windows":{"output":"1","why":"w"})j"_qs)
                                     << u"unknown machine \"windows\""_qs;
    QTest::newRow("no why") << minimal(QString(kAllFour).replace(u",\"why\":\"w\""_qs, QString()))
                            << u"needs a one-line \"why\""_qs;
    QTest::newRow("error without fix") << minimal(QString(kAllFour).replace(
                                              u"\"output\":\"1\""_qs, uR"j("error":{"type":"E","message":"m"})j"_qs))
                                       << u"an error needs a \"fix\""_qs;
    QTest::newRow("python error without type")
        << minimal(QString(kAllFour).replace(u"\"output\":\"1\""_qs, uR"j("error":{"message":"m"},"fix":"f")j"_qs))
        << u"exception \"type\""_qs;
    QTest::newRow("dangling same_as") << minimal(QString(kAllFour).replace(u"\"same_as\":\"nvidia\"}"_qs,
                                                                           u"\"same_as\":\"x\"}"_qs))
                                      << u"\"same_as\" must name"_qs;
    QTest::newRow("long output without label")
        << minimal(QString(kAllFour).replace(u"\"output\":\"1\""_qs, u"\"output\":\"a\\nb\""_qs))
        << u"needs a short \"label\""_qs;
}

void TestDispatch::malformedDataIsReportedWithFileAndReason()
{
    QFETCH(QString, json);
    QFETCH(QString, reason);
    const ParseResult r = parseScenario(json.toUtf8(), u"bad.json"_qs);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.startsWith(u"bad.json: "_qs), qPrintable(r.error));
    QVERIFY2(r.error.contains(reason), qPrintable(r.error));
}

void TestDispatch::brokenFileInAFolderIsSkippedAndNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto write = [&](const QString &name, const QByteArray &data) {
        QSaveFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
        QVERIFY(f.commit());
    };
    QFile good(u":/scenarios/02-build.json"_qs);
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QByteArray goodData = good.readAll();
    write(u"a.json"_qs, goodData);
    write(u"b.json"_qs, "{ \"id\": ");
    write(u"c.json"_qs, goodData); // same id again
    const LoadResult r = loadScenarios(dir.path());
    QCOMPARE(r.scenarios.size(), 1);
    QCOMPARE(r.errors.size(), 2);
    QVERIFY2(r.errors[0].contains(u"b.json: not valid JSON"_qs), qPrintable(r.errors[0]));
    QVERIFY2(r.errors[1].contains(u"c.json: the id \"build\" is used"_qs), qPrintable(r.errors[1]));
    QVERIFY(!loadScenarios(dir.filePath(u"missing"_qs)).errors.isEmpty());
}

void TestDispatch::thisMachineWithoutCudaEqualsTheLaptop_data()
{
    QTest::addColumn<WheelBuild>("build");
    QTest::addColumn<int>("state");
    for (const auto &[b, name] : {std::pair{WheelBuild::Cuda, "CUDA wheel"}, {WheelBuild::CpuOnly, "CPU-only wheel"}}) {
        QTest::addRow("%s, no driver", name) << b << int(CudaState::NoDriver);
        QTest::addRow("%s, built without CUDA", name) << b << int(CudaState::NotBuilt);
        QTest::addRow("%s, CUDA libraries missing", name) << b << int(CudaState::LibraryMissing);
    }
}

void TestDispatch::thisMachineWithoutCudaEqualsTheLaptop()
{
    QFETCH(WheelBuild, build);
    QFETCH(int, state);
    DeviceReport report;
    report.cuda.state = CudaState(state);
    report.cuda.reason = u"whatever the probe said"_qs;
    report.cuda.driverLibraryPresent = false;
    const HostFacts host = HostFacts::fromReport(report);
    for (const auto &s : scenarios())
        for (const auto &line : s.lines)
            QCOMPARE(outcomeFor(s, line, Machine::ThisMachine, build, host),
                     outcomeFor(s, line, Machine::Laptop, build, host));
}

void TestDispatch::realProbeWithoutDriverEqualsTheLaptop()
{
    const DeviceReport report = deviceReport();
    if (report.cuda.driverLibraryPresent)
        QSKIP("this machine has an NVIDIA driver");
    const HostFacts host = HostFacts::fromReport(report);
    for (const WheelBuild b : {WheelBuild::Cuda, WheelBuild::CpuOnly})
        for (const auto &s : scenarios())
            for (const auto &line : s.lines)
                QCOMPARE(outcomeFor(s, line, Machine::ThisMachine, b, host),
                         outcomeFor(s, line, Machine::Laptop, b, host));
}

void TestDispatch::keyOutputs()
{
    const Scenario &probe = scenario(u"probe"_qs);
    const HostFacts host = noDriverHost();
    const auto at = [&](const Scenario &s, int line, Machine m, WheelBuild b = WheelBuild::CpuOnly) {
        return outcomeFor(s, s.lines[line], m, b, host);
    };
    // total_memory / 1e9 of a 24 GiB RTX 4090.
    QCOMPARE(at(probe, 4, Machine::Workstation).text, u"25.8"_qs);
    QCOMPARE(pythonGb(kRtx4090Bytes), u"25.8"_qs);
    // The cuda-or-cpu idiom picks cpu on the Mac; pick_device() picks mps.
    QCOMPARE(at(probe, 5, Machine::Mac).text, u"cpu"_qs);
    QCOMPARE(at(probe, 5, Machine::Workstation).text, u"cuda"_qs);
    QCOMPARE(at(scenario(u"pick"_qs), 1, Machine::Mac).text, u"mps"_qs);
    // torch.version.cuda: None in a CPU-only wheel and on the Mac, a version string in a CUDA wheel.
    const Scenario &build = scenario(u"build"_qs);
    QCOMPARE(at(build, 0, Machine::Laptop, WheelBuild::CpuOnly).text, u"None"_qs);
    QCOMPARE(at(build, 0, Machine::Mac).text, u"None"_qs);
    // The workstation is the reference (12.4); elsewhere GPU Lab cannot see the
    // wheel, so it shows the current PyPI wheel's version and says so.
    QCOMPARE(at(build, 0, Machine::Workstation).text, u"12.4"_qs);
    const Outcome laptopCuda = at(build, 0, Machine::Laptop, WheelBuild::Cuda);
    QCOMPARE(laptopCuda.text, QString::fromLatin1(kPypiWheelCuda));
    QCOMPARE(laptopCuda.text, u"13.2"_qs);
    QVERIFY2(laptopCuda.why.contains(u"cannot see which wheel"_qs), qPrintable(laptopCuda.why));
    const Outcome thisCuda = at(build, 0, Machine::ThisMachine, WheelBuild::Cuda);
    QCOMPARE(thisCuda.text, u"13.2"_qs);
    QVERIFY(thisCuda.why.contains(u"yours prints the CUDA version it was built with"_qs));
    QVERIFY(!at(build, 0, Machine::Workstation).why.contains(u"cannot see"_qs));
    // nvidia-smi: each shell's own wording.
    QCOMPARE(at(probe, 0, Machine::Mac).terminalText(), u"zsh: command not found: nvidia-smi"_qs);
    QCOMPARE(at(probe, 0, Machine::Laptop).terminalText(), u"bash: nvidia-smi: command not found"_qs);
    QVERIFY(at(probe, 0, Machine::Workstation).text.contains(u"CUDA Version: 12.4"_qs));
    QVERIFY(at(probe, 0, Machine::Workstation).text.contains(u"NVIDIA GeForce RTX 4090"_qs));
    QVERIFY(at(probe, 0, Machine::Workstation).text.contains(u"24564MiB"_qs));
    // current_accelerator(): None without an accelerator in the build.
    QCOMPARE(at(scenario(u"pick"_qs), 2, Machine::Laptop, WheelBuild::CpuOnly).text, u"None"_qs);
    QCOMPARE(at(scenario(u"pick"_qs), 2, Machine::Laptop, WheelBuild::Cuda).text, u"cuda"_qs);
    // The device mismatch and .numpy() errors, as recent PyTorch words them.
    const Scenario &mistakes = scenario(u"mistakes"_qs);
    const Outcome mismatch = at(mistakes, 2, Machine::Workstation);
    QCOMPARE(mismatch.errorType, u"RuntimeError"_qs);
    QVERIFY(mismatch.text.startsWith(u"Expected all tensors to be on the same device"_qs));
    QCOMPARE(at(mistakes, 2, Machine::Laptop).kind, Outcome::Kind::Output);
    QCOMPARE(at(mistakes, 4, Machine::Workstation).terminalText(),
             u"TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to "
             "host memory first."_qs);
}

void TestDispatch::buildsAreKeptApart()
{
    const Scenario &probe = scenario(u"probe"_qs);
    const HostFacts host = noDriverHost();
    const ScriptLine &name = probe.lines[2]; // get_device_name(0)
    const Outcome cpu = outcomeFor(probe, name, Machine::Laptop, WheelBuild::CpuOnly, host);
    const Outcome cuda = outcomeFor(probe, name, Machine::Laptop, WheelBuild::Cuda, host);
    QCOMPARE(cpu.terminalText(), u"AssertionError: Torch not compiled with CUDA enabled"_qs);
    QCOMPARE(cuda.terminalText(),
             u"RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and "
             "installed a driver from http://www.nvidia.com/Download/index.aspx"_qs);
    // is_available() is False either way, without a warning.
    QCOMPARE(outcomeFor(probe, probe.lines[1], Machine::Laptop, WheelBuild::Cuda, host).text, u"False"_qs);
    QCOMPARE(outcomeFor(probe, probe.lines[1], Machine::Laptop, WheelBuild::CpuOnly, host).text, u"False"_qs);
    // The workstation and the Mac ignore the build choice.
    QCOMPARE(outcomeFor(probe, name, Machine::Workstation, WheelBuild::CpuOnly, host),
             outcomeFor(probe, name, Machine::Workstation, WheelBuild::Cuda, host));
    QCOMPARE(outcomeFor(probe, name, Machine::Mac, WheelBuild::CpuOnly, host),
             outcomeFor(probe, name, Machine::Mac, WheelBuild::Cuda, host));
}

void TestDispatch::thisMachineWithAGpuShowsItsOwnCard()
{
    DeviceReport report;
    report.cuda.state = CudaState::Usable;
    report.cuda.driverLibraryPresent = true;
    report.cuda.name = u"NVIDIA H200"_qs;
    report.cuda.totalBytes = 150'120'000'000LL;
    report.cuda.driverCudaVersion = u"13.0"_qs;
    const HostFacts host = HostFacts::fromReport(report);
    const Scenario &probe = scenario(u"probe"_qs);
    QCOMPARE(outcomeFor(probe, probe.lines[4], Machine::ThisMachine, WheelBuild::Cuda, host).text, u"150.1"_qs);
    // Its own card, but not a made-up wheel: GPU Lab cannot see the wheel and says whose version it shows.
    const Outcome name = outcomeFor(probe, probe.lines[2], Machine::ThisMachine, WheelBuild::Cuda, host);
    QCOMPARE(name.text, u"13.2 NVIDIA H200"_qs);
    QVERIFY2(name.why.contains(u"current PyPI wheel"_qs), qPrintable(name.why));
    QVERIFY(outcomeFor(probe, probe.lines[0], Machine::ThisMachine, WheelBuild::Cuda, host)
                .text.contains(u"CUDA Version: 13.0"_qs));
    // A CPU-only wheel on a GPU machine answers like the laptop's CPU-only wheel, except nvidia-smi.
    QCOMPARE(outcomeFor(probe, probe.lines[2], Machine::ThisMachine, WheelBuild::CpuOnly, host),
             outcomeFor(probe, probe.lines[2], Machine::Laptop, WheelBuild::CpuOnly, host));
    // Driver installed but no usable device: the CUDA-wheel answer cannot be told, and says so.
    report.cuda.state = CudaState::NoDevice;
    report.cuda.reason = u"no CUDA device found"_qs;
    const Outcome u =
        outcomeFor(probe, probe.lines[2], Machine::ThisMachine, WheelBuild::Cuda, HostFacts::fromReport(report));
    QCOMPARE(u.kind, Outcome::Kind::Unknown);
    QVERIFY(u.text.contains(u"no CUDA device found"_qs));
}

void TestDispatch::thisMachineDecidesFromTheDriversCuda()
{
    // A review found "this machine" showing the cu132 wheel finding CUDA
    // whenever GPU Lab's own CUDA module worked, even on a 12.x driver that
    // cannot run a CUDA 13 wheel. The driver's CUDA version decides.
    DeviceReport report;
    report.cuda.state = CudaState::Usable; // GPU Lab's module (built for 12.x) runs
    report.cuda.driverLibraryPresent = true;
    report.cuda.name = u"NVIDIA GeForce RTX 3060"_qs;
    report.cuda.totalBytes = 12'884'901'888LL;
    report.cuda.driverCudaVersion = u"12.4"_qs;
    const HostFacts old = HostFacts::fromReport(report);
    QCOMPARE(driverRunsPypiWheel(old), WheelOnDriver::DriverTooOld);
    const Scenario &probe = scenario(u"probe"_qs);
    for (int i = 1; i < probe.lines.size(); ++i) {
        const Outcome o = outcomeFor(probe, probe.lines[i], Machine::ThisMachine, WheelBuild::Cuda, old);
        QCOMPARE(o.kind, Outcome::Kind::Unknown);
        QVERIFY2(o.text.contains(u"too old"_qs) && o.text.contains(u"12.4"_qs), qPrintable(o.text));
    }
    // nvidia-smi still answers with the card, and a CPU-only wheel is the laptop's.
    QVERIFY(
        outcomeFor(probe, probe.lines[0], Machine::ThisMachine, WheelBuild::Cuda, old).text.contains(u"RTX 3060"_qs));
    QCOMPARE(outcomeFor(probe, probe.lines[2], Machine::ThisMachine, WheelBuild::CpuOnly, old),
             outcomeFor(probe, probe.lines[2], Machine::Laptop, WheelBuild::CpuOnly, old));
    // Minor-version compatibility: a 13.0 driver runs the 13.2 wheel.
    report.cuda.driverCudaVersion = u"13.0"_qs;
    QCOMPARE(driverRunsPypiWheel(HostFacts::fromReport(report)), WheelOnDriver::Runs);
    QCOMPARE(
        outcomeFor(probe, probe.lines[2], Machine::ThisMachine, WheelBuild::Cuda, HostFacts::fromReport(report)).text,
        u"13.2 NVIDIA GeForce RTX 3060"_qs);
    // A version the probe could not read cannot decide it.
    report.cuda.driverCudaVersion.clear();
    QCOMPARE(driverRunsPypiWheel(HostFacts::fromReport(report)), WheelOnDriver::Unknown);
    QCOMPARE(driverRunsPypiWheel(noDriverHost()), WheelOnDriver::NoDriver);
}

void TestDispatch::placeholders()
{
    HostFacts f = HostFacts::workstation();
    QCOMPARE(fillPlaceholders(u"[{gpu_name:10}] [{gpu_mib:>7}] {gpu_gb} {nope}"_qs, f),
             u"[NVIDIA GeF] [  24564] 25.8 {nope}"_qs);
    f.driverVersion.clear();
    QCOMPARE(fillPlaceholders(u"{driver_version}"_qs, f), u"N/A"_qs);
}

void TestDispatch::stepperStopsAtBothEnds()
{
    Stepper s;
    s.reset(3);
    QCOMPARE(s.current(), 0);
    QVERIFY(!s.back());
    QVERIFY(!s.toStart());
    QCOMPARE(s.current(), 0);
    QVERIFY(s.forward());
    QVERIFY(s.forward());
    QVERIFY(!s.forward());
    QVERIFY(!s.toEnd());
    QCOMPARE(s.current(), 2);
    QVERIFY(s.toStart());
    QCOMPARE(s.current(), 0);
    QVERIFY(s.toEnd());
    QCOMPARE(s.current(), 2);
    s.reset(0);
    QCOMPARE(s.current(), -1);
    QVERIFY(!s.forward());
}

void TestDispatch::quizChoicesAndScore()
{
    const Scenario &probe = scenario(u"probe"_qs);
    const HostFacts host = noDriverHost();
    const QStringList choices = quizChoices(probe, probe.lines[2], WheelBuild::CpuOnly, host);
    // Both error types appear even though only one wheel is shown.
    QVERIFY(choices.contains(u"AssertionError"_qs));
    QVERIFY(choices.contains(u"RuntimeError"_qs));
    QVERIFY(choices.contains(u"the wheel's CUDA version and the card's name"_qs));
    QCOMPARE(quizChoices(probe, probe.lines[3], WheelBuild::Cuda, host), (QStringList{u"False"_qs, u"True"_qs}));
    // Every machine prints the same: nothing to guess.
    QCOMPARE(quizChoices(scenario(u"move"_qs), scenario(u"move"_qs).lines[4], WheelBuild::Cuda, host).size(), 1);

    DispatchQuiz quiz;
    QCOMPARE(quiz.answer(u"probe"_qs, 3, Machine::Mac, u"True"_qs, u"True"_qs), DispatchQuiz::Verdict::Correct);
    QCOMPARE(quiz.answer(u"probe"_qs, 3, Machine::Mac, u"True"_qs, u"True"_qs), DispatchQuiz::Verdict::AlreadyAnswered);
    QCOMPARE(quiz.answer(u"probe"_qs, 3, Machine::Laptop, u"True"_qs, u"False"_qs), DispatchQuiz::Verdict::Wrong);
    QCOMPARE(quiz.correct(), 1);
    QCOMPARE(quiz.attempts(), 2);
    QVERIFY(quiz.answered(u"probe"_qs, 3, Machine::Laptop));
    quiz.reset();
    QCOMPARE(quiz.attempts(), 0);
    QVERIFY(!quiz.answered(u"probe"_qs, 3, Machine::Laptop));
}

void TestDispatch::everyProseStringIsListedForTranslation()
{
    QSet<QString> listed;
    for (int i = 0; i < kScenarioStringCount; ++i)
        listed.insert(QString::fromUtf8(kScenarioStrings[i][0]) + u'|' + QString::fromUtf8(kScenarioStrings[i][1]));
    const auto check = [&](const Scenario &s, const QString &text) {
        if (!text.isEmpty())
            QVERIFY2(listed.contains(s.context() + u'|' + text),
                     qPrintable(u"not in scenariostrings.cpp (run scripts/gen-dispatch-strings): "_qs + text));
    };
    for (const auto &s : scenarios()) {
        check(s, s.title);
        check(s, s.summary);
        for (const auto &line : s.lines) {
            check(s, line.note);
            for (const auto &o : line.outcomes) {
                check(s, o.why);
                check(s, o.fix);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestDispatch)
#include "tst_dispatch.moc"
