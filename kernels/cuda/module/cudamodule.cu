// The C API of libgpulab_cuda.so (see gpulab_cuda_api.h): device probe and a
// small context that prepares, times and fetches one n×n fp32 multiply with
// either cuBLAS or the naive teaching kernel.

#include "kernels/cuda/gpulab_cuda_api.h"
#include "kernels/cuda/module/moduleerror.h"
#include "kernels/cuda/module/naivekernel.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <chrono>
#include <cstddef>
#include <cstring>
#include <new>

using namespace gpulab_cuda_detail;

struct gpulab_cuda_ctx {
    int kernel = GPULAB_CUDA_KERNEL_CUBLAS;
    cudaStream_t stream = nullptr;
    cublasHandle_t blas = nullptr; // only for the cuBLAS kernel
    cudaEvent_t start = nullptr;   // brackets the whole multiply (timing)
    cudaEvent_t stop = nullptr;
    cudaEvent_t panelDone[2] = {}; // naive kernel: progress between panels, no timing
    float *a = nullptr;            // device, row-major n×n
    float *b = nullptr;
    float *c = nullptr;
    int n = 0;           // 0 = not prepared
    long multiplies = 0; // multiplies enqueued on this context so far (0: the next one is its first)
};

namespace {

// Headroom kept free beyond the three matrices, in bytes: the cuBLAS
// workspace (up to 32 MiB per handle on Hopper) plus allocator rounding.
constexpr std::size_t kSlackBytes = 128u << 20;

constexpr double kGB = 1e9; // bytes per GB in messages (decimal, as GPU vendors quote memory)

// Copies into a GPULAB_CUDA_TEXT field, truncating and always terminating.
void copyText(char *dst, const char *src)
{
    std::size_t len = 0;
    if (src != nullptr) {
        len = strnlen(src, GPULAB_CUDA_TEXT - 1);
        std::memcpy(dst, src, len);
    }
    dst[len] = '\0';
}

// FP32 FMA lanes per SM for a compute capability (CUDA cores per SM).
int fp32LanesPerSm(int major, int minor)
{
    switch (major) {
    case 7: return 64;                    // Volta 7.0/7.2 and Turing 7.5
    case 8: return minor == 0 ? 64 : 128; // A100 (8.0): 64; GA10x/Orin/Ada (8.6/8.7/8.9): 128
    case 9: return 128;                   // Hopper
    case 10:
    case 11:
    case 12: return 128; // Blackwell (data centre, Thor, consumer)
    default:
        // Unknown (newer) architecture: every generation since Ampere consumer
        // parts has 128, so that is the best guess for the peak.
        return 128;
    }
}

std::size_t matrixBytes(int n)
{
    return static_cast<std::size_t>(n) * static_cast<std::size_t>(n) * sizeof(float);
}

void freeBuffers(gpulab_cuda_ctx *ctx)
{
    if (ctx->stream != nullptr)
        (void)cudaStreamSynchronize(ctx->stream); // nothing may still use the buffers
    cudaFree(ctx->a);
    cudaFree(ctx->b);
    cudaFree(ctx->c);
    (void)cudaGetLastError(); // a failed free must not resurface later
    ctx->a = ctx->b = ctx->c = nullptr;
    ctx->n = 0;
}

int runCublas(gpulab_cuda_ctx *ctx, char *err, int errlen)
{
    // Row-major C = A·B is column-major Cᵀ = Bᵀ·Aᵀ, and a row-major matrix
    // read as column-major is its transpose: so pass B first, A second, no
    // transposes, and C comes out row-major.
    const float alpha = 1.0f;
    const float beta = 0.0f;
    const int n = ctx->n;
    const cublasStatus_t s =
        cublasSgemm(ctx->blas, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, ctx->b, n, ctx->a, n, &beta, ctx->c, n);
    if (s != CUBLAS_STATUS_SUCCESS)
        return cublasFailure(err, errlen, "cublasSgemm", s);
    ++ctx->multiplies;
    return GPULAB_CUDA_OK;
}

double secondsBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to)
{
    return std::chrono::duration<double>(to - from).count();
}

