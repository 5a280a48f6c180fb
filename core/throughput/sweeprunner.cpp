#include "core/throughput/sweeprunner.h"

#include "core/benchmark.h"
#include "core/computeengine.h"
#include "core/sessionresults.h"
#include "kernels/log.h"

namespace gpulab::core::throughput {
SweepRunner::SweepRunner(ComputeEngine *engine, QObject *parent) : QObject(parent), m_engine(engine)
{
    qRegisterMetaType<SweepProgress>();
    if (!m_engine)
        return;
    connect(m_engine, &ComputeEngine::progress, this, &SweepRunner::onProgress);
    connect(m_engine, &ComputeEngine::finished, this, &SweepRunner::onFinished);
    connect(m_engine, &ComputeEngine::jobDropped, this, &SweepRunner::onDropped);
}

QString SweepRunner::start(const SweepPlan &plan)
{
    if (!m_engine)
        return tr("no compute engine");
    if (m_running)
        return tr("a sweep is already running");
    if (plan.jobs.isEmpty())
        return tr("nothing to measure: choose at least one size and one backend");
    for (const auto &job : plan.jobs)
        if (QString e = validateRequest(job); !e.isEmpty())
            return e;
    m_plan = plan;
    m_data = SweepData{};
    m_next = 0;
    m_running = true;
    m_cancelRequested = false;
    log::get("core")->info("sweep: {} jobs", plan.jobs.size());
    submitNext();
    return {};
}

void SweepRunner::cancel()
{
    if (!m_running)
        return;
    m_cancelRequested = true;
    m_engine->cancel();
}

void SweepRunner::clear()
{
    if (!m_running)
        m_data = SweepData{};
}

void SweepRunner::submitNext()
{
    if (m_next >= m_plan.jobs.size() || m_cancelRequested) {
        m_data.cancelled = m_cancelRequested;
        stop();
        return;
    }
    m_job = m_engine->submit(m_plan.jobs[m_next], m_owner);
    ++m_next;
}

void SweepRunner::stop()
{
    m_running = false;
    m_job = 0;
    SessionResults::instance().recordSweep(m_data);
    Q_EMIT finished();
}

void SweepRunner::onProgress(const JobProgress &p)
{
    if (!m_running || p.jobId != m_job)
        return;
    SweepProgress s;
    s.index = m_next; // m_next already counts the job that is running
    s.total = int(m_plan.jobs.size());
    s.n = p.n;
    s.backendId = m_plan.jobs[m_next - 1].backendId;
    s.phase = p.phase;
    s.run = p.run;
    s.runs = p.runs;
    Q_EMIT progressChanged(s);
}

void SweepRunner::onFinished(const BenchmarkResult &r)
{
    if (!m_running || r.jobId != m_job)
        return;
    const QString id = m_plan.jobs[m_next - 1].backendId;
    const kernels::Precision precision = m_plan.jobs[m_next - 1].precision;
    SweepSeries *series = nullptr;
    for (auto &s : m_data.series)
        if (s.backend.id == id && s.precision == precision)
            series = &s;
    if (!series) {
        m_data.series.append(SweepSeries{});
        series = &m_data.series.last();
        series->backend = r.backend;
        series->precision = precision;
        series->peakGflops = r.peakGflops;
        if (series->backend.id.isEmpty())
            series->backend.id = id; // a backend that could not be created
    }
    for (const auto &p : r.points) {
        series->points.append(p);
        Q_EMIT pointAdded(id, p.n);
    }
    if (!r.error.isEmpty() && !r.cancelled) {
        // This backend cannot go on (no CUDA, out of memory, …): skip its
        // remaining sizes, keep going with the next backend.
        series->error = r.error;
        while (m_next < m_plan.jobs.size() && m_plan.jobs[m_next].backendId == id &&
               m_plan.jobs[m_next].precision == precision)
            ++m_next;
    }
    if (r.cancelled) {
        m_data.cancelled = true;
        stop();
        return;
    }
    submitNext();
}

void SweepRunner::onDropped(quint64 jobId)
{
    if (!m_running || jobId != m_job)
        return;
    m_data.error = tr("stopped: another measurement was started while the sweep ran");
    stop();
}

} // namespace gpulab::core::throughput
