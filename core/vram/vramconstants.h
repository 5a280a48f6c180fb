#pragma once

// Named figures of the VRAM planner. Bytes are decimal (1 GB = 10⁹ bytes) unless
// a name says GiB; "per param" means per model parameter.

#include "core/units.h"

namespace gpulab::core::vram {

// GB (10⁹ bytes, the unit of the lesson's capacity arithmetic: its "24 GB
// card" is 24×10⁹ bytes) and GiB (2³⁰ bytes, what drivers count in: an RTX
// 4090's 24 GiB is the 25.8 that PyTorch prints), defined once in units.h.
using units::kGB;
using units::kGiB;

// --- Weights, bytes per parameter, by storage precision (docs/facts.md, "VRAM planner").
inline constexpr double kBytesFp32 = 4.0;
inline constexpr double kBytesFp16 = 2.0;
inline constexpr double kBytesBf16 = 2.0;
inline constexpr double kBytesInt8 = 1.0;
inline constexpr double kBytesInt4 = 0.5;

// --- The lesson's bookkeeping: gradients are kept in fp32 whatever the weights.
inline constexpr double kLessonGradBytes = 4.0;
// Optimizer state, bytes per trainable parameter.
inline constexpr double kOptSgdBytes = 0.0;      // plain SGD keeps nothing between steps
inline constexpr double kOptMomentumBytes = 4.0; // one fp32 velocity
inline constexpr double kOptAdamBytes = 8.0;     // two fp32 moments (m and v)
inline constexpr double kOptAdam8bitBytes = 2.0; // two 8-bit moments (bitsandbytes-style)
inline constexpr double kMasterCopyBytes = 4.0;  // fp32 master weights in mixed precision
// torch.autocast leaves the fp32 weights, gradients and optimizer state as
// they are; it casts each weight to 16 bits as an op uses it, caches that
// copy for the forward pass and autograd keeps it for the backward pass
// (aten/src/ATen/autocast_mode.cpp, cached_cast). 2 bytes per cast weight,
// alive from the forward pass until the backward pass has used it.
inline constexpr double kAutocastCastCopyBytes = 2.0;
inline constexpr double kInferenceFp16BytesPerParam = 2.0; // capacity table column "inference 2 B"
inline constexpr double kSgdTrainBytesPerParam = 6.0;      // 2 + 4
inline constexpr double kAdamTrainBytesPerParam = 14.0;    // 2 + 4 + 8
inline constexpr double kMixedAdamBytesPerParam = 16.0;    // 2 + 2 + 4 + 4 + 4

// --- QLoRA: a 4-bit base is 0.5 B/param plus one fp32 absmax per 64-weight block
// (QLoRA's NF4 without double quantisation); the lesson rounds the whole thing
// up to about 1 byte per weight.
inline constexpr double kNf4BlockSize = 64.0;                             // weights per block
inline constexpr double kNf4ConstantsBytesPerParam = 4.0 / kNf4BlockSize; // 0.0625 B
inline constexpr double kLessonQloraBaseBytes = 1.0;

// --- LoRA adapters: trained in 16-bit, with the same gradient/optimizer rules
// as full training, on the four attention projections of every layer.
inline constexpr int kLoraAdaptedMatricesPerLayer = 4; // q, k, v, o
inline constexpr int kDefaultLoraRank = 16;

// --- Activations, the lesson's teaching estimate: ≈0.5 GB for a 7B model at
// batch 1 in 16-bit. We scale it linearly with the micro-batch and with
// (active parameters ÷ 7B); it does not depend on the sequence length.
inline constexpr double kLessonActivationBytes = 0.5e9;   // bytes at the reference point
inline constexpr double kLessonActivationRefParams = 7e9; // parameters at the reference point
inline constexpr double kLessonCheckpointDivisor = 8.0;   // checkpointing keeps ≈1/8 (the lesson)

// --- Activations, the architecture estimate (Korthikanti et al. 2022,
// "Reducing Activation Recomputation in Large Transformer Models"): bytes per
// layer for 16-bit activations = s·b·h·(34 + 5·a·s/h); with full recomputation
// only the layer input is kept, ≈ 2·s·b·h bytes per layer.
inline constexpr double kKorthikantiLinearTerm = 34.0;
inline constexpr double kKorthikantiAttentionTerm = 5.0;
inline constexpr double kFullRecomputeBytesPerElement = 2.0;
// fp32 activations take twice the 16-bit figures.
inline constexpr double kFp32ActivationFactor = 2.0;

// --- KV cache (inference): 2 (K and V) · layers · kv_heads · head_dim · seq · batch ·
// bytes. Kept in 16-bit even when the weights are int8/4-bit, in fp32 with fp32 weights.
inline constexpr double kKvCacheTensors = 2.0;
inline constexpr double kKvBytes16 = 2.0;

// --- Headroom for the CUDA context and the allocator: "a gigabyte or two" in
// the lesson. One figure for the planner and exercise 3 (learn/exercisemath):
// 1 GB, the end of the range at which the lesson's own example still holds —
// 7B in fp16 (14 GB) plus its KV cache served from a 16 GB T4. See headroomNote().
inline constexpr double kDefaultHeadroomBytes = 1.0e9;

// --- Shape guessed from a bare parameter count: params ≈ 12·L·h² (attention 4h²
// + MLP 8h² per layer, embeddings ignored) with h ≈ 128·L, the aspect of GPT-3
// and Llama-7B; one head per 128 hidden units. Llama-style blocks (rotary,
// RMSNorm, SwiGLU 3·h·8h/3 = the same 8h²) with Llama-2's 32,000-token vocabulary.
inline constexpr double kGuessParamsPerLayerPerH2 = 12.0;
inline constexpr double kGuessHiddenPerLayer = 128.0;
inline constexpr int kGuessHeadDim = 128;
inline constexpr int kGuessHiddenMultiple = 64;
inline constexpr int kGuessVocab = 32000;

// --- The cards of the fits table, decimal GB.
inline constexpr double kCardSizesGB[] = {8.0, 12.0, 16.0, 24.0, 80.0};
inline constexpr double kDefaultCustomCardGB = 48.0;

// --- Input ranges the planner accepts.
inline constexpr double kMinParams = 1e6;        // 1M
inline constexpr double kMaxParams = 1e13;       // 10T
inline constexpr double kSliderMinParams = 1e7;  // 10M
inline constexpr double kSliderMaxParams = 4e11; // 400B
inline constexpr int kMaxBatch = 65536;
inline constexpr int kMaxSeq = 1048576;
inline constexpr int kMaxGpus = 4096;
inline constexpr int kMaxLoraRank = 4096;
inline constexpr int kMaxAccumulation = 65536;
inline constexpr int kMaxKeptGraphs = 10000;
// The lab's spin boxes and `gpulab plan` accept the same, in decimal GB.
inline constexpr double kMaxHeadroomGB = 100.0; // --headroom 0 … 100
inline constexpr double kMinCustomCardGB = 1.0; // --card 1 … 1000
inline constexpr double kMaxCustomCardGB = 1000.0;

} // namespace gpulab::core::vram
