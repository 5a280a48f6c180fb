#pragma once

#include "core/benchmarktypes.h"

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QThread>
#include <QVariant>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>

namespace gpulab::core {

class EngineWorker;
struct EngineMailbox;

// A unit of background work that is not a plain benchmark (a timing-pitfall
// measurement, a sweep with its own bookkeeping, ...). It runs on the
// engine's thread, polls `cancel`, may report progress, and returns its
// result as a QVariant holding a value type of the caller's choice.
using TaskProgressFn = std::function<void(int done, int total, const QString &phase)>;
using TaskFn = std::function<QVariant(const std::atomic<bool> &cancel, const TaskProgressFn &progress)>;

// Who a job is for, so that other views can say what runs before a learner
// stops it. `labId` is a lab's fixed id ("throughput", one of core/labids.h);
// `what` is the run in a few untranslated words, marked with
// QT_TRANSLATE_NOOP ("the size sweep"): whoever shows them translates them, in
// the language of the moment. Both point at string literals. The two together
// name one view's run; a job submitted without an owner has neither.
struct EngineOwner {
    const char *labId = nullptr;
    const char *what = nullptr;

    [[nodiscard]] bool isNamed() const { return labId != nullptr && *labId != '\0'; }
    [[nodiscard]] QString lab() const { return QString::fromLatin1(labId); }
    [[nodiscard]] bool operator==(const EngineOwner &other) const;
};

// What the engine is doing now: the job it awaits (0 when idle) and its owner.
struct EngineActivity {
    quint64 jobId = 0;
    EngineOwner owner;

    [[nodiscard]] bool isIdle() const { return jobId == 0; }
    [[nodiscard]] bool operator==(const EngineActivity &) const = default;
};

// Runs benchmark jobs on a worker thread it owns. Progress and results come
// back as value structs on queued signals, in the thread that owns the engine.
//
// - The latest request wins: submit() cancels whatever ran before, and a
//   result of an older job is dropped instead of delivered.
// - cancel() stops the current job between repeats, and inside a long
//   multiply between row panels (well under a second); the result is still
//   delivered with cancelled = true and the sizes finished so far.
// - activity() says which job runs and whose it is; activityChanged() follows
//   every submit, finish and drop, so that a view can say, before its run
//   button is pressed, that another lab's measurement would be stopped.
// - Destroying the engine cancels, stops the thread and waits for it.
class ComputeEngine : public QObject {
    Q_OBJECT
public:
    explicit ComputeEngine(QObject *parent = nullptr);
    ~ComputeEngine() override;

    // Returns the new job's id (ids start at 1 and only grow). Benchmarks and
    // tasks share one queue and one id sequence: one measurement at a time,
    // so two labs never time their work against each other.
    // `owner` says whose the job is (activity()).
    quint64 submit(const BenchmarkRequest &request, const EngineOwner &owner = {});
    quint64 submitTask(TaskFn task, const EngineOwner &owner = {});
    void cancel();

    // Makes the device report (the CPU's FMA peak, the CUDA probe) on the
    // worker thread, so that the window is up before it is measured, then
    // emits deviceReportReady(). It is not a job: no submit() drops it, and
    // jobs submitted later run after it. Only the first call starts it.
    void probeDevice();
    [[nodiscard]] bool deviceReportIsReady() const { return m_deviceReportReady; }

    [[nodiscard]] bool isBusy() const { return m_busy; }
    [[nodiscard]] quint64 latestJob() const { return m_latest.load(); }
    [[nodiscard]] const EngineActivity &activity() const { return m_activity; }

Q_SIGNALS:
    void progress(const gpulab::core::JobProgress &progress);
    void finished(const gpulab::core::BenchmarkResult &result);
    void taskProgress(quint64 jobId, int done, int total, const QString &phase);
    void taskFinished(quint64 jobId, const QVariant &result, bool cancelled);
    // A job was overtaken by a newer request; its result will not come.
    // Panels use it to leave their "running" state.
    void jobDropped(quint64 jobId);
    void busyChanged(bool busy);
    // The job the engine awaits, or its owner, changed: a job was submitted
    // (another one's drop comes first), or the awaited one finished. A run
    // of several jobs (a sweep) may pass through idle between two of them.
    void activityChanged(const gpulab::core::EngineActivity &activity);
    // probeDevice() finished: core::deviceReport() now answers at once.
    void deviceReportReady();

private Q_SLOTS:
    // Emits what the worker left in the mailbox, in order (woken by a queued call).
    void deliver();

private:
    std::shared_ptr<std::atomic<bool>> beginJob(quint64 &id, const EngineOwner &owner);
    void onWorkerProgress(const gpulab::core::JobProgress &progress);
    void onWorkerFinished(const gpulab::core::BenchmarkResult &result);
    void onWorkerTaskProgress(quint64 jobId, int done, int total, const QString &phase);
    void onWorkerTaskFinished(quint64 jobId, const QVariant &result, bool cancelled);
    void endJob();

    QThread m_thread;
    EngineWorker *m_worker = nullptr; // lives in m_thread
    std::shared_ptr<EngineMailbox> m_mailbox;
    std::atomic<quint64> m_latest{0};
    std::mutex m_mutex;
    std::shared_ptr<std::atomic<bool>> m_currentCancel;
    EngineActivity m_activity; // the job whose result is awaited (id 0 = none), and whose it is
    bool m_busy = false;
    bool m_deviceProbeStarted = false;
    bool m_deviceReportReady = false;
};

} // namespace gpulab::core

Q_DECLARE_METATYPE(gpulab::core::EngineActivity)
