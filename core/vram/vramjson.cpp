#include "core/vram/vramjson.h"

#include "core/vram/vramfixes.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"

#include <QJsonArray>

namespace gpulab::core::vram {

QJsonObject toJson(const Breakdown &b)
{
    return {{QStringLiteral("weights_bytes"), b.weights},     {QStringLiteral("gradients_bytes"), b.gradients},
            {QStringLiteral("optimizer_bytes"), b.optimizer}, {QStringLiteral("activations_bytes"), b.activations},
            {QStringLiteral("kv_cache_bytes"), b.kvCache},    {QStringLiteral("overhead_bytes"), b.overhead},
            {QStringLiteral("planned_bytes"), b.planned()},   {QStringLiteral("total_bytes"), b.total()},
            {QStringLiteral("total_gb"), b.total() / kGB}};
}

QJsonObject toJson(const Plan &p, const VramFigures &f)
{
    const PlanResult &r = f.result;
    const QJsonObject input{{QStringLiteral("params"), p.params},
                            {QStringLiteral("active_params"), p.active()},
                            {QStringLiteral("preset"), p.presetId},
                            {QStringLiteral("weights"), cliName(p.weights)},
                            {QStringLiteral("mode"), cliName(p.mode)},
                            {QStringLiteral("optimizer"), cliName(p.optimizer)},
                            {QStringLiteral("bookkeeping"), cliName(p.bookkeeping)},
                            {QStringLiteral("activations"), cliName(p.activations)},
                            {QStringLiteral("batch"), p.batch},
                            {QStringLiteral("seq"), p.seq},
                            {QStringLiteral("checkpointing"), p.checkpointing},
                            {QStringLiteral("autocast"), p.autocast},
                            {QStringLiteral("accumulation"), p.accumulation},
                            {QStringLiteral("effective_batch"), p.effectiveBatch()},
                            {QStringLiteral("sharding"), cliName(p.sharding)},
                            {QStringLiteral("gpus"), p.gpus},
                            {QStringLiteral("lora_rank"), p.loraRank},
                            {QStringLiteral("kept_graphs"), p.keptGraphs},
                            {QStringLiteral("headroom_bytes"), p.headroomBytes}};
    const QJsonObject arch{
        {QStringLiteral("layers"), r.arch.layers},
        {QStringLiteral("hidden"), r.arch.hidden},
        {QStringLiteral("heads"), r.arch.heads},
        {QStringLiteral("kv_heads"), r.arch.kvHeads},
        {QStringLiteral("vocab"), r.arch.vocab},
        {QStringLiteral("mlp_width"), r.arch.mlpWidth()},
        {QStringLiteral("family"), r.arch.family == Family::Gpt2 ? QStringLiteral("gpt2") : QStringLiteral("llama")},
        {QStringLiteral("experts"), r.arch.experts},
        {QStringLiteral("guessed"), r.archGuessed}};
    QJsonObject activations{{QStringLiteral("in_use"), cliName(r.activationInUse)},
                            {QStringLiteral("seq"), p.seq},
                            {QStringLiteral("lesson_bytes"), r.activationsLesson},
                            {QStringLiteral("architecture_bytes"), r.activationsArchitecture},
                            {QStringLiteral("pytorch_eager_bytes"), r.activationsEager},
                            {QStringLiteral("pytorch_sdpa_bytes"), r.activationsSdpa},
                            {QStringLiteral("source"), r.activationSource}};
    if (p.mode != Mode::Inference) {
        // The PyTorch estimate in use (SDPA's when the lesson's or Megatron's is).
        const ActivationParts &a = r.activationParts;
        QJsonArray layer;
        for (const SavedTensor &t : a.layerTensors)
            layer.append(QJsonObject{{QStringLiteral("op"), t.op}, {QStringLiteral("bytes"), t.bytes}});
        activations.insert(QStringLiteral("pytorch_parts"),
                           QJsonObject{{QStringLiteral("embeddings_bytes"), a.embeddings},
                                       {QStringLiteral("shared_bytes"), a.shared},
                                       {QStringLiteral("per_layer_bytes"), a.perLayer},
                                       {QStringLiteral("layers_bytes"), a.layers},
                                       {QStringLiteral("final_norm_bytes"), a.finalNorm},
                                       {QStringLiteral("lm_head_bytes"), a.lmHead},
                                       {QStringLiteral("loss_bytes"), a.loss},
                                       {QStringLiteral("logits_bytes"), a.logits},
                                       {QStringLiteral("logits_gradient_bytes"), a.logitsGradient},
                                       {QStringLiteral("cast_weights_bytes"), a.castWeights},
                                       {QStringLiteral("layer_tensors"), layer}});
    }
    QJsonArray fitsArray;
    for (const FitRow &row : f.fits)
        fitsArray.append(QJsonObject{{QStringLiteral("card"), row.card.label},
                                     {QStringLiteral("card_bytes"), row.card.bytes},
                                     {QStringLiteral("fits"), row.fits},
                                     {QStringLiteral("margin_bytes"), row.marginBytes}});
    QJsonArray capacity;
    for (const CapacityRow &c : f.capacity)
        capacity.append(QJsonObject{{QStringLiteral("card"), c.card.label},
                                    {QStringLiteral("inference_2b_params"), c.inference},
                                    {QStringLiteral("sgd_6b_params"), c.sgd},
                                    {QStringLiteral("adam_14b_params"), c.adam},
                                    {QStringLiteral("this_plan_params"), c.thisPlan}});
    QJsonArray fixes;
    for (const FixOutcome &fix : f.fixes)
        fixes.append(QJsonObject{{QStringLiteral("fix"), fix.title},
                                 {QStringLiteral("applicable"), fix.applicable},
                                 {QStringLiteral("delta_bytes"), fix.delta()},
                                 {QStringLiteral("total_after_bytes"), fix.afterBytes.total()},
                                 {QStringLiteral("explanation"), fix.explanation}});
    const std::optional<Card> &smallest = f.smallestCard;
    QJsonValue doubling; // null for inference
    if (const std::optional<BatchDoubling> &d = f.doubling)
        doubling = QJsonObject{{QStringLiteral("batch"), d->batch},
                               {QStringLiteral("doubled_batch"), d->doubled},
                               {QStringLiteral("added_bytes"), d->addedBytes},
                               {QStringLiteral("added_percent"), d->addedPercent}};
    return {{QStringLiteral("input"), input},
            {QStringLiteral("architecture"), arch},
            {QStringLiteral("bookkeeping_in_use"), cliName(r.inUse)},
            {QStringLiteral("lesson"), toJson(r.lesson)},
            {QStringLiteral("mixed_precision"), toJson(r.mixed)},
            {QStringLiteral("bookkeeping_difference"), bookkeepingDifference()},
            {QStringLiteral("activations"), activations},
            {QStringLiteral("trainable_params"), r.trainableParams},
            {QStringLiteral("total_bytes"), r.total()},
            {QStringLiteral("total_gb"), r.total() / kGB},
            {QStringLiteral("fits"), fitsArray},
            {QStringLiteral("smallest_standard_card"), smallest ? QJsonValue(smallest->label) : QJsonValue()},
            {QStringLiteral("smallest_standard_card_bytes"), smallest ? QJsonValue(smallest->bytes) : QJsonValue()},
            {QStringLiteral("batch_doubling"), doubling},
            {QStringLiteral("capacity"), capacity},
            {QStringLiteral("fixes"), fixes},
            {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)},
            {QStringLiteral("provenance"), QStringLiteral("arithmetic: bytes per parameter, nothing allocated")}};
}

} // namespace gpulab::core::vram
