// Every bad input the hardening campaign tried, in one table that new options
// join: each must exit 2 with exactly one stderr line "gpulab: …" and change
// no file in the user's home. The child runs without XDG_RUNTIME_DIR, as on
// a headless machine, where Qt would otherwise warn first.

#include "tests/common/testsupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {
using gpulab::testing::CliEnv;
using gpulab::testing::CliRun;
using gpulab::testing::fileDigests;
using gpulab::testing::runGpulab;
using gpulab::testing::usageErrorProblem;
using gpulab::testing::writeFile;

// A home with the files a user has: settings, a saved rates table, a file of
// their own and a FIFO (which nothing may open).
void populateHome(const QString &home)
{
    writeFile(home + QStringLiteral("/.config/GPU Lab/GPU Lab.conf"), "[view]\nfontPointSize=14\n");
    writeFile(home + QStringLiteral("/.local/share/GPU Lab/GPU Lab/rates.json"),
              "{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": [{\"id\": \"h100\", \"name\": \"H100\", "
              "\"vram_gb\": 80, \"on_demand_per_hour\": 2.5, \"spot_per_hour\": 1.25}]}");
    writeFile(home + QStringLiteral("/notes.txt"), "mine\n");
    ::mkfifo(QFile::encodeName(home + QStringLiteral("/pipe")).constData(), 0600);
}

// Our own log is the one thing a run may add.
bool isLog(const QString &relativePath)
{
    return relativePath.startsWith(QStringLiteral(".local/share/GPU Lab/GPU Lab/logs/"));
}
} // namespace

class TestCliBadInput : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refusedWithOneLineAndNoFileChanged_data();
    void refusedWithOneLineAndNoFileChanged();
};

