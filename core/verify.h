#pragma once

#include "core/benchmarktypes.h"

#include <QtGlobal>

namespace gpulab::core {

struct VerifyOutcome {
    Verdict verdict = Verdict::NotChecked;
    int samples = 0;
    int mismatches = 0;
    double worstRatio = 0.0; // worst |c - ref| / tolerance
    QString text;
};

// Recomputes `samples` entries of C = A·B (row-major n×n) in double precision
// and compares. The tolerance for entry (i, j) is
//     16 · √n · ε_f32 · Σ_k |a_ik · b_kj|,
// which covers any summation order an fp32 GEMM may use (blocked, FMA, split
// over threads) with a wide margin, while a wrong index or a missing term
// produces an error of the order of the sum itself, thousands of times larger.
// Sample positions come from `seed`; the four corners are always included.
VerifyOutcome verifySampled(int n, const float *a, const float *b, const float *c, int samples, quint64 seed);

// Tolerance factor used above, exposed for the tests.
double toleranceFactor(int n);

} // namespace gpulab::core
