#include "core/computeengine.h"

#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/deviceprobe.h"
#include "core/engineworker.h"
#include "kernels/log.h"

namespace gpulab::core {

void EngineWorker::run(quint64 jobId, const BenchmarkRequest &request, const std::shared_ptr<std::atomic<bool>> &cancel)
{
    BenchmarkResult result;
    result.jobId = jobId;
    // A job overtaken while it waited in the queue is not started at all.
    if (jobId != m_latest.load() || cancel->load()) {
        result.cancelled = true;
        Q_EMIT finished(result);
        return;
    }
    BackendChoice choice = createBackend(request.backendId);
    if (!choice.backend) {
        result.error = choice.error;
        Q_EMIT finished(result);
        return;
    }
    result = runBenchmark(
        *choice.backend, request, *cancel, [this](const JobProgress &p) { Q_EMIT progress(p); }, jobId);
    Q_EMIT finished(result);
}

void EngineWorker::runTask(quint64 jobId, const TaskFn &task, const std::shared_ptr<std::atomic<bool>> &cancel)
{
    if (jobId != m_latest.load() || cancel->load()) {
        Q_EMIT taskFinished(jobId, QVariant(), true);
        return;
    }
    QVariant result;
    try {
        result = task(*cancel, [this, jobId](int done, int total, const QString &phase) {
            Q_EMIT taskProgress(jobId, done, total, phase);
        });
    } catch (const std::exception &e) {
        // A task must not take the worker thread down with it.
        log::get("core")->error("engine: task {} threw: {}", jobId, e.what());
    }
    Q_EMIT taskFinished(jobId, result, cancel->load());
}

ComputeEngine::ComputeEngine(QObject *parent) : QObject(parent)
{
    static const bool registered = [] {
        qRegisterMetaType<BenchmarkRequest>();
        qRegisterMetaType<BenchmarkResult>();
        qRegisterMetaType<JobProgress>();
        return true;
    }();
    Q_UNUSED(registered);

    m_thread.setObjectName(QStringLiteral("gpulab-engine"));
    m_worker = new EngineWorker(m_latest);
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &EngineWorker::progress, this, &ComputeEngine::onWorkerProgress, Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::finished, this, &ComputeEngine::onWorkerFinished, Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::taskProgress, this, &ComputeEngine::onWorkerTaskProgress, Qt::QueuedConnection);
    connect(m_worker, &EngineWorker::taskFinished, this, &ComputeEngine::onWorkerTaskFinished, Qt::QueuedConnection);
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

std::shared_ptr<std::atomic<bool>> ComputeEngine::beginJob(quint64 &id)
{
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    {
        std::lock_guard lock(m_mutex);
        if (m_currentCancel)
            m_currentCancel->store(true);
        m_currentCancel = cancel;
        id = m_latest.fetch_add(1) + 1;
    }
    if (m_running != 0)
        Q_EMIT jobDropped(m_running);
    m_running = id;
    if (!m_busy) {
        m_busy = true;
        Q_EMIT busyChanged(true);
    }
    return cancel;
}

void ComputeEngine::endJob()
{
    m_running = 0;
    m_busy = false;
    Q_EMIT busyChanged(false);
}

quint64 ComputeEngine::submit(const BenchmarkRequest &request)
{
    quint64 id = 0;
    auto cancel = beginJob(id);
    log::get("core")->debug("engine: job {} submitted ({} sizes on {})", id, request.sizes.size(),
                            request.backendId.toStdString());
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, id, request, cancel] { worker->run(id, request, cancel); }, Qt::QueuedConnection);
    return id;
}

quint64 ComputeEngine::submitTask(TaskFn task)
{
    quint64 id = 0;
    auto cancel = beginJob(id);
    log::get("core")->debug("engine: task {} submitted", id);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, id, task = std::move(task), cancel] { worker->runTask(id, task, cancel); },
        Qt::QueuedConnection);
    return id;
}

void ComputeEngine::probeDevice()
{
    if (m_deviceProbeStarted)
        return;
    m_deviceProbeStarted = true;
    // The answer is posted back before ~ComputeEngine() has waited for the
    // thread, so it never reaches a destroyed engine.
    QMetaObject::invokeMethod(
        m_worker,
        [this] {
            (void)deviceReport();
            QMetaObject::invokeMethod(
                this,
                [this] {
                    m_deviceReportReady = true;
                    log::get("core")->debug("engine: device report ready");
                    Q_EMIT deviceReportReady();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void ComputeEngine::cancel()
{
    std::lock_guard lock(m_mutex);
    if (m_currentCancel)
        m_currentCancel->store(true);
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
