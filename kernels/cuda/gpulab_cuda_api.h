#pragma once

/* The C interface of the CUDA module (libgpulab_cuda.so).
 *
 * The module links libcudart and libcublas; the rest of the program never
 * does. It is opened with dlopen() at run time, so the same gpulab binary
 * starts on a machine without any CUDA library and explains what is missing.
 * Plain C types only: no CUDA headers, no C++ types cross this boundary.
 *
 * Every struct starts with `size`: the caller sets it to sizeof the struct it
 * was compiled with, and the module refuses (GPULAB_CUDA_ERROR) a size other
 * than its own, so a module and a program built from different headers can
 * never read past each other's structs. */

#ifdef __cplusplus
extern "C" {
#endif

/* The module is built with hidden visibility; only these calls are exported. */
#if defined(__GNUC__)
#define GPULAB_CUDA_EXPORT __attribute__((visibility("default")))
#else
#define GPULAB_CUDA_EXPORT
#endif

/* 2: run() takes a cancel callback; gpulab_cuda_free_bytes added.
 * 3: gpulab_cuda_time_sync added (the timing-pitfall lab).
 * 4: a size field first in every struct; the probe creates no context (no free
 *    memory in it); precisions, panelled cancellable cuBLAS runs, gated
 *    start events, blocking-sync waits, gpulab_cuda_bandwidth.
 * 5: gpulab_cuda_timing_method (gated or not, and why) and
 *    gpulab_cuda_set_panel_rows; create refuses a card the module has no
 *    code for; the gate can be switched off (GPULAB_CUDA_GATE=0) and is off
 *    under injection (CUDA_INJECTION64_PATH); the bandwidth copy is gated. */
#define GPULAB_CUDA_API_VERSION 5
#define GPULAB_CUDA_TEXT 256

typedef struct gpulab_cuda_probe_t {
    int size;               /* sizeof(gpulab_cuda_probe_t), set by the caller */
    int api_version;        /* GPULAB_CUDA_API_VERSION of the module */
    int runtime_version;    /* cudaRuntimeGetVersion, e.g. 13000 = 13.0 */
    int driver_version;     /* cudaDriverGetVersion, highest CUDA the driver supports; 0 = no driver */
    int cublas_version;     /* cublasGetProperty major*10000+minor*100+patch; 0 if unknown */
    int device_count_error; /* cudaError_t returned by cudaGetDeviceCount (0 = cudaSuccess) */
    char device_count_error_name[GPULAB_CUDA_TEXT]; /* cudaGetErrorName, e.g. "cudaErrorInsufficientDriver" */
    char device_count_error_text[GPULAB_CUDA_TEXT]; /* cudaGetErrorString */
    int device_count;
    /* Device 0; valid only when device_count > 0. Read from device attributes
     * only: the probe creates no CUDA context (so it reserves no GPU memory and
     * costs no context start-up). Free memory needs a context: ask
     * gpulab_cuda_free_bytes from the thread that will use the GPU. */
    char name[GPULAB_CUDA_TEXT];
    long long total_bytes; /* cudaDeviceProp::totalGlobalMem */
    int cc_major;
    int cc_minor;
    int sm_count;
    int clock_khz;  /* cudaDevAttrClockRate: the peak (boost) clock */
    int pci_domain; /* for matching NVML's view of the same card */
    int pci_bus;
    int pci_device;
    int fp32_lanes_per_sm; /* from the compute capability */
    double peak_gflops;    /* 2 * sm_count * lanes * clock (fp32, no tensor cores) */
} gpulab_cuda_probe_t;

/* kernel selector for gpulab_cuda_create */
#define GPULAB_CUDA_KERNEL_CUBLAS 0
#define GPULAB_CUDA_KERNEL_NAIVE 1

/* precision selector for gpulab_cuda_set_precision (cuBLAS contexts; the
 * naive kernel is fp32 only). Every one accumulates and writes C in fp32. */
#define GPULAB_CUDA_PRECISION_FP32 0 /* cublasSgemm, CUBLAS_DEFAULT_MATH (no TF32) */
#define GPULAB_CUDA_PRECISION_TF32 1 /* cublasGemmEx, fp32 in/out, CUBLAS_COMPUTE_32F_FAST_TF32 */
#define GPULAB_CUDA_PRECISION_FP16 2 /* cublasGemmEx, CUDA_R_16F inputs, CUBLAS_COMPUTE_32F */
#define GPULAB_CUDA_PRECISION_BF16 3 /* cublasGemmEx, CUDA_R_16BF inputs, CUBLAS_COMPUTE_32F */

/* status codes returned by the calls below */
#define GPULAB_CUDA_OK 0
#define GPULAB_CUDA_CANCELLED 1
#define GPULAB_CUDA_OUT_OF_MEMORY 2
#define GPULAB_CUDA_ERROR 3
#define GPULAB_CUDA_UNSUPPORTED 4

typedef struct gpulab_cuda_ctx gpulab_cuda_ctx;

/* Polled between row panels of long multiplies (both kernels) and between
 * repeats; returns non-zero to stop. Called on the thread that called run. */
typedef int (*gpulab_cuda_cancel_fn)(void *user);

GPULAB_CUDA_EXPORT int gpulab_cuda_api_version(void);

/* Fills *out (out->size must be sizeof(gpulab_cuda_probe_t)); errors of the
 * CUDA calls are recorded in the struct. Creates no CUDA context. Returns
 * GPULAB_CUDA_ERROR only for a NULL or wrongly sized struct. */
GPULAB_CUDA_EXPORT int gpulab_cuda_probe(gpulab_cuda_probe_t *out);

/* Fresh cudaMemGetInfo for device 0, in bytes. Creates (or reuses) the
 * device's primary context: call it from the worker that runs the GPU work. */
GPULAB_CUDA_EXPORT int gpulab_cuda_free_bytes(long long *free_bytes, long long *total_bytes, char *err, int errlen);

/* Creates a context on device 0 with its own stream (and cuBLAS handle for
 * the cuBLAS kernel). Returns NULL and writes a message on failure, among
 * them a card this build has no code for (checked with
 * cudaFuncGetAttributes on one of the module's kernels). */
GPULAB_CUDA_EXPORT gpulab_cuda_ctx *gpulab_cuda_create(int kernel, char *err, int errlen);

/* Host seconds that gpulab_cuda_create spent in cublasCreate + cublasSetStream
 * for this context (0 for the naive kernel): a cold cost that no multiply
 * reading contains. */
GPULAB_CUDA_EXPORT double gpulab_cuda_handle_seconds(const gpulab_cuda_ctx *ctx);

/* Chooses the precision of the following prepare/run calls (see
 * GPULAB_CUDA_PRECISION_*). GPULAB_CUDA_UNSUPPORTED, with the reason, when the
 * device or kernel cannot run it; the previous precision then stays. Frees
 * what an earlier prepare allocated (prepare again afterwards). */
GPULAB_CUDA_EXPORT int gpulab_cuda_set_precision(gpulab_cuda_ctx *ctx, int precision, char *err, int errlen);

/* Allocates the device buffers (at most 3*n*n*4 bytes at any moment, refused
 * with GPULAB_CUDA_OUT_OF_MEMORY when free memory is short) and uploads
 * row-major fp32 A, B; for fp16/bf16 converts them on the device (round to
 * nearest even). The memory check comes before A and B are read. Prepare
 * runs no multiply: the first gpulab_cuda_run after it first runs one
 * untimed panel of each shape the run will use (so cuBLAS's lazy kernel
 * loading, heuristics and workspace are paid outside the timed region), and
 * gpulab_cuda_time_sync's cold call is really cold. */
GPULAB_CUDA_EXPORT int gpulab_cuda_prepare(gpulab_cuda_ctx *ctx, int n, const float *a, const float *b, char *err,
                                           int errlen);

/* One multiply C = A*B, in row panels (see gpulab_cuda_panel_rows); up to
 * three panels (naive kernel) or two (cuBLAS) are queued at a time.
 * Measured: the device time from the moment the first panel can start to the
 * end of the last one, by CUDA events. The stream is first held by a small
 * gate kernel; the start event, every panel's launch and the stop event are
 * queued behind it, then the gate is opened - so the start event fires only
 * once the multiply is already queued, and host-side cuBLAS work (argument
 * checks, kernel selection, launch) is not inside the reading. Before it:
 * a barrier on the stream; after it: a blocking-sync wait on the stop event
 * (no core spins). should_cancel(user) is polled between panels (may be
 * NULL); a cancelled run returns GPULAB_CUDA_CANCELLED. */
GPULAB_CUDA_EXPORT int gpulab_cuda_run(gpulab_cuda_ctx *ctx, gpulab_cuda_cancel_fn should_cancel, void *user,
                                       double *seconds, char *err, int errlen);

/* Rows of C per panel for size n in the context's kernel and precision (n when
 * the multiply is one launch). cuBLAS: about 1 TFLOP (fp32) or 8 TFLOP
 * (tensor-core precisions) per panel, one call up to twice that. Naive
 * kernel: whole waves of thread blocks (SM count x resident blocks per SM),
 * a few GFLOP per panel. */
GPULAB_CUDA_EXPORT int gpulab_cuda_panel_rows(const gpulab_cuda_ctx *ctx, int n);

/* Forces `rows` rows of C per panel (0: automatic, as above) for the
 * following runs, whatever n is: a test hook, so that a multiply that really
 * runs in panels can be verified at a small n. GPULAB_CUDA_ERROR for a NULL
 * context or rows < 0. */
GPULAB_CUDA_EXPORT int gpulab_cuda_set_panel_rows(gpulab_cuda_ctx *ctx, int rows);

/* How the last gpulab_cuda_run, gpulab_cuda_bandwidth or warmed
 * gpulab_cuda_time_sync sample of this context was timed:
 *   GPULAB_CUDA_TIMING_GATED   - the start event was queued behind the gate
 *                                kernel together with the work: device time
 *                                of the work only;
 *   GPULAB_CUDA_TIMING_UNGATED - events on an idle stream, recorded as the
 *                                host queued the work: the reading also holds
 *                                the launch gap and host-side library work;
 *   GPULAB_CUDA_TIMING_NONE    - nothing timed yet.
 * `why` (may be NULL) receives, for ungated timing, the reason the gate was
 * off for this context: GPULAB_CUDA_GATE=0, CUDA_INJECTION64_PATH set (a
 * profiler such as Nsight Compute serialises launches, so a gate would only
 * open by its timeout), CUDA_LAUNCH_BLOCKING=1, or no device pointer for the
 * gate's flags; "" otherwise. */
#define GPULAB_CUDA_TIMING_NONE 0
#define GPULAB_CUDA_TIMING_GATED 1
#define GPULAB_CUDA_TIMING_UNGATED 2
GPULAB_CUDA_EXPORT int gpulab_cuda_timing_method(const gpulab_cuda_ctx *ctx, char *why, int whylen);

/* One cuBLAS multiply read by three clocks at once (seconds):
 *   host_nosync: host clock from just before the cuBLAS call until it returns,
 *                no barrier: the time to enqueue the work, not to do it;
 *   host_sync:   the same start, stopped when cudaStreamSynchronize returns
 *                (a spinning wait: this barrier is the one being timed);
 *   events:      cudaEventElapsedTime between events recorded on the stream
 *                around the multiply. events_gated says what that covers:
 *                1 - the start event was queued behind the gate (see
 *                    gpulab_cuda_run) together with the multiply: device time
 *                    of the multiply only;
 *                0 - the start event was recorded on an idle stream just
 *                    before the cuBLAS call: the reading also contains the
 *                    host-side work of that call (and, on a cold call, lazy
 *                    kernel loading) during which the GPU sat waiting. */
typedef struct gpulab_cuda_sync_sample_t {
    int size; /* sizeof(gpulab_cuda_sync_sample_t), set by the caller in samples[0] */
    int events_gated;
    double host_nosync;
    double host_sync;
    double events;
} gpulab_cuda_sync_sample_t;

typedef struct gpulab_cuda_sync_timing_t {
    int size;                       /* sizeof(gpulab_cuda_sync_timing_t), set by the caller */
    int n;                          /* the prepared size */
    int repeats;                    /* warmed samples written to the caller's array */
    int cold_was_process_first;     /* 1: `cold` is the first cuBLAS multiply of this process
                                       (lazy loading of cuBLAS's kernels and the first use of
                                       the workspace included); 0: this process had multiplied
                                       with cuBLAS before, so `cold` is a first call of this
                                       timing run only */
    double handle_seconds;          /* cublasCreate + cublasSetStream of this context, host
                                       clock, paid in gpulab_cuda_create: not inside `cold` */
    gpulab_cuda_sync_sample_t cold; /* the first call of this timing run, never gated */
} gpulab_cuda_sync_timing_t;

/* The timing-pitfall measurement on the context's stream (cuBLAS contexts
 * only, fp32 or the chosen precision, after a successful prepare, n small
 * enough for one panel: GPULAB_CUDA_ERROR otherwise). Call 1 is the cold one
 * and is reported in out->cold (ungated: what a first call really costs);
 * then `warmup` uncounted calls; then `repeats` calls, gated where the
 * context's gate is on (see gpulab_cuda_timing_method), whose readings go to samples[0 .. repeats-1] (the
 * caller's array, at least `repeats` long, samples[0].size set). Every call
 * starts after a stream barrier, so no earlier work leaks into any reading.
 * should_cancel(user) is polled between calls (may be NULL):
 * GPULAB_CUDA_CANCELLED, with out->repeats saying how many samples were
 * written. C holds the last product afterwards (fetch it to verify). */
GPULAB_CUDA_EXPORT int gpulab_cuda_time_sync(gpulab_cuda_ctx *ctx, int warmup, int repeats,
                                             gpulab_cuda_sync_sample_t *samples, gpulab_cuda_sync_timing_t *out,
                                             gpulab_cuda_cancel_fn should_cancel, void *user, char *err, int errlen);

/* Sustained device memory bandwidth: a device-to-device cudaMemcpyAsync of
 * `bytes` (0: a size chosen from free memory, up to 1 GiB), 2 warm-up copies
 * then `repeats` copies timed by events, gated like gpulab_cuda_run where the
 * gate is on (so the launch gap is not counted); *bytes_per_second counts each copy
 * as 2 x bytes moved (read + write), the convention of NVIDIA's
 * bandwidthTest. Uses its own buffers, freed before returning; cancellable
 * between copies. */
GPULAB_CUDA_EXPORT int gpulab_cuda_bandwidth(gpulab_cuda_ctx *ctx, long long bytes, int repeats,
                                             gpulab_cuda_cancel_fn should_cancel, void *user, double *bytes_per_second,
                                             char *err, int errlen);

/* Downloads row-major C. */
GPULAB_CUDA_EXPORT int gpulab_cuda_fetch(gpulab_cuda_ctx *ctx, float *c, char *err, int errlen);

/* Frees device buffers; the context stays usable for another prepare. NULL is ignored. */
GPULAB_CUDA_EXPORT void gpulab_cuda_release(gpulab_cuda_ctx *ctx);

/* Releases and frees the context. NULL is ignored. */
GPULAB_CUDA_EXPORT void gpulab_cuda_destroy(gpulab_cuda_ctx *ctx);

/* Pointer types for the dlsym() side. */
typedef int (*gpulab_cuda_api_version_fn)(void);
typedef int (*gpulab_cuda_probe_fn)(gpulab_cuda_probe_t *);
typedef int (*gpulab_cuda_free_bytes_fn)(long long *, long long *, char *, int);
typedef gpulab_cuda_ctx *(*gpulab_cuda_create_fn)(int, char *, int);
typedef double (*gpulab_cuda_handle_seconds_fn)(const gpulab_cuda_ctx *);
typedef int (*gpulab_cuda_set_precision_fn)(gpulab_cuda_ctx *, int, char *, int);
typedef int (*gpulab_cuda_prepare_fn)(gpulab_cuda_ctx *, int, const float *, const float *, char *, int);
typedef int (*gpulab_cuda_run_fn)(gpulab_cuda_ctx *, gpulab_cuda_cancel_fn, void *, double *, char *, int);
typedef int (*gpulab_cuda_panel_rows_fn)(const gpulab_cuda_ctx *, int);
typedef int (*gpulab_cuda_set_panel_rows_fn)(gpulab_cuda_ctx *, int);
typedef int (*gpulab_cuda_timing_method_fn)(const gpulab_cuda_ctx *, char *, int);
typedef int (*gpulab_cuda_fetch_fn)(gpulab_cuda_ctx *, float *, char *, int);
typedef int (*gpulab_cuda_time_sync_fn)(gpulab_cuda_ctx *, int, int, gpulab_cuda_sync_sample_t *,
                                        gpulab_cuda_sync_timing_t *, gpulab_cuda_cancel_fn, void *, char *, int);
typedef int (*gpulab_cuda_bandwidth_fn)(gpulab_cuda_ctx *, long long, int, gpulab_cuda_cancel_fn, void *, double *,
                                        char *, int);
typedef void (*gpulab_cuda_release_fn)(gpulab_cuda_ctx *);
typedef void (*gpulab_cuda_destroy_fn)(gpulab_cuda_ctx *);

#ifdef __cplusplus
}
#endif
