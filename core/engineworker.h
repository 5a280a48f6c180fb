#pragma once

#include "core/benchmarktypes.h"
#include "core/computeengine.h"

#include <QObject>
#include <QVariant>

#include <atomic>
#include <deque>
#include <memory>
#include <mutex>
#include <variant>

namespace gpulab::core {

// What crosses between the engine (its owner's thread) and the worker. Jobs
// go in, events come out, both under one std::mutex; the queued calls that
// wake the other side carry no data. Every hand-off is then visible to a
// thread checker (Qt's own event-queue locks are not, in a Qt that is not
// built with TSan), and nothing of ours is copied inside Qt's event code.
struct EngineMailbox {
    struct BenchmarkJob {
        quint64 id = 0;
        BenchmarkRequest request;
        std::shared_ptr<std::atomic<bool>> cancel;
    };
    struct TaskJob {
        quint64 id = 0;
        TaskFn task;
        std::shared_ptr<std::atomic<bool>> cancel;
    };
    using Job = std::variant<BenchmarkJob, TaskJob>;

    struct Progress {
        JobProgress progress;
    };
    struct Finished {
        BenchmarkResult result;
    };
    struct TaskProgress {
        quint64 id = 0;
        int done = 0;
        int total = 0;
        QString phase;
    };
    struct TaskFinished {
        quint64 id = 0;
        QVariant result;
        bool cancelled = false;
    };
    struct DeviceReportReady {};
    using Event = std::variant<Progress, Finished, TaskProgress, TaskFinished, DeviceReportReady>;

    std::mutex mutex;
    std::deque<Job> jobs;
    std::deque<Event> events;
};

// The object that lives in the engine's thread. Internal to ComputeEngine.
class EngineWorker : public QObject {
    Q_OBJECT
public:
    EngineWorker(const std::atomic<quint64> &latest, std::shared_ptr<EngineMailbox> mailbox, QObject *engine)
        : m_latest(latest), m_mailbox(std::move(mailbox)), m_engine(engine)
    {
    }

public Q_SLOTS:
    // Takes the oldest job from the mailbox and runs it (one call per job).
    void runNext();
    // Makes the device report (FMA peak, CUDA probe) and says so.
    void runProbe();

private:
    void run(const EngineMailbox::BenchmarkJob &job);
    void runTask(const EngineMailbox::TaskJob &job);
    void post(EngineMailbox::Event event);

    const std::atomic<quint64> &m_latest;
    std::shared_ptr<EngineMailbox> m_mailbox;
    QObject *m_engine; // outlives the worker: its destructor waits for the thread
};

} // namespace gpulab::core
