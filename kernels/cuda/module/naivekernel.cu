// The "what the library buys you" teaching kernel: one thread per output
// element, 16×16 thread blocks, a plain loop over k reading A and B straight
// from global memory. No shared-memory tiling, no register blocking, no
// tensor cores, no vectorised loads: the gap between this and cuBLAS on the
// same GPU is what a tuned library is worth. Do not optimise it.

#include "kernels/cuda/module/naivekernel.h"

#include <algorithm>
#include <cstddef>

namespace gpulab_cuda_detail {

namespace {

constexpr int kBlock = 16; // threads per block edge: 16×16 = 256 threads

// Work per panel, in floating-point operations. The naive kernel reaches a
// few hundred GFLOP/s on a small GPU and a few TFLOP/s on a big one, so 2
// GFLOP is ≲10 ms: with two panels in flight a cancel lands within ~20 ms
// there and well under a second anywhere, and the ~10 µs launch/poll cost per
// panel stays far below 1 % of the measured time.
constexpr double kPanelFlops = 2.0e9;

// Rows [row0, row0 + rows) of C = A·B; all matrices row-major n×n.
__global__ void naiveSgemmRows(int n, int row0, int rows, const float *__restrict__ a, const float *__restrict__ b,
                               float *__restrict__ c)
{
    const int col = blockIdx.x * blockDim.x + threadIdx.x;
    const int localRow = blockIdx.y * blockDim.y + threadIdx.y;
    if (col >= n || localRow >= rows)
        return;
    const std::size_t row = static_cast<std::size_t>(row0 + localRow);
    const std::size_t stride = static_cast<std::size_t>(n);
    const float *aRow = a + row * stride;

    float acc = 0.0f;
    for (int k = 0; k < n; ++k)
        acc += aRow[k] * b[static_cast<std::size_t>(k) * stride + col];
    c[row * stride + col] = acc;
}

} // namespace

int naivePanelRows(int n)
{
    if (n <= 0)
        return 1;
    const double flopsPerRow = 2.0 * static_cast<double>(n) * static_cast<double>(n);
    const double fit = kPanelFlops / flopsPerRow;
    if (fit >= static_cast<double>(n))
        return n; // the whole multiply is one panel: no polling needed
    // Whole blocks of rows, and never fewer than one block row (smaller panels
    // would leave most threads of each block idle).
    const int rows = static_cast<int>(fit) / kBlock * kBlock;
    return std::max(rows, kBlock);
}

cudaError_t launchNaivePanel(int n, int row0, int rows, const float *a, const float *b, float *c, cudaStream_t stream)
{
    const dim3 block(kBlock, kBlock);
    const dim3 grid(static_cast<unsigned>((n + kBlock - 1) / kBlock),
                    static_cast<unsigned>((rows + kBlock - 1) / kBlock));
    naiveSgemmRows<<<grid, block, 0, stream>>>(n, row0, rows, a, b, c);
    return cudaGetLastError();
}

} // namespace gpulab_cuda_detail
