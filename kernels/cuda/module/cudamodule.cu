// The C API of libgpulab_cuda.so (see gpulab_cuda_api.h): device probe and a
// small context that prepares, times and fetches one n×n multiply with either
// cuBLAS (fp32, TF32, fp16 or bf16 inputs, fp32 out) or the naive teaching
// kernel (fp32).

#include "kernels/cuda/gpulab_cuda_api.h"
#include "kernels/cuda/module/moduleerror.h"
#include "kernels/cuda/module/naivekernel.h"

#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>

using namespace gpulab_cuda_detail;

struct gpulab_cuda_ctx {
    int kernel = GPULAB_CUDA_KERNEL_CUBLAS;
    int precision = GPULAB_CUDA_PRECISION_FP32;
    int ccMajor = 0;
    int ccMinor = 0;
    cudaStream_t stream = nullptr;
    cublasHandle_t blas = nullptr; // only for the cuBLAS kernel
    void *workspace = nullptr;     // cuBLAS workspace, ours: no allocation inside a multiply
    double handleSeconds = 0.0;    // cublasCreate + cublasSetStream, host clock
    cudaEvent_t start = nullptr;   // timing, default flags
    cudaEvent_t stop = nullptr;    // timing + blocking sync: the wait after a run sleeps
    cudaEvent_t idle = nullptr;    // no timing, blocking sync: the barrier before a run
    cudaEvent_t panelDone[3] = {}; // no timing, blocking sync: progress between panels (a ring)
    int *gateHost = nullptr;       // mapped pinned: [0] open flag (host writes), [1] timed out (device writes)
    int *gateDevice = nullptr;     // the same two ints as the device sees them; NULL: no gate
    const char *gateOff = nullptr; // why this context times ungated (static text); NULL: gated
    int timingMethod = GPULAB_CUDA_TIMING_NONE; // of the last timed run, sample or copy
    int waveBlocks = 0;                         // naive kernel: SMs × resident blocks per SM (one wave); 0 unknown
    int forcedPanelRows = 0;                    // gpulab_cuda_set_panel_rows; 0 = automatic
    void *a = nullptr;                          // device, row-major n×n: fp32 or 16-bit by precision
    void *b = nullptr;
    float *c = nullptr; // device, row-major n×n fp32
    int n = 0;          // 0 = not prepared
    bool warm = false;  // every panel shape of (n, precision) has run once in this context
};

