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

cudaError_t launchPanel(int n, int row0, int rows, const float *a, const float *b, float *c, cudaStream_t stream)
{
    const dim3 block(kBlock, kBlock);
    const dim3 grid(static_cast<unsigned>((n + kBlock - 1) / kBlock),
                    static_cast<unsigned>((rows + kBlock - 1) / kBlock));
    naiveSgemmRows<<<grid, block, 0, stream>>>(n, row0, rows, a, b, c);
    return cudaGetLastError();
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

cudaError_t launchNaivePanels(int n, const float *a, const float *b, float *c, cudaStream_t stream,
                              cudaEvent_t panelDone[2], gpulab_cuda_cancel_fn shouldCancel, void *user, bool *cancelled)
{
    *cancelled = false;
    const int panelRows = naivePanelRows(n);
    if (panelRows >= n)
        return launchPanel(n, 0, n, a, b, c, stream);

    int panel = 0;
    for (int row0 = 0; row0 < n; row0 += panelRows, ++panel) {
        const int rows = std::min(panelRows, n - row0);
        cudaError_t e = launchPanel(n, row0, rows, a, b, c, stream);
        if (e != cudaSuccess)
            return e;
        // panelDone[panel % 2] was last recorded two panels ago and has been
        // waited on already, so it is free to record again.
        e = cudaEventRecord(panelDone[panel % 2], stream);
        if (e != cudaSuccess)
            return e;
        if (panel == 0)
            continue; // keep this panel queued; wait for it next round
        // Wait for the previous panel while this one runs, then poll.
        e = cudaEventSynchronize(panelDone[(panel - 1) % 2]);
        if (e != cudaSuccess)
            return e;
        if (shouldCancel != nullptr && shouldCancel(user) != 0) {
            *cancelled = true;
            return cudaSuccess;
        }
    }
    return cudaSuccess;
}

} // namespace gpulab_cuda_detail
