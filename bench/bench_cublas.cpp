// cuBLAS through GPU Lab's CUDA module against a direct cublasSgemm, in the
// same process on the same GPU (#17 item 4; target: the app ≥ 0.95× direct).
//
//   bench_cublas [--sizes 1024,4096,8192] [--repeats 10]
//
// Both sides: fp32, CUBLAS_DEFAULT_MATH, row-major n×n operands uploaded once,
// warmed up, then `repeats` multiplies, the median of each. Two readings:
//   events - device time by CUDA events. The app's start event is held back
//            until the multiply is queued (gpulab_cuda_run); the direct side
//            records start, cublasSgemm, stop in the usual way, so its reading
//            also holds the few microseconds of launch, which only matters
//            for small n;
//   wall   - host clock around one multiply and its barrier, for both.
// Prints one line per size and exits 0 when a GPU ran, 2 when none is usable.

#include "core/backendregistry.h"
#include "kernels/cuda/cudabackend.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Reading {
    double events = 0.0; // median seconds
    double wall = 0.0;
    std::string error;
};

Reading viaApp(gpulab::kernels::CudaBackend &app, int n, const std::vector<float> &a, int repeats)
{
    Reading r;
    gpulab::kernels::Status s = app.prepare(n, a.data(), a.data());
    if (!s.ok()) {
        r.error = s.message;
        return r;
    }
    std::atomic<bool> cancel{false};
    std::vector<double> ev, wall;
    for (int i = 0; i < repeats + 2; ++i) {
        double seconds = 0.0;
        const double t0 = now();
        s = app.run(cancel, seconds);
        const double t1 = now();
        if (!s.ok()) {
            r.error = s.message;
            return r;
        }
        if (i >= 2) { // two warm-up runs
            ev.push_back(seconds);
            wall.push_back(t1 - t0);
        }
    }
    app.release();
    r.events = median(ev);
    r.wall = median(wall);
    return r;
}

#define CHECK_CUDA(call)                                                                                               \
    do {                                                                                                               \
        const cudaError_t e_ = (call);                                                                                 \
        if (e_ != cudaSuccess) {                                                                                       \
            r.error = std::string(#call) + ": " + cudaGetErrorString(e_);                                              \
            goto done;                                                                                                 \
        }                                                                                                              \
    } while (0)

Reading direct(int n, const std::vector<float> &a, int repeats)
{
    Reading r;
    const std::size_t bytes = std::size_t(n) * std::size_t(n) * sizeof(float);
    float *da = nullptr, *db = nullptr, *dc = nullptr;
    cudaStream_t stream = nullptr;
    cudaEvent_t start = nullptr, stop = nullptr;
    cublasHandle_t handle = nullptr;
    std::vector<double> ev, wall;
    const float alpha = 1.0f, beta = 0.0f;
    CHECK_CUDA(cudaStreamCreate(&stream));
    CHECK_CUDA(cudaEventCreate(&start));
    CHECK_CUDA(cudaEventCreate(&stop));
    CHECK_CUDA(cudaMalloc(&da, bytes));
    CHECK_CUDA(cudaMalloc(&db, bytes));
    CHECK_CUDA(cudaMalloc(&dc, bytes));
    CHECK_CUDA(cudaMemcpy(da, a.data(), bytes, cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(db, a.data(), bytes, cudaMemcpyHostToDevice));
    if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS || cublasSetStream(handle, stream) != CUBLAS_STATUS_SUCCESS ||
        cublasSetMathMode(handle, CUBLAS_DEFAULT_MATH) != CUBLAS_STATUS_SUCCESS) {
        r.error = "cublasCreate/cublasSetStream failed";
        goto done;
    }
    for (int i = 0; i < repeats + 2; ++i) {
        CHECK_CUDA(cudaStreamSynchronize(stream));
        const double t0 = now();
        CHECK_CUDA(cudaEventRecord(start, stream));
        if (cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, db, n, da, n, &beta, dc, n) !=
            CUBLAS_STATUS_SUCCESS) {
            r.error = "cublasSgemm failed";
            goto done;
        }
        CHECK_CUDA(cudaEventRecord(stop, stream));
        CHECK_CUDA(cudaEventSynchronize(stop));
        const double t1 = now();
        float ms = 0.0f;
        CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
        if (i >= 2) {
            ev.push_back(double(ms) * 1e-3);
            wall.push_back(t1 - t0);
        }
    }
    r.events = median(ev);
    r.wall = median(wall);
done:
    if (handle != nullptr)
        cublasDestroy(handle);
    cudaFree(da);
    cudaFree(db);
    cudaFree(dc);
    if (start != nullptr)
        cudaEventDestroy(start);
    if (stop != nullptr)
        cudaEventDestroy(stop);
    if (stream != nullptr)
        cudaStreamDestroy(stream);
    return r;
}

} // namespace

