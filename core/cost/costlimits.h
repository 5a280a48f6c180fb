#pragma once

// Upper bounds on every number the cost lab takes from outside (command line,
// rates file). Each keeps every derived figure finite and is documented in
// README.md ("Command line" and "Rates file") and in the option's help text.

#include <cstdint>

namespace gpulab::core::cost {

// Command line (`gpulab cost`).
inline constexpr double kMaxHoursPerRun = 10'000.0; // a little over a year of wall time per run
inline constexpr int kMaxRuns = 10'000;
inline constexpr double kMaxInterruptsPerHour = 60.0; // one pre-emption a minute
inline constexpr double kMaxCheckpointMinutes = 60'000.0;
inline constexpr double kMaxRestartMinutes = 6'000.0;
inline constexpr double kMaxCapDollars = 1e9;
inline constexpr double kMaxIdleHours = 10'000.0;

// The smallest value other than 0 that means anything; below it the command
// line refuses the number rather than print "$0.00" or a 1e-320 h run.
inline constexpr double kSmallestHours = 0.001;            // 3.6 s
inline constexpr double kSmallestMinutes = 0.01;           // 0.6 s
inline constexpr double kSmallestCapDollars = 0.01;        // a cent, the least a total is shown in
inline constexpr double kSmallestInterruptsPerHour = 1e-6; // one pre-emption in 114 years

// Rates file.
inline constexpr double kMaxDollarsPerHour = 10'000.0; // a whole rack is less
inline constexpr double kMaxVramGB = 100'000.0;
inline constexpr std::int64_t kMaxRatesFileBytes = 4 * 1024 * 1024; // a real table is a few KB

} // namespace gpulab::core::cost
