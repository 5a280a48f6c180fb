#pragma once

namespace gpulab::kernels {

struct CpuPeak {
    double gflops = 0.0; // all cores together, FMA counted as 2 FLOPs (fp32 loop) or 64 per vdpbf16ps
    double perCoreGflops = 0.0;
    int threads = 1;
    const char *method = ""; // which instruction loop produced the figure
};

// Measures the fp32 FMA peak by running a register-only FMA loop on every
// usable core at once (~0.2 s). The first call measures; later calls return
// the cached figure, so the cost is paid once per session.
const CpuPeak &measuredCpuPeak();

// Runs the measurement again (uncached); for the bench program and tests.
CpuPeak measureCpuPeakNow(double seconds);

// Whether the CPU has AVX512-BF16 (vdpbf16ps: bf16 pairs multiplied and
// accumulated into fp32 lanes).
bool cpuHasAvx512Bf16();
// Whether the CPU has AMX with bf16 tiles (its bf16 roof is then oneDNN's best
// large run, labelled "best measured", not a vdpbf16ps loop).
bool cpuHasAmxBf16();

// The bf16 peak: a register-only vdpbf16ps loop on every core, each
// instruction counted as 64 FLOPs (16 lanes x 2 pairs x multiply and add).
// gflops is 0 (and method empty) where the CPU lacks AVX512-BF16. Cached like
// measuredCpuPeak(); measureBf16PeakNow() measures again.
const CpuPeak &measuredBf16Peak();
CpuPeak measureBf16PeakNow(double seconds);

} // namespace gpulab::kernels
