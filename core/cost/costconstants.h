#pragma once

// Example figures of the cost lab (docs/facts.md, "Cost lab"). They are teaching
// examples, not quotes: prices change, and the user can edit and save a
// table of their own.

namespace gpulab::core::cost {

// When the built-in example rates were written (shown next to them).
inline constexpr const char *kExampleRatesWritten = "2026-12-01";

// Defaults for the spot model.
inline constexpr double kDefaultInterruptsPerHour = 0.05; // 1 pre-emption per 20 h on average
inline constexpr double kDefaultCheckpointMinutes = 30.0;
inline constexpr double kDefaultRestartMinutes = 5.0; // new instance, reload the checkpoint

// Buy versus rent defaults: a 24 GB consumer card.
inline constexpr double kDefaultCardPriceDollars = 1600.0;
inline constexpr double kDefaultCardWatts = 350.0;
inline constexpr double kDefaultDollarsPerKWh = 0.30;
inline constexpr double kDefaultHoursPerMonth = 60.0;

} // namespace gpulab::core::cost
