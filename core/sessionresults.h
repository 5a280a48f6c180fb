#pragma once

// What this session has measured, collected where each measurement
// completes (the lesson benchmark, a sweep, the timing illusion, the
// roofline), so that File › Save my results… and `gpulab bench --save`
// can write it as one results file (core/board/resultsfile.h). Only the
// latest of each kind is kept: a new sweep of a backend and precision
// replaces the old one. Thread-safe: the timing measurement records from
// the engine's worker.

#include "core/board/resultsfile.h"
#include "core/deviceprobe.h"

#include <QList>
#include <QMutex>

namespace gpulab::core {

namespace throughput {
struct SweepData;
struct RooflineDevice;
} // namespace throughput
namespace timing {
struct TimingRun;
}

class SessionResults {
public:
    static SessionResults &instance();

    void recordLesson(const QList<BenchmarkResult> &results);
    void recordSweep(const throughput::SweepData &data);
    void recordTiming(const timing::TimingRun &run);
    void recordRoofline(const throughput::RooflineDevice &device);
    void clear();

    [[nodiscard]] bool isEmpty() const;
    // The results file of this session: the machine from `report`, what was
    // measured, this app's version, now, and the nickname.
    [[nodiscard]] board::ResultsFile snapshot(const DeviceReport &report, const QString &nickname) const;

    // Pure pieces, for tests and for `gpulab bench --save`.
    static board::ResultSeries seriesOf(const BenchmarkResult &result);
    static board::MachineInfo machineOf(const DeviceReport &report);

private:
    SessionResults() = default;
    mutable QMutex m_mutex;
    QList<board::ResultSeries> m_lesson;
    QList<board::ResultSeries> m_sweeps;
    QList<board::TimingReading> m_timing;
    QList<board::RooflineEntry> m_roofline;
    double m_cpuBf16Peak = 0.0;
};

} // namespace gpulab::core
