#include "core/computeengine.h"

#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/deviceprobe.h"
#include "core/engineworker.h"
#include "core/machineload.h"
#include "kernels/log.h"

#include <QCoreApplication>

#include <cstring>
#include <optional>

namespace gpulab::core {

void EngineWorker::runNext()
{
    std::optional<EngineMailbox::Job> job;
    {
        std::lock_guard lock(m_mailbox->mutex);
        if (m_mailbox->jobs.empty())
            return;
        job = std::move(m_mailbox->jobs.front());
        m_mailbox->jobs.pop_front();
    }
    if (auto *benchmark = std::get_if<EngineMailbox::BenchmarkJob>(&*job))
        run(*benchmark);
    else
        runTask(std::get<EngineMailbox::TaskJob>(*job));
}

void EngineWorker::runProbe()
{
    (void)deviceReport();
    // The CPU backend's roofs (its fp32 peak, and the bf16 one on a CPU with
    // bf16 instructions) are measured once per process: here, with the rest
    // of the machine, so a view that reads them later does not measure on
    // the window's thread.
    if (BackendChoice cpu = createBackend(QStringLiteral("cpu")); cpu.backend)
        (void)cpu.backend->info();
    post(EngineMailbox::DeviceReportReady{});
}

void EngineWorker::post(EngineMailbox::Event event)
{
    {
        std::lock_guard lock(m_mailbox->mutex);
        m_mailbox->events.push_back(std::move(event));
    }
    QMetaObject::invokeMethod(m_engine, "deliver", Qt::QueuedConnection);
}

void EngineWorker::run(const EngineMailbox::BenchmarkJob &job)
{
    BenchmarkResult result;
    result.jobId = job.id;
    // A job overtaken while it waited in the queue is not started at all.
    if (job.id != m_latest.load() || job.cancel->load()) {
        result.cancelled = true;
        post(EngineMailbox::Finished{result});
        return;
    }
    BackendChoice choice = createBackend(job.request.backendId);
    if (!choice.backend) {
        result.error = choice.error;
        post(EngineMailbox::Finished{result});
        return;
    }
    result = runBenchmark(
        *choice.backend, job.request, *job.cancel, [this](const JobProgress &p) { post(EngineMailbox::Progress{p}); },
        job.id);
    post(EngineMailbox::Finished{std::move(result)});
}

void EngineWorker::runTask(const EngineMailbox::TaskJob &job)
{
    const quint64 jobId = job.id;
    if (jobId != m_latest.load() || job.cancel->load()) {
        post(EngineMailbox::TaskFinished{jobId, QVariant(), true});
        return;
    }
    QVariant result;
    try {
        result = job.task(*job.cancel, [this, jobId](int done, int total, const QString &phase) {
            post(EngineMailbox::TaskProgress{jobId, done, total, phase});
        });
    } catch (const std::exception &e) {
        // A task must not take the worker thread down with it.
        log::get("core")->error("engine: task {} threw: {}", jobId, e.what());
    }
    post(EngineMailbox::TaskFinished{jobId, std::move(result), job.cancel->load()});
}

bool EngineOwner::operator==(const EngineOwner &other) const
{
    const auto same = [](const char *a, const char *b) {
        return a == b || (a != nullptr && b != nullptr && std::strcmp(a, b) == 0);
    };
    return same(labId, other.labId) && same(what, other.what);
}

ComputeEngine::ComputeEngine(QObject *parent) : QObject(parent)
{
    static const bool registered = [] {
        qRegisterMetaType<EngineActivity>();
        qRegisterMetaType<BenchmarkRequest>();
        qRegisterMetaType<BenchmarkResult>();
        qRegisterMetaType<JobProgress>();
        return true;
    }();
    Q_UNUSED(registered);
    // Built on the main thread, the engine serves a window: its thread's CPU
    // time is watched separately while measuring (core/machineload.h).
    if (QCoreApplication::instance() && QThread::currentThread() == QCoreApplication::instance()->thread())
        markInteractiveThread();

    m_thread.setObjectName(QStringLiteral("gpulab-engine"));
    m_mailbox = std::make_shared<EngineMailbox>();
    m_worker = new EngineWorker(m_latest, m_mailbox, this);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

ComputeEngine::~ComputeEngine()
{
    {
        std::lock_guard lock(m_mutex);
        if (m_currentCancel)
            m_currentCancel->store(true);
    }
    // Jobs still queued are skipped: they see that they are no longer the latest.
    m_latest.store(~quint64(0));
    m_thread.quit();
    m_thread.wait();
}

std::shared_ptr<std::atomic<bool>> ComputeEngine::beginJob(quint64 &id, const EngineOwner &owner)
{
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    {
        std::lock_guard lock(m_mutex);
        if (m_currentCancel)
            m_currentCancel->store(true);
        m_currentCancel = cancel;
        id = m_latest.fetch_add(1) + 1;
    }
    const quint64 overtaken = m_activity.jobId;
    m_activity = EngineActivity{id, owner};
    if (overtaken != 0)
        Q_EMIT jobDropped(overtaken);
    if (!m_busy) {
        m_busy = true;
        Q_EMIT busyChanged(true);
    }
    Q_EMIT activityChanged(m_activity);
    return cancel;
}

void ComputeEngine::endJob()
{
    m_activity = EngineActivity{};
    m_busy = false;
    Q_EMIT busyChanged(false);
    Q_EMIT activityChanged(m_activity);
}

quint64 ComputeEngine::submit(const BenchmarkRequest &request, const EngineOwner &owner)
{
    quint64 id = 0;
    auto cancel = beginJob(id, owner);
    log::get("core")->debug("engine: job {} submitted ({} sizes on {})", id, request.sizes.size(),
                            request.backendId.toStdString());
    {
        std::lock_guard lock(m_mailbox->mutex);
        m_mailbox->jobs.push_back(EngineMailbox::BenchmarkJob{id, request, std::move(cancel)});
    }
    QMetaObject::invokeMethod(m_worker, "runNext", Qt::QueuedConnection);
    return id;
}

quint64 ComputeEngine::submitTask(TaskFn task, const EngineOwner &owner)
{
    quint64 id = 0;
    auto cancel = beginJob(id, owner);
    log::get("core")->debug("engine: task {} submitted", id);
    {
        std::lock_guard lock(m_mailbox->mutex);
        m_mailbox->jobs.push_back(EngineMailbox::TaskJob{id, std::move(task), std::move(cancel)});
    }
    QMetaObject::invokeMethod(m_worker, "runNext", Qt::QueuedConnection);
    return id;
}

void ComputeEngine::probeDevice()
{
    if (m_deviceProbeStarted)
        return;
    m_deviceProbeStarted = true;
    // Asked by name and answered through the mailbox, like every job: no
    // data crosses in Qt's event queue. The answer is posted before
    // ~ComputeEngine() has waited for the thread, so it never reaches a
    // destroyed engine.
    QMetaObject::invokeMethod(m_worker, "runProbe", Qt::QueuedConnection);
}

void ComputeEngine::cancel()
{
    std::lock_guard lock(m_mutex);
    if (m_currentCancel)
        m_currentCancel->store(true);
}

void ComputeEngine::deliver()
{
    std::deque<EngineMailbox::Event> events;
    {
        std::lock_guard lock(m_mailbox->mutex);
        events.swap(m_mailbox->events);
    }
    for (auto &event : events) {
        if (const auto *p = std::get_if<EngineMailbox::Progress>(&event))
            onWorkerProgress(p->progress);
        else if (const auto *f = std::get_if<EngineMailbox::Finished>(&event))
            onWorkerFinished(f->result);
        else if (const auto *tp = std::get_if<EngineMailbox::TaskProgress>(&event))
            onWorkerTaskProgress(tp->id, tp->done, tp->total, tp->phase);
        else if (const auto *tf = std::get_if<EngineMailbox::TaskFinished>(&event))
            onWorkerTaskFinished(tf->id, tf->result, tf->cancelled);
        else if (std::holds_alternative<EngineMailbox::DeviceReportReady>(event)) {
            m_deviceReportReady = true;
            log::get("core")->debug("engine: device report ready");
            Q_EMIT deviceReportReady();
        }
    }
}

void ComputeEngine::onWorkerProgress(const JobProgress &p)
{
    if (p.jobId == m_latest.load())
        Q_EMIT progress(p);
}

void ComputeEngine::onWorkerFinished(const BenchmarkResult &result)
{
    if (result.jobId != m_latest.load())
        return; // an older job: the newer request wins
    endJob();
    Q_EMIT finished(result);
}

void ComputeEngine::onWorkerTaskProgress(quint64 jobId, int done, int total, const QString &phase)
{
    if (jobId == m_latest.load())
        Q_EMIT taskProgress(jobId, done, total, phase);
}

void ComputeEngine::onWorkerTaskFinished(quint64 jobId, const QVariant &result, bool cancelled)
{
    if (jobId != m_latest.load())
        return;
    endJob();
    Q_EMIT taskFinished(jobId, result, cancelled);
}

} // namespace gpulab::core
