// The "what the library buys you" teaching kernel: one thread per output
// element, 16×16 thread blocks, a plain loop over k reading A and B straight
// from global memory. No shared-memory tiling, no register blocking, no
// tensor cores, no vectorised loads: the gap between this and cuBLAS on the
// same GPU is what a tuned library is worth. Do not optimise it.

#include "kernels/cuda/module/naivekernel.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace gpulab_cuda_detail {

namespace {

constexpr int kBlock = 16; // threads per block edge: 16×16 = 256 threads

// Work per panel, in floating-point operations, before rounding to whole
// waves. The naive kernel reaches a few hundred GFLOP/s on a small GPU and a
// few TFLOP/s on a big one, so 4 GFLOP is ≲15 ms on the small one and a few
// ms on the big one: with up to three panels in flight a cancel lands within
// ~50 ms there, and the ~10 µs launch/poll cost per panel stays well under
// 1 % of the measured time. A panel is also never less than one full wave of
// blocks: a fixed FLOP count is half a wave on an H100 at n = 8192, and the
// idle half of the GPU would read as a slow kernel.
constexpr double kPanelFlops = 4.0e9;

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

int naivePanelRows(int n, int waveBlocks)
{
    if (n <= 0)
        return 1;
    const double flopsPerBlockRow = 2.0 * kBlock * static_cast<double>(n) * static_cast<double>(n);
    const double blocksPerBlockRow = static_cast<double>((n + kBlock - 1) / kBlock);
    const double blockRowsTotal = static_cast<double>((n + kBlock - 1) / kBlock);
    double blockRows = std::max(1.0, std::floor(kPanelFlops / flopsPerBlockRow));
    if (waveBlocks > 0) {
        // Whole waves: as many as make up kPanelFlops, at least one; rounded
        // down to whole block rows so that no panel spills a sliver of blocks
        // into a nearly empty extra wave.
        const double waveBlockRows = static_cast<double>(waveBlocks) / blocksPerBlockRow;
        if (waveBlockRows > 1.0) {
            const double waves = std::max(1.0, std::round(blockRows / waveBlockRows));
            blockRows = std::max(1.0, std::floor(waves * waveBlockRows));
        }
        // else one block row is a wave or more already: blockRows stands.
    }
    if (2.0 * blockRows >= blockRowsTotal)
        return n; // at most two panels' worth: one launch, no polling needed
    return static_cast<int>(blockRows) * kBlock;
}

cudaError_t naiveBlocksPerSm(int *blocks)
{
    return cudaOccupancyMaxActiveBlocksPerMultiprocessor(blocks, naiveSgemmRows, kBlock * kBlock, 0);
}

cudaError_t naiveKernelAttributes(cudaFuncAttributes *attributes)
{
    return cudaFuncGetAttributes(attributes, naiveSgemmRows);
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
