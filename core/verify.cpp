#include "core/verify.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <limits>
#include <random>
#include <utility>
#include <vector>

namespace gpulab::core {

namespace {

// The relative error one input picks up on its way into the format, at most.
// bf16 and fp16 inputs are rounded to nearest (oneDNN's conversion, the CUDA
// module's __float2bfloat16_rn / __float2half_rn): the unit round-off u.
// TF32 inputs are fp32 in memory, cut to TF32 inside the tensor cores, and
// NVIDIA documents no rounding mode for that cut: the hardware may truncate
// the low 13 mantissa bits, which leaves 10 explicit bits and an error below
// 2^-10 = 2u. The bound must hold for truncation, so TF32 uses 2u; the
// GPU suite (tests/kernels/tst_cuda_gpu.cpp) checks with this same factor.
double inputError(kernels::Precision precision)
{
    const double u = kernels::unitRoundoff(precision);
    return precision == kernels::Precision::Tf32 ? 2.0 * u : u;
}

} // namespace

double toleranceFactor(int n, kernels::Precision precision)
{
    const double summation = 16.0 * std::sqrt(double(n)) * double(std::numeric_limits<float>::epsilon());
    if (precision == kernels::Precision::Fp32)
        return summation;
    // Each product of two inputs off by at most e each: (1 + e)² − 1 = 2e + e².
    const double e = inputError(precision);
    return 2.0 * e + e * e + summation;
}

QString toleranceDescription(int n, kernels::Precision precision)
{
    const double k = toleranceFactor(n, precision);
    const QString key = QString::fromLatin1(kernels::precisionKey(precision));
    if (precision == kernels::Precision::Fp32)
        return QCoreApplication::translate("Verify", "|c − ref| ≤ %1 · Σ|a·b| (fp32 summation: 16·√n·ε, n = %2)")
            .arg(QLocale().toString(k, 'e', 2))
            .arg(n);
    const int bits = int(std::lround(-std::log2(inputError(precision)))); // tf32: 2^-10, truncation
    return QCoreApplication::translate("Verify",
                                       "|c − ref| ≤ %1 · Σ|a·b| (%2 inputs: 2u + u² with u = 2^-%3, plus fp32 "
                                       "summation 16·√n·ε, n = %4)")
        .arg(QLocale().toString(k, 'e', 2))
        .arg(key)
        .arg(bits)
        .arg(n);
}

VerifyOutcome verifySampled(int n, const float *a, const float *b, const float *c, int samples, quint64 seed,
                            kernels::Precision precision)
{
    VerifyOutcome out;
    if (n <= 0 || samples <= 0)
        return out;
    const auto un = static_cast<std::size_t>(n);

    std::vector<std::pair<std::size_t, std::size_t>> where{{0, 0}, {0, un - 1}, {un - 1, 0}, {un - 1, un - 1}};
    std::mt19937_64 rng(seed ^ 0x9e3779b97f4a7c15ULL);
    std::uniform_int_distribution<std::size_t> pick(0, un - 1);
    while (where.size() < static_cast<std::size_t>(samples))
        where.emplace_back(pick(rng), pick(rng));
    where.resize(static_cast<std::size_t>(samples));

    const double factor = toleranceFactor(n, precision);
    out.toleranceFactor = factor;
    out.toleranceText = toleranceDescription(n, precision);
    for (const auto &[i, j] : where) {
        double ref = 0.0;
        double magnitude = 0.0;
        for (std::size_t k = 0; k < un; ++k) {
            const double term = double(a[i * un + k]) * double(b[k * un + j]);
            ref += term;
            magnitude += std::fabs(term);
        }
        const double got = c[i * un + j];
        const double tol = factor * magnitude + std::numeric_limits<float>::min();
        const double ratio = std::isfinite(got) ? std::fabs(got - ref) / tol : std::numeric_limits<double>::infinity();
        out.worstRatio = std::max(out.worstRatio, ratio);
        if (!(ratio <= 1.0))
            ++out.mismatches;
        ++out.samples;
    }
    out.verdict = out.mismatches == 0 ? Verdict::Passed : Verdict::Failed;
    out.text =
        out.mismatches == 0
            ? QCoreApplication::translate("Verify", "%1 of %1 sampled entries match a double-precision reference")
                  .arg(out.samples)
            : QCoreApplication::translate("Verify", "WRONG RESULT: %1 of %2 sampled entries differ from the "
                                                    "double-precision reference (worst error %3× the tolerance)")
                  .arg(out.mismatches)
                  .arg(out.samples)
                  .arg(QLocale().toString(out.worstRatio, 'g', 3));
    return out;
}

} // namespace gpulab::core
