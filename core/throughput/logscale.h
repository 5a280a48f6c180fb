#pragma once

// Log scales: for sliders, a position 0 … 1 along the track and the value it
// stands for, equal ratios per equal distance (16 → 10,000 for n, 1 µs →
// 100 ms, …); for log axes, the whole decades around a value.

#include <algorithm>
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

// The same for an integer slider of 0 … steps (QSlider's range): the value at
// a step, and the step nearest a value (clamped to the track).
inline double logStepValue(int step, int steps, double min, double max)
{
    return logValue(double(step) / steps, min, max);
}

inline int logStep(double value, int steps, double min, double max)
{
    const double t = logPosition(std::max(value, min), min, max);
    return std::clamp(int(std::lround(t * steps)), 0, steps);
}

// Whole decades around a positive value, for log axes whose labels stay
// round: the power of ten at or below it, and the next one above it (a value
// that is itself a power of ten gets the next, so no mark sits on the edge).
inline double decadeBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

inline double decadeAbove(double v)
{
    return std::pow(10.0, std::ceil(std::log10(v) + 1e-9));
}

} // namespace gpulab::core::throughput
