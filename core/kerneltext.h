#pragma once

#include <QString>

namespace gpulab::core {

// The kernels layer has no Qt and labels its figures in fixed English words
// ("AVX-512 FMA loop", "measured: AVX2 FMA loop, 8 threads", "STREAM triad …").
// This puts the ones it knows into the current language for display; anything
// else comes back unchanged. JSON keeps the kernel's own words.
QString kernelText(const QString &english);

} // namespace gpulab::core