void TestCliBadInput::refusedWithOneLineAndNoFileChanged_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    // {home} is the child's HOME; {file} a regular file in it.
    const auto row = [](const char *name, QStringList args, const char *mentions) {
        QTest::newRow(name) << args << QString::fromUtf8(mentions);
    };
    const auto s = [](const char *text) { return QString::fromUtf8(text); };

    // The window's own options (read offscreen here).
    row("gui: unknown lab", {s("--lab"), s("nope")}, "unknown lab");
    row("gui: bad log level", {s("--log-level"), s("loud")}, "log level");
    row("gui: unknown option", {s("--bogus")}, "bogus");
    row("gui: unknown short option", {s("-x")}, "x");
    row("gui: missing value", {s("--lab")}, "lab");
    row("unknown command", {s("nope")}, "unknown command");

    row("probe: unknown option", {s("probe"), s("--bogus")}, "bogus");
    row("probe: stray argument", {s("probe"), s("extra")}, "extra");
    row("probe: bad log level", {s("probe"), s("--log-level"), s("loud")}, "log level");

    row("bench: zero size", {s("bench"), s("--size"), s("0")}, "at least 1");
    row("bench: size not a number", {s("bench"), s("--size"), s("abc")}, "not a whole number");
    row("bench: size past the bound", {s("bench"), s("--size"), s("1000001")}, "at most");
    row("bench: size past the memory guard", {s("bench"), s("--size"), s("300000")}, "needs");
    row("bench: empty list entry", {s("bench"), s("--sizes"), s("64,,128")}, "not a whole number");
    row("bench: size and sizes", {s("bench"), s("--size"), s("8"), s("--sizes"), s("8")}, "either");
    row("bench: unknown backend", {s("bench"), s("--backend"), s("tpu")}, "unknown backend");
    row("bench: zero repeats", {s("bench"), s("--repeats"), s("0")}, "--repeats");
    row("bench: repeats past the bound", {s("bench"), s("--repeats"), s("1000001")}, "--repeats");
    row("bench: warm-up 2e9 (was bad_alloc)",
        {s("bench"), s("--backend"), s("sim"), s("--size"), s("64"), s("--warmup"), s("2000000000")}, "--warmup");
    row("bench: warm-up INT_MAX (was an overflow)",
        {s("bench"), s("--backend"), s("cpu"), s("--size"), s("64"), s("--warmup"), s("2147483647")}, "--warmup");
    row("bench: negative warm-up", {s("bench"), s("--warmup=-1")}, "--warmup");
    row("bench: warm-up not a number", {s("bench"), s("--warmup"), s("x")}, "--warmup");

    row("plan: 1e400 parameters", {s("plan"), s("--params"), s("1e400")}, "outside");
    row("plan: negative parameters", {s("plan"), s("--params"), s("-7B")}, "positive");
    row("plan: unknown suffix", {s("plan"), s("--params"), s("7Q")}, "suffix");
    row("plan: zero batch", {s("plan"), s("--batch"), s("0")}, "--batch");
    row("plan: batch past the bound", {s("plan"), s("--batch"), s("65537")}, "--batch");
    row("plan: gpus past the bound", {s("plan"), s("--gpus"), s("5000")}, "--gpus");
    row("plan: unknown option", {s("plan"), s("--bogus")}, "bogus");

    row("cost: no card", {s("cost")}, "--card");
    row("cost: unknown card, missing rates file (one line)",
        {s("cost"), s("--card"), s("nope"), s("--rates"), s("{home}/missing.json")}, "unknown card class");
    row("cost: card with a line break", {s("cost"), s("--card"), s("a\nb")}, "unknown card class");
    row("cost: unknown model", {s("cost"), s("--card"), s("t4"), s("--model"), s("gpt2-124m")}, "unknown --model");
    row("cost: unknown mode", {s("cost"), s("--card"), s("t4"), s("--model"), s("gpt2"), s("--mode"), s("pretrain")},
        "unknown --mode");
    row("plan: headroom past the bound", {s("plan"), s("--headroom"), s("101")}, "--headroom");
    row("cost: empty rates name", {s("cost"), s("--card"), s("t4"), s("--rates"), QString()}, "--rates");
    row("cost: interrupt rate 1e9", {s("cost"), s("--card"), s("t4"), s("--interrupt-rate"), s("1e9")},
        "--interrupt-rate");
    row("cost: 1e308 hours", {s("cost"), s("--card"), s("t4"), s("--hours"), s("1e308")}, "--hours");
    row("cost: INT_MAX runs", {s("cost"), s("--card"), s("t4"), s("--runs"), s("2147483647")}, "--runs");
    row("cost: NaN hours", {s("cost"), s("--card"), s("t4"), s("--hours"), s("nan")}, "--hours");
    row("cost: cap past the bound", {s("cost"), s("--card"), s("t4"), s("--cap"), s("1e12")}, "--cap");
    row("cost: idle hours past the bound", {s("cost"), s("--card"), s("t4"), s("--idle-hours"), s("1e6")},
        "--idle-hours");
    row("cost: checkpoint past the bound", {s("cost"), s("--card"), s("t4"), s("--checkpoint-min"), s("1e9")},
        "--checkpoint-min");
    row("cost: restart past the bound", {s("cost"), s("--card"), s("t4"), s("--restart-min"), s("1e9")},
        "--restart-min");
    // Subnormal and tiny numbers (1e-320 printed "9.99989e-321 h" and "OVER the $0.00 cap").
    row("cost: subnormal hours", {s("cost"), s("--card"), s("t4"), s("--hours"), s("1e-320")},
        "--hours = 1e-320 is too small");
    row("cost: subnormal restart", {s("cost"), s("--card"), s("t4"), s("--restart-min"), s("1e-320")},
        "--restart-min = 1e-320 is too small");
    row("cost: subnormal checkpoint", {s("cost"), s("--card"), s("t4"), s("--checkpoint-min"), s("1e-320")},
        "--checkpoint-min = 1e-320 is too small");
    row("cost: subnormal idle hours", {s("cost"), s("--card"), s("t4"), s("--idle-hours"), s("1e-320")},
        "--idle-hours = 1e-320 is too small");
    row("cost: subnormal cap", {s("cost"), s("--card"), s("t4"), s("--cap"), s("1e-320")},
        "--cap = 1e-320 is too small");
    row("cost: cap under a cent", {s("cost"), s("--card"), s("t4"), s("--cap"), s("0.004")}, "at least 0.01");
    row("cost: negative subnormal hours", {s("cost"), s("--card"), s("t4"), s("--hours"), s("-1e-320")}, "--hours");
    // Was refused as "too large to compute".
    row("cost: subnormal interrupt rate", {s("cost"), s("--card"), s("t4"), s("--interrupt-rate"), s("1e-320")},
        "give 0 or at least");
    // Was matched by an alias "" (or a number, read as "").
    row("cost: empty card", {s("cost"), s("--card"), QString()}, "unknown card class");
    row("cost: card with a no-break space", {s("cost"), s("--card"), s("t4\u00a0")}, "unknown card class");
    row("cost: bounded inputs whose expected cost overflows",
        {s("cost"), s("--card"), s("t4"), s("--hours"), s("10000"), s("--interrupt-rate"), s("60"),
         s("--checkpoint-min"), s("0")},
        "too large");

    row("screenshot: no --out", {s("screenshot")}, "--out");
    row("screenshot: empty --out", {s("screenshot"), s("--out"), QString()}, "--out");
    row("screenshot: unknown panel", {s("screenshot"), s("--out"), s("{home}/shots"), s("--panel"), s("nope")},
        "unknown panel");
    row("screenshot: bad log level", {s("screenshot"), s("--out"), s("{home}/shots"), s("--log-level"), s("loud")},
        "log level");
    row("screenshot: folder that cannot be made", {s("screenshot"), s("--out"), s("{file}/shots")}, "cannot create");
    row("screenshot: folder that cannot be written", {s("screenshot"), s("--out"), s("/proc")}, "cannot write");
}

void TestCliBadInput::refusedWithOneLineAndNoFileChanged()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    populateHome(home.path());
    for (QString &a : args)
        a.replace(QStringLiteral("{home}"), home.path())
            .replace(QStringLiteral("{file}"), home.filePath(QStringLiteral("notes.txt")));
    const auto before = fileDigests(home.path());

    CliEnv how;
    how.home = home.path();
    how.unset = {QStringLiteral("XDG_RUNTIME_DIR")};
    how.timeoutMs = 60000;
    const CliRun r = runGpulab(args, how);
    const QString problem = usageErrorProblem(r, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    const auto after = fileDigests(home.path());
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        QVERIFY2(after.value(it.key()) == it.value(), qPrintable(QStringLiteral("%1 changed").arg(it.key())));
    for (auto it = after.cbegin(); it != after.cend(); ++it)
        QVERIFY2(before.contains(it.key()) || isLog(it.key()),
                 qPrintable(QStringLiteral("%1 was created").arg(it.key())));
}

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "tst_cli_badinput.moc"
