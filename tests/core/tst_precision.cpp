// Precision as a dimension of the measured matmul (issue 18): the bf16 path on
// the CPU against a double reference, the tolerance that fits each format,
// per-precision peaks, the simulated precisions, the bandwidth loop and the
// roofline arithmetic.

#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/benchmarkjson.h"
#include "core/throughput/roofline.h"
#include "core/throughput/sweep.h"
#include "core/verify.h"
#include "kernels/cpu/cpubandwidth.h"
#include "kernels/cpu/cpupeak.h"
#include "kernels/cpu/onednnbackend.h"
#include "kernels/sim/simbackend.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

using namespace gpulab;
using kernels::Precision;

namespace {

std::vector<float> randomMatrix(int n, unsigned seed)
{
    std::vector<float> m(std::size_t(n) * std::size_t(n));
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> d(-1.0f, 1.0f);
    for (auto &v : m)
        v = d(rng);
    return m;
}

// Rounds to bf16 (nearest even), as the backend's reorder does.
float toBf16(float x)
{
    std::uint32_t bits = 0;
    std::memcpy(&bits, &x, sizeof bits);
    bits += 0x7fff + ((bits >> 16) & 1);
    bits &= 0xffff0000u;
    float out = 0;
    std::memcpy(&out, &bits, sizeof out);
    return out;
}

// C = A·B in fp32 from bf16-rounded inputs: what a correct bf16 kernel computes.
std::vector<float> bf16Product(int n, const std::vector<float> &a, const std::vector<float> &b)
{
    const auto un = std::size_t(n);
    std::vector<float> c(un * un, 0.0f);
    for (std::size_t i = 0; i < un; ++i)
        for (std::size_t k = 0; k < un; ++k) {
            const float aik = toBf16(a[i * un + k]);
            for (std::size_t j = 0; j < un; ++j)
                c[i * un + j] += aik * toBf16(b[k * un + j]);
        }
    return c;
}

std::vector<float> runBackend(kernels::MatmulBackend &backend, int n, const std::vector<float> &a,
                              const std::vector<float> &b)
{
    std::vector<float> c(std::size_t(n) * std::size_t(n), std::numeric_limits<float>::quiet_NaN());
    if (!backend.prepare(n, a.data(), b.data()).ok())
        return {};
    std::atomic<bool> cancel{false};
    double seconds = 0;
    if (!backend.run(cancel, seconds).ok() || !backend.fetch(c.data()).ok())
        return {};
    backend.release();
    return c;
}

} // namespace

class TestPrecision : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void toleranceFollowsUnitRoundoff();
    void correctBf16PassesAndWrongFails();
    void fp32ToleranceRejectsABf16Result();
    void cpuRunsBf16AndRefusesGpuFormats();
    void cpuBf16MatchesTheRoundedProduct_data();
    void cpuBf16MatchesTheRoundedProduct();
    void benchmarkCarriesPrecisionAndPeak();
    void simulationRunsEveryPrecisionLabelled();
    void precisionNamesRoundTrip();
    void bandwidthLoopIsMeasuredAndChecked();
    void rooflineArithmeticIsExact();
    void rooflinePolylineBendsAtTheRidge();
    void rooflinePlacesMeasuredPoints();
    void sweepPlansEveryPrecision();
};

void TestPrecision::toleranceFollowsUnitRoundoff()
{
    const double eps = std::numeric_limits<float>::epsilon();
    QCOMPARE(core::toleranceFactor(256, Precision::Fp32), 16.0 * 16.0 * eps);
    const double u = 1.0 / 256.0; // bf16: 2^-8
    QCOMPARE(core::toleranceFactor(256, Precision::Bf16), 2 * u + u * u + 16.0 * 16.0 * eps);
    const double h = 1.0 / 2048.0; // fp16: 2^-11, rounded
    QCOMPARE(core::toleranceFactor(256, Precision::Fp16), 2 * h + h * h + 16.0 * 16.0 * eps);
    const double t = 1.0 / 1024.0; // tf32: truncation to 10 explicit bits, 2^-10
    QCOMPARE(core::toleranceFactor(256, Precision::Tf32), 2 * t + t * t + 16.0 * 16.0 * eps);
    QVERIFY(core::toleranceDescription(256, Precision::Tf32).contains(QStringLiteral("2^-10")));
    QVERIFY(core::toleranceDescription(256, Precision::Bf16).contains(QStringLiteral("2^-8")));
    QVERIFY(core::toleranceDescription(256, Precision::Fp32).contains(QStringLiteral("n = 256")));
}

