#pragma once

#include "kernels/backend.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace gpulab::kernels {

// oneDNN on the CPU, on all cores.
//
// Two ways to ask oneDNN for an fp32 GEMM exist and both are kept:
//  - Method::Sgemm  — dnnl_sgemm, the BLAS-style call;
//  - Method::Matmul — the matmul primitive with plain (row-major "ab") layouts.
// Which is faster depends on the machine: the project brief saw the
// plain-layout primitive ~10 % slower than dnnl_sgemm at n = 5000 on a 2-core
// AVX2 machine; bench/bench_cpu_backend, which times both in one run, found
// them level there (primitive ÷ sgemm time 0.98–1.02). The app uses Sgemm:
// never slower, no primitive to create per shape, and a row panel is just a
// pointer offset. Matmul stays for that comparison and for the cold-call
// lesson (creating a primitive is where oneDNN picks and builds its kernel).
class OneDnnBackend final : public MatmulBackend {
public:
    enum class Method { Sgemm, Matmul };

    explicit OneDnnBackend(Method method = Method::Sgemm);
    ~OneDnnBackend() override;

    [[nodiscard]] BackendInfo info() const override;
    [[nodiscard]] std::size_t deviceBytes(int) const override { return 0; }
    // fp32 always; bf16 wherever oneDNN can build a bf16 matmul on this CPU
    // (natively with AVX512-BF16 or AMX, otherwise in software, labelled so).
    [[nodiscard]] std::vector<Precision> precisions() const override;
    // bf16: prepare() converts A and B to bf16 (untimed) and run() calls the
    // matmul primitive with bf16 inputs and fp32 accumulation and output,
    // whichever Method the backend was made with (dnnl_sgemm is fp32 only).
    Status setPrecision(Precision p) override;
    [[nodiscard]] Precision precision() const { return m_precision; }
    // STREAM-triad-style loop on all cores (kernels/cpu/cpubandwidth.h); the
    // figure is the best of the timed passes.
    Status measureBandwidth(const std::atomic<bool> &cancel, double &bytesPerSecond) override;
    [[nodiscard]] BandwidthDetail lastBandwidth() const override { return m_bandwidth; }
    Status prepare(int n, const float *a, const float *b) override;
    Status run(const std::atomic<bool> &cancel, double &seconds) override;
    Status fetch(float *c) override;
    [[nodiscard]] const float *hostResult() const override { return m_c.empty() ? nullptr : m_c.data(); }
    void release() override;

    // Rows of C computed per oneDNN call. A whole large multiply is split into
    // row panels so that a cancel is noticed between panels (each is sized to
    // take ~0.25 s at the measured peak); panels are hundreds of rows tall, so
    // the split costs little (the bench program reports by how much).
    [[nodiscard]] int rowsPerPanel() const { return m_rowsPerPanel; }

    // Caps the panel height (0 = automatic). Takes effect at the next
    // prepare(); lets tests exercise the panel split at small sizes.
    void setMaxPanelRows(int rows) { m_maxPanelRows = rows; }

private:
    struct Primitives;

    Method m_method;
    Precision m_precision = Precision::Fp32;
    std::string m_impl; // what the last prepare() built; empty before
    BandwidthDetail m_bandwidth;
    int m_n = 0;
    int m_rowsPerPanel = 0;
    int m_maxPanelRows = 0;
    const float *m_a = nullptr;
    const float *m_b = nullptr;
    std::vector<float> m_c;
    std::vector<std::uint16_t> m_a16; // bf16 copies of the operands
    std::vector<std::uint16_t> m_b16;
    std::unique_ptr<Primitives> m_prims;
};

// What oneDNN does with a bf16 × bf16 → fp32 matmul on this CPU, found once by
// building a small primitive (cheap; cached).
struct Bf16Support {
    bool available = false;     // a primitive could be built at all
    bool native = false;        // the ISA oneDNN dispatches to has bf16 instructions (AVX512-BF16 or AMX)
    bool reference = false;     // oneDNN picked its reference ("ref:") implementation
    std::string implementation; // e.g. "brg:avx512_core_amx_bf16"
    std::string isa;            // onednnIsa()
    std::string note;           // why it is slow or unavailable, and what runs; empty when native
};
const Bf16Support &bf16Support();

// "2.6.3 (git hash …)" of the loaded library.
std::string onednnVersion();
// The instruction set oneDNN's CPU kernels dispatch to, e.g. "avx2".
std::string onednnIsa();

} // namespace gpulab::kernels
