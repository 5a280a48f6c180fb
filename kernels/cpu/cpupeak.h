#pragma once

namespace gpulab::kernels {

struct CpuPeak {
    double gflops = 0.0; // all cores together, fp32, FMA counted as 2 FLOPs
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

} // namespace gpulab::kernels