namespace {

// Headroom kept free beyond the three matrices, in bytes: the cuBLAS
// workspace (ours, kWorkspaceBytes) plus allocator rounding.
constexpr std::size_t kSlackBytes = 128u << 20;
// cuBLAS's documented recommendation for Hopper (and enough for older GPUs).
constexpr std::size_t kWorkspaceBytes = 32u << 20;
// The gate opens itself after this long: a guard against a host that never
// opens it (a lazy-loading stall inside the cuBLAS call), reported as an error.
constexpr unsigned long long kGateTimeoutNs = 2'000'000'000ull;
// cuBLAS panels: FLOPs per panel. fp32 1 TFLOP is 15-50 ms on a data-centre
// GPU (20-67 TFLOP/s) and ~0.2 s on a small one; the tensor-core precisions
// run 8-16× faster, so their panels are 8× bigger. A multiply up to twice
// that (2 TFLOP fp32, 16 TFLOP otherwise) is one call.
constexpr double kPanelFlopsFp32 = 1.0e12;
constexpr double kPanelFlopsTensor = 8.0e12;
constexpr int kPanelRowMultiple = 256;
// Panels in flight at most: the host waits for panel p - (depth - 1) after
// queuing panel p, so depth - 1 stay queued while it polls for a cancel. The
// naive kernel's panels are milliseconds long: three in flight keep the GPU
// fed across the host's wake-up; cuBLAS panels are 1-8 TFLOP, two suffice
// and a cancel then waits for one panel less.
constexpr int kNaivePanelsInFlight = 3;
constexpr int kCublasPanelsInFlight = 2;

constexpr double kGB = 1e9; // bytes per GB in messages (decimal, as GPU vendors quote memory)

// Any cuBLAS multiply has run in this process (the module is loaded once per
// process, so this is per process, not per context).
std::atomic<bool> g_cublasHasRun{false};

// Why no context of this process may use the gate, or NULL. The gate
// kernel spins until the host opens it, so it needs the host to queue more
// work while it runs:
//  - CUDA_LAUNCH_BLOCKING=1: every launch waits for its kernel;
//  - CUDA_INJECTION64_PATH set: a tool is injected into the runtime (Nsight
//    Compute, Nsight Systems, compute-sanitizer...); Nsight Compute
//    serialises every launch, which holds the host behind the gate just the
//    same (nvbench's blocking kernel is known to time out there too);
//  - GPULAB_CUDA_GATE=0: the user's switch (README).
// In each case the gate would only open by its 2 s timeout and every run
// would fail; the readings are ungated instead (the launch gap counted), and
// gpulab_cuda_timing_method says so and why.
const char *processGateOff()
{
    static const char *const why = []() -> const char * {
        const char *gate = std::getenv("GPULAB_CUDA_GATE");
        if (gate != nullptr && std::strcmp(gate, "0") == 0)
            return "GPULAB_CUDA_GATE=0";
        const char *blocking = std::getenv("CUDA_LAUNCH_BLOCKING");
        if (blocking != nullptr && std::strcmp(blocking, "1") == 0)
            return "CUDA_LAUNCH_BLOCKING=1 (every launch waits for its kernel)";
        const char *injection = std::getenv("CUDA_INJECTION64_PATH");
        if (injection != nullptr && injection[0] != '\0')
            return "CUDA_INJECTION64_PATH is set (a profiler or sanitizer is injected; it may serialise launches)";
        return nullptr;
    }();
    return why;
}

bool gated(const gpulab_cuda_ctx *ctx)
{
    return ctx->gateOff == nullptr;
}

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

bool halfInputs(int precision)
{
    return precision == GPULAB_CUDA_PRECISION_FP16 || precision == GPULAB_CUDA_PRECISION_BF16;
}

std::size_t elementBytes(int precision)
{
    return halfInputs(precision) ? 2u : 4u;
}

std::size_t elements(int n)
{
    return static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
}

int panelRowsFor(const gpulab_cuda_ctx *ctx, int n)
{
    if (n <= 0)
        return 1;
    if (ctx->forcedPanelRows > 0)
        return std::min(ctx->forcedPanelRows, n);
    if (ctx->kernel == GPULAB_CUDA_KERNEL_NAIVE)
        return naivePanelRows(n, ctx->waveBlocks);
    const double target = ctx->precision == GPULAB_CUDA_PRECISION_FP32 ? kPanelFlopsFp32 : kPanelFlopsTensor;
    const double flopsPerRow = 2.0 * static_cast<double>(n) * static_cast<double>(n);
    const double fit = target / flopsPerRow;
    if (2.0 * fit >= static_cast<double>(n))
        return n;
    const int rows = static_cast<int>(fit) / kPanelRowMultiple * kPanelRowMultiple;
    return std::max(rows, kPanelRowMultiple);
}

__global__ void toHalf(std::size_t count, const float *__restrict__ in, __half *__restrict__ out)
{
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < count;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
        out[i] = __float2half_rn(in[i]);
}

__global__ void toBfloat16(std::size_t count, const float *__restrict__ in, __nv_bfloat16 *__restrict__ out)
{
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < count;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
        out[i] = __float2bfloat16_rn(in[i]);
}

// Holds the stream until the host sets flags[0] (or the timeout passes, then
// flags[1] = 1). One thread; %globaltimer counts nanoseconds.
__global__ void gateKernel(volatile int *flags, unsigned long long timeoutNs)
{
    unsigned long long t0 = 0, t = 0;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
    while (flags[0] == 0) {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
        if (t - t0 > timeoutNs) {
            flags[1] = 1;
            break;
        }
    }
}

cudaError_t convertOnDevice(int precision, std::size_t count, const float *in, void *out, cudaStream_t stream)
{
    const int threads = 256;
    const int blocks = static_cast<int>(std::min<std::size_t>((count + threads - 1) / threads, 65535));
    if (precision == GPULAB_CUDA_PRECISION_FP16)
        toHalf<<<blocks, threads, 0, stream>>>(count, in, static_cast<__half *>(out));
    else
        toBfloat16<<<blocks, threads, 0, stream>>>(count, in, static_cast<__nv_bfloat16 *>(out));
    return cudaGetLastError();
}

void freeBuffers(gpulab_cuda_ctx *ctx)
{
    if (ctx->idle != nullptr && ctx->stream != nullptr && cudaEventRecord(ctx->idle, ctx->stream) == cudaSuccess)
        (void)cudaEventSynchronize(ctx->idle); // nothing may still use the buffers
    else if (ctx->stream != nullptr)
        (void)cudaStreamSynchronize(ctx->stream);
    cudaFree(ctx->a);
    cudaFree(ctx->b);
    cudaFree(ctx->c);
    (void)cudaGetLastError(); // a failed free must not resurface later
    ctx->a = ctx->b = nullptr;
    ctx->c = nullptr;
    ctx->n = 0;
    ctx->warm = false;
}

// Waits for everything queued on the stream, sleeping rather than spinning.
cudaError_t drain(gpulab_cuda_ctx *ctx)
{
    cudaError_t e = cudaEventRecord(ctx->idle, ctx->stream);
    if (e == cudaSuccess)
        e = cudaEventSynchronize(ctx->idle);
    return e;
}

// Rows [row0, row0 + rows) of C = A·B with cuBLAS in the context's precision.
// Row-major C = A·B is column-major Cᵀ = Bᵀ·Aᵀ, and a row-major matrix read
// as column-major is its transpose: so B goes first, A second, no transposes,
// and C comes out row-major. A row panel of A and C is a column block of Aᵀ
// and Cᵀ: the pointers move by row0·n elements, the leading dimensions stay n.
int cublasPanel(gpulab_cuda_ctx *ctx, int row0, int rows, char *err, int errlen)
{
    const float alpha = 1.0f;
    const float beta = 0.0f;
    const int n = ctx->n;
    const std::size_t offset = static_cast<std::size_t>(row0) * static_cast<std::size_t>(n);
    float *c = ctx->c + offset;
    cublasStatus_t s = CUBLAS_STATUS_SUCCESS;
    const char *what = "cublasGemmEx";
    switch (ctx->precision) {
    case GPULAB_CUDA_PRECISION_FP32:
        what = "cublasSgemm";
        s = cublasSgemm(ctx->blas, CUBLAS_OP_N, CUBLAS_OP_N, n, rows, n, &alpha, static_cast<const float *>(ctx->b), n,
                        static_cast<const float *>(ctx->a) + offset, n, &beta, c, n);
        break;
    case GPULAB_CUDA_PRECISION_TF32:
        s = cublasGemmEx(ctx->blas, CUBLAS_OP_N, CUBLAS_OP_N, n, rows, n, &alpha, ctx->b, CUDA_R_32F, n,
                         static_cast<const float *>(ctx->a) + offset, CUDA_R_32F, n, &beta, c, CUDA_R_32F, n,
                         CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_GEMM_DEFAULT);
        break;
    case GPULAB_CUDA_PRECISION_FP16:
        s = cublasGemmEx(ctx->blas, CUBLAS_OP_N, CUBLAS_OP_N, n, rows, n, &alpha, ctx->b, CUDA_R_16F, n,
                         static_cast<const __half *>(ctx->a) + offset, CUDA_R_16F, n, &beta, c, CUDA_R_32F, n,
                         CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        break;
    case GPULAB_CUDA_PRECISION_BF16:
        s = cublasGemmEx(ctx->blas, CUBLAS_OP_N, CUBLAS_OP_N, n, rows, n, &alpha, ctx->b, CUDA_R_16BF, n,
                         static_cast<const __nv_bfloat16 *>(ctx->a) + offset, CUDA_R_16BF, n, &beta, c, CUDA_R_32F, n,
                         CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        break;
    default: writeError(err, errlen, "unknown precision %d", ctx->precision); return GPULAB_CUDA_ERROR;
    }
    if (s != CUBLAS_STATUS_SUCCESS)
        return cublasFailure(err, errlen, what, s);
    g_cublasHasRun.store(true, std::memory_order_relaxed);
    return GPULAB_CUDA_OK;
}

int launchPanel(gpulab_cuda_ctx *ctx, int row0, int rows, char *err, int errlen)
{
    if (ctx->kernel == GPULAB_CUDA_KERNEL_CUBLAS)
        return cublasPanel(ctx, row0, rows, err, errlen);
    const cudaError_t e = launchNaivePanel(ctx->n, row0, rows, static_cast<const float *>(ctx->a),
                                           static_cast<const float *>(ctx->b), ctx->c, ctx->stream);
    return e == cudaSuccess ? GPULAB_CUDA_OK : cudaFailure(err, errlen, "naive kernel launch", e);
}

// Queues the gate kernel: the stream waits until openGate().
cudaError_t closeGate(gpulab_cuda_ctx *ctx)
{
    __atomic_store_n(&ctx->gateHost[0], 0, __ATOMIC_RELEASE);
    __atomic_store_n(&ctx->gateHost[1], 0, __ATOMIC_RELEASE);
    gateKernel<<<1, 1, 0, ctx->stream>>>(ctx->gateDevice, kGateTimeoutNs);
    return cudaGetLastError();
}

void openGate(gpulab_cuda_ctx *ctx)
{
    __atomic_store_n(&ctx->gateHost[0], 1, __ATOMIC_RELEASE);
}

bool gateTimedOut(const gpulab_cuda_ctx *ctx)
{
    return __atomic_load_n(&ctx->gateHost[1], __ATOMIC_ACQUIRE) != 0;
}

// Runs one panel of every shape the multiply uses (the full panel and the
// remainder), untimed: cuBLAS loads its kernels lazily and picks them per
// shape, and that first-use cost must not run while the gate holds the stream
// (loading a kernel may wait for the device to be idle).
int warmShapes(gpulab_cuda_ctx *ctx, char *err, int errlen)
{
    if (ctx->warm)
        return GPULAB_CUDA_OK;
    const int n = ctx->n;
    const int rows = panelRowsFor(ctx, n);
    int code = launchPanel(ctx, 0, std::min(rows, n), err, errlen);
    if (code == GPULAB_CUDA_OK && n % rows != 0 && rows < n)
        code = launchPanel(ctx, n - n % rows, n % rows, err, errlen);
    const cudaError_t e = drain(ctx);
    if (code != GPULAB_CUDA_OK)
        return code;
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "warm-up multiply", e);
    ctx->warm = true;
    return GPULAB_CUDA_OK;
}

// The panels of one multiply between the start and stop events, gated (see
// gpulab_cuda_run) where the context's gate is on. Leaves the stream drained
// on every failure.
int runPanels(gpulab_cuda_ctx *ctx, gpulab_cuda_cancel_fn shouldCancel, void *user, char *err, int errlen)
{
    const int n = ctx->n;
    const int panelRows = panelRowsFor(ctx, n);
    const int depth = ctx->kernel == GPULAB_CUDA_KERNEL_NAIVE ? kNaivePanelsInFlight : kCublasPanelsInFlight;
    static_assert(kNaivePanelsInFlight <= 3 && kCublasPanelsInFlight <= 3, "panelDone holds three events");
    ctx->timingMethod = gated(ctx) ? GPULAB_CUDA_TIMING_GATED : GPULAB_CUDA_TIMING_UNGATED;
    bool gateOpen = !gated(ctx);
    cudaError_t e = gateOpen ? cudaSuccess : closeGate(ctx);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "gate kernel launch", e);
    const auto fail = [&](int code) {
        if (!gateOpen)
            openGate(ctx);
        (void)drain(ctx);
        (void)cudaGetLastError();
        return code;
    };
    e = cudaEventRecord(ctx->start, ctx->stream);
    if (e != cudaSuccess)
        return fail(cudaFailure(err, errlen, "cudaEventRecord(start)", e));

    int panel = 0;
    for (int row0 = 0; row0 < n; row0 += panelRows, ++panel) {
        const int rows = std::min(panelRows, n - row0);
        const int code = launchPanel(ctx, row0, rows, err, errlen);
        if (code != GPULAB_CUDA_OK)
            return fail(code);
        if (rows == n)
            break; // one panel: the stop event follows at once
        // panelDone[panel % depth] was last recorded `depth` panels ago and
        // has been waited on already, so it is free to record again.
        e = cudaEventRecord(ctx->panelDone[panel % depth], ctx->stream);
        if (e != cudaSuccess)
            return fail(cudaFailure(err, errlen, "cudaEventRecord(panel)", e));
        if (panel < depth - 1 && row0 + rows < n)
            continue; // fill the queue first (the gate holds it while it fills)
        if (!gateOpen) {
            openGate(ctx); // the first panels are queued behind the start event
            gateOpen = true;
        }
        if (row0 + rows >= n)
            break; // the last panel is queued: the stop event follows
        // Wait (sleeping) for the oldest panel in flight while the younger
        // ones run, then poll.
        e = cudaEventSynchronize(ctx->panelDone[(panel - (depth - 1)) % depth]);
        if (e != cudaSuccess)
            return fail(cudaFailure(err, errlen, "multiply panel", e));
        if (shouldCancel != nullptr && shouldCancel(user) != 0) {
            (void)fail(GPULAB_CUDA_CANCELLED); // drains the panels still queued
            writeError(err, errlen, "cancelled");
            return GPULAB_CUDA_CANCELLED;
        }
    }
    e = cudaEventRecord(ctx->stop, ctx->stream);
    if (e != cudaSuccess)
        return fail(cudaFailure(err, errlen, "cudaEventRecord(stop)", e));
    if (!gateOpen) {
        openGate(ctx); // one panel: start, multiply and stop are all queued now
        gateOpen = true;
    }
    e = cudaEventSynchronize(ctx->stop); // the barrier after, sleeping
    if (e != cudaSuccess)
        return fail(cudaFailure(err, errlen, "multiply (event synchronise)", e));
    if (gated(ctx) && gateTimedOut(ctx)) {
        writeError(err, errlen,
                   "the start gate opened by its %.0f s timeout: queuing the multiply took that long on the host, "
                   "so this reading would include host work (try CUDA_MODULE_LOADING=EAGER, or GPULAB_CUDA_GATE=0 "
                   "under a profiler)",
                   static_cast<double>(kGateTimeoutNs) * 1e-9);
        return GPULAB_CUDA_ERROR;
    }
    return GPULAB_CUDA_OK;
}

double secondsBetween(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to)
{
    return std::chrono::duration<double>(to - from).count();
}

// One cuBLAS multiply (one call, not panelled) read by the three clocks of
// gpulab_cuda_sync_sample_t. The stream is drained first (barrier before), so
// every reading starts on an idle GPU; on any failure the stream is drained
// again before returning. useGate: the start event waits behind the gate.
int timeOneSync(gpulab_cuda_ctx *ctx, bool useGate, gpulab_cuda_sync_sample_t *sample, char *err, int errlen)
{
    cudaError_t e = drain(ctx);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "barrier before the timed call", e);
    if (useGate && (e = closeGate(ctx)) != cudaSuccess)
        return cudaFailure(err, errlen, "gate kernel launch", e);
    const auto fail = [&](int code) {
        if (useGate)
            openGate(ctx);
        (void)drain(ctx);
        (void)cudaGetLastError();
        return code;
    };
    e = cudaEventRecord(ctx->start, ctx->stream);
    if (e != cudaSuccess)
        return fail(cudaFailure(err, errlen, "cudaEventRecord(start)", e));

