#pragma once

// Log-scale sliders: a position 0 … 1 along the track and the value it stands
// for, equal ratios per equal distance (16 → 10,000 for n, 1 µs → 100 ms, …).

#include <cmath>

namespace gpulab::core::throughput {

inline double logValue(double position, double min, double max)
{
    return min * std::pow(max / min, position);
}

inline double logPosition(double value, double min, double max)
{
    return std::log(value / min) / std::log(max / min);
}

} // namespace gpulab::core::throughput
