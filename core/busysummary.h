#pragma once

// Points measured while the machine was busy, summed up for the one note a
// view shows under its results: how many, the sizes they span, and the note
// of the worst of them (the point whose measuring threads waited longest for
// a core, or shared it most with the app's own window), which says why. The
// measured sweep and the device report's quick check both word their note
// from it, so both name the same point.

#include "core/benchmarktypes.h"

#include <QString>

namespace gpulab::core {

// How badly a point was disturbed: the larger of its wait share and the
// window's share (core/machineload.h); 0 for a point on a free machine.
[[nodiscard]] double busySeverity(const BenchmarkPoint &p);

struct BusySummary {
    int points = 0; // points with a busy note
    int fromN = 0;  // the smallest and largest n among them
    int toN = 0;
    QString worstNote; // the worst point's note; the first of equals
    double worstSeverity = 0.0;

    // Counts p when it carries a busy note; the worst note wins.
    void add(const BenchmarkPoint &p);
    [[nodiscard]] bool any() const { return points > 0; }
};

} // namespace gpulab::core
