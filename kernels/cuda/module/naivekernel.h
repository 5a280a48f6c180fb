#pragma once

// The deliberately naive CUDA matmul, launched in row panels so that a long
// run can be cancelled. See naivekernel.cu.

#include <cuda_runtime.h>

namespace gpulab_cuda_detail {

// Rows per panel for size n: small sizes run as a single launch, large ones
// are cut so that one panel is a few GFLOP (tens of ms even on a slow GPU).
int naivePanelRows(int n);

// Queues rows [row0, row0 + rows) of C = A·B (row-major n×n device buffers)
// on `stream`; returns the launch error.
cudaError_t launchNaivePanel(int n, int row0, int rows, const float *a, const float *b, float *c, cudaStream_t stream);

} // namespace gpulab_cuda_detail
