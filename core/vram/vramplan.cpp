#include "core/vram/vramplan.h"

#include "core/vram/vramactivations.h"
#include "core/vram/vrampresets.h"
#include "core/vram/vramtr.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpulab::core::vram {
namespace {
bool isTraining(Mode m)
{
    return m != Mode::Inference;
}

// Divisors of ZeRO stage 1 (optimizer), 2 (+ gradients), 3 / FSDP (+ weights).
struct ShardDivisors {
    double weights = 1, gradients = 1, optimizer = 1;
};
ShardDivisors divisorsOf(const Plan &p)
{
    const double n = std::max(1, p.gpus);
    ShardDivisors d;
    if (p.sharding == Sharding::None || p.mode == Mode::Inference)
        return d;
    d.optimizer = n;
    if (p.sharding == Sharding::Zero2 || p.sharding == Sharding::Zero3)
        d.gradients = n;
    if (p.sharding == Sharding::Zero3)
        d.weights = n;
    return d;
}
QString activationSourceText(const Plan &p)
{
    switch (p.activations) {
    case ActivationEstimate::Lesson:
        return p.checkpointing
                   ? TrVram::tr("Lesson teaching estimate: 0.5 GB at 7B, batch 1 and about 100 tokens, × "
                                "batch × (active params ÷ 7B), ÷ 8 for checkpointing.")
                   : TrVram::tr("Lesson teaching estimate: 0.5 GB at 7B and batch 1, × batch × "
                                "(active params ÷ 7B); it assumes about 100 tokens and does not model the sequence "
                                "length.");
    case ActivationEstimate::Architecture:
        return p.checkpointing ? TrVram::tr("Architecture estimate, full recomputation: 2·s·b·h bytes per layer "
                                            "(Korthikanti et al. 2022).")
                               : TrVram::tr("Architecture estimate: s·b·h·(34 + 5·a·s/h) bytes per layer for 16-bit "
                                            "activations (Korthikanti et al. 2022), what Megatron's fused kernels "
                                            "keep.");
    case ActivationEstimate::PytorchEager:
        return TrVram::tr("PyTorch, eager attention: every tensor autograd saves for this shape at %1 tokens, the "
                          "s×s attention scores included, plus the logits; checked op by op against real PyTorch "
                          "runs.")
            .arg(p.seq);
    case ActivationEstimate::PytorchSdpa: break;
    }
    return TrVram::tr("PyTorch with scaled_dot_product_attention (the transformers default): every tensor autograd "
                      "saves for this shape at %1 tokens, no s×s scores, plus the logits; checked op by op against "
                      "real PyTorch runs.")
        .arg(p.seq);
}
} // namespace

double componentBytes(const Breakdown &b, Component c)
{
    switch (c) {
    case Component::Weights: return b.weights;
    case Component::Gradients: return b.gradients;
    case Component::Optimizer: return b.optimizer;
    case Component::Activations: return b.activations;
    case Component::KvCache: return b.kvCache;
    case Component::Overhead: return b.overhead;
    }
    return 0;
}

double weightBytesPerParam(Precision p)
{
    switch (p) {
    case Precision::Fp32: return kBytesFp32;
    case Precision::Fp16: return kBytesFp16;
    case Precision::Bf16: return kBytesBf16;
    case Precision::Int8: return kBytesInt8;
    case Precision::Int4: return kBytesInt4;
    }
    return kBytesFp16;
}

double optimizerBytesPerParam(Optimizer o)
{
    switch (o) {
    case Optimizer::Sgd: return kOptSgdBytes;
    case Optimizer::SgdMomentum: return kOptMomentumBytes;
    case Optimizer::Adam: return kOptAdamBytes;
    case Optimizer::Adam8bit: return kOptAdam8bitBytes;
    }
    return kOptAdamBytes;
}

