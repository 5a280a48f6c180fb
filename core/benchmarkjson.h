#pragma once

#include "core/benchmarktypes.h"
#include "core/timing/timingmeasure.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace gpulab::core {

// Stable JSON form of a benchmark result (documented in README.md).
QJsonObject toJson(const BenchmarkResult &result);
QJsonObject toJson(const BackendLabel &label);
QJsonObject toJson(const BenchmarkPoint &point);
QJsonArray toJson(const QList<PeakLabel> &peaks);

// The `gpulab bench --json` object: the request's counts, every result, the
// speedup per size when the lesson's pair ran (readSpeedup(); null where it
// refuses), and the --no-sync runs when they were asked for.
QJsonObject benchToJson(const BenchmarkRequest &request, const QList<BenchmarkResult> &results,
                        const std::optional<QList<timing::TimingRun>> &noSync);

} // namespace gpulab::core
