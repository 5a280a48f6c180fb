#include "core/vram/vramwords.h"

#include "core/vram/vramnames.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpulab::core::vram {
namespace {
// The model's context: the sentences read as the figures' own.
struct TrVramWords {
    Q_DECLARE_TR_FUNCTIONS(VramLabModel)
};
} // namespace

QString smallestCardSentence(const VramFigures &figures)
{
    return figures.smallestCard ? TrVramWords::tr("Smallest card that holds it: %1.").arg(figures.smallestCard->label)
                                : TrVramWords::tr("None of the five standard cards (8–80 GB) holds it.");
}

VerdictWords verdictWords(const Plan &plan, const VramFigures &figures, SizeUnit unit)
{
    VerdictWords w;
    if (!figures.valid()) {
        w.answer = figures.invalid;
        return w;
    }
    const PlanResult &r = figures.result;
    w.detail = TrVramWords::tr("per GPU: %1 planned + %2 headroom, %3 bookkeeping. %4 parameters, %5.")
                   .arg(formatSize(r.used().planned(), unit), formatSize(r.used().overhead, unit), label(r.inUse),
                        readableParams(plan.params), label(plan.mode));
    w.answer = smallestCardSentence(figures);
    w.good = figures.smallestCard.has_value();
    return w;
}

ActivationWords activationWords(const Plan &plan, const PlanResult &r, SizeUnit unit)
{
    ActivationWords w;
    if (plan.mode == Mode::Inference) {
        w.heading = TrVramWords::tr("Activations");
        w.sentences << TrVramWords::tr("%1 KV cache: 2 · %2 layers · %3 KV heads · %4 head dim · %5 tokens · batch %6 "
                                       "· bytes = %7.")
                           .arg(r.activationSource)
                           .arg(r.arch.layers)
                           .arg(r.arch.kvHeads)
                           .arg(r.arch.headDim())
                           .arg(plan.seq)
                           .arg(plan.batch)
                           .arg(formatSize(r.used().kvCache, unit));
        return w;
    }
    const ActivationParts &a = r.activationParts;
    const auto part = [unit](double bytes) { return formatPartSize(bytes, unit); };
    w.heading = TrVramWords::tr("Activations in use");
    w.sentences << r.activationSource;
    w.sentences << TrVramWords::tr("At s = %1 tokens and b = %2 (%3 layers, h = %4, %5 heads%6): PyTorch SDPA %7, "
                                   "PyTorch eager %8, Megatron-style %9; the lesson's %10 assumes about 100 tokens.")
                       .arg(plan.seq)
                       .arg(plan.batch)
                       .arg(r.arch.layers)
                       .arg(r.arch.hidden)
                       .arg(r.arch.heads)
                       .arg(r.archGuessed ? TrVramWords::tr(", shape guessed from the count") : QString(),
                            formatSize(r.activationsSdpa, unit), formatSize(r.activationsEager, unit),
                            formatSize(r.activationsArchitecture, unit), formatSize(r.activationsLesson, unit));
    w.sentences << TrVramWords::tr("PyTorch keeps per layer %1, in all %2; embeddings %3, final norm and LM head input "
                                   "%4, the loss's fp32 log-softmax %5, and the logits %6 stay alive.")
                       .arg(part(a.perLayer), part(a.layers), part(a.embeddings + a.shared),
                            part(a.finalNorm + a.lmHead), part(a.loss), part(a.logits));
    return w;
}

QString doublingSentence(const Plan &plan, const VramFigures &figures, SizeUnit unit)
{
    const std::optional<BatchDoubling> &d = figures.doubling;
    if (!d)
        return {};
    return TrVramWords::tr("Doubling the batch adds %1 (%2 %): model states do not grow with the batch, only "
                           "activations do. Effective batch now %3.")
        .arg(formatSize(d->addedBytes, unit))
        .arg(QLocale().toString(d->addedPercent, 'f', 1))
        .arg(plan.effectiveBatch());
}

} // namespace gpulab::core::vram
