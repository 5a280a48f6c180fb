// Faults from outside, each answered with the labelled fallback or a clear
// refusal and no user file changed: a CUDA module that is missing, not ELF,
// some other library, cut short, or present on a machine with no driver; rates files that are FIFOs, endless,
// huge or garbage; a settings file of garbage and a headless screenshot; no
// display; a low `ulimit -v`; SIGINT during a bench; products of bounded
// numbers past 2³¹.

#include "tests/common/testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <dlfcn.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <fstream>
#include <string>

namespace {
using gpulab::testing::CliEnv;
using gpulab::testing::CliRun;
using gpulab::testing::fileDigests;
using gpulab::testing::lines;
using gpulab::testing::runGpulab;
using gpulab::testing::usageErrorProblem;
using gpulab::testing::writeFile;

// The CUDA module of this build, or "" when it was built without one.
QString builtModule()
{
    const QString path =
        QFileInfo(QStringLiteral(GPULAB_BINARY)).absolutePath() + QStringLiteral("/../lib/libgpulab_cuda.so");
    return QFileInfo::exists(path) ? QFileInfo(path).canonicalFilePath() : QString();
}

qint64 memAvailableBytes()
{
    std::ifstream in("/proc/meminfo");
    std::string key;
    qint64 kib = 0;
    std::string unit;
    while (in >> key >> kib >> unit)
        if (key == "MemAvailable:")
            return kib * 1024;
    return 0;
}
} // namespace

class TestCliFaults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cudaModuleFaultsFallBackToTheSimulation_data();
    void cudaModuleFaultsFallBackToTheSimulation();
    void moduleWithoutDriverIsLabelled();
    void badRatesFilesFallBackWithOneLine_data();
    void badRatesFilesFallBackWithOneLine();
    void screenshotWritesNoSettings_data();
    void screenshotWritesNoSettings();
    void noDisplaySaysWhatWorks();
    void addressSpaceLimitIsRefusedBeforeAllocating();
    void interruptIsReportedOnce();
    void effectiveBatchPastTwoToThe31();
};

void TestCliFaults::cudaModuleFaultsFallBackToTheSimulation_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("says");
    QTest::newRow("missing") << QStringLiteral("missing") << QStringLiteral("No such file");
    QTest::newRow("not ELF") << QStringLiteral("text") << QStringLiteral("not an ELF file");
    QTest::newRow("unrelated library") << QStringLiteral("libc") << QStringLiteral("not a GPU Lab CUDA module");
    QTest::newRow("truncated to 30 %") << QStringLiteral("30") << QStringLiteral("truncated");
    QTest::newRow("truncated to 70 %") << QStringLiteral("70") << QStringLiteral("truncated");
}

void TestCliFaults::cudaModuleFaultsFallBackToTheSimulation()
{
    QFETCH(QString, kind);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("libgpulab_cuda.so"));
    if (kind == u"text") {
        writeFile(path, "not a library\n");
    } else if (kind == u"libc") {
        Dl_info info{};
        QVERIFY(dladdr(reinterpret_cast<void *>(&::getpid), &info) != 0 && info.dli_fname);
        path = QString::fromLocal8Bit(info.dli_fname);
    } else if (kind != u"missing") {
        const QString original = builtModule();
        if (original.isEmpty())
            QSKIP("this build has no CUDA module to cut short");
        QFile in(original);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        writeFile(path, bytes.left(bytes.size() * kind.toInt() / 100)); // was SIGBUS inside dlopen()
    }
    // Forced loading: without a driver the loader would check the file (ELF
    // headers, so the truncated rows still answer) but not dlopen() it, and
    // the unrelated library would then be declined for want of a driver.
    const QStringList env{QStringLiteral("GPULAB_CUDA_MODULE=") + path,
                          QStringLiteral("GPULAB_CUDA_LOAD_WITHOUT_DRIVER=1")};
    const CliRun probe = runGpulab({QStringLiteral("probe")}, 120000, env);
    QCOMPARE(probe.code, 0);
    const QString text = QString::fromUtf8(probe.out);
    QVERIFY2(text.contains(path), qPrintable(text));
    QVERIFY2(text.contains(says), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("not found beside the program")), qPrintable(text));

    const CliRun bench = runGpulab({QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("64"),
                                    QStringLiteral("--repeats"), QStringLiteral("1")},
                                   120000, env);
    QVERIFY2(bench.code == 0, bench.err.constData());
    QVERIFY2(bench.out.contains("simulated"), bench.out.constData());
}

