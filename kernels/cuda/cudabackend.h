#pragma once

// MatmulBackend over the CUDA module: cuBLAS sgemm or the naive CUDA kernel
// on device 0. Everything CUDA happens inside libgpulab_cuda.so; this class
// only holds its context and translates codes and messages.

#include "kernels/backend.h"
#include "kernels/cuda/cudaloader.h"
#include "kernels/cuda/gpulab_cuda_api.h"

#include <memory>
#include <string>
#include <vector>

namespace gpulab::kernels {

// Why CUDA cannot run with this probe, as one sentence for the user; "" when
// device 0 is usable. Tells "no driver" from "driver too old" via libcuda.so.1.
std::string cudaUnavailableReason(const gpulab_cuda_probe_t &probe);

// The timing-pitfall readings of one cuBLAS multiply (see
// gpulab_cuda_time_sync): the first call of the run, then the warmed ones.
// cold.events_gated is 0 (its events include the host-side launch work);
// every warmed sample's is 1 (device time of the multiply only).
struct CudaSyncTiming {
    int n = 0;
    bool coldWasProcessFirst = false; // the cold call was this process's first cuBLAS multiply
    double handleSeconds = 0.0;       // cublasCreate + cublasSetStream, paid at create(), not inside `cold`
    gpulab_cuda_sync_sample_t cold{};
    std::vector<gpulab_cuda_sync_sample_t> samples; // warmed, in order
};

// How a context's readings were timed (gpulab_cuda_timing_method).
struct CudaTimingMethod {
    int method = GPULAB_CUDA_TIMING_NONE; // GPULAB_CUDA_TIMING_*: of the last run, sample or copy
    bool gateOn = true;                   // the context may gate its readings
    std::string gateOffReason;            // why not, when gateOn is false
};

// One line for a backend's notes when the context times without the gate;
// "" when it gates.
std::string ungatedTimingNote(const CudaTimingMethod &m);

// The module's code for a precision.
int cudaPrecisionCode(Precision p);

class CudaBackend final : public MatmulBackend {
public:
    // kernel: GPULAB_CUDA_KERNEL_CUBLAS or GPULAB_CUDA_KERNEL_NAIVE.
    // Returns nullptr and a readable `error` when the module did not load, no
    // GPU is usable, or the context cannot be created.
    static std::unique_ptr<CudaBackend> create(int kernel, std::string &error);

    ~CudaBackend() override;
    CudaBackend(const CudaBackend &) = delete;
    CudaBackend &operator=(const CudaBackend &) = delete;

    [[nodiscard]] BackendInfo info() const override;
    // n²·4 for C plus two operands of bytesPerElement(precision) each.
    [[nodiscard]] std::size_t deviceBytes(int n) const override;
    [[nodiscard]] std::size_t deviceFreeBytes() const override; // fresh cudaMemGetInfo; 0 on error
    // cuBLAS: fp32 always, fp16 from compute capability 7.0, TF32 and bf16
    // from 8.0. The naive kernel: fp32 only.
    [[nodiscard]] std::vector<Precision> precisions() const override;
    Status setPrecision(Precision p) override;
    [[nodiscard]] Precision precision() const { return m_precision; }
    // Device-to-device cudaMemcpyAsync of up to 1 GiB, 2 warm-up copies then
    // 10 timed by events; the median copy, counting read + write.
    Status measureBandwidth(const std::atomic<bool> &cancel, double &bytesPerSecond) override;
    Status prepare(int n, const float *a, const float *b) override;
    // Device time of the multiply by CUDA events, the start event held back
    // until the whole multiply is queued (see gpulab_cuda_run); cancellable
    // between row panels.
    Status run(const std::atomic<bool> &cancel, double &seconds) override;
    Status fetch(float *c) override;
    void release() override;

    // After prepare(), cuBLAS contexts only: the cold call, `warmup` uncounted
    // calls, then `repeats` calls each read without a barrier, with one and
    // with events. Cancellable between calls (the samples so far are kept).
    // C holds the product afterwards: fetch() it to verify.
    Status timeSync(int warmup, int repeats, const std::atomic<bool> &cancel, CudaSyncTiming &out);

    [[nodiscard]] const gpulab_cuda_probe_t &probe() const { return m_probe; }

    // Rows of C per launch for size n in the current precision (n: one launch).
    [[nodiscard]] int panelRows(int n) const;
    // Forces `rows` rows per panel in the following runs (0: automatic): a
    // test hook, so a panelled multiply can be verified at a small n.
    Status setPanelRows(int rows);

    // Gated or not, and why (also in info().implementationNote when not).
    [[nodiscard]] CudaTimingMethod timingMethod() const;

    // The compute roofs reported in info().peaks; core fills them from its
    // table of GPU peaks (kernels/ knows no such table).
    void setPeaks(std::vector<PrecisionPeak> peaks) { m_peaks = std::move(peaks); }

private:
    CudaBackend(const CudaModule &module, gpulab_cuda_ctx *ctx, int kernel, const gpulab_cuda_probe_t &probe);

    const CudaModule &m_module;
    gpulab_cuda_ctx *m_ctx;
    int m_kernel;
    gpulab_cuda_probe_t m_probe;
    Precision m_precision = Precision::Fp32;
    std::vector<PrecisionPeak> m_peaks;
};

} // namespace gpulab::kernels
