// The per-precision GPU peak table (core/gpupeaks): the published dense
// figures of known cards come out exactly from compute capability, SM count
// and clock.

#include "core/gpupeaks.h"

#include <QTest>

#include <cmath>

using namespace gpulab::core;
using gpulab::kernels::Precision;

namespace {
double peak(const std::vector<gpulab::kernels::PrecisionPeak> &peaks, Precision p)
{
    for (const auto &x : peaks)
        if (x.precision == p)
            return x.gflops;
    return 0.0;
}

// NVIDIA rounds its whitepaper figures to 0.1 TFLOP/s (or to whole TFLOP/s).
bool near(double gflops, double published, double step = 100.0)
{
    return std::abs(gflops - published) <= step / 2.0;
}
} // namespace

class TestGpuPeaks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void a100();
    void h100Sxm();
    void v100AndTuringHaveNoTf32OrBf16();
    void ampereAndAdaWorkstationCards();
    void geforceTensorRatesAreHalf();
    void dataCentreAmpereAndAda();
    void unknownCardsGetNoInventedRoof();
    void fp32MatchesTheModuleLaneCount();
};

void TestGpuPeaks::a100()
{
    // A100 whitepaper: 108 SMs at 1410 MHz: 19.5 fp32, 156 TF32, 312 fp16 and bf16 (dense).
    const auto p = gpuPeaks(8, 0, 108, 1410000);
    QCOMPARE(p.size(), std::size_t(4));
    QCOMPARE(p.front().precision, Precision::Fp32); // fp32 first
    QCOMPARE(peak(p, Precision::Fp32), 19491.84);
    QCOMPARE(peak(p, Precision::Tf32), 155934.72);
    QCOMPARE(peak(p, Precision::Fp16), 311869.44);
    QCOMPARE(peak(p, Precision::Bf16), 311869.44);
    QVERIFY(near(peak(p, Precision::Fp32), 19500.0));
    QVERIFY(near(peak(p, Precision::Tf32), 156000.0, 1000.0));
    QVERIFY(near(peak(p, Precision::Fp16), 312000.0, 1000.0));
    for (const auto &x : p) {
        QVERIFY2(x.source.find("sm_80") != std::string::npos, x.source.c_str());
        QVERIFY2(x.source.find("A100") != std::string::npos, x.source.c_str());
        QVERIFY2(x.source.rfind("table:", 0) == 0, x.source.c_str()); // never presented as measured
    }
}

void TestGpuPeaks::h100Sxm()
{
    // H100 whitepaper, SXM5 with 132 SMs: fp32 66.9 at the 1980 MHz boost
    // clock; TF32 494.7 and fp16/bf16 989.4 dense, computed by NVIDIA at 1830 MHz.
    QVERIFY(near(peak(gpuPeaks(9, 0, 132, 1980000), Precision::Fp32), 66900.0));
    const auto t = gpuPeaks(9, 0, 132, 1830000);
    QVERIFY(near(peak(t, Precision::Tf32), 494700.0));
    QVERIFY(near(peak(t, Precision::Fp16), 989400.0));
    QVERIFY(near(peak(t, Precision::Bf16), 989400.0));
    QCOMPARE(gpuFlopsPerClockPerSm(9, 0, Precision::Fp16), 4096);
}

void TestGpuPeaks::v100AndTuringHaveNoTf32OrBf16()
{
    // V100 whitepaper: 80 SMs at 1530 MHz: 15.7 fp32, 125 tensor TFLOP/s.
    const auto v = gpuPeaks(7, 0, 80, 1530000);
    QVERIFY(near(peak(v, Precision::Fp32), 15700.0));
    QVERIFY(near(peak(v, Precision::Fp16), 125000.0, 1000.0));
    QCOMPARE(peak(v, Precision::Tf32), 0.0);
    QCOMPARE(peak(v, Precision::Bf16), 0.0);
    QCOMPARE(v.size(), std::size_t(2));
    // Tesla T4: 40 SMs at 1590 MHz: 8.1 fp32, 65 fp16 tensor TFLOP/s.
    const auto t4 = gpuPeaks(7, 5, 40, 1590000);
    QVERIFY(near(peak(t4, Precision::Fp32), 8100.0));
    QVERIFY(near(peak(t4, Precision::Fp16), 65000.0, 1000.0));
}

void TestGpuPeaks::ampereAndAdaWorkstationCards()
{
    // RTX A6000 (GA102 whitepaper): 84 SMs at 1800 MHz: 38.7 fp32, 77.4 TF32, 154.8 fp16.
    const auto a6000 = gpuPeaks(8, 6, 84, 1800000);
    QVERIFY(near(peak(a6000, Precision::Fp32), 38700.0));
    QVERIFY(near(peak(a6000, Precision::Tf32), 77400.0));
    QVERIFY(near(peak(a6000, Precision::Fp16), 154800.0));
    // RTX 6000 Ada (Ada whitepaper): 142 SMs at 2505 MHz: 91.1 fp32, 182.1 TF32, 364.2 fp16.
    const auto ada = gpuPeaks(8, 9, 142, 2505000);
    QVERIFY(near(peak(ada, Precision::Fp32), 91100.0));
    QVERIFY(near(peak(ada, Precision::Tf32), 182100.0));
    QVERIFY(near(peak(ada, Precision::Fp16), 364200.0, 200.0));
}

