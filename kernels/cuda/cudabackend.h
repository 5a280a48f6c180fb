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
struct CudaSyncTiming {
    int n = 0;
    bool coldWasFirst = false; // the cold call was the context's first multiply
    gpulab_cuda_sync_sample_t cold{};
    std::vector<gpulab_cuda_sync_sample_t> samples; // warmed, in order
};

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
    [[nodiscard]] std::size_t deviceBytes(int n) const override; // 3·n²·4 bytes
    [[nodiscard]] std::size_t deviceFreeBytes() const override;  // fresh cudaMemGetInfo; 0 on error
    Status prepare(int n, const float *a, const float *b) override;
    Status run(const std::atomic<bool> &cancel, double &seconds) override;
    Status fetch(float *c) override;
    void release() override;

    // After prepare(), cuBLAS contexts only: the cold call, `warmup` uncounted
    // calls, then `repeats` calls each read without a barrier, with one and
    // with events. Cancellable between calls (the samples so far are kept).
    // C holds the product afterwards: fetch() it to verify.
    Status timeSync(int warmup, int repeats, const std::atomic<bool> &cancel, CudaSyncTiming &out);

    [[nodiscard]] const gpulab_cuda_probe_t &probe() const { return m_probe; }

private:
    CudaBackend(const CudaModule &module, gpulab_cuda_ctx *ctx, int kernel, const gpulab_cuda_probe_t &probe);

    const CudaModule &m_module;
    gpulab_cuda_ctx *m_ctx;
    int m_kernel;
    gpulab_cuda_probe_t m_probe;
};

} // namespace gpulab::kernels