// One cuBLAS multiply read by the three clocks of gpulab_cuda_sync_sample_t.
// The stream is drained first (barrier before), so every reading starts on
// an idle GPU; on any failure the stream is drained again before returning.
int timeOneSync(gpulab_cuda_ctx *ctx, gpulab_cuda_sync_sample_t *sample, char *err, int errlen)
{
    cudaError_t e = cudaStreamSynchronize(ctx->stream);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaStreamSynchronize (before the timed call)", e);
    e = cudaEventRecord(ctx->start, ctx->stream);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaEventRecord(start)", e);

    const auto t0 = std::chrono::steady_clock::now();
    const int code = runCublas(ctx, err, errlen);
    // The pitfall itself: cublasSgemm has returned, the multiply has not run yet.
    const auto t1 = std::chrono::steady_clock::now();
    if (code != GPULAB_CUDA_OK) {
        (void)cudaStreamSynchronize(ctx->stream);
        (void)cudaGetLastError();
        return code;
    }
    e = cudaEventRecord(ctx->stop, ctx->stream);
    if (e != cudaSuccess) {
        const int failed = cudaFailure(err, errlen, "cudaEventRecord(stop)", e);
        (void)cudaStreamSynchronize(ctx->stream);
        return failed;
    }
    e = cudaStreamSynchronize(ctx->stream); // the barrier the honest number needs
    const auto t2 = std::chrono::steady_clock::now();
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "multiply (stream synchronise)", e);
    float ms = 0.0f;
    e = cudaEventElapsedTime(&ms, ctx->start, ctx->stop);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaEventElapsedTime", e);
    sample->host_nosync = secondsBetween(t0, t1);
    sample->host_sync = secondsBetween(t0, t2);
    sample->events = static_cast<double>(ms) * 1e-3; // ms → s
    return GPULAB_CUDA_OK;
}

} // namespace

