#pragma once

// The `gpulab cost --json` object (README, "gpulab cost"), built in core like
// the other labs' JSON so that the command line only prints it.

#include "core/cost/costfit.h"
#include "core/cost/costmodel.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace gpulab::core::cost {

struct CostReport {
    RateClass card; // the class asked for with --card
    SweepInput sweep;
    SweepCost cost;                           // the sweep on that class
    SweepComparison classes;                  // the same sweep on every class
    QString modelPreset;                      // with a model to hold: its preset id...
    vram::Mode modelMode = vram::Mode::Train; // ...and what it is used for
    QString ratesSource;
    QString ratesAsOf;
    QString ratesWarning;
    std::optional<SpotInput> spotIn; // set when the sweep is priced on spot
    SpotComparison spot;
};

QJsonObject toJson(const CostReport &r);

} // namespace gpulab::core::cost
