#pragma once

#include "kernels/backend.h"

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
    int m_n = 0;
    int m_rowsPerPanel = 0;
    int m_maxPanelRows = 0;
    const float *m_a = nullptr;
    const float *m_b = nullptr;
    std::vector<float> m_c;
    std::unique_ptr<Primitives> m_prims;
};

// "2.6.3 (git hash …)" of the loaded library.
std::string onednnVersion();
// The instruction set oneDNN's CPU kernels dispatch to, e.g. "avx2".
std::string onednnIsa();

} // namespace gpulab::kernels
