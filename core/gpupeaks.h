#pragma once

// The compute roofs of NVIDIA GPUs per precision, from the compute capability,
// the SM count and the clock: dense (no sparsity) FLOP per clock per SM as
// published in NVIDIA's architecture whitepapers. A table, not a measurement:
// every PrecisionPeak it gives says so in its source.

#include "kernels/backend.h"

#include <vector>

namespace gpulab::core {

// Dense FLOP per clock per SM of compute capability major.minor for a
// precision (an FMA counts 2); 0 when the architecture has no such path or
// the table does not know it. fp16/bf16 are the rates with fp32
// accumulation on the professional and data-centre parts; GeForce cards of
// the same architecture run fp32-accumulate at half that rate, so for them
// this roof is an upper bound.
int gpuFlopsPerClockPerSm(int ccMajor, int ccMinor, kernels::Precision precision);

// One PrecisionPeak per precision the table knows for this GPU, fp32 first:
// flopsPerClockPerSm × smCount × clock. clockKhz is the peak (boost) clock as
// cudaDevAttrClockRate reports it. Empty when smCount or clockKhz is not positive.
std::vector<kernels::PrecisionPeak> gpuPeaks(int ccMajor, int ccMinor, int smCount, int clockKhz);

} // namespace gpulab::core
