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

// The teaching model's other precisions: the fp32 rate above times the ratio
// of dense tensor-core to fp32 peak on NVIDIA's A100 datasheet (FP32 19.5,
// TF32 156, BF16 and FP16 312 TFLOP/s): 8x for TF32, 16x for BF16 and FP16.
// Named figures for teaching, not a measurement of any device.
inline constexpr double kTf32Ratio = 156.0 / 19.5; // 8
inline constexpr double kHalfRatio = 312.0 / 19.5; // 16
inline constexpr const char *kPrecisionSource =
    "teaching model: the lesson's fp32 rate times the A100 datasheet's tensor-core ratio "
    "(TF32 156 / FP32 19.5 TFLOP/s = 8x, BF16 and FP16 312 / 19.5 = 16x); simulated, not measured";
} // namespace teaching

// The teaching model's rate at precision p: gflops for fp32, scaled by the
// ratios above for the tensor-core formats (a CPU model knows only fp32).
double simulatedGflops(double fp32Gflops, Precision p);

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
    // A GPU model runs all four precisions (from the ratios above); a CPU model fp32 only.
    [[nodiscard]] std::vector<Precision> precisions() const override;
    Status setPrecision(Precision p) override;
    Status prepare(int n, const float *a, const float *b) override;
    Status run(const std::atomic<bool> &cancel, double &seconds) override;
    Status fetch(float *c) override;
    void release() override { m_n = 0; }

    // The model itself, for the labs and tests: seconds for one n×n matmul.
    [[nodiscard]] static double predictSeconds(const Model &model, int n, Precision p = Precision::Fp32);

private:
    Model m_model;
    std::string m_reason;
    Precision m_precision = Precision::Fp32;
    int m_n = 0;
};

} // namespace gpulab::kernels
