#pragma once

#include <cstddef>
#include <string>

namespace gpulab::kernels {

struct CpuInfo {
    std::string model; // "AMD EPYC 7B13", from /proc/cpuinfo; empty when it names none
    // The model, or "CPU" when /proc/cpuinfo names none: for device labels.
    [[nodiscard]] std::string modelOrCpu() const { return model.empty() ? std::string("CPU") : model; }
    int logicalCores = 1;    // threads the OS lets this process use
    std::string simd;        // widest fp32 FMA ISA: "AVX-512", "AVX2+FMA", "AVX", "SSE2", "scalar"
    int fp32LanesPerFma = 1; // lanes of one FMA instruction at that ISA (16, 8, 4, 1)
};

// Reads the CPU description once; cheap after the first call.
const CpuInfo &cpuInfo();

// Memory the kernel would hand us without swapping (MemAvailable), in bytes.
std::size_t availableHostBytes();
std::size_t totalHostBytes();

// Address space this process may still map under its RLIMIT_AS (`ulimit -v`):
// the soft limit minus what is mapped now (/proc/self/statm). SIZE_MAX when
// there is no limit; 0 when the limit is already reached.
std::size_t addressSpaceLeftBytes();
// The soft RLIMIT_AS itself, or SIZE_MAX when unlimited.
std::size_t addressSpaceLimitBytes();

} // namespace gpulab::kernels
