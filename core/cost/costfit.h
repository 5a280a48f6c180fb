#pragma once

// Which card class is cheapest for a sweep, and which can hold the model:
// one decision for the cost lab and `gpulab cost`, so they name the same class.

#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "core/vram/vramtypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab::core::cost {

// The models the fit check offers, as VRAM planner preset ids (each one a
// core::vram::findPreset() id).
QStringList modelsToHold();

// The memory plan a class must hold to run the preset in that mode, from the
// VRAM planner's model (its defaults: 16-bit, Adam, batch 1, 1,024 tokens,
// PyTorch's SDPA activations). QLoRA keeps its frozen base in 4 bits and, as
// peft's prepare_model_for_kbit_training does by default, checkpoints the
// layers. nullopt for an unknown preset.
std::optional<vram::Plan> planToHold(const QString &presetId, vram::Mode mode);

struct ClassCost {
    RateClass card;
    SweepCost cost;
    bool canHold = true;   // true when no model is asked for
    bool cheapest = false; // lowest total among the classes that can hold it (ties all marked)
};

struct SweepComparison {
    QList<ClassCost> classes;       // in table order
    std::optional<vram::Plan> hold; // the model asked for, if any
    double neededBytes = 0.0;       // what holding it takes, headroom included; 0 without a model
    QString cheapestId;             // the first cheapest class that can hold it; empty when none can
};

// The sweep priced on every class of the table, each checked against the model.
SweepComparison compareClasses(const RateTable &table, const SweepInput &in,
                               const std::optional<vram::Plan> &hold = std::nullopt);

// The id of the cheapest class that can hold the model (any class without
// one); empty when none can.
QString cheapestThatFits(const RateTable &table, const SweepInput &in,
                         const std::optional<vram::Plan> &hold = std::nullopt);

} // namespace gpulab::core::cost