QString validate(const Plan &p)
{
    if (!(p.params >= kMinParams && p.params <= kMaxParams))
        return TrVram::tr("the parameter count must be between 1M and 10T");
    if (p.activeParams < 0 || p.activeParams > p.params)
        return TrVram::tr("active parameters must be between 0 and the total");
    if (p.batch < 1 || p.batch > kMaxBatch)
        return TrVram::tr("the batch size must be between 1 and %1").arg(kMaxBatch);
    if (p.seq < 1 || p.seq > kMaxSeq)
        return TrVram::tr("the sequence length must be between 1 and %1 tokens").arg(kMaxSeq);
    if (p.accumulation < 1 || p.accumulation > kMaxAccumulation)
        return TrVram::tr("gradient accumulation must be between 1 and %1 steps").arg(kMaxAccumulation);
    if (p.gpus < 1 || p.gpus > kMaxGpus)
        return TrVram::tr("the number of GPUs must be between 1 and %1").arg(kMaxGpus);
    if (p.loraRank < 1 || p.loraRank > kMaxLoraRank)
        return TrVram::tr("the LoRA rank must be between 1 and %1").arg(kMaxLoraRank);
    if (p.keptGraphs < 0 || p.keptGraphs > kMaxKeptGraphs)
        return TrVram::tr("kept graphs must be between 0 and %1").arg(kMaxKeptGraphs);
    if (!(p.headroomBytes >= 0 && p.headroomBytes <= 100 * kGB))
        return TrVram::tr("the headroom must be between 0 and 100 GB");
    return {};
}

bool autocastApplies(const Plan &p)
{
    return p.autocast && p.mode == Mode::Train && p.weights == Precision::Fp32;
}

Architecture architectureOf(const Plan &plan, bool *guessed)
{
    const bool own = plan.arch.valid();
    if (guessed)
        *guessed = !own;
    return own ? plan.arch : guessArchitecture(plan.params);
}

double loraParams(const Architecture &a, int rank)
{
    const double h = a.hidden;
    const double kv = double(a.kvHeads) * a.headDim();               // k and v project h → kv_heads·head_dim
    const double perLayer = (h + h) + (h + kv) + (h + kv) + (h + h); // q, k, v, o: d_in + d_out each
    return double(rank) * perLayer * a.layers;
}

double korthikantiActivationBytes(const Architecture &a, int seq, int batch)
{
    const double s = seq, b = batch, h = a.hidden, heads = a.heads;
    return s * b * h * (kKorthikantiLinearTerm + kKorthikantiAttentionTerm * heads * s / h) * a.layers;
}

double fullRecomputeActivationBytes(const Architecture &a, int seq, int batch)
{
    return kFullRecomputeBytesPerElement * double(seq) * batch * a.hidden * a.layers;
}

double lessonActivationBytes(double activeParams, int batch)
{
    return kLessonActivationBytes * batch * (activeParams / kLessonActivationRefParams);
}

double kvCacheBytes(const Architecture &a, int seq, int batch, double bytesPerElement)
{
    return kKvCacheTensors * a.layers * a.kvHeads * a.headDim() * double(seq) * batch * bytesPerElement;
}

