#pragma once

#include "core/benchmarktypes.h"
#include "core/computeengine.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace gpulab::core {

// The object that lives in the engine's thread. Internal to ComputeEngine.
class EngineWorker : public QObject {
    Q_OBJECT
public:
    explicit EngineWorker(const std::atomic<quint64> &latest) : m_latest(latest) {}

    void run(quint64 jobId, const gpulab::core::BenchmarkRequest &request,
             const std::shared_ptr<std::atomic<bool>> &cancel);
    void runTask(quint64 jobId, const TaskFn &task, const std::shared_ptr<std::atomic<bool>> &cancel);

Q_SIGNALS:
    void progress(const gpulab::core::JobProgress &progress);
    void finished(const gpulab::core::BenchmarkResult &result);
    void taskProgress(quint64 jobId, int done, int total, const QString &phase);
    void taskFinished(quint64 jobId, const QVariant &result, bool cancelled);

private:
    const std::atomic<quint64> &m_latest;
};

} // namespace gpulab::core
