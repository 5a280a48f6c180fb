#pragma once

#include "core/throughput/raceconstants.h"

#include <QtGlobal>

namespace gpulab::core::throughput {

// What the learner sets with the sliders.
struct RaceSettings {
    int n = kDefaultN;
    int cpuCores = kDefaultCpuCores;
    double cpuClockHz = kDefaultCpuClockHz;
    int gpuLanes = kDefaultGpuLanes;
    double gpuClockHz = kDefaultGpuClockHz;
    double launchSeconds = kDefaultLaunchSeconds;

    bool operator==(const RaceSettings &) const = default;
};

// Every value pulled into its control's range.
RaceSettings clamped(RaceSettings s);

enum class Side { Cpu, Gpu };

// One contender: `workers` cores or lanes at `clockHz`, paying
// `overheadSeconds` before it starts.
struct Contender {
    int workers = 1;
    double clockHz = 1e9;
    double overheadSeconds = 0.0;
};
Contender contenderOf(const RaceSettings &s, Side side);

// The formulas. Each output entry is an independent dot product of 2n FLOPs,
// done by one worker at clockHz × kFlopsPerLaneCycle FLOP/s; the n² entries
// are shared evenly. A worker cannot share one entry with another, so at most
// n² workers are busy (a GPU with more lanes than entries leaves lanes idle).
double matmulFlops(int n);                        // 2n³
double laneCyclesPerSecond(const Contender &c);   // workers × clock
double peakFlopsPerSecond(const Contender &c);    // workers × clock × FLOPs/cycle
qint64 busyWorkers(const Contender &c, int n);    // min(workers, n²)
double computeSeconds(const Contender &c, int n); // 2n³ / (busy × clock × FLOPs/cycle)
double totalSeconds(const Contender &c, int n);   // overhead + compute
double widthRatio(const RaceSettings &s);         // GPU lane-cycles ÷ CPU lane-cycles
double gpuSpeedup(const RaceSettings &s);         // CPU time ÷ GPU time at s.n

// The size where both take equally long (n real-valued): below it the CPU
// wins, above it the GPU. With every worker busy it is solved in closed form,
//   2n³/R_cpu = L + 2n³/R_gpu  ⇒  n = ∛( L / (2 (1/R_cpu − 1/R_gpu)) ),
// and by bisection on the same formulas where the GPU has idle lanes.
struct Crossover {
    bool gpuEverWins = false; // false when the GPU's rate is not above the CPU's
    double n = 0.0;
};
Crossover crossover(const RaceSettings &s);

// The race itself: a deterministic animation clock. step(dt) advances it by dt
// seconds on screen; simulated time runs kRaceWallSeconds / (slower side's
// time) slower or faster so that the slower side finishes on screen after
// kRaceWallSeconds. Changing the settings keeps the position on screen.
class RaceModel {
public:
    RaceModel() = default;

    void reset();  // default settings, clock at the start
    void rewind(); // clock at the start, settings kept
    void step(double wallSeconds);
    void setSettings(const RaceSettings &s); // clamped into range

    [[nodiscard]] const RaceSettings &settings() const { return m_settings; }
    [[nodiscard]] double wallElapsed() const { return m_wallElapsed; }
    [[nodiscard]] bool isFinished() const { return m_wallElapsed >= kRaceWallSeconds; }

    [[nodiscard]] double simulatedPerWallSecond() const;
    [[nodiscard]] double simulatedElapsed() const;
    [[nodiscard]] double secondsFor(Side side) const; // that side's total time

    // 0 … 1 of the dot products finished; the GPU stays at 0 while launching.
    [[nodiscard]] double fractionDone(Side side) const;
    // 0 … 1 of the launch overhead paid (the CPU pays none: always 1).
    [[nodiscard]] double overheadPaid(Side side) const;
    [[nodiscard]] bool isDone(Side side) const { return fractionDone(side) >= 1.0; }

    // The picture: a tileGrid() × tileGrid() view of the output matrix. Each
    // busy worker owns a contiguous run of tiles and fills them in order, so a
    // CPU shows a few tiles filling at once and a GPU fills every tile together.
    [[nodiscard]] int tileGrid() const;
    [[nodiscard]] double tileFill(Side side, int tileIndex) const; // 0 … 1

private:
    RaceSettings m_settings;
    double m_wallElapsed = 0.0;
};

} // namespace gpulab::core::throughput
