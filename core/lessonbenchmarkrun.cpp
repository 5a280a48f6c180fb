#include "core/lessonbenchmarkrun.h"

#include "core/computeengine.h"
#include "core/sessionresults.h"

namespace gpulab::core {

LessonBenchmarkRun::LessonBenchmarkRun(ComputeEngine *engine, QObject *parent) : QObject(parent), m_engine(engine)
{
    if (!engine)
        return;
    connect(engine, &ComputeEngine::progress, this, &LessonBenchmarkRun::onProgress);
    connect(engine, &ComputeEngine::finished, this, &LessonBenchmarkRun::onFinished);
    connect(engine, &ComputeEngine::jobDropped, this, &LessonBenchmarkRun::onDropped);
}

LessonBenchmarkRun::~LessonBenchmarkRun()
{
    if (m_job != 0 && m_engine && m_engine->latestJob() == m_job)
        m_engine->cancel();
}

bool LessonBenchmarkRun::start(const QList<int> &sizes, int warmup, int repeats)
{
    if (!m_engine || isRunning())
        return false;
    m_cpu = {};
    m_gpu = {};
    m_plan = lessonBenchmarkPlan(sizes, warmup, repeats);
    m_job = m_engine->submit(m_plan.cpu, m_owner);
    setStep(Step::Cpu);
    Q_EMIT stepStarted(Step::Cpu, false);
    return true;
}

void LessonBenchmarkRun::cancel()
{
    if (m_engine && isRunning() && m_engine->latestJob() == m_job)
        m_engine->cancel();
}

QList<BenchmarkResult> LessonBenchmarkRun::results() const
{
    QList<BenchmarkResult> out;
    if (m_cpu.jobId != 0)
        out << m_cpu;
    if (m_gpu.jobId != 0)
        out << m_gpu;
    return out;
}

void LessonBenchmarkRun::onProgress(const JobProgress &p)
{
    if (m_job != 0 && p.jobId == m_job)
        Q_EMIT progress(p, m_step);
}

void LessonBenchmarkRun::onFinished(const BenchmarkResult &r)
{
    if (m_job == 0 || r.jobId != m_job)
        return;
    const Step done = m_step;
    if (done == Step::Cpu) {
        m_cpu = r;
        Q_EMIT stepFinished(r, done);
        if (runGpuSideAfter(r)) {
            m_job = m_engine->submit(m_plan.gpu, m_owner);
            m_step = Step::Gpu;
            Q_EMIT stepStarted(Step::Gpu, gpuStepSimulated());
            return;
        }
    } else {
        m_gpu = r;
        Q_EMIT stepFinished(r, done);
    }
    m_job = 0;
    setStep(Step::None);
    SessionResults::instance().recordLesson(results());
    Q_EMIT finished();
}

void LessonBenchmarkRun::onDropped(quint64 jobId)
{
    if (m_job == 0 || jobId != m_job)
        return;
    m_job = 0;
    setStep(Step::None);
    Q_EMIT dropped();
}

void LessonBenchmarkRun::setStep(Step step)
{
    const bool was = isRunning();
    m_step = step;
    if (was != isRunning())
        Q_EMIT runningChanged(isRunning());
}

} // namespace gpulab::core
