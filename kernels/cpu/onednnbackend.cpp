#include "kernels/cpu/onednnbackend.h"

#include "kernels/cpu/cpuinfo.h"
#include "kernels/cpu/cpupeak.h"

#include <oneapi/dnnl/dnnl.h>
#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>

namespace gpulab::kernels {

namespace {
// Target work per panel: the CPU's measured peak × 0.25 s, so a cancel is
// noticed within a quarter of a second even at n = 10,000.
constexpr double kPanelSeconds = 0.25;
constexpr int kMinPanelRows = 64;
} // namespace

struct OneDnnBackend::Primitives {
    dnnl::engine engine{dnnl::engine::kind::cpu, 0};
    dnnl::stream stream{engine};
    // One primitive for full panels, one for the shorter last panel.
    dnnl::matmul full;
    dnnl::matmul tail;
    int tailRows = 0;
};

OneDnnBackend::OneDnnBackend(Method method) : m_method(method) {}
OneDnnBackend::~OneDnnBackend() = default;

BackendInfo OneDnnBackend::info() const
{
    BackendInfo i;
    i.id = m_method == Method::Sgemm ? "cpu" : "cpu-matmul";
    i.label = m_method == Method::Sgemm ? "oneDNN sgemm" : "oneDNN matmul primitive";
    const auto &cpu = cpuInfo();
    i.device = cpu.model + " (" + std::to_string(cpu.logicalCores) + " threads)";
    i.kind = BackendKind::Measured;
    i.peakGflops = measuredCpuPeak().gflops;
    return i;
}

static dnnl::matmul makeMatmul(const dnnl::engine &engine, int rows, int n)
{
    using dt = dnnl::memory::data_type;
    using tag = dnnl::memory::format_tag;
    const dnnl::memory::desc src({rows, n}, dt::f32, tag::ab);
    const dnnl::memory::desc wei({n, n}, dt::f32, tag::ab);
    const dnnl::memory::desc dst({rows, n}, dt::f32, tag::ab);
    const dnnl::matmul::desc desc(src, wei, dst);
    return dnnl::matmul(dnnl::matmul::primitive_desc(desc, engine));
}

Status OneDnnBackend::prepare(int n, const float *a, const float *b)
{
    if (n <= 0)
        return Status::failure(StatusCode::Unsupported, "matrix size must be positive");
    m_n = n;
    m_a = a;
    m_b = b;
    const double panelFlops = kPanelSeconds * std::max(1.0, measuredCpuPeak().gflops) * 1e9;
    const double rows = std::ceil(panelFlops / (2.0 * double(n) * double(n)));
    const int target = std::clamp(static_cast<int>(std::min(rows, 1e9)), std::min(kMinPanelRows, n), n);
    // Equal panels (no short tail): ceil(n / target) panels of ceil(n / panels) rows.
    const int panels = (n + target - 1) / target;
    m_rowsPerPanel = (n + panels - 1) / panels;
    if (m_maxPanelRows > 0)
        m_rowsPerPanel = std::min(m_rowsPerPanel, m_maxPanelRows);
    try {
        m_c.assign(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0.0f);
        if (m_method == Method::Matmul) {
            m_prims = std::make_unique<Primitives>();
            m_prims->full = makeMatmul(m_prims->engine, m_rowsPerPanel, n);
            m_prims->tailRows = n % m_rowsPerPanel;
            if (m_prims->tailRows > 0)
                m_prims->tail = makeMatmul(m_prims->engine, m_prims->tailRows, n);
        }
    } catch (const std::bad_alloc &) {
        return Status::failure(StatusCode::OutOfMemory, "not enough memory for the result matrix");
    } catch (const dnnl::error &e) {
        return Status::failure(StatusCode::Error, std::string("oneDNN: ") + e.what());
    }
    return Status::success();
}

Status OneDnnBackend::run(const std::atomic<bool> &cancel, double &seconds)
{
    if (m_n <= 0)
        return Status::failure(StatusCode::Error, "run() before prepare()");
    const auto n = static_cast<dnnl_dim_t>(m_n);
    const auto t0 = std::chrono::steady_clock::now();
    try {
        for (int row = 0; row < m_n; row += m_rowsPerPanel) {
            if (cancel.load(std::memory_order_relaxed))
                return Status::failure(StatusCode::Cancelled, "cancelled");
            const int rows = std::min(m_rowsPerPanel, m_n - row);
            const float *a = m_a + static_cast<std::size_t>(row) * static_cast<std::size_t>(m_n);
            float *c = m_c.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(m_n);
            if (m_method == Method::Sgemm) {
                // Row-major C[rows×n] = A[rows×n] · B[n×n]; dnnl_sgemm is row-major.
                const dnnl_status_t st = dnnl_sgemm('N', 'N', rows, n, n, 1.0f, a, n, m_b, n, 0.0f, c, n);
                if (st != dnnl_success)
                    return Status::failure(StatusCode::Error,
                                           "dnnl_sgemm failed with status " + std::to_string(int(st)));
            } else {
                using dt = dnnl::memory::data_type;
                using tag = dnnl::memory::format_tag;
                auto &p = *m_prims;
                const dnnl::memory::desc rowsDesc({rows, m_n}, dt::f32, tag::ab);
                const dnnl::memory::desc weiDesc({m_n, m_n}, dt::f32, tag::ab);
                dnnl::memory src(rowsDesc, p.engine, const_cast<float *>(a));
                dnnl::memory wei(weiDesc, p.engine, const_cast<float *>(m_b));
                dnnl::memory dst(rowsDesc, p.engine, c);
                auto &prim = rows == m_rowsPerPanel ? p.full : p.tail;
                prim.execute(p.stream, {{DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, wei}, {DNNL_ARG_DST, dst}});
                p.stream.wait(); // the barrier: the CPU stream may run asynchronously
            }
        }
    } catch (const dnnl::error &e) {
        return Status::failure(StatusCode::Error, std::string("oneDNN: ") + e.what());
    }
    seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return Status::success();
}

Status OneDnnBackend::fetch(float *c)
{
    if (m_c.empty())
        return Status::failure(StatusCode::Error, "no result to fetch");
    std::copy(m_c.begin(), m_c.end(), c);
    return Status::success();
}

void OneDnnBackend::release()
{
    m_prims.reset();
    m_c.clear();
    m_c.shrink_to_fit();
    m_n = 0;
}

std::string onednnVersion()
{
    const dnnl_version_t *v = dnnl_version();
    return std::to_string(v->major) + "." + std::to_string(v->minor) + "." + std::to_string(v->patch);
}

std::string onednnIsa()
{
    switch (dnnl_get_effective_cpu_isa()) {
    case dnnl_cpu_isa_sse41: return "sse41";
    case dnnl_cpu_isa_avx: return "avx";
    case dnnl_cpu_isa_avx2: return "avx2";
    case dnnl_cpu_isa_avx512_mic: return "avx512_mic";
    case dnnl_cpu_isa_avx512_mic_4ops: return "avx512_mic_4ops";
    case dnnl_cpu_isa_avx512_core: return "avx512_core";
    case dnnl_cpu_isa_avx512_core_vnni: return "avx512_core_vnni";
    case dnnl_cpu_isa_avx512_core_bf16: return "avx512_core_bf16";
    case dnnl_cpu_isa_avx512_core_amx: return "avx512_core_amx";
    case dnnl_cpu_isa_avx2_vnni: return "avx2_vnni";
    default: return "default (" + std::to_string(int(dnnl_get_effective_cpu_isa())) + ")";
    }
}

} // namespace gpulab::kernels
