#pragma once

#include "core/benchmarktypes.h"
#include "core/lessonbenchmarkrun.h"

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
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] QPushButton *button() const { return m_button; }
    [[nodiscard]] QPushButton *cancelButton() const { return m_cancel; }
    [[nodiscard]] PredictBox *predictBox() const { return m_predict; }
    [[nodiscard]] const core::BenchmarkResult &cpuResult() const;
    [[nodiscard]] const core::BenchmarkResult &gpuResult() const;

Q_SIGNALS:
    void finished();
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void setStatus(std::function<QString()> text); // kept, to be said again in a new language
    void onStepStarted(core::LessonBenchmarkRun::Step step, bool simulated);
    void onProgress(const core::JobProgress &p, core::LessonBenchmarkRun::Step step);
    void onFinished();
    void onDropped();
    void updateLines();

    core::LessonBenchmarkRun *m_run = nullptr;
    QPushButton *m_button = nullptr;
    QPushButton *m_cancel = nullptr;
    QLabel *m_status = nullptr;
    std::function<QString()> m_statusText;
    QLabel *m_cpuLine = nullptr;
    QLabel *m_gpuLine = nullptr;
    QLabel *m_speedup = nullptr;
    PredictBox *m_predict = nullptr;
};

} // namespace gpulab::labs
