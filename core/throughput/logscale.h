#pragma once

// Log scales: for sliders, a position 0 … 1 along the track and the value it
// stands for, equal ratios per equal distance (16 → 10,000 for n, 1 µs →
// 100 ms, …); for log axes, the whole powers around the data.

#include <algorithm>
#include <cmath>
#include <utility>

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

// The ends of a log axis holding lo … hi: powers of base at or around them,
// at least two powers apart, so the axis carries three or more labels and
// reads as a scale even when all the data lie within one power (a timing run
// whose repeats all took 10–90 µs). Widened below first, then above; a top
// that is itself a power gets the next one, so no mark sits on the edge. Values that
// are not positive are taken as the other end (or 1).
inline std::pair<double, double> logAxisEnds(double lo, double hi, double base)
{
    if (!(hi > 0.0))
        hi = lo > 0.0 ? lo : 1.0;
    if (!(lo > 0.0) || lo > hi)
        lo = hi;
    const double lb = std::log(base);
    double first = std::floor(std::log(lo) / lb + 1e-9);
    double last = std::ceil(std::log(hi) / lb + 1e-9);
    if (last <= first)
        last = first + 1.0;
    while (last - first < 2.0) {
        first -= 1.0;
        if (last - first < 2.0)
            last += 1.0;
    }
    return {std::pow(base, first), std::pow(base, last)};
}

} // namespace gpulab::core::throughput