void TestPrecision::correctBf16PassesAndWrongFails()
{
    const int n = 96;
    const auto a = randomMatrix(n, 1), b = randomMatrix(n, 2);
    std::vector<float> c = bf16Product(n, a, b);
    const core::VerifyOutcome ok = core::verifySampled(n, a.data(), b.data(), c.data(), 64, 5, Precision::Bf16);
    QCOMPARE(ok.verdict, core::Verdict::Passed);
    QCOMPARE(ok.toleranceFactor, core::toleranceFactor(n, Precision::Bf16));
    QVERIFY(ok.toleranceText.contains(QStringLiteral("bf16")));
    // A wrong kernel: B read transposed. Every entry differs by about the sum itself.
    std::vector<float> bt(b.size());
    const auto un = std::size_t(n);
    for (std::size_t i = 0; i < un; ++i)
        for (std::size_t j = 0; j < un; ++j)
            bt[i * un + j] = b[j * un + i];
    const std::vector<float> wrong = bf16Product(n, a, bt);
    const core::VerifyOutcome bad = core::verifySampled(n, a.data(), b.data(), wrong.data(), 64, 5, Precision::Bf16);
    QCOMPARE(bad.verdict, core::Verdict::Failed);
    QVERIFY(bad.mismatches > 32);
    // One corrupted entry (a corner is always sampled) is caught too.
    c[0] += 0.1f * std::fabs(c[0]) + 0.5f;
    QCOMPARE(core::verifySampled(n, a.data(), b.data(), c.data(), 64, 5, Precision::Bf16).verdict,
             core::Verdict::Failed);
}

void TestPrecision::fp32ToleranceRejectsABf16Result()
{
    // The bf16 tolerance is wider for a reason: a bf16 result is not fp32-accurate.
    const int n = 128;
    const auto a = randomMatrix(n, 3), b = randomMatrix(n, 4);
    const std::vector<float> c = bf16Product(n, a, b);
    QCOMPARE(core::verifySampled(n, a.data(), b.data(), c.data(), 64, 9, Precision::Fp32).verdict,
             core::Verdict::Failed);
}

void TestPrecision::cpuRunsBf16AndRefusesGpuFormats()
{
    kernels::OneDnnBackend cpu;
    const auto formats = cpu.precisions();
    QCOMPARE(formats.front(), Precision::Fp32);
    const kernels::Bf16Support &bf = kernels::bf16Support();
    QCOMPARE(formats.size() == 2, bf.available);
    const kernels::Status tf32 = cpu.setPrecision(Precision::Tf32);
    QCOMPARE(tf32.code, kernels::StatusCode::Unsupported);
    QVERIFY2(tf32.message.find("fp32 and bf16") != std::string::npos, tf32.message.c_str());
    QCOMPARE(cpu.setPrecision(Precision::Fp16).code, kernels::StatusCode::Unsupported);
    QCOMPARE(cpu.precision(), Precision::Fp32); // a refusal keeps the previous precision
    if (!bf.available)
        QSKIP("oneDNN has no bf16 matmul on this CPU");
    QVERIFY(cpu.setPrecision(Precision::Bf16).ok());
    const kernels::BackendInfo info = cpu.info();
    QVERIFY(!info.implementation.empty());
    QCOMPARE(info.implementation, bf.implementation);
    // The note is there exactly when the CPU lacks bf16 instructions.
    QCOMPARE(info.implementationNote.empty(), bf.native && !bf.reference);
    bool hasFp32Peak = false;
    for (const auto &p : info.peaks) {
        QVERIFY(p.gflops > 0);
        QVERIFY(!p.source.empty());
        hasFp32Peak = hasFp32Peak || p.precision == Precision::Fp32;
    }
    QVERIFY(hasFp32Peak);
}

void TestPrecision::cpuBf16MatchesTheRoundedProduct_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("panelRows");
    QTest::newRow("n=1") << 1 << 0;
    QTest::newRow("n=67") << 67 << 0;
    QTest::newRow("n=130, panels of 48") << 130 << 48;
}

