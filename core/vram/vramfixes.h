#pragma once

// Out-of-memory fixes in the order to try them (docs/facts.md, "VRAM planner"), then the
// escape hatches. Each is an operation: plan in, new plan and delta out.

#include "core/vram/vramtypes.h"

#include <QList>

namespace gpulab::core::vram {

enum class FixId {
    HalveBatch,     // 1. lower the batch size (accumulate twice as many steps)
    MixedPrecision, // 2. bf16 autocast: fp32 states, 16-bit activations
    Bf16Weights,    // 2b. the weights themselves in bf16 (model.to(torch.bfloat16)), a different choice
    NoGrad,         // 3. torch.no_grad() around evaluation: never a saving for the planned step, says why
    DropGraphs,     // 4. store loss.item(), not loss
    SmallerModel,   // 5a. a smaller model (half the parameters)
    ShorterInputs,  // 5b. smaller inputs (half the sequence)
    Checkpointing,  // escape hatches from here on
    Lora,
    Qlora,
    Shard,
};
QList<FixId> allFixes(); // in the order to try them

struct FixOutcome {
    FixId id = FixId::HalveBatch;
    bool applicable = false;
    QString title;       // "Halve the batch (accumulate 2 steps)"
    QString explanation; // why it helps, or why it does not apply
    Plan before;
    Plan after;
    Breakdown beforeBytes; // bookkeeping in use
    Breakdown afterBytes;
    [[nodiscard]] double delta() const { return afterBytes.total() - beforeBytes.total(); } // bytes, < 0 saves
};

// A fix that would not lower the total for this plan comes back not
// applicable, with the reason, never as a saving.
FixOutcome applyFix(const Plan &plan, FixId id);
QList<FixOutcome> oomFixes(const Plan &plan);

} // namespace gpulab::core::vram
