#pragma once

#include "core/benchmarktypes.h"
#include "core/computeengine.h"
#include "core/throughput/sweep.h"

#include <QObject>

namespace gpulab::core::throughput {

struct SweepProgress {
    int index = 0; // 1-based number of the size being measured, over the whole sweep
    int total = 0;
    int n = 0;
    QString backendId;
    QString phase; // the benchmark's own phase: "warming up", "timing", …
    int run = 0;
    int runs = 0;
};

// Runs a SweepPlan on the shared engine: submits one job, waits for its
// result, submits the next. Only one measurement runs at a time, so when
// another panel's request overtakes one of our jobs the sweep stops and
// says so. Cancel stops the running job (within a second) and keeps every
// finished point.
class SweepRunner : public QObject {
    Q_OBJECT
public:
    explicit SweepRunner(ComputeEngine *engine, QObject *parent = nullptr);

    // Returns an empty string when started, else why not.
    QString start(const SweepPlan &plan);
    // Whose the sweep's jobs are, on the engine (ComputeEngine::activity()).
    void setOwner(const EngineOwner &owner) { m_owner = owner; }
    void cancel();

    [[nodiscard]] bool isRunning() const { return m_running; }
    [[nodiscard]] const SweepData &data() const { return m_data; }
    void clear(); // forgets the points (not while running)

Q_SIGNALS:
    void progressChanged(const gpulab::core::throughput::SweepProgress &progress);
    void pointAdded(const QString &backendId, int n);
    void finished(); // data() holds everything; cancelled/error say how it ended

private:
    void submitNext();
    void onProgress(const gpulab::core::JobProgress &p);
    void onFinished(const gpulab::core::BenchmarkResult &r);
    void onDropped(quint64 jobId);
    void stop();

    ComputeEngine *m_engine = nullptr;
    EngineOwner m_owner;
    SweepPlan m_plan;
    SweepData m_data;
    int m_next = 0; // index into m_plan.jobs of the next job to submit
    quint64 m_job = 0;
    bool m_running = false;
    bool m_cancelRequested = false;
};

} // namespace gpulab::core::throughput

Q_DECLARE_METATYPE(gpulab::core::throughput::SweepProgress)
