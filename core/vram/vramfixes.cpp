#include "core/vram/vramfixes.h"

#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"
#include "core/vram/vramtr.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpulab::core::vram {

QList<FixId> allFixes()
{
    return {FixId::HalveBatch, FixId::MixedPrecision, FixId::Bf16Weights,   FixId::NoGrad,
            FixId::DropGraphs, FixId::SmallerModel,   FixId::ShorterInputs, FixId::Checkpointing,
            FixId::Lora,       FixId::Qlora,          FixId::Shard};
}

FixOutcome applyFix(const Plan &plan, FixId id)
{
    FixOutcome f;
    f.id = id;
    f.before = plan;
    Plan p = plan;
    const bool training = plan.mode != Mode::Inference;
    switch (id) {
    case FixId::HalveBatch:
        f.title = TrVram::tr("Halve the batch");
        f.applicable = plan.batch >= 2;
        if (f.applicable) {
            p.batch = plan.batch / 2;
            p.accumulation = std::min(kMaxAccumulation, plan.accumulation * 2);
            f.explanation = TrVram::tr("Activations grow with the batch, so half the batch keeps about half of them; "
                                       "accumulating twice as many steps keeps the effective batch.");
        } else {
            f.explanation = TrVram::tr("The batch is already 1.");
        }
        break;
    case FixId::MixedPrecision:
        f.title = TrVram::tr("Mixed precision (bf16 autocast)");
        f.applicable = plan.mode == Mode::Train && plan.weights == Precision::Fp32 && !plan.autocast;
        if (f.applicable) {
            p.autocast = true;
            f.explanation = TrVram::tr(
                "torch.autocast leaves the weights, gradients and optimizer state in fp32 and runs eligible ops "
                "(matrix multiplies) in bf16, so the activations they save are half the size; it also keeps a "
                "bf16 copy of each weight it casts until the backward pass. It saves activation memory, not "
                "weight memory. bf16 needs no GradScaler; fp16 does, because its small range underflows "
                "gradients.");
        } else {
            f.explanation = plan.autocast ? TrVram::tr("Autocast is on already.")
                                          : TrVram::tr("Autocast matters for full training of fp32 weights; this "
                                                       "plan's weights are already below fp32 or not trained.");
        }
        break;
    case FixId::Bf16Weights:
        f.title = TrVram::tr("Store the weights in bf16 (model.to(torch.bfloat16))");
        f.applicable = plan.weights == Precision::Fp32 && plan.mode != Mode::Qlora;
        if (f.applicable) {
            p.weights = Precision::Bf16;
            p.autocast = false;
            f.explanation = TrVram::tr(
                "Not autocast: the model itself is converted, so every weight takes 2 bytes instead of 4. In "
                "training, updates too small for bf16's 7 stored mantissa bits (8 with the hidden one) are "
                "rounded away unless an fp32 master copy is kept — a different choice with its own risks.");
        } else {
            f.explanation = TrVram::tr("The weights are already below fp32.");
        }
        break;
    case FixId::NoGrad: {
        // no_grad() belongs around an evaluation pass. A training step needs its
        // graph, so wrapping evaluation frees nothing the training step keeps;
        // and the planner's inference figure already assumes no_grad(). So it is
        // never a saving for a plan here: say what it does save, on an
        // evaluation pass of this plan's size.
        f.title = TrVram::tr("Wrap evaluation in no_grad()");
        f.applicable = false;
        Plan forward = plan;
        forward.mode = Mode::Train;
        forward.keptGraphs = 0;
        forward.checkpointing = false;
        const QString gb = QLocale().toString(evaluate(forward).used().activations / kGB, 'f', 1);
        f.explanation =
            training ? TrVram::tr("Not for a training step: backward needs the graph. no_grad() around an evaluation "
                                  "pass stops autograd keeping that pass's activations (about %1 GB at this batch), "
                                  "but the peak of the training step, which is what this plan counts, stays the same.")
                           .arg(gb)
                     : TrVram::tr("This inference figure already assumes no_grad() or inference_mode(): weights and "
                                  "KV cache only. Without it, the forward pass would also keep about %1 GB of "
                                  "activations for a backward pass that never comes.")
                           .arg(gb);
        break;
    }
    case FixId::DropGraphs:
        f.title = TrVram::tr("Store loss.item(), not loss");
        f.applicable = plan.keptGraphs > 0 && training;
        if (f.applicable) {
            p.keptGraphs = 0;
            f.explanation = TrVram::tr("A kept loss tensor keeps its whole graph, activations included, alive; the "
                                       "Python number from .item() keeps nothing.");
        } else {
            f.explanation = TrVram::tr("No loss tensors are being kept.");
        }
        break;
    case FixId::SmallerModel:
        f.title = TrVram::tr("Half-size model");
        f.applicable = plan.params / 2 >= kMinParams;
        if (f.applicable) {
            p.params = plan.params / 2;
            p.activeParams = plan.activeParams / 2;
            p.presetId.clear();
            p.arch = Architecture{}; // guessed again from the new count
            f.explanation = TrVram::tr("Every byte per parameter applies to half as many parameters.");
        } else {
            f.explanation = TrVram::tr("The model is already as small as the planner goes.");
        }
        break;
    case FixId::ShorterInputs:
        f.title = TrVram::tr("Half-length inputs");
        f.applicable = plan.seq >= 2;
        if (f.applicable) {
            p.seq = plan.seq / 2;
            f.explanation =
                plan.mode == Mode::Inference
                    ? TrVram::tr("The KV cache is linear in the sequence length: half the tokens, half the cache.")
                : plan.activations == ActivationEstimate::Lesson
                    ? TrVram::tr("Real activations shrink with the sequence (see the PyTorch "
                                 "estimates); the lesson's teaching figure does not model it.")
                : plan.activations == ActivationEstimate::PytorchSdpa
                    ? TrVram::tr("Activations halve: with SDPA every saved tensor, the logits included, is "
                                 "linear in the sequence length.")
                    : TrVram::tr("Activations shrink by more than half: the attention term grows with "
                                 "the square of the sequence.");
        } else {
            f.explanation = TrVram::tr("The sequence is one token already.");
        }
        break;
    case FixId::Checkpointing:
        f.title = TrVram::tr("Gradient checkpointing");
        f.applicable = training && !plan.checkpointing;
        if (f.applicable) {
            p.checkpointing = true;
            f.explanation = TrVram::tr("Store activations only at a few checkpoints and rebuild the others when the "
                                       "backward pass reaches them: one extra forward pass, about a third more "
                                       "compute per step, buys back most of the activation memory.");
        } else {
            f.explanation =
                training ? TrVram::tr("Checkpointing is on already.") : TrVram::tr("Inference stores no activations.");
        }
        break;
    case FixId::Lora:
        f.title = TrVram::tr("LoRA adapters (rank %1)").arg(plan.loraRank);
        f.applicable = plan.mode == Mode::Train;
        if (f.applicable) {
            p.mode = Mode::Lora;
            f.explanation = TrVram::tr("The base is frozen: no gradients or optimizer state for it, only for the small "
                                       "adapters. Activations stay, so at long context the saving shrinks.");
        } else {
            f.explanation = TrVram::tr("Applies to full training.");
        }
        break;
    case FixId::Qlora:
        f.title = TrVram::tr("QLoRA (4-bit base)");
        f.applicable = plan.mode == Mode::Train || plan.mode == Mode::Lora;
        if (f.applicable) {
            p.mode = Mode::Qlora;
            f.explanation =
                TrVram::tr("LoRA on a base stored in 4 bits: about 1 byte per frozen weight in the lesson's "
                           "rounding, 0.5 B plus block constants in the precise count.");
        } else {
            f.explanation = TrVram::tr("Applies to full training and LoRA.");
        }
        break;
    case FixId::Shard: {
        const int gpus = std::min(kMaxGpus, std::max(2, plan.gpus * 2));
        f.title = TrVram::tr("Shard over %1 GPUs (ZeRO-3)").arg(gpus);
        f.applicable = training;
        if (f.applicable) {
            p.sharding = Sharding::Zero3;
            p.gpus = gpus;
            f.explanation = TrVram::tr("Weights, gradients and optimizer state are split over the GPUs; each GPU keeps "
                                       "its own activations, so those do not shrink.");
        } else {
            f.explanation = TrVram::tr("Sharding here is a training technique.");
        }
        break;
    }
    }
    f.beforeBytes = evaluate(plan).used();
    if (f.applicable) {
        const Breakdown afterBytes = evaluate(p).used();
        if (afterBytes.total() >= f.beforeBytes.total()) {
            // Offered as a fix, this would teach that it saves memory here.
            f.applicable = false;
            f.explanation = TrVram::tr("Not a saving for this plan: it would change the total by %1%2 GB. %3")
                                .arg(afterBytes.total() > f.beforeBytes.total() ? QStringLiteral("+") : QString())
                                .arg(QLocale().toString((afterBytes.total() - f.beforeBytes.total()) / kGB, 'f', 1))
                                .arg(f.explanation);
        }
    }
    f.after = f.applicable ? p : plan;
    f.afterBytes = evaluate(f.after).used();
    return f;
}

QList<FixOutcome> oomFixes(const Plan &plan)
{
    QList<FixOutcome> list;
    for (FixId id : allFixes())
        list.append(applyFix(plan, id));
    return list;
}

} // namespace gpulab::core::vram
