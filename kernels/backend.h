#pragma once

// The one interface every matmul backend implements. No Qt here: kernels/ is
// the bottom layer and must build without any GUI or Qt dependency.

#include <atomic>
#include <cstddef>
#include <string>

namespace gpulab::kernels {

enum class BackendKind { Measured, Simulated };

struct BackendInfo {
    std::string id;     // stable key used on the command line: "cpu", "naive", "cuda", ...
    std::string label;  // human name of the method, e.g. "oneDNN sgemm"
    std::string device; // what it runs on, e.g. "AMD EPYC (2 threads)" or "NVIDIA H200"
    BackendKind kind = BackendKind::Measured;
    std::string simulatedReason; // why this is a simulation (empty when measured)
    double peakGflops = 0.0;     // the device's fp32 peak in GFLOP/s; 0 when unknown
    bool producesResult = true;  // false for the simulation: there is no matrix to check
    bool onGpu = false;
};

enum class StatusCode { Ok, Cancelled, OutOfMemory, Unsupported, Error };

struct Status {
    StatusCode code = StatusCode::Ok;
    std::string message;

    [[nodiscard]] bool ok() const { return code == StatusCode::Ok; }
    static Status success() { return {}; }
    static Status failure(StatusCode c, std::string msg) { return {c, std::move(msg)}; }
};

// C = A · B for row-major n×n fp32 matrices.
//
// The benchmark job in core drives a backend in three phases so that only the
// multiply itself is timed:  prepare (copy/upload operands, untimed) →
// run (one timed multiply, barrier on both sides) × (warm-up + repeats) →
// fetch (copy C back, untimed) for verification.
class MatmulBackend {
public:
    virtual ~MatmulBackend() = default;

    [[nodiscard]] virtual BackendInfo info() const = 0;

    // Bytes this backend allocates on its own device for size n (beyond the
    // caller's three host matrices). 0 for backends that work in host memory.
    [[nodiscard]] virtual std::size_t deviceBytes(int n) const = 0;

    // Free memory on the backend's device, in bytes; 0 when it works in host RAM
    // (the caller then checks host RAM).
    [[nodiscard]] virtual std::size_t deviceFreeBytes() const { return 0; }

    // The operands stay owned by the caller and outlive the run/fetch calls.
    virtual Status prepare(int n, const float *a, const float *b) = 0;

    // One multiply, timed with a barrier on both sides (or device events).
    // `cancel` is polled between chunks of work: a long multiply gives up
    // within a fraction of a second and returns StatusCode::Cancelled.
    virtual Status run(const std::atomic<bool> &cancel, double &seconds) = 0;

    // Copies the last result (row-major n×n) into `c`.
    virtual Status fetch(float *c) = 0;

    // Backends that compute in host memory expose their result here, so the
    // caller can verify it without a fourth n×n matrix; nullptr otherwise.
    [[nodiscard]] virtual const float *hostResult() const { return nullptr; }

    // Frees what prepare() allocated. Safe to call twice.
    virtual void release() = 0;
};

} // namespace gpulab::kernels
