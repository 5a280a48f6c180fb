#include "kernels/cuda/cudabackend.h"

#include <array>
#include <cstdio>

// Called by the module between naive-kernel panels on the run() thread;
// user is the caller's cancel flag, which outlives the run() call. C linkage
// to match gpulab_cuda_cancel_fn; static, so no symbol escapes.
extern "C" {
static int gpulab_poll_cancel(void *user)
{
    return static_cast<const std::atomic<bool> *>(user)->load(std::memory_order_relaxed) ? 1 : 0;
}
}

namespace gpulab::kernels {

namespace {

// Room for a full CUDA/cuBLAS message; the module truncates beyond it.
constexpr int kErrLen = 512;
using ErrorBuffer = std::array<char, kErrLen>;

Status toStatus(int code, const ErrorBuffer &err, const char *what)
{
    const std::string text = err[0] != '\0' ? std::string(err.data()) : std::string(what);
    switch (code) {
    case GPULAB_CUDA_OK: return Status::success();
    case GPULAB_CUDA_CANCELLED: return Status::failure(StatusCode::Cancelled, text);
    case GPULAB_CUDA_OUT_OF_MEMORY: return Status::failure(StatusCode::OutOfMemory, text);
    case GPULAB_CUDA_ERROR: return Status::failure(StatusCode::Error, text);
    case GPULAB_CUDA_UNSUPPORTED: return Status::failure(StatusCode::Unsupported, text);
    default:
        return Status::failure(StatusCode::Error, text + " (unknown CUDA module code " + std::to_string(code) + ")");
    }
}

std::string versionText(int cudaVersion)
{
    // 13000 → "13.0" (CUDA encodes major*1000 + minor*10).
    char buf[32];
    std::snprintf(buf, sizeof buf, "%d.%d", cudaVersion / 1000, cudaVersion % 1000 / 10);
    return buf;
}

} // namespace

int cudaPrecisionCode(Precision p)
{
    switch (p) {
    case Precision::Fp32: return GPULAB_CUDA_PRECISION_FP32;
    case Precision::Tf32: return GPULAB_CUDA_PRECISION_TF32;
    case Precision::Fp16: return GPULAB_CUDA_PRECISION_FP16;
    case Precision::Bf16: return GPULAB_CUDA_PRECISION_BF16;
    }
    return GPULAB_CUDA_PRECISION_FP32;
}

std::string ungatedTimingNote(const CudaTimingMethod &m)
{
    if (m.gateOn)
        return {};
    return "timed without the start gate (" + m.gateOffReason +
           "): each reading also holds the launch gap and the host-side cuBLAS work";
}

std::string cudaUnavailableReason(const gpulab_cuda_probe_t &probe)
{
    if (probe.device_count_error == 0) {
        if (probe.device_count > 0)
            return {};
        return "The CUDA runtime found no GPU.";
    }
    const std::string name = probe.device_count_error_name;
    const std::string runtime = versionText(probe.runtime_version);
    if (name == "cudaErrorInsufficientDriver") {
        const DriverLibrary driver = findDriverLibrary();
        if (!driver.present)
            return "No NVIDIA driver is installed (libcuda.so.1 cannot be opened), so the CUDA " + runtime +
                   " runtime has no GPU to use.";
        std::string version = nvmlDriverVersionString();
        if (version.empty() && probe.driver_version > 0)
            version = "supporting CUDA " + versionText(probe.driver_version);
        return "The NVIDIA driver" + (version.empty() ? std::string() : " (" + version + ")") +
               " is too old for the CUDA " + runtime + " runtime this program was built with (" + driver.path_or_error +
               ").";
    }
    if (name == "cudaErrorNoDevice")
        return "The NVIDIA driver is installed but reports no CUDA-capable GPU.";
    return "CUDA cannot enumerate GPUs: " + std::string(probe.device_count_error_text) + " (" + name + ").";
}

std::unique_ptr<CudaBackend> CudaBackend::create(int kernel, std::string &error)
{
    const CudaModuleLoad &load = loadCudaModule();
    if (load.outcome != CudaModuleLoad::Outcome::Loaded || load.module == nullptr) {
        error = describeCudaModuleLoad(load);
        return nullptr;
    }
    const CudaModule &module = *load.module;

    gpulab_cuda_probe_t probe{};
    probe.size = sizeof probe;
    if (module.probe(&probe) != GPULAB_CUDA_OK) {
        error = "The CUDA module refused the probe structure (built from another gpulab_cuda_api.h).";
        return nullptr;
    }
    if (std::string why = cudaUnavailableReason(probe); !why.empty()) {
        error = std::move(why);
        return nullptr;
    }

    ErrorBuffer err{};
    gpulab_cuda_ctx *ctx = module.create(kernel, err.data(), kErrLen);
    if (ctx == nullptr) {
        error =
            std::string("Cannot set up CUDA on ") + probe.name + ": " + (err[0] != '\0' ? err.data() : "unknown error");
        return nullptr;
    }
    return std::unique_ptr<CudaBackend>(new CudaBackend(module, ctx, kernel, probe));
}

CudaBackend::CudaBackend(const CudaModule &module, gpulab_cuda_ctx *ctx, int kernel, const gpulab_cuda_probe_t &probe)
    : m_module(module), m_ctx(ctx), m_kernel(kernel), m_probe(probe)
{
}

CudaBackend::~CudaBackend()
{
    m_module.destroy(m_ctx); // also frees the buffers
}

BackendInfo CudaBackend::info() const
{
    BackendInfo i;
    const bool naive = m_kernel == GPULAB_CUDA_KERNEL_NAIVE;
    i.id = naive ? "cuda-naive" : "cuda";
    if (naive) {
        i.label = "naive CUDA kernel";
    } else {
        switch (m_precision) {
        case Precision::Fp32: i.label = "cuBLAS sgemm"; break;
        case Precision::Tf32: i.label = "cuBLAS GemmEx, TF32 tensor cores"; break;
        case Precision::Fp16: i.label = "cuBLAS GemmEx, fp16 inputs, fp32 accumulate"; break;
        case Precision::Bf16: i.label = "cuBLAS GemmEx, bf16 inputs, fp32 accumulate"; break;
        }
    }
    i.device = m_probe.name;
    i.kind = BackendKind::Measured;
    i.peakGflops = m_probe.peak_gflops;
    i.producesResult = true;
    i.onGpu = true;
    i.peaks = m_peaks;
    i.implementationNote = ungatedTimingNote(timingMethod());
    return i;
}

std::size_t CudaBackend::deviceBytes(int n) const
{
    const auto side = static_cast<std::size_t>(n > 0 ? n : 0);
    return side * side * (sizeof(float) + 2 * static_cast<std::size_t>(bytesPerElement(m_precision)));
}

std::vector<Precision> CudaBackend::precisions() const
{
    std::vector<Precision> out{Precision::Fp32};
    if (m_kernel != GPULAB_CUDA_KERNEL_CUBLAS)
        return out;
    const int cc = m_probe.cc_major * 10 + m_probe.cc_minor;
    if (cc >= 80)
        out.push_back(Precision::Tf32);
    if (cc >= 80)
        out.push_back(Precision::Bf16);
    if (cc >= 70)
        out.push_back(Precision::Fp16);
    return out;
}

Status CudaBackend::setPrecision(Precision p)
{
    ErrorBuffer err{};
    Status s =
        toStatus(m_module.setPrecision(m_ctx, cudaPrecisionCode(p), err.data(), kErrLen), err, "CUDA set precision");
    if (s.ok())
        m_precision = p;
    return s;
}

Status CudaBackend::measureBandwidth(const std::atomic<bool> &cancel, double &bytesPerSecond)
{
    ErrorBuffer err{};
    bytesPerSecond = 0.0;
    void *user = const_cast<std::atomic<bool> *>(&cancel);
    return toStatus(m_module.bandwidth(m_ctx, 0, 10, &gpulab_poll_cancel, user, &bytesPerSecond, err.data(), kErrLen),
                    err, "CUDA bandwidth measurement failed");
}

int CudaBackend::panelRows(int n) const
{
    return m_module.panelRows(m_ctx, n);
}

Status CudaBackend::setPanelRows(int rows)
{
    if (m_module.setPanelRows(m_ctx, rows) != GPULAB_CUDA_OK)
        return Status::failure(StatusCode::Error, "cannot force " + std::to_string(rows) + "-row panels");
    return Status::success();
}

CudaTimingMethod CudaBackend::timingMethod() const
{
    std::array<char, GPULAB_CUDA_TEXT> why{};
    CudaTimingMethod m;
    m.method = m_module.timingMethod(m_ctx, why.data(), static_cast<int>(why.size()));
    m.gateOffReason = why.data();
    m.gateOn = m.gateOffReason.empty();
    return m;
}

std::size_t CudaBackend::deviceFreeBytes() const
{
    long long freeBytes = 0;
    ErrorBuffer err{};
    if (m_module.freeBytes(&freeBytes, nullptr, err.data(), kErrLen) != GPULAB_CUDA_OK)
        return 0; // unknown; prepare() still refuses sizes that do not fit
    return static_cast<std::size_t>(freeBytes);
}

Status CudaBackend::prepare(int n, const float *a, const float *b)
{
    ErrorBuffer err{};
    return toStatus(m_module.prepare(m_ctx, n, a, b, err.data(), kErrLen), err, "CUDA prepare failed");
}

Status CudaBackend::run(const std::atomic<bool> &cancel, double &seconds)
{
    ErrorBuffer err{};
    seconds = 0.0;
    // The module only reads the flag through gpulab_poll_cancel.
    void *user = const_cast<std::atomic<bool> *>(&cancel);
    return toStatus(m_module.run(m_ctx, &gpulab_poll_cancel, user, &seconds, err.data(), kErrLen), err,
                    "CUDA run failed");
}

Status CudaBackend::fetch(float *c)
{
    ErrorBuffer err{};
    return toStatus(m_module.fetch(m_ctx, c, err.data(), kErrLen), err, "CUDA fetch failed");
}

Status CudaBackend::timeSync(int warmup, int repeats, const std::atomic<bool> &cancel, CudaSyncTiming &out)
{
    out = CudaSyncTiming{};
    if (repeats < 0 || warmup < 0)
        return Status::failure(StatusCode::Unsupported, "warm-up and repeats cannot be negative");
    try {
        gpulab_cuda_sync_sample_t blank{};
        blank.size = sizeof blank;
        out.samples.assign(static_cast<std::size_t>(repeats), blank);
    } catch (const std::bad_alloc &) {
        return Status::failure(StatusCode::OutOfMemory, "not enough host memory for the timing samples");
    }
    gpulab_cuda_sync_timing_t timing{};
    timing.size = sizeof timing;
    ErrorBuffer err{};
    void *user = const_cast<std::atomic<bool> *>(&cancel);
    const int code = m_module.timeSync(m_ctx, warmup, repeats, out.samples.data(), &timing, &gpulab_poll_cancel, user,
                                       err.data(), kErrLen);
    out.n = timing.n;
    out.coldWasProcessFirst = timing.cold_was_process_first != 0;
    out.handleSeconds = timing.handle_seconds;
    out.cold = timing.cold;
    out.samples.resize(static_cast<std::size_t>(timing.repeats > 0 ? timing.repeats : 0));
    return toStatus(code, err, "CUDA timing failed");
}

void CudaBackend::release()
{
    m_module.release(m_ctx);
}

} // namespace gpulab::kernels