    const auto t0 = std::chrono::steady_clock::now();
    const int code = cublasPanel(ctx, 0, ctx->n, err, errlen);
    // The pitfall itself: the cuBLAS call has returned, the multiply has not run yet.
    const auto t1 = std::chrono::steady_clock::now();
    if (code != GPULAB_CUDA_OK)
        return fail(code);
    e = cudaEventRecord(ctx->stop, ctx->stream);
    if (e != cudaSuccess)
        return fail(cudaFailure(err, errlen, "cudaEventRecord(stop)", e));
    if (useGate)
        openGate(ctx);
    // The barrier this reading is about: cudaStreamSynchronize, whose wait
    // follows the device's scheduling flags (it may spin, which is what a
    // naive timing loop does too).
    e = cudaStreamSynchronize(ctx->stream);
    const auto t2 = std::chrono::steady_clock::now();
    if (e != cudaSuccess)
        return fail(cudaFailure(err, errlen, "multiply (stream synchronise)", e));
    if (useGate && gateTimedOut(ctx)) {
        writeError(err, errlen, "the start gate opened by its timeout: the host took over %.0f s to queue the call",
                   static_cast<double>(kGateTimeoutNs) * 1e-9);
        return GPULAB_CUDA_ERROR;
    }
    float ms = 0.0f;
    e = cudaEventElapsedTime(&ms, ctx->start, ctx->stop);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaEventElapsedTime", e);
    sample->events_gated = useGate ? 1 : 0;
    sample->host_nosync = secondsBetween(t0, t1);
    sample->host_sync = secondsBetween(t0, t2);
    sample->events = static_cast<double>(ms) * 1e-3; // ms → s
    return GPULAB_CUDA_OK;
}

