#pragma once

/* The C interface of the CUDA module (libgpulab_cuda.so).
 *
 * The module links libcudart and libcublas; the rest of the program never
 * does. It is opened with dlopen() at run time, so the same gpulab binary
 * starts on a machine without any CUDA library and explains what is missing.
 * Plain C types only: no CUDA headers, no C++ types cross this boundary. */

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
 * 3: gpulab_cuda_time_sync added (the timing-pitfall lab). */
#define GPULAB_CUDA_API_VERSION 3
#define GPULAB_CUDA_TEXT 256

typedef struct gpulab_cuda_probe_t {
    int api_version;        /* GPULAB_CUDA_API_VERSION of the module */
    int runtime_version;    /* cudaRuntimeGetVersion, e.g. 13000 = 13.0 */
    int driver_version;     /* cudaDriverGetVersion, highest CUDA the driver supports; 0 = no driver */
    int cublas_version;     /* cublasGetProperty major*10000+minor*100+patch; 0 if unknown */
    int device_count_error; /* cudaError_t returned by cudaGetDeviceCount (0 = cudaSuccess) */
    char device_count_error_name[GPULAB_CUDA_TEXT]; /* cudaGetErrorName, e.g. "cudaErrorInsufficientDriver" */
    char device_count_error_text[GPULAB_CUDA_TEXT]; /* cudaGetErrorString */
    int device_count;
    /* Device 0; valid only when device_count > 0. */
    char name[GPULAB_CUDA_TEXT];
    long long total_bytes;
    long long free_bytes;
    int cc_major;
    int cc_minor;
    int sm_count;
    int clock_khz;         /* cudaDevAttrClockRate */
    int fp32_lanes_per_sm; /* from the compute capability */
    double peak_gflops;    /* 2 * sm_count * lanes * clock */
} gpulab_cuda_probe_t;

/* kernel selector for gpulab_cuda_create */
#define GPULAB_CUDA_KERNEL_CUBLAS 0
#define GPULAB_CUDA_KERNEL_NAIVE 1

/* status codes returned by the calls below */
#define GPULAB_CUDA_OK 0
#define GPULAB_CUDA_CANCELLED 1
#define GPULAB_CUDA_OUT_OF_MEMORY 2
#define GPULAB_CUDA_ERROR 3

typedef struct gpulab_cuda_ctx gpulab_cuda_ctx;

/* Polled by gpulab_cuda_run between row panels of long naive-kernel runs;
 * returns non-zero to stop. Called on the thread that called run. */
typedef int (*gpulab_cuda_cancel_fn)(void *user);

GPULAB_CUDA_EXPORT int gpulab_cuda_api_version(void);

/* Fills *out; never fails (errors are recorded in the struct). */
GPULAB_CUDA_EXPORT void gpulab_cuda_probe(gpulab_cuda_probe_t *out);

/* Fresh cudaMemGetInfo for device 0, in bytes. */
GPULAB_CUDA_EXPORT int gpulab_cuda_free_bytes(long long *free_bytes, long long *total_bytes, char *err, int errlen);

/* Creates a context on device 0 with its own stream (and cuBLAS handle for
 * the cuBLAS kernel). Returns NULL and writes a message on failure. */
GPULAB_CUDA_EXPORT gpulab_cuda_ctx *gpulab_cuda_create(int kernel, char *err, int errlen);

/* Allocates A, B, C on the device (3*n*n*4 bytes, refused with
 * GPULAB_CUDA_OUT_OF_MEMORY when free memory is short) and uploads row-major A, B.
 * The memory check comes before A and B are read. */
GPULAB_CUDA_EXPORT int gpulab_cuda_prepare(gpulab_cuda_ctx *ctx, int n, const float *a, const float *b, char *err,
                                           int errlen);

/* One multiply C = A*B: stream synchronised before, CUDA events around the
 * work, event synchronised after; *seconds is the event-measured time.
 * should_cancel(user) is polled between row panels of long naive-kernel runs
 * (may be NULL); a cancelled run returns GPULAB_CUDA_CANCELLED. */
