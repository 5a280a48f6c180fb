#include "kernels/cpu/naivebackend.h"

#include "kernels/cpu/cpuinfo.h"
#include "kernels/cpu/cpupeak.h"

#include <algorithm>
#include <chrono>

namespace gpulab::kernels {

BackendInfo NaiveBackend::info() const
{
    BackendInfo i;
    i.id = "naive";
    i.label = "naive triple loop";
    i.device = cpuInfo().modelOrCpu() + " (1 thread)";
    i.kind = BackendKind::Measured;
    // One thread can at best reach one core's share of the measured peak.
    i.peakGflops = measuredCpuPeak().perCoreGflops;
    return i;
}

bool NaiveBackend::multiply(int n, const float *a, const float *b, float *c, const std::atomic<bool> *cancel)
{
    const auto un = static_cast<std::size_t>(n);
    for (std::size_t i = 0; i < un; ++i) {
        // A row is at most 2·n² FLOPs (0.2 GFLOP at n = 10,000): polling here
        // keeps a cancel well under a second even for the largest sizes.
        if (cancel && cancel->load(std::memory_order_relaxed))
            return false;
        float *crow = c + i * un;
        std::fill(crow, crow + un, 0.0f);
        for (std::size_t k = 0; k < un; ++k) {
            const float aik = a[i * un + k];
            const float *brow = b + k * un;
            for (std::size_t j = 0; j < un; ++j)
                crow[j] += aik * brow[j];
        }
    }
    return true;
}

Status NaiveBackend::prepare(int n, const float *a, const float *b)
{
    if (n <= 0)
        return Status::failure(StatusCode::Unsupported, "matrix size must be positive");
    m_n = n;
    m_a = a;
    m_b = b;
    try {
        m_c.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0.0f);
    } catch (const std::bad_alloc &) {
        return Status::failure(StatusCode::OutOfMemory, "not enough memory for the result matrix");
    }
    return Status::success();
}

Status NaiveBackend::run(const std::atomic<bool> &cancel, double &seconds)
{
    if (m_n <= 0)
        return Status::failure(StatusCode::Error, "run() before prepare()");
    const auto t0 = std::chrono::steady_clock::now();
    const bool done = multiply(m_n, m_a, m_b, m_c.data(), &cancel);
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return done ? Status::success() : Status::failure(StatusCode::Cancelled, "cancelled");
}

Status NaiveBackend::fetch(float *c)
{
    if (m_c.empty())
        return Status::failure(StatusCode::Error, "no result to fetch");
    std::copy(m_c.begin(), m_c.end(), c);
    return Status::success();
}

void NaiveBackend::release()
{
    m_c.clear();
    m_c.shrink_to_fit();
    m_n = 0;
}

} // namespace gpulab::kernels
