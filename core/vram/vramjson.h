#pragma once

// The planner's answer as JSON: what `gpulab plan --json` prints. Keys are
// snake_case, sizes in bytes (decimal GB alongside for reading).

#include "core/vram/vramcards.h"
#include "core/vram/vramtypes.h"

#include <QJsonObject>

namespace gpulab::core::vram {

QJsonObject toJson(const Breakdown &b);
QJsonObject toJson(const Plan &plan, const QList<Card> &cards);

} // namespace gpulab::core::vram
