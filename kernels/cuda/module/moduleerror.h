#pragma once

// Error reporting inside the CUDA module: every failure becomes a
// GPULAB_CUDA_* code plus one readable line in the caller's buffer. Nothing
// here may throw: exceptions must not cross the C boundary.

#include "kernels/cuda/gpulab_cuda_api.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cstdarg>
#include <cstdio>

namespace gpulab_cuda_detail {

// snprintf into err; err may be NULL and errlen 0 (the caller wants no text).
__attribute__((format(printf, 3, 4))) inline void writeError(char *err, int errlen, const char *fmt, ...)
{
    if (err == nullptr || errlen <= 0)
        return;
    va_list args;
    va_start(args, fmt);
    std::vsnprintf(err, static_cast<size_t>(errlen), fmt, args);
    va_end(args);
}

inline void clearError(char *err, int errlen)
{
    if (err != nullptr && errlen > 0)
        err[0] = '\0';
}

// "cudaMalloc(C) failed: out of memory (cudaErrorMemoryAllocation)".
inline int cudaFailure(char *err, int errlen, const char *what, cudaError_t e)
{
    writeError(err, errlen, "%s failed: %s (%s)", what, cudaGetErrorString(e), cudaGetErrorName(e));
    // Reset the per-thread "last error" so it does not resurface in a later,
    // unrelated call (sticky errors stay, they poison the context anyway).
    (void)cudaGetLastError();
    return e == cudaErrorMemoryAllocation ? GPULAB_CUDA_OUT_OF_MEMORY : GPULAB_CUDA_ERROR;
}

inline int cublasFailure(char *err, int errlen, const char *what, cublasStatus_t s)
{
    writeError(err, errlen, "%s failed: %s (%s)", what, cublasGetStatusString(s), cublasGetStatusName(s));
    return s == CUBLAS_STATUS_ALLOC_FAILED ? GPULAB_CUDA_OUT_OF_MEMORY : GPULAB_CUDA_ERROR;
}

} // namespace gpulab_cuda_detail
