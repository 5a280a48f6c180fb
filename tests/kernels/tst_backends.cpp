// Every backend present against the naive reference, on random data at
// awkward sizes; the naive reference itself against double precision; the
// simulation's figures; the measured CPU peak.

#include "core/backendregistry.h"
#include "core/deviceprobe.h"
#include "kernels/cpu/cpupeak.h"
#include "kernels/cpu/naivebackend.h"
#include "kernels/cpu/onednnbackend.h"
#include "kernels/sim/simbackend.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace gpulab;

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

std::vector<float> absOf(const std::vector<float> &m)
{
    std::vector<float> r(m.size());
    for (std::size_t i = 0; i < m.size(); ++i)
        r[i] = std::fabs(m[i]);
    return r;
}

// Runs prepare/run/fetch into `c`; a failing step fails the calling test.
void multiplyWith(kernels::MatmulBackend &backend, int n, const std::vector<float> &a, const std::vector<float> &b,
                  std::vector<float> &c)
{
    c.assign(std::size_t(n) * std::size_t(n), std::numeric_limits<float>::quiet_NaN());
    const auto st = backend.prepare(n, a.data(), b.data());
    QVERIFY2(st.ok(), st.message.c_str());
    std::atomic<bool> cancel{false};
    double seconds = -1;
    const auto run = backend.run(cancel, seconds);
    QVERIFY2(run.ok(), run.message.c_str());
    QVERIFY2(seconds >= 0, "negative time");
    const auto f = backend.fetch(c.data());
    QVERIFY2(f.ok(), f.message.c_str());
    backend.release();
}

// Compares every entry of `got` with the naive reference; the tolerance per
// entry scales with Σ|a||b|, computed by the naive kernel on |A|, |B|.
void compareAll(int n, const std::vector<float> &a, const std::vector<float> &b, const std::vector<float> &got)
{
    std::vector<float> ref(got.size()), mag(got.size());
    QVERIFY(kernels::NaiveBackend::multiply(n, a.data(), b.data(), ref.data(), nullptr));
    QVERIFY(kernels::NaiveBackend::multiply(n, absOf(a).data(), absOf(b).data(), mag.data(), nullptr));
    const double eps = std::numeric_limits<float>::epsilon();
    for (std::size_t i = 0; i < got.size(); ++i) {
        const double tol = 32.0 * std::sqrt(double(n)) * eps * mag[i] + 1e-30;
        if (!(std::fabs(double(got[i]) - ref[i]) <= tol))
            QFAIL(qPrintable(QStringLiteral("entry (%1, %2): got %3, reference %4, tolerance %5")
                                 .arg(i / std::size_t(n))
                                 .arg(i % std::size_t(n))
                                 .arg(got[i])
                                 .arg(ref[i])
                                 .arg(tol)));
    }
}

} // namespace

class TestBackends : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void naiveMatchesDouble_data();
    void naiveMatchesDouble();
    void backendMatchesNaive_data();
    void backendMatchesNaive();
    void panelSplitIsExact_data();
    void panelSplitIsExact();
    void naiveHonoursCancel();
    void onednnHonoursCancel();
    void simulationIsDeterministic();
    void simulationRefusesFetch();
    void cpuPeakIsMeasured();
    void unknownBackendIsRefused();
};

void TestBackends::naiveMatchesDouble_data()
{
    QTest::addColumn<int>("n");
    for (int n : {1, 3, 17, 127})
        QTest::addRow("n=%d", n) << n;
}

void TestBackends::naiveMatchesDouble()
{
    QFETCH(int, n);
    const auto a = randomMatrix(n, 1), b = randomMatrix(n, 2);
    const auto N = std::size_t(n);
    std::vector<float> c(N * N);
    QVERIFY(kernels::NaiveBackend::multiply(n, a.data(), b.data(), c.data(), nullptr));
    for (std::size_t i = 0; i < N; ++i)
        for (std::size_t j = 0; j < N; ++j) {
            double ref = 0, mag = 0;
            for (std::size_t k = 0; k < N; ++k) {
                ref += double(a[i * N + k]) * b[k * N + j];
                mag += std::fabs(double(a[i * N + k]) * b[k * N + j]);
            }
            QVERIFY2(std::fabs(c[i * N + j] - ref) <= 4.0 * n * std::numeric_limits<float>::epsilon() * mag + 1e-30,
                     qPrintable(QStringLiteral("(%1,%2)").arg(i).arg(j)));
        }
}

void TestBackends::backendMatchesNaive_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("n");
    // The CUDA rows are always listed; without a usable GPU they skip and say why.
    const QStringList ids{QStringLiteral("cpu"), QStringLiteral("cpu-matmul"), QStringLiteral("cuda"),
                          QStringLiteral("cuda-naive")};
    for (const QString &id : ids)
        for (int n : {1, 3, 17, 127, 1000})
            QTest::addRow("%s n=%d", qPrintable(id), n) << id << n;
}

void TestBackends::backendMatchesNaive()
{
    QFETCH(QString, id);
    QFETCH(int, n);
    if (id.startsWith(QStringLiteral("cuda")) && !core::deviceReport().cuda.usable())
        QSKIP(qPrintable(QStringLiteral("no usable GPU: %1").arg(core::deviceReport().cuda.reason)));
    auto choice = core::createBackend(id);
    QVERIFY2(choice.backend, qPrintable(choice.error));
    const auto a = randomMatrix(n, 11), b = randomMatrix(n, 12);
    std::vector<float> c;
    multiplyWith(*choice.backend, n, a, b, c);
    if (QTest::currentTestFailed())
        return;
    compareAll(n, a, b, c);
}

