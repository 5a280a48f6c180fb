#include "kernels/sim/simbackend.h"

namespace gpulab::kernels {

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
    return i;
}

double SimBackend::predictSeconds(const Model &model, int n)
{
    const double dn = n;
    return model.launchSeconds + 2.0 * dn * dn * dn / (model.gflops * 1e9);
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
    seconds = predictSeconds(m_model, m_n);
    return Status::success();
}

Status SimBackend::fetch(float *)
{
    return Status::failure(StatusCode::Unsupported, "a simulation computes no matrix");
}

} // namespace gpulab::kernels
