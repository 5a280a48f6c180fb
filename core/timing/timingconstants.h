#pragma once

// Named constants of the timing-pitfall teaching model (docs/facts.md, "Timing lab").
// The three headline figures come from kernels::teaching so that every lab
// tells the same story about one 5000×5000 fp32 matmul.

#include "kernels/sim/simbackend.h"

namespace gpulab::core::timing {

inline constexpr int kDefaultN = 5000;                                     // matrix side
inline constexpr double kDefaultCpuGflops = kernels::teaching::kCpuGflops; // GFLOP/s → 5.0 s at n = 5000
inline constexpr double kDefaultGpuGflops = kernels::teaching::kGpuGflops; // GFLOP/s → 0.20 s at n = 5000
// s: the lesson's 5 ms, a stand-in for every per-call cost (launch, transfer,
// framework, first use); a bare kernel launch is a few microseconds.
inline constexpr double kDefaultLaunchSeconds = kernels::teaching::kGpuLaunchSeconds;

// Work queued on the GPU before the timer starts, in the lesson's script:
// the two on-device torch.randn calls that fill A and B, and (when warm) the
// untimed warm-up multiply. A barrier before the timer lets it finish;
// without one the timed multiply queues behind it and the timer bills it.
// (A plain .to("cuda") from pageable host memory is not such work: PyTorch
// returns from it only after the copy has finished.)
// Filling memory with random numbers is bandwidth-bound; 500 GB/s is a
// mid-range card's memory bandwidth (teaching figure).
inline constexpr double kFillBytesPerSecond = 500e9; // B/s
inline constexpr double kBytesPerElement = 4.0;      // fp32

// What Event.elapsed_time() raises when either event has not completed yet
// (c10/cuda/CUDAEvent.h, TORCH_CHECK → RuntimeError; older releases let
// cudaEventElapsedTime fail with "CUDA error: device not ready" instead).
// PyTorch's own words, so not translated.
inline constexpr char kEventsNotCompletedError[] =
    "RuntimeError: Both events must be completed before calculating elapsed time.";

// The first call pays library initialisation (handle, workspace) and kernel
// selection before its launch; later calls do not.
inline constexpr double kColdStartSeconds = 0.25; // s

// "A 10-hour CPU job becomes ≈25 minutes, not 36 seconds."
inline constexpr double kConsequenceCpuHours = 10.0;
inline constexpr double kSecondsPerHour = 3600.0;

// An un-waited reading this many times too small or more is the lesson's
// illusion; below it the two readings are close (illusionShows()).
inline constexpr double kVisibleIllusionFactor = 2.0;

// A reading within this fraction of the honest one counts as honest.
inline constexpr double kHonestTolerance = 0.005;
// Above this ratio of the implied to the honest speedup the lab calls the
// reading overstated (red, "not the real speedup"); at or below it the
// reading is close enough to the honest one to teach with.
inline constexpr double kOverstatedAbove = 1.5;
// The same factor the other way: below the honest speedup ÷ kOverstatedAbove
// the lab calls the reading understated (red too) — the timer held more than
// the multiply (a cold first call's set-up, earlier queued work). At or above
// it the reading counts as close.
inline constexpr double kUnderstatedBelow = 1.0 / kOverstatedAbove;

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