PlanResult evaluate(const Plan &p)
{
    PlanResult r;
    r.inUse = p.bookkeeping;
    r.activationInUse = p.activations;
    if (!validate(p).isEmpty())
        return r;
    r.arch = architectureOf(p, &r.archGuessed);
    const double n = p.params;
    const ShardDivisors div = divisorsOf(p);

    // Weights, per bookkeeping. QLoRA stores the base in 4-bit whatever was chosen.
    double lessonW = weightBytesPerParam(p.weights);
    double mixedW = lessonW;
    if (p.mode == Mode::Qlora) {
        lessonW = kLessonQloraBaseBytes;
        mixedW = kBytesInt4 + kNf4ConstantsBytesPerParam;
    }

    // Trainable parameters and their 16-bit (or fp32) training copy.
    double trainable = 0;
    if (p.mode == Mode::Train)
        trainable = n;
    else if (p.mode == Mode::Lora || p.mode == Mode::Qlora)
        trainable = loraParams(r.arch, p.loraRank);
    r.trainableParams = trainable;
    const bool adapters = p.mode == Mode::Lora || p.mode == Mode::Qlora;
    const double trainW = adapters ? kBytesFp16 : weightBytesPerParam(p.weights); // the precision being trained
    const double opt = optimizerBytesPerParam(p.optimizer);
    const bool needsMaster = trainW < kBytesFp32;

    r.lesson.weights = (n * lessonW + (adapters ? trainable * kBytesFp16 : 0)) / div.weights;
    r.lesson.gradients = trainable * kLessonGradBytes / div.gradients;
    r.lesson.optimizer = trainable * opt / div.optimizer;

    r.mixed.weights = (n * mixedW + (adapters ? trainable * kBytesFp16 : 0)) / div.weights;

    // Autocast keeps every model state in fp32 (so the weights above stay at
    // 4 B/param) and adds the 16-bit copies it casts, which live until the
    // backward pass has used them; counted with the weights.
    const bool autocastActive = autocastApplies(p);
    if (autocastActive) {
        r.lesson.weights += n * kAutocastCastCopyBytes / div.weights;
        r.mixed.weights += n * kAutocastCastCopyBytes / div.weights;
    }
    r.mixed.gradients = trainable * trainW / div.gradients;
    r.mixed.optimizer = trainable * (opt + (needsMaster ? kMasterCopyBytes : 0)) / div.optimizer;

    // Activations: kept for backward in every training mode (LoRA too: the gradient
    // has to flow back through the frozen layers). Not divided by sharding.
    if (isTraining(p.mode)) {
        // Saved activations are fp32 when fp32 weights are trained without
        // autocast; under autocast the ops it runs in 16 bit save 16-bit ones.
        const double precisionFactor =
            (p.mode == Mode::Train && p.weights == Precision::Fp32 && !autocastActive) ? kFp32ActivationFactor : 1.0;
        const double graphs = 1.0 + p.keptGraphs;
        double lesson = lessonActivationBytes(p.active(), p.batch);
        double arch = korthikantiActivationBytes(r.arch, p.seq, p.batch);
        if (p.checkpointing) {
            lesson /= kLessonCheckpointDivisor;
            arch = fullRecomputeActivationBytes(r.arch, p.seq, p.batch);
        }
        r.activationsLesson = lesson * precisionFactor * graphs;
        r.activationsArchitecture = arch * precisionFactor * graphs;
        // PyTorch: the model counts its own dtypes. A kept `loss` keeps its
        // graph's saved tensors; the logits die with the output.
        const ActivationParts eager = pytorchActivations(activationCaseOf(p, r.arch, AttentionKernel::Eager));
        const ActivationParts sdpa = pytorchActivations(activationCaseOf(p, r.arch, AttentionKernel::Sdpa));
        r.activationsEager = eager.alive() + eager.saved() * p.keptGraphs;
        r.activationsSdpa = sdpa.alive() + sdpa.saved() * p.keptGraphs;
        r.activationParts = p.activations == ActivationEstimate::PytorchEager ? eager : sdpa;
        double act = r.activationsSdpa;
        switch (p.activations) {
        case ActivationEstimate::Lesson: act = r.activationsLesson; break;
        case ActivationEstimate::Architecture: act = r.activationsArchitecture; break;
        case ActivationEstimate::PytorchEager: act = r.activationsEager; break;
        case ActivationEstimate::PytorchSdpa: act = r.activationsSdpa; break;
        }
        r.lesson.activations = act;
        r.mixed.activations = act;
        r.activationSource = activationSourceText(p);
    } else {
        r.activationSource = TrVram::tr("Inference keeps no graph: no activations are stored, only the KV cache.");
        const double kvBytes = p.weights == Precision::Fp32 ? kBytesFp32 : kKvBytes16;
        r.lesson.kvCache = kvCacheBytes(r.arch, p.seq, p.batch, kvBytes);
        r.mixed.kvCache = r.lesson.kvCache;
    }
    r.lesson.overhead = p.headroomBytes;
    r.mixed.overhead = p.headroomBytes;

    if (r.archGuessed)
        r.notes << TrVram::tr("Shape guessed from the count: %1 layers, hidden size %2, %3 heads.")
                       .arg(r.arch.layers)
                       .arg(r.arch.hidden)
                       .arg(r.arch.heads);
    if (p.activeParams > 0)
        r.notes << TrVram::tr(
                       "Mixture of experts: all %1 B parameters must be in memory, though only %2 B work per token.")
                       .arg(QLocale().toString(p.params / 1e9, 'f', 1))
                       .arg(QLocale().toString(p.activeParams / 1e9, 'f', 1));
    if (r.arch.context > 0 && p.seq > r.arch.context)
        r.notes << TrVram::tr("The sequence is longer than the model's context of %1 tokens.").arg(r.arch.context);
    if (p.mode == Mode::Train && (p.weights == Precision::Int8 || p.weights == Precision::Int4))
        r.notes << TrVram::tr("Full training of int8 / 4-bit weights is not how it is done; QLoRA trains adapters on a "
                              "quantised base.");
    if (p.mode == Mode::Qlora && p.weights != Precision::Int4)
        r.notes << TrVram::tr("QLoRA always stores the base in 4-bit; the weight precision choice is ignored.");
    if (p.sharding != Sharding::None && p.gpus > 1 && isTraining(p.mode))
        r.notes << TrVram::tr("Sharding divides model states over %1 GPUs; every GPU still holds its own activations.")
                       .arg(p.gpus);
    if (p.sharding != Sharding::None && p.mode == Mode::Inference)
        r.notes << TrVram::tr("ZeRO sharding is a training technique; it is ignored for inference.");
    if (autocastActive)
        r.notes << TrVram::tr("Autocast: weights, gradients and optimizer state stay fp32; activations are 16-bit, "
                              "and the 16-bit copies of the weights it casts (2 B/param until the backward pass) "
                              "are counted with the weights.");
    else if (p.autocast)
        r.notes << TrVram::tr("Autocast changes nothing in this plan: it matters when fp32 weights are fully "
                              "trained.");
    if (p.keptGraphs > 0)
        r.notes << TrVram::tr("%1 kept `loss` tensors hold %1 extra graphs of activations alive.").arg(p.keptGraphs);
    const bool pytorchEstimate =
        p.activations == ActivationEstimate::PytorchEager || p.activations == ActivationEstimate::PytorchSdpa;
    if (isTraining(p.mode) && pytorchEstimate)
        r.notes << TrVram::tr("Against torch.cuda.max_memory_allocated(), compare the total without headroom: "
                              "the real peak comes as backward starts (saved tensors plus the logits' two fp32 "
                              "gradients, %1; no parameter gradients yet). Not counted: the CUDA context, cached "
                              "free blocks, cuBLAS's workspace (4 MiB per stream, 32 MiB on Hopper).")
                       .arg(units::bytes(r.activationParts.logitsGradient));
    return r;
}

