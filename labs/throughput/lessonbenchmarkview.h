#pragma once

#include "core/benchmarktypes.h"
#include "core/lessonbenchmark.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;

namespace gpulab::core {
class ComputeEngine;
}

namespace gpulab::labs {

class PredictBox;

// The lesson's own benchmark: one 5000×5000 fp32 matmul on the CPU, then on
// the GPU (cuBLAS, or the labelled simulation where there is none), warm-up
// first, timed between barriers, median of the repeats, and the speedup.
class LessonBenchmarkView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kLessonN = 5000;
    static constexpr int kRepeats = 3;

    LessonBenchmarkView(core::ComputeEngine *engine, QWidget *parent = nullptr);

    void start();
    void cancel(); // stops the run in progress (the CPU side inside its multiply)
    [[nodiscard]] bool isRunning() const { return m_cpuJob != 0 || m_gpuJob != 0; }
    [[nodiscard]] QPushButton *button() const { return m_button; }
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancel; }
    [[nodiscard]] PredictBox *predictBox() const { return m_predict; }
    [[nodiscard]] const core::BenchmarkResult &cpuResult() const { return m_cpu; }
    [[nodiscard]] const core::BenchmarkResult &gpuResult() const { return m_gpu; }

Q_SIGNALS:
    void finished();
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void setStatus(std::function<QString()> text); // kept, to be said again in a new language
    void onProgress(const core::JobProgress &p);
    void onFinished(const core::BenchmarkResult &r);
    void onDropped(quint64 jobId);
    void updateLines();

    core::ComputeEngine *m_engine = nullptr;
    QPushButton *m_button = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    std::function<QString()> m_statusText;
    QLabel *m_cpuLine = nullptr;
    QLabel *m_gpuLine = nullptr;
    QLabel *m_speedup = nullptr;
    PredictBox *m_predict = nullptr;
    quint64 m_cpuJob = 0;
    quint64 m_gpuJob = 0;
    core::BenchmarkResult m_cpu;
    core::BenchmarkResult m_gpu;
    core::LessonBenchmarkPlan m_plan;
};

} // namespace gpulab::labs
