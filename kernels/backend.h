#pragma once

// The one interface every matmul backend implements. No Qt here: kernels/ is
// the bottom layer and must build without any GUI or Qt dependency.

#include <atomic>
#include <cstddef>
#include <string>
#include <vector>

namespace gpulab::kernels {

// The number format of a matmul's inputs. Every precision accumulates in fp32.
//   Fp32 - fp32 inputs, fp32 arithmetic (sgemm)
//   Tf32 - fp32 inputs rounded to TF32 (10-bit mantissa) inside tensor cores (CUDA only)
//   Bf16 - bfloat16 inputs (8-bit mantissa), fp32 accumulation
//   Fp16 - IEEE half inputs (11-bit significand), fp32 accumulation
enum class Precision { Fp32, Tf32, Bf16, Fp16 };

// Stable lower-case key: "fp32", "tf32", "bf16", "fp16".
inline const char *precisionKey(Precision p)
{
    switch (p) {
    case Precision::Fp32: return "fp32";
    case Precision::Tf32: return "tf32";
    case Precision::Bf16: return "bf16";
    case Precision::Fp16: return "fp16";
    }
    return "fp32";
}

// Unit round-off u = 2^-(significand bits) of the input format: the relative
// error of rounding one input. fp32 2^-24, tf32 2^-11, bf16 2^-8, fp16 2^-11.
inline double unitRoundoff(Precision p)
{
    switch (p) {
    case Precision::Fp32: return 5.9604644775390625e-08; // 2^-24
    case Precision::Tf32: return 4.8828125e-04;          // 2^-11
    case Precision::Bf16: return 3.90625e-03;            // 2^-8
    case Precision::Fp16: return 4.8828125e-04;          // 2^-11
    }
    return 5.9604644775390625e-08;
}

// Bytes of one input element as stored for the multiply (tf32 is stored as fp32).
inline int bytesPerElement(Precision p)
{
    return (p == Precision::Bf16 || p == Precision::Fp16) ? 2 : 4;
}

enum class BackendKind { Measured, Simulated };

// The compute roof of one precision on a device, with where the figure comes from,
// e.g. "measured: AVX-512 FMA loop, 2 threads" or "table: sm_90, 132 SMs x 1,980 MHz".
struct PrecisionPeak {
    Precision precision = Precision::Fp32;
    double gflops = 0.0;
    std::string source;
};

struct BackendInfo {
    std::string id;     // stable key used on the command line: "cpu", "naive", "cuda", ...
    std::string label;  // human name of the method, e.g. "oneDNN sgemm"
    std::string device; // what it runs on, e.g. "AMD EPYC (2 threads)" or "NVIDIA H200"
    BackendKind kind = BackendKind::Measured;
    std::string simulatedReason; // why this is a simulation (empty when measured)
    double peakGflops = 0.0;     // the device's fp32 peak in GFLOP/s; 0 when unknown
    bool producesResult = true;  // false for the simulation: there is no matrix to check
    bool onGpu = false;
    std::vector<PrecisionPeak> peaks; // one per precision with a known roof; may be empty
    // The kernel that runs at the current precision, as the library names it
    // (e.g. oneDNN's "brg:avx512_core_bf16"); empty when unknown.
    std::string implementation;
    // Why the current precision runs slower than the hardware could, or what ran
    // instead (e.g. no bf16 instructions: oneDNN's reference code); usually empty.
    std::string implementationNote;
};

// The details behind measureBandwidth()'s figure, for showing how it was measured.
struct BandwidthDetail {
    double bestBytesPerSecond = 0.0;
    double medianBytesPerSecond = 0.0;
    int warmup = 0;
    int repeats = 0;
    int threads = 0;
    double bytesPerRepeat = 0.0; // bytes counted as moved by one timed pass
    std::string method;          // e.g. "STREAM triad a = b + s*c, 3 x 128 MiB, 2 threads"; empty when none
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

    // The precisions this backend can run; fp32 always comes first.
    [[nodiscard]] virtual std::vector<Precision> precisions() const { return {Precision::Fp32}; }

    // Chooses the precision of the following prepare()/run() calls. Operands
    // stay fp32 at this interface: a backend converts them in prepare()
    // (untimed). Returns Unsupported, with the reason, for a precision not in
    // precisions(); the backend then keeps its previous precision.
    virtual Status setPrecision(Precision p)
    {
        if (p == Precision::Fp32)
            return Status::success();
        return Status::failure(StatusCode::Unsupported,
                               std::string(precisionKey(p)) + " is not supported by this backend");
    }

    // Measures the device's sustained memory bandwidth in bytes per second
    // (CPU: a STREAM-triad-style loop on all cores; GPU: a device-to-device
    // copy), warmed up and repeated. Unsupported where there is no memory to
    // measure (the simulation) or it is not implemented.
    virtual Status measureBandwidth(const std::atomic<bool> &cancel, double &bytesPerSecond)
    {
        (void)cancel;
        bytesPerSecond = 0.0;
        return Status::failure(StatusCode::Unsupported, "no bandwidth measurement for this backend");
    }

    // How the last successful measureBandwidth() was measured; method is empty
    // when the backend keeps no details.
    [[nodiscard]] virtual BandwidthDetail lastBandwidth() const { return {}; }

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
