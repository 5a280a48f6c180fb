#pragma once

// The lesson's benchmark as it runs in a window: the CPU step, then the GPU
// step (cuBLAS or its labelled simulation) unless the CPU step was cancelled,
// one after the other on the engine's worker. The throughput lab's benchmark,
// the device report's quick check and learn mode's exercise 1 all follow one
// of these; the command line runs the same plan (lessonBenchmarkPlan) itself.

#include "core/benchmarktypes.h"
#include "core/computeengine.h"
#include "core/lessonbenchmark.h"

#include <QList>
#include <QObject>
#include <QPointer>

namespace gpulab::core {

class LessonBenchmarkRun : public QObject {
    Q_OBJECT
public:
    enum class Step { None, Cpu, Gpu };
    Q_ENUM(Step)

    // Without an engine nothing can start (start() answers false).
    explicit LessonBenchmarkRun(ComputeEngine *engine, QObject *parent = nullptr);
    // A run nobody will read is stopped, unless a newer job took over the engine.
    ~LessonBenchmarkRun() override;

    // False, and nothing changes, without an engine or while a run goes on.
    // Clears the results of the run before.
    bool start(const QList<int> &sizes, int warmup, int repeats);
    // Stops the step running now (inside a long multiply); the results so far
    // come with finished(), and no GPU step follows a cancelled CPU step.
    void cancel();
    // Whose the run's jobs are, on the engine (ComputeEngine::activity()).
    void setOwner(const EngineOwner &owner) { m_owner = owner; }

    [[nodiscard]] bool hasEngine() const { return !m_engine.isNull(); }
    [[nodiscard]] bool isRunning() const { return m_step != Step::None; }
    [[nodiscard]] Step step() const { return m_step; }
    [[nodiscard]] const BenchmarkResult &cpuResult() const { return m_cpu; }
    [[nodiscard]] const BenchmarkResult &gpuResult() const { return m_gpu; }
    // Both results as they stand: the CPU's, and the GPU's once it has come.
    [[nodiscard]] QList<BenchmarkResult> results() const;
    [[nodiscard]] bool wasCancelled() const { return m_cpu.cancelled || m_gpu.cancelled; }

Q_SIGNALS:
    // A step began; `simulated` says the GPU step is the teaching model
    // (always false for the CPU step).
    void stepStarted(gpulab::core::LessonBenchmarkRun::Step step, bool simulated);
    void progress(const gpulab::core::JobProgress &progress, gpulab::core::LessonBenchmarkRun::Step step);
    // A step's result, as soon as it is there.
    void stepFinished(const gpulab::core::BenchmarkResult &result, gpulab::core::LessonBenchmarkRun::Step step);
    // The run is over: both steps, or the CPU step alone when it was cancelled.
    void finished();
    // Another measurement was started on the engine and this run's job was
    // dropped: nothing more comes; the results so far stay readable.
    void dropped();
    void runningChanged(bool running);

private:
    void onProgress(const JobProgress &p);
    void onFinished(const BenchmarkResult &r);
    void onDropped(quint64 jobId);
    void setStep(Step step);

    QPointer<ComputeEngine> m_engine; // the window may destroy it first
    EngineOwner m_owner;
    LessonBenchmarkPlan m_plan;
    Step m_step = Step::None;
    quint64 m_job = 0;
    BenchmarkResult m_cpu;
    BenchmarkResult m_gpu;
};

} // namespace gpulab::core