// The architectures this module was compiled for, as nvcc lists them
// (__CUDA_ARCH_LIST__, e.g. 750,800,860,890,900): "7.5 8.0 8.6 8.9 9.0".
void builtArchitectures(char *out, std::size_t len)
{
#ifdef __CUDA_ARCH_LIST__
    static constexpr int kArchs[] = {__CUDA_ARCH_LIST__};
#else
    static constexpr int kArchs[] = {0};
#endif
    std::size_t used = 0;
    out[0] = '\0';
    for (int arch : kArchs) {
        if (arch <= 0 || used + 8 >= len)
            continue;
        const int written =
            std::snprintf(out + used, len - used, "%s%d.%d", used == 0 ? "" : " ", arch / 100, arch / 10 % 10);
        if (written > 0)
            used += static_cast<std::size_t>(written);
    }
}

// Does this build hold code that device 0 can run? Without it every launch
// fails "no kernel image" (a V100 under a build for 7.5 and newer, say), so
// create refuses at once, with the reason. Also measures the naive kernel's
// wave (SMs × resident blocks) for its panel size.
bool hasCodeForDevice(gpulab_cuda_ctx *ctx, char *err, int errlen)
{
    cudaFuncAttributes attributes{};
    cudaError_t e = naiveKernelAttributes(&attributes);
    char archs[128];
    builtArchitectures(archs, sizeof archs);
    const int cc = ctx->ccMajor * 10 + ctx->ccMinor;
    if (e == cudaErrorUnsupportedPtxVersion || e == cudaErrorInvalidPtx) {
        // No native code for this card, and its driver cannot compile the PTX
        // (the PTX is newer than the driver).
        (void)cudaGetLastError();
        writeError(err, errlen,
                   "this build has no native code for compute capability %d.%d (built for %s) and the driver cannot "
                   "compile its PTX: update the driver, or rebuild with CMAKE_CUDA_ARCHITECTURES=%d (%s)",
                   ctx->ccMajor, ctx->ccMinor, archs, cc, cudaGetErrorName(e));
        return false;
    }
    if (e == cudaErrorNoKernelImageForDevice || e == cudaErrorInvalidDeviceFunction) {
        (void)cudaGetLastError();
#if CUDART_VERSION >= 13000
        if (cc < 75) {
            writeError(err, errlen,
                       "this build has no code for compute capability %d.%d (built for %s): CUDA 13 supports 7.5 "
                       "and newer only; build with a CUDA 12 toolkit and CMAKE_CUDA_ARCHITECTURES=%d (%s)",
                       ctx->ccMajor, ctx->ccMinor, archs, cc, cudaGetErrorName(e));
            return false;
        }
#endif
        writeError(err, errlen,
                   "this build has no code for compute capability %d.%d (built for %s); rebuild with "
                   "CMAKE_CUDA_ARCHITECTURES=%d (%s)",
                   ctx->ccMajor, ctx->ccMinor, archs, cc, cudaGetErrorName(e));
        return false;
    }
    if (e != cudaSuccess) {
        cudaFailure(err, errlen, "cudaFuncGetAttributes(naive kernel)", e);
        return false;
    }
    int sms = 0, blocksPerSm = 0;
    if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0) == cudaSuccess &&
        naiveBlocksPerSm(&blocksPerSm) == cudaSuccess && sms > 0 && blocksPerSm > 0)
        ctx->waveBlocks = sms * blocksPerSm;
    (void)cudaGetLastError(); // unknown wave: the panels fall back to a FLOP count
    return true;
}

} // namespace

