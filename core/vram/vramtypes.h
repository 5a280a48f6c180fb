#pragma once

// Value types of the VRAM planner: what the learner asks (Plan) and what the
// planner answers (Breakdown, PlanResult). Pure data; see vramplan.h for the maths.

#include "core/vram/vramconstants.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace gpulab::core::vram {

enum class Precision { Fp32, Fp16, Bf16, Int8, Int4 };
enum class Mode { Inference, Train, Lora, Qlora };
enum class Optimizer { Sgd, SgdMomentum, Adam, Adam8bit };
enum class Sharding { None, Zero1, Zero2, Zero3 }; // Zero3 is FSDP's full sharding
enum class Bookkeeping { Lesson, MixedPrecision };
// Where the activation figure comes from. Architecture is Korthikanti et al.'s
// formula for Megatron's fused kernels; the two PyTorch estimates add up what
// autograd saves op by op (vramactivations.h), with the s×s attention scores
// kept (eager) or not (scaled_dot_product_attention, the transformers default).
enum class ActivationEstimate { Lesson, Architecture, PytorchEager, PytorchSdpa };

// GPT-2 style: learned positions, LayerNorm, GELU MLP, fused qkv, tied head.
// Llama style: rotary positions, RMSNorm, SwiGLU MLP, grouped-query attention.
enum class Family { Gpt2, Llama };

// The shape of a decoder-only transformer, as far as memory cares.
struct Architecture {
    int layers = 0;
    int hidden = 0;  // h
    int heads = 0;   // a
    int kvHeads = 0; // < heads with grouped-query attention
    int vocab = 0;
    int context = 0; // longest trained sequence, tokens
    Family family = Family::Llama;
    int ffn = 0;             // MLP width; 0 = the family's usual (4h, or SwiGLU's 8h/3 rounded up to 256)
    int experts = 0;         // mixture of experts: experts per layer (0 = a dense MLP)
    int expertsPerToken = 0; // experts each token is routed to
    double dropout = 0.0;    // the config's dropout probability (GPT-2: 0.1)

    [[nodiscard]] bool valid() const { return layers > 0 && hidden > 0 && heads > 0 && kvHeads > 0; }
    [[nodiscard]] int headDim() const { return heads > 0 ? hidden / heads : 0; }
    [[nodiscard]] int mlpWidth() const;
    bool operator==(const Architecture &) const = default;
};

struct Plan {
    double params = 7e9;       // total parameters (all experts for a mixture of experts)
    double activeParams = 0.0; // used per token; 0 = same as params
    QString presetId;          // empty when the count was typed
    Architecture arch;         // from the preset; guessed from params when invalid
    Precision weights = Precision::Fp16;
    Mode mode = Mode::Train;
    Optimizer optimizer = Optimizer::Adam;
    Bookkeeping bookkeeping = Bookkeeping::Lesson;
    ActivationEstimate activations = ActivationEstimate::PytorchSdpa; // what model(**batch).loss.backward() keeps
    int batch = 1;                                                    // micro-batch per GPU
    int seq = 1024;                                                   // tokens per sample
    bool checkpointing = false;
    // torch.autocast(dtype=torch.bfloat16) around the forward pass. It changes
    // only full training of fp32 weights: 16-bit activations, fp32 states.
    bool autocast = false;
    int accumulation = 1; // micro-batches per optimizer step
    Sharding sharding = Sharding::None;
    int gpus = 1;
    int loraRank = kDefaultLoraRank;
    int keptGraphs = 0; // steps whose `loss` (not loss.item()) is still referenced
    double headroomBytes = kDefaultHeadroomBytes;

    [[nodiscard]] double active() const { return activeParams > 0 ? activeParams : params; }
    // 64-bit: the product of three bounded user numbers passes 2³¹ (65536 × 65536 × 1).
    [[nodiscard]] qint64 effectiveBatch() const { return qint64{batch} * accumulation * gpus; }
    bool operator==(const Plan &) const = default;
};

// Bytes per GPU, one figure per bar of the chart.
struct Breakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0; // includes the fp32 master copy in mixed precision (ZeRO counts it there too)
    double activations = 0;
    double kvCache = 0;
    double overhead = 0; // headroom: CUDA context and allocator

    [[nodiscard]] double modelStates() const { return weights + gradients + optimizer; }
    [[nodiscard]] double planned() const { return modelStates() + activations + kvCache; } // without headroom
    [[nodiscard]] double total() const { return planned() + overhead; }
};

enum class Component { Weights, Gradients, Optimizer, Activations, KvCache, Overhead };
inline constexpr Component kComponents[] = {Component::Weights,     Component::Gradients, Component::Optimizer,
                                            Component::Activations, Component::KvCache,   Component::Overhead};
double componentBytes(const Breakdown &b, Component c);

// One saved tensor of a layer: the autograd node that saves it (its code name,
// e.g. "SoftmaxBackward0: attention probabilities") and its bytes.
struct SavedTensor {
    QString op;
    double bytes = 0;
};

// Bytes per part of the model, one forward pass of one micro-batch.
struct ActivationParts {
    double embeddings = 0; // token ids, position ids, embedding dropout
    double shared = 0;     // kept once for all layers (rotary cos/sin, an attention mask)
    double perLayer = 0;
    double layers = 0; // perLayer × layers
    double finalNorm = 0;
    double lmHead = 0; // the LM head's input
    double loss = 0;   // log-softmax in fp32 (the loss's upcast), the shifted labels
    double logits = 0; // the output's logits: alive until the step ends, but not saved
    // The largest transient of the backward pass, beyond what is saved: as
    // backward starts, nll_loss's and log_softmax's gradients of the fp32
    // logits are alive together (2 · t · vocab · 4 B), the parameters'
    // gradients not made yet.
    double logitsGradient = 0;
    // Autocast's 16-bit copies of the weights it casts for matmuls, saved for backward;
    // the plan counts them with the weights (kAutocastCastCopyBytes), so saved() leaves them out.
    double castWeights = 0;
    QList<SavedTensor> layerTensors;

    [[nodiscard]] double saved() const { return embeddings + shared + layers + finalNorm + lmHead + loss; }
    // What is allocated for activations when backward starts.
    [[nodiscard]] double alive() const { return saved() + logits; }
};

struct PlanResult {
    Breakdown lesson; // 2 + 4 + 8 bookkeeping
    Breakdown mixed;  // mixed precision with an fp32 master copy
    Bookkeeping inUse = Bookkeeping::Lesson;
    double activationsLesson = 0;       // the teaching estimate, this plan
    double activationsArchitecture = 0; // Korthikanti et al., this plan
    double activationsEager = 0;        // what PyTorch keeps, eager attention (vramactivations.h)
    double activationsSdpa = 0;         // what PyTorch keeps, scaled_dot_product_attention
    ActivationParts activationParts;    // the PyTorch estimate in use (SDPA's for the other two), per part
    ActivationEstimate activationInUse = ActivationEstimate::Lesson;
    QString activationSource;   // one sentence: which estimate and where it comes from
    double trainableParams = 0; // all params, adapter params, or 0 for inference
    Architecture arch;          // the shape used (preset or guessed)
    bool archGuessed = false;
    QStringList notes; // things the learner should know about this plan

    [[nodiscard]] const Breakdown &used() const { return inUse == Bookkeeping::Lesson ? lesson : mixed; }
    [[nodiscard]] double total() const { return used().total(); }
};

} // namespace gpulab::core::vram
