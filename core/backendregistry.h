#pragma once

#include "core/benchmarktypes.h"
#include "kernels/backend.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace gpulab::core {

// Every backend id the command line and the labs may ask for:
//   cpu         oneDNN dnnl_sgemm on all cores (the app's CPU path)
//   cpu-matmul  oneDNN matmul primitive, plain layout (for comparison)
//   naive       one-thread triple loop (the reference)
//   cuda        cuBLAS cublasSgemm
//   cuda-naive  the project's own naive CUDA kernel
//   sim         the teaching model of a GPU, always labelled simulated
QStringList knownBackendIds();

struct BackendChoice {
    std::unique_ptr<kernels::MatmulBackend> backend;
    QString error; // why it cannot be created (set when backend is null)
};

// Creates the backend; "cuda"/"cuda-naive" fail with the probe's reason when
// CUDA is not usable. An unknown id fails with a list of the known ones.
BackendChoice createBackend(const QString &id);

// The lesson's "GPU side": cuBLAS when usable, otherwise the teaching model
// labelled with the reason the GPU is not there.
std::unique_ptr<kernels::MatmulBackend> createGpuOrSimulation();

BackendLabel labelOf(const kernels::BackendInfo &info);

} // namespace gpulab::core
