#pragma once

#include "kernels/backend.h"

#include <atomic>
#include <cstddef>

namespace gpulab::kernels {

// Sustained memory bandwidth of the CPU, measured the way STREAM's triad does:
//   a[i] = b[i] + s · c[i]
// over three double arrays, each several times the last-level cache, split
// into one contiguous slice per thread on every usable core. Each thread
// first touches its own slice (so pages sit near the core that uses them), one
// untimed pass warms up, then `repeats` passes are timed between two barriers.
// A pass counts 3 × 8 bytes per element (two reads, one write), STREAM's
// convention: the write-allocate read the hardware may add is not counted.
struct CpuBandwidthOptions {
    // 0 = automatic: 4 × the last-level cache, at least 2^22 and at most 2^26, and the
    // three arrays within half of the free memory (else OutOfMemory)
    std::size_t elementsPerArray = 0;
    int warmup = 1;
    int repeats = 5;
};

// Fills `detail` (best and median over the repeats). Returns Cancelled when
// `cancel` was set between passes, OutOfMemory when the arrays do not fit.
Status measureCpuBandwidth(const std::atomic<bool> &cancel, const CpuBandwidthOptions &options,
                           BandwidthDetail &detail);

// Last-level cache size in bytes from sysfs; 0 when unknown.
std::size_t lastLevelCacheBytes();

} // namespace gpulab::kernels
