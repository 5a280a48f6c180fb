// The learner's own PyTorch (core/torch, core/dispatch/realrun.h): where
// interpreters are looked for (fake trees), the process plumbing (stand-in
// interpreters the test writes: one that answers, hangs, crashes, fails,
// prints garbage or bytes that are not UTF-8, or outlives its window), the
// app's own scripts compiled by a real python3, and the comparison of a run
// with the lab's prediction.

#include "core/dispatch/realrun.h"
#include "core/dispatch/scenarioloader.h"
#include "core/torch/pythonjob.h"
#include "core/torch/torchfinder.h"
#include "core/torch/torchtiming.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

using namespace gpulab::core;
using namespace gpulab::core::torch;
using Status = PythonJobResult::Status;

namespace {

// Writes an executable shell script at `path` (folders made as needed).
QString writeScript(const QString &path, const QByteArray &body)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("#!/bin/sh\n" + body + "\n");
    f.close();
    f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

// A stand-in interpreter that answers the probe as a Python with `torchJson`
// (the object's fields after "python" and "prefix").
QByteArray probeAnswer(const QString &prefix, const QByteArray &torchFields)
{
    return "cat >/dev/null\necho 'GPULAB-RESULT {\"python\": \"3.12.3\", \"prefix\": \"" + prefix.toUtf8() + "\"" +
           torchFields + "}'";
}

PythonJobResult runStandIn(const QString &interpreter, int timeoutMs = 10000, const QJsonObject &request = {})
{
    PythonJob job;
    PythonJobLimits limits;
    limits.timeoutMs = timeoutMs;
    job.startText(interpreter, QStringLiteral("print('unused')"), request, limits);
    return job.waitForResult();
}

bool alive(qint64 pid)
{
    return pid > 0 && ::kill(pid_t(pid), 0) == 0;
}

const dispatch::Scenario *scenario(const QList<dispatch::Scenario> &all, const QString &id)
{
    for (const dispatch::Scenario &s : all)
        if (s.id == id)
            return &s;
    return nullptr;
}

} // namespace

class TestTorch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void candidatesFollowTheDocumentedOrder();
    void onlyThePickedOneWhenAsked();
    void answerIsReadWithItsLines();
    void requestArrivesAsData();
    void hangingInterpreterIsStoppedAtTheLimit();
    void crashingInterpreterIsReported();
    void failingInterpreterSaysItsLastLine();
    void garbageIsNoResult();
    void bytesThatAreNotUtf8();
    void missingInterpreterDoesNotStart();
    void destroyingTheJobKillsTheChild();
    void cancelStopsTheChild();
    void memoryCapHolds();
    void ownScriptsCompile();
    void finderReadsEachEnvironmentOnce();
    void installWords();
    void timingReadsTheAnswer();
    void runIsJudgedAgainstThePrediction();

private:
    QTemporaryDir m_dir;
    QString m_python3; // a real one, for the checks that need it
};

void TestTorch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_python3 = QStandardPaths::findExecutable(QStringLiteral("python3"));
}