void TestGpuPeaks::geforceTensorRatesAreHalf()
{
    // Ada whitepaper, appendix: RTX 4090, 128 SMs at 2520 MHz: 82.6 fp32;
    // 82.6 TF32; 165.2 fp16 and bf16 with fp32 accumulate (330.3 only with
    // fp16 accumulate, which PyTorch does not use). Half the RTX 6000 Ada's
    // rate per SM: the 4090 near 90 % of its roof once read as 45 %.
    const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");
    QCOMPARE(tensorRateFor(8, 9, rtx4090), TensorRate::GeForce);
    const auto g = gpuPeaks(8, 9, 128, 2520000, rtx4090);
    QVERIFY(near(peak(g, Precision::Fp32), 82600.0));
    QVERIFY(near(peak(g, Precision::Tf32), 82600.0));
    QVERIFY(near(peak(g, Precision::Fp16), 165200.0));
    QVERIFY(near(peak(g, Precision::Bf16), 165200.0));
    for (const auto &x : g)
        if (x.precision != Precision::Fp32)
            QVERIFY2(x.source.find("GeForce") != std::string::npos, x.source.c_str());
    // GA102 whitepaper: RTX 3090, 82 SMs at 1695 MHz: 35.6 fp32, 35.6 TF32, 71 fp16 fp32-accumulate.
    const auto a = gpuPeaks(8, 6, 82, 1695000, QStringLiteral("NVIDIA GeForce RTX 3090"));
    QVERIFY(near(peak(a, Precision::Fp32), 35600.0));
    QVERIFY(near(peak(a, Precision::Tf32), 35600.0));
    QVERIFY(near(peak(a, Precision::Fp16), 71000.0, 1000.0));
    // Turing whitepaper: RTX 2080 Ti (Founders Edition), 68 SMs at 1635 MHz: 56.9 fp16 fp32-accumulate.
    const auto t = gpuPeaks(7, 5, 68, 1635000, QStringLiteral("NVIDIA GeForce RTX 2080 Ti"));
    QVERIFY(near(peak(t, Precision::Fp16), 56900.0, 200.0));
    // The CUDA cores are not halved, and neither are TITAN RTX, Volta or the data-centre parts.
    QCOMPARE(gpuFlopsPerClockPerSm(8, 9, Precision::Fp32, TensorRate::GeForce), 256);
    QCOMPARE(tensorRateFor(7, 5, QStringLiteral("NVIDIA TITAN RTX")), TensorRate::Professional);
    QCOMPARE(tensorRateFor(7, 0, QStringLiteral("NVIDIA TITAN V")), TensorRate::Professional);
    QCOMPARE(tensorRateFor(8, 0, QStringLiteral("NVIDIA A100-SXM4-80GB")), TensorRate::Professional);
    QCOMPARE(tensorRateFor(8, 9, QStringLiteral("NVIDIA L4")), TensorRate::Professional);
    // No name: the professional rate, as before.
    QCOMPARE(peak(gpuPeaks(8, 9, 128, 2520000), Precision::Fp16), 2.0 * peak(g, Precision::Fp16));
}

void TestGpuPeaks::dataCentreAmpereAndAda()
{
    // L4 datasheet: 58 SMs at 2040 MHz: 30.3 fp32, 60 TF32, 121 fp16/bf16 dense (half the sparse 242).
    const auto l4 = gpuPeaks(8, 9, 58, 2040000, QStringLiteral("NVIDIA L4"));
    QVERIFY(near(peak(l4, Precision::Fp32), 30300.0));
    QVERIFY(near(peak(l4, Precision::Tf32), 60000.0, 1200.0));
    QVERIFY(near(peak(l4, Precision::Bf16), 121000.0, 1000.0));
    // A10 datasheet: 72 SMs at 1695 MHz: 31.2 fp32, 62.5 TF32, 125 fp16/bf16 dense.
    const auto a10 = gpuPeaks(8, 6, 72, 1695000, QStringLiteral("NVIDIA A10"));
    QVERIFY(near(peak(a10, Precision::Fp32), 31200.0));
    QVERIFY(near(peak(a10, Precision::Tf32), 62500.0, 200.0));
    QVERIFY(near(peak(a10, Precision::Fp16), 125000.0, 1000.0));
}

void TestGpuPeaks::unknownCardsGetNoInventedRoof()
{
    QVERIFY(gpuPeaks(6, 1, 28, 1582000).empty()); // Pascal: not in the table
    QVERIFY(gpuPeaks(8, 0, 0, 1410000).empty());  // no SMs reported
    QVERIFY(gpuPeaks(8, 0, 108, 0).empty());      // no clock reported
    // Blackwell: fp32 only, no tensor figure guessed.
    const auto b = gpuPeaks(10, 0, 148, 1965000);
    QCOMPARE(b.size(), std::size_t(1));
    QCOMPARE(b.front().precision, Precision::Fp32);
    QCOMPARE(gpuFlopsPerClockPerSm(12, 0, Precision::Fp16), 0);
}

void TestGpuPeaks::fp32MatchesTheModuleLaneCount()
{
    // The CUDA module's fp32 peak is 2 × lanes per SM; the table must agree.
    QCOMPARE(gpuFlopsPerClockPerSm(7, 0, Precision::Fp32), 2 * 64);
    QCOMPARE(gpuFlopsPerClockPerSm(8, 0, Precision::Fp32), 2 * 64);
    QCOMPARE(gpuFlopsPerClockPerSm(8, 6, Precision::Fp32), 2 * 128);
    QCOMPARE(gpuFlopsPerClockPerSm(9, 0, Precision::Fp32), 2 * 128);
}

QTEST_GUILESS_MAIN(TestGpuPeaks)
#include "tst_gpupeaks.moc"