void TestPrecision::cpuBf16MatchesTheRoundedProduct()
{
    if (!kernels::bf16Support().available)
        QSKIP("oneDNN has no bf16 matmul on this CPU");
    QFETCH(int, n);
    QFETCH(int, panelRows);
    kernels::OneDnnBackend cpu;
    cpu.setMaxPanelRows(panelRows);
    QVERIFY(cpu.setPrecision(Precision::Bf16).ok());
    const auto a = randomMatrix(n, 11), b = randomMatrix(n, 12);
    const std::vector<float> got = runBackend(cpu, n, a, b);
    QCOMPARE(got.size(), a.size());
    const std::vector<float> ref = bf16Product(n, a, b);
    // Same rounded inputs, fp32 sums in another order: fp32-summation close.
    const double eps = std::numeric_limits<float>::epsilon();
    for (std::size_t i = 0; i < got.size(); ++i)
        QVERIFY2(std::fabs(got[i] - ref[i]) <= 16.0 * std::sqrt(double(n)) * eps * double(n) + 1e-6,
                 qPrintable(QStringLiteral("entry %1: %2 vs %3").arg(i).arg(got[i]).arg(ref[i])));
    // And the whole check accepts it.
    const core::VerifyOutcome v = core::verifySampled(n, a.data(), b.data(), got.data(), 64, 3, Precision::Bf16);
    QCOMPARE(v.verdict, core::Verdict::Passed);
}

void TestPrecision::benchmarkCarriesPrecisionAndPeak()
{
    if (!kernels::bf16Support().available)
        QSKIP("oneDNN has no bf16 matmul on this CPU");
    kernels::OneDnnBackend cpu;
    core::BenchmarkRequest r;
    r.sizes = {64, 96};
    r.warmup = 1;
    r.repeats = 2;
    r.precision = Precision::Bf16;
    std::atomic<bool> cancel{false};
    const core::BenchmarkResult res = core::runBenchmark(cpu, r, cancel);
    QVERIFY2(res.ok(), qPrintable(res.error));
    QCOMPARE(res.precision, Precision::Bf16);
    QVERIFY(!res.backend.implementation.isEmpty());
    QCOMPARE(res.points.size(), 2);
    for (const auto &p : res.points) {
        QCOMPARE(p.verdict, core::Verdict::Passed);
        QCOMPARE(p.precision, Precision::Bf16);
        QCOMPARE(p.toleranceFactor, core::toleranceFactor(p.n, Precision::Bf16));
        if (res.peakGflops > 0) // % of the bf16 peak, never of fp32's
            QCOMPARE(p.percentOfPeak, 100.0 * p.gflops / res.peakGflops);
    }
    const QJsonObject json = core::toJson(res);
    QCOMPARE(json.value(QStringLiteral("precision")).toString(), QStringLiteral("bf16"));
    QCOMPARE(json.value(QStringLiteral("implementation")).toString(), res.backend.implementation);
    const QJsonObject point = json.value(QStringLiteral("points")).toArray().at(0).toObject();
    QCOMPARE(point.value(QStringLiteral("tolerance")).toDouble(), core::toleranceFactor(64, Precision::Bf16));
    QCOMPARE(point.value(QStringLiteral("precision")).toString(), QStringLiteral("bf16"));

    // A precision the backend refuses ends as the result's error, before any work.
    r.precision = Precision::Fp16;
    const core::BenchmarkResult refused = core::runBenchmark(cpu, r, cancel);
    QVERIFY(refused.points.isEmpty());
    QVERIFY(refused.error.contains(QStringLiteral("fp32 and bf16")));
}

void TestPrecision::simulationRunsEveryPrecisionLabelled()
{
    kernels::SimBackend sim({}, "no NVIDIA driver found");
    QCOMPARE(sim.precisions().size(), std::size_t(4));
    QVERIFY(sim.setPrecision(Precision::Bf16).ok());
    const kernels::BackendInfo info = sim.info();
    QCOMPARE(info.kind, kernels::BackendKind::Simulated);
    QCOMPARE(info.peaks.size(), std::size_t(4));
    for (const auto &p : info.peaks)
        QVERIFY(p.source.find("simulated") != std::string::npos);
    // 1,250 GFLOP/s fp32, ×8 tf32, ×16 bf16 and fp16; t = 5 ms + 2n³ / rate.
    QCOMPARE(kernels::simulatedGflops(1250.0, Precision::Tf32), 10000.0);
    QCOMPARE(kernels::simulatedGflops(1250.0, Precision::Fp16), 20000.0);
    QCOMPARE(kernels::SimBackend::predictSeconds({}, 5000, Precision::Bf16), 0.005 + 2.5e11 / 2e13);
    std::atomic<bool> cancel{false};
    double seconds = 0;
    QVERIFY(sim.prepare(5000, nullptr, nullptr).ok());
    QVERIFY(sim.run(cancel, seconds).ok());
    QCOMPARE(seconds, 0.005 + 2.5e11 / 2e13);
    kernels::SimBackend cpuModel({kernels::teaching::kCpuGflops, 0.0, false}, "teaching");
    QCOMPARE(cpuModel.setPrecision(Precision::Bf16).code, kernels::StatusCode::Unsupported);
}