void TestTorch::candidatesFollowTheDocumentedOrder()
{
    const QString root = m_dir.filePath(QStringLiteral("order"));
    const QString home = root + QStringLiteral("/home");
    PythonSearchEnvironment env;
    env.home = home;
    env.root = root;
    const QString picked = writeScript(root + QStringLiteral("/opt/mine/bin/python3.12"), "exit 0");
    env.remembered = {picked, root + QStringLiteral("/gone/bin/python")}; // a remembered one since removed: skipped
    const QString venv = writeScript(root + QStringLiteral("/work/proj/.venv/bin/python3"), "exit 0");
    writeScript(root + QStringLiteral("/work/proj/.venv/bin/python"), "exit 0"); // python3 is preferred
    env.virtualEnv = root + QStringLiteral("/work/proj/.venv");
    const QString conda = writeScript(home + QStringLiteral("/miniconda3/envs/ml/bin/python"), "exit 0");
    env.condaPrefix = home + QStringLiteral("/miniconda3/envs/ml");
    const QString onPath = writeScript(root + QStringLiteral("/usr/bin/python3"), "exit 0");
    const QString plainPython = writeScript(root + QStringLiteral("/usr/local/bin/python"), "exit 0");
    env.pathDirs = {root + QStringLiteral("/nowhere"), root + QStringLiteral("/usr/local/bin"),
                    root + QStringLiteral("/usr/bin")};
    const QString dotVenv = writeScript(home + QStringLiteral("/.venv/bin/python"), "exit 0");
    const QString condaBase = writeScript(home + QStringLiteral("/miniconda3/bin/python3"), "exit 0");
    const QString condaOther = writeScript(home + QStringLiteral("/miniconda3/envs/alpha/bin/python"), "exit 0");
    const QString optConda = writeScript(root + QStringLiteral("/opt/conda/bin/python"), "exit 0");
    // Not executable: not a candidate.
    writeScript(home + QStringLiteral("/venv/bin/python"), "exit 0");
    QFile(home + QStringLiteral("/venv/bin/python")).setPermissions(QFile::ReadOwner);

    const QList<PythonCandidate> list = pythonCandidates(env);
    QStringList got;
    for (const PythonCandidate &c : list)
        got << c.interpreter;
    const QStringList want{picked, venv, conda, onPath, plainPython, dotVenv, condaBase, condaOther, optConda};
    QCOMPARE(got, want);
    QCOMPARE(list[1].origin, QStringLiteral("$VIRTUAL_ENV"));
    QCOMPARE(list[3].origin, QStringLiteral("PATH"));
    QCOMPARE(list[7].origin, QStringLiteral("~/miniconda3/envs/alpha"));
}

void TestTorch::onlyThePickedOneWhenAsked()
{
    const QString picked = writeScript(m_dir.filePath(QStringLiteral("only/bin/python")), "exit 0");
    PythonSearchEnvironment env;
    env.home = m_dir.filePath(QStringLiteral("order/home")); // has interpreters
    env.remembered = {picked};
    env.searchCommonPlaces = false;
    const QList<PythonCandidate> list = pythonCandidates(env);
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].interpreter, picked);
}

void TestTorch::answerIsReadWithItsLines()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("answer/python")),
                                   "cat >/dev/null\n"
                                   "echo 'some warning' >&2\n"
                                   "echo 'noise before'\n"
                                   "echo 'GPULAB-LINE {\"index\": 0, \"printed\": \"False\"}'\n"
                                   "echo 'GPULAB-LINE {broken'\n"
                                   "echo 'GPULAB-LINE {\"index\": 1, \"printed\": \"cpu\"}'\n"
                                   "echo 'GPULAB-RESULT {\"torch\": \"2.15.0\"}'");
    PythonJob job;
    QSignalSpy lines(&job, &PythonJob::lineReady);
    job.startText(py, QStringLiteral("unused"), {}, {});
    const PythonJobResult r = job.waitForResult();
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(r.lines.size(), 2); // the broken one is dropped
    QCOMPARE(lines.size(), 2);
    QCOMPARE(r.lines[1].value(QStringLiteral("printed")).toString(), QStringLiteral("cpu"));
    QCOMPARE(r.result.value(QStringLiteral("torch")).toString(), QStringLiteral("2.15.0"));
    QVERIFY(r.stderrTail.contains(QStringLiteral("some warning")));
}

void TestTorch::requestArrivesAsData()
{
    // The stand-in hands back what it was given on stdin: the request, as JSON.
    const QString py =
        writeScript(m_dir.filePath(QStringLiteral("echo/python")), "read -r line\necho \"GPULAB-RESULT $line\"");
    QJsonObject request{{QStringLiteral("lines"), QJsonArray{QStringLiteral("print(\"a'b\") ; import os")}}};
    const PythonJobResult r = runStandIn(py, 10000, request);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(r.result, request);
}