void TestBackends::panelSplitIsExact_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("panel");
    QTest::newRow("sgemm, panels of 50 (tail 27)") << int(kernels::OneDnnBackend::Method::Sgemm) << 50;
    QTest::newRow("matmul, panels of 50 (tail 27)") << int(kernels::OneDnnBackend::Method::Matmul) << 50;
    QTest::newRow("matmul, panels of 127 (no tail)") << int(kernels::OneDnnBackend::Method::Matmul) << 127;
}

void TestBackends::panelSplitIsExact()
{
    QFETCH(int, method);
    QFETCH(int, panel);
    const int n = 127;
    kernels::OneDnnBackend backend(static_cast<kernels::OneDnnBackend::Method>(method));
    backend.setMaxPanelRows(panel);
    const auto a = randomMatrix(n, 21), b = randomMatrix(n, 22);
    std::vector<float> c(std::size_t(n) * n);
    QVERIFY(backend.prepare(n, a.data(), b.data()).ok());
    QCOMPARE(backend.rowsPerPanel(), panel);
    std::atomic<bool> cancel{false};
    double s = 0;
    QVERIFY(backend.run(cancel, s).ok());
    QVERIFY(backend.fetch(c.data()).ok());
    compareAll(n, a, b, c);
}

void TestBackends::naiveHonoursCancel()
{
    const int n = 64;
    const auto a = randomMatrix(n, 1), b = randomMatrix(n, 2);
    kernels::NaiveBackend backend;
    QVERIFY(backend.prepare(n, a.data(), b.data()).ok());
    std::atomic<bool> cancel{true};
    double s = 0;
    QCOMPARE(backend.run(cancel, s).code, kernels::StatusCode::Cancelled);
}

void TestBackends::onednnHonoursCancel()
{
    const int n = 256;
    const auto a = randomMatrix(n, 1), b = randomMatrix(n, 2);
    kernels::OneDnnBackend backend;
    backend.setMaxPanelRows(64);
    QVERIFY(backend.prepare(n, a.data(), b.data()).ok());
    std::atomic<bool> cancel{true};
    double s = 0;
    QCOMPARE(backend.run(cancel, s).code, kernels::StatusCode::Cancelled);
}

void TestBackends::simulationIsDeterministic()
{
    // docs/facts.md, "Timing lab": 5000³·2 = 2.5e11 FLOP at 1.25 TFLOP/s = 0.200 s, plus a 5 ms launch.
    const kernels::SimBackend::Model gpu;
    QCOMPARE(kernels::SimBackend::predictSeconds(gpu, 5000), 0.205);
    kernels::SimBackend::Model cpu{kernels::teaching::kCpuGflops, 0.0, false};
    QCOMPARE(kernels::SimBackend::predictSeconds(cpu, 5000), 5.0);

    kernels::SimBackend sim(gpu, "no NVIDIA driver found");
    QVERIFY(sim.prepare(5000, nullptr, nullptr).ok());
    std::atomic<bool> cancel{false};
    double first = 0, second = 0;
    QVERIFY(sim.run(cancel, first).ok());
    QVERIFY(sim.run(cancel, second).ok());
    QCOMPARE(first, second);
    QCOMPARE(first, 0.205);
    const auto info = sim.info();
    QCOMPARE(info.kind, kernels::BackendKind::Simulated);
    QCOMPARE(info.simulatedReason, std::string("no NVIDIA driver found"));
    QVERIFY(!info.producesResult);
}

void TestBackends::simulationRefusesFetch()
{
    kernels::SimBackend sim({}, "test");
    QVERIFY(sim.prepare(10, nullptr, nullptr).ok());
    float c = 0;
    QCOMPARE(sim.fetch(&c).code, kernels::StatusCode::Unsupported);
    QVERIFY(!sim.prepare(0, nullptr, nullptr).ok());
}

void TestBackends::cpuPeakIsMeasured()
{
    const auto &peak = kernels::measuredCpuPeak();
    QVERIFY(peak.threads >= 1);
    // Any CPU this builds on does at least one fp32 FLOP per ns per core,
    // and no CPU core does 1000.
    QVERIFY2(peak.perCoreGflops > 1.0 && peak.perCoreGflops < 1000.0, qPrintable(QString::number(peak.perCoreGflops)));
    QVERIFY(std::fabs(peak.gflops - peak.perCoreGflops * peak.threads) < 1e-6 * peak.gflops);
    // Cached: the same object every time.
    QCOMPARE(&kernels::measuredCpuPeak(), &peak);
}

void TestBackends::unknownBackendIsRefused()
{
    const auto choice = core::createBackend(QStringLiteral("tpu"));
    QVERIFY(!choice.backend);
    QVERIFY(choice.error.contains(QStringLiteral("unknown backend")));
    QVERIFY(choice.error.contains(QStringLiteral("cpu")));
    // "cuda" is refused with the probe's reason exactly when there is no usable GPU.
    const auto cuda = core::createBackend(QStringLiteral("cuda"));
    if (core::deviceReport().cuda.usable()) {
        QVERIFY2(cuda.backend, qPrintable(cuda.error));
    } else {
        QVERIFY(!cuda.backend);
        QVERIFY(cuda.error.contains(core::deviceReport().cuda.reason));
    }
}

QTEST_GUILESS_MAIN(TestBackends)
#include "tst_backends.moc"
