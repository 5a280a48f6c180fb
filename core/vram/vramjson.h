#pragma once

// The planner's answer as JSON: what `gpulab plan --json` prints. Keys are
// snake_case, sizes in bytes (decimal GB alongside for reading).

#include "core/vram/vramlabmodel.h"
#include "core/vram/vramtypes.h"

#include <QJsonObject>

namespace gpulab::core::vram {

QJsonObject toJson(const Breakdown &b);
// The plan's figures as the model worked them out (`gpulab plan --json`, and
// the "figures" of `gpulab figures --lab vram --json`).
QJsonObject toJson(const Plan &plan, const VramFigures &figures);

} // namespace gpulab::core::vram