void TestTorch::hangingInterpreterIsStoppedAtTheLimit()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("hang/python")), "exec sleep 60");
    QElapsedTimer clock;
    clock.start();
    const PythonJobResult r = runStandIn(py, 500);
    QCOMPARE(r.status, Status::TimedOut);
    QVERIFY2(clock.elapsed() < 20000, "stopped at its limit, not after the child's minute");
    QVERIFY(r.message.contains(QStringLiteral("no answer")));
}

void TestTorch::crashingInterpreterIsReported()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("crash/python")),
                                   "echo 'Fatal Python error: Segmentation fault' >&2\nkill -SEGV $$");
    const PythonJobResult r = runStandIn(py);
    QCOMPARE(r.status, Status::Crashed);
    QVERIFY2(r.message.contains(QStringLiteral("Segmentation fault")), qPrintable(r.message));
}

void TestTorch::failingInterpreterSaysItsLastLine()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("fail/python")),
                                   "echo 'Traceback (most recent call last):' >&2\n"
                                   "echo '  File \"<string>\", line 1, in <module>' >&2\n"
                                   "echo \"ModuleNotFoundError: No module named 'torch'\" >&2\nexit 1");
    const PythonJobResult r = runStandIn(py);
    QCOMPARE(r.status, Status::Failed);
    QCOMPARE(r.message, QStringLiteral("ModuleNotFoundError: No module named 'torch'"));
    QCOMPARE(r.exitCode, 1);
}

void TestTorch::garbageIsNoResult()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("garbage/python")),
                                   "head -c 200000 /dev/urandom | tr -d '\\n'\necho\n"
                                   "echo 'GPULAB-RESULT {\"unfinished\": '");
    const PythonJobResult r = runStandIn(py);
    QCOMPARE(r.status, Status::NoResult);
    QVERIFY(r.result.isEmpty());
}

void TestTorch::bytesThatAreNotUtf8()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("latin1/python")),
                                   "printf 'GPULAB-RESULT {\"torch\": \"2.\\377\\376\"}\\n'\n"
                                   "printf 'Fehler: \\374ber\\n' >&2\nexit 3");
    const PythonJobResult r = runStandIn(py);
    QCOMPARE(r.status, Status::Failed);
    QVERIFY2(r.message.startsWith(QStringLiteral("Fehler: ")), qPrintable(r.message)); // decoded leniently
    QVERIFY(r.result.isEmpty());
}

void TestTorch::missingInterpreterDoesNotStart()
{
    const PythonJobResult r = runStandIn(m_dir.filePath(QStringLiteral("no/such/python")));
    QCOMPARE(r.status, Status::NotStarted);
    QVERIFY(!r.message.isEmpty());
}

void TestTorch::destroyingTheJobKillsTheChild()
{
    // A window closed mid-run destroys the job: the child must not outlive it.
    const QString py = writeScript(m_dir.filePath(QStringLiteral("outlive/python")), "exec sleep 60");
    auto job = std::make_unique<PythonJob>();
    job->startText(py, QStringLiteral("unused"), {}, {});
    QTRY_VERIFY(job->processId() > 0);
    const qint64 pid = job->processId();
    QVERIFY(alive(pid));
    job.reset();
    QVERIFY2(!alive(pid), "the child was left running");
}

void TestTorch::cancelStopsTheChild()
{
    const QString py = writeScript(m_dir.filePath(QStringLiteral("cancel/python")), "exec sleep 60");
    PythonJob job;
    QSignalSpy done(&job, &PythonJob::finished);
    job.startText(py, QStringLiteral("unused"), {}, {});
    QTRY_VERIFY(job.processId() > 0);
    const qint64 pid = job.processId();
    job.cancel();
    QTRY_COMPARE(done.size(), 1);
    QCOMPARE(job.result().status, Status::Cancelled);
    QVERIFY(!alive(pid));
}

