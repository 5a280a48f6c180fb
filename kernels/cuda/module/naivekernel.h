#pragma once

// The deliberately naive CUDA matmul, launched in row panels so that a long
// run can be cancelled. See naivekernel.cu.

#include <cuda_runtime.h>

namespace gpulab_cuda_detail {

// Rows per panel for size n on a device that holds `waveBlocks` thread blocks
// at once (SM count × resident blocks per SM; 0 when unknown): small sizes
// run as a single launch, large ones are cut into panels of whole waves of
// blocks, a few GFLOP each (milliseconds on a big GPU, tens of ms on a small
// one).
int naivePanelRows(int n, int waveBlocks);

// Resident 16×16 blocks of the naive kernel per SM (cudaOccupancy…), or the
// error; also fails with cudaErrorNoKernelImageForDevice (or
// cudaErrorInvalidDeviceFunction) when the module has no code for the card.
cudaError_t naiveBlocksPerSm(int *blocks);

// cudaFuncGetAttributes on the naive kernel: the check that this build holds
// code the current device can run.
cudaError_t naiveKernelAttributes(cudaFuncAttributes *attributes);

// Queues rows [row0, row0 + rows) of C = A·B (row-major n×n device buffers)
// on `stream`; returns the launch error.
cudaError_t launchNaivePanel(int n, int row0, int rows, const float *a, const float *b, float *c, cudaStream_t stream);

} // namespace gpulab_cuda_detail
