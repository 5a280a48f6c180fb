#pragma once

#include "core/benchmarktypes.h"

#include <QJsonObject>

namespace gpulab::core {

// Stable JSON form of a benchmark result (documented in README.md).
QJsonObject toJson(const BenchmarkResult &result);
QJsonObject toJson(const BackendLabel &label);
QJsonObject toJson(const BenchmarkPoint &point);

} // namespace gpulab::core
