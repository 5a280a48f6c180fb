#pragma once

#include "kernels/backend.h"

namespace gpulab::kernels {

// Teaching figures for one 5000×5000 fp32 matmul (docs/facts.md, "Timing lab"): the CPU
// takes 5.0 s (2.5e11 FLOP / 5.0 s = 50 GFLOP/s), the GPU kernel 0.20 s
// (1.25 TFLOP/s effective) after a 5 ms launch.
namespace teaching {
inline constexpr double kCpuGflops = 50.0;   // GFLOP/s
inline constexpr double kGpuGflops = 1250.0; // GFLOP/s, effective
// s: the lesson's "launch 5 ms", a teaching stand-in for all per-call overhead
// (launch, transfer, framework, first use); a bare kernel launch costs µs.
inline constexpr double kGpuLaunchSeconds = 0.005;
} // namespace teaching

// A deterministic stand-in for hardware that is not there. It does no
// arithmetic: run() returns the time the teaching model predicts,
//   t(n) = launch + 2n³ / rate,
// instantly, and there is no result matrix to verify. Every figure it
// produces is labelled simulated, with the reason given at construction.
class SimBackend final : public MatmulBackend {
public:
    struct Model {
        double gflops = teaching::kGpuGflops;
        double launchSeconds = teaching::kGpuLaunchSeconds;
        bool gpu = true;
    };

    SimBackend(Model model, std::string reason);

    [[nodiscard]] BackendInfo info() const override;
    [[nodiscard]] std::size_t deviceBytes(int) const override { return 0; }
    Status prepare(int n, const float *a, const float *b) override;
    Status run(const std::atomic<bool> &cancel, double &seconds) override;
    Status fetch(float *c) override;
    void release() override { m_n = 0; }

    // The model itself, for the labs and tests: seconds for one n×n matmul.
    [[nodiscard]] static double predictSeconds(const Model &model, int n);

private:
    Model m_model;
    std::string m_reason;
    int m_n = 0;
};

} // namespace gpulab::kernels
