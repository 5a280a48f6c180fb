#pragma once

// What PyTorch keeps for the backward pass of one training step of a decoder-only
// transformer built the way Hugging Face transformers builds it: every tensor
// autograd saves, op by op, counted once per storage (a view counts the storage
// it views), parameters excluded. Calibrated against real PyTorch runs
// (scripts/measure-activations, tests/data/activations) and, for what only the
// GPU does differently, against PyTorch's sources (docs/facts.md, "What PyTorch
// keeps for backward").

#include "core/vram/vramtypes.h"

namespace gpulab::core::vram {

enum class ActivationDtype {
    Fp32,     // fp32 model, no autocast
    Half,     // bf16 / fp16 model
    Autocast, // fp32 model under torch.autocast(dtype=torch.bfloat16)
};
enum class AttentionKernel { Eager, Sdpa };
// Where the step runs. The saved tensors are the same ops; what differs is
// dropout's mask (CUDA's fused native_dropout keeps 1-byte bools, the CPU's
// multiplies by a mask in the activation dtype), LayerNorm's statistics (fp32
// on CUDA, the activation dtype on the CPU) and SDPA with dropout (CUDA's
// flash / memory-efficient kernels take it, the CPU falls back to the math path).
enum class ActivationBackend { Cuda, Cpu };

struct ActivationCase {
    Architecture arch;
    int seq = 1024;
    int batch = 1;
    ActivationDtype dtype = ActivationDtype::Half;
    AttentionKernel attention = AttentionKernel::Sdpa;
    double dropout = 0.0;
    bool checkpointing = false;
    ActivationBackend backend = ActivationBackend::Cuda;
    // LoRA (and QLoRA, whose 4-bit base saves no more): adapters of this rank on
    // q, k, v and o, kept in fp32 as peft does by default, the rest frozen;
    // 0 = full training.
    int loraRank = 0;
};

ActivationParts pytorchActivations(const ActivationCase &c);

// The case a plan describes, on a GPU: its dtype (fp32, 16-bit, autocast),
// the shape, its dropout, checkpointing.
ActivationCase activationCaseOf(const Plan &plan, const Architecture &arch, AttentionKernel attention);

} // namespace gpulab::core::vram
