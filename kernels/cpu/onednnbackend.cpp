#include "kernels/cpu/onednnbackend.h"

#include "kernels/cpu/cpubandwidth.h"
#include "kernels/cpu/cpuinfo.h"
#include "kernels/cpu/cpupeak.h"

#include <oneapi/dnnl/dnnl.h>
#include <oneapi/dnnl/dnnl.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

namespace gpulab::kernels {

namespace {
// Target work per panel: the CPU's measured peak × 0.25 s, so a cancel is
// noticed within a quarter of a second even at n = 10,000.
constexpr double kPanelSeconds = 0.25;
constexpr int kMinPanelRows = 64;
// The size of the primitive built to find out what oneDNN picks for bf16, and
// of the large matmul whose best rate stands in for an AMX peak.
constexpr int kProbeN = 256;
constexpr int kBestMeasuredN = 2048;

using dt = dnnl::memory::data_type;
using tag = dnnl::memory::format_tag;

bool isaHasBf16(dnnl_cpu_isa_t isa)
{
    // The ISA values are bit sets: AMX includes every avx512_core_bf16 bit.
    const auto bits = static_cast<unsigned>(isa);
    const auto bf16 = static_cast<unsigned>(dnnl_cpu_isa_avx512_core_bf16);
    return (bits & bf16) == bf16;
}

std::string threadsText(int threads)
{
    return std::to_string(threads) + (threads == 1 ? " thread" : " threads");
}
} // namespace

struct OneDnnBackend::Primitives {
    dnnl::engine engine{dnnl::engine::kind::cpu, 0};
    dnnl::stream stream{engine};
    // One primitive for full panels, one for the shorter last panel.
    dnnl::matmul full;
    dnnl::matmul tail;
    int tailRows = 0;
};

static PrecisionPeak bestMeasuredBf16(const std::string &impl);

OneDnnBackend::OneDnnBackend(Method method) : m_method(method) {}
OneDnnBackend::~OneDnnBackend() = default;

BackendInfo OneDnnBackend::info() const
{
    BackendInfo i;
    i.id = m_method == Method::Sgemm ? "cpu" : "cpu-matmul";
    i.label = m_method == Method::Sgemm ? "oneDNN sgemm" : "oneDNN matmul primitive";
    const auto &cpu = cpuInfo();
    i.device = cpu.modelOrCpu() + " (" + std::to_string(cpu.logicalCores) + " threads)";
    i.kind = BackendKind::Measured;
    const CpuPeak &fp32 = measuredCpuPeak();
    i.peakGflops = fp32.gflops;
    i.peaks.push_back(
        {Precision::Fp32, fp32.gflops, std::string("measured: ") + fp32.method + ", " + threadsText(fp32.threads)});
    // The bf16 roof. Outside bf16 mode nothing here calls into oneDNN, so
    // that the first oneDNN call of a process stays the cold call the timing
    // lesson measures.
    const bool bf16Mode = m_precision == Precision::Bf16;
    if (cpuHasAmxBf16()) {
        // No AMX tile loop: the best large oneDNN bf16 run, measured once bf16 is used.
        if (bf16Mode && bf16Support().implementation.find("amx") != std::string::npos) {
            const PrecisionPeak best = bestMeasuredBf16(bf16Support().implementation);
            if (best.gflops > 0)
                i.peaks.push_back(best);
        }
    } else if (cpuHasAvx512Bf16()) {
        const CpuPeak &p = measuredBf16Peak();
        i.peaks.push_back(
            {Precision::Bf16, p.gflops, std::string("measured: ") + p.method + ", " + threadsText(p.threads)});
    }
    if (bf16Mode) {
        const Bf16Support &bf16 = bf16Support();
        i.label = "oneDNN matmul primitive, bf16 x bf16 -> fp32";
        i.implementation = m_impl.empty() ? bf16.implementation : m_impl;
        i.implementationNote = bf16.note;
    } else {
        i.implementation = m_method == Method::Sgemm ? "dnnl_sgemm" : (m_impl.empty() ? std::string() : m_impl);
    }
    i.device += ", oneDNN ISA " + onednnIsa();
    return i;
}

static dnnl::matmul::primitive_desc matmulDesc(const dnnl::engine &engine, int rows, int n, dt input)
{
    const dnnl::memory::desc src({rows, n}, input, tag::ab);
    const dnnl::memory::desc wei({n, n}, input, tag::ab);
    const dnnl::memory::desc dst({rows, n}, dt::f32, tag::ab);
    const dnnl::matmul::desc desc(src, wei, dst);
    return dnnl::matmul::primitive_desc(desc, engine);
}

const Bf16Support &bf16Support()
{
    static const Bf16Support support = [] {
        Bf16Support s;
        s.isa = onednnIsa();
        s.native = isaHasBf16(dnnl_get_effective_cpu_isa());
        try {
            const dnnl::engine engine(dnnl::engine::kind::cpu, 0);
            const auto pd = matmulDesc(engine, kProbeN, kProbeN, dt::bf16);
            s.available = true;
            s.implementation = pd.impl_info_str();
            s.reference = s.implementation.rfind("ref", 0) == 0;
        } catch (const dnnl::error &e) {
            s.note = "bf16 is unavailable: oneDNN " + onednnVersion() + " has no bf16 matmul for this CPU (ISA " +
                     s.isa + "): " + e.what() + "; only fp32 runs here";
            return s;
        }
        if (s.reference)
            s.note = "ref: reference implementation, slow: this CPU has no bf16 instructions (oneDNN ISA " + s.isa +
                     "), so oneDNN runs its plain C++ code (" + s.implementation + ")";
        else if (!s.native)
            s.note = "this CPU has no bf16 instructions (oneDNN ISA " + s.isa + "): oneDNN's " + s.implementation +
                     " converts bf16 in software, far below what bf16 hardware would do";
        return s;
    }();
    return support;
}

// For AMX there is no tile loop here: the peak is the best of a few large
// oneDNN bf16 matmuls, labelled "best measured" (cached, measured once).
static PrecisionPeak bestMeasuredBf16(const std::string &impl)
{
    static const PrecisionPeak peak = [&impl] {
        PrecisionPeak p;
        p.precision = Precision::Bf16;
        try {
            const dnnl::engine engine(dnnl::engine::kind::cpu, 0);
            dnnl::stream stream(engine);
            const auto pd = matmulDesc(engine, kBestMeasuredN, kBestMeasuredN, dt::bf16);
            dnnl::memory a(pd.src_desc(), engine), b(pd.weights_desc(), engine), c(pd.dst_desc(), engine);
            // bf16 0x3f80 = 1.0: the values do not matter for the rate, only that they are finite.
            for (auto *m : {&a, &b}) {
                auto *v = static_cast<std::uint16_t *>(m->get_data_handle());
                std::fill(v, v + std::size_t(kBestMeasuredN) * kBestMeasuredN, std::uint16_t(0x3f80));
            }
            const dnnl::matmul prim(pd);
            double best = 0.0;
            for (int run = 0; run < 4; ++run) { // run 0 is the warm-up
                const auto t0 = std::chrono::steady_clock::now();
                prim.execute(stream, {{DNNL_ARG_SRC, a}, {DNNL_ARG_WEIGHTS, b}, {DNNL_ARG_DST, c}});
                stream.wait();
                const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                const double flops = 2.0 * kBestMeasuredN * double(kBestMeasuredN) * kBestMeasuredN;
                if (run > 0 && s > 0)
                    best = std::max(best, flops / s * 1e-9);
            }
            p.gflops = best;
            p.source = "best measured: oneDNN " + impl + " at n = " + std::to_string(kBestMeasuredN) + ", " +
                       threadsText(cpuInfo().logicalCores) + " (no AMX tile loop; the true peak may be higher)";
        } catch (const dnnl::error &) {
            p.gflops = 0.0;
        }
        return p;
    }();
    return peak;
}

std::vector<Precision> OneDnnBackend::precisions() const
{
    if (bf16Support().available)
        return {Precision::Fp32, Precision::Bf16};
    return {Precision::Fp32};
}

Status OneDnnBackend::setPrecision(Precision p)
{
    if (p == Precision::Fp32 || (p == Precision::Bf16 && bf16Support().available)) {
        if (p != m_precision)
            release();
        m_precision = p;
        return Status::success();
    }
    if (p == Precision::Bf16)
        return Status::failure(StatusCode::Unsupported, bf16Support().note);
    return Status::failure(StatusCode::Unsupported, std::string("the CPU backend runs fp32 and bf16, not ") +
                                                        precisionKey(p) + " (a GPU tensor-core format)");
}

Status OneDnnBackend::measureBandwidth(const std::atomic<bool> &cancel, double &bytesPerSecond)
{
    BandwidthDetail detail;
    Status st = measureCpuBandwidth(cancel, {}, detail);
    bytesPerSecond = st.ok() ? detail.bestBytesPerSecond : 0.0;
    if (st.ok())
        m_bandwidth = detail;
    return st;
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
        const auto count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
        m_c.assign(count, 0.0f);
        const bool bf16 = m_precision == Precision::Bf16;
        if (m_method == Method::Matmul || bf16) {
            const dt input = bf16 ? dt::bf16 : dt::f32;
            m_prims = std::make_unique<Primitives>();
            const auto fullDesc = matmulDesc(m_prims->engine, m_rowsPerPanel, n, input);
            m_impl = fullDesc.impl_info_str();
            m_prims->full = dnnl::matmul(fullDesc);
            m_prims->tailRows = n % m_rowsPerPanel;
            if (m_prims->tailRows > 0)
                m_prims->tail = dnnl::matmul(matmulDesc(m_prims->engine, m_prims->tailRows, n, input));
        }
        if (bf16) {
            // fp32 -> bf16 (round to nearest even) by a oneDNN reorder, untimed.
            m_a16.resize(count);
            m_b16.resize(count);
            const dnnl::memory::desc f32Desc({n, n}, dt::f32, tag::ab);
            const dnnl::memory::desc bf16Desc({n, n}, dt::bf16, tag::ab);
            for (const auto &[from, to] : {std::pair{a, m_a16.data()}, std::pair{b, m_b16.data()}}) {
                dnnl::memory src(f32Desc, m_prims->engine, const_cast<float *>(from));
                dnnl::memory dst(bf16Desc, m_prims->engine, to);
                dnnl::reorder(src, dst).execute(m_prims->stream, src, dst);
            }
            m_prims->stream.wait();
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
            if (m_method == Method::Sgemm && m_precision == Precision::Fp32) {
                // Row-major C[rows×n] = A[rows×n] · B[n×n]; dnnl_sgemm is row-major.
                const dnnl_status_t st = dnnl_sgemm('N', 'N', rows, n, n, 1.0f, a, n, m_b, n, 0.0f, c, n);
                if (st != dnnl_success)
                    return Status::failure(StatusCode::Error,
                                           "dnnl_sgemm failed with status " + std::to_string(int(st)));
            } else {
                auto &p = *m_prims;
                const bool bf16 = m_precision == Precision::Bf16;
                const dt input = bf16 ? dt::bf16 : dt::f32;
                const dnnl::memory::desc rowsDesc({rows, m_n}, input, tag::ab);
                const dnnl::memory::desc weiDesc({m_n, m_n}, input, tag::ab);
                const dnnl::memory::desc dstDesc({rows, m_n}, dt::f32, tag::ab);
                const std::size_t offset = static_cast<std::size_t>(row) * static_cast<std::size_t>(m_n);
                void *srcPtr = bf16 ? static_cast<void *>(m_a16.data() + offset) : const_cast<float *>(a);
                void *weiPtr = bf16 ? static_cast<void *>(m_b16.data()) : const_cast<float *>(m_b);
                dnnl::memory src(rowsDesc, p.engine, srcPtr);
                dnnl::memory wei(weiDesc, p.engine, weiPtr);
                dnnl::memory dst(dstDesc, p.engine, c);
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
    m_a16.clear();
    m_a16.shrink_to_fit();
    m_b16.clear();
    m_b16.shrink_to_fit();
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