void TestTorch::memoryCapHolds()
{
    if (m_python3.isEmpty())
        QSKIP("no python3 on PATH");
    PythonJob job;
    PythonJobLimits limits;
    limits.memoryBytes = qint64(200) << 20;
    job.startText(m_python3, QStringLiteral("b = bytearray(1 << 30)\nprint('GPULAB-RESULT {}')"), {}, limits);
    const PythonJobResult r = job.waitForResult();
    QVERIFY2(r.status == Status::Failed || r.status == Status::Crashed, qPrintable(r.message));
    QVERIFY2(r.status != Status::Failed || r.message.contains(QStringLiteral("MemoryError")), qPrintable(r.message));
}

void TestTorch::ownScriptsCompile()
{
    if (m_python3.isEmpty())
        QSKIP("no python3 on PATH");
    // The scripts arrive as data; a real python3 compiles each (torch is not needed for that).
    QJsonArray sources;
    for (Script s : {Script::Probe, Script::RunLines, Script::TimeMatmul}) {
        const QString text = scriptText(s);
        QVERIFY(!text.isEmpty());
        sources.append(text);
    }
    PythonJob job;
    job.startText(m_python3,
                  QStringLiteral("import json, sys\nsources = json.load(sys.stdin)['sources']\n"
                                 "for i, s in enumerate(sources): compile(s, f'script {i}', 'exec')\n"
                                 "print('GPULAB-RESULT ' + json.dumps({'compiled': len(sources)}))"),
                  QJsonObject{{QStringLiteral("sources"), sources}}, {});
    const PythonJobResult r = job.waitForResult();
    QVERIFY2(r.ok(), qPrintable(r.message + QLatin1Char('\n') + r.stderrTail));
    QCOMPARE(r.result.value(QStringLiteral("compiled")).toInt(), 3);

    // probe.py on a python3 without torch (or with it): a readable answer either way.
    PythonJob probe;
    probe.start(m_python3, Script::Probe);
    const PythonJobResult p = probe.waitForResult();
    QVERIFY2(p.ok(), qPrintable(p.message));
    const TorchInstall t = torchInstallFrom({m_python3, QStringLiteral("PATH")}, p);
    QVERIFY(t.state != TorchInstall::State::Failed);
    QVERIFY(!t.pythonVersion.isEmpty());
    if (t.state == TorchInstall::State::NoTorch)
        QVERIFY2(t.problem.contains(QStringLiteral("torch")), qPrintable(t.problem));
}

void TestTorch::finderReadsEachEnvironmentOnce()
{
    const QString root = m_dir.filePath(QStringLiteral("finder"));
    PythonSearchEnvironment env;
    env.home = root + QStringLiteral("/home");
    env.root = root;
    // A venv with torch (python3 and python both, one environment), a conda env without, one broken.
    const QString venv = root + QStringLiteral("/home/venv");
    writeScript(venv + QStringLiteral("/bin/python3"),
                probeAnswer(venv, ", \"torch\": \"2.15.0+cu132\", \"cuda\": \"13.2\", \"mps_built\": false, "
                                  "\"cuda_available\": false, \"mps_available\": false, \"device\": \"cpu\""));
    const QString sameEnv = writeScript(root + QStringLiteral("/usr/bin/python3"),
                                        probeAnswer(venv, ", \"torch\": \"2.15.0+cu132\", \"cuda\": \"13.2\""));
    env.pathDirs = {root + QStringLiteral("/usr/bin")};
    const QString conda = root + QStringLiteral("/home/miniconda3");
    writeScript(conda + QStringLiteral("/bin/python"),
                probeAnswer(conda, ", \"error\": \"ModuleNotFoundError: No module named 'torch'\""));
    writeScript(root + QStringLiteral("/opt/conda/bin/python"), "exit 7");

    TorchFinder finder;
    QSignalSpy finished(&finder, &TorchFinder::finished);
    finder.lookIn(env);
    QVERIFY(finder.isLooking());
    finder.waitForLook();
    QCOMPARE(finished.size(), 1);
    QVERIFY(finder.hasLooked());
    const QList<TorchInstall> &all = finder.installs();
    QCOMPARE(all.size(), 3); // python3 on PATH answered for the venv again: counted once
    QCOMPARE(all[0].state, TorchInstall::State::Found);
    QCOMPARE(all[0].torchVersion, QStringLiteral("2.15.0+cu132"));
    QCOMPARE(all[0].torchCuda, QStringLiteral("13.2"));
    QCOMPARE(all[1].state, TorchInstall::State::NoTorch);
    QCOMPARE(all[2].state, TorchInstall::State::Failed);
    QVERIFY2(all[2].problem.contains(QStringLiteral("status 7")), qPrintable(all[2].problem));
    QCOMPARE(finder.preferred(), &all[0]);
    // python3 on PATH comes before ~/venv in the order (it is the venv's own once activated).
    QCOMPARE(all[0].summary(env.home), QStringLiteral("PyTorch 2.15.0+cu132 in %1").arg(sameEnv));
}

