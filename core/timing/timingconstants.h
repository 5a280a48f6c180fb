#pragma once

// Named constants of the timing-pitfall teaching model (SPEC.md, Lab 5).
// The three headline figures come from kernels::teaching so that every lab
// tells the same story about one 5000×5000 fp32 matmul.

#include "kernels/sim/simbackend.h"

namespace gpulab::core::timing {

inline constexpr int kDefaultN = 5000;                                                // matrix side
inline constexpr double kDefaultCpuGflops = kernels::teaching::kCpuGflops;            // GFLOP/s → 5.0 s at n = 5000
inline constexpr double kDefaultGpuGflops = kernels::teaching::kGpuGflops;            // GFLOP/s → 0.20 s at n = 5000
inline constexpr double kDefaultLaunchSeconds = kernels::teaching::kGpuLaunchSeconds; // s, host side of a launch

// The operands A and B were just copied to the GPU when the timer starts; a
// barrier before the timer drains that copy, without one it lands inside the
// window. 25 GB/s is what a PCIe 4.0 ×16 link sustains for pageable copies.
inline constexpr double kUploadBytesPerSecond = 25e9; // B/s
inline constexpr double kBytesPerElement = 4.0;       // fp32

// The first call pays library initialisation (handle, workspace) and kernel
// selection before its launch; later calls do not.
inline constexpr double kColdStartSeconds = 0.25; // s

// "A 10-hour CPU job becomes ≈25 minutes, not 36 seconds."
inline constexpr double kConsequenceCpuHours = 10.0;
inline constexpr double kSecondsPerHour = 3600.0;

// A reading within this fraction of the honest one counts as honest.
inline constexpr double kHonestTolerance = 0.005;

// Slider ranges (the panel uses these; the model clamps to them).
inline constexpr int kMinN = 256;
inline constexpr int kMaxN = 10000;
inline constexpr double kMinCpuGflops = 5.0;      // GFLOP/s
inline constexpr double kMaxCpuGflops = 2000.0;   // GFLOP/s
inline constexpr double kMinGpuGflops = 100.0;    // GFLOP/s
inline constexpr double kMaxGpuGflops = 60000.0;  // GFLOP/s
inline constexpr double kMinLaunchSeconds = 2e-6; // s
inline constexpr double kMaxLaunchSeconds = 0.05; // s

} // namespace gpulab::core::timing
