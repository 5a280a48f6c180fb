#pragma once

// The timing lab's state in a ".gpulab" file (version 2): the teaching
// model's settings in real units (n, GFLOP/s, milliseconds) and named
// choices, and the figures the lab shows for them (`gpulab figures --lab
// timing`). README "Lab state files", "Timing" lists every key.

#include "core/labcodec.h"
#include "core/timing/timingmodel.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace gpulab::core::timing {

[[nodiscard]] QJsonObject toJson(const TimingSettings &settings);
// The keys `json` names, applied over `base`; no value and the reason in
// *why for an unknown key, a wrong type, a number out of the sliders' range
// or a clock the lab does not have.
[[nodiscard]] std::optional<TimingSettings> timingSettingsFromJson(const QJsonObject &json, const TimingSettings &base,
                                                                   QString *why);

// "no-reading", "overstated", "close-to-honest".
[[nodiscard]] QString verdictKey(TimingFigures::Verdict verdict);

// The codec's parts (core/labcodec.h).
[[nodiscard]] QJsonObject timingLabDefaults();
// Slider track positions become the roundest value on that step (cpuRateSlider
// 384 → 50 GFLOP/s); a complete version-2 state.
[[nodiscard]] std::optional<QJsonObject> timingLabFromV1(const QJsonObject &v1, QString *why);
[[nodiscard]] std::optional<LabFigures> timingLabFigures(const QJsonObject &state, QString *why);

} // namespace gpulab::core::timing
