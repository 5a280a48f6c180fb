#include "core/cost/costfit.h"

#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"

#include <algorithm>
#include <limits>

namespace gpulab::core::cost {

QStringList modelsToHold()
{
    return {QStringLiteral("gpt2"),      QStringLiteral("gpt2-xl"),      QStringLiteral("llama2-7b"),
            QStringLiteral("llama3-8b"), QStringLiteral("mixtral-8x7b"), QStringLiteral("llama2-70b")};
}

std::optional<vram::Plan> planToHold(const QString &presetId, vram::Mode mode)
{
    const vram::Preset *preset = vram::findPreset(presetId);
    if (!preset)
        return std::nullopt;
    vram::Plan plan = vram::withPreset(vram::Plan{}, *preset);
    plan.mode = mode;
    if (mode == vram::Mode::Qlora) {
        plan.weights = vram::Precision::Int4;
        plan.checkpointing = true; // the QLoRA recipe: use_gradient_checkpointing=True
    }
    return plan;
}

SweepComparison compareClasses(const RateTable &table, const SweepInput &in, const std::optional<vram::Plan> &hold)
{
    SweepComparison cmp;
    cmp.hold = hold;
    if (hold)
        cmp.neededBytes = vram::totalBytes(*hold);
    double cheapest = std::numeric_limits<double>::infinity();
    for (const RateClass &c : table.classes) {
        ClassCost cc;
        cc.card = c;
        cc.cost = sweepCost(c, in);
        // Decimal GB, the lesson's arithmetic (see RateClass::vramGB).
        cc.canHold = !hold || vram::fits(*hold, c.vramGB * vram::kGB);
        if (cc.canHold && cc.cost.totalDollars < cheapest) {
            cheapest = cc.cost.totalDollars;
            cmp.cheapestId = c.id;
        }
        cmp.classes << cc;
    }
    for (ClassCost &cc : cmp.classes)
        cc.cheapest = cc.canHold && cc.cost.totalDollars == cheapest;
    return cmp;
}

QString cheapestThatFits(const RateTable &table, const SweepInput &in, const std::optional<vram::Plan> &hold)
{
    return compareClasses(table, in, hold).cheapestId;
}

} // namespace gpulab::core::cost
