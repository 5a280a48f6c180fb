#include "core/throughput/racemodel.h"

#include <algorithm>
#include <cmath>

namespace gpulab::core::throughput {

RaceSettings clamped(RaceSettings s)
{
    s.n = std::clamp(s.n, kMinN, kMaxN);
    s.cpuCores = std::clamp(s.cpuCores, kMinCpuCores, kMaxCpuCores);
    s.cpuClockHz = std::clamp(s.cpuClockHz, kMinCpuClockHz, kMaxCpuClockHz);
    s.gpuLanes = std::clamp(s.gpuLanes, kMinGpuLanes, kMaxGpuLanes);
    s.gpuClockHz = std::clamp(s.gpuClockHz, kMinGpuClockHz, kMaxGpuClockHz);
    s.launchSeconds = std::clamp(s.launchSeconds, kMinLaunchSeconds, kMaxLaunchSeconds);
    return s;
}

Contender contenderOf(const RaceSettings &s, Side side)
{
    if (side == Side::Cpu)
        return {s.cpuCores, s.cpuClockHz, 0.0};
    return {s.gpuLanes, s.gpuClockHz, s.launchSeconds};
}

double matmulFlops(int n)
{
    const double dn = n;
    return 2.0 * dn * dn * dn;
}

double laneCyclesPerSecond(const Contender &c)
{
    return double(c.workers) * c.clockHz;
}

double peakFlopsPerSecond(const Contender &c)
{
    return laneCyclesPerSecond(c) * kFlopsPerLaneCycle;
}

qint64 busyWorkers(const Contender &c, int n)
{
    return std::min<qint64>(c.workers, qint64(n) * qint64(n));
}

namespace {
// The same formula for a real-valued n, for the crossover search.
double computeSecondsReal(const Contender &c, double n)
{
    const double busy = std::min(double(c.workers), n * n);
    return 2.0 * n * n * n / (busy * c.clockHz * kFlopsPerLaneCycle);
}
double gap(const RaceSettings &s, double n) // CPU time − GPU time
{
    const Contender cpu = contenderOf(s, Side::Cpu);
    const Contender gpu = contenderOf(s, Side::Gpu);
    return cpu.overheadSeconds + computeSecondsReal(cpu, n) - gpu.overheadSeconds - computeSecondsReal(gpu, n);
}
} // namespace

double computeSeconds(const Contender &c, int n)
{
    return computeSecondsReal(c, n);
}

double totalSeconds(const Contender &c, int n)
{
    return c.overheadSeconds + computeSeconds(c, n);
}

double widthRatio(const RaceSettings &s)
{
    return laneCyclesPerSecond(contenderOf(s, Side::Gpu)) / laneCyclesPerSecond(contenderOf(s, Side::Cpu));
}

double gpuSpeedup(const RaceSettings &s)
{
    return totalSeconds(contenderOf(s, Side::Cpu), s.n) / totalSeconds(contenderOf(s, Side::Gpu), s.n);
}

Crossover crossover(const RaceSettings &s)
{
    const Contender cpu = contenderOf(s, Side::Cpu);
    const Contender gpu = contenderOf(s, Side::Gpu);
    const double rCpu = peakFlopsPerSecond(cpu);
    const double rGpu = peakFlopsPerSecond(gpu);
    Crossover x;
    if (rGpu <= rCpu)
        return x; // the GPU is slower per matmul at every size
    x.gpuEverWins = true;
    const double overhead = gpu.overheadSeconds - cpu.overheadSeconds;
    const double closed = std::cbrt(overhead / (2.0 * (1.0 / rCpu - 1.0 / rGpu)));
    // The closed form holds where every core and lane has an entry of its own.
    if (closed * closed >= double(gpu.workers) && closed * closed >= double(cpu.workers)) {
        x.n = closed;
        return x;
    }
    // Idle lanes: the GPU's time grows only linearly there. The gap is negative
    // at tiny n (the overhead) and positive at large n; bisect in log n.
    double lo = 1e-3;
    double hi = std::max({closed, std::sqrt(double(gpu.workers)), 2.0}) * 4.0;
    if (gap(s, lo) >= 0.0) {
        x.n = lo;
        return x;
    }
    for (int i = 0; i < 200; ++i) {
        const double mid = std::sqrt(lo * hi);
        (gap(s, mid) < 0.0 ? lo : hi) = mid;
    }
    x.n = std::sqrt(lo * hi);
    return x;
}

void RaceModel::reset()
{
    m_settings = RaceSettings{};
    m_wallElapsed = 0.0;
}

void RaceModel::rewind()
{
    m_wallElapsed = 0.0;
}

void RaceModel::step(double wallSeconds)
{
    if (wallSeconds <= 0.0)
        return;
    m_wallElapsed = std::min(kRaceWallSeconds, m_wallElapsed + wallSeconds);
}

void RaceModel::setSettings(const RaceSettings &s)
{
    m_settings = clamped(s);
}

double RaceModel::secondsFor(Side side) const
{
    return totalSeconds(contenderOf(m_settings, side), m_settings.n);
}

double RaceModel::simulatedPerWallSecond() const
{
    return std::max(secondsFor(Side::Cpu), secondsFor(Side::Gpu)) / kRaceWallSeconds;
}

double RaceModel::simulatedElapsed() const
{
    return m_wallElapsed * simulatedPerWallSecond();
}

double RaceModel::overheadPaid(Side side) const
{
    const double overhead = contenderOf(m_settings, side).overheadSeconds;
    if (overhead <= 0.0)
        return 1.0;
    return std::clamp(simulatedElapsed() / overhead, 0.0, 1.0);
}

double RaceModel::fractionDone(Side side) const
{
    if (isFinished())
        return 1.0; // exact at the end, whatever rounding the scale had
    const Contender c = contenderOf(m_settings, side);
    const double compute = computeSeconds(c, m_settings.n);
    return std::clamp((simulatedElapsed() - c.overheadSeconds) / compute, 0.0, 1.0);
}

int RaceModel::tileGrid() const
{
    return std::min(m_settings.n, kMaxTileGrid);
}

double RaceModel::tileFill(Side side, int tileIndex) const
{
    const qint64 tiles = qint64(tileGrid()) * tileGrid();
    if (tileIndex < 0 || tileIndex >= tiles)
        return 0.0;
    const double p = fractionDone(side);
    const qint64 busy = busyWorkers(contenderOf(m_settings, side), m_settings.n);
    if (busy >= tiles)
        return p; // more workers than tiles: every tile fills at the same pace
    // Worker w owns tiles [first(w), first(w+1)), first(w) = ⌈w·tiles/busy⌉.
    const qint64 owner = qint64(tileIndex) * busy / tiles;
    const auto first = [&](qint64 w) { return (w * tiles + busy - 1) / busy; };
    const qint64 begin = first(owner);
    const qint64 count = first(owner + 1) - begin;
    return std::clamp(p * double(count) - double(tileIndex - begin), 0.0, 1.0);
}

} // namespace gpulab::core::throughput
