#pragma once

// The compute roofs of NVIDIA GPUs per precision, from the compute capability,
// the SM count and the clock: dense (no sparsity) FLOP per clock per SM as
// published in NVIDIA's architecture whitepapers. A table, not a measurement:
// every PrecisionPeak it gives says so in its source.

#include "kernels/backend.h"

#include <QString>

#include <vector>

namespace gpulab::core {

// Which tensor-core rates a card gets. GeForce cards of Turing (7.5), Ampere
// (8.6) and Ada (8.9) run fp16 and bf16 with fp32 accumulation, and TF32, at
// half the rate of the professional and data-centre parts of the same
// architecture (RTX 4090: 165.2 TFLOP/s fp16 with fp32 accumulate, 330.3 with
// fp16 accumulate; Ada whitepaper, appendix). PyTorch accumulates in fp32.
enum class TensorRate { Professional, GeForce };
TensorRate tensorRateFor(int ccMajor, int ccMinor, const QString &deviceName);

// Dense FLOP per clock per SM of compute capability major.minor for a
// precision (an FMA counts 2); 0 when the architecture has no such path or
// the table does not know it. fp16/bf16 are the rates with fp32 accumulation.
int gpuFlopsPerClockPerSm(int ccMajor, int ccMinor, kernels::Precision precision,
                          TensorRate rate = TensorRate::Professional);

// One PrecisionPeak per precision the table knows for this GPU, fp32 first:
// flopsPerClockPerSm × smCount × clock. clockKhz is the peak (boost) clock as
// cudaDevAttrClockRate reports it; deviceName ("NVIDIA GeForce RTX 4090")
// picks the GeForce rates. Empty when smCount or clockKhz is not positive.
std::vector<kernels::PrecisionPeak> gpuPeaks(int ccMajor, int ccMinor, int smCount, int clockKhz,
                                             const QString &deviceName = {});

} // namespace gpulab::core
