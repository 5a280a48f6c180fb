// `gpulab bench --precision` and `--roofline` as a user runs them (issue 18):
// the bf16 path verified with its own tolerance, the CPU's refusal of GPU
// formats, oneDNN without bf16 instructions, the simulated precisions, and
// the roofline JSON.

#include "tests/common/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using gpulab::testing::CliRun;
using gpulab::testing::runGpulab;
using gpulab::testing::usageErrorProblem;

namespace {
QJsonObject jsonOf(const CliRun &r)
{
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(r.out, &e);
    return d.object();
}
} // namespace

class TestCliPrecision : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bf16IsVerifiedWithItsTolerance();
    void cpuRefusesGpuFormats();
    void badPrecisionIsAUsageError();
    void withoutBf16InstructionsItSaysWhy();
    void simulationRunsFp16Labelled();
    void rooflineJsonHasRoofsAndPoints();
};

void TestCliPrecision::bf16IsVerifiedWithItsTolerance()
{
    const CliRun r =
        runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("cpu"),
                   QStringLiteral("--precision"), QStringLiteral("bf16"), QStringLiteral("--size"),
                   QStringLiteral("80"), QStringLiteral("--repeats"), QStringLiteral("2"), QStringLiteral("--json")});
    if (r.code == 2 && r.err.contains("unavailable"))
        QSKIP("oneDNN has no bf16 matmul on this CPU");
    QCOMPARE(r.code, 0);
    const QJsonObject root = jsonOf(r);
    QCOMPARE(root.value(QStringLiteral("precision")).toString(), QStringLiteral("bf16"));
    const QJsonObject res = root.value(QStringLiteral("results")).toArray().at(0).toObject();
    QCOMPARE(res.value(QStringLiteral("precision")).toString(), QStringLiteral("bf16"));
    QVERIFY(!res.value(QStringLiteral("implementation")).toString().isEmpty());
    const QJsonObject p = res.value(QStringLiteral("points")).toArray().at(0).toObject();
    QCOMPARE(p.value(QStringLiteral("verdict")).toString(), QStringLiteral("passed"));
    // 2u + u² + 16·√80·ε with u = 2^-8.
    const double u = 1.0 / 256.0;
    QCOMPARE(p.value(QStringLiteral("tolerance")).toDouble(), 2 * u + u * u + 16.0 * std::sqrt(80.0) * 0x1p-23);
    QVERIFY(p.value(QStringLiteral("tolerance_text")).toString().contains(QStringLiteral("2^-8")));

    // The text form names the kernel and states the bound.
    const CliRun t = runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("cpu"),
                                QStringLiteral("--precision"), QStringLiteral("bf16"), QStringLiteral("--size"),
                                QStringLiteral("40"), QStringLiteral("--repeats"), QStringLiteral("1")});
    QCOMPARE(t.code, 0);
    QVERIFY(t.out.contains("bf16 n×n matmul"));
    QVERIFY(t.out.contains("CPU kernel: "));
    QVERIFY(t.out.contains("tolerance: |c − ref| ≤ "));
    QVERIFY(t.out.contains("verified: yes"));
}

void TestCliPrecision::cpuRefusesGpuFormats()
{
    for (const char *p : {"tf32", "fp16"}) {
        const CliRun r = runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("cpu"),
                                    QStringLiteral("--precision"), QString::fromLatin1(p), QStringLiteral("--size"),
                                    QStringLiteral("16")});
        const QString problem = usageErrorProblem(r, QStringLiteral("the CPU backend runs fp32 and bf16"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(r.out.isEmpty()); // nothing ran
    }
}