extern "C" {

GPULAB_CUDA_EXPORT int gpulab_cuda_api_version(void)
{
    return GPULAB_CUDA_API_VERSION;
}

GPULAB_CUDA_EXPORT void gpulab_cuda_probe(gpulab_cuda_probe_t *out)
{
    if (out == nullptr)
        return;
    std::memset(out, 0, sizeof(*out));
    out->api_version = GPULAB_CUDA_API_VERSION;

    // These three work without a driver: they only ask the libraries.
    (void)cudaRuntimeGetVersion(&out->runtime_version);
    (void)cudaDriverGetVersion(&out->driver_version); // 0 when no driver is installed
    int major = 0, minor = 0, patch = 0;
    if (cublasGetProperty(MAJOR_VERSION, &major) == CUBLAS_STATUS_SUCCESS &&
        cublasGetProperty(MINOR_VERSION, &minor) == CUBLAS_STATUS_SUCCESS &&
        cublasGetProperty(PATCH_LEVEL, &patch) == CUBLAS_STATUS_SUCCESS)
        out->cublas_version = major * 10000 + minor * 100 + patch;

    int count = 0;
    const cudaError_t e = cudaGetDeviceCount(&count);
    out->device_count_error = static_cast<int>(e);
    copyText(out->device_count_error_name, cudaGetErrorName(e));
    copyText(out->device_count_error_text, cudaGetErrorString(e));
    (void)cudaGetLastError();
    out->device_count = e == cudaSuccess ? count : 0;
    if (out->device_count <= 0)
        return;

    cudaDeviceProp prop{};
    if (cudaGetDeviceProperties(&prop, 0) == cudaSuccess) {
        copyText(out->name, prop.name);
        out->cc_major = prop.major;
        out->cc_minor = prop.minor;
        out->sm_count = prop.multiProcessorCount;
    }
    // cudaDeviceProp::clockRate is gone in CUDA 13; the attribute remains (kHz).
    (void)cudaDeviceGetAttribute(&out->clock_khz, cudaDevAttrClockRate, 0);
    std::size_t freeBytes = 0, totalBytes = 0;
    if (cudaSetDevice(0) == cudaSuccess && cudaMemGetInfo(&freeBytes, &totalBytes) == cudaSuccess) {
        out->free_bytes = static_cast<long long>(freeBytes);
        out->total_bytes = static_cast<long long>(totalBytes);
    }
    (void)cudaGetLastError();
    out->fp32_lanes_per_sm = fp32LanesPerSm(out->cc_major, out->cc_minor);
    // 2 FLOP per FMA × lanes × SMs × clock (kHz → GFLOP/s: ×1e3 / 1e9).
    out->peak_gflops = 2.0 * out->sm_count * out->fp32_lanes_per_sm * static_cast<double>(out->clock_khz) * 1e-6;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_free_bytes(long long *free_bytes, long long *total_bytes, char *err, int errlen)
{
    clearError(err, errlen);
    std::size_t freeB = 0, totalB = 0;
    cudaError_t e = cudaSetDevice(0);
    if (e == cudaSuccess)
        e = cudaMemGetInfo(&freeB, &totalB);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaMemGetInfo", e);
    if (free_bytes != nullptr)
        *free_bytes = static_cast<long long>(freeB);
    if (total_bytes != nullptr)
        *total_bytes = static_cast<long long>(totalB);
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT void gpulab_cuda_release(gpulab_cuda_ctx *ctx)
{
    if (ctx != nullptr)
        freeBuffers(ctx);
}

GPULAB_CUDA_EXPORT void gpulab_cuda_destroy(gpulab_cuda_ctx *ctx)
{
    if (ctx == nullptr)
        return;
    freeBuffers(ctx);
    if (ctx->blas != nullptr)
        cublasDestroy(ctx->blas);
    for (cudaEvent_t ev : {ctx->start, ctx->stop, ctx->panelDone[0], ctx->panelDone[1]})
        if (ev != nullptr)
            cudaEventDestroy(ev);
    if (ctx->stream != nullptr)
        cudaStreamDestroy(ctx->stream);
    (void)cudaGetLastError();
    delete ctx;
}

GPULAB_CUDA_EXPORT gpulab_cuda_ctx *gpulab_cuda_create(int kernel, char *err, int errlen)
{
    clearError(err, errlen);
    if (kernel != GPULAB_CUDA_KERNEL_CUBLAS && kernel != GPULAB_CUDA_KERNEL_NAIVE) {
        writeError(err, errlen, "unknown CUDA kernel %d", kernel);
        return nullptr;
    }
    auto *ctx = new (std::nothrow) gpulab_cuda_ctx;
    if (ctx == nullptr) {
        writeError(err, errlen, "out of host memory");
        return nullptr;
    }
    ctx->kernel = kernel;

    cudaError_t e = cudaSetDevice(0);
    const char *what = "cudaSetDevice(0)";
    if (e == cudaSuccess) {
        // A blocking stream (default flags) so that legacy-stream calls such
        // as cudaMemcpy stay ordered with our work.
        e = cudaStreamCreate(&ctx->stream);
        what = "cudaStreamCreate";
    }
    if (e == cudaSuccess) {
        e = cudaEventCreate(&ctx->start);
        if (e == cudaSuccess)
            e = cudaEventCreate(&ctx->stop);
        for (int i = 0; i < 2 && e == cudaSuccess; ++i)
            e = cudaEventCreateWithFlags(&ctx->panelDone[i], cudaEventDisableTiming);
        what = "cudaEventCreate";
    }
    if (e != cudaSuccess) {
        cudaFailure(err, errlen, what, e);
        gpulab_cuda_destroy(ctx);
        return nullptr;
    }

    if (kernel == GPULAB_CUDA_KERNEL_CUBLAS) {
        cublasStatus_t s = cublasCreate(&ctx->blas);
        what = "cublasCreate";
        if (s == CUBLAS_STATUS_SUCCESS) {
            s = cublasSetStream(ctx->blas, ctx->stream);
            what = "cublasSetStream";
        }
        if (s == CUBLAS_STATUS_SUCCESS) {
            // Full fp32: no TF32 tensor-core shortcut, so the result is
            // comparable with the CPU backends and the naive kernel.
            s = cublasSetMathMode(ctx->blas, CUBLAS_DEFAULT_MATH);
            what = "cublasSetMathMode";
        }
        if (s != CUBLAS_STATUS_SUCCESS) {
            cublasFailure(err, errlen, what, s);
            gpulab_cuda_destroy(ctx);
            return nullptr;
        }
    }
    return ctx;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_prepare(gpulab_cuda_ctx *ctx, int n, const float *a, const float *b, char *err,
                                           int errlen)
{
    clearError(err, errlen);
    if (ctx == nullptr || n <= 0) {
        writeError(err, errlen, "gpulab_cuda_prepare: no context or n = %d", n);
        return GPULAB_CUDA_ERROR;
    }
    freeBuffers(ctx);

    // In double: 3·n²·4 overflows 64 bits for n near INT_MAX.
    const double needed = 3.0 * static_cast<double>(n) * static_cast<double>(n) * sizeof(float);
    std::size_t freeB = 0, totalB = 0;
    const cudaError_t info = cudaMemGetInfo(&freeB, &totalB);
    if (info != cudaSuccess)
        return cudaFailure(err, errlen, "cudaMemGetInfo", info);
    if (static_cast<double>(freeB) < needed + static_cast<double>(kSlackBytes)) {
        writeError(err, errlen,
                   "n = %d needs %.1f GB of GPU memory (plus %.1f GB headroom), %.1f GB free "
                   "of %.1f GB",
                   n, needed / kGB, static_cast<double>(kSlackBytes) / kGB, static_cast<double>(freeB) / kGB,
                   static_cast<double>(totalB) / kGB);
        return GPULAB_CUDA_OUT_OF_MEMORY;
    }
    const std::size_t bytes = matrixBytes(n); // fits: it is below the free memory
    if (a == nullptr || b == nullptr) {
        writeError(err, errlen, "gpulab_cuda_prepare: A or B is NULL");
        return GPULAB_CUDA_ERROR;
    }

    cudaError_t e = cudaMalloc(reinterpret_cast<void **>(&ctx->a), bytes);
    if (e == cudaSuccess)
        e = cudaMalloc(reinterpret_cast<void **>(&ctx->b), bytes);
    if (e == cudaSuccess)
        e = cudaMalloc(reinterpret_cast<void **>(&ctx->c), bytes);
    if (e != cudaSuccess) {
        const int code = cudaFailure(err, errlen, "cudaMalloc", e);
        freeBuffers(ctx);
        return code;
    }
    // Pageable host memory: the copies are staged by the driver, which is
    // fine since upload is outside the timed region.
    e = cudaMemcpyAsync(ctx->a, a, bytes, cudaMemcpyHostToDevice, ctx->stream);
    if (e == cudaSuccess)
        e = cudaMemcpyAsync(ctx->b, b, bytes, cudaMemcpyHostToDevice, ctx->stream);
    if (e == cudaSuccess)
        e = cudaMemsetAsync(ctx->c, 0, bytes, ctx->stream);
    if (e == cudaSuccess)
        e = cudaStreamSynchronize(ctx->stream);
    if (e != cudaSuccess) {
        const int code = cudaFailure(err, errlen, "upload of A and B", e);
        freeBuffers(ctx);
        return code;
    }
    ctx->n = n;
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_run(gpulab_cuda_ctx *ctx, gpulab_cuda_cancel_fn should_cancel, void *user,
                                       double *seconds, char *err, int errlen)
{
    clearError(err, errlen);
    if (seconds != nullptr)
        *seconds = 0.0;
    if (ctx == nullptr || ctx->n <= 0) {
        writeError(err, errlen, "gpulab_cuda_run called before a successful prepare");
        return GPULAB_CUDA_ERROR;
    }

    // Barrier before: nothing earlier on the stream may leak into the timing.
    cudaError_t e = cudaStreamSynchronize(ctx->stream);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaStreamSynchronize (before run)", e);
    e = cudaEventRecord(ctx->start, ctx->stream);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaEventRecord(start)", e);

    if (ctx->kernel == GPULAB_CUDA_KERNEL_CUBLAS) {
        const int code = runCublas(ctx, err, errlen);
        if (code != GPULAB_CUDA_OK) {
            (void)cudaStreamSynchronize(ctx->stream);
            return code;
        }
    } else {
        bool cancelled = false;
        e = launchNaivePanels(ctx->n, ctx->a, ctx->b, ctx->c, ctx->stream, ctx->panelDone, should_cancel, user,
                              &cancelled);
        if (e != cudaSuccess) {
            const int code = cudaFailure(err, errlen, "naive kernel", e);
            (void)cudaStreamSynchronize(ctx->stream);
            return code;
        }
        if (cancelled) {
            // Drain the panel still queued so the next call starts clean.
            (void)cudaStreamSynchronize(ctx->stream);
            writeError(err, errlen, "cancelled");
            return GPULAB_CUDA_CANCELLED;
        }
        ++ctx->multiplies;
    }

    e = cudaEventRecord(ctx->stop, ctx->stream);
    if (e == cudaSuccess)
        e = cudaEventSynchronize(ctx->stop); // barrier after
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "multiply (event synchronise)", e);
    float ms = 0.0f;
    e = cudaEventElapsedTime(&ms, ctx->start, ctx->stop);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaEventElapsedTime", e);
    if (seconds != nullptr)
        *seconds = static_cast<double>(ms) * 1e-3; // ms → s
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_time_sync(gpulab_cuda_ctx *ctx, int warmup, int repeats,
                                             gpulab_cuda_sync_sample_t *samples, gpulab_cuda_sync_timing_t *out,
                                             gpulab_cuda_cancel_fn should_cancel, void *user, char *err, int errlen)
{
    clearError(err, errlen);
    if (out == nullptr) {
        writeError(err, errlen, "gpulab_cuda_time_sync: no result struct");
        return GPULAB_CUDA_ERROR;
    }
    std::memset(out, 0, sizeof(*out));
    if (ctx == nullptr || ctx->n <= 0) {
        writeError(err, errlen, "gpulab_cuda_time_sync called before a successful prepare");
        return GPULAB_CUDA_ERROR;
    }
    if (ctx->kernel != GPULAB_CUDA_KERNEL_CUBLAS) {
        writeError(err, errlen, "gpulab_cuda_time_sync needs a cuBLAS context");
        return GPULAB_CUDA_ERROR;
    }
    if (warmup < 0 || repeats < 0 || (repeats > 0 && samples == nullptr)) {
        writeError(err, errlen, "gpulab_cuda_time_sync: warm-up %d, repeats %d, samples %s", warmup, repeats,
                   samples == nullptr ? "NULL" : "given");
        return GPULAB_CUDA_ERROR;
    }
    out->n = ctx->n;
    out->cold_was_first = ctx->multiplies == 0 ? 1 : 0;

    int code = timeOneSync(ctx, &out->cold, err, errlen);
    if (code != GPULAB_CUDA_OK)
        return code;
    gpulab_cuda_sync_sample_t scratch{};
    for (int i = 0; i < warmup + repeats; ++i) {
        if (should_cancel != nullptr && should_cancel(user) != 0) {
            writeError(err, errlen, "cancelled");
            return GPULAB_CUDA_CANCELLED;
        }
        const bool counted = i >= warmup;
        code = timeOneSync(ctx, counted ? &samples[i - warmup] : &scratch, err, errlen);
        if (code != GPULAB_CUDA_OK)
            return code;
        if (counted)
            out->repeats = i - warmup + 1;
    }
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_fetch(gpulab_cuda_ctx *ctx, float *c, char *err, int errlen)
{
    clearError(err, errlen);
    if (ctx == nullptr || ctx->n <= 0 || c == nullptr) {
        writeError(err, errlen, "gpulab_cuda_fetch: nothing prepared or C is NULL");
        return GPULAB_CUDA_ERROR;
    }
    // Ordered on our stream, then waited for: the same as cudaMemcpy, but
    // independent of how the stream relates to the legacy default stream.
    cudaError_t e = cudaMemcpyAsync(c, ctx->c, matrixBytes(ctx->n), cudaMemcpyDeviceToHost, ctx->stream);
    if (e == cudaSuccess)
        e = cudaStreamSynchronize(ctx->stream);
    return e == cudaSuccess ? GPULAB_CUDA_OK : cudaFailure(err, errlen, "download of C", e);
}

} // extern "C"