GPULAB_CUDA_EXPORT int gpulab_cuda_run(gpulab_cuda_ctx *ctx, gpulab_cuda_cancel_fn should_cancel, void *user,
                                       double *seconds, char *err, int errlen);

/* One cuBLAS multiply read by three clocks at once (seconds):
 *   host_nosync: host clock from just before cublasSgemm until it returns,
 *                no barrier: the time to enqueue the work, not to do it;
 *   host_sync:   the same start, stopped after cudaStreamSynchronize;
 *   events:      cudaEventElapsedTime between events recorded on the
 *                stream around the multiply (device time only). */
typedef struct gpulab_cuda_sync_sample_t {
    double host_nosync;
    double host_sync;
    double events;
} gpulab_cuda_sync_sample_t;

typedef struct gpulab_cuda_sync_timing_t {
    int n;                          /* the prepared size */
    int repeats;                    /* warmed samples written to the caller's array */
    int cold_was_first;             /* 1: `cold` is this context's first multiply (cuBLAS
                                       handle set-up, kernel selection and module loading
                                       included); 0: the context had multiplied before */
    gpulab_cuda_sync_sample_t cold; /* the first call of this timing run */
} gpulab_cuda_sync_timing_t;

/* The timing-pitfall measurement on the context's stream (cuBLAS contexts
 * only, after a successful prepare). Call 1 is the cold one and is reported
 * in out->cold; then `warmup` uncounted calls; then `repeats` calls whose
 * readings go to samples[0 .. repeats-1] (the caller's array, at least
 * `repeats` long). Every call starts after a stream barrier, so no earlier
 * work leaks into any reading. should_cancel(user) is polled between calls
 * (may be NULL): GPULAB_CUDA_CANCELLED, with out->repeats saying how many
 * samples were written. C holds the last product afterwards (fetch it to
 * verify). */
GPULAB_CUDA_EXPORT int gpulab_cuda_time_sync(gpulab_cuda_ctx *ctx, int warmup, int repeats,
                                             gpulab_cuda_sync_sample_t *samples, gpulab_cuda_sync_timing_t *out,
                                             gpulab_cuda_cancel_fn should_cancel, void *user, char *err, int errlen);

/* Downloads row-major C. */
GPULAB_CUDA_EXPORT int gpulab_cuda_fetch(gpulab_cuda_ctx *ctx, float *c, char *err, int errlen);

/* Frees device buffers; the context stays usable for another prepare. NULL is ignored. */
GPULAB_CUDA_EXPORT void gpulab_cuda_release(gpulab_cuda_ctx *ctx);

/* Releases and frees the context. NULL is ignored. */
GPULAB_CUDA_EXPORT void gpulab_cuda_destroy(gpulab_cuda_ctx *ctx);

/* Pointer types for the dlsym() side. */
typedef int (*gpulab_cuda_api_version_fn)(void);
typedef void (*gpulab_cuda_probe_fn)(gpulab_cuda_probe_t *);
typedef int (*gpulab_cuda_free_bytes_fn)(long long *, long long *, char *, int);
typedef gpulab_cuda_ctx *(*gpulab_cuda_create_fn)(int, char *, int);
typedef int (*gpulab_cuda_prepare_fn)(gpulab_cuda_ctx *, int, const float *, const float *, char *, int);
typedef int (*gpulab_cuda_run_fn)(gpulab_cuda_ctx *, gpulab_cuda_cancel_fn, void *, double *, char *, int);
typedef int (*gpulab_cuda_fetch_fn)(gpulab_cuda_ctx *, float *, char *, int);
typedef int (*gpulab_cuda_time_sync_fn)(gpulab_cuda_ctx *, int, int, gpulab_cuda_sync_sample_t *,
                                        gpulab_cuda_sync_timing_t *, gpulab_cuda_cancel_fn, void *, char *, int);
typedef void (*gpulab_cuda_release_fn)(gpulab_cuda_ctx *);
typedef void (*gpulab_cuda_destroy_fn)(gpulab_cuda_ctx *);

#ifdef __cplusplus
}
#endif