void TestCliPrecision::badPrecisionIsAUsageError()
{
    const CliRun r = runGpulab({QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("fp8")});
    const QString problem = usageErrorProblem(r, QStringLiteral("fp8"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const CliRun two = runGpulab({QStringLiteral("bench"), QStringLiteral("--precision"), QStringLiteral("fp32,bf16")});
    const QString twoProblem = usageErrorProblem(two, QStringLiteral("--roofline"));
    QVERIFY2(twoProblem.isEmpty(), qPrintable(twoProblem));
}

void TestCliPrecision::withoutBf16InstructionsItSaysWhy()
{
    // oneDNN capped below AVX512-BF16 stands in for a CPU without bf16
    // instructions: at AVX2 oneDNN 2.6 builds no bf16 matmul, at AVX512_CORE it
    // builds one that converts in software. Either way the output says so.
    for (const char *isa : {"AVX2", "AVX512_CORE"}) {
        const CliRun r = runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("cpu"),
                                    QStringLiteral("--precision"), QStringLiteral("bf16"), QStringLiteral("--size"),
                                    QStringLiteral("32"), QStringLiteral("--repeats"), QStringLiteral("1")},
                                   120000, {QStringLiteral("DNNL_MAX_CPU_ISA=") + QString::fromLatin1(isa)});
        if (r.code == 2) {
            // Refused: one line that says why and what runs instead.
            const QString problem = usageErrorProblem(r, QStringLiteral("bf16 is unavailable"));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(r.err.contains("only fp32 runs here"));
        } else {
            // Run without bf16 hardware: labelled, and still verified.
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains("CPU note: ") && r.out.contains("no bf16 instructions"), r.out.constData());
            QVERIFY(r.out.contains("verified: yes"));
        }
    }
}

void TestCliPrecision::simulationRunsFp16Labelled()
{
    const CliRun r = runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("sim"),
                                QStringLiteral("--precision"), QStringLiteral("fp16"), QStringLiteral("--size"),
                                QStringLiteral("5000"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject res = jsonOf(r).value(QStringLiteral("results")).toArray().at(0).toObject();
    QVERIFY(res.value(QStringLiteral("backend")).toObject().value(QStringLiteral("simulated")).toBool());
    QCOMPARE(res.value(QStringLiteral("peak_gflops")).toDouble(), 20000.0);
    QVERIFY(res.value(QStringLiteral("peak_source")).toString().contains(QStringLiteral("simulated")));
    const QJsonObject p = res.value(QStringLiteral("points")).toArray().at(0).toObject();
    QCOMPARE(p.value(QStringLiteral("median_s")).toDouble(), 0.005 + 2.5e11 / 2e13);
    QCOMPARE(p.value(QStringLiteral("verdict")).toString(), QStringLiteral("not_checked"));
}

void TestCliPrecision::rooflineJsonHasRoofsAndPoints()
{
    const CliRun r = runGpulab({QStringLiteral("bench"), QStringLiteral("--roofline"), QStringLiteral("--json"),
                                QStringLiteral("--sizes"), QStringLiteral("24,48"), QStringLiteral("--repeats"),
                                QStringLiteral("1"), QStringLiteral("--precision"), QStringLiteral("fp32")});
    QCOMPARE(r.code, 0);
    const QJsonObject root = jsonOf(r);
    const QJsonObject bw = root.value(QStringLiteral("bandwidth")).toObject();
    QVERIFY(bw.value(QStringLiteral("best_bytes_per_s")).toDouble() > 0);
    QVERIFY(bw.value(QStringLiteral("best_bytes_per_s")).toDouble() >=
            bw.value(QStringLiteral("median_bytes_per_s")).toDouble());
    QCOMPARE(bw.value(QStringLiteral("repeats")).toInt(), 5);
    const QJsonArray roofs = root.value(QStringLiteral("roofs")).toArray();
    QVERIFY(!roofs.isEmpty());
    const QJsonObject fp32 = roofs.at(0).toObject();
    QCOMPARE(fp32.value(QStringLiteral("precision")).toString(), QStringLiteral("fp32"));
    // ridge = peak / bandwidth, both as printed.
    QCOMPARE(fp32.value(QStringLiteral("ridge_flops_per_byte")).toDouble(),
             fp32.value(QStringLiteral("gflops")).toDouble() * 1e9 /
                 bw.value(QStringLiteral("best_bytes_per_s")).toDouble());
    const QJsonArray points = root.value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points.at(1).toObject().value(QStringLiteral("flops_per_byte")).toDouble(), 2.0 * 48 / 12);
    QVERIFY(points.at(1).toObject().value(QStringLiteral("verified")).toBool());
    // --roofline and --no-sync do not mix.
    const CliRun both = runGpulab({QStringLiteral("bench"), QStringLiteral("--roofline"), QStringLiteral("--no-sync")});
    const QString problem = usageErrorProblem(both, QStringLiteral("--roofline"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestCliPrecision)
#include "tst_cli_precision.moc"
