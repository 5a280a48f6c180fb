#pragma once

// The dispatch lab's state in a ".gpulab" file (version 2): the scenario by
// id, the line reached (counted from 1, as the script shows it) and the
// PyTorch wheel by name; and the figures the lab shows for them (`gpulab
// figures --lab dispatch`): each line run so far on the three teaching
// machines. "This machine" comes from the device probe, so it is not a
// figure of the state.

#include "core/dispatch/machines.h"
#include "core/dispatch/scenario.h"
#include "core/labcodec.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gpulab::core::dispatch {

struct DispatchLabState {
    QString scenario; // a scenario id
    int line = 1;     // 1 … the scenario's line count
    WheelBuild build = WheelBuild::Cuda;

    bool operator==(const DispatchLabState &) const = default;
};

// "cuda", "cpu-only".
[[nodiscard]] QString wheelKey(WheelBuild build);

// The first scenario of `scenarios` (the picker's first), its first line, the CUDA wheel.
[[nodiscard]] DispatchLabState defaultDispatchLabState(const QList<Scenario> &scenarios);
[[nodiscard]] QJsonObject toJson(const DispatchLabState &state);
// The keys `json` names, applied over `base`; no value and the reason in
// *why for an unknown key, a wrong type, a scenario `scenarios` lacks or a
// line past its script.
[[nodiscard]] std::optional<DispatchLabState> dispatchLabStateFromJson(const QJsonObject &json,
                                                                       const QList<Scenario> &scenarios,
                                                                       const DispatchLabState &base, QString *why);

// The codec's parts (core/labcodec.h), on the compiled-in scenarios.
[[nodiscard]] QJsonObject dispatchLabDefaults();
// Version 1 counted lines from 0 and held the wheel as the picker's index.
[[nodiscard]] std::optional<QJsonObject> dispatchLabFromV1(const QJsonObject &v1, QString *why);
[[nodiscard]] std::optional<LabFigures> dispatchLabFigures(const QJsonObject &state, QString *why);

} // namespace gpulab::core::dispatch
