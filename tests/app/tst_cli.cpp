// The command line, run as a user runs it: exit codes, one-line errors,
// JSON that parses with the documented keys, screenshots that are not blank.

#include "core/backendregistry.h"
#include "core/lessonbenchmark.h"
#include "labs/labregistry.h"
#include "tests/common/testsupport.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = gpulab::testing::CliRun;
using gpulab::testing::runGpulab;

QJsonObject parseObject(const QByteArray &bytes)
{
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s\n%s", qPrintable(e.errorString()), bytes.constData());
    return d.object();
}
} // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void badInputExitsTwoWithOneLine_data();
    void badInputExitsTwoWithOneLine();
    void helpAndVersion();
    void probeJson();
    void probeText();
    void benchOneBackendJson();
    void benchLessonPairJson();
    void benchText();
    void benchNoSync();
    void screenshotIsNotBlank();
    void screenshotTakesSizeAndTextScale();
};

void TestCli::badInputExitsTwoWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const auto row = [](const char *name, QStringList args, const char *mentions) {
        QTest::newRow(name) << args << QString::fromUtf8(mentions);
    };
    row("zero size", {QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("0")}, "at least 1");
    row("negative size", {QStringLiteral("bench"), QStringLiteral("--size=-5")}, "at least 1");
    row("not a number", {QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("abc")},
        "not a whole number");
    row("past the memory guard", {QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("300000")},
        "needs");
    row("empty list entry", {QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64,,128")},
        "not a whole number");
    row("unknown backend", {QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("tpu")},
        "unknown backend");
    row("zero repeats", {QStringLiteral("bench"), QStringLiteral("--repeats"), QStringLiteral("0")}, "--repeats");
    row("bad warm-up", {QStringLiteral("bench"), QStringLiteral("--warmup"), QStringLiteral("x")}, "--warmup");
    row("size and sizes",
        {QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("8"), QStringLiteral("--sizes"),
         QStringLiteral("8")},
        "either");
    row("unknown option", {QStringLiteral("probe"), QStringLiteral("--bogus")}, "bogus");
    row("stray argument", {QStringLiteral("probe"), QStringLiteral("extra")}, "extra");
    row("bad log level", {QStringLiteral("probe"), QStringLiteral("--log-level"), QStringLiteral("loud")}, "log level");
    row("unknown command", {QStringLiteral("frobnicate")}, "unknown command");
    row("unknown panel",
        {QStringLiteral("screenshot"), QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--panel"),
         QStringLiteral("nope")},
        "unknown panel");
    row("screenshot without --out", {QStringLiteral("screenshot")}, "--out");
    row("screenshot size too small",
        {QStringLiteral("screenshot"), QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--size"),
         QStringLiteral("800x600")},
        "--size");
    row("screenshot size not WxH",
        {QStringLiteral("screenshot"), QStringLiteral("--out"), QStringLiteral("/tmp/x"), QStringLiteral("--size"),
         QStringLiteral("big")},
        "--size");
    row("screenshot text scale out of range",
        {QStringLiteral("screenshot"), QStringLiteral("--out"), QStringLiteral("/tmp/x"),
         QStringLiteral("--text-scale"), QStringLiteral("9")},
        "--text-scale");
}

void TestCli::badInputExitsTwoWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = runGpulab(args);
    const QString problem = gpulab::testing::usageErrorProblem(r, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(r.out.isEmpty());
}