double totalBytes(const Plan &plan)
{
    return evaluate(plan).total();
}

bool fits(const Plan &plan, double cardBytes)
{
    return validate(plan).isEmpty() && totalBytes(plan) <= cardBytes;
}

Plan withParams(const Plan &plan, double params)
{
    Plan p = plan;
    p.params = params;
    p.activeParams = 0;
    p.presetId.clear();
    p.arch = {};
    return p;
}

InputsInUse inputsInUse(const Plan &plan)
{
    const bool training = plan.mode != Mode::Inference;
    InputsInUse in;
    in.weights = plan.mode != Mode::Qlora;
    in.optimizer = training;
    in.accumulation = training;
    in.checkpointing = training;
    in.autocast = plan.mode == Mode::Train && plan.weights == Precision::Fp32;
    in.sharding = training;
    in.loraRank = plan.mode == Mode::Lora || plan.mode == Mode::Qlora;
    in.keptGraphs = training;
    return in;
}

std::optional<BatchDoubling> batchDoubling(const Plan &plan)
{
    if (plan.mode == Mode::Inference || !validate(plan).isEmpty())
        return std::nullopt;
    Plan twice = plan;
    twice.batch = std::min(kMaxBatch, plan.batch * 2);
    const double now = evaluate(plan).used().planned();
    const double then = evaluate(twice).used().planned();
    BatchDoubling d;
    d.batch = plan.batch;
    d.doubled = twice.batch;
    d.addedBytes = then - now;
    d.addedPercent = now > 0 ? 100.0 * (then - now) / now : 0.0;
    return d;
}

double modelStateBytesPerParam(const Plan &plan)
{
    return evaluate(plan).used().modelStates() / plan.params;
}

QString headroomNote()
{
    return TrVram::tr("%1 GB is kept back: the CUDA context itself (about 0.3–0.45 GB, with the lazy module "
                      "loading PyTorch uses since 1.13), then the allocator's reserve and library workspaces. The "
                      "lesson's \"a gigabyte or two\", at the end that still lets a 16 GB T4 serve a 7B model in "
                      "fp16, as the lesson says it can. Keep more when other programs share the card.")
        .arg(QLocale().toString(kDefaultHeadroomBytes / kGB, 'f', 0));
}

QString bookkeepingDifference()
{
    return TrVram::tr(
        "The lesson keeps 16-bit weights with fp32 gradients (2 + 4 + 8 = 14 B/param); real mixed-precision "
        "training keeps 16-bit gradients but adds an fp32 master copy of the weights for the optimizer to "
        "update (2 + 2 + 4 + 8 = 16 B/param), so it needs about 2 bytes more per parameter.");
}

} // namespace gpulab::core::vram
