#pragma once

// Named constants of the throughput race (docs/facts.md, "Throughput race" and "Shared figures"; the "crude
// width comparison" in "Shared facts"). Every figure carries its unit.

#include "kernels/sim/simbackend.h"

namespace gpulab::core::throughput {

// The lesson's second teaching GPU, described by what it delivers rather than
// by its lanes: the benchmark's labelled simulation, the timing lab and the
// work calculator without a GPU use it (the simulation backend defines it).
inline constexpr double kSimulatedGpuGflops = kernels::teaching::kGpuGflops;               // GFLOP/s
inline constexpr double kSimulatedGpuLaunchSeconds = kernels::teaching::kGpuLaunchSeconds; // s per call

// Matrix size n of the race: an n×n by n×n matmul.
inline constexpr int kMinN = 16;
inline constexpr int kMaxN = 10000;
inline constexpr int kDefaultN = 1024;

// The lesson's width comparison: 8 cores × 4 GHz ≈ 3.2·10¹⁰ lane-cycles/s
// against 2,560 lanes × 1.6 GHz ≈ 4.1·10¹² lane-cycles/s (128×, "about 100×").
inline constexpr int kDefaultCpuCores = 8;
inline constexpr double kDefaultCpuClockHz = 4.0e9;
inline constexpr int kDefaultGpuLanes = 2560;
inline constexpr double kDefaultGpuClockHz = 1.6e9;

// FLOPs one core or one lane finishes per clock cycle. The model counts a
// "lane" as one scalar fused multiply-add unit: a multiply and an add, 2 FLOPs
// per cycle, on both sides. Because the factor is the same for both, the ratio
// of the two rates equals the ratio of lane-cycles, which is exactly the lesson's
// width comparison (128× by default). A real CPU core has SIMD units worth
// 8–32 such lanes, one reason real gaps are smaller than this crude one.
inline constexpr double kFlopsPerLaneCycle = 2.0;

// The GPU's fixed cost before its first tile, in seconds: the lesson's
// teaching figure for launch plus host-side overhead (docs/facts.md, "Timing lab":
// "launch 5 ms"). A bare kernel launch is nearer 5–10 µs; the slider goes there.
inline constexpr double kDefaultLaunchSeconds = 0.005;

// Control ranges.
inline constexpr int kMinCpuCores = 1;
inline constexpr int kMaxCpuCores = 256; // ≤ 16², so even n = 16 keeps every core busy
inline constexpr double kMinCpuClockHz = 0.5e9;
inline constexpr double kMaxCpuClockHz = 6.0e9;
inline constexpr int kMinGpuLanes = 32;
inline constexpr int kMaxGpuLanes = 32768;
inline constexpr double kMinGpuClockHz = 0.3e9;
inline constexpr double kMaxGpuClockHz = 3.0e9;
inline constexpr double kMinLaunchSeconds = 1e-6;
inline constexpr double kMaxLaunchSeconds = 0.1;

// The animation: the slower contender always finishes after this many
// seconds on screen, whatever n is (simulated time is scaled to fit).
inline constexpr double kRaceWallSeconds = 8.0;
// One press of "step" advances the animation by this many seconds on screen.
inline constexpr double kStepWallSeconds = 0.25;
// The output matrix is drawn as at most kMaxTileGrid × kMaxTileGrid tiles.
inline constexpr int kMaxTileGrid = 16;

} // namespace gpulab::core::throughput
