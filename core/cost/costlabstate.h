#pragma once

// The cost lab's state in a ".gpulab" file (version 2): every input of its
// four tabs in real units and named choices, and the figures the lab shows
// for them (`gpulab figures --lab cost`). README "Lab state files", "Cost"
// lists every key with its unit, range and default.

#include "core/cost/costlabmodel.h"
#include "core/labcodec.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab::core::cost {

// The ranges the lab's controls take (the spin boxes use these too).
inline constexpr double kLabMinHoursPerRun = 0.1;
inline constexpr double kLabMaxHoursPerRun = 10'000.0;
inline constexpr int kLabMaxRuns = 100'000;
inline constexpr double kLabMaxCapDollars = 1e7;
inline constexpr double kLabMaxIdleHours = 10'000.0;
inline constexpr double kLabMaxInterruptsPerHour = 5.0;
inline constexpr double kLabMaxCheckpointMinutes = 6'000.0;
inline constexpr double kLabMaxRestartMinutes = 600.0;
inline constexpr double kLabMaxCardPriceDollars = 100'000.0;
inline constexpr double kLabMaxCardWatts = 3'000.0;
inline constexpr double kLabMaxDollarsPerKWh = 5.0;
inline constexpr double kLabMinHoursPerMonth = 1.0;
inline constexpr double kLabMaxHoursPerMonth = 744.0; // every hour of a 31-day month

// The lab's pages, in the order of its tabs.
enum class CostTab { Sweep, Route, Buy, Rates };

struct CostLabState {
    CostTab tab = CostTab::Sweep;
    QString card;      // the class the sweep is priced on (a rate table id)
    SweepInput sweep;  // hours, runs, spot, cap, forgotten instance, the spot model
    QString holdModel; // a VRAM preset id among modelsToHold(); empty: no model
    vram::Mode holdMode = vram::Mode::Train;
    BuySettings buy;
    QString rentClass; // the class buying is compared with (a rate table id)
    Frequency frequency = Frequency::NowAndThen;

    bool operator==(const CostLabState &) const = default;
};

// The lab as it starts: the built-in table's last class on both pickers.
[[nodiscard]] CostLabState defaultCostLabState();
// What the model holds (the tab is the panel's, passed in).
[[nodiscard]] CostLabState costLabState(const CostLabModel &model, CostTab tab);
// Puts the state into the model (a class the table lacks becomes its last one).
void applyCostLabState(CostLabModel &model, const CostLabState &state);

[[nodiscard]] QJsonObject toJson(const CostLabState &state);
// The keys `json` names, applied over `base`; no value and the reason in
// *why for an unknown key, a wrong type, a number out of range or a name the
// lab does not have. The card ids are checked to be words, not to be in a
// table (the table in use is the user's).
[[nodiscard]] std::optional<CostLabState> costLabStateFromJson(const QJsonObject &json, const CostLabState &base,
                                                               QString *why);

[[nodiscard]] QStringList costTabKeys();
[[nodiscard]] QString frequencyKey(Frequency f);
[[nodiscard]] QString routeKey(RouteId r);

// The codec's parts (core/labcodec.h).
[[nodiscard]] QJsonObject costLabDefaults();
// A complete version-2 state: combo indices become the built-in table's ids
// and named choices; what version 1 did not keep takes the lab's default.
[[nodiscard]] std::optional<QJsonObject> costLabFromV1(const QJsonObject &v1, QString *why);
// On the built-in example rates; a card class they lack is refused.
[[nodiscard]] std::optional<LabFigures> costLabFigures(const QJsonObject &state, QString *why);

} // namespace gpulab::core::cost
