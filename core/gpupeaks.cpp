#include "core/gpupeaks.h"

#include <QLocale>
#include <QString>

#include <array>

namespace gpulab::core {
namespace {

using kernels::Precision;

// Dense FLOP per clock per SM; 0 = no such tensor-core path. Each row's
// figures reproduce the whitepaper's peak table for the card named, with its
// SM count and boost clock.
struct Row {
    int major;
    int minor; // -1: any minor version of this major not listed separately
    int fp32;
    int tf32;
    int fp16;
    int bf16;
    const char *source;
};

constexpr std::array<Row, 8> kRows{{
    // NVIDIA Tesla V100 GPU Architecture whitepaper: V100 SXM2, 80 SMs at
    // 1530 MHz: 15.7 TFLOP/s fp32, 125 TFLOP/s mixed-precision tensor.
    {7, 0, 128, 0, 1024, 0, "NVIDIA Tesla V100 architecture whitepaper"},
    // NVIDIA Turing GPU Architecture whitepaper: Tesla T4, 40 SMs at 1590
    // MHz: 8.1 TFLOP/s fp32, 65 TFLOP/s fp16 tensor with fp32 accumulate.
    {7, 5, 128, 0, 1024, 0, "NVIDIA Turing architecture whitepaper"},
    // NVIDIA A100 Tensor Core GPU Architecture whitepaper: A100, 108 SMs at
    // 1410 MHz: 19.5 fp32, 156 TF32, 312 fp16, 312 bf16 TFLOP/s (dense).
    {8, 0, 128, 1024, 2048, 2048, "NVIDIA A100 architecture whitepaper"},
    // NVIDIA Ampere GA102 GPU Architecture whitepaper: RTX A6000, 84 SMs at
    // 1800 MHz: 38.7 fp32, 77.4 TF32, 154.8 fp16/bf16 fp32-accumulate (dense).
    {8, 6, 256, 512, 1024, 1024, "NVIDIA Ampere GA102 architecture whitepaper"},
    // Jetson Orin (8.7): GA10x-style SMs for fp32; its tensor rates are not
    // in the table.
    {8, 7, 256, 0, 0, 0, "NVIDIA Ampere GA102 architecture whitepaper (fp32 only)"},
    // NVIDIA Ada GPU Architecture whitepaper: RTX 6000 Ada, 142 SMs at
    // 2505 MHz: 91.1 fp32, 182.1 TF32, 364.2 fp16/bf16 fp32-accumulate (dense).
    {8, 9, 256, 512, 1024, 1024, "NVIDIA Ada Lovelace architecture whitepaper"},
    // NVIDIA H100 Tensor Core GPU Architecture whitepaper: H100 SXM5, 132
    // SMs: 66.9 fp32 at 1980 MHz; 494.7 TF32 and 989.4 fp16/bf16 (dense),
    // which NVIDIA computes at 1830 MHz.
    {9, 0, 256, 2048, 4096, 4096, "NVIDIA H100 architecture whitepaper"},
    // Blackwell and later (10.x, 12.x): 128 fp32 lanes per SM as since
    // Ampere's GA10x; tensor rates not in the table.
    {10, -1, 256, 0, 0, 0, "CUDA C++ Programming Guide, arithmetic throughput table (fp32 only)"},
}};

const Row *rowFor(int major, int minor)
{
    const Row *any = nullptr;
    for (const Row &r : kRows) {
        if (r.major == major && r.minor == minor)
            return &r;
        if (r.major == major && r.minor == -1)
            any = &r;
    }
    if (any == nullptr && major > 10)
        return &kRows.back(); // newer than the table: the Blackwell fp32 rate, nothing else
    return any;
}

} // namespace

TensorRate tensorRateFor(int ccMajor, int ccMinor, const QString &deviceName)
{
    // Turing, GA10x Ampere and Ada: the architectures whose GeForce parts have
    // the halved fp32-accumulate tensor rate in NVIDIA's whitepapers (RTX
    // 2080 Ti 53.8, RTX 3090 71, RTX 4090 165.2 TFLOP/s). TITAN RTX is Turing
    // at the full rate and is not named GeForce.
    const bool halvedArchitecture = (ccMajor == 7 && ccMinor == 5) || (ccMajor == 8 && (ccMinor == 6 || ccMinor == 9));
    return halvedArchitecture && deviceName.contains(QLatin1String("GeForce"), Qt::CaseInsensitive)
               ? TensorRate::GeForce
               : TensorRate::Professional;
}

int gpuFlopsPerClockPerSm(int ccMajor, int ccMinor, Precision precision, TensorRate rate)
{
    const Row *r = rowFor(ccMajor, ccMinor);
    if (r == nullptr)
        return 0;
    const int tensorDivisor = rate == TensorRate::GeForce ? 2 : 1;
    switch (precision) {
    case Precision::Fp32: return r->fp32; // the CUDA cores: the same on every part
    case Precision::Tf32: return r->tf32 / tensorDivisor;
    case Precision::Fp16: return r->fp16 / tensorDivisor;
    case Precision::Bf16: return r->bf16 / tensorDivisor;
    }
    return 0;
}

std::vector<kernels::PrecisionPeak> gpuPeaks(int ccMajor, int ccMinor, int smCount, int clockKhz,
                                             const QString &deviceName)
{
    const TensorRate rate = tensorRateFor(ccMajor, ccMinor, deviceName);
    std::vector<kernels::PrecisionPeak> out;
    const Row *r = rowFor(ccMajor, ccMinor);
    if (r == nullptr || smCount <= 0 || clockKhz <= 0)
        return out;
    const QLocale locale;
    for (Precision p : {Precision::Fp32, Precision::Tf32, Precision::Bf16, Precision::Fp16}) {
        const int perClock = gpuFlopsPerClockPerSm(ccMajor, ccMinor, p, rate);
        if (perClock <= 0)
            continue;
        kernels::PrecisionPeak peak;
        peak.precision = p;
        // FLOP/clock/SM × SMs × kHz × 1e3 → FLOP/s; ÷ 1e9 → GFLOP/s.
        peak.gflops = static_cast<double>(perClock) * smCount * static_cast<double>(clockKhz) * 1e-6;
        const bool halved = rate == TensorRate::GeForce && p != Precision::Fp32;
        peak.source = QStringLiteral("table: sm_%1%2, %3 SMs × %4 MHz × %5 FLOP/clock/SM (%6%7)")
                          .arg(ccMajor)
                          .arg(ccMinor)
                          .arg(locale.toString(smCount), locale.toString(clockKhz / 1000), locale.toString(perClock),
                               QString::fromUtf8(r->source),
                               halved ? QStringLiteral("; GeForce: half the professional tensor rate") : QString())
                          .toStdString();
        out.push_back(std::move(peak));
    }
    return out;
}

} // namespace gpulab::core
