#include "core/cost/costjson.h"

#include "core/vram/vramnames.h"

#include <QJsonArray>
#include <QJsonValue>

#include <cmath>

namespace gpulab::core::cost {

QJsonObject toJson(const CostReport &r)
{
    const bool model = r.classes.hold.has_value();
    QJsonArray all;
    for (const ClassCost &c : r.classes.classes) {
        QJsonObject o{{QStringLiteral("id"), c.card.id},
                      {QStringLiteral("name"), c.card.name},
                      {QStringLiteral("total"), c.cost.totalDollars},
                      {QStringLiteral("cheapest"), c.cheapest}};
        if (model)
            o.insert(QStringLiteral("can_hold"), c.canHold);
        all.append(o);
    }
    QJsonObject root{
        {QStringLiteral("card"), QJsonObject{{QStringLiteral("id"), r.card.id},
                                             {QStringLiteral("name"), r.card.name},
                                             {QStringLiteral("vram_gb"), r.card.vramGB},
                                             {QStringLiteral("rate_per_hour"), r.cost.rate}}},
        {QStringLiteral("hours_per_run"), r.sweep.hoursPerRun},
        {QStringLiteral("runs"), r.sweep.runs},
        {QStringLiteral("spot"), r.sweep.spot},
        {QStringLiteral("cost"), QJsonObject{{QStringLiteral("compute"), r.cost.computeDollars},
                                             {QStringLiteral("preemption"), r.cost.preemptionDollars},
                                             {QStringLiteral("idle"), r.cost.idleDollars},
                                             {QStringLiteral("total"), r.cost.totalDollars},
                                             {QStringLiteral("cap"), r.sweep.capDollars},
                                             {QStringLiteral("over_cap"), r.cost.overCap}}},
        {QStringLiteral("all_classes"), all},
        {QStringLiteral("rates"), QJsonObject{{QStringLiteral("source"), r.ratesSource},
                                              {QStringLiteral("as_of"), r.ratesAsOf},
                                              {QStringLiteral("warning"), r.ratesWarning}}},
    };
    if (model)
        root.insert(QStringLiteral("model"),
                    QJsonObject{{QStringLiteral("preset"), r.modelPreset},
                                {QStringLiteral("mode"), vram::cliName(r.modelMode)},
                                {QStringLiteral("needs_bytes"), r.classes.neededBytes},
                                {QStringLiteral("cheapest_that_fits"),
                                 r.classes.cheapestId.isEmpty() ? QJsonValue() : QJsonValue(r.classes.cheapestId)}});
    if (r.spotIn) {
        const SpotInput &in = *r.spotIn;
        const double be = r.spot.breakEvenInterruptsPerHour;
        root.insert(
            QStringLiteral("spot_model"),
            QJsonObject{
                {QStringLiteral("interrupts_per_hour"), in.interruptsPerHour},
                {QStringLiteral("checkpoint_minutes"), in.checkpointMinutes},
                {QStringLiteral("restart_minutes"), in.restartMinutes},
                {QStringLiteral("expected_wall_hours_per_run"), r.spot.outcome.expectedWallHours},
                {QStringLiteral("expected_lost_hours_per_run"), r.spot.outcome.expectedLostHours},
                {QStringLiteral("expected_interruptions_per_run"), r.spot.outcome.expectedInterruptions},
                {QStringLiteral("expected_spot_total"), r.spot.spotDollars},
                {QStringLiteral("on_demand_total"), r.spot.onDemandDollars},
                {QStringLiteral("break_even_interrupts_per_hour"), std::isfinite(be) ? QJsonValue(be) : QJsonValue()}});
    }
    return root;
}

} // namespace gpulab::core::cost