void TestTorch::installWords()
{
    TorchInstall t;
    t.state = TorchInstall::State::Found;
    t.where = {QStringLiteral("/home/ana/venv/bin/python"), QStringLiteral("~/venv")};
    t.torchVersion = QStringLiteral("2.15.0+cpu");
    t.device = QStringLiteral("cpu");
    QCOMPARE(t.buildSummary(), QStringLiteral("CPU-only build, picks cpu"));
    QCOMPARE(dispatch::wheelOf(t), dispatch::WheelBuild::CpuOnly);
    t.torchCuda = QStringLiteral("12.8");
    QCOMPARE(t.buildSummary(), QStringLiteral("CUDA 12.8 build, picks cpu"));
    QCOMPARE(dispatch::wheelOf(t), dispatch::WheelBuild::Cuda);
    QCOMPARE(tildePath(QStringLiteral("/home/ana/venv/bin/python"), QStringLiteral("/home/ana")),
             QStringLiteral("~/venv/bin/python"));
    QCOMPARE(tildePath(QStringLiteral("/home/anabel/python"), QStringLiteral("/home/ana")),
             QStringLiteral("/home/anabel/python"));
}

void TestTorch::timingReadsTheAnswer()
{
    PythonJobResult r;
    r.status = Status::Ok;
    r.result = QJsonObject{{QStringLiteral("torch"), QStringLiteral("2.15.0")},
                           {QStringLiteral("device"), QStringLiteral("cuda")},
                           {QStringLiteral("barrier"), QStringLiteral("torch.cuda.synchronize()")},
                           {QStringLiteral("n"), 4096},
                           {QStringLiteral("warmup"), 2},
                           {QStringLiteral("repeats"), 5},
                           {QStringLiteral("without_barrier_s"), 0.00005},
                           {QStringLiteral("with_barrier_s"), 0.0125}};
    TorchTiming t = torchTimingFrom(r);
    QVERIFY(t.valid);
    QVERIFY(!t.synchronous());
    QCOMPARE(qRound(t.illusionFactor()), 250);
    QVERIFY2(describeTorchTiming(t).contains(QStringLiteral("250× faster")), qPrintable(describeTorchTiming(t)));

    r.result[QStringLiteral("device")] = QStringLiteral("cpu");
    r.result[QStringLiteral("barrier")] = QString();
    r.result[QStringLiteral("without_barrier_s")] = 0.0124;
    t = torchTimingFrom(r);
    QVERIFY(t.valid && t.synchronous());
    QVERIFY2(describeTorchTiming(t).contains(QStringLiteral("no illusion")), qPrintable(describeTorchTiming(t)));

    for (const QJsonValue &bad : {QJsonValue(-1.0), QJsonValue(qInf()), QJsonValue(QStringLiteral("fast"))}) {
        r.result[QStringLiteral("with_barrier_s")] = bad;
        QVERIFY(!torchTimingFrom(r).valid);
    }
    r.status = Status::TimedOut;
    QVERIFY(!torchTimingFrom(r).valid);
}

