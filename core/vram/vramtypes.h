#pragma once

// Value types of the VRAM planner: what the learner asks (Plan) and what the
// planner answers (Breakdown, PlanResult). Pure data; see vramplan.h for the maths.

#include "core/vram/vramconstants.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace gpulab::core::vram {

enum class Precision { Fp32, Fp16, Bf16, Int8, Int4 };
enum class Mode { Inference, Train, Lora, Qlora };
enum class Optimizer { Sgd, SgdMomentum, Adam, Adam8bit };
enum class Sharding { None, Zero1, Zero2, Zero3 }; // Zero3 is FSDP's full sharding
enum class Bookkeeping { Lesson, MixedPrecision };
enum class ActivationEstimate { Lesson, Architecture };

// The shape of a decoder-only transformer, as far as memory cares.
struct Architecture {
    int layers = 0;
    int hidden = 0;  // h
    int heads = 0;   // a
    int kvHeads = 0; // < heads with grouped-query attention
    int vocab = 0;
    int context = 0; // longest trained sequence, tokens

    [[nodiscard]] bool valid() const { return layers > 0 && hidden > 0 && heads > 0 && kvHeads > 0; }
    [[nodiscard]] int headDim() const { return heads > 0 ? hidden / heads : 0; }
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
    ActivationEstimate activations = ActivationEstimate::Lesson;
    int batch = 1;  // micro-batch per GPU
    int seq = 1024; // tokens per sample
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

struct PlanResult {
    Breakdown lesson; // 2 + 4 + 8 bookkeeping
    Breakdown mixed;  // mixed precision with an fp32 master copy
    Bookkeeping inUse = Bookkeeping::Lesson;
    double activationsLesson = 0;       // the teaching estimate, this plan
    double activationsArchitecture = 0; // Korthikanti et al., this plan
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