void TestCliFaults::moduleWithoutDriverIsLabelled()
{
    const QString module = builtModule();
    if (module.isEmpty())
        QSKIP("this build has no CUDA module");
    if (void *driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL)) {
        dlclose(driver);
        QSKIP("an NVIDIA driver is installed here");
    }
    // Default: the module is found but not loaded (no cuBLAS for nothing);
    // forced: it loads and the CUDA runtime itself reports the missing driver.
    // Both answers are the same diagnosis; only the versions line differs.
    for (const bool force : {false, true}) {
        QStringList env{QStringLiteral("GPULAB_CUDA_MODULE=") + module};
        if (force)
            env << QStringLiteral("GPULAB_CUDA_LOAD_WITHOUT_DRIVER=1");
        const CliRun probe = runGpulab({QStringLiteral("probe")}, 120000, env);
        QCOMPARE(probe.code, 0);
        QVERIFY2(probe.out.contains("no NVIDIA driver found"), probe.out.constData());
        QCOMPARE(probe.out.contains("not loaded: no driver"), !force);
        const CliRun json = runGpulab({QStringLiteral("probe"), QStringLiteral("--json")}, 120000, env);
        QCOMPARE(json.code, 0);
        const QJsonObject cuda = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("cuda")).toObject();
        QCOMPARE(cuda.value(QStringLiteral("state")).toString(), QStringLiteral("no_driver"));
        const QString runtime = cuda.value(QStringLiteral("runtime_version")).toString();
        if (force)
            QVERIFY2(runtime.contains(QLatin1Char('.')) && runtime[0].isDigit(), qPrintable(runtime));
        else
            QCOMPARE(runtime, QStringLiteral("not loaded: no driver"));
        const CliRun bench = runGpulab({QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("64"),
                                        QStringLiteral("--repeats"), QStringLiteral("1")},
                                       120000, env);
        QVERIFY2(bench.code == 0, bench.err.constData());
        QVERIFY2(bench.out.contains("simulated: no NVIDIA driver found"), bench.out.constData());
    }
}

void TestCliFaults::badRatesFilesFallBackWithOneLine_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("says");
    QTest::newRow("fifo (blocked open)") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
    QTest::newRow("/dev/zero (endless)") << QStringLiteral("/dev/zero") << QStringLiteral("not a regular file");
    QTest::newRow("over the size limit") << QStringLiteral("huge") << QStringLiteral("MiB");
    QTest::newRow("random bytes") << QStringLiteral("garbage") << QStringLiteral("not valid JSON");
    QTest::newRow("1e308 dollars an hour") << QStringLiteral("1e308") << QStringLiteral("on_demand_per_hour");
    QTest::newRow("id with a line break") << QStringLiteral("newline") << QStringLiteral("id must be one word");
    QTest::newRow("name with a line break") << QStringLiteral("path\nbreak") << QStringLiteral("no such file");
    // Ids that look like one word but are not (they were accepted): --card could never match them as shown.
    QTest::newRow("id with a no-break space") << QStringLiteral("nbsp") << QStringLiteral("id must be one word");
    QTest::newRow("id with a line separator") << QStringLiteral("lsep") << QStringLiteral("id must be one word");
    QTest::newRow("id with a right-to-left mark") << QStringLiteral("rlm") << QStringLiteral("id must be one word");
    // Aliases: a number (whose text was "", so --card '' matched), "", not a list, or another class's id.
    QTest::newRow("alias a number") << QStringLiteral("alias:5") << QStringLiteral("\"aliases\" must be a list");
    QTest::newRow("alias empty") << QStringLiteral("alias:\"\"") << QStringLiteral("alias must be one word");
    QTest::newRow("aliases not a list") << QStringLiteral("aliases:\"x\"")
                                        << QStringLiteral("\"aliases\" must be a list");
    QTest::newRow("alias another class's id")
        << QStringLiteral("alias:\"y\"") << QStringLiteral("already the name of a class");
}

