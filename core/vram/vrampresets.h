#pragma once

#include "core/vram/vramtypes.h"

#include <QList>

namespace gpulab::core::vram {

// A published model with its real shape. Parameter counts are the exact
// totals of the released checkpoints.
struct Preset {
    QString id;        // "llama2-7b": the CLI's --preset name
    QString name;      // "Llama-2-7B"
    double params = 0; // total
    double active = 0; // per token (differs for a mixture of experts)
    Architecture arch;
};

const QList<Preset> &presets();
const Preset *findPreset(const QString &id);

// Puts a preset's count and shape into a plan, keeping every other choice.
Plan withPreset(Plan plan, const Preset &preset);

// A plausible shape for a bare parameter count (see vramconstants.h).
Architecture guessArchitecture(double params);

} // namespace gpulab::core::vram
