#pragma once

// The VRAM planner's arithmetic: bytes per parameter, activations two ways,
// the KV cache, headroom; both bookkeepings. Pure and deterministic.

#include "core/vram/vramtypes.h"

#include <optional>

namespace gpulab::core::vram {

double weightBytesPerParam(Precision p);
double optimizerBytesPerParam(Optimizer o); // moments only, without a master copy

// Autocast is on and changes this plan: full training of fp32 weights.
bool autocastApplies(const Plan &plan);

// Empty when the plan can be evaluated; otherwise one sentence saying what is wrong.
QString validate(const Plan &plan);

// The shape the plan uses: its own when valid, else one guessed from the count.
Architecture architectureOf(const Plan &plan, bool *guessed = nullptr);

// Trainable parameters of LoRA adapters: rank · Σ (d_in + d_out) over q, k, v, o of
// every layer (a d×d matrix gets 2·r·d).
double loraParams(const Architecture &arch, int rank);

// Korthikanti et al. 2022, 16-bit: s·b·h·(34 + 5·a·s/h) bytes per layer, all layers.
double korthikantiActivationBytes(const Architecture &arch, int seq, int batch);
// Full recomputation keeps only each layer's input: 2·s·b·h bytes per layer.
double fullRecomputeActivationBytes(const Architecture &arch, int seq, int batch);
// The lesson's estimate: 0.5 GB · batch · (params / 7B).
double lessonActivationBytes(double activeParams, int batch);
// 2 · layers · kv_heads · head_dim · seq · batch · bytes.
double kvCacheBytes(const Architecture &arch, int seq, int batch, double bytesPerElement);

// The whole answer. Call validate() first; an invalid plan gives zeros.
PlanResult evaluate(const Plan &plan);

// What the cost lab and the fits table use: bytes per GPU in the bookkeeping in use,
// headroom included, and whether that is at most cardBytes.
double totalBytes(const Plan &plan);
bool fits(const Plan &plan, double cardBytes);

// A count typed or slid to: the plan with `params` parameters and no preset,
// so its shape is guessed from the count again (the preset's is not kept).
Plan withParams(const Plan &plan, double params);

// Which of the planner's inputs mean anything in the plan's mode; the lab
// greys out the others. Inference has no optimizer, gradients or sharding of
// training; only adapters have a rank; QLoRA fixes the weights at 4 bits;
// autocast applies to full training from fp32 weights.
struct InputsInUse {
    bool weights = true;
    bool optimizer = true;
    bool accumulation = true;
    bool checkpointing = true;
    bool autocast = true;
    bool sharding = true; // and the GPU count beside it
    bool loraRank = true;
    bool keptGraphs = true;
};
InputsInUse inputsInUse(const Plan &plan);

// What doubling the micro-batch adds, for the planner's note: model states
// do not grow with the batch, only activations do.
struct BatchDoubling {
    int batch = 0;           // the micro-batch now
    int doubled = 0;         // twice it, at most kMaxBatch
    double addedBytes = 0;   // planned bytes per GPU (headroom aside) it adds
    double addedPercent = 0; // of the planned bytes now
};
// Training plans only: nullopt for inference (a KV cache, not a batch of
// activations, grows there) and for an invalid plan.
std::optional<BatchDoubling> batchDoubling(const Plan &plan);

// Model-state bytes per parameter (weights + gradients + optimizer ÷ params) of the
// bookkeeping in use: the "this plan" column of the capacity table.
double modelStateBytesPerParam(const Plan &plan);

// Why kDefaultHeadroomBytes is what it is, in one or two sentences (translated).
QString headroomNote();

// Why the two bookkeepings differ, in one sentence (translated).
QString bookkeepingDifference();

} // namespace gpulab::core::vram