void TestCliFaults::badRatesFilesFallBackWithOneLine()
{
    QFETCH(QString, kind);
    QFETCH(QString, says);
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("rates.json"));
    const auto cls = [](const char *id, const char *rate) {
        return QByteArray("{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": [{\"id\": \"") + id +
               "\", \"name\": \"X\", \"vram_gb\": 24, \"on_demand_per_hour\": " + rate + ", \"spot_per_hour\": 0.5}]}";
    };
    if (kind == u"fifo")
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else if (kind == u"huge")
        writeFile(path, QByteArray(5 * 1024 * 1024, ' '));
    else if (kind == u"garbage") {
        QByteArray bytes(8192, '\0');
        for (char &c : bytes)
            c = static_cast<char>(QRandomGenerator::global()->bounded(256));
        writeFile(path, bytes);
    } else if (kind == u"1e308")
        writeFile(path, cls("x", "1e308"));
    else if (kind == u"newline")
        writeFile(path, cls("a\\nb", "1"));
    else if (kind == u"nbsp")
        writeFile(path, cls("a\u00a0b", "1"));
    else if (kind == u"lsep")
        writeFile(path, cls("a\u2028b", "1"));
    else if (kind == u"rlm")
        writeFile(path, cls("a100\u200f", "1"));
    else if (kind.startsWith(u"alias")) {
        // Two classes, x and y; x carries the aliases given after the colon.
        const QByteArray aliases = kind.section(u':', 1).toUtf8();
        const QByteArray list = kind.startsWith(u"aliases:") ? aliases : "[" + aliases + "]";
        writeFile(path, "{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": [{\"id\": \"x\", \"name\": \"X\", "
                        "\"vram_gb\": 24, \"on_demand_per_hour\": 1, \"spot_per_hour\": 0.5, \"aliases\": " +
                            list +
                            "}, {\"id\": \"y\", \"name\": \"Y\", \"vram_gb\": 24, \"on_demand_per_hour\": 1, "
                            "\"spot_per_hour\": 0.5}]}");
    } else if (kind.startsWith(u'/')) {
        if (!QFileInfo::exists(kind))
            QSKIP("not on this machine");
        path = kind;
    } else
        path = dir.filePath(kind); // a name with a line break, not there
    const auto before = fileDigests(dir.path());

    QElapsedTimer t;
    t.start();
    const CliRun r = runGpulab({QStringLiteral("cost"), QStringLiteral("--card"), QStringLiteral("t4"),
                                QStringLiteral("--rates"), path, QStringLiteral("--json")},
                               60000);
    qInfo("%s: %lld ms", qPrintable(kind), t.elapsed());
    QVERIFY2(r.code == 0, r.err.constData()); // -1: it hung or crashed
    const QStringList err = lines(r.err);
    QVERIFY2(err.size() == 1 && err[0].startsWith(QStringLiteral("gpulab: ")), r.err.constData());
    QVERIFY2(err[0].contains(says, Qt::CaseInsensitive), r.err.constData());
    QVERIFY2(err[0].contains(QStringLiteral("built-in")), r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("total")).toDouble(), 3.0); // T4 10 h
    QCOMPARE(fileDigests(dir.path()), before);
}

void TestCliFaults::screenshotWritesNoSettings_data()
{
    QTest::addColumn<bool>("garbage");
    QTest::newRow("no settings yet") << false;
    QTest::newRow("a garbage settings file") << true;
}

void TestCliFaults::screenshotWritesNoSettings()
{
    // Rendering the flashcards once rewrote the settings (8,192 → 8,824 bytes).
    QFETCH(bool, garbage);
    QTemporaryDir home;
    const QString conf = home.filePath(QStringLiteral(".config/GPU Lab/GPU Lab.conf"));
    if (garbage) {
        QByteArray bytes(8192, '\0');
        for (char &c : bytes)
            c = static_cast<char>(QRandomGenerator::global()->bounded(256));
        writeFile(conf, bytes);
    }
    const auto before = fileDigests(home.filePath(QStringLiteral(".config")));
    QTemporaryDir shots;
    CliEnv how;
    how.home = home.path();
    const CliRun r = runGpulab({QStringLiteral("screenshot"), QStringLiteral("--out"), shots.path()}, how);
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(QFileInfo::exists(shots.filePath(QStringLiteral("learn.png"))));
    QCOMPARE(fileDigests(home.filePath(QStringLiteral(".config"))), before);
    QCOMPARE(QFileInfo::exists(conf), garbage);
}

void TestCliFaults::noDisplaySaysWhatWorks()
{
    CliEnv how;
    how.offscreen = false;
    how.unset = {QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"),
                 QStringLiteral("XDG_RUNTIME_DIR")};
    how.timeoutMs = 30000;
    const CliRun r = runGpulab({}, how);
    QString problem = usageErrorProblem(r, QStringLiteral("no display"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    for (const char *hint : {"screenshot", "QT_QPA_PLATFORM=offscreen", "probe"})
        QVERIFY2(r.err.contains(hint), r.err.constData());
    QVERIFY2(!r.err.contains("Reinstalling"), r.err.constData());

    // Bad input still gets its own answer without a display.
    const CliRun bad = runGpulab({QStringLiteral("--lab"), QStringLiteral("nope")}, how);
    problem = usageErrorProblem(bad, QStringLiteral("unknown lab"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliFaults::addressSpaceLimitIsRefusedBeforeAllocating()
{
    // n = 12000 needs 1.7 GB for A, B and C; the process may map 1.5 GB in all.
    constexpr rlim_t kLimit = 1536ull * 1024 * 1024;
#if defined(GPULAB_SANITIZED)
    // The sanitizer runtimes reserve terabytes of shadow address space at start.
    QSKIP("a sanitizer build cannot start under an address-space limit");
#endif
    if (memAvailableBytes() < qint64(3) * 12000 * 12000 * 4)
        QSKIP("not enough RAM for the address-space limit to be the tighter bound");
    CliEnv how;
    how.addressSpaceLimit = kLimit;
    const CliRun r = runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("cpu"),
                                QStringLiteral("--size"), QStringLiteral("12000")},
                               how);
    // Was: exit 1 "could not allocate the operands", after trying.
    const QString problem = usageErrorProblem(r, QStringLiteral("ulimit -v"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliFaults::interruptIsReportedOnce()
{
    // The lesson pair (CPU, then the GPU or its simulation): a SIGINT during
    // the CPU run stops both, and is said once.
    QTemporaryDir home;
    QProcess p;
    p.setProgram(QStringLiteral(GPULAB_BINARY));
    p.setArguments({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64,2000"),
                    QStringLiteral("--repeats"), QStringLiteral("1000"), QStringLiteral("--log-level"),
                    QStringLiteral("info")});
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    gpulab::testing::setHome(env, home.path());
    p.setProcessEnvironment(env);
    p.start();
    QVERIFY(p.waitForStarted());
    // The n = 64 result is logged once the timed loop (and its SIGINT handler) is running.
    QByteArray err;
    QElapsedTimer t;
    t.start();
    while (!err.contains("n=64") && t.elapsed() < 120000 && p.state() == QProcess::Running) {
        p.waitForReadyRead(1000);
        err += p.readAllStandardError();
    }
    QVERIFY2(err.contains("n=64"), err.constData());
    QTest::qWait(500); // inside the n = 2000 repeats
    t.restart();
    ::kill(static_cast<pid_t>(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(60000));
    qInfo("stopped %lld ms after SIGINT", t.elapsed());
    err += p.readAllStandardError();
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 1);
    QCOMPARE(err.count("gpulab: interrupted"), 1);
}

void TestCliFaults::effectiveBatchPastTwoToThe31()
{
    // 65536 × 65536 is inside the documented limits; the product printed 0.
    const CliRun r = runGpulab({QStringLiteral("plan"), QStringLiteral("--batch"), QStringLiteral("65536"),
                                QStringLiteral("--accum"), QStringLiteral("65536"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QByteArray json = r.out;
    QVERIFY2(json.contains("\"effective_batch\": 4294967296"), json.constData());
    const CliRun text = runGpulab({QStringLiteral("plan"), QStringLiteral("--batch"), QStringLiteral("65536"),
                                   QStringLiteral("--accum"), QStringLiteral("65536")});
    QVERIFY2(text.out.contains("effective batch 4294967296"), text.out.constData());
}

QTEST_GUILESS_MAIN(TestCliFaults)
#include "tst_cli_faults.moc"