void TestPrecision::precisionNamesRoundTrip()
{
    for (Precision p : core::allPrecisions())
        QCOMPARE(core::parsePrecision(core::precisionName(p)), std::optional(p));
    QCOMPARE(core::parsePrecision(QStringLiteral(" BF16 ")), std::optional(Precision::Bf16));
    QVERIFY(!core::parsePrecision(QStringLiteral("fp8")));
    QVERIFY(!core::parsePrecision(QString()));
}

void TestPrecision::bandwidthLoopIsMeasuredAndChecked()
{
    std::atomic<bool> cancel{false};
    kernels::BandwidthDetail d;
    // Small arrays: this checks the bookkeeping, not the machine's figure.
    const kernels::Status st = kernels::measureCpuBandwidth(cancel, {1 << 16, 1, 3}, d);
    QVERIFY2(st.ok(), st.message.c_str());
    QCOMPARE(d.repeats, 3);
    QCOMPARE(d.warmup, 1);
    QCOMPARE(d.bytesPerRepeat, 3.0 * 8.0 * double(1 << 16));
    QVERIFY(d.bestBytesPerSecond >= d.medianBytesPerSecond);
    QVERIFY(d.medianBytesPerSecond > 0);
    QVERIFY(d.threads >= 1);
    QVERIFY(d.method.find("triad") != std::string::npos);
    // A cancel set beforehand stops it after the first pass.
    cancel = true;
    QCOMPARE(kernels::measureCpuBandwidth(cancel, {1 << 16, 1, 3}, d).code, kernels::StatusCode::Cancelled);
    // Through the backend and core: the best figure, with its details.
    cancel = false;
    kernels::SimBackend sim({}, "no GPU");
    QVERIFY(!core::throughput::measureBandwidth(sim, cancel).ok());
}

void TestPrecision::rooflineArithmeticIsExact()
{
    using namespace core::throughput;
    // 2n³ / (3n² · bytes): n = 1536 fp32 → 3072 / 12 = 256; bf16 → 3072 / 6 = 512.
    QCOMPARE(matmulIntensity(1536, Precision::Fp32), 256.0);
    QCOMPARE(matmulIntensity(1536, Precision::Bf16), 512.0);
    QCOMPARE(matmulIntensity(0, Precision::Fp32), 0.0);
    // Ridge: 400 GFLOP/s over 25 GB/s = 16 FLOP/byte.
    QCOMPARE(ridgeIntensity(400.0, 25e9), 16.0);
    QCOMPARE(ridgeIntensity(400.0, 0.0), 0.0);
    QCOMPARE(attainableGflops(8.0, 400.0, 25e9), 200.0);  // memory-bound: 8 × 25
    QCOMPARE(attainableGflops(32.0, 400.0, 25e9), 400.0); // compute-bound: the roof
    QCOMPARE(attainableGflops(32.0, 0.0, 25e9), 0.0);
}

void TestPrecision::rooflinePolylineBendsAtTheRidge()
{
    using namespace core::throughput;
    const Roof roof{Precision::Fp32, 400.0, QString(), 16.0};
    const auto line = roofPolyline(roof, 25e9, 1.0, 1000.0);
    QCOMPARE(line.size(), 3);
    QCOMPARE(line[0], (QPair<double, double>(1.0, 25.0)));
    QCOMPARE(line[1], (QPair<double, double>(16.0, 400.0)));
    QCOMPARE(line[2], (QPair<double, double>(1000.0, 400.0)));
    // Without a bandwidth only the flat roof.
    QCOMPARE(roofPolyline(roof, 0.0, 1.0, 1000.0).size(), 2);
}