int main(int argc, char **argv)
{
    std::vector<int> sizes{1024, 4096, 8192};
    int repeats = 10;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--sizes" && i + 1 < argc) {
            sizes.clear();
            for (std::string list = argv[++i]; !list.empty();) {
                const std::size_t comma = list.find(',');
                sizes.push_back(std::atoi(list.substr(0, comma).c_str()));
                list = comma == std::string::npos ? std::string() : list.substr(comma + 1);
            }
        } else if (arg == "--repeats" && i + 1 < argc) {
            repeats = std::max(1, std::atoi(argv[++i]));
        } else {
            std::fprintf(stderr, "usage: bench_cublas [--sizes 1024,4096,8192] [--repeats 10]\n");
            return 64;
        }
    }

    gpulab::core::BackendChoice choice = gpulab::core::createBackend(QStringLiteral("cuda"));
    auto *app = dynamic_cast<gpulab::kernels::CudaBackend *>(choice.backend.get());
    if (app == nullptr) {
        std::printf("bench_cublas: no GPU: %s\n", choice.error.toStdString().c_str());
        return 2;
    }
    const gpulab::kernels::BackendInfo info = app->info();
    double peak = info.peakGflops;
    for (const auto &p : info.peaks)
        if (p.precision == gpulab::kernels::Precision::Fp32)
            peak = p.gflops;
    std::printf("bench_cublas on %s (fp32 roof %.0f GFLOP/s), median of %d after 2 warm-ups\n", info.device.c_str(),
                peak, repeats);
    std::printf("%7s %14s %14s %8s %14s %14s %8s\n", "n", "app GFLOP/s", "direct", "ratio", "app wall", "direct wall",
                "ratio");
    int failures = 0;
    double lastRatio = 0.0;
    for (int n : sizes) {
        if (n <= 0)
            continue;
        std::vector<float> a(std::size_t(n) * std::size_t(n));
        std::mt19937 gen(7);
        std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
        for (float &x : a)
            x = dist(gen);
        // Alternate the order per size so neither side always runs on a cooler GPU.
        Reading viaModule, plain;
        if (n % 2 == 0) {
            viaModule = viaApp(*app, n, a, repeats);
            plain = direct(n, a, repeats);
        } else {
            plain = direct(n, a, repeats);
            viaModule = viaApp(*app, n, a, repeats);
        }
        if (!viaModule.error.empty() || !plain.error.empty()) {
            std::printf("%7d error: app: %s; direct: %s\n", n, viaModule.error.c_str(), plain.error.c_str());
            ++failures;
            continue;
        }
        const double flop = 2.0 * double(n) * n * n;
        const double appRate = flop / viaModule.events * 1e-9, directRate = flop / plain.events * 1e-9;
        const double appWall = flop / viaModule.wall * 1e-9, directWall = flop / plain.wall * 1e-9;
        lastRatio = appRate / directRate;
        std::printf("%7d %14.0f %14.0f %7.3fx %14.0f %14.0f %7.3fx\n", n, appRate, directRate, lastRatio, appWall,
                    directWall, appWall / directWall);
    }
    if (failures > 0)
        return 1;
    std::printf("largest size: app / direct = %.3fx by events (target >= 0.95x): %s\n", lastRatio,
                lastRatio >= 0.95 ? "met" : "NOT met");
    return 0;
}
