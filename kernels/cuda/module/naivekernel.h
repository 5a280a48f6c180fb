#pragma once

// The deliberately naive CUDA matmul, launched in row panels so that a long
// run can be cancelled. See naivekernel.cu.

#include "kernels/cuda/gpulab_cuda_api.h"

#include <cuda_runtime.h>

namespace gpulab_cuda_detail {

// Rows per panel for size n: small sizes run as a single launch, large ones
// are cut so that one panel is a few GFLOP (tens of ms even on a slow GPU).
int naivePanelRows(int n);

// Queues C = A·B (row-major n×n device buffers) on `stream`, panel by panel.
// With more than one panel it keeps one panel queued ahead, waits for the
// previous one on panelDone[0/1] (events without timing) and polls
// shouldCancel in between, so the GPU stays busy while the host checks.
// Returns the first CUDA error; *cancelled is set when it stopped early (the
// stream may still be running queued work: the caller synchronises it).
cudaError_t launchNaivePanels(int n, const float *a, const float *b, float *c, cudaStream_t stream,
                              cudaEvent_t panelDone[2], gpulab_cuda_cancel_fn shouldCancel, void *user,
                              bool *cancelled);

} // namespace gpulab_cuda_detail