void TestPrecision::rooflinePlacesMeasuredPoints()
{
    using namespace core::throughput;
    core::BackendLabel cpu;
    cpu.id = QStringLiteral("cpu");
    cpu.peaks = {{Precision::Fp32, 400.0, QStringLiteral("measured: FMA loop")},
                 {Precision::Bf16, 1600.0, QStringLiteral("measured: vdpbf16ps loop")}};
    BandwidthMeasurement bw;
    bw.bestBytesPerSecond = 25e9;
    bw.medianBytesPerSecond = 24e9;
    SweepSeries fp32, bf16;
    fp32.precision = Precision::Fp32;
    bf16.precision = Precision::Bf16;
    core::BenchmarkPoint small, big;
    small.n = 12; // intensity 2 FLOP/byte in fp32
    small.gflops = 20.0;
    small.verdict = core::Verdict::Passed;
    big.n = 1536; // 256 in fp32, 512 in bf16
    big.gflops = 350.0;
    fp32.points = {small, big};
    big.gflops = 1000.0;
    bf16.points = {big};
    const RooflineDevice d = buildRoofline(cpu, bw, {fp32, bf16});
    QCOMPARE(d.roofs.size(), 2);
    QCOMPARE(d.roof(Precision::Fp32)->ridgeIntensity, 16.0);
    QCOMPARE(d.roof(Precision::Bf16)->ridgeIntensity, 64.0);
    QVERIFY(!d.roof(Precision::Fp16));
    QCOMPARE(d.points.size(), 3);
    QCOMPARE(d.points[0].intensity, 1.0 * 24 / 12); // 2n / 12 = 2
    QCOMPARE(d.points[0].attainable, 50.0);         // 2 × 25 GB/s
    QVERIFY(d.points[0].memoryBound);
    QVERIFY(d.points[0].verified);
    QCOMPARE(d.points[1].attainable, 400.0);
    QVERIFY(!d.points[1].memoryBound);
    QCOMPARE(d.points[2].intensity, 512.0);
    QCOMPARE(d.points[2].attainable, 1600.0);
    const QJsonObject json = toJson(d);
    QCOMPARE(json.value(QStringLiteral("roofs")).toArray().size(), 2);
    // A roof missing from the device label comes from the series that ran it.
    core::BackendLabel fp32Only = cpu;
    fp32Only.peaks = {cpu.peaks.first()};
    bf16.backend = cpu;
    const RooflineDevice merged = buildRoofline(fp32Only, bw, {fp32, bf16});
    QVERIFY(merged.roof(Precision::Bf16));
    QCOMPARE(merged.roof(Precision::Bf16)->gflops, 1600.0);
    QCOMPARE(buildRoofline(fp32Only, bw, {fp32}).roofs.size(), 1);
    QCOMPARE(json.value(QStringLiteral("points")).toArray().at(0).toObject().value(QStringLiteral("bound")).toString(),
             QStringLiteral("memory"));
    QCOMPARE(json.value(QStringLiteral("bandwidth")).toObject().value(QStringLiteral("median_bytes_per_s")).toDouble(),
             24e9);
}

void TestPrecision::sweepPlansEveryPrecision()
{
    using namespace core::throughput;
    const SweepPlan plan =
        planSweep({64, 128}, {QStringLiteral("cpu"), QStringLiteral("naive")}, 2, {Precision::Fp32, Precision::Bf16});
    // cpu: fp32 ×2, bf16 ×2; naive: fp32 only ×2.
    QCOMPARE(plan.jobs.size(), 6);
    QCOMPARE(plan.jobs[2].precision, Precision::Bf16);
    QCOMPARE(plan.jobs[2].backendId, QStringLiteral("cpu"));
    QCOMPARE(plan.jobs[5].precision, Precision::Fp32);
    QCOMPARE(plan.jobs[5].backendId, QStringLiteral("naive"));
    SweepData data;
    SweepSeries a, b;
    a.backend.id = b.backend.id = QStringLiteral("cpu");
    b.precision = Precision::Bf16;
    data.series = {a, b};
    QCOMPARE(data.find(QStringLiteral("cpu")), &data.series[0]);
    QCOMPARE(data.find(QStringLiteral("cpu"), Precision::Bf16), &data.series[1]);
    QVERIFY(sweepCsvColumns().endsWith(QStringLiteral("implementation")));
}

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