void TestTorch::runIsJudgedAgainstThePrediction()
{
    const dispatch::LoadResult loaded = dispatch::loadScenarios();
    const dispatch::Scenario *probe = scenario(loaded.scenarios, QStringLiteral("probe"));
    QVERIFY(probe != nullptr);
    QCOMPARE(probe->lines[0].kind, dispatch::LineKind::Shell);

    // Only the Python lines are sent, up to the one asked for.
    const QList<int> sent = dispatch::runLinesIndices(*probe, 2);
    QCOMPARE(sent, (QList<int>{1, 2}));
    const QJsonArray lines = dispatch::runLinesRequest(*probe, 2).value(QStringLiteral("lines")).toArray();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0].toString(), probe->lines[1].code);

    // A CUDA wheel on a machine without a driver: the laptop's answers.
    TorchInstall t;
    t.state = TorchInstall::State::Found;
    t.torchVersion = QStringLiteral("2.15.0+cu132");
    t.torchCuda = QStringLiteral("13.2");
    t.device = QStringLiteral("cpu");
    dispatch::HostFacts host; // no driver
    const QJsonObject isAvailable{{QStringLiteral("index"), 0}, {QStringLiteral("printed"), QStringLiteral("False")}};
    const QJsonObject noDriver{{QStringLiteral("index"), 1},
                               {QStringLiteral("error_type"), QStringLiteral("RuntimeError")},
                               {QStringLiteral("error"), QStringLiteral("Found no NVIDIA driver on your system. Please "
                                                                        "check that you have an NVIDIA GPU and "
                                                                        "installed a driver from "
                                                                        "http://www.nvidia.com/Download/index.aspx")},
                               {QStringLiteral("printed"), QString()}};
    QList<dispatch::RealLine> verdicts = dispatch::compareRun(*probe, {isAvailable, noDriver}, t, host, 2);
    QCOMPARE(verdicts.size(), 3);
    QCOMPARE(verdicts[0].verdict, dispatch::RealLine::Verdict::NotRun); // nvidia-smi: a shell line
    QCOMPARE(verdicts[1].verdict, dispatch::RealLine::Verdict::Same);
    QCOMPARE(verdicts[2].verdict, dispatch::RealLine::Verdict::Same);
    QVERIFY(verdicts[2].got.startsWith(QStringLiteral("RuntimeError: Found no NVIDIA driver")));

    // PyTorch said otherwise: a finding, marked ✗ with both texts.
    QJsonObject other = isAvailable;
    other[QStringLiteral("printed")] = QStringLiteral("True");
    verdicts = dispatch::compareRun(*probe, {other}, t, host, 2);
    QCOMPARE(verdicts[1].verdict, dispatch::RealLine::Verdict::Different);
    QCOMPARE(verdicts[1].predicted, QStringLiteral("False"));
    QCOMPARE(verdicts[1].got, QStringLiteral("True"));
    QCOMPARE(verdicts[2].verdict, dispatch::RealLine::Verdict::NotRun); // the run stopped before it
    // Another exception type than predicted is a difference too.
    QJsonObject wrongType = noDriver;
    wrongType[QStringLiteral("error_type")] = QStringLiteral("AssertionError");
    verdicts = dispatch::compareRun(*probe, {isAvailable, wrongType}, t, host, 2);
    QCOMPARE(verdicts[2].verdict, dispatch::RealLine::Verdict::Different);

    const QString report = dispatch::realRunReport(*probe, verdicts, t, QString());
    QVERIFY2(report.contains(QStringLiteral("✗ 3.")) && report.contains(QStringLiteral("✓ 2.")), qPrintable(report));
}

QTEST_GUILESS_MAIN(TestTorch)
#include "tst_torch.moc"
