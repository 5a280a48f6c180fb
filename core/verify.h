#pragma once

#include "core/benchmarktypes.h"
#include "kernels/backend.h"

#include <QtGlobal>

namespace gpulab::core {

struct VerifyOutcome {
    Verdict verdict = Verdict::NotChecked;
    int samples = 0;
    int mismatches = 0;
    double worstRatio = 0.0;      // worst |c - ref| / tolerance
    double toleranceFactor = 0.0; // k in |c - ref| <= k * sum_k |a_ik * b_kj|
    QString toleranceText;        // the bound in words, with where k comes from
    QString text;
};

// Recomputes `samples` entries of C = A·B (row-major n×n) in double precision
// from the fp32 operands and compares. The tolerance for entry (i, j) is
//     k · Σ_k |a_ik · b_kj|,   k = 2u + u² + 16 · √n · ε_f32
// with u the largest relative error of one input in the format: the unit
// round-off for bf16 and fp16 (rounded to nearest), twice it for tf32 (the
// tensor cores may truncate fp32 to tf32's 10 explicit bits: 2^-10); u = 0
// for fp32:
//  - rounding a and b to the input format changes each product by at most
//    (2u + u²)·|a·b|, whatever the values;
//  - 16 · √n · ε_f32 covers any order an fp32 accumulation may use (blocked,
//    FMA, split over threads) with a wide margin.
// A wrong index or a missing block of terms produces an error of the order of
// the sum itself, far above k (for fp32 thousands of times; for bf16 at
// n = 2048 about 100 times). Sample positions come from `seed`; the four
// corners are always included.
VerifyOutcome verifySampled(int n, const float *a, const float *b, const float *c, int samples, quint64 seed,
                            kernels::Precision precision = kernels::Precision::Fp32);

// k above, exposed for the tests.
double toleranceFactor(int n, kernels::Precision precision = kernels::Precision::Fp32);

// "|c − ref| ≤ 7.9e-03 · Σ|a·b| (bf16: 2u + u² with u = 2⁻⁸, plus fp32 summation 16·√n·ε)".
QString toleranceDescription(int n, kernels::Precision precision);

} // namespace gpulab::core
