#include "kernels/sim/simbackend.h"

namespace gpulab::kernels {

double simulatedGflops(double fp32Gflops, Precision p)
{
    switch (p) {
    case Precision::Fp32: return fp32Gflops;
    case Precision::Tf32: return fp32Gflops * teaching::kTf32Ratio;
    case Precision::Bf16:
    case Precision::Fp16: return fp32Gflops * teaching::kHalfRatio;
    }
    return fp32Gflops;
}

SimBackend::SimBackend(Model model, std::string reason) : m_model(model), m_reason(std::move(reason)) {}

BackendInfo SimBackend::info() const
{
    BackendInfo i;
    i.id = "sim";
    i.label = m_model.gpu ? "teaching model of a GPU" : "teaching model of a CPU";
    i.device = m_model.gpu ? "simulated GPU" : "simulated CPU";
    i.kind = BackendKind::Simulated;
    i.simulatedReason = m_reason;
    i.peakGflops = m_model.gflops;
    i.producesResult = false;
    i.onGpu = m_model.gpu;
    for (Precision p : precisions())
        i.peaks.push_back({p, simulatedGflops(m_model.gflops, p),
                           p == Precision::Fp32 ? "teaching model: the lesson's fp32 rate; simulated, not measured"
                                                : teaching::kPrecisionSource});
    i.implementation = std::string("teaching model, ") + precisionKey(m_precision);
    return i;
}

std::vector<Precision> SimBackend::precisions() const
{
    if (m_model.gpu)
        return {Precision::Fp32, Precision::Tf32, Precision::Bf16, Precision::Fp16};
    return {Precision::Fp32};
}

Status SimBackend::setPrecision(Precision p)
{
    for (Precision q : precisions()) {
        if (q == p) {
            m_precision = p;
            return Status::success();
        }
    }
    return Status::failure(StatusCode::Unsupported,
                           std::string("the teaching model of a CPU runs fp32 only, not ") + precisionKey(p));
}

double SimBackend::predictSeconds(const Model &model, int n, Precision p)
{
    const double dn = n;
    return model.launchSeconds + 2.0 * dn * dn * dn / (simulatedGflops(model.gflops, p) * 1e9);
}

Status SimBackend::prepare(int n, const float *, const float *)
{
    if (n <= 0)
        return Status::failure(StatusCode::Unsupported, "matrix size must be positive");
    m_n = n;
    return Status::success();
}

Status SimBackend::run(const std::atomic<bool> &cancel, double &seconds)
{
    if (cancel.load())
        return Status::failure(StatusCode::Cancelled, "cancelled");
    seconds = predictSeconds(m_model, m_n, m_precision);
    return Status::success();
}

Status SimBackend::fetch(float *)
{
    return Status::failure(StatusCode::Unsupported, "a simulation computes no matrix");
}

} // namespace gpulab::kernels