void TestCli::helpAndVersion()
{
    const Run v = runGpulab({QStringLiteral("--version")});
    QCOMPARE(v.code, 0);
    QVERIFY(v.out.startsWith("gpulab "));
    const Run h = runGpulab({QStringLiteral("--help")});
    QCOMPARE(h.code, 0);
    for (const char *word : {"probe", "bench", "screenshot"})
        QVERIFY(h.out.contains(word));
    const Run bh = runGpulab({QStringLiteral("bench"), QStringLiteral("--help")});
    QCOMPARE(bh.code, 0);
    QVERIFY(bh.out.contains("--sizes"));
    // Each subcommand's usage line is what the user types, not the binary's path.
    for (const char *sub : {"probe", "bench", "plan", "cost", "screenshot"}) {
        const Run r = runGpulab({QString::fromLatin1(sub), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        const QByteArray first = r.out.left(r.out.indexOf('\n'));
        QVERIFY2(first == "Usage: gpulab " + QByteArray(sub) + " [options]", first.constData());
    }
}

void TestCli::probeJson()
{
    const Run r = runGpulab({QStringLiteral("probe"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = parseObject(r.out);
    QVERIFY(o.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("cores")).toInt() >= 1);
    const QJsonObject cuda = o.value(QStringLiteral("cuda")).toObject();
    QVERIFY(cuda.contains(QStringLiteral("usable")));
    if (!cuda.value(QStringLiteral("usable")).toBool()) {
        QVERIFY(!cuda.value(QStringLiteral("reason")).toString().isEmpty());
        QVERIFY(o.value(QStringLiteral("status")).toString().contains(QStringLiteral("Simulated — ")));
    }
}

void TestCli::probeText()
{
    const Run r = runGpulab({QStringLiteral("probe")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("oneDNN"));
    QVERIFY(r.out.contains("measured fp32 peak"));
}

void TestCli::benchOneBackendJson()
{
    const Run r = runGpulab({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64,100"),
                             QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--repeats"),
                             QStringLiteral("3"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = parseObject(r.out);
    QCOMPARE(o.value(QStringLiteral("repeats")).toInt(), 3);
    const QJsonArray results = o.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 1);
    const QJsonArray points = results[0].toObject().value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[1].toObject().value(QStringLiteral("n")).toInt(), 100);
    for (const auto &p : points) {
        const QJsonObject po = p.toObject();
        QVERIFY(po.value(QStringLiteral("verified")).toBool());
        QCOMPARE(po.value(QStringLiteral("seconds")).toArray().size(), 3);
        QVERIFY(po.value(QStringLiteral("gflops")).toDouble() > 0);
    }
}

void TestCli::benchLessonPairJson()
{
    const Run r =
        runGpulab({QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("128"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = parseObject(r.out);
    const QJsonArray results = o.value(QStringLiteral("results")).toArray();
    QCOMPARE(results.size(), 2);
    const QJsonObject gpu = results[1].toObject().value(QStringLiteral("backend")).toObject();
    QVERIFY(gpu.value(QStringLiteral("on_gpu")).toBool());
    if (gpu.value(QStringLiteral("simulated")).toBool())
        QVERIFY(gpu.value(QStringLiteral("provenance")).toString().startsWith(QStringLiteral("Simulated — ")));
    const QJsonArray speedups = o.value(QStringLiteral("speedups")).toArray();
    QCOMPARE(speedups.size(), 1);
    QVERIFY(speedups[0].toObject().value(QStringLiteral("speedup")).toDouble() > 0);

    // The pair is core's lesson plan, the same one the panels submit.
    const auto plan = gpulab::core::lessonBenchmarkPlan({128}, 1, 5).steps();
    QCOMPARE(plan.size(), results.size());
    for (int i = 0; i < plan.size(); ++i) {
        const auto choice = gpulab::core::createBackend(plan[i].backendId);
        QVERIFY2(choice.backend, qPrintable(choice.error));
        QCOMPARE(
            results[i].toObject().value(QStringLiteral("backend")).toObject().value(QStringLiteral("id")).toString(),
            QString::fromStdString(choice.backend->info().id));
    }
    // And the ratio is core's rule applied to the two medians.
    const auto median = [&results](int i) {
        return results[i]
            .toObject()
            .value(QStringLiteral("points"))
            .toArray()[0]
            .toObject()
            .value(QStringLiteral("median_s"))
            .toDouble();
    };
    QVERIFY(qFuzzyCompare(speedups[0].toObject().value(QStringLiteral("speedup")).toDouble(), median(0) / median(1)));
}

void TestCli::benchText()
{
    const Run r = runGpulab({QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("200"),
                             QStringLiteral("--repeats"), QStringLiteral("2")});
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QStringLiteral("verified: yes")));
    QVERIFY(out.contains(QStringLiteral("speedup")));
    QVERIFY(out.contains(QStringLiteral("Measured on")));
}

void TestCli::benchNoSync()
{
    // The timing pitfall measured for real: the submit-only time next to the
    // waited one, the order asserted, not the values.
    const Run j = runGpulab({QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("400"),
                             QStringLiteral("--repeats"), QStringLiteral("3"), QStringLiteral("--no-sync"),
                             QStringLiteral("--json")});
    QVERIFY2(j.code == 0, j.err.constData());
    const QJsonObject noSync = parseObject(j.out).value(QStringLiteral("no_sync")).toObject();
    QVERIFY(noSync.value(QStringLiteral("label")).toString().startsWith(QStringLiteral("CPU queue")));
    const QJsonArray runs = noSync.value(QStringLiteral("sizes")).toArray();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0].toObject().value(QStringLiteral("n")).toInt(), 400);
    const QJsonObject cpu = runs[0].toObject().value(QStringLiteral("cpu_queue")).toObject();
    QCOMPARE(cpu.value(QStringLiteral("submit_seconds")).toArray().size(), 3);
    QVERIFY(cpu.value(QStringLiteral("verified")).toBool());
    QVERIFY(cpu.value(QStringLiteral("submit_median_seconds")).toDouble() <
            cpu.value(QStringLiteral("waited_median_seconds")).toDouble());
    QVERIFY(cpu.value(QStringLiteral("cold_seconds")).toDouble() > 0);
    const QJsonObject cuda = runs[0].toObject().value(QStringLiteral("cuda")).toObject();
    QVERIFY(cuda.contains(QStringLiteral("usable")));
    if (!cuda.value(QStringLiteral("usable")).toBool())
        QVERIFY(!cuda.value(QStringLiteral("reason")).toString().isEmpty());

    const Run t = runGpulab({QStringLiteral("bench"), QStringLiteral("--size"), QStringLiteral("200"),
                             QStringLiteral("--repeats"), QStringLiteral("2"), QStringLiteral("--no-sync")});
    QVERIFY2(t.code == 0, t.err.constData());
    const QString out = QString::fromUtf8(t.out);
    QVERIFY2(out.contains(QStringLiteral("no wait (the illusion)")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("then wait (honest)")));
    QVERIFY(out.contains(QStringLiteral("CUDA stream")));
    const Run h = runGpulab({QStringLiteral("bench"), QStringLiteral("--help")});
    QVERIFY(h.out.contains("--no-sync"));
}

void TestCli::screenshotIsNotBlank()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run r = runGpulab({QStringLiteral("screenshot"), QStringLiteral("--out"), dir.path()});
    QCOMPARE(r.code, 0);
    // One drawn PNG per registered panel, and nothing else.
    QStringList expected;
    for (const QString &id : gpulab::labs::labIds()) {
        expected << id + QStringLiteral(".png");
        const QImage img(dir.filePath(id + QStringLiteral(".png")));
        QVERIFY2(!img.isNull(), qPrintable(id));
        QCOMPARE(img.size(), QSize(1600, 1000));
        const QSet<QRgb> colours = gpulab::testing::sampledColours(img, 7);
        QVERIFY2(colours.size() > 20, qPrintable(QStringLiteral("%1: %2 colours").arg(id).arg(colours.size())));
    }
    QCOMPARE(expected.size(), 8);
    QStringList written = QDir(dir.path()).entryList(QDir::Files);
    written.sort();
    expected.sort();
    QCOMPARE(written, expected);
}

void TestCli::screenshotTakesSizeAndTextScale()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run r = runGpulab({QStringLiteral("screenshot"), QStringLiteral("--out"), dir.path(),
                             QStringLiteral("--panel"), QStringLiteral("timing"), QStringLiteral("--size"),
                             QStringLiteral("1024x640"), QStringLiteral("--text-scale"), QStringLiteral("2")});
    QCOMPARE(r.code, 0);
    const QImage img(dir.filePath(QStringLiteral("timing.png")));
    QCOMPARE(img.size(), QSize(1024, 640));
    const Run h = runGpulab({QStringLiteral("screenshot"), QStringLiteral("--help")});
    QCOMPARE(h.code, 0);
    QVERIFY(h.out.contains("--size") && h.out.contains("--text-scale"));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