extern "C" {

GPULAB_CUDA_EXPORT int gpulab_cuda_api_version(void)
{
    return GPULAB_CUDA_API_VERSION;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_probe(gpulab_cuda_probe_t *out)
{
    if (out == nullptr || out->size != static_cast<int>(sizeof(gpulab_cuda_probe_t)))
        return GPULAB_CUDA_ERROR;
    std::memset(out, 0, sizeof(*out));
    out->size = static_cast<int>(sizeof(gpulab_cuda_probe_t));
    out->api_version = GPULAB_CUDA_API_VERSION;

    // These three work without a driver: they only ask the libraries.
    (void)cudaRuntimeGetVersion(&out->runtime_version);
    (void)cudaDriverGetVersion(&out->driver_version); // 0 when no driver is installed
    int major = 0, minor = 0, patch = 0;
    if (cublasGetProperty(MAJOR_VERSION, &major) == CUBLAS_STATUS_SUCCESS &&
        cublasGetProperty(MINOR_VERSION, &minor) == CUBLAS_STATUS_SUCCESS &&
        cublasGetProperty(PATCH_LEVEL, &patch) == CUBLAS_STATUS_SUCCESS)
        out->cublas_version = major * 10000 + minor * 100 + patch;

    // Device queries only (cuDeviceGet* underneath): none of these needs a
    // context, so the probe creates none. cudaSetDevice and cudaMemGetInfo
    // would create the primary context (~0.3-0.5 s and hundreds of MB of GPU
    // memory on a big card) and are deliberately absent.
    int count = 0;
    const cudaError_t e = cudaGetDeviceCount(&count);
    out->device_count_error = static_cast<int>(e);
    copyText(out->device_count_error_name, cudaGetErrorName(e));
    copyText(out->device_count_error_text, cudaGetErrorString(e));
    (void)cudaGetLastError();
    out->device_count = e == cudaSuccess ? count : 0;
    if (out->device_count <= 0)
        return GPULAB_CUDA_OK;

    cudaDeviceProp prop{};
    if (cudaGetDeviceProperties(&prop, 0) == cudaSuccess) {
        copyText(out->name, prop.name);
        out->total_bytes = static_cast<long long>(prop.totalGlobalMem);
        out->cc_major = prop.major;
        out->cc_minor = prop.minor;
        out->sm_count = prop.multiProcessorCount;
        out->pci_domain = prop.pciDomainID;
        out->pci_bus = prop.pciBusID;
        out->pci_device = prop.pciDeviceID;
    }
    // cudaDeviceProp::clockRate is gone in CUDA 13; the attribute remains (kHz).
    (void)cudaDeviceGetAttribute(&out->clock_khz, cudaDevAttrClockRate, 0);
    (void)cudaGetLastError();
    out->fp32_lanes_per_sm = fp32LanesPerSm(out->cc_major, out->cc_minor);
    // 2 FLOP per FMA × lanes × SMs × clock (kHz → GFLOP/s: ×1e3 / 1e9).
    out->peak_gflops = 2.0 * out->sm_count * out->fp32_lanes_per_sm * static_cast<double>(out->clock_khz) * 1e-6;
    return GPULAB_CUDA_OK;
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
    cudaFree(ctx->workspace);
    if (ctx->gateHost != nullptr)
        cudaFreeHost(ctx->gateHost);
    for (cudaEvent_t ev : {ctx->start, ctx->stop, ctx->idle, ctx->panelDone[0], ctx->panelDone[1], ctx->panelDone[2]})
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

    // Since CUDA 12 cudaSetDevice initialises the primary context: this is
    // where GPU Lab's process first pays for it, on the worker that runs.
    cudaError_t e = cudaSetDevice(0);
    const char *what = "cudaSetDevice(0)";
    if (e == cudaSuccess) {
        e = cudaDeviceGetAttribute(&ctx->ccMajor, cudaDevAttrComputeCapabilityMajor, 0);
        if (e == cudaSuccess)
            e = cudaDeviceGetAttribute(&ctx->ccMinor, cudaDevAttrComputeCapabilityMinor, 0);
        what = "cudaDeviceGetAttribute(compute capability)";
    }
    if (e == cudaSuccess) {
        // A blocking stream (default flags) so that legacy-stream calls such
        // as cudaMemcpy stay ordered with our work.
        e = cudaStreamCreate(&ctx->stream);
        what = "cudaStreamCreate";
    }
    if (e == cudaSuccess) {
        what = "cudaEventCreate";
        e = cudaEventCreate(&ctx->start);
        if (e == cudaSuccess)
            e = cudaEventCreateWithFlags(&ctx->stop, cudaEventBlockingSync);
        if (e == cudaSuccess)
            e = cudaEventCreateWithFlags(&ctx->idle, cudaEventBlockingSync | cudaEventDisableTiming);
        for (int i = 0; i < 3 && e == cudaSuccess; ++i)
            e = cudaEventCreateWithFlags(&ctx->panelDone[i], cudaEventBlockingSync | cudaEventDisableTiming);
    }
    if (e == cudaSuccess) {
        what = "cudaHostAlloc(gate flags)";
        e = cudaHostAlloc(reinterpret_cast<void **>(&ctx->gateHost), 2 * sizeof(int), cudaHostAllocMapped);
        if (e == cudaSuccess) {
            ctx->gateHost[0] = 1;
            ctx->gateHost[1] = 0;
            // The runtime maps pinned memory implicitly (cudaDeviceMapHost).
            // Should the call still fail, the host pointer is NOT a stand-in:
            // on a device without mapped host memory the gate kernel would
            // read an illegal address and poison the context. Time ungated.
            if (cudaHostGetDevicePointer(reinterpret_cast<void **>(&ctx->gateDevice), ctx->gateHost, 0) !=
                cudaSuccess) {
                (void)cudaGetLastError();
                ctx->gateDevice = nullptr;
                ctx->gateOff = "no device pointer for the gate's flags (cudaHostGetDevicePointer failed)";
            }
        }
    }
    if (e != cudaSuccess) {
        cudaFailure(err, errlen, what, e);
        gpulab_cuda_destroy(ctx);
        return nullptr;
    }
    if (processGateOff() != nullptr)
        ctx->gateOff = processGateOff();
    if (!hasCodeForDevice(ctx, err, errlen)) {
        gpulab_cuda_destroy(ctx);
        return nullptr;
    }

    if (kernel == GPULAB_CUDA_KERNEL_CUBLAS) {
        const auto t0 = std::chrono::steady_clock::now();
        cublasStatus_t s = cublasCreate(&ctx->blas);
        what = "cublasCreate";
        if (s == CUBLAS_STATUS_SUCCESS) {
            s = cublasSetStream(ctx->blas, ctx->stream);
            what = "cublasSetStream";
        }
        ctx->handleSeconds = secondsBetween(t0, std::chrono::steady_clock::now());
        if (s == CUBLAS_STATUS_SUCCESS) {
            // Our own workspace, set after cublasSetStream (which resets it):
            // no multiply then allocates anything.
            e = cudaMalloc(&ctx->workspace, kWorkspaceBytes);
            if (e != cudaSuccess) {
                cudaFailure(err, errlen, "cudaMalloc(cuBLAS workspace)", e);
                gpulab_cuda_destroy(ctx);
                return nullptr;
            }
            s = cublasSetWorkspace(ctx->blas, ctx->workspace, kWorkspaceBytes);
            what = "cublasSetWorkspace";
        }
        if (s == CUBLAS_STATUS_SUCCESS) {
            // Full fp32 for cublasSgemm: no TF32 tensor-core shortcut, so the
            // fp32 result is comparable with the CPU backends and the naive
            // kernel. TF32 is asked for per call (CUBLAS_COMPUTE_32F_FAST_TF32).
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

GPULAB_CUDA_EXPORT double gpulab_cuda_handle_seconds(const gpulab_cuda_ctx *ctx)
{
    return ctx != nullptr ? ctx->handleSeconds : 0.0;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_set_precision(gpulab_cuda_ctx *ctx, int precision, char *err, int errlen)
{
    clearError(err, errlen);
    if (ctx == nullptr) {
        writeError(err, errlen, "gpulab_cuda_set_precision: no context");
        return GPULAB_CUDA_ERROR;
    }
    const int cc = ctx->ccMajor * 10 + ctx->ccMinor;
    switch (precision) {
    case GPULAB_CUDA_PRECISION_FP32: break;
    case GPULAB_CUDA_PRECISION_TF32:
    case GPULAB_CUDA_PRECISION_BF16:
    case GPULAB_CUDA_PRECISION_FP16: {
        const char *name = precision == GPULAB_CUDA_PRECISION_TF32   ? "TF32"
                           : precision == GPULAB_CUDA_PRECISION_BF16 ? "bf16"
                                                                     : "fp16";
        if (ctx->kernel != GPULAB_CUDA_KERNEL_CUBLAS) {
            writeError(err, errlen, "the naive CUDA kernel is fp32 only; %s runs through cuBLAS", name);
            return GPULAB_CUDA_UNSUPPORTED;
        }
        const int needs = precision == GPULAB_CUDA_PRECISION_FP16 ? 70 : 80;
        if (cc < needs) {
            writeError(err, errlen, "%s tensor-core GEMM needs compute capability %d.%d or newer; this GPU is %d.%d",
                       name, needs / 10, needs % 10, ctx->ccMajor, ctx->ccMinor);
            return GPULAB_CUDA_UNSUPPORTED;
        }
        break;
    }
    default: writeError(err, errlen, "unknown precision %d", precision); return GPULAB_CUDA_UNSUPPORTED;
    }
    if (precision != ctx->precision)
        freeBuffers(ctx); // the operand format changes: prepare again
    ctx->precision = precision;
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_panel_rows(const gpulab_cuda_ctx *ctx, int n)
{
    return ctx != nullptr ? panelRowsFor(ctx, n) : n;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_set_panel_rows(gpulab_cuda_ctx *ctx, int rows)
{
    if (ctx == nullptr || rows < 0)
        return GPULAB_CUDA_ERROR;
    if (rows != ctx->forcedPanelRows)
        ctx->warm = false; // new panel shapes: warm them before the next timed run
    ctx->forcedPanelRows = rows;
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_timing_method(const gpulab_cuda_ctx *ctx, char *why, int whylen)
{
    clearError(why, whylen);
    if (ctx == nullptr)
        return GPULAB_CUDA_TIMING_NONE;
    if (ctx->gateOff != nullptr)
        writeError(why, whylen, "%s", ctx->gateOff);
    return ctx->timingMethod;
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

    // In double: 3·n²·4 overflows 64 bits for n near INT_MAX. fp32 and TF32
    // keep three fp32 matrices; fp16/bf16 keep fp32 C and two 16-bit operands
    // (each operand is staged in C while it is converted).
    const double needed = static_cast<double>(n) * static_cast<double>(n) *
                          static_cast<double>(sizeof(float) + 2 * elementBytes(ctx->precision));
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
    if (a == nullptr || b == nullptr) {
        writeError(err, errlen, "gpulab_cuda_prepare: A or B is NULL");
        return GPULAB_CUDA_ERROR;
    }
    const std::size_t count = elements(n); // fits: it is below the free memory
    const std::size_t fp32Bytes = count * sizeof(float);
    const std::size_t operandBytes = count * elementBytes(ctx->precision);

    cudaError_t e = cudaMalloc(reinterpret_cast<void **>(&ctx->c), fp32Bytes);
    if (e == cudaSuccess)
        e = cudaMalloc(&ctx->a, operandBytes);
    if (e == cudaSuccess)
        e = cudaMalloc(&ctx->b, operandBytes);
    if (e != cudaSuccess) {
        const int code = cudaFailure(err, errlen, "cudaMalloc", e);
        freeBuffers(ctx);
        return code;
    }
    // Pageable host memory: the copies are staged by the driver, which is
    // fine since upload is outside the timed region.
    if (!halfInputs(ctx->precision)) {
        e = cudaMemcpyAsync(ctx->a, a, fp32Bytes, cudaMemcpyHostToDevice, ctx->stream);
        if (e == cudaSuccess)
            e = cudaMemcpyAsync(ctx->b, b, fp32Bytes, cudaMemcpyHostToDevice, ctx->stream);
    } else {
        // Upload each fp32 operand into C (free until the multiply) and round
        // it on the device into its 16-bit buffer.
        for (int i = 0; i < 2 && e == cudaSuccess; ++i) {
            e = cudaMemcpyAsync(ctx->c, i == 0 ? a : b, fp32Bytes, cudaMemcpyHostToDevice, ctx->stream);
            if (e == cudaSuccess)
                e = convertOnDevice(ctx->precision, count, ctx->c, i == 0 ? ctx->a : ctx->b, ctx->stream);
        }
    }
    if (e == cudaSuccess)
        e = cudaMemsetAsync(ctx->c, 0, fp32Bytes, ctx->stream);
    if (e == cudaSuccess)
        e = drain(ctx);
    if (e != cudaSuccess) {
        const int code = cudaFailure(err, errlen, "upload of A and B", e);
        freeBuffers(ctx);
        return code;
    }
    ctx->n = n;
    ctx->warm = false;
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
    if (should_cancel != nullptr && should_cancel(user) != 0) {
        writeError(err, errlen, "cancelled");
        return GPULAB_CUDA_CANCELLED;
    }
    int code = warmShapes(ctx, err, errlen);
    if (code != GPULAB_CUDA_OK)
        return code;

    // Barrier before: nothing earlier on the stream may leak into the timing.
    const cudaError_t before = drain(ctx);
    if (before != cudaSuccess)
        return cudaFailure(err, errlen, "barrier before run", before);
    code = runPanels(ctx, should_cancel, user, err, errlen);
    if (code != GPULAB_CUDA_OK)
        return code;
    float ms = 0.0f;
    const cudaError_t e = cudaEventElapsedTime(&ms, ctx->start, ctx->stop);
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
    if (out == nullptr || out->size != static_cast<int>(sizeof(gpulab_cuda_sync_timing_t))) {
        writeError(err, errlen, "gpulab_cuda_time_sync: no result struct, or one of another size");
        return GPULAB_CUDA_ERROR;
    }
    std::memset(out, 0, sizeof(*out));
    out->size = static_cast<int>(sizeof(gpulab_cuda_sync_timing_t));
    out->cold.size = static_cast<int>(sizeof(gpulab_cuda_sync_sample_t));
    if (ctx == nullptr || ctx->n <= 0) {
        writeError(err, errlen, "gpulab_cuda_time_sync called before a successful prepare");
        return GPULAB_CUDA_ERROR;
    }
    if (ctx->kernel != GPULAB_CUDA_KERNEL_CUBLAS) {
        writeError(err, errlen, "gpulab_cuda_time_sync needs a cuBLAS context");
        return GPULAB_CUDA_ERROR;
    }
    if (const int rows = panelRowsFor(ctx, ctx->n); rows < ctx->n) {
        // Each reading times the whole multiply as one cuBLAS call: at a
        // size a run would cut into panels that call is long and cannot be
        // cancelled, and it is not what gpulab_cuda_run times.
        writeError(err, errlen,
                   "gpulab_cuda_time_sync times one cuBLAS call, but n = %d runs in %d-row panels at this "
                   "precision: choose a smaller n",
                   ctx->n, rows);
        return GPULAB_CUDA_ERROR;
    }
    if (warmup < 0 || repeats < 0 || (repeats > 0 && samples == nullptr) ||
        (repeats > 0 && samples[0].size != static_cast<int>(sizeof(gpulab_cuda_sync_sample_t)))) {
        writeError(err, errlen, "gpulab_cuda_time_sync: warm-up %d, repeats %d, samples %s", warmup, repeats,
                   samples == nullptr ? "NULL" : "given (samples[0].size must be set)");
        return GPULAB_CUDA_ERROR;
    }
    out->n = ctx->n;
    out->handle_seconds = ctx->handleSeconds;
    out->cold_was_process_first = g_cublasHasRun.load(std::memory_order_relaxed) ? 0 : 1;

    // The cold call is never gated: lazy kernel loading may wait for an idle
    // device, and a first call's cost is exactly what it is meant to show.
    int code = timeOneSync(ctx, false, &out->cold, err, errlen);
    if (code != GPULAB_CUDA_OK)
        return code;
    gpulab_cuda_sync_sample_t scratch{};
    for (int i = 0; i < warmup + repeats; ++i) {
        if (should_cancel != nullptr && should_cancel(user) != 0) {
            writeError(err, errlen, "cancelled");
            return GPULAB_CUDA_CANCELLED;
        }
        const bool counted = i >= warmup;
        gpulab_cuda_sync_sample_t *sample = counted ? &samples[i - warmup] : &scratch;
        code = timeOneSync(ctx, gated(ctx), sample, err, errlen);
        sample->size = static_cast<int>(sizeof(gpulab_cuda_sync_sample_t));
        if (code != GPULAB_CUDA_OK)
            return code;
        if (counted) {
            out->repeats = i - warmup + 1;
            ctx->timingMethod = gated(ctx) ? GPULAB_CUDA_TIMING_GATED : GPULAB_CUDA_TIMING_UNGATED;
        }
    }
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_bandwidth(gpulab_cuda_ctx *ctx, long long bytes, int repeats,
                                             gpulab_cuda_cancel_fn should_cancel, void *user, double *bytes_per_second,
                                             char *err, int errlen)
{
    clearError(err, errlen);
    if (bytes_per_second != nullptr)
        *bytes_per_second = 0.0;
    if (ctx == nullptr || bytes_per_second == nullptr || bytes < 0 || repeats <= 0) {
        writeError(err, errlen, "gpulab_cuda_bandwidth: no context or result, bytes %lld, repeats %d", bytes, repeats);
        return GPULAB_CUDA_ERROR;
    }
    std::size_t freeB = 0, totalB = 0;
    cudaError_t e = cudaMemGetInfo(&freeB, &totalB);
    if (e != cudaSuccess)
        return cudaFailure(err, errlen, "cudaMemGetInfo", e);
    std::size_t size = static_cast<std::size_t>(bytes);
    if (size == 0) // two buffers of at most a quarter of free memory each, up to 1 GiB
        size = std::min<std::size_t>(std::size_t{1} << 30, (freeB > kSlackBytes ? freeB - kSlackBytes : 0) / 4) &
               ~((std::size_t{1} << 20) - 1);
    if (size < (std::size_t{1} << 20) || 2 * size + kSlackBytes > freeB) {
        writeError(err, errlen, "not enough free GPU memory for the bandwidth copy (%.2f GB free)",
                   static_cast<double>(freeB) / kGB);
        return GPULAB_CUDA_OUT_OF_MEMORY;
    }
    void *src = nullptr, *dst = nullptr;
    e = cudaMalloc(&src, size);
    if (e == cudaSuccess)
        e = cudaMalloc(&dst, size);
    if (e == cudaSuccess)
        e = cudaMemsetAsync(src, 1, size, ctx->stream);
    int code = e == cudaSuccess ? GPULAB_CUDA_OK : cudaFailure(err, errlen, "bandwidth buffers", e);
    constexpr int kWarmup = 2;
    // No std::vector here: its bad_alloc would cross the C boundary.
    std::unique_ptr<double[]> seconds(new (std::nothrow) double[static_cast<std::size_t>(repeats)]);
    if (code == GPULAB_CUDA_OK && seconds == nullptr) {
        writeError(err, errlen, "out of host memory for %d bandwidth samples", repeats);
        code = GPULAB_CUDA_ERROR;
    }
    int timed = 0;
    const bool useGate = gated(ctx);
    for (int i = 0; code == GPULAB_CUDA_OK && i < kWarmup + repeats; ++i) {
        if (should_cancel != nullptr && should_cancel(user) != 0) {
            writeError(err, errlen, "cancelled");
            code = GPULAB_CUDA_CANCELLED;
            break;
        }
        // Gated like a multiply: the start event and the copy are queued
        // behind the gate, so the launch gap is not in the reading.
        e = drain(ctx);
        bool gateClosed = false;
        if (e == cudaSuccess && useGate) {
            e = closeGate(ctx);
            gateClosed = e == cudaSuccess;
        }
        if (e == cudaSuccess)
            e = cudaEventRecord(ctx->start, ctx->stream);
        if (e == cudaSuccess)
            e = cudaMemcpyAsync(dst, src, size, cudaMemcpyDeviceToDevice, ctx->stream);
        if (e == cudaSuccess)
            e = cudaEventRecord(ctx->stop, ctx->stream);
        if (gateClosed)
            openGate(ctx); // also on a failure above: the stream must not stay held
        if (e == cudaSuccess)
            e = cudaEventSynchronize(ctx->stop);
        float ms = 0.0f;
        if (e == cudaSuccess)
            e = cudaEventElapsedTime(&ms, ctx->start, ctx->stop);
        if (e != cudaSuccess) {
            code = cudaFailure(err, errlen, "device-to-device copy", e);
            break;
        }
        if (gateClosed && gateTimedOut(ctx)) {
            writeError(err, errlen, "the start gate opened by its %.0f s timeout: queuing the copy took that long",
                       static_cast<double>(kGateTimeoutNs) * 1e-9);
            code = GPULAB_CUDA_ERROR;
            break;
        }
        if (i >= kWarmup)
            seconds[timed++] = static_cast<double>(ms) * 1e-3;
    }
    (void)drain(ctx);
    cudaFree(src);
    cudaFree(dst);
    (void)cudaGetLastError();
    if (code != GPULAB_CUDA_OK)
        return code;
    ctx->timingMethod = useGate ? GPULAB_CUDA_TIMING_GATED : GPULAB_CUDA_TIMING_UNGATED;
    std::sort(seconds.get(), seconds.get() + timed);
    const double median = seconds[static_cast<std::size_t>(timed / 2)];
    if (median <= 0.0) {
        writeError(err, errlen, "the copy took no measurable time");
        return GPULAB_CUDA_ERROR;
    }
    *bytes_per_second = 2.0 * static_cast<double>(size) / median; // read + write
    return GPULAB_CUDA_OK;
}

GPULAB_CUDA_EXPORT int gpulab_cuda_fetch(gpulab_cuda_ctx *ctx, float *c, char *err, int errlen)
{
    clearError(err, errlen);
    if (ctx == nullptr || ctx->n <= 0 || c == nullptr) {
        writeError(err, errlen, "gpulab_cuda_fetch: nothing prepared or C is NULL");
        return GPULAB_CUDA_ERROR;
    }
    // Ordered on our stream, then waited for (sleeping): the same as
    // cudaMemcpy, but independent of how the stream relates to the legacy
    // default stream.
    cudaError_t e = cudaMemcpyAsync(c, ctx->c, elements(ctx->n) * sizeof(float), cudaMemcpyDeviceToHost, ctx->stream);
    if (e == cudaSuccess)
        e = drain(ctx);
    return e == cudaSuccess ? GPULAB_CUDA_OK : cudaFailure(err, errlen, "download of C", e);
}

} // extern "C"
