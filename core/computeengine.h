#pragma once

#include "core/benchmarktypes.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <mutex>

namespace gpulab::core {

class EngineWorker;

// Runs benchmark jobs on a worker thread it owns. Progress and results come
// back as value structs on queued signals, in the thread that owns the engine.
//
// - The latest request wins: submit() cancels whatever ran before, and a
//   result of an older job is dropped instead of delivered.
// - cancel() stops the current job between repeats, and inside a long
//   multiply between row panels (well under a second); the result is still
//   delivered with cancelled = true and the sizes finished so far.
// - Destroying the engine cancels, stops the thread and waits for it.
class ComputeEngine : public QObject {
    Q_OBJECT
public:
    explicit ComputeEngine(QObject *parent = nullptr);
    ~ComputeEngine() override;

    // Returns the new job's id (ids start at 1 and only grow).
    quint64 submit(const BenchmarkRequest &request);
    void cancel();

    [[nodiscard]] bool isBusy() const { return m_busy; }
    [[nodiscard]] quint64 latestJob() const { return m_latest.load(); }

Q_SIGNALS:
    void progress(const gpulab::core::JobProgress &progress);
    void finished(const gpulab::core::BenchmarkResult &result);
    void busyChanged(bool busy);

private:
    void onWorkerProgress(const gpulab::core::JobProgress &progress);
    void onWorkerFinished(const gpulab::core::BenchmarkResult &result);

    QThread m_thread;
    EngineWorker *m_worker = nullptr; // lives in m_thread
    std::atomic<quint64> m_latest{0};
    std::mutex m_mutex;
    std::shared_ptr<std::atomic<bool>> m_currentCancel;
    bool m_busy = false;
};

} // namespace gpulab::core
