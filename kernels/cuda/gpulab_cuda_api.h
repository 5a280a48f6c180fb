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

/* 2: run() takes a cancel callback; gpulab_cuda_free_bytes added. */
#define GPULAB_CUDA_API_VERSION 2
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
typedef void (*gpulab_cuda_release_fn)(gpulab_cuda_ctx *);
typedef void (*gpulab_cuda_destroy_fn)(gpulab_cuda_ctx *);

#ifdef __cplusplus
}
#endif
