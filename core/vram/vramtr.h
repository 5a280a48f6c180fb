#pragma once

// The translation context of the VRAM planner's model, shared by its files:
// lupdate and the runtime agree on the context "Vram".

#include <QCoreApplication>

namespace gpulab::core::vram {

struct TrVram {
    Q_DECLARE_TR_FUNCTIONS(Vram)
};

} // namespace gpulab::core::vram
