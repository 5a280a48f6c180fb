#pragma once

#include "kernels/backend.h"

#include <vector>

namespace gpulab::kernels {

// The textbook triple loop on one thread, in i-k-j order (each row of C is
// accumulated from rows of B, so memory is read in order). It is the
// correctness reference for the fast backends and the "no library, no
// parallelism" baseline in the throughput lab.
class NaiveBackend final : public MatmulBackend {
public:
    [[nodiscard]] BackendInfo info() const override;
    [[nodiscard]] std::size_t deviceBytes(int) const override { return 0; }
    Status prepare(int n, const float *a, const float *b) override;
    Status run(const std::atomic<bool> &cancel, double &seconds) override;
    Status fetch(float *c) override;
    [[nodiscard]] const float *hostResult() const override { return m_c.empty() ? nullptr : m_c.data(); }
    void release() override;

    // Plain function form, used by tests and by verification helpers.
    // Returns false when cancelled part-way.
    static bool multiply(int n, const float *a, const float *b, float *c, const std::atomic<bool> *cancel);

private:
    int m_n = 0;
    const float *m_a = nullptr;
    const float *m_b = nullptr;
    std::vector<float> m_c;
};

} // namespace gpulab::kernels
